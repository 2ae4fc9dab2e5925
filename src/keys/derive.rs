//! The derivation of the referee's keys from its master key.

/// `HKDF-SHA256(ikm = master, salt = empty, info)`, 32 bytes.
pub(crate) fn hkdf32(master: &[u8; 32], info: &[u8]) -> [u8; 32] {
    let hk = hkdf::Hkdf::<sha2::Sha256>::new(None, master);
    let mut okm = [0u8; 32];
    // HKDF-SHA256 can expand up to 255 * 32 bytes; 32 is always allowed.
    hk.expand(info, &mut okm)
        .expect("32 bytes is a valid HKDF-SHA256 output length");
    okm
}
