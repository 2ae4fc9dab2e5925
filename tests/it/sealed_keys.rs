//! Blind games' sealed keys (commitment version 2): `seal` derives the
//! player's signing key from the army's seed and binds its public key in
//! the root; the referee registers it from the commitment, as `KEY`
//! would, and from then on takes only signed commands of that player;
//! `verify` checks the key against the root, so neither the key nor an
//! unsigned command of that player can be slipped into the log. The
//! vectors of `docs/PROTOCOL.md` ("Commitment version 2") are checked here.

use crate::common;

use common::{Harness, Sent};
use estafette::games::any::OptionsSpec;
use estafette::games::lattaque::{Army, Options};
use estafette::games::Side;
use estafette::player::{self, SealRequest};
use estafette::protocol::blind::{self, Secret};
use estafette::protocol::commit;
use estafette::protocol::log::LogHead;
use estafette::protocol::{hex_encode, sign};
use estafette::referee::event::Event;
use estafette::service::Ingested;
use estafette::transcript::{self, Transcript};

use crate::common::BLIND_ARMY as ARMY;
const PROTOCOL_MD: &str = include_str!("../../docs/PROTOCOL.md");
const S: Side = Side::First;
const N: Side = Side::Second;

fn applied(r: &Ingested) -> bool {
    matches!(r, Ingested::Handled { summary, .. } if !summary.contains("refused"))
}

fn refused_because((r, sent): &(Ingested, Vec<Sent>)) -> String {
    assert!(
        matches!(r, Ingested::Handled { summary, .. } if summary.contains("refused")),
        "not refused: {r:?}"
    );
    common::flat(&sent.first().expect("a reply").text)
}

fn request(game: &str, side: &str, turn: &str) -> SealRequest {
    SealRequest {
        game: game.into(),
        side: side.into(),
        turn: turn.into(),
        setup: ARMY.into(),
        variant: None,
        sets: Vec::new(),
    }
}

/// A blind game whose two players sealed their armies in version 2.
struct Game {
    h: Harness,
    id: String,
    s: [Secret; 2],
    heads: [Option<LogHead>; 2],
}

impl Game {
    fn new() -> Game {
        let mut h = Harness::new();
        let id = h.new_blind_game(OptionsSpec::default(), common::players());
        let s = [
            player::build_secret(&request(&id, "south", "first"), [1; 32]).unwrap(),
            player::build_secret(&request(&id, "north", "second"), [2; 32]).unwrap(),
        ];
        let mut g = Game {
            h,
            id,
            s,
            heads: [None, None],
        };
        let sent = g.h.flush();
        g.saw(&sent);
        g
    }

    fn saw(&mut self, sent: &[Sent]) {
        for (i, to) in ["alice@example.org", "bob@example.org"].iter().enumerate() {
            let last = sent
                .iter()
                .filter(|m| m.to == *to)
                .filter_map(|m| crate::common::receipt(&m.text))
                .next_back();
            if last.is_some() {
                self.heads[i] = last;
            }
        }
    }

    fn send(&mut self, side: Side, body: &str) -> (Ingested, Vec<Sent>) {
        let id = self.id.clone();
        let r = self.h.play(&id, side, body);
        self.saw(&r.1);
        r
    }

    /// `body` signed with the key sealed in `side`'s secret file.
    fn signed(&self, side: Side, body: &str) -> String {
        let key = self.s[side.index()].signing_key().expect("a sealed key");
        let head = self.heads[side.index()].clone().expect("a head");
        let n = if side == S { 1 } else { 2 };
        sign::sign_commands(&key, n, &head, body).unwrap()
    }

    fn commit_both(&mut self) {
        for side in [S, N] {
            let body = self.s[side.index()].commit_message();
            let r = self.send(side, &body);
            assert!(applied(&r.0), "{:?}", r.0);
        }
    }

    fn transcript(&self) -> Transcript {
        self.h.svc.export(&self.id).unwrap()
    }
}

fn verify(t: &Transcript) -> Result<transcript::Verified, String> {
    transcript::verify(&serde_json::to_string(t).unwrap(), None).map_err(|e| e.to_string())
}

/// `t` with its chain of heads recomputed from the genesis, as whoever
/// holds the database and the key file can after changing or adding events.
pub(crate) fn rechain(mut t: Transcript) -> Transcript {
    let mut prev = estafette::protocol::log::genesis(&t.game).unwrap();
    for (k, e) in t.log.iter_mut().enumerate() {
        e.n = k as u64 + 1;
        prev = estafette::protocol::log::next(&prev, e.n, e.event.as_bytes()).unwrap();
        e.head = hex_encode(&prev);
    }
    t.head.n = t.log.len() as u64;
    t.head.head = hex_encode(&prev);
    t
}

#[test]
fn a_v2_secret_seals_signs_opens_and_reveals() {
    let s = player::build_secret(&request("lattaque-4", "north", "second"), [8; 32]).unwrap();
    assert_eq!(s.commitment.version(), 2);
    let key = s.signing_key().unwrap();
    assert_eq!(Some(sign::public_key(&key)), s.commitment.key);
    assert_eq!(key, commit::seal_key(&[8; 32], "lattaque-4", 2).unwrap());
    // The file reads back, and its commitment message parses to the same
    // commitment (key line included).
    let back = Secret::from_json(&s.to_json()).unwrap();
    assert_eq!(back, s);
    assert!(s.to_json().contains("\"version\": 2"));
    let c = blind::parse_commit_message(&s.commit_message(), "lattaque-4", 2, Side::Second).unwrap();
    assert_eq!(c, s.commitment);
    // Openings verify against the leaves (the same as version 1's).
    let v1 = common::seal_v1(&request("lattaque-4", "north", "second"), [8; 32]);
    assert_eq!(v1.commitment.leaves, s.commitment.leaves);
    assert_ne!(v1.commitment.root, s.commitment.root);
    let line = s.open_lines(&["a7".into()]).unwrap();
    assert_eq!(line, v1.open_lines(&["a7".into()]).unwrap());
    // The final reveal checks against the version-2 root and key.
    let (seed, army) = blind::parse_reveal(&s.reveal_message()).unwrap();
    let opts = Options::default();
    let r = blind::check_reveal(
        "lattaque-4",
        2,
        Side::Second,
        &opts,
        &c.root,
        c.key.as_ref(),
        &seed,
        &army,
    );
    assert_eq!(r.unwrap(), Army::parse(ARMY, Side::Second, &opts).unwrap());
    let e = blind::check_reveal("lattaque-4", 2, Side::Second, &opts, &c.root, None, &seed, &army).unwrap_err();
    assert!(e.0.english.contains("do not give the root"), "{e}");
}

#[test]
fn the_referee_registers_the_sealed_key_and_then_takes_only_signed_commands() {
    let mut g = Game::new();
    let key = sign::base64_encode(&g.s[0].commitment.key.unwrap());
    let (r, sent) = g.send(S, &g.s[0].commit_message());
    assert!(applied(&r), "{r:?}");
    let to_bob = sent.iter().find(|m| m.to == "bob@example.org").expect("Bob is told");
    assert!(
        to_bob.says(&format!("registered the signing key {key}")),
        "{}",
        to_bob.text
    );
    let st = g.h.svc.state(&g.id).unwrap();
    assert_eq!(st.signing.key(S), Some(key.as_str()));
    assert_eq!(st.commits[0].as_ref().and_then(|c| c.key.clone()), Some(key.clone()));
    let body = g.s[1].commit_message();
    assert!(applied(&g.send(N, &body).0));

    // Unsigned: refused. Signed with the sealed key: played.
    let reply = g.send(S, "a4-a5");
    assert!(refused_because(&reply).contains("not signed"), "{reply:?}");
    let body = g.signed(S, "a4-a5");
    let (r, _) = g.send(S, &body);
    assert!(applied(&r), "{r:?}");
    let body = g.signed(N, "a7-a6");
    assert!(applied(&g.send(N, &body).0));
    let t = g.transcript();
    verify(&t).unwrap();
    let committed = t.log.iter().find(|e| e.event.contains("\"committed\"")).unwrap();
    assert!(
        committed.event.contains(&format!("\"key\":\"{key}\"")),
        "{}",
        committed.event
    );
    // The transcript schema knows the key member, and only a key in it.
    let schema = crate::verify_transcripts::Schema::load();
    let json: serde_json::Value = serde_json::to_value(&t).unwrap();
    schema.check(&json).unwrap();
    let mut bad = json.clone();
    let i = t.log.iter().position(|e| e.event.contains(&key)).unwrap();
    bad["log"][i]["event"] = t.log[i].event.replace(&key, "not a key").into();
    assert!(schema.check(&bad).is_err());

    // After the last receipt, a resignation of South appended by whoever
    // holds the database: refused by verify (no signature of South covers it).
    let at = t
        .log
        .last()
        .map(|e| Event::from_bytes(e.event.as_bytes()).unwrap().at().unwrap())
        .unwrap()
        + 60;
    let mut forged = t.clone();
    for ev in [
        Event::Resigned { side: 1, at },
        Event::Ended {
            winner: 2,
            reason: "resignation".into(),
            at,
        },
    ] {
        forged.log.push(transcript::Entry {
            n: 0,
            event: String::from_utf8(ev.to_bytes()).unwrap(),
            head: String::new(),
        });
    }
    let e = verify(&rechain(forged)).unwrap_err();
    assert!(e.contains("no signature"), "{e}");
}

#[test]
fn a_different_key_registered_before_the_commitment_is_refused() {
    let mut g = Game::new();
    let other = sign::base64_encode(&sign::public_key(&[77; 32]));
    assert!(applied(&g.send(S, &format!("KEY {other}")).0));
    // The commitment comes signed (the key is registered) but binds another key.
    let head = g.heads[0].clone().unwrap();
    let body = sign::sign_commands(&[77; 32], 1, &head, &g.s[0].commit_message()).unwrap();
    let reply = g.send(S, &body);
    assert!(
        refused_because(&reply).contains("binds another signing key than the one you registered"),
        "{reply:?}"
    );
    assert!(g.h.svc.state(&g.id).unwrap().commits[0].is_none());
}

#[test]
fn verify_refuses_a_swapped_committed_key() {
    let mut g = Game::new();
    g.commit_both();
    let t = g.transcript();
    verify(&t).unwrap();
    let honest = sign::base64_encode(&g.s[0].commitment.key.unwrap());
    // The forger's own key, in place of South's: the root binds the key.
    let mallory = sign::base64_encode(&sign::public_key(&[66; 32]));
    let mut swapped = t.clone();
    let i = swapped.log.iter().position(|e| e.event.contains(&honest)).unwrap();
    swapped.log[i].event = swapped.log[i].event.replace(&honest, &mallory);
    let e = verify(&rechain(swapped)).unwrap_err();
    assert!(e.contains("commitment") && e.contains("key"), "{e}");
    // Taking the key out (a version-1 event with a version-2 root) fails too.
    let mut dropped = t.clone();
    dropped.log[i].event = dropped.log[i].event.replace(&format!(",\"key\":\"{honest}\""), "");
    assert_ne!(dropped.log[i].event, t.log[i].event);
    let e = verify(&rechain(dropped)).unwrap_err();
    assert!(e.contains("root does not match"), "{e}");
}

#[test]
fn protocol_md_quotes_the_version_2_vectors() {
    let seed: [u8; 32] = std::array::from_fn(|i| i as u8);
    let opts = Options::default();
    let army = Army::parse(ARMY, Side::First, &opts).unwrap();
    let s = Secret::seal("lattaque-1", 1, opts, army.clone(), seed).unwrap();
    let v1 = Secret::seal_v1("lattaque-1", 1, opts, army, seed).unwrap();
    // Computed from the specification alone (HMAC, Ed25519 of RFC 8032,
    // SHA-256 over the version-1 leaves the blind vectors quote).
    let k = "138eace7ffe6f999d06dc7fb8c1e189c319f311222f0c9f8a059e8d418024538";
    let key = "HCm9lV8O2divLCgXw6B/fbf7NsZaiNn9B5Hr9KQIvQA=";
    let root = "92ba1da68951dab2dd15ac22a5038e1e3c8122be7e830ac3867a0bd976f159c0";
    assert_eq!(hex_encode(&commit::seal_key(&seed, "lattaque-1", 1).unwrap()), k);
    assert_eq!(s.signing_key().map(|k| hex_encode(&k)).as_deref(), Some(k));
    assert_eq!(s.commitment.key.map(|k| sign::base64_encode(&k)).as_deref(), Some(key));
    assert_eq!(hex_encode(&s.commitment.root), root);
    assert_eq!(s.commitment.leaves, v1.commitment.leaves);
    let message = s.commit_message();
    let lines: Vec<&str> = message.lines().take(2).collect();
    assert_eq!(lines, [format!("commit {root}"), format!("key {key}")]);
    let doc: Vec<&str> = PROTOCOL_MD.lines().map(str::trim).collect();
    for quoted in [
        format!("k       {k}"),
        format!("K       {key}"),
        format!("root_v2 {root}"),
        format!("commit {root}"),
        format!("key {key}"),
    ] {
        assert!(
            doc.contains(&quoted.as_str()),
            "docs/PROTOCOL.md does not quote: {quoted}"
        );
    }
}
