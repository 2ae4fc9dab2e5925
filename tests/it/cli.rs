//! The command line, run as a user runs it: the real binary, real files.

use crate::common;

use std::path::Path;
use std::process::{Command, Output, Stdio};

fn run(dir: &Path, args: &[&str]) -> Output {
    common::referee_bin(dir).args(args).output().unwrap()
}

fn ok(o: &Output) -> String {
    assert!(
        o.status.success(),
        "failed: {}\n{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn help_is_everywhere() {
    use clap::CommandFactory;
    for sub in estafette::cli::Cli::command()
        .get_subcommands()
        .map(|c| c.get_name().to_string())
    {
        let sub = sub.as_str();
        let o = common::estafette_bin().args([sub, "--help"]).output().unwrap();
        assert!(o.status.success(), "{sub} --help");
        assert!(String::from_utf8_lossy(&o.stdout).contains("Usage"), "{sub}");
    }
}

/// Every argument of every command, positional ones included, says what it
/// is: in `--help`, in the completions and in the manual pages.
#[test]
fn every_argument_of_every_command_has_help_text() {
    use clap::CommandFactory;
    fn walk(cmd: &clap::Command, path: &str, missing: &mut Vec<String>) {
        for arg in cmd.get_arguments() {
            let id = arg.get_id().as_str();
            if id == "help" || id == "version" {
                continue;
            }
            let text = arg.get_help().or(arg.get_long_help()).map(|h| h.to_string());
            if text.is_none_or(|t| t.trim().is_empty()) {
                missing.push(format!("{path} {id}"));
            }
        }
        for sub in cmd.get_subcommands() {
            if sub.get_about().is_none() {
                missing.push(format!("{path} {} (the command itself)", sub.get_name()));
            }
            walk(sub, &format!("{path} {}", sub.get_name()), missing);
        }
    }
    let mut cmd = estafette::cli::Cli::command();
    cmd.build();
    let mut missing = Vec::new();
    walk(&cmd, "estafette", &mut missing);
    assert!(missing.is_empty(), "arguments with no help text: {missing:#?}");
}

#[test]
fn completions_and_manual_pages_cover_every_command() {
    use clap::CommandFactory;
    let names: Vec<String> = estafette::cli::Cli::command()
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    assert!(
        names.len() > 20 && names.iter().any(|n| n == "verify-setup"),
        "{names:?}"
    );
    let bash = ok(&common::estafette_bin().args(["completions", "bash"]).output().unwrap());
    assert!(bash.contains("complete -F _estafette"), "{bash}");
    for name in &names {
        assert!(bash.contains(&format!("estafette,{name})")), "bash completes {name}");
    }
    for shell in ["zsh", "fish", "elvish", "powershell"] {
        let script = ok(&common::estafette_bin().args(["completions", shell]).output().unwrap());
        assert!(
            script.contains("verify-setup") && script.contains("maildir-root"),
            "{shell}"
        );
    }
    let o = common::estafette_bin().args(["completions", "tcsh"]).output().unwrap();
    assert_eq!(o.status.code(), Some(64), "a usage error");
    assert!(String::from_utf8_lossy(&o.stderr).contains("possible values"));
    // The page of the whole command: roff, with every command listed.
    let page = ok(&common::estafette_bin().arg("man").output().unwrap());
    assert!(page.contains(".TH estafette 1"), "{page}");
    for name in &names {
        let listed = format!("estafette\\-{}(1)", name.replace('-', "\\-"));
        assert!(page.contains(&listed), "{listed} not in the page");
    }
    // One page per command and subcommand in a folder.
    let dir = tempfile::tempdir().unwrap();
    let pages = dir.path().join("man1");
    ok(&common::estafette_bin()
        .arg("man")
        .arg("--dir")
        .arg(&pages)
        .output()
        .unwrap());
    for file in ["estafette.1", "estafette-run.1", "estafette-operator-pause.1"] {
        let text = std::fs::read_to_string(pages.join(file)).unwrap();
        assert!(text.contains(".TH "), "{file}");
    }
    let run_page = std::fs::read_to_string(pages.join("estafette-run.1")).unwrap();
    assert!(run_page.contains("\\-\\-quiet"), "{run_page}");
}

#[test]
fn rules_prints_each_game_with_its_switches() {
    for (game, switch) in [
        ("lattaque", "equal-scouts"),
        ("strand", "forts"),
        ("assaut", "huff"),
        ("L'Assaut", "fortress-sideways"),
    ] {
        let out = ok(&common::estafette_bin().args(["rules", game]).output().unwrap());
        assert!(out.contains(switch), "{game}: {out}");
    }
    let o = common::estafette_bin().args(["rules", "chess"]).output().unwrap();
    assert_eq!(o.status.code(), Some(64));
    assert!(String::from_utf8_lossy(&o.stderr).contains("unknown game 'chess'"));
}

#[test]
fn rules_speak_each_language() {
    for (lang, army, switches) in [
        (None, "Each army, 36 pieces", "Switches (NAME=VALUE):"),
        (Some("en"), "Each army, 36 pieces", "Switches (NAME=VALUE):"),
        (Some("fr"), "Chaque armée, 36 pièces", "Options (NOM=VALEUR) :"),
        (Some("de"), "Jede Armee, 36 Figuren", "Schalter (NAME=WERT):"),
    ] {
        let mut cmd = common::estafette_bin();
        cmd.args(["rules", "lattaque"]);
        if let Some(l) = lang {
            cmd.args(["--lang", l]);
        }
        let out = ok(&cmd.output().unwrap());
        assert!(out.contains(army), "{lang:?}: {out}");
        assert!(out.contains(switches), "{lang:?}: {out}");
        assert!(out.contains("equal-scouts"), "{lang:?}: {out}");
    }
    let o = common::estafette_bin()
        .args(["rules", "strand", "--lang", "es"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(64), "{o:?}");
}

/// `estafette rules GAME --lang L` prints every variant with what it means
/// and every switch with what it does, in L; the French and German outputs
/// hold none of the English sentences.
#[test]
fn rules_explain_every_variant_and_switch_in_each_language() {
    use estafette::games::any::GameKind;
    use estafette::views::{words, Lang};
    use words::ids::{switch_id, variant_id};
    for kind in GameKind::ALL {
        let rules = |lang: Lang| {
            ok(&common::estafette_bin()
                .args(["rules", kind.name(), "--lang", lang.code()])
                .output()
                .unwrap())
        };
        let english = rules(Lang::En);
        for lang in [Lang::En, Lang::Fr, Lang::De] {
            let out = rules(lang);
            for v in kind.variants() {
                let meaning = words::text(lang, &variant_id(kind, v), &[]);
                assert!(
                    out.contains(&format!("{v}{}", if lang == Lang::Fr { " : " } else { ": " })),
                    "{kind:?} {lang:?} {v}: {out}"
                );
                assert!(out.contains(&meaning), "{kind:?} {lang:?} {v}: {out}");
            }
            for sw in kind.switches() {
                let help = words::text(lang, &switch_id(kind, sw.name), &[]);
                assert!(
                    out.contains(&format!("  {} = ", sw.name)),
                    "{kind:?} {lang:?} {}: {out}",
                    sw.name
                );
                assert!(
                    out.contains(&format!("\n    {help}\n")) || out.ends_with(&format!("\n    {help}")),
                    "{kind:?} {lang:?} {}: {out}",
                    sw.name
                );
                if lang != Lang::En {
                    let english_help = words::text(Lang::En, &switch_id(kind, sw.name), &[]);
                    assert!(
                        !out.contains(&english_help),
                        "{kind:?} {lang:?}: English help of {}",
                        sw.name
                    );
                }
            }
            if lang != Lang::En {
                for line in english.lines().map(str::trim).filter(|l| !l.is_empty()) {
                    assert!(
                        !out.lines().any(|l| l.trim() == line),
                        "{kind:?} {lang:?} still says: {line}"
                    );
                }
            }
        }
    }
}

#[test]
fn moves_lists_sorted_legal_moves() {
    let out = ok(&common::estafette_bin()
        .args(["moves", "strand", "start"])
        .output()
        .unwrap());
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 10, "perft(1) of the Strand start is 10");
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    let out = ok(&common::estafette_bin()
        .args(["moves", "assaut", "start"])
        .output()
        .unwrap());
    assert_eq!(out.lines().count(), 36, "36 ways to place two Officers on nine points");
    let out = ok(&common::estafette_bin()
        .args(["moves", "assaut", "--set", "huff=on", "start"])
        .output()
        .unwrap());
    assert_eq!(out.lines().count(), 36);
    // A position text round-trips through the CLI: the start after one placement.
    let start = estafette::games::assaut::Position::start(Default::default());
    use estafette::games::Game;
    let (after, _) = start
        .play(&estafette::games::assaut::Position::parse_move("place d6 e6").unwrap())
        .unwrap();
    let out = ok(&common::estafette_bin()
        .args(["moves", "assaut", &after.to_text()])
        .output()
        .unwrap());
    assert_eq!(out.lines().count(), 9);
    // Errors are clear and exit 64 (the command line is wrong).
    let o = common::estafette_bin()
        .args(["moves", "strand", "strand nonsense"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(64));
    assert!(String::from_utf8_lossy(&o.stderr).contains("bad position"));
    let o = common::estafette_bin()
        .args(["moves", "lattaque", "--variant", "nope", "start"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(64));
}

#[test]
fn a_game_from_init_to_verify() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(&run(d, &["init"]));
    let mode = std::fs::metadata(d.join("ref.key")).unwrap();
    use std::os::unix::fs::PermissionsExt;
    assert_eq!(mode.permissions().mode() & 0o777, 0o600, "the key file is private");
    let id = ok(&run(
        d,
        &[
            "new",
            "strand",
            "--first",
            "Alice <alice@example.org>",
            "--second",
            "bob@example.org",
            "--moves-first",
            "first",
        ],
    ));
    assert_eq!(id.trim(), "strand-1");
    ok(&run(d, &["send", "--maildir-root", "out"]));
    let alice = d.join("out/alice@example.org/new");
    let mails: Vec<_> = std::fs::read_dir(&alice).unwrap().collect();
    assert_eq!(mails.len(), 1, "Alice got her invitation");
    let invitation = std::fs::read(mails[0].as_ref().unwrap().path()).unwrap();
    let parsed = mail_parser::MessageParser::default().parse(&invitation).unwrap();
    let reply_to = parsed
        .reply_to()
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .unwrap()
        .to_string();
    assert!(reply_to.starts_with("referee+strand-1.1."), "{reply_to}");
    // Alice's first move, through `poll --maildir`.
    let inbox = d.join("inbox");
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(inbox.join(sub)).unwrap();
    }
    let mail = format!(
        "From: Alice <alice@example.org>\r\nTo: <{reply_to}>\r\nSubject: Re: strand-1\r\nMessage-ID: <m1@example.org>\r\n\r\na7-b8\r\n"
    );
    std::fs::write(inbox.join("new/1.eml"), &mail).unwrap();
    ok(&run(d, &["poll", "--maildir", "inbox"]));
    assert!(
        std::fs::read_dir(inbox.join("new")).unwrap().next().is_none(),
        "moved out of new/"
    );
    assert_eq!(std::fs::read_dir(inbox.join("cur")).unwrap().count(), 1);
    // The same mail again, through `ingest` on stdin: handled, exit 0, not applied twice.
    let mut child = common::referee_bin(d)
        .args(["ingest"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(mail.as_bytes()).unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&o.stderr).contains("duplicate"));
    let list = ok(&run(d, &["list"]));
    let row = list.lines().find(|l| l.starts_with("strand-1 ")).unwrap_or_default();
    assert!(
        row.contains("Alice v bob") && row.contains(" bob ") && row.contains("in play"),
        "{list}"
    );
    let show = ok(&run(d, &["show", "strand-1", "--as", "bob@example.org"]));
    assert!(show.contains("a7-b8"), "{show}");
    let o = run(d, &["show", "strand-1", "--as", "carol@example.org"]);
    assert_eq!(o.status.code(), Some(66), "no such player in the game");
    ok(&run(d, &["export", "strand-1", "-o", "t.json"]));
    let v = ok(&run(d, &["verify", "t.json"]));
    assert!(v.starts_with("verified: strand-1"), "{v}");
    // A tampered transcript fails verification, exit 1, naming the fault.
    let t = std::fs::read_to_string(d.join("t.json"))
        .unwrap()
        .replace("a7-b8", "a7-c9");
    std::fs::write(d.join("bad.json"), t).unwrap();
    let o = run(d, &["verify", "bad.json"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("event 2"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let a = ok(&run(d, &["audit"]));
    assert!(a.starts_with("audit: 1 games, 0 problem(s)\n"), "{a}");
}

#[test]
fn ingest_exits_0_on_garbage_and_75_when_the_database_is_locked() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(&run(d, &["init"]));
    let o = run(d, &["ingest", "/dev/null"]);
    assert_eq!(o.status.code(), Some(0), "an empty message is handled (ignored)");
    // Hold the write lock from another connection.
    let conn = rusqlite::Connection::open(d.join("ref.db")).unwrap();
    conn.execute_batch("BEGIN IMMEDIATE; INSERT INTO error_replies (address, at) VALUES ('x', 1);")
        .unwrap();
    std::fs::write(d.join("m.eml"), "From: a@example.org\r\nSubject: hi\r\n\r\nhello\r\n").unwrap();
    let o = common::referee_bin(d)
        .env("ESTAFETTE_BUSY_TIMEOUT_MS", "200")
        .args(["ingest", "m.eml"])
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(75),
        "temporary failure: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("locked"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    conn.execute_batch("ROLLBACK").unwrap();
    // Once the lock is gone the same message goes through.
    let o = run(d, &["ingest", "m.eml"]);
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn ingest_takes_its_settings_from_the_environment_when_the_line_has_none() {
    // As an MTA's pipe may run it: `estafette ingest`, everything else in
    // the environment (the line is read without clap, which must not lose
    // them).
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(&run(d, &["init"]));
    std::fs::write(
        d.join("m.eml"),
        "From: a@example.org\r\nSubject: hi\r\nMessage-ID: <env-1@example.org>\r\n\r\nhello\r\n",
    )
    .unwrap();
    let o = common::estafette_bin()
        .current_dir(d)
        .env("ESTAFETTE_DB", "ref.db")
        .env("ESTAFETTE_KEY_FILE", "ref.key")
        .env("ESTAFETTE_ADDRESS", "referee@example.net")
        .args(["ingest", "m.eml"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let conn = rusqlite::Connection::open(d.join("ref.db")).unwrap();
    let stored: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM inbox WHERE message_key LIKE '<env-1@example.org> %'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(stored, 1, "stored in the database the environment names");
    // Without them there is no address (it has no default): a temporary
    // failure, so that the MTA keeps the message while the operator sets
    // things right.
    let o = common::estafette_bin()
        .current_dir(d)
        .args(["ingest", "m.eml"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(75), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("needs the referee's address"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // With the address only, the defaults hold, and their database is not
    // there: temporary too.
    let o = common::estafette_bin()
        .current_dir(d)
        .env("ESTAFETTE_ADDRESS", "referee@example.net")
        .args(["ingest", "m.eml"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(75), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(!d.join("estafette.db").exists(), "no database is made by ingest");
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("estafette.db"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // An empty variable goes to clap, which says what is wrong.
    let o = common::estafette_bin()
        .current_dir(d)
        .env("ESTAFETTE_DB", "")
        .args(["--key-file", "ref.key", "ingest", "m.eml"])
        .output()
        .unwrap();
    assert_ne!(o.status.code(), Some(0));
    assert!(!o.stderr.is_empty());
}

#[test]
fn a_database_from_a_newer_estafette_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(&run(d, &["init"]));
    let conn = rusqlite::Connection::open(d.join("ref.db")).unwrap();
    conn.execute_batch("PRAGMA user_version = 999").unwrap();
    drop(conn);
    let o = run(d, &["list"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("newer Estafette"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn a_missing_or_public_key_file_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let o = run(d, &["list"]);
    assert_eq!(o.status.code(), Some(66), "no such database");
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("estafette init"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(!d.join("ref.db").exists(), "list makes no database");
    ok(&run(d, &["init"]));
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(d.join("ref.key"), std::fs::Permissions::from_mode(0o644)).unwrap();
    let o = run(d, &["list"]);
    assert_eq!(o.status.code(), Some(78), "a configuration error");
    assert!(String::from_utf8_lossy(&o.stderr).contains("chmod 600"));
    std::fs::remove_file(d.join("ref.key")).unwrap();
    let o = run(d, &["list"]);
    assert_eq!(o.status.code(), Some(78));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("does not exist: name the database's key file"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn the_demo_plays_and_verifies_three_games() {
    let dir = tempfile::tempdir().unwrap();
    let o = common::estafette_bin()
        .current_dir(dir.path())
        .args(["demo", "--dir", "demo"])
        .output()
        .unwrap();
    let out = ok(&o);
    assert_eq!(out.matches("verified:").count(), 3, "{out}");
    for game in ["lattaque-1", "strand-1", "assaut-1"] {
        assert!(out.contains(&format!("({game})")), "{out}");
        assert!(dir.path().join(format!("demo/{game}.json")).exists());
    }
    assert!(out.contains("Audit: every log"));
    // Running it again replaces the old demo.
    ok(&common::estafette_bin()
        .current_dir(dir.path())
        .args(["demo", "--dir", "demo"])
        .output()
        .unwrap());
    // It refuses to wipe a folder that is not a demo's.
    std::fs::create_dir(dir.path().join("mine")).unwrap();
    let o = common::estafette_bin()
        .current_dir(dir.path())
        .args(["demo", "--dir", "mine"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
}

/// `demo --seed N` is reproducible: two runs with the same seed export
/// byte-identical transcripts, on the seeded clock; another seed gives
/// other games.
#[test]
fn the_seeded_demo_exports_the_same_transcripts_for_the_same_seed() {
    let dir = tempfile::tempdir().unwrap();
    let run = |name: &str, seed: &str| -> Vec<String> {
        ok(&common::estafette_bin()
            .current_dir(dir.path())
            .args(["demo", "--dir", name, "--seed", seed])
            .output()
            .unwrap());
        ["lattaque-1", "strand-1", "assaut-1"]
            .iter()
            .map(|g| std::fs::read_to_string(dir.path().join(format!("{name}/{g}.json"))).unwrap())
            .collect()
    };
    let (a, b, c) = (run("a", "7"), run("b", "7"), run("c", "8"));
    assert_eq!(a, b, "the same seed, the same transcripts");
    for (x, y) in a.iter().zip(&c) {
        assert_ne!(x, y, "another seed, other transcripts");
    }
    let start = format!("\\\"at\\\":{}", estafette::demo::SEEDED_START);
    assert!(a[0].contains(&start), "the first game starts the clock: {}", a[0]);
    let o = common::estafette_bin()
        .current_dir(dir.path())
        .args(["demo", "--dir", "d", "--seed", "x"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(64));
}

#[test]
fn verify_setup_checks_a_held_mode_receipt() {
    use estafette::games::any::{GameKind, OptionsSpec};
    use estafette::games::Side;
    let mut h = common::Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::Second);
    h.flush();
    let (_, sent) = h.play(&id, Side::Second, &format!("SETUP\n{}", common::ARMY_NORTH));
    let receipt = sent.iter().find(|m| m.to == "bob@example.org").unwrap();
    // The command, as a shell reads it: its lines end with ` \` but the last.
    let mut line = String::new();
    for l in receipt
        .text
        .lines()
        .skip_while(|l| !l.trim_start().starts_with("estafette verify-setup"))
    {
        assert!(l.chars().count() <= 76, "{l:?}");
        match l.strip_suffix(" \\") {
            Some(part) => line.push_str(part),
            None => {
                line.push_str(l);
                break;
            }
        }
    }
    let args: Vec<String> = line.split_whitespace().skip(1).map(str::to_string).collect();
    let army: String = receipt
        .text
        .lines()
        .skip_while(|l| !l.contains("accepted and sealed"))
        .skip(2)
        .take(4)
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(army.lines().count(), 4);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("army.txt"), &army).unwrap();
    let o = common::estafette_bin()
        .current_dir(dir.path())
        .args(&args)
        .output()
        .unwrap();
    assert!(ok(&o).contains("setup verified"));
    // A different army (two pieces swapped) does not give the root.
    let swapped = army.replacen("M 2", "2 M", 1);
    assert_ne!(swapped, army);
    std::fs::write(dir.path().join("army.txt"), &swapped).unwrap();
    let o = common::estafette_bin()
        .current_dir(dir.path())
        .args(&args)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("MISMATCH"));
}

#[test]
fn send_over_smtp_keeps_mail_queued_while_the_server_is_down() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(&run(d, &["init"]));
    ok(&run(
        d,
        &[
            "new",
            "assaut",
            "--first",
            "alice@example.org",
            "--second",
            "bob@example.org",
        ],
    ));
    // A loopback port with nothing listening.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let o = run(
        d,
        &[
            "send",
            "--smtp-host",
            "127.0.0.1",
            "--smtp-port",
            &port.to_string(),
            "--smtp-tls",
            "none",
            "--smtp-timeout",
            "2",
        ],
    );
    // Nothing handed over, all kept for later: 75, each mail named.
    assert_eq!(o.status.code(), Some(75));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("sent 0, to retry 2, failed 0"), "{err}");
    assert!(
        err.contains("will retry: mail to alice@example.org (assaut-1): "),
        "{err}"
    );
    assert!(
        err.contains("will retry: mail to bob@example.org (assaut-1): "),
        "{err}"
    );
    // At once again: the mail tried waits out its back-off and is counted
    // as such; the one not tried (the server unreachable) is tried now.
    let again = run(
        d,
        &[
            "send",
            "--smtp-host",
            "127.0.0.1",
            "--smtp-port",
            &port.to_string(),
            "--smtp-timeout",
            "2",
        ],
    );
    let err = String::from_utf8_lossy(&again.stderr);
    assert_eq!(again.status.code(), Some(75), "{err}");
    assert!(err.contains("sent 0, to retry 1, failed 0"), "{err}");
    assert!(
        err.contains("1 mail(s) waiting out their back-off after a failed try, the next due at "),
        "{err}"
    );
    assert!(err.contains("2 mail(s) could not be handed over yet"), "{err}");
    // Nothing lost: the local transport delivers both later (once due).
    let conn = rusqlite::Connection::open(d.join("ref.db")).unwrap();
    conn.execute("UPDATE outbox SET next_attempt_at = 0", []).unwrap();
    let o = run(d, &["send", "--maildir-root", "out"]);
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("sent 2"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let o = run(d, &["send", "--maildir-root", "out"]);
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("sent 0"),
        "each mail is sent once"
    );
    let o = run(d, &["send", "--smtp-host", "127.0.0.1", "--smtp-tls", "bogus"]);
    assert_eq!(o.status.code(), Some(64));
}

/// `cmd` with its standard output on a pipe whose reader is gone, as in
/// `estafette export GAME | head -c 1` once `head` has what it wants.
fn into_a_closed_pipe(mut cmd: Command) -> Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    cmd.stdout(writer).stderr(Stdio::piped()).output().unwrap()
}

#[test]
fn commands_that_print_end_quietly_when_their_reader_goes_away() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(&run(d, &["init"]));
    let new = [
        "new",
        "strand",
        "--first",
        "Alice <alice@example.org>",
        "--second",
        "bob@example.org",
    ];
    ok(&run(d, &new));
    let with_db = |args: &[&str]| {
        let mut c = common::referee_bin(d);
        c.args(args);
        c
    };
    let mut demo = common::estafette_bin();
    demo.current_dir(d).args(["demo", "--dir", "demo"]);
    let mut rules = common::estafette_bin();
    rules.args(["rules", "lattaque"]);
    for (name, cmd) in [
        ("export", with_db(&["export", "strand-1"])),
        ("list", with_db(&["list"])),
        ("rules", rules),
        ("demo", demo),
    ] {
        let o = into_a_closed_pipe(cmd);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!err.contains("panicked"), "{name}: {err}");
        assert_eq!(o.status.code(), Some(0), "{name}: {:?} {err}", o.status);
        assert!(err.is_empty(), "{name} said: {err}");
    }
}

#[test]
fn closed_standard_files_are_opened_on_dev_null_before_anything_else() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(&run(d, &["init"]));
    std::fs::create_dir_all(d.join("out")).unwrap();
    // `run` with standard error closed: the first file it opens would take
    // descriptor 2, and its log would be written into it, unless the start
    // put `/dev/null` there. That file is the lock file, kept open for the
    // whole run.
    let status = Command::new("sh")
        .current_dir(d)
        .env_remove("ESTAFETTE_DB")
        .env_remove("ESTAFETTE_KEY_FILE")
        .env_remove("ESTAFETTE_ADDRESS")
        .env_remove("ESTAFETTE_CONFIG")
        .arg("-c")
        .arg("exec \"$0\" \"$@\" 2>&-")
        .arg(env!("CARGO_BIN_EXE_estafette"))
        .args([
            "--db",
            "ref.db",
            "--key-file",
            "ref.key",
            "--address",
            "referee@example.net",
        ])
        .args(["run", "--maildir-root", "out", "--rounds", "1", "--interval", "0", "-v"])
        .status()
        .unwrap();
    assert!(status.success(), "{status:?}");
    let lock = std::fs::read(estafette::cli::lock_path(&d.join("ref.db"))).unwrap_or_default();
    assert!(
        !String::from_utf8_lossy(&lock).contains("estafette"),
        "the log went into the lock file: {}",
        String::from_utf8_lossy(&lock)
    );
}

#[test]
fn run_polls_ticks_and_sends_and_stops_cleanly_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(&run(d, &["init"]));
    ok(&run(
        d,
        &[
            "new",
            "strand",
            "--first",
            "alice@example.org",
            "--second",
            "bob@example.org",
            "--time",
            "3d",
        ],
    ));
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(d.join("inbox").join(sub)).unwrap();
    }
    // One round: the invitations go out.
    let o = run(
        d,
        &[
            "run",
            "--maildir",
            "inbox",
            "--maildir-root",
            "out",
            "--rounds",
            "1",
            "--interval",
            "0",
            "-v",
        ],
    );
    ok(&o);
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("sent=2"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(
        std::fs::read_dir(d.join("out/alice@example.org/new")).unwrap().count(),
        1
    );
    // A long-running instance holds the lock; a second one is refused.
    let mut child = common::referee_bin(d)
        .args([
            "run",
            "--maildir",
            "inbox",
            "--maildir-root",
            "out",
            "--interval",
            "60",
            "-v",
        ])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait (up to 60 s on a slow machine) until it says it started, which
    // it does once it holds the lock.
    let stderr = child.stderr.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for line in std::io::BufReader::new(stderr).lines().map_while(Result::ok) {
            if line.contains("estafette run started") {
                let _ = tx.send(());
            }
        }
    });
    rx.recv_timeout(std::time::Duration::from_secs(60))
        .expect("run never started");
    let o = run(d, &["run", "--maildir-root", "out", "--rounds", "1"]);
    assert_eq!(o.status.code(), Some(75), "it may run once the other stops");
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("already using"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // SIGTERM: it stops at once and cleanly.
    let t = std::time::Instant::now();
    Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    assert!(t.elapsed() < std::time::Duration::from_secs(20), "stops promptly");
    // The lock is free again.
    ok(&run(
        d,
        &["run", "--maildir-root", "out", "--rounds", "1", "--interval", "0"],
    ));
}

/// `run` in a test folder for one round, polling inbox/, with `extra` flags.
fn run_once(d: &Path, extra: &[&str]) -> Output {
    let mut args = vec![
        "run",
        "--maildir",
        "inbox",
        "--maildir-root",
        "out",
        "--rounds",
        "1",
        "--interval",
        "0",
    ];
    args.extend_from_slice(extra);
    run(d, &args)
}

#[test]
fn run_logs_each_message_taken_in_by_default_and_nothing_with_quiet() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(&run(d, &["init"]));
    let new = [
        "new",
        "strand",
        "--first",
        "Alice <alice@example.org>",
        "--second",
        "bob@example.org",
        "--moves-first",
        "first",
    ];
    ok(&run(d, &new));
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(d.join("inbox").join(sub)).unwrap();
    }
    // The invitations go out; nothing came in, so no message line.
    let o = run_once(d, &[]);
    ok(&o);
    let log = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(log.contains("estafette run started"), "{log}");
    assert!(!log.contains("mail from"), "{log}");
    let alice = d.join("out/alice@example.org/new");
    let invitation = std::fs::read(std::fs::read_dir(&alice).unwrap().next().unwrap().unwrap().path()).unwrap();
    let parsed = mail_parser::MessageParser::default().parse(&invitation).unwrap();
    let reply_to = parsed
        .reply_to()
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .unwrap()
        .to_string();
    let mail = |n: u32, from: &str, to: &str, body: &str| {
        let text = format!(
            "From: {from}\r\nTo: <{to}>\r\nSubject: strand-1\r\nMessage-ID: <r{n}@example.org>\r\n\r\n{body}\r\n"
        );
        std::fs::write(d.join(format!("inbox/new/{n}.eml")), text).unwrap();
    };
    // By default: one line per message, with its game, sender, outcome and
    // whether it was answered.
    mail(1, "Alice <alice@example.org>", &reply_to, "a7-b8");
    mail(2, "carol@example.org", "referee@example.net", "hello");
    let o = run_once(d, &[]);
    ok(&o);
    let log = String::from_utf8_lossy(&o.stderr).into_owned();
    let line = log
        .lines()
        .find(|l| l.contains("strand-1: mail from alice@example.org: applied: a7-b8;"))
        .unwrap_or_else(|| panic!("no line for Alice's move: {log}"));
    assert!(line.contains("reply queued") || line.contains("no reply"), "{line}");
    assert!(
        log.contains("(no game): mail from carol@example.org: rejected: no valid game token"),
        "{log}"
    );
    assert_eq!(log.matches("mail from").count(), 2, "{log}");
    // A refusal is told in public words: the move by its square, not why.
    mail(3, "Alice <alice@example.org>", &reply_to, "b8-b7");
    let o = run_once(d, &[]);
    ok(&o);
    let log = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(
        log.contains("strand-1: mail from alice@example.org: move from b8 refused; reply queued"),
        "{log}"
    );
    // -q: no line for a message, nor any other at info level.
    mail(4, "Alice <alice@example.org>", &reply_to, "b8-b7");
    let o = run_once(d, &["-q"]);
    ok(&o);
    let log = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(log.is_empty(), "{log}");
    assert!(
        std::fs::read_dir(d.join("inbox/new")).unwrap().next().is_none(),
        "taken in all the same"
    );
    // -q and -v together are refused.
    let o = run_once(d, &["-q", "-v"]);
    assert_eq!(o.status.code(), Some(64), "a usage error");
}

#[test]
fn a_blind_game_is_created_and_viewed_with_the_players_tools() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(&run(d, &["init"]));
    let o = run(
        d,
        &[
            "new",
            "lattaque",
            "--first",
            "alice@example.org",
            "--second",
            "bob@example.org",
            "--mode",
            "blind",
        ],
    );
    assert_eq!(o.status.code(), Some(64), "a blind game needs a clock");
    let o = run(
        d,
        &[
            "new",
            "strand",
            "--first",
            "alice@example.org",
            "--second",
            "bob@example.org",
            "--mode",
            "blind",
            "--time",
            "3d",
        ],
    );
    assert_eq!(o.status.code(), Some(64), "blind mode is for L'Attaque");
    let id = ok(&run(
        d,
        &[
            "new",
            "lattaque",
            "--first",
            "alice@example.org",
            "--second",
            "bob@example.org",
            "--moves-first",
            "first",
            "--mode",
            "blind",
            "--time",
            "3d",
        ],
    ));
    let id = id.trim();
    ok(&run(d, &["send", "--maildir-root", "out"]));
    let alice = d.join("out/alice@example.org/new");
    let path = std::fs::read_dir(&alice).unwrap().next().unwrap().unwrap().path();
    let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
    assert!(
        text.contains(&format!("estafette seal {id} south ARMYFILE --turn first")),
        "{text}"
    );
    std::fs::write(
        d.join("army.txt"),
        "2 2 7 M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\n5 F M 8 6 4 2 5 2\n",
    )
    .unwrap();
    ok(&common::estafette_bin()
        .current_dir(d)
        .args(["seal", id, "south", "army.txt", "--turn", "first"])
        .output()
        .unwrap());
    let secret = format!("{id}-south.secret.json");
    let view = ok(&common::estafette_bin()
        .current_dir(d)
        .args(["view", &secret, path.to_str().unwrap()])
        .output()
        .unwrap());
    assert!(view.contains("you are South"), "{view}");
    assert!(
        view.contains(" 10") && view.contains("*?"),
        "own ranks shown, North's hidden: {view}"
    );
    // The operator's `show` draws the board as the referee knows it: no rank
    // that was never opened.
    let shown = ok(&run(d, &["show", id]));
    assert!(shown.contains("alice") && shown.contains("*?"), "{shown}");
    let rows: Vec<&str> = shown
        .lines()
        .filter(|l| l.len() > 3 && l[..2].trim().parse::<u8>().is_ok())
        .collect();
    assert_eq!(rows.len(), 10, "{shown}");
    for row in rows {
        assert!(
            row[3..].split_whitespace().all(|c| ["?", "*?", ".", "~~"].contains(&c)),
            "a hidden rank in `show`: {row}"
        );
    }
}

#[test]
fn durability_and_poll_batch_settings_are_checked() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(&run(d, &["init"]));
    for (setting, complaint) in [
        (
            "poll_batch = 0",
            "line 1: poll_batch = 0: give a number of messages from 1 to 10000",
        ),
        (
            "poll_batch = \"many\"",
            "line 1: poll_batch = \"many\": expected a whole number",
        ),
        (
            "durability = \"sometimes\"",
            "line 1: durability = \"sometimes\": write",
        ),
    ] {
        std::fs::write(d.join("estafette.toml"), format!("{setting}\n")).unwrap();
        let o = run(d, &["stats"]);
        assert!(!o.status.success(), "{setting} is refused");
        assert!(
            String::from_utf8_lossy(&o.stderr).contains(complaint),
            "{setting}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
    // The environment is checked the same way, and good values pass.
    std::fs::write(d.join("estafette.toml"), "poll_batch = 2\ndurability = \"normal\"\n").unwrap();
    ok(&run(d, &["stats"]));
    let o = common::estafette_bin()
        .current_dir(d)
        .env("ESTAFETTE_POLL_BATCH", "-1")
        .args(["--db", "ref.db", "--key-file", "ref.key", "stats"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(78), "a wrong setting");
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("ESTAFETTE_POLL_BATCH '-1'"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

/// `estafette.toml` in `conf/` below the working folder, read with `--config`.
fn with_config(d: &Path, text: &str, args: &[&str]) -> Output {
    std::fs::create_dir_all(d.join("conf")).unwrap();
    std::fs::write(d.join("conf/estafette.toml"), text).unwrap();
    common::estafette_bin()
        .current_dir(d)
        .env_remove("ESTAFETTE_MAILDIR_OUT")
        .args(["--config", "conf/estafette.toml"])
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn config_paths_are_taken_from_the_files_folder_and_flags_win() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // A literal string, a multi-line basic string, escaped quotes and a
    // Unicode escape: TOML as any TOML reader reads it.
    let text = "db = 'ref.db'\nkey_file = \"\"\"ref.key\"\"\"\naddress = \"referee@example.net\"\nname = \"The \\\"#1\\\" arbitre \\u00e9\" # a comment\n";
    ok(&with_config(d, text, &["init"]));
    assert!(d.join("conf/ref.db").exists(), "the database sits beside the file");
    assert!(d.join("conf/ref.key").exists(), "the key file sits beside the file");
    assert!(!d.join("ref.db").exists() && !d.join("conf/\"\"ref.key\"\"").exists());
    ok(&with_config(d, text, &["stats"]));
    // A flag beats the file, and its relative path is from the working folder.
    ok(&with_config(d, text, &["--db", "flag.db", "init"]));
    assert!(d.join("flag.db").exists() && !d.join("conf/flag.db").exists());
    let o = common::estafette_bin()
        .current_dir(d)
        .env("ESTAFETTE_DB", "env.db")
        .args(["--config", "conf/estafette.toml", "init"])
        .output()
        .unwrap();
    ok(&o);
    assert!(d.join("env.db").exists(), "the environment beats the file too");
}

#[test]
fn config_mistakes_are_refused_with_the_line_and_the_key() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let good = "db = 'ref.db'\nkey_file = 'ref.key'\n";
    ok(&with_config(d, good, &["init"]));
    for (bad, complaint) in [
        (
            "nosuchkey = 1\n",
            "conf/estafette.toml, line 3: unknown key `nosuchkey` (the keys here: db,",
        ),
        (
            "key-file = 'k'\n",
            "conf/estafette.toml, line 3: unknown key `key-file` (did you mean `key_file`?)",
        ),
        (
            "db = 'other.db'\n",
            "conf/estafette.toml, line 3: `db` is given twice (first on line 1)",
        ),
        (
            "[smtp]\nhost = 'mail.example.net'\ntimeout = \"thirty\"\n",
            "conf/estafette.toml, line 5: smtp.timeout = \"thirty\": expected a whole number, 0 or more",
        ),
        (
            "[imap]\nprot = 993\n",
            "conf/estafette.toml, line 4: unknown key `imap.prot` (did you mean `port`?)",
        ),
    ] {
        let o = with_config(d, &format!("{good}{bad}"), &["stats"]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success(), "{bad} is refused");
        assert!(err.contains(complaint), "{bad}: {err}");
    }
}

#[test]
fn list_has_a_header_aligned_columns_natural_order_filters_and_json() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(&run(d, &["init"]));
    for _ in 0..10 {
        ok(&run(
            d,
            &[
                "new",
                "strand",
                "--first",
                "Alice <a@x.org>",
                "--second",
                "\"Doe, Bob\" <b@x.org>",
                "--moves-first",
                "first",
            ],
        ));
    }
    ok(&run(
        d,
        &["new", "lattaque", "--first", "Zoë <z@x.org>", "--second", "b@x.org"],
    ));
    let out = ok(&run(d, &["list"]));
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("GAME") && lines[0].contains("TO MOVE"), "{out}");
    let ids: Vec<&str> = lines[1..]
        .iter()
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    let mut expected = vec!["lattaque-1".to_string()];
    expected.extend((1..=10).map(|n| format!("strand-{n}")));
    assert_eq!(ids, expected, "natural order");
    let col = |l: &str| l.find("Alice").or_else(|| l.find("Zoë"));
    let at: Vec<usize> = lines[1..].iter().filter_map(|l| col(l)).collect();
    assert!(at.windows(2).all(|w| w[0] == w[1]), "aligned:\n{out}");
    assert!(out.contains("Alice v Doe, Bob"), "names whole:\n{out}");
    assert!(lines[2].contains("Alice") && lines[2].contains("in play"), "{out}");
    let only = ok(&run(d, &["list", "--player", "z@x.org"]));
    assert_eq!(only.lines().count(), 2, "{only}");
    let strand = ok(&run(d, &["list", "--game", "strand", "--finished"]));
    assert_eq!(strand.lines().count(), 1, "header only:\n{strand}");
    let json: serde_json::Value = serde_json::from_str(&ok(&run(d, &["list", "--json", "--active"]))).unwrap();
    assert_eq!(json.as_array().unwrap().len(), 11);
    assert_eq!(json[1]["players"][1]["name"], "Doe, Bob");
    assert_eq!(json[1]["to_move"], "Alice");
    let o = run(d, &["list", "--game", "chess"]);
    assert_eq!(o.status.code(), Some(64));
}
