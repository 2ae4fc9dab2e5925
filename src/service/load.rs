//! A game's state: its snapshot sealed and opened, its log replayed, the
//! armies the referee holds.

use super::{Error, Kind, Result, ServiceError};
use crate::exit::Inner;
use crate::games::Side;
use crate::keys::KeyFile;
use crate::protocol;
use crate::referee::state::HeldArmy;
use crate::referee::{Event, GameState};
use crate::store::{GameRow, Queries, Snapshot as StoredSnapshot, Tx};

/// Snapshots of games with hidden armies are sealed, bound to the chain
/// head, so a copied database without the key file reveals nothing, and
/// stored as raw bytes (a BLOB); the others are plain JSON text.
pub(super) fn seal_snapshot(key: &KeyFile, st: &GameState, head: &[u8; 32]) -> Result<StoredSnapshot> {
    let json = st.to_snapshot();
    if !st.kind.has_hidden_pieces() {
        return Ok(StoredSnapshot::Text(json));
    }
    let sealed = crate::keys::sealed::seal_snapshot(key.master(), &st.id, head, json.as_bytes())
        .map_err(|e| Error::typed(Kind::Temporary, &e))?;
    Ok(StoredSnapshot::Blob(sealed))
}

/// The state of the game `row`, as read in the transaction `tx`: its
/// snapshot, else its log replayed.
pub(super) fn load_state(tx: &Tx<'_>, key: &KeyFile, row: &GameRow) -> Result<GameState> {
    load_from(tx, key, row)
}

/// [`load_state`] outside a transaction.
pub(super) fn load_state_reader(r: &crate::store::Reader<'_>, key: &KeyFile, row: &GameRow) -> Result<GameState> {
    load_from(r, key, row)
}

fn load_from(q: &dyn Queries, key: &KeyFile, row: &GameRow) -> Result<GameState> {
    let head: [u8; 32] = row
        .head_hash
        .as_slice()
        .try_into()
        .map_err(|_| Error::typed(Kind::Failed, &ServiceError::BadStoredHead))?;
    let open = |sealed: &[u8]| -> Result<String> {
        let plain = crate::keys::sealed::open_snapshot(key.master(), &row.id, &head, sealed).map_err(|e| {
            let failed = ServiceError::SnapshotSealed {
                game: row.id.clone(),
                error: Inner::of(&e),
            };
            Error::typed(Kind::Failed, &failed)
        })?;
        String::from_utf8(plain).map_err(|_| Error::typed(Kind::Failed, &ServiceError::SnapshotNotUtf8))
    };
    // A snapshot that opens (else the key file is wrong: an error) but
    // cannot be read, written by a version that knew other fields, is
    // rebuilt from the log like a stale one.
    let text = match &row.snapshot {
        StoredSnapshot::Blob(sealed) => open(sealed)?,
        // Written by older versions: the sealed bytes in hex.
        StoredSnapshot::Text(t) if t.starts_with("sealed:") => {
            let sealed = protocol::encode::hex_decode(&t["sealed:".len()..])
                .map_err(|e| Error::typed(Kind::Failed, &ServiceError::SnapshotHex { error: Inner::of(&e) }))?;
            open(&sealed)?
        }
        StoredSnapshot::Text(json) => json.clone(),
    };
    if let Ok(st) = GameState::from_snapshot(&text) {
        if st.n == row.head_n && st.snapshot_is_current() {
            return Ok(st);
        }
    }
    // The snapshot is stale or unreadable: replay the log.
    replay_log(q, key, &row.id, row.head_n)
}

/// The state after the first `upto` events of a game's log, replayed.
fn replay_log(q: &dyn Queries, key: &KeyFile, game: &str, upto: u64) -> Result<GameState> {
    let events: Vec<Event> = q
        .events(game)?
        .iter()
        .take_while(|e| e.n <= upto)
        .map(|e| Event::from_bytes(&e.bytes).map_err(|err| Error::typed(Kind::Failed, &err)))
        .collect::<std::result::Result<_, _>>()?;
    GameState::replay(&events, held_armies(q, key, game)?).map_err(|e| Error::typed(Kind::Failed, &e))
}

/// `st` with its whole move history: as it is if it has it, else with the
/// moves of a replay of the log up to the same event (a state loaded from
/// a snapshot holds only the moves applied since).
pub(super) fn with_history(q: &dyn Queries, key: &KeyFile, st: GameState) -> Result<GameState> {
    if st.history_complete() {
        return Ok(st);
    }
    let replayed = replay_log(q, key, &st.id, st.n)?;
    st.with_history_from(&replayed)
        .map_err(|e| Error::typed(Kind::Failed, &e))
}

/// The armies the referee holds of a game, opened.
pub(super) fn held_armies(q: &dyn Queries, key: &KeyFile, game: &str) -> Result<[Option<HeldArmy>; 2]> {
    let mut out = [None, None];
    for side in [1u8, 2] {
        if let Some((root, sealed)) = q.secret(game, side)? {
            let root: [u8; 32] = root
                .as_slice()
                .try_into()
                .map_err(|_| Error::typed(Kind::Failed, &ServiceError::BadStoredRoot))?;
            let plain = crate::keys::keyfile::open(key.master(), game, side, &root, &sealed).map_err(|e| {
                let failed = ServiceError::ArmySealed {
                    game: game.into(),
                    side,
                    error: Inner::of(&e),
                };
                Error::typed(Kind::Failed, &failed)
            })?;
            let held: HeldArmy = serde_json::from_slice(&plain)
                .map_err(|e| Error::typed(Kind::Failed, &ServiceError::SecretJson { error: e.to_string() }))?;
            out[(side - 1) as usize] = Some(held);
        }
    }
    Ok(out)
}

/// The id of `side`'s player of the game `row`.
pub(super) fn player_id(row: &GameRow, side: Side) -> i64 {
    match side {
        Side::First => row.first_player,
        Side::Second => row.second_player,
    }
}
