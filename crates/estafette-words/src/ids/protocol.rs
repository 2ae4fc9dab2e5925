//! The ids of `protocol.ftl` and `kit.ftl`: the protocol's own errors, and
//! the player kit's own sentences.

/// The ids of `protocol.ftl`: why the protocol's hex text, byte encodings,
/// commitments, signatures and key files refuse a value (the core's
/// `protocol::encode`, `protocol::commit` and `protocol::sign` errors).
pub const PROTOCOL: &[(&str, &[&str])] = &[
    ("protocol-hex-odd-length", &["n"]),
    ("protocol-hex-bad-char", &["position"]),
    (
        "protocol-hex-wrong-length",
        &["digits", "bytes", "found", "found-bytes"],
    ),
    ("protocol-encode-empty-string", &[]),
    ("protocol-encode-string-too-long", &["max", "n"]),
    ("protocol-encode-not-ascii", &[]),
    ("protocol-encode-bad-side", &["side"]),
    ("protocol-encode-too-many-leaves", &["n"]),
    ("protocol-encode-event-too-long", &["max", "n"]),
];

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
