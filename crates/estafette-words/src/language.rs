//! One language's catalogs, parsed an area at a time: an area's file is
//! parsed and added to the language's bundle the first time one of its
//! messages is asked for, or is referred to by a message being filled in.
//! A process that writes one kind of mail parses the few areas that mail
//! uses, not all of them.
//!
//! Which file holds a message is found by a scan of the files' lines (an
//! entry of a Fluent file is the only thing that starts a line with a
//! letter or a `-` and an id followed by `=`), much cheaper than parsing
//! them: for the built-in catalogs `build.rs` does it once and writes the
//! index into the crate; an operator's files are scanned when given. A
//! catalog an operator gives is also checked in full at once
//! ([`Language::load_all`]), so its errors are told at start, not in the
//! middle of a mail.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{PoisonError, RwLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::resolver::errors::{ReferenceKind, ResolverError};
use fluent_bundle::{FluentError, FluentResource};

use fluent_syntax::ast;

use crate::error::WordsError;
use crate::langs::{Lang, BUILT_IN};

/// One area's catalog file in use: the built-in one or the operator's.
struct Area {
    /// Its area: `help`.
    area: &'static str,
    /// What errors call it: `templates/fr/help.ftl` or the operator's path.
    name: String,
    source: Cow<'static, str>,
    /// For an operator's file: the built-in one it replaces, whose every
    /// message it must hold.
    replaces: Option<(String, &'static str)>,
}

/// The areas parsed so far, in one bundle.
struct Loaded {
    bundle: FluentBundle<FluentResource>,
    done: Vec<bool>,
}

/// One language's catalogs (see the module's comment).
pub(crate) struct Language {
    lang: Lang,
    areas: Vec<Area>,
    /// The ids of the operator's catalogs (terms with their `-`), each
    /// with its area; the built-in ones are in [`built_in_index`].
    given: HashMap<String, usize>,
    loaded: RwLock<Loaded>,
}

include!("entry_id.rs");

/// The built-in catalogs' ids of `lang` (terms with their `-`), each with
/// its area, sorted by id (written by `build.rs`).
fn built_in_index(lang: Lang) -> &'static [(&'static str, &'static str)] {
    crate::langs::INDEX[lang as usize]
}

/// Whether `id` is a message of the built-in English catalogs.
pub(crate) fn is_built_in(id: &str) -> bool {
    built_in_index(Lang::En).binary_search_by(|(i, _)| i.cmp(&id)).is_ok()
}

impl Language {
    /// The catalogs of `lang`: the built-in ones, with `overrides` of that
    /// language in place of those of the same area. Nothing is parsed yet.
    pub(crate) fn new(lang: Lang, overrides: &[Override]) -> Result<Language, WordsError> {
        let locale = lang.code().parse().map_err(|_| WordsError::NotALanguageTag {
            lang: lang.code().to_string(),
        })?;
        let mut bundle = FluentBundle::new_concurrent(vec![locale]);
        bundle.set_use_isolating(false);
        let mut areas = Vec::new();
        let mut given = HashMap::new();
        for (_, area, built_in) in BUILT_IN.iter().filter(|(l, _, _)| *l == lang) {
            let builtin_name = format!("templates/{}/{area}.ftl", lang.code());
            let a = match overrides.iter().find(|o| o.lang == lang && o.area == *area) {
                Some(o) => {
                    for id in o.source.lines().filter_map(entry_id) {
                        given.entry(id.to_string()).or_insert(areas.len());
                    }
                    Area {
                        area,
                        name: o.name.clone(),
                        source: Cow::Owned(o.source.clone()),
                        replaces: Some((builtin_name, built_in)),
                    }
                }
                None => Area {
                    area,
                    name: builtin_name,
                    source: Cow::Borrowed(built_in),
                    replaces: None,
                },
            };
            areas.push(a);
        }
        let done = vec![false; areas.len()];
        Ok(Language {
            lang,
            areas,
            given,
            loaded: RwLock::new(Loaded { bundle, done }),
        })
    }

    /// The area that holds the message (or term, with its `-`) `id`.
    fn area_of(&self, id: &str) -> Option<usize> {
        if let Some(&i) = self.given.get(id) {
            return Some(i);
        }
        let index = built_in_index(self.lang);
        let at = index.binary_search_by(|(i, _)| (*i).cmp(id)).ok()?;
        self.areas.iter().position(|a| a.area == index[at].1)
    }

    /// Parse and check every area not parsed yet.
    pub(crate) fn load_all(&self) -> Result<(), WordsError> {
        (0..self.areas.len()).try_for_each(|i| self.load(i))
    }

    /// How many areas are parsed.
    pub(crate) fn areas_loaded(&self) -> usize {
        let loaded = self.loaded.read().unwrap_or_else(PoisonError::into_inner);
        loaded.done.iter().filter(|d| **d).count()
    }

    /// Parse the area `i` and add it to the bundle, unless done already.
    fn load(&self, i: usize) -> Result<(), WordsError> {
        let mut loaded = self.loaded.write().unwrap_or_else(PoisonError::into_inner);
        if loaded.done[i] {
            return Ok(());
        }
        let area = &self.areas[i];
        let res = parse(&area.name, &area.source)?;
        if let Some((builtin_name, builtin)) = &area.replaces {
            let have = ids_of(&res);
            let wanted = ids_of(&parse(builtin_name, builtin)?);
            if let Some(missing) = wanted.iter().find(|id| !have.contains(id)) {
                return Err(WordsError::MissingMessage {
                    name: area.name.clone(),
                    id: missing.clone(),
                    built_in: builtin_name.clone(),
                });
            }
        }
        loaded.bundle.add_resource(res).map_err(|e| WordsError::Unusable {
            name: area.name.clone(),
            error: format!("{e:?}"),
        })?;
        loaded.done[i] = true;
        Ok(())
    }

    /// The area not parsed yet that holds what a formatting error says is
    /// missing, if that is why it failed.
    fn missing_area(&self, errors: &[FluentError]) -> Option<usize> {
        let loaded = self.loaded.read().unwrap_or_else(PoisonError::into_inner);
        errors.iter().find_map(|e| {
            let key = match e {
                FluentError::ResolverError(ResolverError::Reference(ReferenceKind::Message { id, .. })) => id.clone(),
                FluentError::ResolverError(ResolverError::Reference(ReferenceKind::Term { id, .. })) => {
                    format!("-{id}")
                }
                _ => return None,
            };
            self.area_of(&key).filter(|&i| !loaded.done[i])
        })
    }

    /// `fill` run on the bundle with the message `id` (and, when it refers
    /// to messages or terms of other areas, those areas) parsed. `fill`
    /// pushes Fluent's errors; the first left once every area it needs is
    /// parsed is the error.
    pub(crate) fn fill<T>(
        &self,
        id: &str,
        fill: impl Fn(&FluentBundle<FluentResource>, &mut Vec<FluentError>) -> Result<T, WordsError>,
    ) -> Result<T, WordsError> {
        let there = {
            let loaded = self.loaded.read().unwrap_or_else(PoisonError::into_inner);
            loaded.bundle.has_message(id)
        };
        if !there {
            if let Some(i) = self.area_of(id) {
                self.load(i)?;
            }
        }
        loop {
            let mut errors = Vec::new();
            let out = {
                let loaded = self.loaded.read().unwrap_or_else(PoisonError::into_inner);
                fill(&loaded.bundle, &mut errors)?
            };
            let Some(e) = errors.first() else { return Ok(out) };
            // Each turn parses one more area, so this ends.
            match self.missing_area(&errors) {
                Some(i) => self.load(i)?,
                None => {
                    return Err(WordsError::Format {
                        lang: self.lang.code().to_string(),
                        id: id.to_string(),
                        error: e.to_string(),
                    })
                }
            }
        }
    }
}

/// A catalog file an operator gives in place of a built-in one.
#[derive(Clone, Debug)]
pub struct Override {
    pub lang: Lang,
    pub area: String,
    /// Where it was read from, for the messages (`dir/fr/help.ftl`).
    pub name: String,
    pub source: String,
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
pub(crate) fn parse(name: &str, source: &str) -> Result<FluentResource, WordsError> {
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
pub(crate) fn ids_of(res: &FluentResource) -> Vec<String> {
    res.entries()
        .filter_map(|e| match e {
            ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LANGS;

    #[test]
    fn an_entry_is_a_line_starting_with_an_id_and_an_equals_sign() {
        assert_eq!(entry_id("title-strand = Strand"), Some("title-strand"));
        assert_eq!(entry_id("-brand=Estafette"), Some("-brand"));
        assert_eq!(entry_id("probe =\n"), Some("probe"));
        assert_eq!(entry_id("    .le = le Sud"), None);
        assert_eq!(entry_id("# title-strand = x"), None);
        assert_eq!(entry_id("   *[other] x"), None);
        assert_eq!(entry_id("word and more"), None);
        assert_eq!(entry_id("- = x"), None);
        assert_eq!(entry_id(""), None);
    }

    #[test]
    fn every_built_in_catalog_parses_and_the_index_finds_each_message() {
        for lang in LANGS {
            let l = Language::new(lang, &[]).unwrap();
            l.load_all().unwrap();
            for (i, area) in l.areas.iter().enumerate() {
                for id in ids_of(&parse(&area.name, &area.source).unwrap()) {
                    assert_eq!(l.area_of(&id), Some(i), "{} {id}", area.name);
                }
            }
        }
    }

    #[test]
    fn a_message_parses_its_area_and_the_areas_it_refers_to() {
        let play = BUILT_IN
            .iter()
            .find(|(l, a, _)| *l == Lang::En && *a == "play")
            .unwrap()
            .2;
        let o = Override {
            lang: Lang::En,
            area: "play".into(),
            name: "en/play.ftl".into(),
            source: format!("{play}\nprobe = {{ title-strand }} by mail\n"),
        };
        let l = Language::new(Lang::En, &[o]).unwrap();
        assert_eq!(l.areas_loaded(), 0);
        let get = |id: &str| {
            l.fill(id, |b, errors| {
                let m = b.get_message(id).and_then(|m| m.value()).unwrap();
                Ok(b.format_pattern(m, None, errors).into_owned())
            })
        };
        assert_eq!(get("title-strand").unwrap(), "The 'Strand' War Game");
        assert_eq!(l.areas_loaded(), 1);
        assert_eq!(get("probe").unwrap(), "The 'Strand' War Game by mail");
        assert_eq!(l.areas_loaded(), 2);
        // A reference to nothing is still an error.
        let o = Override {
            lang: Lang::En,
            area: "play".into(),
            name: "en/play.ftl".into(),
            source: format!("{play}\nprobe = {{ no-such-message }}\n"),
        };
        let l = Language::new(Lang::En, &[o]).unwrap();
        let e = l
            .fill("probe", |b, errors| {
                let m = b.get_message("probe").and_then(|m| m.value()).unwrap();
                Ok(b.format_pattern(m, None, errors).into_owned())
            })
            .unwrap_err();
        assert!(e.to_string().contains("no-such-message"), "{e}");
    }
}
