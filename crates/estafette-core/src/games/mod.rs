//! Rules engines for the three games.
//!
//! Architecture invariant: nothing under `games/` does I/O, reads the clock or
//! draws random numbers. Every function here is a pure function of its
//! arguments, so live play, `verify`, `audit` and the tests run the same code.
//!
//! Each game is one module with a position type implementing [`Game`]:
//! parse a move (syntax), then [`Game::play`] it (legality). `play` takes the
//! position by reference and returns a new one, so a move is never
//! half-applied: an illegal move leaves the caller's position untouched.

pub mod any;
pub mod assaut;
mod board;
pub mod end;
mod game;
pub mod lattaque;
pub mod notation;
mod side;
pub mod strand;
mod switches;

pub use board::{BoardView, Cell, LastMove};
pub use end::{End, Outcome};
pub use game::{Game, IllegalMove};
pub use notation::{ParseError, Square};
pub use side::Side;
pub use switches::{Switch, SwitchInfo, Switched};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_parse_and_print() {
        assert_eq!(Square::parse("b4").unwrap(), Square::new(1, 3));
        assert_eq!(Square::parse(" J10 ").unwrap(), Square::new(9, 9));
        assert_eq!(Square::new(9, 9).to_string(), "j10");
        assert!(Square::parse("4b").is_err());
        assert!(Square::parse("b0").is_err());
        assert!(Square::parse("b").is_err());
        assert!(Square::parse("").is_err());
        assert_eq!(Square::new(2, 4).index(9), 38);
    }
}
