//! Why a position's text is refused reads in every language: the English
//! is the sentence the rules have always written (`Display`), the French
//! what the core's `french` patterns give over that English where they know
//! it (they know none of these, so the French is new), and the German a
//! translation.

use estafette_core::games::any::GameKind;
use estafette_core::reason::{Explain, Reason};
use estafette_words::{Catalogs, Lang, LANGS};

/// Checks one refusal of a position of `kind` in every language.
fn check(c: &Catalogs, kind: GameKind, english: &str, reason: &Reason) {
    assert_eq!(c.reason(Lang::En, kind, reason).unwrap(), english, "{reason:?}");
    let before = estafette_core::french::explain(kind, english);
    let french = c.reason(Lang::Fr, kind, reason).unwrap();
    if before == english {
        assert_ne!(french, english, "{reason:?}: French is English");
    } else {
        assert_eq!(french, before, "{reason:?}");
    }
    for lang in LANGS {
        let text = c.reason(lang, kind, reason).unwrap();
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

#[test]
fn every_strand_position_refusal_is_worded_in_every_language() {
    use estafette_core::games::strand::bad_position::BadPosition;
    let c = Catalogs::built_in().unwrap();
    let examples = BadPosition::examples();
    assert!(examples.len() >= 20);
    for e in examples {
        check(&c, GameKind::Strand, &e.to_string(), &e.reason());
    }
}

#[test]
fn a_strand_position_the_rules_refuse_is_worded_from_its_reason() {
    use estafette_core::games::strand::Position;
    use estafette_core::games::Game;
    let c = Catalogs::built_in().unwrap();
    let e = Position::from_text("strand forts=allies:c7+f4/germans:e7+h4 turn=french ply=0 board=x").unwrap_err();
    assert_eq!(e.0, "turn: 'french' is not allies or germans");
    assert_eq!(e.1.code, "strand-position-turn");
    assert_eq!(
        c.reason(Lang::De, GameKind::Strand, &e.1).unwrap(),
        "Zug: „french“ ist weder allies noch germans"
    );
}

#[test]
fn every_assaut_position_refusal_is_worded_in_every_language() {
    use estafette_core::games::assaut::bad_position::BadPosition;
    let c = Catalogs::built_in().unwrap();
    let examples = BadPosition::examples();
    assert!(examples.len() >= 17);
    for e in examples {
        check(&c, GameKind::Assaut, &e.to_string(), &e.reason());
    }
}

#[test]
fn an_assaut_history_over_nests_why_the_game_ended() {
    use estafette_core::games::assaut::bad_position::{BadPosition, History};
    use estafette_core::games::End;
    let c = Catalogs::built_in().unwrap();
    let e = BadPosition::History(History::Over {
        entry: 2,
        end: End::OfficersRemoved,
    });
    let fr = c.reason(Lang::Fr, GameKind::Assaut, &e.reason()).unwrap();
    assert!(
        fr.starts_with(
            "l'historique des répétitions ne peut pas survenir en jeu : la partie était finie à l'entrée 2 ("
        ),
        "{fr}"
    );
    assert!(!fr.contains("both Officers"), "{fr}");
}

#[test]
fn every_lattaque_position_refusal_is_worded_in_every_language() {
    use estafette_core::games::lattaque::bad_position::BadPosition;
    let c = Catalogs::built_in().unwrap();
    let examples = BadPosition::examples();
    assert!(examples.len() >= 38);
    for e in examples {
        check(&c, GameKind::Lattaque, &e.to_string(), &e.reason());
    }
}

#[test]
fn a_lattaque_position_nests_its_options_refusal() {
    use estafette_core::games::lattaque::Position;
    use estafette_core::games::Game;
    use estafette_core::reason::Arg;
    let c = Catalogs::built_in().unwrap();
    let e = Position::from_text("lattaque spy=maybe south 0 x").unwrap_err();
    assert!(e.0.starts_with("bad L'Attaque position: "), "{}", e.0);
    assert_eq!(e.1.code, "lattaque-position");
    let Some(Arg::Reason(inner)) = e.1.args.get("why") else {
        panic!("{:?}", e.1)
    };
    assert_ne!(inner.code, "untyped", "{inner:?}");
    assert_eq!(c.reason(Lang::En, GameKind::Lattaque, &e.1).unwrap(), e.0);
    let de = c.reason(Lang::De, GameKind::Lattaque, &e.1).unwrap();
    assert!(de.starts_with("ungültige L'Attaque-Stellung: "), "{de}");
}
