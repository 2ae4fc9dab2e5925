//! The blind referee's refusals and breaches, as data: why a commitment,
//! an opening, a move or a reveal of a blind game is refused (the player
//! may send it again), and how a player broke the protocol or the rules
//! (they forfeit), with squares, ranks, sides, counts and the player's own
//! text.
//!
//! `Display` gives the English the log and `Decision.failure` record (it
//! never changes: a forfeit's English is part of the sentence the log
//! records when the game ends); [`Explain::reason`] gives the code and
//! arguments the catalogs word (`templates/<lang>/refusal.ftl`, codes
//! `refusal-blind-...` and `refusal-breach-...`). A sentence of the rules
//! or the protocol inside one of them is carried as a [`Why`] (typed where
//! its source is).
//!
//! Pure.

use std::fmt;

use crate::games::lattaque::{side_name, Move, Rank, Refusal};
use crate::games::{Side, Square};
use crate::protocol::blind_line::BlindLine;
use crate::reason::{Explain, Reason, Why};

/// Why the blind referee refuses a player's commitment, opening, move or
/// reveal (nothing is applied).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BlindRefusal {
    /// A commitment after both armies were committed.
    AllCommitted,
    /// A second commitment from a side whose army is committed.
    ArmyCommitted,
    /// An opening from a side that committed nothing.
    NoCommitment,
    /// An opening of a square where none of the side's pieces started.
    NoPieceStarted { home: Square },
    /// A move or an opening outside play.
    NotInPlay,
    /// A move out of turn: `side` is to move.
    NotYourTurn { side: Side },
    /// A move while the side's piece on `target` (from `home`) waits to be
    /// opened.
    OpenFirst { target: Square, home: Square },
    /// A pending combat the board cannot resolve (never in a sound game).
    CombatUnresolved,
    /// A move whose text is no move; `why` is the notation's refusal.
    NotAMove { text: String, why: Why },
    /// A move the board refuses; `why` is the rules' refusal.
    MoveRefused { mv: String, why: Why },
    /// An attack whose attacking piece (from `home`) is not opened.
    AttackNeedsOpening { mv: String, home: Square },
    /// An attack on an empty square (never in a sound game).
    NoPieceToAttack,
    /// A resignation after the game ended.
    GameOver,
    /// A reveal before the game is over on the board.
    RevealTooEarly,
    /// A second reveal.
    AlreadyRevealed,
    /// A reveal from a side that committed no army.
    NoArmyCommitted,
    /// An army sent as in an ordinary game.
    SealYourArmy,
    /// A commitment binding another key than the registered one.
    OtherKey,
    /// A commitment whose `options` line names other options than the
    /// game's (each as its variant's name, or its switches).
    OtherOptions { sealed: String, game: String },
    /// An opening line that cannot be read; `why` is the protocol's
    /// refusal.
    BadOpenLine { line: String, why: Why },
    /// A move mail whose move was not played (never in a sound game).
    NoMove,
    /// A commitment or a reveal the protocol refuses.
    Protocol(Why),
}

/// How a player of a blind game broke the protocol or the rules, so they
/// forfeit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Breach {
    /// An opening of the piece from `home` as `rank` that its leaf refutes.
    OpeningMismatch { home: Square, rank: Rank },
    /// `n` pieces opened as `rank`, more than an army has.
    TooManyOpened { n: usize, rank: Rank },
    /// The piece from `home` moved, but opened as `rank`, which never moves.
    MovedButOpened { home: Square, rank: Rank },
    /// The piece from `home` moved, but the revealed army has `rank` there.
    MovedButRevealed { home: Square, rank: Rank },
    /// The reveal fails the protocol's checks; `why` is its refusal.
    Reveal(Why),
    /// Move `n` (`mv`) is illegal once the armies are known.
    IllegalMove { n: usize, mv: String, why: Why },
    /// No final reveal by the deadline.
    NoReveal,
}

impl fmt::Display for BlindRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BlindRefusal::*;
        match self {
            AllCommitted => f.write_str("the armies are already committed"),
            ArmyCommitted => f.write_str("your army is already committed and cannot be changed"),
            NoCommitment => f.write_str("no commitment"),
            NoPieceStarted { home } => write!(f, "no piece of yours started on {home}"),
            NotInPlay => f.write_str("the game is not in play"),
            NotYourTurn { side } => write!(f, "it is not your turn: {} is to move", side_name(*side)),
            OpenFirst { target, home } => write!(
                f,
                "your piece on {target} (from {home}) was attacked: open it first (estafette open SECRETFILE {home})"
            ),
            CombatUnresolved => f.write_str("the combat cannot be resolved"),
            NotAMove { text, why } => write!(f, "'{text}' is not a move: {why}"),
            MoveRefused { mv, why } => write!(f, "{mv}: {why}"),
            AttackNeedsOpening { mv, home } => write!(
                f,
                "{mv}: an attack needs your opening of the attacking piece (from {home}) in the same mail"
            ),
            NoPieceToAttack => f.write_str("no piece to attack"),
            GameOver => f.write_str("the game is over"),
            RevealTooEarly => f.write_str("the reveal comes when the game is over on the board"),
            AlreadyRevealed => f.write_str("your army is already revealed"),
            NoArmyCommitted => f.write_str("you committed no army"),
            SealYourArmy => f.write_str(
                "this is a blind game: seal your army with `estafette seal` and mail the 'commit' and 'leaf' lines it prints",
            ),
            OtherKey => f.write_str(
                "your commitment binds another signing key than the one you registered with KEY: a player has one key in a game, so this commitment is refused",
            ),
            OtherOptions { sealed, game } => write!(
                f,
                "your army was sealed under other options ({sealed}) than this game's ({game}): seal it again with the options of the seal line of your invitation, and mail the new lines"
            ),
            BadOpenLine { line, why } => write!(f, "'{line}': {why}"),
            NoMove => f.write_str("no move"),
            Protocol(why) => write!(f, "{why}"),
        }
    }
}

impl Explain for BlindRefusal {
    fn reason(&self) -> Reason {
        use BlindRefusal::*;
        let code = |c: &str| Reason::new(&format!("refusal-blind-{c}"));
        match self {
            AllCommitted => code("all-committed"),
            ArmyCommitted => Reason::new("refusal-army-committed"),
            NoCommitment => code("no-commitment"),
            NoPieceStarted { home } => code("no-piece-started").text("home", home),
            NotInPlay => code("not-in-play"),
            NotYourTurn { side } => code("not-your-turn").arg("side", *side),
            OpenFirst { target, home } => code("open-first").text("target", target).text("home", home),
            CombatUnresolved => code("combat-unresolved"),
            // The notation's refusal often quotes the move already: the
            // English says it twice (as the log has it), other languages once.
            NotAMove { text, why } if why.english.starts_with(&format!("'{text}' is not a move: ")) => {
                code("not-a-move-again")
                    .text("text", text)
                    .reason("why", why.reason.clone())
            }
            NotAMove { text, why } => Reason::new("not-a-move")
                .text("text", text)
                .reason("why", why.reason.clone()),
            MoveRefused { mv, why } => code("move-refused").text("move", mv).reason("why", why.reason.clone()),
            AttackNeedsOpening { mv, home } => code("attack-needs-opening").text("move", mv).text("home", home),
            NoPieceToAttack => code("no-piece-to-attack"),
            GameOver => code("game-over"),
            RevealTooEarly => code("reveal-too-early"),
            AlreadyRevealed => code("already-revealed"),
            NoArmyCommitted => code("no-army-committed"),
            SealYourArmy => code("seal-your-army"),
            OtherKey => code("other-key"),
            OtherOptions { sealed, game } => code("other-options").text("sealed", sealed).text("game", game),
            BadOpenLine { line, why } => code("bad-open-line")
                .text("line", line)
                .reason("why", why.reason.clone()),
            NoMove => code("no-move"),
            Protocol(why) => why.reason.clone(),
        }
    }
}

impl fmt::Display for Breach {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Breach::*;
        match self {
            OpeningMismatch { home, rank } => write!(
                f,
                "the opening of the piece from {home} as {} does not match its leaf",
                rank.name_en()
            ),
            TooManyOpened { n, rank } => write!(
                f,
                "{n} pieces opened as {}: an army has {}",
                rank.plural_en(),
                rank.count()
            ),
            MovedButOpened { home, rank } => {
                write!(f, "the piece from {home} moved, but it opened as a {}", rank.name_en())
            }
            MovedButRevealed { home, rank } => {
                write!(
                    f,
                    "the piece from {home} moved, but the army has a {} there",
                    rank.name_en()
                )
            }
            Reveal(why) => write!(f, "{why}"),
            IllegalMove { n, mv, why } => write!(f, "move {n} ({mv}) is illegal with the armies revealed: {why}"),
            NoReveal => f.write_str("no final reveal by the deadline"),
        }
    }
}

impl Explain for Breach {
    fn reason(&self) -> Reason {
        use Breach::*;
        let code = |c: &str| Reason::new(&format!("refusal-breach-{c}"));
        match self {
            OpeningMismatch { home, rank } => code("opening-mismatch").text("home", home).arg("rank", *rank),
            TooManyOpened { n, rank } => code("too-many-opened")
                .num("n", *n)
                .arg("rank", *rank)
                .num("count", rank.count()),
            MovedButOpened { home, rank } => code("moved-but-opened").text("home", home).arg("rank", *rank),
            MovedButRevealed { home, rank } => code("moved-but-revealed").text("home", home).arg("rank", *rank),
            Reveal(why) => why.reason.clone(),
            IllegalMove { n, mv, why } => code("illegal-move")
                .num("n", *n)
                .text("move", mv)
                .reason("why", why.reason.clone()),
            NoReveal => code("no-reveal"),
        }
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
                why: Why::of(&Refusal::NoPiece { square: sq("a4") }),
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
                why: Why::of(&Refusal::NeverMoves {
                    square: sq("a5"),
                    rank: Rank::Mine,
                }),
            },
            NoReveal,
        ]
    }
}
