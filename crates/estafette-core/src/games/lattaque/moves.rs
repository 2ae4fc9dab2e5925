//! L'Attaque moves and their notation: `b4-b5` (a step or a Scout's run),
//! `b5xb6` (an attack without moving), `b4-b5xb6` (move, then attack).

use std::fmt;

use super::{on_board, FILES, RANKS};
use crate::games::{ParseError, Square};
use crate::reason::{Explain, Sentence};

/// One turn. A Scout's run of several squares is a `Step` too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Move to an empty square: `b4-b5`.
    Step { from: Square, to: Square },
    /// Attack the enemy piece on `target` without moving: `b5xb6`.
    Attack { from: Square, target: Square },
    /// Move to `to`, then attack the enemy piece on `target` from there:
    /// `b4-b5xb6`.
    StepAttack { from: Square, to: Square, target: Square },
}

impl Move {
    /// The square the piece starts the turn on.
    pub fn from(&self) -> Square {
        match *self {
            Move::Step { from, .. } | Move::Attack { from, .. } | Move::StepAttack { from, .. } => from,
        }
    }

    /// The square the piece stands on when the turn ends (if it survives):
    /// `to` for a step, `from` for a plain attack.
    pub fn arrival(&self) -> Square {
        match *self {
            Move::Step { to, .. } | Move::StepAttack { to, .. } => to,
            Move::Attack { from, .. } => from,
        }
    }

    /// The attacked square, if the move attacks.
    pub fn target(&self) -> Option<Square> {
        match *self {
            Move::Step { .. } => None,
            Move::Attack { target, .. } | Move::StepAttack { target, .. } => Some(target),
        }
    }

    /// A key that orders moves exactly as their canonical texts do (the
    /// text's bytes, padded with zeros), without allocating.
    pub(crate) fn sort_key(&self) -> [u8; 11] {
        let mut key = [0u8; 11];
        let mut n = 0;
        let mut push = |bytes: &[u8]| {
            for &b in bytes {
                if let Some(slot) = key.get_mut(n) {
                    *slot = b;
                    n += 1;
                }
            }
        };
        let square = |sq: Square| -> ([u8; 3], usize) {
            let r = sq.rank + 1;
            if r >= 10 {
                ([b'a' + sq.file, b'0' + r / 10, b'0' + r % 10], 3)
            } else {
                ([b'a' + sq.file, b'0' + r, 0], 2)
            }
        };
        let (a, b, c, sep) = match *self {
            Move::Step { from, to } => (from, Some(to), None, b'-'),
            Move::Attack { from, target } => (from, None, Some(target), b'x'),
            Move::StepAttack { from, to, target } => (from, Some(to), Some(target), b'-'),
        };
        let (s, l) = square(a);
        push(&s[..l]);
        if let Some(to) = b {
            push(&[sep]);
            let (s, l) = square(to);
            push(&s[..l]);
        }
        if let Some(t) = c {
            push(b"x");
            let (s, l) = square(t);
            push(&s[..l]);
        }
        key
    }

    /// Syntax only (the board bounds are checked too): forgiving of case and
    /// spaces, `B4 - b5 X b6`; en and em dashes count as `-`.
    pub fn parse(text: &str) -> Result<Move, ParseError> {
        let cleaned: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| match c {
                '\u{2013}' | '\u{2014}' | '\u{2212}' => '-',
                '\u{d7}' => 'x',
                c => c.to_ascii_lowercase(),
            })
            .collect();
        if cleaned.is_empty() {
            return Err(ParseError::typed(&NotationError::Empty));
        }
        let shape_error = || {
            ParseError::typed(&NotationError::Shape {
                text: text.trim().to_string(),
            })
        };
        let parts: Vec<&str> = cleaned.split('x').collect();
        let (left, target) = match parts.as_slice() {
            [left] => (*left, None),
            [left, t] => (*left, Some(square(t, text)?)),
            _ => {
                return Err(ParseError::typed(&NotationError::TwoAttacks {
                    text: text.trim().to_string(),
                }))
            }
        };
        let squares: Vec<&str> = left.split('-').collect();
        match (squares.as_slice(), target) {
            ([from], Some(target)) => Ok(Move::Attack {
                from: square(from, text)?,
                target,
            }),
            ([from, to], None) => Ok(Move::Step {
                from: square(from, text)?,
                to: square(to, text)?,
            }),
            ([from, to], Some(target)) => Ok(Move::StepAttack {
                from: square(from, text)?,
                to: square(to, text)?,
                target,
            }),
            _ => Err(shape_error()),
        }
    }
}

/// Parse one square of a move and check it is on the board.
fn square(s: &str, whole: &str) -> Result<Square, ParseError> {
    let text = || whole.trim().to_string();
    let sq = Square::parse(s).map_err(|why| ParseError::typed(&NotationError::Square { text: text(), why }))?;
    if !on_board(sq) {
        return Err(ParseError::typed(&NotationError::OffBoard {
            text: text(),
            square: sq,
        }));
    }
    Ok(sq)
}

estafette_words::text_arg!(Move);

impl fmt::Display for Move {
    /// The canonical notation: `b4-b5`, `b5xb6`, `b4-b5xb6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Step { from, to } => write!(f, "{from}-{to}"),
            Move::Attack { from, target } => write!(f, "{from}x{target}"),
            Move::StepAttack { from, to, target } => write!(f, "{from}-{to}x{target}"),
        }
    }
}

/// Why a text is not a L'Attaque move.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "lattaque-", game = "lattaque")]
pub enum NotationError {
    /// Nothing but spaces.
    #[sentence(id = "lattaque-empty-move")]
    Empty,
    /// Neither a step, an attack nor a step then an attack.
    #[sentence(id = "lattaque-move-shape")]
    Shape { text: String },
    /// More than one `x`.
    TwoAttacks { text: String },
    /// A square of the move is not a square; `why` is the square's error.
    #[sentence(id = "lattaque-move-square")]
    Square {
        text: String,
        #[sentence(with = Explain::reason)]
        why: crate::games::ParseError,
    },
    /// A square of the move is off the board.
    #[sentence(id = "lattaque-move-off-board", arg(last_file = last_file(), ranks = RANKS))]
    OffBoard { text: String, square: Square },
}

/// The last file's letter, as the refusals name it.
fn last_file() -> String {
    char::from(b'a' + FILES - 1).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn parse_forgiving_and_canonical() {
        assert_eq!(
            Move::parse("b4-b5").unwrap(),
            Move::Step {
                from: sq("b4"),
                to: sq("b5")
            }
        );
        assert_eq!(Move::parse(" B4 - b5 ").unwrap().to_string(), "b4-b5");
        assert_eq!(
            Move::parse("b5 X b6").unwrap(),
            Move::Attack {
                from: sq("b5"),
                target: sq("b6")
            }
        );
        assert_eq!(Move::parse("B4-B5xB6").unwrap().to_string(), "b4-b5xb6");
        assert_eq!(Move::parse("a1–a10").unwrap().to_string(), "a1-a10");
        for bad in [
            "", "b4", "b4-", "b4-b5-b6", "b4xb5xb6", "xb5", "b4b5", "j1-j2", "a11-a10", "a0-a1", "hello",
        ] {
            assert!(Move::parse(bad).is_err(), "{bad} should not parse");
        }
        let mut moves = vec![
            Move::parse("a1xa2").unwrap(),
            Move::parse("a10-a9").unwrap(),
            Move::parse("a1-a2").unwrap(),
            Move::parse("a1-a2xa3").unwrap(),
            Move::parse("i10-i9xh9").unwrap(),
            Move::parse("b4-b10").unwrap(),
            Move::parse("b4-b1").unwrap(),
        ];
        let mut by_text = moves.clone();
        by_text.sort_by_key(|m| m.to_string());
        moves.sort_by_key(|m| m.sort_key());
        assert_eq!(moves, by_text);
        let e = Move::parse("b4-k4").unwrap_err();
        assert!(e.0.english.contains("k4 is off the board"), "{e}");
    }
}
