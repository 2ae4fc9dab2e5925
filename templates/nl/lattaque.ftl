## L'Attaque: waarom een zet, zijn notatie of een leger geweigerd wordt
## (`NotationError`, `Refusal`, `MoveRefusal`, `SetupError` van de
## spelregels). Een veld, een zet en de eigen tekst van de speler worden
## gegeven zoals ze zijn.

## De notatie van een zet.
lattaque-empty-move = lege zet: schrijf b4-b5, b5xb6 of b4-b5xb6
lattaque-move-shape = '{ $text }' is geen zet: schrijf b4-b5 (zet), b5xb6 (aanval) of b4-b5xb6 (zet en dan aanval)
lattaque-two-attacks = '{ $text }' is geen zet: een zet valt hoogstens één keer aan
lattaque-move-square = '{ $text }' is geen zet: { $why }
lattaque-move-off-board = '{ $text }' is geen zet: { $square } ligt buiten het bord (lijnen a tot { $last-file }, rijen 1 tot { $ranks })

## Waarom de regels een zet weigeren.
lattaque-move-refused = { $move }: { $why }
lattaque-no-piece-on = er staat geen stuk op { $square }
lattaque-not-yours = het stuk op { $square } is niet van u
lattaque-flag-never-moves = op { $square } staat de Vlag, die nooit zet of aanvalt
lattaque-never-moves = op { $square } staat een { $rank }, die nooit zet of aanvalt
lattaque-same-square-attack = een zet moet van veld veranderen; schrijf { $from }x{ $target } om aan te vallen zonder te zetten
lattaque-same-square = een zet moet van veld veranderen
lattaque-diagonal = stukken gaan langs een lijn of een rij, nooit diagonaal
lattaque-one-square-only = uw { $rank } op { $square } gaat maar één veld (alleen Verkenners lopen verder)
lattaque-run-needs-scout = doorlopen over meer dan één veld is voor een Verkenner: open het stuk van { $square } in dezelfde mail als Verkenner
lattaque-lake = { $square } is een meer
lattaque-crosses-lake = de weg gaat door het meer op { $square }
lattaque-blocked = de weg is versperd op { $square }
lattaque-own-piece = op { $square } staat een van uw stukken
lattaque-enemy-piece = op { $square } staat een vijandelijk stuk en stukken delen nooit een veld; een aanval wordt geschreven met x
lattaque-attack-own-square = een stuk kan zijn eigen veld niet aanvallen
lattaque-not-next = { $target } ligt niet naast { $at }
lattaque-frontal = aanvallen zijn frontaal in deze partij: vanaf { $at } mag { $side } alleen { $target } aanvallen
lattaque-frontal-nothing = aanvallen zijn frontaal in deze partij: vanaf { $at } kan { $side } niets aanvallen
lattaque-nothing-to-attack = er staat geen stuk op { $square } om aan te vallen
lattaque-own-target = op { $square } staat een van uw eigen stukken
lattaque-game-over = de partij is voorbij: { $why }

## Waarom een leger geweigerd wordt.
lattaque-setup-lines = een opstelling heeft 4 regels van 9 stukken nodig (eerste regel rij { $top }, laatste regel rij { $bottom }), of toewijzingen zoals a1=F; { $n } { $n ->
    [one] regel
   *[other] regels
} gevonden
lattaque-setup-entries = regel { $line } (rij { $rank }) heeft { $n } { $n ->
    [one] item
   *[other] items
}; elke regel heeft er 9 nodig, voor de lijnen a tot i
lattaque-not-assignment = '{ $text }' is geen toewijzing: schrijf veld=stuk, zoals a1=F
lattaque-no-square-before-equals = '=' zonder veld ervoor: schrijf a1=F
lattaque-assignment-not-square = '{ $text }' is geen veld: schrijf veld=stuk, zoals a1=F
lattaque-names-no-piece = { $square }= noemt geen stuk
lattaque-unknown-piece-on = onbekend stuk '{ $text }' op { $square }: { $hint }
lattaque-unknown-piece = onbekend stuk '{ $text }': { $hint }
lattaque-hint-spy-or-flag = schrijf S voor de Spion of F voor de Vlag
lattaque-hint-piece-names = gebruik een code (S, 2 tot 10, M, F) of een Engelse of Franse naam (Colonel, Eclaireur, Chef d'Armee...)
lattaque-outside-zone = { $square } ligt buiten de zone van { $side }: { $side } stelt op in de lijnen a tot i, rijen { $low } tot { $high }
lattaque-given-twice = { $square } is twee keer gegeven
lattaque-left-empty = leeg gelaten velden: { $squares } (elk veld van de zone heeft een stuk nodig)
lattaque-count = { $n ->
    [0] geen { $rank }
    [1] 1 { $rank }
   *[other] { $n } { $rank-plural }
}, een leger heeft { $want ->
    [1] 1 { $rank }
   *[other] er { $want }
}
lattaque-counts = { $first }; { $rest }
lattaque-flag-placement = de Vlag mag niet op { $square } staan: { $why }
lattaque-flag-behind-river = het veld ligt direct achter een rivier, met niets ertussen
lattaque-flag-only-mines = alleen uw eigen Bommen ({ $squares }) staan tussen haar en de rivier

## De tekst van een stelling van L'Attaque geweigerd, een volledig bord of
## een blind bord (`lattaque::bad_position`).
lattaque-position = ongeldige stelling van L'Attaque: { $why }
lattaque-position-blind = ongeldige blinde stelling van L'Attaque: { $why }
lattaque-position-fields = 5 velden verwacht (lattaque OPTIES KANT HALVEZET BORD), { $n } gevonden
lattaque-position-start = ze begint met '{ $text }', niet met 'lattaque'
lattaque-position-side-to-move = de kant aan zet '{ $text }' moet south of north zijn
lattaque-position-ply = het aantal halve zetten '{ $text }' is geen geheel getal
lattaque-position-rows = het bord heeft 10 rijen nodig gescheiden door '/', { $n } gevonden
lattaque-position-row-too-long = de rij { $rank } is langer dan 9 velden
lattaque-position-empty-count = '{ $text }' in rij { $rank } is geen aantal van 1 tot 9 lege velden
lattaque-position-row-squares = rij { $rank } heeft { $n } velden, geen 9
lattaque-position-both-flags-missing = beide Vlaggen ontbreken, en geen partij komt zover: ze eindigt als de eerste Vlag veroverd wordt
lattaque-position-token-side = '{ $token }' op { $square }: een stuk begint met s (Zuid) of n (Noord)
lattaque-position-token-home = '{ $token }' op { $square }: { $why }
lattaque-position-home-off-board = '{ $token }' op { $square }: thuisveld { $home } ligt buiten het bord
lattaque-position-token-tail = '{ $token }' op { $square }: onverwacht '{ $text }'
lattaque-position-rank-code = '{ $token }' op { $square }: '{ $text }' is geen rangcode (S, 2 tot 10, M, F)
lattaque-position-rank-code-blind = '{ $token }' op { $square }: '{ $text }' is geen rangcode (?, S, 2 tot 10, M, F)
lattaque-position-unknown-opened = '{ $token }' op { $square }: een onbekend stuk kan niet als geopend gemarkeerd worden
lattaque-position-lake = er staat een stuk op het meer { $square }
lattaque-position-outside-zone = { $square }: thuisveld { $home } ligt buiten de zone van { $side }
lattaque-position-never-leaves = { $square }: een { $rank } verlaat zijn thuisveld { $home } nooit
lattaque-position-share-home = twee stukken van { $side } delen het thuisveld { $home }
lattaque-position-too-many = { $side } heeft meer dan { $n } { $n ->
    [one] { $rank }
   *[other] { $rank-plural }
}
