### The failures of the store, the mail transports, the configuration file,
### the template overrides and the demo: what `estafette` prints after
### "estafette: " when one stops a command. Each English message is the
### `Display` of its value; `$path`, `$folder` are files as the operator
### named them, `$error` the system's, SQLite's or a crate's own words, and
### `$why` a failure inside this one.

## The store (src/store/fault.rs, `StoreFault`).

system-store-sqlite = database: { $error }
system-store-corrupt = database: { $error }: the database file is damaged (`estafette audit` says where); keep it as it is and restore the last good backup with `estafette restore`
system-store-on-file = { $path }: { $why }
system-store-file = { $path }: { $error }
system-store-is-folder = { $path } is a folder, not a database: name the database file with --db
system-store-empty-file = { $path } is an empty file, not a database: remove it and run `estafette init`, or name the right one with --db
system-store-not-sqlite = { $path } is not a SQLite database: name the right file with --db, or create one with `estafette init`
system-store-no-database = the database { $path } does not exist: create it with `estafette init`, or name the right one with --db (or ESTAFETTE_DB, or `db` in estafette.toml)
system-store-not-estafette = { $path } is a SQLite database but not an Estafette one: create one with `estafette init`, or name the right one with --db
system-store-no-folder = cannot create the database { $path }: the folder { $folder } does not exist
system-store-damaged = { $path } is damaged: SQLite's integrity check found { $count } problem(s): { $problems }{ $more ->
        [0] {""}
       *[other] {" "}(and { $more } more)
    }. Keep the file as it is; restore the last good backup with `estafette restore` (after moving the damaged file away), or salvage what can be read with the sqlite3 tool's `.recover`
system-store-damaged-unnamed = the database is damaged: SQLite's integrity check found { $count } problem(s): { $problems }{ $more ->
        [0] {""}
       *[other] {" "}(and { $more } more)
    }. Keep the file as it is; restore the last good backup with `estafette restore` (after moving the damaged file away), or salvage what can be read with the sqlite3 tool's `.recover`
system-store-backup-exists = { $path } already exists: choose a new file (a backup never overwrites)
system-store-backup-no-folder = cannot create the backup { $path }: the folder { $folder } does not exist
system-store-backup-cannot-create = cannot create the backup { $path }: { $error }
system-store-backup-missing = the backup { $path } does not exist
system-store-backup-not-estafette = { $path } is a SQLite database but not an Estafette one
system-store-backup-too-new = { $path } has schema version { $version }; this binary knows 1 to { $latest }: restore it with a newer Estafette
system-store-schema-too-new = this database has schema version { $current }, written by a newer Estafette; this binary knows versions up to { $latest }: upgrade the binary
system-store-migration-failed = migration { $name } failed: { $error }
system-store-batch-open = a batch is already open
system-store-no-batch = no batch is open
system-store-batch-spoiled = a write of the batch could not be undone: the whole batch is rolled back
system-store-no-game = no game { $id }
system-store-out-of-order = game { $id }: events out of order (moving the head from event { $from }, but it is at { $at })
system-store-numbered-from-one = game { $game }: events are numbered from 1
system-store-parcel-offset = parcel offset out of range
system-store-parcel-length = parcel length out of range

## The configuration (src/config/fault.rs, `ConfigFault`): `$line` is a
## line of estafette.toml, `$key` and `$value` as the file writes them,
## `$message` the toml crate's words; `$what` and `$problem` a sentence below.

system-config-file = { $path }: { $error }
system-config-in-file = { $path }: { $why }
system-config-in-file-line = { $path }, line { $line }: { $what }
system-config-at-line = line { $line }: { $what }
system-config-toml = { $message }
system-config-no-kit-file = { $path }: kit_file { $kit_file }: no such file (build the page with cargo xtask kit)
system-config-templates-dir = templates_dir { $dir }: { $error }
system-config-no-language = templates_dir { $dir }: no language is called { $code } (the languages: { $langs })
system-config-no-template = { $file }: no template is called { $name } (the templates: { $names })
system-config-unknown-key = unknown key `{ $path }`
system-config-unknown-key-near = unknown key `{ $path }` (did you mean `{ $near }`?)
system-config-unknown-key-keys = unknown key `{ $path }` (the keys here: { $keys })
system-config-unknown-section = unknown section [{ $path }]
system-config-unknown-section-near = unknown section [{ $path }] (did you mean `{ $near }`?)
system-config-unknown-section-keys = unknown section [{ $path }] (the keys here: { $keys })
system-config-section-twice = the section [{ $path }] is given twice
system-config-key-twice = `{ $path }` is given twice
system-config-key-twice-first = `{ $path }` is given twice (first on line { $first })
system-config-value = { $key } = { $value }: { $problem }
system-config-kit-attach-alone = kit_attach = true: give kit_file too, the page to attach
system-config-unquoted = a string must be in quotes
system-config-want-port = expected a whole number from 0 to 65535
system-config-want-unsigned = expected a whole number, 0 or more
system-config-want-whole = expected a whole number
system-config-want-quoted = expected a string in quotes
system-config-want-boolean = expected true or false
system-config-want-section = expected a section, [{ $path }]
system-config-want-other = expected { $type }
system-config-rule-durability = write "normal" or "full"
system-config-rule-poll-batch = give a number of messages from 1 to 10000
system-config-rule-message-bytes = give at least 1024 bytes
system-config-rule-commands = give at least 1
system-config-rule-time-zone = not a time zone (give a name such as "Europe/London")
system-config-rule-kit-url = give the page's web address, starting with https://, without spaces
system-config-rule-smtp-tls = choose none, starttls or implicit
system-config-rule-imap-tls = choose implicit, starttls or plain

## The templates (src/views/template.rs, `TemplateError`): `$error` is
## minijinja's words, `$file` the operator's template file.

system-template-render = template error: { $error }
system-template-in-file = template error: { $file }: { $error }
system-template-no-value = template error: { $file }: no value is called { $value } (those of { $name }: { $have })
system-template-no-template = template error: { $file }: no template is called { $name } (the templates: { $names })

## The transports (src/mail/fault.rs, `MailFault`): `$address` a mail
## address, `$command` the sendmail command, `$error` and `$stderr` the
## words of lettre, rustls, the server, the command or the system.

system-mail-bad-address = '{ $address }' is not a valid address: { $error }
system-mail-bad-envelope = bad envelope: { $error }
system-mail-folder-name = '{ $address }' cannot be used as a local folder name
system-mail-local-delivery = local delivery to { $address }: { $error }
system-smtp-tls-setup = TLS setup for { $host }: { $error }
system-smtp-login-half = SMTP login needs both a user and a password
system-smtp-reply = SMTP { $code }: { $error }
system-smtp-error = SMTP: { $error }
system-mail-cannot-run = cannot run { $command }: { $error }
system-mail-no-stdin = { $command }: no stdin
system-mail-wait = { $command }: { $error }
system-mail-writing = { $command }: writing the message: { $error }
system-mail-exited = { $command } exited with status { $status }: { $stderr }
system-mail-killed = { $command } was killed by a signal: { $stderr }
system-mail-told = recording transport told to fail (attempt { $attempt })
system-mail-no-recipients = no recipients
system-imap-no-host = no IMAP host given
system-imap-no-user = no IMAP user given
system-imap-no-mailbox = no IMAP mailbox given
system-imap-move-same = cannot move taken-in messages to '{ $folder }': give another folder than the mailbox read
system-imap-plain-remote = refusing plain-text IMAP to { $host }: the password and the mail would cross the network unencrypted; use TLS (implicit or starttls), or plain only to a server on this machine (127.0.0.1, ::1, localhost)
system-imap-resolve = cannot resolve { $host }: { $error }
system-imap-no-address = { $host } has no usable address
system-imap-socket = socket setup for { $address }: { $error }
system-imap-connect = cannot connect to { $host }:{ $port } ({ $error })
system-imap-connect-no-address = cannot connect to { $host }:{ $port } (no address)
system-imap-verifier = TLS certificate verifier: { $error }
system-imap-tls-setup = TLS setup: { $error }
system-imap-cert-name = '{ $host }' cannot be checked against a TLS certificate: { $error }
system-imap-tls-setup-for = TLS setup for { $host }: { $error }
system-imap-handshake = TLS handshake with { $host }: { $error }

## An IMAP session's failures once connected (src/mail/session_fault.rs,
## `SessionFault`): `$answer` is the server's own answer, `$error` the
## system's or the referee's words.

system-imap-read-timeout = { $host }: timed out reading from the server
system-imap-write-timeout = { $host }: timed out writing to the server
system-imap-read = { $host }: reading from the server: { $error }
system-imap-write = { $host }: writing to the server: { $error }
system-imap-closed = { $host }: the server closed the connection
system-imap-long-line = { $host }: response line longer than { $max } bytes
system-imap-bad-response = { $host }: bad response from the server: { $error }
system-imap-preauth = { $host }: the server greets with PREAUTH (already logged in), which this client does not accept
system-imap-greeting = { $host }: server greeting: { $answer }
system-imap-unexpected-greeting = { $host }: unexpected greeting: { $what }
system-imap-connection-closed = { $host }: the connection is closed
system-imap-wrong-tag = { $host }: answer tagged { $got } to command { $sent }
system-imap-continuation = { $host }: unexpected continuation during { $command }
system-imap-refused = { $host }: { $command } refused: { $answer }
system-imap-no-starttls = { $host }: the server does not offer STARTTLS; use implicit TLS (port 993) or ask its operator
system-imap-data-after-starttls = { $host }: the server sent data after STARTTLS before the TLS handshake
system-imap-already-tls = STARTTLS on a connection that already has TLS
system-imap-login-disabled = { $host }: the server refuses LOGIN on this connection (LOGINDISABLED): use implicit TLS or starttls
system-imap-login-refused = { $host }: login as { $user } refused: { $answer }
system-imap-read-only = { $host }: mailbox { $mailbox } is read-only: taken-in messages could not be marked
system-imap-too-large = UID { $uid }: { $size } bytes, over the { $limit } byte limit
system-imap-no-body = UID { $uid }: no message body, but { $what }
system-imap-not-taken = UID { $uid }: { $error }
system-imap-left-unseen = { $done } message(s) taken in; { $left } left unseen for the next poll: { $failures }{ $more ->
        [0] {""}
       *[other] ; and { $more } more
    }
system-imap-list = { $first }; { $rest }
system-imap-commit = committing { $count } message(s) failed ({ $error }); they stay unseen for the next poll
system-imap-not-marked = { $why } (messages UID { $set } were taken in but not marked: the next poll sees them again, and ingest ignores them as duplicates)

## Why a response of the IMAP server cannot be parsed
## (src/mail/response_fault.rs, `ResponseFault`), and what the server sent
## where the client expected something else (`Sent`): `$line`, `$tag`,
## `$word`, `$name`, `$uid`, `$size` and `$atom` are the server's bytes.

system-imap-parse-expected-atom = expected an atom at byte { $at } of '{ $line }'
system-imap-parse-too-deep = response nested too deeply
system-imap-parse-ended-early = response ended early
system-imap-parse-unclosed-parenthesis = unclosed parenthesis
system-imap-parse-unclosed-quote = unclosed quoted string
system-imap-parse-bad-escape = bad escape in quoted string
system-imap-parse-unclosed-literal-size = unclosed literal size
system-imap-parse-literal-size-not-last = a literal size must end its line
system-imap-parse-literal-missing = literal announced but missing
system-imap-parse-unexpected-tagged = unexpected tagged response '{ $tag } { $word }'
system-imap-parse-search-number = bad number '{ $word }' in SEARCH
system-imap-parse-fetch-no-list = FETCH without a parenthesised list
system-imap-parse-fetch-item-name = FETCH item name is not an atom
system-imap-parse-fetch-no-value = FETCH item { $name } has no value
system-imap-parse-bad-uid = bad UID '{ $uid }'
system-imap-parse-fetch-uid = bad UID in FETCH
system-imap-parse-bad-size = bad RFC822.SIZE '{ $size }'
system-imap-parse-fetch-size = bad RFC822.SIZE in FETCH
system-imap-sent-continuation = a continuation request
system-imap-sent-tagged = an answer tagged { $tag }
system-imap-sent-capability = a CAPABILITY answer
system-imap-sent-search = a SEARCH answer
system-imap-sent-fetch = a FETCH answer
system-imap-sent-untagged = another untagged answer
system-imap-sent-nil = the value NIL
system-imap-sent-atom = the atom { $atom }
system-imap-sent-list = a parenthesised list

## Why `send` did not hand a mail over (src/service/send.rs, `SendFault`);
## `$why` is the transport's failure.

system-send-gave-up = gave up after { $days } days in the queue: { $why }
system-send-not-tried = not tried: the mail server cannot be reached
system-send-cannot-open = cannot open the stored message ({ $error }): wrong key file?

## A Maildir folder that cannot be read or written (src/mail/fault.rs,
## `MaildirFault`): `$path` is the file or folder, `$error` the system's
## words.

system-maildir-cannot-create = cannot create { $path }: { $error }
system-maildir-cannot-open = cannot open { $path }: { $error }
system-maildir-cannot-read = cannot read { $path }: { $error }
system-maildir-cannot-write = cannot write { $path }: { $error }
system-maildir-cannot-list = cannot list { $path }: { $error }
system-maildir-cannot-sync = cannot sync { $path }: { $error }
system-maildir-missing-folder = missing folder { $path }: { $error }
system-maildir-cannot-move-to-cur = cannot move to cur/ { $path }: { $error }
system-maildir-cannot-move-into-new = cannot move into new/ { $path }: { $error }
system-maildir-missing = the Maildir { $path } does not exist: check the path
system-maildir-is-file = { $path } is a file, not a Maildir folder
system-maildir-not-maildir = { $path } is not a Maildir: it lacks { $missing } (a Maildir holds tmp/, new/ and cur/)
system-maildir-no-free-name = { $path }: could not find a free file name
system-maildir-bad-name = '{ $name }' is not a Maildir message file name
system-maildir-system = { $error }

## A reply that cannot be put together (src/mail/outbound.rs,
## `BuildError`): fields, names and values as written, `$error` lettre's
## words.

system-build-auto-submitted = cannot build mail: Auto-Submitted must be 'auto-replied' or 'auto-generated', not '{ $value }'
system-build-date = cannot build mail: date { $date } is outside the years 1970 to 9999
system-build-reserved = cannot build mail: extra header '{ $name }' would replace one build() writes
system-build-lettre = cannot build mail: { $error }
system-build-attachment-name = cannot build mail: '{ $name }' is not a valid attachment name
system-build-mime-type = cannot build mail: '{ $value }' is not a MIME type: { $error }
system-build-address = cannot build mail: { $field } address '{ $address }' is not valid: { $error }
system-build-line-break = cannot build mail: { $field } contains a line break or control character
system-build-message-id = cannot build mail: { $field } '{ $id }' is not a message id (left@right, printable ASCII, no <>)
system-build-header-name = cannot build mail: '{ $name }' is not a valid header name
system-build-header-name-lettre = cannot build mail: '{ $name }' is not a valid header name: { $error }

## A player's name refused by `new` (src/mail/sanitize.rs, `NameTooLong`):
## `$start` is its first characters.

system-mail-name-too-long = the name "{ $start }..." is { $length } characters long: a name has at most { $max }
