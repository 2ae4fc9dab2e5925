//! What is wrong with a key file's contents, as a typed sentence:
//! `Display` is the English, [`Explain::reason`] the code (`service-key-…`,
//! in `templates/<lang>/service.ftl`), as for the key file's other
//! failures ([`super::SecretError`]).

use std::fmt;

use estafette_core::protocol::encode::HexError;
use estafette_core::reason::{Explain, Reason};

/// What is wrong with the contents of a key file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadKey {
    /// A folder, a device: not a regular file.
    NotAFile,
    /// Larger than any key file.
    TooLarge,
    /// Not text.
    Binary,
    /// Text, but not 64 hex digits.
    NotHex(HexError),
}

impl fmt::Display for BadKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadKey::NotAFile => f.write_str("not a regular file"),
            BadKey::TooLarge => f.write_str("too large for a key file"),
            BadKey::Binary => f.write_str("expected 64 hex digits, found binary data"),
            BadKey::NotHex(e) => write!(f, "expected 64 hex digits: {e}"),
        }
    }
}

impl Explain for BadKey {
    fn reason(&self) -> Reason {
        match self {
            BadKey::NotAFile => Reason::new("service-key-not-a-file"),
            BadKey::TooLarge => Reason::new("service-key-too-large"),
            BadKey::Binary => Reason::new("service-key-binary"),
            BadKey::NotHex(e) => Reason::new("service-key-not-hex").reason("why", e.reason()),
        }
    }
}

impl BadKey {
    /// One value of each kind.
    pub fn examples() -> Vec<BadKey> {
        vec![
            BadKey::NotAFile,
            BadKey::TooLarge,
            BadKey::Binary,
            BadKey::NotHex(HexError::OddLength(63)),
        ]
    }
}
