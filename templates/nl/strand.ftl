## Waarom de regels van Strand een zet of zijn notatie weigeren
## (`strand::refusal` van de kern). `$move` is de zet zoals de speler hem
## schreef, `$why` de fout daarin; `$dir` is forward, sideways of backward.

strand-over = { $move }: de partij is voorbij ({ $why })
strand-no-legal-move = { $move }: de partij is voorbij (de { $side } hebben geen geldige zet)
strand-move = { $move }: { $why }
strand-light-square = { $square } is een licht veld; stukken staan alleen op donkere velden
strand-no-piece = er staat geen stuk op { $square }
strand-not-yours = het stuk op { $square } is van de { $owner }; u speelt de { $side }
strand-write-with-x = een slag wordt geschreven met x: { $capture }
strand-cannot-move = { $kind } kan niet { $dir ->
    [forward] vooruit
    [sideways] opzij
   *[backward] achteruit
} gaan; { $how }
strand-how-infantry = Infanterie gaat één veld vooruit of opzij
strand-how-cavalry = Cavalerie gaat één veld opzij, of één of twee velden vooruit
strand-how-artillery = Artillerie gaat één veld in elke diagonale richting
strand-between-occupied = het veld ertussen, { $square }, is bezet
strand-occupied = { $square } is bezet
strand-own-capital = geen stuk mag zijn eigen hoofdstad binnengaan, { $capital }
strand-enemy-fort-enter = { $square } is een vijandelijk fort; alleen Artillerie mag het binnengaan
strand-capture-compulsory = slaan is verplicht, bijv. { $n ->
    [1] { $first }
    [2] { $first } of { $second }
   *[other] { $first } of { $second } of { $third }
}
strand-not-legal = geen geldige zet in deze stelling
strand-no-landing = een slag heeft minstens één landingsveld nodig
strand-capture-ends = de slag eindigt bij het bereiken van { $capital }; na { $square } mag niets meer volgen
strand-not-a-jump-at-all = { $from }x{ $to } is geen sprong: een stuk springt diagonaal over het veld ernaast (Artillerie ook over een stuk één veld verderop)
strand-not-a-jump = { $from }x{ $to } is geen sprong
strand-long-jump-artillery-only = alleen Artillerie mag een stuk één veld verderop slaan
strand-cannot-jump = { $kind } kan niet { $dir ->
    [forward] vooruit
    [sideways] opzij
   *[backward] achteruit
} springen
strand-long-jump-needs-empty = een lange sprong heeft { $square } leeg nodig
strand-nothing-to-take = er staat geen stuk om te slaan op { $square }
strand-own-piece = op { $square } staat uw eigen stuk
strand-already-taken = de { $owner-adj } { $kind } op { $square } is in deze zet al geslagen
strand-still-holds-taken = op { $square } staat nog een stuk dat in deze zet geslagen is
strand-on-own-fort = de { $owner-adj } { $kind } op { $square } staat op zijn eigen fort; alleen Artillerie mag hem slaan
strand-in-front-of-fort = de { $owner-adj } { $kind } op { $square } staat voor zijn eigen fort; alleen een zijwaartse sprong of Artillerie mag hem slaan
strand-enemy-fort-land = { $square } is een vijandelijk fort; alleen Artillerie mag erop landen
strand-incomplete = de slag is niet af: het stuk moet verder vanaf { $square } (bijv. { $square }x{ $next })
strand-leg = { $from }x{ $to }: { $why }
strand-empty-move = lege zet: schrijf een stap zoals b4-c5 of een slag zoals d4xf6
strand-step-and-capture = '{ $text }': een zet is een stap (b4-c5) of een slag (d4xf6xh8), niet beide
strand-step-two-destinations = '{ $text }': een stap heeft één bestemming (b4-c5); schrijf een slag met x (d4xf6xh8)
strand-one-square = '{ $text }': een zet heeft twee velden nodig, bijv. b4-c5 (stap) of d4xf6 (slag)
strand-square-off-board = '{ $text }' ligt buiten het bord (lijnen a-j, rijen 1-10)

## De tekst van een stelling van Strand geweigerd (`strand::bad_position`).
strand-position-not-dark = { $square } is geen donker veld van het bord
strand-position-two-pieces = twee stukken op { $square }
strand-position-own-capital = een { $side-adj } stuk staat op zijn eigen hoofdstad { $side-capital }
strand-position-enemy-capital = een { $piece-adj } stuk staat in { $side-capital }, dus de { $side } moeten aan zet zijn
strand-position-too-many = de { $side } hebben { $n } { $kind }, een leger heeft er { $army }
strand-position-no-piece = de { $side } hebben geen stuk, en toch deden ze de laatste zet
strand-position-ranks = bord: 10 rijen gescheiden door '/' verwacht, { $n } gevonden
strand-position-zero-count = bord: rij { $rank }: 0 is geen aantal lege velden
strand-position-not-a-piece = bord: rij { $rank }: '{ $text }' is geen stuk (I C A voor de Geallieerden, i c a voor de Duitsers) en geen aantal
strand-position-rank-squares = bord: rij { $rank } heeft { $n } donkere velden, 5 verwacht
strand-position-not-strand = geen stelling van strand: ze moet beginnen met 'strand' ({ $expected })
strand-position-fields = een stelling van strand heeft 5 velden ({ $expected }), { $n } gevonden
strand-position-field = veld { $field } moet { $key }=... zijn ({ $expected })
strand-position-switch-field = veld { $field } moet { $names } zijn ({ $expected })
strand-position-turn = beurt: '{ $text }' is niet allies of germans
strand-position-ply = halve zet: '{ $text }' is geen aantal halve zetten
