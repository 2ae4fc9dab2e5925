//! The protocol's own errors (hex text, byte encodings, commitments,
//! signatures, signing key files) in every language: the English as
//! `Display` writes it (the command line and the log print it), French and
//! German their own; and nested in a blind game's refusals, the same.

use estafette_core::games::any::GameKind;
use estafette_core::protocol::blind::{parse_commit_message, parse_reveal, signing_key_of_file, Secret};
use estafette_core::protocol::blind_line::BlindLine;
use estafette_core::protocol::sign::{KeyFile, SignError};
use estafette_core::protocol::{CommitError, EncodeError, HexError};
use estafette_core::reason::{Explain, Reason};
use estafette_words::{Catalogs, Lang};

/// Every example of the protocol's errors: its English and its reason.
fn examples() -> Vec<(String, String, Reason)> {
    fn all<E: Explain + std::fmt::Debug>(list: Vec<E>) -> Vec<(String, String, Reason)> {
        list.iter()
            .map(|e| (format!("{e:?}"), e.to_string(), e.reason()))
            .collect()
    }
    let mut out = all(HexError::examples());
    out.extend(all(EncodeError::examples()));
    out.extend(all(CommitError::examples()));
    out.extend(all(SignError::examples()));
    out
}

/// `lang`'s words for `r`, or the test fails with the catalogs' error.
fn words(c: &Catalogs, lang: Lang, r: &Reason) -> String {
    c.reason(lang, GameKind::Lattaque, r)
        .unwrap_or_else(|err| panic!("{err}: {r:?}"))
}

#[test]
fn every_protocol_error_is_worded_in_every_language() {
    let c = Catalogs::built_in().unwrap();
    let all = examples();
    assert_eq!(all.len(), 4 + 6 + 6 + 13);
    for (e, english, r) in all {
        assert!(
            r.code.starts_with("protocol-") || r.code.starts_with("refusal-key-"),
            "{e}: {r:?}"
        );
        assert_eq!(words(&c, Lang::En, &r), english, "{e}");
        let fr = words(&c, Lang::Fr, &r);
        assert_ne!(fr, english, "{e}: the French is the English");
        let de = words(&c, Lang::De, &r);
        assert!(!de.trim().is_empty(), "{e}");
        assert_ne!(de, english, "{e}: the German is the English");
        assert_ne!(de, fr, "{e}");
    }
}

#[test]
fn the_english_of_each_error_is_as_it_always_was() {
    let c = Catalogs::built_in().unwrap();
    let en = |e: &dyn Explain| {
        let words = words(&c, Lang::En, &e.reason());
        assert_eq!(words, e.to_string());
        words
    };
    assert_eq!(
        en(&HexError::WrongLength(32, 31)),
        "expected 64 hex digits (32 bytes), found 62 (31 bytes)"
    );
    assert_eq!(en(&HexError::BadChar(0)), "not a hex digit at position 1");
    assert_eq!(
        en(&EncodeError::EventTooLong(7)),
        "an event is at most 4294967295 bytes, this one has 7"
    );
    assert_eq!(
        en(&CommitError::Unsorted(0)),
        "leaves are not in ascending square order (at leaf 1)"
    );
    assert_eq!(
        en(&SignError::Secret(HexError::OddLength(3))),
        "secret: hex text has an odd length (3 characters)"
    );
    assert_eq!(
        en(&SignError::WrongKeyFile {
            format: "x".into(),
            version: 9
        }),
        "not a signing key file of this program (format 'x' version 9; expected 'estafette-signing-key' version 1)"
    );
}

#[test]
fn the_errors_of_real_input_are_typed_and_read_in_french() {
    let c = Catalogs::built_in().unwrap();
    // A key file with a damaged secret, given to `estafette sign`.
    let mut kf = KeyFile::new(&[5; 32]);
    kf.secret = "abc".into();
    let e = KeyFile::read(&kf.to_json()).unwrap_err();
    assert_eq!(e, SignError::Secret(HexError::OddLength(3)));
    let fr = words(&c, Lang::Fr, &e.reason());
    assert_eq!(
        fr,
        "secret : le texte hexadécimal a une longueur impaire (3 caractères)"
    );
    let blind = signing_key_of_file(&kf.to_json()).unwrap_err();
    assert_eq!(blind.0.english, e.to_string());
    assert_eq!(blind.0.reason, e.reason());
    // A commitment's root that is no hex, and a reveal's seed too short.
    let r = parse_commit_message("commit zz", "lattaque-1", 1, estafette_core::games::Side::First).unwrap_err();
    assert_eq!(r.0.english, "commit line: not a hex digit at position 1");
    assert_eq!(
        words(&c, Lang::De, &r.0.reason),
        "commit-Zeile: keine Hexziffer an Position 1"
    );
    let r = parse_reveal("reveal 00\n").unwrap_err();
    assert_eq!(
        words(&c, Lang::Fr, &r.0.reason),
        "ligne « reveal » : 64 chiffres hexadécimaux attendus (32 octets), 2 trouvés (1 octets)"
    );
    // A key line that is no key.
    let text = format!("commit {}\nkey AAAA", "00".repeat(32));
    let r = parse_commit_message(&text, "lattaque-1", 1, estafette_core::games::Side::First);
    let r = r.unwrap_err();
    assert_eq!(
        r.0.english,
        "key line: a public key is 44 characters of base64 (32 bytes)"
    );
    assert_eq!(
        words(&c, Lang::Fr, &r.0.reason),
        "ligne « key » : une clé publique fait 44 caractères en base64 (32 octets)"
    );
    // A secret file whose seed is damaged.
    let options = estafette_core::games::lattaque::Options::default().to_text();
    let json = format!(
        r#"{{"format":"estafette-blind-secret","version":2,"game":"lattaque-1","side":"south","commit_side":1,"options":"{options}","seed":"00","army":"","root":""}}"#
    );
    let e = Secret::from_json(&json).unwrap_err();
    assert_eq!(
        e.0.english,
        "seed: expected 64 hex digits (32 bytes), found 2 (1 bytes)"
    );
    assert_eq!(
        words(&c, Lang::De, &e.0.reason),
        "Saat: 64 Hexziffern (32 Bytes) erwartet, 2 (1 Byte) gefunden"
    );
}

#[test]
fn a_root_that_does_not_match_says_whether_it_binds_a_key() {
    let c = Catalogs::built_in().unwrap();
    let mismatch = |key| BlindLine::RootMismatch {
        why: estafette_core::reason::Why::of(&CommitError::RootMismatch),
        key,
    };
    let (without, with) = (mismatch(false), mismatch(true));
    assert_eq!(
        with.to_string(),
        "the root does not match the leaves and the key (was the army sealed for this game, with the right side and turn?)"
    );
    for e in [without, with] {
        assert_eq!(words(&c, Lang::En, &e.reason()), e.to_string());
    }
    assert!(words(&c, Lang::Fr, &mismatch(true).reason())
        .starts_with("la racine ne correspond pas aux feuilles et à la clé ("));
    assert!(words(&c, Lang::Fr, &mismatch(false).reason()).starts_with("la racine ne correspond pas aux feuilles ("));
    assert!(words(&c, Lang::De, &mismatch(true).reason())
        .starts_with("die Wurzel passt nicht zu den Blättern und dem Schlüssel ("));
}
