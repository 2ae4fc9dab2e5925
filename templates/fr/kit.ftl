### Les phrases propres au kit du joueur (crates/estafette-kit) : pourquoi
### il ne peut répondre à une requête, et ses avertissements sur le
### courriel qu'il affiche. `$why` est une raison du cœur, dite à sa place.
### Les mots que la requête attend (first, second, 1, 2) restent tels quels.

kit-not-json = la requête n'est pas du JSON : { $why }
kit-unknown-op = opération inconnue « { $op } »
kit-no-text = la requête n'a pas de texte « { $key } »
kit-turn = tour « { $text } » : first si vous jouez en premier, second sinon (l'invitation le précise)
kit-seed = graine : { $why }
kit-army-not-valid = l'armée n'est pas valide : { $why }
kit-no-square = nommez au moins une case (la case de départ de la pièce)
kit-side = camp « { $text } » : 1 (premier) ou 2 (second), dans l'ordre où les règles nomment les camps
kit-give-side = indiquez votre camp : 1 (premier) ou 2 (second), dans l'ordre où les règles nomment les camps
kit-head = tête « { $head } » : { $why } (copiez la ligne Log-Head du courriel auquel vous répondez)
kit-head-of-other-game = cette tête est celle de la partie { $head }, pas de { $game } : copiez la ligne Log-Head d'un courriel de cette partie
kit-not-lattaque = le mode à l'aveugle n'existe que pour L'Attaque
kit-not-a-rank = { $square } : { $why }
kit-random-hex = aléa : { $why }
kit-too-few-bytes = aléa : donnez au moins 16 octets aléatoires
kit-no-arrangement = aucune disposition légale trouvée : { $why }
kit-other-game = ce courriel concerne la partie { $mail }, le fichier secret la partie { $secret }
kit-options-differ = les options du courriel ({ $mail }) ne sont pas celles avec lesquelles vous avez scellé ({ $sealed })
kit-not-in-army = aucune de vos pièces n'est partie de { $home }
kit-shown-as = la pièce partie de { $home } apparaît comme { $shown } alors que votre armée y a { $army-un }
kit-not-a-mail = ce fichier n'est pas un courriel que ce kit sait lire
kit-no-text-part = le courriel n'a pas de partie texte
