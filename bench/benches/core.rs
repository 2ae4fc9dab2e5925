//! Micro-benchmarks of the referee's pure core (`cargo bench -p
//! estafette-bench`): a move's decision, the log's hash chain, a reply
//! token's check, a transcript's verification, the boards of a mail. The
//! 2,000-ply game is played once through `ingest` before any is timed.

use divan::Bencher;
use estafette::games::any::{AnyOptions, AnyPosition, GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::protocol::{log, token};
use estafette::referee::{self, command, Ctx, GameState, NewGame};
use estafette::views::{board_html, board_text, Lang};
use std::sync::LazyLock;

fn main() {
    divan::main();
}

/// A 2,000-ply L'Attaque game, over, exported as `export` writes it.
static TRANSCRIPT: LazyLock<String> = LazyLock::new(|| {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (id, _) = estafette_bench::load::long_game(dir.path(), 2000).expect("the long game is played");
    let config = estafette_bench::load::config_in(dir.path(), false, 1);
    let svc = estafette::service::Service::open(config).expect("the database opens");
    let t = svc.export(&id).expect("the game exports");
    serde_json::to_string_pretty(&t).expect("the transcript serialises")
});

/// The game's id and its events, as the log stores them.
static EVENTS: LazyLock<(String, Vec<Vec<u8>>)> = LazyLock::new(|| {
    let t: estafette::transcript::Transcript = serde_json::from_str(&TRANSCRIPT).expect("the transcript parses");
    (t.game, t.log.into_iter().map(|e| e.event.into_bytes()).collect())
});

/// A Strand game after `plies` plies, each decided by the core as a
/// player's mail would have it.
fn strand_after(plies: usize) -> GameState {
    let g = NewGame {
        id: "strand-1".into(),
        kind: GameKind::Strand,
        spec: OptionsSpec::default(),
        names: ["Alice".into(), "Bob".into()],
        first_to_move: Side::First,
        clock: None,
    };
    let (_, mut state, _) = referee::create(&g, 1_000).expect("a Strand game is created");
    for n in 0..plies {
        let (side, mv) = first_move(&state);
        let (cmds, err) = command::parse(&[mv]);
        let mut d = referee::decide(
            &state,
            side,
            &cmds,
            err.as_ref(),
            &Ctx::at(2_000 + n as i64, [[0; 32]; 2]),
        );
        state = d.take_after().expect("a legal move is applied");
    }
    state
}

/// The side to move and its first legal move.
fn first_move(state: &GameState) -> (Side, String) {
    let pos = state.position.as_ref().expect("a Strand game has a position");
    let moves = pos.legal_moves();
    (pos.side_to_move(), moves[moves.len() / 2].clone())
}

/// A player's mail of one move, decided: the events, the state after it,
/// both players' mail plans.
#[divan::bench]
fn decide_a_move(bencher: Bencher) {
    let state = strand_after(20);
    let (side, mv) = first_move(&state);
    let (cmds, err) = command::parse(&[mv]);
    let ctx = Ctx::at(10_000, [[0; 32]; 2]);
    bencher.bench(|| referee::decide(divan::black_box(&state), side, &cmds, err.as_ref(), &ctx));
}

/// The heads of a 2,000-ply game's whole log (2,007 events).
#[divan::bench]
fn hash_chain_of_a_long_game(bencher: Bencher) {
    let (game, events) = &*EVENTS;
    bencher.bench(|| log::chain_heads(game, divan::black_box(events)).expect("the chain is computed"));
}

/// One more entry on the chain.
#[divan::bench]
fn hash_chain_one_entry(bencher: Bencher) {
    let (game, events) = &*EVENTS;
    let prev = log::genesis(game).expect("a valid game id");
    let event = &events[events.len() / 2];
    bencher.bench(|| log::next(&prev, 1000, divan::black_box(event)).expect("an entry"));
}

/// A reply address's token checked (an HMAC-SHA256 and a constant-time
/// comparison).
#[divan::bench]
fn token_check(bencher: Bencher) {
    let key = [7u8; 32];
    let tok = token::make(&key, "lattaque-123", 2).expect("a token");
    bencher.bench(|| token::check(&key, divan::black_box(&tok)).expect("the token checks"));
}

/// `verify` of a 2,000-ply game's transcript: every hash, commitment and
/// opening recomputed, every move replayed.
#[divan::bench(sample_count = 20)]
fn verify_a_2000_ply_game(bencher: Bencher) {
    let text = TRANSCRIPT.as_str();
    bencher.bench(|| estafette::transcript::verify(divan::black_box(text), None).expect("the transcript verifies"));
}

/// Boards of a mail, as text and as HTML, for each game's start.
#[divan::bench(args = [GameKind::Strand, GameKind::Assaut])]
fn board(bencher: Bencher, kind: GameKind) {
    let opts = AnyOptions::build(kind, &OptionsSpec::default()).expect("default options");
    let pos = AnyPosition::start(&opts, Side::First).expect("a starting position");
    let view = pos.board_view(Some(Side::First));
    bencher.bench(|| {
        let v = divan::black_box(&view);
        (board_text(v, Lang::En), board_html(v, Lang::En))
    });
}
