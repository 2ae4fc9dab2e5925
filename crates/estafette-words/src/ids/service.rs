//! The ids of `service.ftl`: the service's failures (the shell's
//! `service::ServiceError`, the core's `referee::NotDone`) and the key
//! file's (`keys::SecretError`, `keys::BadKey`), with their arguments.

pub const SERVICE: &[(&str, &[&str])] = &[
    ("service-key-io", &["action", "path", "error"]),
    ("service-key-exists", &["path"]),
    ("service-key-permissions", &["path", "mode"]),
    ("service-key-invalid", &["path", "why"]),
    ("service-key-random", &["error"]),
    ("service-key-too-short", &["n", "least"]),
    ("service-key-does-not-open", &[]),
    ("service-key-encrypt", &[]),
];

/// The demo's own failures and the bench's load generator's (the shell's
/// `demo::DemoFault`), and an operator's action without its event.
pub const DEMO: &[(&str, &[&str])] = &[
    ("service-demo-key-file", &["why"]),
    ("service-demo-maildir", &["error"]),
    ("service-demo-file", &["path", "error"]),
    ("service-demo-write", &["error"]),
    ("service-demo-read", &["error"]),
    ("service-demo-no-mail", &["game", "dir"]),
    ("service-demo-audit", &["problems"]),
    ("service-demo-not-demo-folder", &["dir"]),
    ("service-demo-no-position", &[]),
    ("service-demo-unparsable", &[]),
    ("service-demo-inbox", &["error"]),
    ("service-demo-move-refused", &["why"]),
    ("service-demo-verify", &["path", "why", "rules"]),
    ("service-demo-not-bench-folder", &["dir"]),
    ("service-demo-load-refused", &["step", "outcome"]),
    ("service-demo-no-position-after-setup", &["game"]),
    ("service-demo-clock", &["why"]),
    ("service-demo-game-move", &["game", "text", "why"]),
    ("service-demo-move", &["text", "why"]),
    ("service-demo-stored", &["stored", "expected"]),
];
