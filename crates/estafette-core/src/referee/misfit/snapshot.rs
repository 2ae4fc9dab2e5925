//! The faults of a cached snapshot of a game's state: the operator's, a
//! damaged or outdated store (the game is then replayed from its log).

use crate::reason::{Reason, Why};
use std::fmt;

/// A snapshot that cannot be read, or that does not match the log.
#[derive(Clone, Debug, PartialEq, Eq)]
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
        id: String,
        replayed_n: u64,
        replayed_plies: usize,
        n: u64,
        plies: usize,
    },
    HistoryDiffers {
        id: String,
    },
}

impl fmt::Display for SnapshotFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SnapshotFault::*;
        match self {
            NotJson { why } => write!(f, "bad snapshot: {why}"),
            Older => f.write_str("an older snapshot, with the moves: replay the log"),
            Position { why } => write!(f, "bad snapshot position: {why}"),
            SquareWithoutLeaf => f.write_str("bad snapshot commitment: a square without its leaf"),
            NoLeavesNorArmy => f.write_str("bad snapshot: a commitment without its leaves nor its army"),
            HeldArmyDiffers => f.write_str("bad snapshot: a held army does not give its commitment"),
            HistoryCount {
                id,
                replayed_n,
                replayed_plies,
                n,
                plies,
            } => write!(
                f,
                "{id}: the log replayed to event {replayed_n} has {replayed_plies} moves, the cached state at event {n} has {plies}"
            ),
            HistoryDiffers { id } => write!(f, "{id}: the recent moves differ from those of the log"),
        }
    }
}

impl SnapshotFault {
    pub(super) fn reason(&self) -> Reason {
        use SnapshotFault::*;
        let code = |c: &str| Reason::new(&format!("log-snapshot-{c}"));
        match self {
            NotJson { why } => code("not-json").text("why", why),
            Older => code("older"),
            Position { why } => code("position").reason("why", why.reason.clone()),
            SquareWithoutLeaf => code("square-without-leaf"),
            NoLeavesNorArmy => code("no-leaves-nor-army"),
            HeldArmyDiffers => code("held-army-differs"),
            HistoryCount {
                id,
                replayed_n,
                replayed_plies,
                n,
                plies,
            } => code("history-count")
                .text("game", id)
                .text("replayed-n", replayed_n)
                .num("replayed-plies", *replayed_plies as i64)
                .text("n", n)
                .num("plies", *plies as i64),
            HistoryDiffers { id } => code("history-differs").text("game", id),
        }
    }
}
