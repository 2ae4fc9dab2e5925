//! Blind games never hold an army: they never ask for one, refuse a mail
//! that carries one, and keep no copy of it, not even sealed at rest.

use crate::common;

use common::Harness;
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::keys::sealed;
use estafette::service::Ingested;

/// Army lines no other text of a game holds.
fn army() -> Vec<&'static str> {
    crate::common::BLIND_ARMY.lines().collect()
}

fn holds_army(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    army().iter().any(|line| text.contains(line))
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
    let id = h.new_blind_game(OptionsSpec::default(), common::players());
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
    let id = h.new_blind_game(OptionsSpec::default(), common::players());
    h.flush();
    for body in [
        format!("SETUP\n{}\n", army().join("\n")),
        format!("{}\n", army().join("\n")),
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

/// A mail of `side` in `game` (to its reply address) with the Subject
/// `subject` and the MIME body `parts` (each a part's headers and content),
/// as `multipart/mixed`.
fn multipart(h: &mut Harness, game: &str, side: Side, subject: &str, parts: &[(&str, &str)]) -> Vec<u8> {
    let to = h.svc.reply_address(game, side).unwrap();
    let from = &common::players()[side.index()].address;
    h.counter += 1;
    let mut raw = format!(
        "From: <{from}>\r\nTo: <{to}>\r\nSubject: {subject}\r\nMessage-ID: <parts.{}@example.org>\r\n\
         MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=\"P\"\r\n\r\n",
        h.counter
    );
    for (headers, content) in parts {
        raw.push_str(&format!("--P\r\n{headers}\r\n\r\n{content}\r\n"));
    }
    raw.push_str("--P--\r\n");
    raw.into_bytes()
}

#[test]
fn army_lines_anywhere_in_a_blind_games_mail_are_refused_and_not_kept() {
    let mut h = Harness::new();
    let id = h.new_blind_game(OptionsSpec::default(), common::players());
    let invitation = h.flush().into_iter().find(|m| m.to.contains("alice")).unwrap();
    let (text, html) = (
        "Content-Type: text/plain; charset=utf-8",
        "Content-Type: text/html; charset=utf-8",
    );
    let army_html = format!("<p>{}</p>", army().join("<br>\r\n"));
    let attached =
        "Content-Type: text/plain; name=\"army.txt\"\r\nContent-Disposition: attachment; filename=\"army.txt\"";
    let binary = "Content-Type: application/octet-stream; name=\"army\"\r\nContent-Disposition: attachment";
    let cases = [
        ("Re: your game", vec![(text, "HELP".to_string()), (html, army_html)]),
        (
            "Re: your game",
            vec![(text, "HELP".to_string()), (attached, army().join("\r\n"))],
        ),
        (
            "Re: your game",
            vec![(text, "HELP".to_string()), (binary, army().join("\n"))],
        ),
        ("Re: SETUP 2 2 7 M 2 10 M 2 3", vec![(text, "HELP".to_string())]),
        ("Re: 2 2 7 M 2 10 M 2 3", vec![(text, "HELP".to_string())]),
    ];
    for (subject, parts) in cases {
        let parts: Vec<(&str, &str)> = parts.iter().map(|(h, c)| (*h, c.as_str())).collect();
        let raw = multipart(&mut h, &id, Side::First, subject, &parts);
        let r = h.ingest(&raw);
        assert!(
            matches!(&r, Ingested::Handled { summary, .. } if summary == "setup refused"),
            "{subject} {:?}: {r:?}",
            parts.iter().map(|p| p.0).collect::<Vec<_>>()
        );
        let reply = h.flush();
        assert!(reply[0].text.contains("estafette seal"), "{}", reply[0].text);
        assert!(!holds_army(&reply[0].raw));
    }
    for v in everything_at_rest(&h) {
        assert!(!holds_army(&v), "{}", String::from_utf8_lossy(&v));
    }
    // The referee's own mail quoted below a reply, in both parts, is no army.
    let quoted_text = invitation
        .text
        .lines()
        .map(|l| format!("> {l}\r\n"))
        .collect::<String>();
    let quoted_html = format!("<p>HELP</p><blockquote>{}</blockquote>", invitation.html);
    let parts = [(text, format!("HELP\r\n\r\n{quoted_text}")), (html, quoted_html)];
    let parts: Vec<(&str, &str)> = parts.iter().map(|(h, c)| (*h, c.as_str())).collect();
    let raw = multipart(&mut h, &id, Side::First, &invitation.subject, &parts);
    let r = h.ingest(&raw);
    assert!(
        matches!(&r, Ingested::Handled { summary, .. } if summary.starts_with("applied")),
        "{r:?}"
    );
}
