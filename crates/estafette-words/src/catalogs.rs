//! The catalogs in use: every language's, each area parsed when first
//! asked for, and the operator's overrides, installed once.

use std::fmt;
use std::sync::{Arc, LazyLock, OnceLock, RwLock};

use fluent_bundle::{FluentArgs, FluentValue};

use crate::error::WordsError;
use crate::langs::{Lang, AREAS, BUILT_IN, LANGS};
use crate::language::{ids_of, parse, Language, Override};

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

    pub(crate) fn language(&self, lang: Lang) -> Result<&Language, WordsError> {
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
    pub(crate) fn format(&self, lang: Lang, id: &str, args: &FluentArgs) -> Result<String, WordsError> {
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

pub(crate) static BUILT: LazyLock<Result<Arc<Catalogs>, WordsError>> =
    LazyLock::new(|| Catalogs::built_in().map(Arc::new));

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
