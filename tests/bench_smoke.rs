//! `estafette bench ingest` end to end on a tiny load: the harness builds
//! its load, runs the floor, `poll` and the `ingest` processes one at a time
//! and side by side, and fails unless every message was applied. Only that
//! it works is asserted here; its figures go in docs/PERFORMANCE.md.

use std::process::Command;

#[test]
fn the_ingest_benchmark_runs_processes_side_by_side_and_applies_every_message() {
    let dir = tempfile::tempdir().unwrap();
    let work = dir.path().join("bench");
    let out = Command::new(env!("CARGO_BIN_EXE_estafette"))
        .args(["bench", "ingest", "--games", "4", "--messages", "24", "--per-process", "20", "--runs", "1", "--jobs", "1,3"])
        .arg("--dir")
        .arg(&work)
        .env("ESTAFETTE_DURABILITY", "normal")
        .env_remove("ESTAFETTE_CONFIG")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "bench failed:\n{stdout}\n{stderr}");
    for line in [
        "floor (read, parse, insert raw, mark seen):",
        "`estafette poll`, one process for the Maildir:",
        "poll / floor:",
        "poll / floor, by CPU per message:",
        "`estafette ingest` per message, one at a time:",
        "`estafette ingest` per message, 3 at once:",
        "the same, database held open meanwhile:",
    ] {
        assert!(stdout.contains(line), "no {line:?} in:\n{stdout}");
    }
    // 24 messages over 4 games, every one a legal move: all applied by
    // poll, and by the processes (the harness fails otherwise), 3 at once
    // over 4 games taking each game's moves in order.
    assert!(stdout.contains("(24 applied,"), "{stdout}");
}
