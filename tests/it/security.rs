//! The security cases of docs/RELIABILITY.md, section 7: what a copied
//! database shows without the key file, mail to addresses the referee does
//! not know, malformed sender headers, and player text in outgoing mail.

use crate::reliability_common;

use estafette::games::lattaque::Rank;
use estafette::games::Side;
use estafette::store::Queries;
use estafette::views::words;
use reliability_common::*;

/// Every way the referee writes a rank, in a context in which it writes
/// it: ` Flag` followed by a space, a comma, a full stop or a closing
/// bracket, for each name and each of its forms (`plural`, `le`, ...) in
/// every language's catalog; not the grammatical gender a catalog gives
/// (`genre = m`), which names nothing. (A name alone, `Spy`, would also be
/// found by chance in the sealed bytes around it.)
fn rank_words() -> Vec<String> {
    let catalogs = words::catalogs().unwrap();
    let mut out = Vec::new();
    for r in Rank::ALL {
        for lang in words::LANGS {
            let (name, forms) = catalogs
                .name_forms(lang, words::names::rank_id(r.code()).unwrap())
                .unwrap();
            // Not the French `.genre` (`m` or `f`), which says how to
            // agree with a name, not how it is written: ` m,` is found in
            // the sealed bytes by chance (once in about 40 runs, in each
            // copy SQLite keeps of a row it rewrote).
            let forms = forms.into_iter().filter(|(attr, _)| attr != "genre");
            for name in std::iter::once(name).chain(forms.map(|(_, form)| form)) {
                for after in [" ", ",", ".", ")", ":", ";"] {
                    out.push(format!(" {name}{after}"));
                }
            }
        }
    }
    out
}

/// The rank words of [`rank_words`] found in `bytes`.
pub(crate) fn ranks_in(bytes: &[u8]) -> Vec<String> {
    rank_words()
        .into_iter()
        .filter(|w| memchr::memmem::find(bytes, w.as_bytes()).is_some())
        .collect()
}

/// A held game of L'Attaque with refused moves and a refused army, each
/// mail through `estafette ingest`: neither the database file nor its
/// write-ahead log, read as bytes without the key file, holds a rank of a
/// piece not yet revealed (no piece is: there is no combat), nor any line
/// of either army; nor does any line `ingest` printed.
#[test]
fn a_copied_database_and_its_log_show_no_hidden_rank() {
    let r = Referee::new("");
    let id = r
        .ok(&[
            "new",
            "lattaque",
            "--first",
            &format!("Alice <{ALICE}>"),
            "--second",
            &format!("Bob <{BOB}>"),
            "--moves-first",
            "first",
            "--lang-second",
            "fr",
        ])
        .trim()
        .to_string();
    // One Colonel short (a Major in its place), then each army; Alice
    // moves her Flag (g1) and her Sapper two squares (c4); Bob, who reads
    // French, his Sapper two squares (b7) and his Flag (d10).
    let one_colonel = ARMY_SOUTH.replacen("7 8 10", "7 7 10", 1);
    let mails = [
        (Side::First, format!("SETUP\n{one_colonel}")),
        (Side::First, format!("SETUP\n{ARMY_SOUTH}")),
        (Side::Second, format!("SETUP\n{ARMY_NORTH}")),
        (Side::First, "g1-g2".to_string()),
        (Side::First, "c4-c6".to_string()),
        (Side::First, "a4-a5\nMESSAGE good luck".to_string()),
        (Side::Second, "b7-b5".to_string()),
        (Side::Second, "d10-d9".to_string()),
        (Side::Second, "i7-i6".to_string()),
        (Side::First, format!("a5-a6\nSETUP\n{ARMY_SOUTH}")),
    ];
    let mut printed = String::new();
    for (i, (side, body)) in mails.iter().enumerate() {
        let run = r.ingest(&player_mail(&id, *side, &format!("m{i}@example.org"), body), &[]);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        printed.push_str(&run.stderr);
    }
    // The database and its write-ahead log as a thief copies them: the
    // log is still there, `ingest` leaves it to the next process (read
    // before anything else opens the database, which would fold it in).
    let db = std::fs::read(r.path().join("referee.db")).unwrap();
    let wal = std::fs::read(r.path().join("referee.db-wal")).unwrap();
    assert!(wal.len() > 4096, "the write-ahead log holds the recent pages");
    let svc = r.service();
    let results: Vec<String> = svc
        .store
        .read()
        .inbox()
        .unwrap()
        .into_iter()
        .map(|m| m.result.unwrap_or_default())
        .collect();
    assert_eq!(
        results,
        [
            "setup refused",
            "applied: setup",
            "applied: setup",
            "move from g1 refused",
            "move from c4 refused",
            "applied: a4-a5, message",
            "move from b7 refused",
            "move from d10 refused",
            "applied: i7-i6",
            "applied: a5-a6; then setup refused",
        ]
    );
    drop(svc);
    assert!(printed.contains("rejected: move from g1 refused"), "{printed}");
    assert_eq!(ranks_in(printed.as_bytes()), Vec::<String>::new(), "{printed}");
    // The replies did name the ranks (sealed in the outbox): the words
    // searched for are the ones the referee writes.
    let key =
        estafette::keys::keyfile::KeyFile::from_bytes(estafette::protocol::encode::hex_decode32(KEY_HEX).unwrap());
    let replies: Vec<u8> = r
        .service()
        .store
        .read()
        .outbox_all()
        .unwrap()
        .into_iter()
        .flat_map(|m| estafette::keys::sealed::open_outbox(key.master(), &m.raw, m.part).unwrap())
        .collect();
    let named = ranks_in(&replies);
    for word in [" Flag,", " Sapper ", " Drapeau,", " Sapeur "] {
        assert!(named.iter().any(|w| w == word), "the replies name {word:?}: {named:?}");
    }
    for (file, bytes) in [("referee.db", &db), ("referee.db-wal", &wal)] {
        assert_eq!(ranks_in(bytes), Vec::<String>::new(), "{file}");
        for line in ARMY_SOUTH.lines().chain(ARMY_NORTH.lines()).chain(one_colonel.lines()) {
            assert!(memchr::memmem::find(bytes, line.as_bytes()).is_none(), "{file}: {line}");
        }
    }
}

/// The game's log, to check nothing was applied.
fn log_of(r: &Referee, id: &str) -> Vec<Vec<u8>> {
    let svc = r.service();
    let events = svc.store.read().events(id).unwrap();
    events.into_iter().map(|e| e.bytes).collect()
}

/// The last inbox row: (status, result).
fn last_inbox(r: &Referee) -> (String, String) {
    let m = r.service().store.read().inbox().unwrap().pop().unwrap();
    (m.status, m.result.unwrap_or_default())
}

/// How many mails the referee has queued.
fn queued(r: &Referee) -> usize {
    r.service().store.read().outbox_all().unwrap().len()
}

/// `ingest` one mail; it must exit 0.
fn ingest(r: &Referee, raw: &[u8]) -> String {
    let run = r.ingest(raw, &[]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    run.stderr
}

/// A Strand game between the two addresses, the first to move first.
fn strand_between(r: &Referee, first: &str, second: &str) -> String {
    let out = r.ok(&[
        "new",
        "strand",
        "--first",
        first,
        "--second",
        second,
        "--moves-first",
        "first",
    ]);
    out.trim().to_string()
}

/// The first player's first move in a Strand game.
fn strand_move() -> String {
    plan_game(estafette::games::any::GameKind::Strand, 1, 5)[0].1.clone()
}

/// A mail with two From headers (whichever comes first), or a From header
/// with two addresses, a group or that does not parse under RFC 5322, is
/// refused unanswered, recorded as ignored with the reason; with
/// `require_dkim_from`, a pass for the domain of one From header does not
/// let a second one through.
#[test]
fn a_mail_without_exactly_one_sender_is_ignored_unanswered() {
    let r = Referee::new("require_dkim_from = \"mx.example.net\"");
    let id = strand_between(&r, ALICE, BOB);
    let log = log_of(&r, &id);
    let before = queued(&r);
    let signed = |raw: Vec<u8>| {
        let raw = String::from_utf8(raw).unwrap();
        format!("Authentication-Results: mx.example.net; dkim=pass header.d=example.org\r\n{raw}").into_bytes()
    };
    let proper = player_mail(&id, Side::First, "from.0@x", &strand_move());
    let with_from = |n: u32, from: &str| {
        let raw = String::from_utf8(proper.clone()).unwrap();
        let raw = raw.replace("from.0@x", &format!("from.{n}@x"));
        signed(raw.replacen(&format!("From: <{ALICE}>\r\n"), from, 1).into_bytes())
    };
    let cases = [
        (
            with_from(1, &format!("From: <mallory@example.org>\r\nFrom: <{ALICE}>\r\n")),
            "it has 2 From headers",
        ),
        (
            with_from(2, &format!("From: <{ALICE}>\r\nFrom: <mallory@example.org>\r\n")),
            "it has 2 From headers",
        ),
        (
            with_from(3, &format!("From: <{ALICE}>, <mallory@example.org>\r\n")),
            "its From header holds 2 addresses",
        ),
        (
            with_from(4, &format!("From: players: <{ALICE}>;\r\n")),
            "its From header is a group, not one address",
        ),
        // What a mail client shows as Eve, and a lenient reader as Alice.
        (
            with_from(5, &format!("From: \"Eve <eve@example.org>\" {ALICE}\r\n")),
            "its From header is not one address under RFC 5322",
        ),
        (
            with_from(6, &format!("From: Eve <eve@example.org> {ALICE}\r\n")),
            "its From header is not one address under RFC 5322",
        ),
        (
            with_from(7, &format!("From: {ALICE} <eve@example.org\r\n")),
            "its From header is not one address under RFC 5322",
        ),
    ];
    for (raw, why) in cases {
        let printed = ingest(&r, &raw);
        let (status, result) = last_inbox(&r);
        assert_eq!(status, "ignored", "{why}: {result}");
        assert_eq!(result, format!("no one sender, not answered: {why}"));
        assert!(printed.contains(why), "{printed}");
        assert_eq!(log_of(&r, &id), log, "{why}: nothing applied");
        assert_eq!(queued(&r), before, "{why}: nobody answered");
    }
    // The same mail with its one From header is applied.
    ingest(&r, &signed(proper));
    assert_eq!(last_inbox(&r).0, "applied");
}

/// With `require_dkim_from`, a pass is taken for the sender's own domain or
/// its registrable domain only: not for a parent that is a public suffix
/// (`test` for `players.test`), nor for another domain.
#[test]
fn a_dkim_pass_counts_for_the_senders_domain_or_its_registrable_domain_only() {
    let r = Referee::new("require_dkim_from = \"mx.example.net\"");
    let (alice, bob) = ("alice@eu.players.test", "bob@players.test");
    let id = strand_between(&r, alice, bob);
    let log = log_of(&r, &id);
    let mv = strand_move();
    let to = reply_address(&id, Side::First);
    let signed_by = |n: u32, d: &str| {
        let raw = String::from_utf8(mail(alice, &to, Some(&format!("dkim.{n}@x")), &mv)).unwrap();
        format!("Authentication-Results: mx.example.net; dkim=pass header.d={d}\r\n{raw}").into_bytes()
    };
    for (n, d) in [
        (1, "test"),
        (2, "other.test"),
        (3, "us.players.test"),
        (4, "players.test.evil.example"),
    ] {
        ingest(&r, &signed_by(n, d));
        let (status, result) = last_inbox(&r);
        assert_eq!(status, "rejected", "header.d={d}: {result}");
        assert!(result.contains("no dkim=pass"), "{result}");
        assert_eq!(log_of(&r, &id), log, "header.d={d}");
    }
    // The registrable domain of eu.players.test is players.test.
    ingest(&r, &signed_by(5, "players.test"));
    assert_eq!(last_inbox(&r).0, "applied");
    // Bob's own domain.
    let mv = r.service().state(&id).unwrap().position.unwrap().legal_moves()[0].clone();
    let raw = String::from_utf8(mail(bob, &reply_address(&id, Side::Second), Some("dkim.6@x"), &mv)).unwrap();
    let raw = format!("Authentication-Results: mx.example.net; dkim=pass header.d=players.test\r\n{raw}");
    ingest(&r, raw.as_bytes());
    assert_eq!(last_inbox(&r).0, "applied");
}

/// Addresses compare byte for byte once their ASCII letters are
/// lowercased, and nothing else: `\u{212a}irk` (a KELVIN SIGN, which
/// Unicode lowercases to `k`) is not kirk, neither as a game's sender nor
/// as an address the referee knows; `KIRK` is.
#[test]
fn a_look_alike_address_is_another_address() {
    let r = Referee::new("");
    let kirk = "kirk@players.test";
    let id = strand_between(&r, kirk, BOB);
    let log = log_of(&r, &id);
    let to = reply_address(&id, Side::First);
    let mv = strand_move();
    for (n, from) in [(1, "\u{212a}irk@players.test"), (2, "Kirk <\u{212a}IRK@players.test>")] {
        let raw = String::from_utf8(mail("kirk@players.test", &to, Some(&format!("kelvin.{n}@x")), &mv)).unwrap();
        let raw = raw.replace("From: <kirk@players.test>", &format!("From: {from}"));
        ingest(&r, raw.as_bytes());
        let (status, result) = last_inbox(&r);
        assert_eq!(status, "rejected", "{from}: {result}");
        assert!(result.contains("\u{212a}"), "{result}");
        assert_eq!(log_of(&r, &id), log, "{from}: nothing applied");
    }
    // To the plain address, the look-alike is a stranger: its GAMES lists
    // none of kirk's games.
    let raw = mail("\u{212a}irk@players.test", ADDRESS, Some("kelvin.3@x"), "GAMES");
    ingest(&r, &raw);
    assert_eq!(last_inbox(&r).1, "GAMES for \u{212a}irk@players.test: 0");
    let raw = String::from_utf8(mail("kirk@players.test", &to, Some("kelvin.4@x"), &mv)).unwrap();
    ingest(&r, raw.replace("From: <kirk", "From: <KIRK").as_bytes());
    assert_eq!(last_inbox(&r).0, "applied");
}

/// A DSN as a mail server sends it for `recipient`, with `status`.
fn bounce_for(recipient: &str, status: &str, message_id: &str) -> Vec<u8> {
    format!(
        "Return-Path: <>\r\nFrom: MAILER-DAEMON@example.net (Mail Delivery System)\r\nTo: {ADDRESS}\r\n\
         Subject: Undelivered Mail Returned to Sender\r\nMessage-ID: <{message_id}>\r\nMIME-Version: 1.0\r\n\
         Content-Type: multipart/report; report-type=delivery-status; boundary=\"B\"\r\n\r\n\
         --B\r\nContent-Type: text/plain\r\n\r\nYour mail could not be delivered.\r\n\
         --B\r\nContent-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; mx.example.net\r\n\r\n\
         Final-Recipient: rfc822; {recipient}\r\nAction: failed\r\nStatus: {status}\r\n\r\n--B--\r\n"
    )
    .into_bytes()
}

/// What came in a mail reaches the operator's terminal and log with its
/// controls escaped: a bounce naming a recipient and a status with escape
/// sequences, a bell and a bidirectional override, through `ingest` (its
/// line and the inbox's record) and `run` (its log).
#[test]
fn controls_from_a_mail_reach_the_operator_escaped() {
    let r = Referee::new("");
    let recipient = "\u{1b}[2Jbob\u{7}@example.org\u{202e}";
    let printed = ingest(&r, &bounce_for(recipient, "5.1.1\u{1b}[31m", "dsn.1@example.net"));
    let (status, result) = last_inbox(&r);
    assert_eq!(status, "bounce");
    for shown in [&printed, &result] {
        assert!(!shown.contains(['\u{1b}', '\u{7}', '\u{202e}']), "{shown:?}");
        assert!(
            shown.contains(r"\u{1b}[2jbob\u{7}@example.org\u{202e}") && shown.contains(r"5.1.1\u{1b}[31m"),
            "{shown:?}"
        );
    }
    let inbox = maildir(&r.path().join("inbox"));
    std::fs::write(
        inbox.join("new").join("dsn"),
        bounce_for(recipient, "5.1.1", "dsn.2@example.net"),
    )
    .unwrap();
    let mut run = r.cmd();
    run.args([
        "run",
        "--maildir",
        "inbox",
        "--maildir-root",
        "out",
        "--rounds",
        "1",
        "--interval",
        "0",
    ]);
    let run = run_measured(run, b"", std::time::Duration::from_secs(60));
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let log = format!("{}{}", run.stdout, run.stderr);
    assert!(log.contains(r"\u{1b}[2jbob\u{7}"), "{log}");
    assert!(!log.contains(['\u{1b}', '\u{7}', '\u{202e}']), "{log:?}");
    // A control in a sender's own address: no such address is read.
    let raw = mail("al\u{1b}[8mice@example.org", ADDRESS, Some("ctl.3@x"), "GAMES");
    let printed = ingest(&r, &raw);
    assert!(!printed.contains('\u{1b}'), "{printed:?}");
    assert_eq!(
        last_inbox(&r).1,
        "no one sender, not answered: its From header is not one address under RFC 5322"
    );
}

/// A mail is a duplicate of one taken in only if it is the same message:
/// the same Message-ID, sender, recipients, Subject and body. A forgery sent
/// first under the Message-ID a player's next move will have does not
/// swallow the move; the same bytes delivered again, or with the trace
/// headers of another delivery, or with LF line ends, are duplicates.
#[test]
fn a_claimed_message_id_swallows_no_real_mail_but_a_redelivery_is_a_duplicate() {
    let r = Referee::new("");
    let id = strand_between(&r, ALICE, BOB);
    let mid = "alice.next@example.org";
    // Forged first under the Message-ID of Alice's coming move: in her
    // name without the token, and with the token from another address.
    ingest(&r, &mail(ALICE, ADDRESS, Some(mid), "RESIGN"));
    assert_eq!(last_inbox(&r).0, "rejected");
    let to = reply_address(&id, Side::First);
    ingest(&r, &mail("mallory@example.org", &to, Some(mid), "RESIGN"));
    assert_eq!(last_inbox(&r).0, "rejected");
    let real = player_mail(&id, Side::First, mid, &strand_move());
    let printed = ingest(&r, &real);
    assert_eq!(last_inbox(&r).0, "applied", "{printed}");
    let log = log_of(&r, &id);
    let text = String::from_utf8(real.clone()).unwrap();
    let trace = format!(
        "Received: from mx2.example.net by mx.example.net; Thu, 19 Nov 2026 08:00:00 +0000\r\n\
         Delivered-To: {ADDRESS}\r\nX-Original-To: {ADDRESS}\r\n"
    );
    for raw in [
        real.clone(),
        format!(
            "{trace}{}",
            text.replacen("Return-Path: <alice@example.org>\r\n", "", 1)
        )
        .into_bytes(),
        text.replace("\r\n", "\n").into_bytes(),
    ] {
        let printed = ingest(&r, &raw);
        assert!(printed.contains("duplicate"), "{printed}");
    }
    assert_eq!(log_of(&r, &id), log);
    assert_eq!(r.service().store.read().inbox().unwrap().len(), 3);
}

/// The binary run in `r`'s folder under umask 022 (as a service manager
/// or a shell may start it), with `args` and `stdin`; it must succeed.
fn under_umask_022(r: &Referee, args: &[&str], stdin: &[u8]) {
    let mut c = std::process::Command::new("sh");
    for (k, _) in std::env::vars_os() {
        if k.to_string_lossy().starts_with("ESTAFETTE_") {
            c.env_remove(k);
        }
    }
    c.current_dir(r.path())
        .arg("-c")
        .arg("umask 022; exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_estafette"))
        .args(args);
    let run = run_measured(c, stdin, std::time::Duration::from_secs(60));
    assert_eq!(run.code, Some(0), "{args:?}: {}", run.stderr);
}

/// The permission bits of `path` (not following a link).
fn mode(path: &std::path::Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::symlink_metadata(path).unwrap().permissions().mode() & 0o777
}

/// Under umask 022, every file that may hold what players sent is made
/// readable by its owner only: the database and the `-wal` and `-shm`
/// files beside it, a backup, an export, the mail `send` delivers.
#[test]
fn files_that_may_hold_an_army_are_made_0600_whatever_the_umask() {
    let r = Referee::new("");
    for f in ["referee.db", "referee.db-wal", "referee.db-shm"] {
        let _ = std::fs::remove_file(r.path().join(f));
    }
    under_umask_022(&r, &["init"], b"");
    under_umask_022(&r, &["new", "lattaque", "--first", ALICE, "--second", BOB], b"");
    let raw = player_mail("lattaque-1", Side::First, "army.1@x", &format!("SETUP\n{ARMY_SOUTH}"));
    // `ingest` leaves its write-ahead log for the next process.
    under_umask_022(&r, &["ingest"], &raw);
    for f in ["referee.db", "referee.db-wal", "referee.db-shm"] {
        assert_eq!(mode(&r.path().join(f)), 0o600, "{f}");
    }
    under_umask_022(&r, &["backup", "b.db"], b"");
    under_umask_022(&r, &["export", "lattaque-1", "-o", "t.json"], b"");
    let files = ["b.db", "t.json"];
    under_umask_022(&r, &["send", "--maildir-root", "out"], b"");
    let mut delivered = Vec::new();
    for player in std::fs::read_dir(r.path().join("out")).unwrap() {
        for mail in std::fs::read_dir(player.unwrap().path().join("new")).unwrap() {
            delivered.push(mail.unwrap().path());
        }
    }
    assert!(delivered.len() >= 3, "the invitations and the replies: {delivered:?}");
    for path in files.iter().map(|f| r.path().join(f)).chain(delivered) {
        assert_eq!(mode(&path), 0o600, "{}", path.display());
    }
}

/// `export -o` never writes through a symbolic link, nor over a file
/// without `--force`; with it, a link there is replaced by the new file,
/// its target left as it was.
#[test]
fn export_follows_no_link_and_replaces_a_file_only_when_forced() {
    let r = Referee::new("");
    let id = r.new_game("strand");
    let p = |f: &str| r.path().join(f);
    std::fs::write(p("victim.txt"), "precious\n").unwrap();
    std::os::unix::fs::symlink("victim.txt", p("t.json")).unwrap();
    std::os::unix::fs::symlink("nowhere.txt", p("dangling.json")).unwrap();
    std::fs::write(p("old.json"), "old\n").unwrap();
    for out in ["t.json", "dangling.json", "old.json"] {
        let o = r.cmd().args(["export", &id, "-o", out]).output().unwrap();
        assert_eq!(o.status.code(), Some(73), "{out}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.contains(&format!("{out} exists: give --force to replace it")),
            "{err}"
        );
    }
    assert_eq!(std::fs::read_to_string(p("victim.txt")).unwrap(), "precious\n");
    assert!(!p("nowhere.txt").exists());
    assert_eq!(std::fs::read_to_string(p("old.json")).unwrap(), "old\n");
    for out in ["t.json", "old.json"] {
        r.ok(&["export", &id, "-o", out, "--force"]);
        assert!(std::fs::read_to_string(p(out)).unwrap().contains(&id), "{out}");
        assert!(std::fs::symlink_metadata(p(out)).unwrap().is_file(), "{out}");
        assert_eq!(mode(&p(out)), 0o600);
    }
    assert_eq!(std::fs::read_to_string(p("victim.txt")).unwrap(), "precious\n");
}
