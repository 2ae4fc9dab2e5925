//! What `check` prints of each thing it found in order, and the headings
//! of the lines it prints for the mail server, cron and systemd, typed
//! (declared by `sentences!`; their words are `summary-check-…` in
//! `templates/<lang>/summary.ftl`). A problem is a failure of its own,
//! nested in [`Checked::Problem`].

use crate::exit::Inner;

crate::sentences! {
    /// A line of `check`'s report.
    pub enum Checked {
        /// The configuration file read.
        Config { path: String = "/var/lib/estafette/estafette.toml" }
            => Failed "summary-check-config",
        /// No configuration file: none named, the default one not there.
        NoConfig { looked: String = "/root/estafette.toml" }
            => Failed "summary-check-no-config",
        /// The referee's address.
        Address { address: String = "referee@example.org" }
            => Failed "summary-check-address",
        /// The referee's files and who owns them.
        Files { user: String = "estafette", db: String = "/var/lib/estafette/estafette.db", key: String = "/var/lib/estafette/estafette.key" }
            => Failed "summary-check-files",
        /// The database, intact and of the key file.
        Database { db: String = "/var/lib/estafette/estafette.db", version: u64 = 12u64, games: u64 = 3u64 }
            => Failed "summary-check-database",
        /// The SMTP relay answers; `tls` is the setting: none, starttls or implicit.
        Smtp { host: String = "smtp.example.org", port: u64 = 587u64, tls: String = "starttls" }
            => Failed "summary-check-smtp",
        /// The SMTP relay on this machine answers (STARTTLS when offered).
        SmtpLocal { host: String = "127.0.0.1", port: u64 = 25u64 }
            => Failed "summary-check-smtp-local",
        /// The sendmail binary runs.
        Sendmail { command: String = "/usr/sbin/sendmail" }
            => Failed "summary-check-sendmail",
        /// Mail goes into local Maildirs.
        Maildirs { root: String = "/var/mail/estafette-out" }
            => Failed "summary-check-maildirs",
        /// The Maildir `poll` reads.
        Maildir { path: String = "/var/mail/referee" }
            => Failed "summary-check-maildir",
        /// The clock and the time zone data.
        Clock { now: String = "2026-11-18 10:00:00 UTC", zones: usize = 597usize, zone: String = "UTC" }
            => Failed "summary-check-clock",
        /// A problem, and what to do.
        Problem { why: Inner = found_problem() }
            => Failed "summary-check-problem",
        /// The heading of the Postfix pipe's lines.
        Pipe { user: String = "estafette", address: String = "referee@example.org" }
            => Failed "summary-check-pipe",
        /// The heading of the alias's line.
        Alias { user: String = "estafette", file: String = "/var/lib/estafette/aliases" }
            => Failed "summary-check-alias",
        /// The heading of the cron line.
        Cron { file: String = "/etc/cron.d/estafette" }
            => Failed "summary-check-cron",
        /// The heading of the systemd lines.
        Systemd {}
            => Failed "summary-check-systemd",
    }
}

impl Checked {
    /// This in `lang`.
    pub fn words(&self, lang: crate::views::Lang) -> String {
        super::words_of(lang, &estafette_core::reason::Explain::reason(self))
    }
}
