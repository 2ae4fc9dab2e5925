//! Signed commands: a player's Ed25519 key (RFC 8032) and the signature a
//! mail's commands carry (`docs/PROTOCOL.md`, section 11).
//!
//! ```text
//! m = str(T_command) || str(g) || u8(side) || u64(n) || h(n) || u32(len(c)) || c
//! ```
//!
//! where `side` is the side byte of the log's events (1 for the side the
//! rules name first: South, Allies, Soldiers), `n` and `h(n)` the last log
//! head the player saw (the `Log-Head:` line of the mail they answer), and
//! `c` the mail's command lines, each trimmed, the empty ones left out,
//! joined by LF, in the order written, without the `sig` line. A mail
//! carries the signature as one line `sig N BASE64` (`N` = `n` in decimal,
//! the signature's 64 bytes in base64); a key is written in base64 (32
//! bytes). Base64 is the standard alphabet of RFC 4648, with padding.
//!
//! The same code signs (`estafette sign`, the player kit), checks (the
//! referee) and verifies (`verify`). Pure: a secret key comes in as its 32
//! seed bytes, drawn by the caller. Bad input is an error, never a panic.

use ed25519_dalek::{Signer, SigningKey, VerifyingKey};
use serde::{Deserialize, Serialize};

use super::encode::{
    check_side, hex_decode32, hex_encode, push_str, push_u32, push_u64, push_u8, valid_game_id, EncodeError, HexError,
};
use super::T_COMMAND;
use crate::reason::{Explain, Reason, Sentence};

/// The keyword of a mail's signature line.
pub const SIG_KEYWORD: &str = "sig";
/// The `format` member of a signing key file.
pub const KEY_FORMAT: &str = "estafette-signing-key";
/// The `version` member of a signing key file.
pub const KEY_VERSION: u32 = 1;

/// Why a key, a signature, the signed bytes or a key file are refused.
#[derive(Debug, Clone, PartialEq, Eq, Sentence)]
#[sentence(prefix = "protocol-sign-")]
pub enum SignError {
    /// A text that is no public key.
    Key(KeyFault),
    /// A signature that is not 64 bytes of base64.
    SignatureLength,
    /// A game id that is not one (the text given).
    NotAGameId { game: String },
    /// Commands longer than a `u32` counts.
    CommandsTooLong,
    /// A side byte or a string the signed bytes cannot encode.
    Encode(EncodeError),
    /// A `sig` line whose position does not fit in 64 bits.
    SigPositionTooLarge,
    /// A mail with more than one `sig` line.
    SeveralSigLines,
    /// Nothing to sign.
    NoCommands,
    /// A key file that is not JSON of a key file (the JSON reader's English).
    NotAKeyFile { why: String },
    /// A key file of another format or version.
    #[sentence(by = wrong_key_file, ids = ["protocol-sign-wrong-key-file"])]
    WrongKeyFile { format: String, version: u32 },
    /// A key file whose secret is not 64 hex digits.
    Secret(#[sentence(name = "why", with = Explain::reason)] HexError),
    /// A key file whose public key is not its secret's.
    KeyFileDamaged,
}

impl std::error::Error for SignError {}

/// A key file of another format or version, and the ones expected.
fn wrong_key_file(format: &str, version: &u32) -> Reason {
    Reason::new("protocol-sign-wrong-key-file")
        .text("format", format)
        .text("version", version)
        .text("expected", KEY_FORMAT)
        .text("expected-version", KEY_VERSION)
}

fn err<T>(e: SignError) -> Result<T, SignError> {
    Err(e)
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// RFC 4648 base64, standard alphabet, with padding.
pub fn base64_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let v = chunk
            .iter()
            .enumerate()
            .fold(0u32, |v, (i, &b)| v | u32::from(b) << (16 - 8 * i));
        for k in 0..4 {
            if k <= chunk.len() {
                out.push(B64[(v >> (18 - 6 * k) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Reads base64 written as [`base64_encode`] writes it: the standard
/// alphabet, padded, and canonical (the unused bits of the last character
/// zero), so that one value has one spelling. `None` for anything else.
pub fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let t = text.as_bytes();
    if !t.len().is_multiple_of(4) {
        return None;
    }
    let mut out = Vec::with_capacity(t.len() / 4 * 3);
    for (ci, chunk) in t.chunks(4).enumerate() {
        let last = ci + 1 == t.len() / 4;
        let pad = chunk.iter().rev().take_while(|&&c| c == b'=').count();
        if pad > 2 || (pad > 0 && !last) {
            return None;
        }
        let mut v = 0u32;
        for &c in &chunk[..4 - pad] {
            let d = B64.iter().position(|&x| x == c)? as u32;
            v = v << 6 | d;
        }
        v <<= 6 * pad as u32;
        let bytes = [(v >> 16) as u8, (v >> 8) as u8, v as u8];
        let keep = 3 - pad;
        if bytes[keep..].iter().any(|&b| b != 0) {
            return None;
        }
        out.extend_from_slice(&bytes[..keep]);
    }
    Some(out)
}

/// A public key from its base64 text: 32 bytes that are a point of the
/// curve (a mistyped key is refused here, not when a signature fails).
pub fn parse_public_key(text: &str) -> Result<[u8; 32], SignError> {
    read_public_key(text).map_err(SignError::Key)
}

/// Why a text is no public key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "refusal-key-")]
pub enum KeyFault {
    /// Not 32 bytes of base64.
    Length,
    /// 32 bytes, but no point of the Ed25519 curve.
    NotEd25519,
}

/// A public key from its base64 text (32 bytes), or why it is none.
pub fn read_public_key(text: &str) -> Result<[u8; 32], KeyFault> {
    let bytes = base64_decode(text.trim())
        .filter(|b| b.len() == 32)
        .ok_or(KeyFault::Length)?;
    let mut key = [0u8; 32];
    key.copy_from_slice(&bytes);
    VerifyingKey::from_bytes(&key).map_err(|_| KeyFault::NotEd25519)?;
    Ok(key)
}

/// A signature from its base64 text (64 bytes).
pub fn parse_signature(text: &str) -> Result<[u8; 64], SignError> {
    let bytes = base64_decode(text.trim())
        .filter(|b| b.len() == 64)
        .ok_or(SignError::SignatureLength)?;
    let mut sig = [0u8; 64];
    sig.copy_from_slice(&bytes);
    Ok(sig)
}

/// The public key of the secret key whose seed is `secret`.
pub fn public_key(secret: &[u8; 32]) -> [u8; 32] {
    SigningKey::from_bytes(secret).verifying_key().to_bytes()
}

/// The bytes a mail's commands are signed over (see the module
/// documentation): `side` the event side byte (1 or 2), `n` and `head` the log
/// head the player saw, `commands` the text `c`.
pub fn signed_bytes(game: &str, side: u8, n: u64, head: &[u8; 32], commands: &str) -> Result<Vec<u8>, SignError> {
    check_side(side).map_err(SignError::Encode)?;
    if !valid_game_id(game) {
        return err(SignError::NotAGameId { game: game.to_string() });
    }
    let len = u32::try_from(commands.len()).map_err(|_| SignError::CommandsTooLong)?;
    let mut m = Vec::with_capacity(64 + commands.len());
    push_str(&mut m, T_COMMAND).map_err(SignError::Encode)?;
    push_str(&mut m, game).map_err(SignError::Encode)?;
    push_u8(&mut m, side);
    push_u64(&mut m, n);
    m.extend_from_slice(head);
    push_u32(&mut m, len);
    m.extend_from_slice(commands.as_bytes());
    Ok(m)
}

/// The signature of `message` under the secret key whose seed is `secret`.
pub fn sign(secret: &[u8; 32], message: &[u8]) -> [u8; 64] {
    SigningKey::from_bytes(secret).sign(message).to_bytes()
}

/// Whether `sig` is the signature of `message` under `public` (RFC 8032's
/// verification, strict: no small-order key, no malleable signature).
pub fn verify(public: &[u8; 32], message: &[u8], sig: &[u8; 64]) -> bool {
    let Ok(key) = VerifyingKey::from_bytes(public) else {
        return false;
    };
    key.verify_strict(message, &ed25519_dalek::Signature::from_bytes(sig))
        .is_ok()
}

/// Whether `line` is a signature line: the word `sig` (any case), a
/// number, one more word.
pub fn is_sig_line(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    matches!(words.as_slice(), [kw, n, _] if kw.eq_ignore_ascii_case(SIG_KEYWORD) && n.bytes().all(|b| b.is_ascii_digit()))
}

/// The signature line of `sig` over the log as seen at position `n`:
/// `sig N BASE64`.
pub fn sig_line(n: u64, sig: &[u8; 64]) -> String {
    format!("{SIG_KEYWORD} {n} {}", base64_encode(sig))
}

/// The text `c` of a mail's command lines: each trimmed, the empty ones
/// and the signature line left out, joined by LF.
pub fn command_text(lines: &[String]) -> String {
    let kept: Vec<&str> = lines
        .iter()
        .map(|l| l.trim())
        .filter(|l| !l.is_empty() && !is_sig_line(l))
        .collect();
    kept.join("\n")
}

/// A mail's signature line read: the position `N` it names, and the
/// signature's 64 bytes or why they cannot be read.
pub type SigLine = (u64, Result<[u8; 64], SignError>);

/// A mail's command lines split: the signature line, if the lines hold
/// one, and the text `c` of the others. More than one signature line is
/// an error (at position 0).
pub fn split_signature(lines: &[String]) -> (Option<SigLine>, String) {
    let sigs: Vec<&str> = lines.iter().map(|l| l.trim()).filter(|l| is_sig_line(l)).collect();
    let sig = match sigs.as_slice() {
        [] => None,
        [one] => {
            let words: Vec<&str> = one.split_whitespace().collect();
            match words.get(1).and_then(|n| n.parse::<u64>().ok()) {
                Some(n) => Some((n, parse_signature(words.get(2).copied().unwrap_or_default()))),
                None => Some((0, err(SignError::SigPositionTooLarge))),
            }
        }
        _ => Some((0, err(SignError::SeveralSigLines))),
    };
    (sig, command_text(lines))
}

/// A mail's signed commands, as `estafette sign` prints them: the command
/// lines of `text` (trimmed, the empty ones and any old `sig` line left
/// out), then the `sig N SIGNATURE` line, for `side` (1 or 2) after the
/// log head `head` (the `Log-Head:` line of the mail answered).
pub fn sign_commands(secret: &[u8; 32], side: u8, head: &super::log::LogHead, text: &str) -> Result<String, SignError> {
    // A folded line is one command, as the referee reads it.
    let lines: Vec<String> = super::fold::unfold(text).lines().map(str::to_string).collect();
    let c = command_text(&lines);
    if c.is_empty() {
        return err(SignError::NoCommands);
    }
    let m = signed_bytes(&head.game, side, head.n, &head.head, &c)?;
    Ok(format!("{c}\n{}\n", sig_line(head.n, &sign(secret, &m))))
}

/// A player's signing key file, as `estafette keygen` writes it (JSON,
/// pretty-printed, members in this order).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeyFile {
    /// Always [`KEY_FORMAT`].
    pub format: String,
    /// Always [`KEY_VERSION`].
    pub version: u32,
    /// The public key, base64 (what `KEY` registers).
    pub public: String,
    /// The secret key's 32 seed bytes, 64 lowercase hex digits.
    pub secret: String,
}

impl KeyFile {
    /// The key file of the secret key whose seed is `secret`.
    pub fn new(secret: &[u8; 32]) -> KeyFile {
        KeyFile {
            format: KEY_FORMAT.into(),
            version: KEY_VERSION,
            public: base64_encode(&public_key(secret)),
            secret: hex_encode(secret),
        }
    }

    /// The JSON text of the file (final newline).
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).unwrap_or_default();
        s.push('\n');
        s
    }

    /// Reads a key file and checks that its public key is its secret's:
    /// the secret seed.
    pub fn read(text: &str) -> Result<[u8; 32], SignError> {
        let f: KeyFile = serde_json::from_str(text).map_err(|e| SignError::NotAKeyFile { why: e.to_string() })?;
        if f.format != KEY_FORMAT || f.version != KEY_VERSION {
            return err(SignError::WrongKeyFile {
                format: f.format,
                version: f.version,
            });
        }
        let secret = hex_decode32(&f.secret).map_err(SignError::Secret)?;
        if base64_encode(&public_key(&secret)) != f.public.trim() {
            return err(SignError::KeyFileDamaged);
        }
        Ok(secret)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_is_rfc4648_and_canonical() {
        // RFC 4648, section 10.
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64_encode(plain.as_bytes()), coded);
            assert_eq!(base64_decode(coded).as_deref(), Some(plain.as_bytes()));
        }
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(base64_decode(&base64_encode(&all)), Some(all));
        for bad in [
            "Zg=", "Zh==", "Zm9=", "Z===", "Zg==Zg==", "Zm9v\n", " Zm9v", "Zm-v", "Zm9vYg",
        ] {
            assert_eq!(base64_decode(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_signature_checks_only_for_its_key_and_bytes() {
        let secret = [7u8; 32];
        let public = public_key(&secret);
        let m = signed_bytes("strand-1", 1, 4, &[9; 32], "a7-b8\nDRAW").unwrap();
        let sig = sign(&secret, &m);
        assert!(verify(&public, &m, &sig));
        let other = signed_bytes("strand-1", 1, 5, &[9; 32], "a7-b8\nDRAW").unwrap();
        assert!(!verify(&public, &other, &sig), "another head");
        assert!(!verify(&public_key(&[8; 32]), &m, &sig), "another key");
        let mut bad = sig;
        bad[10] ^= 1;
        assert!(!verify(&public, &m, &bad));
        assert!(verify(&parse_public_key(&base64_encode(&public)).unwrap(), &m, &sig));
        assert_eq!(parse_signature(&base64_encode(&sig)), Ok(sig));
        assert_eq!(
            signed_bytes("strand-1", 3, 4, &[9; 32], ""),
            Err(SignError::Encode(EncodeError::BadSide(3)))
        );
        let e = signed_bytes("Strand 1", 1, 4, &[9; 32], "").unwrap_err();
        assert_eq!(e.to_string(), "'Strand 1' is not a game id");
    }

    #[test]
    fn keys_and_signatures_are_read_strictly() {
        assert_eq!(parse_public_key("AAAA"), Err(SignError::Key(KeyFault::Length)));
        assert_eq!(
            parse_signature(&base64_encode(&[1; 63])).map_err(|e| e.to_string()),
            Err("a signature is 88 characters of base64 (64 bytes)".to_string())
        );
        // 32 bytes that are not a point of the curve.
        let not_a_point = (0..=255u8)
            .map(|b| [b; 32])
            .find(|k| VerifyingKey::from_bytes(k).is_err())
            .unwrap();
        assert!(parse_public_key(&base64_encode(&not_a_point)).is_err());
    }

    #[test]
    fn the_signed_text_is_the_command_lines_trimmed_without_the_sig_line() {
        let sig = sig_line(12, &[3; 64]);
        let lines: Vec<String> = ["  b4-b5 ", "", &sig, "DRAW\t"].iter().map(|s| s.to_string()).collect();
        assert_eq!(command_text(&lines), "b4-b5\nDRAW");
        let (found, c) = split_signature(&lines);
        assert_eq!(found, Some((12, Ok([3; 64]))));
        assert_eq!(c, "b4-b5\nDRAW");
        let two = vec![sig.clone(), "b4-b5".into(), sig.to_uppercase()];
        assert_eq!(split_signature(&two).0, Some((0, Err(SignError::SeveralSigLines))));
        assert!(is_sig_line("SIG 3 abc") && !is_sig_line("sig") && !is_sig_line("sig a b") && !is_sig_line("sig 3"));
        assert!(matches!(
            split_signature(&["sig 1 !!".to_string()]).0,
            Some((1, Err(_)))
        ));
    }

    #[test]
    fn a_key_file_reads_back_and_refuses_a_damaged_one() {
        let f = KeyFile::new(&[5; 32]);
        assert_eq!(KeyFile::read(&f.to_json()), Ok([5; 32]));
        let mut damaged = f.clone();
        damaged.public = base64_encode(&public_key(&[6; 32]));
        assert_eq!(KeyFile::read(&damaged.to_json()), Err(SignError::KeyFileDamaged));
        assert!(matches!(KeyFile::read("{}"), Err(SignError::NotAKeyFile { .. })));
        let e = KeyFile::read(&f.to_json().replace("\"version\": 1", "\"version\": 2")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "not a signing key file of this program (format 'estafette-signing-key' version 2; expected 'estafette-signing-key' version 1)"
        );
        let mut bad_secret = f.clone();
        bad_secret.secret = "zz".into();
        assert_eq!(
            KeyFile::read(&bad_secret.to_json()).map_err(|e| e.to_string()),
            Err("secret: not a hex digit at position 1".to_string())
        );
    }
}
