//! Crash consistency: the real binary is killed with SIGKILL at random
//! moments while it takes in a batch of a few hundred mails (`poll` on a
//! Maildir, and `ingest` as an MTA pipe runs it, retried like an MTA), then
//! run again until the batch is done. The database must end exactly as an
//! uninterrupted run of the same batch leaves it: every message recorded
//! once with the same outcome, the same events in every game's log (which
//! `audit` re-chains and replays), and the same replies queued, once each.
//! See docs/RELIABILITY.md for the figures.

use crate::reliability_common;

use estafette::games::any::GameKind;
use estafette::games::Side;
use estafette::store::Queries;
use reliability_common::*;
use std::path::Path;
use std::time::{Duration, Instant};

/// The games of the batch: (kind, plies planned, playout seed).
const GAMES: &[(GameKind, usize, u64)] = &[
    (GameKind::Strand, 40, 11),
    (GameKind::Strand, 40, 12),
    (GameKind::Assaut, 40, 13),
    (GameKind::Assaut, 40, 14),
    (GameKind::Lattaque, 50, 15),
];

/// Create the batch's games in `r` (same ids in every referee).
fn create_games(r: &Referee) -> Vec<String> {
    GAMES.iter().map(|(k, _, _)| r.new_game(k.name())).collect()
}

/// The batch: every planned move of every game, interleaved, with noise
/// mixed in (exact re-deliveries, moves out of turn, automatic replies,
/// mails without a token, MESSAGE chatter, garbage). Deterministic in `seed`.
fn batch(ids: &[String], seed: u64) -> Vec<Vec<u8>> {
    let mut rng = Rng(seed);
    let mut plans: Vec<std::collections::VecDeque<(Side, String)>> = GAMES
        .iter()
        .map(|(k, plies, s)| plan_game(*k, *plies, *s).into())
        .collect();
    let mut out: Vec<Vec<u8>> = Vec::new();
    let mut n = 0;
    loop {
        let mut any = false;
        for (g, id) in ids.iter().enumerate() {
            let Some((side, body)) = plans[g].pop_front() else {
                continue;
            };
            any = true;
            n += 1;
            out.push(player_mail(id, side, &format!("m{n}.{id}@example.org"), &body));
            let roll = rng.below(100);
            n += 1;
            let other = side.other();
            let noise: Option<Vec<u8>> = match roll {
                0..=5 => Some(out[rng.below(out.len())].clone()),
                6..=11 => plans[g]
                    .front()
                    .filter(|(_, next)| !next.starts_with("SETUP"))
                    .map(|(s, next)| player_mail(id, s.other(), &format!("m{n}.turn@example.org"), next)),
                12..=15 => Some(
                    String::from_utf8(player_mail(
                        id,
                        other,
                        &format!("m{n}.auto@example.org"),
                        "I am away until Monday.",
                    ))
                    .unwrap()
                    .replace("MIME-Version", "Auto-Submitted: auto-replied\r\nMIME-Version")
                    .into_bytes(),
                ),
                16..=19 => Some(mail(
                    address_of(other),
                    ADDRESS,
                    Some(&format!("m{n}.notoken@example.org")),
                    "DRAW",
                )),
                20..=23 => Some(player_mail(
                    id,
                    other,
                    &format!("m{n}.msg@example.org"),
                    &format!("MESSAGE note {n}"),
                )),
                24..=26 => Some(format!("\x00garbage {n}\x7f").into_bytes()),
                _ => None,
            };
            out.extend(noise);
        }
        if !any {
            break;
        }
    }
    out
}

fn fill_maildir(dir: &Path, mails: &[Vec<u8>]) {
    let md = maildir(dir);
    for (i, m) in mails.iter().enumerate() {
        std::fs::write(md.join("new").join(format!("{:06}.test:2,", i + 1)), m).unwrap();
    }
}

/// The uninterrupted run: the same batch through one `poll`.
fn reference(mails: &[Vec<u8>]) -> (Referee, Normalised, Duration) {
    let r = Referee::new("error_replies_per_hour = 5");
    let ids = create_games(&r);
    let plans: Vec<_> = GAMES.iter().map(|(k, p, s)| plan_game(*k, *p, *s)).collect();
    fill_maildir(&r.path().join("inbox"), mails);
    let t = Instant::now();
    r.ok(&["poll", "--maildir", "inbox"]);
    let took = t.elapsed();
    let svc = r.service();
    assert!(svc.audit().unwrap().is_empty());
    assert!(unfinished(&svc).is_empty(), "{:?}", unfinished(&svc));
    // The reference itself is right: every planned move was applied.
    for (id, plan) in ids.iter().zip(&plans) {
        let st = svc.state(id).unwrap();
        let moves: Vec<String> = st.moves.iter().map(|m| m.text.clone()).collect();
        let planned: Vec<String> = plan
            .iter()
            .filter(|(_, b)| !b.starts_with("SETUP"))
            .map(|(_, b)| b.to_ascii_lowercase())
            .collect();
        assert_eq!(
            moves.len(),
            planned.len(),
            "{id}: every planned move applied in the reference run"
        );
    }
    let n = normalised(&svc);
    drop(svc);
    (r, n, took)
}

fn check_against(r: &Referee, expected: &Normalised, what: &str) {
    let svc = r.service();
    let problems = svc.audit().unwrap();
    assert!(problems.is_empty(), "{what}: audit: {problems:?}");
    let left = unfinished(&svc);
    let diff = differences(expected, &normalised(&svc));
    assert!(
        left.is_empty() && diff.is_empty(),
        "{what}: {} message(s) left unfinished, {} difference(s) from the uninterrupted run:\n{}\n{}",
        left.len(),
        diff.len(),
        left.join("\n"),
        diff.join("\n")
    );
    assert!(r.ok(&["audit"]).contains("agree"));
}

#[test]
fn poll_killed_at_random_points_loses_and_doubles_nothing() {
    // Messages committed in batches, moved to cur/ after: batches of 5, so
    // that runs killed a few milliseconds in have committed some (the
    // default, 25, works the same way; it is what the reference uses).
    poll_killed_at_random_points("error_replies_per_hour = 5\npoll_batch = 5");
}

#[test]
fn poll_one_message_per_transaction_killed_at_random_points_loses_and_doubles_nothing() {
    poll_killed_at_random_points("error_replies_per_hour = 5\npoll_batch = 1");
}

fn poll_killed_at_random_points(config: &str) {
    let seed = seed(20261129);
    let probe = Referee::new("");
    let ids = create_games(&probe);
    drop(probe);
    let mails = batch(&ids, seed);
    let (_ref_dir, expected, took) = reference(&mails);
    eprintln!("batch of {} mails; an uninterrupted poll takes {took:?}", mails.len());

    // Kills anywhere in the first eighth of a whole run's length: some runs
    // commit a batch or more (and may be killed while moving it to cur/),
    // others are killed inside one. The reference's one run can be much
    // slower or faster than the runs here (the machine is shared, and the
    // other tests run beside this one): when too few runs were killed
    // (the delays outlasted the runs) the whole test is done again with
    // the delays halved, and when no killed run made progress, doubled.
    let mut max_delay = (took.as_micros() as u64 / 8).max(10_000);
    let mut rng = Rng(seed ^ 0x5eed);
    for attempt in 1..=6 {
        let r = Referee::new(config);
        create_games(&r);
        let inbox = r.path().join("inbox");
        fill_maildir(&inbox, &mails);
        let (mut kills, mut runs) = (0, 0);
        while count_files(&inbox.join("new")) > 0 && kills < 80 {
            let delay = Duration::from_micros(2_000 + rng.next() % max_delay);
            let mut c = r.cmd();
            c.args(["poll", "--maildir", "inbox"]);
            runs += 1;
            match run_and_kill_after(c, b"", delay) {
                Ended::Killed => kills += 1,
                Ended::Exited(0) => {}
                Ended::Exited(code) => panic!("poll exited {code}"),
            }
        }
        let moved_under_kills = count_files(&inbox.join("cur"));
        r.ok(&["poll", "--maildir", "inbox"]);
        eprintln!(
            "attempt {attempt}, delays up to {max_delay} us: {runs} poll runs, {kills} killed with SIGKILL; \
             {moved_under_kills} mails moved before the last run"
        );
        // Whatever the kills, nothing may be lost or doubled.
        assert_eq!(count_files(&inbox.join("new")), 0);
        assert_eq!(
            count_files(&inbox.join("cur")),
            mails.len(),
            "every mail moved to cur/ once"
        );
        check_against(&r, &expected, "poll with SIGKILL");
        if kills < 10 {
            max_delay = (max_delay / 2).max(1_000);
        } else if moved_under_kills == 0 {
            max_delay *= 2;
        } else {
            return;
        }
    }
    panic!("no attempt both killed the referee often enough (10 times) and let the killed runs make progress");
}

#[test]
fn ingest_killed_at_random_points_and_retried_loses_and_doubles_nothing() {
    let seed = seed(4242);
    let probe = Referee::new("");
    let ids = create_games(&probe);
    drop(probe);
    let mails: Vec<Vec<u8>> = batch(&ids, seed).into_iter().take(220).collect();
    let (_ref_dir, expected, _) = reference_prefix(&mails);

    let r = Referee::new("error_replies_per_hour = 5");
    create_games(&r);
    let mut rng = Rng(seed ^ 0xfeed);
    // How long one ingest takes here, to aim the kills inside it: first the
    // warm-up's time, then the mean of the runs left to finish (a cold first
    // run alone would aim most kills past the end of a run).
    let t = Instant::now();
    let run = r.ingest(b"From: <nobody@example.org>\r\nSubject: warm-up\r\n\r\nhello\r\n", &[]);
    assert_eq!(run.code, Some(0));
    let (mut total, mut finished) = (t.elapsed().as_micros() as u64, 1u64);
    let (mut kills, mut runs, mut tempfails) = (0, 0, 0);
    for m in &mails {
        loop {
            runs += 1;
            let mut c = r.cmd();
            c.arg("ingest");
            let one = (total / finished).max(1);
            let ended = if rng.below(100) < 50 {
                run_and_kill_after(c, m, Duration::from_micros(rng.next() % one))
            } else {
                let t = Instant::now();
                let ended = run_and_kill_after(c, m, Duration::from_secs(60));
                total += t.elapsed().as_micros() as u64;
                finished += 1;
                ended
            };
            match ended {
                Ended::Exited(0) => break,
                // What an MTA does: keep the message and deliver it again.
                Ended::Exited(75) => tempfails += 1,
                Ended::Killed => kills += 1,
                Ended::Exited(code) => panic!("ingest exited {code}: the MTA would bounce the mail"),
            }
        }
    }
    eprintln!(
        "{} mails, {runs} ingest runs, {kills} killed with SIGKILL, {tempfails} exited 75",
        mails.len()
    );
    assert!(kills >= 40, "the test killed the referee often enough ({kills})");
    check_against(&r, &expected, "ingest with SIGKILL and retries");
}

/// Like [`reference`] for a batch that may stop in the middle of a game.
fn reference_prefix(mails: &[Vec<u8>]) -> (Referee, Normalised, Duration) {
    let r = Referee::new("error_replies_per_hour = 5");
    create_games(&r);
    // The warm-up mail the crash run starts with, so inbox ids line up.
    let run = r.ingest(b"From: <nobody@example.org>\r\nSubject: warm-up\r\n\r\nhello\r\n", &[]);
    assert_eq!(run.code, Some(0));
    fill_maildir(&r.path().join("inbox"), mails);
    let t = Instant::now();
    r.ok(&["poll", "--maildir", "inbox"]);
    let took = t.elapsed();
    let svc = r.service();
    assert!(svc.audit().unwrap().is_empty());
    let n = normalised(&svc);
    (r, n, took)
}

#[test]
fn send_killed_at_random_points_delivers_every_reply_at_least_once() {
    // `send` hands a reply to the transport, then marks it sent: a kill in
    // between can only deliver that one reply twice (with the same
    // Message-ID), never lose one, and a local delivery is never partial.
    let seed = seed(31337);
    let r = Referee::new("error_replies_per_hour = 5");
    let ids = create_games(&r);
    let mails: Vec<Vec<u8>> = batch(&ids, seed).into_iter().take(80).collect();
    fill_maildir(&r.path().join("inbox"), &mails);
    r.ok(&["poll", "--maildir", "inbox"]);
    let svc = r.service();
    let queued: Vec<_> = svc.store.read().outbox_all().unwrap();
    assert!(queued.len() > 100, "enough replies queued ({})", queued.len());
    let mut rng = Rng(seed);
    let (mut kills, mut runs) = (0, 0);
    loop {
        runs += 1;
        let mut c = r.cmd();
        c.args(["send", "--maildir-root", "out"]);
        match run_and_kill_after(c, b"", Duration::from_micros(2_000 + rng.next() % 40_000)) {
            Ended::Killed if kills < 60 => kills += 1,
            Ended::Killed => {
                r.ok(&["send", "--maildir-root", "out"]);
                break;
            }
            Ended::Exited(0) => break,
            Ended::Exited(code) => panic!("send exited {code}"),
        }
    }
    // Time passes: a reply a killed run had taken (once change C5 leases
    // replies to a sender) is due again; one more run sends it.
    r.ok(&["send", "--maildir-root", "out", "--retry-now"]);
    eprintln!("{} replies, {runs} send runs, {kills} killed", queued.len());
    assert!(kills >= 5, "killed often enough ({kills})");
    // Every reply marked sent and found, complete, in its recipient's Maildir.
    let key =
        estafette::keys::keyfile::KeyFile::from_bytes(estafette::protocol::encode::hex_decode32(KEY_HEX).unwrap());
    let mut delivered: std::collections::BTreeMap<String, Vec<Vec<u8>>> = Default::default();
    for rcpt in [ALICE, BOB] {
        let dir = r.path().join("out").join(rcpt).join("new");
        for e in std::fs::read_dir(&dir).unwrap() {
            let bytes = std::fs::read(e.unwrap().path()).unwrap();
            delivered.entry(rcpt.to_string()).or_default().push(bytes);
        }
    }
    let mut copies_total = 0;
    for m in svc.store.read().outbox_all().unwrap() {
        assert_eq!(m.status, "sent", "{} is {}", m.message_id, m.status);
        let raw = estafette::keys::sealed::open_outbox(key.master(), &m.raw, m.part).unwrap();
        let mut want = format!(
            "Return-Path: <{}>\r\nDelivered-To: {}\r\n",
            m.envelope_from, m.recipient
        )
        .into_bytes();
        want.extend_from_slice(&raw);
        let copies = delivered
            .get(&m.recipient)
            .map(|v| v.iter().filter(|d| **d == want).count())
            .unwrap_or(0);
        assert!(copies >= 1, "{} never delivered complete", m.message_id);
        copies_total += copies;
    }
    let files: usize = delivered.values().map(Vec::len).sum();
    assert_eq!(files, copies_total, "every delivered file is a complete queued reply");
    assert!(
        copies_total - queued.len() <= kills,
        "at most one duplicate per kill ({} duplicates, {kills} kills)",
        copies_total - queued.len()
    );
    eprintln!(
        "{} duplicate deliveries after {kills} kills",
        copies_total - queued.len()
    );
}
