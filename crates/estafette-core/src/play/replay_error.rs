//! Why an exported game cannot be replayed move by move
//! ([`super::replay_transcript`]): each a typed reason, worded by
//! `verify.ftl`.

use std::fmt;

use crate::games::any::GameKind;
use crate::games::{lattaque, Side};
use crate::reason::{Explain, Reason, Why};

/// Why a transcript's game does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The text is not a transcript (the verifier's words).
    Transcript(Why),
    /// Log entry `n` is not an event.
    Entry { n: u64, why: Why },
    /// The first event is not the game's creation.
    NoCreation,
    /// The creation names no game, no options or no side that reads.
    Created(Why),
    /// The game's options do not read.
    Options(Why),
    /// A game of `kind` with no start position (none today).
    NoStart { kind: GameKind },
    /// The army of `side` was never published.
    ArmyMissing { side: Side },
    /// The army `side` published does not read.
    ArmyBad { side: Side, why: Why },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ReplayError::*;
        match self {
            Transcript(why) | Created(why) => write!(f, "{why}"),
            Entry { n, why } => write!(f, "log entry {n}: {why}"),
            NoCreation => f.write_str("the log does not start with the game's creation"),
            Options(why) => write!(f, "the game's options: {why}"),
            NoStart { kind } => write!(f, "{} has no start position", kind.name()),
            ArmyMissing { side } => write!(
                f,
                "{}'s army is not in the transcript (armies are published when the game ends)",
                lattaque::side_name(*side)
            ),
            ArmyBad { side, why } => write!(f, "{}'s published army: {why}", lattaque::side_name(*side)),
        }
    }
}

impl std::error::Error for ReplayError {}

impl Explain for ReplayError {
    fn reason(&self) -> Reason {
        use ReplayError::*;
        let code = |c: &str| Reason::new(&format!("verify-replay-{c}"));
        match self {
            Transcript(why) | Created(why) => why.reason.clone(),
            Entry { n, why } => code("entry").num("n", *n).reason("why", why.reason.clone()),
            NoCreation => code("no-creation"),
            Options(why) => code("options").reason("why", why.reason.clone()),
            NoStart { kind } => code("no-start").text("game", kind.name()),
            ArmyMissing { side } => code("army-missing").arg("side", *side),
            ArmyBad { side, why } => code("army-bad").arg("side", *side).reason("why", why.reason.clone()),
        }
    }
}

impl From<ReplayError> for Why {
    fn from(e: ReplayError) -> Why {
        Why::of(&e)
    }
}

impl ReplayError {
    /// One of each error, for the tests of the catalogs.
    pub fn examples() -> Vec<ReplayError> {
        use crate::referee::event::EventBytesError;
        use ReplayError::*;
        let entry = EventBytesError::NotAnEvent {
            why: "expected value at line 1 column 1".into(),
        };
        let army = lattaque::SetupError::LineCount {
            side: Side::Second,
            found: 3,
        };
        vec![
            Entry {
                n: 4,
                why: Why::of(&entry),
            },
            NoCreation,
            Options(Why::of(&crate::games::notation::Syntax::examples()[0])),
            NoStart { kind: GameKind::Strand },
            ArmyMissing { side: Side::Second },
            ArmyBad {
                side: Side::First,
                why: Why::of(&army),
            },
        ]
    }
}
