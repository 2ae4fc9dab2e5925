## Wie ein Feld, eine Figur, der Name eines Spiels und seine Schalter
## geschrieben werden (`games::notation` der Regelwerke). Ein Satz, den alle
## Spiele teilen, hat hier eine einzige Nachricht. Der eigene Text des
## Spielers steht so, wie er ihn geschrieben hat.

## Felder.
notation-empty-square = leeres Feld
notation-no-file-letter = „{ $text }“ ist kein Feld: es muss mit dem Buchstaben einer Linie beginnen
notation-no-rank-number = „{ $text }“ ist kein Feld: auf den Buchstaben der Linie muss die Nummer der Reihe folgen
notation-not-a-square = „{ $text }“ ist kein Feld
notation-rank-zero = „{ $text }“ ist kein Feld: die Reihen beginnen bei 1
notation-off-board = { $square } liegt außerhalb des Spielbretts

## Die Figuren von L'Attaque.
notation-rank-one = „1“ ist kein Figurencode: schreiben Sie S für den Spion oder F für die Fahne
notation-not-a-piece = „{ $text }“ ist keine Figur: verwenden Sie einen Code (S, 2 bis 10, M, F) oder einen englischen oder französischen Namen

## Spiele, Varianten und Schalter.
notation-unknown-game = unbekanntes Spiel „{ $text }“: wählen Sie lattaque, strand oder assaut
notation-switch-form = „{ $text }“: ein Schalter wird als NAME=WERT gesetzt
notation-option-form = die Option „{ $text }“ muss als name=wert geschrieben werden
notation-switch-twice = der Schalter { $text } ist doppelt angegeben
notation-switch-twice-quoted = der Schalter „{ $text }“ ist doppelt angegeben
notation-resolved-not-written = die aufgelösten Schalter „{ $given }“ sind nicht so geschrieben, wie das Spiel sie schreibt: „{ $written }“ (jeder Schalter einmal, in der Reihenfolge)
notation-resolved-contradict = die aufgelösten Schalter widersprechen dem Schalter { $switch }={ $value }, mit dem die Partie angelegt wurde
notation-lattaque-variant = unbekannte Variante von L'Attaque „{ $text }“: die Varianten sind { $variants }
notation-lattaque-value = „{ $text }“ ist kein Wert des Schalters { $switch }: verwenden Sie { $switch ->
    [attack] frontal oder orthogonal
    [equal-scouts] stay oder remove
    [spy] always oder attacking
    [flag-placement] gibson oder free
   *[other] off oder eine ganze Zahl von Halbzügen ab 1
}
notation-lattaque-switch = unbekannter Schalter von L'Attaque „{ $text }“: die Schalter sind { $switches }
notation-strand-variant = „{ $text }“ ist keine Variante von Strand (bekannt: { $variants })
notation-strand-switch = „{ $text }“ ist kein Schalter von Strand (der einzige Schalter ist forts)
notation-assaut-variant = L'Assaut hat keine Variante „{ $text }“; Varianten: { $variants }
notation-on-off = der Schalter „{ $switch }“ kennt nur on oder off, nicht „{ $text }“
notation-assaut-switch = L'Assaut hat keinen Schalter „{ $text }“; Schalter: fortress-sideways, huff

## Der Schalter forts von Strand.
notation-forts = forts: { $why }
notation-forts-separator = geben Sie die alliierten und die deutschen Forts durch „/“ getrennt an, z. B. { $example }
notation-forts-side-missing = „{ $text }“ muss mit „allies:“ oder „germans:“ beginnen, z. B. { $example }
notation-forts-not-a-side = „{ $text }“ ist keine Partei (allies oder germans), z. B. { $example }
notation-forts-side-twice = { $side-der } sind doppelt aufgeführt
notation-forts-empty-square = leeres Feld in „{ $text }“; verbinden Sie die Felder mit „+“, z. B. { $example }
notation-forts-light = { $square } ist ein helles Feld; Forts müssen auf dunklen Feldern stehen
notation-forts-capital = { $square } ist eine Hauptstadt und kann kein Fort sein
notation-forts-both = geben Sie sowohl die alliierten als auch die deutschen Forts an, z. B. { $example }
notation-forts-twice = { $square } ist doppelt aufgeführt
