//! Player text made safe to store and to send: whatever a player writes
//! (a display name, a MESSAGE, a line quoted back in a refusal, a Subject),
//! the referee's mail stays valid RFC 5322 and shows what it seems to.
//!
//! - Control characters are taken out: a NUL, an escape or a lone CR would
//!   otherwise go raw into a 7bit part or break a header. Those that stand
//!   for white space (tab, line and paragraph separators, vertical tab,
//!   form feed, NEL) become a space on one line; in a body, line feeds and
//!   tabs stay.
//! - Bidirectional controls (the embeddings, overrides and isolates, and
//!   the marks LRM, RLM and ALM) are taken out: an override turns the text
//!   after it around, so that `gnp.exe` reads as `exe.png`, or a player's
//!   name reads as a referee's sentence. The byte order mark too.
//! - A display name is one line, its runs of white space one space, at
//!   most [`MAX_NAME_CHARS`] characters: `new` refuses a longer one
//!   ([`name`]), a challenge cuts it ([`cut_name`]).
//!
//! Mail text enters here once: `mail::inbound` cleans the lines a player
//! wrote, the Subject and the sender's name as it reads a mail; the service
//! cleans the names of `new`. Pure: no I/O.

use std::borrow::Cow;

use estafette_core::reason::Sentence;

/// The longest display name the referee keeps, in characters.
pub const MAX_NAME_CHARS: usize = 64;

/// What to do with one character of player text.
enum Fate {
    Keep,
    Space,
    Drop,
}

/// The fate of `c` in text of one line (`multiline` false) or a body.
fn fate(c: char, multiline: bool) -> Fate {
    match c {
        '\n' | '\t' if multiline => Fate::Keep,
        // White space of other kinds, and a line break within one line.
        '\t' | '\n' | '\r' | '\u{0b}' | '\u{0c}' | '\u{85}' | '\u{2028}' | '\u{2029}' => Fate::Space,
        // Bidirectional embeddings, overrides and isolates, the marks, and
        // the byte order mark (a zero width no-break space).
        '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{200e}' | '\u{200f}' | '\u{61c}' | '\u{feff}' => {
            Fate::Drop
        }
        c if c.is_control() => Fate::Drop,
        _ => Fate::Keep,
    }
}

/// `text` with every character's fate applied; borrowed when nothing
/// changes (most text).
fn apply(text: &str, multiline: bool) -> Cow<'_, str> {
    // Printable ASCII (and in a body, line feeds and tabs) is always kept:
    // checked a byte at a time, as most text is.
    let plain = |b: &u8| (b' '..=b'~').contains(b) || (multiline && matches!(b, b'\n' | b'\t'));
    let first_other = text.bytes().position(|b| !plain(&b)).unwrap_or(text.len());
    if text[first_other..]
        .chars()
        .all(|c| matches!(fate(c, multiline), Fate::Keep))
    {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match fate(c, multiline) {
            Fate::Keep => out.push(c),
            Fate::Space => out.push(' '),
            Fate::Drop => {}
        }
    }
    Cow::Owned(out)
}

/// Player text of one line (a command line, a Subject): control and
/// bidirectional characters out, white space of any kind a space.
pub fn line(text: &str) -> Cow<'_, str> {
    apply(text, false)
}

/// Text of several lines (a mail's body): line feeds and tabs kept, CR LF
/// made LF, every other control and bidirectional character out.
pub fn body(text: &str) -> Cow<'_, str> {
    if !text.contains('\r') {
        return apply(text, true);
    }
    Cow::Owned(apply(&text.replace("\r\n", "\n"), true).into_owned())
}

/// A display name as written, cleaned: one line, runs of white space made
/// one space, trimmed (any length).
fn clean_name(text: &str) -> String {
    line(text).split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A display name refused: its first 20 characters, its length and the
/// most allowed, as a typed sentence (`system-mail-name-too-long`).
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(id = "system-mail-name-too-long")]
pub struct NameTooLong {
    pub start: String,
    pub length: usize,
    pub max: usize,
}

/// A display name given to `new`: cleaned, or why it is refused (longer
/// than [`MAX_NAME_CHARS`] characters).
pub fn name(text: &str) -> Result<String, NameTooLong> {
    let cleaned = clean_name(text);
    let length = cleaned.chars().count();
    if length > MAX_NAME_CHARS {
        return Err(NameTooLong {
            start: cleaned.chars().take(20).collect(),
            length,
            max: MAX_NAME_CHARS,
        });
    }
    Ok(cleaned)
}

/// A display name from a mail (a challenge's sender, a stored name read
/// back): cleaned and cut to [`MAX_NAME_CHARS`] characters.
pub fn cut_name(text: &str) -> String {
    let cleaned = clean_name(text);
    if cleaned.chars().count() <= MAX_NAME_CHARS {
        return cleaned;
    }
    cleaned
        .chars()
        .take(MAX_NAME_CHARS)
        .collect::<String>()
        .trim_end()
        .to_string()
}

/// A line for the operator's terminal or log (`ingest`, `poll`, `run`, the
/// inbox's record of a message): every character the one-line cleaning
/// would not keep as it is (controls, line breaks, bidirectional controls)
/// written as its escape, `\u{1b}`, so that nothing that came in a mail
/// (a sender's address, a Subject) moves the cursor, colours the terminal
/// or starts a forged log line. Borrowed when there is none (most lines).
pub fn shown(text: &str) -> Cow<'_, str> {
    if text.chars().all(|c| matches!(fate(c, false), Fate::Keep)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match fate(c, false) {
            Fate::Keep => out.push(c),
            _ => out.extend(c.escape_unicode()),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_the_operator_reads_shows_controls_escaped() {
        assert_eq!(
            shown("rejected: no token from \u{1b}[2Jkirk@x\r\nINFO forged"),
            "rejected: no token from \\u{1b}[2Jkirk@x\\u{d}\\u{a}INFO forged"
        );
        assert_eq!(shown("a\u{202e}b\u{9b}c\td"), "a\\u{202e}b\\u{9b}c\\u{9}d");
        assert!(matches!(shown("applied: e3-f4, née Ω"), Cow::Borrowed(_)));
    }

    #[test]
    fn controls_go_and_white_space_becomes_a_space() {
        assert_eq!(line("MESSAGE hi\0there"), "MESSAGE hithere");
        assert_eq!(line("a\tb\u{2028}c\rd\u{85}e"), "a b c d e");
        assert_eq!(line("bell\u{7}\u{1b}[31mred\u{7f}\u{9b}"), "bell[31mred");
        assert!(matches!(line("plain text, é — Ω"), Cow::Borrowed(_)));
        assert_eq!(body("one\r\ntwo\n\tthree\0\r\n"), "one\ntwo\n\tthree\n");
        assert_eq!(body("lone\rcr"), "lone cr");
    }

    #[test]
    fn bidirectional_controls_are_taken_out() {
        assert_eq!(line("photo\u{202e}gnp.exe"), "photognp.exe");
        assert_eq!(
            line("\u{2067}Alice\u{2069} \u{200f}\u{200e}\u{61c}\u{feff}x"),
            "Alice x"
        );
        // Letters of right-to-left scripts stay.
        assert_eq!(line("שלום مرحبا"), "שלום مرحبا");
        // Joiners stay: emoji and some scripts need them.
        assert_eq!(line("👩\u{200d}💻"), "👩\u{200d}💻");
    }

    #[test]
    fn a_name_is_one_line_and_at_most_64_characters() {
        assert_eq!(name("  Alice \t\n Smith\u{202e} ").unwrap(), "Alice Smith");
        assert_eq!(name(&"é".repeat(64)).unwrap(), "é".repeat(64));
        let err = name(&"x".repeat(5000)).unwrap_err();
        let err = err.to_string();
        assert!(err.contains("5000 characters") && err.contains("at most 64"), "{err}");
        assert_eq!(cut_name(&"x".repeat(5000)), "x".repeat(64));
        assert_eq!(cut_name(&format!("{} tail", "a".repeat(63))), "a".repeat(63));
        assert_eq!(cut_name("Bob"), "Bob");
    }
}
