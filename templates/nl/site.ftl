### Het openbare archief: wat `estafette site` schrijft en zegt, en
### `estafette player --unnamed` van de beheerder.

club-unnamed = { $player } staat voortaan als ‘speler N’ op de openbare site, en de transcripten van zijn partijen worden daar niet gepubliceerd.
club-named = { $player } staat weer met naam op de openbare site.
club-no-player = Geen speler heeft het adres { $player }.
club-not-site-folder = { $dir } bevat bestanden en is geen site die `estafette site` schreef: geef een nieuwe of lege map.
club-site-file = Kan { $path } niet schrijven: { $error }
club-site-written = De openbare site staat in { $dir } ({ $files } bestanden): open { $dir }/index.html.

## SITE AAN / UIT per mail: het onderwerp van de antwoorden, wat de
## bevestiging van SITE AAN vraagt (na „om”), en de antwoorden.
club-site-subject = Openbare site
club-confirm-named = om uw naam weer op de openbare site te tonen
club-site-off = Uw naam staat niet meer op de openbare site: u staat er als ‘speler N’, en de transcripten van uw partijen worden daar niet gepubliceerd. Om weer met naam te verschijnen, stuurt u SITE AAN naar dit adres en beantwoordt u de bevestiging die daarop volgt.
club-site-on = Uw naam staat weer op de openbare site, met de transcripten van uw partijen, vanaf de volgende keer dat de site wordt geschreven.

site-title = Toernooien, ratings en beëindigde partijen
site-intro = Alleen beëindigde partijen worden gepubliceerd. Elke partij heeft haar transcript: haar pagina speelt de partij na en controleert elke zet en elke hash in uw browser, zonder server; `estafette verify BESTAND` controleert een transcript op dezelfde manier.
site-tournaments = Toernooien
site-no-tournaments = Er is nog geen toernooi begonnen.
site-ratings = Ratinglijst: { $game }
site-games = Beëindigde partijen
site-no-games = Er is nog geen partij beëindigd.
site-game = { $game }: { $first } tegen { $second }, { $result }
site-transcript = transcript
site-withheld = (transcript niet gepubliceerd: een speler van deze partij wil niet genoemd worden)
site-player = speler { $n }
site-back = Alle toernooien en partijen
site-round = Ronde { $round }
