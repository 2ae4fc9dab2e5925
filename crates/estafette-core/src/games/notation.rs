//! Why the text of a square, a piece, a game's name or its switches is
//! refused, as data (catalog area `notation`, `templates/<lang>/notation.ftl`).
//! A sentence every game shares (a square's syntax, a square off the board,
//! a switch given twice) has one code here, not one per game. `Display`
//! writes the English the log and the program's messages have always
//! written; [`Explain::reason`] gives the code and arguments a mail words.

use std::fmt;

use super::{Side, Square};
use crate::reason::{Explain, Reason};

/// A square, a piece or a game's options that are not written as they
/// must be.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    SwitchTwice { name: String },
    /// L'Assaut: the switch `name` is given twice (quoted).
    SwitchTwiceQuoted { name: String },
    /// A position's switches, as given and as the game writes them.
    ResolvedNotWritten { given: String, written: String },
    /// A position's switches contradict `switch=value` of the game.
    ResolvedContradict { switch: String, value: String },
    /// L'Attaque has no variant `text`.
    LattaqueVariant { text: String, variants: String },
    /// L'Attaque: `value` is not a value of `switch`.
    LattaqueValue { value: String, switch: String },
    /// L'Attaque has no switch `text`.
    LattaqueSwitch { text: String, switches: String },
    /// Strand has no variant `text`.
    StrandVariant { text: String, variants: String },
    /// Strand has no switch `text`.
    StrandSwitch { text: String },
    /// Strand's `forts` switch is wrong.
    Forts(Forts),
    /// L'Assaut has no variant `text`.
    AssautVariant { text: String, variants: String },
    /// L'Assaut: `switch` takes on or off, not `value`.
    OnOff { switch: String, value: String },
    /// L'Assaut has no switch `text`.
    AssautSwitch { text: String },
}

/// What is wrong with the value of Strand's `forts` switch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Forts {
    Separator,
    SideMissing {
        part: String,
    },
    NotASide {
        text: String,
    },
    SideTwice {
        side: Side,
    },
    EmptySquare {
        squares: String,
    },
    /// A square that does not read (its own refusal, English and reason).
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
    Both,
    Twice {
        square: Square,
    },
}

/// How to write the `forts` switch, in its refusals.
const FORTS_EXAMPLE: &str = "e.g. allies:c7+f4/germans:e7+h4";

/// The values a L'Attaque switch takes, in its refusal.
fn lattaque_values(switch: &str) -> &'static str {
    match switch {
        "attack" => "frontal or orthogonal",
        "equal-scouts" => "stay or remove",
        "spy" => "always or attacking",
        "flag-placement" => "gibson or free",
        _ => "off or a whole number of plies from 1 up",
    }
}

impl fmt::Display for Syntax {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Syntax::EmptySquare => f.write_str("empty square"),
            Syntax::NoFileLetter { text } => write!(f, "'{text}' is not a square: it must start with a file letter"),
            Syntax::NoRankNumber { text } => write!(
                f,
                "'{text}' is not a square: a file letter must be followed by a rank number"
            ),
            Syntax::NotASquare { text } => write!(f, "'{text}' is not a square"),
            Syntax::RankZero { text } => write!(f, "'{text}' is not a square: ranks start at 1"),
            Syntax::OffBoard { square } => write!(f, "{square} is off the board"),
            Syntax::RankOne => f.write_str("'1' is not a piece code: write S for the Spy or F for the Flag"),
            Syntax::NotAPiece { text } => write!(
                f,
                "'{text}' is not a piece: use a code (S, 2 to 10, M, F) or an English or French name"
            ),
            Syntax::UnknownGame { text } => write!(f, "unknown game '{text}': choose lattaque, strand or assaut"),
            Syntax::SwitchForm { text } => write!(f, "'{text}': a switch is set as NAME=VALUE"),
            Syntax::OptionForm { text } => write!(f, "option '{text}' must be written name=value"),
            Syntax::SwitchTwice { name } => write!(f, "switch {name} is given twice"),
            Syntax::SwitchTwiceQuoted { name } => write!(f, "switch '{name}' is given twice"),
            Syntax::ResolvedNotWritten { given, written } => write!(
                f,
                "the resolved switches '{given}' are not written as the game writes them: '{written}' (each switch once, in order)"
            ),
            Syntax::ResolvedContradict { switch, value } => write!(
                f,
                "the resolved switches contradict the switch {switch}={value} the game was created with"
            ),
            Syntax::LattaqueVariant { text, variants } => {
                write!(f, "unknown L'Attaque variant '{text}': the variants are {variants}")
            }
            Syntax::LattaqueValue { value, switch } => write!(
                f,
                "'{value}' is not a value of the switch {switch}: use {}",
                lattaque_values(switch)
            ),
            Syntax::LattaqueSwitch { text, switches } => {
                write!(f, "unknown L'Attaque switch '{text}': the switches are {switches}")
            }
            Syntax::StrandVariant { text, variants } => {
                write!(f, "'{text}' is not a variant of strand (known: {variants})")
            }
            Syntax::StrandSwitch { text } => write!(f, "'{text}' is not a switch of strand (the only switch is forts)"),
            Syntax::Forts(forts) => write!(f, "forts: {forts}"),
            Syntax::AssautVariant { text, variants } => {
                write!(f, "L'Assaut has no variant '{text}'; variants: {variants}")
            }
            Syntax::OnOff { switch, value } => write!(f, "switch '{switch}' takes on or off, not '{value}'"),
            Syntax::AssautSwitch { text } => {
                write!(f, "L'Assaut has no switch '{text}'; switches: fortress-sideways, huff")
            }
        }
    }
}

impl fmt::Display for Forts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ex = FORTS_EXAMPLE;
        match self {
            Forts::Separator => write!(f, "give the Allied and the German forts separated by '/', {ex}"),
            Forts::SideMissing { part } => write!(f, "'{part}' must start with 'allies:' or 'germans:', {ex}"),
            Forts::NotASide { text } => write!(f, "'{text}' is not a side (allies or germans), {ex}"),
            Forts::SideTwice { side: Side::First } => f.write_str("the Allies are listed twice"),
            Forts::SideTwice { side: Side::Second } => f.write_str("the Germans are listed twice"),
            Forts::EmptySquare { squares } => {
                write!(f, "empty square in '{squares}'; join squares with '+', {ex}")
            }
            Forts::Square { english, .. } => f.write_str(english),
            Forts::Light { square } => write!(f, "{square} is a light square; forts must be on dark squares"),
            Forts::Capital { square } => write!(f, "{square} is a capital and cannot be a fort"),
            Forts::Both => write!(f, "give both the Allied and the German forts, {ex}"),
            Forts::Twice { square } => write!(f, "{square} is listed twice"),
        }
    }
}

impl Explain for Syntax {
    fn reason(&self) -> Reason {
        let text = |code: &str, text: &str| Reason::new(code).text("text", text);
        match self {
            Syntax::EmptySquare => Reason::new("notation-empty-square"),
            Syntax::NoFileLetter { text: t } => text("notation-no-file-letter", t),
            Syntax::NoRankNumber { text: t } => text("notation-no-rank-number", t),
            Syntax::NotASquare { text: t } => text("notation-not-a-square", t),
            Syntax::RankZero { text: t } => text("notation-rank-zero", t),
            Syntax::OffBoard { square } => Reason::new("notation-off-board").text("square", square),
            Syntax::RankOne => Reason::new("notation-rank-one"),
            Syntax::NotAPiece { text: t } => text("notation-not-a-piece", t),
            Syntax::UnknownGame { text: t } => text("notation-unknown-game", t),
            Syntax::SwitchForm { text: t } => text("notation-switch-form", t),
            Syntax::OptionForm { text: t } => text("notation-option-form", t),
            Syntax::SwitchTwice { name } => text("notation-switch-twice", name),
            Syntax::SwitchTwiceQuoted { name } => text("notation-switch-twice-quoted", name),
            Syntax::ResolvedNotWritten { given, written } => Reason::new("notation-resolved-not-written")
                .text("given", given)
                .text("written", written),
            Syntax::ResolvedContradict { switch, value } => Reason::new("notation-resolved-contradict")
                .text("switch", switch)
                .text("value", value),
            Syntax::LattaqueVariant { text: t, variants } => {
                text("notation-lattaque-variant", t).text("variants", variants)
            }
            Syntax::LattaqueValue { value, switch } => text("notation-lattaque-value", value).text("switch", switch),
            Syntax::LattaqueSwitch { text: t, switches } => {
                text("notation-lattaque-switch", t).text("switches", switches)
            }
            Syntax::StrandVariant { text: t, variants } => {
                text("notation-strand-variant", t).text("variants", variants)
            }
            Syntax::StrandSwitch { text: t } => text("notation-strand-switch", t),
            Syntax::Forts(forts) => Reason::new("notation-forts").reason("why", forts.reason()),
            Syntax::AssautVariant { text: t, variants } => {
                text("notation-assaut-variant", t).text("variants", variants)
            }
            Syntax::OnOff { switch, value } => text("notation-on-off", value).text("switch", switch),
            Syntax::AssautSwitch { text: t } => text("notation-assaut-switch", t),
        }
    }
}

impl Explain for Forts {
    fn reason(&self) -> Reason {
        let ex = |code: &str| Reason::new(code).text("example", FORTS_EXAMPLE.trim_start_matches("e.g. "));
        let sq = |code: &str, square: &Square| Reason::new(code).text("square", square);
        match self {
            Forts::Separator => ex("notation-forts-separator"),
            Forts::SideMissing { part } => ex("notation-forts-side-missing").text("text", part),
            Forts::NotASide { text } => ex("notation-forts-not-a-side").text("text", text),
            Forts::SideTwice { side } => Reason::new("notation-forts-side-twice").arg("side", *side),
            Forts::EmptySquare { squares } => ex("notation-forts-empty-square").text("text", squares),
            Forts::Square { why, .. } => why.clone(),
            Forts::Light { square } => sq("notation-forts-light", square),
            Forts::Capital { square } => sq("notation-forts-capital", square),
            Forts::Both => ex("notation-forts-both"),
            Forts::Twice { square } => sq("notation-forts-twice", square),
        }
    }
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
