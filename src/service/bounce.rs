//! Bounces: recorded against the address that failed, and the opponents
//! of its running games told.

use super::load::load_state;
use super::outbox::{head_of, queue_mails, rate_ok};
use super::{Config, Result};
use crate::games::Side;
use crate::keys::KeyFile;
use crate::referee::{self, MailPlan};
use crate::store::{Queries, Tx};

/// Record a bounce against each failed address and tell the opponents in
/// that address's running games.
#[allow(clippy::too_many_arguments)]
pub(super) fn record_bounce(
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
