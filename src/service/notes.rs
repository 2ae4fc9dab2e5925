//! What `estafette run` tells the operator of each message it takes in: the
//! game, the sender, the outcome in public words, and whether the sender was
//! answered. Kept only when asked for ([`Service::keep_notes`]).
//!
//! A note never holds a hidden rank or any part of an army: the inbox
//! record's summary may (a refusal's reason names the piece that could not
//! move, an opening names its rank), so a decision is told by the kinds of
//! its commands and the moves' squares only ([`public_outcome`]).

use super::{Ingested, Service};
use crate::mail::inbound::{Inbound, InboundError};
use crate::referee::command::looks_like_move;
use crate::store::Queries;

/// Whether the sender of a message was answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// This many mails to the sender were queued.
    Queued(usize),
    /// An answer was called for but not queued, for this reason.
    HeldBack(&'static str),
    /// Nothing called for an answer (or the sender is one the referee does
    /// not write to).
    None,
}

/// One message taken in, in words fit for a log: no secret in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// The game the message was for, when it named one.
    pub game: Option<String>,
    /// The sender's address, when it had one.
    pub sender: Option<String>,
    /// What was done, in public words (e.g. `applied: e3-f4`, `move refused`).
    pub outcome: String,
    /// Whether the sender was answered.
    pub reply: Reply,
    /// Mails queued to others because of it (the opponent, observers).
    pub others: usize,
}

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
            Ingested::Duplicate => (
                "duplicate of a message already taken in, nothing done".to_string(),
                Reply::None,
            ),
            Ingested::Failed(_) => ("failed; kept in the inbox for the operator".to_string(), Reply::None),
            Ingested::Handled { status, summary } => {
                let reply = if to_sender > 0 {
                    Reply::Queued(to_sender)
                } else if status == "ignored" && summary.starts_with("not answered") {
                    Reply::HeldBack("never answered, against mail loops")
                } else if status == "rejected"
                    && sender.as_deref().is_some_and(|s| {
                        r.error_replies_since(&s.to_ascii_lowercase(), game.as_deref().unwrap_or(""), now - 3600)
                            .is_ok_and(|n| n >= self.config.error_replies_per_hour)
                    })
                {
                    Reply::HeldBack("error replies to this sender are at their hourly limit")
                } else {
                    Reply::None
                };
                (public_outcome(status, summary), reply)
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

/// A handled message's outcome in public words. A decision on a game's
/// commands (`applied: A, B`, `nothing applied; refused C: REASON`) is told
/// by its moves and the kinds of its other commands, and a refusal by the
/// kind of the refused command alone (`move refused`): the reason and the
/// commands' own text may name hidden ranks. Every other summary (bounces,
/// account commands, challenges, refusals before any game is read) holds
/// addresses and game names only and is told as it is.
fn public_outcome(status: &str, summary: &str) -> String {
    let decision = summary == "nothing applied"
        || summary.starts_with("applied: ")
        || summary.starts_with("nothing applied; refused ");
    if !decision {
        return format!("{status}: {summary}");
    }
    let (applied, refused) = match status {
        "applied" => (summary, None),
        _ => match summary.split_once("; refused ") {
            Some((a, r)) => (a, Some(r)),
            None => (summary, None),
        },
    };
    let mut said: Vec<String> = Vec::new();
    if let Some(list) = applied.strip_prefix("applied: ") {
        for part in list.split(", ") {
            if let Some(word) = public_command(part) {
                if !said.contains(&word) {
                    said.push(word);
                }
            }
        }
    }
    let applied = if said.is_empty() {
        if applied.starts_with("applied") {
            "applied".to_string()
        } else {
            "nothing applied".to_string()
        }
    } else {
        format!("applied: {}", said.join(", "))
    };
    match refused {
        None => applied,
        Some(r) => {
            let kind = refused_kind(r);
            if applied == "nothing applied" {
                format!("{kind} refused")
            } else {
                format!("{applied}; then {kind} refused")
            }
        }
    }
}

/// A command of a decision's summary in public words: a move as it was
/// written (its squares are public), any other command by its kind; `None`
/// for text that is neither (the rest of a message split at a comma).
fn public_command(text: &str) -> Option<String> {
    let text = text.trim();
    if looks_like_move(text) {
        return Some(text.to_string());
    }
    command_kind(text).map(str::to_string)
}

/// The kind of a command from its first words.
fn command_kind(text: &str) -> Option<&'static str> {
    let mut words = text.split_whitespace().map(str::to_ascii_uppercase);
    let first = words.next()?;
    Some(match first.as_str() {
        "SETUP" => "setup",
        "COMMIT" => "commitment",
        "REVEAL" => "final reveal",
        "OPEN" => "opening",
        "MESSAGE" => "message",
        "VACATION" => "vacation",
        "TIMEZONE" => "time zone",
        "RESIGN" => "resignation",
        "BOARD" => "board",
        "HISTORY" => "history",
        "HELP" => "help",
        "DRAW" => match words.next().as_deref() {
            Some("ACCEPT") => "draw acceptance",
            Some("DECLINE") => "draw refusal",
            _ => "draw offer",
        },
        _ => return None,
    })
}

/// What kind of command a refusal (`COMMAND: REASON`) refused, from the
/// command's first words only.
fn refused_kind(refused: &str) -> &'static str {
    let command = refused.split_once(": ").map_or(refused, |(c, _)| c);
    if command == "(empty)" {
        return "empty mail";
    }
    if looks_like_move(command) {
        return "move";
    }
    command_kind(command).unwrap_or("command")
}

#[cfg(test)]
mod tests {
    use super::public_outcome;

    #[test]
    fn a_decision_is_told_by_its_moves_and_the_kinds_of_its_commands() {
        assert_eq!(public_outcome("applied", "applied: e3-f4"), "applied: e3-f4");
        assert_eq!(
            public_outcome("applied", "applied: SETUP, MESSAGE good luck, have fun"),
            "applied: setup, message"
        );
        assert_eq!(
            public_outcome("applied", "applied: DRAW ACCEPT"),
            "applied: draw acceptance"
        );
        assert_eq!(
            public_outcome("applied", "applied: place d6 e6"),
            "applied: place d6 e6"
        );
    }

    #[test]
    fn a_refusal_names_the_kind_of_command_and_never_its_reason() {
        let said = public_outcome(
            "rejected",
            "nothing applied; refused b4-b5: your Bomb on b4 cannot move",
        );
        assert_eq!(said, "move refused");
        let said = public_outcome(
            "rejected",
            "applied: e3-f4; refused SETUP: two Marshals in your army (at most one)",
        );
        assert_eq!(said, "applied: e3-f4; then setup refused");
        let said = public_outcome("rejected", "nothing applied; refused open b4 5: b4 holds a Scout");
        assert_eq!(said, "opening refused");
        let said = public_outcome(
            "rejected",
            "nothing applied; refused marshal at b4: not a command or a move",
        );
        assert_eq!(said, "command refused");
        for said in [
            public_outcome(
                "rejected",
                "applied: open b4 Marshal; refused b4-b5: the Marshal is taken",
            ),
            public_outcome("rejected", "nothing applied; refused (empty): no command found"),
        ] {
            assert!(!said.contains("Marshal") && !said.contains("taken"), "{said}");
        }
    }

    #[test]
    fn other_summaries_are_told_as_they_are() {
        assert_eq!(
            public_outcome("rejected", "no valid game token (from carol@example.org)"),
            "rejected: no valid game token (from carol@example.org)"
        );
        assert_eq!(
            public_outcome("ignored", "not answered: an automatic reply"),
            "ignored: not answered: an automatic reply"
        );
    }
}
