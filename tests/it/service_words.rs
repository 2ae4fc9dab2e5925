//! The service's failures, printed by the real binary in the operator's
//! language: the words come from `templates/<lang>/service.ftl`.

use crate::common;
use estafette::keys::{BadKey, SecretError};
use estafette::service::ServiceError;
use estafette::views::words;
use estafette::views::Lang;
use estafette_core::games::any::GameKind;
use estafette_core::protocol::encode::hex_decode32;
use estafette_core::reason::Explain;
use std::path::Path;
use std::process::Output;

fn run(dir: &Path, lang: &str, args: &[&str]) -> Output {
    common::referee_bin(dir)
        .env("ESTAFETTE_LANG", lang)
        .args(args)
        .output()
        .unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// What `estafette` prints for a typed failure in `lang`.
fn printed(lang: Lang, e: &impl Explain) -> String {
    format!("estafette: {}\n", words::reason(lang, GameKind::Lattaque, &e.reason()))
}

#[test]
fn a_game_that_is_not_there_is_named_in_german_and_french() {
    let dir = tempfile::tempdir().unwrap();
    assert!(run(dir.path(), "en", &["init"]).status.success());
    let missing = ServiceError::NoGame {
        game: "no-such-game".into(),
    };
    let de = run(dir.path(), "de", &["show", "no-such-game"]);
    assert_eq!(de.status.code(), Some(66));
    assert_eq!(stderr(&de), printed(Lang::De, &missing));
    assert!(
        stderr(&de).contains("keine Partie „no-such-game“ in dieser Datenbank"),
        "{}",
        stderr(&de)
    );
    let fr = run(dir.path(), "fr", &["show", "no-such-game"]);
    assert_eq!(stderr(&fr), printed(Lang::Fr, &missing));
    let en = run(dir.path(), "en", &["show", "no-such-game"]);
    assert_eq!(stderr(&en), format!("estafette: {missing}\n"));
}

#[test]
fn a_player_name_refused_by_new_reads_in_german() {
    let dir = tempfile::tempdir().unwrap();
    assert!(run(dir.path(), "en", &["init"]).status.success());
    let first = format!("{} <a@example.org>", "A".repeat(70));
    let args = ["new", "strand", "--first", &first, "--second", "b@example.org"];
    let de = run(dir.path(), "de", &args);
    assert_eq!(de.status.code(), Some(64));
    assert!(
        stderr(&de).starts_with("estafette: a@example.org: Name abgelehnt ("),
        "{}",
        stderr(&de)
    );
    let en = run(dir.path(), "en", &args);
    assert!(!stderr(&en).contains("abgelehnt"), "{}", stderr(&en));
    assert!(run(dir.path(), "en", &["list"]).status.success());
}

#[test]
fn a_wrong_key_file_is_told_in_german() {
    let dir = tempfile::tempdir().unwrap();
    assert!(run(dir.path(), "en", &["init"]).status.success());
    let key = dir.path().join("ref.key");
    std::fs::write(&key, "xyz\n").unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o600)).unwrap();
    }
    let bad = SecretError::BadKeyFile {
        path: "ref.key".into(),
        reason: BadKey::NotHex(hex_decode32("xyz").unwrap_err()),
    };
    let invalid = ServiceError::KeyFileInvalid {
        error: estafette::exit::Inner::of(&bad),
    };
    let de = run(dir.path(), "de", &["list"]);
    assert_eq!(de.status.code(), Some(78));
    assert_eq!(stderr(&de), printed(Lang::De, &invalid));
    assert!(stderr(&de).contains("die Schlüsseldatei ref.key ist ungültig: 64 Hexadezimalziffern erwartet"));
    assert!(stderr(&de).ends_with("stellen Sie die Schlüsseldatei aus Ihrer Sicherung wieder her\n"));
    std::fs::remove_file(&key).unwrap();
    let gone = run(dir.path(), "de", &["list"]);
    assert_eq!(
        stderr(&gone),
        printed(Lang::De, &ServiceError::KeyFileMissing { path: "ref.key".into() })
    );
}
