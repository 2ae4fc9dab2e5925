#![no_main]
//! Fuzz target `mail_to_commands`: see `estafette_fuzz::mail_to_commands` (tests/fuzz/src/lib.rs).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| estafette_fuzz::run("mail_to_commands", data));
