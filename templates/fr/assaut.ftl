## Pourquoi les règles de L'Assaut refusent un coup ou sa notation.

assaut-over = { $move } : la partie est terminée ({ $why })
assaut-move = { $move } : { $why }
assaut-not-legal-placement = { $move } n'est pas un placement légal ici
assaut-not-legal-move = { $move } n'est pas un coup légal ici
assaut-not-legal-capture = { $move } n'est pas une prise légale ici
assaut-place-first = les Officiers doivent d'abord être placés sur deux points de la forteresse (p. ex. place d6 e6)
assaut-already-placed = les Officiers sont déjà placés ; le placement n'a lieu qu'avant le premier coup des Soldats
assaut-not-a-point = { $square } n'est pas un point du plateau
assaut-same-point = les deux Officiers doivent occuper deux points différents
assaut-not-fortress = { $square } n'est pas un point de la forteresse (la forteresse va de c5 à e7)
assaut-not-empty = le point { $square } n'est pas libre
assaut-no-piece = il n'y a pas de pièce en { $square }
assaut-wrong-turn-soldier = il y a un Soldat en { $square }, mais c'est { $turn-a } de jouer
assaut-wrong-turn-officer = il y a un Officier en { $square }, mais c'est { $turn-a } de jouer
assaut-must-leave = un coup doit quitter son point
assaut-soldier-one-point = un Soldat avance d'un point à la fois
assaut-officer-one-point = un Officier se déplace d'un point à la fois
assaut-officer-one-point-capture = un Officier se déplace d'un point à la fois (une prise s'écrit { $from }x{ $to })
assaut-no-line = aucune ligne ne relie { $from } à { $to }
assaut-leaves-fortress = un Soldat entré dans la forteresse n'en sort plus ({ $square } est dehors)
assaut-black-line-fortress = la ligne { $from }-{ $to } est noire : les Soldats n'empruntent que les lignes blanches (l'option fortress-sideways est désactivée)
assaut-black-line = la ligne { $from }-{ $to } est noire : les Soldats n'empruntent que les lignes blanches
assaut-never-back = un Soldat ne recule jamais vers une rangée inférieure
assaut-sideways-towards-d = sur la rangée 5, un Soldat ne se déplace de côté que vers la colonne d
assaut-capture-compulsory = la prise est obligatoire ; les Officiers doivent prendre { $n } { $n ->
    [one] Soldat
   *[other] Soldats
} (p. ex. { $example })
assaut-soldiers-never-capture = les Soldats ne prennent jamais
assaut-soldiers-turn = c'est aux Soldats de jouer
assaut-no-landing = une prise demande au moins un point d'arrivée
assaut-not-a-jump = { $from }x{ $to } n'est pas un saut : un Officier saute par-dessus un point voisin jusqu'au point juste derrière, en ligne droite
assaut-not-straight = { $from }x{ $to } ne suit pas une ligne droite du plateau passant par { $through }
assaut-no-soldier = il n'y a pas de Soldat à sauter en { $square }
assaut-jumped-twice = le Soldat en { $square } est sauté deux fois ; chaque Soldat n'est pris qu'une fois
assaut-landing-not-empty = le point d'arrivée { $square } n'est pas libre
assaut-largest-capture = ce coup prend { $taken } { $taken ->
    [one] Soldat
   *[other] Soldats
} alors que { $max } peuvent être pris, et la plus grande prise est obligatoire (p. ex. { $example })
assaut-off-board = { $square } n'est pas sur le plateau (colonnes a-g, rangées 1-7)
assaut-not-a-point-corners = { $square } n'est pas un point du plateau (les coins de 2x2 sont retranchés)
assaut-empty-move = coup vide
assaut-unexpected-characters = « { $text } » n'est pas un coup : caractères inattendus
assaut-placement-count = un placement nomme exactement deux points de la forteresse, p. ex. place d6 e6 (reçu : { $n })
assaut-mixed = « { $text } » mélange - et x : un pas s'écrit d3-d4, une prise énumère ses points d'arrivée, d6xd4xf4
assaut-empty-square = « { $text } » contient une case vide
assaut-not-one-square = « { $part } » n'est pas une seule case (dans « { $text } »)
assaut-step-two-squares = « { $text } » : un pas a exactement deux cases (d3-d4) ; une prise s'écrit avec x (d6xd4xf4)
assaut-not-a-move = « { $text } » n'est pas un coup : écrivez un pas comme d3-d4, une prise comme d6xd4xf4, le placement comme place d6 e6

## Une position de L'Assaut refusée (`assaut::bad_position`).
assaut-position-ranks = plateau « { $board } » : 7 rangées séparées par / attendues, { $n } trouvées
assaut-position-rank-points = plateau « { $board } » : la rangée { $rank } doit avoir { $points } points, { $n } trouvés
assaut-position-not-a-point = plateau « { $board } » : « { $text } » n'est ni S (Soldat), ni O (Officier), ni . (vide)
assaut-position-too-many-soldiers = plateau « { $board } » : plus de 24 Soldats
assaut-position-too-many-officers = plateau « { $board } » : plus de 2 Officiers
assaut-position-fields = une position de L'Assaut a 7 champs (assaut, deux interrupteurs, plateau, trait, demi-coup, historique) ; { $n } trouvés
assaut-position-not-assaut = « { $text } » n'est pas une position de L'Assaut (elle doit commencer par assaut)
assaut-position-switch = « { $text } » n'est pas un réglage d'interrupteur (nom=valeur)
assaut-position-turn = « { $text } » n'est pas un trait : setup, soldiers ou officers
assaut-position-ply = « { $text } » n'est pas un nombre de demi-coups
assaut-position-setup-officer = pendant la mise en place, aucun Officier n'est encore sur le plateau
assaut-position-setup-ply = la mise en place se fait au demi-coup 0, sans historique
assaut-position-history = l'historique des répétitions ne peut pas survenir en jeu : { $why }
assaut-history-too-long = il garde { $n } positions antérieures au demi-coup { $ply }, et la mise en place (demi-coup 1) l'efface : on peut en garder au plus { $most }
assaut-history-third = l'entrée { $entry } est la troisième occurrence de sa position : la partie y était donc nulle
assaut-history-over = la partie était finie à l'entrée { $entry } ({ $why })
assaut-history-no-move = aucun coup qui garde l'historique (un coup de Soldat dans la forteresse, ou un pas d'Officier sans souffler) ne mène de l'entrée { $entry } { $next ->
    [0] au plateau actuel
   *[other] à l'entrée { $next }
}
