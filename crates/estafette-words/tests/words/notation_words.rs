//! How a square or a game's name must be written, worded from the reason
//! the parser gives. (That every notation refusal reads in every language
//! is `examples.rs`.)

use estafette_words::{Catalogs, Lang};

#[test]
fn a_square_the_rules_refuse_is_worded_from_its_reason() {
    use estafette_core::games::Square;
    let c = Catalogs::built_in().unwrap();
    let kind = estafette_core::games::any::GameKind::Lattaque;
    let e = Square::parse("4b").unwrap_err();
    assert_eq!(e.0.reason.code, "notation-no-file-letter");
    assert_eq!(
        c.reason(Lang::De, kind, &e.0.reason).unwrap(),
        "„4b“ ist kein Feld: es muss mit dem Buchstaben einer Linie beginnen"
    );
    let e = estafette_core::games::any::GameKind::parse("chess").unwrap_err();
    assert_eq!(
        c.reason(Lang::Fr, kind, &e.0.reason).unwrap(),
        "jeu inconnu « chess » : choisissez lattaque, strand ou assaut"
    );
}
