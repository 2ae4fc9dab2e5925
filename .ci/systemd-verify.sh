#!/usr/bin/env bash
# Check the systemd units of contrib/systemd/ with `systemd-analyze verify`:
# unknown keys, bad values, a unit that names a missing one. Installs the
# `systemd` package when the tool is missing. Where the tool cannot run
# here (no package, a container it does not work in), says why and exits 0:
# only a unit it finds fault with fails.
#
# The units name the binary as installed (/usr/local/bin/estafette), which
# verify requires to exist: they are checked as copies naming the binary
# given as $1 (default: target/debug/estafette), or /bin/true.
set -uo pipefail
cd "$(dirname "$0")/.."

skip() {
    echo "CI: systemd units not checked: $*"
    exit 0
}

mkdir -p target
if ! command -v systemd-analyze >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    if command -v apt-get >/dev/null 2>&1; then
        echo "CI: installing systemd for systemd-analyze"
        { apt-get update -q && apt-get install -y -q --no-install-recommends systemd; } >target/systemd-install.log 2>&1 \
            || { tail -n 5 target/systemd-install.log; skip "installing the systemd package failed"; }
    fi
    command -v systemd-analyze >/dev/null 2>&1 || skip "systemd-analyze is not available"
fi

bin="${1:-$PWD/target/debug/estafette}"
[ -x "$bin" ] || bin=/bin/true
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# First a unit known to be good: if even that does not pass, the tool
# cannot work in this environment, and its verdict on ours means nothing.
printf '[Unit]\nDescription=probe\n\n[Service]\nType=oneshot\nExecStart=%s\n' "$bin" >"$work/estafette-probe.service"
if ! probe=$(cd "$work" && systemd-analyze verify --man=no ./estafette-probe.service 2>&1) || [ -n "$probe" ]; then
    skip "systemd-analyze cannot run here: ${probe:-no reason given}"
fi
rm "$work/estafette-probe.service"

units=()
for f in contrib/systemd/*.service contrib/systemd/*.timer; do
    sed "s#/usr/local/bin/estafette#$bin#g" "$f" >"$work/$(basename "$f")"
    units+=("./$(basename "$f")")
done
# Any complaint fails: verify reports an unknown key or a bad value on
# standard error but still exits 0.
if ! out=$(cd "$work" && systemd-analyze verify --man=no "${units[@]}" 2>&1) || [ -n "$out" ]; then
    echo "$out"
    echo "CI: systemd-analyze verify found fault with contrib/systemd/" >&2
    exit 1
fi
echo "CI: systemd units verified: ${units[*]#./}"
