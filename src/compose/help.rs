//! HELP: the commands a player may send, from the command table
//! (`referee::command::command_words`, their words from the catalogs
//! `templates/<lang>/keywords.ftl`), with what each does from the
//! catalogs `templates/<lang>/help.ftl`. A command added to the table is
//! listed at once (and the catalog tests ask for its sentence).

use crate::games::any::GameKind;
use crate::referee::command::command_words;
use crate::views::words::{self, ids};
use crate::views::Lang;
use estafette_core::reason::{Explain, Sentence};

/// The club's commands, mailed to the referee's own address (their words
/// in the reader's language).
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(id = "help-club")]
pub struct ClubCommands {
    pub join: String,
    pub standings: String,
    pub rating: String,
    pub site: String,
    pub off: String,
    pub on: String,
}

/// The commands a blind game takes that no other does, as HELP groups
/// them on rows; the others of the table are for every game, but `setup`,
/// which only a L'Attaque game that is not blind takes.
const BLIND_ROWS: [&[&str]; 3] = [&["commit", "leaf"], &["open"], &["reveal"]];

/// The commands HELP shows last, in this order, after the others in the
/// table's.
const LAST: [&str; 2] = ["rules", "help"];

/// Where the words of a row go: what it does starts in this column.
const COLUMN: usize = 13;

/// The word of the command `english` in `lang`: its first spelling there
/// (`templates/<lang>/keywords.ftl`; the English one when it has none), in
/// capitals.
fn word(english: &str, lang: Lang) -> String {
    lang.words(english).first().copied().unwrap_or(english).to_uppercase()
}

/// The language whose words HELP names after those of `lang` (its
/// `word-help-other`): French in English, English in the others.
fn other_lang(lang: Lang) -> Lang {
    lang.words("help-other")
        .first()
        .and_then(|code| Lang::parse(code))
        .unwrap_or_default()
}

/// One row: `  WORD ARG     what it does`, the further lines of what it
/// does under its first.
fn row(out: &mut String, usage: &str, what: &str) {
    let mut lines = what.lines();
    out.push_str(&format!(
        "  {usage:<w$} {}\n",
        lines.next().unwrap_or(""),
        w = COLUMN - 1
    ));
    for line in lines {
        out.push_str(&format!("{:w$}{line}\n", "", w = COLUMN + 2));
    }
}

/// The commands of the table HELP shows for a game of `kind`, by rows:
/// each row's commands (by their English words).
fn command_rows(kind: GameKind, blind: bool) -> Vec<Vec<&'static str>> {
    let table: Vec<_> = command_words().collect();
    let find = |w: &str| table.iter().copied().find(|e| *e == w);
    let mut rows = Vec::new();
    if blind {
        for group in BLIND_ROWS {
            rows.push(group.iter().filter_map(|w| find(w)).collect());
        }
    } else if kind == GameKind::Lattaque {
        rows.extend(find("setup").map(|c| vec![c]));
    }
    let special = |w: &str| w == "setup" || BLIND_ROWS.iter().any(|g| g.contains(&w));
    let mut general: Vec<_> = table.iter().filter(|e| !special(e)).collect();
    general.sort_by_key(|e| LAST.iter().position(|l| l == *e));
    rows.extend(general.into_iter().map(|c| vec![*c]));
    rows
}

/// The list of commands for a game of `kind` (`blind`: in blind mode), in
/// `lang`: the moves in the game's notation, then every command of the
/// table the game takes, then the words of the other language.
pub fn help_text(kind: GameKind, blind: bool, lang: Lang) -> String {
    let mut out = words::text(lang, ids::HELP_HEADER, &[]);
    out.push('\n');
    let moves: &[(&str, &str)] = match kind {
        GameKind::Lattaque if blind => &[("b4-b5", ids::HELP_MOVE_LATTAQUE), ("b5xb6", ids::HELP_ATTACK_LATTAQUE)],
        GameKind::Lattaque => &[
            ("b4-b5", ids::HELP_MOVE_LATTAQUE),
            ("b5xb6", ids::HELP_ATTACK_LATTAQUE),
            ("b4-b5xb6", ids::HELP_MOVE_ATTACK_LATTAQUE),
        ],
        GameKind::Strand => &[("b4-c5", ids::HELP_STEP_STRAND), ("d4xf6xh8", ids::HELP_JUMP_STRAND)],
        GameKind::Assaut => &[
            ("place d6 e6", ids::HELP_PLACE_ASSAUT),
            ("d3-d4", ids::HELP_STEP_ASSAUT),
            ("d6xd4xf4", ids::HELP_JUMP_ASSAUT),
        ],
    };
    for (notation, id) in moves {
        row(&mut out, notation, &words::text(lang, id, &[]));
    }
    let mut others = Vec::new();
    for commands in command_rows(kind, blind) {
        let Some(&english) = commands.first() else {
            continue;
        };
        let mut usage = commands.iter().map(|e| word(e, lang)).collect::<Vec<_>>().join(", ");
        if ids::WITH_ARGUMENT.contains(&english) {
            usage.push(' ');
            usage.push_str(&words::text(lang, &ids::help_arg(english), &[]));
        }
        row(&mut out, &usage, &words::text(lang, &ids::help_cmd(english), &[]));
        for e in &commands {
            let (mine, theirs) = (word(e, lang), word(e, other_lang(lang)));
            if mine != theirs {
                others.push(theirs);
            }
        }
    }
    let others = format!(
        "{} {}.",
        words::text(lang, ids::HELP_OTHER_WORDS, &[]),
        others.join(", ")
    );
    out.push_str(&views_wrap(&others));
    out.push_str("\n\n");
    let club = ClubCommands {
        join: word("join", lang),
        standings: word("standings", lang),
        rating: word("rating", lang),
        site: word("site", lang),
        off: word("calendar-off", lang),
        on: word("calendar-on", lang),
    };
    out.push_str(&views_wrap(&words::reason(lang, kind, &club.reason())));
    out.push_str("\n\n");
    out.push_str(&views_wrap(&words::text(lang, ids::HELP_GUIDE, &[])));
    out.trim_end().to_string()
}

/// `text` wrapped at the width of a mail's lines.
fn views_wrap(text: &str) -> String {
    crate::views::wrap_text(text, crate::views::TEXT_WIDTH)
}
