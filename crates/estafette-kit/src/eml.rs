//! The referee's mails as the kit reads them: the `.eml` file a player
//! drops or opens, or the raw source they paste, decoded to its text part
//! (MIME, quoted-printable, base64, multipart) with the mail-parser crate
//! the referee itself reads mail with (text that is not a mail's source, a
//! pasted body, is taken as it is); then what the kit takes from that
//! text: the chain head it ends with (`Log-Head:`), and the commands it
//! tells the player to run (`estafette seal`, `open`, `reveal`), read
//! whole even when the mail breaks them over several lines.

use estafette_core::protocol::log::{log_head_words, LogHead};
use estafette_core::reason::Why;
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

/// The last chain head `text` reports (a mail's `Log-Head: GAME N HEX`,
/// or that line alone), quoted lines (`>`) passed over. The line is read
/// whole even when the mail folds it: its words may go on over the next
/// lines (a `\` at a line's end is passed over), the hash in pieces.
pub fn last_head(text: &str) -> Result<LogHead, KitError> {
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .rposition(|l| !l.trim_start().starts_with('>') && log_head_words(l).is_some())
        .ok_or(KitError::NoHead)?;
    let line = lines[at].trim();
    LogHead::parse(line).or_else(|e| {
        folded(line, &lines[at + 1..]).ok_or_else(|| KitError::Head {
            head: line.to_string(),
            why: Why::of(&e),
        })
    })
}

/// A `Log-Head:` line whose words go on over the `next` lines: the game,
/// the count, then the hash's pieces up to its 64 digits (a `\\` at a
/// line's end passed over).
fn folded(line: &str, next: &[&str]) -> Option<LogHead> {
    let words: Vec<&str> = std::iter::once(log_head_words(line)?)
        .chain(next.iter().take(3).copied())
        .flat_map(str::split_whitespace)
        .map(|w| w.trim_matches('\\'))
        .filter(|w| !w.is_empty())
        .collect();
    let mut hex = String::new();
    for w in words.iter().skip(2) {
        if hex.len() >= 64 || !w.bytes().all(|b| b.is_ascii_hexdigit()) {
            break;
        }
        hex.push_str(w);
    }
    LogHead::parse(&format!("Log-Head: {} {} {hex}", words.first()?, words.get(1)?)).ok()
}

/// The words of every `estafette NAME ...` command the text tells the
/// player to run (quoted lines passed over), a command broken over lines
/// with `\` at their ends read whole: the words after `estafette NAME`.
pub fn commands(text: &str, name: &str) -> Vec<Vec<String>> {
    let mut joined = String::new();
    for line in text.lines().filter(|l| !l.trim_start().starts_with('>')) {
        match line.trim_end().strip_suffix('\\') {
            Some(part) => {
                joined.push_str(part.trim_start());
                joined.push(' ');
            }
            None => {
                joined.push_str(line.trim_start());
                joined.push('\n');
            }
        }
    }
    let start = format!("estafette {name} ");
    joined
        .lines()
        .filter_map(|l| l.find(&start).map(|at| &l[at + start.len()..]))
        .map(|rest| rest.split_whitespace().map(str::to_string).collect())
        .collect()
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

    const HEX: &str = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

    #[test]
    fn the_last_head_is_read_as_printed_or_folded() {
        let line = format!("Log-Head: lattaque-7 12 {HEX}");
        let mail = format!("Your move.\n> Log-Head: lattaque-7 3 {HEX}\n{line}\n\nthanks\n");
        let head = last_head(&mail).expect("a head");
        assert_eq!((head.game.as_str(), head.n), ("lattaque-7", 12));
        assert_eq!(head.to_string(), line);
        for folded in [
            format!("Log-Head: lattaque-7 12 \\\n  {HEX}\n"),
            format!("Log-Head: lattaque-7 12 {}\\\n  {}\nBye\n", &HEX[..40], &HEX[40..]),
            format!("Log-Head: lattaque-7\n12 {} {}\n", &HEX[..30], &HEX[30..]),
        ] {
            assert_eq!(last_head(&folded).map(|h| h.to_string()), Ok(line.clone()), "{folded}");
        }
        assert_eq!(last_head("hello"), Err(KitError::NoHead));
        assert_eq!(last_head(&format!("> {line}")), Err(KitError::NoHead));
        let short = last_head("Log-Head: lattaque-7 12 abc\nno more");
        assert!(matches!(short, Err(KitError::Head { .. })), "{short:?}");
    }

    #[test]
    fn commands_are_read_whole() {
        let text =
            "Seal it with\n  estafette seal lattaque-7 south ARMYFILE \\\n    --turn first --variant \\\n    gibson\n\
                    and open:\n  estafette open SECRETFILE b7\n> estafette open SECRETFILE c7\n";
        assert_eq!(
            commands(text, "seal"),
            vec![vec![
                "lattaque-7",
                "south",
                "ARMYFILE",
                "--turn",
                "first",
                "--variant",
                "gibson"
            ]]
        );
        assert_eq!(commands(text, "open"), vec![vec!["SECRETFILE", "b7"]]);
        assert!(commands(text, "reveal").is_empty());
    }
}
