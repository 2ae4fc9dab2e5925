//! Fixtures of games's sentences (see `examples`).
