//! Variant options of L'Attaque: the named variants and their switches.

use std::fmt;

use crate::games::notation::Syntax;
use crate::games::{ParseError, Switch, Switched};

/// Declares the enum of a switch's values with the word of each: `word`
/// and `parse` (the words are what `set` takes and the options' text
/// writes).
macro_rules! choice {
    ($(#[$meta:meta])* pub enum $name:ident { $($(#[$vmeta:meta])* $variant:ident = $word:literal,)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)*
        }

        impl $name {
            /// The word of this value.
            pub fn word(self) -> &'static str {
                match self {
                    $($name::$variant => $word,)*
                }
            }

            /// The value of a word, if it is one.
            fn parse(word: &str) -> Option<$name> {
                [$($name::$variant),*].into_iter().find(|v| v.word() == word)
            }
        }
    };
}

choice! {
    /// Which enemy pieces a piece may attack.
    pub enum Attack {
        /// Only the square directly in front, fixed by side: South attacks
        /// rank + 1, North attacks rank - 1 ("back to back").
        Frontal = "frontal",
        /// Any orthogonally adjacent square.
        Orthogonal = "orthogonal",
    }
}

choice! {
    /// What happens when a Scout attacks a Scout.
    pub enum EqualScouts {
        /// Both stay (the attacker where it arrived); nothing is removed.
        Stay = "stay",
        /// Both are removed, like any other equal ranks.
        Remove = "remove",
    }
}

choice! {
    /// When the Spy beats the Commander-in-Chief.
    pub enum SpyRule {
        /// The Spy wins whoever attacks.
        Always = "always",
        /// The Spy wins only when it attacks; a Commander attacking the Spy wins.
        Attacking = "attacking",
    }
}

choice! {
    /// Whether the Gibson Flag placement rule is checked on setups.
    pub enum FlagPlacement {
        /// The Flag may not stand on c4/e4/g4 (North c7/e7/g7), nor in files
        /// c, e, g when only its owner's Mines stand between it and the river.
        Gibson = "gibson",
        /// The Flag may stand anywhere in its zone.
        Free = "free",
    }
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

impl Switched for Options {
    const SWITCHES: &'static [Switch<Options>] = &[
        Switch {
            name: "attack",
            values: "frontal | orthogonal",
            get: |o| o.attack.word().into(),
            set: |o, v| Attack::parse(v).map(|x| o.attack = x).ok_or(None),
        },
        Switch {
            name: "equal-scouts",
            values: "stay | remove",
            get: |o| o.equal_scouts.word().into(),
            set: |o, v| EqualScouts::parse(v).map(|x| o.equal_scouts = x).ok_or(None),
        },
        Switch {
            name: "spy",
            values: "always | attacking",
            get: |o| o.spy.word().into(),
            set: |o, v| SpyRule::parse(v).map(|x| o.spy = x).ok_or(None),
        },
        Switch {
            name: "flag-placement",
            values: "gibson | free",
            get: |o| o.flag_placement.word().into(),
            set: |o, v| FlagPlacement::parse(v).map(|x| o.flag_placement = x).ok_or(None),
        },
        Switch {
            name: "max-plies",
            values: "off | N",
            get: |o| o.max_plies.map_or("off".into(), |n| n.to_string()),
            set: |o, v| {
                o.max_plies = match v {
                    "off" => None,
                    n => Some(n.parse().ok().filter(|n| *n >= 1).ok_or(None)?),
                };
                Ok(())
            },
        },
    ];
}

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
        let Some(row) = Options::switch(switch) else {
            return Err(unknown(switch.trim()));
        };
        (row.set)(self, &value.trim().to_ascii_lowercase()).map_err(|e| {
            e.unwrap_or_else(|| {
                Syntax::LattaqueValue {
                    value: value.trim().to_string(),
                    switch: row.name.to_string(),
                }
                .into()
            })
        })
    }

    /// The canonical text: every switch as `name=value`, joined by commas,
    /// e.g. `attack=frontal,equal-scouts=stay,spy=always,flag-placement=gibson,max-plies=off`.
    pub fn to_text(&self) -> String {
        self.joined(",")
    }

    /// Parse [`Options::to_text`]: each switch at most once, any order; a
    /// switch the text does not give keeps its default, so a text written
    /// before a switch existed still reads (as the game it was).
    pub fn from_text(text: &str) -> Result<Options, ParseError> {
        let mut opts = Options::default();
        let mut seen = Vec::new();
        for item in text.trim().split(',') {
            let (name, value) = item
                .split_once('=')
                .ok_or_else(|| Syntax::OptionForm { text: item.to_string() })?;
            let name = name.trim().to_ascii_lowercase();
            let row = Options::switch(&name).ok_or_else(|| unknown(&name))?;
            if seen.contains(&row.name) {
                return Err(Syntax::SwitchTwice { name }.into());
            }
            seen.push(row.name);
            opts.set(&name, value)?;
        }
        Ok(opts)
    }
}

/// `name` is no switch of L'Attaque.
fn unknown(name: &str) -> ParseError {
    let switches: Vec<&str> = Options::SWITCHES.iter().map(|s| s.name).collect();
    Syntax::LattaqueSwitch {
        text: name.to_string(),
        switches: switches.join(", "),
    }
    .into()
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
            let text: Vec<String> = Options::SWITCHES
                .iter()
                .filter(|n| n.name != sw.name)
                .map(|n| format!("{}={}", n.name, (n.get)(&Options::standard())))
                .collect();
            let read = Options::from_text(&text.join(",")).unwrap();
            assert_eq!(read.get(sw.name), Some(sw.default), "{}", sw.name);
        }
    }
}
