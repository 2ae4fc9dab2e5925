//! The board of L'Assaut: its 33 points, the lines between them, the
//! fortress, and the counts of the sides.

use super::options::Options;
use crate::games::Square;

/// Files on the grid (a-g).
pub const FILES: u8 = 7;
/// Ranks on the grid (1-7).
pub const RANKS: u8 = 7;
/// Soldiers at the start.
pub const SOLDIERS_AT_START: u32 = 24;
/// The Officers win when this many Soldiers or fewer are left.
pub const SOLDIERS_LOST_AT: u32 = 8;

/// The centres of the diagonal lines (d6, d4, d2, b4, f4): each is joined by
/// a diagonal line to its four diagonal neighbours.
pub(super) const DIAGONAL_CENTRES: [(i32, i32); 5] = [(3, 5), (3, 3), (3, 1), (1, 3), (5, 3)];

/// The eight step directions (file, rank).
pub(super) const DIRS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// Whether (file, rank) is one of the 33 points (0-based coordinates).
pub(super) fn is_pt(f: i32, r: i32) -> bool {
    (0..7).contains(&f) && (0..7).contains(&r) && !((!(2..=4).contains(&f)) && (!(2..=4).contains(&r)))
}

/// Whether `sq` is one of the 33 points of the cross.
pub fn is_point(sq: Square) -> bool {
    is_pt(sq.file as i32, sq.rank as i32)
}

pub(super) fn in_fort(f: i32, r: i32) -> bool {
    (2..=4).contains(&f) && (4..=6).contains(&r)
}

/// Whether `sq` is one of the nine fortress points (c5-e7).
pub fn in_fortress(sq: Square) -> bool {
    in_fort(sq.file as i32, sq.rank as i32)
}

/// Whether a line joins the two points (they must be neighbours: orthogonal,
/// or diagonal with one end a diagonal centre). Usable in constants.
pub(super) const fn line_rule(a: (i32, i32), b: (i32, i32)) -> bool {
    const fn pt_ok(f: i32, r: i32) -> bool {
        let mid_f = f >= 2 && f <= 4;
        let mid_r = r >= 2 && r <= 4;
        f >= 0 && f < 7 && r >= 0 && r < 7 && (mid_f || mid_r)
    }
    const fn centre(p: (i32, i32)) -> bool {
        let mut i = 0;
        while i < DIAGONAL_CENTRES.len() {
            if DIAGONAL_CENTRES[i].0 == p.0 && DIAGONAL_CENTRES[i].1 == p.1 {
                return true;
            }
            i += 1;
        }
        false
    }
    if !pt_ok(a.0, a.1) || !pt_ok(b.0, b.1) {
        return false;
    }
    let (df, dr) = ((b.0 - a.0).abs(), (b.1 - a.1).abs());
    match (df, dr) {
        (1, 0) | (0, 1) => true,
        (1, 1) => centre(a) || centre(b),
        _ => false,
    }
}

/// For each grid square (`rank * 7 + file`), one bit per entry of [`DIRS`]:
/// whether a line leaves the point in that direction.
pub(super) const LINE_TABLE: [u8; 49] = {
    let mut t = [0u8; 49];
    let mut i = 0;
    while i < 49 {
        let a = (i as i32 % 7, i as i32 / 7);
        let mut d = 0;
        while d < 8 {
            let b = (a.0 + DIRS[d].0, a.1 + DIRS[d].1);
            if line_rule(a, b) {
                t[i] |= 1 << d;
            }
            d += 1;
        }
        i += 1;
    }
    t
};

/// Whether a line joins the two points (table lookup of [`line_rule`]).
pub(super) fn line_pt(a: (i32, i32), b: (i32, i32)) -> bool {
    if !(0..7).contains(&a.0) || !(0..7).contains(&a.1) {
        return false;
    }
    let d = match (b.0 - a.0, b.1 - a.1) {
        (0, 1) => 0,
        (1, 1) => 1,
        (1, 0) => 2,
        (1, -1) => 3,
        (0, -1) => 4,
        (-1, -1) => 5,
        (-1, 0) => 6,
        (-1, 1) => 7,
        _ => return false,
    };
    LINE_TABLE[(a.1 * 7 + a.0) as usize] & (1 << d) != 0
}

/// Whether a line of the board joins `a` and `b` (72 lines in all).
pub fn has_line(a: Square, b: Square) -> bool {
    line_pt(pt(a), pt(b))
}

/// The rank-5 horizontal white lines outside the fortress (both ends given
/// in 0-based coordinates).
pub(super) const WHITE_HORIZONTALS: [((i32, i32), (i32, i32)); 4] =
    [((0, 4), (1, 4)), ((1, 4), (2, 4)), ((4, 4), (5, 4)), ((5, 4), (6, 4))];

/// Whether the line a-b (assumed to exist) is white for these options.
pub(super) fn white_pt(opts: &Options, a: (i32, i32), b: (i32, i32)) -> bool {
    if a.0 != b.0 {
        if a.1 != b.1 {
            return true; // diagonal
        }
        // horizontal
        if WHITE_HORIZONTALS.contains(&(a, b)) || WHITE_HORIZONTALS.contains(&(b, a)) {
            return true;
        }
        return opts.fortress_sideways && in_fort(a.0, a.1) && in_fort(b.0, b.1);
    }
    true // vertical
}

/// Whether the line a-b exists and Soldiers may use it (under `opts`).
pub fn is_white(opts: &Options, a: Square, b: Square) -> bool {
    has_line(a, b) && white_pt(opts, pt(a), pt(b))
}

pub(super) fn pt(sq: Square) -> (i32, i32) {
    (sq.file as i32, sq.rank as i32)
}

pub(super) fn sq_of(p: (i32, i32)) -> Square {
    Square::new(p.0 as u8, p.1 as u8)
}

/// The nine fortress points as a board mask.
pub(super) const FORTRESS_MASK: u64 = {
    let mut m = 0u64;
    let mut r = 4;
    while r <= 6 {
        let mut f = 2;
        while f <= 4 {
            m |= 1u64 << (r * FILES as i32 + f);
            f += 1;
        }
        r += 1;
    }
    m
};

pub(super) fn bit(p: (i32, i32)) -> u64 {
    1u64 << (p.1 * FILES as i32 + p.0)
}

/// All 33 points, rank 1 first, then by file.
pub fn points() -> Vec<Square> {
    let mut v = Vec::with_capacity(33);
    for r in 0..RANKS as i32 {
        for f in 0..FILES as i32 {
            if is_pt(f, r) {
                v.push(Square::new(f as u8, r as u8));
            }
        }
    }
    v
}

/// All lines of the board, each once as (lower, higher) in square order.
pub fn lines() -> Vec<(Square, Square)> {
    let pts = points();
    let mut v = Vec::new();
    for &a in &pts {
        for &b in &pts {
            if a < b && has_line(a, b) {
                v.push((a, b));
            }
        }
    }
    v
}
