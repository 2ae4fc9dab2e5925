### The service's failures (src/service/errors.rs, `ServiceError`; the
### core's `NotDone`) and the key file's (src/keys: `SecretError`,
### `BadKey`): what `estafette` prints after "estafette: " when a command
### cannot be done. Each English message is the `Display` of its value.
### `$why` is a failure inside, worded in the same language; `$error` the
### system's, a crate's or another part's own words; paths, addresses and
### game ids are written as they are.

service-no-game = no game '{ $game }' in this database (`estafette list` shows the games)
service-no-address = the referee's address '{ $address }' is not a mail address: mail cannot be composed without one
service-batch-spoiled = a guarded batch was spoiled
service-stopping = the referee is stopping
service-rolling-back = rolling back a batch: { $why }
service-committing = committing a batch: { $why }
service-maildir-open = { $error }
service-maildir = maildir: { $error }
service-sealing-message = sealing the message: { $why }
service-sealing-messages = sealing the messages: { $why }
service-no-random = cannot get random bytes from the system: { $error }
service-player-missing = player row missing
service-challenger-missing = challenger missing
service-game-vanished = game vanished
service-tick = { $game }: { $error }
service-bad-name = { $address }: { $error }
service-not-an-address = '{ $address }' is not a mail address
service-same-addresses = the two players must have different addresses
service-kit-file = kit_file { $path }: { $error } (the page `cargo xtask kit` writes)
service-building-mail = building mail: { $error }
service-token = token: { $error }
service-encode = { $error }
service-games-unreadable = the games table cannot be read: { $why }
service-outbox-unreadable = the outbox cannot be read: { $why }
service-failed-decision = internal: a failed decision cannot be stored
service-decision-ends = internal: the decision for { $game } at event { $at } ends at event { $ends } of { $of }
service-bad-stored-head = bad stored head
service-bad-stored-root = bad stored root
service-challenge-spec = challenge spec: { $error }
service-bad-confirmation-id = bad confirmation id
service-bad-challenge-id = bad challenge id
service-no-new-address = replacing an address needs the new address
service-other-side = that address plays the other side of this game
service-snapshot-sealed = { $game }: cannot open the sealed snapshot ({ $why }): wrong key file?
service-snapshot-not-utf8 = snapshot is not UTF-8
service-snapshot-hex = snapshot: { $why }
service-army-sealed = { $game }: cannot open the army of the { $side ->
    [1] first
   *[other] second
} player ({ $why }): wrong key file?
service-secret-json = secret: { $error }
service-key-missing-with-games = the database { $db } has { $games } game(s) but its key file { $key } does not exist: restore the key file from your backup, or name it with --key-file (`init` makes a new key only for a database without games: a new key cannot read the games already there)
service-key-file-missing = the key file { $path } does not exist: name the database's key file with --key-file (or ESTAFETTE_KEY_FILE, or key_file in estafette.toml), or restore it from your backup
service-key-file-invalid = { $why }: restore the key file from your backup
service-wrong-key-file = the key file { $key } is not the key of the database { $db }: name the database's own key file with --key-file, or restore it from your backup

## An operator's command on a game that is not done (the core's `NotDone`).
service-no-reason = give a reason: it goes in the game's log and to both players
service-blind-needs-clock = a blind game needs a time control (--time): the final reveals have a deadline
service-bad-options = bad options: { $why }

## The key file and the sealing (src/keys). `$action` is one of create,
## write, open, inspect, read.
service-key-io = cannot { $action } key file { $path }: { $error }
service-key-exists = key file { $path } already exists; refusing to overwrite it (a new key would make the secrets of running games unreadable)
service-key-permissions = key file { $path } has mode { $mode }: group and others must have no access; run `chmod 600 { $path }`
service-key-invalid = key file { $path } is not valid: { $why }
service-key-random = cannot get random bytes from the system: { $error }
service-key-too-short = sealed secret is { $n } bytes, less than the { $least } of a nonce and a tag
service-key-does-not-open = sealed secret does not open: wrong key file, wrong game, side or root, or the stored bytes were altered
service-key-encrypt = cannot encrypt the secret (too long)
service-key-not-a-file = not a regular file
service-key-too-large = too large for a key file
service-key-binary = expected 64 hex digits, found binary data
service-key-not-hex = expected 64 hex digits: { $why }

## The demo's own failures (`demo::DemoFault`).
service-demo-key-file = { $why }
service-demo-maildir = maildir: { $error }
service-demo-file = { $path }: { $error }
service-demo-write = { $error }
service-demo-read = { $error }
service-demo-no-mail = no mail for { $game } in { $dir }
service-demo-audit = audit: { $problems }
service-demo-not-demo-folder = { $dir } exists and is not a demo folder; choose another with --dir
service-demo-no-position = no position
service-demo-unparsable = cannot parse the referee's mail
service-demo-inbox = referee inbox: { $error }
service-demo-move-refused = demo move refused: { $why }
service-demo-verify = { $path }: { $why }
service-demo-not-bench-folder = { $dir } exists and was not made by estafette-bench; choose another --dir
service-demo-load-refused = { $step } refused while building the load: { $outcome }
service-demo-no-position-after-setup = { $game }: no position after setup
service-demo-clock = { $why }
service-demo-game-move = { $game }: { $text }: { $why }
service-demo-move = { $text }: { $why }
service-demo-stored = { $stored } games stored, { $expected } expected
service-no-operator-event = the operator's action recorded no operator's event

## What `estafette demo` prints of its games (`demo::Said`): $title the
## game's title, $why why it ended, $head the start of a transcript's head.
service-demo-heading = Estafette demo in { $dir }
service-demo-game = { $title } ({ $game }): { $first } v { $second }
service-demo-over-won = over after { $moves } moves: { $winner } wins ({ $why })
service-demo-over-drawn = over after { $moves } moves: drawn ({ $why })
service-demo-over-unknown = over after { $moves } moves: drawn (?)
service-demo-mailboxes = Mail delivered to each player's Maildir under { $root }:
service-demo-mailbox = { $dir } — { $n } messages
service-demo-transcripts = Transcripts, verified offline:
service-demo-verified = { $path } — verified: { $events } events, { $moves } moves, head { $head }
service-demo-audited = Audit: every log, replay and snapshot agree.

## The bench's load generator: a mail of the load (`demo::LoadStep`), and
## what the referee made of one it did not apply (`demo::Unapplied`).
service-bench-army = { $game }: an army
service-bench-move = { $game }: move { $text }
service-bench-resignation = { $game }: the resignation
service-bench-duplicate = a duplicate of a mail already handled
service-bench-failed = failed: { $why }
