//! Why a transcript does not verify: [`Broken`], one variant per finding
//! of `read`, `verify` and `check_receipts`, with typed fields, declared
//! with `#[derive(Sentence)]`: its `Display` is the English `estafette
//! verify` prints (`templates/en/verify.ftl`); its [`crate::reason::Explain::reason`]
//! gives the code of the catalog message (area `verify`) and the
//! arguments, so the kit words it in the reader's language.

use super::{FORMAT, FORMAT_1, FORMAT_3, FORMAT_4};
use crate::reason::{Arg, Reason, Sentence, Why};
use crate::referee::event::{coded, Worded};

/// Why a transcript does not verify (or its receipts do not match it).
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "verify-")]
pub enum Broken {
    /// The file is not the JSON of a transcript (the JSON reader's words).
    NotTranscript { why: String },
    /// A format this verifier does not read.
    #[sentence(arg(newest = format!("{FORMAT_4}, {FORMAT_3}"), older = FORMAT, oldest = FORMAT_1))]
    UnknownFormat { format: String },
    /// The head the user holds names an entry the log does not have.
    NoEntry {
        #[sentence(with = count)]
        n: u64,
    },
    /// The log's head at the user's position is not the one they hold.
    NotYourHead {
        #[sentence(with = count)]
        n: u64,
        head: String,
        held: String,
    },
    /// The game id cannot start a chain (the protocol's encoding error).
    BadGameId(#[sentence(name = "why")] Why),
    /// An event cannot be hashed (the protocol's encoding error).
    Hashing(#[sentence(name = "why")] Why),
    /// Entry `entry` carries the number `numbered`.
    Numbered {
        #[sentence(with = count)]
        entry: u64,
        #[sentence(with = count)]
        numbered: u64,
    },
    /// Event `event`'s head is not the chain's.
    HashMismatch {
        #[sentence(with = count)]
        event: u64,
    },
    /// Event `event`'s bytes are not a canonical event.
    NotAnEvent {
        #[sentence(with = count)]
        event: u64,
        why: Why,
    },
    /// A reveal without its time in a format that times every event.
    Untimed {
        #[sentence(with = count)]
        event: u64,
        format: String,
    },
    /// A coded report or end in a format before 3.
    #[sentence(arg(coded = FORMAT_3))]
    CodedIn {
        #[sentence(with = count)]
        event: u64,
        format: String,
    },
    /// A sealed army's signature, or its publication, in a format before 4.
    #[sentence(arg(sealed = FORMAT_4))]
    SealedIn {
        #[sentence(with = count)]
        event: u64,
        format: String,
    },
    /// The stated head is not the log's.
    StatedHead {
        #[sentence(with = count)]
        n: u64,
        head: String,
        #[sentence(with = count)]
        entries: u64,
        log_head: String,
    },
    /// A value inside an event is not in its canonical spelling.
    #[sentence(by = spelling, ids = [
        "verify-spelling-salt", "verify-spelling-root", "verify-spelling-leaf",
        "verify-spelling-seed", "verify-spelling-head", "verify-spelling-opening",
        "verify-spelling-square", "verify-spelling-signature", "verify-spelling-key",
    ])]
    Spelling { event: u64, what: Spelt, value: String },
    /// A signature names a head that is not the log's at its position.
    SignedHead {
        #[sentence(with = count)]
        event: u64,
        head: String,
        #[sentence(with = count)]
        seen: u64,
    },
    /// A time before 1970.
    BeforeEpoch {
        #[sentence(with = count)]
        event: u64,
        #[sentence(with = time)]
        at: i64,
    },
    /// A time before the one of an earlier event.
    TimeBack {
        #[sentence(with = count)]
        event: u64,
        #[sentence(with = time)]
        at: i64,
        #[sentence(with = count)]
        earlier: u64,
        #[sentence(with = time)]
        before: i64,
    },
    /// A side number other than 1 or 2.
    BadSide { side: u8 },
    /// The log has no event.
    EmptyLog,
    /// The first event does not start a game (the referee's words).
    Start(#[sentence(name = "why")] Why),
    /// The replay refuses event `event` (the referee's or the game's words).
    Replay {
        #[sentence(with = count)]
        event: u64,
        why: Why,
    },
    /// A player's command recorded once a side's deadline and its grace
    /// had passed.
    AfterDeadline(Late),
    /// A move the replay did not record.
    Unrecorded {
        #[sentence(with = count)]
        event: u64,
    },
    /// A move's report is not the one the rules give.
    Report {
        #[sentence(with = count)]
        event: u64,
        ply: u32,
        #[sentence(with = quoted)]
        stated: Worded,
        #[sentence(with = quoted)]
        rules: Worded,
    },
    /// A published army does not read (the game's words).
    ArmyUnreadable(#[sentence(name = "why")] Why),
    /// A published army is not in its canonical text.
    ArmyText {
        #[sentence(with = count)]
        event: u64,
        side: u8,
        #[sentence(with = debugged)]
        canonical: String,
    },
    /// The transcript's game is not its log's.
    Game { stated: String, log: String },
    /// A member is not what the log gives (each as the transcript lists it).
    #[sentence(by = member, ids = [
        "verify-member-kind", "verify-member-variant", "verify-member-players",
        "verify-member-commitments", "verify-member-armies",
    ])]
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
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(id = "verify-after-deadline")]
pub struct Late {
    #[sentence(with = count)]
    pub event: u64,
    pub side: u8,
    #[sentence(with = time)]
    pub deadline: i64,
    #[sentence(with = time)]
    pub grace: i64,
}

/// Why the chain heads of the player's mails (`Log-Head:` lines) do not
/// match a transcript.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "verify-")]
pub enum Receipt {
    /// A `Log-Head:` line of a mail does not read (the protocol's words).
    #[sentence(id = "verify-bad-receipt")]
    Unreadable { game: String, why: Why },
    /// A mail names a position past the log's end.
    #[sentence(id = "verify-receipt-beyond")]
    Beyond {
        #[sentence(with = count)]
        n: u64,
        #[sentence(with = count)]
        entries: u64,
    },
    /// A mail names another head at its position: history rewritten.
    Rewritten {
        head: String,
        #[sentence(with = count)]
        n: u64,
        held: String,
    },
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
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "verify-outcome-")]
pub enum Outcome {
    NotOver,
    /// Drawn, and why (the result's English sentence).
    Drawn {
        reason: String,
    },
    /// Won by the player `who` (`None`: a winner that is no side).
    #[sentence(by = won, ids = ["verify-outcome-won", "verify-outcome-nobody-wins"])]
    Won {
        who: Option<String>,
        reason: String,
    },
}

fn won(who: &Option<String>, reason: &String) -> Reason {
    let code = if who.is_some() { "won" } else { "nobody-wins" };
    Reason::new(&format!("verify-outcome-{code}"))
        .put("who", who)
        .put("reason", reason)
}

fn spelling(event: &u64, what: &Spelt, value: &String) -> Reason {
    Reason::new(&format!("verify-spelling-{}", what.word()))
        .put("event", &count(event))
        .put("value", value)
}

fn member(member: &Member, stated: &String, log: &String) -> Reason {
    Reason::new(&format!("verify-member-{}", member.word()))
        .put("stated", stated)
        .put("log", log)
}

/// A report as the log records it or the rules give it: quoted.
fn quoted(w: &Worded) -> Reason {
    match w {
        Worded::Sentence(s) => Reason::new("verify-quoted-sentence").text("text", s),
        Worded::Coded(r) => Reason::new("verify-quoted-coded").text("json", coded(r)),
    }
}

/// A text as Rust's `Debug` writes it (quoted, its line breaks escaped).
fn debugged(text: &String) -> String {
    format!("{text:?}")
}

/// The largest number a catalog writes digit for digit (its numbers are
/// doubles): 2^53.
const EXACT: u64 = 1 << 53;

/// `n` as a count, or as its digits where a catalog could not write it
/// exactly (a number read from a transcript or a mail may be any `u64`).
fn count(n: &u64) -> Arg {
    match i64::try_from(*n) {
        Ok(v) if *n <= EXACT => Arg::Num(v),
        _ => Arg::Text(n.to_string()),
    }
}

/// A time (Unix seconds) as a number, or as its digits past what a
/// catalog writes exactly.
fn time(t: &i64) -> Arg {
    if t.unsigned_abs() <= EXACT {
        Arg::Num(*t)
    } else {
        Arg::Text(t.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reason::Explain;

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

    /// A sentence inside reads, in the English, as its own English: a
    /// Strand refusal names Strand's sides, not L'Attaque's.
    #[test]
    fn an_inner_sentence_keeps_its_own_english() {
        let why = Why {
            english: "the Allies' army is not in place".into(),
            reason: Reason::new("log-empty"),
        };
        let e = Broken::Replay { event: 3, why };
        assert_eq!(e.to_string(), "event 3: the Allies' army is not in place");
        assert_eq!(
            e.reason().args.get("why"),
            Some(&Arg::Reason(Box::new(Reason::new("log-empty"))))
        );
    }

    #[test]
    fn every_example_has_its_own_words() {
        let examples = Broken::examples();
        let english: std::collections::BTreeSet<String> = examples.iter().map(|e| e.to_string()).collect();
        assert_eq!(english.len(), examples.len(), "two examples read the same");
        assert!(examples.iter().all(|e| e.reason().code.starts_with("verify-")));
    }
}
