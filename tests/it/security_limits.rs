//! Strangers and floods (docs/RELIABILITY.md, section 8): OBSERVE and
//! challenges from an address the referee does not know wait for the
//! address to answer a confirmation mail; every mail to such addresses is
//! within `stranger_replies_per_day` (one address) and
//! `stranger_replies_per_hour` (all together); BOARD, HELP and GAMES are
//! answered within `info_replies_per_hour` per player.

use crate::common;

use common::{Harness, Sent};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::service::Ingested;
use estafette::store::Queries;

/// A mail without a token from `from` to the referee's plain address.
fn plain_mail(h: &mut Harness, from: &str, body: &str) -> Vec<u8> {
    h.counter += 1;
    format!(
        "From: Someone <{from}>\r\nTo: referee@example.net\r\nSubject: hello\r\nMessage-ID: <l{}@x.example>\r\n\r\n{body}\r\n",
        h.counter
    )
    .into_bytes()
}

/// A reply from `from` to the mail `m` the referee sent.
fn reply_to(h: &mut Harness, m: &Sent, from: &str, body: &str) -> Vec<u8> {
    h.counter += 1;
    format!(
        "From: <{from}>\r\nTo: <{}>\r\nSubject: Re: {}\r\nMessage-ID: <q{}@x.example>\r\n\r\n{body}\r\n",
        m.from, m.subject, h.counter
    )
    .into_bytes()
}

/// `body` from `side`'s player, at the same time as the mail before
/// (`Harness::mail` moves the clock an hour on).
fn play_now(h: &mut Harness, game: &str, side: Side, body: &str) -> (Ingested, Vec<Sent>) {
    let t = h.clock.get();
    let raw = h.mail(game, side, body);
    h.clock.set(t);
    let r = h.ingest(&raw);
    (r, h.flush())
}

fn status(r: &Ingested) -> &str {
    match r {
        Ingested::Handled { status, .. } => status,
        _ => "",
    }
}

/// The observers of `game` the store holds.
fn observers(h: &Harness, game: &str) -> usize {
    h.svc.store.read().observers_of(game).unwrap().len()
}

/// 100 forged OBSERVE mails, each from another address: confirmation mails
/// up to the overall hourly limit, and nothing else; no one subscribed.
/// One of those addresses answers its confirmation: it is subscribed and
/// gets the moves; a reply from another address, or a second reply,
/// changes nothing.
#[test]
fn forged_observers_get_one_confirmation_each_up_to_the_limit_and_nothing_until_they_answer() {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    h.flush();
    assert_eq!(h.svc.config.stranger_replies_per_hour, 20);
    for i in 0..100 {
        let raw = plain_mail(&mut h, &format!("victim{i}@example.com"), &format!("OBSERVE {id}"));
        assert_eq!(status(&h.ingest(&raw)), "applied");
    }
    let sent = h.flush();
    assert_eq!(sent.len(), 20, "the overall hourly limit");
    for (i, m) in sent.iter().enumerate() {
        assert_eq!(m.to, format!("victim{i}@example.com"));
        assert!(m.text.contains(&format!("OBSERVE {id}")), "{}", m.text);
        assert!(m.text.contains("reply to this mail"), "{}", m.text);
        assert!(!m.text.contains("You now observe"), "{}", m.text);
    }
    assert_eq!(observers(&h, &id), 0, "no one subscribed before confirming");
    // A move: the players' mails only.
    let pos = h.svc.state(&id).unwrap().position.unwrap();
    let (_, moved) = h.play(&id, Side::First, &pos.legal_moves()[0]);
    assert!(moved.iter().all(|m| m.to.ends_with("@example.org")), "only the players");

    // Someone else answering victim 3's confirmation: nothing.
    let raw = reply_to(&mut h, &sent[3], "mallory@example.net", "yes");
    assert_eq!(status(&h.ingest(&raw)), "rejected");
    assert!(h.flush().is_empty());
    assert_eq!(observers(&h, &id), 0);
    // Victim 3 answers: subscribed, with the game as it stands.
    let raw = reply_to(&mut h, &sent[3], "victim3@example.com", "yes, that was me");
    assert_eq!(status(&h.ingest(&raw)), "applied");
    let welcome = h.flush();
    assert_eq!(welcome.len(), 1);
    assert_eq!(welcome[0].to, "victim3@example.com");
    assert!(
        welcome[0].text.contains(&format!("You now observe {id}")),
        "{}",
        welcome[0].text
    );
    assert_eq!(observers(&h, &id), 1);
    // Answering again does nothing more.
    let raw = reply_to(&mut h, &sent[3], "victim3@example.com", "yes");
    assert_eq!(status(&h.ingest(&raw)), "rejected");
    assert!(h.flush().is_empty());
    // The next move reaches the confirmed observer, and no other.
    let pos = h.svc.state(&id).unwrap().position.unwrap();
    let (_, moved) = h.play(&id, Side::Second, &pos.legal_moves()[0]);
    let watchers: Vec<&str> = moved
        .iter()
        .map(|m| m.to.as_str())
        .filter(|to| !to.ends_with("@example.org"))
        .collect();
    assert_eq!(watchers, ["victim3@example.com"]);
    // Once known, the address needs no confirmation for another game.
    let other = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    h.flush();
    let raw = plain_mail(&mut h, "victim3@example.com", &format!("OBSERVE {other}"));
    h.ingest(&raw);
    let sent = h.flush();
    assert!(
        sent[0].text.contains(&format!("You now observe {other}")),
        "{}",
        sent[0].text
    );

    // An hour later the overall limit has room again.
    h.clock.set(h.clock.get() + 3600);
    let raw = plain_mail(&mut h, "victim99@example.com", &format!("OBSERVE {id}"));
    h.ingest(&raw);
    assert_eq!(h.flush().len(), 1);
}

/// One address writing again and again gets at most
/// `stranger_replies_per_day` mails a day, whatever it sends.
#[test]
fn one_stranger_gets_at_most_the_daily_limit() {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    h.flush();
    assert_eq!(h.svc.config.stranger_replies_per_day, 3);
    for body in [format!("OBSERVE {id}"), "GAMES".into(), "OBSERVE nosuchgame-1".into()] {
        for _ in 0..4 {
            let raw = plain_mail(&mut h, "pest@example.com", &body);
            h.ingest(&raw);
        }
    }
    assert_eq!(h.flush().len(), 3);
    h.clock.set(h.clock.get() + 86_400);
    let raw = plain_mail(&mut h, "pest@example.com", "GAMES");
    h.ingest(&raw);
    let sent = h.flush();
    assert_eq!(sent.len(), 1);
    assert!(sent[0].text.contains("You play no game here."), "{}", sent[0].text);
}

/// A challenge from a stranger: the opponent hears nothing until the
/// challenger has confirmed; then the invitation goes, in the challenger's
/// name.
#[test]
fn a_strangers_challenge_waits_for_its_confirmation() {
    let mut h = Harness::new();
    h.svc.config.challenges = "anyone".into();
    let raw = plain_mail(&mut h, "forged@example.com", "NEW strand WITH target@example.com");
    assert_eq!(status(&h.ingest(&raw)), "applied");
    let sent = h.flush();
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].to, "forged@example.com");
    assert!(
        sent[0].text.contains("a challenge to target@example.com"),
        "{}",
        sent[0].text
    );
    let raw = reply_to(&mut h, &sent[0], "forged@example.com", "ok");
    assert_eq!(status(&h.ingest(&raw)), "applied");
    let sent = h.flush();
    let invite = sent
        .iter()
        .find(|m| m.to == "target@example.com")
        .expect("the invitation");
    assert!(
        invite.text.contains("Someone <forged@example.com> challenges you"),
        "{}",
        invite.text
    );
}

/// BOARD and HELP: at most `info_replies_per_hour` mails asking only for
/// them answered per player; past it no reply at all, the inbox says why;
/// a move is answered as ever, and an hour later BOARD is again.
#[test]
fn board_and_help_are_answered_within_the_hourly_limit() {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    h.flush();
    h.svc.config.info_replies_per_hour = 4;
    let mut answered = 0;
    for i in 0..10 {
        let (r, sent) = play_now(&mut h, &id, Side::First, if i % 2 == 0 { "BOARD" } else { "HELP" });
        match status(&r) {
            "ignored" => assert!(sent.is_empty()),
            _ => {
                answered += 1;
                assert_eq!(sent.len(), 1);
            }
        }
    }
    assert_eq!(answered, 4);
    let Ingested::Handled { summary, .. } = play_now(&mut h, &id, Side::First, "BOARD").0 else {
        panic!("not handled")
    };
    assert_eq!(summary, "BOARD/HELP over the hourly limit, not answered");
    // The other player has their own allowance.
    let (_, sent) = play_now(&mut h, &id, Side::Second, "BOARD");
    assert_eq!(sent.len(), 1);
    // A move with BOARD is still a move.
    let pos = h.svc.state(&id).unwrap().position.unwrap();
    let (r, sent) = play_now(&mut h, &id, Side::First, &format!("{}\nBOARD", pos.legal_moves()[0]));
    assert_eq!(status(&r), "applied");
    assert!(!sent.is_empty());
    h.clock.set(h.clock.get() + 3600);
    let (_, sent) = play_now(&mut h, &id, Side::First, "BOARD");
    assert_eq!(sent.len(), 1);
}
