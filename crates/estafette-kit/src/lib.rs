//! The player kit's WebAssembly module: Estafette's pure core
//! (`estafette-core`) behind one JSON entry point, for the offline page
//! `cargo xtask kit` writes (target/kit/estafette-kit.html).
//!
//! Nothing here is a second implementation of the rules or the protocol:
//! every check, commitment, opening, reveal and verification is a call into
//! the core, the very code `estafette seal`, `open`, `reveal` and `verify`
//! run. What this crate adds is the glue a page needs: requests and answers
//! as JSON, a tally of a half-placed army, and the shuffle behind "a random
//! legal arrangement" (whose result the core checks).
//!
//! The binding is a small hand-written ABI rather than wasm-bindgen: the
//! page needs one call taking text and giving text, which three exports
//! serve (`input(len)`, `call()`, `output()`), with some 30 lines of
//! JavaScript and no generated glue, no extra tool to install at the exact
//! version of a library, and no unsafe Rust (the buffers are vectors this
//! module owns; the page writes into and reads from their memory):
//!
//! 1. `input(len) -> ptr`: makes room for a request of `len` bytes and
//!    returns where the page writes it (UTF-8 JSON);
//! 2. `call() -> len`: handles the request; returns the answer's length;
//! 3. `output() -> ptr`: where the answer (UTF-8 JSON) lies.
//!
//! A request is `{"op": NAME, ...}`; the answer is `{"ok": true, ...}` or
//! `{"ok": false, "error": MESSAGE}` ([`handle`] lists the operations).
//!
//! Words: a request may carry `"lang"` (`en`, `fr` or `de`). The answers'
//! sentences are worded by the catalogs of `estafette-words`, as the mails
//! are, from typed reasons: the core's (a refused army, a move's report,
//! why a format-3 game ended, an error of the core) and the kit's own
//! ([`KitError`]: a request it cannot answer, a view's warnings; the
//! messages of `templates/<lang>/kit.ftl`). The operations' errors are
//! `Why`, the English and its `Reason`. Text the player or a library gives
//! (a game id, the JSON parser's complaint) is quoted as it is, and a
//! transcript older than format 3 holds why its game ended as an English
//! sentence only: that sentence stays English in every language.
//!
//! The core draws no random numbers, and neither does this module: the page
//! takes random bytes from `crypto.getRandomValues` and passes them in (the
//! seed of `seal`, the bytes a random arrangement shuffles with), so the
//! same army and the same bytes give, byte for byte, the commitment lines
//! and the secret file `estafette seal` gives.

mod army;
mod eml;
mod kit_error;
mod reply;
mod request;
mod seal;
mod verify;
mod view;

use estafette_core::reason::Why;
use estafette_words::Lang;
use serde_json::{json, Value};
use std::cell::RefCell;

pub use kit_error::KitError;
use request::{lang_of, str_of, worded};
pub use verify::VerifyError;

thread_local! {
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static OUTPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Makes room for a request of `len` bytes; returns where to write it.
#[no_mangle]
pub extern "C" fn input(len: usize) -> *mut u8 {
    INPUT.with(|i| {
        let mut i = i.borrow_mut();
        i.clear();
        i.resize(len, 0);
        i.as_mut_ptr()
    })
}

/// Handles the request written at [`input`]; returns the answer's length.
#[no_mangle]
pub extern "C" fn call() -> usize {
    let request = INPUT.with(|i| String::from_utf8_lossy(&i.borrow()).into_owned());
    let answer = handle_text(&request).into_bytes();
    let len = answer.len();
    OUTPUT.with(|o| *o.borrow_mut() = answer);
    len
}

/// Where the last answer lies.
#[no_mangle]
pub extern "C" fn output() -> *const u8 {
    OUTPUT.with(|o| o.borrow().as_ptr())
}

/// A request's text to its answer's text.
pub fn handle_text(request: &str) -> String {
    let answer = match serde_json::from_str::<Value>(request) {
        Ok(req) => handle(&req),
        Err(e) => Err(KitError::NotJson { why: e.to_string() }.into()),
    };
    let lang = serde_json::from_str::<Value>(request).map_or(Lang::En, |r| lang_of(&r));
    match answer {
        Ok(mut v) => {
            if let Some(map) = v.as_object_mut() {
                map.insert("ok".into(), Value::Bool(true));
            }
            v.to_string()
        }
        Err(e) => json!({ "ok": false, "error": worded(lang, &e) }).to_string(),
    }
}

/// One request, by its `op`:
///
/// - `rules`: the board, the ranks and the variants, for drawing the page;
/// - `army`: a (possibly half-placed) army checked (see [`army::check`]);
/// - `parse`: SETUP text to pieces; `random`: a random legal arrangement;
/// - `invitation`: what to seal with, from the invitation's `seal` line;
/// - `seal`: as `estafette seal`;
/// - `file`: what a file loaded as the player's secret is;
/// - `view`: what the referee's mail (pasted as text, or a whole `.eml`
///   file) asks and, with the secret, the board as `estafette view` draws it;
/// - `reply`: the text to mail in answer: `open` lines, the reveal, the
///   move and the `sig` line, as `estafette open`, `reveal` and `sign`;
/// - `verify`: as `estafette verify`, with the result in words and the
///   commands no signature covers;
/// - `replay`: a finished game's positions, move by move.
pub fn handle(req: &Value) -> Result<Value, Why> {
    match str_of(req, "op")? {
        "rules" => Ok(army::rules()),
        "army" => army::check(req),
        "parse" => army::parse(req),
        "random" => army::random(req),
        "invitation" => seal::invitation(req),
        "seal" => seal::seal(req),
        "file" => reply::file(req),
        "reply" => reply::reply(req),
        "verify" => verify::verify(req),
        "view" => view::view(req),
        "replay" => verify::replay(req),
        o => Err(KitError::UnknownOp { op: o.to_string() }.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_requests_are_errors_not_panics() {
        for req in ["", "nope", "{}", "{\"op\":3}", "{\"op\":\"fly\"}", "[1,2]"] {
            let v: Value = serde_json::from_str(&handle_text(req)).expect("JSON");
            assert_eq!(v["ok"], false, "{req}");
            assert!(v["error"].as_str().is_some_and(|e| !e.is_empty()), "{req}");
        }
    }

    #[test]
    fn messages_come_in_french_on_request() {
        let req = r#"{"op":"army","side":"south","lang":"fr","pieces":{"a1":"F"}}"#;
        let v: Value = serde_json::from_str(&handle_text(req)).expect("JSON");
        let m = v["message"].as_str().expect("a message");
        assert!(m.contains("case") && !m.contains("squares left empty"), "{m}");
        let v: Value = serde_json::from_str(&handle_text(r#"{"op":"army","side":"west","lang":"fr"}"#)).expect("JSON");
        assert!(v["error"].as_str().is_some_and(|e| e.contains("west")), "{v}");
    }

    #[test]
    fn the_cores_typed_errors_are_worded_in_german() {
        let error = |req: &str| {
            let v: Value = serde_json::from_str(&handle_text(req)).expect("JSON");
            v["error"].as_str().expect("an error").to_string()
        };
        let side = error(r#"{"op":"army","side":"west","lang":"de"}"#);
        assert_eq!(side, "„west“ ist keine Seite: wählen Sie south oder north");
        let file = error(r#"{"op":"file","file":"{}","lang":"de"}"#);
        assert!(file.starts_with("dies ist weder Ihre Geheimdatei"), "{file}");
        let mail = error(r#"{"op":"view","secret":"{}","mail":"Log-Head: g 1 ab","lang":"fr"}"#);
        assert!(mail.starts_with("tête « Log-Head: g 1 ab » : "), "{mail}");
    }

    #[test]
    fn an_army_is_checked_in_every_language() {
        let ask = |lang: &str| {
            let req = format!(r#"{{"op":"army","side":"south","lang":"{lang}","pieces":{{"a1":"F"}}}}"#);
            let v: Value = serde_json::from_str(&handle_text(&req)).expect("JSON");
            v["message"].as_str().expect("a message").to_string()
        };
        let en = ask("en");
        assert!(en.contains("squares left empty"), "{en}");
        // The French the French mails give.
        let squares = "b1, c1, d1, e1, f1, g1, h1, i1, a2, b2, c2, d2, e2, f2, g2, h2, i2, \
                       a3, b3, c3, d3, e3, f3, g3, h3, i3, a4, b4, c4, d4, e4, f4, g4, h4, i4";
        let fr = ask("fr");
        assert_eq!(
            fr,
            format!("cases laissées vides : {squares} (chaque case de la zone doit recevoir une pièce)")
        );
        let de = ask("de");
        assert!(!de.is_empty() && de != en && de != fr, "{de}");
    }

    #[test]
    fn the_abi_round_trips() {
        let req = br#"{"op":"rules"}"#;
        let ptr = input(req.len());
        assert!(!ptr.is_null());
        INPUT.with(|i| i.borrow_mut().copy_from_slice(req));
        let len = call();
        let out = OUTPUT.with(|o| o.borrow().clone());
        assert_eq!(out.len(), len);
        let v: Value = serde_json::from_slice(&out).expect("JSON");
        assert_eq!(v["ok"], true);
        assert_eq!(v["files"], 9);
    }

    /// The keys of one language's words in the page's script: its block in
    /// `WORDS` (`  fr: {`, keys indented four spaces) and every
    /// `Object.assign(WORDS.fr, {` after it (keys indented two).
    /// The keys of a language's page words (`templates/<lang>/page.ftl`).
    fn page_keys(lang: estafette_words::Lang) -> std::collections::BTreeSet<String> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../templates");
        let path = format!("{dir}/{}/page.ftl", lang.code());
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        text.lines()
            .filter_map(|l| l.strip_prefix("page-")?.split_once(" = "))
            .map(|(key, _)| key.to_string())
            .collect()
    }

    #[test]
    fn every_label_of_the_page_has_every_language() {
        let html = include_str!("../page/kit.html");
        let en = page_keys(Lang::En);
        let mut english = en.clone();
        for part in html.split("data-i18n=\"").skip(1) {
            english.insert(part.split('"').next().unwrap_or_default().to_string());
        }
        // The attributes' words come from the script in every language.
        for attr in ["data-i18n-ph=\"", "data-i18n-aria=\""] {
            for part in html.split(attr).skip(1) {
                let key = part.split('"').next().unwrap_or_default();
                assert!(en.contains(key), "'{key}' has no English in the script");
            }
        }
        assert!(
            english.contains("title") && english.contains("reply-done") && english.len() > 90,
            "{english:?}"
        );
        for lang in estafette_words::LANGS.into_iter().filter(|l| *l != Lang::En) {
            let keys = page_keys(lang);
            assert!(keys.contains("title") && keys.contains("do-reply"), "{keys:?}");
            assert_eq!(keys, english, "{} labels what the English page does", lang.code());
        }
    }
}
