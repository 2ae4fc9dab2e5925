### The public archive: what `estafette site` writes and says, and the
### operator's `estafette player --unnamed`.

## What the commands report. $player is an address, $dir a folder.
club-unnamed = { $player } is shown as "player N" on the public site from now on, and the transcripts of their games are not published there.
club-named = { $player } is shown by name on the public site again.
club-no-player = No player has the address { $player }.
club-not-site-folder = { $dir } holds files and is not a site that `estafette site` wrote: give a new or empty folder.
club-site-file = Cannot write { $path }: { $error }
club-site-written = The public site is in { $dir } ({ $files } files): open { $dir }/index.html.

## SITE ON / OFF by mail: the replies' subject, what the confirmation of
## SITE ON asks (after "to"), and the replies.
club-site-subject = Public site
club-confirm-named = to show your name on the public site again
club-site-off = Your name is no longer shown on the public site: you appear there as "player N", and the transcripts of your games are not published there. To be named again, send SITE ON to this address and answer the confirmation it asks.
club-site-on = Your name is shown on the public site again, with the transcripts of your games, from the next time the site is written.

## The site's pages.
site-title = Tournaments, ratings and finished games
site-intro = Only finished games are published. Each comes with its transcript: its page replays the game and checks every move and every hash in your browser, with no server; `estafette verify FILE` checks a transcript the same way.
site-tournaments = Tournaments
site-no-tournaments = No tournament has begun yet.
# $game: the game's title.
site-ratings = Ratings: { $game }
site-games = Finished games
site-no-games = No game has ended yet.
# $game: the game's id; $first and $second the players; $result 1-0, 0-1 or ½-½.
site-game = { $game }: { $first } against { $second }, { $result }
site-transcript = transcript
site-withheld = (transcript not published: a player of this game asked not to be named)
# A player who asked not to be named; $n their number.
site-player = player { $n }
site-back = All tournaments and games
site-round = Round { $round }
