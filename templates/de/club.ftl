### Der Klub: was `estafette tournament`, `ratings` und `unrated` dem
### Betreiber sagen, und die Köpfe einer Kreuztabelle und einer Wertungsliste.

club-created = Turnier { $name } angelegt: Spieler mit `estafette tournament add { $name } SPIELER` hinzufügen, dann `estafette tournament start { $name }`.
club-entered = { $player } nimmt an { $name } teil (Setzplatz { $seat }).
club-round-started = { $name }: Runde { $round } beginnt: { $games }.
club-finished = { $name }: Die letzte Runde ist beendet; das Turnier ist vorbei.
club-withdrawn = { $player } aus { $name } zurückgezogen: wird nicht mehr gepaart.
club-unrated = Die Partie { $game } zählt nicht mehr für die Wertung.
club-rated = Die Partie { $game } zählt wieder für die Wertung.

club-no-tournament = Es gibt kein Turnier namens { $name }.
club-name-taken = Ein Turnier namens { $name } gibt es schon.
club-not-open = Das Turnier { $name } hat begonnen: Es können keine Spieler mehr hinzukommen.
club-started = Das Turnier { $name } hat schon begonnen.
club-too-few = Das Turnier { $name } hat { $n } { $n ->
    [one] Spieler
   *[other] Spieler
}: Zum Beginnen braucht es mindestens zwei.
club-already-entered = { $player } nimmt schon an { $name } teil.
club-not-entrant = { $player } nimmt nicht an { $name } teil.
club-no-rounds = Ein Turnier im Schweizer System hat mindestens eine Runde (`--rounds N`).
club-blind-needs = Ein blindes Turnier ist ein L'Attaque-Turnier mit Bedenkzeit (`--time`).
club-bad-format = Es gibt kein Turnierformat { $format }: round-robin, double-round-robin oder swiss angeben.

club-column-player = Spieler
club-column-points = Pkt
club-column-sb = SB
club-column-direct = DV
club-column-buchholz = Bh
club-column-rating = Wertung
club-column-deviation = RD
club-column-games = Partien
club-heading = { $name }: { $format ->
    [double-round-robin] doppelrundig
    [swiss] Schweizer System
   *[other] Rundenturnier
}, { $game }, Runde { $round } von { $of } ({ $status ->
    [open] Anmeldung offen
    [over] beendet
   *[other] läuft
})
club-column-withdrawn = zurückgezogen
club-no-ratings = Noch keine gewertete Partie { $game } ist beendet.
