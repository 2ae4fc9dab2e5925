//! The limits on answers. Every kind of answer the referee gives to a mail
//! ([`Answer`]) has an hourly limit per address ([`Limit`]), decided in one
//! place, [`limit`], by matches without a wildcard on the answers and the
//! account commands, and by the table of a game's commands' traits
//! ([`Command::traits`]): a new command or kind of answer does not compile
//! until it is given its limit.
//! Each answer is counted as it is queued, in the transaction that queues
//! it. Besides, every mail to a stranger (an address the referee does not
//! know) is within [`stranger_ok`].

use super::{Config, Result};
use crate::referee::account::AccountCommand;
use crate::referee::Command;
use crate::store::{Queries, Tx};

/// Every kind of answer the referee gives to a mail.
pub(super) enum Answer<'a> {
    /// A game's commands, read from a player's mail. A mail of no command
    /// at all is answered by its refusal once decided.
    Game(&'a [Command]),
    /// An account command, carried out.
    Account(&'a AccountCommand),
    /// An answer to a mail that applied nothing: a refusal, the list of a
    /// player's games for a mail without a token, a command not
    /// understood, a mail too large.
    Refusal,
    /// A confirmation asked before a command is carried out.
    Confirmation,
    /// A notice to a player that their opponent's mail bounced.
    BounceNotice,
}

/// How many answers of a kind an address gets in an hour.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Limit {
    /// A turn of a game (a move, an army, a draw offer, a resignation, a
    /// blind game's lines) or the answer to a challenge: each waits for
    /// the opponent's turn or is given once, so the game bounds them.
    Turns,
    /// Whatever else a player's token or a confirmation carries:
    /// `info_replies_per_hour` mails per address; past it neither carried
    /// out nor answered (a notice would be one more mail to flood with).
    Info,
    /// What is answered on the From line alone (GAMES, whose answer goes
    /// to that address only): as many, counted apart, so that forged ones
    /// never use up what a player's own mails may ask.
    FromLine,
    /// `error_replies_per_hour` per address and game, the one that reaches
    /// the limit saying so and until when.
    Errors,
    /// As many as error replies, counted apart.
    Bounces,
}

/// The limit of each kind of answer.
fn limit(answer: &Answer<'_>) -> Limit {
    match answer {
        Answer::Game(commands) if commands.is_empty() || commands.iter().any(|c| of_command(c) == Limit::Turns) => {
            Limit::Turns
        }
        Answer::Game(_) => Limit::Info,
        Answer::Account(command) => of_account(command),
        Answer::Refusal | Answer::Confirmation => Limit::Errors,
        Answer::BounceNotice => Limit::Bounces,
    }
}

/// The limit of a command a player mails to a game ([`Command::traits`]).
fn of_command(command: &Command) -> Limit {
    if command.traits().turn {
        Limit::Turns
    } else {
        Limit::Info
    }
}

/// The limit of a command mailed outside any game.
fn of_account(command: &AccountCommand) -> Limit {
    match command {
        AccountCommand::Games
        | AccountCommand::Standings(_)
        | AccountCommand::Rating(_)
        | AccountCommand::Site(false) => Limit::FromLine,
        AccountCommand::Site(true)
        | AccountCommand::Observe(_)
        | AccountCommand::Unobserve(_)
        | AccountCommand::New(_)
        | AccountCommand::Join(_) => Limit::Info,
        // Each closes its challenge: a second answer is a refusal.
        AccountCommand::Accept | AccountCommand::Decline => Limit::Turns,
    }
}

/// What the limit allows for one more answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Budget {
    /// Within the limit: answer (the answer is counted).
    Answer,
    /// The limit is reached: answer once more, saying that no such answer
    /// comes again before `until`.
    Last { until: i64 },
    /// Past the limit (and told, for error replies): no answer.
    Silent,
}

/// Whether an answer of kind `answer` may go to `address` about `game`
/// ('' for mail without a game) at `now`, counting it if so.
pub(super) fn budget(
    tx: &Tx<'_>,
    config: &Config,
    answer: &Answer<'_>,
    address: &str,
    game: &str,
    now: i64,
) -> Result<Budget> {
    match limit(answer) {
        Limit::Turns => Ok(Budget::Answer),
        Limit::Info => info(tx, config, INFO, address, now),
        Limit::FromLine => info(tx, config, FROM_LINE, address, now),
        Limit::Errors => errors(tx, config, address, game, now),
        Limit::Bounces => bounces(tx, config, address, game, now),
    }
}

/// The kinds of replies counted in `limited_replies`.
const STRANGER: &str = "stranger";
const INFO: &str = "info";
const FROM_LINE: &str = "from-line";

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

/// [`Limit::Info`] and [`Limit::FromLine`]: within `info_replies_per_hour`
/// for `address`, counted as `kind`.
fn info(tx: &Tx<'_>, config: &Config, kind: &str, address: &str, now: i64) -> Result<Budget> {
    if tx.limited_replies_since(kind, Some(address), now - 3600 + 1)? >= config.info_replies_per_hour {
        return Ok(Budget::Silent);
    }
    tx.record_limited_reply(kind, address, now)?;
    Ok(Budget::Answer)
}

/// [`Limit::Errors`]: the budget of error replies to `address` about
/// `game`. The notice that the limit is reached ([`Budget::Last`]) is
/// given once: until an error reply goes out again.
fn errors(tx: &Tx<'_>, config: &Config, address: &str, game: &str, now: i64) -> Result<Budget> {
    let address = address.to_ascii_lowercase();
    let limit = config.error_replies_per_hour;
    // Those of the last hour: sent later than an hour ago.
    let sent = tx.replies_since(&address, game, "error", now - 3599)?;
    if (sent.len() as u64) < limit {
        tx.record_reply(&address, game, "error", now)?;
        return Ok(Budget::Answer);
    }
    // No error reply at all (a limit of 0): nothing to tell.
    let Some(&latest) = sent.last() else {
        return Ok(Budget::Silent);
    };
    if !tx.replies_since(&address, game, "mute", latest)?.is_empty() {
        return Ok(Budget::Silent);
    }
    tx.record_reply(&address, game, "mute", now)?;
    // Answers come again once fewer than `limit` are within the hour.
    let oldest_counted = sent[sent.len() - limit as usize];
    Ok(Budget::Last {
        until: oldest_counted + 3600,
    })
}

/// [`Limit::Bounces`]: notices to `address` about `game` that its
/// opponent's mail bounced, as many an hour as error replies, never taken
/// from the player's budget of error replies.
fn bounces(tx: &Tx<'_>, config: &Config, address: &str, game: &str, now: i64) -> Result<Budget> {
    let address = address.to_ascii_lowercase();
    let sent = tx.replies_since(&address, game, "bounce", now - 3599)?;
    if sent.len() as u64 >= config.error_replies_per_hour {
        return Ok(Budget::Silent);
    }
    tx.record_reply(&address, game, "bounce", now)?;
    Ok(Budget::Answer)
}
