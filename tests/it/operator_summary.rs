//! What the referee says of its own work, in the operator's language:
//! `ingest`'s line on standard error for a handled mail, `show`'s move
//! list, `operator`'s answer and `moves`' last line on a finished game.
//! English stays as it was (the inbox stores it); the status before an
//! ingested mail's summary is the inbox's own word, in every language.

use crate::common;
use common::run_in as run;

use std::path::Path;
use std::process::Output;

/// The summaries the inbox stores, in the order the mails came.
fn inbox_results(d: &Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(d.join("ref.db")).unwrap();
    let mut stmt = conn.prepare("SELECT result FROM inbox ORDER BY id").unwrap();
    let rows = stmt.query_map([], |r| r.get(0)).unwrap();
    rows.map(Result::unwrap).collect()
}

fn ok(o: &Output) -> String {
    assert!(o.status.success(), "failed: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// `ingest` of a mail from Alice to `to` saying `body`, in `env`: its line
/// on standard error.
fn ingest(d: &Path, env: &[(&str, &str)], to: &str, n: u32, body: &str) -> String {
    ingest_from(d, env, "Alice <alice@example.org>", to, n, body)
}

/// `ingest` of a mail from `from` to `to` saying `body`, in `env`.
fn ingest_from(d: &Path, env: &[(&str, &str)], from: &str, to: &str, n: u32, body: &str) -> String {
    let mail = format!(
        "From: {from}\r\nTo: <{to}>\r\nSubject: Re: strand-1\r\nMessage-ID: <m{n}@example.org>\r\n\r\n{body}\r\n"
    );
    let file = format!("m{n}.eml");
    std::fs::write(d.join(&file), mail).unwrap();
    let o = run(d, env, &["ingest", "--queue-only", &file]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stderr).trim_end().to_string()
}

/// A Strand game between Alice and Bob, Alice to move; the address Alice
/// answers to.
fn strand(d: &Path) -> String {
    ok(&run(d, &[], &["init"]));
    let args = [
        "new",
        "strand",
        "--first",
        "Alice <alice@example.org>",
        "--second",
        "Bob <bob@example.org>",
        "--moves-first",
        "first",
        "--time",
        "3d",
    ];
    assert_eq!(ok(&run(d, &[], &args)).trim(), "strand-1");
    ok(&run(d, &[], &["send", "--maildir-root", "out"]));
    let dir = d.join("out/alice@example.org/new");
    let mail = std::fs::read_dir(&dir).unwrap().next().unwrap().unwrap().path();
    let raw = std::fs::read(mail).unwrap();
    let parsed = mail_parser::MessageParser::default().parse(&raw).unwrap();
    let to = parsed.reply_to().and_then(|a| a.first()).and_then(|a| a.address());
    to.unwrap().to_string()
}

#[test]
fn ingest_and_show_tell_the_operator_in_their_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let to = strand(d);
    // The status stays the inbox's word; the summary is worded.
    assert_eq!(
        ingest(d, &[("ESTAFETTE_LANG", "de")], &to, 1, "a7-b8"),
        "angewandt: a7-b8"
    );
    let refused = ingest(d, &[("LANG", "fr_FR.UTF-8")], &to, 2, "b8-c9");
    assert_eq!(refused, "rejected: coup depuis b8 refusé");
    let english = ingest(d, &[], &to, 3, "b8-c9");
    assert_eq!(english, "rejected: move from b8 refused");
    // A mail that is not a game's: its summary typed too.
    let stranger =
        |env: &[(&str, &str)], n| ingest_from(d, env, "carol@example.org", "referee@example.net", n, "hello");
    assert_eq!(
        stranger(&[("ESTAFETTE_LANG", "de")], 4),
        "rejected: kein gültiges Partie-Token (von carol@example.org)"
    );
    assert_eq!(
        stranger(&[], 5),
        "rejected: no valid game token (from carol@example.org)"
    );
    // The inbox keeps the English.
    let stored = inbox_results(d);
    assert_eq!(
        stored,
        [
            "applied: a7-b8",
            "move from b8 refused",
            "move from b8 refused",
            "no valid game token (from carol@example.org)",
            "no valid game token (from carol@example.org)"
        ]
    );
    // `show`'s move list: the report in the operator's language.
    let line = |out: &str| {
        out.lines()
            .find(|l| l.trim_start().starts_with("1. a7-b8 "))
            .unwrap_or_else(|| panic!("no move line in:\n{out}"))
            .to_string()
    };
    let en = line(&ok(&run(d, &[], &["show", "strand-1"])));
    let de = line(&ok(&run(d, &[("ESTAFETTE_LANG", "de")], &["show", "strand-1"])));
    let fr = line(&ok(&run(d, &[("ESTAFETTE_LANG", "fr")], &["show", "strand-1"])));
    assert_eq!(en, "   1. a7-b8 Allied Cavalry moved a7-b8.");
    assert_eq!(de, "   1. a7-b8 Die alliierte Kavallerie zog a7-b8.");
    assert_eq!(fr, "   1. a7-b8 La Cavalerie alliée a joué a7-b8.");
}

#[test]
fn operate_answers_in_the_operators_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    strand(d);
    let op = |env: &[(&str, &str)], args: &[&str]| ok(&run(d, env, &[&["operator"], args].concat()));
    let fr = op(&[("ESTAFETTE_LANG", "fr")], &["pause", "strand-1", "--reason", "panne"]);
    assert!(
        fr.starts_with("strand-1 : partie mise en pause par l'opérateur : panne (entrée "),
        "{fr}"
    );
    let en = op(&[], &["resume", "strand-1", "--reason", "fixed"]);
    assert!(
        en.starts_with("strand-1: resumed by the operator: fixed (log entry "),
        "{en}"
    );
    let de = op(
        &[("LANG", "de_DE.UTF-8")],
        &["extend", "strand-1", "--side", "1", "--by", "1d2h", "--reason", "Umzug"],
    );
    assert!(
        de.starts_with("strand-1: Alice erhält vom Betreiber 1 Tag und 2 Stunden mehr: Umzug (Logeintrag "),
        "{de}"
    );
}

#[test]
fn moves_tells_a_finished_game_in_the_operators_language() {
    // L'Assaut with both Officers gone, theirs to move: the Soldiers won.
    let position = "assaut fortress-sideways=off huff=off .../.../SS...SS/SSSSSSS/SSSSSSS/SSS/SSS officers 1 -";
    let last = |env: &[(&str, &str)]| {
        let o = common::estafette_bin()
            .envs(env.iter().copied())
            .args(["moves", "assaut", position])
            .output()
            .unwrap();
        ok(&o).lines().last().unwrap_or_default().to_string()
    };
    assert_eq!(
        last(&[]),
        "game over: Soldiers won: both Officers have been removed, so the Officers have no legal move"
    );
    assert_eq!(
        last(&[("ESTAFETTE_LANG", "de")]),
        "Partie beendet: Sieg der Soldaten: beide Offiziere wurden geschlagen, daher haben die Offiziere keinen legalen Zug mehr"
    );
    assert_eq!(
        last(&[("LC_ALL", "fr_FR.UTF-8")]),
        "partie terminée : victoire des Soldats : les deux Officiers ont été retirés : les Officiers n'ont plus aucun coup légal"
    );
}

/// `ingest` of the raw mail `mail` in `env`: its line on standard error.
fn ingest_raw(d: &Path, env: &[(&str, &str)], n: u32, mail: &str) -> String {
    let file = format!("raw{n}.eml");
    std::fs::write(d.join(&file), mail).unwrap();
    let o = run(d, env, &["ingest", "--queue-only", &file]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stderr).trim_end().to_string()
}

#[test]
fn account_commands_and_mails_put_aside_are_told_in_the_operators_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    strand(d);
    let referee = "referee@example.net";
    let games = ingest_from(d, &[("ESTAFETTE_LANG", "de")], "alice@example.org", referee, 1, "GAMES");
    assert_eq!(games, "applied: GAMES für alice@example.org: 1");
    let auto = "From: carol@example.org\r\nTo: <referee@example.net>\r\nSubject: away\r\n\
                Auto-Submitted: auto-replied\r\nMessage-ID: <a2@example.org>\r\n\r\nI am away.\r\n";
    assert_eq!(
        ingest_raw(d, &[("LANG", "fr_FR.UTF-8")], 2, auto),
        "ignored: sans réponse : c'est une réponse automatique"
    );
    let two = "From: carol@example.org, dave@example.org\r\nTo: <referee@example.net>\r\nSubject: hi\r\n\
               Message-ID: <a3@example.org>\r\n\r\nGAMES\r\n";
    assert_eq!(
        ingest_raw(d, &[("ESTAFETTE_LANG", "de")], 3, two),
        "ignored: kein eindeutiger Absender, nicht beantwortet: ihre From-Kopfzeile enthält 2 Adressen"
    );
    let bad = ingest_from(
        d,
        &[("ESTAFETTE_LANG", "fr")],
        "carol@example.org",
        referee,
        4,
        "OBSERVE",
    );
    assert!(
        bad.starts_with("rejected: commande de compte erronée de carol@example.org : "),
        "{bad}"
    );
    // English, and the inbox keeps it whatever the operator reads.
    let english = ingest_raw(d, &[], 5, &auto.replace("a2@", "a5@"));
    assert_eq!(english, "ignored: not answered: it is an automatic reply");
    let stored = inbox_results(d);
    assert_eq!(stored[0], "GAMES for alice@example.org: 1");
    assert_eq!(stored[1], "not answered: it is an automatic reply");
    assert_eq!(
        stored[2],
        "no one sender, not answered: its From header holds 2 addresses"
    );
    assert!(
        stored[3].starts_with("bad account command from carol@example.org: "),
        "{stored:?}"
    );
}

#[test]
fn the_mail_commands_lines_are_in_the_operators_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    strand(d);
    let err = |o: Output| {
        assert!(o.status.success(), "failed: {}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stderr).trim_end().to_string()
    };
    let tick = err(run(d, &[("ESTAFETTE_LANG", "de")], &["tick"]));
    assert_eq!(tick, "tick: 0 Partien hatten etwas fällig");
    let send = err(run(d, &[("LANG", "fr_FR.UTF-8")], &["send", "--maildir-root", "out"]));
    assert_eq!(send, "envoyés 0, à réessayer 0, en échec 0");
    let english = err(run(d, &[], &["send", "--maildir-root", "out"]));
    assert_eq!(english, "sent 0, to retry 0, failed 0");
}

/// `tick` run by the real binary on a Strand game whose deadline passed
/// long ago (made at the test clock's start, weeks before today): its
/// line for the game, in `env`'s language.
fn tick_a_game_long_past_its_deadline(env: &[(&str, &str)]) -> String {
    use estafette::games::any::{GameKind, OptionsSpec};
    use estafette::games::Side;
    use estafette::referee::clock::TimeControl;
    let mut h = common::Harness::new();
    let tc = TimeControl::parse("1d", None).unwrap();
    let id = h
        .svc
        .new_game(
            GameKind::Strand,
            OptionsSpec::default(),
            common::players(),
            Some(Side::First),
            Some(tc),
        )
        .unwrap();
    assert_eq!(id, "strand-1");
    let dir = h.dir.path().to_path_buf();
    let o = common::estafette_bin()
        .current_dir(&dir)
        .args(["--db", "referee.db", "--key-file", "referee.key"])
        .args(["--address", "referee@example.net", "tick"])
        .envs(env.iter().copied())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(o.status.success(), "failed: {err}");
    drop(h);
    err
}

#[test]
fn ticks_line_for_a_game_is_in_the_operators_language() {
    let de = tick_a_game_long_past_its_deadline(&[("ESTAFETTE_LANG", "de")]);
    let line = de.lines().next().unwrap_or_default();
    assert!(
        line.starts_with("strand-1: Alice hat durch Zeitüberschreitung verloren; Bob gewinnt: "),
        "{de}"
    );
    assert!(!line.contains("lost on time") && !line.contains("wins"), "{de}");
    assert!(de.contains("tick: 1 Partie hatte etwas fällig"), "{de}");
    // English as it was: the events' log summaries.
    let en = tick_a_game_long_past_its_deadline(&[]);
    let line = en.lines().next().unwrap_or_default();
    assert!(line.starts_with("strand-1: Alice lost on time; Bob wins: "), "{en}");
    assert!(en.ends_with("tick: 1 game(s) had something due\n"), "{en}");
}

#[test]
fn runs_own_log_lines_are_in_the_operators_language() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    strand(d);
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(d.join("inbox").join(sub)).unwrap();
    }
    let args = [
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
    let log = |env: &[(&str, &str)]| {
        let o = run(d, env, &args);
        assert!(o.status.success(), "failed: {}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stderr).into_owned()
    };
    let de = log(&[("ESTAFETTE_LANG", "de")]);
    assert!(de.contains("estafette run gestartet (eine Runde alle 0 s)"), "{de}");
    assert!(de.contains("estafette run beendet"), "{de}");
    assert!(!de.contains("started") && !de.contains("stopped"), "{de}");
    let en = log(&[]);
    assert!(en.contains("estafette run started (a round every 0 s)"), "{en}");
    assert!(en.contains("estafette run stopped"), "{en}");
}
