//! Fixtures of protocol's sentences (see `examples`).

use crate::games::{lattaque, Side, Square};
use crate::protocol::blind_line::BlindLine;
use crate::protocol::commit::{CommitError, OpenLineError};
use crate::protocol::encode::{EncodeError, HexError};
use crate::protocol::log::LogHeadError;
use crate::protocol::secret_fault::SecretFault;
use crate::protocol::sign::{KeyFault, SignError};
use crate::protocol::token::TokenError;
use crate::reason::Why;

impl BlindLine {
    /// One of each, for the tests that check every catalog words them all.
    pub fn examples() -> Vec<BlindLine> {
        use BlindLine::*;
        let hex = || Why::of(&HexError::WrongLength(32, 1));
        let mismatch = || Why::of(&CommitError::RootMismatch);
        vec![
            RootLine,
            TwoCommits,
            CommitHex { why: hex() },
            CommitHex {
                why: Why::of(&HexError::BadChar(2)),
            },
            KeyLine,
            KeyBad {
                why: Why::of(&KeyFault::NotEd25519),
            },
            KeyBad {
                why: Why::of(&KeyFault::Length),
            },
            LeafLine { line: "leaf a1".into() },
            LeafHex {
                square: "a1".into(),
                why: hex(),
            },
            NoCommit,
            RootMismatch {
                why: mismatch(),
                key: false,
            },
            RootMismatch {
                why: mismatch(),
                key: true,
            },
            RootMismatch {
                why: Why::of(&CommitError::BadKey),
                key: true,
            },
            OutsideZone {
                square: Square::new(0, 5),
                side: Side::First,
            },
            OutsideZone {
                square: Square::new(0, 0),
                side: Side::Second,
            },
            OutOfOrder {
                square: Square::new(1, 0),
            },
            LeafCount { n: 35, count: 36 },
            NoReveal,
            RevealLine,
            RevealHex { why: hex() },
            RevealRows,
            ArmyBreaks {
                why: Why::of(&lattaque::SetupError::WrongCounts {
                    first: (lattaque::Rank::Flag, 0),
                    rest: Vec::new(),
                }),
            },
            RevealMismatch,
            OptionsLine,
            OptionsBad {
                why: Why::of(&crate::games::notation::Syntax::OptionForm { text: "spy".into() }),
            },
        ]
    }
}

impl CommitError {
    /// One of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<CommitError> {
        vec![
            CommitError::Encode(EncodeError::BadSide(3)),
            CommitError::NoPieces,
            CommitError::DuplicateSquare(4),
            CommitError::Unsorted(1),
            CommitError::RootMismatch,
            CommitError::BadKey,
        ]
    }
}

impl EncodeError {
    /// One of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<EncodeError> {
        vec![
            EncodeError::EmptyString,
            EncodeError::StringTooLong(65),
            EncodeError::NotAscii,
            EncodeError::BadSide(3),
            EncodeError::TooManyLeaves(256),
            // One byte past the longest event (on 32-bit targets, where no
            // such event fits in memory, the largest length there is).
            EncodeError::EventTooLong(usize::try_from(1u64 << 32).unwrap_or(usize::MAX)),
        ]
    }
}

impl HexError {
    /// One of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<HexError> {
        vec![
            HexError::OddLength(3),
            HexError::BadChar(2),
            HexError::WrongLength(32, 1),
            HexError::WrongLength(32, 31),
        ]
    }
}

impl LogHeadError {
    /// One of each error, for the tests of the catalogs.
    pub fn examples() -> Vec<LogHeadError> {
        vec![
            LogHeadError::NotLogHead,
            LogHeadError::WordCount(2),
            LogHeadError::BadGame,
            LogHeadError::BadCount,
            LogHeadError::BadHead(HexError::OddLength(3)),
        ]
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

impl SignError {
    /// One of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<SignError> {
        use SignError::*;
        vec![
            Key(KeyFault::Length),
            Key(KeyFault::NotEd25519),
            SignatureLength,
            NotAGameId {
                game: "Strand 1".into(),
            },
            CommandsTooLong,
            Encode(EncodeError::BadSide(3)),
            SigPositionTooLarge,
            SeveralSigLines,
            NoCommands,
            NotAKeyFile {
                why: "EOF while parsing a value at line 1 column 0".into(),
            },
            WrongKeyFile {
                format: "other".into(),
                version: 2,
            },
            Secret(HexError::WrongLength(32, 1)),
            KeyFileDamaged,
        ]
    }
}

impl TokenError {
    /// One of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<TokenError> {
        use TokenError::*;
        vec![Malformed, BadGame, BadPlayer, BadPosition, BadTagText, Forged]
    }
}

impl OpenLineError {
    /// One of each opening line's own errors, for the tests that check
    /// every catalog words them all.
    pub fn examples() -> Vec<OpenLineError> {
        vec![
            OpenLineError::NotOpen,
            OpenLineError::WordCount(2),
            OpenLineError::WordCount(5),
            OpenLineError::BadSalt(HexError::WrongLength(32, 1)),
        ]
    }
}
