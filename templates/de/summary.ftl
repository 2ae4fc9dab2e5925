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
summary-info-over-limit = über der stündlichen Grenze der Antworten: weder ausgeführt noch beantwortet
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

## Eine Mail, die unbeantwortet beiseitegelegt wird, die Kontobefehle, die
## Bestätigungen, eine falsche Antwort auf eine Herausforderung, die Liste
## der Partien an einen Spieler ohne Token, ein Bounce: $sender, $to und
## $address Adressen, $game eine Partie, $n eine Anzahl oder die Nummer
## einer Herausforderung oder Bestätigung, $why der Grund (ein Schlüssel
## oder ein eingebetteter Satz), $what ein zurückgehaltener Befehl,
## $recipients die gescheiterten Adressen, $status der Status des Bounces,
## $told die benachrichtigten Gegner.

summary-no-one-sender = kein eindeutiger Absender, nicht beantwortet: { $why }
summary-from-headers = sie hat { $n } From-Kopfzeilen
summary-from-group = ihre From-Kopfzeile ist eine Gruppe, keine einzelne Adresse
summary-from-addresses = ihre From-Kopfzeile enthält { $n } Adressen
summary-from-malformed = ihre From-Kopfzeile ist keine einzelne Adresse nach RFC 5322
summary-not-answered = nicht beantwortet: { $why ->
        [bounce] sie ist eine Zustellstatusmeldung (Bounce)
        [auto-reply] sie ist eine automatische Antwort
        [bulk] sie ist Massen- oder Mailinglisten-Post
        [null-sender] ihr Return-Path ist leer (Null-Absender)
        [no-from] sie hat keine From-Adresse
        [mailer-daemon] sie kommt von MAILER-DAEMON oder postmaster
       *[own-address] sie kommt von einer unserer eigenen Adressen
    }
summary-no-sender = keine Absenderadresse
summary-unreadable = unlesbare Nachricht: { $why ->
        [empty] die Nachricht ist leer
        [truncated] die Nachricht scheint abgeschnitten: ihr Kopf endet nie mit einer leeren Zeile
        [not-mail] das ist keine Mail: keine Kopfzeile From, To, Subject, Date, Message-ID oder eine andere Mail-Kopfzeile gefunden
       *[unparseable] die Nachricht ließ sich nicht als MIME lesen
    }
summary-games = GAMES für { $sender }: { $n }
summary-observe-no-game = OBSERVE { $game }: keine solche Partie
summary-observe-player = OBSERVE { $game }: ein Spieler der Partie
summary-observe-forbidden = OBSERVE { $game }: Beobachter nicht erlaubt
summary-observed = OBSERVE { $game } durch { $sender }
summary-unobserved = UNOBSERVE { $game } durch { $sender }
summary-new-not-allowed = NEW für { $sender } abgelehnt: nicht erlaubt
summary-new-self = NEW abgelehnt: Herausforderung an sich selbst
summary-challenged = NEW ch-{ $n }: { $sender } fordert { $to } heraus
summary-bad-account-command = fehlerhafter Kontobefehl von { $sender }: { $why }
summary-challenge-answered-from = Herausforderung ch-{ $n } beantwortet von { $sender }, nicht von { $to }
summary-challenge-no-answer = Herausforderung ch-{ $n }: weder ACCEPT noch DECLINE
summary-held-observe = OBSERVE { $game }
summary-held-unobserve = UNOBSERVE { $game }
summary-held-challenge = eine Herausforderung an { $to }
summary-held-join = TEILNEHMEN { $name }
summary-held-site = WEBSITE AN
summary-stranger-over-limits = { $what } vom unbestätigten { $sender }: über den Grenzen für Unbekannte, nicht beantwortet
summary-over-limit = { $what } von { $sender }: über der stündlichen Grenze, nicht beantwortet
summary-confirmation-sent = { $what } von { $sender }: Bestätigung cf-{ $n } gesendet
summary-unknown-confirmation = unbekannte Bestätigung cf-{ $n }
summary-confirmation-answered-from = Bestätigung cf-{ $n } beantwortet von { $sender }, nicht von { $address }
summary-confirmation-answered = Bestätigung cf-{ $n } schon beantwortet
summary-confirmed = Bestätigung cf-{ $n }: { $why }
summary-listed = kein gültiges Partie-Token (von { $sender }); { $n ->
        [one] über { $n } laufende Partie informiert
       *[other] über { $n } laufende Partien informiert
    }
summary-bounce = Bounce für { $recipients } (Status { $status }); benachrichtigt: { $told }
summary-bounce-nobody = Bounce für { $recipients } (Status { $status }); benachrichtigt: niemand

## Die Zeilen, die `ingest`, `poll`, `send` und `tick` auf die
## Standardfehlerausgabe schreiben: $why ein Fehler (eingebettet oder in
## seinen eigenen Worten), $recipient eine Adresse, $game eine Partie oder
## „keine Partie“, $sent, $later, $failed und $n Anzahlen.

summary-line-duplicate = Duplikat: schon bearbeitet
summary-line-failed = fehlgeschlagen (im Posteingang behalten): { $why }
summary-line-left-queued = Antworten bleiben für `send` in der Warteschlange: { $why }
summary-line-game = { $game }
summary-line-no-game = keine Partie
summary-line-mail-later = neuer Versuch später: Mail an { $recipient } ({ $game }): { $why }
summary-line-mail-failed = fehlgeschlagen: Mail an { $recipient } ({ $game }): { $why }
summary-line-sent-at-once = sofort gesendet { $sent }, erneut zu versuchen { $later }, fehlgeschlagen { $failed }
summary-line-sent = gesendet { $sent }, erneut zu versuchen { $later }, fehlgeschlagen { $failed }
summary-line-waiting = { $n ->
        [one] { $n } Mail wartet nach einem gescheiterten Versuch ihre Frist ab, die nächste um { $next }
       *[other] { $n } Mails warten nach einem gescheiterten Versuch ihre Frist ab, die nächste um { $next }
    }
summary-line-taken-in = { $n ->
        [one] { $n } Nachricht aufgenommen
       *[other] { $n } Nachrichten aufgenommen
    }
summary-line-ticked = tick: { $n ->
        [one] { $n } Partie hatte etwas fällig
       *[other] { $n } Partien hatten etwas fällig
    }

## Was `tick` mit einer Partie getan hat (seine Zeile auf der
## Standardfehlerausgabe und das Protokoll von `run`): $game die Partie,
## $done was die Uhr getan hat (eines oder eine Liste: $first und $rest),
## $name, $winner Namen von Spielern, $before eine Dauer, $why warum die
## Partie endete, oder der Fehler.

summary-clock-game = { $game }: { $done }
summary-clock-list = { $first }; { $rest }
summary-clock-nothing = nichts fällig
summary-clock-reminded = { $name } erinnert: noch { $before } bis zur Frist
summary-clock-late = { $name } ist im Verzug
summary-clock-neither-army = keine der beiden Armeen ist rechtzeitig eingetroffen
summary-clock-lost-on-time = { $name } hat durch Zeitüberschreitung verloren
summary-clock-drawn = unentschieden: { $why }
summary-clock-won = { $winner } gewinnt: { $why }
summary-clock-revealed = Armee und Seed von { $name } veröffentlicht
summary-clock-no-side = Seite { $side }
summary-as-logged = { $sentence } (wie im Protokoll, auf Englisch)
summary-clock-failed = { $game }: FEHLGESCHLAGEN: { $why }

## Die Zeile im Protokoll von `run` für eine aufgenommene Nachricht: $game
## die Partie (oder keine), $sender die Adresse des Absenders (oder keine),
## $outcome was getan wurde, $reply ob der Absender eine Antwort bekam,
## $others und $n Anzahlen von Mails in der Warteschlange; $status das Wort
## des Posteingangs (`rejected`, `ignored`), in jeder Sprache unverändert,
## und $summary was aus der Mail wurde; $text eine Zusammenfassung im
## Englisch, das der Posteingang speichert.

summary-note = { $game }: Mail von { $sender }: { $outcome }; { $reply }
summary-note-others = { $game }: Mail von { $sender }: { $outcome }; { $reply }, { $others ->
        [one] { $others } weitere Mail in der Warteschlange
       *[other] { $others } weitere Mails in der Warteschlange
    }
summary-note-no-game = (keine Partie)
summary-note-no-sender = (kein Absender)
summary-note-duplicate = Duplikat einer schon aufgenommenen Nachricht, nichts getan
summary-note-failed = fehlgeschlagen; für den Betreiber im Posteingang behalten
summary-note-status = { $status }: { $summary }
summary-note-queued = { $n ->
        [one] Antwort in der Warteschlange
       *[other] { $n } Antworten in der Warteschlange
    }
summary-note-held-back = Antwort zurückgehalten ({ $why })
summary-note-no-reply = keine Antwort
summary-note-mail-loop = nie beantwortet, gegen Mailschleifen
summary-note-error-limit = die Fehlerantworten an diesen Absender haben ihr stündliches Limit erreicht
summary-internal-error = interner Fehler: { $error }

## What `run` logs of its own rounds (src/cli/logged.rs).
summary-run-started = estafette run gestartet (eine Runde alle { $interval } s)
summary-run-stopped = estafette run beendet
summary-run-poll-failed = Abholen der Post fehlgeschlagen, neuer Versuch in der nächsten Runde: { $why }
summary-run-imap-stopped = IMAP-Abholung beendet: { $why }
summary-run-imap-failed = IMAP-Abholung fehlgeschlagen, neuer Versuch in der nächsten Runde: { $why }
summary-run-send-failed = Versand fehlgeschlagen, neuer Versuch in der nächsten Runde: { $why }
summary-run-tick-failed = tick fehlgeschlagen, neuer Versuch in der nächsten Runde: { $why }
summary-run-polled = Maildir abgeholt: { $messages ->
        [one] { $messages } Nachricht aufgenommen
       *[other] { $messages } Nachrichten aufgenommen
    }
summary-run-polled-imap = IMAP abgeholt: { $messages ->
        [one] { $messages } Nachricht aufgenommen
       *[other] { $messages } Nachrichten aufgenommen
    }
summary-run-taken-in = Nachricht aufgenommen
summary-run-duplicate = Nachricht schon bearbeitet (ein Duplikat)

## What the player tools and `man --dir` say beside their output (src/cli/aside.rs).
summary-aside-secret-written = Geheimdatei geschrieben: { $path } (halten Sie sie geheim und sicher; Sie brauchen sie zum Spielen)
summary-aside-secret-signs = sie enthält auch Ihren Signaturschlüssel: signieren Sie jede spätere Mail mit `estafette sign { $path }` (die Schlüsselzeile unten registriert ihn)
summary-aside-mail-these = senden Sie diese Zeilen an den Schiedsrichter:
summary-aside-key-written = Signaturschlüssel geschrieben: { $path } (halten Sie ihn geheim; er signiert Ihre Befehle)
summary-aside-register-key = registrieren Sie ihn, indem Sie diese Zeile vor Ihrem ersten Zug an den Schiedsrichter senden:
summary-aside-man-pages = { $n ->
    [one] { $n } Handbuchseite nach { $dir } geschrieben
   *[other] { $n } Handbuchseiten nach { $dir } geschrieben
}
summary-aside-init-as-root = Warnung: die Datenbank { $db } und die Schlüsseldatei { $key } gehören root, und Postfix führt eine Pipe nie als root aus: übergeben Sie sie mit `estafette init --owner BENUTZER` an den Benutzer, unter dem Pipe, cron und die Dienste laufen
summary-aside-folder-not-owned = Warnung: der Ordner { $folder } gehört nicht { $user }, der dort die -wal- und -shm-Dateien der Datenbank anlegen muss: `chown { $user }: { $folder }`

## `check`: each thing it found, and the headings of the lines it prints.
summary-check-config = ok: die Konfiguration wird aus { $path } gelesen
summary-check-no-config = ok: keine Konfigurationsdatei wird gelesen ({ $looked } existiert nicht): die Einstellungen kommen allein aus Optionen und Umgebung
summary-check-address = ok: die Adresse des Schiedsrichters ist { $address }
summary-check-files = ok: { $user } gehören die Datenbank { $db }, die Dateien daneben und die Schlüsseldatei { $key }, und { $user } kann sie und ihren Ordner lesen und schreiben
summary-check-database = ok: die Datenbank { $db } ist unversehrt (Schema { $version }, { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }) und gehört zur Schlüsseldatei
summary-check-smtp = ok: der SMTP-Server { $host }:{ $port } antwortet (tls = { $tls })
summary-check-smtp-local = ok: der SMTP-Server { $host }:{ $port } auf diesem Rechner antwortet (mit STARTTLS, wenn er es anbietet)
summary-check-sendmail = ok: { $command } läuft
summary-check-maildirs = ok: die Post geht in ein Maildir pro Empfänger unter { $root }
summary-check-maildir = ok: das Maildir { $path } ist da
summary-check-clock = ok: die Uhr zeigt { $now }; die Zeitzonendaten kennen { $zones } Zonen, darunter { $zone }
summary-check-problem = Problem: { $why }
summary-check-pipe = Postfix: eine Pipe, ausgeführt als { $user }, für { $address } und seine +KENNUNG-Adressen, in master.cf; dann die Zeilen von main.cf (`postconf -e`), die Transporttabelle (`postmap`) und `postfix reload`
summary-check-alias = oder, für eine Domain, die Postfix selbst zustellt (mydestination), ein Alias in { $file }, einer Datei, die { $user } gehört (Postfix führt den Befehl eines Alias als Eigentümer seiner Datei aus): fügen Sie hash:{ $file } zu alias_maps hinzu und führen Sie dann `postalias { $file }` als { $user } aus
summary-check-cron = cron: tick, dann send, alle fünf Minuten, in { $file }
summary-check-systemd = systemd: die Units aus contrib/systemd (estafette-tick.service und .timer neben der Pipe, oder estafette.service für `run`), mit diesen Zeilen (`systemctl edit UNIT`)

## Was `estafette view` neben dem privaten Brett sagt.
summary-view-to-move = Partie { $game }: Sie spielen { $me-den }. { $mover-Der } ist nach { $ply } { $ply ->
    [one] Halbzug
   *[other] Halbzügen
} am Zug.
summary-view-over = Partie { $game }: Sie spielen { $me-den }. Die Partie ist auf dem Brett beendet, nach { $ply } { $ply ->
    [one] Halbzug
   *[other] Halbzügen
}.
summary-view-other-options = Warnung: Die Optionen der E-Mail ({ $mail }) sind nicht die, mit denen Sie versiegelt haben ({ $sealed })
summary-view-not-in-army = Warnung: keine Ihrer Figuren startete auf { $home }
summary-view-shown-as = Warnung: die Figur von { $home } wird als { $shown } gezeigt, aber Ihre Armee hat dort { $army-ein }
