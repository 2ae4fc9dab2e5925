### HELP: the list of commands (compose::help_text). The commands and
### their words come from the command table; this catalog gives what each
### does (help-cmd-WORD, WORD being the command's English word) and, for a
### command that takes one, an example of its argument (help-arg-WORD).

help-header = Commands (one per line, above any quoted text; case does not matter):
# Before the other language's words for the same commands.
help-other-words = French words work too:
# After the list: where the players' guide is (a file of the project).
help-guide = The players' guide, with every command, blind games and what a receipt proves: docs/PLAYING.md in Estafette's sources.
# The club's commands, to the referee's plain address; their words as arguments.
help-club = To the referee's own address: { $join } name enters you in a tournament open to you, { $standings } name sends its crosstable, { $rating } [game] your ratings, { $site } { $off } leaves your name off the public site ({ $site } { $on } shows it again).

## The moves of each game, after an example of the notation.
help-move-lattaque = move (a Scout may run: b2-b7)
help-attack-lattaque = attack the piece next to yours
help-move-attack-lattaque = move, then attack
help-step-strand = step (Cavalry may go two: b4-d6)
help-jump-strand = jump, naming every landing square
help-place-assaut = Officers: place both Officers (first message)
help-step-assaut = step
help-jump-assaut = Officer jump, naming every landing point

## The commands.
help-cmd-setup =
    then four lines of nine pieces, highest rank first,
    e.g. 10 9 8 8 7 7 6 6 6 (codes 10..2, S, M, F)
help-cmd-commit = the lines `estafette seal` prints (your sealed army)
help-cmd-open = the lines `estafette open` prints (a piece attacked or running)
help-cmd-reveal = the lines `estafette reveal` prints (when the game ends)
help-cmd-resign = resign the game
help-cmd-draw = offer a draw (DRAW ACCEPT / DRAW DECLINE to answer)
help-cmd-board = send me the board again
help-cmd-history = list the moves so far
help-cmd-help = this list
help-cmd-rules = the rules of this game in brief
help-cmd-lang = this game's mail in French (LANG en: English)
help-arg-lang = fr
help-cmd-message = pass a message to your opponent
help-arg-message = text
help-cmd-vacation = stop the game's clocks (games with a time control)
help-arg-vacation = 5d
help-cmd-timezone = show deadlines in a time zone, e.g. TIMEZONE Europe/Paris
help-arg-timezone = tz
help-cmd-calendar = attach each deadline as a calendar event (CALENDAR OFF to stop)
help-cmd-key = sign your commands with this key (`estafette keygen`)
help-arg-key = k
help-cmd-sig = the signature line `estafette sign` writes
