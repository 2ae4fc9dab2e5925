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
summary-info-over-limit = BOARD/HELP over the hourly limit, not answered
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
