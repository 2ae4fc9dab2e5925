//! Why L'Attaque refuses a move, as data: the rule a move breaks
//! ([`Refusal`]) and a refused move with its reason ([`MoveRefusal`]).
//!
//! Declared with `#[derive(Sentence)]`: the words are the catalogs'
//! (`templates/<lang>/lattaque.ftl`), and `Display` is the English one,
//! which the log records.

use super::moves::Move;
use super::rank::Rank;
use crate::games::{End, Side, Square};
use crate::reason::{Reason, Sentence};

/// Why the rules refuse a well-formed move (for the piece that makes it,
/// on the board as far as it is known).
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "lattaque-", game = "lattaque")]
pub enum Refusal {
    /// A square of the move is off the board.
    #[sentence(id = "notation-off-board")]
    OffBoard { square: Square },
    /// No piece stands on the move's first square.
    #[sentence(id = "lattaque-no-piece-on")]
    NoPiece { square: Square },
    /// The piece on the first square is the other side's.
    NotYours { square: Square },
    /// The piece is a Mine or the Flag.
    #[sentence(by = never_moves, ids = ["lattaque-flag-never-moves", "lattaque-never-moves"])]
    NeverMoves { square: Square, rank: Rank },
    /// A step to the square it starts on; `target` is the attack written
    /// after it, if any.
    #[sentence(by = same_square, ids = ["lattaque-same-square-attack", "lattaque-same-square"])]
    SameSquare { from: Square, target: Option<Square> },
    /// A step across files and ranks at once.
    Diagonal,
    /// A run of more than one square by a piece known not to be a Scout.
    OneSquareOnly { square: Square, rank: Rank },
    /// A run of more than one square by a piece not known to be a Scout
    /// (blind mode); `home` names the piece.
    RunNeedsScout {
        #[sentence(name = "square")]
        home: Square,
    },
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
    #[sentence(by = frontal, ids = ["lattaque-frontal", "lattaque-frontal-nothing"])]
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
    GameOver {
        #[sentence(name = "why")]
        end: End,
    },
}

/// A Mine or the Flag on `square`, which never moves (the Flag has its
/// own sentence).
fn never_moves(square: &Square, rank: &Rank) -> Reason {
    match rank {
        Rank::Flag => Reason::new("lattaque-flag-never-moves").text("square", square),
        _ => Reason::new("lattaque-never-moves")
            .text("square", square)
            .arg("rank", *rank),
    }
}

/// A step to its own square, with the attack to write instead if any.
fn same_square(from: &Square, target: &Option<Square>) -> Reason {
    match target {
        Some(t) => Reason::new("lattaque-same-square-attack")
            .text("from", from)
            .text("target", t),
        None => Reason::new("lattaque-same-square"),
    }
}

/// A frontal attack's only target, or nothing at the board's edge.
fn frontal(at: &Square, side: &Side, only: &Option<Square>) -> Reason {
    let r = match only {
        Some(sq) => Reason::new("lattaque-frontal").text("target", sq),
        None => Reason::new("lattaque-frontal-nothing"),
    };
    r.text("at", at).arg("side", *side)
}

/// A refused move and why: `b4-c5: pieces move along a file or a rank,
/// never diagonally`.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(id = "lattaque-move-refused", game = "lattaque")]
pub struct MoveRefusal {
    #[sentence(name = "move")]
    pub mv: Move,
    pub why: Refusal,
}
