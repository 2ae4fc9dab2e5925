## Pourquoi une commande ou un coup a été refusé (`reason::Why` du cœur),
## et les refus dont les mots ne sont pas encore des données (`untyped` :
## l'anglais des règles ou de l'arbitre, traduit par les motifs du cœur).

untyped = { $text }
wrong-sender = un courrier pour cette partie portant votre jeton de réponse est venu de { $sender } et non de votre adresse enregistrée ; rien n'a été appliqué. Si c'était vous, écrivez depuis { $registered }.
not-a-move = « { $text } » n'est pas un coup : { $why }

## Les refus de l'arbitre (`referee::refusal::Refusal` du cœur) : la phase
## de la partie, le trait, les propositions de nulle, les courriers
## périmés, les langues, les fuseaux, les congés, les clés et les
## signatures. $text est le mot du joueur ; $side un camp (son nom) ;
## $name son joueur ; $issued, $last et $seen des positions du journal ;
## $needs et $left des durées (`refusal-duration`) ; $why les mots du
## protocole.

refusal-game-over = cette partie est terminée
refusal-no-draw-to-accept = il n'y a pas de proposition de nulle à accepter
refusal-draw-already-offered = vous avez déjà proposé la nulle
refusal-no-draw-to-decline = il n'y a pas de proposition de nulle à refuser
refusal-no-army-to-set-up = cette partie n'a pas d'armée à mettre en place
refusal-armies-in-place = les armées sont déjà en place
refusal-army-committed = votre armée est déjà engagée et ne peut plus changer
refusal-blind-only = les ouvertures, engagements et dévoilements ne servent qu'aux parties à l'aveugle
refusal-not-started = la partie n'a pas commencé : les deux armées doivent d'abord être envoyées
refusal-paused = la partie est suspendue par l'opérateur : aucun coup avant sa reprise
refusal-position-unknown = la position est inconnue
refusal-not-your-turn = ce n'est pas votre tour : { $side } ({ $name }) est au trait
refusal-stale = ce courrier répond à un courrier plus ancien de l'arbitre (envoyé à la position { $issued }), et vous avez joué depuis (à la position { $last }) : les commandes qui changent la partie ne sont prises que dans une réponse au dernier courrier que l'arbitre vous a envoyé, pour qu'un ancien courrier envoyé de nouveau ne soit jamais appliqué deux fois. Répondez au dernier courrier
refusal-no-command = aucune commande trouvée au-dessus du texte cité ; envoyez AIDE pour la liste des commandes
refusal-not-a-language = « { $text } » n'est pas une langue : choisissez fr (français), en (anglais) ou de (allemand)
refusal-not-a-time-zone = « { $text } » n'est pas un nom de fuseau horaire (utilisez un nom IANA comme Europe/Paris ou America/New_York)
refusal-no-clock = cette partie n'a pas de pendule : elle n'a pas besoin de congé
refusal-vacation-too-long = ce congé demande { $needs }, mais il ne vous reste que { $left } de congé cette année
refusal-vacation-too-short = un congé dure au moins une heure
refusal-not-a-date = « { $text } » n'est pas une date (écrivez 2026-12-20)
refusal-vacation-ends-first = le congé finit avant de commencer
refusal-vacation-over = ce congé est déjà passé
refusal-vacation-syntax = CONGÉ prend une durée (5j) ou deux dates (2026-12-20 2026-12-27)
refusal-bad-key = { $why }
refusal-key-registered = votre clé est déjà enregistrée : elle signe vos commandes jusqu'à la fin de la partie
refusal-key-after-move = une clé s'enregistre avant votre premier coup ; cette partie continue sans clé
refusal-not-signed = ce courrier n'est pas signé : signez vos commandes avec `estafette sign` (votre clé est enregistrée, l'arbitre ne prend donc que des commandes signées) et ajoutez la ligne sig qu'il imprime
refusal-sig-unreadable = la ligne sig est illisible ({ $why }) : signez vos commandes avec `estafette sign` (votre clé est enregistrée, l'arbitre ne prend donc que des commandes signées) et ajoutez la ligne sig qu'il imprime
refusal-sig-not-reached = la ligne sig nomme la position { $seen } du journal, que la partie n'a pas atteinte ; signez de nouveau vos commandes après la ligne Log-Head du dernier courriel de l'arbitre (estafette sign, ou le kit du joueur) et envoyez-les avec la ligne sig obtenue
refusal-sig-stale = votre signature porte sur le courriel de l'arbitre à la position { $seen } du journal, et vous avez joué depuis (à la position { $last }) ; signez de nouveau vos commandes après la ligne Log-Head du dernier courriel de l'arbitre (estafette sign, ou le kit du joueur) et envoyez-les avec la ligne sig obtenue
refusal-signature-fails = votre signature n'est pas valable : elle n'a pas été faite avec votre clé enregistrée sur ces commandes et la tête du journal à la position { $seen } ; signez vos commandes avec `estafette sign` (votre clé est enregistrée, l'arbitre ne prend donc que des commandes signées) et ajoutez la ligne sig qu'il imprime
refusal-signed-whole = { $why }. Un courrier signé s'applique en entier ou pas du tout, donc rien de celui-ci ne l'a été : signez de nouveau les seules commandes que vous voulez, et envoyez-les

## Une durée dans un refus : $d jours, $h heures, $m minutes ; $shape les
## parties montrées (d, dh, dhm, dm, h, hm ou m).
refusal-duration = { $shape ->
    [d] { $d } { $d ->
        [one] jour
       *[other] jours
    }
    [dh] { $d } { $d ->
        [one] jour
       *[other] jours
    } et { $h } { $h ->
        [one] heure
       *[other] heures
    }
    [dhm] { $d } { $d ->
        [one] jour
       *[other] jours
    }, { $h } { $h ->
        [one] heure
       *[other] heures
    } et { $m } { $m ->
        [one] minute
       *[other] minutes
    }
    [dm] { $d } { $d ->
        [one] jour
       *[other] jours
    } et { $m } { $m ->
        [one] minute
       *[other] minutes
    }
    [h] { $h } { $h ->
        [one] heure
       *[other] heures
    }
    [hm] { $h } { $h ->
        [one] heure
       *[other] heures
    } et { $m } { $m ->
        [one] minute
       *[other] minutes
    }
   *[m] { $m } { $m ->
        [one] minute
       *[other] minutes
    }
}

## Les refus du langage de commandes : pourquoi une ligne d'un courrier
## n'est pas une commande (`referee::refusal::LineRefusal` du cœur).

refusal-line-too-long = cette ligne est trop longue pour être une commande
refusal-line-not-a-command = ni une commande ni un coup (envoyez AIDE pour la liste)
refusal-line-leaf-alone = les lignes « leaf » suivent une ligne « commit RACINE »
refusal-line-key-takes-one = KEY prend une clé publique, telle que l'imprime `estafette keygen`
refusal-line-sig-line = un courrier porte une seule ligne sig (sig N SIGNATURE, telle que l'imprime `estafette sign`)
refusal-line-alone = cette commande ne prend rien après elle : écrivez-la seule sur sa ligne
refusal-line-lang-needs = LANGUE demande une langue : fr (français), en (anglais) ou de (allemand)
refusal-line-vacation-needs = CONGÉ demande une durée (5j) ou deux dates (2026-12-20 2026-12-27)
refusal-line-timezone-needs = FUSEAU demande un nom de fuseau horaire, p. ex. Europe/Paris
refusal-line-message-needs = MESSAGE doit être suivi d'un texte
refusal-line-message-too-long = un MESSAGE compte au plus 1000 caractères : rien n'en a été transmis
refusal-line-draw-takes = NULLE prend PROPOSER, ACCEPTER ou REFUSER
refusal-line-calendar-takes = CALENDRIER prend OUI ou NON

## Les refus de l'arbitre à l'aveugle (`referee::blind_refusal::BlindRefusal`
## du cœur) et les manquements qui font perdre par forfait (`Breach`).
## $home, $target sont des cases ; $rank un rang de L'Attaque ; $side un
## camp ; $move un coup tel qu'écrit ; $why le refus des règles ou du
## protocole.

refusal-blind-all-committed = les armées sont déjà engagées
refusal-blind-no-commitment = aucun engagement
refusal-blind-no-piece-started = aucune de vos pièces n'est partie de { $home }
refusal-blind-not-in-play = la partie n'est pas en cours
refusal-blind-not-your-turn = ce n'est pas votre tour : c'est { $side-a } de jouer
refusal-blind-open-first = votre pièce en { $target } (partie de { $home }) a été attaquée : ouvrez-la d'abord (estafette open SECRETFILE { $home })
refusal-blind-combat-unresolved = le combat ne peut pas être réglé
refusal-blind-move-refused = { $move } : { $why }
refusal-blind-attack-needs-opening = { $move } : une attaque demande l'ouverture de la pièce qui attaque (partie de { $home }) dans le même courrier
refusal-blind-no-piece-to-attack = aucune pièce à attaquer
refusal-blind-game-over = la partie est terminée
refusal-blind-reveal-too-early = le dévoilement vient quand la partie est terminée sur le plateau
refusal-blind-already-revealed = votre armée est déjà dévoilée
refusal-blind-no-army-committed = vous n'avez engagé aucune armée
refusal-blind-seal-your-army = c'est une partie à l'aveugle : scellez votre armée avec `estafette seal` et envoyez les lignes « commit » et « leaf » qu'il affiche
refusal-blind-other-key = votre engagement lie une autre clé de signature que celle que vous avez enregistrée avec KEY : un joueur a une seule clé dans une partie, cet engagement est donc refusé
refusal-blind-other-options = votre armée a été scellée sous d'autres options ({ $sealed }) que celles de cette partie ({ $game }) : scellez-la de nouveau avec les options de la ligne de scellement de votre invitation, et envoyez les nouvelles lignes
refusal-blind-bad-open-line = « { $line } » : { $why }
refusal-blind-not-a-move-again = { $why }
refusal-blind-no-move = aucun coup
refusal-breach-opening-mismatch = l'ouverture de la pièce partie de { $home } comme { $rank } ne correspond pas à sa feuille
refusal-breach-too-many-opened = { $n } pièces ouvertes comme { $rank-plural } : une armée en a { $count }
refusal-breach-moved-but-opened = la pièce partie de { $home } s'est déplacée, mais elle s'est ouverte comme { $rank-un }
refusal-breach-moved-but-revealed = la pièce partie de { $home } s'est déplacée, mais l'armée y a { $rank-un }
refusal-breach-illegal-move = le coup { $n } ({ $move }) est illégal avec les armées dévoilées : { $why }
refusal-breach-no-reveal = aucun dévoilement final avant l'échéance

## Les clés, les signatures qu'on ne peut pas vérifier, les durées et les
## dates des congés (`referee::refusal::Refusal`, `protocol::sign::KeyFault`,
## `referee::clock::DurationError` du cœur). $text est le texte du joueur ;
## $why les mots du protocole ou du calendrier.

refusal-key-length = une clé publique fait 44 caractères en base64 (32 octets)
refusal-key-not-ed25519 = ce n'est pas une clé publique Ed25519
refusal-sig-uncheckable = { $why } ; signez vos commandes avec `estafette sign` (votre clé est enregistrée, l'arbitre ne prend donc que des commandes signées) et ajoutez la ligne sig qu'il imprime
refusal-date-not-in-zone = { $text } : { $why }
refusal-duration-empty = une durée vide
refusal-duration-not-a-unit = « { $text } » : une durée est un nombre suivi d'une unité, w, j, h, m ou s (p. ex. 3j, 12h, 1h30m)
refusal-duration-number-first = « { $text } » : chaque unité doit suivre un nombre
refusal-duration-too-long = « { $text } » est trop long
refusal-duration-no-unit = « { $text } » : donnez une unité après le nombre (w, j, h, m ou s)
refusal-duration-over-a-year = « { $text } » dépasse un an
refusal-too-many-commands = trop de commandes dans un même courrier : { $max ->
    [one] seule la première est lue
   *[other] seules les { $max } premières sont lues
}, les autres n'ont donc pas été appliquées

## Les défis et les autres commandes de compte illisibles
## (`referee::account::AccountError`, `referee::clock::ClockError` du
## cœur). $word et $text sont du joueur ; $game le titre d'un jeu.

refusal-account-usage = écrivez NOUVELLE JEU CONTRE ADRESSE [variante NOM] [set OPTION=VALEUR] [3j | 10/30j] [grace 1j] [no observers] [aveugle]
refusal-account-takes-one-game = { $word } prend un identifiant de partie, p. ex. { $word } strand-3
refusal-account-takes-one-tournament = { $word } prend le nom d'un tournoi, p. ex. { $word } printemps-2027
refusal-account-site-takes-on-or-off = { $word } prend OUI ou NON : { $word } NON retire votre nom du site public, { $word } OUI l'y remet
refusal-account-not-an-address = « { $text } » n'est pas une adresse électronique
refusal-account-variant-needs-name = il manque le nom de la variante
refusal-account-set-needs = set demande OPTION=VALEUR
refusal-account-grace-needs-length = grace demande une durée, p. ex. 1j
refusal-account-blind-lattaque-only = le mode à l'aveugle n'existe que pour L'Attaque, pas pour { $game ->
    [strand] le { title-strand }
    [assaut] { title-assaut }
   *[lattaque] { title-lattaque }
}
refusal-account-not-understood = « { $word } » n'est pas compris ici ; { refusal-account-usage }
refusal-account-grace-needs-clock = grace demande aussi une cadence (p. ex. 3j)
refusal-account-blind-needs-clock = une partie à l'aveugle demande une cadence, car les dévoilements finaux ont une échéance (p. ex. 3j)
refusal-clock-moves-not-whole = « { $text } » : le nombre de coups avant « / » doit être un nombre entier
refusal-clock-moves-range = « { $text } » : entre 1 et 1000 coups par période
refusal-clock-period-too-short = « { $text } » : une période de moins d'une heure n'a pas de sens par courrier

## L'engagement et le dévoilement final d'une partie à l'aveugle, tels
## qu'envoyés (`protocol::blind_line::BlindLine` du cœur). $line et
## $square sont du joueur ; $why la raison des encodages ou des règles
## (`protocol.ftl`, `lattaque.ftl`) ; $key vaut yes quand l'engagement a
## une clé (que la racine lie aussi) ; $side un camp.

refusal-blind-line-root-line = la ligne de la racine s'écrit « commit RACINE » (64 chiffres hexadécimaux)
refusal-blind-line-two-commits = deux lignes « commit » : envoyez un seul engagement
refusal-blind-line-commit-hex = ligne « commit » : { $why }
refusal-blind-line-key-line = un engagement a au plus une ligne de clé, « key CLÉ » (44 caractères en base64)
refusal-blind-line-key-bad = ligne « key » : { $why }
refusal-blind-line-leaf-line = « { $line } » : une ligne de feuille s'écrit « leaf CASE FEUILLE » (64 chiffres hexadécimaux)
refusal-blind-line-leaf-hex = feuille { $square } : { $why }
refusal-blind-line-no-commit = aucune ligne « commit RACINE »
refusal-blind-line-root-mismatch = { $why }{ $key ->
        [yes] { " et à la clé" }
       *[no] { "" }
    } (l'armée a-t-elle été scellée pour cette partie, avec le bon camp et le bon tour ?)
refusal-blind-line-outside-zone = une feuille pour { $square }, hors de la zone { $side-de }
refusal-blind-line-out-of-order = la feuille de { $square } est hors d'ordre ou répétée : donnez les feuilles dans l'ordre croissant (a1, b1, ... i1, a2, ...)
refusal-blind-line-leaf-count = { $n ->
        [one] { $n } feuille
       *[other] { $n } feuilles
    } ; une armée a { $count } pièces, une sur chaque case de la zone
refusal-blind-line-no-reveal = aucune ligne « reveal GRAINE »
refusal-blind-line-reveal-line = la ligne de dévoilement s'écrit « reveal GRAINE » (64 chiffres hexadécimaux), suivie des quatre lignes de l'armée
refusal-blind-line-reveal-hex = ligne « reveal » : { $why }
refusal-blind-line-reveal-rows = la ligne « reveal GRAINE » doit être suivie des quatre lignes de l'armée
refusal-blind-line-army-breaks = l'armée dévoilée enfreint les règles : { $why }
refusal-blind-line-reveal-mismatch = la graine et l'armée dévoilées ne donnent pas la racine engagée au départ
refusal-blind-line-options-line = la ligne des options s'écrit « options OPTIONS », comme estafette seal l'écrit
refusal-blind-line-options-bad = ligne « options » : { $why }
refusal-open-line-not-open = une ligne d'ouverture commence par le mot « open »
refusal-open-line-word-count = une ligne d'ouverture s'écrit « open CASE RANG SEL » (4 mots), celle-ci en a { $n }
refusal-open-line-bad-salt = sel invalide dans la ligne d'ouverture : { $why }

## L'étiquette des lignes de commande d'un courrier au-delà du nombre que
## l'arbitre lit (refusées par `refusal-too-many-commands`) : $n lignes,
## après les $max premières.

refusal-lines-after = { $n ->
        [one] (la ligne après les { $max } premières)
       *[other] (les { $n } lignes après les { $max } premières)
    }

## A player's own secret file, side, square or position line (protocol::secret_fault).
refusal-secret-not-json = ce n'est pas un fichier secret : { $why }
refusal-secret-wrong-format = ce n'est pas un fichier secret de ce programme (format « { $format } » version { $version } ; attendu : « { $expected } » version { $expected-version })
refusal-secret-not-a-side = « { $text } » n'est pas un camp : choisissez south ou north
refusal-secret-options = options : { $why }
refusal-secret-seed = graine : { $why }
refusal-secret-army = armée : { $why }
refusal-secret-army-not-valid = l'armée n'est pas valable : { $why }
refusal-secret-not-a-game-id = « { $game } » n'est pas un identifiant de partie (a-z, 0-9 et -, de 1 à 40 caractères)
refusal-secret-root-damaged = la racine du fichier secret n'est pas celle que donnent sa graine et son armée : le fichier est abîmé
refusal-secret-key-damaged = la clé du fichier secret n'est pas celle que donne sa graine : le fichier est abîmé
refusal-secret-v1-with-key = un fichier secret de version 1 n'a pas de clé : le fichier est abîmé
refusal-secret-v2-without-key = un fichier secret de version 2 nomme sa clé : le fichier est abîmé
refusal-secret-off-board = { $square } n'est pas sur le plateau (colonnes a-i, rangées 1-10)
refusal-secret-no-piece-started = aucune de vos pièces n'est partie de { $square }
refusal-secret-no-signing-key = ce fichier secret est de version 1 : son armée a été scellée sans clé de signature, sa partie accepte donc les commandes non signées
refusal-secret-no-position-line = le courrier n'a pas de ligne « Position: » (est-ce un courrier de l'arbitre d'une partie à l'aveugle ?)

## Une ligne qui n'est pas une commande ($line, telle qu'écrite), et pourquoi.

refusal-command-line = « { $line } » : { $why }
