//! `estafette run`: poll, tick and send in a loop.
//!
//! One instance per database: a lock file beside the database, held with
//! an OS file lock for as long as the process lives (released by the OS even
//! after a crash). On SIGTERM or SIGINT the loop finishes the message in hand
//! (each message is one transaction anyway) and exits cleanly.
//!
//! The log (tracing, on standard error) has by default one line per message
//! taken in (game, sender, outcome in public words, whether the sender was
//! answered: [`crate::service::Note`]) and one per clock action (a reminder,
//! a late notice, a loss on time), and the mail sent; `-q` leaves only
//! warnings and errors, `-v` adds each round's detail, `-vv` everything.

use super::{Failure, RunArgs};
use crate::service::{self, Config, Ingested, Note, Reply, Service};
use crate::store::Queries;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn fail(msg: impl Into<String>) -> Failure {
    Failure {
        code: 1,
        message: msg.into(),
    }
}

/// The lock file of a database.
pub fn lock_path(db: &std::path::Path) -> PathBuf {
    let mut p = db.as_os_str().to_owned();
    p.push(".run.lock");
    PathBuf::from(p)
}

pub fn run(cfg: Config, file_cfg: &crate::config::File, a: RunArgs) -> Result<(), Failure> {
    start_log(a.quiet, a.verbose);
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(lock_path(&cfg.db))
        .map_err(|e| fail(format!("lock file {}: {e}", lock_path(&cfg.db).display())))?;
    match lock.try_lock() {
        Ok(()) => {}
        Err(std::fs::TryLockError::WouldBlock) => {
            return Err(fail(format!(
                "another `estafette run` is already using {}",
                cfg.db.display()
            )))
        }
        Err(std::fs::TryLockError::Error(e)) => return Err(fail(format!("lock file: {e}"))),
    }

    let stop = Arc::new(AtomicBool::new(false));
    for sig in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGINT] {
        signal_hook::flag::register(sig, Arc::clone(&stop)).map_err(|e| fail(format!("signal handler: {e}")))?;
    }
    let transport = super::settings::transport(&a.send, file_cfg)?;
    let imap = super::settings::imap_config(&a.poll, file_cfg)?;
    let mut svc = Service::open(cfg)?;
    svc.keep_notes();
    tracing::info!(interval = a.interval, "estafette run started");
    let mut round = 0u64;
    while !stop.load(Ordering::SeqCst) {
        round += 1;
        if let Some(dir) = &a.poll.maildir {
            match poll_until_stopped(&mut svc, dir, &stop) {
                Ok(n) if n > 0 => tracing::debug!(messages = n, "polled"),
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
                Ok(n) if n > 0 => tracing::debug!(messages = n, "polled imap"),
                Ok(_) => {}
                Err(e) if stop.load(Ordering::SeqCst) => tracing::info!(error = %e.message, "imap poll stopped"),
                Err(e) => tracing::warn!(error = %e.message, "imap poll failed; will retry"),
            }
        }
        for note in svc.take_notes() {
            tracing::info!("{}", note_line(&note));
        }
        if stop.load(Ordering::SeqCst) {
            break;
        }
        tick(&mut svc);
        match svc.send(transport.as_ref()) {
            Ok((sent, later, failed)) if failed > 0 => {
                tracing::warn!(sent, later, failed, "send: some mail failed for good")
            }
            Ok((sent, later, failed)) if sent + later > 0 => tracing::info!(sent, later, failed, "send"),
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

/// Do what the clock calls for, logging each action with the players named.
fn tick(svc: &mut Service) {
    match svc.tick() {
        Ok(done) => {
            for (game, what) in done {
                match what.strip_prefix("FAILED: ") {
                    Some(e) => tracing::warn!("{game}: the clock's action failed: {e}"),
                    None => tracing::info!("{game}: {}", clock_words(&what, &player_names(svc, &game))),
                }
            }
        }
        Err(e) => tracing::warn!(error = %e, "tick failed; will retry"),
    }
}

/// `service::poll_maildir`, checking the stop flag between messages. Each
/// message's file is logged with `-v` (its [`Note`] is the default line); a
/// failure, with its error, always.
fn poll_until_stopped(svc: &mut Service, dir: &std::path::Path, stop: &AtomicBool) -> service::Result<usize> {
    service::poll_maildir_with(svc, dir, &|| stop.load(Ordering::SeqCst), &mut |name, r| match r {
        Ingested::Handled { status, .. } => tracing::debug!(message = %name, status = %status, "taken in"),
        Ingested::Duplicate => tracing::debug!(message = %name, "duplicate"),
        Ingested::Failed(e) => tracing::error!(message = %name, error = %e, "failed; kept in the inbox"),
    })
}

/// The log line of a message taken in: `GAME: mail from SENDER: OUTCOME;
/// REPLY`. A note holds no secret, so neither does the line.
fn note_line(n: &Note) -> String {
    let game = n.game.as_deref().unwrap_or("(no game)");
    let sender = n.sender.as_deref().unwrap_or("(no sender)");
    let reply = match &n.reply {
        Reply::Queued(1) => "reply queued".to_string(),
        Reply::Queued(k) => format!("{k} replies queued"),
        Reply::HeldBack(why) => format!("reply held back ({why})"),
        Reply::None => "no reply".to_string(),
    };
    let others = match n.others {
        0 => String::new(),
        1 => ", 1 other mail queued".to_string(),
        k => format!(", {k} other mails queued"),
    };
    format!("{game}: mail from {sender}: {}; {reply}{others}", n.outcome)
}

/// The names of a game's players, by side (a player's name, else the
/// address; `side 1` and `side 2` if the game cannot be read).
fn player_names(svc: &Service, game: &str) -> [String; 2] {
    let r = svc.store.read();
    let row = r.game(game).ok().flatten();
    let name = |side: u8, id: Option<i64>| {
        id.and_then(|id| r.player(id).ok().flatten())
            .map(|p| if p.name.trim().is_empty() { p.address } else { p.name })
            .unwrap_or_else(|| format!("side {side}"))
    };
    [
        name(1, row.as_ref().map(|g| g.first_player)),
        name(2, row.as_ref().map(|g| g.second_player)),
    ]
}

/// A clock action as the log tells it: the events `tick` reports
/// (`side 1 reminded 3600s before the deadline; ...`) with the players
/// named (`reminder sent to Alice (1h before the deadline)`).
fn clock_words(what: &str, names: &[String; 2]) -> String {
    let named = |text: &str| {
        text.replace("side 1's", &format!("{}'s", names[0]))
            .replace("side 2's", &format!("{}'s", names[1]))
            .replace("side 1", &names[0])
            .replace("side 2", &names[1])
    };
    what.split("; ")
        .map(|event| {
            let reminded = event.strip_prefix("side ").and_then(|rest| {
                let (side, rest) = rest.split_once(" reminded ")?;
                let secs: i64 = rest.strip_suffix("s before the deadline")?.parse().ok()?;
                let who = match side {
                    "1" => &names[0],
                    "2" => &names[1],
                    _ => return None,
                };
                Some(format!("reminder sent to {who} ({} before the deadline)", span(secs)))
            });
            reminded.unwrap_or_else(|| named(event))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A span of seconds in the largest whole unit (`2d`, `12h`, `30m`, `45s`).
fn span(secs: i64) -> String {
    match secs {
        s if s > 0 && s % 86_400 == 0 => format!("{}d", s / 86_400),
        s if s > 0 && s % 3600 == 0 => format!("{}h", s / 3600),
        s if s > 0 && s % 60 == 0 => format!("{}m", s / 60),
        s => format!("{s}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> [String; 2] {
        ["Alice".to_string(), "bob@example.org".to_string()]
    }

    #[test]
    fn clock_actions_name_the_players() {
        assert_eq!(
            clock_words("side 1 reminded 3600s before the deadline", &names()),
            "reminder sent to Alice (1h before the deadline)"
        );
        assert_eq!(
            clock_words("side 2 is late; side 2 reminded 90s before the deadline", &names()),
            "bob@example.org is late; reminder sent to bob@example.org (90s before the deadline)"
        );
        assert_eq!(
            clock_words("side 2 lost on time; side 1's army and seed published", &names()),
            "bob@example.org lost on time; Alice's army and seed published"
        );
        assert_eq!(
            clock_words("neither army arrived in time", &names()),
            "neither army arrived in time"
        );
    }

    #[test]
    fn a_message_line_tells_game_sender_outcome_and_reply() {
        let mut n = Note {
            game: Some("strand-1".into()),
            sender: Some("alice@example.org".into()),
            outcome: "applied: e3-f4".into(),
            reply: Reply::Queued(1),
            others: 1,
        };
        assert_eq!(
            note_line(&n),
            "strand-1: mail from alice@example.org: applied: e3-f4; reply queued, 1 other mail queued"
        );
        n.outcome = "move refused".into();
        n.reply = Reply::HeldBack("error replies to this sender are at their hourly limit");
        n.others = 0;
        assert_eq!(
            note_line(&n),
            "strand-1: mail from alice@example.org: move refused; \
             reply held back (error replies to this sender are at their hourly limit)"
        );
        n.game = None;
        n.sender = None;
        n.reply = Reply::None;
        assert_eq!(
            note_line(&n),
            "(no game): mail from (no sender): move refused; no reply"
        );
    }
}
