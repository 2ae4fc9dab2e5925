//! `estafette`: parse the arguments, run, and turn the result into an exit
//! status, one of BSD's `sysexits.h` (src/exit.rs; docs/OPERATING.md has the
//! table): 0 done (for `ingest`: the message is handled, whatever it said);
//! 1 the answer is no (a check found a problem, an action was refused);
//! 64 a mistake in the command line; 65 wrong data; 66 an input that does not
//! exist; 73 an output that cannot be created; 74 an I/O error; 75 a
//! temporary failure, try again later; 78 a wrong or missing setting;
//! 101 a panic that escaped (none should).

use std::process::ExitCode;

fn main() -> ExitCode {
    let result = estafette::cli::Cli::parse_args().and_then(estafette::cli::run);
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            // A closed pipe ends the command quietly (`Failure::closed_pipe`),
            // and clap has printed its own message already.
            // The operator's language: English when its variables are wrong
            // (that mistake is then the failure being printed).
            if !f.quiet {
                let lang = estafette::cli::lang::from_env().unwrap_or_default();
                eprintln!("estafette: {}", f.words(lang));
            }
            ExitCode::from(f.code)
        }
    }
}
