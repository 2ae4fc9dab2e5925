//! The referee's refusals a player reads, as data: why a command of a
//! mail is not applied (the game's phase, whose turn it is, a draw offer,
//! a stale mail, a language, a time zone, a vacation, a key or a
//! signature), with the player's own text, sides, positions and durations.
//!
//! `Display` gives the English the log and `Decision.failure` record (it
//! never changes); [`Explain::reason`] gives the code and arguments the
//! catalogs word (`templates/<lang>/refusal.ftl`, codes `refusal-...`).
//!
//! Pure.

use std::fmt;

use crate::games::any::GameKind;
use crate::games::Side;
use crate::protocol::sign::KeyFault;
use crate::reason::{Explain, Reason};
use crate::referee::clock::{self, DurationError};

/// How to sign, said after each refusal of an unsigned or badly signed
/// mail.
pub(crate) const HOW: &str = "sign your commands with `estafette sign` (your key is registered, so the referee takes only signed commands) and add the sig line it prints";
/// What to do with a signature over a head that is not the latest.
const AGAIN: &str = "sign your commands again after the Log-Head line of the referee's latest mail to you (estafette sign, or the player kit) and mail them with the sig line it gives";

/// Why the referee refuses a player's command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over: only BOARD, HISTORY, HELP and the like work.
    GameOver,
    /// DRAW ACCEPT with no offer from the other side.
    NoDrawToAccept,
    /// DRAW OFFER (or ACCEPT) by a side whose own offer stands.
    DrawAlreadyOffered,
    /// DRAW DECLINE with no offer from the other side.
    NoDrawToDecline,
    /// An army sent for a game that has none (`game`: its title).
    NoArmyToSetUp { kind: GameKind },
    /// An army sent after both were in place.
    ArmiesInPlace,
    /// A second army from a side whose army is committed.
    ArmyCommitted,
    /// OPEN, COMMIT or REVEAL in a game that is not blind.
    BlindOnly,
    /// A move before both armies were sent.
    NotStarted,
    /// A move while the operator has paused the game.
    Paused,
    /// A move in a state that holds no position (never in a sound log).
    PositionUnknown,
    /// A move out of turn: `side` (played by `name`) is to move.
    NotYourTurn { kind: GameKind, side: Side, name: String },
    /// A command that changes the game from a mail answering the referee's
    /// mail of position `issued`, though the sender acted at `last`.
    Stale { issued: u64, last: u64 },
    /// A mail with no command above the quoted text.
    NoCommand,
    /// LANG with a word that is no language we write (as written, trimmed).
    NotALanguage { text: String },
    /// TIMEZONE with a name that is no IANA zone (as written, trimmed).
    NotATimeZone { text: String },
    /// VACATION in a game without a clock.
    NoClock,
    /// A vacation longer than the time left this year (seconds).
    VacationTooLong { needs: i64, left: i64 },
    /// A vacation shorter than an hour.
    VacationTooShort,
    /// VACATION with a date that is not one (as written).
    NotADate { text: String },
    /// VACATION's second date before its first.
    VacationEndsFirst,
    /// VACATION's days all in the past.
    VacationOver,
    /// VACATION with neither a length nor two dates.
    VacationSyntax,
    /// KEY with a text that is no public key.
    BadKey { why: KeyFault },
    /// KEY from a side whose key is registered.
    KeyRegistered,
    /// KEY after the side's first move.
    KeyAfterMove,
    /// A mail without a sig line from a side with a key.
    NotSigned,
    /// A sig line that cannot be read; `why` is the protocol's English.
    SigUnreadable { why: String },
    /// A sig line naming a log position the game has not reached.
    SigNotReached { seen: u64 },
    /// A signature over the referee's mail at log position `seen`, older
    /// than the player's last act (`last`): a stale head.
    SigStale { seen: u64, last: u64 },
    /// A signature that does not check under `side`'s key over the
    /// commands and the log head at `seen`.
    SignatureFails { side: Side, seen: u64 },
    /// A signature that cannot be checked at all (never in a sound game:
    /// the registered key or the game's id is unreadable); `why` is the
    /// protocol's own words.
    SigUncheckable { why: String },
    /// VACATION with a length that is no duration.
    BadDuration(DurationError),
    /// VACATION with a date that does not exist in the player's time zone;
    /// `why` is the calendar's own words.
    DateNotInZone { text: String, why: String },
    /// A command of a signed mail refused for `why`: a signed mail is
    /// applied whole or not at all, so nothing of it was.
    SignedWhole { why: Box<crate::reason::Why> },
}

/// Why a line of a mail is not a command (the command language's own
/// refusals, [`super::command::parse`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineRefusal {
    TooLong,
    NotACommand,
    LeafAlone,
    KeyTakesOne,
    SigLine,
    Alone,
    LangNeeds,
    VacationNeeds,
    TimezoneNeeds,
    MessageNeeds,
    MessageTooLong,
    DrawTakes,
}

impl LineRefusal {
    /// Every one of them, for the tests.
    pub const ALL: [LineRefusal; 12] = [
        LineRefusal::TooLong,
        LineRefusal::NotACommand,
        LineRefusal::LeafAlone,
        LineRefusal::KeyTakesOne,
        LineRefusal::SigLine,
        LineRefusal::Alone,
        LineRefusal::LangNeeds,
        LineRefusal::VacationNeeds,
        LineRefusal::TimezoneNeeds,
        LineRefusal::MessageNeeds,
        LineRefusal::MessageTooLong,
        LineRefusal::DrawTakes,
    ];

    fn parts(self) -> (&'static str, &'static str) {
        use LineRefusal::*;
        match self {
            TooLong => ("too-long", "this line is too long to be a command"),
            NotACommand => ("not-a-command", "not a command or a move (send HELP for the list)"),
            LeafAlone => ("leaf-alone", "leaf lines follow a 'commit ROOT' line"),
            KeyTakesOne => (
                "key-takes-one",
                "KEY takes one public key, as `estafette keygen` prints it",
            ),
            SigLine => (
                "sig-line",
                "a mail carries one sig line (sig N SIGNATURE, as `estafette sign` prints it)",
            ),
            Alone => (
                "alone",
                "this command takes nothing after it: write it alone on its line",
            ),
            LangNeeds => (
                "lang-needs",
                "LANG needs a language: en (English), fr (French) or de (German)",
            ),
            VacationNeeds => (
                "vacation-needs",
                "VACATION needs a length (5d) or two dates (2026-12-20 2026-12-27)",
            ),
            TimezoneNeeds => ("timezone-needs", "TIMEZONE needs a zone name, e.g. Europe/Paris"),
            MessageNeeds => ("message-needs", "MESSAGE needs some text after it"),
            MessageTooLong => (
                "message-too-long",
                "a MESSAGE holds at most 1000 characters: nothing of it was passed on",
            ),
            DrawTakes => ("draw-takes", "DRAW takes OFFER, ACCEPT or DECLINE"),
        }
    }
}

impl fmt::Display for LineRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.parts().1)
    }
}

impl Explain for LineRefusal {
    fn reason(&self) -> Reason {
        Reason::new(&format!("refusal-line-{}", self.parts().0))
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Refusal::*;
        match self {
            GameOver => f.write_str("this game is over"),
            NoDrawToAccept => f.write_str("there is no draw offer to accept"),
            DrawAlreadyOffered => f.write_str("you have already offered a draw"),
            NoDrawToDecline => f.write_str("there is no draw offer to decline"),
            NoArmyToSetUp { kind } => write!(f, "{} has no army to set up", kind.title()),
            ArmiesInPlace => f.write_str("the armies are already in place"),
            ArmyCommitted => f.write_str("your army is already committed and cannot be changed"),
            BlindOnly => f.write_str("openings, commitments and reveals are for blind games only"),
            NotStarted => f.write_str("the game has not started: both armies must be sent first"),
            Paused => f.write_str("the game is paused by the operator: no moves until it resumes"),
            PositionUnknown => f.write_str("the position is unknown"),
            NotYourTurn { kind, side, name } => {
                write!(f, "it is not your turn: {} ({name}) is to move", kind.side_name(*side))
            }
            Stale { issued, last } => write!(
                f,
                "this mail answers an earlier mail of the referee (sent at position {issued}), and you have played since (at position {last}): commands that change the game are taken only from a reply to the referee's latest mail to you, so that an old mail sent again is never applied twice. Reply to the latest mail"
            ),
            NoCommand => f.write_str("no command found above the quoted text; send HELP for the list of commands"),
            NotALanguage { text } => write!(
                f,
                "'{text}' is not a language: choose en (English), fr (French) or de (German)"
            ),
            NotATimeZone { text } => write!(
                f,
                "'{text}' is not a time zone name (use an IANA name such as Europe/Paris or America/New_York)"
            ),
            NoClock => f.write_str("this game has no clock, so it needs no vacation"),
            VacationTooLong { needs, left } => write!(
                f,
                "this vacation needs {} but you have {} left this year",
                clock::format_duration(*needs),
                clock::format_duration(*left)
            ),
            VacationTooShort => f.write_str("a vacation lasts at least an hour"),
            NotADate { text } => write!(f, "'{text}' is not a date (write 2026-12-20)"),
            VacationEndsFirst => f.write_str("the vacation ends before it starts"),
            VacationOver => f.write_str("that vacation is already over"),
            VacationSyntax => f.write_str("VACATION takes a length (5d) or two dates (2026-12-20 2026-12-27)"),
            BadKey { why } => write!(f, "{why}"),
            KeyRegistered => {
                f.write_str("your key is registered already: it signs your commands to the end of the game")
            }
            KeyAfterMove => f.write_str("a key is registered before your first move; this game goes on without one"),
            NotSigned => write!(f, "this mail is not signed: {HOW}"),
            SigUnreadable { why } => write!(f, "the sig line cannot be read ({why}): {HOW}"),
            SigNotReached { seen } => {
                write!(f, "the sig line names log position {seen}, which the game has not reached; {AGAIN}")
            }
            SigStale { seen, last } => write!(
                f,
                "your signature is over the referee's mail at log position {seen}, and you have played since (at position {last}); {AGAIN}"
            ),
            SignatureFails { seen, .. } => write!(f, "{}; {HOW}", signature_fails(*seen)),
            SigUncheckable { why } => write!(f, "{why}; {HOW}"),
            BadDuration(e) => write!(f, "{e}"),
            DateNotInZone { text, why } => write!(f, "{text}: {why}"),
            SignedWhole { why } => write!(
                f,
                "{why}. A signed mail is applied whole or not at all, so nothing of this one was: sign again only the commands you mean, and send them"
            ),
        }
    }
}

impl Explain for KeyFault {
    fn reason(&self) -> Reason {
        Reason::new(match self {
            KeyFault::Length => "refusal-key-length",
            KeyFault::NotEd25519 => "refusal-key-not-ed25519",
        })
    }
}

/// Why a signature does not check, as the log's own checks say it.
pub(crate) fn signature_fails(seen: u64) -> String {
    format!(
        "your signature does not check: it was not made with your registered key over these commands and the log head at position {seen}"
    )
}

/// A duration as a reason: its days, hours and minutes, and which of them
/// it shows (`d`, `dh`, `dhm`, `dm`, `h`, `hm` or `m`), as
/// [`clock::format_duration`] writes it.
fn duration(secs: i64) -> Reason {
    let secs = secs.max(0);
    let (d, rest) = (secs / clock::DAY, secs % clock::DAY);
    let (h, rest) = (rest / clock::HOUR, rest % clock::HOUR);
    let m = rest / clock::MINUTE;
    let mut shape = String::new();
    if d > 0 {
        shape.push('d');
    }
    if h > 0 {
        shape.push('h');
    }
    if m > 0 || shape.is_empty() {
        shape.push('m');
    }
    Reason::new("refusal-duration")
        .text("shape", shape)
        .num("d", d)
        .num("h", h)
        .num("m", m)
}

impl Explain for Refusal {
    fn reason(&self) -> Reason {
        use Refusal::*;
        let code = |c: &str| Reason::new(&format!("refusal-{c}"));
        match self {
            GameOver => code("game-over"),
            NoDrawToAccept => code("no-draw-to-accept"),
            DrawAlreadyOffered => code("draw-already-offered"),
            NoDrawToDecline => code("no-draw-to-decline"),
            NoArmyToSetUp { kind } => code("no-army-to-set-up").text("game", kind.name()),
            ArmiesInPlace => code("armies-in-place"),
            ArmyCommitted => code("army-committed"),
            BlindOnly => code("blind-only"),
            NotStarted => code("not-started"),
            Paused => code("paused"),
            PositionUnknown => code("position-unknown"),
            NotYourTurn { side, name, .. } => code("not-your-turn").arg("side", *side).text("name", name),
            Stale { issued, last } => code("stale").text("issued", issued).text("last", last),
            NoCommand => code("no-command"),
            NotALanguage { text } => code("not-a-language").text("text", text),
            NotATimeZone { text } => code("not-a-time-zone").text("text", text),
            NoClock => code("no-clock"),
            VacationTooLong { needs, left } => code("vacation-too-long")
                .reason("needs", duration(*needs))
                .reason("left", duration(*left)),
            VacationTooShort => code("vacation-too-short"),
            NotADate { text } => code("not-a-date").text("text", text),
            VacationEndsFirst => code("vacation-ends-first"),
            VacationOver => code("vacation-over"),
            VacationSyntax => code("vacation-syntax"),
            BadKey { why } => code("bad-key").reason("why", why.reason()),
            KeyRegistered => code("key-registered"),
            KeyAfterMove => code("key-after-move"),
            NotSigned => code("not-signed"),
            SigUnreadable { why } => code("sig-unreadable").text("why", why),
            SigNotReached { seen } => code("sig-not-reached").text("seen", seen),
            SigStale { seen, last } => code("sig-stale").text("seen", seen).text("last", last),
            SignatureFails { seen, .. } => code("signature-fails").text("seen", seen),
            SigUncheckable { why } => code("sig-uncheckable").text("why", why),
            BadDuration(e) => e.reason(),
            DateNotInZone { text, why } => code("date-not-in-zone").text("text", text).text("why", why),
            SignedWhole { why } => code("signed-whole").reason("why", why.reason.clone()),
        }
    }
}

impl Refusal {
    /// One of each refusal (every variant, each duration shape), with the
    /// game each is worded for, for the tests that check every catalog
    /// words them all.
    pub fn examples() -> Vec<(GameKind, Refusal)> {
        use GameKind::{Assaut, Lattaque, Strand};
        use Refusal::*;
        let (a, b) = (Side::First, Side::Second);
        let long = |needs: i64, left: i64| VacationTooLong { needs, left };
        let (day, hour, min) = (clock::DAY, clock::HOUR, clock::MINUTE);
        vec![
            (Strand, GameOver),
            (Lattaque, NoDrawToAccept),
            (Assaut, DrawAlreadyOffered),
            (Strand, NoDrawToDecline),
            (Strand, NoArmyToSetUp { kind: Strand }),
            (Lattaque, ArmiesInPlace),
            (Lattaque, ArmyCommitted),
            (Lattaque, BlindOnly),
            (Lattaque, NotStarted),
            (Assaut, Paused),
            (Strand, PositionUnknown),
            (
                Lattaque,
                NotYourTurn {
                    kind: Lattaque,
                    side: b,
                    name: "Bob".into(),
                },
            ),
            (
                Strand,
                NotYourTurn {
                    kind: Strand,
                    side: a,
                    name: "Alice".into(),
                },
            ),
            (
                Assaut,
                NotYourTurn {
                    kind: Assaut,
                    side: b,
                    name: "Bob Smith".into(),
                },
            ),
            (Strand, Stale { issued: 3, last: 1204 }),
            (Strand, NoCommand),
            (Strand, NotALanguage { text: "klingon".into() }),
            (
                Strand,
                NotATimeZone {
                    text: "Mars/Olympus".into(),
                },
            ),
            (Strand, NoClock),
            (Strand, long(5 * day, 2 * day + 3 * hour)),
            (Strand, long(day + 30 * min, 0)),
            (Strand, long(day + hour + min, 2 * hour + 5 * min)),
            (Strand, long(45 * day, 90 * min)),
            (Strand, VacationTooShort),
            (
                Strand,
                NotADate {
                    text: "2026-13-40".into(),
                },
            ),
            (Strand, VacationEndsFirst),
            (Strand, VacationOver),
            (Strand, VacationSyntax),
            (Strand, BadKey { why: KeyFault::Length }),
            (
                Strand,
                BadKey {
                    why: KeyFault::NotEd25519,
                },
            ),
            (Strand, KeyRegistered),
            (Strand, KeyAfterMove),
            (Strand, NotSigned),
            (
                Strand,
                SigUnreadable {
                    why: "a signature is 88 characters of base64 (64 bytes)".into(),
                },
            ),
            (Strand, SigNotReached { seen: 77 }),
            (Lattaque, SigStale { seen: 3, last: 10 }),
            (Lattaque, SignatureFails { side: a, seen: 12 }),
            (Strand, SignatureFails { side: b, seen: 4 }),
        ]
        .into_iter()
        .chain(Refusal::more_examples())
        .collect()
    }

    /// The examples of the signatures that cannot be checked and of the
    /// vacations' durations and dates.
    fn more_examples() -> Vec<(GameKind, Refusal)> {
        use Refusal::*;
        let mut out = vec![
            (
                GameKind::Lattaque,
                SigUncheckable {
                    why: "this is not an Ed25519 public key".into(),
                },
            ),
            (
                GameKind::Lattaque,
                SignedWhole {
                    why: Box::new(crate::reason::Why::of(&GameOver)),
                },
            ),
            (
                GameKind::Strand,
                DateNotInZone {
                    text: "2026-03-29".into(),
                    why: "the date is not in the zone".into(),
                },
            ),
        ];
        for e in clock::DurationError::examples() {
            out.push((GameKind::Assaut, BadDuration(e)));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every refusal's reason carries a `refusal-` code, and no two
    /// variants share one.
    #[test]
    fn every_refusal_has_its_own_code() {
        let mut seen = std::collections::BTreeMap::new();
        for (_, r) in Refusal::examples() {
            let code = r.reason().code;
            assert!(code.starts_with("refusal-"), "{code}");
            let variant = format!("{r:?}");
            let variant = variant.split([' ', '{']).next().unwrap_or("").to_string();
            let before = seen.insert(code.clone(), variant.clone());
            assert!(
                before.is_none() || before.as_deref() == Some(variant.as_str()),
                "{code}"
            );
        }
        assert_eq!(seen.len(), 40);
    }

    #[test]
    fn a_duration_reason_shows_the_parts_the_english_shows() {
        let shape = |secs: i64| match duration(secs).args.get("shape") {
            Some(crate::reason::Arg::Text(s)) => s.clone(),
            other => panic!("{other:?}"),
        };
        assert_eq!(shape(0), "m");
        assert_eq!(shape(clock::DAY + clock::MINUTE), "dm");
        assert_eq!(shape(3 * clock::HOUR), "h");
    }
}
