//! Tests for `estafette::mail::inbound`.
//!
//! The corpus in `tests/mail/corpus/` is the main test: every `NAME.eml` is
//! parsed and rendered in a small text format, which must equal
//! `NAME.expected`. On a mismatch the rendering is written to `NAME.actual`
//! (compare with `diff`, and rename it to `.expected` once it is right).
//!
//! The format: `error: MESSAGE` for a refused message, else one `key: value`
//! line per field (`-` for none), then `commands:` with one command line per
//! line (indented two spaces) and `body:` with each body line after `| `.
//! `must-not-answer` is computed with [`OWN`] as the referee's own address.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use estafette::mail::inbound::{parse, Inbound, InboundError, Kind};
use proptest::prelude::*;

/// The referee's own address, as the corpus messages use it.
const OWN: &str = "estafette@pbem.example.org";

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mail/corpus")
}

fn corpus_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(corpus_dir())
        .expect("corpus directory exists")
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    files.sort();
    files
}

fn opt(v: &Option<String>) -> &str {
    v.as_deref().unwrap_or("-")
}

fn list(v: &[String]) -> String {
    if v.is_empty() {
        "-".to_string()
    } else {
        v.join(" ")
    }
}

/// Renders a parse result in the `.expected` format.
fn render(result: &Result<Inbound, InboundError>) -> String {
    let m = match result {
        Err(e) => return format!("error: {e}\n"),
        Ok(m) => m,
    };
    let mut s = String::new();
    let kind = match &m.kind {
        Kind::Normal => "normal".to_string(),
        Kind::AutoReply => "auto-reply".to_string(),
        Kind::Bulk => "bulk".to_string(),
        Kind::Bounce {
            recipients,
            status,
            permanent,
        } => format!(
            "bounce\nbounce-recipients: {}\nbounce-status: {}\nbounce-permanent: {}",
            list(recipients),
            opt(status),
            if *permanent { "yes" } else { "no" }
        ),
    };
    let _ = writeln!(s, "kind: {kind}");
    let own = [OWN.to_string()];
    let _ = writeln!(s, "must-not-answer: {}", m.must_not_answer(&own).unwrap_or("-"));
    let _ = writeln!(s, "message-id: {}", opt(&m.message_id));
    let _ = writeln!(s, "from: {}", opt(&m.from));
    let _ = writeln!(s, "from-name: {}", opt(&m.from_name));
    let rp = match m.return_path.as_deref() {
        None => "-",
        Some("") => "<>",
        Some(a) => a,
    };
    let _ = writeln!(s, "return-path: {rp}");
    let _ = writeln!(s, "subject: {}", m.subject);
    let _ = writeln!(s, "recipients: {}", list(&m.recipients));
    let _ = writeln!(s, "in-reply-to: {}", list(&m.in_reply_to));
    let _ = writeln!(s, "references: {}", list(&m.references));
    let _ = writeln!(s, "date: {}", m.date.map_or("-".to_string(), |d| d.to_string()));
    for a in &m.auth_results {
        let dkim: Vec<String> = a
            .dkim
            .iter()
            .map(|d| format!("dkim={}:{}", d.result, d.domain.as_deref().unwrap_or("-")))
            .collect();
        let _ = writeln!(s, "auth: {} {}", a.authserv_id, list(&dkim));
    }
    s.push_str("commands:\n");
    for c in &m.commands {
        let _ = writeln!(s, "  {c}");
    }
    s.push_str("body:\n");
    if !m.body.is_empty() {
        for line in m.body.trim_end_matches('\n').split('\n') {
            if line.is_empty() {
                s.push_str("|\n");
            } else {
                let _ = writeln!(s, "| {line}");
            }
        }
    }
    s
}

#[test]
fn corpus_matches_expected() {
    let files = corpus_files();
    assert!(
        files.len() >= 25,
        "the corpus should hold at least 25 messages, found {}",
        files.len()
    );
    let mut failures = Vec::new();
    for eml in &files {
        let raw = fs::read(eml).expect("readable .eml");
        let actual = render(&parse(&raw));
        let expected_path = eml.with_extension("expected");
        let actual_path = eml.with_extension("actual");
        let expected = fs::read_to_string(&expected_path)
            .map(|s| s.replace("\r\n", "\n"))
            .unwrap_or_default();
        if actual == expected {
            let _ = fs::remove_file(&actual_path);
        } else {
            fs::write(&actual_path, &actual).expect("write .actual");
            failures.push(
                eml.file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default(),
            );
        }
    }
    assert!(
        failures.is_empty(),
        "{} corpus message(s) differ from their .expected (see the .actual files): {:?}",
        failures.len(),
        failures
    );
}

/// Invariants every successful parse keeps, whatever the input.
fn check_invariants(raw: &[u8]) {
    if let Ok(m) = parse(raw) {
        assert_eq!(m.fingerprint.len(), 64);
        for c in &m.commands {
            assert!(!c.is_empty(), "empty command line");
            assert_eq!(c.trim(), c, "untrimmed command line");
            assert!(!c.contains('\n'), "command line with a line break");
        }
        if matches!(m.kind, Kind::Bounce { .. }) {
            assert!(m.commands.is_empty(), "a bounce yielded commands");
        }
        assert!(!m.body.contains('\r'), "CR left in the body");
        let _ = m.must_not_answer(&[OWN.to_string()]);
    }
}

#[test]
fn every_truncation_of_the_corpus_is_handled() {
    for eml in corpus_files() {
        let raw = fs::read(&eml).expect("readable .eml");
        let step = (raw.len() / 60).max(1);
        for cut in (0..raw.len()).step_by(step) {
            check_invariants(&raw[..cut]);
        }
    }
}

#[test]
fn fingerprint_is_sha256_of_the_raw_bytes() {
    // sha256 of the exact bytes below, computed independently (sha256sum).
    let raw = b"From: a@example.org\nSubject: x\n\nBOARD\n";
    let m = parse(raw).expect("parses");
    assert_eq!(
        m.fingerprint,
        "292fb9a6f88c0d8a714149919831c03051d7bb5a7d46b58fff984ea7027458f9"
    );
    assert_eq!(m.commands, vec!["BOARD"]);
}

#[test]
fn own_addresses_compare_without_plus_and_case() {
    let raw = b"From: Estafette <Estafette+g12.x@PBEM.example.org>\nSubject: x\n\nBOARD\n";
    let m = parse(raw).expect("parses");
    assert_eq!(
        m.must_not_answer(&[OWN.to_string()]),
        Some("it comes from one of our own addresses")
    );
    assert_eq!(m.must_not_answer(&["estafette@other.example".to_string()]), None);
    assert!(m
        .must_not_answer(&["estafette+zz@pbem.example.org".to_string()])
        .is_some());
    let raw = b"From: alice@example.net\nReturn-Path: <estafette@pbem.example.org>\n\nBOARD\n";
    let m = parse(raw).expect("parses");
    assert!(m.must_not_answer(&[OWN.to_string()]).is_some());
    assert_eq!(m.must_not_answer(&[]), None);
}

#[test]
fn errors_have_clear_messages() {
    assert_eq!(parse(b"").unwrap_err(), InboundError::Empty);
    assert_eq!(parse(b" \r\n\t").unwrap_err(), InboundError::Empty);
    assert_eq!(
        parse(b"From: a@example.org\nSubject: b4").unwrap_err(),
        InboundError::Truncated
    );
    assert_eq!(parse(b"hello world\n\nb4-b5\n").unwrap_err(), InboundError::NotMail);
    for e in [
        InboundError::Empty,
        InboundError::Truncated,
        InboundError::NotMail,
        InboundError::Unparseable,
    ] {
        assert!(e.to_string().len() > 15, "message too short: {e}");
    }
}

#[test]
fn mbox_from_line_is_skipped() {
    let raw = b"From alice@example.net  Tue Nov  3 10:00:00 2026\nFrom: alice@example.net\nSubject: Re: x\n\nb4-b5\n";
    let m = parse(raw).expect("parses");
    assert_eq!(m.from.as_deref(), Some("alice@example.net"));
    assert_eq!(m.commands, vec!["b4-b5"]);
}

#[test]
fn subject_is_the_command_only_without_body_commands() {
    let m = parse(b"From: a@example.org\nSubject: Re: [Estafette g12] RESIGN\n\n> quoted only\n").expect("parses");
    assert_eq!(m.commands, vec!["RESIGN"]);
    let m = parse(b"From: a@example.org\nSubject: Re: [Estafette g12] RESIGN\n\nBOARD\n").expect("parses");
    assert_eq!(m.commands, vec!["BOARD"]);
    let m = parse(b"From: a@example.org\nSubject: Fwd: RESIGN\n\n").expect("parses");
    assert!(m.commands.is_empty(), "a forward's subject is not a command");
}

fn mutate(base: &[u8], ops: &[(u8, usize, u8)]) -> Vec<u8> {
    let mut v = base.to_vec();
    for &(op, pos, byte) in ops {
        let at = if v.is_empty() { 0 } else { pos % v.len() };
        match op % 6 {
            0 => {
                if let Some(b) = v.get_mut(at) {
                    *b = byte;
                }
            }
            1 => v.insert(at, byte),
            2 => {
                if at < v.len() {
                    v.remove(at);
                }
            }
            3 => v.truncate(at),
            4 => {
                // duplicate a chunk (repeats boundaries, headers, markers)
                let end = (at + usize::from(byte)).min(v.len());
                let chunk = v[at..end].to_vec();
                v.splice(at..at, chunk);
            }
            _ => {
                let special: &[u8] = match byte % 8 {
                    0 => b"\n\n",
                    1 => b"\r\n--",
                    2 => b"=\n",
                    3 => b"<blockquote>",
                    4 => b"\n> ",
                    5 => b"Content-Type: multipart/mixed; boundary=x\n",
                    6 => b"=?utf-8?b?",
                    _ => b"\xff\xfe\x00",
                };
                v.splice(at..at, special.iter().copied());
            }
        }
    }
    v
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(raw in proptest::collection::vec(any::<u8>(), 0..1500)) {
        check_invariants(&raw);
    }

    #[test]
    fn header_like_random_text_never_panics(
        body in "(From: [a-z@.]{0,12}\n|Subject: .{0,20}\n|Content-Type: (text/html|multipart/[a-z]{1,8}; boundary=[a-z]{1,3}|message/rfc822)\n|Content-Transfer-Encoding: (base64|quoted-printable)\n|\n|--[a-z]{1,3}(--)?\n|> .{0,10}\n|<[a-z/ =\"]{0,12}>|&[#a-z0-9]{0,6};?|.{0,30}\n){0,40}"
    ) {
        check_invariants(body.as_bytes());
    }

    #[test]
    fn corpus_mutations_never_panic(
        idx in any::<prop::sample::Index>(),
        ops in proptest::collection::vec((any::<u8>(), any::<usize>(), any::<u8>()), 1..12),
    ) {
        let files = corpus_files();
        let file = idx.get(&files);
        let base = fs::read(file).expect("readable .eml");
        check_invariants(&mutate(&base, &ops));
    }
}

#[test]
fn large_pathological_messages_stay_fast() {
    let start = std::time::Instant::now();
    let mut html = String::from("From: a@example.org\nContent-Type: text/html\n\n");
    html.push_str(&"<style><b><blockquote><p>x</p>&amp;&#".repeat(40_000));
    let m = parse(html.as_bytes()).expect("parses");
    assert!(m.commands.is_empty(), "everything sits inside an unclosed <style>");
    let mut text = String::from("From: a@example.org\n\n");
    text.push_str(&"From: x\n\n\nOn a\n\n> \n-\n".repeat(40_000));
    text.push_str("b4-b5\n");
    let m = parse(text.as_bytes()).expect("parses");
    // Prose, quotes and dashes all the way down, read to the command at the end.
    assert_eq!(m.commands, vec!["b4-b5"]);
    assert!(start.elapsed().as_secs() < 20, "took {:?}", start.elapsed());
}

fn kind_of(headers: &str) -> Kind {
    let raw = format!("From: Alice <alice@example.net>\n{headers}\n\nb4-b5\n");
    parse(raw.as_bytes()).expect("parses").kind
}

#[test]
fn kinds_from_headers() {
    assert_eq!(kind_of("Subject: Re: x"), Kind::Normal);
    assert_eq!(kind_of("Auto-Submitted: no"), Kind::Normal);
    assert_eq!(kind_of("Auto-Submitted: No (manual)"), Kind::Normal);
    assert_eq!(kind_of("Auto-Submitted: auto-generated"), Kind::AutoReply);
    assert_eq!(kind_of("X-Autorespond: yes"), Kind::AutoReply);
    assert_eq!(kind_of("X-Auto-Response-Suppress: OOF"), Kind::AutoReply);
    assert_eq!(kind_of("Subject: Out of Office: back on Monday"), Kind::AutoReply);
    assert_eq!(kind_of("Subject: Auto: [Estafette g12] Your move"), Kind::AutoReply);
    assert_eq!(
        kind_of("Subject: =?utf-8?q?R=C3=A9ponse_automatique_:_absent?="),
        Kind::AutoReply
    );
    assert_eq!(kind_of("Precedence: junk"), Kind::Bulk);
    assert_eq!(kind_of("Precedence: first-class"), Kind::Normal);
    assert_eq!(
        kind_of("List-Unsubscribe: <mailto:leave@lists.example.net>"),
        Kind::Bulk
    );
    assert_eq!(
        kind_of("Content-Type: multipart/report; report-type=disposition-notification; boundary=b"),
        Kind::AutoReply,
        "a read receipt is automatic too"
    );
    let raw = b"From: postmaster@example.net\nReturn-Path: <>\nSubject: x\n\nb4-b5\n";
    let m = parse(raw).expect("parses");
    assert_eq!(
        m.kind,
        Kind::Bounce {
            recipients: vec![],
            status: None,
            permanent: false
        }
    );
    assert!(m.commands.is_empty());
    // MAILER-DAEMON with a real Return-Path is not a bounce, but still never answered.
    let raw = b"From: MAILER-DAEMON@example.net\nReturn-Path: <x@example.net>\n\nb4-b5\n";
    let m = parse(raw).expect("parses");
    assert_eq!(m.kind, Kind::Normal);
    assert_eq!(
        m.must_not_answer(&[]),
        Some("it comes from MAILER-DAEMON or postmaster")
    );
    let m = parse(b"Subject: no sender\n\nb4-b5\n").expect("parses");
    assert_eq!(m.must_not_answer(&[]), Some("it has no From address"));
}

#[test]
fn outlook_header_blocks_in_other_languages() {
    let fr = "From: a@example.net\n\nRESIGN\n\nDe : Estafette <e@x.example>\nEnvoyé : mardi 3 novembre 2026 10:00\nÀ : Alice\nObjet : x\n\nBOARD\n";
    assert_eq!(parse(fr.as_bytes()).expect("parses").commands, vec!["RESIGN"]);
    let de = "From: a@example.net\n\nRESIGN\n\nVon: Estafette <e@x.example>\nGesendet: Dienstag, 3. November 2026 10:00\nAn: Alice\n\nBOARD\n";
    assert_eq!(parse(de.as_bytes()).expect("parses").commands, vec!["RESIGN"]);
    let de2 = "From: a@example.net\n\nRESIGN\n\nAm Di., 3. Nov. 2026 um 10:00 Uhr schrieb Estafette <\ne@x.example>:\n> BOARD\n";
    assert_eq!(parse(de2.as_bytes()).expect("parses").commands, vec!["RESIGN"]);
}

/// The command lines of every corpus message are what the player meant:
/// the game's command parser takes them all, except in the messages that
/// carry a line written as a command but malformed, which is refused with
/// its reason (and no prose ever reaches the parser).
#[test]
fn corpus_commands_parse_as_the_player_meant() {
    use estafette::referee::command;
    let mut refused = Vec::new();
    for eml in corpus_files() {
        let raw = fs::read(&eml).expect("readable .eml");
        let Ok(m) = parse(&raw) else { continue };
        if let (_, Some(e)) = command::parse(&m.commands) {
            let name = eml
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            refused.push(format!("{name}: {e}"));
        }
    }
    assert_eq!(
        refused,
        vec![
            "k9-mail-resign-now-please.eml: \"RESIGN now please\": this command takes nothing after it: write it \
             alone on its line"
        ]
    );
}
