//! The key file: creation with mode 0600, no overwriting, refusal of files that
//! group or others can access, and refusal of malformed contents.

use std::fs;
use std::path::Path;

use estafette::keys::{keyfile as secret, KeyFile, SecretError};
use estafette::protocol::hex_encode;

#[cfg(unix)]
fn mode(p: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(p).unwrap().permissions().mode() & 0o7777
}

#[cfg(unix)]
fn chmod(p: &Path, m: u32) {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(p, fs::Permissions::from_mode(m)).unwrap();
}

#[test]
fn generate_then_load() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("estafette.key");
    let k = KeyFile::generate(&p).unwrap();
    #[cfg(unix)]
    assert_eq!(mode(&p), 0o600);
    let text = fs::read_to_string(&p).unwrap();
    assert_eq!(text, format!("{}\n", hex_encode(k.master())));
    let loaded = KeyFile::load(&p).unwrap();
    assert_eq!(loaded, k);
    assert_eq!(loaded.token_key(), secret::token_key(k.master()));
    // Two generated keys differ.
    let q = dir.path().join("other.key");
    assert_ne!(KeyFile::generate(&q).unwrap(), k);
}

#[test]
fn generate_never_overwrites() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("estafette.key");
    let k = KeyFile::generate(&p).unwrap();
    let err = KeyFile::generate(&p).unwrap_err();
    assert!(matches!(err, SecretError::Exists(_)), "{err:?}");
    assert!(err.to_string().contains("refusing to overwrite"), "{err}");
    assert_eq!(KeyFile::load(&p).unwrap(), k);
    // Nor a file of other contents.
    let q = dir.path().join("notes.txt");
    fs::write(&q, "keep me").unwrap();
    assert!(matches!(KeyFile::generate(&q), Err(SecretError::Exists(_))));
    assert_eq!(fs::read_to_string(&q).unwrap(), "keep me");
}

#[test]
fn generate_in_missing_directory_fails_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("no-such-dir").join("estafette.key");
    let err = KeyFile::generate(&p).unwrap_err();
    assert!(matches!(err, SecretError::Io { action: "create", .. }), "{err:?}");
    assert!(err.to_string().contains("no-such-dir"), "{err}");
}

#[cfg(unix)]
#[test]
fn load_refuses_open_permissions() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("estafette.key");
    KeyFile::generate(&p).unwrap();
    for m in [0o640, 0o604, 0o620, 0o602, 0o644, 0o660, 0o666, 0o610] {
        chmod(&p, m);
        match KeyFile::load(&p) {
            Err(SecretError::Permissions { mode, .. }) => assert_eq!(mode, m),
            other => panic!("mode {m:o}: {other:?}"),
        }
    }
    chmod(&p, 0o644);
    let msg = KeyFile::load(&p).unwrap_err().to_string();
    assert!(msg.contains("0644") && msg.contains("chmod 600"), "{msg}");
    chmod(&p, 0o400);
    assert!(KeyFile::load(&p).is_ok());
}

#[test]
fn load_refuses_bad_contents() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, body: &[u8]| {
        let p = dir.path().join(name);
        fs::write(&p, body).unwrap();
        #[cfg(unix)]
        chmod(&p, 0o600);
        p
    };
    let good = "ab".repeat(32);
    assert!(KeyFile::load(&write("ok", format!("  {good}\r\n\n").as_bytes())).is_ok());
    assert!(KeyFile::load(&write("upper", good.to_uppercase().as_bytes())).is_ok());
    for (name, body) in [
        ("empty", Vec::new()),
        ("short", "ab".repeat(31).into_bytes()),
        ("long", "ab".repeat(33).into_bytes()),
        ("nothex", format!("{}zz", "ab".repeat(31)).into_bytes()),
        ("binary", vec![0xffu8; 32]),
        ("huge", vec![b'a'; 5000]),
        ("twokeys", format!("{good}\n{good}\n").into_bytes()),
    ] {
        let err = KeyFile::load(&write(name, &body)).unwrap_err();
        assert!(
            matches!(err, SecretError::BadKeyFile { .. } | SecretError::Io { .. }),
            "{name}: {err:?}"
        );
        assert!(err.to_string().contains(name), "{name}: {err}");
    }
    let missing = KeyFile::load(&dir.path().join("missing")).unwrap_err();
    assert!(matches!(missing, SecretError::Io { action: "open", .. }), "{missing:?}");
    let is_dir = KeyFile::load(dir.path()).unwrap_err();
    assert!(
        matches!(is_dir, SecretError::BadKeyFile { .. } | SecretError::Io { .. }),
        "{is_dir:?}"
    );
}
