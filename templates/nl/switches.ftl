# De varianten en schakelaars van de spellen, zoals `estafette rules` ze
# uitlegt. De naam van een variant of schakelaar en de waarden blijven
# zoals spelers ze typen; alleen de zinnen zijn vertaald.

rules-variant = { $name }: { $meaning }

variant-lattaque-gibson-1925 = de gedrukte regels van Gibson van omstreeks 1925
variant-lattaque-standard = de moderne herformulering, met elke schakelaar hieronder omgezet
variant-strand-default = de regels hierboven, met de forten hieronder
variant-assaut-default = de regels hierboven

switch-lattaque-attack = frontal: een stuk valt alleen het veld recht voor zich aan (Zuid naar rij 10, Noord naar rij 1); orthogonal: elk aangrenzend veld
switch-lattaque-equal-scouts = als een Verkenner een Verkenner aanvalt: beide blijven staan, of beide worden geslagen
switch-lattaque-spy = de Spion verslaat de Maarschalk wie er ook aanvalt, of alleen als de Spion aanvalt
switch-lattaque-flag-placement = gibson: geen Vlag op c4 e4 g4 (Noord c7 e7 g7) noch in de lijnen c, e, g met alleen eigen Bommen tussen haar en de rivier; free: overal
switch-lattaque-max-plies = de partij is remise als er N halve zetten gespeeld zijn
switch-strand-forts = de fortvelden van elke kant
switch-strand-forts-values = allies:VELD+VELD.../germans:VELD+VELD... (donkere velden, geen hoofdstad, geen dubbel; `none` voor geen forten)
switch-assaut-fortress-sideways = on: Soldaten in de vesting mogen ook haar horizontale lijnen gebruiken, in beide richtingen
switch-assaut-huff = on: de Officieren mogen een slag weigeren; elke Officier die een grootste slag had kunnen maken wordt dan weggenomen
