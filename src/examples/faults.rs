//! Fixtures of the shell's faults: store, mail, config, keys, cli (see `examples`).

mod config_fault {
    use crate::config::*;

    use estafette_core::referee::clock::DurationError;

    impl ConfigFault {
        /// One value of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<ConfigFault> {
            use ConfigFault::*;
            let at = |what| AtLine { line: 4, what };
            let value = |problem| ConfigWhat::Value {
                key: "smtp.port".into(),
                value: "\"x\"".into(),
                problem,
            };
            let mut out = vec![
                File {
                    path: "estafette.toml".into(),
                    error: "Permission denied (os error 13)".into(),
                },
                InFile {
                    path: "estafette.toml".into(),
                    fault: Box::new(at(ConfigWhat::KitAttachAlone)),
                },
                InFile {
                    path: "estafette.toml".into(),
                    fault: Box::new(Toml {
                        message: "invalid table header".into(),
                    }),
                },
                Toml {
                    message: "invalid table header".into(),
                },
                NoKitFile {
                    path: "estafette.toml".into(),
                    kit_file: "kit/index.html".into(),
                },
                TemplatesDir {
                    dir: "words".into(),
                    error: "No such file or directory (os error 2)".into(),
                },
                NoLanguage {
                    dir: "words/es".into(),
                    code: "es".into(),
                    langs: "en, fr, de".into(),
                },
                NoTemplate {
                    file: "words/mail.txt".into(),
                    name: "mail.txt".into(),
                    names: "frame.txt, frame.html".into(),
                },
            ];
            let unknown = |section, hint| ConfigWhat::Unknown {
                path: "smtp.hots".into(),
                section,
                hint,
            };
            let whats = vec![
                unknown(false, Hint::None),
                unknown(false, Hint::DidYouMean("host".into())),
                unknown(false, Hint::Keys("host, port".into())),
                unknown(true, Hint::None),
                unknown(true, Hint::DidYouMean("smtp".into())),
                unknown(true, Hint::Keys("smtp, imap".into())),
                ConfigWhat::SectionTwice { path: "smtp".into() },
                ConfigWhat::KeyTwice {
                    path: "smtp.port".into(),
                    first: None,
                },
                ConfigWhat::KeyTwice {
                    path: "smtp.port".into(),
                    first: Some(2),
                },
                ConfigWhat::Problem(Problem::Toml("invalid number".into())),
                value(Problem::Unquoted),
                value(Problem::Duration(DurationError::NoUnit { text: "3".into() })),
                value(Problem::Toml("invalid number".into())),
            ];
            let wanted = [
                Wanted::Port,
                Wanted::Unsigned,
                Wanted::Whole,
                Wanted::Quoted,
                Wanted::Boolean,
                Wanted::Section("smtp".into()),
                Wanted::Other("a sequence".into()),
            ];
            out.extend(whats.into_iter().map(at));
            out.extend(wanted.into_iter().map(|w| at(value(Problem::Expected(w)))));
            out.extend(ValueRule::ALL.map(|r| at(value(Problem::Rule(r)))));
            out
        }
    }
}

mod demo_step {
    use crate::demo::*;

    use crate::exit::Inner;

    impl LoadStep {
        /// One of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<LoadStep> {
            vec![
                LoadStep::Army {
                    game: "lattaque-1".into(),
                },
                LoadStep::Move {
                    game: "strand-2".into(),
                    text: "c7-c6".into(),
                },
                LoadStep::Resignation {
                    game: "lattaque-1".into(),
                },
            ]
        }
    }

    impl Unapplied {
        /// One of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<Unapplied> {
            vec![
                Unapplied::Duplicate,
                Unapplied::Failed(Inner::of(&crate::store::StoreFault::examples()[0])),
            ]
        }
    }
}

mod keys_bad_key {
    use crate::keys::*;
    use estafette_core::protocol::encode::HexError;

    impl BadKey {
        /// One value of each kind.
        pub fn examples() -> Vec<BadKey> {
            vec![
                BadKey::NotAFile,
                BadKey::TooLarge,
                BadKey::Binary,
                BadKey::NotHex(HexError::OddLength(63)),
            ]
        }
    }
}

mod keys_keyfile {
    use crate::keys::keyfile::*;

    use std::path::PathBuf;

    use crate::keys::BadKey;
    use crate::protocol::encode::EncodeError;

    impl SecretError {
        /// One value of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<SecretError> {
            let path = || PathBuf::from("referee.key");
            let mut out = vec![
                SecretError::Io {
                    action: "read",
                    path: path(),
                    source: std::io::Error::from_raw_os_error(13),
                },
                SecretError::Exists(path()),
                SecretError::Permissions {
                    path: path(),
                    mode: 0o644,
                },
            ];
            out.extend(
                BadKey::examples()
                    .into_iter()
                    .map(|reason| SecretError::BadKeyFile { path: path(), reason }),
            );
            out.extend([
                SecretError::Random("getrandom: this target is not supported".into()),
                SecretError::Encode(EncodeError::EmptyString),
                SecretError::TooShort(3),
                SecretError::Authentication,
                SecretError::Encrypt,
            ]);
            out
        }
    }
}

mod mail_fault {
    use crate::mail::fault::*;

    impl MailFault {
        /// One value of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<MailFault> {
            use MailFault::*;
            let command = || "/usr/sbin/sendmail".to_string();
            vec![
                BadAddress {
                    address: "bob@".into(),
                    error: "Missing domain or user".into(),
                },
                BadEnvelope {
                    error: "missing destination address".into(),
                },
                FolderName {
                    address: ".bob@example.org".into(),
                },
                LocalDelivery {
                    address: "bob@example.org".into(),
                    error: MaildirFault::CannotWrite {
                        path: "out/bob@example.org/tmp/1733400000.42_1.host".into(),
                        error: "No space left on device (os error 28)".into(),
                    },
                },
                TlsSetup {
                    host: "smtp.example.org".into(),
                    error: "invalid DNS name".into(),
                },
                LoginHalf,
                SmtpReply {
                    code: "550".into(),
                    error: "permanent error: mailbox unavailable".into(),
                },
                Smtp {
                    error: "Connection error: Connection refused (os error 111)".into(),
                },
                CannotRun {
                    command: command(),
                    error: "No such file or directory (os error 2)".into(),
                },
                NoStdin { command: command() },
                Wait {
                    command: command(),
                    error: "Interrupted system call (os error 4)".into(),
                },
                Writing {
                    command: command(),
                    error: "Broken pipe (os error 32)".into(),
                },
                Exited {
                    command: command(),
                    status: 75,
                    stderr: "queue full".into(),
                },
                Killed {
                    command: command(),
                    stderr: String::new(),
                },
                Told { attempt: 2 },
                NoRecipients,
            ]
        }
    }

    impl ImapFault {
        /// One value of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<ImapFault> {
            use ImapFault::*;
            let host = || "imap.example.org".to_string();
            let error = || "invalid peer certificate: UnknownIssuer".to_string();
            vec![
                NoHost,
                NoUser,
                NoMailbox,
                MoveSame { folder: "INBOX".into() },
                PlainRemote { host: host() },
                Resolve {
                    host: host(),
                    error: "failed to lookup address information: Name or service not known".into(),
                },
                NoAddress { host: host() },
                Socket {
                    address: "192.0.2.7:993".into(),
                    error: "Invalid argument (os error 22)".into(),
                },
                Connect {
                    host: host(),
                    port: "993".into(),
                    last: Some("192.0.2.7:993: Connection refused (os error 111)".into()),
                },
                Connect {
                    host: host(),
                    port: "993".into(),
                    last: None,
                },
                Verifier { error: error() },
                TlsSetup { error: error() },
                CertName {
                    host: "imap example".into(),
                    error: "invalid dnsname".into(),
                },
                TlsSetupFor {
                    host: host(),
                    error: error(),
                },
                Handshake {
                    host: host(),
                    error: error(),
                },
            ]
        }
    }

    impl MaildirFault {
        /// One value of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<MaildirFault> {
            use MaildirFault::*;
            let path = || "spool/new".to_string();
            let error = || "Permission denied (os error 13)".to_string();
            vec![
                CannotCreate {
                    path: path(),
                    error: error(),
                },
                CannotOpen {
                    path: path(),
                    error: error(),
                },
                CannotRead {
                    path: path(),
                    error: error(),
                },
                CannotWrite {
                    path: "spool/tmp/1733400000.42_1.host".into(),
                    error: "No space left on device (os error 28)".into(),
                },
                CannotList {
                    path: path(),
                    error: error(),
                },
                CannotSync {
                    path: path(),
                    error: "Input/output error (os error 5)".into(),
                },
                MissingFolder {
                    path: "spool/cur".into(),
                    error: "No such file or directory (os error 2)".into(),
                },
                CannotMoveToCur {
                    path: path(),
                    error: error(),
                },
                CannotMoveIntoNew {
                    path: path(),
                    error: error(),
                },
                NoMaildir { path: "spool".into() },
                IsFile { path: "spool".into() },
                NotMaildir {
                    path: "spool".into(),
                    missing: "tmp/, cur/".into(),
                },
                NoFreeName { path: "spool".into() },
                BadName { name: "../x".into() },
                System {
                    error: "Input/output error (os error 5)".into(),
                },
            ]
        }
    }
}

mod mail_outbound {
    use crate::mail::outbound::*;

    impl BuildError {
        /// One value of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<BuildError> {
            use BuildError::*;
            let s = |x: &str| x.to_string();
            vec![
                AutoSubmitted { value: s("no") },
                Date { date: -1 },
                Reserved { name: s("Subject") },
                Lettre {
                    error: s("missing destination address"),
                },
                AttachmentName { name: s("../x.txt") },
                MimeType {
                    value: s("text"),
                    error: s("invalid mime type"),
                },
                Address {
                    field: s("to"),
                    address: s("bob@"),
                    error: s("Missing domain or user"),
                },
                LineBreak { field: s("subject") },
                MessageId {
                    field: s("message_id"),
                    id: s("no-at-sign"),
                },
                HeaderName { name: s("X Bad") },
                HeaderNameLettre {
                    name: s("X-Bad"),
                    error: s("invalid header name"),
                },
            ]
        }
    }
}

mod mail_response_fault {
    use crate::mail::response_fault::*;

    impl ResponseFault {
        /// One value of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<ResponseFault> {
            use ResponseFault::*;
            let s = |x: &str| x.to_string();
            vec![
                ExpectedAtom {
                    at: 2,
                    line: s("* (FLAGS)"),
                },
                TooDeep,
                EndedEarly,
                UnclosedParenthesis,
                UnclosedQuote,
                BadEscape,
                UnclosedLiteralSize,
                LiteralSizeNotLast,
                LiteralMissing,
                UnexpectedTagged {
                    tag: s("A4"),
                    word: s("FETCH"),
                },
                SearchNumber { word: s("-2") },
                FetchNoList,
                FetchItemName,
                FetchNoValue { name: s("UID") },
                BadUid { uid: s("x") },
                FetchUid,
                BadSize { size: s("12k") },
                FetchSize,
            ]
        }
    }

    impl Sent {
        /// One value of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<Sent> {
            vec![
                Sent::Continuation,
                Sent::Tagged { tag: "A1".into() },
                Sent::Capability,
                Sent::Search,
                Sent::Fetch,
                Sent::Untagged,
                Sent::Nil,
                Sent::Atom { atom: "EMPTY".into() },
                Sent::List,
            ]
        }
    }
}

mod mail_sanitize {
    use crate::mail::sanitize::*;

    impl NameTooLong {
        /// One value, for the tests of the catalogs.
        pub fn examples() -> Vec<NameTooLong> {
            vec![NameTooLong {
                start: "Bartholomew Aloysius".into(),
                length: 80,
                max: MAX_NAME_CHARS,
            }]
        }
    }
}

mod mail_session_fault {
    use crate::mail::session_fault::*;

    use crate::exit::Inner;
    use crate::mail::response_fault::{ResponseFault, Sent};

    impl SessionFault {
        /// One value of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<SessionFault> {
            use SessionFault::*;
            let host = || "imap.example.org".to_string();
            let (too_large, not_taken) = unseen_examples();
            vec![
                ReadTimeout { host: host() },
                WriteTimeout { host: host() },
                Read {
                    host: host(),
                    error: "Connection reset by peer (os error 104)".into(),
                },
                Write {
                    host: host(),
                    error: "Broken pipe (os error 32)".into(),
                },
                Closed { host: host() },
                LongLine {
                    host: host(),
                    max: 8 << 20,
                },
                BadResponse {
                    host: host(),
                    error: ResponseFault::UnclosedQuote,
                },
                Preauth { host: host() },
                Greeting {
                    host: host(),
                    answer: "BAD too busy".into(),
                },
                UnexpectedGreeting {
                    host: host(),
                    what: Sent::Continuation,
                },
                ConnectionClosed { host: host() },
                WrongTag {
                    host: host(),
                    got: "A7".into(),
                    sent: "A3".into(),
                },
                Continuation {
                    host: host(),
                    command: "SELECT".into(),
                },
                Refused {
                    host: host(),
                    command: "SELECT".into(),
                    answer: "NO [NONEXISTENT] Unknown Mailbox: Referee".into(),
                },
                NoStartTls { host: host() },
                DataAfterStartTls { host: host() },
                AlreadyTls,
                LoginDisabled { host: host() },
                LoginRefused {
                    host: host(),
                    user: "referee".into(),
                    answer: "NO [AUTHENTICATIONFAILED] Invalid credentials".into(),
                },
                ReadOnly {
                    host: host(),
                    mailbox: "INBOX".into(),
                },
                too_large.clone(),
                NoBody {
                    uid: 5,
                    what: Sent::Nil,
                },
                not_taken.clone(),
                LeftUnseen {
                    done: 3,
                    left: 1,
                    shown: vec![not_taken.clone()],
                    more: 0,
                },
                LeftUnseen {
                    done: 1,
                    left: 8,
                    shown: vec![too_large, not_taken],
                    more: 6,
                },
                Commit {
                    count: 2,
                    error: Inner::of(&crate::store::StoreFault::Sqlite {
                        error: "database or disk is full".into(),
                    }),
                },
                NotMarked {
                    set: "11:13,15".into(),
                    why: Inner::of(&Refused {
                        host: host(),
                        command: "UID STORE".into(),
                        answer: "NO [SERVERBUG] try later".into(),
                    }),
                },
            ]
        }
    }

    /// A message too large, and one the referee could not take in.
    fn unseen_examples() -> (SessionFault, SessionFault) {
        let too_large = SessionFault::TooLarge {
            uid: 4,
            size: 3000,
            limit: 1000,
        };
        let not_taken = SessionFault::NotTaken {
            uid: 7,
            error: Inner::of(&crate::store::StoreFault::Sqlite {
                error: "database is locked".into(),
            }),
        };
        (too_large, not_taken)
    }
}

mod service_errors {
    use crate::service::errors::*;

    use crate::exit::Inner;

    impl ServiceError {
        /// One value of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<ServiceError> {
            use ServiceError::*;
            let s = |x: &str| x.to_string();
            let md = |i: usize| Inner::of(&crate::mail::fault::MaildirFault::examples()[i]);
            let (open, maildir) = (md(9), md(2));
            let build = Inner::of(&crate::mail::outbound::BuildError::examples()[9]);
            let store = || Inner::of(&crate::store::StoreFault::examples()[0]);
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
}

mod service_send {
    use crate::service::*;

    use crate::exit::Inner;
    use crate::mail::fault::MailFault;

    impl SendFault {
        /// One value of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<SendFault> {
            let refused = MailFault::Smtp {
                error: "Connection error: Connection refused (os error 111)".into(),
            };
            vec![
                SendFault::Transport(MailFault::SmtpReply {
                    code: "550".into(),
                    error: "permanent error: mailbox unavailable".into(),
                }),
                SendFault::GaveUp { days: 5, why: refused },
                SendFault::NotTried,
                SendFault::CannotOpen {
                    error: Inner::of(&crate::keys::SecretError::Authentication),
                },
            ]
        }
    }
}

mod store_fault {
    use crate::store::*;

    use crate::exit::Inner;

    impl StoreFault {
        /// One value of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<StoreFault> {
            use StoreFault::*;
            let path = || "referee.db".to_string();
            let sqlite = || "database is locked".to_string();
            let problems = |n: usize| {
                (1..=n)
                    .map(|i| format!("row {i} missing from index games_by_due"))
                    .collect()
            };
            vec![
                Sqlite { error: sqlite() },
                Corrupt {
                    error: "database disk image is malformed".into(),
                },
                OnFile {
                    path: path(),
                    inner: Inner::of(&Sqlite { error: sqlite() }),
                },
                File {
                    path: path(),
                    error: "Permission denied (os error 13)".into(),
                },
                IsFolder { path: path() },
                EmptyFile { path: path() },
                NotSqlite { path: path() },
                NoDatabase { path: path() },
                NotEstafette { path: path() },
                NoFolder {
                    path: "games/referee.db".into(),
                    folder: "games".into(),
                },
                Damaged {
                    path: Some(path()),
                    problems: problems(1),
                },
                Damaged {
                    path: None,
                    problems: problems(7),
                },
                BackupExists {
                    path: "monday.db".into(),
                },
                BackupNoFolder {
                    path: "backups/monday.db".into(),
                    folder: "backups".into(),
                },
                BackupCannotCreate {
                    path: "monday.db".into(),
                    error: "unable to open database file".into(),
                },
                BackupMissing {
                    path: "monday.db".into(),
                },
                BackupNotEstafette {
                    path: "monday.db".into(),
                },
                BackupTooNew {
                    path: "monday.db".into(),
                    version: 12,
                    latest: 9,
                },
                SchemaTooNew { current: 12, latest: 9 },
                MigrationFailed {
                    name: "0004_outbox.sql".into(),
                    error: "table outbox already exists".into(),
                },
                BatchOpen,
                NoBatch,
                BatchSpoiled,
                NoGame { id: "strand-9".into() },
                OutOfOrder {
                    id: "strand-9".into(),
                    from: 3,
                    at: 5,
                },
                NumberedFromOne {
                    game: "strand-9".into(),
                },
                ParcelOffset,
                ParcelLength,
            ]
        }
    }
}

mod views_template {
    use crate::views::*;

    impl TemplateError {
        /// One value of each kind, for the tests of the catalogs.
        pub fn examples() -> Vec<TemplateError> {
            let error = || "syntax error: unexpected end of input (in frame.txt:3)".to_string();
            vec![
                TemplateError::Render { error: error() },
                TemplateError::InFile {
                    file: "words/frame.txt".into(),
                    error: error(),
                },
                TemplateError::NoValue {
                    file: "words/frame.txt".into(),
                    value: "player".into(),
                    name: "frame.txt".into(),
                    have: "body, lang".into(),
                },
                TemplateError::NoTemplate {
                    file: "words/mail.txt".into(),
                    name: "mail.txt".into(),
                    names: "frame.txt, frame.html".into(),
                },
            ]
        }
    }
}

/// The inner sentences that the examples of `sentences!` nest.
pub(crate) mod inner {
    use crate::exit::Inner;

    /// A typed sentence of the core's.
    pub(crate) fn core_refusal() -> Inner {
        Inner::of(&estafette_core::games::notation::Syntax::UnknownGame { text: "chess".into() })
    }

    /// A sealed file that does not open.
    pub(crate) fn sealed() -> Inner {
        Inner::of(&crate::keys::SecretError::Authentication)
    }

    /// A relay that refuses the connection.
    pub(crate) fn refused() -> Inner {
        Inner::of(&crate::mail::fault::MailFault::Smtp {
            error: "Connection error: Connection refused (os error 111)".into(),
        })
    }

    /// A database made meanwhile.
    pub(crate) fn created_meanwhile() -> Inner {
        Inner::of(&crate::cli::errors::AdminError::CreatedMeanwhile { db: "ref.db".into() })
    }

    /// A message file that is not there.
    pub(crate) fn no_message_file() -> Inner {
        Inner::of(&crate::cli::errors::CliError::NoSuchFile {
            path: "message.eml".into(),
        })
    }

    /// A problem `check` found.
    pub(crate) fn found_problem() -> Inner {
        Inner::of(&crate::cli::errors::CheckError::Found { n: 1 })
    }

    /// A refusal of the clock's.
    pub(crate) fn clock_refusal() -> Inner {
        Inner::of(&estafette_core::referee::clock::DurationError::Empty)
    }

    /// The rules' refusal of the example's move `e3-e9`.
    pub(crate) fn no_piece_on_e3() -> Inner {
        let square = estafette_core::games::Square::parse("e3").expect("a square");
        Inner::of(&estafette_core::games::lattaque::Refusal::NoPiece { square })
    }
}
