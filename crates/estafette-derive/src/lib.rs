//! `#[derive(Sentence)]`: a typed sentence declared once, where it is
//! raised. On an enum, each variant is a message of the catalogs
//! (`templates/<lang>/*.ftl`): its id is the enum's prefix and the
//! variant's name in kebab-case, its arguments are its fields, each named
//! as the field in kebab-case and made an argument by
//! `estafette_words::ToArg` (text, a count, a side or a piece named in
//! each language, a nested sentence; `None` leaves it out). On a struct,
//! the struct is one message.
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
//!   not use).
//!
//! A tuple variant of one field, with no `id` and the field not `name`d,
//! delegates to that field: its reason and its `Display` are the field's.
//!
//! Gives `Explain` (the reason), `ToArg` (nested in another sentence, its
//! reason), `Display` (the English catalog's words for
//! it, by `estafette_words::english`) and `IDS` (each id with its
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

fn type_attrs(attrs: &[syn::Attribute]) -> syn::Result<TypeAttrs> {
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
        } else {
            return Err(meta.error("expected prefix, id, game or krate"));
        }
        Ok(())
    })?;
    Ok(out)
}

fn variant_attrs(attrs: &[syn::Attribute]) -> syn::Result<VariantAttrs> {
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
        } else {
            return Err(meta.error("expected skip, game, name or with"));
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
    let va = variant_attrs(attrs)?;
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
        (None, _, Some(_)) if delegates(fields)? => {
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
            game: fa.game,
            value,
            at: quote! { #field },
        });
    }
    for (name, value) in va.consts {
        args.push(Arg {
            name,
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

/// Whether a variant delegates to its one field: a tuple variant of one
/// field not named as an argument.
fn delegates(fields: &Fields) -> syn::Result<bool> {
    match fields {
        Fields::Unnamed(u) if u.unnamed.len() == 1 => Ok(field_attrs(&u.unnamed[0].attrs)?.name.is_none()),
        _ => Ok(false),
    }
}

fn expand(input: &DeriveInput) -> syn::Result<Tokens> {
    let ty = type_attrs(&input.attrs)?;
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
    let mut errors: Option<syn::Error> = None;
    let mut files = std::collections::BTreeSet::new();
    for s in &sentences {
        if let Err(e) = check(s, &mut files) {
            match &mut errors {
                Some(all) => all.combine(e),
                None => errors = Some(e),
            }
        }
    }
    if let Some(e) = errors {
        return Err(e);
    }
    let words = ty
        .krate
        .clone()
        .map_or_else(|| quote! { ::estafette_words }, |p| quote! { #p });
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
                let puts = args.iter().map(|a| {
                    let (n, v) = (&a.name, &a.value);
                    quote! { let r = r.put(#n, #v); }
                });
                reasons.push(quote! { #pattern => { let r = #words::Reason::new(#id); #(#puts)* r } });
                let game = game.clone().unwrap_or_else(|| quote! { #default_game });
                shows.push(quote! { #pattern => #words::english(f, #game, &#words::Explain::reason(self)) });
                let names = args.iter().map(|a| &a.name);
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
        }
        impl #imp #name #tyg #wh {
            /// Each message id this type declares, with its arguments.
            pub const IDS: &'static [(&'static str, &'static [&'static str])] = &[#(#ids),*];
        }
        #(#tracked)*
    })
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
    let gives = |var: &str| {
        args.iter()
            .any(|a| var == a.name || var.strip_prefix(a.name.as_str()).is_some_and(|r| r.starts_with('-')))
    };
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
            let used = english
                .iter()
                .any(|v| *v == a.name || v.strip_prefix(a.name.as_str()).is_some_and(|r| r.starts_with('-')));
            if !used && !a.game {
                errors.push(syn::Error::new_spanned(
                    &a.at,
                    format!("the argument `{}` is not used by the English of `{id}`", a.name),
                ));
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
