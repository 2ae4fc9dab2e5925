#![no_main]
//! Fuzz target `strand_notation`: see `estafette_fuzz::strand_notation` (tests/fuzz/src/lib.rs).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| estafette_fuzz::run("strand_notation", data));
