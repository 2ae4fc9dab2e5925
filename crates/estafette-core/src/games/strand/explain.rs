//! Why a move is refused: the diagnostics behind [`IllegalMove`] (called
//! only for moves the generator does not list).

use super::moves::Chain;
use super::*;

impl Position {
    /// Why `mv` is refused (called only for moves not in the legal list).
    pub(super) fn explain(&self, mv: &Move, legal: &[Move]) -> String {
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

    pub(super) fn explain_step(&self, from: Square, to: Square, kind: Kind, legal: &[Move]) -> String {
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

    pub(super) fn explain_jump(&self, from: Square, landings: &[Square], kind: Kind) -> String {
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
            return "a capture needs at least one landing square".to_string();
        }
        for &land in landings {
            if cur == enemy_capital && cur != from {
                return format!(
                    "the capture ends on reaching {}; nothing may follow {cur}",
                    capital_name(side.other())
                );
            }
            match self.jump_fault(&chain, cur, land, &taken) {
                Ok(victim) => taken.push(victim),
                Err(JumpFault::Whole(msg)) => return msg,
                // Name the faulty jump only when the capture has several.
                Err(JumpFault::Leg(msg)) if landings.len() > 1 => return format!("{cur}x{land}: {msg}"),
                Err(JumpFault::Leg(msg)) => return msg,
            }
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

    /// Checks one leg `cur`x`land` of a capture (`taken`: the pieces taken
    /// by the earlier legs): the square of the piece it takes, or why not.
    fn jump_fault(&self, chain: &Chain<'_>, cur: Square, land: Square, taken: &[Square]) -> Result<Square, JumpFault> {
        let (side, kind) = (chain.side, chain.kind);
        let leg = |msg: String| Err(JumpFault::Leg(msg));
        let df = land.file as i8 - cur.file as i8;
        let dr = land.rank as i8 - cur.rank as i8;
        let dist = df.abs();
        if dist != dr.abs() || !(2..=3).contains(&dist) {
            return Err(JumpFault::Whole(format!(
                "{cur}x{land} is not a jump: a piece jumps diagonally over the square next to it (Artillery also over a piece one square away)"
            )));
        }
        let d = (df.signum(), dr.signum());
        if dist == 3 && kind != Kind::Artillery {
            return leg("only Artillery may take a piece one square away".to_string());
        }
        if !directions(side, kind).contains(&d) {
            return leg(format!("{} cannot jump {}", kind.name(), direction_name(side, d)));
        }
        if dist == 3 {
            if let Some(between) = offset(cur, d, 1) {
                if chain.cell(between).is_some() {
                    return leg(format!("a long jump needs {between} empty"));
                }
            }
        }
        let Some(victim) = offset(cur, d, dist - 1) else {
            return Err(JumpFault::Whole(format!("{cur}x{land} is not a jump")));
        };
        let (vside, vkind) = match chain.cell(victim) {
            None => return leg(format!("there is no piece to take on {victim}")),
            Some((s, _)) if s == side => return leg(format!("{victim} holds your own piece")),
            Some(p) => p,
        };
        let what = format!("the {} {} on {victim}", side_adjective(vside), vkind.name());
        if taken.contains(&victim) {
            return leg(format!("{what} has already been taken in this move"));
        }
        if chain.cell(land).is_some() {
            if taken.contains(&land) {
                return leg(format!("{land} still holds a piece taken in this move"));
            }
            return leg(format!("{land} is occupied"));
        }
        if land == capital(side) {
            return leg(format!("no piece may enter its own capital, {}", capital_name(side)));
        }
        if !self.may_take(kind, d, victim, vside) {
            if self.on_own_fort(victim, vside) {
                return leg(format!("{what} stands on its own fort; only Artillery may take it"));
            }
            return leg(format!(
                "{what} stands in front of its own fort; only a sideways jump or Artillery may take it"
            ));
        }
        if !self.may_land(side, kind, land) {
            return leg(format!("{land} is an enemy fort; only Artillery may land on it"));
        }
        Ok(victim)
    }
}

/// Why one leg of a capture is refused: a fault of the whole text (said as
/// is), or of one leg (named by its squares when the capture has several).
enum JumpFault {
    Whole(String),
    Leg(String),
}
