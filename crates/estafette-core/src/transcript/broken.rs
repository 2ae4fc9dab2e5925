//! Why a transcript does not verify: [`Broken`], one variant per finding
//! of `read`, `verify` and `check_receipts`, with typed fields. Its
//! `Display` is the English `estafette verify` prints; its
//! [`Explain::reason`] gives the code of the catalog message (area
//! `verify`) and the arguments, so the kit words it in the reader's
//! language.

use std::fmt;

use super::{FORMAT, FORMAT_1, FORMAT_3, FORMAT_4};
use crate::reason::{Explain, Reason, Why};
use crate::referee::event::{coded, Worded};

/// Why a transcript does not verify (or its receipts do not match it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Broken {
    /// The file is not the JSON of a transcript (the JSON reader's words).
    NotTranscript { why: String },
    /// A format this verifier does not read.
    UnknownFormat { format: String },
    /// The head the user holds names an entry the log does not have.
    NoEntry { n: u64 },
    /// The log's head at the user's position is not the one they hold.
    NotYourHead { n: u64, head: String, held: String },
    /// The game id cannot start a chain (the protocol's encoding error).
    BadGameId(Why),
    /// An event cannot be hashed (the protocol's encoding error).
    Hashing(Why),
    /// Entry `entry` carries the number `numbered`.
    Numbered { entry: u64, numbered: u64 },
    /// Event `event`'s head is not the chain's.
    HashMismatch { event: u64 },
    /// Event `event`'s bytes are not a canonical event.
    NotAnEvent { event: u64, why: Why },
    /// A reveal without its time in a format that times every event.
    Untimed { event: u64, format: String },
    /// A coded report or end in a format before 3.
    CodedIn { event: u64, format: String },
    /// A sealed army's signature, or its publication, in a format before 4.
    SealedIn { event: u64, format: String },
    /// The stated head is not the log's.
    StatedHead {
        n: u64,
        head: String,
        entries: u64,
        log_head: String,
    },
    /// A value inside an event is not in its canonical spelling.
    Spelling { event: u64, what: Spelt, value: String },
    /// A signature names a head that is not the log's at its position.
    SignedHead { event: u64, head: String, seen: u64 },
    /// A time before 1970.
    BeforeEpoch { event: u64, at: i64 },
    /// A time before the one of an earlier event.
    TimeBack {
        event: u64,
        at: i64,
        earlier: u64,
        before: i64,
    },
    /// A side number other than 1 or 2.
    BadSide { side: u8 },
    /// The log has no event.
    EmptyLog,
    /// The first event does not start a game (the referee's words).
    Start(Why),
    /// The replay refuses event `event` (the referee's or the game's words).
    Replay { event: u64, why: Why },
    /// A player's command recorded once a side's deadline and its grace
    /// had passed.
    AfterDeadline(Late),
    /// A move the replay did not record.
    Unrecorded { event: u64 },
    /// A move's report is not the one the rules give.
    Report {
        event: u64,
        ply: u32,
        stated: Worded,
        rules: Worded,
    },
    /// A published army does not read (the game's words).
    ArmyUnreadable(Why),
    /// A published army is not in its canonical text.
    ArmyText { event: u64, side: u8, canonical: String },
    /// The transcript's game is not its log's.
    Game { stated: String, log: String },
    /// A member is not what the log gives (each as the transcript lists it).
    Member {
        member: Member,
        stated: String,
        log: String,
    },
    /// The openings listed are not those made in combat.
    Openings { listed: usize, made: usize },
    /// The stated result is not the log's.
    Outcome { stated: Outcome, log: Outcome },
    /// A member not checked above differs.
    Differs,
    /// A mail the player received does not match the transcript.
    Receipt(Receipt),
}

/// Event `event`, a player's command, recorded once `side`'s deadline and
/// its grace (seconds) had passed: the game was lost on time before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Late {
    pub event: u64,
    pub side: u8,
    pub deadline: i64,
    pub grace: i64,
}

impl fmt::Display for Late {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Late {
            event,
            side,
            deadline,
            grace,
        } = self;
        write!(
            f,
            "event {event}: a command of side {side} taken after its deadline ({deadline}) and its grace of {grace} seconds had passed: the game was lost on time before it"
        )
    }
}

impl Late {
    fn reason(&self) -> Reason {
        let r = count(Reason::new("verify-after-deadline"), "event", self.event).num("side", self.side);
        time(time(r, "deadline", self.deadline), "grace", self.grace)
    }
}

/// Why the chain heads of the player's mails (`Log-Head:` lines) do not
/// match a transcript.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Receipt {
    /// A `Log-Head:` line of a mail does not read (the protocol's words).
    Unreadable { game: String, why: Why },
    /// A mail names a position past the log's end.
    Beyond { n: u64, entries: u64 },
    /// A mail names another head at its position: history rewritten.
    Rewritten { head: String, n: u64, held: String },
}

impl fmt::Display for Receipt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Receipt::Unreadable { game, why } => write!(f, "a receipt for {game} is not valid: {why}"),
            Receipt::Beyond { n, entries } => write!(
                f,
                "a mail you received shows position {n}, but the transcript has only {entries} entries"
            ),
            Receipt::Rewritten { head, n, held } => write!(
                f,
                "a mail you received shows head {head} at position {n}, but the transcript has {held} there: the history was rewritten after that mail was sent"
            ),
        }
    }
}

impl Explain for Receipt {
    fn reason(&self) -> Reason {
        match self {
            Receipt::Unreadable { game, why } => Reason::new("verify-bad-receipt")
                .text("game", game)
                .reason("why", why.reason.clone()),
            Receipt::Beyond { n, entries } => count(
                count(Reason::new("verify-receipt-beyond"), "n", *n),
                "entries",
                *entries,
            ),
            Receipt::Rewritten { head, n, held } => count(Reason::new("verify-rewritten"), "n", *n)
                .text("head", head)
                .text("held", held),
        }
    }
}

/// What in an event is not in its canonical spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spelt {
    Salt,
    Root,
    Leaf,
    Seed,
    Head,
    Opening,
    Square,
    Signature,
    Key,
}

impl Spelt {
    pub const ALL: [Spelt; 9] = [
        Spelt::Salt,
        Spelt::Root,
        Spelt::Leaf,
        Spelt::Seed,
        Spelt::Head,
        Spelt::Opening,
        Spelt::Square,
        Spelt::Signature,
        Spelt::Key,
    ];

    /// The English word (and the end of the code).
    pub fn word(self) -> &'static str {
        match self {
            Spelt::Salt => "salt",
            Spelt::Root => "root",
            Spelt::Leaf => "leaf",
            Spelt::Seed => "seed",
            Spelt::Head => "head",
            Spelt::Opening => "opening",
            Spelt::Square => "square",
            Spelt::Signature => "signature",
            Spelt::Key => "key",
        }
    }
}

/// A member of the transcript checked against the log, written as a list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Member {
    Kind,
    Variant,
    Players,
    Commitments,
    Armies,
}

impl Member {
    pub const ALL: [Member; 5] = [
        Member::Kind,
        Member::Variant,
        Member::Players,
        Member::Commitments,
        Member::Armies,
    ];

    /// The member's name (and the end of the code).
    pub fn word(self) -> &'static str {
        match self {
            Member::Kind => "kind",
            Member::Variant => "variant",
            Member::Players => "players",
            Member::Commitments => "commitments",
            Member::Armies => "armies",
        }
    }
}

/// A game's result, as a transcript states it or its log gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    NotOver,
    /// Drawn, and why (the result's English sentence).
    Drawn {
        reason: String,
    },
    /// Won by the player `who` (`None`: a winner that is no side).
    Won {
        who: Option<String>,
        reason: String,
    },
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::NotOver => f.write_str("not over"),
            Outcome::Drawn { reason } => write!(f, "drawn ({reason})"),
            Outcome::Won { who, reason } => {
                write!(f, "{} wins ({reason})", who.as_deref().unwrap_or("nobody"))
            }
        }
    }
}

impl Explain for Outcome {
    fn reason(&self) -> Reason {
        match self {
            Outcome::NotOver => Reason::new("verify-outcome-not-over"),
            Outcome::Drawn { reason } => Reason::new("verify-outcome-drawn").text("reason", reason),
            Outcome::Won { who: Some(who), reason } => Reason::new("verify-outcome-won")
                .text("who", who)
                .text("reason", reason),
            Outcome::Won { who: None, reason } => Reason::new("verify-outcome-nobody-wins").text("reason", reason),
        }
    }
}

/// A report as the log records it or the rules give it: quoted.
fn quoted(w: &Worded) -> Reason {
    match w {
        Worded::Sentence(s) => Reason::new("verify-quoted-sentence").text("text", s),
        Worded::Coded(r) => Reason::new("verify-quoted-coded").text("json", coded(r)),
    }
}

/// The largest number a catalog writes digit for digit (its numbers are
/// doubles): 2^53.
const EXACT: u64 = 1 << 53;

/// `n` as a count, or as its digits where a catalog could not write it
/// exactly (a number read from a transcript or a mail may be any `u64`).
fn count(r: Reason, name: &str, n: u64) -> Reason {
    match i64::try_from(n) {
        Ok(v) if n <= EXACT => r.num(name, v),
        _ => r.text(name, n),
    }
}

/// A time (Unix seconds) as a number, or as its digits past what a
/// catalog writes exactly.
fn time(r: Reason, name: &str, t: i64) -> Reason {
    if t.unsigned_abs() <= EXACT {
        r.num(name, t)
    } else {
        r.text(name, t)
    }
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Broken::NotTranscript { why } => write!(f, "not a transcript: {why}"),
            Broken::UnknownFormat { format } => write!(
                f,
                "unknown transcript format '{format}' (this verifier reads {FORMAT_4}, {FORMAT_3}, {FORMAT} and {FORMAT_1})"
            ),
            Broken::NoEntry { n } => write!(f, "the log has no entry {n}"),
            Broken::NotYourHead { n, head, held } => write!(
                f,
                "entry {n} has head {head}, not the {held} you hold: this is not the game you played"
            ),
            Broken::BadGameId(why) => write!(f, "bad game id: {why}"),
            Broken::Numbered { entry, numbered } => write!(
                f,
                "log entry {entry} is numbered {numbered}: an event was dropped, added or moved"
            ),
            Broken::HashMismatch { event } => write!(f, "event {event}: its hash does not match the chain (the event or an earlier one was altered, dropped or reordered)"),
            Broken::Untimed { event, format } => {
                write!(f, "event {event}: a reveal without its time, which format {format} requires")
            }
            Broken::CodedIn { event, format } => write!(
                f,
                "event {event}: a report or an end recorded as a code and arguments, which only format {FORMAT_3} and later formats hold (this transcript says {format})"
            ),
            Broken::SealedIn { event, format } => write!(
                f,
                "event {event}: a signature over a sealed army, or an army published with its signed setup, which only format {FORMAT_4} holds (this transcript says {format})"
            ),
            Broken::StatedHead {
                n,
                head,
                entries,
                log_head,
            } => write!(
                f,
                "the stated chain head ({n} {head}) is not the head of the log ({entries} {log_head})"
            ),
            Broken::Spelling { event, what, value } => write!(
                f,
                "event {event}: the {} '{value}' is not in its canonical spelling",
                what.word()
            ),
            Broken::SignedHead { event, head, seen } => write!(
                f,
                "event {event}: the signature names head {head} at position {seen}, which is not the log's"
            ),
            Broken::BeforeEpoch { event, at } => write!(f, "event {event}: its time {at} is before 1970"),
            Broken::TimeBack {
                event,
                at,
                earlier,
                before,
            } => write!(
                f,
                "event {event} is timed {at}, before event {earlier} ({before}): a log's times never go back"
            ),
            Broken::BadSide { side } => write!(f, "side {side} is neither 1 nor 2"),
            Broken::EmptyLog => f.write_str("the log is empty"),
            Broken::Hashing(why) | Broken::Start(why) | Broken::ArmyUnreadable(why) => write!(f, "{why}"),
            Broken::NotAnEvent { event, why } | Broken::Replay { event, why } => write!(f, "event {event}: {why}"),
            Broken::Unrecorded { event } => write!(f, "event {event}: a move the replay did not record"),
            Broken::AfterDeadline(late) => write!(f, "{late}"),
            Broken::Report {
                event,
                ply,
                stated,
                rules,
            } => write!(
                f,
                "event {event}: move {ply} is reported as {} but the rules report it as {}",
                stated.quoted(),
                rules.quoted()
            ),
            Broken::ArmyText { event, side, canonical } => write!(
                f,
                "event {event}: the army of side {side} is not in its canonical text ({canonical:?})"
            ),
            Broken::Game { stated, log } => {
                write!(f, "the transcript says game {stated} but its log is game {log}")
            }
            Broken::Member { member, stated, log } => write!(
                f,
                "the transcript's {} ({stated}) is not what its log gives ({log})",
                member.word()
            ),
            Broken::Openings { listed, made } => write!(
                f,
                "the transcript's openings ({listed} listed) is not what its log gives ({made} made in combat)"
            ),
            Broken::Outcome { stated, log } => write!(
                f,
                "the transcript states the result \"{stated}\" but its log gives \"{log}\""
            ),
            Broken::Differs => f.write_str("the transcript differs from what its log gives"),
            Broken::Receipt(r) => write!(f, "{r}"),
        }
    }
}

impl Explain for Broken {
    fn reason(&self) -> Reason {
        let r = |code: &str| Reason::new(&format!("verify-{code}"));
        let at = |code: &str, event: u64| count(r(code), "event", event);
        match self {
            Broken::NotTranscript { why } => r("not-transcript").text("why", why),
            Broken::UnknownFormat { format } => r("unknown-format")
                .text("format", format)
                .text("newest", format!("{FORMAT_4}, {FORMAT_3}"))
                .text("older", FORMAT)
                .text("oldest", FORMAT_1),
            Broken::NoEntry { n } => count(r("no-entry"), "n", *n),
            Broken::NotYourHead { n, head, held } => {
                count(r("not-your-head"), "n", *n).text("head", head).text("held", held)
            }
            Broken::BadGameId(why) => r("bad-game-id").reason("why", why.reason.clone()),
            Broken::Hashing(why) => r("hashing").reason("why", why.reason.clone()),
            Broken::Numbered { entry, numbered } => count(count(r("numbered"), "entry", *entry), "numbered", *numbered),
            Broken::HashMismatch { event } => at("hash-mismatch", *event),
            Broken::NotAnEvent { event, why } => at("not-an-event", *event).reason("why", why.reason.clone()),
            Broken::Untimed { event, format } => at("untimed", *event).text("format", format),
            Broken::CodedIn { event, format } => at("coded-in", *event).text("format", format).text("coded", FORMAT_3),
            Broken::SealedIn { event, format } => {
                at("sealed-in", *event).text("format", format).text("sealed", FORMAT_4)
            }
            Broken::StatedHead {
                n,
                head,
                entries,
                log_head,
            } => count(count(r("stated-head"), "n", *n), "entries", *entries)
                .text("head", head)
                .text("log-head", log_head),
            Broken::Spelling { event, what, value } => {
                at(&format!("spelling-{}", what.word()), *event).text("value", value)
            }
            Broken::SignedHead { event, head, seen } => {
                count(at("signed-head", *event), "seen", *seen).text("head", head)
            }
            Broken::BeforeEpoch { event, at: t } => time(at("before-epoch", *event), "at", *t),
            Broken::TimeBack {
                event,
                at: t,
                earlier,
                before,
            } => time(
                time(count(at("time-back", *event), "earlier", *earlier), "at", *t),
                "before",
                *before,
            ),
            Broken::BadSide { side } => r("bad-side").num("side", *side),
            Broken::EmptyLog => r("empty-log"),
            Broken::Start(why) => r("start").reason("why", why.reason.clone()),
            Broken::Replay { event, why } => at("replay", *event).reason("why", why.reason.clone()),
            Broken::Unrecorded { event } => at("unrecorded", *event),
            Broken::AfterDeadline(late) => late.reason(),
            Broken::Report {
                event,
                ply,
                stated,
                rules,
            } => at("report", *event)
                .num("ply", *ply)
                .reason("stated", quoted(stated))
                .reason("rules", quoted(rules)),
            Broken::ArmyUnreadable(why) => r("army-unreadable").reason("why", why.reason.clone()),
            Broken::ArmyText { event, side, canonical } => at("army-text", *event)
                .num("side", *side)
                .text("canonical", format!("{canonical:?}")),
            Broken::Game { stated, log } => r("game").text("stated", stated).text("log", log),
            Broken::Member { member, stated, log } => r(&format!("member-{}", member.word()))
                .text("stated", stated)
                .text("log", log),
            Broken::Openings { listed, made } => {
                count(count(r("openings"), "listed", *listed as u64), "made", *made as u64)
            }
            Broken::Outcome { stated, log } => r("outcome")
                .reason("stated", stated.reason())
                .reason("log", log.reason()),
            Broken::Differs => r("differs"),
            Broken::Receipt(receipt) => receipt.reason(),
        }
    }
}

impl Broken {
    /// One of each finding (every spelling and every member too), for the
    /// catalogs' tests and the golden file of examples.
    pub fn examples() -> Vec<Broken> {
        let h = |c: char| c.to_string().repeat(64);
        let mut out = vec![
            Broken::NotTranscript {
                why: "missing field `log` at line 1 column 20".into(),
            },
            Broken::UnknownFormat {
                format: "estafette-transcript/9".into(),
            },
            Broken::NoEntry { n: 12 },
            Broken::NotYourHead {
                n: 3,
                head: h('a'),
                held: h('b'),
            },
            Broken::BadGameId(Why::of(&crate::protocol::EncodeError::NotAscii)),
            Broken::Hashing(Why::of(&crate::protocol::EncodeError::StringTooLong(65))),
            Broken::Numbered { entry: 2, numbered: 3 },
            Broken::HashMismatch { event: 4 },
            Broken::NotAnEvent {
                event: 5,
                why: Why::of(&crate::referee::event::EventBytesError::examples()[0]),
            },
            Broken::Untimed {
                event: 9,
                format: FORMAT.into(),
            },
            Broken::CodedIn {
                event: 7,
                format: FORMAT.into(),
            },
            Broken::SealedIn {
                event: 8,
                format: FORMAT_3.into(),
            },
            Broken::StatedHead {
                n: 8,
                head: h('c'),
                entries: 9,
                log_head: h('d'),
            },
        ];
        out.extend(Spelt::ALL.iter().map(|&what| Broken::Spelling {
            event: 2,
            what,
            value: format!("{} value", what.word()),
        }));
        out.extend(Broken::replay_examples());
        out
    }

    /// The examples of the replay's, the members' and the receipts'
    /// findings.
    fn replay_examples() -> Vec<Broken> {
        use crate::games::lattaque::SetupError;
        use crate::games::Side;
        let h = |c: char| c.to_string().repeat(64);
        use crate::referee::misfit::{Misfit, Plain};
        let army = Why::of(&SetupError::LineCount {
            side: Side::First,
            found: 3,
        });
        let refused = Why::of(&crate::referee::blind_refusal::BlindRefusal::NotInPlay);
        let mut out = Vec::new();
        out.extend([
            Broken::SignedHead {
                event: 6,
                head: h('e'),
                seen: 4,
            },
            Broken::BeforeEpoch { event: 1, at: -5 },
            Broken::TimeBack {
                event: 3,
                at: 1_700_000_000,
                earlier: 2,
                before: 1_700_000_100,
            },
            Broken::BadSide { side: 3 },
            Broken::EmptyLog,
            Broken::Start(Why::from(Misfit::Plain(Plain::FirstNotCreated))),
            Broken::Replay { event: 6, why: refused },
            Broken::Unrecorded { event: 11 },
            Broken::AfterDeadline(Late {
                event: 9,
                side: 2,
                deadline: 1_795_086_400,
                grace: 86_400,
            }),
            Broken::Report {
                event: 10,
                ply: 3,
                stated: Worded::Sentence("South moved a4-a5.".into()),
                rules: Worded::Coded(Reason::new("lattaque-moved").text("move", "a4-a6")),
            },
            Broken::ArmyUnreadable(army),
            Broken::ArmyText {
                event: 12,
                side: 2,
                canonical: "a7=2 b7=3\nc7=F".into(),
            },
            Broken::Game {
                stated: "lattaque-7".into(),
                log: "lattaque-8".into(),
            },
        ]);
        out.extend(Member::ALL.iter().map(|&member| Broken::Member {
            member,
            stated: format!("stated {}", member.word()),
            log: format!("the log's {}", member.word()),
        }));
        out.extend([
            Broken::Openings { listed: 1, made: 4 },
            Broken::Outcome {
                stated: Outcome::NotOver,
                log: Outcome::Drawn {
                    reason: "drawn by agreement".into(),
                },
            },
            Broken::Outcome {
                stated: Outcome::Won {
                    who: Some("Alice".into()),
                    reason: "North (Bob) resigned".into(),
                },
                log: Outcome::Won {
                    who: None,
                    reason: "South (Alice) resigned".into(),
                },
            },
            Broken::Differs,
            Broken::Receipt(Receipt::Unreadable {
                game: "lattaque-7".into(),
                why: Why::of(&crate::protocol::log::LogHeadError::BadCount),
            }),
            Broken::Receipt(Receipt::Beyond { n: 20, entries: 1 }),
            Broken::Receipt(Receipt::Rewritten {
                head: h('f'),
                n: 5,
                held: h('0'),
            }),
        ]);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_english_is_what_verify_printed() {
        let h = "ab".repeat(32);
        let cases = [
            (
                Broken::HashMismatch { event: 4 },
                "event 4: its hash does not match the chain (the event or an earlier one was altered, dropped or reordered)",
            ),
            (
                Broken::Spelling {
                    event: 2,
                    what: Spelt::Salt,
                    value: "AB".into(),
                },
                "event 2: the salt 'AB' is not in its canonical spelling",
            ),
            (
                Broken::Openings { listed: 3, made: 2 },
                "the transcript's openings (3 listed) is not what its log gives (2 made in combat)",
            ),
            (
                Broken::Outcome {
                    stated: Outcome::Won {
                        who: None,
                        reason: "r".into(),
                    },
                    log: Outcome::NotOver,
                },
                "the transcript states the result \"nobody wins (r)\" but its log gives \"not over\"",
            ),
            (
                Broken::ArmyText {
                    event: 7,
                    side: 1,
                    canonical: "a1=F\nb1=B".into(),
                },
                "event 7: the army of side 1 is not in its canonical text (\"a1=F\\nb1=B\")",
            ),
            (
                Broken::UnknownFormat { format: "x".into() },
                "unknown transcript format 'x' (this verifier reads estafette-transcript/4, estafette-transcript/3, estafette-transcript/2 and estafette-transcript/1)",
            ),
        ];
        for (e, english) in cases {
            assert_eq!(e.to_string(), english);
        }
        let e = Broken::Receipt(Receipt::Rewritten {
            head: h.clone(),
            n: 5,
            held: h,
        });
        assert!(e
            .to_string()
            .ends_with("the history was rewritten after that mail was sent"));
        assert_eq!(e.reason().code, "verify-rewritten");
    }

    #[test]
    fn every_example_has_its_own_words() {
        let examples = Broken::examples();
        let english: std::collections::BTreeSet<String> = examples.iter().map(|e| e.to_string()).collect();
        assert_eq!(english.len(), examples.len(), "two examples read the same");
        assert!(examples.iter().all(|e| e.reason().code.starts_with("verify-")));
    }
}
