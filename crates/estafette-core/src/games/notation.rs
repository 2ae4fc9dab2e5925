//! Why the text of a square, a piece, a game's name or its switches is
//! refused, as data (catalog area `notation`, `templates/<lang>/notation.ftl`).
//! A sentence every game shares (a square's syntax, a square off the board,
//! a switch given twice) has one code here, not one per game. `Display`
//! writes the English the log and the program's messages have always
//! written; [`Explain::reason`] gives the code and arguments a mail words.

use super::{Side, Square};
use crate::reason::{Reason, Sentence};

/// A square, a piece or a game's options that are not written as they
/// must be.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "notation-", game = "strand")]
pub enum Syntax {
    /// No square at all.
    EmptySquare,
    /// `text` does not start with a file letter.
    NoFileLetter { text: String },
    /// `text`'s file letter is not followed by a rank number.
    NoRankNumber { text: String },
    /// `text` is not a square (its rank does not read).
    NotASquare { text: String },
    /// `text` has rank 0.
    RankZero { text: String },
    /// `square` is not on this game's board.
    OffBoard { square: Square },
    /// L'Attaque: `1` is no piece's code.
    RankOne,
    /// L'Attaque: `text` names no piece.
    NotAPiece { text: String },
    /// No game is called `text`.
    UnknownGame { text: String },
    /// `text` (in a challenge) is not `NAME=VALUE`.
    SwitchForm { text: String },
    /// A game's options: `text` is not `name=value`.
    OptionForm { text: String },
    /// The switch `name` is given twice.
    SwitchTwice {
        #[sentence(name = "text")]
        name: String,
    },
    /// L'Assaut: the switch `name` is given twice (quoted).
    SwitchTwiceQuoted {
        #[sentence(name = "text")]
        name: String,
    },
    /// A position's switches, as given and as the game writes them.
    ResolvedNotWritten { given: String, written: String },
    /// A position's switches contradict `switch=value` of the game.
    ResolvedContradict { switch: String, value: String },
    /// L'Attaque has no variant `text`.
    LattaqueVariant { text: String, variants: String },
    /// L'Attaque: `value` is not a value of `switch`.
    LattaqueValue {
        #[sentence(name = "text")]
        value: String,
        switch: String,
    },
    /// L'Attaque has no switch `text`.
    LattaqueSwitch { text: String, switches: String },
    /// Strand has no variant `text`.
    StrandVariant { text: String, variants: String },
    /// Strand has no switch `text`.
    StrandSwitch { text: String },
    /// Strand's `forts` switch is wrong.
    Forts(#[sentence(name = "why")] Forts),
    /// L'Assaut has no variant `text`.
    AssautVariant { text: String, variants: String },
    /// L'Assaut: `switch` takes on or off, not `value`.
    OnOff {
        switch: String,
        #[sentence(name = "text")]
        value: String,
    },
    /// L'Assaut has no switch `text`.
    AssautSwitch { text: String },
}

/// What is wrong with the value of Strand's `forts` switch.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "notation-forts-", game = "strand")]
pub enum Forts {
    #[sentence(arg(example = example()))]
    Separator,
    #[sentence(arg(example = example()))]
    SideMissing {
        #[sentence(name = "text")]
        part: String,
    },
    #[sentence(arg(example = example()))]
    NotASide {
        text: String,
    },
    SideTwice {
        side: Side,
    },
    #[sentence(arg(example = example()))]
    EmptySquare {
        #[sentence(name = "text")]
        squares: String,
    },
    /// A square that does not read (its own refusal, English and reason).
    #[sentence(by = square)]
    Square {
        english: String,
        why: Reason,
    },
    Light {
        square: Square,
    },
    Capital {
        square: Square,
    },
    #[sentence(arg(example = example()))]
    Both,
    Twice {
        square: Square,
    },
}

/// How to write the `forts` switch, in its refusals.
fn example() -> &'static str {
    "allies:c7+f4/germans:e7+h4"
}

/// A fort's square that does not read: its own refusal.
fn square(_english: &str, why: &Reason) -> Reason {
    why.clone()
}

impl Syntax {
    /// One of each (every variant), for the tests that check every
    /// catalog words them all.
    pub fn examples() -> Vec<Syntax> {
        let t = |s: &str| s.to_string();
        let sq = |s: &str| Square::parse(s).expect("a square");
        let bad_square = Square::parse("3c").expect_err("not a square");
        let forts = vec![
            Forts::Separator,
            Forts::SideMissing { part: t("c7+f4") },
            Forts::NotASide { text: t("french") },
            Forts::SideTwice { side: Side::First },
            Forts::SideTwice { side: Side::Second },
            Forts::EmptySquare { squares: t("c7++f4") },
            Forts::Square {
                english: bad_square.0,
                why: bad_square.1,
            },
            Forts::Light { square: sq("c6") },
            Forts::Capital { square: sq("a1") },
            Forts::Both,
            Forts::Twice { square: sq("c7") },
        ];
        let mut out: Vec<Syntax> = vec![
            Syntax::EmptySquare,
            Syntax::NoFileLetter { text: t("4b") },
            Syntax::NoRankNumber { text: t("bb") },
            Syntax::NotASquare { text: t("b+4") },
            Syntax::RankZero { text: t("b0") },
            Syntax::OffBoard { square: sq("k4") },
            Syntax::RankOne,
            Syntax::NotAPiece { text: t("king") },
            Syntax::UnknownGame { text: t("chess") },
            Syntax::SwitchForm { text: t("spy") },
            Syntax::OptionForm { text: t("spy") },
            Syntax::SwitchTwice { name: t("spy") },
            Syntax::SwitchTwiceQuoted { name: t("huff") },
            Syntax::ResolvedNotWritten {
                given: t("spy=always,attack=frontal"),
                written: t("attack=frontal,spy=always"),
            },
            Syntax::ResolvedContradict {
                switch: t("spy"),
                value: t("always"),
            },
            Syntax::LattaqueVariant {
                text: t("modern"),
                variants: t("gibson-1925, standard"),
            },
            Syntax::LattaqueSwitch {
                text: t("bombs"),
                switches: t("attack, equal-scouts, spy, flag-placement, max-plies"),
            },
            Syntax::StrandVariant {
                text: t("modern"),
                variants: t("default"),
            },
            Syntax::StrandSwitch { text: t("bombs") },
            Syntax::AssautVariant {
                text: t("modern"),
                variants: t("default"),
            },
            Syntax::OnOff {
                switch: t("huff"),
                value: t("maybe"),
            },
            Syntax::AssautSwitch { text: t("bombs") },
        ];
        for switch in ["attack", "equal-scouts", "spy", "flag-placement", "max-plies"] {
            out.push(Syntax::LattaqueValue {
                value: t("Maybe"),
                switch: t(switch),
            });
        }
        out.extend(forts.into_iter().map(Syntax::Forts));
        out
    }
}

impl From<Syntax> for super::ParseError {
    fn from(e: Syntax) -> super::ParseError {
        super::ParseError::typed(&e)
    }
}
