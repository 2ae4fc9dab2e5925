//! What the catalog tests share.

use estafette_core::games::any::GameKind;
use estafette_core::games::notation::Syntax;

/// The game whose sentence `e` is (its sides' names depend on it).
pub fn game_of(e: &Syntax) -> GameKind {
    match e {
        Syntax::StrandVariant { .. } | Syntax::StrandSwitch { .. } | Syntax::Forts(_) => GameKind::Strand,
        Syntax::AssautVariant { .. }
        | Syntax::OnOff { .. }
        | Syntax::AssautSwitch { .. }
        | Syntax::SwitchTwiceQuoted { .. } => GameKind::Assaut,
        _ => GameKind::Lattaque,
    }
}
