//! Mail in and out: parsing what clients send, building what the referee
//! sends, the transports that move the bytes, and Maildir folders.
//!
//! Architecture invariant: transports only move bytes; they never decide.

/// The default largest message taken in whole (`max_message_bytes`):
/// 10 MiB, Postfix's own default message size limit.
pub const DEFAULT_MAX_MESSAGE_BYTES: usize = 10 << 20;

pub mod fault;
pub mod imap;
pub mod inbound;
pub mod maildir;
pub mod outbound;
pub mod response_fault;
pub mod sanitize;
pub mod session_fault;
pub mod transport;
