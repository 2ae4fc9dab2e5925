//! Signed commands: a player registers a key with `KEY`, then every mail of
//! theirs that changes the game carries a `sig` line; the log keeps the key
//! and the signatures, and `verify` checks each, so that whoever holds the
//! database and its key file cannot add a command of that player.

use crate::common;

use common::{Harness, Sent};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::protocol::log::LogHead;
use estafette::protocol::sign;
use estafette::referee::event::Event;
use estafette::service::Ingested;
use estafette::transcript::{self, Transcript};

const ALICE: [u8; 32] = [11; 32];

fn applied(r: &Ingested) -> bool {
    matches!(r, Ingested::Handled { summary, .. } if !summary.contains("refused"))
}

/// The reply to a refused mail, its lines joined (the inbox's summary
/// says only that it was refused, never why).
fn refusal((r, sent): &(Ingested, Vec<Sent>)) -> String {
    match r {
        Ingested::Handled { summary, .. } if summary.contains("refused") => {
            let reply = sent
                .first()
                .unwrap_or_else(|| panic!("no reply to a refused mail: {summary}"));
            common::flat(&reply.text)
        }
        other => panic!("not refused: {other:?}"),
    }
}

/// The last `Log-Head:` line of the mails to `to`.
fn last_head(sent: &[Sent], to: &str, was: Option<LogHead>) -> Option<LogHead> {
    sent.iter()
        .filter(|m| m.to == to)
        .filter_map(|m| common::receipt(&m.text))
        .next_back()
        .or(was)
}

struct Game {
    h: Harness,
    id: String,
    /// The last log head each player was sent.
    heads: [Option<LogHead>; 2],
}

impl Game {
    fn start() -> Game {
        let mut h = Harness::new();
        let id = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
        let mut g = Game {
            h,
            id,
            heads: [None, None],
        };
        let sent = g.h.flush();
        g.saw(&sent);
        g
    }

    fn saw(&mut self, sent: &[Sent]) {
        for (i, to) in ["alice@example.org", "bob@example.org"].iter().enumerate() {
            self.heads[i] = last_head(sent, to, self.heads[i].clone());
        }
    }

    fn send(&mut self, side: Side, body: &str) -> (Ingested, Vec<Sent>) {
        let id = self.id.clone();
        let (r, sent) = self.h.play(&id, side, body);
        self.saw(&sent);
        (r, sent)
    }

    /// `body` signed by Alice after the last head she was sent.
    fn alice_signs(&self, body: &str) -> String {
        let head = self.heads[0].clone().expect("Alice holds a head");
        sign::sign_commands(&ALICE, 1, &head, body).unwrap()
    }

    fn legal_move(&self) -> String {
        let st = self.h.svc.state(&self.id).unwrap();
        st.position.unwrap().legal_moves().into_iter().next().unwrap()
    }

    fn transcript(&self) -> Transcript {
        self.h.svc.export(&self.id).unwrap()
    }
}

fn verify(t: &Transcript) -> Result<transcript::Verified, String> {
    transcript::verify(&serde_json::to_string(t).unwrap(), None).map_err(|e| e.to_string())
}

/// `t` with `events` appended, the chain and its head recomputed, as whoever
/// holds the database and the key file can.
fn append(t: &Transcript, events: &[Event]) -> Transcript {
    let mut t = t.clone();
    let mut prev = estafette::protocol::encode::hex_decode32(&t.head.head).unwrap();
    for ev in events {
        let n = t.log.len() as u64 + 1;
        let bytes = ev.to_bytes();
        prev = estafette::protocol::log::next(&prev, n, &bytes).unwrap();
        t.log.push(transcript::Entry {
            n,
            event: String::from_utf8(bytes).unwrap(),
            head: estafette::protocol::hex_encode(&prev),
        });
    }
    t.head.n = t.log.len() as u64;
    t.head.head = t.log.last().unwrap().head.clone();
    t
}

#[test]
fn a_signed_game_plays_to_the_end_and_verifies() {
    let mut g = Game::start();
    let public = sign::base64_encode(&sign::public_key(&ALICE));
    let (r, sent) = g.send(Side::First, &format!("KEY {public}"));
    assert!(applied(&r), "{r:?}");
    let to_bob = sent.iter().find(|m| m.to == "bob@example.org").expect("Bob is told");
    assert!(to_bob.text.contains(&public), "{}", to_bob.text);

    // Unsigned, signed by another key, signed over other commands, or over
    // a head that is not the log's: refused, and nothing recorded.
    let mv = g.legal_move();
    let n = g.h.svc.state(&g.id).unwrap().n;
    let reply = g.send(Side::First, &mv);
    assert!(refusal(&reply).contains("not signed"), "{reply:?}");
    assert!(refusal(&reply).contains("estafette sign"), "{reply:?}");
    let head = g.heads[0].clone().unwrap();
    let other = sign::sign_commands(&[12; 32], 1, &head, &mv).unwrap();
    assert!(refusal(&g.send(Side::First, &other)).contains("does not check"));
    let swapped = g.alice_signs("RESIGN").replace("RESIGN", &mv);
    assert!(refusal(&g.send(Side::First, &swapped)).contains("does not check"));
    let mut wrong = head.clone();
    wrong.head[0] ^= 1;
    let bad_head = sign::sign_commands(&ALICE, 1, &wrong, &mv).unwrap();
    assert!(refusal(&g.send(Side::First, &bad_head)).contains("does not check"));
    let garbled = format!("{mv}\nsig {} AAAA", head.n);
    assert!(refusal(&g.send(Side::First, &garbled)).contains("sig line"));
    assert_eq!(g.h.svc.state(&g.id).unwrap().n, n, "nothing recorded");
    // BOARD needs no signature.
    assert!(applied(&g.send(Side::First, "BOARD").0));

    // Signed: applied. Bob, without a key, plays as before.
    let body = g.alice_signs(&mv);
    assert!(applied(&g.send(Side::First, &body).0));
    // The same signed mail again changes nothing.
    assert!(!applied(&g.send(Side::First, &body).0));
    let bob = g.legal_move();
    assert!(applied(&g.send(Side::Second, &bob).0));
    let mv = g.legal_move();
    let body = g.alice_signs(&format!("{mv}\nMESSAGE good game"));
    assert!(applied(&g.send(Side::First, &body).0));
    let bob = g.legal_move();
    assert!(applied(&g.send(Side::Second, &bob).0));
    let before_end = g.transcript();
    let body = g.alice_signs("RESIGN");
    let (r, _) = g.send(Side::First, &body);
    assert!(applied(&r), "{r:?}");

    let t = g.transcript();
    let v = verify(&t).unwrap();
    assert_eq!(v.result.map(|r| r.winner), Some(2));
    let events: Vec<Event> = t
        .log
        .iter()
        .map(|e| Event::from_bytes(e.event.as_bytes()).unwrap())
        .collect();
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::KeyRegistered { .. }))
            .count(),
        1
    );
    assert_eq!(events.iter().filter(|e| matches!(e, Event::Signed { .. })).count(), 3);
    forgeries_are_refused_by_verify(&before_end);
}

/// After the last receipt, whoever holds the database and its key file
/// appends a resignation of the signing player: `verify` refuses it,
/// whether it comes unsigned, under a signature used before, or with a
/// signature moved to a later head.
fn forgeries_are_refused_by_verify(t: &Transcript) {
    verify(t).unwrap();
    let at = t
        .log
        .last()
        .map(|e| Event::from_bytes(e.event.as_bytes()).unwrap().at().unwrap())
        .unwrap()
        + 60;
    let resign = Event::Resigned { side: 1, at };
    let ended = Event::Ended {
        winner: 2,
        reason: "resignation".into(),
        at,
    };
    let e = verify(&append(t, &[resign.clone(), ended.clone()])).unwrap_err();
    assert!(e.contains("no signature"), "{e}");
    // Bob's side, without a key, can be forged so (only Bob's receipts
    // would tell): the difference is the key.
    let bob = Event::Resigned { side: 2, at };
    assert!(verify(&append(t, &[bob])).is_ok());
    // Alice's last signature, used again.
    let last_sig = t
        .log
        .iter()
        .rev()
        .map(|e| Event::from_bytes(e.event.as_bytes()).unwrap())
        .find(|e| matches!(e, Event::Signed { .. }))
        .unwrap();
    let Event::Signed {
        side,
        seen,
        head,
        commands,
        sig,
        ..
    } = last_sig
    else {
        unreachable!()
    };
    let again = Event::Signed {
        side,
        seen,
        head,
        commands: commands.clone(),
        sig: sig.clone(),
        at,
    };
    let e = verify(&append(t, &[again, resign.clone(), ended.clone()])).unwrap_err();
    assert!(e.contains("signature"), "{e}");
    // The same signature, naming the latest head: it no longer checks.
    let moved = Event::Signed {
        side,
        seen: t.head.n,
        head: t.head.head.clone(),
        commands,
        sig,
        at,
    };
    let e = verify(&append(t, &[moved, resign, ended])).unwrap_err();
    assert!(e.contains("does not check"), "{e}");
}

#[test]
fn a_key_comes_before_the_first_move_and_only_once() {
    let mut g = Game::start();
    let mv = g.legal_move();
    assert!(applied(&g.send(Side::First, &mv).0));
    let public = sign::base64_encode(&sign::public_key(&ALICE));
    assert!(refusal(&g.send(Side::First, &format!("KEY {public}"))).contains("before your first move"));
    assert!(refusal(&g.send(Side::Second, "KEY AAAA")).contains("44 characters"));
    let bob = sign::base64_encode(&sign::public_key(&[13; 32]));
    assert!(applied(&g.send(Side::Second, &format!("KEY {bob}")).0));
    assert!(refusal(&g.send(Side::Second, &format!("KEY {bob}"))).contains("not signed"));
    verify(&g.transcript()).unwrap();
}

/// `keygen` writes a private key file once and prints its `KEY` line;
/// `sign` prints the commands and the line that signs them.
#[test]
fn keygen_and_sign_on_the_command_line() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let key = dir.path().join("alice.key");
    let run = |args: &[&str]| crate::common::estafette_bin().args(args).output().unwrap();
    let out = run(&["keygen", key.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(std::fs::metadata(&key).unwrap().permissions().mode() & 0o777, 0o600);
    let printed = String::from_utf8(out.stdout).unwrap();
    let secret = sign::KeyFile::read(&std::fs::read_to_string(&key).unwrap()).unwrap();
    assert_eq!(
        printed.trim(),
        format!("KEY {}", sign::base64_encode(&sign::public_key(&secret)))
    );
    assert_eq!(
        run(&["keygen", key.to_str().unwrap()]).status.code(),
        Some(73),
        "never overwritten"
    );
    let cmds = dir.path().join("cmds.txt");
    std::fs::write(&cmds, "b4-c5\n").unwrap();
    let head = format!("Log-Head: strand-1 3 {}", "ab".repeat(32));
    let out = run(&[
        "sign",
        key.to_str().unwrap(),
        "--side",
        "1",
        "--head",
        &head,
        cmds.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let lh = LogHead::parse(&head).unwrap();
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        sign::sign_commands(&secret, 1, &lh, "b4-c5").unwrap()
    );
    let out = run(&[
        "sign",
        key.to_str().unwrap(),
        "--side",
        "3",
        "--head",
        &head,
        cmds.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(64));
}
