//! Why a logged event does not fit the game's state ([`Misfit`]): the
//! errors of `GameState::apply` and of a replay, which `verify` shows to
//! whoever checks a transcript, and which refuse a command whose events
//! the state does not take. Declared with `#[derive(Sentence)]`:
//! `Display` is the English (the verifier's and the operator's messages),
//! from `templates/en/log.ftl`; [`crate::reason::Explain::reason`] the
//! code and arguments of the catalogs (ids `log-*`).

mod keys;
mod plain;
mod proof;
mod snapshot;
mod who;

pub use keys::KeyFault;
pub use plain::Plain;
pub use proof::{Proof, Role};
pub use snapshot::SnapshotFault;
pub use who::Who;

use crate::games::any::{GameKind, MoveError};
use crate::games::Side;
use crate::reason::{Sentence, Why};

/// An event that does not fit the log.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "log-")]
pub enum Misfit {
    Plain(Plain),
    Proof(Proof),
    Key(KeyFault),
    /// The operator's: a cached snapshot that does not read or match.
    Snapshot(SnapshotFault),
    /// A refusal of the rules or of the protocol, as it is (an army that
    /// does not parse, a game that is not one, a blind opening refused).
    Inner(Why),
    /// The fault of event number `n` (1 = `created`) of a replayed log.
    AtEvent {
        n: usize,
        #[sentence(name = "why")]
        misfit: Box<Misfit>,
    },
    NoSuchSide {
        #[sentence(name = "n")]
        side: u8,
    },
    BadGameId {
        game: String,
    },
    UnknownMode {
        mode: String,
    },
    BadOptions {
        why: Why,
    },
    NoHiddenArmies {
        #[sentence(name = "game")]
        kind: GameKind,
    },
    NotOnClock {
        #[sentence(game, spread = "side name")]
        who: Who,
    },
    /// `who`'s deadline is `deadline`, the event says `given` (seconds).
    WrongDeadline {
        #[sentence(game, spread = "side name")]
        who: Who,
        #[sentence(with = when)]
        deadline: i64,
        #[sentence(with = when)]
        given: i64,
    },
    CommittedTwice {
        #[sentence(game, spread = "side name")]
        who: Who,
    },
    MoveNotInPlay {
        text: String,
    },
    MovePaused {
        text: String,
    },
    OutOfTurn {
        text: String,
        #[sentence(game, spread = "side name")]
        who: Who,
    },
    WrongPly {
        text: String,
        ply: u32,
        expected: u32,
    },
    /// The move's text does not read (the rules' own reason).
    MoveNotAMove {
        ply: u32,
        text: String,
        why: Why,
    },
    /// The move breaks the rules (their own reason).
    MoveIllegal {
        ply: u32,
        text: String,
        why: Why,
    },
    /// The move's combat, or a blind game's move, refused.
    MoveFails {
        ply: u32,
        text: String,
        why: Why,
    },
    NotCanonical {
        ply: u32,
        text: String,
        canonical: String,
    },
    NotCanonicalBlind {
        ply: u32,
        text: String,
    },
    PublishedTwice {
        #[sentence(game, spread = "side name")]
        who: Who,
    },
    PublishedUncommitted {
        #[sentence(game, spread = "side name")]
        who: Who,
    },
    PublishedRootDiffers {
        #[sentence(game, spread = "side name")]
        who: Who,
    },
    PublishedArmyDiffers {
        #[sentence(game, spread = "side name")]
        who: Who,
    },
    /// The log's result (winner 0 for a draw, and the end as quoted) is
    /// not the one the rules give.
    ResultDiffers {
        winner: u8,
        recorded: String,
        rules_winner: u8,
        given: String,
    },
    /// An `ended` event (its end as written) with nothing to end the game.
    EndedForNothing {
        reason: String,
    },
    ReminderEarly {
        before: i64,
    },
    VacationSpan {
        #[sentence(with = ToString::to_string)]
        from: i64,
        #[sentence(with = ToString::to_string)]
        until: i64,
    },
    SideTimeoutEarly {
        #[sentence(game, spread = "side name")]
        who: Who,
    },
    BlindCommitBad {
        #[sentence(game, spread = "side name")]
        who: Who,
    },
    OwesNoReveal {
        #[sentence(game, spread = "side name")]
        who: Who,
    },
}

impl From<Plain> for Misfit {
    fn from(p: Plain) -> Misfit {
        Misfit::Plain(p)
    }
}

impl From<KeyFault> for Misfit {
    fn from(k: KeyFault) -> Misfit {
        Misfit::Key(k)
    }
}

impl From<SnapshotFault> for Misfit {
    fn from(s: SnapshotFault) -> Misfit {
        Misfit::Snapshot(s)
    }
}

impl From<Proof> for Misfit {
    fn from(p: Proof) -> Misfit {
        Misfit::Proof(p)
    }
}

impl From<Misfit> for Why {
    fn from(m: Misfit) -> Why {
        Why::of(&m)
    }
}

/// A side number read from a log.
pub fn side_of(n: u8) -> Result<Side, Misfit> {
    match n {
        1 => Ok(Side::First),
        2 => Ok(Side::Second),
        _ => Err(Misfit::NoSuchSide { side: n }),
    }
}

/// A move that does not play, as [`Misfit`].
pub fn move_error(ply: u32, text: &str, e: MoveError) -> Misfit {
    let text = text.to_string();
    match e {
        MoveError::Syntax(e) => Misfit::MoveNotAMove {
            ply,
            text,
            why: e.why(),
        },
        MoveError::Illegal(e) => Misfit::MoveIllegal {
            ply,
            text,
            why: e.why(),
        },
    }
}

/// A time of the log as its messages write it.
fn when(t: &i64) -> String {
    jiff::Timestamp::from_second(*t).map_or(t.to_string(), |t| t.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reason::Explain;

    #[test]
    fn a_fault_at_an_event_names_the_event_and_nests_its_reason() {
        let m = Misfit::AtEvent {
            n: 5,
            misfit: Box::new(Misfit::Plain(Plain::SecondCreated)),
        };
        assert_eq!(m.to_string(), "event 5: a second 'created' event");
        let r = m.reason();
        assert_eq!(r.code, "log-at-event");
        assert_eq!(
            r.args.get("why"),
            Some(&crate::reason::Arg::Reason(Box::new(crate::reason::Reason::new(
                "log-second-created"
            ))))
        );
    }

    #[test]
    fn every_example_has_its_own_log_code_but_the_inner_one() {
        let codes: Vec<String> = Misfit::examples().iter().map(|m| m.reason().code).collect();
        for (m, c) in Misfit::examples().iter().zip(&codes) {
            if !matches!(m, Misfit::Inner(_)) {
                assert!(c.starts_with("log-") && c != "log-misfit", "{m:?}: {c}");
            }
        }
        let mut distinct = codes.clone();
        distinct.sort();
        distinct.dedup();
        // The combat's two roles, the results' two forms and the blind
        // commitment with and without a key share their codes.
        assert_eq!(distinct.len(), codes.len() - 4);
    }

    #[test]
    fn a_side_out_of_range_is_a_misfit() {
        assert_eq!(side_of(2), Ok(Side::Second));
        assert_eq!(side_of(0).unwrap_err().to_string(), "side 0 is neither 1 nor 2");
    }
}
