//! The security cases of docs/RELIABILITY.md, section 7: what a copied
//! database shows without the key file, mail to addresses the referee does
//! not know, malformed sender headers, and player text in outgoing mail.

use crate::reliability_common;

use estafette::games::lattaque::Rank;
use estafette::games::Side;
use estafette::store::Queries;
use reliability_common::*;

/// Every way the referee writes a rank, in a context in which it writes
/// it: ` Flag` followed by a space, a comma, a full stop or a closing
/// bracket, for each English and French name and plural. (A name alone,
/// `Spy`, would also be found by chance in the sealed bytes around it.)
fn rank_words() -> Vec<String> {
    let mut out = Vec::new();
    for r in Rank::ALL {
        for name in [r.name_en(), r.plural_en(), r.name_fr(), r.plural_fr()] {
            for after in [" ", ",", ".", ")", ":", ";"] {
                out.push(format!(" {name}{after}"));
            }
        }
    }
    out
}

/// The rank words of [`rank_words`] found in `bytes`.
fn ranks_in(bytes: &[u8]) -> Vec<String> {
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
