#![no_main]
//! Fuzz target `transcript_verify`: see `estafette_fuzz::transcript_verify` (tests/fuzz/src/lib.rs).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| estafette_fuzz::run("transcript_verify", data));
