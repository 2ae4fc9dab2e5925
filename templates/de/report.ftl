## What a move did, as both players are told it (and the log records it:
## the English of these messages is the rules' own sentence, which
## transcripts are verified by). A side is `$side` (the mover) or `$enemy`,
## a rank `$attacker` or `$defender`, a Strand kind `$kind`, with the forms
## of their names in names.ftl.

## L'Attaque.
report-lattaque-moved = { $side } moved { $from }-{ $to }.
report-lattaque-scout-ran = { $side }'s Scout ran { $from }-{ $to }.
# $stepped: yes when the piece moved before it attacked; $outcome: flag,
# both, defender, attacker (the one removed) or stay.
report-lattaque-attack =
    { $stepped ->
        [yes] { $side } moved { $from }-{ $to }, then its { $attacker } attacked
       *[no] { $side }'s { $attacker } on { $at } attacked
    } { $enemy }'s { $defender } on { $target }{ $outcome ->
        [flag] { "" } and captured it: { $side } wins.
        [both] : both are removed.
        [defender] : { $enemy }'s { $defender } is removed.
        [attacker] : { $side }'s { $attacker } is removed.
       *[stay] : equal Scouts, both stay.
    }

## L'Attaque in blind mode: the referee knows no rank.
report-blind-played = { $side } played { $move }.

## Strand. $entered: yes when the piece entered the enemy's capital.
report-strand-moved =
    { $side-adj } { $kind } moved { $path }{ $entered ->
        [yes] { "" } and entered { $enemy-capital }
       *[no] { "" }
    }.
report-strand-jumped =
    { $side-adj } { $kind } jumped { $path }, taking { $taken }{ $entered ->
        [yes] , and entered { $enemy-capital }
       *[no] { "" }
    }.
# One piece taken, in $taken.
report-strand-taken = the { $side-adj } { $kind } on { $square }

## L'Assaut.
report-assaut-placed = The Officers took up their posts on { $first } and { $second }.
report-assaut-soldier-moved = A Soldier moved from { $from } to { $to }.
report-assaut-officer-moved = An Officer moved from { $from } to { $to }.
report-assaut-huffed =
    An Officer moved from { $from } to { $to } without capturing, so { $n ->
        [one] the Officer on { $squares } was removed
       *[other] the Officers on { $squares } were removed
    } for failing to capture.
report-assaut-captured =
    An Officer captured { $n } { $n ->
        [one] Soldier
       *[other] Soldiers
    } (on { $squares }) with { $move }.

## Lists: `a, b and c`.
report-and = { $first } and { $rest }
report-comma = { $first }, { $rest }

## Notices. A player is named as the side they play, then their name.
notice-key-registered = { $side } ({ $player }) registered the signing key { $key }: from now on the referee takes only commands of { $side } ({ $player }) signed with it (estafette sign), and verify checks each signature.

## Blind games. $line is the player's opening line, as they sent it.
notice-opened =
    { $side } ({ $player }) opened the piece from { $home } as { $rank }:
    { "  " }{ $line }
# $outcome: flag (the Flag is taken), none, or removed (the squares emptied,
# $removed).
notice-combat =
    Combat of { $at } on { $target }: { $outcome ->
        [flag] the Flag is captured
        [none] nothing is removed
       *[removed] removed: { $removed }
    }.
notice-attacked =
    Your piece on { $target } (it started on { $home }) is attacked. Open it in your next mail: run
    { "  " }estafette open SECRETFILE { $home }
    and paste the line it prints; you may add your next move after it.
notice-resolved = Both pieces were already open: the combat is resolved.
notice-breach = { $side } ({ $player }) breaks the rules and forfeits the game: { $why }
