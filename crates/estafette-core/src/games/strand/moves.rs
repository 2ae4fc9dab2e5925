//! Moves (and their notation), what a move did, and the move generator:
//! [`Game::legal_moves`] is built from here.

use super::refusal::Notation;
use super::*;

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
