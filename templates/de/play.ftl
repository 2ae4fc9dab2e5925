## Warum `play` (und das Spieler-Kit) einen Zug nicht gespielt hat: die
## Notation oder die Regeln haben ihn abgelehnt (`games::any::MoveError`).
## $why ist der Grund der Notation oder der Regeln.

play-not-a-move = kein Zug: { $why }
play-illegal = regelwidrig: { $why }
