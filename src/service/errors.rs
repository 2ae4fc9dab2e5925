//! The service's own failures as typed sentences: `Display` is the English
//! (tests and logs read it), [`Explain::reason`] the code (`service-…`, the
//! messages of `templates/<lang>/service.ftl`) and its arguments, which the
//! command line words in the operator's language. Paths, addresses, game
//! ids and the system's or a crate's own words are arguments written as
//! they are; a failure inside (a store's, the key file's) is nested.

use estafette_core::reason::Sentence;

use crate::exit::Inner;

/// A failure of the service's own.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "service-")]
pub enum ServiceError {
    /// A game named that is not in the database.
    NoGame { game: String },
    /// The referee's address is missing or not a mail address.
    NoAddress { address: String },
    /// A batch whose writes could not all be undone.
    BatchSpoiled,
    /// A message not taken in because the referee is stopping.
    Stopping,
    /// A batch that could not be rolled back.
    #[sentence(id = "service-rolling-back")]
    RollBack {
        #[sentence(name = "why")]
        error: Inner,
    },
    /// A batch that could not be committed.
    #[sentence(id = "service-committing")]
    CommitBatch {
        #[sentence(name = "why")]
        error: Inner,
    },
    /// A Maildir that cannot be opened (the system's words).
    MaildirOpen { error: Inner },
    /// A Maildir that cannot be read or written now.
    Maildir { error: Inner },
    /// A mail that cannot be sealed to be kept.
    #[sentence(id = "service-sealing-message")]
    SealMessage {
        #[sentence(name = "why")]
        error: Inner,
    },
    /// Mails that cannot be sealed to be kept together.
    #[sentence(id = "service-sealing-messages")]
    SealMessages {
        #[sentence(name = "why")]
        error: Inner,
    },
    /// The system gave no random bytes.
    NoRandom { error: String },
    /// A player's row that should be there is not.
    PlayerMissing,
    /// A challenger's row that should be there is not.
    ChallengerMissing,
    /// A game that went away during an operator's action.
    GameVanished,
    /// An operator's action that recorded no operator's event.
    NoOperatorEvent,
    /// A game's tick that failed (the referee's words).
    Tick { game: String, error: Inner },
    /// A player's name that cannot be used.
    BadName { address: String, error: Inner },
    /// A player's address that is not a mail address.
    NotAnAddress { address: String },
    /// Both players of a new game with one address.
    SameAddresses,
    /// The player kit's page that cannot be read.
    KitFile { path: String, error: String },
    /// A mail that cannot be put together.
    BuildingMail { error: Inner },
    /// A reply address whose token cannot be made.
    Token { error: Inner },
    /// A value that cannot be written as JSON (the crate's words).
    Encode { error: String },
    /// The games table that cannot be read at all.
    GamesUnreadable {
        #[sentence(name = "why")]
        error: Inner,
    },
    /// The outbox that cannot be read at all.
    OutboxUnreadable {
        #[sentence(name = "why")]
        error: Inner,
    },
    /// A decision that failed, given to be stored.
    FailedDecision,
    /// A decision that does not end where the game's log does.
    DecisionEnds {
        game: String,
        at: u64,
        ends: u64,
        of: String,
    },
    /// A stored head that is not 32 bytes.
    BadStoredHead,
    /// A stored commitment root that is not 32 bytes.
    BadStoredRoot,
    /// A stored challenge whose options cannot be read.
    ChallengeSpec { error: String },
    /// A reply address with a confirmation number that is not one.
    BadConfirmationId,
    /// A reply address with a challenge number that is not one.
    BadChallengeId,
    /// Replacing a player's address without the new address.
    NoNewAddress,
    /// A new address that plays the other side.
    OtherSide,
    /// A sealed snapshot that does not open.
    SnapshotSealed {
        game: String,
        #[sentence(name = "why")]
        error: Inner,
    },
    /// A snapshot that is not text.
    SnapshotNotUtf8,
    /// An old snapshot whose hex cannot be read.
    SnapshotHex {
        #[sentence(name = "why")]
        error: Inner,
    },
    /// A sealed army that does not open (`side` 1 or 2).
    ArmySealed {
        game: String,
        side: u8,
        #[sentence(name = "why")]
        error: Inner,
    },
    /// A held army that cannot be read.
    SecretJson { error: String },
    /// A database with games and no key file.
    KeyMissingWithGames { db: String, games: u64, key: String },
    /// No key file where one is named.
    KeyFileMissing { path: String },
    /// A key file whose contents are wrong.
    KeyFileInvalid {
        #[sentence(name = "why")]
        error: Inner,
    },
    /// A key file that is not the database's.
    WrongKeyFile { key: String, db: String },
}
