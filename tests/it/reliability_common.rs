//! Shared helpers for the reliability tests (`tests/reliability_*.rs`): a
//! referee folder driven through the real `estafette` binary (key file with a
//! fixed key so reply tokens can be computed here, `estafette.toml`, SQLite
//! database), player mails, planned move sequences, child processes run with
//! a time limit and their peak memory measured, SIGKILL at a chosen moment,
//! and a normalised view of the database to compare two runs.
#![allow(dead_code)]

use estafette::games::any::{AnyOptions, AnyPosition, GameKind, OptionsSpec};
use estafette::games::lattaque::{self, Army};
use estafette::games::Side;
use estafette::keys::keyfile::KeyFile;
use estafette::service::{Config, Service};
use estafette::store::Queries;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub const KEY_HEX: &str = "8899aabbccddeeff00112233445566770f1e2d3c4b5a69788796a5b4c3d2e1f0";
pub const ADDRESS: &str = "referee@example.net";
pub const ALICE: &str = "alice@example.org";
pub const BOB: &str = "bob@example.org";

/// L'Attaque armies, legal under both variants.
pub use crate::common::{Rng, ARMY_NORTH, ARMY_SOUTH};

/// The seed for a randomised test: `ESTAFETTE_TEST_SEED` if set, else the
/// given default. Printed so a failure can be replayed.
pub fn seed(default: u64) -> u64 {
    let s = std::env::var("ESTAFETTE_TEST_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    eprintln!("test seed: {s} (set ESTAFETTE_TEST_SEED to repeat)");
    s
}

pub fn write_key(path: &Path) {
    use std::os::unix::fs::OpenOptionsExt;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
        .unwrap();
    writeln!(f, "{KEY_HEX}").unwrap();
}

/// A referee folder: `estafette.toml`, `referee.key`, `referee.db`.
pub struct Referee {
    pub dir: tempfile::TempDir,
}

impl Referee {
    /// A fresh folder, initialised with `estafette init`. `extra_config` is
    /// appended to `estafette.toml` (e.g. `error_replies_per_hour = 5`).
    pub fn new(extra_config: &str) -> Referee {
        let dir = tempfile::tempdir().unwrap();
        write_key(&dir.path().join("referee.key"));
        std::fs::write(
            dir.path().join("estafette.toml"),
            format!("db = \"referee.db\"\nkey_file = \"referee.key\"\naddress = \"{ADDRESS}\"\n{extra_config}\n"),
        )
        .unwrap();
        let r = Referee { dir };
        r.ok(&["init"]);
        // The same instance name in every folder, as the same key: the same
        // mail then gets the same Message-ID in each, so that runs compare.
        rusqlite::Connection::open(r.path().join("referee.db"))
            .unwrap()
            .execute("UPDATE meta SET value = 'reliability' WHERE key = 'instance'", [])
            .unwrap();
        r
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// The binary, run in the referee folder, with no ESTAFETTE_* variable
    /// from the environment leaking in.
    pub fn cmd(&self) -> Command {
        let mut c = crate::common::estafette_bin();
        for (k, _) in std::env::vars_os() {
            if k.to_string_lossy().starts_with("ESTAFETTE_") {
                c.env_remove(k);
            }
        }
        c.current_dir(self.path());
        c
    }

    /// Run a subcommand to completion (stdin empty); panics if it fails.
    pub fn ok(&self, args: &[&str]) -> String {
        let o = self.cmd().args(args).stdin(Stdio::null()).output().unwrap();
        assert!(
            o.status.success(),
            "estafette {args:?} failed ({:?}):\n{}{}",
            o.status,
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        );
        String::from_utf8_lossy(&o.stdout).into_owned()
    }

    /// Create a game with `new`; the first player (Alice) moves first.
    pub fn new_game(&self, kind: &str) -> String {
        self.ok(&[
            "new",
            kind,
            "--first",
            &format!("Alice <{ALICE}>"),
            "--second",
            &format!("Bob <{BOB}>"),
            "--moves-first",
            "first",
        ])
        .trim()
        .to_string()
    }

    /// The referee's settings, as the tests' in-process readers use them.
    pub fn config(&self) -> Config {
        Config::new(self.path().join("referee.db"), self.path().join("referee.key"), ADDRESS)
    }

    /// An in-process view of the same database (for reading and `audit`).
    pub fn service(&self) -> Service {
        Service::open(self.config()).unwrap()
    }

    /// `ingest` one message on stdin, with extra environment variables.
    pub fn ingest(&self, raw: &[u8], env: &[(&str, &str)]) -> Run {
        let mut c = self.cmd();
        c.arg("ingest");
        for (k, v) in env {
            c.env(k, v);
        }
        run_measured(c, raw, Duration::from_secs(60))
    }
}

/// The reply address of `side` in `game` (the token made with the test key),
/// issued at a log position past any these tests reach: the mails planned
/// ahead of a game are all fresh, whatever was applied before them.
pub fn reply_address(game: &str, side: Side) -> String {
    let key = KeyFile::from_bytes(estafette::protocol::encode::hex_decode32(KEY_HEX).unwrap());
    let player = if side == Side::First { 1 } else { 2 };
    let tok = estafette::protocol::token::make_at(&key.token_key(), game, player, 1_000_000).unwrap();
    format!("referee+{tok}@example.net")
}

pub fn address_of(side: Side) -> &'static str {
    if side == Side::First {
        ALICE
    } else {
        BOB
    }
}

/// A plain-text mail as a mail client writes it, with the command lines
/// above a quoted previous mail. `message_id` None: no Message-ID header.
pub fn mail(from: &str, to: &str, message_id: Option<&str>, body: &str) -> Vec<u8> {
    let mid = message_id.map(|m| format!("Message-ID: <{m}>\r\n")).unwrap_or_default();
    format!(
        "Return-Path: <{from}>\r\nFrom: <{from}>\r\nTo: <{to}>\r\nSubject: Re: your move\r\n\
         Date: Wed, 18 Nov 2026 10:00:00 +0000\r\n{mid}MIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{body}\r\n\r\n\
         On Tue, 17 Nov 2026, Estafette referee wrote:\r\n> previous mail\r\n",
        body = body.replace('\n', "\r\n"),
    )
    .into_bytes()
}

/// A player's mail to the referee for `game`.
pub fn player_mail(game: &str, side: Side, message_id: &str, body: &str) -> Vec<u8> {
    mail(address_of(side), &reply_address(game, side), Some(message_id), body)
}

/// What a game's players send, in order: (sender, body). L'Attaque starts
/// with both armies; then up to `plies` moves chosen by the demo's player
/// from `seed`, the first player (Alice) moving first.
pub fn plan_game(kind: GameKind, plies: usize, seed: u64) -> Vec<(Side, String)> {
    let opts = AnyOptions::build(kind, &OptionsSpec::default()).unwrap();
    let mut out = Vec::new();
    let mut pos = match &opts {
        AnyOptions::Lattaque(o) => {
            out.push((Side::First, format!("SETUP\n{ARMY_SOUTH}")));
            out.push((Side::Second, format!("SETUP\n{ARMY_NORTH}")));
            let s = Army::parse(ARMY_SOUTH, Side::First, o).unwrap();
            let n = Army::parse(ARMY_NORTH, Side::Second, o).unwrap();
            AnyPosition::Lattaque(lattaque::Position::from_armies(*o, &s, &n, Side::First))
        }
        other => AnyPosition::start(other, Side::First).unwrap(),
    };
    let mut st = seed;
    for _ in 0..plies {
        let Some(m) = estafette::demo::choose_move(&pos, &mut st) else {
            break;
        };
        let side = pos.side_to_move();
        pos = pos.play_text(&m).unwrap().0;
        out.push((side, m));
        if pos.outcome().is_some() {
            break;
        }
    }
    out
}

/// How a child process ended.
#[derive(Clone, Debug)]
pub struct Run {
    /// The exit status, if it exited.
    pub code: Option<i32>,
    /// The signal that ended it, if one did.
    pub signal: Option<i32>,
    /// It ran past the time limit and was killed.
    pub timed_out: bool,
    /// Peak resident memory, in KiB: the child's `VmHWM` (high-water mark
    /// of its own address space, so not the test process's, which a
    /// vfork-then-exec child's `ru_maxrss` would include), read every
    /// millisecond until it exits; it can miss only the last millisecond.
    pub max_rss_kib: i64,
    pub elapsed: Duration,
    pub stdout: String,
    pub stderr: String,
}

extern "C" {
    fn waitpid(pid: i32, status: *mut i32, options: i32) -> i32;
}

const WNOHANG: i32 = 1;

/// `VmHWM` of a running process, in KiB.
fn vm_hwm(pid: i32) -> Option<i64> {
    let s = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = s.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Run `cmd` with `stdin` as its standard input; kill it after `limit`.
/// Measures the child's own peak memory (see [`Run::max_rss_kib`]).
pub fn run_measured(mut cmd: Command, stdin: &[u8], limit: Duration) -> Run {
    let out = tempfile::NamedTempFile::new().unwrap();
    let err = tempfile::NamedTempFile::new().unwrap();
    cmd.stdin(Stdio::piped())
        .stdout(out.reopen().unwrap())
        .stderr(err.reopen().unwrap());
    let start = Instant::now();
    let mut child = cmd.spawn().unwrap();
    let pid = child.id() as i32;
    let mut sin = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    // A child that stops reading early gets EPIPE here, which is fine.
    let writer = std::thread::spawn(move || {
        let _ = sin.write_all(&data);
    });
    let mut timed_out = false;
    let mut status = 0i32;
    let mut hwm = 0;
    loop {
        // Read before reaping: once reaped, /proc/<pid> is gone.
        if let Some(k) = vm_hwm(pid) {
            hwm = hwm.max(k);
        }
        // SAFETY: waitpid only writes one int into `status`.
        let r = unsafe { waitpid(pid, &mut status, WNOHANG) };
        if r == pid {
            break;
        }
        assert!(r == 0, "waitpid failed: {}", std::io::Error::last_os_error());
        if !timed_out && start.elapsed() > limit {
            timed_out = true;
            let _ = child.kill();
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let elapsed = start.elapsed();
    let _ = writer.join();
    // Reaped by waitpid above: do not let std wait for it again.
    std::mem::forget(child);
    let (code, signal) = if status & 0x7f == 0 {
        (Some((status >> 8) & 0xff), None)
    } else {
        (None, Some(status & 0x7f))
    };
    Run {
        code,
        signal,
        timed_out,
        max_rss_kib: hwm,
        elapsed,
        stdout: std::fs::read_to_string(out.path()).unwrap_or_default(),
        stderr: std::fs::read_to_string(err.path()).unwrap_or_default(),
    }
}

/// How a process run under [`run_and_kill_after`] ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    Exited(i32),
    Killed,
}

/// Start `cmd` (stdin from `stdin`), SIGKILL it after `delay` unless it has
/// finished by then.
pub fn run_and_kill_after(mut cmd: Command, stdin: &[u8], delay: Duration) -> Ended {
    cmd.stdin(Stdio::piped()).stdout(Stdio::null()).stderr(Stdio::null());
    let mut child = cmd.spawn().unwrap();
    let mut sin = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = sin.write_all(&data);
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() >= delay {
            let _ = child.kill();
            break child.wait().unwrap();
        }
        std::thread::sleep(Duration::from_micros(300));
    };
    let _ = writer.join();
    match status.code() {
        Some(c) => Ended::Exited(c),
        None => Ended::Killed,
    }
}

/// A Maildir with `tmp/`, `new/`, `cur/`.
pub fn maildir(path: &Path) -> PathBuf {
    for sub in ["tmp", "new", "cur"] {
        std::fs::create_dir_all(path.join(sub)).unwrap();
    }
    path.to_path_buf()
}

pub fn count_files(dir: &Path) -> usize {
    std::fs::read_dir(dir).map(|rd| rd.count()).unwrap_or(0)
}

/// Everything that must be identical between two runs of the same mail
/// through the referee, with what legitimately differs (times, random
/// seeds and what depends on them) taken out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Normalised {
    /// message key -> (status, game, result)
    pub inbox: BTreeMap<String, (String, Option<String>, Option<String>)>,
    /// game -> events with times, roots, leaves, salts and seeds removed
    pub events: BTreeMap<String, Vec<String>>,
    /// (recipient, message id with the time removed) -> copies queued
    pub outbox: BTreeMap<(String, String), usize>,
}

fn strip_event(bytes: &[u8]) -> String {
    let mut v: serde_json::Value = serde_json::from_slice(bytes).unwrap();
    if let Some(o) = v.as_object_mut() {
        for k in ["at", "root", "leaves", "seed", "combat", "army"] {
            o.remove(k);
        }
    }
    v.to_string()
}

pub fn normalised(svc: &Service) -> Normalised {
    let r = svc.store.read();
    let inbox = r
        .inbox()
        .unwrap()
        .into_iter()
        .map(|m| (m.message_key, (m.status, m.game_id, m.result)))
        .collect();
    let mut events = BTreeMap::new();
    for g in r.games().unwrap() {
        events.insert(
            g.id.clone(),
            r.events(&g.id).unwrap().iter().map(|e| strip_event(&e.bytes)).collect(),
        );
    }
    let mut outbox = BTreeMap::new();
    for m in r.outbox_all().unwrap() {
        // A Message-ID is a function of the mail alone (never of the time),
        // so the same mail has the same id in every run.
        *outbox.entry((m.recipient, m.message_id)).or_insert(0) += 1;
    }
    Normalised { inbox, events, outbox }
}

/// Describe how two normalised databases differ (empty if they do not).
pub fn differences(expected: &Normalised, actual: &Normalised) -> Vec<String> {
    let mut out = Vec::new();
    for (k, v) in &expected.inbox {
        match actual.inbox.get(k) {
            None => out.push(format!("message {k} missing from the inbox")),
            Some(a) if a != v => out.push(format!("message {k}: expected {v:?}, got {a:?}")),
            _ => {}
        }
    }
    for k in actual.inbox.keys() {
        if !expected.inbox.contains_key(k) {
            out.push(format!("message {k} should not be in the inbox"));
        }
    }
    for (g, ev) in &expected.events {
        let a = actual.events.get(g).cloned().unwrap_or_default();
        if &a != ev {
            out.push(format!(
                "game {g}: {} events expected, {} found; first difference at {:?}",
                ev.len(),
                a.len(),
                ev.iter().zip(&a).position(|(x, y)| x != y)
            ));
        }
    }
    for (k, n) in &expected.outbox {
        let a = actual.outbox.get(k).copied().unwrap_or(0);
        if a != *n {
            out.push(format!("outbox {k:?}: {n} expected, {a} queued"));
        }
    }
    for (k, n) in &actual.outbox {
        if !expected.outbox.contains_key(k) {
            out.push(format!("outbox {k:?}: {n} queued, none expected"));
        }
    }
    out
}

/// Inbox rows left unfinished ("new") or failed.
pub fn unfinished(svc: &Service) -> Vec<String> {
    svc.store
        .read()
        .inbox()
        .unwrap()
        .into_iter()
        .filter(|m| m.status == "new" || m.status == "failed")
        .map(|m| format!("{} {} {:?}", m.message_key, m.status, m.result))
        .collect()
}
