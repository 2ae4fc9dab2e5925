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

## TEILNEHMEN, TABELLE und WERTUNG per Mail, und die neuen Optionen des Betreibers.
club-bad-date = { $date } ist kein Datum: Geben Sie JJJJ-MM-TT oder JJJJ-MM-TTTHH:MM an (in der Zeitzone des Schiedsrichters).
club-full = Das Turnier { $name } ist voll: Es hat seine { $n } Spieler.
club-open-to-anyone = Jeder kann sich jetzt per Mail für das Turnier { $name } anmelden (JOIN { $name }).
club-open-to = Diese Adressen können sich jetzt per Mail für das Turnier { $name } anmelden (JOIN { $name }): { $addresses }.
club-closed-to-mail = Das Turnier { $name } nimmt keine Anmeldungen per Mail mehr an.
club-closed = Das Turnier { $name } nimmt keine Anmeldung per Mail von { $address } an: Bitten Sie den Betreiber des Schiedsrichters, Sie einzutragen.
club-joined = Sie sind im Turnier { $name } eingetragen (Setzplatz { $seat }). Jede Ihrer Partien kommt mit ihrer eigenen Einladung, wenn ihre Runde beginnt.
club-confirm-join = Sie im Turnier { $name } einzutragen
club-ratings-subject = Wertungen
club-your-rating = { $game }: Ihre Wertung ist { $rating } (Abweichung { $deviation }, { $games } { $games ->
    [one] gewertete Partie
   *[other] gewertete Partien
}), Platz { $place } von { $of }.
club-no-rating = { $game }: Sie haben noch keine Wertung.
club-standings-sent = Tabelle von { $name } an { $sender } gesendet.
club-ratings-sent = Wertungen an { $sender } gesendet.

## Die Mails der Partien eines Turniers. $first und $second: „Name (Wertung)“.
club-mail-pairing = Turnier { $name }, Runde { $round }: { $first } gegen { $second } (ihre Wertungen in Klammern).
club-mail-standings = Die Tabelle nach dieser Partie:
