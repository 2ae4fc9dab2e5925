//! Mail in and out: `ingest` (one message, as an MTA's pipe runs it),
//! `poll`, `send`, `tick`, and `run`, which does the last three in a loop.

use super::errors::{CliError, Inner, MailError};
use super::settings::{
    check_maildir, imap_config, mail_config, transport, transport_set, AtOnce, PollArgs, SendArgs, TransportArgs,
};
use super::{input_error, typed, Failure, Global};
use crate::exit::Kind;
use crate::says::lines::Line;
use crate::service::{self, Ingested, Service};
use crate::views::Lang;
use clap::Args;
use estafette_core::reason::Reason;
use std::io::Read;
use std::path::PathBuf;

/// The arguments of `ingest`.
#[derive(Args, Debug)]
pub struct IngestArgs {
    /// A file holding the message (default: standard input).
    pub file: Option<PathBuf>,
    /// Leave the replies in the outbox for `send` instead of sending them
    /// at once (config: ingest_sends = false).
    #[arg(long)]
    pub queue_only: bool,
    /// Where the replies go at once (as for `send`; without any transport
    /// set, they wait for `send`).
    #[command(flatten)]
    pub via: TransportArgs,
}

/// `ingest`: take in one message, from a file or standard input. Every
/// failure before the message is stored (a setting, the database, the key
/// file, reading the message) exits 75, so that the MTA keeps the message
/// and tries again once the operator has fixed it; the message says what
/// to fix. Once stored, the message is the referee's: 0. The replies it
/// queued then go out at once when a transport is set (`send_at_once`),
/// unless `--queue-only` or `ingest_sends = false` leaves them to `send`;
/// a mail that cannot go out stays queued, and the status stays 0.
pub fn ingest(global: &Global, a: IngestArgs) -> Result<(), Failure> {
    let later = |f: Failure| {
        if f.code == Kind::Temporary.code() {
            f
        } else {
            MailError::Later { why: f.inner() }.into()
        }
    };
    let (cfg, file_cfg) = mail_config(global).map_err(later)?;
    let sends = !a.queue_only && file_cfg.ingest_sends != Some(false) && transport_set(&a.via, &file_cfg);
    // At most the size limit and one byte: a larger message is
    // refused as too large from its header, never held whole.
    let max = u64::try_from(cfg.max_message_bytes.saturating_add(1)).unwrap_or(u64::MAX);
    let mut raw = Vec::new();
    match &a.file {
        Some(p) => {
            let f = std::fs::File::open(p).map_err(|e| later(input_error(p, &e)))?;
            f.take(max)
                .read_to_end(&mut raw)
                .map_err(|e| later(input_error(p, &e)))?;
        }
        None => {
            let mut stdin = std::io::stdin().lock();
            (&mut stdin)
                .take(max)
                .read_to_end(&mut raw)
                .map_err(|e| later(CliError::Stdin { error: e.to_string() }.into()))?;
            // Drain the rest (in small pieces), so the MTA's write
            // does not fail on a closed pipe.
            if raw.len() as u64 == max {
                let _ = std::io::copy(&mut stdin, &mut std::io::sink());
            }
        }
    }
    let mut svc = Service::open(cfg).map_err(|e| later(e.into()))?;
    svc.store
        .short_lived()
        .map_err(|e| later(service::Error::from(e).into()))?;
    let mark = match sends {
        true => Some(svc.outbox_mark().map_err(|e| later(e.into()))?),
        false => None,
    };
    // `Service::ingest` fails only before the message is stored (after,
    // a failure is recorded with the message): temporary, whatever it is.
    // The message is handled: a wrong ESTAFETTE_LANG only makes these
    // lines English, it does not fail the delivery.
    let lang = super::lang::from_env().unwrap_or(Lang::En);
    let mut queued = mark.map(Queued::After);
    match svc.ingest(&raw).map_err(|e| later(e.into()))? {
        Ingested::Duplicate => {
            eprintln!("{}", Line::Duplicate.words(lang));
            // Handled before by an `ingest` that may have stopped before
            // sending all it queued: that goes now.
            queued = queued.map(|_| Queued::LeftBy(&raw));
        }
        Ingested::Handled { status, summary, said } => {
            eprintln!("{}", handled_line(&status, &summary, &said, lang))
        }
        Ingested::Failed(e) => eprintln!("{}", Line::Failed(e).words(lang)),
    }
    if let Some(queued) = queued {
        send_at_once(&mut svc, &a.via, &file_cfg, queued, lang);
    }
    Ok(())
}

/// The mail to send at once.
pub(super) enum Queued<'r> {
    /// What was queued after this outbox row (by the command that read it).
    After(i64),
    /// What the message of these bytes, handled before, left queued.
    LeftBy(&'r [u8]),
}

/// The outbox's newest row before a command queues mail, when that mail is
/// to go at once: a transport is set, and not `--queue-only`.
pub(super) fn mark_for(
    svc: &Service,
    at_once: &AtOnce,
    file_cfg: &crate::config::File,
) -> Result<Option<i64>, Failure> {
    if at_once.queue_only || !transport_set(&at_once.via, file_cfg) {
        return Ok(None);
    }
    Ok(Some(svc.outbox_mark()?))
}

/// Send the `queued` mail (that of the message just taken in, or of the
/// command just done) through the transport `send` would use, with its
/// claims and retries. Nothing here fails the command: a mail that does
/// not go out stays queued for the next `send`, and the reason is printed.
pub(super) fn send_at_once(
    svc: &mut Service,
    via: &TransportArgs,
    file_cfg: &crate::config::File,
    queued: Queued<'_>,
    lang: Lang,
) {
    let transport = match transport(via, file_cfg) {
        Ok(t) => t,
        Err(f) => {
            eprintln!("{}", Line::LeftQueued(Inner::from(&f)).words(lang));
            return;
        }
    };
    let sent = match queued {
        Queued::After(mark) => svc.send_queued_after(transport.as_ref(), mark),
        Queued::LeftBy(raw) => svc.send_left_by(transport.as_ref(), raw),
    };
    match sent {
        Ok(report) => {
            print_failures(&report, lang);
            let sent = Line::SentAtOnce {
                sent: report.sent,
                later: report.later,
                failed: report.failed,
            };
            eprintln!("{}", sent.words(lang));
        }
        Err(e) => eprintln!("{}", Line::LeftQueued(Inner::from(&e)).words(lang)),
    }
}

/// One line per mail of `report` that was not handed over.
fn print_failures(report: &service::SendReport, lang: Lang) {
    for f in &report.failures {
        let line = Line::MailFailed {
            temporary: f.temporary,
            recipient: f.recipient.clone(),
            game: f.game.clone(),
            reason: Inner::of(&f.reason),
        };
        eprintln!("{}", line.words(lang));
    }
}

/// `poll`: take in every new message of a Maildir or an IMAP mailbox.
pub fn poll(global: &Global, a: PollArgs) -> Result<(), Failure> {
    let (cfg, file_cfg) = mail_config(global)?;
    let imap = imap_config(&a, &file_cfg)?;
    match (&a.maildir, &imap) {
        (Some(_), Some(_)) => return Err(MailError::PollBoth {}.into()),
        (None, None) => return Err(MailError::PollNeither {}.into()),
        // A missing folder is refused before anything is opened.
        (Some(dir), None) => check_maildir(dir)?,
        (None, Some(_)) => {}
    }
    let mut svc = Service::open(cfg)?;
    if let Some(dir) = &a.maildir {
        let done = service::poll_maildir(&mut svc, dir)?;
        eprintln!("{}", Line::TakenIn(done.len()).words(lang()));
    } else if let Some(imap) = imap {
        let never = || false;
        let mut intake = service::ImapIntake::new(&mut svc, &never);
        let batch = intake.batch();
        let n = crate::mail::imap::poll_grouped(&imap, batch, &mut intake).map_err(|e| {
            let kind = if e.temporary { Kind::Temporary } else { Kind::Failed };
            typed(
                kind,
                &MailError::Imap {
                    why: Inner {
                        english: e.message,
                        reason: e.reason,
                    },
                },
            )
        })?;
        eprintln!("{}", Line::TakenIn(n).words(lang()));
    }
    Ok(())
}

/// `send`: send what is due in the outbox. One line per mail that failed
/// or could not be handed over; the status is 1 when any failed for good,
/// 75 when every one that failed is kept for a later try.
pub fn send(global: &Global, a: SendArgs) -> Result<(), Failure> {
    let (cfg, file_cfg) = mail_config(global)?;
    let transport = transport(&a.via, &file_cfg)?;
    let mut svc = Service::open(cfg)?;
    if a.retry_now {
        svc.store.write(|tx| tx.retry_now()).map_err(service::Error::from)?;
    }
    // Mail tried before that waits out its back-off is not tried now, but
    // is kept for later all the same.
    let (waiting, next) = svc.outbox_waiting()?;
    let report = svc.send_report(transport.as_ref())?;
    print_failures(&report, lang());
    let sent = Line::Sent {
        sent: report.sent,
        later: report.later,
        failed: report.failed,
    };
    eprintln!("{}", sent.words(lang()));
    if let (true, Some(next)) = (waiting > 0, next) {
        let next = jiff::Timestamp::from_second(next).map_or_else(
            |_| next.to_string(),
            |t| t.strftime("%Y-%m-%d %H:%M:%S UTC").to_string(),
        );
        eprintln!("{}", Line::Waiting { n: waiting, next }.words(lang()));
    }
    if report.failed > 0 {
        Err(MailError::SendFailed { n: report.failed }.into())
    } else if report.later + waiting > 0 {
        Err(MailError::SendLater {
            n: report.later + waiting,
        }
        .into())
    } else {
        Ok(())
    }
}

/// `tick`: do what the clock calls for, and send the mail it queued at
/// once when a transport is set.
pub fn tick(global: &Global, a: AtOnce) -> Result<(), Failure> {
    let (cfg, file_cfg) = mail_config(global)?;
    let mut svc = Service::open(cfg)?;
    let mark = mark_for(&svc, &a, &file_cfg)?;
    let done = svc.tick()?;
    let lang = lang();
    for ticked in &done {
        eprintln!("{}", ticked.words(lang));
    }
    for said in svc.advance_tournaments()? {
        eprintln!("{}", said.words(lang));
    }
    eprintln!("{}", Line::Ticked(done.len()).words(lang));
    if let Some(mark) = mark {
        send_at_once(&mut svc, &a.via, &file_cfg, Queued::After(mark), lang);
    }
    Ok(())
}

/// The operator's language for an informational line: English when the
/// environment names none that is known (a line never fails a command).
fn lang() -> Lang {
    super::lang::from_env().unwrap_or(Lang::En)
}

/// What `ingest` says of a handled message: its status (as the inbox
/// stores it), then its summary, once (`applied: e3-f4`, not `applied:
/// applied: e3-f4`); the summary (`said`) in `lang`.
fn handled_line(status: &str, summary: &str, said: &Reason, lang: Lang) -> String {
    // What came in the mail (the sender's address) with its controls escaped.
    let words = crate::mail::sanitize::shown(&crate::says::words_of(lang, said)).into_owned();
    match summary.strip_prefix(status) {
        Some(rest) if rest.starts_with(':') => words,
        _ => format!("{status}: {words}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_handled_message_is_told_in_one_line_without_repeating_its_status() {
        use crate::says::decision::{Public, Said};
        use estafette_core::reason::Explain;
        let line = |status, said: &Said| handled_line(status, &said.to_string(), &said.reason(), Lang::En);
        let applied = Said::Decision {
            applied: vec![Public::Move("e3-f4".into())],
            refused: None,
        };
        assert_eq!(line("applied", &applied), "applied: e3-f4");
        let no_token = Said::NoToken {
            sender: "x@example.org".into(),
        };
        assert_eq!(line("rejected", &no_token), format!("rejected: {no_token}"));
    }

    #[test]
    fn a_typed_summary_is_told_in_the_operators_language_after_the_stored_status() {
        use crate::says::decision::{Public, Refused, Said};
        use estafette_core::reason::Explain;
        let applied = Said::Decision {
            applied: vec![Public::Move("e3-f4".into())],
            refused: None,
        };
        let line = |status, said: &Said, lang| handled_line(status, &said.to_string(), &said.reason(), lang);
        assert_eq!(line("applied", &applied, Lang::En), "applied: e3-f4");
        assert_eq!(line("applied", &applied, Lang::De), "angewandt: e3-f4");
        let refused = Said::Decision {
            applied: Vec::new(),
            refused: Some(Refused::MoveFrom("a10".into())),
        };
        assert_eq!(line("rejected", &refused, Lang::En), "rejected: move from a10 refused");
        assert_eq!(line("rejected", &refused, Lang::Fr), "rejected: coup depuis a10 refusé");
    }

    #[test]
    fn a_bad_account_command_names_sides_by_the_game_it_challenges_to() {
        use crate::says::handled::Told;
        use estafette_core::games::any::GameKind;
        use estafette_core::games::strand::bad_position::BadPosition;
        use estafette_core::games::{ParseError, Side};
        use estafette_core::reason::Explain;
        use estafette_core::referee::account::AccountError;
        let bad = |rules| Told::BadAccountCommand {
            sender: "carol@example.org".into(),
            error: AccountError::Options(ParseError::typed(&BadPosition::NoPiece { side: Side::First })),
            rules,
        };
        let line = |told: &Told| handled_line("rejected", &told.to_string(), &told.reason(), Lang::En);
        let strand = line(&bad(GameKind::Strand));
        let lattaque = line(&bad(GameKind::Lattaque));
        assert_ne!(strand, lattaque);
        assert!(!strand.contains("South"), "{strand}");
        assert!(lattaque.contains("South"), "{lattaque}");
    }
}
