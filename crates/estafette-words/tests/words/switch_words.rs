//! The words of the games' variants and switches.

use estafette_core::games::any::GameKind;
use estafette_words::ids::{switch_id, switch_values_id, variant_id};
use estafette_words::{Catalogs, LANGS};

/// Every variant and every switch of every game has its words in every
/// language.
#[test]
fn every_variant_and_switch_has_an_id() {
    let c = Catalogs::built_in().expect("the built-in catalogs load");
    let has = |id: &str| LANGS.iter().all(|&lang| c.text(lang, id, &[]).is_ok());
    assert!(!has("switch-strand-no-such-switch"));
    for kind in GameKind::ALL {
        for v in kind.variants() {
            assert!(has(&variant_id(kind, v)), "{kind:?} {v}");
        }
        for sw in kind.switches() {
            assert!(has(&switch_id(kind, sw.name)), "{kind:?} {}", sw.name);
        }
    }
    assert_eq!(
        switch_values_id(GameKind::Strand, "forts").as_deref(),
        Some("switch-strand-forts-values")
    );
    assert_eq!(switch_values_id(GameKind::Assaut, "huff"), None);
}
