//! The message ids of the catalogs: a constant for each message of the
//! English catalogs (`GAME_MOVED` for `game-moved`), made by the build
//! script from `templates/en/*.ftl`, so that a name the code uses and the
//! catalogs lack does not compile. The build also fails when a language
//! lacks an English id or has one English lacks. Which ids the code uses
//! is found by the tests (`tests/it/words.rs`): the derived sentences'
//! `IDS`, the names and literals of the sources, and the families below.

use crate::GameName;

include!(concat!(env!("OUT_DIR"), "/ids.rs"));

/// The commands HELP shows with an example argument after their word.
pub const WITH_ARGUMENT: [&str; 5] = ["lang", "message", "vacation", "timezone", "key"];

/// The commands HELP shows on the row of another (`commit, leaf`), which
/// have no sentence of their own.
pub const SHOWN_WITH_ANOTHER: [&str; 1] = ["leaf"];

/// The id of what the command `english` (its English word in the command
/// table) does, in HELP.
pub fn help_cmd(english: &str) -> String {
    format!("help-cmd-{english}")
}

/// The id of the example argument of the command `english` in HELP.
pub fn help_arg(english: &str) -> String {
    format!("help-arg-{english}")
}

/// The id of the title of a game of `kind` (`title-strand`), in `names.ftl`.
pub fn title_id(kind: impl GameName) -> String {
    format!("title-{}", kind.game_name())
}

/// The id of what variant `name` of `kind` means.
pub fn variant_id(kind: impl GameName, name: &str) -> String {
    format!("variant-{}-{name}", kind.game_name())
}

/// The id of what switch `name` of `kind` does.
pub fn switch_id(kind: impl GameName, name: &str) -> String {
    format!("switch-{}-{name}", kind.game_name())
}

/// The id of the accepted values of switch `name` of `kind` when they
/// are written in words (Strand's `forts`), else `None`: values such as
/// `on | off` are what players type and stay as the game writes them.
pub fn switch_values_id(kind: impl GameName, name: &str) -> Option<String> {
    let id = format!("{}-values", switch_id(kind, name));
    crate::language::is_built_in(&id).then_some(id)
}

/// The ids made of a word rather than written in the code: HELP's, given
/// the English words of the command table (`command_words` of the core's
/// `referee::command`), and the names of sides, ranks and kinds.
pub fn made_with<'a>(commands: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut out = crate::names::all_ids();
    for english in commands {
        if !SHOWN_WITH_ANOTHER.contains(&english) {
            out.push(help_cmd(english));
        }
        if WITH_ARGUMENT.contains(&english) {
            out.push(help_arg(english));
        }
    }
    out
}
