//! Why a Strand position's text (or its pieces, for a problem) is refused,
//! as data. `Display` writes the English the log and the program have
//! always written; [`Explain::reason`] gives the code and arguments the
//! catalogs word (`templates/<lang>/strand.ftl`, codes `strand-position-*`).

use super::*;
use crate::reason::{Explain, Reason};

/// How a Strand position is written, in its refusals.
pub const EXPECTED: &str = "strand forts=... turn=allies|germans ply=N board=...";

/// What is wrong with a Strand position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadPosition {
    /// A piece is given on a light square.
    NotDark { square: Square },
    /// Two pieces are given on one square.
    TwoPieces { square: Square },
    /// A piece of `side` stands on its own capital.
    OwnCapital { side: Side },
    /// A piece of the other side stands in `side`'s capital, yet `side`
    /// is not to move.
    EnemyCapital { side: Side },
    /// `side` has more pieces of `kind` than an army.
    TooMany {
        side: Side,
        kind: Kind,
        here: usize,
        army: usize,
    },
    /// `side` made the last move but has no piece.
    NoPiece { side: Side },
    /// The board has `found` ranks, not 10.
    Ranks { found: usize },
    /// A rank of the board counts 0 empty squares.
    ZeroCount { rank: u8 },
    /// A rank of the board holds `text`, neither a piece nor a count.
    NotAPiece { rank: u8, text: String },
    /// A rank of the board has `found` dark squares, not 5.
    RankSquares { rank: u8, found: usize },
    /// The text does not start with `strand`.
    NotStrand,
    /// The text has `found` fields.
    Fields { found: usize },
    /// Field `n` is not `key=...`.
    Field { n: usize, key: String },
    /// Field `n` is not one of the switches `names` (`forts=...`).
    SwitchField { n: usize, names: String },
    /// The side to move is `text`.
    Turn { text: String },
    /// The ply count is `text`.
    Ply { text: String },
}

impl fmt::Display for BadPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let expected = EXPECTED;
        match self {
            BadPosition::NotDark { square } => write!(f, "{square} is not a dark square of the board"),
            BadPosition::TwoPieces { square } => write!(f, "two pieces on {square}"),
            BadPosition::OwnCapital { side } => write!(
                f,
                "an {} piece stands on its own capital {}",
                side_adjective(*side),
                capital_name(*side)
            ),
            BadPosition::EnemyCapital { side } => write!(
                f,
                "an {} piece stands in {}, so the {} must be to move",
                side_adjective(side.other()),
                capital_name(*side),
                side_name(*side)
            ),
            BadPosition::TooMany { side, kind, here, army } => {
                write!(f, "the {} have {here} {kind}, an army has {army}", side_name(*side))
            }
            BadPosition::NoPiece { side } => {
                write!(f, "the {} have no piece, yet they made the last move", side_name(*side))
            }
            BadPosition::Ranks { found } => {
                write!(f, "board: expected {RANKS} ranks separated by '/', found {found}")
            }
            BadPosition::ZeroCount { rank } => write!(f, "board: rank {rank}: 0 is not a count of empty squares"),
            BadPosition::NotAPiece { rank, text } => write!(
                f,
                "board: rank {rank}: '{text}' is not a piece (I C A for the Allies, i c a for the Germans) or a count"
            ),
            BadPosition::RankSquares { rank, found } => {
                write!(f, "board: rank {rank} has {found} dark squares, expected {}", FILES / 2)
            }
            BadPosition::NotStrand => write!(f, "not a strand position: it must start with 'strand' ({expected})"),
            BadPosition::Fields { found } => write!(f, "a strand position has 5 fields ({expected}), found {found}"),
            BadPosition::Field { n, key } => write!(f, "field {n} must be {key}=... ({expected})"),
            BadPosition::SwitchField { n, names } => write!(f, "field {n} must be {names} ({expected})"),
            BadPosition::Turn { text } => write!(f, "turn: '{text}' is not allies or germans"),
            BadPosition::Ply { text } => write!(f, "ply: '{text}' is not a number of plies"),
        }
    }
}

impl Explain for BadPosition {
    fn reason(&self) -> Reason {
        let r = |code: &str| Reason::new(code);
        let ex = |code: &str| Reason::new(code).text("expected", EXPECTED);
        match self {
            BadPosition::NotDark { square } => r("strand-position-not-dark").text("square", square),
            BadPosition::TwoPieces { square } => r("strand-position-two-pieces").text("square", square),
            BadPosition::OwnCapital { side } => r("strand-position-own-capital").arg("side", *side),
            BadPosition::EnemyCapital { side } => r("strand-position-enemy-capital")
                .arg("side", *side)
                .arg("piece", side.other()),
            BadPosition::TooMany { side, kind, here, army } => r("strand-position-too-many")
                .arg("side", *side)
                .arg("kind", *kind)
                .num("n", *here as i64)
                .num("army", *army as i64),
            BadPosition::NoPiece { side } => r("strand-position-no-piece").arg("side", *side),
            BadPosition::Ranks { found } => r("strand-position-ranks").num("n", *found as i64),
            BadPosition::ZeroCount { rank } => r("strand-position-zero-count").num("rank", *rank),
            BadPosition::NotAPiece { rank, text } => {
                r("strand-position-not-a-piece").num("rank", *rank).text("text", text)
            }
            BadPosition::RankSquares { rank, found } => r("strand-position-rank-squares")
                .num("rank", *rank)
                .num("n", *found as i64),
            BadPosition::NotStrand => ex("strand-position-not-strand"),
            BadPosition::Fields { found } => ex("strand-position-fields").num("n", *found as i64),
            BadPosition::Field { n, key } => ex("strand-position-field").num("field", *n as i64).text("key", key),
            BadPosition::SwitchField { n, names } => ex("strand-position-switch-field")
                .num("field", *n as i64)
                .text("names", names),
            BadPosition::Turn { text } => r("strand-position-turn").text("text", text),
            BadPosition::Ply { text } => r("strand-position-ply").text("text", text),
        }
    }
}

impl From<BadPosition> for ParseError {
    fn from(e: BadPosition) -> ParseError {
        ParseError::typed(&e)
    }
}

impl BadPosition {
    /// One of each (every variant, each side), for the tests that check
    /// every catalog words them all.
    pub fn examples() -> Vec<BadPosition> {
        let sq = |s: &str| Square::parse(s).expect("a square");
        let t = |s: &str| s.to_string();
        let mut out = vec![
            BadPosition::NotDark { square: sq("b1") },
            BadPosition::TwoPieces { square: sq("c3") },
            BadPosition::TooMany {
                side: Side::First,
                kind: Kind::Cavalry,
                here: 9,
                army: 8,
            },
            BadPosition::TooMany {
                side: Side::Second,
                kind: Kind::Artillery,
                here: 3,
                army: 2,
            },
            BadPosition::Ranks { found: 9 },
            BadPosition::ZeroCount { rank: 4 },
            BadPosition::NotAPiece { rank: 4, text: t("x") },
            BadPosition::RankSquares { rank: 4, found: 6 },
            BadPosition::NotStrand,
            BadPosition::Fields { found: 3 },
            BadPosition::Field { n: 4, key: t("ply") },
            BadPosition::SwitchField {
                n: 2,
                names: t("forts=..."),
            },
            BadPosition::Turn { text: t("french") },
            BadPosition::Ply { text: t("x") },
        ];
        for side in [Side::First, Side::Second] {
            out.push(BadPosition::OwnCapital { side });
            out.push(BadPosition::EnemyCapital { side });
            out.push(BadPosition::NoPiece { side });
        }
        out
    }
}
