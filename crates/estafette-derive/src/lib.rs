//! `#[derive(Sentence)]`: a typed sentence declared once, where it is
//! raised. On an enum, each variant is a message of the catalogs
//! (`templates/<lang>/*.ftl`): its id is the enum's prefix and the
//! variant's name in kebab-case, its arguments are its fields, each named
//! as the field in kebab-case and made an argument by
//! `estafette_words::ToArg` (text, a count, a side or a piece named in
//! each language, a nested sentence; `None` leaves it out). On a struct,
//! the struct is one message, and its attributes are the type's and the
//! message's at once (`id`, or `by` and `ids`, with `game`).
//!
//! Attributes (`#[sentence(...)]`):
//! - on the type: `prefix = "store-"`; `id = "..."` (a struct's id);
//!   `game = "lattaque"`, the game whose names a side takes in `Display`;
//!   `krate = "crate"`, the path of the words crate (`estafette_words`);
//! - on a variant: `id = "..."` (instead of prefix + name);
//!   `by = path`, a function of the variant's fields (by reference, in
//!   order) giving its `Reason`, for the few whose id depends on a value,
//!   with `ids = ["...", ...]` the ids it may give (checked to be in every
//!   language; their arguments are the English message's variables); a
//!   field `game` of such a variant still names the sides in `Display`;
//! - on a field: `skip`; `name = "why"` (instead of the field's name);
//!   `with = path`, a function turning the field into the value given as
//!   argument; `game`, the field is the game (`GameName`) whose names
//!   `Display` gives the sides, and stays an argument (one the words need
//!   not use); `spread = "side name"`, the field gives these arguments,
//!   by `estafette_words::Spread` (a side and its player).
//!
//! A tuple variant (or struct) of one field, with no `id` and the field
//! not `name`d, delegates to that field: its reason and its `Display` are
//! the field's.
//!
//! Gives `Explain` (the reason), `ToArg` (nested in another sentence, its
//! reason), `Display` (the English catalog's words for
//! it, by `estafette_words::english`, where a sentence inside, a `Why` or
//! another typed sentence, is its own English as written) and `IDS` (each id with its
//! arguments, for the tests that look for ids nobody declares). When it
//! compiles, each id is checked against every language's catalogs: an id
//! missing from a language, an argument the English message does not use,
//! or a variable of a message in any language that no field gives is a
//! compile error at the variant or the field.

use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as Tokens};
use quote::{format_ident, quote};
use syn::{Data, DeriveInput, Fields, Ident, LitStr, Path};

mod catalogs;

#[proc_macro_derive(Sentence, attributes(sentence))]
pub fn derive_sentence(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as DeriveInput);
    expand(&input).unwrap_or_else(|e| e.to_compile_error()).into()
}

/// The type's attributes.
#[derive(Default)]
struct TypeAttrs {
    prefix: String,
    id: Option<String>,
    game: Option<String>,
    krate: Option<Path>,
}

/// A variant's attributes.
#[derive(Default)]
struct VariantAttrs {
    id: Option<String>,
    /// Arguments of no field: a name (kebab-cased) and its value.
    consts: Vec<(String, syn::Expr)>,
    by: Option<Path>,
    ids: Vec<String>,
}

/// A field's attributes.
#[derive(Default)]
struct FieldAttrs {
    skip: bool,
    name: Option<String>,
    with: Option<Path>,
    game: bool,
    /// The arguments a field spreads into (`estafette_words::Spread`).
    spread: Vec<String>,
}

fn sentence_attrs(
    attrs: &[syn::Attribute],
    mut each: impl FnMut(syn::meta::ParseNestedMeta) -> syn::Result<()>,
) -> syn::Result<()> {
    for attr in attrs.iter().filter(|a| a.path().is_ident("sentence")) {
        attr.parse_nested_meta(&mut each)?;
    }
    Ok(())
}

fn string(meta: &syn::meta::ParseNestedMeta) -> syn::Result<String> {
    Ok(meta.value()?.parse::<LitStr>()?.value())
}

/// Passes over an attribute another reading of the same list takes (a
/// struct's attributes are both its type's and its message's).
fn skip(meta: &syn::meta::ParseNestedMeta) -> syn::Result<()> {
    if meta.input.peek(syn::Token![=]) {
        meta.value()?.parse::<syn::Expr>()?;
        Ok(())
    } else {
        meta.parse_nested_meta(|inner| skip(&inner))
    }
}

/// The type's attributes; on a struct, a message's (`by`, `ids`, `arg`)
/// are passed over.
fn type_attrs(attrs: &[syn::Attribute], is_struct: bool) -> syn::Result<TypeAttrs> {
    let mut out = TypeAttrs::default();
    sentence_attrs(attrs, |meta| {
        if meta.path.is_ident("prefix") {
            out.prefix = string(&meta)?;
        } else if meta.path.is_ident("id") {
            out.id = Some(string(&meta)?);
        } else if meta.path.is_ident("game") {
            out.game = Some(string(&meta)?);
        } else if meta.path.is_ident("krate") {
            out.krate = Some(meta.value()?.parse::<LitStr>()?.parse()?);
        } else if is_struct && ["by", "ids", "arg"].iter().any(|k| meta.path.is_ident(k)) {
            skip(&meta)?;
        } else {
            return Err(meta.error("expected prefix, id, game or krate"));
        }
        Ok(())
    })?;
    Ok(out)
}

/// A variant's attributes; on a struct, the type's (`prefix`, `game`,
/// `krate`) are passed over.
fn variant_attrs(attrs: &[syn::Attribute], is_struct: bool) -> syn::Result<VariantAttrs> {
    let mut out = VariantAttrs::default();
    sentence_attrs(attrs, |meta| {
        if meta.path.is_ident("id") {
            out.id = Some(string(&meta)?);
        } else if meta.path.is_ident("by") {
            out.by = Some(meta.value()?.parse()?);
        } else if meta.path.is_ident("arg") {
            meta.parse_nested_meta(|inner| {
                let name = inner
                    .path
                    .get_ident()
                    .ok_or_else(|| inner.error("an argument's name"))?;
                let value: syn::Expr = inner.value()?.parse()?;
                out.consts.push((kebab(&name.to_string()), value));
                Ok(())
            })?;
        } else if meta.path.is_ident("ids") {
            let list: syn::ExprArray = meta.value()?.parse()?;
            for e in list.elems {
                match e {
                    syn::Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(s), ..
                    }) => out.ids.push(s.value()),
                    other => return Err(syn::Error::new_spanned(other, "an id is a string")),
                }
            }
        } else if is_struct && ["prefix", "game", "krate"].iter().any(|k| meta.path.is_ident(k)) {
            skip(&meta)?;
        } else {
            return Err(meta.error("expected id, arg, by or ids"));
        }
        Ok(())
    })?;
    Ok(out)
}

fn field_attrs(attrs: &[syn::Attribute]) -> syn::Result<FieldAttrs> {
    let mut out = FieldAttrs::default();
    sentence_attrs(attrs, |meta| {
        if meta.path.is_ident("skip") {
            out.skip = true;
        } else if meta.path.is_ident("game") {
            out.game = true;
        } else if meta.path.is_ident("name") {
            out.name = Some(string(&meta)?);
        } else if meta.path.is_ident("with") {
            out.with = Some(meta.value()?.parse()?);
        } else if meta.path.is_ident("spread") {
            out.spread = string(&meta)?.split_whitespace().map(String::from).collect();
        } else {
            return Err(meta.error("expected skip, game, name, with or spread"));
        }
        Ok(())
    })?;
    Ok(out)
}

/// `NoDatabase` -> `no-database`, `is_folder` -> `is-folder`.
fn kebab(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if c == '_' {
            out.push('-');
            continue;
        }
        if c.is_uppercase() && i > 0 {
            let prev = chars[i - 1];
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_lowercase());
            if prev.is_lowercase() || prev.is_ascii_digit() || (prev.is_uppercase() && next_lower) {
                out.push('-');
            }
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// One message: a variant (or the struct) with its fields.
struct Sentence {
    /// The pattern that binds the fields (`Self::V { a: __f0, .. }`).
    pattern: Tokens,
    /// What it is: its own message, or a delegation to its one field.
    how: How,
    span: Span,
}

enum How {
    Delegate,
    By(Path, Vec<String>, Vec<Ident>, Option<Tokens>),
    Message {
        id: String,
        args: Vec<Arg>,
        game: Option<Tokens>,
    },
}

struct Arg {
    name: String,
    /// The arguments it spreads into, if it spreads (then `name` is none).
    spread: Vec<String>,
    /// The game whose names the sentence's sides take: an argument the
    /// words need not use.
    game: bool,
    /// What is given as the argument (a reference to a value of `ToArg`).
    value: Tokens,
    /// Where an error about it points.
    at: Tokens,
}

fn sentence(
    path: Tokens,
    ident: Option<&Ident>,
    fields: &Fields,
    attrs: &[syn::Attribute],
    ty: &TypeAttrs,
) -> syn::Result<Sentence> {
    let va = variant_attrs(attrs, ident.is_none())?;
    let span = ident.map_or_else(Span::call_site, Ident::span);
    let bindings: Vec<Ident> = (0..fields.len()).map(|i| format_ident!("__f{i}")).collect();
    let pattern = match fields {
        Fields::Named(named) => {
            let names = named.named.iter().map(|f| f.ident.as_ref());
            quote! { #path { #(#names: #bindings,)* } }
        }
        Fields::Unnamed(_) => quote! { #path ( #(#bindings,)* ) },
        Fields::Unit => quote! { #path },
    };
    if let Some(by) = va.by {
        let mut game = None;
        for (field, binding) in fields.iter().zip(&bindings) {
            if field_attrs(&field.attrs)?.game {
                game = Some(quote! { ::estafette_words::GameName::game_name(#binding) });
            }
        }
        return Ok(Sentence {
            pattern,
            how: How::By(by, va.ids, bindings, game),
            span,
        });
    }
    let id = match (va.id, &ty.id, ident) {
        (Some(id), _, _) => id,
        (None, Some(id), None) => id.clone(),
        (None, None, _) | (None, _, Some(_)) if delegates(fields)? => {
            return Ok(Sentence {
                pattern,
                how: How::Delegate,
                span,
            })
        }
        (None, _, Some(ident)) => format!("{}{}", ty.prefix, kebab(&ident.to_string())),
        (None, None, None) => {
            return Err(syn::Error::new(
                span,
                "a struct sentence needs #[sentence(id = \"...\")]",
            ))
        }
    };
    let mut args = Vec::new();
    let mut game = None;
    for (field, binding) in fields.iter().zip(&bindings) {
        let fa = field_attrs(&field.attrs)?;
        if fa.game {
            game = Some(quote! { ::estafette_words::GameName::game_name(#binding) });
        }
        if fa.skip {
            continue;
        }
        if !fa.spread.is_empty() {
            args.push(Arg {
                name: String::new(),
                spread: fa.spread,
                game: false,
                value: quote! { #binding },
                at: quote! { #field },
            });
            continue;
        }
        let name = match (fa.name, &field.ident) {
            (Some(n), _) => n,
            (None, Some(i)) => kebab(i.to_string().trim_start_matches("r#")),
            (None, None) => {
                return Err(syn::Error::new_spanned(
                    field,
                    "a field of a tuple variant needs #[sentence(name = \"...\")]",
                ))
            }
        };
        let value = match fa.with {
            Some(with) => quote! { &#with(#binding) },
            None => quote! { #binding },
        };
        args.push(Arg {
            name,
            spread: Vec::new(),
            game: fa.game,
            value,
            at: quote! { #field },
        });
    }
    for (name, value) in va.consts {
        args.push(Arg {
            name,
            spread: Vec::new(),
            game: false,
            at: quote! { #value },
            value: quote! { &(#value) },
        });
    }
    Ok(Sentence {
        pattern,
        how: How::Message { id, args, game },
        span,
    })
}

impl Arg {
    /// The names of the arguments it gives.
    fn names(&self) -> impl Iterator<Item = &str> {
        let one = self.spread.is_empty().then_some(self.name.as_str());
        one.into_iter().chain(self.spread.iter().map(String::as_str))
    }
}

/// Whether a variant delegates to its one field: a tuple variant of one
/// field not named as an argument.
fn delegates(fields: &Fields) -> syn::Result<bool> {
    match fields {
        Fields::Unnamed(u) if u.unnamed.len() == 1 => Ok(field_attrs(&u.unnamed[0].attrs)?.name.is_none()),
        _ => Ok(false),
    }
}

/// The path of the words crate.
fn words_path(ty: &TypeAttrs) -> Tokens {
    ty.krate
        .clone()
        .map_or_else(|| quote! { ::estafette_words }, |p| quote! { #p })
}

/// Nested in another sentence, each variant's English for `Display`: its
/// own when it knows its game (the type's or a field's) or delegates, else
/// its reason, which the outer sentence words with its own game's names.
fn english_args(sentences: &[Sentence], ty: &TypeAttrs, words: &Tokens) -> Vec<Tokens> {
    let own = quote! { ::core::option::Option::Some(#words::Arg::English(::std::string::ToString::to_string(self))) };
    let reason = quote! { ::core::option::Option::Some(#words::Arg::Reason(::std::boxed::Box::new(#words::Explain::reason(self)))) };
    sentences
        .iter()
        .map(|s| {
            let pattern = &s.pattern;
            let knows_game = match &s.how {
                How::Delegate => true,
                How::Message { game, .. } => game.is_some() || ty.game.is_some(),
                How::By(..) => ty.game.is_some(),
            };
            match knows_game {
                true => quote! { #pattern => #own },
                false => quote! { #pattern => #reason },
            }
        })
        .collect()
}

fn expand(input: &DeriveInput) -> syn::Result<Tokens> {
    let ty = type_attrs(&input.attrs, matches!(input.data, Data::Struct(_)))?;
    let name = &input.ident;
    let sentences: Vec<Sentence> = match &input.data {
        Data::Enum(e) => e
            .variants
            .iter()
            .map(|v| {
                let ident = &v.ident;
                sentence(quote! { #name::#ident }, Some(ident), &v.fields, &v.attrs, &ty)
            })
            .collect::<syn::Result<_>>()?,
        Data::Struct(s) => vec![sentence(quote! { #name }, None, &s.fields, &input.attrs, &ty)?],
        Data::Union(_) => return Err(syn::Error::new_spanned(input, "a sentence is an enum or a struct")),
    };
    let files = check_all(&sentences)?;
    let words = words_path(&ty);
    let englishes = english_args(&sentences, &ty, &words);
    let default_game = ty.game.clone().unwrap_or_default();
    let mut reasons = Vec::new();
    let mut shows = Vec::new();
    let mut ids = Vec::new();
    for s in &sentences {
        let pattern = &s.pattern;
        match &s.how {
            How::Delegate => {
                reasons.push(quote! { #pattern => #words::Explain::reason(__f0) });
                shows.push(quote! { #pattern => ::core::fmt::Display::fmt(__f0, f) });
            }
            How::By(by, by_ids, bindings, game) => {
                reasons.push(quote! { #pattern => #by(#(#bindings),*) });
                let game = game.clone().unwrap_or_else(|| quote! { #default_game });
                shows.push(quote! { #pattern => #words::english(f, #game, &#by(#(#bindings),*)) });
                let english = catalogs::catalogs().map_err(|e| syn::Error::new(s.span, e))?;
                for id in by_ids {
                    let names = english.vars("en", id).into_iter();
                    ids.push(quote! { (#id, &[#(#names),*]) });
                }
            }
            How::Message { id, args, game } => {
                let puts = |put: Ident| {
                    let each = args.iter().map(|a| {
                        let (n, v) = (&a.name, &a.value);
                        match a.spread.is_empty() {
                            true => quote! { let r = r.#put(#n, #v); },
                            false => quote! { let r = #words::Spread::spread(#v, r); },
                        }
                    });
                    quote! { { let r = #words::Reason::new(#id); #(#each)* r } }
                };
                let (reason, english) = (puts(format_ident!("put")), puts(format_ident!("put_english")));
                reasons.push(quote! { #pattern => #reason });
                let game = game.clone().unwrap_or_else(|| quote! { #default_game });
                shows.push(quote! { #pattern => #words::english(f, #game, &#english) });
                let names = args.iter().flat_map(Arg::names);
                ids.push(quote! { (#id, &[#(#names),*]) });
            }
        }
    }
    let tracked = files.iter().map(|f| {
        let f = f.display().to_string();
        quote! { const _: &[u8] = include_bytes!(#f); }
    });
    let (imp, tyg, wh) = input.generics.split_for_impl();
    Ok(quote! {
        #[allow(unused_variables, clippy::match_single_binding, clippy::let_and_return)]
        impl #imp #words::Explain for #name #tyg #wh {
            fn reason(&self) -> #words::Reason {
                match self { #(#reasons,)* }
            }
        }
        #[allow(unused_variables, clippy::match_single_binding, clippy::let_and_return)]
        impl #imp ::core::fmt::Display for #name #tyg #wh {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                match self { #(#shows,)* }
            }
        }
        impl #imp #words::ToArg for #name #tyg #wh {
            fn to_arg(&self) -> ::core::option::Option<#words::Arg> {
                ::core::option::Option::Some(#words::Arg::Reason(::std::boxed::Box::new(#words::Explain::reason(self))))
            }
            #[allow(unused_variables, clippy::match_single_binding)]
            fn english_arg(&self) -> ::core::option::Option<#words::Arg> {
                match self { #(#englishes,)* }
            }
        }
        impl #imp #name #tyg #wh {
            /// Each message id this type declares, with its arguments.
            pub const IDS: &'static [(&'static str, &'static [&'static str])] = &[#(#ids),*];
        }
        #(#tracked)*
    })
}

/// Each of `sentences` against the catalogs (every error at once): the
/// catalog files they read, for the compiler to track.
fn check_all(sentences: &[Sentence]) -> syn::Result<std::collections::BTreeSet<std::path::PathBuf>> {
    let mut errors: Option<syn::Error> = None;
    let mut files = std::collections::BTreeSet::new();
    for s in sentences {
        if let Err(e) = check(s, &mut files) {
            match &mut errors {
                Some(all) => all.combine(e),
                None => errors = Some(e),
            }
        }
    }
    errors.map_or(Ok(files), Err)
}

/// `s` against the catalogs: its id in every language, each argument used
/// by the English, each variable of each language given by an argument.
fn check(s: &Sentence, files: &mut std::collections::BTreeSet<std::path::PathBuf>) -> syn::Result<()> {
    let catalogs = catalogs::catalogs().map_err(|e| syn::Error::new(s.span, e))?;
    let (id, args) = match &s.how {
        How::Message { id, args, .. } => (id, args),
        How::By(_, ids, _, _) => {
            let mut missing = ids.iter().flat_map(|id| {
                catalogs
                    .langs
                    .iter()
                    .filter(|(_, m)| !m.contains_key(id))
                    .map(move |(lang, _)| (id, lang))
            });
            if let Some((id, lang)) = missing.next() {
                return Err(syn::Error::new(
                    s.span,
                    format!("`{id}` is not in the catalogs of `{lang}` (templates/{lang}/)"),
                ));
            }
            for id in ids {
                files.extend(
                    catalogs
                        .langs
                        .values()
                        .filter_map(|m| m.get(id))
                        .map(|m| m.file.clone()),
                );
            }
            return Ok(());
        }
        How::Delegate => return Ok(()),
    };
    let named = |var: &str, name: &str| var == name || var.strip_prefix(name).is_some_and(|r| r.starts_with('-'));
    let gives = |var: &str| args.iter().flat_map(Arg::names).any(|n| named(var, n));
    let mut errors: Vec<syn::Error> = Vec::new();
    for (lang, messages) in &catalogs.langs {
        let Some(message) = messages.get(id) else {
            errors.push(syn::Error::new(
                s.span,
                format!("`{id}` is not in the catalogs of `{lang}` (templates/{lang}/)"),
            ));
            continue;
        };
        files.insert(message.file.clone());
        for var in catalogs.vars(lang, id) {
            if !gives(&var) {
                errors.push(syn::Error::new(
                    s.span,
                    format!("`${var}` of `{id}` in templates/{lang}/ is given by no field"),
                ));
            }
        }
    }
    if catalogs.langs.get("en").is_some_and(|m| m.contains_key(id)) {
        let english = catalogs.vars("en", id);
        for a in args {
            for name in a.names() {
                if !english.iter().any(|v| named(v, name)) && !a.game {
                    errors.push(syn::Error::new_spanned(
                        &a.at,
                        format!("the argument `{name}` is not used by the English of `{id}`"),
                    ));
                }
            }
        }
    }
    let mut errors = errors.into_iter();
    match errors.next() {
        None => Ok(()),
        Some(mut first) => {
            errors.for_each(|e| first.combine(e));
            Err(first)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A struct's attributes are its type's and its message's at once:
    /// each reading takes its own and passes over the other's.
    #[test]
    fn a_struct_takes_type_and_message_attributes_together() {
        let input: DeriveInput = syn::parse_quote! {
            #[sentence(game = "lattaque", by = why, ids = ["a-b", "a-c"], arg(n = 1))]
            struct S { x: u8 }
        };
        let ty = type_attrs(&input.attrs, true).unwrap();
        assert_eq!(ty.game.as_deref(), Some("lattaque"));
        let va = variant_attrs(&input.attrs, true).unwrap();
        assert!(va.by.as_ref().is_some_and(|p| p.is_ident("why")));
        assert_eq!(va.ids, ["a-b", "a-c"]);
        assert_eq!(va.consts.len(), 1);
        assert!(type_attrs(&input.attrs, false).is_err());
        assert!(variant_attrs(&input.attrs, false).is_err());
    }
}
