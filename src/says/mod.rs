//! What the referee says to the operator, as typed sentences (the
//! messages of `templates/<lang>/summary.ftl`, the demo's of
//! `service.ftl`), printed or logged in the operator's language. One file
//! per command or audience:
//!
//! - `decision`: how a handled mail was decided (`ingest`'s line, the
//!   inbox's summary), what `operate` did, how `moves` ended;
//!   `summary`: a decision told in public words only;
//! - `handled`: the rest of a handled mail (put aside, the account
//!   commands, confirmations, challenges, bounces);
//! - `run`: what `run` logs of each message and of its own rounds;
//! - `tick`: what `tick` says of each game it touched;
//! - `lines`: the lines the mail commands print on standard error;
//! - `aside`: what the player tools, `man --dir` and `init` say beside
//!   their output;
//! - `check`: what `check` found;
//! - `demo`: what `estafette demo` says of its games.

pub mod aside;
pub mod check;
pub mod decision;
pub mod demo;
pub mod handled;
pub mod lines;
pub mod run;
pub mod summary;
pub mod tick;

use estafette_core::games::any::GameKind;
use estafette_core::reason::{Arg, Reason};

/// The game a failure's words name sides by: the argument `rules` of the
/// reason or of one nested in it (a `#[sentence(game)]` field), if any.
pub fn rules_of(r: &Reason) -> Option<GameKind> {
    match r.args.get("rules") {
        Some(Arg::Text(name)) => GameKind::parse(name).ok(),
        _ => r.args.values().find_map(|a| match a {
            Arg::Reason(inner) => rules_of(inner),
            _ => None,
        }),
    }
}

/// `reason` in `lang`, its sides and pieces named by the rules it carries
/// ([`rules_of`]), L'Attaque's when it carries none.
pub fn words_of(lang: crate::views::Lang, reason: &Reason) -> String {
    let rules = rules_of(reason).unwrap_or(GameKind::Lattaque);
    crate::views::words::reason(lang, rules, reason)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::errors::{CliError, MailError, ToolError};
    use crate::exit::Inner;
    use estafette_core::reason::Explain;

    #[test]
    fn a_sentence_names_sides_by_the_rules_it_carries_even_nested() {
        let position = ToolError::Position {
            why: Inner::of(&CliError::Stdin { error: "x".into() }),
            rules: GameKind::Strand,
        };
        assert_eq!(rules_of(&position.reason()), Some(GameKind::Strand));
        let later = MailError::Later {
            why: Inner::of(&position),
        };
        assert_eq!(rules_of(&later.reason()), Some(GameKind::Strand));
        let plain = CliError::Stdin { error: "x".into() };
        assert_eq!(rules_of(&plain.reason()), None);
    }
}
