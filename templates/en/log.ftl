## Why a logged event does not fit the game (the core's
## `referee::misfit::Misfit`): what `verify` says of a transcript whose
## log does not replay, and what refuses a command whose events do not
## fit. $side is a side (its name) and $name its player; $text a move as
## written; $ply and $n numbers; $why the rules' or the protocol's own
## words.

log-first-not-created = the first event must be 'created'
log-empty = the log is empty
log-blind-not-lattaque = blind mode is for L'Attaque only
log-setup-only-lattaque = only L'Attaque has a setup phase
log-no-position = no position
log-army-not-held = the army is not held
log-no-commitment = no commitment
log-combat-unrecorded = a combat took place but none was recorded
log-combat-invented = a combat was recorded but the move makes none
log-should-have-ended = the game should have ended before this event
log-openings-only-blind = openings are sent by players only in blind games
log-second-created = a second 'created' event
log-opening-outside-blind = an opening outside a blind game
log-commit-outside-setup = an army committed outside the setup phase
log-armies-unknown = the hidden armies are not known (they are published when the game ends), so moves cannot be checked
log-published-before-end = an army published before the end
log-draw-offer-after-end = a draw offer after the end
log-resign-after-end = a resignation after the end
log-draw-declined-unoffered = a draw declined that was not offered
log-decision-bad = a decision on a game that is over, or for no side
log-address-after-end = an address replaced after the end
log-ended-twice = the game ended twice
log-late-early = a late notice before the deadline
log-pause-bad = a pause of a game that is over or already paused
log-resume-unpaused = a game resumed that was not paused
log-vacation-after-end = a vacation after the end
log-vacation-no-clock = a vacation in a game without a clock
log-extension-not-positive = an extension must be positive
log-timeout-no-clock = a loss on time in a game without a clock
log-both-timed-out = both sides timed out, but one army had arrived
log-nobody-on-clock = nobody is on the clock
log-timeout-early = a loss on time before the deadline and grace had passed
log-blind-move-combat = a blind game's move records no combat: combats follow the openings
log-only-reveals-awaited = the game is over on the board: only the reveals are awaited
log-empty-opening = an empty opening
log-no-clock = no clock
log-reveal-timeout-early = a missed reveal recorded before its deadline and grace had passed

## The commitments, the openings and the seeds: $why is the protocol's
## own error (a nested reason: protocol-hex-*, protocol-commit-*, ...);
## $square and $home squares; $rank and $rules-rank rank codes; $role the
## piece of the combat (attacker or defender), a selector.

log-bad-seed = bad seed: { $why }
log-cannot-commit = cannot commit: { $why }
log-cannot-open = cannot open: { $why }
log-bad-root = bad root: { $why }
log-bad-leaf = bad leaf: { $why }
log-bad-salt = bad salt: { $why }
log-leaf-off-board = leaf square { $square } is off the board
log-no-leaf = no leaf for { $square }
log-combat-piece = the { $role ->
        [attacker] attacker
       *[defender] defender
    } was recorded as { $rank } from { $square } but the rules give { $rules-rank } from { $home }
log-opening-mismatch = the { $role ->
        [attacker] attacker
       *[defender] defender
    }'s opening on { $square } does not match its leaf
log-removed = recorded as removing [{ $recorded }] but the rules remove [{ $rules }]
log-commit-key-outside-blind = { $side } ({ $name })'s commitment carries a signing key, which only a blind game's commitment does
log-commitment-bad = { $side } ({ $name })'s commitment: { $why }
log-commit-not-army = { $side } ({ $name })'s commitment is not that of its army
log-committed-key-bad = side { $n }'s committed key: { $why }
log-blind-commitment-bad = side { $n }'s commitment: { $why }{ $key ->
        [yes] { " " }and its key
       *[no] { "" }
    }

## The events, the moves, the reveals, the end and the clock.

log-at-event = event { $n }: { $why }
log-no-such-side = side { $n } is neither 1 nor 2
log-bad-game-id = '{ $game }' is not a valid game id
log-unknown-mode = mode '{ $mode }' is not supported by this version
log-bad-options = bad options: { $why }
log-no-hidden-armies = { $game ->
    [strand] { title-strand }
    [assaut] { title-assaut }
   *[lattaque] { title-lattaque }
} has no hidden armies
log-not-on-clock = { $side } ({ $name }) is not on the clock
log-wrong-deadline = { $side } ({ $name })'s deadline is { $deadline }, not { $given }
log-committed-twice = { $side } ({ $name }) committed twice
log-move-not-in-play = move { $text } while the game is not in play
log-move-paused = move { $text } while the game is paused
log-out-of-turn = move { $text } by { $side } ({ $name }) out of turn
log-wrong-ply = move { $text } numbered { $ply }, expected { $expected }
log-move-not-a-move = move { $ply } { $text }: not a move: { $why }
log-move-illegal = move { $ply } { $text }: illegal: { $why }
log-move-fails = move { $ply } { $text }: { $why }
log-not-canonical = move { $ply } '{ $text }' is not in canonical form ('{ $canonical }')
log-not-canonical-blind = move { $ply } '{ $text }' is not in canonical form
log-published-twice = { $side } ({ $name }) published twice
log-published-uncommitted = { $side } ({ $name }) published an army it never committed
log-published-root-differs = { $side } ({ $name })'s published army and seed do not give its committed root
log-published-army-differs = { $side } ({ $name })'s published army differs from the one played
log-result-differs = recorded result { $winner ->
        [0] draw
        [1] side 1 wins
       *[other] side 2 wins
    }, { $recorded } but the rules give { $rules-winner ->
        [0] draw
        [1] side 1 wins
       *[other] side 2 wins
    }, { $given }
log-ended-for-nothing = the game was recorded as ended ({ $reason }) but nothing ends it
log-reminder-early = a reminder { $before }s before the deadline sent too early
log-vacation-span = a vacation from { $from } to { $until } is not a valid span
log-side-timeout-early = { $side } ({ $name }) recorded as lost on time before its deadline and grace had passed
log-blind-commit-bad = { $side } ({ $name }) committed outside the setup phase or twice
log-owes-no-reveal = { $side } ({ $name }) owes no reveal now

## The players' keys and signatures: $side is a side's number (1 or 2);
## $why the protocol's own words.

log-second-key = { $side ->
        [1] the first side
       *[other] the second side
    } registered a second key
log-key-after-moving = { $side ->
        [1] the first side
       *[other] the second side
    } registered a key after moving
log-bad-key = key of { $side ->
        [1] the first side
       *[other] the second side
    }: { $why }
log-no-key = a signature of { $side ->
        [1] the first side
       *[other] the second side
    }, which has no key
log-seen-out-of-range = a signature of { $side ->
        [1] the first side
       *[other] the second side
    } over the log at position { $seen }, not between its last act ({ $last }) and the signature (event { $n })
log-bad-head = the head of a signature: { $why }
log-signature-unreadable = { $why }
log-signature-uncheckable = { $why }
log-signature-fails = the signature of { $side ->
        [1] the first side
       *[other] the second side
    } does not check: it was not made with the registered key over these commands and the log head at position { $seen }
log-uncovered = event { $n } records a command of { $side ->
        [1] the first side
       *[other] the second side
    } ({ $kind }) that no signature of that player covers
log-committed-key-unreadable = the committed key of { $side ->
        [1] the first side
       *[other] the second side
    }: { $why }
log-other-key = { $side ->
        [1] the first side
       *[other] the second side
    } committed a key other than the one it registered
log-sealed-out-of-place = a signature of { $side ->
        [1] the first side
       *[other] the second side
    } holds a sealed army where the referee holds none
log-sealed-unpublished = the army of { $side ->
        [1] the first side
       *[other] the second side
    } is published without the signed mail that set it up, whose signature the log holds sealed
log-sealed-mismatch = the signed mail published with the army of { $side ->
        [1] the first side
       *[other] the second side
    } is not the one the log holds sealed, or sets up another army

## The operator's: a cached snapshot of a game that does not read or does
## not match its log. $game is a game's id; $why the JSON reader's or the
## rules' words.

log-snapshot-not-json = bad snapshot: { $why }
log-snapshot-older = an older snapshot, with the moves: replay the log
log-snapshot-position = bad snapshot position: { $why }
log-snapshot-square-without-leaf = bad snapshot commitment: a square without its leaf
log-snapshot-no-leaves-nor-army = bad snapshot: a commitment without its leaves nor its army
log-snapshot-held-army-differs = bad snapshot: a held army does not give its commitment
log-snapshot-history-count = { $game }: the log replayed to event { $replayed-n } has { $replayed-plies } moves, the cached state at event { $n } has { $plies }
log-snapshot-history-differs = { $game }: the recent moves differ from those of the log
