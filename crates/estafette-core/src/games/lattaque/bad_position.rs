//! Why a L'Attaque position's text (a full board, or a blind board) is
//! refused, as data. `Display` writes the English the log and the program
//! have always written; [`Explain::reason`] gives the code and arguments
//! the catalogs word (`templates/<lang>/lattaque.ftl`, codes
//! `lattaque-position-*`).

use std::fmt;

use super::rank::Rank;
use super::side_name;
use crate::games::{ParseError, Side, Square};
use crate::reason::{Explain, Reason};

/// A refused L'Attaque position: which kind of board, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadPosition {
    /// A blind board (ranks unknown to the referee).
    pub blind: bool,
    pub why: Bad,
}

/// What is wrong with a L'Attaque position's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Bad {
    /// The text has `found` fields, not 5.
    Fields { found: usize },
    /// The text starts with `text`, not `lattaque`.
    Start { text: String },
    /// The options field is refused (its own refusal, English and reason).
    Options { english: String, why: Reason },
    /// The side to move is `text`.
    SideToMove { text: String },
    /// The ply count is `text`.
    Ply { text: String },
    /// The board has `found` rows, not 10.
    Rows { found: usize },
    /// The row of rank `rank` is longer than 9 squares.
    RowTooLong { rank: u8 },
    /// `item` in the row of rank `rank` is no count of empty squares.
    EmptyCount { item: String, rank: u8 },
    /// The row of rank `rank` has `squares` squares, not 9.
    RowSquares { rank: u8, squares: u8 },
    /// Neither Flag is on the board.
    BothFlagsMissing,
    /// The piece `token` on `square` does not start with s or n.
    TokenSide { token: String, square: Square },
    /// The home of `token` on `square` is not a square (its own refusal).
    TokenHome {
        token: String,
        square: Square,
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
        tail: String,
    },
    /// `code` of `token` on `square` is not a rank code (`?` allowed on a
    /// blind board).
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
    TooMany { side: Side, rank: Rank },
}

impl fmt::Display for BadPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let blind = if self.blind { "blind " } else { "" };
        write!(f, "bad {blind}L'Attaque position: {}", self.why)
    }
}

impl fmt::Display for Bad {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bad::Fields { found } => write!(f, "expected 5 fields (lattaque OPTIONS SIDE PLY BOARD), found {found}"),
            Bad::Start { text } => write!(f, "it starts with '{text}', not 'lattaque'"),
            Bad::Options { english, .. } => f.write_str(english),
            Bad::SideToMove { text } => write!(f, "side to move '{text}' must be south or north"),
            Bad::Ply { text } => write!(f, "ply count '{text}' is not a whole number"),
            Bad::Rows { found } => write!(f, "the board needs 10 rows separated by '/', found {found}"),
            Bad::RowTooLong { rank } => write!(f, "the row of rank {rank} is longer than 9 squares"),
            Bad::EmptyCount { item, rank } => write!(
                f,
                "'{item}' in the row of rank {rank} is not a count of 1 to 9 empty squares"
            ),
            Bad::RowSquares { rank, squares } => write!(f, "the row of rank {rank} has {squares} squares, not 9"),
            Bad::BothFlagsMissing => {
                f.write_str("both Flags are missing, and no game gets there: it ends when the first Flag is captured")
            }
            Bad::TokenSide { token, square } => {
                write!(f, "'{token}' on {square}: a piece starts with s (South) or n (North)")
            }
            Bad::TokenHome {
                token, square, english, ..
            } => write!(f, "'{token}' on {square}: {english}"),
            Bad::HomeOffBoard { token, square, home } => {
                write!(f, "'{token}' on {square}: home {home} is off the board")
            }
            Bad::TokenTail { token, square, tail } => write!(f, "'{token}' on {square}: unexpected '{tail}'"),
            Bad::RankCode {
                token,
                square,
                code,
                blind: false,
            } => write!(
                f,
                "'{token}' on {square}: '{code}' is not a rank code (S, 2 to 10, M, F)"
            ),
            Bad::RankCode {
                token,
                square,
                code,
                blind: true,
            } => write!(
                f,
                "'{token}' on {square}: '{code}' is not a rank code (?, S, 2 to 10, M, F)"
            ),
            Bad::UnknownOpened { token, square } => {
                write!(f, "'{token}' on {square}: an unknown piece cannot be marked opened")
            }
            Bad::Lake { square } => write!(f, "a piece stands on the lake {square}"),
            Bad::OutsideZone { square, home, side } => {
                write!(f, "{square}: home {home} is outside {}'s zone", side_name(*side))
            }
            Bad::NeverLeaves { square, rank, home } => {
                write!(f, "{square}: a {} never leaves its home {home}", rank.name_en())
            }
            Bad::ShareHome { side, home } => write!(f, "two {} pieces share the home {home}", side_name(*side)),
            Bad::TooMany { side, rank } => write!(
                f,
                "{} has more than {} {}",
                side_name(*side),
                rank.count(),
                if rank.count() == 1 {
                    rank.name_en()
                } else {
                    rank.plural_en()
                }
            ),
        }
    }
}

impl Explain for BadPosition {
    fn reason(&self) -> Reason {
        let code = if self.blind {
            "lattaque-position-blind"
        } else {
            "lattaque-position"
        };
        Reason::new(code).reason("why", self.why.reason())
    }
}

impl Explain for Bad {
    fn reason(&self) -> Reason {
        let r = |code: &str| Reason::new(code);
        let tok =
            |code: &str, token: &str, square: &Square| Reason::new(code).text("token", token).text("square", square);
        match self {
            Bad::Fields { found } => r("lattaque-position-fields").num("n", *found as i64),
            Bad::Start { text } => r("lattaque-position-start").text("text", text),
            Bad::Options { why, .. } => why.clone(),
            Bad::SideToMove { text } => r("lattaque-position-side-to-move").text("text", text),
            Bad::Ply { text } => r("lattaque-position-ply").text("text", text),
            Bad::Rows { found } => r("lattaque-position-rows").num("n", *found as i64),
            Bad::RowTooLong { rank } => r("lattaque-position-row-too-long").num("rank", *rank),
            Bad::EmptyCount { item, rank } => r("lattaque-position-empty-count").text("text", item).num("rank", *rank),
            Bad::RowSquares { rank, squares } => {
                r("lattaque-position-row-squares").num("rank", *rank).num("n", *squares)
            }
            Bad::BothFlagsMissing => r("lattaque-position-both-flags-missing"),
            Bad::TokenSide { token, square } => tok("lattaque-position-token-side", token, square),
            Bad::TokenHome { token, square, why, .. } => {
                tok("lattaque-position-token-home", token, square).reason("why", why.clone())
            }
            Bad::HomeOffBoard { token, square, home } => {
                tok("lattaque-position-home-off-board", token, square).text("home", home)
            }
            Bad::TokenTail { token, square, tail } => {
                tok("lattaque-position-token-tail", token, square).text("text", tail)
            }
            Bad::RankCode {
                token,
                square,
                code,
                blind,
            } => {
                let code_id = if *blind {
                    "lattaque-position-rank-code-blind"
                } else {
                    "lattaque-position-rank-code"
                };
                tok(code_id, token, square).text("text", code)
            }
            Bad::UnknownOpened { token, square } => tok("lattaque-position-unknown-opened", token, square),
            Bad::Lake { square } => r("lattaque-position-lake").text("square", square),
            Bad::OutsideZone { square, home, side } => r("lattaque-position-outside-zone")
                .text("square", square)
                .text("home", home)
                .arg("side", *side),
            Bad::NeverLeaves { square, rank, home } => r("lattaque-position-never-leaves")
                .text("square", square)
                .arg("rank", *rank)
                .text("home", home),
            Bad::ShareHome { side, home } => r("lattaque-position-share-home").arg("side", *side).text("home", home),
            Bad::TooMany { side, rank } => r("lattaque-position-too-many")
                .arg("side", *side)
                .arg("rank", *rank)
                .num("n", rank.count()),
        }
    }
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
        Bad::Options { english: e.0, why: e.1 }
    }
}

impl BadPosition {
    /// One of each (every variant, on both kinds of board where both
    /// can say it), for the tests that check every catalog words them all.
    pub fn examples() -> Vec<BadPosition> {
        let sq = |s: &str| Square::parse(s).expect("a square");
        let t = |s: &str| s.to_string();
        let bad_home = Square::parse("z").expect_err("not a square");
        let bad_options = super::Options::from_text("spy=maybe").expect_err("not options");
        let mut out = Vec::new();
        for blind in [false, true] {
            let whys = vec![
                Bad::Fields { found: 4 },
                Bad::Start { text: t("strand") },
                Bad::options(bad_options.clone()),
                Bad::SideToMove { text: t("east") },
                Bad::Ply { text: t("x") },
                Bad::Rows { found: 9 },
                Bad::RowTooLong { rank: 4 },
                Bad::EmptyCount { item: t("12"), rank: 4 },
                Bad::RowSquares { rank: 4, squares: 8 },
                Bad::TokenSide {
                    token: t("x6"),
                    square: sq("b4"),
                },
                Bad::TokenHome {
                    token: t("s6@z"),
                    square: sq("b4"),
                    english: bad_home.0.clone(),
                    why: bad_home.1.clone(),
                },
                Bad::HomeOffBoard {
                    token: t("s6@k4"),
                    square: sq("b4"),
                    home: sq("k4"),
                },
                Bad::TokenTail {
                    token: t("s6!"),
                    square: sq("b4"),
                    tail: t("!"),
                },
                Bad::RankCode {
                    token: t("s11"),
                    square: sq("b4"),
                    code: t("11"),
                    blind,
                },
                Bad::Lake { square: sq("c5") },
                Bad::OutsideZone {
                    square: sq("b4"),
                    home: sq("b8"),
                    side: Side::First,
                },
                Bad::ShareHome {
                    side: Side::Second,
                    home: sq("b8"),
                },
            ];
            out.extend(whys.into_iter().map(|why| why.of(blind)));
        }
        out.push(Bad::BothFlagsMissing.of(false));
        out.push(
            Bad::UnknownOpened {
                token: t("s?*"),
                square: sq("b4"),
            }
            .of(true),
        );
        for (rank, side) in [(Rank::Mine, Side::First), (Rank::Flag, Side::Second)] {
            out.push(
                Bad::NeverLeaves {
                    square: sq("b4"),
                    rank,
                    home: sq("b2"),
                }
                .of(false),
            );
            out.push(Bad::TooMany { side, rank }.of(false));
        }
        out.push(
            Bad::TooMany {
                side: Side::First,
                rank: Rank::Scout,
            }
            .of(false),
        );
        out
    }
}
