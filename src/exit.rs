//! What kind of failure ended a command, and its exit status: the codes of
//! BSD's `sysexits.h`, which MTAs and service managers understand. Only
//! [`Kind::Temporary`] (75) asks the caller to try again later unchanged: an
//! MTA keeps the message and retries it.

use std::fmt;

use estafette_core::reason::{Explain, Reason};

/// The kind of a failure; its exit status is [`Kind::code`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Kind {
    /// A failure with no more specific kind: 1.
    #[default]
    Failed,
    /// The command line is wrong: 64 (EX_USAGE).
    Usage,
    /// The input data is wrong (a damaged database, a bad file): 65 (EX_DATAERR).
    Data,
    /// An input file or folder does not exist or cannot be read: 66 (EX_NOINPUT).
    NoInput,
    /// An output file cannot be created: 73 (EX_CANTCREAT).
    CantCreate,
    /// An input or output error: 74 (EX_IOERR).
    Io,
    /// Worth trying again later, unchanged (a locked database, a full
    /// disk, a server that does not answer): 75 (EX_TEMPFAIL).
    Temporary,
    /// The configuration is wrong (the config file, the key file, a
    /// missing setting): 78 (EX_CONFIG).
    Config,
}

/// A typed sentence that knows its kind of failure, hence its exit status
/// (the command line's and the demo's failures, declared by `sentences!`).
pub trait Kinded: Explain {
    fn kind(&self) -> Kind;
}

impl Kind {
    /// The exit status.
    pub fn code(self) -> u8 {
        match self {
            Kind::Failed => 1,
            Kind::Usage => 64,
            Kind::Data => 65,
            Kind::NoInput => 66,
            Kind::CantCreate => 73,
            Kind::Io => 74,
            Kind::Temporary => 75,
            Kind::Config => 78,
        }
    }

    /// Whether the same command may succeed later, unchanged.
    pub fn is_temporary(self) -> bool {
        self == Kind::Temporary
    }
}

/// A typed sentence, kept with its English: a failure's sentence inside
/// another's (a store error inside a service error, a service error inside
/// a command's), or what a command tells. [`Inner::nest`] puts it in the
/// outer reason as a nested reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inner {
    /// The English (logs, tests).
    pub english: String,
    /// The typed sentence, worded in the reader's language.
    pub reason: Reason,
}

impl Inner {
    /// `outer` with this sentence as its argument `name`.
    pub fn nest(&self, outer: Reason, name: &str) -> Reason {
        outer.reason(name, self.reason.clone())
    }

    /// A typed sentence as an inner one.
    pub fn of(e: &(impl Explain + ?Sized)) -> Inner {
        Inner {
            english: e.to_string(),
            reason: e.reason(),
        }
    }
}

/// A failure inside another's sentence: its reason, nested.
impl estafette_core::reason::ToArg for Inner {
    fn to_arg(&self) -> Option<estafette_core::reason::Arg> {
        estafette_core::reason::ToArg::to_arg(&self.reason)
    }

    fn english_arg(&self) -> Option<estafette_core::reason::Arg> {
        Some(estafette_core::reason::Arg::English(self.english.clone()))
    }
}

impl fmt::Display for Inner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}
