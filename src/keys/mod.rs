//! The referee's key file and what is derived from it: the key file itself
//! (made by `init`, mode 0600, bound to its database), the sealing of
//! secrets, snapshots and mail at rest (ChaCha20-Poly1305 under keys derived
//! with HKDF), and the Message-IDs of outgoing mail.
//!
//! This is the shell's side of the cryptography: it reads files and draws
//! random nonces and seeds. The pure protocol (commitments, tokens, the log's
//! hash chain) is `estafette_core::protocol`.

mod bad_key;
mod derive;
pub mod keyfile;
pub mod msgid;
pub mod sealed;

pub use bad_key::BadKey;
pub(crate) use derive::hkdf32;
pub use keyfile::{KeyFile, SecretError};
