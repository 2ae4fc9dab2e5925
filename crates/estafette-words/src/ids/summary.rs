//! The ids of `summary.ftl`: what the referee says of its own work to the
//! operator (the shell's `service::said::Said`), with their arguments.

pub const SUMMARY: &[(&str, &[&str])] = &[
    ("summary-command", &["kind"]),
    ("summary-move", &["move"]),
    ("summary-list", &["first", "rest"]),
    ("summary-applied", &["applied"]),
    ("summary-nothing-applied", &[]),
    ("summary-applied-then-refused", &["applied", "refused"]),
    ("summary-refused-empty", &[]),
    ("summary-refused-move-from", &["square"]),
    ("summary-refused-move", &[]),
    ("summary-refused-command", &["command"]),
    ("summary-refused-unknown", &[]),
    ("summary-operated", &["game", "what", "n"]),
    ("summary-operated-paused", &["reason"]),
    ("summary-operated-resumed", &["reason"]),
    ("summary-operated-extended", &["name", "by", "reason"]),
    ("summary-operated-replaced", &["name", "new", "reason"]),
    ("summary-operated-address-replaced", &["name", "reason"]),
    ("summary-operated-decided-drawn", &["reason"]),
    ("summary-operated-decided-won", &["winner", "reason"]),
    ("summary-duration-d", &["d"]),
    ("summary-duration-h", &["h"]),
    ("summary-duration-m", &["m"]),
    ("summary-duration", &["shape", "d", "h", "m"]),
    ("summary-no-token", &["sender"]),
    ("summary-unknown-game", &["game"]),
    ("summary-info-over-limit", &[]),
    ("summary-games-over-limit", &["sender"]),
    ("summary-wrong-sender", &["registered", "sender"]),
    ("summary-no-dkim", &["authserv", "sender"]),
    ("summary-too-large", &["limit"]),
    ("summary-too-large-from", &["limit", "sender"]),
    ("summary-unknown-challenge", &["n"]),
    ("summary-challenge-closed", &["n", "status"]),
    ("summary-challenge-accepted", &["n", "game"]),
    ("summary-challenge-declined", &["n"]),
    ("summary-answer-without-challenge", &[]),
    ("summary-nothing-held", &["n"]),
    ("summary-game-over-won", &["winner", "why"]),
    ("summary-game-over-drawn", &["why"]),
];

/// The ids of the rest of the summaries (the shell's `service::told::Told`).
pub const TOLD: &[(&str, &[&str])] = &[
    ("summary-no-one-sender", &["why"]),
    ("summary-from-headers", &["n"]),
    ("summary-from-group", &[]),
    ("summary-from-addresses", &["n"]),
    ("summary-from-malformed", &[]),
    ("summary-not-answered", &["why"]),
    ("summary-no-sender", &[]),
    ("summary-unreadable", &["why"]),
    ("summary-games", &["sender", "n"]),
    ("summary-observe-no-game", &["game"]),
    ("summary-observe-player", &["game"]),
    ("summary-observe-forbidden", &["game"]),
    ("summary-observed", &["game", "sender"]),
    ("summary-unobserved", &["game", "sender"]),
    ("summary-new-not-allowed", &["sender"]),
    ("summary-new-self", &[]),
    ("summary-challenged", &["n", "sender", "to"]),
    ("summary-bad-account-command", &["sender", "why", "rules"]),
    ("summary-challenge-answered-from", &["n", "sender", "to"]),
    ("summary-challenge-no-answer", &["n"]),
    ("summary-held-observe", &["game"]),
    ("summary-held-unobserve", &["game"]),
    ("summary-held-challenge", &["to"]),
    ("summary-stranger-over-limits", &["what", "sender"]),
    ("summary-over-limit", &["what", "sender"]),
    ("summary-confirmation-sent", &["what", "sender", "n"]),
    ("summary-unknown-confirmation", &["n"]),
    ("summary-confirmation-answered-from", &["n", "sender", "address"]),
    ("summary-confirmation-answered", &["n"]),
    ("summary-confirmed", &["n", "why"]),
    ("summary-listed", &["sender", "n"]),
    ("summary-bounce", &["recipients", "status", "told"]),
    ("summary-bounce-nobody", &["recipients", "status"]),
];

/// The ids of the mail commands' lines on standard error (the shell's
/// `cli::told::Line`).
pub const LINES: &[(&str, &[&str])] = &[
    ("summary-line-duplicate", &[]),
    ("summary-line-failed", &["why"]),
    ("summary-line-left-queued", &["why"]),
    ("summary-line-game", &["game"]),
    ("summary-line-no-game", &[]),
    ("summary-line-mail-later", &["recipient", "game", "why"]),
    ("summary-line-mail-failed", &["recipient", "game", "why"]),
    ("summary-line-sent-at-once", &["sent", "later", "failed"]),
    ("summary-line-sent", &["sent", "later", "failed"]),
    ("summary-line-waiting", &["n", "next"]),
    ("summary-line-taken-in", &["n"]),
    ("summary-line-ticked", &["n"]),
];

/// What `run` logs of its own rounds (the shell's `cli::logged::Logged`).
pub const RUN: &[(&str, &[&str])] = &[
    ("summary-run-started", &["interval"]),
    ("summary-run-stopped", &[]),
    ("summary-run-poll-failed", &["why"]),
    ("summary-run-imap-stopped", &["why"]),
    ("summary-run-imap-failed", &["why"]),
    ("summary-run-send-failed", &["why"]),
    ("summary-run-tick-failed", &["why"]),
    ("summary-run-polled", &["messages"]),
    ("summary-run-polled-imap", &["messages"]),
    ("summary-run-taken-in", &[]),
    ("summary-run-duplicate", &[]),
];

/// What the player tools and `man --dir` say beside their output (the
/// shell's `cli::aside::Aside`).
pub const ASIDE: &[(&str, &[&str])] = &[
    ("summary-aside-secret-written", &["path"]),
    ("summary-aside-secret-signs", &["path"]),
    ("summary-aside-mail-these", &[]),
    ("summary-aside-key-written", &["path"]),
    ("summary-aside-register-key", &[]),
    ("summary-aside-man-pages", &["n", "dir"]),
    ("summary-aside-init-as-root", &["db", "key"]),
    ("summary-aside-folder-not-owned", &["folder", "user"]),
];

/// What `check` prints of what it found, and its headings (the shell's
/// `cli::checked::Checked`).
pub const CHECK: &[(&str, &[&str])] = &[];
