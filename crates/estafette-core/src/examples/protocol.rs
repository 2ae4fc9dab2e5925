//! Fixtures of protocol's sentences (see `examples`).
