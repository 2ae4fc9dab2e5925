//! The words of the referee's mails, from the Fluent catalogs under
//! `templates/<lang>/<area>.ftl` (compiled in with `include_str!`, so the
//! binary needs no file of its own).
//!
//! [`text`] gives the sentence of a message id ([`ids`] names them all) in
//! a language, with its arguments. The catalogs are checked by the tests
//! in `tests/it/words.rs`: every id the code uses is in every catalog,
//! with the arguments the code gives, and no catalog holds an id no code
//! uses. A missing id or argument is never left out of a mail in silence:
//! [`try_text`] returns it as an error, and [`text`] writes it in the mail
//! in brackets and logs it.
//!
//! An operator may replace any catalog: [`install`] takes the files of a
//! folder (read by the shell, `cli::settings`), checks each (syntax, and
//! every id of the catalog it replaces) and uses them from then on.
//!
//! Architecture invariant: no I/O; the catalogs come in as text. The crate
//! builds for wasm32, so the player kit words things as the mails do.

mod catalogs;
mod error;
pub mod ids;
mod langs;
mod language;
pub mod names;
pub mod reason;

pub use catalogs::{catalogs, install, Catalogs};
pub use error::WordsError;
pub use langs::{own_subjects, Lang, AREAS, LANGS};
pub use language::Override;
pub use names::GameName;
pub use reason::{Arg, Explain, Named, Reason, Spread, ToArg, Why};

use catalogs::BUILT;
use std::fmt;

/// [`Catalogs::text`] of the catalogs in use.
pub fn try_text(lang: Lang, id: &str, args: &[(&str, &str)]) -> Result<String, WordsError> {
    catalogs()?.text(lang, id, args)
}

/// The sentence `id` in `lang` with `args`. A missing id or argument (which
/// the tests rule out for the built-in catalogs) is logged and written in
/// the mail as `[id: error]`, never left out in silence.
pub fn text(lang: Lang, id: &str, args: &[(&str, &str)]) -> String {
    try_text(lang, id, args).unwrap_or_else(|e| {
        tracing::error!("words: {e}");
        format!("[{id}: {e}]")
    })
}

/// `reason` in `lang` for the game `game` (which names the sides), by the
/// catalogs in use. A missing message or argument is logged and written as
/// `[code: error]`, as [`text`] does.
pub fn reason(lang: Lang, game: impl GameName, reason: &Reason) -> String {
    catalogs()
        .and_then(|c| c.reason(lang, game, reason))
        .unwrap_or_else(|e| {
            tracing::error!("words: {e}");
            format!("[{}: {e}]", reason.code)
        })
}

/// `reason` in English, for the game `game`, by the built-in catalogs
/// (never an operator's: the log and the transcripts record this English,
/// which must not change with a configuration): the `Display` of every
/// typed sentence (`#[derive(Sentence)]`). A sentence of no game (`""`)
/// names sides by the game it carries as its argument `rules` (or one
/// nested in it does), else as L'Attaque does, as the shell words such
/// sentences.
pub fn english(f: &mut fmt::Formatter<'_>, game: &str, reason: &Reason) -> fmt::Result {
    let carried = if game.is_empty() { rules_of(reason) } else { None };
    let game = carried.unwrap_or(if game.is_empty() { "lattaque" } else { game });
    match BUILT
        .as_ref()
        .map_err(Clone::clone)
        .and_then(|c| c.reason(Lang::En, game, reason))
    {
        Ok(text) => f.write_str(&text),
        Err(e) => write!(f, "[{}: {e}]", reason.code),
    }
}

/// The game a sentence carries as its argument `rules` (the name of a
/// game), or one nested in it does.
fn rules_of(r: &Reason) -> Option<&str> {
    match r.args.get("rules") {
        Some(reason::Arg::Text(name)) => Some(name),
        _ => r.args.values().find_map(|a| match a {
            reason::Arg::Reason(inner) => rules_of(inner),
            _ => None,
        }),
    }
}

/// The name of side `side` (1 or 2, or a `Named` side) in the game `game`,
/// in the form `form` (`None`: the bare name; a form the language lacks
/// gives the bare name too).
pub fn side(lang: Lang, game: impl GameName, side: impl Named, form: Option<&str>) -> String {
    name(lang, game.game_name(), &side, form)
}

/// The title of the game `game` in `lang` (`L'Attaque`, `The 'Strand'
/// War Game`), as mails and the operator's outputs name it.
pub fn title(lang: Lang, game: impl GameName) -> String {
    text(lang, &ids::title_id(game), &[])
}

/// The name of a L'Attaque rank, in the form `form` (`plural`, ...).
pub fn rank(lang: Lang, rank: impl Named, form: Option<&str>) -> String {
    name(lang, "lattaque", &rank, form)
}

/// The name of a Strand kind, in the form `form`.
pub fn kind(lang: Lang, kind: impl Named, form: Option<&str>) -> String {
    name(lang, "strand", &kind, form)
}

fn name(lang: Lang, game: &str, named: &impl Named, form: Option<&str>) -> String {
    let arg = named.named();
    let id = names::name_id(game, &arg).map(Option::unwrap_or_default);
    id.and_then(|id| catalogs()?.name(lang, &id, form)).unwrap_or_else(|e| {
        tracing::error!("words: {e}");
        format!("[{arg:?}: {e}]")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_catalog_is_parsed_when_first_asked_for() {
        let c = Catalogs::built_in().unwrap();
        assert_eq!(format!("{c:?}"), "Catalogs { loaded: 0, areas: 0 }");
        assert_eq!(c.text(Lang::De, "title-strand", &[]).unwrap(), "Strand-Kriegsspiel");
        assert_eq!(format!("{c:?}"), "Catalogs { loaded: 1, areas: 1 }");
        assert_eq!(c.text(Lang::De, "title-assaut", &[]).unwrap(), "L'Assaut");
        assert_eq!(format!("{c:?}"), "Catalogs { loaded: 1, areas: 1 }");
        assert_eq!(c.text(Lang::De, ids::FRAME_PROOF, &[]).unwrap(), "Nachweise");
        assert_eq!(format!("{c:?}"), "Catalogs { loaded: 1, areas: 2 }");
    }

    #[test]
    fn languages_parse() {
        assert_eq!(Lang::parse("en"), Some(Lang::En));
        assert_eq!(Lang::parse(" FR "), Some(Lang::Fr));
        assert_eq!(Lang::parse("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::parse("en_GB"), Some(Lang::En));
        assert_eq!(Lang::parse("de"), Some(Lang::De));
        assert_eq!(Lang::parse("de-AT"), Some(Lang::De));
        assert_eq!(Lang::parse("DE_ch"), Some(Lang::De));
        assert_eq!(Lang::parse("es"), None);
        assert_eq!(Lang::parse(""), None);
        assert_eq!(Lang::Fr.code(), "fr");
        assert_eq!(Lang::De.code(), "de");
    }

    #[test]
    fn the_built_in_catalogs_load() {
        let c = Catalogs::built_in().unwrap();
        assert_eq!(c.text(Lang::En, ids::FRAME_PROOF, &[]).unwrap(), "Proof");
        assert_eq!(c.text(Lang::Fr, ids::FRAME_PROOF, &[]).unwrap(), "Preuves");
        assert_eq!(c.text(Lang::De, ids::FRAME_PROOF, &[]).unwrap(), "Nachweise");
    }

    #[test]
    fn a_missing_id_or_argument_is_an_error() {
        let c = Catalogs::built_in().unwrap();
        assert!(c.text(Lang::En, "no-such-id", &[]).is_err());
        let e = c.text(Lang::En, ids::STATUS_YOUR_MOVE, &[]).unwrap_err();
        assert!(e.to_string().contains(ids::STATUS_YOUR_MOVE), "{e}");
        assert_eq!(
            c.text(Lang::En, ids::STATUS_YOUR_MOVE, &[("n", "12")]).unwrap(),
            "Move 12: your turn."
        );
    }

    #[test]
    fn a_catalog_chooses_its_words_by_an_argument() {
        let c = Catalogs::built_in().unwrap();
        let over = |lang, status| {
            c.text(lang, ids::CHALLENGE_OVER, &[("n", "5"), ("status", status)])
                .unwrap()
        };
        assert_eq!(over(Lang::Fr, "accepted"), "Le défi ch-5 a déjà été accepté.");
        assert_eq!(over(Lang::Fr, "declined"), "Le défi ch-5 a déjà été refusé.");
        assert_eq!(over(Lang::En, "declined"), "Challenge ch-5 was already declined.");
        let invitation = c
            .text(
                Lang::En,
                ids::INVITATION,
                &[("name", "Al"), ("address", "a@x.org"), ("what", "Strand")],
            )
            .unwrap();
        assert!(
            invitation.starts_with("Al <a@x.org> challenges you to a game of Strand by mail"),
            "{invitation}"
        );
        assert!(
            invitation.contains(".\n\nReply to this mail with ACCEPT"),
            "{invitation}"
        );
        assert!(invitation.ends_with("you can ignore this mail."), "{invitation}");
    }

    #[test]
    fn a_broken_override_names_its_file_and_line() {
        let o = Override {
            lang: Lang::Fr,
            area: "help".into(),
            name: "words/fr/help.ftl".into(),
            source: "help-header = Bonjour\n\nnot fluent at all {\n".into(),
        };
        let e = Catalogs::with(&[o]).unwrap_err();
        assert!(e.to_string().starts_with("words/fr/help.ftl: line 3: "), "{e}");
    }
}
