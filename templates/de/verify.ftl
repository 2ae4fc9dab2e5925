## Warum sich ein Transkript nicht verifizieren lässt (`transcript::Broken`
## des Kerns), wie das Kit es sagt. $event, $n, $entry, $entries, $seen und
## $earlier sind Positionen im Protokoll; $head, $held und $log-head
## Kettenköpfe in Hexadezimal; $why die Worte des Protokolls, des
## Schiedsrichters oder des Spiels; $stated, was das Transkript angibt, $log,
## was sein Protokoll ergibt.

verify-not-transcript = kein Transkript: { $why }
verify-unknown-format = unbekanntes Transkriptformat „{ $format }“ (dieser Prüfer liest { $newest }, { $older } und { $oldest })
verify-no-entry = das Protokoll hat keinen Eintrag { $n }
verify-not-your-head = Eintrag { $n } hat den Kopf { $head }, nicht den Kopf { $held }, den Sie haben: das ist nicht die Partie, die Sie gespielt haben
verify-bad-game-id = ungültige Partiekennung: { $why }
verify-hashing = { $why }
verify-numbered = Protokolleintrag { $entry } trägt die Nummer { $numbered }: ein Ereignis wurde entfernt, hinzugefügt oder verschoben
verify-hash-mismatch = Ereignis { $event }: sein Hash passt nicht zur Kette (das Ereignis oder ein früheres wurde geändert, entfernt oder umgestellt)
verify-not-an-event = Ereignis { $event }: { $why }
verify-untimed = Ereignis { $event }: eine Aufdeckung ohne ihre Zeit, die Format { $format } verlangt
verify-coded-in = Ereignis { $event }: ein Bericht oder ein Ende als Code und Argumente aufgezeichnet, was nur Format { $coded } und spätere Formate enthalten (dieses Transkript gibt { $format } an)
verify-sealed-in = Ereignis { $event }: eine Signatur über eine versiegelte Armee oder eine mit ihrer signierten Aufstellung veröffentlichte Armee, was nur Format { $sealed } enthält (dieses Transkript gibt { $format } an)
verify-stated-head = der angegebene Kettenkopf ({ $n } { $head }) ist nicht der Kopf des Protokolls ({ $entries } { $log-head })

## Ein Wert in einem Ereignis, der nicht in seiner kanonischen Schreibweise
## steht ($value wie geschrieben).

verify-spelling-salt = Ereignis { $event }: das Salz „{ $value }“ steht nicht in seiner kanonischen Schreibweise
verify-spelling-root = Ereignis { $event }: die Wurzel „{ $value }“ steht nicht in ihrer kanonischen Schreibweise
verify-spelling-leaf = Ereignis { $event }: das Blatt „{ $value }“ steht nicht in seiner kanonischen Schreibweise
verify-spelling-seed = Ereignis { $event }: die Saat „{ $value }“ steht nicht in ihrer kanonischen Schreibweise
verify-spelling-head = Ereignis { $event }: der Kopf „{ $value }“ steht nicht in seiner kanonischen Schreibweise
verify-spelling-opening = Ereignis { $event }: die Öffnung „{ $value }“ steht nicht in ihrer kanonischen Schreibweise
verify-spelling-square = Ereignis { $event }: das Feld „{ $value }“ steht nicht in seiner kanonischen Schreibweise
verify-spelling-signature = Ereignis { $event }: die Signatur „{ $value }“ steht nicht in ihrer kanonischen Schreibweise
verify-spelling-key = Ereignis { $event }: der Schlüssel „{ $value }“ steht nicht in seiner kanonischen Schreibweise

## Signaturen, Zeiten und das Nachspielen nach den Regeln. $at und $before
## sind Unix-Zeiten; $ply die Nummer eines Zuges; $stated und $rules ein
## Bericht, zitiert.

verify-signed-head = Ereignis { $event }: die Signatur nennt den Kopf { $head } bei Position { $seen }, der nicht der des Protokolls ist
verify-before-epoch = Ereignis { $event }: seine Zeit { $at } liegt vor 1970
verify-time-back = Ereignis { $event } hat die Zeit { $at }, vor Ereignis { $earlier } ({ $before }): die Zeiten eines Protokolls gehen nie zurück
verify-bad-side = Seite { $side } ist weder 1 noch 2
verify-empty-log = das Protokoll ist leer
verify-start = { $why }
verify-replay = Ereignis { $event }: { $why }
verify-unrecorded = Ereignis { $event }: ein Zug, den das Nachspielen nicht aufgezeichnet hat
verify-after-deadline = Ereignis { $event }: ein Befehl der Seite { $side }, angenommen nach ihrer Frist ({ $deadline }) und ihrer Nachfrist von { $grace } Sekunden: die Partie war vorher auf Zeit verloren
verify-report = Ereignis { $event }: Zug { $ply } ist als { $stated } berichtet, aber die Regeln berichten ihn als { $rules }
verify-quoted-sentence = „{ $text }“
verify-quoted-coded = Grund { $json }
verify-army-unreadable = { $why }
verify-army-text = Ereignis { $event }: die Armee der Seite { $side } steht nicht in ihrem kanonischen Text ({ $canonical })

## Die übrigen Teile des Transkripts gegen das, was sein Protokoll ergibt.

verify-game = das Transkript nennt die Partie { $stated }, aber sein Protokoll ist das der Partie { $log }
verify-member-kind = das Spiel des Transkripts ({ $stated }) ist nicht das, was sein Protokoll ergibt ({ $log })
verify-member-variant = die Variante des Transkripts ({ $stated }) ist nicht die, die sein Protokoll ergibt ({ $log })
verify-member-players = die Spieler des Transkripts ({ $stated }) sind nicht die, die sein Protokoll ergibt ({ $log })
verify-member-commitments = die Festlegungen des Transkripts ({ $stated }) sind nicht die, die sein Protokoll ergibt ({ $log })
verify-member-armies = die Armeen des Transkripts ({ $stated }) sind nicht die, die sein Protokoll ergibt ({ $log })
verify-openings = die Öffnungen des Transkripts ({ $listed } aufgeführt) sind nicht die, die sein Protokoll ergibt ({ $made } im Kampf gemacht)
verify-outcome = das Transkript gibt das Ergebnis „{ $stated }“ an, aber sein Protokoll ergibt „{ $log }“
verify-outcome-not-over = nicht beendet
verify-outcome-drawn = unentschieden ({ $reason })
verify-outcome-won = { $who } gewinnt ({ $reason })
verify-outcome-nobody-wins = niemand gewinnt ({ $reason })
verify-differs = das Transkript weicht von dem ab, was sein Protokoll ergibt

## Die Kettenköpfe der Mails des Spielers (Zeilen `Log-Head:`) gegen das
## Transkript. $game eine Partiekennung.

verify-bad-receipt = eine Quittung für { $game } ist nicht gültig: { $why }
verify-receipt-beyond = eine Mail, die Sie erhalten haben, zeigt Position { $n }, aber das Transkript hat nur { $entries ->
        [one] { $entries } Eintrag
       *[other] { $entries } Einträge
    }
verify-rewritten = eine Mail, die Sie erhalten haben, zeigt den Kopf { $head } bei Position { $n }, aber das Transkript hat dort { $held }: die Geschichte wurde umgeschrieben, nachdem diese Mail gesendet wurde

## Das Nachspielen einer beendeten Partie im Kit, Zug um Zug. $n die Nummer
## eines Zuges.

verify-replay-not-a-move = Zug { $n }: kein Zug: { $why }
verify-replay-illegal = Zug { $n }: unzulässig: { $why }

## Bytes eines Protokolleintrags, die kein Ereignis sind ($why die Worte
## des JSON-Lesers; $reads und $canonical einige Bytes um Byte $at).

verify-event-not-json = kein Ereignis: { $why }
verify-event-not-canonical = nicht in kanonischer Form: ab Byte { $at } steht „{ $reads }“, wo die kanonischen Bytes „{ $canonical }“ haben

## Eine beendete Partie, die das Kit Zug für Zug aus ihrem Protokoll
## nachspielt. $n die Nummer eines Protokolleintrags; $side die Seite der
## Armee.

verify-replay-entry = Protokolleintrag { $n }: { $why }
verify-replay-no-creation = das Protokoll beginnt nicht mit der Anlage der Partie
verify-replay-options = die Optionen der Partie: { $why }
verify-replay-no-start = { $game } hat keine Ausgangsstellung
verify-replay-army-missing = die Armee { $side-des } steht nicht im Protokoll (die Armeen werden am Ende der Partie veröffentlicht)
verify-replay-army-bad = die veröffentlichte Armee { $side-des }: { $why }
