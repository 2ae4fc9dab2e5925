//! The states of the games this process decided last.

use crate::referee::GameState;
use crate::store::GameRow;

/// The states of games decided by this process, kept between messages so
/// that the next move of a game is decided without reading, opening and
/// parsing its snapshot again (`poll`, `run`).
///
/// A state is kept with the head of the log it is the state of, and used
/// only while the stored game is still at that head: the head hashes the
/// whole log, and the state is the log replayed, so any change by another
/// process or a transaction that was rolled back (which leave the store at
/// another head) makes the kept state miss, never wrong. It is kept as a
/// snapshot would load it ([`GameState::settled`]), so a decision made
/// from it is the one made from the snapshot. Blind games are not kept.
/// At most [`StateCache::CAPACITY`] games; a full cache drops one to make
/// room.
#[derive(Default)]
pub(crate) struct StateCache {
    states: std::collections::HashMap<String, ([u8; 32], GameState)>,
}

impl StateCache {
    /// About 1,000 games of L'Attaque, the largest state, hold 10 MB.
    pub(crate) const CAPACITY: usize = 1024;

    /// The kept state of `row`'s game, if it is the state at its head
    /// (taken out: it is put back once the next one is decided).
    pub(super) fn take(&mut self, row: &GameRow) -> Option<GameState> {
        let (head, st) = self.states.remove(&row.id)?;
        (st.n == row.head_n && head[..] == row.head_hash[..]).then_some(st)
    }

    /// Keep `st`, the state at log head `head`.
    pub(super) fn keep(&mut self, st: GameState, head: [u8; 32]) {
        if st.mode == "blind" || st.blind.is_some() {
            return;
        }
        if self.states.len() >= Self::CAPACITY && !self.states.contains_key(&st.id) {
            if let Some(any) = self.states.keys().next().cloned() {
                self.states.remove(&any);
            }
        }
        self.states.insert(st.id.clone(), (head, st.settled()));
    }

    pub(super) fn get(&self, game: &str) -> Option<&GameState> {
        self.states.get(game).map(|(_, st)| st)
    }
}
