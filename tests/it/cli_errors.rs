//! Wrong input is a clear error, never a silent success: a table of command
//! lines, each run by the real binary on a fresh copy of one prepared
//! folder, with the exit status it must give (sysexits: 64 usage, 65 data,
//! 66 no input, 73 cannot create, 75 temporary, 78 configuration), a phrase
//! its message must hold, and the check that it created or changed no file
//! (but those the row names).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The table: everything of issue 24's operator safety that a command
/// line can show. A row is `STATUS | PHRASE | ARGUMENTS`, then optionally
/// `| env NAME=VALUE` and `| may change FILE`: the exit status, a phrase its
/// output (standard error and output together) must hold, the arguments
/// (split at spaces), what to set in its environment, and a file it may
/// change or create (a send marks its attempts in the database). In the
/// arguments `$B` stands for the prepared database, key file and address,
/// `$K` for the database and key file (no address), `$KA` for the key file
/// and address (no database), `$KY` for the key file alone, `$A` for the
/// address alone.
const TABLE: &str = "
# 64: the command line is wrong (clap's own errors too).
64 | unrecognized subcommand | frobnicate
64 | required | $B show
64 | unexpected argument | $B show strand-1 --bogus
64 | --second | $B new strand --first a@example.org
64 | unknown game | $B new chess --first a@example.org --second b@example.org
64 | two different addresses | $B new strand --first a@example.org --second a@example.org
64 | not a mail address | $B new strand --first nobody --second b@example.org
64 | --moves-first third | $B new strand --first a@example.org --second b@example.org --moves-first third
64 | --grace needs --time | $B new strand --first a@example.org --second b@example.org --grace 1d
64 | --time | $B new strand --first a@example.org --second b@example.org --time soon
64 | choose held or blind | $B new strand --first a@example.org --second b@example.org --mode sealed
64 | time control | $B new lattaque --first a@example.org --second b@example.org --mode blind
64 | --side 3 | $B operator extend strand-1 --side 3 --by 1d --reason x
64 | --winner 3 | $B operator decide strand-1 --winner 3 --reason x
64 | --smtp-tls bogus | $B send --smtp-host 127.0.0.1 --smtp-tls bogus
64 | poll needs --maildir | $B poll
64 | bad position | moves strand nonsense
64 | unknown game | rules chess
64 | --head takes N:HEX | verify t.json --head x

# 78: a setting is wrong or missing. Mail is never composed without the
# referee's address, nor sent without a transport that was asked for.
0 | strand-2 | $B new strand --first a@example.org --second b@example.org | may change ref.db
78 | needs the referee's address | $K new strand --first a@example.org --second b@example.org
78 | needs the referee's address | $K tick
78 | needs the referee's address | $K send --maildir-root out
78 | needs the referee's address | $K operator pause strand-1 --reason x
78 | needs the referee's address | $K poll --maildir inbox
78 | needs the referee's address | $K run --maildir-root out --rounds 1
78 | not a plain mail address | $K --address referee+x@example.net tick
78 | not a plain mail address | $K --address referee tick
78 | no way to send mail is set | $B send
78 | no way to send mail is set | $B run --rounds 1 --interval 0
78 | unknown key | $B --config bad.toml list
78 | missing.toml does not exist (the working folder is | $B --config missing.toml list
78 | missing.toml does not exist (the working folder is | $B list | env ESTAFETTE_CONFIG=missing.toml
# Without a file named, the missing address names the file looked for and
# where; with one read, that file.
78 | no configuration file was read: none was named, and | $K tick
78 | estafette.toml does not exist | $K new strand --first a@example.org --second b@example.org
78 | `address = \"referee@example.org\"` in noaddress.toml | $K --config noaddress.toml tick
78 | is not the key of the database | --db ref.db $A --key-file other/ref.key list
78 | does not exist | --db ref.db --key-file nokey $A list
78 | the password file nopw | $B send --smtp-host 127.0.0.1 --smtp-password-file nopw
78 | IMAP needs a user | $B poll --imap-host 127.0.0.1
78 | ESTAFETTE_BUSY_TIMEOUT_MS 'soon' | $B list | env ESTAFETTE_BUSY_TIMEOUT_MS=soon

# `check` says each problem and what to do, and changes nothing.
78 | missing.toml does not exist (the working folder is | $B --config missing.toml check
78 | no way to send mail is set | $B check
78 | no configuration file was read: none was named, and | $K check --maildir-root out

# What only reads needs no address.
0 | strand-1 | $K list
0 | strand-1 | $K show strand-1
0 | \"strand-1\" | $K export strand-1
0 | outbox | $K stats
0 | 1 games, 0 problem(s) | $K audit
0 | backed up | $K backup b2.db | may change b2.db

# 66: what is named does not exist (a file, a folder, a game).
66 | there is no user no-such-user-x on this system | $B init --owner no-such-user-x
66 | does not exist | $KA --db nowhere/x.db list
66 | does not exist | $KY --db nowhere/x.db backup b2.db
66 | estafette init | $KA --db missing.db stats
66 | no game 'nosuch-1' | $B show nosuch-1
66 | no game 'nosuch-1' | $B export nosuch-1
66 | no game 'nosuch-1' | $B operator pause nosuch-1 --reason x
66 | not a player of strand-1 | $B show strand-1 --as carol@example.org
66 | the Maildir nowhere does not exist | $B poll --maildir nowhere
66 | does not exist | $B run --maildir nowhere --maildir-root out --rounds 1
66 | missing.json: does not exist | verify missing.json
66 | nowhere: does not exist | verify t.json --receipts nowhere
66 | the backup missing.db does not exist | $KY --db r.db restore missing.db
66 | does not exist | open missing.secret.json b4
66 | missing.txt: does not exist | seal lattaque-1 south missing.txt --turn first

# 65: the data is wrong (1: a check that finds a problem).
65 | is not a Maildir | $B poll --maildir bare
65 | not a SQLite database | $KA --db junk.db list
65 | is damaged | $KY --db damaged.db audit
65 | integrity check | $KY --db damaged.db backup d2.db
65 | nothing was restored: r.db was not created | $KY --db r.db restore damaged.db
65 | not a SQLite database | $KY --db r.db restore junk.db
65 | not a transcript | play --transcript m.eml
1 | strand-1: a row of this game cannot be read | $KY --db unreadable.db audit

# 73: an output that cannot be made; none is ever overwritten.
73 | the folder nowhere does not exist | $K backup nowhere/b2.db
73 | already exists | $K backup b.db
73 | exists: move it away first | $K restore b.db
73 | the folder nowhere does not exist | $KY --db nowhere/r.db restore b.db
73 | its folder does not exist | $K export strand-1 -o nowhere/t.json
73 | t.json exists: give --force to replace it | $K export strand-1 -o t.json
64 | --output | $K export strand-1 --force
73 | already exists | seal lattaque-1 south army.txt --turn first --out t.json

# A restore with the wrong key file is refused before anything is copied.
78 | nothing was restored: r.db was not created | --db r.db --key-file other/ref.key restore b.db

# `send` names each mail that failed: 1 when it gives up, 75 when it keeps it.
1 | failed: mail to a@example.org (strand-1): | $B send --sendmail ./refuse | may change ref.db
75 | will retry: mail to b@example.org (strand-1): | $B send --sendmail ./later | may change ref.db

# `ingest` answers 75 for any failure before the message is stored.
75 | unexpected argument | $B ingest --bogus
75 | needs the referee's address | $K ingest m.eml
75 | unknown key | $B --config bad.toml ingest m.eml
75 | missing.toml does not exist (the working folder is | $B --config missing.toml ingest m.eml
75 | estafette.toml does not exist | $K ingest m.eml
75 | does not exist | $KA --db nowhere/x.db ingest m.eml
75 | is not the key of the database | --db ref.db $A --key-file other/ref.key ingest m.eml
75 | missing.eml: does not exist | $B ingest missing.eml
";

/// One row of [`TABLE`].
struct Row {
    line: &'static str,
    code: i32,
    phrase: &'static str,
    args: Vec<String>,
    env: Vec<(&'static str, &'static str)>,
    may_change: Vec<&'static str>,
}

fn rows() -> Vec<Row> {
    let mut out = Vec::new();
    for line in TABLE.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let cols: Vec<&str> = line.split(" | ").collect();
        let mut row = Row {
            line,
            code: cols[0].parse().unwrap(),
            phrase: cols[1],
            args: expand(cols[2]),
            env: Vec::new(),
            may_change: Vec::new(),
        };
        for extra in &cols[3..] {
            if let Some(kv) = extra.strip_prefix("env ") {
                row.env.push(kv.split_once('=').unwrap());
            } else if let Some(file) = extra.strip_prefix("may change ") {
                row.may_change.push(file);
            } else {
                panic!("a column not understood: {extra}");
            }
        }
        out.push(row);
    }
    out
}

/// The arguments of a row, its shorthands spelt out.
fn expand(args: &str) -> Vec<String> {
    let mut out = Vec::new();
    for word in args.split_whitespace() {
        let words: &[&str] = match word {
            "$B" => &["--db", "ref.db", "--key-file", "ref.key", "--address", ADDRESS],
            "$K" => &["--db", "ref.db", "--key-file", "ref.key"],
            "$KA" => &["--key-file", "ref.key", "--address", ADDRESS],
            "$KY" => &["--key-file", "ref.key"],
            "$A" => &["--address", ADDRESS],
            w => &[w],
        };
        out.extend(words.iter().map(|w| w.to_string()));
    }
    out
}

const ADDRESS: &str = "referee@example.net";

fn bin() -> Command {
    let mut c = crate::common::estafette_bin();
    for v in [
        "ESTAFETTE_DB",
        "ESTAFETTE_KEY_FILE",
        "ESTAFETTE_ADDRESS",
        "ESTAFETTE_CONFIG",
        "ESTAFETTE_MAILDIR_OUT",
        "ESTAFETTE_BUSY_TIMEOUT_MS",
    ] {
        c.env_remove(v);
    }
    c
}

fn must(dir: &Path, args: &[&str]) -> String {
    let o = bin().current_dir(dir).args(args).output().unwrap();
    assert!(o.status.success(), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The prepared folder: a database with a game and its key, a backup of
/// it, another database's key, a Maildir, a folder that is not one, files
/// that are not databases, a damaged database, one with an unreadable row,
/// a transcript, a message, a config file with a mistake, and two sendmail
/// stand-ins (one refuses for good, one for now).
fn prepare(d: &Path) {
    let b = ["--db", "ref.db", "--key-file", "ref.key", "--address", ADDRESS];
    must(d, &[&b[..], &["init"]].concat());
    let new = ["new", "strand", "--first", "a@example.org", "--second", "b@example.org"];
    must(d, &[&b[..], &new, &["--moves-first", "first"]].concat());
    must(d, &[&b[..], &["backup", "b.db"]].concat());
    must(d, &[&b[..], &["export", "strand-1", "-o", "t.json"]].concat());
    std::fs::create_dir(d.join("other")).unwrap();
    must(&d.join("other"), &["--db", "o.db", "--key-file", "ref.key", "init"]);
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(d.join("inbox").join(sub)).unwrap();
    }
    std::fs::create_dir_all(d.join("bare/new")).unwrap();
    std::fs::write(
        d.join("junk.db"),
        b"not a database at all, just some bytes to fill a page",
    )
    .unwrap();
    std::fs::write(
        d.join("m.eml"),
        "From: a@example.org\r\nSubject: hi\r\nMessage-ID: <m1@example.org>\r\n\r\nhello\r\n",
    )
    .unwrap();
    std::fs::write(d.join("army.txt"), "2 2 7 M 2 10 M 2 3\n").unwrap();
    std::fs::write(d.join("bad.toml"), "adress = \"referee@example.net\"\n").unwrap();
    std::fs::write(d.join("noaddress.toml"), "name = \"Referee\"\n").unwrap();
    for (name, status) in [("refuse", 67), ("later", 75)] {
        let script = format!("#!/bin/sh\ncat > /dev/null\necho 'stand-in says no' >&2\nexit {status}\n");
        std::fs::write(d.join(name), script).unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(d.join(name), std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    // Copies of the database as it is in use (in WAL mode, as opening it
    // leaves it; a backup is not until it is restored).
    damage_an_index(&d.join("ref.db"), &d.join("damaged.db"));
    std::fs::copy(d.join("ref.db"), d.join("unreadable.db")).unwrap();
    let conn = rusqlite::Connection::open(d.join("unreadable.db")).unwrap();
    conn.execute("UPDATE events SET bytes = 5 WHERE n = 1", []).unwrap();
    drop(conn);
}

/// `from` copied to `to` with one key of the games' index changed on the
/// disk: the file opens, every row reads, but the index no longer matches
/// the table (what a torn write or a bad sector does).
fn damage_an_index(from: &Path, to: &Path) {
    let (page, size): (i64, i64) = {
        let conn = rusqlite::Connection::open(from).unwrap();
        let page = conn
            .query_row(
                "SELECT rootpage FROM sqlite_master WHERE name = 'sqlite_autoindex_games_1'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        (page, conn.query_row("PRAGMA page_size", [], |r| r.get(0)).unwrap())
    };
    let mut bytes = std::fs::read(from).unwrap();
    let start = ((page - 1) * size) as usize;
    let in_page = &bytes[start..start + size as usize];
    let at = in_page.windows(8).position(|w| w == b"strand-1").unwrap();
    bytes[start + at + 7] = b'9';
    std::fs::write(to, bytes).unwrap();
}

/// Every file and folder under `dir`, with the bytes of each file.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Option<Vec<u8>>> {
    let mut out = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            let rel = p.strip_prefix(dir).unwrap().to_path_buf();
            if p.is_dir() {
                out.insert(rel, None);
                todo.push(p);
            } else {
                out.insert(rel, Some(std::fs::read(&p).unwrap()));
            }
        }
    }
    out
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let p = e.unwrap().path();
        let dest = to.join(p.file_name().unwrap());
        if p.is_dir() {
            copy_tree(&p, &dest);
        } else {
            // Modes too: the key file stays 0600, the scripts runnable.
            std::fs::copy(&p, &dest).unwrap();
        }
    }
}

/// What is wrong with `row`'s run in a fresh copy of `template`, if anything.
fn check(template: &Path, row: &Row) -> Option<String> {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().join("work");
    copy_tree(template, &d);
    let before = snapshot(&d);
    let mut cmd = bin();
    cmd.current_dir(&d).args(&row.args);
    for (k, v) in &row.env {
        cmd.env(k, v);
    }
    let o = cmd.output().unwrap();
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stderr),
        String::from_utf8_lossy(&o.stdout)
    );
    let mut wrong = Vec::new();
    if o.status.code() != Some(row.code) {
        wrong.push(format!("exit {:?}, not {}", o.status.code(), row.code));
    }
    if !said.contains(row.phrase) {
        wrong.push(format!("no '{}' in what it said", row.phrase));
    }
    let after = snapshot(&d);
    let allowed = |p: &PathBuf| row.may_change.iter().any(|a| p == Path::new(a));
    let paths: std::collections::BTreeSet<&PathBuf> = before.keys().chain(after.keys()).collect();
    for p in paths {
        if before.get(p) != after.get(p) && !allowed(p) {
            let how = match (before.contains_key(p), after.contains_key(p)) {
                (false, _) => "created",
                (_, false) => "removed",
                _ => "changed",
            };
            wrong.push(format!("{} {how}", p.display()));
        }
    }
    (!wrong.is_empty()).then(|| format!("`{}`: {}\n    it said: {}", row.line, wrong.join("; "), said.trim()))
}

#[test]
fn wrong_input_is_a_clear_error_and_changes_nothing() {
    let template = tempfile::tempdir().unwrap();
    prepare(template.path());
    let rows = rows();
    assert!(rows.len() >= 35, "{} rows", rows.len());
    let failures: Vec<String> = rows.iter().filter_map(|r| check(template.path(), r)).collect();
    assert!(
        failures.is_empty(),
        "{} of {} rows went wrong:\n{}",
        failures.len(),
        rows.len(),
        failures.join("\n")
    );
}

/// Rows of [`TABLE`] in French and German (`ESTAFETTE_LANG`): the same exit
/// status, and the message is the catalog's words for the failure's typed
/// sentence (a nested one, the core's or a setting's, in the same language).
#[test]
fn the_failures_are_in_the_operators_language() {
    use estafette::cli::errors::{AdminError, CliError, MailError, PlayerError, SettingError, ToolError};
    use estafette::exit::Inner;
    use estafette::views::words::{self, Lang};
    use estafette_core::games::any::GameKind;
    use estafette_core::reason::Explain;
    let unknown = estafette_core::games::notation::Syntax::UnknownGame { text: "chess".into() };
    let template = tempfile::tempdir().unwrap();
    prepare(template.path());
    // Without a file named, the one looked for in the working folder.
    let cwd = std::fs::canonicalize(template.path()).unwrap();
    let looked = cwd.join("estafette.toml").display().to_string();
    let cases: Vec<(&str, Box<dyn Explain>, u8)> = vec![
        (
            "$B new strand --first a@example.org --second a@example.org",
            Box::new(AdminError::SameAddress {}),
            64,
        ),
        (
            "$B new strand --first a@example.org --second b@example.org --moves-first third",
            Box::new(AdminError::MovesFirst { value: "third".into() }),
            64,
        ),
        (
            "rules chess",
            Box::new(CliError::Refused {
                why: Inner::of(&unknown),
            }),
            64,
        ),
        ("verify t.json --head x", Box::new(ToolError::HeadForm {}), 64),
        ("$B poll", Box::new(MailError::PollNeither {}), 64),
        (
            "$K tick",
            Box::new(SettingError::NoAddressNoFile { looked: looked.clone() }),
            78,
        ),
        ("$B send", Box::new(SettingError::NoTransport {}), 78),
        (
            "$B show strand-1 --as carol@example.org",
            Box::new(AdminError::NotPlayer {
                who: "carol@example.org".into(),
                game: "strand-1".into(),
            }),
            66,
        ),
        (
            "$K export strand-1 -o nowhere/t.json",
            Box::new(AdminError::NoFolder {
                path: "nowhere/t.json".into(),
            }),
            73,
        ),
        (
            "seal lattaque-1 south army.txt --turn first --out t.json",
            Box::new(PlayerError::Sealed { path: "t.json".into() }),
            73,
        ),
        (
            "$K ingest m.eml",
            Box::new(MailError::Later {
                why: Inner::of(&SettingError::NoAddressNoFile { looked: looked.clone() }),
            }),
            75,
        ),
        (
            "$B send --smtp-host 127.0.0.1 --smtp-user alice",
            Box::new(SettingError::Smtp {
                why: Inner::of(&estafette::mail::fault::MailFault::LoginHalf),
            }),
            78,
        ),
        (
            "$B poll --imap-host imap.example.org --imap-tls plain --imap-user alice --imap-password-file army.txt",
            Box::new(MailError::Imap {
                why: Inner::of(&estafette::mail::fault::ImapFault::PlainRemote {
                    host: "imap.example.org".into(),
                }),
            }),
            1,
        ),
    ];
    for (args, failure, code) in &cases {
        for (lang, name) in [(Lang::En, "en"), (Lang::Fr, "fr"), (Lang::De, "de")] {
            let o = bin()
                .current_dir(template.path())
                .args(expand(args))
                .env("ESTAFETTE_LANG", name)
                .output()
                .unwrap();
            let want = words::reason(lang, GameKind::Lattaque, &failure.reason());
            assert_eq!(o.status.code(), Some(i32::from(*code)), "{args} in {name}");
            assert_eq!(
                String::from_utf8_lossy(&o.stderr),
                format!("estafette: {want}\n"),
                "{args} in {name}"
            );
            if lang == Lang::En {
                assert_eq!(want, failure.to_string(), "{args}");
            } else {
                assert_ne!(want, failure.to_string(), "{args} reads as English in {name}");
            }
        }
    }
}
