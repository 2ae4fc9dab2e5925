//! Writing commands: arguments, quoting, mailbox names (modified UTF-7).

/// One argument of a command.
pub(super) enum Arg<'a> {
    /// Sent as it is (command names, UIDs, item lists).
    Raw(&'a str),
    /// A string: quoted when it can be, else sent as a literal.
    Str(&'a [u8]),
}

/// Whether a string can be sent quoted (7-bit, no CR, LF or NUL).
pub(super) fn quotable(s: &[u8]) -> bool {
    s.len() <= 1024 && s.iter().all(|&b| (1..0x80).contains(&b) && b != b'\r' && b != b'\n')
}

pub(super) fn quote(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len() + 2);
    out.push(b'"');
    for &b in s {
        if b == b'"' || b == b'\\' {
            out.push(b'\\');
        }
        out.push(b);
    }
    out.push(b'"');
    out
}

/// A mailbox name in IMAP's modified UTF-7 (RFC 3501 section 5.1.3).
pub(super) fn mailbox_name(name: &str) -> String {
    pub(super) fn flush(out: &mut String, pending: &mut Vec<u16>) {
        if pending.is_empty() {
            return;
        }
        let bytes: Vec<u8> = pending.iter().flat_map(|u| u.to_be_bytes()).collect();
        out.push('&');
        out.push_str(&base64_mutf7(&bytes));
        out.push('-');
        pending.clear();
    }
    let mut out = String::new();
    let mut pending: Vec<u16> = Vec::new();
    for ch in name.chars() {
        if (' '..='~').contains(&ch) {
            flush(&mut out, &mut pending);
            if ch == '&' {
                out.push_str("&-");
            } else {
                out.push(ch);
            }
        } else {
            let mut units = [0u16; 2];
            pending.extend_from_slice(ch.encode_utf16(&mut units));
        }
    }
    flush(&mut out, &mut pending);
    out
}

/// Base64 with `,` for `/` and no padding (modified UTF-7).
pub(super) fn base64_mutf7(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+,";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        let chars = chunk.len() + 1;
        for i in 0..chars {
            out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}
