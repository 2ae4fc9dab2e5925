## Hoe een veld, een stuk, de naam van een spel of zijn schakelaars
## geschreven moeten worden (`games::notation` van de spelregels). Een zin
## die elk spel deelt heeft hier één bericht. De eigen tekst van de speler
## wordt gegeven zoals hij is.

## Velden.
notation-empty-square = leeg veld
notation-no-file-letter = '{ $text }' is geen veld: het moet beginnen met de letter van een lijn
notation-no-rank-number = '{ $text }' is geen veld: na de letter van een lijn moet het nummer van een rij volgen
notation-not-a-square = '{ $text }' is geen veld
notation-rank-zero = '{ $text }' is geen veld: de rijen beginnen bij 1
notation-off-board = { $square } ligt buiten het bord

## De stukken van L'Attaque.
notation-rank-one = '1' is geen stukcode: schrijf S voor de Spion of F voor de Vlag
notation-not-a-piece = '{ $text }' is geen stuk: gebruik een code (S, 2 tot 10, M, F) of een Engelse of Franse naam

## Spellen, varianten en schakelaars.
notation-unknown-game = onbekend spel '{ $text }': kies lattaque, strand of assaut
notation-switch-form = '{ $text }': een schakelaar wordt gezet als NAAM=WAARDE
notation-option-form = optie '{ $text }' moet geschreven worden als naam=waarde
notation-switch-twice = schakelaar { $text } is twee keer gegeven
notation-switch-twice-quoted = schakelaar '{ $text }' is twee keer gegeven
notation-resolved-not-written = de vastgestelde schakelaars '{ $given }' zijn niet geschreven zoals het spel ze schrijft: '{ $written }' (elke schakelaar één keer, in volgorde)
notation-resolved-contradict = de vastgestelde schakelaars spreken de schakelaar { $switch }={ $value } tegen waarmee de partij werd aangemaakt
notation-lattaque-variant = onbekende variant van L'Attaque '{ $text }': de varianten zijn { $variants }
notation-lattaque-value = '{ $text }' is geen waarde van de schakelaar { $switch }: gebruik { $switch ->
    [attack] frontal of orthogonal
    [equal-scouts] stay of remove
    [spy] always of attacking
    [flag-placement] gibson of free
   *[other] off of een geheel aantal halve zetten vanaf 1
}
notation-lattaque-switch = onbekende schakelaar van L'Attaque '{ $text }': de schakelaars zijn { $switches }
notation-strand-variant = '{ $text }' is geen variant van strand (bekend: { $variants })
notation-strand-switch = '{ $text }' is geen schakelaar van strand (de enige schakelaar is forts)
notation-assaut-variant = L'Assaut heeft geen variant '{ $text }'; varianten: { $variants }
notation-on-off = schakelaar '{ $switch }' neemt on of off, niet '{ $text }'
notation-assaut-switch = L'Assaut heeft geen schakelaar '{ $text }'; schakelaars: fortress-sideways, huff

## De schakelaar forts van Strand.
notation-forts = forten: { $why }
notation-forts-separator = geef de geallieerde en de Duitse forten gescheiden door '/', bijv. { $example }
notation-forts-side-missing = '{ $text }' moet beginnen met 'allies:' of 'germans:', bijv. { $example }
notation-forts-not-a-side = '{ $text }' is geen kant (allies of germans), bijv. { $example }
notation-forts-side-twice = de { $side } staan er twee keer in
notation-forts-empty-square = leeg veld in '{ $text }'; verbind velden met '+', bijv. { $example }
notation-forts-light = { $square } is een licht veld; forten moeten op donkere velden staan
notation-forts-capital = { $square } is een hoofdstad en kan geen fort zijn
notation-forts-both = geef zowel de geallieerde als de Duitse forten, bijv. { $example }
notation-forts-twice = { $square } staat er twee keer in
