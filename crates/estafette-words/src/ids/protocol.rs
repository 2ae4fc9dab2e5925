//! The ids of `kit.ftl`: the player kit's own sentences (the protocol's
//! own errors declare theirs with `#[derive(Sentence)]`).

/// The ids of `kit.ftl`: the player kit's own sentences (the kit's
/// `KitError`).
pub const KIT: &[(&str, &[&str])] = &[
    ("kit-not-json", &["why"]),
    ("kit-unknown-op", &["op"]),
    ("kit-no-text", &["key"]),
    ("kit-turn", &["text"]),
    ("kit-seed", &["why"]),
    ("kit-army-not-valid", &["why"]),
    ("kit-side", &["text"]),
    ("kit-give-side", &[]),
    ("kit-head", &["head", "why"]),
    ("kit-head-of-other-game", &["head", "game"]),
    ("kit-not-lattaque", &[]),
    ("kit-not-a-rank", &["square", "why"]),
    ("kit-random-hex", &["why"]),
    ("kit-too-few-bytes", &[]),
    ("kit-no-arrangement", &["why"]),
    ("kit-other-game", &["mail", "secret"]),
    ("kit-options-differ", &["mail", "sealed"]),
    ("kit-not-in-army", &["home"]),
    ("kit-shown-as", &["home", "shown", "army"]),
    ("kit-not-a-mail", &[]),
    ("kit-no-text-part", &[]),
    ("kit-no-head", &[]),
    ("kit-not-a-secret", &["why"]),
    ("kit-transcript-not-secret", &[]),
    ("kit-no-seal-line", &[]),
    ("kit-seal-line", &["why"]),
    ("kit-key-file-signs-only", &[]),
    ("kit-unsigned", &["count", "events"]),
    ("kit-unsigned-after-head", &["count", "events", "n"]),
    ("kit-unsigned-proven", &["count", "n"]),
];
