//! `estafette bench ingest` end to end on a tiny load: the harness builds
//! its load, runs the floor, `poll` and the `ingest` processes one at a time
//! and side by side, and fails unless every message was applied. Only that
//! it works is asserted here; its figures go in docs/PERFORMANCE.md.

use std::path::Path;
use std::process::Command;

/// `estafette bench ARGS --dir WORK` with `env` (and no configuration file
/// from the environment); its standard output, once it succeeded.
fn bench(args: &[&str], work: &Path, env: &[(&str, &str)]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_estafette"))
        .arg("bench")
        .args(args)
        .arg("--dir")
        .arg(work)
        .envs(env.iter().copied())
        .env_remove("ESTAFETTE_CONFIG")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "bench failed:\n{stdout}\n{stderr}");
    stdout
}

#[test]
fn the_ingest_benchmark_runs_processes_side_by_side_and_applies_every_message() {
    let dir = tempfile::tempdir().unwrap();
    let work = dir.path().join("bench");
    let stdout = bench(
        &[
            "ingest",
            "--games",
            "4",
            "--messages",
            "24",
            "--per-process",
            "20",
            "--runs",
            "1",
            "--jobs",
            "1,3",
        ],
        &work,
        &[("ESTAFETTE_DURABILITY", "normal")],
    );
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

/// `bench poll` also measures `poll`'s writes alone: the floor, then the
/// rows `poll` stored for each message, with nothing computed. The
/// database that measurement leaves holds as many rows, as large, as the
/// one `poll` left (which the harness describes in
/// `stored-per-message.json`).
#[test]
fn the_writes_alone_store_what_poll_stored_row_for_row() {
    use estafette::bench::StoredPerMessage;
    use estafette::store::{Queries, Store};
    let dir = tempfile::tempdir().unwrap();
    let work = dir.path().join("bench");
    let stdout = bench(
        &["poll", "--games", "4", "--messages", "24", "--runs", "1"],
        &work,
        &[("ESTAFETTE_DURABILITY", "normal"), ("ESTAFETTE_POLL_BATCH", "5")],
    );
    for line in [
        "poll's writes alone (the floor, then its rows):",
        "writes alone / floor:",
        "(rows of a message, as poll stored them)",
        "CPU left to compute in, at half the floor:",
        "CPU poll computes in (poll less its writes):",
    ] {
        assert!(stdout.contains(line), "no {line:?} in:\n{stdout}");
    }
    // What poll stored (its last run: one message per transaction), and
    // what the writes alone stored after it (the last measurement).
    let told: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(work.join("stored-per-message.json")).unwrap()).unwrap();
    let load = Store::open(&work.join("load").join("bench.db"))
        .unwrap()
        .read()
        .volume()
        .unwrap();
    let written = Store::open(&work.join("run").join("bench.db"))
        .unwrap()
        .read()
        .volume()
        .unwrap();
    let bytes: u64 = std::fs::read_dir(work.join("load").join("messages"))
        .unwrap()
        .map(|e| e.unwrap().metadata().unwrap().len())
        .sum();
    assert_eq!(written.inbox.0 - load.inbox.0, 24);
    let got = StoredPerMessage::between(&load, &written, 24, bytes);
    let num = |k: &str| told[k].as_f64().unwrap_or_else(|| panic!("no {k} in {told}"));
    // Whole rows per message, each as large as poll's on average.
    assert!(
        num("events") >= 1.0 && num("parcels") >= 1.0 && num("outbox") >= 2.0,
        "{told}"
    );
    assert_eq!(got.events, num("events"));
    assert_eq!(got.parcels, num("parcels"));
    assert_eq!(got.outbox, num("outbox"));
    for (k, v) in [
        ("event_bytes", got.event_bytes),
        ("parcel_bytes", got.parcel_bytes),
        ("result_bytes", got.result_bytes),
        ("snapshot_text", got.snapshot_text),
        ("snapshot_blob", got.snapshot_blob),
    ] {
        assert_eq!(v as f64, num(k), "{k}: {told}");
    }
    // Recipient, sender and Message-ID: a third each, rounded down.
    assert!(
        num("outbox_bytes") - got.outbox_bytes as f64 <= 2.0 && got.outbox_bytes > 0,
        "{told}"
    );
    // Each message cut (or padded) to the share poll stored, rounded.
    assert!(
        (got.inbox_ratio - num("inbox_ratio")).abs() < 0.01,
        "{} against {told}",
        got.inbox_ratio
    );
}
