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

mod error;
pub mod ids;
mod language;
pub mod names;
pub mod reason;

pub use error::WordsError;
pub use names::GameName;
pub use reason::{Arg, Explain, Named, Reason, Spread, ToArg, Why};

use std::fmt;
use std::sync::{Arc, LazyLock, OnceLock, RwLock};

use language::Language;

use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

include!(concat!(env!("OUT_DIR"), "/langs.rs"));

impl Lang {
    /// A language's code, any case, with an optional region (`fr-CA`,
    /// `en_GB`, `de-AT`); `None` for anything else.
    pub fn parse(s: &str) -> Option<Lang> {
        let s = s.trim();
        let primary = s.split(['-', '_']).next().unwrap_or(s);
        LANGS.into_iter().find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The two-letter code: `en`, `fr`...
    pub fn code(self) -> &'static str {
        CODES[self as usize].0
    }

    /// Its name in itself: `English`, `Français`...
    pub fn name(self) -> &'static str {
        CODES[self as usize].1
    }

    /// The spellings of the word `word` (`setup`, `games`, `draw-accept`,
    /// `place`...) of `templates/<lang>/keywords.ftl`, lower case, with
    /// their accents; none when the language has no word of its own.
    pub fn words(self, word: &str) -> &'static [&'static str] {
        let table = WORDS[self as usize];
        table
            .binary_search_by(|(w, _)| (*w).cmp(word))
            .map_or(&[], |i| table[i].1)
    }

    /// Every word of `templates/<lang>/keywords.ftl` with its spellings,
    /// sorted by word.
    pub fn all_words(self) -> &'static [(&'static str, &'static [&'static str])] {
        WORDS[self as usize]
    }
}

/// The words that end the referee's own subjects in every language
/// (`your move`, `à vous de jouer`), lower case, the longest first: the
/// `subject-...` messages of `frame.ftl` and the end of `observer-subject`.
pub fn own_subjects() -> &'static [&'static str] {
    OWN_SUBJECTS
}

/// The areas of the catalogs: one file each, `templates/<lang>/<area>.ftl`.
pub const AREAS: &[&str] = &[
    "frame",
    "help",
    "account",
    "challenge",
    "game",
    "names",
    "end",
    "guide",
    "observer",
    "report",
    "refusal",
    "lattaque",
    "strand",
    "assaut",
    "view",
    "notation",
    "switches",
    "protocol",
    "kit",
    "operator",
    "verify",
    "club",
    "log",
    "command",
    "service",
    "usage",
    "system",
    "summary",
    "play",
    "catalog",
];

/// A catalog file an operator gives in place of a built-in one.
#[derive(Clone, Debug)]
pub struct Override {
    pub lang: Lang,
    pub area: String,
    /// Where it was read from, for the messages (`dir/fr/help.ftl`).
    pub name: String,
    pub source: String,
}

/// The catalogs of every language. A catalog is parsed the first time one
/// of its words is asked for (a process that writes one mail in one
/// language parses only the few catalogs it uses); those of a language an
/// operator overrides are all parsed, and checked, at once.
pub struct Catalogs {
    overrides: Vec<Override>,
    langs: [OnceLock<Result<Language, WordsError>>; LANGS.len()],
}

impl fmt::Debug for Catalogs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let loaded = self.langs.iter().filter(|l| l.get().is_some()).count();
        let areas: usize = self
            .langs
            .iter()
            .filter_map(|l| l.get()?.as_ref().ok())
            .map(Language::areas_loaded)
            .sum();
        f.debug_struct("Catalogs")
            .field("loaded", &loaded)
            .field("areas", &areas)
            .finish()
    }
}

/// The 1-based line of the byte `at` in `text`.
fn line_of(text: &str, at: usize) -> usize {
    text.as_bytes()[..at.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// Parse one catalog file; `name` names it in the error.
fn parse(name: &str, source: &str) -> Result<FluentResource, WordsError> {
    FluentResource::try_new(source.to_string()).map_err(|(_, errors)| {
        let e = &errors[0];
        WordsError::NotFluent {
            name: name.to_string(),
            line: line_of(source, e.pos.start),
            error: e.kind.to_string(),
        }
    })
}

/// The message ids of a parsed catalog, in its order.
fn ids_of(res: &FluentResource) -> Vec<String> {
    res.entries()
        .filter_map(|e| match e {
            ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

impl Catalogs {
    /// The built-in catalogs.
    pub fn built_in() -> Result<Catalogs, WordsError> {
        Catalogs::with(&[])
    }

    /// The built-in catalogs, with `overrides` in place of those of the
    /// same language and area. An override must parse and hold every id of
    /// the catalog it replaces; one for an area or language that has none
    /// is refused.
    pub fn with(overrides: &[Override]) -> Result<Catalogs, WordsError> {
        for o in overrides {
            if !AREAS.contains(&o.area.as_str()) {
                return Err(WordsError::NoSuchCatalog {
                    name: o.name.clone(),
                    area: o.area.clone(),
                });
            }
        }
        let catalogs = Catalogs {
            overrides: overrides.to_vec(),
            langs: Default::default(),
        };
        for (i, lang) in LANGS.into_iter().enumerate() {
            if overrides.iter().any(|o| o.lang == lang) {
                let language = Language::new(lang, overrides)?;
                language.load_all()?;
                let _ = catalogs.langs[i].set(Ok(language));
            }
        }
        Ok(catalogs)
    }

    fn language(&self, lang: Lang) -> Result<&Language, WordsError> {
        let i = LANGS
            .iter()
            .position(|l| *l == lang)
            .ok_or_else(|| WordsError::NoLanguage {
                lang: lang.code().to_string(),
            })?;
        self.langs[i]
            .get_or_init(|| Language::new(lang, &self.overrides))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The ids of the catalog `area` of `lang` in use (the operator's
    /// override, else the built-in one), in its order; none for a catalog
    /// that does not parse or does not exist.
    pub fn ids(&self, lang: Lang, area: &str) -> Vec<String> {
        let given = self.overrides.iter().find(|o| o.lang == lang && o.area == area);
        let source = match given {
            Some(o) => Some(o.source.as_str()),
            None => BUILT_IN
                .iter()
                .find(|(l, a, _)| *l == lang && *a == area)
                .map(|(_, _, s)| *s),
        };
        source
            .and_then(|s| parse(area, s).ok())
            .map(|res| ids_of(&res))
            .unwrap_or_default()
    }

    /// The sentence `id` in `lang` with `args`; an error when the id, or an
    /// argument it names, is missing.
    pub fn text(&self, lang: Lang, id: &str, args: &[(&str, &str)]) -> Result<String, WordsError> {
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            // A number is given as one, so that a catalog may choose a
            // plural form by it.
            match v.parse::<i64>() {
                Ok(n) if n.to_string() == *v => fargs.set(*k, FluentValue::from(n)),
                _ => fargs.set(*k, FluentValue::from(*v)),
            }
        }
        self.format(lang, id, &fargs)
    }

    /// The message `id` of `lang` with its arguments filled in; an error
    /// when the id, or an argument it names, is missing.
    fn format(&self, lang: Lang, id: &str, args: &FluentArgs) -> Result<String, WordsError> {
        self.language(lang)?.fill(id, |bundle, errors| {
            let pattern = bundle
                .get_message(id)
                .and_then(|m| m.value())
                .ok_or_else(|| WordsError::NoMessage {
                    id: id.to_string(),
                    lang: lang.code().to_string(),
                })?;
            Ok(bundle.format_pattern(pattern, Some(args), errors).into_owned())
        })
    }
}

/// The catalogs in use: those [`install`] was given, else the built-in
/// ones.
static INSTALLED: RwLock<Option<Arc<Catalogs>>> = RwLock::new(None);

static BUILT: LazyLock<Result<Arc<Catalogs>, WordsError>> = LazyLock::new(|| Catalogs::built_in().map(Arc::new));

/// Use the built-in catalogs with `overrides` in place of some, from now
/// on; an error (and nothing changed) when one of them cannot be used.
pub fn install(overrides: &[Override]) -> Result<(), WordsError> {
    let catalogs = Arc::new(Catalogs::with(overrides)?);
    match INSTALLED.write() {
        Ok(mut slot) => *slot = Some(catalogs),
        Err(poisoned) => *poisoned.into_inner() = Some(catalogs),
    }
    Ok(())
}

/// The catalogs in use.
pub fn catalogs() -> Result<Arc<Catalogs>, WordsError> {
    let installed = match INSTALLED.read() {
        Ok(slot) => slot.clone(),
        Err(poisoned) => poisoned.into_inner().clone(),
    };
    match installed {
        Some(c) => Ok(c),
        None => BUILT.clone(),
    }
}

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
