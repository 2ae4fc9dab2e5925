//! Who wrote what in a game's log, and when a player's mail is fresh.
//!
//! Every reply address the referee hands out carries the log position it
//! was issued at (`protocol::token`). A command that changes the game from
//! a mail whose address was issued before the sender's last act (the last
//! event recorded from that player's own commands) is **stale**: it is an
//! old mail sent again, by the player or by anyone who saw it, and it is
//! refused with a reply that points to the latest mail. The commands that
//! record nothing (BOARD, HELP, HISTORY, TIMEZONE, CALENDAR) work from any of the
//! player's addresses.
//!
//! Pure: the positions come from the log (each side's last act is what
//! replaying its events gives) and from the token the shell read.

use serde::{Deserialize, Serialize};

use super::command::{Act, Command};
use super::event::Event;
use super::refusal::Refusal;
use crate::games::Side;
use crate::reason::Why;

/// The signature a mail carries, as the shell read it: the `sig N BASE64`
/// line, the log head at `N` from the referee's own log, and the signed
/// text of the mail's commands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MailSignature {
    /// The log position `N` the player saw.
    pub seen: u64,
    /// The referee's log head at `seen` (`None`: the log has no such entry).
    pub head: Option<[u8; 32]>,
    /// The signature, or why its line could not be read.
    pub sig: Result<[u8; 64], String>,
    /// The text `c` of the command lines.
    pub commands: String,
}

/// What the log says of each player as an author: the position of their
/// last act.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Authors {
    /// The log position of each side's last act (0: none yet), first side
    /// then second.
    pub acted: [u64; 2],
    /// Read from a snapshot written before this was kept: the state must be
    /// replayed from the log (see `GameState::snapshot_is_current`).
    #[serde(skip)]
    pub(crate) unknown: bool,
}

/// What the shell knows of a player's mail beyond its commands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MailFacts {
    /// The log position the reply address was issued at (0 for an address
    /// of the first form, from before addresses carried one).
    pub issued: u64,
    /// The mail's `sig` line, if it has one (see `super::signing`).
    pub signature: Option<MailSignature>,
}

/// The side whose own command `ev` records, if any. In a blind game a
/// reveal is the player's; in held mode it is the referee's publication
/// at the end.
pub fn author(ev: &Event, blind: bool) -> Option<u8> {
    authored(ev, blind).map(|(side, _)| side)
}

/// The side whose own command `ev` records and what it is, as a signature
/// of theirs must cover it ([`Command::traits`]'s `records`); `None` for
/// the referee's own events.
pub fn authored(ev: &Event, blind: bool) -> Option<(u8, Act)> {
    ev.traits().act.filter(|(_, act)| blind || *act != Act::Reveal)
}

impl Authors {
    /// The state marked as read from an older snapshot.
    pub(crate) fn unknown() -> Authors {
        Authors {
            unknown: true,
            ..Authors::default()
        }
    }

    /// Record event number `n` (already checked by the rules).
    pub(crate) fn record(&mut self, ev: &Event, n: u64, blind: bool) -> Result<(), super::misfit::Misfit> {
        if let Some(side) = author(ev, blind) {
            self.acted[super::misfit::side_of(side)?.index()] = n;
        }
        Ok(())
    }

    /// The position of `side`'s last act (0: none yet).
    pub fn last_act(&self, side: Side) -> u64 {
        self.acted[side.index()]
    }
}

/// Why a command of a stale mail is refused, or nothing: `last` is the
/// position of the sender's last act when the mail came in.
pub fn stale(cmd: &Command, mail: Option<&MailFacts>, last: u64) -> Result<(), Why> {
    match mail {
        Some(m) if m.issued < last && cmd.traits().changes => Err(Why::of(&Refusal::Stale { issued: m.issued, last })),
        _ => Ok(()),
    }
}
