//! Secrets at rest: the master key file, keys derived from it, and sealing of
//! setups and seeds with ChaCha20-Poly1305.
//!
//! ```text
//! game_key(g) = HKDF-SHA256(ikm = master, salt = empty, info = str(T_game_key) || str(g))   32 bytes
//! token_key   = HKDF-SHA256(ikm = master, salt = empty, info = str(T_token_key))            32 bytes
//! sealed      = nonce(12 random bytes) || ChaCha20-Poly1305(game_key(g), nonce, plaintext,
//!                                                           ad = str(T_secret) || str(g) || side || root)
//! ```
//!
//! The key file holds the 32-byte master key as 64 lowercase hex digits and a
//! newline. It is created with mode 0600 and never overwritten; a key file that
//! group or others may access is refused.
//!
//! Architecture invariant: this file holds all the I/O of the protocol module:
//! reading and creating the key file, and drawing random bytes from the
//! operating system (`getrandom`). Everything else here is pure.

use std::fmt;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::ChaCha20Poly1305;

use super::hkdf32;
pub use super::BadKey;
use crate::protocol::encode::{hex_decode32, hex_encode, push_side, push_str, EncodeError};
use crate::protocol::{T_GAME_KEY, T_KEY_CHECK, T_SECRET, T_TOKEN_KEY};
use estafette_core::reason::Sentence;

/// Length of the nonce that starts a sealed value.
pub const NONCE_LEN: usize = 12;
/// Length of the Poly1305 tag that ends a sealed value.
pub const TAG_LEN: usize = 16;

/// Largest key file accepted, in bytes (the real one is 65).
const MAX_KEY_FILE_LEN: u64 = 1024;

/// What went wrong with the key file or a sealed secret, as typed
/// sentences (`service-key-…`, in `templates/<lang>/service.ftl`), which
/// the command line words in the operator's language. Paths and the
/// system's own words are written as they are.
#[derive(Debug, Sentence)]
#[sentence(prefix = "service-key-")]
pub enum SecretError {
    /// The key file could not be created, read or written.
    Io {
        /// What was being done ("create", "read", ...).
        action: &'static str,
        /// The key file.
        #[sentence(with = shown)]
        path: PathBuf,
        /// The underlying error.
        #[sentence(name = "error", with = ToString::to_string)]
        source: std::io::Error,
    },
    /// `generate` found a file already there.
    Exists(#[sentence(name = "path", with = shown)] PathBuf),
    /// The key file may be read or written by group or others.
    Permissions {
        /// The key file.
        #[sentence(with = shown)]
        path: PathBuf,
        /// Its permission bits.
        #[sentence(with = octal)]
        mode: u32,
    },
    /// The key file does not hold 64 hex digits.
    #[sentence(id = "service-key-invalid")]
    BadKeyFile {
        /// The key file.
        #[sentence(with = shown)]
        path: PathBuf,
        /// What is wrong.
        #[sentence(name = "why")]
        reason: BadKey,
    },
    /// The operating system gave no random bytes.
    Random(#[sentence(name = "error")] String),
    /// The game id or side cannot be encoded.
    Encode(EncodeError),
    /// The sealed value is shorter than a nonce and a tag.
    #[sentence(arg(least = NONCE_LEN + TAG_LEN))]
    TooShort(#[sentence(name = "n")] usize),
    /// Decryption failed: wrong key, wrong game, side or root, or altered bytes.
    #[sentence(id = "service-key-does-not-open")]
    Authentication,
    /// Encryption failed (the plaintext is too long).
    Encrypt,
}

/// A path as the sentences write it.
fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// Permission bits as `chmod` takes them (`0644`).
fn octal(mode: &u32) -> String {
    format!("{mode:04o}")
}

impl std::error::Error for SecretError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SecretError::Io { source, .. } => Some(source),
            SecretError::Encode(e) => Some(e),
            _ => None,
        }
    }
}

impl From<EncodeError> for SecretError {
    fn from(e: EncodeError) -> Self {
        SecretError::Encode(e)
    }
}

/// The referee's 32-byte master key. `Debug` does not show it.
#[derive(Clone, PartialEq, Eq)]
pub struct KeyFile {
    master: [u8; 32],
    /// The key of Message-IDs ([`super::msgid::id_key`]) for the database
    /// named by [`KeyFile::for_instance`] (none named: the empty name).
    ids: [u8; 32],
}

impl fmt::Debug for KeyFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("KeyFile { master: <hidden> }")
    }
}

impl KeyFile {
    /// Wraps a master key already in memory (tests, demos).
    pub fn from_bytes(master: [u8; 32]) -> KeyFile {
        KeyFile::new(master)
    }

    fn new(master: [u8; 32]) -> KeyFile {
        KeyFile {
            master,
            ids: super::msgid::id_key(&master, ""),
        }
    }

    /// This key as used by the database whose instance name (its `meta`
    /// table's `instance`) is `instance`: its Message-IDs are that
    /// database's own.
    pub fn for_instance(mut self, instance: &str) -> KeyFile {
        self.ids = super::msgid::id_key(&self.master, instance);
        self
    }

    /// The key of the referee's Message-IDs ([`super::msgid`]).
    pub fn message_id_key(&self) -> &[u8; 32] {
        &self.ids
    }

    /// The master key.
    pub fn master(&self) -> &[u8; 32] {
        &self.master
    }

    /// The check value a database keeps of its key file:
    /// `HKDF-SHA256(ikm = master, salt = empty, info = str(T_key_check))`,
    /// in hex. It shows whether a key file is the database's own without
    /// revealing anything of the key.
    pub fn check(&self) -> String {
        let mut info = Vec::with_capacity(32);
        // T_KEY_CHECK is a short ASCII constant: its length fits the prefix.
        let _ = push_str(&mut info, T_KEY_CHECK);
        hex_encode(&hkdf32(&self.master, &info))
    }

    /// The key of reply tokens, derived from the master key.
    pub fn token_key(&self) -> [u8; 32] {
        token_key(&self.master)
    }

    /// Creates a new key file at `path` with a fresh random key, mode 0600.
    /// Refuses to overwrite any existing file (or symbolic link).
    pub fn generate(path: &Path) -> Result<KeyFile, SecretError> {
        KeyFile::create(path, random_32()?)
    }

    /// Creates a new key file at `path` holding `master`, mode 0600, as
    /// [`KeyFile::generate`] does (for the seeded demo, whose key is drawn
    /// from its seed).
    pub fn create(path: &Path, master: [u8; 32]) -> Result<KeyFile, SecretError> {
        let mut opts = std::fs::OpenOptions::new();
        opts.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            opts.mode(0o600);
        }
        let mut file = opts.open(path).map_err(|e| {
            if e.kind() == std::io::ErrorKind::AlreadyExists {
                SecretError::Exists(path.to_path_buf())
            } else {
                io_err("create", path, e)
            }
        })?;
        let text = format!("{}\n", hex_encode(&master));
        let written = file.write_all(text.as_bytes()).and_then(|()| file.sync_all());
        if let Err(e) = written {
            drop(file);
            // Leave no half-written key behind; the write error is what matters.
            let _ = std::fs::remove_file(path);
            return Err(io_err("write", path, e));
        }
        Ok(KeyFile::new(master))
    }

    /// Reads the key file at `path`. Refuses a file that group or others have
    /// any permission on (mode bits 077), and anything but 64 hex digits
    /// (surrounding whitespace allowed).
    pub fn load(path: &Path) -> Result<KeyFile, SecretError> {
        let file = std::fs::File::open(path).map_err(|e| io_err("open", path, e))?;
        let meta = file.metadata().map_err(|e| io_err("inspect", path, e))?;
        if !meta.is_file() {
            return Err(bad_file(path, BadKey::NotAFile));
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = meta.permissions().mode() & 0o7777;
            if mode & 0o077 != 0 {
                return Err(SecretError::Permissions {
                    path: path.to_path_buf(),
                    mode,
                });
            }
        }
        if meta.len() > MAX_KEY_FILE_LEN {
            return Err(bad_file(path, BadKey::TooLarge));
        }
        let mut bytes = Vec::new();
        file.take(MAX_KEY_FILE_LEN + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| io_err("read", path, e))?;
        let text = std::str::from_utf8(&bytes).map_err(|_| bad_file(path, BadKey::Binary))?;
        let master = hex_decode32(text.trim()).map_err(|e| bad_file(path, BadKey::NotHex(e)))?;
        Ok(KeyFile::new(master))
    }
}

fn io_err(action: &'static str, path: &Path, source: std::io::Error) -> SecretError {
    SecretError::Io {
        action,
        path: path.to_path_buf(),
        source,
    }
}

fn bad_file(path: &Path, reason: BadKey) -> SecretError {
    SecretError::BadKeyFile {
        path: path.to_path_buf(),
        reason,
    }
}

/// 32 fresh random bytes from the operating system.
fn random_32() -> Result<[u8; 32], SecretError> {
    let mut b = [0u8; 32];
    random_fill(&mut b)?;
    Ok(b)
}

/// Fill `out` with fresh random bytes from the operating system's
/// generator, asked anew at every call: no random bytes are kept in memory
/// ahead of use.
pub(crate) fn random_fill(out: &mut [u8]) -> Result<(), SecretError> {
    getrandom::fill(out).map_err(|e| SecretError::Random(e.to_string()))
}

/// A fresh 32-byte seed for one side's commitment (one per game and side).
pub fn fresh_seed() -> Result<[u8; 32], SecretError> {
    random_32()
}

/// The per-game encryption key:
/// `HKDF-SHA256(ikm = master, salt = empty, info = str(T_game_key) || str(game))`.
pub fn game_key(master: &[u8; 32], game: &str) -> Result<[u8; 32], EncodeError> {
    let mut info = Vec::with_capacity(96);
    push_str(&mut info, T_GAME_KEY)?;
    push_str(&mut info, game)?;
    Ok(hkdf32(master, &info))
}

/// The reply-token key:
/// `HKDF-SHA256(ikm = master, salt = empty, info = str(T_token_key))`.
pub fn token_key(master: &[u8; 32]) -> [u8; 32] {
    // str(T_token_key): T_TOKEN_KEY is a fixed ASCII constant (checked below at
    // compile time), so its length fits the one-byte prefix.
    const _: () = assert!(!T_TOKEN_KEY.is_empty() && T_TOKEN_KEY.len() <= 64 && T_TOKEN_KEY.is_ascii());
    let mut info = Vec::with_capacity(1 + T_TOKEN_KEY.len());
    info.push(T_TOKEN_KEY.len() as u8);
    info.extend_from_slice(T_TOKEN_KEY.as_bytes());
    hkdf32(master, &info)
}

fn associated_data(game: &str, side: u8, root: &[u8; 32]) -> Result<Vec<u8>, EncodeError> {
    let mut ad = Vec::with_capacity(96);
    push_str(&mut ad, T_SECRET)?;
    push_str(&mut ad, game)?;
    push_side(&mut ad, side)?;
    ad.extend_from_slice(root);
    Ok(ad)
}

/// Seals `plaintext` (a setup and seed) for `game` and `side`, bound to the
/// commitment `root`, under a key derived from `master`, with a fresh random
/// nonce. Returns `nonce || ciphertext || tag`.
pub fn seal(
    master: &[u8; 32],
    game: &str,
    side: u8,
    root: &[u8; 32],
    plaintext: &[u8],
) -> Result<Vec<u8>, SecretError> {
    let mut nonce = [0u8; NONCE_LEN];
    random_fill(&mut nonce)?;
    seal_with_nonce(master, game, side, root, &nonce, plaintext)
}

/// [`seal`] with a given nonce, for test vectors only. A nonce must never be
/// used twice under one key: live code calls [`seal`].
pub fn seal_with_nonce(
    master: &[u8; 32],
    game: &str,
    side: u8,
    root: &[u8; 32],
    nonce: &[u8; NONCE_LEN],
    plaintext: &[u8],
) -> Result<Vec<u8>, SecretError> {
    let ad = associated_data(game, side, root)?;
    let key = game_key(master, game)?;
    let cipher = ChaCha20Poly1305::new(&key.into());
    let ct = cipher
        .encrypt(
            &(*nonce).into(),
            Payload {
                msg: plaintext,
                aad: &ad,
            },
        )
        .map_err(|_| SecretError::Encrypt)?;
    let mut out = Vec::with_capacity(NONCE_LEN + ct.len());
    out.extend_from_slice(nonce);
    out.extend_from_slice(&ct);
    Ok(out)
}

/// Opens a value made by [`seal`]. Any wrong key, game, side or root, and any
/// altered byte, gives [`SecretError::Authentication`].
pub fn open(master: &[u8; 32], game: &str, side: u8, root: &[u8; 32], sealed: &[u8]) -> Result<Vec<u8>, SecretError> {
    if sealed.len() < NONCE_LEN + TAG_LEN {
        return Err(SecretError::TooShort(sealed.len()));
    }
    let ad = associated_data(game, side, root)?;
    let key = game_key(master, game)?;
    let (nonce, ct) = sealed.split_at(NONCE_LEN);
    let mut n = [0u8; NONCE_LEN];
    n.copy_from_slice(nonce);
    let cipher = ChaCha20Poly1305::new(&key.into());
    cipher
        .decrypt(&n.into(), Payload { msg: ct, aad: &ad })
        .map_err(|_| SecretError::Authentication)
}

#[cfg(test)]
mod tests {
    #[test]
    fn random_bytes_differ_from_draw_to_draw() {
        let mut seen = std::collections::HashSet::new();
        for i in 0..50 {
            let mut b = vec![0u8; if i % 2 == 0 { 12 } else { 32 }];
            super::random_fill(&mut b).unwrap();
            assert!(seen.insert(b), "draw {i} repeated");
        }
    }

    use super::*;

    const M: [u8; 32] = [9u8; 32];
    const G: &str = "lattaque-1";
    const ROOT: [u8; 32] = [0x5a; 32];

    #[test]
    fn derived_keys_differ() {
        let a = game_key(&M, G).unwrap();
        assert_ne!(a, game_key(&M, "lattaque-2").unwrap());
        assert_ne!(a, game_key(&[8u8; 32], G).unwrap());
        assert_ne!(a, token_key(&M));
        assert_ne!(token_key(&M), token_key(&[8u8; 32]));
        assert_eq!(game_key(&M, ""), Err(EncodeError::EmptyString));
        assert_eq!(KeyFile::from_bytes(M).token_key(), token_key(&M));
    }

    #[test]
    fn seal_open_round_trip() {
        let msg = b"setup a1 flag; seed ...";
        let s = seal(&M, G, 1, &ROOT, msg).unwrap();
        assert_eq!(s.len(), NONCE_LEN + msg.len() + TAG_LEN);
        assert_eq!(open(&M, G, 1, &ROOT, &s).unwrap(), msg.to_vec());
        // Fresh nonce on every write.
        let s2 = seal(&M, G, 1, &ROOT, msg).unwrap();
        assert_ne!(s[..NONCE_LEN], s2[..NONCE_LEN]);
        assert_eq!(open(&M, G, 1, &ROOT, &s2).unwrap(), msg.to_vec());
        let empty = seal(&M, G, 2, &ROOT, b"").unwrap();
        assert_eq!(open(&M, G, 2, &ROOT, &empty).unwrap(), Vec::<u8>::new());
    }

    #[test]
    fn open_fails_cleanly() {
        let s = seal(&M, G, 1, &ROOT, b"secret army").unwrap();
        assert!(matches!(
            open(&[8u8; 32], G, 1, &ROOT, &s),
            Err(SecretError::Authentication)
        ));
        assert!(matches!(
            open(&M, "lattaque-2", 1, &ROOT, &s),
            Err(SecretError::Authentication)
        ));
        assert!(matches!(open(&M, G, 2, &ROOT, &s), Err(SecretError::Authentication)));
        assert!(matches!(
            open(&M, G, 3, &ROOT, &s),
            Err(SecretError::Encode(EncodeError::BadSide(3)))
        ));
        for j in 0..32 {
            let mut r = ROOT;
            r[j] ^= 1;
            assert!(matches!(open(&M, G, 1, &r, &s), Err(SecretError::Authentication)));
        }
        for i in 0..s.len() {
            let mut bad = s.clone();
            bad[i] ^= 0x01;
            assert!(
                matches!(open(&M, G, 1, &ROOT, &bad), Err(SecretError::Authentication)),
                "byte {i}"
            );
        }
        assert!(matches!(
            open(&M, G, 1, &ROOT, &s[..s.len() - 1]),
            Err(SecretError::Authentication)
        ));
        assert!(matches!(
            open(&M, G, 1, &ROOT, &s[..27]),
            Err(SecretError::TooShort(27))
        ));
        assert!(matches!(open(&M, G, 1, &ROOT, &[]), Err(SecretError::TooShort(0))));
        let mut longer = s.clone();
        longer.push(0);
        assert!(matches!(
            open(&M, G, 1, &ROOT, &longer),
            Err(SecretError::Authentication)
        ));
    }

    #[test]
    fn debug_hides_the_key() {
        let k = KeyFile::from_bytes([0xee; 32]);
        let d = format!("{k:?}");
        assert!(!d.contains("ee") && !d.contains("238"), "{d}");
    }
}
