## L'Attaque: why a move, its notation or an army is refused (the rules
## engine's `NotationError`, `Refusal`, `MoveRefusal`, `SetupError`).
## A square, a move and the player's own text are given as they are.

## A move's notation.
lattaque-empty-move = empty move: write b4-b5, b5xb6 or b4-b5xb6
lattaque-move-shape = '{ $text }' is not a move: write b4-b5 (move), b5xb6 (attack) or b4-b5xb6 (move then attack)
lattaque-two-attacks = '{ $text }' is not a move: a move attacks at most once
lattaque-move-square = '{ $text }' is not a move: { $why }
lattaque-move-off-board = '{ $text }' is not a move: { $square } is off the board (files a to { $last-file }, ranks 1 to { $ranks })

## Why the rules refuse a move.
lattaque-move-refused = { $move }: { $why }
lattaque-no-piece-on = there is no piece on { $square }
lattaque-not-yours = the piece on { $square } is not yours
lattaque-flag-never-moves = { $square } holds the Flag, which never moves or attacks
lattaque-never-moves = { $square } holds a { $rank }, which never moves or attacks
lattaque-same-square-attack = a move must change square; to attack without moving, write { $from }x{ $target }
lattaque-same-square = a move must change square
lattaque-diagonal = pieces move along a file or a rank, never diagonally
lattaque-one-square-only = your { $rank } on { $square } moves one square only (only Scouts run further)
lattaque-run-needs-scout = a run of more than one square is a Scout's: open the piece from { $square } as a Scout in the same mail
lattaque-lake = { $square } is a lake
lattaque-crosses-lake = the way crosses the lake at { $square }
lattaque-blocked = the way is blocked at { $square }
lattaque-own-piece = { $square } holds one of your pieces
lattaque-enemy-piece = { $square } holds an enemy piece and pieces never share a square; an attack is written with x
lattaque-attack-own-square = a piece cannot attack its own square
lattaque-not-next = { $target } is not next to { $at }
lattaque-frontal = attacks are frontal in this game: from { $at }, { $side } may attack only { $target }
lattaque-frontal-nothing = attacks are frontal in this game: from { $at }, { $side } can attack nothing
lattaque-nothing-to-attack = there is no piece on { $square } to attack
lattaque-own-target = { $square } holds one of your own pieces
lattaque-game-over = the game is over: { $why }

## Why an army is refused.
lattaque-setup-lines = a setup needs 4 lines of 9 pieces (first line rank { $top }, last line rank { $bottom }), or assignments like a1=F; found { $n } { $n ->
    [one] line
   *[other] lines
}
lattaque-setup-entries = line { $line } (rank { $rank }) has { $n } { $n ->
    [one] entry
   *[other] entries
}; each line needs 9, for files a to i
lattaque-not-assignment = '{ $text }' is not an assignment: write square=piece, like a1=F
lattaque-no-square-before-equals = '=' without a square before it: write a1=F
lattaque-assignment-not-square = '{ $text }' is not a square: write square=piece, like a1=F
lattaque-names-no-piece = { $square }= names no piece
lattaque-unknown-piece-on = unknown piece '{ $text }' on { $square }: { $hint }
lattaque-unknown-piece = unknown piece '{ $text }': { $hint }
lattaque-hint-spy-or-flag = write S for the Spy or F for the Flag
lattaque-hint-piece-names = use a code (S, 2 to 10, M, F) or a name in English or French (Colonel, Eclaireur, Chef d'Armee...)
lattaque-outside-zone = { $square } is outside { $side }'s zone: { $side } sets up on files a to i, ranks { $low } to { $high }
lattaque-given-twice = { $square } is given twice
lattaque-left-empty = squares left empty: { $squares } (every square of the zone needs a piece)
lattaque-count = { $n ->
    [0] no { $rank }
    [1] 1 { $rank }
   *[other] { $n } { $rank-plural }
}, an army has { $want ->
    [1] 1 { $rank }
   *[other] { $want }
}
lattaque-counts = { $first }; { $rest }
lattaque-flag-placement = the Flag may not stand on { $square }: { $why }
lattaque-flag-behind-river = it is directly behind a river, with nothing between them
lattaque-flag-only-mines = only your own Mines ({ $squares }) stand between it and the river

## A L'Attaque position's text refused, a full board or a blind one
## (`lattaque::bad_position`).
lattaque-position = bad L'Attaque position: { $why }
lattaque-position-blind = bad blind L'Attaque position: { $why }
lattaque-position-fields = expected 5 fields (lattaque OPTIONS SIDE PLY BOARD), found { $n }
lattaque-position-start = it starts with '{ $text }', not 'lattaque'
lattaque-position-side-to-move = side to move '{ $text }' must be south or north
lattaque-position-ply = ply count '{ $text }' is not a whole number
lattaque-position-rows = the board needs 10 rows separated by '/', found { $n }
lattaque-position-row-too-long = the row of rank { $rank } is longer than 9 squares
lattaque-position-empty-count = '{ $text }' in the row of rank { $rank } is not a count of 1 to 9 empty squares
lattaque-position-row-squares = the row of rank { $rank } has { $n } squares, not 9
lattaque-position-both-flags-missing = both Flags are missing, and no game gets there: it ends when the first Flag is captured
lattaque-position-token-side = '{ $token }' on { $square }: a piece starts with s (South) or n (North)
lattaque-position-token-home = '{ $token }' on { $square }: { $why }
lattaque-position-home-off-board = '{ $token }' on { $square }: home { $home } is off the board
lattaque-position-token-tail = '{ $token }' on { $square }: unexpected '{ $text }'
lattaque-position-rank-code = '{ $token }' on { $square }: '{ $text }' is not a rank code (S, 2 to 10, M, F)
lattaque-position-rank-code-blind = '{ $token }' on { $square }: '{ $text }' is not a rank code (?, S, 2 to 10, M, F)
lattaque-position-unknown-opened = '{ $token }' on { $square }: an unknown piece cannot be marked opened
lattaque-position-lake = a piece stands on the lake { $square }
lattaque-position-outside-zone = { $square }: home { $home } is outside { $side }'s zone
lattaque-position-never-leaves = { $square }: a { $rank } never leaves its home { $home }
lattaque-position-share-home = two { $side } pieces share the home { $home }
lattaque-position-too-many = { $side } has more than { $n } { $n ->
    [one] { $rank }
   *[other] { $rank-plural }
}
