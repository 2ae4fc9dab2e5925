#!/usr/bin/env bash
# The Debian package, installed on this machine as an operator would:
#
#   bash .ci/mail-servers.sh >target/mail-e2e.exports && . target/mail-e2e.exports
#   bash .ci/deb.sh
#
# Builds it (`cargo xtask deb --profile release`, with cargo-deb installed
# if missing), `dpkg -i` it, checks what it put where, runs `estafette init`
# and `estafette check` as the user estafette with the packaged
# configuration, routes a referee address of the test Postfix to the
# README.Debian pipe (run as estafette, with ESTAFETTE_CONFIG), plays a
# move through it and waits for the reply in the other player's mailbox.
# Then `dpkg -r` (the configuration, the database and the key stay) and
# `dpkg -P` (the configuration goes, the games stay); then install and
# purge again with no games: /var/lib/estafette goes too.
#
# Needs root, and a machine without the package or /var/lib/estafette. The
# test Postfix gets a transport of its own (estafettedeb) and one address
# (referee-deb@example.net), both taken away again on exit, as are the
# package and /var/lib/estafette.
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_DEB_VERSION=3.8.0
ADDRESS=referee-deb@example.net
CONF=/etc/estafette/estafette.toml
STATE=/var/lib/estafette
VMAIL=/var/vmail
SPEC=(runuser -u estafette -- estafette --config "$CONF")

say() { printf 'CI deb: %s\n' "$*"; }
fail() {
    printf 'CI deb: FAILED: %s\n' "$*" >&2
    exit 1
}

[ "$(id -u)" -eq 0 ] || fail "must run as root (dpkg -i)"
[ "${ESTAFETTE_MAIL_E2E:-}" = 1 ] || fail "the test Postfix is not set up: . target/mail-e2e.exports first"
if dpkg-query -W -f='${Status}' estafette 2>/dev/null | grep -q installed || [ -e "$STATE" ] || [ -e /etc/estafette ]; then
    fail "Estafette's package, $STATE or /etc/estafette is already on this machine"
fi

# ------------------------------------------------------------- build
# dpkg-shlibdeps (dpkg-dev) finds the libraries the binary needs for the
# package's Depends; the package's scripts need adduser.
need=()
command -v dpkg-shlibdeps >/dev/null || need+=(dpkg-dev)
command -v adduser >/dev/null || need+=(adduser)
if [ "${#need[@]}" -gt 0 ]; then
    say "installing ${need[*]}"
    { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${need[@]}"; } \
        </dev/null >target/deb-tools.log 2>&1 || { cat target/deb-tools.log; fail "${need[*]} did not install"; }
fi
if [ "$(cargo deb --version 2>/dev/null)" != "cargo-deb $CARGO_DEB_VERSION" ]; then
    say "installing cargo-deb $CARGO_DEB_VERSION"
    cargo install cargo-deb --locked --version "$CARGO_DEB_VERSION"
fi
cargo xtask deb --profile release
debs=(target/debian/estafette_*.deb)
if [ "${#debs[@]}" -ne 1 ] || [ ! -f "${debs[0]}" ]; then fail "expected one package in target/debian/: ${debs[*]}"; fi
deb=${debs[0]}
say "built $deb ($(du -k "$deb" | cut -f1) kB)"

work=$(mktemp -d)
cleanup() {
    postconf -MX estafettedeb/unix 2>/dev/null || true
    postconf -X estafettedeb_destination_recipient_limit 2>/dev/null || true
    for map in estafette-transport estafette-vmailbox; do
        { sed -i "/^$ADDRESS /d" "/etc/postfix/$map" && postmap "/etc/postfix/$map"; } || true
    done
    postfix reload >/dev/null 2>&1 || true
    dpkg -P estafette >/dev/null 2>&1 || true
    rm -rf "$STATE" "$work"
}
trap cleanup EXIT

# ------------------------------------------------------------- install
dpkg -i "$deb"
[ -x /usr/bin/estafette ] || fail "no /usr/bin/estafette"
for f in /usr/share/man/man1/estafette.1.gz /usr/share/man/man1/estafette-ingest.1.gz \
    /usr/share/bash-completion/completions/estafette /usr/share/doc/estafette/README.Debian \
    /usr/lib/systemd/system/estafette.service /usr/lib/systemd/system/estafette-tick.timer; do
    [ -s "$f" ] || fail "the package did not install $f"
done
dpkg-query -W -f='${Conffiles}\n' estafette | grep -q " $CONF " || fail "$CONF is not a conffile"
grep -q '^db = "/var/lib/estafette/estafette.db"' "$CONF" || fail "$CONF does not keep the database in $STATE"
[ "$(stat -c '%U:%G %a' "$STATE")" = "estafette:estafette 750" ] || fail "$STATE is $(stat -c '%U:%G %a' "$STATE")"
# The user owns its folder and nothing the package installed.
dpkg -L estafette | while read -r f; do
    [ "$(stat -c %u "$f")" -eq 0 ] || fail "$f belongs to $(stat -c %U "$f")"
done
# Nothing enabled, nothing started.
if ls /etc/systemd/system/*.wants/estafette* >/dev/null 2>&1; then fail "a unit was enabled"; fi
if command -v pgrep >/dev/null && pgrep -u estafette -x estafette >/dev/null; then fail "an estafette process runs"; fi
say "installed: binary, manual, completions, units (not enabled), $CONF, $STATE"

# ------------------------------------------------------------- finish the set-up as README.Debian says
sed -i "s/^#address = .*/address = \"$ADDRESS\"/" "$CONF"
for cmd in init check; do
    grep -qF "${SPEC[*]} $cmd" /usr/share/doc/estafette/README.Debian || fail "README.Debian does not give: ${SPEC[*]} $cmd"
done
(cd / && "${SPEC[@]}" init)
(cd / && "${SPEC[@]}" check) >"$work/check.txt" || { cat "$work/check.txt"; fail "estafette check"; }
cat "$work/check.txt"
[ "$(stat -c '%U %a' "$STATE/estafette.key")" = "estafette 600" ] || fail "the key file is $(stat -c '%U %a' "$STATE/estafette.key")"
# The pipe that check prints is the one README.Debian gives.
pipe_argv=$(grep -m1 'flags=DRX user=estafette argv=' "$work/check.txt" | sed 's/^ *//')
grep -qF "$pipe_argv" /usr/share/doc/estafette/README.Debian || fail "README.Debian does not give check's pipe: $pipe_argv"

# ------------------------------------------------------------- a move through Postfix
# README.Debian's two master.cf lines, as a transport of their own.
entry=$(awk '/^ *estafette unix/ { n = 2 } n > 0 { print; n-- }' /usr/share/doc/estafette/README.Debian |
    sed 's/^ *estafette unix/estafettedeb unix/' | tr -s ' \n' ' ')
case $entry in "estafettedeb unix"*"$pipe_argv"*) ;; *) fail "README.Debian's pipe entry: $entry" ;; esac
postconf -M estafettedeb/unix="$entry"
postconf -e estafettedeb_destination_recipient_limit=1
printf '%s OK\n' "$ADDRESS" >>/etc/postfix/estafette-vmailbox
printf '%s estafettedeb:\n' "$ADDRESS" >>/etc/postfix/estafette-transport
postmap /etc/postfix/estafette-vmailbox
postmap /etc/postfix/estafette-transport
postfix reload

# A mail in USER's mailbox since STAMP from the referee's address
# for GAME, whose subject has WORDS: its file name, once it is there.
wait_mail() {
    local user=$1 stamp=$2 game=$3 words=$4 f
    for _ in $(seq 1 120); do
        while IFS= read -r f; do
            if grep -q "^Subject: .*$words" "$f"; then
                printf '%s\n' "$f"
                return 0
            fi
        done < <(find "$VMAIL/example.org/$user/Maildir" -type f -newer "$stamp" \( -path '*/new/*' -o -path '*/cur/*' \) \
            -exec grep -l "^From: .*<${ADDRESS%@*}+$game\." {} + 2>/dev/null)
        sleep 0.5
    done
    fail "no mail for $user from ${ADDRESS%@*}+$game ($words) within 60 s; $(tail -n 5 /var/log/postfix-estafette.log 2>/dev/null)"
}

touch "$work/before-new"
sleep 1
game=$(cd / && "${SPEC[@]}" new strand --first "Alice <alice@example.org>" --second "Bob <bob@example.org>" --moves-first first)
invitation=$(wait_mail alice "$work/before-new" "$game" "your move")
reply_to=$(sed -n 's/^Reply-To:.*<\(.*\)>.*/\1/p' "$invitation" | tr -d '\r' | head -n 1)
message_id=$(sed -n 's/^Message-ID: *//p' "$invitation" | tr -d '\r' | head -n 1)
move=$(/usr/bin/estafette moves strand start | head -n 1)
say "$game: Alice plays $move to $reply_to"
touch "$work/before-move"
sleep 1
printf 'From: Alice <alice@example.org>\nTo: <%s>\nSubject: Re: %s\nMessage-ID: <ci-deb-%s@example.org>\nIn-Reply-To: %s\n\n%s\n' \
    "$reply_to" "$game" "$$" "$message_id" "$move" >"$work/move.eml"
/usr/sbin/sendmail -i -f alice@example.org "$reply_to" <"$work/move.eml"
reply=$(wait_mail bob "$work/before-move" "$game" "your move")
grep -q "$move" "$reply" || fail "Bob's mail does not show Alice's move $move: $reply"
say "$game: Bob's turn came through the pipe: $reply"

# ------------------------------------------------------------- remove, purge
dpkg -r estafette
[ ! -e /usr/bin/estafette ] || fail "dpkg -r left /usr/bin/estafette"
for f in "$CONF" "$STATE/estafette.db" "$STATE/estafette.key"; do
    [ -f "$f" ] || fail "dpkg -r removed $f"
done
say "removed: $CONF, the database and the key stay"
dpkg -P estafette
[ ! -e /etc/estafette ] || fail "dpkg -P left /etc/estafette"
for f in "$STATE/estafette.db" "$STATE/estafette.key"; do
    [ -f "$f" ] || fail "dpkg -P removed $f"
done
[ "$(stat -c %U "$STATE/estafette.db")" = estafette ] || fail "purge changed the database's owner"
say "purged: /etc/estafette gone, the games stay in $STATE"

# Installed and purged with no games: the package's folder goes too.
rm -rf "$STATE"
dpkg -i "$deb" >/dev/null
dpkg -P estafette >/dev/null
if [ -e "$STATE" ] || [ -e /etc/estafette ]; then fail "purging an unused package left $STATE or /etc/estafette"; fi
say "installed and purged unused: nothing left"
