//! The game store: the only module that knows SQL.
//!
//! Architecture invariant: no other module names a table or writes a query.
//! Everything that changes the database goes through [`Store::write`], one
//! `BEGIN IMMEDIATE` transaction, so concurrent `ingest` processes on the same
//! database serialise and a message is either fully applied or not at all.

mod backup;
mod migrate;

pub use crate::exit::Kind;
use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};
use std::fmt;
use std::path::Path;
use std::time::Duration;

pub use backup::BackupFacts;
pub use migrate::{LATEST_VERSION, MIGRATIONS};

/// A store failure. [`Kind::Temporary`] ones (locked database, full disk,
/// read-only file system) are worth retrying: exit status 75.
#[derive(Debug)]
pub struct StoreError {
    pub kind: Kind,
    pub message: String,
}

impl StoreError {
    /// A failure of `kind`.
    pub fn of(kind: Kind, msg: impl Into<String>) -> StoreError {
        StoreError {
            kind,
            message: msg.into(),
        }
    }

    /// Whether the same operation may succeed later, unchanged.
    pub fn is_temporary(&self) -> bool {
        self.kind.is_temporary()
    }

    pub fn new(msg: impl Into<String>) -> StoreError {
        StoreError {
            kind: Kind::Failed,
            message: msg.into(),
        }
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
        if matches!(e.sqlite_error_code(), Some(C::DatabaseCorrupt | C::NotADatabase)) {
            return StoreError::of(
                Kind::Data,
                format!(
                    "database: {e}: the database file is damaged (`estafette audit` says where); keep it as \
                     it is and restore the last good backup with `estafette restore`"
                ),
            );
        }
        StoreError {
            kind: if temporary { Kind::Temporary } else { Kind::Failed },
            message: format!("database: {e}"),
        }
    }
}

pub type Result<T> = std::result::Result<T, StoreError>;

/// A player as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRow {
    pub id: i64,
    pub address: String,
    pub name: String,
    pub lang: String,
    pub timezone: String,
    /// Vacation seconds used in `vacation_year`.
    pub vacation_year: i64,
    pub vacation_used: i64,
}

/// A game's header row with its cached snapshot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: String,
    pub kind: String,
    pub mode: String,
    pub first_player: i64,
    pub second_player: i64,
    pub status: String,
    pub created_at: i64,
    pub updated_at: i64,
    pub snapshot: Snapshot,
    pub head_n: u64,
    pub head_hash: Vec<u8>,
    pub last_message_id: Option<String>,
}

/// A game's cached snapshot as stored: TEXT (plain JSON; older databases
/// also hold sealed snapshots as `sealed:` and hex) or a BLOB (sealed bytes).
/// The store does not look inside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Snapshot {
    Text(String),
    Blob(Vec<u8>),
}

impl rusqlite::types::ToSql for Snapshot {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(match self {
            Snapshot::Text(t) => ToSqlOutput::Borrowed(ValueRef::Text(t.as_bytes())),
            Snapshot::Blob(b) => ToSqlOutput::Borrowed(ValueRef::Blob(b)),
        })
    }
}

impl rusqlite::types::FromSql for Snapshot {
    fn column_result(v: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        use rusqlite::types::{FromSqlError, ValueRef};
        match v {
            ValueRef::Text(t) => std::str::from_utf8(t)
                .map(|t| Snapshot::Text(t.to_string()))
                .map_err(|e| FromSqlError::Other(Box::new(e))),
            ValueRef::Blob(b) => Ok(Snapshot::Blob(b.to_vec())),
            _ => Err(FromSqlError::InvalidType),
        }
    }
}

/// One log entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventRow {
    pub n: u64,
    pub bytes: Vec<u8>,
    pub head: Vec<u8>,
    pub at: i64,
}

/// One stored inbound message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InboxRow {
    pub id: i64,
    pub message_key: String,
    pub received_at: i64,
    pub status: String,
    pub game_id: Option<String>,
    pub result: Option<String>,
}

/// One queued outbound message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxRow {
    pub id: i64,
    pub game_id: Option<String>,
    pub recipient: String,
    pub envelope_from: String,
    pub message_id: String,
    /// The sealed bytes that hold the message: its own, or its parcel's
    /// when `part` is set.
    pub raw: Vec<u8>,
    /// Where the message lies in its parcel's plaintext, (start, length)
    /// in bytes, for a message queued in a parcel ([`Tx::add_parcel`]).
    pub part: Option<(u64, u64)>,
    /// When it was queued.
    pub created_at: i64,
    pub status: String,
    pub attempts: i64,
    pub next_attempt_at: i64,
    pub last_error: Option<String>,
}

/// A new outbound message to queue.
#[derive(Clone, Debug)]
pub struct NewOutbox<'a> {
    pub game_id: Option<&'a str>,
    pub recipient: &'a str,
    pub envelope_from: &'a str,
    pub message_id: &'a str,
    /// The sealed message; empty for a message in a parcel.
    pub raw: &'a [u8],
    /// For a message in a parcel: the parcel ([`Tx::add_parcel`]) and where
    /// the message lies in its plaintext, (start, length) in bytes.
    pub part: Option<(i64, u64, u64)>,
}

/// An open database.
pub struct Store {
    conn: Connection,
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

/// A challenge's row: (from_player, to_address, kind, spec, status).
pub type ChallengeRow = (i64, String, String, String, String);

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

/// Refuse what cannot be a database before SQLite sees it: a folder, or an
/// empty file (which SQLite would silently make a new database of).
fn check_database_file(path: &Path, meta: &std::fs::Metadata) -> Result<()> {
    if meta.is_dir() {
        return Err(StoreError::of(
            Kind::Data,
            format!(
                "{} is a folder, not a database: name the database file with --db",
                path.display()
            ),
        ));
    }
    if meta.len() == 0 {
        return Err(StoreError::of(
            Kind::Data,
            format!(
                "{} is an empty file, not a database: remove it and run `estafette init`, \
                 or name the right one with --db",
                path.display()
            ),
        ));
    }
    Ok(())
}

/// A failure to open or first read the database at `path`, said in words:
/// above all, a file that is not SQLite at all.
fn opening(path: &Path, e: rusqlite::Error) -> StoreError {
    if e.sqlite_error_code() == Some(rusqlite::ErrorCode::NotADatabase) {
        return StoreError::of(
            Kind::Data,
            format!(
                "{} is not a SQLite database: name the right file with --db, or create one with `estafette init`",
                path.display()
            ),
        );
    }
    let mut err = StoreError::from(e);
    err.message = format!("{}: {}", path.display(), err.message);
    err
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
                return Err(StoreError::of(
                    Kind::NoInput,
                    format!(
                        "the database {} does not exist: create it with `estafette init`, \
                         or name the right one with --db (or ESTAFETTE_DB, or `db` in estafette.toml)",
                        path.display()
                    ),
                ))
            }
            Err(e) => return Err(StoreError::of(Kind::NoInput, format!("{}: {e}", path.display()))),
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
            return Err(StoreError::of(
                Kind::Data,
                format!(
                    "{} is a SQLite database but not an Estafette one: create one with `estafette init`, \
                     or name the right one with --db",
                    path.display()
                ),
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
                return Err(StoreError::of(Kind::CantCreate, format!("{}: {e}", path.display())))
            }
            Err(_) => {}
        }
        let folder = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        if !folder.is_dir() {
            return Err(StoreError::of(
                Kind::CantCreate,
                format!(
                    "cannot create the database {}: the folder {} does not exist",
                    path.display(),
                    folder.display()
                ),
            ));
        }
        let conn =
            Connection::open(path).map_err(|e| StoreError::of(Kind::CantCreate, format!("{}: {e}", path.display())))?;
        Store::setup(conn, busy)
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
            return Err(StoreError::new("a batch is already open"));
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
            return Err(StoreError::new("no batch is open"));
        }
        self.in_batch = false;
        self.guarded = true;
        if self.broken.replace(false) && commit {
            let _ = self.conn.execute_batch("ROLLBACK");
            return Err(StoreError::new(
                "a write of the batch could not be undone: the whole batch is rolled back",
            ));
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

/// A write transaction; its methods are the only writes there are.
pub struct Tx<'a> {
    tx: Cached<Scope<'a>>,
}

/// What a [`Tx`] writes in: a transaction of its own, or a savepoint of a
/// batch's transaction (see [`Store::begin_batch`]).
enum Scope<'a> {
    Transaction(rusqlite::Transaction<'a>),
    Savepoint(Savepoint<'a>),
    Unguarded(Unguarded<'a>),
}

/// A write straight into the transaction of an unguarded batch (see
/// [`Store::begin_batch_unguarded`]). Dropped before the write succeeded
/// (its closure failed, or panicked), it marks the batch as spoiled: what
/// it wrote cannot be told apart from the batch's other writes.
struct Unguarded<'a> {
    conn: &'a Connection,
    open: bool,
    broken: &'a std::cell::Cell<bool>,
}

impl Drop for Unguarded<'_> {
    fn drop(&mut self) {
        if self.open {
            self.broken.set(true);
        }
    }
}

/// A savepoint of a batch's transaction, like rusqlite's own but through
/// the statement cache: rusqlite's writes `SAVEPOINT`, `RELEASE` (and
/// `ROLLBACK TO`) with `execute_batch`, which parses them again at every
/// message of a batch. Dropped without [`Savepoint::commit`], it rolls
/// back what was written since it began, and ends.
struct Savepoint<'a> {
    conn: &'a Connection,
    open: bool,
    broken: &'a std::cell::Cell<bool>,
}

impl<'a> Savepoint<'a> {
    fn begin(conn: &'a Connection, broken: &'a std::cell::Cell<bool>) -> rusqlite::Result<Savepoint<'a>> {
        conn.prepare_cached("SAVEPOINT batch_item")?.execute([])?;
        Ok(Savepoint {
            conn,
            open: true,
            broken,
        })
    }

    fn commit(mut self) -> rusqlite::Result<()> {
        self.open = false;
        let released = self
            .conn
            .prepare_cached("RELEASE batch_item")
            .and_then(|mut st| st.execute([]));
        if released.is_err() {
            // The caller is told this write failed, so it must not be
            // committed with the batch.
            self.broken.set(true);
        }
        released.map(|_| ())
    }
}

impl Drop for Savepoint<'_> {
    fn drop(&mut self) {
        if self.open {
            // Undo, then end the savepoint. If the undo fails, the batch
            // holds half a write: `end_batch` then rolls it all back
            // instead of committing it.
            let undone = self
                .conn
                .prepare_cached("ROLLBACK TO batch_item")
                .and_then(|mut st| st.execute([]));
            let ended = self
                .conn
                .prepare_cached("RELEASE batch_item")
                .and_then(|mut st| st.execute([]));
            if undone.is_err() || ended.is_err() {
                self.broken.set(true);
            }
        }
    }
}

impl std::ops::Deref for Savepoint<'_> {
    type Target = Connection;
    fn deref(&self) -> &Connection {
        self.conn
    }
}

impl std::ops::Deref for Scope<'_> {
    type Target = Connection;
    fn deref(&self) -> &Connection {
        match self {
            Scope::Transaction(t) => t,
            Scope::Savepoint(s) => s,
            Scope::Unguarded(u) => u.conn,
        }
    }
}

/// A connection whose `execute` and `query_row` keep their prepared
/// statements (SQLite's statement cache) instead of parsing the SQL again
/// each time: parsing was an eighth of the work of taking in a move.
/// Everything else is the connection's own, through `Deref`.
///
/// One trap: when a bare parameter is compared with the first column of a
/// key whose next column orders the result (`MAX(n)`, `ORDER BY address`),
/// SQLite marks the statement as depending on that parameter's value, and
/// every reuse from the cache (which clears the bindings) prepares it
/// again. Such statements compare with `CAST(?1 AS TEXT)` instead: the same
/// plan (the key is searched), and the statement stays prepared. The unit
/// test `cached_statements_are_not_prepared_again` watches this.
struct Cached<T>(T);

impl<T: std::ops::Deref<Target = Connection>> Cached<T> {
    fn execute<P: rusqlite::Params>(&self, sql: &str, params: P) -> rusqlite::Result<usize> {
        self.0.prepare_cached(sql)?.execute(params)
    }

    fn query_row<R, P: rusqlite::Params, F: FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<R>>(
        &self,
        sql: &str,
        params: P,
        f: F,
    ) -> rusqlite::Result<R> {
        self.0.prepare_cached(sql)?.query_row(params, f)
    }
}

impl<T> std::ops::Deref for Cached<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// Read access, shared by [`Tx`] (through `Deref`) and [`Store::read`].
pub struct Reader<'a> {
    conn: &'a Connection,
}

impl<'a> std::ops::Deref for Tx<'a> {
    type Target = Connection;
    fn deref(&self) -> &Connection {
        &self.tx
    }
}

/// [`Connection::query_row`] through SQLite's statement cache.
fn cached_row<R, P: rusqlite::Params, F: FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<R>>(
    conn: &Connection,
    sql: &str,
    params: P,
    f: F,
) -> rusqlite::Result<R> {
    conn.prepare_cached(sql)?.query_row(params, f)
}

/// Queries available both inside and outside a transaction.
pub trait Queries {
    fn conn(&self) -> &Connection;

    fn player(&self, id: i64) -> Result<Option<PlayerRow>> {
        Ok(cached_row(
            self.conn(),
            "SELECT id, address, name, lang, timezone, vacation_year, vacation_used FROM players WHERE id = ?1",
            [id],
            player_from_row,
        )
        .optional()?)
    }

    fn player_by_address(&self, address: &str) -> Result<Option<PlayerRow>> {
        Ok(cached_row(
            self.conn(),
            "SELECT id, address, name, lang, timezone, vacation_year, vacation_used FROM players WHERE address = ?1",
            [address.to_ascii_lowercase()],
            player_from_row,
        )
        .optional()?)
    }

    fn game(&self, id: &str) -> Result<Option<GameRow>> {
        Ok(cached_row(
            self.conn(),
            &format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1"),
            [id],
            game_from_row,
        )
        .optional()?)
    }

    fn games(&self) -> Result<Vec<GameRow>> {
        let mut stmt = self
            .conn()
            .prepare(&format!("SELECT {GAME_COLUMNS} FROM games ORDER BY created_at, id"))?;
        let rows = stmt.query_map([], game_from_row)?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// A fact about the database as a whole (the `meta` table): `instance`,
    /// `key_check`.
    fn meta(&self, key: &str) -> Result<Option<String>> {
        Ok(
            cached_row(self.conn(), "SELECT value FROM meta WHERE key = ?1", [key], |r| {
                r.get(0)
            })
            .optional()?,
        )
    }

    /// Every game's id and head position, in the order of [`Queries::games`],
    /// without the rest of the rows (their snapshots above all): what a
    /// pass over every game needs to hold at once.
    fn game_heads(&self) -> Result<Vec<(String, u64)>> {
        let mut stmt = self
            .conn()
            .prepare("SELECT id, head_n FROM games ORDER BY created_at, id")?;
        // A head that is not a number is read as 0 here, so that the game is
        // still listed: reading its whole row then says what is wrong.
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get_ref(1)?.as_i64().unwrap_or(0) as u64)))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn events(&self, game: &str) -> Result<Vec<EventRow>> {
        let mut stmt = self
            .conn()
            .prepare("SELECT n, bytes, head, at FROM events WHERE game_id = ?1 ORDER BY n")?;
        let rows = stmt.query_map([game], |r| {
            Ok(EventRow {
                n: r.get::<_, i64>(0)? as u64,
                bytes: r.get(1)?,
                head: r.get(2)?,
                at: r.get(3)?,
            })
        })?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// The next free game number for ids like `strand-3`.
    fn next_game_number(&self, kind: &str) -> Result<u64> {
        let n: i64 = cached_row(self.conn(), "SELECT COUNT(*) FROM games WHERE kind = ?1", [kind], |r| {
            r.get(0)
        })?;
        let mut candidate = n as u64 + 1;
        while self.game(&format!("{kind}-{candidate}"))?.is_some() {
            candidate += 1;
        }
        Ok(candidate)
    }

    fn inbox(&self) -> Result<Vec<InboxRow>> {
        let mut stmt = self
            .conn()
            .prepare_cached("SELECT id, message_key, received_at, status, game_id, result FROM inbox ORDER BY id")?;
        let rows = stmt.query_map([], |r| {
            Ok(InboxRow {
                id: r.get(0)?,
                message_key: r.get(1)?,
                received_at: r.get(2)?,
                status: r.get(3)?,
                game_id: r.get(4)?,
                result: r.get(5)?,
            })
        })?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn inbox_raw(&self, id: i64) -> Result<Option<Vec<u8>>> {
        Ok(cached_row(self.conn(), "SELECT raw FROM inbox WHERE id = ?1", [id], |r| r.get(0)).optional()?)
    }

    fn inbox_status(&self, message_key: &str) -> Result<Option<(i64, String)>> {
        Ok(cached_row(
            self.conn(),
            "SELECT id, status FROM inbox WHERE message_key = ?1",
            [message_key],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
    }

    /// The game an inbox message was found to be for, once handled.
    fn inbox_game(&self, id: i64) -> Result<Option<String>> {
        Ok(
            cached_row(self.conn(), "SELECT game_id FROM inbox WHERE id = ?1", [id], |r| {
                r.get(0)
            })
            .optional()?
            .flatten(),
        )
    }

    /// The id of the newest outbox row (0 when there is none).
    fn outbox_last_id(&self) -> Result<i64> {
        Ok(cached_row(
            self.conn(),
            "SELECT COALESCE(MAX(id), 0) FROM outbox",
            [],
            |r| r.get(0),
        )?)
    }

    /// The recipients of the outbox rows newer than `id`, oldest first.
    fn outbox_recipients_after(&self, id: i64) -> Result<Vec<String>> {
        let mut stmt = self
            .conn()
            .prepare_cached("SELECT recipient FROM outbox WHERE id > ?1 ORDER BY id")?;
        let rows = stmt.query_map([id], |r| r.get(0))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Games whose clock needs `tick` at or before `now`, oldest due first.
    fn due_games(&self, now: i64, limit: usize) -> Result<Vec<String>> {
        let mut stmt = self.conn().prepare(
            "SELECT id FROM games WHERE next_due IS NOT NULL AND next_due <= ?1 ORDER BY next_due, id LIMIT ?2",
        )?;
        let rows = stmt.query_map(params![now, limit as i64], |r| r.get(0))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Queued messages whose next attempt is due, oldest first.
    fn outbox_due(&self, now: i64, limit: usize) -> Result<Vec<OutboxRow>> {
        let mut stmt = self.conn().prepare_cached(&format!(
            "SELECT {OUTBOX_COLUMNS} FROM {OUTBOX_JOIN} WHERE o.status = 'queued' AND o.next_attempt_at <= ?1 \
             ORDER BY o.next_attempt_at, o.id LIMIT ?2"
        ))?;
        let rows = stmt.query_map(params![now, limit as i64], outbox_from_row)?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn outbox_all(&self) -> Result<Vec<OutboxRow>> {
        let mut stmt = self
            .conn()
            .prepare_cached(&format!("SELECT {OUTBOX_COLUMNS} FROM {OUTBOX_JOIN} ORDER BY o.id"))?;
        let rows = stmt.query_map([], outbox_from_row)?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn secret(&self, game: &str, side: u8) -> Result<Option<(Vec<u8>, Vec<u8>)>> {
        Ok(cached_row(
            self.conn(),
            "SELECT root, sealed FROM secrets WHERE game_id = ?1 AND side = ?2",
            params![game, side],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
    }

    /// Games (not over) in which `address` plays, with the player's side
    /// (1 or 2).
    fn active_games_of(&self, address: &str) -> Result<Vec<(String, u8)>> {
        let mut stmt = self.conn().prepare_cached(
            "SELECT g.id, CASE WHEN g.first_player = p.id THEN 1 ELSE 2 END FROM games g \
             JOIN players p ON p.id IN (g.first_player, g.second_player) \
             WHERE p.address = ?1 AND g.status != 'over' ORDER BY g.id",
        )?;
        let rows = stmt.query_map([address.to_ascii_lowercase()], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Bounces recorded against `address`: (at, status, permanent).
    fn bounces_of(&self, address: &str) -> Result<Vec<(i64, Option<String>, bool)>> {
        let mut stmt = self
            .conn()
            .prepare("SELECT at, status, permanent FROM bounces WHERE address = ?1 ORDER BY at, id")?;
        let rows = stmt.query_map([address.to_ascii_lowercase()], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get::<_, i64>(2)? != 0))
        })?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Counts for `stats`: (label, value) rows.
    fn stats(&self, now: i64) -> Result<Vec<(String, String)>> {
        let c = self.conn();
        let mut out = Vec::new();
        let mut stmt =
            c.prepare("SELECT kind, status, COUNT(*) FROM games GROUP BY kind, status ORDER BY kind, status")?;
        let rows = stmt.query_map([], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?, r.get::<_, i64>(2)?))
        })?;
        for row in rows {
            let (k, s, n) = row?;
            out.push((format!("games {k} {s}"), n.to_string()));
        }
        let one = |sql: &str, p: i64| -> Result<i64> { Ok(c.query_row(sql, [p], |r| r.get(0))?) };
        out.push((
            "moves in the last 24 h".into(),
            one(
                "SELECT COUNT(*) FROM events WHERE at >= ?1 AND instr(bytes, '\"event\":\"moved\"') > 0",
                now - 86_400,
            )?
            .to_string(),
        ));
        out.push((
            "moves in the last 7 days (per day)".into(),
            format!(
                "{:.1}",
                one(
                    "SELECT COUNT(*) FROM events WHERE at >= ?1 AND instr(bytes, '\"event\":\"moved\"') > 0",
                    now - 7 * 86_400
                )? as f64
                    / 7.0
            ),
        ));
        let mut stmt = c.prepare("SELECT status, COUNT(*) FROM inbox GROUP BY status ORDER BY status")?;
        for row in stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))? {
            let (s, n) = row?;
            out.push((format!("mail in: {s}"), n.to_string()));
        }
        let mut stmt = c.prepare("SELECT status, COUNT(*) FROM outbox GROUP BY status ORDER BY status")?;
        for row in stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))? {
            let (s, n) = row?;
            out.push((format!("mail out: {s}"), n.to_string()));
        }
        out.push((
            "bounces in the last 30 days".into(),
            one("SELECT COUNT(*) FROM bounces WHERE at >= ?1", now - 30 * 86_400)?.to_string(),
        ));
        let oldest: Option<i64> = c.query_row(
            "SELECT MIN(received_at) FROM inbox WHERE status IN ('new', 'failed')",
            [],
            |r| r.get(0),
        )?;
        out.push((
            "oldest unprocessed message".into(),
            match oldest {
                Some(t) => format!("{} s old", now - t),
                None => "none".into(),
            },
        ));
        let pending: i64 = c.query_row("SELECT COUNT(*) FROM outbox WHERE status = 'queued'", [], |r| r.get(0))?;
        out.push(("outbox pending".into(), pending.to_string()));
        Ok(out)
    }

    /// The observers of a game: (address, language), by address.
    fn observers_of(&self, game: &str) -> Result<Vec<(String, String)>> {
        let mut stmt = self
            .conn()
            .prepare_cached("SELECT address, lang FROM observers WHERE game_id = CAST(?1 AS TEXT) ORDER BY address")?;
        let rows = stmt.query_map([game], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn observers_allowed(&self, game: &str) -> Result<bool> {
        Ok(cached_row(
            self.conn(),
            "SELECT observers_allowed FROM games WHERE id = ?1",
            [game],
            |r| r.get::<_, i64>(0),
        )? != 0)
    }

    /// Games in which `address` plays: (id, kind, status, side).
    fn games_of(&self, address: &str) -> Result<Vec<(String, String, String, u8)>> {
        let mut stmt = self.conn().prepare_cached(
            "SELECT g.id, g.kind, g.status, CASE WHEN g.first_player = p.id THEN 1 ELSE 2 END FROM games g \
             JOIN players p ON p.id IN (g.first_player, g.second_player) WHERE p.address = ?1 ORDER BY g.created_at, g.id",
        )?;
        let rows = stmt.query_map([address.to_ascii_lowercase()], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
        })?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// A challenge: (from_player, to_address, kind, spec, status).
    fn challenge(&self, id: i64) -> Result<Option<ChallengeRow>> {
        Ok(cached_row(
            self.conn(),
            "SELECT from_player, to_address, kind, spec, status FROM challenges WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .optional()?)
    }

    /// Every outgoing mail tied to a game, as (game, Message-ID), handed to
    /// `each` in the order it was queued: one pass over the outbox, which
    /// has no index by game (schema version 8), and never the mails
    /// themselves, nor a list of them in memory.
    fn outbox_ids(&self, each: &mut dyn FnMut(&str, &str)) -> Result<()> {
        let mut stmt = self
            .conn()
            .prepare_cached("SELECT game_id, message_id FROM outbox WHERE game_id IS NOT NULL ORDER BY id")?;
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            let game = r.get_ref(0)?.as_str().map_err(rusqlite::Error::from)?;
            let id = r.get_ref(1)?.as_str().map_err(rusqlite::Error::from)?;
            each(game, id);
        }
        Ok(())
    }

    /// Error replies sent to `address` at or after `since`.
    fn error_replies_since(&self, address: &str, since: i64) -> Result<u64> {
        let n: i64 = cached_row(
            self.conn(),
            "SELECT COUNT(*) FROM error_replies WHERE address = ?1 AND at >= ?2",
            params![address, since],
            |r| r.get(0),
        )?;
        Ok(n as u64)
    }
}

impl Queries for Tx<'_> {
    fn conn(&self) -> &Connection {
        &self.tx
    }
}

impl Queries for Reader<'_> {
    fn conn(&self) -> &Connection {
        self.conn
    }
}

const GAME_COLUMNS: &str = "id, kind, mode, first_player, second_player, status, created_at, updated_at, \
     snapshot, head_n, head_hash, last_message_id";
/// A queued message's columns, its parcel's sealed bytes standing for its
/// own `raw` when it is in one (read from [`OUTBOX_JOIN`]). A parcel found
/// missing leaves the row's empty `raw`, which then fails to open.
const OUTBOX_COLUMNS: &str = "o.id, o.game_id, o.recipient, o.envelope_from, o.message_id, \
     COALESCE(p.sealed, o.raw), o.status, o.attempts, o.next_attempt_at, o.last_error, o.created_at, \
     o.parcel_start, o.parcel_len";
const OUTBOX_JOIN: &str = "outbox o LEFT JOIN outbox_parcels p ON p.id = o.parcel_id";

fn player_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<PlayerRow> {
    Ok(PlayerRow {
        id: r.get(0)?,
        address: r.get(1)?,
        name: r.get(2)?,
        lang: r.get(3)?,
        timezone: r.get(4)?,
        vacation_year: r.get(5)?,
        vacation_used: r.get(6)?,
    })
}

fn game_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<GameRow> {
    Ok(GameRow {
        id: r.get(0)?,
        kind: r.get(1)?,
        mode: r.get(2)?,
        first_player: r.get(3)?,
        second_player: r.get(4)?,
        status: r.get(5)?,
        created_at: r.get(6)?,
        updated_at: r.get(7)?,
        snapshot: r.get(8)?,
        head_n: r.get::<_, i64>(9)? as u64,
        head_hash: r.get(10)?,
        last_message_id: r.get(11)?,
    })
}

fn outbox_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<OutboxRow> {
    Ok(OutboxRow {
        id: r.get(0)?,
        game_id: r.get(1)?,
        recipient: r.get(2)?,
        envelope_from: r.get(3)?,
        message_id: r.get(4)?,
        raw: r.get(5)?,
        status: r.get(6)?,
        attempts: r.get(7)?,
        next_attempt_at: r.get(8)?,
        last_error: r.get(9)?,
        created_at: r.get(10)?,
        part: match (r.get::<_, Option<i64>>(11)?, r.get::<_, Option<i64>>(12)?) {
            // A negative place cannot be in a parcel: make it one that is
            // refused when the message is opened, rather than fail the read.
            (Some(start), Some(len)) => Some((
                u64::try_from(start).unwrap_or(u64::MAX),
                u64::try_from(len).unwrap_or(u64::MAX),
            )),
            _ => None,
        },
    })
}

impl Tx<'_> {
    /// Set a fact about the database as a whole (see [`Queries::meta`]).
    pub fn set_meta(&self, key: &str, value: &str) -> Result<()> {
        self.tx.execute(
            "INSERT INTO meta (key, value) VALUES (?1, ?2) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            params![key, value],
        )?;
        Ok(())
    }

    /// Insert or update a player by address; returns the id.
    pub fn upsert_player(&self, address: &str, name: &str, lang: &str, now: i64) -> Result<i64> {
        self.upsert_player_tz(address, name, lang, "UTC", now)
    }

    /// Insert or update a player; `timezone` applies to a new player only
    /// (a player's own TIMEZONE choice is kept).
    pub fn upsert_player_tz(&self, address: &str, name: &str, lang: &str, timezone: &str, now: i64) -> Result<i64> {
        let address = address.to_ascii_lowercase();
        self.tx.execute(
            "INSERT INTO players (address, name, lang, timezone, created_at) VALUES (?1, ?2, ?3, ?4, ?5) \
             ON CONFLICT(address) DO UPDATE SET name = excluded.name, lang = excluded.lang",
            params![address, name, lang, timezone, now],
        )?;
        Ok(self
            .tx
            .query_row("SELECT id FROM players WHERE address = ?1", [address], |r| r.get(0))?)
    }

    pub fn insert_game(&self, g: &GameRow) -> Result<()> {
        self.tx.execute(
            &format!("INSERT INTO games ({GAME_COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"),
            params![
                g.id,
                g.kind,
                g.mode,
                g.first_player,
                g.second_player,
                g.status,
                g.created_at,
                g.updated_at,
                g.snapshot,
                g.head_n as i64,
                g.head_hash,
                g.last_message_id
            ],
        )?;
        Ok(())
    }

    /// Move a game's chain head from event `from_n`, as it was read, to
    /// `head_n`, with the snapshot taken there. Fails, and so rolls back
    /// the events appended for the move, if the stored head is no longer
    /// `from_n`: with [`Tx::append_event`]'s primary key, this keeps each
    /// game's events numbered 1, 2, ... without a gap.
    #[allow(clippy::too_many_arguments)]
    pub fn update_game(
        &self,
        id: &str,
        from_n: u64,
        status: &str,
        snapshot: &Snapshot,
        head_n: u64,
        head: &[u8],
        next_due: Option<i64>,
        now: i64,
    ) -> Result<()> {
        let n = self.tx.execute(
            "UPDATE games SET status = ?2, snapshot = ?3, head_n = ?4, head_hash = ?5, next_due = ?6, updated_at = ?7 WHERE id = ?1 AND head_n = ?8",
            params![id, status, snapshot, head_n as i64, head, next_due, now, from_n as i64],
        )?;
        if n != 1 {
            let at: Option<i64> = self
                .tx
                .query_row("SELECT head_n FROM games WHERE id = ?1", [id], |r| r.get(0))
                .optional()?;
            return Err(StoreError::new(match at {
                None => format!("no game {id}"),
                Some(at) => {
                    format!("game {id}: events out of order (moving the head from event {from_n}, but it is at {at})")
                }
            }));
        }
        Ok(())
    }

    /// When the game's clock next needs `tick` (None: never).
    pub fn set_next_due(&self, id: &str, next_due: Option<i64>) -> Result<()> {
        self.tx
            .execute("UPDATE games SET next_due = ?2 WHERE id = ?1", params![id, next_due])?;
        Ok(())
    }

    pub fn set_timezone(&self, player: i64, tz: &str) -> Result<()> {
        self.tx
            .execute("UPDATE players SET timezone = ?2 WHERE id = ?1", params![player, tz])?;
        Ok(())
    }

    /// Charge `secs` of vacation to a player in `year`.
    pub fn charge_vacation(&self, player: i64, year: i64, secs: i64) -> Result<()> {
        self.tx.execute(
            "UPDATE players SET vacation_used = CASE WHEN vacation_year = ?2 THEN vacation_used + ?3 ELSE ?3 END, \
             vacation_year = ?2 WHERE id = ?1",
            params![player, year, secs],
        )?;
        Ok(())
    }

    /// Make `player` play `side` (1 or 2) in a game.
    pub fn set_game_player(&self, id: &str, side: u8, player: i64) -> Result<()> {
        let col = if side == 1 { "first_player" } else { "second_player" };
        self.tx.execute(
            &format!("UPDATE games SET {col} = ?2 WHERE id = ?1"),
            params![id, player],
        )?;
        Ok(())
    }

    pub fn set_thread(&self, id: &str, message_id: &str) -> Result<()> {
        self.tx.execute(
            "UPDATE games SET last_message_id = ?2 WHERE id = ?1",
            params![id, message_id],
        )?;
        Ok(())
    }

    /// Append event `n` of a game. The primary key refuses a number
    /// already taken; the caller appends head_n + 1, ... and then moves the
    /// head with [`Tx::update_game`], which refuses a head that moved since
    /// it was read (one index lookup fewer per event than reading the
    /// largest number here: the head is checked once per decision).
    pub fn append_event(&self, game: &str, n: u64, bytes: &[u8], head: &[u8], at: i64) -> Result<()> {
        if n == 0 {
            return Err(StoreError::new(format!("game {game}: events are numbered from 1")));
        }
        self.tx.execute(
            "INSERT INTO events (game_id, n, bytes, head, at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game, n as i64, bytes, head, at],
        )?;
        Ok(())
    }

    /// Store a raw message; `None` if a message with this key was stored
    /// before (so it is processed once).
    pub fn insert_inbox(&self, key: &str, raw: &[u8], now: i64) -> Result<Option<i64>> {
        let n = self.tx.execute(
            "INSERT INTO inbox (message_key, raw, received_at, status) VALUES (?1, ?2, ?3, 'new') \
             ON CONFLICT(message_key) DO NOTHING",
            params![key, raw, now],
        )?;
        if n == 0 {
            return Ok(None);
        }
        Ok(Some(self.tx.last_insert_rowid()))
    }

    /// Is a stored message still waiting to be processed?
    pub fn inbox_unfinished(&self, id: i64) -> Result<bool> {
        let status: Option<String> = self
            .tx
            .query_row("SELECT status FROM inbox WHERE id = ?1", [id], |r| r.get(0))
            .optional()?;
        Ok(status.as_deref() == Some("new"))
    }

    /// Record the result of a message that is still unfinished; `false` if
    /// another delivery finished it first (then nothing is changed).
    pub fn finish_inbox(&self, id: i64, status: &str, game: Option<&str>, result: &str) -> Result<bool> {
        let n = self.tx.execute(
            "UPDATE inbox SET status = ?2, game_id = ?3, result = ?4 WHERE id = ?1 AND status = 'new'",
            params![id, status, game, result],
        )?;
        Ok(n == 1)
    }

    pub fn set_inbox_result(&self, id: i64, status: &str, game: Option<&str>, result: &str) -> Result<()> {
        self.tx.execute(
            "UPDATE inbox SET status = ?2, game_id = ?3, result = ?4 WHERE id = ?1",
            params![id, status, game, result],
        )?;
        Ok(())
    }

    pub fn enqueue(&self, m: &NewOutbox<'_>, now: i64) -> Result<i64> {
        let (parcel, start, len) = match m.part {
            Some((parcel, start, len)) => (
                Some(parcel),
                Some(i64::try_from(start).map_err(|_| StoreError::new("parcel offset out of range"))?),
                Some(i64::try_from(len).map_err(|_| StoreError::new("parcel length out of range"))?),
            ),
            None => (None, None, None),
        };
        self.tx.execute(
            "INSERT INTO outbox (game_id, recipient, envelope_from, message_id, raw, created_at, status, next_attempt_at, \
             parcel_id, parcel_start, parcel_len) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'queued', ?6, ?7, ?8, ?9)",
            params![m.game_id, m.recipient, m.envelope_from, m.message_id, m.raw, now, parcel, start, len],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    /// Store a parcel, the sealed mails of one decision
    /// ([`crate::keys::sealed::seal_parcel`]); returns its id, for the
    /// messages [`Tx::enqueue`]d in it.
    pub fn add_parcel(&self, sealed: &[u8]) -> Result<i64> {
        self.tx
            .execute("INSERT INTO outbox_parcels (sealed) VALUES (?1)", params![sealed])?;
        Ok(self.tx.last_insert_rowid())
    }

    /// Make every queued message due now (`send --retry-now`).
    pub fn retry_now(&self) -> Result<usize> {
        Ok(self
            .tx
            .execute("UPDATE outbox SET next_attempt_at = 0 WHERE status = 'queued'", [])?)
    }

    /// Claim a due message for one delivery attempt: its next attempt is
    /// moved to `until`, only if it is still queued and due at `now`.
    /// `false`: another `send` claimed or finished it first.
    pub fn claim_outbox(&self, id: i64, now: i64, until: i64) -> Result<bool> {
        let n = self.tx.execute(
            "UPDATE outbox SET next_attempt_at = ?3 WHERE id = ?1 AND status = 'queued' AND next_attempt_at <= ?2",
            params![id, now, until],
        )?;
        Ok(n == 1)
    }

    pub fn mark_sent(&self, id: i64) -> Result<()> {
        self.tx.execute(
            "UPDATE outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL WHERE id = ?1",
            [id],
        )?;
        Ok(())
    }

    /// Record a failed attempt; `retry_at` None marks it permanently failed.
    pub fn mark_attempt_failed(&self, id: i64, error: &str, retry_at: Option<i64>) -> Result<()> {
        match retry_at {
            Some(t) => self.tx.execute(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ?2, next_attempt_at = ?3 WHERE id = ?1",
                params![id, error, t],
            )?,
            None => self.tx.execute(
                "UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?2 WHERE id = ?1",
                params![id, error],
            )?,
        };
        Ok(())
    }

    pub fn put_secret(&self, game: &str, side: u8, root: &[u8], sealed: &[u8]) -> Result<()> {
        self.tx.execute(
            "INSERT INTO secrets (game_id, side, root, sealed) VALUES (?1, ?2, ?3, ?4)",
            params![game, side, root, sealed],
        )?;
        Ok(())
    }

    pub fn record_bounce(
        &self,
        address: &str,
        at: i64,
        status: Option<&str>,
        permanent: bool,
        inbox_id: i64,
    ) -> Result<()> {
        self.tx.execute(
            "INSERT INTO bounces (address, at, status, permanent, inbox_id) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![address.to_ascii_lowercase(), at, status, permanent as i64, inbox_id],
        )?;
        Ok(())
    }

    /// Benchmarks only: make `n` copies of game `template` (its row, its
    /// log and its snapshot, with the id replaced), the first `due` of them
    /// due for `tick` at `now`, the others ten days later.
    pub fn bench_clone_games(&self, template: &str, n: usize, due: usize, now: i64) -> Result<()> {
        let mut games = self.tx.prepare(&format!(
            "INSERT INTO games ({GAME_COLUMNS}, next_due) SELECT ?2, kind, mode, first_player, second_player, status, \
             created_at, updated_at, replace(snapshot, '\"id\":\"' || id || '\"', '\"id\":\"' || ?2 || '\"'), \
             head_n, head_hash, last_message_id, ?3 FROM games WHERE id = ?1"
        ))?;
        let mut events = self.tx.prepare(
            "INSERT INTO events (game_id, n, bytes, head, at) SELECT ?2, n, bytes, head, at FROM events WHERE game_id = ?1",
        )?;
        for i in 0..n {
            let id = format!("{template}-b{i}");
            let next_due = if i < due { now - 1 } else { now + 10 * 86_400 };
            games.execute(params![template, id, next_due])?;
            events.execute(params![template, id])?;
        }
        Ok(())
    }

    pub fn add_observer(&self, game: &str, address: &str, lang: &str, now: i64) -> Result<bool> {
        let n = self.tx.execute(
            "INSERT INTO observers (game_id, address, since, lang) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING",
            params![game, address.to_ascii_lowercase(), now, lang],
        )?;
        Ok(n == 1)
    }

    pub fn remove_observer(&self, game: &str, address: &str) -> Result<bool> {
        let n = self.tx.execute(
            "DELETE FROM observers WHERE game_id = ?1 AND address = ?2",
            params![game, address.to_ascii_lowercase()],
        )?;
        Ok(n == 1)
    }

    pub fn set_observers_allowed(&self, game: &str, allowed: bool) -> Result<()> {
        self.tx.execute(
            "UPDATE games SET observers_allowed = ?2 WHERE id = ?1",
            params![game, allowed as i64],
        )?;
        Ok(())
    }

    pub fn insert_challenge(
        &self,
        from_player: i64,
        to_address: &str,
        kind: &str,
        spec: &str,
        now: i64,
    ) -> Result<i64> {
        self.tx.execute(
            "INSERT INTO challenges (from_player, to_address, kind, spec, created_at, status) VALUES (?1, ?2, ?3, ?4, ?5, 'open')",
            params![from_player, to_address.to_ascii_lowercase(), kind, spec, now],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    pub fn close_challenge(&self, id: i64, status: &str, game: Option<&str>) -> Result<()> {
        self.tx.execute(
            "UPDATE challenges SET status = ?2, game_id = ?3 WHERE id = ?1",
            params![id, status, game],
        )?;
        Ok(())
    }

    pub fn record_error_reply(&self, address: &str, at: i64) -> Result<()> {
        self.tx.execute(
            "INSERT INTO error_replies (address, at) VALUES (?1, ?2)",
            params![address, at],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_sync_is_set_and_unset() {
        let dir = tempfile::tempdir().unwrap();
        let s = Store::create(&dir.path().join("t.db"), BUSY_TIMEOUT).unwrap();
        let level = |s: &Store| -> i64 { s.conn.query_row("PRAGMA synchronous", [], |r| r.get(0)).unwrap() };
        assert_eq!(level(&s), 1, "NORMAL by default");
        s.set_full_sync(true).unwrap();
        assert_eq!(level(&s), 2, "FULL");
        s.set_full_sync(false).unwrap();
        assert_eq!(level(&s), 1);
    }

    fn game_row(id: &str, p1: i64, p2: i64) -> GameRow {
        GameRow {
            id: id.into(),
            kind: "strand".into(),
            mode: "held".into(),
            first_player: p1,
            second_player: p2,
            status: "play".into(),
            created_at: 1,
            updated_at: 1,
            snapshot: Snapshot::Text("{}".into()),
            head_n: 0,
            head_hash: vec![0; 32],
            last_message_id: None,
        }
    }

    #[test]
    fn players_games_events_round_trip() {
        let mut s = Store::open_in_memory().unwrap();
        s.write(|tx| -> Result<()> {
            let a = tx.upsert_player("Alice@Example.org", "Alice", "en", 1)?;
            let b = tx.upsert_player("bob@example.org", "Bob", "fr", 1)?;
            assert_eq!(tx.upsert_player("alice@example.org", "Alice B", "en", 2)?, a);
            tx.insert_game(&game_row("strand-1", a, b))?;
            tx.append_event("strand-1", 1, b"e1", &[1; 32], 5)?;
            tx.append_event("strand-1", 2, b"e2", &[2; 32], 6)?;
            Ok(())
        })
        .unwrap();
        let r = s.read();
        assert_eq!(
            r.player_by_address("ALICE@example.org").unwrap().unwrap().name,
            "Alice B"
        );
        assert_eq!(r.events("strand-1").unwrap().len(), 2);
        assert_eq!(r.next_game_number("strand").unwrap(), 2);
    }

    #[test]
    fn events_must_be_appended_in_order() {
        let mut s = Store::open_in_memory().unwrap();
        let snap = Snapshot::Text("{}".into());
        s.write(|tx| -> Result<()> {
            let a = tx.upsert_player("a@x", "A", "en", 1)?;
            tx.insert_game(&game_row("strand-1", a, a))?;
            tx.append_event("strand-1", 1, b"e1", &[1; 32], 1)?;
            tx.update_game("strand-1", 0, "play", &snap, 1, &[1; 32], None, 1)
        })
        .unwrap();
        // A number already taken.
        let err = s
            .write(|tx| tx.append_event("strand-1", 1, b"again", &[0; 32], 2))
            .unwrap_err();
        assert!(
            err.message.contains("UNIQUE") || err.message.contains("constraint"),
            "{err}"
        );
        // A head moved from where it no longer is: the events appended for
        // the move are rolled back with it.
        let err = s
            .write(|tx| -> Result<()> {
                tx.append_event("strand-1", 3, b"e3", &[3; 32], 2)?;
                tx.update_game("strand-1", 2, "play", &snap, 3, &[3; 32], None, 2)
            })
            .unwrap_err();
        assert!(
            err.message.contains("out of order") && err.message.contains("at 1"),
            "{err}"
        );
        let err = s
            .write(|tx| tx.update_game("strand-9", 0, "play", &snap, 1, &[1; 32], None, 2))
            .unwrap_err();
        assert!(err.message.contains("no game strand-9"), "{err}");
        assert!(s
            .write(|tx| tx.append_event("strand-1", 0, b"e0", &[0; 32], 2))
            .is_err());
        let r = s.read();
        assert_eq!(
            r.events("strand-1").unwrap().iter().map(|e| e.n).collect::<Vec<_>>(),
            vec![1]
        );
        assert_eq!(r.game("strand-1").unwrap().unwrap().head_n, 1);
    }

    #[test]
    fn a_game_created_with_its_first_event_can_be_rolled_back_whole() {
        let mut s = Store::open_in_memory().unwrap();
        let err = s
            .write(|tx| -> Result<()> {
                let a = tx.upsert_player("a@x", "A", "en", 1)?;
                tx.insert_game(&game_row("strand-1", a, a))?;
                tx.append_event("strand-1", 1, b"e", &[0; 32], 1)?;
                // Taken: the whole transaction goes.
                tx.append_event("strand-1", 1, b"e", &[0; 32], 1)
            })
            .unwrap_err();
        assert!(!err.message.is_empty());
        assert!(s.read().game("strand-1").unwrap().is_none());
        assert!(s.read().events("strand-1").unwrap().is_empty());
    }

    /// A database file on disk and two connections to it: the one under
    /// test, and another that sees only what is committed.
    fn two_connections() -> (tempfile::TempDir, Store, Store) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let s = Store::create(&path, BUSY_TIMEOUT).unwrap();
        let other = Store::open(&path).unwrap();
        (dir, s, other)
    }

    /// The inbox's message keys, in order.
    fn keys(s: &Store) -> Vec<String> {
        s.read().inbox().unwrap().into_iter().map(|m| m.message_key).collect()
    }

    #[test]
    fn a_batch_commits_its_writes_together_and_a_failed_write_alone_is_undone() {
        let (_dir, mut s, other) = two_connections();
        s.begin_batch().unwrap();
        assert!(s.begin_batch().is_err(), "no batch inside a batch");
        s.write(|tx| tx.insert_inbox("<m1@x>", b"one", 1)).unwrap();
        let failed: Result<()> = s.write(|tx| {
            tx.insert_inbox("<m2@x>", b"two", 2)?;
            Err(StoreError::new("refused"))
        });
        assert!(failed.is_err());
        s.write(|tx| tx.insert_inbox("<m3@x>", b"three", 3)).unwrap();
        assert_eq!(keys(&s), ["<m1@x>", "<m3@x>"], "the failed write alone is undone");
        assert!(
            keys(&other).is_empty(),
            "nothing is visible to another connection before the commit"
        );
        s.end_batch(true).unwrap();
        assert_eq!(keys(&other), ["<m1@x>", "<m3@x>"]);
        assert!(s.end_batch(true).is_err(), "no batch is open");

        s.begin_batch().unwrap();
        s.write(|tx| tx.insert_inbox("<m4@x>", b"four", 4)).unwrap();
        s.end_batch(false).unwrap();
        assert_eq!(keys(&s), ["<m1@x>", "<m3@x>"], "a batch rolled back leaves nothing");
        // Outside a batch, each write is its own transaction again.
        s.write(|tx| tx.insert_inbox("<m5@x>", b"five", 5)).unwrap();
        assert_eq!(keys(&other), ["<m1@x>", "<m3@x>", "<m5@x>"]);
    }

    #[test]
    fn a_batchs_savepoints_are_prepared_once_and_a_write_that_cannot_be_undone_sinks_the_batch() {
        let (_dir, mut s, other) = two_connections();
        s.begin_batch().unwrap();
        for i in 0..5 {
            s.write(|tx| tx.insert_inbox(&format!("<m{i}@x>"), b"one", 1)).unwrap();
        }
        let _: Result<()> = s.write(|_| Err(StoreError::new("refused")));
        for sql in ["SAVEPOINT batch_item", "RELEASE batch_item", "ROLLBACK TO batch_item"] {
            let st = s.conn.prepare_cached(sql).unwrap();
            assert_eq!(st.get_status(rusqlite::StatementStatus::RePrepare), 0, "{sql}");
        }
        assert_eq!(
            s.conn
                .prepare_cached("SAVEPOINT batch_item")
                .unwrap()
                .get_status(rusqlite::StatementStatus::Run),
            6
        );
        s.end_batch(true).unwrap();
        assert_eq!(keys(&other).len(), 5);

        // A write whose savepoint is gone by the time it fails cannot be
        // undone: the batch, earlier writes included, is not committed.
        s.begin_batch().unwrap();
        s.write(|tx| tx.insert_inbox("<good@x>", b"good", 2)).unwrap();
        let failed: Result<()> = s.write(|tx| {
            tx.insert_inbox("<half@x>", b"half", 3)?;
            tx.tx.0.execute_batch("RELEASE batch_item")?;
            Err(StoreError::new("refused"))
        });
        assert!(failed.is_err());
        let err = s.end_batch(true).unwrap_err();
        assert!(err.to_string().contains("rolled back"), "{err}");
        assert_eq!(
            keys(&other).len(),
            5,
            "neither the half write nor the good one is committed"
        );
        assert_eq!(keys(&s).len(), 5);
        // The store goes on.
        s.begin_batch().unwrap();
        s.write(|tx| tx.insert_inbox("<after@x>", b"after", 4)).unwrap();
        s.end_batch(true).unwrap();
        assert_eq!(keys(&other).len(), 6);
    }

    #[test]
    fn an_unguarded_batch_writes_without_savepoints_and_a_failed_write_spoils_it_whole() {
        let (_dir, mut s, other) = two_connections();
        let savepoints = |s: &Store| {
            s.conn
                .prepare_cached("SAVEPOINT batch_item")
                .unwrap()
                .get_status(rusqlite::StatementStatus::Run)
        };
        // No failure: committed together, without a savepoint.
        s.begin_batch_unguarded().unwrap();
        assert!(s.begin_batch().is_err(), "no batch inside a batch");
        for i in 0..3 {
            s.write(|tx| tx.insert_inbox(&format!("<m{i}@x>"), b"one", 1)).unwrap();
        }
        assert!(!s.batch_spoiled());
        assert!(keys(&other).is_empty(), "nothing visible before the commit");
        s.end_batch(true).unwrap();
        assert_eq!(keys(&other).len(), 3);
        assert_eq!(savepoints(&s), 0);

        // A failed write cannot be undone alone: the batch is spoiled, the
        // writes after it still run, and the commit rolls it all back.
        s.begin_batch_unguarded().unwrap();
        s.write(|tx| tx.insert_inbox("<good@x>", b"good", 2)).unwrap();
        let failed: Result<()> = s.write(|tx| {
            tx.insert_inbox("<half@x>", b"half", 3)?;
            Err(StoreError::new("refused"))
        });
        assert!(failed.is_err());
        assert!(s.batch_spoiled());
        s.write(|tx| tx.insert_inbox("<later@x>", b"later", 4)).unwrap();
        let err = s.end_batch(true).unwrap_err();
        assert!(err.to_string().contains("rolled back"), "{err}");
        assert!(!s.batch_spoiled(), "no batch is open");
        assert_eq!(keys(&other).len(), 3, "nothing of the spoiled batch is committed");
        assert_eq!(keys(&s).len(), 3);

        // A write that panics spoils it too; rolled back on request, the
        // store goes on, and the next batch starts clean.
        s.begin_batch_unguarded().unwrap();
        s.write(|tx| tx.insert_inbox("<before@x>", b"before", 5)).unwrap();
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _: Result<()> = s.write(|tx| {
                tx.insert_inbox("<panicked@x>", b"panicked", 6)?;
                panic!("a bug");
            });
        }));
        assert!(caught.is_err());
        assert!(s.batch_spoiled());
        s.end_batch(false).unwrap();
        assert_eq!(keys(&s).len(), 3);
        s.begin_batch_unguarded().unwrap();
        assert!(!s.batch_spoiled());
        s.write(|tx| tx.insert_inbox("<after@x>", b"after", 7)).unwrap();
        s.end_batch(true).unwrap();
        assert_eq!(keys(&other), ["<m0@x>", "<m1@x>", "<m2@x>", "<after@x>"]);
        // Outside a batch, a failed write is its own transaction's: nothing
        // is spoiled.
        let _: Result<()> = s.write(|_| Err(StoreError::new("refused")));
        assert!(!s.batch_spoiled());
        assert_eq!(savepoints(&s), 0);
    }

    #[test]
    fn a_short_lived_connection_keeps_its_log_short_and_leaves_it_on_close() {
        // The same writes with SQLite's checkpoint interval and with the
        // short one; the log file grows to its longest run of pages.
        let wal_after = |short: bool| -> (u64, bool, usize) {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("t.db");
            let mut s = Store::create(&path, BUSY_TIMEOUT).unwrap();
            if short {
                s.short_lived().unwrap();
                let pages: i64 = s.conn.query_row("PRAGMA wal_autocheckpoint", [], |r| r.get(0)).unwrap();
                assert_eq!(pages, i64::from(SHORT_LIVED_CHECKPOINT));
            }
            let body = vec![b'x'; 3000];
            for i in 0..400 {
                s.write(|tx| tx.insert_inbox(&format!("<m{i}@example.org>"), &body, 1_700_000_000))
                    .unwrap();
            }
            let wal_len = || {
                std::fs::metadata(dir.path().join("t.db-wal"))
                    .map(|m| m.len())
                    .unwrap_or(0)
            };
            let wal = wal_len();
            drop(s);
            let left = wal_len() > 0;
            // Everything committed is there for the next process.
            let s = Store::open(&path).unwrap();
            let n: i64 = s
                .conn
                .query_row("SELECT COUNT(*) FROM inbox", [], |r| r.get(0))
                .unwrap();
            (wal, left, n as usize)
        };
        let frame = 4096 + 24;
        let (short_wal, short_left, short_rows) = wal_after(true);
        let (long_wal, long_left, long_rows) = wal_after(false);
        assert_eq!((short_rows, long_rows), (400, 400));
        assert!(
            short_left,
            "the log is left to the next process, not checkpointed away on close"
        );
        assert!(
            !long_left,
            "a connection of a long process checkpoints and removes the log as it closes"
        );
        assert!(
            short_wal < 200 * frame,
            "short-lived log of {} pages",
            short_wal / frame
        );
        assert!(long_wal > 400 * frame, "default log of {} pages", long_wal / frame);
    }

    #[test]
    fn a_long_process_checkpoints_past_sqlites_interval() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = Store::create(&dir.path().join("t.db"), BUSY_TIMEOUT).unwrap();
        let pragma =
            |s: &Store, name: &str| -> i64 { s.conn.query_row(&format!("PRAGMA {name}"), [], |r| r.get(0)).unwrap() };
        assert_eq!(pragma(&s, "wal_autocheckpoint"), i64::from(CHECKPOINT_PAGES));
        // About 1,500 pages of commits: past SQLite's own 1,000, short of ours.
        let body = vec![b'x'; 3000];
        for i in 0..1500 {
            s.write(|tx| tx.insert_inbox(&format!("<m{i}@example.org>"), &body, 1_700_000_000))
                .unwrap();
        }
        let frames = std::fs::metadata(dir.path().join("t.db-wal")).unwrap().len() / (4096 + 24);
        assert!(frames > 1200, "the log was checkpointed at {frames} pages");
        assert!(frames < u64::from(CHECKPOINT_PAGES));
    }

    #[test]
    fn temporary_storage_and_savepoint_journals_stay_in_memory() {
        let dir = tempfile::tempdir().unwrap();
        let s = Store::create(&dir.path().join("t.db"), BUSY_TIMEOUT).unwrap();
        let mode: i64 = s.conn.query_row("PRAGMA temp_store", [], |r| r.get(0)).unwrap();
        assert_eq!(mode, 2, "MEMORY");
    }

    #[test]
    fn an_unsynced_write_commits_and_leaves_full_sync_set() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = Store::create(&dir.path().join("t.db"), BUSY_TIMEOUT).unwrap();
        let level = |s: &Store| -> i64 { s.conn.query_row("PRAGMA synchronous", [], |r| r.get(0)).unwrap() };
        s.set_full_sync(true).unwrap();
        let seen = s
            .write_unsynced(|tx| -> Result<i64> {
                tx.insert_inbox("<m1@x>", b"one", 1)?;
                Ok(tx.query_row("PRAGMA synchronous", [], |r| r.get(0))?)
            })
            .unwrap();
        assert_eq!(seen, 1, "NORMAL for that commit");
        assert_eq!(level(&s), 2, "FULL again after it");
        let failed: Result<()> = s.write_unsynced(|_| Err(StoreError::new("refused")));
        assert!(failed.is_err());
        assert_eq!(level(&s), 2, "FULL again after a failed one");
        assert_eq!(
            Store::create(&dir.path().join("t.db"), BUSY_TIMEOUT)
                .unwrap()
                .read()
                .inbox()
                .unwrap()
                .len(),
            1
        );
        s.set_full_sync(false).unwrap();
        s.write_unsynced(|tx| tx.insert_inbox("<m2@x>", b"two", 2)).unwrap();
        assert_eq!(level(&s), 1, "NORMAL stays NORMAL");
    }

    #[test]
    fn inbox_deduplicates_by_key() {
        let mut s = Store::open_in_memory().unwrap();
        let first = s.write(|tx| tx.insert_inbox("<m1@x>", b"raw", 1)).unwrap();
        let second = s.write(|tx| tx.insert_inbox("<m1@x>", b"raw again", 2)).unwrap();
        assert!(first.is_some());
        assert!(second.is_none());
        assert_eq!(s.read().inbox().unwrap().len(), 1);
    }

    #[test]
    fn an_outbox_row_is_claimed_once() {
        let mut s = Store::open_in_memory().unwrap();
        let id = s
            .write(|tx| {
                tx.enqueue(
                    &NewOutbox {
                        game_id: None,
                        recipient: "a@x",
                        envelope_from: "r@x",
                        message_id: "m@x",
                        part: None,
                        raw: b"hi",
                    },
                    10,
                )
            })
            .unwrap();
        assert!(s.write(|tx| tx.claim_outbox(id, 10, 610)).unwrap());
        assert!(
            !s.write(|tx| tx.claim_outbox(id, 10, 610)).unwrap(),
            "claimed by the first"
        );
        assert!(s.read().outbox_due(609, 10).unwrap().is_empty());
        // The claimer died: due again after the claim.
        assert!(s.write(|tx| tx.claim_outbox(id, 610, 1210)).unwrap());
        s.write(|tx| tx.mark_sent(id)).unwrap();
        assert!(
            !s.write(|tx| tx.claim_outbox(id, 5000, 5600)).unwrap(),
            "sent: never claimed again"
        );
    }

    #[test]
    fn outbox_retry_and_failure() {
        let mut s = Store::open_in_memory().unwrap();
        let id = s
            .write(|tx| {
                tx.enqueue(
                    &NewOutbox {
                        game_id: None,
                        recipient: "a@x",
                        envelope_from: "r@x",
                        message_id: "m@x",
                        part: None,
                        raw: b"hi",
                    },
                    10,
                )
            })
            .unwrap();
        assert_eq!(s.read().outbox_due(10, 10).unwrap().len(), 1);
        s.write(|tx| tx.mark_attempt_failed(id, "down", Some(100))).unwrap();
        assert!(s.read().outbox_due(50, 10).unwrap().is_empty());
        assert_eq!(s.read().outbox_due(100, 10).unwrap().len(), 1);
        s.write(|tx| tx.mark_attempt_failed(id, "550 no such user", None))
            .unwrap();
        let all = s.read().outbox_all().unwrap();
        assert_eq!(all[0].status, "failed");
        assert_eq!(all[0].attempts, 2);
    }

    #[test]
    fn mail_queued_before_parcels_is_still_read_after_the_upgrade() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v6.db");
        {
            let mut conn = Connection::open(&path).unwrap();
            migrate::run_list(&mut conn, &MIGRATIONS[..6]).unwrap();
            conn.execute(
                "INSERT INTO outbox (game_id, recipient, envelope_from, message_id, raw, created_at, status, next_attempt_at) \
                 VALUES ('g-1', 'a@x', 'r@x', 'm@x', X'0102', 10, 'queued', 10)",
                [],
            )
            .unwrap();
        }
        let s = Store::open(&path).unwrap();
        let v: u32 = s
            .read()
            .conn()
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(v, LATEST_VERSION);
        let due = s.read().outbox_due(10, 10).unwrap();
        assert_eq!(due.len(), 1);
        assert_eq!((due[0].raw.as_slice(), due[0].part), (&[1u8, 2][..], None));
        // Version 8 drops the index by game that version 6 made; the
        // outbox is still read by game, in one pass.
        let index: i64 = s
            .read()
            .conn()
            .query_row(
                "SELECT COUNT(*) FROM sqlite_master WHERE name = 'outbox_game'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(index, 0);
        let mut seen = vec![];
        s.read()
            .outbox_ids(&mut |g, m| seen.push((g.to_string(), m.to_string())))
            .unwrap();
        assert_eq!(seen, [("g-1".to_string(), "m@x".to_string())]);
    }

    #[test]
    fn messages_in_a_parcel_are_read_with_the_parcel_and_their_place() {
        let mut s = Store::open_in_memory().unwrap();
        let new = |to: &'static str, part| NewOutbox {
            game_id: Some("g-1"),
            recipient: to,
            envelope_from: "r@x",
            message_id: to,
            part,
            raw: b"",
        };
        let (alone, first, second) = s
            .write(|tx| -> Result<(i64, i64, i64)> {
                let alone = tx.enqueue(
                    &NewOutbox {
                        raw: b"own",
                        ..new("c@x", None)
                    },
                    10,
                )?;
                let parcel = tx.add_parcel(b"sealed parcel")?;
                let first = tx.enqueue(&new("a@x", Some((parcel, 0, 5))), 10)?;
                let second = tx.enqueue(&new("b@x", Some((parcel, 5, 7))), 10)?;
                Ok((alone, first, second))
            })
            .unwrap();
        let due = s.read().outbox_due(10, 10).unwrap();
        let got: Vec<_> = due.iter().map(|m| (m.id, m.raw.as_slice(), m.part)).collect();
        assert_eq!(
            got,
            vec![
                (alone, b"own".as_slice(), None),
                (first, b"sealed parcel".as_slice(), Some((0, 5))),
                (second, b"sealed parcel".as_slice(), Some((5, 7)))
            ]
        );
        assert_eq!(s.read().outbox_all().unwrap(), due);
        // Sending one leaves the other due, with its parcel.
        s.write(|tx| tx.mark_sent(first)).unwrap();
        let due = s.read().outbox_due(10, 10).unwrap();
        assert_eq!(due.iter().map(|m| m.id).collect::<Vec<_>>(), vec![alone, second]);
        assert_eq!(due[1].raw, b"sealed parcel");
    }
    #[test]
    fn cached_statements_are_not_prepared_again() {
        let mut s = Store::open_in_memory().unwrap();
        let sqls = ["SELECT address, lang FROM observers WHERE game_id = CAST(?1 AS TEXT) ORDER BY address"];
        for game in ["g-1", "g-2", "g-3", "g-4"] {
            s.write(|tx| -> Result<()> {
                let _ = tx.observers_of(game)?;
                Ok(())
            })
            .unwrap();
        }
        for sql in sqls {
            let st = s.conn.prepare_cached(sql).unwrap();
            // The store's own statement, run once per game.
            assert_eq!(st.get_status(rusqlite::StatementStatus::Run), 4, "{sql}");
            assert_eq!(st.get_status(rusqlite::StatementStatus::RePrepare), 0, "{sql}");
        }
        // The trap itself: the bare parameter is prepared again.
        let bare = "SELECT COALESCE(MAX(n), 0) + 1 FROM events WHERE game_id = ?1";
        for game in ["g-1", "g-2", "g-3"] {
            let _: i64 = s
                .conn
                .prepare_cached(bare)
                .unwrap()
                .query_row([game], |r| r.get(0))
                .unwrap();
        }
        assert!(
            s.conn
                .prepare_cached(bare)
                .unwrap()
                .get_status(rusqlite::StatementStatus::RePrepare)
                > 0
        );
    }
}
