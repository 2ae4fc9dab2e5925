//! `estafette-bench` end to end on a tiny load: it builds its loads, runs
//! the floor, `poll`, `ingest` processes (the real `estafette` binary) one
//! at a time and side by side, `tick`, `export` and `verify`, checks that
//! every message was applied, and prints every figure and the summary.
//! Only that it works and reports sane figures is asserted here; timings
//! go in docs/PERFORMANCE.md.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BENCH: &str = env!("CARGO_BIN_EXE_estafette-bench");

/// The `estafette` binary cargo built beside this package's binary: a
/// plain `cargo test` at the root builds it (its own tests run it).
fn estafette() -> PathBuf {
    let bin = Path::new(BENCH).with_file_name(format!("estafette{}", std::env::consts::EXE_SUFFIX));
    assert!(
        bin.is_file(),
        "no {}: build it first (`cargo build -p estafette`), or run `cargo test` at the root",
        bin.display()
    );
    bin
}

fn bench(args: &[&str]) -> Output {
    Command::new(BENCH)
        .args(args)
        .env_remove("ESTAFETTE_CONFIG")
        .output()
        .unwrap()
}

/// The figure a summary row reports: the first number of its "measured"
/// column.
fn measured(row: &str) -> f64 {
    let cell = row
        .split('|')
        .nth(3)
        .unwrap_or_else(|| panic!("no measured column: {row}"));
    let num: String = cell
        .trim()
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    num.parse().unwrap_or_else(|_| panic!("no figure in {row:?}"))
}

#[test]
fn a_tiny_load_runs_end_to_end_and_reports_every_figure() {
    let dir = tempfile::tempdir().unwrap();
    let work = dir.path().join("bench");
    let bin = estafette();
    let out = bench(&[
        "--dir",
        work.to_str().unwrap(),
        "--bin",
        bin.to_str().unwrap(),
        "--games",
        "4",
        "--messages",
        "24",
        "--per-process",
        "12",
        "--jobs",
        "1,3",
        "--tick-games",
        "200",
        "--due-percent",
        "5",
        "--plies",
        "40",
        "--runs",
        "1",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "estafette-bench failed:\n{stdout}\n{stderr}");
    for line in [
        "load: 24 messages over 4 games",
        "floor (read, parse, insert raw, mark seen):",
        "`estafette poll` of the Maildir:",
        "poll / floor:",
        "`estafette ingest` per message, one at a time:",
        "`estafette ingest` per message, 3 at once:",
        "tick: 200 active games, 10 due",
        "40 moves",
    ] {
        assert!(stdout.contains(line), "no {line:?} in:\n{stdout}");
    }
    // The summary: a row for each measurement, each with a figure.
    let rows: Vec<&str> = stdout.lines().filter(|l| l.starts_with("| ")).skip(1).collect();
    let names = [
        "`poll` of 24 messages over 4 games",
        "`poll` against the floor",
        "one at a time",
        "3 at once",
        "`tick` over 200 games, 10 due",
        "`verify` of a 40-ply game",
        "`export` of the same",
        "peak memory",
    ];
    assert_eq!(rows.len(), names.len(), "{stdout}");
    for (row, name) in rows.iter().zip(names) {
        assert!(row.contains(name), "{row:?} is not {name:?}");
        let x = measured(row);
        assert!(x.is_finite() && x > 0.0, "{row}");
    }
    // The peak memory of a process is a few MiB, and never unknown.
    let peak = measured(rows[7]);
    assert!(peak > 1.0 && peak < 1024.0, "{}", rows[7]);
}

#[test]
fn without_the_estafette_binary_it_says_what_to_build() {
    let dir = tempfile::tempdir().unwrap();
    let work = dir.path().join("bench");
    let missing = dir.path().join("no-such-estafette");
    let out = bench(&[
        "--dir",
        work.to_str().unwrap(),
        "--bin",
        missing.to_str().unwrap(),
        "--only",
        "ingest",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("build it first (`cargo build --release -p estafette -p estafette-bench`)"),
        "{stderr}"
    );
    // Nothing was built before the check.
    assert!(!work.join("load").exists());
}
