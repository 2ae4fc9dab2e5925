//! Rules engines for the three games.
//!
//! Architecture invariant: nothing under `games/` does I/O, reads the clock or
//! draws random numbers. Every function here is a pure function of its
//! arguments, so live play, `verify`, `audit` and the tests run the same code.
//!
//! Each game is one module with a position type implementing [`Game`]:
//! parse a move (syntax), then [`Game::play`] it (legality). `play` takes the
//! position by reference and returns a new one, so a move is never
//! half-applied: an illegal move leaves the caller's position untouched.

pub mod any;
pub mod assaut;
pub mod end;
pub mod lattaque;
pub mod notation;
pub mod strand;

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::reason::{Explain, Reason, Sentence, Why};
pub use end::End;

/// The two players. `First` is the side named first in the rules and owns
/// rank 1 (South in L'Attaque, the Allies in Strand, the Soldiers in
/// L'Assaut). Who *moves* first is a separate setting for some games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    First,
    Second,
}

impl crate::reason::Named for Side {
    fn named(&self) -> crate::reason::Arg {
        crate::reason::Arg::Side(self.index() as u8 + 1)
    }
}

estafette_words::named_arg!(Side);
estafette_words::text_arg!(Square);

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
    /// 0 for `First`, 1 for `Second`.
    pub fn index(self) -> usize {
        match self {
            Side::First => 0,
            Side::Second => 1,
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win { winner: Side, reason: End },
    Draw { reason: End },
}

impl Outcome {
    /// Why the game ended.
    pub fn reason(&self) -> &End {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
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
        let f = chars.next().ok_or(notation::Syntax::EmptySquare)?.to_ascii_lowercase();
        if !f.is_ascii_lowercase() {
            return Err(notation::Syntax::NoFileLetter { text: s.to_string() }.into());
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(notation::Syntax::NoRankNumber { text: s.to_string() }.into());
        }
        let r: u8 = digits
            .parse()
            .map_err(|_| notation::Syntax::NotASquare { text: s.to_string() })?;
        if r == 0 {
            return Err(notation::Syntax::RankZero { text: s.to_string() }.into());
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

/// A well-formed move that the rules refuse in this position; the message
/// says why, in words a player understands (`.0` the English, `.1` the
/// [`Reason`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub String, pub Reason);

impl IllegalMove {
    /// A typed refusal: its English and its [`Reason`].
    pub fn typed(e: &impl Explain) -> IllegalMove {
        IllegalMove(e.to_string(), e.reason())
    }

    /// The English and the reason, together.
    pub fn why(&self) -> Why {
        Why {
            english: self.0.clone(),
            reason: self.1.clone(),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for IllegalMove {}

/// One named variant switch, for `estafette rules` and the docs. What each
/// switch does, and each variant, is worded in the catalogs
/// (`templates/<lang>/switches.ftl`, `switch-GAME-NAME`, `variant-GAME-NAME`).
#[derive(Clone, Debug)]
pub struct SwitchInfo {
    pub name: &'static str,
    pub default: String,
    /// Accepted values, e.g. `"frontal | orthogonal"` or `"on | off"`.
    pub values: &'static str,
}

/// One switch of a game's options: a row of the game's one table of them
/// ([`Switched::SWITCHES`], in its `options.rs`, in the order its texts
/// write them), which setting, reading, listing and writing the options
/// all go through.
pub struct Switch<O> {
    pub name: &'static str,
    /// The values it takes, as `estafette rules` lists them.
    pub values: &'static str,
    /// Its value, as `set` takes it.
    pub get: fn(&O) -> String,
    /// Set it to a value (trimmed, lower case): `Err(None)` for a value
    /// that is none of its own (the game says so), `Err(Some(_))` for one
    /// whose fault it tells itself.
    pub set: fn(&mut O, &str) -> Result<(), Option<ParseError>>,
}

/// A game's options, read and written through its table of switches.
pub trait Switched: Default + Sized + 'static {
    /// Every switch, in the order the game's texts write them.
    const SWITCHES: &'static [Switch<Self>];

    /// The row of switch `name` (any case, spaces around).
    fn switch(name: &str) -> Option<&'static Switch<Self>> {
        let name = name.trim();
        Self::SWITCHES.iter().find(|s| s.name.eq_ignore_ascii_case(name))
    }

    /// The current value of a switch, as `set` accepts it.
    fn get(&self, name: &str) -> Option<String> {
        Self::switch(name).map(|s| (s.get)(self))
    }

    /// Every switch with its value, in the table's order.
    fn values(&self) -> Vec<(String, String)> {
        Self::SWITCHES
            .iter()
            .map(|s| (s.name.to_string(), (s.get)(self)))
            .collect()
    }

    /// Every switch with its default and accepted values.
    fn switches() -> Vec<SwitchInfo> {
        let default = Self::default();
        Self::SWITCHES
            .iter()
            .map(|s| SwitchInfo {
                name: s.name,
                default: (s.get)(&default),
                values: s.values,
            })
            .collect()
    }

    /// Every switch as `name=value`, joined by `sep`.
    fn joined(&self, sep: &str) -> String {
        Self::SWITCHES
            .iter()
            .map(|s| format!("{}={}", s.name, (s.get)(self)))
            .collect::<Vec<_>>()
            .join(sep)
    }
}

/// What one cell of a board looks like to a viewer; the mail views render
/// this grid as text and HTML without knowing the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Not part of the board (L'Assaut's corners, Strand's light squares).
    Off,
    /// An impassable lake or river square.
    Lake,
    Empty,
    Piece {
        side: Side,
        /// Short label: a rank code (`10`, `S`, `M`), `?` for a hidden
        /// piece, or the piece kind (`I`, `C`, `A`, `S`, `O`). Borrowed
        /// from the engine's own constants, so a view of a full board
        /// allocates nothing for its pieces.
        label: Cow<'static, str>,
        /// L'Attaque: the rank has been shown to both players in combat.
        revealed: bool,
    },
}

/// A board as one viewer may see it, rank 1 first (`cells[rank][file]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    pub files: u8,
    pub ranks: u8,
    pub cells: Vec<Vec<Cell>>,
    /// Squares with a special meaning (forts, capitals, fortress), with a
    /// short label, e.g. (`c7`, "Allied fort").
    pub marks: Vec<(Square, String)>,
    /// Whose view this is, for a legend that names the viewer's side
    /// (`None`: nobody's). The engines leave it empty, as their views of
    /// Strand and L'Assaut are the same for everyone; the referee fills it
    /// in where it makes a mail's view.
    pub viewer: Option<Side>,
    /// The last move played, marked on the board. The engines leave it
    /// empty (a position does not remember its last move); the referee,
    /// which does, fills it in where it makes a mail's view.
    pub last_move: Option<LastMove>,
}

/// The last move of a game, as a board marks it: typed squares, taken from
/// the engine's report of the move when it was played.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LastMove {
    /// Who moved.
    pub side: Side,
    /// Where the moving piece started; `None` for L'Assaut's placement of
    /// the Officers.
    pub from: Option<Square>,
    /// Where it went: the square it stopped on, or every landing of a jump
    /// in order; the two points of a placement; empty for an attack made
    /// without a step.
    pub to: Vec<Square>,
    /// The square attacked, when the move began a combat (L'Attaque).
    pub combat: Option<Square>,
}

impl LastMove {
    /// The squares the move went through, `from` first (not the combat's).
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.from.iter().chain(self.to.iter()).copied()
    }
}

/// The interface every game implements. A value of `Self` is a complete
/// position: board, side to move, variant options, and whatever history
/// the rules need (ply count, repetition).
pub trait Game: Clone + fmt::Debug + PartialEq + Sized {
    type Move: Clone + fmt::Debug + fmt::Display + PartialEq;
    /// What a move did (combat ranks, captures, removals); `Display` gives
    /// one English sentence for mails.
    type Report: Clone + fmt::Debug + fmt::Display;

    /// `lattaque`, `strand` or `assaut`.
    const NAME: &'static str;

    /// Syntax only: forgiving of case and spaces.
    fn parse_move(text: &str) -> Result<Self::Move, ParseError>;
    fn side_to_move(&self) -> Side;
    /// All legal moves in canonical form (sorted by their text).
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// Legality, then the new position and what happened.
    fn play(&self, mv: &Self::Move) -> Result<(Self, Self::Report), IllegalMove>;
    /// `Some` once the game is over (checked in the order rules.md gives).
    fn outcome(&self) -> Option<Outcome>;
    /// The one-line position format; `from_text(to_text(p)) == p`.
    fn to_text(&self) -> String;
    fn from_text(text: &str) -> Result<Self, ParseError>;
    /// The board as `viewer` may see it (`None`: the public view, which
    /// shows only what both players may see).
    fn board_view(&self, viewer: Option<Side>) -> BoardView;
    /// Number of plies played since the start position.
    fn ply(&self) -> u32;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_parse_and_print() {
        assert_eq!(Square::parse("b4").unwrap(), Square::new(1, 3));
        assert_eq!(Square::parse(" J10 ").unwrap(), Square::new(9, 9));
        assert_eq!(Square::new(9, 9).to_string(), "j10");
        assert!(Square::parse("4b").is_err());
        assert!(Square::parse("b0").is_err());
        assert!(Square::parse("b").is_err());
        assert!(Square::parse("").is_err());
        assert_eq!(Square::new(2, 4).index(9), 38);
    }
}
