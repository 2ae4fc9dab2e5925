//! The repetition history of a position read from text: it must be one a
//! game can make. Every entry leads to the next (the last to the current
//! board) by one legal move that keeps the history (a Soldier's move inside
//! the fortress, or an Officer's step that makes no huff), no entry is a
//! position where the game was already over, and no entry is the third
//! occurrence of a position (the game would have been drawn there). The
//! placement is ply 1 and clears the history, so at ply P at most P - 1
//! earlier positions are kept.

use std::collections::HashMap;

use super::{Board, Position, Turn};
use crate::games::ParseError;

fn other(turn: Turn) -> Turn {
    match turn {
        Turn::Soldiers => Turn::Officers,
        Turn::Officers | Turn::Setup => Turn::Soldiers,
    }
}

fn cannot(why: String) -> ParseError {
    ParseError::new(format!("the repetition history cannot arise in play: {why}"))
}

impl Position {
    /// Refuses a history no game can make (see the module docs).
    pub(super) fn check_history(&self) -> Result<(), ParseError> {
        let n = self.history.len();
        if n == 0 {
            return Ok(());
        }
        if n as u64 >= u64::from(self.ply) {
            return Err(cannot(format!(
                "it keeps {n} earlier positions at ply {}, and the placement (ply 1) clears it, so at most {} \
                 can be kept",
                self.ply,
                self.ply.saturating_sub(1)
            )));
        }
        let mut seen: HashMap<(Board, Turn), u32> = HashMap::new();
        for (i, &board) in self.history.iter().enumerate() {
            let turn = if (n - i) % 2 == 1 { other(self.turn) } else { self.turn };
            let count = seen.entry((board, turn)).or_insert(0);
            if *count >= 2 {
                return Err(cannot(format!(
                    "entry {} is the third occurrence of its position, so the game was drawn there",
                    i + 1
                )));
            }
            *count += 1;
            let at = Position {
                opts: self.opts.clone(),
                board,
                turn,
                ply: 0,
                history: Vec::new(),
            };
            if let Some(o) = at.quick_outcome() {
                let reason = o.reason().english_with(Position::side_name);
                return Err(cannot(format!("the game was over at entry {} ({reason})", i + 1)));
            }
            let next = self.history.get(i + 1).copied().unwrap_or(self.board);
            let leads = at.generate().iter().any(|m| {
                let (after, _) = at.apply(m);
                after.board == next && !after.history.is_empty()
            });
            if !leads {
                let what = if i + 1 < n {
                    format!("entry {}", i + 2)
                } else {
                    "the current board".to_string()
                };
                return Err(cannot(format!(
                    "no move that keeps the history (a Soldier's move inside the fortress, or an Officer's step \
                     that makes no huff) leads from entry {} to {what}",
                    i + 1
                )));
            }
        }
        Ok(())
    }
}
