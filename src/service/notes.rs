//! What `estafette run` tells the operator of each message it takes in: the
//! game, the sender, the outcome in public words, and whether the sender was
//! answered. Kept only when asked for ([`Service::keep_notes`]).
//!
//! A note never holds a hidden rank or any part of an army: it is made of
//! the inbox record's summary, which is in public words
//! ([`crate::says::summary`]).

use super::{Ingested, Service};
use crate::mail::inbound::{Inbound, InboundError};
use crate::says::run::{HeldBack, Note, Noted, Reply};
use crate::store::Queries;

/// What a note needs from before the message is processed.
pub(super) struct Pending {
    sender: Option<String>,
    /// The newest outbox row before it (`None` if that could not be read).
    outbox_mark: Option<i64>,
}

impl Service {
    /// From now on, keep a [`Note`] of each message taken in, for
    /// [`Service::take_notes`] (`run` does; a plain `ingest` or `poll`
    /// does not pay for it).
    pub fn keep_notes(&mut self) {
        self.notes.get_or_insert_with(Vec::new);
    }

    /// The notes kept since the last call, oldest first. A message taken in
    /// by a batch that was rolled back has none (it is taken in again later).
    pub fn take_notes(&mut self) -> Vec<Note> {
        self.notes.as_mut().map(std::mem::take).unwrap_or_default()
    }

    /// How many notes are kept now (to forget those of a rolled-back batch).
    pub(super) fn notes_len(&self) -> usize {
        self.notes.as_ref().map_or(0, Vec::len)
    }

    /// Forget the notes after the first `len` (their batch was rolled back).
    pub(super) fn forget_notes_after(&mut self, len: usize) {
        if let Some(notes) = &mut self.notes {
            notes.truncate(len);
        }
    }

    /// What a note of this message needs from before it is processed, if
    /// notes are kept.
    pub(super) fn pending_note(&self, parsed: &std::result::Result<Inbound, InboundError>) -> Option<Pending> {
        self.notes.as_ref()?;
        Some(Pending {
            sender: parsed.as_ref().ok().and_then(|m| m.from.clone()),
            outbox_mark: self.store.read().outbox_last_id().ok(),
        })
    }

    /// Keep the note of a message (`inbox_id`: its inbox row, if stored).
    pub(super) fn note(&mut self, pending: Option<Pending>, inbox_id: Option<i64>, done: &Ingested, now: i64) {
        let Some(Pending { sender, outbox_mark }) = pending else {
            return;
        };
        let r = self.store.read();
        let game = inbox_id.and_then(|id| r.inbox_game(id).ok().flatten());
        let queued = outbox_mark.and_then(|mark| r.outbox_recipients_after(mark).ok());
        let (to_sender, others) = match (&queued, &sender) {
            (Some(q), Some(s)) => {
                let mine = q.iter().filter(|a| a.eq_ignore_ascii_case(s)).count();
                (mine, q.len() - mine)
            }
            (Some(q), None) => (0, q.len()),
            (None, _) => (0, 0),
        };
        let (outcome, reply) = match done {
            Ingested::Duplicate => (Noted::Duplicate, Reply::None),
            Ingested::Failed(_) => (Noted::Failed, Reply::None),
            Ingested::Handled { status, summary, said } => {
                let reply = if to_sender > 0 {
                    Reply::Queued(to_sender)
                } else if status == "ignored" && summary.starts_with("not answered") {
                    Reply::HeldBack(HeldBack::MailLoop)
                } else if status == "rejected"
                    && sender.as_deref().is_some_and(|s| {
                        r.error_replies_since(&s.to_ascii_lowercase(), game.as_deref().unwrap_or(""), now - 3600)
                            .is_ok_and(|n| n >= self.config.error_replies_per_hour)
                    })
                {
                    Reply::HeldBack(HeldBack::ErrorLimit)
                } else {
                    Reply::None
                };
                let outcome = Noted::Handled {
                    status: status.clone(),
                    summary: summary.clone(),
                    said: said.clone(),
                };
                (outcome, reply)
            }
        };
        let note = Note {
            game,
            sender,
            outcome,
            reply,
            others,
        };
        if let Some(notes) = &mut self.notes {
            notes.push(note);
        }
    }
}
