//! Sending raw messages: one small trait and its backends.
//!
//! [`Transport::send_raw`] moves the bytes built by
//! [`outbound::build`](crate::mail::outbound::build) to their recipients.
//! A failure says whether it is worth retrying ([`SendError::temporary`]):
//! the outbox keeps temporary failures for a later `send` and gives up on
//! permanent ones.
//!
//! Backends:
//! - [`MaildirTransport`]: the embedded default, delivers into local Maildir
//!   folders `root/<recipient address>/`, no mail server needed;
//! - [`SmtpTransport`]: an SMTP relay through lettre (plain, STARTTLS or
//!   implicit TLS; optional login);
//! - [`SendmailTransport`]: pipes the message to a sendmail-compatible
//!   command;
//! - [`RecordingTransport`]: keeps what it was given and fails on demand, for
//!   tests of the callers (always compiled).
//!
//! This is shell code (file system, sockets, processes). No backend changes
//! the message bytes, except that [`MaildirTransport`] prepends the
//! `Return-Path` and `Delivered-To` lines a local delivery agent would add.

use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use lettre::address::Envelope;
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Tls, TlsParameters};
use lettre::transport::smtp::extension::ClientId;
use lettre::Address;

use crate::mail::fault::{MailFault, MaildirFault};
use crate::mail::maildir::Maildir;

/// Something that can send a raw RFC 5322 message.
pub trait Transport {
    /// Send `raw` to every address in `to`, with `envelope_from` as the SMTP
    /// envelope sender (`""` for the null sender `<>`). `Ok` means every
    /// recipient was accepted. On an error some recipients may already have
    /// it: callers should send one recipient per call.
    fn send_raw(&self, envelope_from: &str, to: &[String], raw: &[u8]) -> Result<(), SendError>;

    /// Whether the transport answers, without sending anything (what
    /// `estafette check` asks): an SMTP relay is reached and answers EHLO
    /// (and STARTTLS and the login, as set); a sendmail binary starts.
    fn check(&self) -> Result<(), SendError> {
        Ok(())
    }
}

impl<T: Transport + ?Sized> Transport for &T {
    fn send_raw(&self, envelope_from: &str, to: &[String], raw: &[u8]) -> Result<(), SendError> {
        (**self).send_raw(envelope_from, to, raw)
    }
}

impl<T: Transport + ?Sized> Transport for Box<T> {
    fn send_raw(&self, envelope_from: &str, to: &[String], raw: &[u8]) -> Result<(), SendError> {
        (**self).send_raw(envelope_from, to, raw)
    }
}

/// Why a send failed, and whether trying again later may succeed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SendError {
    /// `true`: try again later (server down, 4xx reply, disk full, bad
    /// configuration the operator can fix); `false`: this message will never
    /// be accepted as it is (5xx reply to it, invalid address).
    pub temporary: bool,
    /// What went wrong, in English, for the outbox and the logs
    /// (`fault`'s English).
    pub message: String,
    /// What went wrong, as a typed sentence.
    pub fault: MailFault,
    /// The server could not be reached at all (connection refused, timed
    /// out, TLS failed): the messages after this one would fail the same
    /// way, so `send` stops its run.
    pub unreachable: bool,
}

impl SendError {
    /// A failure worth retrying.
    pub fn temporary(fault: MailFault) -> SendError {
        SendError {
            temporary: true,
            message: fault.to_string(),
            fault,
            unreachable: false,
        }
    }

    /// A failure that retrying will not cure.
    pub fn permanent(fault: MailFault) -> SendError {
        SendError {
            temporary: false,
            message: fault.to_string(),
            fault,
            unreachable: false,
        }
    }
}

impl fmt::Display for SendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = if self.temporary { "temporary" } else { "permanent" };
        write!(f, "{kind} send failure: {}", self.message)
    }
}

impl std::error::Error for SendError {}

fn parse_address(s: &str) -> Result<Address, SendError> {
    s.parse::<Address>().map_err(|e| {
        SendError::permanent(MailFault::BadAddress {
            address: s.to_string(),
            error: e.to_string(),
        })
    })
}

/// The envelope sender (`""` for `<>`) and recipients as lettre values.
fn envelope(envelope_from: &str, to: &[String]) -> Result<Envelope, SendError> {
    let from = if envelope_from.is_empty() {
        None
    } else {
        Some(parse_address(envelope_from)?)
    };
    let to = to.iter().map(|a| parse_address(a)).collect::<Result<Vec<_>, _>>()?;
    Envelope::new(from, to).map_err(|e| SendError::permanent(MailFault::BadEnvelope { error: e.to_string() }))
}

// ---------------------------------------------------------------- Maildir

/// Delivers into local Maildir folders, one per recipient:
/// `root/<recipient address>/{tmp,new,cur}` (the address exactly as given,
/// created if missing). Each copy starts with `Return-Path: <sender>` and
/// `Delivered-To: <recipient>`, as a local delivery agent writes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaildirTransport {
    /// The folder holding one Maildir per recipient address.
    pub root: PathBuf,
}

impl MaildirTransport {
    /// A transport delivering under `root`.
    pub fn new(root: impl Into<PathBuf>) -> MaildirTransport {
        MaildirTransport { root: root.into() }
    }

    /// The Maildir folder that mail for `address` goes to (after checking
    /// that the address is valid and safe as a folder name).
    pub fn folder(&self, address: &str) -> Result<PathBuf, SendError> {
        parse_address(address)?;
        let safe =
            !address.starts_with('.') && !address.contains(['/', '\\', '\0']) && !address.chars().any(char::is_control);
        if !safe {
            return Err(SendError::permanent(MailFault::FolderName {
                address: address.to_string(),
            }));
        }
        Ok(self.root.join(address))
    }
}

impl Transport for MaildirTransport {
    fn send_raw(&self, envelope_from: &str, to: &[String], raw: &[u8]) -> Result<(), SendError> {
        // Check everything first so a bad recipient delivers to nobody.
        envelope(envelope_from, to)?;
        let folders = to.iter().map(|a| self.folder(a)).collect::<Result<Vec<_>, _>>()?;
        for (addr, folder) in to.iter().zip(folders) {
            let mut copy = format!("Return-Path: <{envelope_from}>\r\nDelivered-To: {addr}\r\n").into_bytes();
            copy.extend_from_slice(raw);
            let failed = |e: &std::io::Error| {
                SendError::temporary(MailFault::LocalDelivery {
                    address: addr.clone(),
                    error: MaildirFault::of(e),
                })
            };
            let md = Maildir::create(&folder).map_err(|e| failed(&e))?;
            md.deliver(&copy).map_err(|e| failed(&e))?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------- SMTP

/// How the SMTP connection is secured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmtpTls {
    /// Plain text (only for a relay on the same host or a trusted network).
    None,
    /// Plain connection upgraded with STARTTLS, which is required (port 587).
    StartTls,
    /// TLS from the first byte (port 465).
    Implicit,
    /// STARTTLS when the server offers it, its certificate taken as it is,
    /// else plain text: the default for a relay on this machine (port 25),
    /// as Postfix's own client does at its `may` level. Nothing is gained
    /// by checking a certificate on the loopback, where a stock server's is
    /// self-signed and names no loopback address.
    Opportunistic,
}

impl SmtpTls {
    /// How `host` is reached when no `tls` is given: STARTTLS when
    /// offered ([`SmtpTls::Opportunistic`]) to a relay on this machine
    /// (`localhost`, a loopback address), else STARTTLS, required.
    pub fn default_for(host: &str) -> SmtpTls {
        let bare = host.trim().trim_start_matches('[').trim_end_matches(']');
        let local =
            bare.eq_ignore_ascii_case("localhost") || bare.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback());
        if local {
            SmtpTls::Opportunistic
        } else {
            SmtpTls::StartTls
        }
    }

    /// The port used when none is given: 587 (STARTTLS, required), 465
    /// (implicit), 25 (none, or STARTTLS when offered).
    pub fn default_port(self) -> u16 {
        match self {
            SmtpTls::None | SmtpTls::Opportunistic => 25,
            SmtpTls::StartTls => 587,
            SmtpTls::Implicit => 465,
        }
    }

    /// `none`, `starttls` or `implicit` (also `tls`), any case.
    pub fn parse(s: &str) -> Option<SmtpTls> {
        match s.trim().to_ascii_lowercase().as_str() {
            "none" | "plain" => Some(SmtpTls::None),
            "starttls" => Some(SmtpTls::StartTls),
            "implicit" | "tls" | "smtps" => Some(SmtpTls::Implicit),
            _ => None,
        }
    }
}

/// Settings for [`SmtpTransport`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SmtpConfig {
    /// Relay host name (also the name checked in its TLS certificate).
    pub host: String,
    pub port: u16,
    pub tls: SmtpTls,
    /// Login, if the relay wants one (both `user` and `password`).
    pub user: Option<String>,
    pub password: Option<String>,
    /// Time allowed for connecting and for each reply.
    pub timeout: Duration,
    /// Name given in EHLO; lettre's default (`[127.0.0.1]`) if `None`.
    pub hello_name: Option<String>,
}

/// Sends through an SMTP relay with lettre, one connection per message.
#[derive(Clone)]
pub struct SmtpTransport {
    inner: lettre::SmtpTransport,
}

impl fmt::Debug for SmtpTransport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SmtpTransport { .. }")
    }
}

impl SmtpTransport {
    /// Prepare the transport (does not connect). Fails, as a temporary
    /// error since the operator can fix it, on an incomplete login or TLS
    /// settings that cannot be set up.
    pub fn new(config: &SmtpConfig) -> Result<SmtpTransport, SendError> {
        let tls = match config.tls {
            SmtpTls::None => Tls::None,
            tls => {
                let params = TlsParameters::builder(config.host.clone())
                    .dangerous_accept_invalid_certs(tls == SmtpTls::Opportunistic)
                    .build()
                    .map_err(|e| {
                        SendError::temporary(MailFault::TlsSetup {
                            host: config.host.clone(),
                            error: e.to_string(),
                        })
                    })?;
                match tls {
                    SmtpTls::StartTls => Tls::Required(params),
                    SmtpTls::Implicit => Tls::Wrapper(params),
                    _ => Tls::Opportunistic(params),
                }
            }
        };
        let mut builder = lettre::SmtpTransport::builder_dangerous(config.host.clone())
            .port(config.port)
            .tls(tls)
            .timeout(Some(config.timeout));
        match (&config.user, &config.password) {
            (Some(u), Some(p)) => {
                builder = builder.credentials(Credentials::new(u.clone(), p.clone()));
            }
            (None, None) => {}
            _ => return Err(SendError::temporary(MailFault::LoginHalf)),
        }
        if let Some(name) = &config.hello_name {
            builder = builder.hello_name(ClientId::Domain(name.clone()));
        }
        Ok(SmtpTransport { inner: builder.build() })
    }
}

impl Transport for SmtpTransport {
    fn send_raw(&self, envelope_from: &str, to: &[String], raw: &[u8]) -> Result<(), SendError> {
        let env = envelope(envelope_from, to)?;
        lettre::Transport::send_raw(&self.inner, &env, raw)
            .map(|_response| ())
            .map_err(|e| classify_smtp(&e))
    }

    /// Connect, EHLO, STARTTLS and the login as set, NOOP, QUIT.
    fn check(&self) -> Result<(), SendError> {
        self.inner.test_connection().map(|_| ()).map_err(|e| classify_smtp(&e))
    }
}

/// SMTP replies about the login, not the message: the operator must fix the
/// configuration, so the message is kept and retried.
const AUTH_CODES: &[&str] = &["530", "534", "535", "538"];

/// Permanent only for a 5xx reply about the message itself; connection,
/// network, TLS, timeout and 4xx failures, and login refusals, are
/// temporary.
fn classify_smtp(e: &lettre::transport::smtp::Error) -> SendError {
    let code = e.status().map(|c| c.to_string());
    let fault = match &code {
        Some(c) if !e.to_string().contains(c.as_str()) => MailFault::SmtpReply {
            code: c.clone(),
            error: e.to_string(),
        },
        _ => MailFault::Smtp { error: e.to_string() },
    };
    let auth = code.as_deref().is_some_and(|c| AUTH_CODES.contains(&c));
    SendError {
        temporary: !e.is_permanent() || auth,
        message: fault.to_string(),
        fault,
        unreachable: unreachable(e),
    }
}

/// Did the failure come from reaching the server at all (no connection, no
/// answer in time, no TLS), rather than from a reply about this message?
fn unreachable(e: &lettre::transport::smtp::Error) -> bool {
    use std::io::ErrorKind as K;
    if e.is_timeout() || e.is_tls() || e.to_string().starts_with("Connection error") {
        return true;
    }
    let mut source = std::error::Error::source(e);
    while let Some(err) = source {
        if let Some(io) = err.downcast_ref::<std::io::Error>() {
            return matches!(
                io.kind(),
                K::TimedOut
                    | K::WouldBlock
                    | K::ConnectionRefused
                    | K::HostUnreachable
                    | K::NetworkUnreachable
                    | K::AddrNotAvailable
            );
        }
        source = err.source();
    }
    false
}

// ---------------------------------------------------------------- sendmail

/// Pipes the message to a sendmail-compatible command
/// (`COMMAND -i -f SENDER -- RECIPIENT...`, the message on stdin).
///
/// The exit status decides: `0` sent; 64 (usage), 65 (data), 67 (no such
/// user), 68 (no such host) and 77 (no permission) are permanent (sysexits);
/// every other failure, 75 (EX_TEMPFAIL) included, a signal, or a command
/// that cannot be started, is temporary. (lettre's own sendmail transport
/// reports every failure alike, without the exit status, so it could not
/// tell a recipient that does not exist from a full queue.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SendmailTransport {
    /// The command, e.g. `/usr/sbin/sendmail`.
    pub command: PathBuf,
}

impl SendmailTransport {
    /// A transport running `command`.
    pub fn new(command: impl Into<PathBuf>) -> SendmailTransport {
        SendmailTransport {
            command: command.into(),
        }
    }
}

const SENDMAIL_PERMANENT: &[i32] = &[64, 65, 67, 68, 77];

impl Transport for SendmailTransport {
    fn send_raw(&self, envelope_from: &str, to: &[String], raw: &[u8]) -> Result<(), SendError> {
        envelope(envelope_from, to)?;
        run_sendmail(&self.command, envelope_from, to, raw)
    }

    /// The binary starts: run with `-bp` (list the queue, which every
    /// sendmail knows and which sends nothing), whatever it answers.
    fn check(&self) -> Result<(), SendError> {
        Command::new(&self.command)
            .arg("-bp")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .map(|_| ())
            .map_err(|e| {
                SendError::permanent(MailFault::CannotRun {
                    command: self.command.display().to_string(),
                    error: e.to_string(),
                })
            })
    }
}

fn run_sendmail(command: &Path, from: &str, to: &[String], raw: &[u8]) -> Result<(), SendError> {
    let name = command.display().to_string();
    let command_name = || name.clone();
    let mut child = Command::new(command)
        .arg("-i")
        .arg("-f")
        .arg(from)
        .arg("--")
        .args(to)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            SendError::temporary(MailFault::CannotRun {
                command: command_name(),
                error: e.to_string(),
            })
        })?;
    let Some(mut stdin) = child.stdin.take() else {
        return Err(SendError::temporary(MailFault::NoStdin {
            command: command_name(),
        }));
    };
    // Write from another thread so a command that talks before reading all
    // its input cannot deadlock us.
    let output = std::thread::scope(|s| {
        let writer = s.spawn(move || stdin.write_all(raw));
        let output = child.wait_with_output();
        let written = writer
            .join()
            .unwrap_or_else(|_| Err(std::io::Error::other("writer panicked")));
        (output, written)
    });
    let (output, written) = output;
    let output = output.map_err(|e| {
        SendError::temporary(MailFault::Wait {
            command: command_name(),
            error: e.to_string(),
        })
    })?;
    let stderr = String::from_utf8_lossy(&output.stderr).trim().to_string();
    if output.status.success() {
        return match written {
            Ok(()) => Ok(()),
            Err(e) => Err(SendError::temporary(MailFault::Writing {
                command: command_name(),
                error: e.to_string(),
            })),
        };
    }
    match output.status.code() {
        Some(code) => {
            let fault = MailFault::Exited {
                command: command_name(),
                status: code,
                stderr,
            };
            if SENDMAIL_PERMANENT.contains(&code) {
                Err(SendError::permanent(fault))
            } else {
                Err(SendError::temporary(fault))
            }
        }
        None => Err(SendError::temporary(MailFault::Killed {
            command: command_name(),
            stderr,
        })),
    }
}

// ---------------------------------------------------------------- recording

/// One message given to a [`RecordingTransport`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SentMail {
    pub envelope_from: String,
    pub to: Vec<String>,
    pub raw: Vec<u8>,
}

#[derive(Debug, Default)]
struct RecordingState {
    sent: Vec<SentMail>,
    attempts: usize,
    fail_next: usize,
    fail_temporary: bool,
}

/// A transport that keeps what it is given, for tests of the callers. It can
/// be told to fail the next N sends ([`fail_next`](Self::fail_next)); a
/// failed send records nothing. Shareable across threads (`&self` methods).
#[derive(Debug, Default)]
pub struct RecordingTransport {
    state: Mutex<RecordingState>,
}

impl RecordingTransport {
    /// An empty recorder that accepts everything.
    pub fn new() -> RecordingTransport {
        RecordingTransport::default()
    }

    fn lock(&self) -> MutexGuard<'_, RecordingState> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Make the next `n` sends fail, temporarily or permanently.
    pub fn fail_next(&self, n: usize, temporary: bool) {
        let mut st = self.lock();
        st.fail_next = n;
        st.fail_temporary = temporary;
    }

    /// Copies of the messages sent so far, in order.
    pub fn sent(&self) -> Vec<SentMail> {
        self.lock().sent.clone()
    }

    /// The messages sent so far, leaving the record empty.
    pub fn take(&self) -> Vec<SentMail> {
        std::mem::take(&mut self.lock().sent)
    }

    /// How many times `send_raw` was called, failed calls included.
    pub fn attempts(&self) -> usize {
        self.lock().attempts
    }
}

impl Transport for RecordingTransport {
    fn send_raw(&self, envelope_from: &str, to: &[String], raw: &[u8]) -> Result<(), SendError> {
        let mut st = self.lock();
        st.attempts += 1;
        if st.fail_next > 0 {
            st.fail_next -= 1;
            let fault = MailFault::Told { attempt: st.attempts };
            return Err(SendError {
                temporary: st.fail_temporary,
                message: fault.to_string(),
                fault,
                unreachable: false,
            });
        }
        if to.is_empty() {
            return Err(SendError::permanent(MailFault::NoRecipients));
        }
        st.sent.push(SentMail {
            envelope_from: envelope_from.to_string(),
            to: to.to_vec(),
            raw: raw.to_vec(),
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_relay_on_this_machine_takes_starttls_when_offered_on_port_25() {
        for local in ["localhost", "LocalHost", "127.0.0.1", "127.0.1.1", "::1", "[::1]"] {
            assert_eq!(SmtpTls::default_for(local), SmtpTls::Opportunistic, "{local}");
        }
        for remote in ["smtp.example.org", "192.0.2.1", "localhost.example.org", "2001:db8::1"] {
            assert_eq!(SmtpTls::default_for(remote), SmtpTls::StartTls, "{remote}");
        }
        assert_eq!(SmtpTls::Opportunistic.default_port(), 25);
        assert_eq!(SmtpTls::None.default_port(), 25);
        assert_eq!(SmtpTls::StartTls.default_port(), 587);
        assert_eq!(SmtpTls::Implicit.default_port(), 465);
    }

    #[test]
    fn tls_names_parse() {
        assert_eq!(SmtpTls::parse("STARTTLS"), Some(SmtpTls::StartTls));
        assert_eq!(SmtpTls::parse("implicit"), Some(SmtpTls::Implicit));
        assert_eq!(SmtpTls::parse("none"), Some(SmtpTls::None));
        assert_eq!(SmtpTls::parse("ssl3"), None);
    }

    fn to(addrs: &[&str]) -> Vec<String> {
        addrs.iter().map(|a| a.to_string()).collect()
    }

    #[test]
    fn maildir_transport_delivers_one_copy_per_recipient() {
        let dir = tempfile::tempdir().unwrap();
        let t = MaildirTransport::new(dir.path());
        let raw = b"Subject: hi\r\n\r\nbody\r\n";
        t.send_raw(
            "referee+g.1.tok@example.org",
            &to(&["alice@example.net", "bob@example.com"]),
            raw,
        )
        .unwrap();
        for addr in ["alice@example.net", "bob@example.com"] {
            let md = Maildir::open(dir.path().join(addr)).unwrap();
            let list = md.list_new().unwrap();
            assert_eq!(list.len(), 1, "{addr}");
            let got = md.read(&list[0]).unwrap();
            let expected = format!(
                "Return-Path: <referee+g.1.tok@example.org>\r\nDelivered-To: {addr}\r\nSubject: hi\r\n\r\nbody\r\n"
            );
            assert_eq!(String::from_utf8(got).unwrap(), expected);
        }
        // The null sender.
        t.send_raw("", &to(&["alice@example.net"]), b"x").unwrap();
        let md = Maildir::open(dir.path().join("alice@example.net")).unwrap();
        let bounce = md
            .list_new()
            .unwrap()
            .into_iter()
            .map(|e| md.read(&e).unwrap())
            .find(|b| b.ends_with(b"x"));
        assert!(bounce.is_some_and(|b| b.starts_with(b"Return-Path: <>\r\n")));
    }

    #[test]
    fn maildir_transport_refuses_unsafe_or_invalid_recipients() {
        let dir = tempfile::tempdir().unwrap();
        let t = MaildirTransport::new(dir.path().join("boxes"));
        for bad in ["a/b@example.org", ".x@example.org", "no-at-sign", "", "a@b@c"] {
            let err = t
                .send_raw("r@example.org", &to(&["ok@example.org", bad]), b"x")
                .unwrap_err();
            assert!(!err.temporary, "{bad}: {err}");
        }
        assert!(
            !dir.path().join("boxes").join("ok@example.org").exists(),
            "nothing delivered"
        );
        let err = t.send_raw("r@example.org", &[], b"x").unwrap_err();
        assert!(!err.temporary);
        // A folder that cannot be created is a temporary failure.
        let file = dir.path().join("file");
        std::fs::write(&file, b"").unwrap();
        let err = MaildirTransport::new(&file)
            .send_raw("", &to(&["a@example.org"]), b"x")
            .unwrap_err();
        assert!(err.temporary, "{err}");
    }

    #[test]
    fn recording_transport_records_and_fails_on_demand() {
        let t = RecordingTransport::new();
        t.send_raw("r@x.org", &to(&["a@x.org"]), b"one").unwrap();
        t.fail_next(2, true);
        for _ in 0..2 {
            let e = t.send_raw("r@x.org", &to(&["a@x.org"]), b"lost").unwrap_err();
            assert!(e.temporary);
        }
        t.send_raw("r@x.org", &to(&["b@x.org"]), b"two").unwrap();
        t.fail_next(1, false);
        let boxed: Box<dyn Transport> = Box::new(&t);
        assert!(
            !boxed
                .send_raw("r@x.org", &to(&["a@x.org"]), b"lost")
                .unwrap_err()
                .temporary
        );
        assert_eq!(t.attempts(), 5);
        let sent = t.take();
        assert_eq!(sent.len(), 2);
        assert_eq!(
            sent[0],
            SentMail {
                envelope_from: "r@x.org".into(),
                to: to(&["a@x.org"]),
                raw: b"one".to_vec()
            }
        );
        assert_eq!(sent[1].raw, b"two");
        assert!(t.sent().is_empty());
    }

    fn smtp_config(port: u16) -> SmtpConfig {
        SmtpConfig {
            host: "127.0.0.1".into(),
            port,
            tls: SmtpTls::None,
            user: None,
            password: None,
            timeout: Duration::from_secs(5),
            hello_name: Some("referee.example.org".into()),
        }
    }

    #[test]
    fn smtp_connection_refused_is_temporary() {
        let port = {
            let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
            l.local_addr().unwrap().port()
        };
        let t = SmtpTransport::new(&smtp_config(port)).unwrap();
        let err = t
            .send_raw("r@example.org", &to(&["a@example.org"]), b"Subject: x\r\n\r\nx\r\n")
            .unwrap_err();
        assert!(err.temporary, "{err}");
    }

    /// A one-connection SMTP server that answers RCPT with `rcpt_reply`
    /// (and AUTH with `auth_reply`); returns what it received.
    fn fake_smtp(rcpt_reply: &'static str, auth_reply: &'static str) -> (u16, std::thread::JoinHandle<String>) {
        use std::io::{BufRead, BufReader};
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let handle = std::thread::spawn(move || {
            let (stream, _) = listener.accept().unwrap();
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut w = stream;
            let mut log = String::new();
            w.write_all(b"220 fake ESMTP\r\n").unwrap();
            let mut line = String::new();
            let mut in_data = false;
            while reader.read_line(&mut line).unwrap_or(0) > 0 {
                log.push_str(&line);
                let cmd = line.to_ascii_uppercase();
                let reply: &str = if in_data {
                    if line == ".\r\n" {
                        in_data = false;
                        "250 queued\r\n"
                    } else {
                        ""
                    }
                } else if cmd.starts_with("EHLO") {
                    "250-fake\r\n250 AUTH PLAIN LOGIN\r\n"
                } else if cmd.starts_with("AUTH") {
                    auth_reply
                } else if cmd.starts_with("MAIL") {
                    "250 ok\r\n"
                } else if cmd.starts_with("RCPT") {
                    rcpt_reply
                } else if cmd.starts_with("DATA") {
                    in_data = true;
                    "354 go\r\n"
                } else if cmd.starts_with("QUIT") {
                    let _ = w.write_all(b"221 bye\r\n");
                    break;
                } else {
                    "250 ok\r\n"
                };
                if !reply.is_empty() && w.write_all(reply.as_bytes()).is_err() {
                    break;
                }
                line.clear();
            }
            log
        });
        (port, handle)
    }

    #[test]
    fn smtp_replies_map_to_temporary_or_permanent() {
        let raw = b"Subject: x\r\n\r\nhello\r\n";
        let (port, server) = fake_smtp("250 ok\r\n", "");
        let t = SmtpTransport::new(&smtp_config(port)).unwrap();
        t.send_raw("r@example.org", &to(&["a@example.org"]), raw).unwrap();
        let log = server.join().unwrap();
        assert!(log.contains("EHLO referee.example.org\r\n"), "{log}");
        assert!(log.contains("MAIL FROM:<r@example.org>"), "{log}");
        assert!(log.contains("RCPT TO:<a@example.org>"), "{log}");
        assert!(
            log.contains("DATA\r\nSubject: x\r\n\r\nhello\r\n") && log.ends_with("\r\n.\r\nQUIT\r\n"),
            "{log:?}"
        );

        let (port, server) = fake_smtp("550 5.1.1 no such user\r\n", "");
        let err = SmtpTransport::new(&smtp_config(port))
            .unwrap()
            .send_raw("r@example.org", &to(&["a@example.org"]), raw)
            .unwrap_err();
        assert!(!err.temporary, "{err}");
        assert!(err.message.contains("550"), "{err}");
        server.join().unwrap();

        let (port, server) = fake_smtp("451 4.3.0 try later\r\n", "");
        let err = SmtpTransport::new(&smtp_config(port))
            .unwrap()
            .send_raw("r@example.org", &to(&["a@example.org"]), raw)
            .unwrap_err();
        assert!(err.temporary, "{err}");
        server.join().unwrap();

        // A refused login is the operator's to fix: keep the mail.
        let (port, server) = fake_smtp("250 ok\r\n", "535 5.7.8 bad credentials\r\n");
        let config = SmtpConfig {
            user: Some("u".into()),
            password: Some("p".into()),
            ..smtp_config(port)
        };
        let err = SmtpTransport::new(&config)
            .unwrap()
            .send_raw("r@example.org", &to(&["a@example.org"]), raw)
            .unwrap_err();
        assert!(err.temporary, "{err}");
        server.join().unwrap();
    }

    #[test]
    fn smtp_login_needs_both_halves() {
        let config = SmtpConfig {
            user: Some("u".into()),
            ..smtp_config(25)
        };
        assert!(SmtpTransport::new(&config).unwrap_err().temporary);
        let tls = SmtpConfig {
            tls: SmtpTls::StartTls,
            host: "mail.example.org".into(),
            ..smtp_config(587)
        };
        assert!(SmtpTransport::new(&tls).is_ok());
    }

    #[cfg(unix)]
    fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let path = dir.join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    #[cfg(unix)]
    #[test]
    fn sendmail_passes_envelope_and_maps_exit_codes() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        let ok = script(
            dir.path(),
            "ok",
            &format!("echo \"$@\" > '{0}.args'; cat > '{0}'", out.display()),
        );
        SendmailTransport::new(&ok)
            .send_raw(
                "r@example.org",
                &to(&["a@example.org", "b@example.org"]),
                b"raw message\r\n",
            )
            .unwrap();
        assert_eq!(std::fs::read(&out).unwrap(), b"raw message\r\n");
        let args = std::fs::read_to_string(format!("{}.args", out.display())).unwrap();
        assert_eq!(args.trim(), "-i -f r@example.org -- a@example.org b@example.org");

        let temp = script(dir.path(), "temp", "cat >/dev/null; echo 'queue full' >&2; exit 75");
        let err = SendmailTransport::new(&temp)
            .send_raw("r@example.org", &to(&["a@example.org"]), b"x")
            .unwrap_err();
        assert!(err.temporary && err.message.contains("queue full"), "{err}");
        let perm = script(dir.path(), "perm", "exit 67");
        let err = SendmailTransport::new(&perm)
            .send_raw("", &to(&["a@example.org"]), b"x")
            .unwrap_err();
        assert!(!err.temporary, "{err}");
        let missing = SendmailTransport::new(dir.path().join("missing"));
        assert!(
            missing
                .send_raw("", &to(&["a@example.org"]), b"x")
                .unwrap_err()
                .temporary
        );
        // A large message to a command that never reads it does not hang.
        let deaf = script(dir.path(), "deaf", "exit 0");
        let big = vec![b'x'; 1 << 20];
        let _ = SendmailTransport::new(&deaf).send_raw("", &to(&["a@example.org"]), &big);
    }

    #[test]
    fn envelope_checks_addresses() {
        assert!(envelope("", &["a@example.org".to_string()]).is_ok());
        assert!(envelope("r@example.org", &[]).is_err());
        let e = envelope("r@example.org", &["not an address".to_string()]).unwrap_err();
        assert!(!e.temporary);
    }
}
