//! Building the referee's outgoing mails as raw RFC 5322 bytes.
//!
//! [`build`] turns an [`OutMail`] (plain values chosen by the caller) into the
//! exact bytes handed to a [`Transport`](crate::mail::transport::Transport):
//! From and Reply-To set to the referee's tokened address, threading headers
//! (Message-ID, In-Reply-To, References), `Auto-Submitted`, a `Date` taken
//! from the caller's clock, and a `text/plain` part with an optional
//! `text/html` alternative, followed by any attachments (the transcript of
//! a finished game) in a `multipart/mixed` message. The whole message is written by lettre's message
//! builder: it chooses each part's transfer encoding (7bit, quoted-printable
//! or base64), writes non-ASCII display names and subjects as RFC 2047
//! encoded words, and folds long headers. This module only checks the
//! values and hands them over.
//!
//! Architecture invariant: no I/O, no clock, no randomness. The same
//! [`OutMail`] always gives the same bytes: the Date comes from the mail, and
//! the MIME boundaries are derived from a hash of the Message-ID instead of
//! lettre's random ones, so golden tests can compare whole messages.

use std::time::{Duration, UNIX_EPOCH};

use estafette_core::reason::Sentence;
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Body, Mailbox, MultiPart, SinglePart};
use lettre::{Address, Message};
use sha2::{Digest, Sha256};

use super::sanitize;

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
    /// Files sent with the mail, after its bodies (none for most mails).
    pub attachments: Vec<Attachment>,
}

/// A file sent with a mail: the transcript of a finished game, a
/// deadline's calendar event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// The file's name, e.g. `lattaque-7.json`: printable ASCII, without
    /// quotes, slashes or backslashes, at most 100 characters.
    pub name: String,
    /// Its MIME type, e.g. `application/json` or `text/plain;
    /// charset=utf-8`.
    pub content_type: String,
    /// Its content (UTF-8 text).
    pub body: String,
}

impl OutMail {
    /// About how many bytes [`build`] makes of this mail, a little more
    /// rather than less: its bodies, room for their encoding, and its
    /// headers.
    pub fn size_hint(&self) -> usize {
        let files: usize = self
            .attachments
            .iter()
            .map(|a| a.body.len() + a.body.len() / 3 + 256)
            .sum();
        let bodies = self.text.len() + self.html.as_ref().map_or(0, String::len);
        bodies + bodies / 8 + files + 1024
    }
}

/// Why an [`OutMail`] could not be turned into a message, as a typed
/// sentence: `Display` is the English, [`Explain::reason`] the code
/// (`system-build-…` in `templates/<lang>/system.ftl`). Fields, names and
/// values are written as they are, `error` is lettre's words.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-build-")]
pub enum BuildError {
    AutoSubmitted {
        value: String,
    },
    Date {
        #[sentence(with = ToString::to_string)]
        date: i64,
    },
    Reserved {
        name: String,
    },
    Lettre {
        error: String,
    },
    AttachmentName {
        name: String,
    },
    MimeType {
        value: String,
        error: String,
    },
    Address {
        field: String,
        address: String,
        error: String,
    },
    LineBreak {
        field: String,
    },
    MessageId {
        field: String,
        id: String,
    },
    HeaderName {
        name: String,
    },
    HeaderNameLettre {
        name: String,
        error: String,
    },
}

impl std::error::Error for BuildError {}

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
/// date outside 1970..=9999, an extra header with a bad or reserved name,
/// or an attachment with a bad name or MIME type.
/// An `in_reply_to` or `references` id that cannot be written safely (empty,
/// spaces, `<>`, non-ASCII) comes from someone else's mail and is left out
/// instead.
pub fn build(mail: &OutMail) -> Result<Vec<u8>, BuildError> {
    Ok(message(mail)?.formatted())
}

/// [`build`], the message appended to `out` (several mails laid end to end).
/// On an error `out` is left as it was.
pub fn build_into(mail: &OutMail, out: &mut Vec<u8>) -> Result<(), BuildError> {
    let raw = build(mail)?;
    out.extend_from_slice(&raw);
    Ok(())
}

/// The checks of [`build`], then the message as lettre's builder makes it.
fn message(mail: &OutMail) -> Result<Message, BuildError> {
    let from_addr = address("from", &mail.from)?;
    let to_addr = address("to", &mail.to)?;
    let from_name = one_line("from_name", &mail.from_name)?;
    let to_name = match &mail.to_name {
        Some(n) => Some(one_line("to_name", n)?),
        None => None,
    };
    let subject = one_line("subject", &mail.subject)?;
    if mail.auto_submitted != "auto-replied" && mail.auto_submitted != "auto-generated" {
        return Err(BuildError::AutoSubmitted {
            value: mail.auto_submitted.clone(),
        });
    }
    if !(0..=MAX_DATE).contains(&mail.date) {
        return Err(BuildError::Date { date: mail.date });
    }
    let message_id = msg_id("message_id", &mail.message_id)?;
    let mut extra = Vec::with_capacity(mail.headers.len() + 1);
    extra.push(raw("Auto-Submitted", &mail.auto_submitted)?);
    for (name, value) in &mail.headers {
        if RESERVED.contains(&name.to_ascii_lowercase().as_str()) {
            return Err(BuildError::Reserved { name: name.clone() });
        }
        one_line(name, value)?;
        extra.push(raw(name, value)?);
    }

    let from_box = Mailbox::new(non_empty(from_name), from_addr);
    let to_box = Mailbox::new(to_name.and_then(non_empty), to_addr);
    let mut builder = Message::builder()
        .from(from_box.clone())
        .reply_to(from_box)
        .to(to_box)
        .subject(subject)
        .date(UNIX_EPOCH + Duration::from_secs(mail.date.unsigned_abs()))
        .message_id(Some(message_id));
    // Ids of other people's mails are best effort: one that could not be
    // written safely is left out rather than failing the reply.
    if let Some(irt) = mail.in_reply_to.as_deref().and_then(foreign_id) {
        builder = builder.in_reply_to(irt);
    }
    let refs: Vec<String> = mail.references.iter().filter_map(|r| foreign_id(r)).collect();
    if !refs.is_empty() {
        builder = builder.references(refs.join(" "));
    }
    for header in extra {
        builder = builder.raw_header(header);
    }

    // No control character reaches a part, whatever text it holds (the
    // player's text is cleaned as it comes in; this is the last guard).
    let text = body(crlf(&sanitize::body(&mail.text)));
    let files = attachments(mail)?;
    let built = match &mail.html {
        None if files.is_empty() => builder.singlepart(SinglePart::plain(text)),
        None => {
            let mut bodies: Vec<&[u8]> = vec![text.as_ref()];
            bodies.extend(files.iter().map(|f| f.body.as_ref()));
            let mixed = MultiPart::mixed()
                .boundary(boundary(&mixed_id(&mail.message_id), &bodies))
                .singlepart(SinglePart::plain(text.clone()));
            builder.multipart(with_files(mixed, &files))
        }
        Some(html) => {
            // The referee's HTML is written to go as 7bit, and is left as
            // it is; other HTML is made so (numeric references, lines
            // broken at spaces) when it can be, and lettre falls back to
            // quoted-printable otherwise.
            let html = sanitize::body(html);
            let html = if goes_as_7bit(&html) {
                body(crlf(&html))
            } else {
                body(crlf(&crate::views::seven_bit_html(&html)))
            };
            let mut bodies: Vec<&[u8]> = vec![text.as_ref(), html.as_ref()];
            bodies.extend(files.iter().map(|f| f.body.as_ref()));
            let alternative = MultiPart::alternative()
                .boundary(boundary(&mail.message_id, &bodies))
                .singlepart(SinglePart::plain(text.clone()))
                .singlepart(SinglePart::html(html.clone()));
            if files.is_empty() {
                builder.multipart(alternative)
            } else {
                let mixed = MultiPart::mixed()
                    .boundary(boundary(&mixed_id(&mail.message_id), &bodies))
                    .multipart(alternative);
                builder.multipart(with_files(mixed, &files))
            }
        }
    };
    built.map_err(|e| BuildError::Lettre { error: e.to_string() })
}

/// An attachment checked and ready for lettre, which chooses its transfer
/// encoding.
struct File<'a> {
    name: &'a str,
    content_type: ContentType,
    body: Body,
}

/// The mail's attachments, checked.
fn attachments(mail: &OutMail) -> Result<Vec<File<'_>>, BuildError> {
    mail.attachments
        .iter()
        .map(|a| {
            let valid_name = !a.name.is_empty()
                && a.name.len() <= 100
                && a.name.bytes().all(|b| b.is_ascii_graphic() || b == b' ')
                && !a.name.contains(['"', '/', '\\']);
            if !valid_name {
                return Err(BuildError::AttachmentName { name: a.name.clone() });
            }
            let content_type = ContentType::parse(&a.content_type).map_err(|e| BuildError::MimeType {
                value: a.content_type.clone(),
                error: e.to_string(),
            })?;
            Ok(File {
                name: &a.name,
                content_type,
                body: body(crlf(&a.body)),
            })
        })
        .collect()
}

/// `parts` with the attachments after them.
fn with_files(mut parts: MultiPart, files: &[File<'_>]) -> MultiPart {
    for f in files {
        let file = lettre::message::Attachment::new(f.name.to_string());
        parts = parts.singlepart(file.body(f.body.clone(), f.content_type.clone()));
    }
    parts
}

/// What the outer (`multipart/mixed`) boundary of a mail with attachments
/// is derived from: not the Message-ID alone, which gives the inner one.
fn mixed_id(message_id: &str) -> String {
    format!("mixed/{message_id}")
}

/// A display name without surrounding white space; `None` if nothing is left.
fn non_empty(s: &str) -> Option<String> {
    let s = s.trim();
    (!s.is_empty()).then(|| s.to_string())
}

fn address(field: &str, s: &str) -> Result<Address, BuildError> {
    s.parse::<Address>().map_err(|e| BuildError::Address {
        field: field.to_string(),
        address: s.to_string(),
        error: e.to_string(),
    })
}

/// A one-line header field: no CR, LF or other control characters.
fn one_line<'a>(field: &str, s: &'a str) -> Result<&'a str, BuildError> {
    if s.chars().any(|c| c.is_control() && c != '\t') {
        return Err(BuildError::LineBreak {
            field: field.to_string(),
        });
    }
    Ok(s)
}

/// `<id>` for a message id from someone else's mail, if it is non-empty
/// printable ASCII without spaces or angle brackets (no `@` required).
fn foreign_id(id: &str) -> Option<String> {
    let ok = !id.is_empty() && id.len() <= 900 && id.bytes().all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>');
    ok.then(|| format!("<{id}>"))
}

/// `<id>` after checking that `id` looks like `left@right` in printable
/// ASCII without spaces or angle brackets.
fn msg_id(field: &str, id: &str) -> Result<String, BuildError> {
    let ok = !id.is_empty()
        && id.len() <= 900
        && id.bytes().all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>')
        && id.split_once('@').is_some_and(|(l, r)| !l.is_empty() && !r.is_empty());
    if !ok {
        return Err(BuildError::MessageId {
            field: field.to_string(),
            id: id.to_string(),
        });
    }
    Ok(format!("<{id}>"))
}

/// An extra header, after checking its name (letters, digits and `-`).
fn raw(name: &str, value: &str) -> Result<HeaderValue, BuildError> {
    let valid_name =
        !name.is_empty() && name.len() <= 76 && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
    if !valid_name {
        return Err(BuildError::HeaderName { name: name.to_string() });
    }
    let hname = HeaderName::new_from_ascii(name.to_string()).map_err(|e| BuildError::HeaderNameLettre {
        name: name.to_string(),
        error: e.to_string(),
    })?;
    Ok(HeaderValue::new(hname, value.to_string()))
}

/// A MIME boundary derived from the Message-ID, so the output is
/// deterministic; if (by accident or malice) an encoded body contains it,
/// the next candidate is tried. `=_` cannot occur in quoted-printable or
/// base64 text, so in practice only a 7bit body can clash.
fn boundary(message_id: &str, bodies: &[&[u8]]) -> String {
    let mut counter: u32 = 0;
    loop {
        let mut h = Sha256::new();
        h.update(b"estafette/v1/boundary");
        h.update(counter.to_be_bytes());
        h.update(message_id.as_bytes());
        let digest = h.finalize();
        let mut candidate = String::with_capacity(26);
        candidate.push_str("=_");
        for b in digest.iter().take(12) {
            candidate.push(char::from(HEX[usize::from(b >> 4)]));
            candidate.push(char::from(HEX[usize::from(b & 15)]));
        }
        if !bodies
            .iter()
            .any(|b| memchr::memmem::find(b, candidate.as_bytes()).is_some())
        {
            return candidate;
        }
        counter = counter.wrapping_add(1);
    }
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// A part's body from `text` whose lines already end in CRLF ([`crlf`]).
/// ASCII goes to lettre as bytes: it picks the same transfer encoding for
/// them, and skips its own pass over the text looking for bare line feeds.
/// Other text stays a string, which lettre may send quoted-printable.
/// Whether `html` needs no transfer encoding as it is: ASCII, and no line
/// longer than [`HTML_LINE`](crate::views::HTML_LINE) bytes (what
/// `views::seven_bit_html` makes of a page, where it can).
fn goes_as_7bit(html: &str) -> bool {
    let mut start = 0;
    html.is_ascii()
        && memchr::memchr_iter(b'\n', html.as_bytes())
            .chain([html.len()])
            .all(|end| {
                let short = end - start <= crate::views::HTML_LINE;
                start = end + 1;
                short
            })
}

fn body(text: String) -> Body {
    if text.is_ascii() {
        Body::new(text.into_bytes())
    } else {
        Body::new(text)
    }
}

/// `text` with every line ending CRLF, as a mail's body has them. lettre
/// turns a lone LF into CRLF itself, but by inserting one byte at a time,
/// which takes time in the square of the body's length; given CRLF
/// already, it has nothing to insert.
fn crlf(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 32);
    let mut start = 0;
    for end in memchr::memchr_iter(b'\n', text.as_bytes()) {
        let line = &text[start..end];
        out.push_str(line.strip_suffix('\r').unwrap_or(line));
        out.push_str("\r\n");
        start = end + 1;
    }
    let last = &text[start..];
    out.push_str(last.strip_suffix('\r').unwrap_or(last));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(text: &str, html: Option<&str>, name: &str, subject: &str) -> OutMail {
        OutMail {
            from: "referee+lattaque-7.1.k3j9d0a2mq7x@example.org".into(),
            from_name: name.into(),
            to: "alice@example.net".into(),
            to_name: Some(format!("{name} Alice")),
            subject: subject.into(),
            text: text.into(),
            html: html.map(str::to_string),
            message_id: "lattaque-7.1.3@example.org".into(),
            in_reply_to: Some("x.1@mail.example.net".into()),
            references: vec!["lattaque-7.1.0@example.org".into(), "x.1@mail.example.net".into()],
            auto_submitted: "auto-replied".into(),
            date: 1_767_400_000,
            headers: vec![("X-Estafette-Game".into(), "lattaque-7".into())],
            attachments: Vec::new(),
        }
    }

    #[test]
    fn every_line_ends_crlf() {
        assert_eq!(crlf("a\nb\r\nc\r"), "a\r\nb\r\nc");
        assert_eq!(crlf("x\n"), "x\r\n");
        assert_eq!(crlf("\n\n"), "\r\n\r\n");
        assert_eq!(crlf(""), "");
        assert_eq!(crlf("\u{e9}t\u{e9}\nfin"), "\u{e9}t\u{e9}\r\nfin");
    }

    #[test]
    fn html_that_goes_as_7bit_is_left_as_it_is() {
        let line = |n: usize| "x".repeat(n);
        assert!(goes_as_7bit(&format!("<p>\n{}\n</p>\n", line(72))));
        assert!(!goes_as_7bit(&format!("<p>\n{}\n</p>\n", line(73))));
        assert!(!goes_as_7bit("<p>\u{e9}</p>"));
        // What the views make of a page goes as it is...
        let page = crate::views::seven_bit_html(&format!("<p>{}</p>\n", "mot ".repeat(60)));
        assert!(goes_as_7bit(&page), "{page}");
        let html = |m: &OutMail| String::from_utf8(build(m).unwrap()).unwrap();
        let built = html(&sample("x", Some(&page), "R", "s"));
        assert!(built.contains(&page.replace('\n', "\r\n")), "{built}");
        // ...and other HTML is made so.
        let built = html(&sample("x", Some("<p>\u{e9}t\u{e9}</p>"), "R", "s"));
        assert!(built.contains("<p>&#233;t&#233;</p>"), "{built}");
    }

    #[test]
    fn boundary_avoids_part_content() {
        let first = boundary("a@b", &[]);
        let second = boundary("a@b", &[first.as_bytes()]);
        assert_ne!(first, second);
        assert_eq!(first, boundary("a@b", &[b"unrelated"]));
        assert_eq!(first.len(), 26);
    }

    #[test]
    fn a_boundary_found_in_a_7bit_body_is_replaced_everywhere() {
        // The boundary this mail would get, written into its bodies (the
        // text as a line of its own, the HTML within a line): the next
        // candidate is used throughout.
        let first = boundary("lattaque-7.1.3@example.org", &[]);
        let second = boundary("lattaque-7.1.3@example.org", &[first.as_bytes()]);
        for (text, html) in [
            (format!("Hello,\n{first}\nbye\n"), "<p>plain</p>\n".to_string()),
            ("Hello\n".to_string(), format!("<p>x--{first}--y</p>\n")),
        ] {
            let m = sample(&text, Some(&html), "Estafette referee", "Your move");
            let raw = String::from_utf8(build(&m).unwrap()).unwrap();
            assert_eq!(raw.matches(&format!("--{second}")).count(), 3, "{raw}");
            assert!(raw.contains(&format!("boundary=\"{second}\"")), "{raw}");
            assert_eq!(raw.matches(first.as_str()).count(), 1, "{raw}");
        }
    }

    #[test]
    fn the_date_header_is_the_mails_time() {
        for (t, date) in [
            (0, "Thu, 01 Jan 1970 00:00:00 +0000"),
            (951_782_400, "Tue, 29 Feb 2000 00:00:00 +0000"),
            (1_767_400_000, "Sat, 03 Jan 2026 00:26:40 +0000"),
            (MAX_DATE, "Fri, 31 Dec 9999 23:59:59 +0000"),
        ] {
            let mut m = sample("x", None, "A", "s");
            m.date = t;
            let raw = String::from_utf8(build(&m).unwrap()).unwrap();
            assert!(raw.contains(&format!("\r\nDate: {date}\r\n")), "{t}: {raw}");
        }
    }

    #[test]
    fn headers_come_in_order_and_extra_ones_are_kept() {
        let mut m = sample("Hello\n", Some("<p>Hello</p>\n"), "Estafette referee", "Your move");
        m.headers.push(("Log-Head".into(), "3:abcdef".into()));
        let raw = String::from_utf8(build(&m).unwrap()).unwrap();
        let head = &raw[..raw.find("\r\n\r\n").unwrap()];
        let names: Vec<&str> = head
            .split("\r\n")
            .filter(|l| !l.starts_with([' ', '\t']))
            .filter_map(|l| l.split_once(':').map(|(n, _)| n))
            .collect();
        assert_eq!(
            names,
            [
                "From",
                "Reply-To",
                "To",
                "Subject",
                "Date",
                "Message-ID",
                "In-Reply-To",
                "References",
                "Auto-Submitted",
                "X-Estafette-Game",
                "Log-Head",
                "MIME-Version",
                "Content-Type",
            ]
        );
    }

    #[test]
    fn mails_built_end_to_end_are_each_the_mail_built_alone() {
        let first = sample(
            "Hello Alice,\nyour move.\n",
            Some("<p>your move</p>\n"),
            "Estafette referee",
            "Your move",
        );
        let second = sample("À vous.\n", Some("<p>à vous</p>\n"), "Arbitre", "À vous de jouer");
        let mut out = b"already here".to_vec();
        build_into(&first, &mut out).unwrap();
        build_into(&second, &mut out).unwrap();
        let (a, b) = (build(&first).unwrap(), build(&second).unwrap());
        assert_eq!(out, [&b"already here"[..], &a, &b].concat());
        // A mail refused leaves what was built before as it was.
        let mut bad = sample("x", None, "n", "s");
        bad.to = "not an address".into();
        assert!(build_into(&bad, &mut out).is_err());
        assert_eq!(out, [&b"already here"[..], &a, &b].concat());
    }

    #[test]
    fn attachments_follow_the_bodies_in_a_mixed_message() {
        let json = "{\"game\":\"lattaque-7\"}\n";
        let mut m = sample("Hello\n", Some("<p>Hello</p>\n"), "Estafette referee", "Game over");
        m.attachments.push(Attachment {
            name: "lattaque-7.json".into(),
            content_type: "application/json".into(),
            body: json.into(),
        });
        let raw = build(&m).unwrap();
        assert_eq!(raw, build(&m).unwrap(), "the same mail, the same bytes");
        let text = String::from_utf8(raw).unwrap();
        assert!(text.contains("Content-Type: multipart/mixed;"), "{text}");
        assert!(text.contains("Content-Type: multipart/alternative;"), "{text}");
        assert!(text.contains("filename=\"lattaque-7.json\""), "{text}");
        let msg = mail_parser::MessageParser::default().parse(text.as_bytes()).unwrap();
        assert_eq!(msg.body_text(0).as_deref(), Some("Hello\r\n"));
        assert!(msg.body_html(0).is_some_and(|h| h.contains("<p>Hello</p>")));
        let files: Vec<_> = msg.attachments().collect();
        assert_eq!(files.len(), 1);
        // A text part goes with CRLF line ends, which JSON reads as spaces.
        assert_eq!(files[0].contents(), json.replace('\n', "\r\n").as_bytes());
        // A text-only mail with a file.
        m.html = None;
        let text = String::from_utf8(build(&m).unwrap()).unwrap();
        assert!(
            text.contains("multipart/mixed") && !text.contains("multipart/alternative"),
            "{text}"
        );
        let msg = mail_parser::MessageParser::default().parse(text.as_bytes()).unwrap();
        assert_eq!(msg.attachments().count(), 1);
        // A bad name or type is refused.
        for name in ["", "a/b.json", "a\"b", "line\nbreak", "\u{e9}.json"] {
            let mut bad = m.clone();
            bad.attachments[0].name = name.into();
            assert!(build(&bad).is_err(), "{name:?}");
        }
        let mut bad = m.clone();
        bad.attachments[0].content_type = "not a type".into();
        assert!(build(&bad).is_err());
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
