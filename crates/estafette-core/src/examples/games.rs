//! Fixtures of the games' sentences (see `examples`): one value of every
//! refusal of a move, its notation, an army or a position, and of every
//! way a game ends.

use crate::games::any::{GameKind, MoveError};
use crate::games::notation::{Forts, Syntax};
use crate::games::{lattaque, End, IllegalMove, ParseError, Side, Square};
use crate::reason::{Reason, Why};

impl Syntax {
    /// One of each (every variant), for the tests that check every
    /// catalog words them all.
    pub fn examples() -> Vec<Syntax> {
        let t = |s: &str| s.to_string();
        let sq = |s: &str| Square::parse(s).expect("a square");
        let bad_square = Square::parse("3c").expect_err("not a square");
        let forts = vec![
            Forts::Separator,
            Forts::SideMissing { part: t("c7+f4") },
            Forts::NotASide { text: t("french") },
            Forts::SideTwice { side: Side::First },
            Forts::SideTwice { side: Side::Second },
            Forts::EmptySquare { squares: t("c7++f4") },
            Forts::Square {
                english: bad_square.0.english,
                why: bad_square.0.reason,
            },
            Forts::Light { square: sq("c6") },
            Forts::Capital { square: sq("a1") },
            Forts::Both,
            Forts::Twice { square: sq("c7") },
        ];
        let mut out: Vec<Syntax> = vec![
            Syntax::EmptySquare,
            Syntax::NoFileLetter { text: t("4b") },
            Syntax::NoRankNumber { text: t("bb") },
            Syntax::NotASquare { text: t("b+4") },
            Syntax::RankZero { text: t("b0") },
            Syntax::OffBoard { square: sq("k4") },
            Syntax::RankOne,
            Syntax::NotAPiece { text: t("king") },
            Syntax::UnknownGame { text: t("chess") },
            Syntax::SwitchForm { text: t("spy") },
            Syntax::OptionForm { text: t("spy") },
            Syntax::SwitchTwice { name: t("spy") },
            Syntax::SwitchTwiceQuoted { name: t("huff") },
            Syntax::ResolvedNotWritten {
                given: t("spy=always,attack=frontal"),
                written: t("attack=frontal,spy=always"),
            },
            Syntax::ResolvedContradict {
                switch: t("spy"),
                value: t("always"),
            },
            Syntax::LattaqueVariant {
                text: t("modern"),
                variants: t("gibson-1925, standard"),
            },
            Syntax::LattaqueSwitch {
                text: t("bombs"),
                switches: t("attack, equal-scouts, spy, flag-placement, max-plies"),
            },
            Syntax::StrandVariant {
                text: t("modern"),
                variants: t("default"),
            },
            Syntax::StrandSwitch { text: t("bombs") },
            Syntax::AssautVariant {
                text: t("modern"),
                variants: t("default"),
            },
            Syntax::OnOff {
                switch: t("huff"),
                value: t("maybe"),
            },
            Syntax::AssautSwitch { text: t("bombs") },
        ];
        for switch in ["attack", "equal-scouts", "spy", "flag-placement", "max-plies"] {
            out.push(Syntax::LattaqueValue {
                value: t("Maybe"),
                switch: t(switch),
            });
        }
        out.extend(forts.into_iter().map(Syntax::Forts));
        out
    }
}

impl MoveError {
    /// One of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<MoveError> {
        let e3 = Square::parse("e3").expect("a square");
        vec![
            MoveError::Syntax(ParseError::typed(&Syntax::UnknownGame { text: "chess".into() })),
            MoveError::Illegal(IllegalMove::typed(&lattaque::Refusal::NoPiece { square: e3 })),
        ]
    }
}

impl End {
    /// One of each way a game ends (every variant, each count form), for
    /// the tests that check every catalog words them all.
    pub fn examples() -> Vec<(GameKind, End)> {
        use GameKind::{Assaut, Lattaque, Strand};
        let (a, b) = (Side::First, Side::Second);
        vec![
            (Strand, End::DrawAgreed),
            (
                Lattaque,
                End::Resigned {
                    side: b,
                    name: Some("Bob".into()),
                },
            ),
            (Assaut, End::Resigned { side: a, name: None }),
            (
                Strand,
                End::LostOnTime {
                    side: a,
                    name: "Alice".into(),
                },
            ),
            (
                Lattaque,
                End::Operator {
                    text: "both players asked".into(),
                },
            ),
            (Lattaque, End::NeitherArmyArrived),
            (Lattaque, End::FlagCaptured { winner: b }),
            (Lattaque, End::BothFlagsMissing),
            (Lattaque, End::MaxPlies { n: 400 }),
            (Lattaque, End::Blocked { side: a }),
            (Lattaque, End::NoMovablePiece { side: b }),
            (Lattaque, End::NoMoveSeen { side: a }),
            (Strand, End::CapitalReached { side: a }),
            (Strand, End::CapitalReached { side: b }),
            (Strand, End::NoPieceLeft { side: b }),
            (Strand, End::NoLegalMove { side: a }),
            (Assaut, End::NoLegalMove { side: b }),
            (Assaut, End::OfficersRemoved),
            (Assaut, End::FortressOccupied),
            (Assaut, End::SoldiersLeft { left: 1, taken: 23 }),
            (Assaut, End::SoldiersLeft { left: 8, taken: 16 }),
            (Assaut, End::Threefold),
            (
                Lattaque,
                End::Forfeit {
                    side: b,
                    why: Why {
                        english: "no final reveal by the deadline".into(),
                        reason: Reason::new("refusal-breach-no-reveal"),
                    },
                },
            ),
            (Lattaque, End::NoReveal),
        ]
    }
}

mod lattaque_examples {
    use crate::games::lattaque::bad_position::{Bad, BadPosition};
    use crate::games::lattaque::{FlagRule, Move, MoveRefusal, NotationError, Options, Rank, Refusal, SetupError};
    use crate::games::{End, Side, Square};
    use crate::reason::Explain;

    impl Refusal {
        /// One of each refusal of a move, its notation or an army (every variant
        /// and form), for the tests that check every catalog words them all.
        pub fn examples() -> Vec<Box<dyn Explain>> {
            let sq = |s: &str| Square::parse(s).expect("a square");
            let mv = Move::parse("b4-c5").expect("a move");
            let mut out: Vec<Box<dyn Explain>> = vec![
                Box::new(NotationError::Empty),
                Box::new(NotationError::Shape { text: "b4b5".into() }),
                Box::new(NotationError::TwoAttacks {
                    text: "b4xb5xb6".into(),
                }),
                Box::new(NotationError::Square {
                    text: "b0-b1".into(),
                    why: Square::parse("b0").expect_err("no square"),
                }),
                Box::new(NotationError::OffBoard {
                    text: "j1-j2".into(),
                    square: sq("j1"),
                }),
            ];
            let refusals = vec![
                Refusal::OffBoard { square: sq("j4") },
                Refusal::NoPiece { square: sq("b5") },
                Refusal::NotYours { square: sq("b7") },
                Refusal::NeverMoves {
                    square: sq("g1"),
                    rank: Rank::Flag,
                },
                Refusal::NeverMoves {
                    square: sq("a1"),
                    rank: Rank::Mine,
                },
                Refusal::SameSquare {
                    from: sq("b4"),
                    target: Some(sq("b5")),
                },
                Refusal::SameSquare {
                    from: sq("b4"),
                    target: None,
                },
                Refusal::Diagonal,
                Refusal::OneSquareOnly {
                    square: sq("a4"),
                    rank: Rank::Captain,
                },
                Refusal::RunNeedsScout { home: sq("a4") },
                Refusal::Lake { square: sq("c5") },
                Refusal::CrossesLake { square: sq("e5") },
                Refusal::Blocked { square: sq("a5") },
                Refusal::OwnPiece { square: sq("a3") },
                Refusal::EnemyPiece { square: sq("a6") },
                Refusal::AttackOwnSquare,
                Refusal::NotNext {
                    target: sq("a6"),
                    at: sq("a4"),
                },
                Refusal::Frontal {
                    at: sq("a4"),
                    side: Side::First,
                    only: Some(sq("a5")),
                },
                Refusal::Frontal {
                    at: sq("a1"),
                    side: Side::Second,
                    only: None,
                },
                Refusal::NothingToAttack { square: sq("a5") },
                Refusal::OwnTarget { square: sq("a3") },
                Refusal::GameOver {
                    end: End::FlagCaptured { winner: Side::Second },
                },
            ];
            for why in refusals {
                out.push(Box::new(MoveRefusal { mv, why: why.clone() }));
                out.push(Box::new(why));
            }
            for e in SetupError::examples() {
                out.push(Box::new(e));
            }
            out
        }
    }

    impl SetupError {
        /// One of each refusal of an army (every variant and form), for the
        /// tests that check every catalog words them all.
        pub fn examples() -> Vec<SetupError> {
            let sq = |s: &str| Square::parse(s).expect("a square");
            let (a, b) = (Side::First, Side::Second);
            vec![
                SetupError::LineCount { side: a, found: 0 },
                SetupError::LineCount { side: b, found: 1 },
                SetupError::LineCount { side: a, found: 5 },
                SetupError::Entries {
                    line: 1,
                    rank: 4,
                    found: 0,
                },
                SetupError::Entries {
                    line: 2,
                    rank: 9,
                    found: 1,
                },
                SetupError::Entries {
                    line: 4,
                    rank: 1,
                    found: 10,
                },
                SetupError::NotAssignment { text: "F".into() },
                SetupError::NoSquareBeforeEquals,
                SetupError::NotSquare { text: "zz".into() },
                SetupError::NoPieceNamed { square: sq("a1") },
                SetupError::UnknownPiece {
                    text: "1".into(),
                    square: Some(sq("b2")),
                },
                SetupError::UnknownPiece {
                    text: "Marshal".into(),
                    square: Some(sq("c3")),
                },
                SetupError::UnknownPiece {
                    text: "1".into(),
                    square: None,
                },
                SetupError::UnknownPiece {
                    text: "Marshal".into(),
                    square: None,
                },
                SetupError::OutsideZone {
                    square: sq("a5"),
                    side: a,
                },
                SetupError::OutsideZone {
                    square: sq("k7"),
                    side: b,
                },
                SetupError::Duplicate { square: sq("d2") },
                SetupError::Empty {
                    squares: vec![sq("a1"), sq("b1")],
                },
                SetupError::WrongCounts {
                    first: (Rank::Spy, 0),
                    rest: vec![(Rank::Mine, 0)],
                },
                SetupError::WrongCounts {
                    first: (Rank::Scout, 1),
                    rest: vec![(Rank::Flag, 2), (Rank::Colonel, 3)],
                },
                SetupError::WrongCounts {
                    first: (Rank::Spy, 0),
                    rest: Rank::ALL
                        .iter()
                        .skip(1)
                        .map(|r| (*r, 36 * (*r == Rank::Scout) as usize))
                        .collect(),
                },
                SetupError::FlagPlacement {
                    square: sq("c1"),
                    rule: FlagRule::BehindRiver,
                },
                SetupError::FlagPlacement {
                    square: sq("e2"),
                    rule: FlagRule::OnlyMines {
                        mines: vec![sq("e3"), sq("e4")],
                    },
                },
            ]
        }
    }

    impl BadPosition {
        /// One of each (every variant, on both kinds of board where both
        /// can say it), for the tests that check every catalog words them all.
        pub fn examples() -> Vec<BadPosition> {
            let sq = |s: &str| Square::parse(s).expect("a square");
            let t = |s: &str| s.to_string();
            let bad_home = Square::parse("z").expect_err("not a square");
            let bad_options = Options::from_text("spy=maybe").expect_err("not options");
            let mut out = Vec::new();
            for blind in [false, true] {
                let whys = vec![
                    Bad::Fields { found: 4 },
                    Bad::Start { text: t("strand") },
                    Bad::options(bad_options.clone()),
                    Bad::SideToMove { text: t("east") },
                    Bad::Ply { text: t("x") },
                    Bad::Rows { found: 9 },
                    Bad::RowTooLong { rank: 4 },
                    Bad::EmptyCount { item: t("12"), rank: 4 },
                    Bad::RowSquares { rank: 4, squares: 8 },
                    Bad::TokenSide {
                        token: t("x6"),
                        square: sq("b4"),
                    },
                    Bad::TokenHome {
                        token: t("s6@z"),
                        square: sq("b4"),
                        english: bad_home.0.english.clone(),
                        why: bad_home.0.reason.clone(),
                    },
                    Bad::HomeOffBoard {
                        token: t("s6@k4"),
                        square: sq("b4"),
                        home: sq("k4"),
                    },
                    Bad::TokenTail {
                        token: t("s6!"),
                        square: sq("b4"),
                        tail: t("!"),
                    },
                    Bad::RankCode {
                        token: t("s11"),
                        square: sq("b4"),
                        code: t("11"),
                        blind,
                    },
                    Bad::Lake { square: sq("c5") },
                    Bad::OutsideZone {
                        square: sq("b4"),
                        home: sq("b8"),
                        side: Side::First,
                    },
                    Bad::ShareHome {
                        side: Side::Second,
                        home: sq("b8"),
                    },
                ];
                out.extend(whys.into_iter().map(|why| why.of(blind)));
            }
            out.push(Bad::BothFlagsMissing.of(false));
            out.push(
                Bad::UnknownOpened {
                    token: t("s?*"),
                    square: sq("b4"),
                }
                .of(true),
            );
            for (rank, side) in [(Rank::Mine, Side::First), (Rank::Flag, Side::Second)] {
                out.push(
                    Bad::NeverLeaves {
                        square: sq("b4"),
                        rank,
                        home: sq("b2"),
                    }
                    .of(false),
                );
                out.push(Bad::TooMany { side, rank }.of(false));
            }
            out.push(
                Bad::TooMany {
                    side: Side::First,
                    rank: Rank::Scout,
                }
                .of(false),
            );
            out
        }
    }
}

mod strand_examples {
    use crate::games::strand::bad_position::BadPosition;
    use crate::games::strand::refusal::{Direction, Fault, Notation, Refusal};
    use crate::games::strand::{Kind, Move};
    use crate::games::{End, Side, Square};
    use crate::reason::Explain;

    /// One of each refusal (every variant), for the tests that check every
    /// catalog words them all.
    impl Refusal {
        pub fn examples() -> Vec<Box<dyn Explain>> {
            let s = |t: &str| Square::parse(t).expect("a square");
            let step = |a: &str, b: &str| Move::Step { from: s(a), to: s(b) };
            let jump = |a: &str, b: &[&str]| Move::Jump {
                from: s(a),
                landings: b.iter().map(|t| s(t)).collect(),
            };
            let (al, ge) = (Side::First, Side::Second);
            let faults = fault_examples();
            let mut out: Vec<Box<dyn Explain>> = vec![
                Box::new(Refusal::Over {
                    mv: step("c3", "d4"),
                    end: End::CapitalReached { side: ge },
                }),
                Box::new(Refusal::NoLegalMove {
                    mv: step("c3", "d4"),
                    side: al,
                }),
            ];
            out.extend(faults.into_iter().map(|fault| {
                Box::new(Refusal::Move {
                    mv: jump("c3", &["e5", "g7"]),
                    fault,
                }) as Box<dyn Explain>
            }));
            out.extend(
                [
                    Notation::Empty,
                    Notation::StepAndCapture {
                        text: "b4-c5xd6".into(),
                    },
                    Notation::StepTwoDestinations {
                        text: "b4-c5-d6".into(),
                    },
                    Notation::OneSquare { text: "b4".into() },
                    Notation::OffBoard { text: "k4".into() },
                ]
                .map(|n| Box::new(n) as Box<dyn Explain>),
            );
            out
        }
    }

    /// One of each fault of a move.
    fn fault_examples() -> Vec<Fault> {
        let s = |t: &str| Square::parse(t).expect("a square");
        let jump = |a: &str, b: &[&str]| Move::Jump {
            from: s(a),
            landings: b.iter().map(|t| s(t)).collect(),
        };
        let (al, ge) = (Side::First, Side::Second);
        vec![
            Fault::OffBoard { square: s("k5") },
            Fault::LightSquare { square: s("b1") },
            Fault::NoPiece { square: s("c3") },
            Fault::NotYours {
                square: s("c3"),
                owner: ge,
                side: al,
            },
            Fault::NotYours {
                square: s("c3"),
                owner: al,
                side: ge,
            },
            Fault::WriteWithX {
                capture: jump("c3", &["e5"]),
            },
            Fault::CannotMove {
                kind: Kind::Infantry,
                dir: Direction::Backward,
            },
            Fault::CannotMove {
                kind: Kind::Cavalry,
                dir: Direction::Forward,
            },
            Fault::HowItMoves { kind: Kind::Artillery },
            Fault::HowItMoves { kind: Kind::Infantry },
            Fault::HowItMoves { kind: Kind::Cavalry },
            Fault::BetweenOccupied { square: s("d4") },
            Fault::Occupied { square: s("d4") },
            Fault::OwnCapital { side: al },
            Fault::OwnCapital { side: ge },
            Fault::EnemyFortEnter { square: s("h8") },
            Fault::CaptureCompulsory {
                examples: vec![jump("c3", &["e5"])],
            },
            Fault::CaptureCompulsory {
                examples: vec![jump("c3", &["e5"]), jump("g3", &["e5", "c7"])],
            },
            Fault::CaptureCompulsory {
                examples: vec![jump("c3", &["e5"]), jump("g3", &["e5"]), jump("a3", &["c5"])],
            },
            Fault::NotLegal,
            Fault::NoLanding,
            Fault::CaptureEnds {
                side: al,
                square: s("j10"),
            },
            Fault::NotAJumpAtAll {
                from: s("c3"),
                to: s("c5"),
            },
            Fault::NotAJump {
                from: s("c3"),
                to: s("e5"),
            },
            Fault::LongJumpArtilleryOnly,
            Fault::CannotJump {
                kind: Kind::Cavalry,
                dir: Direction::Sideways,
            },
            Fault::LongJumpNeedsEmpty { square: s("d4") },
            Fault::NothingToTake { square: s("d4") },
            Fault::OwnPiece { square: s("d4") },
            Fault::AlreadyTaken {
                owner: ge,
                kind: Kind::Artillery,
                square: s("d4"),
            },
            Fault::StillHoldsTaken { square: s("d4") },
            Fault::OnOwnFort {
                owner: ge,
                kind: Kind::Infantry,
                square: s("h8"),
            },
            Fault::InFrontOfFort {
                owner: al,
                kind: Kind::Cavalry,
                square: s("c3"),
            },
            Fault::EnemyFortLand { square: s("h8") },
            Fault::Incomplete {
                square: s("e5"),
                next: s("g7"),
            },
            Fault::Leg {
                from: s("e5"),
                to: s("g7"),
                fault: Box::new(Fault::OwnPiece { square: s("f6") }),
            },
        ]
    }

    impl BadPosition {
        /// One of each (every variant, each side), for the tests that check
        /// every catalog words them all.
        pub fn examples() -> Vec<BadPosition> {
            let sq = |s: &str| Square::parse(s).expect("a square");
            let t = |s: &str| s.to_string();
            let mut out = vec![
                BadPosition::NotDark { square: sq("b1") },
                BadPosition::TwoPieces { square: sq("c3") },
                BadPosition::TooMany {
                    side: Side::First,
                    kind: Kind::Cavalry,
                    here: 9,
                    army: 8,
                },
                BadPosition::TooMany {
                    side: Side::Second,
                    kind: Kind::Artillery,
                    here: 3,
                    army: 2,
                },
                BadPosition::Ranks { found: 9 },
                BadPosition::ZeroCount { rank: 4 },
                BadPosition::NotAPiece { rank: 4, text: t("x") },
                BadPosition::RankSquares { rank: 4, found: 6 },
                BadPosition::NotStrand,
                BadPosition::Fields { found: 3 },
                BadPosition::Field { n: 4, key: t("ply") },
                BadPosition::SwitchField {
                    n: 2,
                    names: t("forts=..."),
                },
                BadPosition::Turn { text: t("french") },
                BadPosition::Ply { text: t("x") },
            ];
            for side in [Side::First, Side::Second] {
                out.push(BadPosition::OwnCapital { side });
                out.push(BadPosition::EnemyCapital { side });
                out.push(BadPosition::NoPiece { side });
            }
            out
        }
    }
}

mod assaut_examples {
    use crate::games::assaut::bad_position::{BadPosition, History};
    use crate::games::assaut::refusal::{Fault, Notation, Refusal};
    use crate::games::assaut::Move;
    use crate::games::{End, Side, Square};
    use crate::reason::Explain;

    /// One of each refusal (every variant, each count form), for the tests
    /// that check every catalog words them all.
    impl Refusal {
        pub fn examples() -> Vec<Box<dyn Explain>> {
            let s = |t: &str| Square::parse(t).expect("a square");
            let step = Move::Step {
                from: s("d3"),
                to: s("d4"),
            };
            let faults = fault_examples();
            let mut out: Vec<Box<dyn Explain>> = vec![
                Box::new(Refusal::Over {
                    mv: step.clone(),
                    end: End::SoldiersLeft { left: 8, taken: 16 },
                }),
                Box::new(Refusal::NotLegalPlacement {
                    mv: Move::Place(s("d6"), s("e6")),
                }),
                Box::new(Refusal::NotLegalMove { mv: step.clone() }),
                Box::new(Refusal::NotLegalCapture {
                    mv: Move::Jump {
                        from: s("d6"),
                        landings: vec![s("d4")],
                    },
                }),
            ];
            out.extend(faults.into_iter().map(|fault| {
                Box::new(Refusal::Move {
                    mv: step.clone(),
                    fault,
                }) as Box<dyn Explain>
            }));
            out.extend(
                [
                    Notation::OffBoard { square: s("h3") },
                    Notation::NotAPoint { square: s("a1") },
                    Notation::Empty,
                    Notation::UnexpectedCharacters { text: "d3–d4".into() },
                    Notation::PlacementCount { n: 3 },
                    Notation::Mixed {
                        text: "d3-d4xd5".into(),
                    },
                    Notation::EmptySquare { text: "d3--d4".into() },
                    Notation::NotOneSquare {
                        part: "d3d4".into(),
                        text: "d3d4-d5".into(),
                    },
                    Notation::StepTwoSquares {
                        text: "d3-d4-d5".into(),
                    },
                    Notation::NotAMove { text: "d3".into() },
                ]
                .map(|n| Box::new(n) as Box<dyn Explain>),
            );
            out
        }
    }

    /// One of each fault of a move.
    fn fault_examples() -> Vec<Fault> {
        let s = |t: &str| Square::parse(t).expect("a square");
        let (so, of) = (Side::First, Side::Second);
        vec![
            Fault::PlaceFirst,
            Fault::AlreadyPlaced,
            Fault::NotAPoint { square: s("a1") },
            Fault::SamePoint,
            Fault::NotFortress { square: s("d3") },
            Fault::NotEmpty { square: s("d4") },
            Fault::NoPiece { square: s("d3") },
            Fault::WrongTurn {
                square: s("d3"),
                piece: so,
                turn: of,
            },
            Fault::WrongTurn {
                square: s("d6"),
                piece: of,
                turn: so,
            },
            Fault::MustLeave,
            Fault::OnePointAtATime { piece: so },
            Fault::OnePointAtATime { piece: of },
            Fault::OnePointCapture {
                from: s("d6"),
                to: s("d4"),
            },
            Fault::NoLine {
                from: s("c3"),
                to: s("d4"),
            },
            Fault::LeavesFortress { square: s("d4") },
            Fault::BlackLineFortress {
                from: s("c5"),
                to: s("d5"),
            },
            Fault::BlackLine {
                from: s("c3"),
                to: s("d4"),
            },
            Fault::NeverBack,
            Fault::SidewaysTowardsD,
            Fault::CaptureCompulsory {
                n: 1,
                example: "d6xd4".into(),
            },
            Fault::CaptureCompulsory {
                n: 2,
                example: "d6xd4xf4".into(),
            },
            Fault::SoldiersNeverCapture,
            Fault::SoldiersTurn,
            Fault::NoLanding,
            Fault::NotAJump {
                from: s("d6"),
                to: s("d3"),
            },
            Fault::NotStraight {
                from: s("c3"),
                to: s("e5"),
                through: s("d4"),
            },
            Fault::NoSoldier { square: s("d5") },
            Fault::JumpedTwice { square: s("d5") },
            Fault::LandingNotEmpty { square: s("d4") },
            Fault::LargestCapture {
                taken: 1,
                max: 2,
                example: "d6xd4xf4".into(),
            },
            Fault::LargestCapture {
                taken: 2,
                max: 3,
                example: "d6xd4xf4xf6".into(),
            },
        ]
    }

    impl BadPosition {
        /// One of each (every variant), for the tests that check every
        /// catalog words them all.
        pub fn examples() -> Vec<BadPosition> {
            let t = |s: &str| s.to_string();
            let board = || t("..S/...");
            let end = End::OfficersRemoved;
            vec![
                BadPosition::Ranks {
                    board: board(),
                    found: 2,
                },
                BadPosition::RankPoints {
                    board: board(),
                    rank: 7,
                    points: 3,
                    found: 4,
                },
                BadPosition::NotAPoint {
                    board: board(),
                    text: t("X"),
                },
                BadPosition::TooManySoldiers { board: board() },
                BadPosition::TooManyOfficers { board: board() },
                BadPosition::Fields { found: 3 },
                BadPosition::NotAssaut { text: t("strand") },
                BadPosition::Switch { text: t("huff") },
                BadPosition::Turn { text: t("allies") },
                BadPosition::Ply { text: t("x") },
                BadPosition::SetupOfficer,
                BadPosition::SetupPly,
                BadPosition::History(History::TooLong { kept: 4, ply: 3 }),
                BadPosition::History(History::Third { entry: 5 }),
                BadPosition::History(History::Over { entry: 2, end }),
                BadPosition::History(History::NoMove {
                    entry: 1,
                    next: Some(2),
                }),
                BadPosition::History(History::NoMove { entry: 3, next: None }),
            ]
        }
    }
}
