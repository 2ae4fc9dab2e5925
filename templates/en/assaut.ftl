## Why the L'Assaut rules refuse a move or its notation (the core's
## `assaut::refusal`). `$move` is the move as the player wrote it, `$why`
## the fault inside; `$turn` the side whose turn it is.

assaut-over = { $move }: the game is over ({ $why })
assaut-move = { $move }: { $why }
assaut-not-legal-placement = { $move } is not a legal placement here
assaut-not-legal-move = { $move } is not a legal move here
assaut-not-legal-capture = { $move } is not a legal capture here
assaut-place-first = the Officers must first be placed on two fortress points (e.g. place d6 e6)
assaut-already-placed = the Officers are already placed; placing happens only before the Soldiers' first move
assaut-not-a-point = { $square } is not a point of the board
assaut-same-point = the two Officers need two different points
assaut-not-fortress = { $square } is not a fortress point (the fortress is c5-e7)
assaut-not-empty = { $square } is not empty
assaut-no-piece = there is no piece on { $square }
assaut-wrong-turn-soldier = { $square } holds a Soldier, but it is the { $turn }' turn
assaut-wrong-turn-officer = { $square } holds an Officer, but it is the { $turn }' turn
assaut-must-leave = a move must leave its point
assaut-soldier-one-point = a Soldier steps one point at a time
assaut-officer-one-point = an Officer steps one point at a time
assaut-officer-one-point-capture = an Officer steps one point at a time (a capture is written { $from }x{ $to })
assaut-no-line = no line joins { $from } and { $to }
assaut-leaves-fortress = a Soldier inside the fortress never leaves it ({ $square } is outside)
assaut-black-line-fortress = the line { $from }-{ $to } is black: Soldiers use white lines only (the fortress-sideways switch is off)
assaut-black-line = the line { $from }-{ $to } is black: Soldiers use white lines only
assaut-never-back = a Soldier never moves back to a lower rank
assaut-sideways-towards-d = on rank 5 a Soldier moves sideways only towards file d
assaut-capture-compulsory = capturing is compulsory; the Officers must take { $n } { $n ->
    [one] Soldier
   *[other] Soldiers
} (e.g. { $example })
assaut-soldiers-never-capture = Soldiers never capture
assaut-soldiers-turn = it is the Soldiers' turn
assaut-no-landing = a capture needs at least one landing point
assaut-not-a-jump = { $from }x{ $to } is not a jump: an Officer jumps over one neighbouring point to the point just beyond, in a straight line
assaut-not-straight = { $from }x{ $to } does not follow a straight line of the board through { $through }
assaut-no-soldier = there is no Soldier on { $square } to jump
assaut-jumped-twice = the Soldier on { $square } is jumped twice; each Soldier is taken once
assaut-landing-not-empty = the landing point { $square } is not empty
assaut-largest-capture = it takes { $taken } { $taken ->
    [one] Soldier
   *[other] Soldiers
} but { $max } can be taken, and the largest capture is compulsory (e.g. { $example })
assaut-off-board = { $square } is not on the board (files a-g, ranks 1-7)
assaut-not-a-point-corners = { $square } is not a point of the board (the 2x2 corners are cut off)
assaut-empty-move = empty move
assaut-unexpected-characters = '{ $text }' is not a move: unexpected characters
assaut-placement-count = a placement names exactly two fortress points, e.g. place d6 e6 (got { $n })
assaut-mixed = '{ $text }' mixes - and x: a step is d3-d4, a capture lists its landings, d6xd4xf4
assaut-empty-square = '{ $text }' has an empty square
assaut-not-one-square = '{ $part }' is not one square (in '{ $text }')
assaut-step-two-squares = '{ $text }': a step has exactly two squares (d3-d4); a capture is written with x (d6xd4xf4)
assaut-not-a-move = '{ $text }' is not a move: write a step as d3-d4, a capture as d6xd4xf4, the setup as place d6 e6

## A L'Assaut position's text refused (`assaut::bad_position`).
assaut-position-ranks = board '{ $board }': expected 7 ranks separated by /, found { $n }
assaut-position-rank-points = board '{ $board }': rank { $rank } must have { $points } points, found { $n }
assaut-position-not-a-point = board '{ $board }': '{ $text }' is not S (Soldier), O (Officer) or . (empty)
assaut-position-too-many-soldiers = board '{ $board }': more than 24 Soldiers
assaut-position-too-many-officers = board '{ $board }': more than 2 Officers
assaut-position-fields = an L'Assaut position has 7 fields (assaut, two switches, board, turn, ply, history); found { $n }
assaut-position-not-assaut = '{ $text }' is not an L'Assaut position (it must start with assaut)
assaut-position-switch = '{ $text }' is not a switch setting (name=value)
assaut-position-turn = '{ $text }' is not a turn: setup, soldiers or officers
assaut-position-ply = '{ $text }' is not a ply count
assaut-position-setup-officer = in the setup phase no Officer is on the board yet
assaut-position-setup-ply = the setup phase is at ply 0 with no history
assaut-position-history = the repetition history cannot arise in play: { $why }
assaut-history-too-long = it keeps { $n } earlier positions at ply { $ply }, and the placement (ply 1) clears it, so at most { $most } can be kept
assaut-history-third = entry { $entry } is the third occurrence of its position, so the game was drawn there
assaut-history-over = the game was over at entry { $entry } ({ $why })
assaut-history-no-move = no move that keeps the history (a Soldier's move inside the fortress, or an Officer's step that makes no huff) leads from entry { $entry } to { $next ->
    [0] the current board
   *[other] entry { $next }
}
