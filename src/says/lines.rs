//! The informational lines `ingest`, `poll`, `send` and `tick` print on
//! standard error, typed: `Display` is the English, [`Explain::reason`]
//! the code (`summary-line-…`, in `templates/<lang>/summary.ftl`), printed
//! in the operator's language. Addresses, game ids and counts are
//! arguments written as they are; a failure inside a line is nested.

use std::fmt;

use estafette_core::reason::{Explain, Reason};

use crate::exit::Inner;
use crate::mail::sanitize::shown;
use crate::views::{words, Lang};
use estafette_core::games::any::GameKind;

/// A line of the mail commands on standard error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// `ingest` of a message already handled.
    Duplicate,
    /// A message whose handling failed, kept in the inbox, and why.
    Failed(Inner),
    /// The replies of an ingested message not sent at once, and why.
    LeftQueued(Inner),
    /// A mail to `recipient` not handed over: kept for a later try
    /// (`temporary`) or failed, and why (the transport's own words).
    MailFailed {
        temporary: bool,
        recipient: String,
        game: Option<String>,
        reason: Inner,
    },
    /// `ingest`'s replies sent at once.
    SentAtOnce { sent: usize, later: usize, failed: usize },
    /// `send`'s report.
    Sent { sent: usize, later: usize, failed: usize },
    /// `send`: mails waiting out their back-off after a failed try, and
    /// when the first is due (UTC).
    Waiting { n: usize, next: String },
    /// `poll`: how many messages it took in.
    TakenIn(usize),
    /// `tick`: how many games had something due.
    Ticked(usize),
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Line::Duplicate => f.write_str("duplicate: already handled"),
            Line::Failed(e) => write!(f, "failed (kept in the inbox): {e}"),
            Line::LeftQueued(why) => write!(f, "replies left queued for `send`: {why}"),
            Line::MailFailed {
                temporary,
                recipient,
                game,
                reason,
            } => {
                let when = if *temporary { "will retry" } else { "failed" };
                let game = game.as_deref().unwrap_or("no game");
                write!(f, "{when}: mail to {recipient} ({game}): {reason}")
            }
            Line::SentAtOnce { sent, later, failed } => {
                write!(f, "sent {sent} at once, to retry {later}, failed {failed}")
            }
            Line::Sent { sent, later, failed } => write!(f, "sent {sent}, to retry {later}, failed {failed}"),
            Line::Waiting { n, next } => {
                write!(
                    f,
                    "{n} mail(s) waiting out their back-off after a failed try, the next due at {next}"
                )
            }
            Line::TakenIn(n) => write!(f, "{n} message(s) taken in"),
            Line::Ticked(n) => write!(f, "tick: {n} game(s) had something due"),
        }
    }
}

impl Explain for Line {
    fn reason(&self) -> Reason {
        let code = |c: &str| Reason::new(&format!("summary-line-{c}"));
        let counts = |c: &str, sent: usize, later: usize, failed: usize| {
            code(c).num("sent", sent).num("later", later).num("failed", failed)
        };
        match self {
            Line::Duplicate => code("duplicate"),
            Line::Failed(e) => e.nest(code("failed"), "why"),
            Line::LeftQueued(why) => why.nest(code("left-queued"), "why"),
            Line::MailFailed {
                temporary,
                recipient,
                game,
                reason,
            } => {
                let r = code(if *temporary { "mail-later" } else { "mail-failed" }).text("recipient", recipient);
                let r = match game {
                    Some(g) => r.reason("game", code("game").text("game", g)),
                    None => r.reason("game", code("no-game")),
                };
                reason.nest(r, "why")
            }
            Line::SentAtOnce { sent, later, failed } => counts("sent-at-once", *sent, *later, *failed),
            Line::Sent { sent, later, failed } => counts("sent", *sent, *later, *failed),
            Line::Waiting { n, next } => code("waiting").num("n", *n).text("next", next),
            Line::TakenIn(n) => code("taken-in").num("n", *n),
            Line::Ticked(n) => code("ticked").num("n", *n),
        }
    }
}

impl Line {
    /// This in `lang`, its controls escaped (a recipient's address came
    /// in a mail).
    pub fn words(&self, lang: Lang) -> String {
        shown(&words::reason(lang, GameKind::Lattaque, &self.reason())).into_owned()
    }
}
