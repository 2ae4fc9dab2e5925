## Warum die Regeln von L'Assaut einen Zug oder seine Schreibweise ablehnen.

assaut-over = { $move }: die Partie ist vorbei ({ $why })
assaut-move = { $move }: { $why }
assaut-not-legal-placement = { $move } ist hier keine legale Aufstellung
assaut-not-legal-move = { $move } ist hier kein legaler Zug
assaut-not-legal-capture = { $move } ist hier kein legaler Schlagzug
assaut-place-first = die Offiziere müssen zuerst auf zwei Punkte der Festung gestellt werden (z. B. place d6 e6)
assaut-already-placed = die Offiziere stehen schon; aufgestellt wird nur vor dem ersten Zug der Soldaten
assaut-not-a-point = { $square } ist kein Punkt des Bretts
assaut-same-point = die beiden Offiziere brauchen zwei verschiedene Punkte
assaut-not-fortress = { $square } ist kein Punkt der Festung (die Festung ist c5-e7)
assaut-not-empty = { $square } ist nicht frei
assaut-no-piece = auf { $square } steht keine Figur
assaut-wrong-turn-soldier = auf { $square } steht ein Soldat, aber { $turn-der } sind am Zug
assaut-wrong-turn-officer = auf { $square } steht ein Offizier, aber { $turn-der } sind am Zug
assaut-must-leave = ein Zug muss seinen Punkt verlassen
assaut-soldier-one-point = ein Soldat zieht jeweils einen Punkt weit
assaut-officer-one-point = ein Offizier zieht jeweils einen Punkt weit
assaut-officer-one-point-capture = ein Offizier zieht jeweils einen Punkt weit (ein Schlagzug wird { $from }x{ $to } geschrieben)
assaut-no-line = keine Linie verbindet { $from } und { $to }
assaut-leaves-fortress = ein Soldat in der Festung verlässt sie nie wieder ({ $square } liegt draußen)
assaut-black-line-fortress = die Linie { $from }-{ $to } ist schwarz: Soldaten ziehen nur auf weißen Linien (der Schalter fortress-sideways ist aus)
assaut-black-line = die Linie { $from }-{ $to } ist schwarz: Soldaten ziehen nur auf weißen Linien
assaut-never-back = ein Soldat zieht nie auf eine niedrigere Reihe zurück
assaut-sideways-towards-d = auf Reihe 5 zieht ein Soldat seitwärts nur zur Linie d hin
assaut-capture-compulsory = Schlagen ist Pflicht; die Offiziere müssen { $n } { $n ->
    [one] Soldaten
   *[other] Soldaten
} schlagen (z. B. { $example })
assaut-soldiers-never-capture = Soldaten schlagen nie
assaut-soldiers-turn = die Soldaten sind am Zug
assaut-no-landing = ein Schlagzug braucht mindestens einen Zielpunkt
assaut-not-a-jump = { $from }x{ $to } ist kein Sprung: ein Offizier springt in gerader Linie über einen Nachbarpunkt auf den Punkt direkt dahinter
assaut-not-straight = { $from }x{ $to } folgt keiner geraden Linie des Bretts durch { $through }
assaut-no-soldier = auf { $square } steht kein Soldat zum Überspringen
assaut-jumped-twice = der Soldat auf { $square } wird zweimal übersprungen; jeder Soldat wird nur einmal geschlagen
assaut-landing-not-empty = der Zielpunkt { $square } ist nicht frei
assaut-largest-capture = dieser Zug schlägt { $taken } { $taken ->
    [one] Soldaten
   *[other] Soldaten
}, aber { $max } können geschlagen werden, und der größte Schlagzug ist Pflicht (z. B. { $example })
assaut-off-board = { $square } liegt nicht auf dem Brett (Linien a-g, Reihen 1-7)
assaut-not-a-point-corners = { $square } ist kein Punkt des Bretts (die 2x2-Ecken sind abgeschnitten)
assaut-empty-move = leerer Zug
assaut-unexpected-characters = „{ $text }“ ist kein Zug: unerwartete Zeichen
assaut-placement-count = eine Aufstellung nennt genau zwei Punkte der Festung, z. B. place d6 e6 (erhalten: { $n })
assaut-mixed = „{ $text }“ mischt - und x: ein Schritt ist d3-d4, ein Schlagzug nennt seine Zielpunkte, d6xd4xf4
assaut-empty-square = „{ $text }“ enthält ein leeres Feld
assaut-not-one-square = „{ $part }“ ist nicht ein einzelnes Feld (in „{ $text }“)
assaut-step-two-squares = „{ $text }“: ein Schritt hat genau zwei Felder (d3-d4); ein Schlagzug wird mit x geschrieben (d6xd4xf4)
assaut-not-a-move = „{ $text }“ ist kein Zug: schreiben Sie einen Schritt als d3-d4, einen Schlagzug als d6xd4xf4, die Aufstellung als place d6 e6

## Eine abgelehnte L'Assaut-Stellung (`assaut::bad_position`).
assaut-position-ranks = Brett „{ $board }“: 7 durch / getrennte Reihen erwartet, { $n } gefunden
assaut-position-rank-points = Brett „{ $board }“: Reihe { $rank } muss { $points } Punkte haben, gefunden: { $n }
assaut-position-not-a-point = Brett „{ $board }“: „{ $text }“ ist weder S (Soldat) noch O (Offizier) noch . (leer)
assaut-position-too-many-soldiers = Brett „{ $board }“: mehr als 24 Soldaten
assaut-position-too-many-officers = Brett „{ $board }“: mehr als 2 Offiziere
assaut-position-fields = eine L'Assaut-Stellung hat 7 Felder (assaut, zwei Schalter, Brett, Zug, Halbzug, Verlauf); gefunden: { $n }
assaut-position-not-assaut = „{ $text }“ ist keine L'Assaut-Stellung (sie muss mit assaut beginnen)
assaut-position-switch = „{ $text }“ ist keine Schaltereinstellung (Name=Wert)
assaut-position-turn = „{ $text }“ ist kein Zug: setup, soldiers oder officers
assaut-position-ply = „{ $text }“ ist keine Anzahl von Halbzügen
assaut-position-setup-officer = in der Aufstellungsphase steht noch kein Offizier auf dem Brett
assaut-position-setup-ply = die Aufstellungsphase ist bei Halbzug 0 ohne Verlauf
assaut-position-history = der Wiederholungsverlauf kann im Spiel nicht entstehen: { $why }
assaut-history-too-long = er enthält { $n } frühere Stellungen bei Halbzug { $ply }, und die Aufstellung (Halbzug 1) löscht ihn, also können höchstens { $most } enthalten sein
assaut-history-third = Eintrag { $entry } ist das dritte Vorkommen seiner Stellung, die Partie war dort also remis
assaut-history-over = die Partie war bei Eintrag { $entry } schon vorbei ({ $why })
assaut-history-no-move = kein Zug, der den Verlauf erhält (ein Soldatenzug innerhalb der Festung oder ein Offiziersschritt ohne Pusten), führt von Eintrag { $entry } { $next ->
    [0] zum aktuellen Brett
   *[other] zu Eintrag { $next }
}
