### What the command line prints for the operator, in the operator's
### language (ESTAFETTE_LANG, else the locale): the rules of `estafette
### rules`, the tables and states of `list` and `show`, and what the other
### commands report on success.

## `estafette rules`: the rules in brief for someone reading them, not for
## one side's player. The L'Attaque army table follows the first message.
operator-rules-lattaque-army = Each army, { $total } pieces (code, rank, how many):
# The Gibson rule of the Flag's placement: $first the squares where the
# Flag of $south may not stand, $second those of $north; $files the files
# where Mines may not be its only guard.
operator-rules-lattaque-flag = The { $flag } may not stand on { $first } (for { $south }) or { $second } (for { $north }), nor in files { $files } behind only its own side's { $mine-plural }.
# A move of $south from $from to $step, then an attack on $target.
operator-rules-lattaque-example = Example: { $from }-{ $step }x{ $target }, a move of { $south }, steps from { $from } to { $step }, then attacks { $target }. If a { $captain } (6) meets a { $sergeant } (4) there, the { $sergeant } is removed and the { $captain } stays on { $step }; both ranks are shown to both players.
# The Strand: $nfirst and $forts-first the forts of $first ($nsecond and
# $forts-second those of $second); $capital-first and $capital-second the
# squares of each side's capital, whose name is the side's `.capital`.
operator-rules-strand = { $infantry } steps one square forward or sideways; { $cavalry } one sideways, or one or two forward; { $artillery } one square any way. A piece captures by jumping an adjacent enemy to the empty square beyond ({ $artillery } also from two squares away); capturing is compulsory, except for a piece on one of its own side's forts ({ $first }: { $nfirst ->
    [0] none
   *[other] { $forts-first }
}; { $second }: { $nsecond ->
    [0] none
   *[other] { $forts-second }
}), and a chain of jumps goes on while it can. Reaching the enemy capital wins: { $capital-second } ({ $second-capital }) for the { $first }, { $capital-first } ({ $first-capital }) for the { $second }.

## `estafette list`: the column headers, and a game's state.
operator-column-game = GAME
operator-column-kind = KIND
operator-column-players = PLAYERS
operator-column-to-move = TO MOVE
operator-column-deadline = DEADLINE
operator-column-state = STATE
# The two players' names.
operator-players = { $first } v { $second }
# $reason why the game ended; $name the winner's name.
operator-state-drawn = drawn ({ $reason })
operator-state-won = { $name } won ({ $reason })
operator-state-paused = paused
operator-state-setup = setup
operator-state-play = in play

## `estafette show`: the status line as the referee sees it. $who is a
## player and side ("Alice (South)"); $state a state of `list`.
operator-status-over = Game over: { $state }.
operator-status-setup = Setup: waiting for the army of { $who }.
operator-status-setup-both = Setup: waiting for the army of { $first } and { $second }.
operator-status-move = Move { $n }: { $who } to move.
operator-status-other = { $state }.

## `estafette stats`: the label of each figure (the value follows it).
## $kind a game's kind and $status its state as the database names them
## (setup, play, over…); $status of mail: new, done, failed, queued, sent…
operator-stats-games = games { $kind } { $status }
operator-stats-moves-day = moves in the last 24 h
operator-stats-moves-week = moves in the last 7 days (per day)
operator-stats-mail-in = mail in: { $status }
operator-stats-mail-out = mail out: { $status }
operator-stats-bounces = bounces in the last 30 days
operator-stats-oldest = oldest unprocessed message
operator-stats-pending = outbox pending

## `estafette audit`: $n the number of problems, $games of games.
operator-audit-damaged = audit: the database file is damaged ({ $n } problem(s))
operator-audit-count = audit: { $games } games, { $n } problem(s)
operator-audit-sound = audit: the database file is sound; every game's log, replay, snapshot and outgoing mail agree

## `estafette backup` and `restore`: $db the database file, $path the
## backup, $key the key file; $version the backup's schema, $games its games.
operator-backup-done = backed up { $db } to { $path }
operator-backup-key = the key file { $key } is not in the backup: keep a copy of it elsewhere, or the armies and reply tokens of running games cannot be read
operator-restore-done = restored { $path } (schema { $version }, { $games } games) to { $db }
operator-restore-audit = audit passed with the key file { $key }

## `estafette init`: $db the database file, $key the key file.
operator-init-ready = database { $db } and key file { $key } ready

## `estafette verify`: $game the game's id, $events the entries of its
## log, $moves its moves, $result how it stands (a state of `list`, or
## not finished), $head the chain head after the last entry.
operator-verify-done = verified: { $game } — { $events } events, { $moves } moves, { $result }; head { $events } { $head }
operator-verify-unfinished = not finished
# $events the positions of signatures over an army not yet published.
operator-verify-unchecked = not checkable yet: the signatures at entries { $events } cover an army not yet published; they are checked once the armies are published at the end
# $n the chain heads found in the player's mail.
operator-verify-receipts = receipts: all { $n } chain heads in your mail match the transcript
# $last the entry of the last head the player holds, of $events.
operator-verify-receipts-last = receipts: the last one you hold is at entry { $last } of { $events }: no mail of yours covers the entries after it
# `estafette verify-setup`: $root the commitment's root.
operator-verify-setup = setup verified: this army and seed give root { $root }
