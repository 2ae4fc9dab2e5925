//! Writes `$OUT_DIR/langs.rs` from `templates/`: the languages of
//! `templates/languages` (the [`Lang`] enum, one variant per line), every
//! built-in catalog `templates/<lang>/<area>.ftl` compiled in, for each
//! language every message and term id with the area that holds it (sorted
//! by id, so that a process finds which catalog to parse for an id without
//! reading them all: `src/language.rs`), the words a player types
//! (`keywords.ftl`) and the ends of the referee's own subjects.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

include!("src/entry_id.rs");

/// The file holding the words a player types: read here, not at run time.
const KEYWORDS: &str = "keywords.ftl";

fn read(path: &Path) -> String {
    println!("cargo::rerun-if-changed={}", path.display());
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Each entry of a catalog with its value as written on its line.
fn entries(source: &str) -> impl Iterator<Item = (&str, &str)> {
    source.lines().filter_map(|l| {
        let id = entry_id(l)?;
        Some((id, l[id.len()..].trim_start().trim_start_matches('=').trim()))
    })
}

/// The catalogs (`.ftl` files) of a language's folder, sorted.
fn catalogs(dir: &Path) -> Vec<PathBuf> {
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a readable folder").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .filter(|p| !p.ends_with(KEYWORDS))
        .collect();
    files.sort();
    files
}

fn area_of(path: &Path) -> String {
    path.file_stem()
        .and_then(|s| s.to_str())
        .expect("a UTF-8 name")
        .to_string()
}

fn main() {
    let templates = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../templates");
    let templates = templates.canonicalize().unwrap_or(templates);
    let list = read(&templates.join("languages"));
    let langs: Vec<(&str, &str)> = list
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            l.trim()
                .split_once(' ')
                .expect("templates/languages: a code and a name")
        })
        .collect();
    let variant = |code: &str| code[..1].to_ascii_uppercase() + &code[1..];
    let mut out = String::new();
    let n = langs.len();
    out.push_str("/// The language of a mail: one of `templates/languages`.\n");
    out.push_str("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]\npub enum Lang {\n    #[default]\n");
    for (code, name) in &langs {
        writeln!(out, "    /// {name}\n    {},", variant(code)).unwrap();
    }
    out.push_str("}\n\n/// Every language with catalogs, in the order of `templates/languages`.\n");
    let all: Vec<String> = langs.iter().map(|(c, _)| format!("Lang::{}", variant(c))).collect();
    writeln!(out, "pub const LANGS: [Lang; {n}] = [{}];", all.join(", ")).unwrap();
    writeln!(out, "const CODES: [(&str, &str); {n}] = {:?};", langs).unwrap();
    let english_areas: Vec<String> = catalogs(&templates.join(langs[0].0))
        .iter()
        .map(|p| area_of(p))
        .collect();
    writeln!(
        out,
        "/// The areas of the catalogs: one file each, `templates/<lang>/<area>.ftl`.\npub const AREAS: &[&str] = &{english_areas:?};"
    )
    .unwrap();
    let english_words = read(&templates.join(langs[0].0).join(KEYWORDS));
    let (mut built_in, mut index, mut words, mut subjects) = (String::new(), String::new(), String::new(), Vec::new());
    let mut english_ids: Option<Vec<String>> = None;
    for (code, _) in &langs {
        let dir = templates.join(code);
        let mut ids: BTreeMap<String, String> = BTreeMap::new();
        let files = catalogs(&dir);
        let areas: Vec<String> = files.iter().map(|p| area_of(p)).collect();
        assert_eq!(
            areas, english_areas,
            "templates/{code}: the catalogs of templates/{}",
            langs[0].0
        );
        for path in files {
            let area = area_of(&path);
            let source = read(&path);
            writeln!(
                built_in,
                "    (Lang::{}, {area:?}, include_str!({:?})),",
                variant(code),
                path.display()
            )
            .unwrap();
            for (id, value) in entries(&source) {
                if let Some(other) = ids.insert(id.to_string(), area.clone()) {
                    panic!("templates/{code}/{area}.ftl: {id} is also in {other}.ftl");
                }
                if id.starts_with("subject-") || id == "observer-subject" {
                    let own = value.rsplit('}').next().unwrap_or(value).trim_start_matches([' ', ':']);
                    subjects.push(own.to_lowercase());
                }
            }
        }
        // The kit page's English is its own HTML; page.ftl holds only the rest.
        let these: Vec<String> = ids
            .iter()
            .filter(|(_, a)| *a != "page")
            .map(|(i, _)| i.clone())
            .collect();
        match &english_ids {
            None => english_ids = Some(these),
            Some(english) => same_ids(code, english, &these),
        }
        writeln!(index, "    &{:?},", ids.into_iter().collect::<Vec<_>>()).unwrap();
        let mut table = BTreeMap::new();
        for (id, value) in entries(&read(&dir.join(KEYWORDS))) {
            let word = id
                .strip_prefix("word-")
                .unwrap_or_else(|| panic!("templates/{code}/{KEYWORDS}: {id} is no word-"));
            assert!(
                entries(&english_words).any(|(e, _)| e == id),
                "templates/{code}/{KEYWORDS}: {id} is not in templates/{}/{KEYWORDS}",
                langs[0].0
            );
            let spellings: Vec<String> = value.split(',').map(|s| s.trim().to_lowercase()).collect();
            table.insert(word.to_string(), spellings);
        }
        writeln!(words, "    &{:?},", table.into_iter().collect::<Vec<_>>()).unwrap();
    }
    writeln!(
        out,
        "pub(crate) const BUILT_IN: &[(Lang, &str, &str)] = &[\n{built_in}];"
    )
    .unwrap();
    writeln!(out, "pub(crate) static INDEX: [&[(&str, &str)]; {n}] = [\n{index}];").unwrap();
    let words = words.replace("vec![", "&[").replace("\", [", "\", &[");
    writeln!(out, "static WORDS: [&[(&str, &[&str])]; {n}] = [\n{words}];").unwrap();
    subjects.sort();
    subjects.dedup();
    subjects.sort_by_key(|s| std::cmp::Reverse(s.len()));
    writeln!(out, "static OWN_SUBJECTS: &[&str] = &{subjects:?};").unwrap();
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let dest = Path::new(&out_dir).join("langs.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
    let mut consts = String::new();
    for id in english_ids.iter().flatten().filter(|id| !id.starts_with('-')) {
        let name = id.to_uppercase().replace('-', "_");
        writeln!(consts, "/// `{id}`\npub const {name}: &str = {id:?};").unwrap();
    }
    let dest = Path::new(&out_dir).join("ids.rs");
    std::fs::write(&dest, consts).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
}

/// A language's message ids are the English ones, no more, no fewer: the
/// build fails on an id missing from a language or one only it has.
fn same_ids(code: &str, english: &[String], these: &[String]) {
    let missing: Vec<&String> = english.iter().filter(|id| !these.contains(id)).collect();
    let extra: Vec<&String> = these.iter().filter(|id| !english.contains(id)).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "templates/{code}/: missing {missing:?}; not in English {extra:?}"
    );
}
