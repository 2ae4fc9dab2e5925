//! Every refusal of the referee reads in every language: the English is
//! the sentence the log and `Decision.failure` record (its `Display`), the
//! French what French players have always read (the core's `french`
//! patterns over that English), and the German its own.

use estafette_core::games::any::GameKind;
use estafette_core::reason::Explain;
use estafette_core::referee::refusal::{LineRefusal, Refusal};
use estafette_words::{Catalogs, Lang};

#[test]
fn every_referee_refusal_is_worded_in_every_language() {
    let c = Catalogs::built_in().unwrap();
    for (kind, refusal) in Refusal::examples() {
        let english = refusal.to_string();
        let r = refusal.reason();
        let en = c.reason(Lang::En, kind, &r).unwrap_or_else(|e| panic!("{e}: {r:?}"));
        assert_eq!(en, english, "{refusal:?}");
        let fr = c.reason(Lang::Fr, kind, &r).unwrap_or_else(|e| panic!("{e}: {r:?}"));
        let before = estafette_core::french::explain(kind, &english);
        if before == english {
            // The French patterns had none for it (French mails read the
            // English): the catalog writes real French now.
            assert_ne!(fr, english, "{refusal:?}");
        } else {
            assert_eq!(fr, before, "{refusal:?}");
        }
        let de = c.reason(Lang::De, kind, &r).unwrap_or_else(|e| panic!("{e}: {r:?}"));
        assert!(!de.trim().is_empty() && !de.contains('['), "{de}");
        assert_ne!(de, english, "{refusal:?}: the German is the English");
    }
}

/// Every refusal of the command language reads in every language, the
/// English and the French as before.
#[test]
fn every_line_refusal_is_worded_in_every_language() {
    let c = Catalogs::built_in().unwrap();
    let kind = GameKind::Lattaque;
    for refusal in LineRefusal::ALL {
        let english = refusal.to_string();
        let r = refusal.reason();
        assert_eq!(c.reason(Lang::En, kind, &r).unwrap(), english, "{refusal:?}");
        let fr = c.reason(Lang::Fr, kind, &r).unwrap();
        assert_eq!(fr, estafette_core::french::explain(kind, &english), "{refusal:?}");
        assert_ne!(fr, english, "{refusal:?}");
        let de = c.reason(Lang::De, kind, &r).unwrap();
        assert_ne!(de, english, "{refusal:?}: the German is the English");
    }
}

/// A vacation's durations read in each language's words, the plural by
/// the count.
#[test]
fn a_refused_vacation_names_its_durations_in_words() {
    let c = Catalogs::built_in().unwrap();
    let day = 86_400;
    let r = Refusal::VacationTooLong {
        needs: day + 2 * 3_600,
        left: 60,
    }
    .reason();
    let kind = GameKind::Strand;
    assert_eq!(
        c.reason(Lang::Fr, kind, &r).unwrap(),
        "ce congé demande 1 jour et 2 heures, mais il ne vous reste que 1 minute de congé cette année"
    );
    assert_eq!(
        c.reason(Lang::De, kind, &r).unwrap(),
        "dieser Urlaub braucht 1 Tag und 2 Stunden, aber Ihnen bleiben dieses Jahr nur 1 Minute"
    );
}

/// Every refusal and breach of the blind referee reads in every language:
/// the English as the log records it, the French as before.
#[test]
fn every_blind_refusal_and_breach_is_worded_in_every_language() {
    use estafette_core::referee::blind_refusal::{BlindRefusal, Breach};
    let c = Catalogs::built_in().unwrap();
    let kind = GameKind::Lattaque;
    let refusals = BlindRefusal::examples()
        .into_iter()
        .map(|r| (format!("{r:?}"), r.to_string(), r.reason()));
    let breaches = Breach::examples()
        .into_iter()
        .map(|b| (format!("{b:?}"), b.to_string(), b.reason()));
    let all: Vec<_> = refusals.chain(breaches).collect();
    assert_eq!(all.len(), 31);
    for (name, english, r) in all {
        let en = c.reason(Lang::En, kind, &r).unwrap_or_else(|e| panic!("{e}: {r:?}"));
        assert_eq!(en, english, "{name}");
        let fr = c.reason(Lang::Fr, kind, &r).unwrap_or_else(|e| panic!("{e}: {r:?}"));
        assert_eq!(fr, estafette_core::french::explain(kind, &english), "{name}");
        assert_ne!(fr, english, "{name}");
        let de = c.reason(Lang::De, kind, &r).unwrap_or_else(|e| panic!("{e}: {r:?}"));
        assert!(!de.trim().is_empty() && !de.contains('['), "{de}");
        // The protocol's own sentences are not data yet.
        if r.code != estafette_core::reason::UNTYPED {
            assert_ne!(de, english, "{name}: the German is the English");
        }
    }
}

/// Too many commands in one mail: the English as the log records it, the
/// French and the German by the count (they read English before).
#[test]
fn too_many_commands_read_by_the_count() {
    use estafette_core::reason::Reason;
    let c = Catalogs::built_in().unwrap();
    let kind = GameKind::Strand;
    let r = |n: i64| Reason::new("refusal-too-many-commands").num("max", n);
    assert_eq!(
        c.reason(Lang::En, kind, &r(50)).unwrap(),
        "too many commands in one mail: at most 50 are read, so these were not applied"
    );
    assert_eq!(
        c.reason(Lang::Fr, kind, &r(50)).unwrap(),
        "trop de commandes dans un même courrier : seules les 50 premières sont lues, les autres n'ont donc pas été appliquées"
    );
    assert_eq!(
        c.reason(Lang::Fr, kind, &r(1)).unwrap(),
        "trop de commandes dans un même courrier : seule la première est lue, les autres n'ont donc pas été appliquées"
    );
    let de = c.reason(Lang::De, kind, &r(50)).unwrap();
    assert!(de.contains("höchstens 50"), "{de}");
}

/// Every challenge or account command that cannot be read, and every time
/// control, reads in every language: the English as the log records it,
/// the French as before (the core's `french` patterns), the German its own.
#[test]
fn every_account_refusal_is_worded_in_every_language() {
    use estafette_core::referee::account::AccountError;
    use estafette_core::referee::clock::ClockError;
    let c = Catalogs::built_in().unwrap();
    let clocks = ClockError::examples()
        .into_iter()
        .map(|e| (GameKind::Lattaque, AccountError::Clock(e)));
    let all: Vec<_> = AccountError::examples().into_iter().chain(clocks).collect();
    assert_eq!(all.len(), 16);
    for (kind, e) in all {
        let english = e.to_string();
        let r = e.reason();
        assert_ne!(r.code, estafette_core::reason::UNTYPED, "{e:?}");
        let en = c
            .reason(Lang::En, kind, &r)
            .unwrap_or_else(|err| panic!("{err}: {r:?}"));
        assert_eq!(en, english, "{e:?}");
        let fr = c
            .reason(Lang::Fr, kind, &r)
            .unwrap_or_else(|err| panic!("{err}: {r:?}"));
        // The French is pinned by tests/golden/examples.txt.
        assert_ne!(fr, english, "{e:?}");
        let de = c
            .reason(Lang::De, kind, &r)
            .unwrap_or_else(|err| panic!("{err}: {r:?}"));
        assert!(!de.trim().is_empty(), "{e:?}");
        assert_ne!(de, english, "{e:?}: the German is the English");
    }
}

/// A challenge the parser refuses carries its typed reason: a bad time
/// control's words in French and German, the player's text kept.
#[test]
fn a_refused_challenge_reads_in_the_challengers_language() {
    use estafette_core::referee::account;
    let c = Catalogs::built_in().unwrap();
    let kind = GameKind::Lattaque;
    let e = account::parse(&["NOUVELLE lattaque CONTRE bob@example.org 0/3j".to_string()]).unwrap_err();
    assert_eq!(e.to_string(), "'0/3j': between 1 and 1000 moves per period");
    assert_eq!(
        c.reason(Lang::Fr, kind, &e.reason()).unwrap(),
        "« 0/3j » : entre 1 et 1000 coups par période"
    );
    let e = account::parse(&["NEU strand MIT bob@example.org hallo".to_string()]).unwrap_err();
    let de = c.reason(Lang::De, GameKind::Strand, &e.reason()).unwrap();
    assert!(
        de.starts_with("„hallo“ wird hier nicht verstanden; schreiben Sie NEU SPIEL"),
        "{de}"
    );
}

/// Every refusal of a mailed commitment or final reveal reads in every
/// language: the English as the log records it, French and German their
/// own (the golden file of examples pins them).
#[test]
fn every_commitment_and_reveal_refusal_is_worded_in_every_language() {
    use estafette_core::protocol::blind_line::{open_line_examples, BlindLine};
    let c = Catalogs::built_in().unwrap();
    let kind = GameKind::Lattaque;
    let lines = BlindLine::examples()
        .into_iter()
        .map(|e| (format!("{e:?}"), e.to_string(), e.reason()));
    let opens = open_line_examples()
        .into_iter()
        .map(|e| (format!("{e:?}"), e.to_string(), e.reason()));
    let all: Vec<_> = lines.chain(opens).collect();
    assert_eq!(all.len(), 27);
    for (e, english, r) in all {
        let en = c
            .reason(Lang::En, kind, &r)
            .unwrap_or_else(|err| panic!("{err}: {r:?}"));
        assert_eq!(en, english, "{e:?}");
        let fr = c
            .reason(Lang::Fr, kind, &r)
            .unwrap_or_else(|err| panic!("{err}: {r:?}"));
        // The French is pinned by tests/golden/examples.txt.
        assert_ne!(fr, english, "{e:?}");
        let de = c
            .reason(Lang::De, kind, &r)
            .unwrap_or_else(|err| panic!("{err}: {r:?}"));
        assert!(!de.trim().is_empty(), "{e:?}");
        assert_ne!(de, english, "{e:?}: the German is the English");
    }
    // One leaf is one, in French and German.
    let one = BlindLine::LeafCount { n: 1, count: 36 }.reason();
    assert!(c.reason(Lang::Fr, kind, &one).unwrap().starts_with("1 feuille ;"));
    assert!(c.reason(Lang::De, kind, &one).unwrap().starts_with("1 Blatt;"));
}

/// The label of the lines past the most read: the English as the mails
/// always wrote it, French and German by the count (they read English).
#[test]
fn the_lines_past_the_most_read_are_labelled_by_the_count() {
    use estafette_core::reason::Reason;
    let c = Catalogs::built_in().unwrap();
    let kind = GameKind::Strand;
    let r = |n: i64| {
        Reason::new(estafette_words::ids::REFUSAL_LINES_AFTER)
            .num("n", n)
            .num("max", 50)
    };
    assert_eq!(
        c.reason(Lang::En, kind, &r(2)).unwrap(),
        "(the 2 lines after the first 50)"
    );
    assert_eq!(
        c.reason(Lang::Fr, kind, &r(2)).unwrap(),
        "(les 2 lignes après les 50 premières)"
    );
    assert_eq!(
        c.reason(Lang::Fr, kind, &r(1)).unwrap(),
        "(la ligne après les 50 premières)"
    );
    assert_eq!(
        c.reason(Lang::De, kind, &r(3)).unwrap(),
        "(die 3 Zeilen nach den ersten 50)"
    );
    assert_eq!(
        c.reason(Lang::De, kind, &r(1)).unwrap(),
        "(die Zeile nach den ersten 50)"
    );
}
