//! Why a catalog cannot be used or a sentence cannot be made
//! ([`WordsError`]): its English (`Display`, as the log and the command
//! line always wrote it) and its typed reason (area `catalog`). An
//! operator's catalog that does not load is worded by the built-in
//! catalogs, which are still the ones in use when it is refused.

use std::fmt;

use crate::reason::{Explain, Reason};

/// A catalog that cannot be used, or a sentence that cannot be made: the
/// message names the file (or the id) and, for a syntax error, the line.
/// Written by hand, not `#[derive(Sentence)]`: its English must not depend
/// on the catalogs whose failure it tells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WordsError {
    /// A catalog file that is not Fluent: the file, the line and the
    /// parser's words.
    NotFluent { name: String, line: usize, error: String },
    /// An operator's file for an area that has no catalog.
    NoSuchCatalog { name: String, area: String },
    /// A language whose code is no language tag (cannot happen).
    NotALanguageTag { lang: String },
    /// An operator's catalog without a message of the built-in one.
    MissingMessage { name: String, id: String, built_in: String },
    /// A catalog the bundle refuses (a message of another catalog again):
    /// the bundle's words.
    Unusable { name: String, error: String },
    /// No catalogs for a language (cannot happen).
    NoLanguage { lang: String },
    /// No message of that id.
    NoMessage { id: String, lang: String },
    /// A message that cannot be filled in: Fluent's words.
    Format { lang: String, id: String, error: String },
    /// A name with no value.
    NoValue { lang: String, id: String },
    /// A side that is neither 1 nor 2.
    NoSide { n: u8 },
    /// A L'Attaque rank of no known code.
    NoRank { code: String },
    /// A Strand kind of no known code.
    NoKind { code: String },
    /// Reasons nested in each other past all reason.
    TooDeep { code: String },
}

/// `a.ftl, b.ftl, ...`: every catalog's file name.
fn catalogs() -> String {
    crate::AREAS
        .iter()
        .map(|a| format!("{a}.ftl"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for WordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use WordsError::*;
        match self {
            NotFluent { name, line, error } => write!(f, "{name}: line {line}: not Fluent: {error}"),
            NoSuchCatalog { name, area } => write!(
                f,
                "{name}: no catalog is called {area}.ftl (the catalogs: {})",
                catalogs()
            ),
            NotALanguageTag { lang } => write!(f, "{lang}: not a language tag"),
            MissingMessage { name, id, built_in } => {
                write!(f, "{name}: no message {id} (every message of {built_in} is needed)")
            }
            Unusable { name, error } => write!(f, "{name}: {error}"),
            NoLanguage { lang } => write!(f, "no catalogs for {lang}"),
            NoMessage { id, lang } => write!(f, "no message {id} in the {lang} catalogs"),
            Format { lang, id, error } => write!(f, "{lang} message {id}: {error}"),
            NoValue { lang, id } => write!(f, "{lang} message {id} has no value"),
            NoSide { n } => write!(f, "no side {n}"),
            NoRank { code } => write!(f, "no rank {code}"),
            NoKind { code } => write!(f, "no kind {code}"),
            TooDeep { code } => write!(f, "{code}: reasons nested too deep"),
        }
    }
}

impl std::error::Error for WordsError {}

impl Explain for WordsError {
    fn reason(&self) -> Reason {
        use WordsError::*;
        let code = |c: &str| Reason::new(&format!("catalog-{c}"));
        match self {
            NotFluent { name, line, error } => code("not-fluent")
                .text("name", name)
                .num("line", *line)
                .text("error", error),
            NoSuchCatalog { name, area } => code("no-such-catalog")
                .text("name", name)
                .text("area", area)
                .text("catalogs", catalogs()),
            NotALanguageTag { lang } => code("not-a-language-tag").text("lang", lang),
            MissingMessage { name, id, built_in } => code("missing-message")
                .text("name", name)
                .text("id", id)
                .text("built-in", built_in),
            Unusable { name, error } => code("unusable").text("name", name).text("error", error),
            NoLanguage { lang } => code("no-language").text("lang", lang),
            NoMessage { id, lang } => code("no-message").text("id", id).text("lang", lang),
            Format { lang, id, error } => code("format").text("lang", lang).text("id", id).text("error", error),
            NoValue { lang, id } => code("no-value").text("lang", lang).text("id", id),
            NoSide { n } => code("no-side").num("n", *n),
            NoRank { code: c } => code("no-rank").text("code", c),
            NoKind { code: c } => code("no-kind").text("code", c),
            TooDeep { code: c } => code("too-deep").text("code", c),
        }
    }
}

impl WordsError {
    /// One of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<WordsError> {
        use WordsError::*;
        let s = |t: &str| t.to_string();
        vec![
            NotFluent {
                name: s("words/de/help.ftl"),
                line: 3,
                error: s("Expected a token starting with \"}\""),
            },
            NoSuchCatalog {
                name: s("words/en/words.ftl"),
                area: s("words"),
            },
            NotALanguageTag { lang: s("x!") },
            MissingMessage {
                name: s("words/fr/frame.ftl"),
                id: s("frame-reply"),
                built_in: s("templates/fr/frame.ftl"),
            },
            Unusable {
                name: s("words/en/help.ftl"),
                error: s("[Overriding { kind: \"message\", id: \"frame-proof\" }]"),
            },
            NoLanguage { lang: s("de") },
            NoMessage {
                id: s("frame-proof"),
                lang: s("fr"),
            },
            Format {
                lang: s("de"),
                id: s("status-your-move"),
                error: s("Resolver error: Unknown variable: $n"),
            },
            NoValue {
                lang: s("en"),
                id: s("side-lattaque-1"),
            },
            NoSide { n: 3 },
            NoRank { code: s("Z") },
            NoKind { code: s("Q") },
            TooDeep {
                code: s("lattaque-move-refused"),
            },
        ]
    }
}
