//! Fixtures of what the referee says (see `examples`).
