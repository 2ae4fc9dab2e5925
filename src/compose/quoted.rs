//! What players wrote, as the referee's mails show it: never as a line of
//! the referee's own. A player's mail client may paste a referee's mail
//! below a reply without quoting it; then every line of that mail is read
//! again, and a program may read a saved mail line by line. So:
//!
//! - a relayed message is quoted, every line of it starting with `> `
//!   (the text part's wrapping keeps the mark on every line it makes), so
//!   that a pasted copy is passed over as quoted text;
//! - a player's name is never broken across lines (its spaces do not
//!   break), and is put in quotes when its first word could start a line a
//!   program reads: a command word, a move, `Log-Head:`, `Position:`, a
//!   quote mark.
//!
//! Pure.

use crate::referee::{account, command, reading};
use estafette_core::reason::{Arg, Reason};

use crate::views::GLUE;

/// A relayed message's lines, each quoted with `> `.
pub(super) fn quoted(text: &str) -> String {
    let lines: Vec<String> = text.lines().map(|l| format!("> {}", l.trim_end())).collect();
    if lines.is_empty() {
        "> ".to_string()
    } else {
        lines.join("\n")
    }
}

/// `name` as a mail shows it: see the module's documentation.
pub(crate) fn shown_name(name: &str) -> String {
    let glued: String = name.split(' ').collect::<Vec<_>>().join(&GLUE.to_string());
    if could_start_a_line(name) {
        format!("\"{glued}\"")
    } else {
        glued
    }
}

/// Whether a line starting with `name` could be read as more than prose.
fn could_start_a_line(name: &str) -> bool {
    let first = name.split_whitespace().next().unwrap_or_default();
    let word = first.trim_end_matches(':').to_ascii_lowercase();
    reading::classify(name) != reading::Line::Other
        || command::keyword(first).is_some()
        || account::keyword(first).is_some()
        || command::looks_like_move(name)
        || word == "log-head"
        || word == "position"
        || word == "estafette"
        || !first.starts_with(char::is_alphanumeric)
}

/// `reason` with the players' names among its arguments (`player`,
/// `name`, at any depth) shown as [`shown_name`] shows them.
pub(super) fn shown_names(reason: &Reason) -> Reason {
    let mut r = reason.clone();
    for (key, arg) in r.args.iter_mut() {
        match arg {
            Arg::Text(t) if key == "player" || key == "name" => *t = shown_name(t),
            Arg::Reason(inner) => **inner = shown_names(inner),
            _ => {}
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_never_starts_a_line_a_program_reads() {
        assert_eq!(shown_name("Alice"), "Alice");
        assert_eq!(shown_name("Jean Dupont"), "Jean\u{2060}Dupont");
        for risky in [
            "RESIGN",
            "resign now",
            "b4-b5",
            "a1 x",
            "Log-Head: g 1 ab",
            "Position: lattaque",
            "open a4 2 ab",
            "sig 3 AAAA",
            "MESSAGE hi",
            "> quoted",
            "-- ",
            "OBSERVE lattaque-1",
            "estafette verify",
        ] {
            let shown = shown_name(risky);
            assert!(shown.starts_with('"'), "{risky:?} -> {shown:?}");
            assert_eq!(
                reading::classify(&format!("{shown} (South) resigns.")),
                reading::Line::Other
            );
        }
    }

    #[test]
    fn a_relayed_message_is_quoted_line_by_line() {
        assert_eq!(quoted("RESIGN"), "> RESIGN");
        assert_eq!(quoted("one\ntwo"), "> one\n> two");
    }
}
