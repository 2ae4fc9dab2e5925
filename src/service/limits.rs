//! The limits on replies that anyone can cause: mails to strangers
//! (addresses the referee does not know) and answers to BOARD, HELP and
//! GAMES. Each reply is counted in the `limited_replies` table as it is
//! queued, in the transaction that queues it.
//!
//! - To a stranger: at most `stranger_replies_per_day` mails to one
//!   address, and `stranger_replies_per_hour` to all strangers together
//!   (a confirmation, a refusal, an answer to GAMES). Past either, the mail
//!   is not sent.
//! - BOARD, HELP and GAMES: at most `info_replies_per_hour` mails asking
//!   only for them answered per player; past it such a mail gets no reply
//!   at all (one notice would be one more mail to flood with).

use super::{Config, Result};
use crate::store::{Queries, Tx};

/// The kinds of counted replies.
const STRANGER: &str = "stranger";
const INFO: &str = "info";

/// Whether the referee knows `address`: a player's, or confirmed.
pub(super) fn known(tx: &Tx<'_>, address: &str) -> Result<bool> {
    Ok(tx.player_by_address(address)?.is_some() || tx.address_confirmed(address)?)
}

/// Whether a mail may go to `to` now: always if the referee knows it,
/// else within the limits for strangers (and then it is counted).
pub(super) fn stranger_ok(tx: &Tx<'_>, config: &Config, to: &str, now: i64) -> Result<bool> {
    if known(tx, to)? {
        return Ok(true);
    }
    if tx.limited_replies_since(STRANGER, Some(to), now - 86_400 + 1)? >= config.stranger_replies_per_day
        || tx.limited_replies_since(STRANGER, None, now - 3600 + 1)? >= config.stranger_replies_per_hour
    {
        return Ok(false);
    }
    tx.record_limited_reply(STRANGER, to, now)?;
    Ok(true)
}

/// Whether a BOARD, HELP or GAMES mail from `address` is answered: within
/// `info_replies_per_hour` (and then it is counted).
pub(super) fn info_ok(tx: &Tx<'_>, config: &Config, address: &str, now: i64) -> Result<bool> {
    if tx.limited_replies_since(INFO, Some(address), now - 3600 + 1)? >= config.info_replies_per_hour {
        return Ok(false);
    }
    tx.record_limited_reply(INFO, address, now)?;
    Ok(true)
}
