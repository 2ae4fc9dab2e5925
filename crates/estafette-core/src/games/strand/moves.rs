//! Moves (and their notation), what a move did, and the move generator:
//! [`Game::legal_moves`] is built from here.

use super::board::*;
use crate::games::end::capital_name;
use crate::games::{ParseError, Side, Square};
use crate::reason::Sentence;
use std::fmt;

/// A move: a plain step (including a Cavalry double step) or a capture
/// given by its landing squares (an Artillery long jump is one landing
/// three squares away).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// `b4-c5`, `b4-d6`.
    Step { from: Square, to: Square },
    /// `d4xf6xh8`; `landings` is never empty.
    Jump { from: Square, landings: Vec<Square> },
}

impl Move {
    /// The square the moving piece starts on.
    pub fn from(&self) -> Square {
        match self {
            Move::Step { from, .. } | Move::Jump { from, .. } => *from,
        }
    }

    /// The square the moving piece ends on.
    pub fn to(&self) -> Square {
        match self {
            Move::Step { to, .. } => *to,
            Move::Jump { from, landings } => landings.last().copied().unwrap_or(*from),
        }
    }

    /// Syntax only: `b4-c5`, `d4xf6xh8`; case and spaces are ignored.
    pub fn parse(text: &str) -> Result<Move, ParseError> {
        let s: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        if s.is_empty() {
            return Err(ParseError::typed(&Notation::Empty));
        }
        let has_step = s.contains('-');
        let has_jump = s.contains('x');
        if has_step && has_jump {
            return Err(ParseError::typed(&Notation::StepAndCapture {
                text: text.trim().to_string(),
            }));
        }
        if has_step {
            let parts: Vec<&str> = s.split('-').collect();
            if parts.len() != 2 {
                return Err(ParseError::typed(&Notation::StepTwoDestinations {
                    text: text.trim().to_string(),
                }));
            }
            let from = parse_board_square(parts[0])?;
            let to = parse_board_square(parts[1])?;
            Ok(Move::Step { from, to })
        } else if has_jump {
            let mut parts = s.split('x');
            let from = parse_board_square(parts.next().unwrap_or(""))?;
            let landings = parts.map(parse_board_square).collect::<Result<Vec<_>, _>>()?;
            Ok(Move::Jump { from, landings })
        } else {
            parse_board_square(&s)?;
            Err(ParseError::typed(&Notation::OneSquare {
                text: text.trim().to_string(),
            }))
        }
    }
}

estafette_words::text_arg!(Move);

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Step { from, to } => write!(f, "{from}-{to}"),
            Move::Jump { from, landings } => {
                write!(f, "{from}")?;
                for l in landings {
                    write!(f, "x{l}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::str::FromStr for Move {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Move, ParseError> {
        Move::parse(s)
    }
}

/// What a move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The side that moved.
    pub mover: Side,
    /// The kind of the moving piece.
    pub kind: Kind,
    /// The squares the piece visited: start, then each landing (two entries
    /// for a step).
    pub path: Vec<Square>,
    /// True for a capture.
    pub jump: bool,
    /// The pieces taken, in the order they were jumped (all are the
    /// opponent's).
    pub captured: Vec<(Square, Kind)>,
    /// The piece ended on the enemy capital (the mover wins).
    pub reached_capital: bool,
}

/// Written by hand, not `#[derive(Sentence)]`: the log records this English
/// for every move, so it is made without the catalogs (a move would
/// otherwise render a Fluent message); `crate::reports` gives the typed
/// reason, and the words crate's tests keep the two equal.
impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path: Vec<String> = self.path.iter().map(|s| s.to_string()).collect();
        let sep = if self.jump { "x" } else { "-" };
        write!(f, "{} {} ", side_adjective(self.mover), self.kind.name())?;
        if self.jump {
            write!(f, "jumped {}", path.join(sep))?;
            let taken: Vec<String> = self
                .captured
                .iter()
                .map(|(sq, k)| format!("the {} {} on {sq}", side_adjective(self.mover.other()), k.name()))
                .collect();
            write!(f, ", taking {}", join_and(&taken))?;
            if self.reached_capital {
                write!(f, ", and entered {}", capital_name(self.mover.other()))?;
            }
        } else {
            write!(f, "moved {}", path.join(sep))?;
            if self.reached_capital {
                write!(f, " and entered {}", capital_name(self.mover.other()))?;
            }
        }
        f.write_str(".")
    }
}

/// A square of the Strand board, as a move or a fort list writes it.
pub(super) fn parse_board_square(text: &str) -> Result<Square, ParseError> {
    let sq = Square::parse(text)?;
    if sq.file >= FILES || sq.rank >= RANKS {
        return Err(ParseError::typed(&Notation::OffBoard {
            text: text.trim().to_string(),
        }));
    }
    Ok(sq)
}

/// Why a move's text is not a Strand move.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "strand-", game = "strand")]
pub enum Notation {
    #[sentence(id = "strand-empty-move")]
    Empty,
    StepAndCapture {
        text: String,
    },
    StepTwoDestinations {
        text: String,
    },
    OneSquare {
        text: String,
    },
    #[sentence(id = "strand-square-off-board")]
    OffBoard {
        text: String,
    },
}
