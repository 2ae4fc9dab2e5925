//! What the IMAP client makes of a server's response it cannot use, as
//! typed sentences: why a response does not parse ([`ResponseFault`]), and
//! what the server sent where something else was expected ([`Sent`]).
//! `Display` is the English (logs and tests read it), [`Explain::reason`]
//! the code (`system-imap-parse-…` and `system-imap-sent-…` in
//! `templates/<lang>/system.ftl`) and its arguments. The server's own
//! bytes (a line, a tag, an atom) are arguments written as they came.

use std::fmt;

use estafette_core::reason::{Explain, Reason};

/// Why a response read off the wire cannot be parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResponseFault {
    /// No atom where one must be: at byte `at` of `line` (the server's).
    ExpectedAtom { at: usize, line: String },
    /// Parentheses nested deeper than the client reads.
    TooDeep,
    /// The response ended in the middle of a value.
    EndedEarly,
    /// A parenthesis opened and never closed.
    UnclosedParenthesis,
    /// A quoted string never closed.
    UnclosedQuote,
    /// A backslash at the end of a quoted string.
    BadEscape,
    /// A literal's `{size` without its `}`.
    UnclosedLiteralSize,
    /// A literal's size followed by more text on its line.
    LiteralSizeNotLast,
    /// A literal announced whose bytes did not come.
    LiteralMissing,
    /// A tagged response that is not a status (`tag` and `word` as sent).
    UnexpectedTagged { tag: String, word: String },
    /// A SEARCH answer with something else than a number (as sent).
    SearchNumber { word: String },
    /// A FETCH answer without its parenthesised list.
    FetchNoList,
    /// A FETCH item whose name is not an atom.
    FetchItemName,
    /// A FETCH item without a value (its name as sent).
    FetchNoValue { name: String },
    /// A UID that is not a number (as sent).
    BadUid { uid: String },
    /// A UID that is not an atom.
    FetchUid,
    /// An RFC822.SIZE that is not a number (as sent).
    BadSize { size: String },
    /// An RFC822.SIZE that is not an atom.
    FetchSize,
}

impl fmt::Display for ResponseFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ResponseFault::*;
        match self {
            ExpectedAtom { at, line } => write!(f, "expected an atom at byte {at} of '{line}'"),
            TooDeep => f.write_str("response nested too deeply"),
            EndedEarly => f.write_str("response ended early"),
            UnclosedParenthesis => f.write_str("unclosed parenthesis"),
            UnclosedQuote => f.write_str("unclosed quoted string"),
            BadEscape => f.write_str("bad escape in quoted string"),
            UnclosedLiteralSize => f.write_str("unclosed literal size"),
            LiteralSizeNotLast => f.write_str("a literal size must end its line"),
            LiteralMissing => f.write_str("literal announced but missing"),
            UnexpectedTagged { tag, word } => write!(f, "unexpected tagged response '{tag} {word}'"),
            SearchNumber { word } => write!(f, "bad number '{word}' in SEARCH"),
            FetchNoList => f.write_str("FETCH without a parenthesised list"),
            FetchItemName => f.write_str("FETCH item name is not an atom"),
            FetchNoValue { name } => write!(f, "FETCH item {name} has no value"),
            BadUid { uid } => write!(f, "bad UID '{uid}'"),
            FetchUid => f.write_str("bad UID in FETCH"),
            BadSize { size } => write!(f, "bad RFC822.SIZE '{size}'"),
            FetchSize => f.write_str("bad RFC822.SIZE in FETCH"),
        }
    }
}

impl Explain for ResponseFault {
    fn reason(&self) -> Reason {
        use ResponseFault::*;
        let r = |c: &str| Reason::new(&format!("system-imap-parse-{c}"));
        match self {
            ExpectedAtom { at, line } => r("expected-atom").num("at", *at).text("line", line),
            TooDeep => r("too-deep"),
            EndedEarly => r("ended-early"),
            UnclosedParenthesis => r("unclosed-parenthesis"),
            UnclosedQuote => r("unclosed-quote"),
            BadEscape => r("bad-escape"),
            UnclosedLiteralSize => r("unclosed-literal-size"),
            LiteralSizeNotLast => r("literal-size-not-last"),
            LiteralMissing => r("literal-missing"),
            UnexpectedTagged { tag, word } => r("unexpected-tagged").text("tag", tag).text("word", word),
            SearchNumber { word } => r("search-number").text("word", word),
            FetchNoList => r("fetch-no-list"),
            FetchItemName => r("fetch-item-name"),
            FetchNoValue { name } => r("fetch-no-value").text("name", name),
            BadUid { uid } => r("bad-uid").text("uid", uid),
            FetchUid => r("fetch-uid"),
            BadSize { size } => r("bad-size").text("size", size),
            FetchSize => r("fetch-size"),
        }
    }
}

impl ResponseFault {
    /// One value of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<ResponseFault> {
        use ResponseFault::*;
        let s = |x: &str| x.to_string();
        vec![
            ExpectedAtom {
                at: 2,
                line: s("* (FLAGS)"),
            },
            TooDeep,
            EndedEarly,
            UnclosedParenthesis,
            UnclosedQuote,
            BadEscape,
            UnclosedLiteralSize,
            LiteralSizeNotLast,
            LiteralMissing,
            UnexpectedTagged {
                tag: s("A4"),
                word: s("FETCH"),
            },
            SearchNumber { word: s("-2") },
            FetchNoList,
            FetchItemName,
            FetchNoValue { name: s("UID") },
            BadUid { uid: s("x") },
            FetchUid,
            BadSize { size: s("12k") },
            FetchSize,
        ]
    }
}

/// What the server sent where the client expected something else (a
/// greeting, a message's body).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sent {
    /// `+ …`: a continuation request.
    Continuation,
    /// A status answer tagged `tag` (as sent).
    Tagged { tag: String },
    /// `* CAPABILITY …`.
    Capability,
    /// `* SEARCH …`.
    Search,
    /// `* n FETCH …`.
    Fetch,
    /// Another untagged answer (EXISTS, FLAGS, LIST …).
    Untagged,
    /// `NIL`.
    Nil,
    /// An atom (as sent).
    Atom { atom: String },
    /// A parenthesised list.
    List,
}

impl fmt::Display for Sent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Sent::Continuation => f.write_str("a continuation request"),
            Sent::Tagged { tag } => write!(f, "an answer tagged {tag}"),
            Sent::Capability => f.write_str("a CAPABILITY answer"),
            Sent::Search => f.write_str("a SEARCH answer"),
            Sent::Fetch => f.write_str("a FETCH answer"),
            Sent::Untagged => f.write_str("another untagged answer"),
            Sent::Nil => f.write_str("the value NIL"),
            Sent::Atom { atom } => write!(f, "the atom {atom}"),
            Sent::List => f.write_str("a parenthesised list"),
        }
    }
}

impl Explain for Sent {
    fn reason(&self) -> Reason {
        let r = |c: &str| Reason::new(&format!("system-imap-sent-{c}"));
        match self {
            Sent::Continuation => r("continuation"),
            Sent::Tagged { tag } => r("tagged").text("tag", tag),
            Sent::Capability => r("capability"),
            Sent::Search => r("search"),
            Sent::Fetch => r("fetch"),
            Sent::Untagged => r("untagged"),
            Sent::Nil => r("nil"),
            Sent::Atom { atom } => r("atom").text("atom", atom),
            Sent::List => r("list"),
        }
    }
}

impl Sent {
    /// One value of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<Sent> {
        vec![
            Sent::Continuation,
            Sent::Tagged { tag: "A1".into() },
            Sent::Capability,
            Sent::Search,
            Sent::Fetch,
            Sent::Untagged,
            Sent::Nil,
            Sent::Atom { atom: "EMPTY".into() },
            Sent::List,
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::views::words::{self, Lang};
    use estafette_core::games::any::GameKind;

    #[test]
    fn each_fault_reads_as_its_english_with_the_servers_bytes_as_sent() {
        let e = ResponseFault::ExpectedAtom {
            at: 2,
            line: "* (FLAGS)".into(),
        };
        assert_eq!(e.to_string(), "expected an atom at byte 2 of '* (FLAGS)'");
        let r = e.reason();
        assert_eq!(r.code, "system-imap-parse-expected-atom");
        assert_eq!(words::reason(Lang::En, GameKind::Lattaque, &r), e.to_string());
        let fr = words::reason(Lang::Fr, GameKind::Lattaque, &r);
        assert!(fr.contains("* (FLAGS)") && fr != e.to_string(), "{fr}");
        for e in ResponseFault::examples() {
            assert!(e.reason().code.starts_with("system-imap-parse-"), "{e}");
        }
    }

    #[test]
    fn what_was_sent_reads_in_each_language() {
        let s = Sent::Tagged { tag: "A1".into() };
        assert_eq!(s.to_string(), "an answer tagged A1");
        assert_eq!(s.reason().code, "system-imap-sent-tagged");
        let de = words::reason(Lang::De, GameKind::Lattaque, &s.reason());
        assert!(de.contains("A1") && de != s.to_string(), "{de}");
        for s in Sent::examples() {
            assert_eq!(words::reason(Lang::En, GameKind::Lattaque, &s.reason()), s.to_string());
        }
    }
}
