## Why a command or a move was refused (the core's `reason::Why`), and
## the refusals whose words are not data yet (`untyped`, the English as
## the rules or the referee wrote it).

untyped = { $text }
wrong-sender = a mail for this game carrying your reply token came from { $sender }, not from your registered address; nothing was applied. If it was you, write from { $registered }.
not-a-move = '{ $text }' is not a move: { $why }

## The referee's refusals (the core's `referee::refusal::Refusal`): the
## game's phase, whose turn it is, draw offers, stale mails, languages,
## time zones, vacations, keys and signatures. $text is the player's own
## word; $side a side (its name); $name its player; $issued, $last and
## $seen log positions; $needs and $left durations (`refusal-duration`);
## $why the protocol's own words.

refusal-game-over = this game is over
refusal-no-draw-to-accept = there is no draw offer to accept
refusal-draw-already-offered = you have already offered a draw
refusal-no-draw-to-decline = there is no draw offer to decline
refusal-no-army-to-set-up = { $game ->
    [strand] { title-strand }
    [assaut] { title-assaut }
   *[lattaque] { title-lattaque }
} has no army to set up
refusal-armies-in-place = the armies are already in place
refusal-army-committed = your army is already committed and cannot be changed
refusal-blind-only = openings, commitments and reveals are for blind games only
refusal-not-started = the game has not started: both armies must be sent first
refusal-paused = the game is paused by the operator: no moves until it resumes
refusal-position-unknown = the position is unknown
refusal-not-your-turn = it is not your turn: { $side } ({ $name }) is to move
refusal-stale = this mail answers an earlier mail of the referee (sent at position { $issued }), and you have played since (at position { $last }): commands that change the game are taken only from a reply to the referee's latest mail to you, so that an old mail sent again is never applied twice. Reply to the latest mail
refusal-no-command = no command found above the quoted text; send HELP for the list of commands
refusal-not-a-language = '{ $text }' is not a language: choose en (English), fr (French) or de (German)
refusal-not-a-time-zone = '{ $text }' is not a time zone name (use an IANA name such as Europe/Paris or America/New_York)
refusal-no-clock = this game has no clock, so it needs no vacation
refusal-vacation-too-long = this vacation needs { $needs } but you have { $left } left this year
refusal-vacation-too-short = a vacation lasts at least an hour
refusal-not-a-date = '{ $text }' is not a date (write 2026-12-20)
refusal-vacation-ends-first = the vacation ends before it starts
refusal-vacation-over = that vacation is already over
refusal-vacation-syntax = VACATION takes a length (5d) or two dates (2026-12-20 2026-12-27)
refusal-bad-key = { $why }
refusal-key-registered = your key is registered already: it signs your commands to the end of the game
refusal-key-after-move = a key is registered before your first move; this game goes on without one
refusal-not-signed = this mail is not signed: sign your commands with `estafette sign` (your key is registered, so the referee takes only signed commands) and add the sig line it prints
refusal-sig-unreadable = the sig line cannot be read ({ $why }): sign your commands with `estafette sign` (your key is registered, so the referee takes only signed commands) and add the sig line it prints
refusal-sig-not-reached = the sig line names log position { $seen }, which the game has not reached; sign your commands again after the Log-Head line of the referee's latest mail to you (estafette sign, or the player kit) and mail them with the sig line it gives
refusal-sig-stale = your signature is over the referee's mail at log position { $seen }, and you have played since (at position { $last }); sign your commands again after the Log-Head line of the referee's latest mail to you (estafette sign, or the player kit) and mail them with the sig line it gives
refusal-signature-fails = your signature does not check: it was not made with your registered key over these commands and the log head at position { $seen }; sign your commands with `estafette sign` (your key is registered, so the referee takes only signed commands) and add the sig line it prints
refusal-signed-whole = { $why }. A signed mail is applied whole or not at all, so nothing of this one was: sign again only the commands you mean, and send them

## A duration in a refusal: $d days, $h hours, $m minutes; $shape the parts
## shown (d, dh, dhm, dm, h, hm or m).
refusal-duration = { $shape ->
    [d] { $d }d
    [dh] { $d }d{ $h }h
    [dhm] { $d }d{ $h }h{ $m }m
    [dm] { $d }d{ $m }m
    [h] { $h }h
    [hm] { $h }h{ $m }m
   *[m] { $m }m
}

## The command language's refusals: why a line of a mail is not a command
## (the core's `referee::refusal::LineRefusal`).

refusal-line-too-long = this line is too long to be a command
refusal-line-not-a-command = not a command or a move (send HELP for the list)
refusal-line-leaf-alone = leaf lines follow a 'commit ROOT' line
refusal-line-key-takes-one = KEY takes one public key, as `estafette keygen` prints it
refusal-line-sig-line = a mail carries one sig line (sig N SIGNATURE, as `estafette sign` prints it)
refusal-line-alone = this command takes nothing after it: write it alone on its line
refusal-line-lang-needs = LANG needs a language: en (English), fr (French) or de (German)
refusal-line-vacation-needs = VACATION needs a length (5d) or two dates (2026-12-20 2026-12-27)
refusal-line-timezone-needs = TIMEZONE needs a zone name, e.g. Europe/Paris
refusal-line-message-needs = MESSAGE needs some text after it
refusal-line-message-too-long = a MESSAGE holds at most 1000 characters: nothing of it was passed on
refusal-line-draw-takes = DRAW takes OFFER, ACCEPT or DECLINE
refusal-line-calendar-takes = CALENDAR takes ON or OFF

## The blind referee's refusals (the core's
## `referee::blind_refusal::BlindRefusal`) and the breaches by which a
## player forfeits (`Breach`). $home, $target are squares; $rank a
## L'Attaque rank; $side a side; $move a move as written; $why the rules'
## or the protocol's own refusal.

refusal-blind-all-committed = the armies are already committed
refusal-blind-no-commitment = no commitment
refusal-blind-no-piece-started = no piece of yours started on { $home }
refusal-blind-not-in-play = the game is not in play
refusal-blind-not-your-turn = it is not your turn: { $side } is to move
refusal-blind-open-first = your piece on { $target } (from { $home }) was attacked: open it first (estafette open SECRETFILE { $home })
refusal-blind-combat-unresolved = the combat cannot be resolved
refusal-blind-move-refused = { $move }: { $why }
refusal-blind-attack-needs-opening = { $move }: an attack needs your opening of the attacking piece (from { $home }) in the same mail
refusal-blind-no-piece-to-attack = no piece to attack
refusal-blind-game-over = the game is over
refusal-blind-reveal-too-early = the reveal comes when the game is over on the board
refusal-blind-already-revealed = your army is already revealed
refusal-blind-no-army-committed = you committed no army
refusal-blind-seal-your-army = this is a blind game: seal your army with `estafette seal` and mail the 'commit' and 'leaf' lines it prints
refusal-blind-other-key = your commitment binds another signing key than the one you registered with KEY: a player has one key in a game, so this commitment is refused
refusal-blind-other-options = your army was sealed under other options ({ $sealed }) than this game's ({ $game }): seal it again with the options of the seal line of your invitation, and mail the new lines
refusal-blind-bad-open-line = '{ $line }': { $why }
refusal-blind-not-a-move-again = '{ $text }' is not a move: { $why }
refusal-blind-no-move = no move
refusal-breach-opening-mismatch = the opening of the piece from { $home } as { $rank } does not match its leaf
refusal-breach-too-many-opened = { $n } pieces opened as { $rank-plural }: an army has { $count }
refusal-breach-moved-but-opened = the piece from { $home } moved, but it opened as a { $rank }
refusal-breach-moved-but-revealed = the piece from { $home } moved, but the army has a { $rank } there
refusal-breach-illegal-move = move { $n } ({ $move }) is illegal with the armies revealed: { $why }
refusal-breach-no-reveal = no final reveal by the deadline

## Keys, signatures that cannot be checked, vacations' durations and dates
## (the core's `referee::refusal::Refusal`, `protocol::sign::KeyFault`,
## `referee::clock::DurationError`). $text is the player's own; $why the
## protocol's or the calendar's own words.

refusal-key-length = a public key is 44 characters of base64 (32 bytes)
refusal-key-not-ed25519 = this is not an Ed25519 public key
refusal-sig-uncheckable = { $why }; sign your commands with `estafette sign` (your key is registered, so the referee takes only signed commands) and add the sig line it prints
refusal-date-not-in-zone = { $text }: { $why }
refusal-duration-empty = an empty duration
refusal-duration-not-a-unit = '{ $text }': a duration is a number and a unit, w, d, h, m or s (e.g. 3d, 12h, 1h30m)
refusal-duration-number-first = '{ $text }': a number must come before each unit
refusal-duration-too-long = '{ $text }' is too long
refusal-duration-no-unit = '{ $text }': give a unit after the number (w, d, h, m or s)
refusal-duration-over-a-year = '{ $text }' is longer than a year
refusal-too-many-commands = too many commands in one mail: at most { $max } are read, so these were not applied

## Challenges and the other account commands that cannot be read (the
## core's `referee::account::AccountError`, `referee::clock::ClockError`).
## $word and $text are the player's own; $game a game's title.

refusal-account-usage = write NEW GAME WITH ADDRESS [variant NAME] [set SWITCH=VALUE] [3d per move | 10/30d] [grace 1d] [no observers] [blind]
refusal-account-takes-one-game = { $word } takes one game id, e.g. { $word } strand-3
refusal-account-takes-one-tournament = { $word } takes one tournament's name, e.g. { $word } spring-2027
refusal-account-site-takes-on-or-off = { $word } takes ON or OFF: { $word } OFF leaves your name off the public site, { $word } ON shows it again
refusal-account-not-an-address = '{ $text }' is not a mail address
refusal-account-variant-needs-name = variant needs a name
refusal-account-set-needs = set needs SWITCH=VALUE
refusal-account-grace-needs-length = grace needs a length, e.g. 1d
refusal-account-blind-lattaque-only = blind mode is for L'Attaque only, not { $game ->
    [strand] { title-strand }
    [assaut] { title-assaut }
   *[lattaque] { title-lattaque }
}
refusal-account-not-understood = '{ $word }' is not understood here; { refusal-account-usage }
refusal-account-grace-needs-clock = grace needs a time control too (e.g. 3d per move)
refusal-account-blind-needs-clock = a blind game needs a time control, because the final reveals have a deadline (e.g. 3d per move)
refusal-clock-moves-not-whole = '{ $text }': the number of moves before '/' must be a whole number
refusal-clock-moves-range = '{ $text }': between 1 and 1000 moves per period
refusal-clock-period-too-short = '{ $text }': a period shorter than one hour makes no sense by mail

## A blind game's commitment and final reveal as mailed (the core's
## `protocol::blind_line::BlindLine`). $line and $square are the player's
## own; $why the encodings' or the rules' own reason (`protocol.ftl`,
## `lattaque.ftl`); $key is yes when the commitment has a key (which the
## root binds too); $side a side.

refusal-blind-line-root-line = the root line is 'commit ROOT' (64 hex digits)
refusal-blind-line-two-commits = two 'commit' lines: send one commitment
refusal-blind-line-commit-hex = commit line: { $why }
refusal-blind-line-key-line = a commitment has at most one key line, 'key KEY' (44 characters of base64)
refusal-blind-line-key-bad = key line: { $why }
refusal-blind-line-leaf-line = '{ $line }': a leaf line is 'leaf SQUARE LEAF' (64 hex digits)
refusal-blind-line-leaf-hex = leaf { $square }: { $why }
refusal-blind-line-no-commit = no 'commit ROOT' line
refusal-blind-line-root-mismatch = { $why }{ $key ->
        [yes] { " and the key" }
       *[no] { "" }
    } (was the army sealed for this game, with the right side and turn?)
refusal-blind-line-outside-zone = a leaf for { $square }, outside { $side }'s zone
refusal-blind-line-out-of-order = the leaf for { $square } is out of order or repeated: give them in ascending order (a1, b1, ... i1, a2, ...)
refusal-blind-line-leaf-count = { $n } leaves; an army has { $count } pieces, one on every square of the zone
refusal-blind-line-no-reveal = no 'reveal SEED' line
refusal-blind-line-reveal-line = the reveal line is 'reveal SEED' (64 hex digits), followed by the army's four lines
refusal-blind-line-reveal-hex = reveal line: { $why }
refusal-blind-line-reveal-rows = the 'reveal SEED' line must be followed by the army's four lines
refusal-blind-line-army-breaks = the revealed army breaks the rules: { $why }
refusal-blind-line-reveal-mismatch = the revealed seed and army do not give the root committed at the start
refusal-blind-line-options-line = the options line is 'options OPTIONS', as estafette seal prints it
refusal-blind-line-options-bad = options line: { $why }
refusal-open-line-not-open = an opening line starts with the word 'open'
refusal-open-line-word-count = an opening line is 'open SQUARE RANK SALT' (4 words), this one has { $n }
refusal-open-line-bad-salt = bad salt in opening line: { $why }

## The label of a mail's command lines past the most the referee reads
## (refused with `refusal-too-many-commands`): $n of them, after $max.

refusal-lines-after = (the { $n } lines after the first { $max })

## A player's own secret file, side, square or position line (protocol::secret_fault).
refusal-secret-not-json = not a secret file: { $why }
refusal-secret-wrong-format = not a secret file of this program (format '{ $format }' version { $version }; expected '{ $expected }' version { $expected-version })
refusal-secret-not-a-side = '{ $text }' is not a side: choose south or north
refusal-secret-options = options: { $why }
refusal-secret-seed = seed: { $why }
refusal-secret-army = army: { $why }
refusal-secret-army-not-valid = the army is not valid: { $why }
refusal-secret-not-a-game-id = '{ $game }' is not a game id (a-z, 0-9 and -, 1 to 40 characters)
refusal-secret-root-damaged = the root in the secret file is not what its seed and army give: the file is damaged
refusal-secret-key-damaged = the key in the secret file is not the one its seed gives: the file is damaged
refusal-secret-v1-with-key = a version-1 secret file has no key: the file is damaged
refusal-secret-v2-without-key = a version-2 secret file names its key: the file is damaged
refusal-secret-off-board = { $square } is not on the board (files a-i, ranks 1-10)
refusal-secret-no-piece-started = no piece of yours started on { $square }
refusal-secret-no-signing-key = this secret file is of version 1: its army was sealed without a signing key, so its game takes unsigned commands
refusal-secret-no-position-line = the mail has no 'Position:' line (is it a blind-mode mail from the referee?)

## A line that is not a command ($line, as written), and why.

refusal-command-line = "{ $line }": { $why }
