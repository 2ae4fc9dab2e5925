### The player kit page's own words (crates/estafette-kit/page), read when
### `cargo xtask kit` builds the page, by the key the script and the page's
### data-i18n attributes name (`page-` and the key). English is the page's
### own text (kit.html) and the messages below; every other language words
### every key of the page. $name is replaced by the script (a game, a side,
### a count...); a key ending in -one or -other is chosen by a count's
### plural category.

page-loading = Loading…
page-ready = Ready. This page works offline, sends nothing anywhere and keeps nothing.
page-start-failed = The kit could not start:
page-steps = Steps
page-view-board = Your board: tap your piece, then where it goes
page-board = Your army: pick a square, then a rank
page-replay-board = The board
page-replay-move = Move
page-replay-first = First
page-replay-prev = Previous move
page-replay-next = Next move
page-replay-last = Last
page-reply-text = Your reply
page-invite-text = The invitation
page-commit-text = The lines to mail
page-transcript-ph = Drop or paste the transcript (JSON) here
page-complete = The army is complete and legal.
page-need-army = Arrange a complete, legal army first.
page-sealed-once = An army is sealed for { $game } in this page: forget it first to seal another.
page-sealed = Sealed. Download the secret file and keep it, then mail the lines below.
page-forgotten = Forgotten. You can seal an army again.
page-invite-read = Game { $game }: you play { $side } and move { $turn }.
page-switches = Rules: { $variant }; switches: { $sets }.
page-default-variant = the default variant
page-need-secret = Load your secret file first.
page-need-mail = Paste or open the referee’s last mail first.
page-secret-loaded = Secret file of { $game } ({ $side }) loaded.
page-secret-sealed = The army sealed in this page ({ $game }, { $side }) signs your replies while the page is open.
page-key-loaded = Key file loaded: it signs your replies; choose your side below.
page-view-done-one = Game { $game }: you are { $me }. { $to_move } to move after { $ply } ply.
page-view-done-other = Game { $game }: you are { $me }. { $to_move } to move after { $ply } plies.
page-head-read = Mail read: game { $game }, Log-Head { $n }.
page-asks-open = The mail asks you to open the piece that started on { $squares }.
page-asks-reveal = The mail asks for your final reveal.
page-reply-done = Copy this reply into your answer to the referee’s mail, as it is.
page-reply-unsigned = Copy this reply into your answer, as it is (unsigned: your secret file holds no key).
page-reply-opens = It opens { $squares }.
page-empty = empty
page-replay-start = The start: both armies as published at the end.
page-replay-start-open = The start position.
page-side-south = South
page-side-north = North
page-turn-first = first
page-turn-second = second
