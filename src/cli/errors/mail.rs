//! The failures of mail in and out: `ingest`, `poll`, `send`, `run`.

use super::{CliError, Inner};

sentences! {
    /// A failure of `ingest`, `poll`, `send` or `run`.
    pub enum MailError {
        /// A failure of `ingest` before the message is stored: the mail
        /// server keeps it and tries again.
        Later { why: Inner = Inner::of(&CliError::NoSuchFile { path: "message.eml".into() }) }
            => Temporary "command-later" "{why} (the message is left to the mail server, which tries again later)",
        /// `poll` given both sources.
        PollBoth {} => Usage "command-poll-both" "poll reads a Maildir or an IMAP mailbox, not both",
        /// `poll` given no source.
        PollNeither {}
            => Usage "command-poll-neither" "poll needs --maildir DIR or --imap-host HOST (or [imap] host in the config)",
        /// The IMAP mailbox could not be read (the IMAP client's words).
        Imap { why: Inner = Inner::of(&crate::mail::fault::ImapFault::NoUser) } => Failed "command-imap" "imap: {why}",
        /// Mails given up on by `send`.
        SendFailed { n: usize = 2usize } => Failed "command-send-failed" "{n} mail(s) could not be sent (see above)",
        /// Mails `send` keeps for a later try.
        SendLater { n: usize = 1usize }
            => Temporary "command-send-later" "{n} mail(s) could not be handed over yet; they stay queued for the next `send`",
        /// `run` given both sources.
        RunBoth {} => Usage "command-run-both" "run polls a Maildir or an IMAP mailbox, not both",
        /// The signal handlers cannot be set (the system's words).
        Signal { error: String = "Invalid argument (os error 22)" } => Failed "command-signal" "signal handler: {error}",
        /// The lock file of `run` cannot be made or locked (the system's words).
        LockFile { path: String = "ref.db.lock", error: String = "Permission denied (os error 13)" }
            => CantCreate "command-lock-file" "lock file {path}: {error}",
        /// Another `run` holds the lock.
        Running { db: String = "ref.db" }
            => Temporary "command-running" "another `estafette run` is already using {db}",
    }
}
