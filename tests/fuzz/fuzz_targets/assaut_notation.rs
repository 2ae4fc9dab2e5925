#![no_main]
//! Fuzz target `assaut_notation`: see `estafette_fuzz::assaut_notation` (tests/fuzz/src/lib.rs).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| estafette_fuzz::run("assaut_notation", data));
