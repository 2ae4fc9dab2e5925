//! How the log's messages name a side.

use crate::games::any::GameKind;
use crate::games::Side;
use crate::reason::{Reason, Spread};
use estafette_words::GameName;

/// A side as the log's messages name it: "South (Alice)" (its game's name
/// of the side, its player's name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Who {
    pub kind: GameKind,
    pub side: Side,
    pub name: String,
}

impl Spread for Who {
    fn spread(&self, r: Reason) -> Reason {
        r.arg("side", self.side).text("name", &self.name)
    }
}

impl GameName for Who {
    fn game_name(&self) -> &str {
        self.kind.name()
    }
}
