//! Fixtures of transcript's sentences (see `examples`).

use crate::reason::{Reason, Why};
use crate::referee::event::Worded;
use crate::transcript::{Broken, Late, Member, Outcome, Receipt, Spelt, FORMAT, FORMAT_3};

/// Every value in an event that has a canonical spelling.
const SPELT: [Spelt; 9] = [
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

/// Every member checked against the log.
const MEMBERS: [Member; 5] = [
    Member::Kind,
    Member::Variant,
    Member::Players,
    Member::Commitments,
    Member::Armies,
];

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
        out.extend(SPELT.iter().map(|&what| Broken::Spelling {
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
        out.extend(MEMBERS.iter().map(|&member| Broken::Member {
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
