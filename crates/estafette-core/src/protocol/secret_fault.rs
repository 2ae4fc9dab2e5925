//! Why a player's own blind-mode file or value is refused: a secret file
//! (`estafette seal`), a side or a square named to `open`, the position
//! line of a mail (`view`). `Display` is the English the command line
//! prints; [`crate::reason::Explain::reason`] the code and arguments the catalogs word
//! (`refusal.ftl`, ids `refusal-secret-*`).

use crate::games::Square;
use crate::reason::{Reason, Sentence, Why};

/// The `format` member of a secret file.
pub const SECRET_FORMAT: &str = "estafette-blind-secret";
/// The `version` member of the secret files this program writes: 2, whose
/// commitment binds a signing key (version-1 files are still read).
pub const SECRET_VERSION: u32 = 2;

/// A refused secret file, side, square or position line.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "refusal-secret-")]
pub enum SecretFault {
    /// The text is not JSON of a secret file (the JSON reader's English).
    NotJson { why: String },
    /// A secret file of another format or version.
    #[sentence(by = wrong_format, ids = ["refusal-secret-wrong-format"])]
    WrongFormat { format: String, version: u32 },
    /// A side that is neither south nor north (the player's text).
    NotASide { text: String },
    /// The options of the file do not read.
    Options { why: Why },
    /// The seed of the file does not read.
    Seed { why: Why },
    /// The army of the file does not read.
    Army { why: Why },
    /// The army breaks the rules.
    ArmyNotValid { why: Why },
    /// A game id that is not one.
    NotAGameId { game: String },
    /// The root written in the file is not what its seed and army give.
    RootDamaged,
    /// The key written in the file is not what its seed gives.
    KeyDamaged,
    /// A version-1 file that names a key.
    V1WithKey,
    /// A version-2 file that names no key.
    V2WithoutKey,
    /// A square off the L'Attaque board.
    OffBoard { square: Square },
    /// No piece of the army started on the square.
    NoPieceStarted { square: Square },
    /// A version-1 secret file has no signing key.
    NoSigningKey,
    /// A mail without a `Position:` line.
    NoPositionLine,
}

/// A secret file of another format or version, and the ones expected.
fn wrong_format(format: &str, version: &u32) -> Reason {
    Reason::new("refusal-secret-wrong-format")
        .text("format", format)
        .text("version", version)
        .text("expected", SECRET_FORMAT)
        .text("expected-version", SECRET_VERSION)
}
