//! The failures of the configuration: the flags, the environment,
//! estafette.toml, and the mail sources and transports they name.

use super::Inner;

sentences! {
    /// A wrong or missing setting, or a flag of a mail source or transport.
    pub enum SettingError {
        /// `ESTAFETTE_LANG` names no language with catalogs.
        Lang { value: String = "xx" }
            => Config "command-lang" "ESTAFETTE_LANG={value}: choose en, fr or de (or unset it to follow the locale)",
        /// The catalogs of the templates folder cannot be read or used.
        Catalogs { why: Inner = Inner::of(&estafette_words::WordsError::examples()[0]) }
            => Config "command-config-catalogs" "{why}",
        /// `ESTAFETTE_BUSY_TIMEOUT_MS` is not a number.
        BusyTimeout { value: String = "soon" }
            => Config "command-busy-timeout" "ESTAFETTE_BUSY_TIMEOUT_MS '{value}': not a number of milliseconds",
        /// `ESTAFETTE_DURABILITY` is neither value.
        Durability { value: String = "always" }
            => Config "command-durability" "ESTAFETTE_DURABILITY '{value}': write \"normal\" or \"full\"",
        /// `ESTAFETTE_POLL_BATCH` is out of range.
        PollBatch { value: String = "0" }
            => Config "command-poll-batch" "ESTAFETTE_POLL_BATCH '{value}': give a number of messages from 1 to 10000",
        /// The configuration file named by `--config` or `ESTAFETTE_CONFIG`
        /// does not exist.
        NoConfigFile { path: String = "referee.toml", cwd: String = "/var/spool/postfix" }
            => Config "command-no-config-file" "the configuration file {path} does not exist (the working folder \
               is {cwd}): give its full path with --config or ESTAFETTE_CONFIG",
        /// No referee's address for a command that composes mail, and none
        /// in the configuration file read.
        NoAddress { file: String = "/var/lib/estafette/estafette.toml" }
            => Config "command-no-address" "this command composes or sends mail and needs the referee's address: \
               set it with --address referee@example.org, ESTAFETTE_ADDRESS, or \
               `address = \"referee@example.org\"` in {file}",
        /// No referee's address, and no configuration file: none was named
        /// and the default one was looked for in the working folder.
        NoAddressNoFile { looked: String = "/var/spool/postfix/estafette.toml" }
            => Config "command-no-address-no-file" "this command composes or sends mail and needs the referee's \
               address, and no configuration file was read: none was named, and {looked} does not exist. Name \
               the file with --config FILE or ESTAFETTE_CONFIG (an MTA runs its pipe in a folder of its own), \
               or set the address with --address referee@example.org or ESTAFETTE_ADDRESS",
        /// The referee's address is not a plain one.
        NotPlainAddress { address: String = "referee+x@example.net" }
            => Config "command-not-plain-address" "the referee's address '{address}' is not a plain mail address \
               (local@domain, without `+`, since replies go to local+TOKEN@domain): set it with --address \
               referee@example.org, ESTAFETTE_ADDRESS, or `address = \"referee@example.org\"` in estafette.toml",
        /// A player as the operator wrote it is no mailbox (the parser's words).
        NotMailbox { text: String = "nobody", error: String = "Missing domain or user" }
            => Usage "command-not-mailbox" "'{text}' is not a mail address ({error}): write ADDRESS or \
               \"Name <ADDRESS>\" (quote a name with commas)",
        /// A player's language that has no catalogs.
        PlayerLang { lang: String = "es" } => Usage "command-player-lang" "language '{lang}': choose en, fr or de",
        /// `--imap-tls` of no known value.
        ImapTls { value: String = "ssl" }
            => Usage "command-imap-tls" "--imap-tls {value}: choose implicit, starttls or plain",
        /// IMAP without a user.
        ImapUser {} => Config "command-imap-user" "IMAP needs a user: --imap-user, or user in the [imap] section",
        /// IMAP without a password file.
        ImapPassword {}
            => Config "command-imap-password" "IMAP needs a password file: --imap-password-file, or password_file \
               in the [imap] section",
        /// `--smtp-tls` of no known value.
        SmtpTls { value: String = "bogus" }
            => Usage "command-smtp-tls" "--smtp-tls {value}: choose none, starttls or implicit",
        /// The SMTP transport cannot be set up (the transport's words).
        Smtp { why: Inner = Inner::of(&crate::mail::fault::MailFault::LoginHalf) }
            => Config "command-smtp" "smtp: {why}",
        /// No transport is set.
        NoTransport {}
            => Config "command-no-transport" "no way to send mail is set: give --smtp-host HOST (or [smtp] host in \
               estafette.toml), --sendmail PATH (or sendmail), or --maildir-root DIR (or maildir_out, or \
               ESTAFETTE_MAILDIR_OUT) to deliver into local Maildirs",
        /// A password file that does not exist.
        NoPasswordFile { path: String = "nopw" }
            => Config "command-no-password-file" "the password file {path}: does not exist",
        /// A password file that cannot be read (the system's words).
        PasswordFile { path: String = "pw", error: String = "Permission denied (os error 13)" }
            => Config "command-password-file" "the password file {path}: {error}",
        /// A Maildir to read that does not exist.
        NoMaildir { path: String = "inbox" }
            => NoInput "command-no-maildir" "the Maildir {path} does not exist: check the path",
        /// A Maildir to read that is a file.
        MaildirIsFile { path: String = "inbox" }
            => Data "command-maildir-is-file" "{path} is a file, not a Maildir folder",
        /// A folder without the Maildir's subfolders.
        NotMaildir { path: String = "inbox", missing: String = "tmp/, cur/" }
            => Data "command-not-maildir" "{path} is not a Maildir: it lacks {missing} (a Maildir holds tmp/, new/ \
               and cur/)",
        /// A Maildir that cannot be opened (the system's words).
        MaildirUnreadable { path: String = "inbox", error: String = "Permission denied (os error 13)" }
            => Io "command-maildir-unreadable" "cannot open {path}: {error}",
    }
}
