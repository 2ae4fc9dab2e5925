//! Mail server faults: `estafette send` against a fake SMTP server on a
//! loopback port that refuses, stalls, answers 4xx/5xx or cuts the
//! connection in the middle of a message. The outbox must keep every reply
//! through the fault and, once the server recovers, deliver each exactly
//! once (as counted by the 250 replies the server gave). "Time passes"
//! between runs with `send --retry-now`, which makes every queued reply due.
//! See docs/RELIABILITY.md.

use crate::reliability_common;

use estafette::store::Queries;
use reliability_common::*;
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What the fake server does on one connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fault {
    /// A well-behaved server.
    Healthy,
    /// `421` instead of the greeting.
    Busy421,
    /// Accepts the connection and never says a word.
    Stall,
    /// `451` to RCPT TO.
    Tempfail451Rcpt,
    /// `452` after the message's final dot.
    Tempfail452Data,
    /// Closes the connection after a few lines of the message.
    CloseMidData,
    /// Reads the whole message, then closes without the `250`.
    CloseBeforeAck,
}

/// One message the server received.
#[derive(Clone, Debug)]
struct Received {
    rcpt: String,
    message_id: String,
    acked: bool,
}

/// Chooses the fault for the n-th connection.
type FaultPlan = Box<dyn FnMut(usize) -> Fault + Send>;

struct FakeSmtp {
    port: u16,
    fault: Arc<Mutex<FaultPlan>>,
    /// Recipients refused with 550 (permanent), whatever the fault.
    refused: Arc<Mutex<Vec<String>>>,
    received: Arc<Mutex<Vec<Received>>>,
    connections: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
}

impl FakeSmtp {
    /// Listen on `port` (0: any free port).
    fn start(port: u16, fault: impl FnMut(usize) -> Fault + Send + 'static) -> FakeSmtp {
        let listener = TcpListener::bind(("127.0.0.1", port)).unwrap();
        let port = listener.local_addr().unwrap().port();
        let s = FakeSmtp {
            port,
            fault: Arc::new(Mutex::new(Box::new(fault))),
            refused: Arc::default(),
            received: Arc::default(),
            connections: Arc::default(),
            stop: Arc::default(),
        };
        let (fault, refused, received, connections, stop) = (
            s.fault.clone(),
            s.refused.clone(),
            s.received.clone(),
            s.connections.clone(),
            s.stop.clone(),
        );
        listener.set_nonblocking(true).unwrap();
        std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                match listener.accept() {
                    Ok((stream, _)) => {
                        stream.set_nonblocking(false).unwrap();
                        let n = connections.fetch_add(1, Ordering::Relaxed);
                        let f = (fault.lock().unwrap())(n);
                        let (refused, received, stop) = (refused.clone(), received.clone(), stop.clone());
                        std::thread::spawn(move || {
                            let _ = serve(stream, f, &refused, &received, &stop);
                        });
                    }
                    Err(_) => std::thread::sleep(Duration::from_millis(5)),
                }
            }
        });
        s
    }

    fn set_fault(&self, f: impl FnMut(usize) -> Fault + Send + 'static) {
        *self.fault.lock().unwrap() = Box::new(f);
    }

    fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }

    /// Message-ID -> number of 250 replies given for it.
    fn acked(&self) -> BTreeMap<String, usize> {
        let mut m = BTreeMap::new();
        for r in self.received().into_iter().filter(|r| r.acked) {
            *m.entry(r.message_id).or_insert(0) += 1;
        }
        m
    }
}

impl Drop for FakeSmtp {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

fn serve(
    stream: TcpStream,
    fault: Fault,
    refused: &Mutex<Vec<String>>,
    received: &Mutex<Vec<Received>>,
    stop: &AtomicBool,
) -> std::io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    let mut w = stream.try_clone()?;
    let mut r = BufReader::new(stream);
    match fault {
        Fault::Stall => {
            let t = Instant::now();
            while !stop.load(Ordering::Relaxed) && t.elapsed() < Duration::from_secs(30) {
                std::thread::sleep(Duration::from_millis(20));
                // Notice the client giving up.
                let mut b = [0u8; 64];
                r.get_mut().set_read_timeout(Some(Duration::from_millis(20)))?;
                if let Ok(0) = r.get_mut().read(&mut b) {
                    break;
                }
            }
            return Ok(());
        }
        Fault::Busy421 => {
            w.write_all(b"421 fake.test busy, try later\r\n")?;
            return Ok(());
        }
        _ => w.write_all(b"220 fake.test ESMTP\r\n")?,
    }
    let mut rcpt = String::new();
    let mut line = String::new();
    loop {
        line.clear();
        if r.read_line(&mut line)? == 0 {
            return Ok(());
        }
        let cmd = line.trim_end().to_ascii_uppercase();
        if cmd.starts_with("EHLO") || cmd.starts_with("HELO") {
            w.write_all(b"250 fake.test\r\n")?;
        } else if cmd.starts_with("MAIL FROM") {
            w.write_all(b"250 ok\r\n")?;
        } else if cmd.starts_with("RCPT TO") {
            let addr = line.trim_end()[8..]
                .trim()
                .trim_start_matches(':')
                .trim()
                .trim_matches(['<', '>'])
                .to_string();
            if refused.lock().unwrap().iter().any(|a| a.eq_ignore_ascii_case(&addr)) {
                w.write_all(b"550 5.1.1 no such user\r\n")?;
            } else if fault == Fault::Tempfail451Rcpt {
                w.write_all(b"451 4.3.0 try again later\r\n")?;
            } else {
                rcpt = addr;
                w.write_all(b"250 ok\r\n")?;
            }
        } else if cmd == "DATA" {
            w.write_all(b"354 go ahead\r\n")?;
            let mut message_id = String::new();
            let mut lines = 0;
            loop {
                line.clear();
                if r.read_line(&mut line)? == 0 {
                    return Ok(());
                }
                lines += 1;
                if fault == Fault::CloseMidData && lines == 5 {
                    return Ok(());
                }
                if line == ".\r\n" {
                    break;
                }
                if message_id.is_empty() && line.to_ascii_lowercase().starts_with("message-id:") {
                    message_id = line[11..].trim().trim_matches(['<', '>']).to_string();
                }
            }
            let acked = match fault {
                Fault::Tempfail452Data => {
                    w.write_all(b"452 4.3.1 insufficient storage\r\n")?;
                    false
                }
                Fault::CloseBeforeAck => false,
                _ => {
                    w.write_all(b"250 2.0.0 queued\r\n")?;
                    true
                }
            };
            received.lock().unwrap().push(Received {
                rcpt: rcpt.clone(),
                message_id,
                acked,
            });
            if fault == Fault::CloseBeforeAck {
                return Ok(());
            }
        } else if cmd == "QUIT" {
            w.write_all(b"221 bye\r\n")?;
            return Ok(());
        } else if cmd == "RSET" || cmd == "NOOP" {
            w.write_all(b"250 ok\r\n")?;
        } else {
            w.write_all(b"502 command not implemented\r\n")?;
        }
    }
}

/// A referee with `games` Strand games (two invitations each) and one move
/// played in each (two more replies each): 4 replies per game queued.
fn referee_with_replies(games: usize) -> (Referee, usize) {
    let r = Referee::new("");
    let ids: Vec<String> = (0..games).map(|_| r.new_game("strand")).collect();
    let plan = plan_game(estafette::games::any::GameKind::Strand, 1, 9);
    for id in &ids {
        let (side, mv) = &plan[0];
        let run = r.ingest(&player_mail(id, *side, &format!("first.{id}@example.org"), mv), &[]);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
    }
    let n = r.service().store.read().outbox_all().unwrap().len();
    assert_eq!(n, games * 4);
    (r, n)
}

/// Run `send` through the fake server; returns (exit status, stderr, time taken).
fn send(r: &Referee, port: u16, retry_now: bool) -> (Option<i32>, String, Duration) {
    let mut c = r.cmd();
    c.args([
        "send",
        "--smtp-host",
        "127.0.0.1",
        "--smtp-port",
        &port.to_string(),
        "--smtp-tls",
        "none",
        "--smtp-timeout",
        "1",
    ]);
    if retry_now {
        c.arg("--retry-now");
    }
    let run = run_measured(c, b"", Duration::from_secs(120));
    (run.code, run.stderr, run.elapsed)
}

fn statuses(r: &Referee) -> BTreeMap<String, usize> {
    let mut m = BTreeMap::new();
    for row in r.service().store.read().outbox_all().unwrap() {
        *m.entry(row.status).or_insert(0) += 1;
    }
    m
}

/// Every queued reply acknowledged exactly once by the server, and marked sent.
fn all_delivered_once(r: &Referee, server: &FakeSmtp, n: usize) {
    let acked = server.acked();
    let rows = r.service().store.read().outbox_all().unwrap();
    for row in &rows {
        assert_eq!(
            row.status, "sent",
            "{} is {} ({:?})",
            row.message_id, row.status, row.last_error
        );
        assert_eq!(
            acked.get(&row.message_id).copied(),
            Some(1),
            "{} acknowledged once",
            row.message_id
        );
    }
    assert_eq!(acked.len(), n, "nothing else delivered");
    for rec in server.received() {
        assert!(
            rows.iter()
                .any(|m| m.message_id == rec.message_id && m.recipient == rec.rcpt),
            "{rec:?} went to its recipient"
        );
    }
}

/// A free loopback port with nothing listening on it.
fn closed_port() -> u16 {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

#[test]
fn a_refused_connection_keeps_every_reply_then_each_is_delivered_once() {
    let (r, n) = referee_with_replies(3);
    let port = closed_port();
    for _ in 0..3 {
        let (code, err, _) = send(&r, port, true);
        // Everything kept for later: 75, and each reply named.
        assert_eq!(code, Some(75), "{err}");
        assert!(err.contains("sent 0,") && err.contains("failed 0"), "{err}");
        assert_eq!(err.matches("will retry: mail to ").count(), n, "{err}");
    }
    assert_eq!(statuses(&r).get("queued"), Some(&n), "every reply kept");
    let rows = r.service().store.read().outbox_all().unwrap();
    // Each run tried one reply (the server cannot be reached, so the rest
    // are left untouched for the next run) and recorded why it failed.
    assert!(
        rows.iter()
            .any(|m| m.attempts == 3 && m.last_error.as_deref().is_some_and(|e| e.contains("refused"))),
        "{rows:?}"
    );
    // Without --retry-now a reply that failed waits for its back-off time.
    let tried: Vec<String> = rows
        .iter()
        .filter(|m| m.attempts > 0)
        .map(|m| m.message_id.clone())
        .collect();
    let server = FakeSmtp::start(port, |_| Fault::Healthy);
    send(&r, server.port, false);
    let acked = server.acked();
    assert!(tried.iter().all(|id| !acked.contains_key(id)), "back-off respected");
    send(&r, server.port, true);
    all_delivered_once(&r, &server, n);
    // Nothing is sent twice by a later run.
    send(&r, server.port, true);
    all_delivered_once(&r, &server, n);
}

#[test]
fn busy_greetings_and_4xx_replies_are_retried_until_delivered_once() {
    let (r, n) = referee_with_replies(3);
    // Cycle through the temporary faults, with a success every fourth connection.
    let server = FakeSmtp::start(0, |i| {
        [
            Fault::Busy421,
            Fault::Tempfail451Rcpt,
            Fault::Tempfail452Data,
            Fault::Healthy,
        ][i % 4]
    });
    let mut runs = 0;
    while statuses(&r).get("queued").copied().unwrap_or(0) > 0 {
        runs += 1;
        assert!(runs < 20, "delivered within 20 runs");
        let (code, err, _) = send(&r, server.port, true);
        // 0 once all is sent, 75 while some are kept for the next run.
        assert!(matches!(code, Some(0 | 75)), "{code:?}: {err}");
    }
    eprintln!(
        "{n} replies delivered in {runs} send runs over {} connections",
        server.connections.load(Ordering::Relaxed)
    );
    all_delivered_once(&r, &server, n);
    // The 452 after the data: the server had the bytes but refused them.
    assert!(
        server.received().iter().any(|m| !m.acked),
        "some message was refused after its data"
    );
}

#[test]
fn a_stalled_server_times_out_and_the_reply_is_kept() {
    let (r, n) = referee_with_replies(1);
    let server = FakeSmtp::start(0, |_| Fault::Stall);
    let (code, err, took) = send(&r, server.port, true);
    assert_eq!(code, Some(75), "{err}");
    assert!(err.contains("sent 0,") && err.contains("failed 0"), "{err}");
    assert_eq!(statuses(&r).get("queued"), Some(&n), "every reply kept");
    assert!(
        took < Duration::from_secs(3 * n as u64 + 5),
        "each attempt gave up after its timeout ({took:?})"
    );
    server.set_fault(|_| Fault::Healthy);
    send(&r, server.port, true);
    all_delivered_once(&r, &server, n);
}

#[test]
fn a_connection_cut_in_the_middle_of_a_message_is_retried() {
    let (r, n) = referee_with_replies(2);
    let server = FakeSmtp::start(0, |i| {
        if i % 2 == 0 {
            Fault::CloseMidData
        } else {
            Fault::Healthy
        }
    });
    let mut runs = 0;
    while statuses(&r).get("queued").copied().unwrap_or(0) > 0 {
        runs += 1;
        assert!(runs < 10);
        send(&r, server.port, true);
    }
    all_delivered_once(&r, &server, n);
}

#[test]
fn a_message_received_but_not_acknowledged_is_sent_again() {
    // The server got every byte but closed before its 250: the client cannot
    // know, so it must send again. Acknowledged deliveries stay at one each;
    // the server saw at most one extra unacknowledged copy per such fault.
    let (r, n) = referee_with_replies(2);
    let faults = Arc::new(AtomicUsize::new(0));
    let f2 = faults.clone();
    let server = FakeSmtp::start(0, move |i| {
        if i % 3 == 0 {
            f2.fetch_add(1, Ordering::Relaxed);
            Fault::CloseBeforeAck
        } else {
            Fault::Healthy
        }
    });
    let mut runs = 0;
    while statuses(&r).get("queued").copied().unwrap_or(0) > 0 {
        runs += 1;
        assert!(runs < 10);
        send(&r, server.port, true);
    }
    all_delivered_once(&r, &server, n);
    let unacked = server.received().iter().filter(|m| !m.acked).count();
    assert_eq!(
        unacked,
        faults.load(Ordering::Relaxed),
        "one unacknowledged copy per cut"
    );
}

#[test]
fn a_permanent_refusal_is_kept_as_failed_and_never_retried() {
    let (r, n) = referee_with_replies(2);
    let server = FakeSmtp::start(0, |_| Fault::Healthy);
    server.refused.lock().unwrap().push(BOB.into());
    let (code, err, _) = send(&r, server.port, true);
    assert!(
        err.contains(&format!("sent {}, to retry 0, failed {}", n / 2, n / 2)),
        "{err}"
    );
    assert_eq!(code, Some(1), "given up on: {err}");
    assert_eq!(err.matches(&format!("failed: mail to {BOB} (")).count(), n / 2, "{err}");
    let before = server.connections.load(Ordering::Relaxed);
    send(&r, server.port, true);
    assert_eq!(
        server.connections.load(Ordering::Relaxed),
        before,
        "a failed reply is not retried"
    );
    let rows = r.service().store.read().outbox_all().unwrap();
    for row in rows.iter().filter(|m| m.recipient == BOB) {
        assert_eq!(row.status, "failed");
        assert!(
            row.last_error.as_deref().is_some_and(|e| e.contains("550")),
            "{:?}",
            row.last_error
        );
    }
    assert!(rows.iter().filter(|m| m.recipient == ALICE).all(|m| m.status == "sent"));
}

#[test]
fn a_flaky_server_over_many_runs_delivers_everything_exactly_once() {
    let (r, n) = referee_with_replies(5);
    let mut rng = Rng(seed(99));
    // Half the connections fail, each fault alike.
    let faults = [
        Fault::Busy421,
        Fault::Tempfail451Rcpt,
        Fault::Tempfail452Data,
        Fault::CloseMidData,
        Fault::CloseBeforeAck,
        Fault::Healthy,
        Fault::Healthy,
        Fault::Healthy,
        Fault::Healthy,
        Fault::Healthy,
    ];
    let server = FakeSmtp::start(0, move |_| faults[rng.below(faults.len())]);
    let mut runs = 0;
    while statuses(&r).get("queued").copied().unwrap_or(0) > 0 {
        runs += 1;
        assert!(runs < 40, "delivered within 40 runs");
        send(&r, server.port, true);
    }
    eprintln!(
        "{n} replies, {runs} send runs, {} connections",
        server.connections.load(Ordering::Relaxed)
    );
    all_delivered_once(&r, &server, n);
}

#[test]
fn an_outage_of_three_days_loses_no_reply() {
    // In-process, with the clock driven by the test: `send` every 10 minutes
    // while the server is unreachable for 3 days, then it comes back.
    use estafette::mail::transport::{SmtpConfig, SmtpTls, SmtpTransport};
    let (r, n) = referee_with_replies(1);
    let port = closed_port();
    let transport = |port: u16| {
        SmtpTransport::new(&SmtpConfig {
            host: "127.0.0.1".into(),
            port,
            tls: SmtpTls::None,
            user: None,
            password: None,
            timeout: Duration::from_secs(1),
            hello_name: None,
        })
        .unwrap()
    };
    let mut svc = r.service();
    let now = Arc::new(AtomicUsize::new(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs() as usize,
    ));
    let c = now.clone();
    svc.now = Box::new(move || c.load(Ordering::Relaxed) as i64);
    let down = transport(port);
    let started = Instant::now();
    for _ in 0..(3 * 24 * 6) {
        svc.send(&down).unwrap();
        now.fetch_add(600, Ordering::Relaxed);
    }
    let server = FakeSmtp::start(port, |_| Fault::Healthy);
    for _ in 0..(24 * 6) {
        svc.send(&transport(server.port)).unwrap();
        now.fetch_add(600, Ordering::Relaxed);
    }
    eprintln!(
        "{n} replies kept through 3 days down (432 send runs), then delivered; {:?} in all",
        started.elapsed()
    );
    all_delivered_once(&r, &server, n);
}

#[test]
fn a_reply_still_undelivered_after_five_days_is_given_up() {
    // Like Postfix's maximal_queue_lifetime: retried while younger than five
    // days, then marked failed with the last error kept.
    use estafette::mail::transport::{SmtpConfig, SmtpTls, SmtpTransport};
    let (r, n) = referee_with_replies(1);
    let down = SmtpTransport::new(&SmtpConfig {
        host: "127.0.0.1".into(),
        port: closed_port(),
        tls: SmtpTls::None,
        user: None,
        password: None,
        timeout: Duration::from_secs(1),
        hello_name: None,
    })
    .unwrap();
    let mut svc = r.service();
    let queued = svc.store.read().outbox_all().unwrap()[0].created_at;
    let now = Arc::new(AtomicUsize::new(
        (queued + estafette::service::MAX_QUEUE_LIFETIME - 60) as usize,
    ));
    let c = now.clone();
    svc.now = Box::new(move || c.load(Ordering::Relaxed) as i64);
    svc.store.write(|tx| tx.retry_now()).unwrap();
    let (sent, later, failed) = svc.send(&down).unwrap();
    assert_eq!((sent, later + failed), (0, n), "still retried just before five days");
    assert_eq!(failed, 0);
    now.fetch_add(120, Ordering::Relaxed);
    svc.store.write(|tx| tx.retry_now()).unwrap();
    while statuses(&r).contains_key("queued") {
        svc.send(&down).unwrap();
    }
    for row in svc.store.read().outbox_all().unwrap() {
        assert_eq!(row.status, "failed");
        assert!(
            row.last_error
                .as_deref()
                .is_some_and(|e| e.contains("gave up after 5 days")),
            "{:?}",
            row.last_error
        );
    }
}

#[test]
fn a_stalled_server_costs_one_timeout_per_send_run_not_one_per_reply() {
    // 12 replies due and a server that never answers: with the default
    // 30-second timeout, trying each in turn would hold `send` for six
    // minutes (and cron would start the next one meanwhile).
    let (r, n) = referee_with_replies(3);
    let server = FakeSmtp::start(0, |_| Fault::Stall);
    let (_, err, took) = send(&r, server.port, true);
    eprintln!(
        "{n} replies due, a silent server: send gave up after {took:?} ({})",
        err.trim()
    );
    assert!(
        took < Duration::from_secs(4),
        "one timeout, not {n}: took {took:?} ({err})"
    );
    assert_eq!(statuses(&r).get("queued"), Some(&n), "every reply kept");
}

#[test]
fn two_send_runs_at_once_deliver_each_reply_once() {
    // cron starting `send` while the previous one is still running, or
    // `send` by hand next to `estafette run`.
    let (r, n) = referee_with_replies(30);
    let server = FakeSmtp::start(0, |_| Fault::Healthy);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| send(&r, server.port, false));
        }
    });
    all_delivered_once(&r, &server, n);
}

/// `send` to a server that cannot be reached tells each mail kept for
/// later in the operator's language: the transport's failure and the
/// mails not tried after it are worded by the catalogs, while the outbox
/// keeps the English.
#[test]
fn a_mail_kept_for_later_is_told_in_the_operators_language() {
    let (r, n) = referee_with_replies(1);
    let port = closed_port();
    let mut c = r.cmd();
    c.env("ESTAFETTE_LANG", "de").args([
        "send",
        "--smtp-host",
        "127.0.0.1",
        "--smtp-port",
        &port.to_string(),
        "--smtp-tls",
        "none",
        "--smtp-timeout",
        "1",
    ]);
    let run = run_measured(c, b"", Duration::from_secs(120));
    assert_eq!(run.code, Some(75), "{}", run.stderr);
    let err = &run.stderr;
    assert_eq!(err.matches("neuer Versuch später: Mail an ").count(), n, "{err}");
    assert!(
        err.contains("): SMTP-Fehler: "),
        "the transport's failure in German: {err}"
    );
    assert_eq!(
        err.matches("nicht versucht: der Mailserver ist nicht erreichbar")
            .count(),
        n - 1,
        "{err}"
    );
    assert!(!err.contains("will retry") && !err.contains("not tried"), "{err}");
    let rows = r.service().store.read().outbox_all().unwrap();
    assert!(
        rows.iter()
            .any(|m| m.last_error.as_deref().is_some_and(|e| e.starts_with("SMTP: "))),
        "the outbox keeps the English: {rows:?}"
    );
}

/// A Maildir root that is a plain file: each mail is kept for later, and
/// why (the Maildir's own failure inside the local delivery's) is told in
/// the operator's language.
#[test]
fn a_local_delivery_into_a_plain_file_is_told_in_the_operators_language() {
    let (r, n) = referee_with_replies(1);
    let root = r.dir.path().join("out");
    std::fs::write(&root, "not a folder").unwrap();
    let mut c = r.cmd();
    c.env("ESTAFETTE_LANG", "de")
        .args(["send", "--maildir-root", root.to_str().unwrap()]);
    let run = run_measured(c, b"", Duration::from_secs(120));
    assert_eq!(run.code, Some(75), "{}", run.stderr);
    let err = &run.stderr;
    assert_eq!(err.matches("neuer Versuch später: Mail an ").count(), n, "{err}");
    assert!(
        err.contains("kann nicht angelegt werden: "),
        "the Maildir's failure in German: {err}"
    );
    assert!(!err.contains("cannot create"), "{err}");
}
