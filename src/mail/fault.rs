//! The transports' failures as typed sentences: `Display` is the English
//! (the outbox and the logs keep it, tests read it), [`Explain::reason`]
//! the code (`system-mail-…`, `system-smtp-…`, the messages of
//! `templates/<lang>/system.ftl`) and its arguments. Addresses, host
//! names, commands and the words of lettre, rustls, the server or the
//! system are arguments written as they are.

use std::fmt;

use estafette_core::reason::{Explain, Reason};

/// Why a transport could not hand a message over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MailFault {
    /// An address lettre cannot read (its words).
    BadAddress { address: String, error: String },
    /// An envelope lettre refuses (its words).
    BadEnvelope { error: String },
    /// An address that cannot name a local folder.
    FolderName { address: String },
    /// The local delivery to `address` failed.
    LocalDelivery { address: String, error: MaildirFault },
    /// TLS cannot be set up for `host` (rustls' words).
    TlsSetup { host: String, error: String },
    /// A user without a password, or a password without a user.
    LoginHalf,
    /// The SMTP server's reply `code`, with lettre's words.
    SmtpReply { code: String, error: String },
    /// An SMTP failure (lettre's words, with the reply's code if any).
    Smtp { error: String },
    /// The sendmail command cannot be started (the system's words).
    CannotRun { command: String, error: String },
    /// The sendmail command has no standard input.
    NoStdin { command: String },
    /// Waiting for the sendmail command failed (the system's words).
    Wait { command: String, error: String },
    /// Writing the message to the sendmail command failed.
    Writing { command: String, error: String },
    /// The sendmail command exited with a failure status.
    Exited {
        command: String,
        status: i32,
        stderr: String,
    },
    /// The sendmail command was killed by a signal.
    Killed { command: String, stderr: String },
    /// The recording transport was told to fail (tests).
    Told { attempt: usize },
    /// A message with no recipient.
    NoRecipients,
}

impl fmt::Display for MailFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use MailFault::*;
        match self {
            BadAddress { address, error } => write!(f, "'{address}' is not a valid address: {error}"),
            BadEnvelope { error } => write!(f, "bad envelope: {error}"),
            FolderName { address } => write!(f, "'{address}' cannot be used as a local folder name"),
            LocalDelivery { address, error } => write!(f, "local delivery to {address}: {error}"),
            TlsSetup { host, error } => write!(f, "TLS setup for {host}: {error}"),
            LoginHalf => f.write_str("SMTP login needs both a user and a password"),
            SmtpReply { code, error } => write!(f, "SMTP {code}: {error}"),
            Smtp { error } => write!(f, "SMTP: {error}"),
            CannotRun { command, error } => write!(f, "cannot run {command}: {error}"),
            NoStdin { command } => write!(f, "{command}: no stdin"),
            Wait { command, error } => write!(f, "{command}: {error}"),
            Writing { command, error } => write!(f, "{command}: writing the message: {error}"),
            Exited {
                command,
                status,
                stderr,
            } => write!(f, "{command} exited with status {status}: {stderr}"),
            Killed { command, stderr } => write!(f, "{command} was killed by a signal: {stderr}"),
            Told { attempt } => write!(f, "recording transport told to fail (attempt {attempt})"),
            NoRecipients => f.write_str("no recipients"),
        }
    }
}

impl Explain for MailFault {
    fn reason(&self) -> Reason {
        use MailFault::*;
        let mail = |c: &str| Reason::new(&format!("system-mail-{c}"));
        let smtp = |c: &str| Reason::new(&format!("system-smtp-{c}"));
        match self {
            BadAddress { address, error } => mail("bad-address").text("address", address).text("error", error),
            BadEnvelope { error } => mail("bad-envelope").text("error", error),
            FolderName { address } => mail("folder-name").text("address", address),
            LocalDelivery { address, error } => mail("local-delivery")
                .text("address", address)
                .reason("error", error.reason()),
            TlsSetup { host, error } => smtp("tls-setup").text("host", host).text("error", error),
            LoginHalf => smtp("login-half"),
            SmtpReply { code, error } => smtp("reply").text("code", code).text("error", error),
            Smtp { error } => smtp("error").text("error", error),
            CannotRun { command, error } => mail("cannot-run").text("command", command).text("error", error),
            NoStdin { command } => mail("no-stdin").text("command", command),
            Wait { command, error } => mail("wait").text("command", command).text("error", error),
            Writing { command, error } => mail("writing").text("command", command).text("error", error),
            Exited {
                command,
                status,
                stderr,
            } => mail("exited")
                .text("command", command)
                .num("status", i64::from(*status))
                .text("stderr", stderr),
            Killed { command, stderr } => mail("killed").text("command", command).text("stderr", stderr),
            Told { attempt } => mail("told").num("attempt", *attempt),
            NoRecipients => mail("no-recipients"),
        }
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_example_has_its_own_code() {
        let examples = MailFault::examples();
        let mut codes: Vec<String> = examples.iter().map(|e| e.reason().code).collect();
        codes.sort();
        codes.dedup();
        assert_eq!(codes.len(), examples.len());
        assert!(codes
            .iter()
            .all(|c| c.starts_with("system-mail-") || c.starts_with("system-smtp-")));
    }
}

/// Why an IMAP poll could not connect: the settings, the address, the
/// socket, TLS.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImapFault {
    NoHost,
    NoUser,
    NoMailbox,
    /// `after = move` to the mailbox read, or to no folder.
    MoveSame {
        folder: String,
    },
    /// Plain text to a host that is not this machine.
    PlainRemote {
        host: String,
    },
    /// The host name cannot be resolved (the system's words).
    Resolve {
        host: String,
        error: String,
    },
    /// No address of the host can be used.
    NoAddress {
        host: String,
    },
    /// The socket's options cannot be set (the system's words).
    Socket {
        address: String,
        error: String,
    },
    /// No address answered; `last` is the last one tried with the
    /// system's words.
    Connect {
        host: String,
        port: String,
        last: Option<String>,
    },
    /// The platform's certificate verifier (rustls' words).
    Verifier {
        error: String,
    },
    /// TLS cannot be set up (rustls' words).
    TlsSetup {
        error: String,
    },
    /// A host name no certificate can name (rustls' words).
    CertName {
        host: String,
        error: String,
    },
    /// TLS cannot be set up for `host` (rustls' words).
    TlsSetupFor {
        host: String,
        error: String,
    },
    /// The TLS handshake failed (rustls' or the system's words).
    Handshake {
        host: String,
        error: String,
    },
}

impl fmt::Display for ImapFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ImapFault::*;
        match self {
            NoHost => f.write_str("no IMAP host given"),
            NoUser => f.write_str("no IMAP user given"),
            NoMailbox => f.write_str("no IMAP mailbox given"),
            MoveSame { folder } => write!(
                f,
                "cannot move taken-in messages to '{folder}': give another folder than the mailbox read"
            ),
            PlainRemote { host } => write!(
                f,
                "refusing plain-text IMAP to {host}: the password and the mail would cross the network unencrypted; \
                 use TLS (implicit or starttls), or plain only to a server on this machine (127.0.0.1, ::1, localhost)"
            ),
            Resolve { host, error } => write!(f, "cannot resolve {host}: {error}"),
            NoAddress { host } => write!(f, "{host} has no usable address"),
            Socket { address, error } => write!(f, "socket setup for {address}: {error}"),
            Connect { host, port, last } => {
                write!(
                    f,
                    "cannot connect to {host}:{port} ({})",
                    last.as_deref().unwrap_or("no address")
                )
            }
            Verifier { error } => write!(f, "TLS certificate verifier: {error}"),
            TlsSetup { error } => write!(f, "TLS setup: {error}"),
            CertName { host, error } => write!(f, "'{host}' cannot be checked against a TLS certificate: {error}"),
            TlsSetupFor { host, error } => write!(f, "TLS setup for {host}: {error}"),
            Handshake { host, error } => write!(f, "TLS handshake with {host}: {error}"),
        }
    }
}

impl Explain for ImapFault {
    fn reason(&self) -> Reason {
        use ImapFault::*;
        let imap = |c: &str| Reason::new(&format!("system-imap-{c}"));
        match self {
            NoHost => imap("no-host"),
            NoUser => imap("no-user"),
            NoMailbox => imap("no-mailbox"),
            MoveSame { folder } => imap("move-same").text("folder", folder),
            PlainRemote { host } => imap("plain-remote").text("host", host),
            Resolve { host, error } => imap("resolve").text("host", host).text("error", error),
            NoAddress { host } => imap("no-address").text("host", host),
            Socket { address, error } => imap("socket").text("address", address).text("error", error),
            Connect { host, port, last: None } => imap("connect-no-address").text("host", host).text("port", port),
            Connect {
                host,
                port,
                last: Some(last),
            } => imap("connect")
                .text("host", host)
                .text("port", port)
                .text("error", last),
            Verifier { error } => imap("verifier").text("error", error),
            TlsSetup { error } => imap("tls-setup").text("error", error),
            CertName { host, error } => imap("cert-name").text("host", host).text("error", error),
            TlsSetupFor { host, error } => imap("tls-setup-for").text("host", host).text("error", error),
            Handshake { host, error } => imap("handshake").text("host", host).text("error", error),
        }
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

/// Why a Maildir folder cannot be read or written: what
/// [`crate::mail::maildir::Maildir`]'s `io::Error`s carry (their
/// `Display` is this English), found again by [`MaildirFault::of`].
/// `path` is the file or folder involved, `error` the system's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MaildirFault {
    CannotCreate {
        path: String,
        error: String,
    },
    CannotOpen {
        path: String,
        error: String,
    },
    CannotRead {
        path: String,
        error: String,
    },
    CannotWrite {
        path: String,
        error: String,
    },
    CannotList {
        path: String,
        error: String,
    },
    CannotSync {
        path: String,
        error: String,
    },
    /// `cur/` is missing while a message is moved there.
    MissingFolder {
        path: String,
        error: String,
    },
    CannotMoveToCur {
        path: String,
        error: String,
    },
    CannotMoveIntoNew {
        path: String,
        error: String,
    },
    /// The folder read is not there.
    NoMaildir {
        path: String,
    },
    /// The folder read is a file.
    IsFile {
        path: String,
    },
    /// The folder read lacks `missing` (`tmp/, new/`, as written).
    NotMaildir {
        path: String,
        missing: String,
    },
    /// No unused file name was found in `tmp/` or `new/`.
    NoFreeName {
        path: String,
    },
    /// A message file name with a path in it.
    BadName {
        name: String,
    },
    /// Another failure of the system (its words).
    System {
        error: String,
    },
}

impl fmt::Display for MaildirFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use MaildirFault::*;
        match self {
            CannotCreate { path, error } => write!(f, "cannot create {path}: {error}"),
            CannotOpen { path, error } => write!(f, "cannot open {path}: {error}"),
            CannotRead { path, error } => write!(f, "cannot read {path}: {error}"),
            CannotWrite { path, error } => write!(f, "cannot write {path}: {error}"),
            CannotList { path, error } => write!(f, "cannot list {path}: {error}"),
            CannotSync { path, error } => write!(f, "cannot sync {path}: {error}"),
            MissingFolder { path, error } => write!(f, "missing folder {path}: {error}"),
            CannotMoveToCur { path, error } => write!(f, "cannot move to cur/ {path}: {error}"),
            CannotMoveIntoNew { path, error } => write!(f, "cannot move into new/ {path}: {error}"),
            NoMaildir { path } => write!(f, "the Maildir {path} does not exist: check the path"),
            IsFile { path } => write!(f, "{path} is a file, not a Maildir folder"),
            NotMaildir { path, missing } => write!(
                f,
                "{path} is not a Maildir: it lacks {missing} (a Maildir holds tmp/, new/ and cur/)"
            ),
            NoFreeName { path } => write!(f, "{path}: could not find a free file name"),
            BadName { name } => write!(f, "'{name}' is not a Maildir message file name"),
            System { error } => f.write_str(error),
        }
    }
}

impl std::error::Error for MaildirFault {}

impl Explain for MaildirFault {
    fn reason(&self) -> Reason {
        use MaildirFault::*;
        let md = |c: &str| Reason::new(&format!("system-maildir-{c}"));
        let at = |c: &str, path: &str, error: &str| md(c).text("path", path).text("error", error);
        match self {
            CannotCreate { path, error } => at("cannot-create", path, error),
            CannotOpen { path, error } => at("cannot-open", path, error),
            CannotRead { path, error } => at("cannot-read", path, error),
            CannotWrite { path, error } => at("cannot-write", path, error),
            CannotList { path, error } => at("cannot-list", path, error),
            CannotSync { path, error } => at("cannot-sync", path, error),
            MissingFolder { path, error } => at("missing-folder", path, error),
            CannotMoveToCur { path, error } => at("cannot-move-to-cur", path, error),
            CannotMoveIntoNew { path, error } => at("cannot-move-into-new", path, error),
            NoMaildir { path } => md("missing").text("path", path),
            IsFile { path } => md("is-file").text("path", path),
            NotMaildir { path, missing } => md("not-maildir").text("path", path).text("missing", missing),
            NoFreeName { path } => md("no-free-name").text("path", path),
            BadName { name } => md("bad-name").text("name", name),
            System { error } => md("system").text("error", error),
        }
    }
}

impl MaildirFault {
    /// The fault an `io::Error` of [`crate::mail::maildir::Maildir`]
    /// carries; the system's words for any other.
    pub fn of(e: &std::io::Error) -> MaildirFault {
        e.get_ref()
            .and_then(|inner| inner.downcast_ref::<MaildirFault>())
            .cloned()
            .unwrap_or_else(|| MaildirFault::System { error: e.to_string() })
    }

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
