//! Why a game ended, as data: each way a game of any of the three can end
//! (by the rules, by the players, by the clock, by the operator), with its
//! sides, counts and names.
//!
//! [`End::english`] gives the sentence the log records (it never changes:
//! transcripts verify by it); [`End::reason`] gives the [`Reason`] the
//! catalogs word in each language (`templates/<lang>/end.ftl`, one message
//! per code).

use serde::{Deserialize, Serialize};

use crate::games::any::GameKind;
use crate::games::Side;
use crate::reason::{Reason, Why};

/// Why a game ended. (Serialised in the saved snapshot only; the log
/// records [`End::english`].)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "end", rename_all = "kebab-case")]
pub enum End {
    /// Both players agreed a draw.
    DrawAgreed,
    /// A player resigned; `name` is the player's name, where it is known.
    Resigned { side: Side, name: Option<String> },
    /// A player's time ran out (deadline and grace).
    LostOnTime { side: Side, name: String },
    /// The operator decided the game, for the reason given.
    Operator { text: String },
    /// L'Attaque: neither army arrived before the setup deadline.
    NeitherArmyArrived,
    /// L'Attaque: `winner` took the other side's Flag.
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

impl End {
    /// The sentence the log records, in English.
    pub fn english(&self, kind: GameKind) -> String {
        self.english_with(|side| kind.side_name(side))
    }

    /// [`End::english`], the sides named by `name` (each rules engine has
    /// its own names).
    pub fn english_with(&self, name: impl Fn(Side) -> &'static str) -> String {
        match self {
            End::DrawAgreed => "draw agreed".into(),
            End::Resigned { side, name: Some(n) } => format!("{} ({n}) resigned", name(*side)),
            End::Resigned { side, name: None } => format!("{} resigned", name(*side)),
            End::LostOnTime { side, name: n } => format!("{} ({n}) lost on time", name(*side)),
            End::Operator { text } => format!("operator's decision: {text}"),
            End::NeitherArmyArrived => "neither army arrived in time".into(),
            End::FlagCaptured { winner } => {
                format!("{} captured {}'s Flag", name(*winner), name(winner.other()))
            }
            End::BothFlagsMissing => "both Flags are missing".into(),
            End::MaxPlies { n } => format!("the game reached {n} plies (max-plies {n})"),
            End::Blocked { side } => {
                format!("{} has no legal move: every movable piece is blocked", name(*side))
            }
            End::NoMovablePiece { side } => {
                format!("{} has no legal move: no movable piece is left", name(*side))
            }
            End::NoMoveSeen { side } => format!("{} has no legal move", name(*side)),
            End::CapitalReached { side } => format!("the {} reached {}", name(*side), capital(*side)),
            End::NoPieceLeft { side } => format!("the {} have no piece left", name(*side)),
            End::NoLegalMove { side } => format!("the {} have no legal move", name(*side)),
            End::OfficersRemoved => "both Officers have been removed, so the Officers have no legal move".into(),
            End::FortressOccupied => "the Soldiers occupy all nine fortress points".into(),
            End::SoldiersLeft { left: 1, taken } => format!("only 1 Soldier is left ({taken} taken)"),
            End::SoldiersLeft { left, taken } => format!("only {left} Soldiers are left ({taken} taken)"),
            End::Threefold => "threefold repetition: the same position with the same player to move has \
                               occurred three times"
                .into(),
            End::Forfeit { side, why } => format!("{} forfeits: {why}", name(*side)),
            End::NoReveal => "neither player revealed their army in time: the game is void".into(),
        }
    }

    /// The code and arguments the catalogs word.
    pub fn reason(&self) -> Reason {
        match self {
            End::DrawAgreed => Reason::new("end-draw-agreed"),
            End::Resigned { side, name: Some(n) } => Reason::new("end-resigned").arg("side", *side).text("name", n),
            End::Resigned { side, name: None } => Reason::new("end-resigned-side").arg("side", *side),
            End::LostOnTime { side, name: n } => Reason::new("end-lost-on-time").arg("side", *side).text("name", n),
            End::Operator { text } => Reason::new("end-operator").text("text", text),
            End::NeitherArmyArrived => Reason::new("end-neither-army"),
            End::FlagCaptured { winner } => Reason::new("end-flag-captured")
                .arg("winner", *winner)
                .arg("loser", winner.other()),
            End::BothFlagsMissing => Reason::new("end-both-flags-missing"),
            End::MaxPlies { n } => Reason::new("end-max-plies").num("n", *n),
            End::Blocked { side } => Reason::new("end-blocked").arg("side", *side),
            End::NoMovablePiece { side } => Reason::new("end-no-movable-piece").arg("side", *side),
            End::NoMoveSeen { side } => Reason::new("end-no-move-seen").arg("side", *side),
            End::CapitalReached { side } => Reason::new("end-capital-reached")
                .arg("side", *side)
                .text("capital", capital(*side)),
            End::NoPieceLeft { side } => Reason::new("end-no-piece-left").arg("side", *side),
            End::NoLegalMove { side } => Reason::new("end-no-legal-move").arg("side", *side),
            End::OfficersRemoved => Reason::new("end-officers-removed"),
            End::FortressOccupied => Reason::new("end-fortress-occupied"),
            End::SoldiersLeft { left, taken } => {
                Reason::new("end-soldiers-left").num("left", *left).num("taken", *taken)
            }
            End::Threefold => Reason::new("end-threefold"),
            End::Forfeit { side, why } => Reason::new("end-forfeit")
                .arg("side", *side)
                .reason("why", why.reason.clone()),
            End::NoReveal => Reason::new("end-no-reveal"),
        }
    }

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
