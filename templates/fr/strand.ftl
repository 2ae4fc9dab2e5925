## Pourquoi les règles de Strand refusent un coup ou sa notation.

strand-over = { $move } : la partie est terminée ({ $why })
strand-no-legal-move = { $move } : la partie est terminée ({ $side-le } n'ont plus aucun coup légal)
strand-move = { $move } : { $why }
strand-light-square = la case { $square } est claire ; les pièces ne se tiennent que sur les cases foncées
strand-no-piece = il n'y a pas de pièce en { $square }
strand-not-yours = la pièce en { $square } est { $owner-adj } ; vous jouez { $side-le }
strand-write-with-x = une prise s'écrit avec x : { $capture }
strand-cannot-move = { $kind-le } ne peut pas aller { $dir ->
    [forward] vers l'avant
    [sideways] de côté
   *[backward] vers l'arrière
} ; { $how }
strand-how-infantry = l'Infanterie se déplace d'une case, vers l'avant ou de côté
strand-how-cavalry = la Cavalerie se déplace d'une case de côté, ou d'une ou deux cases vers l'avant
strand-how-artillery = l'Artillerie se déplace d'une case dans n'importe quelle diagonale
strand-between-occupied = la case intermédiaire, { $square }, est occupée
strand-occupied = la case { $square } est occupée
strand-own-capital = aucune pièce ne peut entrer dans sa propre capitale, { $capital }
strand-enemy-fort-enter = la case { $square } est un fort ennemi ; seule l'Artillerie peut y entrer
strand-capture-compulsory = la prise est obligatoire, p. ex. { $n ->
    [1] { $first }
    [2] { $first } ou { $second }
   *[other] { $first } ou { $second } ou { $third }
}
strand-not-legal = ce coup n'est pas légal dans cette position
strand-no-landing = une prise demande au moins une case d'arrivée
strand-capture-ends = la prise s'arrête en atteignant { $capital } ; rien ne peut suivre { $square }
strand-not-a-jump-at-all = { $from }x{ $to } n'est pas un saut : une pièce saute en diagonale par-dessus la case voisine (l'Artillerie aussi par-dessus une pièce à une case de distance)
strand-not-a-jump = { $from }x{ $to } n'est pas un saut
strand-long-jump-artillery-only = seule l'Artillerie peut prendre une pièce à une case de distance
strand-cannot-jump = { $kind-le } ne peut pas sauter { $dir ->
    [forward] vers l'avant
    [sideways] de côté
   *[backward] vers l'arrière
}
strand-long-jump-needs-empty = un long saut demande que { $square } soit libre
strand-nothing-to-take = il n'y a pas de pièce à prendre en { $square }
strand-own-piece = la case { $square } est occupée par votre propre pièce
strand-already-taken = { $kind-le } { $owner-adj } en { $square } a déjà été prise dans ce coup
strand-still-holds-taken = la case { $square } porte encore une pièce prise dans ce coup
strand-on-own-fort = { $kind-le } { $owner-adj } en { $square } se tient sur son propre fort ; seule l'Artillerie peut la prendre
strand-in-front-of-fort = { $kind-le } { $owner-adj } en { $square } se tient devant son propre fort ; seuls un saut de côté ou l'Artillerie peuvent la prendre
strand-enemy-fort-land = la case { $square } est un fort ennemi ; seule l'Artillerie peut s'y poser
strand-incomplete = la prise n'est pas complète : la pièce doit continuer depuis { $square } (p. ex. { $square }x{ $next })
strand-leg = { $from }x{ $to } : { $why }
strand-empty-move = coup vide : écrivez un pas comme b4-c5 ou une prise comme d4xf6
strand-step-and-capture = « { $text } » : un coup est soit un pas (b4-c5), soit une prise (d4xf6xh8), pas les deux
strand-step-two-destinations = « { $text } » : un pas n'a qu'une destination (b4-c5) ; une prise s'écrit avec x (d4xf6xh8)
strand-one-square = « { $text } » : un coup demande deux cases, p. ex. b4-c5 (pas) ou d4xf6 (prise)
strand-square-off-board = « { $text } » est hors du plateau (colonnes a-j, rangées 1-10)

## Une position de Strand refusée (`strand::bad_position`).
strand-position-not-dark = { $square } n'est pas une case sombre du plateau
strand-position-two-pieces = deux pièces en { $square }
strand-position-own-capital = une pièce { $side-adj } se tient sur sa propre capitale, { $side-capital }
strand-position-enemy-capital = une pièce { $piece-adj } se tient à { $side-capital } : c'est donc { $side-a } de jouer
strand-position-too-many = { $kind-le } { $side-de } compte { $n } pièces, une armée en a { $army }
strand-position-no-piece = { $side-le } n'ont plus de pièce, mais ce sont eux qui ont joué le dernier coup
strand-position-ranks = plateau : 10 rangées séparées par « / » attendues, { $n } trouvées
strand-position-zero-count = plateau : rangée { $rank } : 0 n'est pas un nombre de cases vides
strand-position-not-a-piece = plateau : rangée { $rank } : « { $text } » n'est ni une pièce (I C A pour les Alliés, i c a pour les Allemands) ni un nombre
strand-position-rank-squares = plateau : la rangée { $rank } a { $n } cases sombres, 5 attendues
strand-position-not-strand = ce n'est pas une position de strand : elle doit commencer par « strand » ({ $expected })
strand-position-fields = une position de strand a 5 champs ({ $expected }), { $n } trouvés
strand-position-field = le champ { $field } doit être { $key }=... ({ $expected })
strand-position-switch-field = le champ { $field } doit être { $names } ({ $expected })
strand-position-turn = trait : « { $text } » n'est ni allies ni germans
strand-position-ply = demi-coup : « { $text } » n'est pas un nombre de demi-coups
