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

use lettre::message::header::{ContentTransferEncoding, HeaderName, HeaderValue};
use lettre::message::{Body, Mailbox, SinglePart};
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

impl OutMail {
    /// About how many bytes [`build`] makes of this mail, a little more
    /// rather than less: its bodies, room for their encoding, and its
    /// headers.
    pub fn size_hint(&self) -> usize {
        let bodies = self.text.len() + self.html.as_ref().map_or(0, String::len);
        bodies + bodies / 8 + 1024
    }
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
    let mut out = headers(mail)?;
    write_bodies(mail, &mut out);
    Ok(out)
}

/// [`build`], the message appended to `out` (several mails laid end to end
/// are built without copying each). On an error `out` is left as it was.
pub fn build_into(mail: &OutMail, out: &mut Vec<u8>) -> Result<(), BuildError> {
    let headers = headers(mail)?;
    out.extend_from_slice(&headers);
    write_bodies(mail, out);
    Ok(())
}

/// The checks of [`build`], then the header block it writes.
fn headers(mail: &OutMail) -> Result<Vec<u8>, BuildError> {
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
        return Err(err(format!("date {} is outside the years 1970 to 9999", mail.date)));
    }
    let in_reply_to = mail.in_reply_to.as_deref().and_then(foreign_id);
    let refs: Vec<String> = mail.references.iter().filter_map(|r| foreign_id(r)).collect();
    let message_id = msg_id("message_id", &mail.message_id)?;
    for (name, value) in &mail.headers {
        if RESERVED.contains(&name.to_ascii_lowercase().as_str()) {
            return Err(err(format!("extra header '{name}' would replace one build() writes")));
        }
        one_line(name, value)?;
        raw(name, value)?;
    }
    match plain_headers(mail, &message_id, in_reply_to.as_deref(), &refs) {
        Some(h) => Ok(h),
        None => lettre_headers(
            mail,
            from_addr,
            to_addr,
            from_name,
            to_name,
            subject,
            message_id,
            in_reply_to,
            &refs,
        ),
    }
}

/// The header block as lettre writes it (encoded words, folding), for
/// headers [`plain_headers`] does not write itself.
#[allow(clippy::too_many_arguments)]
fn lettre_headers(
    mail: &OutMail,
    from_addr: Address,
    to_addr: Address,
    from_name: &str,
    to_name: Option<&str>,
    subject: &str,
    message_id: String,
    in_reply_to: Option<String>,
    refs: &[String],
) -> Result<Vec<u8>, BuildError> {
    let date = UNIX_EPOCH + Duration::from_secs(mail.date.unsigned_abs());

    let from_box = Mailbox::new(non_empty(from_name), from_addr);
    let to_box = Mailbox::new(to_name.and_then(non_empty), to_addr);

    let mut builder = Message::builder()
        .from(from_box.clone())
        .reply_to(from_box)
        .to(to_box)
        .subject(subject)
        .date(date)
        .message_id(Some(message_id));
    // Ids of other people's mails are best effort: one that could not be
    // written safely is left out rather than failing the reply.
    if let Some(irt) = in_reply_to {
        builder = builder.in_reply_to(irt);
    }
    if !refs.is_empty() {
        builder = builder.references(refs.join(" "));
    }
    builder = builder.raw_header(raw("Auto-Submitted", &mail.auto_submitted)?);
    for (name, value) in &mail.headers {
        builder = builder.raw_header(raw(name, value)?);
    }
    let message = builder
        .singlepart(SinglePart::plain(String::new()))
        .map_err(|e| err(e.to_string()))?;
    Ok(fold_address_lines(message.headers().to_string().as_bytes()))
}

/// The header block for the common case where no address needs an encoded
/// word or an escape: addresses and names printable ASCII, words apart by
/// single spaces. Long lines are folded as lettre folds them; a text header
/// (the subject, an extra header) that is not that simple is encoded by
/// lettre's own header encoder, alone. Byte for byte what lettre writes for
/// the whole block (the tests compare the two on random mails); `None` when
/// an address header is not that simple, and lettre writes the block.
fn plain_headers(mail: &OutMail, message_id: &str, in_reply_to: Option<&str>, refs: &[String]) -> Option<Vec<u8>> {
    fn simple(v: &str) -> bool {
        !v.is_empty()
            && !v.starts_with(' ')
            && !v.ends_with(' ')
            && !v.contains("  ")
            && v.bytes().all(|b| b == b' ' || b.is_ascii_graphic())
    }
    // A text header, folded as lettre's writer folds: before a word that
    // would take the line past 76 characters (never before the first).
    fn line(out: &mut Vec<u8>, name: &str, value: &str) {
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(b": ");
        let mut len = name.len() + 2;
        for (i, word) in value.split(' ').enumerate() {
            if i > 0 {
                if len + 1 + word.len() > 76 {
                    out.extend_from_slice(b"\r\n");
                    len = 0;
                }
                out.push(b' ');
                len += 1;
            }
            out.extend_from_slice(word.as_bytes());
            len += word.len();
        }
        out.extend_from_slice(b"\r\n");
    }
    // An address header: the display name as lettre's quoted-string
    // encoder writes it (bare when only letters, digits and `-_.`, quoted
    // when spaces too), then the address, folded before it past 78
    // characters as `fold_address_lines` does.
    fn mailbox(out: &mut Vec<u8>, header: &str, name: Option<&str>, addr: &str) -> Option<()> {
        let Some(name) = name.filter(|n| !n.trim().is_empty()) else {
            line(out, header, addr);
            return Some(());
        };
        let word = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.');
        let quoted = if name.bytes().all(word) {
            false
        } else if simple(name) && name.bytes().all(|b| word(b) || b == b' ') {
            true
        } else {
            return None;
        };
        let q = if quoted { "\"" } else { "" };
        let head = header.len() + 2 + name.len() + 2 * q.len();
        if head > 76 {
            return None;
        }
        let fold = if head + 3 + addr.len() > 78 { "\r\n <" } else { " <" };
        for piece in [header, ": ", q, name, q, fold, addr, ">\r\n"] {
            out.extend_from_slice(piece.as_bytes());
        }
        Some(())
    }
    // A text header whose value is not that simple (an encoded word, a
    // double space): lettre's own encoder writes that one line, as it
    // writes it in the whole header block.
    fn text(out: &mut Vec<u8>, name: &str, value: &str) -> Option<()> {
        if simple(value) {
            line(out, name, value);
        } else {
            let hname = HeaderName::new_from_ascii(name.to_string()).ok()?;
            let mut one = lettre::message::header::Headers::new();
            one.insert_raw(HeaderValue::new(hname, value.to_string()));
            out.extend_from_slice(one.to_string().as_bytes());
        }
        Some(())
    }
    if !simple(&mail.from) || !simple(&mail.to) {
        return None;
    }
    let mut out = Vec::with_capacity(512);
    mailbox(&mut out, "From", Some(&mail.from_name), &mail.from)?;
    mailbox(&mut out, "Reply-To", Some(&mail.from_name), &mail.from)?;
    mailbox(&mut out, "To", mail.to_name.as_deref(), &mail.to)?;
    text(&mut out, "Subject", &mail.subject)?;
    line(&mut out, "Date", &rfc2822_date(mail.date)?);
    line(&mut out, "Message-ID", message_id);
    if let Some(irt) = in_reply_to {
        line(&mut out, "In-Reply-To", irt);
    }
    if !refs.is_empty() {
        line(&mut out, "References", &refs.join(" "));
    }
    line(&mut out, "Auto-Submitted", &mail.auto_submitted);
    for (name, value) in &mail.headers {
        text(&mut out, name, value)?;
    }
    out.extend_from_slice(b"MIME-Version: 1.0\r\n");
    Some(out)
}

/// A Date header value, `Fri, 02 Jan 2026 00:00:01 +0000`, for a time in
/// 1970..=9999.
fn rfc2822_date(t: i64) -> Option<String> {
    if !(0..=MAX_DATE).contains(&t) {
        return None;
    }
    let days = t.div_euclid(86_400);
    let secs = t.rem_euclid(86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    const WEEKDAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    // Written digit by digit: the formatting machinery costs more than the
    // arithmetic above, for every mail.
    fn digits(out: &mut String, n: i64, width: u32) {
        for k in (0..width).rev() {
            out.push(char::from(b'0' + (n / 10_i64.pow(k) % 10) as u8));
        }
    }
    let mut out = String::with_capacity(31);
    out.push_str(WEEKDAYS[days.rem_euclid(7) as usize]);
    out.push_str(", ");
    digits(&mut out, day, 2);
    out.push(' ');
    out.push_str(MONTHS[(month - 1) as usize]);
    out.push(' ');
    digits(&mut out, year, 4);
    out.push(' ');
    digits(&mut out, secs / 3600, 2);
    out.push(':');
    digits(&mut out, secs % 3600 / 60, 2);
    out.push(':');
    digits(&mut out, secs % 60, 2);
    out.push_str(" +0000");
    Some(out)
}

/// The bodies, after the header block already in `out`: written straight into it,
/// in the layout lettre's MIME formatter gives (`build_with_lettre` in the
/// tests checks that the bytes are the same). A body that can go as 7bit
/// (the usual case) is checked and given its CRLF line ends as it is
/// copied into the output, once; the boundary, which must not occur in
/// such a body, is chosen afterwards and written over placeholders of its
/// fixed length.
fn write_bodies(mail: &OutMail, out: &mut Vec<u8>) {
    out.reserve(mail.size_hint());
    match &mail.html {
        None => {
            write_text_part(out, "text/plain", &mail.text);
        }
        Some(html) => {
            let mut marks = Vec::with_capacity(4);
            let mut placeholder = |out: &mut Vec<u8>| {
                marks.push(out.len());
                out.extend_from_slice(&[b'_'; BOUNDARY_LEN]);
            };
            out.extend_from_slice(b"Content-Type: multipart/alternative; boundary=\"");
            placeholder(out);
            out.extend_from_slice(b"\"\r\n\r\n");
            let mut seven_bit = Vec::with_capacity(2);
            for kind in ["text/plain", "text/html"] {
                out.extend_from_slice(b"--");
                placeholder(out);
                out.extend_from_slice(b"\r\n");
                let body = if kind == "text/html" {
                    write_html_part(out, html)
                } else {
                    write_text_part(out, kind, &mail.text)
                };
                seven_bit.extend(body);
            }
            out.extend_from_slice(b"--");
            placeholder(out);
            out.extend_from_slice(b"--\r\n");
            // Only a 7bit body can hold the boundary (see `boundary`); its
            // line ends do not matter, a boundary holds none.
            let boundary = boundary(
                &mail.message_id,
                &seven_bit.iter().map(|r| &out[r.clone()]).collect::<Vec<_>>(),
            );
            debug_assert_eq!(boundary.len(), BOUNDARY_LEN);
            for at in marks {
                out[at..at + BOUNDARY_LEN].copy_from_slice(boundary.as_bytes());
            }
        }
    }
}

/// The length of every boundary [`boundary`] makes: `=_` and 24 hex digits.
const BOUNDARY_LEN: usize = 26;

/// Write a text part of `body`, encoded as [`encode_body`] would; the range
/// of its body in `out` if it went as 7bit.
fn write_text_part(out: &mut Vec<u8>, kind: &str, body: &str) -> Option<std::ops::Range<usize>> {
    let start = out.len();
    if let Some(range) = write_seven_bit_part(out, kind, body.as_bytes()) {
        return Some(range);
    }
    out.truncate(start);
    write_part(out, kind, &encode_not_seven_bit(body));
    None
}

/// Write the HTML part, encoded as [`encode_html`] would; the range of its
/// body in `out` if it went as 7bit.
fn write_html_part(out: &mut Vec<u8>, html: &str) -> Option<std::ops::Range<usize>> {
    let start = out.len();
    if let Some(range) = write_seven_bit_part(out, "text/html", html.as_bytes()) {
        return Some(range);
    }
    out.truncate(start);
    write_text_part(out, "text/html", &crate::views::seven_bit_html(html))
}

/// Write a part of `body` as 7bit, if it can go so (see [`seven_bit`]),
/// with CRLF line ends, and return the range of its body in `out`; `None`
/// (with `out` left part-written: the caller truncates it) if it cannot.
fn write_seven_bit_part(out: &mut Vec<u8>, kind: &str, body: &[u8]) -> Option<std::ops::Range<usize>> {
    if !body.is_ascii() {
        return None;
    }
    for piece in [
        "Content-Type: ",
        kind,
        "; charset=utf-8\r\nContent-Transfer-Encoding: 7bit\r\n\r\n",
    ] {
        out.extend_from_slice(piece.as_bytes());
    }
    let start = out.len();
    push_seven_bit(out, body)?;
    let end = out.len();
    out.extend_from_slice(b"\r\n");
    Some(start..end)
}

/// Copy the ASCII `b` to `out` with CRLF line ends (a CR before every LF
/// that has none), testing its lines as lettre's chooser does as it goes:
/// `None` as soon as a line is too long for 7bit (76 bytes and up, counting
/// the line feed before it).
fn push_seven_bit(out: &mut Vec<u8>, b: &[u8]) -> Option<()> {
    let mut last = 0;
    let mut start = 0;
    for at in memchr::memchr_iter(b'\n', b) {
        if at - last >= 76 {
            return None;
        }
        last = at;
        out.extend_from_slice(&b[start..at]);
        if at == 0 || b[at - 1] != b'\r' {
            out.push(b'\r');
        }
        out.push(b'\n');
        start = at + 1;
    }
    if b.len() - last >= 76 {
        return None;
    }
    out.extend_from_slice(&b[start..]);
    Some(())
}

/// One part as lettre's formatter writes it: its two headers, a blank
/// line, the encoded body and a line end.
fn write_part(out: &mut Vec<u8>, kind: &str, body: &Body) {
    let cte = match body.encoding() {
        ContentTransferEncoding::SevenBit => "7bit",
        ContentTransferEncoding::QuotedPrintable => "quoted-printable",
        ContentTransferEncoding::Base64 => "base64",
        ContentTransferEncoding::EightBit => "8bit",
        ContentTransferEncoding::Binary => "binary",
    };
    for piece in [
        "Content-Type: ",
        kind,
        "; charset=utf-8\r\nContent-Transfer-Encoding: ",
        cte,
        "\r\n\r\n",
    ] {
        out.extend_from_slice(piece.as_bytes());
    }
    out.extend_from_slice(body.as_ref());
    out.extend_from_slice(b"\r\n");
}

/// lettre folds long display names but never before the `<address>`, so a
/// From, Reply-To or To line can run past 78 characters; fold it there (a
/// space before the angle bracket is allowed folding white space).
fn fold_address_lines(raw: &[u8]) -> Vec<u8> {
    // Only the header block (all of `raw` when it has no blank line).
    let end = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap_or(raw.len());
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
        return Err(err(format!("{field} contains a line break or control character")));
    }
    Ok(s)
}

/// `<id>` for a message id from someone else's mail, if it is non-empty
/// printable ASCII without spaces or angle brackets (no `@` required).
fn foreign_id(id: &str) -> Option<String> {
    let ok = !id.is_empty() && id.len() <= 900 && id.bytes().all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>');
    ok.then(|| angled(id))
}

/// `<id>`, without the formatting machinery (two of them a mail).
fn angled(id: &str) -> String {
    let mut s = String::with_capacity(id.len() + 2);
    s.push('<');
    s.push_str(id);
    s.push('>');
    s
}

/// `<id>` after checking that `id` looks like `left@right` in printable
/// ASCII without spaces or angle brackets.
fn msg_id(field: &str, id: &str) -> Result<String, BuildError> {
    let ok = !id.is_empty()
        && id.len() <= 900
        && id.bytes().all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>')
        && id.split_once('@').is_some_and(|(l, r)| !l.is_empty() && !r.is_empty());
    if !ok {
        return Err(err(format!(
            "{field} '{id}' is not a message id (left@right, printable ASCII, no <>)"
        )));
    }
    Ok(angled(id))
}

fn raw(name: &str, value: &str) -> Result<HeaderValue, BuildError> {
    let valid_name =
        !name.is_empty() && name.len() <= 76 && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
    if !valid_name {
        return Err(err(format!("'{name}' is not a valid header name")));
    }
    let hname = HeaderName::new_from_ascii(name.to_string())
        .map_err(|e| err(format!("'{name}' is not a valid header name: {e}")))?;
    Ok(HeaderValue::new(hname, value.to_string()))
}

/// A MIME boundary derived from the Message-ID, so the output is
/// deterministic; if (by accident or malice) a part's encoded body contains
/// it, the next candidate is tried. `=_` cannot occur in quoted-printable
/// or base64 text, so only a 7bit body can clash.
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
        if !bodies.iter().any(|b| contains(b, candidate.as_bytes())) {
            return candidate;
        }
        counter = counter.wrapping_add(1);
    }
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Does `hay` contain `needle`?
fn contains(hay: &[u8], needle: &[u8]) -> bool {
    memchr::memmem::find(hay, needle).is_some()
}

// ------------------------------------------------------------ body encoding
//
// lettre's `Body::new` chooses a transfer encoding and encodes the body
// char by char; on a referee's mail (a board in HTML after every move) that
// was most of the cost of a move. `encode_body` gives the same bytes with
// byte-level loops: the same choice (7bit when ASCII with short lines,
// quoted-printable when at most a third of the bytes need escaping, base64
// otherwise), the same CRLF line ends, and the same quoted-printable
// encoder (76-character lines, soft breaks, trailing white space encoded),
// so the output does not change. The unit tests compare the two on random
// text. The rare base64 case is left to lettre.

/// The body of an HTML part: as it is when it can go as 7bit (the
/// referee's own views are written so), else after [`seven_bit_html`].
/// What [`write_html_part`] writes, as a lettre `Body` (for the tests that
/// compare the two).
#[cfg(test)]
fn encode_html(html: &str) -> Body {
    seven_bit(html.as_bytes()).unwrap_or_else(|| encode_body(&crate::views::seven_bit_html(html)))
}

/// The body as it is (with CRLF line ends), if it can go as 7bit: ASCII,
/// every line shorter than 76 bytes.
#[cfg(test)]
fn seven_bit(b: &[u8]) -> Option<Body> {
    if !b.is_ascii() {
        return None;
    }
    let mut out = Vec::with_capacity(b.len() + b.len() / 16 + 2);
    push_seven_bit(&mut out, b)?;
    Some(Body::dangerous_pre_encoded(out, ContentTransferEncoding::SevenBit))
}

/// The body of a text part, encoded exactly as lettre's `Body::new` would:
/// what [`write_text_part`] writes, as a lettre `Body` (the tests compare
/// it with lettre's own).
#[cfg(test)]
fn encode_body(s: &str) -> Body {
    seven_bit(s.as_bytes()).unwrap_or_else(|| encode_not_seven_bit(s))
}

/// [`encode_body`] for a body known not to go as 7bit: quoted-printable, or
/// (rarely) base64.
fn encode_not_seven_bit(s: &str) -> Body {
    let b = s.as_bytes();
    if quoted_printable_efficient(b) {
        return Body::dangerous_pre_encoded(qp_encode(b), ContentTransferEncoding::QuotedPrintable);
    }
    Body::new(s.to_string())
}

/// Bytes that stand for themselves in quoted-printable: tab and printable
/// ASCII but `=`.
static QP_SAFE: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = i == 9 || (i >= 32 && i <= 126 && i != 61);
        i += 1;
    }
    t
};

/// At most a third of the bytes need escaping in quoted-printable (lettre's
/// rule; `=` is not counted). Written so that the compiler vectorises it.
fn quoted_printable_efficient(b: &[u8]) -> bool {
    let escaped: usize = b
        .iter()
        .map(|&c| usize::from(c != b'\t' && !(b' '..=b'~').contains(&c)))
        .sum();
    escaped <= b.len() / 3
}

/// Whether a byte stands for itself in quoted-printable (as `QP_SAFE`),
/// as arithmetic the compiler can vectorise.
#[inline(always)]
fn qp_safe(c: u8) -> bool {
    (c == b'\t' || (b' '..=b'~').contains(&c)) && c != b'='
}

/// The end of the run of bytes that stand for themselves in
/// `input[from..stop]`: whole 16-byte blocks first, then byte by byte.
fn qp_run_end(input: &[u8], from: usize, stop: usize) -> usize {
    let mut i = from;
    while i + 16 <= stop {
        let block: &[u8; 16] = match input[i..i + 16].try_into() {
            Ok(b) => b,
            Err(_) => break,
        };
        if !block.iter().fold(true, |all, &c| all & qp_safe(c)) {
            break;
        }
        i += 16;
    }
    while i < stop && qp_safe(input[i]) {
        i += 1;
    }
    i
}

/// The longest quoted-printable line, without its CRLF.
const QP_LIMIT: usize = 76;

/// Quoted-printable (RFC 2045, 6.7) of text whose line ends are LF or
/// CRLF: the same bytes as lettre gives (CRLF line ends, then the
/// `quoted_printable` crate's `encode`), in one pass. A line end is a hard
/// line break; a CR alone is encoded.
fn qp_encode(input: &[u8]) -> Vec<u8> {
    let n = input.len();
    let mut q = Qp {
        out: Vec::with_capacity(n + n / 8 + 16),
        on_line: 0,
        backup: 0,
    };
    let mut i = 0;
    while i < n {
        let byte = input[i];
        if byte == b'\n' || (byte == b'\r' && input.get(i + 1) == Some(&b'\n')) {
            q.trailing_space_tab();
            q.out.extend_from_slice(b"\r\n");
            q.on_line = 0;
            i += if byte == b'\r' { 2 } else { 1 };
            continue;
        }
        if byte == b'\r' {
            q.append(b"=0D");
            i += 1;
            continue;
        }
        if QP_LIMIT - q.on_line >= 3 && QP_SAFE[usize::from(byte)] {
            // A run of bytes that need no encoding, leaving room on the
            // line for a soft break.
            let stop = n.min(i + (QP_LIMIT - q.on_line - 2));
            let end = qp_run_end(input, i, stop);
            q.out.extend_from_slice(&input[i..end]);
            q.on_line += end - i;
            q.backup = q.out.len();
            i = end;
            continue;
        }
        match byte {
            b'=' => q.append(b"=3D"),
            b'\t' | b' '..=b'~' => q.append(&[byte]),
            _ => q.append(&[
                b'=',
                HEX_UPPER[usize::from(byte >> 4)],
                HEX_UPPER[usize::from(byte & 15)],
            ]),
        }
        i += 1;
    }
    // After a final CR the output ends with "=0D": nothing to do then.
    q.trailing_space_tab();
    q.out
}

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// The quoted-printable encoder's state: output, bytes on the current
/// line, and where the last piece appended starts (a soft break may have
/// to go before it).
struct Qp {
    out: Vec<u8>,
    on_line: usize,
    backup: usize,
}

impl Qp {
    fn append(&mut self, piece: &[u8]) {
        if self.on_line + piece.len() > QP_LIMIT {
            if self.on_line == QP_LIMIT {
                // No room for the '=' of a soft break: put the break before
                // the last piece appended.
                let at = self.backup;
                let len = self.out.len();
                self.on_line = len - at;
                self.out.extend_from_slice(b"=\r\n");
                self.out.copy_within(at..len, at + 3);
                self.out[at..at + 3].copy_from_slice(b"=\r\n");
            } else {
                self.out.extend_from_slice(b"=\r\n");
                self.on_line = 0;
            }
        }
        self.out.extend_from_slice(piece);
        self.on_line += piece.len();
        self.backup = self.out.len() - piece.len();
    }

    /// A space or tab may not end an encoded line: encode it.
    fn trailing_space_tab(&mut self) {
        let piece: &[u8] = match self.out.last() {
            Some(b' ') => b"=20",
            Some(b'\t') => b"=09",
            _ => return,
        };
        self.on_line = self.on_line.saturating_sub(1);
        self.out.pop();
        self.append(piece);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lettre::message::MultiPart;

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
        let raw = format!(
            "From: {name} <referee+game.1.tok@example.org>\r\nTo: a@b\r\nSubject: x <y> {}\r\n\r\nbody <z>\r\n",
            "w".repeat(80)
        );
        let folded = String::from_utf8(fold_address_lines(raw.as_bytes())).unwrap();
        assert!(folded.starts_with(&format!(
            "From: {name}\r\n <referee+game.1.tok@example.org>\r\nTo: a@b\r\nSubject: x <y> w"
        )));
        assert!(folded.ends_with("\r\n\r\nbody <z>\r\n"));
        let short = "From: A <a@b>\r\n\r\nx";
        assert_eq!(fold_address_lines(short.as_bytes()), short.as_bytes());
    }

    /// The whole message through lettre's builder, as `build` made it
    /// before writing the bodies itself (with the same 7bit HTML).
    fn build_with_lettre(mail: &OutMail) -> Vec<u8> {
        let from_box = Mailbox::new(non_empty(&mail.from_name), address("from", &mail.from).unwrap());
        let to_box = Mailbox::new(
            mail.to_name.as_deref().and_then(non_empty),
            address("to", &mail.to).unwrap(),
        );
        let mut builder = Message::builder()
            .from(from_box.clone())
            .reply_to(from_box)
            .to(to_box)
            .subject(&mail.subject)
            .date(UNIX_EPOCH + Duration::from_secs(mail.date.unsigned_abs()))
            .message_id(Some(msg_id("message_id", &mail.message_id).unwrap()));
        if let Some(irt) = mail.in_reply_to.as_deref().and_then(foreign_id) {
            builder = builder.in_reply_to(irt);
        }
        let refs: Vec<String> = mail.references.iter().filter_map(|r| foreign_id(r)).collect();
        if !refs.is_empty() {
            builder = builder.references(refs.join(" "));
        }
        builder = builder.raw_header(raw("Auto-Submitted", &mail.auto_submitted).unwrap());
        for (name, value) in &mail.headers {
            builder = builder.raw_header(raw(name, value).unwrap());
        }
        let text_body = encode_body(&mail.text);
        let message = match &mail.html {
            None => builder.singlepart(SinglePart::plain(text_body)),
            Some(html) => {
                let html_body = encode_html(html);
                let seven_bit: Vec<&[u8]> = [&text_body, &html_body]
                    .into_iter()
                    .filter(|b| b.encoding() == ContentTransferEncoding::SevenBit)
                    .map(|b| b.as_ref())
                    .collect();
                let boundary = boundary(&mail.message_id, &seven_bit);
                builder.multipart(
                    MultiPart::alternative()
                        .boundary(boundary)
                        .singlepart(SinglePart::plain(text_body))
                        .singlepart(SinglePart::html(html_body)),
                )
            }
        }
        .unwrap();
        fold_address_lines(&message.formatted())
    }

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
        }
    }

    #[test]
    fn bodies_are_laid_out_as_lettre_does() {
        let long = "word ".repeat(40);
        let cases: Vec<(String, Option<String>, &str, &str)> = vec![
            (
                "Hello Alice,\nyour move.\n".into(),
                None,
                "Estafette referee",
                "Your move",
            ),
            (
                "Bonjour Bénédicte,\nà vous.\n".into(),
                Some("<p>à vous</p>\n".into()),
                "Arbitre (référé)",
                "À vous de jouer, coup n° 23",
            ),
            (
                long.clone(),
                Some(format!("<p style=\"margin:0;padding:0\">{long}</p>")),
                "",
                &long,
            ),
            (
                "\u{1F600}\u{1F600}\u{1F600}".into(),
                Some("<b>=_ not a boundary</b>".into()),
                "Ünïcödé",
                "plain",
            ),
        ];
        for (text, html, name, subject) in cases {
            let m = sample(&text, html.as_deref(), name, subject);
            let ours = build(&m).unwrap();
            let theirs = build_with_lettre(&m);
            assert_eq!(String::from_utf8_lossy(&ours), String::from_utf8_lossy(&theirs));
        }
    }

    #[test]
    fn a_boundary_found_in_a_7bit_body_is_replaced_everywhere() {
        // The boundary this mail would get, written into its bodies (the
        // text as a line of its own, the HTML within a line): the next
        // candidate is taken, written over every placeholder.
        let first = boundary("lattaque-7.1.3@example.org", &[]);
        for (text, html) in [
            (format!("Hello,\n{first}\nbye\n"), "<p>plain</p>\n".to_string()),
            ("Hello\n".to_string(), format!("<p>x--{first}--y</p>\n")),
        ] {
            let m = sample(&text, Some(&html), "Estafette referee", "Your move");
            let ours = build(&m).unwrap();
            assert_eq!(
                String::from_utf8_lossy(&ours),
                String::from_utf8_lossy(&build_with_lettre(&m))
            );
            let raw = String::from_utf8(ours).unwrap();
            let second = boundary("lattaque-7.1.3@example.org", &[first.as_bytes()]);
            assert_eq!(raw.matches(&format!("--{second}")).count(), 3, "{raw}");
            assert!(raw.contains(&format!("boundary=\"{second}\"")), "{raw}");
            assert!(!raw.contains(&"_".repeat(BOUNDARY_LEN)), "a placeholder left: {raw}");
        }
    }

    /// `encode_body` must give exactly lettre's encoding and bytes.
    fn same_as_lettre(s: &str) {
        let ours = encode_body(s);
        let theirs = Body::new(s.to_string());
        assert_eq!(ours.encoding(), theirs.encoding(), "encoding of {s:?}");
        assert_eq!(
            String::from_utf8_lossy(ours.as_ref()),
            String::from_utf8_lossy(theirs.as_ref()),
            "body of {s:?}"
        );
    }

    #[test]
    fn bodies_are_encoded_as_lettre_does() {
        let long = "x".repeat(75);
        let cases = [
            String::new(),
            "plain\n".into(),
            "a\r\nb\nc\r".into(),
            "\n\nstarts with newlines".into(),
            format!("{long}\n{long}x\n"),
            long.clone(),
            format!("{long}x"),
            format!("{}= {}\t\n", "y".repeat(73), "z".repeat(80)),
            "trailing space \ntrailing tab\t\nend ".into(),
            "é".repeat(10),
            "Ça fait 3 jours : à bientôt — coup n° 23\n".into(),
            format!("{}é{}", "a".repeat(74), "b".repeat(200)),
            format!("{}==={}", "a".repeat(73), "=".repeat(40)),
            "Καλημέρα, η σειρά σας να παίξετε.\n".into(),
            "<td style=\"background:#a4262c;border:1px solid #a89f88;\" title=\"a10 Nord ?\">?</td>\n".repeat(30),
        ];
        for c in &cases {
            same_as_lettre(c);
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        #[test]
        fn random_bodies_are_encoded_as_lettre_does(
            parts in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::string::string_regex("[a-z]{0,90}").unwrap(),
                    proptest::string::string_regex("[ \t=\r\n]{1,3}").unwrap(),
                    proptest::string::string_regex("[é—°Ωa]{1,4}").unwrap(),
                    proptest::string::string_regex("[\\x00-\\x7f]{0,5}").unwrap(),
                ],
                0..40,
            )
        ) {
            same_as_lettre(&parts.concat());
        }
    }

    #[test]
    fn plain_headers_are_written_without_lettre_for_a_usual_mail() {
        let m = sample(
            "Hello\n",
            Some("<p>Hello</p>\n"),
            "Estafette referee",
            "L'Attaque lattaque-7: your move",
        );
        let id = msg_id("m", &m.message_id).unwrap();
        let refs: Vec<String> = m.references.iter().filter_map(|r| foreign_id(r)).collect();
        let ours = plain_headers(&m, &id, foreign_id("x.1@mail.example.net").as_deref(), &refs)
            .expect("the usual mail takes the plain path");
        assert!(String::from_utf8(ours)
            .unwrap()
            .starts_with("From: \"Estafette referee\" <referee+lattaque-7.1.k3j9d0a2mq7x@example.org>\r\n"));
        assert_eq!(build(&m).unwrap(), build_with_lettre(&m));
        // A long subject is folded as lettre folds it.
        let m = sample("x", None, "A", "long words ".repeat(12).trim_end());
        assert!(plain_headers(&m, &id, None, &[]).is_some());
        assert_eq!(
            String::from_utf8(build(&m).unwrap()).unwrap(),
            String::from_utf8(build_with_lettre(&m)).unwrap()
        );
        // A subject lettre encodes: that line is lettre's, the rest plain.
        for subject in [
            "two  spaces",
            "à vous",
            "Partie strand-12 : coup joué, à vous de jouer maintenant — coup n° 23 ",
            " x",
        ] {
            let m = sample("x", None, "A", subject);
            assert!(plain_headers(&m, &id, None, &[]).is_some(), "{subject:?}");
            assert_eq!(
                String::from_utf8(build(&m).unwrap()).unwrap(),
                String::from_utf8(build_with_lettre(&m)).unwrap()
            );
        }
        // Not plain: a name lettre encodes or escapes.
        for (name, subject) in [("Bénédicte", "x"), ("A \"B\"", "x"), ("O'Brien", "x")] {
            let m = sample("x", None, name, subject);
            assert!(plain_headers(&m, &id, None, &[]).is_none(), "{name:?} {subject:?}");
            assert_eq!(
                String::from_utf8(build(&m).unwrap()).unwrap(),
                String::from_utf8(build_with_lettre(&m)).unwrap()
            );
        }
    }

    #[test]
    fn dates_are_written_as_lettre_does() {
        for t in [
            0,
            59,
            86_399,
            86_400,
            951_782_400,
            1_767_400_000,
            4_107_542_400,
            MAX_DATE,
        ] {
            let mut m = sample("x", None, "A", "s");
            m.date = t;
            assert_eq!(
                String::from_utf8(build(&m).unwrap()).unwrap(),
                String::from_utf8(build_with_lettre(&m)).unwrap(),
                "{t}"
            );
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(3000))]
        #[test]
        fn random_headers_are_written_as_lettre_does(
            // Mostly what the plain path takes (words apart by single
            // spaces), and some that it leaves to lettre.
            from_name in proptest::prop_oneof![
                3 => proptest::string::string_regex("[A-Za-z0-9._-]{1,12}( [A-Za-z0-9._-]{1,12}){0,5}").unwrap(),
                1 => proptest::string::string_regex("[A-Za-z0-9 ._'\"()-]{0,40}|[A-Za-zé ]{0,70}").unwrap(),
            ],
            to_name in proptest::option::of(proptest::prop_oneof![
                3 => proptest::string::string_regex("[A-Za-z0-9._-]{1,15}( [A-Za-z0-9._-]{1,15}){0,5}").unwrap(),
                1 => proptest::string::string_regex("[A-Za-z0-9 .-]{0,60}|[A-Za-z0-9._-]{0,80}").unwrap(),
            ]),
            subject in proptest::prop_oneof![
                3 => proptest::string::string_regex("[A-Za-z0-9:'!,.<>@=?-]{1,12}( [A-Za-z0-9:'!,.<>@=?-]{1,12}){0,8}").unwrap(),
                1 => proptest::string::string_regex("[A-Za-z0-9 :'!,.<>@=?-]{0,90}|[A-Za-zà—° ]{0,40}").unwrap(),
            ],
            local in proptest::string::string_regex("[a-z0-9.+-]{1,40}").unwrap(),
            in_reply_to in proptest::option::of(proptest::string::string_regex("[A-Za-z0-9.=+$_-]{1,50}@[a-z.]{1,20}").unwrap()),
            references in proptest::collection::vec(proptest::string::string_regex("[A-Za-z0-9.=_-]{1,40}@[a-z.]{1,12}").unwrap(), 0..4),
            game in proptest::string::string_regex("[a-z]{1,10}-[0-9]{1,6}|[a-z]{1,8}( [a-z]{1,8}){0,8}|[a-zé ]{1,30}").unwrap(),
            date in 0i64..=MAX_DATE,
        ) {
            let mut m = sample("Hello\n", Some("<p>Hello</p>\n"), &from_name, &subject);
            m.to_name = to_name;
            m.from = format!("referee+{local}.x@example.org");
            m.in_reply_to = in_reply_to;
            m.references = references;
            m.headers = vec![("X-Estafette-Game".into(), game)];
            m.date = date;
            if let (Ok(ours), true) = (build(&m), m.from.parse::<Address>().is_ok()) {
                proptest::prop_assert_eq!(String::from_utf8(ours).unwrap(), String::from_utf8(build_with_lettre(&m)).unwrap());
            }
        }
    }

    #[test]
    fn mails_built_end_to_end_are_each_the_mail_built_alone() {
        // The second mail's boundary placeholders sit after the first mail:
        // one whose body holds the first boundary candidate forces them to
        // be rewritten there.
        let first = sample(
            "Hello Alice,\nyour move.\n",
            Some("<p>your move</p>\n"),
            "Estafette referee",
            "Your move",
        );
        let alone = build(&first).unwrap();
        let candidate = String::from_utf8_lossy(&alone)
            .split("boundary=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .to_string();
        let mut second = sample(
            "À vous.\n",
            Some(&format!("<p>{candidate}</p>\n")),
            "Arbitre",
            "À vous de jouer",
        );
        second.message_id = first.message_id.clone();
        let mut out = b"already here".to_vec();
        build_into(&first, &mut out).unwrap();
        build_into(&second, &mut out).unwrap();
        let second_alone = build(&second).unwrap();
        assert!(!String::from_utf8_lossy(&second_alone).contains(&format!("boundary=\"{candidate}\"")));
        assert_eq!(out, [&b"already here"[..], &alone, &second_alone].concat());
        // A mail refused leaves what was built before as it was.
        let mut bad = sample("x", None, "n", "s");
        bad.to = "not an address".into();
        assert!(build_into(&bad, &mut out).is_err());
        assert_eq!(out, [&b"already here"[..], &alone, &second_alone].concat());
    }

    #[test]
    fn contains_finds_only_whole_needles() {
        assert!(contains(b"ab=_12cd", b"=_12"));
        assert!(!contains(b"ab=_1=2cd=", b"=_12"));
        assert!(contains(b"=_12", b"=_12"));
        assert!(!contains(b"", b"=_12"));
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
