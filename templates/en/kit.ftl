### The player kit's own sentences (crates/estafette-kit): why it cannot
### answer a request, and its warnings about a mail it shows. Each message
### is the English the kit's `KitError` gives; `$why` is a reason of the
### core, worded in its own place.

kit-not-json = the request is not JSON: { $why }
kit-unknown-op = unknown operation '{ $op }'
kit-no-text = the request has no text '{ $key }'
kit-turn = turn '{ $text }': first if you move first, second otherwise (the invitation says which)
kit-seed = seed: { $why }
kit-army-not-valid = the army is not valid: { $why }
kit-side = side '{ $text }': 1 (first) or 2 (second), as the rules name the sides
kit-give-side = give your side: 1 (first) or 2 (second), as the rules name the sides
kit-head = head '{ $head }': { $why } (copy the Log-Head line of the mail you answer)
kit-head-of-other-game = the head is of game { $head }, not { $game }: copy the Log-Head line of this game's mail
kit-not-lattaque = blind mode is for L'Attaque only
kit-not-a-rank = { $square }: { $why }
kit-random-hex = random: { $why }
kit-too-few-bytes = random: give at least 16 random bytes
kit-no-arrangement = no legal arrangement found: { $why }
kit-other-game = this mail is about game { $mail }, the secret file about { $secret }
kit-options-differ = the mail's options ({ $mail }) are not those you sealed with ({ $sealed })
kit-not-in-army = no piece of yours started on { $home }
kit-shown-as = the piece from { $home } is shown as { $shown } but your army has a { $army } there
kit-not-a-mail = the file is not a mail this kit can read
kit-no-text-part = the mail has no text part
kit-no-head = no Log-Head line: give the referee's whole mail, or its Log-Head line
kit-not-a-secret = this is not your secret file (GAME-SIDE.secret.json) nor a key file: { $why }
kit-transcript-not-secret = this is a game's transcript, not your secret file: check it under "Verify a finished game"
kit-no-seal-line = no 'estafette seal' line: give the referee's invitation to this game
kit-seal-line = the invitation's 'estafette seal' line: { $why }
kit-key-file-signs-only = a key file only signs: open pieces and reveal with your secret file
## A transcript's commands that no signature covers: $count of them, the
## events that record them ($events: "5, 7-9"), $n the position of the
## player's last Log-Head.
kit-unsigned = { $count } { $count ->
        [one] command
       *[other] commands
    } no signature covers (events { $events }): only the Log-Head line of the last mail the referee sent you can prove { $count ->
        [one] it
       *[other] them
    }; paste it below
kit-unsigned-after-head = { $count } { $count ->
        [one] command
       *[other] commands
    } no signature covers { $count ->
        [one] comes
       *[other] come
    } after your last Log-Head ({ $n }) (events { $events }): nothing you hold proves { $count ->
        [one] it
       *[other] them
    }
kit-unsigned-proven = { $count ->
        [one] the command
       *[other] the { $count } commands
    } no signature covers { $count ->
        [one] is
       *[other] are
    } in the log your Log-Head ({ $n }) names

## What the kit says of a transcript it verifies: what `estafette verify`
## prints. $game the game's id, $events and $moves counts, $result how the
## game ended (one of the messages below), $head the log's head; $who a
## player's name, $why a reason; $why of `kit-verify-failed` why it fails.
kit-verify-verified = verified: { $game } — { $events } events, { $moves } moves, { $result }; head { $events } { $head }
kit-verify-not-finished = not finished
kit-verify-drawn = drawn ({ $why })
kit-verify-won = { $who } won ({ $why })
kit-verify-failed = verification failed: { $why }
kit-verify-nobody = nobody
