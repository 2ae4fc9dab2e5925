### De alinea's die een speler uitleggen hoe hij speelt (compose/guide):
### de regels van het spel in het kort (REGELS: het leger, de
### belangrijkste regels van de variant, een uitgewerkt voorbeeld), de
### melding over gedempte antwoorden, de spelerskit. De namen van kanten,
### rangen en soorten komen uit names.ftl: een argument $x is de naam en
### $x-vorm elke vorm ervan (.plural). Velden en aantallen zijn argumenten.

## De alinea REGELS: het leger, dan deze kopregel met de belangrijkste
## regels ($variant de variant en zijn schakelaars, $rules de zinnen
## hieronder), het voorbeeld, en deze laatste regel.
guide-rules = Regels ({ $variant }): { $rules }
guide-rules-more = REGELS stuurt deze samenvatting opnieuw; HULP somt de opdrachten op.

## L'Attaque. Het leger: een tabel van code, rang en aantal volgt.
guide-lattaque-army = Uw leger, { $total } stukken (code, rang, aantal):
# Gevecht; de tweede als twee Verkenners die elkaar treffen beide blijven staan ($scout).
guide-lattaque-combat = de hogere rang wint en bij gelijke rang vallen beide.
guide-lattaque-combat-scouts-stay = de hogere rang wint en bij gelijke rang vallen beide (twee { $scout-plural } blijven allebei staan).
guide-lattaque-attack = { $attack ->
   *[frontal] Een stuk valt alleen het veld recht voor zich aan, in de richting van de vijand.
    [orthogonal] Een stuk valt elk vijandelijk stuk naast zich aan, langs zijn lijn of rij.
}
# $beats: wanneer de Spion de Maarschalk verslaat.
guide-lattaque-spy = { $beats ->
   *[always] De { $spy } verslaat de { $commander } wie er ook aanvalt;
    [attacking] De { $spy } verslaat de { $commander } alleen als de { $spy } aanvalt;
} een { $mine } schakelt elke aanvaller uit behalve een { $sapper }; wie de { $flag } verovert, wint.
# De regel van Gibson voor de plaats van de Vlag: $squares en $last de
# velden waar ze niet mag staan, $files de lijnen waar Bommen niet haar
# enige bescherming mogen zijn.
guide-lattaque-flag = De { $flag } mag niet staan op { $squares } of { $last }, noch in de lijnen { $files } achter alleen uw eigen { $mine-plural }.
guide-lattaque-max-plies = Remise bij halve zet { $n }.
# Een zet van $from naar $step, dan een aanval op $target.
guide-lattaque-example = Voorbeeld: { $from }-{ $step }x{ $target } gaat van { $from } naar { $step } en valt dan { $target } aan. Als uw { $captain } (6) daar een { $sergeant } (4) treft, wordt de { $sergeant } weggenomen en blijft uw { $captain } op { $step } staan; beide rangen worden aan beide spelers getoond.

## Strand. $total de stukken van het leger; $forts de forten van de lezer
## ($count ervan); $capital en $city de vijandelijke hoofdstad.
guide-strand-army = Elk leger: { $ncavalry } { $cavalry }, { $ninfantry } { $infantry }, { $nartillery } { $artillery } ({ $total } stukken), op de donkere velden.
guide-strand-rules = { $infantry } stapt één veld vooruit of opzij; { $cavalry } één opzij, of één of twee vooruit; { $artillery } één veld in elke richting. U slaat door over een aangrenzende vijand naar het lege veld erachter te springen ({ $artillery } ook van twee velden afstand); slaan is verplicht, behalve voor een stuk op een van uw forten ({ $count ->
    [0] geen
   *[other] { $forts }
}), en een reeks sprongen gaat door zolang dat kan. Wie de vijandelijke hoofdstad bereikt, { $capital } ({ $city }), wint.
# Twee sprongen: van $from over $over1 naar $land1, dan over $over2 naar $land2.
guide-strand-example = Voorbeeld: { $from }x{ $land1 }x{ $land2 } springt van { $from } over de vijand op { $over1 } naar { $land1 }, dan over { $over2 } naar { $land2 }, en slaat beide stukken.

## L'Assaut. $first en $second zijn de kanten, die heten naar hun stukken;
## $nfirst en $nsecond hoeveel elk heeft; $from en $to de hoeken van de
## vesting; $left de Soldaten die over zijn als de Officieren winnen.
guide-assaut-army = { $nfirst } { $first } tegen { $nsecond } { $second }; de vesting is de negen punten van { $from } tot { $to }.
guide-assaut-rules = { $first } stappen één punt langs de witte lijnen, nooit naar een lagere rij, en slaan nooit; ze winnen door de negen punten van de vesting te bezetten. { $second } stappen één punt langs elke lijn en slaan door over een Soldaat naar het lege punt erachter te springen, en gaan door zolang dat kan; slaan is verplicht, en een zet moet zoveel mogelijk { $first } slaan. De { $second } winnen als er nog { $left } of minder { $first } over zijn.
# De schakelaar huff.
guide-assaut-huff = Huff: een Officier die niet slaat terwijl hij kan, wordt weggenomen.
# De schakelaar fortress-sideways.
guide-assaut-sideways = Binnen de vesting mogen { $first } ook opzij stappen.
# Voor de Soldaten: een stap van $from naar $to.
guide-assaut-example-first = Voorbeeld: { $from }-{ $to } zet een Soldaat van { $from } naar { $to }.
# Voor de Officieren: een sprong van $from over $over1 naar $land1, dan over $over2 naar $land2.
guide-assaut-example-second = Voorbeeld: { $from }x{ $land1 }x{ $land2 } laat de Officier op { $from } over de Soldaat op { $over1 } naar { $land1 } springen, dan over { $over2 } naar { $land2 }, en slaat beide.

## Het laatste antwoord op mail die niets uitvoert, voor een uur: $limit
## de gegeven antwoorden, $until wanneer de antwoorden weer beginnen;
## $ingame is yes in een partij.
guide-muted = In het afgelopen uur heeft de scheidsrechter { $limit } { $ingame ->
    [yes] mails van u voor deze partij
   *[no] mails van u zonder opdrachten voor een partij
} beantwoord die niets uitvoerden, het maximum dat hij beantwoordt: dit is zijn laatste antwoord op zulke mails tot { $until }. Een mail die een opdracht uitvoert krijgt nog steeds zijn ontvangstbewijs.

# Na de regel van een partij in een lijst van partijen, als de beheerder haar onderbrak.
guide-paused = Onderbroken door de beheerder.

## De uitnodiging voor een blinde partij: de spelerskit, op $url, of bijgevoegd als $file.
guide-kit-url = Verzegel uw leger in uw browser: { $url }
guide-kit-attached = De spelerskit is bij deze mail gevoegd ({ $file }): open hem in uw browser om uw leger te verzegelen, uw stukken te openen en ze aan het eind te onthullen, zonder iets te installeren.
guide-kit-same = De kit geeft dezelfde regels als de estafette-opdrachten hieronder.
