//! The ids of `verify.ftl`, in a file of their own (`ids.rs` holds the
//! other areas').

/// A report quoted in a finding of `verify` (the core's
/// `transcript::Broken` declares its own ids) and why the kit's replay
/// stops.
pub const VERIFY: &[(&str, &[&str])] = &[
    ("verify-quoted-sentence", &["text"]),
    ("verify-quoted-coded", &["json"]),
    ("verify-replay-lattaque-only", &[]),
    ("verify-replay-not-a-move", &["n", "why"]),
    ("verify-replay-illegal", &["n", "why"]),
];
