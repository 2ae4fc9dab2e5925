//! The store's failures as typed sentences: `Display` is the English (logs
//! and tests read it), [`Explain::reason`] the code (`system-store-…`, the
//! messages of `templates/<lang>/system.ftl`) and its arguments. Paths,
//! game ids and SQLite's own words are arguments written as they are.

use std::fmt;

use estafette_core::reason::{Explain, Reason};

use crate::exit::Inner;

/// A failure of the store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreFault {
    /// SQLite's own error.
    Sqlite { error: String },
    /// SQLite says the file is damaged.
    Corrupt { error: String },
    /// A failure about the database file `path`.
    OnFile { path: String, inner: Inner },
    /// The system's error on a file (its metadata, its opening).
    File { path: String, error: String },
    /// A folder where a database should be.
    IsFolder { path: String },
    /// An empty file where a database should be.
    EmptyFile { path: String },
    /// A file that is not SQLite.
    NotSqlite { path: String },
    /// The database to open does not exist.
    NoDatabase { path: String },
    /// A SQLite database that is not Estafette's, to open.
    NotEstafette { path: String },
    /// The folder of a database to create does not exist.
    NoFolder { path: String, folder: String },
    /// The integrity check found problems (`path` is `None` for a database
    /// without a file).
    Damaged {
        path: Option<String>,
        problems: Vec<String>,
    },
    /// The backup's file exists already.
    BackupExists { path: String },
    /// The folder of the backup does not exist.
    BackupNoFolder { path: String, folder: String },
    /// The backup cannot be created: SQLite's words.
    BackupCannotCreate { path: String, error: String },
    /// The backup to restore does not exist.
    BackupMissing { path: String },
    /// The backup to restore is SQLite but not Estafette's.
    BackupNotEstafette { path: String },
    /// The backup to restore is newer than this binary.
    BackupTooNew { path: String, version: u32, latest: u32 },
    /// The database is newer than this binary.
    SchemaTooNew { current: u32, latest: u32 },
    /// A migration failed: its name and SQLite's words.
    MigrationFailed { name: String, error: String },
    /// A batch is begun inside another.
    BatchOpen,
    /// A batch is ended that was not begun.
    NoBatch,
    /// A write of the batch failed and could not be undone alone.
    BatchSpoiled,
    /// No game with this id.
    NoGame { id: String },
    /// The head of a game moved from where its writer thought.
    OutOfOrder { id: String, from: u64, at: i64 },
    /// An event numbered 0.
    NumberedFromOne { game: String },
    /// A parcel's offset that SQLite cannot hold.
    ParcelOffset,
    /// A parcel's length that SQLite cannot hold.
    ParcelLength,
}

/// The integrity check's problems shown at most.
const SHOWN: usize = 5;

impl fmt::Display for StoreFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use StoreFault::*;
        match self {
            Sqlite { error } => write!(f, "database: {error}"),
            Corrupt { error } => write!(
                f,
                "database: {error}: the database file is damaged (`estafette audit` says where); keep it as \
                 it is and restore the last good backup with `estafette restore`"
            ),
            OnFile { path, inner } => write!(f, "{path}: {inner}"),
            File { path, error } => write!(f, "{path}: {error}"),
            IsFolder { path } => write!(f, "{path} is a folder, not a database: name the database file with --db"),
            EmptyFile { path } => write!(
                f,
                "{path} is an empty file, not a database: remove it and run `estafette init`, \
                 or name the right one with --db"
            ),
            NotSqlite { path } => write!(
                f,
                "{path} is not a SQLite database: name the right file with --db, or create one with `estafette init`"
            ),
            NoDatabase { path } => write!(
                f,
                "the database {path} does not exist: create it with `estafette init`, \
                 or name the right one with --db (or ESTAFETTE_DB, or `db` in estafette.toml)"
            ),
            NotEstafette { path } => write!(
                f,
                "{path} is a SQLite database but not an Estafette one: create one with `estafette init`, \
                 or name the right one with --db"
            ),
            NoFolder { path, folder } => {
                write!(f, "cannot create the database {path}: the folder {folder} does not exist")
            }
            Damaged { path, problems } => {
                let path = path.as_deref().unwrap_or("the database");
                let more = problems.len().saturating_sub(SHOWN);
                let more = if more > 0 { format!(" (and {more} more)") } else { String::new() };
                write!(
                    f,
                    "{path} is damaged: SQLite's integrity check found {} problem(s): {}{more}. Keep the file as it is; \
                     restore the last good backup with `estafette restore` (after moving the damaged file away), or \
                     salvage what can be read with the sqlite3 tool's `.recover`",
                    problems.len(),
                    shown(problems)
                )
            }
            BackupExists { path } => write!(f, "{path} already exists: choose a new file (a backup never overwrites)"),
            BackupNoFolder { path, folder } => {
                write!(f, "cannot create the backup {path}: the folder {folder} does not exist")
            }
            BackupCannotCreate { path, error } => write!(f, "cannot create the backup {path}: {error}"),
            BackupMissing { path } => write!(f, "the backup {path} does not exist"),
            BackupNotEstafette { path } => write!(f, "{path} is a SQLite database but not an Estafette one"),
            BackupTooNew { path, version, latest } => write!(
                f,
                "{path} has schema version {version}; this binary knows 1 to {latest}: restore it with a newer Estafette"
            ),
            SchemaTooNew { current, latest } => write!(
                f,
                "this database has schema version {current}, written by a newer Estafette; \
                 this binary knows versions up to {latest}: upgrade the binary"
            ),
            MigrationFailed { name, error } => write!(f, "migration {name} failed: {error}"),
            BatchOpen => f.write_str("a batch is already open"),
            NoBatch => f.write_str("no batch is open"),
            BatchSpoiled => f.write_str("a write of the batch could not be undone: the whole batch is rolled back"),
            NoGame { id } => write!(f, "no game {id}"),
            OutOfOrder { id, from, at } => write!(
                f,
                "game {id}: events out of order (moving the head from event {from}, but it is at {at})"
            ),
            NumberedFromOne { game } => write!(f, "game {game}: events are numbered from 1"),
            ParcelOffset => f.write_str("parcel offset out of range"),
            ParcelLength => f.write_str("parcel length out of range"),
        }
    }
}

/// The problems shown, SQLite's words joined.
fn shown(problems: &[String]) -> String {
    problems
        .iter()
        .take(SHOWN)
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join("; ")
}

impl Explain for StoreFault {
    fn reason(&self) -> Reason {
        use StoreFault::*;
        let r = |code: &str| Reason::new(&format!("system-store-{code}"));
        match self {
            Sqlite { error } => r("sqlite").text("error", error),
            Corrupt { error } => r("corrupt").text("error", error),
            OnFile { path, inner } => inner.nest(r("on-file").text("path", path), "why"),
            File { path, error } => r("file").text("path", path).text("error", error),
            IsFolder { path } => r("is-folder").text("path", path),
            EmptyFile { path } => r("empty-file").text("path", path),
            NotSqlite { path } => r("not-sqlite").text("path", path),
            NoDatabase { path } => r("no-database").text("path", path),
            NotEstafette { path } => r("not-estafette").text("path", path),
            NoFolder { path, folder } => r("no-folder").text("path", path).text("folder", folder),
            Damaged { path, problems } => {
                let base = match path {
                    Some(p) => r("damaged").text("path", p),
                    None => r("damaged-unnamed"),
                };
                base.num("count", problems.len())
                    .text("problems", shown(problems))
                    .num("more", problems.len().saturating_sub(SHOWN))
            }
            BackupExists { path } => r("backup-exists").text("path", path),
            BackupNoFolder { path, folder } => r("backup-no-folder").text("path", path).text("folder", folder),
            BackupCannotCreate { path, error } => r("backup-cannot-create").text("path", path).text("error", error),
            BackupMissing { path } => r("backup-missing").text("path", path),
            BackupNotEstafette { path } => r("backup-not-estafette").text("path", path),
            BackupTooNew { path, version, latest } => r("backup-too-new")
                .text("path", path)
                .num("version", *version)
                .num("latest", *latest),
            SchemaTooNew { current, latest } => r("schema-too-new").num("current", *current).num("latest", *latest),
            MigrationFailed { name, error } => r("migration-failed").text("name", name).text("error", error),
            BatchOpen => r("batch-open"),
            NoBatch => r("no-batch"),
            BatchSpoiled => r("batch-spoiled"),
            NoGame { id } => r("no-game").text("id", id),
            OutOfOrder { id, from, at } => r("out-of-order").text("id", id).num("from", *from).num("at", *at),
            NumberedFromOne { game } => r("numbered-from-one").text("game", game),
            ParcelOffset => r("parcel-offset"),
            ParcelLength => r("parcel-length"),
        }
    }
}

impl StoreFault {
    /// One value of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<StoreFault> {
        use StoreFault::*;
        let path = || "referee.db".to_string();
        let sqlite = || "database is locked".to_string();
        let problems = |n: usize| {
            (1..=n)
                .map(|i| format!("row {i} missing from index games_by_due"))
                .collect()
        };
        vec![
            Sqlite { error: sqlite() },
            Corrupt {
                error: "database disk image is malformed".into(),
            },
            OnFile {
                path: path(),
                inner: Inner::of(&Sqlite { error: sqlite() }),
            },
            File {
                path: path(),
                error: "Permission denied (os error 13)".into(),
            },
            IsFolder { path: path() },
            EmptyFile { path: path() },
            NotSqlite { path: path() },
            NoDatabase { path: path() },
            NotEstafette { path: path() },
            NoFolder {
                path: "games/referee.db".into(),
                folder: "games".into(),
            },
            Damaged {
                path: Some(path()),
                problems: problems(1),
            },
            Damaged {
                path: None,
                problems: problems(7),
            },
            BackupExists {
                path: "monday.db".into(),
            },
            BackupNoFolder {
                path: "backups/monday.db".into(),
                folder: "backups".into(),
            },
            BackupCannotCreate {
                path: "monday.db".into(),
                error: "unable to open database file".into(),
            },
            BackupMissing {
                path: "monday.db".into(),
            },
            BackupNotEstafette {
                path: "monday.db".into(),
            },
            BackupTooNew {
                path: "monday.db".into(),
                version: 12,
                latest: 9,
            },
            SchemaTooNew { current: 12, latest: 9 },
            MigrationFailed {
                name: "0004_outbox.sql".into(),
                error: "table outbox already exists".into(),
            },
            BatchOpen,
            NoBatch,
            BatchSpoiled,
            NoGame { id: "strand-9".into() },
            OutOfOrder {
                id: "strand-9".into(),
                from: 3,
                at: 5,
            },
            NumberedFromOne {
                game: "strand-9".into(),
            },
            ParcelOffset,
            ParcelLength,
        ]
    }
}
