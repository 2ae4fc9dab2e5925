//! The tamper suite: a transcript that verifies says only true things.
//!
//! Four games are played through the real shell (held L'Attaque, blind
//! L'Attaque, The 'Strand' War Game with a clock and the operator, L'Assaut)
//! and their transcripts altered systematically: every top-level member
//! changed, dropped or joined by an unknown one; every event's bytes written
//! in a form that is not canonical; every time moved back; every move's
//! report altered; events removed, duplicated, swapped and the log cut
//! short, with the chain recomputed and every member restated from the
//! forged log, as a forger would. Each alteration must be refused by
//! `verify`, except the consistent forgeries that only the players'
//! receipts can expose (`docs/PROTOCOL.md`, section 7, "Limits"): those
//! must be exposed by `verify_receipts` with the mails the players got, and
//! by `estafette verify --receipts`.

use crate::common;

use common::{Harness, Sent, ARMY_NORTH, ARMY_SOUTH};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::protocol::{self, encode::hex_encode};
use estafette::referee::clock::{TimeControl, DAY, HOUR};
use estafette::referee::{Event, GameState, HeldArmy, OperatorAction, Worded};
use estafette::service::Ingested;
use estafette::transcript::{self, verify, verify_receipts, Transcript};
use estafette_core::reason::Arg;
use serde_json::{json, Value};

/// A finished (or running) game: its transcript and every mail sent.
struct Base {
    name: &'static str,
    t: Transcript,
    mails: Vec<Sent>,
}

impl Base {
    /// The text of the mails one player received.
    fn receipts(&self, who: &str) -> Vec<String> {
        self.mails
            .iter()
            .filter(|m| m.to.contains(who))
            .map(|m| m.text.clone())
            .collect()
    }
}

/// A game played through the harness, keeping every mail.
struct Game {
    h: Harness,
    id: String,
    mails: Vec<Sent>,
}

impl Game {
    fn new(kind: GameKind, spec: OptionsSpec, clock: Option<&str>) -> Game {
        let mut h = Harness::new();
        let tc = clock.map(|c| TimeControl::parse(c, Some("1d")).unwrap());
        let id = h
            .svc
            .new_game(kind, spec, common::players(), Some(Side::First), tc)
            .unwrap();
        let mails = h.flush();
        Game { h, id, mails }
    }

    fn send(&mut self, side: Side, body: &str) {
        let id = self.id.clone();
        let (r, sent) = self.h.play(&id, side, body);
        assert!(
            matches!(&r, Ingested::Handled { summary, .. } if !summary.contains("refused")),
            "{body}: {r:?}"
        );
        self.mails.extend(sent);
    }

    /// The first legal move of the side to move.
    fn any_move(&mut self) {
        let pos = self.h.svc.state(&self.id).unwrap().position.unwrap();
        let mv = pos.legal_moves()[0].clone();
        self.send(pos.side_to_move(), &mv);
    }

    fn tick_at(&mut self, t: i64) {
        self.h.clock.set(t);
        self.h.svc.tick().unwrap();
        let sent = self.h.flush();
        self.mails.extend(sent);
    }

    fn operate(&mut self, action: OperatorAction) {
        self.h.clock.set(self.h.clock.get() + 60);
        self.h.svc.operate(&self.id, action, "a test", None).unwrap();
        let sent = self.h.flush();
        self.mails.extend(sent);
    }

    fn done(self, name: &'static str) -> Base {
        let t = self.h.svc.export(&self.id).unwrap();
        verify(&json_of(&t), None).unwrap_or_else(|e| panic!("{name}: the honest transcript: {e}"));
        Base {
            name,
            t,
            mails: self.mails,
        }
    }
}

/// Held L'Attaque: three combats, a message, a draw offered and declined,
/// a resignation, both armies published.
fn held_lattaque() -> Base {
    let mut g = Game::new(GameKind::Lattaque, OptionsSpec::default(), None);
    g.send(Side::First, &format!("SETUP\n{ARMY_SOUTH}"));
    g.send(Side::Second, &format!("SETUP\n{ARMY_NORTH}"));
    let moves = ["a4-a6xa7", "b7-b6", "b4-b5xb6", "d7-d6", "b3-b4", "d6-d5"];
    for (i, m) in moves.iter().enumerate() {
        let side = if i % 2 == 0 { Side::First } else { Side::Second };
        g.send(side, m);
    }
    g.send(Side::Second, "MESSAGE well played");
    g.send(Side::First, "DRAW");
    g.send(Side::Second, "DRAW DECLINE");
    g.send(Side::First, "b4-b5xb6");
    g.send(Side::Second, "d5xd4");
    g.send(Side::First, "RESIGN");
    g.done("held L'Attaque")
}

/// Blind L'Attaque: commitments, openings, a pending combat, a reminder,
/// the Flag taken, both reveals.
fn blind_lattaque() -> Base {
    use crate::common::BLIND_ARMY as ARMY;
    use estafette::player::SealRequest;
    let mut h = Harness::new();
    let _tc = TimeControl::parse("3d", Some("1d")).unwrap();
    let id = h.new_blind_game(OptionsSpec::default(), common::players());
    let mails = h.flush();
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
    let s = [secret("south", "first", 1), secret("north", "second", 2)];
    let mut g = Game { h, id, mails };
    let (south, north) = (Side::First, Side::Second);
    g.send(south, &s[0].commit_message());
    g.send(north, &s[1].commit_message());
    let opens = |k: usize, homes: &[&str]| {
        let names: Vec<String> = homes.iter().map(|h| h.to_string()).collect();
        s[k].open_lines(&names).unwrap()
    };
    g.send(south, "a4-a5");
    g.send(north, "a7-a6");
    g.send(south, &format!("{}a5xa6\n", opens(0, &["a4"])));
    g.send(north, &format!("{}i7-i6\n", opens(1, &["a7"])));
    g.send(south, &format!("{}b4-b6\n", opens(0, &["b4"])));
    let t = g.h.clock.get();
    g.tick_at(t + 2 * DAY + 12 * HOUR);
    g.send(north, "i6-i5");
    g.send(south, "b6xb7");
    g.send(north, &opens(1, &["b7"]));
    g.send(north, &s[1].reveal_message());
    g.send(south, &s[0].reveal_message());
    g.done("blind L'Attaque")
}

/// The 'Strand' War Game with a clock: moves, a message, a vacation, the
/// operator's pause, resumption and extension, a reminder, a late notice,
/// and a loss on time.
fn strand() -> Base {
    let mut g = Game::new(GameKind::Strand, OptionsSpec::default(), Some("3d"));
    for _ in 0..3 {
        g.any_move();
    }
    g.send(Side::First, "MESSAGE hello");
    g.send(Side::First, "VACATION 1d");
    g.operate(OperatorAction::Pause);
    g.operate(OperatorAction::Resume);
    g.operate(OperatorAction::Extend {
        side: Side::Second,
        by: HOUR,
    });
    g.any_move();
    let d = g.h.svc.state(&g.id).unwrap().on_clock()[0].1;
    g.tick_at(d - HOUR);
    g.tick_at(d + HOUR);
    g.tick_at(d + DAY + HOUR);
    g.done("Strand")
}

/// L'Assaut with `huff=on`: the placement, a huff, a capture, a draw agreed.
fn assaut() -> Base {
    let spec = OptionsSpec::with_sets(None, &["huff=on".to_string()]).unwrap();
    let mut g = Game::new(GameKind::Assaut, spec, None);
    let moves = [
        (Side::Second, "place d6 e6"),
        (Side::First, "d4-d5"),
        (Side::Second, "e6-e7"),
        (Side::First, "c4-c5"),
        (Side::Second, "e7-e6"),
        (Side::First, "e4-e5"),
        (Side::Second, "e6xe4"),
    ];
    for (side, m) in moves {
        g.send(side, m);
    }
    g.send(Side::Second, "MESSAGE a draw?");
    g.send(Side::Second, "DRAW");
    g.send(Side::First, "DRAW ACCEPT");
    g.done("L'Assaut")
}

fn json_of(t: &Transcript) -> String {
    serde_json::to_string(t).unwrap()
}

/// What an alteration must lead to.
#[derive(Clone, Debug)]
enum Expect {
    /// `verify` refuses it, naming the fault with this phrase.
    Refused(&'static str),
    /// A consistent forgery of this class of the limits section: `verify`
    /// accepts it, the receipts expose it.
    Forgery(&'static str),
    /// A forged log: refused, or else a consistent forgery of this class.
    RefusedOrForgery(&'static str),
}

struct Mutation {
    what: String,
    text: String,
    expect: Expect,
}

/// The classes of consistent forgery `docs/PROTOCOL.md` names.
const CLASSES: [&str; 3] = ["a log cut short", "a rewritten history", "a game under another id"];

// ------------------------------------------------------------ forging tools

fn events_of(t: &Transcript) -> Vec<Vec<u8>> {
    t.log.iter().map(|e| e.event.clone().into_bytes()).collect()
}

/// A transcript of `log` with the chain recomputed and, when the forged log
/// replays, every other member restated from it (what a forger does).
fn forge(base: &Transcript, log: &[Vec<u8>]) -> Transcript {
    let game = serde_json::from_slice::<Value>(&log[0])
        .ok()
        .and_then(|v| v["game"].as_str().map(str::to_string))
        .unwrap_or_else(|| base.game.clone());
    let heads = protocol::chain_heads(&game, log).unwrap();
    let pairs: Vec<(Vec<u8>, [u8; 32])> = log.iter().cloned().zip(heads).collect();
    match replayed(log) {
        Some(state) => transcript::build(&state, &pairs),
        None => {
            let mut t = base.clone();
            t.log = pairs
                .iter()
                .enumerate()
                .map(|(i, (e, h))| transcript::Entry {
                    n: i as u64 + 1,
                    event: String::from_utf8(e.clone()).unwrap(),
                    head: hex_encode(h),
                })
                .collect();
            t.head.n = t.log.len() as u64;
            t.head.head = t.log.last().map(|e| e.head.clone()).unwrap_or_default();
            t
        }
    }
}

fn replayed(log: &[Vec<u8>]) -> Option<GameState> {
    let events: Vec<Event> = log
        .iter()
        .map(|b| Event::from_bytes(b))
        .collect::<Result<_, _>>()
        .ok()?;
    let mut held: [Option<HeldArmy>; 2] = [None, None];
    for ev in &events {
        if let Event::Revealed {
            side,
            seed,
            army,
            signed,
            ..
        } = ev
        {
            held[usize::from(*side).checked_sub(1).filter(|i| *i < 2)?] = Some(HeldArmy {
                army: army.clone(),
                seed: seed.clone(),
                signed: signed.clone(),
            });
        }
    }
    GameState::replay(&events, held).ok()
}

/// The transcript as a JSON value, changed by `f`.
fn edited(t: &Transcript, f: impl Fn(&mut Value)) -> String {
    let mut v = serde_json::to_value(t).unwrap();
    f(&mut v);
    v.to_string()
}

/// The event bytes with their `at` set to `at`.
fn with_at(event: &[u8], at: i64) -> Vec<u8> {
    let s = String::from_utf8(event.to_vec()).unwrap();
    let i = s.find(",\"at\":").expect("a timed event") + 6;
    let end = s[i..].find([',', '}']).unwrap() + i;
    format!("{}{at}{}", &s[..i], &s[end..]).into_bytes()
}

// ------------------------------------------------------------ the alterations

/// Every top-level member changed, dropped, or joined by one unknown.
fn member_mutations(b: &Base) -> Vec<Mutation> {
    let t = &b.t;
    let groups = [
        identity_edits(t),
        hidden_army_edits(t),
        result_and_head_edits(t),
        shape_edits(),
    ];
    let mut out: Vec<Mutation> = groups
        .into_iter()
        .flatten()
        .map(|(what, needle, f)| Mutation {
            what,
            text: edited(t, f),
            expect: Expect::Refused(needle),
        })
        .collect();
    // A member given twice (a JSON value cannot hold that: edit the text).
    let v = serde_json::to_value(t).unwrap();
    for m in ["format", "game", "result", "log"] {
        out.push(Mutation {
            what: format!("{m} given twice"),
            text: json_of(t).replacen('{', &format!("{{\"{m}\":{},", v[m]), 1),
            expect: Expect::Refused("duplicate field"),
        });
    }
    out
}

/// One change to the transcript's JSON: what it is, the phrase `verify`'s
/// refusal must hold, and the change.
type Edit = (String, &'static str, Box<dyn Fn(&mut Value)>);

fn edit(what: &str, needle: &'static str, f: impl Fn(&mut Value) + 'static) -> Edit {
    (what.to_string(), needle, Box::new(f))
}

fn pop(v: &mut Value, member: &str) {
    v[member].as_array_mut().unwrap().pop();
}

fn push_to(v: &mut Value, member: &str, x: Value) {
    v[member].as_array_mut().unwrap().push(x);
}

fn swap01(v: &mut Value, member: &str) {
    v[member].as_array_mut().unwrap().swap(0, 1);
}

/// The format, the game, its kind and variant, the players.
fn identity_edits(t: &Transcript) -> Vec<Edit> {
    let other_kind = if t.kind == "strand" { "assaut" } else { "strand" };
    let unknown = "unknown transcript format";
    vec![
        edit("format 5", unknown, |v| v["format"] = json!("estafette-transcript/5")),
        edit(
            "format 2 on coded events",
            "which only format estafette-transcript/3 and later formats hold",
            |v| v["format"] = json!("estafette-transcript/2"),
        ),
        edit(
            "format 1 on coded events",
            "which only format estafette-transcript/3 and later formats hold",
            |v| v["format"] = json!("estafette-transcript/1"),
        ),
        edit("format empty", unknown, |v| v["format"] = json!("")),
        edit("game renamed", "hash does not match", |v| v["game"] = json!("other-1")),
        edit("kind", "kind", move |v| v["kind"] = json!(other_kind)),
        edit("variant", "variant", |v| v["variant"] = json!("house rules")),
        edit("players swapped", "players", |v| {
            let p = v["players"].as_array_mut().unwrap();
            let first = p[0]["name"].clone();
            p[0]["name"] = p[1]["name"].clone();
            p[1]["name"] = first;
        }),
        edit("player renamed", "players", |v| {
            v["players"][0]["name"] = json!("Mallory")
        }),
        edit("player side", "players", |v| v["players"][1]["side"] = json!(1)),
        edit("player dropped", "players", |v| pop(v, "players")),
        edit("player added", "players", |v| {
            push_to(v, "players", json!({"side": 3, "name": "Eve"}))
        }),
        edit("players reordered", "players", |v| swap01(v, "players")),
    ]
}

/// The commitments, the openings of combats and the published armies.
fn hidden_army_edits(t: &Transcript) -> Vec<Edit> {
    let mut out = vec![
        edit("commitment added", "commitments", |v| {
            push_to(
                v,
                "commitments",
                json!({"side": 1, "root": "00".repeat(32), "leaves": 36}),
            )
        }),
        edit("opening added", "openings", |v| {
            push_to(v, "openings", json!(format!("1 1 a1 F {}", "22".repeat(32))))
        }),
        edit("army added", "armies", |v| {
            push_to(v, "armies", json!({"side": 1, "army": "F", "seed": "00".repeat(32)}))
        }),
    ];
    if !t.commitments.is_empty() {
        out.extend([
            edit("commitment root", "commitments", |v| {
                v["commitments"][0]["root"] = json!("11".repeat(32))
            }),
            edit("commitment leaves", "commitments", |v| {
                v["commitments"][1]["leaves"] = json!(35)
            }),
            edit("commitment dropped", "commitments", |v| pop(v, "commitments")),
            edit("commitments swapped", "commitments", |v| swap01(v, "commitments")),
        ]);
    }
    if !t.openings.is_empty() {
        out.extend([
            edit("opening dropped", "openings", |v| pop(v, "openings")),
            edit("opening altered", "openings", |v| {
                let o = v["openings"][0].as_str().unwrap().replacen(' ', "  ", 1);
                v["openings"][0] = json!(o);
            }),
            edit("openings reordered", "openings", |v| swap01(v, "openings")),
        ]);
    }
    if !t.armies.is_empty() {
        out.extend([
            edit("army dropped", "armies", |v| pop(v, "armies")),
            edit("army seed", "armies", |v| {
                v["armies"][0]["seed"] = json!("33".repeat(32))
            }),
            edit("armies swapped", "armies", |v| swap01(v, "armies")),
        ]);
    }
    out
}

/// The result, the stated head, the entries' numbers and heads.
fn result_and_head_edits(t: &Transcript) -> Vec<Edit> {
    let result = "states the result";
    let head = "stated chain head";
    let mut out = vec![
        edit("result null", result, |v| v["result"] = Value::Null),
        edit("result stated", result, |v| {
            v["result"] = json!({"winner": 1, "reason": "Flag taken"})
        }),
    ];
    if let Some(r) = &t.result {
        let w = (r.winner + 1) % 3;
        out.push(edit("result other winner", result, move |v| {
            v["result"]["winner"] = json!(w)
        }));
        out.push(edit("result reason", result, |v| {
            v["result"]["reason"] = json!("bribery")
        }));
    }
    let n = t.head.n;
    let upper = t.head.head.to_uppercase();
    out.extend([
        edit("head n", head, move |v| v["head"]["n"] = json!(n + 1)),
        edit("head hex", head, |v| v["head"]["head"] = json!("44".repeat(32))),
        edit("head event", head, |v| v["head"]["event"] = json!("x")),
        edit("head in capitals", head, move |v| v["head"]["head"] = json!(upper)),
        edit("entry numbered", "numbered", |v| v["log"][1]["n"] = json!(7)),
        edit("entry head", "hash does not match", |v| {
            v["log"][0]["head"] = json!("55".repeat(32))
        }),
        edit("log emptied", head, |v| v["log"] = json!([])),
    ]);
    out
}

/// A member unknown to the format, at every level, and every member left
/// out.
fn shape_edits() -> Vec<Edit> {
    let mut out = Vec::new();
    for (at, path) in [
        ("top level", ""),
        ("a player", "/players/0"),
        ("an entry", "/log/0"),
        ("the head", "/head"),
    ] {
        out.push(edit(&format!("unknown member in {at}"), "unknown field", move |v| {
            v.pointer_mut(path).unwrap()["signature"] = json!("trust me");
        }));
    }
    for m in [
        "format",
        "game",
        "kind",
        "variant",
        "players",
        "commitments",
        "log",
        "openings",
        "armies",
        "result",
        "head",
    ] {
        out.push(edit(&format!("{m} left out"), "missing field", move |v| {
            v.as_object_mut().unwrap().remove(m);
        }));
    }
    out
}

/// Every event's bytes written in forms that are not canonical, the chain
/// recomputed.
fn encoding_mutations(b: &Base) -> Vec<Mutation> {
    let log = events_of(&b.t);
    let mut out = Vec::new();
    for i in 0..log.len() {
        let e = String::from_utf8(log[i].clone()).unwrap();
        let tag_end = e.find("\",").unwrap() + 1;
        let forms = [
            ("a space", e.replacen("{\"event\":", "{ \"event\":", 1)),
            ("a newline after it", format!("{e}\n")),
            (
                "the tag last",
                format!("{{{},{}}}", &e[tag_end + 1..e.len() - 1], &e[1..tag_end]),
            ),
            ("an extra member", format!("{},\"note\":\"x\"}}", &e[..e.len() - 1])),
            (
                "an escaped letter in a name",
                e.replacen("{\"event\"", "{\"\\u0065vent\"", 1),
            ),
            (
                "an escaped letter in the tag",
                format!("{}\\u{:04x}{}", &e[..10], e.as_bytes()[10], &e[11..]),
            ),
        ];
        for (how, bytes) in forms {
            assert_ne!(bytes, e, "{how}");
            let mut forged = log.clone();
            forged[i] = bytes.into_bytes();
            out.push(Mutation {
                what: format!("event {} with {how}", i + 1),
                text: json_of(&forge(&b.t, &forged)),
                expect: Expect::Refused("canonical"),
            });
        }
    }
    out
}

/// Every hex value (root, leaf, salt, seed) written in capitals, and every
/// opened rank written as a name, the chain recomputed: the same values,
/// but not in their canonical spelling.
fn spelling_mutations(b: &Base) -> Vec<Mutation> {
    let log = events_of(&b.t);
    let mut out = Vec::new();
    for i in 0..log.len() {
        let e = String::from_utf8(log[i].clone()).unwrap();
        let mut forms = Vec::new();
        let hexes: Vec<&str> = e
            .split('"')
            .filter(|w| w.len() == 64 && w.bytes().all(|b| b.is_ascii_hexdigit()))
            .filter(|w| w.bytes().any(|b| b.is_ascii_alphabetic()))
            .collect();
        for (k, h) in hexes
            .iter()
            .enumerate()
            .filter(|(k, _)| *k < 2 || *k + 1 == hexes.len())
        {
            forms.push((
                format!("hex value {k} in capitals"),
                e.replacen(h, &h.to_uppercase(), 1),
            ));
        }
        for (code, name) in [("2", "scout"), ("3", "Sapper"), ("5", "lieutenant")] {
            // An opening's rank (a report's rank argument is checked with
            // the report).
            let recorded = format!("\"rank\":\"{code}\",\"salt\"");
            if e.contains(&recorded) {
                let forged = e.replacen(&recorded, &format!("\"rank\":\"{name}\",\"salt\""), 1);
                forms.push((format!("a rank {code} written '{name}'"), forged));
            }
        }
        if e.contains("\"square\":\"b1\"") {
            forms.push((
                "a square in capitals".into(),
                e.replacen("\"square\":\"b1\"", "\"square\":\"B1\"", 1),
            ));
        }
        for (how, bytes) in forms {
            let mut forged = log.clone();
            forged[i] = bytes.into_bytes();
            out.push(Mutation {
                what: format!("event {}: {how}", i + 1),
                text: json_of(&forge(&b.t, &forged)),
                expect: Expect::Refused("canonical spelling"),
            });
        }
        // A held army published in another layout of the same army.
        let held = log[0].windows(13).any(|w| w == b"\"mode\":\"held\"");
        if held && e.starts_with("{\"event\":\"revealed\"") {
            for (how, from, to) in [("two spaces", " ", "  "), ("a lower-case code", "M", "m")] {
                let mut forged = log.clone();
                forged[i] = e.replacen(from, to, 1).into_bytes();
                out.push(Mutation {
                    what: format!("event {}: the army with {how}", i + 1),
                    text: json_of(&forge(&b.t, &forged)),
                    expect: Expect::Refused("canonical text"),
                });
            }
        }
    }
    out
}

/// Every timed event moved before the one before it (the first before
/// 1970), and every move's report altered; the chain recomputed.
fn time_and_report_mutations(b: &Base) -> Vec<Mutation> {
    let log = events_of(&b.t);
    let events: Vec<Event> = log.iter().map(|e| Event::from_bytes(e).unwrap()).collect();
    let mut out = Vec::new();
    let mut last = None;
    for (i, ev) in events.iter().enumerate() {
        let Some(at) = ev.at() else { continue };
        let (back, needle) = match last {
            None => (-1, "before 1970"),
            Some(before) => (before - 1, "never go back"),
        };
        let mut forged = log.clone();
        forged[i] = with_at(&log[i], back);
        out.push(Mutation {
            what: format!("event {} timed {back} instead of {at}", i + 1),
            text: json_of(&forge(&b.t, &forged)),
            expect: Expect::Refused(needle),
        });
        last = Some(at);
    }
    let reports: Vec<Worded> = events
        .iter()
        .filter_map(|e| match e {
            Event::Moved { report, .. } => Some(report.clone()),
            _ => None,
        })
        .collect();
    for (i, ev) in events.iter().enumerate() {
        let Event::Moved { report, .. } = ev else { continue };
        let other = reports.iter().find(|r| *r != report).cloned().unwrap_or("".into());
        let mut forgeries = vec![Worded::Sentence(format!("{report} (forged)")), other, "".into()];
        match report {
            Worded::Sentence(s) => forgeries.push(Worded::Sentence(s.to_uppercase())),
            Worded::Coded(r) => {
                // Another code, an argument added, one taken away.
                let mut code = r.clone();
                code.code.push_str("-forged");
                let mut added = r.clone();
                added.args.insert("forged".into(), Arg::Num(1));
                let mut taken = r.clone();
                taken.args.pop_first();
                forgeries.extend([code, added, taken].map(Worded::Coded));
            }
        }
        for forged_report in forgeries {
            let mut ev = ev.clone();
            if let Event::Moved { report, .. } = &mut ev {
                *report = forged_report.clone();
            }
            let mut forged = log.clone();
            forged[i] = ev.to_bytes();
            out.push(Mutation {
                what: format!("event {} reported as {forged_report:?}", i + 1),
                text: json_of(&forge(&b.t, &forged)),
                expect: Expect::Refused("reported as"),
            });
        }
    }
    out
}

/// Events removed, duplicated and swapped, and the log cut short, the chain
/// recomputed and the members restated.
fn structure_mutations(b: &Base) -> Vec<Mutation> {
    let log = events_of(&b.t);
    let mut out = Vec::new();
    let mut push = |what: String, forged: Vec<Vec<u8>>, class: &'static str| {
        out.push(Mutation {
            what,
            text: json_of(&forge(&b.t, &forged)),
            expect: Expect::RefusedOrForgery(class),
        })
    };
    for i in 0..log.len() {
        let mut f = log.clone();
        f.remove(i);
        if !f.is_empty() {
            push(format!("event {} removed", i + 1), f, "a rewritten history");
        }
        let mut f = log.clone();
        f.insert(i, log[i].clone());
        push(format!("event {} duplicated", i + 1), f, "a rewritten history");
        if i + 1 < log.len() {
            let mut f = log.clone();
            f.swap(i, i + 1);
            push(
                format!("events {} and {} swapped", i + 1, i + 2),
                f,
                "a rewritten history",
            );
            push(
                format!("log cut after event {}", i + 1),
                log[..=i].to_vec(),
                "a log cut short",
            );
        }
    }
    out
}

/// Forgeries the log cannot expose: the players' names swapped in the log
/// itself, a message reworded, every time shifted, the game given another
/// id, the end cut off.
fn consistent_forgeries(b: &Base) -> Vec<Mutation> {
    let log = events_of(&b.t);
    let mut out = Vec::new();
    let mut push = |what: &str, forged: Vec<Vec<u8>>, class: &'static str| {
        out.push(Mutation {
            what: what.to_string(),
            text: json_of(&forge(&b.t, &forged)),
            expect: Expect::Forgery(class),
        })
    };
    // Names appear in the creation and in the reasons of some results.
    let renamed = |f: &dyn Fn(&str) -> String| -> Vec<Vec<u8>> {
        log.iter()
            .map(|e| f(std::str::from_utf8(e).unwrap()).into_bytes())
            .collect()
    };
    let swapped = renamed(&|e| e.replace("Alice", "\0").replace("Bob", "Alice").replace('\0', "Bob"));
    push("players swapped in the log", swapped, "a rewritten history");
    push(
        "a player renamed in the log",
        renamed(&|e| e.replace("Alice", "Mallory")),
        "a rewritten history",
    );
    if let Some(i) = log.iter().position(|e| e.starts_with(b"{\"event\":\"message\"")) {
        let mut f = log.clone();
        let mut ev = Event::from_bytes(&log[i]).unwrap();
        if let Event::Message { text, .. } = &mut ev {
            *text = "I resign next move".into();
        }
        f[i] = ev.to_bytes();
        push("a message reworded", f, "a rewritten history");
    }
    let shifted: Vec<Vec<u8>> = log
        .iter()
        .map(|e| match Event::from_bytes(e).unwrap().at() {
            Some(at) => with_at(e, at + 60),
            None => e.clone(),
        })
        .collect();
    if replayed(&shifted).is_some() {
        push("every time a minute later", shifted, "a rewritten history");
    }
    // (A held L'Attaque game cut before its armies are published no longer
    // replays: refused, as the structure mutations find.)
    let cut = log[..log.len() - 1].to_vec();
    if replayed(&cut).is_some() {
        push("the last event cut off", cut, "a log cut short");
    }
    if b.t.commitments.is_empty() {
        let f: Vec<Vec<u8>> = log
            .iter()
            .map(|e| {
                let s = String::from_utf8(e.clone()).unwrap();
                s.replacen(&format!("\"game\":\"{}\"", b.t.game), "\"game\":\"forged-1\"", 1)
                    .into_bytes()
            })
            .collect();
        push("the game under another id", f, "a game under another id");
    }
    out
}

// ------------------------------------------------------------ the checks

/// Whether the players' receipts expose `text`: a Log-Head of theirs that
/// the transcript contradicts, or (another id) none that names its game.
fn receipts_expose(b: &Base, text: &str) -> bool {
    ["alice", "bob"]
        .iter()
        .any(|who| !matches!(verify_receipts(text, &b.receipts(who)), Ok(n) if n > 0))
}

fn check(b: &Base, m: &Mutation, tally: &mut [usize; 4]) {
    let result = verify(&m.text, None).map_err(|e| e.to_string());
    match (&m.expect, result) {
        (Expect::Refused(needle), Err(e)) | (Expect::RefusedOrForgery(needle), Err(e)) => {
            if let Expect::Refused(_) = m.expect {
                assert!(
                    e.contains(needle),
                    "{}: {}: expected '{needle}' in: {e}",
                    b.name,
                    m.what
                );
            }
            tally[0] += 1;
        }
        (Expect::Refused(_), Ok(_)) => panic!("{}: {}: verify accepted it", b.name, m.what),
        (Expect::Forgery(class), Ok(_)) | (Expect::RefusedOrForgery(class), Ok(_)) => {
            assert!(CLASSES.contains(class));
            assert!(
                receipts_expose(b, &m.text),
                "{}: {}: a consistent forgery ({class}) the receipts do not expose",
                b.name,
                m.what
            );
            tally[if matches!(m.expect, Expect::Forgery(_)) { 1 } else { 2 }] += 1;
        }
        (Expect::Forgery(class), Err(e)) => {
            panic!(
                "{}: {}: expected a consistent forgery ({class}), refused: {e}",
                b.name, m.what
            )
        }
    }
    tally[3] += 1;
}

fn run(b: &Base) -> [usize; 4] {
    let honest = json_of(&b.t);
    assert!(
        verify_receipts(&honest, &b.receipts("alice")).unwrap() > 0,
        "{}",
        b.name
    );
    assert!(verify_receipts(&honest, &b.receipts("bob")).unwrap() > 0, "{}", b.name);
    let mut tally = [0; 4];
    let all = [
        member_mutations(b),
        encoding_mutations(b),
        spelling_mutations(b),
        time_and_report_mutations(b),
        structure_mutations(b),
        consistent_forgeries(b),
    ];
    for m in all.iter().flatten() {
        check(b, m, &mut tally);
    }
    tally
}

#[test]
fn every_alteration_is_refused_or_exposed_by_the_receipts() {
    let mut total = [0; 4];
    for b in [held_lattaque(), blind_lattaque(), strand(), assaut()] {
        let tally = run(&b);
        eprintln!(
            "{}: {} alterations: {} refused, {} consistent forgeries and {} forged logs exposed by the receipts",
            b.name, tally[3], tally[0], tally[1], tally[2]
        );
        assert!(tally[3] >= 150, "{}: only {} alterations", b.name, tally[3]);
        assert!(tally[1] >= 3, "{}: the consistent forgeries ran", b.name);
        for i in 0..4 {
            total[i] += tally[i];
        }
    }
    // Refused, forgeries expected, forged logs that replayed, in all.
    assert!(total[0] > 4 * 150, "{total:?}");
    assert_eq!(total[0] + total[1] + total[2], total[3]);
}

/// Each class of consistent forgery is named in the limits section, with
/// the receipt check that exposes it.
#[test]
fn the_limits_section_names_every_class() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/PROTOCOL.md")).unwrap();
    let limits = &doc[doc.find("### Limits").expect("a limits section")..];
    for class in CLASSES {
        assert!(limits.contains(&format!("**{class}")), "the limits do not name {class}");
    }
    assert!(limits.contains("verify --receipts"));
}

/// A transcript written before reveals were timed (format 1) still
/// verifies; a reveal without its time is refused in format 2.
#[test]
fn format_1_is_still_read() {
    let old = include_str!("../data/transcript/format-1-lattaque.json");
    let v = verify(old, None).unwrap();
    assert_eq!(v.result.map(|r| r.winner), Some(2));
    let relabelled = old.replace("estafette-transcript/1", "estafette-transcript/2");
    let err = verify(&relabelled, None).unwrap_err().to_string();
    assert!(err.contains("a reveal without its time"), "{err}");
}

/// `estafette verify --receipts`: the honest transcript passes, a rewritten
/// history and a game under another id are refused.
#[test]
fn the_command_line_checks_the_receipts() {
    let b = strand();
    let dir = tempfile::tempdir().unwrap();
    let inbox = dir.path().join("alice");
    std::fs::create_dir_all(inbox.join("new")).unwrap();
    for (i, m) in b.mails.iter().filter(|m| m.to.contains("alice")).enumerate() {
        std::fs::write(inbox.join("new").join(format!("{i}.eml")), &m.raw).unwrap();
    }
    let run = |t: &str| {
        let file = dir.path().join("t.json");
        std::fs::write(&file, t).unwrap();
        crate::common::estafette_bin()
            .arg("verify")
            .arg(&file)
            .arg("--receipts")
            .arg(&inbox)
            .output()
            .unwrap()
    };
    let o = run(&json_of(&b.t));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for m in consistent_forgeries(&b) {
        verify(&m.text, None).unwrap();
        let o = run(&m.text);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success(), "{}: accepted", m.what);
        assert!(
            err.contains("rewritten") || err.contains("has only") || err.contains("no Log-Head for forged-1"),
            "{}: {err}",
            m.what
        );
    }
    // A log extended past Alice's last mail: accepted, and she is told how
    // far her mails go.
    let mut log = events_of(&b.t);
    let at = Event::from_bytes(log.last().unwrap()).unwrap().at().unwrap();
    log.push(
        Event::Message {
            side: 2,
            text: "appended".into(),
            at,
        }
        .to_bytes(),
    );
    let o = run(&json_of(&forge(&b.t, &log)));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let n = log.len();
    assert!(
        out.contains(&format!("the last one you hold is at entry {} of {n}", n - 1)),
        "{out}"
    );
}

/// What receipts cannot show: events appended after the last mail a player
/// holds (here a message in Alice's name after the end). `verify` accepts
/// the log, every receipt matches, and `check_receipts` says how far they
/// go (`estafette verify --receipts` prints it).
#[test]
fn a_log_extended_past_the_last_receipt_is_a_limit() {
    let b = assaut();
    let mut log = events_of(&b.t);
    let at = Event::from_bytes(log.last().unwrap()).unwrap().at().unwrap();
    log.push(
        Event::Message {
            side: 1,
            text: "I concede everything".into(),
            at,
        }
        .to_bytes(),
    );
    let text = json_of(&forge(&b.t, &log));
    verify(&text, None).unwrap();
    for who in ["alice", "bob"] {
        let r = transcript::check_receipts(&text, &b.receipts(who)).unwrap();
        assert!(r.checked > 0, "{who}");
        assert_eq!(r.last, log.len() as u64 - 1, "{who}");
    }
}

/// `Log-Head:` lines are read in any case, after any whitespace, with the
/// hex in either case, by `verify --receipts` and by `estafette view`.
#[test]
fn log_head_lines_are_read_in_any_case() {
    let b = strand();
    let honest = json_of(&b.t);
    let bodies = b.receipts("alice");
    let n = verify_receipts(&honest, &bodies).unwrap();
    assert!(n > 0);
    let loose: Vec<String> = bodies
        .iter()
        .map(|t| {
            t.lines()
                .map(|l| match l.strip_prefix("Log-Head:") {
                    Some(rest) => format!(
                        "  lOG-hEAD:{}",
                        rest.replace(' ', "\t").to_uppercase().replace("STRAND", "strand")
                    ),
                    None => l.to_string(),
                })
                .collect::<Vec<_>>()
                .join("\n")
        })
        .collect();
    assert_ne!(loose, bodies);
    assert_eq!(verify_receipts(&honest, &loose).unwrap(), n);
    let forged = &consistent_forgeries(&b)[0];
    assert!(verify_receipts(&forged.text, &loose).is_err(), "{}", forged.what);
}

/// `estafette view` reads the game of a mail's `Log-Head:` line in any case.
#[test]
fn view_reads_the_log_head_in_any_case() {
    use estafette::player::{self, SealRequest};
    let b = blind_lattaque();
    let req = SealRequest {
        game: b.t.game.clone(),
        side: "south".into(),
        turn: "first".into(),
        setup: "2 2 7 M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\n5 F M 8 6 4 2 5 2\n".into(),
        variant: None,
        sets: Vec::new(),
    };
    let secret = player::build_secret(&req, [1; 32]).unwrap();
    let mail = b
        .mails
        .iter()
        .rev()
        .find(|m| m.to.contains("alice") && m.text.contains("Position:"))
        .unwrap();
    let text = player::mail_text(&mail.raw);
    player::view_text(&secret, &text, estafette::views::Lang::En).unwrap();
    let other = text.replace(&format!("Log-Head: {}", b.t.game), " log-head:\tlattaque-9");
    assert_ne!(other, text);
    let err = player::view_text(&secret, &other, estafette::views::Lang::En)
        .unwrap_err()
        .to_string();
    assert!(err.contains("lattaque-9"), "{err}");
}
