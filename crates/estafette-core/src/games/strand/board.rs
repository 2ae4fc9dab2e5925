//! The Strand board: its size, the kinds of piece and how each moves,
//! the capitals and the start lines.

use crate::games::{Side, Square};
use std::fmt;

/// Number of files (a-j).
pub const FILES: u8 = 10;
/// Number of ranks (1-10).
pub const RANKS: u8 = 10;

/// The three kinds of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// One step forward or sideways; jumps forward or sideways.
    Infantry,
    /// One step sideways, or one or two steps forward; jumps forward or
    /// sideways.
    Cavalry,
    /// One step in any of the four diagonal directions; jumps in all four,
    /// also over a piece one square away (the long jump).
    Artillery,
}

impl Kind {
    /// The one-letter label used in views: `I`, `C`, `A`.
    pub fn label(self) -> char {
        match self {
            Kind::Infantry => 'I',
            Kind::Cavalry => 'C',
            Kind::Artillery => 'A',
        }
    }

    /// [`Kind::label`] as a string.
    pub fn code(self) -> &'static str {
        match self {
            Kind::Infantry => "I",
            Kind::Cavalry => "C",
            Kind::Artillery => "A",
        }
    }

    /// The English name: `Infantry`, `Cavalry`, `Artillery`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Infantry => "Infantry",
            Kind::Cavalry => "Cavalry",
            Kind::Artillery => "Artillery",
        }
    }

    /// The kind for a label letter (either case).
    pub fn from_label(c: char) -> Option<Kind> {
        match c.to_ascii_uppercase() {
            'I' => Some(Kind::Infantry),
            'C' => Some(Kind::Cavalry),
            'A' => Some(Kind::Artillery),
            _ => None,
        }
    }
}

impl crate::reason::Named for Kind {
    fn named(&self) -> crate::reason::Arg {
        crate::reason::Arg::Kind(self.code().to_string())
    }
}

estafette_words::named_arg!(Kind);

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The capital of `side`: a1 (Bordeaux) for the Allies, j10 (Berlin) for
/// the Germans.
pub fn capital(side: Side) -> Square {
    match side {
        Side::First => Square::new(0, 0),
        Side::Second => Square::new(FILES - 1, RANKS - 1),
    }
}

/// `Allies` or `Germans`.
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "Allies",
        Side::Second => "Germans",
    }
}

/// `Allied` or `German`.
pub fn side_adjective(side: Side) -> &'static str {
    match side {
        Side::First => "Allied",
        Side::Second => "German",
    }
}

/// The forward direction (file, rank) of `side`.
pub fn forward(side: Side) -> (i8, i8) {
    match side {
        Side::First => (1, 1),
        Side::Second => (-1, -1),
    }
}

/// True for a dark (playing) square: (file + rank) even, a1 dark.
pub fn is_dark(sq: Square) -> bool {
    sq.file < FILES && sq.rank < RANKS && (sq.file + sq.rank).is_multiple_of(2)
}

/// The start lines: (square, side, kind) for all 30 pieces.
pub fn start_pieces() -> Vec<(Square, Side, Kind)> {
    use Kind::*;
    let allied: [(&str, Kind); 15] = [
        ("a3", Artillery),
        ("b2", Artillery),
        ("c1", Artillery),
        ("a5", Infantry),
        ("b4", Infantry),
        ("c3", Infantry),
        ("d2", Infantry),
        ("e1", Infantry),
        ("a7", Cavalry),
        ("b6", Infantry),
        ("c5", Cavalry),
        ("d4", Infantry),
        ("e3", Cavalry),
        ("f2", Infantry),
        ("g1", Cavalry),
    ];
    let mut out = Vec::with_capacity(30);
    for (name, kind) in allied {
        let b = name.as_bytes();
        let sq = Square::new(b[0] - b'a', b[1] - b'1');
        out.push((sq, Side::First, kind));
        // The German army is the Allied one turned half round the board.
        out.push((
            Square::new(FILES - 1 - sq.file, RANKS - 1 - sq.rank),
            Side::Second,
            kind,
        ));
    }
    out
}

pub(super) fn idx(sq: Square) -> usize {
    sq.rank as usize * FILES as usize + sq.file as usize
}

pub(super) fn offset(sq: Square, d: (i8, i8), n: i8) -> Option<Square> {
    let f = sq.file as i8 + d.0 * n;
    let r = sq.rank as i8 + d.1 * n;
    if (0..FILES as i8).contains(&f) && (0..RANKS as i8).contains(&r) {
        Some(Square::new(f as u8, r as u8))
    } else {
        None
    }
}

pub(super) const SIDEWAYS: [(i8, i8); 2] = [(1, -1), (-1, 1)];

pub(super) fn is_sideways(d: (i8, i8)) -> bool {
    SIDEWAYS.contains(&d)
}

/// The directions a piece moves and jumps in.
pub(super) fn directions(side: Side, kind: Kind) -> &'static [(i8, i8)] {
    match (side, kind) {
        (Side::First, Kind::Artillery) => &[(1, 1), (1, -1), (-1, 1), (-1, -1)],
        (Side::First, _) => &[(1, 1), (1, -1), (-1, 1)],
        (Side::Second, Kind::Artillery) => &[(-1, -1), (1, -1), (-1, 1), (1, 1)],
        (Side::Second, _) => &[(-1, -1), (1, -1), (-1, 1)],
    }
}

pub(super) fn join_and(items: &[String]) -> String {
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => format!("{} and {}", items[..n - 1].join(", "), items[n - 1]),
    }
}

pub(super) type Piece = (Side, Kind);
