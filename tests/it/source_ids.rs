//! The message ids the sources name without a derive: a constant of the
//! words crate's generated `ids` (`ids::GAME_MOVED`), a literal that is a
//! catalog id (`"refusal-too-many-commands"`) in the production sources
//! or the mail templates, the families made of a game (its title,
//! variants and switches), and those a hand-written sentence makes with
//! `format!` (every id of the prefix).
//! Each comes with the variables its English message uses (those of the
//! messages and terms it names included), the arguments the code gives.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use estafette::games::any::GameKind;
use estafette::views::words::ids;

/// The workspace's root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Each message and term of the English catalogs: its variables and the
/// entries it names.
fn english() -> BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> {
    let var = regex_lite::Regex::new(r"\$([A-Za-z][A-Za-z0-9_-]*)").unwrap();
    let reference = regex_lite::Regex::new(r"\{\s*(-?[a-z][a-z0-9-]*)\s*[}(.]").unwrap();
    let mut out = BTreeMap::new();
    let dir = root().join("templates/en");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|x| x != "ftl") || path.ends_with("keywords.ftl") {
            continue;
        }
        let mut current: Option<String> = None;
        for line in std::fs::read_to_string(&path).unwrap().lines() {
            let starts = line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-') && line.contains('=');
            if starts {
                let id = line.split('=').next().unwrap().trim().to_string();
                out.insert(id.clone(), (BTreeSet::new(), BTreeSet::new()));
                current = Some(id);
            } else if line.starts_with('#') {
                current = None;
                continue;
            }
            let Some(id) = &current else { continue };
            let (vars, refs) = out.get_mut(id).unwrap();
            vars.extend(var.captures_iter(line).map(|c| c[1].to_string()));
            refs.extend(reference.captures_iter(line).map(|c| c[1].to_string()));
        }
    }
    out
}

/// The variables of `id` in `english`, those of what it names included.
fn vars_of(english: &BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>, id: &str) -> Vec<String> {
    let (mut out, mut seen, mut todo) = (BTreeSet::new(), BTreeSet::new(), vec![id.to_string()]);
    while let Some(id) = todo.pop() {
        if let Some((vars, refs)) = english.get(&id).filter(|_| seen.insert(id.clone())) {
            out.extend(vars.iter().cloned());
            todo.extend(refs.iter().cloned());
        }
    }
    out.into_iter().collect()
}

/// The production sources and the mail templates.
fn sources() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for e in entries.flatten() {
            let p = e.path();
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            if p.is_dir() {
                if !matches!(name.as_str(), "examples" | "tests") {
                    walk(&p, out);
                }
            } else if name.ends_with(".rs") && name != "tests.rs" {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(&root().join("src"), &mut out);
    for e in std::fs::read_dir(root().join("crates")).unwrap().flatten() {
        walk(&e.path().join("src"), &mut out);
    }
    for e in std::fs::read_dir(root().join("templates")).unwrap().flatten() {
        if e.path().extension().is_some_and(|x| x == "html" || x == "txt") {
            out.push(e.path());
        }
    }
    out
}

/// Every id the sources name by its constant or as a literal, and those
/// of the games' variants and switches, each with the English variables.
pub fn named_in_source() -> Vec<(String, &'static [&'static str])> {
    let english = english();
    let constant = regex_lite::Regex::new(r"ids::([A-Z][A-Z0-9_]*)\b").unwrap();
    let literal = regex_lite::Regex::new(r#""([a-z][a-z0-9]*(?:-[a-z0-9]+)*)""#).unwrap();
    // An id made with `format!("summary-{c}")` names every id of its prefix:
    // the hand-written sentences that still make theirs so are counted whole.
    let family = regex_lite::Regex::new(r#""([a-z][a-z0-9-]*-)\{"#).unwrap();
    let (mut named, mut prefixes) = (BTreeSet::new(), BTreeSet::new());
    for path in sources() {
        let text = std::fs::read_to_string(&path).unwrap();
        prefixes.extend(family.captures_iter(&text).map(|c| c[1].to_string()));
        named.extend(
            constant
                .captures_iter(&text)
                .map(|c| c[1].to_lowercase().replace('_', "-")),
        );
        named.extend(literal.captures_iter(&text).map(|c| c[1].to_string()));
    }
    for kind in GameKind::ALL {
        named.insert(ids::title_id(kind));
        named.extend(kind.variants().iter().map(|v| ids::variant_id(kind, v)));
        for sw in kind.switches() {
            named.insert(ids::switch_id(kind, sw.name));
            named.extend(ids::switch_values_id(kind, sw.name));
        }
    }
    let of_family = |id: &String| prefixes.iter().any(|p| id.starts_with(p.as_str()));
    named.extend(english.keys().filter(|id| of_family(id)).cloned());
    named
        .into_iter()
        .filter(|id| english.contains_key(id) && !id.starts_with('-'))
        .map(|id| {
            let vars: Vec<&'static str> = vars_of(&english, &id)
                .into_iter()
                .map(|v| &*Box::leak(v.into_boxed_str()))
                .collect();
            (id, &*Box::leak(vars.into_boxed_slice()))
        })
        .collect()
}
