//! The open database ([`Store`]): opening, creating and closing it, its
//! transactions and batches, and the files the referee makes private.

use super::fault::{Kind, Result, StoreError, StoreFault};
use super::migrate;
use super::tx::{Cached, Reader, Savepoint, Scope, Tx, Unguarded};
use rusqlite::{Connection, TransactionBehavior};
use std::fmt;
use std::path::Path;
use std::time::Duration;

/// An open database.
pub struct Store {
    pub(super) conn: Connection,
    /// Inside a batch (`begin_batch`): each `write` is a savepoint of the
    /// batch's transaction instead of a transaction of its own.
    in_batch: bool,
    /// The open batch keeps each write in a savepoint (`begin_batch`), or
    /// writes straight into its transaction (`begin_batch_unguarded`).
    guarded: bool,
    /// `synchronous=FULL` is set (see [`Store::set_full_sync`]).
    full: std::cell::Cell<bool>,
    /// A write of the open batch failed and could not be undone alone (a
    /// savepoint that could not be rolled back, or any failed write of an
    /// unguarded batch): the batch must not be committed (see
    /// [`Savepoint`], [`Unguarded`]).
    broken: std::cell::Cell<bool>,
}

/// Pages of write-ahead log after which a short-lived process (see
/// [`Store::short_lived`]) checkpoints it.
pub const SHORT_LIVED_CHECKPOINT: u32 = 128;
/// Pages of write-ahead log after which every other process checkpoints it
/// (SQLite's default is 1,000). A checkpoint copies each page the log holds
/// into the database once, with two syncs, however many times the log holds
/// it: with 8,000 pages (32 MiB of log at most) a `poll` of 10,000 moves
/// over 1,000 games syncs 93 times fewer, and reads back from the log and
/// writes into the database about 5,900 fewer pages. The log is checkpointed whole when the last connection
/// closes.
pub const CHECKPOINT_PAGES: u32 = 8000;
/// How long a writer waits for another process's transaction before giving
/// up with a temporary error.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(20);

/// The mode of every file the referee makes that may hold what players
/// sent (a held receipt holds its player's army): the database (SQLite
/// gives its `-wal`, `-shm` and journal files the database's own mode),
/// backups, exports and delivered mail. Only their owner reads them,
/// whatever the umask.
pub const FILE_MODE: u32 = 0o600;

/// Create the file `path`, which must not exist yet (nor be a symbolic
/// link, even a dangling one: it is never followed), with the mode
/// [`FILE_MODE`] whatever the umask.
pub fn create_private(path: &Path) -> std::io::Result<std::fs::File> {
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    let file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(FILE_MODE)
        .open(path)?;
    file.set_permissions(std::fs::Permissions::from_mode(FILE_MODE))?;
    Ok(file)
}

/// Refuse what cannot be a database before SQLite sees it: a folder, or an
/// empty file (which SQLite would silently make a new database of).
pub(super) fn check_database_file(path: &Path, meta: &std::fs::Metadata) -> Result<()> {
    if meta.is_dir() {
        return Err(StoreError::typed(
            Kind::Data,
            &StoreFault::IsFolder { path: shown(path) },
        ));
    }
    if meta.len() == 0 {
        return Err(StoreError::typed(
            Kind::Data,
            &StoreFault::EmptyFile { path: shown(path) },
        ));
    }
    Ok(())
}

/// A failure to open or first read the database at `path`, said in words:
/// above all, a file that is not SQLite at all.
pub(super) fn opening(path: &Path, e: rusqlite::Error) -> StoreError {
    if e.sqlite_error_code() == Some(rusqlite::ErrorCode::NotADatabase) {
        return StoreError::typed(Kind::Data, &StoreFault::NotSqlite { path: shown(path) });
    }
    let inner = StoreError::from(e);
    let on_file = StoreFault::OnFile {
        path: shown(path),
        inner: crate::exit::Inner::from(&inner),
    };
    StoreError::typed(inner.kind, &on_file)
}

/// The system's error `e` on the file `path`.
pub(super) fn file_error(path: &Path, e: &impl fmt::Display) -> StoreFault {
    StoreFault::File {
        path: shown(path),
        error: e.to_string(),
    }
}

/// A path as the operator reads it.
pub(super) fn shown(path: &Path) -> String {
    path.display().to_string()
}

impl Store {
    /// Open an existing database and bring its schema up to date. Only
    /// [`Store::create`] makes a database: a missing file, an empty one, a
    /// file that is not SQLite and a SQLite database that is not
    /// Estafette's are refused with the path and the fix. A database
    /// written by a newer Estafette is refused too.
    pub fn open(path: &Path) -> Result<Store> {
        Store::open_with_timeout(path, BUSY_TIMEOUT)
    }

    /// [`Store::open`] with another busy timeout.
    pub fn open_with_timeout(path: &Path, busy: Duration) -> Result<Store> {
        match std::fs::metadata(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(StoreError::typed(
                    Kind::NoInput,
                    &StoreFault::NoDatabase { path: shown(path) },
                ))
            }
            Err(e) => return Err(StoreError::typed(Kind::NoInput, &file_error(path, &e))),
            Ok(m) => check_database_file(path, &m)?,
        }
        let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE
            | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX
            | rusqlite::OpenFlags::SQLITE_OPEN_URI;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| opening(path, e))?;
        let version: u32 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .map_err(|e| opening(path, e))?;
        if version == 0 {
            return Err(StoreError::typed(
                Kind::Data,
                &StoreFault::NotEstafette { path: shown(path) },
            ));
        }
        Store::setup(conn, busy)
    }

    /// Create the database at `path` (its folder must exist), or open it
    /// if it is already an Estafette database: what `estafette init` does.
    /// An existing file that is not one is refused and left as it is.
    pub fn create(path: &Path, busy: Duration) -> Result<Store> {
        match std::fs::metadata(path) {
            Ok(m) => {
                check_database_file(path, &m)?;
                return Store::open_with_timeout(path, busy);
            }
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                return Err(StoreError::typed(Kind::CantCreate, &file_error(path, &e)))
            }
            Err(_) => {}
        }
        let folder = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        if !folder.is_dir() {
            let fault = StoreFault::NoFolder {
                path: shown(path),
                folder: shown(folder),
            };
            return Err(StoreError::typed(Kind::CantCreate, &fault));
        }
        // Made here, empty, so that its mode is [`FILE_MODE`] (which SQLite
        // then gives the files it keeps beside it); SQLite makes a new
        // database of an empty file.
        let cant = |e: &dyn fmt::Display| StoreError::typed(Kind::CantCreate, &file_error(path, &e));
        create_private(path).map_err(|e| cant(&e))?;
        let made = Connection::open(path)
            .map_err(|e| cant(&e))
            .and_then(|conn| Store::setup(conn, busy));
        if made.is_err() {
            // Not left empty, which `create` would then refuse.
            if std::fs::metadata(path).is_ok_and(|m| m.len() == 0) {
                let _ = std::fs::remove_file(path);
            }
        }
        made
    }

    /// An in-memory store, for unit tests.
    pub fn open_in_memory() -> Result<Store> {
        Store::setup(Connection::open_in_memory()?, BUSY_TIMEOUT)
    }

    fn setup(conn: Connection, busy: Duration) -> Result<Store> {
        conn.busy_timeout(busy)?;
        // Room for every statement the program uses (about 70).
        conn.set_prepared_statement_cache_capacity(128);
        // journal_mode returns a row; WAL is refused for in-memory databases,
        // which is fine.
        let _mode: String = conn.query_row("PRAGMA journal_mode=WAL", [], |r| r.get(0))?;
        // Temporary storage in memory: above all the journal of the
        // savepoint each message of a batch is (see `begin_batch`), which
        // SQLite otherwise spills to a temporary file past 64 KiB, with a
        // write for every page a message changes.
        conn.execute_batch("PRAGMA foreign_keys=ON; PRAGMA synchronous=NORMAL; PRAGMA temp_store=MEMORY;")?;
        conn.pragma_update(None, "wal_autocheckpoint", CHECKPOINT_PAGES)?;
        let mut store = Store {
            conn,
            in_batch: false,
            guarded: true,
            full: std::cell::Cell::new(false),
            broken: std::cell::Cell::new(false),
        };
        migrate::run(&mut store.conn)?;
        Ok(store)
    }

    /// How hard each commit is pushed to the disk: `full` makes SQLite
    /// sync the write-ahead log at every commit (a power cut or an OS crash
    /// loses nothing committed); otherwise `synchronous=NORMAL` (syncs only
    /// at checkpoints: the database stays consistent, but the last commits
    /// before a power cut can be lost; a crash of the program alone loses
    /// nothing).
    pub fn set_full_sync(&self, full: bool) -> Result<()> {
        self.conn.execute_batch(if full {
            "PRAGMA synchronous=FULL;"
        } else {
            "PRAGMA synchronous=NORMAL;"
        })?;
        self.full.set(full);
        Ok(())
    }

    /// [`Store::write`], but this one commit is not synced even under
    /// `full`: for a write that nothing is acknowledged on, which the next
    /// synced commit of this connection makes durable with its own (the
    /// write-ahead log is synced whole, up to its end). `ingest` stores a
    /// raw message so, then processes it in a synced transaction before it
    /// tells the MTA: one sync per message instead of two, and a power cut
    /// between the two loses only what the MTA still holds. Inside a batch
    /// it is a plain savepoint.
    pub fn write_unsynced<T, E: From<StoreError>>(
        &mut self,
        f: impl FnOnce(&Tx<'_>) -> std::result::Result<T, E>,
    ) -> std::result::Result<T, E> {
        if !self.full.get() || self.in_batch {
            return self.write(f);
        }
        self.conn
            .execute_batch("PRAGMA synchronous=NORMAL;")
            .map_err(StoreError::from)?;
        let out = self.write(f);
        // Never go on unsynced: if FULL cannot be set again, say so.
        self.conn
            .execute_batch("PRAGMA synchronous=FULL;")
            .map_err(StoreError::from)?;
        out
    }

    /// Settings for a process that stores one message and exits (`ingest`,
    /// one process per message):
    ///
    /// - Leave the write-ahead log to the next process instead of
    ///   checkpointing it into the database when this connection closes:
    ///   the checkpoint (with its syncs) at every exit cost more than the
    ///   message itself. Committed data is as safe either way (it is in the
    ///   log, which every reader sees). Copy a database with `estafette
    ///   backup`, never by copying the file alone.
    /// - Checkpoint during commits once the log holds
    ///   [`SHORT_LIVED_CHECKPOINT`] pages instead of SQLite's 1,000. The
    ///   first process to open a database nobody holds open reads the
    ///   whole log back (SQLite's recovery of its index): about 16 pages a
    ///   message, so up to 1,000 pages, 0.9 ms a process on average, against
    ///   0.4 ms with the shorter log, the checkpoints included.
    pub fn short_lived(&self) -> Result<()> {
        self.conn
            .set_db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)?;
        self.conn
            .pragma_update(None, "wal_autocheckpoint", SHORT_LIVED_CHECKPOINT)?;
        Ok(())
    }

    /// The schema version recorded in the database.
    pub fn schema_version(&self) -> Result<u32> {
        Ok(self.conn.query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }

    /// Run `f` in one immediate (write-locking) transaction; commit if it
    /// returns `Ok`, roll back otherwise. Inside a batch
    /// ([`Store::begin_batch`]), `f` runs in a savepoint of the batch's
    /// transaction instead: released if it returns `Ok`, rolled back
    /// (alone) otherwise, and made durable when the batch commits. In an
    /// unguarded batch ([`Store::begin_batch_unguarded`]) it writes straight
    /// into the batch's transaction, and if it fails (an error or a panic)
    /// the batch is spoiled: [`Store::batch_spoiled`].
    pub fn write<T, E: From<StoreError>>(
        &mut self,
        f: impl FnOnce(&Tx<'_>) -> std::result::Result<T, E>,
    ) -> std::result::Result<T, E> {
        let scope = if self.in_batch && !self.guarded {
            Scope::Unguarded(Unguarded {
                conn: &self.conn,
                open: true,
                broken: &self.broken,
            })
        } else if self.in_batch {
            Scope::Savepoint(Savepoint::begin(&self.conn, &self.broken).map_err(StoreError::from)?)
        } else {
            Scope::Transaction(
                self.conn
                    .transaction_with_behavior(TransactionBehavior::Immediate)
                    .map_err(StoreError::from)?,
            )
        };
        let wrapped = Tx { tx: Cached(scope) };
        let value = f(&wrapped)?;
        match wrapped.tx.0 {
            Scope::Transaction(t) => t.commit(),
            Scope::Savepoint(s) => s.commit(),
            Scope::Unguarded(mut u) => {
                u.open = false;
                Ok(())
            }
        }
        .map_err(StoreError::from)?;
        Ok(value)
    }

    /// Start grouping writes in one transaction, committed (and, with
    /// `durability = "full"`, synced) once by [`Store::end_batch`]: one
    /// commit for a batch of messages instead of two per message. Each
    /// [`Store::write`] inside is still all or nothing on its own (a
    /// savepoint), but none is durable, nor visible to other connections,
    /// before the batch commits; so the caller must not acknowledge any of
    /// the batch's work (move a message to `cur/`) before `end_batch(true)`
    /// returns `Ok`. The write lock is held for the whole batch: keep
    /// batches short. `Service::batch` wraps the pair.
    pub fn begin_batch(&mut self) -> Result<()> {
        self.begin(true)
    }

    /// [`Store::begin_batch`] without a savepoint for each write: a write
    /// that fails cannot be undone alone, and spoils the batch instead
    /// ([`Store::batch_spoiled`]), which then can only be rolled back
    /// whole. For work that can be done again from the start when that
    /// happens (`poll` of a Maildir, whose messages stay in `new/` until
    /// their batch commits): a savepoint copies every page a write changes
    /// before changing it, about 2.5% of the time of a `poll`.
    pub fn begin_batch_unguarded(&mut self) -> Result<()> {
        self.begin(false)
    }

    fn begin(&mut self, guarded: bool) -> Result<()> {
        if self.in_batch {
            return Err(StoreError::typed(Kind::Failed, &StoreFault::BatchOpen));
        }
        self.conn.execute_batch("BEGIN IMMEDIATE")?;
        self.in_batch = true;
        self.guarded = guarded;
        self.broken.set(false);
        Ok(())
    }

    /// Whether a write of the open batch failed without being undone: the
    /// batch can no longer be committed ([`Store::end_batch`] refuses),
    /// only rolled back.
    pub fn batch_spoiled(&self) -> bool {
        self.in_batch && self.broken.get()
    }

    /// End the batch begun by [`Store::begin_batch`]: commit it, or roll
    /// back everything written since (`commit` false, or the commit
    /// failed). A batch with a write that could not be undone is never
    /// committed: `end_batch(true)` rolls it back and fails.
    pub fn end_batch(&mut self, commit: bool) -> Result<()> {
        if !self.in_batch {
            return Err(StoreError::typed(Kind::Failed, &StoreFault::NoBatch));
        }
        self.in_batch = false;
        self.guarded = true;
        if self.broken.replace(false) && commit {
            let _ = self.conn.execute_batch("ROLLBACK");
            return Err(StoreError::typed(Kind::Failed, &StoreFault::BatchSpoiled));
        }
        if commit {
            match self.conn.execute_batch("COMMIT") {
                Ok(()) => return Ok(()),
                Err(e) => {
                    let _ = self.conn.execute_batch("ROLLBACK");
                    return Err(e.into());
                }
            }
        }
        self.conn.execute_batch("ROLLBACK")?;
        Ok(())
    }

    /// Read-only access (each query sees a consistent snapshot of its own).
    pub fn read(&self) -> Reader<'_> {
        Reader { conn: &self.conn }
    }
}
