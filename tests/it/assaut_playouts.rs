//! L'Assaut property tests: seeded random playouts under every switch
//! combination. At every ply: every generated move is accepted by `play` and
//! its text parses back to the same move; random well-formed moves that are
//! not generated are refused with a message; the position format round-trips;
//! the report agrees with the board change; the game ends or reaches the cap.
//!
//! ESTAFETTE_PLAYOUTS sets the number of playouts per switch combination
//! (default 1000, so 4000 games for the one variant; about 10 s of CPU at the
//! test profile's opt-level 1).

use crate::common::Rng;
use estafette::games::assaut::{Move, Options, Position};
use estafette::games::{Game, Outcome, Side, Square};

const PLY_CAP: u32 = 300;

fn points() -> Vec<Square> {
    let mut v = Vec::new();
    for r in 0..7u8 {
        for f in 0..7u8 {
            if (2..=4).contains(&f) || (2..=4).contains(&r) {
                v.push(Square::new(f, r));
            }
        }
    }
    v
}

fn random_move(rng: &mut Rng, pts: &[Square]) -> Move {
    let pick = |rng: &mut Rng| pts[rng.below(pts.len())];
    match rng.below(6) {
        0 => Move::Place(pick(rng), pick(rng)),
        1 | 2 => Move::Step {
            from: pick(rng),
            to: pick(rng),
        },
        3 => {
            // A near step: more often along a real line.
            let from = pick(rng);
            let to = Square::new(
                (from.file as i32 + rng.below(3) as i32 - 1).clamp(0, 6) as u8,
                (from.rank as i32 + rng.below(3) as i32 - 1).clamp(0, 6) as u8,
            );
            Move::Step { from, to }
        }
        _ => {
            let from = pick(rng);
            let n = 1 + rng.below(3);
            let mut landings = Vec::new();
            let mut at = from;
            for _ in 0..n {
                let next = Square::new(
                    (at.file as i32 + 2 * (rng.below(3) as i32 - 1)).clamp(0, 6) as u8,
                    (at.rank as i32 + 2 * (rng.below(3) as i32 - 1)).clamp(0, 6) as u8,
                );
                landings.push(next);
                at = next;
            }
            Move::Jump { from, landings }
        }
    }
}

#[derive(Default)]
struct Stats {
    games: u32,
    plies: u64,
    capped: u32,
    soldiers_won: u32,
    officers_won: u32,
    draws: u32,
    refused: u64,
}

/// Play styles, so that random games end in every way: uniform random, or
/// careful (Soldiers avoid moves that allow a capture when they can, Officers
/// take a capture when one is offered).
fn careful_choice(p: &Position, moves: &[Move], rng: &mut Rng) -> Move {
    if p.side_to_move() == Side::Second {
        let caps: Vec<&Move> = moves.iter().filter(|m| matches!(m, Move::Jump { .. })).collect();
        if !caps.is_empty() {
            return caps[rng.below(caps.len())].clone();
        }
        return moves[rng.below(moves.len())].clone();
    }
    let safe: Vec<&Move> = moves
        .iter()
        .filter(|m| {
            let (next, _) = p.play(m).unwrap();
            !next.legal_moves().iter().any(|r| matches!(r, Move::Jump { .. }))
        })
        .collect();
    if safe.is_empty() {
        moves[rng.below(moves.len())].clone()
    } else {
        safe[rng.below(safe.len())].clone()
    }
}

fn playout(opts: &Options, rng: &mut Rng, pts: &[Square], stats: &mut Stats) {
    let careful = stats.games % 2 == 1;
    let mut p = Position::start(opts.clone());
    stats.games += 1;
    loop {
        let text = p.to_text();
        let back = Position::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(back, p, "round trip of {text}");
        assert_eq!(back.to_text(), text);
        assert_eq!(p.options(), opts);

        let moves = p.legal_moves();
        let outcome = p.outcome();
        assert_eq!(moves.is_empty(), outcome.is_some(), "{text}");
        let texts: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        let mut sorted = texts.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted, texts, "moves not sorted or repeated at {text}");

        // Moves not generated are refused, with a reason.
        for _ in 0..4 {
            let m = random_move(rng, pts);
            // Squares off the cross (corners) do not even parse, but `play`
            // must refuse them too.
            let generated = match Position::parse_move(&m.to_string()) {
                Ok(canon) => moves.contains(&canon),
                Err(_) => false,
            };
            if !generated {
                let err = p.play(&m).expect_err(&format!("{m} accepted at {text}"));
                assert!(!err.0.is_empty());
                stats.refused += 1;
            }
        }

        if let Some(o) = outcome {
            match o {
                Outcome::Win {
                    winner: Side::First, ..
                } => stats.soldiers_won += 1,
                Outcome::Win {
                    winner: Side::Second, ..
                } => stats.officers_won += 1,
                Outcome::Draw { .. } => stats.draws += 1,
            }
            assert!(p
                .play(&moves.first().cloned().unwrap_or(Move::Place(pts[0], pts[1])))
                .is_err());
            return;
        }
        if p.ply() >= PLY_CAP {
            stats.capped += 1;
            return;
        }

        // Every generated move is accepted (checked for a few, played for one).
        for m in moves.iter().take(3) {
            assert!(p.play(m).is_ok(), "{m} refused at {text}");
            assert_eq!(&Position::parse_move(&m.to_string()).unwrap(), m);
        }
        let m = &if careful {
            careful_choice(&p, &moves, rng)
        } else {
            moves[rng.below(moves.len())].clone()
        };
        let (next, report) = p.play(m).unwrap_or_else(|e| panic!("{m} refused at {text}: {e}"));
        assert_eq!(report.mover, p.side_to_move());
        assert_eq!(&report.mv, m);
        assert!(!report.to_string().is_empty());
        assert_eq!(next.ply(), p.ply() + 1);
        assert_eq!(
            next.side_to_move(),
            Side::First,
            "Soldiers move after every Officer move"
        );
        assert_eq!(p.soldiers() - next.soldiers(), report.taken.len() as u32);
        let placed = if p.in_setup() { 2 } else { 0 };
        assert_eq!(p.officers() + placed - next.officers(), report.huffed.len() as u32);
        if !report.huffed.is_empty() {
            assert!(opts.huff, "huff while the switch is off");
        }
        stats.plies += 1;
        p = next;

        // The Soldiers' reply.
        if p.outcome().is_some() {
            continue;
        }
        let moves = p.legal_moves();
        let m = &if careful {
            careful_choice(&p, &moves, rng)
        } else {
            moves[rng.below(moves.len())].clone()
        };
        let (next, report) = p
            .play(m)
            .unwrap_or_else(|e| panic!("{m} refused at {}: {e}", p.to_text()));
        assert_eq!(report.mover, Side::First);
        assert!(report.taken.is_empty() && report.huffed.is_empty());
        assert_eq!(next.soldiers(), p.soldiers());
        assert_eq!(next.side_to_move(), Side::Second);
        stats.plies += 1;
        p = next;
    }
}

fn run(sideways: bool, huff: bool, seed: u64) {
    let n: u32 = std::env::var("ESTAFETTE_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let opts = Options {
        fortress_sideways: sideways,
        huff,
    };
    let pts = points();
    let mut rng = Rng(seed);
    let mut stats = Stats::default();
    for _ in 0..n {
        playout(&opts, &mut rng, &pts, &mut stats);
    }
    assert_eq!(stats.games, n);
    assert_eq!(stats.soldiers_won + stats.officers_won + stats.draws + stats.capped, n);
    eprintln!(
        "sideways={sideways} huff={huff}: {} games, {} plies, {} capped, Soldiers won {}, Officers won {}, \
         {} draws, {} random moves refused",
        stats.games, stats.plies, stats.capped, stats.soldiers_won, stats.officers_won, stats.draws, stats.refused
    );
    if n >= 200 {
        // Careful play makes every ending happen.
        assert!(
            stats.soldiers_won > 0 && stats.officers_won > 0 && stats.draws > 0,
            "one-sided results"
        );
        assert!(stats.refused > 0 && stats.plies > n as u64);
    }
}

#[test]
fn playouts_default() {
    run(false, false, 0x0123_4567_89ab_cdef);
}

#[test]
fn playouts_fortress_sideways() {
    run(true, false, 0x1111_2222_3333_4444);
}

#[test]
fn playouts_huff() {
    run(false, true, 0x5555_6666_7777_8888);
}

#[test]
fn playouts_fortress_sideways_and_huff() {
    run(true, true, 0x9999_aaaa_bbbb_cccc);
}
