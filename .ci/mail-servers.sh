#!/usr/bin/env bash
# Real mail servers for tests/mail_e2e.rs: Postfix and Dovecot on this
# machine, listening on 127.0.0.1 only, relaying nowhere.
#
#   bash .ci/mail-servers.sh >target/mail-e2e.exports && . target/mail-e2e.exports
#   cargo test
#
# Installs the Debian packages if missing, (re)writes the configuration,
# starts both servers (or reloads them) and waits until they answer. Safe to
# run again. Needs root (CI runs as root). Everything is logged to stderr;
# stdout carries only the `export VAR=...` lines the tests read, which are
# also written to target/mail-e2e.env.
#
# What it sets up:
# - domains example.org and example.net, delivered by Postfix over LMTP into
#   Dovecot Maildirs under /var/vmail; any other destination is refused
#   (default_transport = error), so nothing ever leaves the machine;
# - Dovecot users (passwords generated once, kept in
#   /etc/estafette-e2e/passwords): alice@example.org, bob@example.org,
#   referee@example.net (the referee's mailbox for `poll --imap`);
# - referee-pipe@example.net: piped by Postfix (user `estafette`, exit 75 =
#   defer) to /usr/local/lib/estafette-e2e/ingest-pipe, which runs
#   `estafette ingest` from /var/lib/estafette-e2e/pipe (the test installs the
#   binary, the database and an estafette.toml naming the relay there);
# - SMTP on 127.0.0.1:25 (no login; open to 127.0.0.0/8 only), submission on
#   127.0.0.1:587 (STARTTLS required, login through Dovecot) and on
#   127.0.0.1:465 (implicit TLS, login through Dovecot), IMAP on
#   127.0.0.1:143 (plain text, STARTTLS offered) and IMAPS on 127.0.0.1:993,
#   with a certificate for localhost / 127.0.0.1 signed by a test CA made
#   here (/etc/estafette-e2e/tls/ca.pem; clients trust it via SSL_CERT_FILE).
set -euo pipefail
exec 3>&1 1>&2

say() { printf 'mail-servers: %s\n' "$*"; }

if [ "$(id -u)" -ne 0 ]; then
    say "must run as root (it installs and configures Postfix and Dovecot)"
    exit 1
fi

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ETC=/etc/estafette-e2e
LIB=/usr/local/lib/estafette-e2e
PIPE_DIR=/var/lib/estafette-e2e/pipe
VMAIL=/var/vmail
LOG_DIR=/var/log/estafette-e2e
USERS="alice@example.org bob@example.org referee@example.net"
PIPE_ADDRESS=referee-pipe@example.net

# ------------------------------------------------------------- packages
export DEBIAN_FRONTEND=noninteractive
need=()
for p in postfix dovecot-imapd dovecot-lmtpd openssl ca-certificates; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || need+=("$p")
done
if [ "${#need[@]}" -gt 0 ]; then
    say "installing ${need[*]}"
    # No Debian-made Postfix configuration: we write our own below.
    printf '%s\n' \
        'postfix postfix/main_mailer_type select No configuration' \
        'postfix postfix/mailname string mail.example.net' | debconf-set-selections
    apt-get update -q
    apt-get install -y -q --no-install-recommends "${need[@]}"
fi

# ------------------------------------------------------------- users
id vmail >/dev/null 2>&1 || useradd --system --home-dir "$VMAIL" --no-create-home --shell /usr/sbin/nologin vmail
id estafette >/dev/null 2>&1 || useradd --system --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin estafette
VMAIL_UID=$(id -u vmail)
VMAIL_GID=$(id -g vmail)
install -d -o vmail -g vmail -m 0750 "$VMAIL"
install -d -m 0755 "$ETC" "$LIB" /var/lib/estafette-e2e "$PIPE_DIR" "$LOG_DIR"

# Passwords: made once, kept (so running again changes nothing).
PASSWORDS="$ETC/passwords"
touch "$PASSWORDS"
chmod 0600 "$PASSWORDS"
for u in $USERS; do
    grep -q "^$u " "$PASSWORDS" || printf '%s %s\n' "$u" "$(openssl rand -hex 12)" >>"$PASSWORDS"
done
password() { awk -v u="$1" '$1 == u { print $2 }' "$PASSWORDS"; }

# ------------------------------------------------------------- TLS
TLS="$ETC/tls"
install -d -m 0755 "$TLS"
if [ ! -s "$TLS/ca.pem" ] || [ ! -s "$TLS/server.pem" ] || [ ! -s "$TLS/server.key" ]; then
    say "making a test CA and a server certificate for localhost"
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 3650 \
        -subj "/CN=Estafette e2e test CA" \
        -addext "basicConstraints=critical,CA:TRUE" \
        -addext "keyUsage=critical,keyCertSign,cRLSign" \
        -keyout "$TLS/ca.key" -out "$TLS/ca.pem" 2>/dev/null
    openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes \
        -subj "/CN=localhost" -keyout "$TLS/server.key" -out "$TLS/server.csr" 2>/dev/null
    printf '%s\n' \
        'basicConstraints=critical,CA:FALSE' \
        'keyUsage=critical,digitalSignature' \
        'extendedKeyUsage=serverAuth' \
        'subjectAltName=DNS:localhost,DNS:mail.example.net,IP:127.0.0.1' >"$TLS/server.ext"
    openssl x509 -req -in "$TLS/server.csr" -CA "$TLS/ca.pem" -CAkey "$TLS/ca.key" \
        -CAcreateserial -days 3650 -extfile "$TLS/server.ext" -out "$TLS/server.pem" 2>/dev/null
    chmod 0600 "$TLS/ca.key" "$TLS/server.key"
fi

# ------------------------------------------------------------- Dovecot
[ -f /etc/dovecot/dovecot.conf.debian ] || cp -p /etc/dovecot/dovecot.conf /etc/dovecot/dovecot.conf.debian
USERDB=/etc/dovecot/estafette-users
: >"$USERDB.new"
for u in $USERS; do printf '%s:{PLAIN}%s\n' "$u" "$(password "$u")" >>"$USERDB.new"; done
chown root:dovecot "$USERDB.new"
chmod 0640 "$USERDB.new"
mv "$USERDB.new" "$USERDB"
DH=""
[ -f /usr/share/dovecot/dh.pem ] && DH="ssl_dh = </usr/share/dovecot/dh.pem"
cat >/etc/dovecot/dovecot.conf <<CONF
# Written by .ci/mail-servers.sh (Estafette's mail tests); the Debian file is
# kept as dovecot.conf.debian. Loopback only.
protocols = imap lmtp
listen = 127.0.0.1
log_path = /var/log/dovecot-estafette.log
disable_plaintext_auth = no
auth_mechanisms = plain login
# A refused login is answered at once (the default waits 2 s), so the
# tests of a wrong password do not wait.
auth_failure_delay = 0
mail_location = maildir:$VMAIL/%d/%n/Maildir
mail_uid = $VMAIL_UID
mail_gid = $VMAIL_GID
first_valid_uid = $VMAIL_UID
last_valid_uid = $VMAIL_UID
recipient_delimiter = +
lmtp_save_to_detail_mailbox = no
ssl = yes
ssl_cert = <$TLS/server.pem
ssl_key = <$TLS/server.key
ssl_min_protocol = TLSv1.2
$DH
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $USERDB
}
userdb {
  driver = static
  args = uid=$VMAIL_UID gid=$VMAIL_GID home=$VMAIL/%d/%n
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Processed {
    auto = create
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = 143
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = 993
    ssl = yes
  }
}
service lmtp {
  unix_listener /var/spool/postfix/private/dovecot-lmtp {
    mode = 0600
    user = postfix
    group = postfix
  }
}
service auth {
  unix_listener /var/spool/postfix/private/auth {
    mode = 0660
    user = postfix
    group = postfix
  }
}
CONF
# Dovecot reads the server key as root before dropping privileges.
doveconf -n >/dev/null

# ------------------------------------------------------------- the pipe
cat >"$LIB/ingest-pipe" <<SH
#!/bin/sh
# Postfix pipe(8) command for $PIPE_ADDRESS, run as user estafette
# (written by .ci/mail-servers.sh). tests/mail_e2e.rs installs the binary and
# the database under $PIPE_DIR. Exit 75 makes Postfix keep the message. It
# runs in the data folder, so that ingest reads the estafette.toml there
# (the relay it sends its replies through at once).
d=$PIPE_DIR
if [ ! -x "\$d/estafette" ] || [ ! -f "\$d/data/referee.key" ]; then
    echo "the estafette test pipe is not set up" >&2
    exit 75
fi
cd "\$d/data" || exit 75
exec "\$d/estafette" --db "\$d/data/referee.db" --key-file "\$d/data/referee.key" --address $PIPE_ADDRESS ingest
SH
chmod 0755 "$LIB/ingest-pipe"

# ------------------------------------------------------------- Postfix
install -d -m 0755 /etc/postfix
cat >/etc/postfix/main.cf <<CONF
# Written by .ci/mail-servers.sh (Estafette's mail tests). Loopback only;
# mail for any domain but example.org and example.net is refused.
compatibility_level = 3.6
myhostname = mail.example.net
mydomain = example.net
myorigin = \$myhostname
inet_interfaces = loopback-only
inet_protocols = ipv4
mydestination =
local_recipient_maps =
alias_maps =
alias_database =
mynetworks = 127.0.0.0/8
relayhost =
relay_domains =
default_transport = error:outside mail is disabled in the Estafette test setup
relay_transport = error:outside mail is disabled in the Estafette test setup
virtual_mailbox_domains = example.org, example.net
virtual_mailbox_maps = hash:/etc/postfix/estafette-vmailbox
virtual_transport = lmtp:unix:private/dovecot-lmtp
transport_maps = hash:/etc/postfix/estafette-transport
recipient_delimiter = +
estafette_destination_recipient_limit = 1
smtpd_relay_restrictions = permit_mynetworks, permit_sasl_authenticated, reject_unauth_destination
smtpd_sasl_type = dovecot
smtpd_sasl_path = private/auth
smtpd_sasl_auth_enable = no
smtpd_tls_cert_file = $TLS/server.pem
smtpd_tls_key_file = $TLS/server.key
smtpd_tls_security_level = may
smtp_tls_security_level = none
biff = no
append_dot_mydomain = no
readme_directory = no
maillog_file = /var/log/postfix-estafette.log
# Deferred mail (a pipe that exits 75) is retried within seconds, not minutes.
queue_run_delay = 5s
minimal_backoff_time = 5s
maximal_backoff_time = 15s
CONF
cp /usr/share/postfix/master.cf.dist /etc/postfix/master.cf
cat >>/etc/postfix/master.cf <<CONF
# Added by .ci/mail-servers.sh (Estafette's mail tests).
submission inet n       -       n       -       -       smtpd
  -o syslog_name=postfix/submission
  -o smtpd_tls_security_level=encrypt
  -o smtpd_sasl_auth_enable=yes
  -o smtpd_client_restrictions=permit_sasl_authenticated,reject
  -o smtpd_relay_restrictions=permit_sasl_authenticated,reject
465       inet  n       -       n       -       -       smtpd
  -o syslog_name=postfix/smtps
  -o smtpd_tls_wrappermode=yes
  -o smtpd_sasl_auth_enable=yes
  -o smtpd_client_restrictions=permit_sasl_authenticated,reject
  -o smtpd_relay_restrictions=permit_sasl_authenticated,reject
estafette unix  -       n       n       -       -       pipe
  flags=DRX user=estafette argv=$LIB/ingest-pipe
CONF
# No chroot: nothing to copy into the spool, and the same on every machine.
postconf -F '*/*/chroot = n'
{
    for u in $USERS $PIPE_ADDRESS; do printf '%s OK\n' "$u"; done
} >/etc/postfix/estafette-vmailbox
printf '%s estafette:\n' "$PIPE_ADDRESS" >/etc/postfix/estafette-transport
postmap /etc/postfix/estafette-vmailbox
postmap /etc/postfix/estafette-transport
postfix check

# ------------------------------------------------------------- start
if doveadm reload 2>/dev/null; then
    say "reloaded Dovecot"
else
    say "starting Dovecot"
    # A daemon must not keep this script's stdout (the caller's command
    # substitution would wait for it forever) nor its stderr: no inherited
    # descriptors at all, its own log file instead.
    dovecot </dev/null >>"$LOG_DIR/dovecot-start.log" 2>&1 3>&- \
        || { cat "$LOG_DIR/dovecot-start.log"; exit 1; }
fi
if postfix status >/dev/null 2>&1; then
    say "reloading Postfix"
    postfix reload
else
    say "starting Postfix"
    postfix start </dev/null >>"$LOG_DIR/postfix-start.log" 2>&1 3>&- \
        || { cat "$LOG_DIR/postfix-start.log"; exit 1; }
fi

wait_port() {
    local port=$1 i
    for i in $(seq 1 100); do
        if (exec 9<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then return 0; fi
        sleep 0.1
    done
    say "nothing answers on 127.0.0.1:$port"
    return 1
}
for port in 25 465 587 143 993; do wait_port "$port"; done
[ -S /var/spool/postfix/private/dovecot-lmtp ] || { say "no Dovecot LMTP socket"; exit 1; }
for u in $USERS; do
    doveadm auth test "$u" "$(password "$u")" >/dev/null || { say "login check failed for $u"; exit 1; }
done
say "Postfix and Dovecot are up on 127.0.0.1"

# ------------------------------------------------------------- settings
ENV_LINES=$(cat <<ENV
export ESTAFETTE_MAIL_E2E=1
export ESTAFETTE_E2E_HOST=127.0.0.1
export ESTAFETTE_E2E_TLS_HOST=localhost
export ESTAFETTE_E2E_SMTP_PORT=25
export ESTAFETTE_E2E_SUBMISSION_PORT=587
export ESTAFETTE_E2E_SMTPS_PORT=465
export ESTAFETTE_E2E_IMAP_PORT=143
export ESTAFETTE_E2E_IMAPS_PORT=993
export ESTAFETTE_E2E_CA_FILE=$TLS/ca.pem
export ESTAFETTE_E2E_ALICE=alice@example.org
export ESTAFETTE_E2E_ALICE_PASSWORD=$(password alice@example.org)
export ESTAFETTE_E2E_BOB=bob@example.org
export ESTAFETTE_E2E_BOB_PASSWORD=$(password bob@example.org)
export ESTAFETTE_E2E_REFEREE=referee@example.net
export ESTAFETTE_E2E_REFEREE_PASSWORD=$(password referee@example.net)
export ESTAFETTE_E2E_PIPE_ADDRESS=$PIPE_ADDRESS
export ESTAFETTE_E2E_PIPE_DIR=$PIPE_DIR
export ESTAFETTE_E2E_PIPE_USER=estafette
ENV
)
if install -d "$ROOT/target" 2>/dev/null; then
    printf '%s\n' "$ENV_LINES" >"$ROOT/target/mail-e2e.env"
    chmod 0600 "$ROOT/target/mail-e2e.env"
fi
printf '%s\n' "$ENV_LINES" >&3
