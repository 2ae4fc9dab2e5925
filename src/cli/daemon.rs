//! `estafette run`: poll, tick and send in a loop.
//!
//! One instance per database: a lock file beside the database, held with
//! an OS file lock for as long as the process lives (released by the OS even
//! after a crash). On SIGTERM or SIGINT the loop finishes the message in hand
//! (each message is one transaction anyway) and exits cleanly.
//!
//! The log (tracing, on standard error) has by default one line per message
//! taken in (game, sender, outcome in public words, whether the sender was
//! answered: [`crate::says::run::Note`]) and one per clock action (a reminder,
//! a late notice, a loss on time), and the mail sent; `-q` leaves only
//! warnings and errors, `-v` adds each round's detail, `-vv` everything.

use super::errors::MailError;
use super::settings::{mail_config, PollArgs, SendArgs};
use super::{Failure, Global};
use crate::exit::{Inner, Kind};
use crate::says::lines::Line;
use crate::says::run::Logged;
use crate::service::{self, Config, Ingested, Service};
use clap::Args;
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

#[derive(Args, Debug)]
pub struct RunArgs {
    /// Seconds between rounds.
    #[arg(long, default_value_t = 60)]
    pub interval: u64,
    /// Where to poll each round: --maildir DIR or --imap-host ... (give
    /// neither to only tick and send).
    #[command(flatten)]
    pub poll: PollArgs,
    /// Stop after this many rounds (for tests; default: until SIGTERM/SIGINT).
    #[arg(long)]
    pub rounds: Option<u64>,
    /// More log output (-v: each round's polls and files; -vv: everything).
    #[arg(short, long, action = clap::ArgAction::Count)]
    pub verbose: u8,
    /// Log only warnings and errors, not a line per message and clock action.
    #[arg(short, long, conflicts_with = "verbose")]
    pub quiet: bool,
    #[command(flatten)]
    pub send: SendArgs,
}

/// `run`: the loop, with the settings of the command line and the config.
pub fn command(global: &Global, a: RunArgs) -> Result<(), Failure> {
    let (cfg, file_cfg) = mail_config(global)?;
    run(cfg, &file_cfg, a)
}

pub fn run(cfg: Config, file_cfg: &crate::config::File, a: RunArgs) -> Result<(), Failure> {
    start_log(a.quiet, a.verbose);

    // Everything that can be wrong is refused before the loop starts: the
    // transport, the IMAP settings, the Maildir, the database.
    let transport = super::settings::transport(&a.send.via, file_cfg)?;
    let imap = super::settings::imap_config(&a.poll, file_cfg)?;
    if a.poll.maildir.is_some() && imap.is_some() {
        return Err(MailError::RunBoth {}.into());
    }
    if let Some(dir) = &a.poll.maildir {
        super::settings::check_maildir(dir)?;
    }
    let db = cfg.db.clone();
    let mut svc = Service::open(cfg)?;
    let lock = take_lock(&db)?;

    let stop = Arc::new(AtomicBool::new(false));
    for sig in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGINT] {
        signal_hook::flag::register(sig, Arc::clone(&stop)).map_err(|e| MailError::Signal { error: e.to_string() })?;
    }
    svc.keep_notes();
    let lang = super::lang::from_env().unwrap_or(crate::views::Lang::En);
    let started = Logged::Started { interval: a.interval };
    tracing::info!(interval = a.interval, "{}", started.words(lang));
    let mut round = 0u64;
    while !stop.load(Ordering::SeqCst) {
        round += 1;
        if let Some(dir) = &a.poll.maildir {
            match poll_until_stopped(&mut svc, dir, &stop) {
                Ok(n) if n > 0 => tracing::debug!(messages = n, "{}", Logged::Polled { messages: n }.words(lang)),
                Ok(_) => {}
                Err(e) => tracing::warn!("{}", Logged::PollFailed(Inner::from(&e)).words(lang)),
            }
        } else if let Some(cfg) = &imap {
            // Once stopping, the rest are left unseen for the next run.
            let stopping = || stop.load(Ordering::SeqCst);
            let mut intake = service::ImapIntake::new(&mut svc, &stopping);
            let batch = intake.batch();
            let r = crate::mail::imap::poll_grouped(cfg, batch, &mut intake);
            drop(intake);
            match r {
                Ok(n) if n > 0 => {
                    tracing::debug!(messages = n, "{}", Logged::PolledImap { messages: n }.words(lang))
                }
                Ok(_) => {}
                Err(e) => {
                    let why = Inner {
                        english: e.message,
                        reason: e.reason,
                    };
                    if stop.load(Ordering::SeqCst) {
                        tracing::info!("{}", Logged::ImapStopped(why).words(lang));
                    } else {
                        tracing::warn!("{}", Logged::ImapFailed(why).words(lang));
                    }
                }
            }
        }
        for note in svc.take_notes() {
            tracing::info!("{}", note.words(lang));
        }
        if stop.load(Ordering::SeqCst) {
            break;
        }
        tick(&mut svc, lang);
        match svc.send(transport.as_ref()) {
            Ok((sent, later, failed)) if failed > 0 => {
                tracing::warn!(
                    sent,
                    later,
                    failed,
                    "{}",
                    Line::Sent { sent, later, failed }.words(lang)
                )
            }
            Ok((sent, later, failed)) if sent + later > 0 => {
                tracing::info!(
                    sent,
                    later,
                    failed,
                    "{}",
                    Line::Sent { sent, later, failed }.words(lang)
                )
            }
            Ok(_) => {}
            Err(e) => tracing::warn!("{}", Logged::SendFailed(Inner::from(&e)).words(lang)),
        }
        if a.rounds.is_some_and(|r| round >= r) {
            break;
        }
        let until = Instant::now() + Duration::from_secs(a.interval);
        while Instant::now() < until && !stop.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(100));
        }
    }
    tracing::info!("{}", Logged::Stopped.words(lang));
    drop(lock);
    Ok(())
}

/// The log on standard error: warnings only with `quiet`, else a line per
/// message and clock action, more with each `-v`.
fn start_log(quiet: bool, verbose: u8) {
    let level = match (quiet, verbose) {
        (true, _) => tracing::Level::WARN,
        (false, 0) => tracing::Level::INFO,
        (false, 1) => tracing::Level::DEBUG,
        (false, _) => tracing::Level::TRACE,
    };
    // A second init (in tests) is harmless.
    use std::io::IsTerminal;
    let _ = tracing_subscriber::fmt()
        .with_max_level(level)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .with_target(false)
        .try_init();
}

/// Do what the clock calls for, logging each action (the players named)
/// in `lang`.
fn tick(svc: &mut Service, lang: crate::views::Lang) {
    match svc.tick() {
        Ok(done) => {
            for ticked in done {
                match ticked {
                    crate::says::tick::Ticked::Failed { .. } => tracing::warn!("{}", ticked.words(lang)),
                    crate::says::tick::Ticked::Did { .. } => tracing::info!("{}", ticked.words(lang)),
                }
            }
        }
        Err(e) => tracing::warn!("{}", Logged::TickFailed(Inner::from(&e)).words(lang)),
    }
    match svc.advance_tournaments() {
        Ok(said) => said.iter().for_each(|s| tracing::info!("{}", s.words(lang))),
        Err(e) => tracing::warn!("{}", Logged::TickFailed(Inner::from(&e)).words(lang)),
    }
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
        .map_err(|e| lock_file(Kind::CantCreate, &path, &e))?;
    match lock.try_lock() {
        Ok(()) => Ok(lock),
        Err(std::fs::TryLockError::WouldBlock) => Err(MailError::Running {
            db: db.display().to_string(),
        }
        .into()),
        Err(std::fs::TryLockError::Error(e)) => Err(lock_file(Kind::Io, &path, &e)),
    }
}

/// The lock file `path` cannot be made (73) or locked (74).
fn lock_file(kind: Kind, path: &std::path::Path, e: &std::io::Error) -> Failure {
    let why = MailError::LockFile {
        path: path.display().to_string(),
        error: e.to_string(),
    };
    super::typed(kind, &why)
}

/// `service::poll_maildir`, checking the stop flag between messages. Each
/// message's file is logged with `-v` (its [`service::Note`] is the default line); a
/// failure, with its error, always.
fn poll_until_stopped(svc: &mut Service, dir: &std::path::Path, stop: &AtomicBool) -> service::Result<usize> {
    let lang = super::lang::from_env().unwrap_or(crate::views::Lang::En);
    service::poll_maildir_with(svc, dir, &|| stop.load(Ordering::SeqCst), &mut |name, r| match r {
        Ingested::Handled { status, .. } => {
            tracing::debug!(message = %name, status = %status, "{}", Logged::TakenIn.words(lang))
        }
        Ingested::Duplicate => tracing::debug!(message = %name, "{}", Logged::Duplicate.words(lang)),
        Ingested::Failed(e) => tracing::error!(message = %name, "{}", Line::Failed(e.clone()).words(lang)),
    })
}
