//! The ids of `play.ftl` and `catalog.ftl`: why `play` did not play a
//! move, and why an operator's catalog cannot be used.

/// The ids of `play.ftl` (the core's `games::any::MoveError`).
pub const PLAY: &[(&str, &[&str])] = &[("play-not-a-move", &["why"]), ("play-illegal", &["why"])];
