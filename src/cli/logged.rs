//! What `run` logs of its own rounds (its start and stop, and a poll, send
//! or tick that failed and will be tried again), typed: `Display` is the
//! English, [`Explain::reason`] the code (`summary-run-…`, in
//! `templates/<lang>/summary.ftl`), logged in the operator's language. The
//! log lines for each message, mail and game are [`super::told::Line`],
//! [`crate::service::Note`] and [`crate::service::Ticked`].

use std::fmt;

use estafette_core::reason::{Explain, Reason};

use crate::exit::Inner;
use crate::views::Lang;

/// A line of `run`'s log about its own rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Logged {
    /// `run` began; a round every `interval` seconds.
    Started { interval: u64 },
    /// `run` ended (a signal, or its rounds were done).
    Stopped,
    /// Taking in the Maildir failed; the next round tries again.
    PollFailed(Inner),
    /// The IMAP poll ended because `run` is stopping.
    ImapStopped(Inner),
    /// The IMAP poll failed; the next round tries again.
    ImapFailed(Inner),
    /// Sending the queued mail failed; the next round tries again.
    SendFailed(Inner),
    /// The clock's work failed; the next round tries again.
    TickFailed(Inner),
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

impl fmt::Display for Logged {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Logged::Started { interval } => write!(f, "estafette run started (a round every {interval} s)"),
            Logged::Stopped => f.write_str("estafette run stopped"),
            Logged::PollFailed(why) => write!(f, "poll failed, will retry: {why}"),
            Logged::ImapStopped(why) => write!(f, "IMAP poll stopped: {why}"),
            Logged::ImapFailed(why) => write!(f, "IMAP poll failed, will retry: {why}"),
            Logged::SendFailed(why) => write!(f, "send failed, will retry: {why}"),
            Logged::TickFailed(why) => write!(f, "tick failed, will retry: {why}"),
            Logged::Polled { messages } => write!(f, "polled the Maildir: {messages} message(s) taken in"),
            Logged::PolledImap { messages } => write!(f, "polled IMAP: {messages} message(s) taken in"),
            Logged::TakenIn => f.write_str("message taken in"),
            Logged::Duplicate => f.write_str("message already handled (a duplicate)"),
        }
    }
}

impl Explain for Logged {
    fn reason(&self) -> Reason {
        let code = |c: &str| Reason::new(&format!("summary-run-{c}"));
        match self {
            Logged::Started { interval } => code("started").num("interval", *interval),
            Logged::Stopped => code("stopped"),
            Logged::PollFailed(why) => why.nest(code("poll-failed"), "why"),
            Logged::ImapStopped(why) => why.nest(code("imap-stopped"), "why"),
            Logged::ImapFailed(why) => why.nest(code("imap-failed"), "why"),
            Logged::SendFailed(why) => why.nest(code("send-failed"), "why"),
            Logged::TickFailed(why) => why.nest(code("tick-failed"), "why"),
            Logged::Polled { messages } => code("polled").num("messages", *messages),
            Logged::PolledImap { messages } => code("polled-imap").num("messages", *messages),
            Logged::TakenIn => code("taken-in"),
            Logged::Duplicate => code("duplicate"),
        }
    }
}

impl Logged {
    /// This in `lang`, its controls escaped.
    pub fn words(&self, lang: Lang) -> String {
        crate::mail::sanitize::shown(&super::errors::words_of(lang, &self.reason())).into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
