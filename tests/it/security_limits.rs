//! Strangers, forged senders and floods (docs/RELIABILITY.md, section 8):
//! OBSERVE, UNOBSERVE and challenges sent on a From line alone wait for the
//! address to answer a confirmation mail, and with `require_dkim_from` for
//! our server's pass too; every mail to an address the referee does not
//! know is within `stranger_replies_per_day` (one address) and
//! `stranger_replies_per_hour` (all together); every kind of answer is
//! within its hourly limit per address (`info_replies_per_hour` for what
//! plays no turn).

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
        assert!(
            m.text.contains(&format!(
                "a mail from victim{i}@example.com asking it to send you every move of the game {id}"
            )),
            "{}",
            m.text
        );
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
    // Known now, the address still confirms each OBSERVE sent on its From
    // line alone: anyone can write that line.
    let other = h.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    h.flush();
    let raw = plain_mail(&mut h, "victim3@example.com", &format!("OBSERVE {other}"));
    h.ingest(&raw);
    let sent = h.flush();
    assert_eq!(sent.len(), 1);
    assert!(sent[0].text.contains("To confirm that you sent it"), "{}", sent[0].text);
    assert_eq!(observers(&h, &other), 0);

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
        sent[0]
            .text
            .contains("asking it to invite target@example.com, in your name, to a game of The 'Strand' War Game"),
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
    assert_eq!(
        summary,
        "over the hourly limit of answers: not carried out, not answered"
    );
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

// What follows runs the real binary (`estafette ingest`) on a real
// database: a forged From of a known player, the confirmation it waits for,
// `require_dkim_from`, and a flood of each kind of answer.

use crate::reliability_common::{self as rc, Referee, ALICE, BOB};
use std::time::Duration;

/// A mail the referee queued, opened: its recipient, its From address
/// (which carries a token when a reply to it should) and its text.
#[derive(Debug)]
struct Queued {
    to: String,
    from: String,
    text: String,
}

fn queued(r: &Referee) -> Vec<Queued> {
    let key =
        estafette::keys::keyfile::KeyFile::from_bytes(estafette::protocol::encode::hex_decode32(rc::KEY_HEX).unwrap());
    let rows = r.service().store.read().outbox_all().unwrap();
    rows.into_iter()
        .map(|m| {
            let raw = estafette::keys::sealed::open_outbox(key.master(), &m.raw, m.part).unwrap();
            let msg = mail_parser::MessageParser::default().parse(&raw).unwrap();
            Queued {
                to: m.recipient,
                from: (msg.from().and_then(|a| a.first()).and_then(|a| a.address()))
                    .unwrap_or("")
                    .to_string(),
                text: common::flat(&msg.body_text(0).unwrap_or_default()),
            }
        })
        .collect()
}

/// `raw` through `estafette ingest`, which must exit 0: the mails it
/// queued, and its inbox row's status and summary.
fn ingest(r: &Referee, raw: &[u8]) -> (Vec<Queued>, String, String) {
    let before = queued(r).len();
    let run = rc::run_measured(
        {
            let mut c = r.cmd();
            c.arg("ingest");
            c
        },
        raw,
        Duration::from_secs(30),
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let row = r.service().store.read().inbox().unwrap().pop().unwrap();
    let sent = queued(r).into_iter().skip(before).collect();
    (sent, row.status, row.result.unwrap_or_default())
}

/// A mail from `from` to `to` (the plain address, or one with a token),
/// with an Authentication-Results header of `dkim` when given.
fn sent_to(r: &Referee, from: &str, to: &str, body: &str, dkim: Option<&str>) -> Vec<u8> {
    let n = r.service().store.read().inbox().unwrap().len();
    let raw = String::from_utf8(rc::mail(from, to, Some(&format!("m{n}.{}@x", body.len())), body)).unwrap();
    match dkim {
        Some(verdict) => {
            format!("Authentication-Results: mx.example.net; dkim={verdict} header.d=example.org\r\n{raw}")
        }
        None => raw,
    }
    .into_bytes()
}

/// Everything a forged mail could change for the players: every game's
/// log, every player's row, the games' languages and observers, the
/// challenges.
fn standing(r: &Referee) -> String {
    let svc = r.service();
    let q = svc.store.read();
    let mut out = String::new();
    for g in q.games().unwrap() {
        let events: Vec<_> = q.events(&g.id).unwrap().into_iter().map(|e| e.bytes).collect();
        let langs = (q.game_lang(&g.id, 1).unwrap(), q.game_lang(&g.id, 2).unwrap());
        out += &format!("{} {events:?} {langs:?} {:?}\n", g.id, q.observers_of(&g.id).unwrap());
    }
    for a in [ALICE, BOB, "carol@example.org", "dave@example.org"] {
        out += &format!("{:?}\n", q.player_by_address(a).unwrap());
    }
    out + &format!("{:?}", (1..4).map(|n| q.challenge(n).unwrap()).collect::<Vec<_>>())
}

/// Alice and Bob's Strand game (a clock of 3 days a move), and Carol and
/// Dave's, which Alice may observe.
fn two_games(extra_config: &str) -> (Referee, String, String) {
    let r = Referee::new(&format!("challenges = \"anyone\"\n{extra_config}"));
    let mut ids = Vec::new();
    for (first, second) in [(ALICE, BOB), ("carol@example.org", "dave@example.org")] {
        let id = r.ok(&[
            "new",
            "strand",
            "--first",
            first,
            "--second",
            second,
            "--moves-first",
            "first",
            "--time",
            "3d",
        ]);
        ids.push(id.trim().to_string());
    }
    (r, ids.remove(0), ids.remove(0))
}

/// A forged From of Alice asking OBSERVE, NEW or UNOBSERVE at the plain
/// address changes nothing: the only mail is one confirmation request, to
/// Alice, saying what was asked and from which address. Only Alice's reply
/// through that mail's address carries it out; a reply from another
/// address, or a second reply, does nothing.
#[test]
fn a_forged_from_of_a_player_is_only_asked_to_confirm_and_the_confirmation_applies_it() {
    let (r, _, other) = two_games("");
    let asks = [
        (
            format!("OBSERVE {other}"),
            format!("asking it to send you every move of the game {other}, as an observer"),
            format!("You now observe {other}"),
        ),
        (
            "NEW strand WITH target@example.com".to_string(),
            "asking it to invite target@example.com, in your name, to a game of The 'Strand' War Game".to_string(),
            "Your challenge (ch-1) to target@example.com".to_string(),
        ),
        (
            format!("UNOBSERVE {other}"),
            format!("asking it to stop sending you the moves of the game {other}"),
            format!("You no longer observe {other}"),
        ),
    ];
    for (command, asked, done) in asks {
        let before = standing(&r);
        let (sent, status, summary) = ingest(&r, &sent_to(&r, ALICE, rc::ADDRESS, &command, None));
        assert_eq!(standing(&r), before, "{command}: nothing changed");
        assert_eq!(status, "applied", "{summary}");
        assert!(summary.contains("confirmation cf-"), "{summary}");
        assert_eq!(sent.len(), 1, "{command}: one mail, {sent:?}");
        let ask = &sent[0];
        assert_eq!(ask.to, ALICE);
        assert!(
            ask.text.contains(&format!("received a mail from {ALICE} {asked}")),
            "{}",
            ask.text
        );
        assert!(
            ask.from.starts_with("referee+"),
            "a reply address with a token: {}",
            ask.from
        );
        // Bob (or anyone) answering it: nothing.
        let (sent, status, _) = ingest(&r, &sent_to(&r, BOB, &ask.from, "yes", None));
        assert_eq!((sent.len(), status.as_str()), (0, "rejected"));
        assert_eq!(standing(&r), before);
        // Alice answering it: carried out.
        let (sent, status, summary) = ingest(&r, &sent_to(&r, ALICE, &ask.from, "yes, me", None));
        assert_eq!(status, "applied", "{summary}");
        assert_ne!(standing(&r), before, "{command}: carried out");
        assert!(sent.iter().any(|m| m.to == ALICE && m.text.contains(&done)), "{sent:?}");
        // A second answer does nothing more.
        let now = standing(&r);
        let (sent, status, _) = ingest(&r, &sent_to(&r, ALICE, &ask.from, "yes", None));
        assert_eq!((sent.len(), status.as_str(), standing(&r)), (0, "rejected", now));
    }
}

/// With a token of her own (a reply to one of her game's mails), Alice's
/// OBSERVE is carried out at once; with Bob's token, it is only asked
/// about, of the From address.
#[test]
fn an_account_command_through_the_senders_own_reply_address_needs_no_confirmation() {
    let (r, game, other) = two_games("");
    let before = standing(&r);
    let forged = sent_to(
        &r,
        ALICE,
        &rc::reply_address(&game, estafette::games::Side::Second),
        &format!("OBSERVE {other}"),
        None,
    );
    let (sent, _, summary) = ingest(&r, &forged);
    assert_eq!(standing(&r), before);
    assert!(summary.contains("confirmation cf-"), "{summary}");
    assert_eq!((sent.len(), sent[0].to.as_str()), (1, ALICE));
    let own = sent_to(
        &r,
        ALICE,
        &rc::reply_address(&game, estafette::games::Side::First),
        &format!("OBSERVE {other}"),
        None,
    );
    let (sent, status, _) = ingest(&r, &own);
    assert_eq!(status, "applied");
    assert!(sent[0].text.contains(&format!("You now observe {other}")), "{sent:?}");
    assert_eq!(r.service().store.read().observers_of(&other).unwrap().len(), 1);
}

/// LANG, TIMEZONE and VACATION are a game's commands: from a forged From
/// without a token they change nothing, and the only mail is the list of
/// Alice's games with the reply address the referee issued to her (within
/// the hourly limit of error replies, 5, the last saying so). Sent through
/// that address, they are applied.
#[test]
fn a_forged_lang_timezone_or_vacation_without_a_token_changes_nothing() {
    let (r, game, _) = two_games("");
    let before = standing(&r);
    let mut told = Vec::new();
    for _ in 0..3 {
        for command in ["LANG fr", "TIMEZONE Europe/Paris", "VACATION 2d"] {
            let (sent, status, summary) = ingest(&r, &sent_to(&r, ALICE, rc::ADDRESS, command, None));
            assert_eq!(status, "rejected", "{summary}");
            told.extend(sent);
        }
    }
    assert_eq!(standing(&r), before, "nothing changed");
    assert_eq!(
        told.len(),
        6,
        "5 answers and the one that says it is the last: {told:?}"
    );
    assert!(told
        .iter()
        .all(|m| m.to == ALICE && m.text.contains("nothing in it was applied")));
    assert!(told[5].text.contains("this is its last answer"), "{}", told[5].text);
    // The address the list gives is Alice's own: through it, each applies.
    let address = told[0]
        .text
        .split("Reply address: ")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .next()
        .unwrap()
        .to_string();
    for command in ["LANG fr", "TIMEZONE Europe/Paris", "VACATION 2d"] {
        let (_, status, summary) = ingest(&r, &sent_to(&r, ALICE, &address, command, None));
        assert_eq!(status, "applied", "{command}: {summary}");
    }
    let q = r.service();
    let q = q.store.read();
    assert_eq!(q.game_lang(&game, 1).unwrap().as_deref(), Some("fr"));
    assert_eq!(q.player_by_address(ALICE).unwrap().unwrap().timezone, "Europe/Paris");
}

/// With `require_dkim_from`, a mail without our server's pass changes
/// nothing and asks nothing: OBSERVE at the plain address, OBSERVE through
/// Alice's own reply address, a reply to a confirmation, ACCEPT of a
/// challenge, LANG in a game. With a pass, each goes on as without the
/// setting.
#[test]
fn with_dkim_required_nothing_is_applied_or_asked_without_a_pass() {
    use estafette::games::Side;
    let (r, game, other) = two_games("require_dkim_from = \"mx.example.net\"");
    let own = rc::reply_address(&game, Side::First);
    let before = standing(&r);
    for (to, body) in [
        (rc::ADDRESS.to_string(), format!("OBSERVE {other}")),
        (own.clone(), format!("OBSERVE {other}")),
        (rc::ADDRESS.to_string(), "NEW strand WITH bob@example.org".into()),
        (own.clone(), "LANG fr".into()),
    ] {
        for dkim in [None, Some("fail")] {
            let (sent, status, summary) = ingest(&r, &sent_to(&r, ALICE, &to, &body, dkim));
            assert_eq!(status, "rejected", "{body}: {summary}");
            assert!(summary.contains("no dkim=pass"), "{summary}");
            assert!(sent.iter().all(|m| m.to == ALICE), "{sent:?}");
            assert_eq!(standing(&r), before, "{body}");
        }
    }
    // With a pass: the confirmation, whose answer needs a pass too.
    let (sent, _, _) = ingest(
        &r,
        &sent_to(&r, ALICE, rc::ADDRESS, &format!("OBSERVE {other}"), Some("pass")),
    );
    let ask = &sent[0];
    let (sent, status, _) = ingest(&r, &sent_to(&r, ALICE, &ask.from, "yes", None));
    assert_eq!((sent.len(), status.as_str()), (0, "rejected"));
    assert_eq!(standing(&r), before);
    let (_, status, _) = ingest(&r, &sent_to(&r, ALICE, &ask.from, "yes", Some("pass")));
    assert_eq!(status, "applied");
    assert_eq!(r.service().store.read().observers_of(&other).unwrap().len(), 1);
    // A challenge: Bob's ACCEPT needs a pass.
    let (sent, _, _) = ingest(
        &r,
        &sent_to(&r, ALICE, &own, "NEW strand WITH bob@example.org", Some("pass")),
    );
    let invite = sent.iter().find(|m| m.to == BOB).expect("the invitation");
    let games = r.service().store.read().games().unwrap().len();
    let (_, status, summary) = ingest(&r, &sent_to(&r, BOB, &invite.from, "ACCEPT", None));
    assert_eq!(status, "rejected", "{summary}");
    assert_eq!(r.service().store.read().games().unwrap().len(), games);
    let (_, status, _) = ingest(&r, &sent_to(&r, BOB, &invite.from, "ACCEPT", Some("pass")));
    assert_eq!(status, "applied");
    assert_eq!(r.service().store.read().games().unwrap().len(), games + 1);
}

/// A flood of each kind of answer, each from its own player through their
/// own reply address (GAMES to the plain address), with
/// `info_replies_per_hour = 3` and `error_replies_per_hour = 2`: at most 3
/// mails of each kind are carried out and answered; confirmations asked
/// of a player stop at 2 and the one that says it is the last; forged
/// GAMES do not use up the player's own answers.
#[test]
fn a_flood_of_each_kind_of_answer_is_capped_per_hour() {
    use estafette::games::Side;
    let r = Referee::new("info_replies_per_hour = 3\nerror_replies_per_hour = 2\nchallenges = \"anyone\"");
    let key = estafette::protocol::sign::base64_encode(&estafette::protocol::sign::public_key(&[7; 32]));
    let watched = r.new_game("strand");
    let kinds = [
        "BOARD".to_string(),
        "HELP".into(),
        "HISTORY".into(),
        "RULES".into(),
        "LANG fr".into(),
        "TIMEZONE Europe/Paris".into(),
        "VACATION 1d".into(),
        "MESSAGE hello".into(),
        format!("KEY {key}"),
        "GAMES".into(),
        format!("OBSERVE {watched}"),
        "NEW strand WITH target@example.com".into(),
    ];
    for (k, kind) in kinds.iter().enumerate() {
        let (player, opponent) = (format!("p{k}@example.org"), format!("o{k}@example.org"));
        let game = r.ok(&[
            "new",
            "strand",
            "--first",
            &player,
            "--second",
            &opponent,
            "--moves-first",
            "first",
            "--time",
            "3d",
        ]);
        let game = game.trim();
        let mut answered = 0;
        let mut mails = 0;
        for _ in 0..6 {
            let to = match kind.as_str() {
                "GAMES" => rc::ADDRESS.to_string(),
                _ => rc::reply_address(game, Side::First),
            };
            let (sent, status, summary) = ingest(&r, &sent_to(&r, &player, &to, kind, None));
            match status.as_str() {
                "ignored" => {
                    assert!(sent.is_empty(), "{kind}: {sent:?}");
                    assert!(summary.contains("over the hourly limit"), "{summary}");
                }
                _ => answered += 1,
            }
            mails += sent.len();
        }
        assert_eq!(answered, 3, "{kind}: carried out and answered 3 times");
        assert!(mails <= 3 * 2, "{kind}: {mails} mails");
    }
    // OBSERVE at the plain address, on the From line alone: confirmations
    // within the error replies' limit.
    let game = r.new_game("strand");
    let mut asked = Vec::new();
    for i in 0..6 {
        let (sent, _, _) = ingest(
            &r,
            &sent_to(&r, ALICE, rc::ADDRESS, &format!("OBSERVE {game}-x{i}"), None),
        );
        asked.extend(sent);
    }
    assert_eq!(asked.len(), 3, "{asked:?}");
    assert!(asked[2].text.contains("this is its last answer"), "{}", asked[2].text);
    // GAMES, answered on the From line alone, is counted apart: forged ones
    // never use up what Alice's own mails may ask.
    for _ in 0..4 {
        ingest(&r, &sent_to(&r, ALICE, rc::ADDRESS, "GAMES", None));
    }
    let (_, status, summary) = ingest(&r, &sent_to(&r, ALICE, rc::ADDRESS, "GAMES", None));
    assert_eq!(status, "ignored", "{summary}");
    let (sent, status, _) = ingest(
        &r,
        &sent_to(&r, ALICE, &rc::reply_address(&game, Side::First), "BOARD", None),
    );
    assert_eq!((status.as_str(), sent.len()), ("applied", 1));
}
