### Les échecs du service (src/service/errors.rs, `ServiceError` ; le
### `NotDone` du cœur) et ceux du fichier de clé (src/keys : `SecretError`,
### `BadKey`) : ce que `estafette` affiche après « estafette: » quand une
### commande ne peut pas se faire. `$why` est un échec intérieur, dans la
### même langue ; `$error` les mots du système, d'une bibliothèque ou d'une
### autre partie ; chemins, adresses et parties tels quels.

service-no-game = pas de partie « { $game } » dans cette base (`estafette list` montre les parties)
service-no-address = l'adresse de l'arbitre « { $address } » n'est pas une adresse de courrier : sans elle, aucun courrier ne peut être écrit
service-batch-spoiled = un lot protégé a été gâché
service-stopping = l'arbitre s'arrête
service-rolling-back = annulation d'un lot : { $why }
service-committing = validation d'un lot : { $why }
service-maildir-open = dossier Maildir inutilisable : { $error }
service-maildir = Maildir : { $error }
service-sealing-message = scellement du message : { $why }
service-sealing-messages = scellement des messages : { $why }
service-no-random = le système ne donne pas d'octets aléatoires : { $error }
service-player-missing = la ligne du joueur manque
service-challenger-missing = l'auteur du défi manque
service-game-vanished = la partie a disparu
service-tick = { $game } : échec de `tick` ({ $error })
service-bad-name = { $address } : nom refusé ({ $error })
service-not-an-address = « { $address } » n'est pas une adresse de courrier
service-same-addresses = les deux joueurs doivent avoir des adresses différentes
service-kit-file = kit_file { $path } : { $error } (la page qu'écrit `cargo xtask kit`)
service-building-mail = écriture du courrier : { $error }
service-token = jeton : { $error }
service-encode = encodage JSON impossible : { $error }
service-games-unreadable = la table des parties est illisible : { $why }
service-outbox-unreadable = la file d'envoi est illisible : { $why }
service-failed-decision = erreur interne : une décision en échec ne peut pas être enregistrée
service-decision-ends = erreur interne : la décision pour { $game } à l'événement { $at } finit à l'événement { $ends } de { $of }
service-bad-stored-head = tête enregistrée invalide
service-bad-stored-root = racine enregistrée invalide
service-challenge-spec = options du défi : { $error }
service-bad-confirmation-id = numéro de confirmation invalide
service-bad-challenge-id = numéro de défi invalide
service-no-new-address = remplacer une adresse demande la nouvelle adresse
service-other-side = cette adresse joue l'autre camp de cette partie
service-snapshot-sealed = { $game } : l'instantané scellé ne s'ouvre pas ({ $why }) : mauvais fichier de clé ?
service-snapshot-not-utf8 = l'instantané n'est pas en UTF-8
service-snapshot-hex = instantané : { $why }
service-army-sealed = { $game } : l'armée du { $side ->
    [1] premier
   *[other] second
} joueur ne s'ouvre pas ({ $why }) : mauvais fichier de clé ?
service-secret-json = secret : { $error }
service-key-missing-with-games = la base { $db } a { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} mais son fichier de clé { $key } n'existe pas : restaurez le fichier de clé depuis votre sauvegarde, ou nommez-le avec --key-file (`init` ne crée une clé que pour une base sans partie : une nouvelle clé ne peut pas lire les parties déjà là)
service-key-file-missing = le fichier de clé { $path } n'existe pas : nommez le fichier de clé de la base avec --key-file (ou ESTAFETTE_KEY_FILE, ou key_file dans estafette.toml), ou restaurez-le depuis votre sauvegarde
service-key-file-invalid = { $why } : restaurez le fichier de clé depuis votre sauvegarde
service-wrong-key-file = le fichier de clé { $key } n'est pas la clé de la base { $db } : nommez le fichier de clé propre à la base avec --key-file, ou restaurez-le depuis votre sauvegarde

## Une commande de l'opérateur sur une partie, non faite (`NotDone`).
service-no-reason = donnez une raison : elle va dans le journal de la partie et aux deux joueurs
service-blind-needs-clock = une partie à l'aveugle demande une cadence (--time) : les révélations finales ont une échéance
service-bad-options = options invalides : { $why }

## Le fichier de clé et le scellement (src/keys).
service-key-io = impossible { $action ->
    [create] de créer
    [write] d'écrire
    [open] d'ouvrir
    [inspect] d'examiner
   *[read] de lire
} le fichier de clé { $path } : { $error }
service-key-exists = le fichier de clé { $path } existe déjà ; il ne sera pas écrasé (une nouvelle clé rendrait illisibles les secrets des parties en cours)
service-key-permissions = le fichier de clé { $path } a le mode { $mode } : le groupe et les autres ne doivent y avoir aucun accès ; lancez `chmod 600 { $path }`
service-key-invalid = le fichier de clé { $path } n'est pas valide : { $why }
service-key-random = le système ne donne pas d'octets aléatoires : { $error }
service-key-too-short = le secret scellé fait { $n } octets, moins que les { $least } d'un nonce et d'une étiquette
service-key-does-not-open = le secret scellé ne s'ouvre pas : mauvais fichier de clé, mauvaise partie, mauvais camp ou mauvaise racine, ou les octets enregistrés ont été modifiés
service-key-encrypt = impossible de chiffrer le secret (trop long)
service-key-not-a-file = ce n'est pas un fichier ordinaire
service-key-too-large = trop grand pour un fichier de clé
service-key-binary = 64 chiffres hexadécimaux attendus, données binaires trouvées
service-key-not-hex = 64 chiffres hexadécimaux attendus : { $why }

## Les échecs propres à la démo (`demo::DemoFault`).
service-demo-key-file = { $why }
service-demo-maildir = Maildir : { $error }
service-demo-file = { $path } : { $error }
service-demo-write = écriture impossible : { $error }
service-demo-read = lecture impossible : { $error }
service-demo-no-mail = aucun courrier pour { $game } dans { $dir }
service-demo-audit = vérification : { $problems }
service-demo-not-demo-folder = { $dir } existe et n'est pas un dossier de démo ; choisissez-en un autre avec --dir
service-demo-no-position = aucune position
service-demo-unparsable = le courrier de l'arbitre ne peut pas être lu
service-demo-inbox = boîte de l'arbitre : { $error }
service-demo-move-refused = coup de la démo refusé : { $why }
service-demo-verify = { $path } : { $why }
service-demo-not-bench-folder = { $dir } existe et n'a pas été créé par estafette-bench ; choisissez un autre --dir
service-demo-load-refused = { $step } — refus pendant la construction de la charge : { $outcome }
service-demo-no-position-after-setup = { $game } : aucune position après la mise en place
service-demo-clock = { $why }
service-demo-game-move = { $game } : { $text } : { $why }
service-demo-move = coup { $text } : { $why }
service-demo-stored = { $stored ->
    [one] { $stored } partie enregistrée
   *[other] { $stored } parties enregistrées
  }, { $expected } attendues
service-no-operator-event = l'action de l'opérateur n'a enregistré aucun événement d'opérateur

## Ce que `estafette demo` affiche de ses parties (`demo::Said`) : $title le
## titre du jeu, $why pourquoi la partie a pris fin, $head le début de la
## tête de chaîne d'une transcription.
service-demo-heading = Démo d'Estafette dans { $dir }
service-demo-game = { $title } ({ $game }) : { $first } contre { $second }
service-demo-over-won = terminée après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  } : { $winner } gagne ({ $why })
service-demo-over-drawn = terminée après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  } : nulle ({ $why })
service-demo-over-unknown = terminée après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  } : nulle (?)
service-demo-mailboxes = Courrier remis dans le Maildir de chaque joueur, sous { $root } :
service-demo-mailbox = { $dir } — { $n ->
    [one] { $n } courrier
   *[other] { $n } courriers
  }
service-demo-transcripts = Transcriptions, vérifiées hors ligne :
service-demo-verified = { $path } — vérifiée : { $events } événements, { $moves } coups, tête { $head }
service-demo-audited = Audit : chaque journal, relecture et instantané concordent.

## Le générateur de charge du banc d'essai : un courrier de la charge
## (`demo::LoadStep`), et ce que l'arbitre a fait d'un courrier qu'il n'a
## pas appliqué (`demo::Unapplied`).
service-bench-army = { $game } : une armée
service-bench-move = { $game } : le coup { $text }
service-bench-resignation = { $game } : l'abandon
service-bench-duplicate = le double d'un courrier déjà traité
service-bench-failed = échec : { $why }
