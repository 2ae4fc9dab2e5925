### De woorden die een speler in het Nederlands typt: zie templates/en/keywords.ftl.

## De opdrachten van een partij.
word-setup = opstelling, leger
word-resign = opgeven, opgave
word-draw = remise
word-board = bord, speelbord
word-history = verloop, zetten
word-help = hulp
word-rules = regels
word-lang = taal
word-message = bericht, zeg
word-vacation = vakantie
word-timezone = tijdzone
word-calendar = agenda, kalender
word-open = openen
word-commit = vastlegging
word-leaf = blad
word-reveal = onthullen
word-key = sleutel

## De antwoorden van een opdracht REMISE (zonder antwoord biedt ze remise aan).
word-draw-offer = aanbieden
word-draw-accept = aannemen, ja
word-draw-decline = weigeren, afwijzen, nee

## De antwoorden van een AGENDA- of SITE-opdracht (aan / uit).
word-calendar-on = aan
word-calendar-off = uit

## De regel die een leger kan afsluiten.
word-end = einde

## Het woord van het plaatsen in L'Assaut (`plaatsen d6 e6`).
word-place = plaatsen

## De letters van de eenheden van een duur (`VAKANTIE 5d`, `1u30m`): één
## letter elk; de letter van elke taal wordt gelezen.
word-unit-week = w
word-unit-day = d
word-unit-hour = u
word-unit-minute = m
word-unit-second = s

## De opdrachten aan het adres van de scheidsrechter.
word-games = partijen
word-new = nieuw, nieuwe, uitdaging
word-observe = volgen
word-unobserve = niet-meer-volgen
word-accept = accepteren, aanvaarden
word-decline = weigeren, afwijzen
word-join = deelnemen, aanmelden
word-standings = stand, tabel
word-rating = rating, elo
word-site = site, website

## De woorden van een uitdaging.
word-with = met, tegen
word-set = instelling
word-grace = respijt
word-no = geen, zonder
word-observers = toeschouwers
word-per = per
word-move = zet

## De namen van de taal die een opdracht TAAL kan geven.
word-language = dutch, nederlands, néerlandais, niederländisch

## De taal waarvan HULP de woorden na deze toont (haar code).
word-help-other = en

## De namen van de rangen van L'Attaque.
word-rank-s = spion
word-rank-2 = verkenner
word-rank-3 = mineur
word-rank-5 = luitenant
word-rank-6 = kapitein
word-rank-7 = majoor
word-rank-8 = kolonel
word-rank-9 = generaal
word-rank-10 = maarschalk
word-rank-m = bom
word-rank-f = vlag
