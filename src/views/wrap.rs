//! Text for narrow screens: the text part of a mail hard-wrapped at
//! [`TEXT_WIDTH`] columns, prose at spaces, the lines programs read folded
//! (`protocol::fold`). Invariant: no I/O; no line is longer than the width.

use crate::protocol::fold::fold_line;

/// The widest line of a mail's text part, in characters.
pub const TEXT_WIDTH: usize = 76;

/// Joins two words that a line must not break between (a player's name):
/// [`wrap_text`] never breaks there, and every mail shows it as a space.
pub const GLUE: char = '\u{2060}';

/// `text` with every [`GLUE`] shown as the space it stands for.
pub fn unglued(text: &str) -> String {
    text.replace(GLUE, " ")
}

/// The starts of the lines programs read (after any indent), folded with
/// `\` when they are too long rather than broken at spaces: the chain head
/// of every mail (`verify --receipts`), a blind game's `Position:` line
/// (`estafette view`), and the protocol's lines a player's tool prints.
const MACHINE_LINES: [&str; 8] = [
    "Log-Head:",
    "Position:",
    "open ",
    "commit ",
    "leaf ",
    "key ",
    "reveal ",
    "sig ",
];

/// `text` with every line longer than `width` characters broken.
///
/// - a broken line's next lines are indented as it is (a list item stays
///   indented), and a numbered item's (`12. text`) hang under its text;
/// - a quoted line (`> `, a player's relayed message) keeps its quote mark
///   on every line it is broken into, so that none of them reads as the
///   referee's own;
/// - a command line (`estafette ...`, after its indent) is broken as a
///   shell reads it: each line but the last ends with ` \`, the next ones
///   are indented two more spaces, and an option stays with its value
///   (`--seed HEX`);
/// - a line programs read ([`MACHINE_LINES`]) is folded
///   ([`fold_line`]): the pieces end in `\`, and a reader joins them;
/// - punctuation standing alone (French `:`, `;`, `?`, `!`, `»`) stays
///   with the word before it, `«` with the word after it;
/// - a word longer than a line is cut where the line ends;
/// - words joined by [`GLUE`] are never broken apart, and the glue is
///   written as a space.
///
/// Lines already short are kept byte for byte, so wrapping twice changes
/// nothing.
pub fn wrap_text(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 32);
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if columns(line) <= width {
            out.push_str(line);
            continue;
        }
        let body = line.trim_start_matches(' ');
        let indent = &line[..line.len() - body.len()];
        if MACHINE_LINES.iter().any(|w| body.starts_with(w)) {
            out.push_str(&fold_line(line, width));
        } else if body.starts_with("estafette ") {
            let more = format!("{indent}  ");
            let lines = fill(&units(body, true), width.saturating_sub(2), indent.len(), more.len());
            let last = lines.len().saturating_sub(1);
            for (k, l) in lines.iter().enumerate() {
                out.push_str(if k == 0 { indent } else { &more });
                out.push_str(l);
                out.push_str(if k < last { " \\\n" } else { "" });
            }
        } else if let Some(quoted) = body.strip_prefix('>') {
            let text = quoted.trim_start_matches(' ');
            let quote = format!("{indent}{}", &body[..body.len() - text.len()]);
            let lines = fill(&units(text, false), width, quote.len(), quote.len());
            push_lines(&mut out, &lines, &quote, &quote);
        } else {
            let more = format!("{indent}{}", " ".repeat(hang(body)));
            let lines = fill(&units(body, false), width, indent.len(), more.len());
            push_lines(&mut out, &lines, indent, &more);
        }
    }
    if out.contains(GLUE) {
        out = unglued(&out);
    }
    out
}

/// Where the next lines of a broken line start, after its indent: under
/// the text of a numbered item (`12. text`) or of a two-column line (a
/// word, two spaces or more, its explanation: `NULLE        proposer`);
/// at the indent otherwise.
fn hang(body: &str) -> usize {
    let number = body.bytes().take_while(u8::is_ascii_digit).count();
    if number > 0 && body[number..].starts_with(". ") {
        return number + 2;
    }
    let word = body.find(' ').unwrap_or(body.len());
    let gap = body[word..].len() - body[word..].trim_start_matches(' ').len();
    if gap >= 2 && word + gap < body.len() {
        body[..word + gap].chars().count()
    } else {
        0
    }
}

/// `head` and `items` on a line (`Key: a = b, c = d`), the items separated
/// by `, ` and never broken, in lines of at most `width` characters, the
/// lines after the first indented by `hang` spaces. Without a trailing
/// newline.
pub(crate) fn wrap_items(head: &str, items: &[String], width: usize, hang: usize) -> String {
    let mut out = String::from(head);
    let mut used = columns(head);
    for (i, item) in items.iter().enumerate() {
        let last = i + 1 == items.len();
        let w = columns(item) + usize::from(!last);
        if i > 0 && used + 1 + w > width {
            out.push('\n');
            out.push_str(&" ".repeat(hang));
            used = hang;
        } else if i > 0 || !head.is_empty() {
            out.push(' ');
            used += 1;
        }
        out.push_str(item);
        if !last {
            out.push(',');
        }
        used += w;
    }
    out
}

/// `line` broken at spaces into lines of at most `width` characters, the
/// lines after the first indented by `hang` spaces (a legend, a fact's
/// value). Without a trailing newline.
pub(crate) fn wrap_hanging(line: &str, width: usize, hang: usize) -> String {
    if columns(line) <= width {
        return line.to_string();
    }
    let mut out = String::with_capacity(line.len() + 16);
    let more = " ".repeat(hang);
    push_lines(&mut out, &fill(&units(line, false), width, 0, hang), "", &more);
    out
}

/// Lines of `width` characters at most, for a value shown in a column:
/// without indentation.
pub(crate) fn wrap_words(text: &str, width: usize) -> Vec<String> {
    fill(&units(text, false), width, 0, 0)
}

fn push_lines(out: &mut String, lines: &[String], first: &str, more: &str) {
    for (k, l) in lines.iter().enumerate() {
        if k > 0 {
            out.push('\n');
        }
        out.push_str(if k == 0 { first } else { more });
        out.push_str(l);
    }
}

fn columns(s: &str) -> usize {
    s.chars().count()
}

/// The units a line is broken between: its words, each with the spaces
/// before it (`gap`, kept inside a line, dropped at a break), punctuation
/// standing alone joined to its neighbour, and in a command an option
/// joined to its value.
struct Unit<'a> {
    gap: &'a str,
    text: String,
}

fn units(body: &str, command: bool) -> Vec<Unit<'_>> {
    let mut out: Vec<Unit<'_>> = Vec::new();
    let mut rest = body;
    let mut glue_next = false;
    while !rest.is_empty() {
        let word_start = rest.len() - rest.trim_start_matches(' ').len();
        let gap = &rest[..word_start];
        let after = &rest[word_start..];
        if after.is_empty() {
            break;
        }
        let word_end = after.find(' ').unwrap_or(after.len());
        let word = &after[..word_end];
        rest = &after[word_end..];
        let closing = matches!(word, ":" | ";" | "?" | "!" | "»");
        let joins_option = command
            && out
                .last()
                .is_some_and(|u| u.text.starts_with("--") && !u.text.contains(' ') && !word.starts_with('-'));
        match out.last_mut() {
            Some(last) if glue_next || closing || joins_option => {
                last.text.push_str(gap);
                last.text.push_str(word);
            }
            _ => out.push(Unit {
                gap,
                text: word.to_string(),
            }),
        }
        glue_next = word == "«";
    }
    out
}

/// Greedy filling: as many units on a line as fit in `width` characters
/// (the first line starts at column `first`, the others at `more`); a unit
/// longer than a line starts a line of its own and is cut where it ends.
fn fill(units: &[Unit<'_>], width: usize, first: usize, more: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    let mut used = first;
    for u in units {
        let w = columns(&u.text);
        if !cur.is_empty() && used + columns(u.gap) + w <= width {
            cur.push_str(u.gap);
            cur.push_str(&u.text);
            used += columns(u.gap) + w;
            continue;
        }
        if !cur.is_empty() {
            lines.push(std::mem::take(&mut cur));
            used = more;
        }
        let mut text = u.text.as_str();
        loop {
            let room = width.saturating_sub(used).max(1);
            if columns(text) <= room {
                cur.push_str(text);
                used += columns(text);
                break;
            }
            let at = text.char_indices().nth(room).map_or(text.len(), |(i, _)| i);
            cur.push_str(&text[..at]);
            lines.push(std::mem::take(&mut cur));
            used = more;
            text = &text[at..];
        }
    }
    lines.push(cur);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_break_at_spaces_and_keep_their_indent() {
        let text = "short\n  one two three four five six\nlast";
        assert_eq!(wrap_text(text, 14), "short\n  one two\n  three four\n  five six\nlast");
        // A word longer than a line gets a line of its own, cut where it
        // ends.
        let hex = "ab".repeat(40);
        assert_eq!(
            wrap_text(&format!("Root: {hex} end"), 76),
            format!("Root:\n{}\n{} end", &hex[..76], &hex[76..])
        );
        assert_eq!(
            wrap_text("  12. one two three", 12),
            "  12. one\n      two\n      three"
        );
        assert_eq!(
            wrap_text("  DRAW   offer a draw", 16),
            "  DRAW   offer a\n         draw"
        );
        // Wrapping twice changes nothing.
        let once = wrap_text(text, 14);
        assert_eq!(wrap_text(&once, 14), once);
    }

    #[test]
    fn commands_break_as_a_shell_reads_them() {
        let hex = "0123456789abcdef".repeat(4);
        let cmd = format!("estafette verify-setup --game lattaque-1 --side south --seed {hex} --root {hex} army.txt");
        let wrapped = wrap_text(&cmd, 76);
        for line in wrapped.lines() {
            assert!(line.chars().count() <= 76, "{line:?}");
        }
        assert_eq!(
            wrapped,
            format!(
                "estafette verify-setup --game lattaque-1 --side south \\\n  --seed {hex} \\\n  --root {hex} \\\n  army.txt"
            )
        );
        // An indented command keeps its indent.
        assert_eq!(
            wrap_text("  estafette open SECRETFILE d7 --x y", 30),
            "  estafette open SECRETFILE \\\n    d7 --x y"
        );
    }

    #[test]
    fn lines_programs_read_fold_and_punctuation_stays() {
        let hex = "ab".repeat(32);
        let head = format!("Log-Head: lattaque-1 367 {hex}");
        assert_eq!(wrap_text(&head, 76), format!("Log-Head: lattaque-1 367 \\\n  {hex}"));
        assert_eq!(crate::protocol::fold::unfold(&wrap_text(&head, 76)), head);
        let open = format!("  open a10 10 {hex}");
        assert_eq!(wrap_text(&open, 76), format!("  open a10 10 \\\n    {hex}"));
        // A quoted line keeps its mark on every line: no line of a relayed
        // message starts as a referee's line.
        let relayed = format!("> {} Log-Head: strand-1 2 {hex}", "x".repeat(60));
        let wrapped = wrap_text(&relayed, 76);
        assert!(
            wrapped.lines().all(|l| l.starts_with("> ") && l.chars().count() <= 76),
            "{wrapped}"
        );
        let one_word = format!("> {}Log-Head:", "x".repeat(74));
        assert!(wrap_text(&one_word, 76).lines().all(|l| l.starts_with("> ")));
        assert_eq!(wrap_text("Refusé : a b", 8), "Refusé :\na b");
        assert_eq!(wrap_text("Envoyez « help » ici", 10), "Envoyez\n« help »\nici");
        assert_eq!(wrap_hanging("Key: a = b, c = d", 10, 2), "Key: a =\n  b, c = d");
        assert_eq!(wrap_words("one two three", 7), ["one two", "three"]);
        let items = ["a = b".to_string(), "+ = case marquée".to_string()];
        assert_eq!(wrap_items("Key:", &items, 20, 2), "Key: a = b,\n  + = case marquée");
        assert_eq!(wrap_items("Key:", &items, 40, 2), "Key: a = b, + = case marquée");
        // Runs of spaces inside a line are kept, and a two-column line hangs
        // under its second column.
        assert_eq!(wrap_text("Game:   x y z", 9), "Game:   x\n        y\n        z");
    }
}
