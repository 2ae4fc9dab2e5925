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
    encode_str, hex_decode, hex_decode32, hex_encode, hmac_sha256, push_side, push_str, push_u32, push_u64, push_u8,
    sha256, valid_game_id, EncodeError, HexError, T_COMMAND, T_ENTRY, T_GAME_KEY, T_GENESIS, T_KEY_CHECK, T_LEAF,
    T_MESSAGE_ID, T_ROOT, T_ROOT_V2, T_SALT, T_SEAL_KEY, T_SECRET, T_TOKEN, T_TOKEN_KEY,
};
pub use log::{chain_heads, genesis, next, verify_chain, ChainError, LogHead, LogHeadError};
pub use token::TokenError;
