//! Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system",
//! 2013): a rating, its deviation and a volatility per player, updated once
//! per rating period from all the games the player finished in it.

use std::f64::consts::PI;

/// The Glicko scale's factor between the Glicko and Glicko-2 scales.
const SCALE: f64 = 173.7178;
/// Where the volatility iteration stops (the paper's ε).
const CONVERGENCE: f64 = 0.000_001;

/// A player's rating on the Glicko scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Rating {
    /// A new player's rating: 1500, deviation 350, volatility 0.06.
    pub const NEW: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };
}

/// The system constant τ, which limits how fast the volatility changes
/// (the paper suggests 0.3 to 1.2).
pub const TAU: f64 = 0.5;

/// One game of the period: the opponent's rating at the start of the
/// period, and the points scored against them (1, ½ or 0).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PeriodGame {
    pub opponent: Rating,
    pub score: f64,
}

/// The player's rating at the end of a rating period in which they
/// finished `games` (none: only the deviation grows), with the system
/// constant `tau`.
pub fn rate(player: Rating, games: &[PeriodGame], tau: f64) -> Rating {
    let mu = (player.rating - 1500.0) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    if games.is_empty() {
        let phi = (phi * phi + sigma * sigma).sqrt();
        return Rating {
            deviation: phi * SCALE,
            ..player
        };
    }
    let mut inverse_v = 0.0;
    let mut sum = 0.0;
    for game in games {
        let mu_j = (game.opponent.rating - 1500.0) / SCALE;
        let g = g(game.opponent.deviation / SCALE);
        let e = 1.0 / (1.0 + (-g * (mu - mu_j)).exp());
        inverse_v += g * g * e * (1.0 - e);
        sum += g * (game.score - e);
    }
    let v = 1.0 / inverse_v;
    let delta = v * sum;
    let sigma = volatility(phi, v, delta, sigma, tau);
    let phi_star = (phi * phi + sigma * sigma).sqrt();
    let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu = mu + phi * phi * sum;
    Rating {
        rating: SCALE * mu + 1500.0,
        deviation: SCALE * phi,
        volatility: sigma,
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// The new volatility σ′, by the Illinois algorithm of the paper's step 5.
fn volatility(phi: f64, v: f64, delta: f64, sigma: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > CONVERGENCE {
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// The paper's worked example. The paper rounds between its steps and
    /// prints 1464.06, 151.52 and 0.05999; computed without rounding, the
    /// rating is 1464.05. The test holds the exact computation to within
    /// 0.01 of the paper's figures (0.00001 for the volatility).
    #[test]
    fn the_papers_example_ends_the_period_at_1464_rd_151_52() {
        let games = [
            PeriodGame {
                opponent: rating(1400.0, 30.0),
                score: 1.0,
            },
            PeriodGame {
                opponent: rating(1550.0, 100.0),
                score: 0.0,
            },
            PeriodGame {
                opponent: rating(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let after = rate(rating(1500.0, 200.0), &games, 0.5);
        assert!((after.rating - 1464.06).abs() <= 0.01 + 1e-9, "{after:?}");
        assert!((after.rating - 1464.05).abs() < 0.005, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let before = rating(1500.0, 200.0);
        let after = rate(before, &[], TAU);
        assert_eq!(after.rating, before.rating);
        assert_eq!(after.volatility, before.volatility);
        let expected = ((200.0 / SCALE).powi(2) + 0.06f64.powi(2)).sqrt() * SCALE;
        assert!((after.deviation - expected).abs() < 1e-9);
        assert!(after.deviation > before.deviation);
    }

    #[test]
    fn winning_raises_and_losing_lowers_a_rating_by_the_same_amount_between_equals() {
        let equal = Rating::NEW;
        let won = rate(
            equal,
            &[PeriodGame {
                opponent: equal,
                score: 1.0,
            }],
            TAU,
        );
        let lost = rate(
            equal,
            &[PeriodGame {
                opponent: equal,
                score: 0.0,
            }],
            TAU,
        );
        let drew = rate(
            equal,
            &[PeriodGame {
                opponent: equal,
                score: 0.5,
            }],
            TAU,
        );
        assert!(won.rating > 1500.0 && lost.rating < 1500.0);
        assert!((won.rating - 1500.0 + lost.rating - 1500.0).abs() < 1e-6);
        assert!((drew.rating - 1500.0).abs() < 1e-9);
        assert!(won.deviation < equal.deviation);
    }

    #[test]
    fn a_surprise_far_from_expectation_takes_the_other_branch_of_the_volatility_search() {
        // Δ² > φ² + v: a settled player loses to a far weaker one.
        let settled = Rating {
            rating: 2200.0,
            deviation: 50.0,
            volatility: 0.06,
        };
        let after = rate(
            settled,
            &[PeriodGame {
                opponent: rating(1200.0, 50.0),
                score: 0.0,
            }; 5],
            TAU,
        );
        assert!(after.volatility > settled.volatility, "{after:?}");
        assert!(after.rating < settled.rating);
    }
}
