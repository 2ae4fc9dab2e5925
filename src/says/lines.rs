//! The informational lines `ingest`, `poll`, `send` and `tick` print on
//! standard error, typed: `Display` is the English, [`Explain::reason`]
//! the code (`summary-line-…`, in `templates/<lang>/summary.ftl`), printed
//! in the operator's language. Addresses, game ids and counts are
//! arguments written as they are; a failure inside a line is nested.

use estafette_core::reason::{Explain, Reason, Sentence};

use crate::exit::Inner;
use crate::mail::sanitize::shown;
use crate::views::{words, Lang};
use estafette_core::games::any::GameKind;

/// A line of the mail commands on standard error.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "summary-line-")]
pub enum Line {
    /// `ingest` of a message already handled.
    Duplicate,
    /// A message whose handling failed, kept in the inbox, and why.
    Failed(#[sentence(name = "why")] Inner),
    /// The replies of an ingested message not sent at once, and why.
    LeftQueued(#[sentence(name = "why")] Inner),
    /// A mail to `recipient` not handed over: kept for a later try
    /// (`temporary`) or failed, and why (the transport's own words).
    #[sentence(by = mail_failed, ids = ["summary-line-mail-later", "summary-line-mail-failed", "summary-line-game", "summary-line-no-game"])]
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
    TakenIn(#[sentence(name = "n")] usize),
    /// `tick`: how many games had something due.
    Ticked(#[sentence(name = "n")] usize),
}

/// A mail not handed over: kept for a later try or failed, to whom, in
/// which game, and why.
fn mail_failed(temporary: &bool, recipient: &String, game: &Option<String>, reason: &Inner) -> Reason {
    let code = |c: &str| Reason::new(&format!("summary-line-{c}"));
    let r = code(if *temporary { "mail-later" } else { "mail-failed" }).text("recipient", recipient);
    let r = match game {
        Some(g) => r.reason("game", code("game").text("game", g)),
        None => r.reason("game", code("no-game")),
    };
    reason.nest(r, "why")
}

impl Line {
    /// This in `lang`, its controls escaped (a recipient's address came
    /// in a mail).
    pub fn words(&self, lang: Lang) -> String {
        shown(&words::reason(lang, GameKind::Lattaque, &self.reason())).into_owned()
    }
}
