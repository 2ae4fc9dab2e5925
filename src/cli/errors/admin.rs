//! The failures of the operator's commands: `new`, `show`, `export`,
//! `list`, `audit`, `backup`, `restore` and `operator`.

use super::Inner;

sentences! {
    /// A failure of the operator's commands.
    pub enum AdminError {
        /// `--mode` of no known value.
        Mode { mode: String = "sealed" } => Usage "command-mode",
        /// `--moves-first` of no known value.
        MovesFirst { value: String = "third" }
            => Usage "command-moves-first",
        /// Both players with one address.
        SameAddress {} => Usage "command-same-address",
        /// `--time` that is no time control (the clock's words).
        Time { why: Inner = clock_refusal() } => Usage "command-time",
        /// `--grace` without `--time`.
        GraceAlone {} => Usage "command-grace-alone",
        /// A blind game of another kind than L'Attaque.
        BlindLattaque {} => Usage "command-blind-lattaque",
        /// A blind game without a clock.
        BlindClock {}
            => Usage "command-blind-clock",
        /// `--side` of no known value.
        Side { side: String = "3" } => Usage "command-side",
        /// `--by` that is no duration (the clock's words).
        By { why: Inner = clock_refusal() } => Usage "command-by",
        /// `--winner` of no known value.
        Winner { value: String = "3" } => Usage "command-winner",
        /// No such game.
        NoGame { game: String = "nosuch-1" } => NoInput "command-no-game",
        /// `show --as` of no player of the game.
        NotPlayer { who: String = "carol@example.org", game: String = "strand-1" }
            => NoInput "command-not-player",
        /// The transcript cannot be written as JSON (the encoder's words).
        Json { error: String = "key must be a string" } => Failed "command-json",
        /// SQLite's integrity check finds damage.
        Damaged { db: String = "ref.db" }
            => Data "command-damaged",
        /// `audit` finds problems.
        AuditProblems { n: usize = 2usize } => Failed "command-audit-problems",
        /// An output file in a folder that does not exist.
        NoFolder { path: String = "out/t.json" }
            => CantCreate "command-no-folder",
        /// An output file that cannot be created (the system's words).
        CannotCreate { path: String = "t.json", error: String = "Permission denied (os error 13)" }
            => CantCreate "command-cannot-create",
        /// An output file that is there already (or a link), without `--force`.
        OutputExists { path: String = "t.json" }
            => CantCreate "command-output-exists",
        /// An output file that cannot be written (the system's words).
        Writing { path: String = "t.json", error: String = "No space left on device (os error 28)" }
            => Io "command-writing",
        /// A failure of `restore`, and that nothing was restored.
        NothingRestored { why: Inner = created_meanwhile(), db: String = "ref.db" }
            => Failed "command-nothing-restored",
        /// `restore` over a database.
        DbExists { db: String = "ref.db" }
            => CantCreate "command-db-exists",
        /// A backup of another key.
        OtherKey { path: String = "b.db", key: String = "ref.key", db: String = "ref.db" }
            => Config "command-other-key",
        /// The copy of an interrupted restore is still there.
        Staged { staged: String = "ref.db.restoring", db: String = "ref.db" }
            => CantCreate "command-staged",
        /// The database's folder does not exist.
        CopyNoFolder { staged: String = "x/ref.db.restoring", folder: String = "x", db: String = "x/ref.db" }
            => CantCreate "command-copy-no-folder",
        /// The backup cannot be copied (the system's words).
        Copy { staged: String = "ref.db.restoring", error: String = "No space left on device (os error 28)",
               db: String = "ref.db" }
            => CantCreate "command-copy",
        /// The restored copy does not pass audit.
        BackupAudit { key: String = "ref.key", n: usize = 3usize }
            => Data "command-backup-audit",
        /// A database made while `restore` ran.
        CreatedMeanwhile { db: String = "ref.db" }
            => CantCreate "command-created-meanwhile",
    }
}
