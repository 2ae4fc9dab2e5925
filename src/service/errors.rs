//! The service's own failures as typed sentences: `Display` is the English
//! (tests and logs read it), [`Explain::reason`] the code (`service-…`, the
//! messages of `templates/<lang>/service.ftl`) and its arguments, which the
//! command line words in the operator's language. Paths, addresses, game
//! ids and the system's or a crate's own words are arguments written as
//! they are; a failure inside (a store's, the key file's) is nested.

use std::fmt;

use estafette_core::reason::{Explain, Reason};

use crate::exit::Inner;

/// A failure of the service's own.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    RollBack { error: Inner },
    /// A batch that could not be committed.
    CommitBatch { error: Inner },
    /// A Maildir that cannot be opened (the system's words).
    MaildirOpen { error: Inner },
    /// A Maildir that cannot be read or written now.
    Maildir { error: Inner },
    /// A mail that cannot be sealed to be kept.
    SealMessage { error: Inner },
    /// Mails that cannot be sealed to be kept together.
    SealMessages { error: Inner },
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
    GamesUnreadable { error: Inner },
    /// The outbox that cannot be read at all.
    OutboxUnreadable { error: Inner },
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
    SnapshotSealed { game: String, error: Inner },
    /// A snapshot that is not text.
    SnapshotNotUtf8,
    /// An old snapshot whose hex cannot be read.
    SnapshotHex { error: Inner },
    /// A sealed army that does not open (`side` 1 or 2).
    ArmySealed { game: String, side: u8, error: Inner },
    /// A held army that cannot be read.
    SecretJson { error: String },
    /// A database with games and no key file.
    KeyMissingWithGames { db: String, games: u64, key: String },
    /// No key file where one is named.
    KeyFileMissing { path: String },
    /// A key file whose contents are wrong.
    KeyFileInvalid { error: Inner },
    /// A key file that is not the database's.
    WrongKeyFile { key: String, db: String },
}

impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ServiceError::*;
        match self {
            NoGame { game } => write!(
                f,
                "no game '{game}' in this database (`estafette list` shows the games)"
            ),
            NoAddress { address } => write!(
                f,
                "the referee's address '{address}' is not a mail address: mail cannot be composed without one"
            ),
            BatchSpoiled => f.write_str("a guarded batch was spoiled"),
            Stopping => f.write_str("the referee is stopping"),
            RollBack { error } => write!(f, "rolling back a batch: {error}"),
            CommitBatch { error } => write!(f, "committing a batch: {error}"),
            MaildirOpen { error } => write!(f, "{error}"),
            Maildir { error } => write!(f, "maildir: {error}"),
            SealMessage { error } => write!(f, "sealing the message: {error}"),
            SealMessages { error } => write!(f, "sealing the messages: {error}"),
            NoRandom { error } => write!(f, "cannot get random bytes from the system: {error}"),
            PlayerMissing => f.write_str("player row missing"),
            ChallengerMissing => f.write_str("challenger missing"),
            GameVanished => f.write_str("game vanished"),
            NoOperatorEvent => f.write_str("the operator's action recorded no operator's event"),
            Tick { game, error } => write!(f, "{game}: {error}"),
            BadName { address, error } => write!(f, "{address}: {error}"),
            NotAnAddress { address } => write!(f, "'{address}' is not a mail address"),
            SameAddresses => f.write_str("the two players must have different addresses"),
            KitFile { path, error } => write!(f, "kit_file {path}: {error} (the page `cargo xtask kit` writes)"),
            BuildingMail { error } => write!(f, "building mail: {error}"),
            Token { error } => write!(f, "token: {error}"),
            Encode { error } => write!(f, "{error}"),
            GamesUnreadable { error } => write!(f, "the games table cannot be read: {error}"),
            OutboxUnreadable { error } => write!(f, "the outbox cannot be read: {error}"),
            FailedDecision => f.write_str("internal: a failed decision cannot be stored"),
            DecisionEnds { game, at, ends, of } => {
                write!(
                    f,
                    "internal: the decision for {game} at event {at} ends at event {ends} of {of}"
                )
            }
            BadStoredHead => f.write_str("bad stored head"),
            BadStoredRoot => f.write_str("bad stored root"),
            ChallengeSpec { error } => write!(f, "challenge spec: {error}"),
            BadConfirmationId => f.write_str("bad confirmation id"),
            BadChallengeId => f.write_str("bad challenge id"),
            NoNewAddress => f.write_str("replacing an address needs the new address"),
            OtherSide => f.write_str("that address plays the other side of this game"),
            SnapshotSealed { game, error } => {
                write!(f, "{game}: cannot open the sealed snapshot ({error}): wrong key file?")
            }
            SnapshotNotUtf8 => f.write_str("snapshot is not UTF-8"),
            SnapshotHex { error } => write!(f, "snapshot: {error}"),
            ArmySealed { game, side, error } => write!(
                f,
                "{game}: cannot open the army of the {} player ({error}): wrong key file?",
                if *side == 1 { "first" } else { "second" }
            ),
            SecretJson { error } => write!(f, "secret: {error}"),
            KeyMissingWithGames { db, games, key } => write!(
                f,
                "the database {db} has {games} game(s) but its key file {key} does not exist: restore the key \
                 file from your backup, or name it with --key-file (`init` makes a new key only for a \
                 database without games: a new key cannot read the games already there)"
            ),
            KeyFileMissing { path } => write!(
                f,
                "the key file {path} does not exist: name the database's key file with --key-file \
                 (or ESTAFETTE_KEY_FILE, or key_file in estafette.toml), or restore it from your backup"
            ),
            KeyFileInvalid { error } => write!(f, "{error}: restore the key file from your backup"),
            WrongKeyFile { key, db } => write!(
                f,
                "the key file {key} is not the key of the database {db}: name the database's own key file \
                 with --key-file, or restore it from your backup"
            ),
        }
    }
}

impl Explain for ServiceError {
    fn reason(&self) -> Reason {
        use ServiceError::*;
        let r = Reason::new;
        match self {
            NoGame { game } => r("service-no-game").text("game", game),
            NoAddress { address } => r("service-no-address").text("address", address),
            BatchSpoiled => r("service-batch-spoiled"),
            Stopping => r("service-stopping"),
            RollBack { error } => error.nest(r("service-rolling-back"), "why"),
            CommitBatch { error } => error.nest(r("service-committing"), "why"),
            MaildirOpen { error } => error.nest(r("service-maildir-open"), "error"),
            Maildir { error } => error.nest(r("service-maildir"), "error"),
            SealMessage { error } => error.nest(r("service-sealing-message"), "why"),
            SealMessages { error } => error.nest(r("service-sealing-messages"), "why"),
            NoRandom { error } => r("service-no-random").text("error", error),
            PlayerMissing => r("service-player-missing"),
            ChallengerMissing => r("service-challenger-missing"),
            GameVanished => r("service-game-vanished"),
            NoOperatorEvent => r("service-no-operator-event"),
            Tick { game, error } => error.nest(r("service-tick").text("game", game), "error"),
            BadName { address, error } => error.nest(r("service-bad-name").text("address", address), "error"),
            NotAnAddress { address } => r("service-not-an-address").text("address", address),
            SameAddresses => r("service-same-addresses"),
            KitFile { path, error } => r("service-kit-file").text("path", path).text("error", error),
            BuildingMail { error } => error.nest(r("service-building-mail"), "error"),
            Token { error } => error.nest(r("service-token"), "error"),
            Encode { error } => r("service-encode").text("error", error),
            GamesUnreadable { error } => error.nest(r("service-games-unreadable"), "why"),
            OutboxUnreadable { error } => error.nest(r("service-outbox-unreadable"), "why"),
            FailedDecision => r("service-failed-decision"),
            DecisionEnds { game, at, ends, of } => r("service-decision-ends")
                .text("game", game)
                .num("at", *at as i64)
                .num("ends", *ends as i64)
                .text("of", of),
            BadStoredHead => r("service-bad-stored-head"),
            BadStoredRoot => r("service-bad-stored-root"),
            ChallengeSpec { error } => r("service-challenge-spec").text("error", error),
            BadConfirmationId => r("service-bad-confirmation-id"),
            BadChallengeId => r("service-bad-challenge-id"),
            NoNewAddress => r("service-no-new-address"),
            OtherSide => r("service-other-side"),
            SnapshotSealed { game, error } => error.nest(r("service-snapshot-sealed").text("game", game), "why"),
            SnapshotNotUtf8 => r("service-snapshot-not-utf8"),
            SnapshotHex { error } => error.nest(r("service-snapshot-hex"), "why"),
            ArmySealed { game, side, error } => {
                error.nest(r("service-army-sealed").text("game", game).num("side", *side), "why")
            }
            SecretJson { error } => r("service-secret-json").text("error", error),
            KeyMissingWithGames { db, games, key } => r("service-key-missing-with-games")
                .text("db", db)
                .num("games", *games as i64)
                .text("key", key),
            KeyFileMissing { path } => r("service-key-file-missing").text("path", path),
            KeyFileInvalid { error } => error.nest(r("service-key-file-invalid"), "why"),
            WrongKeyFile { key, db } => r("service-wrong-key-file").text("key", key).text("db", db),
        }
    }
}

impl ServiceError {
    /// One value of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<ServiceError> {
        use ServiceError::*;
        let s = |x: &str| x.to_string();
        let md = |i: usize| Inner::of(&crate::mail::fault::MaildirFault::examples()[i]);
        let (open, maildir) = (md(9), md(2));
        let build = Inner::of(&crate::mail::outbound::BuildError::examples()[9]);
        let store = store_example;
        let sealed = || Inner::of(&crate::keys::SecretError::Authentication);
        let hex = || Inner::of(&estafette_core::protocol::encode::HexError::OddLength(3));
        vec![
            NoGame { game: s("lattaque-9") },
            NoAddress { address: s("referee") },
            BatchSpoiled,
            Stopping,
            RollBack { error: store() },
            CommitBatch { error: store() },
            MaildirOpen { error: open },
            Maildir { error: maildir },
            SealMessage { error: sealed() },
            SealMessages { error: sealed() },
            NoRandom {
                error: s("getrandom: this target is not supported"),
            },
            PlayerMissing,
            ChallengerMissing,
            GameVanished,
            NoOperatorEvent,
            Tick {
                game: s("strand-2"),
                error: Inner::of(&estafette_core::referee::misfit::Misfit::NoSuchSide { side: 3 }),
            },
            BadName {
                address: s("ann@example.org"),
                error: Inner::of(&crate::mail::sanitize::NameTooLong::examples()[0]),
            },
            NotAnAddress { address: s("ann") },
            SameAddresses,
            KitFile {
                path: s("kit.html"),
                error: s("No such file or directory (os error 2)"),
            },
            BuildingMail { error: build },
            Token {
                error: Inner::of(&crate::protocol::token::TokenError::BadGame),
            },
            Encode {
                error: s("key must be a string"),
            },
            GamesUnreadable { error: store() },
            OutboxUnreadable { error: store() },
            FailedDecision,
            DecisionEnds {
                game: s("lattaque-1"),
                at: 4,
                ends: 7,
                of: s("lattaque-2"),
            },
            BadStoredHead,
            BadStoredRoot,
            ChallengeSpec {
                error: s("expected value at line 1 column 1"),
            },
            BadConfirmationId,
            BadChallengeId,
            NoNewAddress,
            OtherSide,
            SnapshotSealed {
                game: s("lattaque-1"),
                error: sealed(),
            },
            SnapshotNotUtf8,
            SnapshotHex { error: hex() },
            ArmySealed {
                game: s("lattaque-1"),
                side: 2,
                error: sealed(),
            },
            SecretJson {
                error: s("EOF while parsing a value at line 1 column 0"),
            },
            KeyMissingWithGames {
                db: s("referee.db"),
                games: 2,
                key: s("referee.key"),
            },
            KeyFileMissing { path: s("referee.key") },
            KeyFileInvalid {
                error: Inner::of(&crate::keys::SecretError::BadKeyFile {
                    path: "referee.key".into(),
                    reason: crate::keys::BadKey::Binary,
                }),
            },
            WrongKeyFile {
                key: s("other.key"),
                db: s("referee.db"),
            },
        ]
    }
}

/// A store's failure, for the examples.
fn store_example() -> Inner {
    Inner::of(&crate::store::StoreFault::examples()[0])
}
