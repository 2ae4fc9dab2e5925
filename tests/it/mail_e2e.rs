//! End to end against real mail servers: Postfix and Dovecot on this
//! machine, loopback only, set up and started by `.ci/mail-servers.sh`
//! (run it as root, then `eval` its output: it sets ESTAFETTE_MAIL_E2E=1 and
//! the ports, accounts and passwords read here). Without ESTAFETTE_MAIL_E2E=1
//! every test prints "skipped: ..." and passes.
//!
//! The referee is the real binary. Players are this test: they read their
//! mailboxes over IMAP, take the reply address (the token) from the
//! referee's mail, and send their moves over SMTP. Two ways in for the
//! referee: Postfix piping its mail into `estafette ingest` (run as the
//! unprivileged user `estafette`, exit 75 = keep and retry), and a Dovecot
//! mailbox read by `estafette poll --imap-...`. Its replies go out with
//! `estafette send --smtp-...`, or, through the pipe, from `ingest` at once
//! (the relay in the estafette.toml of the pipe's folder); there each
//! reply's time from the player's mail entering Postfix to the answer in
//! the player's mailbox is printed, and over 10 s fails. Also: the SMTP server stopped while replies
//! are queued (kept, then each delivered exactly once), and the IMAP client
//! over implicit TLS and STARTTLS with a certificate from a test CA.
//!
//! The tests share the servers and the mailboxes, so they run one at a
//! time (a lock), and each first marks old mail as seen.

use clap::Parser as _;
use estafette::demo::choose_move;
use estafette::exit::Inner;
use estafette::mail::imap::{self, ImapAfter, ImapConfig, ImapTls};
use estafette::mail::transport::{SmtpConfig, SmtpTls, SmtpTransport, Transport};
use estafette::referee::{Event, GameState};
use estafette::service::{Service, ServiceError};
use estafette::transcript::Transcript;
use std::collections::BTreeSet;
use std::net::TcpStream;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

static SERIAL: Mutex<()> = Mutex::new(());

const WAIT: Duration = Duration::from_secs(30);

// ---------------------------------------------------------------- settings

/// What `.ci/mail-servers.sh` printed.
#[derive(Clone, Debug)]
struct Env {
    host: String,
    tls_host: String,
    smtp_port: u16,
    submission_port: u16,
    smtps_port: u16,
    imap_port: u16,
    imaps_port: u16,
    ca_file: String,
    alice: (String, String),
    bob: (String, String),
    referee: (String, String),
    pipe_address: String,
    pipe_dir: PathBuf,
    pipe_user: String,
}

fn var(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| {
        panic!("ESTAFETTE_MAIL_E2E=1 but {name} is not set: source the output of .ci/mail-servers.sh")
    })
}

fn port(name: &str) -> u16 {
    var(name).parse().unwrap_or_else(|_| panic!("{name} is not a port"))
}

/// Take the lock; `None` (after printing why) when the servers are not set up.
fn setup(test: &str) -> Option<(MutexGuard<'static, ()>, Env)> {
    let guard = SERIAL.lock().unwrap_or_else(|p| p.into_inner());
    if std::env::var("ESTAFETTE_MAIL_E2E").as_deref() != Ok("1") {
        println!("skipped: {test}: ESTAFETTE_MAIL_E2E is not 1 (as root: bash .ci/mail-servers.sh >target/mail-e2e.exports && . target/mail-e2e.exports, then cargo test)");
        return None;
    }
    let env = Env {
        host: var("ESTAFETTE_E2E_HOST"),
        tls_host: var("ESTAFETTE_E2E_TLS_HOST"),
        smtp_port: port("ESTAFETTE_E2E_SMTP_PORT"),
        submission_port: port("ESTAFETTE_E2E_SUBMISSION_PORT"),
        smtps_port: port("ESTAFETTE_E2E_SMTPS_PORT"),
        imap_port: port("ESTAFETTE_E2E_IMAP_PORT"),
        imaps_port: port("ESTAFETTE_E2E_IMAPS_PORT"),
        ca_file: var("ESTAFETTE_E2E_CA_FILE"),
        alice: (var("ESTAFETTE_E2E_ALICE"), var("ESTAFETTE_E2E_ALICE_PASSWORD")),
        bob: (var("ESTAFETTE_E2E_BOB"), var("ESTAFETTE_E2E_BOB_PASSWORD")),
        referee: (var("ESTAFETTE_E2E_REFEREE"), var("ESTAFETTE_E2E_REFEREE_PASSWORD")),
        pipe_address: var("ESTAFETTE_E2E_PIPE_ADDRESS"),
        pipe_dir: PathBuf::from(var("ESTAFETTE_E2E_PIPE_DIR")),
        pipe_user: var("ESTAFETTE_E2E_PIPE_USER"),
    };
    // Mail left in Postfix's queue by an earlier, interrupted run.
    let _ = Command::new("postsuper").args(["-d", "ALL"]).output();
    Some((guard, env))
}

fn imap_cfg(env: &Env, user: &(String, String)) -> ImapConfig {
    ImapConfig {
        host: env.host.clone(),
        port: env.imap_port,
        tls: ImapTls::Plain,
        user: user.0.clone(),
        password: user.1.clone(),
        mailbox: "INBOX".into(),
        after: ImapAfter::Flag,
        timeout: Duration::from_secs(20),
        max_message_bytes: estafette::mail::DEFAULT_MAX_MESSAGE_BYTES,
    }
}

/// Send `raw` over plain SMTP on port 25 (open to 127.0.0.0/8).
fn smtp_send(env: &Env, from: &str, to: &str, raw: &[u8]) {
    let t = SmtpTransport::new(&SmtpConfig {
        host: env.host.clone(),
        port: env.smtp_port,
        tls: SmtpTls::None,
        user: None,
        password: None,
        timeout: Duration::from_secs(20),
        hello_name: Some("players.example.org".into()),
    })
    .unwrap();
    t.send_raw(from, &[to.to_string()], raw)
        .unwrap_or_else(|e| panic!("sending to {to}: {e}"));
}

fn wait_until<T>(what: &str, timeout: Duration, mut f: impl FnMut() -> Option<T>) -> T {
    let start = Instant::now();
    loop {
        if let Some(t) = f() {
            return t;
        }
        if start.elapsed() > timeout {
            panic!("timed out after {timeout:?} waiting for {what}\n{}", diagnostics());
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Postfix's queue and the end of its log, for a failure message.
fn diagnostics() -> String {
    let queue = Command::new("postqueue")
        .arg("-p")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default();
    let log = std::fs::read_to_string("/var/log/postfix-estafette.log").unwrap_or_default();
    let tail: Vec<&str> = log.lines().rev().take(15).collect();
    format!(
        "postqueue -p:\n{queue}\npostfix log (last lines, newest first):\n{}",
        tail.join("\n")
    )
}

// ---------------------------------------------------------------- mailboxes

mod mailboxes;
mod operations;
mod recipe;
use mailboxes::{counts, parse_mail, reply_mail, status_messages, wait_for_mail, Mail, Player};

// ---------------------------------------------------------------- the referee

/// The real binary with its own database and key, run as `uid` when set.
struct Referee {
    bin: PathBuf,
    dir: PathBuf,
    address: String,
    run_as: Option<(u32, u32)>,
    ca_file: String,
    _tmp: Option<tempfile::TempDir>,
}

fn lookup_user(name: &str) -> (u32, u32) {
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap();
    for line in passwd.lines() {
        let f: Vec<&str> = line.split(':').collect();
        if f.len() > 3 && f[0] == name {
            return (f[2].parse().unwrap(), f[3].parse().unwrap());
        }
    }
    panic!("no user {name}: run .ci/mail-servers.sh");
}

impl Referee {
    /// A referee in a fresh temporary folder, run as the test's own user.
    fn local(env: &Env, address: &str) -> Referee {
        let tmp = tempfile::tempdir().unwrap();
        let r = Referee {
            bin: PathBuf::from(env!("CARGO_BIN_EXE_estafette")),
            dir: tmp.path().to_path_buf(),
            address: address.into(),
            run_as: None,
            ca_file: env.ca_file.clone(),
            _tmp: Some(tmp),
        };
        r.run(&["init"]);
        r
    }

    /// The referee Postfix pipes `env.pipe_address` into: the binary copied
    /// beside the pipe's wrapper, a fresh database and key owned by the
    /// unprivileged pipe user (folder 0700, key 0600), and every command
    /// run as that user, as the pipe runs.
    fn piped(env: &Env) -> Referee {
        let ids = lookup_user(&env.pipe_user);
        let bin = env.pipe_dir.join("estafette");
        let tmp = env.pipe_dir.join("estafette.new");
        std::fs::copy(env!("CARGO_BIN_EXE_estafette"), &tmp).unwrap();
        std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::fs::rename(&tmp, &bin).unwrap();
        let dir = env.pipe_dir.join("data");
        if dir.exists() {
            std::fs::remove_dir_all(&dir).unwrap();
        }
        std::fs::create_dir(&dir).unwrap();
        std::os::unix::fs::chown(&dir, Some(ids.0), Some(ids.1)).unwrap();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
        let r = Referee {
            bin,
            dir,
            address: env.pipe_address.clone(),
            run_as: Some(ids),
            ca_file: env.ca_file.clone(),
            _tmp: None,
        };
        r.run(&["init"]);
        let key = std::fs::metadata(r.dir.join("referee.key")).unwrap();
        assert_eq!(key.permissions().mode() & 0o777, 0o600);
        r
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut c = Command::new(&self.bin);
        c.arg("--db").arg(self.dir.join("referee.db"));
        c.arg("--key-file").arg(self.dir.join("referee.key"));
        c.arg("--address").arg(&self.address);
        c.args(args);
        c.current_dir(&self.dir);
        for v in [
            "ESTAFETTE_CONFIG",
            "ESTAFETTE_DB",
            "ESTAFETTE_KEY_FILE",
            "ESTAFETTE_ADDRESS",
            "ESTAFETTE_MAILDIR_OUT",
        ] {
            c.env_remove(v);
        }
        c.env("SSL_CERT_FILE", &self.ca_file);
        c.stdin(Stdio::null());
        if let Some((uid, gid)) = self.run_as {
            c.uid(uid).gid(gid);
        }
        c
    }

    fn try_run(&self, args: &[&str]) -> Output {
        self.command(args).output().unwrap()
    }

    fn run(&self, args: &[&str]) -> String {
        let out = self.try_run(args);
        assert!(
            out.status.success(),
            "estafette {} failed ({}):\n{}{}",
            args.join(" "),
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn new_game(&self, kind: &str, moves_first: &str, env: &Env) -> String {
        self.new_game_with(kind, moves_first, env, &[])
    }

    /// [`Referee::new_game`] with more of `new`'s options (`--time 30d`).
    fn new_game_with(&self, kind: &str, moves_first: &str, env: &Env, more: &[&str]) -> String {
        let first = format!("Alice <{}>", env.alice.0);
        let second = format!("Bob <{}>", env.bob.0);
        let mut args = vec![
            "new",
            kind,
            "--first",
            &first,
            "--second",
            &second,
            "--moves-first",
            moves_first,
        ];
        args.extend(more);
        self.run(&args).trim().to_string()
    }

    /// The exported transcript and the state it replays to.
    fn state(&self, game: &str) -> (Transcript, GameState) {
        let json = self.run(&["export", game]);
        let t: Transcript = serde_json::from_str(&json).unwrap();
        let events: Vec<Event> = t
            .log
            .iter()
            .map(|e| Event::from_bytes(e.event.as_bytes()).unwrap())
            .collect();
        let st = GameState::replay(&events, [None, None]).unwrap();
        (t, st)
    }

    fn head(&self, game: &str) -> u64 {
        self.state(game).0.head.n
    }

    /// `send` through the given relay; returns (sent, to retry, failed).
    fn send(&self, relay: &[&str]) -> (usize, usize, usize) {
        let mut args = vec!["send"];
        args.extend_from_slice(relay);
        let out = self.try_run(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        let counts = parse_sent(&err).unwrap_or_else(|| panic!("no 'sent N, to retry N, failed N' in: {err}"));
        // Its status says how it went: 1 when a mail was given up on, 75
        // when some wait for a retry, 0 when everything was handed over.
        let expected = match counts {
            (_, _, failed) if failed > 0 => 1,
            (_, later, _) if later > 0 => 75,
            _ => 0,
        };
        assert_eq!(out.status.code(), Some(expected), "estafette send: {err}");
        counts
    }

    /// Write the referee's estafette.toml.
    fn config(&self, text: &str) {
        let p = self.dir.join("estafette.toml");
        std::fs::write(&p, text).unwrap();
        if let Some((uid, gid)) = self.run_as {
            std::os::unix::fs::chown(&p, Some(uid), Some(gid)).unwrap();
        }
    }

    /// Write a password file the referee's user can read.
    fn password_file(&self, name: &str, password: &str) -> String {
        let p = self.dir.join(name);
        std::fs::write(&p, format!("{password}\n")).unwrap();
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o600)).unwrap();
        if let Some((uid, gid)) = self.run_as {
            std::os::unix::fs::chown(&p, Some(uid), Some(gid)).unwrap();
        }
        p.to_string_lossy().into_owned()
    }

    /// `poll` over IMAP with `flags` (`--imap-host ...`). Until the command
    /// line has those options, the same is done through the library with
    /// the client under test (note printed once).
    fn poll_imap(&self, flags: &[String], cfg: &ImapConfig) {
        if cli_has("poll", "--imap-host") {
            let mut args = vec!["poll"];
            args.extend(flags.iter().map(String::as_str));
            self.run(&args);
            return;
        }
        static NOTE: std::sync::Once = std::sync::Once::new();
        NOTE.call_once(|| {
            eprintln!("note: this build's `poll` has no --imap-host: polling through estafette::mail::imap instead")
        });
        assert!(
            self.run_as.is_none(),
            "the library fallback runs as the test's own user"
        );
        let cli = estafette::cli::Cli::try_parse_from([
            "estafette",
            "--db",
            &self.dir.join("referee.db").to_string_lossy(),
            "--key-file",
            &self.dir.join("referee.key").to_string_lossy(),
            "--address",
            &self.address,
            "list",
        ])
        .unwrap();
        let (config, _) = estafette::cli::config(&cli.global).unwrap();
        let mut svc = Service::open(config).unwrap();
        // The library's client on plain IMAP (TLS is tested on its own below).
        let mut plain = cfg.clone();
        plain.host = "127.0.0.1".into();
        plain.tls = ImapTls::Plain;
        plain.port = 143;
        // As `poll` and `run` take it: grouped commits, then flags.
        let never = || false;
        let mut intake = estafette::service::ImapIntake::new(&mut svc, &never);
        let batch = intake.batch();
        imap::poll_grouped(&plain, batch, &mut intake).unwrap();
    }
}

fn parse_sent(stderr: &str) -> Option<(usize, usize, usize)> {
    let line = stderr.lines().find(|l| l.starts_with("sent "))?;
    let nums: Vec<usize> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .filter_map(|s| s.parse().ok())
        .collect();
    (nums.len() == 3).then(|| (nums[0], nums[1], nums[2]))
}

/// Whether `estafette SUB --help` mentions `flag`.
fn cli_has(sub: &str, flag: &str) -> bool {
    let out = crate::common::estafette_bin().args([sub, "--help"]).output().unwrap();
    String::from_utf8_lossy(&out.stdout).contains(flag)
}

// ---------------------------------------------------------------- a game

/// How the referee takes its mail in.
enum Intake<'a> {
    /// Postfix pipes it into `ingest`, which sends the replies at once.
    Pipe,
    /// `poll` reads its mailbox: these flags (one set per turn, in turn).
    Imap(&'a [Vec<String>], ImapConfig),
}

/// Play `game` to its end by mail: each turn the player to move reads the
/// referee's last mail, chooses a move (`choose_move` on the referee's
/// position) or, after `max_moves`, resigns, and mails it to the token
/// address; the referee takes it in and its replies go out (by `send`
/// through `relay`, or by `ingest` at once when Postfix pipes), and every
/// reply must arrive. Returns the number of turns and of mails, and (pipe)
/// how long each turn's reply took from Postfix to the player's mailbox.
fn play(
    referee: &Referee,
    players: &mut [Player; 2],
    env: &Env,
    game: &str,
    intake: &Intake<'_>,
    relay: &[&str],
    max_moves: usize,
) -> (usize, usize, Vec<Duration>) {
    let local = referee.address.split('@').next().unwrap().to_string();
    let pipe = matches!(intake, Intake::Pipe);
    let mut seed = 0x00e2_e5ee_d123_4567u64;
    let mut turns = 0usize;
    let mut latencies = Vec::new();
    let earlier = counts(players, game).iter().sum::<usize>();
    // What is queued already (the invitations, or the replies to a turn
    // played before).
    let before = counts(players, game);
    let mut mails = match pipe {
        true => replies_at_once(referee, players, game, before, relay, referee.head(game)).len(),
        false => replies_by_send(referee, players, game, before, relay, "the start").len(),
    };
    loop {
        let (t, st) = referee.state(game);
        if st.is_over() {
            break;
        }
        assert!(turns <= max_moves + 2, "the game did not end");
        let pos = st.position.clone().expect("a position");
        let side = pos.side_to_move();
        let body = if turns >= max_moves {
            "RESIGN".to_string()
        } else {
            choose_move(&pos, &mut seed).unwrap_or_else(|| "RESIGN".into())
        };
        let player = &players[side.index()];
        let last = *player
            .game_mail(game)
            .last()
            .expect("the player has the referee's mail");
        let (to, raw) = reply_mail(player, last, &body, turns);
        assert!(
            to.starts_with(&format!("{local}+")),
            "the reply address {to} carries a token"
        );
        let before = counts(players, game);
        let into_postfix = Instant::now();
        smtp_send(env, &player.address, &to, &raw);
        if turns == 1 && pipe {
            // The same mail again (an MTA retry, a resend): taken in once.
            smtp_send(env, &player.address, &to, &raw);
        }
        let head = t.head.n;
        if pipe {
            latencies.push(wait_for_reply(&mut players[side.index()], game, head, into_postfix));
        }
        wait_until(&format!("the referee to take in turn {turns} ({body})"), WAIT, || {
            if let Intake::Imap(flags, cfg) = intake {
                referee.poll_imap(&flags[turns % flags.len()], cfg);
            }
            (referee.head(game) > head).then_some(())
        });
        if turns == 1 && pipe {
            wait_until("Postfix's queue to empty", WAIT, || postfix_queue_empty().then_some(()));
            assert_eq!(referee.head(game), head + 1, "the mail delivered twice is applied once");
        }
        let n = referee.head(game);
        let what = format!("turn {turns}");
        let new = match pipe {
            true => replies_at_once(referee, players, game, before, relay, n),
            false => replies_by_send(referee, players, game, before, relay, &what),
        };
        let head_line = format!("Log-Head: {game} {n} ");
        for m in &new {
            assert!(
                m.text.contains(&head_line),
                "{what}: the mail ends with {head_line}:\n{}",
                m.text
            );
        }
        mails += new.len();
        turns += 1;
    }
    // Every mail arrived once.
    let ids: Vec<String> = players
        .iter()
        .flat_map(|p| p.game_mail(game))
        .map(|m| m.message_id.clone().unwrap_or_default())
        .collect();
    let unique: BTreeSet<&String> = ids.iter().collect();
    assert_eq!(ids.len(), earlier + mails, "as many mails arrived as were sent");
    assert_eq!(unique.len(), ids.len(), "no mail arrived twice");
    (turns, mails, latencies)
}

/// The referee's replies handed over by `send` through `relay`, each
/// accepted, all arrived; returns the new mails since `before`.
fn replies_by_send(
    referee: &Referee,
    players: &mut [Player; 2],
    game: &str,
    before: [usize; 2],
    relay: &[&str],
    what: &str,
) -> Vec<Mail> {
    let (sent, later, failed) = referee.send(relay);
    assert_eq!((later, failed), (0, 0), "{what}: every reply accepted by the relay");
    assert!(sent >= 1, "{what}: the referee answers");
    wait_for_mail(players, game, before, sent)
}

/// The referee's replies handed over by `ingest` at once: each player has
/// the mail of head `n`, `send` finds nothing left, and once Postfix's
/// queue is empty, the new mails since `before` are returned.
fn replies_at_once(
    referee: &Referee,
    players: &mut [Player; 2],
    game: &str,
    before: [usize; 2],
    relay: &[&str],
    n: u64,
) -> Vec<Mail> {
    let head_line = format!("Log-Head: {game} {n} ");
    wait_until(&format!("both players' mail of {game} at {n}"), WAIT, || {
        let got = players.iter_mut().zip(before).all(|(p, b)| {
            p.fetch();
            p.game_mail(game)[b..].iter().any(|m| m.text.contains(&head_line))
        });
        got.then_some(())
    });
    assert_eq!(referee.send(relay), (0, 0, 0), "ingest sent every reply at once");
    wait_until("Postfix's queue to empty", WAIT, || postfix_queue_empty().then_some(()));
    players.iter_mut().for_each(|p| {
        p.fetch();
    });
    let mut out = Vec::new();
    for (p, b) in players.iter().zip(before) {
        out.extend(p.game_mail(game)[b..].iter().map(|m| (*m).clone()));
    }
    out
}

/// Wait for the referee's answer to `player`'s mail (one after the head
/// `head`), sent at once by the pipe's `ingest`; returns how long it took
/// since `since`, when the player's mail went into Postfix.
fn wait_for_reply(player: &mut Player, game: &str, head: u64, since: Instant) -> Duration {
    let prefix = format!("Log-Head: {game} ");
    let after = |m: &&Mail| {
        let at = m.text.find(&prefix).map(|i| &m.text[i + prefix.len()..]).unwrap_or("");
        let digits: String = at.chars().take_while(char::is_ascii_digit).collect();
        digits.parse::<u64>().is_ok_and(|n| n > head)
    };
    let what = format!(
        "{}'s answer sent at once by ingest (the pipe runs in its data folder and reads the relay from \
         estafette.toml there: is the pipe from .ci/mail-servers.sh current?)",
        player.name
    );
    wait_until(&what, WAIT, || {
        player.fetch();
        player.game_mail(game).iter().any(after).then(|| since.elapsed())
    })
}

/// The game's transcript, exported and verified offline, and the audit.
fn verify_and_audit(referee: &Referee, game: &str) -> String {
    let (t, st) = referee.state(game);
    assert!(st.is_over(), "{game} is over");
    let json = referee.run(&["export", game]);
    let file = std::env::temp_dir().join(format!("mail-e2e-{game}-{}.json", std::process::id()));
    std::fs::write(&file, json).unwrap();
    let out = crate::common::estafette_bin()
        .arg("verify")
        .arg(&file)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&file);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success() && text.starts_with("verified"),
        "verify: {text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains(&t.head.head), "verify names the head");
    let audit = referee.run(&["audit"]);
    assert!(audit.contains("agree"), "{audit}");
    text
}

fn postfix_queue_empty() -> bool {
    Command::new("postqueue")
        .arg("-j")
        .output()
        .map(|o| o.stdout.is_empty())
        .unwrap_or(false)
}

// ---------------------------------------------------------------- the tests

/// Postfix pipes the referee's mail into `estafette ingest`, run as the
/// unprivileged pipe user; a whole game of Strand by mail; a message the
/// pipe cannot take in (key file unreadable: exit 75) is kept by Postfix and
/// taken in, once, when retried; a mail delivered twice is applied once;
/// every reply goes out from `ingest` at once, within 10 s of the move.
#[test]
fn a_game_through_the_postfix_pipe() {
    let Some((_lock, env)) = setup("a_game_through_the_postfix_pipe") else {
        return;
    };
    let start = Instant::now();
    let referee = Referee::piped(&env);
    let mut players = [
        Player::new(&env, "Alice", &env.alice),
        Player::new(&env, "Bob", &env.bob),
    ];
    let game = referee.new_game("strand", "first", &env);
    let port = env.smtp_port.to_string();
    // The pipe runs in the data folder: its `ingest` reads this relay and
    // sends the replies at once.
    referee.config(&format!(
        "[smtp]\nhost = \"{}\"\nport = {port}\ntls = \"none\"\n",
        env.host
    ));
    let relay = [
        "--smtp-host",
        env.host.as_str(),
        "--smtp-port",
        port.as_str(),
        "--smtp-tls",
        "none",
    ];

    // One turn by hand first, with the pipe failing: exit 75, kept, retried.
    let before = counts(&players, &game);
    let (sent, _, _) = referee.send(&relay);
    wait_for_mail(&mut players, &game, before, sent);
    let (t, st) = referee.state(&game);
    let pos = st.position.clone().unwrap();
    let side = pos.side_to_move();
    let mut seed = 7u64;
    let mv = choose_move(&pos, &mut seed).unwrap();
    let player = &players[side.index()];
    let (to, raw) = reply_mail(player, player.game_mail(&game).last().unwrap(), &mv, 100);
    let key = referee.dir.join("referee.key");
    std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o000)).unwrap();
    smtp_send(&env, &player.address, &to, &raw);
    let queued = wait_until("Postfix to defer the message the pipe could not take in", WAIT, || {
        let q = Command::new("postqueue").arg("-j").output().unwrap();
        let q = String::from_utf8_lossy(&q.stdout).into_owned();
        (q.contains(&to) && q.contains("delay_reason")).then_some(q)
    });
    assert!(
        queued.contains("key file"),
        "the pipe's exit 75 kept the message, with its reason: {queued}"
    );
    std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o600)).unwrap();
    assert!(Command::new("postqueue").arg("-f").status().unwrap().success());
    wait_until("the deferred move to be taken in on retry", WAIT, || {
        (referee.head(&game) > t.head.n).then_some(())
    });
    wait_until("Postfix's queue to empty", WAIT, || postfix_queue_empty().then_some(()));
    assert_eq!(
        referee.state(&game).0.log.len(),
        t.log.len() + 1,
        "the retried move is applied once"
    );

    let (turns, mails, mut latencies) = play(&referee, &mut players, &env, &game, &Intake::Pipe, &relay, 16);
    let verified = verify_and_audit(&referee, &game);
    eprintln!(
        "[mail_e2e] pipe: {game}: {} turns, {mails} mails, {:.1?}; {}",
        turns + 1,
        start.elapsed(),
        verified.trim()
    );
    // From a player's mail entering Postfix to the referee's answer in
    // that player's mailbox, through the pipe and ingest's sending at once.
    latencies.sort();
    let max = *latencies.last().expect("turns were played");
    eprintln!(
        "[mail_e2e] pipe: reply in the player's mailbox after {:.2?} (median), {:.2?} (least), {max:.2?} (most), over {} turns",
        latencies[latencies.len() / 2],
        latencies[0],
        latencies.len()
    );
    assert!(
        max <= Duration::from_secs(10),
        "a reply took {max:.2?} (over 10 s): {latencies:?}"
    );
}

/// Postfix delivers the referee's mail to its Dovecot mailbox and
/// `estafette poll` reads it over IMAP (implicit TLS, STARTTLS and plain in
/// turn); replies go out through the submission port (STARTTLS, login).
/// A whole game of L'Assaut by mail.
#[test]
fn a_game_through_the_referees_imap_mailbox() {
    let Some((_lock, env)) = setup("a_game_through_the_referees_imap_mailbox") else {
        return;
    };
    let start = Instant::now();
    let referee = Referee::local(&env, &env.referee.0);
    // Old mail in the referee's mailbox is not this game's.
    let drain = imap_cfg(&env, &env.referee);
    imap::poll(&drain, &mut |_| Ok(())).unwrap();
    let mut players = [
        Player::new(&env, "Alice", &env.alice),
        Player::new(&env, "Bob", &env.bob),
    ];
    // With a clock, so that deadline mails carry their calendar event.
    let game = referee.new_game_with("assaut", "second", &env, &["--time", "30d"]);
    let pw = referee.password_file("referee.pw", &env.referee.1);
    let user = env.referee.0.clone();
    let imap_flags = |host: &str, port: u16, tls: &str| -> Vec<String> {
        [
            "--imap-host",
            host,
            "--imap-port",
            &port.to_string(),
            "--imap-tls",
            tls,
            "--imap-user",
            &user,
            "--imap-password-file",
            &pw,
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    };
    let flags = [
        imap_flags(&env.tls_host, env.imaps_port, "implicit"),
        imap_flags(&env.tls_host, env.imap_port, "starttls"),
        imap_flags(&env.host, env.imap_port, "plain"),
    ];
    let sub = env.submission_port.to_string();
    let relay = [
        "--smtp-host",
        env.tls_host.as_str(),
        "--smtp-port",
        sub.as_str(),
        "--smtp-tls",
        "starttls",
        "--smtp-user",
        user.as_str(),
        "--smtp-password-file",
        pw.as_str(),
    ];
    let (turns, mails, _) = play(
        &referee,
        &mut players,
        &env,
        &game,
        &Intake::Imap(&flags, drain),
        &relay,
        16,
    );
    calendars_arrived_intact(&players, &game);
    let verified = verify_and_audit(&referee, &game);
    eprintln!(
        "[mail_e2e] imap: {game}: {turns} turns, {mails} mails, {:.1?}; {}",
        start.elapsed(),
        verified.trim()
    );
}

/// Each player's calendar events of `game` arrived whole: each parses (the
/// `ical` crate) as one event with CRLF lines of at most 75 octets, one UID
/// for all of a player's mails, and the last is its cancellation.
fn calendars_arrived_intact(players: &[Player; 2], game: &str) {
    for p in players {
        let files: Vec<&Vec<u8>> = p.game_mail(game).iter().flat_map(|m| &m.calendars).collect();
        assert!(files.len() >= 2, "{} got {} calendar files", p.name, files.len());
        let mut uids = BTreeSet::new();
        let mut last_method = String::new();
        for raw in files {
            let text = std::str::from_utf8(raw).expect("UTF-8");
            assert!(
                text.split("\r\n").all(|l| l.len() <= 75) && text.ends_with("END:VCALENDAR\r\n"),
                "{text}"
            );
            let cal = ical::IcalParser::new(raw.as_slice())
                .next()
                .expect("a calendar")
                .expect("it parses");
            let prop = |props: &[ical::property::Property], name: &str| {
                props
                    .iter()
                    .find(|p| p.name == name)
                    .and_then(|p| p.value.clone())
                    .unwrap_or_default()
            };
            let [event] = cal.events.as_slice() else {
                panic!("one event: {text}")
            };
            uids.insert(prop(&event.properties, "UID"));
            last_method = prop(&cal.properties, "METHOD");
        }
        assert_eq!(uids.len(), 1, "{}: one event for the game: {uids:?}", p.name);
        assert_eq!(last_method, "CANCEL", "{}: the end cancels it", p.name);
    }
}

/// `send` over implicit TLS (port 465, TLS from the first byte, then
/// login): the invitations reach both players' mailboxes, and a wrong
/// password keeps them queued instead of losing them.
#[test]
fn replies_go_out_over_implicit_tls_with_login() {
    let Some((_lock, env)) = setup("replies_go_out_over_implicit_tls_with_login") else {
        return;
    };
    let referee = Referee::local(&env, &env.referee.0);
    let mut players = [
        Player::new(&env, "Alice", &env.alice),
        Player::new(&env, "Bob", &env.bob),
    ];
    let game = referee.new_game("strand", "first", &env);
    let user = env.referee.0.clone();
    let port = env.smtps_port.to_string();
    let wrong = referee.password_file("wrong.pw", "not-the-password");
    let relay = |pw: &str| -> Vec<String> {
        [
            "--smtp-host",
            env.tls_host.as_str(),
            "--smtp-port",
            port.as_str(),
            "--smtp-tls",
            "implicit",
            "--smtp-user",
            user.as_str(),
            "--smtp-password-file",
            pw,
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    };
    let refused = relay(&wrong);
    let refused: Vec<&str> = refused.iter().map(String::as_str).collect();
    let (sent, later, failed) = referee.send(&refused);
    assert_eq!(sent, 0, "nothing is sent with a wrong password");
    assert_eq!(
        later + failed,
        2,
        "both invitations are kept or recorded, never lost silently"
    );
    assert_eq!(
        later, 2,
        "a refused login is retried later: {later} to retry, {failed} failed"
    );

    let pw = referee.password_file("referee.pw", &env.referee.1);
    let good = relay(&pw);
    let good: Vec<&str> = good.iter().map(String::as_str).collect();
    let args: Vec<&str> = good.iter().copied().chain(["--retry-now"]).collect();
    assert_eq!(
        referee.send(&args),
        (2, 0, 0),
        "both invitations go out over implicit TLS"
    );
    let mails = wait_for_mail(&mut players, &game, [0, 0], 2);
    assert_eq!(mails.len(), 2);
}

/// Restarts Postfix if a test stopped it, even when the test fails.
struct PostfixBack;

impl Drop for PostfixBack {
    fn drop(&mut self) {
        if !Command::new("postfix")
            .arg("status")
            .output()
            .is_ok_and(|o| o.status.success())
        {
            let _ = Command::new("postfix").arg("start").output();
        }
    }
}

fn smtp_answers(env: &Env) -> bool {
    TcpStream::connect_timeout(
        &format!("{}:{}", env.host, env.smtp_port).parse().unwrap(),
        Duration::from_secs(2),
    )
    .is_ok()
}

/// The SMTP server down while replies are queued: `send` keeps them all
/// (to retry); with the server back, each arrives exactly once.
#[test]
fn replies_queued_while_the_smtp_server_is_down_arrive_exactly_once() {
    let Some((_lock, env)) = setup("replies_queued_while_the_smtp_server_is_down_arrive_exactly_once") else {
        return;
    };
    let start = Instant::now();
    let referee = Referee::local(&env, &env.referee.0);
    let mut players = [
        Player::new(&env, "Alice", &env.alice),
        Player::new(&env, "Bob", &env.bob),
    ];
    let boxes = [
        status_messages(&env, &env.alice, "INBOX"),
        status_messages(&env, &env.bob, "INBOX"),
    ];
    let games = [
        referee.new_game("strand", "first", &env),
        referee.new_game("assaut", "second", &env),
    ];
    let port = env.smtp_port.to_string();
    let relay = [
        "--smtp-host",
        env.host.as_str(),
        "--smtp-port",
        port.as_str(),
        "--smtp-tls",
        "none",
    ];

    let _back = PostfixBack;
    assert!(Command::new("postfix").arg("stop").status().unwrap().success());
    wait_until("Postfix to stop", WAIT, || (!smtp_answers(&env)).then_some(()));
    let (sent, later, failed) = referee.send(&relay);
    assert_eq!(
        (sent, later, failed),
        (0, 4, 0),
        "all four invitations kept for a retry"
    );
    // Still queued: a run while the server is down sends and fails nothing.
    // (The reply that was tried waits for its retry time; after a failure
    // to connect, a run stops, so the untried ones stay due and are counted
    // "to retry" again.)
    let (sent, later, failed) = referee.send(&relay);
    assert_eq!(
        (sent, failed),
        (0, 0),
        "nothing sent or given up while the server is down"
    );
    assert!(later <= 4, "{later} to retry");

    assert!(Command::new("postfix").arg("start").status().unwrap().success());
    wait_until("Postfix to answer again", WAIT, || smtp_answers(&env).then_some(()));
    let sent = if cli_has("send", "--retry-now") {
        let mut args = relay.to_vec();
        args.push("--retry-now");
        referee.send(&args).0
    } else {
        // Until `send` can be told to retry now: the library, with the clock
        // moved past the retry time.
        let cli = estafette::cli::Cli::try_parse_from([
            "estafette",
            "--db",
            &referee.dir.join("referee.db").to_string_lossy(),
            "--key-file",
            &referee.dir.join("referee.key").to_string_lossy(),
            "--address",
            &referee.address,
            "list",
        ])
        .unwrap();
        let (config, _) = estafette::cli::config(&cli.global).unwrap();
        let mut svc = Service::open(config).unwrap();
        let later = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs() as i64
            + 3600;
        svc.now = Box::new(move || later);
        let t = SmtpTransport::new(&SmtpConfig {
            host: env.host.clone(),
            port: env.smtp_port,
            tls: SmtpTls::None,
            user: None,
            password: None,
            timeout: Duration::from_secs(20),
            hello_name: None,
        })
        .unwrap();
        svc.send(&t).unwrap().0
    };
    assert_eq!(sent, 4, "every kept reply sent once the server is back");
    assert_eq!(referee.send(&relay), (0, 0, 0), "nothing left to send");

    for g in &games {
        wait_for_mail(&mut players, g, [0, 0], 2);
    }
    // Give a duplicate time to show up, then count again, by STATUS too.
    std::thread::sleep(Duration::from_secs(1));
    wait_until("Postfix's queue to empty", WAIT, || postfix_queue_empty().then_some(()));
    for p in players.iter_mut() {
        p.fetch();
    }
    for g in &games {
        assert_eq!(counts(&players, g), [1, 1], "{g}: one invitation each, exactly");
    }
    assert_eq!(status_messages(&env, &env.alice, "INBOX"), boxes[0] + 2);
    assert_eq!(status_messages(&env, &env.bob, "INBOX"), boxes[1] + 2);
    eprintln!(
        "[mail_e2e] outage: 4 replies kept, then delivered once each, {:.1?}",
        start.elapsed()
    );
}

/// The IMAP client over TLS against Dovecot: the test CA is not trusted
/// until SSL_CERT_FILE names it (a permanent error, nothing taken); then
/// implicit TLS and STARTTLS; a handler failure leaves the message for the
/// next poll; moving to a folder.
#[test]
fn the_imap_client_against_dovecot() {
    let Some((_lock, env)) = setup("the_imap_client_against_dovecot") else {
        return;
    };
    let start = Instant::now();
    let mut cfg = imap_cfg(&env, &env.bob);
    imap::poll(&cfg, &mut |_| Ok(())).unwrap();
    let mail = |subject: &str| {
        format!("From: <{a}>\r\nTo: <{b}>\r\nSubject: {subject}\r\nMessage-ID: <{subject}-{n}@example.org>\r\n\r\nbody of {subject}\r\n", a = env.alice.0, b = env.bob.0, n = std::process::id())
    };
    let deliver = |subject: &str| {
        smtp_send(&env, &env.alice.0, &env.bob.0, mail(subject).as_bytes());
    };
    let take = |cfg: &ImapConfig| -> Vec<String> {
        let mut got = Vec::new();
        imap::poll(cfg, &mut |raw| {
            got.push(parse_mail(raw).subject);
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
        got
    };
    let wait_take = |cfg: &ImapConfig, subject: &str| {
        wait_until(&format!("'{subject}' over IMAP"), WAIT, || {
            let got = take(cfg);
            (!got.is_empty()).then(|| assert_eq!(got, vec![subject.to_string()]))
        })
    };

    cfg.host = env.tls_host.clone();
    cfg.port = env.imaps_port;
    cfg.tls = ImapTls::Implicit;
    // Trust only the public CAs first: the test CA's certificate is refused
    // (permanent: the operator must act), and nothing is taken.
    let public = "/etc/ssl/certs/ca-certificates.crt";
    std::env::remove_var("SSL_CERT_DIR");
    std::env::set_var("SSL_CERT_FILE", public);
    deliver("untrusted");
    std::thread::sleep(Duration::from_millis(300));
    let err = imap::poll(&cfg, &mut |_| panic!("nothing is taken over an untrusted connection")).unwrap_err();
    assert!(!err.temporary && err.message.contains("certificate"), "{err}");
    // From here on this process trusts the test CA (the tests in this file
    // run one at a time, under the lock, so nothing else reads the
    // environment meanwhile).
    std::env::set_var("SSL_CERT_FILE", &env.ca_file);
    wait_take(&cfg, "untrusted");
    deliver("implicit");
    wait_take(&cfg, "implicit");

    cfg.port = env.imap_port;
    cfg.tls = ImapTls::StartTls;
    deliver("starttls");
    wait_take(&cfg, "starttls");

    // A failing handler: left unseen, offered again.
    deliver("retry-me");
    let mut tries = 0;
    let err = wait_until("'retry-me' to arrive", WAIT, || {
        let r = imap::poll(&cfg, &mut |_| {
            tries += 1;
            Err(Inner::of(&ServiceError::Stopping))
        });
        (tries > 0).then_some(r)
    })
    .expect_err("a failing handler is reported");
    assert!(
        err.temporary && err.message.contains(": the referee is stopping"),
        "{err}"
    );
    assert_eq!(take(&cfg), vec!["retry-me".to_string()], "the message stayed unseen");

    // Move to another folder.
    let processed = status_messages(&env, &env.bob, "Processed");
    let inbox = status_messages(&env, &env.bob, "INBOX");
    cfg.after = ImapAfter::Move("Processed".into());
    deliver("move-me");
    wait_take(&cfg, "move-me");
    assert_eq!(status_messages(&env, &env.bob, "Processed"), processed + 1);
    assert_eq!(
        status_messages(&env, &env.bob, "INBOX"),
        inbox,
        "moved out of the INBOX"
    );

    // A grouped poll: the sizes asked once, the messages fetched a batch
    // (3) at a time, each batch committed, then moved in one command.
    struct Batches {
        subjects: Vec<String>,
        commits: Vec<usize>,
    }
    impl imap::Intake for Batches {
        fn take(&mut self, raw: &[u8]) -> Result<(), Inner> {
            self.subjects.push(parse_mail(raw).subject);
            Ok(())
        }
        fn commit(&mut self) -> Result<(), Inner> {
            self.commits.push(self.subjects.len());
            Ok(())
        }
    }
    let names: Vec<String> = (1..=7).map(|i| format!("grouped-{i}")).collect();
    for n in &names {
        deliver(n);
    }
    wait_until("the 7 grouped mails in the INBOX", WAIT, || {
        (status_messages(&env, &env.bob, "INBOX") >= inbox + 7).then_some(())
    });
    let mut got = Batches {
        subjects: Vec::new(),
        commits: Vec::new(),
    };
    assert_eq!(imap::poll_grouped(&cfg, 3, &mut got).unwrap(), 7);
    got.subjects.sort();
    assert_eq!(got.subjects, names, "each message taken once");
    assert_eq!(got.commits, [3, 6, 7], "committed a batch at a time");
    assert_eq!(status_messages(&env, &env.bob, "Processed"), processed + 8);
    assert_eq!(
        status_messages(&env, &env.bob, "INBOX"),
        inbox,
        "all moved out of the INBOX"
    );
    assert!(take(&cfg).is_empty(), "nothing left unseen");

    // The wrong password: permanent, and said so.
    let mut bad = cfg.clone();
    bad.password = "not-the-password".into();
    let err = imap::poll(&bad, &mut |_| Ok(())).unwrap_err();
    assert!(!err.temporary && err.message.contains("login"), "{err}");
    eprintln!(
        "[mail_e2e] imap client: implicit TLS, STARTTLS, retry, move, {:.1?}",
        start.elapsed()
    );
}
