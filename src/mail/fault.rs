//! The transports' failures as typed sentences: `Display` is the English
//! (the outbox and the logs keep it, tests read it), [`Explain::reason`]
//! the code (`system-mail-…`, `system-smtp-…`, the messages of
//! `templates/<lang>/system.ftl`) and its arguments. Addresses, host
//! names, commands and the words of lettre, rustls, the server or the
//! system are arguments written as they are.

use estafette_core::reason::{Reason, Sentence};

/// Why a transport could not hand a message over.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-mail-")]
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
    #[sentence(id = "system-smtp-tls-setup")]
    TlsSetup { host: String, error: String },
    /// A user without a password, or a password without a user.
    #[sentence(id = "system-smtp-login-half")]
    LoginHalf,
    /// The SMTP server's reply `code`, with lettre's words.
    #[sentence(id = "system-smtp-reply")]
    SmtpReply { code: String, error: String },
    /// An SMTP failure (lettre's words, with the reply's code if any).
    #[sentence(id = "system-smtp-error")]
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

#[cfg(test)]
mod tests {
    use super::*;
    use estafette_core::reason::Explain;

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
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-imap-")]
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
    #[sentence(by = connect, ids = ["system-imap-connect", "system-imap-connect-no-address"])]
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

/// Why no address answered: the last one's words, if one was tried.
fn connect(host: &str, port: &str, last: &Option<String>) -> Reason {
    let base = Reason::new(match last {
        Some(_) => "system-imap-connect",
        None => "system-imap-connect-no-address",
    });
    let base = base.text("host", host).text("port", port);
    match last {
        Some(last) => base.text("error", last),
        None => base,
    }
}

/// Why a Maildir folder cannot be read or written: what
/// [`crate::mail::maildir::Maildir`]'s `io::Error`s carry (their
/// `Display` is this English), found again by [`MaildirFault::of`].
/// `path` is the file or folder involved, `error` the system's words.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-maildir-")]
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
    #[sentence(id = "system-maildir-missing")]
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

impl std::error::Error for MaildirFault {}

impl MaildirFault {
    /// The fault an `io::Error` of [`crate::mail::maildir::Maildir`]
    /// carries; the system's words for any other.
    pub fn of(e: &std::io::Error) -> MaildirFault {
        e.get_ref()
            .and_then(|inner| inner.downcast_ref::<MaildirFault>())
            .cloned()
            .unwrap_or_else(|| MaildirFault::System { error: e.to_string() })
    }
}
