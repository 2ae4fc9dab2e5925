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
    finished_lattaque_with(OptionsSpec::default())
}

/// [`finished_lattaque`] with the given options.
fn finished_lattaque_with(spec: OptionsSpec) -> Transcript {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Lattaque, spec, Side::First);
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
    // Written canonically, as a forger would (anything else is refused
    // before the replay).
    let ev: estafette::referee::Event = serde_json::from_value(v).unwrap();
    t.log[i].event = String::from_utf8(ev.to_bytes()).unwrap();
    i
}

fn is(kind: &'static str) -> impl Fn(&Value) -> bool {
    move |v| v["event"] == kind
}

fn fails(t: &Transcript, needle: &str) {
    let err = verify(&json(t), None)
        .expect_err("tampering must be caught")
        .to_string();
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
    let err = verify(&json(&t), Some((5, &t.log[5].head))).unwrap_err().to_string();
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
    let err = verify(&json(&t), None).unwrap_err().to_string();
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
    let err = verify(&json(&t), None).unwrap_err().to_string();
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
    let err = verify(&json(&t), None).unwrap_err().to_string();
    assert!(err.contains("never go back"), "{err}");
    // With the times swapped back, the replay finds the moves out of turn.
    let (a, b) = (t.log[i].event.clone(), t.log[i + 1].event.clone());
    let at = |e: &str| e[e.find(",\"at\":").unwrap()..].to_string();
    t.log[i].event = a.replace(&at(&a), &at(&b));
    t.log[i + 1].event = b.replace(&at(&b), &at(&a));
    rehash(&mut t);
    let err = verify(&json(&t), None).unwrap_err().to_string();
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
    assert!(verify("{}", None).unwrap_err().to_string().contains("not a transcript"));
    assert!(verify("not json", None)
        .unwrap_err()
        .to_string()
        .contains("not a transcript"));
}

// ------------------------------------------------ the transcript's vectors and schema

fn applied(h: &mut Harness, id: &str, side: Side, body: &str) {
    let (r, _) = h.play(id, side, body);
    assert!(
        matches!(&r, estafette::service::Ingested::Handled { summary, .. } if !summary.contains("refused")),
        "{body}: {r:?}"
    );
}

fn pretty(t: &Transcript) -> String {
    serde_json::to_string_pretty(t).unwrap() + "\n"
}

/// A short Strand game: two moves, a message, a draw offered and declined,
/// a move, a resignation.
fn strand_vector() -> String {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    applied(&mut h, &id, Side::First, "a7-b8");
    applied(&mut h, &id, Side::Second, "d10-c9");
    applied(&mut h, &id, Side::Second, "MESSAGE Your move, \"général\".");
    applied(&mut h, &id, Side::First, "DRAW");
    applied(&mut h, &id, Side::Second, "DRAW DECLINE");
    applied(&mut h, &id, Side::First, "b8xd10");
    applied(&mut h, &id, Side::Second, "RESIGN");
    pretty(&h.svc.export(&id).unwrap())
}

/// A short held L'Attaque game: a combat, a resignation, both armies
/// published.
fn lattaque_vector() -> String {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    applied(&mut h, &id, Side::First, &format!("SETUP\n{ARMY_SOUTH}"));
    applied(&mut h, &id, Side::Second, &format!("SETUP\n{ARMY_NORTH}"));
    applied(&mut h, &id, Side::First, "a4-a6xa7");
    applied(&mut h, &id, Side::Second, "b7-b6");
    applied(&mut h, &id, Side::First, "RESIGN");
    pretty(&h.svc.export(&id).unwrap())
}

/// A short blind L'Attaque game: commitments, an attack, both openings, a
/// resignation, both reveals.
fn blind_vector() -> String {
    use crate::common::BLIND_ARMY as ARMY;
    use estafette::player::SealRequest;
    let mut h = Harness::new();
    let _tc = estafette::referee::clock::TimeControl::parse("3d", Some("1d")).unwrap();
    let players = common::players();
    let id = h.new_blind_game(OptionsSpec::default(), players);
    let secret = |side: &str, turn: &str, seed: u8| {
        let req = SealRequest {
            game: id.clone(),
            side: side.into(),
            turn: turn.into(),
            setup: ARMY.into(),
            variant: None,
            sets: Vec::new(),
        };
        crate::common::seal_v1(&req, [seed; 32])
    };
    let (s, n) = (secret("south", "first", 1), secret("north", "second", 2));
    applied(&mut h, &id, Side::First, &s.commit_message());
    applied(&mut h, &id, Side::Second, &n.commit_message());
    applied(&mut h, &id, Side::First, "a4-a5");
    applied(&mut h, &id, Side::Second, "a7-a6");
    let open = |sec: &estafette::protocol::blind::Secret, home: &str| sec.open_lines(&[home.to_string()]).unwrap();
    applied(&mut h, &id, Side::First, &format!("{}a5xa6\n", open(&s, "a4")));
    applied(&mut h, &id, Side::Second, &open(&n, "a7"));
    applied(&mut h, &id, Side::Second, "RESIGN");
    applied(&mut h, &id, Side::Second, &n.reveal_message());
    applied(&mut h, &id, Side::First, &s.reveal_message());
    pretty(&h.svc.export(&id).unwrap())
}

/// L'Assaut with `huff=on`: the placement, a huff, a capture, a draw
/// agreed.
fn assaut_vector() -> String {
    let mut h = Harness::new();
    let spec = OptionsSpec::with_sets(None, &["huff=on".to_string()]).unwrap();
    let id = h.new_game(GameKind::Assaut, spec, Side::First);
    for (side, m) in [
        (Side::Second, "place d6 e6"),
        (Side::First, "d4-d5"),
        (Side::Second, "e6-e7"),
        (Side::First, "c4-c5"),
        (Side::Second, "e7-e6"),
        (Side::First, "e4-e5"),
        (Side::Second, "e6xe4"),
        (Side::Second, "DRAW"),
        (Side::First, "DRAW ACCEPT"),
    ] {
        applied(&mut h, &id, side, m);
    }
    pretty(&h.svc.export(&id).unwrap())
}

/// A held L'Attaque game whose first player signs: a key, the army with a
/// message, a combat, a resignation; the signed SETUP sealed in the log and
/// published with the armies (format 4).
fn signed_lattaque_vector() -> String {
    use estafette::protocol::{log::LogHead, sign};
    use estafette::store::Queries;
    let secret = [11; 32];
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    let public = sign::base64_encode(&sign::public_key(&secret));
    let signed = |h: &mut Harness, body: &str| {
        let st = h.svc.state(&id).unwrap();
        let head = h.svc.store.read().events(&id).unwrap();
        let last = head.last().unwrap();
        let lh = LogHead {
            game: id.clone(),
            n: st.n,
            head: last.head.as_slice().try_into().unwrap(),
        };
        applied(
            h,
            &id,
            Side::First,
            &sign::sign_commands(&secret, 1, &lh, body).unwrap(),
        );
    };
    applied(&mut h, &id, Side::First, &format!("KEY {public}"));
    signed(&mut h, &format!("SETUP\n{ARMY_SOUTH}\nMESSAGE good luck"));
    applied(&mut h, &id, Side::Second, &format!("SETUP\n{ARMY_NORTH}"));
    signed(&mut h, "a4-a6xa7");
    applied(&mut h, &id, Side::Second, "b7-b6");
    signed(&mut h, "RESIGN");
    pretty(&h.svc.export(&id).unwrap())
}

/// The format-4 transcript of tests/data/transcript/ is what `export`
/// writes for a signed held game (`UPDATE_GOLDEN=1` writes it anew): it
/// verifies, its signed SETUP sealed in its `signed` event and whole in
/// its `revealed` one, and labelled 3 it is refused.
#[test]
fn a_signed_held_game_exports_format_4() {
    let file = "format-4-lattaque-signed.json";
    let text = signed_lattaque_vector();
    common::golden(&format!("tests/data/transcript/{file}"), &text);
    assert!(text.contains("\"format\": \"estafette-transcript/4\""), "{file}");
    let v = verify(&text, None).unwrap_or_else(|e| panic!("{file}: {e}"));
    assert!(v.result.is_some() && v.moves > 0 && v.unchecked.is_empty(), "{v:?}");
    assert!(
        text.contains(r#"\"commands\":\"SETUP sealed\\nMESSAGE good luck\""#),
        "{text}"
    );
    assert!(text.contains(r#"\"signed\":\"SETUP\\n2 2 3 2 4 2 3 2 2\\n"#), "{text}");
    let e = verify(&text.replace("estafette-transcript/4", "estafette-transcript/3"), None).unwrap_err();
    assert!(
        e.to_string().contains("only format estafette-transcript/4 holds"),
        "{e}"
    );
}

/// The format-3 transcripts of tests/data/transcript/ are what `export`
/// writes for these games (`UPDATE_GOLDEN=1` writes them anew), and each
/// verifies: every move's report and the end are recorded as codes.
#[test]
fn the_transcript_vectors_are_what_export_writes() {
    for (file, text) in [
        ("format-3-strand.json", strand_vector()),
        ("format-3-lattaque.json", lattaque_vector()),
        ("format-3-assaut.json", assaut_vector()),
        ("format-3-blind.json", blind_vector()),
    ] {
        common::golden(&format!("tests/data/transcript/{file}"), &text);
        let v = verify(&text, None).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert!(v.result.is_some(), "{file}: the game is over");
        assert!(v.moves > 0, "{file}: moves were played");
        assert!(text.contains("\"format\": \"estafette-transcript/3\""), "{file}");
        let t: Transcript = serde_json::from_str(&text).unwrap();
        for e in &t.log {
            let v: Value = serde_json::from_str(&e.event).unwrap();
            if v["event"] == "moved" {
                assert!(v["report"]["code"].is_string(), "{file}: {}", e.event);
            }
            if v["event"] == "ended" {
                assert!(v["reason"]["code"].as_str().unwrap().starts_with("end-"), "{file}");
            }
        }
        // The result is stated in English for a reader at a glance.
        assert!(!t.result.unwrap().reason.contains("end-"), "{file}");
    }
}

/// The transcripts exported before format 3 (kept as they were written:
/// reports and ends as English sentences) still verify, byte for byte as
/// they are, and also under the label of format 3; a format-3 transcript
/// relabelled 2 is refused.
#[test]
fn format_2_transcripts_still_verify() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/transcript");
    for file in ["strand.json", "lattaque.json", "blind.json"] {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        assert!(text.contains("\"format\": \"estafette-transcript/2\""), "{file}");
        assert!(!text.contains("\\\"code\\\""), "{file}: no event of format 3");
        let v = verify(&text, None).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert!(v.result.is_some() && v.moves > 0, "{file}");
        let relabelled = text.replace("estafette-transcript/2", "estafette-transcript/3");
        verify(&relabelled, None).unwrap_or_else(|e| panic!("{file} as format 3: {e}"));
        let new = std::fs::read_to_string(root.join(format!("format-3-{file}"))).unwrap();
        let err = verify(&new.replace("estafette-transcript/3", "estafette-transcript/2"), None)
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("only format estafette-transcript/3 and later formats hold"),
            "{file}: {err}"
        );
    }
}

/// An alteration of a coded event: the event, its member, the phrase of
/// the refusal, the change.
type CodeEdit = (&'static str, &'static str, &'static str, fn(&mut Value));

/// A reason's first argument given another value of its type.
fn other_first_arg(r: &mut Value) {
    let (_, arg) = r["args"]
        .as_object_mut()
        .unwrap()
        .iter_mut()
        .next()
        .expect("an argument");
    let (ty, v) = arg.as_object_mut().unwrap().iter_mut().next().unwrap();
    *v = match ty.as_str() {
        "side" => Value::from(3 - v.as_u64().unwrap()),
        "num" => Value::from(v.as_i64().unwrap() + 1),
        _ => Value::from(format!("{}x", v.as_str().unwrap_or("reason"))),
    };
}

/// A format-3 transcript whose coded report or end is altered (another
/// code, an argument changed, an English sentence where the rules give
/// another) is refused, the chain recomputed or not, naming both.
#[test]
fn an_altered_code_is_caught() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/transcript");
    for file in [
        "format-3-strand.json",
        "format-3-lattaque.json",
        "format-3-assaut.json",
        "format-3-blind.json",
    ] {
        let t: Transcript = serde_json::from_str(&std::fs::read_to_string(root.join(file)).unwrap()).unwrap();
        let edits: [CodeEdit; 6] = [
            ("moved", "report", "is reported as", |r| {
                r["code"] = Value::from("report-forged")
            }),
            ("moved", "report", "is reported as", other_first_arg),
            ("moved", "report", "is reported as", |r| {
                *r = Value::from("South moved.")
            }),
            ("ended", "reason", "recorded result", |r| {
                r["code"] = Value::from("end-forged")
            }),
            ("ended", "reason", "recorded result", |r| {
                r["args"]["forged"] = serde_json::json!({"num": 1})
            }),
            ("ended", "reason", "recorded result", |r| {
                *r = Value::from("both Flags are missing")
            }),
        ];
        for (event, member, needle, f) in edits {
            let mut bad = t.clone();
            edit_event(&mut bad, is(event), |v| f(&mut v[member]));
            fails(&bad, "hash does not match");
            rehash(&mut bad);
            let err = verify(&json(&bad), None).unwrap_err().to_string();
            assert!(err.contains(needle), "{file}: {event} {member}: {err}");
            assert!(err.contains("but the rules"), "{file}: {err}");
        }
    }
}

/// Transcripts written before `created` recorded the resolved switches
/// (kept as they were exported then) still verify: their options are read
/// from the variant and the switches chosen.
#[test]
fn transcripts_without_resolved_switches_still_verify() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/transcript");
    for file in [
        "unresolved-strand.json",
        "unresolved-lattaque.json",
        "unresolved-blind.json",
    ] {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        let t: Transcript = serde_json::from_str(&text).unwrap();
        assert!(!t.log[0].event.contains("\"resolved\""), "{file}: an old log");
        let v = verify(&text, None).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert!(v.result.is_some(), "{file}: the game is over");
    }
}

/// A new game's `created` event records every switch with its value, and
/// the game is replayed from those values: if a variant's name is given
/// another meaning later, a past game still verifies as it was played.
/// Here a game played under `standard` is relabelled `gibson-1925`, as if
/// that name had meant these switches when it was created.
#[test]
fn a_redefined_variant_still_replays_with_the_recorded_switches() {
    let spec = OptionsSpec {
        variant: Some("standard".into()),
        ..OptionsSpec::default()
    };
    let mut t = finished_lattaque_with(spec);
    let created: Value = serde_json::from_str(&t.log[0].event).unwrap();
    assert_eq!(
        created["resolved"],
        serde_json::json!([
            ["attack", "orthogonal"],
            ["equal-scouts", "remove"],
            ["spy", "attacking"],
            ["flag-placement", "free"],
            ["max-plies", "off"]
        ])
    );
    assert!(t.log[0]
        .event
        .contains(r#""switches":[],"resolved":[["attack","orthogonal"]"#));
    edit_event(&mut t, is("created"), |v| v["variant"] = Value::from("gibson-1925"));
    t.variant = "gibson-1925".into();
    rehash(&mut t);
    verify(&json(&t), None).expect("the game follows its recorded switches");
    // Without them, the name's meaning today is taken, and the moves no
    // longer fit the rules.
    let mut old = t.clone();
    edit_event(&mut old, is("created"), |v| {
        v.as_object_mut().unwrap().remove("resolved");
    });
    rehash(&mut old);
    let err = verify(&json(&old), None)
        .expect_err("the rules of gibson-1925 today")
        .to_string();
    assert!(err.contains("move"), "{err}");
    // Recorded values that are not the game's, or that contradict a switch
    // the players set, are refused.
    for (resolved, needle) in [
        (
            serde_json::json!([["attack", "sideways"]]),
            "not a value of the switch attack",
        ),
        (
            serde_json::json!([["spy", "attacking"], ["attack", "orthogonal"]]),
            "each switch once",
        ),
    ] {
        let mut bad = t.clone();
        edit_event(&mut bad, is("created"), |v| v["resolved"] = resolved.clone());
        rehash(&mut bad);
        fails(&bad, needle);
    }
    let mut bad = t.clone();
    edit_event(&mut bad, is("created"), |v| {
        v["switches"] = serde_json::json!([["spy", "always"]])
    });
    rehash(&mut bad);
    fails(&bad, "contradict the switch spy=always");
}

/// docs/PROTOCOL.md quotes the Strand vector whole.
#[test]
fn the_protocol_quotes_the_strand_transcript() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/PROTOCOL.md")).unwrap();
    let vector = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/transcript/format-3-strand.json"
    ))
    .unwrap();
    assert!(
        doc.contains(&format!("```json\n{vector}```")),
        "docs/PROTOCOL.md does not quote tests/data/transcript/format-3-strand.json"
    );
}

/// A JSON Schema checker for the keywords docs/transcript.schema.json uses
/// (draft 2020-12); any other keyword fails the test, so the schema stays
/// within what is checked here. `contentSchema` is asserted: each `event`
/// string is parsed and checked as an event.
pub(crate) struct Schema {
    root: Value,
}

type Checked = Result<(), String>;

impl Schema {
    pub(crate) fn load() -> Schema {
        let text =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/transcript.schema.json")).unwrap();
        Schema {
            root: serde_json::from_str(&text).expect("the schema is JSON"),
        }
    }

    pub(crate) fn check(&self, v: &Value) -> Checked {
        self.at(&self.root, v, "")
    }

    fn at(&self, s: &Value, v: &Value, path: &str) -> Checked {
        let s = s
            .as_object()
            .ok_or_else(|| format!("{path}: a schema that is not an object"))?;
        for (k, rule) in s {
            let r = match k.as_str() {
                "$schema" | "title" | "description" | "$defs" | "contentMediaType" | "prefixItems" => Ok(()),
                "$ref" => {
                    let name = rule
                        .as_str()
                        .and_then(|r| r.strip_prefix("#/$defs/"))
                        .expect("a local $ref");
                    self.at(&self.root["$defs"][name], v, path)
                }
                "type" | "enum" | "const" | "pattern" | "minimum" | "maximum" => value_keyword(k, rule, v),
                "required" | "properties" | "additionalProperties" => self.object_keyword(s, k, rule, v, path),
                "items" | "minItems" | "maxItems" => self.array_keyword(s, k, rule, v, path),
                "oneOf" => self.one_of(rule, v, path),
                "contentSchema" => match v.as_str() {
                    Some(t) => {
                        let inner: Value = serde_json::from_str(t).map_err(|e| format!("not JSON: {e}"))?;
                        self.at(rule, &inner, &format!("{path}(content)"))
                    }
                    None => Ok(()),
                },
                other => panic!("the schema uses '{other}', which this test does not check"),
            };
            r.map_err(|e| if e.starts_with('/') { e } else { format!("{path}: {e}") })?;
        }
        Ok(())
    }

    fn object_keyword(
        &self,
        s: &serde_json::Map<String, Value>,
        k: &str,
        rule: &Value,
        v: &Value,
        path: &str,
    ) -> Checked {
        let Some(o) = v.as_object() else { return Ok(()) };
        match k {
            "required" => match rule
                .as_array()
                .unwrap()
                .iter()
                .find(|m| !o.contains_key(m.as_str().unwrap()))
            {
                Some(m) => Err(format!("member {m} is missing")),
                None => Ok(()),
            },
            "properties" => rule
                .as_object()
                .unwrap()
                .iter()
                .try_for_each(|(m, sub)| match o.get(m) {
                    Some(x) => self.at(sub, x, &format!("{path}/{m}")),
                    None => Ok(()),
                }),
            // `additionalProperties`: false (no other member), or the
            // schema every other member matches (a reason's arguments).
            _ => {
                let empty = serde_json::Map::new();
                let props = s.get("properties").and_then(Value::as_object).unwrap_or(&empty);
                let mut others = o.iter().filter(|(m, _)| !props.contains_key(*m));
                if rule.is_object() {
                    return others.try_for_each(|(m, x)| self.at(rule, x, &format!("{path}/{m}")));
                }
                assert_eq!(
                    rule,
                    &Value::Bool(false),
                    "{path}: additionalProperties is a schema, false or absent"
                );
                match others.next() {
                    Some((m, _)) => Err(format!("unknown member {m}")),
                    None => Ok(()),
                }
            }
        }
    }

    fn array_keyword(
        &self,
        s: &serde_json::Map<String, Value>,
        k: &str,
        rule: &Value,
        v: &Value,
        path: &str,
    ) -> Checked {
        let Some(a) = v.as_array() else { return Ok(()) };
        let n = a.len() as u64;
        match k {
            "minItems" if n < rule.as_u64().unwrap() => Err(format!("{n} items, fewer than {rule}")),
            "maxItems" if n > rule.as_u64().unwrap() => Err(format!("{n} items, more than {rule}")),
            "items" => {
                let prefix = s
                    .get("prefixItems")
                    .and_then(Value::as_array)
                    .cloned()
                    .unwrap_or_default();
                a.iter()
                    .enumerate()
                    .try_for_each(|(i, x)| self.at(prefix.get(i).unwrap_or(rule), x, &format!("{path}/{i}")))
            }
            _ => Ok(()),
        }
    }

    fn one_of(&self, rule: &Value, v: &Value, path: &str) -> Checked {
        let subs = rule.as_array().unwrap();
        let errors: Vec<String> = subs.iter().filter_map(|sub| self.at(sub, v, path).err()).collect();
        match subs.len() - errors.len() {
            1 => Ok(()),
            0 => Err(format!("matches none of oneOf: {}", errors.join("; "))),
            n => Err(format!("matches {n} of oneOf")),
        }
    }
}

/// The keywords about one value: its type, its allowed values, its form.
fn value_keyword(k: &str, rule: &Value, v: &Value) -> Checked {
    let ok = match k {
        "type" => {
            let types: Vec<&str> = match rule {
                Value::Array(a) => a.iter().map(|t| t.as_str().unwrap()).collect(),
                t => vec![t.as_str().unwrap()],
            };
            types.iter().any(|t| match *t {
                "object" => v.is_object(),
                "array" => v.is_array(),
                "string" => v.is_string(),
                "integer" => v.is_i64() || v.is_u64(),
                "null" => v.is_null(),
                other => panic!("type {other}"),
            })
        }
        "enum" => rule.as_array().unwrap().contains(v),
        "const" => rule == v,
        "pattern" => v
            .as_str()
            .is_none_or(|t| regex_lite::Regex::new(rule.as_str().unwrap()).unwrap().is_match(t)),
        "minimum" => v.as_i64().is_none_or(|n| n >= rule.as_i64().unwrap()),
        _ => v.as_i64().is_none_or(|n| n <= rule.as_i64().unwrap()),
    };
    if ok {
        Ok(())
    } else {
        Err(format!("{v} fails {k} {rule}"))
    }
}

/// Every transcript in the tests, of either format, matches
/// docs/transcript.schema.json; altered ones do not.
#[test]
fn the_transcripts_match_the_schema() {
    let schema = Schema::load();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for dir in [
        "tests/data/transcript",
        "tests/data/play",
        "tests/fuzz/corpus/transcript_verify",
    ] {
        for e in std::fs::read_dir(root.join(dir)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "json") {
                let v: Value = serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
                schema.check(&v).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
                checked += 1;
            }
        }
    }
    assert!(checked >= 10, "{checked} transcripts");
    let t: Value =
        serde_json::from_str(&std::fs::read_to_string(root.join("tests/data/transcript/blind.json")).unwrap()).unwrap();
    let altered = |f: &dyn Fn(&mut Value)| {
        let mut v = t.clone();
        f(&mut v);
        schema.check(&v).expect_err("an altered transcript")
    };
    altered(&|v| v["signature"] = Value::from("x"));
    altered(&|v| {
        v.as_object_mut().unwrap().remove("armies");
    });
    altered(&|v| v["head"]["head"] = Value::from("ABC"));
    altered(&|v| v["players"][0]["side"] = Value::from(3));
    altered(&|v| {
        let e = v["log"][4]["event"].as_str().unwrap().replace("\"at\":", "\"time\":");
        v["log"][4]["event"] = Value::from(e);
    });
    altered(&|v| {
        let e = v["log"][1]["event"]
            .as_str()
            .unwrap()
            .replacen("\"square\":\"a1\"", "\"square\":\"z1\"", 1);
        v["log"][1]["event"] = Value::from(e);
    });
    // A coded report or end whose shape is not a reason's.
    let t: Value = serde_json::from_str(
        &std::fs::read_to_string(root.join("tests/data/transcript/format-3-strand.json")).unwrap(),
    )
    .unwrap();
    let altered_event = |kind: &str, from: &str, to: &str| {
        let mut v = t.clone();
        let log = v["log"].as_array_mut().unwrap();
        let e = log
            .iter_mut()
            .find(|e| e["event"].as_str().unwrap().contains(&format!("\"event\":\"{kind}\"")))
            .unwrap();
        let text = e["event"].as_str().unwrap();
        assert!(text.contains(from), "{text}");
        e["event"] = Value::from(text.replacen(from, to, 1));
        schema.check(&v).expect_err(&format!("{kind}: {from} as {to}"))
    };
    schema.check(&t).unwrap();
    altered_event("moved", "\"code\":", "\"cod\":");
    altered_event("moved", "\"code\":\"report-", "\"code\":\"Report ");
    altered_event("moved", "{\"side\":1}", "{\"side\":3}");
    altered_event("moved", "{\"side\":1}", "{\"colour\":1}");
    altered_event("moved", "{\"side\":1}", "{\"side\":1,\"num\":1}");
    altered_event("moved", "{\"kind\":\"C\"}", "{\"kind\":\"Cavalry\"}");
    altered_event("moved", "{\"text\":\"", "{\"text\":7,\"x\":\"");
    altered_event("ended", "\"code\":\"end-", "\"code\":\"END-");
    altered_event("ended", "{\"code\":", "{\"words\":\"x\",\"code\":");
}

/// A format-3 log written before every inner sentence was typed holds
/// parts of a reason as English (`{"english": …}`): North's reveal broke
/// the rules, and the forfeit recorded why in English. It still verifies
/// when the rules give that reason typed, and an altered sentence is
/// caught.
#[test]
fn a_format_3_log_with_english_parts_still_verifies() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/transcript");
    let text = std::fs::read_to_string(root.join("format-3-legacy-english.json")).unwrap();
    assert!(text.contains(r#"\"english\":\"line 4 (rank 7) has 10 entries"#));
    let v = verify(&text, None).unwrap_or_else(|e| panic!("{e}"));
    let result = v.result.expect("the game is over").reason;
    assert!(result.starts_with("North forfeits"), "{result}");
    let mut bad: Transcript = serde_json::from_str(&text).unwrap();
    edit_event(&mut bad, is("ended"), |v| {
        v["reason"]["args"]["why"]["reason"]["args"]["why"]["english"] = Value::from("line 4 (rank 7) has 11 entries")
    });
    rehash(&mut bad);
    let err = verify(&json(&bad), None).unwrap_err();
    assert!(err.to_string().contains("recorded result"), "{err}");
}
