//! A whole mail for `view`: the `.eml` file a player drops or opens, or the
//! raw source they paste, decoded to its text part (MIME, quoted-printable,
//! base64, multipart) with the mail-parser crate the referee itself reads
//! mail with. Text that is not a mail's source (a pasted body) is taken as
//! it is.

use mail_parser::MessageParser;

use crate::kit_error::KitError;

/// The headers that say a text is a mail's source rather than a body.
const MAIL_HEADERS: [&str; 6] = [
    "mime-version",
    "content-type",
    "content-transfer-encoding",
    "received",
    "delivered-to",
    "return-path",
];

/// The text to read a `Position:` line in: the mail's decoded text part if
/// `raw` is a mail's source, else `raw` itself.
pub fn mail_text(raw: &str) -> Result<String, KitError> {
    if !looks_like_source(raw) {
        return Ok(raw.to_string());
    }
    let message = MessageParser::default()
        .parse(raw.as_bytes())
        .ok_or(KitError::NotAMail)?;
    message.body_text(0).map(|t| t.into_owned()).ok_or(KitError::NoTextPart)
}

/// Whether `raw` opens with a mail's header block: header lines (or their
/// continuations) up to the first empty line, one of them a MIME or
/// transport header.
fn looks_like_source(raw: &str) -> bool {
    let mut mail_header = false;
    for line in raw.lines() {
        if line.trim().is_empty() {
            return mail_header;
        }
        if line.starts_with([' ', '\t']) {
            continue;
        }
        let Some((name, _)) = line.split_once(':') else {
            return false;
        };
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_graphic()) {
            return false;
        }
        mail_header |= MAIL_HEADERS.iter().any(|h| name.eq_ignore_ascii_case(h));
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    const POSITION: &str = "Position: lattaque/blind; ply 0; South to move";

    #[test]
    fn a_pasted_body_is_taken_as_it_is() {
        let body = format!("Your move.\n\n{POSITION}\n");
        assert_eq!(mail_text(&body).as_deref(), Ok(body.as_str()));
        let starts_with_position = format!("{POSITION}\nLog-Head: lattaque-1 2 ab\n\nthanks\n");
        assert_eq!(
            mail_text(&starts_with_position).as_deref(),
            Ok(starts_with_position.as_str())
        );
    }

    #[test]
    fn quoted_printable_and_base64_are_decoded() {
        let qp = "From: r@example.org\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\
                  Content-Transfer-Encoding: quoted-printable\r\n\r\nC'est =C3=A0 vous.\r\n\
                  Position: lattaque/blind; ply 0; South =\r\nto move\r\n";
        let text = mail_text(qp).expect("decoded");
        assert!(text.contains("C'est à vous."), "{text}");
        assert!(text.contains(POSITION), "{text}");
        let b64 = "MIME-Version: 1.0\nContent-Type: multipart/alternative; boundary=\"b\"\n\n--b\n\
                   Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n\
                   UG9zaXRpb246IGxhdHRhcXVlL2JsaW5kOyBwbHkgMDsgU291dGggdG8gbW92ZQo=\n--b\n\
                   Content-Type: text/html\n\n<p>html</p>\n--b--\n";
        let text = mail_text(b64).expect("decoded");
        assert_eq!(text.trim(), POSITION);
    }

    #[test]
    fn a_mail_without_text_is_an_error() {
        let e =
            mail_text("MIME-Version: 1.0\nContent-Type: image/png\nContent-Transfer-Encoding: base64\n\niVBORw0K\n");
        assert!(e.is_err(), "{e:?}");
    }
}
