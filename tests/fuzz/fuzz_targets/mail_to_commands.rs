#![no_main]
//! Fuzz target `mail_to_commands`: see `estafette_fuzz::mail_to_commands`
//! (tests/fuzz/src/lib.rs).
//!
//! `mail::inbound::parse` runs the MIME parser (mail-parser) inside
//! `catch_unwind` and turns a panic there into "unparseable", so a panic
//! raised inside mail-parser is contained in production too. libfuzzer-sys
//! aborts on every panic, caught or not; this target lets those contained
//! panics unwind to Estafette's `catch_unwind` and still aborts on any other.
use libfuzzer_sys::fuzz_target;

fn contain_mail_parser_panics() {
    let abort_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let in_mail_parser = info.location().is_some_and(|l| l.file().contains("/mail-parser-"));
        if !in_mail_parser {
            abort_hook(info);
        }
    }));
}

fuzz_target!(init: contain_mail_parser_panics(), |data: &[u8]| estafette_fuzz::run("mail_to_commands", data));
