//! Header helpers: raw header access, address extraction, Return-Path,
//! Authentication-Results (RFC 8601) and delivery-status reports (RFC 3464).
//!
//! Everything here works on text that has already been sliced out of the raw
//! message; nothing panics on any input.

/// The most recipients read of one message ([`Inbound::recipients`]): a
/// mail to the referee names it among its first few; a header of a hundred
/// thousand addresses is read no further.
pub const MAX_RECIPIENTS: usize = 100;

/// One Authentication-Results header (RFC 8601), reduced to its DKIM results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuthResult {
    /// The authserv-id: the host that did the checks, lowercased. Only
    /// results from one's own authserv-id should be trusted.
    pub authserv_id: String,
    /// Each `dkim=` result in the header, in order.
    pub dkim: Vec<DkimResult>,
}

/// One `dkim=` result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DkimResult {
    /// The result word, lowercased: `pass`, `fail`, `none`, `neutral`,
    /// `policy`, `temperror` or `permerror`.
    pub result: String,
    /// The signing domain: `header.d`, else the domain of `header.i`, lowercased.
    pub domain: Option<String>,
}

/// One top-level header field: its name as written and its unfolded raw value.
#[derive(Debug)]
pub(super) struct RawHeader {
    pub name: String,
    pub value: String,
}

/// Joins folded header lines (RFC 5322 section 2.2.3) and trims the result.
pub(super) fn unfold(raw: &str) -> String {
    // Every CR and LF dropped; the text between them copied in whole runs
    // (line ends are ASCII, so the runs are whole characters).
    let mut out = String::with_capacity(raw.len());
    let mut start = 0;
    for at in memchr::memchr2_iter(b'\r', b'\n', raw.as_bytes()) {
        out.push_str(&raw[start..at]);
        start = at + 1;
    }
    out.push_str(&raw[start..]);
    let trimmed = out.trim();
    if trimmed.len() == out.len() {
        out
    } else {
        trimmed.to_string()
    }
}

/// The values of every header named `name` (case-insensitive), in order.
pub(super) fn all<'a>(headers: &'a [RawHeader], name: &'a str) -> impl Iterator<Item = &'a str> {
    headers
        .iter()
        .filter(move |h| h.name.eq_ignore_ascii_case(name))
        .map(|h| h.value.as_str())
}

/// The value of the first header named `name`, if any.
pub(super) fn first<'a>(headers: &'a [RawHeader], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|h| h.name.eq_ignore_ascii_case(name))
        .map(|h| h.value.as_str())
}

/// Whether a header named `name` is present.
pub(super) fn has(headers: &[RawHeader], name: &str) -> bool {
    first(headers, name).is_some()
}

/// Removes RFC 5322 comments (parenthesised, possibly nested) outside quoted
/// strings. An unclosed comment swallows the rest of the text.
pub(super) fn strip_comments(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut depth = 0usize;
    let mut in_quote = false;
    let mut escaped = false;
    for c in s.chars() {
        if escaped {
            escaped = false;
            if depth == 0 {
                out.push(c);
            }
            continue;
        }
        match c {
            '\\' => {
                escaped = true;
                if depth == 0 {
                    out.push(c);
                }
            }
            '"' if depth == 0 => {
                in_quote = !in_quote;
                out.push(c);
            }
            '(' if !in_quote => depth += 1,
            ')' if !in_quote && depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Addresses in a simple address header such as Delivered-To or X-Original-To:
/// comma separated, each either `<addr>`, `Name <addr>` or a bare `addr`.
/// Only items containing `@` are kept, as written.
pub(super) fn simple_addresses(value: &str) -> Vec<String> {
    let cleaned = strip_comments(value);
    cleaned
        .split(',')
        .filter_map(|item| {
            let item = item.trim();
            let addr = match (item.find('<'), item.rfind('>')) {
                (Some(l), Some(r)) if l < r => &item[l + 1..r],
                _ => item,
            };
            let addr = addr.trim().trim_matches('"').trim();
            if addr.contains('@') && !addr.contains(char::is_whitespace) {
                Some(addr.to_string())
            } else {
                None
            }
        })
        .collect()
}

/// The reverse path of a Return-Path header: `""` for the null path `<>`,
/// else the bare address, lowercased.
pub(super) fn return_path(value: &str) -> String {
    let cleaned = strip_comments(value);
    let v = cleaned.trim();
    let inner = match (v.find('<'), v.rfind('>')) {
        (Some(l), Some(r)) if l < r => &v[l + 1..r],
        _ => v,
    };
    // A source route such as <@relay:bob@example.org> keeps only the mailbox.
    let inner = match inner.rfind(':') {
        Some(pos) if inner.starts_with('@') => &inner[pos + 1..],
        _ => inner,
    };
    inner.trim().to_ascii_lowercase()
}

/// An address with its domain lowercased (ASCII letters only) and its local
/// part kept as written (a local part may carry a case-sensitive token).
pub(super) fn recipient(addr: &str) -> String {
    let addr = addr.trim();
    match addr.rsplit_once('@') {
        Some((local, domain)) => format!("{local}@{}", domain.to_ascii_lowercase()),
        None => addr.to_string(),
    }
}

/// Splits an address into (local part before any `+`, domain), lowercased
/// (ASCII letters only: `\u{212a}` KELVIN SIGN stays itself, not `k`).
pub(super) fn address_key(addr: &str) -> Option<(String, String)> {
    let addr = addr.trim().trim_start_matches('<').trim_end_matches('>');
    let (local, domain) = addr.rsplit_once('@')?;
    let local = local.split('+').next().unwrap_or(local);
    if local.is_empty() || domain.is_empty() {
        return None;
    }
    Some((local.to_ascii_lowercase(), domain.to_ascii_lowercase()))
}

/// The local part of an address, lowercased (ASCII letters only; the whole
/// text if there is no `@`).
pub(super) fn local_part(addr: &str) -> String {
    match addr.rsplit_once('@') {
        Some((l, _)) => l.to_ascii_lowercase(),
        None => addr.to_ascii_lowercase(),
    }
}

/// Parses one Authentication-Results header (RFC 8601). Returns `None` when
/// there is no authserv-id. Only the `dkim` results are kept.
pub(super) fn auth_results(value: &str) -> Option<AuthResult> {
    let cleaned = strip_comments(value);
    let mut segments = split_outside_quotes(&cleaned, ';').into_iter();
    let head = segments.next()?;
    let authserv_id = head.split_whitespace().next()?.to_ascii_lowercase();
    if authserv_id.contains('=') {
        return None;
    }
    let mut dkim = Vec::new();
    for seg in segments {
        let mut tokens = seg.split_whitespace();
        let Some(first_tok) = tokens.next() else {
            continue;
        };
        let Some((method, result)) = first_tok.split_once('=') else {
            continue;
        };
        // A method may carry a version: "dkim/1".
        let method = method.split('/').next().unwrap_or(method);
        if !method.eq_ignore_ascii_case("dkim") {
            continue;
        }
        let mut d = None;
        let mut i = None;
        for tok in tokens {
            if let Some((k, v)) = tok.split_once('=') {
                let v = v.trim_matches('"');
                if k.eq_ignore_ascii_case("header.d") {
                    d = Some(v.to_ascii_lowercase());
                } else if k.eq_ignore_ascii_case("header.i") {
                    let dom = v.rsplit_once('@').map_or(v, |(_, dom)| dom);
                    i = Some(dom.to_ascii_lowercase());
                }
            }
        }
        dkim.push(DkimResult {
            result: result.to_ascii_lowercase(),
            domain: d.or(i).filter(|s| !s.is_empty()),
        });
    }
    Some(AuthResult { authserv_id, dkim })
}

/// Splits on `sep` outside double-quoted strings.
fn split_outside_quotes(s: &str, sep: char) -> Vec<&str> {
    let mut out = Vec::new();
    let mut in_quote = false;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        if c == '"' {
            in_quote = !in_quote;
        } else if c == sep && !in_quote {
            out.push(&s[start..i]);
            start = i + c.len_utf8();
        }
    }
    out.push(&s[start..]);
    out
}

/// What a delivery-status report (RFC 3464) says.
#[derive(Debug, Default)]
pub(super) struct Dsn {
    pub recipients: Vec<String>,
    pub status: Option<String>,
    pub permanent: bool,
}

/// Parses the body of a message/delivery-status part. Unknown or broken
/// fields are skipped.
pub(super) fn delivery_status(text: &str, dsn: &mut Dsn) {
    let text = text.replace("\r\n", "\n");
    let mut first_status: Option<String> = None;
    let mut failed_status: Option<String> = None;
    for block in text.split("\n\n") {
        let mut fields: Vec<(String, String)> = Vec::new();
        for line in block.lines() {
            if line.starts_with([' ', '\t']) {
                if let Some(last) = fields.last_mut() {
                    last.1.push(' ');
                    last.1.push_str(line.trim());
                }
            } else if let Some((k, v)) = line.split_once(':') {
                fields.push((k.trim().to_ascii_lowercase(), v.trim().to_string()));
            }
        }
        let get = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
        let mut addrs = Vec::new();
        for name in ["original-recipient", "final-recipient"] {
            if let Some(v) = get(name) {
                let addr = v.split_once(';').map_or(v, |(_, a)| a);
                let addr = return_path(addr);
                if !addr.is_empty() {
                    addrs.push(addr);
                }
            }
        }
        if addrs.is_empty() {
            continue;
        }
        for a in addrs {
            if dsn.recipients.len() < MAX_RECIPIENTS && !dsn.recipients.contains(&a) {
                dsn.recipients.push(a);
            }
        }
        let status = get("status")
            .map(|s| strip_comments(s).trim().to_string())
            .filter(|s| !s.is_empty());
        let failed = get("action").is_some_and(|a| a.trim().eq_ignore_ascii_case("failed"));
        if let Some(s) = &status {
            if first_status.is_none() {
                first_status = Some(s.clone());
            }
            if failed {
                if failed_status.is_none() {
                    failed_status = Some(s.clone());
                }
                if s.starts_with('5') {
                    dsn.permanent = true;
                }
            }
        }
    }
    if dsn.status.is_none() {
        dsn.status = failed_status.or(first_status);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn unfolding_drops_line_ends_and_trims() {
        // The definition, character by character.
        fn slow(raw: &str) -> String {
            raw.chars()
                .filter(|&c| c != '\r' && c != '\n')
                .collect::<String>()
                .trim()
                .to_string()
        }
        for raw in [
            "",
            " plain\r\n",
            "a\r\n b\r\n\tc\r\n",
            "\r\n\r\n",
            "no ends",
            "  caf\u{e9}\r\n  \u{2014} done\n",
            "lone\rcr and\nlf  ",
            "\u{3000}wide space\u{3000}",
        ] {
            assert_eq!(super::unfold(raw), slow(raw), "{raw:?}");
        }
    }

    use super::*;

    #[test]
    fn return_path_forms() {
        assert_eq!(return_path("<>"), "");
        assert_eq!(return_path(" < > "), "");
        assert_eq!(return_path("<Bob@Example.org>"), "bob@example.org");
        assert_eq!(return_path("bob@example.org (comment)"), "bob@example.org");
        assert_eq!(return_path("<@relay.example:bob@example.org>"), "bob@example.org");
    }

    #[test]
    fn auth_results_dkim() {
        let r = auth_results(
            "mx.example.org (Postfix); dkim=pass (2048-bit key) header.d=gmail.com header.i=@gmail.com header.s=20230601 header.b=AbC; spf=pass smtp.mailfrom=x@gmail.com; dkim=fail header.i=bob@Other.example",
        )
        .expect("parsed");
        assert_eq!(r.authserv_id, "mx.example.org");
        assert_eq!(
            r.dkim,
            vec![
                DkimResult {
                    result: "pass".into(),
                    domain: Some("gmail.com".into())
                },
                DkimResult {
                    result: "fail".into(),
                    domain: Some("other.example".into())
                },
            ]
        );
        assert!(auth_results("").is_none());
        assert!(auth_results("dkim=pass header.d=x").is_none());
    }

    #[test]
    fn keys_ignore_plus_and_case() {
        assert_eq!(
            address_key("Referee+g12.abc@Estafette.Example"),
            Some(("referee".into(), "estafette.example".into()))
        );
        assert_eq!(address_key("nobody"), None);
        assert_eq!(address_key("@x"), None);
    }

    #[test]
    fn simple_address_lists() {
        assert_eq!(
            simple_addresses("Ref <ref+t@x.example>, plain@y.example, junk"),
            vec!["ref+t@x.example".to_string(), "plain@y.example".to_string()]
        );
        assert_eq!(
            simple_addresses("<Ref+AbC@X.Example>"),
            vec!["Ref+AbC@X.Example".to_string()]
        );
        assert_eq!(recipient(" Ref+AbC@X.Example "), "Ref+AbC@x.example");
        assert_eq!(recipient("nodomain"), "nodomain");
    }
}
