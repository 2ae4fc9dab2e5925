//! Why a move is refused: the diagnostics behind [`IllegalMove`] (called
//! only for moves the generator does not list).

use super::board::*;
use super::moves::Move;
use super::position::Chain;
use super::position::Position;
use super::refusal::{Direction, Fault};
use crate::games::Square;

impl Position {
    /// Why `mv` is refused (called only for moves not in the legal list).
    pub(super) fn explain(&self, mv: &Move, legal: &[Move]) -> Fault {
        let side = self.to_move;
        let from = mv.from();
        let squares: Vec<Square> = match mv {
            Move::Step { from, to } => vec![*from, *to],
            Move::Jump { from, landings } => std::iter::once(*from).chain(landings.iter().copied()).collect(),
        };
        if let Some(bad) = squares.iter().find(|s| !is_dark(**s)) {
            if bad.file >= FILES || bad.rank >= RANKS {
                return Fault::OffBoard { square: *bad };
            }
            return Fault::LightSquare { square: *bad };
        }
        let Some((owner, kind)) = self.board[idx(from)] else {
            return Fault::NoPiece { square: from };
        };
        if owner != side {
            return Fault::NotYours {
                square: from,
                owner,
                side,
            };
        }
        match mv {
            Move::Step { to, .. } => self.explain_step(from, *to, kind, legal),
            Move::Jump { landings, .. } => self.explain_jump(from, landings, kind),
        }
    }

    pub(super) fn explain_step(&self, from: Square, to: Square, kind: Kind, legal: &[Move]) -> Fault {
        let side = self.to_move;
        let df = to.file as i8 - from.file as i8;
        let dr = to.rank as i8 - from.rank as i8;
        if let Some(j) = legal
            .iter()
            .find(|m| matches!(m, Move::Jump { from: f, landings } if *f == from && landings.first() == Some(&to)))
        {
            return Fault::WriteWithX { capture: j.clone() };
        }
        let d = (df.signum(), dr.signum());
        let one = df.abs() == 1 && dr.abs() == 1 && directions(side, kind).contains(&d);
        let double = kind == Kind::Cavalry && (df, dr) == (2 * forward(side).0, 2 * forward(side).1);
        if !one && !double {
            if df.abs() == 1 && dr.abs() == 1 {
                return Fault::CannotMove {
                    kind,
                    dir: Direction::of(side, d),
                };
            }
            return Fault::HowItMoves { kind };
        }
        if double {
            if let Some(mid) = offset(from, forward(side), 1) {
                if self.board[idx(mid)].is_some() {
                    return Fault::BetweenOccupied { square: mid };
                }
            }
        }
        if self.board[idx(to)].is_some() {
            return Fault::Occupied { square: to };
        }
        if to == capital(side) {
            return Fault::OwnCapital { side };
        }
        if !self.may_land(side, kind, to) {
            return Fault::EnemyFortEnter { square: to };
        }
        let examples: Vec<Move> = legal
            .iter()
            .filter(|m| matches!(m, Move::Jump { .. }))
            .take(3)
            .cloned()
            .collect();
        if !examples.is_empty() {
            return Fault::CaptureCompulsory { examples };
        }
        Fault::NotLegal
    }

    pub(super) fn explain_jump(&self, from: Square, landings: &[Square], kind: Kind) -> Fault {
        let side = self.to_move;
        let chain = Chain {
            pos: self,
            side,
            kind,
            start: from,
        };
        let enemy_capital = capital(side.other());
        let mut taken: Vec<Square> = Vec::new();
        let mut cur = from;
        if landings.is_empty() {
            return Fault::NoLanding;
        }
        for &land in landings {
            if cur == enemy_capital && cur != from {
                return Fault::CaptureEnds { side, square: cur };
            }
            match self.jump_fault(&chain, cur, land, &taken) {
                Ok(victim) => taken.push(victim),
                Err(JumpFault::Whole(fault)) => return fault,
                // Name the faulty jump only when the capture has several.
                Err(JumpFault::Leg(fault)) if landings.len() > 1 => {
                    return Fault::Leg {
                        from: cur,
                        to: land,
                        fault: Box::new(fault),
                    }
                }
                Err(JumpFault::Leg(fault)) => return fault,
            }
            cur = land;
        }
        if cur != enemy_capital {
            let mut next = Vec::new();
            chain.jumps(cur, &taken, &mut next);
            if let Some((land, _)) = next.first() {
                return Fault::Incomplete {
                    square: cur,
                    next: *land,
                };
            }
        }
        Fault::NotLegal
    }

    /// Checks one leg `cur`x`land` of a capture (`taken`: the pieces taken
    /// by the earlier legs): the square of the piece it takes, or why not.
    fn jump_fault(&self, chain: &Chain<'_>, cur: Square, land: Square, taken: &[Square]) -> Result<Square, JumpFault> {
        let (side, kind) = (chain.side, chain.kind);
        let leg = |fault: Fault| Err(JumpFault::Leg(fault));
        let df = land.file as i8 - cur.file as i8;
        let dr = land.rank as i8 - cur.rank as i8;
        let dist = df.abs();
        if dist != dr.abs() || !(2..=3).contains(&dist) {
            return Err(JumpFault::Whole(Fault::NotAJumpAtAll { from: cur, to: land }));
        }
        let d = (df.signum(), dr.signum());
        if dist == 3 && kind != Kind::Artillery {
            return leg(Fault::LongJumpArtilleryOnly);
        }
        if !directions(side, kind).contains(&d) {
            return leg(Fault::CannotJump {
                kind,
                dir: Direction::of(side, d),
            });
        }
        if dist == 3 {
            if let Some(between) = offset(cur, d, 1) {
                if chain.cell(between).is_some() {
                    return leg(Fault::LongJumpNeedsEmpty { square: between });
                }
            }
        }
        let Some(victim) = offset(cur, d, dist - 1) else {
            return Err(JumpFault::Whole(Fault::NotAJump { from: cur, to: land }));
        };
        let (vside, vkind) = match chain.cell(victim) {
            None => return leg(Fault::NothingToTake { square: victim }),
            Some((s, _)) if s == side => return leg(Fault::OwnPiece { square: victim }),
            Some(p) => p,
        };
        if taken.contains(&victim) {
            return leg(Fault::AlreadyTaken {
                owner: vside,
                kind: vkind,
                square: victim,
            });
        }
        if chain.cell(land).is_some() {
            if taken.contains(&land) {
                return leg(Fault::StillHoldsTaken { square: land });
            }
            return leg(Fault::Occupied { square: land });
        }
        if land == capital(side) {
            return leg(Fault::OwnCapital { side });
        }
        if !self.may_take(kind, d, victim, vside) {
            if self.on_own_fort(victim, vside) {
                return leg(Fault::OnOwnFort {
                    owner: vside,
                    kind: vkind,
                    square: victim,
                });
            }
            return leg(Fault::InFrontOfFort {
                owner: vside,
                kind: vkind,
                square: victim,
            });
        }
        if !self.may_land(side, kind, land) {
            return leg(Fault::EnemyFortLand { square: land });
        }
        Ok(victim)
    }
}

/// Why one leg of a capture is refused: a fault of the whole text (said as
/// is), or of one leg (named by its squares when the capture has several).
enum JumpFault {
    Whole(Fault),
    Leg(Fault),
}
