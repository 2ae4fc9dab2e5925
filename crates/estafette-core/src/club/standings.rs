//! A tournament's table: points, tie-breaks and places.

use super::Game;

/// How ties on points are broken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieBreaks {
    /// Round robins: Sonneborn-Berger, then the direct encounter.
    SonnebornBergerThenDirect,
    /// Swiss: Buchholz.
    Buchholz,
}

/// One line of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub entrant: usize,
    /// 1 for a win or a bye, ½ for a draw.
    pub points: f64,
    /// The tie-breaks in the order they apply.
    pub tie_breaks: Vec<f64>,
    /// Shared by entrants equal on points and every tie-break.
    pub place: usize,
}

/// The table of `entrants` after the finished `games` and the `byes`
/// given, best first; equal entrants share a place and stay in seed order.
///
/// Sonneborn-Berger adds the points of each opponent beaten and half the
/// points of each opponent drawn. The direct encounter counts the points an
/// entrant made against the others equal with them on points and
/// Sonneborn-Berger. Buchholz adds the points of every opponent met (a bye
/// adds nothing).
pub fn standings(entrants: usize, games: &[Game], byes: &[usize], ties: TieBreaks) -> Vec<Standing> {
    let points: Vec<f64> = (0..entrants)
        .map(|e| {
            let played: f64 = games.iter().filter_map(|g| g.points_of(e)).sum();
            played + byes.iter().filter(|&&b| b == e).count() as f64
        })
        .collect();
    let finished = || games.iter().filter(|g| g.outcome.is_some());
    let mut table: Vec<Standing> = (0..entrants)
        .map(|e| {
            let mine = finished().filter_map(|g| Some((g.points_of(e)?, g.opponent_of(e)?)));
            let tie_breaks = match ties {
                TieBreaks::SonnebornBergerThenDirect => {
                    vec![mine.map(|(p, o)| p * points[o]).sum()]
                }
                TieBreaks::Buchholz => vec![mine.map(|(_, o)| points[o]).sum()],
            };
            Standing {
                entrant: e,
                points: points[e],
                tie_breaks,
                place: 0,
            }
        })
        .collect();
    if ties == TieBreaks::SonnebornBergerThenDirect {
        let snapshot = table.clone();
        for line in &mut table {
            let equal = |s: &&Standing| s.points == line.points && s.tie_breaks == line.tie_breaks;
            let group: Vec<usize> = snapshot.iter().filter(equal).map(|s| s.entrant).collect();
            let direct = finished()
                .filter(|g| group.contains(&g.first) && group.contains(&g.second))
                .filter_map(|g| g.points_of(line.entrant))
                .sum();
            line.tie_breaks.push(direct);
        }
    }
    let key = |s: &Standing| (s.points, s.tie_breaks.clone());
    table.sort_by(|a, b| {
        let (pa, ta) = key(a);
        let (pb, tb) = key(b);
        pb.total_cmp(&pa)
            .then_with(|| {
                tb.iter()
                    .zip(&ta)
                    .map(|(x, y)| x.total_cmp(y))
                    .find(|o| o.is_ne())
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .then(a.entrant.cmp(&b.entrant))
    });
    for at in 0..table.len() {
        table[at].place = if at > 0 && key(&table[at]) == key(&table[at - 1]) {
            table[at - 1].place
        } else {
            at + 1
        };
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club::Outcome::{self, Draw, FirstWins, SecondWins};

    fn game(first: usize, second: usize, outcome: Outcome) -> Game {
        Game {
            first,
            second,
            outcome: Some(outcome),
        }
    }

    /// Four players, everyone met once, worked by hand.
    #[test]
    fn sonneborn_berger_splits_equal_points_and_the_direct_encounter_what_is_left() {
        // 0 and 1 both end on 2 points; 0 beat 1.
        let games = [
            game(0, 1, FirstWins),
            game(2, 3, Draw),
            game(3, 0, FirstWins), // 3 beats 0
            game(1, 2, FirstWins),
            game(0, 2, FirstWins),
            game(3, 1, SecondWins),
        ];
        let table = standings(4, &games, &[], TieBreaks::SonnebornBergerThenDirect);
        let points: Vec<(usize, f64)> = table.iter().map(|s| (s.entrant, s.points)).collect();
        // 0: W1 L3 W2 = 2; 1: L0 W2 W3 = 2; 2: D3 L1 L0 = 0.5; 3: D2 W0 L1 = 1.5.
        assert_eq!(points, vec![(0, 2.0), (1, 2.0), (3, 1.5), (2, 0.5)]);
        // SB: 0 beat 1 (2) and 2 (0.5) = 2.5; 1 beat 2 (0.5) and 3 (1.5) = 2.0.
        assert_eq!(table[0].tie_breaks[0], 2.5);
        assert_eq!(table[1].tie_breaks[0], 2.0);
        assert_eq!((table[0].place, table[1].place), (1, 2));
    }

    #[test]
    fn the_direct_encounter_decides_when_sonneborn_berger_is_equal() {
        // A cycle of three: 0 beats 1, 1 beats 2, 2 beats 0; and 2-1 again is
        // absent, so only the direct game between the two tied decides.
        let games = [game(0, 1, FirstWins), game(1, 2, FirstWins), game(2, 0, FirstWins)];
        let table = standings(3, &games, &[], TieBreaks::SonnebornBergerThenDirect);
        // All on 1 point with SB 1: the direct encounter among the three is 1 each.
        assert!(table.iter().all(|s| s.points == 1.0 && s.tie_breaks == vec![1.0, 1.0]));
        assert!(table.iter().all(|s| s.place == 1), "{table:?}");
        // 0 and 1 end on 1½ with Sonneborn-Berger 1¾ each; 0 beat 1.
        let games = [
            game(0, 1, FirstWins),
            game(0, 2, SecondWins),
            game(0, 3, Draw),
            game(1, 2, Draw),
            game(1, 3, FirstWins),
            game(2, 3, FirstWins),
        ];
        let table = standings(4, &games, &[], TieBreaks::SonnebornBergerThenDirect);
        let order: Vec<(usize, usize)> = table.iter().map(|s| (s.entrant, s.place)).collect();
        assert_eq!(order, vec![(2, 1), (0, 2), (1, 3), (3, 4)]);
        assert_eq!(table[1].tie_breaks, vec![1.75, 1.0]);
        assert_eq!(table[2].tie_breaks, vec![1.75, 0.0]);
    }

    #[test]
    fn buchholz_adds_the_opponents_points_and_a_bye_counts_a_point() {
        let games = [game(0, 1, FirstWins), game(2, 0, Draw), game(1, 2, FirstWins)];
        let table = standings(4, &games, &[3], TieBreaks::Buchholz);
        let by: Vec<(usize, f64, f64)> = table.iter().map(|s| (s.entrant, s.points, s.tie_breaks[0])).collect();
        // points: 0 = 1.5, 1 = 1, 2 = 0.5, 3 = 1 (bye). Buchholz 1 = 0's 1.5 + 2's 0.5; 3 met nobody.
        assert_eq!(by, vec![(0, 1.5, 1.5), (1, 1.0, 2.0), (3, 1.0, 0.0), (2, 0.5, 2.5)]);
    }

    #[test]
    fn unfinished_games_count_for_nothing() {
        let games = [Game {
            first: 0,
            second: 1,
            outcome: None,
        }];
        let table = standings(2, &games, &[], TieBreaks::Buchholz);
        assert!(table.iter().all(|s| s.points == 0.0 && s.place == 1));
    }
}
