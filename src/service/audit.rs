//! What the operator reads of the whole database: `audit`, `stats`,
//! `backup` and a game's transcript (`export`).

use super::load::{held_armies, load_state_reader};
use super::{Error, Kind, Result, Service, ServiceError};
use crate::exit::Inner;
use crate::keys::msgid::Purpose;
use crate::keys::KeyFile;
use crate::protocol;
use crate::referee::{Event, GameState};
use crate::store::{Queries, StoreError};
use crate::transcript::{self, Transcript};
use std::path::Path;

impl Service {
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

    /// Back the database up to `dest` (SQLite's online backup, safe while
    /// `run` or `ingest` write). The key file is not in it: back that up
    /// separately (see docs/OPERATING.md).
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
        let unreadable =
            |what: fn(Inner) -> ServiceError, e: StoreError| Error::typed(Kind::Data, &what(Inner::from(&e)));
        let mut problems = Vec::new();
        // Only the games' ids and heads are held at once; each game's row
        // (with its snapshot) is read when its turn comes, so that memory
        // does not grow with the number of games.
        let games = r
            .game_heads()
            .map_err(|e| unreadable(|error| ServiceError::GamesUnreadable { error }, e))?;
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
        .map_err(|e| unreadable(|error| ServiceError::OutboxUnreadable { error }, e))?;
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
    let mut prev = protocol::log::genesis(&row.id).map_err(|e| Error::typed(Kind::Failed, &e))?;
    let mut parsed = Vec::new();
    for e in &events {
        let h = protocol::log::next(&prev, e.n, &e.bytes).map_err(|e| Error::typed(Kind::Failed, &e))?;
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

/// What is wrong with an outgoing mail of `game` (whose log has `head_n`
/// events), if anything: its id must be one this database made for the
/// game ([`mail_id`](super::outbox::mail_id)) and name an event of its log. Ids made before
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
