//! The faults of the evidence a log holds for the hidden armies: the
//! commitments, their leaves and roots, the openings of a combat, the
//! seeds.

use super::who::Who;
use crate::games::Square;
use crate::reason::{Sentence, Why};

/// The piece of a combat an opening is for (the catalogs' selector on
/// `$role` words it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Attacker,
    Defender,
}

impl crate::reason::ToArg for Role {
    fn to_arg(&self) -> Option<crate::reason::Arg> {
        let key = match self {
            Role::Attacker => "attacker",
            Role::Defender => "defender",
        };
        Some(crate::reason::Arg::Text(key.into()))
    }
}

/// A commitment, an opening or a seed that does not check. `why`, where
/// given, is the protocol's own typed error (its hex, encoding, key and
/// commitment errors): its English and its reason, nested in ours.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "log-", game = "lattaque")]
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
        #[sentence(with = spaced)]
        recorded: Vec<String>,
        #[sentence(with = spaced)]
        rules: Vec<String>,
    },
    CommitKeyOutsideBlind {
        #[sentence(game, spread = "side name")]
        who: Who,
    },
    CommitmentBad {
        #[sentence(game, spread = "side name")]
        who: Who,
        why: Why,
    },
    CommitNotArmy {
        #[sentence(game, spread = "side name")]
        who: Who,
    },
    /// A blind commitment's key (side by its number in the log).
    CommittedKeyBad {
        #[sentence(name = "n")]
        side: u8,
        why: Why,
    },
    /// A blind commitment whose root does not check (with its key, if any).
    BlindCommitmentBad {
        #[sentence(name = "n")]
        side: u8,
        why: Why,
        #[sentence(name = "key", with = crate::protocol::blind_line::yes_no)]
        with_key: bool,
    },
}

/// Squares as the log's messages list them: separated by spaces.
fn spaced(squares: &[String]) -> String {
    squares.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reason::Explain;

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
