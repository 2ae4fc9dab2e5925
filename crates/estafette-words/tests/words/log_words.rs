//! Why a logged event does not fit the game, in every language: the
//! English exactly as `verify` and the referee write it, the French and
//! the German their own.

use estafette_core::games::any::GameKind;
use estafette_core::reason::Explain;
use estafette_core::referee::misfit::Misfit;
use estafette_words::{Catalogs, Lang};

#[test]
fn every_misfit_is_worded_in_every_language() {
    let c = Catalogs::built_in().unwrap();
    let kind = GameKind::Lattaque;
    let examples = Misfit::examples();
    assert!(examples.len() > 80, "{}", examples.len());
    for e in examples {
        let english = e.to_string();
        let r = e.reason();
        let en = c
            .reason(Lang::En, kind, &r)
            .unwrap_or_else(|err| panic!("{err}: {r:?}"));
        assert_eq!(en, english, "{e:?}");
        if matches!(e, Misfit::Inner(_)) {
            continue;
        }
        assert!(r.code.starts_with("log-"), "{r:?}");
        let fr = c
            .reason(Lang::Fr, kind, &r)
            .unwrap_or_else(|err| panic!("{err}: {r:?}"));
        assert_ne!(fr, english, "{e:?}: the French is the English");
        let de = c
            .reason(Lang::De, kind, &r)
            .unwrap_or_else(|err| panic!("{err}: {r:?}"));
        assert_ne!(de, english, "{e:?}: the German is the English");
        assert_ne!(de, fr, "{e:?}");
    }
}

#[test]
fn a_replayed_log_names_the_event_and_the_side_in_the_readers_language() {
    let c = Catalogs::built_in().unwrap();
    let e = Misfit::examples()
        .into_iter()
        .find(|e| matches!(e, Misfit::OutOfTurn { .. }))
        .unwrap();
    let at = Misfit::AtEvent {
        n: 9,
        misfit: Box::new(e),
    };
    let r = at.reason();
    assert_eq!(
        c.reason(Lang::En, GameKind::Lattaque, &r).unwrap(),
        "event 9: move b4-b5 by North (Bob) out of turn"
    );
    assert_eq!(
        c.reason(Lang::Fr, GameKind::Lattaque, &r).unwrap(),
        "événement 9 : coup b4-b5 du Nord (Bob) hors de son tour"
    );
    assert_eq!(
        c.reason(Lang::De, GameKind::Lattaque, &r).unwrap(),
        "Ereignis 9: Zug b4-b5 des Nordens (Bob) außer der Reihe"
    );
}
