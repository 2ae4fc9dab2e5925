//! `estafette run`: poll, tick and send in a loop.
//!
//! One instance per database: a lock file beside the database, held with
//! an OS file lock for as long as the process lives (released by the OS even
//! after a crash). On SIGTERM or SIGINT the loop finishes the message in hand
//! (each message is one transaction anyway) and exits cleanly. Logs are
//! structured (tracing), quiet by default; `-v` for each message and mail.

use super::{fail, failure, Failure, RunArgs};
use crate::exit::Kind;
use crate::service::{self, Config, Ingested, Service};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The lock file of a database.
pub fn lock_path(db: &std::path::Path) -> PathBuf {
    let mut p = db.as_os_str().to_owned();
    p.push(".run.lock");
    PathBuf::from(p)
}

pub fn run(cfg: Config, file_cfg: &crate::config::File, a: RunArgs) -> Result<(), Failure> {
    let level = match a.verbose {
        0 => tracing::Level::WARN,
        1 => tracing::Level::INFO,
        _ => tracing::Level::DEBUG,
    };
    // A second init (in tests) is harmless.
    use std::io::IsTerminal;
    let _ = tracing_subscriber::fmt()
        .with_max_level(level)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .with_target(false)
        .try_init();

    // Everything that can be wrong is refused before the loop starts: the
    // transport, the IMAP settings, the Maildir, the database.
    let transport = super::settings::transport(&a.send, file_cfg)?;
    let imap = super::settings::imap_config(&a.poll, file_cfg)?;
    if a.poll.maildir.is_some() && imap.is_some() {
        return Err(super::usage("run polls a Maildir or an IMAP mailbox, not both"));
    }
    if let Some(dir) = &a.poll.maildir {
        super::mailflow::check_maildir(dir)?;
    }
    let db = cfg.db.clone();
    let mut svc = Service::open(cfg)?;
    let lock = take_lock(&db)?;

    let stop = Arc::new(AtomicBool::new(false));
    for sig in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGINT] {
        signal_hook::flag::register(sig, Arc::clone(&stop)).map_err(|e| fail(format!("signal handler: {e}")))?;
    }
    tracing::info!(interval = a.interval, "estafette run started");
    let mut round = 0u64;
    while !stop.load(Ordering::SeqCst) {
        round += 1;
        if let Some(dir) = &a.poll.maildir {
            match poll_until_stopped(&mut svc, dir, &stop) {
                Ok(n) if n > 0 => tracing::info!(messages = n, "polled"),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "poll failed; will retry"),
            }
        } else if let Some(cfg) = &imap {
            // Once stopping, the rest are left unseen for the next run.
            let stopping = || stop.load(Ordering::SeqCst);
            let mut intake = service::ImapIntake::new(&mut svc, &stopping);
            let batch = intake.batch();
            let r = crate::mail::imap::poll_grouped(cfg, batch, &mut intake);
            drop(intake);
            match r {
                Ok(n) if n > 0 => tracing::info!(messages = n, "polled imap"),
                Ok(_) => {}
                Err(e) if stop.load(Ordering::SeqCst) => tracing::info!(error = %e.message, "imap poll stopped"),
                Err(e) => tracing::warn!(error = %e.message, "imap poll failed; will retry"),
            }
        }
        if stop.load(Ordering::SeqCst) {
            break;
        }
        match svc.tick() {
            Ok(done) => {
                for (game, what) in done {
                    tracing::info!(game = %game, what = %what, "tick");
                }
            }
            Err(e) => tracing::warn!(error = %e, "tick failed; will retry"),
        }
        match svc.send(transport.as_ref()) {
            Ok((sent, later, failed)) if sent + later + failed > 0 => tracing::info!(sent, later, failed, "send"),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "send failed; will retry"),
        }
        if a.rounds.is_some_and(|r| round >= r) {
            break;
        }
        let until = Instant::now() + Duration::from_secs(a.interval);
        while Instant::now() < until && !stop.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(100));
        }
    }
    tracing::info!("estafette run stopped");
    drop(lock);
    Ok(())
}

/// The lock file of `db`, created if missing and locked for as long as it is
/// held; refused while another `run` holds it.
fn take_lock(db: &std::path::Path) -> Result<std::fs::File, Failure> {
    let path = lock_path(db);
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|e| failure(Kind::CantCreate, format!("lock file {}: {e}", path.display())))?;
    match lock.try_lock() {
        Ok(()) => Ok(lock),
        Err(std::fs::TryLockError::WouldBlock) => Err(failure(
            Kind::Temporary,
            format!("another `estafette run` is already using {}", db.display()),
        )),
        Err(std::fs::TryLockError::Error(e)) => Err(failure(Kind::Io, format!("lock file {}: {e}", path.display()))),
    }
}

/// `service::poll_maildir`, checking the stop flag between messages and
/// logging each message.
fn poll_until_stopped(svc: &mut Service, dir: &std::path::Path, stop: &AtomicBool) -> service::Result<usize> {
    service::poll_maildir_with(svc, dir, &|| stop.load(Ordering::SeqCst), &mut |name, r| match r {
        Ingested::Handled { status, summary } => {
            tracing::info!(message = %name, status = %status, summary = %summary, "ingested")
        }
        Ingested::Duplicate => tracing::info!(message = %name, "duplicate"),
        Ingested::Failed(e) => tracing::error!(message = %name, error = %e, "failed; kept in the inbox"),
    })
}
