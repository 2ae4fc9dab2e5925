//! A decision stored: its events, secrets, snapshot and mails.

use super::load::seal_snapshot;
use super::outbox::{queue_mails_with, queue_observer_mails};
use super::{Config, Error, Kind, Result};
use crate::compose::Head;
use crate::games::Side;
use crate::keys::KeyFile;
use crate::protocol::{self, encode::hex_encode};
use crate::referee::state::side_num;
use crate::referee::{self, GameState};
use crate::store::{GameRow, PlayerRow, Tx};

/// Store a decision: append its events to the chain, keep any secret,
/// update the snapshot and next_due, and queue its mails. Returns the
/// state after it and the new chain head (for mails, and as bytes).
#[allow(clippy::too_many_arguments)]
pub(super) fn commit_decision(
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
