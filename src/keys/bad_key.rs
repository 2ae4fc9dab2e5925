//! What is wrong with a key file's contents, as a typed sentence:
//! `Display` is the English, [`Explain::reason`] the code (`service-key-…`,
//! in `templates/<lang>/service.ftl`), as for the key file's other
//! failures ([`super::SecretError`]).

use estafette_core::protocol::encode::HexError;
use estafette_core::reason::{Explain, Sentence};

/// What is wrong with the contents of a key file.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "service-key-")]
pub enum BadKey {
    /// A folder, a device: not a regular file.
    NotAFile,
    /// Larger than any key file.
    TooLarge,
    /// Not text.
    Binary,
    /// Text, but not 64 hex digits.
    NotHex(#[sentence(name = "why", with = Explain::reason)] HexError),
}
