//! Mail in and out: parsing what clients send, building what the referee
//! sends, the transports that move the bytes, and Maildir folders.
//!
//! Architecture invariant: transports only move bytes; they never decide.

pub mod imap;
pub mod inbound;
pub mod maildir;
pub mod outbound;
pub mod transport;
