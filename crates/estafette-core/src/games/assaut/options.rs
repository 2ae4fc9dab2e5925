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
                help: "on: Soldiers inside the fortress may also use its horizontal lines, both ways",
            },
            SwitchInfo {
                name: "huff",
                default: "off",
                values: "on | off",
                help: "on: the Officers may decline a capture; every Officer that could have made \
                       a largest capture is then removed",
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

/// The text printed by `estafette rules assaut`: a short summary of the rules,
/// the variants and the switches.
pub fn rules_summary() -> String {
    let mut s = String::from(
        "L'Assaut: a siege on the 33-point cross board (files a-g, ranks 1-7, the 2x2 corners cut off).\n\
         The fortress is the nine points c5-e7.\n\
         \n\
         Sides: 24 Soldiers (they start on every point outside the fortress; rank 1 is theirs) \
         against 2 Officers.\n\
         Setup: the Officers' player first puts both Officers on any two fortress points \
         (`place d6 e6`); then the Soldiers move first.\n\
         \n\
         Lines: every pair of orthogonal neighbours, plus the diagonals through d6, d4, d2, b4 \
         and f4. White lines (the only ones Soldiers use): all verticals, all diagonals, and \
         the rank-5 horizontals a5-b5, b5-c5, e5-f5, f5-g5.\n\
         Soldier: one step along a white line, never to a lower rank; on rank 5 the sideways \
         steps go towards file d only. Inside the fortress a Soldier may also step back along \
         white lines but never leaves. Soldiers never capture.\n\
         Officer: one step along any line. It captures by jumping an adjacent Soldier along a \
         straight line to the empty point beyond, and keeps jumping with the same Officer \
         while it can; taken Soldiers leave when the move ends. Capturing is compulsory, and \
         the move must take the most Soldiers possible (counting both Officers).\n\
         \n\
         End: the Soldiers win by filling all nine fortress points, or when the Officers \
         cannot move; the Officers win when 8 or fewer Soldiers are left, or when the \
         Soldiers cannot move. The third occurrence of the same position with the same \
         player to move is a draw.\n\
         \n\
         Notation: `place d6 e6` (setup), `d3-d4` (step), `d6xd4xf4` (capture, listing \
         every landing point).\n\
         \n\
         Variants: ",
    );
    s.push_str(&Options::VARIANTS.join(", "));
    s.push_str("\nSwitches:\n");
    for sw in Options::switches() {
        s.push_str(&format!(
            "  {} ({}; default {}): {}\n",
            sw.name, sw.values, sw.default, sw.help
        ));
    }
    s
}
