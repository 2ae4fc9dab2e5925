//! The size of the rooms: no source file over 1,200 lines outside tests, no
//! function over 100 lines, and no two sibling modules, nor a module and
//! one of its children, that import each other (a name a module brings in
//! by `use` counts where it leads; paths inside macros count too). Read
//! with `syn`, so comments, strings and doc links never count as code.
//!
//! Every `.rs` file under `src/`, `crates/*/src/` and the tools'
//! `bench/src/` and `xtask/src/` is checked; files named
//! `tests.rs`, `#[cfg(test)]` modules and the fixtures (`src/examples/`,
//! compiled only for tests) are tests and are skipped.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use syn::visit::Visit;

const MAX_FILE_LINES: usize = 1_200;
const MAX_FN_LINES: usize = 100;

/// Functions still over the limit, by file and name: a list that only
/// shrinks. A function that grows past the limit and is not here fails the
/// test, and so does one here that is no longer over it (take it out).
const KNOWN_LONG: &[&str] = &[];

/// Modules that still import each other (`crate: a <-> b`): none are left,
/// and none may come back. A module and one of its children that would
/// (the parent holding what its children share, and using them) part
/// what they share into a child of its own, as `service/base.rs` or
/// `games/side.rs`.
const KNOWN_CYCLES: &[&str] = &[];

/// Fails on what is found and not known, and on what is known and not
/// found.
pub(crate) fn check_against(what: &str, found: &[(String, String)], known: &[&str]) {
    let new: Vec<&str> = found
        .iter()
        .filter(|(key, _)| !known.contains(&key.as_str()))
        .map(|(_, line)| line.as_str())
        .collect();
    assert!(new.is_empty(), "{what}:\n{}", new.join("\n"));
    let gone: Vec<&&str> = known
        .iter()
        .filter(|k| !found.iter().any(|(key, _)| key == *k))
        .collect();
    assert!(
        gone.is_empty(),
        "no longer {what}; take them out of the known list: {gone:?}"
    );
}

/// A source file: its module path inside its crate, its text, its syntax.
pub(crate) struct Source {
    pub(crate) file: PathBuf,
    module: Vec<String>,
    text: String,
    pub(crate) ast: syn::File,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file under a crate's `src/`: `a/b.rs` and
/// `a/b/mod.rs` are `a::b`; `lib.rs` and `main.rs` are the crate root.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).expect("under src");
    let mut parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop().unwrap_or_default();
    let stem = last.trim_end_matches(".rs");
    let root_file = parts.is_empty() && matches!(stem, "lib" | "main");
    if stem != "mod" && !root_file {
        parts.push(stem.to_string());
    }
    parts
}

/// Every crate's sources, grouped by the crate's `src/` folder.
pub(crate) fn crates() -> Vec<(PathBuf, Vec<Source>)> {
    let mut srcs = vec![root().join("src")];
    if let Ok(entries) = std::fs::read_dir(root().join("crates")) {
        let mut more: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path().join("src"))
            .filter(|p| p.is_dir())
            .collect();
        more.sort();
        srcs.extend(more);
    }
    srcs.extend(["bench", "xtask"].map(|tool| root().join(tool).join("src")));
    srcs.into_iter()
        .map(|src| {
            let mut files = Vec::new();
            rust_files(&src, &mut files);
            files.sort();
            let sources = files
                .into_iter()
                .map(|file| {
                    let text = std::fs::read_to_string(&file).expect("readable source");
                    let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
                    let module = module_of(&src, &file);
                    Source {
                        file,
                        module,
                        text,
                        ast,
                    }
                })
                .collect();
            (src, sources)
        })
        .collect()
}

pub(crate) fn relative(file: &Path) -> String {
    file.strip_prefix(root()).unwrap_or(file).display().to_string()
}

pub(crate) fn is_test_file(file: &Path) -> bool {
    file.file_name().is_some_and(|n| n == "tests.rs") || file.parent().is_some_and(|d| d.ends_with("src/examples"))
}

pub(crate) fn is_cfg_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.meta
                .require_list()
                .is_ok_and(|l| l.tokens.to_string().trim() == "test")
    })
}

/// Lines of the file outside its `#[cfg(test)]` modules.
fn code_lines(src: &Source) -> usize {
    let total = src.text.lines().count();
    let tests: usize = src
        .ast
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Mod(m) if is_cfg_test(&m.attrs) => {
                let span = syn::spanned::Spanned::span(m);
                Some(span.end().line - span.start().line + 1)
            }
            _ => None,
        })
        .sum();
    total - tests
}

/// Functions and their length in lines, skipping `#[cfg(test)]` modules.
#[derive(Default)]
struct Functions {
    found: Vec<(String, usize, usize)>,
}

impl Functions {
    fn record(&mut self, name: &syn::Ident, block: &syn::Block) {
        use syn::spanned::Spanned;
        let span = block.span();
        let lines = span.end().line - span.start().line + 1;
        self.found.push((name.to_string(), span.start().line, lines));
    }
}

impl<'ast> Visit<'ast> for Functions {
    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        if !is_cfg_test(&m.attrs) {
            syn::visit::visit_item_mod(self, m);
        }
    }
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        self.record(&f.sig.ident, &f.block);
        syn::visit::visit_item_fn(self, f);
    }
    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        self.record(&f.sig.ident, &f.block);
        syn::visit::visit_impl_item_fn(self, f);
    }
    fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
        if let Some(block) = &f.default {
            self.record(&f.sig.ident, block);
        }
        syn::visit::visit_trait_item_fn(self, f);
    }
}

/// The module paths a file names through `crate::`, `super::`, `self::`
/// or one of its own child modules (in `use` items, in expressions and
/// types, and in the tokens of macros such as `write!`), resolved to
/// absolute paths; and the names its `use` items bring in, with what they
/// stand for (`None`: outside the crate).
struct Imports<'a> {
    module: &'a [String],
    modules: &'a BTreeSet<Vec<String>>,
    found: BTreeSet<Vec<String>>,
    uses: BTreeMap<String, Option<Vec<String>>>,
    prefix: Vec<String>,
}

impl Imports<'_> {
    fn resolve(&self, segments: &[String]) -> Option<Vec<String>> {
        let mut base: Vec<String> = match segments.first().map(String::as_str) {
            Some("crate") => Vec::new(),
            Some("super" | "self") => self.module.to_vec(),
            Some(first) if self.modules.contains(&[self.module, &[first.to_string()]].concat()) => self.module.to_vec(),
            _ => return None,
        };
        let mut rest = segments;
        if matches!(rest[0].as_str(), "crate" | "self") {
            rest = &rest[1..];
        }
        while rest.first().is_some_and(|s| s == "super") {
            base.pop();
            rest = &rest[1..];
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// A `use` item's name: the path it names, and what the name stands for.
    fn used(&mut self, name: String, full: &[String]) {
        let to = self.resolve(full);
        if let Some(p) = &to {
            self.found.insert(p.clone());
        }
        self.uses.insert(name, to);
    }

    /// The paths in a macro's tokens: `crate::a::b`, `super::x`, ...
    fn tokens(&mut self, tokens: proc_macro2::TokenStream) {
        use proc_macro2::TokenTree;
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < trees.len() {
            let after_colons = i >= 2
                && matches!((&trees[i - 2], &trees[i - 1]), (TokenTree::Punct(a), TokenTree::Punct(b)) if a.as_char() == ':' && b.as_char() == ':');
            match &trees[i] {
                TokenTree::Group(g) => self.tokens(g.stream()),
                TokenTree::Ident(id) if !after_colons => {
                    let mut path = vec![id.to_string()];
                    let mut j = i + 1;
                    while let (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)), Some(TokenTree::Ident(next))) =
                        (trees.get(j), trees.get(j + 1), trees.get(j + 2))
                    {
                        if a.as_char() != ':' || b.as_char() != ':' {
                            break;
                        }
                        path.push(next.to_string());
                        j += 3;
                    }
                    if path.len() > 1 {
                        if let Some(p) = self.resolve(&path) {
                            self.found.insert(p);
                        }
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }
}

impl<'ast> Visit<'ast> for Imports<'_> {
    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        if !is_cfg_test(&m.attrs) {
            syn::visit::visit_item_mod(self, m);
        }
    }
    fn visit_use_tree(&mut self, tree: &'ast syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                self.prefix.push(p.ident.to_string());
                self.visit_use_tree(&p.tree);
                self.prefix.pop();
            }
            syn::UseTree::Group(g) => g.items.iter().for_each(|t| self.visit_use_tree(t)),
            syn::UseTree::Name(n) => {
                let mut full = self.prefix.clone();
                full.push(n.ident.to_string());
                self.used(n.ident.to_string(), &full);
            }
            syn::UseTree::Rename(r) => {
                let mut full = self.prefix.clone();
                full.push(r.ident.to_string());
                self.used(r.rename.to_string(), &full);
            }
            syn::UseTree::Glob(_) => {
                if let Some(p) = self.resolve(&self.prefix) {
                    self.found.insert(p);
                }
            }
        }
    }
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if let Some(p) = self.resolve(&segments) {
            self.found.insert(p);
        }
        syn::visit::visit_path(self, path);
    }
    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        self.tokens(m.tokens.clone());
        syn::visit::visit_macro(self, m);
    }
    /// `pub(super)` names who may see an item, not what it uses.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}
}

/// Where `path` leads once the names modules bring in by `use` are
/// followed (`None`: outside the crate).
fn followed(
    mut path: Vec<String>,
    modules: &BTreeSet<Vec<String>>,
    uses: &BTreeMap<Vec<String>, BTreeMap<String, Option<Vec<String>>>>,
) -> Option<Vec<String>> {
    for _ in 0..16 {
        let m = module_prefix(&path, modules);
        let Some(to) = path.get(m.len()).and_then(|name| uses.get(&m)?.get(name)) else {
            break;
        };
        let mut next = to.clone()?;
        if next == path[..=m.len()] {
            break;
        }
        next.extend(path[m.len() + 1..].iter().cloned());
        path = next;
    }
    Some(path)
}

/// The longest prefix of `path` that is a module of the crate.
fn module_prefix(path: &[String], modules: &BTreeSet<Vec<String>>) -> Vec<String> {
    let mut p = path.to_vec();
    while !p.is_empty() && !modules.contains(&p) {
        p.pop();
    }
    p
}

#[test]
fn no_source_file_is_over_1200_lines_outside_tests() {
    let mut over = Vec::new();
    for (_, sources) in crates() {
        for src in sources.iter().filter(|s| !is_test_file(&s.file)) {
            let lines = code_lines(src);
            if lines > MAX_FILE_LINES {
                over.push(format!(
                    "{} ({lines} lines)",
                    src.file.strip_prefix(root()).unwrap_or(&src.file).display()
                ));
            }
        }
    }
    assert!(
        over.is_empty(),
        "files over {MAX_FILE_LINES} lines outside tests:\n{}",
        over.join("\n")
    );
}

#[test]
fn no_function_is_over_100_lines() {
    let mut over = Vec::new();
    for (_, sources) in crates() {
        for src in sources.iter().filter(|s| !is_test_file(&s.file)) {
            let mut fns = Functions::default();
            fns.visit_file(&src.ast);
            for (name, line, lines) in fns.found {
                if lines > MAX_FN_LINES {
                    let file = src.file.strip_prefix(root()).unwrap_or(&src.file);
                    let key = format!("{} {name}", file.display());
                    over.push((key, format!("{}:{line} {name} ({lines} lines)", file.display())));
                }
            }
        }
    }
    check_against(&format!("functions over {MAX_FN_LINES} lines"), &over, KNOWN_LONG);
}

/// The modules `src` reaches for by path, each with the module of its own
/// at the place where the two part (the first modules that differ, or a
/// module and its child): `(from, to)`.
fn edges_of(src: &[String], target: &[String]) -> Option<(Vec<String>, Vec<String>)> {
    let common = src.iter().zip(target).take_while(|(a, b)| a == b).count();
    match (common < src.len(), common < target.len()) {
        (true, true) => Some((src[..=common].to_vec(), target[..=common].to_vec())),
        // A module reaches for its parent (or an ancestor's child).
        (true, false) => Some((src[..=common].to_vec(), target.to_vec())),
        // A module reaches into one of its children.
        (false, true) => Some((src.to_vec(), target[..=common].to_vec())),
        (false, false) => None,
    }
}

#[test]
fn no_two_sibling_modules_import_each_other() {
    let mut cycles = Vec::new();
    for (src_dir, sources) in crates() {
        let sources: Vec<&Source> = sources.iter().filter(|s| !is_test_file(&s.file)).collect();
        let modules: BTreeSet<Vec<String>> = sources.iter().map(|s| s.module.clone()).collect();
        let mut found = Vec::new();
        let mut uses = BTreeMap::new();
        for src in &sources {
            let mut imports = Imports {
                module: &src.module,
                modules: &modules,
                found: BTreeSet::new(),
                uses: BTreeMap::new(),
                prefix: Vec::new(),
            };
            imports.visit_file(&src.ast);
            uses.entry(src.module.clone())
                .or_insert_with(BTreeMap::new)
                .extend(imports.uses);
            found.push((*src, imports.found));
        }
        let mut edges: BTreeMap<(Vec<String>, Vec<String>), String> = BTreeMap::new();
        for (src, paths) in found {
            for path in paths {
                let Some(path) = followed(path, &modules, &uses) else {
                    continue;
                };
                if let Some(edge) = edges_of(&src.module, &module_prefix(&path, &modules)) {
                    edges.entry(edge).or_insert_with(|| relative(&src.file));
                }
            }
        }
        for ((a, b), file) in &edges {
            if a < b {
                if let Some(back) = edges.get(&(b.clone(), a.clone())) {
                    let krate = src_dir
                        .parent()
                        .and_then(|p| p.strip_prefix(root()).ok())
                        .map(|p| p.display().to_string())
                        .filter(|p| !p.is_empty())
                        .unwrap_or_else(|| "estafette".into());
                    let name = |m: &[String]| {
                        if m.is_empty() {
                            "crate".to_string()
                        } else {
                            m.join("::")
                        }
                    };
                    let key = format!("{krate}: {} <-> {}", name(a), name(b));
                    cycles.push((key.clone(), format!("{key} ({file}, {back})")));
                }
            }
        }
    }
    check_against("modules that import each other", &cycles, KNOWN_CYCLES);
}

#[test]
fn the_checks_see_what_they_check() {
    // The walk finds this crate's main sources, and the measures are not
    // vacuous: some function and some import are found.
    let all = crates();
    let shell = &all[0].1;
    assert!(shell.iter().any(|s| s.module.is_empty()), "the crate root is found");
    assert!(
        shell.iter().any(|s| s.module == ["store"]),
        "modules are named from their files"
    );
    let mut fns = Functions::default();
    shell.iter().for_each(|s| fns.visit_file(&s.ast));
    assert!(fns.found.len() > 100, "functions are found");
    let long = syn::parse_file(&format!("fn f() {{\n{}}}\n", "let _ = 1;\n".repeat(150))).expect("parses");
    let mut fns = Functions::default();
    fns.visit_file(&long);
    assert_eq!(
        fns.found[0].2, 152,
        "a function's lines run from its opening to its closing brace"
    );
    // Paths inside a macro and into a child module are imports; a name
    // brought in by `use` counts where it leads.
    let m = |p: &str| p.split("::").map(str::to_string).collect::<Vec<_>>();
    let modules: BTreeSet<Vec<String>> = [vec![], m("a"), m("a::kid"), m("b")].into_iter().collect();
    let code = "use kid::Thing as T; fn f() { write!(w, \"{}\", crate::b::g()); T::new(); }";
    let ast = syn::parse_file(code).expect("parses");
    let module = m("a");
    let mut imports = Imports {
        module: &module,
        modules: &modules,
        found: BTreeSet::new(),
        uses: BTreeMap::new(),
        prefix: Vec::new(),
    };
    imports.visit_file(&ast);
    assert!(imports.found.contains(&m("b::g")), "{:?}", imports.found);
    assert!(imports.found.contains(&m("a::kid::Thing")), "{:?}", imports.found);
    let uses = BTreeMap::from([(m("a"), imports.uses)]);
    let led = followed(m("a::T::new"), &modules, &uses).expect("in the crate");
    assert_eq!(
        edges_of(&m("b"), &module_prefix(&led, &modules)),
        Some((m("b"), m("a")))
    );
    assert_eq!(edges_of(&m("a::kid"), &m("a")), Some((m("a::kid"), m("a"))));
    assert_eq!(edges_of(&m("a"), &m("a::kid")), Some((m("a"), m("a::kid"))));
}
