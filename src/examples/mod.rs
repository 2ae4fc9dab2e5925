//! Fixtures: one value of every sentence the shell declares (`examples()`
//! on each type), for the golden file of words
//! (`tests/golden/shell-words.txt`). Compiled only for tests: under
//! `cfg(test)` or the `fixtures` feature, which only the dev-dependencies
//! enable, so the shipped binary carries none of them.

pub(crate) mod faults;
mod says;
