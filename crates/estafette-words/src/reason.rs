//! Sentences as data: what the rules and the referee tell a reader (why a
//! move, an army or a command is refused, why a game ended), as a stable
//! code and typed arguments, never as words.
//!
//! The rules engines and the referee keep their reasons as enums with
//! fields (squares, pieces, counts, sides), declared with
//! `#[derive(Sentence)]`: [`Explain::reason`] gives the [`Reason`], and
//! `Display` is its English, from the English catalog. The shell and the
//! player kit turn a [`Reason`] into a reader's language with the Fluent
//! catalogs (`templates/<lang>/*.ftl`): the code names the message, each
//! argument fills the placeable of the same name. A side, a L'Attaque rank
//! or a Strand kind is passed as itself ([`Named`]), so each language
//! writes it with its own article and case (`le Sud`, `aux Officiers`).
//!
//! A [`Reason`] serialises to canonical JSON (its arguments sorted by
//! name), so the log can record it.
//!
//! Architecture invariant: pure; no I/O.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

/// `#[derive(Sentence)]`: a typed sentence declared once (crate
/// `estafette-derive`: its id, its arguments, checked against every
/// language's catalogs when it compiles; `Display` is the English catalog's).
pub use estafette_derive::Sentence;

/// The code an earlier version logged for a sentence that was not typed
/// yet, its English in the argument `text` (an [`Arg::English`]): the
/// catalogs' message `untyped` gives it as it is, in every language.
pub const UNTYPED: &str = "untyped";

/// A sentence for a reader: the code of its catalog message and its
/// arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reason {
    pub code: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, Arg>,
}

/// One argument of a [`Reason`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Arg {
    /// Written as it is in every language: a square, a move, a duration as
    /// the player wrote it, a player's or the operator's own words.
    Text(String),
    /// A count: catalogs choose plural forms by it.
    Num(i64),
    /// A side of the game: 1 (the side named first in the rules) or 2.
    Side(u8),
    /// A L'Attaque rank, by its code (`S`, `2` to `10`, `M`, `F`).
    Rank(String),
    /// A Strand piece kind, by its code (`I`, `C`, `A`).
    Kind(String),
    /// A reason inside this one, rendered first.
    Reason(Box<Reason>),
    /// A sentence an earlier version logged in English inside a reason
    /// (before every sentence was typed): every language reads it as
    /// written, and [`Reason::records`] accepts it for its typed form.
    English(String),
}

impl Reason {
    /// A reason without arguments yet.
    pub fn new(code: &str) -> Reason {
        Reason {
            code: code.to_string(),
            args: BTreeMap::new(),
        }
    }

    fn with(mut self, name: &str, arg: Arg) -> Reason {
        self.args.insert(name.to_string(), arg);
        self
    }

    /// `name` is `text`, the same in every language.
    pub fn text(self, name: &str, text: impl fmt::Display) -> Reason {
        self.with(name, Arg::Text(text.to_string()))
    }

    /// `name` is the count `n`, of any integer type (one past `i64::MAX`,
    /// which no count reaches, is written as `i64::MAX`).
    pub fn num(self, name: &str, n: impl TryInto<i64>) -> Reason {
        self.with(name, Arg::Num(n.try_into().unwrap_or(i64::MAX)))
    }

    /// `name` is `value`: a side, a rank or a kind, which each language
    /// names with its own forms.
    pub fn arg(self, name: &str, value: impl Named) -> Reason {
        self.with(name, value.named())
    }

    /// `name` is another reason, rendered in its place.
    pub fn reason(self, name: &str, inner: Reason) -> Reason {
        self.with(name, Arg::Reason(Box::new(inner)))
    }

    /// `name` is `value` as its [`ToArg`] makes it; nothing when it gives
    /// none (an `Option` that is `None`).
    pub fn put(self, name: &str, value: &(impl ToArg + ?Sized)) -> Reason {
        match value.to_arg() {
            Some(arg) => self.with(name, arg),
            None => self,
        }
    }

    /// As [`Reason::put`], for the English `Display` writes: a sentence
    /// inside is its own English, as written ([`ToArg::english_arg`]).
    pub fn put_english(self, name: &str, value: &(impl ToArg + ?Sized)) -> Reason {
        match value.english_arg() {
            Some(arg) => self.with(name, arg),
            None => self,
        }
    }

    /// Whether this reason, read from a log, records `fresh`: what the rules
    /// give for the same event today, whose whole English is `english`.
    /// It does when the two are equal, or equal but for parts an earlier
    /// version wrote as English sentences (an [`Arg::English`], or an
    /// `untyped` reason) that the rules have typed since: each such
    /// sentence must stand, as written, in `english` (the whole of it, for
    /// a reason untyped at the top).
    pub fn records(&self, fresh: &Reason, english: &str) -> bool {
        self == fresh || self.records_typed_since(fresh, english, true)
    }

    fn records_typed_since(&self, fresh: &Reason, english: &str, whole: bool) -> bool {
        let written = |t: &str| !t.is_empty() && if whole { t == english } else { english.contains(t) };
        if self.code == UNTYPED {
            return match (self.args.len(), self.args.get("text")) {
                (1, Some(Arg::English(t))) => written(t),
                _ => false,
            };
        }
        let args = |(n, a): (&String, &Arg), (m, b): (&String, &Arg)| {
            n == m
                && match (a, b) {
                    (Arg::English(t), _) => !t.is_empty() && english.contains(t.as_str()),
                    (Arg::Reason(x), Arg::Reason(y)) => x.records_typed_since(y, english, false),
                    _ => a == b,
                }
        };
        self.code == fresh.code
            && self.args.len() == fresh.args.len()
            && self.args.iter().zip(&fresh.args).all(|(a, b)| args(a, b))
    }
}

/// What a reader is told when something is refused: the English (for
/// logs and the program's own messages) and the [`Reason`] the mails word
/// in the reader's language. (Serialised in a forfeit's `End` of the
/// saved snapshot.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Why {
    pub english: String,
    pub reason: Reason,
}

impl Why {
    /// A typed reason's English and [`Reason`].
    pub fn of(e: &impl Explain) -> Why {
        Why {
            english: e.to_string(),
            reason: e.reason(),
        }
    }
}

/// A refusal carried with its English is a sentence of its own: its reason.
impl Explain for Why {
    fn reason(&self) -> Reason {
        self.reason.clone()
    }
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

/// A value a reason names rather than writes: a side, a L'Attaque rank, a
/// Strand kind (implemented where each is defined).
pub trait Named {
    fn named(&self) -> Arg;
}

/// A typed reason: its English (`Display`) and its [`Reason`].
pub trait Explain: fmt::Display {
    fn reason(&self) -> Reason;
}

/// A value as an argument of a reason: text is written as it is, an
/// integer is a count, a name ([`Named`]) is named, a typed reason is
/// nested; `None` leaves the argument out. A field of a
/// `#[derive(Sentence)]` is its sentence's argument through this trait.
pub trait ToArg {
    fn to_arg(&self) -> Option<Arg>;

    /// The argument in the English of `Display`: the same, but that a
    /// sentence inside (a [`Why`], a typed sentence) is its own English
    /// as it reads alone, its sides named by its own game.
    fn english_arg(&self) -> Option<Arg> {
        self.to_arg()
    }
}

impl ToArg for Arg {
    fn to_arg(&self) -> Option<Arg> {
        Some(self.clone())
    }
}

impl ToArg for str {
    fn to_arg(&self) -> Option<Arg> {
        Some(Arg::Text(self.to_string()))
    }
}

impl ToArg for String {
    fn to_arg(&self) -> Option<Arg> {
        Some(Arg::Text(self.clone()))
    }
}

/// Integers are counts.
macro_rules! counts {
    ($($t:ty),*) => {$(
        impl ToArg for $t {
            fn to_arg(&self) -> Option<Arg> {
                Some(Arg::Num(i64::try_from(*self).unwrap_or(i64::MAX)))
            }
        }
    )*};
}
counts!(u8, u16, u32, u64, usize, i32, i64);

impl<T: ToArg> ToArg for Option<T> {
    fn to_arg(&self) -> Option<Arg> {
        self.as_ref().and_then(ToArg::to_arg)
    }

    fn english_arg(&self) -> Option<Arg> {
        self.as_ref().and_then(ToArg::english_arg)
    }
}

impl<T: ToArg + ?Sized> ToArg for &T {
    fn to_arg(&self) -> Option<Arg> {
        (**self).to_arg()
    }

    fn english_arg(&self) -> Option<Arg> {
        (**self).english_arg()
    }
}

impl<T: ToArg + ?Sized> ToArg for Box<T> {
    fn to_arg(&self) -> Option<Arg> {
        (**self).to_arg()
    }

    fn english_arg(&self) -> Option<Arg> {
        (**self).english_arg()
    }
}

impl ToArg for Reason {
    fn to_arg(&self) -> Option<Arg> {
        Some(Arg::Reason(Box::new(self.clone())))
    }
}

/// A refusal carried with its English: its reason, nested.
impl ToArg for Why {
    fn to_arg(&self) -> Option<Arg> {
        Some(Arg::Reason(Box::new(self.reason.clone())))
    }

    fn english_arg(&self) -> Option<Arg> {
        Some(Arg::English(self.english.clone()))
    }
}

/// A value that gives a sentence several arguments (a side and its
/// player): a field of a `#[derive(Sentence)]` marked `spread`.
pub trait Spread {
    fn spread(&self, r: Reason) -> Reason;
}

/// Text types of the rules (squares, moves): arguments written as their
/// `Display`.
#[macro_export]
macro_rules! text_arg {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::reason::ToArg for $t {
            fn to_arg(&self) -> Option<$crate::reason::Arg> {
                Some($crate::reason::Arg::Text(self.to_string()))
            }
        }
    )*};
}

/// Names ([`Named`]: sides, ranks, kinds): arguments that each language
/// names with its own forms.
#[macro_export]
macro_rules! named_arg {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::reason::ToArg for $t {
            fn to_arg(&self) -> Option<$crate::reason::Arg> {
                Some($crate::reason::Named::named(self))
            }
        }
    )*};
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reason an earlier version logged with an English sentence inside
    /// records the same event typed since, as long as the sentence stands
    /// in the English of the event; another sentence, code or argument
    /// does not.
    #[test]
    fn a_reason_logged_with_english_inside_records_its_typed_form() {
        let untyped = |t: &str| Reason::new(UNTYPED).with("text", Arg::English(t.into()));
        let english = "North forfeits: the army breaks the rules: line 4 has 10 entries";
        let inner = Reason::new("army-line-long").num("line", 4).num("n", 10);
        let fresh = Reason::new("end-forfeit")
            .with("side", Arg::Side(2))
            .reason("why", Reason::new("army-breaks").reason("why", inner));
        let logged = |why: &str| {
            Reason::new("end-forfeit")
                .with("side", Arg::Side(2))
                .reason("why", Reason::new("army-breaks").with("why", Arg::English(why.into())))
        };
        assert!(fresh.records(&fresh, english));
        assert!(logged("line 4 has 10 entries").records(&fresh, english));
        assert!(!logged("line 4 has 11 entries").records(&fresh, english));
        assert!(!logged("").records(&fresh, english));
        let other_side = logged("line 4 has 10 entries").with("side", Arg::Side(1));
        assert!(!other_side.records(&fresh, english));
        let untyped_inner = Reason::new("end-forfeit")
            .with("side", Arg::Side(2))
            .reason("why", untyped("the army breaks the rules: line 4 has 10 entries"));
        assert!(untyped_inner.records(&fresh, english));
        assert!(untyped(english).records(&fresh, english));
        assert!(!untyped("line 4 has 10 entries").records(&fresh, english));
        assert!(!fresh.records(&logged("line 4 has 10 entries"), english));
    }

    #[test]
    fn a_reason_serialises_with_its_arguments_sorted() {
        let r = Reason::new("end-flag-captured")
            .with("winner", Arg::Side(1))
            .with("loser", Arg::Side(2))
            .with("rank", Arg::Rank("F".into()))
            .num("n", 3)
            .reason("why", Reason::new("inner").text("square", "b4"));
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(
            json,
            r#"{"code":"end-flag-captured","args":{"loser":{"side":2},"n":{"num":3},"rank":{"rank":"F"},"why":{"reason":{"code":"inner","args":{"square":{"text":"b4"}}}},"winner":{"side":1}}}"#
        );
        let back: Reason = serde_json::from_str(&json).unwrap();
        assert_eq!(back, r);
        assert_eq!(
            serde_json::to_string(&Reason::new("draw-agreed")).unwrap(),
            r#"{"code":"draw-agreed"}"#
        );
    }
}
