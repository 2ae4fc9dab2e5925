### Challenges by mail (NEW, then ACCEPT or DECLINE): the replies to the
### challenger and to the one challenged. $n is the challenge's number
### (ch-$n).

challenge-closed-subject = challenges closed
challenge-closed = This referee does not take challenges by mail from your address; ask its operator to create the game.
challenge-self-subject = challenge refused
challenge-self = You cannot challenge yourself.
challenge-sent-subject = challenge sent
# $to: the opponent's address; $what: the game, its options and clock.
challenge-sent = Your challenge (ch-{ $n }) to { $to } for { $what } is on its way; the game starts when they accept.
# After the game and its options, in $what above and in the invitation.
challenge-blind = blind: each player seals and opens their own army with the estafette program
challenge-answer-subject = ACCEPT or DECLINE
challenge-answer = To answer challenge ch-{ $n }, reply with ACCEPT or DECLINE.
challenge-over-subject = challenge closed
# $status: accepted or declined.
challenge-over = Challenge ch-{ $n } was already { $status }.
challenge-declined-subject = challenge declined
# $who: the address of the one who declined.
challenge-declined = { $who } declined your challenge ch-{ $n }.

## The invitation: $name and $address are the challenger's, $what the
## game, $title the game's name.
invitation-subject = Estafette: { $name } challenges you to { $title }
invitation =
    { $name } <{ $address }> challenges you to a game of { $what } by mail, refereed by Estafette.

    Reply to this mail with ACCEPT to play, or DECLINE.

    If you do not know { $name }, you can ignore this mail.

## What a challenge sent on the From line alone asks, in the confirmation
## asked of its sender (confirm in account.ftl): $to the address
## challenged, $what the game, its options and clock.
confirm-challenge = to invite { $to }, in your name, to a game of { $what }
