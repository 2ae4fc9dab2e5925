//! Stage 5, commit: a decision stored in the transaction that handles its
//! message (or its tick, or operator's action): the players' rows it
//! changed, its events appended to the hash chain, the hidden armies it
//! accepted sealed, the snapshot and `next_due` moved to the new head.
//! The state after it is taken from the decision, not computed again.

use super::load::seal_snapshot;
use super::{Config, Error, Kind, Result, ServiceError};
use crate::compose::Head;
use crate::keys::KeyFile;
use crate::protocol::{self, encode::hex_encode};
use crate::referee::decide::SecretToKeep;
use crate::referee::state::side_num;
use crate::referee::{self, Decision, Event, GameState};
use crate::store::{GameRow, Tx};

/// A decision stored: the state after it and the new head of its log.
pub(super) struct Committed {
    pub(super) after: GameState,
    /// The head, for the mails.
    pub(super) head: Head,
    /// The head's hash.
    pub(super) head_bytes: [u8; 32],
}

/// The players' rows a decision changes: a time zone, calendars, vacation used in
/// `year`; and the language of this game's mails to a player.
pub(super) fn players(tx: &Tx<'_>, row: &GameRow, d: &Decision, year: i64) -> Result<()> {
    let pid = |side| super::load::player_id(row, side);
    if let Some((side, lang)) = &d.lang {
        tx.set_game_lang(&row.id, side_num(*side), lang)?;
    }
    if let Some((side, tz)) = &d.timezone {
        tx.set_timezone(pid(*side), tz)?;
    }
    if let Some((side, on)) = d.calendar {
        tx.set_calendar(pid(side), on)?;
    }
    if let Some((side, secs)) = d.vacation_charged {
        tx.charge_vacation(pid(side), year, secs)?;
    }
    Ok(())
}

/// Store a decision on the game `row` (as read in this transaction):
/// append its events to the chain, keep any secret, update the snapshot
/// and next_due. Its mails are left to the reply stage.
pub(super) fn decision(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    row: &GameRow,
    d: &mut Decision,
    now: i64,
) -> Result<Committed> {
    // The state after the events, as the decision computed it by applying
    // them (the armies it accepted held): taken, not applied again.
    let after = d
        .take_after()
        .ok_or_else(|| Error::typed(Kind::Failed, &ServiceError::FailedDecision))?;
    if after.n != row.head_n + d.events.len() as u64 || after.id != row.id {
        let wrong = ServiceError::DecisionEnds {
            game: row.id.clone(),
            at: row.head_n,
            ends: after.n,
            of: after.id.clone(),
        };
        return Err(Error::typed(Kind::Failed, &wrong));
    }
    let (n, head_bytes) = append_events(tx, row, &d.events, now)?;
    keep_secrets(tx, key, &row.id, &d.secrets)?;
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
        if let (Some(result), false) = (&after.result, row.status == "over") {
            // The game ends here: its result, for ratings and tournaments.
            let players = [row.first_player, row.second_player];
            tx.record_result(&row.id, &row.kind, players, result.winner, now)?;
        }
    }
    let head = Head {
        n,
        hex: hex_encode(&head_bytes),
    };
    Ok(Committed {
        after,
        head,
        head_bytes,
    })
}

/// Append `events` after the head of `row`'s log: the new head's number
/// and hash.
fn append_events(tx: &Tx<'_>, row: &GameRow, events: &[Event], now: i64) -> Result<(u64, [u8; 32])> {
    let mut head: [u8; 32] = row
        .head_hash
        .as_slice()
        .try_into()
        .map_err(|_| Error::typed(Kind::Failed, &ServiceError::BadStoredHead))?;
    let mut n = row.head_n;
    for ev in events {
        n += 1;
        let bytes = ev.to_bytes();
        head = protocol::log::next(&head, n, &bytes).map_err(|e| Error::typed(Kind::Failed, &e))?;
        tx.append_event(&row.id, n, &bytes, &head, now)?;
    }
    Ok((n, head))
}

/// Seal and keep the armies a decision accepted, per game and side, bound
/// to their commitment roots.
fn keep_secrets(tx: &Tx<'_>, key: &KeyFile, game: &str, secrets: &[SecretToKeep]) -> Result<()> {
    for s in secrets {
        let root = protocol::encode::hex_decode32(&s.root).map_err(|e| Error::typed(Kind::Failed, &e))?;
        let plain = serde_json::to_vec(&s.held).map_err(|e| super::encode_failed(&e))?;
        let sealed = crate::keys::keyfile::seal(key.master(), game, side_num(s.side), &root, &plain)
            .map_err(|e| Error::typed(Kind::Temporary, &e))?;
        tx.put_secret(game, side_num(s.side), &root, &sealed)?;
    }
    Ok(())
}
