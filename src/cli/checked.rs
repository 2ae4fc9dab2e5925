//! What `check` prints of each thing it found in order, and the headings
//! of the lines it prints for the mail server, cron and systemd, typed
//! (declared by `sentences!`; their words are `summary-check-…` in
//! `templates/<lang>/summary.ftl`). A problem is a failure of its own,
//! nested in [`Checked::Problem`].

use super::errors::Inner;

crate::sentences! {
    /// A line of `check`'s report.
    pub enum Checked {
        /// The configuration file read.
        Config { path: String = "/var/lib/estafette/estafette.toml" }
            => Failed "summary-check-config" "ok: the configuration is read from {path}",
        /// No configuration file: none named, the default one not there.
        NoConfig { looked: String = "/root/estafette.toml" }
            => Failed "summary-check-no-config" "ok: no configuration file is read ({looked} does not exist): the \
               settings come from flags and the environment alone",
        /// The referee's address.
        Address { address: String = "referee@example.org" }
            => Failed "summary-check-address" "ok: the referee's address is {address}",
        /// The referee's files and who owns them.
        Files { user: String = "estafette", db: String = "/var/lib/estafette/estafette.db", key: String = "/var/lib/estafette/estafette.key" }
            => Failed "summary-check-files" "ok: {user} owns the database {db}, the files beside it and the key file \
               {key}, and can read and write them and their folder",
        /// The database, intact and of the key file.
        Database { db: String = "/var/lib/estafette/estafette.db", version: u64 = 12u64, games: u64 = 3u64 }
            => Failed "summary-check-database" "ok: the database {db} is intact (schema {version}, {games} game(s)) \
               and belongs to the key file",
        /// The SMTP relay answers; `tls` is the setting: none, starttls or implicit.
        Smtp { host: String = "smtp.example.org", port: u64 = 587u64, tls: String = "starttls" }
            => Failed "summary-check-smtp" "ok: the SMTP server {host}:{port} answers (tls = {tls})",
        /// The SMTP relay on this machine answers (STARTTLS when offered).
        SmtpLocal { host: String = "127.0.0.1", port: u64 = 25u64 }
            => Failed "summary-check-smtp-local" "ok: the SMTP server {host}:{port} on this machine answers (with \
               STARTTLS when it offers it)",
        /// The sendmail binary runs.
        Sendmail { command: String = "/usr/sbin/sendmail" }
            => Failed "summary-check-sendmail" "ok: {command} runs",
        /// Mail goes into local Maildirs.
        Maildirs { root: String = "/var/mail/estafette-out" }
            => Failed "summary-check-maildirs" "ok: mail goes into a Maildir per recipient under {root}",
        /// The Maildir `poll` reads.
        Maildir { path: String = "/var/mail/referee" }
            => Failed "summary-check-maildir" "ok: the Maildir {path} is there",
        /// The clock and the time zone data.
        Clock { now: String = "2026-11-18 10:00:00 UTC", zones: usize = 597usize, zone: String = "UTC" }
            => Failed "summary-check-clock" "ok: the clock reads {now}; the time zone data knows {zones} zones, \
               {zone} among them",
        /// A problem, and what to do.
        Problem { why: Inner = Inner::of(&super::errors::CheckError::Found { n: 1 }) }
            => Failed "summary-check-problem" "problem: {why}",
        /// The heading of the Postfix pipe's lines.
        Pipe { user: String = "estafette", address: String = "referee@example.org" }
            => Failed "summary-check-pipe" "Postfix: a pipe run as {user} for {address} and its +TOKEN addresses, \
               in master.cf; then the lines of main.cf (`postconf -e`), the transport map (`postmap`) and `postfix \
               reload`",
        /// The heading of the alias's line.
        Alias { user: String = "estafette", file: String = "/var/lib/estafette/aliases" }
            => Failed "summary-check-alias" "or, for a domain Postfix delivers itself (mydestination), an alias in \
               {file}, a file {user} owns (Postfix runs an alias's command as the owner of its file): add \
               hash:{file} to alias_maps, then run `postalias {file}` as {user}",
        /// The heading of the cron line.
        Cron { file: String = "/etc/cron.d/estafette" }
            => Failed "summary-check-cron" "cron: tick, then send, every five minutes, in {file}",
        /// The heading of the systemd lines.
        Systemd {}
            => Failed "summary-check-systemd" "systemd: the units of contrib/systemd (estafette-tick.service and \
               .timer beside the pipe, or estafette.service for `run`), with these lines (`systemctl edit UNIT`)",
    }
}

impl Checked {
    /// This in `lang`.
    pub fn words(&self, lang: crate::views::Lang) -> String {
        super::errors::words_of(lang, &estafette_core::reason::Explain::reason(self))
    }
}
