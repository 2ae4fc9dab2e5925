//! The faults of the evidence a log holds for the hidden armies: the
//! commitments, their leaves and roots, the openings of a combat, the
//! seeds.

use super::Who;
use crate::games::Square;
use crate::reason::Reason;
use std::fmt;

/// The piece of a combat an opening is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Attacker,
    Defender,
}

impl Role {
    fn word(self) -> &'static str {
        match self {
            Role::Attacker => "attacker",
            Role::Defender => "defender",
        }
    }
}

/// A commitment, an opening or a seed that does not check. `why`, where
/// given, is the protocol's own English (its hex, key and commitment
/// errors).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    BadSeed {
        why: String,
    },
    CannotCommit {
        why: String,
    },
    CannotOpen {
        why: String,
    },
    BadRoot {
        why: String,
    },
    BadLeaf {
        why: String,
    },
    BadSalt {
        why: String,
    },
    /// A leaf's square (as the log gives it) off the L'Attaque board.
    LeafOffBoard {
        square: String,
    },
    /// No leaf of the commitment is on the opened square.
    NoLeaf {
        square: String,
    },
    /// An opening of the wrong piece: recorded `rank` from `square`, where
    /// the rules give `rules_rank` from `home`.
    CombatPiece {
        role: Role,
        rank: String,
        square: String,
        rules_rank: String,
        home: Square,
    },
    OpeningMismatch {
        role: Role,
        square: String,
    },
    /// The squares recorded as emptied by a combat, and those the rules empty.
    Removed {
        recorded: Vec<String>,
        rules: Vec<String>,
    },
    CommitKeyOutsideBlind {
        who: Who,
    },
    CommitmentBad {
        who: Who,
        why: String,
    },
    CommitNotArmy {
        who: Who,
    },
    /// A blind commitment's key (side by its number in the log).
    CommittedKeyBad {
        side: u8,
        why: String,
    },
    /// A blind commitment whose root does not check (with its key, if any).
    BlindCommitmentBad {
        side: u8,
        why: String,
        with_key: bool,
    },
}

impl fmt::Display for Proof {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Proof::*;
        match self {
            BadSeed { why } => write!(f, "bad seed: {why}"),
            CannotCommit { why } => write!(f, "cannot commit: {why}"),
            CannotOpen { why } => write!(f, "cannot open: {why}"),
            BadRoot { why } => write!(f, "bad root: {why}"),
            BadLeaf { why } => write!(f, "bad leaf: {why}"),
            BadSalt { why } => write!(f, "bad salt: {why}"),
            LeafOffBoard { square } => write!(f, "leaf square {square} is off the board"),
            NoLeaf { square } => write!(f, "no leaf for {square}"),
            CombatPiece {
                role,
                rank,
                square,
                rules_rank,
                home,
            } => write!(
                f,
                "the {} was recorded as {rank} from {square} but the rules give {rules_rank} from {home}",
                role.word()
            ),
            OpeningMismatch { role, square } => {
                write!(f, "the {}'s opening on {square} does not match its leaf", role.word())
            }
            Removed { recorded, rules } => write!(
                f,
                "recorded as removing [{}] but the rules remove [{}]",
                recorded.join(" "),
                rules.join(" ")
            ),
            CommitKeyOutsideBlind { who } => write!(
                f,
                "{who}'s commitment carries a signing key, which only a blind game's commitment does"
            ),
            CommitmentBad { who, why } => write!(f, "{who}'s commitment: {why}"),
            CommitNotArmy { who } => write!(f, "{who}'s commitment is not that of its army"),
            CommittedKeyBad { side, why } => write!(f, "side {side}'s committed key: {why}"),
            BlindCommitmentBad { side, why, with_key } => {
                let key = if *with_key { " and its key" } else { "" };
                write!(f, "side {side}'s commitment: {why}{key}")
            }
        }
    }
}

impl Proof {
    pub(super) fn reason(&self) -> Reason {
        use Proof::*;
        let code = |c: &str| Reason::new(&format!("log-{c}"));
        match self {
            BadSeed { why } => code("bad-seed").text("why", why),
            CannotCommit { why } => code("cannot-commit").text("why", why),
            CannotOpen { why } => code("cannot-open").text("why", why),
            BadRoot { why } => code("bad-root").text("why", why),
            BadLeaf { why } => code("bad-leaf").text("why", why),
            BadSalt { why } => code("bad-salt").text("why", why),
            LeafOffBoard { square } => code("leaf-off-board").text("square", square),
            NoLeaf { square } => code("no-leaf").text("square", square),
            CombatPiece {
                role,
                rank,
                square,
                rules_rank,
                home,
            } => code("combat-piece")
                .text("role", role.word())
                .text("rank", rank)
                .text("square", square)
                .text("rules-rank", rules_rank)
                .text("home", home),
            OpeningMismatch { role, square } => code("opening-mismatch")
                .text("role", role.word())
                .text("square", square),
            Removed { recorded, rules } => code("removed")
                .text("recorded", recorded.join(" "))
                .text("rules", rules.join(" ")),
            CommitKeyOutsideBlind { who } => who.args(code("commit-key-outside-blind")),
            CommitmentBad { who, why } => who.args(code("commitment-bad")).text("why", why),
            CommitNotArmy { who } => who.args(code("commit-not-army")),
            CommittedKeyBad { side, why } => code("committed-key-bad").num("n", *side).text("why", why),
            BlindCommitmentBad { side, why, with_key } => code("blind-commitment-bad")
                .num("n", *side)
                .text("why", why)
                .text("key", if *with_key { "yes" } else { "no" }),
        }
    }

    /// One of each, for the tests of the catalogs.
    pub fn examples() -> Vec<Proof> {
        use Proof::*;
        let why = || "expected 64 hex digits (32 bytes), found 2 (1 bytes)".to_string();
        let who = Who::example;
        let home = Square::new(1, 3);
        vec![
            BadSeed { why: why() },
            CannotCommit {
                why: "a commitment needs at least one piece".into(),
            },
            CannotOpen {
                why: "an encoded string must not be empty".into(),
            },
            BadRoot { why: why() },
            BadLeaf { why: why() },
            BadSalt { why: why() },
            LeafOffBoard { square: "k11".into() },
            NoLeaf { square: "b4".into() },
            CombatPiece {
                role: Role::Attacker,
                rank: "9".into(),
                square: "b4".into(),
                rules_rank: "S".into(),
                home,
            },
            CombatPiece {
                role: Role::Defender,
                rank: "B".into(),
                square: "c7".into(),
                rules_rank: "M".into(),
                home,
            },
            OpeningMismatch {
                role: Role::Attacker,
                square: "b4".into(),
            },
            OpeningMismatch {
                role: Role::Defender,
                square: "c7".into(),
            },
            Removed {
                recorded: vec!["b4".into()],
                rules: vec!["b4".into(), "b5".into()],
            },
            CommitKeyOutsideBlind { who: who() },
            CommitmentBad {
                who: who(),
                why: "the root does not match the leaves".into(),
            },
            CommitNotArmy { who: who() },
            CommittedKeyBad {
                side: 2,
                why: "not a public key".into(),
            },
            BlindCommitmentBad {
                side: 1,
                why: "the root does not match the leaves".into(),
                with_key: true,
            },
            BlindCommitmentBad {
                side: 2,
                why: "the root does not match the leaves".into(),
                with_key: false,
            },
        ]
    }
}
