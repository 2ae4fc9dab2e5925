### Die Fehler der Datenbank, der Mail-Transporte, der Konfigurationsdatei,
### der ersetzten Vorlagen und der Demo.

## Die Datenbank (src/store/fault.rs).

system-store-sqlite = Datenbank: { $error }
system-store-corrupt = Datenbank: { $error }: die Datenbankdatei ist beschädigt (`estafette audit` sagt, wo); lassen Sie sie, wie sie ist, und stellen Sie die letzte gute Sicherung mit `estafette restore` wieder her
system-store-on-file = { $path }: { $why }
system-store-file = { $path }: nicht zugänglich ({ $error })
system-store-is-folder = { $path } ist ein Ordner, keine Datenbank: nennen Sie die Datenbankdatei mit --db
system-store-empty-file = { $path } ist eine leere Datei, keine Datenbank: entfernen Sie sie und führen Sie `estafette init` aus, oder nennen Sie die richtige mit --db
system-store-not-sqlite = { $path } ist keine SQLite-Datenbank: nennen Sie die richtige Datei mit --db, oder legen Sie eine mit `estafette init` an
system-store-no-database = die Datenbank { $path } gibt es nicht: legen Sie sie mit `estafette init` an, oder nennen Sie die richtige mit --db (oder ESTAFETTE_DB, oder `db` in estafette.toml)
system-store-not-estafette = { $path } ist eine SQLite-Datenbank, aber keine von Estafette: legen Sie eine mit `estafette init` an, oder nennen Sie die richtige mit --db
system-store-no-folder = die Datenbank { $path } kann nicht angelegt werden: den Ordner { $folder } gibt es nicht
system-store-damaged = { $path } ist beschädigt: die Integritätsprüfung von SQLite hat { $count ->
        [one] ein Problem
       *[other] { $count } Probleme
    } gefunden: { $problems }{ $more ->
        [0] {""}
       *[other] {" "}(und { $more } weitere)
    }. Lassen Sie die Datei, wie sie ist; stellen Sie die letzte gute Sicherung mit `estafette restore` wieder her (nachdem Sie die beschädigte Datei beiseitegelegt haben), oder retten Sie, was lesbar ist, mit `.recover` des Werkzeugs sqlite3
system-store-damaged-unnamed = die Datenbank ist beschädigt: die Integritätsprüfung von SQLite hat { $count ->
        [one] ein Problem
       *[other] { $count } Probleme
    } gefunden: { $problems }{ $more ->
        [0] {""}
       *[other] {" "}(und { $more } weitere)
    }. Lassen Sie die Datei, wie sie ist; stellen Sie die letzte gute Sicherung mit `estafette restore` wieder her (nachdem Sie die beschädigte Datei beiseitegelegt haben), oder retten Sie, was lesbar ist, mit `.recover` des Werkzeugs sqlite3
system-store-backup-exists = { $path } gibt es schon: wählen Sie eine neue Datei (eine Sicherung überschreibt nie)
system-store-backup-no-folder = die Sicherung { $path } kann nicht angelegt werden: den Ordner { $folder } gibt es nicht
system-store-backup-cannot-create = die Sicherung { $path } kann nicht angelegt werden: { $error }
system-store-backup-missing = die Sicherung { $path } gibt es nicht
system-store-backup-not-estafette = { $path } ist eine SQLite-Datenbank, aber keine von Estafette
system-store-backup-too-new = { $path } hat die Schemaversion { $version }; dieses Programm kennt 1 bis { $latest }: stellen Sie sie mit einem neueren Estafette wieder her
system-store-schema-too-new = diese Datenbank hat die Schemaversion { $current }, geschrieben von einem neueren Estafette; dieses Programm kennt Versionen bis { $latest }: aktualisieren Sie das Programm
system-store-migration-failed = die Migration { $name } ist fehlgeschlagen: { $error }
system-store-batch-open = ein Stapel ist schon offen
system-store-no-batch = kein Stapel ist offen
system-store-batch-spoiled = ein Schreibvorgang des Stapels ließ sich nicht rückgängig machen: der ganze Stapel wird zurückgerollt
system-store-no-game = keine Partie { $id }
system-store-out-of-order = Partie { $id }: Ereignisse in falscher Reihenfolge (der Kopf soll von Ereignis { $from } weiter, steht aber bei { $at })
system-store-numbered-from-one = Partie { $game }: Ereignisse werden ab 1 gezählt
system-store-parcel-offset = Position im Paket außerhalb des Bereichs
system-store-parcel-length = Länge des Pakets außerhalb des Bereichs

## Die Konfiguration (src/config/fault.rs).

system-config-file = { $path }: nicht zugänglich ({ $error })
system-config-in-file = { $path }: { $why }
system-config-in-file-line = { $path }, Zeile { $line }: { $what }
system-config-at-line = Zeile { $line }: { $what }
system-config-toml = TOML-Fehler: { $message }
system-config-no-kit-file = { $path }: kit_file { $kit_file }: diese Datei gibt es nicht (bauen Sie die Seite mit cargo xtask kit)
system-config-templates-dir = templates_dir { $dir }: nicht lesbar ({ $error })
system-config-no-language = templates_dir { $dir }: keine Sprache heißt { $code } (die Sprachen: { $langs })
system-config-no-template = { $file }: keine Vorlage heißt { $name } (die Vorlagen: { $names })
system-config-unknown-key = unbekannter Schlüssel `{ $path }`
system-config-unknown-key-near = unbekannter Schlüssel `{ $path }` (meinten Sie `{ $near }`?)
system-config-unknown-key-keys = unbekannter Schlüssel `{ $path }` (die Schlüssel hier: { $keys })
system-config-unknown-section = unbekannter Abschnitt [{ $path }]
system-config-unknown-section-near = unbekannter Abschnitt [{ $path }] (meinten Sie `{ $near }`?)
system-config-unknown-section-keys = unbekannter Abschnitt [{ $path }] (die Schlüssel hier: { $keys })
system-config-section-twice = der Abschnitt [{ $path }] steht zweimal da
system-config-key-twice = der Schlüssel `{ $path }` steht zweimal da
system-config-key-twice-first = der Schlüssel `{ $path }` steht zweimal da (zuerst in Zeile { $first })
system-config-value = { $key } = { $value }: { $problem }
system-config-kit-attach-alone = kit_attach = true: geben Sie auch kit_file an, die anzuhängende Seite
system-config-unquoted = ein Text muss in Anführungszeichen stehen
system-config-want-port = erwartet wird eine ganze Zahl von 0 bis 65535
system-config-want-unsigned = erwartet wird eine ganze Zahl, 0 oder mehr
system-config-want-whole = erwartet wird eine ganze Zahl
system-config-want-quoted = erwartet wird ein Text in Anführungszeichen
system-config-want-boolean = erwartet wird true oder false
system-config-want-section = erwartet wird ein Abschnitt, [{ $path }]
system-config-want-other = erwartet wird { $type }
system-config-rule-durability = schreiben Sie "normal" oder "full"
system-config-rule-poll-batch = geben Sie eine Zahl von Nachrichten von 1 bis 10000 an
system-config-rule-message-bytes = geben Sie mindestens 1024 Bytes an
system-config-rule-commands = geben Sie mindestens 1 an
system-config-rule-time-zone = keine Zeitzone (geben Sie einen Namen wie "Europe/Berlin" an)
system-config-rule-kit-url = geben Sie die Webadresse der Seite an, beginnend mit https://, ohne Leerzeichen
system-config-rule-smtp-tls = wählen Sie none, starttls oder implicit
system-config-rule-imap-tls = wählen Sie implicit, starttls oder plain

## Die Vorlagen (src/views/template.rs).

system-template-render = Vorlagenfehler: { $error }
system-template-in-file = Vorlagenfehler: { $file }: { $error }
system-template-no-value = Vorlagenfehler: { $file }: kein Wert heißt { $value } (die von { $name }: { $have })
system-template-no-template = Vorlagenfehler: { $file }: keine Vorlage heißt { $name } (die Vorlagen: { $names })

## Die Transporte (src/mail/fault.rs).

system-mail-bad-address = „{ $address }“ ist keine gültige Adresse: { $error }
system-mail-bad-envelope = ungültiger Umschlag: { $error }
system-mail-folder-name = „{ $address }“ kann nicht als Name eines lokalen Ordners dienen
system-mail-local-delivery = lokale Zustellung an { $address }: { $error }
system-smtp-tls-setup = TLS-Einrichtung für { $host }: { $error }
system-smtp-login-half = die SMTP-Anmeldung braucht sowohl einen Benutzer als auch ein Passwort
system-smtp-reply = SMTP-Antwort { $code }: { $error }
system-smtp-error = SMTP-Fehler: { $error }
system-mail-cannot-run = { $command } kann nicht gestartet werden: { $error }
system-mail-no-stdin = { $command }: keine Standardeingabe
system-mail-wait = { $command }: beim Warten auf das Ende: { $error }
system-mail-writing = { $command }: beim Schreiben der Nachricht: { $error }
system-mail-exited = { $command } endete mit Status { $status }: { $stderr }
system-mail-killed = { $command } wurde durch ein Signal beendet: { $stderr }
system-mail-told = der Aufzeichnungstransport sollte scheitern (Versuch { $attempt })
system-mail-no-recipients = keine Empfänger
system-imap-no-host = kein IMAP-Server angegeben
system-imap-no-user = kein IMAP-Benutzer angegeben
system-imap-no-mailbox = kein IMAP-Postfach angegeben
system-imap-move-same = übernommene Nachrichten können nicht nach „{ $folder }“ verschoben werden: geben Sie einen anderen Ordner als das gelesene Postfach an
system-imap-plain-remote = unverschlüsseltes IMAP zu { $host } abgelehnt: Passwort und Post gingen unverschlüsselt über das Netz; verwenden Sie TLS (implicit oder starttls), oder plain nur zu einem Server auf diesem Rechner (127.0.0.1, ::1, localhost)
system-imap-resolve = { $host } kann nicht aufgelöst werden: { $error }
system-imap-no-address = { $host } hat keine nutzbare Adresse
system-imap-socket = Einrichtung des Sockets für { $address }: { $error }
system-imap-connect = keine Verbindung zu { $host }:{ $port } ({ $error })
system-imap-connect-no-address = keine Verbindung zu { $host }:{ $port } (keine Adresse)
system-imap-verifier = TLS-Zertifikatsprüfer: { $error }
system-imap-tls-setup = TLS-Einrichtung: { $error }
system-imap-cert-name = „{ $host }“ kann nicht mit einem TLS-Zertifikat geprüft werden: { $error }
system-imap-tls-setup-for = TLS-Einrichtung für { $host }: { $error }
system-imap-handshake = TLS-Handshake mit { $host }: { $error }

## Die Fehler einer verbundenen IMAP-Sitzung (src/mail/session_fault.rs,
## `SessionFault`): `$answer` ist die Antwort des Servers, wie sie kam,
## `$error` die Worte des Systems oder des Schiedsrichters.

system-imap-read-timeout = { $host }: Zeitüberschreitung beim Lesen vom Server
system-imap-write-timeout = { $host }: Zeitüberschreitung beim Schreiben an den Server
system-imap-read = { $host }: Lesen vom Server: { $error }
system-imap-write = { $host }: Schreiben an den Server: { $error }
system-imap-closed = { $host }: der Server hat die Verbindung geschlossen
system-imap-long-line = { $host }: Antwortzeile länger als { $max } Bytes
system-imap-bad-response = { $host }: unlesbare Antwort des Servers: { $error }
system-imap-preauth = { $host }: der Server begrüßt mit PREAUTH (schon angemeldet), was dieser Client nicht annimmt
system-imap-greeting = { $host }: Begrüßung des Servers: { $answer }
system-imap-unexpected-greeting = { $host }: unerwartete Begrüßung: { $what }
system-imap-connection-closed = { $host }: die Verbindung ist geschlossen
system-imap-wrong-tag = { $host }: Antwort mit Kennung { $got } auf Befehl { $sent }
system-imap-continuation = { $host }: unerwartete Fortsetzungsanfrage während { $command }
system-imap-refused = { $host }: { $command } abgelehnt: { $answer }
system-imap-no-starttls = { $host }: der Server bietet kein STARTTLS an; verwenden Sie implizites TLS (Port 993) oder fragen Sie seinen Betreiber
system-imap-data-after-starttls = { $host }: der Server hat nach STARTTLS vor dem TLS-Handshake Daten gesendet
system-imap-already-tls = STARTTLS auf einer Verbindung, die schon TLS hat
system-imap-login-disabled = { $host }: der Server lehnt LOGIN auf dieser Verbindung ab (LOGINDISABLED): verwenden Sie implizites TLS oder starttls
system-imap-login-refused = { $host }: Anmeldung als { $user } abgelehnt: { $answer }
system-imap-read-only = { $host }: das Postfach { $mailbox } ist schreibgeschützt: übernommene Nachrichten könnten nicht markiert werden
system-imap-too-large = UID { $uid }: { $size } Bytes, über der Grenze von { $limit } Bytes
system-imap-no-body = UID { $uid }: kein Nachrichteninhalt, sondern { $what }
system-imap-not-taken = Nachricht UID { $uid }: { $error }
system-imap-left-unseen = { $done ->
        [one] { $done } Nachricht übernommen
       *[other] { $done } Nachrichten übernommen
    }; { $left ->
        [one] { $left } bleibt
       *[other] { $left } bleiben
    } für den nächsten Abruf ungelesen: { $failures }{ $more ->
        [0] {""}
       *[other] ; und { $more } weitere
    }
system-imap-list = { $first }; { $rest }
system-imap-commit = das Festschreiben von { $count ->
        [one] { $count } Nachricht
       *[other] { $count } Nachrichten
    } ist gescheitert ({ $error }); sie bleiben für den nächsten Abruf ungelesen
system-imap-not-marked = { $why } (die Nachrichten UID { $set } wurden übernommen, aber nicht markiert: der nächste Abruf sieht sie wieder, und ingest übergeht sie als Duplikate)

## Warum eine Antwort des IMAP-Servers nicht lesbar ist
## (src/mail/response_fault.rs, `ResponseFault`), und was der Server
## sandte, wo der Client etwas anderes erwartete (`Sent`): `$line`, `$tag`,
## `$word`, `$name`, `$uid`, `$size` und `$atom` sind die Bytes des Servers.

system-imap-parse-expected-atom = Atom erwartet bei Byte { $at } von „{ $line }“
system-imap-parse-too-deep = Antwort zu tief verschachtelt
system-imap-parse-ended-early = Antwort endet zu früh
system-imap-parse-unclosed-parenthesis = nicht geschlossene Klammer
system-imap-parse-unclosed-quote = nicht geschlossene Zeichenkette in Anführungszeichen
system-imap-parse-bad-escape = ungültiges Escape-Zeichen in einer Zeichenkette in Anführungszeichen
system-imap-parse-unclosed-literal-size = nicht geschlossene Literalgröße
system-imap-parse-literal-size-not-last = die Größe eines Literals muss seine Zeile beenden
system-imap-parse-literal-missing = Literal angekündigt, aber nicht gekommen
system-imap-parse-unexpected-tagged = unerwartete Antwort mit Kennung „{ $tag } { $word }“
system-imap-parse-search-number = ungültige Zahl „{ $word }“ in SEARCH
system-imap-parse-fetch-no-list = FETCH ohne Liste in Klammern
system-imap-parse-fetch-item-name = der Name eines FETCH-Elements ist kein Atom
system-imap-parse-fetch-no-value = das FETCH-Element { $name } hat keinen Wert
system-imap-parse-bad-uid = ungültige UID „{ $uid }“
system-imap-parse-fetch-uid = ungültige UID in FETCH
system-imap-parse-bad-size = ungültige RFC822.SIZE „{ $size }“
system-imap-parse-fetch-size = ungültige RFC822.SIZE in FETCH
system-imap-sent-continuation = eine Fortsetzungsanfrage
system-imap-sent-tagged = eine Antwort mit Kennung { $tag }
system-imap-sent-capability = eine CAPABILITY-Antwort
system-imap-sent-search = eine SEARCH-Antwort
system-imap-sent-fetch = eine FETCH-Antwort
system-imap-sent-untagged = eine andere Antwort ohne Kennung
system-imap-sent-nil = der Wert NIL
system-imap-sent-atom = das Atom { $atom }
system-imap-sent-list = eine Liste in Klammern

## Warum `send` eine Mail nicht übergeben hat (src/service/send.rs,
## `SendFault`); `$why` ist der Fehler des Transports.

system-send-gave-up = aufgegeben nach { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    } in der Warteschlange: { $why }
system-send-not-tried = nicht versucht: der Mailserver ist nicht erreichbar
system-send-cannot-open = die gespeicherte Nachricht kann nicht geöffnet werden ({ $error }): falsche Schlüsseldatei?

## Ein Maildir-Ordner, der nicht gelesen oder beschrieben werden kann
## (src/mail/fault.rs, `MaildirFault`): `$path` ist die Datei oder der
## Ordner, `$error` die Worte des Systems.

system-maildir-cannot-create = { $path } kann nicht angelegt werden: { $error }
system-maildir-cannot-open = { $path } kann nicht geöffnet werden: { $error }
system-maildir-cannot-read = { $path } kann nicht gelesen werden: { $error }
system-maildir-cannot-write = { $path } kann nicht geschrieben werden: { $error }
system-maildir-cannot-list = der Inhalt von { $path } kann nicht gelesen werden: { $error }
system-maildir-cannot-sync = { $path } kann nicht auf die Platte geschrieben werden: { $error }
system-maildir-missing-folder = fehlender Ordner { $path }: { $error }
system-maildir-cannot-move-to-cur = { $path } kann nicht nach cur/ verschoben werden: { $error }
system-maildir-cannot-move-into-new = { $path } kann nicht nach new/ verschoben werden: { $error }
system-maildir-missing = das Maildir { $path } gibt es nicht: prüfen Sie den Pfad
system-maildir-is-file = { $path } ist eine Datei, kein Maildir-Ordner
system-maildir-not-maildir = { $path } ist kein Maildir: es fehlt { $missing } (ein Maildir enthält tmp/, new/ und cur/)
system-maildir-no-free-name = { $path }: kein freier Dateiname gefunden
system-maildir-bad-name = „{ $name }“ ist kein Dateiname einer Maildir-Nachricht
system-maildir-system = Systemfehler: { $error }

## Eine Antwort, die nicht zusammengestellt werden kann
## (src/mail/outbound.rs, `BuildError`): Felder, Namen und Werte wie
## geschrieben, `$error` die Worte von lettre.

system-build-auto-submitted = Mail kann nicht zusammengestellt werden: Auto-Submitted muss „auto-replied“ oder „auto-generated“ sein, nicht „{ $value }“
system-build-date = Mail kann nicht zusammengestellt werden: das Datum { $date } liegt außerhalb der Jahre 1970 bis 9999
system-build-reserved = Mail kann nicht zusammengestellt werden: der zusätzliche Header „{ $name }“ würde einen ersetzen, den build() schreibt
system-build-lettre = Mail kann nicht zusammengestellt werden: { $error }
system-build-attachment-name = Mail kann nicht zusammengestellt werden: „{ $name }“ ist kein gültiger Anhangsname
system-build-mime-type = Mail kann nicht zusammengestellt werden: „{ $value }“ ist kein MIME-Typ: { $error }
system-build-address = Mail kann nicht zusammengestellt werden: die Adresse { $field } „{ $address }“ ist ungültig: { $error }
system-build-line-break = Mail kann nicht zusammengestellt werden: { $field } enthält einen Zeilenumbruch oder ein Steuerzeichen
system-build-message-id = Mail kann nicht zusammengestellt werden: { $field } „{ $id }“ ist keine Message-ID (links@rechts, druckbares ASCII, ohne <>)
system-build-header-name = Mail kann nicht zusammengestellt werden: „{ $name }“ ist kein gültiger Header-Name
system-build-header-name-lettre = Mail kann nicht zusammengestellt werden: „{ $name }“ ist kein gültiger Header-Name: { $error }

## Ein von `new` abgelehnter Spielername (src/mail/sanitize.rs,
## `NameTooLong`): `$start` ist sein Anfang.

system-mail-name-too-long = der Name „{ $start }...“ ist { $length } Zeichen lang: ein Name hat höchstens { $max }
