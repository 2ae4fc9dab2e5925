//! Fixtures: one value of every sentence the core declares (`examples()`
//! on each type), for the golden files of words
//! (`crates/estafette-words/tests/golden/examples.txt`). Compiled only for
//! tests: under `cfg(test)` or the `fixtures` feature, which only
//! dev-dependencies enable, so neither the binary nor the kit carries them.

mod games;
mod protocol;
mod referee;
mod transcript;
