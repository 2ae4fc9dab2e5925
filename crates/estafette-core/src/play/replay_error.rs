//! Why an exported game cannot be replayed move by move
//! ([`super::replay_transcript`]): each a typed reason, worded by
//! `verify.ftl`.

use crate::games::any::GameKind;
use crate::games::Side;
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
