//! Writes `$OUT_DIR/index.rs`: for each language, every message and term
//! id of the built-in catalogs (`templates/<lang>/<area>.ftl`) with the
//! area that holds it, sorted by id, so that a process finds which catalog
//! to parse for an id without reading them all (`src/language.rs`).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

include!("src/entry_id.rs");

fn main() {
    let templates = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../templates");
    println!("cargo::rerun-if-changed={}", templates.display());
    let mut out = String::new();
    for lang in ["en", "fr", "de"] {
        let dir = templates.join(lang);
        println!("cargo::rerun-if-changed={}", dir.display());
        let mut index: BTreeMap<String, String> = BTreeMap::new();
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.expect("a readable folder").path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        for path in files {
            let area = path
                .file_stem()
                .and_then(|s| s.to_str())
                .expect("a UTF-8 name")
                .to_string();
            let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            for id in source.lines().filter_map(entry_id) {
                if let Some(other) = index.insert(id.to_string(), area.clone()) {
                    panic!("templates/{lang}/{area}.ftl: {id} is also in {other}.ftl");
                }
            }
        }
        let name = lang.to_ascii_uppercase();
        writeln!(out, "static INDEX_{name}: &[(&str, &str)] = &[").unwrap();
        for (id, area) in index {
            writeln!(out, "    ({id:?}, {area:?}),").unwrap();
        }
        writeln!(out, "];").unwrap();
    }
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("index.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
}
