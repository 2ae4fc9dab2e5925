//! The calendar events of deadline mails, read back with an iCalendar
//! parser (the `ical` crate): one event per game and player, the same UID
//! in every mail of the game, a SEQUENCE that rises, the deadline and the
//! reminders' alarms right in the player's time zone, a CANCEL at the end
//! and at the operator's pause (published again at the resume), the end
//! of the grace after a late notice, and none after CALENDAR OFF.

use crate::common::{self, Harness, Sent};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::referee::clock::{TimeControl, DAY, HOUR};
use estafette::referee::OperatorAction;
use estafette::service::Ingested;
use estafette::store::Queries;

/// An event read back: the calendar's METHOD and the event's properties
/// (name and value, as the parser unfolds them), and its alarms' triggers.
struct Event {
    method: String,
    props: Vec<(String, String)>,
    triggers: Vec<String>,
    /// The zone of DTSTART (its TZID), and the offset the calendar's
    /// definition of that zone gives (its TZOFFSETTO).
    zone: Option<(String, String)>,
}

impl Event {
    fn get(&self, name: &str) -> &str {
        let found = self.props.iter().find(|(n, _)| n == name);
        found.map_or("", |(_, v)| v.as_str())
    }
}

/// The calendar attached to `mail`, if any, parsed: exactly one calendar
/// with exactly one event.
fn event(mail: &Sent) -> Option<Event> {
    let files: Vec<_> = mail.files.iter().filter(|f| f.1 == "text/calendar").collect();
    let [(name, _, body)] = files.as_slice() else {
        assert!(files.is_empty(), "one calendar at most: {:?}", mail.files);
        return None;
    };
    assert!(name.ends_with(".ics"), "{name}");
    let text = std::str::from_utf8(body).expect("UTF-8");
    for line in text.split("\r\n") {
        assert!(line.len() <= 75, "a line over 75 octets: {line:?}");
    }
    assert!(!text.replace("\r\n", "").contains('\n'), "CRLF line ends only");
    let mut parser = ical::IcalParser::new(std::io::BufReader::new(body.as_slice()));
    let cal = parser.next().expect("a calendar").expect("it parses");
    assert!(parser.next().is_none(), "one calendar");
    let value = |p: &ical::property::Property| (p.name.clone(), p.value.clone().unwrap_or_default());
    let method = cal.properties.iter().find(|p| p.name == "METHOD").map(value).unwrap().1;
    let [ev] = cal.events.as_slice() else {
        panic!("one event: {text}")
    };
    let tzid = ev.properties.iter().filter(|p| p.name == "DTSTART").find_map(|p| {
        let params = p.params.as_ref()?;
        params.iter().find(|(n, _)| n == "TZID").map(|(_, v)| v.join(","))
    });
    let zone = tzid.map(|tzid| {
        let [definition] = cal.timezones.as_slice() else {
            panic!("the definition of {tzid}: {text}")
        };
        assert!(definition
            .properties
            .iter()
            .any(|p| p.name == "TZID" && p.value.as_deref() == Some(&tzid)));
        let [observance] = definition.transitions.as_slice() else {
            panic!("one observance: {text}")
        };
        let to = observance.properties.iter().find(|p| p.name == "TZOFFSETTO").map(value);
        (tzid, to.expect("TZOFFSETTO").1)
    });
    assert!(
        zone.is_some() || cal.timezones.is_empty(),
        "a zone defined for nothing: {text}"
    );
    Some(Event {
        zone,
        method,
        props: ev.properties.iter().map(value).collect(),
        triggers: ev
            .alarms
            .iter()
            .flat_map(|a| a.properties.iter().filter(|p| p.name == "TRIGGER").map(value))
            .map(|(_, v)| v)
            .collect(),
    })
}

fn to<'a>(sent: &'a [Sent], address: &str) -> &'a Sent {
    sent.iter().find(|m| m.to == address).expect("a mail to the player")
}

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";

/// Play the first legal move of the side to move.
fn play_a_move(h: &mut Harness, id: &str) -> Vec<Sent> {
    let st = h.svc.current_state(id).unwrap();
    let pos = st.position.clone().unwrap();
    let side = pos.side_to_move();
    let mv = pos.legal_moves()[0].clone();
    let (r, sent) = h.play(id, side, &mv);
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "applied"),
        "{r:?}"
    );
    sent
}

#[test]
fn a_games_deadline_mails_move_one_event_and_its_end_cancels_it() {
    let mut h = Harness::new();
    let tc = TimeControl::parse("3d", None).unwrap();
    let id = h
        .svc
        .new_game(
            GameKind::Strand,
            OptionsSpec::default(),
            common::players(),
            Some(Side::First),
            Some(tc),
        )
        .unwrap();
    let invitations = h.flush();
    // Alice moves first: her invitation sets her first deadline.
    let first = event(to(&invitations, ALICE)).expect("the invitation carries the event");
    assert_eq!(first.method, "PUBLISH");
    assert!(event(to(&invitations, BOB)).is_none(), "Bob is not on the clock yet");
    // Its time is UTC: a new zone only sets the next ones.
    let (_, sent) = h.play(&id, Side::First, "TIMEZONE Europe/Paris");
    assert!(event(&sent[0]).is_none(), "no new deadline");

    let mut seen = vec![first];
    for _ in 0..3 {
        let sent = play_a_move(&mut h, &id);
        let st = h.svc.current_state(&id).unwrap();
        let (side, deadline) = st.on_clock()[0];
        let (on_clock, waiting) = if side == Side::First {
            (ALICE, BOB)
        } else {
            (BOB, ALICE)
        };
        assert!(event(to(&sent, waiting)).is_none(), "no deadline set for {waiting}");
        let ev = event(to(&sent, on_clock)).expect("the mail that sets a deadline carries it");
        assert_eq!(ev.method, "PUBLISH");
        assert_eq!(ev.get("STATUS"), "CONFIRMED");
        // The deadline, as an instant in UTC and in the player's zone.
        let at = jiff::Timestamp::from_second(deadline).unwrap();
        let zone = if on_clock == ALICE { "Europe/Paris" } else { "UTC" };
        let local = at.to_zoned(jiff::tz::TimeZone::get(zone).unwrap());
        if zone == "UTC" {
            assert_eq!(ev.get("DTSTART"), at.strftime("%Y%m%dT%H%M%SZ").to_string());
            assert!(ev.zone.is_none());
        } else {
            // In the player's zone, with the zone's offset then.
            assert_eq!(ev.get("DTSTART"), local.strftime("%Y%m%dT%H%M%S").to_string());
            let offset = local.strftime("%z").to_string();
            assert_eq!(ev.zone, Some((zone.to_string(), offset)));
        }
        let shown = local.strftime("%Y-%m-%d %H:%M %Z").to_string();
        // The zone named once when its abbreviation is its name.
        let shown = if zone == "UTC" {
            shown + "."
        } else {
            format!("{shown} ({zone})")
        };
        assert!(
            ev.get("DESCRIPTION").contains(&shown),
            "{} lacks {shown}",
            ev.get("DESCRIPTION")
        );
        // The referee's reminders (24 hours and 2 hours before) as alarms.
        assert_eq!(ev.triggers, ["-PT24H", "-PT2H"]);
        if on_clock == ALICE {
            seen.push(ev);
        }
    }
    // One event for the whole game: the same UID, a rising SEQUENCE.
    let uid = seen[0].get("UID").to_string();
    assert!(uid.starts_with(&format!("{id}.1@")), "{uid}");
    let seqs: Vec<u64> = seen.iter().map(|e| e.get("SEQUENCE").parse().unwrap()).collect();
    assert!(seen.iter().all(|e| e.get("UID") == uid), "one UID");
    assert!(seqs.windows(2).all(|w| w[0] < w[1]), "rising: {seqs:?}");
    // Bob's event is another.
    let sent = play_a_move(&mut h, &id);
    let bobs = event(to(&sent, BOB)).or_else(|| event(to(&play_a_move(&mut h, &id), BOB)));
    assert_ne!(bobs.unwrap().get("UID"), uid);

    // The end of the game cancels the event.
    let (_, sent) = h.play(&id, Side::Second, "RESIGN");
    let end = event(to(&sent, ALICE)).expect("the end carries the CANCEL");
    assert_eq!((end.method.as_str(), end.get("STATUS")), ("CANCEL", "CANCELLED"));
    assert_eq!(end.get("UID"), uid);
    assert!(end.get("SEQUENCE").parse::<u64>().unwrap() > *seqs.last().unwrap());
    assert!(
        to(&sent, ALICE).files.iter().any(|f| f.0.ends_with(".json")),
        "the transcript too"
    );
}

#[test]
fn calendar_off_cancels_the_event_and_stops_them_and_on_starts_them_again() {
    let mut h = Harness::new();
    let tc = TimeControl::parse("2d", None).unwrap();
    let id = h
        .svc
        .new_game(
            GameKind::Strand,
            OptionsSpec::default(),
            common::players(),
            Some(Side::First),
            Some(tc),
        )
        .unwrap();
    h.flush();
    let (r, sent) = h.play(&id, Side::First, "CALENDAR OFF");
    assert!(
        matches!(r, Ingested::Handled { ref status, .. } if status == "applied"),
        "{r:?}"
    );
    assert!(sent[0].says("no longer carry a calendar event"), "{}", sent[0].text);
    let cancel = event(&sent[0]).expect("OFF cancels the event in the calendar");
    assert_eq!(cancel.method, "CANCEL");
    let stored = h.svc.store.read().player_by_address(ALICE).unwrap().unwrap();
    assert!(!stored.calendar);
    // Nothing more, whatever the deadlines.
    for _ in 0..4 {
        let sent = play_a_move(&mut h, &id);
        assert!(sent.iter().filter(|m| m.to == ALICE).all(|m| event(m).is_none()));
    }
    let (_, sent) = h.play(&id, Side::Second, "RESIGN");
    assert!(event(to(&sent, ALICE)).is_none(), "no CANCEL either");
    assert!(event(to(&sent, BOB)).is_some_and(|e| e.method == "CANCEL"));

    // In French, back on: the confirmation in French, the event at once
    // when the player is on the clock.
    let tc = TimeControl::parse("2d", None).unwrap();
    let id = h
        .svc
        .new_game(
            GameKind::Strand,
            OptionsSpec::default(),
            common::players(),
            Some(Side::First),
            Some(tc),
        )
        .unwrap();
    assert!(event(to(&h.flush(), ALICE)).is_none(), "still off in a new game");
    let (_, sent) = h.play(&id, Side::First, "LANGUE fr\nCALENDRIER OUI");
    assert!(
        sent[0].says("portent désormais un événement d'agenda"),
        "{}",
        sent[0].text
    );
    let ev = event(&sent[0]).expect("ON sends the event");
    assert_eq!(ev.method, "PUBLISH");
    assert!(
        ev.get("SUMMARY").contains("votre coup est attendu"),
        "{}",
        ev.get("SUMMARY")
    );
    assert!(h.svc.store.read().player_by_address(ALICE).unwrap().unwrap().calendar);
    // A word it does not take is refused.
    let (_, sent) = h.play(&id, Side::First, "CALENDAR maybe");
    assert!(sent[0].says("CALENDRIER prend OUI ou NON"), "{}", sent[0].text);
}

/// A reminder mail carries the event, with the alarms that fit the time
/// left.
#[test]
fn a_reminder_carries_the_event_with_the_alarms_that_fit_the_turn() {
    let mut h = Harness::new();
    let t0 = h.clock.get();
    let tc = TimeControl::parse("12h", None).unwrap();
    h.svc
        .new_game(
            GameKind::Strand,
            OptionsSpec::default(),
            common::players(),
            Some(Side::First),
            Some(tc),
        )
        .unwrap();
    let first = event(to(&h.flush(), ALICE)).unwrap();
    // A 24-hour reminder does not fit a 12-hour turn.
    assert_eq!(first.triggers, ["-PT2H"]);
    h.clock.set(t0 + 10 * HOUR + 60);
    h.svc.tick().unwrap();
    let sent = h.flush();
    let reminder = event(to(&sent, ALICE)).expect("the reminder carries the event");
    assert_eq!(reminder.get("UID"), first.get("UID"));
    assert_eq!(reminder.get("DTSTART"), first.get("DTSTART"));
    assert!(reminder.get("SEQUENCE").parse::<u64>().unwrap() > first.get("SEQUENCE").parse::<u64>().unwrap());
    // Less than two hours are left: no alarm fits.
    assert!(reminder.triggers.is_empty(), "{:?}", reminder.triggers);
}

/// A new game of The 'Strand' War Game with the clock `time` (and `grace`),
/// Alice to move: its id and Alice's event in her invitation.
fn clocked(h: &mut Harness, time: &str, grace: Option<&str>) -> (String, Event) {
    let tc = TimeControl::parse(time, grace).unwrap();
    let id = h
        .svc
        .new_game(
            GameKind::Strand,
            OptionsSpec::default(),
            common::players(),
            Some(Side::First),
            Some(tc),
        )
        .unwrap();
    let first = event(to(&h.flush(), ALICE)).expect("the invitation carries the event");
    (id, first)
}

fn seq(ev: &Event) -> u64 {
    ev.get("SEQUENCE").parse().unwrap()
}

#[test]
fn a_pause_cancels_the_event_and_the_resume_publishes_it_again() {
    let mut h = Harness::new();
    let (id, first) = clocked(&mut h, "3d", None);
    h.svc.operate(&id, OperatorAction::Pause, "a power cut", None).unwrap();
    let sent = h.flush();
    let cancel = event(to(&sent, ALICE)).expect("the pause cancels Alice's event");
    assert_eq!((cancel.method.as_str(), cancel.get("STATUS")), ("CANCEL", "CANCELLED"));
    assert_eq!(cancel.get("UID"), first.get("UID"));
    assert!(seq(&cancel) > seq(&first));
    assert!(event(to(&sent, BOB)).is_none(), "Bob was not on the clock");
    // A day later the game resumes: the deadline moved by the day.
    h.clock.set(h.clock.get() + DAY);
    h.svc
        .operate(&id, OperatorAction::Resume, "power is back", None)
        .unwrap();
    let sent = h.flush();
    let again = event(to(&sent, ALICE)).expect("the resume publishes it again");
    assert_eq!((again.method.as_str(), again.get("STATUS")), ("PUBLISH", "CONFIRMED"));
    assert_eq!(again.get("UID"), first.get("UID"));
    assert!(seq(&again) > seq(&cancel));
    let deadline = h.svc.current_state(&id).unwrap().on_clock()[0].1;
    let at = jiff::Timestamp::from_second(deadline).unwrap();
    assert_eq!(again.get("DTSTART"), at.strftime("%Y%m%dT%H%M%SZ").to_string());
    assert_ne!(again.get("DTSTART"), first.get("DTSTART"));
    assert!(event(to(&sent, BOB)).is_none());
}

#[test]
fn a_late_notice_moves_the_event_to_the_end_of_the_grace() {
    let mut h = Harness::new();
    let (id, first) = clocked(&mut h, "2d", Some("12h"));
    let deadline = h.svc.current_state(&id).unwrap().on_clock()[0].1;
    h.clock.set(deadline + 60);
    h.svc.tick().unwrap();
    let sent = h.flush();
    let late = to(&sent, ALICE);
    assert!(late.says("has passed"), "{}", late.text);
    let ev = event(late).expect("the late notice carries the event");
    assert_eq!(ev.method, "PUBLISH");
    assert_eq!(ev.get("UID"), first.get("UID"));
    assert!(seq(&ev) > seq(&first));
    // Its time is the one the notice gives: the end of the grace, with
    // the alarms that fit what is left of it.
    let forfeit = jiff::Timestamp::from_second(deadline + 12 * HOUR).unwrap();
    assert_eq!(ev.get("DTSTART"), forfeit.strftime("%Y%m%dT%H%M%SZ").to_string());
    let shown = forfeit.strftime("%Y-%m-%d %H:%M UTC").to_string();
    assert!(late.says(&shown), "{shown}: {}", late.text);
    assert!(ev.get("DESCRIPTION").contains(&shown), "{}", ev.get("DESCRIPTION"));
    assert_eq!(ev.triggers, ["-PT2H"]);
    // Bob is told Alice is late: he has no deadline, and no event.
    assert!(to(&sent, BOB).says("has not moved by the deadline"));
    assert!(event(to(&sent, BOB)).is_none());
    // At the end of the grace she loses on time: the event is cancelled.
    h.clock.set(deadline + 12 * HOUR + 60);
    h.svc.tick().unwrap();
    let end = event(to(&h.flush(), ALICE)).expect("the loss on time cancels it");
    assert_eq!((end.method.as_str(), end.get("UID")), ("CANCEL", first.get("UID")));
}
