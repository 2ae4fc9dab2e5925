//! The core's architecture invariant, checked on its source: no I/O, no
//! clock, no randomness, no printing. (Its dependencies are checked by the
//! crate boundary: none of them does I/O; and CI builds the crate for
//! wasm32-unknown-unknown.)

use std::path::Path;

/// What the core's code must never name.
const FORBIDDEN: &[&str] = &[
    "std::fs",
    "std::net",
    "std::env",
    "std::process",
    "std::io::stdin",
    "std::io::stdout",
    "SystemTime",
    "Instant::",
    "thread_rng",
    "getrandom",
    "println!",
    "eprintln!",
    "Timestamp::now",
    "Zoned::now",
];

fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_core_does_no_io_reads_no_clock_and_draws_no_random_numbers() {
    let mut files = Vec::new();
    sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    assert!(files.len() > 20, "the core's sources: {files:?}");
    let mut found = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in FORBIDDEN {
                if code.contains(word) {
                    found.push(format!("{}:{}: {word}", f.display(), i + 1));
                }
            }
        }
    }
    assert!(found.is_empty(), "the core must stay pure:\n{}", found.join("\n"));
}
