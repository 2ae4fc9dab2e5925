//! The failures of `init --owner` and the problems `check` finds, each
//! with what to do.

use super::Inner;

sentences! {
    /// A failure of `init --owner`, or a problem `check` found.
    pub enum CheckError {
        /// `init --owner` of a user the system does not have.
        NoUser { user: String = "estafette" }
            => NoInput "command-check-no-user",
        /// A file `init --owner` cannot give to the user (the system's words).
        Give { path: String = "ref.key", user: String = "estafette", error: String = "Operation not permitted (os error 1)" }
            => CantCreate "command-check-give",
        /// The database does not exist.
        NoDatabase { db: String = "/var/lib/estafette/estafette.db" }
            => NoInput "command-check-no-database",
        /// A file of the referee's that belongs to root.
        RootOwned { path: String = "/var/lib/estafette/estafette.db" }
            => Config "command-check-root-owned",
        /// A file of the referee's that belongs to another user than the others.
        OtherOwner { path: String = "/var/lib/estafette/estafette.db-shm", owner: String = "root", user: String = "estafette" }
            => Config "command-check-other-owner",
        /// A file the user cannot read or write (the system's words, or its mode).
        Cannot { path: String = "/var/lib/estafette/estafette.db", user: String = "estafette", error: String = "Permission denied (os error 13)" }
            => Config "command-check-cannot",
        /// A folder the user cannot create files in.
        Folder { folder: String = "/var/lib/estafette", user: String = "estafette", error: String = "Permission denied (os error 13)" }
            => Config "command-check-folder",
        /// The SMTP relay does not answer as `send` needs.
        Smtp { host: String = "127.0.0.1", port: u64 = 25u64, why: Inner = refused() }
            => Temporary "command-check-smtp",
        /// The sendmail binary does not run.
        Sendmail { why: Inner = Inner::of(&crate::mail::fault::MailFault::CannotRun { command: "sendmail".into(), error: "No such file or directory (os error 2)".into() }) }
            => Config "command-check-sendmail",
        /// The clock reads a time before this program was made.
        Clock { now: String = "1970-01-01 00:00:00 UTC" }
            => Failed "command-check-clock",
        /// The time zone data does not know the default zone.
        TimeZones { zone: String = "Europe/London" }
            => Config "command-check-time-zones",
        /// What `check` found, said last (its exit status is the first problem's).
        Found { n: usize = 2usize } => Failed "command-check-found",
    }
}
