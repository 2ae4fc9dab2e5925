//! The club around the games: pure parts of tournaments and ratings.
//!
//! - [`glicko`]: Glicko-2 ratings, one rating period at a time, as
//!   Glickman's paper "Example of the Glicko-2 system" defines them;
//! - [`pairing`]: who plays whom: round robins by the Berger tables and
//!   Swiss rounds by score groups;
//! - [`ratings`]: a rating list computed from the finished rated games,
//!   period by period;
//! - [`standings`]: scores and tie-breaks (Sonneborn-Berger and direct
//!   encounter for round robins, Buchholz for Swiss);
//! - [`tournament`]: a tournament's rounds, what comes next, withdrawals.
//!
//! Entrants are numbered from 0 in their tournament's order (their seed);
//! nothing here knows names, addresses or the clock.

pub mod glicko;
pub mod pairing;
pub mod ratings;
pub mod standings;
pub mod tournament;

/// How a finished game between two entrants ended, seen from its first
/// side (the side that moves first, "white" in a crosstable).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    FirstWins,
    SecondWins,
    Draw,
}

/// A game of a tournament: its two entrants and, once it is over, how it
/// ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Game {
    pub first: usize,
    pub second: usize,
    pub outcome: Option<Outcome>,
}

impl Game {
    /// The points `entrant` scored in this game (1, ½ or 0), or `None` when
    /// the game is not over or `entrant` did not play in it.
    pub fn points_of(&self, entrant: usize) -> Option<f64> {
        let (mine, theirs) = match self.outcome? {
            Outcome::FirstWins => (1.0, 0.0),
            Outcome::SecondWins => (0.0, 1.0),
            Outcome::Draw => (0.5, 0.5),
        };
        if entrant == self.first {
            Some(mine)
        } else if entrant == self.second {
            Some(theirs)
        } else {
            None
        }
    }

    /// The entrant `entrant` played against in this game.
    pub fn opponent_of(&self, entrant: usize) -> Option<usize> {
        if entrant == self.first {
            Some(self.second)
        } else if entrant == self.second {
            Some(self.first)
        } else {
            None
        }
    }
}
