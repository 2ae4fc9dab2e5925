//! The failures of the store and of the configuration file reach the
//! operator in the operator's language, from the catalogs (area `system`),
//! still naming the file, the line and the key.

use crate::common;
use common::run_in as run;

use estafette::config::{ConfigFault, ConfigWhat, Hint};
use estafette::store::StoreFault;
use estafette::views::words::{self, Lang};
use estafette_core::games::any::GameKind;
use estafette_core::reason::Explain;
use std::process::Output;

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The environments of the test, with the language each chooses.
const LANGS: [(&[(&str, &str)], Lang); 3] = [
    (&[], Lang::En),
    (&[("ESTAFETTE_LANG", "de")], Lang::De),
    (&[("LANG", "fr_FR.UTF-8")], Lang::Fr),
];

#[test]
fn an_unknown_key_in_the_config_file_is_worded_in_the_operators_language() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("estafette.toml"),
        "db = \"x.db\"\n[smtp]\nhots = \"mail.example.org\"\n",
    )
    .unwrap();
    let fault = ConfigFault::InFile {
        path: "estafette.toml".into(),
        fault: Box::new(ConfigFault::AtLine {
            line: 3,
            what: ConfigWhat::Unknown {
                path: "smtp.hots".into(),
                section: false,
                hint: Hint::DidYouMean("host".into()),
            },
        }),
    };
    for (env, lang) in LANGS {
        let o = run(dir.path(), env, &["list"]);
        assert_eq!(o.status.code(), Some(78), "{env:?}: {}", stderr(&o));
        let want = words::reason(lang, GameKind::Lattaque, &fault.reason());
        assert_eq!(stderr(&o), format!("estafette: {want}\n"), "{env:?}");
    }
    let de = stderr(&run(dir.path(), &[("ESTAFETTE_LANG", "de")], &["list"]));
    assert_eq!(
        de,
        "estafette: estafette.toml, Zeile 3: unbekannter Schlüssel `smtp.hots` (meinten Sie `host`?)\n"
    );
    let en = stderr(&run(dir.path(), &[], &["list"]));
    assert_eq!(
        en,
        "estafette: estafette.toml, line 3: unknown key `smtp.hots` (did you mean `host`?)\n"
    );
}

#[test]
fn a_database_that_is_not_one_is_worded_in_the_operators_language() {
    let dir = tempfile::tempdir().unwrap();
    let garbage: Vec<u8> = (0..4096u32).map(|i| (i * 7 + 13) as u8).collect();
    std::fs::write(dir.path().join("ref.db"), garbage).unwrap();
    let fault = StoreFault::NotSqlite { path: "ref.db".into() };
    for (env, lang) in LANGS {
        let o = run(dir.path(), env, &["list"]);
        assert_eq!(o.status.code(), Some(65), "{env:?}: {}", stderr(&o));
        let want = words::reason(lang, GameKind::Lattaque, &fault.reason());
        assert_eq!(stderr(&o), format!("estafette: {want}\n"), "{env:?}");
    }
    let fr = stderr(&run(dir.path(), &[("LANG", "fr_FR.UTF-8")], &["list"]));
    assert!(fr.contains("ref.db n'est pas une base SQLite"), "{fr}");
    // A folder in the database's place.
    let folder = tempfile::tempdir().unwrap();
    std::fs::create_dir(folder.path().join("ref.db")).unwrap();
    let de = stderr(&run(folder.path(), &[("ESTAFETTE_LANG", "de")], &["list"]));
    assert!(
        de.starts_with("estafette: ref.db ist ein Ordner, keine Datenbank"),
        "{de}"
    );
}
