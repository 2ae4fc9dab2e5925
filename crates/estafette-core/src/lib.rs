//! The pure core of Estafette, a play-by-email referee for L'Attaque, The
//! 'Strand' War Game and L'Assaut:
//!
//! - [`club`]: tournaments and ratings (pairings, standings, Glicko-2);
//! - [`games`]: the three rules engines behind one interface (positions,
//!   moves, legality, combat, outcomes) and their text formats;
//! - [`protocol`]: the commit-reveal scheme of hidden armies, reply tokens
//!   and the log's hash chain, byte for byte as docs/PROTOCOL.md gives them;
//! - [`referee`]: the command language and the referee's decisions, pure
//!   functions of (state, input, time) that return events and mails to send;
//! - [`transcript`]: a finished game's transcript and `verify`;
//! - [`play`]: applying moves to a position, for `estafette play`;
//! - [`reason`]: sentences as data (a code and typed arguments), which the
//!   catalogs word in each language (the words crate's, re-exported);
//!
//! Architecture invariant: no I/O, no clock, no randomness (the shell, the
//! `estafette` crate, passes the time and any random bytes in), so live
//! play, `verify`, `audit`, the tests and the player kit run the same code.

pub mod club;
#[cfg(any(test, feature = "fixtures"))]
mod examples;
pub mod games;
pub mod play;
pub mod protocol;
pub use estafette_words::reason;
pub mod referee;
mod reports;
pub mod transcript;
