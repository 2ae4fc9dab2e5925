//! The interface every game implements, and a move its rules refuse.

use std::fmt;

use super::board::BoardView;
use super::end::Outcome;
use super::notation::ParseError;
use super::side::Side;
use crate::reason::{Explain, Reason, Why};

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
