//! `estafette`: parse the arguments, run, and turn the result into an exit
//! status. 0: done (for `ingest`: the message is handled, whatever it said);
//! 75: temporary failure, try again later; 1: an error, printed; 2: usage;
//! 101: a panic that escaped (none should).

use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = estafette::cli::Cli::parse_args();
    match estafette::cli::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            // A closed pipe ends the command quietly (`Failure::closed_pipe`).
            if !f.message.is_empty() {
                eprintln!("estafette: {}", f.message);
            }
            ExitCode::from(f.code)
        }
    }
}
