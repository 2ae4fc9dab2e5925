//! Fixtures of the shell's faults: store, mail, config, keys, cli (see `examples`).
