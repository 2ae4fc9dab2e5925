//! The sender of a message: the one address of its one From header, read
//! strictly.
//!
//! mail-parser reads a From header leniently: `"Eve <eve@x>" carol@x` is
//! carol@x to it, while a mail client shows Eve. So the header's raw value
//! must also parse under RFC 5322 as one mailbox (lettre's parser, after
//! the comments are taken out), and both readings must give the same
//! address; otherwise the message has no sender ([`FromError`]) and is
//! refused unanswered.

use std::fmt;

use super::headers::{self, RawHeader};

/// Why a From header does not name one sender ([`super::Inbound::from_error`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FromError {
    /// More than one From header (how many).
    Headers(usize),
    /// The From header is a group.
    Group,
    /// One From header with several addresses (how many).
    Addresses(usize),
    /// The From header does not parse under RFC 5322 as one mailbox
    /// (`"Eve <eve@x>" carol@x`), or its address holds a control character.
    Malformed,
}

impl fmt::Display for FromError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FromError::Headers(n) => write!(f, "it has {n} From headers"),
            FromError::Group => f.write_str("its From header is a group, not one address"),
            FromError::Addresses(n) => write!(f, "its From header holds {n} addresses"),
            FromError::Malformed => f.write_str("its From header is not one address under RFC 5322"),
        }
    }
}

/// The sender of a message with the raw headers `hs` (and the addresses
/// mail-parser read from its From header, `parsed`): its address, ASCII
/// letters lowercased; `None` when there is no From header at all (a
/// message without a sender is put aside as such); why there is no one
/// sender otherwise.
pub(super) fn sender(hs: &[RawHeader], parsed: Option<&mail_parser::Address<'_>>) -> Result<Option<String>, FromError> {
    let mut values = headers::all(hs, "From");
    let Some(value) = values.next() else {
        return Ok(None);
    };
    let more = values.count();
    if more > 0 {
        return Err(FromError::Headers(more + 1));
    }
    if let Some(parsed) = parsed {
        if parsed.as_group().is_some() {
            return Err(FromError::Group);
        }
        match parsed.iter().count() {
            0 | 1 => {}
            n => return Err(FromError::Addresses(n)),
        }
    }
    let strict = strict_address(value).ok_or(FromError::Malformed)?;
    let lenient = parsed
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .map(|a| a.trim().to_ascii_lowercase());
    if lenient.as_deref() != Some(strict.as_str()) {
        return Err(FromError::Malformed);
    }
    Ok(Some(strict))
}

/// The address of `value`, a From header's unfolded raw value, if it is one
/// RFC 5322 mailbox (`Name <local@domain>` or `local@domain`, with
/// comments anywhere outside quotes) whose address holds no control
/// character: ASCII letters lowercased, nothing else changed.
fn strict_address(value: &str) -> Option<String> {
    let mailbox: lettre::message::Mailbox = headers::strip_comments(value).parse().ok()?;
    let address = mailbox.email.to_string();
    if address.chars().any(char::is_control) {
        return None;
    }
    Some(address.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::strict_address;

    #[test]
    fn a_mailbox_parses_strictly() {
        for (value, want) in [
            (
                "Alice Martin <Alice.Martin@Example.ORG>",
                Some("alice.martin@example.org"),
            ),
            ("<bob@example.org>", Some("bob@example.org")),
            ("bob@example.org", Some("bob@example.org")),
            ("bob@example.org (Bob)", Some("bob@example.org")),
            ("\"Smith, John\" <john@example.org>", Some("john@example.org")),
            (
                "=?UTF-8?Q?Ga=C3=ABlle_Roux?= <gaelle.roux@free.fr>",
                Some("gaelle.roux@free.fr"),
            ),
            ("J. R. Smith <jr@example.org>", Some("jr@example.org")),
            (
                "\u{212a}irk <\u{212a}irk@players.test>",
                Some("\u{212a}irk@players.test"),
            ),
            ("\"Eve <eve@players.test>\" carol@players.test", None),
            ("Eve <eve@players.test> carol@players.test", None),
            ("eve@players.test carol@players.test", None),
            ("carol", None),
            ("", None),
            ("<>", None),
            ("\"\u{1b}[31mkirk\"@players.test", None),
        ] {
            assert_eq!(strict_address(value).as_deref(), want, "{value}");
        }
    }
}
