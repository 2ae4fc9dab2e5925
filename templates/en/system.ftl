### The failures of the store, the mail transports, the configuration file,
### the template overrides and the demo: what `estafette` prints after
### "estafette: " when one stops a command. Each English message is the
### `Display` of its value; `$path`, `$folder` are files as the operator
### named them, `$error` the system's, SQLite's or a crate's own words, and
### `$why` a failure inside this one.

## The store (src/store/fault.rs, `StoreFault`).

system-store-sqlite = database: { $error }
system-store-corrupt = database: { $error }: the database file is damaged (`estafette audit` says where); keep it as it is and restore the last good backup with `estafette restore`
system-store-on-file = { $path }: { $why }
system-store-file = { $path }: { $error }
system-store-is-folder = { $path } is a folder, not a database: name the database file with --db
system-store-empty-file = { $path } is an empty file, not a database: remove it and run `estafette init`, or name the right one with --db
system-store-not-sqlite = { $path } is not a SQLite database: name the right file with --db, or create one with `estafette init`
system-store-no-database = the database { $path } does not exist: create it with `estafette init`, or name the right one with --db (or ESTAFETTE_DB, or `db` in estafette.toml)
system-store-not-estafette = { $path } is a SQLite database but not an Estafette one: create one with `estafette init`, or name the right one with --db
system-store-no-folder = cannot create the database { $path }: the folder { $folder } does not exist
system-store-damaged = { $path } is damaged: SQLite's integrity check found { $count } problem(s): { $problems }{ $more ->
        [0] {""}
       *[other] {" "}(and { $more } more)
    }. Keep the file as it is; restore the last good backup with `estafette restore` (after moving the damaged file away), or salvage what can be read with the sqlite3 tool's `.recover`
system-store-damaged-unnamed = the database is damaged: SQLite's integrity check found { $count } problem(s): { $problems }{ $more ->
        [0] {""}
       *[other] {" "}(and { $more } more)
    }. Keep the file as it is; restore the last good backup with `estafette restore` (after moving the damaged file away), or salvage what can be read with the sqlite3 tool's `.recover`
system-store-backup-exists = { $path } already exists: choose a new file (a backup never overwrites)
system-store-backup-no-folder = cannot create the backup { $path }: the folder { $folder } does not exist
system-store-backup-cannot-create = cannot create the backup { $path }: { $error }
system-store-backup-missing = the backup { $path } does not exist
system-store-backup-not-estafette = { $path } is a SQLite database but not an Estafette one
system-store-backup-too-new = { $path } has schema version { $version }; this binary knows 1 to { $latest }: restore it with a newer Estafette
system-store-schema-too-new = this database has schema version { $current }, written by a newer Estafette; this binary knows versions up to { $latest }: upgrade the binary
system-store-migration-failed = migration { $name } failed: { $error }
system-store-batch-open = a batch is already open
system-store-no-batch = no batch is open
system-store-batch-spoiled = a write of the batch could not be undone: the whole batch is rolled back
system-store-no-game = no game { $id }
system-store-out-of-order = game { $id }: events out of order (moving the head from event { $from }, but it is at { $at })
system-store-numbered-from-one = game { $game }: events are numbered from 1
system-store-parcel-offset = parcel offset out of range
system-store-parcel-length = parcel length out of range
