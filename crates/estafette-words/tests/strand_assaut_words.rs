//! Every typed refusal of the Strand and L'Assaut rules reads in every
//! language: the English is the sentence the log records (`Display`), the
//! French what French players have always read (the core's `french`
//! patterns over that English), and the German a translation.

use estafette_core::games::any::GameKind;
use estafette_core::games::{assaut, strand};
use estafette_core::reason::{Arg, Explain, Reason, UNTYPED};
use estafette_words::{Catalogs, Lang, LANGS};

/// Whether `reason` holds a sentence left untyped (English in every
/// language but French).
fn untyped(reason: &Reason) -> bool {
    reason.code == UNTYPED
        || reason.args.values().any(|a| match a {
            Arg::Reason(inner) => untyped(inner),
            Arg::English(_) => true,
            _ => false,
        })
}

fn check(kind: GameKind, examples: Vec<Box<dyn Explain>>) {
    let c = Catalogs::built_in().unwrap();
    assert!(!examples.is_empty());
    for e in examples {
        let english = e.to_string();
        let reason = e.reason();
        assert_eq!(c.reason(Lang::En, kind, &reason).unwrap(), english, "{reason:?}");
        assert_eq!(
            c.reason(Lang::Fr, kind, &reason).unwrap(),
            estafette_core::french::explain(kind, &english),
            "{reason:?}"
        );
        for lang in LANGS {
            let text = c.reason(lang, kind, &reason).unwrap();
            assert!(
                !text.trim().is_empty() && !text.contains('['),
                "{}: {reason:?}",
                lang.code()
            );
            if lang != Lang::En && !untyped(&reason) {
                assert_ne!(text, english, "{}: {reason:?} is English", lang.code());
            }
        }
    }
}

#[test]
fn every_strand_refusal_is_worded_in_every_language() {
    check(GameKind::Strand, strand::refusal::examples());
}

#[test]
fn every_assaut_refusal_is_worded_in_every_language() {
    check(GameKind::Assaut, assaut::refusal::examples());
}
