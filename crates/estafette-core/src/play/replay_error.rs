//! Why an exported game cannot be replayed move by move
//! ([`super::replay_transcript`]): each a typed reason, worded by
//! `verify.ftl`.

use crate::games::any::GameKind;
use crate::games::{lattaque, Side};
use crate::reason::{Sentence, Why};

/// Why a transcript's game does not replay.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "verify-replay-", game = "lattaque")]
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
    Options(#[sentence(name = "why")] Why),
    /// A game of `kind` with no start position (none today).
    NoStart {
        #[sentence(name = "game")]
        kind: GameKind,
    },
    /// The army of `side` was never published.
    ArmyMissing { side: Side },
    /// The army `side` published does not read.
    ArmyBad { side: Side, why: Why },
}

impl std::error::Error for ReplayError {}

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
            Options(Why::of(&crate::games::notation::Syntax::EmptySquare)),
            NoStart { kind: GameKind::Strand },
            ArmyMissing { side: Side::Second },
            ArmyBad {
                side: Side::First,
                why: Why::of(&army),
            },
        ]
    }
}
