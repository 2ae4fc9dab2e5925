//! Why L'Attaque refuses a move, as data: the rule a move breaks
//! ([`Refusal`]) and a refused move with its reason ([`MoveRefusal`]).
//!
//! `Display` gives the English the log records (it never changes: the
//! tests and the French patterns match on it); [`Explain::reason`] gives
//! the code and arguments the catalogs word (`templates/<lang>/lattaque.ftl`).

use std::fmt;

use super::moves::{Move, NotationError};
use super::rank::Rank;
use super::side_name;
use crate::games::{End, Side, Square};
use crate::reason::{Explain, Reason};

/// Why the rules refuse a well-formed move (for the piece that makes it,
/// on the board as far as it is known).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A square of the move is off the board.
    OffBoard { square: Square },
    /// No piece stands on the move's first square.
    NoPiece { square: Square },
    /// The piece on the first square is the other side's.
    NotYours { square: Square },
    /// The piece is a Mine or the Flag.
    NeverMoves { square: Square, rank: Rank },
    /// A step to the square it starts on; `target` is the attack written
    /// after it, if any.
    SameSquare { from: Square, target: Option<Square> },
    /// A step across files and ranks at once.
    Diagonal,
    /// A run of more than one square by a piece known not to be a Scout.
    OneSquareOnly { square: Square, rank: Rank },
    /// A run of more than one square by a piece not known to be a Scout
    /// (blind mode); `home` names the piece.
    RunNeedsScout { home: Square },
    /// The step ends on a lake.
    Lake { square: Square },
    /// The run crosses a lake.
    CrossesLake { square: Square },
    /// A piece stands in the way of the run.
    Blocked { square: Square },
    /// The step ends on one of the mover's own pieces.
    OwnPiece { square: Square },
    /// The step ends on an enemy piece (an attack is written with `x`).
    EnemyPiece { square: Square },
    /// A piece attacks the square it stands on.
    AttackOwnSquare,
    /// The attacked square is not next to the attacker's.
    NotNext { target: Square, at: Square },
    /// Attacks are frontal: from `at`, `side` may attack only `only`
    /// (`None`: nothing, at the board's edge).
    Frontal {
        at: Square,
        side: Side,
        only: Option<Square>,
    },
    /// No piece on the attacked square.
    NothingToAttack { square: Square },
    /// The attacked square holds the attacker's own piece.
    OwnTarget { square: Square },
    /// The game is over (by the rules, before any move): why.
    GameOver { end: End },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::OffBoard { square } => write!(f, "{square} is off the board"),
            Refusal::NoPiece { square } => write!(f, "there is no piece on {square}"),
            Refusal::NotYours { square } => write!(f, "the piece on {square} is not yours"),
            Refusal::NeverMoves { square, rank } => {
                let what = if *rank == Rank::Flag { "the Flag" } else { "a Mine" };
                write!(f, "{square} holds {what}, which never moves or attacks")
            }
            Refusal::SameSquare { from, target: Some(t) } => write!(
                f,
                "a move must change square; to attack without moving, write {from}x{t}"
            ),
            Refusal::SameSquare { target: None, .. } => f.write_str("a move must change square"),
            Refusal::Diagonal => f.write_str("pieces move along a file or a rank, never diagonally"),
            Refusal::OneSquareOnly { square, rank } => write!(
                f,
                "your {} on {square} moves one square only (only Scouts run further)",
                rank.name_en()
            ),
            Refusal::RunNeedsScout { home } => write!(
                f,
                "a run of more than one square is a Scout's: open the piece from {home} as a Scout in the same mail"
            ),
            Refusal::Lake { square } => write!(f, "{square} is a lake"),
            Refusal::CrossesLake { square } => write!(f, "the way crosses the lake at {square}"),
            Refusal::Blocked { square } => write!(f, "the way is blocked at {square}"),
            Refusal::OwnPiece { square } => write!(f, "{square} holds one of your pieces"),
            Refusal::EnemyPiece { square } => write!(
                f,
                "{square} holds an enemy piece and pieces never share a square; an attack is written with x"
            ),
            Refusal::AttackOwnSquare => f.write_str("a piece cannot attack its own square"),
            Refusal::NotNext { target, at } => write!(f, "{target} is not next to {at}"),
            Refusal::Frontal {
                at,
                side,
                only: Some(sq),
            } => write!(
                f,
                "attacks are frontal in this game: from {at}, {} may attack only {sq}",
                side_name(*side)
            ),
            Refusal::Frontal { at, side, only: None } => write!(
                f,
                "attacks are frontal in this game: from {at}, {} can attack nothing",
                side_name(*side)
            ),
            Refusal::NothingToAttack { square } => write!(f, "there is no piece on {square} to attack"),
            Refusal::OwnTarget { square } => write!(f, "{square} holds one of your own pieces"),
            Refusal::GameOver { end } => write!(f, "the game is over: {}", end.english_with(side_name)),
        }
    }
}

impl Explain for Refusal {
    fn reason(&self) -> Reason {
        let at = |code: &str, sq: &Square| Reason::new(code).text("square", sq);
        match self {
            Refusal::OffBoard { square } => at("notation-off-board", square),
            Refusal::NoPiece { square } => at("lattaque-no-piece-on", square),
            Refusal::NotYours { square } => at("lattaque-not-yours", square),
            Refusal::NeverMoves {
                square,
                rank: Rank::Flag,
            } => at("lattaque-flag-never-moves", square),
            Refusal::NeverMoves { square, rank } => at("lattaque-never-moves", square).arg("rank", *rank),
            Refusal::SameSquare { from, target: Some(t) } => Reason::new("lattaque-same-square-attack")
                .text("from", from)
                .text("target", t),
            Refusal::SameSquare { target: None, .. } => Reason::new("lattaque-same-square"),
            Refusal::Diagonal => Reason::new("lattaque-diagonal"),
            Refusal::OneSquareOnly { square, rank } => at("lattaque-one-square-only", square).arg("rank", *rank),
            Refusal::RunNeedsScout { home } => at("lattaque-run-needs-scout", home),
            Refusal::Lake { square } => at("lattaque-lake", square),
            Refusal::CrossesLake { square } => at("lattaque-crosses-lake", square),
            Refusal::Blocked { square } => at("lattaque-blocked", square),
            Refusal::OwnPiece { square } => at("lattaque-own-piece", square),
            Refusal::EnemyPiece { square } => at("lattaque-enemy-piece", square),
            Refusal::AttackOwnSquare => Reason::new("lattaque-attack-own-square"),
            Refusal::NotNext { target, at } => Reason::new("lattaque-not-next").text("target", target).text("at", at),
            Refusal::Frontal {
                at,
                side,
                only: Some(sq),
            } => Reason::new("lattaque-frontal")
                .text("at", at)
                .arg("side", *side)
                .text("target", sq),
            Refusal::Frontal { at, side, only: None } => Reason::new("lattaque-frontal-nothing")
                .text("at", at)
                .arg("side", *side),
            Refusal::NothingToAttack { square } => at("lattaque-nothing-to-attack", square),
            Refusal::OwnTarget { square } => at("lattaque-own-target", square),
            Refusal::GameOver { end } => Reason::new("lattaque-game-over").reason("why", end.reason()),
        }
    }
}

/// A refused move and why: `b4-c5: pieces move along a file or a rank,
/// never diagonally`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRefusal {
    pub mv: Move,
    pub why: Refusal,
}

impl fmt::Display for MoveRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.mv, self.why)
    }
}

impl Explain for MoveRefusal {
    fn reason(&self) -> Reason {
        Reason::new("lattaque-move-refused")
            .text("move", self.mv)
            .reason("why", self.why.reason())
    }
}

/// One of each refusal of a move (every variant and form), for the tests
/// that check every catalog words them all.
pub fn examples() -> Vec<Box<dyn Explain>> {
    let sq = |s: &str| Square::parse(s).expect("a square");
    let mv = Move::parse("b4-c5").expect("a move");
    let mut out: Vec<Box<dyn Explain>> = vec![
        Box::new(NotationError::Empty),
        Box::new(NotationError::Shape { text: "b4b5".into() }),
        Box::new(NotationError::TwoAttacks {
            text: "b4xb5xb6".into(),
        }),
        Box::new(NotationError::Square {
            text: "b0-b1".into(),
            why: Square::parse("b0").expect_err("no square"),
        }),
        Box::new(NotationError::OffBoard {
            text: "j1-j2".into(),
            square: sq("j1"),
        }),
    ];
    let refusals = vec![
        Refusal::OffBoard { square: sq("j4") },
        Refusal::NoPiece { square: sq("b5") },
        Refusal::NotYours { square: sq("b7") },
        Refusal::NeverMoves {
            square: sq("g1"),
            rank: Rank::Flag,
        },
        Refusal::NeverMoves {
            square: sq("a1"),
            rank: Rank::Mine,
        },
        Refusal::SameSquare {
            from: sq("b4"),
            target: Some(sq("b5")),
        },
        Refusal::SameSquare {
            from: sq("b4"),
            target: None,
        },
        Refusal::Diagonal,
        Refusal::OneSquareOnly {
            square: sq("a4"),
            rank: Rank::Captain,
        },
        Refusal::RunNeedsScout { home: sq("a4") },
        Refusal::Lake { square: sq("c5") },
        Refusal::CrossesLake { square: sq("e5") },
        Refusal::Blocked { square: sq("a5") },
        Refusal::OwnPiece { square: sq("a3") },
        Refusal::EnemyPiece { square: sq("a6") },
        Refusal::AttackOwnSquare,
        Refusal::NotNext {
            target: sq("a6"),
            at: sq("a4"),
        },
        Refusal::Frontal {
            at: sq("a4"),
            side: Side::First,
            only: Some(sq("a5")),
        },
        Refusal::Frontal {
            at: sq("a1"),
            side: Side::Second,
            only: None,
        },
        Refusal::NothingToAttack { square: sq("a5") },
        Refusal::OwnTarget { square: sq("a3") },
        Refusal::GameOver {
            end: End::FlagCaptured { winner: Side::Second },
        },
    ];
    for why in refusals {
        out.push(Box::new(MoveRefusal { mv, why: why.clone() }));
        out.push(Box::new(why));
    }
    out
}
