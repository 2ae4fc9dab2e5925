//! The two sides of a game.

use serde::{Deserialize, Serialize};

/// The two players. `First` is the side named first in the rules and owns
/// rank 1 (South in L'Attaque, the Allies in Strand, the Soldiers in
/// L'Assaut). Who *moves* first is a separate setting for some games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    First,
    Second,
}

impl crate::reason::Named for Side {
    fn named(&self) -> crate::reason::Arg {
        crate::reason::Arg::Side(self.index() as u8 + 1)
    }
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
    /// 0 for `First`, 1 for `Second`.
    pub fn index(self) -> usize {
        match self {
            Side::First => 0,
            Side::Second => 1,
        }
    }
}

estafette_words::named_arg!(Side);
