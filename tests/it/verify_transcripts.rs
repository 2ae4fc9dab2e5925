//! `verify` on exported transcripts: a real finished game passes, and every
//! kind of tampering is caught and named, both when the tamperer leaves the
//! hash chain alone and when they recompute it (then the replay catches it).

use crate::common;

use common::{Harness, ARMY_NORTH, ARMY_SOUTH};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::protocol::{self, encode::hex_encode};
use estafette::referee::Phase;
use estafette::transcript::{verify, Transcript};
use serde_json::Value;

/// A finished L'Attaque game with at least one combat.
fn finished_lattaque() -> Transcript {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    h.play(&id, Side::First, &format!("SETUP\n{ARMY_SOUTH}"));
    h.play(&id, Side::Second, &format!("SETUP\n{ARMY_NORTH}"));
    let mut seed = 99u64;
    for _ in 0..2000 {
        let st = h.svc.state(&id).unwrap();
        if st.phase == Phase::Over {
            break;
        }
        let pos = st.position.unwrap();
        let side = pos.side_to_move();
        let mv = estafette::demo::choose_move(&pos, &mut seed).unwrap_or_else(|| "RESIGN".into());
        h.play(&id, side, &mv);
    }
    let t = h.svc.export(&id).unwrap();
    assert!(t.result.is_some(), "the game finished");
    assert!(!t.openings.is_empty(), "there was combat");
    t
}

fn json(t: &Transcript) -> String {
    serde_json::to_string(t).unwrap()
}

/// Recompute every head, as a forger would.
fn rehash(t: &mut Transcript) {
    let mut prev = protocol::log::genesis(&t.game).unwrap();
    for (i, e) in t.log.iter_mut().enumerate() {
        e.n = i as u64 + 1;
        prev = protocol::log::next(&prev, e.n, e.event.as_bytes()).unwrap();
        e.head = hex_encode(&prev);
    }
    t.head.n = t.log.len() as u64;
    t.head.head = hex_encode(&prev);
}

/// Change one event's JSON with `f`.
fn edit_event(t: &mut Transcript, pick: impl Fn(&Value) -> bool, f: impl Fn(&mut Value)) -> usize {
    let i = t
        .log
        .iter()
        .position(|e| pick(&serde_json::from_str(&e.event).unwrap()))
        .expect("event to alter");
    let mut v: Value = serde_json::from_str(&t.log[i].event).unwrap();
    f(&mut v);
    t.log[i].event = serde_json::to_string(&v).unwrap();
    i
}

fn is(kind: &'static str) -> impl Fn(&Value) -> bool {
    move |v| v["event"] == kind
}

fn fails(t: &Transcript, needle: &str) {
    let err = verify(&json(t), None).expect_err("tampering must be caught");
    assert!(err.contains(needle), "expected '{needle}' in: {err}");
}

#[test]
fn an_honest_transcript_verifies_and_pins_a_held_head() {
    let t = finished_lattaque();
    let v = verify(&json(&t), None).unwrap();
    assert_eq!(v.events, t.log.len() as u64);
    // A head the player holds from move mail 5.
    let held = (5u64, t.log[4].head.clone());
    verify(&json(&t), Some((held.0, &held.1))).unwrap();
    let err = verify(&json(&t), Some((5, &t.log[5].head))).unwrap_err();
    assert!(err.contains("not the game you played"), "{err}");
}

#[test]
fn an_altered_move_is_caught() {
    let t0 = finished_lattaque();
    let mut t = t0.clone();
    edit_event(&mut t, is("moved"), |v| v["text"] = Value::from("a1-a2"));
    fails(&t, "hash does not match");
    rehash(&mut t);
    fails(&t, "move 1 a1-a2");
}

#[test]
fn an_altered_army_is_caught() {
    let mut t = finished_lattaque();
    edit_event(&mut t, is("revealed"), |v| {
        let army = v["army"]
            .as_str()
            .unwrap()
            .replacen("10", "9", 1)
            .replacen("9", "10", 1);
        let swapped = army.replacen("M", "F", 1);
        v["army"] = Value::from(swapped);
    });
    fails(&t, "hash does not match");
    rehash(&mut t);
    let err = verify(&json(&t), None).unwrap_err();
    assert!(err.contains("side 1") || err.contains("army"), "{err}");
}

#[test]
fn an_altered_seed_is_caught() {
    let mut t = finished_lattaque();
    edit_event(&mut t, is("revealed"), |v| {
        let seed = v["seed"].as_str().unwrap();
        let flipped = match seed.strip_prefix('0') {
            Some(rest) => format!("1{rest}"),
            None => format!("0{}", &seed[1..]),
        };
        v["seed"] = Value::from(flipped);
    });
    rehash(&mut t);
    fails(&t, "commitment is not that of its army");
}

#[test]
fn a_wrong_combat_result_is_caught() {
    let mut t = finished_lattaque();
    edit_event(
        &mut t,
        |v| {
            v["event"] == "moved"
                && v["combat"].is_object()
                && v["combat"]["removed"].as_array().is_some_and(|a| !a.is_empty())
        },
        |v| v["combat"]["removed"] = Value::Array(vec![]),
    );
    rehash(&mut t);
    fails(&t, "recorded as removing");
    // And a forged opening (wrong rank claimed for the defender).
    let mut t = finished_lattaque();
    edit_event(
        &mut t,
        |v| v["event"] == "moved" && v["combat"].is_object(),
        |v| {
            let r = v["combat"]["defender"]["rank"].as_str().unwrap().to_string();
            v["combat"]["defender"]["rank"] = Value::from(if r == "M" { "F" } else { "M" });
        },
    );
    rehash(&mut t);
    fails(&t, "the defender was recorded as");
}

#[test]
fn a_dropped_event_is_caught() {
    let mut t = finished_lattaque();
    let i = t.log.iter().position(|e| e.event.contains("\"moved\"")).unwrap() + 3;
    t.log.remove(i);
    fails(&t, "dropped, added or moved");
    rehash(&mut t);
    let err = verify(&json(&t), None).unwrap_err();
    assert!(err.contains("out of turn") || err.contains("numbered"), "{err}");
}

#[test]
fn two_swapped_events_are_caught() {
    let mut t = finished_lattaque();
    let i = t.log.iter().position(|e| e.event.contains("\"moved\"")).unwrap() + 2;
    let (a, b) = (t.log[i].event.clone(), t.log[i + 1].event.clone());
    t.log[i].event = b;
    t.log[i + 1].event = a;
    fails(&t, "hash does not match");
    rehash(&mut t);
    let err = verify(&json(&t), None).unwrap_err();
    assert!(err.contains("out of turn") || err.contains("numbered"), "{err}");
}

#[test]
fn a_forged_chain_head_is_caught() {
    let mut t = finished_lattaque();
    t.head.head = "00".repeat(32);
    fails(&t, "stated chain head");
    let mut t = finished_lattaque();
    let last = t.log.len() - 1;
    t.log[last].head = "11".repeat(32);
    fails(&t, "hash does not match");
}

#[test]
fn a_wrong_stated_result_is_caught() {
    let mut t = finished_lattaque();
    let r = t.result.as_mut().unwrap();
    r.winner = if r.winner == 1 { 2 } else { 1 };
    fails(&t, "states the result");
}

#[test]
fn an_altered_end_is_caught() {
    let mut t = finished_lattaque();
    edit_event(&mut t, is("ended"), |v| {
        let w = v["winner"].as_u64().unwrap();
        v["winner"] = Value::from(if w == 1 { 2 } else { 1 });
    });
    rehash(&mut t);
    fails(&t, "recorded result");
}

#[test]
fn garbage_is_not_a_transcript() {
    assert!(verify("{}", None).unwrap_err().contains("not a transcript"));
    assert!(verify("not json", None).unwrap_err().contains("not a transcript"));
}
