//! Every typed sentence of the rules and the referee, one example of each
//! kind, as each language reads it: `tests/golden/examples.txt` pins the
//! three wordings, so a change of a catalog shows in review as a change of
//! this file. It is also the translators' reference: every message with
//! real arguments, side by side.
//!
//! Rewrite the file after a deliberate change with
//! `UPDATE_GOLDEN=1 cargo test -p estafette-words --test words examples`.

use crate::common::game_of;

use std::path::PathBuf;

use estafette_core::games::any::{GameKind, MoveError};
use estafette_core::games::notation::Syntax;
use estafette_core::games::{assaut, lattaque, strand, End};
use estafette_core::play::ReplayError;
use estafette_core::protocol::blind_line::BlindLine;
use estafette_core::protocol::commit::OpenLineError;
use estafette_core::protocol::log::LogHeadError;
use estafette_core::protocol::secret_fault::SecretFault;
use estafette_core::protocol::sign::SignError;
use estafette_core::protocol::{CommitError, EncodeError, HexError, TokenError};
use estafette_core::reason::{Explain, Reason};
use estafette_core::referee::account::AccountError;
use estafette_core::referee::blind_refusal::{BlindRefusal, Breach};
use estafette_core::referee::clock::{ClockError, DurationError};
use estafette_core::referee::misfit::Misfit;
use estafette_core::referee::refusal::{LineRefusal, Refusal};
use estafette_core::transcript::Broken;
use estafette_words::{Catalogs, Lang, WordsError, LANGS};

/// One example: its section, its game, its English (the `Display` the
/// log and the command line write) and its reason.
type Example = (&'static str, GameKind, String, Reason);

/// Each of `list` as a typed sentence.
fn boxed<E: Explain + 'static>(list: Vec<E>) -> Vec<Box<dyn Explain>> {
    list.into_iter().map(|e| Box::new(e) as Box<dyn Explain>).collect()
}

/// Every example: its section, its game, its English and its reason.
fn examples() -> Vec<Example> {
    let mut out: Vec<Example> = Vec::new();
    let add =
        |out: &mut Vec<Example>, section, kind, e: &dyn Explain| out.push((section, kind, e.to_string(), e.reason()));
    for (section, kind, list) in [
        ("lattaque", GameKind::Lattaque, lattaque::Refusal::examples()),
        ("strand", GameKind::Strand, strand::refusal::Refusal::examples()),
        ("assaut", GameKind::Assaut, assaut::refusal::Refusal::examples()),
    ] {
        list.iter().for_each(|e| add(&mut out, section, kind, e.as_ref()));
    }
    let o = &mut out;
    Syntax::examples()
        .iter()
        .for_each(|e| add(o, "notation", game_of(e), e));
    for (kind, end) in End::examples() {
        o.push(("end", kind, end.english(kind), end.reason()));
    }
    Refusal::examples().iter().for_each(|(k, e)| add(o, "refusal", *k, e));
    LineRefusal::ALL
        .iter()
        .for_each(|e| add(o, "line", GameKind::Lattaque, e));
    DurationError::examples()
        .iter()
        .for_each(|e| add(o, "duration", GameKind::Strand, e));
    BlindRefusal::examples()
        .iter()
        .for_each(|e| add(o, "blind", GameKind::Lattaque, e));
    Breach::examples()
        .iter()
        .for_each(|e| add(o, "breach", GameKind::Lattaque, e));
    BlindLine::examples()
        .iter()
        .for_each(|e| add(o, "blind-line", GameKind::Lattaque, e));
    AccountError::examples()
        .iter()
        .for_each(|(k, e)| add(o, "account", *k, e));
    ClockError::examples()
        .iter()
        .for_each(|e| add(o, "clock", GameKind::Strand, e));
    SecretFault::examples()
        .iter()
        .for_each(|e| add(o, "secret", GameKind::Lattaque, e));
    let lattaque = |o: &mut Vec<Example>, section, list: Vec<Box<dyn Explain>>| {
        list.iter()
            .for_each(|e| add(o, section, GameKind::Lattaque, e.as_ref()))
    };
    lattaque(o, "open-line", boxed(OpenLineError::examples()));
    lattaque(o, "hex", boxed(HexError::examples()));
    lattaque(o, "encode", boxed(EncodeError::examples()));
    lattaque(o, "commit", boxed(CommitError::examples()));
    lattaque(o, "sign", boxed(SignError::examples()));
    lattaque(o, "log-head", boxed(LogHeadError::examples()));
    lattaque(o, "token", boxed(TokenError::examples()));
    lattaque(o, "play", boxed(MoveError::examples()));
    lattaque(o, "catalog", boxed(WordsError::examples()));
    lattaque(o, "verify", boxed(Broken::examples()));
    lattaque(o, "log", boxed(Misfit::examples()));
    lattaque(o, "replay", boxed(ReplayError::examples()));
    let positions = strand::bad_position::BadPosition::examples();
    positions.iter().for_each(|e| add(o, "position", GameKind::Strand, e));
    let positions = assaut::bad_position::BadPosition::examples();
    positions.iter().for_each(|e| add(o, "position", GameKind::Assaut, e));
    let positions = lattaque::bad_position::BadPosition::examples();
    positions.iter().for_each(|e| add(o, "position", GameKind::Lattaque, e));
    out
}

#[test]
fn every_example_reads_as_the_golden_file_says() {
    let c = Catalogs::built_in().unwrap();
    let mut text = String::new();
    let mut count = 0;
    for (section, kind, _, reason) in examples() {
        count += 1;
        text.push_str(&format!("[{section}] {} ({})\n", reason.code, kind.name()));
        for lang in LANGS {
            let words = c
                .reason(lang, kind, &reason)
                .unwrap_or_else(|e| panic!("{e}: {reason:?}"));
            assert!(!words.contains('\n'), "{reason:?} in {}: {words}", lang.code());
            text.push_str(&format!("  {} {words}\n", lang.code()));
        }
    }
    assert!(count > 250, "only {count} examples");
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/examples.txt");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &text).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path).unwrap_or_default();
    if want != text {
        let at = want.lines().zip(text.lines()).position(|(a, b)| a != b);
        let at = at.unwrap_or(want.lines().count().min(text.lines().count()));
        panic!(
            "tests/golden/examples.txt differs at line {}:\n  file: {:?}\n  now:  {:?}\n\
             rewrite it with UPDATE_GOLDEN=1 cargo test -p estafette-words --test words examples",
            at + 1,
            want.lines().nth(at),
            text.lines().nth(at)
        );
    }
}

/// Sentences whose French or German is rightly the English: nothing in
/// them is a word of a language (none yet).
const SAME_IN_EVERY_LANGUAGE: &[&str] = &[];

/// Every example reads in every language: the English is its `Display`
/// (the sentence the log and the command line write), every placeable is
/// filled, and the French and the German are not the English.
#[test]
fn every_example_reads_in_every_language() {
    let c = Catalogs::built_in().unwrap();
    let mut wrong = Vec::new();
    for (section, kind, english, reason) in examples() {
        for lang in LANGS {
            let words = c
                .reason(lang, kind, &reason)
                .unwrap_or_else(|e| panic!("{e}: {reason:?}"));
            let same = lang != Lang::En && words == english && !SAME_IN_EVERY_LANGUAGE.contains(&reason.code.as_str());
            if (lang == Lang::En && words != english) || same || words.trim().is_empty() || words.contains("{$") {
                wrong.push(format!(
                    "[{section}] {} in {}: {words:?} (English {english:?})",
                    reason.code,
                    lang.code()
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{} wrong:\n{}", wrong.len(), wrong.join("\n"));
}
