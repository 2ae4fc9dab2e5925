//! SITE OFF and SITE ON mailed to the referee's plain address: a player
//! leaves the public site at once, and comes back only once the mail to
//! their address confirms it (or through their own game's address), so a
//! forged From line cannot publish them; bad input is answered and changes
//! nothing.

use crate::common::{self, Harness, Sent};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::referee::OperatorAction;
use estafette::views::Lang;

/// A finished game between Alice and Bob (`common::players`).
fn finished() -> (Harness, String) {
    let mut h = Harness::new();
    let game = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    let decide = OperatorAction::Decide {
        winner: Some(Side::First),
    };
    h.svc.operate(&game, decide, "site test", None).unwrap();
    h.flush();
    (h, game)
}

/// The names the site shows for the finished game, as `estafette site`
/// writes them into its index, and whether its transcript is published.
fn shown(h: &Harness) -> (String, bool) {
    let dir = h.dir.path().join("site");
    h.svc.write_site(&dir, Lang::En, None).unwrap();
    let index = std::fs::read_to_string(dir.join("index.html"))
        .unwrap()
        .replace('\n', " ");
    let archive = h.svc.archive(Lang::En).unwrap();
    let names = archive.games[0].names.join(" against ");
    assert!(index.contains(&names), "{index}");
    (names, archive.games[0].transcript.is_some())
}

/// `body` from `from`, to the plain address (no token): what comes back.
fn mailed(h: &mut Harness, from: &str, body: &str) -> Vec<Sent> {
    h.counter += 1;
    h.clock.set(h.clock.get() + 60);
    let raw = format!(
        "From: <{from}>\r\nTo: referee@example.net\r\nSubject: site\r\nMessage-ID: <s{}@x.example>\r\n\r\n{body}\r\n",
        h.counter
    );
    h.ingest(raw.as_bytes());
    h.flush()
}

/// A reply from `from` to the confirmation `asked`: what comes back.
fn answer(h: &mut Harness, from: &str, asked: &Sent) -> Vec<Sent> {
    h.counter += 1;
    let raw = format!(
        "From: <{from}>\r\nTo: <{}>\r\nSubject: Re: {}\r\nMessage-ID: <r{}@x.example>\r\n\r\nyes\r\n",
        asked.from, asked.subject, h.counter
    );
    h.ingest(raw.as_bytes());
    h.flush()
}

/// The one mail of `sent`, to `to`: its text, unbroken.
fn only_to(sent: &[Sent], to: &str) -> String {
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(sent[0].to, to);
    common::flat(&sent[0].text)
}

#[test]
fn site_off_by_mail_hides_the_name_and_site_on_needs_the_confirmation() {
    let (mut h, game) = finished();
    assert_eq!(shown(&h), ("Alice against Bob".to_string(), true));
    let alice = "alice@example.org";
    let id = estafette::store::Queries::player_by_address(&h.svc.store.read(), alice)
        .unwrap()
        .unwrap()
        .id;
    let hidden = (format!("player {id} against Bob"), false);
    // Off at once, on the From line alone.
    let text = only_to(&mailed(&mut h, alice, "SITE OFF"), alice);
    assert!(
        text.contains("Your name is no longer shown on the public site"),
        "{text}"
    );
    assert_eq!(shown(&h), hidden);
    // On, from the From line: only a confirmation to Alice's address.
    let sent = mailed(&mut h, alice, "site on");
    only_to(&sent, alice);
    assert!(
        sent[0].says("to show your name on the public site again"),
        "{}",
        sent[0].text
    );
    assert_eq!(shown(&h), hidden);
    // A forger answering it from another address changes nothing.
    assert!(answer(&mut h, "mallory@example.org", &sent[0]).is_empty());
    assert_eq!(shown(&h), hidden);
    // Alice's own answer shows her again.
    let text = only_to(&answer(&mut h, alice, &sent[0]), alice);
    assert!(text.contains("Your name is shown on the public site again"), "{text}");
    assert_eq!(shown(&h), ("Alice against Bob".to_string(), true));
    // Through her own game's address, each is carried out at once.
    let (_, sent) = h.play(&game, Side::First, "SITE OFF");
    assert!(only_to(&sent, alice).contains("no longer shown"), "{sent:?}");
    assert_eq!(shown(&h), hidden);
    let (_, sent) = h.play(&game, Side::First, "SITE ON");
    assert!(
        only_to(&sent, alice).contains("shown on the public site again"),
        "{sent:?}"
    );
    assert_eq!(shown(&h).0, "Alice against Bob");
}

#[test]
fn a_forged_site_on_leaves_the_player_unnamed() {
    let (mut h, game) = finished();
    h.svc.set_unnamed("bob@example.org", true).unwrap();
    let hidden = shown(&h);
    assert!(!hidden.0.contains("Bob") && !hidden.1, "{hidden:?}");
    // Bob's address on a forged From line, to the plain address and through
    // Alice's game address: the first only asks Bob, the second is refused.
    let sent = mailed(&mut h, "bob@example.org", "SITE ON");
    assert!(sent[0].says("to show your name on the public site again"));
    let to = h.svc.reply_address(&game, Side::First).unwrap();
    h.counter += 1;
    let raw = format!(
        "From: <bob@example.org>\r\nTo: <{to}>\r\nSubject: Re\r\nMessage-ID: <f{}@x.example>\r\n\r\nSITE ON\r\n",
        h.counter
    );
    h.ingest(raw.as_bytes());
    for mail in h.flush() {
        assert!(!mail.says("shown on the public site again"), "{}", mail.text);
    }
    assert_eq!(shown(&h), hidden);
}

#[test]
fn bad_site_commands_are_answered_and_change_nothing() {
    let (mut h, _) = finished();
    let before = shown(&h);
    let cases = [
        (
            "nobody@example.org",
            "SITE OFF",
            "No player has the address nobody@example.org",
        ),
        (
            "nobody@example.org",
            "SITE ON",
            "No player has the address nobody@example.org",
        ),
        ("alice@example.org", "SITE OFF please", "SITE takes ON or OFF"),
        ("alice@example.org", "SITE", "SITE takes ON or OFF"),
        ("alice@example.org", "SITE maybe", "SITE takes ON or OFF"),
    ];
    for (from, body, reason) in cases {
        let text = only_to(&mailed(&mut h, from, body), from);
        assert!(text.contains(reason), "{body}: {text}");
        assert_eq!(shown(&h), before, "{body}");
    }
    let store = h.svc.store.read();
    assert!(
        estafette::store::Queries::player_by_address(&store, "nobody@example.org")
            .unwrap()
            .is_none()
    );
}

#[test]
fn site_is_worded_in_each_language() {
    let (mut h, _) = finished();
    // Bob writes in German, French and Dutch: each is understood.
    for (body, named) in [("WEBSITE AUS", false), ("Site oui", true), ("site uit", false)] {
        let sent = mailed(&mut h, "bob@example.org", body);
        assert_eq!(sent.len(), 1, "{body}: {sent:?}");
        if named {
            assert!(!shown(&h).0.contains("Bob"), "{body}: held");
            answer(&mut h, "bob@example.org", &sent[0]);
        }
        assert_eq!(shown(&h).0.contains("Bob"), named, "{body}");
    }
}
