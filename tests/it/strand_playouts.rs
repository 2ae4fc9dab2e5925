//! Property tests for Strand: random playouts from the start position (both
//! first movers; the default forts and an alternative fort list). At every
//! ply: the position format round-trips, generated moves are accepted and
//! their text parses back, random well-formed moves that were not generated
//! (and near misses of generated captures) are refused without touching the
//! position, and the outcome agrees with the move list. Games must end or
//! reach the ply cap.
//!
//! ESTAFETTE_PLAYOUTS sets the number of playouts per fort list (default 1000).

use crate::common::Rng;
use estafette::games::strand::{Move, Options, Position};
use estafette::games::{Game, Outcome, Side, Square};

const PLY_CAP: u32 = 300;

/// A square of the board, at random.
fn square(rng: &mut Rng) -> Square {
    Square::new(rng.below(10) as u8, rng.below(10) as u8)
}

fn playouts() -> usize {
    std::env::var("ESTAFETTE_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000)
}

fn random_move(rng: &mut Rng) -> Move {
    let from = square(rng);
    if rng.below(2) == 0 {
        Move::Step { from, to: square(rng) }
    } else {
        let n = 1 + rng.below(3);
        Move::Jump {
            from,
            landings: (0..n).map(|_| square(rng)).collect(),
        }
    }
}

/// Variations of a legal move that are usually illegal: a chain cut short,
/// lengthened, or with its last landing moved; a capture written as a step.
fn near_misses(m: &Move, rng: &mut Rng) -> Vec<Move> {
    let mut out = Vec::new();
    match m {
        Move::Step { from, .. } => out.push(Move::Step {
            from: *from,
            to: square(rng),
        }),
        Move::Jump { from, landings } => {
            if landings.len() > 1 {
                out.push(Move::Jump {
                    from: *from,
                    landings: landings[..landings.len() - 1].to_vec(),
                });
            }
            let mut longer = landings.clone();
            longer.push(square(rng));
            out.push(Move::Jump {
                from: *from,
                landings: longer,
            });
            let mut moved = landings.clone();
            if let Some(last) = moved.last_mut() {
                *last = square(rng);
            }
            out.push(Move::Jump {
                from: *from,
                landings: moved,
            });
            out.push(Move::Step {
                from: *from,
                to: landings[0],
            });
        }
    }
    out
}

struct Stats {
    games: usize,
    finished: usize,
    plies: u64,
    captures: u64,
    refused: u64,
}

fn playout(opts: &Options, first: Side, rng: &mut Rng, stats: &mut Stats) {
    let mut p = Position::start(opts.clone(), first);
    stats.games += 1;
    loop {
        // The position format round-trips.
        let text = p.to_text();
        let back = Position::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(back, p, "round trip of {text}");
        assert_eq!(back.to_text(), text);

        let moves = p.legal_moves();
        let texts: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        let mut sorted = texts.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(texts, sorted, "legal moves not sorted or not unique in {text}");

        // The outcome agrees with the move list; the winner is the last mover.
        match p.outcome() {
            None => assert!(!moves.is_empty(), "no moves but no outcome in {text}"),
            Some(Outcome::Win { winner, .. }) => {
                assert!(moves.is_empty(), "outcome but moves in {text}");
                assert_eq!(winner, p.side_to_move().other(), "{text}");
                stats.finished += 1;
                break;
            }
            Some(Outcome::Draw { reason }) => {
                panic!("Strand has no draw, got '{reason:?}' in {text}")
            }
        }
        if p.ply() >= PLY_CAP {
            break;
        }

        // Random well-formed moves: refused unless generated.
        for _ in 0..2 {
            let m = random_move(rng);
            let r = p.play(&m);
            assert_eq!(r.is_ok(), moves.contains(&m), "{m} in {text}: {:?}", r.err());
            if r.is_err() {
                stats.refused += 1;
            }
        }
        let sample = &moves[rng.below(moves.len())];
        for m in near_misses(sample, rng) {
            let r = p.play(&m);
            assert_eq!(r.is_ok(), moves.contains(&m), "{m} in {text}: {:?}", r.err());
        }
        assert_eq!(p.to_text(), text, "a refused move changed the position");

        // Another generated move is accepted, and its text parses back.
        let other = &moves[rng.below(moves.len())];
        assert_eq!(&Position::parse_move(&other.to_string()).unwrap(), other);
        assert!(p.play(other).is_ok(), "{other} refused in {text}");

        let m = &moves[rng.below(moves.len())];
        let (next, report) = p.play(m).unwrap_or_else(|e| panic!("{m} refused in {text}: {e}"));
        assert_eq!(report.mover, p.side_to_move());
        assert_eq!(next.side_to_move(), p.side_to_move().other());
        assert_eq!(next.ply(), p.ply() + 1);
        assert_eq!(
            next.pieces().len() + report.captured.len(),
            p.pieces().len(),
            "{m} in {text}"
        );
        assert!(!report.to_string().is_empty());
        stats.captures += report.captured.len() as u64;
        stats.plies += 1;
        p = next;
    }
}

fn run(forts: &str, seed: u64) {
    let mut opts = Options::default();
    opts.set("forts", forts).unwrap();
    let mut rng = Rng(seed);
    let mut stats = Stats {
        games: 0,
        finished: 0,
        plies: 0,
        captures: 0,
        refused: 0,
    };
    let n = playouts();
    for i in 0..n {
        let first = if i % 2 == 0 { Side::First } else { Side::Second };
        playout(&opts, first, &mut rng, &mut stats);
    }
    assert_eq!(stats.games, n);
    // Random games in Strand are short: nearly all of them finish.
    assert!(
        stats.finished * 10 >= n * 9,
        "only {} of {n} games finished",
        stats.finished
    );
    assert!(n == 0 || stats.captures > 0);
    eprintln!(
        "forts {forts}: {} games, {} finished, {} plies, {} captures, {} random moves refused",
        stats.games, stats.finished, stats.plies, stats.captures, stats.refused
    );
}

#[test]
fn random_playouts_default_forts() {
    run("allies:c7+f4/germans:e7+h4", 0x57A4_D001);
}

#[test]
fn random_playouts_alternative_forts() {
    run("allies:b4+e5+h2/germans:c9+f6+i7", 0x57A4_D002);
}

#[test]
fn random_playouts_without_forts() {
    // Fewer: the rules without forts are a special case of the others.
    let saved = playouts();
    let mut opts = Options::default();
    opts.set("forts", "allies:none/germans:none").unwrap();
    let mut rng = Rng(0x57A4_D003);
    let mut stats = Stats {
        games: 0,
        finished: 0,
        plies: 0,
        captures: 0,
        refused: 0,
    };
    for i in 0..saved.div_ceil(4) {
        let first = if i % 2 == 0 { Side::First } else { Side::Second };
        playout(&opts, first, &mut rng, &mut stats);
    }
    assert!(stats.finished * 10 >= stats.games * 9);
}
