//! What the service's modules share: its settings ([`Config`]), its
//! failure ([`Error`]), what a message taken in became ([`Ingested`]), and
//! the [`Service`] itself (opened and asked in `mod.rs`, its commands in a
//! module each).

use crate::exit::Kind;
use crate::keys::KeyFile;
use crate::mail::DEFAULT_MAX_MESSAGE_BYTES;
use crate::store::{Store, StoreError};
use estafette_core::reason::{Explain, Reason};
use std::fmt;
use std::path::PathBuf;

use super::cache::StateCache;
use super::errors::ServiceError;
use crate::says::run::Note;

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
    /// At most this many mails a day to one address the referee does not
    /// know (neither a player nor confirmed), and this many an hour to all
    /// of them together: confirmations, refusals, answers.
    pub stranger_replies_per_day: u64,
    pub stranger_replies_per_hour: u64,
    /// At most this many mails that play no turn (BOARD, HELP, MESSAGE,
    /// OBSERVE, ...) carried out and answered per address per hour, and as
    /// many GAMES; past it such a mail gets no reply (`limits.rs`).
    pub info_replies_per_hour: u64,
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
    /// Blind L'Attaque invitations link to the player kit at this address
    /// (`kit_url`).
    pub kit_url: Option<String>,
    /// Blind invitations carry this file, the player kit's page, as an
    /// attachment (`kit_attach = true` with `kit_file`).
    pub kit_page: Option<PathBuf>,
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
            stranger_replies_per_day: 3,
            stranger_replies_per_hour: 20,
            info_replies_per_hour: 10,
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
            kit_url: None,
            kit_page: None,
        }
    }
}

/// A shell failure, of a [`Kind`] that gives its exit status
/// ([`Kind::Temporary`] ones are worth retrying: 75).
#[derive(Debug)]
pub struct Error {
    pub kind: Kind,
    /// The English (logs, tests).
    pub message: String,
    /// The typed sentence, worded in the operator's language where it is
    /// printed.
    pub reason: Reason,
}

impl Error {
    /// A failure of `kind` with a typed sentence: its English and its reason.
    pub fn typed(kind: Kind, e: &impl Explain) -> Error {
        Error {
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

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

impl From<&Error> for crate::exit::Inner {
    fn from(e: &Error) -> crate::exit::Inner {
        crate::exit::Inner {
            english: e.message.clone(),
            reason: e.reason.clone(),
        }
    }
}

impl From<StoreError> for Error {
    fn from(e: StoreError) -> Error {
        Error {
            kind: e.kind,
            message: e.message,
            reason: e.reason,
        }
    }
}

pub type Result<T> = std::result::Result<T, Error>;

/// What `ingest` did with a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ingested {
    /// Seen before (same Message-ID or same bytes): nothing done.
    Duplicate,
    /// Stored and handled; the text says how (in English, as the inbox
    /// stores it), and `said` the same as a typed sentence to word in the
    /// operator's language.
    Handled {
        status: String,
        summary: String,
        said: estafette_core::reason::Reason,
    },
    /// Stored, but processing failed unexpectedly; kept as `failed`, and
    /// why (the inbox stores its English).
    Failed(crate::exit::Inner),
}

/// A player for `new`.
#[derive(Clone, Debug)]
pub struct PlayerSpec {
    pub address: String,
    pub name: String,
    /// The language of the new game's mail to this player, `en` or `fr`,
    /// which also becomes their default for later games; empty for their
    /// default (`en` for a new player). The player's other games keep
    /// their own.
    pub lang: String,
}

pub struct Service {
    pub config: Config,
    pub store: Store,
    pub(super) key: KeyFile,
    /// The clock, injected so tests and the demo control time.
    pub now: Box<dyn Fn() -> i64>,
    /// The source of fresh 32-byte seeds (the system's random generator;
    /// tests inject a fixed sequence to get golden mails).
    pub seeds: Box<dyn FnMut() -> std::result::Result<[u8; 32], String>>,
    /// States of the games this service decided last (see [`StateCache`]).
    pub(super) states: StateCache,
    /// What `run` logs of each message taken in, when kept (see [`Note`]).
    pub(super) notes: Option<Vec<Note>>,
}

/// A game named that is not in the database: an input that does not
/// exist (66), as a missing file is.
pub(crate) fn no_game(game: &str) -> Error {
    Error::typed(Kind::NoInput, &ServiceError::NoGame { game: game.into() })
}

/// A refusal of the core's (its English and its reason) as a failure.
pub(crate) fn refused(kind: Kind, why: estafette_core::reason::Why) -> Error {
    Error {
        kind,
        message: why.english,
        reason: why.reason,
    }
}

/// A value that cannot be written as JSON.
pub(crate) fn encode_failed(e: &serde_json::Error) -> Error {
    Error::typed(Kind::Failed, &ServiceError::Encode { error: e.to_string() })
}

/// A reply address whose token cannot be made.
pub(crate) fn token_failed(e: &crate::protocol::token::TokenError) -> Error {
    Error::typed(
        Kind::Failed,
        &ServiceError::Token {
            error: crate::exit::Inner::of(e),
        },
    )
}

pub(crate) fn sha256(b: &[u8]) -> [u8; 32] {
    use sha2::Digest;
    sha2::Sha256::digest(b).into()
}
