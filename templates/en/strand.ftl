## Why the Strand rules refuse a move or its notation (the core's
## `strand::refusal`). `$move` is the move as the player wrote it,
## `$why` the fault inside; `$dir` is forward, sideways or backward.

strand-over = { $move }: the game is over ({ $why })
strand-no-legal-move = { $move }: the game is over (the { $side } have no legal move)
strand-move = { $move }: { $why }
strand-light-square = { $square } is a light square; pieces stand only on dark squares
strand-no-piece = there is no piece on { $square }
strand-not-yours = the piece on { $square } is { $owner-adj }; you play the { $side }
strand-write-with-x = a capture is written with x: { $capture }
strand-cannot-move = { $kind } cannot move { $dir }; { $how }
strand-how-infantry = Infantry moves one square forward or sideways
strand-how-cavalry = Cavalry moves one square sideways, or one or two squares forward
strand-how-artillery = Artillery moves one square in any diagonal direction
strand-between-occupied = the square between, { $square }, is occupied
strand-occupied = { $square } is occupied
strand-own-capital = no piece may enter its own capital, { $capital }
strand-enemy-fort-enter = { $square } is an enemy fort; only Artillery may enter it
strand-capture-compulsory = a capture is compulsory, e.g. { $n ->
    [1] { $first }
    [2] { $first } or { $second }
   *[other] { $first } or { $second } or { $third }
}
strand-not-legal = not a legal move in this position
strand-no-landing = a capture needs at least one landing square
strand-capture-ends = the capture ends on reaching { $capital }; nothing may follow { $square }
strand-not-a-jump-at-all = { $from }x{ $to } is not a jump: a piece jumps diagonally over the square next to it (Artillery also over a piece one square away)
strand-not-a-jump = { $from }x{ $to } is not a jump
strand-long-jump-artillery-only = only Artillery may take a piece one square away
strand-cannot-jump = { $kind } cannot jump { $dir }
strand-long-jump-needs-empty = a long jump needs { $square } empty
strand-nothing-to-take = there is no piece to take on { $square }
strand-own-piece = { $square } holds your own piece
strand-already-taken = the { $owner-adj } { $kind } on { $square } has already been taken in this move
strand-still-holds-taken = { $square } still holds a piece taken in this move
strand-on-own-fort = the { $owner-adj } { $kind } on { $square } stands on its own fort; only Artillery may take it
strand-in-front-of-fort = the { $owner-adj } { $kind } on { $square } stands in front of its own fort; only a sideways jump or Artillery may take it
strand-enemy-fort-land = { $square } is an enemy fort; only Artillery may land on it
strand-incomplete = the capture is not complete: the piece must go on from { $square } (e.g. { $square }x{ $next })
strand-leg = { $from }x{ $to }: { $why }
strand-empty-move = empty move: write a step like b4-c5 or a capture like d4xf6
strand-step-and-capture = '{ $text }': a move is either a step (b4-c5) or a capture (d4xf6xh8), not both
strand-step-two-destinations = '{ $text }': a step has one destination (b4-c5); write a capture with x (d4xf6xh8)
strand-one-square = '{ $text }': a move needs two squares, e.g. b4-c5 (step) or d4xf6 (capture)
strand-square-off-board = '{ $text }' is off the board (files a-j, ranks 1-10)

## A Strand position's text refused (`strand::bad_position`).
strand-position-not-dark = { $square } is not a dark square of the board
strand-position-two-pieces = two pieces on { $square }
strand-position-own-capital = an { $side-adj } piece stands on its own capital { $side-capital }
strand-position-enemy-capital = an { $piece-adj } piece stands in { $side-capital }, so the { $side } must be to move
strand-position-too-many = the { $side } have { $n } { $kind }, an army has { $army }
strand-position-no-piece = the { $side } have no piece, yet they made the last move
strand-position-ranks = board: expected 10 ranks separated by '/', found { $n }
strand-position-zero-count = board: rank { $rank }: 0 is not a count of empty squares
strand-position-not-a-piece = board: rank { $rank }: '{ $text }' is not a piece (I C A for the Allies, i c a for the Germans) or a count
strand-position-rank-squares = board: rank { $rank } has { $n } dark squares, expected 5
strand-position-not-strand = not a strand position: it must start with 'strand' ({ $expected })
strand-position-fields = a strand position has 5 fields ({ $expected }), found { $n }
strand-position-field = field { $field } must be { $key }=... ({ $expected })
strand-position-switch-field = field { $field } must be { $names } ({ $expected })
strand-position-turn = turn: '{ $text }' is not allies or germans
strand-position-ply = ply: '{ $text }' is not a number of plies
