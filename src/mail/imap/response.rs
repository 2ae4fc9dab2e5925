//! Reading the server's responses: lines, literals, status codes.

use crate::mail::response_fault::ResponseFault;

// ---------------------------------------------------------------- limits

/// Longest response line accepted (a SEARCH answer listing many UIDs is
/// long; anything beyond this is a broken server).
pub(super) const MAX_LINE: usize = 8 << 20;
/// Largest literal (message) kept; a larger one is read and dropped, and
/// its message left unseen with an error.
pub(super) const MAX_LITERAL: usize = 64 << 20;

/// A literal's contents, or only its size when it was over the limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Literal {
    Bytes(Vec<u8>),
    TooLarge(usize),
}

/// One server response as read off the wire: `chunks[i]` is a line of
/// text (without its CRLF); when it ends with `{n}`, `literals[i]` holds
/// the n bytes that followed, and `chunks[i + 1]` is the rest of the line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Raw {
    pub(super) chunks: Vec<Vec<u8>>,
    pub(super) literals: Vec<Literal>,
}

/// A parsed value of a response.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Value {
    Atom(String),
    /// A quoted string or a literal.
    Bytes(Vec<u8>),
    TooLarge(usize),
    Nil,
    List(Vec<Value>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Status {
    Ok,
    No,
    Bad,
    Bye,
    Preauth,
}

impl Status {
    pub(super) fn parse(word: &str) -> Option<Status> {
        match word.to_ascii_uppercase().as_str() {
            "OK" => Some(Status::Ok),
            "NO" => Some(Status::No),
            "BAD" => Some(Status::Bad),
            "BYE" => Some(Status::Bye),
            "PREAUTH" => Some(Status::Preauth),
            _ => None,
        }
    }

    pub(super) fn name(self) -> &'static str {
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
pub(super) struct StatusLine {
    pub(super) status: Status,
    pub(super) code: Option<String>,
    pub(super) text: String,
}

impl StatusLine {
    /// The first word of the response code, upper case (`TRYCREATE`).
    pub(super) fn code_word(&self) -> String {
        self.code
            .as_deref()
            .and_then(|c| c.split_whitespace().next())
            .unwrap_or("")
            .to_ascii_uppercase()
    }

    pub(super) fn describe(&self) -> String {
        match &self.code {
            Some(c) => format!("{} [{c}] {}", self.status.name(), self.text),
            None => format!("{} {}", self.status.name(), self.text),
        }
    }
}

/// A parsed response.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Resp {
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
pub(super) fn trailing_literal(line: &[u8]) -> Option<usize> {
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
pub(super) fn is_status_line(line: &[u8]) -> bool {
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
pub(super) struct Parser<'a> {
    pub(super) raw: &'a Raw,
    pub(super) chunk: usize,
    pub(super) pos: usize,
}

impl<'a> Parser<'a> {
    pub(super) fn new(raw: &'a Raw) -> Parser<'a> {
        Parser { raw, chunk: 0, pos: 0 }
    }

    pub(super) fn line(&self) -> &'a [u8] {
        self.raw.chunks.get(self.chunk).map(Vec::as_slice).unwrap_or(&[])
    }

    pub(super) fn peek(&self) -> Option<u8> {
        self.line().get(self.pos).copied()
    }

    pub(super) fn skip_spaces(&mut self) {
        while self.peek() == Some(b' ') {
            self.pos += 1;
        }
    }

    /// The rest of the current line, as text.
    pub(super) fn rest(&mut self) -> String {
        let line = self.line();
        let s = String::from_utf8_lossy(&line[self.pos.min(line.len())..]).into_owned();
        self.pos = line.len();
        s
    }

    /// An atom: up to a space, a parenthesis or the end of the line; a
    /// `[...]` part (a section such as `BODY[HEADER.FIELDS (FROM)]`) is
    /// read whole.
    pub(super) fn atom(&mut self) -> Result<String, ResponseFault> {
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
            return Err(ResponseFault::ExpectedAtom {
                at: start,
                line: String::from_utf8_lossy(line).into_owned(),
            });
        }
        Ok(String::from_utf8_lossy(&line[start..self.pos]).into_owned())
    }

    pub(super) fn value(&mut self, depth: usize) -> Result<Value, ResponseFault> {
        if depth > 64 {
            return Err(ResponseFault::TooDeep);
        }
        self.skip_spaces();
        match self.peek() {
            None => Err(ResponseFault::EndedEarly),
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
                        None => return Err(ResponseFault::UnclosedParenthesis),
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
                        None => return Err(ResponseFault::UnclosedQuote),
                        Some(b'"') => {
                            self.pos += 1;
                            return Ok(Value::Bytes(out));
                        }
                        Some(b'\\') => {
                            let c = line.get(self.pos + 1).copied().ok_or(ResponseFault::BadEscape)?;
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
                    .ok_or(ResponseFault::UnclosedLiteralSize)?;
                if close + 1 != line.len() {
                    return Err(ResponseFault::LiteralSizeNotLast);
                }
                let lit = self.raw.literals.get(self.chunk).ok_or(ResponseFault::LiteralMissing)?;
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
    pub(super) fn status_rest(&mut self, status: Status) -> StatusLine {
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

pub(super) fn parse_number(s: &str) -> Option<u32> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// Parse one response read by [`Session::read_response`].
pub(super) fn parse_response(raw: &Raw) -> Result<Resp, ResponseFault> {
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
        return Err(ResponseFault::UnexpectedTagged { tag, word });
    }
    match word.to_ascii_uppercase().as_str() {
        "CAPABILITY" => Ok(Resp::Capability(
            p.rest().split_whitespace().map(|c| c.to_ascii_uppercase()).collect(),
        )),
        "SEARCH" => {
            let mut uids = Vec::new();
            for w in p.rest().split_whitespace() {
                uids.push(parse_number(w).ok_or_else(|| ResponseFault::SearchNumber { word: w.to_string() })?);
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
                return Err(ResponseFault::FetchNoList);
            };
            let mut uid = None;
            let mut body = None;
            let mut size = None;
            let mut it = items.into_iter();
            while let Some(name) = it.next() {
                let Value::Atom(name) = name else {
                    return Err(ResponseFault::FetchItemName);
                };
                let v = it
                    .next()
                    .ok_or_else(|| ResponseFault::FetchNoValue { name: name.clone() })?;
                let upper = name.to_ascii_uppercase();
                if upper == "UID" {
                    match v {
                        Value::Atom(a) => uid = Some(parse_number(&a).ok_or(ResponseFault::BadUid { uid: a })?),
                        _ => return Err(ResponseFault::FetchUid),
                    }
                } else if upper == "BODY[]" || upper == "BODY[]<0>" || upper == "RFC822" {
                    body = Some(v);
                } else if upper == "RFC822.SIZE" {
                    match v {
                        Value::Atom(a) => size = Some(a.parse().map_err(|_| ResponseFault::BadSize { size: a })?),
                        _ => return Err(ResponseFault::FetchSize),
                    }
                }
            }
            Ok(Resp::Fetch { uid, body, size })
        }
        _ => Ok(Resp::Other),
    }
}
