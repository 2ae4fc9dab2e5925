//! Why an operator's command on a game (`new`, `pause`, `extend`, ...) is
//! not done: `Display` is the English the operator reads, and
//! [`Explain::reason`] its code (`service-…`, worded by the shell's
//! `service.ftl`) for the operator's language.

use std::fmt;

use crate::games::ParseError;
use crate::reason::{Explain, Reason};
use crate::referee::misfit::Misfit;

/// An operator's command the referee does not carry out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotDone {
    /// An operator's action without a reason.
    NoReason,
    /// A blind game without a time control.
    BlindNeedsClock,
    /// Options that do not fit the game.
    BadOptions(ParseError),
    /// An event that does not fit the game's state.
    Misfit(Misfit),
}

impl fmt::Display for NotDone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotDone::NoReason => f.write_str("give a reason: it goes in the game's log and to both players"),
            NotDone::BlindNeedsClock => {
                f.write_str("a blind game needs a time control (--time): the final reveals have a deadline")
            }
            NotDone::BadOptions(e) => write!(f, "bad options: {e}"),
            NotDone::Misfit(e) => write!(f, "{e}"),
        }
    }
}

impl Explain for NotDone {
    fn reason(&self) -> Reason {
        match self {
            NotDone::NoReason => Reason::new("service-no-reason"),
            NotDone::BlindNeedsClock => Reason::new("service-blind-needs-clock"),
            NotDone::BadOptions(e) => Reason::new("service-bad-options").reason("why", e.1.clone()),
            NotDone::Misfit(e) => e.reason(),
        }
    }
}

impl std::error::Error for NotDone {}

impl From<Misfit> for NotDone {
    fn from(e: Misfit) -> NotDone {
        NotDone::Misfit(e)
    }
}

impl NotDone {
    /// One value of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<NotDone> {
        let options = crate::games::any::OptionsSpec {
            variant: Some("no-such-variant".into()),
            ..Default::default()
        };
        let bad = options
            .resolve(crate::games::any::GameKind::Lattaque)
            .expect_err("an unknown variant is refused");
        vec![
            NotDone::NoReason,
            NotDone::BlindNeedsClock,
            NotDone::BadOptions(bad),
            NotDone::Misfit(Misfit::examples().remove(0)),
        ]
    }
}
