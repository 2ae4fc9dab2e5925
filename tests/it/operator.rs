//! Operator and player services: receipts, backup and restore, stats, audit.

use crate::common;

use common::Harness;
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::store::Queries;

/// A Strand game of a few moves; Alice's received mail kept in a Maildir.
fn played(h: &mut Harness, moves: usize) -> (String, tempfile::TempDir) {
    let id = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    let inbox = tempfile::tempdir().unwrap();
    let md = estafette::mail::maildir::Maildir::create(inbox.path()).unwrap();
    let keep = |sent: &[common::Sent]| {
        for m in sent.iter().filter(|m| m.to == "alice@example.org") {
            md.deliver(&m.raw).unwrap();
        }
    };
    keep(&h.flush());
    let mut seed = 7u64;
    for _ in 0..moves {
        let pos = h.svc.state(&id).unwrap().position.unwrap();
        let mv = estafette::demo::choose_move(&pos, &mut seed).unwrap();
        let (_, sent) = h.play(&id, pos.side_to_move(), &mv);
        keep(&sent);
    }
    (id, inbox)
}

#[test]
fn receipts_catch_a_rewritten_history() {
    let mut h = Harness::new();
    let (id, inbox) = played(&mut h, 8);
    let t = h.svc.export(&id).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("t.json");
    std::fs::write(&file, serde_json::to_string(&t).unwrap()).unwrap();
    let o = common::estafette_bin()
        .args([
            "verify",
            file.to_str().unwrap(),
            "--receipts",
            inbox.path().to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("chain heads in your mail match"));
    // The referee rewrites move 3 and recomputes the whole chain: the
    // transcript is self-consistent, but Alice's mails say otherwise.
    let mut forged = t.clone();
    let i = forged.log.iter().position(|e| e.event.contains("\"ply\":3,")).unwrap();
    let pos_before = {
        let events: Vec<estafette::referee::Event> = forged.log[..i]
            .iter()
            .map(|e| estafette::referee::Event::from_bytes(e.event.as_bytes()).unwrap())
            .collect();
        estafette::referee::GameState::replay(&events, [None, None])
            .unwrap()
            .position
            .unwrap()
    };
    let other = pos_before
        .legal_moves()
        .into_iter()
        .find(|m| !forged.log[i].event.contains(&format!("\"text\":\"{m}\"")))
        .unwrap();
    let mut ev = estafette::referee::Event::from_bytes(forged.log[i].event.as_bytes()).unwrap();
    if let estafette::referee::Event::Moved { text, .. } = &mut ev {
        *text = other;
    }
    forged.log[i].event = String::from_utf8(ev.to_bytes()).unwrap();
    forged.log.truncate(i + 1);
    let mut prev = estafette::protocol::log::genesis(&forged.game).unwrap();
    for e in forged.log.iter_mut() {
        prev = estafette::protocol::log::next(&prev, e.n, e.event.as_bytes()).unwrap();
        e.head = estafette::protocol::encode::hex_encode(&prev);
    }
    forged.head.n = forged.log.len() as u64;
    forged.head.head = estafette::protocol::encode::hex_encode(&prev);
    let text = serde_json::to_string(&forged).unwrap();
    let bodies: Vec<String> = std::fs::read_dir(inbox.path().join("new"))
        .unwrap()
        .map(|e| {
            let raw = std::fs::read(e.unwrap().path()).unwrap();
            mail_parser::MessageParser::default()
                .parse(&raw)
                .unwrap()
                .body_text(0)
                .unwrap()
                .into_owned()
        })
        .collect();
    let err = estafette::transcript::verify_receipts(&text, &bodies)
        .unwrap_err()
        .to_string();
    assert!(err.contains("rewritten") || err.contains("has only"), "{err}");
}

#[test]
fn backup_while_writing_then_restore_with_checks() {
    let mut h = Harness::new();
    let (id, _) = played(&mut h, 4);
    let dir = tempfile::tempdir().unwrap();
    let backup = dir.path().join("backup.db");
    h.svc.backup(&backup).unwrap();
    assert!(h.svc.backup(&backup).is_err(), "never overwrites");
    // The game goes on after the backup.
    let pos = h.svc.state(&id).unwrap().position.unwrap();
    h.play(&id, pos.side_to_move(), &pos.legal_moves()[0]);
    // Restore into a new place with the same key file.
    let key = h.dir.path().join("referee.key");
    let o = common::estafette_bin()
        .current_dir(dir.path())
        .args([
            "--db",
            "restored.db",
            "--key-file",
            key.to_str().unwrap(),
            "restore",
            "backup.db",
        ])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("1 games") && out.contains("audit passed"), "{out}");
    // The restored game is the game as it was at the backup.
    let o = common::estafette_bin()
        .current_dir(dir.path())
        .args(["--db", "restored.db", "--key-file", key.to_str().unwrap(), "show", &id])
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("Move 5"),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    // Restore refuses to overwrite, and refuses a file that is not a database.
    let o = common::estafette_bin()
        .current_dir(dir.path())
        .args([
            "--db",
            "restored.db",
            "--key-file",
            key.to_str().unwrap(),
            "restore",
            "backup.db",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(73), "cannot create: it exists");
    std::fs::write(
        dir.path().join("junk.db"),
        b"not a database at all, just some bytes to fill a page",
    )
    .unwrap();
    let o = common::estafette_bin()
        .current_dir(dir.path())
        .args([
            "--db",
            "other.db",
            "--key-file",
            key.to_str().unwrap(),
            "restore",
            "junk.db",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(65), "wrong data");
    assert!(!dir.path().join("other.db").exists());
}

#[test]
fn stats_count_games_and_mail() {
    let mut h = Harness::new();
    played(&mut h, 3);
    let stats: std::collections::BTreeMap<String, String> = h.svc.stats().unwrap().into_iter().collect();
    assert_eq!(stats["games strand play"], "1");
    assert_eq!(stats["mail in: applied"], "3");
    assert_eq!(stats["mail out: sent"], "8", "{stats:?}");
    assert_eq!(stats["outbox pending"], "0");
    assert_eq!(stats["moves in the last 24 h"], "3");
}

#[test]
fn message_ids_are_opaque_and_the_audit_reads_them_back() {
    let mut h = Harness::new();
    let (id, _) = played(&mut h, 2);
    let other = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    let conn = rusqlite::Connection::open(h.db()).unwrap();
    let ids: Vec<String> = conn
        .prepare("SELECT message_id FROM outbox WHERE game_id = ?1 ORDER BY id")
        .unwrap()
        .query_map([&id], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert!(ids.len() >= 4, "{ids:?}");
    for mid in &ids {
        let (local, domain) = mid.split_once('@').unwrap();
        assert_eq!(domain, "example.net");
        // Neither the game, nor a counter of moves or of mail taken in.
        assert!(
            local.len() == 48 && local.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()),
            "{mid}"
        );
        assert!(!local.contains("strand"), "{mid}");
    }
    let unique: std::collections::BTreeSet<&String> = ids.iter().collect();
    assert_eq!(unique.len(), ids.len(), "every mail has its own id");
    // Another database with the same key file and the same game: its own ids.
    let mut h2 = Harness::new();
    let (id2, _) = played(&mut h2, 2);
    assert_eq!(id2, id);
    let first2: String = rusqlite::Connection::open(h2.db())
        .unwrap()
        .query_row("SELECT message_id FROM outbox ORDER BY id LIMIT 1", [], |r| r.get(0))
        .unwrap();
    assert!(!ids.contains(&first2), "{first2} is made by another database too");
    assert!(h.svc.audit().unwrap().is_empty());
    // A mail of one game filed under another is found out.
    conn.execute(
        "INSERT INTO outbox (game_id, recipient, envelope_from, message_id, raw, created_at, status, next_attempt_at) \
         VALUES (?1, 'x@example.org', 'r@example.net', ?2, x'00', 0, 'sent', 0)",
        [&other, &ids[1]],
    )
    .unwrap();
    let problems = h.svc.audit().unwrap();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].contains(&format!(
            "{other}: outgoing mail {} does not belong to this game",
            ids[1]
        )),
        "{problems:?}"
    );
}

#[test]
fn audit_ties_every_outgoing_mail_to_an_event() {
    let mut h = Harness::new();
    let (id, _) = played(&mut h, 2);
    assert!(h.svc.audit().unwrap().is_empty());
    let conn = rusqlite::Connection::open(h.db()).unwrap();
    conn.execute(
        "INSERT INTO outbox (game_id, recipient, envelope_from, message_id, raw, created_at, status, next_attempt_at) \
         VALUES (?1, 'x@example.org', 'r@example.net', ?2, x'00', 0, 'sent', 0)",
        [&id, &format!("{id}-99-1-0@example.net")],
    )
    .unwrap();
    let problems = h.svc.audit().unwrap();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("matches no event"), "{problems:?}");
    // The outbox is read in one pass (schema 8 dropped its index by game):
    // a mail whose id names another game, and one of a game that does not
    // exist (not this audit's business), come out in the order queued.
    for (game, mid) in [
        (id.clone(), format!("{id}0-1-1-0@example.net")),
        ("nosuch-1".to_string(), "nosuch-1-1@example.net".to_string()),
    ] {
        conn.execute(
            "INSERT INTO outbox (game_id, recipient, envelope_from, message_id, raw, created_at, status, next_attempt_at) \
             VALUES (?1, 'x@example.org', 'r@example.net', ?2, x'00', 0, 'sent', 0)",
            [&game, &mid],
        )
        .unwrap();
    }
    let problems = h.svc.audit().unwrap();
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems[0].contains("matches no event"), "{problems:?}");
    assert!(
        problems[1].contains(&format!("{id}0-1-1-0@example.net does not belong to this game")),
        "{problems:?}"
    );
    let index: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM sqlite_master WHERE name = 'outbox_game'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(index, 0);
}

fn clocked_strand(h: &mut Harness) -> String {
    let tc = estafette::referee::clock::TimeControl::parse("3d", None).unwrap();
    let id = h
        .svc
        .new_game(
            GameKind::Strand,
            OptionsSpec::default(),
            common::players(),
            Some(Side::First),
            Some(tc),
        )
        .unwrap();
    h.flush();
    id
}

#[test]
fn pause_and_resume_stop_moves_and_clocks() {
    use estafette::referee::clock::DAY;
    use estafette::referee::OperatorAction as A;
    let mut h = Harness::new();
    let t0 = h.clock.get();
    let id = clocked_strand(&mut h);
    let d0 = h.svc.state(&id).unwrap().on_clock()[0].1;
    assert!(
        h.svc.operate(&id, A::Pause, "  ", None).is_err(),
        "a reason is required"
    );
    h.svc.operate(&id, A::Pause, "server move", None).unwrap();
    let sent = h.flush();
    assert_eq!(sent.len(), 2);
    assert!(sent
        .iter()
        .all(|m| m.text.contains("paused the game") && m.text.contains("Reason: server move")));
    // No move while paused; no tick either, even long past the deadline.
    let mv = h.svc.state(&id).unwrap().position.unwrap().legal_moves()[0].clone();
    let (_, sent) = h.play(&id, Side::First, &mv);
    assert!(sent[0].text.contains("paused by the operator"), "{}", sent[0].text);
    h.clock.set(t0 + 10 * DAY);
    h.svc.tick().unwrap();
    assert!(!h.svc.state(&id).unwrap().is_over());
    h.svc.operate(&id, A::Resume, "done", None).unwrap();
    let d1 = h.svc.state(&id).unwrap().on_clock()[0].1;
    assert!(d1 > d0 + 9 * DAY, "the pause is added to the deadline");
    h.flush();
    let (r, _) = h.play(&id, Side::First, &mv);
    assert!(matches!(r, estafette::service::Ingested::Handled { ref status, .. } if status == "applied"));
    // The transcript carries the operator's events and verifies.
    let t = h.svc.export(&id).unwrap();
    assert!(t
        .log
        .iter()
        .any(|e| e.event.contains("\"paused\"") && e.event.contains("server move")));
    estafette::transcript::verify(&serde_json::to_string(&t).unwrap(), None).unwrap();
}

#[test]
fn extend_replace_and_decide() {
    use estafette::referee::clock::DAY;
    use estafette::referee::OperatorAction as A;
    let mut h = Harness::new();
    let id = clocked_strand(&mut h);
    let d0 = h.svc.state(&id).unwrap().on_clock()[0].1;
    assert!(h
        .svc
        .operate(
            &id,
            A::Extend {
                side: Side::Second,
                by: DAY
            },
            "not on move",
            None
        )
        .is_err());
    h.svc
        .operate(
            &id,
            A::Extend {
                side: Side::First,
                by: 2 * DAY,
            },
            "illness",
            None,
        )
        .unwrap();
    assert_eq!(h.svc.state(&id).unwrap().on_clock()[0].1, d0 + 2 * DAY);
    h.flush();
    // Bob's address is replaced: the new address gets the game's mail and
    // can play; the old one cannot.
    let carol = estafette::service::PlayerSpec {
        address: "carol@example.org".into(),
        name: "Carol".into(),
        lang: "en".into(),
    };
    h.svc
        .operate(
            &id,
            A::ReplaceAddress {
                side: Side::Second,
                name: "Carol".into(),
            },
            "Bob moved",
            Some(carol),
        )
        .unwrap();
    let sent = h.flush();
    assert!(sent.iter().any(|m| m.to == "carol@example.org"), "{sent:?}");
    // Carol plays the side now, by name, wherever the game is shown.
    assert_eq!(h.svc.state(&id).unwrap().players[1], "Carol");
    let t = h.svc.export(&id).unwrap();
    assert!(
        serde_json::to_string(&t).unwrap().contains("\"Carol\""),
        "the transcript names Carol"
    );
    assert!(
        !serde_json::to_string(&t).unwrap().contains("carol@example.org"),
        "addresses stay out of the log"
    );
    // Decide: Alice wins by decision; both told; transcript verifies.
    h.svc
        .operate(
            &id,
            A::Decide {
                winner: Some(Side::First),
            },
            "Bob abandoned the game",
            None,
        )
        .unwrap();
    let st = h.svc.state(&id).unwrap();
    assert!(st.is_over());
    assert_eq!(
        st.result.as_ref().unwrap().reason.english(st.kind),
        "operator's decision: Bob abandoned the game"
    );
    let sent = h.flush();
    assert_eq!(sent.len(), 2);
    let t = h.svc.export(&id).unwrap();
    estafette::transcript::verify(&serde_json::to_string(&t).unwrap(), None).unwrap();
    assert!(h.svc.audit().unwrap().is_empty());
}

/// A mail to the referee's plain address (no token).
fn plain_mail(h: &mut Harness, from: &str, name: &str, body: &str) -> Vec<u8> {
    h.counter += 1;
    format!(
        "From: {name} <{from}>\r\nTo: referee@example.net\r\nSubject: hello\r\nMessage-ID: <p{}@x.example>\r\n\r\n{body}\r\n",
        h.counter
    )
    .into_bytes()
}

/// A reply to a mail the referee sent (to its Reply-To/From address).
fn reply_to(h: &mut Harness, m: &common::Sent, from: &str, body: &str) -> Vec<u8> {
    h.counter += 1;
    format!(
        "From: <{from}>\r\nTo: <{}>\r\nSubject: Re: {}\r\nMessage-ID: <r{}@x.example>\r\n\r\n{body}\r\n",
        m.from, m.subject, h.counter
    )
    .into_bytes()
}

/// `body` (OBSERVE, UNOBSERVE or NEW) from `from` to the plain address, on
/// its From line alone: it gets one mail asking it to confirm, and nothing
/// else; its reply to that mail carries the command out. What the reply
/// causes to be sent.
fn with_confirmation(h: &mut Harness, from: &str, name: &str, body: &str) -> Vec<common::Sent> {
    let raw = plain_mail(h, from, name, body);
    h.ingest(&raw);
    let sent = h.flush();
    assert_eq!(sent.len(), 1, "only the confirmation: {sent:?}");
    assert_eq!(sent[0].to, from);
    assert!(sent[0].text.contains("confirm"), "{}", sent[0].text);
    let raw = reply_to(h, &sent[0], from, "yes");
    h.ingest(&raw);
    h.flush()
}

#[test]
fn observers_see_the_public_view_only() {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    h.flush();
    let sent = with_confirmation(&mut h, "carol@example.org", "Carol", &format!("OBSERVE {id}"));
    assert_eq!(sent.len(), 1);
    assert!(
        sent[0].text.contains(&format!("You now observe {id}")),
        "{}",
        sent[0].text
    );
    h.play(&id, Side::First, &format!("SETUP\n{}", common::ARMY_SOUTH));
    let (_, sent) = h.play(&id, Side::Second, &format!("SETUP\n{}", common::ARMY_NORTH));
    let carol = sent
        .iter()
        .find(|m| m.to == "carol@example.org")
        .expect("the observer is told");
    assert!(carol.text.contains("army is in place"), "{}", carol.text);
    // Never a hidden rank: only `?` on the board, no army lines, no seeds.
    assert!(
        !carol.text.contains("Seed") && !carol.text.contains("10 9 8 8"),
        "{}",
        carol.text
    );
    let rows: Vec<&str> = carol
        .text
        .lines()
        .filter(|l| l.len() > 3 && l[..2].trim().parse::<u8>().is_ok())
        .collect();
    assert_eq!(rows.len(), 10, "{}", carol.text);
    for row in rows {
        assert!(
            row[3..].chars().all(|c| " ?*.~".contains(c)),
            "a rank shows in the public view: {row}"
        );
    }
    // UNOBSERVE ends it, once confirmed.
    let sent = with_confirmation(&mut h, "carol@example.org", "Carol", &format!("UNOBSERVE {id}"));
    assert!(sent[0].text.contains(&format!("You no longer observe {id}")));
    let pos = h.svc.state(&id).unwrap().position.unwrap();
    let (_, sent) = h.play(&id, Side::First, &pos.legal_moves()[0]);
    assert!(sent.iter().all(|m| m.to != "carol@example.org"));
    // Players may forbid observers.
    h.svc.store.write(|tx| tx.set_observers_allowed(&id, false)).unwrap();
    let sent = with_confirmation(&mut h, "dave@example.org", "Dave", &format!("OBSERVE {id}"));
    assert!(sent[0].text.contains("do not allow observers"));
}

/// An observer who writes in French (OBSERVER, PARTIES) reads French; an
/// English observer of the same game reads English.
#[test]
fn observers_read_their_own_language() {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    h.flush();
    let raw = plain_mail(&mut h, "claire@example.org", "Claire", "PARTIES");
    h.ingest(&raw);
    assert!(h.flush()[0].text.contains("Vous ne jouez aucune partie ici."));
    let sent = with_confirmation(&mut h, "claire@example.org", "Claire", &format!("OBSERVER {id}"));
    assert!(
        sent[0].text.contains(&format!("Vous observez maintenant {id}")),
        "{}",
        sent[0].text
    );
    let sent = with_confirmation(&mut h, "dave@example.org", "Dave", &format!("OBSERVE {id}"));
    assert!(sent[0].text.contains(&format!("You now observe {id}")));
    let pos = h.svc.state(&id).unwrap().position.unwrap();
    let mv = pos.legal_moves()[0].clone();
    let (_, sent) = h.play(&id, Side::First, &mv);
    let claire = sent
        .iter()
        .find(|m| m.to == "claire@example.org")
        .expect("the French observer is told");
    let dave = sent
        .iter()
        .find(|m| m.to == "dave@example.org")
        .expect("the English observer is told");
    assert!(
        claire.text.contains("a joué")
            && claire.text.contains("NE-PLUS-OBSERVER")
            && claire.subject.contains("observée"),
        "{}",
        claire.text
    );
    assert!(
        dave.text.contains("played") && dave.text.contains("UNOBSERVE"),
        "{}",
        dave.text
    );
    assert!(claire.html.contains("lang=\"fr\""), "the HTML part is French too");
    let sent = with_confirmation(
        &mut h,
        "claire@example.org",
        "Claire",
        &format!("NE-PLUS-OBSERVER {id}"),
    );
    assert!(sent[0].text.contains(&format!("Vous n'observez plus {id}")));
}

#[test]
fn a_challenge_by_mail_becomes_a_game() {
    let mut h = Harness::new();
    // Challenges are closed by default.
    let raw = plain_mail(
        &mut h,
        "alice@example.org",
        "Alice",
        "NEW strand WITH bob@example.org 3d per move",
    );
    h.ingest(&raw);
    assert!(h.flush()[0].text.contains("does not take challenges"));
    h.svc.config.challenges = "@example.org".into();
    let sent = with_confirmation(
        &mut h,
        "alice@example.org",
        "Alice",
        "NEW strand WITH bob@example.org 3d per move",
    );
    assert_eq!(sent.len(), 2);
    let invite = sent.iter().find(|m| m.to == "bob@example.org").unwrap();
    assert!(
        invite.text.contains("Alice <alice@example.org> challenges you") && invite.text.contains("ACCEPT"),
        "{}",
        invite.text
    );
    // Someone else cannot accept for Bob.
    let raw = reply_to(&mut h, invite, "mallory@example.org", "ACCEPT");
    assert!(matches!(h.ingest(&raw), estafette::service::Ingested::Handled { ref status, .. } if status == "rejected"));
    let raw = reply_to(&mut h, invite, "bob@example.org", "ACCEPT");
    assert!(matches!(h.ingest(&raw), estafette::service::Ingested::Handled { ref status, .. } if status == "applied"));
    let sent = h.flush();
    assert_eq!(sent.len(), 2, "both players are invited to the new game");
    let games = h.svc.store.read().games().unwrap();
    assert_eq!(games.len(), 1);
    let st = h.svc.state(&games[0].id).unwrap();
    assert_eq!(st.players, ["Alice".to_string(), "bob".to_string()]);
    assert!(st.clock.is_some(), "the time control came from the challenge");
    // Accepting twice does nothing more.
    let raw = reply_to(&mut h, invite, "bob@example.org", "ACCEPT");
    h.ingest(&raw);
    assert_eq!(h.svc.store.read().games().unwrap().len(), 1);
    // GAMES lists the sender's games.
    h.flush();
    let raw = plain_mail(&mut h, "bob@example.org", "Bob", "GAMES");
    h.ingest(&raw);
    let sent = h.flush();
    assert!(
        sent[0].text.contains(&games[0].id) && sent[0].text.contains("Germans"),
        "{}",
        sent[0].text
    );
    // A declined challenge: the challenger is told.
    let sent = with_confirmation(
        &mut h,
        "alice@example.org",
        "Alice",
        "NEW assaut WITH carol@example.org",
    );
    let invite = sent.iter().find(|m| m.to == "carol@example.org").unwrap().clone();
    let raw = reply_to(&mut h, &invite, "carol@example.org", "DECLINE");
    h.ingest(&raw);
    let sent = h.flush();
    assert!(sent
        .iter()
        .any(|m| m.to == "alice@example.org" && m.text.contains("declined")));
    assert_eq!(h.svc.store.read().games().unwrap().len(), 1);
}

/// A challenge written in French: every mail of it is in French, and the
/// game it starts speaks French to both players.
#[test]
fn a_challenge_in_french_is_answered_in_french() {
    let mut h = Harness::new();
    h.svc.config.challenges = "anyone".into();
    let sent = with_confirmation(
        &mut h,
        "claire@example.org",
        "Claire",
        "NOUVELLE strand CONTRE dave@example.org 3d",
    );
    let claire = sent.iter().find(|m| m.to == "claire@example.org").unwrap();
    assert!(claire.text.contains("Votre défi (ch-1)"), "{}", claire.text);
    let invite = sent.iter().find(|m| m.to == "dave@example.org").unwrap().clone();
    assert!(
        invite.text.contains("vous défie") && invite.text.contains("ACCEPTER"),
        "{}",
        invite.text
    );
    assert!(invite.subject.contains("vous défie"), "{}", invite.subject);
    assert!(
        invite.text.contains("3 jours par coup") && claire.text.contains("3 jours par coup"),
        "{}",
        invite.text
    );
    let raw = reply_to(&mut h, &invite, "dave@example.org", "REFUSER");
    h.ingest(&raw);
    let sent = h.flush();
    assert!(
        sent.iter()
            .any(|m| m.to == "claire@example.org" && m.text.contains("a refusé votre défi ch-1")),
        "{:?}",
        sent.iter().map(|m| &m.text).collect::<Vec<_>>()
    );
    let raw = reply_to(&mut h, &invite, "dave@example.org", "ACCEPTER");
    h.ingest(&raw);
    assert!(h.flush()[0].text.contains("Le défi ch-1 a déjà été refusé."));
    let sent = with_confirmation(
        &mut h,
        "claire@example.org",
        "Claire",
        "NOUVELLE strand CONTRE dave@example.org",
    );
    let invite = sent.into_iter().find(|m| m.to == "dave@example.org").unwrap();
    let raw = reply_to(&mut h, &invite, "dave@example.org", "ACCEPTER");
    h.ingest(&raw);
    let sent = h.flush();
    assert_eq!(sent.len(), 2, "both players are invited to the new game");
    for m in &sent {
        assert!(m.html.contains("lang=\"fr\""), "the game speaks French to {}", m.to);
    }
}

/// Mail without a game token is answered in the sender's language: a bad
/// challenge written in French, and a French player's stray mail, get
/// French replies; the same in English stays English.
#[test]
fn mail_without_a_token_is_answered_in_the_senders_language() {
    let mut h = Harness::new();
    h.svc.config.challenges = "anyone".into();
    let reply = |h: &mut Harness, from: &str, body: &str| {
        let raw = plain_mail(h, from, "X", body);
        h.ingest(&raw);
        let sent = h.flush();
        assert_eq!(sent.len(), 1, "{:?}", sent.iter().map(|m| &m.text).collect::<Vec<_>>());
        assert_eq!(sent[0].to, from);
        sent.into_iter().next().unwrap()
    };
    // A bad variant, then a time control too short for mail.
    let m = reply(
        &mut h,
        "claire@example.org",
        "NOUVELLE lattaque CONTRE dave@example.org variante rapide",
    );
    assert_eq!(m.subject, "Estafette: commande non comprise");
    assert_eq!(
        m.text.trim(),
        "Votre commande n'a pas été comprise : variante de L'Attaque inconnue « rapide » : les variantes sont gibson-1925, standard"
    );
    let m = reply(
        &mut h,
        "claire@example.org",
        "NOUVELLE strand CONTRE dave@example.org 30m",
    );
    assert_eq!(
        m.text.trim(),
        "Votre commande n'a pas été comprise : « 30m » : une période de moins d'une heure n'a pas de sens par courrier"
    );
    let m = reply(
        &mut h,
        "claire@example.org",
        "NOUVELLE strand CONTRE dave@example.org vite",
    );
    assert!(
        m.text
            .contains("« vite » n'est pas compris ici ; écrivez NOUVELLE JEU CONTRE ADRESSE"),
        "{}",
        m.text
    );
    // The English stays English.
    let m = reply(
        &mut h,
        "alice@example.org",
        "NEW lattaque WITH bob@example.org variant fast",
    );
    assert_eq!(m.subject, "Estafette: not understood");
    assert_eq!(
        m.text.trim(),
        "Your command was not understood: unknown L'Attaque variant 'fast': the variants are gibson-1925, standard"
    );
    let m = reply(&mut h, "alice@example.org", "NEW strand WITH bob@example.org 30m");
    assert_eq!(
        m.text.trim(),
        "Your command was not understood: '30m': a period shorter than one hour makes no sense by mail"
    );
    // A French player's mail without a token; an English player's.
    let french = estafette::service::PlayerSpec {
        address: "claire@example.org".into(),
        name: "Claire".into(),
        lang: "fr".into(),
    };
    h.svc
        .new_game(
            GameKind::Strand,
            OptionsSpec::default(),
            [common::players()[0].clone(), french],
            Some(Side::First),
            None,
        )
        .unwrap();
    h.flush();
    let m = reply(&mut h, "claire@example.org", "b4-c5");
    assert_eq!(m.subject, "Estafette: pas de jeton de partie");
    assert!(
        m.text
            .starts_with("Votre courrier est parvenu à l'arbitre sans jeton de partie valide"),
        "{}",
        m.text
    );
    let m = reply(&mut h, "alice@example.org", "b4-c5");
    assert_eq!(m.subject, "Estafette: no game token");
    assert!(
        m.text
            .starts_with("Your mail reached the referee without a valid game token"),
        "{}",
        m.text
    );
}

#[test]
fn a_blind_challenge_by_mail_becomes_a_blind_game() {
    let mut h = Harness::new();
    h.svc.config.challenges = "anyone".into();
    // Blind needs a time control: refused, with the reason.
    let raw = plain_mail(
        &mut h,
        "alice@example.org",
        "Alice",
        "NEW lattaque WITH bob@example.org blind",
    );
    h.ingest(&raw);
    let sent = h.flush();
    assert!(
        sent.iter()
            .any(|m| m.to == "alice@example.org" && m.text.contains("time control")),
        "{:?}",
        sent.iter().map(|m| &m.text).collect::<Vec<_>>()
    );
    assert!(
        sent.iter().all(|m| m.to != "bob@example.org"),
        "no invitation for a refused challenge"
    );
    let sent = with_confirmation(
        &mut h,
        "alice@example.org",
        "Alice",
        "NEW lattaque WITH bob@example.org 3d per move blind",
    );
    let invite = sent.iter().find(|m| m.to == "bob@example.org").unwrap().clone();
    assert!(invite.text.contains("blind"), "{}", invite.text);
    let raw = reply_to(&mut h, &invite, "bob@example.org", "ACCEPT");
    assert!(matches!(h.ingest(&raw), estafette::service::Ingested::Handled { ref status, .. } if status == "applied"));
    let sent = h.flush();
    assert_eq!(sent.len(), 2, "both players are invited to the new game");
    assert!(
        sent.iter().all(|m| m.text.contains("estafette seal")),
        "the invitations say how to seal an army: {}",
        sent[0].text
    );
    let games = h.svc.store.read().games().unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].mode, "blind");
    assert_eq!(h.svc.state(&games[0].id).unwrap().mode, "blind");
}

#[test]
fn a_moves_mails_are_queued_as_parcels_and_each_is_sent_once() {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    h.flush();
    let watchers = ["carol@example.org", "dave@example.org", "erin@example.org"];
    for w in watchers {
        with_confirmation(&mut h, w, "Watcher", &format!("OBSERVE {id}"));
    }
    let pos = h.svc.state(&id).unwrap().position.unwrap();
    let raw = h.mail(&id, Side::First, &pos.legal_moves()[0]);
    h.ingest(&raw);
    let queued: Vec<_> = h
        .svc
        .store
        .read()
        .outbox_all()
        .unwrap()
        .into_iter()
        .filter(|m| m.status == "queued")
        .collect();
    // The two players' mails in one parcel, the three observers' in
    // another; each row's place follows the one before it.
    assert_eq!(queued.len(), 5, "{queued:?}");
    let (players, observers) = queued.split_at(2);
    for group in [players, observers] {
        let mut next = 0;
        for m in group {
            assert_eq!(m.raw, group[0].raw, "one parcel for the group");
            let (start, len) = m.part.expect("in a parcel");
            assert_eq!(start, next);
            next = start + len;
        }
    }
    assert_ne!(players[0].raw, observers[0].raw);
    // A place altered in the database: that mail fails with a clear error,
    // the others still go, each once.
    let conn = rusqlite::Connection::open(h.db()).unwrap();
    conn.execute(
        "UPDATE outbox SET parcel_len = parcel_len + 1000000 WHERE id = ?1",
        [observers[1].id],
    )
    .unwrap();
    let sent = h.flush();
    let mut to: Vec<&str> = sent.iter().map(|m| m.to.as_str()).collect();
    to.sort();
    assert_eq!(
        to,
        vec![
            "alice@example.org",
            "bob@example.org",
            "carol@example.org",
            "erin@example.org"
        ]
    );
    for m in &sent {
        assert!(m.text.contains(&id), "{}", m.text);
    }
    assert!(h.flush().is_empty(), "nothing is sent twice");
    let failed = h
        .svc
        .store
        .read()
        .outbox_all()
        .unwrap()
        .into_iter()
        .find(|m| m.id == observers[1].id)
        .unwrap();
    assert_eq!(failed.status, "failed");
    assert!(
        failed
            .last_error
            .as_deref()
            .unwrap_or("")
            .contains("cannot open the stored message"),
        "{failed:?}"
    );
}
