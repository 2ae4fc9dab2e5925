//! End to end through `ingest`: whole games of the three games played by
//! mail, the replies checked against golden files, and every kind of bad
//! mail refused with a precise reply and nothing changed.

use crate::common;

use common::{golden, Harness, Sent, ARMY_NORTH, ARMY_SOUTH};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::referee::Phase;
use estafette::service::Ingested;
use estafette::store::Queries;

/// What every mail of a game keeps to: a text part no wider than a phone's
/// 76 columns (the `Log-Head:` line folded, as `verify --receipts` reads
/// it), the proof material in a Proof section at the end, and the viewer's
/// side named in the board's legend. A finished game's mail invites no
/// more commands.
fn check_mail_layout(kind: GameKind, m: &Sent) {
    for line in m.text.lines() {
        assert!(
            line.chars().count() <= 76,
            "a line over 76 columns to {}: {line:?}",
            m.to
        );
    }
    assert!(common::receipt(&m.text).is_some(), "a receipt: {}", m.text);
    let signature = m.text.rfind("\n-- \n").expect("a signature");
    let over = m.subject.ends_with("game over");
    assert_eq!(m.text.contains("Reply to this mail"), !over, "{}", m.text);
    let reply = m
        .text
        .find("Reply to this mail")
        .or_else(|| m.text.find("\nStatus:"))
        .expect("the reply line, or a finished game's status");
    match m.text.find("\nProof\n-----\n") {
        Some(proof) => assert!(reply < proof && proof < signature, "Proof at the end: {}", m.text),
        None => {
            for material in ["verify-setup", "Leaves (", "\nopen ", "Seed: "] {
                assert!(
                    !m.text.contains(material),
                    "{material:?} outside a Proof section: {}",
                    m.text
                );
            }
        }
    }
    for material in ["verify-setup", "Leaves (", "\nopen ", "Seed: ", "Root: "] {
        if let Some(at) = m.text.find(material) {
            assert!(at > reply, "{material:?} before the Proof section: {}", m.text);
        }
    }
    if m.text.contains("\nKey: ") {
        let side = if m.to.starts_with("alice") {
            Side::First
        } else {
            Side::Second
        };
        assert!(m.says(&format!("{} (you)", kind.side_name(side))), "{}", m.text);
    }
}

/// Both players' boards mark the last move: its squares in brackets in
/// text, framed in HTML, and the combat square too.
fn check_last_move_marked(st: &estafette::referee::GameState, sent: &[Sent]) {
    let Some(last) = &st.last_move else { return };
    let board_mails: Vec<&Sent> = sent.iter().filter(|m| m.text.contains("\nKey: ")).collect();
    assert_eq!(board_mails.len(), 2, "both players see the board");
    for m in board_mails {
        assert!(m.text.contains("\nLast move ("), "{}", m.text);
        for sq in last.squares() {
            assert!(m.text.contains(&format!("[{sq}]")), "{sq} in {}", m.text);
            assert!(m.html.contains(&format!("title=\"{sq}")), "{sq}");
        }
        assert!(m.html.contains("border:3px solid #22c55e"), "{}", m.html);
        if let Some(c) = last.combat {
            assert!(m.text.contains(&format!("({c})")), "combat {c} in {}", m.text);
            assert!(m.html.contains("border:3px dashed #f97316"), "{}", m.html);
        }
    }
}

/// The mails of a finished game: the result in words with names, then the
/// final board, then the moves two a row with the names, and the transcript
/// attached, which `verify` accepts.
fn check_game_over(id: &str, st: &estafette::referee::GameState, sent: &[Sent]) {
    assert_eq!(sent.len(), 2);
    for m in sent {
        let result = m.text.find(" wins: ").expect("the result in words");
        let board = m.text.find("\nKey: ").expect("the final board");
        let moves = m.text.find("\nThe moves:\n").expect("the moves");
        assert!(result < board && board < moves, "result, board, moves: {}", m.text);
        let first = &st.moves[0];
        let name = &st.players[usize::from(first.side) - 1];
        let row = format!("1. {name} {}", first.text);
        assert!(
            m.text[moves..]
                .lines()
                .nth(2)
                .is_some_and(|l| l.trim_start().starts_with(&row)),
            "{row:?} in {}",
            m.text
        );
        assert!(m.says(&format!("estafette verify {id}.json")), "{}", m.text);
        let [(file, kind, body)] = m.files.as_slice() else {
            panic!("one attachment, not {:?}", m.files)
        };
        assert_eq!(
            (file.as_str(), kind.as_str()),
            (format!("{id}.json").as_str(), "application/json")
        );
        let json = String::from_utf8(body.clone()).expect("a UTF-8 transcript");
        let v = estafette::transcript::verify(&json, None).expect("the attached transcript verifies");
        assert_eq!(v.game, id);
        assert!(v.result.is_some());
    }
}

fn describe(step: usize, who: &str, body: &str, sent: &[Sent]) -> String {
    let mut s = format!("=== step {step}: {who} sends: {}\n", body.replace('\n', " / "));
    for m in sent {
        s.push_str(&format!("--- to {} | {}\n{}\n", m.to, m.subject, m.text.trim_end()));
    }
    s
}

/// Play a whole game; golden-check the first `golden_steps` exchanges and
/// the last one; return the harness and the game id.
fn whole_game(kind: GameKind, first: Side, golden_path: &str, golden_steps: usize, cap: usize) -> (Harness, String) {
    let mut h = Harness::new();
    let id = h.new_game(kind, OptionsSpec::default(), first);
    let invitations = h.flush();
    assert_eq!(invitations.len(), 2, "both players are invited");
    for m in &invitations {
        check_mail_layout(kind, m);
    }
    let mut log = describe(0, "operator", "new game", &invitations);
    let mut seed = 0x1234_5678_9abc_def1u64;
    let mut step = 0;
    let mut last = String::new();
    loop {
        let st = h.svc.state(&id).unwrap();
        if st.is_over() {
            break;
        }
        step += 1;
        assert!(step < cap + 10, "the game did not end");
        let (side, body) = match st.phase {
            Phase::Setup => {
                if st.commits[0].is_none() {
                    (Side::First, format!("SETUP\n{ARMY_SOUTH}"))
                } else {
                    (Side::Second, format!("SETUP\n{ARMY_NORTH}"))
                }
            }
            _ => {
                let pos = st.position.clone().unwrap();
                let side = pos.side_to_move();
                let body = if step > cap {
                    "RESIGN".to_string()
                } else {
                    estafette::demo::choose_move(&pos, &mut seed).unwrap_or_else(|| "RESIGN".into())
                };
                (side, body)
            }
        };
        let before = h.svc.store.read().events(&id).unwrap().len();
        let (r, sent) = h.play(&id, side, &body);
        match &r {
            Ingested::Handled { status, summary, .. } => {
                assert_eq!(status, "applied", "step {step} ({body}): {summary}")
            }
            other => panic!("step {step}: {other:?}"),
        }
        assert!(
            h.svc.store.read().events(&id).unwrap().len() > before,
            "step {step} recorded an event"
        );
        // Every reply names the game, the move number or phase, and the chain head.
        let head = h.svc.store.read().game(&id).unwrap().unwrap();
        for m in &sent {
            assert!(m.subject.contains(&id), "subject names the game: {}", m.subject);
            assert!(
                m.text.contains(&format!("Log-Head: {id} {} ", head.head_n)),
                "mail ends with the chain head {}:\n{}",
                head.head_n,
                m.text
            );
            if h.svc.state(&id).unwrap().position.is_some() {
                assert!(m.html.contains("<table"), "the HTML part has the board");
            }
            check_mail_layout(kind, m);
        }
        let after = h.svc.state(&id).unwrap();
        check_last_move_marked(&after, &sent);
        if after.is_over() {
            check_game_over(&id, &after, &sent);
        } else {
            assert!(
                sent.iter().all(|m| m.files.is_empty()),
                "only the last mails carry files"
            );
        }
        let who = if side == Side::First { "alice" } else { "bob" };
        let d = describe(step, who, &body, &sent);
        if step <= golden_steps {
            log.push_str(&d);
        }
        last = d;
    }
    log.push_str("=== ...\n");
    log.push_str(&last);
    golden(golden_path, &log);
    // The transcript verifies.
    let t = h.svc.export(&id).unwrap();
    let json = serde_json::to_string(&t).unwrap();
    let v = estafette::transcript::verify(&json, None).unwrap();
    assert_eq!(v.game, id);
    assert!(v.result.is_some());
    assert!(h.svc.audit().unwrap().is_empty());
    (h, id)
}

#[test]
fn a_whole_lattaque_game() {
    let (h, id) = whole_game(GameKind::Lattaque, Side::First, "tests/golden/e2e/lattaque.txt", 6, 600);
    let st = h.svc.state(&id).unwrap();
    assert!(st.revealed.iter().all(|r| *r), "both armies are published at the end");
}

#[test]
fn a_whole_strand_game() {
    whole_game(GameKind::Strand, Side::Second, "tests/golden/e2e/strand.txt", 6, 400);
}

#[test]
fn a_whole_assaut_game() {
    whole_game(GameKind::Assaut, Side::First, "tests/golden/e2e/assaut.txt", 6, 400);
}

/// The stored state of a game, to check that a refused mail changed nothing.
fn fingerprint(h: &Harness, id: &str) -> (Vec<Vec<u8>>, estafette::store::Snapshot, u64) {
    let r = h.svc.store.read();
    let g = r.game(id).unwrap().unwrap();
    (
        r.events(id).unwrap().into_iter().map(|e| e.bytes).collect(),
        g.snapshot,
        g.head_n,
    )
}

fn strand_game() -> (Harness, String) {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    h.flush();
    (h, id)
}

#[test]
fn the_same_message_twice_is_applied_once() {
    let (mut h, id) = strand_game();
    let pos = h.svc.state(&id).unwrap().position.unwrap();
    let mv = pos.legal_moves()[0].clone();
    let raw = h.mail(&id, Side::First, &mv);
    assert!(matches!(h.ingest(&raw), Ingested::Handled { ref status, .. } if status == "applied"));
    let after = fingerprint(&h, &id);
    assert_eq!(h.ingest(&raw), Ingested::Duplicate);
    assert_eq!(fingerprint(&h, &id), after);
    assert_eq!(h.svc.state(&id).unwrap().moves.len(), 1);
}

fn refused(h: &mut Harness, id: &str, side: Side, body: &str) -> Vec<Sent> {
    let before = fingerprint(h, id);
    let (r, sent) = h.play(id, side, body);
    match r {
        Ingested::Handled { status, .. } => assert_eq!(status, "rejected"),
        other => panic!("{other:?}"),
    }
    assert_eq!(fingerprint(h, id), before, "a refused mail changes nothing");
    sent
}

#[test]
fn a_move_out_of_turn_is_refused() {
    let (mut h, id) = strand_game();
    let sent = refused(&mut h, &id, Side::Second, "h6-g5");
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].to, "bob@example.org");
    assert!(
        sent[0].says("Refused: h6-g5: it is not your turn: Allies (Alice) is to move"),
        "{}",
        sent[0].text
    );
}

#[test]
fn an_illegal_move_is_refused_with_the_reason() {
    let (mut h, id) = strand_game();
    let sent = refused(&mut h, &id, Side::First, "a3-a4");
    assert_eq!(sent.len(), 1);
    assert!(sent[0].says("Refused: a3-a4:"), "{}", sent[0].text);
    let sent = refused(&mut h, &id, Side::First, "GAMES");
    assert!(sent[0].says("not a command or a move"), "{}", sent[0].text);
}

/// Greetings, prose, sign-offs and signatures around the commands are
/// passed over; a mail with none is told so; a line written as a command
/// but malformed is refused with its reason.
#[test]
fn a_mail_is_read_as_the_player_means_it() {
    let (mut h, id) = strand_game();
    let sent = refused(
        &mut h,
        &id,
        Side::First,
        "Hi Bob,\n\nplease move my knight.\n\nBest regards,\nAlice",
    );
    assert_eq!(sent.len(), 1);
    assert!(sent[0].says("no command found"), "{}", sent[0].text);
    let sent = refused(&mut h, &id, Side::First, "Bonjour,\nRESIGN now please\nAlice");
    assert!(sent[0].says("Refused: RESIGN now please:"), "{}", sent[0].text);
    assert!(sent[0].says("write it alone on its line"), "{}", sent[0].text);
    let pos = h.svc.state(&id).unwrap().position.unwrap();
    let mv = pos.legal_moves()[0].clone();
    let (r, sent) = h.play(
        &id,
        Side::First,
        &format!("Bonjour l'arbitre,\n\n{mv}\n\nCordialement,\nAlice"),
    );
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "applied"),
        "{r:?}"
    );
    let to_alice = sent.iter().find(|m| m.to == "alice@example.org").unwrap();
    assert!(!to_alice.text.contains("Refused"), "{}", to_alice.text);
    assert_eq!(h.svc.state(&id).unwrap().moves.len(), 1);

    let mut h = Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    h.flush();
    let (r, _) = h.play(
        &id,
        Side::First,
        &format!("Here is my army:\n\nSETUP\n{ARMY_SOUTH}\nThanks,\nAlice"),
    );
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "applied"),
        "{r:?}"
    );
    assert!(h.svc.state(&id).unwrap().commits[0].is_some(), "the army stands");
}

#[test]
fn later_commands_are_not_applied_after_a_failure() {
    let (mut h, id) = strand_game();
    let pos = h.svc.state(&id).unwrap().position.unwrap();
    let mv = pos.legal_moves()[0].clone();
    let before = h.svc.state(&id).unwrap().moves.len();
    let (r, sent) = h.play(&id, Side::First, &format!("{mv}\nj4-i5\nMESSAGE never sent"));
    assert!(matches!(r, Ingested::Handled { ref status, .. } if status == "rejected"));
    assert_eq!(
        h.svc.state(&id).unwrap().moves.len(),
        before + 1,
        "the first move stands"
    );
    let to_alice = sent.iter().find(|m| m.to == "alice@example.org").unwrap();
    assert!(to_alice.says(&format!("Applied: {mv}.")), "{}", to_alice.text);
    assert!(to_alice.says("Not applied: MESSAGE never sent."), "{}", to_alice.text);
}

#[test]
fn a_token_used_from_another_address_is_refused_and_the_owner_told() {
    let (mut h, id) = strand_game();
    let before = fingerprint(&h, &id);
    // Bob's address, Alice's token.
    let raw = String::from_utf8(h.mail(&id, Side::First, "a3-b4"))
        .unwrap()
        .replace("alice@example.org", "bob@example.org");
    let r = h.ingest(raw.as_bytes());
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "rejected"),
        "{r:?}"
    );
    assert_eq!(fingerprint(&h, &id), before);
    let sent = h.flush();
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].to, "alice@example.org", "the registered address is told");
    assert!(sent[0].says("came from bob@example.org"), "{}", sent[0].text);
}

#[test]
fn a_mail_without_a_valid_token_changes_nothing() {
    let (mut h, id) = strand_game();
    let before = fingerprint(&h, &id);
    let raw = String::from_utf8(h.mail(&id, Side::First, "a3-b4")).unwrap();
    // Forge the tag: flip its last character.
    let start = raw.find("referee+").unwrap();
    let end = raw[start..].find('@').unwrap() + start;
    let token = &raw[start..end];
    let last = token.chars().last().unwrap();
    let forged = format!("{}{}", &token[..token.len() - 1], if last == 'a' { 'b' } else { 'a' });
    let raw = raw.replace(token, &forged);
    let r = h.ingest(raw.as_bytes());
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "rejected"),
        "{r:?}"
    );
    assert_eq!(fingerprint(&h, &id), before);
    let sent = h.flush();
    assert_eq!(sent.len(), 1, "a known player is told the token was missing");
    assert!(sent[0].says("without a valid game token"));
}

#[test]
fn a_setup_with_the_wrong_pieces_is_refused_precisely() {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    h.flush();
    let bad = ARMY_SOUTH.replacen("10 9", "9 9", 1);
    let sent = refused(&mut h, &id, Side::First, &format!("SETUP\n{bad}"));
    assert_eq!(sent.len(), 1);
    assert!(sent[0].says("Refused: SETUP:"), "{}", sent[0].text);
    assert!(
        sent[0].says("Brigadier") || sent[0].says("Commander"),
        "{}",
        sent[0].text
    );
    // A move before the armies are in.
    let sent = refused(&mut h, &id, Side::First, "b4-b5");
    assert!(sent[0].says("both armies must be sent first"), "{}", sent[0].text);
}

/// A French player's bad army is explained in French: the wrong counts,
/// then the Flag's placement (Gibson's rule).
#[test]
fn a_bad_army_is_explained_in_french() {
    let mut h = Harness::new();
    let mut ps = common::players();
    ps[0].lang = "fr".into();
    let id = h
        .svc
        .new_game(GameKind::Lattaque, OptionsSpec::default(), ps, Some(Side::First), None)
        .unwrap();
    h.flush();
    let bad = ARMY_SOUTH.replacen("10 9", "9 9", 1);
    let sent = refused(&mut h, &id, Side::First, &format!("ARMÉE\n{bad}"));
    assert!(
        sent[0].says("Refusé : SETUP : 2 Généraux de Brigade, une armée en a 1 ; aucun Chef d'Armée, une armée en a 1"),
        "{}",
        sent[0].text
    );
    // The Flag right behind the river on c4, the Sapper it displaced on its square.
    let rows: Vec<String> = ARMY_SOUTH.lines().map(str::to_string).collect();
    let flag = rows
        .iter()
        .position(|r| r.split_whitespace().any(|w| w == "F"))
        .unwrap();
    let mut grid: Vec<Vec<String>> = rows
        .iter()
        .map(|r| r.split_whitespace().map(str::to_string).collect())
        .collect();
    let fcol = grid[flag].iter().position(|w| w == "F").unwrap();
    let moved = grid[0][2].clone();
    grid[0][2] = "F".into();
    grid[flag][fcol] = moved;
    let army: Vec<String> = grid.iter().map(|r| r.join(" ")).collect();
    let sent = refused(&mut h, &id, Side::First, &format!("SETUP\n{}", army.join("\n")));
    assert!(
        sent[0].says(
            "le Drapeau ne peut pas être placé en c4 : il est juste derrière la rivière, sans rien entre les deux"
        ),
        "{}",
        sent[0].text
    );
}

#[test]
fn a_copied_database_without_the_key_reveals_no_army() {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    h.play(&id, Side::First, &format!("SETUP\n{ARMY_SOUTH}"));
    let bytes = std::fs::read(h.db()).unwrap();
    let wal = std::fs::read(h.db().with_extension("db-wal")).unwrap_or_default();
    for hay in [&bytes, &wal] {
        let text = String::from_utf8_lossy(hay);
        assert!(
            !text.contains("10 9 8 8 7 7 6 6 6") && !text.contains("6 5 7 8 10 9 8 7 6"),
            "an army is stored in clear"
        );
    }
    // And the referee opens it with the key.
    let st = h.svc.state(&id).unwrap();
    assert!(st.held[0].is_some());
}

#[test]
fn garbage_and_auto_replies_are_stored_and_ignored() {
    let (mut h, id) = strand_game();
    let before = fingerprint(&h, &id);
    for raw in [
        &b"\x00\x01garbage"[..],
        b"From: MAILER-DAEMON@example.org\r\nSubject: Undelivered\r\n\r\nsorry\r\n",
        b"From: alice@example.org\r\nAuto-Submitted: auto-replied\r\nSubject: Out of office\r\n\r\nI am away\r\n",
    ] {
        let r = h.ingest(raw);
        assert!(
            matches!(r, Ingested::Handled { ref status, .. } if status == "ignored"),
            "{r:?}"
        );
    }
    assert_eq!(fingerprint(&h, &id), before);
    assert!(h.flush().is_empty(), "never answered");
    assert_eq!(
        h.svc.store.read().inbox().unwrap().len(),
        3,
        "every raw message is kept"
    );
}

#[test]
fn a_token_for_a_game_that_does_not_exist_is_refused() {
    let (mut h, id) = strand_game();
    let before = fingerprint(&h, &id);
    // A validly signed token, but for a game this referee never created.
    let key = estafette::keys::keyfile::KeyFile::from_bytes(
        estafette::protocol::encode::hex_decode32(common::KEY_HEX).unwrap(),
    );
    let tok = estafette::protocol::token::make(&key.token_key(), "strand-99", 1).unwrap();
    let raw = String::from_utf8(h.mail(&id, Side::First, "a7-b8")).unwrap();
    let start = raw.find("referee+").unwrap() + "referee+".len();
    let end = raw[start..].find('@').unwrap() + start;
    let raw = raw.replace(&raw[start..end].to_string(), &tok);
    match h.ingest(raw.as_bytes()) {
        Ingested::Handled { status, summary, .. } => {
            assert_eq!(status, "rejected");
            assert!(summary.contains("unknown game strand-99"), "{summary}");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(fingerprint(&h, &id), before);
}

#[test]
fn audit_finds_a_snapshot_that_differs_from_the_log() {
    let (mut h, id) = strand_game();
    let pos = h.svc.state(&id).unwrap().position.unwrap();
    h.play(&id, Side::First, &pos.legal_moves()[0]);
    assert!(h.svc.audit().unwrap().is_empty());
    // Corrupt the cached snapshot behind the referee's back.
    let conn = rusqlite::Connection::open(h.db()).unwrap();
    let snap: String = conn
        .query_row("SELECT snapshot FROM games WHERE id = ?1", [&id], |r| r.get(0))
        .unwrap();
    let bad = snap.replace("\"draw_offer\":null", "\"draw_offer\":2");
    assert_ne!(bad, snap);
    conn.execute("UPDATE games SET snapshot = ?1 WHERE id = ?2", [&bad, &id])
        .unwrap();
    let problems = h.svc.audit().unwrap();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("snapshot differs"), "{problems:?}");
}

#[test]
fn concurrent_copies_of_one_move_are_applied_once() {
    let (mut h, id) = strand_game();
    let pos = h.svc.state(&id).unwrap().position.unwrap();
    let mv = pos.legal_moves()[0].clone();
    // Eight different mails (different Message-IDs) carrying the same move,
    // taken in by eight processes' worth of connections at once.
    let mails: Vec<Vec<u8>> = (0..8).map(|_| h.mail(&id, Side::First, &mv)).collect();
    let dir = h.dir.path().to_path_buf();
    let handles: Vec<_> = mails
        .into_iter()
        .map(|raw| {
            let dir = dir.clone();
            std::thread::spawn(move || {
                let mut svc = estafette::service::Service::open(common::config(&dir)).unwrap();
                svc.ingest(&raw).unwrap()
            })
        })
        .collect();
    let results: Vec<Ingested> = handles.into_iter().map(|t| t.join().unwrap()).collect();
    let applied = results
        .iter()
        .filter(|r| matches!(r, Ingested::Handled { status, .. } if status == "applied"))
        .count();
    assert_eq!(applied, 1, "{results:?}");
    assert_eq!(h.svc.state(&id).unwrap().moves.len(), 1);
    assert!(h.svc.audit().unwrap().is_empty());
}

#[test]
fn each_player_gets_mail_in_their_own_language() {
    let mut h = Harness::new();
    let mut ps = common::players();
    ps[1].lang = "fr".into();
    let id = h
        .svc
        .new_game(GameKind::Assaut, OptionsSpec::default(), ps, Some(Side::First), None)
        .unwrap();
    let mut log = describe(0, "operator", "new game", &h.flush());
    let (_, sent) = h.play(&id, Side::Second, "place d6 e6");
    log.push_str(&describe(1, "bob", "place d6 e6", &sent));
    let (_, sent) = h.play(&id, Side::Second, "AIDE");
    log.push_str(&describe(2, "bob", "AIDE", &sent));
    let bob = sent.iter().find(|m| m.to == "bob@example.org").unwrap();
    assert!(bob.says("ABANDON"), "{}", bob.text);
    assert!(bob.html.contains("lang=\"fr\""), "the HTML part is French");
    golden("tests/golden/e2e/french.txt", &log);
    let alice_first = &log[..log.find("--- to bob").unwrap()];
    assert!(
        alice_first.contains("A new game of L'Assaut"),
        "Alice's mail stays English"
    );
}

/// A French player's history lists the moves in French, and the end of the
/// game gives its reason in French, while the English player reads English.
#[test]
fn history_and_result_are_in_the_players_language() {
    let mut h = Harness::new();
    let mut ps = common::players();
    ps[1].lang = "fr".into();
    let id = h
        .svc
        .new_game(GameKind::Strand, OptionsSpec::default(), ps, Some(Side::First), None)
        .unwrap();
    h.flush();
    // A refusal, in French: Bob moves out of turn.
    let (_, sent) = h.play(&id, Side::Second, "a4-b3");
    let bob = sent.iter().find(|m| m.to == "bob@example.org").expect("Bob is told");
    assert!(
        bob.text
            .contains("ce n'est pas votre tour : Alliés (Alice) est au trait"),
        "{}",
        bob.text
    );
    let (_, _) = h.play(&id, Side::First, "a7-b8");
    // An illegal move, then a bad notation: the rules' whole explanation is
    // French, and the English one, which the log keeps, goes nowhere else.
    let sent = refused(&mut h, &id, Side::Second, "a3-b4");
    assert_eq!(sent.len(), 1, "only Bob is told");
    assert!(
        sent[0].says("Refusé : a3-b4 : la pièce en a3 est alliée ; vous jouez les Allemands"),
        "{}",
        sent[0].text
    );
    let sent = refused(&mut h, &id, Side::Second, "h6-z5");
    assert!(
        sent[0].says("Refusé : h6-z5 : pas un coup : « z5 » est hors du plateau (colonnes a-j, rangées 1-10)"),
        "{}",
        sent[0].text
    );
    for english in ["is not", "the board", "you play"] {
        assert!(!sent[0].says(english), "English {english:?} in {}", sent[0].text);
    }
    let (_, sent) = h.play(&id, Side::Second, "HISTORIQUE");
    let bob = sent.iter().find(|m| m.to == "bob@example.org").expect("a reply to Bob");
    assert!(bob.says("Les coups joués"), "{}", bob.text);
    let line = bob
        .text
        .lines()
        .find(|l| l.trim_start().starts_with("1. a7-b8"))
        .unwrap_or_else(|| panic!("no history line in {}", bob.text));
    assert!(!line.contains("moved"), "the move's report is French: {line}");
    let (_, sent) = h.play(&id, Side::Second, "ABANDON");
    let bob = sent.iter().find(|m| m.to == "bob@example.org").expect("Bob is told");
    let alice = sent
        .iter()
        .find(|m| m.to == "alice@example.org")
        .expect("Alice is told");
    assert!(bob.says("Allemands (Bob) a abandonné"), "{}", bob.text);
    assert!(alice.says("Germans (Bob) resigned"), "{}", alice.text);
}

fn dsn_for(address: &str) -> Vec<u8> {
    format!(
        "Return-Path: <>\r\nFrom: MAILER-DAEMON@mx.example.net (Mail Delivery System)\r\nTo: referee@example.net\r\n\
         Subject: Undelivered Mail Returned to Sender\r\nMessage-ID: <dsn1@mx.example.net>\r\nMIME-Version: 1.0\r\n\
         Content-Type: multipart/report; report-type=delivery-status; boundary=\"B\"\r\n\r\n\
         --B\r\nContent-Type: text/plain\r\n\r\nThis is the mail system. Your message could not be delivered.\r\n\
         --B\r\nContent-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; mx.example.net\r\n\r\n\
         Final-Recipient: rfc822; {address}\r\nOriginal-Recipient: rfc822;{address}\r\nAction: failed\r\nStatus: 5.1.1\r\n\
         Diagnostic-Code: smtp; 550 5.1.1 <{address}>: Recipient address rejected\r\n\r\n--B--\r\n"
    )
    .into_bytes()
}

#[test]
fn a_bounce_is_recorded_and_the_opponent_told() {
    let (mut h, id) = strand_game();
    let before = fingerprint(&h, &id);
    match h.ingest(&dsn_for("bob@example.org")) {
        Ingested::Handled { status, summary, .. } => {
            assert_eq!(status, "bounce");
            assert!(
                summary.contains("bob@example.org") && summary.contains(&id),
                "{summary}"
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(fingerprint(&h, &id), before, "a bounce changes no game");
    let b = h.svc.store.read().bounces_of("bob@example.org").unwrap();
    assert_eq!(b.len(), 1);
    assert_eq!(b[0].1.as_deref(), Some("5.1.1"));
    assert!(b[0].2, "permanent");
    let sent = h.flush();
    assert_eq!(
        sent.len(),
        1,
        "only the opponent is told, and the bounce is never answered"
    );
    assert_eq!(sent[0].to, "alice@example.org");
    assert!(sent[0].says("bounced (status 5.1.1)"), "{}", sent[0].text);
}

#[test]
fn the_dkim_switch_requires_a_pass_from_our_own_server() {
    let (mut h, id) = strand_game();
    h.svc.config.require_dkim_from = Some("mx.example.net".into());
    let pos = h.svc.state(&id).unwrap().position.unwrap();
    let mv = pos.legal_moves()[0].clone();
    let before = fingerprint(&h, &id);
    let add = |raw: Vec<u8>, header: &str| -> Vec<u8> { [header.as_bytes(), &raw].concat() };
    // No Authentication-Results at all.
    let raw = h.mail(&id, Side::First, &mv);
    assert!(matches!(h.ingest(&raw), Ingested::Handled { ref status, .. } if status == "rejected"));
    // A pass, but from someone else's authserv-id (anyone can write that header).
    let raw = add(
        h.mail(&id, Side::First, &mv),
        "Authentication-Results: mx.evil.example; dkim=pass header.d=example.org\r\n",
    );
    assert!(matches!(h.ingest(&raw), Ingested::Handled { ref status, .. } if status == "rejected"));
    // Our server, but a fail.
    let raw = add(
        h.mail(&id, Side::First, &mv),
        "Authentication-Results: mx.example.net; dkim=fail header.d=example.org\r\n",
    );
    assert!(matches!(h.ingest(&raw), Ingested::Handled { ref status, .. } if status == "rejected"));
    assert_eq!(fingerprint(&h, &id), before);
    let sent = h.flush();
    assert!(
        sent.iter().all(|m| m.to == "alice@example.org" && m.says("DKIM")),
        "{sent:?}"
    );
    // Our server, a pass for the sender's domain: applied.
    let raw = add(
        h.mail(&id, Side::First, &mv),
        "Authentication-Results: mx.example.net;\r\n dkim=pass header.d=example.org header.s=s1\r\n",
    );
    assert!(matches!(h.ingest(&raw), Ingested::Handled { ref status, .. } if status == "applied"));
}

#[test]
fn poll_commits_in_batches_and_moves_a_message_only_once_committed() {
    let (mut h, id) = strand_game();
    h.svc.config.poll_batch = 3;
    let maildir = h.dir.path().join("inbox");
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(maildir.join(sub)).unwrap();
    }
    // Seven moves, played in turn, each a player's mail in new/, written
    // ahead in answer to the mail of the move before it (move i is event
    // i + 2 of the log).
    let mut pos = h.svc.state(&id).unwrap().position.unwrap();
    let mut side = Side::First;
    for i in 0..7 {
        let mv = pos.legal_moves()[0].clone();
        let raw = h.mail_at(&id, side, 1 + i, &mv);
        std::fs::write(maildir.join("new").join(format!("{:03}.mail", i)), raw).unwrap();
        pos = pos.play_text(&mv).unwrap().0;
        side = side.other();
    }
    let files = |d: &str| std::fs::read_dir(maildir.join(d)).unwrap().count();
    // Stopped after five messages: one whole batch of three and two of the
    // next, all committed and moved; the last two are left in new/.
    let seen = std::cell::Cell::new(0);
    let mut names = Vec::new();
    let n = estafette::service::poll_maildir_with(
        &mut h.svc,
        &maildir,
        &|| {
            seen.set(seen.get() + 1);
            seen.get() > 5
        },
        &mut |name, r| {
            assert!(
                matches!(r, Ingested::Handled { ref status, .. } if status == "applied"),
                "{name}: {r:?}"
            );
            names.push(name.to_string());
        },
    )
    .unwrap();
    assert_eq!(n, 5);
    assert_eq!(names, ["000.mail", "001.mail", "002.mail", "003.mail", "004.mail"]);
    assert_eq!((files("new"), files("cur")), (2, 5));
    // Committed: another connection sees the five moves and their replies.
    let other = estafette::store::Store::open(&h.db()).unwrap();
    assert_eq!(
        other.read().game(&id).unwrap().unwrap().head_n,
        h.svc.state(&id).unwrap().n
    );
    assert_eq!(h.svc.state(&id).unwrap().moves.len(), 5);
    assert_eq!(h.flush().len(), 10, "both players told of each move");
    // A message committed but not yet moved (a crash between the two) is a
    // duplicate the next time, and only moved.
    let again = std::fs::read(
        maildir.join("cur").join(
            std::fs::read_dir(maildir.join("cur"))
                .unwrap()
                .next()
                .unwrap()
                .unwrap()
                .file_name(),
        ),
    )
    .unwrap();
    std::fs::write(maildir.join("new").join("004-again.mail"), again).unwrap();
    let rest = estafette::service::poll_maildir(&mut h.svc, &maildir).unwrap();
    assert_eq!(rest.iter().filter(|r| **r == Ingested::Duplicate).count(), 1);
    assert_eq!(rest.len(), 3);
    assert_eq!((files("new"), files("cur")), (0, 8));
    assert_eq!(h.svc.state(&id).unwrap().moves.len(), 7);
    assert_eq!(h.flush().len(), 4);
}

#[test]
fn a_message_that_fails_inside_a_poll_batch_leaves_the_rest_of_the_batch_as_if_alone() {
    // A batch of three: a move of game A, a move of game B whose stored
    // snapshot is damaged (its write fails half-way through the message),
    // and A's next move. The batch writes without a savepoint per message;
    // the failure spoils it, and it is done again with each message's
    // writes guarded: A's moves are applied once, B's message is recorded
    // as failed, B is unchanged, and every message is moved to cur/.
    let (mut h, a) = strand_game();
    let b = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    h.flush();
    h.svc.config.poll_batch = 3;
    let maildir = h.dir.path().join("inbox");
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(maildir.join(sub)).unwrap();
    }
    let pos = h.svc.state(&a).unwrap().position.unwrap();
    let first = pos.legal_moves()[0].clone();
    let second = pos.play_text(&first).unwrap().0.legal_moves()[0].clone();
    let b_move = h.svc.state(&b).unwrap().position.unwrap().legal_moves()[0].clone();
    let mails = [
        h.mail(&a, Side::First, &first),
        h.mail(&b, Side::First, &b_move),
        h.mail(&a, Side::Second, &second),
    ];
    for (i, raw) in mails.iter().enumerate() {
        std::fs::write(maildir.join("new").join(format!("{i:03}.mail")), raw).unwrap();
    }
    let conn = rusqlite::Connection::open(h.db()).unwrap();
    let b_row = |conn: &rusqlite::Connection| -> (String, i64) {
        conn.query_row("SELECT snapshot, head_n FROM games WHERE id = ?1", [&b], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap()
    };
    // A sealed snapshot that does not open under the key file: an error
    // (an unreadable plain one would be rebuilt from the log).
    conn.execute("UPDATE games SET snapshot = 'sealed:00' WHERE id = ?1", [&b])
        .unwrap();
    let b_before = b_row(&conn);

    let results = estafette::service::poll_maildir(&mut h.svc, &maildir).unwrap();
    let statuses: Vec<String> = results
        .iter()
        .map(|r| match r {
            Ingested::Handled { status, .. } => status.clone(),
            Ingested::Failed(_) => "failed".into(),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(statuses, ["applied", "failed", "applied"], "{results:?}");
    let files = |d: &str| std::fs::read_dir(maildir.join(d)).unwrap().count();
    assert_eq!((files("new"), files("cur")), (0, 3));
    // Committed once: the log, the inbox and the outbox hold each thing once.
    let played: Vec<String> = h.svc.state(&a).unwrap().moves.iter().map(|m| m.text.clone()).collect();
    assert_eq!(played, [first, second]);
    assert_eq!(b_row(&conn), b_before, "the failed message changed nothing of its game");
    let inbox: Vec<(String, Option<String>)> = h
        .svc
        .store
        .read()
        .inbox()
        .unwrap()
        .into_iter()
        .map(|m| (m.status, m.game_id))
        .collect();
    assert_eq!(
        inbox.iter().filter(|(status, _)| status == "applied").count(),
        2,
        "{inbox:?}"
    );
    assert_eq!(
        inbox.iter().filter(|(status, _)| status == "failed").count(),
        1,
        "{inbox:?}"
    );
    assert_eq!(inbox.len(), 3, "{inbox:?}");
    let sent = h.flush();
    assert_eq!(
        sent.len(),
        4,
        "both players told of each of A's moves, once: {:?}",
        sent.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    assert!(
        sent.iter().all(|m| m.subject.contains(&a) && !m.subject.contains(&b)),
        "{:?}",
        sent.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
}

#[test]
fn an_imap_intake_commits_when_asked_and_rolls_back_what_it_was_not_asked_to_commit() {
    use estafette::mail::imap::Intake;
    let (mut h, id) = strand_game();
    h.svc.config.poll_batch = 3;
    let mut pos = h.svc.state(&id).unwrap().position.unwrap();
    let mut mails = Vec::new();
    let mut side = Side::First;
    for i in 0..3 {
        let mv = pos.legal_moves()[0].clone();
        // Written ahead, each in answer to the mail of the move before it.
        mails.push(h.mail_at(&id, side, 1 + i, &mv));
        pos = pos.play_text(&mv).unwrap().0;
        side = side.other();
    }
    let other = estafette::store::Store::open(&h.db()).unwrap();
    let head = |s: &estafette::store::Store| s.read().game(&id).unwrap().unwrap().head_n;
    let start = head(&other);
    {
        let never = || false;
        let mut intake = estafette::service::ImapIntake::new(&mut h.svc, &never);
        intake.take(&mails[0]).unwrap();
        intake.take(&mails[1]).unwrap();
        assert_eq!(head(&other), start, "nothing visible before the commit");
        intake.commit().unwrap();
        assert_eq!(head(&other), start + 2, "two moves committed");
        intake.take(&mails[2]).unwrap();
        // Dropped without a commit: an error ended the poll.
    }
    assert_eq!(head(&other), start + 2, "the third move is rolled back");
    assert_eq!(h.svc.state(&id).unwrap().moves.len(), 2);
    // Taken again by the next poll, it is applied, not a duplicate.
    assert!(matches!(h.ingest(&mails[2]), Ingested::Handled { ref status, .. } if status == "applied"));
    // Once stopping, nothing more is taken.
    let yes = || true;
    let mut intake = estafette::service::ImapIntake::new(&mut h.svc, &yes);
    let stopping = intake.take(&mails[0]).unwrap_err();
    assert_eq!(stopping.english, "the referee is stopping");
    assert_eq!(stopping.reason.code, "service-stopping");
}

/// What `run` logs of each mail (`Service::keep_notes`): the game, the
/// sender, the outcome in public words, whether the sender was answered;
/// never a rank, even where the refusal sent to the player names one.
#[test]
fn runs_notes_tell_each_mail_in_public_words() {
    use estafette::says::run::Reply;
    let mut h = Harness::new();
    h.svc.keep_notes();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    h.flush();
    assert!(h.svc.take_notes().is_empty(), "no mail came in");
    let bad = ARMY_SOUTH.replacen("10 9", "9 9", 1);
    let (_, sent) = h.play(&id, Side::First, &format!("SETUP\n{bad}"));
    assert!(sent[0].says("Brigadier") || sent[0].says("Commander"));
    let notes = h.svc.take_notes();
    assert_eq!(notes.len(), 1);
    let n = &notes[0];
    assert_eq!(n.game.as_deref(), Some(id.as_str()));
    assert_eq!(n.sender.as_deref(), Some("alice@example.org"));
    assert_eq!(n.outcome.to_string(), "setup refused");
    assert_eq!(n.reply, Reply::Queued(1));
    assert_eq!(n.others, 0);
    h.play(&id, Side::First, &format!("SETUP\n{ARMY_SOUTH}"));
    h.play(&id, Side::Second, &format!("SETUP\n{ARMY_NORTH}"));
    h.play(&id, Side::First, "a4-a5");
    let notes = h.svc.take_notes();
    let said: Vec<_> = notes
        .iter()
        .map(|n| (n.sender.as_deref(), n.outcome.to_string(), n.others))
        .collect();
    assert_eq!(
        said,
        [
            (Some("alice@example.org"), "applied: setup".to_string(), 1),
            (Some("bob@example.org"), "applied: setup".to_string(), 1),
            (Some("alice@example.org"), "applied: a4-a5".to_string(), 1)
        ]
    );
    // Moving her Flag: the reply says what stands on g1; neither the
    // summary `ingest` prints and the inbox keeps, nor the note, does.
    h.play(&id, Side::Second, "i7-i6");
    h.svc.take_notes();
    let (r, sent) = h.play(&id, Side::First, "g1-g2");
    assert!(matches!(r, Ingested::Handled { ref summary, .. } if summary == "move from g1 refused"));
    assert!(sent[0].says("Flag"));
    let notes = h.svc.take_notes();
    assert_eq!(notes[0].outcome.to_string(), "move from g1 refused");
    assert_eq!(notes[0].reply, Reply::Queued(1));
    assert!(!format!("{notes:?}").contains("Flag"));
    // Past the hourly limit of error replies, the reply is held back, and
    // the note says so.
    let now = h.clock.get();
    for _ in 0..6 {
        let raw = h.mail(&id, Side::First, "g1-g2");
        h.clock.set(now);
        h.ingest(&raw);
    }
    assert!(h.flush().len() < 6);
    let notes = h.svc.take_notes();
    assert!(
        notes.iter().all(|n| n.outcome.to_string() == "move from g1 refused"),
        "{notes:?}"
    );
    assert_eq!(notes[0].reply, Reply::Queued(1));
    assert_eq!(
        notes[5].reply,
        Reply::HeldBack(estafette::says::run::HeldBack::ErrorLimit)
    );
    assert!(
        notes[5]
            .to_string()
            .ends_with("reply held back (error replies to this sender are at their hourly limit)"),
        "{}",
        notes[5]
    );
}
