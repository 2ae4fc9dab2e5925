//! Why a blind game's commitment or final reveal, as a player mails it, is
//! refused: the `commit`, `key`, `leaf` and `reveal` lines and what they
//! must give, as data.
//!
//! `Display` gives the English the log records (it never changes);
//! [`Explain::reason`] the code and arguments the catalogs word
//! (`templates/<lang>/refusal.ftl`, codes `refusal-blind-line-...`). The
//! inner errors of the encodings (hex, keys, commitments) and of an army
//! are nested reasons of their own (`protocol.ftl`, `lattaque.ftl`).
//!
//! Pure.

use super::commit::{CommitError, OpenLineError};
use super::encode::HexError;
use super::sign::KeyFault;
use crate::games::lattaque;
use crate::games::{Side, Square};
use crate::reason::{Explain, Reason, Sentence, Why};

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
fn yes_no(b: &bool) -> &'static str {
    if *b {
        "yes"
    } else {
        "no"
    }
}

impl BlindLine {
    /// One of each, for the tests that check every catalog words them all.
    pub fn examples() -> Vec<BlindLine> {
        use BlindLine::*;
        let hex = || Why::of(&HexError::WrongLength(32, 1));
        let mismatch = || Why::of(&CommitError::RootMismatch);
        vec![
            RootLine,
            TwoCommits,
            CommitHex { why: hex() },
            CommitHex {
                why: Why::of(&HexError::BadChar(2)),
            },
            KeyLine,
            KeyBad {
                why: Why::of(&KeyFault::NotEd25519),
            },
            KeyBad {
                why: Why::of(&KeyFault::Length),
            },
            LeafLine { line: "leaf a1".into() },
            LeafHex {
                square: "a1".into(),
                why: hex(),
            },
            NoCommit,
            RootMismatch {
                why: mismatch(),
                key: false,
            },
            RootMismatch {
                why: mismatch(),
                key: true,
            },
            RootMismatch {
                why: Why::of(&CommitError::BadKey),
                key: true,
            },
            OutsideZone {
                square: Square::new(0, 5),
                side: Side::First,
            },
            OutsideZone {
                square: Square::new(0, 0),
                side: Side::Second,
            },
            OutOfOrder {
                square: Square::new(1, 0),
            },
            LeafCount { n: 35, count: 36 },
            NoReveal,
            RevealLine,
            RevealHex { why: hex() },
            RevealRows,
            ArmyBreaks {
                why: Why::of(&lattaque::SetupError::WrongCounts {
                    first: (lattaque::Rank::Flag, 0),
                    rest: Vec::new(),
                }),
            },
            RevealMismatch,
            OptionsLine,
            OptionsBad {
                why: Why::of(&crate::games::notation::Syntax::OptionForm { text: "spy".into() }),
            },
        ]
    }
}

impl Explain for OpenLineError {
    fn reason(&self) -> Reason {
        match self {
            OpenLineError::NotOpen => Reason::new("refusal-open-line-not-open"),
            OpenLineError::WordCount(n) => Reason::new("refusal-open-line-word-count").num("n", *n as i64),
            OpenLineError::BadSalt(e) => Reason::new("refusal-open-line-bad-salt").reason("why", e.reason()),
        }
    }
}

/// One of each opening line's own errors, for the tests that check every
/// catalog words them all.
pub fn open_line_examples() -> Vec<OpenLineError> {
    vec![
        OpenLineError::NotOpen,
        OpenLineError::WordCount(2),
        OpenLineError::WordCount(5),
        OpenLineError::BadSalt(super::encode::HexError::WrongLength(32, 1)),
    ]
}
