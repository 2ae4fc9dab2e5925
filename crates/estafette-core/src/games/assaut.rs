//! L'Assaut: the siege game on the 33-point cross board (24 Soldiers against
//! 2 Officers).
//!
//! This module holds the board geometry (points, lines, white lines, the
//! fortress), the move notation, legal move generation, the end checks, the
//! one-line position format and the board view. It does no I/O and draws no
//! random numbers: every function is a pure function of its arguments.
//!
//! Invariants of a [`Position`]:
//! - pieces stand only on the 33 points of the cross (corners are off);
//! - at most 24 Soldiers ([`Side::First`]) and 2 Officers ([`Side::Second`]);
//! - in the setup phase no Officer is on the board, the ply count is 0 and the
//!   repetition history is empty;
//! - the repetition history holds the boards of the earlier positions since the
//!   last irreversible move, oldest first; the side to move of each entry
//!   follows from its distance to the current position (sides alternate); a
//!   history read from text must be one play can make (`history.rs`).
//!
//! Rules: docs/RULES.md (the project's restatement with the source of
//! each decision).

pub mod bad_position;
mod board;
mod explain;
mod history;
mod moves;
mod options;
mod position;
pub mod refusal;
#[cfg(test)]
mod tests;

pub use board::{
    has_line, in_fortress, is_point, is_white, lines, points, FILES, RANKS, SOLDIERS_AT_START, SOLDIERS_LOST_AT,
};
pub use moves::{parse_move, Move, Report};
pub use options::Options;
pub use position::Position;
