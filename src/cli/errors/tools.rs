//! The failures of the commands that need no referee: `moves`, `play`,
//! `rules`, `verify`, `verify-setup`, and the documentation (`man`).

use super::Inner;
use estafette_core::games::any::GameKind;

sentences! {
    /// A failure of `moves`, `play`, `verify`, `verify-setup` or `man`.
    pub enum ToolError {
        /// `--head` without its colon.
        HeadForm {} => Usage "command-head-form",
        /// `--head` whose N is no number.
        HeadNumber {} => Usage "command-head-number",
        /// The receipts do not match the transcript (the check's words).
        Receipts { why: Inner = core_refusal(), #[sentence(game)] rules: GameKind = GameKind::Lattaque }
            => Failed "command-receipts",
        /// No mail under the receipts' folder names the game.
        NoReceipts { game: String = "lattaque-1", dir: String = "mail" }
            => Failed "command-no-receipts",
        /// The transcript does not check out (the check's words).
        Verification { why: Inner = core_refusal(), #[sentence(game)] rules: GameKind = GameKind::Strand }
            => Failed "command-verification",
        /// `--to-move` of no known value.
        ToMove { value: String = "third" } => Usage "command-to-move",
        /// `start` in L'Attaque.
        NoStart {}
            => Usage "command-no-start",
        /// `--variant` or `--set` with a position text.
        PositionOptions {}
            => Usage "command-position-options",
        /// A position `moves` or `play` cannot read (the rules' words).
        Position { why: Inner = core_refusal(), #[sentence(game)] rules: GameKind = GameKind::Strand }
            => Usage "command-position",
        /// An exported game that cannot be replayed.
        Replay { path: String = "t.json", why: Inner = core_refusal(), #[sentence(game)] rules: GameKind = GameKind::Assaut }
            => Data "command-replay",
        /// A move of `play` that the rules refuse.
        MoveRefused {
            n: usize = 3usize,
            text: String = "e3-e9",
            why: Inner = no_piece_on_e3(),
            #[sentence(game)] rules: GameKind = GameKind::Lattaque
        }
            => Failed "command-move-refused",
        /// `verify-setup --side` of no known value.
        SetupSide { value: String = "east" } => Usage "command-setup-side",
        /// Options of another game than L'Attaque (cannot happen).
        NotLattaque {} => Failed "command-not-lattaque",
        /// `--seed` is no seed (the decoder's words).
        Seed { why: Inner = core_refusal() } => Usage "command-seed",
        /// The army of `verify-setup` is not valid (the rules' words).
        Army { why: Inner = core_refusal() } => Data "command-army",
        /// The army and seed give another root than the receipt's.
        Mismatch { root: String = "ab12", given: String = "cd34" }
            => Failed "command-mismatch",
        /// The manual page cannot be written (the renderer's words).
        ManPage { error: String = "broken pipe" } => Failed "command-man-page",
        /// A folder or file of the manual pages that cannot be made (the system's words).
        ManFile { path: String = "man/estafette.1", error: String = "Permission denied (os error 13)" }
            => Failed "command-man-file",
    }
}
