//! The ids of `summary.ftl` for what `tick` did to each game (the shell's
//! `says::tick::Ticked`), what `run` logs of each message taken in
//! (`says::run::Note`) and a message's unexpected failure
//! (`says::run::Internal`), with their arguments.

pub const TICK: &[(&str, &[&str])] = &[
    ("summary-clock-game", &["game", "done"]),
    ("summary-clock-list", &["first", "rest"]),
    ("summary-clock-nothing", &[]),
    ("summary-clock-reminded", &["name", "before"]),
    ("summary-clock-late", &["name"]),
    ("summary-clock-neither-army", &[]),
    ("summary-clock-lost-on-time", &["name"]),
    ("summary-clock-drawn", &["why"]),
    ("summary-clock-won", &["winner", "why"]),
    ("summary-clock-revealed", &["name"]),
    ("summary-clock-no-side", &["side"]),
    ("summary-as-logged", &["sentence"]),
    ("summary-clock-failed", &["game", "why"]),
    ("summary-note", &["game", "sender", "outcome", "reply"]),
    ("summary-note-others", &["game", "sender", "outcome", "reply", "others"]),
    ("summary-note-no-game", &[]),
    ("summary-note-no-sender", &[]),
    ("summary-note-duplicate", &[]),
    ("summary-note-failed", &[]),
    ("summary-note-status", &["status", "summary"]),
];
