//! The cached snapshot of a game: the same size at every move (it holds no
//! move history), sealed as raw bytes for games with hidden armies, older
//! forms still read, and the history, which it no longer holds, still given
//! whole to HISTORY, at the end of a game, and to `show`/`export`.

use crate::common;

use common::{Harness, ARMY_NORTH, ARMY_SOUTH};
use estafette::games::any::{AnyPosition, AnyReport, GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::referee::Phase;
use estafette::service::Ingested;
use estafette::store::{Queries, Snapshot};
use estafette::views::Lang;

/// Play moves until the game has `plies` moves (the referee's own position
/// picks them); L'Attaque armies are sent first.
fn play_to(h: &mut Harness, id: &str, plies: usize, seed: &mut u64) {
    loop {
        let st = h.svc.current_state(id).unwrap();
        assert!(!st.is_over(), "{id} ended after {} moves: {:?}", st.plies(), st.result);
        let (side, body) = match st.phase {
            Phase::Setup if st.commits[0].is_none() => (Side::First, format!("SETUP\n{ARMY_SOUTH}")),
            Phase::Setup => (Side::Second, format!("SETUP\n{ARMY_NORTH}")),
            _ if st.plies() >= plies => return,
            _ => {
                let pos = st.position.clone().unwrap();
                (pos.side_to_move(), quiet_move(&pos, seed))
            }
        };
        match h.play(id, side, &body).0 {
            Ingested::Handled { status, summary, .. } => assert_eq!(status, "applied", "{body}: {summary}"),
            other => panic!("{body}: {other:?}"),
        }
    }
}

/// A move picked at random, preferring one without a combat or a capture
/// that does not end the game, so that the game lasts.
fn quiet_move(pos: &AnyPosition, seed: &mut u64) -> String {
    let moves = pos.legal_moves();
    let quiet: Vec<&String> = moves
        .iter()
        .filter(|m| match pos.play_text(m) {
            Ok((next, _, AnyReport::Lattaque(r))) => r.combat.is_none() && next.outcome().is_none(),
            // Strand and L'Assaut: no capture ("jumped", "removed").
            Ok((next, _, r)) => {
                next.outcome().is_none() && !r.to_string().contains("jump") && !r.to_string().contains("removed")
            }
            Err(_) => false,
        })
        .collect();
    *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    let pick = (*seed >> 33) as usize;
    if quiet.is_empty() {
        moves[pick % moves.len()].clone()
    } else {
        quiet[pick % quiet.len()].clone()
    }
}

fn stored(h: &Harness, id: &str) -> Snapshot {
    h.svc.store.read().game(id).unwrap().unwrap().snapshot
}

fn size(s: &Snapshot) -> usize {
    match s {
        Snapshot::Text(t) => t.len(),
        Snapshot::Blob(b) => b.len(),
    }
}

fn a_game(kind: GameKind, second_lang: &str) -> (Harness, String) {
    let mut h = Harness::new();
    let mut ps = common::players();
    ps[1].lang = second_lang.into();
    let id = h
        .svc
        .new_game(kind, OptionsSpec::default(), ps, Some(Side::First), None)
        .unwrap();
    h.flush();
    (h, id)
}

#[test]
fn the_snapshot_does_not_grow_with_the_game() {
    // L'Assaut's Officers must capture, so its games are shorter.
    for (kind, seed, far) in [
        (GameKind::Lattaque, 7u64, 100),
        (GameKind::Strand, 3, 100),
        (GameKind::Assaut, 5, 40),
    ] {
        let (mut h, id) = a_game(kind, "en");
        let mut seed = seed;
        play_to(&mut h, &id, 10, &mut seed);
        let at_10 = stored(&h, &id);
        play_to(&mut h, &id, far, &mut seed);
        let at_far = stored(&h, &id);
        assert_eq!(h.svc.state(&id).unwrap().moves.len(), far);
        // Games with hidden armies keep it sealed, as raw bytes.
        assert_eq!(
            matches!(at_far, Snapshot::Blob(_)),
            kind == GameKind::Lattaque,
            "{kind:?}"
        );
        // The position text changes a little (L'Attaque's notes where each
        // moved piece started, at most one per piece); the further moves
        // would add 145 bytes each with a history.
        assert!(
            size(&at_far) <= size(&at_10) + 300,
            "{kind:?}: {} bytes after 10 moves, {} after {far}",
            size(&at_10),
            size(&at_far)
        );
        assert!(h.svc.audit().unwrap().is_empty());
    }
}

#[test]
fn history_after_many_moves_lists_them_all_in_english_and_french() {
    let (mut h, id) = a_game(GameKind::Strand, "fr");
    let mut seed = 3;
    play_to(&mut h, &id, 40, &mut seed);
    // What the referee reads for the next mail has no history...
    let cached = h.svc.current_state(&id).unwrap();
    assert!(!cached.history_complete());
    assert_eq!(cached.plies(), 40);
    // ... and the replies list every move all the same.
    let full = h.svc.state(&id).unwrap();
    assert!(full.history_complete());
    assert_eq!(full.moves.len(), 40);
    let check = |text: &str, fr: bool| {
        // Each move, a numbered line (wrapped lines hang under its text).
        let mut lines: Vec<String> = Vec::new();
        let mut in_item = false;
        for l in text.lines() {
            let numbered = l.trim().split_once(". ").is_some_and(|(n, _)| n.parse::<u32>().is_ok());
            match lines.last_mut() {
                _ if numbered => lines.push(l.trim().to_string()),
                Some(last) if in_item && l.starts_with("     ") => {
                    last.push(' ');
                    last.push_str(l.trim());
                }
                _ => {}
            }
            in_item = numbered || (in_item && l.starts_with("     "));
        }
        assert_eq!(lines.len(), 40, "{text}");
        for (line, m) in lines.iter().zip(&full.moves) {
            let report = if fr {
                estafette::views::words::reason(Lang::Fr, full.kind, &m.reason)
            } else {
                m.report.clone()
            };
            assert_eq!(*line, format!("{}. {} {report}", m.ply, m.text));
        }
    };
    let (_, sent) = h.play(&id, Side::First, "HISTORY");
    let alice = sent
        .iter()
        .find(|m| m.to == "alice@example.org")
        .expect("a reply to Alice");
    assert!(alice.text.contains("Moves so far:"), "{}", alice.text);
    check(&alice.text, false);
    let (_, sent) = h.play(&id, Side::Second, "HISTORIQUE");
    let bob = sent.iter().find(|m| m.to == "bob@example.org").expect("a reply to Bob");
    assert!(bob.text.contains("Les coups joués :"), "{}", bob.text);
    check(&bob.text, true);
    // The transcript at the end has every move too.
    let (_, sent) = h.play(&id, Side::Second, "ABANDON");
    let alice = sent
        .iter()
        .find(|m| m.to == "alice@example.org")
        .expect("Alice is told");
    let whole = alice
        .text
        .split("The moves:\n")
        .nth(1)
        .unwrap_or_else(|| panic!("no moves in {}", alice.text));
    // Two moves a row, with the players' names.
    let rows: Vec<&str> = whole.lines().take_while(|l| !l.is_empty()).collect();
    assert_eq!(rows.len(), 20, "{whole}");
    for (i, (row, pair)) in rows.iter().zip(full.moves.chunks(2)).enumerate() {
        assert!(row.trim_start().starts_with(&format!("{}. ", i + 1)), "{row}");
        for m in pair {
            let name = if m.side == 1 { "Alice" } else { "Bob" };
            assert!(
                row.contains(&format!("{name} {}", m.text)),
                "move {} missing from {row}",
                m.ply
            );
        }
    }
    assert!(h.svc.audit().unwrap().is_empty());
}

/// Rewrite a game's snapshot in the form older versions wrote: the JSON
/// with every move and one object per commitment leaf, and for games with
/// hidden armies sealed and in hex.
fn write_old_snapshot(h: &Harness, id: &str) {
    let full = h.svc.state(id).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&full.to_snapshot()).unwrap();
    let obj = json.as_object_mut().unwrap();
    obj.remove("plies");
    assert!(
        obj.remove("last_move").is_some(),
        "a game with moves keeps its last one"
    );
    // Each move with its report in English and, as older versions wrote
    // it, in French.
    let moves: Vec<serde_json::Value> = full
        .moves
        .iter()
        .map(|m| {
            serde_json::json!({
                "ply": m.ply,
                "side": m.side,
                "text": m.text,
                "report": m.report,
                "report_fr": estafette::views::words::reason(Lang::Fr, full.kind, &m.reason),
            })
        })
        .collect();
    obj.insert("moves".into(), moves.into());
    obj.remove("commitments");
    obj.insert(
        "commits".into(),
        serde_json::to_value(full.commits.each_ref().map(|c| c.as_deref())).unwrap(),
    );
    let json = json.to_string();
    let row = h.svc.store.read().game(id).unwrap().unwrap();
    let text = if full.kind.has_hidden_pieces() {
        let key = estafette::keys::keyfile::KeyFile::load(&h.dir.path().join("referee.key")).unwrap();
        let head: [u8; 32] = row.head_hash.as_slice().try_into().unwrap();
        let sealed = estafette::keys::sealed::seal_snapshot(key.master(), id, &head, json.as_bytes()).unwrap();
        format!("sealed:{}", estafette::protocol::encode::hex_encode(&sealed))
    } else {
        json
    };
    let conn = rusqlite::Connection::open(h.db()).unwrap();
    conn.execute("UPDATE games SET snapshot = ?1 WHERE id = ?2", [&text, id])
        .unwrap();
}

#[test]
fn old_snapshots_still_load() {
    for kind in [GameKind::Lattaque, GameKind::Strand] {
        let (mut h, id) = a_game(kind, "en");
        let mut seed = 9;
        play_to(&mut h, &id, 12, &mut seed);
        let before = h.svc.state(&id).unwrap();
        write_old_snapshot(&h, &id);
        assert!(matches!(stored(&h, &id), Snapshot::Text(_)));
        // Read with its whole history, and its last move (which older
        // snapshots lack) from a replay.
        let cached = h.svc.current_state(&id).unwrap();
        assert!(cached.history_complete(), "{kind:?}");
        assert_eq!(cached, before, "{kind:?}");
        assert!(cached.last_move.is_some(), "{kind:?}");
        assert!(h.svc.audit().unwrap().is_empty(), "{kind:?}");
        // The next move writes the new form, and the game goes on.
        play_to(&mut h, &id, 13, &mut seed);
        let now = stored(&h, &id);
        assert_eq!(matches!(now, Snapshot::Blob(_)), kind == GameKind::Lattaque, "{kind:?}");
        if let Snapshot::Text(t) = &now {
            assert!(!t.contains("\"moves\":[") && t.contains("\"plies\":13"), "{t}");
            assert!(!t.contains("report_fr") && !t.contains("a joué"), "{t}");
        }
        let after = h.svc.state(&id).unwrap();
        assert_eq!(after.moves.len(), 13);
        assert_eq!(after.moves[..12], before.moves[..]);
        assert!(h.svc.audit().unwrap().is_empty(), "{kind:?}");
    }
}

#[test]
fn audit_still_finds_a_wrong_move_count() {
    let (mut h, id) = a_game(GameKind::Strand, "en");
    let mut seed = 1;
    play_to(&mut h, &id, 6, &mut seed);
    assert!(h.svc.audit().unwrap().is_empty());
    let conn = rusqlite::Connection::open(h.db()).unwrap();
    let snap: String = conn
        .query_row("SELECT snapshot FROM games WHERE id = ?1", [&id], |r| r.get(0))
        .unwrap();
    let bad = snap.replace("\"plies\":6", "\"plies\":5");
    assert_ne!(bad, snap);
    conn.execute("UPDATE games SET snapshot = ?1 WHERE id = ?2", [&bad, &id])
        .unwrap();
    let problems = h.svc.audit().unwrap();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("snapshot differs"), "{problems:?}");
    // And a history is refused rather than given wrong.
    assert!(h.svc.state(&id).is_err());
}

/// The state a service keeps between messages (so that `poll` does not
/// read and open the snapshot for every move) is, after every move, the
/// state the store gives: the next decision is the same either way.
#[test]
fn the_state_kept_between_messages_is_the_state_the_store_gives() {
    for (kind, seed, far) in [
        (GameKind::Lattaque, 11u64, 40),
        (GameKind::Strand, 13, 40),
        (GameKind::Assaut, 17, 20),
    ] {
        let (mut h, id) = a_game(kind, "fr");
        let mut seed = seed;
        for plies in 1..=far {
            play_to(&mut h, &id, plies, &mut seed);
            let stored = h.svc.current_state(&id).unwrap();
            let kept = h
                .svc
                .kept_state(&id)
                .unwrap_or_else(|| panic!("{kind:?}: nothing kept after {plies} moves"));
            assert_eq!(kept, &stored, "{kind:?} after {plies} moves");
        }
        assert!(h.svc.audit().unwrap().is_empty());
    }
}

/// A kept state is used only while the game is still at the head it was
/// kept at: a move made meanwhile by another process, or a move whose
/// transaction was rolled back, makes the service read the store again.
#[test]
fn a_kept_state_is_not_used_once_the_stored_game_moved_on_or_back() {
    for kind in [GameKind::Lattaque, GameKind::Strand] {
        let (mut h, id) = a_game(kind, "en");
        let mut seed = 21;
        play_to(&mut h, &id, 4, &mut seed);
        let kept_at_4 = h.svc.kept_state(&id).unwrap().clone();

        // Another process plays move 5.
        let mut other = estafette::service::Service::open(common::config(h.dir.path())).unwrap();
        let st = other.current_state(&id).unwrap();
        let pos = st.position.clone().unwrap();
        let raw = h.mail(&id, pos.side_to_move(), &quiet_move(&pos, &mut seed));
        assert!(matches!(other.ingest(&raw).unwrap(), Ingested::Handled { ref status, .. } if status == "applied"));
        drop(other);
        // This service still keeps move 4's state, and must not use it:
        // the move it is sent now is legal only after move 5.
        assert_eq!(h.svc.kept_state(&id), Some(&kept_at_4));
        play_to(&mut h, &id, 6, &mut seed);
        assert_eq!(h.svc.kept_state(&id).unwrap(), &h.svc.current_state(&id).unwrap());
        assert_eq!(h.svc.current_state(&id).unwrap().plies(), 6);

        // Move 7 decided, then its transaction rolled back: the kept state
        // is move 7's, the store's move 6's.
        let st = h.svc.current_state(&id).unwrap();
        let pos = st.position.clone().unwrap();
        let raw = h.mail(&id, pos.side_to_move(), &quiet_move(&pos, &mut seed));
        h.svc.store.begin_batch().unwrap();
        assert!(matches!(h.svc.ingest(&raw).unwrap(), Ingested::Handled { ref status, .. } if status == "applied"));
        h.svc.store.end_batch(false).unwrap();
        assert_eq!(h.svc.current_state(&id).unwrap().plies(), 6);
        assert_eq!(h.svc.kept_state(&id).unwrap().plies(), 7);
        // The same mail again is applied once, from the stored state.
        assert!(
            matches!(h.svc.ingest(&raw).unwrap(), Ingested::Handled { ref status, .. } if status == "applied"),
            "{kind:?}"
        );
        assert_eq!(h.svc.current_state(&id).unwrap().plies(), 7);
        assert_eq!(h.svc.kept_state(&id).unwrap(), &h.svc.current_state(&id).unwrap());
        play_to(&mut h, &id, 9, &mut seed);
        assert!(h.svc.audit().unwrap().is_empty(), "{kind:?}");
    }
}

#[test]
fn a_held_armys_leaves_are_recomputed_not_stored() {
    let (mut h, id) = a_game(GameKind::Lattaque, "en");
    let mut seed = 7;
    play_to(&mut h, &id, 10, &mut seed);
    let full = h.svc.state(&id).unwrap();
    let json = full.to_snapshot();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    for c in v["commitments"].as_array().unwrap() {
        assert_eq!(c["of_held"], true, "{c}");
        assert_eq!(c["leaves"], "", "{c}");
    }
    // The 72 leaves were about 4.9 KB of the snapshot.
    assert!(json.len() < 2_500, "{} bytes", json.len());
    let back = estafette::referee::state::GameState::from_snapshot(&json).unwrap();
    assert_eq!(back.commits, full.commits);
    assert_eq!(back.commits[0].as_ref().unwrap().leaves.len(), 36);
    // Leaves written out (as before) still load, to the same state.
    let mut with_leaves = v.clone();
    for (i, c) in with_leaves["commitments"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .enumerate()
    {
        let leaves: Vec<String> = full.commits[i]
            .as_ref()
            .unwrap()
            .leaves
            .iter()
            .map(|l| format!("{} {}", l.square, l.leaf))
            .collect();
        c["leaves"] = leaves.join(" ").into();
        c.as_object_mut().unwrap().remove("of_held");
    }
    assert_eq!(
        estafette::referee::state::GameState::from_snapshot(&with_leaves.to_string()).unwrap(),
        back
    );
    // A root that the held army does not give is refused, not trusted.
    let mut wrong = v.clone();
    wrong["commitments"][1]["root"] = wrong["commitments"][0]["root"].clone();
    let err = estafette::referee::state::GameState::from_snapshot(&wrong.to_string())
        .unwrap_err()
        .to_string();
    assert_eq!(err, "bad snapshot: a held army does not give its commitment");
    // And without the army there is nothing to recompute them from.
    let mut armless = v;
    armless["held"][0] = serde_json::Value::Null;
    assert!(estafette::referee::state::GameState::from_snapshot(&armless.to_string()).is_err());
    assert!(h.svc.audit().unwrap().is_empty());
}

/// A snapshot that cannot be read (written by a version that knew other
/// fields, or damaged) is rebuilt from the log: the game loads and goes on,
/// and the next move writes a good snapshot again.
#[test]
fn an_unreadable_snapshot_is_rebuilt_from_the_log() {
    let (mut h, id) = a_game(GameKind::Strand, "en");
    let mut seed = 5;
    play_to(&mut h, &id, 6, &mut seed);
    let before = h.svc.state(&id).unwrap();
    let conn = rusqlite::Connection::open(h.db()).unwrap();
    conn.execute(
        "UPDATE games SET snapshot = ?1 WHERE id = ?2",
        ["{\"a field no version wrote\": true}", id.as_str()],
    )
    .unwrap();
    assert_eq!(h.svc.state(&id).unwrap(), before);
    assert_eq!(h.svc.current_state(&id).unwrap(), before);
    play_to(&mut h, &id, 7, &mut seed);
    let after = h.svc.state(&id).unwrap();
    assert_eq!(after.moves.len(), 7);
    assert_eq!(after.moves[..6], before.moves[..]);
    assert!(h.svc.audit().unwrap().is_empty(), "a new snapshot was written");
}
