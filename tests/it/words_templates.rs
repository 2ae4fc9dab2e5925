//! An operator's templates (`templates_dir`): a file named as a built-in
//! template replaces it without rebuilding, and one that cannot be used
//! stops every command with 78, naming the file.

use std::path::Path;
use std::process::Output;

use crate::common;
use crate::words::estafette;

const CONFIG: &str = "db = 'ref.db'\nkey_file = 'ref.key'\naddress = 'referee@example.net'\ntemplates_dir = 'site'\n";

const FRAME_TXT: &str = include_str!("../../templates/frame.txt");

/// Start a game and send its first mails; Alice's first one, as text.
fn alices_first_mail(d: &Path) -> String {
    let ok = |o: Output| assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    ok(estafette(d, &["init"]));
    ok(estafette(
        d,
        &[
            "new",
            "strand",
            "--first",
            "alice@example.org",
            "--second",
            "bob@example.org",
        ],
    ));
    ok(estafette(d, &["send", "--maildir-root", "out"]));
    let file = std::fs::read_dir(d.join("out/alice@example.org/new"))
        .expect("Alice's Maildir")
        .next()
        .expect("a mail")
        .expect("its entry");
    let raw = std::fs::read(file.path()).expect("the mail");
    let mail = mail_parser::MessageParser::default().parse(&raw).expect("it parses");
    mail.body_text(0).unwrap_or_default().to_string()
}

#[test]
fn an_operators_template_replaces_the_built_in_one() {
    let dir = tempfile::tempdir().expect("a folder");
    let d = dir.path();
    std::fs::create_dir_all(d.join("site")).expect("the templates' folder");
    let frame = FRAME_TXT.replace("{{ title }}\n", "{{ title }}\nA game of the Example club.\n");
    assert_ne!(frame, FRAME_TXT);
    std::fs::write(d.join("site/frame.txt"), frame).expect("the template");
    std::fs::write(d.join("site/notes.md"), "not a template").expect("another file");
    std::fs::write(d.join("estafette.toml"), CONFIG).expect("the config");
    let text = alices_first_mail(d);
    assert!(text.contains("A game of the Example club."), "{text}");
    assert!(
        common::flat(&text).contains("Reply to this mail with your commands"),
        "{text}"
    );

    // Without the override, the built-in frame.
    let plain = tempfile::tempdir().expect("a folder");
    std::fs::create_dir_all(plain.path().join("site")).expect("an empty folder");
    std::fs::write(plain.path().join("estafette.toml"), CONFIG).expect("the config");
    let text = alices_first_mail(plain.path());
    assert!(!text.contains("Example club"), "{text}");
}

#[test]
fn a_template_that_cannot_be_used_stops_every_command() {
    let cases: [(&str, String, &str); 4] = [
        (
            "frame.txt",
            FRAME_TXT.replace("{{ title }}", "{{ title "),
            "site/frame.txt: ",
        ),
        (
            "board.html",
            "<table>{{ rows }}{{ no_such_value }}</table>".to_string(),
            "site/board.html: no value is called no_such_value",
        ),
        (
            "frame.html",
            "{% extends \"layout.html\" %}{% block body %}{{ colour }}{% endblock %}".to_string(),
            "site/frame.html: no value is called colour",
        ),
        (
            "mail.txt",
            "{{ title }}".to_string(),
            "site/mail.txt: no template is called mail.txt",
        ),
    ];
    for (file, source, complaint) in cases {
        let dir = tempfile::tempdir().expect("a folder");
        let d = dir.path();
        std::fs::create_dir_all(d.join("site")).expect("the templates' folder");
        std::fs::write(d.join("site").join(file), source).expect("the template");
        std::fs::write(d.join("estafette.toml"), CONFIG).expect("the config");
        for args in [&["send", "--maildir-root", "out"][..], &["init"][..]] {
            let o = estafette(d, args);
            let err = String::from_utf8_lossy(&o.stderr);
            assert_eq!(o.status.code(), Some(78), "{file} {args:?}: {err}");
            assert!(err.contains(complaint), "{file} {args:?}: {err}");
        }
        assert!(!d.join("ref.db").exists(), "{file}: init ran");
    }
}
