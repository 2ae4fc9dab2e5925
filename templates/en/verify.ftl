## Why a transcript does not verify (the core's `transcript::Broken`), as
## `estafette verify` prints it and the kit words it. $event, $n, $entry,
## $entries, $seen and $earlier are positions in the log; $head, $held and
## $log-head chain heads in hex; $why the inner words of the protocol, the
## referee or the game; $stated what the transcript says, $log what its
## log gives.

verify-not-transcript = not a transcript: { $why }
verify-unknown-format = unknown transcript format '{ $format }' (this verifier reads { $newest }, { $older } and { $oldest })
verify-no-entry = the log has no entry { $n }
verify-not-your-head = entry { $n } has head { $head }, not the { $held } you hold: this is not the game you played
verify-bad-game-id = bad game id: { $why }
verify-hashing = { $why }
verify-numbered = log entry { $entry } is numbered { $numbered }: an event was dropped, added or moved
verify-hash-mismatch = event { $event }: its hash does not match the chain (the event or an earlier one was altered, dropped or reordered)
verify-not-an-event = event { $event }: { $why }
verify-untimed = event { $event }: a reveal without its time, which format { $format } requires
verify-coded-in = event { $event }: a report or an end recorded as a code and arguments, which only format { $coded } and later formats hold (this transcript says { $format })
verify-sealed-in = event { $event }: a signature over a sealed army, or an army published with its signed setup, which only format { $sealed } holds (this transcript says { $format })
verify-stated-head = the stated chain head ({ $n } { $head }) is not the head of the log ({ $entries } { $log-head })

## A value inside an event not in its canonical spelling ($value as written).

verify-spelling-salt = event { $event }: the salt '{ $value }' is not in its canonical spelling
verify-spelling-root = event { $event }: the root '{ $value }' is not in its canonical spelling
verify-spelling-leaf = event { $event }: the leaf '{ $value }' is not in its canonical spelling
verify-spelling-seed = event { $event }: the seed '{ $value }' is not in its canonical spelling
verify-spelling-head = event { $event }: the head '{ $value }' is not in its canonical spelling
verify-spelling-opening = event { $event }: the opening '{ $value }' is not in its canonical spelling
verify-spelling-square = event { $event }: the square '{ $value }' is not in its canonical spelling
verify-spelling-signature = event { $event }: the signature '{ $value }' is not in its canonical spelling
verify-spelling-key = event { $event }: the key '{ $value }' is not in its canonical spelling

## Signatures, times and the replay with the rules. $at and $before are
## Unix times; $ply a move's number; $stated and $rules a report, quoted.

verify-signed-head = event { $event }: the signature names head { $head } at position { $seen }, which is not the log's
verify-before-epoch = event { $event }: its time { $at } is before 1970
verify-time-back = event { $event } is timed { $at }, before event { $earlier } ({ $before }): a log's times never go back
verify-bad-side = side { $side } is neither 1 nor 2
verify-empty-log = the log is empty
verify-start = { $why }
verify-replay = event { $event }: { $why }
verify-unrecorded = event { $event }: a move the replay did not record
verify-after-deadline = event { $event }: a command of side { $side } taken after its deadline ({ $deadline }) and its grace of { $grace } seconds had passed: the game was lost on time before it
verify-report = event { $event }: move { $ply } is reported as { $stated } but the rules report it as { $rules }
verify-quoted-sentence = "{ $text }"
verify-quoted-coded = the reason { $json }
verify-army-unreadable = { $why }
verify-army-text = event { $event }: the army of side { $side } is not in its canonical text ({ $canonical })

## The other members of the transcript against what its log gives.

verify-game = the transcript says game { $stated } but its log is game { $log }
verify-member-kind = the transcript's kind ({ $stated }) is not what its log gives ({ $log })
verify-member-variant = the transcript's variant ({ $stated }) is not what its log gives ({ $log })
verify-member-players = the transcript's players ({ $stated }) is not what its log gives ({ $log })
verify-member-commitments = the transcript's commitments ({ $stated }) is not what its log gives ({ $log })
verify-member-armies = the transcript's armies ({ $stated }) is not what its log gives ({ $log })
verify-openings = the transcript's openings ({ $listed } listed) is not what its log gives ({ $made } made in combat)
verify-outcome = the transcript states the result "{ $stated }" but its log gives "{ $log }"
verify-outcome-not-over = not over
verify-outcome-drawn = drawn ({ $reason })
verify-outcome-won = { $who } wins ({ $reason })
verify-outcome-nobody-wins = nobody wins ({ $reason })
verify-differs = the transcript differs from what its log gives

## The chain heads of the player's mails (`Log-Head:` lines) against the
## transcript. $game a game id.

verify-bad-receipt = a receipt for { $game } is not valid: { $why }
verify-receipt-beyond = a mail you received shows position { $n }, but the transcript has only { $entries } entries
verify-rewritten = a mail you received shows head { $head } at position { $n }, but the transcript has { $held } there: the history was rewritten after that mail was sent

## The kit's replay of a finished game, move by move. $n a move's number.

verify-replay-not-a-move = move { $n }: not a move: { $why }
verify-replay-illegal = move { $n }: illegal: { $why }

## A log entry's bytes that are not an event ($why the JSON reader's
## words; $reads and $canonical a few bytes around byte $at).

verify-event-not-json = not an event: { $why }
verify-event-not-canonical = not in canonical form: from byte { $at } it reads '{ $reads }' where the canonical bytes read '{ $canonical }'

## A finished game the kit replays move by move, from its transcript.
## $n a log entry's number; $side the side whose army it is.

verify-replay-entry = log entry { $n }: { $why }
verify-replay-no-creation = the log does not start with the game's creation
verify-replay-options = the game's options: { $why }
verify-replay-no-start = { $game } has no start position
verify-replay-army-missing = { $side }'s army is not in the transcript (armies are published when the game ends)
verify-replay-army-bad = { $side }'s published army: { $why }
