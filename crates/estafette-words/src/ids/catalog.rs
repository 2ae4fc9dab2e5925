//! The ids of `play.ftl` and `catalog.ftl`: why `play` did not play a
//! move, and why an operator's catalog cannot be used.

/// The ids of `play.ftl` (the core's `games::any::MoveError`).
pub const PLAY: &[(&str, &[&str])] = &[("play-not-a-move", &["why"]), ("play-illegal", &["why"])];

/// The ids of `catalog.ftl` (the words crate's `WordsError`).
pub const CATALOG: &[(&str, &[&str])] = &[
    ("catalog-not-fluent", &["name", "line", "error"]),
    ("catalog-no-such-catalog", &["name", "area", "catalogs"]),
    ("catalog-not-a-language-tag", &["lang"]),
    ("catalog-missing-message", &["name", "id", "built-in"]),
    ("catalog-unusable", &["name", "error"]),
    ("catalog-no-language", &["lang"]),
    ("catalog-no-message", &["id", "lang"]),
    ("catalog-format", &["lang", "id", "error"]),
    ("catalog-no-value", &["lang", "id"]),
    ("catalog-no-side", &["n"]),
    ("catalog-no-rank", &["code"]),
    ("catalog-no-kind", &["code"]),
    ("catalog-too-deep", &["code"]),
];
