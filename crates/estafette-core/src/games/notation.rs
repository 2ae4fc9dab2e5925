//! Why the text of a square, a piece, a game's name or its switches is
//! refused, as data (catalog area `notation`, `templates/<lang>/notation.ftl`).
//! A sentence every game shares (a square's syntax, a square off the board,
//! a switch given twice) has one code here, not one per game. `Display`
//! writes the English the log and the program's messages have always
//! written; [`Explain::reason`] gives the code and arguments a mail words.

use super::side::Side;
use crate::reason::{Explain, Why};
use crate::reason::{Reason, Sentence};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A square, a piece or a game's options that are not written as they
/// must be.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "notation-", game = "strand")]
pub enum Syntax {
    /// No square at all.
    EmptySquare,
    /// `text` does not start with a file letter.
    NoFileLetter { text: String },
    /// `text`'s file letter is not followed by a rank number.
    NoRankNumber { text: String },
    /// `text` is not a square (its rank does not read).
    NotASquare { text: String },
    /// `text` has rank 0.
    RankZero { text: String },
    /// `square` is not on this game's board.
    OffBoard { square: Square },
    /// L'Attaque: `1` is no piece's code.
    RankOne,
    /// L'Attaque: `text` names no piece.
    NotAPiece { text: String },
    /// No game is called `text`.
    UnknownGame { text: String },
    /// `text` (in a challenge) is not `NAME=VALUE`.
    SwitchForm { text: String },
    /// A game's options: `text` is not `name=value`.
    OptionForm { text: String },
    /// The switch `name` is given twice.
    SwitchTwice {
        #[sentence(name = "text")]
        name: String,
    },
    /// L'Assaut: the switch `name` is given twice (quoted).
    SwitchTwiceQuoted {
        #[sentence(name = "text")]
        name: String,
    },
    /// A position's switches, as given and as the game writes them.
    ResolvedNotWritten { given: String, written: String },
    /// A position's switches contradict `switch=value` of the game.
    ResolvedContradict { switch: String, value: String },
    /// L'Attaque has no variant `text`.
    LattaqueVariant { text: String, variants: String },
    /// L'Attaque: `value` is not a value of `switch`.
    LattaqueValue {
        #[sentence(name = "text")]
        value: String,
        switch: String,
    },
    /// L'Attaque has no switch `text`.
    LattaqueSwitch { text: String, switches: String },
    /// Strand has no variant `text`.
    StrandVariant { text: String, variants: String },
    /// Strand has no switch `text`.
    StrandSwitch { text: String },
    /// Strand's `forts` switch is wrong.
    Forts(#[sentence(name = "why")] Forts),
    /// L'Assaut has no variant `text`.
    AssautVariant { text: String, variants: String },
    /// L'Assaut: `switch` takes on or off, not `value`.
    OnOff {
        switch: String,
        #[sentence(name = "text")]
        value: String,
    },
    /// L'Assaut has no switch `text`.
    AssautSwitch { text: String },
}

/// What is wrong with the value of Strand's `forts` switch.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "notation-forts-", game = "strand")]
pub enum Forts {
    #[sentence(arg(example = example()))]
    Separator,
    #[sentence(arg(example = example()))]
    SideMissing {
        #[sentence(name = "text")]
        part: String,
    },
    #[sentence(arg(example = example()))]
    NotASide {
        text: String,
    },
    SideTwice {
        side: Side,
    },
    #[sentence(arg(example = example()))]
    EmptySquare {
        #[sentence(name = "text")]
        squares: String,
    },
    /// A square that does not read (its own refusal, English and reason).
    #[sentence(by = square)]
    Square {
        english: String,
        why: Reason,
    },
    Light {
        square: Square,
    },
    Capital {
        square: Square,
    },
    #[sentence(arg(example = example()))]
    Both,
    Twice {
        square: Square,
    },
}

/// How to write the `forts` switch, in its refusals.
fn example() -> &'static str {
    "allies:c7+f4/germans:e7+h4"
}

/// A fort's square that does not read: its own refusal.
fn square(_english: &str, why: &Reason) -> Reason {
    why.clone()
}

impl From<Syntax> for super::ParseError {
    fn from(e: Syntax) -> super::ParseError {
        super::ParseError::typed(&e)
    }
}

/// A square (or point) in absolute coordinates: `file` 0 = `a`, `rank` 0 = `1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Square {
    pub file: u8,
    pub rank: u8,
}

impl Square {
    pub const fn new(file: u8, rank: u8) -> Square {
        Square { file, rank }
    }

    /// Parse `b4`, `B4`, `j10`. Bounds are checked by the caller, which knows
    /// the board; this only checks the syntax (a letter then 1..=99).
    pub fn parse(s: &str) -> Result<Square, ParseError> {
        let s = s.trim();
        let mut chars = s.chars();
        let f = chars.next().ok_or(Syntax::EmptySquare)?.to_ascii_lowercase();
        if !f.is_ascii_lowercase() {
            return Err(Syntax::NoFileLetter { text: s.to_string() }.into());
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(Syntax::NoRankNumber { text: s.to_string() }.into());
        }
        let r: u8 = digits.parse().map_err(|_| Syntax::NotASquare { text: s.to_string() })?;
        if r == 0 {
            return Err(Syntax::RankZero { text: s.to_string() }.into());
        }
        Ok(Square {
            file: f as u8 - b'a',
            rank: r - 1,
        })
    }

    /// The byte used in commitments: `rank * files + file`.
    pub fn index(self, files: u8) -> u8 {
        self.rank * files + self.file
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

/// A syntax error: the text is not a move, square, setup or position at
/// all. A typed sentence's English and the [`Reason`] a mail words.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
pub struct ParseError(pub Why);

impl ParseError {
    /// A typed error: its English and its [`Reason`].
    pub fn typed(e: &impl Explain) -> ParseError {
        ParseError(Why::of(e))
    }

    /// The English and the reason, together.
    pub fn why(&self) -> Why {
        self.0.clone()
    }
}

impl std::error::Error for ParseError {}

impl From<ParseError> for Why {
    fn from(e: ParseError) -> Why {
        e.0
    }
}

estafette_words::text_arg!(Square);
