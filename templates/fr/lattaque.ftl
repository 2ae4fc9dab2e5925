## L'Attaque : pourquoi un coup, sa notation ou une armée est refusé
## (`NotationError`, `Refusal`, `MoveRefusal`, `SetupError` des règles).
## Une case, un coup et le texte du joueur sont donnés tels quels.

## La notation d'un coup.
lattaque-empty-move = coup vide : écrivez b4-b5, b5xb6 ou b4-b5xb6
lattaque-move-shape = « { $text } » n'est pas un coup : écrivez b4-b5 (déplacement), b5xb6 (attaque) ou b4-b5xb6 (déplacement puis attaque)
lattaque-two-attacks = « { $text } » n'est pas un coup : un coup n'attaque qu'une seule fois
lattaque-move-square = « { $text } » n'est pas un coup : { $why }
lattaque-move-off-board = « { $text } » n'est pas un coup : la case { $square } est hors du plateau (colonnes a à { $last-file }, rangées 1 à { $ranks })

## Pourquoi les règles refusent un coup.
lattaque-move-refused = { $move } : { $why }
lattaque-no-piece-on = il n'y a pas de pièce en { $square }
lattaque-not-yours = la pièce en { $square } n'est pas à vous
lattaque-flag-never-moves = la pièce en { $square } est le Drapeau, qui ne se déplace ni n'attaque jamais
lattaque-never-moves = la pièce en { $square } est { $rank-un }, qui ne se déplace ni n'attaque jamais
lattaque-same-square-attack = un déplacement doit changer de case ; pour attaquer sans bouger, écrivez { $from }x{ $target }
lattaque-same-square = un déplacement doit changer de case
lattaque-diagonal = les pièces se déplacent le long d'une colonne ou d'une rangée, jamais en diagonale
lattaque-one-square-only = votre { $rank } en { $square } ne se déplace que d'une case (seuls les Éclaireurs vont plus loin)
lattaque-run-needs-scout = seul un Éclaireur court sur plus d'une case : ouvrez la pièce partie de { $square } comme Éclaireur dans le même courrier
lattaque-lake = la case { $square } est un lac
lattaque-crosses-lake = le chemin traverse le lac en { $square }
lattaque-blocked = le chemin est barré en { $square }
lattaque-own-piece = la case { $square } est occupée par une de vos pièces
lattaque-enemy-piece = la case { $square } est occupée par une pièce ennemie, et deux pièces ne partagent jamais une case ; une attaque s'écrit avec x
lattaque-attack-own-square = une pièce ne peut pas attaquer sa propre case
lattaque-not-next = la case { $target } n'est pas voisine de { $at }
lattaque-frontal = dans cette partie, les attaques sont frontales : depuis { $at }, { $side-le } ne peut attaquer que { $target }
lattaque-frontal-nothing = dans cette partie, les attaques sont frontales : depuis { $at }, { $side-le } ne peut rien attaquer
lattaque-nothing-to-attack = il n'y a pas de pièce à attaquer en { $square }
lattaque-own-target = la case { $square } est occupée par une de vos propres pièces
lattaque-game-over = la partie est terminée : { $why }

## Pourquoi une armée est refusée.
lattaque-setup-lines = une armée s'écrit en 4 lignes de 9 pièces (la première ligne est la rangée { $top }, la dernière la rangée { $bottom }), ou en affectations comme a1=F ; { $n ->
    [0] aucune ligne trouvée
    [1] 1 ligne trouvée
   *[other] { $n } lignes trouvées
}
lattaque-setup-entries = la ligne { $line } (rangée { $rank }) { $n ->
    [0] n'a aucune entrée
    [1] a 1 entrée
   *[other] a { $n } entrées
} ; chaque ligne en demande 9, pour les colonnes a à i
lattaque-not-assignment = « { $text } » n'est pas une affectation : écrivez case=pièce, comme a1=F
lattaque-no-square-before-equals = « = » sans case devant : écrivez a1=F
lattaque-assignment-not-square = « { $text } » n'est pas une case : écrivez case=pièce, comme a1=F
lattaque-names-no-piece = { $square }= ne nomme aucune pièce
lattaque-unknown-piece-on = pièce inconnue « { $text } » en { $square } : { $hint }
lattaque-unknown-piece = pièce inconnue « { $text } » : { $hint }
lattaque-hint-spy-or-flag = écrivez S pour l'Espion ou F pour le Drapeau
lattaque-hint-piece-names = utilisez un code (S, 2 à 10, M, F) ou un nom en anglais ou en français (Colonel, Éclaireur, Chef d'Armée...)
lattaque-outside-zone = la case { $square } est hors de la zone { $side-de } : { $side-le } se déploie sur les colonnes a à i, rangées { $low } à { $high }
lattaque-given-twice = la case { $square } est donnée deux fois
lattaque-left-empty = cases laissées vides : { $squares } (chaque case de la zone doit recevoir une pièce)
lattaque-count = { $n ->
    [0] { $rank-aucun }
    [1] 1 { $rank }
   *[other] { $n } { $rank-plural }
}, une armée en a { $want }
lattaque-counts = { $first } ; { $rest }
lattaque-flag-placement = le Drapeau ne peut pas être placé en { $square } : { $why }
lattaque-flag-behind-river = il est juste derrière la rivière, sans rien entre les deux
lattaque-flag-only-mines = seules vos propres Mines ({ $squares }) le séparent de la rivière

## Une position de L'Attaque refusée, plateau complet ou à l'aveugle
## (`lattaque::bad_position`).
lattaque-position = position de L'Attaque invalide : { $why }
lattaque-position-blind = position de L'Attaque à l'aveugle invalide : { $why }
lattaque-position-fields = 5 champs attendus (lattaque OPTIONS CAMP DEMI-COUP PLATEAU), { $n } trouvés
lattaque-position-start = elle commence par « { $text } », pas par « lattaque »
lattaque-position-side-to-move = le camp au trait « { $text } » doit être south ou north
lattaque-position-ply = le nombre de demi-coups « { $text } » n'est pas un nombre entier
lattaque-position-rows = le plateau demande 10 rangées séparées par « / », { $n } trouvées
lattaque-position-row-too-long = la rangée { $rank } dépasse 9 cases
lattaque-position-empty-count = « { $text } » dans la rangée { $rank } n'est pas un nombre de 1 à 9 cases vides
lattaque-position-row-squares = la rangée { $rank } a { $n } cases, pas 9
lattaque-position-both-flags-missing = les deux Drapeaux manquent, et aucune partie n'y arrive : elle finit dès que le premier Drapeau est pris
lattaque-position-token-side = « { $token } » en { $square } : une pièce commence par s (Sud) ou n (Nord)
lattaque-position-token-home = « { $token } » en { $square } : { $why }
lattaque-position-home-off-board = « { $token } » en { $square } : la case d'origine { $home } est hors du plateau
lattaque-position-token-tail = « { $token } » en { $square } : « { $text } » inattendu
lattaque-position-rank-code = « { $token } » en { $square } : « { $text } » n'est pas un code de grade (S, 2 à 10, M, F)
lattaque-position-rank-code-blind = « { $token } » en { $square } : « { $text } » n'est pas un code de grade (?, S, 2 à 10, M, F)
lattaque-position-unknown-opened = « { $token } » en { $square } : une pièce inconnue ne peut pas être marquée ouverte
lattaque-position-lake = une pièce se tient sur le lac { $square }
lattaque-position-outside-zone = { $square } : la case d'origine { $home } est hors de la zone { $side-de }
lattaque-position-never-leaves = { $square } : { $rank-un } ne quitte jamais sa case d'origine { $home }
lattaque-position-share-home = deux pièces { $side-de } partagent la case d'origine { $home }
lattaque-position-too-many = { $side-le } a plus de { $n } { $n ->
    [one] { $rank }
   *[other] { $rank-plural }
}
