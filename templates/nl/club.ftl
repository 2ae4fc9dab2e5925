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

## DEELNEMEN, STAND en RATING per mail, en de nieuwe opties van de beheerder.
club-bad-date = { $date } is geen datum: geef JJJJ-MM-DD of JJJJ-MM-DDTHH:MM (in de tijdzone van de scheidsrechter).
club-full = Het toernooi { $name } is vol: het heeft zijn { $n } spelers.
club-open-to-anyone = Iedereen kan zich nu per mail inschrijven voor toernooi { $name } (JOIN { $name }).
club-open-to = Deze adressen kunnen zich nu per mail inschrijven voor toernooi { $name } (JOIN { $name }): { $addresses }.
club-closed-to-mail = Toernooi { $name } neemt geen inschrijvingen per mail meer aan.
club-closed = Het toernooi { $name } neemt geen aanmelding per mail aan van { $address }: vraag de beheerder van de scheidsrechter u in te schrijven.
club-joined = U bent ingeschreven in het toernooi { $name } (plaatsing { $seat }). Elk van uw partijen komt met een eigen uitnodiging wanneer haar ronde begint.
club-confirm-join = om u in te schrijven in het toernooi { $name }
club-ratings-subject = Ratings
club-your-rating = { $game }: uw rating is { $rating } (afwijking { $deviation }, { $games } { $games ->
    [one] gewaardeerde partij
   *[other] gewaardeerde partijen
}), plaats { $place } van { $of }.
club-no-rating = { $game }: u hebt nog geen rating.
club-standings-sent = Stand van { $name } gestuurd aan { $sender }.
club-ratings-sent = Ratings gestuurd aan { $sender }.

## De mails van de partijen van een toernooi. $first en $second: "Naam (rating)".
club-mail-pairing = Toernooi { $name }, ronde { $round }: { $first } tegen { $second } (hun ratings tussen haakjes).
club-mail-standings = De stand na deze partij:
