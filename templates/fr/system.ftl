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
