//! The benchmarks: build each load once, run each measurement in a fresh
//! worker process on a fresh copy of it, check that the work was done,
//! print the figures.

use crate::fault::{BenchError, Done, Result};
use crate::load::{self, bench_dir, copy_load, fresh_sub, io_err, Load, DB, KEY};
use crate::report::{self, f64_of, mib, range, rate, u64_of, Summary};
use crate::workers::Durability;
use serde_json::Value;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// Which benchmarks to run.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The floor and `poll` of a Maildir.
    Poll,
    /// One `estafette ingest` process per message.
    Ingest,
    /// `tick` over many games, a few due.
    Tick,
    /// `verify` and `export` of a long game.
    Verify,
}

/// What to measure, and how much.
#[derive(Clone, Debug)]
pub struct Options {
    pub dir: PathBuf,
    /// The `estafette` binary (`ingest` only); `None`: next to this program.
    pub bin: Option<PathBuf>,
    pub runs: usize,
    pub parts: Vec<Part>,
    pub durability: Durability,
    pub poll_batch: usize,
    pub games: usize,
    pub messages: usize,
    pub per_process: usize,
    pub jobs: Vec<usize>,
    pub tick_games: usize,
    pub due_percent: f64,
    pub plies: usize,
}

/// What to build first for a release measurement.
pub const BUILD: &str = "cargo build --release -p estafette -p estafette-bench";

/// The `estafette` binary `ingest` runs: `bin`, else `estafette` in this
/// program's folder (where cargo puts both); an error saying what to build
/// if it is not there.
pub fn estafette_binary(bin: Option<&Path>) -> Result<PathBuf> {
    let path = match bin {
        Some(b) => b.to_path_buf(),
        None => {
            let me = std::env::current_exe().map_err(|e| BenchError::NoSelf { error: e.to_string() })?;
            me.with_file_name(format!("estafette{}", std::env::consts::EXE_SUFFIX))
        }
    };
    if !path.is_file() {
        return Err(BenchError::NoBinary {
            path: path.display().to_string(),
            build: BUILD,
        });
    }
    // Absolute: the `ingest` worker runs in its own folder.
    Ok(std::fs::canonicalize(&path).map_err(|e| io_err(&path, e))?)
}

/// Run `estafette-bench worker ARGS` in a fresh process: the figures it
/// printed (the last line of its output, a JSON object).
fn worker(args: &[OsString]) -> Result<Value> {
    let exe = std::env::current_exe().map_err(|e| BenchError::NoSelf { error: e.to_string() })?;
    let out = Command::new(exe)
        .arg("worker")
        .args(args)
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| BenchError::WorkerStart { error: e.to_string() })?;
    let shown = args.iter().map(|a| a.to_string_lossy()).collect::<Vec<_>>().join(" ");
    if !out.status.success() {
        return Err(BenchError::WorkerFailed {
            args: shown,
            status: out.status.to_string(),
        });
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text.lines().last().unwrap_or("");
    serde_json::from_str(line).map_err(|e| BenchError::WorkerOutput {
        args: shown,
        error: e.to_string(),
        line: line.to_string(),
    })
}

/// Worker arguments from words and paths.
fn args<const N: usize>(words: [&dyn AsRef<std::ffi::OsStr>; N]) -> Vec<OsString> {
    words.iter().map(|w| w.as_ref().to_os_string()).collect()
}

/// Run the benchmarks `o` asks for: what they measured.
pub fn run(o: &Options) -> Result<Summary> {
    bench_dir(&o.dir)?;
    let bin = match o.parts.contains(&Part::Ingest) {
        true => Some(estafette_binary(o.bin.as_deref())?),
        false => None,
    };
    println!("machine: {}", report::machine());
    let build = if cfg!(debug_assertions) {
        "a debug build: its figures are no measure; build with `".to_string() + BUILD + "`"
    } else {
        "a release build".to_string()
    };
    println!("estafette {} ({build})", env!("CARGO_PKG_VERSION"));
    println!(
        "durability = \"{}\", poll_batch = {}",
        o.durability.name(),
        o.poll_batch
    );
    let mut s = Summary {
        setting: format!(
            "`durability = \"{}\"`, {} per transaction",
            o.durability.name(),
            o.poll_batch
        ),
        plies: o.plies,
        ..Summary::default()
    };
    let wants = |p| o.parts.contains(&p);
    if wants(Part::Poll) || wants(Part::Ingest) {
        let load_dir = fresh_sub(&o.dir, "load")?;
        let messages = if wants(Part::Poll) { o.messages } else { o.per_process };
        let load = prepare_load(&load_dir, o.games, messages)?;
        s.load = format!("{} messages over {} games", load.messages, load.games);
        if wants(Part::Poll) {
            poll(o, &load_dir, &mut s)?;
        }
        if let Some(bin) = &bin {
            ingest(o, &load_dir, bin, &mut s)?;
        }
    }
    if wants(Part::Tick) {
        tick(o, &mut s)?;
    }
    if wants(Part::Verify) {
        transcript(o, &mut s)?;
    }
    Ok(s)
}

/// Build the load of `messages` messages over `games` games in `dir`.
fn prepare_load(dir: &Path, games: usize, messages: usize) -> Result<Load> {
    let games = games.max(1);
    let per_game = messages.div_ceil(games).max(1);
    eprintln!("building the load: {games} games, {per_game} moves each ...");
    let load = load::build_load(dir, games, per_game)?;
    println!(
        "\nload: {} messages over {} games ({} Strand, {} L'Assaut, {} L'Attaque; half with a time control), \
         {:.1} KiB per message on average; built in {:.1} s",
        load.messages,
        load.games,
        load.kinds[0],
        load.kinds[1],
        load.kinds[2],
        load.bytes as f64 / load.messages.max(1) as f64 / 1024.0,
        load.seconds
    );
    Ok(load)
}

/// The floor and `poll`, in turn, `runs` times each, on fresh copies of
/// the load; every message must be applied by `poll`.
fn poll(o: &Options, load_dir: &Path, s: &mut Summary) -> Result<()> {
    let batch = o.poll_batch.to_string();
    for run in 1..=o.runs.max(1) {
        for what in ["floor", "poll"] {
            let run_dir = fresh_sub(&o.dir, "run")?;
            let n = copy_load(load_dir, &run_dir, usize::MAX)?;
            let durability = o.durability.name();
            let v = worker(&args([
                &what,
                &"--dir",
                &run_dir,
                &"--durability",
                &durability,
                &"--batch",
                &batch,
            ]))?;
            eprintln!("  {what} run {run}: {n} messages, {:.0} msg/s", rate(&v));
            if what == "floor" {
                s.floor.push(v);
            } else {
                if u64_of(&v, "applied") != n as u64 {
                    return Err(BenchError::NotDone {
                        what: Done::Poll,
                        done: u64_of(&v, "applied"),
                        expected: n as u64,
                    });
                }
                s.poll.push(v);
            }
        }
    }
    let cpu = |runs: &[Value]| match report::cpu_micros(runs) {
        c if c.is_empty() => String::new(),
        c => format!("   CPU {} µs/msg", range(&c, 0)),
    };
    let rates = |runs: &[Value]| runs.iter().map(rate).collect::<Vec<_>>();
    println!(
        "  {:<48} {:>13} msg/s   peak {}{}",
        "floor (read, parse, insert raw, mark seen):",
        range(&rates(&s.floor), 0),
        mib(report::peak(&s.floor)),
        cpu(&s.floor)
    );
    println!(
        "  {:<48} {:>13} msg/s   peak {}{}   ({} replies queued)",
        "`estafette poll` of the Maildir:",
        range(&rates(&s.poll), 0),
        mib(report::peak(&s.poll)),
        cpu(&s.poll),
        s.poll.iter().map(|v| u64_of(v, "queued")).min().unwrap_or(0)
    );
    let by_rate = report::ratios(&rates(&s.poll), &rates(&s.floor));
    let by_cpu = report::ratios(&report::cpu_micros(&s.floor), &report::cpu_micros(&s.poll));
    println!("  {:<48} {:>13}", "poll / floor:", range(&by_rate, 3));
    println!(
        "  {:<48} {:>13}",
        "poll / floor, by CPU per message:",
        range(&by_cpu, 3)
    );
    Ok(())
}

/// One `ingest` process per message for the first `per_process` messages
/// of the load, each count of processes at once in turn, `runs` times;
/// every process must succeed and every message be applied.
fn ingest(o: &Options, load_dir: &Path, bin: &Path, s: &mut Summary) -> Result<()> {
    println!();
    for &jobs in &o.jobs {
        let jobs = jobs.max(1);
        let mut runs = Vec::new();
        for run in 1..=o.runs.max(1) {
            let run_dir = fresh_sub(&o.dir, "run")?;
            let n = copy_load(load_dir, &run_dir, o.per_process)?;
            let (jobs_text, durability) = (jobs.to_string(), o.durability.name());
            let v = worker(&args([
                &"ingest",
                &"--dir",
                &run_dir,
                &"--bin",
                &bin,
                &"--jobs",
                &jobs_text,
                &"--durability",
                &durability,
            ]))?;
            eprintln!(
                "  ingest, {jobs} at once, run {run}: {n} messages, {:.0} msg/s",
                rate(&v)
            );
            if u64_of(&v, "failed") > 0 {
                return Err(BenchError::IngestsFailed {
                    failed: u64_of(&v, "failed"),
                    of: n as u64,
                    bin: bin.display().to_string(),
                });
            }
            // Every message of the load is a legal move in order: one not
            // applied means a move was lost or refused.
            if u64_of(&v, "applied") != n as u64 {
                return Err(BenchError::NotDone {
                    what: Done::Ingest,
                    done: u64_of(&v, "applied"),
                    expected: n as u64,
                });
            }
            runs.push(v);
        }
        let what = match jobs {
            1 => "`estafette ingest` per message, one at a time:".to_string(),
            n => format!("`estafette ingest` per message, {n} at once:"),
        };
        let rates: Vec<f64> = runs.iter().map(rate).collect();
        println!(
            "  {what:<48} {:>13} msg/s   peak {} (per process)",
            range(&rates, 0),
            mib(report::peak(&runs))
        );
        s.ingest.push((jobs, runs));
    }
    Ok(())
}

/// `tick` over `tick_games` games of which `due_percent` are due, `runs`
/// times, each in a fresh process on a fresh copy of the database.
fn tick(o: &Options, s: &mut Summary) -> Result<()> {
    let games = o.tick_games.max(1);
    let due = ((games as f64) * o.due_percent / 100.0)
        .round()
        .clamp(0.0, games as f64) as usize;
    let load_dir = fresh_sub(&o.dir, "tick-load")?;
    eprintln!("building {games} games for tick ...");
    let t = Instant::now();
    load::tick_db(&load_dir, games, due)?;
    println!(
        "\ntick: {games} active games, {due} due (built in {:.1} s)",
        t.elapsed().as_secs_f64()
    );
    for run in 1..=o.runs.max(1) {
        let run_dir = fresh_sub(&o.dir, "run")?;
        for f in [DB, KEY] {
            std::fs::copy(load_dir.join(f), run_dir.join(f)).map_err(|e| io_err(&load_dir.join(f), e))?;
        }
        let v = worker(&args([&"tick", &"--dir", &run_dir]))?;
        if u64_of(&v, "handled") != due as u64 || u64_of(&v, "handled_again") != 0 {
            return Err(BenchError::Tick {
                first: u64_of(&v, "handled"),
                again: u64_of(&v, "handled_again"),
                due: due as u64,
            });
        }
        eprintln!("  tick run {run}: {:.1} ms", f64_of(&v, "first_ms"));
        s.tick.push(v);
    }
    let ms = |k: &str| s.tick.iter().map(|v| f64_of(v, k)).collect::<Vec<_>>();
    println!(
        "  {:<48} {:>10} ms",
        "first tick (the due games):",
        range(&ms("first_ms"), 1)
    );
    println!(
        "  {:<48} {:>10} ms",
        "second tick (nothing left due):",
        range(&ms("second_ms"), 1)
    );
    println!("  {:<48} {:>13}", "peak memory:", mib(report::peak(&s.tick)));
    s.tick_load = format!("{games} games, {due} due");
    Ok(())
}

/// Times `export` and `verify` are repeated in their worker.
const REPEAT: usize = 20;

/// `export` and `verify` of a L'Attaque game of `plies` plies played
/// through `ingest`.
fn transcript(o: &Options, s: &mut Summary) -> Result<()> {
    let dir = fresh_sub(&o.dir, "long")?;
    eprintln!("playing a {}-ply L'Attaque game through ingest ...", o.plies);
    let t = Instant::now();
    let (id, plies) = load::long_game(&dir, o.plies)?;
    println!(
        "\ngame: L'Attaque, {plies} plies and a resignation, played through ingest in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let file = dir.join(format!("{id}.json"));
    let repeat = REPEAT.to_string();
    let e = worker(&args([
        &"export",
        &"--dir",
        &dir,
        &"--game",
        &id,
        &"--out",
        &file,
        &"--repeat",
        &repeat,
    ]))?;
    let v = worker(&args([&"verify", &"--file", &file, &"--repeat", &repeat]))?;
    if u64_of(&v, "moves") != plies as u64 {
        return Err(BenchError::NotDone {
            what: Done::Verify,
            done: u64_of(&v, "moves"),
            expected: plies as u64,
        });
    }
    println!(
        "  export: {:.1} ms best, {:.1} ms median of {REPEAT}; {:.0} KiB of JSON; peak {}",
        f64_of(&e, "best_ms"),
        f64_of(&e, "median_ms"),
        u64_of(&e, "bytes") as f64 / 1024.0,
        mib(u64_of(&e, "peak_kib"))
    );
    println!(
        "  verify: {:.1} ms best, {:.1} ms median of {REPEAT}; {} events, {} moves; peak {}",
        f64_of(&v, "best_ms"),
        f64_of(&v, "median_ms"),
        u64_of(&v, "events"),
        u64_of(&v, "moves"),
        mib(u64_of(&v, "peak_kib"))
    );
    s.plies = plies;
    s.export = Some(e);
    s.verify = Some(v);
    Ok(())
}
