## Warum die Strand-Regeln einen Zug oder seine Schreibweise ablehnen.

strand-over = { $move }: die Partie ist vorbei ({ $why })
strand-no-legal-move = { $move }: die Partie ist vorbei ({ $side-der } haben keinen legalen Zug)
strand-move = { $move }: { $why }
strand-light-square = { $square } ist ein helles Feld; Steine stehen nur auf dunklen Feldern
strand-no-piece = auf { $square } steht kein Stein
strand-not-yours = der Stein auf { $square } gehört { $owner-dem }; Sie spielen { $side-den }
strand-write-with-x = ein Schlagzug wird mit x geschrieben: { $capture }
strand-cannot-move = { $kind-der } kann nicht { $dir ->
    [forward] vorwärts
    [sideways] seitwärts
   *[backward] rückwärts
} ziehen; { $how }
strand-how-infantry = die Infanterie zieht ein Feld vorwärts oder seitwärts
strand-how-cavalry = die Kavallerie zieht ein Feld seitwärts oder ein oder zwei Felder vorwärts
strand-how-artillery = die Artillerie zieht ein Feld in jede diagonale Richtung
strand-between-occupied = das Feld dazwischen, { $square }, ist besetzt
strand-occupied = { $square } ist besetzt
strand-own-capital = kein Stein darf die eigene Hauptstadt betreten, { $capital }
strand-enemy-fort-enter = { $square } ist ein feindliches Fort; nur die Artillerie darf es betreten
strand-capture-compulsory = Schlagen ist Pflicht, z. B. { $n ->
    [1] { $first }
    [2] { $first } oder { $second }
   *[other] { $first } oder { $second } oder { $third }
}
strand-not-legal = in dieser Stellung kein legaler Zug
strand-no-landing = ein Schlagzug braucht mindestens ein Zielfeld
strand-capture-ends = der Schlagzug endet mit dem Erreichen von { $capital }; nach { $square } darf nichts mehr folgen
strand-not-a-jump-at-all = { $from }x{ $to } ist kein Sprung: ein Stein springt diagonal über das Nachbarfeld (die Artillerie auch über einen Stein ein Feld weiter)
strand-not-a-jump = { $from }x{ $to } ist kein Sprung
strand-long-jump-artillery-only = nur die Artillerie darf einen Stein ein Feld weiter schlagen
strand-cannot-jump = { $kind-der } kann nicht { $dir ->
    [forward] vorwärts
    [sideways] seitwärts
   *[backward] rückwärts
} springen
strand-long-jump-needs-empty = ein langer Sprung braucht { $square } frei
strand-nothing-to-take = auf { $square } steht kein Stein zum Schlagen
strand-own-piece = auf { $square } steht Ihr eigener Stein
strand-already-taken = { $kind-der } { $owner-des } auf { $square } wurde in diesem Zug schon geschlagen
strand-still-holds-taken = auf { $square } steht noch ein in diesem Zug geschlagener Stein
strand-on-own-fort = { $kind-der } { $owner-des } auf { $square } steht auf ihrem eigenen Fort; nur die Artillerie darf sie schlagen
strand-in-front-of-fort = { $kind-der } { $owner-des } auf { $square } steht vor ihrem eigenen Fort; nur ein Seitwärtssprung oder die Artillerie darf sie schlagen
strand-enemy-fort-land = { $square } ist ein feindliches Fort; nur die Artillerie darf dort landen
strand-incomplete = der Schlagzug ist nicht vollständig: der Stein muss von { $square } aus weiterspringen (z. B. { $square }x{ $next })
strand-leg = { $from }x{ $to }: { $why }
strand-empty-move = leerer Zug: schreiben Sie einen Zug wie b4-c5 oder einen Schlagzug wie d4xf6
strand-step-and-capture = „{ $text }“: ein Zug ist entweder ein Schritt (b4-c5) oder ein Schlagzug (d4xf6xh8), nicht beides
strand-step-two-destinations = „{ $text }“: ein Schritt hat genau ein Ziel (b4-c5); ein Schlagzug wird mit x geschrieben (d4xf6xh8)
strand-one-square = „{ $text }“: ein Zug braucht zwei Felder, z. B. b4-c5 (Schritt) oder d4xf6 (Schlagzug)
strand-square-off-board = „{ $text }“ liegt außerhalb des Bretts (Linien a-j, Reihen 1-10)

## Eine abgelehnte Strand-Stellung (`strand::bad_position`).
strand-position-not-dark = { $square } ist kein dunkles Feld des Bretts
strand-position-two-pieces = zwei Steine auf { $square }
strand-position-own-capital = ein { $side-adj }r Stein steht auf seiner eigenen Hauptstadt { $side-capital }
strand-position-enemy-capital = ein { $piece-adj }r Stein steht in { $side-capital }, also müssen { $side-der } am Zug sein
strand-position-too-many = { $kind-der } { $side-des } zählt { $n } Steine, eine Armee hat { $army }
strand-position-no-piece = { $side-Der } haben keinen Stein, haben aber den letzten Zug gemacht
strand-position-ranks = Brett: 10 durch „/“ getrennte Reihen erwartet, { $n } gefunden
strand-position-zero-count = Brett: Reihe { $rank }: 0 ist keine Anzahl leerer Felder
strand-position-not-a-piece = Brett: Reihe { $rank }: „{ $text }“ ist weder ein Stein (I C A für die Alliierten, i c a für die Deutschen) noch eine Anzahl
strand-position-rank-squares = Brett: Reihe { $rank } hat { $n } dunkle Felder, erwartet sind 5
strand-position-not-strand = keine Strand-Stellung: sie muss mit „strand“ beginnen ({ $expected })
strand-position-fields = eine Strand-Stellung hat 5 Felder ({ $expected }), gefunden: { $n }
strand-position-field = Feld { $field } muss { $key }=... sein ({ $expected })
strand-position-switch-field = Feld { $field } muss { $names } sein ({ $expected })
strand-position-turn = Zug: „{ $text }“ ist weder allies noch germans
strand-position-ply = Halbzug: „{ $text }“ ist keine Anzahl von Halbzügen
