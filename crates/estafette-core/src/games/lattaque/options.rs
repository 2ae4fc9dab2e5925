//! Variant options of L'Attaque: the named variants and their switches.

use std::fmt;

use crate::games::notation::Syntax;
use crate::games::{ParseError, SwitchInfo};

/// Which enemy pieces a piece may attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Attack {
    /// Only the square directly in front, fixed by side: South attacks
    /// rank + 1, North attacks rank - 1 ("back to back").
    Frontal,
    /// Any orthogonally adjacent square.
    Orthogonal,
}

/// What happens when a Scout attacks a Scout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EqualScouts {
    /// Both stay (the attacker where it arrived); nothing is removed.
    Stay,
    /// Both are removed, like any other equal ranks.
    Remove,
}

/// When the Spy beats the Commander-in-Chief.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpyRule {
    /// The Spy wins whoever attacks.
    Always,
    /// The Spy wins only when it attacks; a Commander attacking the Spy wins.
    Attacking,
}

/// Whether the Gibson Flag placement rule is checked on setups.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FlagPlacement {
    /// The Flag may not stand on c4/e4/g4 (North c7/e7/g7), nor in files
    /// c, e, g when only its owner's Mines stand between it and the river.
    Gibson,
    /// The Flag may stand anywhere in its zone.
    Free,
}

/// The variant options of one game. `Default` is the `gibson-1925` variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// Switch `attack`.
    pub attack: Attack,
    /// Switch `equal-scouts`.
    pub equal_scouts: EqualScouts,
    /// Switch `spy`.
    pub spy: SpyRule,
    /// Switch `flag-placement`.
    pub flag_placement: FlagPlacement,
    /// Switch `max-plies`: `None` = off; `Some(n)`: drawn when the ply count
    /// reaches `n` (n >= 1).
    pub max_plies: Option<u32>,
}

impl Default for Options {
    fn default() -> Options {
        Options::gibson_1925()
    }
}

const SWITCH_NAMES: [&str; 5] = ["attack", "equal-scouts", "spy", "flag-placement", "max-plies"];

impl Options {
    /// The named variants, default first.
    pub const VARIANTS: &'static [&'static str] = &["gibson-1925", "standard"];

    /// The printed Gibson rules of about 1925 (seed 000): frontal attack,
    /// equal Scouts stay, the Spy always beats the Commander, Flag rule on.
    pub fn gibson_1925() -> Options {
        Options {
            attack: Attack::Frontal,
            equal_scouts: EqualScouts::Stay,
            spy: SpyRule::Always,
            flag_placement: FlagPlacement::Gibson,
            max_plies: None,
        }
    }

    /// The modern restatement (seed 001): every switch flipped.
    pub fn standard() -> Options {
        Options {
            attack: Attack::Orthogonal,
            equal_scouts: EqualScouts::Remove,
            spy: SpyRule::Attacking,
            flag_placement: FlagPlacement::Free,
            max_plies: None,
        }
    }

    /// The options of a named variant (case and surrounding spaces ignored).
    pub fn variant(name: &str) -> Result<Options, ParseError> {
        match name.trim().to_ascii_lowercase().as_str() {
            "gibson-1925" => Ok(Options::gibson_1925()),
            "standard" => Ok(Options::standard()),
            other => Err(Syntax::LattaqueVariant {
                text: other.to_string(),
                variants: Options::VARIANTS.join(", "),
            }
            .into()),
        }
    }

    /// The name of the variant these options equal, if any (`max-plies`
    /// must be off).
    pub fn variant_name(&self) -> Option<&'static str> {
        Options::VARIANTS
            .iter()
            .copied()
            .find(|n| Options::variant(n).is_ok_and(|o| o == *self))
    }

    /// Set one switch by name (case-insensitive), e.g. `set("spy",
    /// "attacking")` or `set("max-plies", "400")`.
    pub fn set(&mut self, switch: &str, value: &str) -> Result<(), ParseError> {
        let sw = switch.trim().to_ascii_lowercase();
        let v = value.trim().to_ascii_lowercase();
        let bad = || -> ParseError {
            Syntax::LattaqueValue {
                value: value.trim().to_string(),
                switch: sw.clone(),
            }
            .into()
        };
        match sw.as_str() {
            "attack" => {
                self.attack = match v.as_str() {
                    "frontal" => Attack::Frontal,
                    "orthogonal" => Attack::Orthogonal,
                    _ => return Err(bad()),
                }
            }
            "equal-scouts" => {
                self.equal_scouts = match v.as_str() {
                    "stay" => EqualScouts::Stay,
                    "remove" => EqualScouts::Remove,
                    _ => return Err(bad()),
                }
            }
            "spy" => {
                self.spy = match v.as_str() {
                    "always" => SpyRule::Always,
                    "attacking" => SpyRule::Attacking,
                    _ => return Err(bad()),
                }
            }
            "flag-placement" => {
                self.flag_placement = match v.as_str() {
                    "gibson" => FlagPlacement::Gibson,
                    "free" => FlagPlacement::Free,
                    _ => return Err(bad()),
                }
            }
            "max-plies" => {
                self.max_plies = if v == "off" {
                    None
                } else {
                    match v.parse::<u32>() {
                        Ok(n) if n >= 1 => Some(n),
                        _ => return Err(bad()),
                    }
                }
            }
            _ => {
                return Err(Syntax::LattaqueSwitch {
                    text: switch.trim().to_string(),
                    switches: SWITCH_NAMES.join(", "),
                }
                .into())
            }
        }
        Ok(())
    }

    /// The current value of a switch, as `set` accepts it.
    pub fn get(&self, switch: &str) -> Option<String> {
        let v = match switch.trim().to_ascii_lowercase().as_str() {
            "attack" => match self.attack {
                Attack::Frontal => "frontal",
                Attack::Orthogonal => "orthogonal",
            },
            "equal-scouts" => match self.equal_scouts {
                EqualScouts::Stay => "stay",
                EqualScouts::Remove => "remove",
            },
            "spy" => match self.spy {
                SpyRule::Always => "always",
                SpyRule::Attacking => "attacking",
            },
            "flag-placement" => match self.flag_placement {
                FlagPlacement::Gibson => "gibson",
                FlagPlacement::Free => "free",
            },
            "max-plies" => {
                return Some(match self.max_plies {
                    None => "off".to_string(),
                    Some(n) => n.to_string(),
                })
            }
            _ => return None,
        };
        Some(v.to_string())
    }

    /// Every switch with its value, in the order of [`Options::switches`].
    pub fn values(&self) -> Vec<(String, String)> {
        crate::games::switch_values(&Options::switches(), |n| self.get(n))
    }

    /// Every switch with its default and accepted values.
    pub fn switches() -> Vec<SwitchInfo> {
        vec![
            SwitchInfo {
                name: "attack",
                default: "frontal",
                values: "frontal | orthogonal",
            },
            SwitchInfo {
                name: "equal-scouts",
                default: "stay",
                values: "stay | remove",
            },
            SwitchInfo {
                name: "spy",
                default: "always",
                values: "always | attacking",
            },
            SwitchInfo {
                name: "flag-placement",
                default: "gibson",
                values: "gibson | free",
            },
            SwitchInfo {
                name: "max-plies",
                default: "off",
                values: "off | N",
            },
        ]
    }

    /// The canonical text: every switch as `name=value`, joined by commas,
    /// e.g. `attack=frontal,equal-scouts=stay,spy=always,flag-placement=gibson,max-plies=off`.
    pub fn to_text(&self) -> String {
        SWITCH_NAMES
            .iter()
            .map(|n| format!("{n}={}", self.get(n).unwrap_or_default()))
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Parse [`Options::to_text`]: each switch at most once, any order; a
    /// switch the text does not give keeps its default, so a text written
    /// before a switch existed still reads (as the game it was).
    pub fn from_text(text: &str) -> Result<Options, ParseError> {
        let mut opts = Options::default();
        let mut seen = [false; SWITCH_NAMES.len()];
        for item in text.trim().split(',') {
            let (name, value) = item
                .split_once('=')
                .ok_or_else(|| Syntax::OptionForm { text: item.to_string() })?;
            let name = name.trim().to_ascii_lowercase();
            let i = SWITCH_NAMES
                .iter()
                .position(|n| *n == name)
                .ok_or_else(|| Syntax::LattaqueSwitch {
                    text: name.clone(),
                    switches: SWITCH_NAMES.join(", "),
                })?;
            if seen[i] {
                return Err(Syntax::SwitchTwice { name }.into());
            }
            seen[i] = true;
            opts.set(&name, value)?;
        }
        Ok(opts)
    }
}

impl fmt::Display for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_and_switches() {
        assert_eq!(Options::default(), Options::variant("gibson-1925").unwrap());
        let s = Options::variant(" Standard ").unwrap();
        assert_eq!(s.attack, Attack::Orthogonal);
        assert_eq!(s.variant_name(), Some("standard"));
        assert!(Options::variant("stratego").is_err());
        let mut o = Options::default();
        o.set("spy", "attacking").unwrap();
        assert_eq!(o.spy, SpyRule::Attacking);
        assert_eq!(o.variant_name(), None);
        o.set("MAX-PLIES", "40").unwrap();
        assert_eq!(o.max_plies, Some(40));
        assert!(o.set("max-plies", "0").is_err());
        assert!(o.set("max-plies", "-3").is_err());
        assert!(o.set("attack", "diagonal").is_err());
        assert!(o.set("colour", "red").is_err());
        assert_eq!(Options::from_text(&o.to_text()).unwrap(), o);
        assert!(Options::from_text("attack=frontal,colour=red").is_err());
        assert!(Options::from_text(
            "attack=frontal,attack=frontal,equal-scouts=stay,spy=always,flag-placement=gibson,max-plies=off"
        )
        .is_err());
        assert_eq!(Options::switches().len(), 5);
    }

    /// A text written before a switch existed lacks it: the switch reads as
    /// its default (the game was played without it). Adding a switch must
    /// keep this test green; see "Recipes" in ARCHITECTURE.md.
    #[test]
    fn a_text_without_a_switch_reads_it_as_its_default() {
        let old = Options::from_text("attack=orthogonal,equal-scouts=stay,spy=always,flag-placement=gibson").unwrap();
        assert_eq!(old.max_plies, None);
        assert_eq!(old.attack, Attack::Orthogonal);
        let only = Options::from_text("spy=attacking").unwrap();
        let mut expected = Options::default();
        expected.set("spy", "attacking").unwrap();
        assert_eq!(only, expected);
        for sw in Options::switches() {
            let text: Vec<String> = SWITCH_NAMES
                .iter()
                .filter(|n| **n != sw.name)
                .map(|n| format!("{n}={}", Options::standard().get(n).unwrap_or_default()))
                .collect();
            let read = Options::from_text(&text.join(",")).unwrap();
            assert_eq!(read.get(sw.name).as_deref(), Some(sw.default), "{}", sw.name);
        }
    }
}
