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
    /// The local delivery to `address` failed (the system's words).
    LocalDelivery { address: String, error: String },
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
            LocalDelivery { address, error } => mail("local-delivery").text("address", address).text("error", error),
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
            Told { attempt } => mail("told").num("attempt", i64::try_from(*attempt).unwrap_or(i64::MAX)),
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
                error: "No space left on device (os error 28)".into(),
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
