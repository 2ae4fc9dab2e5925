//! `estafette bench`: benchmarks on synthetic data, run by anyone on their
//! own machine; the figures and the machine go in docs/PERFORMANCE.md.
//! Timing lives here, never in tests (shared machines are noisy).
//!
//! Each benchmark builds its own load through the normal code path:
//! games are created with [`Service::new_game`], L'Attaque armies are sent
//! as SETUP mails, and every player's move is a real RFC 5322 message
//! addressed to that player's reply address (with a valid token), its move
//! chosen with [`choose_move`] on the referee's own state, so the pipeline
//! does real work (parse, authenticate, adjudicate, log, render both
//! views, queue the replies, commit).
//!
//! What is measured runs in a fresh child process (`estafette bench
//! worker ...`), on a fresh copy of the prepared database, so that its
//! peak memory (VmHWM) is its own and every run starts from the same
//! state. One process per message is measured by running the real
//! `estafette ingest` once per message, as an MTA pipe would.
//!
//! Invariant: everything is written under the folder given with `--dir`,
//! which must be empty, missing, or a folder made by an earlier bench
//! (marked by a `.estafette-bench` file); nothing else is ever removed.

use crate::demo::{choose_move, DEMO_ARMY_FIRST, DEMO_ARMY_SECOND};
use crate::games::any::{AnyPosition, AnyReport, GameKind, OptionsSpec};
use crate::games::Side;
use crate::mail::{
    inbound,
    maildir::{Maildir, MaildirEntry},
};
use crate::protocol::encode::hex_encode;
use crate::referee::clock::TimeControl;
use crate::referee::state::side_num;
use crate::service::{self, Config, Error, Ingested, PlayerSpec, Result, Service};
use crate::store::{NewOutbox, Queries, Store, Volume};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// The referee's address in every benchmark.
const ADDRESS: &str = "referee@bench.example";
/// The file that marks a folder as made by `estafette bench`.
const MARKER: &str = ".estafette-bench";

/// Peak resident memory of this process so far, in KiB (Linux).
pub fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
}

/// CPU time this process has used so far (user and system), in seconds:
/// fields 14 and 15 of `/proc/self/stat`, in the 1/100 s ticks Linux gives
/// there. Steadier than the wall clock on a shared machine, since waiting
/// for the disk or for another process's turn on the CPU is not counted.
pub fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The command name (field 2) may hold spaces: count after its ')'.
    let rest = &stat[stat.rfind(')')? + 1..];
    let mut fields = rest.split_whitespace().skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some((user + system) as f64 / 100.0)
}

fn io_err(what: &Path, e: impl std::fmt::Display) -> Error {
    Error::new(format!("{}: {e}", what.display()))
}

/// Make `dir` a bench folder: create it, or accept it if empty or already
/// marked; refuse anything else, since sub-folders of it get replaced.
fn bench_dir(dir: &Path) -> Result<()> {
    if dir.exists() {
        let marked = dir.join(MARKER).exists();
        let empty = std::fs::read_dir(dir).map_err(|e| io_err(dir, e))?.next().is_none();
        if !marked && !empty {
            return Err(Error::new(format!(
                "{} exists and was not made by `estafette bench`; choose another --dir",
                dir.display()
            )));
        }
    }
    std::fs::create_dir_all(dir).map_err(|e| io_err(dir, e))?;
    std::fs::write(dir.join(MARKER), "made by estafette bench\n").map_err(|e| io_err(dir, e))
}

/// A fresh, empty sub-folder of a bench folder.
fn fresh_sub(dir: &Path, name: &str) -> Result<PathBuf> {
    let sub = dir.join(name);
    if sub.exists() {
        std::fs::remove_dir_all(&sub).map_err(|e| io_err(&sub, e))?;
    }
    std::fs::create_dir_all(&sub).map_err(|e| io_err(&sub, e))?;
    // Absolute: the workers and the `ingest` processes run in it, so a
    // relative --dir must not be joined to itself.
    std::fs::canonicalize(&sub).map_err(|e| io_err(&sub, e))
}

/// The referee's settings for a database kept in `dir`.
fn config_in(dir: &Path) -> Config {
    let mut c = Config::new(dir.join("bench.db"), dir.join("bench.key"), ADDRESS);
    c.error_replies_per_hour = 1_000_000;
    c.full_sync = full_sync();
    c.poll_batch = poll_batch();
    c
}

/// The `poll_batch` of this run: `ESTAFETTE_POLL_BATCH`, as an operator
/// would set it, else the default.
fn poll_batch() -> usize {
    std::env::var("ESTAFETTE_POLL_BATCH")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|n| *n >= 1)
        .unwrap_or(service::DEFAULT_POLL_BATCH)
}

/// A new database and key file in `dir`.
fn new_referee(dir: &Path) -> Result<Service> {
    let config = config_in(dir);
    service::init(&config)?;
    Service::open(config)
}

fn system_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// An RFC 5322 date for a Unix time.
fn rfc5322_date(t: i64) -> String {
    jiff::Timestamp::from_second(t)
        .map(|ts| {
            ts.to_zoned(jiff::tz::TimeZone::UTC)
                .strftime("%a, %d %b %Y %H:%M:%S +0000")
                .to_string()
        })
        .unwrap_or_else(|_| "Thu, 01 Jan 1970 00:00:00 +0000".into())
}

/// The start of the referee's text mail, as a player's client quotes it.
const QUOTED: &str = "The 'Strand' War Game \u{2014} strand-1 \u{2014} Player 1 (Allies) v Player 2 (Germans)

12. Player 2 (Germans) played f6-e5: Germans moved f6-e5.

10  .    .   *I    .   *C
 9    *I    .    .   *I    .
 8  .    .   *A    .    .
 7    .    .    .   *I    .
 6  .    .    .    I    .
 5    .    I    .    .    .
 4  C    .    I    .    .
 3    I    .    A    .    .
 2  .    I    .    .    .
 1    .    .    .    .    .
    a  b  c  d  e  f  g  h  i  j

Key: plain = Allies, * = Germans, . = empty

Game:          strand-1 (standard)
You play:      Allies
Status:        Move 13: your turn.
Time control:  3 days per move";

/// One player's mail to the referee: a real message as a mail client
/// writes it (trace and DKIM headers, a quote of the referee's mail), in
/// plain text or, like most webmail, as text and HTML alternatives.
#[allow(clippy::too_many_arguments)]
fn player_mail(
    seq: usize,
    from_name: &str,
    from: &str,
    to: &str,
    subject: &str,
    in_reply_to: &str,
    body: &str,
    date: i64,
    html: bool,
) -> Vec<u8> {
    let date = rfc5322_date(date);
    let domain = from.rsplit_once('@').map(|(_, d)| d).unwrap_or("players.example");
    // A plausible signature: 256 bytes of base64-looking text, folded.
    let sig: String = (0..344)
        .map(|i| b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"[(i * 7 + seq) % 64] as char)
        .collect();
    let sig_folded: Vec<&str> = sig
        .as_bytes()
        .chunks(72)
        .map(|c| std::str::from_utf8(c).unwrap_or(""))
        .collect();
    let quoted: String = QUOTED.lines().map(|l| format!("> {l}\r\n")).collect();
    let mut m = format!(
        "Return-Path: <{from}>\r\n\
         Delivered-To: {to}\r\n\
         Received: from mail.{domain} (mail.{domain} [192.0.2.{host}])\r\n\
         \tby mx.bench.example (Postfix) with ESMTPS id 4Qb{seq:08X}\r\n\
         \tfor <{to}>; {date}\r\n\
         DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d={domain}; s=s1;\r\n\
         \th=from:to:subject:date:message-id:in-reply-to:references;\r\n\
         \tbh=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=;\r\n\
         \tb={}\r\n\
         From: {from_name} <{from}>\r\n\
         To: Estafette referee <{to}>\r\n\
         Subject: Re: {subject}\r\n\
         Date: {date}\r\n\
         Message-ID: <bench-{seq}@{domain}>\r\n\
         In-Reply-To: <{in_reply_to}>\r\n\
         References: <{in_reply_to}>\r\n\
         MIME-Version: 1.0\r\n",
        sig_folded.join("\r\n\t  "),
        host = seq % 250 + 1,
    );
    let on = format!("On {date}, Estafette referee <{to}> wrote:");
    if html {
        let b = format!("000000000000{seq:012x}");
        let qhtml: String = QUOTED
            .lines()
            .map(|l| format!("{}<br>\r\n", crate::views::escape_html(l)))
            .collect();
        m.push_str(&format!(
            "Content-Type: multipart/alternative; boundary=\"{b}\"\r\n\r\n\
             --{b}\r\nContent-Type: text/plain; charset=\"UTF-8\"\r\nContent-Transfer-Encoding: 8bit\r\n\r\n\
             {body}\r\n\r\n{on}\r\n\r\n{quoted}\r\n\
             --{b}\r\nContent-Type: text/html; charset=\"UTF-8\"\r\nContent-Transfer-Encoding: 8bit\r\n\r\n\
             <div dir=\"ltr\">{body}</div><br><div class=\"gmail_quote\"><div dir=\"ltr\" class=\"gmail_attr\">{on_html}<br></div>\r\n\
             <blockquote class=\"gmail_quote\" style=\"margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex\">\r\n\
             {qhtml}</blockquote></div>\r\n\r\n--{b}--\r\n",
            on_html = crate::views::escape_html(&on),
        ));
    } else {
        m.push_str(&format!(
            "Content-Type: text/plain; charset=utf-8; format=flowed\r\nContent-Transfer-Encoding: 8bit\r\n\r\n\
             {body}\r\n\r\n{on}\r\n{quoted}"
        ));
    }
    m.into_bytes()
}

/// A player's address and name.
fn player(n: usize) -> PlayerSpec {
    PlayerSpec {
        address: format!("p{n}@players.example"),
        name: format!("Player {n}"),
        // One player in five reads French: those mails are composed in French.
        lang: if n % 5 == 4 { "fr".into() } else { "en".into() },
    }
}

/// The mail a player sends with `body` to the referee for `game`.
fn mail_for(
    svc: &Service,
    game: &str,
    side: Side,
    who: &PlayerSpec,
    body: &str,
    seq: usize,
    html: bool,
) -> Result<Vec<u8>> {
    let to = svc.reply_address(game, side)?;
    let thread = format!("{game}-{}@bench.example", side_num(side));
    Ok(player_mail(
        seq,
        &who.name,
        &who.address,
        &to,
        &format!("{game}: your move"),
        &thread,
        body,
        system_now(),
        html,
    ))
}

/// Send both L'Attaque armies through `ingest` (part of building a load,
/// not of what is measured).
fn send_armies(svc: &mut Service, game: &str, players: &[PlayerSpec; 2], seq: &mut usize) -> Result<()> {
    for (side, army) in [(Side::First, DEMO_ARMY_FIRST), (Side::Second, DEMO_ARMY_SECOND)] {
        *seq += 1;
        let raw = mail_for(
            svc,
            game,
            side,
            &players[side.index()],
            &format!("SETUP\r\n{}", army.replace('\n', "\r\n")),
            *seq,
            false,
        )?;
        match svc.ingest(&raw)? {
            Ingested::Handled { status, .. } if status == "applied" => {}
            other => {
                return Err(Error::new(format!(
                    "{game}: army refused while building the load: {other:?}"
                )))
            }
        }
    }
    Ok(())
}

/// A move that neither ends the game nor (in L'Attaque) starts a combat,
/// chosen with the same generator as [`choose_move`]; `None` if there is
/// none.
fn quiet_move(pos: &AnyPosition, state: &mut u64) -> Option<String> {
    let quiet: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| match pos.play_text(m) {
            Ok((next, _, report)) => {
                let combat = matches!(&report, AnyReport::Lattaque(r) if r.combat.is_some());
                !combat && next.outcome().is_none()
            }
            Err(_) => false,
        })
        .collect();
    if quiet.is_empty() {
        return None;
    }
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    Some(quiet[(*state % quiet.len() as u64) as usize].clone())
}

/// A game of a load: its id, its players and the moves to come, in order.
type GamePlan = (String, [PlayerSpec; 2], Vec<(Side, String)>);

/// What a prepared load holds.
struct Load {
    games: usize,
    messages: usize,
    bytes: usize,
    kinds: [usize; 3],
    seconds: f64,
}

/// Build a load in `dir`: a database with `games` running games (one third
/// of each game, half with a 3-day time control, L'Attaque armies already
/// in) and, in `dir/messages/`, `per_game` moves of each game as players'
/// mails, in arrival order (every game's first move, then every game's
/// second move, ...), named so that sorting the names gives that order.
fn build_load(dir: &Path, games: usize, per_game: usize) -> Result<Load> {
    let t = Instant::now();
    let mut svc = new_referee(dir)?;
    let msgs = dir.join("messages");
    std::fs::create_dir_all(&msgs).map_err(|e| io_err(&msgs, e))?;
    let tc = TimeControl::parse("3d", None).map_err(Error::new)?;
    let mut seq = 0usize;
    let mut plans: Vec<GamePlan> = Vec::with_capacity(games);
    let mut kinds = [0usize; 3];
    for g in 0..games {
        let players = [player(g), player(if games > 1 { (g + 1) % games } else { 1 })];
        let (kind, first) = match g % 3 {
            0 => (GameKind::Strand, Side::First),
            1 => (GameKind::Assaut, Side::Second),
            _ => (GameKind::Lattaque, Side::First),
        };
        kinds[g % 3] += 1;
        let clock = has_clock(g).then(|| tc.clone());
        let id = svc.new_game(kind, OptionsSpec::default(), players.clone(), Some(first), clock)?;
        if kind == GameKind::Lattaque {
            send_armies(&mut svc, &id, &players, &mut seq)?;
        }
        // The moves, played ahead on the referee's own position.
        let st = svc.current_state(&id)?;
        let mut pos = st
            .position
            .clone()
            .ok_or_else(|| Error::new(format!("{id}: no position after setup")))?;
        let mut rng = 0x5eed_0000_0000_0001u64 ^ ((g as u64) << 20);
        let mut moves = Vec::with_capacity(per_game);
        while moves.len() < per_game && pos.outcome().is_none() {
            let side = pos.side_to_move();
            let Some(m) = choose_move(&pos, &mut rng) else { break };
            let (next, text, _) = pos.play_text(&m).map_err(|e| Error::new(format!("{id}: {m}: {e}")))?;
            moves.push((side, text));
            pos = next;
        }
        plans.push((id, players, moves));
    }
    let mut n = 0usize;
    let mut bytes = 0usize;
    // The game of each message, a line each in the messages' order, so
    // that processes run side by side keep each game's moves in order.
    let mut games_of = String::new();
    for round in 0..per_game {
        for (g, (id, players, moves)) in plans.iter().enumerate() {
            let Some((side, text)) = moves.get(round) else { continue };
            seq += 1;
            let raw = mail_for(&svc, id, *side, &players[side.index()], text, seq, (g + round) % 2 == 0)?;
            let path = msgs.join(format!("{n:08}.bench"));
            std::fs::write(&path, &raw).map_err(|e| io_err(&path, e))?;
            games_of.push_str(id);
            games_of.push('\n');
            n += 1;
            bytes += raw.len();
        }
    }
    let order = dir.join(GAMES_OF);
    std::fs::write(&order, games_of).map_err(|e| io_err(&order, e))?;
    drop(svc);
    Ok(Load {
        games,
        messages: n,
        bytes,
        kinds,
        seconds: t.elapsed().as_secs_f64(),
    })
}

/// The file of a load (and of a run) that names the game of each message,
/// one line each, in the messages' order.
const GAMES_OF: &str = "games-of-messages.txt";

/// For each message (in order), the one before it of the same game, if any.
fn previous_of_same_game(games_of: &str) -> Vec<Option<usize>> {
    let mut last: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    games_of.lines().enumerate().map(|(i, g)| last.insert(g, i)).collect()
}

/// Copy the prepared database, key file, the list of the messages' games
/// and the first `limit` messages (into `maildir/new/`) to a fresh `run`
/// folder.
fn copy_load(load: &Path, run: &Path, limit: usize) -> Result<usize> {
    for f in ["bench.db", "bench.key", GAMES_OF] {
        std::fs::copy(load.join(f), run.join(f)).map_err(|e| io_err(&load.join(f), e))?;
    }
    let md = Maildir::open(run.join("maildir")).map_err(|e| io_err(run, e))?;
    let mut names: Vec<PathBuf> = std::fs::read_dir(load.join("messages"))
        .map_err(|e| io_err(load, e))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    names.sort();
    names.truncate(limit);
    for p in &names {
        let to = md.path().join("new").join(p.file_name().unwrap_or_default());
        std::fs::copy(p, &to).map_err(|e| io_err(p, e))?;
    }
    Ok(names.len())
}

/// Run `estafette bench worker ...` in a fresh process; its last stdout
/// line is a JSON object with the figures.
fn worker(args: &[&str]) -> Result<Value> {
    worker_with(args, &[])
}

/// [`worker`] with more environment variables.
fn worker_with(args: &[&str], env: &[(&str, &str)]) -> Result<Value> {
    let exe = std::env::current_exe().map_err(|e| Error::new(format!("cannot find this program: {e}")))?;
    let out = Command::new(exe)
        .arg("bench")
        .arg("worker")
        .args(args)
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| Error::new(format!("cannot run a bench worker: {e}")))?;
    if !out.status.success() {
        return Err(Error::new(format!(
            "bench worker {} failed ({})",
            args.join(" "),
            out.status
        )));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text.lines().last().unwrap_or("");
    serde_json::from_str(line)
        .map_err(|e| Error::new(format!("bench worker {}: bad output ({e}): {line}", args.join(" "))))
}

/// The CPU time per message of each run that reports one, in µs.
fn cpu_micros(runs: &[Value]) -> Vec<f64> {
    runs.iter()
        .filter_map(|v| {
            let cpu = v.get("cpu_seconds").and_then(Value::as_f64)?;
            let n = u64_of(v, "messages");
            (n > 0).then(|| cpu * 1e6 / n as f64)
        })
        .collect()
}

/// The floor's CPU per message over `poll`'s, run by run: the ratio of the
/// two rates if neither waited for anything but the CPU. It moves much
/// less with the machine's other load than the rates do. Empty unless both
/// report the CPU of every run.
fn cpu_ratios(floor: &[Value], poll: &[Value]) -> Vec<f64> {
    let (f, p) = (cpu_micros(floor), cpu_micros(poll));
    if f.len() != floor.len() || p.len() != poll.len() || f.len() != p.len() {
        return Vec::new();
    }
    f.iter().zip(&p).map(|(f, p)| f / p).collect()
}

/// Run by run, from the CPU per message of the floor, `poll` and `poll`'s
/// writes alone: what half the floor leaves for everything `poll` does
/// besides its writes (twice the floor's, less the writes'; negative if
/// the writes alone take more), and what `poll` spends on it (`poll`'s
/// less the writes'). `None` unless every run reports its CPU.
fn compute_budget(floor: &[Value], poll: &[Value], writes: &[Value]) -> Option<(Vec<f64>, Vec<f64>)> {
    let (f, p, w) = (cpu_micros(floor), cpu_micros(poll), cpu_micros(writes));
    if f.is_empty()
        || f.len() != floor.len()
        || p.len() != poll.len()
        || w.len() != writes.len()
        || f.len() != p.len()
        || f.len() != w.len()
    {
        return None;
    }
    let left = f.iter().zip(&w).map(|(f, w)| 2.0 * f - w).collect();
    let used = p.iter().zip(&w).map(|(p, w)| p - w).collect();
    Some((left, used))
}

/// "CPU min-max µs/msg" over the runs of a worker, from their
/// `cpu_seconds`; empty where the system does not tell.
fn cpu_per_message(runs: &[Value]) -> String {
    let per = cpu_micros(runs);
    if per.is_empty() {
        return String::new();
    }
    format!("CPU {} µs/msg", range(&per, 0))
}

fn f64_of(v: &Value, k: &str) -> f64 {
    v.get(k).and_then(Value::as_f64).unwrap_or(f64::NAN)
}

fn u64_of(v: &Value, k: &str) -> u64 {
    v.get(k).and_then(Value::as_u64).unwrap_or(0)
}

/// "min-max" of some figures, with `digits` decimals.
fn range(xs: &[f64], digits: usize) -> String {
    let lo = xs.iter().cloned().fold(f64::INFINITY, f64::min);
    let hi = xs.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    if xs.is_empty() {
        "-".into()
    } else if (hi - lo).abs() < 0.5 * 10f64.powi(-(digits as i32)) {
        format!("{lo:.digits$}")
    } else {
        format!("{lo:.digits$}-{hi:.digits$}")
    }
}

fn mib(kib: u64) -> String {
    if kib == 0 {
        "n/a".into()
    } else {
        format!("{:.1} MiB", kib as f64 / 1024.0)
    }
}

/// The machine, for the record.
pub fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines().find_map(|l| {
                l.strip_prefix("model name")
                    .map(|v| v.trim_start_matches([' ', '\t', ':']).to_string())
            })
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    let mem = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("MemTotal:").map(|v| v.trim().to_string()))
        })
        .unwrap_or_default();
    format!("{cpu}, {cores} core(s), {mem} RAM")
}

// ------------------------------------------------------------------ ingest

/// Settings for [`ingest`].
#[derive(Clone, Debug)]
pub struct IngestOpts {
    pub dir: PathBuf,
    /// Games in the load.
    pub games: usize,
    /// Messages in the load (spread evenly over the games).
    pub messages: usize,
    /// Messages taken in one process each (the first ones of the load).
    pub per_process: usize,
    /// Times each measurement is repeated.
    pub runs: usize,
    /// What to measure: the floor, the poll, one process per message.
    pub floor: bool,
    pub poll: bool,
    pub processes: bool,
    /// For one process per message: how many run at once, each count
    /// measured in turn.
    pub jobs: Vec<usize>,
}

/// Ingest throughput: the floor (parse and insert, nothing else), a
/// Maildir poll of the whole load in one process, and one `estafette
/// ingest` process per message; each on a fresh copy of the same load.
pub fn ingest(o: &IngestOpts) -> Result<()> {
    bench_dir(&o.dir)?;
    let games = o.games.max(1);
    let per_game = o.messages.div_ceil(games).max(1);
    let load_dir = fresh_sub(&o.dir, "load")?;
    eprintln!("building the load: {games} games, {per_game} moves each ...");
    let load = build_load(&load_dir, games, per_game)?;
    println!(
        "load: {} messages over {} games ({} Strand, {} L'Assaut, {} L'Attaque; half with a time control), {:.1} KiB per message on average; built in {:.1} s",
        load.messages,
        load.games,
        load.kinds[0],
        load.kinds[1],
        load.kinds[2],
        load.bytes as f64 / load.messages.max(1) as f64 / 1024.0,
        load.seconds
    );
    let measure =
        |what: &str, extra: &[&str], limit: usize, env: &[(&str, &str)], rates: &mut Vec<f64>| -> Result<Vec<Value>> {
            let mut all = Vec::new();
            for run in 0..o.runs.max(1) {
                let run_dir = fresh_sub(&o.dir, "run")?;
                let n = copy_load(&load_dir, &run_dir, limit)?;
                let dir = run_dir.to_string_lossy().into_owned();
                let mut args = vec![what, "--dir", &dir];
                args.extend_from_slice(extra);
                let v = worker_with(&args, env)?;
                let rate = u64_of(&v, "messages") as f64 / f64_of(&v, "seconds");
                eprintln!(
                    "  {what} {env:?} run {}: {n} messages, {:.0} msg/s, peak {}",
                    run + 1,
                    rate,
                    mib(u64_of(&v, "peak_kib"))
                );
                rates.push(rate);
                all.push(v);
            }
            Ok(all)
        };
    // Each durability setting (unless ESTAFETTE_DURABILITY names one), and
    // for each the configured batch, then (if it groups) one message per
    // transaction: the settings `poll` offers.
    let settings = match durability_from_env() {
        Some(full) => vec![full],
        None => vec![true, false],
    };
    let mut batches = vec![poll_batch()];
    if poll_batch() > 1 {
        batches.push(1);
    }
    for full in settings {
        let level = if full { "full" } else { "normal" };
        println!(
            "\ningest throughput\n  durability: {}\n  guarantee: {}",
            durability(full),
            guarantee(full)
        );
        for &batch in &batches {
            let grouping = if batch == 1 {
                "one transaction per message".to_string()
            } else {
                format!("{batch} messages per transaction")
            };
            println!("  {grouping}:");
            let batch_text = batch.to_string();
            let env = [
                ("ESTAFETTE_DURABILITY", level),
                ("ESTAFETTE_POLL_BATCH", batch_text.as_str()),
            ];
            let mut floor_rates = Vec::new();
            let mut poll_rates = Vec::new();
            let mut floor_runs = Vec::new();
            if o.floor {
                let v = measure("floor", &[], usize::MAX, &env, &mut floor_rates)?;
                let peak = v.iter().map(|v| u64_of(v, "peak_kib")).max().unwrap_or(0);
                println!(
                    "  {:<52} {:>11} msg/s   peak {}   {}",
                    "floor (read, parse, insert raw, mark seen):",
                    range(&floor_rates, 0),
                    mib(peak),
                    cpu_per_message(&v)
                );
                floor_runs = v;
            }
            if o.poll {
                let v = measure("poll", &[], usize::MAX, &env, &mut poll_rates)?;
                let peak = v.iter().map(|v| u64_of(v, "peak_kib")).max().unwrap_or(0);
                let applied = v.iter().map(|v| u64_of(v, "applied")).min().unwrap_or(0);
                let queued = v.iter().map(|v| u64_of(v, "queued")).min().unwrap_or(0);
                println!(
                    "  {:<52} {:>11} msg/s   peak {}   {}   ({applied} applied, {queued} replies queued)",
                    "`estafette poll`, one process for the Maildir:",
                    range(&poll_rates, 0),
                    mib(peak),
                    cpu_per_message(&v)
                );
                if !floor_rates.is_empty() {
                    let ratios: Vec<f64> = poll_rates.iter().zip(&floor_rates).map(|(p, f)| p / f).collect();
                    println!("  {:<52} {:>11}", "poll / floor:", range(&ratios, 3));
                    let by_cpu = cpu_ratios(&floor_runs, &v);
                    if !by_cpu.is_empty() {
                        println!(
                            "  {:<52} {:>11}",
                            "poll / floor, by CPU per message:",
                            range(&by_cpu, 3)
                        );
                    }
                    // What of the gap is storage: the rows `poll` just
                    // stored (its last run's database, against the load's),
                    // written again with nothing computed.
                    let per = StoredPerMessage::between(
                        &Store::open(&load_dir.join("bench.db"))?.read().volume()?,
                        &Store::open(&o.dir.join("run").join("bench.db"))?.read().volume()?,
                        load.messages as u64,
                        load.bytes as u64,
                    );
                    let file = o.dir.join("stored-per-message.json");
                    std::fs::write(&file, per.to_json().to_string()).map_err(|e| io_err(&file, e))?;
                    let file = file.to_string_lossy().into_owned();
                    let mut write_rates = Vec::new();
                    let w = measure("writes", &["--file", &file], usize::MAX, &env, &mut write_rates)?;
                    println!(
                        "  {:<52} {:>11} msg/s   peak {}   {}",
                        "poll's writes alone (the floor, then its rows):",
                        range(&write_rates, 0),
                        mib(w.iter().map(|v| u64_of(v, "peak_kib")).max().unwrap_or(0)),
                        cpu_per_message(&w)
                    );
                    println!(
                        "  {:<52} {}",
                        "  (rows of a message, as poll stored them)",
                        per.describe()
                    );
                    let ratios: Vec<f64> = write_rates.iter().zip(&floor_rates).map(|(w, f)| w / f).collect();
                    println!("  {:<52} {:>11}", "writes alone / floor:", range(&ratios, 3));
                    let by_cpu = cpu_ratios(&floor_runs, &w);
                    if !by_cpu.is_empty() {
                        println!(
                            "  {:<52} {:>11}",
                            "writes alone / floor, by CPU per message:",
                            range(&by_cpu, 3)
                        );
                    }
                    if let Some((left, used)) = compute_budget(&floor_runs, &v, &w) {
                        println!(
                            "  {:<52} {:>11} µs/msg",
                            "CPU left to compute in, at half the floor:",
                            range(&left, 0)
                        );
                        println!(
                            "  {:<52} {:>11} µs/msg",
                            "CPU poll computes in (poll less its writes):",
                            range(&used, 0)
                        );
                    }
                }
            }
        }
        if o.processes {
            // Each count of processes at once, alone on the database;
            // then one at a time while another connection holds it open.
            let mut settings: Vec<(usize, bool)> = o.jobs.iter().map(|&j| (j.max(1), false)).collect();
            settings.push((1, true));
            for (jobs, held) in settings {
                let what = match (jobs, held) {
                    (1, false) => "`estafette ingest` per message, one at a time:".to_string(),
                    (1, true) => "the same, database held open meanwhile:".to_string(),
                    (n, _) => format!("`estafette ingest` per message, {n} at once:"),
                };
                let mut rates = Vec::new();
                let mut peaks = Vec::new();
                for run in 0..o.runs.max(1) {
                    let run_dir = fresh_sub(&o.dir, "run")?;
                    let n = copy_load(&load_dir, &run_dir, o.per_process)?;
                    let dir = run_dir.to_string_lossy().into_owned();
                    let jobs_text = jobs.to_string();
                    let mut args = vec!["processes", "--dir", &dir, "--jobs", &jobs_text];
                    if held {
                        args.push("--held");
                    }
                    let v = worker_with(&args, &[("ESTAFETTE_DURABILITY", level)])?;
                    let rate = u64_of(&v, "messages") as f64 / f64_of(&v, "seconds");
                    eprintln!("  {what} run {}: {n} messages, {rate:.0} msg/s", run + 1);
                    rates.push(rate);
                    peaks.push(u64_of(&v, "peak_kib"));
                    if u64_of(&v, "failed") > 0 {
                        return Err(Error::new(format!("{} ingest processes failed", u64_of(&v, "failed"))));
                    }
                    // Every message of the load is a legal move in order:
                    // one not applied means a move was lost or refused.
                    if u64_of(&v, "applied") != u64_of(&v, "total") {
                        return Err(Error::new(format!(
                            "{what} {} of {} messages applied",
                            u64_of(&v, "applied"),
                            u64_of(&v, "total")
                        )));
                    }
                }
                println!(
                    "  {:<52} {:>11} msg/s   peak {} (per process)",
                    what,
                    range(&rates, 0),
                    mib(peaks.iter().copied().max().unwrap_or(0))
                );
            }
        }
    }
    Ok(())
}

/// The durability `ESTAFETTE_DURABILITY` names (`full` is true), if any.
fn durability_from_env() -> Option<bool> {
    match std::env::var("ESTAFETTE_DURABILITY")
        .ok()?
        .trim()
        .to_ascii_lowercase()
        .as_str()
    {
        "full" => Some(true),
        "normal" => Some(false),
        _ => None,
    }
}

/// Whether this process runs with `durability = "full"`: the default,
/// unless `ESTAFETTE_DURABILITY=normal`, which the workers and the
/// `ingest` processes inherit, as they would from the operator's
/// environment.
fn full_sync() -> bool {
    durability_from_env().unwrap_or(true)
}

/// A durability setting (see `Store::set_full_sync` and `Service::ingest`).
fn durability(full: bool) -> &'static str {
    if full {
        "durability = \"full\" (the default): WAL journal, synchronous=FULL, one transaction to store each message and one to process it (grouped by poll_batch in poll)"
    } else {
        "durability = \"normal\": WAL journal, synchronous=NORMAL, one transaction to store each message and one to process it (grouped by poll_batch in poll)"
    }
}

/// What [`durability`] guarantees.
fn guarantee(full: bool) -> &'static str {
    if full {
        "nothing acknowledged is ever lost: every commit is synced to the disk before the MTA is told or \
         the message moved to cur/, so neither a crash of the program nor a power cut or an OS crash \
         loses a message or a queued reply"
    } else {
        "a crash of the program loses nothing it acknowledged; a power cut or an OS crash \
         can lose the last transactions (up to a checkpoint), and with them messages already acknowledged \
         to the MTA or moved to cur/, and replies already queued; the database stays consistent"
    }
}

// ------------------------------------------------------------------ transcripts

/// Settings for [`transcript`].
#[derive(Clone, Debug)]
pub struct TranscriptOpts {
    pub dir: PathBuf,
    /// Plies of the game.
    pub plies: usize,
    /// Times each measurement is repeated.
    pub runs: usize,
    pub export: bool,
    pub verify: bool,
}

/// `export` and `verify` of one long L'Attaque game, played through
/// `ingest` (armies committed, every combat opening both pieces).
pub fn transcript(o: &TranscriptOpts) -> Result<()> {
    bench_dir(&o.dir)?;
    let game_dir = fresh_sub(&o.dir, "long")?;
    eprintln!("playing a {}-ply L'Attaque game through ingest ...", o.plies);
    let t = Instant::now();
    let mut svc = new_referee(&game_dir)?;
    let players = [player(0), player(1)];
    let id = svc.new_game(
        GameKind::Lattaque,
        OptionsSpec::default(),
        players.clone(),
        Some(Side::First),
        None,
    )?;
    let mut seq = 0;
    send_armies(&mut svc, &id, &players, &mut seq)?;
    let mut pos = svc
        .current_state(&id)?
        .position
        .ok_or_else(|| Error::new("no position after setup"))?;
    let mut rng = 0x0123_4567_89ab_cdefu64;
    let mut plies = 0;
    while plies < o.plies {
        // Every 16th ply the player takes the best the position offers
        // (a combat, often); otherwise a quiet move, so the game lasts.
        let side = pos.side_to_move();
        let best = choose_move(&pos, &mut rng);
        let m = match best {
            Some(m)
                if plies % 16 == 0
                    && pos
                        .play_text(&m)
                        .map(|(p, _, _)| p.outcome().is_none())
                        .unwrap_or(false) =>
            {
                Some(m)
            }
            _ => quiet_move(&pos, &mut rng),
        };
        let Some(m) = m else { break };
        seq += 1;
        let raw = mail_for(&svc, &id, side, &players[side.index()], &m, seq, false)?;
        match svc.ingest(&raw)? {
            Ingested::Handled { status, .. } if status == "applied" => {}
            other => return Err(Error::new(format!("{id}: move {m} refused: {other:?}"))),
        }
        pos = pos.play_text(&m).map_err(|e| Error::new(format!("{m}: {e}")))?.0;
        plies += 1;
    }
    // Then the player to move resigns: the game is over, both armies are
    // published, and the transcript can be verified.
    seq += 1;
    let side = pos.side_to_move();
    let raw = mail_for(&svc, &id, side, &players[side.index()], "RESIGN", seq, false)?;
    match svc.ingest(&raw)? {
        Ingested::Handled { status, .. } if status == "applied" => {}
        other => return Err(Error::new(format!("{id}: resignation refused: {other:?}"))),
    }
    drop(svc);
    println!(
        "game: L'Attaque, {plies} plies and a resignation, played through ingest in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let dir = game_dir.to_string_lossy().into_owned();
    let runs = o.runs.max(1).to_string();
    let file = game_dir.join(format!("{id}.json"));
    let file_s = file.to_string_lossy().into_owned();
    if o.export || o.verify {
        let v = worker(&[
            "export", "--dir", &dir, "--game", &id, "--runs", &runs, "--out", &file_s,
        ])?;
        if o.export {
            println!(
                "  export: {:.1} ms at best, {:.1} ms median of {runs} runs; {:.0} KiB of JSON; peak {}",
                f64_of(&v, "min_ms"),
                f64_of(&v, "median_ms"),
                u64_of(&v, "bytes") as f64 / 1024.0,
                mib(u64_of(&v, "peak_kib"))
            );
        }
    }
    if o.verify {
        let v = worker(&["verify", "--file", &file_s, "--runs", &runs])?;
        println!(
            "  verify: {:.1} ms at best, {:.1} ms median of {runs} runs; {} events, {} moves; peak {}",
            f64_of(&v, "min_ms"),
            f64_of(&v, "median_ms"),
            u64_of(&v, "events"),
            u64_of(&v, "moves"),
            mib(u64_of(&v, "peak_kib"))
        );
    }
    Ok(())
}

// ------------------------------------------------------------------ tick

/// `tick` over `games` active games of which `due` are due.
pub fn tick(dir: &std::path::Path, games: usize, due: usize) -> Result<()> {
    std::fs::create_dir_all(dir).map_err(|e| Error::new(format!("{}: {e}", dir.display())))?;
    let db = dir.join("bench.db");
    for suffix in ["", "-wal", "-shm"] {
        let mut p = db.as_os_str().to_owned();
        p.push(suffix);
        let _ = std::fs::remove_file(std::path::PathBuf::from(p));
    }
    let _ = std::fs::remove_file(dir.join("bench.key"));
    let config = Config::new(db, dir.join("bench.key"), "referee@bench.example");
    service::init(&config)?;
    let mut svc = Service::open(config)?;
    let start = 1_800_000_000i64;
    svc.now = Box::new(move || start);
    let players = [
        PlayerSpec {
            address: "a@bench.example".into(),
            name: "A".into(),
            lang: "en".into(),
        },
        PlayerSpec {
            address: "b@bench.example".into(),
            name: "B".into(),
            lang: "en".into(),
        },
    ];
    let tc = TimeControl::parse("3d", None).map_err(Error::new)?;
    let template = svc.new_game(
        GameKind::Strand,
        OptionsSpec::default(),
        players,
        Some(Side::First),
        Some(tc),
    )?;
    let now = start + 2 * 86_400 + 60;
    let t = Instant::now();
    svc.store.write(|tx| tx.bench_clone_games(&template, games, due, now))?;
    eprintln!("built {games} games in {:.1} s", t.elapsed().as_secs_f64());
    // Nothing else due: the template game's own next_due is pushed away.
    svc.store.write(|tx| tx.set_next_due(&template, None))?;
    drop(svc);
    // A fresh process state, as cron would run it.
    let mut svc = Service::open(Config::new(
        dir.join("bench.db"),
        dir.join("bench.key"),
        "referee@bench.example",
    ))?;
    svc.now = Box::new(move || now);
    let t = Instant::now();
    let done = svc.tick()?;
    let first = t.elapsed();
    let t = Instant::now();
    let again = svc.tick()?;
    let second = t.elapsed();
    println!("tick: {games} active games, {due} due");
    println!(
        "  first tick:  {:>8.1} ms, {} games handled ({:.3} ms each)",
        first.as_secs_f64() * 1e3,
        done.len(),
        first.as_secs_f64() * 1e3 / done.len().max(1) as f64
    );
    println!(
        "  second tick: {:>8.1} ms, {} games handled (nothing left due)",
        second.as_secs_f64() * 1e3,
        again.len()
    );
    if let Some(kib) = peak_rss_kib() {
        println!("  peak memory: {:.1} MiB", kib as f64 / 1024.0);
    }
    Ok(())
}

// ------------------------------------------------------------------ all

/// Every benchmark with the figures issue 9 asks for.
pub fn all(dir: &Path, runs: usize) -> Result<()> {
    bench_dir(dir)?;
    println!("machine: {}", machine());
    println!("estafette {}\n", env!("CARGO_PKG_VERSION"));
    ingest(&IngestOpts {
        dir: dir.to_path_buf(),
        games: 1000,
        messages: 10_000,
        per_process: 500,
        runs,
        floor: true,
        poll: true,
        processes: true,
        jobs: vec![1, 2, 4],
    })?;
    for _ in 0..runs.max(1) {
        println!();
        tick(&dir.join("tick"), 100_000, 1000)?;
    }
    println!();
    transcript(&TranscriptOpts {
        dir: dir.to_path_buf(),
        plies: 2000,
        runs: 20,
        export: true,
        verify: true,
    })
}

// ------------------------------------------------------------------ workers

/// What a worker process measures.
#[derive(Clone, Debug)]
pub enum Work {
    /// `poll` of `DIR/maildir` into `DIR/bench.db`.
    Poll { dir: PathBuf },
    /// The floor: read, parse, insert the raw message, mark it seen.
    Floor { dir: PathBuf },
    /// The floor, and then every row `poll` writes for a message, as many
    /// and as large as `poll` stored them (the averages in `file`, see
    /// [`StoredPerMessage`]), with nothing computed: `poll`'s storage
    /// alone.
    Writes { dir: PathBuf, file: PathBuf },
    /// `estafette ingest` once per message of `DIR/maildir/new`, `jobs`
    /// at once; with `held`, while this process keeps a connection to the
    /// database open (as a running `estafette run` would).
    Processes { dir: PathBuf, held: bool, jobs: usize },
    /// `export` of a game, `runs` times; the last one written to `out`.
    Export {
        dir: PathBuf,
        game: String,
        runs: usize,
        out: PathBuf,
    },
    /// `verify` of a transcript file, `runs` times.
    Verify { file: PathBuf, runs: usize },
}

/// Run one measurement and print its figures as one JSON line.
pub fn work(w: &Work) -> Result<()> {
    let v = match w {
        Work::Poll { dir } => {
            let mut svc = Service::open(config_in(dir))?;
            let cpu = cpu_seconds();
            let t = Instant::now();
            let done = service::poll_maildir(&mut svc, &dir.join("maildir"))?;
            let seconds = t.elapsed().as_secs_f64();
            let cpu = cpu.zip(cpu_seconds()).map(|(a, b)| b - a);
            let applied = done
                .iter()
                .filter(|d| matches!(d, Ingested::Handled { status, .. } if status == "applied"))
                .count();
            let queued: u64 = svc
                .stats()?
                .iter()
                .find(|(k, _)| k == "outbox pending")
                .and_then(|(_, v)| v.parse().ok())
                .unwrap_or(0);
            json!({"messages": done.len(), "seconds": seconds, "cpu_seconds": cpu, "applied": applied, "queued": queued, "peak_kib": peak_rss_kib()})
        }
        Work::Floor { dir } => {
            let mut store = Store::open(&dir.join("bench.db"))?;
            store.set_full_sync(full_sync())?;
            let now = system_now();
            like_poll(dir, &mut store, |store, _, raw| {
                let key = message_key(&raw);
                store
                    .write(|tx| tx.insert_inbox(&key, &raw, now))
                    .map_err(Error::from)?;
                Ok(())
            })?
        }
        Work::Writes { dir, file } => writes(dir, file)?,
        Work::Processes { dir, held, jobs } => {
            // The `ingest` processes must not read an `estafette.toml` of
            // wherever the benchmark was started, so they run in `dir`.
            // This worker moves there itself, once, and they inherit it:
            // a child given a directory of its own is started by `fork`
            // in the statically linked build (the standard library finds
            // no `posix_spawn_file_actions_addchdir_np` there), a copy of
            // this whole process per message that the MTA does not pay.
            let dir = dir.canonicalize().map_err(|e| io_err(dir, e))?;
            std::env::set_current_dir(&dir).map_err(|e| io_err(&dir, e))?;
            processes(&dir, *held, *jobs)?
        }
        Work::Export { dir, game, runs, out } => {
            let svc = Service::open(config_in(dir))?;
            let mut times = Vec::new();
            let mut bytes = 0;
            for _ in 0..(*runs).max(1) {
                let t = Instant::now();
                let tr = svc.export(game)?;
                let text = serde_json::to_string_pretty(&tr).map_err(|e| Error::new(e.to_string()))? + "\n";
                std::fs::write(out, &text).map_err(|e| io_err(out, e))?;
                times.push(t.elapsed().as_secs_f64() * 1e3);
                bytes = text.len();
            }
            json!({"min_ms": min(&times), "median_ms": median(&times), "bytes": bytes, "peak_kib": peak_rss_kib()})
        }
        Work::Verify { file, runs } => {
            let mut times = Vec::new();
            let mut found = None;
            for _ in 0..(*runs).max(1) {
                let t = Instant::now();
                let text = std::fs::read_to_string(file).map_err(|e| io_err(file, e))?;
                let v = crate::transcript::verify(&text, None)
                    .map_err(|e| Error::new(format!("verification failed: {e}")))?;
                times.push(t.elapsed().as_secs_f64() * 1e3);
                found = Some(v);
            }
            let v = found.ok_or_else(|| Error::new("nothing verified"))?;
            json!({"min_ms": min(&times), "median_ms": median(&times), "events": v.events, "moves": v.moves, "peak_kib": peak_rss_kib()})
        }
    };
    println!("{v}");
    Ok(())
}

fn min(xs: &[f64]) -> f64 {
    xs.iter().cloned().fold(f64::INFINITY, f64::min)
}

fn median(xs: &[f64]) -> f64 {
    let mut v = xs.to_vec();
    v.sort_by(|a, b| a.total_cmp(b));
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

/// What `poll` stored for each message of a load, on average: what the
/// `writes` measurement stores in its place. Counts are per message
/// (fractions: a setup message writes no parcel of its own, a move may
/// write two events); bytes are per row.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredPerMessage {
    /// The stored message's bytes over the message's own (sealed and
    /// compressed, it is smaller), and the bytes of its result line.
    pub inbox_ratio: f64,
    pub result_bytes: usize,
    pub events: f64,
    pub event_bytes: usize,
    pub parcels: f64,
    pub parcel_bytes: usize,
    pub outbox: f64,
    /// Recipient, sender and Message-ID together.
    pub outbox_bytes: usize,
    /// The games' snapshots: plain (games without hidden pieces) and
    /// sealed.
    pub snapshot_text: usize,
    pub snapshot_blob: usize,
}

impl StoredPerMessage {
    /// From the database before (`load`) and after (`polled`) a `poll` of
    /// `messages` messages of `message_bytes` bytes in all.
    pub fn between(load: &Volume, polled: &Volume, messages: u64, message_bytes: u64) -> StoredPerMessage {
        let per = |n: u64| n as f64 / messages.max(1) as f64;
        let avg = |(rows, bytes): (u64, u64)| {
            if rows == 0 {
                0
            } else {
                (bytes as f64 / rows as f64).round() as usize
            }
        };
        let new = |a: (u64, u64), b: (u64, u64)| (b.0.saturating_sub(a.0), b.1.saturating_sub(a.1));
        let inbox = new(load.inbox, polled.inbox);
        let events = new(load.events, polled.events);
        StoredPerMessage {
            inbox_ratio: inbox.1 as f64 / message_bytes.max(1) as f64,
            result_bytes: avg(new(load.results, polled.results)),
            events: per(events.0),
            event_bytes: avg(events).saturating_sub(32),
            parcels: per(new(load.parcels, polled.parcels).0),
            parcel_bytes: avg(new(load.parcels, polled.parcels)),
            outbox: per(new(load.outbox, polled.outbox).0),
            outbox_bytes: avg(new(load.outbox, polled.outbox)),
            snapshot_text: avg(polled.snapshots_text),
            snapshot_blob: avg(polled.snapshots_blob),
        }
    }

    fn to_json(&self) -> Value {
        json!({
            "inbox_ratio": self.inbox_ratio, "result_bytes": self.result_bytes,
            "events": self.events, "event_bytes": self.event_bytes,
            "parcels": self.parcels, "parcel_bytes": self.parcel_bytes,
            "outbox": self.outbox, "outbox_bytes": self.outbox_bytes,
            "snapshot_text": self.snapshot_text, "snapshot_blob": self.snapshot_blob,
        })
    }

    /// Refuse sizes no `poll` stores (a row over 16 MiB, a message stored
    /// at more than 16 times its size, more than 64 rows of a kind a
    /// message), rather than allocate them.
    fn check(&self) -> std::result::Result<(), String> {
        const MOST: usize = 16 << 20;
        let bytes = [
            self.result_bytes,
            self.event_bytes,
            self.parcel_bytes,
            self.outbox_bytes,
            self.snapshot_text,
            self.snapshot_blob,
        ];
        if bytes.iter().any(|b| *b > MOST) {
            return Err(format!("a row of more than {MOST} bytes"));
        }
        if !(0.0..=16.0).contains(&self.inbox_ratio) {
            return Err(format!("a message stored at {} times its size", self.inbox_ratio));
        }
        if [self.events, self.parcels, self.outbox]
            .iter()
            .any(|n| !(0.0..=64.0).contains(n))
        {
            return Err("more than 64 rows of a kind for one message".into());
        }
        Ok(())
    }

    /// One line: what a message stored.
    pub fn describe(&self) -> String {
        format!(
            "message {:.0}% of its size, {:.2} event(s) of {} B, {:.2} parcel(s) of {} B, {:.2} outbox row(s), snapshot {} B (text) or {} B (sealed)",
            self.inbox_ratio * 100.0,
            self.events,
            self.event_bytes + 32,
            self.parcels,
            self.parcel_bytes,
            self.outbox,
            self.snapshot_text,
            self.snapshot_blob
        )
    }

    fn from_json(v: &Value) -> StoredPerMessage {
        let n = |k: &str| v.get(k).and_then(Value::as_u64).unwrap_or(0) as usize;
        StoredPerMessage {
            inbox_ratio: f64_of(v, "inbox_ratio"),
            result_bytes: n("result_bytes"),
            events: f64_of(v, "events"),
            event_bytes: n("event_bytes"),
            parcels: f64_of(v, "parcels"),
            parcel_bytes: n("parcel_bytes"),
            outbox: f64_of(v, "outbox"),
            outbox_bytes: n("outbox_bytes"),
            snapshot_text: n("snapshot_text"),
            snapshot_blob: n("snapshot_blob"),
        }
    }
}

/// Whole rows of `rate` a message, carried over from message to message:
/// 1.5 gives 1, 2, 1, 2, ...
fn take_whole(carry: &mut f64, rate: f64) -> usize {
    *carry += if rate.is_finite() { rate.max(0.0) } else { 0.0 };
    let whole = carry.floor();
    *carry -= whole;
    whole as usize
}

/// Whether the `g`-th game of a load (from 0) has a time control: every
/// other one, from the first.
fn has_clock(g: usize) -> bool {
    g.is_multiple_of(2)
}

/// [`has_clock`] of a load's game by its id: [`build_load`] makes a
/// Strand, a L'Assaut and a L'Attaque game in turn, each kind numbered
/// from 1 (`strand-1`, `assaut-1`, `lattaque-1`, `strand-2`, ...). Such a
/// game's row keeps a `next_due`.
fn load_game_has_clock(id: &str) -> bool {
    let Some((kind, num)) = id.rsplit_once('-') else {
        return false;
    };
    let (Ok(num), Some(k)) = (
        num.parse::<usize>(),
        ["strand", "assaut", "lattaque"].iter().position(|k| *k == kind),
    ) else {
        return false;
    };
    num >= 1 && has_clock(3 * (num - 1) + k)
}

/// The `writes` measurement (see [`Work::Writes`]): for each message of
/// `dir`'s Maildir, what the floor does, then the reads and writes `poll`
/// makes for it in its second transaction (the message unfinished? its
/// game and players, the events appended and the head moved, the game's
/// observers, the parcel and its outbox rows, the message's result), with
/// the rows' sizes of `file`; grouped, committed and marked as `poll` does.
fn writes(dir: &Path, file: &Path) -> Result<Value> {
    let text = std::fs::read_to_string(file).map_err(|e| io_err(file, e))?;
    let per = StoredPerMessage::from_json(
        &serde_json::from_str(&text).map_err(|e| Error::new(format!("{}: {e}", file.display())))?,
    );
    per.check()
        .map_err(|e| Error::new(format!("{}: {e}", file.display())))?;
    let games_path = dir.join(GAMES_OF);
    let games_of = std::fs::read_to_string(&games_path).map_err(|e| io_err(&games_path, e))?;
    let games_of: Vec<&str> = games_of.lines().collect();
    let mut store = Store::open(&dir.join("bench.db"))?;
    store.set_full_sync(full_sync())?;
    let now = system_now();
    let most = [
        per.event_bytes,
        per.parcel_bytes,
        per.snapshot_blob,
        per.result_bytes,
        32,
    ]
    .into_iter()
    .max()
    .unwrap_or(32);
    let filler = vec![b'x'; most];
    let result = "x".repeat(per.result_bytes);
    let third = "x".repeat(per.outbox_bytes / 3);
    let text_snapshot = crate::store::Snapshot::Text("x".repeat(per.snapshot_text));
    let blob_snapshot = crate::store::Snapshot::Blob(vec![b'x'; per.snapshot_blob]);
    let (mut events_carry, mut parcels_carry, mut outbox_carry) = (0.0, 0.0, 0.0);
    like_poll(dir, &mut store, |store, entry, mut raw| {
        let key = message_key(&raw);
        let game = entry
            .name
            .split('.')
            .next()
            .and_then(|n| n.parse::<usize>().ok())
            .and_then(|i| games_of.get(i).copied())
            .ok_or_else(|| Error::new(format!("{}: no game for this message in {GAMES_OF}", entry.name)))?;
        raw.resize((raw.len() as f64 * per.inbox_ratio).round() as usize, b'x');
        let id = store
            .write_unsynced(|tx| tx.insert_inbox(&key, &raw, now))
            .map_err(Error::from)?
            .ok_or_else(|| Error::new(format!("{}: stored twice", entry.name)))?;
        let (events, parcels, outbox) = (
            take_whole(&mut events_carry, per.events),
            take_whole(&mut parcels_carry, per.parcels),
            take_whole(&mut outbox_carry, per.outbox),
        );
        store
            .write(|tx| -> crate::store::Result<()> {
                tx.inbox_unfinished(id)?;
                let row = tx
                    .game(game)?
                    .ok_or_else(|| crate::store::StoreError::new(format!("no game {game}")))?;
                tx.player(row.first_player)?;
                tx.player(row.second_player)?;
                let mut n = row.head_n;
                for _ in 0..events {
                    n += 1;
                    tx.append_event(game, n, &filler[..per.event_bytes], &filler[..32], now)?;
                }
                if events > 0 {
                    let snapshot = if matches!(row.snapshot, crate::store::Snapshot::Blob(_)) {
                        &blob_snapshot
                    } else {
                        &text_snapshot
                    };
                    let due = load_game_has_clock(game).then_some(now + 86_400);
                    tx.update_game(game, row.head_n, &row.status, snapshot, n, &filler[..32], due, now)?;
                }
                tx.observers_of(game)?;
                let mut parcel = None;
                for _ in 0..parcels {
                    parcel = Some(tx.add_parcel(&filler[..per.parcel_bytes])?);
                }
                for k in 0..outbox as u64 {
                    let m = NewOutbox {
                        game_id: Some(game),
                        recipient: &third,
                        envelope_from: &third,
                        message_id: &third,
                        raw: &[],
                        part: parcel.map(|p| (p, k * 100, 100)),
                    };
                    tx.enqueue(&m, now)?;
                }
                tx.set_inbox_result(id, "applied", Some(game), &result)?;
                Ok(())
            })
            .map_err(Error::from)
    })
}

/// The key a message is stored under, as `ingest` makes it: its
/// Message-ID, else the SHA-256 of its bytes.
fn message_key(raw: &[u8]) -> String {
    match inbound::parse(raw) {
        Ok(m) => match &m.message_id {
            Some(id) if !id.trim().is_empty() => format!("<{}>", id.trim()),
            _ => format!("sha256:{}", m.fingerprint),
        },
        Err(_) => format!("sha256:{}", hex_encode(&crate::protocol::sha256(raw))),
    }
}

/// Take every message of `dir`'s Maildir as `poll` does, timed: grouped in
/// batches of `poll_batch` (no savepoint per write, as `poll` of a Maildir
/// writes a batch), each batch committed and only then its messages moved
/// to `cur/`; `each` does a message's work. The worker's figures, as JSON.
fn like_poll(
    dir: &Path,
    store: &mut Store,
    mut each: impl FnMut(&mut Store, &MaildirEntry, Vec<u8>) -> Result<()>,
) -> Result<Value> {
    let md = Maildir::open(dir.join("maildir")).map_err(|e| io_err(dir, e))?;
    let cpu = cpu_seconds();
    let t = Instant::now();
    let entries = md.list_new().map_err(|e| io_err(dir, e))?;
    let batch = poll_batch();
    for chunk in entries.chunks(batch) {
        if batch > 1 {
            store.begin_batch_unguarded()?;
        }
        for entry in chunk {
            let raw = md.read(entry).map_err(|e| io_err(dir, e))?;
            each(store, entry, raw)?;
        }
        if batch > 1 {
            store.end_batch(true)?;
        }
        for entry in chunk {
            md.mark_seen(entry).map_err(|e| io_err(dir, e))?;
        }
    }
    let seconds = t.elapsed().as_secs_f64();
    let cpu = cpu.zip(cpu_seconds()).map(|(a, b)| b - a);
    Ok(json!({"messages": entries.len(), "seconds": seconds, "cpu_seconds": cpu, "peak_kib": peak_rss_kib()}))
}

/// GNU time, which gives a child's peak memory (`%M`).
const TIME: &str = "/usr/bin/time";

/// Messages marked applied in the inbox of `dir`'s database.
fn applied_in(dir: &Path) -> Result<u64> {
    let svc = Service::open(config_in(dir))?;
    Ok(svc
        .stats()?
        .iter()
        .find(|(k, _)| k == "mail in: applied")
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(0))
}

/// `estafette ingest` once per message, with the message on standard
/// input, as an MTA's pipe delivery runs it: `jobs` at once (Postfix runs
/// up to 100 deliveries in parallel), each job taking the next message in
/// order. Peak memory is that of a few more such processes run under
/// `/usr/bin/time` (if it is installed), one at a time, outside the timed
/// part.
fn processes(dir: &Path, held: bool, jobs: usize) -> Result<Value> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let exe = std::env::current_exe().map_err(|e| Error::new(format!("cannot find this program: {e}")))?;
    let applied_before = applied_in(dir)?;
    // Another connection, open throughout: then no ingest process is the
    // last to close the database, which would checkpoint it and delete
    // its write-ahead log.
    let holder = if held {
        let store = Store::open(&dir.join("bench.db"))?;
        store.read().games()?;
        Some(store)
    } else {
        None
    };
    let new = dir.join("maildir").join("new");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&new)
        .map_err(|e| io_err(&new, e))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.sort();
    let mut raws = Vec::with_capacity(files.len());
    for f in &files {
        raws.push(std::fs::read(f).map_err(|e| io_err(f, e))?);
    }
    let sample = 20.min(raws.len() / 10);
    let timed = raws.len() - sample;
    // A move of a game starts only once the game's previous move is done.
    let order = dir.join(GAMES_OF);
    let previous = previous_of_same_game(&std::fs::read_to_string(&order).map_err(|e| io_err(&order, e))?);
    let done: Vec<std::sync::atomic::AtomicBool> = (0..raws.len()).map(|_| Default::default()).collect();
    let failed = AtomicUsize::new(0);
    // The environment of each process, as Postfix's pipe(8) gives it: a
    // cleared one but for the variables it exports (`export_environment`:
    // TZ, MAIL_CONFIG, LANG), and this run's own `ESTAFETTE_` settings
    // (durability, busy timeout) but a configuration file.
    let env: Vec<(std::ffi::OsString, std::ffi::OsString)> = std::env::vars_os()
        .filter(|(k, _)| {
            let k = k.to_string_lossy();
            (k.starts_with("ESTAFETTE_") && k != "ESTAFETTE_CONFIG")
                || matches!(k.as_ref(), "TZ" | "MAIL_CONFIG" | "LANG")
        })
        .collect();
    // `estafette ingest` on one message, under `/usr/bin/time -o OUT` when
    // given; a failed exit is counted, not returned.
    let ingest_one = |raw: &[u8], time_out: Option<&Path>| -> Result<()> {
        use std::io::Write;
        let mut cmd = match time_out {
            Some(out) => {
                let mut c = Command::new(TIME);
                c.arg("-f").arg("%M").arg("-o").arg(out).arg(&exe);
                c
            }
            None => Command::new(&exe),
        };
        cmd.arg("--db")
            .arg(dir.join("bench.db"))
            .arg("--key-file")
            .arg(dir.join("bench.key"))
            .arg("--address")
            .arg(ADDRESS)
            .arg("ingest")
            .env_clear()
            .envs(env.iter().map(|(k, v)| (k, v)))
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        let mut child = cmd.spawn().map_err(|e| Error::new(format!("cannot run ingest: {e}")))?;
        if let Some(mut stdin) = child.stdin.take() {
            stdin
                .write_all(raw)
                .map_err(|e| Error::new(format!("writing to ingest: {e}")))?;
        }
        if !child.wait().map_err(|e| Error::new(format!("ingest: {e}")))?.success() {
            failed.fetch_add(1, Ordering::Relaxed);
        }
        Ok(())
    };
    let next = AtomicUsize::new(0);
    let t = Instant::now();
    std::thread::scope(|scope| -> Result<()> {
        let job = || -> Result<()> {
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(raw) = raws[..timed].get(i) else { return Ok(()) };
                if let Some(Some(before)) = previous.get(i) {
                    while !done[*before].load(Ordering::Acquire) {
                        std::thread::sleep(std::time::Duration::from_micros(50));
                    }
                }
                let ran = ingest_one(raw, None);
                // Done even if it could not run, so no job waits for ever.
                done[i].store(true, Ordering::Release);
                ran?;
            }
        };
        let handles: Vec<_> = (0..jobs.max(1)).map(|_| scope.spawn(job)).collect();
        for h in handles {
            h.join().map_err(|_| Error::new("an ingest job panicked"))??;
        }
        Ok(())
    })?;
    let seconds = t.elapsed().as_secs_f64();
    // The rest one at a time, under `/usr/bin/time` for the peak memory if
    // it is installed; taken in either way, since every message is counted.
    let time_out = Path::new(TIME).exists().then(|| dir.join("time.out"));
    let mut peak = 0u64;
    for raw in &raws[timed..] {
        ingest_one(raw, time_out.as_deref())?;
        if let Some(out) = &time_out {
            let kib = std::fs::read_to_string(out)
                .ok()
                .and_then(|s| s.trim().parse::<u64>().ok())
                .unwrap_or(0);
            peak = peak.max(kib);
        }
    }
    drop(holder);
    let applied = applied_in(dir)?.saturating_sub(applied_before);
    Ok(
        json!({"messages": timed, "seconds": seconds, "failed": failed.into_inner(), "applied": applied, "total": raws.len(), "peak_kib": peak}),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpu_time_is_read_and_moves_forward_with_work() {
        let start = cpu_seconds().expect("/proc/self/stat gives the CPU time");
        // Busy until the reading moves (a tick is 10 ms), for at most 5 s.
        let t = Instant::now();
        let mut x = 0u64;
        while cpu_seconds().unwrap() <= start && t.elapsed().as_secs() < 5 {
            for i in 0..100_000u64 {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(i);
            }
        }
        std::hint::black_box(x);
        assert!(
            cpu_seconds().unwrap() > start,
            "no CPU time counted after {:?} of work",
            t.elapsed()
        );
    }

    #[test]
    fn fractions_of_rows_are_carried_from_message_to_message() {
        let mut carry = 0.0;
        let taken: Vec<usize> = (0..6).map(|_| take_whole(&mut carry, 1.5)).collect();
        assert_eq!(taken, vec![1, 2, 1, 2, 1, 2]);
        let mut carry = 0.0;
        let taken: usize = (0..1000).map(|_| take_whole(&mut carry, 0.333)).sum();
        assert_eq!(taken, 333);
        let mut carry = 0.0;
        assert_eq!(take_whole(&mut carry, f64::NAN) + take_whole(&mut carry, -1.0), 0);
    }

    #[test]
    fn the_load_games_with_a_clock_are_known_by_their_ids() {
        let dir = tempfile::tempdir().unwrap();
        build_load(dir.path(), 7, 1).unwrap();
        let svc = Service::open(config_in(dir.path())).unwrap();
        // One move of each game: the games in the order made.
        let ids: Vec<String> = std::fs::read_to_string(dir.path().join(GAMES_OF))
            .unwrap()
            .lines()
            .map(String::from)
            .collect();
        assert_eq!(ids.len(), 7);
        assert_eq!(ids.iter().filter(|id| load_game_has_clock(id)).count(), 4);
        for id in &ids {
            let st = svc.current_state(id).unwrap();
            assert_eq!(load_game_has_clock(id), st.clock.is_some(), "{id}");
        }
        assert!(!load_game_has_clock("chess-1") && !load_game_has_clock("strand-0") && !load_game_has_clock("strand"));
    }

    #[test]
    fn what_poll_stored_is_taken_per_message_from_two_volumes() {
        let load = Volume {
            inbox: (10, 5_000),
            results: (10, 100),
            events: (20, 4_000),
            parcels: (5, 1_000),
            outbox: (10, 500),
            snapshots_text: (3, 300),
            snapshots_blob: (1, 900),
        };
        let polled = Volume {
            inbox: (110, 55_000),
            results: (110, 1_500),
            events: (170, 4_000 + 150 * 182),
            parcels: (105, 1_000 + 100 * 4_000),
            outbox: (210, 500 + 200 * 70),
            snapshots_text: (3, 1_500),
            snapshots_blob: (1, 1_200),
        };
        let per = StoredPerMessage::between(&load, &polled, 100, 100_000);
        assert_eq!(
            per,
            StoredPerMessage {
                inbox_ratio: 0.5,
                result_bytes: 14,
                events: 1.5,
                event_bytes: 150,
                parcels: 1.0,
                parcel_bytes: 4_000,
                outbox: 2.0,
                outbox_bytes: 70,
                snapshot_text: 500,
                snapshot_blob: 1_200,
            }
        );
        assert_eq!(StoredPerMessage::from_json(&per.to_json()), per);
        assert_eq!(per.check(), Ok(()));
        let mut big = per.clone();
        big.parcel_bytes = 1 << 40;
        assert!(big.check().is_err());
        let mut odd = per.clone();
        odd.inbox_ratio = f64::NAN;
        assert!(odd.check().is_err());
        let mut many = per;
        many.events = 1e9;
        assert!(many.check().is_err());
    }

    #[test]
    fn each_message_waits_for_the_previous_one_of_its_game() {
        let order = "g1\ng2\ng1\ng3\ng2\ng1\n";
        assert_eq!(
            previous_of_same_game(order),
            vec![None, None, Some(0), None, Some(1), Some(2)]
        );
        assert!(previous_of_same_game("").is_empty());
    }

    #[test]
    fn half_the_floor_leaves_twice_its_cpu_less_the_writes() {
        let run = |us: f64| json!({"messages": 1000, "cpu_seconds": us * 1e-3});
        let (left, used) = compute_budget(
            &[run(50.0), run(60.0)],
            &[run(180.0), run(200.0)],
            &[run(85.0), run(95.0)],
        )
        .unwrap();
        assert_eq!(left.iter().map(|x| x.round() as i64).collect::<Vec<_>>(), vec![15, 25]);
        assert_eq!(used.iter().map(|x| x.round() as i64).collect::<Vec<_>>(), vec![95, 105]);
        assert!(compute_budget(&[run(50.0)], &[run(180.0), run(200.0)], &[run(85.0)]).is_none());
        assert!(compute_budget(
            &[json!({"messages": 10, "cpu_seconds": null})],
            &[run(1.0)],
            &[run(1.0)]
        )
        .is_none());
        assert!(compute_budget(&[], &[], &[]).is_none());
    }

    #[test]
    fn cpu_per_message_is_the_range_over_runs() {
        let runs = [
            json!({"messages": 1000, "cpu_seconds": 0.25}),
            json!({"messages": 2000, "cpu_seconds": 0.6}),
        ];
        assert_eq!(cpu_per_message(&runs), "CPU 250-300 µs/msg");
        assert_eq!(cpu_per_message(&[json!({"messages": 10, "cpu_seconds": null})]), "");
    }

    #[test]
    fn the_cpu_ratio_pairs_runs_and_needs_every_runs_cpu() {
        let floor = [
            json!({"messages": 1000, "cpu_seconds": 0.06}),
            json!({"messages": 1000, "cpu_seconds": 0.08}),
        ];
        let poll = [
            json!({"messages": 1000, "cpu_seconds": 0.2}),
            json!({"messages": 1000, "cpu_seconds": 0.16}),
        ];
        let r = cpu_ratios(&floor, &poll);
        assert_eq!(r.len(), 2);
        assert!((r[0] - 0.3).abs() < 1e-9 && (r[1] - 0.5).abs() < 1e-9, "{r:?}");
        let unknown = [
            json!({"messages": 1000, "cpu_seconds": null}),
            json!({"messages": 1000, "cpu_seconds": 0.16}),
        ];
        assert!(cpu_ratios(&floor, &unknown).is_empty());
        assert!(cpu_ratios(&floor, &poll[..1]).is_empty());
    }
}
