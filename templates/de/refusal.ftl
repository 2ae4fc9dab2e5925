## Warum ein Befehl oder ein Zug abgelehnt wurde (`reason::Why` im Kern),
## und die Ablehnungen, deren Worte noch keine Daten sind (`untyped`: das
## Englisch der Regeln oder des Schiedsrichters).

untyped = { $text }
wrong-sender = Eine Mail für diese Partie mit Ihrem Antwortschlüssel kam von { $sender }, nicht von Ihrer eingetragenen Adresse; nichts wurde ausgeführt. Wenn Sie es waren, schreiben Sie von { $registered }.
not-a-move = „{ $text }“ ist kein Zug: { $why }

## Die Ablehnungen des Schiedsrichters (`referee::refusal::Refusal` im
## Kern): die Phase der Partie, wer am Zug ist, Remisangebote, veraltete
## Mails, Sprachen, Zeitzonen, Urlaub, Schlüssel und Signaturen. $text ist
## das Wort des Spielers; $side eine Seite (mit ihren Formen); $name ihr
## Spieler; $issued, $last und $seen Positionen im Protokoll; $needs und
## $left Dauern (`refusal-duration`); $why die Worte des Protokolls.

refusal-game-over = diese Partie ist beendet
refusal-no-draw-to-accept = es gibt kein Remisangebot, das Sie annehmen könnten
refusal-draw-already-offered = Sie haben bereits Remis angeboten
refusal-no-draw-to-decline = es gibt kein Remisangebot, das Sie ablehnen könnten
refusal-no-army-to-set-up = { $game ->
    [strand] das { title-strand }
    [assaut] { title-assaut }
   *[lattaque] { title-lattaque }
} hat keine Armee aufzustellen
refusal-armies-in-place = die Armeen stehen bereits
refusal-army-committed = Ihre Armee ist bereits festgelegt und kann nicht mehr geändert werden
refusal-blind-only = Öffnungen, Festlegungen und Aufdeckungen gibt es nur in blinden Partien
refusal-not-started = die Partie hat noch nicht begonnen: zuerst müssen beide Armeen geschickt werden
refusal-paused = die Partie ist vom Betreiber unterbrochen: keine Züge, bis sie weitergeht
refusal-position-unknown = die Stellung ist unbekannt
refusal-not-your-turn = Sie sind nicht am Zug: der Zug liegt bei { $side-dem } ({ $name })
refusal-stale = diese Mail antwortet auf eine frühere Mail des Schiedsrichters (geschickt bei Position { $issued }), und Sie haben seitdem gespielt (bei Position { $last }): Befehle, die die Partie ändern, werden nur aus einer Antwort auf die letzte Mail des Schiedsrichters an Sie angenommen, damit eine erneut geschickte alte Mail nie zweimal ausgeführt wird. Antworten Sie auf die letzte Mail
refusal-no-command = kein Befehl über dem zitierten Text gefunden; schicken Sie HELP für die Liste der Befehle
refusal-not-a-language = „{ $text }“ ist keine Sprache: wählen Sie en (Englisch), fr (Französisch) oder de (Deutsch)
refusal-not-a-time-zone = „{ $text }“ ist kein Name einer Zeitzone (nehmen Sie einen IANA-Namen wie Europe/Berlin oder America/New_York)
refusal-no-clock = diese Partie hat keine Uhr und braucht daher keinen Urlaub
refusal-vacation-too-long = dieser Urlaub braucht { $needs }, aber Ihnen bleiben dieses Jahr nur { $left }
refusal-vacation-too-short = ein Urlaub dauert mindestens eine Stunde
refusal-not-a-date = „{ $text }“ ist kein Datum (schreiben Sie 2026-12-20)
refusal-vacation-ends-first = der Urlaub endet, bevor er beginnt
refusal-vacation-over = dieser Urlaub ist bereits vorbei
refusal-vacation-syntax = VACATION nimmt eine Dauer (5d) oder zwei Daten (2026-12-20 2026-12-27)
refusal-bad-key = dieser Schlüssel ist unbrauchbar: { $why }
refusal-key-registered = Ihr Schlüssel ist bereits eingetragen: er signiert Ihre Befehle bis zum Ende der Partie
refusal-key-after-move = ein Schlüssel wird vor Ihrem ersten Zug eingetragen; diese Partie geht ohne Schlüssel weiter
refusal-not-signed = diese Mail ist nicht signiert: signieren Sie Ihre Befehle mit `estafette sign` (Ihr Schlüssel ist eingetragen, daher nimmt der Schiedsrichter nur signierte Befehle an) und fügen Sie die sig-Zeile hinzu, die es ausgibt
refusal-sig-unreadable = die sig-Zeile ist nicht lesbar ({ $why }): signieren Sie Ihre Befehle mit `estafette sign` (Ihr Schlüssel ist eingetragen, daher nimmt der Schiedsrichter nur signierte Befehle an) und fügen Sie die sig-Zeile hinzu, die es ausgibt
refusal-sig-not-reached = die sig-Zeile nennt die Protokollposition { $seen }, die die Partie noch nicht erreicht hat; signieren Sie Ihre Befehle erneut nach der Log-Head-Zeile der letzten E-Mail des Schiedsrichters an Sie (estafette sign oder das Spieler-Kit) und senden Sie sie mit der erhaltenen sig-Zeile
refusal-sig-stale = Ihre Signatur bezieht sich auf die E-Mail des Schiedsrichters bei Protokollposition { $seen }, und Sie haben seitdem gespielt (bei Position { $last }); signieren Sie Ihre Befehle erneut nach der Log-Head-Zeile der letzten E-Mail des Schiedsrichters an Sie (estafette sign oder das Spieler-Kit) und senden Sie sie mit der erhaltenen sig-Zeile
refusal-signature-fails = Ihre Signatur ist nicht gültig: sie wurde nicht mit Ihrem eingetragenen Schlüssel über diese Befehle und den Protokollkopf bei Position { $seen } gemacht; signieren Sie Ihre Befehle mit `estafette sign` (Ihr Schlüssel ist eingetragen, daher nimmt der Schiedsrichter nur signierte Befehle an) und fügen Sie die sig-Zeile hinzu, die es ausgibt
refusal-signed-whole = { $why }. Eine signierte Mail wird ganz oder gar nicht ausgeführt, von dieser also nichts: signieren Sie nur die Befehle, die Sie meinen, erneut und senden Sie sie

## Eine Dauer in einer Ablehnung: $d Tage, $h Stunden, $m Minuten; $shape
## die gezeigten Teile (d, dh, dhm, dm, h, hm oder m).
refusal-duration = { $shape ->
    [d] { $d } { $d ->
        [one] Tag
       *[other] Tage
    }
    [dh] { $d } { $d ->
        [one] Tag
       *[other] Tage
    } und { $h } { $h ->
        [one] Stunde
       *[other] Stunden
    }
    [dhm] { $d } { $d ->
        [one] Tag
       *[other] Tage
    }, { $h } { $h ->
        [one] Stunde
       *[other] Stunden
    } und { $m } { $m ->
        [one] Minute
       *[other] Minuten
    }
    [dm] { $d } { $d ->
        [one] Tag
       *[other] Tage
    } und { $m } { $m ->
        [one] Minute
       *[other] Minuten
    }
    [h] { $h } { $h ->
        [one] Stunde
       *[other] Stunden
    }
    [hm] { $h } { $h ->
        [one] Stunde
       *[other] Stunden
    } und { $m } { $m ->
        [one] Minute
       *[other] Minuten
    }
   *[m] { $m } { $m ->
        [one] Minute
       *[other] Minuten
    }
}

## Die Ablehnungen der Befehlssprache: warum eine Zeile einer Mail kein
## Befehl ist (`referee::refusal::LineRefusal` im Kern).

refusal-line-too-long = diese Zeile ist zu lang für einen Befehl
refusal-line-not-a-command = weder ein Befehl noch ein Zug (schicken Sie HELP für die Liste)
refusal-line-leaf-alone = „leaf“-Zeilen folgen auf eine Zeile „commit ROOT“
refusal-line-key-takes-one = KEY nimmt einen öffentlichen Schlüssel, so wie `estafette keygen` ihn ausgibt
refusal-line-sig-line = eine Mail trägt eine einzige sig-Zeile (sig N SIGNATURE, so wie `estafette sign` sie ausgibt)
refusal-line-alone = dieser Befehl nimmt nichts nach sich: schreiben Sie ihn allein in seine Zeile
refusal-line-lang-needs = LANG braucht eine Sprache: en (Englisch), fr (Französisch) oder de (Deutsch)
refusal-line-vacation-needs = VACATION braucht eine Dauer (5d) oder zwei Daten (2026-12-20 2026-12-27)
refusal-line-timezone-needs = TIMEZONE braucht den Namen einer Zeitzone, z. B. Europe/Berlin
refusal-line-message-needs = nach MESSAGE muss ein Text folgen
refusal-line-message-too-long = eine MESSAGE hat höchstens 1000 Zeichen: nichts davon wurde weitergegeben
refusal-line-draw-takes = DRAW nimmt OFFER, ACCEPT oder DECLINE
refusal-line-calendar-takes = KALENDER nimmt AN oder AUS

## Die Ablehnungen des Blindspiel-Schiedsrichters (`referee::blind_refusal::BlindRefusal`
## des Kerns) und die Verstöße, durch die ein Spieler kampflos verliert
## (`Breach`). $home, $target sind Felder; $rank ein Rang von L'Attaque;
## $side eine Seite; $move ein Zug, wie geschrieben; $why die Ablehnung
## der Regeln oder des Protokolls.

refusal-blind-all-committed = die Armeen sind bereits festgelegt
refusal-blind-no-commitment = keine Festlegung
refusal-blind-no-piece-started = keine Ihrer Figuren ist von { $home } gestartet
refusal-blind-not-in-play = die Partie läuft nicht
refusal-blind-not-your-turn = Sie sind nicht am Zug: { $side } ist am Zug
refusal-blind-open-first = Ihre Figur auf { $target } (von { $home }) wurde angegriffen: öffnen Sie sie zuerst (estafette open SECRETFILE { $home })
refusal-blind-combat-unresolved = der Kampf kann nicht entschieden werden
refusal-blind-move-refused = { $move }: { $why }
refusal-blind-attack-needs-opening = { $move }: ein Angriff braucht die Öffnung der angreifenden Figur (von { $home }) in derselben Mail
refusal-blind-no-piece-to-attack = keine Figur zum Angreifen
refusal-blind-game-over = die Partie ist vorbei
refusal-blind-reveal-too-early = die Aufdeckung kommt, wenn die Partie auf dem Brett vorbei ist
refusal-blind-already-revealed = Ihre Armee ist bereits aufgedeckt
refusal-blind-no-army-committed = Sie haben keine Armee festgelegt
refusal-blind-seal-your-army = dies ist eine Blindpartie: versiegeln Sie Ihre Armee mit `estafette seal` und schicken Sie die Zeilen „commit“ und „leaf“, die es ausgibt
refusal-blind-other-key = Ihre Festlegung bindet einen anderen Signaturschlüssel als den, den Sie mit KEY registriert haben: ein Spieler hat in einer Partie nur einen Schlüssel, daher wird diese Festlegung abgelehnt
refusal-blind-other-options = Ihre Armee wurde unter anderen Optionen ({ $sealed }) versiegelt als denen dieser Partie ({ $game }): versiegeln Sie sie erneut mit den Optionen der Versiegelungszeile Ihrer Einladung und senden Sie die neuen Zeilen
refusal-blind-bad-open-line = „{ $line }“: { $why }
refusal-blind-not-a-move-again = { $why }
refusal-blind-no-move = kein Zug
refusal-breach-opening-mismatch = die Öffnung der Figur von { $home } als { $rank } passt nicht zu ihrem Blatt
refusal-breach-too-many-opened = { $n } Figuren als { $rank-plural } geöffnet: eine Armee hat { $count }
refusal-breach-moved-but-opened = die Figur von { $home } hat gezogen, wurde aber als { $rank } geöffnet
refusal-breach-moved-but-revealed = die Figur von { $home } hat gezogen, aber die Armee hat dort { $rank-ein }
refusal-breach-illegal-move = Zug { $n } ({ $move }) ist mit den aufgedeckten Armeen regelwidrig: { $why }
refusal-breach-no-reveal = keine abschließende Aufdeckung vor der Frist

## Schlüssel, Signaturen, die sich nicht prüfen lassen, Dauern und Daten
## von Urlauben (`referee::refusal::Refusal`, `protocol::sign::KeyFault`,
## `referee::clock::DurationError` des Kerns). $text ist der Text des
## Spielers; $why die Worte des Protokolls oder des Kalenders.

refusal-key-length = ein öffentlicher Schlüssel besteht aus 44 Zeichen Base64 (32 Bytes)
refusal-key-not-ed25519 = dies ist kein öffentlicher Ed25519-Schlüssel
refusal-sig-uncheckable = { $why }; signieren Sie Ihre Befehle mit `estafette sign` (Ihr Schlüssel ist eingetragen, daher nimmt der Schiedsrichter nur signierte Befehle an) und fügen Sie die sig-Zeile hinzu, die es ausgibt
refusal-date-not-in-zone = das Datum { $text } gibt es in Ihrer Zeitzone nicht: { $why }
refusal-duration-empty = eine leere Dauer
refusal-duration-not-a-unit = „{ $text }“: eine Dauer ist eine Zahl und eine Einheit, w, t, h, m oder s (z. B. 3t, 12h, 1h30m)
refusal-duration-number-first = „{ $text }“: vor jeder Einheit muss eine Zahl stehen
refusal-duration-too-long = „{ $text }“ ist zu lang
refusal-duration-no-unit = „{ $text }“: geben Sie nach der Zahl eine Einheit an (w, t, h, m oder s)
refusal-duration-over-a-year = „{ $text }“ ist länger als ein Jahr
refusal-too-many-commands = zu viele Befehle in einer Mail: höchstens { $max } werden gelesen, die übrigen wurden daher nicht ausgeführt

## Herausforderungen und andere Kontobefehle, die sich nicht lesen lassen
## (`referee::account::AccountError`, `referee::clock::ClockError` des
## Kerns). $word und $text sind vom Spieler; $game der Titel eines Spiels.

refusal-account-usage = schreiben Sie NEU SPIEL MIT ADRESSE [Variante NAME] [Einstellung SCHALTER=WERT] [3t pro Zug | 10/30t] [grace 1t] [ohne Zuschauer] [blind]
refusal-account-takes-one-game = { $word } nimmt eine Partiekennung, z. B. { $word } strand-3
refusal-account-takes-one-tournament = { $word } nimmt den Namen eines Turniers, z. B. { $word } fruehjahr-2027
refusal-account-site-takes-on-or-off = { $word } nimmt AN oder AUS: { $word } AUS nimmt Ihren Namen von der öffentlichen Seite, { $word } AN zeigt ihn wieder
refusal-account-not-an-address = „{ $text }“ ist keine Mailadresse
refusal-account-variant-needs-name = Variante braucht einen Namen
refusal-account-set-needs = Einstellung braucht SCHALTER=WERT
refusal-account-grace-needs-length = grace braucht eine Dauer, z. B. 1t
refusal-account-blind-lattaque-only = den Blindmodus gibt es nur für L'Attaque, nicht für { $game ->
    [strand] das { title-strand }
    [assaut] { title-assaut }
   *[lattaque] { title-lattaque }
}
refusal-account-not-understood = „{ $word }“ wird hier nicht verstanden; { refusal-account-usage }
refusal-account-grace-needs-clock = grace braucht auch eine Bedenkzeit (z. B. 3t pro Zug)
refusal-account-blind-needs-clock = eine Blindpartie braucht eine Bedenkzeit, weil die abschließenden Aufdeckungen eine Frist haben (z. B. 3t pro Zug)
refusal-clock-moves-not-whole = „{ $text }“: die Zahl der Züge vor „/“ muss eine ganze Zahl sein
refusal-clock-moves-range = „{ $text }“: zwischen 1 und 1000 Züge pro Zeitraum
refusal-clock-period-too-short = „{ $text }“: ein Zeitraum unter einer Stunde ergibt per Mail keinen Sinn

## Festlegung und abschließende Aufdeckung einer Blindpartie, wie sie
## gemailt werden (`protocol::blind_line::BlindLine` des Kerns). $line und
## $square sind vom Spieler; $why der Grund der Kodierungen oder der
## Regeln (`protocol.ftl`, `lattaque.ftl`); $key ist yes, wenn die
## Festlegung einen Schlüssel hat (den die Wurzel mitbindet); $side eine Seite.

refusal-blind-line-root-line = die Wurzelzeile lautet „commit WURZEL“ (64 Hexziffern)
refusal-blind-line-two-commits = zwei „commit“-Zeilen: schicken Sie eine einzige Festlegung
refusal-blind-line-commit-hex = commit-Zeile: { $why }
refusal-blind-line-key-line = eine Festlegung hat höchstens eine Schlüsselzeile, „key SCHLÜSSEL“ (44 Zeichen Base64)
refusal-blind-line-key-bad = key-Zeile: { $why }
refusal-blind-line-leaf-line = „{ $line }“: eine Blattzeile lautet „leaf FELD BLATT“ (64 Hexziffern)
refusal-blind-line-leaf-hex = Blatt { $square }: { $why }
refusal-blind-line-no-commit = keine Zeile „commit WURZEL“
refusal-blind-line-root-mismatch = { $why }{ $key ->
        [yes] { " und dem Schlüssel" }
       *[no] { "" }
    } (wurde die Armee für diese Partie versiegelt, mit der richtigen Seite und dem richtigen Zug?)
refusal-blind-line-outside-zone = ein Blatt für { $square }, außerhalb der Zone { $side-des }
refusal-blind-line-out-of-order = das Blatt für { $square } steht außer der Reihe oder doppelt: geben Sie die Blätter aufsteigend an (a1, b1, ... i1, a2, ...)
refusal-blind-line-leaf-count = { $n ->
        [one] { $n } Blatt
       *[other] { $n } Blätter
    }; eine Armee hat { $count } Figuren, eine auf jedem Feld der Zone
refusal-blind-line-no-reveal = keine Zeile „reveal SAAT“
refusal-blind-line-reveal-line = die Aufdeckungszeile lautet „reveal SAAT“ (64 Hexziffern), gefolgt von den vier Zeilen der Armee
refusal-blind-line-reveal-hex = reveal-Zeile: { $why }
refusal-blind-line-reveal-rows = auf die Zeile „reveal SAAT“ müssen die vier Zeilen der Armee folgen
refusal-blind-line-army-breaks = die aufgedeckte Armee verstößt gegen die Regeln: { $why }
refusal-blind-line-reveal-mismatch = die aufgedeckte Saat und Armee ergeben nicht die zu Beginn festgelegte Wurzel
refusal-blind-line-options-line = die Optionszeile lautet „options OPTIONEN“, wie estafette seal sie ausgibt
refusal-blind-line-options-bad = Optionszeile: { $why }
refusal-open-line-not-open = eine Öffnungszeile beginnt mit dem Wort „open“
refusal-open-line-word-count = eine Öffnungszeile lautet „open FELD RANG SALZ“ (4 Wörter), diese hat { $n }
refusal-open-line-bad-salt = ungültiges Salz in der Öffnungszeile: { $why }

## Die Bezeichnung der Befehlszeilen einer Mail über die Höchstzahl hinaus,
## die der Schiedsrichter liest (abgelehnt mit `refusal-too-many-commands`):
## $n Zeilen, nach den ersten $max.

refusal-lines-after = { $n ->
        [one] (die Zeile nach den ersten { $max })
       *[other] (die { $n } Zeilen nach den ersten { $max })
    }

## A player's own secret file, side, square or position line (protocol::secret_fault).
refusal-secret-not-json = keine Geheimdatei: { $why }
refusal-secret-wrong-format = keine Geheimdatei dieses Programms (Format „{ $format }“ Version { $version }; erwartet: „{ $expected }“ Version { $expected-version })
refusal-secret-not-a-side = „{ $text }“ ist keine Seite: wählen Sie south oder north
refusal-secret-options = Optionen: { $why }
refusal-secret-seed = Saat: { $why }
refusal-secret-army = Armee: { $why }
refusal-secret-army-not-valid = die Armee ist nicht gültig: { $why }
refusal-secret-not-a-game-id = „{ $game }“ ist keine Partiekennung (a-z, 0-9 und -, 1 bis 40 Zeichen)
refusal-secret-root-damaged = die Wurzel in der Geheimdatei ist nicht die, die ihre Saat und Armee ergeben: die Datei ist beschädigt
refusal-secret-key-damaged = der Schlüssel in der Geheimdatei ist nicht der, den ihre Saat ergibt: die Datei ist beschädigt
refusal-secret-v1-with-key = eine Geheimdatei der Version 1 hat keinen Schlüssel: die Datei ist beschädigt
refusal-secret-v2-without-key = eine Geheimdatei der Version 2 nennt ihren Schlüssel: die Datei ist beschädigt
refusal-secret-off-board = { $square } liegt nicht auf dem Brett (Linien a-i, Reihen 1-10)
refusal-secret-no-piece-started = keine Ihrer Figuren hat auf { $square } begonnen
refusal-secret-no-signing-key = diese Geheimdatei ist von Version 1: ihre Armee wurde ohne Signaturschlüssel versiegelt, ihre Partie nimmt also unsignierte Befehle an
refusal-secret-no-position-line = die Mail hat keine Zeile „Position:“ (ist sie eine Mail des Schiedsrichters zu einer Blindpartie?)

## Eine Zeile, die kein Befehl ist ($line, wie geschrieben), und warum.

refusal-command-line = „{ $line }“: { $why }
