//! `send`: the outbox handed to a transport; and the replies `ingest` just
//! queued, handed over at once the same way.

use estafette_core::reason::Sentence;

use super::{Result, Service};
use crate::exit::Inner;
use crate::mail::fault::MailFault;
use crate::mail::transport::{SendError, Transport};
use crate::store::{OutboxRow, Queries, Store};

/// What [`Service::send_report`] did.
#[derive(Clone, Debug, Default)]
pub struct SendReport {
    /// Mails handed over.
    pub sent: usize,
    /// Mails kept for a later try (each is in `failures`).
    pub later: usize,
    /// Mails given up on (each is in `failures`).
    pub failed: usize,
    /// Each mail that was not handed over, in the order tried.
    pub failures: Vec<SendFailure>,
}

/// A mail [`Service::send_report`] could not hand over.
#[derive(Clone, Debug)]
pub struct SendFailure {
    pub recipient: String,
    pub game: Option<String>,
    /// Why (its English is what the outbox keeps).
    pub reason: SendFault,
    /// Kept in the outbox for a later try.
    pub temporary: bool,
}

impl SendReport {
    fn failure(&mut self, m: &OutboxRow, reason: SendFault, temporary: bool) {
        if temporary {
            self.later += 1;
        } else {
            self.failed += 1;
        }
        self.failures.push(SendFailure {
            recipient: m.recipient.clone(),
            game: m.game_id.clone(),
            reason,
            temporary,
        });
    }
}

/// Why a mail was not handed over, as a typed sentence: `Display` is the
/// English the outbox keeps, [`Explain::reason`] the code (the transport's
/// own, or `system-send-…` in `templates/<lang>/system.ftl`).
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-send-")]
pub enum SendFault {
    /// The transport's failure.
    Transport(MailFault),
    /// A temporary failure after `days` days in the queue: given up.
    GaveUp { days: i64, why: MailFault },
    /// Not tried: an earlier mail found the server unreachable.
    NotTried,
    /// The stored message cannot be opened (the key file's failure,
    /// [`SecretError`](crate::keys::SecretError), nested).
    CannotOpen { error: Inner },
}

/// How long a reply claimed by a `send` run waits before another run may
/// take it (only if the first died before recording the attempt).
const CLAIM_SECONDS: i64 = 600;

/// How long `send` keeps retrying a reply after a temporary failure,
/// counted from when it was queued: five days, as Postfix's
/// `maximal_queue_lifetime`.
pub const MAX_QUEUE_LIFETIME: i64 = 5 * 86_400;

impl Service {
    /// Send what is due in the outbox. Returns (sent, retried later, failed).
    pub fn send(&mut self, transport: &dyn Transport) -> Result<(usize, usize, usize)> {
        let r = self.send_report(transport)?;
        Ok((r.sent, r.later, r.failed))
    }

    /// [`Service::send`], with each mail that failed or was left for later
    /// and why.
    pub fn send_report(&mut self, transport: &dyn Transport) -> Result<SendReport> {
        let now = (self.now)();
        let due = self.store.read().outbox_due(now, 1000)?;
        self.send_rows(transport, &due, now)
    }

    /// The outbox's newest row now: give it to [`Service::send_queued_after`]
    /// after taking messages in, to send what they queued.
    pub fn outbox_mark(&self) -> Result<i64> {
        Ok(self.store.read().outbox_last_id()?)
    }

    /// Send the mail queued after the outbox row `mark` (what `ingest` queued
    /// since it read the mark, and anything another process queued
    /// meanwhile) that is due, with the claims and the retry rules of
    /// [`Service::send_report`]: a mail that cannot be handed over stays
    /// queued for the next `send`.
    pub fn send_queued_after(&mut self, transport: &dyn Transport, mark: i64) -> Result<SendReport> {
        let now = (self.now)();
        let due = self.store.read().outbox_due_after(mark, now, 1000)?;
        self.send_rows(transport, &due, now)
    }

    /// Send the mail a message taken in before left queued, as a second
    /// delivery of `raw` finds it when the `ingest` that handled it stopped
    /// before sending it all: the due mail of its game (to no game, for a
    /// message to none) queued since it arrived, with the claims and the
    /// retry rules of [`Service::send_report`]. A mail claimed by the
    /// stopped run waits for its claim to lapse, as for `send`.
    pub fn send_left_by(&mut self, transport: &dyn Transport, raw: &[u8]) -> Result<SendReport> {
        let mail = super::read::Mail::read(raw, self.config.max_message_bytes);
        let Some((since, game)) = self.store.read().inbox_origin(mail.key())? else {
            return Ok(SendReport::default());
        };
        let now = (self.now)();
        let due = self.store.read().outbox_due_since(since, game.as_deref(), now, 1000)?;
        self.send_rows(transport, &due, now)
    }

    /// How many mails wait out their back-off after a failed attempt, and
    /// when the first of them is due (what `send` says beside its counts).
    pub fn outbox_waiting(&self) -> Result<(usize, Option<i64>)> {
        Ok(self.store.read().outbox_waiting((self.now)())?)
    }

    /// Hand the outbox rows `due` to `transport`, one at a time: each
    /// claimed first, then recorded as sent, kept for a retry or given up.
    fn send_rows(&mut self, transport: &dyn Transport, due: &[OutboxRow], now: i64) -> Result<SendReport> {
        let mut report = SendReport::default();
        for (i, m) in due.iter().enumerate() {
            // Claimed first, in a short transaction of its own, so that a
            // second `send` running at the same time skips it; if this run
            // dies before marking it, it is due again in CLAIM_SECONDS.
            if !self.store.write(|tx| tx.claim_outbox(m.id, now, now + CLAIM_SECONDS))? {
                continue;
            }
            let raw = match crate::keys::sealed::open_outbox(self.key.master(), &m.raw, m.part) {
                Ok(r) => r,
                Err(e) => {
                    let fault = SendFault::CannotOpen { error: Inner::of(&e) };
                    self.store
                        .write(|tx| tx.mark_attempt_failed(m.id, &fault.to_string(), None))?;
                    report.failure(m, fault, false);
                    continue;
                }
            };
            let result = transport.send_raw(&m.envelope_from, std::slice::from_ref(&m.recipient), &raw);
            let unreachable = matches!(&result, Err(e) if e.temporary && e.unreachable);
            record(&mut self.store, m, result, now, &mut report)?;
            if unreachable {
                // The server cannot be reached: the rest would each wait for
                // the same timeout. They stay due, with no attempt counted,
                // for the next run.
                for rest in &due[i + 1..] {
                    report.failure(rest, SendFault::NotTried, true);
                }
                break;
            }
        }
        Ok(report)
    }
}

/// Record what the transport did with the outbox row `m`: sent, kept for a
/// later try (with exponential backoff, until it is
/// [`MAX_QUEUE_LIFETIME`] old), or given up on.
fn record(
    store: &mut Store,
    m: &OutboxRow,
    result: std::result::Result<(), SendError>,
    now: i64,
    report: &mut SendReport,
) -> Result<()> {
    match result {
        Ok(()) => {
            store.write(|tx| tx.mark_sent(m.id))?;
            report.sent += 1;
        }
        Err(e) if e.temporary && now - m.created_at < MAX_QUEUE_LIFETIME => {
            // Exponential backoff: 1 min, 2, 4, ... capped at 6 hours,
            // and retried until the reply is five days old.
            let delay = (60i64 << m.attempts.clamp(0, 9)).min(6 * 3600);
            store.write(|tx| tx.mark_attempt_failed(m.id, &e.message, Some(now + delay)))?;
            report.failure(m, SendFault::Transport(e.fault), true);
        }
        Err(e) if e.temporary => {
            let fault = SendFault::GaveUp {
                days: MAX_QUEUE_LIFETIME / 86_400,
                why: e.fault,
            };
            store.write(|tx| tx.mark_attempt_failed(m.id, &fault.to_string(), None))?;
            report.failure(m, fault, false);
        }
        Err(e) => {
            store.write(|tx| tx.mark_attempt_failed(m.id, &e.message, None))?;
            report.failure(m, SendFault::Transport(e.fault), false);
        }
    }
    Ok(())
}
