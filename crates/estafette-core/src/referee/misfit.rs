//! Why a logged event does not fit the game's state ([`Misfit`]): the
//! errors of `GameState::apply` and of a replay, which `verify` shows to
//! whoever checks a transcript, and which refuse a command whose events
//! the state does not take. `Display` is the English (the verifier's and
//! the operator's messages); [`Explain::reason`] the code and arguments
//! of the catalogs (`log.ftl`, ids `log-*`).

mod keys;
mod plain;
mod proof;
mod snapshot;

pub use keys::KeyFault;
pub use plain::Plain;
pub use proof::{Proof, Role};
pub use snapshot::SnapshotFault;

use crate::games::any::{GameKind, MoveError};
use crate::games::Side;
use crate::reason::{Explain, Reason, Why};
use std::fmt;

/// A side as the log's messages name it: "South (Alice)".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Who {
    pub kind: GameKind,
    pub side: Side,
    pub name: String,
}

impl fmt::Display for Who {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.kind.side_name(self.side), self.name)
    }
}

impl Who {
    /// `r` with this side as `side` and its player as `name`.
    fn args(&self, r: Reason) -> Reason {
        r.arg("side", self.side).text("name", &self.name)
    }
}

/// An event that does not fit the log.
#[derive(Clone, Debug, PartialEq, Eq)]
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
        misfit: Box<Misfit>,
    },
    NoSuchSide {
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
        kind: GameKind,
    },
    NotOnClock {
        who: Who,
    },
    /// `who`'s deadline is `deadline`, the event says `given` (seconds).
    WrongDeadline {
        who: Who,
        deadline: i64,
        given: i64,
    },
    CommittedTwice {
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
        who: Who,
    },
    PublishedUncommitted {
        who: Who,
    },
    PublishedRootDiffers {
        who: Who,
    },
    PublishedArmyDiffers {
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
        from: i64,
        until: i64,
    },
    SideTimeoutEarly {
        who: Who,
    },
    BlindCommitBad {
        who: Who,
    },
    OwesNoReveal {
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
fn when(t: i64) -> String {
    jiff::Timestamp::from_second(t).map_or(t.to_string(), |t| t.to_string())
}

fn result_words(winner: u8) -> &'static str {
    match winner {
        0 => "draw",
        1 => "side 1 wins",
        _ => "side 2 wins",
    }
}

impl fmt::Display for Misfit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Misfit::*;
        match self {
            Plain(p) => f.write_str(p.words().1),
            Proof(p) => write!(f, "{p}"),
            Key(k) => write!(f, "{k}"),
            Snapshot(s) => write!(f, "{s}"),
            Inner(why) => f.write_str(&why.english),
            AtEvent { n, misfit } => write!(f, "event {n}: {misfit}"),
            NoSuchSide { side } => write!(f, "side {side} is neither 1 nor 2"),
            BadGameId { game } => write!(f, "'{game}' is not a valid game id"),
            UnknownMode { mode } => write!(f, "mode '{mode}' is not supported by this version"),
            BadOptions { why } => write!(f, "bad options: {why}"),
            NoHiddenArmies { kind } => write!(f, "{} has no hidden armies", kind.title()),
            NotOnClock { who } => write!(f, "{who} is not on the clock"),
            WrongDeadline { who, deadline, given } => {
                write!(f, "{who}'s deadline is {}, not {}", when(*deadline), when(*given))
            }
            CommittedTwice { who } => write!(f, "{who} committed twice"),
            MoveNotInPlay { text } => write!(f, "move {text} while the game is not in play"),
            MovePaused { text } => write!(f, "move {text} while the game is paused"),
            OutOfTurn { text, who } => write!(f, "move {text} by {who} out of turn"),
            WrongPly { text, ply, expected } => write!(f, "move {text} numbered {ply}, expected {expected}"),
            MoveNotAMove { ply, text, why } => write!(f, "move {ply} {text}: not a move: {why}"),
            MoveIllegal { ply, text, why } => write!(f, "move {ply} {text}: illegal: {why}"),
            MoveFails { ply, text, why } => write!(f, "move {ply} {text}: {why}"),
            NotCanonical { ply, text, canonical } => {
                write!(f, "move {ply} '{text}' is not in canonical form ('{canonical}')")
            }
            NotCanonicalBlind { ply, text } => write!(f, "move {ply} '{text}' is not in canonical form"),
            _ => self.fmt_more(f),
        }
    }
}

impl Misfit {
    /// The second half of `Display` (the reveals, the end, the clock).
    fn fmt_more(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Misfit::*;
        match self {
            PublishedTwice { who } => write!(f, "{who} published twice"),
            PublishedUncommitted { who } => write!(f, "{who} published an army it never committed"),
            PublishedRootDiffers { who } => write!(f, "{who}'s published army and seed do not give its committed root"),
            PublishedArmyDiffers { who } => write!(f, "{who}'s published army differs from the one played"),
            ResultDiffers {
                winner,
                recorded,
                rules_winner,
                given,
            } => write!(
                f,
                "recorded result {}, {recorded} but the rules give {}, {given}",
                result_words(*winner),
                result_words(*rules_winner),
            ),
            EndedForNothing { reason } => write!(f, "the game was recorded as ended ({reason}) but nothing ends it"),
            ReminderEarly { before } => write!(f, "a reminder {before}s before the deadline sent too early"),
            VacationSpan { from, until } => write!(f, "a vacation from {from} to {until} is not a valid span"),
            SideTimeoutEarly { who } => write!(
                f,
                "{who} recorded as lost on time before its deadline and grace had passed"
            ),
            BlindCommitBad { who } => write!(f, "{who} committed outside the setup phase or twice"),
            OwesNoReveal { who } => write!(f, "{who} owes no reveal now"),
            _ => Ok(()),
        }
    }

    /// The second half of [`Explain::reason`].
    fn reason_more(&self) -> Reason {
        use Misfit::*;
        let code = |c: &str| Reason::new(&format!("log-{c}"));
        match self {
            PublishedTwice { who } => who.args(code("published-twice")),
            PublishedUncommitted { who } => who.args(code("published-uncommitted")),
            PublishedRootDiffers { who } => who.args(code("published-root-differs")),
            PublishedArmyDiffers { who } => who.args(code("published-army-differs")),
            ResultDiffers {
                winner,
                recorded,
                rules_winner,
                given,
            } => code("result-differs")
                .num("winner", *winner)
                .text("recorded", recorded)
                .num("rules-winner", *rules_winner)
                .text("given", given),
            EndedForNothing { reason } => code("ended-for-nothing").text("reason", reason),
            ReminderEarly { before } => code("reminder-early").num("before", *before),
            VacationSpan { from, until } => code("vacation-span").text("from", from).text("until", until),
            SideTimeoutEarly { who } => who.args(code("side-timeout-early")),
            BlindCommitBad { who } => who.args(code("blind-commit-bad")),
            OwesNoReveal { who } => who.args(code("owes-no-reveal")),
            _ => code("misfit"),
        }
    }
}

impl Explain for Misfit {
    fn reason(&self) -> Reason {
        use Misfit::*;
        let code = |c: &str| Reason::new(&format!("log-{c}"));
        let mv = |c: &str, ply: &u32, text: &str, why: &Why| {
            code(c)
                .num("ply", *ply)
                .text("text", text)
                .reason("why", why.reason.clone())
        };
        match self {
            Plain(p) => code(p.words().0),
            Proof(p) => p.reason(),
            Key(k) => k.reason(),
            Snapshot(s) => s.reason(),
            Inner(why) => why.reason.clone(),
            AtEvent { n, misfit } => code("at-event").num("n", *n as i64).reason("why", misfit.reason()),
            NoSuchSide { side } => code("no-such-side").num("n", *side),
            BadGameId { game } => code("bad-game-id").text("game", game),
            UnknownMode { mode } => code("unknown-mode").text("mode", mode),
            BadOptions { why } => code("bad-options").reason("why", why.reason.clone()),
            NoHiddenArmies { kind } => code("no-hidden-armies").text("game", kind.name()),
            NotOnClock { who } => who.args(code("not-on-clock")),
            WrongDeadline { who, deadline, given } => who
                .args(code("wrong-deadline"))
                .text("deadline", when(*deadline))
                .text("given", when(*given)),
            CommittedTwice { who } => who.args(code("committed-twice")),
            MoveNotInPlay { text } => code("move-not-in-play").text("text", text),
            MovePaused { text } => code("move-paused").text("text", text),
            OutOfTurn { text, who } => who.args(code("out-of-turn")).text("text", text),
            WrongPly { text, ply, expected } => code("wrong-ply")
                .text("text", text)
                .num("ply", *ply)
                .num("expected", *expected),
            MoveNotAMove { ply, text, why } => mv("move-not-a-move", ply, text, why),
            MoveIllegal { ply, text, why } => mv("move-illegal", ply, text, why),
            MoveFails { ply, text, why } => mv("move-fails", ply, text, why),
            NotCanonical { ply, text, canonical } => code("not-canonical")
                .num("ply", *ply)
                .text("text", text)
                .text("canonical", canonical),
            NotCanonicalBlind { ply, text } => code("not-canonical-blind").num("ply", *ply).text("text", text),
            _ => self.reason_more(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            Some(&crate::reason::Arg::Reason(Box::new(Reason::new("log-second-created"))))
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
