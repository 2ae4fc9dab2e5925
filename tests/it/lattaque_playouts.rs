//! L'Attaque property tests: random valid armies, then random playouts in
//! both variants. At every ply: the position text round-trips, every
//! generated move is accepted by `play`, random well-formed moves that were
//! not generated are refused, the invariants hold (homes kept, no piece on
//! a lake, counts never grow, hidden ranks stay hidden), and a position has
//! no legal move exactly when the game is over. Games end or hit the cap.
//!
//! `ESTAFETTE_PLAYOUTS=N` sets the number of playouts per variant.

use crate::common::Rng;
use std::collections::{HashMap, HashSet};

use estafette::games::lattaque::{is_lake, zone_ranks, Army, Move, Options, Piece, Position, Rank};
use estafette::games::{Cell, Game, Side, Square};
use proptest::prelude::*;

const PLY_CAP: u32 = 300;

fn playouts() -> u64 {
    std::env::var("ESTAFETTE_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000)
}

/// A random army obeying the rules of `opts` (shuffled until the Flag rule
/// holds).
fn random_army(rng: &mut Rng, side: Side, opts: &Options) -> Army {
    let squares: Vec<Square> = zone_ranks(side)
        .flat_map(|r| (0..9).map(move |f| Square::new(f, r)))
        .collect();
    let mut ranks: Vec<Rank> = Rank::ALL
        .iter()
        .flat_map(|r| std::iter::repeat_n(*r, r.count() as usize))
        .collect();
    loop {
        for i in (1..ranks.len()).rev() {
            let j = rng.below(i + 1);
            ranks.swap(i, j);
        }
        let pieces: Vec<(Square, Rank)> = squares.iter().copied().zip(ranks.iter().copied()).collect();
        if let Ok(army) = Army::from_pieces(side, pieces, opts) {
            return army;
        }
    }
}

fn random_square(rng: &mut Rng) -> Square {
    Square::new(rng.below(9) as u8, rng.below(10) as u8)
}

/// A random well-formed move, biased towards plausible ones (own piece,
/// same line, adjacent target) so that refusals are tested near the edge.
fn random_move(rng: &mut Rng, own: &[Square]) -> Move {
    let from = if !own.is_empty() && rng.below(4) != 0 {
        own[rng.below(own.len())]
    } else {
        random_square(rng)
    };
    let near = |rng: &mut Rng, s: Square| -> Square {
        let d = [(0i8, 1i8), (0, -1), (1, 0), (-1, 0)][rng.below(4)];
        let f = (s.file as i8 + d.0).clamp(0, 8) as u8;
        let r = (s.rank as i8 + d.1).clamp(0, 9) as u8;
        Square::new(f, r)
    };
    let to = match rng.below(3) {
        0 => near(rng, from),
        1 => {
            let k = rng.below(10) as u8;
            if rng.below(2) == 0 {
                Square::new(from.file, k)
            } else {
                Square::new(k.min(8), from.rank)
            }
        }
        _ => random_square(rng),
    };
    match rng.below(3) {
        0 => Move::Step { from, to },
        1 => {
            let target = if rng.below(4) != 0 {
                near(rng, from)
            } else {
                random_square(rng)
            };
            Move::Attack { from, target }
        }
        _ => {
            let target = if rng.below(4) != 0 {
                near(rng, to)
            } else {
                random_square(rng)
            };
            Move::StepAttack { from, to, target }
        }
    }
}

fn check_invariants(before: &Position, after: &Position, mv: &Move) {
    let was: HashMap<(Side, Square), (Square, Piece)> = before
        .pieces()
        .into_iter()
        .map(|(sq, x)| ((x.side, x.home), (sq, x)))
        .collect();
    let mut homes = HashSet::new();
    for (sq, piece) in after.pieces() {
        assert!(!is_lake(sq), "piece on lake {sq}");
        assert!(homes.insert((piece.side, piece.home)), "home {} twice", piece.home);
        if !piece.rank.is_movable() {
            assert_eq!(sq, piece.home, "a {} moved", piece.rank);
        }
        // Every piece existed before with the same rank and side; only the
        // mover changed square; a shown rank stays shown.
        let (was_sq, was) = was[&(piece.side, piece.home)];
        assert_eq!((was.side, was.rank), (piece.side, piece.rank));
        assert!(piece.revealed || !was.revealed, "a revealed piece became hidden");
        if was_sq != sq {
            assert_eq!((was_sq, sq), (mv.from(), mv.arrival()));
        }
    }
    let (n0, n1) = (before.pieces().len(), after.pieces().len());
    assert!(n1 <= n0 && n0 - n1 <= 2);
    assert_eq!(after.ply(), before.ply() + 1);
    assert_eq!(after.side_to_move(), before.side_to_move().other());
}

fn check_views(p: &Position) {
    for viewer in [Some(Side::First), Some(Side::Second), None] {
        let v = p.board_view(viewer);
        for (sq, piece) in p.pieces() {
            match &v.cells[sq.rank as usize][sq.file as usize] {
                Cell::Piece { side, label, revealed } => {
                    assert_eq!((*side, *revealed), (piece.side, piece.revealed));
                    let shown = piece.revealed || viewer == Some(piece.side);
                    assert_eq!(label, if shown { piece.rank.code() } else { "?" });
                }
                other => panic!("{sq}: {other:?}"),
            }
        }
    }
}

fn run_playouts(variant: &str, max_plies: Option<u32>, seed: u64) -> (u64, u64, u64) {
    let mut opts = Options::variant(variant).unwrap();
    if let Some(n) = max_plies {
        opts.set("max-plies", &n.to_string()).unwrap();
    }
    let mut rng = Rng(seed);
    let (mut ended, mut capped, mut combats) = (0, 0, 0);
    for game in 0..playouts() {
        let south = random_army(&mut rng, Side::First, &opts);
        let north = random_army(&mut rng, Side::Second, &opts);
        assert_eq!(Army::parse(&south.to_text(), Side::First, &opts).unwrap(), south);
        assert_eq!(Army::parse(&north.to_text(), Side::Second, &opts).unwrap(), north);
        let first = if rng.below(2) == 0 { Side::First } else { Side::Second };
        let mut p = Position::from_armies(opts, &south, &north, first);
        assert_eq!(p.pieces().len(), 72);
        loop {
            let text = p.to_text();
            let back = Position::from_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(back, p, "round trip, game {game}");
            assert_eq!(back.to_text(), text);
            let moves = p.legal_moves();
            let outcome = p.outcome();
            assert_eq!(moves.is_empty(), outcome.is_some(), "game {game}: {text}");
            if outcome.is_some() {
                ended += 1;
                break;
            }
            if p.ply() >= PLY_CAP {
                capped += 1;
                break;
            }
            let set: HashSet<Move> = moves.iter().copied().collect();
            assert_eq!(set.len(), moves.len(), "duplicate moves");
            if rng.below(16) == 0 {
                let texts: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
                assert!(texts.windows(2).all(|w| w[0] < w[1]), "not sorted by text");
                check_views(&p);
            }
            let own: Vec<Square> = p
                .pieces()
                .into_iter()
                .filter(|(_, x)| x.side == p.side_to_move())
                .map(|(s, _)| s)
                .collect();
            for _ in 0..6 {
                let m = random_move(&mut rng, &own);
                let result = p.play(&m);
                assert_eq!(result.is_ok(), set.contains(&m), "{m} in {text}: {result:?}");
                assert_eq!(Position::parse_move(&m.to_string()).unwrap(), m);
            }
            let m = moves[rng.below(moves.len())];
            let (next, report) = p
                .play(&m)
                .unwrap_or_else(|e| panic!("generated {m} refused: {e}\n{text}"));
            check_invariants(&p, &next, &m);
            if let Some(c) = &report.combat {
                combats += 1;
                for sq in &c.removed {
                    assert!(next.piece_at(*sq).is_none());
                }
                for sq in [c.attacker, c.defender] {
                    if let Some(piece) = next.piece_at(sq) {
                        assert!(piece.revealed);
                    }
                }
            }
            assert!(!report.to_string().is_empty());
            p = next;
        }
    }
    assert!(combats > 0);
    println!(
        "{variant}: {} playouts, {ended} ended, {capped} capped, {combats} combats",
        playouts()
    );
    (ended, capped, combats)
}

#[test]
fn random_playouts_gibson() {
    let (ended, capped, _) = run_playouts("gibson-1925", None, 1925);
    assert_eq!(ended + capped, playouts());
}

#[test]
fn random_playouts_standard() {
    // With max-plies at the cap, every game ends by the rules themselves.
    let (ended, capped, _) = run_playouts("standard", Some(PLY_CAP), 2024);
    assert_eq!((ended, capped), (playouts(), 0));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn parsers_never_panic(s in "\\PC{0,80}") {
        let _ = Position::parse_move(&s);
        let _ = Position::from_text(&s);
        let _ = Rank::parse(&s);
        let _ = Options::from_text(&s);
        for side in [Side::First, Side::Second] {
            let _ = Army::parse(&s, side, &Options::default());
        }
    }

    #[test]
    fn setup_like_text_never_panics(s in "([a-k][0-9]{1,2} ?= ?[SMF0-9a-z' ]{0,6}[,\n ]){0,40}") {
        let _ = Army::parse(&s, Side::First, &Options::default());
        let _ = Army::parse(&s, Side::Second, &Options::standard());
    }

    #[test]
    fn position_like_text_never_panics(board in "([sn0-9SMF*@a-k,]{0,12}/){9}[sn0-9SMF*@a-k,]{0,12}", ply in 0u32..1000) {
        let text = format!("lattaque {} south {ply} {board}", Options::default());
        if let Ok(p) = Position::from_text(&text) {
            let _ = p.legal_moves();
            let _ = p.outcome();
            prop_assert_eq!(Position::from_text(&p.to_text()).unwrap(), p);
        }
    }

    #[test]
    fn moves_round_trip(f1 in 0u8..9, r1 in 0u8..10, f2 in 0u8..9, r2 in 0u8..10, f3 in 0u8..9, r3 in 0u8..10, kind in 0u8..3) {
        let (a, b, c) = (Square::new(f1, r1), Square::new(f2, r2), Square::new(f3, r3));
        let m = match kind { 0 => Move::Step { from: a, to: b }, 1 => Move::Attack { from: a, target: c }, _ => Move::StepAttack { from: a, to: b, target: c } };
        prop_assert_eq!(Position::parse_move(&m.to_string()).unwrap(), m);
        prop_assert_eq!(Position::parse_move(&m.to_string().to_uppercase().replace('-', " - ")).unwrap(), m);
    }
}
