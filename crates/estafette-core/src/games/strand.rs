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

use super::{BoardView, Cell, Game, IllegalMove, Outcome, ParseError, Side, Square, SwitchInfo};
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

    /// The French name: `Infanterie`, `Cavalerie`, `Artillerie` (all
    /// feminine).
    pub fn name_fr(self) -> &'static str {
        match self {
            Kind::Infantry => "Infanterie",
            Kind::Cavalry => "Cavalerie",
            Kind::Artillery => "Artillerie",
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

/// `Bordeaux` or `Berlin`.
pub fn capital_name(side: Side) -> &'static str {
    match side {
        Side::First => "Bordeaux",
        Side::Second => "Berlin",
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

fn direction_name(side: Side, d: (i8, i8)) -> &'static str {
    if d == forward(side) {
        "forward"
    } else if is_sideways(d) {
        "sideways"
    } else {
        "backward"
    }
}

fn how_it_moves(kind: Kind) -> &'static str {
    match kind {
        Kind::Infantry => "Infantry moves one square forward or sideways",
        Kind::Cavalry => "Cavalry moves one square sideways, or one or two squares forward",
        Kind::Artillery => "Artillery moves one square in any diagonal direction",
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
        return Err(ParseError::new(format!(
            "'{}' is off the board (files a-j, ranks 1-10)",
            text.trim()
        )));
    }
    Ok(sq)
}

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------

/// Variant options. The only switch is `forts`, the list of fort squares of
/// each side. Invariant: every fort is a dark square, no capital, and no
/// square is listed twice; each list is sorted (by file, then rank).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    forts: [Vec<Square>; 2],
}

impl Default for Options {
    /// The `default` variant: Allied forts c7 and f4, German forts e7 and h4.
    fn default() -> Options {
        Options {
            forts: [
                vec![Square::new(2, 6), Square::new(5, 3)],
                vec![Square::new(4, 6), Square::new(7, 3)],
            ],
        }
    }
}

impl Options {
    /// Named variants, default first.
    pub const VARIANTS: &'static [&'static str] = &["default"];

    /// The options of a named variant (case and surrounding spaces ignored).
    pub fn variant(name: &str) -> Result<Options, ParseError> {
        if name.trim().eq_ignore_ascii_case("default") {
            Ok(Options::default())
        } else {
            Err(ParseError::new(format!(
                "'{}' is not a variant of strand (known: {})",
                name.trim(),
                Options::VARIANTS.join(", ")
            )))
        }
    }

    /// Set one switch. The only switch is `forts`; see [`Options::switches`]
    /// for the value syntax. On an error the options are left unchanged.
    pub fn set(&mut self, switch: &str, value: &str) -> Result<(), ParseError> {
        if switch.trim().eq_ignore_ascii_case("forts") {
            self.forts = parse_forts(value)?;
            Ok(())
        } else {
            Err(ParseError::new(format!(
                "'{}' is not a switch of strand (the only switch is forts)",
                switch.trim()
            )))
        }
    }

    /// The switches, for `estafette rules` and the docs.
    pub fn switches() -> Vec<SwitchInfo> {
        vec![SwitchInfo {
            name: "forts",
            default: "allies:c7+f4/germans:e7+h4",
            values: "allies:SQ+SQ.../germans:SQ+SQ... (dark squares, no capital, none twice; `none` for no forts)",
            help: "the fort squares of each side",
        }]
    }

    /// The forts of `side`, sorted by file then rank.
    pub fn forts(&self, side: Side) -> &[Square] {
        &self.forts[side.index()]
    }

    /// Whose fort `sq` is, if it is one.
    pub fn fort_owner(&self, sq: Square) -> Option<Side> {
        if self.forts[0].contains(&sq) {
            Some(Side::First)
        } else if self.forts[1].contains(&sq) {
            Some(Side::Second)
        } else {
            None
        }
    }

    /// The canonical value of the `forts` switch, e.g.
    /// `allies:c7+f4/germans:e7+h4`.
    pub fn forts_value(&self) -> String {
        let list = |v: &[Square]| {
            if v.is_empty() {
                "none".to_string()
            } else {
                v.iter().map(|s| s.to_string()).collect::<Vec<_>>().join("+")
            }
        };
        format!("allies:{}/germans:{}", list(&self.forts[0]), list(&self.forts[1]))
    }
}

impl fmt::Display for Options {
    /// Every switch as `name=value`, space separated: `forts=...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "forts={}", self.forts_value())
    }
}

fn parse_forts(value: &str) -> Result<[Vec<Square>; 2], ParseError> {
    let example = "e.g. allies:c7+f4/germans:e7+h4";
    let text: String = value
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_lowercase();
    let parts: Vec<&str> = text.split('/').collect();
    if parts.len() != 2 {
        return Err(ParseError::new(format!(
            "forts: give the Allied and the German forts separated by '/', {example}"
        )));
    }
    let mut lists: [Option<Vec<Square>>; 2] = [None, None];
    for part in parts {
        let (who, squares) = part.split_once(':').ok_or_else(|| {
            ParseError::new(format!(
                "forts: '{part}' must start with 'allies:' or 'germans:', {example}"
            ))
        })?;
        let side = match who {
            "allies" | "allied" => Side::First,
            "germans" | "german" => Side::Second,
            _ => {
                return Err(ParseError::new(format!(
                    "forts: '{who}' is not a side (allies or germans), {example}"
                )))
            }
        };
        if lists[side.index()].is_some() {
            return Err(ParseError::new(format!(
                "forts: the {} are listed twice",
                side_name(side)
            )));
        }
        let mut list = Vec::new();
        if !(squares.is_empty() || squares == "none") {
            for name in squares.split(['+', ',']) {
                if name.is_empty() {
                    return Err(ParseError::new(format!(
                        "forts: empty square in '{squares}'; join squares with '+', {example}"
                    )));
                }
                let sq = parse_board_square(name).map_err(|e| ParseError::new(format!("forts: {e}")))?;
                if !is_dark(sq) {
                    return Err(ParseError::new(format!(
                        "forts: {sq} is a light square; forts must be on dark squares"
                    )));
                }
                if sq == capital(Side::First) || sq == capital(Side::Second) {
                    return Err(ParseError::new(format!(
                        "forts: {sq} is a capital and cannot be a fort"
                    )));
                }
                list.push(sq);
            }
        }
        lists[side.index()] = Some(list);
    }
    let [Some(mut allies), Some(mut germans)] = lists else {
        return Err(ParseError::new(format!(
            "forts: give both the Allied and the German forts, {example}"
        )));
    };
    allies.sort();
    germans.sort();
    let mut all: Vec<Square> = allies.iter().chain(germans.iter()).copied().collect();
    all.sort();
    if let Some(w) = all.windows(2).find(|w| w[0] == w[1]) {
        return Err(ParseError::new(format!("forts: {} is listed twice", w[0])));
    }
    Ok([allies, germans])
}

// ---------------------------------------------------------------------------
// Moves and reports
// ---------------------------------------------------------------------------

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
            return Err(ParseError::new(
                "empty move: write a step like b4-c5 or a capture like d4xf6",
            ));
        }
        let has_step = s.contains('-');
        let has_jump = s.contains('x');
        if has_step && has_jump {
            return Err(ParseError::new(format!(
                "'{}': a move is either a step (b4-c5) or a capture (d4xf6xh8), not both",
                text.trim()
            )));
        }
        if has_step {
            let parts: Vec<&str> = s.split('-').collect();
            if parts.len() != 2 {
                return Err(ParseError::new(format!(
                    "'{}': a step has one destination (b4-c5); write a capture with x (d4xf6xh8)",
                    text.trim()
                )));
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
            Err(ParseError::new(format!(
                "'{}': a move needs two squares, e.g. b4-c5 (step) or d4xf6 (capture)",
                text.trim()
            )))
        }
    }
}

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

/// The state of a capture chain in progress: the mover's start square
/// counts as empty, and taken pieces stay on the board until the move ends.
struct Chain<'a> {
    pos: &'a Position,
    side: Side,
    kind: Kind,
    start: Square,
}

impl Chain<'_> {
    fn cell(&self, sq: Square) -> Option<Piece> {
        if sq == self.start {
            None
        } else {
            self.pos.board[idx(sq)]
        }
    }

    /// The single jumps available from `p`, as (landing, victim).
    fn jumps(&self, p: Square, taken: &[Square], out: &mut Vec<(Square, Square)>) {
        out.clear();
        for &d in directions(self.side, self.kind) {
            let short_land = self.try_jump(p, d, 1, taken);
            if let Some(j) = short_land {
                out.push(j);
            }
            if self.kind == Kind::Artillery {
                if let Some(j) = self.try_jump(p, d, 2, taken) {
                    out.push(j);
                }
            }
        }
    }

    /// A jump from `p` in direction `d` over the piece `gap` squares away
    /// (1: ordinary jump, 2: Artillery long jump). Returns (landing, victim).
    fn try_jump(&self, p: Square, d: (i8, i8), gap: i8, taken: &[Square]) -> Option<(Square, Square)> {
        if gap == 2 {
            let between = offset(p, d, 1)?;
            if self.cell(between).is_some() {
                return None;
            }
        }
        let victim = offset(p, d, gap)?;
        let land = offset(p, d, gap + 1)?;
        let (vside, _) = self.cell(victim)?;
        if vside == self.side || taken.contains(&victim) {
            return None;
        }
        if self.cell(land).is_some() || !self.pos.may_land(self.side, self.kind, land) {
            return None;
        }
        if !self.pos.may_take(self.kind, d, victim, vside) {
            return None;
        }
        Some((land, victim))
    }

    fn complete(&self, p: Square, landings: &mut Vec<Square>, taken: &mut Vec<Square>, out: &mut Vec<Move>) {
        if !landings.is_empty() && p == capital(self.side.other()) {
            out.push(Move::Jump {
                from: self.start,
                landings: landings.clone(),
            });
            return;
        }
        let mut next = Vec::new();
        self.jumps(p, taken, &mut next);
        if next.is_empty() {
            if !landings.is_empty() {
                out.push(Move::Jump {
                    from: self.start,
                    landings: landings.clone(),
                });
            }
            return;
        }
        for (land, victim) in next {
            landings.push(land);
            taken.push(victim);
            self.complete(land, landings, taken, out);
            landings.pop();
            taken.pop();
        }
    }
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
                return Err(ParseError::new(format!("{sq} is not a dark square of the board")));
            }
            if board[idx(sq)].is_some() {
                return Err(ParseError::new(format!("two pieces on {sq}")));
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
                    return Err(ParseError::new(format!(
                        "an {} piece stands on its own capital {}",
                        side_adjective(side),
                        capital_name(side)
                    )));
                }
                if s == self.to_move {
                    return Err(ParseError::new(format!(
                        "an {} piece stands in {}, so the {} must be to move",
                        side_adjective(s),
                        capital_name(side),
                        side_name(side)
                    )));
                }
            }
        }
        let start = start_pieces();
        for side in [Side::First, Side::Second] {
            for kind in [Kind::Infantry, Kind::Cavalry, Kind::Artillery] {
                let army = start.iter().filter(|p| (p.1, p.2) == (side, kind)).count();
                let here = self.board.iter().flatten().filter(|&&p| p == (side, kind)).count();
                if here > army {
                    return Err(ParseError::new(format!(
                        "the {} have {here} {kind}, an army has {army}",
                        side_name(side)
                    )));
                }
            }
        }
        let mover = self.to_move.other();
        if !self.board.iter().flatten().any(|&(s, _)| s == mover) {
            return Err(ParseError::new(format!(
                "the {} have no piece, yet they made the last move",
                side_name(mover)
            )));
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

    fn may_land(&self, side: Side, kind: Kind, sq: Square) -> bool {
        if sq == capital(side) {
            return false;
        }
        kind == Kind::Artillery || self.options.fort_owner(sq) != Some(side.other())
    }

    /// The fort protections: may a `kind` jumping in direction `d` take the
    /// `vside` piece on `victim`?
    fn may_take(&self, kind: Kind, d: (i8, i8), victim: Square, vside: Side) -> bool {
        if kind == Kind::Artillery {
            return true;
        }
        if self.options.fort_owner(victim) == Some(vside) {
            return false;
        }
        !self.in_front_of_own_fort(victim, vside) || is_sideways(d)
    }

    fn in_front_of_own_fort(&self, sq: Square, side: Side) -> bool {
        let (f, r) = forward(side);
        match offset(sq, (-f, -r), 1) {
            Some(fort) => self.options.fort_owner(fort) == Some(side),
            None => false,
        }
    }

    fn on_own_fort(&self, sq: Square, side: Side) -> bool {
        self.options.fort_owner(sq) == Some(side)
    }

    /// Every complete capture chain of the piece on `from`.
    fn chains(&self, from: Square, side: Side, kind: Kind, out: &mut Vec<Move>) {
        let chain = Chain {
            pos: self,
            side,
            kind,
            start: from,
        };
        chain.complete(from, &mut Vec::new(), &mut Vec::new(), out);
    }

    fn steps(&self, from: Square, side: Side, kind: Kind, out: &mut Vec<Move>) {
        let mut push = |to: Square| {
            if self.board[idx(to)].is_none() && self.may_land(side, kind, to) {
                out.push(Move::Step { from, to });
            }
        };
        for &d in directions(side, kind) {
            if let Some(to) = offset(from, d, 1) {
                push(to);
            }
        }
        if kind == Kind::Cavalry {
            let f = forward(side);
            if let (Some(mid), Some(to)) = (offset(from, f, 1), offset(from, f, 2)) {
                if self.board[idx(mid)].is_none() {
                    push(to);
                }
            }
        }
    }

    /// Capture and step moves, ignoring whether the game is already over.
    fn generate(&self) -> Vec<Move> {
        let side = self.to_move;
        let mut captures = Vec::new();
        let mut compulsory = false;
        let mut own = Vec::new();
        for i in 0..100u8 {
            if let Some((s, k)) = self.board[i as usize] {
                if s == side {
                    let sq = Square::new(i % FILES, i / FILES);
                    own.push((sq, k));
                    let before = captures.len();
                    self.chains(sq, s, k, &mut captures);
                    if captures.len() > before && !self.on_own_fort(sq, s) {
                        compulsory = true;
                    }
                }
            }
        }
        let mut moves = captures;
        if !compulsory {
            for (sq, k) in own {
                self.steps(sq, side, k, &mut moves);
            }
        }
        moves.sort_by_cached_key(|m| m.to_string());
        moves.dedup();
        moves
    }

    /// The end of the game decided by the board alone (capital, no piece).
    fn decided(&self) -> Option<Outcome> {
        for side in [Side::First, Side::Second] {
            if let Some((s, _)) = self.board[idx(capital(side.other()))] {
                if s == side {
                    return Some(Outcome::Win {
                        winner: side,
                        reason: format!("the {} reached {}", side_name(side), capital_name(side.other())),
                    });
                }
            }
        }
        let side = self.to_move;
        if !self.board.iter().flatten().any(|&(s, _)| s == side) {
            return Some(Outcome::Win {
                winner: side.other(),
                reason: format!("the {} have no piece left", side_name(side)),
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

    /// Why `mv` is refused (called only for moves not in the legal list).
    fn explain(&self, mv: &Move, legal: &[Move]) -> String {
        let text = mv.to_string();
        let side = self.to_move;
        let from = mv.from();
        let squares: Vec<Square> = match mv {
            Move::Step { from, to } => vec![*from, *to],
            Move::Jump { from, landings } => std::iter::once(*from).chain(landings.iter().copied()).collect(),
        };
        if let Some(bad) = squares.iter().find(|s| !is_dark(**s)) {
            if bad.file >= FILES || bad.rank >= RANKS {
                return format!("{text}: {bad} is off the board");
            }
            return format!("{text}: {bad} is a light square; pieces stand only on dark squares");
        }
        let Some((owner, kind)) = self.board[idx(from)] else {
            return format!("{text}: there is no piece on {from}");
        };
        if owner != side {
            return format!(
                "{text}: the piece on {from} is {}; you play the {}",
                side_adjective(owner),
                side_name(side)
            );
        }
        let reason = match mv {
            Move::Step { to, .. } => self.explain_step(from, *to, kind, legal),
            Move::Jump { landings, .. } => self.explain_jump(from, landings, kind),
        };
        format!("{text}: {reason}")
    }

    fn explain_step(&self, from: Square, to: Square, kind: Kind, legal: &[Move]) -> String {
        let side = self.to_move;
        let df = to.file as i8 - from.file as i8;
        let dr = to.rank as i8 - from.rank as i8;
        if let Some(j) = legal
            .iter()
            .find(|m| matches!(m, Move::Jump { from: f, landings } if *f == from && landings.first() == Some(&to)))
        {
            return format!("a capture is written with x: {j}");
        }
        let d = (df.signum(), dr.signum());
        let one = df.abs() == 1 && dr.abs() == 1 && directions(side, kind).contains(&d);
        let double = kind == Kind::Cavalry && (df, dr) == (2 * forward(side).0, 2 * forward(side).1);
        if !one && !double {
            if df.abs() == 1 && dr.abs() == 1 {
                return format!(
                    "{} cannot move {}; {}",
                    kind.name(),
                    direction_name(side, d),
                    how_it_moves(kind)
                );
            }
            return how_it_moves(kind).to_string();
        }
        if double {
            if let Some(mid) = offset(from, forward(side), 1) {
                if self.board[idx(mid)].is_some() {
                    return format!("the square between, {mid}, is occupied");
                }
            }
        }
        if self.board[idx(to)].is_some() {
            return format!("{to} is occupied");
        }
        if to == capital(side) {
            return format!("no piece may enter its own capital, {}", capital_name(side));
        }
        if !self.may_land(side, kind, to) {
            return format!("{to} is an enemy fort; only Artillery may enter it");
        }
        let examples: Vec<String> = legal
            .iter()
            .filter(|m| matches!(m, Move::Jump { .. }))
            .take(3)
            .map(|m| m.to_string())
            .collect();
        if !examples.is_empty() {
            return format!("a capture is compulsory, e.g. {}", examples.join(" or "));
        }
        "not a legal move in this position".to_string()
    }

    fn explain_jump(&self, from: Square, landings: &[Square], kind: Kind) -> String {
        let side = self.to_move;
        let chain = Chain {
            pos: self,
            side,
            kind,
            start: from,
        };
        let enemy_capital = capital(side.other());
        // Name the faulty jump only when the capture has several.
        let fail = |cur: Square, land: Square, msg: String| {
            if landings.len() > 1 {
                format!("{cur}x{land}: {msg}")
            } else {
                msg
            }
        };
        let mut taken: Vec<Square> = Vec::new();
        let mut cur = from;
        if landings.is_empty() {
            return "a capture needs at least one landing square".to_string();
        }
        for &land in landings {
            if cur == enemy_capital && cur != from {
                return format!(
                    "the capture ends on reaching {}; nothing may follow {cur}",
                    capital_name(side.other())
                );
            }
            let df = land.file as i8 - cur.file as i8;
            let dr = land.rank as i8 - cur.rank as i8;
            let dist = df.abs();
            if dist != dr.abs() || !(2..=3).contains(&dist) {
                return format!(
                    "{cur}x{land} is not a jump: a piece jumps diagonally over the square next to it (Artillery also over a piece one square away)"
                );
            }
            let d = (df.signum(), dr.signum());
            if dist == 3 && kind != Kind::Artillery {
                return fail(cur, land, "only Artillery may take a piece one square away".to_string());
            }
            if !directions(side, kind).contains(&d) {
                return fail(
                    cur,
                    land,
                    format!("{} cannot jump {}", kind.name(), direction_name(side, d)),
                );
            }
            if dist == 3 {
                if let Some(between) = offset(cur, d, 1) {
                    if chain.cell(between).is_some() {
                        return fail(cur, land, format!("a long jump needs {between} empty"));
                    }
                }
            }
            let Some(victim) = offset(cur, d, dist - 1) else {
                return format!("{cur}x{land} is not a jump");
            };
            let (vside, vkind) = match chain.cell(victim) {
                None => return fail(cur, land, format!("there is no piece to take on {victim}")),
                Some((s, _)) if s == side => return fail(cur, land, format!("{victim} holds your own piece")),
                Some(p) => p,
            };
            let what = format!("the {} {} on {victim}", side_adjective(vside), vkind.name());
            if taken.contains(&victim) {
                return fail(cur, land, format!("{what} has already been taken in this move"));
            }
            if chain.cell(land).is_some() {
                if taken.contains(&land) {
                    return fail(cur, land, format!("{land} still holds a piece taken in this move"));
                }
                return fail(cur, land, format!("{land} is occupied"));
            }
            if land == capital(side) {
                return fail(
                    cur,
                    land,
                    format!("no piece may enter its own capital, {}", capital_name(side)),
                );
            }
            if !self.may_take(kind, d, victim, vside) {
                if self.on_own_fort(victim, vside) {
                    return fail(
                        cur,
                        land,
                        format!("{what} stands on its own fort; only Artillery may take it"),
                    );
                }
                return fail(
                    cur,
                    land,
                    format!("{what} stands in front of its own fort; only a sideways jump or Artillery may take it"),
                );
            }
            if !self.may_land(side, kind, land) {
                return fail(
                    cur,
                    land,
                    format!("{land} is an enemy fort; only Artillery may land on it"),
                );
            }
            taken.push(victim);
            cur = land;
        }
        if cur != enemy_capital {
            let mut next = Vec::new();
            chain.jumps(cur, &taken, &mut next);
            if let Some((land, _)) = next.first() {
                return format!("the capture is not complete: the piece must go on from {cur} (e.g. {cur}x{land})");
            }
        }
        "not a legal move in this position".to_string()
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
            return Err(ParseError::new(format!(
                "board: expected {RANKS} ranks separated by '/', found {}",
                rows.len()
            )));
        }
        let mut board = [None; 100];
        for (i, row) in rows.iter().enumerate() {
            let r = RANKS - 1 - i as u8;
            let mut cells: Vec<Option<Piece>> = Vec::new();
            for c in row.chars() {
                if let Some(n) = c.to_digit(10) {
                    if n == 0 {
                        return Err(ParseError::new(format!(
                            "board: rank {}: 0 is not a count of empty squares",
                            r + 1
                        )));
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
                    return Err(ParseError::new(format!(
                        "board: rank {}: '{c}' is not a piece (I C A for the Allies, i c a for the Germans) or a count",
                        r + 1
                    )));
                }
            }
            if cells.len() != (FILES / 2) as usize {
                return Err(ParseError::new(format!(
                    "board: rank {} has {} dark squares, expected {}",
                    r + 1,
                    cells.len(),
                    FILES / 2
                )));
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
            let why = match o {
                Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
            };
            return Err(IllegalMove(format!("{mv}: the game is over ({why})")));
        }
        let legal = self.generate();
        if legal.is_empty() {
            return Err(IllegalMove(format!(
                "{mv}: the game is over (the {} have no legal move)",
                side_name(self.to_move)
            )));
        }
        if legal.contains(mv) {
            Ok(self.apply(mv))
        } else {
            Err(IllegalMove(self.explain(mv, &legal)))
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
                reason: format!("the {} have no legal move", side_name(side)),
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
        let expected = "strand forts=... turn=allies|germans ply=N board=...";
        if fields.first() != Some(&"strand") {
            return Err(ParseError::new(format!(
                "not a strand position: it must start with 'strand' ({expected})"
            )));
        }
        if fields.len() != 5 {
            return Err(ParseError::new(format!(
                "a strand position has 5 fields ({expected}), found {}",
                fields.len()
            )));
        }
        let field = |i: usize, key: &str| -> Result<&str, ParseError> {
            fields[i]
                .strip_prefix(key)
                .and_then(|rest| rest.strip_prefix('='))
                .ok_or_else(|| ParseError::new(format!("field {} must be {key}=... ({expected})", i + 1)))
        };
        let mut options = Options::default();
        options.set("forts", field(1, "forts")?)?;
        let to_move = match field(2, "turn")? {
            "allies" => Side::First,
            "germans" => Side::Second,
            other => {
                return Err(ParseError::new(format!("turn: '{other}' is not allies or germans")));
            }
        };
        let ply_text = field(3, "ply")?;
        let ply: u32 = ply_text
            .parse()
            .map_err(|_| ParseError::new(format!("ply: '{ply_text}' is not a number of plies")))?;
        let board = Position::parse_board(field(4, "board")?)?;
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

/// The text printed by `estafette rules strand`: the rules in brief, the
/// variants and the switches.
pub fn rules_summary() -> String {
    let mut s = String::new();
    s.push_str(
        "The 'Strand' War Game (1916), as reconstructed by Estafette.\n\
         \n\
         Board: 10x10, played on the 50 dark squares only (a1 is dark). The Allies'\n\
         capital is a1 (Bordeaux), the Germans' is j10 (Berlin). Each army has 15\n\
         pieces on the three diagonals in front of its capital:\n\
         \x20 Allies:  Artillery a3 b2 c1; Infantry a5 b4 c3 d2 e1;\n\
         \x20          Cavalry a7 c5 e3 g1 and Infantry b6 d4 f2.\n\
         \x20 Germans: Artillery h10 i9 j8; Infantry f10 g9 h8 i7 j6;\n\
         \x20          Cavalry d10 f8 h6 j4 and Infantry e9 g7 i5.\n\
         Who moves first is drawn by the referee unless the game's creator chooses.\n\
         \n\
         Directions: forward is towards the enemy capital (Allies up-right, Germans\n\
         down-left), backward the opposite, sideways along the other diagonal.\n\
         Infantry steps one square forward or sideways. Cavalry steps one square\n\
         sideways, or one or two squares forward (the square passed over must be\n\
         empty). Artillery steps one square in any of the four directions.\n\
         \n\
         Capture: jump diagonally over an adjacent enemy piece to the empty square\n\
         behind it, in a direction the piece may move. Artillery may also jump an\n\
         enemy piece one square away when the square before it and the square\n\
         behind it are empty. After a capture the same piece keeps capturing while\n\
         it can (it may turn); each piece is taken once and stays on the board until\n\
         the move ends. Capturing is compulsory, but a piece standing on one of its\n\
         own forts may decline. There is no rule to take the most pieces.\n\
         \n\
         Forts: a piece on its own fort can be taken only by Artillery; a piece on\n\
         the square just in front of its own fort can be taken only by a sideways\n\
         jump, or by Artillery. Only Artillery may stop on an enemy fort. No piece\n\
         ever enters its own capital.\n\
         \n\
         Winning: put a piece on the enemy capital (by a step or a jump; a capture\n\
         ends there), or leave the opponent with no piece or no legal move.\n\
         \n\
         Notation: steps b4-c5 (a Cavalry double step b4-d6), captures by their\n\
         landing squares d4xf6xh8 (an Artillery long jump lands three squares away).\n\
         \n",
    );
    s.push_str("Variants: ");
    s.push_str(&Options::VARIANTS.join(", "));
    s.push_str(" (the default variant has the forts below).\n\nSwitches:\n");
    for sw in Options::switches() {
        s.push_str(&format!(
            "  {} (default {}): {}\n    values: {}\n",
            sw.name, sw.default, sw.help, sw.values
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn start_position_text_is_as_documented() {
        let p = Position::start(Options::default(), Side::First);
        assert_eq!(
            p.to_text(),
            "strand forts=allies:c7+f4/germans:e7+h4 turn=allies ply=0 \
             board=1cia1/2iia/2cia/C2ii/I2ci/IC2i/II2c/AIC2/AII2/1AIC1"
        );
        assert_eq!(Position::from_text(&p.to_text()).unwrap(), p);
    }

    #[test]
    fn start_lines_are_dark_and_mirrored() {
        let pieces = start_pieces();
        assert_eq!(pieces.len(), 30);
        for (s, _, _) in &pieces {
            assert!(is_dark(*s), "{s}");
        }
        let p = Position::start(Options::default(), Side::Second);
        assert_eq!(p.piece_at(sq("g1")), Some((Side::First, Kind::Cavalry)));
        assert_eq!(p.piece_at(sq("d10")), Some((Side::Second, Kind::Cavalry)));
        assert_eq!(p.piece_at(sq("h10")), Some((Side::Second, Kind::Artillery)));
        assert_eq!(p.piece_at(sq("a1")), None);
        assert_eq!(p.piece_at(Square::new(12, 3)), None);
    }

    #[test]
    fn forts_option_parses_and_prints() {
        let mut o = Options::default();
        assert_eq!(o.forts_value(), "allies:c7+f4/germans:e7+h4");
        o.set("forts", " Germans: H4 + b8 / allies: d6 ").unwrap();
        assert_eq!(o.forts_value(), "allies:d6/germans:b8+h4");
        assert_eq!(o.fort_owner(sq("b8")), Some(Side::Second));
        o.set("forts", "allies:none/germans:").unwrap();
        assert_eq!(o.forts_value(), "allies:none/germans:none");
        for bad in [
            "c7,f4,h4,e7",
            "allies:c7/germans:c7",
            "allies:c8/germans:e7",
            "allies:a1/germans:e7",
            "allies:c7/allies:e7",
            "allies:c7",
            "russians:c7/germans:e7",
            "allies:c7++f4/germans:e7",
            "allies:k7/germans:e7",
        ] {
            let before = o.clone();
            assert!(o.set("forts", bad).is_err(), "{bad}");
            assert_eq!(o, before);
        }
        assert!(o.set("fortz", "allies:c7/germans:e7").is_err());
        assert!(Options::variant("Default").is_ok());
        assert!(Options::variant("1916").is_err());
    }

    #[test]
    fn move_parsing_is_forgiving_and_canonical() {
        assert_eq!(Move::parse(" B4 - c5 ").unwrap().to_string(), "b4-c5");
        assert_eq!(Move::parse("d4 x F6 X h8").unwrap().to_string(), "d4xf6xh8");
        for bad in [
            "", "b4", "b4-c5-d6", "b4-c5xd6", "k1-b2", "b4-", "b4x", "b0-c1", "4b-c5",
        ] {
            assert!(Move::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn report_sentences() {
        let p = Position::start(Options::default(), Side::First);
        let (_, r) = p.play(&Move::parse("d4-e5").unwrap()).unwrap();
        assert_eq!(r.to_string(), "Allied Infantry moved d4-e5.");
        let e = p.play(&Move::parse("c5-e7").unwrap()).unwrap_err();
        assert!(e.0.contains("enemy fort"), "{e}");
    }
}
