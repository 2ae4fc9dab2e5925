//! A tiny template renderer and the frame of every referee mail.
//!
//! Syntax: `{{name}}` is replaced by the value of `name`, HTML-escaped when
//! rendering HTML; `{{{name}}}` is replaced by the raw value. Names are
//! ASCII letters, digits and `_`, spaces around them are allowed. Values
//! are inserted once and never scanned again, so text from players cannot
//! inject placeholders. Invariant: no I/O; the frame templates are compiled
//! in with `include_str!`.

use std::fmt;
use std::fmt::Write as _;

use super::Lang;

/// A template that cannot be rendered: unknown variable, unclosed or
/// malformed placeholder. The message names the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TemplateError(pub String);

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "template error: {}", self.0)
    }
}

impl std::error::Error for TemplateError {}

/// Escape `&`, `<`, `>`, `"` and `'` for HTML text and attribute values.
pub fn escape_html(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 8);
    push_escaped(&mut out, s);
    out
}

/// Append `s` to `out`, escaped as [`escape_html`] does; runs of ordinary
/// text are copied whole. Characters outside ASCII are written as numeric
/// references (`&#233;`), so that the HTML of a mail is plain ASCII and
/// needs no transfer encoding.
pub(crate) fn push_escaped(out: &mut String, s: &str) {
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
        out.push_str(&s[start..i]);
        let rep = match b[i] {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&#39;",
            _ => {
                // `i` is at the first byte of a character: everything
                // before it was ASCII or a whole character.
                let ch = s[i..].chars().next().unwrap_or('\u{fffd}');
                let _ = write!(out, "&#{};", u32::from(ch));
                i += ch.len_utf8();
                start = i;
                continue;
            }
        };
        out.push_str(rep);
        i += 1;
        start = i;
    }
    out.push_str(&s[start..]);
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

/// The longest line the HTML writers aim for: a mail part goes out without
/// transfer encoding only when every line is shorter than 76 bytes.
pub const HTML_LINE: usize = 72;

/// [`escape_html`] for text between tags (never inside an attribute
/// value), with lines broken at spaces as [`push_escaped_wrapped`] does.
pub fn escape_html_wrapped(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 8);
    push_escaped_wrapped(&mut out, s);
    out
}

/// [`push_escaped`] for text between tags (never inside an attribute
/// value): a space becomes a line break where the line would pass
/// [`HTML_LINE`] bytes. White space is all one in HTML text, so the page
/// reads the same.
pub(crate) fn push_escaped_wrapped(out: &mut String, s: &str) {
    let from = out.len();
    push_escaped(out, s);
    wrap_from(out, from);
}

/// Break the lines of `out[from..]` (escaped text, so no tag or attribute
/// in it) so that no line passes [`HTML_LINE`] bytes: at the last space
/// when the line has one, else (a long word, such as a position or a list
/// of rule switches) by a `<wbr>` whose line break falls inside the tag,
/// never inside a character reference. `<wbr>` also lets a narrow screen
/// wrap the word there.
pub(crate) fn wrap_from(out: &mut String, from: usize) {
    let line_start = out[..from].rfind('\n').map_or(0, |p| p + 1);
    if out.len() - line_start < HTML_LINE - 4 {
        return;
    }
    let tail = out.split_off(from);
    let mut buf = std::mem::take(out).into_bytes();
    buf.reserve(tail.len() + tail.len() / 16);
    let mut col = from - line_start;
    let mut space: Option<usize> = None;
    let mut in_reference = false;
    // Room for the `<wbr` that may end the line.
    let limit = HTML_LINE - 4;
    let t = tail.as_bytes();
    let mut i = 0;
    while i < t.len() {
        // A run of bytes that change nothing below, up to where the line
        // reaches the limit, is copied whole.
        if col < limit {
            let end = (i + (limit - col)).min(t.len());
            let run = t[i..end]
                .iter()
                .position(|&c| WRAP_SPECIAL[usize::from(c)])
                .unwrap_or(end - i);
            if run > 0 {
                buf.extend_from_slice(&t[i..i + run]);
                col += run;
                i += run;
                continue;
            }
        }
        let c = t[i];
        i += 1;
        if c == b'\n' {
            buf.push(c);
            col = 0;
            space = None;
            continue;
        }
        if col >= limit {
            if let Some(at) = space.take() {
                buf[at] = b'\n';
                col = buf.len() - at - 1;
            } else if !in_reference {
                buf.extend_from_slice(b"<wbr\n>");
                col = 1;
            }
        }
        match c {
            b' ' => space = Some(buf.len()),
            b'&' => in_reference = true,
            b';' => in_reference = false,
            _ => {}
        }
        buf.push(c);
        col += 1;
    }
    // Only ASCII was added or replaced.
    *out = String::from_utf8(buf).unwrap_or_default();
}

/// The bytes [`wrap_from`] looks at one by one.
const WRAP_SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    t[b'\n' as usize] = true;
    t[b' ' as usize] = true;
    t[b'&' as usize] = true;
    t[b';' as usize] = true;
    t
};

/// Fill the placeholders of `template` from `vars` (the first pair with a
/// name wins). With `html`, `{{name}}` values are escaped; `{{{name}}}`
/// values never are. Unused variables are fine; a placeholder naming a
/// variable not in `vars` is an error.
pub fn render(template: &str, vars: &[(&str, &str)], html: bool) -> Result<String, TemplateError> {
    // Room for every value once (a board is most of a mail), and some
    // escaping: the page is then written without growing.
    let values: usize = vars.iter().map(|(_, v)| v.len()).sum();
    let mut out = String::with_capacity(template.len() + values + values / 16 + 256);
    let mut rest = template;
    let line_of = |rest: &str| template[..template.len() - rest.len()].matches('\n').count() + 1;
    while let Some(start) = find_pair(rest, b'{') {
        out.push_str(&rest[..start]);
        let at = &rest[start..];
        let (raw, open, close) = if at.starts_with("{{{") {
            (true, 3, "}}}")
        } else {
            (false, 2, "}}")
        };
        let inner = &at[open..];
        let end = if raw { inner.find(close) } else { find_pair(inner, b'}') };
        let Some(end) = end else {
            return Err(TemplateError(format!(
                "line {}: '{}' is never closed",
                line_of(at),
                &at[..open]
            )));
        };
        let name = inner[..end].trim();
        let valid = !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        if !valid {
            return Err(TemplateError(format!(
                "line {}: '{}' is not a variable name",
                line_of(at),
                &inner[..end]
            )));
        }
        let Some((_, value)) = vars.iter().find(|(n, _)| *n == name) else {
            return Err(TemplateError(format!(
                "line {}: unknown variable '{name}'",
                line_of(at)
            )));
        };
        if html && !raw {
            push_escaped_wrapped(&mut out, value);
        } else {
            out.push_str(value);
        }
        rest = &inner[end + close.len()..];
    }
    out.push_str(rest);
    Ok(out)
}

/// The first place where `c` appears twice in a row in `s`: `{{` or `}}`,
/// found with `memchr` (a `str::find` builds a substring searcher at every
/// call, which cost more than the search on these short templates).
fn find_pair(s: &str, c: u8) -> Option<usize> {
    let b = s.as_bytes();
    memchr::memchr_iter(c, b).find(|&i| b.get(i + 1) == Some(&c))
}

const FRAME_EN_TXT: &str = include_str!("../../templates/en/frame.txt");
const FRAME_EN_HTML: &str = include_str!("../../templates/en/frame.html");
const FRAME_FR_TXT: &str = include_str!("../../templates/fr/frame.txt");
const FRAME_FR_HTML: &str = include_str!("../../templates/fr/frame.html");

/// Lay out a referee mail body in `lang`, as text or as a whole HTML
/// document. Variables (all required):
///
/// - `title`: one line (escaped in HTML);
/// - `intro`: the message, paragraphs (text; in HTML pre-rendered, e.g.
///   with [`paragraphs_html`]);
/// - `board`: [`board_text`](super::board_text) or
///   [`board_html`](super::board_html) output, or empty;
/// - `facts`: [`facts_text`] or [`facts_html`] output, or empty;
/// - `footer`: last lines, e.g. the `Log-Head:` line (text; in HTML
///   pre-rendered, e.g. with [`escape_html`]). In text it follows the
///   `-- ` signature separator, so clients leave it out of replies.
///
/// The text form has no runs of blank lines and ends with one newline.
pub fn frame(lang: Lang, html: bool, vars: &[(&str, &str)]) -> Result<String, TemplateError> {
    let template = match (lang, html) {
        (Lang::En, false) => FRAME_EN_TXT,
        (Lang::En, true) => FRAME_EN_HTML,
        (Lang::Fr, false) => FRAME_FR_TXT,
        (Lang::Fr, true) => FRAME_FR_HTML,
    };
    let out = render(template, vars, html)?;
    Ok(if html { out } else { tidy_text(&out) })
}

/// The lines of `s` exactly as [`str::lines`] gives them (split at `\n`,
/// one `\r` before a `\n` dropped, no empty last line), found with `memchr`:
/// `str::lines` searches each line end anew, which on a mail's short lines
/// cost more than the search itself.
pub(crate) fn lines(s: &str) -> impl Iterator<Item = &str> {
    let mut start = 0;
    let mut ends = memchr::memchr_iter(b'\n', s.as_bytes());
    std::iter::from_fn(move || match ends.next() {
        Some(end) => {
            let line = &s[start..end];
            start = end + 1;
            Some(line.strip_suffix('\r').unwrap_or(line))
        }
        None if start < s.len() => {
            let line = &s[start..];
            start = s.len();
            Some(line)
        }
        None => None,
    })
}

/// Strip trailing spaces (except the `-- ` separator), keep at most one
/// blank line in a row, none at the start, and end with one newline.
fn tidy_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut blank_run = true;
    for line in lines(s) {
        let line = if line == "-- " { line } else { line.trim_end() };
        if line.is_empty() {
            if !blank_run {
                out.push('\n');
            }
            blank_run = true;
        } else {
            out.push_str(line);
            out.push('\n');
            blank_run = false;
        }
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    out
}

/// Plain text as HTML paragraphs: blank lines separate paragraphs, single
/// line breaks become `<br>`; everything is escaped.
pub fn paragraphs_html(text: &str) -> String {
    let text = text.replace("\r\n", "\n");
    let mut out = String::new();
    let mut para: Vec<&str> = Vec::new();
    let flush = |para: &mut Vec<&str>, out: &mut String| {
        if !para.is_empty() {
            out.push_str("<p style=\"margin:0 0 12px 0;\">\n");
            for (i, line) in para.iter().enumerate() {
                if i > 0 {
                    out.push_str("\n<br>");
                }
                push_escaped_wrapped(out, line);
            }
            out.push_str("\n</p>\n");
            para.clear();
        }
    };
    for line in text.split('\n') {
        if line.trim().is_empty() {
            flush(&mut para, &mut out);
        } else {
            para.push(line.trim_end());
        }
    }
    flush(&mut para, &mut out);
    out
}

/// Label and value rows as aligned text lines (`Game:  lattaque-7`; in
/// French `Partie :  ...`). Labels are given without the colon; a value's
/// further lines are indented under its first.
pub fn facts_text(lang: Lang, rows: &[(&str, &str)]) -> String {
    let colon = if lang == Lang::Fr { " :" } else { ":" };
    let width = rows.iter().map(|(l, _)| l.chars().count()).max().unwrap_or(0) + colon.len() + 2;
    let mut out = String::new();
    for (label, value) in rows {
        let head = format!("{label}{colon}");
        let pad = width.saturating_sub(head.chars().count());
        out.push_str(&head);
        let mut lines = lines(value);
        if let Some(first) = lines.next() {
            out.push_str(&" ".repeat(pad));
            out.push_str(first.trim_end());
        }
        out.push('\n');
        for more in lines {
            out.push_str(&" ".repeat(width));
            out.push_str(more.trim_end());
            out.push('\n');
        }
    }
    out
}

/// Label and value rows as HTML `<tr>` rows for the frame's facts table;
/// everything is escaped, line breaks in values become `<br>`.
pub fn facts_html(rows: &[(&str, &str)]) -> String {
    let mut out = String::new();
    for (label, value) in rows {
        out.push_str(
            "<tr><td style=\"padding:2px 12px 2px 0;vertical-align:top;\n\
             color:#555555;white-space:nowrap;\">",
        );
        push_escaped(&mut out, label);
        out.push_str("</td>\n<td style=\"padding:2px 0;vertical-align:top;\">\n");
        for (i, line) in lines(value).enumerate() {
            if i > 0 {
                out.push_str("\n<br>");
            }
            push_escaped_wrapped(&mut out, line);
        }
        out.push_str("\n</td></tr>\n");
    }
    out
}

/// The same HTML, written so that it needs no transfer encoding: every
/// character outside ASCII as a numeric reference (`&#233;`), and lines
/// broken before they reach [`HTML_LINE`] bytes, at a space outside
/// attribute values and `<pre>`, or after a `;` inside a `style` attribute
/// (white space between CSS declarations). A browser reads the same page,
/// but the part goes out as 7bit instead of quoted-printable: nothing to
/// encode, and no `=3D` for every `=` of an attribute. A line that cannot
/// be broken (a word longer than the limit) is left as it is, and the part
/// falls back to quoted-printable.
pub fn seven_bit_html(html: &str) -> String {
    let b = html.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len() + b.len() / 32 + 16);
    // Where the current line starts in `out`, and the last place on it
    // where it may be broken.
    let mut line_start = 0;
    let mut brk: Option<Break> = None;
    let mut in_tag = false;
    let mut quote: Option<u8> = None;
    let mut in_style = false;
    let mut in_pre = false;
    let mut i = 0;
    while i < b.len() {
        // Copy a run of bytes that need no attention at once.
        let run = b[i..]
            .iter()
            .position(|&c| HTML_SPECIAL[usize::from(c)])
            .unwrap_or(b.len() - i);
        if run > 0 {
            out.extend_from_slice(&b[i..i + run]);
            i += run;
            if out.len() - line_start >= HTML_LINE {
                break_line(&mut out, &mut line_start, &mut brk);
            }
            continue;
        }
        let c = b[i];
        match c {
            b'\n' => {
                out.push(b'\n');
                line_start = out.len();
                brk = None;
                i += 1;
                continue;
            }
            b'<' if !in_tag => {
                in_tag = true;
                let rest = &b[i + 1..];
                let is = |name: &[u8]| rest.len() >= name.len() && rest[..name.len()].eq_ignore_ascii_case(name);
                if is(b"pre") {
                    in_pre = true;
                } else if is(b"/pre") {
                    in_pre = false;
                }
            }
            b'>' if in_tag && quote.is_none() => in_tag = false,
            b'"' | b'\'' if in_tag => match quote {
                None => {
                    quote = Some(c);
                    let before = &b[..i];
                    in_style = before.len() >= 6 && before[before.len() - 6..].eq_ignore_ascii_case(b"style=");
                }
                Some(q) if q == c => {
                    quote = None;
                    in_style = false;
                }
                Some(_) => {}
            },
            b' ' if quote.is_none() && !in_pre => brk = Some(Break::Replace(out.len())),
            b';' if in_style => brk = Some(Break::Insert(out.len() + 1)),
            _ => {}
        }
        if c.is_ascii() {
            out.push(c);
            i += 1;
        } else {
            // A whole character: `i` is at its first byte (the runs above
            // stop only at ASCII bytes or at a leading byte).
            let ch = html[i..].chars().next().unwrap_or('\u{fffd}');
            let _ = write!(ByteWriter(&mut out), "&#{};", u32::from(ch));
            i += ch.len_utf8();
        }
        if out.len() - line_start >= HTML_LINE {
            break_line(&mut out, &mut line_start, &mut brk);
        }
    }
    // Only ASCII was written.
    String::from_utf8(out).unwrap_or_default()
}

/// Where a line of [`seven_bit_html`] may be broken: a space to replace
/// with a line feed, or a place to insert one.
#[derive(Clone, Copy)]
enum Break {
    Replace(usize),
    Insert(usize),
}

fn break_line(out: &mut Vec<u8>, line_start: &mut usize, brk: &mut Option<Break>) {
    match brk.take() {
        Some(Break::Replace(at)) => {
            out[at] = b'\n';
            *line_start = at + 1;
        }
        Some(Break::Insert(at)) if at <= out.len() => {
            out.insert(at, b'\n');
            *line_start = at + 1;
        }
        _ => {}
    }
}

/// The bytes [`seven_bit_html`] looks at one by one; all others are copied
/// in runs.
static HTML_SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = i >= 128 || matches!(i as u8, b'\n' | b'<' | b'>' | b'"' | b'\'' | b' ' | b';');
        i += 1;
    }
    t
};

/// `fmt::Write` into a byte vector.
struct ByteWriter<'a>(&'a mut Vec<u8>);

impl fmt::Write for ByteWriter<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
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

    /// [`wrap_from`] as it was before it copied runs whole.
    fn wrap_from_byte_by_byte(out: &mut String, from: usize) {
        let line_start = out[..from].rfind('\n').map_or(0, |p| p + 1);
        if out.len() - line_start < HTML_LINE - 4 {
            return;
        }
        let tail = out.split_off(from);
        let mut buf = std::mem::take(out).into_bytes();
        buf.reserve(tail.len() + tail.len() / 16);
        let mut col = from - line_start;
        let mut space: Option<usize> = None;
        let mut in_reference = false;
        // Room for the `<wbr` that may end the line.
        let limit = HTML_LINE - 4;
        for &c in tail.as_bytes() {
            if c == b'\n' {
                buf.push(c);
                col = 0;
                space = None;
                continue;
            }
            if col >= limit {
                if let Some(at) = space.take() {
                    buf[at] = b'\n';
                    col = buf.len() - at - 1;
                } else if !in_reference {
                    buf.extend_from_slice(b"<wbr\n>");
                    col = 1;
                }
            }
            match c {
                b' ' => space = Some(buf.len()),
                b'&' => in_reference = true,
                b';' => in_reference = false,
                _ => {}
            }
            buf.push(c);
            col += 1;
        }
        // Only ASCII was added or replaced.
        *out = String::from_utf8(buf).unwrap_or_default();
    }

    #[test]
    fn wrapping_is_that_of_the_byte_by_byte_loop() {
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
            "  ",
            "\n",
            "&amp;",
            "&#233;",
            ";",
            "&",
            "x".repeat(30).leak(),
            "<b>",
            "abcdefghij",
        ];
        let mut cases: Vec<(String, String)> = vec![(String::new(), String::new()), ("p\n".into(), "x".repeat(200))];
        for _ in 0..5000 {
            let mut make = |max: u64| -> String {
                let n = (next() % max) as usize;
                (0..n)
                    .map(|_| pieces[(next() % pieces.len() as u64) as usize])
                    .collect()
            };
            cases.push((make(8), make(40)));
        }
        for (before, text) in &cases {
            let mut ours = format!("{before}{text}");
            let mut theirs = ours.clone();
            wrap_from(&mut ours, before.len());
            wrap_from_byte_by_byte(&mut theirs, before.len());
            assert_eq!(ours, theirs, "{before:?} {text:?}");
        }
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

    #[test]
    fn lines_are_those_of_str_lines() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let pieces = ["\n", "\r", "\r\n", "a", " ", "é", "--", "\n\n", ""];
        let mut cases: Vec<String> = vec![
            String::new(),
            "\n".into(),
            "\r".into(),
            "x\r".into(),
            "x\r\n".into(),
            "\n\nx".into(),
        ];
        for _ in 0..5000 {
            let n = (next() % 9) as usize;
            cases.push(
                (0..n)
                    .map(|_| pieces[(next() % pieces.len() as u64) as usize])
                    .collect(),
            );
        }
        for s in &cases {
            assert_eq!(lines(s).collect::<Vec<_>>(), s.lines().collect::<Vec<_>>(), "{s:?}");
        }
    }

    #[test]
    fn tidy_collapses_blank_runs_and_keeps_signature() {
        assert_eq!(tidy_text("\n\na  \n\n\n\nb\n-- \nc\n\n\n"), "a\n\nb\n-- \nc\n");
    }
}
