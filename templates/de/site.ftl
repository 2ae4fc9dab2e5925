### Das öffentliche Archiv: was `estafette site` schreibt und sagt, und
### `estafette player --unnamed` des Betreibers.

club-unnamed = { $player } erscheint auf der öffentlichen Seite von nun an als „Spieler N“, und die Protokolle seiner Partien werden dort nicht veröffentlicht.
club-named = { $player } erscheint auf der öffentlichen Seite wieder mit Namen.
club-no-player = Kein Spieler hat die Adresse { $player }.
club-not-site-folder = { $dir } enthält Dateien und ist keine Seite, die `estafette site` geschrieben hat: Geben Sie einen neuen oder leeren Ordner an.
club-site-file = { $path } kann nicht geschrieben werden: { $error }
club-site-written = Die öffentliche Seite liegt in { $dir } ({ $files } Dateien): Öffnen Sie { $dir }/index.html.

## WEBSITE AN / AUS per Mail: der Betreff der Antworten, worum die
## Bestätigung von WEBSITE AN bittet (nach „mit der Bitte,“), und die Antworten.
club-site-subject = Öffentliche Seite
club-confirm-named = Ihren Namen wieder auf der öffentlichen Seite zu zeigen
club-site-off = Ihr Name erscheint nicht mehr auf der öffentlichen Seite: Sie stehen dort als „Spieler N“, und die Protokolle Ihrer Partien werden dort nicht veröffentlicht. Um wieder genannt zu werden, senden Sie WEBSITE AN an diese Adresse und beantworten Sie die Bestätigungsmail, die darauf folgt.
club-site-on = Ihr Name erscheint wieder auf der öffentlichen Seite, mit den Protokollen Ihrer Partien, sobald die Seite das nächste Mal geschrieben wird.

site-title = Turniere, Wertungen und beendete Partien
site-intro = Nur beendete Partien werden veröffentlicht. Jede hat ihr Protokoll: Ihre Seite spielt die Partie nach und prüft jeden Zug und jeden Hash in Ihrem Browser, ohne Server; `estafette verify DATEI` prüft ein Protokoll auf dieselbe Weise.
site-tournaments = Turniere
site-no-tournaments = Noch hat kein Turnier begonnen.
site-ratings = Wertungsliste: { $game }
site-games = Beendete Partien
site-no-games = Noch ist keine Partie beendet.
site-game = { $game }: { $first } gegen { $second }, { $result }
site-transcript = Protokoll
site-withheld = (Protokoll nicht veröffentlicht: Ein Spieler dieser Partie möchte nicht genannt werden)
site-player = Spieler { $n }
site-back = Alle Turniere und Partien
site-round = Runde { $round }
