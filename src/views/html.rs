//! HTML text for mail: the escaping the template engine writes values
//! with, and the pass that makes a rendered page go out without transfer
//! encoding. Invariant: no I/O.

use std::fmt;
use std::fmt::Write as _;

/// A piece of HTML made by the views from their templates, whose every
/// value was escaped by the template engine: the only HTML a template
/// takes unescaped. Only this module's crate makes one (there is no public
/// constructor), so no text from a player can pass for one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Html(String);

impl Html {
    /// Made by [`render_html`](super::template) from a template's output.
    pub(crate) fn from_rendered(s: String) -> Html {
        Html(s)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

impl fmt::Display for Html {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Escape `&`, `<`, `>`, `"` and `'` for HTML text and attribute values,
/// and write every character outside ASCII as a numeric reference
/// (`&#233;`), so that the HTML of a mail is plain ASCII.
pub fn escape_html(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 8);
    push_escaped(&mut out, s);
    out
}

/// Append `s` to `out`, escaped as [`escape_html`] does; runs of ordinary
/// text are copied whole.
pub(crate) fn push_escaped(out: &mut String, s: &str) {
    // Writing to a `String` cannot fail.
    let _ = write_escaped(out, s);
}

/// Write `s` to `out`, escaped as [`escape_html`] does; runs of ordinary
/// text are written whole.
pub(crate) fn write_escaped<W: fmt::Write + ?Sized>(out: &mut W, s: &str) -> fmt::Result {
    let b = s.as_bytes();
    let mut start = 0;
    let mut i = 0;
    loop {
        // Ordinary bytes are skipped by a table lookup each: most of a
        // mail's text has nothing to escape.
        while i < b.len() && !ESCAPED[usize::from(b[i])] {
            i += 1;
        }
        if i == b.len() {
            break;
        }
        out.write_str(&s[start..i])?;
        match b[i] {
            b'&' => out.write_str("&amp;")?,
            b'<' => out.write_str("&lt;")?,
            b'>' => out.write_str("&gt;")?,
            b'"' => out.write_str("&quot;")?,
            b'\'' => out.write_str("&#39;")?,
            _ => {
                // `i` is at the first byte of a character: everything
                // before it was ASCII or a whole character.
                let ch = s[i..].chars().next().unwrap_or('\u{fffd}');
                write!(out, "&#{};", u32::from(ch))?;
                i += ch.len_utf8();
                start = i;
                continue;
            }
        }
        i += 1;
        start = i;
    }
    out.write_str(&s[start..])
}

/// The bytes [`push_escaped`] replaces: the five HTML specials and every
/// byte of a character outside ASCII.
const ESCAPED: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0x80;
    while c < 256 {
        t[c] = true;
        c += 1;
    }
    t[b'&' as usize] = true;
    t[b'<' as usize] = true;
    t[b'>' as usize] = true;
    t[b'"' as usize] = true;
    t[b'\'' as usize] = true;
    t
};

/// The longest line [`seven_bit_html`] aims for: a mail part goes out
/// without transfer encoding only when every line is shorter than 76 bytes.
pub const HTML_LINE: usize = 72;

/// Where a run of text with no place to break gets a `<wbr>`: early enough
/// that the `<wbr` fits on the line it ends.
const WBR_AT: usize = HTML_LINE - 4;

/// The same HTML, written so that it needs no transfer encoding: every
/// character outside ASCII as a numeric reference (`&#233;`), and lines
/// broken before they reach [`HTML_LINE`] bytes, at a space outside
/// attribute values and `<pre>`, after a `;` inside a `style` attribute
/// (white space between CSS declarations), or, in a word of text longer
/// than a line (a position, a list of rule switches, a long name), by a
/// `<wbr>` whose line break falls inside the tag and never inside a
/// character reference. A browser reads the same page (`<wbr>` also lets a
/// narrow screen wrap the word there), but the part goes out as 7bit
/// instead of quoted-printable: nothing to encode, and no `=3D` for every
/// `=` of an attribute. A line that cannot be broken (a long attribute
/// value, a long line of a `<pre>` block or of the `<title>`) is left as it
/// is, and the part falls back to quoted-printable. Lines already short
/// are left alone, so a second pass changes nothing.
pub fn seven_bit_html(html: &str) -> String {
    // A page that is already so (the referee's own, shaped by the frame and
    // handed to the mail builder) is returned as it is, after one scan.
    if html.is_ascii() && html.split('\n').all(|line| line.len() <= WBR_AT) {
        return html.to_owned();
    }
    let b = html.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len() + b.len() / 32 + 16);
    let mut st = Scan::default();
    let mut start = 0;
    while start < b.len() {
        st.line_start = out.len();
        st.brk = None;
        let end = memchr::memchr(b'\n', &b[start..]).map_or(b.len(), |k| start + k + 1);
        let line = &b[start..end];
        if line.len() - usize::from(line.ends_with(b"\n")) <= WBR_AT && line.is_ascii() {
            // Nothing changes on a short ASCII line (most of a page): it
            // is copied whole, and only its tags are followed.
            st.follow(b, start, end);
            out.extend_from_slice(line);
        } else {
            st.rewrite(html, start, end, &mut out);
        }
        start = end;
    }
    // Only ASCII was written.
    String::from_utf8(out).unwrap_or_default()
}

/// What [`seven_bit_html`] knows of the place it has reached.
#[derive(Default)]
struct Scan {
    /// Where the current line starts in the output.
    line_start: usize,
    /// The last place on the line where it may be broken.
    brk: Option<Break>,
    in_tag: bool,
    quote: Option<u8>,
    in_style: bool,
    in_pre: bool,
    in_title: bool,
}

/// Where a line of [`seven_bit_html`] may be broken: a space to replace
/// with a line feed, or a place to insert one.
#[derive(Clone, Copy)]
enum Break {
    Replace(usize),
    Insert(usize),
}

impl Break {
    /// Where the next line starts in the output once the line is broken
    /// here.
    fn next_line(self) -> usize {
        match self {
            Break::Replace(at) => at + 1,
            Break::Insert(at) => at,
        }
    }
}

impl Scan {
    /// Follow the tags and quotes of `b[start..end]`, a line copied as it
    /// is: what [`Scan::see`] would note of it, in a tighter loop.
    fn follow(&mut self, b: &[u8], start: usize, end: usize) {
        let mut i = start;
        while i < end {
            let rest = &b[i..end];
            if let Some(q) = self.quote {
                let Some(k) = memchr::memchr(q, rest) else { return };
                self.quote = None;
                self.in_style = false;
                i += k + 1;
            } else if self.in_tag {
                let Some(k) = memchr::memchr3(b'>', b'"', b'\'', rest) else {
                    return;
                };
                i += k;
                if b[i] == b'>' {
                    self.in_tag = false;
                } else {
                    self.quote = Some(b[i]);
                    self.in_style = ends_with_style(&b[..i]);
                }
                i += 1;
            } else {
                let Some(k) = memchr::memchr(b'<', rest) else { return };
                i += k + 1;
                self.in_tag = true;
                self.open_element(&b[i..]);
            }
        }
    }

    /// Note the element whose tag starts with `after` (what follows its
    /// `<`): a `<pre>` or `<title>` block begins or ends.
    fn open_element(&mut self, after: &[u8]) {
        let is = |name: &[u8]| after.len() >= name.len() && after[..name.len()].eq_ignore_ascii_case(name);
        match after.first() {
            Some(b'p' | b'P') if is(b"pre") => self.in_pre = true,
            Some(b't' | b'T') if is(b"title") => self.in_title = true,
            Some(b'/') if is(b"/pre") => self.in_pre = false,
            Some(b'/') if is(b"/title") => self.in_title = false,
            _ => {}
        }
    }

    /// Write the line `html[start..end]` to `out`, its characters outside
    /// ASCII as references, and broken before a piece of it (a byte, a
    /// character reference) would end past [`WBR_AT`]: at the last place it
    /// may be broken, else by a `<wbr>` in text.
    fn rewrite(&mut self, html: &str, start: usize, end: usize, out: &mut Vec<u8>) {
        let b = html.as_bytes();
        let mut reference = [0u8; 16];
        let mut i = start;
        while i < end {
            // Copy a run of bytes that need no attention at once, up to
            // where the line may have to be broken.
            let col = out.len() - self.line_start;
            let room = WBR_AT.saturating_sub(col).min(end - i);
            let run = b[i..i + room]
                .iter()
                .position(|&c| HTML_SPECIAL[usize::from(c)])
                .unwrap_or(room);
            if run > 0 {
                out.extend_from_slice(&b[i..i + run]);
                i += run;
                continue;
            }
            // The next piece: one ASCII byte, a whole character reference
            // of the text, or a character outside ASCII written as one.
            let c = b[i];
            let (piece, used): (&[u8], usize) = if !c.is_ascii() {
                let ch = html[i..].chars().next().unwrap_or('\u{fffd}');
                let mut w = SliceWriter(&mut reference, 0);
                let _ = write!(w, "&#{};", u32::from(ch));
                let n = w.1;
                (&reference[..n], ch.len_utf8())
            } else if c == b'&' && !self.in_tag {
                let n = reference_len(&b[i..end]);
                (&b[i..i + n], n)
            } else {
                (&b[i..i + 1], 1)
            };
            let text = !self.in_tag && !self.in_pre && !self.in_title && !matches!(c, b'\n' | b' ' | b'<');
            if text {
                // The word the piece belongs to: what a break at the last
                // place would carry to the next line.
                let word = out.len() - self.brk.map_or(self.line_start, Break::next_line);
                if word + piece.len() > WBR_AT {
                    // A word too long for a line: it starts a line, and is
                    // cut by a `<wbr>` where it reaches `WBR_AT`.
                    self.break_line(out);
                    if out.len() > self.line_start {
                        out.extend_from_slice(b"<wbr\n>");
                        self.line_start = out.len() - 1;
                    }
                } else if out.len() + piece.len() - self.line_start > HTML_LINE {
                    self.break_line(out);
                }
            }
            if used == 1 {
                self.see(c, &b[..i], &b[i + 1..], out.len());
            }
            out.extend_from_slice(piece);
            i += used;
            // Elsewhere (in tags, `<pre>`, the title), the line is broken
            // once it has reached `HTML_LINE`, where it may be.
            if c != b'\n' && out.len() - self.line_start >= HTML_LINE {
                self.break_line(out);
            }
        }
    }

    /// Take note of the byte `c`, about to be written at `at` in the
    /// output, between `before` and `after` in the input.
    fn see(&mut self, c: u8, before: &[u8], after: &[u8], at: usize) {
        match c {
            b'<' if !self.in_tag => {
                self.in_tag = true;
                self.open_element(after);
            }
            b'>' if self.in_tag && self.quote.is_none() => self.in_tag = false,
            b'"' | b'\'' if self.in_tag => match self.quote {
                None => {
                    self.quote = Some(c);
                    self.in_style = before.len() >= 6 && before[before.len() - 6..].eq_ignore_ascii_case(b"style=");
                }
                Some(q) if q == c => {
                    self.quote = None;
                    self.in_style = false;
                }
                Some(_) => {}
            },
            b' ' if self.quote.is_none() && !self.in_pre => self.brk = Some(Break::Replace(at)),
            b';' if self.in_style => self.brk = Some(Break::Insert(at + 1)),
            _ => {}
        }
    }

    fn break_line(&mut self, out: &mut Vec<u8>) {
        match self.brk.take() {
            Some(Break::Replace(at)) => {
                out[at] = b'\n';
                self.line_start = at + 1;
            }
            Some(Break::Insert(at)) if at <= out.len() => {
                out.insert(at, b'\n');
                self.line_start = at + 1;
            }
            _ => {}
        }
    }
}

/// Whether an attribute value opening after `before` is a `style`.
fn ends_with_style(before: &[u8]) -> bool {
    before.len() >= 6 && before[before.len() - 6..].eq_ignore_ascii_case(b"style=")
}

/// The bytes [`seven_bit_html`] looks at one by one; all others are copied
/// in runs.
static HTML_SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = i >= 128 || matches!(i as u8, b'\n' | b'<' | b'>' | b'"' | b'\'' | b' ' | b';' | b'&');
        i += 1;
    }
    t
};

/// The length of the character reference at the start of `b` (`&amp;`,
/// `&#233;`, `&nbsp;`), or 1 when `b` does not start with one.
fn reference_len(b: &[u8]) -> usize {
    let name = b
        .iter()
        .skip(1)
        .take(10)
        .position(|&c| !(c.is_ascii_alphanumeric() || c == b'#'));
    match name {
        Some(n) if n > 0 && b.get(n + 1) == Some(&b';') => n + 2,
        _ => 1,
    }
}

/// `fmt::Write` into a byte buffer, refusing what does not fit; the
/// second field is how much was written.
struct SliceWriter<'a>(&'a mut [u8], usize);

impl fmt::Write for SliceWriter<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.1 + s.len();
        let to = self.0.get_mut(self.1..end).ok_or(fmt::Error)?;
        to.copy_from_slice(s.as_bytes());
        self.1 = end;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `push_escaped` must give, character by character.
    fn escaped_char_by_char(s: &str) -> String {
        s.chars()
            .map(|c| match c {
                '&' => "&amp;".to_string(),
                '<' => "&lt;".to_string(),
                '>' => "&gt;".to_string(),
                '"' => "&quot;".to_string(),
                '\'' => "&#39;".to_string(),
                c if !c.is_ascii() => format!("&#{};", u32::from(c)),
                c => c.to_string(),
            })
            .collect()
    }

    #[test]
    fn escaping_is_that_of_each_character() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let pieces = [
            "a", "Z", " ", "\n", "&", "<", ">", "\"", "'", "é", "—", "€", "𝄞", "&amp;", "", ";", "#",
        ];
        let mut cases: Vec<String> = vec![String::new(), "&".into(), "é".into(), "plain text".into()];
        for _ in 0..5000 {
            let n = (next() % 12) as usize;
            cases.push(
                (0..n)
                    .map(|_| pieces[(next() % pieces.len() as u64) as usize])
                    .collect(),
            );
        }
        for s in &cases {
            let mut out = String::from("kept ");
            push_escaped(&mut out, s);
            assert_eq!(out, format!("kept {}", escaped_char_by_char(s)), "{s:?}");
            assert!(out.is_ascii());
        }
    }

    /// The page as a browser reads its text: `<wbr>` tags gone and every
    /// run of white space one space.
    fn as_read(html: &str) -> String {
        html.replace("<wbr\n>", "")
            .split_ascii_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn escaped_text_in_any_shape_comes_out_short_and_reads_the_same() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let pieces = [
            "word ",
            "a",
            "longerword",
            " ",
            "\n",
            "é",
            ";",
            "&",
            "<",
            "\"",
            "x".repeat(30).leak(),
            "abcdefghij",
        ];
        for _ in 0..3000 {
            let n = (next() % 40) as usize;
            let text: String = (0..n)
                .map(|_| pieces[(next() % pieces.len() as u64) as usize])
                .collect();
            let page = format!("<p style=\"margin:0;\">\n{}</p>\n", escape_html(&text));
            let out = seven_bit_html(&page);
            assert!(out.is_ascii());
            assert!(out.lines().all(|l| l.len() <= HTML_LINE), "{out}");
            assert_eq!(as_read(&out), as_read(&page), "{page}");
            // No `<wbr>` inside a character reference.
            for (at, _) in out.match_indices("<wbr\n>") {
                let before = &out[..at];
                if let Some(amp) = before.rfind('&') {
                    assert!(before[amp..].contains(';'), "{out}");
                }
            }
            assert_eq!(seven_bit_html(&out), out, "a second pass changes nothing");
        }
    }
}
