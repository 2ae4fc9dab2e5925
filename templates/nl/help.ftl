### HELP: de lijst van opdrachten (compose::help_text). De opdrachten en
### hun woorden komen uit keywords.ftl; deze catalogus geeft wat elke
### opdracht doet (help-cmd-WOORD, met het Engelse woord van de opdracht)
### en, voor een opdracht met een argument, een voorbeeld ervan
### (help-arg-WOORD).

help-header = Opdrachten (één per regel, boven eventuele geciteerde tekst; hoofdletters maken niet uit):
# Vóór de woorden van de andere taal voor dezelfde opdrachten.
help-other-words = Engelse woorden werken ook:
# Na de lijst: waar de spelersgids staat (een bestand van het project).
help-guide = De spelersgids, met elke opdracht, blinde partijen en wat een ontvangstbewijs bewijst: docs/PLAYING.md in de broncode van Estafette.
# The club's commands, to the referee's plain address; their words as arguments.
help-club = Aan het adres van de scheidsrechter zelf: { $join } naam schrijft u in voor een toernooi dat voor u open is, { $standings } naam stuurt de kruistabel, { $rating } [spel] uw ratings, { $site } { $off } haalt uw naam van de openbare site ({ $site } { $on } toont hem weer).

## De zetten van elk spel, na een voorbeeld van de notatie.
help-move-lattaque = zet (een Verkenner mag doorlopen: b2-b7)
help-attack-lattaque = val het stuk naast het uwe aan
help-move-attack-lattaque = zet, en val dan aan
help-step-strand = stap (Cavalerie mag er twee: b4-d6)
help-jump-strand = sprong, met elk veld waarop u landt
help-place-assaut = Officieren: plaats beide Officieren (eerste bericht)
help-step-assaut = stap
help-jump-assaut = sprong van een Officier, met elk punt waarop hij landt

## De opdrachten.
help-cmd-setup =
    dan vier regels van negen stukken, hoogste rang eerst,
    bijv. 10 9 8 8 7 7 6 6 6 (codes 10..2, S, M, F)
help-cmd-commit = de regels die `estafette seal` afdrukt (uw verzegelde leger)
help-cmd-open = de regels die `estafette open` afdrukt (een stuk dat aanvalt of doorloopt)
help-cmd-reveal = de regels die `estafette reveal` afdrukt (als de partij eindigt)
help-cmd-resign = de partij opgeven
help-cmd-draw = remise aanbieden (REMISE AANNEMEN / REMISE WEIGEREN om te antwoorden)
help-cmd-board = stuur mij het bord opnieuw
help-cmd-history = de zetten tot nu toe
help-cmd-help = deze lijst
help-cmd-rules = de regels van dit spel in het kort
help-cmd-lang = de mail van deze partij in het Engels (TAAL nl: Nederlands)
help-arg-lang = en
help-cmd-message = een bericht aan uw tegenstander doorgeven
help-arg-message = tekst
help-cmd-vacation = de klokken van de partij stilzetten (partijen met bedenktijd)
help-arg-vacation = 5d
help-cmd-timezone = termijnen in een tijdzone tonen, bijv. TIJDZONE Europe/Amsterdam
help-arg-timezone = tz
help-cmd-calendar = elke termijn als agenda-afspraak bijvoegen (AGENDA UIT om te stoppen)
help-cmd-key = uw opdrachten met deze sleutel ondertekenen (`estafette keygen`)
help-arg-key = k
help-cmd-sig = de handtekeningregel die `estafette sign` schrijft
