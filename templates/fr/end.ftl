## Pourquoi une partie a pris fin : un message par cas (le code de
## `games::End` du cœur). `$side`, `$winner` et `$loser` sont des camps
## (voir names.ftl) ; `$name` le nom d'un joueur ; `$text` les mots de
## l'opérateur ; `$why` un manquement, déjà rédigé.

end-draw-agreed = nulle acceptée par les deux joueurs
end-resigned = { $side } ({ $name }) a abandonné
end-resigned-side = { $side } a abandonné
end-lost-on-time = { $side } ({ $name }) a perdu au temps
end-operator = décision de l'opérateur : { $text }
end-neither-army = aucune des deux armées n'est arrivée à temps
end-flag-captured = { $winner-le } a pris le Drapeau { $loser-de }
end-both-flags-missing = les deux Drapeaux manquent
end-max-plies = la partie a atteint { $n } demi-coups (limite max-plies)
end-blocked = { $side-le } n'a plus de coup légal : toutes ses pièces mobiles sont bloquées
end-no-movable-piece = { $side-le } n'a plus de coup légal : il ne lui reste aucune pièce mobile
end-no-move-seen = { $side-le } n'a plus aucun coup légal
end-capital-reached = { $side-le } ont atteint { $capital }
end-no-piece-left = { $side-le } n'ont plus aucune pièce
end-no-legal-move = { $side-le } n'ont plus aucun coup légal
end-officers-removed = les deux Officiers ont été retirés : les Officiers n'ont plus aucun coup légal
end-fortress-occupied = les Soldats occupent les neuf points de la forteresse
end-soldiers-left = { $left ->
    [one] il ne reste que { $left } Soldat ({ $taken } pris)
   *[other] il ne reste que { $left } Soldats ({ $taken } pris)
}
end-threefold = triple répétition : la même position, avec le même joueur au trait, s'est présentée trois fois
end-forfeit = { $side-le } perd par forfait : { $why }
end-no-reveal = aucun joueur n'a dévoilé son armée à temps : la partie est annulée
