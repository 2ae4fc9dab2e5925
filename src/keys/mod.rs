//! The referee's key file and what is derived from it: the key file itself
//! (made by `init`, mode 0600, bound to its database), the sealing of
//! secrets, snapshots and mail at rest (ChaCha20-Poly1305 under keys derived
//! with HKDF), and the Message-IDs of outgoing mail.
//!
//! This is the shell's side of the cryptography: it reads files and draws
//! random nonces and seeds. The pure protocol (commitments, tokens, the log's
//! hash chain) is `estafette_core::protocol`.

mod bad_key;
pub mod keyfile;
pub mod msgid;
pub mod sealed;

pub use bad_key::BadKey;
pub use keyfile::{KeyFile, SecretError};

/// `HKDF-SHA256(ikm = master, salt = empty, info)`, 32 bytes.
pub(crate) fn hkdf32(master: &[u8; 32], info: &[u8]) -> [u8; 32] {
    let hk = hkdf::Hkdf::<sha2::Sha256>::new(None, master);
    let mut okm = [0u8; 32];
    // HKDF-SHA256 can expand up to 255 * 32 bytes; 32 is always allowed.
    hk.expand(info, &mut okm)
        .expect("32 bytes is a valid HKDF-SHA256 output length");
    okm
}
