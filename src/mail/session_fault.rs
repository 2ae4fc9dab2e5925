//! An IMAP session's failures as typed sentences (after the connection is
//! made: the greeting, the commands, the login, the poll): `Display` is the
//! English (logs and tests read it), [`Explain::reason`] the code
//! (`system-imap-…` in `templates/<lang>/system.ftl`) and its arguments.
//! Host names, commands, UIDs and the server's own answers are arguments
//! written as they are.

use estafette_core::reason::{Arg, Explain, Reason, Sentence};

use crate::exit::Inner;
use crate::mail::response_fault::{ResponseFault, Sent};

/// Why an IMAP session failed once connected.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-imap-")]
pub enum SessionFault {
    /// No answer in time while reading.
    ReadTimeout { host: String },
    /// No answer in time while writing.
    WriteTimeout { host: String },
    /// Reading failed (the system's words).
    Read { host: String, error: String },
    /// Writing failed (the system's words).
    Write { host: String, error: String },
    /// The server closed the connection.
    Closed { host: String },
    /// A response line longer than `max` bytes.
    LongLine { host: String, max: usize },
    /// A response that cannot be read (why the parser stopped).
    BadResponse { host: String, error: ResponseFault },
    /// The server greets with PREAUTH.
    Preauth { host: String },
    /// The server's greeting is not OK (its own line).
    Greeting { host: String, answer: String },
    /// Something else than a greeting (what came instead).
    UnexpectedGreeting { host: String, what: Sent },
    /// A command on a connection already closed.
    ConnectionClosed { host: String },
    /// An answer tagged for another command.
    WrongTag { host: String, got: String, sent: String },
    /// A continuation where none was asked for.
    Continuation { host: String, command: String },
    /// The server answered NO or BAD to `command` (its own line).
    Refused {
        host: String,
        command: String,
        answer: String,
    },
    /// STARTTLS asked for, not offered.
    #[sentence(id = "system-imap-no-starttls")]
    NoStartTls { host: String },
    /// Bytes sent after STARTTLS before the handshake.
    #[sentence(id = "system-imap-data-after-starttls")]
    DataAfterStartTls { host: String },
    /// STARTTLS on a TLS connection.
    AlreadyTls,
    /// LOGINDISABLED on this connection.
    LoginDisabled { host: String },
    /// The login refused (the server's own line).
    LoginRefused { host: String, user: String, answer: String },
    /// The mailbox read is read-only.
    ReadOnly { host: String, mailbox: String },
    /// A message larger than the limit.
    TooLarge { uid: u32, size: usize, limit: usize },
    /// A fetch answer without a body (what came instead).
    NoBody { uid: u32, what: Sent },
    /// The referee could not take a message in (its typed sentence).
    NotTaken { uid: u32, error: Inner },
    /// Some messages left unseen: the first few failures, and how many
    /// more.
    LeftUnseen {
        done: usize,
        left: usize,
        #[sentence(name = "failures", with = failures)]
        shown: Vec<SessionFault>,
        more: usize,
    },
    /// Committing the messages taken in failed (the referee's typed
    /// sentence).
    Commit { count: usize, error: Inner },
    /// Marking failed after the messages were committed.
    NotMarked { set: String, why: Inner },
}

/// The failures `shown` as the argument `failures`, one after the other:
/// the last alone, each one before it as `system-imap-list` (`first`,
/// `rest`).
fn failures(shown: &[SessionFault]) -> Arg {
    fn list(first: &SessionFault, rest: &[SessionFault]) -> Reason {
        match rest.split_first() {
            None => first.reason(),
            Some((next, rest)) => Reason::new("system-imap-list")
                .reason("first", first.reason())
                .reason("rest", list(next, rest)),
        }
    }
    match shown.split_first() {
        Some((first, rest)) => Arg::Reason(Box::new(list(first, rest))),
        None => Arg::Text(String::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_of_failures_reads_as_the_english() {
        let e = SessionFault::examples();
        let unseen: Vec<&SessionFault> = e
            .iter()
            .filter(|f| matches!(f, SessionFault::LeftUnseen { .. }))
            .collect();
        assert_eq!(
            unseen[1].to_string(),
            "1 message(s) taken in; 8 left unseen for the next poll: UID 4: 3000 bytes, over the 1000 byte \
             limit; UID 7: database: database is locked; and 6 more"
        );
        let r = unseen[1].reason();
        assert_eq!(r.code, "system-imap-left-unseen");
        assert!(
            matches!(r.args.get("failures"), Some(estafette_core::reason::Arg::Reason(l)) if l.code == "system-imap-list")
        );
    }

    #[test]
    fn each_example_has_a_code_of_the_imap_area() {
        for e in SessionFault::examples() {
            assert!(e.reason().code.starts_with("system-imap-"), "{e}");
        }
    }
}
