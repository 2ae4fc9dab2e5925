//! Fixtures of referee's sentences (see `examples`), and of the replay's
//! (`play`).

use crate::games::any::GameKind;
use crate::games::lattaque::{self, Move, Rank};
use crate::games::{Side, Square};
use crate::play::ReplayError;
use crate::protocol::blind_line::BlindLine;
use crate::protocol::sign::{KeyFault as PublicKeyFault, SignError};
use crate::protocol::{CommitError, EncodeError, HexError};
use crate::reason::Why;
use crate::referee::account::AccountError;
use crate::referee::blind_refusal::{BlindRefusal, Breach};
use crate::referee::clock::{self, ClockError, DurationError};
use crate::referee::event::EventBytesError;
use crate::referee::misfit::{KeyFault, Misfit, Plain, Proof, Role, SnapshotFault, Who};
use crate::referee::refusal::{LineRefusal, Refusal};
use crate::referee::NotDone;

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
            (
                Strand,
                BadKey {
                    why: PublicKeyFault::Length,
                },
            ),
            (
                Strand,
                BadKey {
                    why: PublicKeyFault::NotEd25519,
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

impl ClockError {
    /// One of each, for the tests that check every catalog words them all.
    pub fn examples() -> Vec<ClockError> {
        vec![
            ClockError::MovesNotWhole { text: "x/3d".into() },
            ClockError::MovesRange { text: "0/3d".into() },
            ClockError::PeriodTooShort { text: "30m".into() },
            ClockError::Duration(DurationError::NoUnit { text: "3".into() }),
        ]
    }
}

impl DurationError {
    /// One of each, for the tests that check every catalog words them all.
    pub fn examples() -> Vec<DurationError> {
        let text = String::from("3x");
        vec![
            DurationError::Empty,
            DurationError::NotAUnit { text: text.clone() },
            DurationError::NumberFirst { text: "d".into() },
            DurationError::TooLong {
                text: "99999999999999d".into(),
            },
            DurationError::NoUnit { text: "3".into() },
            DurationError::OverAYear { text: "400d".into() },
        ]
    }
}

impl AccountError {
    /// One of each of the referee's own (not the games' nor the clock's),
    /// with the game each is worded for, for the tests that check every
    /// catalog words them all.
    pub fn examples() -> Vec<(GameKind, AccountError)> {
        use AccountError::*;
        vec![
            (GameKind::Lattaque, TakesOneGame { word: "OBSERVE".into() }),
            (
                GameKind::Lattaque,
                TakesOneGame {
                    word: "OBSERVER".into(),
                },
            ),
            (GameKind::Lattaque, TakesOneTournament { word: "JOIN".into() }),
            (GameKind::Lattaque, SiteTakesOnOrOff { word: "SITE".into() }),
            (GameKind::Lattaque, Usage),
            (GameKind::Strand, NotAnAddress { text: "bob".into() }),
            (GameKind::Lattaque, VariantNeedsName),
            (GameKind::Lattaque, SetNeeds),
            (GameKind::Lattaque, GraceNeedsLength),
            (GameKind::Strand, BlindLattaqueOnly { kind: GameKind::Strand }),
            (GameKind::Assaut, BlindLattaqueOnly { kind: GameKind::Assaut }),
            (GameKind::Lattaque, NotUnderstood { word: "bonjour".into() }),
            (GameKind::Lattaque, GraceNeedsClock),
            (GameKind::Lattaque, BlindNeedsClock),
        ]
    }
}

impl BlindRefusal {
    /// One of each refusal, for the tests that check every catalog words
    /// them all.
    pub fn examples() -> Vec<BlindRefusal> {
        use BlindRefusal::*;
        let sq = |s: &str| Square::parse(s).unwrap_or(Square { file: 0, rank: 0 });
        let not_a_move = |s: &str| match Move::parse(s) {
            Err(e) => e.why(),
            Ok(_) => Why::of(&BlindRefusal::NotInPlay),
        };
        vec![
            AllCommitted,
            ArmyCommitted,
            NoCommitment,
            NoPieceStarted { home: sq("c2") },
            NotInPlay,
            NotYourTurn { side: Side::Second },
            NotYourTurn { side: Side::First },
            OpenFirst {
                target: sq("b5"),
                home: sq("b7"),
            },
            CombatUnresolved,
            NotAMove {
                text: "a4-a5-a6".into(),
                why: not_a_move("a4-a5-a6"),
            },
            NotAMove {
                text: "b4-k4".into(),
                why: not_a_move("b4-k4"),
            },
            MoveRefused {
                mv: "a4-a6".into(),
                why: Why::of(&lattaque::Refusal::NoPiece { square: sq("a4") }),
            },
            AttackNeedsOpening {
                mv: "a4xa5".into(),
                home: sq("a4"),
            },
            NoPieceToAttack,
            GameOver,
            RevealTooEarly,
            AlreadyRevealed,
            NoArmyCommitted,
            SealYourArmy,
            OtherKey,
            OtherOptions {
                sealed: "standard".into(),
                game: "gibson-1925".into(),
            },
            BadOpenLine {
                line: "open b3".into(),
                why: Why::of(&crate::protocol::commit::OpenLineError::WordCount(2)),
            },
            NoMove,
            Protocol(Why::of(&BlindLine::NoCommit)),
        ]
    }
}

impl Breach {
    /// One of each breach, for the tests that check every catalog words
    /// them all.
    pub fn examples() -> Vec<Breach> {
        use Breach::*;
        let sq = |s: &str| Square::parse(s).unwrap_or(Square { file: 0, rank: 0 });
        vec![
            OpeningMismatch {
                home: sq("a4"),
                rank: Rank::Colonel,
            },
            TooManyOpened { n: 2, rank: Rank::Spy },
            TooManyOpened {
                n: 9,
                rank: Rank::Scout,
            },
            MovedButOpened {
                home: sq("b2"),
                rank: Rank::Flag,
            },
            MovedButRevealed {
                home: sq("b2"),
                rank: Rank::Mine,
            },
            Reveal(Why::of(&BlindLine::RevealMismatch)),
            IllegalMove {
                n: 3,
                mv: "a5-a6".into(),
                why: Why::of(&lattaque::Refusal::NeverMoves {
                    square: sq("a5"),
                    rank: Rank::Mine,
                }),
            },
            NoReveal,
        ]
    }
}

impl EventBytesError {
    /// One of each error, for the tests of the catalogs.
    pub fn examples() -> Vec<EventBytesError> {
        vec![
            EventBytesError::NotAnEvent {
                why: "expected value at line 1 column 1".into(),
            },
            EventBytesError::NotCanonical {
                at: 9,
                reads: "moved\", \"side".into(),
                canonical: "moved\",\"side\"".into(),
            },
        ]
    }
}

impl NotDone {
    /// One value of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<NotDone> {
        let options = crate::games::any::OptionsSpec {
            variant: Some("no-such-variant".into()),
            ..Default::default()
        };
        let bad = options
            .resolve(crate::games::any::GameKind::Lattaque)
            .expect_err("an unknown variant is refused");
        vec![
            NotDone::NoReason,
            NotDone::BlindNeedsClock,
            NotDone::BadOptions(bad),
            NotDone::Misfit(Misfit::examples().remove(0)),
        ]
    }
}

impl Misfit {
    /// One of each kind of fault, for the tests of the catalogs (its sides
    /// those of L'Attaque).
    pub fn examples() -> Vec<Misfit> {
        use Misfit::*;
        let who = Who::example;
        let north = || Who {
            kind: GameKind::Lattaque,
            side: Side::Second,
            name: "Bob".into(),
        };
        let army = crate::games::lattaque::SetupError::NoSquareBeforeEquals;
        let rules = crate::games::ParseError::typed(&army).why();
        let text = || "b4-b5".to_string();
        let mut out: Vec<Misfit> = crate::referee::misfit::Plain::ALL
            .iter()
            .map(|p| Misfit::Plain(*p))
            .collect();
        out.extend(crate::referee::misfit::Proof::examples().into_iter().map(Misfit::Proof));
        out.extend(KeyFault::examples().into_iter().map(Misfit::Key));
        out.extend(SnapshotFault::examples().into_iter().map(Misfit::Snapshot));
        out.extend([
            Inner(Why::of(&army)),
            AtEvent {
                n: 7,
                misfit: Box::new(MovePaused { text: text() }),
            },
            NoSuchSide { side: 3 },
            BadGameId { game: "Game 1".into() },
            UnknownMode { mode: "open".into() },
            BadOptions { why: rules.clone() },
            NoHiddenArmies { kind: GameKind::Strand },
            NotOnClock { who: who() },
            WrongDeadline {
                who: north(),
                deadline: 1_700_000_000,
                given: 1_700_003_600,
            },
            CommittedTwice { who: who() },
            MoveNotInPlay { text: text() },
            MovePaused { text: text() },
            OutOfTurn {
                text: text(),
                who: north(),
            },
            WrongPly {
                text: text(),
                ply: 4,
                expected: 3,
            },
            MoveNotAMove {
                ply: 3,
                text: text(),
                why: rules.clone(),
            },
            MoveIllegal {
                ply: 3,
                text: text(),
                why: rules.clone(),
            },
            MoveFails {
                ply: 3,
                text: text(),
                why: Why::of(&Misfit::Plain(crate::referee::misfit::Plain::CombatUnrecorded)),
            },
            NotCanonical {
                ply: 3,
                text: "B4-B5".into(),
                canonical: text(),
            },
            NotCanonicalBlind {
                ply: 3,
                text: "B4-B5".into(),
            },
        ]);
        out.extend(Misfit::examples_more(who, north));
        out
    }

    fn examples_more(who: fn() -> Who, north: impl Fn() -> Who) -> Vec<Misfit> {
        use Misfit::*;
        vec![
            PublishedTwice { who: who() },
            PublishedUncommitted { who: north() },
            PublishedRootDiffers { who: who() },
            PublishedArmyDiffers { who: who() },
            ResultDiffers {
                winner: 1,
                recorded: "\"the Flag was captured\"".into(),
                rules_winner: 0,
                given: "\"a draw was agreed\"".into(),
            },
            ResultDiffers {
                winner: 0,
                recorded: "[draw-agreed]".into(),
                rules_winner: 2,
                given: "[end-resigned side=1]".into(),
            },
            EndedForNothing {
                reason: "the Flag was captured".into(),
            },
            ReminderEarly { before: 86400 },
            VacationSpan {
                from: 1_700_000_000,
                until: 1_699_000_000,
            },
            SideTimeoutEarly { who: north() },
            BlindCommitBad { who: who() },
            OwesNoReveal { who: north() },
        ]
    }
}

impl Proof {
    /// One of each, for the tests of the catalogs.
    pub fn examples() -> Vec<Proof> {
        use Proof::*;
        let why = || Why::of(&HexError::WrongLength(32, 1));
        let mismatch = || Why::of(&CommitError::RootMismatch);
        let who = Who::example;
        let home = Square::new(1, 3);
        vec![
            BadSeed { why: why() },
            CannotCommit {
                why: Why::of(&CommitError::NoPieces),
            },
            CannotOpen {
                why: Why::of(&EncodeError::EmptyString),
            },
            BadRoot { why: why() },
            BadLeaf { why: why() },
            BadSalt { why: why() },
            LeafOffBoard { square: "k11".into() },
            NoLeaf { square: "b4".into() },
            CombatPiece {
                role: Role::Attacker,
                rank: "9".into(),
                square: "b4".into(),
                rules_rank: "S".into(),
                home,
            },
            CombatPiece {
                role: Role::Defender,
                rank: "B".into(),
                square: "c7".into(),
                rules_rank: "M".into(),
                home,
            },
            OpeningMismatch {
                role: Role::Attacker,
                square: "b4".into(),
            },
            OpeningMismatch {
                role: Role::Defender,
                square: "c7".into(),
            },
            Removed {
                recorded: vec!["b4".into()],
                rules: vec!["b4".into(), "b5".into()],
            },
            CommitKeyOutsideBlind { who: who() },
            CommitmentBad {
                who: who(),
                why: mismatch(),
            },
            CommitNotArmy { who: who() },
            CommittedKeyBad {
                side: 2,
                why: Why::of(&SignError::Key(PublicKeyFault::NotEd25519)),
            },
            BlindCommitmentBad {
                side: 1,
                why: mismatch(),
                with_key: true,
            },
            BlindCommitmentBad {
                side: 2,
                why: mismatch(),
                with_key: false,
            },
        ]
    }
}

impl SnapshotFault {
    /// One of each, for the tests of the catalogs.
    pub fn examples() -> Vec<SnapshotFault> {
        use SnapshotFault::*;
        let why = crate::games::ParseError::typed(&crate::games::lattaque::SetupError::NoSquareBeforeEquals).why();
        vec![
            NotJson {
                why: "EOF while parsing a value at line 1 column 0".into(),
            },
            Older,
            Position { why },
            SquareWithoutLeaf,
            NoLeavesNorArmy,
            HeldArmyDiffers,
            HistoryCount {
                id: "game-1".into(),
                replayed_n: 12,
                replayed_plies: 1,
                n: 12,
                plies: 8,
            },
            HistoryDiffers { id: "game-1".into() },
        ]
    }
}

impl KeyFault {
    /// One of each, for the tests of the catalogs.
    pub fn examples() -> Vec<KeyFault> {
        use KeyFault::*;
        let why = || "not a base64 Ed25519 public key".to_string();
        vec![
            SecondKey { side: 1 },
            KeyAfterMoving { side: 2 },
            BadKey { side: 1, why: why() },
            NoKey { side: 2 },
            SeenOutOfRange {
                side: 1,
                seen: 3,
                last: 5,
                n: 9,
            },
            BadHead {
                why: "expected 64 hex digits (32 bytes), found 2 (1 bytes)".into(),
            },
            Unreadable {
                why: "a signature is 64 bytes in base64".into(),
            },
            Uncheckable { why: why() },
            Fails { side: 2, seen: 12 },
            Uncovered {
                n: 14,
                side: 1,
                kind: "move".into(),
            },
            CommittedKeyBad { side: 2, why: why() },
            OtherKey { side: 1 },
            SealedOutOfPlace { side: 2 },
            SealedUnpublished { side: 1 },
            SealedMismatch { side: 2 },
        ]
    }
}

impl ReplayError {
    /// One of each error, for the tests of the catalogs.
    pub fn examples() -> Vec<ReplayError> {
        use crate::referee::event::EventBytesError;
        use ReplayError::*;
        let entry = EventBytesError::NotAnEvent {
            why: "expected value at line 1 column 1".into(),
        };
        let army = lattaque::SetupError::LineCount {
            side: Side::Second,
            found: 3,
        };
        vec![
            Entry {
                n: 4,
                why: Why::of(&entry),
            },
            NoCreation,
            Options(Why::of(&crate::games::notation::Syntax::examples()[0])),
            NoStart { kind: GameKind::Strand },
            ArmyMissing { side: Side::Second },
            ArmyBad {
                side: Side::First,
                why: Why::of(&army),
            },
        ]
    }
}

impl LineRefusal {
    /// Every one of them, for the tests.
    pub const ALL: [LineRefusal; 13] = [
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
        LineRefusal::CalendarTakes,
    ];
}

impl Who {
    fn example() -> Who {
        Who {
            kind: GameKind::Lattaque,
            side: Side::First,
            name: "Alice".into(),
        }
    }
}

impl Plain {
    /// Every fault, for the tests of the catalogs.
    pub const ALL: &'static [Plain] = &[
        Plain::FirstNotCreated,
        Plain::EmptyLog,
        Plain::BlindNotLattaque,
        Plain::SetupOnlyLattaque,
        Plain::NoPosition,
        Plain::ArmyNotHeld,
        Plain::NoCommitment,
        Plain::CombatUnrecorded,
        Plain::CombatInvented,
        Plain::ShouldHaveEnded,
        Plain::OpeningsOnlyBlind,
        Plain::SecondCreated,
        Plain::OpeningOutsideBlind,
        Plain::CommitOutsideSetup,
        Plain::ArmiesUnknown,
        Plain::PublishedBeforeEnd,
        Plain::DrawOfferAfterEnd,
        Plain::ResignAfterEnd,
        Plain::DrawDeclinedUnoffered,
        Plain::DecisionBad,
        Plain::AddressAfterEnd,
        Plain::EndedTwice,
        Plain::LateEarly,
        Plain::PauseBad,
        Plain::ResumeUnpaused,
        Plain::VacationAfterEnd,
        Plain::VacationNoClock,
        Plain::ExtensionNotPositive,
        Plain::TimeoutNoClock,
        Plain::BothTimedOutArmyArrived,
        Plain::NobodyOnClock,
        Plain::TimeoutEarly,
        Plain::BlindMoveCombat,
        Plain::OnlyRevealsAwaited,
        Plain::EmptyOpening,
        Plain::NoClock,
        Plain::RevealTimeoutEarly,
    ];
}
