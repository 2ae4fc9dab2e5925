//! Why a game ended, as data: each way a game of any of the three can end
//! (by the rules, by the players, by the clock, by the operator), with its
//! sides, counts and names.
//!
//! Declared with `#[derive(Sentence)]`: [`Explain::reason`] gives the
//! [`Reason`] the catalogs word in each language (`templates/<lang>/end.ftl`,
//! one message per code); [`End::english`] the English the log records
//! (transcripts verify by it), the sides named as the game names them.

use serde::{Deserialize, Serialize};

use super::side::Side;
use std::fmt;

use crate::reason::{Explain, Reason, Sentence, Why};

/// Why a game ended. (Serialised in the saved snapshot only; the log
/// records [`End::english`].)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Sentence)]
#[serde(tag = "end", rename_all = "kebab-case")]
#[sentence(prefix = "end-")]
pub enum End {
    /// Both players agreed a draw.
    DrawAgreed,
    /// A player resigned; `name` is the player's name, where it is known.
    #[sentence(by = resigned, ids = ["end-resigned", "end-resigned-side"])]
    Resigned { side: Side, name: Option<String> },
    /// A player's time ran out (deadline and grace).
    LostOnTime { side: Side, name: String },
    /// The operator decided the game, for the reason given.
    Operator { text: String },
    /// L'Attaque: neither army arrived before the setup deadline.
    #[sentence(id = "end-neither-army")]
    NeitherArmyArrived,
    /// L'Attaque: `winner` took the other side's Flag.
    #[sentence(by = flag_captured, ids = ["end-flag-captured"])]
    FlagCaptured { winner: Side },
    /// L'Attaque: neither side has its Flag.
    BothFlagsMissing,
    /// L'Attaque: the `max-plies` switch ended the game at `n` plies.
    MaxPlies { n: u32 },
    /// L'Attaque: `side` cannot move, though it has pieces that move.
    Blocked { side: Side },
    /// L'Attaque: `side` has no piece left that moves.
    NoMovablePiece { side: Side },
    /// L'Attaque, blind: as far as the board shows, `side` cannot move.
    NoMoveSeen { side: Side },
    /// Strand: `side` reached the other side's capital.
    #[sentence(by = capital_reached, ids = ["end-capital-reached"])]
    CapitalReached { side: Side },
    /// Strand: `side` has no piece left.
    NoPieceLeft { side: Side },
    /// Strand, L'Assaut: `side` has no legal move.
    NoLegalMove { side: Side },
    /// L'Assaut: both Officers are gone, so the Officers cannot move.
    OfficersRemoved,
    /// L'Assaut: the Soldiers hold every fortress point.
    FortressOccupied,
    /// L'Assaut: `left` Soldiers remain, `taken` were taken.
    SoldiersLeft { left: u32, taken: u32 },
    /// L'Assaut: the same position, same player to move, a third time.
    Threefold,
    /// Blind: `side` broke the protocol or the rules and forfeits; `why`
    /// is the breach (the blind referee's `Breach`).
    Forfeit { side: Side, why: Why },
    /// Blind: neither player revealed their army in time.
    NoReveal,
}

/// The name of the capital `side` must reach (Strand).
fn capital(side: Side) -> &'static str {
    capital_name(side.other())
}

/// `Bordeaux` or `Berlin`.
pub fn capital_name(side: Side) -> &'static str {
    match side {
        Side::First => "Bordeaux",
        Side::Second => "Berlin",
    }
}

/// A resignation, by the player's name where it is known.
fn resigned(side: &Side, name: &Option<String>) -> Reason {
    match name {
        Some(n) => Reason::new("end-resigned").arg("side", *side).text("name", n),
        None => Reason::new("end-resigned-side").arg("side", *side),
    }
}

/// `winner` took the other side's Flag.
fn flag_captured(winner: &Side) -> Reason {
    Reason::new("end-flag-captured")
        .arg("winner", *winner)
        .arg("loser", winner.other())
}

/// `side` reached the capital it must reach.
fn capital_reached(side: &Side) -> Reason {
    Reason::new("end-capital-reached")
        .arg("side", *side)
        .text("capital", capital(*side))
}

/// A reason's English for a game, as `Display`.
struct English<'a>(&'a str, Reason);

impl fmt::Display for English<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        estafette_words::english(f, self.0, &self.1)
    }
}

impl End {
    /// The sentence the log records, in English, the sides named as the
    /// game `kind` names them.
    pub fn english(&self, game: impl estafette_words::GameName) -> String {
        English(game.game_name(), self.reason()).to_string()
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win { winner: Side, reason: End },
    Draw { reason: End },
}

impl Outcome {
    /// Why the game ended.
    pub fn reason(&self) -> &End {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }
}
