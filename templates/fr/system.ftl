### Les échecs du stockage, des transports de courrier, du fichier de
### configuration, des modèles remplacés et de la démonstration.

## Le stockage (src/store/fault.rs).

system-store-sqlite = base de données : { $error }
system-store-corrupt = base de données : { $error } : le fichier de la base est endommagé (`estafette audit` dit où) ; gardez-le tel quel et restaurez la dernière bonne sauvegarde avec `estafette restore`
system-store-on-file = { $path } : { $why }
system-store-file = { $path } : inaccessible ({ $error })
system-store-is-folder = { $path } est un dossier, pas une base de données : nommez le fichier de la base avec --db
system-store-empty-file = { $path } est un fichier vide, pas une base de données : supprimez-le et lancez `estafette init`, ou nommez le bon fichier avec --db
system-store-not-sqlite = { $path } n'est pas une base SQLite : nommez le bon fichier avec --db, ou créez-en une avec `estafette init`
system-store-no-database = la base de données { $path } n'existe pas : créez-la avec `estafette init`, ou nommez la bonne avec --db (ou ESTAFETTE_DB, ou `db` dans estafette.toml)
system-store-not-estafette = { $path } est une base SQLite mais pas une base d'Estafette : créez-en une avec `estafette init`, ou nommez la bonne avec --db
system-store-no-folder = impossible de créer la base de données { $path } : le dossier { $folder } n'existe pas
system-store-damaged = { $path } est endommagé : la vérification d'intégrité de SQLite a trouvé { $count ->
        [one] un problème
       *[other] { $count } problèmes
    } : { $problems }{ $more ->
        [0] {""}
       *[other] {" "}(et { $more } de plus)
    }. Gardez le fichier tel quel ; restaurez la dernière bonne sauvegarde avec `estafette restore` (après avoir mis le fichier endommagé de côté), ou récupérez ce qui peut être lu avec `.recover` de l'outil sqlite3
system-store-damaged-unnamed = la base de données est endommagée : la vérification d'intégrité de SQLite a trouvé { $count ->
        [one] un problème
       *[other] { $count } problèmes
    } : { $problems }{ $more ->
        [0] {""}
       *[other] {" "}(et { $more } de plus)
    }. Gardez le fichier tel quel ; restaurez la dernière bonne sauvegarde avec `estafette restore` (après avoir mis le fichier endommagé de côté), ou récupérez ce qui peut être lu avec `.recover` de l'outil sqlite3
system-store-backup-exists = { $path } existe déjà : choisissez un nouveau fichier (une sauvegarde n'écrase jamais rien)
system-store-backup-no-folder = impossible de créer la sauvegarde { $path } : le dossier { $folder } n'existe pas
system-store-backup-cannot-create = impossible de créer la sauvegarde { $path } : { $error }
system-store-backup-missing = la sauvegarde { $path } n'existe pas
system-store-backup-not-estafette = { $path } est une base SQLite mais pas une base d'Estafette
system-store-backup-too-new = { $path } a la version de schéma { $version } ; ce programme connaît les versions 1 à { $latest } : restaurez-la avec un Estafette plus récent
system-store-schema-too-new = cette base de données a la version de schéma { $current }, écrite par un Estafette plus récent ; ce programme connaît les versions jusqu'à { $latest } : mettez le programme à jour
system-store-migration-failed = la migration { $name } a échoué : { $error }
system-store-batch-open = un lot est déjà ouvert
system-store-no-batch = aucun lot n'est ouvert
system-store-batch-spoiled = une écriture du lot n'a pas pu être annulée : tout le lot est annulé
system-store-no-game = aucune partie { $id }
system-store-out-of-order = partie { $id } : événements dans le désordre (la tête passe de l'événement { $from }, mais elle est à { $at })
system-store-numbered-from-one = partie { $game } : les événements sont numérotés à partir de 1
system-store-parcel-offset = position du colis hors limites
system-store-parcel-length = longueur du colis hors limites

## La configuration (src/config/fault.rs).

system-config-file = { $path } : inaccessible ({ $error })
system-config-in-file = { $path } : { $why }
system-config-in-file-line = { $path }, ligne { $line } : { $what }
system-config-at-line = ligne { $line } : { $what }
system-config-toml = erreur TOML : { $message }
system-config-no-kit-file = { $path } : kit_file { $kit_file } : ce fichier n'existe pas (construisez la page avec cargo xtask kit)
system-config-templates-dir = templates_dir { $dir } : illisible ({ $error })
system-config-no-language = templates_dir { $dir } : aucune langue ne s'appelle { $code } (les langues : { $langs })
system-config-no-template = { $file } : aucun modèle ne s'appelle { $name } (les modèles : { $names })
system-config-unknown-key = clé inconnue `{ $path }`
system-config-unknown-key-near = clé inconnue `{ $path }` (vouliez-vous dire `{ $near }` ?)
system-config-unknown-key-keys = clé inconnue `{ $path }` (les clés ici : { $keys })
system-config-unknown-section = section inconnue [{ $path }]
system-config-unknown-section-near = section inconnue [{ $path }] (vouliez-vous dire `{ $near }` ?)
system-config-unknown-section-keys = section inconnue [{ $path }] (les clés ici : { $keys })
system-config-section-twice = la section [{ $path }] est donnée deux fois
system-config-key-twice = la clé `{ $path }` est donnée deux fois
system-config-key-twice-first = la clé `{ $path }` est donnée deux fois (la première fois à la ligne { $first })
system-config-value = { $key } = { $value } : { $problem }
system-config-kit-attach-alone = kit_attach = true : donnez aussi kit_file, la page à joindre
system-config-unquoted = une chaîne doit être entre guillemets
system-config-want-port = il faut un nombre entier de 0 à 65535
system-config-want-unsigned = il faut un nombre entier, 0 ou plus
system-config-want-whole = il faut un nombre entier
system-config-want-quoted = il faut une chaîne entre guillemets
system-config-want-boolean = il faut true ou false
system-config-want-section = il faut une section, [{ $path }]
system-config-want-other = il faut { $type }
system-config-rule-durability = écrivez "normal" ou "full"
system-config-rule-poll-batch = donnez un nombre de messages de 1 à 10000
system-config-rule-message-bytes = donnez au moins 1024 octets
system-config-rule-commands = donnez au moins 1
system-config-rule-time-zone = ce n'est pas un fuseau horaire (donnez un nom comme "Europe/Paris")
system-config-rule-kit-url = donnez l'adresse web de la page, commençant par https://, sans espaces
system-config-rule-smtp-tls = choisissez none, starttls ou implicit
system-config-rule-imap-tls = choisissez implicit, starttls ou plain

## Les modèles (src/views/template.rs).

system-template-render = erreur de modèle : { $error }
system-template-in-file = erreur de modèle : { $file } : { $error }
system-template-no-value = erreur de modèle : { $file } : aucune valeur ne s'appelle { $value } (celles de { $name } : { $have })
system-template-no-template = erreur de modèle : { $file } : aucun modèle ne s'appelle { $name } (les modèles : { $names })

## Les transports (src/mail/fault.rs).

system-mail-bad-address = « { $address } » n'est pas une adresse valide : { $error }
system-mail-bad-envelope = enveloppe invalide : { $error }
system-mail-folder-name = « { $address } » ne peut pas servir de nom de dossier local
system-mail-local-delivery = livraison locale à { $address } : { $error }
system-smtp-tls-setup = mise en place de TLS pour { $host } : { $error }
system-smtp-login-half = la connexion SMTP demande à la fois un utilisateur et un mot de passe
system-smtp-reply = réponse SMTP { $code } : { $error }
system-smtp-error = erreur SMTP : { $error }
system-mail-cannot-run = impossible de lancer { $command } : { $error }
system-mail-no-stdin = { $command } : pas d'entrée standard
system-mail-wait = { $command } : en attendant sa fin : { $error }
system-mail-writing = { $command } : écriture du message : { $error }
system-mail-exited = { $command } s'est terminé avec le code { $status } : { $stderr }
system-mail-killed = { $command } a été tué par un signal : { $stderr }
system-mail-told = échec demandé au transport d'enregistrement (tentative { $attempt })
system-mail-no-recipients = aucun destinataire
system-imap-no-host = aucun serveur IMAP indiqué
system-imap-no-user = aucun utilisateur IMAP indiqué
system-imap-no-mailbox = aucune boîte IMAP indiquée
system-imap-move-same = impossible de déplacer les messages reçus vers « { $folder } » : indiquez un autre dossier que la boîte lue
system-imap-plain-remote = IMAP en clair vers { $host } refusé : le mot de passe et le courrier traverseraient le réseau sans chiffrement ; utilisez TLS (implicit ou starttls), ou plain seulement vers un serveur de cette machine (127.0.0.1, ::1, localhost)
system-imap-resolve = impossible de résoudre { $host } : { $error }
system-imap-no-address = { $host } n'a aucune adresse utilisable
system-imap-socket = réglage du socket pour { $address } : { $error }
system-imap-connect = impossible de se connecter à { $host }:{ $port } ({ $error })
system-imap-connect-no-address = impossible de se connecter à { $host }:{ $port } (aucune adresse)
system-imap-verifier = vérificateur de certificats TLS : { $error }
system-imap-tls-setup = mise en place de TLS : { $error }
system-imap-cert-name = « { $host } » ne peut pas être vérifié par un certificat TLS : { $error }
system-imap-tls-setup-for = mise en place de TLS pour { $host } : { $error }
system-imap-handshake = négociation TLS avec { $host } : { $error }

## Les échecs d'une session IMAP une fois connectée (src/mail/session_fault.rs,
## `SessionFault`) : `$answer` est la réponse du serveur telle quelle,
## `$error` les mots du système ou de l'arbitre.

system-imap-read-timeout = { $host } : délai dépassé en lisant la réponse du serveur
system-imap-write-timeout = { $host } : délai dépassé en écrivant au serveur
system-imap-read = { $host } : lecture depuis le serveur : { $error }
system-imap-write = { $host } : écriture vers le serveur : { $error }
system-imap-closed = { $host } : le serveur a fermé la connexion
system-imap-long-line = { $host } : ligne de réponse de plus de { $max } octets
system-imap-bad-response = { $host } : réponse illisible du serveur : { $error }
system-imap-preauth = { $host } : le serveur accueille avec PREAUTH (session déjà ouverte), ce que ce client n'accepte pas
system-imap-greeting = { $host } : accueil du serveur : { $answer }
system-imap-unexpected-greeting = { $host } : accueil inattendu : { $what }
system-imap-connection-closed = { $host } : la connexion est fermée
system-imap-wrong-tag = { $host } : réponse étiquetée { $got } à la commande { $sent }
system-imap-continuation = { $host } : demande de suite inattendue pendant { $command }
system-imap-refused = { $host } : { $command } refusé : { $answer }
system-imap-no-starttls = { $host } : le serveur ne propose pas STARTTLS ; utilisez TLS implicite (port 993) ou adressez-vous à son administrateur
system-imap-data-after-starttls = { $host } : le serveur a envoyé des données après STARTTLS, avant la négociation TLS
system-imap-already-tls = STARTTLS sur une connexion qui a déjà TLS
system-imap-login-disabled = { $host } : le serveur refuse LOGIN sur cette connexion (LOGINDISABLED) : utilisez TLS implicite ou starttls
system-imap-login-refused = { $host } : connexion en tant que { $user } refusée : { $answer }
system-imap-read-only = { $host } : la boîte { $mailbox } est en lecture seule : les messages reçus ne pourraient pas être marqués
system-imap-too-large = UID { $uid } : { $size } octets, au-delà de la limite de { $limit } octets
system-imap-no-body = UID { $uid } : pas de corps de message, mais { $what }
system-imap-not-taken = UID { $uid } : { $error }
system-imap-left-unseen = { $done ->
        [one] { $done } message reçu
       *[other] { $done } messages reçus
    } ; { $left ->
        [one] { $left } laissé non lu
       *[other] { $left } laissés non lus
    } pour la prochaine relève : { $failures }{ $more ->
        [0] {""}
       *[other] {" "}; et { $more } de plus
    }
system-imap-list = { $first } ; { $rest }
system-imap-commit = l'enregistrement de { $count ->
        [one] { $count } message
       *[other] { $count } messages
    } a échoué ({ $error }) ; ils restent non lus pour la prochaine relève
system-imap-not-marked = { $why } (les messages UID { $set } ont été reçus mais pas marqués : la prochaine relève les reverra, et ingest les ignorera comme doublons)

## Pourquoi une réponse du serveur IMAP est illisible
## (src/mail/response_fault.rs, `ResponseFault`), et ce que le serveur a
## envoyé là où le client attendait autre chose (`Sent`) : `$line`, `$tag`,
## `$word`, `$name`, `$uid`, `$size` et `$atom` sont les octets du serveur.

system-imap-parse-expected-atom = atome attendu à l'octet { $at } de « { $line } »
system-imap-parse-too-deep = réponse trop profondément imbriquée
system-imap-parse-ended-early = réponse interrompue avant la fin
system-imap-parse-unclosed-parenthesis = parenthèse non fermée
system-imap-parse-unclosed-quote = chaîne entre guillemets non fermée
system-imap-parse-bad-escape = échappement invalide dans une chaîne entre guillemets
system-imap-parse-unclosed-literal-size = taille de littéral non fermée
system-imap-parse-literal-size-not-last = la taille d'un littéral doit terminer sa ligne
system-imap-parse-literal-missing = littéral annoncé mais absent
system-imap-parse-unexpected-tagged = réponse étiquetée inattendue « { $tag } { $word } »
system-imap-parse-search-number = nombre invalide « { $word } » dans SEARCH
system-imap-parse-fetch-no-list = FETCH sans liste entre parenthèses
system-imap-parse-fetch-item-name = le nom d'un élément de FETCH n'est pas un atome
system-imap-parse-fetch-no-value = l'élément { $name } de FETCH n'a pas de valeur
system-imap-parse-bad-uid = UID invalide « { $uid } »
system-imap-parse-fetch-uid = UID invalide dans FETCH
system-imap-parse-bad-size = RFC822.SIZE invalide « { $size } »
system-imap-parse-fetch-size = RFC822.SIZE invalide dans FETCH
system-imap-sent-continuation = une demande de suite
system-imap-sent-tagged = une réponse étiquetée { $tag }
system-imap-sent-capability = une réponse CAPABILITY
system-imap-sent-search = une réponse SEARCH
system-imap-sent-fetch = une réponse FETCH
system-imap-sent-untagged = une autre réponse non étiquetée
system-imap-sent-nil = la valeur NIL
system-imap-sent-atom = l'atome { $atom }
system-imap-sent-list = une liste entre parenthèses

## Pourquoi `send` n'a pas remis un courrier (src/service/send.rs,
## `SendFault`) ; `$why` est l'échec du transport.

system-send-gave-up = abandon après { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } dans la file : { $why }
system-send-not-tried = pas essayé : le serveur de courrier est injoignable
system-send-cannot-open = impossible d'ouvrir le message enregistré ({ $error }) : mauvais fichier de clé ?

## Un dossier Maildir qui ne peut être lu ou écrit (src/mail/fault.rs,
## `MaildirFault`) : `$path` est le fichier ou le dossier, `$error` les
## mots du système.

system-maildir-cannot-create = impossible de créer { $path } : { $error }
system-maildir-cannot-open = impossible d'ouvrir { $path } : { $error }
system-maildir-cannot-read = impossible de lire { $path } : { $error }
system-maildir-cannot-write = impossible d'écrire { $path } : { $error }
system-maildir-cannot-list = impossible de lister { $path } : { $error }
system-maildir-cannot-sync = impossible de synchroniser { $path } sur le disque : { $error }
system-maildir-missing-folder = dossier manquant { $path } : { $error }
system-maildir-cannot-move-to-cur = impossible de déplacer vers cur/ { $path } : { $error }
system-maildir-cannot-move-into-new = impossible de déplacer dans new/ { $path } : { $error }
system-maildir-missing = le Maildir { $path } n'existe pas : vérifiez le chemin
system-maildir-is-file = { $path } est un fichier, pas un dossier Maildir
system-maildir-not-maildir = { $path } n'est pas un Maildir : il y manque { $missing } (un Maildir contient tmp/, new/ et cur/)
system-maildir-no-free-name = { $path } : aucun nom de fichier libre trouvé
system-maildir-bad-name = « { $name } » n'est pas un nom de fichier de message Maildir
system-maildir-system = erreur du système : { $error }

## Une réponse qui ne peut être composée (src/mail/outbound.rs,
## `BuildError`) : champs, noms et valeurs tels quels, `$error` les mots
## de lettre.

system-build-auto-submitted = impossible de composer le courrier : Auto-Submitted doit valoir « auto-replied » ou « auto-generated », pas « { $value } »
system-build-date = impossible de composer le courrier : la date { $date } est hors des années 1970 à 9999
system-build-reserved = impossible de composer le courrier : l'en-tête supplémentaire « { $name } » remplacerait un de ceux qu'écrit build()
system-build-lettre = impossible de composer le courrier : { $error }
system-build-attachment-name = impossible de composer le courrier : « { $name } » n'est pas un nom de pièce jointe valable
system-build-mime-type = impossible de composer le courrier : « { $value } » n'est pas un type MIME : { $error }
system-build-address = impossible de composer le courrier : l'adresse { $field } « { $address } » n'est pas valable : { $error }
system-build-line-break = impossible de composer le courrier : { $field } contient un saut de ligne ou un caractère de contrôle
system-build-message-id = impossible de composer le courrier : { $field } « { $id } » n'est pas un identifiant de message (gauche@droite, ASCII imprimable, sans <>)
system-build-header-name = impossible de composer le courrier : « { $name } » n'est pas un nom d'en-tête valable
system-build-header-name-lettre = impossible de composer le courrier : « { $name } » n'est pas un nom d'en-tête valable : { $error }

## Un nom de joueur refusé par `new` (src/mail/sanitize.rs, `NameTooLong`) :
## `$start` en est le début.

system-mail-name-too-long = le nom « { $start }... » fait { $length } caractères : un nom en a au plus { $max }
