//! Why a position's text is refused, where the words depend on a nested
//! reason. (That every refusal reads in every language is `examples.rs`.)

use estafette_core::games::any::GameKind;
use estafette_core::reason::Explain;
use estafette_words::{Catalogs, Lang};

#[test]
fn a_strand_position_the_rules_refuse_is_worded_from_its_reason() {
    use estafette_core::games::strand::Position;
    use estafette_core::games::Game;
    let c = Catalogs::built_in().unwrap();
    let e = Position::from_text("strand forts=allies:c7+f4/germans:e7+h4 turn=french ply=0 board=x").unwrap_err();
    assert_eq!(e.0.english, "turn: 'french' is not allies or germans");
    assert_eq!(e.0.reason.code, "strand-position-turn");
    assert_eq!(
        c.reason(Lang::De, GameKind::Strand, &e.0.reason).unwrap(),
        "Zug: „french“ ist weder allies noch germans"
    );
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
fn a_lattaque_position_nests_its_options_refusal() {
    use estafette_core::games::lattaque::Position;
    use estafette_core::games::Game;
    use estafette_core::reason::Arg;
    let c = Catalogs::built_in().unwrap();
    let e = Position::from_text("lattaque spy=maybe south 0 x").unwrap_err();
    assert!(e.0.english.starts_with("bad L'Attaque position: "), "{}", e.0.english);
    assert_eq!(e.0.reason.code, "lattaque-position");
    let Some(Arg::Reason(inner)) = e.0.reason.args.get("why") else {
        panic!("{:?}", e.0.reason)
    };
    assert_ne!(inner.code, "untyped", "{inner:?}");
    assert_eq!(
        c.reason(Lang::En, GameKind::Lattaque, &e.0.reason).unwrap(),
        e.0.english
    );
    let de = c.reason(Lang::De, GameKind::Lattaque, &e.0.reason).unwrap();
    assert!(de.starts_with("ungültige L'Attaque-Stellung: "), "{de}");
}
