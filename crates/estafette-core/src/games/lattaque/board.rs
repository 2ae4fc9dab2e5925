//! L'Attaque's board: its size, its lakes, each side's setup zone and
//! name, and the sample armies.

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
