//! The operator's language: `rules`, `list` and `show` print in it, from
//! the catalogs, chosen by `ESTAFETTE_LANG` or else the locale (`LC_ALL`,
//! `LC_MESSAGES`, `LANG`); `--json` stays the same in every language. And
//! the games' titles, which each language's mails give in its own words.

use crate::common;
use common::run_in as run;

use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::views::words::{self, ids};
use estafette::views::Lang;
use std::path::Path;
use std::process::Output;

fn ok(o: &Output) -> String {
    assert!(o.status.success(), "failed: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The environments that choose each language, with the language.
fn environments() -> Vec<(Vec<(&'static str, &'static str)>, Lang)> {
    vec![
        (vec![], Lang::En),
        (vec![("LANG", "C")], Lang::En),
        (vec![("LANG", "POSIX")], Lang::En),
        (vec![("LANG", "es_ES.UTF-8")], Lang::En),
        (vec![("ESTAFETTE_LANG", "de")], Lang::De),
        (vec![("ESTAFETTE_LANG", "fr")], Lang::Fr),
        (vec![("LANG", "de_DE.UTF-8")], Lang::De),
        (vec![("LANG", "fr_CA")], Lang::Fr),
        (vec![("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "fr_FR.UTF-8")], Lang::Fr),
        (vec![("LC_MESSAGES", "fr_FR.UTF-8"), ("LC_ALL", "de_AT")], Lang::De),
        (vec![("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")], Lang::En),
        (vec![("ESTAFETTE_LANG", "en"), ("LANG", "de_DE.UTF-8")], Lang::En),
        (vec![("ESTAFETTE_LANG", "fr"), ("LC_ALL", "de_DE.UTF-8")], Lang::Fr),
    ]
}

#[test]
fn rules_are_in_the_operators_language() {
    let dir = tempfile::tempdir().unwrap();
    for kind in GameKind::ALL {
        for (env, lang) in environments() {
            let out = ok(&run(dir.path(), &env, &["rules", kind.name()]));
            assert_eq!(out, format!("{}\n", estafette::cli::rules_in(kind, lang)), "{env:?}");
        }
    }
    let de = ok(&run(dir.path(), &[("ESTAFETTE_LANG", "de")], &["rules", "lattaque"]));
    assert!(de.starts_with("Jede Armee, 36 Figuren"), "{de}");
    let fr = ok(&run(dir.path(), &[("LANG", "fr_FR.UTF-8")], &["rules", "strand"]));
    assert!(fr.starts_with("Chaque armée"), "{fr}");
    // --lang still chooses, whatever the environment.
    let en = ok(&run(
        dir.path(),
        &[("ESTAFETTE_LANG", "de")],
        &["rules", "lattaque", "--lang", "en"],
    ));
    assert!(en.starts_with("Each army, 36 pieces"), "{en}");
}

/// The brief is for a reader of the rules: nothing of "your" army or forts,
/// no mail command, and both sides' forts and capitals (the Strand).
#[test]
fn rules_speak_to_a_reader_not_to_a_player() {
    for lang in words::LANGS {
        for kind in GameKind::ALL {
            let text = estafette::cli::rules_in(kind, lang);
            let player = estafette::compose::rules_brief(kind, &OptionsSpec::default(), Side::First, lang);
            let more = words::text(lang, ids::GUIDE_RULES_MORE, &[]);
            assert!(player.contains(&more), "the check can fail");
            assert!(!text.contains(&more), "{}: {text}", lang.code());
            if lang == Lang::En {
                let lower = text.to_lowercase();
                assert!(!lower.contains("your "), "{text}");
            }
        }
        let strand = estafette::cli::rules_in(GameKind::Strand, lang);
        for square in ["c7", "f4", "e7", "h4", "j10", "a1"] {
            assert!(strand.contains(square), "{}: {square}: {strand}", lang.code());
        }
        // Both capitals, by the names the language gives them.
        for side in [Side::First, Side::Second] {
            let capital = words::side(lang, "strand", side, Some("capital"));
            assert!(strand.contains(&capital), "{}: {capital}: {strand}", lang.code());
        }
    }
    let en = estafette::cli::rules_in(GameKind::Lattaque, Lang::En);
    assert!(!en.contains("Your army") && !en.contains("your own"), "{en}");
    assert!(en.contains("c4, e4, g4 (for South) or c7, e7, g7 (for North)"), "{en}");
}

#[test]
fn a_wrong_estafette_lang_is_a_settings_error() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(dir.path(), &[("ESTAFETTE_LANG", "klingon")], &["rules", "strand"]);
    assert_eq!(o.status.code(), Some(78));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("ESTAFETTE_LANG=klingon") && err.contains("en, fr, de or nl"),
        "{err}"
    );
}

/// A database with a game of each state: won, drawn, paused, in setup,
/// in play.
fn games(d: &Path) {
    ok(&run(d, &[], &["init"]));
    let new = |args: &[&str]| ok(&run(d, &[], &[&["new"], args].concat()));
    let strand = [
        "strand",
        "--first",
        "Alice <a@x.org>",
        "--second",
        "Bob <b@x.org>",
        "--moves-first",
        "first",
    ];
    for _ in 0..3 {
        new(&strand);
    }
    new(&["lattaque", "--first", "Zoë <z@x.org>", "--second", "b@x.org"]);
    new(&["assaut", "--first", "Alice <a@x.org>", "--second", "Bob <b@x.org>"]);
    let op = |args: &[&str]| ok(&run(d, &[], &[&["operator"], args].concat()));
    op(&["decide", "strand-1", "--winner", "1", "--reason", "Bob left"]);
    op(&["decide", "assaut-1", "--winner", "draw", "--reason", "agreed"]);
    op(&["pause", "strand-2", "--reason", "holiday"]);
}

/// The English words of `list` and `show` no other language may print.
const ENGLISH: &[&str] = &[
    "GAME",
    "KIND",
    "PLAYERS",
    "TO MOVE",
    "DEADLINE",
    "STATE",
    "drawn",
    " won ",
    "paused",
    "setup",
    "in play",
    " v ",
    "operator's decision",
    "Game over",
    "Setup:",
    "waiting",
    "to move",
    "South",
    "North",
    "War Game",
];

#[test]
fn list_is_in_the_operators_language_and_json_in_none() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    games(d);
    let english = ok(&run(d, &[], &["list"]));
    assert_eq!(ok(&run(d, &[("LANG", "C")], &["list"])), english);
    for word in [
        "GAME",
        "drawn (operator's decision: agreed)",
        "Alice won (operator's decision: Bob left)",
    ] {
        assert!(english.contains(word), "{word}:\n{english}");
    }
    for word in ["paused", "setup", "in play", "Alice v Bob"] {
        assert!(english.contains(word), "{word}:\n{english}");
    }
    let json = ok(&run(d, &[], &["list", "--json"]));
    assert!(json.contains("\"state\": \"paused\""), "{json}");
    for (env, lang) in environments() {
        let out = ok(&run(d, &env, &["list"]));
        match lang {
            Lang::En => assert_eq!(out, english, "{env:?}"),
            _ => {
                for word in ENGLISH {
                    assert!(!out.contains(word), "{env:?}: the English {word:?} in:\n{out}");
                }
            }
        }
        // JSON is the same whatever the language.
        assert_eq!(ok(&run(d, &env, &["list", "--json"])), json, "{env:?}");
    }
    let de = ok(&run(d, &[("ESTAFETTE_LANG", "de")], &["list"]));
    let header = de.lines().next().unwrap();
    assert!(
        header.starts_with("PARTIE") && header.contains("AM ZUG") && header.ends_with("ZUSTAND"),
        "{de}"
    );
    for state in [
        "Alice hat gewonnen (Entscheidung des Betreibers: Bob left)",
        "remis (Entscheidung des Betreibers: agreed)",
        "angehalten",
        "Aufstellung",
        "läuft",
        "Alice gegen Bob",
    ] {
        assert!(de.contains(state), "{state}:\n{de}");
    }
    let fr = ok(&run(d, &[("LANG", "fr_FR.UTF-8")], &["list"]));
    for state in [
        "ÉTAT",
        "Alice a gagné (décision de l'opérateur : Bob left)",
        "en pause",
        "mise en place",
        "en cours",
    ] {
        assert!(fr.contains(state), "{state}:\n{fr}");
    }
    // The columns stay aligned under the longer headers (counted in
    // characters: ÉTAT and ÉCHÉANCE are not ASCII).
    let col = |l: &str, word: &str| l.find(word).map(|at| l[..at].chars().count());
    let header = fr.lines().next().unwrap();
    let players: Vec<Option<usize>> = fr.lines().skip(1).map(|l| col(l, "Alice").or(col(l, "Zoë"))).collect();
    assert!(players.iter().all(|c| *c == col(header, "JOUEURS")), "{fr}");
    let states: Vec<usize> = fr.lines().skip(1).map(|l| l.trim_end().chars().count()).collect();
    assert!(states.iter().all(|n| *n > col(header, "ÉTAT").unwrap()), "{fr}");
}

#[test]
fn show_is_in_the_operators_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    games(d);
    let en = ok(&run(d, &[], &["show", "strand-1"]));
    assert!(en.starts_with("The 'Strand' War Game strand-1 — Alice v Bob"), "{en}");
    assert!(
        en.contains("Game over: Alice won (operator's decision: Bob left)."),
        "{en}"
    );
    let de = ok(&run(d, &[("LANG", "de_DE.UTF-8")], &["show", "strand-1"]));
    assert!(de.starts_with("Strand-Kriegsspiel strand-1 — Alice gegen Bob"), "{de}");
    assert!(de.contains("Partie beendet: Alice hat gewonnen"), "{de}");
    let setup = ok(&run(d, &[("ESTAFETTE_LANG", "de")], &["show", "lattaque-1"]));
    assert!(
        setup.contains("Es fehlen die Armeen von Zoë (Süden) und b (Norden)."),
        "{setup}"
    );
    let fr = ok(&run(d, &[("ESTAFETTE_LANG", "fr")], &["show", "strand-3"]));
    assert!(
        fr.starts_with("Jeu de guerre du Strand strand-3 — Alice c. Bob"),
        "{fr}"
    );
    assert!(fr.contains("Coup 1 : Alice (Alliés) a le trait."), "{fr}");
    for (text, lang) in [(&de, "de"), (&setup, "de"), (&fr, "fr")] {
        for word in ENGLISH {
            assert!(!text.contains(word), "{lang}: the English {word:?} in:\n{text}");
        }
    }
}

/// A French or German player's mails name the game by its title in their
/// language; an English player's keep the English title.
#[test]
fn mails_name_the_game_in_the_readers_language() {
    for (code, title) in [("fr", "Jeu de guerre du Strand"), ("de", "Strand-Kriegsspiel")] {
        let mut h = common::Harness::new();
        let mut ps = common::players();
        ps[1].lang = code.into();
        h.svc
            .new_game(GameKind::Strand, OptionsSpec::default(), ps, Some(Side::First), None)
            .unwrap();
        let sent = h.flush();
        let to = |who: &str| sent.iter().find(|m| m.to == who).unwrap();
        let (alice, bob) = (to("alice@example.org"), to("bob@example.org"));
        assert!(
            alice.subject.starts_with("The 'Strand' War Game strand-1"),
            "{}",
            alice.subject
        );
        assert!(bob.subject.starts_with(&format!("{title} strand-1")), "{}", bob.subject);
        assert!(bob.text.contains(&format!("{title} — strand-1")), "{}", bob.text);
        assert!(
            !bob.text.contains("War Game") && !bob.subject.contains("War Game"),
            "{}",
            bob.text
        );
    }
}

/// The English words of what `stats`, `audit`, `backup`, `init` and
/// `verify` report, which no other language may print.
const ENGLISH_REPORTS: &[&str] = &[
    "games ",
    "moves in the last",
    "per day",
    "mail in",
    "mail out",
    "bounces",
    "oldest unprocessed",
    "outbox pending",
    "audit:",
    "problem",
    "database file",
    "sound",
    "backed up",
    "key file",
    "is not in the backup",
    "keep a copy",
    "ready",
    "verified",
    " events",
    " moves",
    " won ",
    "head ",
];

/// The value column of `stats` (what follows the label, padded to 36
/// characters), the same in every language.
fn stats_values(out: &str) -> Vec<String> {
    out.lines()
        .map(|l| {
            let label = l.chars().take(36).collect::<String>();
            assert!(!label.trim().is_empty(), "{out}");
            l[label.len()..].to_string()
        })
        .collect()
}

#[test]
fn stats_audit_and_backup_are_in_the_operators_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    games(d);
    // English, as it always was.
    let stats = ok(&run(d, &[], &["stats"]));
    for line in [
        "moves in the last 24 h               0",
        "moves in the last 7 days (per day)   0.0",
        "bounces in the last 30 days          0",
        "oldest unprocessed message           none",
        "outbox pending                       ",
    ] {
        assert!(stats.contains(line), "{line:?} in:\n{stats}");
    }
    assert!(stats.lines().any(|l| l.starts_with("games strand ")), "{stats}");
    assert!(stats.lines().any(|l| l.starts_with("mail out: queued ")), "{stats}");
    let audit = ok(&run(d, &[], &["audit"]));
    assert_eq!(
        audit,
        "audit: 5 games, 0 problem(s)\naudit: the database file is sound; every game's log, replay, snapshot \
         and outgoing mail agree\n"
    );
    let backup = ok(&run(d, &[], &["backup", "b-en.db"]));
    assert_eq!(
        backup,
        "backed up ref.db to b-en.db\nthe key file ref.key is not in the backup: keep a copy of it elsewhere, or \
         the armies and reply tokens of running games cannot be read\n"
    );
    assert_eq!(ok(&run(d, &[("LANG", "C")], &["stats"])), stats);
    for (i, (env, lang)) in environments().into_iter().enumerate() {
        let (s, a) = (ok(&run(d, &env, &["stats"])), ok(&run(d, &env, &["audit"])));
        let b = ok(&run(d, &env, &["backup", &format!("b-{i}.db")]));
        // The values stay as they are, in the same order.
        assert_eq!(stats_values(&s), stats_values(&stats), "{env:?}:\n{s}");
        if lang == Lang::En {
            assert_eq!((&s, &a), (&stats, &audit), "{env:?}");
            continue;
        }
        for text in [&s, &a, &b] {
            for word in ENGLISH_REPORTS {
                assert!(!text.contains(word), "{env:?}: the English {word:?} in:\n{text}");
            }
        }
    }
    let de = |args: &[&str]| ok(&run(d, &[("ESTAFETTE_LANG", "de")], args));
    let s = de(&["stats"]);
    assert!(s.contains("Züge der letzten 24 h                0"), "{s}");
    assert!(s.lines().any(|l| l.starts_with("Partien strand ")), "{s}");
    assert!(s.lines().any(|l| l.starts_with("Post ausgehend: queued ")), "{s}");
    assert_eq!(
        de(&["audit"]),
        "Prüfung: 5 Partien, 0 Probleme\nPrüfung: Die Datenbankdatei ist fehlerfrei; Protokoll, Nachspielen, \
         Momentaufnahme und ausgehende Post jeder Partie stimmen überein\n"
    );
    let b = de(&["backup", "b-de.db"]);
    assert!(
        b.starts_with("ref.db nach b-de.db gesichert\nDie Schlüsseldatei ref.key "),
        "{b}"
    );
    let fr = |args: &[&str]| ok(&run(d, &[("LANG", "fr_FR.UTF-8")], args));
    let s = fr(&["stats"]);
    assert!(s.contains("envois en attente"), "{s}");
    assert!(s.lines().any(|l| l.starts_with("parties strand ")), "{s}");
    let a = fr(&["audit"]);
    assert!(
        a.starts_with("audit : 5 parties, 0 problème\naudit : le fichier de la base est sain ;"),
        "{a}"
    );
    let b = fr(&["backup", "b-fr.db"]);
    assert!(
        b.starts_with("ref.db sauvegardée dans b-fr.db\nle fichier de clé ref.key "),
        "{b}"
    );
}

/// `audit`'s counts choose their plural in French and German, and keep
/// English's "problem(s)" whatever the count.
#[test]
fn audit_counts_choose_their_plural() {
    let count =
        |lang, games: &str, n: &str| words::text(lang, ids::OPERATOR_AUDIT_COUNT, &[("games", games), ("n", n)]);
    assert_eq!(count(Lang::En, "1", "1"), "audit: 1 games, 1 problem(s)");
    assert_eq!(count(Lang::De, "1", "1"), "Prüfung: 1 Partie, 1 Problem");
    assert_eq!(count(Lang::De, "2", "3"), "Prüfung: 2 Partien, 3 Probleme");
    assert_eq!(count(Lang::Fr, "1", "2"), "audit : 1 partie, 2 problèmes");
    let damaged = |lang, n: &str| words::text(lang, ids::OPERATOR_AUDIT_DAMAGED, &[("n", n)]);
    assert_eq!(
        damaged(Lang::En, "1"),
        "audit: the database file is damaged (1 problem(s))"
    );
    assert_eq!(
        damaged(Lang::De, "1"),
        "Prüfung: Die Datenbankdatei ist beschädigt (1 Problem)"
    );
    assert_eq!(
        damaged(Lang::Fr, "4"),
        "audit : le fichier de la base est endommagé (4 problèmes)"
    );
}

/// `init` and `verify` report in the operator's language; `new` prints the
/// bare id (scripts read it) in every language.
#[test]
fn init_and_verify_are_in_the_operators_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let init = ok(&run(d, &[], &["init"]));
    assert_eq!(init, "database ref.db and key file ref.key ready\n");
    let de = ok(&run(d, &[("ESTAFETTE_LANG", "de")], &["init"]));
    assert_eq!(de, "Datenbank ref.db und Schlüsseldatei ref.key bereit\n");
    let fr = ok(&run(d, &[("ESTAFETTE_LANG", "fr")], &["init"]));
    assert_eq!(fr, "base ref.db et fichier de clé ref.key prêts\n");
    games(d);
    let id = ok(&run(
        d,
        &[("ESTAFETTE_LANG", "de")],
        &["new", "strand", "--first", "A <a@x.org>", "--second", "B <b@x.org>"],
    ));
    assert_eq!(id, "strand-4\n");
    ok(&run(d, &[], &["export", "strand-1", "-o", "t.json"]));
    let en = ok(&run(d, &[], &["verify", "t.json"]));
    let head = en.trim_end().rsplit(' ').next().unwrap().to_string();
    let events = en.split(" — ").nth(1).unwrap().split(' ').next().unwrap().to_string();
    assert_eq!(
        en,
        format!(
            "verified: strand-1 — {events} events, 0 moves, Alice won (operator's decision: Bob left); head {events} \
             {head}\n"
        )
    );
    // Why the game ended is worded from the reason the log records; the
    // operator's own words stay as written.
    let de = ok(&run(d, &[("ESTAFETTE_LANG", "de")], &["verify", "t.json"]));
    assert_eq!(
        de,
        format!(
            "geprüft: strand-1 — {events} Ereignisse, 0 Züge, Alice hat gewonnen (Entscheidung des Betreibers: Bob left); \
             Kopf {events} {head}\n"
        )
    );
    let fr = ok(&run(d, &[("LANG", "fr_FR.UTF-8")], &["verify", "t.json"]));
    assert!(
        fr.starts_with(&format!(
            "vérifié : strand-1 — {events} événements, 0 coup, Alice a gagné"
        )),
        "{fr}"
    );
    for text in [&de, &fr] {
        for word in ENGLISH_REPORTS {
            assert!(!text.contains(word), "the English {word:?} in:\n{text}");
        }
    }
}

/// `restore` reports in the operator's language, English as it was.
#[test]
fn restore_is_in_the_operators_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    games(d);
    ok(&run(d, &[], &["backup", "b.db"]));
    let backup = d.join("b.db");
    let (b, key) = (backup.to_str().unwrap(), d.join("ref.key"));
    for (env, want) in [
        (vec![], "(schema "),
        (vec![("ESTAFETTE_LANG", "de")], "(Schema "),
        (vec![("LANG", "fr_FR.UTF-8")], "(schéma "),
    ] {
        let other = tempfile::tempdir().unwrap();
        std::fs::copy(&key, other.path().join("ref.key")).unwrap();
        let out = ok(&run(other.path(), &env, &["restore", b]));
        assert!(out.contains(want), "{env:?}: {out}");
        let lines: Vec<&str> = out.lines().collect();
        match env.first().map(|(_, v)| *v) {
            None => {
                assert!(lines[0].starts_with(&format!("restored {b} (schema ")), "{out}");
                assert!(lines[0].ends_with(", 5 games) to ref.db"), "{out}");
                assert_eq!(lines[1], "audit passed with the key file ref.key");
            }
            Some("de") => {
                assert!(
                    lines[0].ends_with(", 5 Partien) nach ref.db wiederhergestellt"),
                    "{out}"
                );
                assert_eq!(lines[1], "Prüfung mit der Schlüsseldatei ref.key bestanden");
            }
            Some(_) => {
                assert!(lines[0].ends_with(", 5 parties) en ref.db"), "{out}");
                assert_eq!(lines[1], "audit réussi avec le fichier de clé ref.key");
            }
        }
    }
}

/// `verify --receipts` reports in the operator's language: English as it
/// was, one head or many in French and German.
#[test]
fn receipts_choose_their_plural() {
    let receipts = |lang, n: &str| words::text(lang, ids::OPERATOR_VERIFY_RECEIPTS, &[("n", n)]);
    assert_eq!(
        receipts(Lang::En, "1"),
        "receipts: all 1 chain heads in your mail match the transcript"
    );
    assert_eq!(
        receipts(Lang::De, "1"),
        "Belege: Der Kettenkopf in Ihrer Post stimmt mit dem Protokoll überein"
    );
    assert_eq!(
        receipts(Lang::De, "4"),
        "Belege: Alle 4 Kettenköpfe in Ihrer Post stimmen mit dem Protokoll überein"
    );
    assert_eq!(
        receipts(Lang::Fr, "4"),
        "reçus : les 4 têtes de chaîne de votre courrier correspondent à la transcription"
    );
    let last = |lang| {
        words::text(
            lang,
            ids::OPERATOR_VERIFY_RECEIPTS_LAST,
            &[("last", "3"), ("events", "9")],
        )
    };
    assert_eq!(
        last(Lang::En),
        "receipts: the last one you hold is at entry 3 of 9: no mail of yours covers the entries after it"
    );
    assert!(last(Lang::De).contains("Eintrag 3 von 9"), "{}", last(Lang::De));
    assert!(last(Lang::Fr).contains("l'entrée 3 sur 9"), "{}", last(Lang::Fr));
}

/// A command line's failure is worded in the operator's language, with
/// the same exit status in each.
#[test]
fn failures_are_in_the_operators_language() {
    use estafette::cli::errors::CliError;
    use estafette_core::reason::Explain;
    let dir = tempfile::tempdir().unwrap();
    let missing = CliError::NoSuchFile {
        path: "no-such-transcript.json".into(),
    };
    for (env, lang) in environments() {
        let o = run(dir.path(), &env, &["verify", "no-such-transcript.json"]);
        assert_eq!(o.status.code(), Some(66), "{env:?}");
        let want = words::reason(lang, GameKind::Lattaque, &missing.reason());
        assert_eq!(
            String::from_utf8_lossy(&o.stderr),
            format!("estafette: {want}\n"),
            "{env:?}"
        );
    }
    let fr = run(dir.path(), &[("LANG", "fr_FR.UTF-8")], &["verify", "x.json"]);
    assert!(String::from_utf8_lossy(&fr.stderr).contains("n'existe pas"));
}

/// The binary's help (`--help`, `-h`, `COMMAND --help`) and what it exits with.
fn help(env: &[(&str, &str)], args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let o = run(dir.path(), env, args);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(o.stderr.is_empty(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// `estafette --help` and a command's help are in the operator's language:
/// the texts, clap's headings and the built-in flags' help.
#[test]
fn help_is_in_the_operators_language() {
    let de = help(&[("ESTAFETTE_LANG", "de")], &["--help"]);
    for words in [
        "Ein Schiedsrichter per E-Mail für L'Attaque",
        "Aufruf: estafette [OPTIONS] <COMMAND>",
        "\nBefehle:\n",
        "\nOptionen:\n",
        "Die SQLite-Datenbank [Umgebung: ESTAFETTE_DB=]",
        "Eine Partie zeigen: das Brett",
        "Hilfe ausgeben",
        "Version ausgeben",
    ] {
        assert!(de.contains(words), "{words:?} in:\n{de}");
    }
    let show = help(&[("LANG", "de_DE.UTF-8")], &["show", "--help"]);
    for words in [
        "Aufruf: estafette show [OPTIONS] <GAME>",
        "\nArgumente:\n  <GAME>  Die Partie, z. B. strand-1\n",
        "Die Sicht dieses Spielers zeigen",
    ] {
        assert!(show.contains(words), "{words:?} in:\n{show}");
    }
    assert_eq!(help(&[("ESTAFETTE_LANG", "de")], &["show", "-h"]), show);
    let fr = help(&[("LANG", "fr_FR.UTF-8")], &["show", "--help"]);
    for words in [
        "Montrer une partie : le plateau tel que l'arbitre le voit",
        "Utilisation : estafette show [OPTIONS] <GAME>",
        "\nArguments :\n  <GAME>  L'identifiant de la partie, par exemple strand-1\n",
        "\nOptions :\n",
        "Montrer la vue de ce joueur",
        "Afficher l'aide",
    ] {
        assert!(fr.contains(words), "{words:?} in:\n{fr}");
    }
    let top = help(&[("LC_ALL", "fr_CA")], &["-h"]);
    assert!(top.contains("Un arbitre par courrier électronique"), "{top}");
    for text in [&de, &show, &fr, &top] {
        for english in [
            "Usage:",
            "Commands:",
            "Options:",
            "Arguments:",
            "Print help",
            "[env: ",
            "Show a game",
        ] {
            assert!(!text.contains(english), "the English {english:?} in:\n{text}");
        }
    }
}

/// The English help is clap's own, unchanged: when no language is chosen,
/// when English is, and when `ESTAFETTE_LANG` is wrong (its mistake must
/// not hide the help).
#[test]
fn english_help_is_clap_s_own() {
    use clap::CommandFactory;
    let mut cmd = estafette::cli::Cli::command();
    cmd.build();
    let top = cmd.render_help().to_string();
    let show = cmd.find_subcommand_mut("show").unwrap().render_help().to_string();
    assert!(top.contains("Usage: estafette [OPTIONS] <COMMAND>"), "{top}");
    for env in [
        vec![],
        vec![("ESTAFETTE_LANG", "en"), ("LANG", "de_DE.UTF-8")],
        vec![("ESTAFETTE_LANG", "klingon")],
    ] {
        assert_eq!(help(&env, &["--help"]), top, "{env:?}");
        assert_eq!(help(&env, &["show", "--help"]), show, "{env:?}");
    }
}

/// A wrong command line gets clap's own (English) message, in every
/// language, with the usage status.
#[test]
fn a_wrong_command_line_is_clap_s_message() {
    let dir = tempfile::tempdir().unwrap();
    for env in [vec![], vec![("ESTAFETTE_LANG", "de")]] {
        let o = run(dir.path(), &env, &["shw"]);
        assert_eq!(o.status.code(), Some(64), "{env:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("unrecognized subcommand 'shw'"), "{env:?}: {err}");
    }
}

/// What `keygen` and `man --dir` say beside their output is in the user's
/// language; what they write is the same in every language.
#[test]
fn the_tools_asides_are_in_the_users_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let keygen = |env: &[(&str, &str)], file: &str| {
        let o = common::estafette_bin()
            .current_dir(d)
            .envs(env.iter().copied())
            .args(["keygen", file])
            .output()
            .unwrap();
        assert!(o.status.success(), "{o:?}");
        assert!(String::from_utf8_lossy(&o.stdout).starts_with("KEY "), "{o:?}");
        String::from_utf8_lossy(&o.stderr).into_owned()
    };
    let de = keygen(&[("ESTAFETTE_LANG", "de")], "de.key");
    assert!(de.contains("Signaturschlüssel geschrieben: de.key"), "{de}");
    assert!(
        de.contains("vor Ihrem ersten Zug an den Schiedsrichter senden:"),
        "{de}"
    );
    let en = keygen(&[], "en.key");
    assert!(
        en.contains("signing key written: en.key (keep it private; it signs your commands)"),
        "{en}"
    );
    let o = common::estafette_bin()
        .current_dir(d)
        .env("LANG", "fr_FR.UTF-8")
        .args(["man", "--dir", "man"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{o:?}");
    let fr = String::from_utf8_lossy(&o.stderr);
    assert!(fr.contains("pages de manuel écrites dans man"), "{fr}");
}
