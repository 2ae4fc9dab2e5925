//! `estafette bench`: benchmarks on synthetic data, run by anyone on their
//! own machine; the figures and the machine go in docs/PERFORMANCE.md.
//! Timing lives here, never in tests (shared machines are noisy).

use crate::games::any::{GameKind, OptionsSpec};
use crate::games::Side;
use crate::referee::clock::TimeControl;
use crate::service::{self, Config, Error, PlayerSpec, Result, Service};
use std::time::Instant;

/// Peak resident memory of this process so far, in KiB (Linux).
pub fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status.lines().find_map(|l| l.strip_prefix("VmHWM:")).and_then(|v| v.split_whitespace().next()).and_then(|v| v.parse().ok())
}

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
        PlayerSpec { address: "a@bench.example".into(), name: "A".into(), lang: "en".into() },
        PlayerSpec { address: "b@bench.example".into(), name: "B".into(), lang: "en".into() },
    ];
    let tc = TimeControl::parse("3d", None).map_err(Error::new)?;
    let template = svc.new_game(GameKind::Strand, OptionsSpec::default(), players, Some(Side::First), Some(tc))?;
    let now = start + 2 * 86_400 + 60;
    let t = Instant::now();
    svc.store.write(|tx| tx.bench_clone_games(&template, games, due, now))?;
    eprintln!("built {games} games in {:.1} s", t.elapsed().as_secs_f64());
    // Nothing else due: the template game's own next_due is pushed away.
    svc.store.write(|tx| tx.set_next_due(&template, None))?;
    drop(svc);
    // A fresh process state, as cron would run it.
    let mut svc = Service::open(Config::new(dir.join("bench.db"), dir.join("bench.key"), "referee@bench.example"))?;
    svc.now = Box::new(move || now);
    let t = Instant::now();
    let done = svc.tick()?;
    let first = t.elapsed();
    let t = Instant::now();
    let again = svc.tick()?;
    let second = t.elapsed();
    println!("tick: {games} active games, {due} due");
    println!("  first tick:  {:>8.1} ms, {} games handled ({:.3} ms each)", first.as_secs_f64() * 1e3, done.len(), first.as_secs_f64() * 1e3 / done.len().max(1) as f64);
    println!("  second tick: {:>8.1} ms, {} games handled (nothing left due)", second.as_secs_f64() * 1e3, again.len());
    if let Some(kib) = peak_rss_kib() {
        println!("  peak memory: {:.1} MiB", kib as f64 / 1024.0);
    }
    Ok(())
}
