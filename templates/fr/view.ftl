### Les mots des plateaux (views::board), des preuves en fin de mail
### (compose::proof) et des libellés des cases.

board-first-player = premier joueur
board-second-player = second joueur
board-key = Légende :
board-plain = sans marque
board-hidden = cachée
board-empty = vide
board-lake = lac
board-marked = case marquée
board-revealed-text = Révélées au combat :
board-revealed-html = cadre doré : révélée au combat
board-revealed-title = révélée
board-you = vous
board-last-move = Dernier coup
board-to = à
board-attack-on = attaque en
board-placed = posés en
board-combat = combat
board-last-title = dernier coup
# Entre un libellé et ce qu'il désigne (« Dernier coup (Sud) : d2 »).
board-sep = {" : "}

# Les libellés des cases que donnent les moteurs (en anglais).
mark-fortress = forteresse
mark-allied-fort = fort allié
mark-german-fort = fort allemand
mark-allied-capital = capitale alliée (Bordeaux)
mark-german-capital = capitale allemande (Berlin)

# $seed et $root de l'armée scellée, $check la commande qui la vérifie.
proof-seal =
    Le sceau de votre armée :
    Graine : { $seed }
    Racine : { $root }
    Pour le vérifier, enregistrez les quatre lignes de votre armée dans army.txt et lancez :
    { $check }
proof-commitment = { $mine ->
    [yes] L'engagement de votre armée :
   *[no] L'engagement de l'armée de { $who } :
}
proof-root = Racine : { $root }
proof-leaves = Feuilles (case de départ, empreinte) :
# $ply le numéro du coup, $openings une ligne par pièce ouverte.
proof-openings =
    Ouvertures du coup { $ply } (case de départ, rang, sel) :
    { $openings }
proof-published = { $mine ->
    [yes] Votre armée, publiée avec sa graine :
   *[no] L'armée de { $who }, publiée avec sa graine :
}
proof-seed = Graine : { $seed }

# `estafette rules` : après les règles en bref, les variantes et les options.
rules-variants = Variantes (celle par défaut d'abord) : { $variants }
rules-switches = Options (NOM=VALEUR) :
rules-switch = { $name } = { $values }, par défaut { $default }
