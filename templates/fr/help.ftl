### HELP: the list of commands (compose::help_text). The commands and
### their words come from the command table; this catalog gives what each
### does (help-cmd-WORD, WORD being the command's English word) and, for a
### command that takes one, an example of its argument (help-arg-WORD).

help-header = Commandes (une par ligne, au-dessus du texte cité ; majuscules ou minuscules) :
# Before the other language's words for the same commands.
help-other-words = Les mots anglais marchent aussi :
# After the list: where the players' guide is (a file of the project).
help-guide = Le guide des joueurs, avec toutes les commandes, les parties à l'aveugle et ce que prouve un reçu : docs/PLAYING.md dans les sources d'Estafette.
# The club's commands, to the referee's plain address; their words as arguments.
help-club = À l'adresse de l'arbitre elle-même : { $join } nom vous inscrit à un tournoi qui vous est ouvert, { $standings } nom envoie son tableau, { $rating } [jeu] vos cotes, { $site } { $off } retire votre nom du site public ({ $site } { $on } l'y remet).

## The moves of each game, after an example of the notation.
help-move-lattaque = déplacement (un Éclaireur peut courir : b2-b7)
help-attack-lattaque = attaque de la pièce voisine
help-move-attack-lattaque = déplacement puis attaque
help-step-strand = pas (la Cavalerie peut faire deux : b4-d6)
help-jump-strand = prise, en nommant chaque case d'arrivée
help-place-assaut = Officiers : placer les deux Officiers (premier message)
help-step-assaut = pas
help-jump-assaut = prise par un Officier, en nommant chaque point d'arrivée

## The commands.
help-cmd-setup =
    puis quatre lignes de neuf pièces, rang le plus haut d'abord,
    p. ex. 10 9 8 8 7 7 6 6 6 (codes 10..2, S, M, F)
help-cmd-commit = les lignes qu'imprime `estafette seal` (votre armée scellée)
help-cmd-open = les lignes qu'imprime `estafette open` (pièce attaquée ou qui court)
help-cmd-reveal = les lignes qu'imprime `estafette reveal` (en fin de partie)
help-cmd-resign = abandonner la partie
help-cmd-draw = proposer la nulle (NULLE ACCEPTER / NULLE REFUSER pour répondre)
help-cmd-board = renvoyer le plateau
help-cmd-history = la liste des coups
help-cmd-help = cette liste
help-cmd-rules = les règles de cette partie en bref
help-cmd-lang = les courriers de cette partie en anglais (LANGUE fr : français)
help-arg-lang = en
help-cmd-message = transmettre un message à l'adversaire
help-arg-message = txt
help-cmd-vacation = arrêter les pendules de la partie (parties à la pendule)
help-arg-vacation = 5j
help-cmd-timezone = les échéances dans un fuseau, p. ex. FUSEAU Europe/Paris
help-arg-timezone = tz
help-cmd-calendar = joindre chaque échéance comme événement d'agenda (CALENDRIER NON pour arrêter)
help-cmd-key = signer vos commandes de cette clé (`estafette keygen`)
help-arg-key = k
help-cmd-sig = la ligne de signature qu'écrit `estafette sign`
