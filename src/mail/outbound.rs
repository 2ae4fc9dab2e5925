//! Building the referee's outgoing mails as raw RFC 5322 bytes.
//!
//! [`build`] turns an [`OutMail`] (plain values chosen by the caller) into the
//! exact bytes handed to a [`Transport`](crate::mail::transport::Transport):
//! From and Reply-To set to the referee's tokened address, threading headers
//! (Message-ID, In-Reply-To, References), `Auto-Submitted`, a `Date` taken
//! from the caller's clock, and a `text/plain` part with an optional
//! `text/html` alternative. Non-ASCII text is sent as quoted-printable or
//! base64, non-ASCII display names and subjects as RFC 2047 encoded words,
//! and long headers are folded (all by lettre's message builder).
//!
//! Architecture invariant: no I/O, no clock, no randomness. The same
//! [`OutMail`] always gives the same bytes: the MIME boundary is derived from
//! a hash of the Message-ID instead of lettre's random one, so golden tests
//! can compare whole messages.

use std::fmt;
use std::time::{Duration, UNIX_EPOCH};

use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use lettre::{Address, Message};
use sha2::{Digest, Sha256};

/// One outgoing mail, as plain values. See [`build`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutMail {
    /// The referee's address for this game and player, e.g.
    /// `referee+lattaque-7.1.tok@example.org`; also used as Reply-To.
    pub from: String,
    /// Display name for `from`, e.g. `Estafette referee` (may be non-ASCII;
    /// empty for none).
    pub from_name: String,
    /// The player's address.
    pub to: String,
    /// The player's display name, if known.
    pub to_name: Option<String>,
    /// Subject line (UTF-8, one line).
    pub subject: String,
    /// The `text/plain` body (UTF-8; `\n` or `\r\n` line ends).
    pub text: String,
    /// An optional `text/html` alternative.
    pub html: Option<String>,
    /// Message-ID without the angle brackets, e.g. `abc.1@example.org`.
    pub message_id: String,
    /// Message-ID (without `<>`) of the mail this one answers.
    pub in_reply_to: Option<String>,
    /// Message-IDs (without `<>`) of the thread, oldest first.
    pub references: Vec<String>,
    /// `auto-replied` (answer to a player's mail) or `auto-generated`.
    pub auto_submitted: String,
    /// The Date header, in unix seconds (the caller's clock).
    pub date: i64,
    /// Extra headers, in order, e.g. `("X-Estafette-Game", "lattaque-7")`.
    pub headers: Vec<(String, String)>,
}

/// Why an [`OutMail`] could not be turned into a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError(pub String);

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot build mail: {}", self.0)
    }
}

impl std::error::Error for BuildError {}

fn err(msg: impl Into<String>) -> BuildError {
    BuildError(msg.into())
}

/// Headers [`build`] writes itself; an extra header may not replace them.
const RESERVED: &[&str] = &[
    "from",
    "reply-to",
    "to",
    "cc",
    "bcc",
    "sender",
    "subject",
    "date",
    "message-id",
    "in-reply-to",
    "references",
    "auto-submitted",
    "mime-version",
    "content-type",
    "content-transfer-encoding",
];

/// The latest date the Date header can carry (9999-12-31 23:59:59 UTC).
const MAX_DATE: i64 = 253_402_300_799;

/// Build the raw message (CRLF line ends, 7-bit, ready for SMTP) for `mail`.
///
/// Header order: From, Reply-To, To, Subject, Date, Message-ID,
/// In-Reply-To, References, Auto-Submitted, the extra headers, then the MIME
/// headers. Errors (never panics) on an invalid address, a `message_id` that
/// is not `left@right` in printable ASCII, an `auto_submitted` other than
/// `auto-replied` or `auto-generated`, a line break in a one-line field, a
/// date outside 1970..=9999, or an extra header with a bad or reserved name.
/// An `in_reply_to` or `references` id that cannot be written safely (empty,
/// spaces, `<>`, non-ASCII) comes from someone else's mail and is left out
/// instead.
pub fn build(mail: &OutMail) -> Result<Vec<u8>, BuildError> {
    let from_addr = address("from", &mail.from)?;
    let to_addr = address("to", &mail.to)?;
    let from_name = one_line("from_name", &mail.from_name)?;
    let to_name = match &mail.to_name {
        Some(n) => Some(one_line("to_name", n)?),
        None => None,
    };
    let subject = one_line("subject", &mail.subject)?;
    if mail.auto_submitted != "auto-replied" && mail.auto_submitted != "auto-generated" {
        return Err(err(format!(
            "Auto-Submitted must be 'auto-replied' or 'auto-generated', not '{}'",
            mail.auto_submitted
        )));
    }
    if !(0..=MAX_DATE).contains(&mail.date) {
        return Err(err(format!(
            "date {} is outside the years 1970 to 9999",
            mail.date
        )));
    }
    let date = UNIX_EPOCH + Duration::from_secs(mail.date.unsigned_abs());

    let from_box = Mailbox::new(non_empty(from_name), from_addr);
    let to_box = Mailbox::new(to_name.and_then(non_empty), to_addr);

    let mut builder = Message::builder()
        .from(from_box.clone())
        .reply_to(from_box)
        .to(to_box)
        .subject(subject)
        .date(date)
        .message_id(Some(msg_id("message_id", &mail.message_id)?));
    // Ids of other people's mails are best effort: one that could not be
    // written safely is left out rather than failing the reply.
    if let Some(irt) = mail.in_reply_to.as_deref().and_then(foreign_id) {
        builder = builder.in_reply_to(irt);
    }
    let refs: Vec<String> = mail
        .references
        .iter()
        .filter_map(|r| foreign_id(r))
        .collect();
    if !refs.is_empty() {
        builder = builder.references(refs.join(" "));
    }
    builder = builder.raw_header(raw("Auto-Submitted", &mail.auto_submitted)?);
    for (name, value) in &mail.headers {
        if RESERVED.contains(&name.to_ascii_lowercase().as_str()) {
            return Err(err(format!(
                "extra header '{name}' would replace one build() writes"
            )));
        }
        let value = one_line(name, value)?;
        builder = builder.raw_header(raw(name, value)?);
    }

    let text = SinglePart::plain(mail.text.clone());
    let message = match &mail.html {
        None => builder.singlepart(text),
        Some(html) => {
            let html = SinglePart::html(html.clone());
            let boundary = boundary(&mail.message_id, &[&text.formatted(), &html.formatted()]);
            builder.multipart(
                MultiPart::alternative()
                    .boundary(boundary)
                    .singlepart(text)
                    .singlepart(html),
            )
        }
    }
    .map_err(|e| err(e.to_string()))?;
    Ok(fold_address_lines(&message.formatted()))
}

/// lettre folds long display names but never before the `<address>`, so a
/// From, Reply-To or To line can run past 78 characters; fold it there (a
/// space before the angle bracket is allowed folding white space).
fn fold_address_lines(raw: &[u8]) -> Vec<u8> {
    let Some(end) = raw.windows(4).position(|w| w == b"\r\n\r\n") else {
        return raw.to_vec();
    };
    let (head, body) = raw.split_at(end);
    let mut out = Vec::with_capacity(raw.len() + 16);
    let mut in_address_header = false;
    for (i, line) in head.split(|&b| b == b'\n').enumerate() {
        if i > 0 {
            out.push(b'\n');
        }
        if !line.starts_with(b" ") && !line.starts_with(b"\t") {
            let lower = line.to_ascii_lowercase();
            in_address_header = [&b"from:"[..], b"reply-to:", b"to:"]
                .iter()
                .any(|h| lower.starts_with(h));
        }
        let text = line.strip_suffix(b"\r").unwrap_or(line);
        let split = text.windows(2).rposition(|w| w == b" <").filter(|&p| p > 0);
        match split {
            Some(p) if in_address_header && text.len() > 78 => {
                out.extend_from_slice(&line[..p]);
                out.extend_from_slice(b"\r\n ");
                out.extend_from_slice(&line[p + 1..]);
            }
            _ => out.extend_from_slice(line),
        }
    }
    out.extend_from_slice(body);
    out
}

fn non_empty(s: &str) -> Option<String> {
    if s.trim().is_empty() {
        None
    } else {
        Some(s.to_string())
    }
}

fn address(field: &str, s: &str) -> Result<Address, BuildError> {
    s.parse::<Address>()
        .map_err(|e| err(format!("{field} address '{s}' is not valid: {e}")))
}

/// A one-line header field: no CR, LF or other control characters.
fn one_line<'a>(field: &str, s: &'a str) -> Result<&'a str, BuildError> {
    if s.chars().any(|c| c.is_control() && c != '\t') {
        return Err(err(format!(
            "{field} contains a line break or control character"
        )));
    }
    Ok(s)
}

/// `<id>` for a message id from someone else's mail, if it is non-empty
/// printable ASCII without spaces or angle brackets (no `@` required).
fn foreign_id(id: &str) -> Option<String> {
    let ok = !id.is_empty()
        && id.len() <= 900
        && id
            .bytes()
            .all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>');
    ok.then(|| format!("<{id}>"))
}

/// `<id>` after checking that `id` looks like `left@right` in printable
/// ASCII without spaces or angle brackets.
fn msg_id(field: &str, id: &str) -> Result<String, BuildError> {
    let ok = !id.is_empty()
        && id.len() <= 900
        && id
            .bytes()
            .all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>')
        && id
            .split_once('@')
            .is_some_and(|(l, r)| !l.is_empty() && !r.is_empty());
    if !ok {
        return Err(err(format!(
            "{field} '{id}' is not a message id (left@right, printable ASCII, no <>)"
        )));
    }
    Ok(format!("<{id}>"))
}

fn raw(name: &str, value: &str) -> Result<HeaderValue, BuildError> {
    let valid_name = !name.is_empty()
        && name.len() <= 76
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
    if !valid_name {
        return Err(err(format!("'{name}' is not a valid header name")));
    }
    let hname = HeaderName::new_from_ascii(name.to_string())
        .map_err(|e| err(format!("'{name}' is not a valid header name: {e}")))?;
    Ok(HeaderValue::new(hname, value.to_string()))
}

/// A MIME boundary derived from the Message-ID, so the output is
/// deterministic; if (by accident or malice) a part contains it, the next
/// candidate is tried. `=_` cannot occur in quoted-printable or base64 text.
fn boundary(message_id: &str, parts: &[&[u8]]) -> String {
    let mut counter: u32 = 0;
    loop {
        let mut h = Sha256::new();
        h.update(b"estafette/v1/boundary");
        h.update(counter.to_be_bytes());
        h.update(message_id.as_bytes());
        let digest = h.finalize();
        let hex: String = digest.iter().take(12).map(|b| format!("{b:02x}")).collect();
        let candidate = format!("=_{hex}");
        let clash = parts.iter().any(|p| {
            p.windows(candidate.len())
                .any(|w| w == candidate.as_bytes())
        });
        if !clash {
            return candidate;
        }
        counter = counter.wrapping_add(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boundary_avoids_part_content() {
        let first = boundary("a@b", &[]);
        let second = boundary("a@b", &[first.as_bytes()]);
        assert_ne!(first, second);
        assert_eq!(first, boundary("a@b", &[b"unrelated"]));
    }

    #[test]
    fn long_address_lines_fold_before_the_address() {
        let name = "=?utf-8?b?QXJiaXRyZSBFc3RhZmV0dGUgKHLDqWbDqXLDqSk=?=";
        let raw = format!("From: {name} <referee+game.1.tok@example.org>\r\nTo: a@b\r\nSubject: x <y> {}\r\n\r\nbody <z>\r\n", "w".repeat(80));
        let folded = String::from_utf8(fold_address_lines(raw.as_bytes())).unwrap();
        assert!(folded.starts_with(&format!(
            "From: {name}\r\n <referee+game.1.tok@example.org>\r\nTo: a@b\r\nSubject: x <y> w"
        )));
        assert!(folded.ends_with("\r\n\r\nbody <z>\r\n"));
        let short = "From: A <a@b>\r\n\r\nx";
        assert_eq!(fold_address_lines(short.as_bytes()), short.as_bytes());
    }

    #[test]
    fn message_ids_are_checked() {
        assert_eq!(msg_id("m", "x.1@example.org").unwrap(), "<x.1@example.org>");
        assert!(msg_id("m", "<x@y>").is_err());
        assert!(msg_id("m", "no-at-sign").is_err());
        assert!(msg_id("m", "a b@c").is_err());
        assert!(msg_id("m", "").is_err());
    }
}
