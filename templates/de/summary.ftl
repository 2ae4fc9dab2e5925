### Was der Schiedsrichter dem Betreiber von seiner eigenen Arbeit sagt
### (`service::said::Said`): die Zeile von `ingest` zu einer bearbeiteten
### Mail, die Antwort von `operate`, die letzte Zeile von `estafette moves`,
### wenn die Partie vorbei ist. `ingest` schreibt vor die Zusammenfassung
### den Status des Posteingangs (`applied`, `rejected`, `ignored`, ...), wie
### ihn die Datenbank hält, in jeder Sprache englisch: diese Nachrichten
### sind nur die Zusammenfassung. Züge, Felder, Partien, Spielernamen und
### die Begründung des Betreibers stehen, wie sie sind.

## Die Befehle einer Mail: $kind die Art eines Befehls (ein Selektor),
## $move ein Zug.

summary-command = { $kind ->
        [setup] Aufstellung
        [commitment] Festlegung
        [final-reveal] abschließende Aufdeckung
        [opening] Öffnung
        [message] Nachricht
        [vacation] Urlaub
        [time-zone] Zeitzone
        [resignation] Aufgabe
        [board] Brett
        [history] Verlauf
        [help] Hilfe
        [draw-acceptance] Annahme des Remis
        [draw-refusal] Ablehnung des Remis
       *[draw-offer] Remisangebot
    }
summary-move = { $move }
summary-list = { $first }, { $rest }

## Eine Entscheidung: $applied die angewandten Befehle, $refused der
## abgelehnte.

summary-applied = angewandt: { $applied }
summary-nothing-applied = nichts angewandt
summary-applied-then-refused = angewandt: { $applied }; dann { $refused }
summary-refused-empty = leere Mail abgelehnt
summary-refused-move-from = Zug von { $square } abgelehnt
summary-refused-move = Zug abgelehnt
summary-refused-command = Befehl abgelehnt: { $command }
summary-refused-unknown = Befehl abgelehnt

## Eine Handlung des Betreibers: $game die Partie, $what die Handlung, $n
## der Logeintrag; $name, $new und $winner Spielernamen; $by eine Dauer.

summary-operated = { $game }: { $what } (Logeintrag { $n })
summary-operated-paused = vom Betreiber angehalten: { $reason }
summary-operated-resumed = vom Betreiber fortgesetzt: { $reason }
summary-operated-extended = { $name } erhält vom Betreiber { $by } mehr: { $reason }
summary-operated-replaced = { $name } vom Betreiber durch { $new } ersetzt: { $reason }
summary-operated-address-replaced = Adresse von { $name } vom Betreiber ersetzt: { $reason }
summary-operated-decided-drawn = vom Betreiber entschieden, remis: { $reason }
summary-operated-decided-won = vom Betreiber entschieden, { $winner } gewinnt: { $reason }

## Eine Dauer: $shape ihre Teile (d, h, m), $d Tage, $h Stunden, $m Minuten.

summary-duration-d = { $d ->
        [one] { $d } Tag
       *[other] { $d } Tage
    }
summary-duration-h = { $h ->
        [one] { $h } Stunde
       *[other] { $h } Stunden
    }
summary-duration-m = { $m ->
        [one] { $m } Minute
       *[other] { $m } Minuten
    }
summary-duration = { $shape ->
        [d] { summary-duration-d }
        [h] { summary-duration-h }
        [dh] { summary-duration-d } und { summary-duration-h }
        [dm] { summary-duration-d } und { summary-duration-m }
        [hm] { summary-duration-h } und { summary-duration-m }
        [dhm] { summary-duration-d }, { summary-duration-h } und { summary-duration-m }
       *[m] { summary-duration-m }
    }

## Eine Mail, die keine Entscheidung einer Partie ist: $sender und
## $registered Adressen, $game eine Partie, $authserv der Name unseres
## Mailservers, $limit eine Größe in Bytes, $n die Nummer einer
## Herausforderung oder Bestätigung, $status der Stand der Herausforderung,
## wie ihn die Datenbank hält (accepted, declined).

summary-no-token = kein gültiges Partie-Token (von { $sender })
summary-unknown-game = unbekannte Partie { $game }
summary-info-over-limit = BOARD/HELP über der stündlichen Grenze, nicht beantwortet
summary-games-over-limit = GAMES von { $sender }: über der stündlichen Grenze, nicht beantwortet
summary-wrong-sender = abgelehnt: Token für { $registered }, benutzt von { $sender }
summary-no-dkim = abgelehnt: kein dkim=pass von { $authserv } für { $sender }
summary-too-large = zu groß: über { $limit } Bytes (max_message_bytes); nur der Kopf wurde behalten
summary-too-large-from = zu groß: über { $limit } Bytes (max_message_bytes); nur der Kopf wurde behalten; von { $sender }
summary-unknown-challenge = unbekannte Herausforderung ch-{ $n }
summary-challenge-closed = Herausforderung ch-{ $n } schon { $status ->
        [accepted] angenommen
       *[other] abgelehnt
    }
summary-challenge-accepted = Herausforderung ch-{ $n } angenommen: { $game }
summary-challenge-declined = Herausforderung ch-{ $n } abgelehnt
summary-answer-without-challenge = ACCEPT/DECLINE ohne Token einer Herausforderung
summary-nothing-held = Bestätigung cf-{ $n }: nichts mehr auszuführen

## `estafette moves` zu einer beendeten Partie: $winner eine Seite, $why das
## Ende.

summary-game-over-won = Partie beendet: Sieg { $winner-des }: { $why }
summary-game-over-drawn = Partie beendet: remis: { $why }
