//! A tiny template renderer and the frame of every referee mail.
//!
//! Syntax: `{{name}}` is replaced by the value of `name`, HTML-escaped when
//! rendering HTML; `{{{name}}}` is replaced by the raw value. Names are
//! ASCII letters, digits and `_`, spaces around them are allowed. Values
//! are inserted once and never scanned again, so text from players cannot
//! inject placeholders. Invariant: no I/O; the frame templates are compiled
//! in with `include_str!`.

use std::fmt;

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
/// text are copied whole.
pub(crate) fn push_escaped(out: &mut String, s: &str) {
    let mut start = 0;
    for (i, b) in s.bytes().enumerate() {
        let rep = match b {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&#39;",
            _ => continue,
        };
        out.push_str(&s[start..i]);
        out.push_str(rep);
        start = i + 1;
    }
    out.push_str(&s[start..]);
}

/// Fill the placeholders of `template` from `vars` (the first pair with a
/// name wins). With `html`, `{{name}}` values are escaped; `{{{name}}}`
/// values never are. Unused variables are fine; a placeholder naming a
/// variable not in `vars` is an error.
pub fn render(template: &str, vars: &[(&str, &str)], html: bool) -> Result<String, TemplateError> {
    let mut out = String::with_capacity(template.len() + 256);
    let mut rest = template;
    let line_of = |rest: &str| {
        template[..template.len() - rest.len()]
            .matches('\n')
            .count()
            + 1
    };
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let at = &rest[start..];
        let (raw, open, close) = if at.starts_with("{{{") {
            (true, 3, "}}}")
        } else {
            (false, 2, "}}")
        };
        let inner = &at[open..];
        let Some(end) = inner.find(close) else {
            return Err(TemplateError(format!(
                "line {}: '{}' is never closed",
                line_of(at),
                &at[..open]
            )));
        };
        let name = inner[..end].trim();
        let valid =
            !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
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
            push_escaped(&mut out, value);
        } else {
            out.push_str(value);
        }
        rest = &inner[end + close.len()..];
    }
    out.push_str(rest);
    Ok(out)
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

/// Strip trailing spaces (except the `-- ` separator), keep at most one
/// blank line in a row, none at the start, and end with one newline.
fn tidy_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut blank_run = true;
    for line in s.lines() {
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
            let lines: Vec<String> = para.iter().map(|l| escape_html(l)).collect();
            out.push_str("<p style=\"margin:0 0 12px 0;\">");
            out.push_str(&lines.join("<br>\n"));
            out.push_str("</p>\n");
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
    let width = rows
        .iter()
        .map(|(l, _)| l.chars().count())
        .max()
        .unwrap_or(0)
        + colon.len()
        + 2;
    let mut out = String::new();
    for (label, value) in rows {
        let head = format!("{label}{colon}");
        let pad = width.saturating_sub(head.chars().count());
        out.push_str(&head);
        let mut lines = value.lines();
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
        let value: Vec<String> = value.lines().map(escape_html).collect();
        out.push_str(&format!(
            "<tr><td style=\"padding:2px 12px 2px 0;vertical-align:top;color:#555555;\
             white-space:nowrap;\">{}</td><td style=\"padding:2px 0;vertical-align:top;\">{}</td></tr>\n",
            escape_html(label),
            value.join("<br>")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tidy_collapses_blank_runs_and_keeps_signature() {
        assert_eq!(
            tidy_text("\n\na  \n\n\n\nb\n-- \nc\n\n\n"),
            "a\n\nb\n-- \nc\n"
        );
    }
}
