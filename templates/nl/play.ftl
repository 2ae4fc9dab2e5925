## Waarom `play` (en de spelerskit) een zet niet speelde: de notatie
## weigerde hem, of de regels deden dat (`games::any::MoveError` van de
## kern). $why is de eigen reden van de notatie of de regels.

play-not-a-move = geen zet: { $why }
play-illegal = niet toegestaan: { $why }
