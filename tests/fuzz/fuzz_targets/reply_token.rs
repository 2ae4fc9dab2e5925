#![no_main]
//! Fuzz target `reply_token`: see `estafette_fuzz::reply_token` (tests/fuzz/src/lib.rs).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| estafette_fuzz::run("reply_token", data));
