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
kit-no-head = aucune ligne Log-Head : donnez le courriel entier de l'arbitre, ou sa ligne Log-Head
kit-not-a-secret = ce n'est ni votre fichier secret (PARTIE-CAMP.secret.json) ni un fichier de clé : { $why }
kit-transcript-not-secret = c'est la transcription d'une partie, pas votre fichier secret : vérifiez-la sous « Vérifier une partie terminée »
kit-no-seal-line = aucune ligne « estafette seal » : donnez l'invitation de l'arbitre à cette partie
kit-seal-line = la ligne « estafette seal » de l'invitation : { $why }
kit-key-file-signs-only = un fichier de clé ne fait que signer : ouvrez des pièces et dévoilez avec votre fichier secret
## Les commandes d'une transcription qu'aucune signature ne couvre :
## $count commandes, les événements qui les consignent ($events : « 5, 7-9 »),
## $n la position de la dernière ligne Log-Head du joueur.
kit-unsigned = { $count ->
        [one] { $count } commande qu'aucune signature ne couvre
       *[other] { $count } commandes qu'aucune signature ne couvre
    } (événements { $events }) : seule la ligne Log-Head du dernier courriel que l'arbitre vous a envoyé peut { $count ->
        [one] la prouver
       *[other] les prouver
    } ; collez-la ci-dessous
kit-unsigned-after-head = { $count ->
        [one] { $count } commande qu'aucune signature ne couvre vient
       *[other] { $count } commandes qu'aucune signature ne couvre viennent
    } après votre dernière ligne Log-Head ({ $n }) (événements { $events }) : rien de ce que vous détenez ne { $count ->
        [one] la prouve
       *[other] les prouve
    }
kit-unsigned-proven = { $count ->
        [one] la commande qu'aucune signature ne couvre est
       *[other] les { $count } commandes qu'aucune signature ne couvre sont
    } dans le journal que nomme votre ligne Log-Head ({ $n })

## Ce que le kit dit d'une transcription qu'il vérifie.
kit-verify-verified = vérifié : { $game } — { $events } événements, { $moves } coups, { $result } ; tête { $events } { $head }
kit-verify-not-finished = partie non terminée
kit-verify-drawn = partie nulle ({ $why })
kit-verify-won = { $who } a gagné ({ $why })
kit-verify-failed = échec de la vérification : { $why }
kit-verify-nobody = personne
