//! The command line's own failures as typed sentences: `Display` is the
//! English (tests and logs read it), [`Explain::reason`] the code
//! (`command-…`, the messages of `templates/<lang>/command.ftl`) and its
//! arguments, which `main` words in the operator's language
//! ([`super::Failure::words`]). Paths, addresses and the system's own
//! words (an I/O error) are arguments written as they are; a failure of a
//! lower layer inside one of these is an [`Inner`], nested as its reason
//! once it is typed.
//!
//! One enum per family of commands, each declared once by [`sentences!`]:
//! its variants, their exit status, their code, their English and one
//! example of each.

use estafette_core::reason::Why;

pub use crate::exit::Inner;

/// Declare an enum of sentences: for each variant its fields (with an
/// example value), its kind of failure ([`crate::exit::Kind`]) and its
/// code. Gives the enum, a `#[derive(Sentence)]` (`Display` is the English
/// catalog's words, `Explain` the code with each field an argument of its
/// own name, `IDS`), `Kinded`, `examples()` and `From<_> for Failure` (of
/// its kind, through [`crate::exit::Kinded`]). A field `#[sentence(game)]` names the game of the sides.
#[macro_export]
macro_rules! sentences {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident { $($(#[$fmeta:meta])* $field:ident : $ty:ty = $example:expr),* $(,)? }
                    => $kind:ident $code:literal,
            )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq, estafette_core::reason::Sentence)]
        pub enum $name {
            $( $(#[$vmeta])* #[sentence(id = $code)] $variant { $($(#[$fmeta])* $field: $ty),* }, )*
        }

        impl $crate::exit::Kinded for $name {
            fn kind(&self) -> $crate::exit::Kind {
                match self {
                    $( $name::$variant { .. } => $crate::exit::Kind::$kind, )*
                }
            }
        }

        impl $name {
            /// One value of each kind, for the tests of the catalogs.
            #[cfg(any(test, feature = "fixtures"))]
            pub fn examples() -> Vec<$name> {
                #[allow(unused_imports)]
                use $crate::examples::faults::inner::*;
                vec![ $( $name::$variant { $($field: ($example).into()),* }, )* ]
            }
        }
    };
}

mod admin;
mod check;
mod mail;
mod player;
mod settings;
mod tools;

pub use admin::AdminError;
pub use check::CheckError;
pub use mail::MailError;
pub use player::PlayerError;
pub use settings::SettingError;
pub use tools::ToolError;

/// A lower layer's typed refusal as an inner sentence.
pub fn why(w: Why) -> Inner {
    Inner {
        english: w.english,
        reason: w.reason,
    }
}

sentences! {
    /// A failure of the command line's own, shared by its commands: its
    /// input and output.
    pub enum CliError {
        /// An input file that does not exist.
        NoSuchFile { path: String = "moves.txt" } => NoInput "command-no-such-file",
        /// An input file that is not UTF-8 text.
        NotText { path: String = "army.bin" } => Data "command-not-text",
        /// An input file that cannot be read, with the system's words.
        CannotRead { path: String = "spool", error: String = "Is a directory (os error 21)" }
            => Io "command-cannot-read",
        /// Standard input cannot be read.
        Stdin { error: String = "Input/output error (os error 5)" }
            => Io "command-stdin",
        /// Standard output cannot be written.
        Stdout { error: String = "No space left on device (os error 28)" }
            => Io "command-stdout",
        /// A value of the command line the core refuses, as it says (an
        /// unknown game, a variant, a switch).
        Refused { why: Inner = core_refusal() } => Usage "command-refused",
        /// The reader of standard output closed it (`| head`): the command
        /// ends quietly (never printed).
        ClosedPipe {} => Io "command-closed-pipe",
        /// A command line clap cannot read; clap has printed why (never
        /// printed again).
        Unreadable {} => Usage "command-unreadable",
    }
}

/// Every code of the command line's sentences with its arguments (the ids
/// of `command.ftl`).
pub fn ids() -> Vec<(&'static str, &'static [&'static str])> {
    [
        CliError::IDS,
        SettingError::IDS,
        ToolError::IDS,
        PlayerError::IDS,
        MailError::IDS,
        AdminError::IDS,
        CheckError::IDS,
    ]
    .concat()
}
