### Ce que l'arbitre dit de son propre travail à l'opérateur
### (`service::said::Said`) : la ligne d'`ingest` pour un courrier traité,
### la réponse d'`operate`, la dernière ligne d'`estafette moves` quand la
### partie est finie. `ingest` écrit avant le résumé le statut de la boîte
### de réception (`applied`, `rejected`, `ignored`...) tel que la base de
### données le garde, en anglais dans toutes les langues : ces messages ne
### sont que le résumé. Les coups, les cases, les parties, les noms des
### joueurs et la raison de l'opérateur sont écrits tels quels.

## Les commandes d'un courrier : $kind le genre d'une commande (un
## sélecteur), $move un coup.

summary-command = { $kind ->
        [setup] mise en place
        [commitment] engagement
        [final-reveal] révélation finale
        [opening] ouverture
        [message] message
        [vacation] vacances
        [time-zone] fuseau horaire
        [resignation] abandon
        [board] plateau
        [history] historique
        [help] aide
        [draw-acceptance] acceptation de nulle
        [draw-refusal] refus de nulle
       *[draw-offer] offre de nulle
    }
summary-move = { $move }
summary-list = { $first }, { $rest }

## Une décision : $applied les commandes appliquées, $refused celle refusée.

summary-applied = appliqué : { $applied }
summary-nothing-applied = aucune commande appliquée
summary-applied-then-refused = appliqué : { $applied } ; puis { $refused }
summary-refused-empty = courrier vide refusé
summary-refused-move-from = coup depuis { $square } refusé
summary-refused-move = coup refusé
summary-refused-command = commande refusée : { $command }
summary-refused-unknown = commande refusée

## Une action de l'opérateur : $game la partie, $what l'action, $n l'entrée
## du journal ; $name, $new et $winner des noms de joueurs ; $by une durée.

summary-operated = { $game } : { $what } (entrée { $n } du journal)
summary-operated-paused = partie mise en pause par l'opérateur : { $reason }
summary-operated-resumed = partie reprise par l'opérateur : { $reason }
summary-operated-extended = délai de { $name } prolongé de { $by } par l'opérateur : { $reason }
summary-operated-replaced = { $name } remplacé par { $new } par l'opérateur : { $reason }
summary-operated-address-replaced = adresse de { $name } remplacée par l'opérateur : { $reason }
summary-operated-decided-drawn = partie décidée par l'opérateur, nulle : { $reason }
summary-operated-decided-won = partie décidée par l'opérateur, { $winner } gagne : { $reason }

## Une durée : $shape ses parties (d, h, m), $d jours, $h heures, $m minutes.

summary-duration-d = { $d ->
        [one] { $d } jour
       *[other] { $d } jours
    }
summary-duration-h = { $h ->
        [one] { $h } heure
       *[other] { $h } heures
    }
summary-duration-m = { $m ->
        [one] { $m } minute
       *[other] { $m } minutes
    }
summary-duration = { $shape ->
        [d] { summary-duration-d }
        [h] { summary-duration-h }
        [dh] { summary-duration-d } et { summary-duration-h }
        [dm] { summary-duration-d } et { summary-duration-m }
        [hm] { summary-duration-h } et { summary-duration-m }
        [dhm] { summary-duration-d }, { summary-duration-h } et { summary-duration-m }
       *[m] { summary-duration-m }
    }

## Un courrier qui n'est pas une décision de partie : $sender et
## $registered des adresses, $game une partie, $authserv le nom de notre
## serveur de courrier, $limit une taille en octets, $n le numéro d'un défi
## ou d'une confirmation, $status l'état du défi tel que la base de données
## le garde (accepted, declined).

summary-no-token = aucun jeton de partie valide (de { $sender })
summary-unknown-game = partie inconnue { $game }
summary-info-over-limit = au-delà de la limite horaire de réponses : ni exécuté ni répondu
summary-games-over-limit = GAMES de { $sender } : au-delà de la limite horaire, sans réponse
summary-wrong-sender = refusé : jeton pour { $registered } utilisé par { $sender }
summary-no-dkim = refusé : pas de dkim=pass de { $authserv } pour { $sender }
summary-too-large = trop gros : plus de { $limit } octets (max_message_bytes) ; seul son en-tête a été gardé
summary-too-large-from = trop gros : plus de { $limit } octets (max_message_bytes) ; seul son en-tête a été gardé ; de { $sender }
summary-unknown-challenge = défi inconnu ch-{ $n }
summary-challenge-closed = défi ch-{ $n } déjà { $status ->
        [accepted] accepté
       *[other] décliné
    }
summary-challenge-accepted = défi ch-{ $n } accepté : { $game }
summary-challenge-declined = défi ch-{ $n } décliné
summary-answer-without-challenge = ACCEPT/DECLINE sans jeton de défi
summary-nothing-held = confirmation cf-{ $n } : plus rien en attente à exécuter

## `estafette moves` sur une partie finie : $winner un camp, $why la fin.

summary-game-over-won = partie terminée : victoire { $winner-de } : { $why }
summary-game-over-drawn = partie terminée : nulle : { $why }

## Un courrier mis de côté sans réponse, les commandes de compte, les
## confirmations, une mauvaise réponse à un défi, la liste des parties
## envoyée à un joueur sans jeton, un rebond : $sender, $to et $address des
## adresses, $game une partie, $n un nombre ou le numéro d'un défi ou d'une
## confirmation, $why la raison (une clé ou une phrase imbriquée), $what une
## commande en attente, $recipients les adresses en échec, $status l'état
## du rebond, $told les adversaires prévenus.

summary-no-one-sender = pas un seul expéditeur, sans réponse : { $why }
summary-from-headers = il a { $n } en-têtes From
summary-from-group = son en-tête From est un groupe, pas une adresse
summary-from-addresses = son en-tête From contient { $n } adresses
summary-from-malformed = son en-tête From n'est pas une adresse selon la RFC 5322
summary-not-answered = sans réponse : { $why ->
        [bounce] c'est un avis de non-remise (rebond)
        [auto-reply] c'est une réponse automatique
        [bulk] c'est un envoi en nombre ou d'une liste de diffusion
        [null-sender] son Return-Path est vide (expéditeur nul)
        [no-from] il n'a pas d'adresse From
        [mailer-daemon] il vient de MAILER-DAEMON ou de postmaster
       *[own-address] il vient d'une de nos propres adresses
    }
summary-no-sender = pas d'adresse d'expéditeur
summary-unreadable = message illisible : { $why ->
        [empty] le message est vide
        [truncated] le message semble tronqué : son en-tête ne finit jamais par une ligne vide
        [not-mail] ce n'est pas un courrier : aucun en-tête From, To, Subject, Date, Message-ID ni autre en-tête de courrier
       *[unparseable] le message n'a pas pu être lu comme du MIME
    }
summary-games = GAMES pour { $sender } : { $n }
summary-observe-no-game = OBSERVE { $game } : partie inexistante
summary-observe-player = OBSERVE { $game } : un joueur de la partie
summary-observe-forbidden = OBSERVE { $game } : observateurs interdits
summary-observed = OBSERVE { $game } par { $sender }
summary-unobserved = UNOBSERVE { $game } par { $sender }
summary-new-not-allowed = NEW refusé pour { $sender } : non autorisé
summary-new-self = NEW refusé : défi à soi-même
summary-challenged = NEW ch-{ $n } : { $sender } défie { $to }
summary-bad-account-command = commande de compte erronée de { $sender } : { $why }
summary-challenge-answered-from = défi ch-{ $n } répondu depuis { $sender }, pas { $to }
summary-challenge-no-answer = défi ch-{ $n } : ni ACCEPT ni DECLINE
summary-held-observe = OBSERVE { $game }
summary-held-unobserve = UNOBSERVE { $game }
summary-held-challenge = un défi à { $to }
summary-held-join = REJOINDRE { $name }
summary-held-site = SITE OUI
summary-stranger-over-limits = { $what } de { $sender }, non confirmé : au-delà des limites pour les inconnus, sans réponse
summary-over-limit = { $what } de { $sender } : au-delà de la limite horaire, sans réponse
summary-confirmation-sent = { $what } de { $sender } : confirmation cf-{ $n } envoyée
summary-unknown-confirmation = confirmation inconnue cf-{ $n }
summary-confirmation-answered-from = confirmation cf-{ $n } répondue depuis { $sender }, pas { $address }
summary-confirmation-answered = confirmation cf-{ $n } déjà répondue
summary-confirmed = confirmation cf-{ $n } : { $why }
summary-listed = aucun jeton de partie valide (de { $sender }) ; { $n ->
        [one] informé de { $n } partie en cours
       *[other] informé de { $n } parties en cours
    }
summary-bounce = rebond pour { $recipients } (état { $status }) ; prévenus : { $told }
summary-bounce-nobody = rebond pour { $recipients } (état { $status }) ; prévenus : personne

## Les lignes qu'`ingest`, `poll`, `send` et `tick` écrivent sur la sortie
## d'erreur : $why un échec (imbriqué, ou ses propres mots), $recipient une
## adresse, $game une partie ou « sans partie », $sent, $later, $failed et
## $n des nombres.

summary-line-duplicate = doublon : déjà traité
summary-line-failed = échec (gardé dans la boîte de réception) : { $why }
summary-line-left-queued = réponses laissées en file pour `send` : { $why }
summary-line-game = { $game }
summary-line-no-game = sans partie
summary-line-mail-later = nouvel essai plus tard : courrier à { $recipient } ({ $game }) : { $why }
summary-line-mail-failed = échec : courrier à { $recipient } ({ $game }) : { $why }
summary-line-sent-at-once = envoyés aussitôt { $sent }, à réessayer { $later }, en échec { $failed }
summary-line-sent = envoyés { $sent }, à réessayer { $later }, en échec { $failed }
summary-line-waiting = { $n ->
        [one] { $n } courrier attend la fin de son délai après un essai manqué, le prochain à { $next }
       *[other] { $n } courriers attendent la fin de leur délai après un essai manqué, le prochain à { $next }
    }
summary-line-taken-in = { $n ->
        [one] { $n } message reçu
       *[other] { $n } messages reçus
    }
summary-line-ticked = tick : { $n ->
        [one] { $n } partie avait une échéance
       *[other] { $n } parties avaient une échéance
    }

## Ce que `tick` a fait d'une partie (sa ligne sur la sortie d'erreur, et le
## journal de `run`) : $game la partie, $done ce que l'horloge a fait (une
## chose, ou une liste : $first et $rest), $name, $winner des noms de
## joueurs, $before une durée, $why pourquoi la partie a pris fin, ou l'échec.

summary-clock-game = { $game } : { $done }
summary-clock-list = { $first } ; { $rest }
summary-clock-nothing = rien d'échu
summary-clock-reminded = rappel envoyé à { $name }, { $before } avant l'échéance
summary-clock-late = { $name } est en retard
summary-clock-neither-army = aucune des deux armées n'est arrivée à temps
summary-clock-lost-on-time = { $name } a perdu au temps
summary-clock-drawn = partie nulle : { $why }
summary-clock-won = { $winner } gagne : { $why }
summary-clock-revealed = { $name } : armée et graine publiées
summary-clock-no-side = « camp { $side } »
summary-as-logged = { $sentence } (tel qu'inscrit au journal, en anglais)
summary-clock-failed = { $game } : ÉCHEC : { $why }

## La ligne du journal de `run` pour un message reçu : $game la partie (ou
## aucune), $sender l'adresse de l'expéditeur (ou aucune), $outcome ce qui a
## été fait, $reply si l'expéditeur a eu une réponse, $others et $n des
## nombres de courriers en file ; $status le mot de la boîte de réception
## (`rejected`, `ignored`), tel quel dans toutes les langues, et $summary ce
## que le courrier est devenu ; $text un résumé dans l'anglais que garde la
## boîte de réception.

summary-note = { $game } : courrier de { $sender } : { $outcome } ; { $reply }
summary-note-others = { $game } : courrier de { $sender } : { $outcome } ; { $reply }, { $others ->
        [one] { $others } autre courrier en file
       *[other] { $others } autres courriers en file
    }
summary-note-no-game = (sans partie)
summary-note-no-sender = (sans expéditeur)
summary-note-duplicate = doublon d'un message déjà reçu, rien de fait
summary-note-failed = échec ; gardé dans la boîte de réception pour l'opérateur
summary-note-status = { $status } : { $summary }
summary-note-queued = { $n ->
        [one] réponse en file
       *[other] { $n } réponses en file
    }
summary-note-held-back = réponse retenue ({ $why })
summary-note-no-reply = pas de réponse
summary-note-mail-loop = jamais de réponse, contre les boucles de courrier
summary-note-error-limit = les réponses d'erreur à cet expéditeur ont atteint leur limite horaire

## Un message dont le traitement a échoué de façon inattendue : $error les
## mots du programme lui-même.

summary-internal-error = erreur interne : { $error }

## What `run` logs of its own rounds (src/cli/logged.rs).
summary-run-started = estafette run a démarré (un tour toutes les { $interval } s)
summary-run-stopped = estafette run s'est arrêté
summary-run-poll-failed = la relève du courrier a échoué, nouvel essai au prochain tour : { $why }
summary-run-imap-stopped = relève IMAP arrêtée : { $why }
summary-run-imap-failed = la relève IMAP a échoué, nouvel essai au prochain tour : { $why }
summary-run-send-failed = l'envoi a échoué, nouvel essai au prochain tour : { $why }
summary-run-tick-failed = tick a échoué, nouvel essai au prochain tour : { $why }
summary-run-polled = relève du Maildir : { $messages ->
        [one] { $messages } message reçu
       *[other] { $messages } messages reçus
    }
summary-run-polled-imap = relève IMAP : { $messages ->
        [one] { $messages } message reçu
       *[other] { $messages } messages reçus
    }
summary-run-taken-in = message reçu
summary-run-duplicate = message déjà traité (un doublon)

## What the player tools and `man --dir` say beside their output (src/cli/aside.rs).
summary-aside-secret-written = fichier secret écrit : { $path } (gardez-le pour vous et en lieu sûr : vous en avez besoin pour jouer)
summary-aside-secret-signs = il contient aussi votre clé de signature : signez chaque courrier suivant avec `estafette sign { $path }` (la ligne de clé ci-dessous l'enregistre)
summary-aside-mail-these = envoyez ces lignes à l'arbitre :
summary-aside-key-written = clé de signature écrite : { $path } (gardez-la pour vous ; elle signe vos commandes)
summary-aside-register-key = enregistrez-la en envoyant cette ligne à l'arbitre, avant votre premier coup :
summary-aside-man-pages = { $n ->
    [one] { $n } page de manuel écrite dans { $dir }
   *[other] { $n } pages de manuel écrites dans { $dir }
}
summary-aside-init-as-root = attention : la base { $db } et le fichier de clé { $key } appartiennent à root, et Postfix ne lance jamais un pipe en root : donnez-les à l'utilisateur sous lequel tournent le pipe, cron et les services, avec `estafette init --owner UTILISATEUR`
summary-aside-folder-not-owned = attention : le dossier { $folder } n'appartient pas à { $user }, qui doit y créer les fichiers -wal et -shm de la base : `chown { $user }: { $folder }`

## `check`: each thing it found, and the headings of the lines it prints.
summary-check-config = ok : la configuration est lue dans { $path }
summary-check-no-config = ok : aucun fichier de configuration n'est lu ({ $looked } n'existe pas) : les réglages viennent des options et de l'environnement seuls
summary-check-address = ok : l'adresse de l'arbitre est { $address }
summary-check-files = ok : { $user } possède la base { $db }, les fichiers à côté et le fichier de clé { $key }, et peut les lire et les écrire, ainsi que leur dossier
summary-check-database = ok : la base { $db } est intacte (schéma { $version }, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }) et appartient au fichier de clé
summary-check-smtp = ok : le serveur SMTP { $host }:{ $port } répond (tls = { $tls })
summary-check-smtp-local = ok : le serveur SMTP { $host }:{ $port } de cette machine répond (avec STARTTLS quand il le propose)
summary-check-sendmail = ok : { $command } fonctionne
summary-check-maildirs = ok : le courrier va dans un Maildir par destinataire sous { $root }
summary-check-maildir = ok : le Maildir { $path } est là
summary-check-clock = ok : l'horloge indique { $now } ; les données de fuseaux horaires connaissent { $zones } zones, dont { $zone }
summary-check-problem = problème : { $why }
summary-check-pipe = Postfix : un pipe lancé sous { $user } pour { $address } et ses adresses +JETON, dans master.cf ; puis les lignes de main.cf (`postconf -e`), la table de transport (`postmap`) et `postfix reload`
summary-check-alias = ou, pour un domaine que Postfix distribue lui-même (mydestination), un alias dans { $file }, un fichier que { $user } possède (Postfix lance la commande d'un alias sous le propriétaire de son fichier) : ajoutez hash:{ $file } à alias_maps, puis lancez `postalias { $file }` sous { $user }
summary-check-cron = cron : tick, puis send, toutes les cinq minutes, dans { $file }
summary-check-systemd = systemd : les unités de contrib/systemd (estafette-tick.service et .timer à côté du pipe, ou estafette.service pour `run`), avec ces lignes (`systemctl edit UNITÉ`)

## Ce que dit `estafette view` à côté du plateau privé.
summary-view-to-move = Partie { $game } : vous jouez { $me-le }. { $mover-Le } joue après { $ply } { $ply ->
    [one] demi-coup
   *[other] demi-coups
}.
summary-view-over = Partie { $game } : vous jouez { $me-le }. La partie est terminée sur le plateau, après { $ply } { $ply ->
    [one] demi-coup
   *[other] demi-coups
}.
summary-view-other-options = attention : les options du courriel ({ $mail }) ne sont pas celles avec lesquelles vous avez scellé ({ $sealed })
summary-view-not-in-army = attention : aucune de vos pièces n'est partie de { $home }
summary-view-shown-as = attention : la pièce partie de { $home } est montrée comme { $shown } mais votre armée y a { $army-un }
