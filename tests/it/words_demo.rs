//! The demo's games played by readers of each language: no mail to a
//! player holds a sentence of another language's catalogs; and what the
//! demo reports of its games, in the operator's language.

use std::path::Path;

use estafette::views::words::{Catalogs, Lang, LANGS};

use crate::common;
use crate::words::foreign_pieces;

/// Every mail in `folder/new`, as flattened text.
fn mails(folder: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(folder.join("new")).expect("the Maildir") {
        let raw = std::fs::read(entry.expect("its entry").path()).expect("the mail");
        let mail = mail_parser::MessageParser::default().parse(&raw).expect("it parses");
        out.push(common::flat(&mail.body_text(0).unwrap_or_default()));
    }
    out
}

#[test]
fn the_demos_mails_hold_no_sentence_of_another_language() {
    let c = Catalogs::built_in().expect("the catalogs");
    for langs in [[Lang::En, Lang::Fr], [Lang::Fr, Lang::De], [Lang::De, Lang::En]] {
        let dir = tempfile::tempdir().expect("a folder");
        let demo = dir.path().join("demo");
        let mut log = Vec::new();
        estafette::demo::run_in(&demo, Some(7), [langs[0].code(), langs[1].code()], &mut log)
            .unwrap_or_else(|e| panic!("the demo ran: {e:?}\n{}", String::from_utf8_lossy(&log)));
        for (address, reader) in [("alice@demo.example", langs[0]), ("bob@demo.example", langs[1])] {
            let mails = mails(&demo.join("mail").join(address));
            assert!(mails.len() > 10, "{address}: {} mails", mails.len());
            for other in LANGS.into_iter().filter(|l| *l != reader) {
                let foreign = foreign_pieces(&c, other, reader);
                for mail in &mails {
                    for (id, piece) in &foreign {
                        assert!(
                            !mail.contains(piece.as_str()),
                            "a {} mail to {address} holds the {} {id}: {piece}\n{mail}",
                            reader.code(),
                            other.code()
                        );
                    }
                }
            }
        }
    }
}

/// The demo refuses a folder that is not an earlier demo's, in the
/// operator's language (here German), and exits with a failure.
#[test]
fn the_demos_own_failure_is_in_the_operators_language() {
    let dir = tempfile::tempdir().expect("a folder");
    std::fs::create_dir(dir.path().join("papers")).expect("a folder that is not a demo's");
    let o = common::estafette_bin()
        .current_dir(dir.path())
        .env("LANG", "de_DE.UTF-8")
        .args(["demo", "--dir", "papers"])
        .output()
        .expect("the binary runs");
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    assert_eq!(
        String::from_utf8_lossy(&o.stderr),
        "estafette: papers existiert und ist kein Demo-Ordner; wählen Sie mit --dir einen anderen\n"
    );
    assert!(dir.path().join("papers").exists(), "the folder is kept");
    let en = common::estafette_bin()
        .current_dir(dir.path())
        .args(["demo", "--dir", "papers"])
        .output()
        .expect("the binary runs");
    assert!(String::from_utf8_lossy(&en.stderr).contains("papers exists and is not a demo folder"));
}

/// The demo's report, run in `dir` with `env`: its lines.
fn demo_report(dir: &Path, env: &[(&str, &str)]) -> Vec<String> {
    let o = common::estafette_bin()
        .current_dir(dir)
        .envs(env.iter().copied())
        .args(["demo", "--dir", "demo", "--seed", "7"])
        .output()
        .expect("the binary runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).lines().map(str::to_string).collect()
}

/// What the demo prints of its games is in the operator's language: in
/// German, each part's heading, each game's title and players, how and
/// why it ended, and the transcripts verified; laid out as in English,
/// line for line, with the same paths and figures.
#[test]
fn the_demos_report_is_in_the_operators_language() {
    let dir = tempfile::tempdir().expect("a folder");
    let en = demo_report(dir.path(), &[]);
    let de = demo_report(dir.path(), &[("ESTAFETTE_LANG", "de")]);
    // English as it always was.
    assert_eq!(en[0], "Estafette demo in demo");
    assert_eq!(en[2], "L'Attaque (lattaque-1): Alice v Bob");
    assert!(
        en.contains(&"The 'Strand' War Game (strand-1): Alice v Bob".to_string()),
        "{en:?}"
    );
    assert!(en.contains(&"Transcripts, verified offline:".to_string()), "{en:?}");
    assert_eq!(
        en.last().map(String::as_str),
        Some("Audit: every log, replay and snapshot agree.")
    );
    let over: Vec<&String> = en.iter().filter(|l| l.starts_with("  over after ")).collect();
    assert_eq!(over.len(), 3, "{en:?}");
    for line in &over {
        assert!(line.contains(" moves: ") && line.ends_with(')'), "{line}");
    }
    // German, line for line.
    assert_eq!(de.len(), en.len(), "{de:?}");
    assert_eq!(de[0], "Estafette-Demo in demo");
    assert_eq!(de[2], "L'Attaque (lattaque-1): Alice gegen Bob");
    assert!(
        de.contains(&"Strand-Kriegsspiel (strand-1): Alice gegen Bob".to_string()),
        "{de:?}"
    );
    assert!(de.contains(&"Transkripte, offline verifiziert:".to_string()), "{de:?}");
    for (e, d) in en.iter().zip(&de) {
        assert_eq!(e.is_empty(), d.is_empty(), "{e} / {d}");
        assert_eq!(e.starts_with("  "), d.starts_with("  "), "{e} / {d}");
        if let Some(ended) = e.strip_prefix("  over after ") {
            assert!(d.starts_with("  beendet nach "), "{d}");
            let (moves, why) = ended.split_once(" moves: ").expect("its moves");
            assert!(d.contains(&format!(" {moves} Zügen: ")), "{d}");
            // Why the game ended is worded in German too.
            let why = why.split_once(" (").map_or(why, |(_, w)| w);
            assert!(!d.contains(why), "{e} / {d}");
        }
        if e.contains(" — verified: ") {
            let (path, _) = e.split_once(" — ").expect("its path");
            assert!(d.starts_with(&format!("{path} — verifiziert: ")), "{d}");
            assert_eq!(e.rsplit(' ').next(), d.rsplit(' ').next(), "the same head");
        }
    }
    assert!(
        !de.iter().any(|l| l.contains("over after") || l.contains("verified")),
        "{de:?}"
    );
}
