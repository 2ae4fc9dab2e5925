## Warum die Kodierungen, Festlegungen, Signaturen und Schlüsseldateien
## des Protokolls einen Wert ablehnen (`protocol` im Kern:
## `encode::HexError`, `encode::EncodeError`, `commit::CommitError`,
## `sign::SignError`). Sie stehen in den Ablehnungen von Festlegungen,
## Aufdeckungen und Geheimdateien. Zahlen sind Anzahlen; $game, $format und
## $why (die Worte eines JSON-Lesers) stehen so, wie sie sind.

## Hex-Text.

protocol-hex-odd-length = der Hex-Text hat eine ungerade Länge ({ $n } Zeichen)
protocol-hex-bad-char = keine Hexziffer an Position { $position }
protocol-hex-wrong-length = { $digits } Hexziffern ({ $bytes } Bytes) erwartet, { $found } ({ $found-bytes } { $found-bytes ->
        [one] Byte
       *[other] Bytes
    }) gefunden

## Die Byte-Kodierungen, die das Protokoll hasht.

protocol-encode-empty-string = eine kodierte Zeichenkette darf nicht leer sein
protocol-encode-string-too-long = eine kodierte Zeichenkette hat höchstens { $max } Bytes, diese hat { $n }
protocol-encode-not-ascii = eine kodierte Zeichenkette muss ASCII sein
protocol-encode-bad-side = die Seite muss 1 oder 2 sein, nicht { $side }
protocol-encode-too-many-leaves = eine Festlegung umfasst höchstens 255 Figuren, diese hat { $n }
protocol-encode-event-too-long = ein Ereignis hat höchstens { $max } Bytes, dieses hat { $n }

## Festlegungen ($square ist ein Feldbyte, $leaf zählt ab 1).

protocol-commit-no-pieces = eine Festlegung braucht mindestens eine Figur
protocol-commit-duplicate-square = zwei Figuren auf dem Feldbyte { $square }
protocol-commit-unsorted = die Blätter stehen nicht in aufsteigender Feldreihenfolge (bei Blatt { $leaf })
protocol-commit-root-mismatch = die Wurzel passt nicht zu den Blättern
protocol-commit-bad-key = der Schlüssel der Festlegung ist kein öffentlicher Ed25519-Schlüssel

## Signaturen, signierte Befehle und Signaturschlüsseldateien.

protocol-sign-signature-length = eine Signatur besteht aus 88 Zeichen Base64 (64 Bytes)
protocol-sign-not-a-game-id = „{ $game }“ ist keine Partiekennung
protocol-sign-commands-too-long = die Befehle sind zu lang, um sie zu signieren
protocol-sign-sig-position-too-large = die Position in der sig-Zeile ist zu groß
protocol-sign-several-sig-lines = eine Mail trägt eine einzige sig-Zeile; diese hat mehrere
protocol-sign-no-commands = es gibt keine Befehlszeilen zum Signieren
protocol-sign-not-a-key-file = keine Signaturschlüsseldatei: { $why }
protocol-sign-wrong-key-file = keine Signaturschlüsseldatei dieses Programms (Format „{ $format }“ Version { $version }; erwartet: „{ $expected }“ Version { $expected-version })
protocol-sign-secret = Geheimschlüssel: { $why }
protocol-sign-key-file-damaged = der öffentliche Schlüssel in der Datei gehört nicht zu ihrem geheimen Schlüssel: die Datei ist beschädigt

## Eine „Log-Head:“-Zeile (`log::LogHeadError`).

protocol-log-head-missing = die Zeile beginnt nicht mit „Log-Head:“
protocol-log-head-word-count = auf „Log-Head:“ folgen SPIEL N HASH (3 Wörter), gefunden { $n ->
    [one] { $n } Wort
   *[other] { $n } Wörter
}
protocol-log-head-bad-game = ungültige Spielkennung in der „Log-Head:“-Zeile
protocol-log-head-bad-count = ungültige Zahl der Einträge in der „Log-Head:“-Zeile
protocol-log-head-bad-hash = ungültiger Hash in der „Log-Head:“-Zeile: { $why }

## Ein Antwort-Token (`token::TokenError`).

protocol-token-malformed = ein Antwort-Token hat die Form SPIEL.SPIELER.POSITION.KENNUNG
protocol-token-bad-game = die Spielkennung des Antwort-Tokens ist ungültig
protocol-token-bad-player = die Spielernummer des Antwort-Tokens muss 1 oder 2 sein
protocol-token-bad-position = die Position des Antwort-Tokens ist keine Zahl
protocol-token-bad-tag-text = die Kennung des Antwort-Tokens besteht nicht aus { $n } Base32-Zeichen
protocol-token-forged = das Antwort-Token passt zu keiner E-Mail, die dieser Schiedsrichter geschickt hat

## Eine behauptete Hash-Kette (`log::ChainError`): $events und $heads sind
## Anzahlen, $n ein Protokolleintrag, ab 1.

protocol-chain-count-mismatch = das Protokoll hat { $events } Ereignisse, aber { $heads } Kettenköpfe
protocol-chain-mismatch = Protokolleintrag { $n }: hier bricht die Hash-Kette
