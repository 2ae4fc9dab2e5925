# Les variantes et les options des jeux, telles que `estafette rules` les
# explique. Les noms des variantes et des options et leurs valeurs restent
# ceux que les joueurs tapent ; seules les phrases sont traduites.

rules-variant = { $name } : { $meaning }

variant-lattaque-gibson-1925 = les règles imprimées de Gibson, vers 1925
variant-lattaque-standard = la version moderne, avec chaque option ci-dessous inversée
variant-strand-default = les règles ci-dessus, avec les forts donnés ci-dessous
variant-assaut-default = les règles ci-dessus

switch-lattaque-attack = frontal : une pièce n'attaque que la case devant elle (le Sud vers la rangée 10, le Nord vers la rangée 1) ; orthogonal : toute case voisine
switch-lattaque-equal-scouts = quand un Éclaireur attaque un Éclaireur : les deux restent (stay), ou les deux sont retirés (remove)
switch-lattaque-spy = l'Espion bat le Chef d'Armée quel que soit l'attaquant (always), ou seulement quand l'Espion attaque (attacking)
switch-lattaque-flag-placement = gibson : pas de Drapeau en c4 e4 g4 (Nord c7 e7 g7) ni dans les colonnes c, e, g avec seulement ses propres Mines entre lui et la rivière ; free : n'importe où
switch-lattaque-max-plies = la partie est nulle quand N demi-coups ont été joués
switch-strand-forts = les cases des forts de chaque camp
switch-strand-forts-values = allies:CASE+CASE.../germans:CASE+CASE... (cases sombres, pas de capitale, aucune deux fois ; `none` pour aucun fort)
switch-assaut-fortress-sideways = on : les Soldats dans la forteresse peuvent aussi suivre ses lignes horizontales, dans les deux sens
switch-assaut-huff = on : les Officiers peuvent refuser une prise ; chaque Officier qui aurait pu faire une prise maximale est alors retiré
