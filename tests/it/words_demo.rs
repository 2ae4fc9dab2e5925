//! The demo's games played by readers of each language: no mail to a
//! player holds a sentence of another language's catalogs.

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
