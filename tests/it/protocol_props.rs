//! Property tests of the protocol: round trips hold for any valid input, and
//! changing any byte is always detected.

use estafette::keys::keyfile as secret;
use estafette::protocol::{
    chain_heads, hex_decode, hex_encode, token, verify_chain, ChainError, Commitment, LogHead, Opening,
};
use proptest::prelude::*;

fn game_id() -> impl Strategy<Value = String> {
    "[a-z0-9-]{1,40}"
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 64,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn hex_round_trip(bytes in proptest::collection::vec(any::<u8>(), 0..100)) {
        let h = hex_encode(&bytes);
        prop_assert_eq!(h.len(), bytes.len() * 2);
        prop_assert_eq!(hex_decode(&h).unwrap(), bytes.clone());
        prop_assert_eq!(hex_decode(&h.to_uppercase()).unwrap(), bytes);
    }

    #[test]
    fn hex_decode_never_panics(s in "\\PC{0,80}") {
        let _ = hex_decode(&s);
    }

    #[test]
    fn tokens_round_trip(key in any::<[u8; 32]>(), game in game_id(), player in 1u8..=2) {
        let t = token::make(&key, &game, player).unwrap();
        prop_assert_eq!(token::check(&key, &t), Ok((game.clone(), player)));
        prop_assert_eq!(token::check(&key, &t.to_uppercase()), Ok((game.clone(), player)));
        let addr = format!("Referee+{}@Example.org", t.to_uppercase());
        prop_assert_eq!(token::find_in(&addr), vec![t.clone()]);
        let subject = format!("Re: [{t}] your move");
        prop_assert_eq!(token::find_in(&subject), vec![t]);
    }

    #[test]
    fn token_functions_never_panic(key in any::<[u8; 32]>(), s in "\\PC{0,120}") {
        let _ = token::check(&key, &s);
        for c in token::find_in(&s) {
            prop_assert!(c.len() <= 67);
        }
    }

    #[test]
    fn commitments_open_and_bind(
        seed in any::<[u8; 32]>(),
        game in game_id(),
        side in 1u8..=2,
        squares in proptest::collection::btree_set(0u8..90, 1..40),
        rank_seed in any::<u64>(),
    ) {
        let pieces: Vec<(u8, u8)> = squares
            .iter()
            .enumerate()
            .map(|(i, &sq)| (sq, ((rank_seed >> (i % 60)) % 12) as u8 + 1))
            .collect();
        let c = Commitment::seal(&seed, &game, side, &pieces).unwrap();
        prop_assert!(c.check_root().is_ok());
        for &(sq, rank) in &pieces {
            let op = Opening::new(&seed, &game, side, sq, rank).unwrap();
            prop_assert!(c.verify_opening(&op));
            let wrong = Opening { rank: rank % 12 + 1, ..op.clone() };
            prop_assert!(!c.verify_opening(&wrong));
        }
    }

    #[test]
    fn any_flipped_event_bit_is_found(
        game in game_id(),
        events in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 1..40), 1..8),
        pick in any::<(usize, usize, u8)>(),
    ) {
        let heads = chain_heads(&game, &events).unwrap();
        prop_assert_eq!(verify_chain(&game, &events, &heads), Ok(()));
        let i = pick.0 % events.len();
        let j = pick.1 % events[i].len();
        let mut bad = events.clone();
        bad[i][j] ^= 1 << (pick.2 % 8);
        prop_assert_eq!(
            verify_chain(&game, &bad, &heads),
            Err(ChainError::Mismatch { n: i as u64 + 1 })
        );
    }

    #[test]
    fn log_heads_round_trip(game in game_id(), n in any::<u64>(), head in any::<[u8; 32]>()) {
        let h = LogHead { game, n, head };
        prop_assert_eq!(LogHead::parse(&h.to_string()), Ok(h));
    }

    #[test]
    fn sealed_secrets_round_trip_and_resist_tampering(
        master in any::<[u8; 32]>(),
        game in game_id(),
        side in 1u8..=2,
        root in any::<[u8; 32]>(),
        msg in proptest::collection::vec(any::<u8>(), 0..200),
        flip in any::<(usize, u8)>(),
    ) {
        let s = secret::seal(&master, &game, side, &root, &msg).unwrap();
        prop_assert_eq!(secret::open(&master, &game, side, &root, &s).unwrap(), msg);
        let mut bad = s.clone();
        let i = flip.0 % bad.len();
        bad[i] ^= 1 << (flip.1 % 8);
        prop_assert!(secret::open(&master, &game, side, &root, &bad).is_err());
    }
}
