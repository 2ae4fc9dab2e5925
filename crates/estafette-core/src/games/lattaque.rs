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
mod board;
mod legality;
mod moves;
mod options;
mod position;
mod rank;
mod refusal;
mod setup;

pub use blind::{BlindBoard, BlindPiece};
pub use board::{
    in_zone, is_lake, on_board, side_name, zone_ranks, FILES, LAKES, RANKS, SAMPLE_ARMY_FIRST, SAMPLE_ARMY_SECOND,
};
pub use moves::{Move, NotationError};
pub use options::{Attack, EqualScouts, FlagPlacement, Options, SpyRule};
pub(crate) use position::{fight, Fight};
pub use position::{Combat, Piece, Position, Report};
pub use rank::Rank;
pub use refusal::{MoveRefusal, Refusal};
pub use setup::{is_army_line, Army, FlagRule, SetupError};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Side, Square};

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
