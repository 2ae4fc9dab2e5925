//! Why a move is refused: the diagnostics behind [`IllegalMove`] (called
//! only for moves the generator does not list).

use super::*;

fn bad_point(s: &Square) -> bool {
    !is_point(*s)
}

impl Position {
    /// Why `mv` (not in the legal list) is refused.
    pub(super) fn explain(&self, mv: &Move) -> String {
        match mv {
            Move::Place(a, b) => self.explain_place(mv, a, b),
            _ if self.turn == Turn::Setup => {
                format!("{mv}: the Officers must first be placed on two fortress points (e.g. place d6 e6)")
            }
            Move::Step { from, to } => self.explain_step(mv, from, to),
            Move::Jump { from, landings } => self.explain_jump(mv, from, landings),
        }
    }

    /// Why the Officers' placement `mv` (of `a` and `b`) is refused.
    fn explain_place(&self, mv: &Move, a: &Square, b: &Square) -> String {
        if self.turn != Turn::Setup {
            return format!(
                "{mv}: the Officers are already placed; placing happens only before the Soldiers' first move"
            );
        }
        if let Some(s) = [a, b].into_iter().find(|s| bad_point(s)) {
            return format!("{mv}: {s} is not a point of the board");
        }
        if a == b {
            return format!("{mv}: the two Officers need two different points");
        }
        if let Some(s) = [a, b].into_iter().find(|s| !in_fortress(**s)) {
            return format!("{mv}: {s} is not a fortress point (the fortress is c5-e7)");
        }
        if let Some(s) = [a, b].into_iter().find(|s| !self.board.empty(pt(**s))) {
            return format!("{mv}: {s} is not empty");
        }
        format!("{mv} is not a legal placement here")
    }

    /// Why the step `mv` from `from` to `to` is refused.
    fn explain_step(&self, mv: &Move, from: &Square, to: &Square) -> String {
        let side = self.side_to_move();
        let turn_name = Self::side_name(side);
        if let Some(s) = [from, to].into_iter().find(|s| bad_point(s)) {
            return format!("{mv}: {s} is not a point of the board");
        }
        let (f, t) = (pt(*from), pt(*to));
        let who = match self.piece_at(*from) {
            None => return format!("{mv}: there is no piece on {from}"),
            Some(s) => s,
        };
        if who != side {
            return format!(
                "{mv}: {from} holds {}, but it is the {turn_name}' turn",
                if who == Side::First { "a Soldier" } else { "an Officer" }
            );
        }
        let piece = if who == Side::First { "a Soldier" } else { "an Officer" };
        if from == to {
            return format!("{mv}: a move must leave its point");
        }
        if (f.0 - t.0).abs() > 1 || (f.1 - t.1).abs() > 1 {
            return if who == Side::Second && (f.0 - t.0).abs() <= 2 && (f.1 - t.1).abs() <= 2 {
                format!("{mv}: {piece} steps one point at a time (a capture is written {from}x{to})")
            } else {
                format!("{mv}: {piece} steps one point at a time")
            };
        }
        if !line_pt(f, t) {
            return format!("{mv}: no line joins {from} and {to}");
        }
        if !self.board.empty(t) {
            return format!("{mv}: {to} is not empty");
        }
        if who == Side::First {
            if let Err(e) = soldier_rule(&self.opts, f, t) {
                return format!("{mv}: {e}");
            }
        } else {
            let (caps, max) = self.max_captures();
            if max > 0 && !self.opts.huff {
                let ex = caps.first().map(|c| c.to_move().to_string()).unwrap_or_default();
                return format!(
                    "{mv}: capturing is compulsory; the Officers must take {max} Soldier{} (e.g. {ex})",
                    if max == 1 { "" } else { "s" }
                );
            }
        }
        format!("{mv} is not a legal move here")
    }

    /// Why the capture `mv` from `from` over `landings` is refused.
    fn explain_jump(&self, mv: &Move, from: &Square, landings: &[Square]) -> String {
        let side = self.side_to_move();
        if let Some(s) = std::iter::once(from).chain(landings.iter()).find(|s| bad_point(s)) {
            return format!("{mv}: {s} is not a point of the board");
        }
        match self.piece_at(*from) {
            None => return format!("{mv}: there is no piece on {from}"),
            Some(Side::First) => return format!("{mv}: Soldiers never capture"),
            Some(Side::Second) if side != Side::Second => return format!("{mv}: it is the Soldiers' turn"),
            _ => {}
        }
        if landings.is_empty() {
            return format!("{mv}: a capture needs at least one landing point");
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
                return format!(
                    "{mv}: {a}x{l} is not a jump: an Officer jumps over one neighbouring point to the point just beyond, in a straight line"
                );
            }
            let mid = (at.0 + df / 2, at.1 + dr / 2);
            let m = sq_of(mid);
            if !line_pt(at, mid) || !line_pt(mid, lp) {
                return format!("{mv}: {a}x{l} does not follow a straight line of the board through {m}");
            }
            if !self.board.soldier(mid) {
                return format!("{mv}: there is no Soldier on {m} to jump");
            }
            if taken.contains(&mid) {
                return format!("{mv}: the Soldier on {m} is jumped twice; each Soldier is taken once");
            }
            if !(lp == start || self.board.empty(lp)) {
                return format!("{mv}: the landing point {l} is not empty");
            }
            taken.push(mid);
            at = lp;
        }
        let (caps, max) = self.max_captures();
        if taken.len() < max {
            let ex = caps.first().map(|c| c.to_move().to_string()).unwrap_or_default();
            return format!(
                "{mv}: it takes {} Soldier{} but {max} can be taken, and the largest capture is compulsory (e.g. {ex})",
                taken.len(),
                if taken.len() == 1 { "" } else { "s" }
            );
        }
        format!("{mv} is not a legal capture here")
    }
}
