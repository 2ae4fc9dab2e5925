//! Why the L'Assaut rules refuse a move or its notation, as data: each
//! refusal with its points, sides and counts. `Display` writes the English
//! the log records (it never changes); [`Explain::reason`] gives the code
//! and arguments the catalogs word (`templates/<lang>/assaut.ftl`).

use super::*;
use crate::reason::{Explain, Reason};

/// Why a move is refused in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is already decided.
    Over {
        mv: Move,
        end: End,
    },
    /// The move itself is at fault.
    Move {
        mv: Move,
        fault: Fault,
    },
    NotLegalPlacement {
        mv: Move,
    },
    NotLegalMove {
        mv: Move,
    },
    NotLegalCapture {
        mv: Move,
    },
}

/// What is wrong with a move (after its text, `d3-d4: ...`).
#[derive(Clone, Debug, PartialEq, Eq)]
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
    WrongTurn {
        square: Square,
        piece: Side,
        turn: Side,
    },
    MustLeave,
    /// A piece of side `piece` steps one point at a time.
    OnePointAtATime {
        piece: Side,
    },
    /// An Officer steps one point at a time; a capture is `from`x`to`.
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

/// Why a move's text is not a L'Assaut move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notation {
    OffBoard { square: Square },
    NotAPoint { square: Square },
    Empty,
    UnexpectedCharacters { text: String },
    PlacementCount { n: u32 },
    Mixed { text: String },
    EmptySquare { text: String },
    NotOneSquare { part: String, text: String },
    StepTwoSquares { text: String },
    NotAMove { text: String },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Over { mv, end } => {
                write!(f, "{mv}: the game is over ({})", end.english_with(Position::side_name))
            }
            Refusal::Move { mv, fault } => write!(f, "{mv}: {fault}"),
            Refusal::NotLegalPlacement { mv } => write!(f, "{mv} is not a legal placement here"),
            Refusal::NotLegalMove { mv } => write!(f, "{mv} is not a legal move here"),
            Refusal::NotLegalCapture { mv } => write!(f, "{mv} is not a legal capture here"),
        }
    }
}

impl Explain for Refusal {
    fn reason(&self) -> Reason {
        match self {
            Refusal::Over { mv, end } => Reason::new("assaut-over").text("move", mv).reason("why", end.reason()),
            Refusal::Move { mv, fault } => Reason::new("assaut-move")
                .text("move", mv)
                .reason("why", fault.reason()),
            Refusal::NotLegalPlacement { mv } => Reason::new("assaut-not-legal-placement").text("move", mv),
            Refusal::NotLegalMove { mv } => Reason::new("assaut-not-legal-move").text("move", mv),
            Refusal::NotLegalCapture { mv } => Reason::new("assaut-not-legal-capture").text("move", mv),
        }
    }
}

/// `a Soldier` or `an Officer`.
fn a_piece(side: Side) -> &'static str {
    if side == Side::First {
        "a Soldier"
    } else {
        "an Officer"
    }
}

fn plural(n: u32) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::PlaceFirst => {
                f.write_str("the Officers must first be placed on two fortress points (e.g. place d6 e6)")
            }
            Fault::AlreadyPlaced => f.write_str(
                "the Officers are already placed; placing happens only before the Soldiers' first move",
            ),
            Fault::NotAPoint { square } => write!(f, "{square} is not a point of the board"),
            Fault::SamePoint => f.write_str("the two Officers need two different points"),
            Fault::NotFortress { square } => {
                write!(f, "{square} is not a fortress point (the fortress is c5-e7)")
            }
            Fault::NotEmpty { square } => write!(f, "{square} is not empty"),
            Fault::NoPiece { square } => write!(f, "there is no piece on {square}"),
            Fault::WrongTurn { square, piece, turn } => write!(
                f,
                "{square} holds {}, but it is the {}' turn",
                a_piece(*piece),
                Position::side_name(*turn)
            ),
            Fault::MustLeave => f.write_str("a move must leave its point"),
            Fault::OnePointAtATime { piece } => write!(f, "{} steps one point at a time", a_piece(*piece)),
            Fault::OnePointCapture { from, to } => write!(
                f,
                "an Officer steps one point at a time (a capture is written {from}x{to})"
            ),
            Fault::NoLine { from, to } => write!(f, "no line joins {from} and {to}"),
            Fault::LeavesFortress { square } => write!(
                f,
                "a Soldier inside the fortress never leaves it ({square} is outside)"
            ),
            Fault::BlackLineFortress { from, to } => write!(
                f,
                "the line {from}-{to} is black: Soldiers use white lines only (the fortress-sideways switch is off)"
            ),
            Fault::BlackLine { from, to } => {
                write!(f, "the line {from}-{to} is black: Soldiers use white lines only")
            }
            Fault::NeverBack => f.write_str("a Soldier never moves back to a lower rank"),
            Fault::SidewaysTowardsD => f.write_str("on rank 5 a Soldier moves sideways only towards file d"),
            Fault::CaptureCompulsory { n, example } => write!(
                f,
                "capturing is compulsory; the Officers must take {n} Soldier{} (e.g. {example})",
                plural(*n)
            ),
            Fault::SoldiersNeverCapture => f.write_str("Soldiers never capture"),
            Fault::SoldiersTurn => f.write_str("it is the Soldiers' turn"),
            Fault::NoLanding => f.write_str("a capture needs at least one landing point"),
            Fault::NotAJump { from, to } => write!(
                f,
                "{from}x{to} is not a jump: an Officer jumps over one neighbouring point to the point just beyond, in a straight line"
            ),
            Fault::NotStraight { from, to, through } => write!(
                f,
                "{from}x{to} does not follow a straight line of the board through {through}"
            ),
            Fault::NoSoldier { square } => write!(f, "there is no Soldier on {square} to jump"),
            Fault::JumpedTwice { square } => write!(
                f,
                "the Soldier on {square} is jumped twice; each Soldier is taken once"
            ),
            Fault::LandingNotEmpty { square } => write!(f, "the landing point {square} is not empty"),
            Fault::LargestCapture { taken, max, example } => write!(
                f,
                "it takes {taken} Soldier{} but {max} can be taken, and the largest capture is compulsory (e.g. {example})",
                plural(*taken)
            ),
        }
    }
}

impl Explain for Fault {
    fn reason(&self) -> Reason {
        let sq = |code: &str, square: &Square| Reason::new(code).text("square", square);
        let line = |code: &str, from: &Square, to: &Square| Reason::new(code).text("from", from).text("to", to);
        match self {
            Fault::PlaceFirst => Reason::new("assaut-place-first"),
            Fault::AlreadyPlaced => Reason::new("assaut-already-placed"),
            Fault::NotAPoint { square } => sq("assaut-not-a-point", square),
            Fault::SamePoint => Reason::new("assaut-same-point"),
            Fault::NotFortress { square } => sq("assaut-not-fortress", square),
            Fault::NotEmpty { square } => sq("assaut-not-empty", square),
            Fault::NoPiece { square } => sq("assaut-no-piece", square),
            Fault::WrongTurn { square, piece, turn } => sq(
                if *piece == Side::First {
                    "assaut-wrong-turn-soldier"
                } else {
                    "assaut-wrong-turn-officer"
                },
                square,
            )
            .arg("turn", *turn),
            Fault::MustLeave => Reason::new("assaut-must-leave"),
            Fault::OnePointAtATime { piece: Side::First } => Reason::new("assaut-soldier-one-point"),
            Fault::OnePointAtATime { .. } => Reason::new("assaut-officer-one-point"),
            Fault::OnePointCapture { from, to } => line("assaut-officer-one-point-capture", from, to),
            Fault::NoLine { from, to } => line("assaut-no-line", from, to),
            Fault::LeavesFortress { square } => sq("assaut-leaves-fortress", square),
            Fault::BlackLineFortress { from, to } => line("assaut-black-line-fortress", from, to),
            Fault::BlackLine { from, to } => line("assaut-black-line", from, to),
            Fault::NeverBack => Reason::new("assaut-never-back"),
            Fault::SidewaysTowardsD => Reason::new("assaut-sideways-towards-d"),
            Fault::CaptureCompulsory { n, example } => Reason::new("assaut-capture-compulsory")
                .num("n", *n)
                .text("example", example),
            Fault::SoldiersNeverCapture => Reason::new("assaut-soldiers-never-capture"),
            Fault::SoldiersTurn => Reason::new("assaut-soldiers-turn"),
            Fault::NoLanding => Reason::new("assaut-no-landing"),
            Fault::NotAJump { from, to } => line("assaut-not-a-jump", from, to),
            Fault::NotStraight { from, to, through } => line("assaut-not-straight", from, to).text("through", through),
            Fault::NoSoldier { square } => sq("assaut-no-soldier", square),
            Fault::JumpedTwice { square } => sq("assaut-jumped-twice", square),
            Fault::LandingNotEmpty { square } => sq("assaut-landing-not-empty", square),
            Fault::LargestCapture { taken, max, example } => Reason::new("assaut-largest-capture")
                .num("taken", *taken)
                .num("max", *max)
                .text("example", example),
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notation::OffBoard { square } => write!(f, "{square} is not on the board (files a-g, ranks 1-7)"),
            Notation::NotAPoint { square } => {
                write!(f, "{square} is not a point of the board (the 2x2 corners are cut off)")
            }
            Notation::Empty => f.write_str("empty move"),
            Notation::UnexpectedCharacters { text } => write!(f, "'{text}' is not a move: unexpected characters"),
            Notation::PlacementCount { n } => write!(
                f,
                "a placement names exactly two fortress points, e.g. place d6 e6 (got {n})"
            ),
            Notation::Mixed { text } => write!(
                f,
                "'{text}' mixes - and x: a step is d3-d4, a capture lists its landings, d6xd4xf4"
            ),
            Notation::EmptySquare { text } => write!(f, "'{text}' has an empty square"),
            Notation::NotOneSquare { part, text } => write!(f, "'{part}' is not one square (in '{text}')"),
            Notation::StepTwoSquares { text } => write!(
                f,
                "'{text}': a step has exactly two squares (d3-d4); a capture is written with x (d6xd4xf4)"
            ),
            Notation::NotAMove { text } => write!(
                f,
                "'{text}' is not a move: write a step as d3-d4, a capture as d6xd4xf4, the setup as place d6 e6"
            ),
        }
    }
}

impl Explain for Notation {
    fn reason(&self) -> Reason {
        match self {
            Notation::OffBoard { square } => Reason::new("assaut-off-board").text("square", square),
            Notation::NotAPoint { square } => Reason::new("assaut-not-a-point-corners").text("square", square),
            Notation::Empty => Reason::new("assaut-empty-move"),
            Notation::UnexpectedCharacters { text } => Reason::new("assaut-unexpected-characters").text("text", text),
            Notation::PlacementCount { n } => Reason::new("assaut-placement-count").num("n", *n),
            Notation::Mixed { text } => Reason::new("assaut-mixed").text("text", text),
            Notation::EmptySquare { text } => Reason::new("assaut-empty-square").text("text", text),
            Notation::NotOneSquare { part, text } => Reason::new("assaut-not-one-square")
                .text("part", part)
                .text("text", text),
            Notation::StepTwoSquares { text } => Reason::new("assaut-step-two-squares").text("text", text),
            Notation::NotAMove { text } => Reason::new("assaut-not-a-move").text("text", text),
        }
    }
}

/// One of each refusal (every variant, each count form), for the tests
/// that check every catalog words them all.
pub fn examples() -> Vec<Box<dyn Explain>> {
    let s = |t: &str| Square::parse(t).expect("a square");
    let step = Move::Step {
        from: s("d3"),
        to: s("d4"),
    };
    let faults = fault_examples();
    let mut out: Vec<Box<dyn Explain>> = vec![
        Box::new(Refusal::Over {
            mv: step.clone(),
            end: End::SoldiersLeft { left: 8, taken: 16 },
        }),
        Box::new(Refusal::NotLegalPlacement {
            mv: Move::Place(s("d6"), s("e6")),
        }),
        Box::new(Refusal::NotLegalMove { mv: step.clone() }),
        Box::new(Refusal::NotLegalCapture {
            mv: Move::Jump {
                from: s("d6"),
                landings: vec![s("d4")],
            },
        }),
    ];
    out.extend(faults.into_iter().map(|fault| {
        Box::new(Refusal::Move {
            mv: step.clone(),
            fault,
        }) as Box<dyn Explain>
    }));
    out.extend(
        [
            Notation::OffBoard { square: s("h3") },
            Notation::NotAPoint { square: s("a1") },
            Notation::Empty,
            Notation::UnexpectedCharacters { text: "d3–d4".into() },
            Notation::PlacementCount { n: 3 },
            Notation::Mixed {
                text: "d3-d4xd5".into(),
            },
            Notation::EmptySquare { text: "d3--d4".into() },
            Notation::NotOneSquare {
                part: "d3d4".into(),
                text: "d3d4-d5".into(),
            },
            Notation::StepTwoSquares {
                text: "d3-d4-d5".into(),
            },
            Notation::NotAMove { text: "d3".into() },
        ]
        .map(|n| Box::new(n) as Box<dyn Explain>),
    );
    out
}

/// One of each fault of a move.
fn fault_examples() -> Vec<Fault> {
    let s = |t: &str| Square::parse(t).expect("a square");
    let (so, of) = (Side::First, Side::Second);
    vec![
        Fault::PlaceFirst,
        Fault::AlreadyPlaced,
        Fault::NotAPoint { square: s("a1") },
        Fault::SamePoint,
        Fault::NotFortress { square: s("d3") },
        Fault::NotEmpty { square: s("d4") },
        Fault::NoPiece { square: s("d3") },
        Fault::WrongTurn {
            square: s("d3"),
            piece: so,
            turn: of,
        },
        Fault::WrongTurn {
            square: s("d6"),
            piece: of,
            turn: so,
        },
        Fault::MustLeave,
        Fault::OnePointAtATime { piece: so },
        Fault::OnePointAtATime { piece: of },
        Fault::OnePointCapture {
            from: s("d6"),
            to: s("d4"),
        },
        Fault::NoLine {
            from: s("c3"),
            to: s("d4"),
        },
        Fault::LeavesFortress { square: s("d4") },
        Fault::BlackLineFortress {
            from: s("c5"),
            to: s("d5"),
        },
        Fault::BlackLine {
            from: s("c3"),
            to: s("d4"),
        },
        Fault::NeverBack,
        Fault::SidewaysTowardsD,
        Fault::CaptureCompulsory {
            n: 1,
            example: "d6xd4".into(),
        },
        Fault::CaptureCompulsory {
            n: 2,
            example: "d6xd4xf4".into(),
        },
        Fault::SoldiersNeverCapture,
        Fault::SoldiersTurn,
        Fault::NoLanding,
        Fault::NotAJump {
            from: s("d6"),
            to: s("d3"),
        },
        Fault::NotStraight {
            from: s("c3"),
            to: s("e5"),
            through: s("d4"),
        },
        Fault::NoSoldier { square: s("d5") },
        Fault::JumpedTwice { square: s("d5") },
        Fault::LandingNotEmpty { square: s("d4") },
        Fault::LargestCapture {
            taken: 1,
            max: 2,
            example: "d6xd4xf4".into(),
        },
        Fault::LargestCapture {
            taken: 2,
            max: 3,
            example: "d6xd4xf4xf6".into(),
        },
    ]
}
