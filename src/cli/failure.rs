//! How a command fails: [`Failure`], a typed sentence with its exit
//! status, and the helpers that make one (input files, standard output).

use super::errors::{self, CliError};
use crate::exit::Kind;
use crate::service;
use crate::views::Lang;
use estafette_core::reason::{Explain, Reason};

/// A failure with its exit status. Every failure is a typed sentence
/// (made by [`typed`] or a `From` of a typed error): there is no untyped
/// one.
#[derive(Debug)]
pub struct Failure {
    pub code: u8,
    /// The English (logs, tests).
    pub message: String,
    /// The typed sentence, worded in the operator's language when printed
    /// ([`Failure::words`]).
    pub reason: Reason,
    /// Nothing to print: the reader closed standard output, or clap has
    /// printed its own message already.
    pub quiet: bool,
}

impl From<&Failure> for crate::exit::Inner {
    fn from(f: &Failure) -> crate::exit::Inner {
        crate::exit::Inner {
            english: f.message.clone(),
            reason: f.reason.clone(),
        }
    }
}

impl<E: crate::exit::Kinded> From<E> for Failure {
    fn from(e: E) -> Failure {
        typed(e.kind(), &e)
    }
}

impl From<service::Error> for Failure {
    fn from(e: service::Error) -> Failure {
        Failure {
            code: e.kind.code(),
            message: e.message,
            reason: e.reason,
            quiet: false,
        }
    }
}

impl Failure {
    /// Standard output was closed by its reader (`| head`): the command
    /// stops, quietly and successfully, as a filter does.
    pub fn closed_pipe() -> Failure {
        Failure {
            code: 0,
            quiet: true,
            ..typed(Kind::Io, &CliError::ClosedPipe {})
        }
    }

    /// The failure in the operator's language `lang`.
    pub fn words(&self, lang: Lang) -> String {
        crate::says::words_of(lang, &self.reason)
    }

    /// A failure to write output: [`Failure::closed_pipe`] for a closed
    /// pipe, otherwise an error that says what failed.
    pub fn output(e: &std::io::Error) -> Failure {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            Failure::closed_pipe()
        } else {
            CliError::Stdout { error: e.to_string() }.into()
        }
    }
}

/// Write to standard output now (see [`out!`]).
pub(crate) fn write_out(args: std::fmt::Arguments<'_>) -> Result<(), Failure> {
    use std::io::Write as _;
    let mut out = std::io::stdout().lock();
    out.write_fmt(args)
        .and_then(|()| out.flush())
        .map_err(|e| Failure::output(&e))
}

/// A failure of `kind` with a typed sentence: its English and its reason.
pub(crate) fn typed(kind: Kind, e: &(impl Explain + ?Sized)) -> Failure {
    Failure {
        code: kind.code(),
        message: e.to_string(),
        reason: e.reason(),
        quiet: false,
    }
}

/// A value of the command line that the core refuses (an unknown game, a
/// variant, a switch): a usage error (64) in the core's own words.
pub(crate) fn refused(e: &estafette_core::games::ParseError) -> Failure {
    CliError::Refused {
        why: errors::why(e.why()),
    }
    .into()
}

impl Failure {
    /// This failure as an inner sentence of another.
    pub(crate) fn inner(&self) -> crate::exit::Inner {
        crate::exit::Inner::from(self)
    }
}

/// The kind of a failure to read the input file `path`: 66 when it does
/// not exist or may not be read, 65 when it is not text, 74 otherwise.
pub(crate) fn input_error(path: &std::path::Path, e: &std::io::Error) -> Failure {
    use std::io::ErrorKind as E;
    let kind = match e.kind() {
        E::NotFound | E::PermissionDenied | E::IsADirectory | E::NotADirectory => Kind::NoInput,
        E::InvalidData => Kind::Data,
        _ => Kind::Io,
    };
    let path = path.display().to_string();
    let why = match e.kind() {
        E::NotFound => CliError::NoSuchFile { path },
        E::InvalidData => CliError::NotText { path },
        _ => CliError::CannotRead {
            path,
            error: e.to_string(),
        },
    };
    typed(kind, &why)
}

/// The text of the input file `path` (see [`input_error`]).
pub(crate) fn read_input(path: &std::path::Path) -> Result<String, Failure> {
    std::fs::read_to_string(path).map_err(|e| input_error(path, &e))
}

/// The bytes of the input file `path` (see [`input_error`]).
pub(crate) fn read_input_bytes(path: &std::path::Path) -> Result<Vec<u8>, Failure> {
    std::fs::read(path).map_err(|e| input_error(path, &e))
}

/// Refuse an input file that is not there before anything is done (66).
pub(crate) fn need_input(path: &std::path::Path) -> Result<(), Failure> {
    std::fs::metadata(path).map(|_| ()).map_err(|e| input_error(path, &e))
}
