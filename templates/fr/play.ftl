## Pourquoi `play` (et le kit du joueur) n'a pas joué un coup : la notation
## l'a refusé, ou les règles (`games::any::MoveError`). $why est la raison
## de la notation ou des règles.

play-not-a-move = ce n'est pas un coup : { $why }
play-illegal = illégal : { $why }
