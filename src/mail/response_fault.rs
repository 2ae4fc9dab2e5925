//! What the IMAP client makes of a server's response it cannot use, as
//! typed sentences: why a response does not parse ([`ResponseFault`]), and
//! what the server sent where something else was expected ([`Sent`]).
//! `Display` is the English (logs and tests read it), [`Explain::reason`]
//! the code (`system-imap-parse-…` and `system-imap-sent-…` in
//! `templates/<lang>/system.ftl`) and its arguments. The server's own
//! bytes (a line, a tag, an atom) are arguments written as they came.

use estafette_core::reason::Sentence;

/// Why a response read off the wire cannot be parsed.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-imap-parse-")]
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

/// What the server sent where the client expected something else (a
/// greeting, a message's body).
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "system-imap-sent-")]
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::views::words::{self, Lang};
    use estafette_core::games::any::GameKind;
    use estafette_core::reason::Explain;

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
