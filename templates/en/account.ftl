### The answers to mail sent to the referee's plain address (no game
### token): the account commands GAMES, OBSERVE, UNOBSERVE, a command not
### understood, and the list of a player's games in progress. $game is a
### game's id.

not-understood-subject = not understood
# $why: what is wrong with the command.
not-understood = Your command was not understood: { $why }

games-subject = your games
games-none = You play no game here.
# Before the list of the player's games, one a line.
games-heading = Your games:

observe-unknown-subject = no such game
observe-unknown = There is no game { $game }.
observe-player-subject = you play this game
observe-player = You play { $game }: the referee already sends you your own view.
observe-closed-subject = no observers
observe-closed = The players of { $game } do not allow observers.
observe-subject = observing { $game }
# Before the game as it stands.
observe-done = You now observe { $game }; every move comes to you, with only what both players may see.
unobserve-done = You no longer observe { $game }.
unobserve-not = You were not observing { $game }.

## A player's mail without a game token or an account command.
no-token-subject = no game token
no-token-intro = Your mail reached the referee without a valid game token, so nothing in it was applied. To play, reply to the referee's last mail of the game, or write to the game's reply address below.
no-token-none = You have no game in progress here.
no-token-heading = Your games in progress:
no-token-outro = GAMES, sent to this address, lists all your games; HELP, in a game's mail, lists the commands.
# $title: the game's name; $mine and $theirs: the sides; $opponent: a name.
no-token-game = { $game } ({ $title }): you play { $mine } against { $opponent } ({ $theirs })
no-token-address = Reply address: { $address }

## The confirmation asked before an OBSERVE, UNOBSERVE or challenge sent
## on the From line alone is carried out: $address the sender's address,
## $what what it asks (one of confirm-observe, confirm-unobserve, and
## confirm-challenge in challenge.ftl). $game is a game's id.
confirm-subject = Estafette: confirm your request
confirm =
    The Estafette referee received a mail from { $address } asking it { $what }.

    To confirm that you sent it, reply to this mail (any text will do): only a reply to this mail, from { $address }, carries it out.

    If you did not send it, ignore this mail: someone else gave your address as the sender, and nothing is done.
confirm-observe = to send you every move of the game { $game }, as an observer
confirm-unobserve = to stop sending you the moves of the game { $game }

## A registered player's mail over the size limit (max_message_bytes):
## $subject its subject (at most 100 characters), $limit the limit in
## bytes, $size its size when known.
too-large-subject = message too large
too-large =
    Your mail (subject "{ $subject }") is too large for the referee: it takes mail of at most { $limit } bytes and yours had more. Nothing in it was read or applied.

    Send your commands again in a plain mail, without attachments, above the quoted text.
too-large-size =
    Your mail (subject "{ $subject }") is too large for the referee: it takes mail of at most { $limit } bytes and yours had more ({ $size } bytes). Nothing in it was read or applied.

    Send your commands again in a plain mail, without attachments, above the quoted text.
