//! The correspondence clock: time controls, deadlines, vacations, and what is
//! due at a given moment (reminders, late notices, loss on time).
//!
//! Architecture invariant: pure. "Now" is an argument; every time is Unix
//! seconds in UTC. The clock's state lives in [`super::GameState`] and
//! changes only through events, so `verify` recomputes every deadline from
//! the events' times and checks each loss on time.

use serde::{Deserialize, Serialize};

use crate::reason::Sentence;

pub const MINUTE: i64 = 60;
pub const HOUR: i64 = 3600;
pub const DAY: i64 = 86_400;

/// A game's time control.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeControl {
    /// Seconds for one move, or for `moves` moves.
    pub period: i64,
    /// `None`: a fixed time per move. `Some(n)`: n moves in `period`, unused
    /// time carried over.
    pub moves: Option<u32>,
    /// Extra seconds after the deadline before the game is lost on time.
    pub grace: i64,
}

impl TimeControl {
    /// Parse `3d` (per move) or `10/30d` (10 moves in 30 days), with an
    /// optional grace period such as `1d`.
    pub fn parse(text: &str, grace: Option<&str>) -> Result<TimeControl, String> {
        TimeControl::read(text, grace).map_err(|e| e.to_string())
    }

    /// [`TimeControl::parse`], its refusal typed.
    pub fn read(text: &str, grace: Option<&str>) -> Result<TimeControl, ClockError> {
        let t = text.trim();
        let (moves, period) = match t.split_once('/') {
            Some((n, p)) => {
                let n: u32 = n
                    .trim()
                    .parse()
                    .map_err(|_| ClockError::MovesNotWhole { text: t.to_string() })?;
                if n == 0 || n > 1000 {
                    return Err(ClockError::MovesRange { text: t.to_string() });
                }
                (Some(n), duration(p)?)
            }
            None => (None, duration(t)?),
        };
        if period < HOUR {
            return Err(ClockError::PeriodTooShort { text: t.to_string() });
        }
        let grace = match grace {
            Some(g) => duration(g)?,
            None => 0,
        };
        Ok(TimeControl { period, moves, grace })
    }

    /// `3d per move`, `10 moves in 30d`, plus the grace.
    pub fn describe(&self) -> String {
        let base = match self.moves {
            None => format!("{} per move", format_duration(self.period)),
            Some(n) => format!("{n} moves in {}", format_duration(self.period)),
        };
        if self.grace > 0 {
            format!("{base}, {} grace", format_duration(self.grace))
        } else {
            base
        }
    }
}

/// Parse `3d`, `12h`, `90m`, `2d12h`, `1h30m`, `59m30s`, `1w`: numbers,
/// each followed by its unit, w, d, h, m or s (a day may be written `j`,
/// French, or `t`, German, too).
pub fn parse_duration(text: &str) -> Result<i64, String> {
    duration(text).map_err(|e| e.to_string())
}

/// Why a text is no time control; `text` is the player's own, trimmed.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "refusal-clock-")]
pub enum ClockError {
    /// `x/3d`: the count before `/` is no whole number.
    MovesNotWhole { text: String },
    /// `0/3d`: a count of moves out of 1 to 1000.
    MovesRange { text: String },
    /// `30m`: a period under an hour.
    PeriodTooShort { text: String },
    /// The period or the grace is no duration.
    Duration(DurationError),
}

impl From<DurationError> for ClockError {
    fn from(e: DurationError) -> ClockError {
        ClockError::Duration(e)
    }
}

/// Why a text is no duration; `text` is the player's own.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "refusal-duration-")]
pub enum DurationError {
    Empty,
    NotAUnit { text: String },
    NumberFirst { text: String },
    TooLong { text: String },
    NoUnit { text: String },
    OverAYear { text: String },
}

/// The seconds of a duration's unit letter, in any language
/// (`word-unit-…` of `templates/<lang>/keywords.ftl`: `d`, French `j`,
/// German `t`, Dutch `u` for an hour...).
fn unit_seconds(c: char) -> Option<i64> {
    let letter = c.to_string();
    let units = [
        ("unit-week", 7 * DAY),
        ("unit-day", DAY),
        ("unit-hour", HOUR),
        ("unit-minute", MINUTE),
        ("unit-second", 1),
    ];
    let is = |id: &str| {
        estafette_words::LANGS
            .iter()
            .any(|l| l.words(id).contains(&letter.as_str()))
    };
    units.into_iter().find(|(id, _)| is(id)).map(|(_, seconds)| seconds)
}

/// [`parse_duration`], its refusal typed.
pub fn duration(text: &str) -> Result<i64, DurationError> {
    let t = text.trim().to_ascii_lowercase();
    if t.is_empty() {
        return Err(DurationError::Empty);
    }
    let owned = || text.to_string();
    let mut total: i64 = 0;
    let mut num = String::new();
    for c in t.chars() {
        if c.is_ascii_digit() {
            num.push(c);
            continue;
        }
        if c == ' ' {
            continue;
        }
        let unit = unit_seconds(c).ok_or_else(|| DurationError::NotAUnit { text: owned() })?;
        let n: i64 = num.parse().map_err(|_| DurationError::NumberFirst { text: owned() })?;
        num.clear();
        total = n
            .checked_mul(unit)
            .and_then(|v| total.checked_add(v))
            .ok_or_else(|| DurationError::TooLong { text: owned() })?;
    }
    if !num.is_empty() {
        return Err(DurationError::NoUnit { text: owned() });
    }
    if total > 366 * DAY {
        return Err(DurationError::OverAYear { text: owned() });
    }
    Ok(total)
}

/// `3d`, `1d12h`, `2h30m`.
pub fn format_duration(secs: i64) -> String {
    let mut s = String::new();
    let (d, rest) = (secs / DAY, secs % DAY);
    let (h, rest) = (rest / HOUR, rest % HOUR);
    let m = rest / MINUTE;
    if d > 0 {
        s.push_str(&format!("{d}d"));
    }
    if h > 0 {
        s.push_str(&format!("{h}h"));
    }
    if m > 0 || s.is_empty() {
        s.push_str(&format!("{m}m"));
    }
    s
}

/// A duration in English words: `3 days`, `1 day and 12 hours`,
/// `2 hours and 30 minutes` (the same parts as [`format_duration`]).
pub fn duration_words(secs: i64) -> String {
    let (d, rest) = (secs / DAY, secs % DAY);
    let (h, rest) = (rest / HOUR, rest % HOUR);
    let m = rest / MINUTE;
    let unit = |n: i64, one: &str| format!("{n} {one}{}", if n == 1 { "" } else { "s" });
    let mut parts = Vec::new();
    if d > 0 {
        parts.push(unit(d, "day"));
    }
    if h > 0 {
        parts.push(unit(h, "hour"));
    }
    if m > 0 || parts.is_empty() {
        parts.push(unit(m, "minute"));
    }
    match parts.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => parts.concat(),
    }
}

/// A vacation: every clock of the game stops from `from` to `until`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vacation {
    pub side: u8,
    pub from: i64,
    pub until: i64,
}

/// The clock of one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    pub control: TimeControl,
    /// Seconds left to each side (used with `moves: Some(n)`).
    pub bank: [i64; 2],
    /// Moves made by each side.
    pub moves: [u32; 2],
    /// When the current turn (or the setup phase) began.
    pub turn_start: i64,
    /// Vacations, in the order taken.
    pub vacations: Vec<Vacation>,
    /// Reminder offsets (seconds before the deadline) already covered for
    /// the current deadline.
    pub reminded: Vec<i64>,
    /// The late notice for the current deadline has gone out.
    pub late_sent: bool,
    /// Extra seconds the operator granted for the current turn.
    #[serde(default)]
    pub extra: i64,
}

impl Clock {
    pub fn new(control: TimeControl, start: i64) -> Clock {
        let bank = [control.period, control.period];
        Clock {
            control,
            bank,
            moves: [0, 0],
            turn_start: start,
            vacations: Vec::new(),
            reminded: Vec::new(),
            late_sent: false,
            extra: 0,
        }
    }

    /// Seconds of vacation inside `[a, b)`.
    pub fn paused_between(&self, a: i64, b: i64) -> i64 {
        // Merge overlapping vacations so a day is never counted twice.
        let mut spans: Vec<(i64, i64)> = self
            .vacations
            .iter()
            .map(|v| (v.from.max(a), v.until.min(b)))
            .filter(|(x, y)| x < y)
            .collect();
        spans.sort();
        let mut total = 0;
        let mut cur: Option<(i64, i64)> = None;
        for (x, y) in spans {
            match cur {
                Some((cx, cy)) if x <= cy => cur = Some((cx, cy.max(y))),
                Some((cx, cy)) => {
                    total += cy - cx;
                    cur = Some((x, y));
                }
                None => cur = Some((x, y)),
            }
        }
        if let Some((cx, cy)) = cur {
            total += cy - cx;
        }
        total
    }

    /// The deadline of `side` for the current turn: its allowance counted
    /// from the turn's start, clock stopped during vacations.
    pub fn deadline(&self, side_index: usize) -> i64 {
        let allowance = match self.control.moves {
            None => self.control.period,
            Some(_) => self.bank[side_index],
        } + self.extra;
        // Extend past every vacation that falls before the deadline.
        let mut deadline = self.turn_start + allowance.max(0);
        loop {
            let extended = self.turn_start + allowance.max(0) + self.paused_between(self.turn_start, deadline);
            if extended == deadline {
                return deadline;
            }
            deadline = extended;
        }
    }

    /// A move by `side_index` at `at`: charge the time used and start the
    /// other side's turn.
    pub fn moved(&mut self, side_index: usize, at: i64) {
        let used = (at - self.turn_start - self.paused_between(self.turn_start, at)).max(0);
        if let Some(n) = self.control.moves {
            self.bank[side_index] -= used;
            self.moves[side_index] += 1;
            if self.moves[side_index].is_multiple_of(n) {
                self.bank[side_index] += self.control.period;
            }
        } else {
            self.moves[side_index] += 1;
        }
        self.new_turn(at);
    }

    /// A new turn (or the start of play) at `at`.
    pub fn new_turn(&mut self, at: i64) {
        self.turn_start = at;
        self.reminded.clear();
        self.late_sent = false;
        self.extra = 0;
    }
}

/// What the clock calls for now, for one side on the clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Due {
    /// Remind the side: the deadline is `before` seconds away or less.
    Remind { before: i64, deadline: i64 },
    /// The deadline has passed: tell the opponent (and the late player).
    Late { deadline: i64 },
    /// Deadline and grace have passed: the side loses on time.
    TimedOut { deadline: i64 },
}

/// What is due for a side whose deadline is `deadline`, at `now`, given the
/// reminder schedule (seconds before the deadline, any order). At most one
/// item: if `tick` ran late, only the most urgent reminder is sent.
pub fn due(clock: &Clock, deadline: i64, now: i64, schedule: &[i64]) -> Option<Due> {
    if now >= deadline + clock.control.grace {
        return Some(Due::TimedOut { deadline });
    }
    if now >= deadline {
        return (!clock.late_sent).then_some(Due::Late { deadline });
    }
    // The smallest offset whose time has come and that is not yet covered.
    let mut offsets: Vec<i64> = reminders(clock, deadline, schedule).collect();
    offsets.sort();
    offsets
        .into_iter()
        .find(|r| now >= deadline - r && !clock.reminded.iter().any(|x| x <= r))
        .map(|before| Due::Remind { before, deadline })
}

/// The earliest time at which [`due`] will have something for this side.
pub fn next_due(clock: &Clock, deadline: i64, schedule: &[i64]) -> i64 {
    let mut t = deadline + clock.control.grace;
    if !clock.late_sent {
        t = t.min(deadline);
    }
    for r in reminders(clock, deadline, schedule) {
        if !clock.reminded.iter().any(|x| *x <= r) {
            t = t.min(deadline - r);
        }
    }
    t
}

/// The reminder offsets that fit the current turn: one the turn is not long
/// enough for (an offset of a day with a day per move, say) would fall at
/// or before the turn's start, and is skipped.
fn reminders<'a>(clock: &Clock, deadline: i64, schedule: &'a [i64]) -> impl Iterator<Item = i64> + 'a {
    reminder_offsets(deadline - clock.turn_start, schedule)
}

/// The offsets of `schedule` that fit a turn of `turn` seconds: each
/// reminder the referee sends before a deadline that far from the turn's
/// start (a calendar event's alarms).
pub fn reminder_offsets(turn: i64, schedule: &[i64]) -> impl Iterator<Item = i64> + '_ {
    schedule.iter().copied().filter(move |r| *r > 0 && *r < turn)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reminder_the_turn_is_not_long_enough_for_is_skipped() {
        let start = 1_000_000;
        let c = Clock::new(TimeControl::parse("1d", None).unwrap(), start);
        let deadline = c.deadline(0);
        let schedule = [DAY, 2 * HOUR];
        assert_eq!(
            due(&c, deadline, start, &schedule),
            None,
            "no reminder at the turn's start"
        );
        assert_eq!(next_due(&c, deadline, &schedule), deadline - 2 * HOUR);
        assert_eq!(
            due(&c, deadline, deadline - 2 * HOUR, &schedule),
            Some(Due::Remind {
                before: 2 * HOUR,
                deadline
            })
        );
        let short = Clock::new(TimeControl::parse("2h", None).unwrap(), start);
        let d = short.deadline(0);
        assert_eq!(next_due(&short, d, &schedule), d, "only the deadline itself");
    }

    #[test]
    fn no_unit_letter_names_two_units_in_any_languages() {
        let mut seen = std::collections::HashMap::new();
        for lang in estafette_words::LANGS {
            for (id, letters) in lang.all_words().iter().filter(|(id, _)| id.starts_with("unit-")) {
                for l in *letters {
                    assert_eq!(l.chars().count(), 1, "{lang:?} {id}: {l}");
                    let first = *seen.entry(*l).or_insert(*id);
                    assert_eq!(first, *id, "{l} is both {first} and {id}");
                }
            }
        }
        assert_eq!(seen.len(), 8, "w d h m s, j, t, u: {seen:?}");
    }

    #[test]
    fn durations_parse_and_print() {
        assert_eq!(parse_duration("3d").unwrap(), 3 * DAY);
        assert_eq!(parse_duration("2d12h").unwrap(), 2 * DAY + 12 * HOUR);
        assert_eq!(parse_duration("90m").unwrap(), 90 * MINUTE);
        assert_eq!(parse_duration("1w").unwrap(), 7 * DAY);
        assert_eq!(parse_duration("1h30m").unwrap(), 90 * MINUTE);
        assert_eq!(parse_duration("59m30s").unwrap(), 59 * MINUTE + 30);
        assert_eq!(
            parse_duration("1w2d3h4m5s").unwrap(),
            9 * DAY + 3 * HOUR + 4 * MINUTE + 5
        );
        assert_eq!(parse_duration(" 2h 30m ").unwrap(), 150 * MINUTE);
        assert_eq!(parse_duration("45s").unwrap(), 45);
        assert!(parse_duration("30s5").is_err(), "a number without its unit");
        assert!(parse_duration("1h30").is_err());
        assert_eq!(parse_duration("5t").unwrap(), parse_duration("5j").unwrap());
        assert_eq!(parse_duration("5j").unwrap(), 5 * DAY);
        assert_eq!(parse_duration("1u30m").unwrap(), 90 * MINUTE, "Dutch: uur");
        assert!(parse_duration("3").is_err());
        assert!(parse_duration("d").is_err());
        assert!(parse_duration("3x").is_err());
        assert!(parse_duration("999999d").is_err());
        // Every refusal of a unit names each one the parser accepts.
        for bad in ["3x", "3", "1h30"] {
            let e = parse_duration(bad).unwrap_err();
            assert!(e.contains("w, d, h, m or s"), "{e}");
        }
        assert_eq!(format_duration(2 * DAY + 12 * HOUR), "2d12h");
        assert_eq!(format_duration(0), "0m");
    }

    #[test]
    fn time_controls_parse() {
        let t = TimeControl::parse("3d", Some("1d")).unwrap();
        assert_eq!((t.period, t.moves, t.grace), (3 * DAY, None, DAY));
        assert_eq!(t.describe(), "3d per move, 1d grace");
        let t = TimeControl::parse("10/30d", None).unwrap();
        assert_eq!((t.period, t.moves), (30 * DAY, Some(10)));
        assert!(TimeControl::parse("0/3d", None).is_err());
        assert!(TimeControl::parse("10m", None).is_err());
    }

    #[test]
    fn fixed_time_per_move() {
        let mut c = Clock::new(TimeControl::parse("3d", None).unwrap(), 0);
        assert_eq!(c.deadline(0), 3 * DAY);
        c.moved(0, DAY);
        assert_eq!(c.deadline(1), DAY + 3 * DAY, "a fixed time resets every move");
    }

    #[test]
    fn moves_in_days_carry_time_over() {
        let mut c = Clock::new(TimeControl::parse("2/10d", None).unwrap(), 0);
        c.moved(0, DAY); // side 0 used 1 day: 9 left
        assert_eq!(c.bank[0], 9 * DAY);
        c.moved(1, 2 * DAY); // side 1 used 1 day
        c.moved(0, 5 * DAY); // side 0 used 3 more: 6 left, then +10 after its 2nd move
        assert_eq!(c.bank[0], 16 * DAY);
        assert_eq!(c.deadline(1), 5 * DAY + 9 * DAY);
    }

    #[test]
    fn vacations_stop_the_clock() {
        let mut c = Clock::new(TimeControl::parse("3d", None).unwrap(), 0);
        c.vacations.push(Vacation {
            side: 1,
            from: DAY,
            until: 3 * DAY,
        });
        assert_eq!(c.deadline(0), 5 * DAY);
        // Overlapping vacations count once.
        c.vacations.push(Vacation {
            side: 2,
            from: 2 * DAY,
            until: 4 * DAY,
        });
        assert_eq!(c.paused_between(0, 10 * DAY), 3 * DAY);
        assert_eq!(c.deadline(0), 6 * DAY);
        // Time used excludes the vacation.
        let mut c = Clock::new(TimeControl::parse("1/10d", None).unwrap(), 0);
        c.vacations.push(Vacation {
            side: 1,
            from: DAY,
            until: 3 * DAY,
        });
        c.moved(0, 4 * DAY);
        assert_eq!(c.bank[0], 10 * DAY - 2 * DAY + 10 * DAY);
    }

    #[test]
    fn reminders_then_late_then_timeout_each_once() {
        let mut c = Clock::new(TimeControl::parse("3d", Some("1d")).unwrap(), 0);
        let d = c.deadline(0);
        let sched = [DAY, 2 * HOUR];
        assert_eq!(due(&c, d, 0, &sched), None);
        assert_eq!(next_due(&c, d, &sched), d - DAY);
        assert_eq!(
            due(&c, d, d - DAY, &sched),
            Some(Due::Remind {
                before: DAY,
                deadline: d
            })
        );
        c.reminded.push(DAY);
        assert_eq!(due(&c, d, d - DAY + 1, &sched), None, "not twice");
        assert_eq!(next_due(&c, d, &sched), d - 2 * HOUR);
        assert_eq!(
            due(&c, d, d - HOUR, &sched),
            Some(Due::Remind {
                before: 2 * HOUR,
                deadline: d
            })
        );
        c.reminded.push(2 * HOUR);
        assert_eq!(next_due(&c, d, &sched), d);
        assert_eq!(due(&c, d, d, &sched), Some(Due::Late { deadline: d }));
        c.late_sent = true;
        assert_eq!(due(&c, d, d + 1, &sched), None);
        assert_eq!(next_due(&c, d, &sched), d + DAY);
        assert_eq!(due(&c, d, d + DAY, &sched), Some(Due::TimedOut { deadline: d }));
    }

    #[test]
    fn a_late_tick_sends_only_the_most_urgent_reminder() {
        let c = Clock::new(TimeControl::parse("3d", None).unwrap(), 0);
        let d = c.deadline(0);
        assert_eq!(
            due(&c, d, d - HOUR, &[DAY, 2 * HOUR]),
            Some(Due::Remind {
                before: 2 * HOUR,
                deadline: d
            })
        );
        let mut c2 = c.clone();
        c2.reminded.push(2 * HOUR);
        assert_eq!(
            due(&c2, d, d - HOUR, &[DAY, 2 * HOUR]),
            None,
            "the 2h reminder covers the 24h one"
        );
        // Very late: straight to the loss on time.
        assert_eq!(due(&c, d, d + 10 * DAY, &[DAY]), Some(Due::TimedOut { deadline: d }));
    }
}
