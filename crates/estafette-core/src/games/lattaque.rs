//! L'Attaque (H. P. Gibson & Sons, c. 1925, and the modern "standard"
//! restatement): the rules engine.
//!
//! What is here: the board geometry ([`FILES`], [`RANKS`], [`LAKES`]), the
//! ranks ([`Rank`]), the variant options ([`Options`]), the armies and their
//! setup text ([`Army`], [`SetupError`]), moves and their notation ([`Move`]),
//! and the position ([`Position`], which implements
//! [`Game`](crate::games::Game)) with what a
//! move did ([`Report`], [`Combat`]).
//!
//! Architecture invariants:
//! - No I/O, no clock, no randomness: every function is a pure function of
//!   its arguments.
//! - Bad input never panics: parsing returns
//!   [`ParseError`](crate::games::ParseError) or [`SetupError`], an illegal
//!   move returns [`IllegalMove`](crate::games::IllegalMove).
//! - A [`Position`] never holds two pieces on one square, never a piece on a
//!   lake, and each piece keeps its starting square (`home`) for the whole
//!   game. `play` returns a new position; the old one is never changed.
//!
//! Coordinates are absolute: South (`Side::First`) sets up on ranks 1-4 and
//! North (`Side::Second`) on ranks 7-10.
//!
//! Position text (one line, five fields separated by spaces):
//! `lattaque OPTIONS SIDE PLY BOARD`, where OPTIONS is
//! [`Options::to_text`] (every switch; one left out reads as its default), SIDE is `south` or `north` (to
//! move), PLY the number of plies played, and BOARD ten rows from rank 10
//! down to rank 1, separated by `/`. A row is a comma-separated list of
//! items, files a to i: a number 1-9 counts empty squares (lakes count as
//! empty), a piece is `s` or `n` (side), its rank code, `*` if its rank has
//! been shown to both players, and `@` plus its home square when it stands
//! elsewhere. Example: `lattaque attack=frontal,equal-scouts=stay,spy=always,
//! flag-placement=gibson,max-plies=off north 12 8,nF/.../1,s6*@b2,7/.../sF,8`
//! (without the line break).

pub mod bad_position;
pub mod blind;
mod legality;
mod moves;
mod options;
mod position;
mod rank;
mod refusal;
mod setup;

pub use blind::{BlindBoard, BlindPiece};
pub use moves::{Move, NotationError};
pub use options::{Attack, EqualScouts, FlagPlacement, Options, SpyRule};
pub(crate) use position::{fight, Fight};
pub use position::{Combat, Piece, Position, Report};
pub use rank::Rank;
pub use refusal::{MoveRefusal, Refusal};
pub use setup::{is_army_line, Army, FlagRule, SetupError};

use crate::games::Side;
use crate::games::Square;

/// A complete army for the first player (South), as a SETUP mail writes
/// it: the demo's, and the tests'.
pub const SAMPLE_ARMY_FIRST: &str = "2 2 3 2 4 2 3 2 2\n6 5 7 8 10 9 8 7 6\n5 S 4 6 5 6 4 5 3\nM 4 M 3 2 M F M 2\n";
/// A complete army for the second player (North).
pub const SAMPLE_ARMY_SECOND: &str = "M 2 M F M 4 M 2 3\n4 2 5 6 S 6 4 5 3\n6 5 7 8 10 9 8 7 6\n2 3 2 4 5 2 3 2 2\n";

/// Number of files (`a` to `i`).
pub const FILES: u8 = 9;
/// Number of ranks (`1` to `10`).
pub const RANKS: u8 = 10;
/// The six lake (river) squares: c5 c6 e5 e6 g5 g6. No piece ever stands on,
/// enters or crosses them.
pub const LAKES: [Square; 6] = [
    Square::new(2, 4),
    Square::new(2, 5),
    Square::new(4, 4),
    Square::new(4, 5),
    Square::new(6, 4),
    Square::new(6, 5),
];

/// Whether `sq` lies on the 9 x 10 board.
pub fn on_board(sq: Square) -> bool {
    sq.file < FILES && sq.rank < RANKS
}

/// Whether `sq` is one of the six lake squares.
pub fn is_lake(sq: Square) -> bool {
    matches!(sq.file, 2 | 4 | 6) && matches!(sq.rank, 4 | 5)
}

/// The rank indices (0-based) of a side's setup zone: 0..=3 for South,
/// 6..=9 for North.
pub fn zone_ranks(side: Side) -> std::ops::RangeInclusive<u8> {
    match side {
        Side::First => 0..=3,
        Side::Second => 6..=9,
    }
}

/// Whether `sq` is in `side`'s setup zone (on the board).
pub fn in_zone(side: Side, sq: Square) -> bool {
    sq.file < FILES && zone_ranks(side).contains(&sq.rank)
}

/// "South" for `Side::First` (ranks 1-4), "North" for `Side::Second`.
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::First => "South",
        Side::Second => "North",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry() {
        assert_eq!(LAKES.iter().filter(|s| is_lake(**s)).count(), 6);
        let lakes = (0..FILES)
            .flat_map(|f| (0..RANKS).map(move |r| Square::new(f, r)))
            .filter(|s| is_lake(*s))
            .count();
        assert_eq!(lakes, 6);
        assert!(in_zone(Side::First, Square::new(8, 3)) && !in_zone(Side::First, Square::new(0, 4)));
        assert!(in_zone(Side::Second, Square::new(0, 6)) && !in_zone(Side::Second, Square::new(9, 6)));
    }
}
