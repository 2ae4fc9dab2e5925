//! The events of a game's log and their canonical bytes.
//!
//! `e_n` in the hash chain is the compact JSON of the event, exactly as
//! [`Event::to_bytes`] writes it (fields in the order declared here, no
//! whitespace). The log stores those bytes; `verify` hashes the stored bytes,
//! then parses them, so a verifier in another language need only hash what
//! it reads.

use super::clock::TimeControl;
use crate::games::Side;
use crate::reason::{Reason, Sentence};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;

/// One piece opened: its starting square, its rank code and its salt (hex).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opening {
    pub square: String,
    pub rank: String,
    pub salt: String,
}

/// A L'Attaque combat as recorded: both pieces opened, and the squares whose
/// pieces were removed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatRecord {
    pub attacker: Opening,
    pub defender: Opening,
    pub removed: Vec<String>,
}

/// One leaf of a commitment: a starting square and its leaf hash (hex).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Leaf {
    pub square: String,
    pub leaf: String,
}

/// A game's log entry. Sides are 1 (the side named first in the rules:
/// South, Allies, Soldiers) and 2.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// The game was created. Player names are public; addresses are not.
    Created {
        game: String,
        kind: String,
        variant: Option<String>,
        switches: Vec<(String, String)>,
        /// Every switch of the game with the value it took when the game
        /// was created (absent from logs written before it was recorded:
        /// their options are read from `variant` and `switches`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        resolved: Option<Vec<(String, String)>>,
        players: [String; 2],
        first_to_move: u8,
        mode: String,
        at: i64,
        /// The time control, if the game has one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<TimeControl>,
    },
    /// A hidden army was accepted and committed (root and leaves published).
    Committed {
        side: u8,
        root: String,
        leaves: Vec<Leaf>,
        /// A blind army sealed in version 2: the public signing key
        /// (base64) the root binds, registered by this event as `KEY`
        /// would. Absent for version 1.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
        at: i64,
    },
    /// A move (or L'Assaut placement) was played.
    Moved {
        side: u8,
        ply: u32,
        text: String,
        /// What the move did: its English sentence in logs written before
        /// transcript format 3, its [`Reason`] since.
        report: Worded,
        combat: Option<CombatRecord>,
        at: i64,
    },
    Message {
        side: u8,
        text: String,
        at: i64,
    },
    DrawOffered {
        side: u8,
        at: i64,
    },
    DrawDeclined {
        side: u8,
        at: i64,
    },
    Resigned {
        side: u8,
        at: i64,
    },
    /// The game is over. `winner` 0 for a draw.
    Ended {
        winner: u8,
        /// Why: the English sentence in logs written before transcript
        /// format 3, the [`Reason`] since.
        reason: Worded,
        at: i64,
    },
    /// At the end, a hidden army and its seed are published. `at` is absent
    /// from logs written before reveals were timed (transcript format 1).
    /// `signed`, held mode only: the signed command text of the mail that
    /// set the army up, which the side's `signed` event holds sealed
    /// (transcript format 4); absent when the player did not sign it.
    Revealed {
        side: u8,
        seed: String,
        army: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        signed: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at: Option<i64>,
    },
    /// A player took a vacation: every clock of the game stops from `from`
    /// to `until`.
    Vacation {
        side: u8,
        from: i64,
        until: i64,
        at: i64,
    },
    /// A reminder went out: `deadline` is `before` seconds away or less.
    Reminded {
        side: u8,
        before: i64,
        deadline: i64,
        at: i64,
    },
    /// The side's deadline passed; the opponent was told.
    Late {
        side: u8,
        deadline: i64,
        at: i64,
    },
    /// Deadline and grace passed: the side loses on time (0: both sides, in
    /// the setup phase, and the game is void).
    TimedOut {
        side: u8,
        deadline: i64,
        at: i64,
    },
    /// The operator paused the game: no moves, clocks stopped.
    Paused {
        reason: String,
        at: i64,
    },
    /// The operator resumed a paused game; the pause is added to every
    /// deadline.
    Resumed {
        reason: String,
        at: i64,
    },
    /// The operator gave `side` `by` more seconds for the current turn.
    Extended {
        side: u8,
        by: i64,
        reason: String,
        at: i64,
    },
    /// The operator replaced a player's address (the address itself is not
    /// public and not in the log).
    AddressReplaced {
        side: u8,
        /// The new player's display name (absent in logs written before
        /// names were recorded: the name then stays as it was).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        reason: String,
        at: i64,
    },
    /// The operator ended the game by decision (`winner` 0 for a draw).
    Decided {
        winner: u8,
        reason: String,
        at: i64,
    },
    /// Blind mode: a player opened pieces (each checked against its leaf).
    Opened {
        side: u8,
        openings: Vec<Opening>,
        at: i64,
    },
    /// A player registered the public key (Ed25519, base64) that signs
    /// their commands from now on (`KEY`).
    KeyRegistered {
        side: u8,
        key: String,
        at: i64,
    },
    /// The signature of a player's mail, recorded before the events its
    /// commands lead to: `seen` and `head` the log head the player saw,
    /// `commands` the signed command text, `sig` the signature (base64);
    /// see `protocol::sign`. In a held game a SETUP and its army are
    /// sealed in `commands` (`command::seal_setups`): the whole text is
    /// published with the army (`revealed`'s `signed`).
    Signed {
        side: u8,
        seen: u64,
        head: String,
        commands: String,
        sig: String,
        at: i64,
    },
}

/// Why a log entry's bytes are not an event.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "verify-event-")]
pub enum EventBytesError {
    /// The bytes are not the JSON of an event (the JSON reader's words).
    #[sentence(id = "verify-event-not-json")]
    NotAnEvent { why: String },
    /// An event, but not written as [`Event::to_bytes`] writes it: from byte
    /// `at` the bytes read `reads` where the canonical ones read `canonical`.
    NotCanonical {
        at: usize,
        reads: String,
        canonical: String,
    },
}

impl std::error::Error for EventBytesError {}

/// What the log records for a move's report or a game's end: the English
/// sentence (every log written before transcript format 3: those bytes
/// never change) or, since, a [`Reason`]: a stable code and its typed
/// arguments (`{"code":"…","args":{…}}`, the arguments sorted by name and
/// `args` left out when there are none). One log may hold both: a game in
/// progress when the referee was upgraded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Worded {
    /// The English sentence (logs of formats 1 and 2).
    Sentence(String),
    /// The code and the arguments (format 3).
    Coded(Reason),
}

impl Worded {
    /// Whether this is a [`Reason`] (an event only format 3 holds).
    pub fn is_coded(&self) -> bool {
        matches!(self, Worded::Coded(_))
    }

    /// Whether this records what the rules give: the same English
    /// sentence, or the same code with the same arguments (see
    /// [`Reason::records`] for the parts an earlier version logged in
    /// English).
    pub fn records(&self, english: &str, reason: &Reason) -> bool {
        match self {
            Worded::Sentence(s) => s == english,
            Worded::Coded(r) => r.records(reason, english),
        }
    }

    /// How it reads in an error message: the sentence in quotes, or the
    /// reason as its canonical JSON.
    pub fn quoted(&self) -> String {
        match self {
            Worded::Sentence(s) => format!("\"{s}\""),
            Worded::Coded(r) => format!("the reason {}", coded(r)),
        }
    }
}

impl From<&str> for Worded {
    fn from(sentence: &str) -> Worded {
        Worded::Sentence(sentence.to_string())
    }
}

/// A reason's canonical JSON, as the log writes it.
pub fn coded(r: &Reason) -> String {
    // Plain data with string keys: serialising cannot fail.
    serde_json::to_string(r).unwrap_or_default()
}

/// A sentence as it is; a reason as its canonical JSON (the shell words
/// it in a reader's language; see [`Event::summary_with`]).
impl fmt::Display for Worded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Worded::Sentence(s) => f.write_str(s),
            Worded::Coded(r) => f.write_str(&coded(r)),
        }
    }
}

/// A string is a sentence, an object a reason; anything else is refused
/// with a message that says what was expected.
impl<'de> Deserialize<'de> for Worded {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Worded, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Worded;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an English sentence (a string) or a reason (an object with a code)")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Worded, E> {
                Ok(Worded::Sentence(s.to_string()))
            }
            fn visit_string<E: serde::de::Error>(self, s: String) -> Result<Worded, E> {
                Ok(Worded::Sentence(s))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Worded, A::Error> {
                Reason::deserialize(serde::de::value::MapAccessDeserializer::new(map)).map(Worded::Coded)
            }
        }
        d.deserialize_any(Visit)
    }
}

/// An event's traits (see [`Event::traits`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EventTraits {
    /// The side whose own command it records, and what that is (a reveal
    /// is its player's in a blind game only: see `authors::authored`).
    pub act: Option<(u8, super::command::Act)>,
    /// It holds a report or an end as a code and arguments (format 3).
    pub coded: bool,
    /// It holds a signature over a sealed army, or an army published with
    /// its signed setup (format 4).
    pub sealed: bool,
}

impl Event {
    /// Its traits: the one table of them.
    pub fn traits(&self) -> EventTraits {
        use super::command::Act;
        let t = |act, coded, sealed| EventTraits { act, coded, sealed };
        match self {
            Event::Committed { side, .. } => t(Some((*side, Act::Army)), false, false),
            Event::Moved { side, report, .. } => t(Some((*side, Act::Move)), report.is_coded(), false),
            Event::Message { side, .. } => t(Some((*side, Act::Message)), false, false),
            Event::DrawOffered { side, .. } => t(Some((*side, Act::Draw)), false, false),
            Event::DrawDeclined { side, .. } => t(Some((*side, Act::DrawDecline)), false, false),
            Event::Resigned { side, .. } => t(Some((*side, Act::Resign)), false, false),
            Event::Vacation { side, .. } => t(Some((*side, Act::Vacation)), false, false),
            Event::Opened { side, .. } => t(Some((*side, Act::Open)), false, false),
            Event::Revealed { side, signed, .. } => t(Some((*side, Act::Reveal)), false, signed.is_some()),
            Event::Ended { reason, .. } => t(None, reason.is_coded(), false),
            Event::Signed { commands, .. } => t(None, false, super::command::holds_sealed_setup(commands)),
            Event::Created { .. }
            | Event::Reminded { .. }
            | Event::Late { .. }
            | Event::TimedOut { .. }
            | Event::Paused { .. }
            | Event::Resumed { .. }
            | Event::Extended { .. }
            | Event::AddressReplaced { .. }
            | Event::Decided { .. }
            | Event::KeyRegistered { .. } => t(None, false, false),
        }
    }

    /// The canonical bytes `e_n`.
    pub fn to_bytes(&self) -> Vec<u8> {
        // Serialising plain data with string keys cannot fail.
        serde_json::to_vec(self).unwrap_or_default()
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Event, EventBytesError> {
        serde_json::from_slice(bytes).map_err(|e| EventBytesError::NotAnEvent { why: e.to_string() })
    }

    /// Parse event bytes that must be canonical: exactly what
    /// [`Event::to_bytes`] writes for the event they hold. Anything else
    /// (whitespace, another member order, a member this version does not
    /// know, an escape where the character itself is written, `null` for a
    /// member that is left out) is refused, so that no byte of a log goes
    /// unchecked (`docs/PROTOCOL.md`, section 7).
    pub fn from_canonical_bytes(bytes: &[u8]) -> Result<Event, EventBytesError> {
        let ev = Event::from_bytes(bytes)?;
        let canonical = ev.to_bytes();
        if canonical != bytes {
            let at = canonical.iter().zip(bytes).take_while(|(a, b)| a == b).count();
            let near =
                |b: &[u8]| String::from_utf8_lossy(&b[at.saturating_sub(12)..(at + 12).min(b.len())]).into_owned();
            return Err(EventBytesError::NotCanonical {
                at,
                reads: near(bytes),
                canonical: near(&canonical),
            });
        }
        Ok(ev)
    }

    /// The event's time, Unix seconds; `None` only for a `revealed` event of
    /// a log written before reveals were timed.
    pub fn at(&self) -> Option<i64> {
        match self {
            Event::Created { at, .. }
            | Event::Committed { at, .. }
            | Event::Moved { at, .. }
            | Event::Message { at, .. }
            | Event::DrawOffered { at, .. }
            | Event::DrawDeclined { at, .. }
            | Event::Resigned { at, .. }
            | Event::Ended { at, .. }
            | Event::Vacation { at, .. }
            | Event::Reminded { at, .. }
            | Event::Late { at, .. }
            | Event::TimedOut { at, .. }
            | Event::Paused { at, .. }
            | Event::Resumed { at, .. }
            | Event::Extended { at, .. }
            | Event::AddressReplaced { at, .. }
            | Event::Decided { at, .. }
            | Event::Opened { at, .. }
            | Event::KeyRegistered { at, .. }
            | Event::Signed { at, .. } => Some(*at),
            Event::Revealed { at, .. } => *at,
        }
    }

    /// A short English line for the operator's logs and `operator`'s
    /// answers, naming the players (`names`, first then second); a coded
    /// report or end is written as its canonical JSON.
    pub fn summary(&self, names: [&str; 2]) -> String {
        self.summary_with(names, coded)
    }

    /// [`Event::summary`], a coded report or end worded by `english`.
    pub fn summary_with(&self, names: [&str; 2], english: impl Fn(&Reason) -> String) -> String {
        use super::clock::duration_words;
        let words = |w: &Worded| match w {
            Worded::Sentence(s) => s.clone(),
            Worded::Coded(r) => english(r),
        };
        let who = |side: &u8| match side {
            1 => names[0],
            2 => names[1],
            _ => "nobody",
        };
        match self {
            Event::Created { kind, players, .. } => format!("{kind} game created: {} v {}", players[0], players[1]),
            Event::Committed { side, .. } => format!("{} committed an army", who(side)),
            Event::Moved { ply, text, report, .. } => format!("move {ply}: {text} ({})", words(report)),
            Event::Message { side, .. } => format!("{} sent a message", who(side)),
            Event::DrawOffered { side, .. } => format!("{} offers a draw", who(side)),
            Event::DrawDeclined { side, .. } => format!("{} declines the draw", who(side)),
            Event::Resigned { side, .. } => format!("{} resigns", who(side)),
            Event::Ended { winner: 0, reason, .. } => format!("drawn: {}", words(reason)),
            Event::Ended { winner, reason, .. } => format!("{} wins: {}", who(winner), words(reason)),
            Event::Revealed { side, .. } => format!("{}'s army and seed published", who(side)),
            Event::Vacation { side, from, until, .. } => {
                format!("{} on vacation for {}", who(side), duration_words(until - from))
            }
            Event::Reminded { side, before, .. } => {
                format!(
                    "{} reminded, {} before the deadline",
                    who(side),
                    duration_words(*before)
                )
            }
            Event::Late { side, .. } => format!("{} is late", who(side)),
            Event::TimedOut { side: 0, .. } => "neither army arrived in time".to_string(),
            Event::TimedOut { side, .. } => format!("{} lost on time", who(side)),
            Event::Paused { reason, .. } => format!("paused by the operator: {reason}"),
            Event::Resumed { reason, .. } => format!("resumed by the operator: {reason}"),
            Event::Extended { side, by, reason, .. } => {
                format!(
                    "{} given {} more by the operator: {reason}",
                    who(side),
                    duration_words(*by)
                )
            }
            Event::AddressReplaced { side, name, reason, .. } => match name {
                Some(n) => format!("{} replaced by {n} by the operator: {reason}", who(side)),
                None => format!("{}'s address replaced by the operator: {reason}", who(side)),
            },
            Event::Decided { winner: 0, reason, .. } => format!("decided by the operator, drawn: {reason}"),
            Event::Decided { winner, reason, .. } => {
                format!("decided by the operator, {} wins: {reason}", who(winner))
            }
            Event::Opened { side, openings, .. } => {
                let list: Vec<String> = openings.iter().map(|o| format!("{} {}", o.square, o.rank)).collect();
                format!("{} opened {}", who(side), list.join(", "))
            }
            Event::KeyRegistered { side, .. } => format!("{} registered a signing key", who(side)),
            Event::Signed { side, .. } => format!("{} signed a mail", who(side)),
        }
    }
}

/// 1 for `Side::First`, 2 for `Side::Second` (the numbering in events).
pub fn side_num(s: Side) -> u8 {
    match s {
        Side::First => 1,
        Side::Second => 2,
    }
}

pub fn side_from_num(n: u8) -> Result<Side, String> {
    match n {
        1 => Ok(Side::First),
        2 => Ok(Side::Second),
        _ => Err(format!("side {n} is neither 1 nor 2")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_are_compact_json_and_round_trip() {
        let e = Event::Moved {
            side: 1,
            ply: 3,
            text: "b4-b5".into(),
            report: Worded::Sentence("South moved".into()),
            combat: None,
            at: 7,
        };
        let b = e.to_bytes();
        assert_eq!(
            String::from_utf8(b.clone()).unwrap(),
            r#"{"event":"moved","side":1,"ply":3,"text":"b4-b5","report":"South moved","combat":null,"at":7}"#
        );
        assert_eq!(Event::from_bytes(&b).unwrap(), e);
        assert!(Event::from_bytes(b"{\"event\":\"nonsense\"}").is_err());
    }

    /// The string escaping of section 7, byte for byte: `"` and `\` escaped,
    /// the five short escapes, other control characters as `\u00xx` in
    /// lowercase hex, everything else (`/`, DEL, any non-ASCII) as is.
    #[test]
    fn strings_are_escaped_as_the_protocol_says() {
        let e = Event::Message {
            side: 2,
            text: "\"\\/\u{0}\u{1}\u{8}\t\n\u{b}\u{c}\r\u{1b}\u{1f} \u{7f}é€😀".into(),
            at: -1,
        };
        let want = "{\"event\":\"message\",\"side\":2,\"text\":\"\\\"\\\\/\\u0000\\u0001\\b\\t\\n\\u000b\\f\\r\\u001b\\u001f \u{7f}é€😀\",\"at\":-1}";
        assert_eq!(String::from_utf8(e.to_bytes()).unwrap(), want);
        assert_eq!(Event::from_canonical_bytes(want.as_bytes()).unwrap(), e);
    }

    #[test]
    fn only_canonical_bytes_are_read_as_canonical() {
        let good = r#"{"event":"resigned","side":1,"at":5}"#;
        assert!(Event::from_canonical_bytes(good.as_bytes()).is_ok());
        for bad in [
            r#"{ "event":"resigned","side":1,"at":5}"#,
            "{\"event\":\"resigned\",\"side\":1,\"at\":5}\n",
            r#"{"event":"resigned","at":5,"side":1}"#,
            r#"{"side":1,"event":"resigned","at":5}"#,
            r#"{"event":"resigned","side":1,"at":5,"by":"me"}"#,
            r#"{"\u0065vent":"resigned","side":1,"at":5}"#,
            r#"{"event":"r\u0065signed","side":1,"at":5}"#,
            r#"{"event":"resigned","side":1,"at":5.0}"#,
            r#"{"event":"resigned","side":1,"at":05}"#,
            r#"{"event":"resigned","side":1,"side":1,"at":5}"#,
            r#"{"event":"message","side":1,"text":"a\/b","at":5}"#,
            r#"{"event":"address-replaced","side":1,"name":null,"reason":"r","at":5}"#,
            r#"{"event":"revealed","side":1,"seed":"00","army":"a","at":null}"#,
        ] {
            assert!(Event::from_canonical_bytes(bad.as_bytes()).is_err(), "{bad}");
        }
    }

    /// `resolved` follows `switches`, and is left out (never `null`) in
    /// logs written before it was recorded.
    #[test]
    fn a_creation_records_the_resolved_switches_after_the_chosen_ones() {
        let head = r#"{"event":"created","game":"assaut-1","kind":"assaut","variant":null,"switches":[["huff","on"]]"#;
        let tail = r#","players":["A","B"],"first_to_move":1,"mode":"held","at":5}"#;
        let new = format!(r#"{head},"resolved":[["fortress-sideways","off"],["huff","on"]]{tail}"#);
        let Event::Created { resolved, .. } = Event::from_canonical_bytes(new.as_bytes()).unwrap() else {
            panic!("a creation")
        };
        assert_eq!(resolved.unwrap()[1], ("huff".to_string(), "on".to_string()));
        let old = format!("{head}{tail}");
        assert!(matches!(
            Event::from_canonical_bytes(old.as_bytes()),
            Ok(Event::Created { resolved: None, .. })
        ));
        for bad in [
            format!(r#"{head},"resolved":null{tail}"#),
            new.replace(
                r#""switches":[["huff","on"]],"resolved":[["fortress-sideways","off"],["huff","on"]]"#,
                r#""resolved":[["fortress-sideways","off"],["huff","on"]],"switches":[["huff","on"]]"#,
            ),
        ] {
            assert!(Event::from_canonical_bytes(bad.as_bytes()).is_err(), "{bad}");
        }
    }

    /// Since format 3 an end (and a report) is a reason: its code, then its
    /// arguments sorted by name, each tagged by its type; `args` left out
    /// when there are none. The sentence of an older log reads as before.
    #[test]
    fn an_end_records_a_sentence_or_a_reason_canonically() {
        let coded = Event::Ended {
            winner: 1,
            reason: Worded::Coded(
                Reason::new("end-flag-captured")
                    .arg("winner", crate::games::Side::First)
                    .arg("loser", crate::games::Side::Second),
            ),
            at: 9,
        };
        let want = r#"{"event":"ended","winner":1,"reason":{"code":"end-flag-captured","args":{"loser":{"side":2},"winner":{"side":1}}},"at":9}"#;
        assert_eq!(String::from_utf8(coded.to_bytes()).unwrap(), want);
        assert_eq!(Event::from_canonical_bytes(want.as_bytes()).unwrap(), coded);
        let bare = r#"{"event":"ended","winner":0,"reason":{"code":"end-draw-agreed"},"at":9}"#;
        let Event::Ended { reason, .. } = Event::from_canonical_bytes(bare.as_bytes()).unwrap() else {
            panic!("an end")
        };
        assert_eq!(reason, Worded::Coded(Reason::new("end-draw-agreed")));
        assert!(reason.is_coded());
        let old = r#"{"event":"ended","winner":0,"reason":"draw agreed","at":9}"#;
        let Event::Ended { reason, .. } = Event::from_canonical_bytes(old.as_bytes()).unwrap() else {
            panic!("an end")
        };
        assert_eq!(reason, Worded::Sentence("draw agreed".into()));
        assert!(!reason.is_coded());
        let moved = r#"{"event":"moved","side":2,"ply":4,"text":"a7-a6","report":{"code":"report-blind-played","args":{"move":{"text":"a7-a6"},"side":{"side":2}}},"combat":null,"at":9}"#;
        assert!(matches!(
            Event::from_canonical_bytes(moved.as_bytes()),
            Ok(Event::Moved {
                report: Worded::Coded(_),
                ..
            })
        ));
        for bad in [
            // Arguments out of order, an empty `args`, `null` args, a
            // member the reason has not, `code` after `args`.
            want.replace(
                r#""args":{"loser":{"side":2},"winner":{"side":1}}"#,
                r#""args":{"winner":{"side":1},"loser":{"side":2}}"#,
            ),
            bare.replace(r#""end-draw-agreed""#, r#""end-draw-agreed","args":{}"#),
            bare.replace(r#""end-draw-agreed""#, r#""end-draw-agreed","args":null"#),
            bare.replace(r#""end-draw-agreed""#, r#""end-draw-agreed","words":"x""#),
            want.replace(
                r#"{"code":"end-flag-captured","args":{"loser":{"side":2},"winner":{"side":1}}}"#,
                r#"{"args":{"loser":{"side":2},"winner":{"side":1}},"code":"end-flag-captured"}"#,
            ),
            // An argument twice, of an unknown type, of the wrong value.
            want.replace(r#"{"side":1}}"#, r#"{"side":1},"winner":{"side":1}}"#),
            want.replace(r#"{"side":2}"#, r#"{"colour":2}"#),
            want.replace(r#"{"side":2}"#, r#"{"side":"2"}"#),
            want.replace(r#"{"side":2}"#, r#"{"side":2,"num":1}"#),
            // Neither a sentence nor a reason.
            old.replace(r#""draw agreed""#, "3"),
            old.replace(r#""draw agreed""#, "null"),
            old.replace(r#""draw agreed""#, r#"["draw agreed"]"#),
            old.replace(r#""draw agreed""#, "{}"),
        ] {
            assert!(Event::from_canonical_bytes(bad.as_bytes()).is_err(), "{bad}");
        }
        let e = Event::from_bytes(old.replace(r#""draw agreed""#, "3").as_bytes()).unwrap_err();
        assert!(
            e.to_string().contains("an English sentence (a string) or a reason"),
            "{e}"
        );
    }

    #[test]
    fn a_recorded_report_agrees_with_the_rules_by_its_own_form() {
        let r = Reason::new("report-blind-played").text("move", "a7-a6");
        let english = "North played a7-a6.";
        assert!(Worded::Sentence(english.into()).records(english, &r));
        assert!(Worded::Coded(r.clone()).records(english, &r));
        assert!(!Worded::Sentence("North played a7-a5.".into()).records(english, &r));
        assert!(!Worded::Coded(r.clone().text("move", "a7-a5")).records(english, &r));
        assert!(!Worded::Coded(Reason::new("report-blind-moved").text("move", "a7-a6")).records(english, &r));
        assert_eq!(
            Worded::Coded(r.clone()).quoted(),
            r#"the reason {"code":"report-blind-played","args":{"move":{"text":"a7-a6"}}}"#
        );
        assert_eq!(Worded::Sentence(english.into()).quoted(), format!("\"{english}\""));
        let moved = Event::Moved {
            side: 2,
            ply: 4,
            text: "a7-a6".into(),
            report: Worded::Coded(r),
            combat: None,
            at: 9,
        };
        assert_eq!(
            moved.summary_with(["A", "B"], |_| english.to_string()),
            "move 4: a7-a6 (North played a7-a6.)"
        );
        assert!(moved.summary(["A", "B"]).contains(r#""code":"report-blind-played""#));
    }

    #[test]
    fn a_reveal_is_timed_unless_written_before_reveals_were() {
        let old = r#"{"event":"revealed","side":1,"seed":"00","army":"a"}"#;
        let ev = Event::from_canonical_bytes(old.as_bytes()).unwrap();
        assert_eq!(ev.at(), None);
        let new = r#"{"event":"revealed","side":1,"seed":"00","army":"a","at":7}"#;
        assert_eq!(Event::from_canonical_bytes(new.as_bytes()).unwrap().at(), Some(7));
    }
}
