//! Body text: line ends, format=flowed (RFC 3676), lenient transfer
//! decoding, the lines the player wrote (not quoted, forwarded or signed
//! off), and the Subject's text for the Subject fallback. Which of the
//! player's lines are commands is the core's question
//! ([`crate::referee::reading`]).

use crate::mail::sanitize;
use crate::referee::reading::{self, Reader};
use std::borrow::Cow;

/// CRLF and lone CR become LF (in one pass over the text, with `memchr`
/// finding the CRs).
pub(super) fn normalize_newlines(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut start = 0;
    for cr in memchr::memchr_iter(b'\r', bytes) {
        out.push_str(&s[start..cr]);
        out.push('\n');
        start = if bytes.get(cr + 1) == Some(&b'\n') {
            cr + 2
        } else {
            cr + 1
        };
    }
    out.push_str(&s[start..]);
    out
}

/// Decodes RFC 3676 format=flowed text (LF line ends): soft breaks (a line
/// ending in a space) are joined with the next line of the same quote depth,
/// space-stuffing is removed, and with `delsp` the trailing space of a flowed
/// line is deleted. The signature separator `-- ` is never flowed. Quoted
/// lines are written back as `> ` prefixes, one `>` per level.
pub(super) fn decode_flowed(text: &str, delsp: bool) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for line in text.split('\n') {
        let depth = line.bytes().take_while(|&b| b == b'>').count();
        let mut content = &line[depth..];
        if let Some(unstuffed) = content.strip_prefix(' ') {
            content = unstuffed;
        }
        let is_sig = content == "-- ";
        let flowed = !is_sig && content.ends_with(' ');
        let piece = if flowed && delsp {
            &content[..content.len() - 1]
        } else {
            content
        };
        match current.as_mut() {
            Some((d, s)) if *d == depth => s.push_str(piece),
            Some(_) => {
                if let Some(prev) = current.take() {
                    out.push(render_quoted(prev));
                }
                current = Some((depth, piece.to_string()));
            }
            None => current = Some((depth, piece.to_string())),
        }
        if !flowed {
            if let Some(done) = current.take() {
                out.push(render_quoted(done));
            }
        }
    }
    if let Some(done) = current.take() {
        out.push(render_quoted(done));
    }
    out.join("\n")
}

fn render_quoted((depth, text): (usize, String)) -> String {
    if depth == 0 {
        return text;
    }
    // `>` once per level, then a space and the text if any (built in one
    // string: a quoted reply has a line like this for every line it quotes).
    let mut out = String::with_capacity(depth + 1 + text.len());
    out.extend(std::iter::repeat_n('>', depth));
    if !text.is_empty() {
        out.push(' ');
        out.push_str(&text);
    }
    out
}

/// Base64 decoded as RFC 2045 asks: characters outside the alphabet (a
/// space, a stray `*`) are ignored and missing padding is tolerated. The
/// data ends at `=` padding, or at a line with no base64 character once it
/// has begun (the blank line or `-- ` above a footer an MTA appended).
pub(super) fn lenient_base64(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len() / 4 * 3);
    let (mut acc, mut bits, mut begun) = (0u32, 0u32, false);
    'lines: for line in raw.split(|&b| b == b'\n') {
        let mut any = false;
        for &b in line {
            let v = match b {
                b'A'..=b'Z' => b - b'A',
                b'a'..=b'z' => b - b'a' + 26,
                b'0'..=b'9' => b - b'0' + 52,
                b'+' => 62,
                b'/' => 63,
                b'=' => break 'lines,
                _ => continue,
            };
            any = true;
            acc = (acc << 6) | u32::from(v);
            bits += 6;
            if bits >= 8 {
                bits -= 8;
                out.push((acc >> bits) as u8);
                acc &= (1 << bits) - 1;
            }
        }
        if begun && !any {
            break;
        }
        begun |= any;
    }
    out
}

/// Quoted-printable decoded leniently: `=XX` escapes and soft line breaks
/// are undone, and an `=` that starts neither is kept as written, as is a
/// run of `=` (text that was never encoded: `======` ends no line).
pub(super) fn lenient_quoted_printable(raw: &[u8]) -> Vec<u8> {
    let hex = |b: Option<&u8>| b.and_then(|b| char::from(*b).to_digit(16));
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        if raw[i] == b'=' && (i == 0 || raw[i - 1] != b'=') {
            let mut j = i + 1;
            while raw.get(j).is_some_and(|&b| b == b' ' || b == b'\t') {
                j += 1;
            }
            match (raw.get(j), raw.get(j + 1)) {
                (None, _) => break,
                (Some(b'\n'), _) => {
                    i = j + 1;
                    continue;
                }
                (Some(b'\r'), Some(b'\n')) => {
                    i = j + 2;
                    continue;
                }
                _ => {}
            }
            if let (Some(h), Some(l)) = (hex(raw.get(i + 1)), hex(raw.get(i + 2))) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(raw[i]);
        i += 1;
    }
    out
}

/// The command lines found in a body, and whether a forwarded message was met.
#[derive(Debug, Default, PartialEq)]
pub(super) struct Extracted {
    pub commands: Vec<String>,
    pub forwarded: bool,
}

/// A line with surrounding white space and invisible format characters removed.
fn clean(line: &str) -> String {
    // An ASCII line has none of the characters below to drop or replace.
    if line.is_ascii() {
        return line.trim().to_string();
    }
    line.chars()
        .filter(|c| !matches!(c, '\u{feff}' | '\u{200b}' | '\u{200c}' | '\u{200d}' | '\u{2060}'))
        .map(|c| if c == '\u{a0}' || c == '\u{202f}' { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}

/// Lowercase text with the decoration of a separator line removed:
/// surrounding dashes, underscores, spaces and a trailing colon.
fn separator_words(t: &str) -> String {
    t.trim_matches(|c: char| c == '-' || c == '_' || c == '=' || c.is_whitespace())
        .trim_end_matches(':')
        .trim()
        .to_lowercase()
}

/// "-----Original Message-----" and its translations (replies, not forwards).
fn is_original_marker(t: &str) -> bool {
    if !t.starts_with('-') {
        return false;
    }
    matches!(
        separator_words(t).as_str(),
        "original message"
            | "message d'origine"
            | "message original"
            | "ursprüngliche nachricht"
            | "ursprungliche nachricht"
    )
}

/// Forwarded-message markers of Gmail, Apple Mail, Thunderbird and Outlook.
fn is_forward_marker(t: &str) -> bool {
    let w = separator_words(t);
    let w = w.trim_end_matches(':').trim();
    matches!(
        w,
        "forwarded message"
            | "begin forwarded message"
            | "message transféré"
            | "début du message réexpédié"
            | "début du message transféré"
            | "weitergeleitete nachricht"
            | "original message follows"
    ) && (t.starts_with('-') || t.starts_with("Begin") || t.starts_with("Début"))
}

/// Signature and client-footer lines: everything from here on is not commands.
fn is_signature(t: &str) -> bool {
    t == "--"
        || t.starts_with("Sent from ")
        || t.starts_with("Sent with ")
        || t.starts_with("Envoyé de ")
        || t.starts_with("Envoyé depuis ")
        || t.starts_with("Get Outlook for ")
        || t.starts_with("Obtenir Outlook pour ")
}

/// Outlook's underscore rule above the quoted header block.
fn is_rule(t: &str) -> bool {
    t.len() >= 8 && t.chars().all(|c| c == '_')
}

fn starts_with_ci(t: &str, prefix: &str) -> bool {
    t.get(..prefix.len()).is_some_and(|p| p.eq_ignore_ascii_case(prefix))
}

/// Outlook's quoted header block: a "From:" line followed within three lines
/// by "Sent:" / "Date:" / "To:" (or their French and German forms).
fn is_outlook_block(lines: &[&str], i: usize) -> bool {
    let t = clean(lines[i]);
    let from = ["From:", "De :", "De:", "Von:", "Van:"];
    if !from.iter().any(|p| starts_with_ci(&t, p)) {
        return false;
    }
    let next = [
        "Sent:",
        "Date:",
        "To:",
        "Envoyé :",
        "Envoyé:",
        "À :",
        "Gesendet:",
        "Datum:",
        "An:",
    ];
    lines
        .iter()
        .skip(i + 1)
        .map(|l| clean(l))
        .filter(|l| !l.is_empty())
        .take(3)
        .any(|l| next.iter().any(|p| starts_with_ci(&l, p)))
}

/// The end of an attribution line ("... wrote:", "... a écrit :", "... schrieb:").
fn ends_attribution(t: &str) -> bool {
    let t = t.trim_end();
    t.ends_with(" wrote:")
        || t == "wrote:"
        || t.ends_with("écrit :")
        || t.ends_with("écrit:")
        || (t.contains("schrieb") && t.ends_with(':'))
}

/// The start of a multi-line attribution ("On ...", "Le ...", "Am ...").
fn starts_attribution(t: &str) -> bool {
    t.starts_with("On ") || t.starts_with("Le ") || t.starts_with("Am ")
}

/// If an attribution starts at line `i`, how many lines it spans.
fn attribution_len(lines: &[&str], i: usize) -> Option<usize> {
    let t = clean(lines[i]);
    if t.len() > 300 {
        return None;
    }
    if ends_attribution(&t) {
        return Some(1);
    }
    // mutt's "* Bob <bob@example.org> [2026-11-03 10:00]:"
    if t.starts_with("* ") && t.ends_with("]:") {
        return Some(1);
    }
    // Any other "... <bob@example.org> ...:" line directly above quoted text
    // (Yandex, FairEmail and others word their attribution freely).
    if t.ends_with(':') && t.contains('@') && quote_follows(lines, i + 1) {
        return Some(1);
    }
    if !starts_attribution(&t) {
        return None;
    }
    // Wrapped: "On Tue, 3 Nov 2026 at 10:00, Bob <bob@x>" / "wrote:".
    let mut joined = t;
    for (k, line) in lines.iter().enumerate().skip(i + 1).take(2) {
        let n = clean(line);
        if n.is_empty() {
            return None;
        }
        joined.push(' ');
        joined.push_str(&n);
        if joined.len() > 300 {
            return None;
        }
        if ends_attribution(&joined) {
            return Some(k - i + 1);
        }
    }
    None
}

/// Whether the first non-empty line at or after `j` is quoted.
fn quote_follows(lines: &[&str], j: usize) -> bool {
    lines
        .iter()
        .skip(j)
        .find(|l| !clean(l).is_empty())
        .is_some_and(|l| is_quoted(l))
}

/// A quoted line: `>` first (after any white space), or a tab first (the
/// indented quote some clients write).
fn is_quoted(raw: &str) -> bool {
    raw.starts_with('\t') || clean(raw).starts_with('>')
}

/// The command lines of a body: of the lines the player wrote, those a
/// [`Reader`] keeps (greetings, prose, sign-offs and undelimited
/// signatures are passed over).
///
/// The player's lines end at a signature delimiter or client footer, an
/// Outlook header block or original-message rule, or a forwarded message.
/// Quoted lines (`>` or tab-indented) are never read: they are passed over
/// while no command has been kept (a bottom-posted reply has its commands
/// under the quote) and end the commands once one has. An attribution
/// ("On ... wrote:") ends them too, except when no command was kept yet and
/// quoted lines follow it (bottom posting again).
pub(super) fn extract_commands(body: &str) -> Extracted {
    read_own_lines(body, &mut |_| {})
}

/// [`extract_commands`], handing `own` each line the player wrote (trimmed,
/// not empty) in the part of the body it reads, command or not.
pub(super) fn read_own_lines(body: &str, own: &mut dyn FnMut(&str)) -> Extracted {
    // A folded line (an `open` line a mail client or a tool folded with
    // `\`) is read whole.
    let body = crate::protocol::fold::unfold(body);
    let lines = split_lines(&body);
    // A tab first marks a quote only beside lines written flush: when every
    // line is led by a tab (a webmail's indent), the lines are the player's.
    let tabs_quote = lines.iter().any(|l| !l.starts_with('\t') && !l.trim().is_empty());
    let mut reader = Reader::new();
    let mut forwarded = false;
    let mut i = 0;
    while i < lines.len() {
        let t = clean(lines[i]);
        if t.is_empty() {
            i += 1;
            continue;
        }
        if is_quoted(lines[i]) && (tabs_quote || t.starts_with('>')) {
            if reader.has_commands() {
                break;
            }
            i += 1;
            continue;
        }
        if is_forward_marker(&t) {
            forwarded = true;
            break;
        }
        if is_signature(&t) || is_rule(&t) || is_original_marker(&t) || is_outlook_block(&lines, i) {
            break;
        }
        if let Some(n) = attribution_len(&lines, i) {
            if !reader.has_commands() && quote_follows(&lines, i + n) {
                i += n;
                continue;
            }
            break;
        }
        own(&t);
        reader.push(&t);
        i += 1;
    }
    Extracted {
        commands: reader.into_lines(),
        forwarded,
    }
}

/// Reply and forward prefixes in several languages, lowercase.
const REPLY_PREFIXES: &[&str] = &["re", "aw", "sv", "antw", "réf", "ref"];
const FORWARD_PREFIXES: &[&str] = &["fwd", "fw", "tr", "wg", "enc"];

/// The Subject's own text: bracketed `[tokens]` removed, reply and forward
/// prefixes stripped, white space collapsed. Also says whether the
/// outermost prefix was a forward prefix.
pub(super) fn subject_text(subject: &str) -> (String, bool) {
    let mut s = String::with_capacity(subject.len());
    let mut depth = 0usize;
    for c in subject.chars() {
        match c {
            '[' => depth += 1,
            ']' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    s.push(' ');
                }
            }
            _ if depth == 0 => s.push(c),
            _ => {}
        }
    }
    let mut rest = s.trim();
    let mut forward = None;
    while let Some(colon) = rest.find(':') {
        let prefix = rest[..colon].trim().to_lowercase();
        let is_reply = REPLY_PREFIXES.contains(&prefix.as_str());
        let is_forward = FORWARD_PREFIXES.contains(&prefix.as_str());
        if !is_reply && !is_forward {
            break;
        }
        if forward.is_none() {
            forward = Some(is_forward);
        }
        rest = rest[colon + 1..].trim_start();
    }
    let words: Vec<&str> = rest.split_whitespace().collect();
    (words.join(" "), forward.unwrap_or(false))
}

/// Subjects of out-of-office and other automatic replies.
pub(super) fn is_autoreply_subject(subject: &str) -> bool {
    let s = subject.trim_start().to_lowercase();
    [
        "auto:",
        "automatic reply",
        "autoreply",
        "auto-reply",
        "out of office",
        "réponse automatique",
        "automatische antwort",
    ]
    .iter()
    .any(|p| s.starts_with(p))
}

/// `body.split('\n')`, collected, with the line ends found by `memchr`
/// (`split` searches for each one anew, at a cost that passes the search's
/// on short lines).
fn split_lines(body: &str) -> Vec<&str> {
    let mut out = Vec::with_capacity(body.len() / 32 + 1);
    let mut start = 0;
    for end in memchr::memchr_iter(b'\n', body.as_bytes()) {
        out.push(&body[start..end]);
        start = end + 1;
    }
    out.push(&body[start..]);
    out
}

/// The command lines of a player's text: those of the body, else the one
/// typed at the end of the Subject (unless the body was a forward).
pub(super) fn commands_of(text: &str, subject: &str) -> Vec<String> {
    let ex = extract_commands(text);
    if !ex.commands.is_empty() || ex.forwarded {
        // A tab inside a line the player wrote becomes a space.
        return ex
            .commands
            .into_iter()
            .map(|l| match sanitize::line(&l) {
                Cow::Borrowed(_) => l,
                Cow::Owned(clean) => clean,
            })
            .collect();
    }
    match subject_text(subject) {
        (text, false) => reading::subject_command(&without_own_words(&english_title(&text)))
            .into_iter()
            .collect(),
        (_, true) => Vec::new(),
    }
}

/// `subject` with a game's title in another language at its start (the
/// French or German title of the referee's own subject) written as the
/// English one, which the reading of a Subject knows.
pub(super) fn english_title(subject: &str) -> Cow<'_, str> {
    use crate::games::any::GameKind;
    use crate::views::words;
    let text = subject.trim_start();
    for kind in GameKind::ALL {
        for lang in words::LANGS {
            let title = words::title(lang, kind);
            let head = text.get(..title.len());
            if title != kind.title() && head.is_some_and(|h| h.to_lowercase() == title.to_lowercase()) {
                return Cow::Owned(format!("{}{}", kind.title(), &text[title.len()..]));
            }
        }
    }
    Cow::Borrowed(subject)
}

/// `subject` without the words of the referee's own subject after
/// `TITLE ID:` (`your move`, `Sie sind am Zug`, in any language the
/// catalogs hold), so that only what the player wrote after them is left.
fn without_own_words(subject: &str) -> Cow<'_, str> {
    use crate::views::words::{self, ids};
    let Some(colon) = subject.find(':') else {
        return Cow::Borrowed(subject);
    };
    let rest = subject[colon + 1..].trim_start();
    let own = [
        ids::SUBJECT_NOT_APPLIED,
        ids::SUBJECT_GAME_OVER,
        ids::SUBJECT_YOUR_MOVE,
        ids::SUBJECT_SEAL_ARMY,
        ids::SUBJECT_SEND_ARMY,
        ids::SUBJECT_WAITING,
    ];
    for lang in words::LANGS {
        for id in own {
            let phrase = words::text(lang, id, &[]);
            let head = rest.get(..phrase.len());
            let after = rest.get(phrase.len()..).unwrap_or_default();
            if head.is_some_and(|h| h.to_lowercase() == phrase.to_lowercase())
                && !after.starts_with(|c: char| c.is_alphanumeric())
            {
                return Cow::Owned(format!("{} {after}", &subject[..=colon]));
            }
        }
    }
    Cow::Borrowed(subject)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ascii_line_is_cleaned_as_any_other() {
        let slow = |line: &str| -> String {
            line.chars()
                .filter(|c| !matches!(c, '\u{feff}' | '\u{200b}' | '\u{200c}' | '\u{200d}' | '\u{2060}'))
                .map(|c| if c == '\u{a0}' || c == '\u{202f}' { ' ' } else { c })
                .collect::<String>()
                .trim()
                .to_string()
        };
        let pieces = [
            "", " ", "\t", "a7-b8", "\u{a0}", "\u{200b}", "\u{feff}", "\r", "é", "\u{202f}", "\x0b",
        ];
        for a in pieces {
            for b in pieces {
                for c in pieces {
                    let line = format!("{a}{b}x{c}{a}");
                    assert_eq!(clean(&line), slow(&line), "{line:?}");
                }
            }
        }
    }

    #[test]
    fn lenient_transfer_decoding() {
        // "b4-b5\n" in base64, wrapped at odd places, with a footer line.
        assert_eq!(lenient_base64(b"Yj\r\nQtYjUK\r\n-- \r\nList footer\r\n"), b"b4-b5\n");
        assert_eq!(lenient_base64(b"YjQtYjU=\n"), b"b4-b5");
        // Stray characters ignored, the padding missing.
        assert_eq!(lenient_base64(b"Yj*Qt Y\tjUK.\r\n"), b"b4-b5\n");
        assert_eq!(lenient_base64(b"YjQtYjUK\r\n\r\nList footer\r\n"), b"b4-b5\n");
        assert_eq!(lenient_base64(b"!!! *** !!!\n@@@@====####"), b"");
        assert_eq!(
            lenient_quoted_printable(b"Tr=E8s bien =\r\njou=e9 = 2 =ZZ \xe9t=C3\n=  \n=====\nb4-b5 ==\nfin="),
            b"Tr\xe8s bien jou\xe9 = 2 =ZZ \xe9t\xc3\n=====\nb4-b5 ==\nfin"
        );
    }

    #[test]
    fn quoted_lines_are_marked_once_per_level() {
        assert_eq!(render_quoted((0, "a7-b8".into())), "a7-b8");
        assert_eq!(render_quoted((1, "a7-b8".into())), "> a7-b8");
        assert_eq!(render_quoted((3, "deep".into())), ">>> deep");
        assert_eq!(render_quoted((2, String::new())), ">>");
    }

    #[test]
    fn newlines_are_normalised_as_two_replacements_would() {
        let by_replacing = |s: &str| s.replace("\r\n", "\n").replace('\r', "\n");
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let pieces = ["\r", "\n", "\r\n", "\n\r", "a", "é", " "];
        let mut cases: Vec<String> = ["", "\r", "\r\r\n", "\r\n\r", "x\r", "\rx", "a\r\nb\rc\nd"]
            .map(String::from)
            .to_vec();
        for _ in 0..5000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let n = (seed % 10) as usize;
            cases.push(
                (0..n)
                    .map(|i| pieces[((seed >> (6 * i)) % pieces.len() as u64) as usize])
                    .collect(),
            );
        }
        for s in &cases {
            assert_eq!(normalize_newlines(s), by_replacing(s), "{s:?}");
        }
    }

    #[test]
    fn split_lines_is_split_at_newlines() {
        for s in ["", "\n", "a", "a\n", "\na", "a\r\nb\n\n", "é\nè\r", "\n\n\n", "x\ny\nz"] {
            assert_eq!(split_lines(s), s.split('\n').collect::<Vec<_>>(), "{s:?}");
        }
    }

    #[test]
    fn flowed_joins_and_unstuffs() {
        let t = "MESSAGE good game, \nwell played\n From the start\n-- \nsig\n> quoted \n> more\n";
        assert_eq!(
            decode_flowed(t, false),
            "MESSAGE good game, well played\nFrom the start\n-- \nsig\n> quoted more\n"
        );
        assert_eq!(decode_flowed("ab \ncd\n", true), "abcd\n");
        assert_eq!(decode_flowed("ab \n> cd\n", false), "ab \n> cd\n");
    }

    #[test]
    fn commands_above_quote() {
        let ex = extract_commands("b4-b5\n\nOn Tue, 3 Nov 2026 at 10:00, Bob <bob@x>\nwrote:\n> old\n");
        assert_eq!(ex.commands, vec!["b4-b5"]);
        let ex =
            extract_commands("On Tue, Nov 03, 2026 at 10:00:00AM +0100, Bob wrote:\n> old\n\nBOARD\n> x\nRESIGN\n");
        assert_eq!(ex.commands, vec!["BOARD"]);
        let ex = extract_commands("> old\nBOARD\n-- \nAlice\n");
        assert_eq!(ex.commands, vec!["BOARD"]);
        let ex = extract_commands("BOARD\n---------- Forwarded message ---------\nFrom: x\nRESIGN\n");
        assert_eq!(
            ex,
            Extracted {
                commands: vec!["BOARD".into()],
                forwarded: true
            }
        );
        let ex = extract_commands("DRAW offer\n\nFrom: Bob\nSent: Tuesday\nTo: x\n\nRESIGN");
        assert_eq!(ex.commands, vec!["DRAW offer"]);
        let ex = extract_commands("DRAW offer\nLe mar. 3 nov. 2026 à 10:00, Bob <bob@x> a\u{a0}écrit\u{a0}:\n");
        assert_eq!(ex.commands, vec!["DRAW offer"]);
    }

    #[test]
    fn subject_text_without_tags_and_prefixes() {
        let t = |s: &str| subject_text(s);
        assert_eq!(t("Re: [Estafette g12] b4-b5"), ("b4-b5".into(), false));
        assert_eq!(t("RE : AW: Re[2]: BOARD"), ("BOARD".into(), false));
        assert_eq!(t("Fwd: Re: your move"), ("your move".into(), true));
        assert_eq!(t("Re:  "), (String::new(), false));
        assert_eq!(t("Note: x"), ("Note: x".into(), false));
        assert_eq!(t("[unclosed b4"), (String::new(), false));
        assert_eq!(
            t("Re: L'Attaque lattaque-3:  your move a4-a5"),
            ("L'Attaque lattaque-3: your move a4-a5".into(), false)
        );
    }

    #[test]
    fn quoted_lines_are_never_read() {
        let ex = extract_commands("Hi,\n\n\tIt is your turn, for example:\n\tb4-b5\n\tRESIGN\n\nb2-b3\nBye\n");
        assert_eq!(ex.commands, vec!["b2-b3"]);
        let ex = extract_commands("Bonjour,\n\n> RESIGN\n\nb2-b3\n\n> BOARD\nHELP\n");
        assert_eq!(ex.commands, vec!["b2-b3"]);
        let ex = extract_commands("\t  b2-b3 \t \r\n \t\r\n\t> RESIGN\n");
        assert_eq!(ex.commands, vec!["b2-b3"]);
    }
}
