### Les paragraphes qui disent au joueur comment jouer (compose/guide) : les
### règles de la partie en bref (RÈGLES : l'armée, les règles clés de la
### variante, un exemple), l'avis des réponses suspendues, le kit du joueur.
### Les noms des camps, des grades et des armes viennent de names.ftl : un
### argument camp, grade ou arme $x vaut son nom, et $x-forme chacune de ses
### formes (.le, .un, .plural). Cases et nombres sont des arguments.

## Le paragraphe RÈGLES : l'armée, puis cette ligne avec les règles clés
## ($variant la variante et ses options, $rules les phrases ci-dessous),
## l'exemple, et cette dernière ligne.
guide-rules = Règles ({ $variant }) : { $rules }
guide-rules-more = RÈGLES renvoie ce résumé ; AIDE donne la liste des commandes.

## L'Attaque. L'armée : un tableau code, grade, nombre suit.
guide-lattaque-army = Votre armée, { $total } pièces (code, rang, nombre) :
# Le combat ; la seconde quand deux Éclaireurs qui se rencontrent restent ($scout).
guide-lattaque-combat = le rang le plus haut gagne et deux rangs égaux tombent tous les deux.
guide-lattaque-combat-scouts-stay = le rang le plus haut gagne et deux rangs égaux tombent tous les deux (deux { $scout-plural } restent tous les deux).
guide-lattaque-attack = { $attack ->
   *[frontal] Une pièce n'attaque que la case droit devant elle, vers le camp adverse.
    [orthogonal] Une pièce attaque toute pièce ennemie voisine sur sa colonne ou sa rangée.
}
# $beats : quand l'Espion bat le Chef d'Armée.
guide-lattaque-spy = { $beats ->
   *[always] L'{ $spy } bat { $commander-le }, quel que soit l'attaquant ;
    [attacking] L'{ $spy } bat { $commander-le } seulement quand c'est { $spy-le } qui attaque ;
} { $mine-un } élimine tout attaquant sauf { $sapper-un } ; prendre { $flag-le } gagne la partie.
# La règle Gibson du placement du Drapeau : $squares et $last les cases
# interdites, $files les colonnes où des Mines seules ne suffisent pas.
guide-lattaque-flag = Le { $flag } ne se place ni en { $squares } ou { $last }, ni dans les colonnes { $files } derrière vos seules { $mine-plural }.
guide-lattaque-max-plies = Nulle au { $n }e demi-coup.
# Un pas de $from en $step, puis une attaque sur $target.
guide-lattaque-example = Exemple : { $from }-{ $step }x{ $target } avance de { $from } en { $step }, puis attaque { $target }. Si votre { $captain } (6) y rencontre { $sergeant-un } (4), { $sergeant-le } est retiré et votre { $captain } reste en { $step } ; les deux rangs sont montrés aux deux joueurs.

## Le Strand. $total les pièces d'une armée ; $forts les forts du lecteur
## ($count en tout) ; $capital et $city la capitale ennemie.
guide-strand-army = Chaque armée : { $ncavalry } { $cavalry-plural }, { $ninfantry } { $infantry-plural }, { $nartillery } { $artillery-plural } ({ $total } pièces), sur les cases sombres.
guide-strand-rules = { $infantry-le } avance d'une case en avant ou de côté ; { $cavalry-le } d'une case de côté, ou d'une ou deux en avant ; { $artillery-le } d'une case dans tous les sens. On prend en sautant une pièce ennemie voisine jusqu'à la case vide derrière ({ $artillery-le } aussi à deux cases) ; la prise est obligatoire, sauf pour une pièce sur l'un de vos forts ({ $count ->
    [0] aucun
   *[other] { $forts }
}), et une rafle continue tant qu'elle peut. Atteindre la capitale ennemie, { $capital } ({ $city }), gagne.
# Deux sauts : de $from par-dessus $over1 jusqu'en $land1, puis par-dessus $over2 jusqu'en $land2.
guide-strand-example = Exemple : { $from }x{ $land1 }x{ $land2 } saute de { $from } par-dessus la pièce ennemie en { $over1 } jusqu'en { $land1 }, puis par-dessus { $over2 } jusqu'en { $land2 } : les deux pièces sont prises.

## L'Assaut. $first et $second sont les camps, qui portent le nom de leurs
## pièces ; $nfirst et $nsecond leur nombre ; $from et $to les coins de la
## forteresse ; $left les Soldats qui restent quand les Officiers gagnent.
guide-assaut-army = { $nfirst } { $first } contre { $nsecond } { $second } ; la forteresse est formée des neuf points { $from } à { $to }.
guide-assaut-rules = { $first-le } avancent d'un point le long des lignes blanches, jamais vers un rang plus bas, et ne prennent jamais ; ils gagnent en occupant les neuf points de la forteresse. Les { $second } vont d'un point sur toute ligne et prennent en sautant un Soldat jusqu'au point vide derrière, et continuent tant qu'ils peuvent ; la prise est obligatoire, et il faut prendre le plus de { $first } possible. Les { $second } gagnent quand il ne reste pas plus de { $left } { $first }.
# L'option huff.
guide-assaut-huff = Souffler (huff) : un Officier qui ne prend pas quand il le peut est retiré.
# L'option fortress-sideways.
guide-assaut-sideways = Dans la forteresse, { $first-le } peuvent aussi aller de côté.
# Pour les Soldats : un pas de $from en $to.
guide-assaut-example-first = Exemple : { $from }-{ $to } avance un Soldat de { $from } en { $to }.
# Pour les Officiers : un saut de $from par-dessus $over1 jusqu'en $land1, puis par-dessus $over2 jusqu'en $land2.
guide-assaut-example-second = Exemple : { $from }x{ $land1 }x{ $land2 } fait sauter l'Officier de { $from } par-dessus le Soldat en { $over1 } jusqu'en { $land1 }, puis par-dessus { $over2 } jusqu'en { $land2 } : les deux Soldats sont pris.

## La dernière réponse, pour une heure, aux courriers qui n'appliquent rien :
## $limit les réponses données, $until quand elles reprennent ; $ingame
## vaut yes dans une partie.
guide-muted = En une heure, l'arbitre a déjà répondu à { $limit } { $ingame ->
    [yes] courriers de votre part pour cette partie
   *[no] courriers de votre part sans commande de partie
} dont rien n'a été appliqué, le maximum : ceci est sa dernière réponse à de tels courriers jusqu'au { $until }. Un courrier qui applique une commande reçoit toujours son accusé de réception.

# Après la ligne d'une partie dans une liste, quand l'opérateur l'a suspendue.
guide-paused = Partie suspendue par l'opérateur.

## L'invitation d'une partie à l'aveugle : le kit du joueur, à $url, ou joint sous le nom $file.
guide-kit-url = Scellez votre armée dans votre navigateur : { $url }
guide-kit-attached = Le kit du joueur est joint à ce courrier ({ $file }) : ouvrez-le dans votre navigateur pour sceller votre armée, ouvrir vos pièces et les révéler à la fin, sans rien installer.
guide-kit-same = Le kit donne les mêmes lignes que les commandes estafette ci-dessous.
