//! The imperative shell: the only code that combines the store, the key
//! file, the clock, randomness and mail transports with the pure core.
//!
//! Every incoming message goes through [`Service::ingest`] (`ingest.rs`),
//! a sequence of stages, each a module with its own small types:
//!
//! read → authenticate → route → decide → commit → reply
//!
//! The message is stored raw first (a failure there is temporary, so the
//! MTA retries); then it is fully applied (events appended, snapshot
//! updated, secrets sealed, replies queued in the outbox, its inbox row
//! marked) in one write transaction, or not at all. The other commands
//! (`tick`, `send`, `operate`, `audit`, the polls, `init`) have a module
//! each.

pub use crate::exit::Kind;
use crate::games::Side;
use crate::referee::state::side_num;
use crate::referee::GameState;
use crate::store::{Queries, Store};
use cache::StateCache;
pub use errors::ServiceError;
use load::{load_state_reader, with_history};
use setup::bind_key;

pub use crate::mail::DEFAULT_MAX_MESSAGE_BYTES;
pub use batch::{poll_maildir, poll_maildir_with, ImapIntake};
pub use send::{SendFailure, SendFault, SendReport, MAX_QUEUE_LIFETIME};
pub use setup::init;
pub(crate) use setup::load_key;

// A message's stages, in order (see `ingest.rs`): each uses only those
// before it and the shared modules below.
mod authenticate;
mod commit;
mod decide;
mod ingest;
mod read;
mod reply;
mod route;

// The routes that end at the route stage.
mod account;
mod bounce;
mod challenge;
mod club_mail;
mod confirm;
mod listing;

// Shared by the stages and the other commands.
mod base;
mod cache;
pub mod club;
pub mod errors;
mod games;
mod inbox;
mod kit;
mod limits;
mod load;
mod notes;
mod outbox;

// The other commands: each a module.
mod audit;
mod batch;
mod clock;
mod operator;
mod send;
mod setup;
pub mod site;

use base::{encode_failed, no_game, refused, sha256, token_failed};
pub use base::{Config, Error, Ingested, PlayerSpec, Result, Service, DEFAULT_MAX_COMMANDS, DEFAULT_POLL_BATCH};

/// A fresh seed, or the system's own words on why there is none.
fn system_seed() -> std::result::Result<[u8; 32], String> {
    crate::keys::keyfile::fresh_seed().map_err(|e| match e {
        crate::keys::SecretError::Random(words) => words,
        other => other.to_string(),
    })
}

fn system_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
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
            _ => Err(Error::typed(
                Kind::Config,
                &ServiceError::NoAddress {
                    address: self.config.address.clone(),
                },
            )),
        }
    }

    /// The address a player replies to for a game: the one the referee's
    /// latest mail gives, issued at the game's current log position.
    pub fn reply_address(&self, game: &str, side: Side) -> Result<String> {
        let head = self.store.read().game(game)?.map_or(0, |row| row.head_n);
        self.reply_address_at(game, side, head)
    }

    /// The address a mail of the referee written at log position `issued`
    /// gives a player of a game.
    pub fn reply_address_at(&self, game: &str, side: Side, issued: u64) -> Result<String> {
        outbox::game_reply_address(&self.key, &self.config.address, game, side_num(side), issued)
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
}
