//! The ids of `service.ftl` for what `estafette demo` prints of its games
//! (the shell's `demo::Said`) and for the bench's load generator (the
//! shell's `demo::LoadStep` and `demo::Unapplied`), with their arguments.

pub const BENCH: &[(&str, &[&str])] = &[
    ("service-demo-heading", &["dir"]),
    ("service-demo-game", &["title", "game", "first", "second"]),
    ("service-demo-over-won", &["winner", "moves", "why"]),
    ("service-demo-over-drawn", &["moves", "why"]),
    ("service-demo-over-unknown", &["moves"]),
    ("service-demo-mailboxes", &["root"]),
    ("service-demo-mailbox", &["dir", "n"]),
    ("service-demo-transcripts", &[]),
    ("service-demo-verified", &["path", "events", "moves", "head"]),
    ("service-demo-audited", &[]),
];
