//! The variant options of L'Assaut, and the rules summary they shape.

use crate::games::notation::Syntax;
use crate::games::{ParseError, Switch, Switched};
use std::fmt;

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

fn on_off(b: bool) -> String {
    if b { "on" } else { "off" }.to_string()
}

/// `on` or `off` as a value.
fn is_on(v: &str) -> Option<bool> {
    match v {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}

impl Switched for Options {
    const SWITCHES: &'static [Switch<Options>] = &[
        Switch {
            name: "fortress-sideways",
            values: "on | off",
            get: |o| on_off(o.fortress_sideways),
            set: |o, v| is_on(v).map(|b| o.fortress_sideways = b).ok_or(None),
        },
        Switch {
            name: "huff",
            values: "on | off",
            get: |o| on_off(o.huff),
            set: |o, v| is_on(v).map(|b| o.huff = b).ok_or(None),
        },
    ];
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
        let v = value.trim().to_ascii_lowercase();
        let bad = || -> ParseError {
            Syntax::OnOff {
                switch: switch.trim().to_string(),
                value: v.clone(),
            }
            .into()
        };
        is_on(&v).ok_or_else(bad)?;
        let row = Options::switch(switch).ok_or_else(|| Syntax::AssautSwitch {
            text: switch.trim().to_ascii_lowercase(),
        })?;
        (row.set)(self, &v).map_err(|e| e.unwrap_or_else(bad))
    }
}

impl fmt::Display for Options {
    /// `fortress-sideways=off huff=off`, as in the position format.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.joined(" "))
    }
}
