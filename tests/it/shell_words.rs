//! The shell's own typed sentences (the command line's failures, the
//! service's and the store's errors), one example of each kind, as each
//! language reads them. `tests/golden/shell-words.txt` pins the three
//! wordings; rewrite it after a deliberate change with
//! `UPDATE_GOLDEN=1 cargo test --test it shell_words`.

use estafette::cli::errors::CliError;
use estafette::service::said::Said;
use estafette::views::words::{self, Lang, LANGS};
use estafette_core::games::any::GameKind;
use estafette_core::reason::Explain;

/// Each of `list` as a typed sentence.
fn boxed<E: Explain + 'static>(list: Vec<E>) -> Vec<Box<dyn Explain>> {
    list.into_iter().map(|e| Box::new(e) as Box<dyn Explain>).collect()
}

/// Every example, by section.
fn examples() -> Vec<(&'static str, Box<dyn Explain>)> {
    let mut out = Vec::new();
    let mut add = |section, list: Vec<Box<dyn Explain>>| out.extend(list.into_iter().map(|e| (section, e)));
    add("command", boxed(CliError::examples()));
    add("summary", boxed(Said::examples()));
    out
}

/// English is the `Display`; French and German are other words, with no
/// argument left unfilled; the golden file pins all three.
#[test]
fn every_shell_sentence_reads_in_every_language() {
    let mut golden = String::new();
    for (section, e) in examples() {
        let reason = e.reason();
        golden.push_str(&format!("[{section}] {}\n", reason.code));
        let english = words::reason(Lang::En, GameKind::Lattaque, &reason);
        assert_eq!(english, e.to_string(), "{reason:?}");
        for lang in LANGS {
            let text = words::reason(lang, GameKind::Lattaque, &reason);
            assert!(
                !text.contains("{ $") && !text.contains("{$"),
                "{reason:?} in {lang:?}: {text}"
            );
            assert!(!text.starts_with('['), "{reason:?} in {lang:?}: {text}");
            if lang != Lang::En {
                assert_ne!(text, english, "{reason:?} reads as English in {lang:?}");
            }
            golden.push_str(&format!("  {} {text}\n", lang.code()));
        }
    }
    crate::common::golden("tests/golden/shell-words.txt", &golden);
}
