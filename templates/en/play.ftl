## Why `play` (and the player kit) did not play a move: the notation
## refused it, or the rules did (the core's `games::any::MoveError`). $why
## is the notation's or the rules' own reason.

play-not-a-move = not a move: { $why }
play-illegal = illegal: { $why }
