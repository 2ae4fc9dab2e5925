//! The store's failures as typed sentences: `Display` is the English (logs
//! and tests read it), [`Explain::reason`] the code (`system-store-…`, the
//! messages of `templates/<lang>/system.ftl`) and its arguments. Paths,
//! game ids and SQLite's own words are arguments written as they are.

use estafette_core::reason::{Explain, Reason, Sentence};
use std::fmt;

pub use crate::exit::Kind;

use crate::exit::Inner;

/// A failure of the store.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-store-")]
pub enum StoreFault {
    /// SQLite's own error.
    Sqlite { error: String },
    /// SQLite says the file is damaged.
    Corrupt { error: String },
    /// A failure about the database file `path`.
    OnFile {
        path: String,
        #[sentence(name = "why")]
        inner: Inner,
    },
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
    #[sentence(by = damaged, ids = ["system-store-damaged", "system-store-damaged-unnamed"])]
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

/// The problems shown, SQLite's words joined.
fn shown(problems: &[String]) -> String {
    problems
        .iter()
        .take(SHOWN)
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join("; ")
}

/// Why the integrity check failed: the file's path, if it has one, the
/// problems and how many more it found.
fn damaged(path: &Option<String>, problems: &[String]) -> Reason {
    let base = match path {
        Some(p) => Reason::new("system-store-damaged").text("path", p),
        None => Reason::new("system-store-damaged-unnamed"),
    };
    base.num("count", problems.len())
        .text("problems", shown(problems))
        .num("more", problems.len().saturating_sub(SHOWN))
}

/// A store failure. [`Kind::Temporary`] ones (locked database, full disk,
/// read-only file system) are worth retrying: exit status 75.
#[derive(Debug)]
pub struct StoreError {
    pub kind: Kind,
    /// The English (logs, tests).
    pub message: String,
    /// The typed sentence, worded in the operator's language where it is
    /// printed.
    pub reason: Reason,
}

impl StoreError {
    /// A failure of `kind` with a typed sentence: its English and its reason.
    pub fn typed(kind: Kind, e: &impl Explain) -> StoreError {
        StoreError {
            kind,
            message: e.to_string(),
            reason: e.reason(),
        }
    }

    /// Whether the same operation may succeed later, unchanged.
    pub fn is_temporary(&self) -> bool {
        self.kind.is_temporary()
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        if self.is_temporary() {
            f.write_str(" (temporary)")?;
        }
        Ok(())
    }
}

impl std::error::Error for StoreError {}

impl From<&StoreError> for crate::exit::Inner {
    fn from(e: &StoreError) -> crate::exit::Inner {
        crate::exit::Inner {
            english: e.message.clone(),
            reason: e.reason.clone(),
        }
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        use rusqlite::ErrorCode as C;
        let temporary = match &e {
            rusqlite::Error::SqliteFailure(f, _) => matches!(
                f.code,
                C::DatabaseBusy
                    | C::DatabaseLocked
                    | C::DiskFull
                    | C::ReadOnly
                    | C::SystemIoFailure
                    | C::CannotOpen
                    | C::OutOfMemory
                    | C::FileLockingProtocolFailed
            ),
            _ => false,
        };
        let error = e.to_string();
        if matches!(e.sqlite_error_code(), Some(C::DatabaseCorrupt | C::NotADatabase)) {
            return StoreError::typed(Kind::Data, &StoreFault::Corrupt { error });
        }
        let kind = if temporary { Kind::Temporary } else { Kind::Failed };
        StoreError::typed(kind, &StoreFault::Sqlite { error })
    }
}

pub type Result<T> = std::result::Result<T, StoreError>;
