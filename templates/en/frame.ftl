### The frame of every mail (views::frame, compose): the reply line,
### the proof heading, the subject and the status line.

frame-reply =
    Reply to this mail with your commands, one per line, above any quoted
    text. Send "help" for the list of commands.
# HTML, put in the page as it is: the word to send in bold.
frame-reply-html =
    Reply to this mail with your commands, one per line, above any quoted
    text. Send <b>help</b> for the list of commands.
frame-proof = Proof
# When armies are published, at the end of a mail: $whose is both (both
# armies in this mail), mine (the reader's) or other (that of $who).
frame-published = { $whose ->
    [both] The armies are now published with their seeds, at the end (Proof).
    [mine] Your army is now published with its seed, at the end (Proof).
   *[other] { $who }'s army is now published with its seed, at the end (Proof).
}

## The end of a mail's subject, after the game and its id.
subject-not-applied = not applied
subject-game-over = game over
subject-your-move = your move
subject-seal-army = seal your army
subject-send-army = send your army
subject-waiting = waiting
subject-reveal = reveal your army
subject-help = help
subject-rules = rules
subject-history = moves so far
subject-board = board
subject-reminder = reminder
subject-late = deadline passed
subject-message = message

## The status line: $n is the move's number, $who a player and side
## ("Alice (South)"), $reason why the game ended.
status-setup-send = Setup: send your army (SETUP, then four lines of nine pieces).
status-setup-waiting = Setup: waiting for { $who }'s army.
status-blind-seal = Setup: seal your army with estafette seal and mail the commit and leaf lines.
status-blind-waiting = Setup: waiting for { $who }'s commitment.
status-your-move = Move { $n }: your turn.
status-waiting-for = Move { $n }: waiting for { $who }.
status-waiting = Waiting.
status-blind-reveal = Over on the board: mail your reveal (estafette reveal) before your deadline, or you lose the game.
status-blind-reveal-waiting = Over on the board: waiting for { $who }'s reveal.
status-drawn = Game over: drawn ({ $reason }).
status-won = Game over: { $who } wins ({ $reason }).
status-over = Game over.

## A blind game's paragraphs: $game the game, $side the side's word on
## the command line (south, north), $turn first or second, $options the
## game's options as the command takes them (" --variant NAME" and any
## " --set SWITCH=VALUE"); $square the attacked square, $home the square
## the piece started on; $reason why the game ended on the board.
blind-seal =
    This is a blind game: nobody, not even the referee, sees your army. Seal it with
      estafette seal { $game } { $side } ARMYFILE --turn { $turn }{ $options }
    and mail the lines it prints. Keep the secret file it writes: it opens your
    pieces, reveals your army at the end, and signs each of your later mails
    (estafette sign SECRETFILE, or the player kit's "Your turn" tab).
blind-open =
    You must open your piece on { $square } (from { $home }) before anything else:
      estafette open SECRETFILE { $home }
blind-provisional = The game is over on the board, provisionally: { $reason }.
blind-reveal =
    Reveal your army now: run
      estafette reveal SECRETFILE
    and mail the five lines it prints before your deadline. A missing or false reveal loses the game.

## The facts under the board: their labels, and a label as it stands
## before its value ($label).
fact-game = Game
fact-side = You play
fact-status = Status
fact-time-control = Time control
fact-deadline = { $mine ->
    [yes] Your deadline
   *[no] Their deadline
}
fact-label = { $label }:
