//! Why a L'Assaut position's text is refused, as data. `Display` writes
//! the English the log and the program have always written;
//! [`Explain::reason`] gives the code and arguments the catalogs word
//! (`templates/<lang>/assaut.ftl`, codes `assaut-position-*`).

use crate::games::End;
use crate::reason::{Reason, Sentence};

/// What is wrong with a L'Assaut position.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "assaut-position-", game = "assaut")]
pub enum BadPosition {
    /// The board `board` has `found` ranks, not 7.
    Ranks {
        board: String,
        #[sentence(name = "n")]
        found: usize,
    },
    /// Rank `rank` of `board` has `found` points, not `points`.
    RankPoints {
        board: String,
        rank: i32,
        points: usize,
        #[sentence(name = "n")]
        found: usize,
    },
    /// `board` holds `text`, neither S, O nor `.`.
    NotAPoint { board: String, text: String },
    /// `board` has more than 24 Soldiers.
    TooManySoldiers { board: String },
    /// `board` has more than 2 Officers.
    TooManyOfficers { board: String },
    /// The text has `found` fields.
    Fields {
        #[sentence(name = "n")]
        found: usize,
    },
    /// The text starts with `text`, not `assaut`.
    NotAssaut { text: String },
    /// `text` is not `name=value`.
    Switch { text: String },
    /// `text` is not a turn.
    Turn { text: String },
    /// `text` is not a ply count.
    Ply { text: String },
    /// An Officer stands on the board in the setup phase.
    SetupOfficer,
    /// The setup phase is not at ply 0 or has a history.
    SetupPly,
    /// The repetition history cannot arise in play.
    History(#[sentence(name = "why")] History),
}

/// Why a position's repetition history cannot arise in play.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "assaut-history-", game = "assaut")]
pub enum History {
    /// It keeps `kept` positions at ply `ply`.
    #[sentence(by = too_long, ids = ["assaut-history-too-long"])]
    TooLong { kept: usize, ply: u32 },
    /// Entry `entry` is the third occurrence of its position.
    Third { entry: usize },
    /// The game was over at entry `entry`, for the reason `end`.
    Over {
        entry: usize,
        #[sentence(name = "why", with = crate::reason::Explain::reason)]
        end: End,
    },
    /// No move leads from entry `entry` to the next (`None`: the board).
    NoMove {
        entry: usize,
        #[sentence(with = entry_or_board)]
        next: Option<usize>,
    },
}

/// Too many positions kept, and how many could be.
fn too_long(kept: &usize, ply: &u32) -> Reason {
    Reason::new("assaut-history-too-long")
        .num("n", *kept)
        .num("ply", *ply)
        .num("most", ply.saturating_sub(1))
}

/// The next entry, or 0 for the current board.
fn entry_or_board(next: &Option<usize>) -> usize {
    next.unwrap_or(0)
}

impl From<BadPosition> for crate::games::ParseError {
    fn from(e: BadPosition) -> crate::games::ParseError {
        crate::games::ParseError::typed(&e)
    }
}
