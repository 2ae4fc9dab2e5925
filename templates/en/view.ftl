### The words of the boards (views::board), the proof material at a
### mail's end (compose::proof), and the squares' labels.

board-first-player = first player
board-second-player = second player
board-key = Key:
board-plain = plain
board-hidden = hidden
board-empty = empty
board-lake = lake
board-marked = marked square
board-revealed-text = Revealed in combat:
board-revealed-html = gold frame: revealed in combat
board-revealed-title = revealed
board-you = you
board-last-move = Last move
board-to = to
board-attack-on = attack on
board-placed = placed on
board-combat = combat
board-last-title = last move
# What comes between a label and what it labels ("Last move (South): d2").
board-sep = {": "}

# The squares' labels the engines give (in English, for the logs).
mark-fortress = fortress
mark-allied-fort = Allied fort
mark-german-fort = German fort
mark-allied-capital = Allied capital (Bordeaux)
mark-german-capital = German capital (Berlin)

# $seed and $root of the sealed army, $check the command that checks it.
proof-seal =
    Your army's seal:
    Seed: { $seed }
    Root: { $root }
    To check it, save the four lines of your army as army.txt and run:
    { $check }
proof-commitment = { $mine ->
    [yes] Your army's commitment:
   *[no] The commitment of { $who }'s army:
}
proof-root = Root: { $root }
proof-leaves = Leaves (starting square, hash):
# $ply the move's number, $openings one line per opened piece.
proof-openings =
    Openings of move { $ply } (starting square, rank, salt):
    { $openings }
proof-published = { $mine ->
    [yes] Your army, published with its seed:
   *[no] { $who }'s army, published with its seed:
}
proof-seed = Seed: { $seed }

# `estafette rules`: after the rules in brief, the variants and switches.
rules-variants = Variants (the default first): { $variants }
rules-switches = Switches (NAME=VALUE):
rules-switch = { $name } = { $values }, by default { $default }
