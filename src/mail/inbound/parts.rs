//! A message's parts: the parser, the part whose text holds the commands,
//! and each part's text decoded (leniently where mail-parser could not).

use mail_parser::decoders::charsets::map::charset_decoder;
use mail_parser::{ContentType, Encoding, HeaderName, Message, MessageParser, MessagePart, MimeHeaders, PartType};

use super::{body, html};

/// The parser: mail-parser's own parsing for the headers read through it
/// (the MIME headers of every part, the addresses, dates, message ids and
/// the subject); every other header is only skipped over, its place in the
/// raw message recorded, which is how the referee reads them
/// ([`raw_headers`], from the raw bytes). mail-parser would otherwise parse
/// each header it knows, the `Received` trace above all (a few per message,
/// tokenised in full, and never read here), or copy it as text that nothing
/// reads.
pub(super) static PARSER: std::sync::LazyLock<MessageParser> = std::sync::LazyLock::new(|| {
    MessageParser::new()
        .with_mime_headers()
        .with_date_headers()
        .with_address_headers()
        .with_message_ids()
        .header_text(HeaderName::Subject)
        .default_header_ignore()
});

/// Skips an mbox "From " envelope line (as an MTA pipe may prepend).
pub(super) fn skip_mbox_line(raw: &[u8]) -> &[u8] {
    if raw.starts_with(b"From ") {
        if let Some(nl) = raw.iter().position(|&b| b == b'\n') {
            return &raw[nl + 1..];
        }
    }
    raw
}

pub(super) fn is_type(ct: Option<&ContentType<'_>>, ctype: &str, subtype: &str) -> bool {
    ct.is_some_and(|ct| {
        ct.ctype().eq_ignore_ascii_case(ctype) && ct.subtype().is_some_and(|s| s.eq_ignore_ascii_case(subtype))
    })
}

pub(super) fn ct_attr<'a>(ct: Option<&'a ContentType<'_>>, name: &str) -> Option<&'a str> {
    ct?.attributes()?
        .iter()
        .find(|a| a.name.eq_ignore_ascii_case(name))
        .map(|a| a.value.as_ref())
}

/// The body text chosen for commands, and whether it could be decoded.
pub(super) struct Chosen {
    pub(super) text: String,
    pub(super) usable: bool,
}

/// The transfer encoding of a part whose encoding mail-parser could not
/// undo (a stray character in base64, a bad `=` escape in
/// quoted-printable): it then hands back the still-encoded text.
/// (An unencoded part flagged only because its closing boundary is missing
/// is fine, and gives `None`.)
fn failed_encoding(part: &MessagePart<'_>) -> Option<Encoding> {
    if !part.is_encoding_problem {
        return None;
    }
    part.headers
        .iter()
        .filter(|h| h.name().eq_ignore_ascii_case("Content-Transfer-Encoding"))
        .find_map(|h| {
            let v = h.value().as_text()?.trim();
            if v.eq_ignore_ascii_case("base64") {
                Some(Encoding::Base64)
            } else if v.eq_ignore_ascii_case("quoted-printable") {
                Some(Encoding::QuotedPrintable)
            } else {
                None
            }
        })
}

/// A part's decoded text. A part mail-parser could not decode is decoded
/// here leniently from its raw bytes (see [`body::lenient_base64`] and
/// [`body::lenient_quoted_printable`]), then read in its charset with
/// invalid bytes replaced (base64 must read without any); `None` when
/// nothing in it decodes.
pub(super) fn part_text(msg: &Message<'_>, part: &MessagePart<'_>) -> Option<String> {
    let Some(encoding) = failed_encoding(part) else {
        return Some(body::normalize_newlines(part.text_contents().unwrap_or("")));
    };
    let raw = msg
        .raw_message()
        .get(part.raw_body_offset() as usize..part.raw_end_offset() as usize)?;
    let base64 = matches!(encoding, Encoding::Base64);
    let bytes = match base64 {
        true => body::lenient_base64(raw),
        false => body::lenient_quoted_printable(raw),
    };
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return None;
    }
    let decode = ct_attr(part.content_type(), "charset").and_then(|c| charset_decoder(c.as_bytes()));
    let text = match decode {
        Some(decode) => decode(&bytes),
        None => String::from_utf8_lossy(&bytes).into_owned(),
    };
    // Base64 that gives no text in its charset was stray text read as
    // data: nothing in it is taken.
    if base64 && text.contains(char::REPLACEMENT_CHARACTER) {
        return None;
    }
    Some(body::normalize_newlines(&text))
}

pub(super) fn choose_body(msg: &Message<'_>) -> Chosen {
    let unusable = Chosen {
        text: String::new(),
        usable: false,
    };
    let root = msg.root_part();
    // A multipart whose boundary never appears: the parts cannot be told apart.
    if root
        .content_type()
        .is_some_and(|ct| ct.ctype().eq_ignore_ascii_case("multipart"))
        && !matches!(root.body, PartType::Multipart(_))
    {
        return unusable;
    }
    let part_of = |id: &u32| msg.parts.get(*id as usize);
    // A part whose encoding failed is text to mail-parser, whatever it
    // declared; an HTML one is still HTML here.
    let declared_html = |p: &MessagePart<'_>| is_type(p.content_type(), "text", "html");
    let plain = msg
        .text_body
        .iter()
        .filter_map(part_of)
        .find(|p| matches!(p.body, PartType::Text(_)) && !declared_html(p));
    if let Some(part) = plain {
        let Some(text) = part_text(msg, part) else {
            return unusable;
        };
        let ct = part.content_type();
        let text = if ct_attr(ct, "format").is_some_and(|f| f.eq_ignore_ascii_case("flowed")) {
            let delsp = ct_attr(ct, "delsp").is_some_and(|d| d.eq_ignore_ascii_case("yes"));
            body::decode_flowed(&text, delsp)
        } else {
            text
        };
        if !text.trim().is_empty() {
            return Chosen { text, usable: true };
        }
    }
    let html = msg
        .text_body
        .iter()
        .chain(msg.html_body.iter())
        .filter_map(part_of)
        .find(|p| matches!(p.body, PartType::Html(_)) || (matches!(p.body, PartType::Text(_)) && declared_html(p)));
    if let Some(part) = html {
        let Some(text) = part_text(msg, part) else {
            return unusable;
        };
        return Chosen {
            text: html::html_to_text(&text),
            usable: true,
        };
    }
    Chosen {
        text: String::new(),
        usable: true,
    }
}
