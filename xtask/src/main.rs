//! Estafette's build tasks, run as `cargo xtask TASK` (an alias in
//! `.cargo/config.toml`).
//!
//! - `kit`: builds the player kit (`crates/estafette-kit`) for
//!   wasm32-unknown-unknown in release and writes
//!   `target/kit/estafette-kit.html`, one offline page: the WebAssembly
//!   module embedded in base64, the script and the style inline
//!   (`crates/estafette-kit/page/`), and a Content-Security-Policy that
//!   allows no network access at all.

mod kit;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("kit") if args.len() == 1 => kit::build(&kit::Paths::from_env()),
        _ => Err("usage: cargo xtask kit   (builds target/kit/estafette-kit.html)".to_string()),
    };
    match result {
        Ok(msg) => {
            println!("{msg}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::FAILURE
        }
    }
}
