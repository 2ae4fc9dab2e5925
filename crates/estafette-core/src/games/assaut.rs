//! L'Assaut: the siege game on the 33-point cross board (24 Soldiers against
//! 2 Officers).
//!
//! This module holds the board geometry (points, lines, white lines, the
//! fortress), the move notation, legal move generation, the end checks, the
//! one-line position format and the board view. It does no I/O and draws no
//! random numbers: every function is a pure function of its arguments.
//!
//! Invariants of a [`Position`]:
//! - pieces stand only on the 33 points of the cross (corners are off);
//! - at most 24 Soldiers ([`Side::First`]) and 2 Officers ([`Side::Second`]);
//! - in the setup phase no Officer is on the board, the ply count is 0 and the
//!   repetition history is empty;
//! - the repetition history holds the boards of the earlier positions since the
//!   last irreversible move, oldest first; the side to move of each entry
//!   follows from its distance to the current position (sides alternate); a
//!   history read from text must be one play can make (`history.rs`).
//!
//! Rules: docs/RULES.md (the project's restatement with the source of
//! each decision).

use std::fmt;

use super::{BoardView, Cell, Game, IllegalMove, Outcome, ParseError, Side, Square, SwitchInfo};

mod history;

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
const DIAGONAL_CENTRES: [(i32, i32); 5] = [(3, 5), (3, 3), (3, 1), (1, 3), (5, 3)];

/// The eight step directions (file, rank).
const DIRS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

// ---------------------------------------------------------------------------
// Geometry
// ---------------------------------------------------------------------------

/// Whether (file, rank) is one of the 33 points (0-based coordinates).
fn is_pt(f: i32, r: i32) -> bool {
    (0..7).contains(&f) && (0..7).contains(&r) && !((!(2..=4).contains(&f)) && (!(2..=4).contains(&r)))
}

/// Whether `sq` is one of the 33 points of the cross.
pub fn is_point(sq: Square) -> bool {
    is_pt(sq.file as i32, sq.rank as i32)
}

fn in_fort(f: i32, r: i32) -> bool {
    (2..=4).contains(&f) && (4..=6).contains(&r)
}

/// Whether `sq` is one of the nine fortress points (c5-e7).
pub fn in_fortress(sq: Square) -> bool {
    in_fort(sq.file as i32, sq.rank as i32)
}

/// Whether a line joins the two points (they must be neighbours: orthogonal,
/// or diagonal with one end a diagonal centre). Usable in constants.
const fn line_rule(a: (i32, i32), b: (i32, i32)) -> bool {
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
const LINE_TABLE: [u8; 49] = {
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
fn line_pt(a: (i32, i32), b: (i32, i32)) -> bool {
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
const WHITE_HORIZONTALS: [((i32, i32), (i32, i32)); 4] =
    [((0, 4), (1, 4)), ((1, 4), (2, 4)), ((4, 4), (5, 4)), ((5, 4), (6, 4))];

/// Whether the line a-b (assumed to exist) is white for these options.
fn white_pt(opts: &Options, a: (i32, i32), b: (i32, i32)) -> bool {
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

fn pt(sq: Square) -> (i32, i32) {
    (sq.file as i32, sq.rank as i32)
}

fn sq_of(p: (i32, i32)) -> Square {
    Square::new(p.0 as u8, p.1 as u8)
}

/// The nine fortress points as a board mask.
const FORTRESS_MASK: u64 = {
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

fn bit(p: (i32, i32)) -> u64 {
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

/// Soldier step rule, for a step a-b along an existing line: `Err` gives the
/// reason the Soldier may not take it.
fn soldier_rule(opts: &Options, a: (i32, i32), b: (i32, i32)) -> Result<(), String> {
    let (sa, sb) = (sq_of(a), sq_of(b));
    let white = white_pt(opts, a, b);
    if in_fort(a.0, a.1) {
        if !in_fort(b.0, b.1) {
            return Err(format!(
                "a Soldier inside the fortress never leaves it ({sb} is outside)"
            ));
        }
        if !white {
            return Err(format!(
                "the line {sa}-{sb} is black: Soldiers use white lines only (the fortress-sideways switch is off)"
            ));
        }
        return Ok(());
    }
    if !white {
        return Err(format!("the line {sa}-{sb} is black: Soldiers use white lines only"));
    }
    if b.1 < a.1 {
        return Err("a Soldier never moves back to a lower rank".to_string());
    }
    if b.1 == a.1 && (b.0 - 3).abs() > (a.0 - 3).abs() {
        return Err("on rank 5 a Soldier moves sideways only towards file d".to_string());
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------

/// Variant options of L'Assaut. `Default` is the `default` variant (every
/// switch off).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// `fortress-sideways`: Soldiers inside the fortress may also use its
    /// six horizontal lines, in both directions.
    pub fortress_sideways: bool,
    /// `huff`: the Officers may make a plain step when a capture exists; every
    /// Officer that could have made a largest capture is then removed.
    pub huff: bool,
}

fn on_off(b: bool) -> &'static str {
    if b {
        "on"
    } else {
        "off"
    }
}

impl Options {
    /// Named variants, default first.
    pub const VARIANTS: &'static [&'static str] = &["default"];

    /// The options of a named variant.
    pub fn variant(name: &str) -> Result<Options, ParseError> {
        match name.trim().to_ascii_lowercase().as_str() {
            "default" => Ok(Options::default()),
            other => Err(ParseError::new(format!(
                "L'Assaut has no variant '{other}'; variants: {}",
                Options::VARIANTS.join(", ")
            ))),
        }
    }

    /// Set one switch (`fortress-sideways` or `huff`) to `on` or `off`.
    pub fn set(&mut self, switch: &str, value: &str) -> Result<(), ParseError> {
        let v = match value.trim().to_ascii_lowercase().as_str() {
            "on" => true,
            "off" => false,
            other => {
                return Err(ParseError::new(format!(
                    "switch '{}' takes on or off, not '{other}'",
                    switch.trim()
                )))
            }
        };
        match switch.trim().to_ascii_lowercase().as_str() {
            "fortress-sideways" => self.fortress_sideways = v,
            "huff" => self.huff = v,
            other => {
                return Err(ParseError::new(format!(
                    "L'Assaut has no switch '{other}'; switches: fortress-sideways, huff"
                )))
            }
        }
        Ok(())
    }

    /// The switches, with defaults and accepted values.
    pub fn switches() -> Vec<SwitchInfo> {
        vec![
            SwitchInfo {
                name: "fortress-sideways",
                default: "off",
                values: "on | off",
                help: "on: Soldiers inside the fortress may also use its horizontal lines, both ways",
            },
            SwitchInfo {
                name: "huff",
                default: "off",
                values: "on | off",
                help: "on: the Officers may decline a capture; every Officer that could have made \
                       a largest capture is then removed",
            },
        ]
    }
}

impl fmt::Display for Options {
    /// `fortress-sideways=off huff=off`, as in the position format.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "fortress-sideways={} huff={}",
            on_off(self.fortress_sideways),
            on_off(self.huff)
        )
    }
}

/// The text printed by `estafette rules assaut`: a short summary of the rules,
/// the variants and the switches.
pub fn rules_summary() -> String {
    let mut s = String::from(
        "L'Assaut: a siege on the 33-point cross board (files a-g, ranks 1-7, the 2x2 corners cut off).\n\
         The fortress is the nine points c5-e7.\n\
         \n\
         Sides: 24 Soldiers (they start on every point outside the fortress; rank 1 is theirs) \
         against 2 Officers.\n\
         Setup: the Officers' player first puts both Officers on any two fortress points \
         (`place d6 e6`); then the Soldiers move first.\n\
         \n\
         Lines: every pair of orthogonal neighbours, plus the diagonals through d6, d4, d2, b4 \
         and f4. White lines (the only ones Soldiers use): all verticals, all diagonals, and \
         the rank-5 horizontals a5-b5, b5-c5, e5-f5, f5-g5.\n\
         Soldier: one step along a white line, never to a lower rank; on rank 5 the sideways \
         steps go towards file d only. Inside the fortress a Soldier may also step back along \
         white lines but never leaves. Soldiers never capture.\n\
         Officer: one step along any line. It captures by jumping an adjacent Soldier along a \
         straight line to the empty point beyond, and keeps jumping with the same Officer \
         while it can; taken Soldiers leave when the move ends. Capturing is compulsory, and \
         the move must take the most Soldiers possible (counting both Officers).\n\
         \n\
         End: the Soldiers win by filling all nine fortress points, or when the Officers \
         cannot move; the Officers win when 8 or fewer Soldiers are left, or when the \
         Soldiers cannot move. The third occurrence of the same position with the same \
         player to move is a draw.\n\
         \n\
         Notation: `place d6 e6` (setup), `d3-d4` (step), `d6xd4xf4` (capture, listing \
         every landing point).\n\
         \n\
         Variants: ",
    );
    s.push_str(&Options::VARIANTS.join(", "));
    s.push_str("\nSwitches:\n");
    for sw in Options::switches() {
        s.push_str(&format!(
            "  {} ({}; default {}): {}\n",
            sw.name, sw.values, sw.default, sw.help
        ));
    }
    s
}

// ---------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------

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
    fn normalized(&self) -> Move {
        match self {
            Move::Place(a, b) if b < a => Move::Place(*b, *a),
            m => m.clone(),
        }
    }
}

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
fn text_key(m: &Move) -> [u8; 80] {
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
        return Err(ParseError::new(format!(
            "{sq} is not on the board (files a-g, ranks 1-7)"
        )));
    }
    if !is_point(sq) {
        return Err(ParseError::new(format!(
            "{sq} is not a point of the board (the 2x2 corners are cut off)"
        )));
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
        return Err(ParseError::new("empty move"));
    }
    if !s.is_ascii() {
        return Err(ParseError::new(format!(
            "'{}' is not a move: unexpected characters",
            text.trim()
        )));
    }
    if let Some(rest) = s.strip_prefix("place") {
        let rest: String = rest.chars().filter(|&c| c != ',').collect();
        let pts = split_points(&rest)?;
        return match pts.as_slice() {
            [a, b] => Ok(Move::Place(*a, *b).normalized()),
            _ => Err(ParseError::new(format!(
                "a placement names exactly two fortress points, e.g. place d6 e6 (got {})",
                pts.len()
            ))),
        };
    }
    let has_x = s.contains('x');
    let has_dash = s.contains('-');
    if has_x && has_dash {
        return Err(ParseError::new(format!(
            "'{}' mixes - and x: a step is d3-d4, a capture lists its landings, d6xd4xf4",
            text.trim()
        )));
    }
    if has_x || has_dash {
        let sep = if has_x { 'x' } else { '-' };
        let mut sqs = Vec::new();
        for part in s.split(sep) {
            if part.is_empty() {
                return Err(ParseError::new(format!("'{}' has an empty square", text.trim())));
            }
            let pts = split_points(part)?;
            if pts.len() != 1 {
                return Err(ParseError::new(format!(
                    "'{part}' is not one square (in '{}')",
                    text.trim()
                )));
            }
            sqs.push(pts[0]);
        }
        if !has_x {
            return match sqs.as_slice() {
                [from, to] => Ok(Move::Step { from: *from, to: *to }),
                _ => Err(ParseError::new(format!(
                    "'{}': a step has exactly two squares (d3-d4); a capture is written with x (d6xd4xf4)",
                    text.trim()
                ))),
            };
        }
        let from = sqs[0];
        return Ok(Move::Jump {
            from,
            landings: sqs[1..].to_vec(),
        });
    }
    Err(ParseError::new(format!(
        "'{}' is not a move: write a step as d3-d4, a capture as d6xd4xf4, the setup as place d6 e6",
        text.trim()
    )))
}

// ---------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Position
// ---------------------------------------------------------------------------

/// Piece placement: one bit per grid square (`rank * 7 + file`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Board {
    soldiers: u64,
    officers: u64,
}

impl Board {
    fn start() -> Board {
        let mut soldiers = 0;
        for sq in points() {
            if !in_fortress(sq) {
                soldiers |= bit(pt(sq));
            }
        }
        Board { soldiers, officers: 0 }
    }

    fn soldier(&self, p: (i32, i32)) -> bool {
        self.soldiers & bit(p) != 0
    }

    fn officer(&self, p: (i32, i32)) -> bool {
        self.officers & bit(p) != 0
    }

    fn empty(&self, p: (i32, i32)) -> bool {
        (self.soldiers | self.officers) & bit(p) == 0
    }

    fn text(&self) -> String {
        let mut s = String::with_capacity(39);
        for r in (0..RANKS as i32).rev() {
            if r != RANKS as i32 - 1 {
                s.push('/');
            }
            for f in 0..FILES as i32 {
                if !is_pt(f, r) {
                    continue;
                }
                s.push(if self.soldier((f, r)) {
                    'S'
                } else if self.officer((f, r)) {
                    'O'
                } else {
                    '.'
                });
            }
        }
        s
    }

    fn parse(s: &str) -> Result<Board, ParseError> {
        let rows: Vec<&str> = s.split('/').collect();
        if rows.len() != RANKS as usize {
            return Err(ParseError::new(format!(
                "board '{s}': expected 7 ranks separated by /, found {}",
                rows.len()
            )));
        }
        let mut b = Board {
            soldiers: 0,
            officers: 0,
        };
        for (i, row) in rows.iter().enumerate() {
            let r = RANKS as i32 - 1 - i as i32;
            let files: Vec<i32> = (0..FILES as i32).filter(|&f| is_pt(f, r)).collect();
            let chars: Vec<char> = row.chars().collect();
            if chars.len() != files.len() {
                return Err(ParseError::new(format!(
                    "board '{s}': rank {} must have {} points, found {}",
                    r + 1,
                    files.len(),
                    chars.len()
                )));
            }
            for (&f, &c) in files.iter().zip(&chars) {
                match c.to_ascii_uppercase() {
                    'S' => b.soldiers |= bit((f, r)),
                    'O' => b.officers |= bit((f, r)),
                    '.' => {}
                    other => {
                        return Err(ParseError::new(format!(
                            "board '{s}': '{other}' is not S (Soldier), O (Officer) or . (empty)"
                        )))
                    }
                }
            }
        }
        if b.soldiers.count_ones() > SOLDIERS_AT_START {
            return Err(ParseError::new(format!("board '{s}': more than 24 Soldiers")));
        }
        if b.officers.count_ones() > 2 {
            return Err(ParseError::new(format!("board '{s}': more than 2 Officers")));
        }
        Ok(b)
    }
}

/// Whose turn it is, with the setup phase apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Turn {
    /// The Officers' player must place both Officers.
    Setup,
    Soldiers,
    Officers,
}

/// One capture found by the generator.
#[derive(Clone, Debug)]
struct Capture {
    from: (i32, i32),
    landings: Vec<(i32, i32)>,
    taken: Vec<(i32, i32)>,
}

impl Capture {
    fn to_move(&self) -> Move {
        Move::Jump {
            from: sq_of(self.from),
            landings: self.landings.iter().map(|&p| sq_of(p)).collect(),
        }
    }
}

/// A complete L'Assaut position: board, side to move (or setup), options,
/// ply count and the repetition history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    opts: Options,
    board: Board,
    turn: Turn,
    ply: u32,
    /// Boards of the earlier positions since the last irreversible move,
    /// oldest first (see the module docs).
    history: Vec<Board>,
}

impl Position {
    /// The start: 24 Soldiers outside the fortress, the Officers' player to
    /// place the two Officers.
    pub fn start(opts: Options) -> Position {
        Position {
            opts,
            board: Board::start(),
            turn: Turn::Setup,
            ply: 0,
            history: Vec::new(),
        }
    }

    /// Who stands on `sq` (`None` for an empty point or a square off the board).
    pub fn piece_at(&self, sq: Square) -> Option<Side> {
        if !is_point(sq) {
            return None;
        }
        let p = pt(sq);
        if self.board.soldier(p) {
            Some(Side::First)
        } else if self.board.officer(p) {
            Some(Side::Second)
        } else {
            None
        }
    }

    /// The variant options of this game.
    pub fn options(&self) -> &Options {
        &self.opts
    }

    /// Whether the Officers still have to be placed.
    pub fn in_setup(&self) -> bool {
        self.turn == Turn::Setup
    }

    /// Soldiers on the board.
    pub fn soldiers(&self) -> u32 {
        self.board.soldiers.count_ones()
    }

    /// Officers on the board.
    pub fn officers(&self) -> u32 {
        self.board.officers.count_ones()
    }

    /// How many earlier positions are kept for the repetition rule.
    pub fn history_len(&self) -> usize {
        self.history.len()
    }

    fn pieces(mask: u64) -> impl Iterator<Item = (i32, i32)> {
        (0..49i32)
            .filter(move |i| mask & (1u64 << i) != 0)
            .map(|i| (i % 7, i / 7))
    }

    /// Every capture (each chain and each of its prefixes) by every Officer.
    fn all_captures(&self) -> Vec<Capture> {
        let mut out = Vec::new();
        for o in Self::pieces(self.board.officers) {
            let mut landings = Vec::new();
            let mut taken = Vec::new();
            self.dfs(o, o, &mut landings, &mut taken, &mut out);
        }
        out
    }

    fn dfs(
        &self,
        start: (i32, i32),
        at: (i32, i32),
        landings: &mut Vec<(i32, i32)>,
        taken: &mut Vec<(i32, i32)>,
        out: &mut Vec<Capture>,
    ) {
        for (df, dr) in DIRS {
            let mid = (at.0 + df, at.1 + dr);
            let land = (at.0 + 2 * df, at.1 + 2 * dr);
            if !line_pt(at, mid) || !line_pt(mid, land) {
                continue;
            }
            if !self.board.soldier(mid) || taken.contains(&mid) {
                continue;
            }
            let free = land == start || self.board.empty(land);
            if !free {
                continue;
            }
            landings.push(land);
            taken.push(mid);
            out.push(Capture {
                from: start,
                landings: landings.clone(),
                taken: taken.clone(),
            });
            self.dfs(start, land, landings, taken, out);
            landings.pop();
            taken.pop();
        }
    }

    /// The largest captures (all of the maximum size) and that size (0: none).
    fn max_captures(&self) -> (Vec<Capture>, usize) {
        let all = self.all_captures();
        let max = all.iter().map(|c| c.taken.len()).max().unwrap_or(0);
        (
            all.into_iter().filter(|c| c.taken.len() == max && max > 0).collect(),
            max,
        )
    }

    fn officer_steps(&self) -> Vec<Move> {
        let mut v = Vec::new();
        for o in Self::pieces(self.board.officers) {
            for (df, dr) in DIRS {
                let to = (o.0 + df, o.1 + dr);
                if line_pt(o, to) && self.board.empty(to) {
                    v.push(Move::Step {
                        from: sq_of(o),
                        to: sq_of(to),
                    });
                }
            }
        }
        v
    }

    fn soldier_steps(&self) -> Vec<Move> {
        let mut v = Vec::new();
        for s in Self::pieces(self.board.soldiers) {
            for (df, dr) in DIRS {
                let to = (s.0 + df, s.1 + dr);
                if line_pt(s, to) && self.board.empty(to) && soldier_rule(&self.opts, s, to).is_ok() {
                    v.push(Move::Step {
                        from: sq_of(s),
                        to: sq_of(to),
                    });
                }
            }
        }
        v
    }

    fn placements(&self) -> Vec<Move> {
        let free: Vec<Square> = points()
            .into_iter()
            .filter(|&s| in_fortress(s) && self.board.empty(pt(s)))
            .collect();
        let mut v = Vec::new();
        for (i, &a) in free.iter().enumerate() {
            for &b in &free[i + 1..] {
                v.push(Move::Place(a, b).normalized());
            }
        }
        v
    }

    /// Moves the rules allow, ignoring whether the game is already over.
    fn generate(&self) -> Vec<Move> {
        let mut v = match self.turn {
            Turn::Setup => self.placements(),
            Turn::Soldiers => self.soldier_steps(),
            Turn::Officers => {
                let (caps, max) = self.max_captures();
                let mut v: Vec<Move> = caps.iter().map(Capture::to_move).collect();
                if max == 0 || self.opts.huff {
                    v.extend(self.officer_steps());
                }
                v
            }
        };
        v.sort_by_cached_key(text_key);
        v.dedup();
        v
    }

    fn fortress_full(&self) -> bool {
        self.board.soldiers & FORTRESS_MASK == FORTRESS_MASK
    }

    /// Occurrences of the current position among the earlier ones kept.
    fn earlier_occurrences(&self) -> usize {
        self.history
            .iter()
            .rev()
            .enumerate()
            .filter(|(k, b)| (k + 1) % 2 == 0 && **b == self.board)
            .count()
    }

    /// The end checks that need no move generation, in the rules' order.
    fn quick_outcome(&self) -> Option<Outcome> {
        if self.fortress_full() {
            return Some(Outcome::Win {
                winner: Side::First,
                reason: "the Soldiers occupy all nine fortress points".to_string(),
            });
        }
        let n = self.soldiers();
        if n <= SOLDIERS_LOST_AT {
            return Some(Outcome::Win {
                winner: Side::Second,
                reason: format!(
                    "only {n} Soldier{} left ({} taken)",
                    if n == 1 { " is" } else { "s are" },
                    SOLDIERS_AT_START.saturating_sub(n)
                ),
            });
        }
        if self.earlier_occurrences() >= 2 {
            return Some(Outcome::Draw {
                reason: "threefold repetition: the same position with the same player to move has \
                         occurred three times"
                    .to_string(),
            });
        }
        None
    }

    fn side_name(side: Side) -> &'static str {
        match side {
            Side::First => "Soldiers",
            Side::Second => "Officers",
        }
    }

    /// Apply a move known to be legal.
    fn apply(&self, mv: &Move) -> (Position, Report) {
        let mut next = self.clone();
        next.ply = self.ply.saturating_add(1);
        let mover = self.side_to_move();
        let mut report = Report {
            mover,
            mv: mv.clone(),
            path: Vec::new(),
            taken: Vec::new(),
            huffed: Vec::new(),
        };
        let mut reversible = false;
        match mv {
            Move::Place(a, b) => {
                next.board.officers |= bit(pt(*a)) | bit(pt(*b));
                report.path = vec![*a, *b];
                next.turn = Turn::Soldiers;
            }
            Move::Step { from, to } => {
                let (f, t) = (pt(*from), pt(*to));
                report.path = vec![*from, *to];
                if self.turn == Turn::Soldiers {
                    next.board.soldiers &= !bit(f);
                    next.board.soldiers |= bit(t);
                    reversible = in_fort(f.0, f.1);
                    next.turn = Turn::Officers;
                } else {
                    let (caps, max) = if self.opts.huff {
                        self.max_captures()
                    } else {
                        (Vec::new(), 0)
                    };
                    next.board.officers &= !bit(f);
                    next.board.officers |= bit(t);
                    if max > 0 {
                        let mut huffed: Vec<(i32, i32)> = Vec::new();
                        for c in &caps {
                            let at = if c.from == f { t } else { c.from };
                            if !huffed.contains(&at) {
                                huffed.push(at);
                            }
                        }
                        for &h in &huffed {
                            next.board.officers &= !bit(h);
                        }
                        let mut hs: Vec<Square> = huffed.into_iter().map(sq_of).collect();
                        hs.sort();
                        report.huffed = hs;
                    }
                    reversible = report.huffed.is_empty();
                    next.turn = Turn::Soldiers;
                }
            }
            Move::Jump { from, landings } => {
                let mut at = pt(*from);
                report.path.push(*from);
                for l in landings {
                    let lp = pt(*l);
                    let mid = ((at.0 + lp.0) / 2, (at.1 + lp.1) / 2);
                    report.taken.push(sq_of(mid));
                    report.path.push(*l);
                    at = lp;
                }
                next.board.officers &= !bit(pt(*from));
                next.board.officers |= bit(at);
                for t in &report.taken {
                    next.board.soldiers &= !bit(pt(*t));
                }
                next.turn = Turn::Soldiers;
            }
        }
        if reversible {
            next.history.push(self.board);
        } else {
            next.history.clear();
        }
        (next, report)
    }

    /// Why `mv` (not in the legal list) is refused.
    fn explain(&self, mv: &Move) -> String {
        let side = self.side_to_move();
        let turn_name = Self::side_name(side);
        let bad_point = |s: &Square| !is_point(*s);
        match mv {
            Move::Place(a, b) => {
                if self.turn != Turn::Setup {
                    return format!(
                        "{mv}: the Officers are already placed; placing happens only before the Soldiers' first move"
                    );
                }
                if let Some(s) = [a, b].into_iter().find(|s| bad_point(s)) {
                    return format!("{mv}: {s} is not a point of the board");
                }
                if a == b {
                    return format!("{mv}: the two Officers need two different points");
                }
                if let Some(s) = [a, b].into_iter().find(|s| !in_fortress(**s)) {
                    return format!("{mv}: {s} is not a fortress point (the fortress is c5-e7)");
                }
                if let Some(s) = [a, b].into_iter().find(|s| !self.board.empty(pt(**s))) {
                    return format!("{mv}: {s} is not empty");
                }
                format!("{mv} is not a legal placement here")
            }
            _ if self.turn == Turn::Setup => {
                format!("{mv}: the Officers must first be placed on two fortress points (e.g. place d6 e6)")
            }
            Move::Step { from, to } => {
                if let Some(s) = [from, to].into_iter().find(|s| bad_point(s)) {
                    return format!("{mv}: {s} is not a point of the board");
                }
                let (f, t) = (pt(*from), pt(*to));
                let who = match self.piece_at(*from) {
                    None => return format!("{mv}: there is no piece on {from}"),
                    Some(s) => s,
                };
                if who != side {
                    return format!(
                        "{mv}: {from} holds {}, but it is the {turn_name}' turn",
                        if who == Side::First { "a Soldier" } else { "an Officer" }
                    );
                }
                let piece = if who == Side::First { "a Soldier" } else { "an Officer" };
                if from == to {
                    return format!("{mv}: a move must leave its point");
                }
                if (f.0 - t.0).abs() > 1 || (f.1 - t.1).abs() > 1 {
                    return if who == Side::Second && (f.0 - t.0).abs() <= 2 && (f.1 - t.1).abs() <= 2 {
                        format!("{mv}: {piece} steps one point at a time (a capture is written {from}x{to})")
                    } else {
                        format!("{mv}: {piece} steps one point at a time")
                    };
                }
                if !line_pt(f, t) {
                    return format!("{mv}: no line joins {from} and {to}");
                }
                if !self.board.empty(t) {
                    return format!("{mv}: {to} is not empty");
                }
                if who == Side::First {
                    if let Err(e) = soldier_rule(&self.opts, f, t) {
                        return format!("{mv}: {e}");
                    }
                } else {
                    let (caps, max) = self.max_captures();
                    if max > 0 && !self.opts.huff {
                        let ex = caps.first().map(|c| c.to_move().to_string()).unwrap_or_default();
                        return format!(
                            "{mv}: capturing is compulsory; the Officers must take {max} Soldier{} (e.g. {ex})",
                            if max == 1 { "" } else { "s" }
                        );
                    }
                }
                format!("{mv} is not a legal move here")
            }
            Move::Jump { from, landings } => {
                if let Some(s) = std::iter::once(from).chain(landings.iter()).find(|s| bad_point(s)) {
                    return format!("{mv}: {s} is not a point of the board");
                }
                match self.piece_at(*from) {
                    None => return format!("{mv}: there is no piece on {from}"),
                    Some(Side::First) => return format!("{mv}: Soldiers never capture"),
                    Some(Side::Second) if side != Side::Second => return format!("{mv}: it is the Soldiers' turn"),
                    _ => {}
                }
                if landings.is_empty() {
                    return format!("{mv}: a capture needs at least one landing point");
                }
                let start = pt(*from);
                let mut at = start;
                let mut taken: Vec<(i32, i32)> = Vec::new();
                for l in landings {
                    let lp = pt(*l);
                    let (df, dr) = (lp.0 - at.0, lp.1 - at.1);
                    let a = sq_of(at);
                    let straight = (df == 0 || df.abs() == 2) && (dr == 0 || dr.abs() == 2) && (df, dr) != (0, 0);
                    if !straight {
                        return format!(
                            "{mv}: {a}x{l} is not a jump: an Officer jumps over one neighbouring point to the point just beyond, in a straight line"
                        );
                    }
                    let mid = (at.0 + df / 2, at.1 + dr / 2);
                    let m = sq_of(mid);
                    if !line_pt(at, mid) || !line_pt(mid, lp) {
                        return format!("{mv}: {a}x{l} does not follow a straight line of the board through {m}");
                    }
                    if !self.board.soldier(mid) {
                        return format!("{mv}: there is no Soldier on {m} to jump");
                    }
                    if taken.contains(&mid) {
                        return format!("{mv}: the Soldier on {m} is jumped twice; each Soldier is taken once");
                    }
                    if !(lp == start || self.board.empty(lp)) {
                        return format!("{mv}: the landing point {l} is not empty");
                    }
                    taken.push(mid);
                    at = lp;
                }
                let (caps, max) = self.max_captures();
                if taken.len() < max {
                    let ex = caps.first().map(|c| c.to_move().to_string()).unwrap_or_default();
                    return format!(
                        "{mv}: it takes {} Soldier{} but {max} can be taken, and the largest capture is compulsory (e.g. {ex})",
                        taken.len(),
                        if taken.len() == 1 { "" } else { "s" }
                    );
                }
                format!("{mv} is not a legal capture here")
            }
        }
    }
}

impl Game for Position {
    type Move = Move;
    type Report = Report;
    const NAME: &'static str = "assaut";

    fn parse_move(text: &str) -> Result<Move, ParseError> {
        parse_move(text)
    }

    fn side_to_move(&self) -> Side {
        match self.turn {
            Turn::Soldiers => Side::First,
            Turn::Setup | Turn::Officers => Side::Second,
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.quick_outcome().is_some() {
            return Vec::new();
        }
        self.generate()
    }

    fn play(&self, mv: &Move) -> Result<(Position, Report), IllegalMove> {
        let over = |o: Outcome| {
            let why = match o {
                Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
            };
            IllegalMove(format!("{mv}: the game is over ({why})"))
        };
        if let Some(o) = self.quick_outcome() {
            return Err(over(o));
        }
        let legal = self.generate();
        if legal.is_empty() {
            if let Some(o) = self.outcome() {
                return Err(over(o));
            }
        }
        let mv = mv.normalized();
        if legal.contains(&mv) {
            Ok(self.apply(&mv))
        } else {
            Err(IllegalMove(self.explain(&mv)))
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.quick_outcome() {
            return Some(o);
        }
        if self.generate().is_empty() {
            let loser = self.side_to_move();
            let reason = if loser == Side::Second && self.board.officers == 0 && self.turn != Turn::Setup {
                "both Officers have been removed, so the Officers have no legal move".to_string()
            } else {
                format!("the {} have no legal move", Self::side_name(loser))
            };
            return Some(Outcome::Win {
                winner: loser.other(),
                reason,
            });
        }
        None
    }

    /// `assaut fortress-sideways=off huff=off BOARD TURN PLY HISTORY`; see
    /// docs/RULES.md.
    fn to_text(&self) -> String {
        let turn = match self.turn {
            Turn::Setup => "setup",
            Turn::Soldiers => "soldiers",
            Turn::Officers => "officers",
        };
        let hist = if self.history.is_empty() {
            "-".to_string()
        } else {
            self.history.iter().map(Board::text).collect::<Vec<_>>().join(",")
        };
        format!(
            "{} {} {} {} {} {}",
            Self::NAME,
            self.opts,
            self.board.text(),
            turn,
            self.ply,
            hist
        )
    }

    fn from_text(text: &str) -> Result<Position, ParseError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 7 {
            return Err(ParseError::new(format!(
                "an L'Assaut position has 7 fields (assaut, two switches, board, turn, ply, history); found {}",
                fields.len()
            )));
        }
        if !fields[0].eq_ignore_ascii_case(Self::NAME) {
            return Err(ParseError::new(format!(
                "'{}' is not an L'Assaut position (it must start with assaut)",
                fields[0]
            )));
        }
        let mut opts = Options::default();
        let mut seen: Vec<String> = Vec::new();
        for f in &fields[1..3] {
            let (k, v) = f
                .split_once('=')
                .ok_or_else(|| ParseError::new(format!("'{f}' is not a switch setting (name=value)")))?;
            let k = k.to_ascii_lowercase();
            if seen.contains(&k) {
                return Err(ParseError::new(format!("switch '{k}' is given twice")));
            }
            opts.set(&k, v)?;
            seen.push(k);
        }
        let board = Board::parse(fields[3])?;
        let turn = match fields[4].to_ascii_lowercase().as_str() {
            "setup" => Turn::Setup,
            "soldiers" => Turn::Soldiers,
            "officers" => Turn::Officers,
            other => {
                return Err(ParseError::new(format!(
                    "'{other}' is not a turn: setup, soldiers or officers"
                )))
            }
        };
        let ply: u32 = fields[5]
            .parse()
            .map_err(|_| ParseError::new(format!("'{}' is not a ply count", fields[5])))?;
        let history = if fields[6] == "-" {
            Vec::new()
        } else {
            fields[6].split(',').map(Board::parse).collect::<Result<Vec<_>, _>>()?
        };
        if turn == Turn::Setup {
            if board.officers != 0 {
                return Err(ParseError::new("in the setup phase no Officer is on the board yet"));
            }
            if ply != 0 || !history.is_empty() {
                return Err(ParseError::new("the setup phase is at ply 0 with no history"));
            }
        }
        let pos = Position {
            opts,
            board,
            turn,
            ply,
            history,
        };
        pos.check_history()?;
        Ok(pos)
    }

    fn board_view(&self, _viewer: Option<Side>) -> BoardView {
        let mut cells = Vec::with_capacity(RANKS as usize);
        for r in 0..RANKS as i32 {
            let mut row = Vec::with_capacity(FILES as usize);
            for f in 0..FILES as i32 {
                let c = if !is_pt(f, r) {
                    Cell::Off
                } else if self.board.soldier((f, r)) {
                    Cell::Piece {
                        side: Side::First,
                        label: "S".into(),
                        revealed: false,
                    }
                } else if self.board.officer((f, r)) {
                    Cell::Piece {
                        side: Side::Second,
                        label: "O".into(),
                        revealed: false,
                    }
                } else {
                    Cell::Empty
                };
                row.push(c);
            }
            cells.push(row);
        }
        let marks = points()
            .into_iter()
            .filter(|&s| in_fortress(s))
            .map(|s| (s, "fortress".to_string()))
            .collect();
        BoardView {
            files: FILES,
            ranks: RANKS,
            cells,
            marks,
            viewer: None,
            last_move: None,
        }
    }

    fn ply(&self) -> u32 {
        self.ply
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn geometry_has_33_points_and_72_lines() {
        assert_eq!(points().len(), 33);
        let ls = lines();
        assert_eq!(ls.len(), 72);
        let diagonals = ls.iter().filter(|(a, b)| a.file != b.file && a.rank != b.rank).count();
        assert_eq!(diagonals, 20);
        assert!(has_line(sq("b4"), sq("c5")));
        assert!(!has_line(sq("c4"), sq("d5")));
        assert!(!has_line(sq("a1"), sq("a2")));
    }

    #[test]
    fn white_lines() {
        let o = Options::default();
        assert!(is_white(&o, sq("a5"), sq("b5")));
        assert!(is_white(&o, sq("c5"), sq("b5")));
        assert!(!is_white(&o, sq("c5"), sq("d5")));
        assert!(!is_white(&o, sq("c4"), sq("d4")));
        assert!(is_white(&o, sq("d4"), sq("e5")));
        let on = Options {
            fortress_sideways: true,
            huff: false,
        };
        assert!(is_white(&on, sq("c5"), sq("d5")));
        assert!(!is_white(&on, sq("c4"), sq("d4")));
    }

    #[test]
    fn moves_parse_and_print() {
        assert_eq!(parse_move(" PLACE e6  D6").unwrap().to_string(), "place d6 e6");
        assert_eq!(parse_move("placed6e6").unwrap(), Move::Place(sq("d6"), sq("e6")));
        assert_eq!(parse_move("D3 - d4").unwrap().to_string(), "d3-d4");
        assert_eq!(parse_move("d6 x d4 X f4").unwrap().to_string(), "d6xd4xf4");
        assert!(parse_move("a1-a2").is_err());
        assert!(parse_move("h4-g4").is_err());
        assert!(parse_move("d3-d4-d5").is_err());
        assert!(parse_move("d6xd4-f4").is_err());
        assert!(parse_move("place d6").is_err());
        assert!(parse_move("d3d4").is_err());
        assert!(parse_move("").is_err());
        assert!(parse_move("d6x").is_err());
        assert!(parse_move("é4-d4").is_err());
    }

    #[test]
    fn start_position_text() {
        let p = Position::start(Options::default());
        assert_eq!(
            p.to_text(),
            "assaut fortress-sideways=off huff=off .../.../SS...SS/SSSSSSS/SSSSSSS/SSS/SSS setup 0 -"
        );
        assert_eq!(Position::from_text(&p.to_text()).unwrap(), p);
        assert_eq!(p.soldiers(), 24);
    }
}
