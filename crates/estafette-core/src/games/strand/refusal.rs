//! Why the Strand rules refuse a move or its notation, as data: each
//! refusal with its squares, kinds and sides. `Display` writes the English
//! the log records (it never changes); [`Explain::reason`] gives the code
//! and arguments the catalogs word (`templates/<lang>/strand.ftl`).

use super::*;
use crate::reason::{Explain, Reason};

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is already decided.
    Over { mv: Move, end: End },
    /// The side to move has no legal move.
    NoLegalMove { mv: Move, side: Side },
    /// The move itself is at fault.
    Move { mv: Move, fault: Fault },
}

/// What is wrong with a move (after its text, `b4-c5: ...`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
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
    CannotMove {
        kind: Kind,
        dir: Direction,
    },
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
    OwnCapital {
        side: Side,
    },
    EnemyFortEnter {
        square: Square,
    },
    /// A capture is compulsory; `examples` (one to three) are legal.
    CaptureCompulsory {
        examples: Vec<Move>,
    },
    NotLegal,
    NoLanding,
    /// The capture reached `side`'s enemy capital on `square`.
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
        fault: Box<Fault>,
    },
}

/// Why a move's text is not a Strand move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notation {
    Empty,
    StepAndCapture { text: String },
    StepTwoDestinations { text: String },
    OneSquare { text: String },
    OffBoard { text: String },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Over { mv, end } => {
                write!(f, "{mv}: the game is over ({})", end.english_with(side_name))
            }
            Refusal::NoLegalMove { mv, side } => write!(
                f,
                "{mv}: the game is over (the {} have no legal move)",
                side_name(*side)
            ),
            Refusal::Move { mv, fault } => write!(f, "{mv}: {fault}"),
        }
    }
}

impl Explain for Refusal {
    fn reason(&self) -> Reason {
        match self {
            Refusal::Over { mv, end } => Reason::new("strand-over").text("move", mv).reason("why", end.reason()),
            Refusal::NoLegalMove { mv, side } => {
                Reason::new("strand-no-legal-move").text("move", mv).arg("side", *side)
            }
            Refusal::Move { mv, fault } => Reason::new("strand-move")
                .text("move", mv)
                .reason("why", fault.reason()),
        }
    }
}

/// How `kind` moves: one message per kind.
fn how_reason(kind: Kind) -> Reason {
    Reason::new(match kind {
        Kind::Infantry => "strand-how-infantry",
        Kind::Cavalry => "strand-how-cavalry",
        Kind::Artillery => "strand-how-artillery",
    })
}

fn alternatives(moves: &[Move]) -> String {
    moves.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" or ")
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::OffBoard { square } => write!(f, "{square} is off the board"),
            Fault::LightSquare { square } => {
                write!(f, "{square} is a light square; pieces stand only on dark squares")
            }
            Fault::NoPiece { square } => write!(f, "there is no piece on {square}"),
            Fault::NotYours { square, owner, side } => write!(
                f,
                "the piece on {square} is {}; you play the {}",
                side_adjective(*owner),
                side_name(*side)
            ),
            Fault::WriteWithX { capture } => write!(f, "a capture is written with x: {capture}"),
            Fault::CannotMove { kind, dir } => write!(
                f,
                "{} cannot move {}; {}",
                kind.name(),
                dir.name(),
                how_it_moves(*kind)
            ),
            Fault::HowItMoves { kind } => f.write_str(how_it_moves(*kind)),
            Fault::BetweenOccupied { square } => write!(f, "the square between, {square}, is occupied"),
            Fault::Occupied { square } => write!(f, "{square} is occupied"),
            Fault::OwnCapital { side } => {
                write!(f, "no piece may enter its own capital, {}", capital_name(*side))
            }
            Fault::EnemyFortEnter { square } => {
                write!(f, "{square} is an enemy fort; only Artillery may enter it")
            }
            Fault::CaptureCompulsory { examples } => {
                write!(f, "a capture is compulsory, e.g. {}", alternatives(examples))
            }
            Fault::NotLegal => f.write_str("not a legal move in this position"),
            Fault::NoLanding => f.write_str("a capture needs at least one landing square"),
            Fault::CaptureEnds { side, square } => write!(
                f,
                "the capture ends on reaching {}; nothing may follow {square}",
                capital_name(side.other())
            ),
            Fault::NotAJumpAtAll { from, to } => write!(
                f,
                "{from}x{to} is not a jump: a piece jumps diagonally over the square next to it (Artillery also over a piece one square away)"
            ),
            Fault::NotAJump { from, to } => write!(f, "{from}x{to} is not a jump"),
            Fault::LongJumpArtilleryOnly => f.write_str("only Artillery may take a piece one square away"),
            Fault::CannotJump { kind, dir } => write!(f, "{} cannot jump {}", kind.name(), dir.name()),
            Fault::LongJumpNeedsEmpty { square } => write!(f, "a long jump needs {square} empty"),
            Fault::NothingToTake { square } => write!(f, "there is no piece to take on {square}"),
            Fault::OwnPiece { square } => write!(f, "{square} holds your own piece"),
            Fault::AlreadyTaken { owner, kind, square } => write!(
                f,
                "the {} {} on {square} has already been taken in this move",
                side_adjective(*owner),
                kind.name()
            ),
            Fault::StillHoldsTaken { square } => write!(f, "{square} still holds a piece taken in this move"),
            Fault::OnOwnFort { owner, kind, square } => write!(
                f,
                "the {} {} on {square} stands on its own fort; only Artillery may take it",
                side_adjective(*owner),
                kind.name()
            ),
            Fault::InFrontOfFort { owner, kind, square } => write!(
                f,
                "the {} {} on {square} stands in front of its own fort; only a sideways jump or Artillery may take it",
                side_adjective(*owner),
                kind.name()
            ),
            Fault::EnemyFortLand { square } => {
                write!(f, "{square} is an enemy fort; only Artillery may land on it")
            }
            Fault::Incomplete { square, next } => write!(
                f,
                "the capture is not complete: the piece must go on from {square} (e.g. {square}x{next})"
            ),
            Fault::Leg { from, to, fault } => write!(f, "{from}x{to}: {fault}"),
        }
    }
}

impl Explain for Fault {
    fn reason(&self) -> Reason {
        let sq = |code: &str, square: &Square| Reason::new(code).text("square", square);
        let piece = |code: &str, owner: &Side, kind: &Kind, square: &Square| {
            Reason::new(code)
                .arg("owner", *owner)
                .arg("kind", *kind)
                .text("square", square)
        };
        match self {
            // The same sentence as L'Attaque's: one shared code.
            Fault::OffBoard { square } => sq("notation-off-board", square),
            Fault::LightSquare { square } => sq("strand-light-square", square),
            Fault::NoPiece { square } => sq("strand-no-piece", square),
            Fault::NotYours { square, owner, side } => {
                sq("strand-not-yours", square).arg("owner", *owner).arg("side", *side)
            }
            Fault::WriteWithX { capture } => Reason::new("strand-write-with-x").text("capture", capture),
            Fault::CannotMove { kind, dir } => Reason::new("strand-cannot-move")
                .arg("kind", *kind)
                .text("dir", dir.name())
                .reason("how", how_reason(*kind)),
            Fault::HowItMoves { kind } => how_reason(*kind),
            Fault::BetweenOccupied { square } => sq("strand-between-occupied", square),
            Fault::Occupied { square } => sq("strand-occupied", square),
            Fault::OwnCapital { side } => Reason::new("strand-own-capital").text("capital", capital_name(*side)),
            Fault::EnemyFortEnter { square } => sq("strand-enemy-fort-enter", square),
            Fault::CaptureCompulsory { examples } => {
                let text = |i: usize| examples.get(i).map(|m| m.to_string()).unwrap_or_default();
                Reason::new("strand-capture-compulsory")
                    .num("n", examples.len() as i64)
                    .text("first", text(0))
                    .text("second", text(1))
                    .text("third", text(2))
            }
            Fault::NotLegal => Reason::new("strand-not-legal"),
            Fault::NoLanding => Reason::new("strand-no-landing"),
            Fault::CaptureEnds { side, square } => {
                sq("strand-capture-ends", square).text("capital", capital_name(side.other()))
            }
            Fault::NotAJumpAtAll { from, to } => Reason::new("strand-not-a-jump-at-all")
                .text("from", from)
                .text("to", to),
            Fault::NotAJump { from, to } => Reason::new("strand-not-a-jump").text("from", from).text("to", to),
            Fault::LongJumpArtilleryOnly => Reason::new("strand-long-jump-artillery-only"),
            Fault::CannotJump { kind, dir } => Reason::new("strand-cannot-jump")
                .arg("kind", *kind)
                .text("dir", dir.name()),
            Fault::LongJumpNeedsEmpty { square } => sq("strand-long-jump-needs-empty", square),
            Fault::NothingToTake { square } => sq("strand-nothing-to-take", square),
            Fault::OwnPiece { square } => sq("strand-own-piece", square),
            Fault::AlreadyTaken { owner, kind, square } => piece("strand-already-taken", owner, kind, square),
            Fault::StillHoldsTaken { square } => sq("strand-still-holds-taken", square),
            Fault::OnOwnFort { owner, kind, square } => piece("strand-on-own-fort", owner, kind, square),
            Fault::InFrontOfFort { owner, kind, square } => piece("strand-in-front-of-fort", owner, kind, square),
            Fault::EnemyFortLand { square } => sq("strand-enemy-fort-land", square),
            Fault::Incomplete { square, next } => sq("strand-incomplete", square).text("next", next),
            Fault::Leg { from, to, fault } => Reason::new("strand-leg")
                .text("from", from)
                .text("to", to)
                .reason("why", fault.reason()),
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notation::Empty => f.write_str("empty move: write a step like b4-c5 or a capture like d4xf6"),
            Notation::StepAndCapture { text } => write!(
                f,
                "'{text}': a move is either a step (b4-c5) or a capture (d4xf6xh8), not both"
            ),
            Notation::StepTwoDestinations { text } => write!(
                f,
                "'{text}': a step has one destination (b4-c5); write a capture with x (d4xf6xh8)"
            ),
            Notation::OneSquare { text } => write!(
                f,
                "'{text}': a move needs two squares, e.g. b4-c5 (step) or d4xf6 (capture)"
            ),
            Notation::OffBoard { text } => write!(f, "'{text}' is off the board (files a-j, ranks 1-10)"),
        }
    }
}

impl Explain for Notation {
    fn reason(&self) -> Reason {
        match self {
            Notation::Empty => Reason::new("strand-empty-move"),
            Notation::StepAndCapture { text } => Reason::new("strand-step-and-capture").text("text", text),
            Notation::StepTwoDestinations { text } => Reason::new("strand-step-two-destinations").text("text", text),
            Notation::OneSquare { text } => Reason::new("strand-one-square").text("text", text),
            Notation::OffBoard { text } => Reason::new("strand-square-off-board").text("text", text),
        }
    }
}

/// One of each refusal (every variant), for the tests that check every
/// catalog words them all.
pub fn examples() -> Vec<Box<dyn Explain>> {
    let s = |t: &str| Square::parse(t).expect("a square");
    let step = |a: &str, b: &str| Move::Step { from: s(a), to: s(b) };
    let jump = |a: &str, b: &[&str]| Move::Jump {
        from: s(a),
        landings: b.iter().map(|t| s(t)).collect(),
    };
    let (al, ge) = (Side::First, Side::Second);
    let faults = fault_examples();
    let mut out: Vec<Box<dyn Explain>> = vec![
        Box::new(Refusal::Over {
            mv: step("c3", "d4"),
            end: End::CapitalReached { side: ge },
        }),
        Box::new(Refusal::NoLegalMove {
            mv: step("c3", "d4"),
            side: al,
        }),
    ];
    out.extend(faults.into_iter().map(|fault| {
        Box::new(Refusal::Move {
            mv: jump("c3", &["e5", "g7"]),
            fault,
        }) as Box<dyn Explain>
    }));
    out.extend(
        [
            Notation::Empty,
            Notation::StepAndCapture {
                text: "b4-c5xd6".into(),
            },
            Notation::StepTwoDestinations {
                text: "b4-c5-d6".into(),
            },
            Notation::OneSquare { text: "b4".into() },
            Notation::OffBoard { text: "k4".into() },
        ]
        .map(|n| Box::new(n) as Box<dyn Explain>),
    );
    out
}

/// One of each fault of a move.
fn fault_examples() -> Vec<Fault> {
    let s = |t: &str| Square::parse(t).expect("a square");
    let jump = |a: &str, b: &[&str]| Move::Jump {
        from: s(a),
        landings: b.iter().map(|t| s(t)).collect(),
    };
    let (al, ge) = (Side::First, Side::Second);
    vec![
        Fault::OffBoard { square: s("k5") },
        Fault::LightSquare { square: s("b1") },
        Fault::NoPiece { square: s("c3") },
        Fault::NotYours {
            square: s("c3"),
            owner: ge,
            side: al,
        },
        Fault::NotYours {
            square: s("c3"),
            owner: al,
            side: ge,
        },
        Fault::WriteWithX {
            capture: jump("c3", &["e5"]),
        },
        Fault::CannotMove {
            kind: Kind::Infantry,
            dir: Direction::Backward,
        },
        Fault::CannotMove {
            kind: Kind::Cavalry,
            dir: Direction::Forward,
        },
        Fault::HowItMoves { kind: Kind::Artillery },
        Fault::HowItMoves { kind: Kind::Infantry },
        Fault::HowItMoves { kind: Kind::Cavalry },
        Fault::BetweenOccupied { square: s("d4") },
        Fault::Occupied { square: s("d4") },
        Fault::OwnCapital { side: al },
        Fault::OwnCapital { side: ge },
        Fault::EnemyFortEnter { square: s("h8") },
        Fault::CaptureCompulsory {
            examples: vec![jump("c3", &["e5"])],
        },
        Fault::CaptureCompulsory {
            examples: vec![jump("c3", &["e5"]), jump("g3", &["e5", "c7"])],
        },
        Fault::CaptureCompulsory {
            examples: vec![jump("c3", &["e5"]), jump("g3", &["e5"]), jump("a3", &["c5"])],
        },
        Fault::NotLegal,
        Fault::NoLanding,
        Fault::CaptureEnds {
            side: al,
            square: s("j10"),
        },
        Fault::NotAJumpAtAll {
            from: s("c3"),
            to: s("c5"),
        },
        Fault::NotAJump {
            from: s("c3"),
            to: s("e5"),
        },
        Fault::LongJumpArtilleryOnly,
        Fault::CannotJump {
            kind: Kind::Cavalry,
            dir: Direction::Sideways,
        },
        Fault::LongJumpNeedsEmpty { square: s("d4") },
        Fault::NothingToTake { square: s("d4") },
        Fault::OwnPiece { square: s("d4") },
        Fault::AlreadyTaken {
            owner: ge,
            kind: Kind::Artillery,
            square: s("d4"),
        },
        Fault::StillHoldsTaken { square: s("d4") },
        Fault::OnOwnFort {
            owner: ge,
            kind: Kind::Infantry,
            square: s("h8"),
        },
        Fault::InFrontOfFort {
            owner: al,
            kind: Kind::Cavalry,
            square: s("c3"),
        },
        Fault::EnemyFortLand { square: s("h8") },
        Fault::Incomplete {
            square: s("e5"),
            next: s("g7"),
        },
        Fault::Leg {
            from: s("e5"),
            to: s("g7"),
            fault: Box::new(Fault::OwnPiece { square: s("f6") }),
        },
    ]
}
