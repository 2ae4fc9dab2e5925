### Les courriers d'un observateur (compose_public) : ce qui s'est passé,
### dans la seule part publique, qui a le trait, et comment cesser
### d'observer. $who est un joueur et son camp (« Alice (Sud) »), $game
### l'identifiant de la partie.

observer-committed = L'armée de { $who } est en place.
observer-draw-offered = { $who } propose la nulle.
# Une armée publiée suit cette ligne.
observer-revealed = L'armée de { $who }, maintenant publiée :
observer-timed-out-void = Aucune des deux armées n'est arrivée à temps.
observer-timed-out = { $who } a dépassé son temps.
# Le motif $reason de l'opérateur, tel qu'il l'a écrit.
observer-paused = L'opérateur a suspendu la partie ({ $reason }).
observer-resumed = L'opérateur a repris la partie ({ $reason }).
observer-decided = L'opérateur a mis fin à la partie par décision ({ $reason }).
# La ligne d'état : $n le numéro du coup.
observer-to-move = Coup { $n } : { $who } au trait.
# Au-dessus de la ligne de la tête de chaîne.
observer-footer = Vous observez cette partie. Envoyez NE-PLUS-OBSERVER { $game } pour arrêter.
# $title le titre du jeu.
observer-subject = { $title } { $game } : partie observée
