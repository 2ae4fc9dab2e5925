//! A rating list from the games played: Glicko-2 over rating periods of a
//! fixed length, as the paper runs it. Every player's rating is a function
//! of the finished rated games alone, so anyone holding the results can
//! compute the list again.

use super::glicko::{rate, PeriodGame, Rating, TAU};
use std::collections::BTreeMap;

/// A week, the default rating period.
pub const WEEK: i64 = 7 * 86_400;
/// Periods begin on a Monday at 00:00 UTC (1970-01-05 was one).
pub const MONDAY: i64 = 4 * 86_400;

/// A finished rated game: its two players (any ids), the points the first
/// scored (1, ½ or 0) and when it ended (seconds since the epoch).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Played {
    pub first: i64,
    pub second: i64,
    pub score: f64,
    pub at: i64,
}

/// A player's line of the list: the rating and the rated games counted.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rated {
    pub rating: Rating,
    pub games: usize,
}

/// Every player's rating at `now`, after the games `played`, in periods of
/// `period` seconds beginning at [`MONDAY`]. A player enters at
/// [`Rating::NEW`] in the period of their first game; in each period that
/// has ended, those who played are rated on their period's games against
/// their opponents' ratings at its start, and the others' deviation grows.
/// The period holding `now` counts as if it ended now, so a game changes
/// the list the moment it ends; its figures settle when the period does.
pub fn ratings(played: &[Played], period: i64, now: i64) -> BTreeMap<i64, Rated> {
    let period = period.max(1);
    let index = |at: i64| (at - MONDAY).div_euclid(period);
    let mut list: BTreeMap<i64, Rated> = BTreeMap::new();
    let Some(first) = played.iter().map(|p| index(p.at)).min() else {
        return list;
    };
    for i in first..=index(now).max(first) {
        let games: Vec<&Played> = played.iter().filter(|p| index(p.at) == i).collect();
        for g in &games {
            for id in [g.first, g.second] {
                list.entry(id).or_insert(Rated {
                    rating: Rating::NEW,
                    games: 0,
                });
            }
        }
        let before = list.clone();
        for (id, line) in list.iter_mut() {
            let mine: Vec<PeriodGame> = games
                .iter()
                .filter_map(|g| {
                    let (opponent, score) = if g.first == *id {
                        (g.second, g.score)
                    } else if g.second == *id {
                        (g.first, 1.0 - g.score)
                    } else {
                        return None;
                    };
                    Some(PeriodGame {
                        opponent: before[&opponent].rating,
                        score,
                    })
                })
                .collect();
            line.games += mine.len();
            let mut next = rate(line.rating, &mine, TAU);
            next.deviation = next.deviation.min(Rating::NEW.deviation);
            line.rating = next;
        }
    }
    list
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 86_400;

    fn game(first: i64, second: i64, score: f64, at: i64) -> Played {
        Played {
            first,
            second,
            score,
            at,
        }
    }

    #[test]
    fn no_games_no_list() {
        assert!(ratings(&[], WEEK, 100 * DAY).is_empty());
    }

    #[test]
    fn a_win_moves_both_players_the_same_amount_in_the_period_it_ends() {
        let at = MONDAY + 10 * WEEK + DAY;
        let list = ratings(&[game(1, 2, 1.0, at)], WEEK, at + 60);
        let (a, b) = (list[&1], list[&2]);
        assert!(a.rating.rating > 1500.0 && b.rating.rating < 1500.0);
        assert!((a.rating.rating - 1500.0 + b.rating.rating - 1500.0).abs() < 1e-6);
        assert_eq!((a.games, b.games), (1, 1));
    }

    #[test]
    fn games_of_one_period_are_rated_against_its_starting_ratings() {
        // In one period, the order of the games does not matter.
        let monday = MONDAY + 3 * WEEK;
        let one = [game(1, 2, 1.0, monday + DAY), game(2, 3, 0.5, monday + 2 * DAY)];
        let other = [game(2, 3, 0.5, monday + DAY), game(1, 2, 1.0, monday + 2 * DAY)];
        assert_eq!(
            ratings(&one, WEEK, monday + 6 * DAY),
            ratings(&other, WEEK, monday + 6 * DAY)
        );
        // In two periods it does: the second game meets the first's ratings.
        let split = [game(1, 2, 1.0, monday + DAY), game(2, 3, 0.5, monday + WEEK + DAY)];
        assert_ne!(
            ratings(&one, WEEK, monday + 13 * DAY)[&3],
            ratings(&split, WEEK, monday + 13 * DAY)[&3]
        );
    }

    #[test]
    fn idle_periods_widen_the_deviation_up_to_a_new_players() {
        let at = MONDAY + DAY;
        let after_game = ratings(&[game(1, 2, 0.5, at)], WEEK, at);
        let later = ratings(&[game(1, 2, 0.5, at)], WEEK, at + 10 * WEEK);
        assert!(later[&1].rating.deviation > after_game[&1].rating.deviation);
        assert_eq!(later[&1].rating.rating, after_game[&1].rating.rating);
        let much_later = ratings(&[game(1, 2, 0.5, at)], WEEK, at + 5000 * WEEK);
        assert_eq!(much_later[&1].rating.deviation, Rating::NEW.deviation);
    }
}
