//! The imperative shell: the only code that combines the store, the key
//! file, the clock, randomness and mail transports with the pure core.
//!
//! Every incoming message goes through [`Service::ingest`]: stored raw
//! first (a failure there is temporary, so the MTA retries), then processed
//! in one write transaction that appends the events, updates the snapshot,
//! keeps any secret and queues the replies, or does nothing at all.

use crate::compose::{self, Head};
pub use crate::exit::Kind;
use crate::games::any::{GameKind, OptionsSpec};
use crate::games::Side;
use crate::keys::msgid::{MailId, Purpose};
use crate::keys::KeyFile;
use crate::mail::inbound::{self, Inbound};
use crate::mail::outbound::{self, OutMail};
use crate::mail::transport::Transport;
use crate::protocol::{self, encode::hex_encode};
use crate::referee::account::AccountCommand;
use crate::referee::state::{side_num, HeldArmy};
use crate::referee::{self, command, Event, GameState, MailPlan, NewGame};
use crate::store::{GameRow, NewOutbox, PlayerRow, Queries, Snapshot as StoredSnapshot, Store, StoreError, Tx};
use crate::transcript::{self, Transcript};
use crate::views::Lang;
use std::fmt;
use std::path::{Path, PathBuf};

pub use crate::mail::DEFAULT_MAX_MESSAGE_BYTES;
pub use notes::{Note, Reply};

mod notes;

/// Default `max_commands` per mail.
pub const DEFAULT_MAX_COMMANDS: usize = 100;

/// The referee's settings.
#[derive(Clone, Debug)]
pub struct Config {
    pub db: PathBuf,
    pub key_file: PathBuf,
    /// The referee's address, e.g. `referee@example.org`; replies go to
    /// `referee+TOKEN@example.org`.
    pub address: String,
    /// Display name on outgoing mail.
    pub name: String,
    /// At most this many error replies per address per hour.
    pub error_replies_per_hour: u64,
    /// How long to wait for another process's write before giving up
    /// (temporarily: `ingest` then exits 75).
    pub busy_timeout: std::time::Duration,
    /// When set, a command is accepted only if the message carries an
    /// `Authentication-Results` header from this authserv-id (our own mail
    /// server) with `dkim=pass` for the sender's domain.
    pub require_dkim_from: Option<String>,
    /// Reminder schedule: seconds before a deadline (e.g. 24 h and 2 h).
    pub reminders: Vec<i64>,
    /// Each player's yearly vacation allowance, in days.
    pub vacation_days: i64,
    /// The time zone of players who have not chosen one (IANA name).
    pub default_timezone: String,
    /// Who may challenge by mail (`NEW ... WITH ...`): `anyone`, `none`, or
    /// a list of addresses and `@domain`s.
    pub challenges: String,
    /// Sync to the disk the commit that finishes each message (and every
    /// other commit but the one that first stores a raw message), before
    /// it is acknowledged (`durability = "full"`, the default), so that a
    /// power cut never loses a message already acknowledged to the MTA or
    /// moved to `cur/`; `normal` syncs at checkpoints only.
    /// docs/PERFORMANCE.md gives the cost of each.
    pub full_sync: bool,
    /// A message larger than this (in bytes) is not read whole: only its
    /// header is kept, and a registered sender is told it is too large.
    pub max_message_bytes: usize,
    /// At most this many command lines of one mail are read; the rest are
    /// not applied, and the reply says so.
    pub max_commands: usize,
    /// `poll` (Maildir or IMAP) commits this many messages at once (one
    /// transaction, one sync with `durability = "full"`), and only then
    /// moves them to `cur/` or marks them on the server; 1 gives each
    /// message transactions of its own.
    pub poll_batch: usize,
}

/// How many messages `poll` takes in per transaction by default.
pub const DEFAULT_POLL_BATCH: usize = 25;

impl Config {
    /// Settings with the defaults for everything but the paths and address.
    pub fn new(db: PathBuf, key_file: PathBuf, address: &str) -> Config {
        Config {
            db,
            key_file,
            address: address.to_string(),
            name: "Estafette referee".into(),
            error_replies_per_hour: 5,
            busy_timeout: std::time::Duration::from_secs(20),
            require_dkim_from: None,
            reminders: vec![24 * 3600, 2 * 3600],
            vacation_days: 45,
            default_timezone: "UTC".into(),
            challenges: "none".into(),
            full_sync: true,
            max_message_bytes: DEFAULT_MAX_MESSAGE_BYTES,
            max_commands: DEFAULT_MAX_COMMANDS,
            poll_batch: DEFAULT_POLL_BATCH,
        }
    }
}

/// A shell failure, of a [`Kind`] that gives its exit status
/// ([`Kind::Temporary`] ones are worth retrying: 75).
#[derive(Debug)]
pub struct Error {
    pub kind: Kind,
    pub message: String,
}

impl Error {
    /// A failure of `kind`.
    pub fn of(kind: Kind, msg: impl Into<String>) -> Error {
        Error {
            kind,
            message: msg.into(),
        }
    }

    /// Whether the same operation may succeed later, unchanged.
    pub fn is_temporary(&self) -> bool {
        self.kind.is_temporary()
    }

    pub fn new(msg: impl Into<String>) -> Error {
        Error {
            kind: Kind::Failed,
            message: msg.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

impl From<StoreError> for Error {
    fn from(e: StoreError) -> Error {
        Error {
            kind: e.kind,
            message: e.message,
        }
    }
}

impl From<String> for Error {
    fn from(e: String) -> Error {
        Error::new(e)
    }
}

pub type Result<T> = std::result::Result<T, Error>;

/// What `ingest` did with a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ingested {
    /// Seen before (same Message-ID or same bytes): nothing done.
    Duplicate,
    /// Stored and handled; the text says how.
    Handled { status: String, summary: String },
    /// Stored, but processing failed unexpectedly; kept as `failed`.
    Failed(String),
}

/// What [`Service::send_report`] did.
#[derive(Clone, Debug, Default)]
pub struct SendReport {
    /// Mails handed over.
    pub sent: usize,
    /// Mails kept for a later try (each is in `failures`).
    pub later: usize,
    /// Mails given up on (each is in `failures`).
    pub failed: usize,
    /// Each mail that was not handed over, in the order tried.
    pub failures: Vec<SendFailure>,
}

/// A mail [`Service::send_report`] could not hand over.
#[derive(Clone, Debug)]
pub struct SendFailure {
    pub recipient: String,
    pub game: Option<String>,
    pub reason: String,
    /// Kept in the outbox for a later try.
    pub temporary: bool,
}

impl SendReport {
    fn failure(&mut self, m: &crate::store::OutboxRow, reason: String, temporary: bool) {
        if temporary {
            self.later += 1;
        } else {
            self.failed += 1;
        }
        self.failures.push(SendFailure {
            recipient: m.recipient.clone(),
            game: m.game_id.clone(),
            reason,
            temporary,
        });
    }
}

/// A player for `new`.
#[derive(Clone, Debug)]
pub struct PlayerSpec {
    pub address: String,
    pub name: String,
    pub lang: String,
}

pub struct Service {
    pub config: Config,
    pub store: Store,
    key: KeyFile,
    /// The clock, injected so tests and the demo control time.
    pub now: Box<dyn Fn() -> i64>,
    /// The source of fresh 32-byte seeds (the system's random generator;
    /// tests inject a fixed sequence to get golden mails).
    pub seeds: Box<dyn FnMut() -> std::result::Result<[u8; 32], String>>,
    /// States of the games this service decided last (see [`StateCache`]).
    states: StateCache,
    /// What `run` logs of each message taken in, when kept (see [`Note`]).
    notes: Option<Vec<Note>>,
}

/// The states of games decided by this process, kept between messages so
/// that the next move of a game is decided without reading, opening and
/// parsing its snapshot again (`poll`, `run`).
///
/// A state is kept with the head of the log it is the state of, and used
/// only while the stored game is still at that head: the head hashes the
/// whole log, and the state is the log replayed, so any change by another
/// process or a transaction that was rolled back (which leave the store at
/// another head) makes the kept state miss, never wrong. It is kept as a
/// snapshot would load it ([`GameState::settled`]), so a decision made
/// from it is the one made from the snapshot. Blind games are not kept.
/// At most [`StateCache::CAPACITY`] games; a full cache drops one to make
/// room.
#[derive(Default)]
pub(crate) struct StateCache {
    states: std::collections::HashMap<String, ([u8; 32], GameState)>,
}

impl StateCache {
    /// About 1,000 games of L'Attaque, the largest state, hold 10 MB.
    pub(crate) const CAPACITY: usize = 1024;

    /// The kept state of `row`'s game, if it is the state at its head
    /// (taken out: it is put back once the next one is decided).
    fn take(&mut self, row: &GameRow) -> Option<GameState> {
        let (head, st) = self.states.remove(&row.id)?;
        (st.n == row.head_n && head[..] == row.head_hash[..]).then_some(st)
    }

    /// Keep `st`, the state at log head `head`.
    fn keep(&mut self, st: GameState, head: [u8; 32]) {
        if st.mode == "blind" || st.blind.is_some() {
            return;
        }
        if self.states.len() >= Self::CAPACITY && !self.states.contains_key(&st.id) {
            if let Some(any) = self.states.keys().next().cloned() {
                self.states.remove(&any);
            }
        }
        self.states.insert(st.id.clone(), (head, st.settled()));
    }

    fn get(&self, game: &str) -> Option<&GameState> {
        self.states.get(game).map(|(_, st)| st)
    }
}

fn system_seed() -> std::result::Result<[u8; 32], String> {
    crate::keys::keyfile::fresh_seed().map_err(|e| e.to_string())
}

fn system_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// Make the database and its key file ready, or check that they are: the
/// key file (mode 0600, never overwritten) is created only beside a
/// database without games, since a new key cannot read the games already
/// there. Succeeds only when the database and the key file belong together.
pub fn init(config: &Config) -> Result<()> {
    let mut store = Store::create(&config.db, config.busy_timeout).map_err(Error::from)?;
    let key_exists = std::fs::symlink_metadata(&config.key_file).is_ok();
    if !key_exists {
        let r = store.read();
        let games = r.game_heads()?.len();
        if games > 0 || r.meta("key_check")?.is_some() {
            return Err(Error::of(
                Kind::Config,
                format!(
                    "the database {} has {games} game(s) but its key file {} does not exist: restore the key \
                     file from your backup, or name it with --key-file (`init` makes a new key only for a \
                     database without games: a new key cannot read the games already there)",
                    config.db.display(),
                    config.key_file.display()
                ),
            ));
        }
        KeyFile::generate(&config.key_file).map_err(|e| Error::of(Kind::CantCreate, e.to_string()))?;
    }
    let key = load_key(config)?;
    bind_key(&mut store, &key, config)
}

/// A game named that is not in the database: an input that does not
/// exist (66), as a missing file is.
fn no_game(game: &str) -> Error {
    Error::of(
        Kind::NoInput,
        format!("no game '{game}' in this database (`estafette list` shows the games)"),
    )
}

/// The key file, or an error that says what is wrong with it and the fix.
pub(crate) fn load_key(config: &Config) -> Result<KeyFile> {
    use crate::keys::SecretError as S;
    KeyFile::load(&config.key_file).map_err(|e| {
        let path = config.key_file.display();
        let message = match &e {
            S::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound => format!(
                "the key file {path} does not exist: name the database's key file with --key-file \
                 (or ESTAFETTE_KEY_FILE, or key_file in estafette.toml), or restore it from your backup"
            ),
            S::BadKeyFile { .. } => format!("{e}: restore the key file from your backup"),
            // Wrong mode: the message says which and gives the `chmod`.
            _ => e.to_string(),
        };
        Error::of(Kind::Config, message)
    })
}

/// Tie the key file to the database. A database that knows its key's
/// check value ([`KeyFile::check`]) refuses any other key file; one made
/// before it kept that value learns it, once a sealed snapshot of one of
/// its games opens with the key.
fn bind_key(store: &mut Store, key: &KeyFile, config: &Config) -> Result<()> {
    let check = key.check();
    let wrong = || {
        Error::of(
            Kind::Config,
            format!(
                "the key file {} is not the key of the database {}: name the database's own key file \
                 with --key-file, or restore it from your backup",
                config.key_file.display(),
                config.db.display()
            ),
        )
    };
    match store.read().meta("key_check")? {
        Some(known) if known == check => return Ok(()),
        Some(_) => return Err(wrong()),
        None => {}
    }
    let games = store.read().games()?;
    if let Some(row) = games
        .iter()
        .find(|g| !matches!(&g.snapshot, StoredSnapshot::Text(t) if !t.starts_with("sealed:")))
    {
        if load_state_reader(&store.read(), key, row).is_err() {
            return Err(wrong());
        }
    }
    store.write(|tx| tx.set_meta("key_check", &check))?;
    Ok(())
}

impl Service {
    /// Open the database and its key file, refusing a key file that is not
    /// the database's own.
    pub fn open(config: Config) -> Result<Service> {
        let mut store = Store::open_with_timeout(&config.db, config.busy_timeout)?;
        let key = load_key(&config)?;
        bind_key(&mut store, &key, &config)?;
        // Its Message-IDs are this database's own.
        let key = key.for_instance(&store.read().meta("instance")?.unwrap_or_default());
        store.set_full_sync(config.full_sync)?;
        Ok(Service {
            config,
            store,
            key,
            now: Box::new(system_now),
            seeds: Box::new(system_seed),
            states: StateCache::default(),
            notes: None,
        })
    }

    /// Refuse to compose mail without the referee's address (78): the
    /// command line checks it first, with the ways to set it.
    fn can_compose(&self) -> Result<()> {
        match self.config.address.rsplit_once('@') {
            Some((local, domain)) if !local.is_empty() && !domain.is_empty() => Ok(()),
            _ => Err(Error::of(
                Kind::Config,
                format!(
                    "the referee's address '{}' is not a mail address: mail cannot be composed without one",
                    self.config.address
                ),
            )),
        }
    }

    /// The address a player replies to for a game.
    pub fn reply_address(&self, game: &str, side: Side) -> Result<String> {
        let tok = protocol::token::make(&self.key.token_key(), game, side_num(side))
            .map_err(|e| Error::new(format!("token: {e}")))?;
        let (local, domain) = address_parts(&self.config.address);
        Ok(format!("{local}+{tok}@{domain}"))
    }

    /// Create a game and queue the invitations. Returns the game id.
    pub fn new_game(
        &mut self,
        kind: GameKind,
        spec: OptionsSpec,
        players: [PlayerSpec; 2],
        first_to_move: Option<Side>,
        clock: Option<crate::referee::clock::TimeControl>,
    ) -> Result<String> {
        self.new_game_mode(kind, spec, players, first_to_move, clock, "held")
    }

    /// [`Service::new_game`] in a given mode (`held` or `blind`).
    pub fn new_game_mode(
        &mut self,
        kind: GameKind,
        spec: OptionsSpec,
        players: [PlayerSpec; 2],
        first_to_move: Option<Side>,
        clock: Option<crate::referee::clock::TimeControl>,
        mode: &str,
    ) -> Result<String> {
        self.can_compose()?;
        let now = (self.now)();
        let key = self.key.clone();
        let config = self.config.clone();
        let Service { store, seeds, .. } = self;
        store.write(|tx| {
            create_game(
                tx,
                &config,
                &key,
                &mut **seeds,
                kind,
                spec,
                players,
                first_to_move,
                clock,
                mode,
                now,
            )
        })
    }

    /// Take in one raw message, as an MTA pipe or `poll` hands it over.
    ///
    /// A message over `max_message_bytes` is not parsed nor kept whole:
    /// only its header is (the caller need hand over no more than the limit
    /// plus one byte), and it is refused as too large.
    pub fn ingest(&mut self, raw: &[u8]) -> Result<Ingested> {
        self.can_compose()?;
        let now = (self.now)();
        let limit = self.config.max_message_bytes;
        let oversized = raw.len() > limit;
        let header;
        let (kept, parsed) = if oversized {
            header = header_of(raw);
            (&header[..], inbound::parse(&header))
        } else {
            (raw, inbound::parse(raw))
        };
        let key = match &parsed {
            Ok(m) => match &m.message_id {
                Some(id) if !id.trim().is_empty() => format!("<{}>", id.trim()),
                _ if oversized => format!(
                    "sha256:{}",
                    hex_encode(&sha256(&raw[..raw.len().min(limit.saturating_add(1))]))
                ),
                _ => format!("sha256:{}", m.fingerprint),
            },
            Err(_) => format!("sha256:{}", hex_encode(&sha256(raw))),
        };
        let pending = self.pending_note(&parsed);
        // Stored sealed: a raw message may hold an army.
        let sealed = crate::keys::sealed::seal_mail(self.key.master(), "inbox", kept).map_err(|e| Error {
            kind: Kind::Temporary,
            message: format!("sealing the message: {e}"),
        })?;
        // A message seen before is a duplicate, unless it was stored but
        // never finished (a temporary failure or a crash after storing it):
        // then this delivery processes it. Whoever finishes it first wins;
        // every final write checks that it is still unfinished.
        // Not synced on its own under `full`: the MTA (or the Maildir file)
        // still holds the message until the synced commit that finishes it.
        let id = match self.store.write_unsynced(|tx| -> Result<Option<i64>> {
            match tx.insert_inbox(&key, &sealed, now)? {
                Some(id) => Ok(Some(id)),
                None => Ok(tx
                    .inbox_status(&key)?
                    .filter(|(_, status)| status == "new")
                    .map(|(id, _)| id)),
            }
        })? {
            Some(id) => id,
            None => {
                self.note(pending, None, &Ingested::Duplicate, now);
                return Ok(Ingested::Duplicate);
            }
        };
        // Stored: from here on nothing reaches the MTA but exit 0, even a
        // bug; the message stays in the inbox marked failed for the operator.
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            if oversized {
                self.too_large(id, parsed, raw.len(), now)
            } else {
                self.process(id, parsed, now)
            }
        }));
        let failed = match outcome {
            Ok(Ok(done)) => {
                self.note(pending, Some(id), &done, now);
                return Ok(done);
            }
            Ok(Err(e)) if e.is_temporary() => {
                // Leave it `new`: `estafette retry` or the next poll picks it up.
                let msg = format!("temporary failure, will retry: {e}");
                // Only while it is still unfinished: another delivery of the
                // same message may have finished it meanwhile, and setting a
                // finished message back to `new` would have it processed
                // twice (the second time refused, with a second reply).
                let _ = self.store.write(|tx| tx.finish_inbox(id, "new", None, &msg));
                return Err(e);
            }
            Ok(Err(e)) => e.message,
            Err(panic) => format!(
                "internal error: {}",
                panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default()
            ),
        };
        self.store.write(|tx| tx.finish_inbox(id, "failed", None, &failed))?;
        let failed = Ingested::Failed(failed);
        self.note(pending, Some(id), &failed, now);
        Ok(failed)
    }

    /// Run `f` with every write it makes through this service grouped in
    /// one transaction (see [`Store::begin_batch`]): committed when `f`
    /// returns, rolled back whole if `f` panics or the commit fails.
    pub fn batch<T>(&mut self, f: impl FnOnce(&mut Service) -> T) -> Result<T> {
        self.run_batch(true, f)?.ok_or_else(|| Error {
            kind: Kind::Temporary,
            message: "a guarded batch was spoiled".into(),
        })
    }

    /// Run `f` in a batch, guarded (a savepoint per write) or not, and
    /// commit it; `None` when an unguarded batch was spoiled, which is then
    /// rolled back (a guarded one with a write that could not be undone
    /// fails to commit instead).
    fn run_batch<T>(&mut self, guarded: bool, f: impl FnOnce(&mut Service) -> T) -> Result<Option<T>> {
        let temporary = |what: &str, e: StoreError| Error {
            kind: Kind::Temporary,
            message: format!("{what}: {e}"),
        };
        let begun = if guarded {
            self.store.begin_batch()
        } else {
            self.store.begin_batch_unguarded()
        };
        begun.map_err(|e| Error {
            kind: Kind::Temporary,
            message: e.to_string(),
        })?;
        let noted = self.notes_len();
        let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(self)));
        if out.is_err() || self.store.batch_spoiled() {
            // Rolled back below: its messages are taken in again later.
            self.forget_notes_after(noted);
        }
        match out {
            Ok(_) if !guarded && self.store.batch_spoiled() => {
                self.store
                    .end_batch(false)
                    .map_err(|e| temporary("rolling back a batch", e))?;
                Ok(None)
            }
            Ok(value) => {
                if let Err(e) = self.store.end_batch(true) {
                    self.forget_notes_after(noted);
                    return Err(temporary("committing a batch", e));
                }
                Ok(Some(value))
            }
            Err(panic) => {
                let _ = self.store.end_batch(false);
                std::panic::resume_unwind(panic)
            }
        }
    }

    /// [`Service::batch`] without a savepoint for each write
    /// ([`Store::begin_batch_unguarded`]), for work that can be done again
    /// from the start: `f` must stop as soon as
    /// [`Service::batch_spoiled`] says a write failed (its half could not
    /// be undone alone). The batch is then rolled back whole and `f` runs
    /// again in a guarded batch, where each write is undone alone, so the
    /// end is the same as [`Service::batch`]'s; a failure costs the batch
    /// done twice, and the usual case a copy of every page each write
    /// changes less.
    pub fn batch_unguarded<T>(&mut self, mut f: impl FnMut(&mut Service) -> T) -> Result<T> {
        match self.run_batch(false, &mut f)? {
            Some(value) => Ok(value),
            None => self.batch(f),
        }
    }

    /// Whether a write of the open unguarded batch failed: see
    /// [`Service::batch_unguarded`].
    pub fn batch_spoiled(&self) -> bool {
        self.store.batch_spoiled()
    }

    /// A message over `max_message_bytes`: recorded (its header only) as
    /// refused, and a registered sender told, unless it must not be
    /// answered; error replies are rate limited as usual.
    fn too_large(
        &mut self,
        id: i64,
        parsed: std::result::Result<Inbound, inbound::InboundError>,
        size: usize,
        now: i64,
    ) -> Result<Ingested> {
        let config = self.config.clone();
        let key = self.key.clone();
        let limit = config.max_message_bytes;
        let summary = format!("too large: over {limit} bytes (max_message_bytes); only its header was kept");
        let Ok(msg) = parsed else {
            return finish(&mut self.store, id, |_| Ok(done("rejected", None, summary)));
        };
        let own = vec![config.address.clone()];
        let answer = msg.must_not_answer(&own).is_none();
        let plain = Plain {
            config: &config,
            key: &key,
            msg: &msg,
            now,
        };
        finish(&mut self.store, id, |tx| {
            let Some(sender) = msg.from.as_deref() else {
                return Ok(done("rejected", None, summary));
            };
            if answer && tx.player_by_address(sender)?.is_some() {
                let text = format!(
                    "Your mail (subject \"{}\") is too large for the referee: it takes mail of at most {limit} bytes and yours had more{}. Nothing in it was read or applied.\n\nSend your commands again in a plain mail, without attachments, above the quoted text.",
                    msg.subject.chars().take(100).collect::<String>(),
                    if size > limit.saturating_add(1) { format!(" ({size} bytes)") } else { String::new() },
                );
                plain.reply(tx, sender, "message too large", &text, true)?;
            }
            Ok(done("rejected", None, format!("{summary}; from {sender}")))
        })
    }

    fn process(
        &mut self,
        id: i64,
        parsed: std::result::Result<Inbound, inbound::InboundError>,
        now: i64,
    ) -> Result<Ingested> {
        let config = self.config.clone();
        let key = self.key.clone();
        let mut msg = match parsed {
            Ok(m) => m,
            Err(e) => {
                return finish(&mut self.store, id, |_| {
                    Ok(done("ignored", None, format!("unreadable message: {e}")))
                })
            }
        };
        // Only the first max_commands lines are read (so the decision, the
        // reply and the inbox record stay small); the rest are refused.
        let lines = msg.commands.len();
        let too_many = (lines > self.config.max_commands).then(|| command::CommandError {
            line: format!(
                "(the {} lines after the first {})",
                lines - self.config.max_commands,
                self.config.max_commands
            ),
            message: format!(
                "too many commands in one mail: at most {} are read, so these were not applied",
                self.config.max_commands
            ),
        });
        msg.commands.truncate(self.config.max_commands);
        // Every path below writes what it does (bounce records, replies,
        // a new game) in the same transaction that finishes the message, so
        // a crash can neither lose those writes nor make them twice.
        if let inbound::Kind::Bounce {
            recipients,
            status,
            permanent,
        } = &msg.kind
        {
            return finish(&mut self.store, id, |tx| {
                let summary = record_bounce(tx, &config, &key, id, recipients, status.as_deref(), *permanent, now)?;
                Ok(done("bounce", None, summary))
            });
        }
        let own = vec![self.config.address.clone()];
        if let Some(reason) = msg.must_not_answer(&own) {
            return finish(&mut self.store, id, |_| {
                Ok(done("ignored", None, format!("not answered: {reason}")))
            });
        }
        let Some(sender) = msg.from.clone() else {
            return finish(&mut self.store, id, |_| {
                Ok(done("ignored", None, "no sender address".into()))
            });
        };
        // Find a valid token.
        let token_key = self.key.token_key();
        let mut found = None;
        let mut haystack: Vec<String> = msg.recipients.clone();
        haystack.push(msg.subject.clone());
        'outer: for h in &haystack {
            for cand in protocol::token::find_in(h) {
                if let Ok(t) = protocol::token::check(&token_key, &cand) {
                    found = Some(t);
                    break 'outer;
                }
            }
        }
        let plain = Plain {
            config: &config,
            key: &key,
            msg: &msg,
            now,
        };
        let Some((game_id, player)) = found else {
            match referee::account::parse(&msg.commands) {
                Ok(Some(cmd)) if !matches!(cmd, AccountCommand::Accept | AccountCommand::Decline) => {
                    return finish(&mut self.store, id, |tx| {
                        Ok(done("applied", None, account(tx, &plain, &sender, cmd)?))
                    });
                }
                Err(e) => {
                    return finish(&mut self.store, id, |tx| {
                        if sender_lang(tx, &sender, &msg)? == "fr" {
                            let detail = crate::french::explain(challenged_kind(&msg.commands), &e);
                            plain.reply(
                                tx,
                                &sender,
                                "commande non comprise",
                                &format!("Votre commande n'a pas été comprise : {detail}"),
                                true,
                            )?;
                        } else {
                            plain.reply(
                                tx,
                                &sender,
                                "not understood",
                                &format!("Your command was not understood: {e}"),
                                true,
                            )?;
                        }
                        Ok(done(
                            "rejected",
                            None,
                            format!("bad account command from {sender}: {e}"),
                        ))
                    });
                }
                _ => {}
            }
            return finish(&mut self.store, id, |tx| {
                if let Some(pl) = tx.player_by_address(&sender)? {
                    if pl.lang == "fr" {
                        let text = "Votre courrier est parvenu à l'arbitre sans jeton de partie valide : rien n'a été appliqué.\n\nRépondez au dernier courrier que l'arbitre vous a envoyé pour cette partie (son adresse de réponse porte le jeton), avec vos commandes au-dessus du texte cité.";
                        plain.reply(tx, &sender, "pas de jeton de partie", text, true)?;
                    } else {
                        let text = "Your mail reached the referee without a valid game token, so nothing was applied.\n\nReply to the last mail the referee sent you for that game (its reply address carries the token), with your commands above the quoted text.";
                        plain.reply(tx, &sender, "no game token", text, true)?;
                    }
                }
                Ok(done("rejected", None, format!("no valid game token (from {sender})")))
            });
        };
        if let Some(n) = game_id.strip_prefix("ch-") {
            let n: i64 = n.parse().map_err(|_| Error::new("bad challenge id"))?;
            let Service { store, seeds, .. } = self;
            return finish(store, id, |tx| {
                let (status, summary) = answer_challenge(tx, &plain, &mut **seeds, &sender, n, player)?;
                Ok((status, None, summary))
            });
        }
        let side = if player == 1 { Side::First } else { Side::Second };
        let config = self.config.clone();
        let key = self.key.clone();
        let (commands, perr) = command::parse(&msg.commands);
        let perr = perr.or(too_many);
        let seeds = [
            (self.seeds)().map_err(|e| Error {
                kind: Kind::Temporary,
                message: e,
            })?,
            (self.seeds)().map_err(|e| Error {
                kind: Kind::Temporary,
                message: e,
            })?,
        ];
        let in_reply_to = msg.message_id.clone();
        let states = &mut self.states;
        self.store.write(|tx| -> Result<Ingested> {
            if !tx.inbox_unfinished(id)? {
                // Another delivery of the same message finished it meanwhile.
                return Ok(Ingested::Duplicate);
            }
            let Some(row) = tx.game(&game_id)? else {
                tx.set_inbox_result(id, "rejected", None, &format!("token for unknown game {game_id}"))?;
                return Ok(Ingested::Handled { status: "rejected".into(), summary: format!("unknown game {game_id}") });
            };
            let pid = if side == Side::First { row.first_player } else { row.second_player };
            let player_row = tx.player(pid)?.ok_or_else(|| Error::new("player row missing"))?;
            if !player_row.address.eq_ignore_ascii_case(&sender) {
                // A valid token from another address: refuse, and tell the
                // registered address.
                let st = load_state(tx, &key, &row)?;
                let plan = MailPlan {
                    to: side,
                    paras: vec![referee::Para::Rejected {
                        applied: vec![],
                        failed: "(whole mail)".into(),
                        reason: format!(
                            "a mail for this game carrying your reply token came from {sender}, not from your registered address; nothing was applied. If it was you, write from {}.",
                            player_row.address
                        ),
                        not_applied: msg.commands.clone(),
                    }],
                    transcript: false,
                    is_error: true,
                };
                if rate_ok(tx, &config, &player_row.address, now)? {
                    queue_mails(tx, &config, &key, &st, &[plan], &head_of(&row), in_reply_to.as_deref().map(|r| (side, r)), id, now)?;
                }
                let summary = format!("refused: token for {} used by {sender}", player_row.address);
                tx.set_inbox_result(id, "rejected", Some(&game_id), &summary)?;
                return Ok(Ingested::Handled { status: "rejected".into(), summary });
            }
            if let Some(authserv) = &config.require_dkim_from {
                if !dkim_passes(&msg, authserv, &sender) {
                    let st = load_state(tx, &key, &row)?;
                    let plan = MailPlan {
                        to: side,
                        paras: vec![referee::Para::NotAuthenticated { sender: sender.clone() }],
                        transcript: false,
                        is_error: true,
                    };
                    if rate_ok(tx, &config, &player_row.address, now)? {
                        queue_mails(tx, &config, &key, &st, &[plan], &head_of(&row), None, id, now)?;
                    }
                    let summary = format!("refused: no dkim=pass from {authserv} for {sender}");
                    tx.set_inbox_result(id, "rejected", Some(&game_id), &summary)?;
                    return Ok(Ingested::Handled { status: "rejected".into(), summary });
                }
            }
            let st = match states.take(&row) {
                Some(st) => st,
                None => load_state(tx, &key, &row)?,
            };
            // The sender's row was read above; the opponent's now.
            let opponent = tx.player(if side == Side::First { row.second_player } else { row.first_player })?;
            let opponent = opponent.ok_or_else(|| Error::new("player row missing"))?;
            let (p_first, p_second) = if side == Side::First { (player_row, opponent) } else { (opponent, player_row) };
            let sender_row = if side == Side::First { &p_first } else { &p_second };
            let year = year_of(now);
            let left = |p: &crate::store::PlayerRow| config.vacation_days * 86_400 - if p.vacation_year == year { p.vacation_used } else { 0 };
            let ctx = referee::Ctx {
                now,
                seeds,
                vacation_left: [left(&p_first), left(&p_second)],
                timezones: [p_first.timezone.clone(), p_second.timezone.clone()],
            };
            let d = referee::decide::decide_owned(st, side, &commands, perr.as_ref(), &ctx);
            if let Some((s, tz)) = &d.timezone {
                let pid = if *s == Side::First { row.first_player } else { row.second_player };
                tx.set_timezone(pid, tz)?;
            }
            if let Some((s, secs)) = d.vacation_charged {
                let pid = if s == Side::First { row.first_player } else { row.second_player };
                tx.charge_vacation(pid, year, secs)?;
            }
            let mut d = d;
            if d.failure.is_some() && !rate_ok(tx, &config, &sender_row.address, now)? {
                d.mails.retain(|p| !p.is_error);
            }
            // The players' rows as read above, unless the decision changed
            // them (a time zone, vacation used).
            let unchanged = [p_first, p_second];
            let known: &[PlayerRow] = if d.timezone.is_none() && d.vacation_charged.is_none() { &unchanged } else { &[] };
            let (after, _, head) = commit_decision(tx, &config, &key, &row, known, &mut d, in_reply_to.as_deref().map(|r| (side, r)), id, now)?;
            states.keep(after, head);
            let status = if d.failure.is_some() { "rejected" } else { "applied" };
            let summary = d.summary();
            tx.set_inbox_result(id, status, Some(&game_id), &summary)?;
            Ok(Ingested::Handled { status: status.into(), summary })
        })
    }

    /// Do what the clock calls for in every game whose next deadline event
    /// has come: reminders, late notices, losses on time. Each at most once
    /// per deadline, however late, often or concurrently `tick` runs: the
    /// due games are found through an index, and each is re-read and
    /// decided inside its own write transaction. Returns the games touched.
    pub fn tick(&mut self) -> Result<Vec<(String, String)>> {
        self.can_compose()?;
        let now = (self.now)();
        let due = self.store.read().due_games(now, 100_000)?;
        let config = self.config.clone();
        let key = self.key.clone();
        let mut done = Vec::new();
        // Games are handled in batches, one transaction each; a batch that
        // fails is retried one game at a time, so one broken game cannot
        // hold up the others' deadlines.
        for batch in due.chunks(TICK_BATCH) {
            let all = self.store.write(|tx| -> Result<Vec<(String, String)>> {
                let mut out = Vec::new();
                for id in batch {
                    if let Some(what) = tick_one(tx, &config, &key, id, now)? {
                        out.push((id.clone(), what));
                    }
                }
                Ok(out)
            });
            match all {
                Ok(v) => done.extend(v),
                Err(e) if e.is_temporary() => return Err(e),
                Err(_) => {
                    for id in batch {
                        match self.store.write(|tx| tick_one(tx, &config, &key, id, now)) {
                            Ok(Some(what)) => done.push((id.clone(), what)),
                            Ok(None) => {}
                            Err(e) if e.is_temporary() => return Err(e),
                            Err(e) => done.push((id.clone(), format!("FAILED: {e}"))),
                        }
                    }
                }
            }
        }
        Ok(done)
    }

    /// Send what is due in the outbox. Returns (sent, retried later, failed).
    pub fn send(&mut self, transport: &dyn Transport) -> Result<(usize, usize, usize)> {
        let r = self.send_report(transport)?;
        Ok((r.sent, r.later, r.failed))
    }

    /// [`Service::send`], with each mail that failed or was left for later
    /// and why.
    pub fn send_report(&mut self, transport: &dyn Transport) -> Result<SendReport> {
        let now = (self.now)();
        let due = self.store.read().outbox_due(now, 1000)?;
        let mut report = SendReport::default();
        for (i, m) in due.iter().enumerate() {
            // Claimed first, in a short transaction of its own, so that a
            // second `send` running at the same time skips it; if this run
            // dies before marking it, it is due again in CLAIM_SECONDS.
            if !self.store.write(|tx| tx.claim_outbox(m.id, now, now + CLAIM_SECONDS))? {
                continue;
            }
            let raw = match crate::keys::sealed::open_outbox(self.key.master(), &m.raw, m.part) {
                Ok(r) => r,
                Err(e) => {
                    let msg = format!("cannot open the stored message ({e}): wrong key file?");
                    self.store.write(|tx| tx.mark_attempt_failed(m.id, &msg, None))?;
                    report.failure(m, msg, false);
                    continue;
                }
            };
            let result = transport.send_raw(&m.envelope_from, std::slice::from_ref(&m.recipient), &raw);
            let unreachable = matches!(&result, Err(e) if e.temporary && e.unreachable);
            match result {
                Ok(()) => {
                    self.store.write(|tx| tx.mark_sent(m.id))?;
                    report.sent += 1;
                }
                Err(e) if e.temporary && now - m.created_at < MAX_QUEUE_LIFETIME => {
                    // Exponential backoff: 1 min, 2, 4, ... capped at 6 hours,
                    // and retried until the reply is five days old.
                    let delay = (60i64 << m.attempts.clamp(0, 9)).min(6 * 3600);
                    self.store
                        .write(|tx| tx.mark_attempt_failed(m.id, &e.message, Some(now + delay)))?;
                    report.failure(m, e.message, true);
                }
                Err(e) if e.temporary => {
                    let msg = format!(
                        "gave up after {} days in the queue: {}",
                        MAX_QUEUE_LIFETIME / 86_400,
                        e.message
                    );
                    self.store.write(|tx| tx.mark_attempt_failed(m.id, &msg, None))?;
                    report.failure(m, msg, false);
                }
                Err(e) => {
                    self.store.write(|tx| tx.mark_attempt_failed(m.id, &e.message, None))?;
                    report.failure(m, e.message, false);
                }
            }
            if unreachable {
                // The server cannot be reached: the rest would each wait for
                // the same timeout. They stay due, with no attempt counted,
                // for the next run.
                for rest in &due[i + 1..] {
                    report.failure(rest, "not tried: the mail server cannot be reached".into(), true);
                }
                break;
            }
        }
        Ok(report)
    }

    /// The referee's full state of a game, with the whole move history
    /// (for `show`, `export`): replayed from the log if the cached snapshot
    /// does not hold it.
    pub fn state(&self, game: &str) -> Result<GameState> {
        let r = self.store.read();
        let row = r.game(game)?.ok_or_else(|| no_game(game))?;
        with_history(&r, &self.key, load_state_reader(&r, &self.key, &row)?)
    }

    /// The referee's state of a game as cached, without replaying the log:
    /// its `moves` may hold only the latest moves
    /// (`GameState::history_complete`). For what needs the position, the
    /// phase or the players only.
    pub fn current_state(&self, game: &str) -> Result<GameState> {
        let r = self.store.read();
        let row = r.game(game)?.ok_or_else(|| no_game(game))?;
        load_state_reader(&r, &self.key, &row)
    }

    /// The state of `game` this service keeps in memory from its last
    /// decision, if any (see [`StateCache`]): for tests, which check it is
    /// the state the store gives.
    pub fn kept_state(&self, game: &str) -> Option<&GameState> {
        self.states.get(game)
    }

    /// The transcript of a game.
    pub fn export(&self, game: &str) -> Result<Transcript> {
        let st = self.state(game)?;
        let events = self.store.read().events(game)?;
        let log: Vec<(Vec<u8>, [u8; 32])> = events
            .into_iter()
            .map(|e| {
                let h: [u8; 32] = e.head.as_slice().try_into().unwrap_or([0; 32]);
                (e.bytes, h)
            })
            .collect();
        Ok(transcript::build(&st, &log))
    }

    /// An operator's action on a game, recorded in its log with the reason;
    /// both players are told. `new_player` is the new address for
    /// `ReplaceAddress`.
    pub fn operate(
        &mut self,
        game: &str,
        action: referee::OperatorAction,
        reason: &str,
        new_player: Option<PlayerSpec>,
    ) -> Result<String> {
        self.can_compose()?;
        let now = (self.now)();
        let config = self.config.clone();
        let key = self.key.clone();
        self.store.write(|tx| -> Result<String> {
            let row = tx.game(game)?.ok_or_else(|| no_game(game))?;
            let st = load_state(tx, &key, &row)?;
            if let referee::OperatorAction::ReplaceAddress { side, .. } = &action {
                let p = new_player
                    .as_ref()
                    .ok_or_else(|| Error::new("replacing an address needs the new address"))?;
                let other = if *side == Side::First {
                    row.second_player
                } else {
                    row.first_player
                };
                let pid = tx.upsert_player_tz(&p.address, &p.name, &p.lang, &config.default_timezone, now)?;
                if pid == other {
                    return Err(Error::new("that address plays the other side of this game"));
                }
                tx.set_game_player(game, side_num(*side), pid)?;
            }
            let mut d = referee::operate(&st, &action, reason, now)?;
            let row = tx.game(game)?.ok_or_else(|| Error::new("game vanished"))?;
            let (_, head, _) = commit_decision(tx, &config, &key, &row, &[], &mut d, None, 0, now)?;
            let names = [st.players[0].as_str(), st.players[1].as_str()];
            Ok(format!(
                "{game}: {} (log entry {})",
                d.events.first().map(|e| e.summary(names)).unwrap_or_default(),
                head.n
            ))
        })
    }

    /// Back the database up to `dest` (SQLite's online backup, safe while
    /// `run` or `ingest` write). The key file is not in it: back that up
    /// separately (see the README).
    pub fn backup(&self, dest: &Path) -> Result<()> {
        Ok(self.store.backup(dest)?)
    }

    /// Operator statistics.
    pub fn stats(&self) -> Result<Vec<(String, String)>> {
        Ok(self.store.read().stats((self.now)())?)
    }

    /// Check every game: the chain recomputed, the log replayed, the cached
    /// snapshot equal to the replay, and every outgoing mail tied to an
    /// event of the log. Returns one line per problem.
    pub fn audit(&self) -> Result<Vec<String>> {
        self.audit_with_progress(&mut |_, _| {})
    }

    /// [`Service::audit`], calling `progress(done, total)` after each game.
    /// A row that cannot be read is a problem of its game, named; only a
    /// games table or outbox that cannot be read at all stops the audit
    /// (with a [`Kind::Data`] error).
    pub fn audit_with_progress(&self, progress: &mut dyn FnMut(usize, usize)) -> Result<Vec<String>> {
        let r = self.store.read();
        let unreadable = |what: &str, e: StoreError| Error::of(Kind::Data, format!("{what} cannot be read: {e}"));
        let mut problems = Vec::new();
        // Only the games' ids and heads are held at once; each game's row
        // (with its snapshot) is read when its turn comes, so that memory
        // does not grow with the number of games.
        let games = r.game_heads().map_err(|e| unreadable("the games table", e))?;
        let total = games.len();
        // The outgoing mail first, in one pass over the outbox; its
        // problems are told with their game's, in the order queued.
        let at: std::collections::HashMap<&str, usize> =
            games.iter().enumerate().map(|(i, g)| (g.0.as_str(), i)).collect();
        let mut mail_problems: Vec<Vec<String>> = vec![Vec::new(); total];
        r.outbox_ids(&mut |game, mid| {
            if let Some(&i) = at.get(game) {
                mail_problems[i].extend(outgoing_mail_problem(&self.key, &games[i].0, games[i].1, mid));
            }
        })
        .map_err(|e| unreadable("the outbox", e))?;
        for (i, (id, _)) in games.iter().enumerate() {
            progress(i, total);
            problems.append(&mut mail_problems[i]);
            if let Err(e) = audit_game(&r, &self.key, id, &mut problems) {
                problems.push(format!("{id}: a row of this game cannot be read: {e}"));
            }
        }
        progress(total, total);
        Ok(problems)
    }
}

/// Audit one game (see [`Service::audit`]), adding its problems to
/// `problems`; an error is a row of it that cannot be read.
fn audit_game(r: &crate::store::Reader<'_>, key: &KeyFile, id: &str, problems: &mut Vec<String>) -> Result<()> {
    let Some(row) = r.game(id)? else {
        problems.push(format!("{id}: the game's row went away during the audit"));
        return Ok(());
    };
    let events = r.events(&row.id)?;
    let mut prev = protocol::log::genesis(&row.id).map_err(|e| Error::new(e.to_string()))?;
    let mut parsed = Vec::new();
    for e in &events {
        let h = protocol::log::next(&prev, e.n, &e.bytes).map_err(|e| Error::new(e.to_string()))?;
        if h.as_slice() != e.head.as_slice() {
            problems.push(format!("{}: event {} head does not match the chain", row.id, e.n));
            break;
        }
        prev = h;
        match Event::from_bytes(&e.bytes) {
            Ok(ev) => parsed.push(ev),
            Err(err) => problems.push(format!("{}: event {}: {err}", row.id, e.n)),
        }
    }
    if prev.as_slice() != row.head_hash.as_slice() || events.len() as u64 != row.head_n {
        problems.push(format!("{}: the cached head is not the head of the log", row.id));
    }
    let held = held_armies(r, key, &row.id)?;
    match GameState::replay(&parsed, held) {
        Ok(replayed) => match load_state_reader(r, key, &row) {
            Ok(cached) if cached.same_as(&replayed) => {}
            Ok(_) => problems.push(format!(
                "{}: the cached snapshot differs from a replay of the log",
                row.id
            )),
            Err(e) => problems.push(format!("{}: snapshot unreadable: {e}", row.id)),
        },
        Err(e) => problems.push(format!("{}: replay failed: {e}", row.id)),
    }
    Ok(())
}

/// Does the message carry `dkim=pass` for the sender's domain in the
/// topmost Authentication-Results header, written by our own mail server
/// (`authserv`)? Lower headers are ignored: anyone can add such a header.
fn dkim_passes(msg: &Inbound, authserv: &str, sender: &str) -> bool {
    let domain = sender
        .rsplit_once('@')
        .map(|(_, d)| d.to_ascii_lowercase())
        .unwrap_or_default();
    // Only the topmost header counts: our own server adds it last, above
    // whatever the sender wrote (which may name our server too).
    msg.auth_results
        .first()
        .filter(|a| a.authserv_id.eq_ignore_ascii_case(authserv))
        .into_iter()
        .any(|a| {
            a.dkim.iter().any(|d| {
                d.result == "pass"
                    && d.domain.as_deref().is_some_and(|dd| {
                        let dd = dd.to_ascii_lowercase();
                        dd == domain || domain.ends_with(&format!(".{dd}"))
                    })
            })
        })
}

/// The calendar year (UTC) of a Unix time.
fn year_of(t: i64) -> i64 {
    jiff::Timestamp::from_second(t)
        .map(|ts| ts.to_zoned(jiff::tz::TimeZone::UTC).year() as i64)
        .unwrap_or(1970)
}

/// The header of a raw message (up to and with the blank line that ends
/// it), at most 256 KiB of it, followed by an empty body.
fn header_of(raw: &[u8]) -> Vec<u8> {
    const MAX_HEADER: usize = 256 << 10;
    let scan = &raw[..raw.len().min(MAX_HEADER)];
    let lf = scan.windows(2).position(|w| w == b"\n\n").map(|i| i + 1);
    let crlf = scan.windows(4).position(|w| w == b"\r\n\r\n").map(|i| i + 2);
    let end = match (lf, crlf) {
        (Some(a), Some(b)) => a.min(b),
        (a, b) => a
            .or(b)
            .or_else(|| scan.iter().rposition(|&c| c == b'\n').map(|i| i + 1))
            .unwrap_or(0),
    };
    let mut out = scan[..end].to_vec();
    out.extend_from_slice(b"\r\n");
    out
}

fn sha256(b: &[u8]) -> [u8; 32] {
    use sha2::Digest;
    sha2::Sha256::digest(b).into()
}

/// What [`finish`] records: (status, game, summary).
type Outcome = (String, Option<String>, String);

fn done(status: &str, game: Option<&str>, summary: String) -> Outcome {
    (status.to_string(), game.map(str::to_string), summary)
}

/// Handle a stored message in one write transaction: `f` does the writes
/// (replies, bounce records, a new game) and the inbox row is finished with
/// its outcome; nothing is written if another delivery finished it first.
fn finish(store: &mut Store, id: i64, f: impl FnOnce(&Tx<'_>) -> Result<Outcome>) -> Result<Ingested> {
    store.write(|tx| -> Result<Ingested> {
        if !tx.inbox_unfinished(id)? {
            return Ok(Ingested::Duplicate);
        }
        let (status, game, summary) = f(tx)?;
        if !tx.finish_inbox(id, &status, game.as_deref(), &summary)? {
            return Ok(Ingested::Duplicate);
        }
        Ok(Ingested::Handled { status, summary })
    })
}

/// Create a game and queue the invitations inside `tx`. Returns its id.
#[allow(clippy::too_many_arguments)]
fn create_game(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    seeds: &mut dyn FnMut() -> std::result::Result<[u8; 32], String>,
    kind: GameKind,
    spec: OptionsSpec,
    players: [PlayerSpec; 2],
    first_to_move: Option<Side>,
    clock: Option<crate::referee::clock::TimeControl>,
    mode: &str,
    now: i64,
) -> Result<String> {
    for p in &players {
        if !p.address.contains('@') {
            return Err(Error::new(format!("'{}' is not a mail address", p.address)));
        }
    }
    if players[0].address.eq_ignore_ascii_case(&players[1].address) {
        return Err(Error::new("the two players must have different addresses"));
    }
    let first = match first_to_move {
        Some(s) => s,
        None => {
            let seed = seeds().map_err(|e| Error {
                kind: Kind::Temporary,
                message: e,
            })?;
            if seed[0] & 1 == 0 {
                Side::First
            } else {
                Side::Second
            }
        }
    };
    let number = tx.next_game_number(kind.name())?;
    let id = format!("{}-{number}", kind.name());
    let g = NewGame {
        id: id.clone(),
        kind,
        spec,
        names: [players[0].name.clone(), players[1].name.clone()],
        first_to_move: first,
        clock,
    };
    let (ev, st, mails) = referee::create_mode(&g, mode, now)?;
    let p1 = tx.upsert_player_tz(
        &players[0].address,
        &players[0].name,
        &players[0].lang,
        &config.default_timezone,
        now,
    )?;
    let p2 = tx.upsert_player_tz(
        &players[1].address,
        &players[1].name,
        &players[1].lang,
        &config.default_timezone,
        now,
    )?;
    let bytes = ev.to_bytes();
    let genesis = protocol::log::genesis(&id).map_err(|e| Error::new(e.to_string()))?;
    let head = protocol::log::next(&genesis, 1, &bytes).map_err(|e| Error::new(e.to_string()))?;
    let row = GameRow {
        id: id.clone(),
        kind: kind.name().into(),
        mode: mode.into(),
        first_player: p1,
        second_player: p2,
        status: st.phase.as_str().into(),
        created_at: now,
        updated_at: now,
        snapshot: seal_snapshot(key, &st, &head)?,
        head_n: 1,
        head_hash: head.to_vec(),
        last_message_id: None,
    };
    tx.insert_game(&row)?;
    tx.set_next_due(&id, referee::decide::next_due(&st, &config.reminders))?;
    tx.append_event(&id, 1, &bytes, &head, now)?;
    queue_mails(
        tx,
        config,
        key,
        &st,
        &mails,
        &Head {
            n: 1,
            hex: hex_encode(&head),
        },
        None,
        0,
        now,
    )?;
    Ok(id)
}

/// Record a bounce against each failed address and tell the opponents in
/// that address's running games.
#[allow(clippy::too_many_arguments)]
fn record_bounce(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    inbox_id: i64,
    recipients: &[String],
    status: Option<&str>,
    permanent: bool,
    now: i64,
) -> Result<String> {
    let mut told = Vec::new();
    for addr in recipients {
        tx.record_bounce(addr, now, status, permanent, inbox_id)?;
        for (game, side) in tx.active_games_of(addr)? {
            let Some(row) = tx.game(&game)? else { continue };
            let st = load_state(tx, key, &row)?;
            let opp = if side == 1 { Side::Second } else { Side::First };
            let opp_pid = if opp == Side::First {
                row.first_player
            } else {
                row.second_player
            };
            let Some(opp_row) = tx.player(opp_pid)? else { continue };
            // At most a few such notices an hour, like error replies.
            if !rate_ok(tx, config, &opp_row.address, now)? {
                continue;
            }
            let plan = MailPlan {
                to: opp,
                paras: vec![referee::Para::OpponentUnreachable {
                    address: addr.to_ascii_lowercase(),
                    status: status.map(str::to_string),
                    permanent,
                }],
                transcript: false,
                is_error: false,
            };
            queue_mails(tx, config, key, &st, &[plan], &head_of(&row), None, inbox_id, now)?;
            told.push(format!("{game} ({})", opp_row.address));
        }
    }
    Ok(format!(
        "bounce for {} (status {}); told: {}",
        recipients.join(", "),
        status.unwrap_or("?"),
        if told.is_empty() {
            "nobody".to_string()
        } else {
            told.join(", ")
        }
    ))
}

/// What a reply outside any game needs: the settings, the key, the mail
/// answered and the time.
struct Plain<'a> {
    config: &'a Config,
    key: &'a KeyFile,
    msg: &'a Inbound,
    now: i64,
}

impl Plain<'_> {
    fn domain(&self) -> &str {
        address_parts(&self.config.address).1
    }

    fn local(&self) -> &str {
        address_parts(&self.config.address).0
    }

    /// Queue a reply from the referee's plain address; error replies are
    /// rate limited.
    fn reply(&self, tx: &Tx<'_>, to: &str, subject: &str, text: &str, is_error: bool) -> Result<()> {
        let (config, msg, now) = (self.config, self.msg, self.now);
        if is_error && !rate_ok(tx, config, to, now)? {
            return Ok(());
        }
        // Told apart by the mail it answers, its recipient and subject (not
        // the time: a reply made again after a rollback keeps its id).
        let answered = sha256(&[msg.fingerprint.as_bytes(), to.as_bytes(), subject.as_bytes()].join(&0u8));
        let mut extra = [0u8; 8];
        extra.copy_from_slice(&answered[..8]);
        let mid = mail_id(
            self.key,
            "",
            Purpose::Reply,
            0,
            0,
            u64::from_be_bytes(extra),
            self.domain(),
        );
        let mail = OutMail {
            from: config.address.clone(),
            from_name: config.name.clone(),
            to: to.to_string(),
            to_name: None,
            subject: format!("Estafette: {subject}"),
            text: text.to_string(),
            html: None,
            message_id: mid.clone(),
            in_reply_to: msg.message_id.clone(),
            references: msg.message_id.iter().cloned().collect(),
            auto_submitted: "auto-replied".into(),
            date: now,
            headers: vec![],
            attachments: Vec::new(),
        };
        let raw = outbound::build(&mail).map_err(|e| Error::new(format!("building mail: {e}")))?;
        let raw = seal_outgoing(self.key, &raw)?;
        tx.enqueue(
            &NewOutbox {
                game_id: None,
                recipient: to,
                envelope_from: &config.address,
                message_id: &mid,
                raw: &raw,
                part: None,
            },
            now,
        )?;
        Ok(())
    }
}

/// The language to write to `sender` in, outside a game: a player's own,
/// else that of the words of their mail (`PARTIES`, `OBSERVER`, `ACCEPTER`...).
fn sender_lang(tx: &Tx<'_>, sender: &str, msg: &Inbound) -> Result<String> {
    Ok(match tx.player_by_address(sender)? {
        Some(pl) => pl.lang,
        None if referee::account::in_french(&msg.commands) => "fr".into(),
        None => "en".into(),
    })
}

/// The game a refused challenge names (`NOUVELLE strand ...`), for the side
/// names in the French of its error; L'Attaque when it names none.
fn challenged_kind(lines: &[String]) -> GameKind {
    let first = lines.iter().map(|l| l.trim()).find(|l| !l.is_empty()).unwrap_or("");
    first
        .split_whitespace()
        .nth(1)
        .and_then(|w| GameKind::parse(w).ok())
        .unwrap_or(GameKind::Lattaque)
}

/// May `address` challenge by mail?
fn may_challenge(config: &Config, address: &str) -> bool {
    let policy = config.challenges.trim().to_ascii_lowercase();
    match policy.as_str() {
        "anyone" | "all" => true,
        "none" | "" => false,
        list => list.split(',').map(str::trim).any(|item| {
            if let Some(domain) = item.strip_prefix('@') {
                address.rsplit_once('@').is_some_and(|(_, d)| d == domain)
            } else {
                item == address
            }
        }),
    }
}

/// GAMES, OBSERVE, UNOBSERVE and NEW, sent without a game token.
fn account(tx: &Tx<'_>, p: &Plain<'_>, sender: &str, cmd: AccountCommand) -> Result<String> {
    let (config, msg, now) = (p.config, p.msg, p.now);
    let fr = sender_lang(tx, sender, msg)? == "fr";
    let t = |en: String, f: String| if fr { f } else { en };
    match cmd {
        AccountCommand::Games => {
            let games = tx.games_of(sender)?;
            let mut text = match (games.is_empty(), fr) {
                (true, false) => "You play no game here.".to_string(),
                (true, true) => "Vous ne jouez aucune partie ici.".to_string(),
                (false, false) => "Your games:".to_string(),
                (false, true) => "Vos parties :".to_string(),
            };
            for (id, kind, status, side) in &games {
                let kind = crate::games::any::GameKind::parse(kind)
                    .map(|k| k.title())
                    .unwrap_or("?");
                let side = crate::games::any::GameKind::parse(kind)
                    .map(|k| k.side_name(if *side == 1 { Side::First } else { Side::Second }))
                    .unwrap_or("");
                text.push_str(&format!("\n  {id:<14} {kind:<22} {side:<9} {status}"));
            }
            p.reply(tx, sender, if fr { "vos parties" } else { "your games" }, &text, false)?;
            Ok(format!("GAMES for {sender}: {}", games.len()))
        }
        AccountCommand::Observe(game) => {
            let Some(row) = tx.game(&game)? else {
                p.reply(
                    tx,
                    sender,
                    &t("no such game".into(), "partie inconnue".into()),
                    &t(
                        format!("There is no game {game}."),
                        format!("Il n'y a pas de partie {game}."),
                    ),
                    true,
                )?;
                return Ok(format!("OBSERVE {game}: no such game"));
            };
            let players = [tx.player(row.first_player)?, tx.player(row.second_player)?];
            if players
                .iter()
                .flatten()
                .any(|pl| pl.address.eq_ignore_ascii_case(sender))
            {
                p.reply(
                    tx,
                    sender,
                    &t("you play this game".into(), "vous jouez cette partie".into()),
                    &t(
                        format!("You play {game}: the referee already sends you your own view."),
                        format!("Vous jouez {game} : l'arbitre vous envoie déjà votre propre vue."),
                    ),
                    true,
                )?;
                return Ok(format!("OBSERVE {game}: a player"));
            }
            if !tx.observers_allowed(&game)? {
                p.reply(
                    tx,
                    sender,
                    &t("no observers".into(), "pas d'observateurs".into()),
                    &t(
                        format!("The players of {game} do not allow observers."),
                        format!("Les joueurs de {game} n'acceptent pas d'observateurs."),
                    ),
                    true,
                )?;
                return Ok(format!("OBSERVE {game}: observers forbidden"));
            }
            let st = load_state(tx, p.key, &row)?;
            let lang = if fr { Lang::Fr } else { Lang::En };
            let c = compose::compose_public(&st, &[], &head_of(&row), lang);
            tx.add_observer(&game, sender, if fr { "fr" } else { "en" }, now)?;
            p.reply(
                tx,
                sender,
                &t(format!("observing {game}"), format!("vous observez {game}")),
                &t(
                    format!("You now observe {game}; every move comes to you, with only what both players may see.\n\n{}", c.text),
                    format!("Vous observez maintenant {game} ; chaque coup vous parvient, avec seulement ce que les deux joueurs peuvent voir.\n\n{}", c.text),
                ),
                false,
            )?;
            Ok(format!("OBSERVE {game} by {sender}"))
        }
        AccountCommand::Unobserve(game) => {
            let removed = tx.remove_observer(&game, sender)?;
            let text = match (removed, fr) {
                (true, false) => format!("You no longer observe {game}."),
                (true, true) => format!("Vous n'observez plus {game}."),
                (false, false) => format!("You were not observing {game}."),
                (false, true) => format!("Vous n'observiez pas {game}."),
            };
            p.reply(tx, sender, &game, &text, !removed)?;
            Ok(format!("UNOBSERVE {game} by {sender}"))
        }
        AccountCommand::New(c) => {
            if !may_challenge(config, sender) {
                p.reply(
                    tx,
                    sender,
                    if fr { "défis fermés" } else { "challenges closed" },
                    if fr {
                        "Cet arbitre n'accepte pas de défis par courrier de votre adresse ; demandez à son opérateur de créer la partie."
                    } else {
                        "This referee does not take challenges by mail from your address; ask its operator to create the game."
                    },
                    true,
                )?;
                return Ok(format!("NEW refused for {sender}: not allowed"));
            }
            if c.opponent.eq_ignore_ascii_case(sender) {
                p.reply(
                    tx,
                    sender,
                    if fr { "défi refusé" } else { "challenge refused" },
                    if fr {
                        "Vous ne pouvez pas vous défier vous-même."
                    } else {
                        "You cannot challenge yourself."
                    },
                    true,
                )?;
                return Ok("NEW refused: self".into());
            }
            let name = msg
                .from_name
                .clone()
                .filter(|n| !n.trim().is_empty())
                .unwrap_or_else(|| sender.split('@').next().unwrap_or("player").to_string());
            let spec = serde_json::to_string(&(&c.spec, &c.clock, c.observers, c.blind))
                .map_err(|e| Error::new(e.to_string()))?;
            let pid = tx.upsert_player_tz(
                sender,
                &name,
                if fr { "fr" } else { "en" },
                &config.default_timezone,
                now,
            )?;
            let n = tx.insert_challenge(pid, &c.opponent, c.kind.name(), &spec, now)?;
            let tok = protocol::token::make(&p.key.token_key(), &format!("ch-{n}"), 2)
                .map_err(|e| Error::new(e.to_string()))?;
            // The invitation in the opponent's language if they play here,
            // else in the challenger's.
            let to_fr = match tx.player_by_address(&c.opponent)? {
                Some(pl) => pl.lang == "fr",
                None => fr,
            };
            let what_in = |fr: bool| {
                format!(
                    "{} ({}){}{}",
                    c.kind.title(),
                    c.spec.describe(c.kind),
                    c.clock.as_ref().map(|t| format!(", {}", if fr { t.describe_fr() } else { t.describe() })).unwrap_or_default(),
                    match (c.blind, fr) {
                        (false, _) => "",
                        (true, false) => ", blind: each player seals and opens their own army with the estafette program",
                        (true, true) => ", à l'aveugle : chaque joueur scelle et ouvre lui-même son armée avec le programme estafette",
                    }
                )
            };
            let what = what_in(fr);
            let invitation = if to_fr {
                format!(
                    "{name} <{sender}> vous défie à une partie de {} par courrier, arbitrée par Estafette.\n\nRépondez à ce courrier par ACCEPTER pour jouer, ou par REFUSER.\n\nSi vous ne connaissez pas {name}, ignorez simplement ce courrier.",
                    what_in(true)
                )
            } else {
                format!(
                    "{name} <{sender}> challenges you to a game of {} by mail, refereed by Estafette.\n\nReply to this mail with ACCEPT to play, or DECLINE.\n\nIf you do not know {name}, you can ignore this mail.",
                    what_in(false)
                )
            };
            let mid = mail_id(p.key, "", Purpose::Invite, 0, n as u64, 0, p.domain());
            let mail = OutMail {
                from: format!("{}+{tok}@{}", p.local(), p.domain()),
                from_name: config.name.clone(),
                to: c.opponent.clone(),
                to_name: None,
                subject: if to_fr {
                    format!("Estafette : {name} vous défie à {}", c.kind.title())
                } else {
                    format!("Estafette: {name} challenges you to {}", c.kind.title())
                },
                text: invitation,
                html: None,
                message_id: mid.clone(),
                in_reply_to: None,
                references: vec![],
                auto_submitted: "auto-generated".into(),
                date: now,
                headers: vec![],
                attachments: Vec::new(),
            };
            let raw = seal_outgoing(
                p.key,
                &outbound::build(&mail).map_err(|e| Error::new(format!("building mail: {e}")))?,
            )?;
            let to = c.opponent.clone();
            tx.enqueue(
                &NewOutbox {
                    game_id: None,
                    recipient: &to,
                    envelope_from: &config.address,
                    message_id: &mid,
                    raw: &raw,
                    part: None,
                },
                now,
            )?;
            p.reply(
                tx,
                sender,
                if fr { "défi envoyé" } else { "challenge sent" },
                &if fr {
                    format!(
                        "Votre défi (ch-{n}) à {to} pour {what} est parti ; la partie commence dès qu'il est accepté."
                    )
                } else {
                    format!(
                        "Your challenge (ch-{n}) to {to} for {what} is on its way; the game starts when they accept."
                    )
                },
                false,
            )?;
            Ok(format!("NEW ch-{n}: {sender} challenges {to}"))
        }
        AccountCommand::Accept | AccountCommand::Decline => Ok("ACCEPT/DECLINE without a challenge token".into()),
    }
}

/// ACCEPT or DECLINE in reply to a challenge: the new game, the closed
/// challenge and the replies, all in `tx`.
fn answer_challenge(
    tx: &Tx<'_>,
    p: &Plain<'_>,
    seeds: &mut dyn FnMut() -> std::result::Result<[u8; 32], String>,
    sender: &str,
    n: i64,
    player: u8,
) -> Result<(String, String)> {
    let (msg, now) = (p.msg, p.now);
    let lang = sender_lang(tx, sender, msg)?;
    let fr = lang == "fr";
    let Some((from_pid, to_addr, kind, spec, status)) = tx.challenge(n)? else {
        return Ok(("rejected".into(), format!("unknown challenge ch-{n}")));
    };
    if player != 2 || !to_addr.eq_ignore_ascii_case(sender) {
        return Ok((
            "rejected".into(),
            format!("challenge ch-{n} answered from {sender}, not {to_addr}"),
        ));
    }
    if status != "open" {
        let status_fr = match status.as_str() {
            "accepted" => "accepté",
            "declined" => "refusé",
            other => other,
        };
        p.reply(
            tx,
            sender,
            if fr { "défi clos" } else { "challenge closed" },
            &if fr {
                format!("Le défi ch-{n} a déjà été {status_fr}.")
            } else {
                format!("Challenge ch-{n} was already {status}.")
            },
            true,
        )?;
        return Ok(("rejected".into(), format!("challenge ch-{n} already {status}")));
    }
    let challenger = tx.player(from_pid)?.ok_or_else(|| Error::new("challenger missing"))?;
    match referee::account::parse(&msg.commands) {
        Ok(Some(AccountCommand::Accept)) => {
            let kind = crate::games::any::GameKind::parse(&kind).map_err(|e| Error::new(e.to_string()))?;
            type Stored = (OptionsSpec, Option<crate::referee::clock::TimeControl>, bool, bool);
            type Older = (OptionsSpec, Option<crate::referee::clock::TimeControl>, bool);
            // Challenges stored before blind games have no fourth field.
            let (spec, clock, observers, blind): Stored = serde_json::from_str(&spec)
                .or_else(|_| serde_json::from_str::<Older>(&spec).map(|(s, c, o)| (s, c, o, false)))
                .map_err(|e| Error::new(format!("challenge spec: {e}")))?;
            let name = msg
                .from_name
                .clone()
                .filter(|n| !n.trim().is_empty())
                .unwrap_or_else(|| sender.split('@').next().unwrap_or("player").to_string());
            let players = [
                PlayerSpec {
                    address: challenger.address.clone(),
                    name: challenger.name.clone(),
                    lang: challenger.lang.clone(),
                },
                PlayerSpec {
                    address: sender.to_string(),
                    name,
                    lang: lang.clone(),
                },
            ];
            let mode = if blind { "blind" } else { "held" };
            let game = create_game(tx, p.config, p.key, seeds, kind, spec, players, None, clock, mode, now)?;
            tx.set_observers_allowed(&game, observers)?;
            tx.close_challenge(n, "accepted", Some(&game))?;
            Ok(("applied".into(), format!("challenge ch-{n} accepted: {game}")))
        }
        Ok(Some(AccountCommand::Decline)) => {
            tx.close_challenge(n, "declined", None)?;
            let to_fr = challenger.lang == "fr";
            p.reply(
                tx,
                &challenger.address,
                if to_fr { "défi refusé" } else { "challenge declined" },
                &if to_fr {
                    format!("{sender} a refusé votre défi ch-{n}.")
                } else {
                    format!("{sender} declined your challenge ch-{n}.")
                },
                false,
            )?;
            Ok(("applied".into(), format!("challenge ch-{n} declined")))
        }
        _ => {
            p.reply(
                tx,
                sender,
                if fr { "ACCEPTER ou REFUSER" } else { "ACCEPT or DECLINE" },
                &if fr {
                    format!("Pour répondre au défi ch-{n}, répondez par ACCEPTER ou REFUSER.")
                } else {
                    format!("To answer challenge ch-{n}, reply with ACCEPT or DECLINE.")
                },
                true,
            )?;
            Ok(("rejected".into(), format!("challenge ch-{n}: no ACCEPT or DECLINE")))
        }
    }
}

/// How long a reply claimed by a `send` run waits before another run may
/// take it (only if the first died before recording the attempt).
const CLAIM_SECONDS: i64 = 600;

/// How long `send` keeps retrying a reply after a temporary failure,
/// counted from when it was queued: five days, as Postfix's
/// `maximal_queue_lifetime`.
pub const MAX_QUEUE_LIFETIME: i64 = 5 * 86_400;

/// Games per `tick` transaction.
const TICK_BATCH: usize = 200;

/// Tick one game inside a transaction: what was done, if anything.
fn tick_one(tx: &Tx<'_>, config: &Config, key: &KeyFile, id: &str, now: i64) -> Result<Option<String>> {
    let Some(row) = tx.game(id)? else { return Ok(None) };
    let st = load_state(tx, key, &row)?;
    let mut d = referee::tick(&st, now, &config.reminders);
    if let Some((_, e)) = &d.failure {
        return Err(Error::new(format!("{id}: {e}")));
    }
    // Another tick may have done it already: then nothing is due, and
    // commit_decision only refreshes next_due.
    commit_decision(tx, config, key, &row, &[], &mut d, None, 0, now)?;
    let names = [st.players[0].as_str(), st.players[1].as_str()];
    Ok((!d.events.is_empty()).then(|| d.events.iter().map(|e| e.summary(names)).collect::<Vec<_>>().join("; ")))
}

/// Store a decision: append its events to the chain, keep any secret,
/// update the snapshot and next_due, and queue its mails. Returns the
/// state after it and the new chain head (for mails, and as bytes).
#[allow(clippy::too_many_arguments)]
fn commit_decision(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    row: &GameRow,
    known: &[PlayerRow],
    d: &mut referee::Decision,
    in_reply_to: Option<(Side, &str)>,
    inbox_id: i64,
    now: i64,
) -> Result<(GameState, Head, [u8; 32])> {
    let mut head_bytes: [u8; 32] = row
        .head_hash
        .as_slice()
        .try_into()
        .map_err(|_| Error::new("bad stored head"))?;
    let mut n = row.head_n;
    // The state after the events, as the decision computed it by applying
    // them (the armies it accepted held): taken, not applied again.
    let after = d
        .take_after()
        .ok_or_else(|| Error::new("internal: a failed decision cannot be stored"))?;
    if after.n != row.head_n + d.events.len() as u64 || after.id != row.id {
        return Err(Error::new(format!(
            "internal: the decision for {} at event {} ends at event {} of {}",
            row.id, row.head_n, after.n, after.id
        )));
    }
    for ev in &d.events {
        n += 1;
        let bytes = ev.to_bytes();
        head_bytes = protocol::log::next(&head_bytes, n, &bytes).map_err(|e| Error::new(e.to_string()))?;
        tx.append_event(&row.id, n, &bytes, &head_bytes, now)?;
    }
    for s in &d.secrets {
        let root = protocol::encode::hex_decode32(&s.root).map_err(|e| Error::new(e.to_string()))?;
        let plain = serde_json::to_vec(&s.held).map_err(|e| Error::new(e.to_string()))?;
        let sealed =
            crate::keys::keyfile::seal(key.master(), &row.id, side_num(s.side), &root, &plain).map_err(|e| Error {
                kind: Kind::Temporary,
                message: e.to_string(),
            })?;
        tx.put_secret(&row.id, side_num(s.side), &root, &sealed)?;
    }
    let next_due = referee::decide::next_due(&after, &config.reminders);
    if d.events.is_empty() {
        tx.set_next_due(&row.id, next_due)?;
    } else {
        tx.update_game(
            &row.id,
            row.head_n,
            after.phase.as_str(),
            &seal_snapshot(key, &after, &head_bytes)?,
            n,
            &head_bytes,
            next_due,
            now,
        )?;
    }
    let head = Head {
        n,
        hex: hex_encode(&head_bytes),
    };
    queue_mails_with(
        tx,
        config,
        key,
        row,
        known,
        &after,
        &d.mails,
        &head,
        in_reply_to,
        inbox_id,
        now,
    )?;
    if !d.events.is_empty() {
        queue_observer_mails(tx, config, key, &after, &d.events, &head, now)?;
    }
    Ok((after, head, head_bytes))
}

/// The public view of what just happened, to every observer of the game.
fn queue_observer_mails(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    st: &GameState,
    events: &[Event],
    head: &Head,
    now: i64,
) -> Result<()> {
    let observers = tx.observers_of(&st.id)?;
    if observers.is_empty() {
        return Ok(());
    }
    let en = compose::compose_public(st, events, head, Lang::En);
    let fr = if observers.iter().any(|(_, l)| l == "fr") {
        Some(compose::compose_public(st, events, head, Lang::Fr))
    } else {
        None
    };
    let domain = address_parts(&config.address).1;
    let mut mails = Outgoing::default();
    for (i, (addr, lang)) in observers.iter().enumerate() {
        let c = match (&fr, lang.as_str()) {
            (Some(fr), "fr") => fr,
            _ => &en,
        };
        let message_id = mail_id(key, &st.id, Purpose::Observer, 0, head.n, i as u64, domain);
        let mail = OutMail {
            from: config.address.clone(),
            from_name: config.name.clone(),
            to: addr.clone(),
            to_name: None,
            subject: c.subject.clone(),
            text: c.text.clone(),
            html: Some(c.html.clone()),
            message_id: message_id.clone(),
            in_reply_to: None,
            references: vec![],
            auto_submitted: "auto-generated".into(),
            date: now,
            headers: vec![("X-Estafette-Game".into(), st.id.clone())],
            attachments: Vec::new(),
        };
        mails.add(&mail, addr, &message_id)?;
    }
    mails.enqueue(tx, config, key, &st.id, now)
}

/// The mails of one decision, built and waiting to be queued together.
#[derive(Default)]
struct Outgoing {
    /// The mails laid end to end.
    bytes: Vec<u8>,
    /// Each mail's recipient, Message-ID and length.
    mails: Vec<(String, String, usize)>,
}

impl Outgoing {
    fn add(&mut self, mail: &OutMail, recipient: &str, message_id: &str) -> Result<()> {
        if self.bytes.is_empty() {
            // Room for a move's mails (two, and a third spare) at once,
            // rather than growing (and copying) the parcel mail by mail.
            self.bytes.reserve(3 * mail.size_hint());
        }
        let start = self.bytes.len();
        // Built in place, after the mails before it.
        outbound::build_into(mail, &mut self.bytes).map_err(|e| Error::new(format!("building mail: {e}")))?;
        self.mails
            .push((recipient.to_string(), message_id.to_string(), self.bytes.len() - start));
        Ok(())
    }

    /// Queue the mails of game `game`, in order: two or more as a parcel
    /// (`crate::keys::sealed::seal_parcel`), each row pointing at its place in
    /// it, a mail alone sealed on its own. A parcel takes mails while it
    /// holds less than [`PARCEL_BYTES`], so that sending one mail (which
    /// opens its whole parcel) stays cheap however many observers a game
    /// has.
    fn enqueue(self, tx: &Tx<'_>, config: &Config, key: &KeyFile, game: &str, now: i64) -> Result<()> {
        fn new<'a>(
            game: &'a str,
            config: &'a Config,
            to: &'a str,
            id: &'a str,
            raw: &'a [u8],
            part: Option<(i64, u64, u64)>,
        ) -> NewOutbox<'a> {
            NewOutbox {
                game_id: Some(game),
                recipient: to,
                envelope_from: &config.address,
                message_id: id,
                raw,
                part,
            }
        }
        let mut from = 0;
        let lengths: Vec<usize> = self.mails.iter().map(|(_, _, len)| *len).collect();
        for group in parcels(&lengths) {
            let mails = &self.mails[group.clone()];
            let len: usize = mails.iter().map(|(_, _, len)| len).sum();
            let bytes = &self.bytes[from..from + len];
            from += len;
            match mails {
                [(to, id, _)] => {
                    let sealed = seal_outgoing(key, bytes)?;
                    tx.enqueue(&new(game, config, to, id, &sealed, None), now)?;
                }
                mails => {
                    let sealed = crate::keys::sealed::seal_parcel(key.master(), bytes).map_err(|e| Error {
                        kind: Kind::Temporary,
                        message: format!("sealing the messages: {e}"),
                    })?;
                    let parcel = tx.add_parcel(&sealed)?;
                    let mut start = 0u64;
                    for (to, id, len) in mails {
                        let len = *len as u64;
                        tx.enqueue(&new(game, config, to, id, &[], Some((parcel, start, len))), now)?;
                        start += len;
                    }
                }
            }
        }
        Ok(())
    }
}

/// A parcel takes no more mails once it holds this many bytes (before
/// compression): a move's two mails are about 21 KB.
const PARCEL_BYTES: usize = 256 << 10;

/// Mails of the given lengths, in order, grouped into parcels: consecutive
/// runs, each closed once it holds [`PARCEL_BYTES`] or more.
fn parcels(lengths: &[usize]) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let (mut start, mut bytes) = (0, 0);
    for (i, &len) in lengths.iter().enumerate() {
        bytes += len;
        if bytes >= PARCEL_BYTES {
            out.push(start..i + 1);
            (start, bytes) = (i + 1, 0);
        }
    }
    if start < lengths.len() {
        out.push(start..lengths.len());
    }
    out
}

fn seal_outgoing(key: &KeyFile, raw: &[u8]) -> Result<Vec<u8>> {
    crate::keys::sealed::seal_mail(key.master(), "outbox", raw).map_err(|e| Error {
        kind: Kind::Temporary,
        message: format!("sealing the message: {e}"),
    })
}

fn head_of(row: &GameRow) -> Head {
    Head {
        n: row.head_n,
        hex: hex_encode(&row.head_hash),
    }
}

fn rate_ok(tx: &Tx<'_>, config: &Config, address: &str, now: i64) -> Result<bool> {
    let sent = tx.error_replies_since(address, now - 3600)?;
    if sent >= config.error_replies_per_hour {
        return Ok(false);
    }
    tx.record_error_reply(address, now)?;
    Ok(true)
}

/// Snapshots of games with hidden armies are sealed, bound to the chain
/// head, so a copied database without the key file reveals nothing, and
/// stored as raw bytes (a BLOB); the others are plain JSON text.
fn seal_snapshot(key: &KeyFile, st: &GameState, head: &[u8; 32]) -> Result<StoredSnapshot> {
    let json = st.to_snapshot();
    if !st.kind.has_hidden_pieces() {
        return Ok(StoredSnapshot::Text(json));
    }
    let sealed =
        crate::keys::sealed::seal_snapshot(key.master(), &st.id, head, json.as_bytes()).map_err(|e| Error {
            kind: Kind::Temporary,
            message: e.to_string(),
        })?;
    Ok(StoredSnapshot::Blob(sealed))
}

fn load_state(tx: &Tx<'_>, key: &KeyFile, row: &GameRow) -> Result<GameState> {
    load_from(tx, key, row)
}

fn load_state_reader(r: &crate::store::Reader<'_>, key: &KeyFile, row: &GameRow) -> Result<GameState> {
    load_from(r, key, row)
}

fn load_from(q: &dyn Queries, key: &KeyFile, row: &GameRow) -> Result<GameState> {
    let head: [u8; 32] = row
        .head_hash
        .as_slice()
        .try_into()
        .map_err(|_| Error::new("bad stored head"))?;
    let open = |sealed: &[u8]| -> Result<String> {
        let plain = crate::keys::sealed::open_snapshot(key.master(), &row.id, &head, sealed).map_err(|e| {
            Error::new(format!(
                "{}: cannot open the sealed snapshot ({e}): wrong key file?",
                row.id
            ))
        })?;
        String::from_utf8(plain).map_err(|_| Error::new("snapshot is not UTF-8"))
    };
    let st = match &row.snapshot {
        StoredSnapshot::Blob(sealed) => GameState::from_snapshot(&open(sealed)?)?,
        // Written by older versions: the sealed bytes in hex.
        StoredSnapshot::Text(t) if t.starts_with("sealed:") => {
            let sealed = protocol::encode::hex_decode(&t["sealed:".len()..])
                .map_err(|e| Error::new(format!("snapshot: {e}")))?;
            GameState::from_snapshot(&open(&sealed)?)?
        }
        StoredSnapshot::Text(json) => GameState::from_snapshot(json)?,
    };
    if st.n == row.head_n && st.snapshot_is_current() {
        return Ok(st);
    }
    // The snapshot is stale: replay the log.
    replay_log(q, key, &row.id, row.head_n)
}

/// The state after the first `upto` events of a game's log, replayed.
fn replay_log(q: &dyn Queries, key: &KeyFile, game: &str, upto: u64) -> Result<GameState> {
    let events: Vec<Event> = q
        .events(game)?
        .iter()
        .take_while(|e| e.n <= upto)
        .map(|e| Event::from_bytes(&e.bytes))
        .collect::<std::result::Result<_, _>>()?;
    Ok(GameState::replay(&events, held_armies(q, key, game)?)?)
}

/// `st` with its whole move history: as it is if it has it, else with the
/// moves of a replay of the log up to the same event (a state loaded from
/// a snapshot holds only the moves applied since).
fn with_history(q: &dyn Queries, key: &KeyFile, st: GameState) -> Result<GameState> {
    if st.history_complete() {
        return Ok(st);
    }
    let replayed = replay_log(q, key, &st.id, st.n)?;
    Ok(st.with_history_from(&replayed)?)
}

fn held_armies(q: &dyn Queries, key: &KeyFile, game: &str) -> Result<[Option<HeldArmy>; 2]> {
    let mut out = [None, None];
    for side in [1u8, 2] {
        if let Some((root, sealed)) = q.secret(game, side)? {
            let root: [u8; 32] = root.as_slice().try_into().map_err(|_| Error::new("bad stored root"))?;
            let plain = crate::keys::keyfile::open(key.master(), game, side, &root, &sealed).map_err(|e| {
                Error::new(format!(
                    "{game}: cannot open the army of the {} player ({e}): wrong key file?",
                    if side == 1 { "first" } else { "second" }
                ))
            })?;
            let held: HeldArmy = serde_json::from_slice(&plain).map_err(|e| Error::new(format!("secret: {e}")))?;
            out[(side - 1) as usize] = Some(held);
        }
    }
    Ok(out)
}

/// Render and queue the mails of a decision.
#[allow(clippy::too_many_arguments)]
fn queue_mails(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    st: &GameState,
    plans: &[MailPlan],
    head: &Head,
    in_reply_to: Option<(Side, &str)>,
    inbox_id: i64,
    now: i64,
) -> Result<()> {
    let Some(row) = tx.game(&st.id)? else { return Ok(()) };
    queue_mails_with(tx, config, key, &row, &[], st, plans, head, in_reply_to, inbox_id, now)
}

/// [`queue_mails`] for the game `row` (as it is in this transaction), with
/// the rows of players already read in it (`known`: read from the store
/// if missing, so give only rows nothing has changed since).
#[allow(clippy::too_many_arguments)]
fn queue_mails_with(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    row: &GameRow,
    known: &[PlayerRow],
    st: &GameState,
    plans: &[MailPlan],
    head: &Head,
    in_reply_to: Option<(Side, &str)>,
    inbox_id: i64,
    now: i64,
) -> Result<()> {
    // A HISTORY answer or the final transcript lists every move, which a
    // state loaded from the snapshot does not hold: take them from the log.
    let full;
    let st = if !st.history_complete() && plans.iter().any(MailPlan::needs_history) {
        full = with_history(tx, key, st.clone())?;
        &full
    } else {
        st
    };
    let (local, domain) = address_parts(&config.address);
    let mut boards = compose::Boards::default();
    let mut mails = Outgoing::default();
    // The last mails of a game carry its transcript.
    let transcript = if plans.iter().any(|p| p.transcript) {
        Some(compose::transcript_attachment(st, &transcript_log(tx, &st.id)?))
    } else {
        None
    };
    for plan in plans {
        let pid = if plan.to == Side::First {
            row.first_player
        } else {
            row.second_player
        };
        let read;
        let player = match known.iter().find(|p| p.id == pid) {
            Some(p) => p,
            None => {
                read = tx.player(pid)?.ok_or_else(|| Error::new("player row missing"))?;
                &read
            }
        };
        let lang = Lang::parse(&player.lang).unwrap_or(Lang::En);
        let c = compose::compose_with(st, plan, head, lang, &player.timezone, &mut boards);
        let tok = protocol::token::make(&key.token_key(), &st.id, side_num(plan.to))
            .map_err(|e| Error::new(e.to_string()))?;
        // The addresses and ids of every reply, put together without the
        // formatting machinery.
        let side = side_num(plan.to);
        let from = [local, "+", &tok, "@", domain].concat();
        let thread_root = mail_id(key, &st.id, Purpose::Thread, side, 1, 0, domain);
        let message_id = if head.n == 1 && inbox_id == 0 {
            thread_root.clone()
        } else {
            mail_id(key, &st.id, Purpose::Player, side, head.n, inbox_id as u64, domain)
        };
        let mut references = vec![];
        if message_id != thread_root {
            references.push(thread_root.clone());
        }
        if let Some((side, r)) = in_reply_to {
            if plan.to == side {
                references.push(r.to_string());
            }
        }
        let mail = OutMail {
            from: from.clone(),
            from_name: config.name.clone(),
            to: player.address.clone(),
            to_name: Some(player.name.clone()),
            subject: c.subject,
            text: c.text,
            html: Some(c.html),
            message_id: message_id.clone(),
            in_reply_to: references.last().cloned(),
            references,
            auto_submitted: if plan.is_error {
                "auto-replied".into()
            } else {
                "auto-generated".into()
            },
            date: now,
            headers: vec![("X-Estafette-Game".into(), st.id.clone())],
            attachments: transcript.iter().filter(|_| plan.transcript).cloned().collect(),
        };
        mails.add(&mail, &player.address, &message_id)?;
    }
    mails.enqueue(tx, config, key, &st.id, now)
}

/// A game's log as a transcript takes it: each event's bytes with the
/// chain head after it.
fn transcript_log(q: &dyn Queries, game: &str) -> Result<Vec<(Vec<u8>, [u8; 32])>> {
    Ok(q.events(game)?
        .into_iter()
        .map(|e| {
            let h: [u8; 32] = e.head.as_slice().try_into().unwrap_or([0; 32]);
            (e.bytes, h)
        })
        .collect())
}

/// The local part and domain of the referee's address. The commands that
/// compose mail refuse to run without an address (`estafette` checks it
/// before opening the service), so nothing here invents one.
fn address_parts(address: &str) -> (&str, &str) {
    address.rsplit_once('@').unwrap_or((address, ""))
}

/// The Message-ID (without its angle brackets) of a mail of `game` (empty:
/// of no game): opaque, and this database's own ([`protocol::msgid`]).
fn mail_id(key: &KeyFile, game: &str, purpose: Purpose, side: u8, n: u64, extra: u64, domain: &str) -> String {
    let id = MailId {
        purpose,
        side,
        n,
        extra,
    };
    [&crate::keys::msgid::make(key.message_id_key(), game, &id), "@", domain].concat()
}

/// What is wrong with an outgoing mail of `game` (whose log has `head_n`
/// events), if anything: its id must be one this database made for the
/// game ([`mail_id`]) and name an event of its log. Ids made before
/// schema 9 (GAME-SIDE@domain for the thread's first mail,
/// GAME-N-SIDE-INBOX@domain after) are read as they were made.
fn outgoing_mail_problem(key: &KeyFile, game: &str, head_n: u64, mid: &str) -> Option<String> {
    let left = mid.rsplit_once('@').map(|(l, _)| l).unwrap_or(mid);
    // Game ids always hold a `-`; the new ids never do.
    let n = if !left.contains('-') {
        match crate::keys::msgid::read(key.message_id_key(), game, left) {
            Some(id) if matches!(id.purpose, Purpose::Thread | Purpose::Player | Purpose::Observer) => id.n,
            _ => return Some(format!("{game}: outgoing mail {mid} does not belong to this game")),
        }
    } else {
        let Some(local) = left.strip_prefix(game).and_then(|l| l.strip_prefix('-')) else {
            return Some(format!("{game}: outgoing mail {mid} does not belong to this game"));
        };
        match local.split('-').collect::<Vec<_>>().as_slice() {
            [_side] => 1,
            [n, _side, _inbox] => n.parse().unwrap_or(u64::MAX),
            _ => u64::MAX,
        }
    };
    (n == 0 || n > head_n).then(|| format!("{game}: outgoing mail {mid} matches no event of the log"))
}

/// Process every message in a Maildir's new/ folder, moving each to cur/
/// only after its transaction has committed.
pub fn poll_maildir(svc: &mut Service, dir: &Path) -> Result<Vec<Ingested>> {
    let mut out = Vec::new();
    poll_maildir_with(svc, dir, &|| false, &mut |_, r| out.push(r))?;
    Ok(out)
}

/// [`poll_maildir`], calling `stop` before each message (the messages left
/// stay in new/ for the next poll) and handing each result, with the
/// message's file name, to `each` once it is committed and moved to cur/.
///
/// Messages are taken in `config.poll_batch` at a time in one transaction
/// ([`Service::batch`]); a batch is committed before any of its messages is
/// moved, so a crash at any point leaves every message either committed or
/// still in new/ (where the next poll takes it again; one already
/// committed is then a duplicate and only moved). A temporary failure ends
/// the poll after committing the messages before it.
pub fn poll_maildir_with(
    svc: &mut Service,
    dir: &Path,
    stop: &dyn Fn() -> bool,
    each: &mut dyn FnMut(&str, Ingested),
) -> Result<usize> {
    let maildir_err = |e: std::io::Error| Error {
        kind: Kind::Temporary,
        message: format!("maildir: {e}"),
    };
    // A folder that is not there, or is not a Maildir, is a mistake to fix,
    // not a failure to wait out.
    let md = crate::mail::maildir::Maildir::open(dir).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => Error::of(Kind::NoInput, e.to_string()),
        std::io::ErrorKind::InvalidData => Error::of(Kind::Data, e.to_string()),
        _ => maildir_err(e),
    })?;
    let entries = md.list_new().map_err(maildir_err)?;
    // Never more than the size limit and one byte: a larger message is
    // refused as too large from its header.
    let max = svc.config.max_message_bytes.saturating_add(1);
    let batch = svc.config.poll_batch.max(1);
    let mut n = 0;
    for chunk in entries.chunks(batch) {
        // The chunk's messages in order, until one fails or `stop` says so.
        // In a batch it may run twice: a message whose write fails spoils
        // the unguarded batch, which is then rolled back and run again with
        // each message's writes guarded (see `Service::batch_unguarded`).
        // Nothing of a batch is marked seen before it commits, so a message
        // handled in a rolled-back run is simply handled again.
        let ingest_all = |svc: &mut Service| {
            let mut done = Vec::with_capacity(chunk.len());
            let mut failure = None;
            let mut stopped = false;
            for entry in chunk {
                if stop() {
                    stopped = true;
                    break;
                }
                let r = md
                    .read_at_most(entry, max)
                    .map_err(maildir_err)
                    .and_then(|raw| svc.ingest(&raw));
                if svc.batch_spoiled() {
                    break;
                }
                match r {
                    Ok(r) => done.push((entry, r)),
                    Err(e) => {
                        failure = Some(e);
                        break;
                    }
                }
            }
            (done, failure, stopped)
        };
        let (done, failure, stopped) = if batch == 1 {
            ingest_all(svc)
        } else {
            svc.batch_unguarded(ingest_all)?
        };
        for (entry, r) in done {
            md.mark_seen(entry).map_err(maildir_err)?;
            each(&entry.name, r);
            n += 1;
        }
        if let Some(e) = failure {
            return Err(e);
        }
        if stopped {
            break;
        }
    }
    Ok(n)
}

/// The referee as an IMAP poll's [`Intake`](crate::mail::imap::Intake):
/// messages taken in `config.poll_batch` at a time in one batch
/// ([`Store::begin_batch`]), committed when the poll asks (before it marks
/// them on the server). `stop` is asked before each message; once it says
/// yes, the rest are refused and stay unseen. A batch left open (an error
/// that ends the poll, a panic) is rolled back when this is dropped, so its
/// messages, still unseen, are taken again by the next poll.
pub struct ImapIntake<'a> {
    svc: &'a mut Service,
    stop: &'a dyn Fn() -> bool,
    open: bool,
    /// The notes kept when the open batch began (see [`Service::take_notes`]).
    noted: usize,
}

impl<'a> ImapIntake<'a> {
    pub fn new(svc: &'a mut Service, stop: &'a dyn Fn() -> bool) -> ImapIntake<'a> {
        ImapIntake {
            svc,
            stop,
            open: false,
            noted: 0,
        }
    }

    /// How many messages to commit at once.
    pub fn batch(&self) -> usize {
        self.svc.config.poll_batch.max(1)
    }
}

impl crate::mail::imap::Intake for ImapIntake<'_> {
    fn take(&mut self, raw: &[u8]) -> std::result::Result<(), String> {
        if (self.stop)() {
            return Err("stopping".into());
        }
        if !self.open && self.batch() > 1 {
            self.svc.store.begin_batch().map_err(|e| e.to_string())?;
            self.open = true;
            self.noted = self.svc.notes_len();
        }
        self.svc.ingest(raw).map(|_| ()).map_err(|e| e.message)
    }

    fn commit(&mut self) -> std::result::Result<(), String> {
        if !self.open {
            return Ok(());
        }
        self.open = false;
        self.svc.store.end_batch(true).map_err(|e| {
            self.svc.forget_notes_after(self.noted);
            e.to_string()
        })
    }
}

impl Drop for ImapIntake<'_> {
    fn drop(&mut self) {
        if self.open {
            let _ = self.svc.store.end_batch(false);
            self.svc.forget_notes_after(self.noted);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{header_of, parcels, PARCEL_BYTES};

    #[test]
    fn mails_are_grouped_into_parcels_of_bounded_size_in_order() {
        assert_eq!(parcels(&[]), vec![]);
        assert_eq!(parcels(&[10_000]), vec![0..1]);
        assert_eq!(parcels(&[10_000, 11_000]), vec![0..2]);
        // A parcel closes once it reaches the bound; the rest go on in order.
        let k = PARCEL_BYTES / 4;
        assert_eq!(parcels(&[k; 9]), vec![0..4, 4..8, 8..9]);
        assert_eq!(parcels(&[k - 1; 5]), vec![0..5]);
        // A mail larger than the bound is a parcel of one (sealed alone).
        assert_eq!(parcels(&[100, PARCEL_BYTES * 2, 100]), vec![0..2, 2..3]);
        assert_eq!(parcels(&[PARCEL_BYTES * 2]), vec![0..1]);
    }

    #[test]
    fn the_header_of_a_message_ends_at_its_first_blank_line() {
        assert_eq!(
            header_of(b"From: a@x\r\nSubject: s\r\n\r\nbody\r\n\r\nmore"),
            b"From: a@x\r\nSubject: s\r\n\r\n"
        );
        assert_eq!(
            header_of(b"From: a@x\nSubject: s\n\nbody"),
            b"From: a@x\nSubject: s\n\r\n"
        );
        // No blank line: up to the last whole line; nothing at all: empty.
        assert_eq!(header_of(b"From: a@x\r\nSubject: cut sh"), b"From: a@x\r\n\r\n");
        assert_eq!(header_of(b"no newline"), b"\r\n");
        assert_eq!(header_of(b""), b"\r\n");
    }
}
