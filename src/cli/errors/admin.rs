//! The failures of the operator's commands: `new`, `show`, `export`,
//! `list`, `audit`, `backup`, `restore` and `operator`.

use super::Inner;

/// An inner failure for the examples.
fn inner() -> Inner {
    Inner::of(&AdminError::CreatedMeanwhile { db: "ref.db".into() })
}

/// A refusal of the clock's for the examples.
fn clock() -> Inner {
    Inner::of(&estafette_core::referee::clock::DurationError::Empty)
}

sentences! {
    /// A failure of the operator's commands.
    pub enum AdminError {
        /// `--mode` of no known value.
        Mode { mode: String = "sealed" } => Usage "command-mode" "--mode {mode}: choose held or blind",
        /// `--moves-first` of no known value.
        MovesFirst { value: String = "third" }
            => Usage "command-moves-first" "--moves-first {value}: choose first, second or random",
        /// Both players with one address.
        SameAddress {} => Usage "command-same-address" "--first and --second must be two different addresses",
        /// `--time` that is no time control (the clock's words).
        Time { why: Inner = clock() } => Usage "command-time" "--time: {why}",
        /// `--grace` without `--time`.
        GraceAlone {} => Usage "command-grace-alone" "--grace needs --time",
        /// A blind game of another kind than L'Attaque.
        BlindLattaque {} => Usage "command-blind-lattaque" "--mode blind is for L'Attaque only",
        /// A blind game without a clock.
        BlindClock {}
            => Usage "command-blind-clock" "--mode blind needs a time control (--time): the final reveals have a deadline",
        /// `--side` of no known value.
        Side { side: String = "3" } => Usage "command-side" "--side {side}: 1 or 2",
        /// `--by` that is no duration (the clock's words).
        By { why: Inner = clock() } => Usage "command-by" "--by: {why}",
        /// `--winner` of no known value.
        Winner { value: String = "3" } => Usage "command-winner" "--winner {value}: 1, 2 or draw",
        /// No such game.
        NoGame { game: String = "nosuch-1" } => NoInput "command-no-game" "no game '{game}' in this database",
        /// `show --as` of no player of the game.
        NotPlayer { who: String = "carol@example.org", game: String = "strand-1" }
            => NoInput "command-not-player" "'{who}' is not a player of {game}: give an address or name of one, or 1 or 2",
        /// The transcript cannot be written as JSON (the encoder's words).
        Json { error: String = "key must be a string" } => Failed "command-json" "{error}",
        /// SQLite's integrity check finds damage.
        Damaged { db: String = "ref.db" }
            => Data "command-damaged" "{db} is damaged (SQLite's integrity check, above): keep the file as it is, \
               and restore the last good backup with `estafette restore` after moving this one away",
        /// `audit` finds problems.
        AuditProblems { n: usize = 2usize } => Failed "command-audit-problems" "audit found {n} problem(s)",
        /// An output file in a folder that does not exist.
        NoFolder { path: String = "out/t.json" }
            => CantCreate "command-no-folder" "cannot create {path}: its folder does not exist",
        /// An output file that cannot be created (the system's words).
        CannotCreate { path: String = "t.json", error: String = "Permission denied (os error 13)" }
            => CantCreate "command-cannot-create" "cannot create {path}: {error}",
        /// An output file that is there already (or a link), without `--force`.
        OutputExists { path: String = "t.json" }
            => CantCreate "command-output-exists" "{path} exists: give --force to replace it",
        /// An output file that cannot be written (the system's words).
        Writing { path: String = "t.json", error: String = "No space left on device (os error 28)" }
            => Io "command-writing" "writing {path}: {error}",
        /// A failure of `restore`, and that nothing was restored.
        NothingRestored { why: Inner = inner(), db: String = "ref.db" }
            => Failed "command-nothing-restored" "{why}; nothing was restored: {db} was not created",
        /// `restore` over a database.
        DbExists { db: String = "ref.db" }
            => CantCreate "command-db-exists" "{db} exists: move it away first (restore never overwrites a database); \
               nothing was restored",
        /// A backup of another key.
        OtherKey { path: String = "b.db", key: String = "ref.key", db: String = "ref.db" }
            => Config "command-other-key" "the backup {path} belongs to another key file than {key}: name the key \
               file of the database it was made of with --key-file (or restore that key file from your backup); \
               nothing was restored: {db} was not created",
        /// The copy of an interrupted restore is still there.
        Staged { staged: String = "ref.db.restoring", db: String = "ref.db" }
            => CantCreate "command-staged" "{staged} exists, left by a restore that was interrupted: remove it, \
               then restore again; nothing was restored: {db} was not created",
        /// The database's folder does not exist.
        CopyNoFolder { staged: String = "x/ref.db.restoring", folder: String = "x", db: String = "x/ref.db" }
            => CantCreate "command-copy-no-folder" "cannot copy the backup to {staged}: the folder {folder} does not \
               exist; nothing was restored: {db} was not created",
        /// The backup cannot be copied (the system's words).
        Copy { staged: String = "ref.db.restoring", error: String = "No space left on device (os error 28)",
               db: String = "ref.db" }
            => CantCreate "command-copy" "cannot copy the backup to {staged}: {error}; nothing was restored: {db} \
               was not created",
        /// The restored copy does not pass audit.
        BackupAudit { key: String = "ref.key", n: usize = 3usize }
            => Data "command-backup-audit" "the backup does not pass audit with the key file {key} ({n} problem(s), above)",
        /// A database made while `restore` ran.
        CreatedMeanwhile { db: String = "ref.db" }
            => CantCreate "command-created-meanwhile" "{db} was created meanwhile: it is left as it is",
    }
}
