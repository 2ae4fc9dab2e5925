//! Fixtures of what the referee says (see `examples`).

mod aside {
    use crate::says::aside::*;

    impl Aside {
        /// One of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<Aside> {
            let path = || "lattaque-1-south.secret.json".to_string();
            vec![
                Aside::SecretWritten { path: path() },
                Aside::SecretSigns { path: path() },
                Aside::MailThese,
                Aside::KeyWritten { path: "me.key".into() },
                Aside::RegisterKey,
                Aside::ManPages {
                    n: 1,
                    dir: "man".into(),
                },
                Aside::ManPages {
                    n: 31,
                    dir: "man".into(),
                },
                Aside::InitAsRoot {
                    db: "estafette.db".into(),
                    key: "estafette.key".into(),
                },
                Aside::FolderNotOwned {
                    folder: "/var/lib/estafette".into(),
                    user: "estafette".into(),
                },
            ]
        }
    }
}

mod logged {
    use crate::says::run::*;

    use crate::exit::Inner;

    impl Logged {
        /// One of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<Logged> {
            let locked = || Inner::of(&crate::store::StoreFault::examples()[0]);
            let imap = || Inner::of(&crate::mail::fault::ImapFault::NoUser);
            vec![
                Logged::Started { interval: 60 },
                Logged::Started { interval: 1 },
                Logged::Stopped,
                Logged::PollFailed(locked()),
                Logged::ImapStopped(imap()),
                Logged::ImapFailed(imap()),
                Logged::SendFailed(locked()),
                Logged::TickFailed(locked()),
                Logged::Polled { messages: 1 },
                Logged::Polled { messages: 3 },
                Logged::PolledImap { messages: 2 },
                Logged::TakenIn,
                Logged::Duplicate,
            ]
        }
    }
}

mod lines {
    use crate::says::lines::*;

    use crate::exit::Inner;

    impl Line {
        /// One of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<Line> {
            let mail = |temporary, game: Option<&str>| Line::MailFailed {
                temporary,
                recipient: "bob@example.org".into(),
                game: game.map(str::to_string),
                reason: Inner::of(&crate::mail::fault::MailFault::SmtpReply {
                    code: "550".into(),
                    error: "5.1.1 no such user".into(),
                }),
            };
            vec![
                Line::Duplicate,
                Line::Failed(Inner::of(&crate::says::run::Internal::Panicked {
                    error: "boom".into(),
                })),
                Line::LeftQueued(Inner::of(&crate::cli::errors::SettingError::NoTransport {})),
                mail(true, Some("strand-1")),
                mail(false, None),
                Line::SentAtOnce {
                    sent: 1,
                    later: 0,
                    failed: 2,
                },
                Line::Sent {
                    sent: 3,
                    later: 1,
                    failed: 0,
                },
                Line::Waiting {
                    n: 2,
                    next: "2026-11-18 10:05:00 UTC".into(),
                },
                Line::TakenIn(1),
                Line::TakenIn(4),
                Line::Ticked(2),
            ]
        }
    }
}

mod demo {
    use crate::says::demo::*;

    use estafette_core::games::any::GameKind;
    use estafette_core::games::End;

    impl Said {
        /// One of each kind (the games' ends of L'Attaque, whose sides the
        /// tests of the catalogs name), for the tests of the catalogs.
        pub fn examples() -> Vec<Said> {
            let over = |winner: Option<&str>, why: End| Said::Over {
                kind: GameKind::Lattaque,
                moves: 212,
                winner: winner.map(str::to_string),
                why,
            };
            let mut out = vec![Said::Heading {
                dir: "estafette-demo".into(),
            }];
            out.extend(GameKind::ALL.into_iter().map(|kind| Said::Game {
                kind,
                game: format!("{}-1", kind.name()),
                first: "Alice".into(),
                second: "Bob".into(),
            }));
            out.extend([
                over(
                    Some("Alice"),
                    End::FlagCaptured {
                        winner: estafette_core::games::Side::First,
                    },
                ),
                over(None, End::DrawAgreed),
                Said::OverUnknown { moves: 3 },
                Said::Mailboxes {
                    root: "estafette-demo/mail".into(),
                },
                Said::Mailbox {
                    dir: "estafette-demo/mail/alice@demo.example".into(),
                    n: 118,
                },
                Said::Transcripts,
                Said::Verified {
                    path: "estafette-demo/lattaque-1.json".into(),
                    events: 240,
                    moves: 212,
                    head: "3f2a9c0d1e4b5a67".into(),
                },
                Said::Audited,
            ]);
            out
        }
    }
}

mod tick {
    use crate::says::decision::Who;
    use crate::says::tick::*;

    use estafette_core::games::any::GameKind;
    use estafette_core::reason::Reason;

    use crate::exit::Inner;

    impl Ticked {
        /// One of each kind, for the tests of the catalogs (L'Attaque's side
        /// names; every shape of a list and of a duration).
        pub fn examples() -> Vec<Ticked> {
            use estafette_core::games::{End, Side};
            let did = |done: Vec<Clocked>| Ticked::Did {
                game: "la-3".into(),
                kind: GameKind::Lattaque,
                done,
            };
            let bob = || Who::Player("Bob".into());
            let reminded = |before| Clocked::Reminded { name: bob(), before };
            let mut out: Vec<Ticked> = [86_400, 2 * 86_400, 3_600, 7_200 + 60, 60, 86_400 + 3_600 + 120]
                .into_iter()
                .map(|before| did(vec![reminded(before)]))
                .collect();
            out.push(did(vec![Clocked::Late { name: bob() }]));
            // A broken log's side, and an end logged as an English sentence.
            out.push(did(vec![
                Clocked::Late { name: Who::NoSide(3) },
                Clocked::Won {
                    kind: GameKind::Lattaque,
                    winner: Who::Player("Alice".into()),
                    why: Reason::new("summary-as-logged").text("sentence", "South (Bob) resigned"),
                },
            ]));
            out.push(did(vec![
                Clocked::NeitherArmy,
                Clocked::Drawn {
                    kind: GameKind::Lattaque,
                    why: estafette_core::reason::Explain::reason(&End::NeitherArmyArrived),
                },
            ]));
            out.push(did(vec![
                Clocked::LostOnTime { name: bob() },
                Clocked::Won {
                    kind: GameKind::Lattaque,
                    winner: Who::Player("Alice".into()),
                    why: estafette_core::reason::Explain::reason(&End::LostOnTime {
                        side: Side::Second,
                        name: "Bob".into(),
                    }),
                },
                Clocked::Revealed {
                    name: Who::Player("Alice".into()),
                },
                Clocked::Revealed { name: bob() },
            ]));
            out.push(Ticked::Failed {
                game: "la-4".into(),
                error: Inner::of(&crate::service::ServiceError::Tick {
                    game: "la-4".into(),
                    error: Inner::of(&estafette_core::referee::misfit::Misfit::NoSuchSide { side: 3 }),
                }),
            });
            out
        }
    }
}

mod run {
    use crate::says::decision::{Public, Refused, Said};
    use crate::says::run::*;

    use estafette_core::reason::Explain;

    impl Note {
        /// One of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<Note> {
            let note = |game: Option<&str>, sender: Option<&str>, outcome: Noted, reply: Reply, others: usize| Note {
                game: game.map(str::to_string),
                sender: sender.map(str::to_string),
                outcome,
                reply,
                others,
            };
            let handled = |status: &str, said: &dyn Explain| Noted::Handled {
                status: status.into(),
                summary: said.to_string(),
                said: said.reason(),
            };
            let applied = Said::Decision {
                applied: vec![Public::Move("e3-f4".into())],
                refused: None,
            };
            let refused = Said::Decision {
                applied: Vec::new(),
                refused: Some(Refused::Move),
            };
            let no_token = Said::NoToken {
                sender: "carol@example.org".into(),
            };
            let (g, a) = (Some("strand-1"), Some("alice@example.org"));
            vec![
                note(g, a, handled("applied", &applied), Reply::Queued(1), 1),
                note(g, a, handled("rejected", &refused), Reply::Queued(2), 3),
                note(
                    g,
                    a,
                    handled("rejected", &refused),
                    Reply::HeldBack(HeldBack::ErrorLimit),
                    0,
                ),
                note(None, None, handled("rejected", &no_token), Reply::None, 0),
                note(
                    None,
                    Some("mailer-daemon@example.org"),
                    handled("ignored", &no_token),
                    Reply::HeldBack(HeldBack::MailLoop),
                    0,
                ),
                note(g, a, Noted::Duplicate, Reply::None, 0),
                note(g, a, Noted::Failed, Reply::None, 0),
            ]
        }
    }

    impl Internal {
        /// One of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<Internal> {
            vec![Internal::Panicked {
                error: "index out of bounds".into(),
            }]
        }
    }
}

mod decision {
    use crate::says::decision::*;

    use estafette_core::games::any::GameKind;
    use estafette_core::games::{End, Side};

    use estafette_core::referee::command::CommandKind;

    impl Said {
        /// One of each kind, for the tests of the catalogs (sides of
        /// L'Attaque).
        pub fn examples() -> Vec<Said> {
            let mv = || Public::Move("e3-f4".into());
            let mut out: Vec<Said> = estafette_core::referee::Command::every()
                .iter()
                .filter_map(|c| c.traits().public)
                .map(|k| Said::Decision {
                    applied: vec![mv(), Public::Command(k)],
                    refused: None,
                })
                .collect();
            let refused = [
                Refused::Empty,
                Refused::MoveFrom("a10".into()),
                Refused::Move,
                Refused::Command(CommandKind::Setup),
                Refused::Unknown,
            ];
            out.extend(refused.into_iter().map(|r| Said::Decision {
                applied: Vec::new(),
                refused: Some(r),
            }));
            out.push(Said::Decision {
                applied: vec![mv()],
                refused: None,
            });
            out.push(Said::Decision {
                applied: Vec::new(),
                refused: None,
            });
            out.push(Said::Decision {
                applied: vec![
                    mv(),
                    Public::Command(CommandKind::Message),
                    Public::Move("b4-b5".into()),
                ],
                refused: Some(Refused::Command(CommandKind::DrawOffer)),
            });
            out.extend(Said::operated_examples());
            out.extend(Said::mail_examples());
            let kind = GameKind::Lattaque;
            out.push(Said::GameOverWon {
                kind,
                winner: Side::First,
                why: End::FlagCaptured { winner: Side::First },
            });
            out.push(Said::GameOverDrawn {
                kind,
                why: End::DrawAgreed,
            });
            out
        }

        /// One of each operator's action (and each shape of a duration).
        fn operated_examples() -> Vec<Said> {
            let reason = || "the players asked for it".to_string();
            let operated = [
                Operated::Paused { reason: reason() },
                Operated::Resumed { reason: reason() },
                Operated::Extended {
                    name: Who::Player("Alice".into()),
                    by: 86_400,
                    reason: reason(),
                },
                Operated::Extended {
                    name: Who::Player("Alice".into()),
                    by: 2 * 86_400 + 3_600 + 120,
                    reason: reason(),
                },
                Operated::Extended {
                    name: Who::Player("Bob".into()),
                    by: 3 * 3_600 + 60,
                    reason: reason(),
                },
                Operated::Extended {
                    name: Who::Player("Bob".into()),
                    by: 86_400 + 300,
                    reason: reason(),
                },
                Operated::Extended {
                    name: Who::Player("Bob".into()),
                    by: 2 * 86_400 + 3_600,
                    reason: reason(),
                },
                Operated::Extended {
                    name: Who::Player("Bob".into()),
                    by: 7_200,
                    reason: reason(),
                },
                Operated::Extended {
                    name: Who::Player("Bob".into()),
                    by: 60,
                    reason: reason(),
                },
                Operated::Replaced {
                    name: Who::Player("Bob".into()),
                    new: "Carol".into(),
                    reason: reason(),
                },
                Operated::AddressReplaced {
                    name: Who::Player("Bob".into()),
                    reason: reason(),
                },
                Operated::DecidedDrawn { reason: reason() },
                Operated::DecidedWon {
                    winner: Who::Player("Alice".into()),
                    reason: reason(),
                },
            ];
            operated
                .into_iter()
                .map(|what| Said::Operated {
                    game: "la-7".into(),
                    what,
                    n: 12,
                })
                .collect()
        }

        /// One of each summary of a mail that is not a game's decision.
        fn mail_examples() -> Vec<Said> {
            let sender = || "carol@example.org".to_string();
            vec![
                Said::NoToken { sender: sender() },
                Said::UnknownGame {
                    game: "strand-9".into(),
                },
                Said::InfoOverLimit,
                Said::GamesOverLimit { sender: sender() },
                Said::WrongSender {
                    registered: "alice@example.org".into(),
                    sender: sender(),
                },
                Said::NoDkim {
                    authserv: "mx.example.net".into(),
                    sender: sender(),
                },
                Said::TooLarge { limit: 262_144 },
                Said::TooLargeFrom {
                    limit: 262_144,
                    sender: sender(),
                },
                Said::UnknownChallenge { n: 4 },
                Said::ChallengeClosed {
                    n: 4,
                    status: "declined".into(),
                },
                Said::ChallengeAccepted {
                    n: 4,
                    game: "strand-2".into(),
                },
                Said::ChallengeDeclined { n: 4 },
                Said::AnswerWithoutChallenge,
                Said::NothingHeld { n: 3 },
            ]
        }
    }
}

mod handled {
    use crate::says::handled::*;

    use crate::mail::inbound::{FromError, InboundError, NotAnswered};
    use estafette_core::reason::Explain;
    use estafette_core::referee::account::AccountError;

    impl Told {
        /// One of each kind (and each reason of the mails put aside), for the
        /// tests of the catalogs.
        pub fn examples() -> Vec<Told> {
            use Told::*;
            let sender = || "carol@example.org".to_string();
            let game = || "la-7".to_string();
            let mut out: Vec<Told> = [
                FromError::Headers(2),
                FromError::Group,
                FromError::Addresses(3),
                FromError::Malformed,
            ]
            .into_iter()
            .map(NoOneSender)
            .collect();
            out.extend(NotAnswered::ALL.into_iter().map(Unanswered));
            out.push(NoSender);
            out.extend(
                [
                    InboundError::Empty,
                    InboundError::Truncated,
                    InboundError::NotMail,
                    InboundError::Unparseable,
                ]
                .into_iter()
                .map(Unreadable),
            );
            out.extend([
                Games { sender: sender(), n: 2 },
                ObserveNoGame { game: game() },
                ObservePlayer { game: game() },
                ObserveForbidden { game: game() },
                Observed {
                    game: game(),
                    sender: sender(),
                },
                Unobserved {
                    game: game(),
                    sender: sender(),
                },
                NewNotAllowed { sender: sender() },
                NewSelf,
                Challenged {
                    n: 4,
                    sender: sender(),
                    to: "dave@example.org".into(),
                },
            ]);
            let (rules, error) = AccountError::examples().remove(0);
            out.push(BadAccountCommand {
                sender: sender(),
                error,
                rules,
            });
            out.extend(Told::more_examples());
            out
        }

        fn more_examples() -> Vec<Told> {
            use Told::*;
            let sender = || "carol@example.org".to_string();
            let observe = || Held::Observe("la-7".into());
            let inner = Told::Observed {
                game: "la-7".into(),
                sender: sender(),
            };
            vec![
                ChallengeAnsweredFrom {
                    n: 4,
                    sender: sender(),
                    to: "dave@example.org".into(),
                },
                ChallengeNoAnswer { n: 4 },
                StrangerOverLimits {
                    what: observe(),
                    sender: sender(),
                },
                OverLimit {
                    what: Held::Unobserve("la-7".into()),
                    sender: sender(),
                },
                ConfirmationSent {
                    what: Held::Challenge("dave@example.org".into()),
                    sender: sender(),
                    n: 3,
                },
                UnknownConfirmation { n: 3 },
                ConfirmationAnsweredFrom {
                    n: 3,
                    sender: sender(),
                    address: "dave@example.org".into(),
                },
                ConfirmationAnswered { n: 3 },
                Confirmed {
                    n: 3,
                    english: inner.to_string(),
                    inner: inner.reason(),
                },
                Listed { sender: sender(), n: 1 },
                Bounce {
                    recipients: vec!["bob@example.org".into()],
                    status: Some("5.1.1".into()),
                    told: vec!["la-7 (alice@example.org)".into()],
                },
                Bounce {
                    recipients: vec!["bob@example.org".into(), "dave@example.org".into()],
                    status: None,
                    told: Vec::new(),
                },
            ]
        }
    }
}

mod player {
    use crate::player::*;

    use crate::games::lattaque::Rank;
    use crate::games::{Side, Square};

    use crate::protocol::blind::{self};

    impl ViewError {
        /// One of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<ViewError> {
            let mut out = Vec::new();
            if let Err(e) = blind::find_position("no position here") {
                out.push(ViewError::Position(e.why()));
            }
            out.push(ViewError::OtherGame {
                mail: "lattaque-2".into(),
                secret: "lattaque-1".into(),
            });
            out
        }
    }

    impl ViewSays {
        /// One of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<ViewSays> {
            let game = || "lattaque-1".to_string();
            vec![
                ViewSays::ToMove {
                    game: game(),
                    me: Side::First,
                    mover: Side::Second,
                    ply: 4,
                },
                ViewSays::ToMove {
                    game: game(),
                    me: Side::Second,
                    mover: Side::Second,
                    ply: 1,
                },
                ViewSays::Over {
                    game: game(),
                    me: Side::Second,
                    ply: 57,
                },
                ViewSays::OtherOptions {
                    mail: "attack=orthogonal".into(),
                    sealed: "attack=frontal".into(),
                },
                ViewSays::NotInArmy {
                    home: Square::new(0, 4),
                },
                ViewSays::ShownAs {
                    home: Square::new(1, 0),
                    shown: Rank::Scout,
                    army: Rank::Flag,
                },
            ]
        }
    }
}
