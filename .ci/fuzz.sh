#!/usr/bin/env bash
# Short coverage-guided fuzzing pass for CI (see docs/RELIABILITY.md).
#
# Builds the cargo-fuzz crate in tests/fuzz and runs every target for a fixed
# time (FUZZ_SECONDS, default 20 s each; 8 targets, under 3 minutes of
# fuzzing), starting from the committed seed corpus and the saved regression
# inputs. New corpus entries go to a temporary folder, never into the
# repository. Exits non-zero if any target crashes, hangs (more than 10 s on
# one input) or runs out of memory (1 GB); the input that did it is kept in
# tests/fuzz/artifacts/<target>/ and the log names it. Once the bug is fixed,
# copy that input into tests/fuzz/regressions/<target>/ so `cargo test`
# replays it for ever (tests/it/fuzz_regressions.rs).
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TERM_COLOR=never
# cargo-fuzz passes -Z flags to rustc; a stable toolchain accepts them with this.
export RUSTC_BOOTSTRAP=1
seconds=${FUZZ_SECONDS:-20}

if ! cargo fuzz --version >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked
fi

# Safe Rust only in the targets: no sanitizer (twice the speed), but debug
# assertions and overflow checks on.
flags=(--fuzz-dir tests/fuzz --sanitizer none --debug-assertions)
cargo fuzz build "${flags[@]}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=()
for t in $(cargo fuzz list --fuzz-dir tests/fuzz); do
    mkdir -p "$work/$t"
    seeds=("tests/fuzz/corpus/$t")
    if [ -d "tests/fuzz/regressions/$t" ]; then seeds+=("tests/fuzz/regressions/$t"); fi
    if [ "$t" = mail_to_commands ]; then seeds+=(tests/mail/corpus); fi
    echo "=== fuzz $t for ${seconds}s"
    if ! cargo fuzz run "${flags[@]}" "$t" "$work/$t" "${seeds[@]}" -- \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=1024 -print_final_stats=1 \
        >"$work/$t.log" 2>&1; then
        tail -n 40 "$work/$t.log"
        failed+=("$t")
    else
        grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|Done [0-9]+ runs)' "$work/$t.log" | tail -n 2 || true
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzzing found a problem in: ${failed[*]} (inputs in tests/fuzz/artifacts/)"
    exit 1
fi
echo "fuzzing: every target ran ${seconds}s without a crash"
