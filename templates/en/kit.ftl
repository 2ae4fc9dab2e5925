### The player kit's own sentences (crates/estafette-kit): why it cannot
### answer a request, and its warnings about a mail it shows. Each message
### is the English the kit's `KitError` gives; `$why` is a reason of the
### core, worded in its own place.

kit-not-json = the request is not JSON: { $why }
kit-unknown-op = unknown operation '{ $op }'
kit-no-text = the request has no text '{ $key }'
kit-turn = turn '{ $text }': first if you move first, second otherwise (the invitation says which)
kit-seed = seed: { $why }
kit-army-not-valid = the army is not valid: { $why }
kit-no-square = name at least one square (the piece's starting square)
kit-side = side '{ $text }': 1 (first) or 2 (second), as the rules name the sides
kit-give-side = give your side: 1 (first) or 2 (second), as the rules name the sides
kit-head = head '{ $head }': { $why } (copy the Log-Head line of the mail you answer)
kit-head-of-other-game = the head is of game { $head }, not { $game }: copy the Log-Head line of this game's mail
kit-not-lattaque = blind mode is for L'Attaque only
kit-not-a-rank = { $square }: { $why }
kit-random-hex = random: { $why }
kit-too-few-bytes = random: give at least 16 random bytes
kit-no-arrangement = no legal arrangement found: { $why }
kit-other-game = this mail is about game { $mail }, the secret file about { $secret }
kit-options-differ = the mail's options ({ $mail }) are not those you sealed with ({ $sealed })
kit-not-in-army = no piece of yours started on { $home }
kit-shown-as = the piece from { $home } is shown as { $shown } but your army has a { $army } there
kit-not-a-mail = the file is not a mail this kit can read
kit-no-text-part = the mail has no text part
