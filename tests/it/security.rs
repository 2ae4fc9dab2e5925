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
            let (name, forms) = catalogs.name_forms(lang, &words::names::rank_id(r)).unwrap();
            let forms = forms
                .into_iter()
                .filter(|(attr, _)| attr != "genre")
                .map(|(_, form)| form);
            for name in std::iter::once(name).chain(forms) {
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
/// with two addresses or a group, is refused unanswered, recorded as
/// ignored with the reason; with `require_dkim_from`, a pass for the
/// domain of one From header does not let a second one through.
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
