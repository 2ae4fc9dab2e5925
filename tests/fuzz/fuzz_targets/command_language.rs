#![no_main]
//! Fuzz target `command_language`: see `estafette_fuzz::command_language` (tests/fuzz/src/lib.rs).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| estafette_fuzz::run("command_language", data));
