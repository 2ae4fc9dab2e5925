//! The measurements, each run in a fresh process of this program
//! (`estafette-bench worker ...`) on a fresh copy of a prepared folder, so
//! that its peak memory is its own and every run starts from the same
//! state. A worker prints its figures as one line of JSON.

use crate::fault::{BenchError, Result};
use crate::load::{config_in, io_err, previous_of_same_game, system_now, ADDRESS, DB, GAMES_OF, KEY, TICK_NOW};
use estafette::mail::inbound;
use estafette::mail::maildir::{Maildir, MaildirEntry};
use estafette::service::{self, Error, Ingested, Service};
use estafette::store::Store;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

/// How every commit is made durable (see `durability` in docs/OPERATING.md).
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Durability {
    /// `synchronous=FULL`: every commit synced before it is acknowledged.
    Full,
    /// `synchronous=NORMAL`: synced at checkpoints only.
    Normal,
}

impl Durability {
    pub fn name(self) -> &'static str {
        match self {
            Durability::Full => "full",
            Durability::Normal => "normal",
        }
    }

    fn full(self) -> bool {
        self == Durability::Full
    }
}

/// What a worker process measures.
#[derive(clap::Subcommand, Clone, Debug)]
pub enum Work {
    /// The floor: read each message of DIR/maildir, parse it, insert it raw
    /// into DIR/bench.db, mark it seen; grouped in transactions as `poll`.
    Floor {
        #[arg(long)]
        dir: PathBuf,
        #[arg(long, value_enum)]
        durability: Durability,
        #[arg(long)]
        batch: usize,
    },
    /// `poll` of DIR/maildir into DIR/bench.db.
    Poll {
        #[arg(long)]
        dir: PathBuf,
        #[arg(long, value_enum)]
        durability: Durability,
        #[arg(long)]
        batch: usize,
    },
    /// `BIN ingest` once per message of DIR/maildir/new, JOBS at once, each
    /// game's messages in order.
    Ingest {
        #[arg(long)]
        dir: PathBuf,
        #[arg(long)]
        bin: PathBuf,
        #[arg(long)]
        jobs: usize,
        #[arg(long, value_enum)]
        durability: Durability,
    },
    /// `tick` of DIR/bench.db, twice, at the tick load's time.
    Tick {
        #[arg(long)]
        dir: PathBuf,
    },
    /// `export` of GAME of DIR/bench.db, REPEAT times; the last written to OUT.
    Export {
        #[arg(long)]
        dir: PathBuf,
        #[arg(long)]
        game: String,
        #[arg(long)]
        out: PathBuf,
        #[arg(long)]
        repeat: usize,
    },
    /// `verify` of a transcript FILE, REPEAT times.
    Verify {
        #[arg(long)]
        file: PathBuf,
        #[arg(long)]
        repeat: usize,
    },
}

/// Run one measurement: its figures.
pub fn work(w: &Work) -> Result<Value> {
    match w {
        Work::Floor { dir, durability, batch } => floor(dir, *durability, *batch),
        Work::Poll { dir, durability, batch } => poll(dir, *durability, *batch),
        Work::Ingest {
            dir,
            bin,
            jobs,
            durability,
        } => {
            // The `ingest` processes must not read an `estafette.toml` of
            // wherever the benchmark was started, so they run in `dir`.
            // This worker moves there once and they inherit it: a child
            // given a folder of its own is started by `fork` in a
            // statically linked build, a copy of this whole process per
            // message that an MTA does not pay.
            let dir = dir.canonicalize().map_err(|e| io_err(dir, e))?;
            std::env::set_current_dir(&dir).map_err(|e| io_err(&dir, e))?;
            ingest(&dir, bin, *jobs, *durability)
        }
        Work::Tick { dir } => tick(dir),
        Work::Export { dir, game, out, repeat } => export(dir, game, out, *repeat),
        Work::Verify { file, repeat } => verify(file, *repeat),
    }
}

/// The CPU time (user and system, in seconds) and the peak resident
/// memory (KiB) of this process so far, or of its finished children.
fn usage(children: bool) -> (f64, u64) {
    let who = if children {
        libc::RUSAGE_CHILDREN
    } else {
        libc::RUSAGE_SELF
    };
    // SAFETY: `getrusage` fills the zeroed struct it is given and reads
    // nothing else.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(who, &mut u) } != 0 {
        return (f64::NAN, 0);
    }
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    // Linux gives `ru_maxrss` in KiB; for children, the largest child's.
    (secs(u.ru_utime) + secs(u.ru_stime), u.ru_maxrss.max(0) as u64)
}

/// CPU seconds this process has used so far.
pub fn cpu_seconds() -> f64 {
    usage(false).0
}

/// Peak resident memory of this process so far, in KiB: `VmHWM`, which
/// is that of this program alone. (`ru_maxrss` is not: Linux carries the
/// peak of the process that started a program over into it.)
pub fn peak_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.split_whitespace().next())
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or(0)
}

/// The key a message is stored under, as `ingest` makes it for a mail that
/// parses: its Message-ID and its redelivery key, else that key alone.
fn message_key(raw: &[u8]) -> Result<String> {
    let m = inbound::parse(raw).map_err(|e| BenchError::Unparsable { error: e.to_string() })?;
    Ok(match &m.message_id {
        Some(id) if !id.trim().is_empty() => format!("<{}> {}", id.trim(), m.key),
        _ => format!("sha256:{}", m.key),
    })
}

/// Take every message of `dir`'s Maildir as `poll` does, timed: in batches
/// of `batch` (no savepoint per write, as `poll` of a Maildir writes a
/// batch), each committed and only then its messages moved to `cur/`;
/// `each` does a message's work.
fn like_poll(
    dir: &Path,
    store: &mut Store,
    batch: usize,
    mut each: impl FnMut(&mut Store, &MaildirEntry, Vec<u8>) -> Result<()>,
) -> Result<Value> {
    let md = Maildir::create(dir.join("maildir")).map_err(|e| io_err(dir, e))?;
    let cpu = cpu_seconds();
    let t = Instant::now();
    let entries = md.list_new().map_err(|e| io_err(dir, e))?;
    let batch = batch.max(1);
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
    let cpu = cpu_seconds() - cpu;
    Ok(json!({"messages": entries.len(), "seconds": seconds, "cpu_seconds": cpu, "peak_kib": peak_kib()}))
}

/// The floor: the cheapest durable write loop the poll design allows. Read
/// the file, parse the mail for its key, insert it raw, mark it seen,
/// nothing else, grouped and committed as `poll` groups them.
fn floor(dir: &Path, durability: Durability, batch: usize) -> Result<Value> {
    let mut store = Store::open(&dir.join(DB))?;
    store.set_full_sync(durability.full())?;
    let now = system_now();
    like_poll(dir, &mut store, batch, |store, _, raw| {
        let key = message_key(&raw)?;
        store
            .write(|tx| tx.insert_inbox(&key, &raw, now))
            .map_err(Error::from)?;
        Ok(())
    })
}

/// A figure of the referee's `stats`, as a number.
fn stat(svc: &Service, name: &str) -> Result<u64> {
    Ok(svc
        .stats()?
        .iter()
        .find(|(k, _)| k == name)
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(0))
}

/// `poll` of the Maildir, as `estafette poll --maildir` runs it.
fn poll(dir: &Path, durability: Durability, batch: usize) -> Result<Value> {
    let mut svc = Service::open(config_in(dir, durability.full(), batch))?;
    let cpu = cpu_seconds();
    let t = Instant::now();
    let done = service::poll_maildir(&mut svc, &dir.join("maildir"))?;
    let seconds = t.elapsed().as_secs_f64();
    let cpu = cpu_seconds() - cpu;
    let applied = done
        .iter()
        .filter(|d| matches!(d, Ingested::Handled { status, .. } if status == "applied"))
        .count();
    let queued = stat(&svc, "outbox pending")?;
    Ok(json!({
        "messages": done.len(), "seconds": seconds, "cpu_seconds": cpu,
        "applied": applied, "queued": queued, "peak_kib": peak_kib(),
    }))
}

/// The environment of each `ingest` process, as Postfix's pipe(8) gives
/// it: a cleared one but for the variables it exports (TZ, MAIL_CONFIG,
/// LANG), this run's own `ESTAFETTE_` settings but a configuration file,
/// and the durability measured.
fn ingest_env(durability: Durability) -> Vec<(std::ffi::OsString, std::ffi::OsString)> {
    let mut env: Vec<_> = std::env::vars_os()
        .filter(|(k, _)| {
            let k = k.to_string_lossy();
            (k.starts_with("ESTAFETTE_") && k != "ESTAFETTE_CONFIG" && k != "ESTAFETTE_DURABILITY")
                || matches!(k.as_ref(), "TZ" | "MAIL_CONFIG" | "LANG")
        })
        .collect();
    env.push(("ESTAFETTE_DURABILITY".into(), durability.name().into()));
    env
}

/// `bin ingest` on one message on its standard input, as an MTA's pipe
/// delivery runs it: whether it exited 0.
fn ingest_one(bin: &Path, dir: &Path, env: &[(std::ffi::OsString, std::ffi::OsString)], raw: &[u8]) -> Result<bool> {
    use std::io::Write;
    let mut child = Command::new(bin)
        .arg("--db")
        .arg(dir.join(DB))
        .arg("--key-file")
        .arg(dir.join(KEY))
        .arg("--address")
        .arg(ADDRESS)
        .arg("ingest")
        .env_clear()
        .envs(env.iter().map(|(k, v)| (k, v)))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| BenchError::IngestStart {
            bin: bin.display().to_string(),
            error: e.to_string(),
        })?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(raw)
            .map_err(|e| BenchError::IngestWrite { error: e.to_string() })?;
    }
    let status = child
        .wait()
        .map_err(|e| BenchError::IngestWait { error: e.to_string() })?;
    Ok(status.success())
}

/// One `ingest` process per message of the Maildir's `new/`, `jobs` at
/// once (Postfix runs pipe deliveries in parallel), each job taking the
/// next message in order; a game's move starts only once the game's
/// previous move is done. Peak memory is the largest process's, or this
/// worker's if larger (see [`peak_kib`]), which is kept small: an upper
/// bound of each process's own.
fn ingest(dir: &Path, bin: &Path, jobs: usize, durability: Durability) -> Result<Value> {
    let applied_before = stat(&Service::open(config_in(dir, true, 1))?, "mail in: applied")?;
    let new = dir.join("maildir").join("new");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&new)
        .map_err(|e| io_err(&new, e))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.sort();
    let raws = files
        .iter()
        .map(|f| std::fs::read(f).map_err(|e| io_err(f, e)))
        .collect::<service::Result<Vec<_>>>()?;
    let order = dir.join(GAMES_OF);
    let previous = previous_of_same_game(&std::fs::read_to_string(&order).map_err(|e| io_err(&order, e))?);
    let env = ingest_env(durability);
    let done: Vec<AtomicBool> = (0..raws.len()).map(|_| AtomicBool::new(false)).collect();
    let (next, failed) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let job = || -> Result<()> {
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(raw) = raws.get(i) else { return Ok(()) };
            if let Some(Some(before)) = previous.get(i) {
                while !done[*before].load(Ordering::Acquire) {
                    std::thread::sleep(std::time::Duration::from_micros(50));
                }
            }
            let ran = ingest_one(bin, dir, &env, raw);
            // Done even if it could not run, so that no job waits for ever.
            done[i].store(true, Ordering::Release);
            if !ran? {
                failed.fetch_add(1, Ordering::Relaxed);
            }
        }
    };
    let t = Instant::now();
    std::thread::scope(|scope| -> Result<()> {
        let handles: Vec<_> = (0..jobs.max(1)).map(|_| scope.spawn(job)).collect();
        handles
            .into_iter()
            .try_for_each(|h| h.join().map_err(|_| BenchError::IngestPanicked)?)
    })?;
    let seconds = t.elapsed().as_secs_f64();
    let applied = stat(&Service::open(config_in(dir, true, 1))?, "mail in: applied")?;
    Ok(json!({
        "messages": raws.len(), "seconds": seconds, "failed": failed.into_inner(),
        "applied": applied.saturating_sub(applied_before),
        "peak_kib": usage(true).1, "worker_peak_kib": peak_kib(),
    }))
}

/// `tick` twice, in a fresh process as cron runs it: the first finds the
/// due games and sends their reminders, the second finds nothing left due.
fn tick(dir: &Path) -> Result<Value> {
    let mut svc = Service::open(config_in(dir, true, service::DEFAULT_POLL_BATCH))?;
    svc.now = Box::new(|| TICK_NOW);
    let t = Instant::now();
    let first = svc.tick()?;
    let first_ms = t.elapsed().as_secs_f64() * 1e3;
    let t = Instant::now();
    let second = svc.tick()?;
    let second_ms = t.elapsed().as_secs_f64() * 1e3;
    Ok(json!({
        "first_ms": first_ms, "handled": first.len(),
        "second_ms": second_ms, "handled_again": second.len(), "peak_kib": peak_kib(),
    }))
}

/// `export` of a game `repeat` times, the transcript written to `out`.
fn export(dir: &Path, game: &str, out: &Path, repeat: usize) -> Result<Value> {
    let svc = Service::open(config_in(dir, true, 1))?;
    let mut times = Vec::new();
    let mut bytes = 0;
    for _ in 0..repeat.max(1) {
        let t = Instant::now();
        let tr = svc.export(game)?;
        let text = serde_json::to_string_pretty(&tr).map_err(|e| BenchError::Encode { error: e.to_string() })? + "\n";
        std::fs::write(out, &text).map_err(|e| io_err(out, e))?;
        times.push(t.elapsed().as_secs_f64() * 1e3);
        bytes = text.len();
    }
    Ok(json!({"best_ms": best(&times), "median_ms": median(&times), "bytes": bytes, "peak_kib": peak_kib()}))
}

/// `verify` of a transcript file `repeat` times, reading it each time.
fn verify(file: &Path, repeat: usize) -> Result<Value> {
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..repeat.max(1) {
        let t = Instant::now();
        let text = std::fs::read_to_string(file).map_err(|e| io_err(file, e))?;
        let v = estafette::transcript::verify(&text, None).map_err(|e| BenchError::Verify {
            file: file.display().to_string(),
            error: e.to_string(),
        })?;
        times.push(t.elapsed().as_secs_f64() * 1e3);
        last = Some(v);
    }
    let v = last.ok_or(BenchError::NothingVerified)?;
    Ok(json!({
        "best_ms": best(&times), "median_ms": median(&times),
        "events": v.events, "moves": v.moves, "peak_kib": peak_kib(),
    }))
}

fn best(xs: &[f64]) -> f64 {
    xs.iter().copied().fold(f64::INFINITY, f64::min)
}

fn median(xs: &[f64]) -> f64 {
    let mut v = xs.to_vec();
    v.sort_by(|a, b| a.total_cmp(b));
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cpu_time_moves_forward_with_work() {
        let start = cpu_seconds();
        assert!(start.is_finite());
        // Busy until the reading moves, for at most 5 s of wall time.
        let t = Instant::now();
        let mut x = 0u64;
        while cpu_seconds() <= start && t.elapsed().as_secs() < 5 {
            for i in 0..100_000u64 {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(i);
            }
        }
        std::hint::black_box(x);
        assert!(cpu_seconds() > start, "no CPU time counted after {:?}", t.elapsed());
        assert!(peak_kib() > 0);
    }

    #[test]
    fn best_and_median_of_some_times() {
        assert_eq!(best(&[3.0, 1.0, 2.0]), 1.0);
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert!(median(&[]).is_nan());
    }
}
