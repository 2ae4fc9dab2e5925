//! Long lines in a mail's text part: folded to fit its width, read back
//! whole (`docs/PROTOCOL.md`, section 6, "Folded lines").
//!
//! A line the referee writes for programs to read (the `Log-Head:` footer,
//! a blind game's `Position:` line, an `open` line, a command to run) may be
//! longer than the 76 columns a mail's text part keeps to. It is then
//! **folded**: every piece but the last ends with a backslash `\`, and every
//! piece after the first is indented by two spaces more than the first.
//! A reader joins a line that ends in `\` (white space after it ignored)
//! with the next line when that one starts with a space: the backslash goes,
//! and so does the next line's leading white space; nothing else changes.
//! A line that is not folded reads as it always did.
//!
//! Pure: no I/O.

use std::borrow::Cow;

/// The mark that ends every piece of a folded line but the last.
pub const CONTINUED: char = '\\';

fn columns(s: &str) -> usize {
    s.chars().count()
}

/// `line` folded into pieces of at most `width` characters (the backslash
/// included), joined by `\n`; a line that fits is returned as it is. A
/// piece ends after a run of spaces, a `,`, a `/` or a `;` where one falls
/// within the width, else at the width.
pub fn fold_line(line: &str, width: usize) -> String {
    if columns(line) <= width {
        return line.to_string();
    }
    let body = line.trim_start_matches(' ');
    let indent = &line[..line.len() - body.len()];
    let more = format!("{indent}  ");
    let mut out = String::with_capacity(line.len() + 16);
    let mut prefix = indent;
    let mut rest = body;
    loop {
        let room = width.saturating_sub(columns(prefix)).max(2);
        out.push_str(prefix);
        if columns(rest) <= room {
            out.push_str(rest);
            return out;
        }
        let cut = break_at(rest, room - 1);
        out.push_str(&rest[..cut]);
        out.push(CONTINUED);
        out.push('\n');
        rest = &rest[cut..];
        prefix = &more;
    }
}

/// Where to end a piece of `text` of at most `limit` characters: after the
/// last break opportunity within them, else after `limit` characters.
/// Always past the first character.
fn break_at(text: &str, limit: usize) -> usize {
    let end = text.char_indices().nth(limit).map_or(text.len(), |(i, _)| i);
    let bytes = text.as_bytes();
    let mut best = None;
    for (i, c) in text[..end].char_indices() {
        let after = i + c.len_utf8();
        let space_run_ends = c == ' ' && bytes.get(after) != Some(&b' ');
        if (space_run_ends || matches!(c, ',' | '/' | ';')) && after < text.len() {
            best = Some(after);
        }
    }
    match best {
        Some(b) if b > 0 => b,
        _ => end.max(text.chars().next().map_or(1, char::len_utf8)),
    }
}

/// Whether `line` continues on the next line: it ends in `\`, white space
/// after it aside.
fn continues(line: &str) -> bool {
    line.trim_end().ends_with(CONTINUED)
}

/// `text` with every folded line joined back (see the module's
/// documentation); lines end in `\n` as in `text` (a `\r` before a joined
/// line's end is dropped with it). Text without a folded line is returned
/// as it is.
pub fn unfold(text: &str) -> Cow<'_, str> {
    if !text.contains(CONTINUED) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut lines = text.split('\n').peekable();
    while let Some(line) = lines.next() {
        let mut cur = line.to_string();
        while continues(&cur) && lines.peek().is_some_and(|next| next.starts_with(' ')) {
            let kept = cur.trim_end().len() - CONTINUED.len_utf8();
            cur.truncate(kept);
            if let Some(next) = lines.next() {
                cur.push_str(next.trim_start());
            }
        }
        out.push_str(&cur);
        if lines.peek().is_some() {
            out.push('\n');
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_folds_within_the_width_and_reads_back_whole() {
        let hex = "0123456789abcdef".repeat(4);
        let head = format!("Log-Head: lattaque-1 24 {hex}");
        let folded = fold_line(&head, 76);
        assert_eq!(folded, format!("Log-Head: lattaque-1 24 \\\n  {hex}"));
        assert_eq!(unfold(&folded), head);
        let board = format!("Position: lattaque a=b,c=d south 4 {}", "n?,".repeat(120));
        let folded = fold_line(&board, 76);
        for l in folded.lines() {
            assert!(l.chars().count() <= 76, "{l:?}");
        }
        assert_eq!(unfold(&folded), board);
        let open = format!("  open a10 10 {hex}");
        let folded = fold_line(&open, 76);
        assert_eq!(folded, format!("  open a10 10 \\\n    {hex}"));
        assert_eq!(unfold(&folded), open);
        // A token with nowhere to break is cut at the width.
        let long = "x".repeat(200);
        let folded = fold_line(&long, 40);
        assert!(folded.lines().all(|l| l.chars().count() <= 40), "{folded}");
        assert_eq!(unfold(&folded), long);
        // Short lines stay.
        assert_eq!(fold_line("open a4 2 ab", 76), "open a4 2 ab");
    }

    #[test]
    fn only_a_backslash_before_an_indented_line_joins() {
        assert_eq!(unfold("plain text\nmore"), "plain text\nmore");
        // Not followed by an indented line: kept as written.
        assert_eq!(unfold("C:\\\nRESIGN\n"), "C:\\\nRESIGN\n");
        assert_eq!(unfold("a \\\n\nb"), "a \\\n\nb");
        assert_eq!(unfold("> a \\\n>   b"), "> a \\\n>   b");
        assert_eq!(unfold("end\\"), "end\\");
        // White space after the backslash, a CRLF line end.
        assert_eq!(unfold("one \\  \r\n   two\r\nthree"), "one two\r\nthree");
        // Several pieces.
        assert_eq!(unfold("a,\\\n  b,\\\n  c\n"), "a,b,c\n");
    }
}
