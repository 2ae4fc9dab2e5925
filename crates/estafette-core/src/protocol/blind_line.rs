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

use std::fmt;

use super::commit::{CommitError, OpenLineError};
use super::encode::HexError;
use super::sign::KeyFault;
use crate::games::lattaque;
use crate::games::{Side, Square};
use crate::reason::{Explain, Reason, Why};

/// Why a commitment or a final reveal cannot be read or checked.
#[derive(Clone, Debug, PartialEq, Eq)]
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

impl fmt::Display for BlindLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BlindLine::*;
        match self {
            RootLine => f.write_str("the root line is 'commit ROOT' (64 hex digits)"),
            TwoCommits => f.write_str("two 'commit' lines: send one commitment"),
            CommitHex { why } => write!(f, "commit line: {why}"),
            KeyLine => f.write_str("a commitment has at most one key line, 'key KEY' (44 characters of base64)"),
            KeyBad { why } => write!(f, "key line: {why}"),
            LeafLine { line } => write!(f, "'{line}': a leaf line is 'leaf SQUARE LEAF' (64 hex digits)"),
            LeafHex { square, why } => write!(f, "leaf {square}: {why}"),
            NoCommit => f.write_str("no 'commit ROOT' line"),
            RootMismatch { why, key } => {
                let and_key = if *key { " and the key" } else { "" };
                write!(
                    f,
                    "{why}{and_key} (was the army sealed for this game, with the right side and turn?)"
                )
            }
            OutsideZone { square, side } => {
                write!(f, "a leaf for {square}, outside {}'s zone", lattaque::side_name(*side))
            }
            OutOfOrder { square } => write!(
                f,
                "the leaf for {square} is out of order or repeated: give them in ascending order (a1, b1, ... i1, a2, ...)"
            ),
            LeafCount { n, count } => {
                write!(f, "{n} leaves; an army has {count} pieces, one on every square of the zone")
            }
            NoReveal => f.write_str("no 'reveal SEED' line"),
            RevealLine => {
                f.write_str("the reveal line is 'reveal SEED' (64 hex digits), followed by the army's four lines")
            }
            RevealHex { why } => write!(f, "reveal line: {why}"),
            RevealRows => f.write_str("the 'reveal SEED' line must be followed by the army's four lines"),
            ArmyBreaks { why } => write!(f, "the revealed army breaks the rules: {why}"),
            RevealMismatch => f.write_str("the revealed seed and army do not give the root committed at the start"),
            OptionsLine => f.write_str("the options line is 'options OPTIONS', as estafette seal prints it"),
            OptionsBad { why } => write!(f, "options line: {why}"),
        }
    }
}

impl Explain for BlindLine {
    fn reason(&self) -> Reason {
        use BlindLine::*;
        let code = |c: &str| Reason::new(&format!("refusal-blind-line-{c}"));
        match self {
            RootLine => code("root-line"),
            TwoCommits => code("two-commits"),
            CommitHex { why } => code("commit-hex").reason("why", why.reason.clone()),
            KeyLine => code("key-line"),
            KeyBad { why } => code("key-bad").reason("why", why.reason.clone()),
            LeafLine { line } => code("leaf-line").text("line", line),
            LeafHex { square, why } => code("leaf-hex")
                .text("square", square)
                .reason("why", why.reason.clone()),
            NoCommit => code("no-commit"),
            RootMismatch { why, key } => code("root-mismatch")
                .reason("why", why.reason.clone())
                .text("key", if *key { "yes" } else { "no" }),
            OutsideZone { square, side } => code("outside-zone").text("square", square).arg("side", *side),
            OutOfOrder { square } => code("out-of-order").text("square", square),
            LeafCount { n, count } => code("leaf-count").num("n", *n as i64).num("count", *count as i64),
            NoReveal => code("no-reveal"),
            RevealLine => code("reveal-line"),
            RevealHex { why } => code("reveal-hex").reason("why", why.reason.clone()),
            RevealRows => code("reveal-rows"),
            ArmyBreaks { why } => code("army-breaks").reason("why", why.reason.clone()),
            RevealMismatch => code("reveal-mismatch"),
            OptionsLine => code("options-line"),
            OptionsBad { why } => code("options-bad").reason("why", why.reason.clone()),
        }
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
