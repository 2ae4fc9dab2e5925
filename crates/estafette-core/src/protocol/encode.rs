//! Byte encodings shared by every hash in the protocol, the hashes and
//! their domain tags, and hex text.
//!
//! `str(s) = u8(len(s)) || s` for ASCII strings of 1 to 64 bytes; integers are
//! big-endian; a side is one byte, `0x01` or `0x02`. Hex text is written in lower
//! case and read in either case.
//!
//! Architecture invariant: no I/O, no panics on any input.

use crate::reason::{Reason, Sentence};

/// Longest string `str(s)` accepts, in bytes.
pub const MAX_STR_LEN: usize = 64;

/// Why a value cannot be encoded for hashing.
#[derive(Debug, Clone, PartialEq, Eq, Sentence)]
#[sentence(prefix = "protocol-encode-")]
pub enum EncodeError {
    /// `str(s)` of an empty string.
    EmptyString,
    /// `str(s)` of a string longer than [`MAX_STR_LEN`] bytes (the length is given).
    #[sentence(arg(max = MAX_STR_LEN))]
    StringTooLong(#[sentence(name = "n")] usize),
    /// `str(s)` of a string holding a byte outside ASCII.
    NotAscii,
    /// A side byte other than 1 or 2.
    BadSide(#[sentence(name = "side")] u8),
    /// More than 255 leaves under one root (the count is given).
    TooManyLeaves(#[sentence(name = "n")] usize),
    /// An event longer than `u32::MAX` bytes (the length is given).
    #[sentence(arg(max = u32::MAX))]
    EventTooLong(#[sentence(name = "n")] usize),
}

impl std::error::Error for EncodeError {}

/// Checks that `s` can be written with `str(s)`: ASCII, 1 to 64 bytes.
pub fn check_str(s: &str) -> Result<(), EncodeError> {
    if s.is_empty() {
        return Err(EncodeError::EmptyString);
    }
    if s.len() > MAX_STR_LEN {
        return Err(EncodeError::StringTooLong(s.len()));
    }
    if !s.is_ascii() {
        return Err(EncodeError::NotAscii);
    }
    Ok(())
}

/// Appends `str(s) = u8(len(s)) || s`.
pub fn push_str(out: &mut Vec<u8>, s: &str) -> Result<(), EncodeError> {
    check_str(s)?;
    // check_str bounds the length to 64, so the cast cannot truncate.
    out.push(s.len() as u8);
    out.extend_from_slice(s.as_bytes());
    Ok(())
}

/// Returns `str(s)` as a new vector.
pub fn encode_str(s: &str) -> Result<Vec<u8>, EncodeError> {
    let mut out = Vec::with_capacity(s.len() + 1);
    push_str(&mut out, s)?;
    Ok(out)
}

/// Appends `u8(v)`.
pub fn push_u8(out: &mut Vec<u8>, v: u8) {
    out.push(v);
}

/// Appends `u32(v)`, big-endian.
pub fn push_u32(out: &mut Vec<u8>, v: u32) {
    out.extend_from_slice(&v.to_be_bytes());
}

/// Appends `u64(v)`, big-endian.
pub fn push_u64(out: &mut Vec<u8>, v: u64) {
    out.extend_from_slice(&v.to_be_bytes());
}

/// Checks a side byte (1 for the player who moves first, 2 for the other).
pub fn check_side(side: u8) -> Result<(), EncodeError> {
    if side == 1 || side == 2 {
        Ok(())
    } else {
        Err(EncodeError::BadSide(side))
    }
}

/// Appends a side byte after checking it is 1 or 2.
pub fn push_side(out: &mut Vec<u8>, side: u8) -> Result<(), EncodeError> {
    check_side(side)?;
    out.push(side);
    Ok(())
}

/// True when `s` is a valid game id: 1 to 40 characters from `[a-z0-9-]`.
///
/// Game ids appear in reply tokens and `Log-Head` lines, so they are restricted
/// further than `str(s)` requires.
pub fn valid_game_id(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 40
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// Why hex text cannot be decoded.
#[derive(Debug, Clone, PartialEq, Eq, Sentence)]
#[sentence(prefix = "protocol-hex-")]
pub enum HexError {
    /// The text has an odd number of characters.
    OddLength(#[sentence(name = "n")] usize),
    /// A character that is not a hex digit, at the given character position (0-based).
    BadChar(#[sentence(name = "position", with = counted)] usize),
    /// The decoded value has the wrong size: (expected bytes, found bytes).
    #[sentence(by = wrong_length, ids = ["protocol-hex-wrong-length"])]
    WrongLength(usize, usize),
}

impl std::error::Error for HexError {}

/// A character's index counted from 1.
fn counted(i: &usize) -> usize {
    i.saturating_add(1)
}

/// Hex text of the wrong size: the digits and bytes expected and found.
fn wrong_length(want: &usize, got: &usize) -> Reason {
    Reason::new("protocol-hex-wrong-length")
        .num("digits", want.saturating_mul(2))
        .num("bytes", *want)
        .num("found", got.saturating_mul(2))
        .num("found-bytes", *got)
}

const HEX_DIGITS: &[u8; 16] = b"0123456789abcdef";

/// Encodes bytes as lowercase hex.
pub fn hex_encode(bytes: &[u8]) -> String {
    let mut out = vec![0u8; bytes.len() * 2];
    for (pair, &b) in out.chunks_exact_mut(2).zip(bytes) {
        pair[0] = HEX_DIGITS[usize::from(b >> 4)];
        pair[1] = HEX_DIGITS[usize::from(b & 0x0f)];
    }
    // Only ASCII hex digits were written.
    String::from_utf8(out).unwrap_or_default()
}

/// The value of each byte as a hex digit (either case), or `INVALID`.
const INVALID: u8 = 0xff;
static HEX_VALUES: [u8; 256] = {
    let mut t = [INVALID; 256];
    let mut i = 0;
    while i < 10 {
        t[b'0' as usize + i] = i as u8;
        i += 1;
    }
    let mut i = 0;
    while i < 6 {
        t[b'a' as usize + i] = 10 + i as u8;
        t[b'A' as usize + i] = 10 + i as u8;
        i += 1;
    }
    t
};

/// Decodes hex text (either case) into bytes.
pub fn hex_decode(text: &str) -> Result<Vec<u8>, HexError> {
    let b = text.as_bytes();
    // Report a non-hex character before an odd length: it is the more useful
    // message. Table lookups, one pass; the error path finds the position
    // (in characters) only when there is an error.
    let mut out = Vec::with_capacity(b.len() / 2);
    let mut bad = false;
    for pair in b.chunks_exact(2) {
        let hi = HEX_VALUES[usize::from(pair[0])];
        let lo = HEX_VALUES[usize::from(pair[1])];
        bad |= (hi | lo) > 15;
        out.push((hi << 4) | (lo & 0x0f));
    }
    if let Some(&last) = b.chunks_exact(2).remainder().first() {
        bad |= HEX_VALUES[usize::from(last)] == INVALID;
    }
    if bad {
        let i = text.chars().position(|c| !c.is_ascii_hexdigit()).unwrap_or(0);
        return Err(HexError::BadChar(i));
    }
    if !b.len().is_multiple_of(2) {
        return Err(HexError::OddLength(b.len()));
    }
    Ok(out)
}

/// Decodes exactly 32 bytes (64 hex digits, either case).
pub fn hex_decode32(text: &str) -> Result<[u8; 32], HexError> {
    let v = hex_decode(text)?;
    <[u8; 32]>::try_from(v.as_slice()).map_err(|_| HexError::WrongLength(32, v.len()))
}

/// Tag of the per-square salt HMAC.
pub const T_SALT: &str = "estafette/v1/salt";
/// Tag of a commitment leaf.
pub const T_LEAF: &str = "estafette/v1/leaf";
/// Tag of a commitment root.
pub const T_ROOT: &str = "estafette/v1/root";
/// Tag of a commitment root of version 2 (the root binds a signing key).
pub const T_ROOT_V2: &str = "estafette/v2/root";
/// Tag of the HMAC that derives a sealed army's signing key from its seed.
pub const T_SEAL_KEY: &str = "estafette/v2/seal-key";
/// Tag of the log's genesis hash `h0`.
pub const T_GENESIS: &str = "estafette/v1/genesis";
/// Tag of each log entry hash `hn`.
pub const T_ENTRY: &str = "estafette/v1/entry";
/// Tag of the reply-token HMAC.
pub const T_TOKEN: &str = "estafette/v1/token";
/// HKDF info tag of the per-game encryption key.
pub const T_GAME_KEY: &str = "estafette/v1/game-key";
/// Tag of the associated data of secrets sealed at rest.
pub const T_SECRET: &str = "estafette/v1/secret";
/// HKDF info tag of the reply-token key derived from the master key.
pub const T_TOKEN_KEY: &str = "estafette/v1/token-key";
/// HKDF info tag of the key of the referee's Message-IDs.
pub const T_MESSAGE_ID: &str = "estafette/v1/message-id";
/// HKDF info tag of the key check a database keeps of its key file.
pub const T_KEY_CHECK: &str = "estafette/v1/key-check";
/// Tag of the bytes a player's commands are signed over.
pub const T_COMMAND: &str = "estafette/v1/command";

/// SHA-256 of `data`.
pub fn sha256(data: &[u8]) -> [u8; 32] {
    use sha2::Digest;
    let mut out = [0u8; 32];
    out.copy_from_slice(&sha2::Sha256::digest(data));
    out
}

/// HMAC-SHA256 under `key` (any length) of `msg`.
pub fn hmac_sha256(key: &[u8], msg: &[u8]) -> [u8; 32] {
    use hmac::{KeyInit, Mac};
    // HMAC takes keys of any length (long keys are hashed first), so this
    // constructor has no failing case; the hmac crate itself relies on that.
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(key).expect("HMAC accepts keys of any length");
    mac.update(msg);
    let mut out = [0u8; 32];
    out.copy_from_slice(&mac.finalize().into_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn str_encoding_is_length_prefixed() {
        assert_eq!(encode_str("ab").unwrap(), vec![2, b'a', b'b']);
        let s64 = "x".repeat(64);
        let e = encode_str(&s64).unwrap();
        assert_eq!(e[0], 64);
        assert_eq!(e.len(), 65);
    }

    #[test]
    fn str_encoding_rejects_bad_strings() {
        assert_eq!(encode_str(""), Err(EncodeError::EmptyString));
        assert_eq!(encode_str(&"x".repeat(65)), Err(EncodeError::StringTooLong(65)));
        assert_eq!(encode_str("é"), Err(EncodeError::NotAscii));
        let mut out = vec![7];
        assert!(push_str(&mut out, "").is_err());
        assert_eq!(out, vec![7], "a failed push leaves the buffer alone");
    }

    #[test]
    fn integers_are_big_endian() {
        let mut out = Vec::new();
        push_u8(&mut out, 0xab);
        push_u32(&mut out, 0x0102_0304);
        push_u64(&mut out, 0x0506_0708_090a_0b0c);
        assert_eq!(out, vec![0xab, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }

    #[test]
    fn sides() {
        assert!(check_side(1).is_ok());
        assert!(check_side(2).is_ok());
        assert_eq!(check_side(0), Err(EncodeError::BadSide(0)));
        assert_eq!(check_side(3), Err(EncodeError::BadSide(3)));
        let mut out = Vec::new();
        assert!(push_side(&mut out, 9).is_err());
        assert!(out.is_empty());
    }

    #[test]
    fn game_ids() {
        assert!(valid_game_id("lattaque-7"));
        assert!(valid_game_id("a"));
        assert!(valid_game_id(&"a".repeat(40)));
        assert!(!valid_game_id(&"a".repeat(41)));
        assert!(!valid_game_id(""));
        assert!(!valid_game_id("Lattaque"));
        assert!(!valid_game_id("l.a"));
        assert!(!valid_game_id("l_a"));
        assert!(!valid_game_id("l a"));
    }

    #[test]
    fn hex_round_trip_and_errors() {
        let bytes: Vec<u8> = (0..=255).collect();
        let h = hex_encode(&bytes);
        assert_eq!(&h[..6], "000102");
        assert_eq!(&h[h.len() - 4..], "feff");
        assert_eq!(hex_decode(&h).unwrap(), bytes);
        assert_eq!(hex_decode("ABcd").unwrap(), vec![0xab, 0xcd]);
        assert_eq!(hex_decode("abc"), Err(HexError::OddLength(3)));
        assert_eq!(hex_decode("abzz"), Err(HexError::BadChar(2)));
        assert_eq!(hex_decode("aé"), Err(HexError::BadChar(1)));
        assert_eq!(hex_decode32("00"), Err(HexError::WrongLength(32, 1)));
        assert_eq!(hex_decode32(&"11".repeat(32)).unwrap(), [0x11; 32]);
        assert_eq!(hex_decode("").unwrap(), Vec::<u8>::new());
    }
}
