//! The cryptographic protocol, to the byte: commitments to hidden armies, the
//! hash-chained game log, reply tokens, and the encryption of secrets at rest.
//!
//! Every construction here is specified in `docs/PROTOCOL.md`, with test
//! vectors computed independently by `tests/data/protocol/vectors.py`.
//!
//! - [`encode`]: `str(s)`, big-endian integers, side bytes, hex text.
//! - [`commit`]: salts, leaves, roots, [`Commitment`] and [`Opening`], `open` lines.
//! - [`log`]: the hash chain over a game's events and the `Log-Head:` mail footer.
//! - [`fold`]: long lines of a mail's text part folded with `\` and read back whole.
//! - [`token`]: reply tokens `GAME.P.N.TAG` carried in addresses and subjects.
//! - [`sign`]: players' Ed25519 keys and the signatures of their commands.
//! - [`secret`]: the master key file, derived keys, and ChaCha20-Poly1305 sealing.
//! - [`blind`]: blind mode's formats and checks: the player's secret file,
//!   `commit`/`leaf` lines, the final reveal, the `Position:` mail line.
//! - [`msgid`]: the Message-IDs of the referee's mail, opaque but for the referee.
//! - [`sealed`]: sealing of the other things kept at rest: the referee's
//!   cached game snapshot (bound to a log head) and stored mail.
//!
//! Architecture invariant: pure functions of their inputs. The only I/O is in
//! [`secret`]: reading and creating the key file, and drawing random bytes
//! (nonces and seeds) from the operating system ([`sealed`] draws nonces too). Nothing panics on bad input;
//! every failure is an error value with a message fit for an operator.
//!
//! API boundary: the hashed bytes never change within `v1`. A change to any
//! encoding needs new tags (`estafette/v2/...`) so old transcripts still verify.

pub mod blind;
pub mod blind_line;
pub mod commit;
pub mod encode;
pub mod fold;
pub mod log;
pub mod secret_fault;
pub mod sign;
pub mod token;

pub use commit::{
    format_open_line, leaf, parse_open_line, root, salt, CommitError, Commitment, OpenLine, OpenLineError, Opening,
};
pub use encode::{
    encode_str, hex_decode, hex_decode32, hex_encode, push_side, push_str, push_u32, push_u64, push_u8, valid_game_id,
    EncodeError, HexError,
};
pub use log::{chain_heads, genesis, next, verify_chain, ChainError, LogHead, LogHeadError};
pub use token::TokenError;

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
