//! A player's own secret file, side, square or position line, refused in
//! every language: the English as the command line prints it, the French
//! as the French patterns gave it where they knew the sentence (else
//! French), the German German.

use estafette_core::games::any::GameKind;
use estafette_core::protocol::secret_fault::SecretFault;
use estafette_core::reason::Explain;
use estafette_words::{Catalogs, Lang};

#[test]
fn every_secret_fault_is_worded_in_every_language() {
    let c = Catalogs::built_in().unwrap();
    let kind = GameKind::Lattaque;
    let examples = SecretFault::examples();
    assert_eq!(examples.len(), 16);
    for e in examples {
        let english = e.to_string();
        let r = e.reason();
        assert!(r.code.starts_with("refusal-secret-"), "{r:?}");
        let en = c
            .reason(Lang::En, kind, &r)
            .unwrap_or_else(|err| panic!("{err}: {r:?}"));
        assert_eq!(en, english, "{e:?}");
        let fr = c
            .reason(Lang::Fr, kind, &r)
            .unwrap_or_else(|err| panic!("{err}: {r:?}"));
        let before = estafette_core::french::explain(kind, &english);
        if before != english {
            assert_eq!(fr, before, "{e:?}");
        }
        assert_ne!(fr, english, "{e:?}: the French is the English");
        let de = c
            .reason(Lang::De, kind, &r)
            .unwrap_or_else(|err| panic!("{err}: {r:?}"));
        assert!(!de.trim().is_empty(), "{e:?}");
        assert_ne!(de, english, "{e:?}: the German is the English");
    }
}
