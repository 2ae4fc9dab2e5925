## Waarom de regels van L'Assaut een zet of zijn notatie weigeren
## (`assaut::refusal` van de kern). `$move` is de zet zoals de speler hem
## schreef, `$why` de fout daarin; `$turn` de kant die aan de beurt is.

assaut-over = { $move }: de partij is voorbij ({ $why })
assaut-move = { $move }: { $why }
assaut-not-legal-placement = { $move } is hier geen geldige plaatsing
assaut-not-legal-move = { $move } is hier geen geldige zet
assaut-not-legal-capture = { $move } is hier geen geldige slag
assaut-place-first = de Officieren moeten eerst op twee punten van de vesting geplaatst worden (bijv. plaatsen d6 e6)
assaut-already-placed = de Officieren zijn al geplaatst; plaatsen gebeurt alleen vóór de eerste zet van de Soldaten
assaut-not-a-point = { $square } is geen punt van het bord
assaut-same-point = de twee Officieren hebben twee verschillende punten nodig
assaut-not-fortress = { $square } is geen punt van de vesting (de vesting is c5-e7)
assaut-not-empty = { $square } is niet leeg
assaut-no-piece = er staat geen stuk op { $square }
assaut-wrong-turn-soldier = op { $square } staat een Soldaat, maar de { $turn } zijn aan de beurt
assaut-wrong-turn-officer = op { $square } staat een Officier, maar de { $turn } zijn aan de beurt
assaut-must-leave = een zet moet zijn punt verlaten
assaut-soldier-one-point = een Soldaat stapt één punt tegelijk
assaut-officer-one-point = een Officier stapt één punt tegelijk
assaut-officer-one-point-capture = een Officier stapt één punt tegelijk (een slag wordt geschreven als { $from }x{ $to })
assaut-no-line = geen lijn verbindt { $from } en { $to }
assaut-leaves-fortress = een Soldaat in de vesting verlaat haar nooit ({ $square } ligt erbuiten)
assaut-black-line-fortress = de lijn { $from }-{ $to } is zwart: Soldaten gebruiken alleen witte lijnen (de schakelaar fortress-sideways staat uit)
assaut-black-line = de lijn { $from }-{ $to } is zwart: Soldaten gebruiken alleen witte lijnen
assaut-never-back = een Soldaat gaat nooit terug naar een lagere rij
assaut-sideways-towards-d = op rij 5 gaat een Soldaat alleen opzij in de richting van lijn d
assaut-capture-compulsory = slaan is verplicht; de Officieren moeten { $n } { $n ->
    [one] Soldaat
   *[other] Soldaten
} slaan (bijv. { $example })
assaut-soldiers-never-capture = Soldaten slaan nooit
assaut-soldiers-turn = de Soldaten zijn aan de beurt
assaut-no-landing = een slag heeft minstens één landingspunt nodig
assaut-not-a-jump = { $from }x{ $to } is geen sprong: een Officier springt in een rechte lijn over één aangrenzend punt naar het punt direct daarachter
assaut-not-straight = { $from }x{ $to } volgt geen rechte lijn van het bord door { $through }
assaut-no-soldier = er staat geen Soldaat op { $square } om over te springen
assaut-jumped-twice = over de Soldaat op { $square } wordt twee keer gesprongen; elke Soldaat wordt één keer geslagen
assaut-landing-not-empty = het landingspunt { $square } is niet leeg
assaut-largest-capture = de zet slaat { $taken } { $taken ->
    [one] Soldaat
   *[other] Soldaten
} maar er kunnen er { $max } geslagen worden, en de grootste slag is verplicht (bijv. { $example })
assaut-off-board = { $square } ligt niet op het bord (lijnen a-g, rijen 1-7)
assaut-not-a-point-corners = { $square } is geen punt van het bord (de hoeken van 2x2 zijn weggesneden)
assaut-empty-move = lege zet
assaut-unexpected-characters = '{ $text }' is geen zet: onverwachte tekens
assaut-placement-count = een plaatsing noemt precies twee punten van de vesting, bijv. plaatsen d6 e6 ({ $n } gekregen)
assaut-mixed = '{ $text }' mengt - en x: een stap is d3-d4, een slag noemt zijn landingen, d6xd4xf4
assaut-empty-square = '{ $text }' heeft een leeg veld
assaut-not-one-square = '{ $part }' is niet één veld (in '{ $text }')
assaut-step-two-squares = '{ $text }': een stap heeft precies twee velden (d3-d4); een slag wordt geschreven met x (d6xd4xf4)
assaut-not-a-move = '{ $text }' is geen zet: schrijf een stap als d3-d4, een slag als d6xd4xf4, de opstelling als plaatsen d6 e6

## De tekst van een stelling van L'Assaut geweigerd (`assaut::bad_position`).
assaut-position-ranks = bord '{ $board }': 7 rijen gescheiden door / verwacht, { $n } gevonden
assaut-position-rank-points = bord '{ $board }': rij { $rank } moet { $points } punten hebben, { $n } gevonden
assaut-position-not-a-point = bord '{ $board }': '{ $text }' is geen S (Soldaat), O (Officier) of . (leeg)
assaut-position-too-many-soldiers = bord '{ $board }': meer dan 24 Soldaten
assaut-position-too-many-officers = bord '{ $board }': meer dan 2 Officieren
assaut-position-fields = een stelling van L'Assaut heeft 7 velden (assaut, twee schakelaars, bord, beurt, halve zet, geschiedenis); { $n } gevonden
assaut-position-not-assaut = '{ $text }' is geen stelling van L'Assaut (ze moet beginnen met assaut)
assaut-position-switch = '{ $text }' is geen instelling van een schakelaar (naam=waarde)
assaut-position-turn = '{ $text }' is geen beurt: setup, soldiers of officers
assaut-position-ply = '{ $text }' is geen aantal halve zetten
assaut-position-setup-officer = in de opstellingsfase staat er nog geen Officier op het bord
assaut-position-setup-ply = de opstellingsfase is bij halve zet 0, zonder geschiedenis
assaut-position-history = de herhalingsgeschiedenis kan in het spel niet ontstaan: { $why }
assaut-history-too-long = ze bewaart { $n } eerdere stellingen bij halve zet { $ply }, en de plaatsing (halve zet 1) wist haar, dus er kunnen er hoogstens { $most } bewaard worden
assaut-history-third = item { $entry } is het derde voorkomen van zijn stelling, dus daar was de partij remise
assaut-history-over = de partij was voorbij bij item { $entry } ({ $why })
assaut-history-no-move = geen zet die de geschiedenis bewaart (een zet van een Soldaat binnen de vesting, of een stap van een Officier die geen huff maakt) leidt van item { $entry } naar { $next ->
    [0] het huidige bord
   *[other] item { $next }
}
