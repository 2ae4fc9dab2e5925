//! Why a blind game's commitment or final reveal, as a player mails it, is
//! refused: the `commit`, `key`, `leaf` and `reveal` lines and what they
//! must give, as data.
//!
//! `Display` gives the English the log records (it never changes);
//! [`crate::reason::Explain::reason`] the code and arguments the catalogs word
//! (`templates/<lang>/refusal.ftl`, codes `refusal-blind-line-...`). The
//! inner errors of the encodings (hex, keys, commitments) and of an army
//! are nested reasons of their own (`protocol.ftl`, `lattaque.ftl`).
//!
//! Pure.

use crate::games::{Side, Square};
use crate::reason::{Sentence, Why};

/// Why a commitment or a final reveal cannot be read or checked.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "refusal-blind-line-", game = "lattaque")]
pub enum BlindLine {
    RootLine,
    TwoCommits,
    /// The root is no 64 hex digits (`why`: the hex error).
    CommitHex {
        why: Why,
    },
    KeyLine,
    /// The key line holds no public key (`why`: the key's fault).
    KeyBad {
        why: Why,
    },
    /// A leaf line of the wrong shape (`line`: as written, trimmed).
    LeafLine {
        line: String,
    },
    /// A leaf that is no 64 hex digits (`square`: as written).
    LeafHex {
        square: String,
        why: Why,
    },
    NoCommit,
    /// The root is not the hash of the leaves (`why`: the commitment's
    /// error; `key`: the commitment has a key, which the root binds too).
    RootMismatch {
        why: Why,
        #[sentence(with = yes_no)]
        key: bool,
    },
    /// A leaf outside the side's zone.
    OutsideZone {
        square: Square,
        side: Side,
    },
    /// A leaf out of order or repeated.
    OutOfOrder {
        square: Square,
    },
    /// `n` leaves where the zone has `count` squares.
    LeafCount {
        n: usize,
        count: usize,
    },
    NoReveal,
    RevealLine,
    /// The seed is no 64 hex digits.
    RevealHex {
        why: Why,
    },
    RevealRows,
    /// The revealed army breaks the rules (`why`: the rules' refusal).
    ArmyBreaks {
        why: Why,
    },
    RevealMismatch,
    /// The `options` line is not `options OPTIONS`.
    OptionsLine,
    /// The `options` line names no options of the game (`why`: the
    /// options' refusal).
    OptionsBad {
        why: Why,
    },
}

/// A yes-or-no argument, as the catalogs choose by it.
pub(crate) fn yes_no(b: &bool) -> &'static str {
    if *b {
        "yes"
    } else {
        "no"
    }
}
