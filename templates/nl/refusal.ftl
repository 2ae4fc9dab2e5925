## Waarom een opdracht of een zet geweigerd werd (`reason::Why` van de
## kern), en de weigeringen waarvan de woorden nog geen gegevens zijn
## (`untyped`, het Engels zoals de regels of de scheidsrechter het
## schreven).

untyped = { $text }
wrong-sender = een mail voor deze partij met uw antwoordtoken kwam van { $sender }, niet van uw geregistreerde adres; er werd niets uitgevoerd. Als u het was, schrijf dan vanaf { $registered }.
not-a-move = '{ $text }' is geen zet: { $why }

## De weigeringen van de scheidsrechter (`referee::refusal::Refusal` van
## de kern): de fase van de partij, wie aan de beurt is, remiseaanbiedingen,
## verouderde mails, talen, tijdzones, vakanties, sleutels en
## handtekeningen. $text is het eigen woord van de speler; $side een kant
## (zijn naam); $name zijn speler; $issued, $last en $seen posities in het
## logboek; $needs en $left duren (`refusal-duration`); $why de eigen
## woorden van het protocol.

refusal-game-over = deze partij is voorbij
refusal-no-draw-to-accept = er is geen remiseaanbod om aan te nemen
refusal-draw-already-offered = u hebt al remise aangeboden
refusal-no-draw-to-decline = er is geen remiseaanbod om te weigeren
refusal-no-army-to-set-up = { $game ->
    [strand] { title-strand }
    [assaut] { title-assaut }
   *[lattaque] { title-lattaque }
} heeft geen leger om op te stellen
refusal-armies-in-place = de legers staan al opgesteld
refusal-army-committed = uw leger is al vastgelegd en kan niet meer veranderd worden
refusal-blind-only = openingen, vastleggingen en onthullingen zijn alleen voor blinde partijen
refusal-not-started = de partij is nog niet begonnen: eerst moeten beide legers gestuurd worden
refusal-paused = de partij is door de beheerder onderbroken: geen zetten tot ze hervat wordt
refusal-position-unknown = de stelling is onbekend
refusal-not-your-turn = u bent niet aan de beurt: { $side } ({ $name }) is aan zet
refusal-stale = deze mail beantwoordt een eerdere mail van de scheidsrechter (verstuurd op positie { $issued }), en u hebt sindsdien gespeeld (op positie { $last }): opdrachten die de partij veranderen worden alleen aangenomen uit een antwoord op de laatste mail van de scheidsrechter aan u, zodat een oude mail die opnieuw verstuurd wordt nooit twee keer uitgevoerd wordt. Beantwoord de laatste mail
refusal-no-command = geen opdracht gevonden boven de geciteerde tekst; stuur HULP voor de lijst van opdrachten
refusal-not-a-language = '{ $text }' is geen taal: kies en (Engels), fr (Frans), de (Duits) of nl (Nederlands)
refusal-not-a-time-zone = '{ $text }' is geen naam van een tijdzone (gebruik een IANA-naam zoals Europe/Amsterdam of America/New_York)
refusal-no-clock = deze partij heeft geen klok, dus ze heeft geen vakantie nodig
refusal-vacation-too-long = deze vakantie vraagt { $needs } maar u hebt dit jaar nog { $left } over
refusal-vacation-too-short = een vakantie duurt minstens een uur
refusal-not-a-date = '{ $text }' is geen datum (schrijf 2026-12-20)
refusal-vacation-ends-first = de vakantie eindigt voordat ze begint
refusal-vacation-over = die vakantie is al voorbij
refusal-vacation-syntax = VAKANTIE neemt een lengte (5d) of twee datums (2026-12-20 2026-12-27)
refusal-bad-key = deze sleutel is onbruikbaar: { $why }
refusal-key-registered = uw sleutel is al geregistreerd: hij ondertekent uw opdrachten tot het einde van de partij
refusal-key-after-move = een sleutel wordt geregistreerd vóór uw eerste zet; deze partij gaat verder zonder
refusal-not-signed = deze mail is niet ondertekend: onderteken uw opdrachten met `estafette sign` (uw sleutel is geregistreerd, dus de scheidsrechter neemt alleen ondertekende opdrachten aan) en voeg de sig-regel toe die het afdrukt
refusal-sig-unreadable = de sig-regel kan niet gelezen worden ({ $why }): onderteken uw opdrachten met `estafette sign` (uw sleutel is geregistreerd, dus de scheidsrechter neemt alleen ondertekende opdrachten aan) en voeg de sig-regel toe die het afdrukt
refusal-sig-not-reached = de sig-regel noemt logboekpositie { $seen }, die de partij niet bereikt heeft; onderteken uw opdrachten opnieuw na de Log-Head-regel van de laatste mail van de scheidsrechter aan u (estafette sign, of de spelerskit) en mail ze met de sig-regel die dat geeft
refusal-sig-stale = uw handtekening gaat over de mail van de scheidsrechter op logboekpositie { $seen }, en u hebt sindsdien gespeeld (op positie { $last }); onderteken uw opdrachten opnieuw na de Log-Head-regel van de laatste mail van de scheidsrechter aan u (estafette sign, of de spelerskit) en mail ze met de sig-regel die dat geeft
refusal-signature-fails = uw handtekening klopt niet: ze is niet gemaakt met uw geregistreerde sleutel over deze opdrachten en de kop van het logboek op positie { $seen }; onderteken uw opdrachten met `estafette sign` (uw sleutel is geregistreerd, dus de scheidsrechter neemt alleen ondertekende opdrachten aan) en voeg de sig-regel toe die het afdrukt
refusal-signed-whole = { $why }. Een ondertekende mail wordt helemaal of helemaal niet uitgevoerd, dus van deze werd niets uitgevoerd: onderteken opnieuw alleen de opdrachten die u bedoelt, en stuur ze

## Een duur in een weigering: $d dagen, $h uren, $m minuten; $shape de
## getoonde delen (d, dh, dhm, dm, h, hm of m).
refusal-duration = { $shape ->
    [d] { $d } { $d ->
        [one] dag
       *[other] dagen
    }
    [dh] { $d } { $d ->
        [one] dag
       *[other] dagen
    } en { $h } uur
    [dhm] { $d } { $d ->
        [one] dag
       *[other] dagen
    }, { $h } uur en { $m } { $m ->
        [one] minuut
       *[other] minuten
    }
    [dm] { $d } { $d ->
        [one] dag
       *[other] dagen
    } en { $m } { $m ->
        [one] minuut
       *[other] minuten
    }
    [h] { $h } uur
    [hm] { $h } uur en { $m } { $m ->
        [one] minuut
       *[other] minuten
    }
   *[m] { $m } { $m ->
        [one] minuut
       *[other] minuten
    }
}

## De weigeringen van de opdrachttaal: waarom een regel van een mail geen
## opdracht is (`referee::refusal::LineRefusal` van de kern).

refusal-line-too-long = deze regel is te lang om een opdracht te zijn
refusal-line-not-a-command = geen opdracht of zet (stuur HULP voor de lijst)
refusal-line-leaf-alone = bladregels volgen op een regel 'commit WORTEL'
refusal-line-key-takes-one = SLEUTEL neemt één publieke sleutel, zoals `estafette keygen` hem afdrukt
refusal-line-sig-line = een mail draagt één sig-regel (sig N HANDTEKENING, zoals `estafette sign` hem afdrukt)
refusal-line-alone = deze opdracht neemt niets erna: schrijf haar alleen op haar regel
refusal-line-lang-needs = TAAL heeft een taal nodig: en (Engels), fr (Frans), de (Duits) of nl (Nederlands)
refusal-line-vacation-needs = VAKANTIE heeft een lengte (5d) of twee datums (2026-12-20 2026-12-27) nodig
refusal-line-timezone-needs = TIJDZONE heeft de naam van een zone nodig, bijv. Europe/Amsterdam
refusal-line-message-needs = BERICHT heeft tekst erna nodig
refusal-line-message-too-long = een BERICHT bevat hoogstens 1000 tekens: er werd niets van doorgegeven
refusal-line-draw-takes = REMISE neemt AANBIEDEN, AANNEMEN of WEIGEREN
refusal-line-calendar-takes = AGENDA neemt AAN of UIT

## De weigeringen van de blinde scheidsrechter
## (`referee::blind_refusal::BlindRefusal` van de kern) en de
## overtredingen waardoor een speler reglementair verliest (`Breach`).
## $home, $target zijn velden; $rank een rang van L'Attaque; $side een
## kant; $move een zet zoals geschreven; $why de eigen weigering van de
## regels of het protocol.

refusal-blind-all-committed = de legers zijn al vastgelegd
refusal-blind-no-commitment = geen vastlegging
refusal-blind-no-piece-started = geen stuk van u begon op { $home }
refusal-blind-not-in-play = de partij is niet aan de gang
refusal-blind-not-your-turn = u bent niet aan de beurt: { $side } is aan zet
refusal-blind-open-first = uw stuk op { $target } (vanaf { $home }) werd aangevallen: open het eerst (estafette open GEHEIMBESTAND { $home })
refusal-blind-combat-unresolved = het gevecht kan niet beslist worden
refusal-blind-move-refused = { $move }: { $why }
refusal-blind-attack-needs-opening = { $move }: een aanval heeft in dezelfde mail uw opening van het aanvallende stuk (vanaf { $home }) nodig
refusal-blind-no-piece-to-attack = geen stuk om aan te vallen
refusal-blind-game-over = de partij is voorbij
refusal-blind-reveal-too-early = de onthulling komt als de partij op het bord voorbij is
refusal-blind-already-revealed = uw leger is al onthuld
refusal-blind-no-army-committed = u hebt geen leger vastgelegd
refusal-blind-seal-your-army = dit is een blinde partij: verzegel uw leger met `estafette seal` en mail de regels 'commit' en 'leaf' die het afdrukt
refusal-blind-other-key = uw vastlegging bindt een andere ondertekeningssleutel dan die u met SLEUTEL registreerde: een speler heeft één sleutel in een partij, dus deze vastlegging wordt geweigerd
refusal-blind-other-options = uw leger werd verzegeld onder andere opties ({ $sealed }) dan die van deze partij ({ $game }): verzegel het opnieuw met de opties van de seal-regel van uw uitnodiging, en mail de nieuwe regels
refusal-blind-bad-open-line = "{ $line }": { $why }
refusal-blind-not-a-move-again = '{ $text }' is geen zet: { $why }
refusal-blind-no-move = geen zet
refusal-breach-opening-mismatch = de opening van het stuk van { $home } als { $rank } past niet bij zijn blad
refusal-breach-too-many-opened = { $n } stukken geopend als { $rank-plural }: een leger heeft er { $count }
refusal-breach-moved-but-opened = het stuk van { $home } zette, maar het werd geopend als { $rank }
refusal-breach-moved-but-revealed = het stuk van { $home } zette, maar het leger heeft daar een { $rank }
refusal-breach-illegal-move = zet { $n } ({ $move }) is niet toegestaan met de onthulde legers: { $why }
refusal-breach-no-reveal = geen laatste onthulling vóór de termijn

## Sleutels, handtekeningen die niet gecontroleerd kunnen worden, duren en
## datums van vakanties (`referee::refusal::Refusal`,
## `protocol::sign::KeyFault`, `referee::clock::DurationError` van de
## kern). $text is van de speler; $why de eigen woorden van het protocol
## of de kalender.

refusal-key-length = een publieke sleutel is 44 tekens base64 (32 bytes)
refusal-key-not-ed25519 = dit is geen publieke Ed25519-sleutel
refusal-sig-uncheckable = { $why }; onderteken uw opdrachten met `estafette sign` (uw sleutel is geregistreerd, dus de scheidsrechter neemt alleen ondertekende opdrachten aan) en voeg de sig-regel toe die het afdrukt
refusal-date-not-in-zone = de datum { $text } bestaat niet in uw tijdzone: { $why }
refusal-duration-empty = een lege duur
refusal-duration-not-a-unit = '{ $text }': een duur is een getal en een eenheid, w, d, u (of h), m of s (bijv. 3d, 12u, 1u30m)
refusal-duration-number-first = '{ $text }': vóór elke eenheid moet een getal staan
refusal-duration-too-long = '{ $text }' is te lang
refusal-duration-no-unit = '{ $text }': geef een eenheid na het getal (w, d, u, m of s)
refusal-duration-over-a-year = '{ $text }' is langer dan een jaar
refusal-too-many-commands = te veel opdrachten in één mail: er worden er hoogstens { $max } gelezen, dus deze werden niet uitgevoerd

## Uitdagingen en de andere accountopdrachten die niet gelezen kunnen
## worden (`referee::account::AccountError`, `referee::clock::ClockError`
## van de kern). $word en $text zijn van de speler; $game de titel van een
## spel.

refusal-account-usage = schrijf NIEUW SPEL WITH ADRES [variant NAAM] [set SCHAKELAAR=WAARDE] [3d per move | 10/30d] [grace 1d] [no observers] [blind]
refusal-account-takes-one-game = { $word } neemt één partij-id, bijv. { $word } strand-3
refusal-account-takes-one-tournament = { $word } neemt de naam van een toernooi, bijv. { $word } voorjaar-2027
refusal-account-site-takes-on-or-off = { $word } neemt AAN of UIT: { $word } UIT haalt uw naam van de openbare site, { $word } AAN toont hem weer
refusal-account-not-an-address = '{ $text }' is geen mailadres
refusal-account-variant-needs-name = variant heeft een naam nodig
refusal-account-set-needs = set heeft SCHAKELAAR=WAARDE nodig
refusal-account-grace-needs-length = grace heeft een lengte nodig, bijv. 1d
refusal-account-blind-lattaque-only = de blinde modus is alleen voor L'Attaque, niet voor { $game ->
    [strand] { title-strand }
    [assaut] { title-assaut }
   *[lattaque] { title-lattaque }
}
refusal-account-not-understood = '{ $word }' wordt hier niet begrepen; { refusal-account-usage }
refusal-account-grace-needs-clock = grace heeft ook een bedenktijd nodig (bijv. 3d per move)
refusal-account-blind-needs-clock = een blinde partij heeft een bedenktijd nodig, omdat de laatste onthullingen een termijn hebben (bijv. 3d per move)
refusal-clock-moves-not-whole = '{ $text }': het aantal zetten vóór '/' moet een geheel getal zijn
refusal-clock-moves-range = '{ $text }': tussen 1 en 1000 zetten per periode
refusal-clock-period-too-short = '{ $text }': een periode korter dan een uur heeft per mail geen zin

## De vastlegging en de laatste onthulling van een blinde partij zoals
## gemaild (`protocol::blind_line::BlindLine` van de kern). $line en
## $square zijn van de speler; $why de eigen reden van de coderingen of de
## regels (`protocol.ftl`, `lattaque.ftl`); $key is yes als de vastlegging
## een sleutel heeft (die de wortel ook bindt); $side een kant.

refusal-blind-line-root-line = de wortelregel is 'commit WORTEL' (64 hexadecimale cijfers)
refusal-blind-line-two-commits = twee regels 'commit': stuur één vastlegging
refusal-blind-line-commit-hex = commit-regel: { $why }
refusal-blind-line-key-line = een vastlegging heeft hoogstens één sleutelregel, 'key SLEUTEL' (44 tekens base64)
refusal-blind-line-key-bad = sleutelregel: { $why }
refusal-blind-line-leaf-line = '{ $line }': een bladregel is 'leaf VELD BLAD' (64 hexadecimale cijfers)
refusal-blind-line-leaf-hex = blad { $square }: { $why }
refusal-blind-line-no-commit = geen regel 'commit WORTEL'
refusal-blind-line-root-mismatch = { $why }{ $key ->
        [yes] { " en de sleutel" }
       *[no] { "" }
    } (werd het leger verzegeld voor deze partij, met de juiste kant en beurt?)
refusal-blind-line-outside-zone = een blad voor { $square }, buiten de zone van { $side }
refusal-blind-line-out-of-order = het blad voor { $square } staat niet op zijn plaats of komt dubbel voor: geef ze in oplopende volgorde (a1, b1, ... i1, a2, ...)
refusal-blind-line-leaf-count = { $n } bladeren; een leger heeft { $count } stukken, één op elk veld van de zone
refusal-blind-line-no-reveal = geen regel 'reveal ZAAD'
refusal-blind-line-reveal-line = de onthullingsregel is 'reveal ZAAD' (64 hexadecimale cijfers), gevolgd door de vier regels van het leger
refusal-blind-line-reveal-hex = onthullingsregel: { $why }
refusal-blind-line-reveal-rows = op de regel 'reveal ZAAD' moeten de vier regels van het leger volgen
refusal-blind-line-army-breaks = het onthulde leger overtreedt de regels: { $why }
refusal-blind-line-reveal-mismatch = het onthulde zaad en leger geven niet de wortel die bij het begin vastgelegd werd
refusal-blind-line-options-line = de optieregel is 'options OPTIES', zoals estafette seal hem afdrukt
refusal-blind-line-options-bad = optieregel: { $why }
refusal-open-line-not-open = een openingsregel begint met het woord 'open'
refusal-open-line-word-count = een openingsregel is 'open VELD RANG ZOUT' (4 woorden), deze heeft er { $n }
refusal-open-line-bad-salt = ongeldig zout in openingsregel: { $why }

## Het label van de opdrachtregels van een mail voorbij het maximum dat
## de scheidsrechter leest (geweigerd met `refusal-too-many-commands`): $n
## ervan, na $max.

refusal-lines-after = (de { $n } regels na de eerste { $max })

## Het eigen geheime bestand, de kant, het veld of de stellingsregel van
## een speler (protocol::secret_fault).
refusal-secret-not-json = geen geheim bestand: { $why }
refusal-secret-wrong-format = geen geheim bestand van dit programma (formaat '{ $format }' versie { $version }; verwacht '{ $expected }' versie { $expected-version })
refusal-secret-not-a-side = '{ $text }' is geen kant: kies south of north
refusal-secret-options = opties: { $why }
refusal-secret-seed = zaad: { $why }
refusal-secret-army = leger: { $why }
refusal-secret-army-not-valid = het leger is niet geldig: { $why }
refusal-secret-not-a-game-id = '{ $game }' is geen partij-id (a-z, 0-9 en -, 1 tot 40 tekens)
refusal-secret-root-damaged = de wortel in het geheime bestand is niet wat zijn zaad en leger geven: het bestand is beschadigd
refusal-secret-key-damaged = de sleutel in het geheime bestand is niet die welke zijn zaad geeft: het bestand is beschadigd
refusal-secret-v1-with-key = een geheim bestand van versie 1 heeft geen sleutel: het bestand is beschadigd
refusal-secret-v2-without-key = een geheim bestand van versie 2 noemt zijn sleutel: het bestand is beschadigd
refusal-secret-off-board = { $square } ligt niet op het bord (lijnen a-i, rijen 1-10)
refusal-secret-no-piece-started = geen stuk van u begon op { $square }
refusal-secret-no-signing-key = dit geheime bestand is van versie 1: zijn leger werd verzegeld zonder ondertekeningssleutel, dus zijn partij neemt niet-ondertekende opdrachten aan
refusal-secret-no-position-line = de mail heeft geen regel 'Position:' (is het een mail van de scheidsrechter in blinde modus?)

## Een regel die geen opdracht is ($line, zoals geschreven), en waarom.

refusal-command-line = '{ $line }': { $why }
