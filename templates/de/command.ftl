### Die eigenen Fehler der Befehlszeile (src/cli/errors/): was `estafette`
### nach „estafette: “ ausgibt, wenn ein Befehl nicht ausgeführt werden kann.
### Pfade, Adressen, Partie-Kennungen, Optionen und Konfigurationsschlüssel
### bleiben, wie sie sind; `$error` gibt die Worte des Systems, `$why` einen
### Fehler einer tieferen Schicht.

## Gelesene und geschriebene Dateien (CliError)

command-no-such-file = { $path }: diese Datei gibt es nicht
command-not-text = { $path }: das ist kein Text (UTF-8)
command-cannot-read = { $path }: nicht lesbar ({ $error })
command-stdin = die Standardeingabe ist nicht lesbar: { $error }
command-stdout = die Standardausgabe ist nicht beschreibbar: { $error }
command-refused = { $why }
command-closed-pipe = die Standardausgabe wurde von ihrem Leser geschlossen
command-unreadable = die Befehlszeile ist nicht lesbar (siehe die Meldung von clap)

## Die Konfiguration (SettingError)

command-lang = ESTAFETTE_LANG={ $value }: wählen Sie en, fr, de oder nl (oder entfernen Sie die Variable, um der Locale zu folgen)
command-config-catalogs = Kataloge des Vorlagenordners: { $why }
command-busy-timeout = ESTAFETTE_BUSY_TIMEOUT_MS '{ $value }': das ist keine Zahl von Millisekunden
command-durability = ESTAFETTE_DURABILITY '{ $value }': schreiben Sie "normal" oder "full"
command-poll-batch = ESTAFETTE_POLL_BATCH '{ $value }': geben Sie eine Zahl von Nachrichten zwischen 1 und 10000 an
command-no-config-file = die Konfigurationsdatei { $path } existiert nicht (der Arbeitsordner ist { $cwd }): geben Sie ihren vollständigen Pfad mit --config oder ESTAFETTE_CONFIG an
command-no-address = dieser Befehl verfasst oder versendet Post und braucht die Adresse des Schiedsrichters: geben Sie sie mit --address referee@example.org, ESTAFETTE_ADDRESS oder `address = "referee@example.org"` in { $file } an
command-no-address-no-file = dieser Befehl verfasst oder versendet Post und braucht die Adresse des Schiedsrichters, und keine Konfigurationsdatei wurde gelesen: keine wurde genannt, und { $looked } existiert nicht. Nennen Sie die Datei mit --config DATEI oder ESTAFETTE_CONFIG (ein MTA startet seine Pipe in einem eigenen Ordner), oder geben Sie die Adresse mit --address referee@example.org oder ESTAFETTE_ADDRESS an
command-not-plain-address = die Adresse des Schiedsrichters '{ $address }' ist keine einfache Mailadresse (lokal@domain, ohne `+`, da Antworten an lokal+KENNUNG@domain gehen): geben Sie sie mit --address referee@example.org, ESTAFETTE_ADDRESS oder `address = "referee@example.org"` in estafette.toml an
command-not-mailbox = '{ $text }' ist keine Mailadresse ({ $error }): schreiben Sie ADRESSE oder "Name <ADRESSE>" (einen Namen mit Kommas in Anführungszeichen)
command-player-lang = Sprache '{ $lang }': wählen Sie en, fr, de oder nl
command-imap-tls = --imap-tls { $value }: wählen Sie implicit, starttls oder plain
command-imap-user = IMAP braucht einen Benutzer: --imap-user oder user im Abschnitt [imap]
command-imap-password = IMAP braucht eine Passwortdatei: --imap-password-file oder password_file im Abschnitt [imap]
command-smtp-tls = --smtp-tls { $value }: wählen Sie none, starttls oder implicit
command-smtp = SMTP: { $why }
command-no-transport = es ist kein Weg zum Versenden der Post eingestellt: geben Sie --smtp-host HOST (oder host im Abschnitt [smtp] von estafette.toml), --sendmail PFAD (oder sendmail) oder --maildir-root ORDNER (oder maildir_out oder ESTAFETTE_MAILDIR_OUT) an, um in lokale Maildirs zuzustellen
command-no-password-file = die Passwortdatei { $path } gibt es nicht
command-password-file = die Passwortdatei { $path }: { $error }
command-no-maildir = das Maildir { $path } gibt es nicht: prüfen Sie den Pfad
command-maildir-is-file = { $path } ist eine Datei, kein Maildir-Ordner
command-not-maildir = { $path } ist kein Maildir: es fehlt { $missing } (ein Maildir enthält tmp/, new/ und cur/)
command-maildir-unreadable = { $path } lässt sich nicht öffnen: { $error }

## Die Werkzeuge ohne Schiedsrichter (ToolError)

command-head-form = --head wird als N:HEX geschrieben
command-head-number = --head: N muss eine Zahl sein
command-receipts = Belege: { $why }
command-no-receipts = keine Log-Head-Zeile für { $game } in den Mails unter { $dir }
command-verification = die Prüfung ist fehlgeschlagen: { $why }
command-to-move = --to-move { $value }: wählen Sie first oder second
command-no-start = L'Attaque hat keine feste Anfangsstellung: geben Sie eine Stellung an (beide Armeen gehören dazu)
command-position-options = ein Stellungstext bringt seine eigene Variante und seine Schalter mit; --variant und --set gelten nur für `start`
command-position = ungültige Stellung: { $why }
command-replay = { $path }: { $why }
command-move-refused = Zug { $n } '{ $text }' abgelehnt: { $why }
command-setup-side = --side { $value }: wählen Sie south oder north
command-not-lattaque = interner Fehler: das sind keine Optionen von L'Attaque
command-seed = --seed: { $why }
command-army = die Armee ist nicht gültig: { $why }
command-mismatch = ABWEICHUNG: diese Armee und dieser Seed ergeben die Wurzel { $root }, nicht { $given }
command-man-page = Handbuchseite: { $error }
command-man-file = { $path }: nicht schreibbar ({ $error })

## Die Werkzeuge des Spielers (PlayerError)

command-board-side = Seite { $side }: { $why }
command-turn = --turn { $value }: first, wenn Sie zuerst ziehen, sonst second (die Einladung sagt es)
command-sealed = { $path } gibt es schon: eine Partie und eine Seite werden nur einmal versiegelt (bewahren Sie die Datei auf; sie enthält Ihren Seed)
command-seal = { $why }
command-random = das System liefert keine Zufallsbytes: { $error }
command-key = Schlüssel: { $why }
command-bad-file = { $path }: { $why }
command-other-game = diese Mail betrifft die Partie { $mail }, die Geheimdatei die Partie { $secret }
command-sign-side = Seite '{ $side }': 1 (erste) oder 2 (zweite), wie die Regeln die Seiten nennen
command-sign-head = --head '{ $head }': { $why } (kopieren Sie die Log-Head-Zeile der Mail, auf die Sie antworten)
command-sign = { $why }
command-key-file-exists = { $path }: { $error } (eine Schlüsseldatei wird nie überschrieben)
command-write = { $path }: nicht schreibbar ({ $error })

## Die Post (MailError)

command-later = { $why } (die Nachricht bleibt beim Mailserver, der es später erneut versucht)
command-poll-both = poll liest ein Maildir oder ein IMAP-Postfach, nicht beides
command-poll-neither = poll braucht --maildir ORDNER oder --imap-host HOST (oder host im Abschnitt [imap] der Konfiguration)
command-imap = IMAP: { $why }
command-send-failed = { $n ->
    [one] { $n } Mail konnte nicht versendet werden (siehe oben)
   *[other] { $n } Mails konnten nicht versendet werden (siehe oben)
}
command-send-later = { $n ->
    [one] { $n } Mail konnte noch nicht übergeben werden; sie bleibt für das nächste `send` in der Warteschlange
   *[other] { $n } Mails konnten noch nicht übergeben werden; sie bleiben für das nächste `send` in der Warteschlange
}
command-run-both = run liest ein Maildir oder ein IMAP-Postfach, nicht beides
command-signal = Signalbehandlung: { $error }
command-lock-file = Sperrdatei { $path }: { $error }
command-running = ein anderes `estafette run` benutzt { $db } bereits

## Die Befehle des Betreibers (AdminError)

command-mode = --mode { $mode }: wählen Sie held oder blind
command-moves-first = --moves-first { $value }: wählen Sie first, second oder random
command-same-address = --first und --second müssen zwei verschiedene Adressen sein
command-time = --time: { $why }
command-grace-alone = --grace braucht --time
command-blind-lattaque = --mode blind gibt es nur für L'Attaque
command-blind-clock = --mode blind braucht eine Bedenkzeit (--time): die abschließenden Aufdeckungen haben eine Frist
command-side = --side { $side }: 1 oder 2
command-by = --by: { $why }
command-winner = --winner { $value }: 1, 2 oder draw
command-no-game = keine Partie '{ $game }' in dieser Datenbank
command-not-player = '{ $who }' spielt nicht in { $game }: geben Sie Adresse oder Namen eines Spielers an, oder 1 oder 2
command-json = JSON: { $error }
command-damaged = { $db } ist beschädigt (Integritätsprüfung von SQLite, siehe oben): lassen Sie die Datei, wie sie ist, und stellen Sie die letzte gute Sicherung mit `estafette restore` wieder her, nachdem Sie diese beiseitegelegt haben
command-audit-problems = { $n ->
    [one] die Prüfung hat { $n } Problem gefunden
   *[other] die Prüfung hat { $n } Probleme gefunden
}
command-no-folder = { $path } lässt sich nicht anlegen: den Ordner gibt es nicht
command-cannot-create = { $path } lässt sich nicht anlegen: { $error }
command-output-exists = { $path } gibt es schon: mit --force wird die Datei ersetzt
command-writing = { $path } lässt sich nicht schreiben: { $error }
command-nothing-restored = { $why }; es wurde nichts wiederhergestellt: { $db } wurde nicht angelegt
command-db-exists = { $db } gibt es schon: legen Sie die Datei zuerst beiseite (restore überschreibt nie eine Datenbank); es wurde nichts wiederhergestellt
command-other-key = die Sicherung { $path } gehört zu einer anderen Schlüsseldatei als { $key }: geben Sie mit --key-file die Schlüsseldatei der Datenbank an, aus der sie stammt (oder stellen Sie diese Schlüsseldatei aus Ihrer Sicherung wieder her); es wurde nichts wiederhergestellt: { $db } wurde nicht angelegt
command-staged = { $staged } gibt es schon, übrig von einer abgebrochenen Wiederherstellung: entfernen Sie die Datei und stellen Sie dann erneut wieder her; es wurde nichts wiederhergestellt: { $db } wurde nicht angelegt
command-copy-no-folder = die Sicherung lässt sich nicht nach { $staged } kopieren: den Ordner { $folder } gibt es nicht; es wurde nichts wiederhergestellt: { $db } wurde nicht angelegt
command-copy = die Sicherung lässt sich nicht nach { $staged } kopieren: { $error }; es wurde nichts wiederhergestellt: { $db } wurde nicht angelegt
command-backup-audit = { $n ->
    [one] die Sicherung besteht die Prüfung mit der Schlüsseldatei { $key } nicht ({ $n } Problem, siehe oben)
   *[other] die Sicherung besteht die Prüfung mit der Schlüsseldatei { $key } nicht ({ $n } Probleme, siehe oben)
}
command-created-meanwhile = { $db } wurde inzwischen angelegt: sie bleibt, wie sie ist

## `init --owner` and `check`: what went wrong or was found, and what to do.
command-check-no-user = auf diesem System gibt es keinen Benutzer { $user }: legen Sie ihn an (`useradd --system --home-dir /var/lib/estafette --shell /usr/sbin/nologin { $user }`) oder nennen Sie mit --owner einen anderen
command-check-give = { $path } kann nicht an { $user } übergeben werden: { $error } (nur root übergibt eine Datei an einen anderen Benutzer: führen Sie `estafette init --owner { $user }` als root aus)
command-check-no-database = die Datenbank { $db } existiert nicht: legen Sie sie mit `estafette init` an, ausgeführt als Benutzer der Pipe (oder als root mit --owner BENUTZER)
command-check-root-owned = { $path } gehört root, und Postfix führt eine Pipe nie als root aus: übergeben Sie die Datei an den Benutzer der Pipe (`chown BENUTZER: { $path }`), oder legen Sie die Dateien mit `estafette init --owner BENUTZER` an
command-check-other-owner = { $path } gehört { $owner }, nicht { $user }: Pipe, cron und die Dienste laufen unter einem Benutzer, dem jede Datei des Schiedsrichters gehören muss (`chown { $user }: { $path }`)
command-check-cannot = { $user } kann { $path } nicht lesen und schreiben ({ $error }): `chown { $user }: { $path }` und `chmod 600 { $path }`
command-check-folder = { $user } kann in { $folder } keine Dateien anlegen ({ $error }), wo SQLite die -wal- und -shm-Dateien der Datenbank hält: `chown { $user }: { $folder }` und `chmod 700 { $folder }`
command-check-smtp = der SMTP-Server { $host }:{ $port } antwortet nicht so, wie `send` es braucht ({ $why }): prüfen Sie, dass er läuft, und [smtp] host, port und tls (ein Relay auf diesem Rechner braucht nur host; tls = "none" nur, wo es kein STARTTLS nutzen darf)
command-check-sendmail = { $why }: geben Sie den vollständigen Pfad eines sendmail-Programms an, das läuft (sendmail in estafette.toml oder --sendmail)
command-check-clock = die Uhr zeigt { $now }, früher als diese Version von Estafette: stellen Sie die Systemzeit (NTP, `timedatectl`), denn jede Frist und jede Zeit in den Protokollen der Partien kommt von ihr
command-check-time-zones = die eingebauten Zeitzonendaten kennen { $zone } nicht: setzen Sie default_timezone auf einen IANA-Zonennamen (Europe/Berlin), oder verwenden Sie einen Build von Estafette mit seinen Zeitzonendaten
command-check-found = { $n ->
        [one] check hat { $n } Problem gefunden, siehe oben
       *[other] check hat { $n } Probleme gefunden, siehe oben
    }
