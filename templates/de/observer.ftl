### Die E-Mails eines Beobachters (compose_public): was geschehen ist, nur
### aus dem öffentlichen Teil, wer am Zug ist und wie man die Beobachtung
### beendet. $who ist ein Spieler und seine Seite („Alice (Süden)“), $game
### die Kennung der Partie.

observer-committed = Die Armee von { $who } steht bereit.
observer-draw-offered = { $who } bietet Remis an.
# Eine veröffentlichte Armee folgt dieser Zeile.
observer-revealed = Die Armee von { $who }, jetzt veröffentlicht:
observer-timed-out-void = Keine der beiden Armeen ist rechtzeitig eingetroffen.
observer-timed-out = { $who } hat die Zeit überschritten.
# Die Begründung $reason des Betreibers, wie er sie geschrieben hat.
observer-paused = Der Betreiber hat die Partie angehalten ({ $reason }).
observer-resumed = Der Betreiber hat die Partie fortgesetzt ({ $reason }).
observer-decided = Der Betreiber hat die Partie durch Entscheidung beendet ({ $reason }).
# Die Statuszeile: $n die Nummer des Zuges.
observer-to-move = Zug { $n }: { $who } ist am Zug.
# Über der Zeile des Kettenkopfs.
observer-footer = Sie beobachten diese Partie. Senden Sie NICHT-MEHR-BEOBACHTEN { $game }, um aufzuhören.
# $title der Titel des Spiels.
observer-subject = { $title } { $game }: beobachtet
