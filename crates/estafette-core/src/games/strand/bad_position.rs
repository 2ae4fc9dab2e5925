//! Why a Strand position's text (or its pieces, for a problem) is refused,
//! as data. `Display` writes the English the log and the program have
//! always written; [`Explain::reason`] gives the code and arguments the
//! catalogs word (`templates/<lang>/strand.ftl`, codes `strand-position-*`).

use super::board::*;
use crate::games::{ParseError, Side, Square};
use crate::reason::{Reason, Sentence};

/// How a Strand position is written, in its refusals.
pub const EXPECTED: &str = "strand forts=... turn=allies|germans ply=N board=...";

/// What is wrong with a Strand position.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "strand-position-", game = "strand")]
pub enum BadPosition {
    /// A piece is given on a light square.
    NotDark { square: Square },
    /// Two pieces are given on one square.
    TwoPieces { square: Square },
    /// A piece of `side` stands on its own capital.
    OwnCapital { side: Side },
    /// A piece of the other side stands in `side`'s capital, yet `side`
    /// is not to move.
    #[sentence(by = enemy_capital, ids = ["strand-position-enemy-capital"])]
    EnemyCapital { side: Side },
    /// `side` has more pieces of `kind` than an army.
    TooMany {
        side: Side,
        kind: Kind,
        #[sentence(name = "n")]
        here: usize,
        army: usize,
    },
    /// `side` made the last move but has no piece.
    NoPiece { side: Side },
    /// The board has `found` ranks, not 10.
    Ranks {
        #[sentence(name = "n")]
        found: usize,
    },
    /// A rank of the board counts 0 empty squares.
    ZeroCount { rank: u8 },
    /// A rank of the board holds `text`, neither a piece nor a count.
    NotAPiece { rank: u8, text: String },
    /// A rank of the board has `found` dark squares, not 5.
    RankSquares {
        rank: u8,
        #[sentence(name = "n")]
        found: usize,
    },
    /// The text does not start with `strand`.
    #[sentence(arg(expected = EXPECTED))]
    NotStrand,
    /// The text has `found` fields.
    #[sentence(arg(expected = EXPECTED))]
    Fields {
        #[sentence(name = "n")]
        found: usize,
    },
    /// Field `n` is not `key=...`.
    #[sentence(arg(expected = EXPECTED))]
    Field {
        #[sentence(name = "field")]
        n: usize,
        key: String,
    },
    /// Field `n` is not one of the switches `names` (`forts=...`).
    #[sentence(arg(expected = EXPECTED))]
    SwitchField {
        #[sentence(name = "field")]
        n: usize,
        names: String,
    },
    /// The side to move is `text`.
    Turn { text: String },
    /// The ply count is `text`.
    Ply { text: String },
}

/// An enemy piece in a capital: the side whose capital it is, and the
/// piece's.
fn enemy_capital(side: &Side) -> Reason {
    Reason::new("strand-position-enemy-capital")
        .arg("side", *side)
        .arg("piece", side.other())
}

impl From<BadPosition> for ParseError {
    fn from(e: BadPosition) -> ParseError {
        ParseError::typed(&e)
    }
}
