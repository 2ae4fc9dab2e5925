//! Bounces (a route): recorded against the address that failed, and the
//! opponents of its running games told.

use super::inbox::{said, Outcome};
use super::limits::{self, Answer, Budget};
use super::load::{load_state, player_id};
use super::outbox::{head_of, queue_mails};
use super::route::Bounce;
use super::{Config, Result};
use crate::games::Side;
use crate::keys::KeyFile;
use crate::referee::{self, MailPlan};
use crate::says::handled::Told;
use crate::store::{Queries, Tx};

/// Record a bounce against each failed address and tell the opponents in
/// that address's running games.
pub(super) fn record(
    tx: &Tx<'_>,
    config: &Config,
    key: &KeyFile,
    inbox_id: i64,
    b: &Bounce<'_>,
    now: i64,
) -> Result<Outcome> {
    let Bounce {
        recipients,
        status,
        permanent,
    } = *b;
    let mut told = Vec::new();
    for addr in recipients {
        tx.record_bounce(addr, now, status, permanent, inbox_id)?;
        for (game, side) in tx.active_games_of(addr)? {
            let Some(row) = tx.game(&game)? else { continue };
            let st = load_state(tx, key, &row)?;
            let opp = if side == 1 { Side::Second } else { Side::First };
            let Some(opp_row) = tx.player(player_id(&row, opp))? else {
                continue;
            };
            // At most a few such notices an hour per game, as many as error
            // replies but counted apart: they never use up the player's
            // budget of error replies.
            if limits::budget(tx, config, &Answer::BounceNotice, &opp_row.address, &game, now)? == Budget::Silent {
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
    let summary = Told::Bounce {
        recipients: recipients.to_vec(),
        status: status.map(str::to_string),
        told,
    };
    Ok(said("bounce", None, &summary))
}
