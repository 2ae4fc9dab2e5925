#![no_main]
//! Fuzz target `lattaque_notation`: see `estafette_fuzz::lattaque_notation` (tests/fuzz/src/lib.rs).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| estafette_fuzz::run("lattaque_notation", data));
