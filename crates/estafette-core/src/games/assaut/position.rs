//! A position of L'Assaut: the board, whose turn it is, the history the
//! rules need; its moves generated and played, and its one-line text.

use super::bad_position::BadPosition;
use super::board::*;
use super::moves::{parse_move, text_key, Move, Report};
use super::options::Options;
use super::refusal;
use crate::games::{notation, BoardView, Cell, End, Game, IllegalMove, Outcome, ParseError, Side, Square, Switched};

/// Soldier step rule, for a step a-b along an existing line: `Err` gives the
/// reason the Soldier may not take it.
pub(super) fn soldier_rule(opts: &Options, a: (i32, i32), b: (i32, i32)) -> Result<(), refusal::Fault> {
    use refusal::Fault;
    let (sa, sb) = (sq_of(a), sq_of(b));
    let white = white_pt(opts, a, b);
    if in_fort(a.0, a.1) {
        if !in_fort(b.0, b.1) {
            return Err(Fault::LeavesFortress { square: sb });
        }
        if !white {
            return Err(Fault::BlackLineFortress { from: sa, to: sb });
        }
        return Ok(());
    }
    if !white {
        return Err(Fault::BlackLine { from: sa, to: sb });
    }
    if b.1 < a.1 {
        return Err(Fault::NeverBack);
    }
    if b.1 == a.1 && (b.0 - 3).abs() > (a.0 - 3).abs() {
        return Err(Fault::SidewaysTowardsD);
    }
    Ok(())
}

/// Piece placement: one bit per grid square (`rank * 7 + file`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Board {
    pub(super) soldiers: u64,
    pub(super) officers: u64,
}

impl Board {
    pub(super) fn start() -> Board {
        let mut soldiers = 0;
        for sq in points() {
            if !in_fortress(sq) {
                soldiers |= bit(pt(sq));
            }
        }
        Board { soldiers, officers: 0 }
    }

    pub(super) fn soldier(&self, p: (i32, i32)) -> bool {
        self.soldiers & bit(p) != 0
    }

    pub(super) fn officer(&self, p: (i32, i32)) -> bool {
        self.officers & bit(p) != 0
    }

    pub(super) fn empty(&self, p: (i32, i32)) -> bool {
        (self.soldiers | self.officers) & bit(p) == 0
    }

    pub(super) fn text(&self) -> String {
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

    pub(super) fn parse(s: &str) -> Result<Board, ParseError> {
        let rows: Vec<&str> = s.split('/').collect();
        if rows.len() != RANKS as usize {
            return Err(BadPosition::Ranks {
                board: s.to_string(),
                found: rows.len(),
            }
            .into());
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
                return Err(BadPosition::RankPoints {
                    board: s.to_string(),
                    rank: r + 1,
                    points: files.len(),
                    found: chars.len(),
                }
                .into());
            }
            for (&f, &c) in files.iter().zip(&chars) {
                match c.to_ascii_uppercase() {
                    'S' => b.soldiers |= bit((f, r)),
                    'O' => b.officers |= bit((f, r)),
                    '.' => {}
                    other => {
                        return Err(BadPosition::NotAPoint {
                            board: s.to_string(),
                            text: other.to_string(),
                        }
                        .into())
                    }
                }
            }
        }
        if b.soldiers.count_ones() > SOLDIERS_AT_START {
            return Err(BadPosition::TooManySoldiers { board: s.to_string() }.into());
        }
        if b.officers.count_ones() > 2 {
            return Err(BadPosition::TooManyOfficers { board: s.to_string() }.into());
        }
        Ok(b)
    }
}

/// Whose turn it is, with the setup phase apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Turn {
    /// The Officers' player must place both Officers.
    Setup,
    Soldiers,
    Officers,
}

/// One capture found by the generator.
#[derive(Clone, Debug)]
pub(super) struct Capture {
    pub(super) from: (i32, i32),
    pub(super) landings: Vec<(i32, i32)>,
    pub(super) taken: Vec<(i32, i32)>,
}

impl Capture {
    pub(super) fn to_move(&self) -> Move {
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
    pub(super) opts: Options,
    pub(super) board: Board,
    pub(super) turn: Turn,
    pub(super) ply: u32,
    /// Boards of the earlier positions since the last irreversible move,
    /// oldest first (see the module docs).
    pub(super) history: Vec<Board>,
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

    pub(super) fn pieces(mask: u64) -> impl Iterator<Item = (i32, i32)> {
        (0..49i32)
            .filter(move |i| mask & (1u64 << i) != 0)
            .map(|i| (i % 7, i / 7))
    }

    /// Every capture (each chain and each of its prefixes) by every Officer.
    pub(super) fn all_captures(&self) -> Vec<Capture> {
        let mut out = Vec::new();
        for o in Self::pieces(self.board.officers) {
            let mut landings = Vec::new();
            let mut taken = Vec::new();
            self.dfs(o, o, &mut landings, &mut taken, &mut out);
        }
        out
    }

    pub(super) fn dfs(
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
    pub(super) fn max_captures(&self) -> (Vec<Capture>, usize) {
        let all = self.all_captures();
        let max = all.iter().map(|c| c.taken.len()).max().unwrap_or(0);
        (
            all.into_iter().filter(|c| c.taken.len() == max && max > 0).collect(),
            max,
        )
    }

    pub(super) fn officer_steps(&self) -> Vec<Move> {
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

    pub(super) fn soldier_steps(&self) -> Vec<Move> {
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

    pub(super) fn placements(&self) -> Vec<Move> {
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
    pub(super) fn generate(&self) -> Vec<Move> {
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

    pub(super) fn fortress_full(&self) -> bool {
        self.board.soldiers & FORTRESS_MASK == FORTRESS_MASK
    }

    /// Occurrences of the current position among the earlier ones kept.
    pub(super) fn earlier_occurrences(&self) -> usize {
        self.history
            .iter()
            .rev()
            .enumerate()
            .filter(|(k, b)| (k + 1) % 2 == 0 && **b == self.board)
            .count()
    }

    /// The end checks that need no move generation, in the rules' order.
    pub(super) fn quick_outcome(&self) -> Option<Outcome> {
        if self.fortress_full() {
            return Some(Outcome::Win {
                winner: Side::First,
                reason: End::FortressOccupied,
            });
        }
        let n = self.soldiers();
        if n <= SOLDIERS_LOST_AT {
            return Some(Outcome::Win {
                winner: Side::Second,
                reason: End::SoldiersLeft {
                    left: n,
                    taken: SOLDIERS_AT_START.saturating_sub(n),
                },
            });
        }
        if self.earlier_occurrences() >= 2 {
            return Some(Outcome::Draw { reason: End::Threefold });
        }
        None
    }

    /// Apply a move known to be legal.
    pub(super) fn apply(&self, mv: &Move) -> (Position, Report) {
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
            IllegalMove::typed(&refusal::Refusal::Over {
                mv: mv.clone(),
                end: o.reason().clone(),
            })
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
            Err(IllegalMove::typed(&self.explain(&mv)))
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.quick_outcome() {
            return Some(o);
        }
        if self.generate().is_empty() {
            let loser = self.side_to_move();
            let reason = if loser == Side::Second && self.board.officers == 0 && self.turn != Turn::Setup {
                End::OfficersRemoved
            } else {
                End::NoLegalMove { side: loser }
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
        // Switch fields a text lacks (written before the switch existed)
        // keep their defaults.
        let n = fields.len();
        if n < 5 || n > 5 + Options::SWITCHES.len() {
            return Err(BadPosition::Fields { found: n }.into());
        }
        if !fields[0].eq_ignore_ascii_case(Self::NAME) {
            return Err(BadPosition::NotAssaut {
                text: fields[0].to_string(),
            }
            .into());
        }
        let mut opts = Options::default();
        let mut seen: Vec<String> = Vec::new();
        for f in &fields[1..n - 4] {
            let (k, v) = f
                .split_once('=')
                .ok_or_else(|| BadPosition::Switch { text: f.to_string() })?;
            let k = k.to_ascii_lowercase();
            if seen.contains(&k) {
                return Err(notation::Syntax::SwitchTwiceQuoted { name: k }.into());
            }
            opts.set(&k, v)?;
            seen.push(k);
        }
        let board = Board::parse(fields[n - 4])?;
        let turn = match fields[n - 3].to_ascii_lowercase().as_str() {
            "setup" => Turn::Setup,
            "soldiers" => Turn::Soldiers,
            "officers" => Turn::Officers,
            other => {
                return Err(BadPosition::Turn {
                    text: other.to_string(),
                }
                .into())
            }
        };
        let ply: u32 = fields[n - 2].parse().map_err(|_| BadPosition::Ply {
            text: fields[n - 2].to_string(),
        })?;
        let history = if fields[n - 1] == "-" {
            Vec::new()
        } else {
            fields[n - 1]
                .split(',')
                .map(Board::parse)
                .collect::<Result<Vec<_>, _>>()?
        };
        if turn == Turn::Setup {
            if board.officers != 0 {
                return Err(BadPosition::SetupOfficer.into());
            }
            if ply != 0 || !history.is_empty() {
                return Err(BadPosition::SetupPly.into());
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
