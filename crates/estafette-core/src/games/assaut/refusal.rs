//! Why the L'Assaut rules refuse a move or its notation, as data: each
//! refusal with its points, sides and counts, declared with
//! `#[derive(Sentence)]`: the words are the catalogs'
//! (`templates/<lang>/assaut.ftl`), `Display` the English the log records.

use super::moves::Move;
pub use super::moves::Notation;
use crate::games::{End, Side, Square};
use crate::reason::{Reason, Sentence};

/// Why a move is refused in a position.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "assaut-", game = "assaut")]
pub enum Refusal {
    /// The game is already decided.
    Over {
        #[sentence(name = "move")]
        mv: Move,
        #[sentence(name = "why")]
        end: End,
    },
    /// The move itself is at fault.
    Move {
        #[sentence(name = "move")]
        mv: Move,
        #[sentence(name = "why")]
        fault: Fault,
    },
    NotLegalPlacement {
        #[sentence(name = "move")]
        mv: Move,
    },
    NotLegalMove {
        #[sentence(name = "move")]
        mv: Move,
    },
    NotLegalCapture {
        #[sentence(name = "move")]
        mv: Move,
    },
}

/// What is wrong with a move (after its text, `d3-d4: ...`).
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "assaut-", game = "assaut")]
pub enum Fault {
    PlaceFirst,
    AlreadyPlaced,
    NotAPoint {
        square: Square,
    },
    SamePoint,
    NotFortress {
        square: Square,
    },
    NotEmpty {
        square: Square,
    },
    NoPiece {
        square: Square,
    },
    /// `square` holds a piece of `piece`'s side, but `turn` is to move.
    #[sentence(by = wrong_turn, ids = ["assaut-wrong-turn-soldier", "assaut-wrong-turn-officer"])]
    WrongTurn {
        square: Square,
        piece: Side,
        turn: Side,
    },
    MustLeave,
    /// A piece of side `piece` steps one point at a time.
    #[sentence(by = one_point, ids = ["assaut-soldier-one-point", "assaut-officer-one-point"])]
    OnePointAtATime {
        piece: Side,
    },
    /// An Officer steps one point at a time; a capture is `from`x`to`.
    #[sentence(id = "assaut-officer-one-point-capture")]
    OnePointCapture {
        from: Square,
        to: Square,
    },
    NoLine {
        from: Square,
        to: Square,
    },
    /// A Soldier inside the fortress never leaves it (`square` is outside).
    LeavesFortress {
        square: Square,
    },
    BlackLineFortress {
        from: Square,
        to: Square,
    },
    BlackLine {
        from: Square,
        to: Square,
    },
    NeverBack,
    SidewaysTowardsD,
    /// The Officers must take `n` Soldiers, e.g. by `example`.
    CaptureCompulsory {
        n: u32,
        example: String,
    },
    SoldiersNeverCapture,
    SoldiersTurn,
    NoLanding,
    NotAJump {
        from: Square,
        to: Square,
    },
    NotStraight {
        from: Square,
        to: Square,
        through: Square,
    },
    NoSoldier {
        square: Square,
    },
    JumpedTwice {
        square: Square,
    },
    LandingNotEmpty {
        square: Square,
    },
    /// The capture takes `taken` Soldiers where `max` can be taken.
    LargestCapture {
        taken: u32,
        max: u32,
        example: String,
    },
}

/// A piece of `piece`'s side on `square` when `turn` is to move.
fn wrong_turn(square: &Square, piece: &Side, turn: &Side) -> Reason {
    let id = match piece {
        Side::First => "assaut-wrong-turn-soldier",
        Side::Second => "assaut-wrong-turn-officer",
    };
    Reason::new(id).text("square", square).arg("turn", *turn)
}

/// A Soldier or an Officer steps one point at a time.
fn one_point(piece: &Side) -> Reason {
    Reason::new(match piece {
        Side::First => "assaut-soldier-one-point",
        Side::Second => "assaut-officer-one-point",
    })
}
