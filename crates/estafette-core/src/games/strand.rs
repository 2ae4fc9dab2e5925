//! The 'Strand' War Game (1916): rules engine.
//!
//! A draughts-like race from corner to corner on the 50 dark squares of a
//! 10x10 board. The Allies ([`Side::First`]) start around their capital a1
//! (Bordeaux), the Germans ([`Side::Second`]) around j10 (Berlin). A side wins
//! by putting a piece on the enemy capital, or when the opponent has no piece
//! or no legal move. The board of 1916 is lost: the geometry, the start lines
//! and the default forts are the project's reconstruction (see
//! `docs/RULES.md`).
//!
//! Architecture invariants:
//! - no I/O, no clock, no randomness: every function is a pure function of
//!   its arguments;
//! - a [`Position`] is always consistent: pieces stand only on dark squares,
//!   never on their own capital, and at most one capital is occupied (by the
//!   side that has just moved); [`Position::from_text`] refuses anything else;
//! - [`Game::play`] either returns a whole new position or an
//!   [`IllegalMove`] saying why; the caller's position is never touched;
//! - [`Game::legal_moves`] is the single source of legality: `play` accepts
//!   exactly the moves it lists, and the diagnostics only explain refusals.
//!
//! Coordinates are absolute (`a1` = file 0, rank 0). The Allies' forward is
//! (+1,+1), the Germans' forward is (-1,-1); the two sideways directions
//! (+1,-1) and (-1,+1) are the same for both sides.

use super::{notation, BoardView, Cell, End, Game, IllegalMove, Outcome, ParseError, Side, Square, Switch, Switched};
use std::fmt;
pub mod bad_position;
mod explain;
mod moves;
mod options;
pub mod refusal;
#[cfg(test)]
mod tests;

pub use super::end::capital_name;
use bad_position::BadPosition;
pub use moves::{Move, Report};
pub use options::Options;
use refusal::Refusal;

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

fn idx(sq: Square) -> usize {
    sq.rank as usize * FILES as usize + sq.file as usize
}

fn offset(sq: Square, d: (i8, i8), n: i8) -> Option<Square> {
    let f = sq.file as i8 + d.0 * n;
    let r = sq.rank as i8 + d.1 * n;
    if (0..FILES as i8).contains(&f) && (0..RANKS as i8).contains(&r) {
        Some(Square::new(f as u8, r as u8))
    } else {
        None
    }
}

const SIDEWAYS: [(i8, i8); 2] = [(1, -1), (-1, 1)];

fn is_sideways(d: (i8, i8)) -> bool {
    SIDEWAYS.contains(&d)
}

/// The directions a piece moves and jumps in.
fn directions(side: Side, kind: Kind) -> &'static [(i8, i8)] {
    match (side, kind) {
        (Side::First, Kind::Artillery) => &[(1, 1), (1, -1), (-1, 1), (-1, -1)],
        (Side::First, _) => &[(1, 1), (1, -1), (-1, 1)],
        (Side::Second, Kind::Artillery) => &[(-1, -1), (1, -1), (-1, 1), (1, 1)],
        (Side::Second, _) => &[(-1, -1), (1, -1), (-1, 1)],
    }
}

fn join_and(items: &[String]) -> String {
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => format!("{} and {}", items[..n - 1].join(", "), items[n - 1]),
    }
}

fn parse_board_square(text: &str) -> Result<Square, ParseError> {
    let sq = Square::parse(text)?;
    if sq.file >= FILES || sq.rank >= RANKS {
        return Err(ParseError::typed(&refusal::Notation::OffBoard {
            text: text.trim().to_string(),
        }));
    }
    Ok(sq)
}

// ---------------------------------------------------------------------------
// Position
// ---------------------------------------------------------------------------

type Piece = (Side, Kind);

/// A complete Strand position: board, side to move, ply count and options.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: [Option<Piece>; 100],
    to_move: Side,
    ply: u32,
    options: Options,
}

impl Position {
    /// The start position with the given options; `to_move` moves first
    /// (drawn by the referee unless the game's creator chose).
    pub fn start(opts: Options, to_move: Side) -> Position {
        let mut board = [None; 100];
        for (sq, side, kind) in start_pieces() {
            board[idx(sq)] = Some((side, kind));
        }
        Position {
            board,
            to_move,
            ply: 0,
            options: opts,
        }
    }

    /// A position with the given pieces and nothing else (for problems and
    /// tests). Checked like [`Position::from_text`].
    pub fn with_pieces(
        opts: Options,
        to_move: Side,
        ply: u32,
        pieces: &[(Square, Side, Kind)],
    ) -> Result<Position, ParseError> {
        let mut board = [None; 100];
        for &(sq, side, kind) in pieces {
            if !is_dark(sq) {
                return Err(BadPosition::NotDark { square: sq }.into());
            }
            if board[idx(sq)].is_some() {
                return Err(BadPosition::TwoPieces { square: sq }.into());
            }
            board[idx(sq)] = Some((side, kind));
        }
        let pos = Position {
            board,
            to_move,
            ply,
            options: opts,
        };
        pos.check()?;
        Ok(pos)
    }

    fn check(&self) -> Result<(), ParseError> {
        for side in [Side::First, Side::Second] {
            if let Some((s, _)) = self.board[idx(capital(side))] {
                if s == side {
                    return Err(BadPosition::OwnCapital { side }.into());
                }
                if s == self.to_move {
                    return Err(BadPosition::EnemyCapital { side }.into());
                }
            }
        }
        let start = start_pieces();
        for side in [Side::First, Side::Second] {
            for kind in [Kind::Infantry, Kind::Cavalry, Kind::Artillery] {
                let army = start.iter().filter(|p| (p.1, p.2) == (side, kind)).count();
                let here = self.board.iter().flatten().filter(|&&p| p == (side, kind)).count();
                if here > army {
                    return Err(BadPosition::TooMany { side, kind, here, army }.into());
                }
            }
        }
        let mover = self.to_move.other();
        if !self.board.iter().flatten().any(|&(s, _)| s == mover) {
            return Err(BadPosition::NoPiece { side: mover }.into());
        }
        Ok(())
    }

    /// The piece on `sq`, if any (`None` also for squares off the board).
    pub fn piece_at(&self, sq: Square) -> Option<(Side, Kind)> {
        if sq.file < FILES && sq.rank < RANKS {
            self.board[idx(sq)]
        } else {
            None
        }
    }

    /// The variant options.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// All pieces, in square order (rank 1 first, then by file).
    pub fn pieces(&self) -> Vec<(Square, Side, Kind)> {
        (0..100u8)
            .filter_map(|i| self.board[i as usize].map(|(s, k)| (Square::new(i % FILES, i / FILES), s, k)))
            .collect()
    }

    /// The end of the game decided by the board alone (capital, no piece).
    fn decided(&self) -> Option<Outcome> {
        for side in [Side::First, Side::Second] {
            if let Some((s, _)) = self.board[idx(capital(side.other()))] {
                if s == side {
                    return Some(Outcome::Win {
                        winner: side,
                        reason: End::CapitalReached { side },
                    });
                }
            }
        }
        let side = self.to_move;
        if !self.board.iter().flatten().any(|&(s, _)| s == side) {
            return Some(Outcome::Win {
                winner: side.other(),
                reason: End::NoPieceLeft { side },
            });
        }
        None
    }

    fn apply(&self, mv: &Move) -> (Position, Report) {
        let from = mv.from();
        let (side, kind) = self.board[idx(from)].unwrap_or((self.to_move, Kind::Infantry));
        let mut next = self.clone();
        next.board[idx(from)] = None;
        let mut path = vec![from];
        let mut captured = Vec::new();
        let jump = matches!(mv, Move::Jump { .. });
        match mv {
            Move::Step { to, .. } => path.push(*to),
            Move::Jump { landings, .. } => {
                let mut cur = from;
                for &l in landings {
                    let df = l.file as i8 - cur.file as i8;
                    let dr = l.rank as i8 - cur.rank as i8;
                    let dist = df.abs();
                    let d = (df.signum(), dr.signum());
                    if let Some(v) = offset(cur, d, dist - 1) {
                        if let Some((_, vk)) = self.board[idx(v)] {
                            captured.push((v, vk));
                        }
                        next.board[idx(v)] = None;
                    }
                    path.push(l);
                    cur = l;
                }
            }
        }
        let to = mv.to();
        next.board[idx(to)] = Some((side, kind));
        next.to_move = self.to_move.other();
        next.ply = self.ply.saturating_add(1);
        let reached_capital = to == capital(side.other());
        (
            next,
            Report {
                mover: side,
                kind,
                path,
                jump,
                captured,
                reached_capital,
            },
        )
    }

    fn board_text(&self) -> String {
        let mut ranks = Vec::with_capacity(RANKS as usize);
        for r in (0..RANKS).rev() {
            let mut s = String::new();
            let mut empty = 0;
            for f in (r % 2..FILES).step_by(2) {
                match self.board[idx(Square::new(f, r))] {
                    None => empty += 1,
                    Some((side, kind)) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let c = kind.label();
                        s.push(if side == Side::First { c } else { c.to_ascii_lowercase() });
                    }
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            ranks.push(s);
        }
        ranks.join("/")
    }

    fn parse_board(text: &str) -> Result<[Option<Piece>; 100], ParseError> {
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != RANKS as usize {
            return Err(BadPosition::Ranks { found: rows.len() }.into());
        }
        let mut board = [None; 100];
        for (i, row) in rows.iter().enumerate() {
            let r = RANKS - 1 - i as u8;
            let mut cells: Vec<Option<Piece>> = Vec::new();
            for c in row.chars() {
                if let Some(n) = c.to_digit(10) {
                    if n == 0 {
                        return Err(BadPosition::ZeroCount { rank: r + 1 }.into());
                    }
                    cells.extend(std::iter::repeat_n(None, n as usize));
                } else if let Some(kind) = Kind::from_label(c) {
                    let side = if c.is_ascii_uppercase() {
                        Side::First
                    } else {
                        Side::Second
                    };
                    cells.push(Some((side, kind)));
                } else {
                    return Err(BadPosition::NotAPiece {
                        rank: r + 1,
                        text: c.to_string(),
                    }
                    .into());
                }
            }
            if cells.len() != (FILES / 2) as usize {
                return Err(BadPosition::RankSquares {
                    rank: r + 1,
                    found: cells.len(),
                }
                .into());
            }
            for (j, cell) in cells.into_iter().enumerate() {
                let f = r % 2 + 2 * j as u8;
                board[idx(Square::new(f, r))] = cell;
            }
        }
        Ok(board)
    }
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::First => "allies",
        Side::Second => "germans",
    }
}

impl Game for Position {
    type Move = Move;
    type Report = Report;
    const NAME: &'static str = "strand";

    fn parse_move(text: &str) -> Result<Move, ParseError> {
        Move::parse(text)
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.decided().is_some() {
            return Vec::new();
        }
        self.generate()
    }

    fn play(&self, mv: &Move) -> Result<(Position, Report), IllegalMove> {
        if let Some(o) = self.decided() {
            return Err(IllegalMove::typed(&Refusal::Over {
                mv: mv.clone(),
                end: o.reason().clone(),
            }));
        }
        let legal = self.generate();
        if legal.is_empty() {
            return Err(IllegalMove::typed(&Refusal::NoLegalMove {
                mv: mv.clone(),
                side: self.to_move,
            }));
        }
        if legal.contains(mv) {
            Ok(self.apply(mv))
        } else {
            Err(IllegalMove::typed(&Refusal::Move {
                mv: mv.clone(),
                fault: self.explain(mv, &legal),
            }))
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.decided() {
            return Some(o);
        }
        if self.generate().is_empty() {
            let side = self.to_move;
            return Some(Outcome::Win {
                winner: side.other(),
                reason: End::NoLegalMove { side },
            });
        }
        None
    }

    /// `strand forts=allies:c7+f4/germans:e7+h4 turn=allies ply=0 board=...`
    /// (see `docs/RULES.md`).
    fn to_text(&self) -> String {
        format!(
            "strand {} turn={} ply={} board={}",
            self.options,
            side_word(self.to_move),
            self.ply,
            self.board_text()
        )
    }

    fn from_text(text: &str) -> Result<Position, ParseError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.first() != Some(&"strand") {
            return Err(BadPosition::NotStrand.into());
        }
        // Switch fields a text lacks (written before the switch existed)
        // keep their defaults.
        let n = fields.len();
        if n < 4 || n > 4 + Options::SWITCHES.len() {
            return Err(BadPosition::Fields { found: n }.into());
        }
        let field = |i: usize, key: &str| -> Result<&str, ParseError> {
            fields[i]
                .strip_prefix(key)
                .and_then(|rest| rest.strip_prefix('='))
                .ok_or_else(|| {
                    BadPosition::Field {
                        n: i + 1,
                        key: key.to_string(),
                    }
                    .into()
                })
        };
        let mut options = Options::default();
        let mut seen: Vec<&str> = Vec::new();
        for (i, text) in fields[1..n - 3].iter().enumerate() {
            let (name, value) = text
                .split_once('=')
                .filter(|(name, _)| Options::SWITCHES.iter().any(|s| s.name == *name))
                .ok_or_else(|| {
                    let names: Vec<String> = Options::SWITCHES.iter().map(|s| format!("{}=...", s.name)).collect();
                    ParseError::from(BadPosition::SwitchField {
                        n: i + 2,
                        names: names.join(" or "),
                    })
                })?;
            if seen.contains(&name) {
                return Err(notation::Syntax::SwitchTwice { name: name.to_string() }.into());
            }
            seen.push(name);
            options.set(name, value)?;
        }
        let to_move = match field(n - 3, "turn")? {
            "allies" => Side::First,
            "germans" => Side::Second,
            other => {
                return Err(BadPosition::Turn {
                    text: other.to_string(),
                }
                .into());
            }
        };
        let ply_text = field(n - 2, "ply")?;
        let ply: u32 = ply_text.parse().map_err(|_| BadPosition::Ply {
            text: ply_text.to_string(),
        })?;
        let board = Position::parse_board(field(n - 1, "board")?)?;
        let pos = Position {
            board,
            to_move,
            ply,
            options,
        };
        pos.check()?;
        Ok(pos)
    }

    fn board_view(&self, _viewer: Option<Side>) -> BoardView {
        let mut cells = Vec::with_capacity(RANKS as usize);
        for r in 0..RANKS {
            let mut row = Vec::with_capacity(FILES as usize);
            for f in 0..FILES {
                let sq = Square::new(f, r);
                row.push(if !is_dark(sq) {
                    Cell::Off
                } else {
                    match self.board[idx(sq)] {
                        None => Cell::Empty,
                        Some((side, kind)) => Cell::Piece {
                            side,
                            label: kind.code().into(),
                            revealed: false,
                        },
                    }
                });
            }
            cells.push(row);
        }
        let mut marks = vec![
            (capital(Side::First), "Allied capital (Bordeaux)".to_string()),
            (capital(Side::Second), "German capital (Berlin)".to_string()),
        ];
        for side in [Side::First, Side::Second] {
            for &sq in self.options.forts(side) {
                marks.push((sq, format!("{} fort", side_adjective(side))));
            }
        }
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
