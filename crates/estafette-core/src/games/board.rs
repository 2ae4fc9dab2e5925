//! A board as a viewer sees it, cell by cell, and the last move it marks.

use serde::{Deserialize, Serialize};
use std::borrow::Cow;

use super::notation::Square;
use super::side::Side;

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
