//! Refusals of the referee whose words depend on their arguments: counts
//! and durations in plural forms, a challenger's own text. (That every
//! refusal reads in every language is `examples.rs`.)

use estafette_core::games::any::GameKind;
use estafette_core::reason::Explain;
use estafette_core::referee::refusal::Refusal;
use estafette_words::{Catalogs, Lang};

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

/// One leaf is one, in French and German.
#[test]
fn one_leaf_reads_in_the_singular() {
    use estafette_core::protocol::blind_line::BlindLine;
    let c = Catalogs::built_in().unwrap();
    let kind = GameKind::Lattaque;
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
