//! The workspace's catalogs as the derive checks them: for each language
//! (a folder of `templates/`), each message id with the file that holds it,
//! the variables it uses and the messages it names (whose variables are
//! its own too). Read once per compilation.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// One message of a catalog.
pub struct Message {
    pub file: PathBuf,
    vars: BTreeSet<String>,
    refs: BTreeSet<String>,
}

/// Every language's messages, by language code then id.
pub struct Catalogs {
    pub langs: BTreeMap<String, BTreeMap<String, Message>>,
}

impl Catalogs {
    /// The variables the message `id` of `lang` uses, those of the
    /// messages it names included.
    pub fn vars(&self, lang: &str, id: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let mut seen = BTreeSet::new();
        let mut todo = vec![id.to_string()];
        while let Some(id) = todo.pop() {
            let Some(m) = self.langs.get(lang).and_then(|l| l.get(&id)) else {
                continue;
            };
            if seen.insert(id) {
                out.extend(m.vars.iter().cloned());
                todo.extend(m.refs.iter().cloned());
            }
        }
        out
    }
}

/// The catalogs of the workspace the crate being compiled is in.
pub fn catalogs() -> Result<&'static Catalogs, String> {
    static CATALOGS: OnceLock<Result<Catalogs, String>> = OnceLock::new();
    CATALOGS.get_or_init(read).as_ref().map_err(Clone::clone)
}

/// The `templates/` folder above the crate being compiled.
fn templates() -> Result<PathBuf, String> {
    let dir = std::env::var("CARGO_MANIFEST_DIR").map_err(|e| format!("CARGO_MANIFEST_DIR: {e}"))?;
    Path::new(&dir)
        .ancestors()
        .map(|d| d.join("templates"))
        .find(|t| t.join("en").is_dir())
        .ok_or_else(|| format!("no templates/en above {dir}"))
}

fn read() -> Result<Catalogs, String> {
    let templates = templates()?;
    let mut langs = BTreeMap::new();
    let entries = std::fs::read_dir(&templates).map_err(|e| format!("{}: {e}", templates.display()))?;
    for entry in entries {
        let dir = entry.map_err(|e| e.to_string())?.path();
        if !dir.is_dir() {
            continue;
        }
        let lang = dir.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        let mut messages = BTreeMap::new();
        for file in std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))? {
            let file = file.map_err(|e| e.to_string())?.path();
            if file.extension().is_some_and(|x| x == "ftl") {
                read_file(&file, &mut messages)?;
            }
        }
        langs.insert(lang, messages);
    }
    Ok(Catalogs { langs })
}

fn read_file(file: &Path, messages: &mut BTreeMap<String, Message>) -> Result<(), String> {
    let source = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let resource = fluent_syntax::parser::parse(source.as_str())
        .map_err(|(_, errors)| format!("{}: {errors:?}", file.display()))?;
    for entry in resource.body {
        let Entry::Message(m) = entry else { continue };
        let mut found = Message {
            file: file.to_path_buf(),
            vars: BTreeSet::new(),
            refs: BTreeSet::new(),
        };
        for pattern in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
            pattern_vars(pattern, &mut found);
        }
        messages.insert(m.id.name.to_string(), found);
    }
    Ok(())
}

fn pattern_vars(p: &Pattern<&str>, out: &mut Message) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(e: &Expression<&str>, out: &mut Message) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
        Expression::Inline(i) => inline_vars(i, out),
    }
}

fn inline_vars(i: &InlineExpression<&str>, out: &mut Message) {
    match i {
        InlineExpression::VariableReference { id } => {
            out.vars.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, .. } => {
            out.refs.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
            for a in &arguments.named {
                inline_vars(&a.value, out);
            }
        }
        InlineExpression::TermReference { arguments, .. } => {
            for a in arguments
                .iter()
                .flat_map(|a| a.positional.iter().chain(a.named.iter().map(|n| &n.value)))
            {
                inline_vars(a, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, out),
        InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
    }
}
