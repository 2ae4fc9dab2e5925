//! Fixtures of transcript's sentences (see `examples`).
