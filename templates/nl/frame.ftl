### Het kader van elke mail (views::frame, compose): de antwoordregel, de
### kop van het bewijs, het onderwerp en de statusregel.

frame-reply =
    Beantwoord deze mail met uw opdrachten, één per regel, boven eventuele
    geciteerde tekst. Stuur "hulp" voor de lijst van opdrachten.
# HTML, zoals het is in de pagina gezet: het te sturen woord vet.
frame-reply-html =
    Beantwoord deze mail met uw opdrachten, één per regel, boven eventuele
    geciteerde tekst. Stuur <b>hulp</b> voor de lijst van opdrachten.
frame-proof = Bewijs
# Als legers bekendgemaakt worden, aan het eind van een mail: $whose is
# both (beide legers in deze mail), mine (dat van de lezer) of other (dat
# van $who).
frame-published = { $whose ->
    [both] De legers zijn nu bekendgemaakt met hun zaad, aan het eind (Bewijs).
    [mine] Uw leger is nu bekendgemaakt met zijn zaad, aan het eind (Bewijs).
   *[other] Het leger van { $who } is nu bekendgemaakt met zijn zaad, aan het eind (Bewijs).
}

## Het eind van het onderwerp van een mail, na het spel en zijn id.
subject-not-applied = niet uitgevoerd
subject-game-over = partij voorbij
subject-your-move = u bent aan zet
subject-seal-army = verzegel uw leger
subject-send-army = stuur uw leger
subject-waiting = wachten
subject-reveal = onthul uw leger
subject-help = hulp
subject-rules = regels
subject-history = zetten tot nu toe
subject-board = bord
subject-reminder = herinnering
subject-late = termijn verstreken
subject-message = bericht

## De statusregel: $n is het nummer van de zet, $who een speler met zijn
## kant ("Alice (Zuid)"), $reason waarom de partij eindigde.
status-setup-send = Opstelling: stuur uw leger (OPSTELLING, dan vier regels van negen stukken).
status-setup-waiting = Opstelling: wachten op het leger van { $who }.
status-blind-seal = Opstelling: verzegel uw leger met estafette seal en mail de regels commit en leaf.
status-blind-waiting = Opstelling: wachten op de vastlegging van { $who }.
status-your-move = Zet { $n }: u bent aan de beurt.
status-waiting-for = Zet { $n }: wachten op { $who }.
status-waiting = Wachten.
status-blind-reveal = Voorbij op het bord: mail uw onthulling (estafette reveal) vóór uw termijn, anders verliest u de partij.
status-blind-reveal-waiting = Voorbij op het bord: wachten op de onthulling van { $who }.
status-drawn = Partij voorbij: remise ({ $reason }).
status-won = Partij voorbij: { $who } wint ({ $reason }).
status-over = Partij voorbij.

## De alinea's van een blinde partij: $game de partij, $side het woord
## van de kant op de opdrachtregel (south, north), $turn first of second,
## $options de opties van de partij zoals de opdracht ze neemt
## (" --variant NAAM" en eventuele " --set SCHAKELAAR=WAARDE"); $square het
## aangevallen veld, $home het veld waar het stuk begon; $reason waarom de
## partij op het bord eindigde.
blind-seal =
    Dit is een blinde partij: niemand, zelfs de scheidsrechter niet, ziet uw leger. Verzegel het met
      estafette seal { $game } { $side } LEGERBESTAND --turn { $turn }{ $options }
    en mail de regels die het afdrukt. Bewaar het geheime bestand dat het schrijft: het opent uw
    stukken, onthult uw leger aan het eind en ondertekent elk van uw latere mails
    (estafette sign GEHEIMBESTAND, of het tabblad "Uw beurt" van de spelerskit).
blind-open =
    U moet uw stuk op { $square } (vanaf { $home }) openen vóór al het andere:
      estafette open GEHEIMBESTAND { $home }
blind-provisional = De partij is voorbij op het bord, voorlopig: { $reason }.
blind-reveal =
    Onthul nu uw leger: voer uit
      estafette reveal GEHEIMBESTAND
    en mail de vijf regels die het afdrukt vóór uw termijn. Een ontbrekende of valse onthulling verliest de partij.

## De feiten onder het bord: hun labels, en een label zoals het vóór zijn
## waarde staat ($label).
fact-game = Partij
fact-side = U speelt
fact-status = Status
fact-time-control = Bedenktijd
fact-deadline = { $mine ->
    [yes] Uw termijn
   *[no] Hun termijn
}
fact-label = { $label }:
