//! The one L'Attaque legality rule: whether a move is legal for the piece
//! that makes it, and why not. The position's checker
//! ([`Position`](super::Position)'s `play`), its move generator and the
//! blind board's [`check_move`](super::BlindBoard::check_move) all ask
//! [`why_illegal`]; the generator ([`each_move`]) only proposes candidates
//! and keeps those it accepts.
//!
//! A board is seen through [`Squares`], so that a piece's rank may be
//! unknown (blind mode): a run of more than one square then needs the rank
//! known to be a Scout, and a piece not known to be a Mine or the Flag may
//! move.

use super::moves::Move;
use super::options::{Attack, Options};
use super::rank::Rank;
use super::refusal::Refusal;
use super::{is_lake, on_board, FILES, RANKS};
use crate::games::{Side, Square};

/// The four directions along files and ranks.
const DIRS: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const UP: [(i8, i8); 1] = [(0, 1)];
const DOWN: [(i8, i8); 1] = [(0, -1)];

/// A piece as the legality rule sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Seen {
    pub side: Side,
    /// `None` when the rank is not known (blind mode).
    pub rank: Option<Rank>,
    /// The starting square, which names the piece.
    pub home: Square,
}

/// What the legality rule needs of a board.
pub(super) trait Squares {
    /// The piece on `sq`, if any (`None` off the board).
    fn seen(&self, sq: Square) -> Option<Seen>;
}

/// The square next to `sq` in direction `d`, if on the board.
pub(super) fn offset(sq: Square, d: (i8, i8)) -> Option<Square> {
    let f = sq.file as i16 + d.0 as i16;
    let r = sq.rank as i16 + d.1 as i16;
    if (0..FILES as i16).contains(&f) && (0..RANKS as i16).contains(&r) {
        Some(Square::new(f as u8, r as u8))
    } else {
        None
    }
}

/// Squares apart along files and ranks.
pub(super) fn distance(a: Square, b: Square) -> u8 {
    a.file.abs_diff(b.file) + a.rank.abs_diff(b.rank)
}

/// The directions `side` may attack in.
pub(super) fn attack_dirs(opts: &Options, side: Side) -> &'static [(i8, i8)] {
    match (opts.attack, side) {
        (Attack::Orthogonal, _) => &DIRS,
        (Attack::Frontal, Side::First) => &UP,
        (Attack::Frontal, Side::Second) => &DOWN,
    }
}

/// Why `mv` by `side` is illegal on `board`, or the moving piece if it is
/// legal (as far as the board shows).
pub(super) fn why_illegal(board: &dyn Squares, opts: &Options, side: Side, mv: &Move) -> Result<Seen, Refusal> {
    let squares = [Some(mv.from()), Some(mv.arrival()), mv.target()];
    for sq in squares.into_iter().flatten() {
        if !on_board(sq) {
            return Err(Refusal::OffBoard { square: sq });
        }
    }
    let from = mv.from();
    let p = board.seen(from).ok_or(Refusal::NoPiece { square: from })?;
    if p.side != side {
        return Err(Refusal::NotYours { square: from });
    }
    if let Some(rank) = p.rank.filter(|r| !r.is_movable()) {
        return Err(Refusal::NeverMoves { square: from, rank });
    }
    if let Move::Step { to, .. } | Move::StepAttack { to, .. } = *mv {
        path_fault(board, from, to, p, mv)?;
    }
    if let Some(target) = mv.target() {
        attack_fault(board, opts, mv.arrival(), target, side)?;
    }
    Ok(p)
}

/// Why the piece `p` may not go from `from` to the empty square `to`.
fn path_fault(board: &dyn Squares, from: Square, to: Square, p: Seen, mv: &Move) -> Result<(), Refusal> {
    if from == to {
        return Err(Refusal::SameSquare {
            from,
            target: mv.target(),
        });
    }
    if from.file != to.file && from.rank != to.rank {
        return Err(Refusal::Diagonal);
    }
    if distance(from, to) > 1 {
        match p.rank {
            Some(Rank::Scout) => {}
            Some(rank) => return Err(Refusal::OneSquareOnly { square: from, rank }),
            None => return Err(Refusal::RunNeedsScout { home: p.home }),
        }
    }
    let d = (
        (to.file as i8 - from.file as i8).signum(),
        (to.rank as i8 - from.rank as i8).signum(),
    );
    let mut cur = from;
    while let Some(next) = offset(cur, d) {
        if is_lake(next) {
            return Err(if next == to {
                Refusal::Lake { square: next }
            } else {
                Refusal::CrossesLake { square: next }
            });
        }
        if let Some(q) = board.seen(next) {
            return Err(if next != to {
                Refusal::Blocked { square: next }
            } else if q.side == p.side {
                Refusal::OwnPiece { square: next }
            } else {
                Refusal::EnemyPiece { square: next }
            });
        }
        if next == to {
            return Ok(());
        }
        cur = next;
    }
    Err(Refusal::OffBoard { square: to })
}

/// Why `side`'s piece on `at` may not attack `target`.
fn attack_fault(board: &dyn Squares, opts: &Options, at: Square, target: Square, side: Side) -> Result<(), Refusal> {
    if distance(at, target) != 1 {
        return Err(if at == target {
            Refusal::AttackOwnSquare
        } else {
            Refusal::NotNext { target, at }
        });
    }
    let dirs = attack_dirs(opts, side);
    if !dirs.iter().any(|&d| offset(at, d) == Some(target)) {
        return Err(Refusal::Frontal {
            at,
            side,
            only: offset(at, dirs[0]),
        });
    }
    match board.seen(target) {
        None => Err(Refusal::NothingToAttack { square: target }),
        Some(q) if q.side == side => Err(Refusal::OwnTarget { square: target }),
        Some(_) => Ok(()),
    }
}

/// Calls `f` on every legal move of `side` (unsorted) until it returns
/// `false`. The candidates are every attack on a neighbour and every run
/// along a file or a rank (each with its attacks from the arrival square);
/// [`why_illegal`] decides which are kept. A run stops at its first illegal
/// step, since every longer run in that direction is illegal too.
pub(super) fn each_move(board: &dyn Squares, opts: &Options, side: Side, f: &mut dyn FnMut(Move) -> bool) {
    let legal = |mv: &Move| why_illegal(board, opts, side, mv).is_ok();
    let adirs = attack_dirs(opts, side);
    for rank in 0..RANKS {
        for file in 0..FILES {
            let from = Square::new(file, rank);
            match board.seen(from) {
                Some(p) if p.side == side && p.rank.is_none_or(|r| r.is_movable()) => {}
                _ => continue,
            }
            for &d in adirs {
                if let Some(target) = offset(from, d) {
                    let mv = Move::Attack { from, target };
                    if legal(&mv) && !f(mv) {
                        return;
                    }
                }
            }
            for &d in &DIRS {
                let mut cur = from;
                while let Some(to) = offset(cur, d) {
                    let step = Move::Step { from, to };
                    if !legal(&step) {
                        break;
                    }
                    if !f(step) {
                        return;
                    }
                    for &ad in adirs {
                        if let Some(target) = offset(to, ad) {
                            let mv = Move::StepAttack { from, to, target };
                            if legal(&mv) && !f(mv) {
                                return;
                            }
                        }
                    }
                    cur = to;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::lattaque::{Army, BlindBoard, Position, SAMPLE_ARMY_FIRST, SAMPLE_ARMY_SECOND};
    use crate::games::Game;
    use std::collections::BTreeSet;

    /// Every move a brute-force search over all squares finds legal.
    fn brute_force(pos: &Position) -> BTreeSet<String> {
        let all: Vec<Square> = (0..RANKS)
            .flat_map(|r| (0..FILES).map(move |f| Square::new(f, r)))
            .collect();
        let side = pos.side_to_move();
        let mut out = BTreeSet::new();
        for &from in &all {
            for &to in &all {
                let mut cands = vec![Move::Step { from, to }, Move::Attack { from, target: to }];
                for d in DIRS {
                    if let Some(target) = offset(to, d) {
                        cands.push(Move::StepAttack { from, to, target });
                    }
                }
                for mv in cands {
                    if why_illegal(pos, pos.options(), side, &mv).is_ok() {
                        out.insert(mv.to_string());
                    }
                }
            }
        }
        out
    }

    /// The generator proposes candidates and prunes runs; it must still
    /// find every move the rule accepts, in a few positions of a game.
    #[test]
    fn the_generator_finds_every_move_the_rule_accepts() {
        for opts in [Options::gibson_1925(), Options::standard()] {
            let first = Army::parse(SAMPLE_ARMY_FIRST, Side::First, &opts).unwrap();
            let second = Army::parse(SAMPLE_ARMY_SECOND, Side::Second, &opts).unwrap();
            let mut pos = Position::from_armies(opts, &first, &second, Side::First);
            for ply in 0..40 {
                let generated: BTreeSet<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
                assert_eq!(generated, brute_force(&pos), "ply {ply}");
                let Some(mv) = pos.legal_moves().into_iter().nth(ply * 7 % 5) else {
                    break;
                };
                pos = pos.play(&mv).unwrap().0;
            }
        }
    }

    #[test]
    fn the_position_and_the_blind_board_word_a_refusal_alike() {
        let opts = Options::gibson_1925();
        let first = Army::parse(SAMPLE_ARMY_FIRST, Side::First, &opts).unwrap();
        let second = Army::parse(SAMPLE_ARMY_SECOND, Side::Second, &opts).unwrap();
        let pos = Position::from_armies(opts, &first, &second, Side::First);
        let blind = BlindBoard::start(opts, Side::First);
        for text in ["a4-b5", "a3-a4", "a4xa6", "c4-c5", "a4xa5", "a4-a6"] {
            let mv = Move::parse(text).unwrap();
            let a = pos.play(&mv).map(|_| ()).map_err(|e| e.0);
            let b = blind.check_move(&mv).map(|_| ()).map_err(|e| format!("{mv}: {e}"));
            if text == "a4-a6" {
                // The position knows a Scout on a4 may run; the blind board
                // asks for the piece to be opened.
                assert!(a.is_ok(), "{a:?}");
                assert!(b.unwrap_err().contains("open the piece from a4 as a Scout"));
            } else {
                assert_eq!(a, b, "{text}");
            }
        }
        assert!(blind.check_move(&Move::parse("a4-a5").unwrap()).is_ok());
    }
}
