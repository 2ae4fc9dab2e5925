//! Inbound mail: one raw RFC 5322 message in, one [`Inbound`] value out.
//!
//! [`parse`] reads the envelope-ish headers (Message-ID, From, Return-Path,
//! recipients, threading, Date, Authentication-Results), classifies the
//! message ([`Kind`]: normal, automatic reply, bulk/list mail or bounce),
//! picks the text the player wrote (text/plain preferred, else HTML turned
//! into text; quoted-printable, base64 and every charset mail-parser knows
//! decoded, leniently when the transfer encoding is broken, with invalid
//! bytes replaced; format=flowed joined), finds the lines the player wrote
//! (above or below quoted text, up to a signature or forwarded message) and
//! keeps those [`crate::referee::reading`] reads as commands; without any,
//! the command the Subject carries after the referee's own subject text.
//! [`Inbound::must_not_answer`] says whether the referee may reply at all.
//!
//! Architecture invariants:
//! - No I/O, no clock, no randomness: a pure function of the bytes given.
//! - Never panics, whatever the input: a message that cannot be read as mail
//!   is an [`InboundError`] with a clear message.
//! - Nothing inside a forwarded message (inline or attached as
//!   message/rfc822) ever becomes a command line.
//! - Quoted lines (`>` or tab-indented) never become command lines.
//! - Player text is clean ([`crate::mail::sanitize`]): the body, the
//!   command lines, the Subject and the sender's display name hold no
//!   control or bidirectional character, and the name at most 64
//!   characters.
//! - Which lines are commands is the core's question
//!   ([`crate::referee::reading`]); command lines are plain trimmed text,
//!   one per line, for the command parsers to judge.

mod army;
mod body;
mod headers;
mod html;
mod parts;
mod sender;

use std::borrow::Cow;
use std::fmt;

use mail_parser::{HeaderName, HeaderValue, Message, MimeHeaders};
use sha2::{Digest, Sha256};

use crate::mail::sanitize;
pub use army::{holds_army, is_army_text};
use body::commands_of;
use headers::RawHeader;
pub use headers::{AuthResult, DkimResult, MAX_RECIPIENTS};
use parts::{choose_body, ct_attr, is_type, skip_mbox_line, PARSER};
pub use sender::FromError;

/// What an inbound message says, as far as the referee needs to know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inbound {
    /// The Message-ID without the angle brackets, if the message has one.
    pub message_id: Option<String>,
    /// Lowercase hex SHA-256 of the raw bytes exactly as given to [`parse`].
    pub fingerprint: String,
    /// What tells a second delivery of this message from another message
    /// (lowercase hex SHA-256): its Message-ID, sender, recipients,
    /// Subject, Date and MIME headers as written, and its body. A message
    /// delivered twice, or again with other trace headers (`Received`,
    /// `Delivered-To`), has the same key; a message that only claims
    /// another's Message-ID does not.
    pub key: String,
    /// The sender: the address of the one From header, read under RFC
    /// 5322, bare, its ASCII letters lowercased (and nothing else: a
    /// look-alike such as `\u{212a}irk` is another address than `kirk`);
    /// `None` when there is none, or when the From header is not one
    /// header with one address that parses ([`Inbound::from_error`]).
    pub from: Option<String>,
    /// The display name of the sender, decoded, cleaned and cut to 64
    /// characters ([`sanitize::cut_name`]).
    pub from_name: Option<String>,
    /// Why the message has no one sender, when its From header is not
    /// exactly one header with exactly one address (two From headers, two
    /// addresses, a group, a header that does not parse under RFC 5322):
    /// such a mail is refused unanswered, as it could pass for one sender
    /// to a reader and for another to the referee.
    pub from_error: Option<FromError>,
    /// The first Return-Path header's address, lowercased; `Some("")` for the
    /// null reverse path `<>`; `None` when there is no Return-Path header.
    pub return_path: Option<String>,
    /// The decoded Subject (empty when there is none), on one line, without
    /// control or bidirectional characters.
    pub subject: String,
    /// Addresses from Delivered-To, X-Original-To, To and Cc, in that order,
    /// each once (compared case-insensitively). Domains are lowercased; local
    /// parts are kept as written, since they may carry a token.
    pub recipients: Vec<String>,
    /// Message-IDs from In-Reply-To, without angle brackets.
    pub in_reply_to: Vec<String>,
    /// Message-IDs from References, without angle brackets, oldest first.
    pub references: Vec<String>,
    /// The Date header as Unix seconds, when it parses.
    pub date: Option<i64>,
    /// What sort of message this is.
    pub kind: Kind,
    /// The chosen body text: decoded, format=flowed joined, LF line ends.
    /// For an HTML-only message, the HTML turned into text with quoted
    /// material already removed. Empty when the body could not be decoded.
    /// Without control characters (but line feeds and tabs) or
    /// bidirectional ones.
    pub body: String,
    /// The command lines: trimmed, non-empty lines the player wrote (not
    /// quoted, above any signature or forwarded message) that
    /// [`crate::referee::reading`] keeps; when there are none, the command
    /// the Subject carries (see [`reading::subject_command`]), if any.
    /// Always empty for a bounce, for a body that could not be decoded,
    /// and (no Subject fallback) for a forward.
    pub commands: Vec<String>,
    /// One entry per Authentication-Results header, topmost (most recently
    /// added, so most trustworthy) first.
    pub auth_results: Vec<AuthResult>,
}

/// The sort of message, from its headers (and a bounce's report).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A message written by a person (as far as the headers tell).
    Normal,
    /// An automatic reply: RFC 3834 Auto-Submitted other than `no`,
    /// X-Autoreply, X-Autorespond, X-Auto-Response-Suppress, an
    /// out-of-office Subject, or a non-delivery report such as a read receipt
    /// (multipart/report other than delivery-status).
    AutoReply,
    /// Bulk or mailing-list mail: Precedence bulk/junk/list, List-Id or
    /// List-Unsubscribe.
    Bulk,
    /// A delivery status notification (multipart/report with
    /// report-type=delivery-status), or mail from MAILER-DAEMON / postmaster
    /// with an empty Return-Path.
    Bounce {
        /// Original-Recipient and Final-Recipient addresses of the report,
        /// lowercased, each once (empty when there is no readable report).
        recipients: Vec<String>,
        /// The Status of the first failed recipient (else the first Status).
        status: Option<String>,
        /// Some recipient has Action `failed` with a 5.x.x Status.
        permanent: bool,
    },
}

/// Why a message could not be read at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InboundError {
    /// No bytes, or only white space.
    Empty,
    /// The header section never ends with an empty line.
    Truncated,
    /// No mail header fields were found.
    NotMail,
    /// The MIME parser itself failed on this input.
    Unparseable,
}

impl fmt::Display for InboundError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            InboundError::Empty => "the message is empty",
            InboundError::Truncated => "the message looks truncated: its header section never ends with an empty line",
            InboundError::NotMail => {
                "this is not a mail message: no From, To, Subject, Date, Message-ID or other mail header found"
            }
            InboundError::Unparseable => "the message could not be parsed as MIME",
        })
    }
}

impl std::error::Error for InboundError {}

/// Header names that show the input really is a mail message.
const MAIL_HEADERS: &[&str] = &[
    "From",
    "Sender",
    "To",
    "Cc",
    "Subject",
    "Date",
    "Message-ID",
    "Received",
    "Return-Path",
    "Delivered-To",
    "MIME-Version",
    "Content-Type",
    "Reply-To",
    "In-Reply-To",
    "References",
];

/// Parses one raw message. Never panics; see [`InboundError`] for the inputs
/// that are refused.
pub fn parse(raw: &[u8]) -> Result<Inbound, InboundError> {
    let fingerprint = hex(&Sha256::digest(raw));
    if raw.iter().all(u8::is_ascii_whitespace) {
        return Err(InboundError::Empty);
    }
    let content = skip_mbox_line(raw);
    let Some(body_start) = header_end(content) else {
        return Err(InboundError::Truncated);
    };
    let parsed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| PARSER.parse(content)))
        .map_err(|_| InboundError::Unparseable)?;
    let msg = match parsed {
        Some(m) if !m.parts.is_empty() => m,
        _ => return Err(InboundError::NotMail),
    };
    let hs = raw_headers(&msg);
    if !hs
        .iter()
        .any(|h| MAIL_HEADERS.iter().any(|k| h.name.eq_ignore_ascii_case(k)))
    {
        return Err(InboundError::NotMail);
    }

    let (from, from_error) = match sender::sender(&hs, msg.from()) {
        Ok(from) => (from, None),
        Err(why) => (None, Some(why)),
    };
    let from_name = msg
        .from()
        .and_then(|a| a.first())
        .filter(|_| from_error.is_none())
        .and_then(|a| a.name())
        .map(sanitize::cut_name)
        .filter(|n| !n.is_empty());
    let return_path = headers::first(&hs, "Return-Path").map(headers::return_path);
    let subject = sanitize::line(msg.subject().unwrap_or("")).trim().to_string();
    let message_id = msg.message_id().map(strip_angles).filter(|s| !s.is_empty());
    let date = msg.date().filter(|d| d.is_valid()).map(|d| d.to_timestamp());

    let recipients = recipients(&msg, &hs);

    let auth_results = headers::all(&hs, "Authentication-Results")
        .filter_map(headers::auth_results)
        .collect();

    let kind = detect_kind(&msg, &hs, from.as_deref(), return_path.as_deref(), &subject);

    let mut chosen = choose_body(&msg);
    if let Cow::Owned(clean) = sanitize::body(&chosen.text) {
        chosen.text = clean;
    }
    let commands = if matches!(kind, Kind::Bounce { .. }) || !chosen.usable {
        Vec::new()
    } else {
        commands_of(&chosen.text, &subject)
    };

    Ok(Inbound {
        message_id,
        fingerprint,
        key: redelivery_key(&hs, &content[body_start..]),
        from,
        from_name,
        from_error,
        return_path,
        subject,
        recipients,
        in_reply_to: id_list(msg.in_reply_to()),
        references: id_list(msg.references()),
        date,
        kind,
        body: chosen.text,
        commands,
        auth_results,
    })
}

/// The addresses a message was delivered to: the MTA's `Delivered-To` and
/// `X-Original-To`, then To and Cc, each once (compared without case), the
/// first [`MAX_RECIPIENTS`] of them.
fn recipients(msg: &Message<'_>, hs: &[RawHeader]) -> Vec<String> {
    let mut recipients: Vec<String> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    // Whether there is room for more.
    let mut add = |addr: &str| {
        let addr = headers::recipient(addr);
        if !addr.is_empty() && seen.insert(addr.to_ascii_lowercase()) {
            recipients.push(addr);
        }
        recipients.len() < MAX_RECIPIENTS
    };
    let traced = ["Delivered-To", "X-Original-To"]
        .into_iter()
        .flat_map(|name| headers::all(hs, name))
        .flat_map(headers::simple_addresses);
    let listed = [HeaderName::To, HeaderName::Cc]
        .into_iter()
        .flat_map(|name| msg.header_values(name))
        .filter_map(|hv| match hv {
            HeaderValue::Address(list) => Some(list.iter()),
            _ => None,
        })
        .flatten()
        .filter_map(|a| a.address().map(str::to_string));
    for addr in traced.chain(listed) {
        if !add(&addr) {
            break;
        }
    }
    recipients
}

impl Inbound {
    /// The reason this message must never be answered, or `None` when a
    /// reply is allowed: a bounce, an automatic reply, bulk or list mail, an
    /// empty Return-Path, no From address, mail from MAILER-DAEMON or
    /// postmaster, or mail from (or with a Return-Path of) one of
    /// `own_addresses`, compared on the local part before any `+` and the
    /// domain, case-insensitively.
    pub fn must_not_answer(&self, own_addresses: &[String]) -> Option<&'static str> {
        self.not_answered(own_addresses).map(NotAnswered::english)
    }

    /// [`Inbound::must_not_answer`], typed.
    pub fn not_answered(&self, own_addresses: &[String]) -> Option<NotAnswered> {
        match self.kind {
            Kind::Bounce { .. } => return Some(NotAnswered::Bounce),
            Kind::AutoReply => return Some(NotAnswered::AutoReply),
            Kind::Bulk => return Some(NotAnswered::Bulk),
            Kind::Normal => {}
        }
        if self.return_path.as_deref() == Some("") {
            return Some(NotAnswered::NullSender);
        }
        let Some(from) = self.from.as_deref() else {
            return Some(NotAnswered::NoFrom);
        };
        if matches!(headers::local_part(from).as_str(), "mailer-daemon" | "postmaster") {
            return Some(NotAnswered::MailerDaemon);
        }
        let own: Vec<(String, String)> = own_addresses.iter().filter_map(|a| headers::address_key(a)).collect();
        let is_own = |addr: &str| headers::address_key(addr).is_some_and(|k| own.contains(&k));
        if is_own(from) || self.return_path.as_deref().is_some_and(is_own) {
            return Some(NotAnswered::OwnAddress);
        }
        None
    }
}

/// Why a message must never be answered ([`Inbound::not_answered`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAnswered {
    Bounce,
    AutoReply,
    Bulk,
    NullSender,
    NoFrom,
    MailerDaemon,
    OwnAddress,
}

impl NotAnswered {
    pub const ALL: [NotAnswered; 7] = [
        NotAnswered::Bounce,
        NotAnswered::AutoReply,
        NotAnswered::Bulk,
        NotAnswered::NullSender,
        NotAnswered::NoFrom,
        NotAnswered::MailerDaemon,
        NotAnswered::OwnAddress,
    ];

    /// Its English, as the inbox stores it.
    pub fn english(self) -> &'static str {
        match self {
            NotAnswered::Bounce => "it is a delivery status notification (bounce)",
            NotAnswered::AutoReply => "it is an automatic reply",
            NotAnswered::Bulk => "it is bulk or mailing-list mail",
            NotAnswered::NullSender => "its Return-Path is empty (null sender)",
            NotAnswered::NoFrom => "it has no From address",
            NotAnswered::MailerDaemon => "it comes from MAILER-DAEMON or postmaster",
            NotAnswered::OwnAddress => "it comes from one of our own addresses",
        }
    }
}

impl fmt::Display for NotAnswered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.english())
    }
}

fn hex(digest: &[u8]) -> String {
    let mut s = String::with_capacity(64);
    for b in digest {
        s.push(char::from(HEX[usize::from(b >> 4)]));
        s.push(char::from(HEX[usize::from(b & 0x0f)]));
    }
    s
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Where the body of a message starts: after the first empty line, a line
/// feed followed by another, or by CR LF (found from line end to line end,
/// so a mail's search stops at its header's end); `None` when the header
/// section never ends.
pub fn header_end(raw: &[u8]) -> Option<usize> {
    memchr::memchr_iter(b'\n', raw).find_map(|i| match raw.get(i + 1) {
        Some(b'\n') => Some(i + 2),
        Some(b'\r') if raw.get(i + 2) == Some(&b'\n') => Some(i + 3),
        _ => None,
    })
}

/// The headers that make a message what it is, for [`Inbound::key`]: an
/// MTA adds its trace headers (`Received`, `Delivered-To`,
/// `Return-Path`, `Authentication-Results`...) anew at each delivery, but
/// changes none of these.
const KEY_HEADERS: [&str; 12] = [
    "Message-ID",
    "From",
    "Sender",
    "To",
    "Cc",
    "Subject",
    "Date",
    "In-Reply-To",
    "References",
    "MIME-Version",
    "Content-Type",
    "Content-Transfer-Encoding",
];

/// [`Inbound::key`] of a message with the raw headers `hs` and the body
/// `body`: the SHA-256 of the [`KEY_HEADERS`] (each value's runs of white
/// space one space) and of the body with its CRs left out (so that a copy
/// with LF line ends is the same message), in hex.
fn redelivery_key(hs: &[RawHeader], body: &[u8]) -> String {
    let mut h = Sha256::new();
    for name in KEY_HEADERS {
        for value in headers::all(hs, name) {
            h.update(name.as_bytes());
            for word in value.split_whitespace() {
                h.update(b" ");
                h.update(word.as_bytes());
            }
            h.update(b"\n");
        }
    }
    h.update(b"\n");
    let mut start = 0;
    for cr in memchr::memchr_iter(b'\r', body) {
        h.update(&body[start..cr]);
        start = cr + 1;
    }
    h.update(&body[start..]);
    hex(&h.finalize())
}

fn strip_angles(s: &str) -> String {
    s.trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim()
        .to_string()
}

fn id_list(v: &HeaderValue<'_>) -> Vec<String> {
    let items: Vec<String> = match v {
        HeaderValue::Text(t) => vec![strip_angles(t)],
        HeaderValue::TextList(l) => l.iter().map(|t| strip_angles(t)).collect(),
        _ => Vec::new(),
    };
    items.into_iter().filter(|s| !s.is_empty()).collect()
}

/// Every top-level header with its unfolded raw value, in order.
fn raw_headers(msg: &Message<'_>) -> Vec<RawHeader> {
    let raw = msg.raw_message();
    msg.root_part()
        .headers
        .iter()
        .map(|h| {
            let start = h.offset_start() as usize;
            let end = h.offset_end() as usize;
            let value = raw
                .get(start..end)
                .map(|b| match std::str::from_utf8(b) {
                    Ok(text) => headers::unfold(text),
                    Err(_) => headers::unfold(&String::from_utf8_lossy(b)),
                })
                .unwrap_or_default();
            RawHeader {
                name: h.name().to_string(),
                value,
            }
        })
        .collect()
}

fn detect_kind(
    msg: &Message<'_>,
    hs: &[RawHeader],
    from: Option<&str>,
    return_path: Option<&str>,
    subject: &str,
) -> Kind {
    let root_ct = msg.root_part().content_type();
    let is_report = is_type(root_ct, "multipart", "report");
    let report_type = ct_attr(root_ct, "report-type").unwrap_or("");
    let daemon = from.is_some_and(|f| matches!(headers::local_part(f).as_str(), "mailer-daemon" | "postmaster"));
    if (is_report && report_type.eq_ignore_ascii_case("delivery-status")) || (daemon && return_path == Some("")) {
        let mut dsn = headers::Dsn::default();
        for part in &msg.parts {
            let ct = part.content_type();
            if is_type(ct, "message", "delivery-status") || is_type(ct, "message", "global-delivery-status") {
                headers::delivery_status(&String::from_utf8_lossy(part.contents()), &mut dsn);
            }
        }
        return Kind::Bounce {
            recipients: dsn.recipients,
            status: dsn.status,
            permanent: dsn.permanent,
        };
    }
    let auto_submitted = headers::first(hs, "Auto-Submitted").is_some_and(|v| {
        let word = v.split(';').next().unwrap_or("");
        !headers::strip_comments(word).trim().eq_ignore_ascii_case("no")
    });
    if auto_submitted
        || is_report
        || ["X-Autoreply", "X-Autorespond", "X-Auto-Response-Suppress"]
            .iter()
            .any(|h| headers::has(hs, h))
        || body::is_autoreply_subject(subject)
    {
        return Kind::AutoReply;
    }
    let precedence = headers::first(hs, "Precedence").is_some_and(|v| {
        matches!(
            headers::strip_comments(v).trim().to_ascii_lowercase().as_str(),
            "bulk" | "junk" | "list"
        )
    });
    if precedence || headers::has(hs, "List-Id") || headers::has(hs, "List-Unsubscribe") {
        return Kind::Bulk;
    }
    Kind::Normal
}

#[cfg(test)]
mod tests {
    use super::*;
    use body::english_title;

    #[test]
    fn a_command_after_a_french_or_german_title_is_read() {
        let english = commands_of("", "Re: The 'Strand' War Game strand-3: à vous de jouer d4-e5");
        assert_eq!(english, vec!["d4-e5".to_string()]);
        for title in ["Jeu de guerre du Strand", "strand-kriegsspiel"] {
            let subject = format!("Re: {title} strand-3: à vous de jouer d4-e5");
            assert_eq!(commands_of("", &subject), english, "{subject}");
        }
        assert_eq!(
            english_title("L'Attaque lattaque-1: your move"),
            "L'Attaque lattaque-1: your move"
        );
    }

    #[test]
    fn a_command_after_the_referees_own_subject_is_read_in_every_language() {
        for subject in [
            "Re: The 'Strand' War Game strand-3: your move d4-e5",
            "Re: Strand-Kriegsspiel strand-3: Sie sind am Zug d4-e5",
            "AW: Strand-Kriegsspiel strand-3: sie sind am zug: d4-e5",
            "Re: Jeu de guerre du Strand strand-3: à vous de jouer d4-e5",
            "Re: L'Attaque lattaque-2: senden Sie Ihre Armee RESIGN",
        ] {
            let want = if subject.contains("lattaque") {
                "RESIGN"
            } else {
                "d4-e5"
            };
            assert_eq!(commands_of("", subject), vec![want.to_string()], "{subject}");
        }
        // The referee's subject left as it was carries no command.
        assert!(commands_of("", "Re: Strand-Kriegsspiel strand-3: Sie sind am Zug").is_empty());
    }

    #[test]
    fn a_header_end_is_found_as_a_search_of_the_two_forms_finds_it() {
        let plain = |raw: &[u8]| raw.windows(2).any(|w| w == b"\n\n") || raw.windows(3).any(|w| w == b"\n\r\n");
        // Every string of up to 8 bytes from `a`, CR and LF.
        for len in 0..=8u32 {
            for mut n in 0..3usize.pow(len) {
                let mut raw = Vec::new();
                for _ in 0..len {
                    raw.push([b'a', b'\r', b'\n'][n % 3]);
                    n /= 3;
                }
                assert_eq!(header_end(&raw).is_some(), plain(&raw), "{raw:?}");
            }
        }
        assert_eq!(header_end(b"Subject: x\r\nFrom: a@b\r\n\r\nbody\r\n"), Some(25));
        assert_eq!(header_end(b"Subject: x\nFrom: a@b\n\nbody"), Some(22));
        assert_eq!(header_end(b"Subject: x\r\nFrom: a@b\r\n"), None);
    }
}
