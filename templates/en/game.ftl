### The paragraphs of a game's mails (compose): moves, refusals, draws,
### the end, the clock's notices. $who is a player and side ("Alice
### (South)"); $mine is yes when the paragraph is about the reader. The
### reasons come from the rules, in the reader's language.

game-started = Both armies are in place: the game begins.
game-commitment = { $mine ->
    [yes] Your army is committed: its root and leaves are at the end (Proof).
   *[no] { $who }'s army is committed: its root and leaves are at the end (Proof).
}
# $ply the move's number, $text the move as written, $report what it did.
game-moved = { $mine ->
    [yes] { $ply }. You played { $text }: { $report }
   *[no] { $ply }. { $who } played { $text }: { $report }
}
# A blind game's move, which the referee reports as no more than itself.
game-moved-blind = { $mine ->
    [yes] { $ply }. You played { $text }.
   *[no] { $ply }. { $who } played { $text }.
}

## A refused command: $list the commands applied before it (or not applied
## after it), $failed the refused one, $reason why.
game-applied = Applied: { $list }.
game-refused = Refused: { $failed }: { $reason }
game-not-applied = Not applied: { $list }.

game-drawn = The game is drawn: { $reason }.
game-won = { $who } wins: { $reason }.

## What the players ask and tell each other.
draw-offered = { $who } offers a draw. Reply DRAW ACCEPT or DRAW DECLINE (or just move).
draw-declined = { $who } declines the draw.
resigned = { $who } resigns.
history-none = No moves yet.
history-heading = Moves so far:
# A history without its first $n moves (never expected).
history-missing = ({ $n } earlier moves not shown)
## The moves of a finished game, above its list; the command to check
## the attached transcript $file follows the second sentence.
moves-heading = The moves:
moves-attached = The whole game is attached to this mail ({ $file }). To check it yourself, run:
# LANG: this game's mails now come in the language $to (en, fr, de or nl).
lang-set = Mail for this game now comes to you in { $to ->
    [fr] French
    [de] German
   *[en] English
}. Your other games keep their language.
board-requested = Here is the board as you see it.

## The clock: $from, $until, $deadline and $forfeit are dates in the
## reader's time zone, $days the days of vacation left.
timezone-set = Your time zone is now { $tz }; deadlines are shown to you in it.
vacation = { $mine ->
    [yes] Vacation noted: the clocks of this game stop from { $from } to { $until }. You have { $days } day(s) of vacation left this year.
   *[no] { $who } is on vacation: the clocks of this game stop from { $from } to { $until }.
}
## $due is what the deadline is for: move, army (the setup) or reveal (a
## blind game's final reveal).
reminder = { $due ->
    [army] Reminder: your army is due by { $deadline }.
    [reveal] Reminder: your reveal is due by { $deadline }; without it you lose the game.
   *[move] Reminder: your move is due by { $deadline }.
}
late-notice = { $mine ->
    [yes] { $due ->
        [army] Your deadline ({ $deadline }) has passed. Send your army before { $forfeit } or you lose on time.
        [reveal] Your deadline ({ $deadline }) has passed. Mail your reveal before { $forfeit } or you lose the game.
       *[move] Your deadline ({ $deadline }) has passed. Move before { $forfeit } or you lose on time.
    }
   *[no] { $due ->
        [army] { $who } has not sent their army by the deadline ({ $deadline }). Unless they do before { $forfeit }, they lose on time.
        [reveal] { $who } has not revealed by the deadline ({ $deadline }). Unless they do before { $forfeit }, they lose the game.
       *[move] { $who } has not moved by the deadline ({ $deadline }). Unless they move before { $forfeit }, they lose on time.
    }
}
timed-out-void = Neither army arrived in time: the game is void.
timed-out = { $who } ran out of time.
# The operator's decision $what (a sentence), and the $reason they gave.
operator-decision = { $what }
operator-reason = Reason: { $reason }

## A held army accepted: the army is shown between these two.
army-accepted = Your army is accepted and sealed:
army-keep = Keep this mail. With the seed and root at its end (Proof), anyone can check that the referee does not change your army unseen.
# A player's message to the other, shown below this line.
relay = Message from { $who }:
# A mail with the reader's token that failed the DKIM check; $sender its address.
not-authenticated = A mail for this game carrying your token and coming from { $sender } did not pass our server's DKIM check; nothing was applied. If it was you, check your mail provider's settings.
# The referee's mail to the opponent $who at $address bounced ($permanent
# yes) or is delayed; $status the delivery status.
unreachable = { $permanent ->
    [yes] The referee's mail to { $who } at { $address } bounced (status { $status }): they may not be receiving the game. The operator has been told; the game goes on.
   *[no] The referee's mail to { $who } at { $address } is delayed (status { $status }); it will be retried.
}

## A player and their side, as the other sentences name them ($who):
## $name the player, $side the side.
who = { $name } ({ $side })

## The first mail of a game: $title the game, $options its options,
## $side the reader's side, $opponent the other player and side.
welcome = A new game of { $title } ({ $options }) has begun. You play { $side } against { $opponent }.
welcome-blind = A blind game: the referee never sees your army. See below how to seal it and send it.
welcome-army = First send your army: reply with SETUP and then four lines of nine pieces, as the board is printed (highest rank first, files a to i). The referee keeps it sealed and sends you a receipt (seed and root) you can check.
welcome-officers = First place your two Officers in the fortress: reply with, for example, place d6 e6.
# Who moves first; $armies is yes when both armies must come in before.
welcome-first = { $armies ->
    [yes] { $who } will move first once both armies are in.
   *[no] { $who } moves first.
}

## The operator's decisions ($what of operator-decision): $side the side
## (with its forms), $name its player, $by a duration.
operator-paused = The operator has paused the game: no moves until it resumes, and the clocks are stopped.
operator-resumed = The operator has resumed the game; the pause is added to the deadlines.
operator-extended = The operator has given { $side } ({ $name }) { $by } more for this move.
operator-address = The operator has changed the mail address of { $side } ({ $name }).
operator-decided = The operator has ended the game by decision.

## A duration, in parts: $n days, hours or minutes; two or three parts
## joined.
duration-days = { $n }d
duration-hours = { $n }h
duration-minutes = { $n }m
duration-two = { $first }{ $last }
duration-three = { $first }{ $second }{ $last }

## A time control: $period a duration, $moves the moves in it (0: the
## period is for each move); $base the control, $grace a duration.
time-control = { $moves ->
    [0] { $period } per move
   *[other] { $moves } moves in { $period }
}
time-control-grace = { $base }, { $grace } grace

## CALENDAR's answers, and the calendar event a deadline mail carries
## ($due: army, move or reveal; $deadline in the reader's time zone).
calendar-on = Your deadline mails now carry a calendar event (an .ics file): one per game, moved with each new deadline, with the reminders as alarms.
calendar-off = Your deadline mails no longer carry a calendar event; in a game with a clock, the one attached cancels the event already in your calendar.
calendar-summary = { $game }: { $due ->
    [army] your army is due
    [reveal] your reveal is due
   *[move] your move is due
}
calendar-description = Your deadline in { $title } { $game }: { $deadline }. Answer the referee's latest mail of the game.
calendar-cancelled = { $game }: no deadline
