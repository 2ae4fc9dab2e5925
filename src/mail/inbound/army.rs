//! Army lines wherever a player may have put them, for blind games, whose
//! armies the referee must never hold: not only the command lines of the
//! text it reads, but the Subject, the HTML part and every attachment.

use std::borrow::Cow;

use mail_parser::PartType;

use super::body::{self, commands_of};
use super::html;
use super::parts::{part_text, skip_mbox_line, PARSER};
use crate::mail::sanitize;

/// A line of an army: `SETUP` (or `SETUP` and an army's first line), or a
/// line of pieces.
pub fn is_army_text(line: &str) -> bool {
    use crate::referee::command::{keyword, split_first};
    let (first, _) = split_first(line);
    keyword(first) == Some("setup") || crate::games::lattaque::is_army_line(line)
}

/// Whether `lines` hold army lines other than the four of a final reveal
/// (`REVEAL SEED` and the army it opens, which a blind game publishes).
fn army_among(lines: &[String]) -> bool {
    use crate::referee::command::{keyword, split_first};
    let mut revealed = 0;
    for line in lines {
        if keyword(split_first(line).0) == Some("reveal") {
            revealed = 4;
        } else if revealed > 0 && crate::games::lattaque::is_army_line(line) {
            revealed -= 1;
        } else if is_army_text(line) {
            return true;
        } else {
            revealed = 0;
        }
    }
    false
}

/// Whether the raw message `raw` holds army lines anywhere a player may
/// have written them: its Subject (or the command it carries), or the lines
/// the player wrote, commands or not (not quoted, above any signature or
/// forwarded message), in any of its parts: the text, the HTML (as text), every attachment that
/// is text. A forwarded message inside it is not read, as for commands;
/// nor is the army of a final reveal (which is published).
pub fn holds_army(raw: &[u8]) -> bool {
    let content = skip_mbox_line(raw);
    let parsed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| PARSER.parse(content)));
    let Ok(Some(msg)) = parsed else { return false };
    let subject = sanitize::line(msg.subject().unwrap_or(""));
    if is_army_text(&subject) || army_among(&commands_of("", &subject)) {
        return true;
    }
    msg.parts.iter().any(|part| {
        let text = match &part.body {
            PartType::Text(_) => part_text(&msg, part).map(Cow::Owned),
            PartType::Html(_) => part_text(&msg, part).map(|h| Cow::Owned(html::html_to_text(&h))),
            PartType::Binary(b) | PartType::InlineBinary(b) => std::str::from_utf8(b).ok().map(Cow::Borrowed),
            PartType::Message(_) | PartType::Multipart(_) => None,
        };
        text.is_some_and(|t| {
            let mut own = Vec::new();
            body::read_own_lines(&sanitize::body(&t), &mut |l| own.push(l.to_string()));
            army_among(&own)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::holds_army;

    fn mail(subject: &str, body: &str) -> Vec<u8> {
        format!("From: <a@x.example>\r\nSubject: {subject}\r\nMessage-ID: <p@x>\r\n\r\n{body}\r\n").into_bytes()
    }

    #[test]
    fn army_lines_are_found_in_the_players_own_lines_and_the_subject_only() {
        let army = "2 2 7 M 2 10 M 2 3\r\n6 5 9 2 4 S 2 6 3\r\n8 3 M 6 5 7 3 4 4\r\n5 F M 8 6 4 2 5 2";
        assert!(holds_army(&mail("Re: game", army)));
        assert!(holds_army(&mail(
            "Re: game",
            &format!("Here it is:\r\n{army}\r\nAlice")
        )));
        assert!(holds_army(&mail("Re: game", &format!("SETUP\r\n{army}"))));
        assert!(holds_army(&mail("Re: game 2 2 7 M 2 10 M 2 3", "HELP")));
        // Not in quoted text, a forwarded message, nor a final reveal's army.
        let quoted: String = army.lines().map(|l| format!("> {l}\r\n")).collect();
        assert!(!holds_army(&mail("Re: game", &format!("HELP\r\n\r\n{quoted}"))));
        let forwarded = format!("---------- Forwarded message ---------\r\n{army}");
        assert!(!holds_army(&mail("Fwd: game", &forwarded)));
        let reveal = format!("reveal {}\r\n{army}", "ab".repeat(32));
        assert!(!holds_army(&mail("Re: game", &reveal)));
        assert!(holds_army(&mail("Re: game", &format!("{reveal}\r\n{army}"))));
        assert!(!holds_army(&mail("Re: game", "a4-a5\r\nMESSAGE good luck")));
    }
}
