//! Why an operator's command on a game (`new`, `pause`, `extend`, ...) is
//! not done: `Display` is the English the operator reads, and
//! [`Explain::reason`] its code (`service-…`, worded by the shell's
//! `service.ftl`) for the operator's language.

use crate::games::ParseError;
use crate::reason::{Explain, Sentence};
use crate::referee::misfit::Misfit;

/// An operator's command the referee does not carry out.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "service-")]
pub enum NotDone {
    /// An operator's action without a reason.
    NoReason,
    /// A blind game without a time control.
    BlindNeedsClock,
    /// Options that do not fit the game.
    BadOptions(#[sentence(name = "why", with = Explain::reason)] ParseError),
    /// An event that does not fit the game's state.
    Misfit(Misfit),
}

impl std::error::Error for NotDone {}

impl From<Misfit> for NotDone {
    fn from(e: Misfit) -> NotDone {
        NotDone::Misfit(e)
    }
}
