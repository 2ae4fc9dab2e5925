//! Blind-mode boards: a L'Attaque position in which a piece's rank may be
//! unknown.
//!
//! In blind mode the referee never learns a rank the rules do not reveal, so
//! the position it mails (the `Position:` line, see `docs/PROTOCOL.md`,
//! section 5) shows every piece that has not been opened as `?`. A player's
//! own tool fills in that player's own ranks from the secret file
//! ([`BlindBoard::fill_own`]) to draw the private board.
//!
//! Text: the same five fields as [`Position`](super::Position)'s text,
//! `lattaque OPTIONS SIDE PLY BOARD`, except that a piece's rank code may be
//! `?` (never followed by `*`): `s?`, `n?@b8`, `s6*@b2`. A known rank without
//! `*` (`s6`) is a rank only the viewer knows (their own, filled in). A
//! sixth field, `over`, says the game has ended on the board.
//!
//! Pure: no I/O. Bad input is a [`ParseError`], never a panic.

use super::bad_position::Bad;
use super::legality::{self, Seen, Squares};
use super::position::{rank_from_code, split_token, TokenParts};
use super::refusal::Refusal;
use super::{fight, in_zone, is_lake, on_board, Army, Fight, Move, Options, Rank, FILES, RANKS};
use crate::games::{BoardView, Cell, ParseError, Side, Square};

/// One piece of a blind board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlindPiece {
    /// The owner.
    pub side: Side,
    /// The rank when known (opened, or filled in by its owner).
    pub rank: Option<Rank>,
    /// The rank has been opened to both players.
    pub revealed: bool,
    /// The starting square, which names the piece for the whole game.
    pub home: Square,
}

/// A L'Attaque position with possibly unknown ranks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlindBoard {
    /// The variant options.
    pub opts: Options,
    /// The side to move.
    pub to_move: Side,
    /// Plies played.
    pub ply: u32,
    /// The game has ended on the board (the text's sixth field, `over`).
    pub over: bool,
    /// 90 cells, index `rank * 9 + file`.
    cells: Vec<Option<BlindPiece>>,
}

const CELLS: usize = (FILES as usize) * (RANKS as usize);

fn idx(sq: Square) -> usize {
    sq.rank as usize * FILES as usize + sq.file as usize
}

impl BlindBoard {
    /// The start of a blind game: every square of both zones holds a piece
    /// of unknown rank on its home square.
    pub fn start(opts: Options, to_move: Side) -> BlindBoard {
        let mut cells = vec![None; CELLS];
        for side in [Side::First, Side::Second] {
            for r in super::zone_ranks(side) {
                for f in 0..FILES {
                    let sq = Square::new(f, r);
                    cells[idx(sq)] = Some(BlindPiece {
                        side,
                        rank: None,
                        revealed: false,
                        home: sq,
                    });
                }
            }
        }
        BlindBoard {
            opts,
            to_move,
            ply: 0,
            over: false,
            cells,
        }
    }

    /// The piece on `sq`, if any (none off the board).
    pub fn piece_at(&self, sq: Square) -> Option<BlindPiece> {
        if on_board(sq) {
            self.cells.get(idx(sq)).copied().flatten()
        } else {
            None
        }
    }

    /// Every piece with its square, rank 1 first, file a first.
    pub fn pieces(&self) -> Vec<(Square, BlindPiece)> {
        (0..CELLS)
            .filter_map(|i| {
                let sq = Square::new((i % FILES as usize) as u8, (i / FILES as usize) as u8);
                self.cells[i].map(|p| (sq, p))
            })
            .collect()
    }

    /// Fills in the ranks of `army`'s side from the army, piece by piece
    /// (each piece is known by its home square). Returns one message per
    /// disagreement: a piece opened with another rank than the army gives,
    /// or a piece whose home is not in the army.
    pub fn fill_own(&mut self, army: &Army) -> Vec<String> {
        let mut problems = Vec::new();
        for cell in self.cells.iter_mut() {
            let Some(p) = cell else { continue };
            if p.side != army.side {
                continue;
            }
            match (army.rank_at(p.home), p.rank) {
                (None, _) => problems.push(format!("no piece of yours started on {}", p.home)),
                (Some(r), Some(shown)) if r != shown => problems.push(format!(
                    "the piece from {} is shown as {} but your army has a {} there",
                    p.home,
                    shown.name_en(),
                    r.name_en()
                )),
                (Some(r), _) => p.rank = Some(r),
            }
        }
        problems
    }

    /// The board as `viewer` sees it: known ranks shown, unknown ones `?`.
    pub fn board_view(&self) -> BoardView {
        let cells = (0..RANKS)
            .map(|r| {
                (0..FILES)
                    .map(|f| {
                        let sq = Square::new(f, r);
                        if is_lake(sq) {
                            return Cell::Lake;
                        }
                        match self.cells[idx(sq)] {
                            None => Cell::Empty,
                            Some(p) => Cell::Piece {
                                side: p.side,
                                label: p.rank.map_or("?", |r| r.code()).into(),
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

    /// `lattaque OPTIONS SIDE PLY BOARD`, with `?` for unknown ranks, and
    /// ` over` once the game has ended on the board.
    pub fn to_text(&self) -> String {
        use std::fmt::Write;
        let mut out = String::with_capacity(400);
        let side = if self.to_move == Side::First { "south" } else { "north" };
        let _ = write!(out, "lattaque {} {side} {} ", self.opts.to_text(), self.ply);
        for r in (0..RANKS).rev() {
            if r != RANKS - 1 {
                out.push('/');
            }
            let mut items: Vec<String> = Vec::new();
            let mut run = 0;
            for f in 0..FILES {
                let sq = Square::new(f, r);
                let Some(p) = self.cells[idx(sq)] else {
                    run += 1;
                    continue;
                };
                if run > 0 {
                    items.push(run.to_string());
                    run = 0;
                }
                let mut t = String::new();
                t.push(if p.side == Side::First { 's' } else { 'n' });
                t.push_str(p.rank.map_or("?", |r| r.code()));
                if p.revealed && p.rank.is_some() {
                    t.push('*');
                }
                if p.home != sq {
                    let _ = write!(t, "@{}", p.home);
                }
                items.push(t);
            }
            if run > 0 {
                items.push(run.to_string());
            }
            out.push_str(&items.join(","));
        }
        if self.over {
            out.push_str(" over");
        }
        out
    }

    /// Parses [`BlindBoard::to_text`]'s format.
    pub fn from_text(text: &str) -> Result<BlindBoard, ParseError> {
        let err = |b: Bad| ParseError::from(b.of(true));
        let mut fields: Vec<&str> = text.split_whitespace().collect();
        let over = fields.len() == 6 && fields[5] == "over";
        if over {
            fields.pop();
        }
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
        let mut cells = vec![None; CELLS];
        let mut homes = [[false; CELLS]; 2];
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
                if is_lake(sq) {
                    return Err(err(Bad::Lake { square: sq }));
                }
                if !in_zone(p.side, p.home) {
                    return Err(err(Bad::OutsideZone {
                        square: sq,
                        home: p.home,
                        side: p.side,
                    }));
                }
                let seen = &mut homes[p.side.index()][idx(p.home)];
                if *seen {
                    return Err(err(Bad::ShareHome {
                        side: p.side,
                        home: p.home,
                    }));
                }
                *seen = true;
                cells[idx(sq)] = Some(p);
                file += 1;
            }
            if file != FILES {
                return Err(err(Bad::RowSquares {
                    rank: rank + 1,
                    squares: file,
                }));
            }
        }
        Ok(BlindBoard {
            opts,
            to_move,
            ply,
            over,
            cells,
        })
    }
}

/// What a combat did on a blind board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlindCombat {
    /// The squares emptied (attacker's first).
    pub removed: Vec<Square>,
    /// The defender was the Flag.
    pub flag_captured: bool,
}

impl BlindBoard {
    /// Whether `mv` is a legal move for the side to move as far as the
    /// board shows, given the mover's rank when known. A run of more than
    /// one square needs the rank known to be a Scout; a piece known to be a
    /// Mine or the Flag never moves. Returns the moving piece.
    pub fn check_move(&self, mv: &Move) -> Result<BlindPiece, Refusal> {
        let from = mv.from();
        legality::why_illegal(self, &self.opts, self.to_move, mv)?;
        self.piece_at(from).ok_or(Refusal::NoPiece { square: from })
    }

    /// Sets the rank of the piece that started on `home` (of `side`) as
    /// opened to both players.
    pub fn open(&mut self, side: Side, home: Square, rank: Rank) {
        for p in self.cells.iter_mut().flatten() {
            if p.side == side && p.home == home {
                p.rank = Some(rank);
                p.revealed = true;
            }
        }
    }

    /// Where the piece of `side` that started on `home` stands, if on the board.
    pub fn find_home(&self, side: Side, home: Square) -> Option<Square> {
        self.pieces()
            .into_iter()
            .find(|(_, p)| p.side == side && p.home == home)
            .map(|(sq, _)| sq)
    }

    /// Plays the moving part of a move already checked by
    /// [`BlindBoard::check_move`]: the piece goes to its arrival square, the
    /// ply count grows and the turn passes. A combat is resolved later by
    /// [`BlindBoard::resolve`], once both ranks are opened.
    pub fn apply_move(&mut self, mv: &Move) {
        let (from, at) = (mv.from(), mv.arrival());
        if from != at {
            let p = self.cells[idx(from)].take();
            self.cells[idx(at)] = p;
        }
        self.to_move = self.to_move.other();
        self.ply = self.ply.saturating_add(1);
    }

    /// Resolves the combat between the opened pieces on `at` (attacker)
    /// and `target`; `None` when either rank is not known.
    pub fn resolve(&mut self, at: Square, target: Square) -> Option<BlindCombat> {
        let a = self.piece_at(at)?;
        let d = self.piece_at(target)?;
        let result = fight(&self.opts, a.rank?, d.rank?);
        let (a_gone, d_gone) = match result {
            Fight::AttackerWins | Fight::FlagCaptured => (false, true),
            Fight::DefenderWins => (true, false),
            Fight::BothRemoved => (true, true),
            Fight::BothStay => (false, false),
        };
        let mut removed = Vec::new();
        if a_gone {
            self.cells[idx(at)] = None;
            removed.push(at);
        }
        if d_gone {
            self.cells[idx(target)] = None;
            removed.push(target);
        }
        Some(BlindCombat {
            removed,
            flag_captured: result == Fight::FlagCaptured,
        })
    }

    /// Whether `side` has a piece that might move: not known to be a Mine
    /// or the Flag, with an empty neighbour or an enemy it may attack.
    pub fn may_have_a_move(&self, side: Side) -> bool {
        let mut any = false;
        legality::each_move(self, &self.opts, side, &mut |_| {
            any = true;
            false
        });
        any
    }
}

impl Squares for BlindBoard {
    fn seen(&self, sq: Square) -> Option<Seen> {
        self.piece_at(sq).map(|p| Seen {
            side: p.side,
            rank: p.rank,
            home: p.home,
        })
    }
}

/// One piece token: `s?`, `n?@b8`, `s6*`, `n10*@e9`, `s6` (a rank only the
/// viewer knows).
fn parse_token(token: &str, sq: Square) -> Result<BlindPiece, Bad> {
    let TokenParts {
        side,
        code,
        revealed,
        home,
    } = split_token(token, sq)?;
    let rank = if code == "?" {
        None
    } else {
        Some(rank_from_code(code).ok_or_else(|| Bad::RankCode {
            token: token.to_string(),
            square: sq,
            code: code.to_string(),
            blind: true,
        })?)
    };
    if revealed && rank.is_none() {
        return Err(Bad::UnknownOpened {
            token: token.to_string(),
            square: sq,
        });
    }
    Ok(BlindPiece {
        side,
        rank,
        revealed,
        home,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_round_trips_and_shows_unknowns() {
        let b = BlindBoard::start(Options::default(), Side::First);
        let t = b.to_text();
        assert!(t.contains("n?,n?,n?"), "{t}");
        assert_eq!(BlindBoard::from_text(&t).unwrap(), b);
        assert_eq!(b.pieces().len(), 72);
        // A game ended on the board says so in a sixth field.
        let over = BlindBoard { over: true, ..b };
        assert!(over.to_text().ends_with(" over"));
        assert_eq!(BlindBoard::from_text(&over.to_text()).unwrap(), over);
        assert!(BlindBoard::from_text(&format!("{t} done")).is_err());
    }

    #[test]
    fn tokens() {
        let sq = Square::new(1, 4);
        assert_eq!(parse_token("s?@b4", sq).unwrap().rank, None);
        assert!(parse_token("s6*@b2", sq).unwrap().revealed);
        assert!(parse_token("s?*", sq).is_err());
        assert!(parse_token("x?", sq).is_err());
        assert!(parse_token("s11", sq).is_err());
        assert!(parse_token("s?@z99", sq).is_err());
    }

    #[test]
    fn bad_text_is_an_error() {
        for t in [
            "",
            "lattaque",
            "strand a b c d",
            "lattaque attack=frontal south x 9/9/9/9/9/9/9/9/9/9",
        ] {
            assert!(BlindBoard::from_text(t).is_err(), "{t}");
        }
    }
}
