//! The events of a game's log and their canonical bytes.
//!
//! `e_n` in the hash chain is the compact JSON of the event, exactly as
//! [`Event::to_bytes`] writes it (fields in the order declared here, no
//! whitespace). The log stores those bytes; `verify` hashes the stored bytes,
//! then parses them, so a verifier in another language need only hash what
//! it reads.

use super::clock::TimeControl;
use serde::{Deserialize, Serialize};

/// One piece opened: its starting square, its rank code and its salt (hex).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opening {
    pub square: String,
    pub rank: String,
    pub salt: String,
}

/// A L'Attaque combat as recorded: both pieces opened, and the squares whose
/// pieces were removed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatRecord {
    pub attacker: Opening,
    pub defender: Opening,
    pub removed: Vec<String>,
}

/// One leaf of a commitment: a starting square and its leaf hash (hex).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Leaf {
    pub square: String,
    pub leaf: String,
}

/// A game's log entry. Sides are 1 (the side named first in the rules:
/// South, Allies, Soldiers) and 2.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// The game was created. Player names are public; addresses are not.
    Created {
        game: String,
        kind: String,
        variant: Option<String>,
        switches: Vec<(String, String)>,
        players: [String; 2],
        first_to_move: u8,
        mode: String,
        at: i64,
        /// The time control, if the game has one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<TimeControl>,
    },
    /// A hidden army was accepted and committed (root and leaves published).
    Committed {
        side: u8,
        root: String,
        leaves: Vec<Leaf>,
        at: i64,
    },
    /// A move (or L'Assaut placement) was played.
    Moved {
        side: u8,
        ply: u32,
        text: String,
        report: String,
        combat: Option<CombatRecord>,
        at: i64,
    },
    Message {
        side: u8,
        text: String,
        at: i64,
    },
    DrawOffered {
        side: u8,
        at: i64,
    },
    DrawDeclined {
        side: u8,
        at: i64,
    },
    Resigned {
        side: u8,
        at: i64,
    },
    /// The game is over. `winner` 0 for a draw.
    Ended {
        winner: u8,
        reason: String,
        at: i64,
    },
    /// At the end, a hidden army and its seed are published.
    Revealed {
        side: u8,
        seed: String,
        army: String,
    },
    /// A player took a vacation: every clock of the game stops from `from`
    /// to `until`.
    Vacation {
        side: u8,
        from: i64,
        until: i64,
        at: i64,
    },
    /// A reminder went out: `deadline` is `before` seconds away or less.
    Reminded {
        side: u8,
        before: i64,
        deadline: i64,
        at: i64,
    },
    /// The side's deadline passed; the opponent was told.
    Late {
        side: u8,
        deadline: i64,
        at: i64,
    },
    /// Deadline and grace passed: the side loses on time (0: both sides, in
    /// the setup phase, and the game is void).
    TimedOut {
        side: u8,
        deadline: i64,
        at: i64,
    },
    /// The operator paused the game: no moves, clocks stopped.
    Paused {
        reason: String,
        at: i64,
    },
    /// The operator resumed a paused game; the pause is added to every
    /// deadline.
    Resumed {
        reason: String,
        at: i64,
    },
    /// The operator gave `side` `by` more seconds for the current turn.
    Extended {
        side: u8,
        by: i64,
        reason: String,
        at: i64,
    },
    /// The operator replaced a player's address (the address itself is not
    /// public and not in the log).
    AddressReplaced {
        side: u8,
        /// The new player's display name (absent in logs written before
        /// names were recorded: the name then stays as it was).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        reason: String,
        at: i64,
    },
    /// The operator ended the game by decision (`winner` 0 for a draw).
    Decided {
        winner: u8,
        reason: String,
        at: i64,
    },
    /// Blind mode: a player opened pieces (each checked against its leaf).
    Opened {
        side: u8,
        openings: Vec<Opening>,
        at: i64,
    },
}

impl Event {
    /// The canonical bytes `e_n`.
    pub fn to_bytes(&self) -> Vec<u8> {
        // Serialising plain data with string keys cannot fail.
        serde_json::to_vec(self).unwrap_or_default()
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Event, String> {
        serde_json::from_slice(bytes).map_err(|e| format!("not an event: {e}"))
    }

    /// A short English line for the operator's logs and `operator`'s
    /// answers, naming the players (`names`, first then second).
    pub fn summary(&self, names: [&str; 2]) -> String {
        use super::clock::duration_words;
        let who = |side: &u8| match side {
            1 => names[0],
            2 => names[1],
            _ => "nobody",
        };
        match self {
            Event::Created { kind, players, .. } => format!("{kind} game created: {} v {}", players[0], players[1]),
            Event::Committed { side, .. } => format!("{} committed an army", who(side)),
            Event::Moved { ply, text, report, .. } => format!("move {ply}: {text} ({report})"),
            Event::Message { side, .. } => format!("{} sent a message", who(side)),
            Event::DrawOffered { side, .. } => format!("{} offers a draw", who(side)),
            Event::DrawDeclined { side, .. } => format!("{} declines the draw", who(side)),
            Event::Resigned { side, .. } => format!("{} resigns", who(side)),
            Event::Ended { winner: 0, reason, .. } => format!("drawn: {reason}"),
            Event::Ended { winner, reason, .. } => format!("{} wins: {reason}", who(winner)),
            Event::Revealed { side, .. } => format!("{}'s army and seed published", who(side)),
            Event::Vacation { side, from, until, .. } => {
                format!("{} on vacation for {}", who(side), duration_words(until - from))
            }
            Event::Reminded { side, before, .. } => {
                format!(
                    "{} reminded, {} before the deadline",
                    who(side),
                    duration_words(*before)
                )
            }
            Event::Late { side, .. } => format!("{} is late", who(side)),
            Event::TimedOut { side: 0, .. } => "neither army arrived in time".to_string(),
            Event::TimedOut { side, .. } => format!("{} lost on time", who(side)),
            Event::Paused { reason, .. } => format!("paused by the operator: {reason}"),
            Event::Resumed { reason, .. } => format!("resumed by the operator: {reason}"),
            Event::Extended { side, by, reason, .. } => {
                format!(
                    "{} given {} more by the operator: {reason}",
                    who(side),
                    duration_words(*by)
                )
            }
            Event::AddressReplaced { side, name, reason, .. } => match name {
                Some(n) => format!("{} replaced by {n} by the operator: {reason}", who(side)),
                None => format!("{}'s address replaced by the operator: {reason}", who(side)),
            },
            Event::Decided { winner: 0, reason, .. } => format!("decided by the operator, drawn: {reason}"),
            Event::Decided { winner, reason, .. } => {
                format!("decided by the operator, {} wins: {reason}", who(winner))
            }
            Event::Opened { side, openings, .. } => {
                let list: Vec<String> = openings.iter().map(|o| format!("{} {}", o.square, o.rank)).collect();
                format!("{} opened {}", who(side), list.join(", "))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_are_compact_json_and_round_trip() {
        let e = Event::Moved {
            side: 1,
            ply: 3,
            text: "b4-b5".into(),
            report: "South moved".into(),
            combat: None,
            at: 7,
        };
        let b = e.to_bytes();
        assert_eq!(
            String::from_utf8(b.clone()).unwrap(),
            r#"{"event":"moved","side":1,"ply":3,"text":"b4-b5","report":"South moved","combat":null,"at":7}"#
        );
        assert_eq!(Event::from_bytes(&b).unwrap(), e);
        assert!(Event::from_bytes(b"{\"event\":\"nonsense\"}").is_err());
    }
}
