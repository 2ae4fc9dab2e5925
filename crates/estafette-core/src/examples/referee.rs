//! Fixtures of referee's sentences (see `examples`).
