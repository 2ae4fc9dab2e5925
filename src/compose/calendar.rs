//! The calendar event a deadline mail carries: an iCalendar (RFC 5545)
//! attachment with the player's deadline and the referee's reminders as
//! alarms, one event per game and player. Pure: the time it is stamped
//! with comes in as an argument.
//!
//! The event's UID is the game, the side and the referee's domain, so it
//! stays the same for the whole game; its SEQUENCE is the log position of
//! the mail, which rises with every event of the game, so each new deadline
//! moves the event in the player's calendar instead of adding one. The
//! times are in UTC (an instant, which every calendar shows in its own
//! zone, with no VTIMEZONE to get wrong); the player's zone names the
//! deadline in the event's description. The end of the game, its pause by
//! the operator (and CALENDAR OFF) send a CANCEL for the event; its resume
//! publishes it again, and a late notice moves it to the end of the grace.
//!
//! Written by hand: a dozen properties, with the format's line folding at
//! 75 octets, CRLF line ends and text escaping below. The crates that build
//! calendars read the clock and draw random UIDs for what is not given.

use crate::games::Side;
use crate::mail::outbound::Attachment;
use crate::referee::{clock, GameState, MailPlan, OperatorDid, Para, Phase};
use crate::views::words::{self, Lang};
use estafette_core::reason::{Explain, Sentence};

/// The words of the calendar: the answer to CALENDAR, and the event's.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "calendar-")]
pub enum Said {
    /// CALENDAR ON was carried out.
    On,
    /// CALENDAR OFF was carried out.
    Off,
    /// The event's title: what is due (`army`, `move`, `reveal`) in `game`.
    Summary { game: String, due: String },
    /// The event's description: the deadline in the player's zone.
    Description {
        game: String,
        title: String,
        deadline: String,
    },
    /// A cancelled event's title.
    Cancelled { game: String },
}

impl Said {
    fn say(&self, st: &GameState, lang: Lang) -> String {
        words::reason(lang, st.kind, &self.reason())
    }
}

/// The answer to CALENDAR ON (`on`) or OFF, in `lang`.
pub fn set_text(st: &GameState, on: bool, lang: Lang) -> String {
    if on { Said::On } else { Said::Off }.say(st, lang)
}

/// Who the event is between and when it is stamped.
pub struct Party<'a> {
    /// The referee's address: the event's organizer; its domain is in the UID.
    pub referee: &'a str,
    /// The player's address, named in a CANCEL.
    pub player: &'a str,
    /// The player's IANA time zone.
    pub tz: &'a str,
    /// The mail's time (DTSTAMP).
    pub stamp: i64,
    /// The reminder schedule: seconds before a deadline.
    pub reminders: &'a [i64],
}

/// Whether a paragraph sets or moves the reader's deadline: a mail with
/// one carries the event (as does CALENDAR ON). A new time zone changes
/// no time of it: they are in UTC.
fn sets_deadline(p: &Para) -> bool {
    match p {
        Para::Welcome | Para::Started | Para::Moved { .. } | Para::VacationTaken { .. } | Para::Reminder { .. } => true,
        Para::CalendarSet { on } => *on,
        Para::Operator { did, .. } => match did {
            OperatorDid::Resumed | OperatorDid::Extended { .. } => true,
            OperatorDid::Paused | OperatorDid::AddressReplaced { .. } | OperatorDid::Decided => false,
        },
        Para::Pairing { .. }
        | Para::Standings { .. }
        | Para::ArmyAccepted { .. }
        | Para::Commitment { .. }
        | Para::Rejected { .. }
        | Para::Relay { .. }
        | Para::DrawOffered { .. }
        | Para::DrawDeclined { .. }
        | Para::Resigned { .. }
        | Para::Over { .. }
        | Para::Published { .. }
        | Para::History
        | Para::Help
        | Para::Rules
        | Para::LangSet { .. }
        | Para::TimezoneSet { .. }
        | Para::Muted { .. }
        | Para::BoardRequested
        | Para::OpponentUnreachable { .. }
        | Para::NotAuthenticated { .. }
        | Para::LateNotice { .. }
        | Para::TimedOut { .. }
        | Para::Notice(_)
        | Para::Breach { .. }
        | Para::Kit { .. } => false,
    }
}

/// The calendar attachment of the mail `plan` (at log position `seq`) to a
/// player whose calendar is `on`, if it carries one: the event of their
/// deadline when the mail sets or moves it (a late notice: the end of the
/// grace it gives), its CANCEL at the end of the game, when the operator
/// pauses it (to a player who was on the clock) or when they turn
/// calendars off.
pub fn attachment(
    st: &GameState,
    plan: &MailPlan,
    seq: u64,
    on: bool,
    party: &Party<'_>,
    lang: Lang,
) -> Option<Attachment> {
    if plan.is_error || st.clock.is_none() {
        return None;
    }
    let off = plan.paras.contains(&Para::CalendarSet { on: false });
    let paused = plan
        .paras
        .iter()
        .any(|p| matches!(p, Para::Operator { did, .. } if *did == OperatorDid::Paused));
    let late = plan.paras.iter().find_map(|p| {
        let Para::LateNotice { late, forfeit_at, .. } = p else {
            return None;
        };
        (*late == plan.to).then_some(*forfeit_at)
    });
    let deadline = if off || (on && ((plan.transcript && st.is_over()) || (paused && was_on_clock(st, plan.to)))) {
        None
    } else {
        let deadline = st.on_clock().into_iter().find(|(side, _)| *side == plan.to)?.1;
        if !on || (late.is_none() && !plan.paras.iter().any(sets_deadline)) {
            return None;
        }
        Some(late.unwrap_or(deadline))
    };
    let method = if deadline.is_some() { "PUBLISH" } else { "CANCEL" };
    let body = ics(st, plan.to, seq, party, lang, deadline);
    Some(Attachment {
        name: format!("{}.ics", st.id),
        content_type: format!("text/calendar; charset=utf-8; method={method}"),
        body,
    })
}

/// Whether `to` was on the clock before the game was paused: their event
/// is the one its pause cancels.
fn was_on_clock(st: &GameState, to: Side) -> bool {
    let running = GameState {
        paused: None,
        ..st.clone()
    };
    running.on_clock().iter().any(|(side, _)| *side == to)
}

/// The calendar: the event of `deadline` (published), or, without one,
/// its cancellation.
fn ics(st: &GameState, to: Side, seq: u64, party: &Party<'_>, lang: Lang, deadline: Option<i64>) -> String {
    let domain = party.referee.rsplit_once('@').map_or(party.referee, |(_, d)| d);
    let mut lines = vec![
        "BEGIN:VCALENDAR".to_string(),
        "VERSION:2.0".into(),
        "PRODID:-//Estafette//Estafette referee//EN".into(),
        format!("METHOD:{}", if deadline.is_some() { "PUBLISH" } else { "CANCEL" }),
    ];
    let start = deadline.map(|at| zoned(at, party.tz));
    if let Some((_, zone)) = &start {
        lines.extend(zone.iter().cloned());
    }
    lines.extend([
        "BEGIN:VEVENT".into(),
        format!("UID:{}.{}@{domain}", st.id, to.index() + 1),
        format!("DTSTAMP:{}", utc(party.stamp)),
        format!("SEQUENCE:{seq}"),
        format!("ORGANIZER:mailto:{}", party.referee),
    ]);
    match deadline.zip(start) {
        None => lines.extend([
            format!("ATTENDEE:mailto:{}", party.player),
            format!(
                "SUMMARY:{}",
                text(&Said::Cancelled { game: st.id.clone() }.say(st, lang))
            ),
            "STATUS:CANCELLED".into(),
        ]),
        Some((at, (dtstart, _))) => {
            lines.push(dtstart);
            lines.extend(event_lines(st, to, at, party, lang));
        }
    }
    lines.extend(["END:VEVENT".into(), "END:VCALENDAR".into()]);
    lines.iter().map(|l| fold(l) + "\r\n").collect()
}

/// The deadline `at` as the event's start in the player's zone `tz`
/// (`DTSTART;TZID=Europe/Paris:20261121T140000`), with the zone's
/// definition the format asks for beside it (a `VTIMEZONE` of the
/// observance in force then: its offset, its name and when it began); in
/// UTC (`DTSTART:20261121T130000Z`, no definition) for a zone of UTC or
/// one the time zone database does not know.
fn zoned(at: i64, tz: &str) -> (String, Vec<String>) {
    let ts = jiff::Timestamp::from_second(at).unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    let zone = match jiff::tz::TimeZone::get(tz) {
        Ok(zone) if tz != "UTC" && !tz.is_empty() => zone,
        _ => return (format!("DTSTART:{}", utc(at)), Vec::new()),
    };
    let info = zone.to_offset_info(ts);
    let local = |offset: jiff::tz::Offset, t| offset.to_datetime(t).strftime("%Y%m%dT%H%M%S").to_string();
    // The observance began at the zone's last change before the deadline,
    // written in the offset it changed from.
    let (onset, from) = match zone.preceding(ts).next() {
        Some(change) => {
            let before = change.timestamp() - jiff::SignedDuration::from_secs(1);
            let from = zone.to_offset(before);
            (local(from, change.timestamp()), from)
        }
        None => ("19700101T000000".to_string(), info.offset()),
    };
    let kind = if info.dst().is_dst() { "DAYLIGHT" } else { "STANDARD" };
    let definition = vec![
        "BEGIN:VTIMEZONE".to_string(),
        format!("TZID:{tz}"),
        format!("BEGIN:{kind}"),
        format!("DTSTART:{onset}"),
        format!("TZOFFSETFROM:{}", offset(from)),
        format!("TZOFFSETTO:{}", offset(info.offset())),
        format!("TZNAME:{}", text(info.abbreviation())),
        format!("END:{kind}"),
        "END:VTIMEZONE".into(),
    ];
    (format!("DTSTART;TZID={tz}:{}", local(info.offset(), ts)), definition)
}

/// A UTC offset as the format writes it: `+0100`, `-0430`.
fn offset(o: jiff::tz::Offset) -> String {
    let s = o.seconds();
    let sign = if s < 0 { '-' } else { '+' };
    format!("{sign}{:02}{:02}", s.abs() / 3600, s.abs() % 3600 / 60)
}

/// A published event's own lines: its words and alarms.
fn event_lines(st: &GameState, to: Side, at: i64, party: &Party<'_>, lang: Lang) -> Vec<String> {
    let due = if st.blind.as_deref().is_some_and(|bg| super::blind::reveal_due(bg, to)) {
        "reveal"
    } else if st.phase == Phase::Setup {
        "army"
    } else {
        "move"
    };
    let summary = Said::Summary {
        game: st.id.clone(),
        due: due.into(),
    }
    .say(st, lang);
    let description = Said::Description {
        game: st.id.clone(),
        title: words::title(lang, st.kind),
        deadline: local(at, party.tz),
    }
    .say(st, lang);
    let mut lines = vec![
        format!("SUMMARY:{}", text(&summary)),
        format!("DESCRIPTION:{}", text(&description)),
        "STATUS:CONFIRMED".into(),
        "TRANSP:TRANSPARENT".into(),
    ];
    // The alarms that fit the time left (a late notice's: its grace).
    for before in clock::reminder_offsets(at - party.stamp, party.reminders) {
        lines.extend([
            "BEGIN:VALARM".into(),
            "ACTION:DISPLAY".into(),
            format!("TRIGGER:-{}", duration(before)),
            format!("DESCRIPTION:{}", text(&summary)),
            "END:VALARM".into(),
        ]);
    }
    lines
}

/// A length of time as the format writes it: `PT24H`, `PT90M`, `PT45S`.
fn duration(secs: i64) -> String {
    match secs {
        s if s % 3600 == 0 => format!("PT{}H", s / 3600),
        s if s % 60 == 0 => format!("PT{}M", s / 60),
        s => format!("PT{s}S"),
    }
}

/// `t` as a UTC date-time: `20261121T130000Z`.
fn utc(t: i64) -> String {
    jiff::Timestamp::from_second(t)
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH)
        .strftime("%Y%m%dT%H%M%SZ")
        .to_string()
}

/// `t` in the zone `tz`: `2026-11-21 14:00 CET (Europe/Paris)`, the zone
/// named once when its abbreviation is its name (`2026-11-21 13:00 UTC`).
fn local(t: i64, tz: &str) -> String {
    let zone = jiff::tz::TimeZone::get(tz).unwrap_or(jiff::tz::TimeZone::UTC);
    let at = jiff::Timestamp::from_second(t).unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    let shown = at.to_zoned(zone).strftime("%Y-%m-%d %H:%M %Z").to_string();
    match shown.ends_with(&format!(" {tz}")) {
        true => shown,
        false => format!("{shown} ({tz})"),
    }
}

/// A TEXT value escaped (RFC 5545, 3.3.11): backslash, semicolon, comma
/// and line ends.
fn text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' | ';' | ',' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c => out.push(c),
        }
    }
    out
}

/// A content line folded (RFC 5545, 3.1): no line longer than 75 octets,
/// each continuation starting with a space, never inside a character.
fn fold(line: &str) -> String {
    let mut out = String::with_capacity(line.len() + line.len() / 64 * 3);
    let mut width = 0;
    for c in line.chars() {
        if width + c.len_utf8() > 75 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += c.len_utf8();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{fold, text, zoned};

    #[test]
    fn a_deadline_starts_in_the_players_zone_with_its_definition() {
        let winter = jiff::Timestamp::from_second(1_795_266_000).unwrap(); // 2026-11-21 13:00 UTC
        assert_eq!(winter.to_string(), "2026-11-21T13:00:00Z");
        let (start, zone) = zoned(winter.as_second(), "Europe/Paris");
        assert_eq!(start, "DTSTART;TZID=Europe/Paris:20261121T140000");
        assert_eq!(
            zone[1..zone.len() - 1],
            [
                "TZID:Europe/Paris",
                "BEGIN:STANDARD",
                "DTSTART:20261025T030000",
                "TZOFFSETFROM:+0200",
                "TZOFFSETTO:+0100",
                "TZNAME:CET",
                "END:STANDARD"
            ]
        );
        let summer = winter.as_second() - 150 * 86_400; // 2026-06-24
        let (start, zone) = zoned(summer, "America/St_Johns");
        assert_eq!(start, "DTSTART;TZID=America/St_Johns:20260624T103000");
        assert_eq!(
            zone[2..7],
            [
                "BEGIN:DAYLIGHT",
                "DTSTART:20260308T020000",
                "TZOFFSETFROM:-0330",
                "TZOFFSETTO:-0230",
                "TZNAME:NDT"
            ]
        );
        for utc in ["UTC", "Nowhere/Special"] {
            assert_eq!(
                zoned(winter.as_second(), utc),
                ("DTSTART:20261121T130000Z".to_string(), Vec::new()),
                "{utc}"
            );
        }
    }

    #[test]
    fn long_lines_fold_at_75_octets_between_characters() {
        let line = format!("SUMMARY:{}", "é".repeat(60));
        let folded = fold(&line);
        for part in folded.split("\r\n") {
            assert!(part.len() <= 75, "{part:?}");
        }
        assert_eq!(folded.replace("\r\n ", ""), line);
        assert_eq!(fold("UID:x"), "UID:x");
    }

    #[test]
    fn text_values_escape_what_the_format_reserves() {
        assert_eq!(text("a, b; c\\d\ne"), "a\\, b\\; c\\\\d\\ne");
    }
}
