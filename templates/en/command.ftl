### The command line's own failures (src/cli/errors/, one enum per family of
### commands): what `estafette` prints after "estafette: " when a command
### cannot be done. Each English message is the `Display` of its value;
### `$path` is a file as the operator named it, `$error` the system's own
### words, `$why` a failure of a lower layer (nested, in its own words).

command-no-such-file = { $path }: does not exist
command-not-text = { $path }: is not text (UTF-8)
command-cannot-read = { $path }: { $error }
command-stdin = reading stdin: { $error }
command-stdout = writing to standard output: { $error }
command-refused = { $why }
command-closed-pipe = standard output was closed by its reader
command-unreadable = the command line cannot be read (see clap's message)
command-lang = ESTAFETTE_LANG={ $value }: choose en, fr, de or nl (or unset it to follow the locale)
command-config-catalogs = { $why }
command-busy-timeout = ESTAFETTE_BUSY_TIMEOUT_MS '{ $value }': not a number of milliseconds
command-durability = ESTAFETTE_DURABILITY '{ $value }': write "normal" or "full"
command-poll-batch = ESTAFETTE_POLL_BATCH '{ $value }': give a number of messages from 1 to 10000
command-no-config-file = the configuration file { $path } does not exist (the working folder is { $cwd }): give its full path with --config or ESTAFETTE_CONFIG
command-no-address = this command composes or sends mail and needs the referee's address: set it with --address referee@example.org, ESTAFETTE_ADDRESS, or `address = "referee@example.org"` in { $file }
command-no-address-no-file = this command composes or sends mail and needs the referee's address, and no configuration file was read: none was named, and { $looked } does not exist. Name the file with --config FILE or ESTAFETTE_CONFIG (an MTA runs its pipe in a folder of its own), or set the address with --address referee@example.org or ESTAFETTE_ADDRESS
command-not-plain-address = the referee's address '{ $address }' is not a plain mail address (local@domain, without `+`, since replies go to local+TOKEN@domain): set it with --address referee@example.org, ESTAFETTE_ADDRESS, or `address = "referee@example.org"` in estafette.toml
command-not-mailbox = '{ $text }' is not a mail address ({ $error }): write ADDRESS or "Name <ADDRESS>" (quote a name with commas)
command-player-lang = language '{ $lang }': choose en, fr, de or nl
command-imap-tls = --imap-tls { $value }: choose implicit, starttls or plain
command-imap-user = IMAP needs a user: --imap-user, or user in the [imap] section
command-imap-password = IMAP needs a password file: --imap-password-file, or password_file in the [imap] section
command-smtp-tls = --smtp-tls { $value }: choose none, starttls or implicit
command-smtp = smtp: { $why }
command-no-transport = no way to send mail is set: give --smtp-host HOST (or [smtp] host in estafette.toml), --sendmail PATH (or sendmail), or --maildir-root DIR (or maildir_out, or ESTAFETTE_MAILDIR_OUT) to deliver into local Maildirs
command-no-password-file = the password file { $path }: does not exist
command-password-file = the password file { $path }: { $error }
command-no-maildir = the Maildir { $path } does not exist: check the path
command-maildir-is-file = { $path } is a file, not a Maildir folder
command-not-maildir = { $path } is not a Maildir: it lacks { $missing } (a Maildir holds tmp/, new/ and cur/)
command-maildir-unreadable = cannot open { $path }: { $error }
command-head-form = --head takes N:HEX
command-head-number = --head: N must be a number
command-receipts = receipts: { $why }
command-no-receipts = no Log-Head for { $game } in the mails under { $dir }
command-verification = verification failed: { $why }
command-to-move = --to-move { $value }: choose first or second
command-no-start = L'Attaque has no fixed start: give a position (both armies are part of it)
command-position-options = a position text carries its own variant and switches; --variant and --set apply to `start` only
command-position = bad position: { $why }
command-replay = { $path }: { $why }
command-move-refused = move { $n } '{ $text }' refused: { $why }
command-setup-side = --side { $value }: choose south or north
command-not-lattaque = internal: not L'Attaque options
command-seed = --seed: { $why }
command-army = the army is not valid: { $why }
command-mismatch = MISMATCH: this army and seed give root { $root }, not { $given }
command-man-page = man page: { $error }
command-man-file = { $path }: { $error }
command-board-side = side { $side }: { $why }
command-turn = --turn { $value }: first if you move first, second otherwise (the invitation says which)
command-sealed = { $path } already exists: a game and side are sealed once (keep that file; it holds your seed)
command-seal = { $why }
command-random = cannot get random bytes from the system: { $error }
command-key = { $why }
command-bad-file = { $path }: { $why }
command-other-game = this mail is about game { $mail }, the secret file about { $secret }
command-sign-side = side '{ $side }': 1 (first) or 2 (second), as the rules name the sides
command-sign-head = --head '{ $head }': { $why } (copy the Log-Head line of the mail you answer)
command-sign = { $why }
command-key-file-exists = { $path }: { $error } (a key file is never overwritten)
command-write = { $path }: { $error }
command-later = { $why } (the message is left to the mail server, which tries again later)
command-poll-both = poll reads a Maildir or an IMAP mailbox, not both
command-poll-neither = poll needs --maildir DIR or --imap-host HOST (or [imap] host in the config)
command-imap = imap: { $why }
command-send-failed = { $n } mail(s) could not be sent (see above)
command-send-later = { $n } mail(s) could not be handed over yet; they stay queued for the next `send`
command-run-both = run polls a Maildir or an IMAP mailbox, not both
command-signal = signal handler: { $error }
command-lock-file = lock file { $path }: { $error }
command-running = another `estafette run` is already using { $db }
command-mode = --mode { $mode }: choose held or blind
command-moves-first = --moves-first { $value }: choose first, second or random
command-same-address = --first and --second must be two different addresses
command-time = --time: { $why }
command-grace-alone = --grace needs --time
command-blind-lattaque = --mode blind is for L'Attaque only
command-blind-clock = --mode blind needs a time control (--time): the final reveals have a deadline
command-side = --side { $side }: 1 or 2
command-by = --by: { $why }
command-winner = --winner { $value }: 1, 2 or draw
command-no-game = no game '{ $game }' in this database
command-not-player = '{ $who }' is not a player of { $game }: give an address or name of one, or 1 or 2
command-json = { $error }
command-damaged = { $db } is damaged (SQLite's integrity check, above): keep the file as it is, and restore the last good backup with `estafette restore` after moving this one away
command-audit-problems = audit found { $n } problem(s)
command-no-folder = cannot create { $path }: its folder does not exist
command-cannot-create = cannot create { $path }: { $error }
command-output-exists = { $path } exists: give --force to replace it
command-writing = writing { $path }: { $error }
command-nothing-restored = { $why }; nothing was restored: { $db } was not created
command-db-exists = { $db } exists: move it away first (restore never overwrites a database); nothing was restored
command-other-key = the backup { $path } belongs to another key file than { $key }: name the key file of the database it was made of with --key-file (or restore that key file from your backup); nothing was restored: { $db } was not created
command-staged = { $staged } exists, left by a restore that was interrupted: remove it, then restore again; nothing was restored: { $db } was not created
command-copy-no-folder = cannot copy the backup to { $staged }: the folder { $folder } does not exist; nothing was restored: { $db } was not created
command-copy = cannot copy the backup to { $staged }: { $error }; nothing was restored: { $db } was not created
command-backup-audit = the backup does not pass audit with the key file { $key } ({ $n } problem(s), above)
command-created-meanwhile = { $db } was created meanwhile: it is left as it is

## `init --owner` and `check`: what went wrong or was found, and what to do.
command-check-no-user = there is no user { $user } on this system: make it (`useradd --system --home-dir /var/lib/estafette --shell /usr/sbin/nologin { $user }`) or name another with --owner
command-check-give = cannot give { $path } to { $user }: { $error } (only root gives a file to another user: run `estafette init --owner { $user }` as root)
command-check-no-database = the database { $db } does not exist: make it with `estafette init`, run as the user the pipe runs as (or as root with --owner USER)
command-check-root-owned = { $path } belongs to root, and Postfix never runs a pipe as root: give it to the user the pipe runs as (`chown USER: { $path }`), or make the files with `estafette init --owner USER`
command-check-other-owner = { $path } belongs to { $owner }, not to { $user }: the pipe, cron and the services run as one user, who must own every file of the referee (`chown { $user }: { $path }`)
command-check-cannot = { $user } cannot read and write { $path } ({ $error }): `chown { $user }: { $path }` and `chmod 600 { $path }`
command-check-folder = { $user } cannot create files in { $folder } ({ $error }), where SQLite keeps the database's -wal and -shm files: `chown { $user }: { $folder }` and `chmod 700 { $folder }`
command-check-smtp = the SMTP server { $host }:{ $port } does not answer as `send` needs it to ({ $why }): check that it runs, and [smtp] host, port and tls (a relay on this machine needs the host alone; tls = "none" only where it must not use STARTTLS)
command-check-sendmail = { $why }: give the full path of a sendmail binary that runs (sendmail in estafette.toml, or --sendmail)
command-check-clock = the clock reads { $now }, earlier than this version of Estafette: set the system's time (NTP, `timedatectl`), since every deadline and every time in the games' logs comes from it
command-check-time-zones = the time zone data built in does not know { $zone }: set default_timezone to an IANA zone name (Europe/London), or use a build of Estafette with its time zone data
command-check-found = check found { $n } problem(s), above
