//! The variant options of the Strand game: the forts of each side.

use super::board::*;
use super::moves::parse_board_square;
use crate::games::notation::{Forts, Syntax};
use crate::games::{ParseError, Side, Square, Switch, Switched};
use std::fmt;

/// Variant options. The only switch is `forts`, the list of fort squares of
/// each side. Invariant: every fort is a dark square, no capital, and no
/// square is listed twice; each list is sorted (by file, then rank).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    forts: [Vec<Square>; 2],
}

impl Default for Options {
    /// The `default` variant: Allied forts c7 and f4, German forts e7 and h4.
    fn default() -> Options {
        Options {
            forts: [
                vec![Square::new(2, 6), Square::new(5, 3)],
                vec![Square::new(4, 6), Square::new(7, 3)],
            ],
        }
    }
}

impl Switched for Options {
    const SWITCHES: &'static [Switch<Options>] = &[Switch {
        name: "forts",
        values: "allies:SQ+SQ.../germans:SQ+SQ... (dark squares, no capital, none twice; `none` for no forts)",
        get: Options::forts_value,
        set: |o, v| parse_forts(v).map(|f| o.forts = f).map_err(Some),
    }];
}

impl Options {
    /// Named variants, default first.
    pub const VARIANTS: &'static [&'static str] = &["default"];

    /// The options of a named variant (case and surrounding spaces ignored).
    pub fn variant(name: &str) -> Result<Options, ParseError> {
        if name.trim().eq_ignore_ascii_case("default") {
            Ok(Options::default())
        } else {
            Err(Syntax::StrandVariant {
                text: name.trim().to_string(),
                variants: Options::VARIANTS.join(", "),
            }
            .into())
        }
    }

    /// Set one switch. The only switch is `forts`; see [`Options::SWITCHES`]
    /// for the value syntax. On an error the options are left unchanged.
    pub fn set(&mut self, switch: &str, value: &str) -> Result<(), ParseError> {
        let row = Options::switch(switch).ok_or_else(|| Syntax::StrandSwitch {
            text: switch.trim().to_string(),
        })?;
        // Its one switch tells every fault of a value itself.
        (row.set)(self, value).map_err(|e| e.unwrap_or_else(|| Syntax::Forts(Forts::Separator).into()))
    }

    /// The forts of `side`, sorted by file then rank.
    pub fn forts(&self, side: Side) -> &[Square] {
        &self.forts[side.index()]
    }

    /// Whose fort `sq` is, if it is one.
    pub fn fort_owner(&self, sq: Square) -> Option<Side> {
        if self.forts[0].contains(&sq) {
            Some(Side::First)
        } else if self.forts[1].contains(&sq) {
            Some(Side::Second)
        } else {
            None
        }
    }

    /// The canonical value of the `forts` switch, e.g.
    /// `allies:c7+f4/germans:e7+h4`.
    pub fn forts_value(&self) -> String {
        let list = |v: &[Square]| {
            if v.is_empty() {
                "none".to_string()
            } else {
                v.iter().map(|s| s.to_string()).collect::<Vec<_>>().join("+")
            }
        };
        format!("allies:{}/germans:{}", list(&self.forts[0]), list(&self.forts[1]))
    }
}

impl fmt::Display for Options {
    /// Every switch as `name=value`, space separated: `forts=...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.joined(" "))
    }
}

pub(super) fn parse_forts(value: &str) -> Result<[Vec<Square>; 2], ParseError> {
    let err = |e: Forts| -> ParseError { Syntax::Forts(e).into() };
    let text: String = value
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_lowercase();
    let parts: Vec<&str> = text.split('/').collect();
    if parts.len() != 2 {
        return Err(err(Forts::Separator));
    }
    let mut lists: [Option<Vec<Square>>; 2] = [None, None];
    for part in parts {
        let (who, squares) = part
            .split_once(':')
            .ok_or_else(|| err(Forts::SideMissing { part: part.to_string() }))?;
        let side = match who {
            "allies" | "allied" => Side::First,
            "germans" | "german" => Side::Second,
            _ => return Err(err(Forts::NotASide { text: who.to_string() })),
        };
        if lists[side.index()].is_some() {
            return Err(err(Forts::SideTwice { side }));
        }
        let mut list = Vec::new();
        if !(squares.is_empty() || squares == "none") {
            for name in squares.split(['+', ',']) {
                if name.is_empty() {
                    return Err(err(Forts::EmptySquare {
                        squares: squares.to_string(),
                    }));
                }
                let sq = parse_board_square(name).map_err(|e| {
                    err(Forts::Square {
                        english: e.0.english,
                        why: e.0.reason,
                    })
                })?;
                if !is_dark(sq) {
                    return Err(err(Forts::Light { square: sq }));
                }
                if sq == capital(Side::First) || sq == capital(Side::Second) {
                    return Err(err(Forts::Capital { square: sq }));
                }
                list.push(sq);
            }
        }
        lists[side.index()] = Some(list);
    }
    let [Some(mut allies), Some(mut germans)] = lists else {
        return Err(err(Forts::Both));
    };
    allies.sort();
    germans.sort();
    let mut all: Vec<Square> = allies.iter().chain(germans.iter()).copied().collect();
    all.sort();
    if let Some(w) = all.windows(2).find(|w| w[0] == w[1]) {
        return Err(err(Forts::Twice { square: w[0] }));
    }
    Ok([allies, germans])
}
