//! The 'Strand' War Game (1916): rules engine.
//!
//! A draughts-like race from corner to corner on the 50 dark squares of a
//! 10x10 board. The Allies ([`Side::First`]) start around their capital a1
//! (Bordeaux), the Germans ([`Side::Second`]) around j10 (Berlin). A side wins
//! by putting a piece on the enemy capital, or when the opponent has no piece
//! or no legal move. The board of 1916 is lost: the geometry, the start lines
//! and the default forts are the project's reconstruction (see
//! `docs/RULES.md`).
//!
//! Architecture invariants:
//! - no I/O, no clock, no randomness: every function is a pure function of
//!   its arguments;
//! - a [`Position`] is always consistent: pieces stand only on dark squares,
//!   never on their own capital, and at most one capital is occupied (by the
//!   side that has just moved); [`Position::from_text`] refuses anything else;
//! - [`Game::play`] either returns a whole new position or an
//!   [`IllegalMove`] saying why; the caller's position is never touched;
//! - [`Game::legal_moves`] is the single source of legality: `play` accepts
//!   exactly the moves it lists, and the diagnostics only explain refusals.
//!
//! Coordinates are absolute (`a1` = file 0, rank 0). The Allies' forward is
//! (+1,+1), the Germans' forward is (-1,-1); the two sideways directions
//! (+1,-1) and (-1,+1) are the same for both sides.

pub mod bad_position;
mod board;
mod explain;
mod moves;
mod options;
mod position;
pub mod refusal;
#[cfg(test)]
mod tests;

pub use super::end::capital_name;
pub use board::{capital, forward, is_dark, side_adjective, side_name, start_pieces, Kind, FILES, RANKS};
pub use moves::{Move, Report};
pub use options::Options;
pub use position::Position;
