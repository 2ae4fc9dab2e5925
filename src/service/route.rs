//! Stage 3, route: where a message goes. A bounce is recorded; a mail the
//! referee must never answer (an automatic reply, bulk mail, its own) or
//! one without a sender is put aside; without a valid token, a mail is an
//! account command (GAMES, OBSERVE, UNOBSERVE, NEW) or is refused; with
//! one, it answers a confirmation (`cf-N`) or a challenge (`ch-N`), or
//! carries OBSERVE, UNOBSERVE, NEW or a side's commands for a game.

use super::authenticate::Token;
use super::{Error, Kind, Result, ServiceError};
use crate::games::Side;
use crate::mail::inbound::{self, Inbound};
use crate::referee;
use crate::referee::account::{AccountCommand, AccountError};
use crate::says::handled::Told;

/// Where a message goes.
pub(super) enum Route<'m> {
    /// A delivery status notification.
    Bounce(Bounce<'m>),
    /// Put aside unanswered; the summary says why.
    Ignore(Told),
    /// An account command, sent without a token or with the token of a
    /// game's side (`game`), which may be the sender's own.
    Account {
        sender: &'m str,
        command: AccountCommand,
        game: Option<(String, Side)>,
    },
    /// Without a token, an account command that cannot be read.
    NotUnderstood { sender: &'m str, error: AccountError },
    /// Without a token, and no account command either.
    NoToken { sender: &'m str },
    /// A reply to confirmation `n` (a held OBSERVE, UNOBSERVE, NEW, JOIN or
    /// SITE ON).
    Confirm { sender: &'m str, n: i64 },
    /// An answer to challenge `n`, from the `player` its token names.
    Challenge { sender: &'m str, n: i64, player: u8 },
    /// Commands for a game.
    Game(Play<'m>),
}

/// What a bounce reports.
#[derive(Clone, Copy)]
pub(super) struct Bounce<'m> {
    /// The addresses that failed.
    pub(super) recipients: &'m [String],
    /// The status of the first that failed.
    pub(super) status: Option<&'m str>,
    /// Whether the failure is for good (5.x.x).
    pub(super) permanent: bool,
}

/// A side's commands for a game, as its token names them.
pub(super) struct Play<'m> {
    pub(super) sender: &'m str,
    pub(super) game: String,
    pub(super) side: Side,
    /// The log position the reply address was issued at.
    pub(super) issued: u64,
}

/// Where `msg` goes, given the token it carries; `own` is the referee's
/// own address (never answered).
pub(super) fn route<'m>(msg: &'m Inbound, own: &[String], token: Option<Token>) -> Result<Route<'m>> {
    if let inbound::Kind::Bounce {
        recipients,
        status,
        permanent,
    } = &msg.kind
    {
        return Ok(Route::Bounce(Bounce {
            recipients,
            status: status.as_deref(),
            permanent: *permanent,
        }));
    }
    if let Some(why) = &msg.from_error {
        return Ok(Route::Ignore(Told::NoOneSender(*why)));
    }
    if let Some(reason) = msg.not_answered(own) {
        return Ok(Route::Ignore(Told::Unanswered(reason)));
    }
    let Some(sender) = msg.from.as_deref() else {
        return Ok(Route::Ignore(Told::NoSender));
    };
    // ACCEPT and DECLINE answer a challenge, through its token only.
    let account = referee::account::parse(&msg.commands)
        .map(|c| c.filter(|c| !matches!(c, AccountCommand::Accept | AccountCommand::Decline)));
    let Some(Token { game, player, issued }) = token else {
        return Ok(match account {
            Ok(Some(command)) => Route::Account {
                sender,
                command,
                game: None,
            },
            Err(error) => Route::NotUnderstood { sender, error },
            Ok(None) => Route::NoToken { sender },
        });
    };
    if let Some(n) = game.strip_prefix("cf-") {
        let n = n
            .parse()
            .map_err(|_| Error::typed(Kind::Failed, &ServiceError::BadConfirmationId))?;
        return Ok(Route::Confirm { sender, n });
    }
    if let Some(n) = game.strip_prefix("ch-") {
        let n = n
            .parse()
            .map_err(|_| Error::typed(Kind::Failed, &ServiceError::BadChallengeId))?;
        return Ok(Route::Challenge { sender, n, player });
    }
    let side = if player == 1 { Side::First } else { Side::Second };
    // OBSERVE, UNOBSERVE, NEW or SITE in reply to a game's mail: carried
    // out at once if the token is the sender's own.
    if let Ok(Some(
        command @ (AccountCommand::Observe(_)
        | AccountCommand::Unobserve(_)
        | AccountCommand::New(_)
        | AccountCommand::Site(_)),
    )) = account
    {
        return Ok(Route::Account {
            sender,
            command,
            game: Some((game, side)),
        });
    }
    Ok(Route::Game(Play {
        sender,
        game,
        side,
        issued,
    }))
}
