### Die Wörter, die ein Spieler auf Deutsch schreibt: siehe templates/en/keywords.ftl.

## Die Befehle einer Partie.
word-setup = aufstellung
word-resign = aufgeben, aufgabe
word-draw = remis, unentschieden
word-board = brett, spielbrett
word-history = verlauf, züge
word-help = hilfe
word-rules = regeln
word-lang = sprache
word-message = nachricht, sagen
word-vacation = urlaub
word-timezone = zeitzone
word-calendar = kalender
word-open = öffnen
word-commit = festlegung
word-leaf = blatt
word-reveal = aufdecken
word-key = schlüssel

## Die Antworten eines REMIS-Befehls (ohne Antwort bietet er Remis an).
word-draw-offer = anbieten
word-draw-accept = annehmen, ja
word-draw-decline = ablehnen, nein

## Die Antworten eines KALENDER- oder WEBSITE-Befehls (an / aus).
word-calendar-on = an, ein
word-calendar-off = aus

## Die Zeile, die eine Armee abschließen kann.
word-end = ende

## Das Wort des Setzens in L'Assaut (`setzen d6 e6`).
word-place = setzen

## Die Buchstaben der Einheiten einer Dauer (`URLAUB 5t`, `1h30m`): je
## einer; der Buchstabe jeder Sprache wird gelesen.
word-unit-week = w
word-unit-day = t
word-unit-hour = h
word-unit-minute = m
word-unit-second = s

## Die Befehle an die Adresse des Schiedsrichters.
word-games = partien
word-new = neu, neue, herausforderung
word-observe = beobachten
word-unobserve = nicht-mehr-beobachten
word-accept = annehmen
word-decline = ablehnen
word-join = teilnehmen, anmelden
word-standings = tabelle, stand
word-rating = wertung, elo
word-site = website, webseite

## Die Namen der Sprache, die ein SPRACHE-Befehl geben kann.
word-language = german, deutsch, allemand

## The language whose command words HELP lists after these (its code).
word-help-other = en

## Die Wörter einer Herausforderung.
word-with = mit
word-set = einstellung
word-no = ohne
word-observers = zuschauer, beobachter
word-per = pro
word-move = zug

## Die Namen der Ränge von L'Attaque.
word-rank-s = spion
word-rank-2 = aufklärer, aufklaerer
word-rank-3 = pionier
word-rank-5 = leutnant
word-rank-6 = hauptmann
word-rank-8 = oberst
word-rank-9 = brigadegeneral
word-rank-10 = oberbefehlshaber
word-rank-f = fahne
