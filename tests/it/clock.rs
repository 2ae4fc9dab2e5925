//! The correspondence clock with a fake clock: weeks of play in
//! milliseconds. Reminders at the right times, a late notice, a loss on time,
//! vacations shifting deadlines, a late tick, a double tick, two ticks at
//! once, time zones in the mails, and `verify` checking every deadline.

use crate::common;

use common::Harness;
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::referee::clock::{TimeControl, DAY, HOUR};
use estafette::referee::Phase;
use estafette::service::Ingested;
use estafette::store::Queries;

fn clocked(h: &mut Harness, kind: GameKind, time: &str, grace: Option<&str>) -> String {
    let tc = TimeControl::parse(time, grace).unwrap();
    let id = h
        .svc
        .new_game(
            kind,
            OptionsSpec::default(),
            common::players(),
            Some(Side::First),
            Some(tc),
        )
        .unwrap();
    h.flush();
    id
}

fn at(h: &Harness, t: i64) {
    h.clock.set(t);
}

fn tick(h: &mut Harness) -> Vec<common::Sent> {
    h.svc.tick().unwrap();
    h.flush()
}

fn deadline(h: &Harness, id: &str) -> i64 {
    h.svc.state(id).unwrap().on_clock()[0].1
}

/// The time control, and a vacation refused for its length, in each
/// player's language.
#[test]
fn the_time_control_reads_in_each_players_language() {
    let mut h = Harness::new();
    let mut ps = common::players();
    ps[1].lang = "fr".into();
    let tc = TimeControl::parse("3d", Some("1d")).unwrap();
    let id = h
        .svc
        .new_game(
            GameKind::Strand,
            OptionsSpec::default(),
            ps,
            Some(Side::First),
            Some(tc),
        )
        .unwrap();
    let sent = h.flush();
    let to = |who: &str| {
        sent.iter()
            .find(|m| m.to == who)
            .unwrap_or_else(|| panic!("no mail to {who}"))
    };
    assert!(
        to("alice@example.org").says("3d per move, 1d grace"),
        "{}",
        to("alice@example.org").text
    );
    let bob = &to("bob@example.org").text;
    assert!(
        bob.contains("Cadence :") && bob.contains("3 jours par coup, 1 jour de grâce"),
        "{bob}"
    );
    assert!(!bob.contains("per move"), "{bob}");
    let (r, sent) = h.play(&id, Side::Second, "CONGÉ 200d");
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "rejected"),
        "{r:?}"
    );
    assert!(
        sent[0].says("ce congé demande 200 jours, mais il ne vous reste que 45 jours de congé cette année"),
        "{}",
        sent[0].text
    );
}

#[test]
fn reminders_late_notice_and_loss_on_time_each_come_once() {
    let mut h = Harness::new();
    let t0 = h.clock.get();
    let id = clocked(&mut h, GameKind::Strand, "3d", Some("1d"));
    let d = deadline(&h, &id);
    assert_eq!(d, t0 + 3 * DAY);
    // Nothing due yet.
    at(&h, t0 + DAY);
    assert!(tick(&mut h).is_empty());
    // 24 h before: a reminder to Alice (to move), once.
    at(&h, d - 24 * HOUR);
    let sent = tick(&mut h);
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].to, "alice@example.org");
    assert!(sent[0].says("Reminder: your move is due by"), "{}", sent[0].text);
    assert!(tick(&mut h).is_empty(), "a second tick sends nothing");
    // 2 h before: the second reminder.
    at(&h, d - HOUR);
    let sent = tick(&mut h);
    assert_eq!(sent.len(), 1);
    // At the deadline: both told she is late.
    at(&h, d + 60);
    let sent = tick(&mut h);
    assert_eq!(sent.len(), 2);
    let bob = sent.iter().find(|m| m.to == "bob@example.org").unwrap();
    assert!(bob.says("has not moved by the deadline"), "{}", bob.text);
    assert!(tick(&mut h).is_empty());
    // After the grace: lost on time, both told, transcript included.
    at(&h, d + DAY);
    let sent = tick(&mut h);
    assert_eq!(sent.len(), 2);
    for m in &sent {
        assert!(m.says("ran out of time") || m.says("lost on time"), "{}", m.text);
        assert!(m.says("The whole game"), "transcript attached");
    }
    let st = h.svc.state(&id).unwrap();
    assert_eq!(st.phase, Phase::Over);
    assert_eq!(st.result.as_ref().unwrap().winner, 2);
    assert!(tick(&mut h).is_empty(), "nothing more once over");
    // The transcript verifies, deadlines included.
    let t = h.svc.export(&id).unwrap();
    estafette::transcript::verify(&serde_json::to_string(&t).unwrap(), None).unwrap();
    assert!(h.svc.audit().unwrap().is_empty());
}

#[test]
fn a_late_tick_skips_to_what_is_due_now() {
    let mut h = Harness::new();
    let t0 = h.clock.get();
    let id = clocked(&mut h, GameKind::Strand, "3d", None);
    // Cron did not run for a week: straight to the loss on time, once.
    at(&h, t0 + 10 * DAY);
    let sent = tick(&mut h);
    assert_eq!(sent.len(), 2);
    assert!(h.svc.state(&id).unwrap().is_over());
    let events = h.svc.store.read().events(&id).unwrap();
    let kinds: Vec<String> = events
        .iter()
        .map(|e| {
            String::from_utf8_lossy(&e.bytes)
                .split('"')
                .nth(3)
                .unwrap_or("")
                .to_string()
        })
        .collect();
    assert_eq!(kinds.iter().filter(|k| *k == "reminded").count(), 0, "{kinds:?}");
    assert_eq!(kinds.iter().filter(|k| *k == "timed-out").count(), 1, "{kinds:?}");
}

#[test]
fn a_move_resets_the_clock_and_the_reminders() {
    let mut h = Harness::new();
    let t0 = h.clock.get();
    let id = clocked(&mut h, GameKind::Strand, "3d", None);
    at(&h, t0 + 2 * DAY + 1);
    assert_eq!(tick(&mut h).len(), 1, "24 h reminder");
    let mv = h.svc.state(&id).unwrap().position.unwrap().legal_moves()[0].clone();
    let raw = h.mail(&id, Side::First, &mv); // the harness advances the clock one hour
    h.ingest(&raw);
    h.flush();
    let moved_at = t0 + 2 * DAY + 1 + HOUR;
    assert_eq!(
        deadline(&h, &id),
        moved_at + 3 * DAY,
        "Bob's deadline counts from Alice's move"
    );
    at(&h, moved_at + DAY);
    assert!(tick(&mut h).is_empty());
    at(&h, moved_at + 2 * DAY);
    let sent = tick(&mut h);
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].to, "bob@example.org");
}

#[test]
fn a_vacation_shifts_the_deadline_and_is_charged() {
    let mut h = Harness::new();
    let t0 = h.clock.get();
    let id = clocked(&mut h, GameKind::Strand, "3d", None);
    let (r, sent) = h.play(&id, Side::First, "VACATION 5d");
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "applied"),
        "{r:?}"
    );
    assert_eq!(sent.len(), 2, "both players are told");
    assert!(sent
        .iter()
        .any(|m| m.to == "bob@example.org" && m.says("is on vacation")));
    assert!(
        sent.iter()
            .any(|m| m.to == "alice@example.org" && m.says("40 day(s) of vacation left")),
        "{sent:?}"
    );
    assert_eq!(deadline(&h, &id), t0 + 3 * DAY + 5 * DAY);
    // Nothing is due during the vacation.
    at(&h, t0 + 6 * DAY);
    assert!(tick(&mut h).is_empty());
    // The allowance is per year: 45 days by default.
    let (r, sent) = h.play(&id, Side::First, "VACATION 41d");
    assert!(matches!(r, Ingested::Handled { ref status, .. } if status == "rejected"));
    assert!(sent[0].says("left this year"), "{}", sent[0].text);
    // Dates, in the player's own time zone.
    let (r, _) = h.play(&id, Side::Second, "TIMEZONE Europe/Paris");
    assert!(matches!(r, Ingested::Handled { ref status, .. } if status == "applied"));
    let (r, sent) = h.play(&id, Side::Second, "VACATION 2026-12-24 2026-12-26");
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "applied"),
        "{r:?}"
    );
    let bob = sent.iter().find(|m| m.to == "bob@example.org").unwrap();
    assert!(bob.says("2026-12-24 00:00 CET"), "{}", bob.text);
    assert!(bob.says("2026-12-27 00:00 CET"), "{}", bob.text);
    let p = h
        .svc
        .store
        .read()
        .player_by_address("bob@example.org")
        .unwrap()
        .unwrap();
    assert_eq!(p.vacation_used, 3 * DAY);
    assert_eq!(p.timezone, "Europe/Paris");
    // A game without a clock needs no vacation.
    let mut h2 = Harness::new();
    let id2 = h2.new_game(GameKind::Strand, OptionsSpec::default(), Side::First);
    let (r, _) = h2.play(&id2, Side::First, "VACATION 2d");
    assert!(matches!(r, Ingested::Handled { ref status, .. } if status == "rejected"));
}

#[test]
fn a_bad_time_zone_is_refused() {
    let mut h = Harness::new();
    let id = clocked(&mut h, GameKind::Strand, "3d", None);
    let (_, sent) = h.play(&id, Side::First, "TIMEZONE Mars/Olympus");
    assert!(sent[0].says("not a time zone name"), "{}", sent[0].text);
}

#[test]
fn deadlines_are_shown_in_each_players_time_zone() {
    let mut h = Harness::new();
    let id = clocked(&mut h, GameKind::Assaut, "2d", None);
    h.play(&id, Side::First, "TIMEZONE America/New_York");
    let (_, sent) = h.play(&id, Side::Second, "place d6 e6");
    let alice = sent.iter().find(|m| m.to == "alice@example.org").unwrap();
    assert!(alice.says("Your deadline:") && alice.says(" EST"), "{}", alice.text);
    let bob = sent.iter().find(|m| m.to == "bob@example.org").unwrap();
    assert!(bob.says("Their deadline:") && bob.says(" UTC"), "{}", bob.text);
}

#[test]
fn a_time_zone_set_in_a_mail_is_used_in_the_reply_to_that_mail() {
    let mut h = Harness::new();
    let id = clocked(&mut h, GameKind::Assaut, "2d", None);
    let (r, sent) = h.play(&id, Side::First, "TIMEZONE America/New_York\nBOARD");
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "applied"),
        "{r:?}"
    );
    let alice = sent.iter().find(|m| m.to == "alice@example.org").unwrap();
    assert!(alice.says("Their deadline:") && alice.says(" EST"), "{}", alice.text);
}

#[test]
fn setup_deadlines_forfeit_the_missing_army_or_void_the_game() {
    // One army missing: that side loses.
    let mut h = Harness::new();
    let t0 = h.clock.get();
    let id = clocked(&mut h, GameKind::Lattaque, "3d", None);
    h.play(&id, Side::First, &format!("SETUP\n{}", common::ARMY_SOUTH));
    at(&h, t0 + 4 * DAY);
    tick(&mut h);
    let st = h.svc.state(&id).unwrap();
    assert!(st.is_over());
    assert_eq!(st.result.as_ref().unwrap().winner, 1, "North never sent its army");
    // Both missing: void.
    let mut h = Harness::new();
    let t0 = h.clock.get();
    let id = clocked(&mut h, GameKind::Lattaque, "3d", None);
    at(&h, t0 + 4 * DAY);
    let sent = tick(&mut h);
    assert!(sent.iter().all(|m| m.says("Neither army arrived in time")));
    assert_eq!(h.svc.state(&id).unwrap().result.unwrap().winner, 0);
}

#[test]
fn two_ticks_at_once_do_each_thing_once() {
    let mut h = Harness::new();
    let t0 = h.clock.get();
    let ids: Vec<String> = (0..6).map(|_| clocked(&mut h, GameKind::Strand, "3d", None)).collect();
    let dir = h.dir.path().to_path_buf();
    let now = t0 + 2 * DAY + 10;
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let dir = dir.clone();
            std::thread::spawn(move || {
                let mut svc = estafette::service::Service::open(common::config(&dir)).unwrap();
                svc.now = Box::new(move || now);
                svc.tick().unwrap().len()
            })
        })
        .collect();
    let total: usize = handles.into_iter().map(|t| t.join().unwrap()).sum();
    assert_eq!(total, 6, "each game reminded exactly once across the four ticks");
    for id in &ids {
        let n = h
            .svc
            .store
            .read()
            .events(id)
            .unwrap()
            .iter()
            .filter(|e| String::from_utf8_lossy(&e.bytes).contains("\"reminded\""))
            .count();
        assert_eq!(n, 1, "{id}");
    }
    at(&h, now);
    assert_eq!(h.flush().len(), 6, "one reminder mail per game");
}

#[test]
fn moves_in_days_carry_time_over() {
    let mut h = Harness::new();
    let t0 = h.clock.get();
    let id = clocked(&mut h, GameKind::Strand, "2/10d", None);
    assert_eq!(deadline(&h, &id), t0 + 10 * DAY);
    let mv = h.svc.state(&id).unwrap().position.unwrap().legal_moves()[0].clone();
    h.play(&id, Side::First, &mv); // one hour used
    let bob_deadline = deadline(&h, &id);
    assert_eq!(bob_deadline, t0 + HOUR + 10 * DAY);
    let mv = h.svc.state(&id).unwrap().position.unwrap().legal_moves()[0].clone();
    h.play(&id, Side::Second, &mv); // one hour used
                                    // Alice has 10d - 1h left, counted from Bob's move.
    assert_eq!(deadline(&h, &id), t0 + 2 * HOUR + 10 * DAY - HOUR);
}

#[test]
fn verify_refuses_a_forged_loss_on_time() {
    let mut h = Harness::new();
    let id = clocked(&mut h, GameKind::Strand, "3d", None);
    let t0 = h.clock.get();
    at(&h, t0 + 4 * DAY);
    tick(&mut h);
    let mut t = h.svc.export(&id).unwrap();
    // Pretend the loss on time came a day earlier, and re-hash the chain.
    let i = t.log.iter().position(|e| e.event.contains("\"timed-out\"")).unwrap();
    let forged_at = t0 + 2 * DAY;
    t.log[i].event = t.log[i]
        .event
        .replace(&format!("\"at\":{}", t0 + 4 * DAY), &format!("\"at\":{forged_at}"));
    let mut prev = estafette::protocol::log::genesis(&t.game).unwrap();
    for e in t.log.iter_mut() {
        prev = estafette::protocol::log::next(&prev, e.n, e.event.as_bytes()).unwrap();
        e.head = estafette::protocol::encode::hex_encode(&prev);
    }
    t.head.head = estafette::protocol::encode::hex_encode(&prev);
    let err = estafette::transcript::verify(&serde_json::to_string(&t).unwrap(), None)
        .unwrap_err()
        .to_string();
    assert!(err.contains("before its deadline"), "{err}");
}

/// A changed `reminders` applies to the turns already running at the next
/// tick: a reminder the new schedule adds before the old one's time comes
/// then; one the old schedule had and the new one drops never does.
#[test]
fn a_changed_reminder_schedule_applies_to_running_turns_at_the_next_tick() {
    let mut h = Harness::new();
    let t0 = h.clock.get();
    let id = clocked(&mut h, GameKind::Strand, "3d", None);
    let d = deadline(&h, &id);
    // With the default 24h,2h nothing is due 60 hours before the deadline.
    at(&h, d - 60 * HOUR + 60);
    assert!(tick(&mut h).is_empty());
    // The operator adds a reminder 60 hours before and drops the 24 hours one.
    h.svc.config.reminders = vec![60 * HOUR, 2 * HOUR];
    let sent = tick(&mut h);
    assert_eq!(sent.len(), 1, "the new reminder is due at once");
    assert_eq!(sent[0].to, "alice@example.org");
    assert!(sent[0].says("Reminder: your move is due by"), "{}", sent[0].text);
    // Nothing 24 hours before (dropped), the 2 hours one still comes.
    at(&h, d - 24 * HOUR + 60);
    assert!(tick(&mut h).is_empty(), "the dropped reminder never comes");
    at(&h, d - 2 * HOUR + 60);
    assert_eq!(tick(&mut h).len(), 1, "the kept reminder comes");
    // The schedule is recorded: a later tick works nothing out again.
    let meta = h.svc.store.read().meta("reminders").unwrap();
    assert_eq!(meta.as_deref(), Some("216000,7200"));
    assert!(t0 < d);
    let t = h.svc.export(&id).unwrap();
    estafette::transcript::verify(&serde_json::to_string(&t).unwrap(), None).unwrap();
}

/// The kinds and bytes of a game's events from the `n`-th on.
fn events_from(h: &Harness, id: &str, n: usize) -> Vec<String> {
    let events = h.svc.store.read().events(id).unwrap();
    events[n..]
        .iter()
        .map(|e| String::from_utf8_lossy(&e.bytes).into_owned())
        .collect()
}

/// A move that comes after its side's deadline and grace, `tick` not
/// having run: the game ends on time first, with the events and the mails
/// `tick` would have given at that moment, and the move is not applied
/// (its sender is told the game is over). One second earlier it is.
#[test]
fn a_move_after_the_deadline_and_its_grace_ends_the_game_on_time_unplayed() {
    let game = |h: &mut Harness| {
        let id = clocked(h, GameKind::Strand, "3d", Some("1d"));
        let d = deadline(h, &id);
        let mv = h.svc.state(&id).unwrap().position.unwrap().legal_moves()[0].clone();
        let n = h.svc.store.read().events(&id).unwrap().len();
        (id, d, mv, n)
    };
    // Ticked at the moment the late mail comes in.
    let mut ticked = Harness::new();
    let (tid, d, _, n) = game(&mut ticked);
    at(&ticked, d + DAY);
    let by_tick = tick(&mut ticked);
    // The same moment, a move mailed instead (the harness adds an hour).
    let mut h = Harness::new();
    let (id, _, mv, _) = game(&mut h);
    at(&h, d + DAY - HOUR);
    let (r, sent) = h.play(&id, Side::First, &mv);
    assert!(
        matches!(r, Ingested::Handled { ref summary, .. } if summary.contains("refused")),
        "{r:?}"
    );
    let events = events_from(&h, &id, n);
    assert_eq!(events, events_from(&ticked, &tid, n), "the events tick gives");
    assert!(events.iter().all(|e| !e.contains("\"moved\"")), "{events:?}");
    assert!(events[0].contains("\"timed-out\""), "{events:?}");
    let st = h.svc.state(&id).unwrap();
    assert_eq!(st.result.as_ref().map(|r| r.winner), Some(2));
    let to = |sent: &[common::Sent], who: &str| sent.iter().find(|m| m.to == who).unwrap().text.clone();
    assert_eq!(to(&sent, "bob@example.org"), to(&by_tick, "bob@example.org"));
    let alice = sent.iter().find(|m| m.to == "alice@example.org").unwrap();
    assert!(
        alice.says("lost on time") || alice.says("ran out of time"),
        "{}",
        alice.text
    );
    assert!(alice.says("this game is over"), "{}", alice.text);
    assert!(alice.says("The whole game"), "transcript attached");
    let t = h.svc.export(&id).unwrap();
    estafette::transcript::verify(&serde_json::to_string(&t).unwrap(), None).unwrap();

    // A second before the grace ends, the move is played.
    let mut h = Harness::new();
    let (id, d, mv, _) = game(&mut h);
    at(&h, d + DAY - HOUR - 1);
    let (r, _) = h.play(&id, Side::First, &mv);
    assert!(
        matches!(r, Ingested::Handled { ref summary, .. } if !summary.contains("refused")),
        "{r:?}"
    );
    assert!(!h.svc.state(&id).unwrap().is_over());
}

/// A log whose move was recorded after its side's deadline and grace (as
/// a referee that took moves without looking at the clock wrote it) does
/// not verify.
#[test]
fn verify_refuses_a_move_recorded_after_the_deadline_and_its_grace() {
    let mut h = Harness::new();
    let id = clocked(&mut h, GameKind::Strand, "3d", Some("1d"));
    let d = deadline(&h, &id);
    let mv = h.svc.state(&id).unwrap().position.unwrap().legal_moves()[0].clone();
    let (r, _) = h.play(&id, Side::First, &mv);
    assert!(matches!(r, Ingested::Handled { ref summary, .. } if !summary.contains("refused")));
    let played = h.svc.export(&id).unwrap();
    estafette::transcript::verify(&serde_json::to_string(&played).unwrap(), None).unwrap();
    let moved = played.log.iter().position(|e| e.event.contains("\"moved\"")).unwrap();
    let was = h.clock.get();
    for late in [d + DAY, d + 3 * DAY] {
        let mut t = played.clone();
        t.log[moved].event = t.log[moved]
            .event
            .replace(&format!("\"at\":{was}"), &format!("\"at\":{late}"));
        let t = crate::sealed_keys::rechain(t);
        let err = estafette::transcript::verify(&serde_json::to_string(&t).unwrap(), None)
            .unwrap_err()
            .to_string();
        assert!(err.contains("after its deadline"), "{err}");
        assert!(err.starts_with(&format!("event {}:", moved + 1)), "{err}");
    }
}
