//! The faults of a cached snapshot of a game's state: the operator's, a
//! damaged or outdated store (the game is then replayed from its log).

use crate::reason::{Sentence, Why};

/// A snapshot that cannot be read, or that does not match the log.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "log-snapshot-")]
pub enum SnapshotFault {
    /// Not the JSON of a snapshot (the JSON reader's English).
    NotJson {
        why: String,
    },
    /// Written by an older version, with every move.
    Older,
    /// Its position does not read (the rules' reason).
    Position {
        why: Why,
    },
    SquareWithoutLeaf,
    NoLeavesNorArmy,
    HeldArmyDiffers,
    /// The log of game `id` replayed to event `replayed_n` has
    /// `replayed_plies` moves; the snapshot at event `n` has `plies`.
    HistoryCount {
        #[sentence(name = "game")]
        id: String,
        #[sentence(with = ToString::to_string)]
        replayed_n: u64,
        replayed_plies: usize,
        #[sentence(with = ToString::to_string)]
        n: u64,
        plies: usize,
    },
    HistoryDiffers {
        #[sentence(name = "game")]
        id: String,
    },
}
