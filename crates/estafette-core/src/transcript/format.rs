//! The transcript file's format: its versions and its members, as serde
//! reads and writes them (every member present, no other).

use serde::{Deserialize, Deserializer, Serialize};

/// The format `export` writes for a log that holds a signature over a
/// sealed army or an army published with its signed setup (a held game
/// whose player signs; `docs/PROTOCOL.md`, section 11).
pub const FORMAT_4: &str = "estafette-transcript/4";
/// The format `export` writes for a log that records a move's report or a
/// game's end as a code and its arguments (every game played since).
pub const FORMAT_3: &str = "estafette-transcript/3";
/// The format `export` writes for a log whose reports and ends are all
/// English sentences (a game finished before format 3): every event
/// timed, reveals included.
pub const FORMAT: &str = "estafette-transcript/2";
/// The format of transcripts written before reveals were timed, still
/// read; `export` writes it for a log that holds a `revealed` event
/// without its time (a game finished before).
pub const FORMAT_1: &str = "estafette-transcript/1";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerPublic {
    pub side: u8,
    pub name: String,
}

/// One log entry: the exact event bytes (as UTF-8 text) and the head after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub n: u64,
    pub event: String,
    pub head: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommitmentPublic {
    pub side: u8,
    pub root: String,
    pub leaves: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultPublic {
    /// 0 draw, 1 or 2 the winning side.
    pub winner: u8,
    pub reason: String,
}

/// A whole game, as exported. Every member but `log` is derived from the
/// log, and `verify` checks each against it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Transcript {
    pub format: String,
    pub game: String,
    pub kind: String,
    pub variant: String,
    pub players: Vec<PlayerPublic>,
    pub commitments: Vec<CommitmentPublic>,
    pub log: Vec<Entry>,
    /// Every opening made in combat: "ply side square rank salt".
    pub openings: Vec<String>,
    /// Armies and seeds published at the end.
    pub armies: Vec<HeldArmyPublic>,
    /// `null` while the game is not over; the member itself is required.
    #[serde(deserialize_with = "required")]
    pub result: Option<ResultPublic>,
    pub head: Entry,
}

/// A member that may be `null` but not left out.
fn required<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    Option::<T>::deserialize(d)
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeldArmyPublic {
    pub side: u8,
    pub army: String,
    pub seed: String,
}
