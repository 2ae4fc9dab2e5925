//! The faults of the evidence a log holds for the hidden armies: the
//! commitments, their leaves and roots, the openings of a combat, the
//! seeds.

use super::Who;
use crate::games::Square;
use crate::reason::{Reason, Why};
use std::fmt;

/// The piece of a combat an opening is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Attacker,
    Defender,
}

impl Role {
    /// The role's key: the catalogs' selector on `$role` words it (and
    /// `Display` gives it as the English word).
    fn key(self) -> &'static str {
        match self {
            Role::Attacker => "attacker",
            Role::Defender => "defender",
        }
    }
}

/// A commitment, an opening or a seed that does not check. `why`, where
/// given, is the protocol's own typed error (its hex, encoding, key and
/// commitment errors): its English and its reason, nested in ours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    BadSeed {
        why: Why,
    },
    CannotCommit {
        why: Why,
    },
    CannotOpen {
        why: Why,
    },
    BadRoot {
        why: Why,
    },
    BadLeaf {
        why: Why,
    },
    BadSalt {
        why: Why,
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
        why: Why,
    },
    CommitNotArmy {
        who: Who,
    },
    /// A blind commitment's key (side by its number in the log).
    CommittedKeyBad {
        side: u8,
        why: Why,
    },
    /// A blind commitment whose root does not check (with its key, if any).
    BlindCommitmentBad {
        side: u8,
        why: Why,
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
                role.key()
            ),
            OpeningMismatch { role, square } => {
                write!(f, "the {}'s opening on {square} does not match its leaf", role.key())
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
            BadSeed { why } => code("bad-seed").reason("why", why.reason.clone()),
            CannotCommit { why } => code("cannot-commit").reason("why", why.reason.clone()),
            CannotOpen { why } => code("cannot-open").reason("why", why.reason.clone()),
            BadRoot { why } => code("bad-root").reason("why", why.reason.clone()),
            BadLeaf { why } => code("bad-leaf").reason("why", why.reason.clone()),
            BadSalt { why } => code("bad-salt").reason("why", why.reason.clone()),
            LeafOffBoard { square } => code("leaf-off-board").text("square", square),
            NoLeaf { square } => code("no-leaf").text("square", square),
            CombatPiece {
                role,
                rank,
                square,
                rules_rank,
                home,
            } => code("combat-piece")
                .text("role", role.key())
                .text("rank", rank)
                .text("square", square)
                .text("rules-rank", rules_rank)
                .text("home", home),
            OpeningMismatch { role, square } => {
                code("opening-mismatch").text("role", role.key()).text("square", square)
            }
            Removed { recorded, rules } => code("removed")
                .text("recorded", recorded.join(" "))
                .text("rules", rules.join(" ")),
            CommitKeyOutsideBlind { who } => who.args(code("commit-key-outside-blind")),
            CommitmentBad { who, why } => who.args(code("commitment-bad")).reason("why", why.reason.clone()),
            CommitNotArmy { who } => who.args(code("commit-not-army")),
            CommittedKeyBad { side, why } => code("committed-key-bad")
                .num("n", *side)
                .reason("why", why.reason.clone()),
            BlindCommitmentBad { side, why, with_key } => code("blind-commitment-bad")
                .num("n", *side)
                .reason("why", why.reason.clone())
                .text("key", if *with_key { "yes" } else { "no" }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The protocol's error stands in the English as it did, and its typed
    /// reason is nested in ours (so the catalogs word it too).
    #[test]
    fn a_misfit_proof_nests_the_protocols_typed_error() {
        let e = crate::protocol::hex_decode32("ab").unwrap_err();
        let p = Proof::BadSeed { why: Why::of(&e) };
        assert_eq!(
            p.to_string(),
            "bad seed: expected 64 hex digits (32 bytes), found 2 (1 bytes)"
        );
        let r = p.reason();
        assert_eq!(r.code, "log-bad-seed");
        match r.args.get("why") {
            Some(crate::reason::Arg::Reason(inner)) => assert_eq!(inner.code, "protocol-hex-wrong-length"),
            other => panic!("why is not a nested reason: {other:?}"),
        }
        let role = Proof::OpeningMismatch {
            role: Role::Defender,
            square: "c7".into(),
        };
        assert_eq!(role.to_string(), "the defender's opening on c7 does not match its leaf");
        assert_eq!(
            role.reason().args.get("role"),
            Some(&crate::reason::Arg::Text("defender".into()))
        );
    }
}
