//! The blind referee's refusals and breaches, as data: why a commitment,
//! an opening, a move or a reveal of a blind game is refused (the player
//! may send it again), and how a player broke the protocol or the rules
//! (they forfeit), with squares, ranks, sides, counts and the player's own
//! text.
//!
//! `Display` gives the English the log and `Decision.failure` record (it
//! never changes: a forfeit's English is part of the sentence the log
//! records when the game ends); [`crate::reason::Explain::reason`] gives the code and
//! arguments the catalogs word (`templates/<lang>/refusal.ftl`, codes
//! `refusal-blind-...` and `refusal-breach-...`). A sentence of the rules
//! or the protocol inside one of them is carried as a [`Why`] (typed where
//! its source is).
//!
//! Pure.

use crate::games::lattaque::Rank;
use crate::games::{Side, Square};
use crate::reason::{Reason, Sentence, Why};

/// Why the blind referee refuses a player's commitment, opening, move or
/// reveal (nothing is applied).
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "refusal-blind-", game = "lattaque")]
pub enum BlindRefusal {
    /// A commitment after both armies were committed.
    AllCommitted,
    /// A second commitment from a side whose army is committed.
    #[sentence(id = "refusal-army-committed")]
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
    #[sentence(by = not_a_move, ids = ["refusal-blind-not-a-move-again", "not-a-move"])]
    NotAMove { text: String, why: Why },
    /// A move the board refuses; `why` is the rules' refusal.
    MoveRefused {
        #[sentence(name = "move")]
        mv: String,
        why: Why,
    },
    /// An attack whose attacking piece (from `home`) is not opened.
    AttackNeedsOpening {
        #[sentence(name = "move")]
        mv: String,
        home: Square,
    },
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
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "refusal-breach-", game = "lattaque")]
pub enum Breach {
    /// An opening of the piece from `home` as `rank` that its leaf refutes.
    OpeningMismatch { home: Square, rank: Rank },
    /// `n` pieces opened as `rank`, more than an army has.
    #[sentence(by = too_many_opened, ids = ["refusal-breach-too-many-opened"])]
    TooManyOpened { n: usize, rank: Rank },
    /// The piece from `home` moved, but opened as `rank`, which never moves.
    MovedButOpened { home: Square, rank: Rank },
    /// The piece from `home` moved, but the revealed army has `rank` there.
    MovedButRevealed { home: Square, rank: Rank },
    /// The reveal fails the protocol's checks; `why` is its refusal.
    Reveal(Why),
    /// Move `n` (`mv`) is illegal once the armies are known.
    IllegalMove {
        n: usize,
        #[sentence(name = "move")]
        mv: String,
        why: Why,
    },
    /// No final reveal by the deadline.
    NoReveal,
}

/// A text that is no move: the notation's refusal often quotes the move
/// already, and the English says it twice (as the log has it), other
/// languages once.
fn not_a_move(text: &str, why: &Why) -> Reason {
    let code = if why.english.starts_with(&format!("'{text}' is not a move: ")) {
        "refusal-blind-not-a-move-again"
    } else {
        "not-a-move"
    };
    Reason::new(code).text("text", text).reason("why", why.reason.clone())
}

/// Too many pieces opened as `rank`, and how many an army has.
fn too_many_opened(n: &usize, rank: &Rank) -> Reason {
    Reason::new("refusal-breach-too-many-opened")
        .num("n", *n)
        .arg("rank", *rank)
        .num("count", rank.count())
}
