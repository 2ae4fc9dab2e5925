//! `estafette play`'s promise: playing any legal move of a position gives a
//! position `moves` accepts. Random positions come from random playouts of
//! each game under random switches (L'Attaque from random armies); at the
//! position reached, every legal move is played through `play::play`, and
//! the position text it prints is read back through `play::read_position`,
//! the reader `moves` uses: it must be accepted and be the position the
//! engine gave, with the same moves and the same outcome.

use crate::common::Rng;
use estafette::games::any::{AnyOptions, AnyPosition, GameKind, OptionsSpec};
use estafette::games::lattaque::{self, Army, Rank};
use estafette::games::{Side, Square};
use estafette::play::{play, read_position};
use proptest::prelude::*;

/// A random full army for `side` (the Flag rule is for setups only, so any
/// placement makes a position).
fn random_army(rng: &mut Rng, side: Side) -> Army {
    let squares: Vec<Square> = lattaque::zone_ranks(side)
        .flat_map(|r| (0..9).map(move |f| Square::new(f, r)))
        .collect();
    let mut ranks: Vec<Rank> = Rank::ALL
        .iter()
        .flat_map(|r| std::iter::repeat_n(*r, r.count() as usize))
        .collect();
    for i in (1..ranks.len()).rev() {
        ranks.swap(i, rng.below(i + 1));
    }
    Army {
        side,
        pieces: squares.into_iter().zip(ranks).collect(),
    }
}

fn start(kind: GameKind, sets: &[String], first: Side, rng: &mut Rng) -> AnyPosition {
    let spec = OptionsSpec::with_sets(None, sets).unwrap();
    let opts = AnyOptions::build(kind, &spec).unwrap();
    if let Some(p) = AnyPosition::start(&opts, first) {
        return p;
    }
    let AnyOptions::Lattaque(o) = opts else { unreachable!() };
    let (south, north) = (random_army(rng, Side::First), random_army(rng, Side::Second));
    AnyPosition::Lattaque(lattaque::Position::from_armies(o, &south, &north, first))
}

/// The position after up to `plies` random legal moves, stopping before a
/// move that ends the game (so that the moves checked include it).
fn random_position(kind: GameKind, sets: &[String], first: Side, seed: u64, plies: usize) -> AnyPosition {
    let mut rng = Rng(seed);
    let mut pos = start(kind, sets, first, &mut rng);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        let next = pos.play_text(&moves[rng.below(moves.len())]).unwrap().0;
        if next.outcome().is_some() {
            break;
        }
        pos = next;
    }
    pos
}

/// Every legal move of `pos`, played through `play`, gives a position
/// that `moves` reads back as the engine's own.
fn every_move_gives_a_readable_position(pos: &AnyPosition) -> Result<(), TestCaseError> {
    for m in pos.legal_moves() {
        let played = play(pos.clone(), std::slice::from_ref(&m));
        prop_assert!(played.error.is_none(), "{m} refused in {}", pos.to_text());
        let text = &played.steps[0].position;
        let back = read_position(pos.kind().name(), None, &[], text, "first")
            .map_err(|e| TestCaseError::fail(format!("{m} from {}: {e}\n{text}", pos.to_text())))?;
        let (next, _, _) = pos.play_text(&m).unwrap();
        prop_assert_eq!(&back, &next, "{} after {}", text, m);
        prop_assert_eq!(back.legal_moves(), next.legal_moves());
        prop_assert_eq!(back.outcome(), next.outcome());
    }
    Ok(())
}

fn lattaque_sets() -> impl Strategy<Value = Vec<String>> {
    (
        prop_oneof![Just("frontal"), Just("orthogonal")],
        prop_oneof![Just("stay"), Just("remove")],
        prop_oneof![Just("always"), Just("attacking")],
        prop_oneof![Just("off".to_string()), (1u32..120).prop_map(|n| n.to_string())],
    )
        .prop_map(|(a, e, s, m)| {
            vec![
                format!("attack={a}"),
                format!("equal-scouts={e}"),
                format!("spy={s}"),
                format!("max-plies={m}"),
            ]
        })
}

fn strand_sets() -> impl Strategy<Value = Vec<String>> {
    prop_oneof![
        Just(vec![]),
        Just(vec!["forts=allies:none/germans:none".to_string()]),
        Just(vec!["forts=allies:b4+e5+h2/germans:c9+f6+i7".to_string()]),
    ]
}

fn assaut_sets() -> impl Strategy<Value = Vec<String>> {
    (
        prop_oneof![Just("on"), Just("off")],
        prop_oneof![Just("on"), Just("off")],
    )
        .prop_map(|(s, h)| vec![format!("fortress-sideways={s}"), format!("huff={h}")])
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::First), Just(Side::Second)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn lattaque_moves_give_positions_moves_accepts(
        sets in lattaque_sets(), first in side(), seed in any::<u64>(), plies in 0usize..400,
    ) {
        let pos = random_position(GameKind::Lattaque, &sets, first, seed, plies);
        every_move_gives_a_readable_position(&pos)?;
    }

    #[test]
    fn strand_moves_give_positions_moves_accepts(
        sets in strand_sets(), first in side(), seed in any::<u64>(), plies in 0usize..150,
    ) {
        let pos = random_position(GameKind::Strand, &sets, first, seed, plies);
        every_move_gives_a_readable_position(&pos)?;
    }

    #[test]
    fn assaut_moves_give_positions_moves_accepts(
        sets in assaut_sets(), seed in any::<u64>(), plies in 0usize..200,
    ) {
        let pos = random_position(GameKind::Assaut, &sets, Side::Second, seed, plies);
        every_move_gives_a_readable_position(&pos)?;
    }
}
