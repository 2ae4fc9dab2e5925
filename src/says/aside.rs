//! What the player tools (`seal`, `keygen`), `man --dir` and `init` say on
//! standard error beside their output, typed: `Display` is the English,
//! [`Explain::reason`] the code (`summary-aside-…`, in
//! `templates/<lang>/summary.ftl`), printed in the user's language.

use estafette_core::games::any::GameKind;
use estafette_core::reason::{Explain, Sentence};

use crate::views::{words, Lang};

/// A line on standard error beside a command's output.
#[derive(Clone, Debug, PartialEq, Eq, Sentence)]
#[sentence(prefix = "summary-aside-")]
pub enum Aside {
    /// `seal` wrote the player's secret file.
    SecretWritten { path: String },
    /// The secret file also holds the player's signing key.
    SecretSigns { path: String },
    /// The lines on standard output are for the referee.
    MailThese,
    /// `keygen` wrote the signing key file.
    KeyWritten { path: String },
    /// The `KEY` line on standard output registers the key.
    RegisterKey,
    /// `man --dir` wrote `n` pages into `dir`.
    ManPages { n: usize, dir: String },
    /// `init` run as root left the files to root.
    InitAsRoot { db: String, key: String },
    /// `init --owner`: the database's folder is not the owner's.
    FolderNotOwned { folder: String, user: String },
}

impl Aside {
    /// This in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        words::reason(lang, GameKind::Lattaque, &self.reason())
    }
}
