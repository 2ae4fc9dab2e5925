//! The repetition history of a position read from text: it must be one a
//! game can make. Every entry leads to the next (the last to the current
//! board) by one legal move that keeps the history (a Soldier's move inside
//! the fortress, or an Officer's step that makes no huff), no entry is a
//! position where the game was already over, and no entry is the third
//! occurrence of a position (the game would have been drawn there). The
//! placement is ply 1 and clears the history, so at ply P at most P - 1
//! earlier positions are kept.

use std::collections::HashMap;

use super::bad_position::{BadPosition, History};
use super::position::{Board, Position, Turn};
use crate::games::ParseError;

fn other(turn: Turn) -> Turn {
    match turn {
        Turn::Soldiers => Turn::Officers,
        Turn::Officers | Turn::Setup => Turn::Soldiers,
    }
}

fn cannot(why: History) -> ParseError {
    BadPosition::History(why).into()
}

impl Position {
    /// Refuses a history no game can make (see the module docs).
    pub(super) fn check_history(&self) -> Result<(), ParseError> {
        let n = self.history.len();
        if n == 0 {
            return Ok(());
        }
        if n as u64 >= u64::from(self.ply) {
            return Err(cannot(History::TooLong { kept: n, ply: self.ply }));
        }
        let mut seen: HashMap<(Board, Turn), u32> = HashMap::new();
        for (i, &board) in self.history.iter().enumerate() {
            let turn = if (n - i) % 2 == 1 { other(self.turn) } else { self.turn };
            let count = seen.entry((board, turn)).or_insert(0);
            if *count >= 2 {
                return Err(cannot(History::Third { entry: i + 1 }));
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
                return Err(cannot(History::Over {
                    entry: i + 1,
                    end: o.reason().clone(),
                }));
            }
            let next = self.history.get(i + 1).copied().unwrap_or(self.board);
            let leads = at.generate().iter().any(|m| {
                let (after, _) = at.apply(m);
                after.board == next && !after.history.is_empty()
            });
            if !leads {
                return Err(cannot(History::NoMove {
                    entry: i + 1,
                    next: (i + 1 < n).then_some(i + 2),
                }));
            }
        }
        Ok(())
    }
}
