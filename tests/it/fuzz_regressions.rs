//! The fuzz targets' inputs, replayed on stable by `cargo test`: every file
//! under `tests/fuzz/regressions/<target>/` (inputs that once crashed a
//! target, kept after the fix) and the seed corpus `tests/fuzz/corpus/<target>/`
//! go through the same entry functions as the fuzzer
//! (`tests/fuzz/src/lib.rs`), and so do the real mails of `tests/mail/corpus`.
//! See docs/RELIABILITY.md.

#[path = "../fuzz/src/lib.rs"]
mod entries;

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// Every regular file under `dir`, recursively, sorted (none if it is missing).
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(rd) = std::fs::read_dir(dir) else { return out };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(files(&p));
        } else if p.is_file() {
            out.push(p);
        }
    }
    out.sort();
    out
}

/// Run `target` on every file; collect the failures with the file names.
fn replay(target: &str, inputs: &[PathBuf]) -> Vec<String> {
    let mut failures = Vec::new();
    for p in inputs {
        let data = std::fs::read(p).unwrap();
        let r = std::panic::catch_unwind(|| entries::run(target, &data));
        if let Err(e) = r {
            let msg = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failures.push(format!("{target} on {}: {msg}", p.display()));
        }
    }
    failures
}

#[test]
fn every_target_has_a_binary_and_a_seed_corpus() {
    let fuzz = root().join("tests/fuzz");
    for t in entries::TARGETS {
        assert!(
            fuzz.join("fuzz_targets").join(format!("{t}.rs")).is_file(),
            "fuzz_targets/{t}.rs is missing"
        );
        assert!(
            !files(&fuzz.join("corpus").join(t)).is_empty(),
            "corpus/{t} has no seed"
        );
    }
    // And no stray folder names a target that does not exist.
    for sub in ["corpus", "regressions"] {
        if let Ok(rd) = std::fs::read_dir(fuzz.join(sub)) {
            for e in rd.flatten() {
                let name = e.file_name().to_string_lossy().into_owned();
                assert!(
                    entries::TARGETS.contains(&name.as_str()),
                    "{sub}/{name} is not a fuzz target"
                );
            }
        }
    }
}

#[test]
fn saved_crashes_and_seeds_replay_clean() {
    let fuzz = root().join("tests/fuzz");
    let mut failures = Vec::new();
    let mut count = 0;
    for t in entries::TARGETS {
        let mut inputs = files(&fuzz.join("regressions").join(t));
        inputs.extend(files(&fuzz.join("corpus").join(t)));
        count += inputs.len();
        failures.extend(replay(t, &inputs));
    }
    assert!(count > 0);
    assert!(
        failures.is_empty(),
        "{} input(s) fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_mail_corpus_goes_through_the_mail_target() {
    let inputs: Vec<PathBuf> = files(&root().join("tests/mail/corpus"))
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .collect();
    assert!(inputs.len() > 10, "the real-mail corpus is there");
    let failures = replay("mail_to_commands", &inputs);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn unknown_targets_are_refused_and_empty_inputs_pass() {
    let r = std::panic::catch_unwind(|| entries::run("no_such_target", b""));
    assert!(r.is_err(), "an unknown target name is refused");
    // Each target accepts an empty input without complaint.
    for t in entries::TARGETS {
        entries::run(t, b"");
    }
}
