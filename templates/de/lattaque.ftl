## L'Attaque: warum ein Zug, seine Schreibweise oder eine Armee abgelehnt
## wird (`NotationError`, `Refusal`, `MoveRefusal`, `SetupError` der Regeln).
## Ein Feld, ein Zug und der eigene Text des Spielers stehen, wie sie sind.

## Die Schreibweise eines Zuges.
lattaque-empty-move = leerer Zug: schreiben Sie b4-b5, b5xb6 oder b4-b5xb6
lattaque-move-shape = „{ $text }“ ist kein Zug: schreiben Sie b4-b5 (ziehen), b5xb6 (angreifen) oder b4-b5xb6 (ziehen, dann angreifen)
lattaque-two-attacks = „{ $text }“ ist kein Zug: ein Zug greift höchstens einmal an
lattaque-move-square = „{ $text }“ ist kein Zug: { $why }
lattaque-move-off-board = „{ $text }“ ist kein Zug: { $square } liegt außerhalb des Spielbretts (Linien a bis { $last-file }, Reihen 1 bis { $ranks })

## Warum die Regeln einen Zug ablehnen.
lattaque-move-refused = { $move }: { $why }
lattaque-no-piece-on = auf { $square } steht keine Figur
lattaque-not-yours = die Figur auf { $square } gehört nicht Ihnen
lattaque-flag-never-moves = auf { $square } steht die Fahne, die nie zieht und nie angreift
lattaque-never-moves = auf { $square } steht { $rank-ein }: { $rank-plural } ziehen nie und greifen nie an
lattaque-same-square-attack = ein Zug muss das Feld wechseln; um ohne Ziehen anzugreifen, schreiben Sie { $from }x{ $target }
lattaque-same-square = ein Zug muss das Feld wechseln
lattaque-diagonal = Figuren ziehen entlang einer Linie oder Reihe, nie diagonal
lattaque-one-square-only = { $rank-der } auf { $square } zieht nur ein Feld weit (nur Aufklärer laufen weiter)
lattaque-run-needs-scout = mehr als ein Feld weit läuft nur ein Aufklärer: öffnen Sie die Figur von { $square } in derselben Mail als Aufklärer
lattaque-lake = { $square } ist ein See
lattaque-crosses-lake = der Weg führt über den See auf { $square }
lattaque-blocked = der Weg ist auf { $square } versperrt
lattaque-own-piece = auf { $square } steht eine Ihrer Figuren
lattaque-enemy-piece = auf { $square } steht eine feindliche Figur, und zwei Figuren teilen sich nie ein Feld; ein Angriff wird mit x geschrieben
lattaque-attack-own-square = eine Figur kann ihr eigenes Feld nicht angreifen
lattaque-not-next = { $target } liegt nicht neben { $at }
lattaque-frontal = in dieser Partie wird nur nach vorn angegriffen: von { $at } aus darf { $side-der } nur { $target } angreifen
lattaque-frontal-nothing = in dieser Partie wird nur nach vorn angegriffen: von { $at } aus kann { $side-der } nichts angreifen
lattaque-nothing-to-attack = auf { $square } steht keine Figur, die man angreifen könnte
lattaque-own-target = auf { $square } steht eine Ihrer eigenen Figuren
lattaque-game-over = die Partie ist vorbei: { $why }

## Warum eine Armee abgelehnt wird.
lattaque-setup-lines = eine Aufstellung braucht 4 Zeilen zu 9 Figuren (erste Zeile Reihe { $top }, letzte Zeile Reihe { $bottom }) oder Zuweisungen wie a1=F; gefunden: { $n } { $n ->
    [one] Zeile
   *[other] Zeilen
}
lattaque-setup-entries = Zeile { $line } (Reihe { $rank }) hat { $n } { $n ->
    [one] Eintrag
   *[other] Einträge
}; jede Zeile braucht 9, für die Linien a bis i
lattaque-not-assignment = „{ $text }“ ist keine Zuweisung: schreiben Sie Feld=Figur, etwa a1=F
lattaque-no-square-before-equals = „=“ ohne Feld davor: schreiben Sie a1=F
lattaque-assignment-not-square = „{ $text }“ ist kein Feld: schreiben Sie Feld=Figur, etwa a1=F
lattaque-names-no-piece = { $square }= nennt keine Figur
lattaque-unknown-piece-on = unbekannte Figur „{ $text }“ auf { $square }: { $hint }
lattaque-unknown-piece = unbekannte Figur „{ $text }“: { $hint }
lattaque-hint-spy-or-flag = schreiben Sie S für den Spion oder F für die Fahne
lattaque-hint-piece-names = verwenden Sie ein Kürzel (S, 2 bis 10, M, F) oder einen englischen oder französischen Namen (Colonel, Eclaireur, Chef d'Armee...)
lattaque-outside-zone = { $square } liegt außerhalb der Zone { $side-des }: { $side-der } stellt auf den Linien a bis i auf, Reihen { $low } bis { $high }
lattaque-given-twice = { $square } ist zweimal angegeben
lattaque-left-empty = leer gelassene Felder: { $squares } (jedes Feld der Zone braucht eine Figur)
lattaque-count = { $n ->
    [0] { $rank-kein }
    [1] 1 { $rank }
   *[other] { $n } { $rank-plural }
}, eine Armee hat { $want }
lattaque-counts = { $first }; { $rest }
lattaque-flag-placement = die Fahne darf nicht auf { $square } stehen: { $why }
lattaque-flag-behind-river = sie steht direkt hinter einem Fluss, ohne etwas dazwischen
lattaque-flag-only-mines = nur Ihre eigenen Minen ({ $squares }) stehen zwischen ihr und dem Fluss

## Eine abgelehnte L'Attaque-Stellung, volles oder blindes Brett
## (`lattaque::bad_position`).
lattaque-position = ungültige L'Attaque-Stellung: { $why }
lattaque-position-blind = ungültige blinde L'Attaque-Stellung: { $why }
lattaque-position-fields = 5 Felder erwartet (lattaque OPTIONEN SEITE HALBZUG BRETT), gefunden: { $n }
lattaque-position-start = sie beginnt mit „{ $text }“, nicht mit „lattaque“
lattaque-position-side-to-move = die Seite am Zug „{ $text }“ muss south oder north sein
lattaque-position-ply = die Halbzugzahl „{ $text }“ ist keine ganze Zahl
lattaque-position-rows = das Brett braucht 10 durch „/“ getrennte Reihen, gefunden: { $n }
lattaque-position-row-too-long = die Reihe { $rank } ist länger als 9 Felder
lattaque-position-empty-count = „{ $text }“ in Reihe { $rank } ist keine Anzahl von 1 bis 9 leeren Feldern
lattaque-position-row-squares = die Reihe { $rank } hat { $n } Felder, nicht 9
lattaque-position-both-flags-missing = beide Fahnen fehlen, und keine Partie kommt dahin: sie endet, sobald die erste Fahne geschlagen ist
lattaque-position-token-side = „{ $token }“ auf { $square }: eine Figur beginnt mit s (Süden) oder n (Norden)
lattaque-position-token-home = „{ $token }“ auf { $square }: { $why }
lattaque-position-home-off-board = „{ $token }“ auf { $square }: das Heimatfeld { $home } liegt außerhalb des Bretts
lattaque-position-token-tail = „{ $token }“ auf { $square }: unerwartetes „{ $text }“
lattaque-position-rank-code = „{ $token }“ auf { $square }: „{ $text }“ ist kein Rangcode (S, 2 bis 10, M, F)
lattaque-position-rank-code-blind = „{ $token }“ auf { $square }: „{ $text }“ ist kein Rangcode (?, S, 2 bis 10, M, F)
lattaque-position-unknown-opened = „{ $token }“ auf { $square }: eine unbekannte Figur kann nicht als aufgedeckt markiert werden
lattaque-position-lake = eine Figur steht auf dem See { $square }
lattaque-position-outside-zone = { $square }: das Heimatfeld { $home } liegt außerhalb der Zone { $side-des }
lattaque-position-never-leaves = { $square }: { $rank-ein } verlässt nie ihr Heimatfeld { $home }
lattaque-position-share-home = zwei Figuren { $side-des } teilen sich das Heimatfeld { $home }
lattaque-position-too-many = { $side-der } hat mehr als { $n } { $n ->
    [one] { $rank }
   *[other] { $rank-plural }
}
