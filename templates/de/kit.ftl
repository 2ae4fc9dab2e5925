### Die eigenen Sätze des Spieler-Kits (crates/estafette-kit): warum es
### eine Anfrage nicht beantworten kann, und seine Warnungen zu einer
### angezeigten Mail. `$why` ist ein Grund des Kerns, an seiner Stelle
### formuliert. Die Wörter, die die Anfrage erwartet (first, second, 1, 2),
### bleiben unverändert.

kit-not-json = die Anfrage ist kein JSON: { $why }
kit-unknown-op = unbekannte Operation „{ $op }“
kit-no-text = der Anfrage fehlt der Text „{ $key }“
kit-turn = Reihenfolge „{ $text }“: first, wenn Sie zuerst ziehen, sonst second (die Einladung sagt, welches)
kit-seed = Saat: { $why }
kit-army-not-valid = die Armee ist nicht gültig: { $why }
kit-side = Seite „{ $text }“: 1 (erste) oder 2 (zweite), in der Reihenfolge, in der die Regeln die Seiten nennen
kit-give-side = geben Sie Ihre Seite an: 1 (erste) oder 2 (zweite), in der Reihenfolge, in der die Regeln die Seiten nennen
kit-head = Kopf „{ $head }“: { $why } (kopieren Sie die Log-Head-Zeile der Mail, auf die Sie antworten)
kit-head-of-other-game = der Kopf gehört zur Partie { $head }, nicht zu { $game }: kopieren Sie die Log-Head-Zeile einer Mail dieser Partie
kit-not-lattaque = den Blindmodus gibt es nur für L'Attaque
kit-not-a-rank = { $square }: { $why }
kit-random-hex = Zufall: { $why }
kit-too-few-bytes = Zufall: geben Sie mindestens 16 Zufallsbytes an
kit-no-arrangement = keine regelgerechte Aufstellung gefunden: { $why }
kit-other-game = diese Mail betrifft die Partie { $mail }, die Geheimdatei die Partie { $secret }
kit-options-differ = die Optionen der Mail ({ $mail }) sind nicht die, mit denen Sie versiegelt haben ({ $sealed })
kit-not-in-army = keine Ihrer Figuren hat auf { $home } begonnen
kit-shown-as = die Figur von { $home } wird als { $shown } gezeigt, aber Ihre Armee hat dort { $army-einen }
kit-not-a-mail = die Datei ist keine Mail, die dieses Kit lesen kann
kit-no-text-part = die Mail hat keinen Textteil
kit-no-head = keine Log-Head-Zeile: geben Sie die ganze Mail des Schiedsrichters oder ihre Log-Head-Zeile an
kit-not-a-secret = dies ist weder Ihre Geheimdatei (PARTIE-SEITE.secret.json) noch eine Schlüsseldatei: { $why }
kit-transcript-not-secret = dies ist das Protokoll einer Partie, nicht Ihre Geheimdatei: prüfen Sie es unter „Eine beendete Partie verifizieren“
kit-no-seal-line = keine Zeile „estafette seal“: geben Sie die Einladung des Schiedsrichters zu dieser Partie an
kit-seal-line = die Zeile „estafette seal“ der Einladung: { $why }
kit-key-file-signs-only = eine Schlüsseldatei signiert nur: öffnen und aufdecken Sie mit Ihrer Geheimdatei
## Die Befehle eines Protokolls, die keine Signatur deckt: $count Befehle,
## die Ereignisse, die sie festhalten ($events: „5, 7-9“), $n die Position
## der letzten Log-Head-Zeile des Spielers.
kit-unsigned = { $count ->
        [one] { $count } Befehl, den keine Signatur deckt
       *[other] { $count } Befehle, die keine Signatur deckt
    } (Ereignisse { $events }): nur die Log-Head-Zeile der letzten Mail, die Ihnen der Schiedsrichter geschickt hat, kann { $count ->
        [one] ihn
       *[other] sie
    } beweisen; fügen Sie sie unten ein
kit-unsigned-after-head = { $count ->
        [one] { $count } Befehl, den keine Signatur deckt, kommt
       *[other] { $count } Befehle, die keine Signatur deckt, kommen
    } nach Ihrer letzten Log-Head-Zeile ({ $n }) (Ereignisse { $events }): nichts, was Sie haben, beweist { $count ->
        [one] ihn
       *[other] sie
    }
kit-unsigned-proven = { $count ->
        [one] der Befehl, den keine Signatur deckt, steht
       *[other] die { $count } Befehle, die keine Signatur deckt, stehen
    } in dem Protokoll, das Ihre Log-Head-Zeile ({ $n }) nennt

## Was das Kit über ein Protokoll sagt, das es verifiziert.
kit-verify-verified = verifiziert: { $game } — { $events } Ereignisse, { $moves } Züge, { $result }; Kopf { $events } { $head }
kit-verify-not-finished = Partie nicht beendet
kit-verify-drawn = unentschieden ({ $why })
kit-verify-won = { $who } hat gewonnen ({ $why })
kit-verify-failed = Verifikation fehlgeschlagen: { $why }
kit-verify-nobody = niemand
