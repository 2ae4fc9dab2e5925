## Waarom een verslag niet klopt (`transcript::Broken` van de kern), zoals
## `estafette verify` het afdrukt en de kit het verwoordt. $event, $n,
## $entry, $entries, $seen en $earlier zijn posities in het logboek; $head,
## $held en $log-head koppen van de keten in hex; $why de woorden van het
## protocol, de scheidsrechter of het spel; $stated wat het verslag zegt,
## $log wat zijn logboek geeft.

verify-not-transcript = geen verslag: { $why }
verify-unknown-format = onbekend verslagformaat '{ $format }' (deze verificateur leest { $newest }, { $older } en { $oldest })
verify-no-entry = het logboek heeft geen item { $n }
verify-not-your-head = item { $n } heeft kop { $head }, niet de { $held } die u hebt: dit is niet de partij die u speelde
verify-bad-game-id = ongeldig partij-id: { $why }
verify-hashing = { $why }
verify-numbered = logboekitem { $entry } heeft nummer { $numbered }: een gebeurtenis is weggelaten, toegevoegd of verplaatst
verify-hash-mismatch = gebeurtenis { $event }: haar hash past niet bij de keten (de gebeurtenis of een eerdere is gewijzigd, weggelaten of verschoven)
verify-not-an-event = gebeurtenis { $event }: { $why }
verify-untimed = gebeurtenis { $event }: een onthulling zonder tijd, die formaat { $format } vereist
verify-coded-in = gebeurtenis { $event }: een verslag of einde vastgelegd als code met argumenten, wat alleen formaat { $coded } en latere formaten bevatten (dit verslag zegt { $format })
verify-sealed-in = gebeurtenis { $event }: een handtekening over een verzegeld leger, of een leger bekendgemaakt met zijn ondertekende opstelling, wat alleen formaat { $sealed } bevat (dit verslag zegt { $format })
verify-stated-head = de opgegeven kop van de keten ({ $n } { $head }) is niet de kop van het logboek ({ $entries } { $log-head })

## Een waarde in een gebeurtenis die niet in haar canonieke spelling staat ($value zoals geschreven).

verify-spelling-salt = gebeurtenis { $event }: het zout '{ $value }' staat niet in zijn canonieke spelling
verify-spelling-root = gebeurtenis { $event }: de wortel '{ $value }' staat niet in zijn canonieke spelling
verify-spelling-leaf = gebeurtenis { $event }: het blad '{ $value }' staat niet in zijn canonieke spelling
verify-spelling-seed = gebeurtenis { $event }: het zaad '{ $value }' staat niet in zijn canonieke spelling
verify-spelling-head = gebeurtenis { $event }: de kop '{ $value }' staat niet in zijn canonieke spelling
verify-spelling-opening = gebeurtenis { $event }: de opening '{ $value }' staat niet in haar canonieke spelling
verify-spelling-square = gebeurtenis { $event }: het veld '{ $value }' staat niet in zijn canonieke spelling
verify-spelling-signature = gebeurtenis { $event }: de handtekening '{ $value }' staat niet in haar canonieke spelling
verify-spelling-key = gebeurtenis { $event }: de sleutel '{ $value }' staat niet in zijn canonieke spelling

## Handtekeningen, tijden en het naspelen met de regels. $at en $before
## zijn Unix-tijden; $ply het nummer van een zet; $stated en $rules een
## verslag, geciteerd.

verify-signed-head = gebeurtenis { $event }: de handtekening noemt kop { $head } op positie { $seen }, en dat is niet die van het logboek
verify-before-epoch = gebeurtenis { $event }: haar tijd { $at } ligt vóór 1970
verify-time-back = gebeurtenis { $event } heeft tijd { $at }, vóór gebeurtenis { $earlier } ({ $before }): de tijden van een logboek gaan nooit terug
verify-bad-side = kant { $side } is geen 1 en geen 2
verify-empty-log = het logboek is leeg
verify-start = { $why }
verify-replay = gebeurtenis { $event }: { $why }
verify-unrecorded = gebeurtenis { $event }: een zet die het naspelen niet vastlegde
verify-after-deadline = gebeurtenis { $event }: een opdracht van kant { $side } aangenomen nadat zijn termijn ({ $deadline }) en zijn respijt van { $grace } seconden verstreken waren: de partij was daarvoor al op tijd verloren
verify-report = gebeurtenis { $event }: zet { $ply } is gemeld als { $stated } maar de regels melden hem als { $rules }
verify-quoted-sentence = „{ $text }”
verify-quoted-coded = de reden { $json }
verify-army-unreadable = { $why }
verify-army-text = gebeurtenis { $event }: het leger van kant { $side } staat niet in zijn canonieke tekst ({ $canonical })

## De andere onderdelen van het verslag tegenover wat zijn logboek geeft.

verify-game = het verslag zegt partij { $stated } maar zijn logboek is partij { $log }
verify-member-kind = het spel van het verslag ({ $stated }) is niet wat zijn logboek geeft ({ $log })
verify-member-variant = de variant van het verslag ({ $stated }) is niet wat zijn logboek geeft ({ $log })
verify-member-players = de spelers van het verslag ({ $stated }) zijn niet wat zijn logboek geeft ({ $log })
verify-member-commitments = de vastleggingen van het verslag ({ $stated }) zijn niet wat zijn logboek geeft ({ $log })
verify-member-armies = de legers van het verslag ({ $stated }) zijn niet wat zijn logboek geeft ({ $log })
verify-openings = de openingen van het verslag ({ $listed } vermeld) zijn niet wat zijn logboek geeft ({ $made } gedaan in gevechten)
verify-outcome = het verslag geeft de uitslag "{ $stated }" maar zijn logboek geeft "{ $log }"
verify-outcome-not-over = niet voorbij
verify-outcome-drawn = remise ({ $reason })
verify-outcome-won = { $who } wint ({ $reason })
verify-outcome-nobody-wins = niemand wint ({ $reason })
verify-differs = het verslag wijkt af van wat zijn logboek geeft

## De koppen van de keten in de mails van de speler (regels `Log-Head:`)
## tegenover het verslag. $game een partij-id.

verify-bad-receipt = een ontvangstbewijs voor { $game } is niet geldig: { $why }
verify-receipt-beyond = een mail die u ontving toont positie { $n }, maar het verslag heeft maar { $entries } items
verify-rewritten = een mail die u ontving toont kop { $head } op positie { $n }, maar het verslag heeft daar { $held }: de geschiedenis is herschreven nadat die mail verstuurd werd

## Het naspelen door de kit van een beëindigde partij, zet voor zet. $n het nummer van een zet.

verify-replay-not-a-move = zet { $n }: geen zet: { $why }
verify-replay-illegal = zet { $n }: niet toegestaan: { $why }

## De bytes van een logboekitem die geen gebeurtenis zijn ($why de woorden
## van de JSON-lezer; $reads en $canonical een paar bytes rond byte $at).

verify-event-not-json = geen gebeurtenis: { $why }
verify-event-not-canonical = niet in canonieke vorm: vanaf byte { $at } staat er '{ $reads }' waar de canonieke bytes '{ $canonical }' lezen

## Een beëindigde partij die de kit zet voor zet naspeelt, uit haar
## verslag. $n het nummer van een logboekitem; $side de kant van wie het
## leger is.

verify-replay-entry = logboekitem { $n }: { $why }
verify-replay-no-creation = het logboek begint niet met het aanmaken van de partij
verify-replay-options = de opties van de partij: { $why }
verify-replay-no-start = { $game } heeft geen beginstelling
verify-replay-army-missing = het leger van { $side } staat niet in het verslag (legers worden bekendgemaakt als de partij eindigt)
verify-replay-army-bad = het bekendgemaakte leger van { $side }: { $why }
