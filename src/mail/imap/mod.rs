//! Inbound mail from an IMAP server: [`poll`] takes every unseen message
//! of one mailbox and hands its raw bytes to the caller.
//!
//! A small IMAP4rev1 client (RFC 3501) over `std::net::TcpStream`, with TLS
//! from rustls (ring provider, the platform's certificate verifier, which
//! also honours `SSL_CERT_FILE`): implicit TLS (port 993), STARTTLS
//! (required when asked for: no login is ever sent in clear text over a
//! connection that was meant to be upgraded), or plain text, allowed only to
//! a loopback address. It uses only LOGIN, CAPABILITY, STARTTLS, SELECT,
//! UID SEARCH, UID FETCH, UID STORE, UID MOVE (RFC 6851) or UID COPY with
//! `\Deleted` and UID EXPUNGE (RFC 4315) / EXPUNGE, CREATE and LOGOUT.
//!
//! Invariants:
//! - a message is marked `\Seen` (or moved away) only after the caller's
//!   handler returned `Ok` for it; a failing handler leaves it unseen, so the
//!   next poll offers it again (the referee's `ingest` ignores a message it
//!   has already taken in, so seeing one twice is harmless);
//! - messages are fetched with `BODY.PEEK[]<0.N>`, which does not set
//!   `\Seen`, N being one more than the size limit (a longer message comes
//!   cut short, and the referee refuses it as too large);
//! - literals (`{n}` followed by n bytes) are read by count, never by line,
//!   whatever bytes they hold; a status line (`OK`/`NO`/`BAD`/`BYE`, `+`) is
//!   never taken to announce one;
//! - nothing read from the server panics: a malformed response is an error;
//! - a grouped poll ([`poll_grouped`]) asks the sizes of the unseen
//!   messages once, fetches a batch in one `UID FETCH` (at most
//!   `FETCH_BUDGET` bytes of messages by those sizes), and marks a batch,
//!   once committed, with one command per step over a UID set.
//!
//! This is shell code (sockets). It never decides anything about the mail.

use std::fmt;
use std::time::Duration;

use estafette_core::reason::{Explain, Reason};

use crate::exit::Inner;
use crate::mail::fault::ImapFault;
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
            max_message_bytes: super::DEFAULT_MAX_MESSAGE_BYTES,
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
    fn typed(temporary: bool, fault: &impl Explain) -> ImapError {
        ImapError {
            temporary,
            message: fault.to_string(),
            reason: fault.reason(),
        }
    }

    /// A session's failure worth retrying.
    fn temporary(fault: SessionFault) -> ImapError {
        ImapError::typed(true, &fault)
    }

    /// A session's failure the settings must change for.
    fn permanent(fault: SessionFault) -> ImapError {
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

/// Take in every unseen message of `cfg.mailbox`, oldest first: fetch it,
/// call `handle` with its raw bytes, and only when `handle` returns `Ok`
/// mark it `\Seen` (or move it, per `cfg.after`).
///
/// Returns how many messages were taken in and marked. If `handle` failed
/// for some (or a message was too large to fetch), those stay unseen for
/// the next poll, the others are still taken in, and the result is a
/// temporary error that counts both and quotes the failures.
pub fn poll(cfg: &ImapConfig, handle: &mut dyn FnMut(&[u8]) -> Result<(), Inner>) -> Result<usize, ImapError> {
    poll_grouped(cfg, 1, &mut EachAlone(handle))
}

/// Where a grouped poll hands its messages (see [`poll_grouped`]).
pub trait Intake {
    /// Take one message in. What it writes may stay uncommitted until
    /// [`Intake::commit`]; an error (why, as a typed sentence) leaves the
    /// message unseen.
    fn take(&mut self, raw: &[u8]) -> Result<(), Inner>;
    /// Make everything taken in since the last commit durable. Nothing is
    /// marked on the server before this returns `Ok`.
    fn commit(&mut self) -> Result<(), Inner>;
}

/// [`poll`]'s handler as an [`Intake`] whose every message is committed
/// when it is taken.
struct EachAlone<'a>(&'a mut dyn FnMut(&[u8]) -> Result<(), Inner>);

impl Intake for EachAlone<'_> {
    fn take(&mut self, raw: &[u8]) -> Result<(), Inner> {
        (self.0)(raw)
    }
    fn commit(&mut self) -> Result<(), Inner> {
        Ok(())
    }
}

/// [`poll`], with the messages handed to `intake` and committed `batch` at a
/// time: after every `batch` messages taken in (and after the last), the
/// intake commits, and only then are those messages marked on the server.
/// A commit that fails leaves them unseen for the next poll.
pub fn poll_grouped(cfg: &ImapConfig, batch: usize, intake: &mut dyn Intake) -> Result<usize, ImapError> {
    let addrs = resolve(cfg)?;
    let mut s = Session::connect(cfg, &addrs)?;
    let result = s.run_poll(cfg, batch.max(1), intake);
    // Best effort: the work is done (or failed) either way.
    if !s.closed {
        let _ = s.command("LOGOUT", &[Arg::Raw("LOGOUT")]);
    }
    result
}

// ---------------------------------------------------------------- limits

/// Longest response line accepted (a SEARCH answer listing many UIDs is
/// long; anything beyond this is a broken server).
const MAX_LINE: usize = 8 << 20;
/// Largest literal (message) kept; a larger one is read and dropped, and
/// its message left unseen with an error.
const MAX_LITERAL: usize = 64 << 20;

mod command;
mod connect;
mod response;
mod session;
#[cfg(test)]
mod tests;

use command::*;
use connect::*;
use response::*;
use session::*;
