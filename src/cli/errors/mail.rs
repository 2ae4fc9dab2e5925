//! The failures of mail in and out: `ingest`, `poll`, `send`, `run`.

use super::Inner;

sentences! {
    /// A failure of `ingest`, `poll`, `send` or `run`.
    pub enum MailError {
        /// A failure of `ingest` before the message is stored: the mail
        /// server keeps it and tries again.
        Later { why: Inner = no_message_file() }
            => Temporary "command-later",
        /// `poll` given both sources.
        PollBoth {} => Usage "command-poll-both",
        /// `poll` given no source.
        PollNeither {}
            => Usage "command-poll-neither",
        /// The IMAP mailbox could not be read (the IMAP client's words).
        Imap { why: Inner = Inner::of(&crate::mail::fault::ImapFault::NoUser) } => Failed "command-imap",
        /// Mails given up on by `send`.
        SendFailed { n: usize = 2usize } => Failed "command-send-failed",
        /// Mails `send` keeps for a later try.
        SendLater { n: usize = 1usize }
            => Temporary "command-send-later",
        /// `run` given both sources.
        RunBoth {} => Usage "command-run-both",
        /// The signal handlers cannot be set (the system's words).
        Signal { error: String = "Invalid argument (os error 22)" } => Failed "command-signal",
        /// The lock file of `run` cannot be made or locked (the system's words).
        LockFile { path: String = "ref.db.lock", error: String = "Permission denied (os error 13)" }
            => CantCreate "command-lock-file",
        /// Another `run` holds the lock.
        Running { db: String = "ref.db" }
            => Temporary "command-running",
    }
}
