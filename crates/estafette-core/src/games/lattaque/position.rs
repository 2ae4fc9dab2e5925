//! The L'Attaque position: the pieces on the board (each with its starting
//! square and whether its rank has been shown), the options, the side to
//! move and the ply count; move generation, combat, the end of the game,
//! the one-line text format and the board views.
//!
//! Invariants kept by every constructor (`from_armies`, `from_text`, `play`):
//! no piece on a lake; one piece per square; each piece's `home` lies in its
//! side's zone and no two pieces of a side share a home; Mines and Flags are
//! on their home squares; no side has more pieces of a rank than an army has;
//! a position read from text keeps at least one Flag.

use std::fmt;

use super::bad_position::Bad;
use super::legality::{self, distance, Seen, Squares};
use super::moves::Move;
use super::options::{EqualScouts, Options, SpyRule};
use super::rank::Rank;
use super::refusal::{MoveRefusal, Refusal};
use super::setup::Army;
use super::{in_zone, is_lake, on_board, side_name, FILES, RANKS};
use crate::games::{BoardView, Cell, End, Game, IllegalMove, Outcome, ParseError, Side, Square};

const CELLS: usize = FILES as usize * RANKS as usize;

fn idx(sq: Square) -> usize {
    sq.rank as usize * FILES as usize + sq.file as usize
}

fn sq_of(i: usize) -> Square {
    Square::new((i % FILES as usize) as u8, (i / FILES as usize) as u8)
}

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// The owner.
    pub side: Side,
    /// What the piece is (its owner always knows; the opponent only once
    /// `revealed`).
    pub rank: Rank,
    /// The square the piece was set up on; it names the piece for the whole
    /// game (commitments, openings, reports).
    pub home: Square,
    /// The rank has been shown to both players (combat, or a Scout running
    /// more than one square).
    pub revealed: bool,
}

/// What a combat did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Combat {
    /// The square the attacker attacked from (after its step, if any).
    pub attacker: Square,
    /// The attacked square.
    pub defender: Square,
    /// The attacker's starting square (names the piece).
    pub attacker_home: Square,
    /// The defender's starting square (names the piece).
    pub defender_home: Square,
    /// The attacker's rank, now shown to both players.
    pub attacker_rank: Rank,
    /// The defender's rank, now shown to both players.
    pub defender_rank: Rank,
    /// The squares whose pieces were removed (none, one or both of
    /// `attacker` and `defender`, attacker first).
    pub removed: Vec<Square>,
    /// The defender was the Flag: the attacker has won.
    pub flag_captured: bool,
}

/// What one move did. `Display` gives one English sentence that shows only
/// what both players may know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Who moved.
    pub side: Side,
    /// The move as played.
    pub mv: Move,
    /// Where the piece started the turn.
    pub from: Square,
    /// Where it stood when it attacked or stopped (`from` for a plain attack).
    pub to: Square,
    /// The moving piece's starting square.
    pub home: Square,
    /// The piece ran more than one square, so both players now know it is a
    /// Scout.
    pub scout_shown: bool,
    /// The combat, if the move attacked.
    pub combat: Option<Combat>,
}

/// Written by hand, not `#[derive(Sentence)]`: the log records this English
/// for every move, so it is made without the catalogs (a move would
/// otherwise render a Fluent message); `crate::reports` gives the typed
/// reason, and the words crate's tests keep the two equal.
impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let me = side_name(self.side);
        let them = side_name(self.side.other());
        let Some(c) = &self.combat else {
            return if self.scout_shown {
                write!(f, "{me}'s Scout ran {}-{}.", self.from, self.to)
            } else {
                write!(f, "{me} moved {}-{}.", self.from, self.to)
            };
        };
        let (a, d) = (c.attacker_rank.name_en(), c.defender_rank.name_en());
        if self.from != self.to {
            write!(f, "{me} moved {}-{}, then its {a} attacked ", self.from, self.to)?;
        } else {
            write!(f, "{me}'s {a} on {} attacked ", c.attacker)?;
        }
        write!(f, "{them}'s {d} on {}", c.defender)?;
        if c.flag_captured {
            return write!(f, " and captured it: {me} wins.");
        }
        let a_gone = c.removed.contains(&c.attacker);
        let d_gone = c.removed.contains(&c.defender);
        match (a_gone, d_gone) {
            (true, true) => write!(f, ": both are removed."),
            (false, true) => write!(f, ": {them}'s {d} is removed."),
            (true, false) => write!(f, ": {me}'s {a} is removed."),
            (false, false) => write!(f, ": equal Scouts, both stay."),
        }
    }
}

/// The result of one combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fight {
    AttackerWins,
    DefenderWins,
    BothRemoved,
    BothStay,
    FlagCaptured,
}

pub(crate) fn fight(opts: &Options, a: Rank, d: Rank) -> Fight {
    use Rank::*;
    match (a, d) {
        (_, Flag) => Fight::FlagCaptured,
        (Sapper, Mine) => Fight::AttackerWins,
        (_, Mine) => Fight::DefenderWins,
        (Spy, Commander) => Fight::AttackerWins,
        (Commander, Spy) => match opts.spy {
            SpyRule::Always => Fight::DefenderWins,
            SpyRule::Attacking => Fight::AttackerWins,
        },
        (Scout, Scout) => match opts.equal_scouts {
            EqualScouts::Stay => Fight::BothStay,
            EqualScouts::Remove => Fight::BothRemoved,
        },
        (x, y) if x == y => Fight::BothRemoved,
        (Spy, _) => Fight::DefenderWins,
        (_, Spy) => Fight::AttackerWins,
        (x, y) if x.byte() > y.byte() => Fight::AttackerWins,
        _ => Fight::DefenderWins,
    }
}

/// A complete L'Attaque position. See the module invariants.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    opts: Options,
    /// Boxed so that the position stays small to move around.
    board: Box<[Option<Piece>; CELLS]>,
    to_move: Side,
    ply: u32,
}

impl Position {
    /// The start position: South (`Side::First`, ranks 1-4) from `first`,
    /// North (ranks 7-10) from `second`; `to_move` moves first; ply 0.
    ///
    /// The armies should have passed [`Army::check`]. Pieces that would break
    /// the position's invariants (outside their side's zone, on a square
    /// already taken, beyond the count of their rank) are left out; the
    /// `side` field of the armies is not used.
    pub fn from_armies(opts: Options, first: &Army, second: &Army, to_move: Side) -> Position {
        let mut board = Box::new([None; CELLS]);
        for (army, side) in [(first, Side::First), (second, Side::Second)] {
            let mut counts = [0u8; 12];
            for &(sq, rank) in &army.pieces {
                let n = &mut counts[(rank.byte() - 1) as usize];
                if in_zone(side, sq) && board[idx(sq)].is_none() && *n < rank.count() {
                    *n += 1;
                    board[idx(sq)] = Some(Piece {
                        side,
                        rank,
                        home: sq,
                        revealed: false,
                    });
                }
            }
        }
        Position {
            opts,
            board,
            to_move,
            ply: 0,
        }
    }

    /// The piece on `sq` (`None` when empty, a lake or off the board).
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        if on_board(sq) {
            self.board[idx(sq)]
        } else {
            None
        }
    }

    /// The variant options.
    pub fn options(&self) -> &Options {
        &self.opts
    }

    /// Every piece on the board with its square, rank 1 first, file a first.
    pub fn pieces(&self) -> Vec<(Square, Piece)> {
        (0..CELLS)
            .filter_map(|i| self.board[i].map(|p| (sq_of(i), p)))
            .collect()
    }

    /// Where the piece of `side` that started on `home` stands now, if it is
    /// still on the board.
    pub fn find_home(&self, side: Side, home: Square) -> Option<Square> {
        (0..CELLS)
            .find(|&i| self.board[i].is_some_and(|p| p.side == side && p.home == home))
            .map(sq_of)
    }

    /// Call `f` on every legal move (unsorted) until it returns `false`.
    fn each_move(&self, f: &mut dyn FnMut(Move) -> bool) {
        legality::each_move(self, &self.opts, self.to_move, f);
    }

    fn has_legal_move(&self) -> bool {
        let mut any = false;
        self.each_move(&mut |_| {
            any = true;
            false
        });
        any
    }

    fn has_flag(&self, side: Side) -> bool {
        self.board
            .iter()
            .flatten()
            .any(|p| p.side == side && p.rank == Rank::Flag)
    }

    /// The end by Flag capture or `max-plies`, which needs no move search.
    fn early_end(&self) -> Option<Outcome> {
        match (self.has_flag(Side::First), self.has_flag(Side::Second)) {
            (true, true) => {}
            (false, false) => {
                return Some(Outcome::Draw {
                    reason: End::BothFlagsMissing,
                })
            }
            (south, _) => {
                let winner = if south { Side::First } else { Side::Second };
                return Some(Outcome::Win {
                    winner,
                    reason: End::FlagCaptured { winner },
                });
            }
        }
        if let Some(n) = self.opts.max_plies {
            if self.ply >= n {
                return Some(Outcome::Draw {
                    reason: End::MaxPlies { n },
                });
            }
        }
        None
    }

    /// Why `mv` is refused, if it is.
    fn check(&self, mv: &Move) -> Result<Piece, Refusal> {
        if let Some(end) = self.early_end() {
            return Err(Refusal::GameOver {
                end: end.reason().clone(),
            });
        }
        let from = mv.from();
        legality::why_illegal(self, &self.opts, self.to_move, mv)?;
        self.board[idx(from)].ok_or(Refusal::NoPiece { square: from })
    }

    fn apply(&self, mv: &Move, p: Piece) -> (Position, Report) {
        let mut next = self.clone();
        let from = mv.from();
        let at = mv.arrival();
        let mut piece = p;
        let scout_shown = distance(from, at) > 1;
        if scout_shown {
            piece.revealed = true;
        }
        next.board[idx(from)] = None;
        next.board[idx(at)] = Some(piece);
        let mut combat = None;
        if let Some(target) = mv.target() {
            if let Some(def) = next.board[idx(target)] {
                let result = fight(&self.opts, piece.rank, def.rank);
                let mut removed = Vec::new();
                let (a_gone, d_gone) = match result {
                    Fight::AttackerWins | Fight::FlagCaptured => (false, true),
                    Fight::DefenderWins => (true, false),
                    Fight::BothRemoved => (true, true),
                    Fight::BothStay => (false, false),
                };
                if a_gone {
                    next.board[idx(at)] = None;
                    removed.push(at);
                } else {
                    next.board[idx(at)] = Some(Piece {
                        revealed: true,
                        ..piece
                    });
                }
                if d_gone {
                    next.board[idx(target)] = None;
                    removed.push(target);
                } else {
                    next.board[idx(target)] = Some(Piece { revealed: true, ..def });
                }
                combat = Some(Combat {
                    attacker: at,
                    defender: target,
                    attacker_home: piece.home,
                    defender_home: def.home,
                    attacker_rank: piece.rank,
                    defender_rank: def.rank,
                    removed,
                    flag_captured: result == Fight::FlagCaptured,
                });
            }
        }
        next.to_move = self.to_move.other();
        next.ply = self.ply.saturating_add(1);
        let report = Report {
            side: self.to_move,
            mv: *mv,
            from,
            to: at,
            home: p.home,
            scout_shown,
            combat,
        };
        (next, report)
    }

    fn board_text(&self) -> String {
        use std::fmt::Write;
        let mut out = String::with_capacity(400);
        for r in (0..RANKS).rev() {
            if r != RANKS - 1 {
                out.push('/');
            }
            let mut run = 0;
            let mut first = true;
            let mut sep = |out: &mut String| {
                if !std::mem::take(&mut first) {
                    out.push(',');
                }
            };
            for f in 0..FILES {
                let sq = Square::new(f, r);
                let Some(p) = self.board[idx(sq)] else {
                    run += 1;
                    continue;
                };
                if run > 0 {
                    sep(&mut out);
                    let _ = write!(out, "{run}");
                    run = 0;
                }
                sep(&mut out);
                out.push(if p.side == Side::First { 's' } else { 'n' });
                out.push_str(p.rank.code());
                if p.revealed {
                    out.push('*');
                }
                if p.home != sq {
                    let _ = write!(out, "@{}", p.home);
                }
            }
            if run > 0 {
                sep(&mut out);
                let _ = write!(out, "{run}");
            }
        }
        out
    }
}

pub(super) fn rank_from_code(code: &str) -> Option<Rank> {
    Rank::ALL.iter().copied().find(|r| r.code() == code)
}

/// The parts of a piece token of a board field, `s6`, `n10*`, `s2*@b2`
/// (also `n?@b8` on a blind board): the side, the rank code as written, the
/// `*` (revealed) mark and the home square (`sq` itself without `@`).
pub(super) struct TokenParts<'a> {
    pub side: Side,
    pub code: &'a str,
    pub revealed: bool,
    pub home: Square,
}

/// Split a piece token found on `sq` into its parts; the rank code is left
/// to the caller to read.
pub(super) fn split_token(token: &str, sq: Square) -> Result<TokenParts<'_>, Bad> {
    let mut chars = token.chars();
    let side = match chars.next() {
        Some('s') => Side::First,
        Some('n') => Side::Second,
        _ => {
            return Err(Bad::TokenSide {
                token: token.to_string(),
                square: sq,
            })
        }
    };
    let rest = chars.as_str();
    let code_end = rest.find(['*', '@']).unwrap_or(rest.len());
    let code = &rest[..code_end];
    let mut tail = &rest[code_end..];
    let revealed = if let Some(t) = tail.strip_prefix('*') {
        tail = t;
        true
    } else {
        false
    };
    let home = if let Some(h) = tail.strip_prefix('@') {
        let home = Square::parse(h).map_err(|e| Bad::TokenHome {
            token: token.to_string(),
            square: sq,
            english: e.0.english,
            why: e.0.reason,
        })?;
        if !on_board(home) {
            return Err(Bad::HomeOffBoard {
                token: token.to_string(),
                square: sq,
                home,
            });
        }
        home
    } else if tail.is_empty() {
        sq
    } else {
        return Err(Bad::TokenTail {
            token: token.to_string(),
            square: sq,
            tail: tail.to_string(),
        });
    };
    Ok(TokenParts {
        side,
        code,
        revealed,
        home,
    })
}

/// Parse one piece token of the board field: `s6`, `n10*`, `s2*@b2`.
fn parse_token(token: &str, sq: Square) -> Result<Piece, Bad> {
    let TokenParts {
        side,
        code,
        revealed,
        home,
    } = split_token(token, sq)?;
    let rank = rank_from_code(code).ok_or_else(|| Bad::RankCode {
        token: token.to_string(),
        square: sq,
        code: code.to_string(),
        blind: false,
    })?;
    Ok(Piece {
        side,
        rank,
        home,
        revealed,
    })
}

/// The board of a position being read from text, and what the reading has
/// met so far (to keep the position's invariants).
struct ReadBoard {
    board: Box<[Option<Piece>; CELLS]>,
    counts: [[u8; 12]; 2],
    homes: [[bool; CELLS]; 2],
}

impl ReadBoard {
    fn new() -> ReadBoard {
        ReadBoard {
            board: Box::new([None; CELLS]),
            counts: [[0u8; 12]; 2],
            homes: [[false; CELLS]; 2],
        }
    }

    /// Puts the piece `p` read on `sq`, or says which invariant it breaks.
    fn place(&mut self, sq: Square, p: Piece) -> Result<(), Bad> {
        if is_lake(sq) {
            return Err(Bad::Lake { square: sq });
        }
        if !in_zone(p.side, p.home) {
            return Err(Bad::OutsideZone {
                square: sq,
                home: p.home,
                side: p.side,
            });
        }
        if !p.rank.is_movable() && p.home != sq {
            return Err(Bad::NeverLeaves {
                square: sq,
                rank: p.rank,
                home: p.home,
            });
        }
        let seen = &mut self.homes[p.side.index()][idx(p.home)];
        if *seen {
            return Err(Bad::ShareHome {
                side: p.side,
                home: p.home,
            });
        }
        *seen = true;
        let n = &mut self.counts[p.side.index()][(p.rank.byte() - 1) as usize];
        *n += 1;
        if *n > p.rank.count() {
            return Err(Bad::TooMany {
                side: p.side,
                rank: p.rank,
            });
        }
        self.board[idx(sq)] = Some(p);
        Ok(())
    }
}

impl Squares for Position {
    fn seen(&self, sq: Square) -> Option<Seen> {
        self.piece_at(sq).map(|p| Seen {
            side: p.side,
            rank: Some(p.rank),
            home: p.home,
        })
    }
}

impl Game for Position {
    type Move = Move;
    type Report = Report;

    const NAME: &'static str = "lattaque";

    fn parse_move(text: &str) -> Result<Move, ParseError> {
        Move::parse(text)
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.early_end().is_some() {
            return Vec::new();
        }
        let mut moves = Vec::new();
        self.each_move(&mut |m| {
            moves.push(m);
            true
        });
        moves.sort_by_key(|m| m.sort_key());
        moves
    }

    fn play(&self, mv: &Move) -> Result<(Position, Report), IllegalMove> {
        match self.check(mv) {
            Ok(p) => Ok(self.apply(mv, p)),
            Err(why) => Err(IllegalMove::typed(&MoveRefusal { mv: *mv, why })),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(end) = self.early_end() {
            return Some(end);
        }
        if self.has_legal_move() {
            return None;
        }
        let side = self.to_move;
        let movable = self
            .board
            .iter()
            .flatten()
            .any(|p| p.side == side && p.rank.is_movable());
        Some(Outcome::Win {
            winner: side.other(),
            reason: if movable {
                End::Blocked { side }
            } else {
                End::NoMovablePiece { side }
            },
        })
    }

    /// `lattaque OPTIONS SIDE PLY BOARD`, see the module docs of the game.
    fn to_text(&self) -> String {
        let side = if self.to_move == Side::First { "south" } else { "north" };
        format!(
            "lattaque {} {side} {} {}",
            self.opts.to_text(),
            self.ply,
            self.board_text()
        )
    }

    fn from_text(text: &str) -> Result<Position, ParseError> {
        let err = |b: Bad| ParseError::from(b.of(false));
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 5 {
            return Err(err(Bad::Fields { found: fields.len() }));
        }
        if fields[0] != "lattaque" {
            return Err(err(Bad::Start {
                text: fields[0].to_string(),
            }));
        }
        let opts = Options::from_text(fields[1]).map_err(|e| err(Bad::options(e)))?;
        let to_move = match fields[2] {
            "south" => Side::First,
            "north" => Side::Second,
            other => {
                return Err(err(Bad::SideToMove {
                    text: other.to_string(),
                }))
            }
        };
        let ply: u32 = fields[3].parse().map_err(|_| {
            err(Bad::Ply {
                text: fields[3].to_string(),
            })
        })?;
        let rows: Vec<&str> = fields[4].split('/').collect();
        if rows.len() != RANKS as usize {
            return Err(err(Bad::Rows { found: rows.len() }));
        }
        let mut read = ReadBoard::new();
        for (i, row) in rows.iter().enumerate() {
            let rank = RANKS - 1 - i as u8;
            let mut file: u8 = 0;
            for item in row.split(',') {
                if file >= FILES {
                    return Err(err(Bad::RowTooLong { rank: rank + 1 }));
                }
                if item.starts_with(|c: char| c.is_ascii_digit()) {
                    let n: u8 = item.parse().ok().filter(|n| (1..=FILES).contains(n)).ok_or_else(|| {
                        err(Bad::EmptyCount {
                            item: item.to_string(),
                            rank: rank + 1,
                        })
                    })?;
                    file = file.saturating_add(n);
                    continue;
                }
                let sq = Square::new(file, rank);
                let p = parse_token(item, sq).map_err(err)?;
                read.place(sq, p).map_err(err)?;
                file += 1;
            }
            if file != FILES {
                return Err(err(Bad::RowSquares {
                    rank: rank + 1,
                    squares: file,
                }));
            }
        }
        let flag = (Rank::Flag.byte() - 1) as usize;
        if read.counts[0][flag] == 0 && read.counts[1][flag] == 0 {
            return Err(err(Bad::BothFlagsMissing));
        }
        Ok(Position {
            opts,
            board: read.board,
            to_move,
            ply,
        })
    }

    fn board_view(&self, viewer: Option<Side>) -> BoardView {
        self.view_showing(|p| p.revealed || viewer == Some(p.side))
    }

    fn ply(&self) -> u32 {
        self.ply
    }
}

impl Position {
    /// The board once both armies are published (the end of a game): every
    /// rank shown, a piece revealed in combat still marked as such.
    pub fn published_view(&self) -> BoardView {
        self.view_showing(|_| true)
    }

    /// The board with the ranks of the pieces `shown` accepts, `?` for the
    /// others.
    fn view_showing(&self, shown: impl Fn(&Piece) -> bool) -> BoardView {
        let cells = (0..RANKS)
            .map(|r| {
                (0..FILES)
                    .map(|f| {
                        let sq = Square::new(f, r);
                        if is_lake(sq) {
                            return Cell::Lake;
                        }
                        match self.board[idx(sq)] {
                            None => Cell::Empty,
                            Some(p) => Cell::Piece {
                                side: p.side,
                                label: if shown(&p) { p.rank.code() } else { "?" }.into(),
                                revealed: p.revealed,
                            },
                        }
                    })
                    .collect()
            })
            .collect();
        BoardView {
            files: FILES,
            ranks: RANKS,
            cells,
            marks: Vec::new(),
            viewer: None,
            last_move: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn from_armies_leaves_out_what_breaks_the_invariants() {
        let sq = |s: &str| Square::parse(s).unwrap();
        let south = Army {
            side: Side::First,
            pieces: vec![
                (sq("a1"), Rank::Flag),
                (sq("b1"), Rank::Flag),
                (sq("a5"), Rank::Scout),
                (sq("c1"), Rank::Spy),
            ],
        };
        let north = Army {
            side: Side::First,
            pieces: vec![(sq("a10"), Rank::Flag), (sq("a1"), Rank::Mine)],
        };
        let p = Position::from_armies(Options::default(), &south, &north, Side::Second);
        let placed: Vec<(String, Rank)> = p.pieces().iter().map(|(s, x)| (s.to_string(), x.rank)).collect();
        assert_eq!(
            placed,
            vec![
                ("a1".to_string(), Rank::Flag),
                ("c1".to_string(), Rank::Spy),
                ("a10".to_string(), Rank::Flag)
            ]
        );
        assert_eq!(p.piece_at(sq("a10")).map(|x| x.side), Some(Side::Second));
        assert_eq!(Position::from_text(&p.to_text()).unwrap(), p);
        assert_eq!(p.side_to_move(), Side::Second);
        assert_eq!(p.piece_at(Square::new(9, 0)), None);
    }

    #[test]
    fn fight_table() {
        let g = Options::gibson_1925();
        let s = Options::standard();
        assert_eq!(fight(&g, Rank::Captain, Rank::Lieutenant), Fight::AttackerWins);
        assert_eq!(fight(&g, Rank::Lieutenant, Rank::Captain), Fight::DefenderWins);
        assert_eq!(fight(&g, Rank::Colonel, Rank::Colonel), Fight::BothRemoved);
        assert_eq!(fight(&g, Rank::Spy, Rank::Spy), Fight::BothRemoved);
        assert_eq!(fight(&g, Rank::Commander, Rank::Commander), Fight::BothRemoved);
        assert_eq!(fight(&g, Rank::Spy, Rank::Mine), Fight::DefenderWins);
        assert_eq!(fight(&g, Rank::Sapper, Rank::Mine), Fight::AttackerWins);
        assert_eq!(fight(&g, Rank::Spy, Rank::Flag), Fight::FlagCaptured);
        assert_eq!(fight(&g, Rank::Spy, Rank::Scout), Fight::DefenderWins);
        assert_eq!(fight(&g, Rank::Scout, Rank::Spy), Fight::AttackerWins);
        assert_eq!(fight(&g, Rank::Commander, Rank::Spy), Fight::DefenderWins);
        assert_eq!(fight(&s, Rank::Commander, Rank::Spy), Fight::AttackerWins);
        assert_eq!(fight(&s, Rank::Spy, Rank::Commander), Fight::AttackerWins);
        assert_eq!(fight(&g, Rank::Scout, Rank::Scout), Fight::BothStay);
        assert_eq!(fight(&s, Rank::Scout, Rank::Scout), Fight::BothRemoved);
    }
}
