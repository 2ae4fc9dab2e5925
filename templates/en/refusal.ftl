## Why a command or a move was refused (the core's `reason::Why`), and
## the refusals whose words are not data yet (`untyped`, the English as
## the rules or the referee wrote it).

untyped = { $text }
wrong-sender = a mail for this game carrying your reply token came from { $sender }, not from your registered address; nothing was applied. If it was you, write from { $registered }.
not-a-move = '{ $text }' is not a move: { $why }
