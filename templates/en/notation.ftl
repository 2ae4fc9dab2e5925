## How a square, a piece, a game's name or its switches must be written
## (the rules engines' `games::notation`). A sentence every game shares has
## one message here. The player's own text is given as it is.

## Squares.
notation-empty-square = empty square
notation-no-file-letter = '{ $text }' is not a square: it must start with a file letter
notation-no-rank-number = '{ $text }' is not a square: a file letter must be followed by a rank number
notation-not-a-square = '{ $text }' is not a square
notation-rank-zero = '{ $text }' is not a square: ranks start at 1
notation-off-board = { $square } is off the board

## L'Attaque's pieces.
notation-rank-one = '1' is not a piece code: write S for the Spy or F for the Flag
notation-not-a-piece = '{ $text }' is not a piece: use a code (S, 2 to 10, M, F) or an English or French name

## Games, variants and switches.
notation-unknown-game = unknown game '{ $text }': choose lattaque, strand or assaut
notation-switch-form = '{ $text }': a switch is set as NAME=VALUE
notation-option-form = option '{ $text }' must be written name=value
notation-switch-twice = switch { $text } is given twice
notation-switch-twice-quoted = switch '{ $text }' is given twice
notation-resolved-not-written = the resolved switches '{ $given }' are not written as the game writes them: '{ $written }' (each switch once, in order)
notation-resolved-contradict = the resolved switches contradict the switch { $switch }={ $value } the game was created with
notation-lattaque-variant = unknown L'Attaque variant '{ $text }': the variants are { $variants }
notation-lattaque-value = '{ $text }' is not a value of the switch { $switch }: use { $switch ->
    [attack] frontal or orthogonal
    [equal-scouts] stay or remove
    [spy] always or attacking
    [flag-placement] gibson or free
   *[other] off or a whole number of plies from 1 up
}
notation-lattaque-switch = unknown L'Attaque switch '{ $text }': the switches are { $switches }
notation-strand-variant = '{ $text }' is not a variant of strand (known: { $variants })
notation-strand-switch = '{ $text }' is not a switch of strand (the only switch is forts)
notation-assaut-variant = L'Assaut has no variant '{ $text }'; variants: { $variants }
notation-on-off = switch '{ $switch }' takes on or off, not '{ $text }'
notation-assaut-switch = L'Assaut has no switch '{ $text }'; switches: fortress-sideways, huff

## Strand's forts switch.
notation-forts = forts: { $why }
notation-forts-separator = give the Allied and the German forts separated by '/', e.g. { $example }
notation-forts-side-missing = '{ $text }' must start with 'allies:' or 'germans:', e.g. { $example }
notation-forts-not-a-side = '{ $text }' is not a side (allies or germans), e.g. { $example }
notation-forts-side-twice = the { $side } are listed twice
notation-forts-empty-square = empty square in '{ $text }'; join squares with '+', e.g. { $example }
notation-forts-light = { $square } is a light square; forts must be on dark squares
notation-forts-capital = { $square } is a capital and cannot be a fort
notation-forts-both = give both the Allied and the German forts, e.g. { $example }
notation-forts-twice = { $square } is listed twice
