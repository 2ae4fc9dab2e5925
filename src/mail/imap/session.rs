//! A logged-in session: select, search, fetch, mark or move, close.

use super::command::*;
use super::config::*;
use super::connect::*;
use super::response::*;
use crate::exit::Inner;
use crate::mail::response_fault::Sent;
use crate::mail::session_fault::SessionFault;
use std::io::{self, Read, Write};
use std::net::SocketAddr;

pub(super) struct Session {
    pub(super) stream: Stream,
    /// Bytes read but not yet used, from `pos`.
    pub(super) buf: Vec<u8>,
    pub(super) pos: usize,
    pub(super) next_tag: u32,
    pub(super) caps: Vec<String>,
    /// The server said BYE or closed the connection.
    pub(super) closed: bool,
    pub(super) host: String,
    pub(super) max_literal: usize,
}

/// What a response is, told where another was expected (a greeting).
fn sent(resp: &Resp) -> Sent {
    match resp {
        Resp::Continue => Sent::Continuation,
        Resp::Status { tag: Some(tag), .. } => Sent::Tagged { tag: tag.clone() },
        Resp::Status { tag: None, .. } | Resp::Other => Sent::Untagged,
        Resp::Capability(_) => Sent::Capability,
        Resp::Search(_) => Sent::Search,
        Resp::Fetch { .. } => Sent::Fetch,
    }
}

/// Reading (`writing` false) or writing failed. A stream no longer
/// connected (the system's ENOTCONN, or one given up while it was being
/// moved into TLS) is a closed connection.
pub(super) fn io_error(host: &str, writing: bool, e: &io::Error) -> ImapError {
    let host = host.to_string();
    if e.kind() == io::ErrorKind::NotConnected {
        return ImapError::temporary(SessionFault::ConnectionClosed { host });
    }
    let timed_out = matches!(e.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut);
    let error = e.to_string();
    ImapError::temporary(match (writing, timed_out) {
        (false, true) => SessionFault::ReadTimeout { host },
        (true, true) => SessionFault::WriteTimeout { host },
        (false, false) => SessionFault::Read { host, error },
        (true, false) => SessionFault::Write { host, error },
    })
}

impl Session {
    fn host(&self) -> String {
        self.host.clone()
    }
}

impl Session {
    pub(super) fn new(stream: Stream, host: &str) -> Session {
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
    pub(super) fn connect(cfg: &ImapConfig, addrs: &[SocketAddr]) -> Result<Session, ImapError> {
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
    pub(super) fn fill(&mut self) -> Result<bool, ImapError> {
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
                Err(e) => return Err(io_error(&self.host, false, &e)),
            }
        }
    }

    pub(super) fn closed_error(&mut self) -> ImapError {
        self.closed = true;
        ImapError::temporary(SessionFault::Closed { host: self.host() })
    }

    /// One line, without its line end.
    pub(super) fn read_line(&mut self) -> Result<Vec<u8>, ImapError> {
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
                return Err(ImapError::temporary(SessionFault::LongLine {
                    host: self.host(),
                    max: MAX_LINE,
                }));
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
    pub(super) fn read_literal(&mut self, n: usize) -> Result<Literal, ImapError> {
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
    pub(super) fn read_response(&mut self) -> Result<Raw, ImapError> {
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

    pub(super) fn next_response(&mut self) -> Result<Resp, ImapError> {
        let raw = self.read_response()?;
        let resp = parse_response(&raw).map_err(|error| {
            ImapError::temporary(SessionFault::BadResponse {
                host: self.host(),
                error,
            })
        })?;
        match &resp {
            Resp::Status { tag: None, line } if line.status == Status::Bye => self.closed = true,
            Resp::Capability(c) => self.caps = c.clone(),
            Resp::Status { line, .. } if line.code_word() == "CAPABILITY" => self.caps = caps_from_code(line),
            _ => {}
        }
        Ok(resp)
    }

    pub(super) fn write_all(&mut self, bytes: &[u8]) -> Result<(), ImapError> {
        let r = self.stream.write_all(bytes).and_then(|()| self.stream.flush());
        r.map_err(|e| io_error(&self.host, true, &e))
    }

    pub(super) fn has_cap(&self, cap: &str) -> bool {
        self.caps.iter().any(|c| c == cap)
    }

    pub(super) fn greeting(&mut self) -> Result<(), ImapError> {
        match self.next_response()? {
            Resp::Status { tag: None, line } => match line.status {
                Status::Ok => Ok(()),
                Status::Preauth => Err(ImapError::permanent(SessionFault::Preauth { host: self.host() })),
                _ => Err(ImapError::temporary(SessionFault::Greeting {
                    host: self.host(),
                    answer: line.describe(),
                })),
            },
            other => Err(ImapError::temporary(SessionFault::UnexpectedGreeting {
                host: self.host(),
                what: sent(&other),
            })),
        }
    }

    /// Send a command and read up to its tagged answer. Returns the tagged
    /// status line and every untagged response before it. `name` is what
    /// error messages call the command (arguments, such as a password, are
    /// never quoted).
    pub(super) fn command(&mut self, name: &str, args: &[Arg<'_>]) -> Result<(StatusLine, Vec<Resp>), ImapError> {
        if self.closed {
            return Err(ImapError::temporary(SessionFault::ConnectionClosed {
                host: self.host(),
            }));
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
                        return Err(ImapError::temporary(SessionFault::WrongTag {
                            host: self.host(),
                            got: t,
                            sent: tag,
                        }));
                    }
                    return Ok((line, untagged));
                }
                Resp::Continue => {
                    return Err(ImapError::temporary(SessionFault::Continuation {
                        host: self.host(),
                        command: name.to_string(),
                    }));
                }
                other => untagged.push(other),
            }
        }
    }

    /// A command that must succeed: NO or BAD is an error (temporary
    /// unless `permanent` says otherwise for that answer).
    pub(super) fn command_ok(
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

    pub(super) fn refused(&self, name: &str, line: &StatusLine) -> ImapError {
        ImapError::temporary(SessionFault::Refused {
            host: self.host(),
            command: name.to_string(),
            answer: line.describe(),
        })
    }

    pub(super) fn capability(&mut self) -> Result<(), ImapError> {
        self.command_ok("CAPABILITY", &[Arg::Raw("CAPABILITY")], |_| false)?;
        Ok(())
    }

    pub(super) fn starttls(&mut self) -> Result<(), ImapError> {
        if self.caps.is_empty() {
            self.capability()?;
        }
        if !self.has_cap("STARTTLS") {
            return Err(ImapError::permanent(SessionFault::NoStartTls { host: self.host() }));
        }
        self.command_ok("STARTTLS", &[Arg::Raw("STARTTLS")], |_| true)?;
        if self.pos != self.buf.len() {
            // Anything sent before the handshake could be an injection.
            return Err(ImapError::permanent(SessionFault::DataAfterStartTls {
                host: self.host(),
            }));
        }
        let Stream::Plain(tcp) = std::mem::replace(&mut self.stream, Stream::Gone) else {
            self.closed = true;
            return Err(ImapError::permanent(SessionFault::AlreadyTls));
        };
        // Until the handshake is done the session is unusable.
        self.closed = true;
        self.stream = start_tls(tcp, &self.host)?;
        self.closed = false;
        // Capabilities learnt before TLS cannot be trusted.
        self.caps.clear();
        self.capability()
    }

    pub(super) fn login(&mut self, user: &str, password: &str) -> Result<(), ImapError> {
        if self.caps.is_empty() {
            self.capability()?;
        }
        if self.has_cap("LOGINDISABLED") {
            return Err(ImapError::permanent(SessionFault::LoginDisabled { host: self.host() }));
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
            let fault = SessionFault::LoginRefused {
                host: self.host(),
                user: user.to_string(),
                answer: line.describe(),
            };
            return Err(ImapError::typed(temporary, &fault));
        }
        if line.code_word() == "CAPABILITY" {
            self.caps = caps_from_code(&line);
        }
        if self.caps.is_empty() {
            self.capability()?;
        }
        Ok(())
    }

    pub(super) fn run_poll(
        &mut self,
        cfg: &ImapConfig,
        batch: usize,
        intake: &mut dyn Intake,
    ) -> Result<usize, ImapError> {
        let mailbox = mailbox_name(&cfg.mailbox);
        let (line, _) = self.command_ok("SELECT", &[Arg::Raw("SELECT"), Arg::Str(mailbox.as_bytes())], |l| {
            !matches!(l.code_word().as_str(), "UNAVAILABLE" | "INUSE" | "SERVERBUG")
        })?;
        if line.code_word() == "READ-ONLY" {
            return Err(ImapError::permanent(SessionFault::ReadOnly {
                host: self.host(),
                mailbox: cfg.mailbox.clone(),
            }));
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
        let mut failures: Vec<SessionFault> = Vec::new();
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
        let left = failures.len();
        failures.truncate(5);
        Err(ImapError::temporary(SessionFault::LeftUnseen {
            done,
            left,
            more: left - failures.len(),
            shown: failures,
        }))
    }

    /// The unseen `uids` (ascending) in the groups they are fetched in: one
    /// at a time when a batch is one message; else up to `batch` messages
    /// and [`FETCH_BUDGET`] bytes (by the sizes the server gives, each
    /// counted up to `limit`) per `UID FETCH`, so that a poll costs a round
    /// trip per group instead of per message, and memory stays bounded.
    pub(super) fn fetch_groups(
        &mut self,
        uids: &[u32],
        batch: usize,
        limit: usize,
    ) -> Result<Vec<Vec<u32>>, ImapError> {
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
    pub(super) fn take_one(
        &mut self,
        uid: u32,
        body: Option<Value>,
        intake: &mut dyn Intake,
        failures: &mut Vec<SessionFault>,
    ) -> Result<Option<u32>, ImapError> {
        let raw = match body {
            // Gone meanwhile (expunged by another client): nothing to do.
            None => return Ok(None),
            Some(Value::Bytes(b)) => b,
            Some(Value::TooLarge(n)) => {
                failures.push(SessionFault::TooLarge {
                    uid,
                    size: n,
                    limit: self.max_literal,
                });
                return Ok(None);
            }
            Some(other) => {
                let what = match other {
                    Value::Atom(atom) => Sent::Atom { atom },
                    Value::List(_) => Sent::List,
                    Value::Nil | Value::Bytes(_) | Value::TooLarge(_) => Sent::Nil,
                };
                failures.push(SessionFault::NoBody { uid, what });
                return Ok(None);
            }
        };
        if let Err(e) = intake.take(&raw) {
            failures.push(SessionFault::NotTaken { uid, error: e });
            return Ok(None);
        }
        Ok(Some(uid))
    }

    /// Commit what `intake` took in, then mark those messages; returns how
    /// many were marked.
    pub(super) fn commit_and_mark(
        &mut self,
        cfg: &ImapConfig,
        intake: &mut dyn Intake,
        pending: &mut Vec<u32>,
    ) -> Result<usize, ImapError> {
        if pending.is_empty() {
            return Ok(0);
        }
        intake.commit().map_err(|error| {
            ImapError::temporary(SessionFault::Commit {
                count: pending.len(),
                error,
            })
        })?;
        // Marked together, a few hundred UIDs per command (a command line
        // must stay short), instead of a round trip or two per message.
        let mut marked = 0;
        let uids: Vec<u32> = std::mem::take(pending);
        for chunk in uids.chunks(MARK_CHUNK) {
            let set = uid_set(chunk);
            self.mark(&set, &cfg.after).map_err(|e| {
                let why = Inner {
                    english: e.message,
                    reason: e.reason,
                };
                ImapError::typed(e.temporary, &SessionFault::NotMarked { set: set.clone(), why })
            })?;
            marked += chunk.len();
        }
        Ok(marked)
    }

    /// Mark taken-in messages (`set`, a UID set) as the settings say.
    pub(super) fn mark(&mut self, set: &str, after: &ImapAfter) -> Result<(), ImapError> {
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
pub(super) const MARK_CHUNK: usize = 500;

/// The most message bytes fetched by one `UID FETCH` of a grouped poll.
pub(super) const FETCH_BUDGET: usize = 8 << 20;

/// A UID set (RFC 3501 `sequence-set`) for `uids`, given in ascending
/// order: runs of consecutive UIDs as ranges, e.g. `11:13,15`.
pub(super) fn uid_set(uids: &[u32]) -> String {
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

pub(super) fn caps_from_code(line: &StatusLine) -> Vec<String> {
    line.code
        .as_deref()
        .unwrap_or("")
        .split_whitespace()
        .skip(1)
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// Where a grouped poll hands its messages (see [`poll_grouped`]).
pub trait Intake {
    /// Take one message in. What it writes may stay uncommitted until
    /// [`Intake::commit`]; an error (why, as a typed sentence) leaves the
    /// message unseen.
    fn take(&mut self, raw: &[u8]) -> Result<(), Inner>;
    /// Make everything taken in since the last commit durable. Nothing is
    /// marked on the server before this returns `Ok`.
    fn commit(&mut self) -> Result<(), Inner>;
}
