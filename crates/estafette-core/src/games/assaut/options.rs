//! The variant options of L'Assaut, and the rules summary they shape.

use super::*;
use crate::games::notation::Syntax;

/// Variant options of L'Assaut. `Default` is the `default` variant (every
/// switch off).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// `fortress-sideways`: Soldiers inside the fortress may also use its
    /// six horizontal lines, in both directions.
    pub fortress_sideways: bool,
    /// `huff`: the Officers may make a plain step when a capture exists; every
    /// Officer that could have made a largest capture is then removed.
    pub huff: bool,
}

fn on_off(b: bool) -> &'static str {
    if b {
        "on"
    } else {
        "off"
    }
}

impl Options {
    /// Named variants, default first.
    pub const VARIANTS: &'static [&'static str] = &["default"];

    /// The options of a named variant.
    pub fn variant(name: &str) -> Result<Options, ParseError> {
        match name.trim().to_ascii_lowercase().as_str() {
            "default" => Ok(Options::default()),
            other => Err(Syntax::AssautVariant {
                text: other.to_string(),
                variants: Options::VARIANTS.join(", "),
            }
            .into()),
        }
    }

    /// Set one switch (`fortress-sideways` or `huff`) to `on` or `off`.
    pub fn set(&mut self, switch: &str, value: &str) -> Result<(), ParseError> {
        let v = match value.trim().to_ascii_lowercase().as_str() {
            "on" => true,
            "off" => false,
            other => {
                return Err(Syntax::OnOff {
                    switch: switch.trim().to_string(),
                    value: other.to_string(),
                }
                .into())
            }
        };
        match switch.trim().to_ascii_lowercase().as_str() {
            "fortress-sideways" => self.fortress_sideways = v,
            "huff" => self.huff = v,
            other => {
                return Err(Syntax::AssautSwitch {
                    text: other.to_string(),
                }
                .into())
            }
        }
        Ok(())
    }

    /// The current value of a switch, as `set` accepts it.
    pub fn get(&self, switch: &str) -> Option<String> {
        let v = match switch.trim().to_ascii_lowercase().as_str() {
            "fortress-sideways" => self.fortress_sideways,
            "huff" => self.huff,
            _ => return None,
        };
        Some(on_off(v).to_string())
    }

    /// Every switch with its value, in the order of [`Options::switches`].
    pub fn values(&self) -> Vec<(String, String)> {
        crate::games::switch_values(&Options::switches(), |n| self.get(n))
    }

    /// The switches, with defaults and accepted values.
    pub fn switches() -> Vec<SwitchInfo> {
        vec![
            SwitchInfo {
                name: "fortress-sideways",
                default: "off",
                values: "on | off",
            },
            SwitchInfo {
                name: "huff",
                default: "off",
                values: "on | off",
            },
        ]
    }
}

impl fmt::Display for Options {
    /// `fortress-sideways=off huff=off`, as in the position format.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "fortress-sideways={} huff={}",
            on_off(self.fortress_sideways),
            on_off(self.huff)
        )
    }
}
