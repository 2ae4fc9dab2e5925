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
# When a blind game's armies are published, at the end of its last mail.
frame-published = The armies are now published with their seeds, at the end (Proof).

## The end of a mail's subject, after the game and its id.
subject-not-applied = not applied
subject-game-over = game over
subject-your-move = your move
subject-seal-army = seal your army
subject-send-army = send your army
subject-waiting = waiting

## The status line: $n is the move's number, $who a player and side
## ("Alice (South)"), $reason why the game ended.
status-setup-send = Setup: send your army (SETUP, then four lines of nine pieces).
status-setup-waiting = Setup: waiting for { $who }'s army.
status-blind-seal = Setup: seal your army with estafette seal and mail the commit and leaf lines.
status-blind-waiting = Setup: waiting for { $who }'s commitment.
status-your-move = Move { $n }: your turn.
status-waiting-for = Move { $n }: waiting for { $who }.
status-waiting = Waiting.
status-drawn = Game over: drawn ({ $reason }).
status-won = Game over: { $who } wins ({ $reason }).
status-over = Game over.
