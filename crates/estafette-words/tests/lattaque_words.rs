//! L'Attaque's refusals (a move's notation, the rule a move breaks, an
//! army) read in every language: the English is the sentence the log
//! records, the French what French players have always read, the German
//! German.

use estafette_core::games::any::GameKind;
use estafette_core::games::lattaque;
use estafette_words::{Catalogs, Lang, LANGS};

#[test]
fn every_lattaque_refusal_is_worded_in_every_language() {
    let c = Catalogs::built_in().unwrap();
    let kind = GameKind::Lattaque;
    let examples = lattaque::refusal_examples();
    assert!(examples.len() > 60, "{} examples", examples.len());
    for e in examples {
        let english = e.to_string();
        let reason = e.reason();
        assert!(!reason.code.starts_with("untyped"), "{english}");
        assert_eq!(c.reason(Lang::En, kind, &reason).unwrap(), english, "{reason:?}");
        assert_eq!(
            c.reason(Lang::Fr, kind, &reason).unwrap(),
            estafette_core::french::explain(kind, &english),
            "{reason:?}"
        );
        let german = c.reason(Lang::De, kind, &reason).unwrap();
        assert_ne!(german, english, "{reason:?} is English in German");
        for lang in LANGS {
            let text = c.reason(lang, kind, &reason).unwrap();
            assert!(
                !text.trim().is_empty() && !text.contains('['),
                "{}: {reason:?}",
                lang.code()
            );
        }
    }
}
