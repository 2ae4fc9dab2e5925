//! What `estafette run` logs of each message it takes in ([`Note`]), and a
//! message's failure kept in the inbox ([`Internal`]), as typed sentences:
//! `Display` is the English (the inbox stores a failure's, tests and an
//! English log read them); [`Explain::reason`] the code (`summary-note-…`,
//! in `templates/<lang>/summary.ftl`) and its arguments, which `run` words
//! in the operator's language. Game ids, addresses, counts and the inbox's
//! status words are written as they are.

use std::fmt;

use estafette_core::games::any::GameKind;
use estafette_core::reason::{Explain, Reason, Sentence};

use crate::exit::Inner;
use crate::views::{words, Lang};

/// Whether the sender of a message was answered.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "summary-note-")]
pub enum Reply {
    /// This many mails to the sender were queued.
    Queued(#[sentence(name = "n")] usize),
    /// An answer was called for but not queued, for this reason.
    HeldBack(#[sentence(name = "why")] HeldBack),
    /// Nothing called for an answer (or the sender is one the referee does
    /// not write to).
    #[sentence(id = "summary-note-no-reply")]
    None,
}

/// One message taken in, in words fit for a log: no secret in it. Its
/// `Display` is the log's line in English, [`Note::words`] in a language
/// (see this module).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// The game the message was for, when it named one.
    pub game: Option<String>,
    /// The sender's address, when it had one.
    pub sender: Option<String>,
    /// What was done, in public words (e.g. `applied: e3-f4`, `move refused`).
    pub outcome: Noted,
    /// Whether the sender was answered.
    pub reply: Reply,
    /// Mails queued to others because of it (the opponent, observers).
    pub others: usize,
}

/// What was done with a message taken in, in public words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Noted {
    /// A message already taken in: nothing done.
    Duplicate,
    /// Its processing failed; kept in the inbox (`failed`) for the operator.
    Failed,
    /// Handled: the inbox's `status` and its `summary` (the English the
    /// inbox stores, and the same typed).
    Handled {
        status: String,
        summary: String,
        said: Reason,
    },
}

impl Noted {
    /// Whether `summary` tells a game's decision, which a note gives as it
    /// is (`applied: e3-f4`, `move from a10 refused`); any other goes after
    /// its status (`rejected: no valid game token (from ...)`).
    fn is_decision(summary: &str) -> bool {
        summary == "nothing applied" || summary.starts_with("applied: ") || summary.ends_with(" refused")
    }
}

impl fmt::Display for Noted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Noted::Duplicate => f.write_str("duplicate of a message already taken in, nothing done"),
            Noted::Failed => f.write_str("failed; kept in the inbox for the operator"),
            Noted::Handled { summary, .. } if Noted::is_decision(summary) => f.write_str(summary),
            Noted::Handled { status, summary, .. } => write!(f, "{status}: {summary}"),
        }
    }
}

impl Explain for Noted {
    fn reason(&self) -> Reason {
        match self {
            Noted::Duplicate => Reason::new("summary-note-duplicate"),
            Noted::Failed => Reason::new("summary-note-failed"),
            Noted::Handled { summary, said: r, .. } if Noted::is_decision(summary) => r.clone(),
            Noted::Handled { status, said: r, .. } => Reason::new("summary-note-status")
                .text("status", status)
                .reason("summary", r.clone()),
        }
    }
}

/// Why an answer called for was not queued.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "summary-note-")]
pub enum HeldBack {
    /// A mail never answered (an automatic reply, a bounce).
    MailLoop,
    /// The sender's error replies are at `error_replies_per_hour`.
    ErrorLimit,
}

/// The log line of a message taken in: `GAME: mail from SENDER: OUTCOME;
/// REPLY`, and the mails queued to others. A note holds no secret, so
/// neither does the line.
impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = self.game.as_deref().unwrap_or("(no game)");
        let sender = self.sender.as_deref().unwrap_or("(no sender)");
        write!(f, "{game}: mail from {sender}: {}; {}", self.outcome, self.reply)?;
        match self.others {
            0 => Ok(()),
            1 => f.write_str(", 1 other mail queued"),
            k => write!(f, ", {k} other mails queued"),
        }
    }
}

impl Explain for Note {
    fn reason(&self) -> Reason {
        let code = if self.others == 0 {
            "summary-note"
        } else {
            "summary-note-others"
        };
        let r = match &self.game {
            Some(g) => Reason::new(code).text("game", g),
            None => Reason::new(code).reason("game", Reason::new("summary-note-no-game")),
        };
        let r = match &self.sender {
            Some(s) => r.text("sender", s),
            None => r.reason("sender", Reason::new("summary-note-no-sender")),
        };
        let r = r
            .reason("outcome", self.outcome.reason())
            .reason("reply", self.reply.reason());
        match self.others {
            0 => r,
            k => r.num("others", k),
        }
    }
}

impl Note {
    /// This in `lang`, from the catalogs, its controls escaped (the
    /// sender's address came in a mail).
    pub fn words(&self, lang: Lang) -> String {
        crate::mail::sanitize::shown(&words::reason(lang, GameKind::Lattaque, &self.reason())).into_owned()
    }
}

/// A message's processing that failed in an unexpected way, kept in the
/// inbox for the operator.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
pub enum Internal {
    /// The referee panicked, with this message (the program's own words).
    #[sentence(id = "summary-internal-error")]
    Panicked { error: String },
}

/// A line of `run`'s log about its own rounds.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "summary-run-")]
pub enum Logged {
    /// `run` began; a round every `interval` seconds.
    Started { interval: u64 },
    /// `run` ended (a signal, or its rounds were done).
    Stopped,
    /// Taking in the Maildir failed; the next round tries again.
    PollFailed(#[sentence(name = "why")] Inner),
    /// The IMAP poll ended because `run` is stopping.
    ImapStopped(#[sentence(name = "why")] Inner),
    /// The IMAP poll failed; the next round tries again.
    ImapFailed(#[sentence(name = "why")] Inner),
    /// Sending the queued mail failed; the next round tries again.
    SendFailed(#[sentence(name = "why")] Inner),
    /// The clock's work failed; the next round tries again.
    TickFailed(#[sentence(name = "why")] Inner),
    /// A round took `messages` in from the Maildir (logged with `-v`).
    Polled { messages: usize },
    /// A round took `messages` in over IMAP (logged with `-v`).
    PolledImap { messages: usize },
    /// A message file taken in (logged with `-v`, its name and status as
    /// fields).
    TakenIn,
    /// A message file already handled (logged with `-v`, its name as a
    /// field).
    Duplicate,
}

impl Logged {
    /// This in `lang`, its controls escaped.
    pub fn words(&self, lang: Lang) -> String {
        crate::mail::sanitize::shown(&super::words_of(lang, &self.reason())).into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn note(outcome: Noted, reply: Reply, others: usize) -> Note {
        Note {
            game: Some("strand-1".into()),
            sender: Some("alice@example.org".into()),
            outcome,
            reply,
            others,
        }
    }

    fn handled(status: &str, said: &dyn Explain) -> Noted {
        Noted::Handled {
            status: status.into(),
            summary: said.to_string(),
            said: said.reason(),
        }
    }

    #[test]
    fn a_message_line_tells_game_sender_outcome_and_reply() {
        use crate::says::decision::{Public, Refused, Said};
        let applied = Said::Decision {
            applied: vec![Public::Move("e3-f4".into())],
            refused: None,
        };
        let refused = Said::Decision {
            applied: Vec::new(),
            refused: Some(Refused::Move),
        };
        let mut n = note(handled("applied", &applied), Reply::Queued(1), 1);
        assert_eq!(
            n.to_string(),
            "strand-1: mail from alice@example.org: applied: e3-f4; reply queued, 1 other mail queued"
        );
        assert_eq!(n.words(Lang::En), n.to_string());
        assert_eq!(
            n.words(Lang::De),
            "strand-1: Mail von alice@example.org: angewandt: e3-f4; Antwort in der Warteschlange, \
             1 weitere Mail in der Warteschlange"
        );
        n = note(handled("rejected", &refused), Reply::HeldBack(HeldBack::ErrorLimit), 0);
        assert_eq!(
            n.to_string(),
            "strand-1: mail from alice@example.org: move refused; \
             reply held back (error replies to this sender are at their hourly limit)"
        );
        n.game = None;
        n.sender = None;
        n.reply = Reply::None;
        assert_eq!(
            n.to_string(),
            "(no game): mail from (no sender): move refused; no reply"
        );
        assert_eq!(n.words(Lang::En), n.to_string());
        assert!(n
            .words(Lang::Fr)
            .starts_with("(sans partie) : courrier de (sans expéditeur) : "));
    }

    #[test]
    fn a_log_line_gives_a_decision_as_it_is_and_other_summaries_with_their_status() {
        use crate::says::decision::{Public, Refused, Said};
        let refused = Said::Decision {
            applied: Vec::new(),
            refused: Some(Refused::MoveFrom("a10".into())),
        };
        let applied = Said::Decision {
            applied: vec![Public::Move("e3-f4".into())],
            refused: None,
        };
        let no_token = Said::NoToken {
            sender: "carol@example.org".into(),
        };
        assert_eq!(handled("rejected", &refused).to_string(), "move from a10 refused");
        assert_eq!(handled("applied", &applied).to_string(), "applied: e3-f4");
        let other = handled("rejected", &no_token);
        assert_eq!(
            other.to_string(),
            "rejected: no valid game token (from carol@example.org)"
        );
        // The status stays the inbox's word; the summary is worded.
        let de = words::reason(Lang::De, GameKind::Lattaque, &other.reason());
        assert!(de.starts_with("rejected: ") && !de.contains("no valid"), "{de}");
        assert_eq!(
            Noted::Duplicate.to_string(),
            "duplicate of a message already taken in, nothing done"
        );
    }

    #[test]
    fn every_example_reads_as_its_english() {
        for n in Note::examples() {
            assert_eq!(n.words(Lang::En), n.to_string());
            assert_ne!(n.words(Lang::De), n.to_string());
        }
    }

    #[test]
    fn a_failed_round_is_logged_in_the_operators_language_with_its_cause() {
        let failed = Logged::TickFailed(Inner::of(&crate::mail::fault::ImapFault::NoUser));
        assert_eq!(failed.words(Lang::En), failed.to_string());
        let de = failed.words(Lang::De);
        assert!(de.contains("IMAP-Benutzer"), "{de}");
        assert_ne!(de, failed.to_string());
    }

    #[test]
    fn a_rounds_verbose_lines_are_worded_too() {
        let polled = Logged::PolledImap { messages: 1 };
        assert_eq!(polled.to_string(), "polled IMAP: 1 message(s) taken in");
        assert_eq!(polled.words(Lang::En), polled.to_string());
        assert_eq!(polled.words(Lang::Fr), "relève IMAP : 1 message reçu");
        assert_eq!(
            Logged::Polled { messages: 3 }.words(Lang::De),
            "Maildir abgeholt: 3 Nachrichten aufgenommen"
        );
        assert_eq!(Logged::Duplicate.words(Lang::Fr), "message déjà traité (un doublon)");
    }
}
