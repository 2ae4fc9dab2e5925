//! The failures of `init --owner` and the problems `check` finds, each
//! with what to do.

use super::Inner;

/// An inner failure for the examples.
fn refused() -> Inner {
    Inner::of(&crate::mail::fault::MailFault::Smtp {
        error: "Connection error: Connection refused (os error 111)".into(),
    })
}

sentences! {
    /// A failure of `init --owner`, or a problem `check` found.
    pub enum CheckError {
        /// `init --owner` of a user the system does not have.
        NoUser { user: String = "estafette" }
            => NoInput "command-check-no-user" "there is no user {user} on this system: make it (`useradd --system \
               --home-dir /var/lib/estafette --shell /usr/sbin/nologin {user}`) or name another with --owner",
        /// A file `init --owner` cannot give to the user (the system's words).
        Give { path: String = "ref.key", user: String = "estafette", error: String = "Operation not permitted (os error 1)" }
            => CantCreate "command-check-give" "cannot give {path} to {user}: {error} (only root gives a file to \
               another user: run `estafette init --owner {user}` as root)",
        /// The database does not exist.
        NoDatabase { db: String = "/var/lib/estafette/estafette.db" }
            => NoInput "command-check-no-database" "the database {db} does not exist: make it with `estafette init`, \
               run as the user the pipe runs as (or as root with --owner USER)",
        /// A file of the referee's that belongs to root.
        RootOwned { path: String = "/var/lib/estafette/estafette.db" }
            => Config "command-check-root-owned" "{path} belongs to root, and Postfix never runs a pipe as root: give \
               it to the user the pipe runs as (`chown USER: {path}`), or make the files with `estafette init --owner \
               USER`",
        /// A file of the referee's that belongs to another user than the others.
        OtherOwner { path: String = "/var/lib/estafette/estafette.db-shm", owner: String = "root", user: String = "estafette" }
            => Config "command-check-other-owner" "{path} belongs to {owner}, not to {user}: the pipe, cron and the \
               services run as one user, who must own every file of the referee (`chown {user}: {path}`)",
        /// A file the user cannot read or write (the system's words, or its mode).
        Cannot { path: String = "/var/lib/estafette/estafette.db", user: String = "estafette", error: String = "Permission denied (os error 13)" }
            => Config "command-check-cannot" "{user} cannot read and write {path} ({error}): `chown {user}: {path}` \
               and `chmod 600 {path}`",
        /// A folder the user cannot create files in.
        Folder { folder: String = "/var/lib/estafette", user: String = "estafette", error: String = "Permission denied (os error 13)" }
            => Config "command-check-folder" "{user} cannot create files in {folder} ({error}), where SQLite keeps the \
               database's -wal and -shm files: `chown {user}: {folder}` and `chmod 700 {folder}`",
        /// The SMTP relay does not answer as `send` needs.
        Smtp { host: String = "127.0.0.1", port: u64 = 25u64, why: Inner = refused() }
            => Temporary "command-check-smtp" "the SMTP server {host}:{port} does not answer as `send` needs it to \
               ({why}): check that it runs, and [smtp] host, port and tls (a relay on this machine needs the host \
               alone; tls = \"none\" only where it must not use STARTTLS)",
        /// The sendmail binary does not run.
        Sendmail { why: Inner = Inner::of(&crate::mail::fault::MailFault::CannotRun { command: "sendmail".into(), error: "No such file or directory (os error 2)".into() }) }
            => Config "command-check-sendmail" "{why}: give the full path of a sendmail binary that runs (sendmail in \
               estafette.toml, or --sendmail)",
        /// The clock reads a time before this program was made.
        Clock { now: String = "1970-01-01 00:00:00 UTC" }
            => Failed "command-check-clock" "the clock reads {now}, earlier than this version of Estafette: set the \
               system's time (NTP, `timedatectl`), since every deadline and every time in the games' logs comes from it",
        /// The time zone data does not know the default zone.
        TimeZones { zone: String = "Europe/London" }
            => Config "command-check-time-zones" "the time zone data built in does not know {zone}: set \
               default_timezone to an IANA zone name (Europe/London), or use a build of Estafette with its time zone \
               data",
        /// What `check` found, said last (its exit status is the first problem's).
        Found { n: usize = 2usize } => Failed "command-check-found" "check found {n} problem(s), above",
    }
}
