//! What a poll is given (the server, its security, what becomes of a
//! message taken in) and how it fails.

use std::fmt;
use std::time::Duration;

use estafette_core::reason::{Explain, Reason};

use crate::mail::session_fault::SessionFault;

/// How the IMAP connection is secured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImapTls {
    /// TLS from the first byte (IMAPS, port 993).
    Implicit,
    /// Plain connection upgraded with STARTTLS, which is required (port 143).
    StartTls,
    /// No TLS at all: only for a server on a loopback address
    /// (127.0.0.0/8, ::1, `localhost`); refused for any other host.
    Plain,
}

impl ImapTls {
    /// `implicit` (also `tls`, `imaps`), `starttls`, or `plain` (also
    /// `none`), any case.
    pub fn parse(s: &str) -> Option<ImapTls> {
        match s.trim().to_ascii_lowercase().as_str() {
            "implicit" | "tls" | "imaps" => Some(ImapTls::Implicit),
            "starttls" => Some(ImapTls::StartTls),
            "plain" | "none" => Some(ImapTls::Plain),
            _ => None,
        }
    }

    /// The usual port: 993 for implicit TLS, 143 otherwise.
    pub fn default_port(self) -> u16 {
        match self {
            ImapTls::Implicit => 993,
            ImapTls::StartTls | ImapTls::Plain => 143,
        }
    }
}

/// What happens to a message once the handler has taken it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImapAfter {
    /// Set `\Seen` on it, in place.
    Flag,
    /// Set `\Seen` and move it to this folder (created if missing): with
    /// UID MOVE where the server has it, else UID COPY, `\Deleted` and
    /// UID EXPUNGE (or a plain EXPUNGE without UIDPLUS).
    Move(String),
}

/// Settings for [`poll`].
#[derive(Clone, PartialEq, Eq)]
pub struct ImapConfig {
    /// Server host name (also the name checked in its TLS certificate) or
    /// IP address.
    pub host: String,
    pub port: u16,
    pub tls: ImapTls,
    pub user: String,
    pub password: String,
    /// The mailbox read (usually `INBOX`).
    pub mailbox: String,
    pub after: ImapAfter,
    /// Time allowed for connecting and for each read or write.
    pub timeout: Duration,
    /// At most this many bytes of a message and one more are fetched (a
    /// partial fetch, `BODY.PEEK[]<0.N>`): a longer message reaches the
    /// handler cut short, one byte over the limit, which tells it so.
    pub max_message_bytes: usize,
}

impl ImapConfig {
    /// Implicit TLS on port 993, mailbox `INBOX`, messages flagged `\Seen`,
    /// 60 s timeout.
    pub fn new(host: impl Into<String>, user: impl Into<String>, password: impl Into<String>) -> ImapConfig {
        ImapConfig {
            host: host.into(),
            port: ImapTls::Implicit.default_port(),
            tls: ImapTls::Implicit,
            user: user.into(),
            password: password.into(),
            mailbox: "INBOX".into(),
            after: ImapAfter::Flag,
            timeout: Duration::from_secs(60),
            max_message_bytes: crate::mail::DEFAULT_MAX_MESSAGE_BYTES,
        }
    }
}

impl fmt::Debug for ImapConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ImapConfig")
            .field("host", &self.host)
            .field("port", &self.port)
            .field("tls", &self.tls)
            .field("user", &self.user)
            .field("password", &"<hidden>")
            .field("mailbox", &self.mailbox)
            .field("after", &self.after)
            .field("timeout", &self.timeout)
            .finish()
    }
}

/// Why a poll failed, and whether trying again later without changing the
/// settings may succeed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImapError {
    /// `true`: worth retrying (network, timeout, server busy, a handler that
    /// failed); `false`: the settings must change first (plain text to a
    /// remote host, login refused, no such mailbox, certificate rejected, no
    /// STARTTLS).
    pub temporary: bool,
    /// What went wrong, for logs and the operator (never the password).
    pub message: String,
    /// The same as a typed sentence.
    pub reason: Reason,
}

impl ImapError {
    /// A failure told by a typed sentence (`temporary`: worth retrying).
    pub(super) fn typed(temporary: bool, fault: &impl Explain) -> ImapError {
        ImapError {
            temporary,
            message: fault.to_string(),
            reason: fault.reason(),
        }
    }

    /// A session's failure worth retrying.
    pub(super) fn temporary(fault: SessionFault) -> ImapError {
        ImapError::typed(true, &fault)
    }

    /// A session's failure the settings must change for.
    pub(super) fn permanent(fault: SessionFault) -> ImapError {
        ImapError::typed(false, &fault)
    }
}

impl fmt::Display for ImapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = if self.temporary { "temporary" } else { "permanent" };
        write!(f, "{kind} IMAP failure: {}", self.message)
    }
}

impl std::error::Error for ImapError {}
