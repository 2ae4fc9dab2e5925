//! Moves, their notation, and what a move did.

use super::board::*;
use crate::games::{ParseError, Side, Square};
use crate::reason::Sentence;
use std::fmt;

/// A move in L'Assaut.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Setup: the two Officers go on these two fortress points
    /// (`place d6 e6`; the canonical order is sorted).
    Place(Square, Square),
    /// One step along a line (`d3-d4`), by a Soldier or an Officer.
    Step { from: Square, to: Square },
    /// An Officer's capture, given by its landing points (`d6xd4xf4`).
    Jump { from: Square, landings: Vec<Square> },
}

impl Move {
    /// The same move with the placement points in canonical (sorted) order.
    pub(super) fn normalized(&self) -> Move {
        match self {
            Move::Place(a, b) if b < a => Move::Place(*b, *a),
            m => m.clone(),
        }
    }
}

estafette_words::text_arg!(Move);

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(a, b) => {
                let (x, y) = if b < a { (b, a) } else { (a, b) };
                write!(f, "place {x} {y}")
            }
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

/// The canonical text of a move as a zero-padded byte array: comparing keys
/// orders moves as their texts would, without building strings. A capture
/// takes at most 24 Soldiers, so 2 + 24 * 3 bytes always fit.
pub(super) fn text_key(m: &Move) -> [u8; 80] {
    let mut k = [0u8; 80];
    let mut n = 0;
    let mut put = |b: u8| {
        if n < k.len() {
            k[n] = b;
            n += 1;
        }
    };
    let sq = |put: &mut dyn FnMut(u8), s: Square| {
        put(b'a'.wrapping_add(s.file));
        put(b'1'.wrapping_add(s.rank));
    };
    match m {
        Move::Place(a, b) => {
            let (x, y) = if b < a { (b, a) } else { (a, b) };
            for &c in b"place " {
                put(c);
            }
            sq(&mut put, *x);
            put(b' ');
            sq(&mut put, *y);
        }
        Move::Step { from, to } => {
            sq(&mut put, *from);
            put(b'-');
            sq(&mut put, *to);
        }
        Move::Jump { from, landings } => {
            sq(&mut put, *from);
            for l in landings {
                put(b'x');
                sq(&mut put, *l);
            }
        }
    }
    k
}

/// Parse one square and check it is a point of the cross.
fn parse_point(s: &str) -> Result<Square, ParseError> {
    let sq = Square::parse(s)?;
    if sq.file >= FILES || sq.rank >= RANKS {
        return Err(ParseError::typed(&Notation::OffBoard { square: sq }));
    }
    if !is_point(sq) {
        return Err(ParseError::typed(&Notation::NotAPoint { square: sq }));
    }
    Ok(sq)
}

/// Split `d6e6` (spaces and commas already removed) into squares.
fn split_points(s: &str) -> Result<Vec<Square>, ParseError> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        out.push(parse_point(&s[start..i])?);
    }
    Ok(out)
}

/// Parse a move (syntax only): forgiving of case and spaces.
pub fn parse_move(text: &str) -> Result<Move, ParseError> {
    let s: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_lowercase();
    if s.is_empty() {
        return Err(ParseError::typed(&Notation::Empty));
    }
    if !s.is_ascii() {
        return Err(ParseError::typed(&Notation::UnexpectedCharacters {
            text: text.trim().to_string(),
        }));
    }
    if let Some(rest) = s.strip_prefix("place") {
        let rest: String = rest.chars().filter(|&c| c != ',').collect();
        let pts = split_points(&rest)?;
        return match pts.as_slice() {
            [a, b] => Ok(Move::Place(*a, *b).normalized()),
            _ => Err(ParseError::typed(&Notation::PlacementCount { n: pts.len() as u32 })),
        };
    }
    let has_x = s.contains('x');
    let has_dash = s.contains('-');
    if has_x && has_dash {
        return Err(ParseError::typed(&Notation::Mixed {
            text: text.trim().to_string(),
        }));
    }
    if has_x || has_dash {
        let sep = if has_x { 'x' } else { '-' };
        let mut sqs = Vec::new();
        for part in s.split(sep) {
            if part.is_empty() {
                return Err(ParseError::typed(&Notation::EmptySquare {
                    text: text.trim().to_string(),
                }));
            }
            let pts = split_points(part)?;
            if pts.len() != 1 {
                return Err(ParseError::typed(&Notation::NotOneSquare {
                    part: part.to_string(),
                    text: text.trim().to_string(),
                }));
            }
            sqs.push(pts[0]);
        }
        if !has_x {
            return match sqs.as_slice() {
                [from, to] => Ok(Move::Step { from: *from, to: *to }),
                _ => Err(ParseError::typed(&Notation::StepTwoSquares {
                    text: text.trim().to_string(),
                })),
            };
        }
        let from = sqs[0];
        return Ok(Move::Jump {
            from,
            landings: sqs[1..].to_vec(),
        });
    }
    Err(ParseError::typed(&Notation::NotAMove {
        text: text.trim().to_string(),
    }))
}

/// What one move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Who moved.
    pub mover: Side,
    /// The move, in canonical form.
    pub mv: Move,
    /// Points the moving piece passed through, start first (for a placement:
    /// the two points).
    pub path: Vec<Square>,
    /// Points of the Soldiers taken, in the order they were jumped.
    pub taken: Vec<Square>,
    /// Points from which Officers were removed for failing to capture
    /// (`huff` switch), sorted.
    pub huffed: Vec<Square>,
}

fn join_and(sqs: &[Square]) -> String {
    let v: Vec<String> = sqs.iter().map(|s| s.to_string()).collect();
    match v.len() {
        0 => String::new(),
        1 => v[0].clone(),
        n => format!("{} and {}", v[..n - 1].join(", "), v[n - 1]),
    }
}

/// Written by hand, not `#[derive(Sentence)]`: the log records this English
/// for every move, so it is made without the catalogs (a move would
/// otherwise render a Fluent message); `crate::reports` gives the typed
/// reason, and the words crate's tests keep the two equal.
impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.mv {
            Move::Place(a, b) => write!(f, "The Officers took up their posts on {a} and {b}."),
            Move::Step { from, to } if self.mover == Side::First => {
                write!(f, "A Soldier moved from {from} to {to}.")
            }
            Move::Step { from, to } => {
                if self.huffed.is_empty() {
                    write!(f, "An Officer moved from {from} to {to}.")
                } else if self.huffed.len() == 1 {
                    write!(
                        f,
                        "An Officer moved from {from} to {to} without capturing, so the Officer on {} \
                         was removed for failing to capture.",
                        self.huffed[0]
                    )
                } else {
                    write!(
                        f,
                        "An Officer moved from {from} to {to} without capturing, so the Officers on {} \
                         were removed for failing to capture.",
                        join_and(&self.huffed)
                    )
                }
            }
            Move::Jump { .. } => {
                let n = self.taken.len();
                write!(
                    f,
                    "An Officer captured {n} Soldier{} (on {}) with {}.",
                    if n == 1 { "" } else { "s" },
                    join_and(&self.taken),
                    self.mv
                )
            }
        }
    }
}

/// Why a move's text is not a L'Assaut move.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "assaut-", game = "assaut")]
pub enum Notation {
    OffBoard {
        square: Square,
    },
    #[sentence(id = "assaut-not-a-point-corners")]
    NotAPoint {
        square: Square,
    },
    #[sentence(id = "assaut-empty-move")]
    Empty,
    UnexpectedCharacters {
        text: String,
    },
    PlacementCount {
        n: u32,
    },
    Mixed {
        text: String,
    },
    EmptySquare {
        text: String,
    },
    NotOneSquare {
        part: String,
        text: String,
    },
    StepTwoSquares {
        text: String,
    },
    NotAMove {
        text: String,
    },
}
