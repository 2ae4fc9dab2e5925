//! Why a player's own blind-mode file or value is refused: a secret file
//! (`estafette seal`), a side or a square named to `open`, the position
//! line of a mail (`view`). `Display` is the English the command line
//! prints; [`Explain::reason`] the code and arguments the catalogs word
//! (`refusal.ftl`, ids `refusal-secret-*`).

use crate::games::Square;
use crate::reason::{Explain, Reason, Why};
use std::fmt;

/// The `format` member of a secret file.
pub const SECRET_FORMAT: &str = "estafette-blind-secret";
/// The `version` member of the secret files this program writes: 2, whose
/// commitment binds a signing key (version-1 files are still read).
pub const SECRET_VERSION: u32 = 2;

/// A refused secret file, side, square or position line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SecretFault {
    /// The text is not JSON of a secret file (the JSON reader's English).
    NotJson { why: String },
    /// A secret file of another format or version.
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

impl fmt::Display for SecretFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SecretFault::*;
        match self {
            NotJson { why } => write!(f, "not a secret file: {why}"),
            WrongFormat { format, version } => write!(
                f,
                "not a secret file of this program (format '{format}' version {version}; expected '{SECRET_FORMAT}' version {SECRET_VERSION})"
            ),
            NotASide { text } => write!(f, "'{text}' is not a side: choose south or north"),
            Options { why } => write!(f, "options: {why}"),
            Seed { why } => write!(f, "seed: {why}"),
            Army { why } => write!(f, "army: {why}"),
            ArmyNotValid { why } => write!(f, "the army is not valid: {why}"),
            NotAGameId { game } => write!(f, "'{game}' is not a game id (a-z, 0-9 and -, 1 to 40 characters)"),
            RootDamaged => {
                f.write_str("the root in the secret file is not what its seed and army give: the file is damaged")
            }
            KeyDamaged => f.write_str("the key in the secret file is not the one its seed gives: the file is damaged"),
            V1WithKey => f.write_str("a version-1 secret file has no key: the file is damaged"),
            V2WithoutKey => f.write_str("a version-2 secret file names its key: the file is damaged"),
            OffBoard { square } => write!(f, "{square} is not on the board (files a-i, ranks 1-10)"),
            NoPieceStarted { square } => write!(f, "no piece of yours started on {square}"),
            NoSigningKey => f.write_str(
                "this secret file is of version 1: its army was sealed without a signing key, so its game takes unsigned commands",
            ),
            NoPositionLine => {
                f.write_str("the mail has no 'Position:' line (is it a blind-mode mail from the referee?)")
            }
        }
    }
}

impl Explain for SecretFault {
    fn reason(&self) -> Reason {
        use SecretFault::*;
        let code = |c: &str| Reason::new(&format!("refusal-secret-{c}"));
        match self {
            NotJson { why } => code("not-json").text("why", why),
            WrongFormat { format, version } => code("wrong-format")
                .text("format", format)
                .text("version", version)
                .text("expected", SECRET_FORMAT)
                .text("expected-version", SECRET_VERSION),
            NotASide { text } => code("not-a-side").text("text", text),
            Options { why } => code("options").reason("why", why.reason.clone()),
            Seed { why } => code("seed").reason("why", why.reason.clone()),
            Army { why } => code("army").reason("why", why.reason.clone()),
            ArmyNotValid { why } => code("army-not-valid").reason("why", why.reason.clone()),
            NotAGameId { game } => code("not-a-game-id").text("game", game),
            RootDamaged => code("root-damaged"),
            KeyDamaged => code("key-damaged"),
            V1WithKey => code("v1-with-key"),
            V2WithoutKey => code("v2-without-key"),
            OffBoard { square } => code("off-board").text("square", square),
            NoPieceStarted { square } => code("no-piece-started").text("square", square),
            NoSigningKey => code("no-signing-key"),
            NoPositionLine => code("no-position-line"),
        }
    }
}

impl SecretFault {
    /// One of each kind of fault (the inner reasons a hex error), for the
    /// tests of the catalogs.
    pub fn examples() -> Vec<SecretFault> {
        use SecretFault::*;
        let inner = || Why::of(&crate::protocol::encode::HexError::WrongLength(32, 1));
        vec![
            NotJson {
                why: "EOF while parsing a value at line 1 column 0".into(),
            },
            WrongFormat {
                format: "other".into(),
                version: 7,
            },
            NotASide { text: "west".into() },
            Options { why: inner() },
            Seed { why: inner() },
            Army { why: inner() },
            ArmyNotValid { why: inner() },
            NotAGameId { game: "a b".into() },
            RootDamaged,
            KeyDamaged,
            V1WithKey,
            V2WithoutKey,
            OffBoard {
                square: Square::new(9, 0),
            },
            NoPieceStarted {
                square: Square::new(0, 5),
            },
            NoSigningKey,
            NoPositionLine,
        ]
    }
}
