### An observer's mails (compose_public): what happened, in the public
### record only, whose turn it is, and how to stop observing. $who is a
### player and side ("Alice (South)"), $game the game's id.

observer-committed = { $who }'s army is in place.
observer-draw-offered = { $who } offers a draw.
# A published army follows this line.
observer-revealed = { $who }'s army, now published:
observer-timed-out-void = Neither army arrived in time.
observer-timed-out = { $who } ran out of time.
# The operator's own $reason, as they wrote it.
observer-paused = The operator paused the game ({ $reason }).
observer-resumed = The operator resumed the game ({ $reason }).
observer-decided = The operator ended the game by decision ({ $reason }).
# The status line: $n the move's number.
observer-to-move = Move { $n }: { $who } to move.
# Above the chain head's line.
observer-footer = You observe this game. Send UNOBSERVE { $game } to stop.
# $title the game's title.
observer-subject = { $title } { $game }: observed
