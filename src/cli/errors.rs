//! The command line's own failures as typed sentences: `Display` is the
//! English (tests and logs read it), [`Explain::reason`] the code
//! (`command-…`, the messages of `templates/<lang>/command.ftl`) and its
//! arguments, which `main` words in the operator's language
//! ([`super::Failure::words`]). Paths, addresses and the system's own
//! words (an I/O error) are arguments written as they are.

use std::fmt;

use estafette_core::reason::{Explain, Reason};

/// A failure of the command line's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CliError {
    /// An input file that does not exist.
    NoSuchFile { path: String },
    /// An input file that is not UTF-8 text.
    NotText { path: String },
    /// An input file that cannot be read, with the system's words.
    CannotRead { path: String, error: String },
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use CliError::*;
        match self {
            NoSuchFile { path } => write!(f, "{path}: does not exist"),
            NotText { path } => write!(f, "{path}: is not text (UTF-8)"),
            CannotRead { path, error } => write!(f, "{path}: {error}"),
        }
    }
}

impl Explain for CliError {
    fn reason(&self) -> Reason {
        use CliError::*;
        match self {
            NoSuchFile { path } => Reason::new("command-no-such-file").text("path", path),
            NotText { path } => Reason::new("command-not-text").text("path", path),
            CannotRead { path, error } => Reason::new("command-cannot-read")
                .text("path", path)
                .text("error", error),
        }
    }
}

impl CliError {
    /// One value of each kind, for the tests of the catalogs.
    pub fn examples() -> Vec<CliError> {
        vec![
            CliError::NoSuchFile {
                path: "moves.txt".into(),
            },
            CliError::NotText {
                path: "army.bin".into(),
            },
            CliError::CannotRead {
                path: "spool".into(),
                error: "Is a directory (os error 21)".into(),
            },
        ]
    }
}
