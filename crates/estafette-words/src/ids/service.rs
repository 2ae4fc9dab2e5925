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
pub const DEMO: &[(&str, &[&str])] = &[];
