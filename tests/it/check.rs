//! `estafette check` and `init --owner` through the real binary: the
//! configuration file read or looked for, files of root's or of another
//! user's (run as `nobody` where the test runs as root, else skipped with
//! a note), a transport that answers or does not, and the lines printed
//! for Postfix, cron and systemd. `check` changes no file.

use std::collections::BTreeMap;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The effective user of this test, from `/proc/self/status`.
fn my_uid() -> Option<u32> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find_map(|l| l.strip_prefix("Uid:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The uid and gid of the user `name`, from `/etc/passwd`.
fn user(name: &str) -> Option<(u32, u32)> {
    let passwd = std::fs::read_to_string("/etc/passwd").ok()?;
    passwd.lines().find_map(|l| {
        let f: Vec<&str> = l.split(':').collect();
        (f.first() == Some(&name)).then(|| Some((f.get(2)?.parse().ok()?, f.get(3)?.parse().ok()?)))?
    })
}

/// A folder others may enter, with a copy of the binary in it (so that
/// another user can run it wherever the build is).
struct Setup {
    _tmp: tempfile::TempDir,
    dir: PathBuf,
    bin: PathBuf,
}

impl Setup {
    fn new() -> Setup {
        let tmp = tempfile::tempdir().unwrap();
        let dir = std::fs::canonicalize(tmp.path()).unwrap();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
        let bin = dir.join("estafette");
        std::fs::copy(env!("CARGO_BIN_EXE_estafette"), &bin).unwrap();
        Setup { _tmp: tmp, dir, bin }
    }

    /// The binary in the folder, run there, as `as_user` when given.
    fn run(&self, as_user: Option<(u32, u32)>, args: &[&str]) -> Output {
        let mut c = Command::new(&self.bin);
        for v in crate::common::LANG_VARS.iter().chain(&crate::common::SETTING_VARS) {
            c.env_remove(v);
        }
        c.current_dir(&self.dir).args(args);
        if let Some((uid, gid)) = as_user {
            c.uid(uid).gid(gid);
        }
        c.output().unwrap()
    }

    fn write(&self, name: &str, text: &str) {
        let p = self.dir.join(name);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).unwrap();
        }
        std::fs::write(p, text).unwrap();
    }
}

fn said(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// Every file under `dir` (the binary excepted) with its bytes and owner.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, (Vec<u8>, u32)> {
    use std::os::unix::fs::MetadataExt;
    let mut out = BTreeMap::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_file() && p.file_name() != Some("estafette".as_ref()) {
            let m = std::fs::metadata(&p).unwrap();
            out.insert(p.clone(), (std::fs::read(&p).unwrap(), m.uid()));
        }
    }
    out
}

/// The configuration file asked for and missing, none found, and one read
/// from another folder (the database and key file then beside it): each
/// said by name, with the working folder.
#[test]
fn check_says_which_configuration_file_it_read_or_looked_for() {
    let s = Setup::new();
    let d = s.dir.display().to_string();
    let none = s.run(None, &["check"]);
    let text = said(&none);
    assert_eq!(none.status.code(), Some(78), "{text}");
    assert!(
        text.contains(&format!(
            "ok: no configuration file is read ({d}/estafette.toml does not exist)"
        )),
        "{text}"
    );
    assert!(
        text.contains("no configuration file was read: none was named"),
        "{text}"
    );
    for run in [
        s.run(None, &["--config", "missing.toml", "check"]),
        Command::new(&s.bin)
            .current_dir(&s.dir)
            .env("ESTAFETTE_CONFIG", "missing.toml")
            .arg("check")
            .output()
            .unwrap(),
    ] {
        let text = said(&run);
        assert_eq!(run.status.code(), Some(78), "{text}");
        assert!(
            text.contains(&format!(
                "problem: the configuration file missing.toml does not exist (the working folder is {d})"
            )),
            "{text}"
        );
    }
    // A file elsewhere, naming no database: it is beside the file.
    s.write(
        "conf/referee.toml",
        "address = \"referee@example.net\"\nmaildir_out = \"out\"\n",
    );
    let init = s.run(None, &["--config", "conf/referee.toml", "init"]);
    assert!(init.status.success(), "{}", said(&init));
    assert!(s.dir.join("conf/estafette.db").is_file() && s.dir.join("conf/estafette.key").is_file());
    let before = snapshot(&s.dir.join("conf"));
    let run = s.run(None, &["--config", "conf/referee.toml", "check"]);
    let text = said(&run);
    let conf = format!("{d}/conf/referee.toml");
    assert!(
        text.contains(&format!("ok: the configuration is read from {conf}")),
        "{text}"
    );
    assert!(
        text.contains("ok: the referee's address is referee@example.net"),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "ok: mail goes into a Maildir per recipient under {d}/conf/out"
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!("the database {d}/conf/estafette.db is intact (schema ")) || my_uid() == Some(0),
        "{text}"
    );
    // The lines for this setup name the file for the pipe, cron and systemd.
    let env = format!("/usr/bin/env ESTAFETTE_CONFIG={conf} {}", s.bin.display());
    assert!(text.contains(&format!(" argv={env} ingest")), "{text}");
    assert!(text.contains(&format!("\"|{env} ingest\"")), "{text}");
    assert!(text.contains(&format!("{env} tick && {env} send")), "{text}");
    assert!(text.contains(&format!("Environment=ESTAFETTE_CONFIG={conf}")), "{text}");
    assert!(text.contains(&format!("WorkingDirectory={d}/conf")), "{text}");
    assert!(text.contains("referee@example.net estafette:"), "{text}");
    assert_eq!(snapshot(&s.dir.join("conf")), before, "check changed no file");
}

/// The files as root made them, then given to `nobody`: `check` finds
/// what would stop the pipe, run as root and as the pipe's user, and says
/// the fix; once fixed, it passes as both. Root only (else skipped).
#[test]
fn check_finds_files_the_pipes_user_cannot_use_and_init_owner_gives_them() {
    if my_uid() != Some(0) {
        println!("skipped: checking files of another user needs root (to run as nobody)");
        return;
    }
    let nobody = user("nobody").expect("a user nobody");
    let s = Setup::new();
    let d = s.dir.display().to_string();
    s.write(
        "estafette.toml",
        "address = \"referee@example.net\"\nmaildir_out = \"out\"\n",
    );
    // As root: the files are root's, with a warning.
    let init = s.run(None, &["init"]);
    assert!(init.status.success(), "{}", said(&init));
    assert!(
        said(&init).contains("warning: the database estafette.db and the key file estafette.key belong to root"),
        "{}",
        said(&init)
    );
    let before = snapshot(&s.dir);
    let as_root = s.run(None, &["check"]);
    let text = said(&as_root);
    assert_eq!(as_root.status.code(), Some(78), "{text}");
    assert!(
        text.contains(&format!(
            "problem: {d}/estafette.db belongs to root, and Postfix never runs a pipe as root"
        )),
        "{text}"
    );
    assert!(
        text.contains("user=estafette argv="),
        "a placeholder for the pipe's user: {text}"
    );
    let as_nobody = s.run(Some(nobody), &["check"]);
    let text = said(&as_nobody);
    assert_eq!(as_nobody.status.code(), Some(78), "{text}");
    assert!(
        text.contains(&format!("problem: {d}/estafette.db belongs to root, not to nobody")),
        "{text}"
    );
    assert!(text.contains(&format!("`chown nobody: {d}/estafette.db`")), "{text}");
    assert_eq!(snapshot(&s.dir), before, "check changed no file");

    // Given to nobody: the folder is still root's.
    let init = s.run(None, &["init", "--owner", "nobody"]);
    assert!(init.status.success(), "{}", said(&init));
    assert!(
        said(&init).contains(&format!("warning: the folder {d} does not belong to nobody")),
        "{}",
        said(&init)
    );
    for who in [None, Some(nobody)] {
        let run = s.run(who, &["check"]);
        let text = said(&run);
        assert_eq!(run.status.code(), Some(78), "{who:?}: {text}");
        assert!(
            text.contains(&format!("problem: nobody cannot create files in {d} (")),
            "{who:?}: {text}"
        );
        assert!(text.contains(&format!("`chown nobody: {d}`")), "{text}");
    }
    std::os::unix::fs::chown(&s.dir, Some(nobody.0), Some(nobody.1)).unwrap();
    for who in [None, Some(nobody)] {
        let run = s.run(who, &["check"]);
        let text = said(&run);
        assert_eq!(run.status.code(), Some(0), "{who:?}: {text}");
        assert!(
            text.contains(&format!("ok: nobody owns the database {d}/estafette.db")),
            "{text}"
        );
        assert!(
            text.contains("flags=DRX user=nobody argv=/usr/bin/env ESTAFETTE_CONFIG="),
            "{text}"
        );
        assert!(text.contains("User=nobody"), "{text}");
        assert!(!text.contains("problem"), "{text}");
    }
    // A user the system lacks: refused before anything is made.
    let other = s.dir.join("other");
    std::fs::create_dir(&other).unwrap();
    let run = s.run(
        None,
        &[
            "--db",
            "other/x.db",
            "--key-file",
            "other/x.key",
            "init",
            "--owner",
            "no-such-user-x",
        ],
    );
    assert_eq!(run.status.code(), Some(66), "{}", said(&run));
    assert!(said(&run).contains("there is no user no-such-user-x on this system"));
    assert_eq!(std::fs::read_dir(&other).unwrap().count(), 0, "nothing made");
}

/// The transport `send` would use: a sendmail that runs, one that is not
/// there, an SMTP server that does not answer; each said, with its status.
#[test]
fn check_says_whether_the_transport_answers() {
    let s = Setup::new();
    let root = my_uid() == Some(0);
    s.write("estafette.toml", "address = \"referee@example.net\"\n");
    let mut init = vec!["init"];
    if root {
        // As the user the pipe runs as, so that only the transport is wrong.
        init.extend(["--owner", "nobody"]);
        let (uid, gid) = user("nobody").unwrap();
        std::os::unix::fs::chown(&s.dir, Some(uid), Some(gid)).unwrap();
    }
    assert!(s.run(None, &init).status.success());
    s.write("fake-sendmail", "#!/bin/sh\ncat >/dev/null\nexit 0\n");
    std::fs::set_permissions(s.dir.join("fake-sendmail"), std::fs::Permissions::from_mode(0o755)).unwrap();
    let fake = s.dir.join("fake-sendmail").display().to_string();
    let run = s.run(None, &["check", "--sendmail", &fake]);
    assert_eq!(run.status.code(), Some(0), "{}", said(&run));
    assert!(said(&run).contains(&format!("ok: {fake} runs")), "{}", said(&run));
    let run = s.run(None, &["check", "--sendmail", "/nonexistent/sendmail"]);
    assert_eq!(run.status.code(), Some(78), "{}", said(&run));
    assert!(
        said(&run).contains("give the full path of a sendmail binary that runs"),
        "{}",
        said(&run)
    );
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port().to_string()
    };
    let run = s.run(
        None,
        &[
            "check",
            "--smtp-host",
            "127.0.0.1",
            "--smtp-port",
            &port,
            "--smtp-timeout",
            "2",
        ],
    );
    assert_eq!(run.status.code(), Some(75), "{}", said(&run));
    assert!(
        said(&run).contains(&format!(
            "problem: the SMTP server 127.0.0.1:{port} does not answer as `send` needs it to"
        )),
        "{}",
        said(&run)
    );
    let run = s.run(None, &["check"]);
    assert_eq!(run.status.code(), Some(78), "{}", said(&run));
    assert!(said(&run).contains("no way to send mail is set"), "{}", said(&run));
    assert!(said(&run).contains("check found 1 problem(s), above"), "{}", said(&run));
}
