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

use crate::exit::Inner;

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

mod command;
mod config;
mod connect;
mod response;
mod session;
#[cfg(test)]
mod tests;

use command::Arg;
pub use config::{ImapAfter, ImapConfig, ImapError, ImapTls};
use connect::resolve;
pub use session::Intake;
use session::Session;
