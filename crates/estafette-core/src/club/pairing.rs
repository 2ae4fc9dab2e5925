//! Who plays whom, and with which side: round robins by the Berger tables,
//! Swiss rounds by score groups.

use std::collections::HashSet;

use super::Game;

/// A pairing: the entrant with the first side, then the other.
pub type Pair = (usize, usize);

/// The rounds of a round robin of `entrants` players by the Berger tables
/// (FIDE Handbook, C.05 annex 1): entrant `n - 1` (the last seed, or the
/// bye when the number is odd) stays in place while the others turn by
/// `n / 2` places a round. When the number is odd, the pairing with the
/// missing player is left out: that entrant sits the round out. A double
/// round robin plays the same rounds again with the sides exchanged.
pub fn round_robin(entrants: usize, double: bool) -> Vec<Vec<Pair>> {
    let n = entrants + entrants % 2;
    if n < 2 {
        return Vec::new();
    }
    let fixed = n - 1;
    let mut rounds = Vec::with_capacity(n - 1);
    let mut start = 0;
    for round in 0..n - 1 {
        let line: Vec<usize> = (0..n - 1).map(|i| (start + i) % (n - 1)).collect();
        let mut pairs = Vec::with_capacity(n / 2);
        pairs.push(if round % 2 == 0 {
            (line[0], fixed)
        } else {
            (fixed, line[0])
        });
        for i in 1..n / 2 {
            pairs.push((line[i], line[n - 1 - i]));
        }
        pairs.retain(|&(a, b)| a < entrants && b < entrants);
        rounds.push(pairs);
        start = (start + n / 2) % (n - 1);
    }
    if double {
        let again: Vec<Vec<Pair>> = rounds
            .iter()
            .map(|pairs| pairs.iter().map(|&(a, b)| (b, a)).collect())
            .collect();
        rounds.extend(again);
    }
    rounds
}

/// A Swiss round: the pairs, and the entrant who has the bye (a point,
/// no game) when the number of entrants is odd.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissRound {
    pub pairs: Vec<Pair>,
    pub bye: Option<usize>,
}

/// How many tries the search for a pairing without rematches makes before
/// it gives up and allows them (a small tournament can run out).
const SEARCH_BUDGET: usize = 200_000;

/// The next round of a Swiss tournament of `entrants` players, after the
/// `games` of earlier rounds and the `byes` given so far.
///
/// Entrants are ranked by points, then by seed. The bye goes to the
/// lowest-ranked entrant who has not had one. The others are paired from
/// the top: each with an opponent of their own score group where one is
/// left (the top half of a group meets its bottom half), else of the
/// nearest lower group, never twice the same opponent while that can be
/// avoided. The entrant who has had the first side fewer times gets it,
/// then the one who had the second side last, then the higher-ranked.
pub fn swiss_round(entrants: usize, games: &[Game], byes: &[usize]) -> SwissRound {
    let points = |e: usize| {
        let played: f64 = games.iter().filter_map(|g| g.points_of(e)).sum();
        played + byes.iter().filter(|&&b| b == e).count() as f64
    };
    let mut ranked: Vec<usize> = (0..entrants).collect();
    ranked.sort_by(|&a, &b| points(b).total_cmp(&points(a)).then(a.cmp(&b)));
    let bye = (entrants % 2 == 1).then(|| {
        let at = ranked
            .iter()
            .rposition(|e| !byes.contains(e))
            .unwrap_or(ranked.len() - 1);
        ranked.remove(at)
    });
    let met: HashSet<(usize, usize)> = games
        .iter()
        .flat_map(|g| [(g.first, g.second), (g.second, g.first)])
        .collect();
    let score: Vec<f64> = (0..entrants).map(points).collect();
    let (mut budget, mut unlimited) = (SEARCH_BUDGET, usize::MAX);
    let pairs = match_up(&ranked, &score, &|a, b| !met.contains(&(a, b)), &mut budget)
        .or_else(|| match_up(&ranked, &score, &|_, _| true, &mut unlimited))
        .unwrap_or_default();
    let pairs = pairs.into_iter().map(|(a, b)| sides(a, b, games)).collect();
    SwissRound { pairs, bye }
}

/// Pairs `rest` (in rank order) so that every pair is `allowed`, by a
/// depth-first search that tries each entrant's preferred opponents first.
fn match_up(
    rest: &[usize],
    score: &[f64],
    allowed: &dyn Fn(usize, usize) -> bool,
    budget: &mut usize,
) -> Option<Vec<Pair>> {
    let Some((&top, others)) = rest.split_first() else {
        return Some(Vec::new());
    };
    for at in preference(top, others, score) {
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        let opponent = others[at];
        if !allowed(top, opponent) {
            continue;
        }
        let left: Vec<usize> = others.iter().copied().filter(|&e| e != opponent).collect();
        if let Some(mut pairs) = match_up(&left, score, allowed, budget) {
            pairs.insert(0, (top, opponent));
            return Some(pairs);
        }
    }
    None
}

/// The order in which `top` would rather meet `others` (positions in
/// `others`): its score group from the middle down, then back up, then
/// the lower groups in rank order.
fn preference(top: usize, others: &[usize], score: &[f64]) -> Vec<usize> {
    let group = others.iter().take_while(|&&e| score[e] == score[top]).count();
    let middle = group.div_ceil(2).saturating_sub(1).min(group);
    let mut order: Vec<usize> = (middle..group).collect();
    order.extend((0..middle).rev());
    order.extend(group..others.len());
    order
}

/// Who of `a` (ranked higher) and `b` takes the first side.
fn sides(a: usize, b: usize, games: &[Game]) -> Pair {
    let balance = |e: usize| -> i64 {
        games
            .iter()
            .map(|g| i64::from(g.first == e) - i64::from(g.second == e))
            .sum()
    };
    let last_first = |e: usize| {
        games
            .iter()
            .rev()
            .find(|g| g.first == e || g.second == e)
            .map(|g| g.first == e)
    };
    match balance(a).cmp(&balance(b)) {
        std::cmp::Ordering::Less => (a, b),
        std::cmp::Ordering::Greater => (b, a),
        std::cmp::Ordering::Equal => match (last_first(a), last_first(b)) {
            (Some(true), Some(false)) => (b, a),
            _ => (a, b),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club::Outcome;

    /// The Berger table for six players as FIDE prints it (seeds from 1).
    #[test]
    fn six_players_follow_fides_berger_table() {
        let fide = [
            [(1, 6), (2, 5), (3, 4)],
            [(6, 4), (5, 3), (1, 2)],
            [(2, 6), (3, 1), (4, 5)],
            [(6, 5), (1, 4), (2, 3)],
            [(3, 6), (4, 2), (5, 1)],
        ];
        let rounds = round_robin(6, false);
        let seeds: Vec<Vec<Pair>> = rounds
            .iter()
            .map(|r| r.iter().map(|&(a, b)| (a + 1, b + 1)).collect())
            .collect();
        assert_eq!(seeds, fide.map(|r| r.to_vec()).to_vec());
    }

    #[test]
    fn four_players_follow_fides_berger_table() {
        let rounds = round_robin(4, false);
        assert_eq!(
            rounds,
            vec![vec![(0, 3), (1, 2)], vec![(3, 2), (0, 1)], vec![(1, 3), (2, 0)]]
        );
    }

    #[test]
    fn every_pair_meets_once_and_a_double_round_robin_twice_with_sides_exchanged() {
        for n in 2..=11 {
            let rounds = round_robin(n, true);
            let mut met = std::collections::HashMap::new();
            for round in &rounds {
                let mut seen = HashSet::new();
                for &(a, b) in round {
                    assert!(seen.insert(a) && seen.insert(b), "{n}: twice in a round");
                    *met.entry((a, b)).or_insert(0) += 1;
                }
                assert_eq!(seen.len(), n - n % 2, "{n}: one sits out only when odd");
            }
            for a in 0..n {
                for b in 0..n {
                    if a != b {
                        assert_eq!(met.get(&(a, b)), Some(&1), "{n}: {a} first against {b}");
                    }
                }
            }
            assert_eq!(rounds.len(), 2 * (n - 1 + n % 2));
        }
    }

    fn play(round: &SwissRound, winner_is_higher: bool) -> Vec<Game> {
        round
            .pairs
            .iter()
            .map(|&(first, second)| Game {
                first,
                second,
                outcome: Some(if (first < second) == winner_is_higher {
                    Outcome::FirstWins
                } else {
                    Outcome::SecondWins
                }),
            })
            .collect()
    }

    #[test]
    fn a_swiss_first_round_meets_the_top_half_with_the_bottom_half() {
        let round = swiss_round(8, &[], &[]);
        assert_eq!(round.bye, None);
        let mut pairs: Vec<Pair> = round.pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        pairs.sort();
        assert_eq!(pairs, vec![(0, 4), (1, 5), (2, 6), (3, 7)]);
    }

    #[test]
    fn a_swiss_pairs_score_groups_gives_byes_once_and_never_repeats_a_game() {
        let entrants = 7;
        let (mut games, mut byes) = (Vec::new(), Vec::new());
        for round in 0..5 {
            let next = swiss_round(entrants, &games, &byes);
            let bye = next.bye.expect("an odd field has a bye");
            assert!(!byes.contains(&bye), "round {round}: a second bye for {bye}");
            byes.push(bye);
            for &(a, b) in &next.pairs {
                let again = games.iter().any(|g: &Game| g.opponent_of(a) == Some(b));
                assert!(!again, "round {round}: {a} meets {b} again");
            }
            assert_eq!(next.pairs.len(), 3);
            games.extend(play(&next, true));
        }
        for e in 0..entrants {
            let balance: i64 = games
                .iter()
                .map(|g| i64::from(g.first == e) - i64::from(g.second == e))
                .sum();
            assert!(balance.abs() <= 2, "{e} has a side balance of {balance}");
        }
    }

    #[test]
    fn the_leaders_meet_in_the_second_round() {
        let first = swiss_round(4, &[], &[]);
        let games = play(&first, true);
        let second = swiss_round(4, &games, &[]);
        let winners: HashSet<usize> = games.iter().map(|g| g.first.min(g.second)).collect();
        let leaders = second.pairs.iter().find(|(a, _)| winners.contains(a)).unwrap();
        assert!(
            winners.contains(&leaders.0) && winners.contains(&leaders.1),
            "{second:?}"
        );
    }

    #[test]
    fn when_every_opponent_was_met_a_rematch_is_allowed_rather_than_no_round() {
        let rounds: Vec<Game> = round_robin(2, false)[0]
            .iter()
            .map(|&(first, second)| Game {
                first,
                second,
                outcome: Some(Outcome::Draw),
            })
            .collect();
        let again = swiss_round(2, &rounds, &[]);
        assert_eq!(again.pairs.len(), 1);
        assert_eq!(again.pairs[0], (1, 0), "the side comes back to the other player");
    }
}
