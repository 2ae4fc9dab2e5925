//! The variant switches of a game's options: one table per game, which
//! setting, reading, listing and writing the options go through.

use super::notation::ParseError;

/// One named variant switch, for `estafette rules` and the docs. What each
/// switch does, and each variant, is worded in the catalogs
/// (`templates/<lang>/switches.ftl`, `switch-GAME-NAME`, `variant-GAME-NAME`).
#[derive(Clone, Debug)]
pub struct SwitchInfo {
    pub name: &'static str,
    pub default: String,
    /// Accepted values, e.g. `"frontal | orthogonal"` or `"on | off"`.
    pub values: &'static str,
}

/// One switch of a game's options: a row of the game's one table of them
/// ([`Switched::SWITCHES`], in its `options.rs`, in the order its texts
/// write them), which setting, reading, listing and writing the options
/// all go through.
pub struct Switch<O> {
    pub name: &'static str,
    /// The values it takes, as `estafette rules` lists them.
    pub values: &'static str,
    /// Its value, as `set` takes it.
    pub get: fn(&O) -> String,
    /// Set it to a value (trimmed, lower case): `Err(None)` for a value
    /// that is none of its own (the game says so), `Err(Some(_))` for one
    /// whose fault it tells itself.
    pub set: fn(&mut O, &str) -> Result<(), Option<ParseError>>,
}

/// A game's options, read and written through its table of switches.
pub trait Switched: Default + Sized + 'static {
    /// Every switch, in the order the game's texts write them.
    const SWITCHES: &'static [Switch<Self>];

    /// The row of switch `name` (any case, spaces around).
    fn switch(name: &str) -> Option<&'static Switch<Self>> {
        let name = name.trim();
        Self::SWITCHES.iter().find(|s| s.name.eq_ignore_ascii_case(name))
    }

    /// The current value of a switch, as `set` accepts it.
    fn get(&self, name: &str) -> Option<String> {
        Self::switch(name).map(|s| (s.get)(self))
    }

    /// Every switch with its value, in the table's order.
    fn values(&self) -> Vec<(String, String)> {
        Self::SWITCHES
            .iter()
            .map(|s| (s.name.to_string(), (s.get)(self)))
            .collect()
    }

    /// Every switch with its default and accepted values.
    fn switches() -> Vec<SwitchInfo> {
        let default = Self::default();
        Self::SWITCHES
            .iter()
            .map(|s| SwitchInfo {
                name: s.name,
                default: (s.get)(&default),
                values: s.values,
            })
            .collect()
    }

    /// Every switch as `name=value`, joined by `sep`.
    fn joined(&self, sep: &str) -> String {
        Self::SWITCHES
            .iter()
            .map(|s| format!("{}={}", s.name, (s.get)(self)))
            .collect::<Vec<_>>()
            .join(sep)
    }
}
