//! The compiler keeps the recipes: no `match` on one of the project's own
//! enums has a wildcard arm (`_`, or a name that binds whatever is left),
//! and no `matches!` lists several of their variants to stand for a
//! property, outside tests. A new variant then does not compile until every
//! place that must decide what it does has decided.
//!
//! The enums are every `enum` of the workspace's sources (and those that a
//! macro such as `sentences!` declares); a match is on one of them when one
//! of its arms names a variant (`Event::Moved`, `Self::Board` in the enum's
//! own `impl`, `R::Alone` through `use ... as R`, `Board` through `use
//! Command::*`). A wildcard that covers a position where another arm names
//! a variant counts, however deep: `Command::Draw(_)` beside
//! `Command::Draw(DrawAction::Decline)` is one, and so is `_` beside
//! `Some(Event::Moved { .. })`. Matches inside macros (`write!`,
//! `format!`, ...) are read too.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::visit::Visit;

use crate::rooms::{check_against, crates, is_cfg_test, is_test_file, relative, Source};

/// Every enum of the workspace, by name, with its variants (the union of
/// every enum of that name).
fn project_enums(all: &[(std::path::PathBuf, Vec<Source>)]) -> BTreeMap<String, BTreeSet<String>> {
    struct Enums(BTreeMap<String, BTreeSet<String>>);
    impl<'ast> Visit<'ast> for Enums {
        fn visit_item_enum(&mut self, e: &'ast syn::ItemEnum) {
            let variants = e.variants.iter().map(|v| v.ident.to_string());
            self.0.entry(e.ident.to_string()).or_default().extend(variants);
        }
        fn visit_macro(&mut self, m: &'ast syn::Macro) {
            enums_in_tokens(m.tokens.clone(), &mut self.0);
        }
    }
    let mut enums = Enums(BTreeMap::new());
    for (_, sources) in all {
        for src in sources {
            enums.visit_file(&src.ast);
        }
    }
    enums.0
}

/// The `enum NAME { VARIANT ..., ... }` a macro's tokens declare (the
/// variants: the first name of each item between commas).
fn enums_in_tokens(tokens: TokenStream, out: &mut BTreeMap<String, BTreeSet<String>>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, t) in trees.iter().enumerate() {
        match t {
            TokenTree::Ident(kw) if kw == "enum" => {
                if let (Some(TokenTree::Ident(name)), Some(TokenTree::Group(body))) =
                    (trees.get(i + 1), trees.get(i + 2))
                {
                    if body.delimiter() == Delimiter::Brace {
                        out.entry(name.to_string())
                            .or_default()
                            .extend(variants_in(body.stream()));
                    }
                }
            }
            TokenTree::Group(g) => enums_in_tokens(g.stream(), out),
            _ => {}
        }
    }
}

fn variants_in(body: TokenStream) -> Vec<String> {
    let mut out = Vec::new();
    let mut expect = true;
    let mut after_hash = false;
    for t in body {
        match &t {
            TokenTree::Punct(p) if p.as_char() == '#' => after_hash = true,
            TokenTree::Group(g) if after_hash && g.delimiter() == Delimiter::Bracket => after_hash = false,
            TokenTree::Punct(p) if p.as_char() == ',' => expect = true,
            TokenTree::Ident(id) if expect => {
                let name = id.to_string();
                if name.starts_with(|c: char| c.is_ascii_uppercase()) {
                    out.push(name);
                }
                expect = false;
            }
            _ => expect = false,
        }
    }
    out
}

/// What one position of a pattern holds.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Held {
    /// A variant of a project enum (its name).
    Variant(String),
    /// Whatever is left.
    Anything,
}

/// How the names of a file read: renamed imports, enums whose variants are
/// imported by a glob, the enum of the `impl` we are in.
struct Names<'e> {
    enums: &'e BTreeMap<String, BTreeSet<String>>,
    aliases: BTreeMap<String, String>,
    globbed: Vec<String>,
    this: Vec<Option<String>>,
}

impl Names<'_> {
    /// The project enum a pattern's path names a variant of, if any.
    fn variant_of(&self, path: &syn::Path) -> Option<String> {
        let segs: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let last = segs.last()?;
        if segs.len() == 1 {
            return self
                .globbed
                .iter()
                .find(|e| self.enums.get(*e).is_some_and(|v| v.contains(last)))
                .cloned();
        }
        let owner = &segs[segs.len() - 2];
        let owner = match owner.as_str() {
            "Self" => self.this.last().cloned().flatten()?,
            o => self.aliases.get(o).cloned().unwrap_or_else(|| o.to_string()),
        };
        let variants = self.enums.get(&owner)?;
        (variants.is_empty() || variants.contains(last)).then_some(owner)
    }

    /// Each position of `pat` (a key naming the way to it) and what it holds.
    fn positions(&self, pat: &syn::Pat, at: &str, out: &mut Vec<(String, Held)>) {
        use syn::Pat;
        match pat {
            Pat::Wild(_) => out.push((at.to_string(), Held::Anything)),
            Pat::Ident(id) => match &id.subpat {
                Some((_, sub)) => self.positions(sub, at, out),
                None if id
                    .ident
                    .to_string()
                    .starts_with(|c: char| c.is_ascii_lowercase() || c == '_') =>
                {
                    out.push((at.to_string(), Held::Anything))
                }
                None => {
                    let path = syn::Path::from(id.ident.clone());
                    if let Some(e) = self.variant_of(&path) {
                        out.push((at.to_string(), Held::Variant(e)));
                    }
                }
            },
            Pat::Or(or) => or.cases.iter().for_each(|c| self.positions(c, at, out)),
            Pat::Paren(p) => self.positions(&p.pat, at, out),
            Pat::Reference(r) => self.positions(&r.pat, at, out),
            Pat::Path(p) => {
                if let Some(e) = self.variant_of(&p.path) {
                    out.push((at.to_string(), Held::Variant(e)));
                }
            }
            Pat::TupleStruct(t) => {
                if let Some(e) = self.variant_of(&t.path) {
                    out.push((at.to_string(), Held::Variant(e)));
                }
                let name = path_key(&t.path);
                for (i, e) in t.elems.iter().enumerate() {
                    self.positions(e, &format!("{at}/{name}.{i}"), out);
                }
            }
            Pat::Struct(s) => {
                if let Some(e) = self.variant_of(&s.path) {
                    out.push((at.to_string(), Held::Variant(e)));
                }
                let name = path_key(&s.path);
                for f in &s.fields {
                    let member = match &f.member {
                        syn::Member::Named(n) => n.to_string(),
                        syn::Member::Unnamed(i) => i.index.to_string(),
                    };
                    self.positions(&f.pat, &format!("{at}/{name}.{member}"), out);
                }
            }
            Pat::Tuple(t) => {
                for (i, e) in t.elems.iter().enumerate() {
                    self.positions(e, &format!("{at}/({i}"), out);
                }
            }
            Pat::Slice(s) => {
                for (i, e) in s.elems.iter().enumerate() {
                    self.positions(e, &format!("{at}/[{i}"), out);
                }
            }
            _ => {}
        }
    }

    /// The project enums whose variants arms with these patterns
    /// (guarded ones marked) leave to a wildcard.
    fn wildcard(&self, arms: &[(&syn::Pat, bool)]) -> BTreeSet<String> {
        let mut variants = BTreeSet::new();
        let mut anything = BTreeSet::new();
        for (pat, guarded) in arms {
            let mut found = Vec::new();
            self.positions(pat, "", &mut found);
            for (at, held) in found {
                match held {
                    Held::Variant(e) => {
                        variants.insert((at, e));
                    }
                    Held::Anything if !guarded => {
                        anything.insert(at);
                    }
                    Held::Anything => {}
                }
            }
        }
        variants
            .into_iter()
            .filter(|(v, _)| {
                anything
                    .iter()
                    .any(|a| v == a || v.strip_prefix(a.as_str()).is_some_and(|rest| rest.starts_with('/')))
            })
            .map(|(_, e)| e)
            .collect()
    }
}

fn path_key(path: &syn::Path) -> String {
    path.segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect::<Vec<_>>()
        .join("::")
}

/// The wildcards found in one file: `file:line what`.
struct Wildcards<'a, 'e> {
    file: &'a str,
    names: Names<'e>,
    found: Vec<(String, String)>,
}

impl Wildcards<'_, '_> {
    /// A wildcard on `enum`: keyed `file: Enum`, told `file:line what on Enum`.
    fn push(&mut self, on: &str, what: String) {
        let file = self.file;
        self.found
            .push((format!("{file}: {on}"), format!("{file}:{what} on {on}")));
    }

    /// The expressions of a macro's arguments, when they are expressions.
    fn macro_args(&mut self, m: &syn::Macro) {
        let parser = Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
        if let Ok(args) = syn::parse::Parser::parse2(parser, m.tokens.clone()) {
            args.iter().for_each(|e| self.visit_expr(e));
        }
    }

    /// `matches!(value, A | B ...)`: a list of variants standing for a
    /// property.
    fn matches_list(&mut self, m: &syn::Macro) {
        let parser = |input: syn::parse::ParseStream| -> syn::Result<(syn::Expr, syn::Pat)> {
            let e: syn::Expr = input.parse()?;
            input.parse::<syn::Token![,]>()?;
            let p = syn::Pat::parse_multi_with_leading_vert(input)?;
            let _rest: TokenStream = input.parse()?;
            Ok((e, p))
        };
        let Ok((value, pat)) = syn::parse::Parser::parse2(parser, m.tokens.clone()) else {
            return;
        };
        self.visit_expr(&value);
        if let syn::Pat::Or(or) = &pat {
            let named = or
                .cases
                .iter()
                .filter_map(|c| {
                    let mut found = Vec::new();
                    self.names.positions(c, "", &mut found);
                    found.into_iter().find_map(|(at, h)| match h {
                        Held::Variant(e) if at.is_empty() => Some(e),
                        Held::Variant(_) | Held::Anything => None,
                    })
                })
                .collect::<Vec<_>>();
            if let (true, Some(e)) = (named.len() > 1, named.first()) {
                let line = m.span().start().line;
                self.push(e, format!("{line} matches! lists variants"));
            }
        }
    }
}

impl<'ast> Visit<'ast> for Wildcards<'_, '_> {
    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        if !is_cfg_test(&m.attrs) {
            syn::visit::visit_item_mod(self, m);
        }
    }
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        if !is_cfg_test(&f.attrs) {
            syn::visit::visit_item_fn(self, f);
        }
    }
    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        if !is_cfg_test(&f.attrs) {
            syn::visit::visit_impl_item_fn(self, f);
        }
    }
    fn visit_item_impl(&mut self, i: &'ast syn::ItemImpl) {
        let this = match &*i.self_ty {
            syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
            _ => None,
        };
        self.names.this.push(this);
        syn::visit::visit_item_impl(self, i);
        self.names.this.pop();
    }
    fn visit_expr_match(&mut self, m: &'ast syn::ExprMatch) {
        let arms: Vec<(&syn::Pat, bool)> = m.arms.iter().map(|a| (&a.pat, a.guard.is_some())).collect();
        for e in self.names.wildcard(&arms) {
            let line = m.match_token.span.start().line;
            self.push(&e, format!("{line} match with a wildcard arm"));
        }
        syn::visit::visit_expr_match(self, m);
    }
    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        if m.path.is_ident("matches") {
            self.matches_list(m);
        } else {
            self.macro_args(m);
        }
    }
}

/// The renamed imports (`use a::Enum as R`) and glob-imported enums (`use
/// Enum::*`) of a file.
fn imports(ast: &syn::File, enums: &BTreeMap<String, BTreeSet<String>>) -> (BTreeMap<String, String>, Vec<String>) {
    struct Uses<'e> {
        enums: &'e BTreeMap<String, BTreeSet<String>>,
        prefix: Vec<String>,
        aliases: BTreeMap<String, String>,
        globbed: Vec<String>,
    }
    impl<'ast> Visit<'ast> for Uses<'_> {
        fn visit_use_tree(&mut self, tree: &'ast syn::UseTree) {
            match tree {
                syn::UseTree::Path(p) => {
                    self.prefix.push(p.ident.to_string());
                    self.visit_use_tree(&p.tree);
                    self.prefix.pop();
                }
                syn::UseTree::Group(g) => g.items.iter().for_each(|t| self.visit_use_tree(t)),
                syn::UseTree::Rename(r) => {
                    self.aliases.insert(r.rename.to_string(), r.ident.to_string());
                }
                syn::UseTree::Glob(_) => {
                    if let Some(last) = self.prefix.last().filter(|l| self.enums.contains_key(*l)) {
                        self.globbed.push(last.clone());
                    }
                }
                syn::UseTree::Name(_) => {}
            }
        }
    }
    let mut uses = Uses {
        enums,
        prefix: Vec::new(),
        aliases: BTreeMap::new(),
        globbed: Vec::new(),
    };
    uses.visit_file(ast);
    (uses.aliases, uses.globbed)
}

/// Every wildcard on a project enum outside tests: its key (`file:
/// Enum`) and where it is.
fn wildcards() -> Vec<(String, String)> {
    let all = crates();
    let enums = project_enums(&all);
    let mut found = Vec::new();
    for (_, sources) in &all {
        for src in sources.iter().filter(|s| !is_test_file(&s.file)) {
            let (aliases, globbed) = imports(&src.ast, &enums);
            let file = relative(&src.file);
            let mut w = Wildcards {
                file: &file,
                names: Names {
                    enums: &enums,
                    aliases,
                    globbed,
                    this: Vec::new(),
                },
                found: Vec::new(),
            };
            w.visit_file(&src.ast);
            found.extend(w.found);
        }
    }
    found
}

/// Enums that no match outside tests leaves to a wildcard, ever: what the
/// recipes of ARCHITECTURE.md rely on.
const CLEAN: &[&str] = &[
    "Command",
    "DrawAction",
    "Act",
    "CommandKind",
    "Event",
    "Para",
    "GameKind",
];

/// Files that still match one of the other enums with a wildcard (`file:
/// Enum`): a list that only shrinks, as `rooms::KNOWN_LONG`.
const KNOWN: &[&str] = &[
    "bench/src/load.rs: Ingested",
    "crates/estafette-core/src/games/any.rs: Move",
    "crates/estafette-core/src/games/assaut/explain.rs: Side",
    "crates/estafette-core/src/games/assaut/moves.rs: Move",
    "crates/estafette-core/src/games/lattaque/legality.rs: Rank",
    "crates/estafette-core/src/games/lattaque/legality.rs: Side",
    "crates/estafette-core/src/games/lattaque/position.rs: Rank",
    "crates/estafette-core/src/games/lattaque/rank.rs: Rank",
    "crates/estafette-core/src/games/lattaque/refusal.rs: Rank",
    "crates/estafette-core/src/games/strand/board.rs: Kind",
    "crates/estafette-words/src/lib.rs: Arg",
    "crates/estafette-words/src/reason.rs: Arg",
    "crates/estafette-core/src/referee/blind.rs: BlindPhase",
    "crates/estafette-core/src/referee/reading.rs: AccountCommand",
    "crates/estafette-core/src/referee/state.rs: AnyOptions",
    "crates/estafette-core/src/referee/state.rs: AnyReport",
    "crates/estafette-core/src/referee/state.rs: Phase",
    "crates/estafette-core/src/transcript/checks.rs: AnyOptions",
    "crates/estafette-kit/src/army.rs: AnyOptions",
    "src/cli/check.rs: Chosen",
    "src/cli/check.rs: SmtpTls",
    "src/cli/inspect.rs: Phase",
    "src/cli/player_tools.rs: SecretError",
    "src/compose/frame.rs: AnyPosition",
    "src/compose.rs: Arg",
    "src/compose/blind.rs: AnyOptions",
    "src/compose/blind.rs: BlindPhase",
    "src/compose/guide.rs: AnyOptions",
    "src/compose/public.rs: Phase",
    "src/compose/quoted.rs: Arg",
    "src/config/fault.rs: ConfigFault",
    "src/demo.rs: AnyReport",
    "src/keys/keyfile.rs: SecretError",
    "src/keys/sealed.rs: SecretError",
    "src/mail/imap/response.rs: Value",
    "src/mail/imap/session.rs: Resp",
    "src/mail/imap/session.rs: Status",
    "src/mail/imap/session.rs: Value",
    "src/mail/sanitize.rs: Fate",
    "src/mail/transport.rs: SmtpTls",
    "src/says/decision.rs: Said",
    "src/says/demo.rs: Said",
    "src/says/handled.rs: Told",
    "src/says/mod.rs: Arg",
    "src/service/account.rs: AccountCommand",
    "src/service/audit.rs: Purpose",
    "src/service/challenge.rs: AccountCommand",
    "src/service/mod.rs: SecretError",
    "src/service/route.rs: AccountCommand",
    "src/service/setup.rs: SecretError",
    "src/views/board.rs: Cell",
    "src/views/html.rs: Break",
];

#[test]
fn no_wildcard_arm_on_the_projects_enums_outside_tests() {
    let clean: Vec<&&str> = KNOWN
        .iter()
        .filter(|k| CLEAN.iter().any(|e| k.ends_with(&format!(": {e}"))))
        .collect();
    assert!(clean.is_empty(), "these enums take no wildcard: {clean:?}");
    check_against(
        "wildcards on the project's enums (list each variant instead)",
        &wildcards(),
        KNOWN,
    );
}

#[test]
fn the_wildcard_check_sees_what_it_checks() {
    let enums: BTreeMap<String, BTreeSet<String>> = [
        ("Command", &["Move", "Draw", "Board"][..]),
        ("DrawAction", &["Offer", "Decline"][..]),
    ]
    .into_iter()
    .map(|(e, v)| (e.to_string(), v.iter().map(|s| s.to_string()).collect()))
    .collect();
    let check = |code: &str| {
        let ast = syn::parse_file(code).expect("parses");
        let (aliases, globbed) = imports(&ast, &enums);
        let mut w = Wildcards {
            file: "f.rs",
            names: Names {
                enums: &enums,
                aliases,
                globbed,
                this: Vec::new(),
            },
            found: Vec::new(),
        };
        w.visit_file(&ast);
        w.found.len()
    };
    assert_eq!(check("fn f(c: C) { match c { Command::Move(_) => 1, _ => 2 }; }"), 1);
    assert_eq!(
        check("fn f(c: C) { match c { Command::Move(m) => 1, other => 2 }; }"),
        1
    );
    assert_eq!(
        check("fn f(c: C) { match c { Command::Draw(DrawAction::Decline) => 1, Command::Draw(_) => 2, Command::Move(_) | Command::Board => 3 }; }"),
        1
    );
    assert_eq!(
        check("fn f(c: C) { match c { Some(Command::Board) => 1, _ => 2 }; }"),
        1
    );
    assert_eq!(
        check("use Command::*; fn f(c: C) { match c { Board => 1, _ => 2 }; }"),
        1
    );
    assert_eq!(
        check("use x::Command as K; fn f(c: C) { match c { K::Board => 1, _ => 2 }; }"),
        1
    );
    assert_eq!(
        check("impl Command { fn f(&self) { match self { Self::Board => 1, _ => 2 }; } }"),
        1
    );
    assert_eq!(
        check("fn f(c: C) { write!(w, \"{}\", match c { Command::Board => 1, _ => 2 }); }"),
        1
    );
    assert_eq!(
        check("fn f(c: C) -> bool { matches!(c, Command::Board | Command::Move(_)) }"),
        1
    );
    // Exhaustive matches, a single variant tested, and wildcards on other
    // types are no wildcards on the project's enums.
    assert_eq!(
        check("fn f(c: C) { match c { Command::Move(_) | Command::Draw(_) => 1, Command::Board => 2 }; }"),
        0
    );
    assert_eq!(check("fn f(c: C) -> bool { matches!(c, Command::Board) }"), 0);
    assert_eq!(check("fn f(s: &str) { match s { \"a\" => 1, _ => 2 }; }"), 0);
    assert_eq!(check("fn f(c: Option<u8>) { match c { Some(1) => 1, _ => 2 }; }"), 0);
    assert_eq!(
        check("#[cfg(test)] mod tests { fn f(c: C) { match c { Command::Board => 1, _ => 2 }; } }"),
        0
    );
}
