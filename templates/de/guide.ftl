### The paragraphs that tell a player how to play (compose/guide): the
### game's rules in brief (RULES: the army, the key rules of the game's
### variant, a worked example), the muted-replies notice, the player kit.
### The names of sides, ranks and kinds come from names.ftl: a side, rank or
### kind argument $x is its name and $x-form each form of it (.plural).
### Squares and counts are arguments.

## The RULES paragraph: the army, then this head line with the key rules
## ($variant the variant and its switches, $rules the sentences below),
## the example, and this last line.
guide-rules = Rules ({ $variant }): { $rules }
guide-rules-more = RULES sends this summary again; HELP lists the commands.

## L'Attaque. The army: a table of code, rank and how many follows.
guide-lattaque-army = Your army, { $total } pieces (code, rank, how many):
# Combat; the second when two Scouts that meet both stay ($scout).
guide-lattaque-combat = the higher rank wins and equal ranks both fall.
guide-lattaque-combat-scouts-stay = the higher rank wins and equal ranks both fall (two { $scout-plural } both stay).
guide-lattaque-attack = { $attack ->
   *[frontal] A piece attacks only the square straight ahead of it, towards the enemy.
    [orthogonal] A piece attacks any enemy piece next to it along its file or rank.
}
# $beats: when the Spy beats the Commander-in-Chief.
guide-lattaque-spy = { $beats ->
   *[always] The { $spy } beats the { $commander } whoever attacks;
    [attacking] The { $spy } beats the { $commander } only when the { $spy } attacks;
} a { $mine } removes any attacker but a { $sapper }; taking the { $flag } wins.
# The Gibson rule of the Flag's placement: $squares and $last the squares
# it may not stand on, $files the files where Mines may not be its only guard.
guide-lattaque-flag = The { $flag } may not stand on { $squares } or { $last }, nor in files { $files } behind only your own { $mine-plural }.
guide-lattaque-max-plies = Drawn at ply { $n }.
# A move of $from to $step, then an attack on $target.
guide-lattaque-example = Example: { $from }-{ $step }x{ $target } steps from { $from } to { $step }, then attacks { $target }. If your { $captain } (6) meets a { $sergeant } (4) there, the { $sergeant } is removed and your { $captain } stays on { $step }; both ranks are shown to both players.

## The Strand. $total the army's pieces; $forts the reader's forts ($count
## of them); $capital and $city the enemy capital.
guide-strand-army = Each army: { $ncavalry } { $cavalry }, { $ninfantry } { $infantry }, { $nartillery } { $artillery } ({ $total } pieces), on the dark squares.
guide-strand-rules = { $infantry } steps one square forward or sideways; { $cavalry } one sideways, or one or two forward; { $artillery } one square any way. You capture by jumping an adjacent enemy to the empty square beyond ({ $artillery } also from two squares away); capturing is compulsory, except for a piece on one of your forts ({ $count ->
    [0] none
   *[other] { $forts }
}), and a chain of jumps goes on while it can. Reaching the enemy capital, { $capital } ({ $city }), wins.
# Two jumps: from $from over $over1 to $land1, then over $over2 to $land2.
guide-strand-example = Example: { $from }x{ $land1 }x{ $land2 } jumps from { $from } over the enemy on { $over1 } to { $land1 }, then over { $over2 } to { $land2 }, taking both pieces.

## L'Assaut. $first and $second are the sides, whose names are those of
## their pieces; $nfirst and $nsecond how many each has; $from and $to the
## corners of the fortress; $left the Soldiers left when the Officers win.
guide-assaut-army = { $nfirst } { $first } against { $nsecond } { $second }; the fortress is the nine points { $from } to { $to }.
guide-assaut-rules = { $first } step one point along the white lines, never to a lower rank, and never capture; they win by filling the nine fortress points. { $second } step one point along any line and capture by jumping a Soldier to the empty point beyond, going on while they can; capturing is compulsory, and a move must take the most { $first } possible. The { $second } win when { $left } or fewer { $first } are left.
# The switch huff.
guide-assaut-huff = Huff: an Officer that fails to capture when it can is removed.
# The switch fortress-sideways.
guide-assaut-sideways = Inside the fortress, { $first } may also step sideways.
# For the Soldiers: a step from $from to $to.
guide-assaut-example-first = Example: { $from }-{ $to } steps a Soldier from { $from } to { $to }.
# For the Officers: a jump from $from over $over1 to $land1, then over $over2 to $land2.
guide-assaut-example-second = Example: { $from }x{ $land1 }x{ $land2 } jumps the Officer on { $from } over the Soldier on { $over1 } to { $land1 }, then over { $over2 } to { $land2 }, taking both.

## The last answer to mail that applies nothing, for an hour: $limit the
## answers given, $until when answers start again; $ingame is yes in a game.
guide-muted = Within the last hour the referee has answered { $limit } { $ingame ->
    [yes] mails of yours for this game
   *[no] mails of yours without a game's commands
} that applied nothing, the most it answers: this is its last answer to such mails until { $until }. A mail that applies a command still gets its receipt.

# After a game's line in a list of games, when the operator paused it.
guide-paused = Paused by the operator.

## A blind game's invitation: the player kit, at $url, or attached as $file.
guide-kit-url = Seal your army in your browser: { $url }
guide-kit-attached = The player kit is attached to this mail ({ $file }): open it in your browser to seal your army, open your pieces and reveal them at the end, without installing anything.
guide-kit-same = The kit gives the same lines as the estafette commands below.
