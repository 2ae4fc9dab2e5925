//! Blind games never hold an army: they never ask for one, refuse a mail
//! that carries one, and keep no copy of it, not even sealed at rest.

use crate::common;

use common::Harness;
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::keys::sealed;
use estafette::referee::clock::TimeControl;
use estafette::service::Ingested;

/// Army lines no other text of a game holds.
const ARMY: [&str; 4] = [
    "2 2 7 M 2 10 M 2 3",
    "6 5 9 2 4 S 2 6 3",
    "8 3 M 6 5 7 3 4 4",
    "5 F M 8 6 4 2 5 2",
];

fn blind_game(h: &mut Harness) -> String {
    h.svc
        .new_game_mode(
            GameKind::Lattaque,
            OptionsSpec::default(),
            common::players(),
            Some(Side::First),
            Some(TimeControl::parse("3d", Some("1d")).unwrap()),
            "blind",
        )
        .unwrap()
}

fn holds_army(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    ARMY.iter().any(|line| text.contains(line))
}

/// Every value of every table of the database, opened with the key file
/// wherever it is sealed.
fn everything_at_rest(h: &Harness) -> Vec<Vec<u8>> {
    let key = estafette::keys::KeyFile::load(&h.dir.path().join("referee.key")).unwrap();
    let master = *key.master();
    let db = rusqlite::Connection::open(h.db()).unwrap();
    let tables: Vec<String> = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut values = Vec::new();
    for table in tables {
        let mut q = db.prepare(&format!("SELECT * FROM \"{table}\"")).unwrap();
        let n = q.column_count();
        let mut rows = q.query([]).unwrap();
        while let Some(row) = rows.next().unwrap() {
            for i in 0..n {
                let bytes = match row.get_ref(i).unwrap() {
                    rusqlite::types::ValueRef::Blob(b) | rusqlite::types::ValueRef::Text(b) => b.to_vec(),
                    _ => continue,
                };
                for mailbox in ["inbox", "outbox"] {
                    if let Ok(open) = sealed::open_mail(&master, mailbox, &bytes) {
                        values.push(open);
                    }
                }
                if let Ok(open) = sealed::open_outbox(&master, &bytes, Some((0, 0))) {
                    // A parcel: the whole of it.
                    let whole = (0..=22u32)
                        .rev()
                        .find_map(|k| sealed::open_outbox(&master, &bytes, Some((0, (1u64 << k) - 1))).ok());
                    values.push(whole.unwrap_or(open));
                }
                values.push(bytes);
            }
        }
    }
    values
}

#[test]
fn blind_games_never_ask_for_an_army() {
    let mut h = Harness::new();
    let id = blind_game(&mut h);
    let sent = h.flush();
    assert_eq!(sent.len(), 2);
    for m in &sent {
        let text = m.text.to_lowercase();
        assert!(!text.contains("send your army"), "{}", m.text);
        assert!(!m.text.contains("SETUP"), "{}", m.text);
        assert!(text.contains("estafette seal"), "{}", m.text);
    }
    let (_, sent) = h.play(&id, Side::First, "HELP");
    assert!(sent.iter().all(|m| !m.text.contains("SETUP")), "{}", sent[0].text);
}

#[test]
fn an_army_mailed_in_a_blind_game_is_refused_and_not_kept() {
    let mut h = Harness::new();
    let id = blind_game(&mut h);
    h.flush();
    for body in [
        format!("SETUP\n{}\n", ARMY.join("\n")),
        format!("{}\n", ARMY.join("\n")),
    ] {
        let (r, sent) = h.play(&id, Side::First, &body);
        assert!(
            matches!(&r, Ingested::Handled { summary, .. } if summary.contains("refused")),
            "{r:?}"
        );
        let reply = &sent[0].text;
        assert!(
            reply.contains("estafette seal") && !holds_army(reply.as_bytes()),
            "{reply}"
        );
    }
    // The stored copies are kept (headers, the other lines), the army not.
    let at_rest = everything_at_rest(&h);
    assert!(at_rest
        .iter()
        .any(|v| String::from_utf8_lossy(v).contains("Message-ID: <t")));
    for v in &at_rest {
        assert!(!holds_army(v), "{}", String::from_utf8_lossy(v));
    }
    // A held game keeps its mails as they came.
    let held = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    h.flush();
    let (_, _) = h.play(&held, Side::First, "HELP\nMESSAGE 2 2 7 M 2 10 M 2 3");
    assert!(everything_at_rest(&h).iter().any(|v| holds_army(v)));
}
