//! `estafette play` and `estafette moves` through the real binary, against
//! the golden cases in tests/data/play/*.txt.
//!
//! A case is a command line, `$ ARGS` (split at spaces; "..." keeps its
//! spaces), followed by what the command printed: `| ` a line of standard
//! output, `! ` a line of standard error, `= exit N` its exit status.
//! Comment lines (`#`) and blank lines stand between cases. With
//! `UPDATE_GOLDEN=1` the outputs are written anew (comments and command
//! lines stay); a mismatch writes the whole file as it came out beside it,
//! as `.actual`.
//!
//! The transcripts some cases replay (tests/data/play/*.json) are games
//! played through the real shell with the test harness (fixed key, seeds and
//! clock); a test here plays them again and compares, and `UPDATE_GOLDEN=1`
//! writes them anew too.

use crate::common;

use common::{Harness, ARMY_NORTH, ARMY_SOUTH};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::service::Ingested;
use std::path::Path;

/// The arguments of a `$` line: split at spaces, a "..." group kept whole.
fn split_args(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    out.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            c => {
                cur.push(c);
                any = true;
            }
        }
    }
    assert!(!quoted, "an unclosed quote in: {line}");
    if any {
        out.push(cur);
    }
    out
}

/// Run the binary in the crate's folder and give its output as case lines.
fn run(args: &[String]) -> String {
    let o = crate::common::estafette_bin()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .output()
        .unwrap();
    let mut out = String::new();
    for line in String::from_utf8_lossy(&o.stdout).lines() {
        out.push_str(&format!("| {line}\n"));
    }
    for line in String::from_utf8_lossy(&o.stderr).lines() {
        out.push_str(&format!("! {line}\n"));
    }
    let code = o.status.code().map_or("signal".to_string(), |c| c.to_string());
    out.push_str(&format!("= exit {code}\n"));
    out
}

/// The case file with every output as the binary gives it now.
fn expand(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.starts_with("| ") || line.starts_with("! ") || line.starts_with("= ") || line == "|" {
            continue;
        }
        out.push_str(line);
        out.push('\n');
        if let Some(cmd) = line.strip_prefix("$ ") {
            out.push_str(&run(&split_args(cmd)));
        }
    }
    out
}

#[test]
fn play_and_moves_golden_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/play");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(files.len() >= 6, "the case files are there");
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        assert!(
            text.contains("\n$ ") || text.starts_with("$ "),
            "{}: no case",
            f.display()
        );
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        common::golden(&format!("tests/data/play/{name}"), &expand(&text));
    }
}

#[test]
fn quoted_arguments_stay_whole() {
    assert_eq!(
        split_args(r#"play assaut start "place d6 e6"  d4-d5"#),
        ["play", "assaut", "start", "place d6 e6", "d4-d5"]
    );
}

fn applied(r: Ingested, what: &str) {
    match r {
        Ingested::Handled { status, .. } if status == "applied" => {}
        r => panic!("{what}: {r:?}"),
    }
}

/// Export a game as pretty JSON, as a fixture.
fn export(h: &Harness, id: &str) -> String {
    let t = h.svc.export(id).unwrap();
    serde_json::to_string_pretty(&t).unwrap() + "\n"
}

/// A L'Attaque game through the shell: combats (equal Scouts, a lost and a
/// won attack), then South resigns and both armies are published. Also the
/// same game while in play, before its armies are published.
fn lattaque_games() -> (String, String) {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    h.play(&id, Side::First, &format!("SETUP\n{ARMY_SOUTH}"));
    h.play(&id, Side::Second, &format!("SETUP\n{ARMY_NORTH}"));
    let moves = [
        "a4-a6xa7", "b7-b6", "b4-b5xb6", "d7-d6", "b3-b4", "d6-d5", "b4-b5xb6", "d5xd4",
    ];
    for (i, m) in moves.iter().enumerate() {
        let side = if i % 2 == 0 { Side::First } else { Side::Second };
        applied(h.play(&id, side, m).0, m);
    }
    let in_play = export(&h, &id);
    h.play(&id, Side::First, "RESIGN");
    (export(&h, &id), in_play)
}

/// A L'Assaut game with `huff=on`, still in play: a huff, then a capture.
fn assaut_game() -> String {
    let mut h = Harness::new();
    let spec = OptionsSpec::with_sets(None, &["huff=on".to_string()]).unwrap();
    let id = h.new_game(GameKind::Assaut, spec, Side::First);
    let moves = [
        (Side::Second, "place d6 e6"),
        (Side::First, "d4-d5"),
        (Side::Second, "e6-e7"),
        (Side::First, "c4-c5"),
        (Side::Second, "e7-e6"),
        (Side::First, "e4-e5"),
        (Side::Second, "e6xe4"),
    ];
    for (side, m) in moves {
        applied(h.play(&id, side, m).0, m);
    }
    export(&h, &id)
}

#[test]
fn the_replayed_transcripts_are_games_played_through_the_shell() {
    let (resigned, in_play) = lattaque_games();
    common::golden("tests/data/play/lattaque-resigned.json", &resigned);
    common::golden("tests/data/play/lattaque-in-play.json", &in_play);
    common::golden("tests/data/play/assaut-huff.json", &assaut_game());
}

/// The examples of `play` in docs/RULES.md are what the binary prints
/// (standard output, then standard error).
#[test]
fn the_rules_document_shows_what_play_prints() {
    let doc = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/RULES.md")).unwrap();
    let mut checked = 0;
    let mut current: Option<(String, String)> = None;
    let mut examples = Vec::new();
    for line in doc.lines() {
        if let Some(cmd) = line.strip_prefix("$ estafette ") {
            examples.extend(current.take());
            current = Some((cmd.to_string(), String::new()));
        } else if line.starts_with("```") || line.is_empty() {
            examples.extend(current.take());
        } else if let Some((_, out)) = current.as_mut() {
            out.push_str(line);
            out.push('\n');
        }
    }
    for (cmd, expected) in examples {
        let args = split_args(&cmd);
        if args.first().map(String::as_str) != Some("play") {
            continue;
        }
        let o = crate::common::estafette_bin().args(&args).output().unwrap();
        let actual = String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
        assert_eq!(actual, expected, "docs/RULES.md: estafette {cmd}");
        checked += 1;
    }
    assert!(checked >= 4, "the examples are found ({checked})");
}

/// Why `play` refuses a move is told in the operator's language (the
/// rules' own words nested in the command line's), with the same exit
/// status; the English is as it always was.
#[test]
fn a_refused_move_is_told_in_the_operators_language() {
    let run = |env: &[(&str, &str)]| {
        let o = crate::common::estafette_bin()
            .envs(env.iter().copied())
            .args(["play", "strand", "start", "zz"])
            .output()
            .unwrap();
        (o.status.code(), String::from_utf8_lossy(&o.stderr).into_owned())
    };
    let (code, en) = run(&[]);
    assert_eq!(
        en,
        "estafette: move 1 'zz' refused: not a move: 'zz' is not a square: a file letter must be followed by a rank number\n"
    );
    let (de_code, de) = run(&[("ESTAFETTE_LANG", "de")]);
    assert_eq!(de_code, code);
    assert!(
        de.starts_with("estafette: Zug 1 'zz' abgelehnt: kein Zug: „zz“ ist kein Feld"),
        "{de}"
    );
    let (fr_code, fr) = run(&[("LANG", "fr_FR.UTF-8")]);
    assert_eq!(fr_code, code);
    assert!(
        fr.starts_with("estafette: coup 1 'zz' refusé : ce n'est pas un coup : "),
        "{fr}"
    );
    assert!(!fr.contains("not a"), "{fr}");
}
