### The club: what `estafette tournament`, `ratings` and `unrated` say to
### the operator, and the headings of a crosstable and a rating list.

## What the commands report. $name is the tournament's name, $player a
## player as "Name <address>" or an address, $game a game's id.
club-created = Tournament { $name } created: add players with `estafette tournament add { $name } PLAYER`, then `estafette tournament start { $name }`.
club-entered = { $player } entered in { $name } (seed { $seat }).
# $games: the games made, by id, separated by commas (empty when every game
# of the round is a forfeit).
club-round-started = { $name }: round { $round } begins: { $games }.
club-finished = { $name }: the last round has ended; the tournament is over.
club-withdrawn = { $player } withdrawn from { $name }: paired no more.
club-unrated = Game { $game } no longer counts for the ratings.
club-rated = Game { $game } counts for the ratings again.

## How they fail.
club-no-tournament = There is no tournament named { $name }.
club-name-taken = A tournament named { $name } already exists.
club-not-open = Tournament { $name } has begun: players can no longer be added.
club-started = Tournament { $name } has already begun.
club-too-few = Tournament { $name } has { $n } { $n ->
    [one] player
   *[other] players
}: it needs at least two to begin.
club-already-entered = { $player } is already entered in { $name }.
club-not-entrant = { $player } is not an entrant of { $name }.
club-no-rounds = A Swiss tournament needs at least one round (`--rounds N`).
club-bad-format = There is no tournament format { $format }: give round-robin, double-round-robin or swiss.

## A crosstable and a rating list.
club-column-player = Player
club-column-points = Pts
# Tie-breaks: Sonneborn-Berger, direct encounter, Buchholz.
club-column-sb = SB
club-column-direct = DE
club-column-buchholz = Bh
club-column-rating = Rating
club-column-deviation = RD
club-column-games = Games
# $format: round robin, double round robin, or Swiss in $rounds rounds;
# $round the rounds begun, $of all of them; $status the tournament's state.
club-heading = { $name }: { $format ->
    [double-round-robin] double round robin
    [swiss] Swiss system
   *[other] round robin
}, { $game }, round { $round } of { $of } ({ $status ->
    [open] open for entrants
    [over] over
   *[other] in play
})
club-column-withdrawn = withdrawn
club-no-ratings = No rated game of { $game } has ended yet.

## JOIN, STANDINGS and RATING by mail, and the operator's new options.
club-bad-date = { $date } is no date: give YYYY-MM-DD or YYYY-MM-DDTHH:MM (in the referee's time zone).
club-full = Tournament { $name } is full: it has its { $n } players.
club-open-to-anyone = Anyone may now enter tournament { $name } by mail (JOIN { $name }).
club-open-to = These addresses may now enter tournament { $name } by mail (JOIN { $name }): { $addresses }.
club-closed-to-mail = Tournament { $name } takes no more entries by mail.
club-closed = Tournament { $name } takes no entries by mail from { $address }: ask the referee's operator to enter you.
club-joined = You are entered in the tournament { $name } (seed { $seat }). Each of your games comes with its own invitation when its round begins.
# What a confirmation asks (after "to").
club-confirm-join = to enter you in the tournament { $name }
club-ratings-subject = Ratings
club-your-rating = { $game }: your rating is { $rating } (deviation { $deviation }, { $games } rated { $games ->
    [one] game
   *[other] games
}), place { $place } of { $of }.
club-no-rating = { $game }: you have no rating yet.
club-standings-sent = Standings of { $name } sent to { $sender }.
club-ratings-sent = Ratings sent to { $sender }.

## A tournament's games' mails. $first and $second: "Name (rating)".
club-mail-pairing = Tournament { $name }, round { $round }: { $first } against { $second } (their ratings in brackets).
club-mail-standings = The standings after this game:
