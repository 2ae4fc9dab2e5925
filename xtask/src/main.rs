//! Estafette's build tasks, run as `cargo xtask TASK` (an alias in
//! `.cargo/config.toml`).
//!
//! - `kit`: builds the player kit (`crates/estafette-kit`) for
//!   wasm32-unknown-unknown in release and writes
//!   `target/kit/estafette-kit.html`, one offline page: the WebAssembly
//!   module embedded in base64, the script and the style inline
//!   (`crates/estafette-kit/page/`), and a Content-Security-Policy that
//!   allows no network access at all.
//! - `deb [--profile NAME]`: the Debian package
//!   `target/debian/estafette_VERSION_ARCH.deb`, from the binary built with
//!   that profile (`dist` by default; CI packs its `release` build), with
//!   the manual pages, completions and systemd units made for it (deb.rs).
//! - `lines`: the lines of production Rust and the ten largest files, as
//!   ARCHITECTURE.md states them (lines.rs).

mod deb;
mod kit;
mod lines;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("kit") if args.len() == 1 => kit::build(&kit::Paths::from_env()),
        Some("deb") if args.len() == 1 => deb::build(&kit::Paths::from_env(), "dist"),
        Some("deb") if args.len() == 3 && args[1] == "--profile" => deb::build(&kit::Paths::from_env(), &args[2]),
        Some("lines") if args.len() == 1 => lines::count(&kit::Paths::from_env().root),
        _ => Err(
            "usage: cargo xtask kit   (builds target/kit/estafette-kit.html)\n       \
                  cargo xtask deb [--profile NAME]   (builds target/debian/estafette_VERSION_ARCH.deb)\n       \
                  cargo xtask lines   (counts the lines of production Rust)"
                .to_string(),
        ),
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
