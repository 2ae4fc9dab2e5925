//! The operator's language: `rules`, `list` and `show` print in it, from
//! the catalogs, chosen by `ESTAFETTE_LANG` or else the locale (`LC_ALL`,
//! `LC_MESSAGES`, `LANG`); `--json` stays the same in every language. And
//! the games' titles, which each language's mails give in its own words.

use crate::common;

use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::views::words::{self, ids};
use estafette::views::Lang;
use std::path::Path;
use std::process::Output;

/// The binary in `dir` with the referee's files, the environment `env` set.
fn run(dir: &Path, env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut c = common::estafette_bin();
    c.current_dir(dir)
        .env_remove("ESTAFETTE_DB")
        .env_remove("ESTAFETTE_KEY_FILE")
        .env_remove("ESTAFETTE_ADDRESS")
        .env_remove("ESTAFETTE_CONFIG")
        .envs(env.iter().copied())
        .args([
            "--db",
            "ref.db",
            "--key-file",
            "ref.key",
            "--address",
            "referee@example.net",
        ])
        .args(args);
    c.output().unwrap()
}

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
        for square in ["c7", "f4", "e7", "h4", "j10", "a1", "Berlin", "Bordeaux"] {
            assert!(strand.contains(square), "{}: {square}: {strand}", lang.code());
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
        err.contains("ESTAFETTE_LANG=klingon") && err.contains("en, fr or de"),
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
