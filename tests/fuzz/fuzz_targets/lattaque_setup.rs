#![no_main]
//! Fuzz target `lattaque_setup`: see `estafette_fuzz::lattaque_setup` (tests/fuzz/src/lib.rs).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| estafette_fuzz::run("lattaque_setup", data));
