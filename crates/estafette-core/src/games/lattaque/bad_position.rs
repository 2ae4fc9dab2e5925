//! Why a L'Attaque position's text (a full board, or a blind board) is
//! refused, as data, declared with `#[derive(Sentence)]`: the words are
//! the catalogs' (`templates/<lang>/lattaque.ftl`, codes
//! `lattaque-position-*`), `Display` the English one.

use super::rank::Rank;
use crate::games::{ParseError, Side, Square};
use crate::reason::{Reason, Sentence};

/// A refused L'Attaque position: which kind of board, and why.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(game = "lattaque", by = position, ids = ["lattaque-position", "lattaque-position-blind"])]
pub struct BadPosition {
    /// A blind board (ranks unknown to the referee).
    pub blind: bool,
    pub why: Bad,
}

/// What is wrong with a L'Attaque position's text.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "lattaque-position-", game = "lattaque")]
pub enum Bad {
    /// The text has `found` fields, not 5.
    Fields {
        #[sentence(name = "n")]
        found: usize,
    },
    /// The text starts with `text`, not `lattaque`.
    Start { text: String },
    /// The options field is refused (its own refusal, English and reason).
    #[sentence(by = options)]
    Options { english: String, why: Reason },
    /// The side to move is `text`.
    SideToMove { text: String },
    /// The ply count is `text`.
    Ply { text: String },
    /// The board has `found` rows, not 10.
    Rows {
        #[sentence(name = "n")]
        found: usize,
    },
    /// The row of rank `rank` is longer than 9 squares.
    RowTooLong { rank: u8 },
    /// `item` in the row of rank `rank` is no count of empty squares.
    EmptyCount {
        #[sentence(name = "text")]
        item: String,
        rank: u8,
    },
    /// The row of rank `rank` has `squares` squares, not 9.
    RowSquares {
        rank: u8,
        #[sentence(name = "n")]
        squares: u8,
    },
    /// Neither Flag is on the board.
    BothFlagsMissing,
    /// The piece `token` on `square` does not start with s or n.
    TokenSide { token: String, square: Square },
    /// The home of `token` on `square` is not a square (its own refusal).
    TokenHome {
        token: String,
        square: Square,
        #[sentence(skip)]
        english: String,
        why: Reason,
    },
    /// The home `home` of `token` on `square` is off the board.
    HomeOffBoard {
        token: String,
        square: Square,
        home: Square,
    },
    /// `token` on `square` ends with `tail`.
    TokenTail {
        token: String,
        square: Square,
        #[sentence(name = "text")]
        tail: String,
    },
    /// `code` of `token` on `square` is not a rank code (`?` allowed on a
    /// blind board).
    #[sentence(by = rank_code, ids = ["lattaque-position-rank-code", "lattaque-position-rank-code-blind"])]
    RankCode {
        token: String,
        square: Square,
        code: String,
        blind: bool,
    },
    /// `token` on `square` marks an unknown piece opened (blind board).
    UnknownOpened { token: String, square: Square },
    /// A piece stands on the lake `square`.
    Lake { square: Square },
    /// The piece on `square` has its home `home` outside `side`'s zone.
    OutsideZone { square: Square, home: Square, side: Side },
    /// The `rank` on `square`, which never moves, is not on its home.
    NeverLeaves { square: Square, rank: Rank, home: Square },
    /// Two pieces of `side` have the home `home`.
    ShareHome { side: Side, home: Square },
    /// `side` has more pieces of `rank` than an army.
    #[sentence(by = too_many, ids = ["lattaque-position-too-many"])]
    TooMany { side: Side, rank: Rank },
}

/// Options that do not read: their own reason.
fn options(_english: &str, why: &Reason) -> Reason {
    why.clone()
}

/// A rank code that is none (a blind board also has `?`).
fn rank_code(token: &str, square: &Square, code: &str, blind: &bool) -> Reason {
    let id = if *blind {
        "lattaque-position-rank-code-blind"
    } else {
        "lattaque-position-rank-code"
    };
    Reason::new(id)
        .text("token", token)
        .text("square", square)
        .text("text", code)
}

/// More pieces of `rank` than an army has.
fn too_many(side: &Side, rank: &Rank) -> Reason {
    Reason::new("lattaque-position-too-many")
        .arg("side", *side)
        .arg("rank", *rank)
        .num("n", rank.count())
}

/// A refused full or blind board, and why.
fn position(blind: &bool, why: &Bad) -> Reason {
    let code = if *blind {
        "lattaque-position-blind"
    } else {
        "lattaque-position"
    };
    Reason::new(code).put("why", why)
}

impl From<BadPosition> for ParseError {
    fn from(e: BadPosition) -> ParseError {
        ParseError::typed(&e)
    }
}

impl Bad {
    /// The refusal of a full (`blind == false`) or a blind board's text.
    pub fn of(self, blind: bool) -> BadPosition {
        BadPosition { blind, why: self }
    }

    /// The options field's refusal `e`, nested.
    pub fn options(e: ParseError) -> Bad {
        Bad::Options {
            english: e.0.english,
            why: e.0.reason,
        }
    }
}
