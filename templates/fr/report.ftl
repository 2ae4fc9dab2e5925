## Ce qu'a fait un coup, tel que les deux joueurs l'apprennent. Un camp est
## `$side` (celui qui joue) ou `$enemy`, un grade `$attacker` ou
## `$defender`, une arme du Strand `$kind`, avec les formes de leurs noms
## dans names.ftl.

## L'Attaque.
report-lattaque-moved = { $side-Le } a joué { $from }-{ $to }.
report-lattaque-scout-ran = L'Éclaireur { $side-de } a couru { $from }-{ $to }.
# $stepped : yes si la pièce s'est déplacée avant d'attaquer ; $outcome :
# flag, both, defender, attacker (la pièce retirée) ou stay.
report-lattaque-attack =
    { $stepped ->
        [yes] { $side-Le } a joué { $from }-{ $to }, puis son { $attacker } a attaqué
       *[no] { $attacker-Le } { $side-de } en { $at } a attaqué
    } { $defender-le } { $enemy-de } en { $target }{ $outcome ->
        [flag] { "" } et l'a pris : { $side-le } gagne.
        [both] { "" } : les deux sont retirés.
        [defender] { "" } : { $defender-le } { $enemy-de } est { $defender-genre ->
            [f] retirée
           *[m] retiré
        }.
        [attacker] { "" } : { $attacker-le } { $side-de } est { $attacker-genre ->
            [f] retirée
           *[m] retiré
        }.
       *[stay] { "" } : Éclaireurs égaux, les deux restent.
    }

## L'Attaque en aveugle : l'arbitre ne connaît aucun grade.
report-blind-played = { $side-Le } a joué { $move }.

## Le Strand. $entered : yes si la pièce est entrée dans la capitale ennemie.
report-strand-moved =
    { $kind-Le } { $side-adj } a joué { $path }{ $entered ->
        [yes] { "" } et est entrée dans { $enemy-capital }
       *[no] { "" }
    }.
report-strand-jumped =
    { $kind-Le } { $side-adj } a sauté { $path }, prenant { $taken }{ $entered ->
        [yes] , et est entrée dans { $enemy-capital }
       *[no] { "" }
    }.
# Une pièce prise, dans $taken.
report-strand-taken = { $kind-le } { $side-adj } en { $square }

## L'Assaut.
report-assaut-placed = Les Officiers ont pris leurs postes en { $first } et { $second }.
report-assaut-soldier-moved = Un Soldat est allé de { $from } à { $to }.
report-assaut-officer-moved = Un Officier est allé de { $from } à { $to }.
report-assaut-huffed =
    Un Officier est allé de { $from } à { $to } sans prendre : { $n ->
        [one] l'Officier en { $squares } est retiré
       *[other] les Officiers en { $squares } sont retirés
    } pour ne pas avoir pris.
report-assaut-captured =
    Un Officier a pris { $n } { $n ->
        [one] Soldat
       *[other] Soldats
    } (en { $squares }) par { $move }.

## Les listes : `a, b et c`.
report-and = { $first } et { $rest }
report-comma = { $first }, { $rest }

## Les avis. Un joueur est nommé par son camp, puis son nom.
notice-key-registered = { $side-Le } ({ $player }) a enregistré la clé de signature { $key } : désormais l'arbitre ne prend { $side-de } ({ $player }) que des commandes signées avec elle (estafette sign), et verify vérifie chaque signature.

## Les parties en aveugle. $line est la ligne d'ouverture du joueur, telle
## qu'il l'a envoyée.
notice-opened =
    { $side } ({ $player }) a ouvert la pièce partie de { $home } : { $rank }
    { "  " }{ $line }
# $outcome : flag (le Drapeau est pris), none ou removed (les cases vidées,
# $removed).
notice-combat =
    Combat de { $at } contre { $target } : { $outcome ->
        [flag] le Drapeau est pris
        [none] aucune pièce n'est retirée
       *[removed] retiré : { $removed }
    }.
notice-attacked =
    Votre pièce en { $target } (partie de { $home }) est attaquée. Ouvrez-la dans votre prochain courrier : lancez
    { "  " }estafette open SECRETFILE { $home }
    et collez la ligne affichée ; vous pouvez ajouter votre coup suivant après elle.
notice-resolved = Les deux pièces étaient déjà ouvertes : le combat est réglé.
notice-breach = { $side } ({ $player }) enfreint les règles et perd la partie par forfait : { $why }
