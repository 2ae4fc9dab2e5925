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

command-lang = ESTAFETTE_LANG={ $value }: wählen Sie en, fr oder de (oder entfernen Sie die Variable, um der Locale zu folgen)
command-config-catalogs = Kataloge des Vorlagenordners: { $why }
command-busy-timeout = ESTAFETTE_BUSY_TIMEOUT_MS '{ $value }': das ist keine Zahl von Millisekunden
command-durability = ESTAFETTE_DURABILITY '{ $value }': schreiben Sie "normal" oder "full"
command-poll-batch = ESTAFETTE_POLL_BATCH '{ $value }': geben Sie eine Zahl von Nachrichten zwischen 1 und 10000 an
command-no-address = dieser Befehl verfasst oder versendet Post und braucht die Adresse des Schiedsrichters: geben Sie sie mit --address referee@example.org, ESTAFETTE_ADDRESS oder `address = "referee@example.org"` in estafette.toml an
command-not-plain-address = die Adresse des Schiedsrichters '{ $address }' ist keine einfache Mailadresse (lokal@domain, ohne `+`, da Antworten an lokal+KENNUNG@domain gehen): geben Sie sie mit --address referee@example.org, ESTAFETTE_ADDRESS oder `address = "referee@example.org"` in estafette.toml an
command-not-mailbox = '{ $text }' ist keine Mailadresse ({ $error }): schreiben Sie ADRESSE oder "Name <ADRESSE>" (einen Namen mit Kommas in Anführungszeichen)
command-player-lang = Sprache '{ $lang }': wählen Sie en, fr oder de
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
