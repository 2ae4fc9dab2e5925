//! HTML to plain text, for messages that carry no text/plain part.
//!
//! A small tolerant tokenizer, not a full HTML parser: block elements and
//! `<br>` become line breaks, entities are decoded, scripts and styles are
//! dropped, and quoted material is removed: the content of `<blockquote>`,
//! Gmail's `div.gmail_quote`, Thunderbird's `div.moz-cite-prefix`, Yahoo's
//! `div.yahoo_quoted`, and everything from Outlook's `#appendonsend` or
//! `#divRplyFwdMsg` marker to the end. Never panics on any input.

/// Elements whose content is never text.
const DROPPED: &[&str] = &["script", "style", "title", "template", "noscript", "xml"];

/// Elements that start and end a line.
const BLOCKS: &[&str] = &[
    "p",
    "div",
    "tr",
    "li",
    "ul",
    "ol",
    "dl",
    "dd",
    "dt",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "table",
    "pre",
    "hr",
    "section",
    "article",
    "header",
    "footer",
    "address",
    "center",
    "form",
    "fieldset",
    "body",
    "html",
    "blockquote",
    "tbody",
    "thead",
];

/// Class names that mark quoted material.
const QUOTE_CLASSES: &[&str] = &[
    "gmail_quote",
    "gmail_quote_container",
    "moz-cite-prefix",
    "yahoo_quoted",
];

/// Ids after which everything is the quoted original (Outlook).
const STOP_IDS: &[&str] = &["appendonsend", "divrplyfwdmsg", "olk_src_body_section"];

/// Converts an HTML document to text with LF line ends.
pub(super) fn html_to_text(html: &str) -> String {
    let mut walk = Walk::default();
    let mut rest = html;
    while !rest.is_empty() {
        let Some(pos) = rest.find('<') else {
            walk.text(rest);
            break;
        };
        walk.text(&rest[..pos]);
        rest = match next_markup(&rest[pos..]) {
            Markup::Skipped(after) => after,
            Markup::LoneLt(after) => {
                walk.text("<");
                after
            }
            Markup::Tag(tag, after) => match walk.tag(&tag, after) {
                Some(after) => after,
                None => break,
            },
            Markup::End => break,
        };
    }
    tidy(&walk.out)
}

/// What follows a `<` in the document.
enum Markup<'a> {
    /// A comment, doctype or processing instruction, passed over.
    Skipped(&'a str),
    /// A `<` that opens no tag: text.
    LoneLt(&'a str),
    /// A start or end tag, and the document after it.
    Tag(Tag<'a>, &'a str),
    /// Unterminated markup: the document is cut here.
    End,
}

/// A start or end tag.
struct Tag<'a> {
    name: String,
    attrs: &'a str,
    closing: bool,
    self_closing: bool,
}

/// Reads the markup at the start of `rest`, which begins with `<`.
fn next_markup(rest: &str) -> Markup<'_> {
    if let Some(after) = rest.strip_prefix("<!--") {
        return match after.find("-->") {
            Some(e) => Markup::Skipped(&after[e + 3..]),
            None => Markup::End,
        };
    }
    if rest.starts_with("<!") || rest.starts_with("<?") {
        return match rest.find('>') {
            Some(e) => Markup::Skipped(&rest[e + 1..]),
            None => Markup::End,
        };
    }
    let after = &rest[1..];
    let closing = after.starts_with('/');
    let name_src = if closing { &after[1..] } else { after };
    let name_len = name_src
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b':' || *b == b'-')
        .count();
    if name_len == 0 || !name_src.as_bytes()[0].is_ascii_alphabetic() {
        return Markup::LoneLt(&rest[1..]);
    }
    let attrs_src = &name_src[name_len..];
    let Some(end) = tag_end(attrs_src) else {
        return Markup::End;
    };
    let attrs = &attrs_src[..end];
    let tag = Tag {
        name: name_src[..name_len].to_ascii_lowercase(),
        attrs,
        closing,
        self_closing: attrs.trim_end().ends_with('/'),
    };
    Markup::Tag(tag, &attrs_src[end + 1..])
}

/// The text written so far and the state of the walk through the tags.
#[derive(Default)]
struct Walk {
    out: String,
    /// While Some: dropping content until the element named here closes.
    skip: Option<(String, usize)>,
    /// How many `<pre>` elements are open.
    pre: usize,
}

impl Walk {
    /// Text between tags, kept unless inside quoted material.
    fn text(&mut self, text: &str) {
        if self.skip.is_none() {
            push_text(&mut self.out, text, self.pre > 0);
        }
    }

    /// Takes a tag in; returns where to read on, or None where the rest of
    /// the document is quoted (an Outlook marker).
    fn tag<'a>(&mut self, tag: &Tag<'_>, rest: &'a str) -> Option<&'a str> {
        if let Some((skip_name, depth)) = self.skip.as_mut() {
            if *skip_name == tag.name {
                if tag.closing {
                    *depth -= 1;
                    if *depth == 0 {
                        self.skip = None;
                    }
                } else if !tag.self_closing {
                    *depth += 1;
                }
            }
            return Some(rest);
        }
        if !tag.closing {
            if attr(tag.attrs, "id").is_some_and(|id| STOP_IDS.contains(&id.to_ascii_lowercase().as_str())) {
                return None;
            }
            if DROPPED.contains(&tag.name.as_str()) && !tag.self_closing {
                return Some(after_end_tag(rest, &tag.name));
            }
            let quoted_class =
                attr(tag.attrs, "class").is_some_and(|c| c.split_whitespace().any(|cl| QUOTE_CLASSES.contains(&cl)));
            if (tag.name == "blockquote" || quoted_class) && !tag.self_closing {
                ensure_line_start(&mut self.out);
                self.skip = Some((tag.name.clone(), 1));
                return Some(rest);
            }
        }
        match tag.name.as_str() {
            "br" => self.out.push('\n'),
            "pre" => {
                ensure_line_start(&mut self.out);
                if tag.closing {
                    self.pre = self.pre.saturating_sub(1);
                } else if !tag.self_closing {
                    self.pre += 1;
                }
            }
            "td" | "th" if tag.closing => self.out.push(' '),
            n if BLOCKS.contains(&n) => ensure_line_start(&mut self.out),
            _ => {}
        }
        Some(rest)
    }
}

/// The document after the end tag of a raw-text element (which may be
/// missing: then nothing is left).
fn after_end_tag<'a>(rest: &'a str, name: &str) -> &'a str {
    let close = format!("</{name}");
    match find_ascii_ci(rest, &close) {
        Some(p) => match rest[p..].find('>') {
            Some(e) => &rest[p + e + 1..],
            None => "",
        },
        None => "",
    }
}

/// Byte index of the first case-insensitive match of an ASCII `needle`.
fn find_ascii_ci(hay: &str, needle: &str) -> Option<usize> {
    let (h, n) = (hay.as_bytes(), needle.as_bytes());
    if n.is_empty() || h.len() < n.len() {
        return None;
    }
    (0..=h.len() - n.len()).find(|&i| h[i..i + n.len()].eq_ignore_ascii_case(n))
}

/// Starts a new line unless the output is already at the start of one (as a
/// browser does between block elements; only `<br>` makes empty lines).
fn ensure_line_start(out: &mut String) {
    let trimmed = out.trim_end_matches([' ', '\t']);
    if !trimmed.is_empty() && !trimmed.ends_with('\n') {
        out.push('\n');
    }
}

/// Index of the `>` closing a tag, skipping quoted attribute values.
fn tag_end(s: &str) -> Option<usize> {
    let mut quote: Option<u8> = None;
    for (i, b) in s.bytes().enumerate() {
        match quote {
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None if b == b'"' || b == b'\'' => quote = Some(b),
            None if b == b'>' => return Some(i),
            None => {}
        }
    }
    None
}

/// The value of attribute `name` in a tag's attribute text.
fn attr<'a>(attrs: &'a str, name: &str) -> Option<&'a str> {
    let bytes = attrs.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        // skip separators
        while i < bytes.len() && (bytes[i].is_ascii_whitespace() || bytes[i] == b'/') {
            i += 1;
        }
        let start = i;
        while i < bytes.len() && !bytes[i].is_ascii_whitespace() && bytes[i] != b'=' && bytes[i] != b'/' {
            i += 1;
        }
        let key = attrs.get(start..i)?;
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        let mut value = "";
        if i < bytes.len() && bytes[i] == b'=' {
            i += 1;
            while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            if i < bytes.len() && (bytes[i] == b'"' || bytes[i] == b'\'') {
                let q = bytes[i];
                let vstart = i + 1;
                i = vstart;
                while i < bytes.len() && bytes[i] != q {
                    i += 1;
                }
                value = attrs.get(vstart..i)?;
                i += 1;
            } else {
                let vstart = i;
                while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
                    i += 1;
                }
                value = attrs.get(vstart..i)?;
            }
        }
        if key.eq_ignore_ascii_case(name) {
            return Some(value);
        }
        if i == start {
            i += 1; // no progress: skip a stray byte
        }
    }
    None
}

/// Appends a text node: whitespace collapsed (outside `<pre>`), entities decoded.
fn push_text(out: &mut String, text: &str, pre: bool) {
    if text.is_empty() {
        return;
    }
    let collapsed = if pre {
        text.to_string()
    } else {
        let mut s = String::with_capacity(text.len());
        let mut in_ws = false;
        for c in text.chars() {
            if c.is_ascii_whitespace() {
                if !in_ws {
                    s.push(' ');
                }
                in_ws = true;
            } else {
                s.push(c);
                in_ws = false;
            }
        }
        s
    };
    out.push_str(&decode_entities(&collapsed).replace('\u{a0}', " "));
}

/// Decodes HTML character references; unknown ones are kept as written.
pub(super) fn decode_entities(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(pos) = rest.find('&') {
        out.push_str(&rest[..pos]);
        rest = &rest[pos..];
        let semi = rest.char_indices().take(34).find(|&(_, c)| c == ';').map(|(i, _)| i);
        let decoded = semi.and_then(|end| entity(&rest[1..end]).map(|c| (c, end)));
        match decoded {
            Some((c, end)) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

fn entity(name: &str) -> Option<char> {
    if let Some(num) = name.strip_prefix('#') {
        let code = if let Some(hex) = num.strip_prefix('x').or_else(|| num.strip_prefix('X')) {
            u32::from_str_radix(hex, 16).ok()?
        } else {
            num.parse::<u32>().ok()?
        };
        return match code {
            0 => None,
            // Windows-1252 code points written as numeric references.
            0x80..=0x9f => Some(cp1252_c1(code)),
            _ => char::from_u32(code),
        };
    }
    Some(match name {
        "nbsp" => ' ',
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        "eacute" => 'é',
        "Eacute" => 'É',
        "egrave" => 'è',
        "Egrave" => 'È',
        "ecirc" => 'ê',
        "euml" => 'ë',
        "agrave" => 'à',
        "Agrave" => 'À',
        "acirc" => 'â',
        "auml" => 'ä',
        "Auml" => 'Ä',
        "ccedil" => 'ç',
        "Ccedil" => 'Ç',
        "icirc" => 'î',
        "iuml" => 'ï',
        "ocirc" => 'ô',
        "ouml" => 'ö',
        "Ouml" => 'Ö',
        "ugrave" => 'ù',
        "ucirc" => 'û',
        "uuml" => 'ü',
        "Uuml" => 'Ü',
        "szlig" => 'ß',
        "oelig" => 'œ',
        "laquo" => '«',
        "raquo" => '»',
        "rsquo" => '\u{2019}',
        "lsquo" => '\u{2018}',
        "rdquo" => '\u{201d}',
        "ldquo" => '\u{201c}',
        "ndash" => '\u{2013}',
        "mdash" => '\u{2014}',
        "hellip" => '\u{2026}',
        "euro" => '€',
        "copy" => '©',
        "reg" => '®',
        "trade" => '\u{2122}',
        "middot" => '·',
        "bull" => '\u{2022}',
        "times" => '×',
        "zwnj" => '\u{200c}',
        "zwj" => '\u{200d}',
        _ => return None,
    })
}

fn cp1252_c1(code: u32) -> char {
    const MAP: [u32; 32] = [
        0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
        0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
        0x0153, 0x9d, 0x017e, 0x0178,
    ];
    let idx = code.saturating_sub(0x80) as usize;
    MAP.get(idx).and_then(|&c| char::from_u32(c)).unwrap_or('\u{fffd}')
}

/// Trims each line, keeps at most one empty line in a row, and trims the ends.
fn tidy(s: &str) -> String {
    let mut lines: Vec<&str> = Vec::new();
    let mut blank = false;
    for line in s.split('\n') {
        let t = line.trim_matches(|c: char| c == ' ' || c == '\t' || c == '\r');
        if t.is_empty() {
            if !lines.is_empty() && !blank {
                lines.push("");
            }
            blank = true;
        } else {
            lines.push(t);
            blank = false;
        }
    }
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_breaks_and_entities() {
        let t = html_to_text(
            "<html><head><style>p{color:red}</style></head><body><div dir=\"ltr\">b4-b5<div>DRAW&nbsp;offer</div>x&lt;y &amp; &#233;&#x20AC;<br>z</div></body></html>",
        );
        assert_eq!(t, "b4-b5\nDRAW offer\nx<y & é€\nz");
    }

    #[test]
    fn quotes_are_removed() {
        let t = html_to_text(
            "<div>BOARD</div><div class=\"gmail_quote\"><div>On x wrote:</div><blockquote><div>old</div></blockquote><div>inner</div></div><p>after</p>",
        );
        assert_eq!(t, "BOARD\nafter");
        let t = html_to_text("<p>RESIGN</p><div id=\"appendonsend\"></div><hr><p>From: x</p>");
        assert_eq!(t, "RESIGN");
        let t = html_to_text("<p>a</p><script>if (a<b) { x(\"</p>\") }</script><p>b</p>");
        assert_eq!(t, "a\nb");
    }

    #[test]
    fn broken_html_does_not_panic() {
        for s in [
            "<",
            "<a",
            "<div class=\"",
            "&#xFFFFFFFF;",
            "&#0;",
            "<blockquote>",
            "<!--",
            "é<é>é",
            "&#x110000;",
        ] {
            let _ = html_to_text(s);
        }
        assert_eq!(decode_entities("&unknown; &#150;"), "&unknown; \u{2013}");
    }
}
