### De club: wat `estafette tournament`, `ratings` en `unrated` de beheerder
### melden, en de koppen van een kruistabel en een ratinglijst.

club-created = Toernooi { $name } aangemaakt: voeg spelers toe met `estafette tournament add { $name } SPELER` en daarna `estafette tournament start { $name }`.
club-entered = { $player } ingeschreven voor { $name } (plaatsing { $seat }).
club-round-started = { $name }: ronde { $round } begint: { $games }.
club-finished = { $name }: de laatste ronde is afgelopen; het toernooi is voorbij.
club-withdrawn = { $player } teruggetrokken uit { $name }: wordt niet meer ingedeeld.
club-unrated = Partij { $game } telt niet meer mee voor de rating.
club-rated = Partij { $game } telt weer mee voor de rating.

club-no-tournament = Er is geen toernooi met de naam { $name }.
club-name-taken = Er bestaat al een toernooi met de naam { $name }.
club-not-open = Toernooi { $name } is begonnen: er kunnen geen spelers meer bij.
club-started = Toernooi { $name } is al begonnen.
club-too-few = Toernooi { $name } heeft { $n } { $n ->
    [one] speler
   *[other] spelers
}: om te beginnen zijn er minstens twee nodig.
club-already-entered = { $player } is al ingeschreven voor { $name }.
club-not-entrant = { $player } doet niet mee aan { $name }.
club-no-rounds = Een Zwitsers toernooi heeft minstens één ronde (`--rounds N`).
club-blind-needs = Een blind toernooi is een L'Attaque-toernooi met bedenktijd (`--time`).
club-bad-format = Er is geen toernooivorm { $format }: geef round-robin, double-round-robin of swiss.

club-column-player = Speler
club-column-points = Ptn
club-column-sb = SB
club-column-direct = OR
club-column-buchholz = Bh
club-column-rating = Rating
club-column-deviation = RD
club-column-games = Partijen
club-heading = { $name }: { $format ->
    [double-round-robin] dubbele halve competitie
    [swiss] Zwitsers systeem
   *[other] halve competitie
}, { $game }, ronde { $round } van { $of } ({ $status ->
    [open] inschrijving open
    [over] afgelopen
   *[other] bezig
})
club-column-withdrawn = teruggetrokken
club-no-ratings = Er is nog geen gewaardeerde partij { $game } afgelopen.
