//! A Strand position: the board, the side to move, the plies and the
//! options; its moves generated and played, and its one-line text.

use super::bad_position::BadPosition;
use super::board::*;
use super::moves::{Move, Report};
use super::options::Options;
use super::refusal::Refusal;
use crate::games::{notation, BoardView, Cell, End, Game, IllegalMove, Outcome, ParseError, Side, Square, Switched};

/// A complete Strand position: board, side to move, ply count and options.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(super) board: [Option<Piece>; 100],
    pub(super) to_move: Side,
    pub(super) ply: u32,
    pub(super) options: Options,
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

/// The state of a capture chain in progress: the mover's start square
/// counts as empty, and taken pieces stay on the board until the move ends.
pub(super) struct Chain<'a> {
    pub(super) pos: &'a Position,
    pub(super) side: Side,
    pub(super) kind: Kind,
    pub(super) start: Square,
}

impl Chain<'_> {
    pub(super) fn cell(&self, sq: Square) -> Option<Piece> {
        if sq == self.start {
            None
        } else {
            self.pos.board[idx(sq)]
        }
    }

    /// The single jumps available from `p`, as (landing, victim).
    pub(super) fn jumps(&self, p: Square, taken: &[Square], out: &mut Vec<(Square, Square)>) {
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
    pub(super) fn may_land(&self, side: Side, kind: Kind, sq: Square) -> bool {
        if sq == capital(side) {
            return false;
        }
        kind == Kind::Artillery || self.options.fort_owner(sq) != Some(side.other())
    }

    /// The fort protections: may a `kind` jumping in direction `d` take the
    /// `vside` piece on `victim`?
    pub(super) fn may_take(&self, kind: Kind, d: (i8, i8), victim: Square, vside: Side) -> bool {
        if kind == Kind::Artillery {
            return true;
        }
        if self.options.fort_owner(victim) == Some(vside) {
            return false;
        }
        !self.in_front_of_own_fort(victim, vside) || is_sideways(d)
    }

    pub(super) fn in_front_of_own_fort(&self, sq: Square, side: Side) -> bool {
        let (f, r) = forward(side);
        match offset(sq, (-f, -r), 1) {
            Some(fort) => self.options.fort_owner(fort) == Some(side),
            None => false,
        }
    }

    pub(super) fn on_own_fort(&self, sq: Square, side: Side) -> bool {
        self.options.fort_owner(sq) == Some(side)
    }

    /// Every complete capture chain of the piece on `from`.
    pub(super) fn chains(&self, from: Square, side: Side, kind: Kind, out: &mut Vec<Move>) {
        let chain = Chain {
            pos: self,
            side,
            kind,
            start: from,
        };
        chain.complete(from, &mut Vec::new(), &mut Vec::new(), out);
    }

    pub(super) fn steps(&self, from: Square, side: Side, kind: Kind, out: &mut Vec<Move>) {
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
    pub(super) fn generate(&self) -> Vec<Move> {
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
}
