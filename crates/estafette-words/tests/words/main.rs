//! The words crate's tests, one binary (each file of `tests/` would be a
//! binary of its own, linked against every dependency): the catalogs
//! against the rules' and the referee's typed sentences.

mod common;
mod examples;
mod log_words;
mod notation_words;
mod position_words;
mod protocol_words;
mod refusal_words;
mod reports;
mod switch_words;
mod verify_words;
