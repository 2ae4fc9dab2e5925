//! Why the Strand rules refuse a move or its notation, as data: each
//! refusal with its squares, kinds and sides, declared with
//! `#[derive(Sentence)]`: the words are the catalogs'
//! (`templates/<lang>/strand.ftl`), `Display` the English the log records.

use super::board::*;
use super::moves::Move;
pub use super::moves::Notation;
use crate::games::end::capital_name;
use crate::games::{End, Side, Square};
use crate::reason::{Reason, Sentence};

/// A direction a piece may be asked to go, seen from its own side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Forward,
    Sideways,
    Backward,
}

impl Direction {
    /// The direction `d` (a diagonal unit step) for `side`.
    pub fn of(side: Side, d: (i8, i8)) -> Direction {
        if d == forward(side) {
            Direction::Forward
        } else if is_sideways(d) {
            Direction::Sideways
        } else {
            Direction::Backward
        }
    }

    /// `forward`, `sideways` or `backward` (also the catalogs' selector).
    pub fn name(self) -> &'static str {
        match self {
            Direction::Forward => "forward",
            Direction::Sideways => "sideways",
            Direction::Backward => "backward",
        }
    }
}

/// Why a move is refused in a position.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "strand-", game = "strand")]
pub enum Refusal {
    /// The game is already decided.
    Over {
        #[sentence(name = "move")]
        mv: Move,
        #[sentence(name = "why")]
        end: End,
    },
    /// The side to move has no legal move.
    NoLegalMove {
        #[sentence(name = "move")]
        mv: Move,
        side: Side,
    },
    /// The move itself is at fault.
    Move {
        #[sentence(name = "move")]
        mv: Move,
        #[sentence(name = "why")]
        fault: Fault,
    },
}

/// What is wrong with a move (after its text, `b4-c5: ...`).
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "strand-", game = "strand")]
pub enum Fault {
    #[sentence(id = "notation-off-board")]
    OffBoard {
        square: Square,
    },
    LightSquare {
        square: Square,
    },
    NoPiece {
        square: Square,
    },
    /// The piece on `square` is `owner`'s; the player plays `side`.
    NotYours {
        square: Square,
        owner: Side,
        side: Side,
    },
    /// A step to where a capture lands: `capture` is how to write it.
    WriteWithX {
        capture: Move,
    },
    /// `kind` cannot go `dir`; then how it moves.
    #[sentence(by = cannot_move, ids = ["strand-cannot-move"])]
    CannotMove {
        kind: Kind,
        dir: Direction,
    },
    #[sentence(by = how_reason, ids = ["strand-how-infantry", "strand-how-cavalry", "strand-how-artillery"])]
    HowItMoves {
        kind: Kind,
    },
    BetweenOccupied {
        square: Square,
    },
    Occupied {
        square: Square,
    },
    /// No piece may enter `side`'s own capital.
    #[sentence(by = own_capital, ids = ["strand-own-capital"])]
    OwnCapital {
        side: Side,
    },
    EnemyFortEnter {
        square: Square,
    },
    /// A capture is compulsory; `examples` (one to three) are legal.
    #[sentence(by = capture_compulsory, ids = ["strand-capture-compulsory"])]
    CaptureCompulsory {
        examples: Vec<Move>,
    },
    NotLegal,
    NoLanding,
    /// The capture reached `side`'s enemy capital on `square`.
    #[sentence(by = capture_ends, ids = ["strand-capture-ends"])]
    CaptureEnds {
        side: Side,
        square: Square,
    },
    NotAJumpAtAll {
        from: Square,
        to: Square,
    },
    NotAJump {
        from: Square,
        to: Square,
    },
    LongJumpArtilleryOnly,
    CannotJump {
        kind: Kind,
        #[sentence(with = dir_name)]
        dir: Direction,
    },
    LongJumpNeedsEmpty {
        square: Square,
    },
    NothingToTake {
        square: Square,
    },
    OwnPiece {
        square: Square,
    },
    /// The `owner` `kind` on `square` has been taken already.
    AlreadyTaken {
        owner: Side,
        kind: Kind,
        square: Square,
    },
    StillHoldsTaken {
        square: Square,
    },
    OnOwnFort {
        owner: Side,
        kind: Kind,
        square: Square,
    },
    InFrontOfFort {
        owner: Side,
        kind: Kind,
        square: Square,
    },
    EnemyFortLand {
        square: Square,
    },
    /// The capture must go on from `square`, e.g. to `next`.
    Incomplete {
        square: Square,
        next: Square,
    },
    /// One leg `from`x`to` of a capture of several is at fault.
    Leg {
        from: Square,
        to: Square,
        #[sentence(name = "why")]
        fault: Box<Fault>,
    },
}

/// How `kind` moves: one message per kind.
fn how_reason(kind: &Kind) -> Reason {
    Reason::new(match kind {
        Kind::Infantry => "strand-how-infantry",
        Kind::Cavalry => "strand-how-cavalry",
        Kind::Artillery => "strand-how-artillery",
    })
}

/// `kind` cannot go `dir`, and how it moves.
fn cannot_move(kind: &Kind, dir: &Direction) -> Reason {
    Reason::new("strand-cannot-move")
        .arg("kind", *kind)
        .text("dir", dir.name())
        .reason("how", how_reason(kind))
}

/// A direction, as the catalogs' selector.
fn dir_name(dir: &Direction) -> &'static str {
    dir.name()
}

/// `side`'s own capital, which no piece may enter.
fn own_capital(side: &Side) -> Reason {
    Reason::new("strand-own-capital").text("capital", capital_name(*side))
}

/// A compulsory capture, with one to three examples.
fn capture_compulsory(examples: &[Move]) -> Reason {
    let text = |i: usize| examples.get(i).map(|m| m.to_string()).unwrap_or_default();
    Reason::new("strand-capture-compulsory")
        .num("n", examples.len())
        .text("first", text(0))
        .text("second", text(1))
        .text("third", text(2))
}

/// A capture that reached `side`'s enemy capital on `square`.
fn capture_ends(side: &Side, square: &Square) -> Reason {
    Reason::new("strand-capture-ends")
        .text("square", square)
        .text("capital", capital_name(side.other()))
}
