//! Why a move is refused: the diagnostics behind [`IllegalMove`] (called
//! only for moves the generator does not list).

use super::board::*;
use super::moves::Move;
use super::position::{soldier_rule, Position, Turn};
use super::refusal::{Fault, Refusal};
use crate::games::{Game, Side, Square};

fn bad_point(s: &Square) -> bool {
    !is_point(*s)
}

impl Position {
    /// Why `mv` (not in the legal list) is refused.
    pub(super) fn explain(&self, mv: &Move) -> Refusal {
        match mv {
            Move::Place(a, b) => self.explain_place(mv, a, b),
            _ if self.turn == Turn::Setup => Refusal::Move {
                mv: mv.clone(),
                fault: Fault::PlaceFirst,
            },
            Move::Step { from, to } => self.explain_step(mv, from, to),
            Move::Jump { from, landings } => self.explain_jump(mv, from, landings),
        }
    }

    /// Why the Officers' placement `mv` (of `a` and `b`) is refused.
    fn explain_place(&self, mv: &Move, a: &Square, b: &Square) -> Refusal {
        let fault = |fault| Refusal::Move { mv: mv.clone(), fault };
        if self.turn != Turn::Setup {
            return fault(Fault::AlreadyPlaced);
        }
        if let Some(s) = [a, b].into_iter().find(|s| bad_point(s)) {
            return fault(Fault::NotAPoint { square: *s });
        }
        if a == b {
            return fault(Fault::SamePoint);
        }
        if let Some(s) = [a, b].into_iter().find(|s| !in_fortress(**s)) {
            return fault(Fault::NotFortress { square: *s });
        }
        if let Some(s) = [a, b].into_iter().find(|s| !self.board.empty(pt(**s))) {
            return fault(Fault::NotEmpty { square: *s });
        }
        Refusal::NotLegalPlacement { mv: mv.clone() }
    }

    /// Why the step `mv` from `from` to `to` is refused.
    fn explain_step(&self, mv: &Move, from: &Square, to: &Square) -> Refusal {
        let fault = |fault| Refusal::Move { mv: mv.clone(), fault };
        let side = self.side_to_move();
        if let Some(s) = [from, to].into_iter().find(|s| bad_point(s)) {
            return fault(Fault::NotAPoint { square: *s });
        }
        let (f, t) = (pt(*from), pt(*to));
        let who = match self.piece_at(*from) {
            None => return fault(Fault::NoPiece { square: *from }),
            Some(s) => s,
        };
        if who != side {
            return fault(Fault::WrongTurn {
                square: *from,
                piece: who,
                turn: side,
            });
        }
        if from == to {
            return fault(Fault::MustLeave);
        }
        if (f.0 - t.0).abs() > 1 || (f.1 - t.1).abs() > 1 {
            return if who == Side::Second && (f.0 - t.0).abs() <= 2 && (f.1 - t.1).abs() <= 2 {
                fault(Fault::OnePointCapture { from: *from, to: *to })
            } else {
                fault(Fault::OnePointAtATime { piece: who })
            };
        }
        if !line_pt(f, t) {
            return fault(Fault::NoLine { from: *from, to: *to });
        }
        if !self.board.empty(t) {
            return fault(Fault::NotEmpty { square: *to });
        }
        if who == Side::First {
            if let Err(e) = soldier_rule(&self.opts, f, t) {
                return fault(e);
            }
        } else {
            let (caps, max) = self.max_captures();
            if max > 0 && !self.opts.huff {
                let ex = caps.first().map(|c| c.to_move().to_string()).unwrap_or_default();
                return fault(Fault::CaptureCompulsory {
                    n: max as u32,
                    example: ex,
                });
            }
        }
        Refusal::NotLegalMove { mv: mv.clone() }
    }

    /// Why the capture `mv` from `from` over `landings` is refused.
    fn explain_jump(&self, mv: &Move, from: &Square, landings: &[Square]) -> Refusal {
        let fault = |fault| Refusal::Move { mv: mv.clone(), fault };
        let side = self.side_to_move();
        if let Some(s) = std::iter::once(from).chain(landings.iter()).find(|s| bad_point(s)) {
            return fault(Fault::NotAPoint { square: *s });
        }
        match self.piece_at(*from) {
            None => return fault(Fault::NoPiece { square: *from }),
            Some(Side::First) => return fault(Fault::SoldiersNeverCapture),
            Some(Side::Second) if side != Side::Second => return fault(Fault::SoldiersTurn),
            _ => {}
        }
        if landings.is_empty() {
            return fault(Fault::NoLanding);
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
                return fault(Fault::NotAJump { from: a, to: *l });
            }
            let mid = (at.0 + df / 2, at.1 + dr / 2);
            let m = sq_of(mid);
            if !line_pt(at, mid) || !line_pt(mid, lp) {
                return fault(Fault::NotStraight {
                    from: a,
                    to: *l,
                    through: m,
                });
            }
            if !self.board.soldier(mid) {
                return fault(Fault::NoSoldier { square: m });
            }
            if taken.contains(&mid) {
                return fault(Fault::JumpedTwice { square: m });
            }
            if !(lp == start || self.board.empty(lp)) {
                return fault(Fault::LandingNotEmpty { square: *l });
            }
            taken.push(mid);
            at = lp;
        }
        let (caps, max) = self.max_captures();
        if taken.len() < max {
            let ex = caps.first().map(|c| c.to_move().to_string()).unwrap_or_default();
            return fault(Fault::LargestCapture {
                taken: taken.len() as u32,
                max: max as u32,
                example: ex,
            });
        }
        Refusal::NotLegalCapture { mv: mv.clone() }
    }
}
