//! What the player tools (`seal`, `keygen`), `man --dir` and `init` say on
//! standard error beside their output, typed: `Display` is the English,
//! [`Explain::reason`] the code (`summary-aside-…`, in
//! `templates/<lang>/summary.ftl`), printed in the user's language.

use std::fmt;

use estafette_core::games::any::GameKind;
use estafette_core::reason::{Explain, Reason};

use crate::views::{words, Lang};

/// A line on standard error beside a command's output.
#[derive(Clone, Debug, PartialEq, Eq)]
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

impl fmt::Display for Aside {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Aside::SecretWritten { path } => {
                write!(
                    f,
                    "secret file written: {path} (keep it private and safe; you need it to play)"
                )
            }
            Aside::SecretSigns { path } => write!(
                f,
                "it holds your signing key too: sign each later mail with `estafette sign {path}` (the key line \
                 below registers it)"
            ),
            Aside::MailThese => f.write_str("mail these lines to the referee:"),
            Aside::KeyWritten { path } => write!(
                f,
                "signing key written: {path} (keep it private; it signs your commands)"
            ),
            Aside::RegisterKey => {
                f.write_str("register it by mailing this line to the referee, before your first move:")
            }
            Aside::ManPages { n: 1, dir } => write!(f, "1 manual page written to {dir}"),
            Aside::ManPages { n, dir } => write!(f, "{n} manual pages written to {dir}"),
            Aside::InitAsRoot { db, key } => write!(
                f,
                "warning: the database {db} and the key file {key} belong to root, and Postfix never runs a pipe \
                 as root: give them to the user the pipe, cron and the services run as, with `estafette init \
                 --owner USER`"
            ),
            Aside::FolderNotOwned { folder, user } => write!(
                f,
                "warning: the folder {folder} does not belong to {user}, who must create the database's -wal and \
                 -shm files there: `chown {user}: {folder}`"
            ),
        }
    }
}

impl Explain for Aside {
    fn reason(&self) -> Reason {
        let code = |c: &str| Reason::new(&format!("summary-aside-{c}"));
        match self {
            Aside::SecretWritten { path } => code("secret-written").text("path", path),
            Aside::SecretSigns { path } => code("secret-signs").text("path", path),
            Aside::MailThese => code("mail-these"),
            Aside::KeyWritten { path } => code("key-written").text("path", path),
            Aside::RegisterKey => code("register-key"),
            Aside::ManPages { n, dir } => code("man-pages").num("n", *n).text("dir", dir),
            Aside::InitAsRoot { db, key } => code("init-as-root").text("db", db).text("key", key),
            Aside::FolderNotOwned { folder, user } => {
                code("folder-not-owned").text("folder", folder).text("user", user)
            }
        }
    }
}

impl Aside {
    /// This in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        words::reason(lang, GameKind::Lattaque, &self.reason())
    }
}
