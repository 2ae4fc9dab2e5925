//! Inbound mail from an IMAP server: [`poll`] takes every unseen message
//! of one mailbox and hands its raw bytes to the caller.
//!
//! A small IMAP4rev1 client (RFC 3501) over `std::net::TcpStream`, with TLS
//! from rustls (ring provider, the platform's certificate verifier, which
//! also honours `SSL_CERT_FILE`): implicit TLS (port 993), STARTTLS
//! (required when asked for: no login is ever sent in clear text over a
//! connection that was meant to be upgraded), or plain text, allowed only to
//! a loopback address. It uses only LOGIN, CAPABILITY, STARTTLS, SELECT,
//! UID SEARCH, UID FETCH, UID STORE, UID MOVE (RFC 6851) or UID COPY with
//! `\Deleted` and UID EXPUNGE (RFC 4315) / EXPUNGE, CREATE and LOGOUT.
//!
//! Invariants:
//! - a message is marked `\Seen` (or moved away) only after the caller's
//!   handler returned `Ok` for it; a failing handler leaves it unseen, so the
//!   next poll offers it again (the referee's `ingest` ignores a message it
//!   has already taken in, so seeing one twice is harmless);
//! - messages are fetched with `BODY.PEEK[]<0.N>`, which does not set
//!   `\Seen`, N being one more than the size limit (a longer message comes
//!   cut short, and the referee refuses it as too large);
//! - literals (`{n}` followed by n bytes) are read by count, never by line,
//!   whatever bytes they hold; a status line (`OK`/`NO`/`BAD`/`BYE`, `+`) is
//!   never taken to announce one;
//! - nothing read from the server panics: a malformed response is an error;
//! - a grouped poll ([`poll_grouped`]) asks the sizes of the unseen
//!   messages once, fetches a batch in one `UID FETCH` (at most
//!   `FETCH_BUDGET` bytes of messages by those sizes), and marks a batch,
//!   once committed, with one command per step over a UID set.
//!
//! This is shell code (sockets). It never decides anything about the mail.

use std::fmt;
use std::io::{self, Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::Arc;
use std::time::Duration;

use rustls::pki_types::ServerName;
use rustls::{ClientConfig, ClientConnection, StreamOwned};

/// How the IMAP connection is secured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImapTls {
    /// TLS from the first byte (IMAPS, port 993).
    Implicit,
    /// Plain connection upgraded with STARTTLS, which is required (port 143).
    StartTls,
    /// No TLS at all: only for a server on a loopback address
    /// (127.0.0.0/8, ::1, `localhost`); refused for any other host.
    Plain,
}

impl ImapTls {
    /// `implicit` (also `tls`, `imaps`), `starttls`, or `plain` (also
    /// `none`), any case.
    pub fn parse(s: &str) -> Option<ImapTls> {
        match s.trim().to_ascii_lowercase().as_str() {
            "implicit" | "tls" | "imaps" => Some(ImapTls::Implicit),
            "starttls" => Some(ImapTls::StartTls),
            "plain" | "none" => Some(ImapTls::Plain),
            _ => None,
        }
    }

    /// The usual port: 993 for implicit TLS, 143 otherwise.
    pub fn default_port(self) -> u16 {
        match self {
            ImapTls::Implicit => 993,
            ImapTls::StartTls | ImapTls::Plain => 143,
        }
    }
}

/// What happens to a message once the handler has taken it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImapAfter {
    /// Set `\Seen` on it, in place.
    Flag,
    /// Set `\Seen` and move it to this folder (created if missing): with
    /// UID MOVE where the server has it, else UID COPY, `\Deleted` and
    /// UID EXPUNGE (or a plain EXPUNGE without UIDPLUS).
    Move(String),
}

/// Settings for [`poll`].
#[derive(Clone, PartialEq, Eq)]
pub struct ImapConfig {
    /// Server host name (also the name checked in its TLS certificate) or
    /// IP address.
    pub host: String,
    pub port: u16,
    pub tls: ImapTls,
    pub user: String,
    pub password: String,
    /// The mailbox read (usually `INBOX`).
    pub mailbox: String,
    pub after: ImapAfter,
    /// Time allowed for connecting and for each read or write.
    pub timeout: Duration,
    /// At most this many bytes of a message and one more are fetched (a
    /// partial fetch, `BODY.PEEK[]<0.N>`): a longer message reaches the
    /// handler cut short, one byte over the limit, which tells it so.
    pub max_message_bytes: usize,
}

impl ImapConfig {
    /// Implicit TLS on port 993, mailbox `INBOX`, messages flagged `\Seen`,
    /// 60 s timeout.
    pub fn new(host: impl Into<String>, user: impl Into<String>, password: impl Into<String>) -> ImapConfig {
        ImapConfig {
            host: host.into(),
            port: ImapTls::Implicit.default_port(),
            tls: ImapTls::Implicit,
            user: user.into(),
            password: password.into(),
            mailbox: "INBOX".into(),
            after: ImapAfter::Flag,
            timeout: Duration::from_secs(60),
            max_message_bytes: super::DEFAULT_MAX_MESSAGE_BYTES,
        }
    }
}

impl fmt::Debug for ImapConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ImapConfig")
            .field("host", &self.host)
            .field("port", &self.port)
            .field("tls", &self.tls)
            .field("user", &self.user)
            .field("password", &"<hidden>")
            .field("mailbox", &self.mailbox)
            .field("after", &self.after)
            .field("timeout", &self.timeout)
            .finish()
    }
}

/// Why a poll failed, and whether trying again later without changing the
/// settings may succeed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImapError {
    /// `true`: worth retrying (network, timeout, server busy, a handler that
    /// failed); `false`: the settings must change first (plain text to a
    /// remote host, login refused, no such mailbox, certificate rejected, no
    /// STARTTLS).
    pub temporary: bool,
    /// What went wrong, for logs and the operator (never the password).
    pub message: String,
}

impl ImapError {
    fn temporary(message: impl Into<String>) -> ImapError {
        ImapError {
            temporary: true,
            message: message.into(),
        }
    }

    fn permanent(message: impl Into<String>) -> ImapError {
        ImapError {
            temporary: false,
            message: message.into(),
        }
    }
}

impl fmt::Display for ImapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = if self.temporary { "temporary" } else { "permanent" };
        write!(f, "{kind} IMAP failure: {}", self.message)
    }
}

impl std::error::Error for ImapError {}

/// Take in every unseen message of `cfg.mailbox`, oldest first: fetch it,
/// call `handle` with its raw bytes, and only when `handle` returns `Ok`
/// mark it `\Seen` (or move it, per `cfg.after`).
///
/// Returns how many messages were taken in and marked. If `handle` failed
/// for some (or a message was too large to fetch), those stay unseen for
/// the next poll, the others are still taken in, and the result is a
/// temporary error that counts both and quotes the failures.
pub fn poll(cfg: &ImapConfig, handle: &mut dyn FnMut(&[u8]) -> Result<(), String>) -> Result<usize, ImapError> {
    poll_grouped(cfg, 1, &mut EachAlone(handle))
}

/// Where a grouped poll hands its messages (see [`poll_grouped`]).
pub trait Intake {
    /// Take one message in. What it writes may stay uncommitted until
    /// [`Intake::commit`]; an error leaves the message unseen.
    fn take(&mut self, raw: &[u8]) -> Result<(), String>;
    /// Make everything taken in since the last commit durable. Nothing is
    /// marked on the server before this returns `Ok`.
    fn commit(&mut self) -> Result<(), String>;
}

/// [`poll`]'s handler as an [`Intake`] whose every message is committed
/// when it is taken.
struct EachAlone<'a>(&'a mut dyn FnMut(&[u8]) -> Result<(), String>);

impl Intake for EachAlone<'_> {
    fn take(&mut self, raw: &[u8]) -> Result<(), String> {
        (self.0)(raw)
    }
    fn commit(&mut self) -> Result<(), String> {
        Ok(())
    }
}

/// [`poll`], with the messages handed to `intake` and committed `batch` at a
/// time: after every `batch` messages taken in (and after the last), the
/// intake commits, and only then are those messages marked on the server.
/// A commit that fails leaves them unseen for the next poll.
pub fn poll_grouped(cfg: &ImapConfig, batch: usize, intake: &mut dyn Intake) -> Result<usize, ImapError> {
    let addrs = resolve(cfg)?;
    let mut s = Session::connect(cfg, &addrs)?;
    let result = s.run_poll(cfg, batch.max(1), intake);
    // Best effort: the work is done (or failed) either way.
    if !s.closed {
        let _ = s.command("LOGOUT", &[Arg::Raw("LOGOUT")]);
    }
    result
}

// ---------------------------------------------------------------- limits

/// Longest response line accepted (a SEARCH answer listing many UIDs is
/// long; anything beyond this is a broken server).
const MAX_LINE: usize = 8 << 20;
/// Largest literal (message) kept; a larger one is read and dropped, and
/// its message left unseen with an error.
const MAX_LITERAL: usize = 64 << 20;

// ---------------------------------------------------------------- connecting

/// Whether `host` names the loopback interface.
fn is_loopback_host(host: &str) -> bool {
    let h = host.trim().trim_end_matches('.');
    if h.eq_ignore_ascii_case("localhost") {
        return true;
    }
    let h = h.strip_prefix('[').and_then(|x| x.strip_suffix(']')).unwrap_or(h);
    h.parse::<IpAddr>().is_ok_and(is_loopback_ip)
}

fn is_loopback_ip(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback(),
        IpAddr::V6(v6) => v6.is_loopback() || v6.to_ipv4_mapped().is_some_and(|v4| v4.is_loopback()),
    }
}

/// Check the settings and resolve the host. Plain text is refused unless
/// the host is a loopback name or address, and then only loopback
/// addresses are used.
fn resolve(cfg: &ImapConfig) -> Result<Vec<SocketAddr>, ImapError> {
    let host = cfg.host.trim();
    if host.is_empty() {
        return Err(ImapError::permanent("no IMAP host given"));
    }
    if cfg.user.is_empty() {
        return Err(ImapError::permanent("no IMAP user given"));
    }
    if cfg.mailbox.is_empty() {
        return Err(ImapError::permanent("no IMAP mailbox given"));
    }
    if let ImapAfter::Move(folder) = &cfg.after {
        if folder.is_empty() || folder == &cfg.mailbox {
            return Err(ImapError::permanent(format!(
                "cannot move taken-in messages to '{folder}': give another folder than the mailbox read"
            )));
        }
    }
    if cfg.tls == ImapTls::Plain && !is_loopback_host(host) {
        return Err(ImapError::permanent(format!(
            "refusing plain-text IMAP to {host}: the password and the mail would cross the network unencrypted; \
             use TLS (implicit or starttls), or plain only to a server on this machine (127.0.0.1, ::1, localhost)"
        )));
    }
    let bare = host.strip_prefix('[').and_then(|x| x.strip_suffix(']')).unwrap_or(host);
    let mut addrs: Vec<SocketAddr> = (bare, cfg.port)
        .to_socket_addrs()
        .map_err(|e| ImapError::temporary(format!("cannot resolve {host}: {e}")))?
        .collect();
    if cfg.tls == ImapTls::Plain {
        addrs.retain(|a| is_loopback_ip(a.ip()));
    }
    if addrs.is_empty() {
        return Err(ImapError::temporary(format!("{host} has no usable address")));
    }
    Ok(addrs)
}

fn connect_tcp(addrs: &[SocketAddr], cfg: &ImapConfig) -> Result<TcpStream, ImapError> {
    let mut last = None;
    for a in addrs {
        match TcpStream::connect_timeout(a, cfg.timeout) {
            Ok(s) => {
                let set = s
                    .set_read_timeout(Some(cfg.timeout))
                    .and_then(|()| s.set_write_timeout(Some(cfg.timeout)))
                    .and_then(|()| s.set_nodelay(true));
                set.map_err(|e| ImapError::temporary(format!("socket setup for {a}: {e}")))?;
                return Ok(s);
            }
            Err(e) => last = Some(format!("{a}: {e}")),
        }
    }
    Err(ImapError::temporary(format!(
        "cannot connect to {}:{} ({})",
        cfg.host,
        cfg.port,
        last.unwrap_or_else(|| "no address".into())
    )))
}

fn tls_config() -> Result<Arc<ClientConfig>, ImapError> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let verifier = rustls_platform_verifier::Verifier::new(provider.clone())
        .map_err(|e| ImapError::permanent(format!("TLS certificate verifier: {e}")))?;
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| ImapError::permanent(format!("TLS setup: {e}")))?
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(verifier))
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// Wrap `tcp` in TLS and finish the handshake, so certificate problems
/// are reported as such.
fn start_tls(tcp: TcpStream, host: &str) -> Result<Stream, ImapError> {
    let bare = host.trim().trim_end_matches('.');
    let bare = bare.strip_prefix('[').and_then(|x| x.strip_suffix(']')).unwrap_or(bare);
    let name = ServerName::try_from(bare.to_string())
        .map_err(|e| ImapError::permanent(format!("'{host}' cannot be checked against a TLS certificate: {e}")))?;
    let conn = ClientConnection::new(tls_config()?, name)
        .map_err(|e| ImapError::permanent(format!("TLS setup for {host}: {e}")))?;
    let mut tls = StreamOwned::new(conn, tcp);
    while tls.conn.is_handshaking() {
        if let Err(e) = tls.conn.complete_io(&mut tls.sock) {
            let cert = e
                .get_ref()
                .and_then(|inner| inner.downcast_ref::<rustls::Error>())
                .is_some_and(|r| matches!(r, rustls::Error::InvalidCertificate(_)));
            let msg = format!("TLS handshake with {host}: {e}");
            return Err(if cert {
                ImapError::permanent(msg)
            } else {
                ImapError::temporary(msg)
            });
        }
    }
    Ok(Stream::Tls(Box::new(tls)))
}

/// The byte stream under the protocol.
enum Stream {
    Plain(TcpStream),
    Tls(Box<StreamOwned<ClientConnection, TcpStream>>),
    /// Only while a plain stream is being moved into TLS.
    Gone,
}

fn gone() -> io::Error {
    io::Error::new(io::ErrorKind::NotConnected, "connection given up")
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Stream::Plain(s) => s.read(buf),
            Stream::Tls(s) => s.read(buf),
            Stream::Gone => Err(gone()),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Stream::Plain(s) => s.write(buf),
            Stream::Tls(s) => s.write(buf),
            Stream::Gone => Err(gone()),
        }
    }
    fn flush(&mut self) -> io::Result<()> {
        match self {
            Stream::Plain(s) => s.flush(),
            Stream::Tls(s) => s.flush(),
            Stream::Gone => Err(gone()),
        }
    }
}

// ---------------------------------------------------------------- responses

/// A literal's contents, or only its size when it was over the limit.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Literal {
    Bytes(Vec<u8>),
    TooLarge(usize),
}

/// One server response as read off the wire: `chunks[i]` is a line of
/// text (without its CRLF); when it ends with `{n}`, `literals[i]` holds
/// the n bytes that followed, and `chunks[i + 1]` is the rest of the line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Raw {
    chunks: Vec<Vec<u8>>,
    literals: Vec<Literal>,
}

/// A parsed value of a response.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Value {
    Atom(String),
    /// A quoted string or a literal.
    Bytes(Vec<u8>),
    TooLarge(usize),
    Nil,
    List(Vec<Value>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Ok,
    No,
    Bad,
    Bye,
    Preauth,
}

impl Status {
    fn parse(word: &str) -> Option<Status> {
        match word.to_ascii_uppercase().as_str() {
            "OK" => Some(Status::Ok),
            "NO" => Some(Status::No),
            "BAD" => Some(Status::Bad),
            "BYE" => Some(Status::Bye),
            "PREAUTH" => Some(Status::Preauth),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Status::Ok => "OK",
            Status::No => "NO",
            Status::Bad => "BAD",
            Status::Bye => "BYE",
            Status::Preauth => "PREAUTH",
        }
    }
}

/// A status response: `OK`, `NO`, `BAD`, `BYE` or `PREAUTH`, with its
/// optional `[CODE ...]` and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
struct StatusLine {
    status: Status,
    code: Option<String>,
    text: String,
}

impl StatusLine {
    /// The first word of the response code, upper case (`TRYCREATE`).
    fn code_word(&self) -> String {
        self.code
            .as_deref()
            .and_then(|c| c.split_whitespace().next())
            .unwrap_or("")
            .to_ascii_uppercase()
    }

    fn describe(&self) -> String {
        match &self.code {
            Some(c) => format!("{} [{c}] {}", self.status.name(), self.text),
            None => format!("{} {}", self.status.name(), self.text),
        }
    }
}

/// A parsed response.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Resp {
    /// Tagged (`tag` set) or untagged (`* OK ...`) status.
    Status {
        tag: Option<String>,
        line: StatusLine,
    },
    /// `+ ...`: the server waits for a literal's bytes.
    Continue,
    Capability(Vec<String>),
    Search(Vec<u32>),
    /// `* n FETCH (...)`: the UID, the `BODY[]` item and the
    /// `RFC822.SIZE`, when present.
    Fetch {
        uid: Option<u32>,
        body: Option<Value>,
        size: Option<u64>,
    },
    /// Anything else (EXISTS, RECENT, FLAGS, EXPUNGE, LIST ...): ignored.
    Other,
}

/// Where a line that announces a literal gives its size: a trailing
/// `{digits}`.
fn trailing_literal(line: &[u8]) -> Option<usize> {
    let body = line.strip_suffix(b"}")?;
    let open = body.iter().rposition(|&b| b == b'{')?;
    let digits = &body[open + 1..];
    if digits.is_empty() || digits.len() > 12 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(digits).ok()?.parse().ok()
}

/// Whether a first line is a status or continuation response, whose text
/// may end with anything (even `{5}`) and never announces a literal.
fn is_status_line(line: &[u8]) -> bool {
    if line.first() == Some(&b'+') {
        return true;
    }
    let mut words = line.splitn(3, |&b| b == b' ');
    let _tag = words.next();
    match words.next() {
        Some(w) => std::str::from_utf8(w).ok().and_then(Status::parse).is_some(),
        None => false,
    }
}

/// A cursor over a [`Raw`] response.
struct Parser<'a> {
    raw: &'a Raw,
    chunk: usize,
    pos: usize,
}

impl<'a> Parser<'a> {
    fn new(raw: &'a Raw) -> Parser<'a> {
        Parser { raw, chunk: 0, pos: 0 }
    }

    fn line(&self) -> &'a [u8] {
        self.raw.chunks.get(self.chunk).map(Vec::as_slice).unwrap_or(&[])
    }

    fn peek(&self) -> Option<u8> {
        self.line().get(self.pos).copied()
    }

    fn skip_spaces(&mut self) {
        while self.peek() == Some(b' ') {
            self.pos += 1;
        }
    }

    /// The rest of the current line, as text.
    fn rest(&mut self) -> String {
        let line = self.line();
        let s = String::from_utf8_lossy(&line[self.pos.min(line.len())..]).into_owned();
        self.pos = line.len();
        s
    }

    /// An atom: up to a space, a parenthesis or the end of the line; a
    /// `[...]` part (a section such as `BODY[HEADER.FIELDS (FROM)]`) is
    /// read whole.
    fn atom(&mut self) -> Result<String, String> {
        let line = self.line();
        let start = self.pos;
        let mut depth = 0usize;
        while let Some(&b) = line.get(self.pos) {
            match b {
                b'[' => depth += 1,
                b']' => depth = depth.saturating_sub(1),
                b' ' | b'(' | b')' if depth == 0 => break,
                b'{' | b'"' if depth == 0 && self.pos == start => break,
                _ => {}
            }
            self.pos += 1;
        }
        if self.pos == start {
            return Err(format!(
                "expected an atom at byte {start} of '{}'",
                String::from_utf8_lossy(line)
            ));
        }
        Ok(String::from_utf8_lossy(&line[start..self.pos]).into_owned())
    }

    fn value(&mut self, depth: usize) -> Result<Value, String> {
        if depth > 64 {
            return Err("response nested too deeply".into());
        }
        self.skip_spaces();
        match self.peek() {
            None => Err("response ended early".into()),
            Some(b'(') => {
                self.pos += 1;
                let mut items = Vec::new();
                loop {
                    self.skip_spaces();
                    match self.peek() {
                        Some(b')') => {
                            self.pos += 1;
                            return Ok(Value::List(items));
                        }
                        None => return Err("unclosed parenthesis".into()),
                        Some(_) => items.push(self.value(depth + 1)?),
                    }
                }
            }
            Some(b'"') => {
                self.pos += 1;
                let line = self.line();
                let mut out = Vec::new();
                loop {
                    match line.get(self.pos) {
                        None => return Err("unclosed quoted string".into()),
                        Some(b'"') => {
                            self.pos += 1;
                            return Ok(Value::Bytes(out));
                        }
                        Some(b'\\') => {
                            let c = line.get(self.pos + 1).copied().ok_or("bad escape in quoted string")?;
                            out.push(c);
                            self.pos += 2;
                        }
                        Some(&c) => {
                            out.push(c);
                            self.pos += 1;
                        }
                    }
                }
            }
            Some(b'{') => {
                let line = self.line();
                let close = line[self.pos..]
                    .iter()
                    .position(|&b| b == b'}')
                    .map(|i| self.pos + i)
                    .ok_or("unclosed literal size")?;
                if close + 1 != line.len() {
                    return Err("a literal size must end its line".into());
                }
                let lit = self
                    .raw
                    .literals
                    .get(self.chunk)
                    .ok_or("literal announced but missing")?;
                self.chunk += 1;
                self.pos = 0;
                Ok(match lit {
                    Literal::Bytes(b) => Value::Bytes(b.clone()),
                    Literal::TooLarge(n) => Value::TooLarge(*n),
                })
            }
            Some(_) => {
                let a = self.atom()?;
                if a.eq_ignore_ascii_case("NIL") {
                    Ok(Value::Nil)
                } else {
                    Ok(Value::Atom(a))
                }
            }
        }
    }

    /// `[CODE ...] text` after a status word.
    fn status_rest(&mut self, status: Status) -> StatusLine {
        self.skip_spaces();
        let mut code = None;
        if self.peek() == Some(b'[') {
            let line = self.line();
            if let Some(end) = line[self.pos..].iter().position(|&b| b == b']') {
                code = Some(String::from_utf8_lossy(&line[self.pos + 1..self.pos + end]).into_owned());
                self.pos += end + 1;
            }
        }
        self.skip_spaces();
        StatusLine {
            status,
            code,
            text: self.rest(),
        }
    }
}

fn parse_number(s: &str) -> Option<u32> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// Parse one response read by [`Session::read_response`].
fn parse_response(raw: &Raw) -> Result<Resp, String> {
    let mut p = Parser::new(raw);
    if p.peek() == Some(b'+') {
        return Ok(Resp::Continue);
    }
    let tag = p.atom()?;
    p.skip_spaces();
    let word = p.atom()?;
    if let Some(status) = Status::parse(&word) {
        let line = p.status_rest(status);
        let tag = if tag == "*" { None } else { Some(tag) };
        return Ok(Resp::Status { tag, line });
    }
    if tag != "*" {
        return Err(format!("unexpected tagged response '{tag} {word}'"));
    }
    match word.to_ascii_uppercase().as_str() {
        "CAPABILITY" => Ok(Resp::Capability(
            p.rest().split_whitespace().map(|c| c.to_ascii_uppercase()).collect(),
        )),
        "SEARCH" => {
            let mut uids = Vec::new();
            for w in p.rest().split_whitespace() {
                uids.push(parse_number(w).ok_or_else(|| format!("bad number '{w}' in SEARCH"))?);
            }
            Ok(Resp::Search(uids))
        }
        _ if parse_number(&word).is_some() => {
            p.skip_spaces();
            let kind = p.atom()?;
            if !kind.eq_ignore_ascii_case("FETCH") {
                return Ok(Resp::Other);
            }
            let Value::List(items) = p.value(0)? else {
                return Err("FETCH without a parenthesised list".into());
            };
            let mut uid = None;
            let mut body = None;
            let mut size = None;
            let mut it = items.into_iter();
            while let Some(name) = it.next() {
                let Value::Atom(name) = name else {
                    return Err("FETCH item name is not an atom".into());
                };
                let v = it.next().ok_or_else(|| format!("FETCH item {name} has no value"))?;
                let upper = name.to_ascii_uppercase();
                if upper == "UID" {
                    match v {
                        Value::Atom(a) => uid = Some(parse_number(&a).ok_or_else(|| format!("bad UID '{a}'"))?),
                        _ => return Err("bad UID in FETCH".into()),
                    }
                } else if upper == "BODY[]" || upper == "BODY[]<0>" || upper == "RFC822" {
                    body = Some(v);
                } else if upper == "RFC822.SIZE" {
                    match v {
                        Value::Atom(a) => size = Some(a.parse().map_err(|_| format!("bad RFC822.SIZE '{a}'"))?),
                        _ => return Err("bad RFC822.SIZE in FETCH".into()),
                    }
                }
            }
            Ok(Resp::Fetch { uid, body, size })
        }
        _ => Ok(Resp::Other),
    }
}

// ---------------------------------------------------------------- commands

/// One argument of a command.
enum Arg<'a> {
    /// Sent as it is (command names, UIDs, item lists).
    Raw(&'a str),
    /// A string: quoted when it can be, else sent as a literal.
    Str(&'a [u8]),
}

/// Whether a string can be sent quoted (7-bit, no CR, LF or NUL).
fn quotable(s: &[u8]) -> bool {
    s.len() <= 1024 && s.iter().all(|&b| (1..0x80).contains(&b) && b != b'\r' && b != b'\n')
}

fn quote(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len() + 2);
    out.push(b'"');
    for &b in s {
        if b == b'"' || b == b'\\' {
            out.push(b'\\');
        }
        out.push(b);
    }
    out.push(b'"');
    out
}

/// A mailbox name in IMAP's modified UTF-7 (RFC 3501 section 5.1.3).
fn mailbox_name(name: &str) -> String {
    fn flush(out: &mut String, pending: &mut Vec<u16>) {
        if pending.is_empty() {
            return;
        }
        let bytes: Vec<u8> = pending.iter().flat_map(|u| u.to_be_bytes()).collect();
        out.push('&');
        out.push_str(&base64_mutf7(&bytes));
        out.push('-');
        pending.clear();
    }
    let mut out = String::new();
    let mut pending: Vec<u16> = Vec::new();
    for ch in name.chars() {
        if (' '..='~').contains(&ch) {
            flush(&mut out, &mut pending);
            if ch == '&' {
                out.push_str("&-");
            } else {
                out.push(ch);
            }
        } else {
            let mut units = [0u16; 2];
            pending.extend_from_slice(ch.encode_utf16(&mut units));
        }
    }
    flush(&mut out, &mut pending);
    out
}

/// Base64 with `,` for `/` and no padding (modified UTF-7).
fn base64_mutf7(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+,";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        let chars = chunk.len() + 1;
        for i in 0..chars {
            out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

// ---------------------------------------------------------------- session

struct Session {
    stream: Stream,
    /// Bytes read but not yet used, from `pos`.
    buf: Vec<u8>,
    pos: usize,
    next_tag: u32,
    caps: Vec<String>,
    /// The server said BYE or closed the connection.
    closed: bool,
    host: String,
    max_literal: usize,
}

fn io_error(host: &str, what: &str, e: &io::Error) -> ImapError {
    let msg = match e.kind() {
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => format!("{host}: timed out {what}"),
        _ => format!("{host}: {what}: {e}"),
    };
    ImapError::temporary(msg)
}

impl Session {
    fn new(stream: Stream, host: &str) -> Session {
        Session {
            stream,
            buf: Vec::new(),
            pos: 0,
            next_tag: 1,
            caps: Vec::new(),
            closed: false,
            host: host.to_string(),
            max_literal: MAX_LITERAL,
        }
    }

    /// Connect, secure the connection as asked, read the greeting, log in.
    fn connect(cfg: &ImapConfig, addrs: &[SocketAddr]) -> Result<Session, ImapError> {
        let tcp = connect_tcp(addrs, cfg)?;
        let stream = match cfg.tls {
            ImapTls::Implicit => start_tls(tcp, &cfg.host)?,
            ImapTls::StartTls | ImapTls::Plain => Stream::Plain(tcp),
        };
        let mut s = Session::new(stream, &cfg.host);
        s.greeting()?;
        if cfg.tls == ImapTls::StartTls {
            s.starttls()?;
        }
        s.login(&cfg.user, &cfg.password)?;
        Ok(s)
    }

    /// Read more bytes into the buffer; `false` at the end of the stream.
    fn fill(&mut self) -> Result<bool, ImapError> {
        if self.pos > 0 && self.pos == self.buf.len() {
            self.buf.clear();
            self.pos = 0;
        }
        let mut chunk = [0u8; 16 * 1024];
        loop {
            match self.stream.read(&mut chunk) {
                Ok(0) => return Ok(false),
                Ok(n) => {
                    self.buf.extend_from_slice(&chunk[..n]);
                    return Ok(true);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(io_error(&self.host, "reading from the server", &e)),
            }
        }
    }

    fn closed_error(&mut self) -> ImapError {
        self.closed = true;
        ImapError::temporary(format!("{}: the server closed the connection", self.host))
    }

    /// One line, without its line end.
    fn read_line(&mut self) -> Result<Vec<u8>, ImapError> {
        let mut searched = self.pos;
        loop {
            if let Some(i) = self.buf[searched..].iter().position(|&b| b == b'\n') {
                let end = searched + i;
                let mut line = self.buf[self.pos..end].to_vec();
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                self.pos = end + 1;
                return Ok(line);
            }
            searched = self.buf.len();
            if self.buf.len() - self.pos > MAX_LINE {
                return Err(ImapError::temporary(format!(
                    "{}: response line longer than {MAX_LINE} bytes",
                    self.host
                )));
            }
            if self.pos > 0 {
                self.buf.drain(..self.pos);
                searched -= self.pos;
                self.pos = 0;
            }
            if !self.fill()? {
                return Err(self.closed_error());
            }
        }
    }

    /// Exactly `n` bytes: kept when `n` is within the limit, else read and
    /// dropped.
    fn read_literal(&mut self, n: usize) -> Result<Literal, ImapError> {
        let keep = n <= self.max_literal;
        let mut out = Vec::with_capacity(if keep { n } else { 0 });
        let mut left = n;
        while left > 0 {
            if self.pos == self.buf.len() && !self.fill()? {
                return Err(self.closed_error());
            }
            let take = left.min(self.buf.len() - self.pos);
            if keep {
                out.extend_from_slice(&self.buf[self.pos..self.pos + take]);
            }
            self.pos += take;
            left -= take;
        }
        Ok(if keep {
            Literal::Bytes(out)
        } else {
            Literal::TooLarge(n)
        })
    }

    /// One whole response, its literals included.
    fn read_response(&mut self) -> Result<Raw, ImapError> {
        let mut raw = Raw::default();
        let first = self.read_line()?;
        let status = is_status_line(&first);
        let mut line = first;
        loop {
            let lit = if status { None } else { trailing_literal(&line) };
            raw.chunks.push(line);
            match lit {
                Some(n) => {
                    let l = self.read_literal(n)?;
                    raw.literals.push(l);
                    line = self.read_line()?;
                }
                None => return Ok(raw),
            }
        }
    }

    fn next_response(&mut self) -> Result<Resp, ImapError> {
        let raw = self.read_response()?;
        let resp = parse_response(&raw)
            .map_err(|e| ImapError::temporary(format!("{}: bad response from the server: {e}", self.host)))?;
        match &resp {
            Resp::Status { tag: None, line } if line.status == Status::Bye => self.closed = true,
            Resp::Capability(c) => self.caps = c.clone(),
            Resp::Status { line, .. } if line.code_word() == "CAPABILITY" => self.caps = caps_from_code(line),
            _ => {}
        }
        Ok(resp)
    }

    fn write_all(&mut self, bytes: &[u8]) -> Result<(), ImapError> {
        let r = self.stream.write_all(bytes).and_then(|()| self.stream.flush());
        r.map_err(|e| io_error(&self.host, "writing to the server", &e))
    }

    fn has_cap(&self, cap: &str) -> bool {
        self.caps.iter().any(|c| c == cap)
    }

    fn greeting(&mut self) -> Result<(), ImapError> {
        match self.next_response()? {
            Resp::Status { tag: None, line } => match line.status {
                Status::Ok => Ok(()),
                Status::Preauth => Err(ImapError::permanent(format!(
                    "{}: the server greets with PREAUTH (already logged in), which this client does not accept",
                    self.host
                ))),
                _ => Err(ImapError::temporary(format!(
                    "{}: server greeting: {}",
                    self.host,
                    line.describe()
                ))),
            },
            other => Err(ImapError::temporary(format!(
                "{}: unexpected greeting {other:?}",
                self.host
            ))),
        }
    }

    /// Send a command and read up to its tagged answer. Returns the tagged
    /// status line and every untagged response before it. `name` is what
    /// error messages call the command (arguments, such as a password, are
    /// never quoted).
    fn command(&mut self, name: &str, args: &[Arg<'_>]) -> Result<(StatusLine, Vec<Resp>), ImapError> {
        if self.closed {
            return Err(ImapError::temporary(format!("{}: the connection is closed", self.host)));
        }
        let tag = format!("A{}", self.next_tag);
        self.next_tag += 1;
        let mut untagged = Vec::new();
        let mut out = tag.clone().into_bytes();
        for arg in args {
            out.push(b' ');
            match arg {
                Arg::Raw(s) => out.extend_from_slice(s.as_bytes()),
                Arg::Str(s) if quotable(s) => out.extend_from_slice(&quote(s)),
                Arg::Str(s) => {
                    // A synchronising literal: wait for the server's "+".
                    out.extend_from_slice(format!("{{{}}}\r\n", s.len()).as_bytes());
                    self.write_all(&out)?;
                    out.clear();
                    loop {
                        match self.next_response()? {
                            Resp::Continue => break,
                            Resp::Status { tag: Some(t), line } if t == tag => {
                                return Err(self.refused(name, &line));
                            }
                            other => untagged.push(other),
                        }
                        if self.closed {
                            return Err(self.closed_error());
                        }
                    }
                    out.extend_from_slice(s);
                }
            }
        }
        out.extend_from_slice(b"\r\n");
        self.write_all(&out)?;
        loop {
            match self.next_response()? {
                Resp::Status { tag: Some(t), line } => {
                    if t != tag {
                        return Err(ImapError::temporary(format!(
                            "{}: answer tagged {t} to command {tag}",
                            self.host
                        )));
                    }
                    return Ok((line, untagged));
                }
                Resp::Continue => {
                    return Err(ImapError::temporary(format!(
                        "{}: unexpected continuation during {name}",
                        self.host
                    )));
                }
                other => untagged.push(other),
            }
        }
    }

    /// A command that must succeed: NO or BAD is an error (temporary
    /// unless `permanent` says otherwise for that answer).
    fn command_ok(
        &mut self,
        name: &str,
        args: &[Arg<'_>],
        permanent: fn(&StatusLine) -> bool,
    ) -> Result<(StatusLine, Vec<Resp>), ImapError> {
        let (line, untagged) = self.command(name, args)?;
        if line.status == Status::Ok {
            return Ok((line, untagged));
        }
        let mut e = self.refused(name, &line);
        e.temporary = !permanent(&line);
        Err(e)
    }

    fn refused(&self, name: &str, line: &StatusLine) -> ImapError {
        ImapError::temporary(format!("{}: {name} refused: {}", self.host, line.describe()))
    }

    fn capability(&mut self) -> Result<(), ImapError> {
        self.command_ok("CAPABILITY", &[Arg::Raw("CAPABILITY")], |_| false)?;
        Ok(())
    }

    fn starttls(&mut self) -> Result<(), ImapError> {
        if self.caps.is_empty() {
            self.capability()?;
        }
        if !self.has_cap("STARTTLS") {
            return Err(ImapError::permanent(format!(
                "{}: the server does not offer STARTTLS; use implicit TLS (port 993) or ask its operator",
                self.host
            )));
        }
        self.command_ok("STARTTLS", &[Arg::Raw("STARTTLS")], |_| true)?;
        if self.pos != self.buf.len() {
            // Anything sent before the handshake could be an injection.
            return Err(ImapError::permanent(format!(
                "{}: the server sent data after STARTTLS before the TLS handshake",
                self.host
            )));
        }
        let Stream::Plain(tcp) = std::mem::replace(&mut self.stream, Stream::Gone) else {
            self.closed = true;
            return Err(ImapError::permanent("STARTTLS on a connection that already has TLS"));
        };
        // Until the handshake is done the session is unusable.
        self.closed = true;
        self.stream = start_tls(tcp, &self.host)?;
        self.closed = false;
        // Capabilities learnt before TLS cannot be trusted.
        self.caps.clear();
        self.capability()
    }

    fn login(&mut self, user: &str, password: &str) -> Result<(), ImapError> {
        if self.caps.is_empty() {
            self.capability()?;
        }
        if self.has_cap("LOGINDISABLED") {
            return Err(ImapError::permanent(format!(
                "{}: the server refuses LOGIN on this connection (LOGINDISABLED): use implicit TLS or starttls",
                self.host
            )));
        }
        self.caps.clear();
        let (line, _) = self.command(
            "LOGIN",
            &[
                Arg::Raw("LOGIN"),
                Arg::Str(user.as_bytes()),
                Arg::Str(password.as_bytes()),
            ],
        )?;
        if line.status != Status::Ok {
            let temporary = matches!(line.code_word().as_str(), "UNAVAILABLE" | "INUSE" | "SERVERBUG");
            return Err(ImapError {
                temporary,
                message: format!("{}: login as {user} refused: {}", self.host, line.describe()),
            });
        }
        if line.code_word() == "CAPABILITY" {
            self.caps = caps_from_code(&line);
        }
        if self.caps.is_empty() {
            self.capability()?;
        }
        Ok(())
    }

    fn run_poll(&mut self, cfg: &ImapConfig, batch: usize, intake: &mut dyn Intake) -> Result<usize, ImapError> {
        let mailbox = mailbox_name(&cfg.mailbox);
        let (line, _) = self.command_ok("SELECT", &[Arg::Raw("SELECT"), Arg::Str(mailbox.as_bytes())], |l| {
            !matches!(l.code_word().as_str(), "UNAVAILABLE" | "INUSE" | "SERVERBUG")
        })?;
        if line.code_word() == "READ-ONLY" {
            return Err(ImapError::permanent(format!(
                "{}: mailbox {} is read-only: taken-in messages could not be marked",
                self.host, cfg.mailbox
            )));
        }
        let (_, untagged) = self.command_ok("UID SEARCH", &[Arg::Raw("UID SEARCH UNSEEN UNDELETED")], |_| false)?;
        let mut uids: Vec<u32> = untagged
            .into_iter()
            .flat_map(|r| match r {
                Resp::Search(u) => u,
                _ => Vec::new(),
            })
            .collect();
        uids.sort_unstable();
        uids.dedup();
        let mut done = 0usize;
        let mut failures: Vec<String> = Vec::new();
        // Taken in, not yet committed nor marked.
        let mut pending: Vec<u32> = Vec::with_capacity(batch);
        // The message's first bytes only, one more than the size limit.
        let limit = cfg.max_message_bytes.saturating_add(1).min(MAX_LITERAL);
        let items = format!("(BODY.PEEK[]<0.{limit}>)");
        for group in self.fetch_groups(&uids, batch, limit)? {
            let set = uid_set(&group);
            let (_, untagged) = self.command_ok(
                "UID FETCH",
                &[Arg::Raw("UID FETCH"), Arg::Raw(&set), Arg::Raw(&items)],
                |_| false,
            )?;
            let mut bodies: std::collections::HashMap<u32, Value> = untagged
                .into_iter()
                .filter_map(|r| match r {
                    Resp::Fetch {
                        uid: Some(u),
                        body: Some(b),
                        ..
                    } => Some((u, b)),
                    _ => None,
                })
                .collect();
            for uid in group {
                if let Some(n) = self.take_one(uid, bodies.remove(&uid), intake, &mut failures)? {
                    pending.push(n);
                    if pending.len() >= batch {
                        done += self.commit_and_mark(cfg, intake, &mut pending)?;
                    }
                }
            }
        }
        done += self.commit_and_mark(cfg, intake, &mut pending)?;
        if failures.is_empty() {
            return Ok(done);
        }
        let shown: Vec<&str> = failures.iter().take(5).map(String::as_str).collect();
        let more = if failures.len() > shown.len() {
            format!("; and {} more", failures.len() - shown.len())
        } else {
            String::new()
        };
        Err(ImapError::temporary(format!(
            "{done} message(s) taken in; {} left unseen for the next poll: {}{more}",
            failures.len(),
            shown.join("; ")
        )))
    }

    /// The unseen `uids` (ascending) in the groups they are fetched in: one
    /// at a time when a batch is one message; else up to `batch` messages
    /// and [`FETCH_BUDGET`] bytes (by the sizes the server gives, each
    /// counted up to `limit`) per `UID FETCH`, so that a poll costs a round
    /// trip per group instead of per message, and memory stays bounded.
    fn fetch_groups(&mut self, uids: &[u32], batch: usize, limit: usize) -> Result<Vec<Vec<u32>>, ImapError> {
        if batch <= 1 || uids.len() <= 1 {
            return Ok(uids.iter().map(|&u| vec![u]).collect());
        }
        let mut sizes = std::collections::HashMap::new();
        for chunk in uids.chunks(MARK_CHUNK) {
            let set = uid_set(chunk);
            let (_, untagged) = self.command_ok(
                "UID FETCH",
                &[Arg::Raw("UID FETCH"), Arg::Raw(&set), Arg::Raw("(RFC822.SIZE)")],
                |_| false,
            )?;
            for r in untagged {
                if let Resp::Fetch {
                    uid: Some(u),
                    size: Some(n),
                    ..
                } = r
                {
                    sizes.insert(u, n);
                }
            }
        }
        let mut groups: Vec<Vec<u32>> = Vec::new();
        let mut bytes = 0usize;
        for &uid in uids {
            // Unknown (gone meanwhile, or not told): counted as the largest.
            let size = sizes
                .get(&uid)
                .map_or(limit, |&n| usize::try_from(n).unwrap_or(usize::MAX).min(limit));
            match groups.last_mut() {
                Some(g) if g.len() < batch && bytes.saturating_add(size) <= FETCH_BUDGET => {
                    g.push(uid);
                    bytes += size;
                }
                _ => {
                    groups.push(vec![uid]);
                    bytes = size;
                }
            }
        }
        Ok(groups)
    }

    /// Hand one fetched message to `intake`: `Some(uid)` when it took it,
    /// `None` when there was nothing to take (expunged meanwhile) or it was
    /// refused (recorded in `failures`; left unseen).
    fn take_one(
        &mut self,
        uid: u32,
        body: Option<Value>,
        intake: &mut dyn Intake,
        failures: &mut Vec<String>,
    ) -> Result<Option<u32>, ImapError> {
        let raw = match body {
            // Gone meanwhile (expunged by another client): nothing to do.
            None => return Ok(None),
            Some(Value::Bytes(b)) => b,
            Some(Value::TooLarge(n)) => {
                failures.push(format!(
                    "UID {uid}: {n} bytes, over the {} byte limit",
                    self.max_literal
                ));
                return Ok(None);
            }
            Some(other) => {
                failures.push(format!("UID {uid}: no message body ({other:?})"));
                return Ok(None);
            }
        };
        if let Err(e) = intake.take(&raw) {
            failures.push(format!("UID {uid}: {e}"));
            return Ok(None);
        }
        Ok(Some(uid))
    }

    /// Commit what `intake` took in, then mark those messages; returns how
    /// many were marked.
    fn commit_and_mark(
        &mut self,
        cfg: &ImapConfig,
        intake: &mut dyn Intake,
        pending: &mut Vec<u32>,
    ) -> Result<usize, ImapError> {
        if pending.is_empty() {
            return Ok(0);
        }
        intake.commit().map_err(|e| {
            ImapError::temporary(format!(
                "committing {} message(s) failed ({e}); they stay unseen for the next poll",
                pending.len()
            ))
        })?;
        // Marked together, a few hundred UIDs per command (a command line
        // must stay short), instead of a round trip or two per message.
        let mut marked = 0;
        let uids: Vec<u32> = std::mem::take(pending);
        for chunk in uids.chunks(MARK_CHUNK) {
            let set = uid_set(chunk);
            self.mark(&set, &cfg.after).map_err(|mut e| {
                e.message = format!(
                    "{} (messages UID {set} were taken in but not marked: the next poll sees them again, and ingest ignores them as duplicates)",
                    e.message
                );
                e
            })?;
            marked += chunk.len();
        }
        Ok(marked)
    }

    /// Mark taken-in messages (`set`, a UID set) as the settings say.
    fn mark(&mut self, set: &str, after: &ImapAfter) -> Result<(), ImapError> {
        self.command_ok(
            "UID STORE",
            &[Arg::Raw("UID STORE"), Arg::Raw(set), Arg::Raw("+FLAGS.SILENT (\\Seen)")],
            |_| false,
        )?;
        let ImapAfter::Move(folder) = after else {
            return Ok(());
        };
        let folder = mailbox_name(folder);
        let verb = if self.has_cap("MOVE") { "UID MOVE" } else { "UID COPY" };
        let args = [Arg::Raw(verb), Arg::Raw(set), Arg::Str(folder.as_bytes())];
        let (line, _) = self.command(verb, &args)?;
        if line.status != Status::Ok {
            if line.code_word() != "TRYCREATE" {
                return Err(self.refused(verb, &line));
            }
            self.command_ok("CREATE", &[Arg::Raw("CREATE"), Arg::Str(folder.as_bytes())], |_| true)?;
            self.command_ok(verb, &args, |_| false)?;
        }
        if verb == "UID MOVE" {
            return Ok(());
        }
        self.command_ok(
            "UID STORE",
            &[
                Arg::Raw("UID STORE"),
                Arg::Raw(set),
                Arg::Raw("+FLAGS.SILENT (\\Deleted)"),
            ],
            |_| false,
        )?;
        if self.has_cap("UIDPLUS") {
            self.command_ok("UID EXPUNGE", &[Arg::Raw("UID EXPUNGE"), Arg::Raw(set)], |_| false)?;
        } else {
            self.command_ok("EXPUNGE", &[Arg::Raw("EXPUNGE")], |_| false)?;
        }
        Ok(())
    }
}

/// The most UIDs marked (or asked the size of) by one command.
const MARK_CHUNK: usize = 500;

/// The most message bytes fetched by one `UID FETCH` of a grouped poll.
const FETCH_BUDGET: usize = 8 << 20;

/// A UID set (RFC 3501 `sequence-set`) for `uids`, given in ascending
/// order: runs of consecutive UIDs as ranges, e.g. `11:13,15`.
fn uid_set(uids: &[u32]) -> String {
    let mut out = String::new();
    let mut i = 0;
    while i < uids.len() {
        let start = uids[i];
        let mut end = start;
        while i + 1 < uids.len() && uids[i + 1] == end.wrapping_add(1) {
            i += 1;
            end = uids[i];
        }
        if !out.is_empty() {
            out.push(',');
        }
        if end == start {
            out.push_str(&start.to_string());
        } else {
            out.push_str(&format!("{start}:{end}"));
        }
        i += 1;
    }
    out
}

fn caps_from_code(line: &StatusLine) -> Vec<String> {
    line.code
        .as_deref()
        .unwrap_or("")
        .split_whitespace()
        .skip(1)
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

// ---------------------------------------------------------------- tests

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufRead, BufReader};
    use std::net::TcpListener;
    use std::thread::JoinHandle;

    /// One step of a scripted fake server.
    enum Step {
        /// Write these bytes.
        Send(Vec<u8>),
        /// Read one line from the client; it must be exactly this.
        Expect(String),
        /// Read exactly these bytes from the client.
        ExpectBytes(Vec<u8>),
        /// Close the connection here.
        Hang,
        /// Accept and say nothing until the client gives up.
        Silent,
    }

    fn send(s: impl AsRef<[u8]>) -> Step {
        Step::Send(s.as_ref().to_vec())
    }

    fn expect(s: &str) -> Step {
        Step::Expect(s.to_string())
    }

    /// A fake IMAP server on a loopback port that plays `steps` with one
    /// client and reports the first difference from the script.
    fn serve(steps: Vec<Step>) -> (u16, JoinHandle<Result<(), String>>) {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let h = std::thread::spawn(move || -> Result<(), String> {
            let (sock, _) = listener.accept().map_err(|e| e.to_string())?;
            sock.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
            let mut w = sock.try_clone().unwrap();
            let mut r = BufReader::new(sock);
            for (i, step) in steps.into_iter().enumerate() {
                match step {
                    Step::Send(b) => w.write_all(&b).map_err(|e| format!("step {i}: {e}"))?,
                    Step::Expect(want) => {
                        let mut line = Vec::new();
                        r.read_until(b'\n', &mut line).map_err(|e| format!("step {i}: {e}"))?;
                        let got = String::from_utf8_lossy(&line);
                        if got != format!("{want}\r\n") {
                            return Err(format!("step {i}: expected {want:?}, got {got:?}"));
                        }
                    }
                    Step::ExpectBytes(want) => {
                        let mut got = vec![0u8; want.len()];
                        r.read_exact(&mut got).map_err(|e| format!("step {i}: {e}"))?;
                        if got != want {
                            return Err(format!(
                                "step {i}: expected {:?}, got {:?}",
                                String::from_utf8_lossy(&want),
                                String::from_utf8_lossy(&got)
                            ));
                        }
                    }
                    Step::Hang => return Ok(()),
                    Step::Silent => {
                        let mut sink = Vec::new();
                        let _ = r.read_to_end(&mut sink);
                        return Ok(());
                    }
                }
            }
            // The client must not send anything more; it may close.
            let mut rest = Vec::new();
            let _ = r.read_to_end(&mut rest);
            if rest.is_empty() {
                Ok(())
            } else {
                Err(format!(
                    "unexpected bytes after the script: {:?}",
                    String::from_utf8_lossy(&rest)
                ))
            }
        });
        (port, h)
    }

    fn cfg(port: u16) -> ImapConfig {
        ImapConfig {
            host: "127.0.0.1".into(),
            port,
            tls: ImapTls::Plain,
            user: "referee@example.net".into(),
            password: "s3cret".into(),
            mailbox: "INBOX".into(),
            after: ImapAfter::Flag,
            timeout: Duration::from_secs(5),
            max_message_bytes: 10 << 20,
        }
    }

    const GREETING: &str = "* OK [CAPABILITY IMAP4rev1 LITERAL+ STARTTLS] ready\r\n";

    /// Greeting, login, select: the steps every session starts with.
    fn opening(caps: &str) -> Vec<Step> {
        vec![
            send(GREETING),
            expect("A1 LOGIN \"referee@example.net\" \"s3cret\""),
            send(format!("A1 OK [CAPABILITY IMAP4rev1 {caps}] Logged in\r\n")),
            expect("A2 SELECT \"INBOX\""),
            send("* 3 EXISTS\r\n* 0 RECENT\r\n* FLAGS (\\Seen \\Deleted)\r\n* OK [UIDVALIDITY 7] ok\r\nA2 OK [READ-WRITE] Select completed\r\n"),
        ]
    }

    fn fetch_answer(tag: &str, seq: u32, uid: u32, body: &[u8]) -> Vec<u8> {
        let mut v = format!("* {seq} FETCH (UID {uid} BODY[] {{{}}}\r\n", body.len()).into_bytes();
        v.extend_from_slice(body);
        v.extend_from_slice(format!(" FLAGS (\\Recent))\r\n{tag} OK Fetch completed\r\n").as_bytes());
        v
    }

    /// Several `FETCH` answers to one command, then its tagged `OK`.
    fn fetch_many(tag: &str, messages: &[(u32, u32, &[u8])]) -> Vec<u8> {
        let mut v = Vec::new();
        for (seq, uid, body) in messages {
            v.extend_from_slice(format!("* {seq} FETCH (UID {uid} BODY[] {{{}}}\r\n", body.len()).as_bytes());
            v.extend_from_slice(body);
            v.extend_from_slice(b")\r\n");
        }
        v.extend_from_slice(format!("{tag} OK Fetch completed\r\n").as_bytes());
        v
    }

    /// The answer to `UID FETCH set (RFC822.SIZE)`.
    fn sizes(tag: &str, messages: &[(u32, u32, u64)]) -> Step {
        let mut v = String::new();
        for (seq, uid, size) in messages {
            v.push_str(&format!("* {seq} FETCH (UID {uid} RFC822.SIZE {size})\r\n"));
        }
        v.push_str(&format!("{tag} OK Fetch completed\r\n"));
        Step::Send(v.into_bytes())
    }

    /// Message bodies that would trip a line-based reader.
    fn tricky(n: u8) -> Vec<u8> {
        let mut m = format!("From: alice@example.org\r\nSubject: move {n}\r\n\r\nb2-b3\r\nA4 OK this line is not a response\r\n{{5}}\r\n* 9 FETCH (UID 1)\r\n)\r\n").into_bytes();
        m.extend_from_slice(b"bare LF\nno final newline, 8-bit: \xc3\xa9");
        m
    }

    /// An intake that records what it is asked, and can refuse to commit.
    struct Recorder {
        log: Vec<String>,
        commit_fails: bool,
    }

    impl Intake for Recorder {
        fn take(&mut self, raw: &[u8]) -> Result<(), String> {
            self.log.push(format!("take {}", raw.len()));
            Ok(())
        }
        fn commit(&mut self) -> Result<(), String> {
            self.log.push("commit".into());
            if self.commit_fails {
                return Err("disk full".into());
            }
            Ok(())
        }
    }

    #[test]
    fn a_grouped_poll_commits_before_it_marks_each_group() {
        let (m1, m2, m3) = (b"one".to_vec(), b"two!".to_vec(), b"three".to_vec());
        let mut steps = opening("UIDPLUS MOVE");
        steps.extend([
            expect("A3 UID SEARCH UNSEEN UNDELETED"),
            send("* SEARCH 11 12 13\r\nA3 OK Search completed\r\n"),
            // Their sizes first, then each group (a batch) in one fetch.
            expect("A4 UID FETCH 11:13 (RFC822.SIZE)"),
            sizes("A4", &[(1, 11, 3), (2, 12, 4), (3, 13, 5)]),
            expect("A5 UID FETCH 11:12 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_many("A5", &[(1, 11, &m1), (2, 12, &m2)])),
            // The first two are committed, then marked in one command.
            expect("A6 UID STORE 11:12 +FLAGS.SILENT (\\Seen)"),
            send("A6 OK Store completed\r\n"),
            expect("A7 UID FETCH 13 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_answer("A7", 3, 13, &m3)),
            expect("A8 UID STORE 13 +FLAGS.SILENT (\\Seen)"),
            send("A8 OK Store completed\r\n"),
            expect("A9 LOGOUT"),
            send("* BYE logging out\r\nA9 OK Logout completed\r\n"),
        ]);
        let (port, server) = serve(steps);
        let mut intake = Recorder {
            log: Vec::new(),
            commit_fails: false,
        };
        let n = poll_grouped(&cfg(port), 2, &mut intake).unwrap();
        server.join().unwrap().unwrap();
        assert_eq!(n, 3);
        assert_eq!(intake.log, ["take 3", "take 4", "commit", "take 5", "commit"]);
    }

    #[test]
    fn uid_sets_join_runs_into_ranges() {
        assert_eq!(uid_set(&[]), "");
        assert_eq!(uid_set(&[5]), "5");
        assert_eq!(uid_set(&[1, 2, 3, 5, 7, 8]), "1:3,5,7:8");
        assert_eq!(uid_set(&[9, 11, 13]), "9,11,13");
        assert_eq!(
            uid_set(&[u32::MAX - 1, u32::MAX]),
            format!("{}:{}", u32::MAX - 1, u32::MAX)
        );
    }

    #[test]
    fn a_group_is_moved_in_one_command_and_copied_deleted_and_expunged_in_one_each() {
        for moves in [true, false] {
            let mut steps = opening(if moves { "UIDPLUS MOVE" } else { "UIDPLUS" });
            steps.extend([
                expect("A3 UID SEARCH UNSEEN UNDELETED"),
                send("* SEARCH 7 8 10\r\nA3 OK\r\n"),
                expect("A4 UID FETCH 7:8,10 (RFC822.SIZE)"),
                sizes("A4", &[(1, 7, 1), (2, 8, 1), (3, 10, 1)]),
                expect("A5 UID FETCH 7:8,10 (BODY.PEEK[]<0.10485761>)"),
                Step::Send(fetch_many("A5", &[(1, 7, b"a"), (2, 8, b"b"), (3, 10, b"c")])),
                expect("A6 UID STORE 7:8,10 +FLAGS.SILENT (\\Seen)"),
                send("A6 OK\r\n"),
            ]);
            if moves {
                steps.extend([
                    expect("A7 UID MOVE 7:8,10 \"Processed\""),
                    send("* 1 EXPUNGE\r\n* 1 EXPUNGE\r\n* 1 EXPUNGE\r\nA7 OK moved\r\n"),
                    expect("A8 LOGOUT"),
                    send("* BYE\r\nA8 OK\r\n"),
                ]);
            } else {
                steps.extend([
                    expect("A7 UID COPY 7:8,10 \"Processed\""),
                    send("A7 OK copied\r\n"),
                    expect("A8 UID STORE 7:8,10 +FLAGS.SILENT (\\Deleted)"),
                    send("A8 OK\r\n"),
                    expect("A9 UID EXPUNGE 7:8,10"),
                    send("* 1 EXPUNGE\r\n* 1 EXPUNGE\r\n* 1 EXPUNGE\r\nA9 OK\r\n"),
                    expect("A10 LOGOUT"),
                    send("* BYE\r\nA10 OK\r\n"),
                ]);
            }
            let (port, server) = serve(steps);
            let mut c = cfg(port);
            c.after = ImapAfter::Move("Processed".into());
            let mut intake = Recorder {
                log: Vec::new(),
                commit_fails: false,
            };
            assert_eq!(poll_grouped(&c, 25, &mut intake).unwrap(), 3);
            server.join().unwrap().unwrap();
            assert_eq!(intake.log, ["take 1", "take 1", "take 1", "commit"]);
        }
    }

    #[test]
    fn fetch_groups_stay_under_the_byte_budget_and_skip_messages_gone_meanwhile() {
        let mut steps = opening("UIDPLUS MOVE");
        let five_mib = 5u64 << 20;
        steps.extend([
            expect("A3 UID SEARCH UNSEEN UNDELETED"),
            send("* SEARCH 1 2 3 4 5\r\nA3 OK\r\n"),
            expect("A4 UID FETCH 1:5 (RFC822.SIZE)"),
            // 4 is not told (expunged by another client meanwhile): counted
            // as the largest a message may be, so it is fetched alone.
            sizes("A4", &[(1, 1, five_mib), (2, 2, five_mib), (3, 3, 10), (5, 5, 10)]),
            expect("A5 UID FETCH 1 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_many("A5", &[(1, 1, b"a")])),
            expect("A6 UID FETCH 2:3 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_many("A6", &[(2, 2, b"b"), (3, 3, b"c")])),
            expect("A7 UID FETCH 4 (BODY.PEEK[]<0.10485761>)"),
            // Gone: no FETCH answer for it.
            send("A7 OK Fetch completed\r\n"),
            expect("A8 UID FETCH 5 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_many("A8", &[(4, 5, b"e")])),
            expect("A9 UID STORE 1:3,5 +FLAGS.SILENT (\\Seen)"),
            send("A9 OK\r\n"),
            expect("A10 LOGOUT"),
            send("* BYE\r\nA10 OK\r\n"),
        ]);
        let (port, server) = serve(steps);
        let mut intake = Recorder {
            log: Vec::new(),
            commit_fails: false,
        };
        assert_eq!(poll_grouped(&cfg(port), 25, &mut intake).unwrap(), 4);
        server.join().unwrap().unwrap();
        assert_eq!(intake.log, ["take 1", "take 1", "take 1", "take 1", "commit"]);
    }

    #[test]
    fn a_failed_commit_marks_nothing_of_its_group() {
        let mut steps = opening("UIDPLUS MOVE");
        steps.extend([
            expect("A3 UID SEARCH UNSEEN UNDELETED"),
            send("* SEARCH 11 12\r\nA3 OK Search completed\r\n"),
            expect("A4 UID FETCH 11:12 (RFC822.SIZE)"),
            sizes("A4", &[(1, 11, 3), (2, 12, 3)]),
            expect("A5 UID FETCH 11:12 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_many("A5", &[(1, 11, b"one"), (2, 12, b"two")])),
            // No STORE: the session ends with both unseen.
            expect("A6 LOGOUT"),
            send("* BYE logging out\r\nA6 OK Logout completed\r\n"),
        ]);
        let (port, server) = serve(steps);
        let mut intake = Recorder {
            log: Vec::new(),
            commit_fails: true,
        };
        let err = poll_grouped(&cfg(port), 5, &mut intake).unwrap_err();
        server.join().unwrap().unwrap();
        assert!(err.temporary);
        assert!(
            err.message.contains("committing 2 message(s) failed (disk full)"),
            "{}",
            err.message
        );
        assert_eq!(intake.log, ["take 3", "take 3", "commit"]);
    }

    #[test]
    fn flags_each_message_only_after_the_handler_took_it() {
        let (m1, m2) = (tricky(1), tricky(2));
        let mut steps = opening("UIDPLUS MOVE");
        steps.extend([
            expect("A3 UID SEARCH UNSEEN UNDELETED"),
            send("* SEARCH 12 10\r\nA3 OK Search completed\r\n"),
            expect("A4 UID FETCH 10 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_answer("A4", 1, 10, &m1)),
            expect("A5 UID STORE 10 +FLAGS.SILENT (\\Seen)"),
            send("A5 OK Store completed\r\n"),
            expect("A6 UID FETCH 12 (BODY.PEEK[]<0.10485761>)"),
            // An unsolicited update for another message comes first.
            send("* 1 FETCH (FLAGS (\\Seen))\r\n"),
            Step::Send(fetch_answer("A6", 2, 12, &m2)),
            expect("A7 UID STORE 12 +FLAGS.SILENT (\\Seen)"),
            send("A7 OK Store completed\r\n"),
            expect("A8 LOGOUT"),
            send("* BYE logging out\r\nA8 OK Logout completed\r\n"),
        ]);
        let (port, server) = serve(steps);
        let mut got = Vec::new();
        let n = poll(&cfg(port), &mut |raw| {
            got.push(raw.to_vec());
            Ok(())
        })
        .unwrap();
        server.join().unwrap().unwrap();
        assert_eq!(n, 2);
        assert_eq!(
            got,
            vec![m1, m2],
            "each message handed over byte for byte, oldest UID first"
        );
    }

    #[test]
    fn a_failing_handler_leaves_its_message_unseen() {
        let mut steps = opening("UIDPLUS");
        steps.extend([
            expect("A3 UID SEARCH UNSEEN UNDELETED"),
            send("* SEARCH 4 5\r\nA3 OK done\r\n"),
            expect("A4 UID FETCH 4 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_answer("A4", 1, 4, b"first")),
            // No STORE for UID 4.
            expect("A5 UID FETCH 5 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_answer("A5", 2, 5, b"second")),
            expect("A6 UID STORE 5 +FLAGS.SILENT (\\Seen)"),
            send("A6 OK\r\n"),
            expect("A7 LOGOUT"),
            send("* BYE\r\nA7 OK\r\n"),
        ]);
        let (port, server) = serve(steps);
        let err = poll(&cfg(port), &mut |raw| {
            if raw == b"first" {
                Err("database is locked".into())
            } else {
                Ok(())
            }
        })
        .unwrap_err();
        server.join().unwrap().unwrap();
        assert!(err.temporary);
        assert!(
            err.message.contains("1 message(s) taken in; 1 left unseen"),
            "{}",
            err.message
        );
        assert!(err.message.contains("UID 4: database is locked"), "{}", err.message);
    }

    #[test]
    fn nothing_unseen_means_nothing_fetched() {
        let mut steps = opening("");
        steps.extend([
            expect("A3 UID SEARCH UNSEEN UNDELETED"),
            send("* SEARCH\r\nA3 OK done\r\n"),
            expect("A4 LOGOUT"),
            send("* BYE\r\nA4 OK\r\n"),
        ]);
        let (port, server) = serve(steps);
        let n = poll(&cfg(port), &mut |_| panic!("nothing to handle")).unwrap();
        server.join().unwrap().unwrap();
        assert_eq!(n, 0);
    }

    #[test]
    fn moves_with_move_when_the_server_has_it() {
        let mut steps = opening("MOVE UIDPLUS");
        steps.extend([
            expect("A3 UID SEARCH UNSEEN UNDELETED"),
            send("* SEARCH 3\r\nA3 OK\r\n"),
            expect("A4 UID FETCH 3 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_answer("A4", 1, 3, b"m")),
            expect("A5 UID STORE 3 +FLAGS.SILENT (\\Seen)"),
            send("A5 OK\r\n"),
            expect("A6 UID MOVE 3 \"Done/R&AOk-f&AOk-r&AOk- &- co\""),
            send("A6 NO [TRYCREATE] no such mailbox\r\n"),
            expect("A7 CREATE \"Done/R&AOk-f&AOk-r&AOk- &- co\""),
            send("A7 OK created\r\n"),
            expect("A8 UID MOVE 3 \"Done/R&AOk-f&AOk-r&AOk- &- co\""),
            send("* OK [COPYUID 1 3 1] moved\r\n* 1 EXPUNGE\r\nA8 OK Move completed\r\n"),
            expect("A9 LOGOUT"),
            send("* BYE\r\nA9 OK\r\n"),
        ]);
        let (port, server) = serve(steps);
        let mut c = cfg(port);
        c.after = ImapAfter::Move("Done/Référé & co".into());
        let n = poll(&c, &mut |_| Ok(())).unwrap();
        server.join().unwrap().unwrap();
        assert_eq!(n, 1);
    }

    #[test]
    fn moves_with_copy_delete_and_expunge_otherwise() {
        for uidplus in [true, false] {
            let mut steps = opening(if uidplus { "UIDPLUS" } else { "" });
            steps.extend([
                expect("A3 UID SEARCH UNSEEN UNDELETED"),
                send("* SEARCH 8\r\nA3 OK\r\n"),
                expect("A4 UID FETCH 8 (BODY.PEEK[]<0.10485761>)"),
                Step::Send(fetch_answer("A4", 1, 8, b"m")),
                expect("A5 UID STORE 8 +FLAGS.SILENT (\\Seen)"),
                send("A5 OK\r\n"),
                expect("A6 UID COPY 8 \"Processed\""),
                send("A6 OK copied\r\n"),
                expect("A7 UID STORE 8 +FLAGS.SILENT (\\Deleted)"),
                send("A7 OK\r\n"),
                expect(if uidplus { "A8 UID EXPUNGE 8" } else { "A8 EXPUNGE" }),
                send("* 1 EXPUNGE\r\nA8 OK\r\n"),
                expect("A9 LOGOUT"),
                send("* BYE\r\nA9 OK\r\n"),
            ]);
            let (port, server) = serve(steps);
            let mut c = cfg(port);
            c.after = ImapAfter::Move("Processed".into());
            assert_eq!(poll(&c, &mut |_| Ok(())).unwrap(), 1);
            server.join().unwrap().unwrap();
        }
    }

    #[test]
    fn awkward_credentials_go_quoted_or_as_literals() {
        let password = "pa\"ss\\wörd";
        let steps = vec![
            send("* OK hello {5}\r\n"), // a status text that merely ends like a literal
            expect("A1 CAPABILITY"),
            send("* CAPABILITY IMAP4rev1 AUTH=PLAIN\r\nA1 OK\r\n"),
            Step::Expect(format!("A2 LOGIN \"q\\\"uote\\\\d\" {{{}}}", password.len())),
            send("+ go ahead\r\n"),
            Step::ExpectBytes(password.as_bytes().to_vec()),
            expect(""),
            send("A2 NO [AUTHENTICATIONFAILED] Authentication failed.\r\n"),
        ];
        let (port, server) = serve(steps);
        let mut c = cfg(port);
        c.user = "q\"uote\\d".into();
        c.password = password.into();
        let err = poll(&c, &mut |_| Ok(())).unwrap_err();
        server.join().unwrap().unwrap();
        assert!(!err.temporary, "a refused login needs the operator");
        assert!(err.message.contains("AUTHENTICATIONFAILED"), "{}", err.message);
        assert!(!err.message.contains(password), "the password is never in a message");
    }

    #[test]
    fn plain_text_only_to_loopback() {
        for host in ["192.0.2.1", "mail.example.org", "10.0.0.1", "::2"] {
            let mut c = cfg(143);
            c.host = host.into();
            let err = poll(&c, &mut |_| Ok(())).unwrap_err();
            assert!(!err.temporary);
            assert!(
                err.message.contains("refusing plain-text IMAP"),
                "{host}: {}",
                err.message
            );
        }
        for host in [
            "localhost",
            "LOCALHOST.",
            "127.0.0.1",
            "127.1.2.3",
            "::1",
            "[::1]",
            "::ffff:127.0.0.1",
        ] {
            assert!(is_loopback_host(host), "{host}");
        }
        for host in ["localhost.example.org", "128.0.0.1", "0.0.0.0", "::", "example"] {
            assert!(!is_loopback_host(host), "{host}");
        }
    }

    #[test]
    fn starttls_is_required_when_asked_for() {
        let steps = vec![send("* OK [CAPABILITY IMAP4rev1 LOGINDISABLED] ready\r\n")];
        let (port, server) = serve(steps);
        let mut c = cfg(port);
        c.tls = ImapTls::StartTls;
        let err = poll(&c, &mut |_| Ok(())).unwrap_err();
        server.join().unwrap().unwrap();
        assert!(!err.temporary);
        assert!(err.message.contains("does not offer STARTTLS"), "{}", err.message);
    }

    #[test]
    fn login_disabled_is_not_bypassed() {
        let steps = vec![send("* OK [CAPABILITY IMAP4rev1 LOGINDISABLED] ready\r\n")];
        let (port, server) = serve(steps);
        let err = poll(&cfg(port), &mut |_| Ok(())).unwrap_err();
        server.join().unwrap().unwrap();
        assert!(err.message.contains("LOGINDISABLED"), "{}", err.message);
    }

    #[test]
    fn a_connection_lost_mid_fetch_marks_nothing() {
        let mut steps = opening("");
        steps.extend([
            expect("A3 UID SEARCH UNSEEN UNDELETED"),
            send("* SEARCH 1\r\nA3 OK\r\n"),
            expect("A4 UID FETCH 1 (BODY.PEEK[]<0.10485761>)"),
            send("* 1 FETCH (UID 1 BODY[] {100}\r\nonly part of it"),
            Step::Hang,
        ]);
        let (port, server) = serve(steps);
        let mut called = false;
        let err = poll(&cfg(port), &mut |_| {
            called = true;
            Ok(())
        })
        .unwrap_err();
        server.join().unwrap().unwrap();
        assert!(err.temporary);
        assert!(!called);
        assert!(err.message.contains("closed the connection"), "{}", err.message);
    }

    #[test]
    fn a_silent_server_times_out() {
        let (port, server) = serve(vec![Step::Silent]);
        let mut c = cfg(port);
        c.timeout = Duration::from_millis(300);
        let t = std::time::Instant::now();
        let err = poll(&c, &mut |_| Ok(())).unwrap_err();
        assert!(err.temporary);
        assert!(err.message.contains("timed out"), "{}", err.message);
        assert!(t.elapsed() < Duration::from_secs(5));
        drop(server);
    }

    #[test]
    fn a_refused_connection_is_temporary() {
        let port = {
            let l = TcpListener::bind("127.0.0.1:0").unwrap();
            l.local_addr().unwrap().port()
        };
        let err = poll(&cfg(port), &mut |_| Ok(())).unwrap_err();
        assert!(err.temporary);
        assert!(err.message.contains("cannot connect"), "{}", err.message);
    }

    #[test]
    fn a_missing_mailbox_is_permanent() {
        let steps = vec![
            send(GREETING),
            expect("A1 LOGIN \"referee@example.net\" \"s3cret\""),
            send("A1 OK Logged in\r\n"),
            expect("A2 CAPABILITY"),
            send("* CAPABILITY IMAP4rev1\r\nA2 OK\r\n"),
            expect("A3 SELECT \"INBOX\""),
            send("A3 NO [NONEXISTENT] Mailbox doesn't exist: INBOX\r\n"),
            expect("A4 LOGOUT"),
            send("* BYE\r\nA4 OK\r\n"),
        ];
        let (port, server) = serve(steps);
        let err = poll(&cfg(port), &mut |_| Ok(())).unwrap_err();
        server.join().unwrap().unwrap();
        assert!(!err.temporary);
        assert!(
            err.message.contains("SELECT refused: NO [NONEXISTENT]"),
            "{}",
            err.message
        );
    }

    fn raw_of(bytes: &[u8]) -> Raw {
        // Read a response through the real reader from an in-memory server.
        let (port, server) = serve(vec![Step::Send(bytes.to_vec()), Step::Hang]);
        let tcp = TcpStream::connect(("127.0.0.1", port)).unwrap();
        let mut s = Session::new(Stream::Plain(tcp), "test");
        let raw = s.read_response().unwrap();
        server.join().unwrap().unwrap();
        raw
    }

    #[test]
    fn literals_are_read_by_count() {
        let raw = raw_of(b"* 1 FETCH (UID 5 BODY[] {7}\r\nab\r\n)\r\n FLAGS ({2}\r\n\\x))\r\n");
        assert_eq!(raw.chunks.len(), 3);
        assert_eq!(
            raw.literals,
            vec![Literal::Bytes(b"ab\r\n)\r\n".to_vec()), Literal::Bytes(b"\\x".to_vec())]
        );
        assert_eq!(
            parse_response(&raw).unwrap(),
            Resp::Fetch {
                uid: Some(5),
                body: Some(Value::Bytes(b"ab\r\n)\r\n".to_vec())),
                size: None
            }
        );
    }

    #[test]
    fn status_lines_never_announce_literals() {
        for line in [
            "* OK [ALERT] size {3}\r\n",
            "A1 NO bad {3}\r\n",
            "+ send {3}\r\n",
            "* BYE {1}\r\n",
        ] {
            let raw = raw_of(line.as_bytes());
            assert_eq!(raw.chunks.len(), 1, "{line}");
            assert!(raw.literals.is_empty(), "{line}");
        }
    }

    #[test]
    fn fetch_values_in_every_form() {
        let parse = |s: &str| {
            parse_response(&Raw {
                chunks: vec![s.as_bytes().to_vec()],
                literals: vec![],
            })
            .unwrap()
        };
        assert_eq!(
            parse("* 2 FETCH (BODY[] \"a \\\"q\\\" \\\\ b\" UID 9)"),
            Resp::Fetch {
                uid: Some(9),
                body: Some(Value::Bytes(b"a \"q\" \\ b".to_vec())),
                size: None
            }
        );
        assert_eq!(
            parse("* 2 FETCH (UID 9 BODY[] NIL)"),
            Resp::Fetch {
                uid: Some(9),
                body: Some(Value::Nil),
                size: None
            }
        );
        assert_eq!(
            parse("* 2 FETCH (UID 9 BODY[HEADER.FIELDS (FROM TO)] \"x\" FLAGS (\\Seen $Junk))"),
            Resp::Fetch {
                uid: Some(9),
                body: None,
                size: None
            }
        );
        assert_eq!(
            parse("* 2 FETCH (FLAGS (\\Seen))"),
            Resp::Fetch {
                uid: None,
                body: None,
                size: None
            }
        );
        assert_eq!(parse("* SEARCH 3 1 2"), Resp::Search(vec![3, 1, 2]));
        assert_eq!(parse("* 4 EXISTS"), Resp::Other);
        assert!(parse_response(&Raw {
            chunks: vec![b"* 2 FETCH (UID".to_vec()],
            literals: vec![]
        })
        .is_err());
        assert!(parse_response(&Raw {
            chunks: vec![b"* 2 FETCH (UID x)".to_vec()],
            literals: vec![]
        })
        .is_err());
        assert!(parse_response(&Raw {
            chunks: vec![b"* SEARCH 1 -2".to_vec()],
            literals: vec![]
        })
        .is_err());
        assert!(parse_response(&Raw {
            chunks: vec![b"* 1 FETCH (BODY[] {3}".to_vec()],
            literals: vec![]
        })
        .is_err());
        let deep = format!("* 1 FETCH {}", "(".repeat(100));
        assert!(parse_response(&Raw {
            chunks: vec![deep.into_bytes()],
            literals: vec![]
        })
        .is_err());
    }

    #[test]
    fn too_large_messages_are_skipped_not_taken() {
        let big = vec![b'x'; 3000];
        let mut steps = opening("");
        steps.extend([
            expect("A3 UID SEARCH UNSEEN UNDELETED"),
            send("* SEARCH 1 2\r\nA3 OK\r\n"),
            expect("A4 UID FETCH 1 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_answer("A4", 1, 1, &big)),
            expect("A5 UID FETCH 2 (BODY.PEEK[]<0.10485761>)"),
            Step::Send(fetch_answer("A5", 2, 2, b"small")),
            expect("A6 UID STORE 2 +FLAGS.SILENT (\\Seen)"),
            send("A6 OK\r\n"),
            expect("A7 LOGOUT"),
            send("* BYE\r\nA7 OK\r\n"),
        ]);
        let (port, server) = serve(steps);
        let c = cfg(port);
        let addrs = resolve(&c).unwrap();
        let mut s = Session::connect(&c, &addrs).unwrap();
        s.max_literal = 1000;
        let mut got = Vec::new();
        let mut take = |raw: &[u8]| {
            got.push(raw.to_vec());
            Ok(())
        };
        let err = s.run_poll(&c, 1, &mut EachAlone(&mut take)).unwrap_err();
        let _ = s.command("LOGOUT", &[Arg::Raw("LOGOUT")]);
        drop(s);
        server.join().unwrap().unwrap();
        assert_eq!(got, vec![b"small".to_vec()]);
        assert!(
            err.message.contains("UID 1: 3000 bytes, over the 1000 byte limit"),
            "{}",
            err.message
        );
    }

    #[test]
    fn mailbox_names_in_modified_utf7() {
        assert_eq!(mailbox_name("INBOX"), "INBOX");
        assert_eq!(mailbox_name("A&B"), "A&-B");
        assert_eq!(mailbox_name("Référé"), "R&AOk-f&AOk-r&AOk-");
        // RFC 3501's own example.
        assert_eq!(
            mailbox_name("~peter/mail/台北/日本語"),
            "~peter/mail/&U,BTFw-/&ZeVnLIqe-"
        );
        assert_eq!(mailbox_name("😀"), "&2D3eAA-");
    }

    #[test]
    fn settings_parse_and_hide_the_password() {
        assert_eq!(ImapTls::parse("STARTTLS"), Some(ImapTls::StartTls));
        assert_eq!(ImapTls::parse("imaps"), Some(ImapTls::Implicit));
        assert_eq!(ImapTls::parse("plain"), Some(ImapTls::Plain));
        assert_eq!(ImapTls::parse("ssl3"), None);
        assert_eq!(ImapTls::Implicit.default_port(), 993);
        let c = ImapConfig::new("imap.example.org", "u", "hunter2");
        assert_eq!((c.port, c.tls, c.mailbox.as_str()), (993, ImapTls::Implicit, "INBOX"));
        assert!(!format!("{c:?}").contains("hunter2"));
        let mut bad = c.clone();
        bad.after = ImapAfter::Move("INBOX".into());
        assert!(!poll(&bad, &mut |_| Ok(())).unwrap_err().temporary);
    }
}
