//! The blind referee's core (`referee::blind`): a whole game played with
//! both players' tools, and each way of cheating caught with the right
//! outcome.

use estafette::games::lattaque::{Army, Options, Rank};
use estafette::games::{Side, Square};
use estafette::player::{self, SealRequest};
use estafette::protocol::blind::{self, Secret};
use estafette::protocol::commit::Commitment;
use estafette::referee::blind::{parse_open, step, BlindGame, BlindPhase, Fault, Open};

/// Rank 4 (South) or rank 10 (North) first. South: Scouts on a4 b4, Mine on
/// d4, Flag on b1. North: Lieutenant on a7, Flag on b7, Mine on c7, Scout i7.
use crate::common::BLIND_ARMY as ARMY;
const GAME: &str = "lattaque-5";

fn secret(side: &str, turn: &str, seed: u8) -> Secret {
    let req = SealRequest {
        game: GAME.into(),
        side: side.into(),
        turn: turn.into(),
        setup: ARMY.into(),
        variant: None,
        sets: Vec::new(),
    };
    player::build_secret(&req, [seed; 32]).unwrap()
}

struct Table {
    g: BlindGame,
    s: [Secret; 2],
}

fn table() -> Table {
    let s = [secret("south", "first", 1), secret("north", "second", 2)];
    let mut g = BlindGame::new(GAME, Options::default(), Side::First);
    for side in [Side::First, Side::Second] {
        let msg = s[side.index()].commit_message();
        step(&mut g, |g| g.commit(side, &msg)).unwrap();
    }
    assert_eq!(g.phase, BlindPhase::Play);
    Table { g, s }
}

fn sq(t: &str) -> Square {
    Square::parse(t).unwrap()
}

/// The player's tool's opening lines, read back as the referee reads them.
fn opens(s: &Secret, homes: &[&str]) -> Vec<Open> {
    let names: Vec<String> = homes.iter().map(|h| h.to_string()).collect();
    s.open_lines(&names)
        .unwrap()
        .lines()
        .map(|l| parse_open(l).unwrap())
        .collect()
}

impl Table {
    fn play(&mut self, side: Side, homes: &[&str], mv: Option<&str>) -> Result<(), Fault> {
        let ops = opens(&self.s[side.index()], homes);
        step(&mut self.g, |g| g.turn(side, &ops, mv)).map(|_| ())
    }
    fn reveal(&mut self, side: Side) -> Result<(), Fault> {
        let (seed, army) = blind::parse_reveal(&self.s[side.index()].reveal_message()).unwrap();
        step(&mut self.g, |g| g.reveal(side, &seed, &army))
    }
    fn winner(&self) -> Option<Side> {
        self.g.result.as_ref().and_then(|r| r.winner)
    }
}

const S: Side = Side::First;
const N: Side = Side::Second;

/// Up to South's attack on North's Flag (b7), which North must now open.
fn to_the_flag(t: &mut Table) {
    t.play(S, &[], Some("a4-a5")).unwrap();
    t.play(N, &[], Some("a7-a6")).unwrap();
    // The attack carries the attacker's opening; the defender must open.
    t.play(S, &["a4"], Some("a5xa6")).unwrap();
    assert_eq!(t.g.pending.map(|p| p.target), Some(sq("a6")));
    // North may not move before opening the attacked piece.
    assert!(matches!(t.play(N, &[], Some("i7-i6")), Err(Fault::Refused(_))));
    // Opening and next move in one mail: the Scout loses to the Lieutenant.
    t.play(N, &["a7"], Some("i7-i6")).unwrap();
    assert!(t.g.board.piece_at(sq("a5")).is_none());
    assert_eq!(
        t.g.board.piece_at(sq("a6")).and_then(|p| p.rank),
        Some(Rank::Lieutenant)
    );
    // A Scout's run needs its opening in the same mail.
    assert!(matches!(t.play(S, &[], Some("b4-b6")), Err(Fault::Refused(_))));
    t.play(S, &["b4"], Some("b4-b6")).unwrap();
    t.play(N, &[], Some("i6-i5")).unwrap();
    // Already opened, so no new opening is needed to attack.
    t.play(S, &[], Some("b6xb7")).unwrap();
}

#[test]
fn a_whole_blind_game() {
    let mut t = table();
    to_the_flag(&mut t);
    t.play(N, &["b7"], None).unwrap();
    assert_eq!(t.g.phase, BlindPhase::Reveal);
    assert_eq!(t.g.provisional.as_ref().and_then(|v| v.winner), Some(S));
    assert!(t.g.result.is_none(), "provisional until the reveals check");
    let line = t.g.position_line();
    assert!(
        line.starts_with("Position: lattaque ") && line.contains("s2*@b4") && line.contains("n?"),
        "{line}"
    );
    // The line as a player's `view` reads it.
    let mail = format!("Your move.\n{line}\n");
    let v = player::view_text(&t.s[0], &mail, estafette::views::Lang::En).unwrap();
    assert!(!v.contains("warning"), "{v}");
    t.reveal(N).unwrap();
    assert!(t.g.result.is_none());
    t.reveal(S).unwrap();
    assert_eq!(t.g.phase, BlindPhase::Over);
    assert_eq!(t.winner(), Some(S));
}

#[test]
fn an_opening_that_does_not_match_its_leaf_forfeits() {
    let mut t = table();
    t.play(S, &[], Some("a4-a5")).unwrap();
    t.play(N, &[], Some("a7-a6")).unwrap();
    let mut op = opens(&t.s[0], &["a4"]);
    op[0].rank = Rank::Commander;
    let r = step(&mut t.g, |g| g.turn(S, &op, Some("a5xa6")));
    assert!(matches!(r, Err(Fault::Breach(Side::First, _))), "{r:?}");
    assert_eq!(t.g.phase, BlindPhase::Over);
    assert_eq!(t.winner(), Some(N));
}

/// A cheater's commitment: an army that breaks the rules, sealed by hand.
fn cheat_secret(side: Side, turn: u8, edit: impl Fn(&mut Vec<(Square, Rank)>)) -> (Secret, String) {
    let mut s = secret(
        if side == S { "south" } else { "north" },
        if turn == 1 { "first" } else { "second" },
        7,
    );
    edit(&mut s.army.pieces);
    let pieces: Vec<(u8, u8)> = s.army.pieces.iter().map(|(q, r)| (q.index(9), r.byte())).collect();
    s.commitment = Commitment::seal(&s.seed, GAME, turn, &pieces).unwrap();
    let army = Army {
        side,
        pieces: s.army.pieces.clone(),
    };
    let text = format!(
        "reveal {}\n{}\n",
        estafette::protocol::hex_encode(&s.seed),
        army.to_text()
    );
    (s, text)
}

fn cheat_table(edit: impl Fn(&mut Vec<(Square, Rank)>)) -> (Table, String) {
    let (cheat, reveal) = cheat_secret(N, 2, edit);
    let mut g = BlindGame::new(GAME, Options::default(), Side::First);
    let honest = secret("south", "first", 1);
    step(&mut g, |g| g.commit(S, &honest.commit_message())).unwrap();
    step(&mut g, |g| g.commit(N, &blind::commit_message(&cheat.commitment))).unwrap();
    (Table { g, s: [honest, cheat] }, reveal)
}

fn set(pieces: &mut [(Square, Rank)], at: &str, rank: Rank) {
    for p in pieces.iter_mut() {
        if p.0 == sq(at) {
            p.1 = rank;
        }
    }
}

#[test]
fn a_ninth_scout_forfeits_when_opened() {
    // The Spy on f8 is a ninth Scout.
    let (mut t, _) = cheat_table(|p| set(p, "f8", Rank::Scout));
    let scouts: Vec<String> = t.s[1]
        .army
        .pieces
        .iter()
        .filter(|(_, r)| *r == Rank::Scout)
        .map(|(q, _)| q.to_string())
        .collect();
    assert_eq!(scouts.len(), 9);
    let names: Vec<&str> = scouts.iter().map(String::as_str).collect();
    t.play(S, &[], Some("a4-a5")).unwrap();
    let r = t.play(N, &names, None);
    assert!(matches!(r, Err(Fault::Breach(Side::Second, _))), "{r:?}");
    assert_eq!(t.winner(), Some(S));
}

#[test]
fn a_mine_that_moved_forfeits_when_opened_or_revealed() {
    // South's Mine on d4 steps forward: unknown, so allowed at first.
    let mut t = table();
    t.play(S, &[], Some("d4-d5")).unwrap();
    t.play(N, &[], Some("d7-d6")).unwrap();
    // North's Colonel from d7 attacks it.
    t.play(S, &[], Some("a4-a5")).unwrap();
    t.play(N, &["d7"], Some("d6xd5")).unwrap();
    let r = t.play(S, &["d4"], None);
    assert!(matches!(r, Err(Fault::Breach(Side::First, _))), "{r:?}");
    assert_eq!(t.winner(), Some(N));

    // Never opened in play: caught at the final reveal.
    let mut t = table();
    t.play(S, &[], Some("d4-d5")).unwrap();
    step(&mut t.g, |g| g.resign(N)).unwrap();
    t.reveal(N).unwrap();
    let r = t.reveal(S);
    assert!(matches!(r, Err(Fault::Breach(Side::First, _))), "{r:?}");
    assert_eq!(t.winner(), Some(N), "the resignation does not save a cheat");
}

#[test]
fn a_long_move_by_a_non_scout_is_refused() {
    let mut t = table();
    // c4 holds a Major: no run without opening, and its opening shows it is no Scout.
    t.play(S, &[], Some("a4-a5")).unwrap();
    t.play(N, &[], Some("a7-a6")).unwrap();
    assert!(matches!(t.play(S, &[], Some("b4-b6")), Err(Fault::Refused(_))));
    assert!(
        matches!(t.play(S, &["c4"], Some("c4-c5")), Err(Fault::Refused(_))),
        "c5 is a lake"
    );
    t.play(S, &["f4"], Some("f4-f5")).unwrap();
    assert!(matches!(t.play(N, &[], Some("i7-i5")), Err(Fault::Refused(_))));
}

#[test]
fn a_defender_that_never_opens_cannot_play_and_is_timed_out() {
    let mut t = table();
    t.play(S, &[], Some("a4-a5")).unwrap();
    t.play(N, &[], Some("a7-a6")).unwrap();
    t.play(S, &["a4"], Some("a5xa6")).unwrap();
    assert!(matches!(t.play(N, &[], Some("i7-i6")), Err(Fault::Refused(_))));
    t.play(N, &["i7"], None).unwrap();
    assert!(
        t.g.pending.is_some(),
        "opening another piece does not answer the attack"
    );
    assert_eq!(t.g.to_act(), Some(N), "North stays on the clock");
}

#[test]
fn a_reveal_that_does_not_match_forfeits() {
    let mut t = table();
    step(&mut t.g, |g| g.resign(S)).unwrap();
    // A wrong seed.
    let (_, army) = blind::parse_reveal(&t.s[1].reveal_message()).unwrap();
    let r = step(&mut t.g, |g| g.reveal(N, &[9; 32], &army));
    assert!(matches!(r, Err(Fault::Breach(Side::Second, _))), "{r:?}");
    assert_eq!(
        t.winner(),
        Some(S),
        "the resigning side wins when the winner's reveal fails"
    );

    // The right seed, another army (a combat rank contradicted): another root.
    let mut t = table();
    to_the_flag(&mut t);
    t.play(N, &["b7"], None).unwrap();
    let (seed, army) = blind::parse_reveal(&t.s[0].reveal_message()).unwrap();
    let swapped = army.replacen("2 2 7", "7 2 2", 1);
    let r = step(&mut t.g, |g| g.reveal(S, &seed, &swapped));
    assert!(matches!(r, Err(Fault::Breach(Side::First, _))), "{r:?}");
    assert_eq!(t.winner(), Some(N));
}

#[test]
fn an_army_that_breaks_the_rules_forfeits_at_the_reveal() {
    // Composition: the Spy on f8 replaced by a tenth... a ninth Scout, never opened.
    let (mut t, reveal) = cheat_table(|p| set(p, "f8", Rank::Scout));
    step(&mut t.g, |g| g.resign(S)).unwrap();
    let (seed, army) = blind::parse_reveal(&reveal).unwrap();
    let r = step(&mut t.g, |g| g.reveal(N, &seed, &army));
    assert!(
        matches!(r, Err(Fault::Breach(Side::Second, ref m)) if m.english.contains("Scout")),
        "{r:?}"
    );
    assert_eq!(t.winner(), Some(S));

    // The Flag on c7 (Gibson rule: never on c7) swapped with the Mine there.
    let (mut t, reveal) = cheat_table(|p| {
        set(p, "b7", Rank::Mine);
        set(p, "c7", Rank::Flag);
    });
    step(&mut t.g, |g| g.resign(S)).unwrap();
    let (seed, army) = blind::parse_reveal(&reveal).unwrap();
    let r = step(&mut t.g, |g| g.reveal(N, &seed, &army));
    assert!(
        matches!(r, Err(Fault::Breach(Side::Second, ref m)) if m.english.contains("Flag")),
        "{r:?}"
    );
}

#[test]
fn reveal_deadlines() {
    // Only the winner revealed: the other forfeits.
    let mut t = table();
    step(&mut t.g, |g| g.resign(S)).unwrap();
    t.reveal(N).unwrap();
    t.g.reveal_deadline_passed();
    assert_eq!(t.winner(), Some(N));
    // Only the loser revealed: the winner forfeits (the result stays provisional until the winner's reveal checks).
    let mut t = table();
    step(&mut t.g, |g| g.resign(S)).unwrap();
    t.reveal(S).unwrap();
    t.g.reveal_deadline_passed();
    assert_eq!(t.winner(), Some(S));
    // Neither: void.
    let mut t = table();
    step(&mut t.g, |g| g.resign(S)).unwrap();
    t.g.reveal_deadline_passed();
    assert_eq!(t.g.phase, BlindPhase::Over);
    assert_eq!(t.winner(), None);
}

#[test]
fn commitments_are_checked_for_structure() {
    let mut g = BlindGame::new(GAME, Options::default(), Side::First);
    let south = secret("south", "first", 1);
    // The North player's lines sent by South, and lines for the wrong turn.
    let north = secret("north", "second", 2);
    assert!(matches!(
        step(&mut g, |g| g.commit(S, &north.commit_message())),
        Err(Fault::Refused(_))
    ));
    let wrong_turn = secret("south", "second", 1);
    assert!(matches!(
        step(&mut g, |g| g.commit(S, &wrong_turn.commit_message())),
        Err(Fault::Refused(_))
    ));
    step(&mut g, |g| g.commit(S, &south.commit_message())).unwrap();
    assert!(matches!(
        step(&mut g, |g| g.commit(S, &south.commit_message())),
        Err(Fault::Refused(_))
    ));
    assert_eq!(g.phase, BlindPhase::Setup);
}

#[test]
fn a_side_that_surely_cannot_move_loses() {
    let mut t = table();
    let text = format!(
        "lattaque {} south 10 9/9/9/1,nF*,7/9/9/s?,8/9/9/9",
        Options::default().to_text()
    );
    t.g.board = estafette::games::lattaque::BlindBoard::from_text(&text).unwrap();
    t.play(S, &[], Some("a4-a5")).unwrap();
    assert_eq!(t.g.phase, BlindPhase::Reveal);
    let v = t.g.provisional.clone().unwrap();
    assert_eq!(v.winner, Some(S), "{:?}", v.reason);
    assert_eq!(v.reason, estafette::games::End::NoMoveSeen { side: S.other() });
}
