### Les échecs propres à la ligne de commande (src/cli/errors/) : ce que
### `estafette` affiche après « estafette: » quand une commande ne peut pas
### se faire. Les chemins, adresses, identifiants de partie, options et
### clés de configuration restent tels quels ; `$error` donne les mots du
### système, `$why` un échec d'une couche plus basse.

## Fichiers lus et écrits (CliError)

command-no-such-file = { $path } : ce fichier n'existe pas
command-not-text = { $path } : ce n'est pas du texte (UTF-8)
command-cannot-read = { $path } : lecture impossible ({ $error })
command-stdin = lecture de l'entrée standard impossible : { $error }
command-stdout = écriture sur la sortie standard impossible : { $error }
command-refused = { $why }
command-closed-pipe = la sortie standard a été fermée par son lecteur
command-unreadable = la ligne de commande est illisible (voir le message de clap)

## La configuration (SettingError)

command-lang = ESTAFETTE_LANG={ $value } : choisissez en, fr, de ou nl (ou retirez la variable pour suivre la locale)
command-config-catalogs = catalogues du dossier de modèles : { $why }
command-busy-timeout = ESTAFETTE_BUSY_TIMEOUT_MS '{ $value }' : ce n'est pas un nombre de millisecondes
command-durability = ESTAFETTE_DURABILITY '{ $value }' : écrivez "normal" ou "full"
command-poll-batch = ESTAFETTE_POLL_BATCH '{ $value }' : donnez un nombre de messages de 1 à 10000
command-no-config-file = le fichier de configuration { $path } n'existe pas (le dossier de travail est { $cwd }) : donnez son chemin complet avec --config ou ESTAFETTE_CONFIG
command-no-address = cette commande compose ou envoie du courrier et a besoin de l'adresse de l'arbitre : donnez-la avec --address referee@example.org, ESTAFETTE_ADDRESS, ou `address = "referee@example.org"` dans { $file }
command-no-address-no-file = cette commande compose ou envoie du courrier et a besoin de l'adresse de l'arbitre, et aucun fichier de configuration n'a été lu : aucun n'a été nommé, et { $looked } n'existe pas. Nommez le fichier avec --config FICHIER ou ESTAFETTE_CONFIG (un MTA lance son pipe dans un dossier à lui), ou donnez l'adresse avec --address referee@example.org ou ESTAFETTE_ADDRESS
command-not-plain-address = l'adresse de l'arbitre '{ $address }' n'est pas une simple adresse électronique (local@domaine, sans `+`, car les réponses vont à local+JETON@domaine) : donnez-la avec --address referee@example.org, ESTAFETTE_ADDRESS, ou `address = "referee@example.org"` dans estafette.toml
command-not-mailbox = '{ $text }' n'est pas une adresse électronique ({ $error }) : écrivez ADRESSE ou "Nom <ADRESSE>" (mettez entre guillemets un nom qui contient des virgules)
command-player-lang = langue '{ $lang }' : choisissez en, fr, de ou nl
command-imap-tls = --imap-tls { $value } : choisissez implicit, starttls ou plain
command-imap-user = IMAP a besoin d'un utilisateur : --imap-user, ou user dans la section [imap]
command-imap-password = IMAP a besoin d'un fichier de mot de passe : --imap-password-file, ou password_file dans la section [imap]
command-smtp-tls = --smtp-tls { $value } : choisissez none, starttls ou implicit
command-smtp = smtp : { $why }
command-no-transport = aucun moyen d'envoyer le courrier n'est réglé : donnez --smtp-host HÔTE (ou host dans la section [smtp] d'estafette.toml), --sendmail CHEMIN (ou sendmail), ou --maildir-root DOSSIER (ou maildir_out, ou ESTAFETTE_MAILDIR_OUT) pour livrer dans des Maildirs locaux
command-no-password-file = le fichier de mot de passe { $path } n'existe pas
command-password-file = le fichier de mot de passe { $path } : { $error }
command-no-maildir = le Maildir { $path } n'existe pas : vérifiez le chemin
command-maildir-is-file = { $path } est un fichier, pas un dossier Maildir
command-not-maildir = { $path } n'est pas un Maildir : il y manque { $missing } (un Maildir contient tmp/, new/ et cur/)
command-maildir-unreadable = impossible d'ouvrir { $path } : { $error }

## Les outils sans arbitre (ToolError)

command-head-form = --head s'écrit N:HEX
command-head-number = --head : N doit être un nombre
command-receipts = reçus : { $why }
command-no-receipts = aucune ligne Log-Head pour { $game } dans les courriers de { $dir }
command-verification = la vérification a échoué : { $why }
command-to-move = --to-move { $value } : choisissez first ou second
command-no-start = L'Attaque n'a pas de position de départ fixe : donnez une position (les deux armées en font partie)
command-position-options = un texte de position porte sa propre variante et ses réglages ; --variant et --set ne valent que pour `start`
command-position = position invalide : { $why }
command-replay = { $path } : { $why }
command-move-refused = coup { $n } '{ $text }' refusé : { $why }
command-setup-side = --side { $value } : choisissez south ou north
command-not-lattaque = erreur interne : ce ne sont pas des options de L'Attaque
command-seed = --seed : { $why }
command-army = l'armée n'est pas valable : { $why }
command-mismatch = DIFFÉRENCE : cette armée et cette graine donnent la racine { $root }, pas { $given }
command-man-page = page de manuel : { $error }
command-man-file = { $path } : { $error }

## Les outils du joueur (PlayerError)

command-board-side = camp { $side } : { $why }
command-turn = --turn { $value } : first si vous jouez en premier, second sinon (l'invitation le dit)
command-sealed = { $path } existe déjà : une partie et un camp ne se scellent qu'une fois (gardez ce fichier ; il contient votre graine)
command-seal = { $why }
command-random = impossible d'obtenir des octets aléatoires du système : { $error }
command-key = clé : { $why }
command-bad-file = { $path } : { $why }
command-other-game = ce courrier concerne la partie { $mail }, le fichier secret la partie { $secret }
command-sign-side = camp '{ $side }' : 1 (premier) ou 2 (second), comme les règles nomment les camps
command-sign-head = --head '{ $head }' : { $why } (copiez la ligne Log-Head du courrier auquel vous répondez)
command-sign = { $why }
command-key-file-exists = { $path } : { $error } (un fichier de clé n'est jamais écrasé)
command-write = { $path } : { $error }

## Le courrier (MailError)

command-later = { $why } (le message reste au serveur de courrier, qui réessaiera plus tard)
command-poll-both = poll lit un Maildir ou une boîte IMAP, pas les deux
command-poll-neither = poll a besoin de --maildir DOSSIER ou --imap-host HÔTE (ou host dans la section [imap] de la configuration)
command-imap = imap : { $why }
command-send-failed = { $n ->
    [one] { $n } courrier n'a pas pu être envoyé (voir plus haut)
   *[other] { $n } courriers n'ont pas pu être envoyés (voir plus haut)
}
command-send-later = { $n ->
    [one] { $n } courrier n'a pas encore pu être remis ; il reste en file pour le prochain `send`
   *[other] { $n } courriers n'ont pas encore pu être remis ; ils restent en file pour le prochain `send`
}
command-run-both = run lit un Maildir ou une boîte IMAP, pas les deux
command-signal = gestionnaire de signaux : { $error }
command-lock-file = fichier de verrou { $path } : { $error }
command-running = un autre `estafette run` utilise déjà { $db }

## Les commandes de l'opérateur (AdminError)

command-mode = --mode { $mode } : choisissez held ou blind
command-moves-first = --moves-first { $value } : choisissez first, second ou random
command-same-address = --first et --second doivent être deux adresses différentes
command-time = --time : { $why }
command-grace-alone = --grace demande --time
command-blind-lattaque = --mode blind ne vaut que pour L'Attaque
command-blind-clock = --mode blind demande une cadence (--time) : les révélations finales ont une échéance
command-side = --side { $side } : 1 ou 2
command-by = --by : { $why }
command-winner = --winner { $value } : 1, 2 ou draw
command-no-game = pas de partie '{ $game }' dans cette base
command-not-player = '{ $who }' ne joue pas dans { $game } : donnez l'adresse ou le nom d'un des joueurs, ou 1 ou 2
command-json = JSON : { $error }
command-damaged = { $db } est endommagée (contrôle d'intégrité de SQLite, ci-dessus) : gardez le fichier tel quel, et restaurez la dernière bonne sauvegarde avec `estafette restore` après avoir mis celui-ci de côté
command-audit-problems = { $n ->
    [one] l'audit a trouvé { $n } problème
   *[other] l'audit a trouvé { $n } problèmes
}
command-no-folder = impossible de créer { $path } : son dossier n'existe pas
command-cannot-create = impossible de créer { $path } : { $error }
command-output-exists = { $path } existe : donnez --force pour le remplacer
command-writing = écriture de { $path } impossible : { $error }
command-nothing-restored = { $why } ; rien n'a été restauré : { $db } n'a pas été créée
command-db-exists = { $db } existe : mettez-la d'abord de côté (restore n'écrase jamais une base) ; rien n'a été restauré
command-other-key = la sauvegarde { $path } appartient à un autre fichier de clé que { $key } : donnez avec --key-file le fichier de clé de la base dont elle vient (ou restaurez ce fichier de clé depuis votre sauvegarde) ; rien n'a été restauré : { $db } n'a pas été créée
command-staged = { $staged } existe, laissé par une restauration interrompue : supprimez-le, puis restaurez de nouveau ; rien n'a été restauré : { $db } n'a pas été créée
command-copy-no-folder = impossible de copier la sauvegarde vers { $staged } : le dossier { $folder } n'existe pas ; rien n'a été restauré : { $db } n'a pas été créée
command-copy = impossible de copier la sauvegarde vers { $staged } : { $error } ; rien n'a été restauré : { $db } n'a pas été créée
command-backup-audit = { $n ->
    [one] la sauvegarde ne passe pas l'audit avec le fichier de clé { $key } ({ $n } problème, ci-dessus)
   *[other] la sauvegarde ne passe pas l'audit avec le fichier de clé { $key } ({ $n } problèmes, ci-dessus)
}
command-created-meanwhile = { $db } a été créée entre-temps : elle reste telle quelle

## `init --owner` and `check`: what went wrong or was found, and what to do.
command-check-no-user = il n'y a pas d'utilisateur { $user } sur ce système : créez-le (`useradd --system --home-dir /var/lib/estafette --shell /usr/sbin/nologin { $user }`) ou nommez-en un autre avec --owner
command-check-give = impossible de donner { $path } à { $user } : { $error } (seul root donne un fichier à un autre utilisateur : lancez `estafette init --owner { $user }` en root)
command-check-no-database = la base { $db } n'existe pas : créez-la avec `estafette init`, lancé sous l'utilisateur du pipe (ou en root avec --owner UTILISATEUR)
command-check-root-owned = { $path } appartient à root, et Postfix ne lance jamais un pipe en root : donnez-le à l'utilisateur du pipe (`chown UTILISATEUR: { $path }`), ou créez les fichiers avec `estafette init --owner UTILISATEUR`
command-check-other-owner = { $path } appartient à { $owner }, pas à { $user } : le pipe, cron et les services tournent sous un seul utilisateur, qui doit posséder chaque fichier de l'arbitre (`chown { $user }: { $path }`)
command-check-cannot = { $user } ne peut pas lire et écrire { $path } ({ $error }) : `chown { $user }: { $path }` et `chmod 600 { $path }`
command-check-folder = { $user } ne peut pas créer de fichiers dans { $folder } ({ $error }), où SQLite tient les fichiers -wal et -shm de la base : `chown { $user }: { $folder }` et `chmod 700 { $folder }`
command-check-smtp = le serveur SMTP { $host }:{ $port } ne répond pas comme `send` en a besoin ({ $why }) : vérifiez qu'il tourne, et [smtp] host, port et tls (un relais sur cette machine n'a besoin que de host ; tls = "none" seulement s'il ne doit pas utiliser STARTTLS)
command-check-sendmail = { $why } : donnez le chemin complet d'un binaire sendmail qui fonctionne (sendmail dans estafette.toml, ou --sendmail)
command-check-clock = l'horloge indique { $now }, avant cette version d'Estafette : réglez l'heure du système (NTP, `timedatectl`), car chaque échéance et chaque heure des journaux des parties en vient
command-check-time-zones = les données de fuseaux horaires intégrées ne connaissent pas { $zone } : donnez à default_timezone un nom de zone IANA (Europe/Paris), ou utilisez une version d'Estafette avec ses données de fuseaux
command-check-found = { $n ->
        [one] check a trouvé { $n } problème, ci-dessus
       *[other] check a trouvé { $n } problèmes, ci-dessus
    }
