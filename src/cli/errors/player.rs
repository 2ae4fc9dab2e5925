//! The failures of a player's own tools: a blind game's `seal`, `open`,
//! `view`, and signed commands' `keygen` and `sign`.

use super::Inner;

sentences! {
    /// A failure of `seal`, `open`, `reveal`, `view`, `keygen` or `sign`.
    pub enum PlayerError {
        /// A board side that is not one (the rules' words).
        BoardSide { side: String = "east", why: Inner = core_refusal() } => Usage "command-board-side",
        /// `--turn` of no known value.
        Turn { value: String = "third" }
            => Usage "command-turn",
        /// The secret file of this game and side exists already.
        Sealed { path: String = "lattaque-7-south.secret.json" }
            => CantCreate "command-sealed",
        /// The army cannot be sealed (the commitment's words).
        Seal { why: Inner = core_refusal() } => Data "command-seal",
        /// No random bytes from the system.
        Random { error: String = "getrandom: unavailable" }
            => Failed "command-random",
        /// The key could not be drawn (the key file's words).
        Key { why: Inner = Inner::of(&crate::keys::SecretError::Authentication) } => Failed "command-key",
        /// A secret file, key file or saved mail that is not what it should be (the reader's words).
        BadFile { path: String = "lattaque-7-south.secret.json", why: Inner = core_refusal() }
            => Data "command-bad-file",
        /// A saved mail about another game than the secret file's.
        OtherGame { mail: String = "lattaque-2", secret: String = "lattaque-1" }
            => Data "command-other-game",
        /// `sign --side` of no known value.
        SignSide { side: String = "3" }
            => Usage "command-sign-side",
        /// `sign --head` that is no Log-Head line (the reader's words).
        SignHead { head: String = "lattaque-1 x", why: Inner = core_refusal() }
            => Usage "command-sign-head",
        /// The command lines cannot be signed (the signer's words).
        Sign { why: Inner = core_refusal() } => Data "command-sign",
        /// A key file that cannot be created (the system's words).
        KeyFileExists { path: String = "me.key", error: String = "File exists (os error 17)" }
            => CantCreate "command-key-file-exists",
        /// A new file that cannot be written (the system's words).
        Write { path: String = "me.key", error: String = "No space left on device (os error 28)" }
            => Io "command-write",
    }
}
