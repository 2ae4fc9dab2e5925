//! Concurrency: several `ingest` processes at once on the same database and
//! the same games, as an MTA pipe runs them (Postfix runs up to 100
//! deliveries at once). No move may be lost or applied twice; a process that
//! cannot get the database in time exits 75 (and only 75), and the message
//! is applied when the MTA delivers it again. See docs/RELIABILITY.md.

use crate::reliability_common;

use estafette::games::any::GameKind;
use estafette::games::Side;
use estafette::store::Queries;
use reliability_common::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

const GAMES: &[(GameKind, u64)] = &[
    (GameKind::Strand, 1),
    (GameKind::Strand, 2),
    (GameKind::Assaut, 3),
    (GameKind::Assaut, 4),
];

/// Counters over all the `ingest` runs of a test.
#[derive(Default)]
struct Tally {
    runs: AtomicUsize,
    tempfails: AtomicUsize,
}

/// Deliver `raw` like an MTA: run `ingest`, and on exit 75 wait a little and
/// deliver again. Any other non-zero status would bounce the mail: fail.
fn deliver(r: &Referee, raw: &[u8], env: &[(&str, &str)], tally: &Tally) {
    for attempt in 0..500 {
        tally.runs.fetch_add(1, Ordering::Relaxed);
        let run = r.ingest(raw, env);
        match run.code {
            Some(0) => return,
            Some(75) => {
                tally.tempfails.fetch_add(1, Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(5 + (attempt % 7) * 3));
            }
            _ => panic!(
                "ingest ended with {:?} / signal {:?}: the MTA would bounce it\n{}",
                run.code, run.signal, run.stderr
            ),
        }
    }
    panic!("a message was refused 500 times");
}

/// Rounds of mails on every game at once: per game and round, the next
/// move, the same mail delivered twice, a second copy of the move with a
/// new Message-ID (which must be refused, whichever copy comes first), and
/// a MESSAGE from the other player. All in flight together.
#[allow(clippy::needless_range_loop)]
fn rounds(env: &[(&str, &str)], rounds: usize) -> (Referee, Tally) {
    // Limits lifted: each player sends a MESSAGE in every game each round.
    let r = Referee::new("error_replies_per_hour = 100000\ninfo_replies_per_hour = 100000");
    let ids: Vec<String> = GAMES.iter().map(|(k, _)| r.new_game(k.name())).collect();
    let plans: Vec<Vec<(Side, String)>> = GAMES.iter().map(|(k, s)| plan_game(*k, rounds, *s)).collect();
    for p in &plans {
        assert_eq!(p.len(), rounds, "the plan is long enough");
    }
    let tally = Tally::default();
    for round in 0..rounds {
        let mut mails: Vec<Vec<u8>> = Vec::new();
        for (g, id) in ids.iter().enumerate() {
            let (side, mv) = &plans[g][round];
            let m = player_mail(id, *side, &format!("r{round}.{id}.move@example.org"), mv);
            mails.push(m.clone());
            mails.push(m);
            mails.push(player_mail(id, *side, &format!("r{round}.{id}.copy@example.org"), mv));
            mails.push(player_mail(
                id,
                side.other(),
                &format!("r{round}.{id}.msg@example.org"),
                &format!("MESSAGE round {round}"),
            ));
        }
        std::thread::scope(|s| {
            for m in &mails {
                let (r, tally) = (&r, &tally);
                s.spawn(move || deliver(r, m, env, tally));
            }
        });
    }
    // Every game holds exactly its planned moves and one MESSAGE per round.
    let svc = r.service();
    assert!(svc.audit().unwrap().is_empty(), "{:?}", svc.audit());
    assert!(unfinished(&svc).is_empty(), "unfinished: {:?}", unfinished(&svc));
    for (g, id) in ids.iter().enumerate() {
        let st = svc.state(id).unwrap();
        let moves: Vec<String> = st.moves.iter().map(|m| m.text.to_ascii_lowercase()).collect();
        let planned: Vec<String> = plans[g].iter().map(|(_, m)| m.to_ascii_lowercase()).collect();
        assert_eq!(moves, planned, "{id}: every move once, in order");
        let events = svc.store.read().events(id).unwrap();
        let messages = events
            .iter()
            .filter(|e| String::from_utf8_lossy(&e.bytes).contains("\"event\":\"message\""))
            .count();
        assert_eq!(messages, rounds, "{id}: one MESSAGE event per round");
        // Replies: 2 invitations, per round 2 for the move, 1 relay, the
        // MESSAGE's receipt, 1 refusal.
        let queued = svc
            .store
            .read()
            .outbox_all()
            .unwrap()
            .iter()
            .filter(|m| m.game_id.as_deref() == Some(id))
            .count();
        assert_eq!(queued, 2 + 5 * rounds, "{id}: replies queued");
    }
    let inbox = svc.store.read().inbox().unwrap();
    assert_eq!(inbox.len(), GAMES.len() * rounds * 3, "one inbox row per distinct mail");
    let applied = inbox.iter().filter(|m| m.status == "applied").count();
    let rejected = inbox.iter().filter(|m| m.status == "rejected").count();
    assert_eq!(
        (applied, rejected),
        (GAMES.len() * rounds * 2, GAMES.len() * rounds),
        "moves and messages applied, copies refused"
    );
    drop(svc);
    (r, tally)
}

#[test]
fn parallel_ingest_on_the_same_games_loses_and_doubles_nothing() {
    let t = Instant::now();
    let (_r, tally) = rounds(&[], 6);
    eprintln!(
        "{} ingest runs (16 at a time), {} exited 75, in {:?}",
        tally.runs.load(Ordering::Relaxed),
        tally.tempfails.load(Ordering::Relaxed),
        t.elapsed()
    );
}

#[test]
fn with_a_tiny_busy_timeout_every_75_is_retried_and_applied_once() {
    // 2 ms to get the database: many processes give up with 75, some after
    // the message was stored; every one must be applied on a later delivery.
    let (_r, tally) = rounds(&[("ESTAFETTE_BUSY_TIMEOUT_MS", "2")], 6);
    let (runs, tempfails) = (
        tally.runs.load(Ordering::Relaxed),
        tally.tempfails.load(Ordering::Relaxed),
    );
    eprintln!("{runs} ingest runs, {tempfails} exited 75 and were delivered again");
    assert!(tempfails > 0, "the short timeout made some processes give up");
}

#[test]
fn a_locked_database_gives_75_in_time_and_the_retry_applies() {
    let r = Referee::new("");
    let id = r.new_game("strand");
    let plan = plan_game(GameKind::Strand, 1, 5);
    let (side, mv) = &plan[0];
    let raw = player_mail(&id, *side, "locked.1@example.org", mv);
    // Another writer holds the database.
    let conn = rusqlite::Connection::open(r.path().join("referee.db")).unwrap();
    conn.execute_batch("BEGIN IMMEDIATE").unwrap();
    let run = r.ingest(&raw, &[("ESTAFETTE_BUSY_TIMEOUT_MS", "300")]);
    assert_eq!(run.code, Some(75), "temporary failure: {}", run.stderr);
    assert!(
        run.elapsed < Duration::from_secs(5),
        "gave up in time ({:?})",
        run.elapsed
    );
    conn.execute_batch("ROLLBACK").unwrap();
    drop(conn);
    let svc = r.service();
    assert!(
        svc.store.read().inbox().unwrap().is_empty(),
        "nothing stored while locked"
    );
    // The MTA delivers it again.
    let run = r.ingest(&raw, &[("ESTAFETTE_BUSY_TIMEOUT_MS", "300")]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(svc.state(&id).unwrap().moves.len(), 1, "applied on the retry");
    // And a third delivery is a duplicate.
    let run = r.ingest(&raw, &[]);
    assert_eq!(run.code, Some(0));
    assert!(run.stderr.contains("duplicate"), "{}", run.stderr);
    assert_eq!(svc.state(&id).unwrap().moves.len(), 1);
}

#[test]
fn a_temporary_failure_after_the_message_is_stored_is_applied_on_the_retry() {
    // In-process, deterministic: the random source fails once after the
    // raw message is stored (as a locked database or a full disk would at
    // that point). ingest must report a temporary failure (exit 75), and the
    // MTA's next delivery of the same mail must apply it.
    let r = Referee::new("");
    let id = r.new_game("strand");
    let plan = plan_game(GameKind::Strand, 1, 5);
    let (side, mv) = &plan[0];
    let raw = player_mail(&id, *side, "stored-then-failed@example.org", mv);
    let mut svc = r.service();
    svc.seeds = Box::new(|| Err("no randomness available right now".to_string()));
    let err = svc.ingest(&raw).expect_err("a temporary failure");
    assert!(err.is_temporary(), "{err}");
    svc.seeds = Box::new(|| Ok([9; 32]));
    let again = svc.ingest(&raw).unwrap();
    assert!(
        matches!(&again, estafette::service::Ingested::Handled { status, .. } if status == "applied"),
        "the retry applies it, got {again:?}"
    );
    assert_eq!(svc.state(&id).unwrap().moves.len(), 1);
    assert!(unfinished(&svc).is_empty());
}

#[test]
fn a_delivery_that_fails_after_another_finished_the_message_does_not_reopen_it() {
    // Deterministic form of a race seen under load: delivery A stores the
    // message, then fails temporarily; between the two, delivery B of the
    // same message finishes it (applied, replies queued). A's failure must
    // not set the message back to `new`, or the MTA's next delivery would
    // process it again (refused as out of turn, with a second reply).
    let r = Referee::new("");
    let id = r.new_game("strand");
    let plan = plan_game(GameKind::Strand, 1, 5);
    let (side, mv) = &plan[0];
    let raw = player_mail(&id, *side, "raced@example.org", mv);
    let queued = |svc: &estafette::service::Service| svc.store.read().outbox_all().unwrap().len();
    let before = queued(&r.service());
    let mut a = r.service();
    let (raw_b, config) = (raw.clone(), r.config());
    let mut b_done = false;
    a.seeds = Box::new(move || {
        if !b_done {
            b_done = true;
            // Delivery B (its own connection, as another process would
            // have), while A is between storing the message and processing it.
            let mut b = estafette::service::Service::open(config.clone()).unwrap();
            let done = b.ingest(&raw_b).unwrap();
            assert!(
                matches!(&done, estafette::service::Ingested::Handled { status, .. } if status == "applied"),
                "{done:?}"
            );
        }
        Err("no randomness available right now".to_string())
    });
    let err = a.ingest(&raw).expect_err("A fails temporarily");
    assert!(err.is_temporary(), "{err}");
    let svc = r.service();
    let after_b = queued(&svc);
    assert_eq!(svc.state(&id).unwrap().moves.len(), 1, "B applied the move");
    assert!(
        unfinished(&svc).is_empty(),
        "the message stays finished: {:?}",
        unfinished(&svc)
    );
    // The MTA delivers A's copy again: a duplicate, nothing more.
    let run = r.ingest(&raw, &[]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stderr.contains("duplicate"), "{}", run.stderr);
    assert_eq!(queued(&r.service()), after_b, "no second reply");
    assert!(after_b > before);
    assert_eq!(r.service().state(&id).unwrap().moves.len(), 1);
}
