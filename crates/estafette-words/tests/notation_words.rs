//! How a square, a piece, a game's name or its switches must be written
//! (`games::notation`) reads in every language: the English is the
//! sentence the rules have always written (`Display`), the French what
//! French players have always read (the core's `french` patterns over that
//! English), and the German a translation.

mod common;
use common::game_of;

use estafette_core::games::notation::Syntax;
use estafette_core::reason::Explain;
use estafette_words::{Catalogs, Lang, LANGS};

/// Sentences the core's `french` patterns never knew (French readers got
/// the English): their French is new.
const NEW_IN_FRENCH: &[&str] = &[
    "notation-option-form",
    "notation-switch-twice",
    "notation-switch-twice-quoted",
    "notation-resolved-not-written",
    "notation-resolved-contradict",
];

#[test]
fn every_notation_refusal_is_worded_in_every_language() {
    let c = Catalogs::built_in().unwrap();
    let examples = Syntax::examples();
    assert!(examples.len() > 30);
    for e in examples {
        let kind = game_of(&e);
        let english = e.to_string();
        let reason = e.reason();
        assert_eq!(c.reason(Lang::En, kind, &reason).unwrap(), english, "{reason:?}");
        let french = c.reason(Lang::Fr, kind, &reason).unwrap();
        let before = estafette_core::french::explain(kind, &english);
        if NEW_IN_FRENCH.contains(&reason.code.as_str()) {
            assert_eq!(before, english, "{reason:?}: the patterns know it now");
            assert_ne!(french, english, "{reason:?}");
        } else {
            assert_eq!(french, before, "{reason:?}");
        }
        for lang in LANGS {
            let text = c.reason(lang, kind, &reason).unwrap();
            assert!(
                !text.trim().is_empty() && !text.contains('['),
                "{}: {reason:?}",
                lang.code()
            );
            if lang != Lang::En {
                assert_ne!(text, english, "{}: {reason:?} is English", lang.code());
            }
        }
    }
}

#[test]
fn a_square_the_rules_refuse_is_worded_from_its_reason() {
    use estafette_core::games::Square;
    let c = Catalogs::built_in().unwrap();
    let kind = estafette_core::games::any::GameKind::Lattaque;
    let e = Square::parse("4b").unwrap_err();
    assert_eq!(e.1.code, "notation-no-file-letter");
    assert_eq!(
        c.reason(Lang::De, kind, &e.1).unwrap(),
        "„4b“ ist kein Feld: es muss mit dem Buchstaben einer Linie beginnen"
    );
    let e = estafette_core::games::any::GameKind::parse("chess").unwrap_err();
    assert_eq!(
        c.reason(Lang::Fr, kind, &e.1).unwrap(),
        "jeu inconnu « chess » : choisissez lattaque, strand ou assaut"
    );
}
