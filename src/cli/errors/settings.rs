//! The failures of the configuration: the flags, the environment,
//! estafette.toml, and the mail sources and transports they name.

use super::Inner;

sentences! {
    /// A wrong or missing setting, or a flag of a mail source or transport.
    pub enum SettingError {
        /// `ESTAFETTE_LANG` names no language with catalogs.
        Lang { value: String = "xx" }
            => Config "command-lang",
        /// The catalogs of the templates folder cannot be read or used.
        Catalogs { why: Inner = Inner::of(&estafette_words::WordsError::examples()[0]) }
            => Config "command-config-catalogs",
        /// `ESTAFETTE_BUSY_TIMEOUT_MS` is not a number.
        BusyTimeout { value: String = "soon" }
            => Config "command-busy-timeout",
        /// `ESTAFETTE_DURABILITY` is neither value.
        Durability { value: String = "always" }
            => Config "command-durability",
        /// `ESTAFETTE_POLL_BATCH` is out of range.
        PollBatch { value: String = "0" }
            => Config "command-poll-batch",
        /// The configuration file named by `--config` or `ESTAFETTE_CONFIG`
        /// does not exist.
        NoConfigFile { path: String = "referee.toml", cwd: String = "/var/spool/postfix" }
            => Config "command-no-config-file",
        /// No referee's address for a command that composes mail, and none
        /// in the configuration file read.
        NoAddress { file: String = "/var/lib/estafette/estafette.toml" }
            => Config "command-no-address",
        /// No referee's address, and no configuration file: none was named
        /// and the default one was looked for in the working folder.
        NoAddressNoFile { looked: String = "/var/spool/postfix/estafette.toml" }
            => Config "command-no-address-no-file",
        /// The referee's address is not a plain one.
        NotPlainAddress { address: String = "referee+x@example.net" }
            => Config "command-not-plain-address",
        /// A player as the operator wrote it is no mailbox (the parser's words).
        NotMailbox { text: String = "nobody", error: String = "Missing domain or user" }
            => Usage "command-not-mailbox",
        /// A player's language that has no catalogs.
        PlayerLang { lang: String = "es" } => Usage "command-player-lang",
        /// `--imap-tls` of no known value.
        ImapTls { value: String = "ssl" }
            => Usage "command-imap-tls",
        /// IMAP without a user.
        ImapUser {} => Config "command-imap-user",
        /// IMAP without a password file.
        ImapPassword {}
            => Config "command-imap-password",
        /// `--smtp-tls` of no known value.
        SmtpTls { value: String = "bogus" }
            => Usage "command-smtp-tls",
        /// The SMTP transport cannot be set up (the transport's words).
        Smtp { why: Inner = Inner::of(&crate::mail::fault::MailFault::LoginHalf) }
            => Config "command-smtp",
        /// No transport is set.
        NoTransport {}
            => Config "command-no-transport",
        /// A password file that does not exist.
        NoPasswordFile { path: String = "nopw" }
            => Config "command-no-password-file",
        /// A password file that cannot be read (the system's words).
        PasswordFile { path: String = "pw", error: String = "Permission denied (os error 13)" }
            => Config "command-password-file",
        /// A Maildir to read that does not exist.
        NoMaildir { path: String = "inbox" }
            => NoInput "command-no-maildir",
        /// A Maildir to read that is a file.
        MaildirIsFile { path: String = "inbox" }
            => Data "command-maildir-is-file",
        /// A folder without the Maildir's subfolders.
        NotMaildir { path: String = "inbox", missing: String = "tmp/, cur/" }
            => Data "command-not-maildir",
        /// A Maildir that cannot be opened (the system's words).
        MaildirUnreadable { path: String = "inbox", error: String = "Permission denied (os error 13)" }
            => Io "command-maildir-unreadable",
    }
}
