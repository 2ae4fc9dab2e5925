//! Why a transcript does not verify, in every language: the English as
//! `estafette verify` prints it (the catalog's English is the core's
//! `Display`, byte for byte), the French and the German translated.

use estafette_core::games::any::GameKind;
use estafette_core::reason::Explain;
use estafette_core::transcript::{Broken, Spelt};
use estafette_words::{Catalogs, Lang};

#[test]
fn every_verify_failure_is_worded_in_every_language() {
    let c = Catalogs::built_in().unwrap();
    let kind = GameKind::Lattaque;
    let examples = Broken::examples();
    assert!(examples.len() >= 45, "{}", examples.len());
    let mut codes = std::collections::BTreeSet::new();
    for e in examples {
        let english = e.to_string();
        let r = e.reason();
        assert!(r.code.starts_with("verify-"), "{r:?}");
        codes.insert(r.code.clone());
        let en = c
            .reason(Lang::En, kind, &r)
            .unwrap_or_else(|err| panic!("{err}: {r:?}"));
        assert_eq!(en, english, "{e:?}");
        for lang in [Lang::Fr, Lang::De] {
            let words = c.reason(lang, kind, &r).unwrap_or_else(|err| panic!("{err}: {r:?}"));
            assert!(!words.trim().is_empty(), "{e:?}");
            // A finding that is only its inner words (the referee's or
            // the protocol's) reads as those words do.
            if !matches!(e, Broken::Hashing(_) | Broken::Start(_) | Broken::ArmyUnreadable(_)) {
                assert_ne!(words, english, "{e:?} in {}", lang.code());
            }
        }
    }
    assert_eq!(codes.len(), 46, "one code per finding, spelling and member: {codes:?}");
}

#[test]
fn numbers_past_a_catalogs_range_keep_their_digits() {
    let c = Catalogs::built_in().unwrap();
    for e in [
        Broken::NoEntry { n: u64::MAX },
        Broken::Numbered {
            entry: 3,
            numbered: (1 << 53) + 1,
        },
        Broken::BeforeEpoch { event: 2, at: i64::MIN },
        Broken::TimeBack {
            event: 4,
            at: 5,
            earlier: 3,
            before: i64::MAX,
        },
        Broken::Spelling {
            event: 9,
            what: Spelt::Key,
            value: "{ $x } \"quoted\"".into(),
        },
    ] {
        let en = c.reason(Lang::En, GameKind::Strand, &e.reason()).unwrap();
        assert_eq!(en, e.to_string());
    }
}
