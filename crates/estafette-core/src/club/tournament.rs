//! A tournament as the referee runs it: its format, its entrants, the
//! rounds played so far, and what comes next.

use super::pairing::{round_robin, swiss_round};
use super::standings::{standings, Standing, TieBreaks};
use super::{Game, Outcome};

/// How a tournament pairs its entrants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Everyone meets everyone, once or (`double`) twice with the sides
    /// exchanged.
    RoundRobin { double: bool },
    /// `rounds` rounds paired by score.
    Swiss { rounds: usize },
}

/// One round: its games (a forfeit is a game whose outcome was set
/// without play) and the entrant who sat it out with a point.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Round {
    pub games: Vec<Game>,
    pub bye: Option<usize>,
}

/// A tournament's state, as the shell keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    pub format: Format,
    pub entrants: usize,
    /// Entrants who withdrew (or were withdrawn): they are paired no more,
    /// and in a round robin their remaining games are lost by forfeit.
    pub withdrawn: Vec<usize>,
    pub rounds: Vec<Round>,
}

impl Tournament {
    /// How many rounds the tournament has.
    pub fn round_count(&self) -> usize {
        match self.format {
            Format::RoundRobin { double } => round_robin(self.entrants, double).len(),
            Format::Swiss { rounds } => rounds,
        }
    }

    /// Whether every game of the rounds made so far has ended.
    pub fn rounds_finished(&self) -> bool {
        self.rounds.iter().all(|r| r.games.iter().all(|g| g.outcome.is_some()))
    }

    /// Whether the last round has been made and has ended.
    pub fn is_over(&self) -> bool {
        self.rounds.len() >= self.round_count() && self.rounds_finished()
    }

    /// The next round, once the rounds before it have ended: the games to
    /// start (no outcome yet), the forfeits of withdrawn entrants (outcome
    /// set), and the bye. `None` while a game is running or when the
    /// tournament is over.
    pub fn next_round(&self) -> Option<Round> {
        if !self.rounds_finished() || self.rounds.len() >= self.round_count() {
            return None;
        }
        let mut round = match self.format {
            Format::RoundRobin { double } => {
                let pairs = &round_robin(self.entrants, double)[self.rounds.len()];
                let playing: Vec<usize> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
                Round {
                    games: pairs.iter().map(|&(first, second)| self.game(first, second)).collect(),
                    bye: (0..self.entrants).find(|e| !playing.contains(e)),
                }
            }
            Format::Swiss { .. } => self.swiss(),
        };
        if round.bye.is_some_and(|e| self.withdrawn.contains(&e)) {
            round.bye = None;
        }
        Some(round)
    }

    /// A Swiss round among the entrants still in.
    fn swiss(&self) -> Round {
        let still: Vec<usize> = (0..self.entrants).filter(|e| !self.withdrawn.contains(e)).collect();
        let index = |e: usize| still.iter().position(|&s| s == e);
        let games: Vec<Game> = self
            .played()
            .filter_map(|g| {
                Some(Game {
                    first: index(g.first)?,
                    second: index(g.second)?,
                    outcome: g.outcome,
                })
            })
            .collect();
        let byes: Vec<usize> = self.rounds.iter().filter_map(|r| r.bye.and_then(index)).collect();
        let next = swiss_round(still.len(), &games, &byes);
        Round {
            games: next
                .pairs
                .iter()
                .map(|&(a, b)| Game {
                    first: still[a],
                    second: still[b],
                    outcome: None,
                })
                .collect(),
            bye: next.bye.map(|b| still[b]),
        }
    }

    /// A game of the next round: to be played, or lost by forfeit by a
    /// withdrawn entrant (when both withdrew, it is recorded as a draw).
    fn game(&self, first: usize, second: usize) -> Game {
        let out = |e| self.withdrawn.contains(&e);
        let outcome = match (out(first), out(second)) {
            (false, false) => None,
            (true, false) => Some(Outcome::SecondWins),
            (false, true) => Some(Outcome::FirstWins),
            (true, true) => Some(Outcome::Draw),
        };
        Game { first, second, outcome }
    }

    fn played(&self) -> impl Iterator<Item = &Game> {
        self.rounds.iter().flat_map(|r| &r.games)
    }

    /// The table so far, with the format's tie-breaks.
    pub fn standings(&self) -> Vec<Standing> {
        let games: Vec<Game> = self.played().copied().collect();
        let byes: Vec<usize> = self.rounds.iter().filter_map(|r| r.bye).collect();
        let ties = match self.format {
            Format::RoundRobin { .. } => TieBreaks::SonnebornBergerThenDirect,
            Format::Swiss { .. } => TieBreaks::Buchholz,
        };
        standings(self.entrants, &games, &byes, ties)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new(format: Format, entrants: usize) -> Tournament {
        Tournament {
            format,
            entrants,
            withdrawn: Vec::new(),
            rounds: Vec::new(),
        }
    }

    /// Plays `round`: the lower seed wins every game still open.
    fn finish(mut round: Round) -> Round {
        for g in &mut round.games {
            g.outcome.get_or_insert(if g.first < g.second {
                Outcome::FirstWins
            } else {
                Outcome::SecondWins
            });
        }
        round
    }

    #[test]
    fn a_round_robin_of_four_runs_three_rounds_and_the_first_seed_wins_it() {
        let mut t = new(Format::RoundRobin { double: false }, 4);
        assert_eq!(t.round_count(), 3);
        while let Some(round) = t.next_round() {
            assert_eq!(round.games.len(), 2);
            assert_eq!(t.next_round(), Some(round.clone()), "the same round until it is played");
            t.rounds.push(round.clone());
            assert_eq!(t.next_round(), None, "no round while one is running");
            t.rounds.pop();
            t.rounds.push(finish(round));
        }
        assert!(t.is_over());
        let table: Vec<(usize, f64)> = t.standings().iter().map(|s| (s.entrant, s.points)).collect();
        assert_eq!(table, vec![(0, 3.0), (1, 2.0), (2, 1.0), (3, 0.0)]);
    }

    #[test]
    fn an_odd_round_robin_gives_each_entrant_one_round_out() {
        let mut t = new(Format::RoundRobin { double: true }, 5);
        let mut out = Vec::new();
        while let Some(round) = t.next_round() {
            out.push(round.bye.expect("one sits out"));
            t.rounds.push(finish(round));
        }
        assert_eq!(out.len(), 10);
        for e in 0..5 {
            assert_eq!(out.iter().filter(|&&b| b == e).count(), 2, "{e}: {out:?}");
        }
    }

    #[test]
    fn a_withdrawn_entrant_loses_the_rest_of_a_round_robin_by_forfeit() {
        let mut t = new(Format::RoundRobin { double: false }, 4);
        let first = t.next_round().unwrap();
        t.rounds.push(finish(first));
        t.withdrawn.push(0);
        let second = t.next_round().unwrap();
        let forfeit = second.games.iter().find(|g| g.first == 0 || g.second == 0).unwrap();
        assert_eq!(forfeit.points_of(0), Some(0.0), "{second:?}");
        assert!(
            second.games.iter().any(|g| g.outcome.is_none()),
            "the others still play"
        );
    }

    #[test]
    fn a_swiss_leaves_a_withdrawn_entrant_unpaired_and_ends_after_its_rounds() {
        let mut t = new(Format::Swiss { rounds: 3 }, 6);
        let first = t.next_round().unwrap();
        assert_eq!((first.games.len(), first.bye), (3, None));
        t.rounds.push(finish(first));
        t.withdrawn.push(5);
        let second = t.next_round().unwrap();
        assert_eq!(second.games.len(), 2);
        let bye = second.bye.expect("five left: one bye");
        assert_ne!(bye, 5);
        assert!(second.games.iter().all(|g| g.first != 5 && g.second != 5));
        t.rounds.push(finish(second));
        t.rounds.push(finish(t.next_round().unwrap()));
        assert!(t.is_over());
        assert_eq!(t.next_round(), None);
        let table = t.standings();
        assert!(table.iter().find(|s| s.entrant == bye).unwrap().points >= 1.0);
    }
}
