//! Every typed sentence of the rules and the referee, one example of each
//! kind, as each language reads it: `tests/golden/examples.txt` pins the
//! three wordings, so a change of a catalog shows in review as a change of
//! this file. It is also the translators' reference: every message with
//! real arguments, side by side.
//!
//! Rewrite the file after a deliberate change with
//! `UPDATE_GOLDEN=1 cargo test -p estafette-words --test examples`.

mod common;
use common::game_of;

use std::path::PathBuf;

use estafette_core::games::any::GameKind;
use estafette_core::games::notation::Syntax;
use estafette_core::games::{assaut, lattaque, strand, End};
use estafette_core::protocol::blind_line::BlindLine;
use estafette_core::protocol::secret_fault::SecretFault;
use estafette_core::reason::{Explain, Reason};
use estafette_core::referee::account::AccountError;
use estafette_core::referee::blind_refusal::{BlindRefusal, Breach};
use estafette_core::referee::clock::{ClockError, DurationError};
use estafette_core::referee::misfit::Misfit;
use estafette_core::referee::refusal::{LineRefusal, Refusal};
use estafette_words::{Catalogs, LANGS};

/// Every example: its section, its game and its reason.
fn examples() -> Vec<(&'static str, GameKind, Reason)> {
    let mut out: Vec<(&'static str, GameKind, Reason)> = Vec::new();
    let mut boxed = |section, kind, list: Vec<Box<dyn Explain>>| {
        for e in list {
            out.push((section, kind, e.reason()));
        }
    };
    boxed("lattaque", GameKind::Lattaque, lattaque::refusal_examples());
    boxed("strand", GameKind::Strand, strand::refusal::examples());
    boxed("assaut", GameKind::Assaut, assaut::refusal::examples());
    out.extend(Syntax::examples().iter().map(|e| ("notation", game_of(e), e.reason())));
    out.extend(End::examples().iter().map(|(k, e)| ("end", *k, e.reason())));
    out.extend(Refusal::examples().iter().map(|(k, e)| ("refusal", *k, e.reason())));
    let line = LineRefusal::ALL
        .iter()
        .map(|e| ("line", GameKind::Lattaque, e.reason()));
    out.extend(line);
    let durations = DurationError::examples();
    out.extend(durations.iter().map(|e| ("duration", GameKind::Strand, e.reason())));
    let blind = BlindRefusal::examples();
    out.extend(blind.iter().map(|e| ("blind", GameKind::Lattaque, e.reason())));
    let breaches = Breach::examples();
    out.extend(breaches.iter().map(|e| ("breach", GameKind::Lattaque, e.reason())));
    out.extend(
        BlindLine::examples()
            .iter()
            .map(|e| ("blind-line", GameKind::Lattaque, e.reason())),
    );
    out.extend(
        AccountError::examples()
            .iter()
            .map(|(k, e)| ("account", *k, e.reason())),
    );
    out.extend(
        ClockError::examples()
            .iter()
            .map(|e| ("clock", GameKind::Strand, e.reason())),
    );
    out.extend(
        SecretFault::examples()
            .iter()
            .map(|e| ("secret", GameKind::Lattaque, e.reason())),
    );
    out.extend(
        Misfit::examples()
            .iter()
            .map(|e| ("log", GameKind::Lattaque, e.reason())),
    );
    let positions = [
        (
            GameKind::Strand,
            strand::bad_position::BadPosition::examples()
                .iter()
                .map(|e| e.reason())
                .collect::<Vec<_>>(),
        ),
        (
            GameKind::Assaut,
            assaut::bad_position::BadPosition::examples()
                .iter()
                .map(|e| e.reason())
                .collect(),
        ),
        (
            GameKind::Lattaque,
            lattaque::bad_position::BadPosition::examples()
                .iter()
                .map(|e| e.reason())
                .collect(),
        ),
    ];
    for (kind, reasons) in positions {
        out.extend(reasons.into_iter().map(|r| ("position", kind, r)));
    }
    out
}

#[test]
fn every_example_reads_as_the_golden_file_says() {
    let c = Catalogs::built_in().unwrap();
    let mut text = String::new();
    let mut count = 0;
    for (section, kind, reason) in examples() {
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
             rewrite it with UPDATE_GOLDEN=1 cargo test -p estafette-words --test examples",
            at + 1,
            want.lines().nth(at),
            text.lines().nth(at)
        );
    }
}
