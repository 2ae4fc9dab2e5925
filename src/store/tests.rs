//! The store's unit tests.
use super::*;
use rusqlite::Connection;

/// A failure a test's write returns to be rolled back.
fn refused() -> StoreError {
    StoreError::typed(Kind::Failed, &StoreFault::NoBatch)
}

#[test]
fn full_sync_is_set_and_unset() {
    let dir = tempfile::tempdir().unwrap();
    let s = Store::create(&dir.path().join("t.db"), BUSY_TIMEOUT).unwrap();
    let level = |s: &Store| -> i64 { s.conn.query_row("PRAGMA synchronous", [], |r| r.get(0)).unwrap() };
    assert_eq!(level(&s), 1, "NORMAL by default");
    s.set_full_sync(true).unwrap();
    assert_eq!(level(&s), 2, "FULL");
    s.set_full_sync(false).unwrap();
    assert_eq!(level(&s), 1);
}

fn game_row(id: &str, p1: i64, p2: i64) -> GameRow {
    GameRow {
        id: id.into(),
        kind: "strand".into(),
        mode: "held".into(),
        first_player: p1,
        second_player: p2,
        status: "play".into(),
        created_at: 1,
        updated_at: 1,
        snapshot: Snapshot::Text("{}".into()),
        head_n: 0,
        head_hash: vec![0; 32],
        last_message_id: None,
    }
}

#[test]
fn players_games_events_round_trip() {
    let mut s = Store::open_in_memory().unwrap();
    s.write(|tx| -> Result<()> {
        let a = tx.upsert_player("Alice@Example.org", "Alice", "en", 1)?;
        let b = tx.upsert_player("bob@example.org", "Bob", "fr", 1)?;
        assert_eq!(tx.upsert_player("alice@example.org", "Alice B", "en", 2)?, a);
        tx.insert_game(&game_row("strand-1", a, b))?;
        tx.append_event("strand-1", 1, b"e1", &[1; 32], 5)?;
        tx.append_event("strand-1", 2, b"e2", &[2; 32], 6)?;
        Ok(())
    })
    .unwrap();
    let r = s.read();
    assert_eq!(
        r.player_by_address("ALICE@example.org").unwrap().unwrap().name,
        "Alice B"
    );
    assert_eq!(r.events("strand-1").unwrap().len(), 2);
    assert_eq!(r.next_game_number("strand").unwrap(), 2);
}

#[test]
fn events_must_be_appended_in_order() {
    let mut s = Store::open_in_memory().unwrap();
    let snap = Snapshot::Text("{}".into());
    s.write(|tx| -> Result<()> {
        let a = tx.upsert_player("a@x", "A", "en", 1)?;
        tx.insert_game(&game_row("strand-1", a, a))?;
        tx.append_event("strand-1", 1, b"e1", &[1; 32], 1)?;
        tx.update_game("strand-1", 0, "play", &snap, 1, &[1; 32], None, 1)
    })
    .unwrap();
    // A number already taken.
    let err = s
        .write(|tx| tx.append_event("strand-1", 1, b"again", &[0; 32], 2))
        .unwrap_err();
    assert!(
        err.message.contains("UNIQUE") || err.message.contains("constraint"),
        "{err}"
    );
    // A head moved from where it no longer is: the events appended for
    // the move are rolled back with it.
    let err = s
        .write(|tx| -> Result<()> {
            tx.append_event("strand-1", 3, b"e3", &[3; 32], 2)?;
            tx.update_game("strand-1", 2, "play", &snap, 3, &[3; 32], None, 2)
        })
        .unwrap_err();
    assert!(
        err.message.contains("out of order") && err.message.contains("at 1"),
        "{err}"
    );
    let err = s
        .write(|tx| tx.update_game("strand-9", 0, "play", &snap, 1, &[1; 32], None, 2))
        .unwrap_err();
    assert!(err.message.contains("no game strand-9"), "{err}");
    assert!(s
        .write(|tx| tx.append_event("strand-1", 0, b"e0", &[0; 32], 2))
        .is_err());
    let r = s.read();
    assert_eq!(
        r.events("strand-1").unwrap().iter().map(|e| e.n).collect::<Vec<_>>(),
        vec![1]
    );
    assert_eq!(r.game("strand-1").unwrap().unwrap().head_n, 1);
}

#[test]
fn a_game_created_with_its_first_event_can_be_rolled_back_whole() {
    let mut s = Store::open_in_memory().unwrap();
    let err = s
        .write(|tx| -> Result<()> {
            let a = tx.upsert_player("a@x", "A", "en", 1)?;
            tx.insert_game(&game_row("strand-1", a, a))?;
            tx.append_event("strand-1", 1, b"e", &[0; 32], 1)?;
            // Taken: the whole transaction goes.
            tx.append_event("strand-1", 1, b"e", &[0; 32], 1)
        })
        .unwrap_err();
    assert!(!err.message.is_empty());
    assert!(s.read().game("strand-1").unwrap().is_none());
    assert!(s.read().events("strand-1").unwrap().is_empty());
}

/// A database file on disk and two connections to it: the one under
/// test, and another that sees only what is committed.
fn two_connections() -> (tempfile::TempDir, Store, Store) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let s = Store::create(&path, BUSY_TIMEOUT).unwrap();
    let other = Store::open(&path).unwrap();
    (dir, s, other)
}

/// The inbox's message keys, in order.
fn keys(s: &Store) -> Vec<String> {
    s.read().inbox().unwrap().into_iter().map(|m| m.message_key).collect()
}

#[test]
fn a_batch_commits_its_writes_together_and_a_failed_write_alone_is_undone() {
    let (_dir, mut s, other) = two_connections();
    s.begin_batch().unwrap();
    assert!(s.begin_batch().is_err(), "no batch inside a batch");
    s.write(|tx| tx.insert_inbox("<m1@x>", b"one", 1)).unwrap();
    let failed: Result<()> = s.write(|tx| {
        tx.insert_inbox("<m2@x>", b"two", 2)?;
        Err(refused())
    });
    assert!(failed.is_err());
    s.write(|tx| tx.insert_inbox("<m3@x>", b"three", 3)).unwrap();
    assert_eq!(keys(&s), ["<m1@x>", "<m3@x>"], "the failed write alone is undone");
    assert!(
        keys(&other).is_empty(),
        "nothing is visible to another connection before the commit"
    );
    s.end_batch(true).unwrap();
    assert_eq!(keys(&other), ["<m1@x>", "<m3@x>"]);
    assert!(s.end_batch(true).is_err(), "no batch is open");

    s.begin_batch().unwrap();
    s.write(|tx| tx.insert_inbox("<m4@x>", b"four", 4)).unwrap();
    s.end_batch(false).unwrap();
    assert_eq!(keys(&s), ["<m1@x>", "<m3@x>"], "a batch rolled back leaves nothing");
    // Outside a batch, each write is its own transaction again.
    s.write(|tx| tx.insert_inbox("<m5@x>", b"five", 5)).unwrap();
    assert_eq!(keys(&other), ["<m1@x>", "<m3@x>", "<m5@x>"]);
}

#[test]
fn a_batchs_savepoints_are_prepared_once_and_a_write_that_cannot_be_undone_sinks_the_batch() {
    let (_dir, mut s, other) = two_connections();
    s.begin_batch().unwrap();
    for i in 0..5 {
        s.write(|tx| tx.insert_inbox(&format!("<m{i}@x>"), b"one", 1)).unwrap();
    }
    let _: Result<()> = s.write(|_| Err(refused()));
    for sql in ["SAVEPOINT batch_item", "RELEASE batch_item", "ROLLBACK TO batch_item"] {
        let st = s.conn.prepare_cached(sql).unwrap();
        assert_eq!(st.get_status(rusqlite::StatementStatus::RePrepare), 0, "{sql}");
    }
    assert_eq!(
        s.conn
            .prepare_cached("SAVEPOINT batch_item")
            .unwrap()
            .get_status(rusqlite::StatementStatus::Run),
        6
    );
    s.end_batch(true).unwrap();
    assert_eq!(keys(&other).len(), 5);

    // A write whose savepoint is gone by the time it fails cannot be
    // undone: the batch, earlier writes included, is not committed.
    s.begin_batch().unwrap();
    s.write(|tx| tx.insert_inbox("<good@x>", b"good", 2)).unwrap();
    let failed: Result<()> = s.write(|tx| {
        tx.insert_inbox("<half@x>", b"half", 3)?;
        tx.tx.0.execute_batch("RELEASE batch_item")?;
        Err(refused())
    });
    assert!(failed.is_err());
    let err = s.end_batch(true).unwrap_err();
    assert!(err.to_string().contains("rolled back"), "{err}");
    assert_eq!(
        keys(&other).len(),
        5,
        "neither the half write nor the good one is committed"
    );
    assert_eq!(keys(&s).len(), 5);
    // The store goes on.
    s.begin_batch().unwrap();
    s.write(|tx| tx.insert_inbox("<after@x>", b"after", 4)).unwrap();
    s.end_batch(true).unwrap();
    assert_eq!(keys(&other).len(), 6);
}

#[test]
fn an_unguarded_batch_writes_without_savepoints_and_a_failed_write_spoils_it_whole() {
    let (_dir, mut s, other) = two_connections();
    let savepoints = |s: &Store| {
        s.conn
            .prepare_cached("SAVEPOINT batch_item")
            .unwrap()
            .get_status(rusqlite::StatementStatus::Run)
    };
    // No failure: committed together, without a savepoint.
    s.begin_batch_unguarded().unwrap();
    assert!(s.begin_batch().is_err(), "no batch inside a batch");
    for i in 0..3 {
        s.write(|tx| tx.insert_inbox(&format!("<m{i}@x>"), b"one", 1)).unwrap();
    }
    assert!(!s.batch_spoiled());
    assert!(keys(&other).is_empty(), "nothing visible before the commit");
    s.end_batch(true).unwrap();
    assert_eq!(keys(&other).len(), 3);
    assert_eq!(savepoints(&s), 0);

    // A failed write cannot be undone alone: the batch is spoiled, the
    // writes after it still run, and the commit rolls it all back.
    s.begin_batch_unguarded().unwrap();
    s.write(|tx| tx.insert_inbox("<good@x>", b"good", 2)).unwrap();
    let failed: Result<()> = s.write(|tx| {
        tx.insert_inbox("<half@x>", b"half", 3)?;
        Err(refused())
    });
    assert!(failed.is_err());
    assert!(s.batch_spoiled());
    s.write(|tx| tx.insert_inbox("<later@x>", b"later", 4)).unwrap();
    let err = s.end_batch(true).unwrap_err();
    assert!(err.to_string().contains("rolled back"), "{err}");
    assert!(!s.batch_spoiled(), "no batch is open");
    assert_eq!(keys(&other).len(), 3, "nothing of the spoiled batch is committed");
    assert_eq!(keys(&s).len(), 3);

    // A write that panics spoils it too; rolled back on request, the
    // store goes on, and the next batch starts clean.
    s.begin_batch_unguarded().unwrap();
    s.write(|tx| tx.insert_inbox("<before@x>", b"before", 5)).unwrap();
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _: Result<()> = s.write(|tx| {
            tx.insert_inbox("<panicked@x>", b"panicked", 6)?;
            panic!("a bug");
        });
    }));
    assert!(caught.is_err());
    assert!(s.batch_spoiled());
    s.end_batch(false).unwrap();
    assert_eq!(keys(&s).len(), 3);
    s.begin_batch_unguarded().unwrap();
    assert!(!s.batch_spoiled());
    s.write(|tx| tx.insert_inbox("<after@x>", b"after", 7)).unwrap();
    s.end_batch(true).unwrap();
    assert_eq!(keys(&other), ["<m0@x>", "<m1@x>", "<m2@x>", "<after@x>"]);
    // Outside a batch, a failed write is its own transaction's: nothing
    // is spoiled.
    let _: Result<()> = s.write(|_| Err(refused()));
    assert!(!s.batch_spoiled());
    assert_eq!(savepoints(&s), 0);
}

#[test]
fn a_short_lived_connection_keeps_its_log_short_and_leaves_it_on_close() {
    // The same writes with SQLite's checkpoint interval and with the
    // short one; the log file grows to its longest run of pages.
    let wal_after = |short: bool| -> (u64, bool, usize) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let mut s = Store::create(&path, BUSY_TIMEOUT).unwrap();
        if short {
            s.short_lived().unwrap();
            let pages: i64 = s.conn.query_row("PRAGMA wal_autocheckpoint", [], |r| r.get(0)).unwrap();
            assert_eq!(pages, i64::from(SHORT_LIVED_CHECKPOINT));
        }
        let body = vec![b'x'; 3000];
        for i in 0..400 {
            s.write(|tx| tx.insert_inbox(&format!("<m{i}@example.org>"), &body, 1_700_000_000))
                .unwrap();
        }
        let wal_len = || {
            std::fs::metadata(dir.path().join("t.db-wal"))
                .map(|m| m.len())
                .unwrap_or(0)
        };
        let wal = wal_len();
        drop(s);
        let left = wal_len() > 0;
        // Everything committed is there for the next process.
        let s = Store::open(&path).unwrap();
        let n: i64 = s
            .conn
            .query_row("SELECT COUNT(*) FROM inbox", [], |r| r.get(0))
            .unwrap();
        (wal, left, n as usize)
    };
    let frame = 4096 + 24;
    let (short_wal, short_left, short_rows) = wal_after(true);
    let (long_wal, long_left, long_rows) = wal_after(false);
    assert_eq!((short_rows, long_rows), (400, 400));
    assert!(
        short_left,
        "the log is left to the next process, not checkpointed away on close"
    );
    assert!(
        !long_left,
        "a connection of a long process checkpoints and removes the log as it closes"
    );
    assert!(
        short_wal < 200 * frame,
        "short-lived log of {} pages",
        short_wal / frame
    );
    assert!(long_wal > 400 * frame, "default log of {} pages", long_wal / frame);
}

#[test]
fn a_long_process_checkpoints_past_sqlites_interval() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Store::create(&dir.path().join("t.db"), BUSY_TIMEOUT).unwrap();
    let pragma =
        |s: &Store, name: &str| -> i64 { s.conn.query_row(&format!("PRAGMA {name}"), [], |r| r.get(0)).unwrap() };
    assert_eq!(pragma(&s, "wal_autocheckpoint"), i64::from(CHECKPOINT_PAGES));
    // About 1,500 pages of commits: past SQLite's own 1,000, short of ours.
    let body = vec![b'x'; 3000];
    for i in 0..1500 {
        s.write(|tx| tx.insert_inbox(&format!("<m{i}@example.org>"), &body, 1_700_000_000))
            .unwrap();
    }
    let frames = std::fs::metadata(dir.path().join("t.db-wal")).unwrap().len() / (4096 + 24);
    assert!(frames > 1200, "the log was checkpointed at {frames} pages");
    assert!(frames < u64::from(CHECKPOINT_PAGES));
}

#[test]
fn temporary_storage_and_savepoint_journals_stay_in_memory() {
    let dir = tempfile::tempdir().unwrap();
    let s = Store::create(&dir.path().join("t.db"), BUSY_TIMEOUT).unwrap();
    let mode: i64 = s.conn.query_row("PRAGMA temp_store", [], |r| r.get(0)).unwrap();
    assert_eq!(mode, 2, "MEMORY");
}

#[test]
fn an_unsynced_write_commits_and_leaves_full_sync_set() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Store::create(&dir.path().join("t.db"), BUSY_TIMEOUT).unwrap();
    let level = |s: &Store| -> i64 { s.conn.query_row("PRAGMA synchronous", [], |r| r.get(0)).unwrap() };
    s.set_full_sync(true).unwrap();
    let seen = s
        .write_unsynced(|tx| -> Result<i64> {
            tx.insert_inbox("<m1@x>", b"one", 1)?;
            Ok(tx.query_row("PRAGMA synchronous", [], |r| r.get(0))?)
        })
        .unwrap();
    assert_eq!(seen, 1, "NORMAL for that commit");
    assert_eq!(level(&s), 2, "FULL again after it");
    let failed: Result<()> = s.write_unsynced(|_| Err(refused()));
    assert!(failed.is_err());
    assert_eq!(level(&s), 2, "FULL again after a failed one");
    assert_eq!(
        Store::create(&dir.path().join("t.db"), BUSY_TIMEOUT)
            .unwrap()
            .read()
            .inbox()
            .unwrap()
            .len(),
        1
    );
    s.set_full_sync(false).unwrap();
    s.write_unsynced(|tx| tx.insert_inbox("<m2@x>", b"two", 2)).unwrap();
    assert_eq!(level(&s), 1, "NORMAL stays NORMAL");
}

#[test]
fn inbox_deduplicates_by_key() {
    let mut s = Store::open_in_memory().unwrap();
    let first = s.write(|tx| tx.insert_inbox("<m1@x>", b"raw", 1)).unwrap();
    let second = s.write(|tx| tx.insert_inbox("<m1@x>", b"raw again", 2)).unwrap();
    assert!(first.is_some());
    assert!(second.is_none());
    assert_eq!(s.read().inbox().unwrap().len(), 1);
}

#[test]
fn an_outbox_row_is_claimed_once() {
    let mut s = Store::open_in_memory().unwrap();
    let id = s
        .write(|tx| {
            tx.enqueue(
                &NewOutbox {
                    game_id: None,
                    recipient: "a@x",
                    envelope_from: "r@x",
                    message_id: "m@x",
                    part: None,
                    raw: b"hi",
                },
                10,
            )
        })
        .unwrap();
    assert!(s.write(|tx| tx.claim_outbox(id, 10, 610)).unwrap());
    assert!(
        !s.write(|tx| tx.claim_outbox(id, 10, 610)).unwrap(),
        "claimed by the first"
    );
    assert!(s.read().outbox_due(609, 10).unwrap().is_empty());
    // The claimer died: due again after the claim.
    assert!(s.write(|tx| tx.claim_outbox(id, 610, 1210)).unwrap());
    s.write(|tx| tx.mark_sent(id)).unwrap();
    assert!(
        !s.write(|tx| tx.claim_outbox(id, 5000, 5600)).unwrap(),
        "sent: never claimed again"
    );
}

#[test]
fn outbox_retry_and_failure() {
    let mut s = Store::open_in_memory().unwrap();
    let id = s
        .write(|tx| {
            tx.enqueue(
                &NewOutbox {
                    game_id: None,
                    recipient: "a@x",
                    envelope_from: "r@x",
                    message_id: "m@x",
                    part: None,
                    raw: b"hi",
                },
                10,
            )
        })
        .unwrap();
    assert_eq!(s.read().outbox_due(10, 10).unwrap().len(), 1);
    s.write(|tx| tx.mark_attempt_failed(id, "down", Some(100))).unwrap();
    assert!(s.read().outbox_due(50, 10).unwrap().is_empty());
    assert_eq!(s.read().outbox_due(100, 10).unwrap().len(), 1);
    s.write(|tx| tx.mark_attempt_failed(id, "550 no such user", None))
        .unwrap();
    let all = s.read().outbox_all().unwrap();
    assert_eq!(all[0].status, "failed");
    assert_eq!(all[0].attempts, 2);
}

#[test]
fn mail_queued_before_parcels_is_still_read_after_the_upgrade() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v6.db");
    {
        let mut conn = Connection::open(&path).unwrap();
        migrate::run_list(&mut conn, &MIGRATIONS[..6]).unwrap();
        conn.execute(
            "INSERT INTO outbox (game_id, recipient, envelope_from, message_id, raw, created_at, status, next_attempt_at) \
             VALUES ('g-1', 'a@x', 'r@x', 'm@x', X'0102', 10, 'queued', 10)",
            [],
        )
        .unwrap();
    }
    let s = Store::open(&path).unwrap();
    let v: u32 = s
        .read()
        .conn()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, LATEST_VERSION);
    let due = s.read().outbox_due(10, 10).unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!((due[0].raw.as_slice(), due[0].part), (&[1u8, 2][..], None));
    // Version 8 drops the index by game that version 6 made; the
    // outbox is still read by game, in one pass.
    let index: i64 = s
        .read()
        .conn()
        .query_row(
            "SELECT COUNT(*) FROM sqlite_master WHERE name = 'outbox_game'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(index, 0);
    let mut seen = vec![];
    s.read()
        .outbox_ids(&mut |g, m| seen.push((g.to_string(), m.to_string())))
        .unwrap();
    assert_eq!(seen, [("g-1".to_string(), "m@x".to_string())]);
}

#[test]
fn messages_in_a_parcel_are_read_with_the_parcel_and_their_place() {
    let mut s = Store::open_in_memory().unwrap();
    let new = |to: &'static str, part| NewOutbox {
        game_id: Some("g-1"),
        recipient: to,
        envelope_from: "r@x",
        message_id: to,
        part,
        raw: b"",
    };
    let (alone, first, second) = s
        .write(|tx| -> Result<(i64, i64, i64)> {
            let alone = tx.enqueue(
                &NewOutbox {
                    raw: b"own",
                    ..new("c@x", None)
                },
                10,
            )?;
            let parcel = tx.add_parcel(b"sealed parcel")?;
            let first = tx.enqueue(&new("a@x", Some((parcel, 0, 5))), 10)?;
            let second = tx.enqueue(&new("b@x", Some((parcel, 5, 7))), 10)?;
            Ok((alone, first, second))
        })
        .unwrap();
    let due = s.read().outbox_due(10, 10).unwrap();
    let got: Vec<_> = due.iter().map(|m| (m.id, m.raw.as_slice(), m.part)).collect();
    assert_eq!(
        got,
        vec![
            (alone, b"own".as_slice(), None),
            (first, b"sealed parcel".as_slice(), Some((0, 5))),
            (second, b"sealed parcel".as_slice(), Some((5, 7)))
        ]
    );
    assert_eq!(s.read().outbox_all().unwrap(), due);
    // Sending one leaves the other due, with its parcel.
    s.write(|tx| tx.mark_sent(first)).unwrap();
    let due = s.read().outbox_due(10, 10).unwrap();
    assert_eq!(due.iter().map(|m| m.id).collect::<Vec<_>>(), vec![alone, second]);
    assert_eq!(due[1].raw, b"sealed parcel");
}
#[test]
fn cached_statements_are_not_prepared_again() {
    let mut s = Store::open_in_memory().unwrap();
    let sqls = ["SELECT address, lang FROM observers WHERE game_id = CAST(?1 AS TEXT) ORDER BY address"];
    for game in ["g-1", "g-2", "g-3", "g-4"] {
        s.write(|tx| -> Result<()> {
            let _ = tx.observers_of(game)?;
            Ok(())
        })
        .unwrap();
    }
    for sql in sqls {
        let st = s.conn.prepare_cached(sql).unwrap();
        // The store's own statement, run once per game.
        assert_eq!(st.get_status(rusqlite::StatementStatus::Run), 4, "{sql}");
        assert_eq!(st.get_status(rusqlite::StatementStatus::RePrepare), 0, "{sql}");
    }
    // The trap itself: the bare parameter is prepared again.
    let bare = "SELECT COALESCE(MAX(n), 0) + 1 FROM events WHERE game_id = ?1";
    for game in ["g-1", "g-2", "g-3"] {
        let _: i64 = s
            .conn
            .prepare_cached(bare)
            .unwrap()
            .query_row([game], |r| r.get(0))
            .unwrap();
    }
    assert!(
        s.conn
            .prepare_cached(bare)
            .unwrap()
            .get_status(rusqlite::StatementStatus::RePrepare)
            > 0
    );
}

#[test]
fn the_reasons_of_refusals_recorded_before_version_11_are_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v9.db");
    let rows = [
        (
            "<1@x>",
            "nothing applied; refused a10-a9: a10 holds the Flag, which never moves or attacks",
        ),
        (
            "<2@x>",
            "applied: a4-a5, MESSAGE hi; refused SETUP: 1 Colonel, an army has 2",
        ),
        ("<3@x>", "applied: a4-a5"),
        ("<4@x>", "no valid game token (from carol@example.org)"),
    ];
    {
        let mut conn = Connection::open(&path).unwrap();
        migrate::run_list(&mut conn, &MIGRATIONS[..10]).unwrap();
        for (key, result) in rows {
            conn.execute(
                "INSERT INTO inbox (message_key, raw, received_at, status, result) VALUES (?1, X'00', 1, 'rejected', ?2)",
                [key, result],
            )
            .unwrap();
        }
    }
    let s = Store::open(&path).unwrap();
    let results: Vec<_> = s
        .read()
        .inbox()
        .unwrap()
        .into_iter()
        .map(|m| m.result.unwrap())
        .collect();
    assert_eq!(
        results,
        [
            "command refused (its reason is no longer kept)",
            "applied: a4-a5, MESSAGE hi; then a command refused (its reason is no longer kept)",
            "applied: a4-a5",
            "no valid game token (from carol@example.org)",
        ]
    );
    drop(s);
    let bytes = std::fs::read(&path).unwrap();
    for word in [&b"Flag"[..], b"Colonel"] {
        assert!(memchr::memmem::find(&bytes, word).is_none());
    }
}
