### What the referee says of its own work to the operator (the shell's
### `service::said::Said`): `ingest`'s line on standard error for a handled
### mail, `operate`'s answer, `estafette moves`' last line when the game is
### over. Each English message is the `Display` of its value, which the
### inbox table stores. `ingest` prints the inbox status (`applied`,
### `rejected`, `ignored`, ...) before the summary as the database holds
### it, in English in every language: these messages are the summary only.
### Moves, squares, game ids, player names and the operator's reason are
### written as they are.

## A mail's commands: $kind a command's kind (a selector), $move a move.

summary-command = { $kind ->
        [setup] setup
        [commitment] commitment
        [final-reveal] final reveal
        [opening] opening
        [message] message
        [vacation] vacation
        [time-zone] time zone
        [resignation] resignation
        [board] board
        [history] history
        [help] help
        [draw-acceptance] draw acceptance
        [draw-refusal] draw refusal
       *[draw-offer] draw offer
    }
summary-move = { $move }
summary-list = { $first }, { $rest }

## A decision: $applied the commands applied, $refused the one refused.

summary-applied = applied: { $applied }
summary-nothing-applied = nothing applied
summary-applied-then-refused = applied: { $applied }; then { $refused }
summary-refused-empty = empty mail refused
summary-refused-move-from = move from { $square } refused
summary-refused-move = move refused
summary-refused-command = { $command } refused
summary-refused-unknown = command refused

## An operator's action: $game the game, $what the action, $n the log
## entry; $name, $new and $winner players' names; $by a duration.

summary-operated = { $game }: { $what } (log entry { $n })
summary-operated-paused = paused by the operator: { $reason }
summary-operated-resumed = resumed by the operator: { $reason }
summary-operated-extended = { $name } given { $by } more by the operator: { $reason }
summary-operated-replaced = { $name } replaced by { $new } by the operator: { $reason }
summary-operated-address-replaced = { $name }'s address replaced by the operator: { $reason }
summary-operated-decided-drawn = decided by the operator, drawn: { $reason }
summary-operated-decided-won = decided by the operator, { $winner } wins: { $reason }

## A duration: $shape its parts (d, h, m), $d days, $h hours, $m minutes.

summary-duration-d = { $d ->
        [one] { $d } day
       *[other] { $d } days
    }
summary-duration-h = { $h ->
        [one] { $h } hour
       *[other] { $h } hours
    }
summary-duration-m = { $m ->
        [one] { $m } minute
       *[other] { $m } minutes
    }
summary-duration = { $shape ->
        [d] { summary-duration-d }
        [h] { summary-duration-h }
        [dh] { summary-duration-d } and { summary-duration-h }
        [dm] { summary-duration-d } and { summary-duration-m }
        [hm] { summary-duration-h } and { summary-duration-m }
        [dhm] { summary-duration-d }, { summary-duration-h } and { summary-duration-m }
       *[m] { summary-duration-m }
    }

## A mail that is not a game's decision: $sender and $registered
## addresses, $game a game id, $authserv our mail server's name, $limit a
## size in bytes, $n a challenge's or a confirmation's number, $status the
## challenge's status as the database holds it (accepted, declined).

summary-no-token = no valid game token (from { $sender })
summary-unknown-game = unknown game { $game }
summary-info-over-limit = over the hourly limit of answers: not carried out, not answered
summary-games-over-limit = GAMES from { $sender }: over the hourly limit, not answered
summary-wrong-sender = refused: token for { $registered } used by { $sender }
summary-no-dkim = refused: no dkim=pass from { $authserv } for { $sender }
summary-too-large = too large: over { $limit } bytes (max_message_bytes); only its header was kept
summary-too-large-from = too large: over { $limit } bytes (max_message_bytes); only its header was kept; from { $sender }
summary-unknown-challenge = unknown challenge ch-{ $n }
summary-challenge-closed = challenge ch-{ $n } already { $status }
summary-challenge-accepted = challenge ch-{ $n } accepted: { $game }
summary-challenge-declined = challenge ch-{ $n } declined
summary-answer-without-challenge = ACCEPT/DECLINE without a challenge token
summary-nothing-held = confirmation cf-{ $n }: nothing held to carry out

## `estafette moves` on a finished game: $winner a side, $why the end.

summary-game-over-won = game over: { $winner } won: { $why }
summary-game-over-drawn = game over: drawn: { $why }

## A mail put aside unanswered, the account commands, the confirmations,
## a wrong answer to a challenge, the list of games sent to a player
## without a token, a bounce (the shell's `service::told::Told`): $sender,
## $to and $address addresses, $game a game id, $n a count or a challenge's
## or a confirmation's number, $why why (a key or a nested sentence),
## $what a held command, $recipients the bounced addresses, $status the
## bounce's status, $told the opponents told.

summary-no-one-sender = no one sender, not answered: { $why }
summary-from-headers = it has { $n } From headers
summary-from-group = its From header is a group, not one address
summary-from-addresses = its From header holds { $n } addresses
summary-from-malformed = its From header is not one address under RFC 5322
summary-not-answered = not answered: { $why ->
        [bounce] it is a delivery status notification (bounce)
        [auto-reply] it is an automatic reply
        [bulk] it is bulk or mailing-list mail
        [null-sender] its Return-Path is empty (null sender)
        [no-from] it has no From address
        [mailer-daemon] it comes from MAILER-DAEMON or postmaster
       *[own-address] it comes from one of our own addresses
    }
summary-no-sender = no sender address
summary-unreadable = unreadable message: { $why ->
        [empty] the message is empty
        [truncated] the message looks truncated: its header section never ends with an empty line
        [not-mail] this is not a mail message: no From, To, Subject, Date, Message-ID or other mail header found
       *[unparseable] the message could not be parsed as MIME
    }
summary-games = GAMES for { $sender }: { $n }
summary-observe-no-game = OBSERVE { $game }: no such game
summary-observe-player = OBSERVE { $game }: a player
summary-observe-forbidden = OBSERVE { $game }: observers forbidden
summary-observed = OBSERVE { $game } by { $sender }
summary-unobserved = UNOBSERVE { $game } by { $sender }
summary-new-not-allowed = NEW refused for { $sender }: not allowed
summary-new-self = NEW refused: self
summary-challenged = NEW ch-{ $n }: { $sender } challenges { $to }
summary-bad-account-command = bad account command from { $sender }: { $why }
summary-challenge-answered-from = challenge ch-{ $n } answered from { $sender }, not { $to }
summary-challenge-no-answer = challenge ch-{ $n }: no ACCEPT or DECLINE
summary-held-observe = OBSERVE { $game }
summary-held-unobserve = UNOBSERVE { $game }
summary-held-challenge = a challenge to { $to }
summary-held-join = JOIN { $name }
summary-held-site = SITE ON
summary-stranger-over-limits = { $what } from unconfirmed { $sender }: over the limits for strangers, not answered
summary-over-limit = { $what } from { $sender }: over the hourly limit, not answered
summary-confirmation-sent = { $what } from { $sender }: confirmation cf-{ $n } sent
summary-unknown-confirmation = unknown confirmation cf-{ $n }
summary-confirmation-answered-from = confirmation cf-{ $n } answered from { $sender }, not { $address }
summary-confirmation-answered = confirmation cf-{ $n } already answered
summary-confirmed = confirmation cf-{ $n }: { $why }
summary-listed = no valid game token (from { $sender }); told of { $n } game(s) in progress
summary-bounce = bounce for { $recipients } (status { $status }); told: { $told }
summary-bounce-nobody = bounce for { $recipients } (status { $status }); told: nobody

## The lines `ingest`, `poll`, `send` and `tick` print on standard error
## (the shell's `cli::told::Line`): $why a failure (nested, or its own
## words), $recipient an address, $game a game id or `no game`, $sent,
## $later, $failed and $n counts.

summary-line-duplicate = duplicate: already handled
summary-line-failed = failed (kept in the inbox): { $why }
summary-line-left-queued = replies left queued for `send`: { $why }
summary-line-game = { $game }
summary-line-no-game = no game
summary-line-mail-later = will retry: mail to { $recipient } ({ $game }): { $why }
summary-line-mail-failed = failed: mail to { $recipient } ({ $game }): { $why }
summary-line-sent-at-once = sent { $sent } at once, to retry { $later }, failed { $failed }
summary-line-sent = sent { $sent }, to retry { $later }, failed { $failed }
summary-line-waiting = { $n } mail(s) waiting out their back-off after a failed try, the next due at { $next }
summary-line-taken-in = { $n } message(s) taken in
summary-line-ticked = tick: { $n } game(s) had something due

## What `tick` did to a game (its line on standard error, and `run`'s log):
## $game the game, $done what the clock did (one thing, or a list: $first
## and $rest), $name, $winner players' names, $before a duration, $why why
## the game ended, or the failure.

summary-clock-game = { $game }: { $done }
summary-clock-list = { $first }; { $rest }
summary-clock-nothing = nothing due
summary-clock-reminded = { $name } reminded, { $before } before the deadline
summary-clock-late = { $name } is late
summary-clock-neither-army = neither army arrived in time
summary-clock-lost-on-time = { $name } lost on time
summary-clock-drawn = drawn: { $why }
summary-clock-won = { $winner } wins: { $why }
summary-clock-revealed = { $name }'s army and seed published
summary-clock-no-side = side { $side }
summary-as-logged = { $sentence }
summary-clock-failed = { $game }: FAILED: { $why }

## `run`'s log line for a message taken in: $game the game (or none),
## $sender its sender's address (or none), $outcome what was done, $reply
## whether the sender was answered, $others and $n counts of mails queued;
## $status the inbox's own word (`rejected`, `ignored`), as it is in every
## language, and $summary what became of the mail; $text a summary in the
## English the inbox stores.

summary-note = { $game }: mail from { $sender }: { $outcome }; { $reply }
summary-note-others = { $game }: mail from { $sender }: { $outcome }; { $reply }, { $others ->
        [one] { $others } other mail queued
       *[other] { $others } other mails queued
    }
summary-note-no-game = (no game)
summary-note-no-sender = (no sender)
summary-note-duplicate = duplicate of a message already taken in, nothing done
summary-note-failed = failed; kept in the inbox for the operator
summary-note-status = { $status }: { $summary }
summary-note-queued = { $n ->
        [one] reply queued
       *[other] { $n } replies queued
    }
summary-note-held-back = reply held back ({ $why })
summary-note-no-reply = no reply
summary-note-mail-loop = never answered, against mail loops
summary-note-error-limit = error replies to this sender are at their hourly limit

## A message whose processing failed unexpectedly: $error the program's
## own words.

summary-internal-error = internal error: { $error }

## What `run` logs of its own rounds (src/cli/logged.rs).
summary-run-started = estafette run started (a round every { $interval } s)
summary-run-stopped = estafette run stopped
summary-run-poll-failed = poll failed, will retry: { $why }
summary-run-imap-stopped = IMAP poll stopped: { $why }
summary-run-imap-failed = IMAP poll failed, will retry: { $why }
summary-run-send-failed = send failed, will retry: { $why }
summary-run-tick-failed = tick failed, will retry: { $why }
summary-run-polled = polled the Maildir: { $messages } message(s) taken in
summary-run-polled-imap = polled IMAP: { $messages } message(s) taken in
summary-run-taken-in = message taken in
summary-run-duplicate = message already handled (a duplicate)

## What the player tools and `man --dir` say beside their output (src/cli/aside.rs).
summary-aside-secret-written = secret file written: { $path } (keep it private and safe; you need it to play)
summary-aside-secret-signs = it holds your signing key too: sign each later mail with `estafette sign { $path }` (the key line below registers it)
summary-aside-mail-these = mail these lines to the referee:
summary-aside-key-written = signing key written: { $path } (keep it private; it signs your commands)
summary-aside-register-key = register it by mailing this line to the referee, before your first move:
summary-aside-man-pages = { $n ->
    [one] { $n } manual page written to { $dir }
   *[other] { $n } manual pages written to { $dir }
}
summary-aside-init-as-root = warning: the database { $db } and the key file { $key } belong to root, and Postfix never runs a pipe as root: give them to the user the pipe, cron and the services run as, with `estafette init --owner USER`
summary-aside-folder-not-owned = warning: the folder { $folder } does not belong to { $user }, who must create the database's -wal and -shm files there: `chown { $user }: { $folder }`

## `check`: each thing it found, and the headings of the lines it prints.
summary-check-config = ok: the configuration is read from { $path }
summary-check-no-config = ok: no configuration file is read ({ $looked } does not exist): the settings come from flags and the environment alone
summary-check-address = ok: the referee's address is { $address }
summary-check-files = ok: { $user } owns the database { $db }, the files beside it and the key file { $key }, and can read and write them and their folder
summary-check-database = ok: the database { $db } is intact (schema { $version }, { $games } game(s)) and belongs to the key file
summary-check-smtp = ok: the SMTP server { $host }:{ $port } answers (tls = { $tls })
summary-check-smtp-local = ok: the SMTP server { $host }:{ $port } on this machine answers (with STARTTLS when it offers it)
summary-check-sendmail = ok: { $command } runs
summary-check-maildirs = ok: mail goes into a Maildir per recipient under { $root }
summary-check-maildir = ok: the Maildir { $path } is there
summary-check-clock = ok: the clock reads { $now }; the time zone data knows { $zones } zones, { $zone } among them
summary-check-problem = problem: { $why }
summary-check-pipe = Postfix: a pipe run as { $user } for { $address } and its +TOKEN addresses, in master.cf; then the lines of main.cf (`postconf -e`), the transport map (`postmap`) and `postfix reload`
summary-check-alias = or, for a domain Postfix delivers itself (mydestination), an alias in { $file }, a file { $user } owns (Postfix runs an alias's command as the owner of its file): add hash:{ $file } to alias_maps, then run `postalias { $file }` as { $user }
summary-check-cron = cron: tick, then send, every five minutes, in { $file }
summary-check-systemd = systemd: the units of contrib/systemd (estafette-tick.service and .timer beside the pipe, or estafette.service for `run`), with these lines (`systemctl edit UNIT`)

## What `estafette view` says beside the private board: $game the game,
## $me the reader's side, $mover the side to move, $ply the plies played;
## a warning: $mail and $sealed options, $home a starting square, $shown
## and $army ranks.
summary-view-to-move = Game { $game }: you are { $me }. { $mover } to move after { $ply } { $ply ->
    [one] ply
   *[other] plies
}.
summary-view-over = Game { $game }: you are { $me }. The game is over on the board, after { $ply } { $ply ->
    [one] ply
   *[other] plies
}.
summary-view-other-options = warning: the mail's options ({ $mail }) are not those you sealed with ({ $sealed })
summary-view-not-in-army = warning: no piece of yours started on { $home }
summary-view-shown-as = warning: the piece from { $home } is shown as { $shown } but your army has a { $army } there
