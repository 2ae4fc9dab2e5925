### Die Fehler des Dienstes (src/service/errors.rs, `ServiceError`; das
### `NotDone` des Kerns) und die der Schlüsseldatei (src/keys:
### `SecretError`, `BadKey`): was `estafette` nach „estafette: “ ausgibt,
### wenn ein Befehl nicht ausgeführt werden kann. `$why` ist ein innerer
### Fehler in derselben Sprache; `$error` die Worte des Systems, einer
### Bibliothek oder eines anderen Teils; Pfade, Adressen und Partien wie
### sie sind.

service-no-game = keine Partie „{ $game }“ in dieser Datenbank (`estafette list` zeigt die Partien)
service-no-address = die Adresse des Schiedsrichters „{ $address }“ ist keine Mailadresse: ohne sie kann keine Mail geschrieben werden
service-batch-spoiled = ein geschützter Stapel wurde verdorben
service-stopping = der Schiedsrichter wird beendet
service-rolling-back = Zurückrollen eines Stapels: { $why }
service-committing = Festschreiben eines Stapels: { $why }
service-maildir-open = Maildir-Ordner nicht nutzbar: { $error }
service-maildir = Maildir: { $error }
service-sealing-message = Versiegeln der Nachricht: { $why }
service-sealing-messages = Versiegeln der Nachrichten: { $why }
service-no-random = das System liefert keine Zufallsbytes: { $error }
service-player-missing = die Zeile des Spielers fehlt
service-challenger-missing = der Herausforderer fehlt
service-game-vanished = die Partie ist verschwunden
service-tick = { $game }: `tick` fehlgeschlagen ({ $error })
service-bad-name = { $address }: Name abgelehnt ({ $error })
service-not-an-address = „{ $address }“ ist keine Mailadresse
service-same-addresses = die beiden Spieler müssen verschiedene Adressen haben
service-kit-file = kit_file { $path }: { $error } (die Seite, die `cargo xtask kit` schreibt)
service-building-mail = Zusammenstellen der Mail: { $error }
service-token = Token: { $error }
service-encode = JSON-Kodierung fehlgeschlagen: { $error }
service-games-unreadable = die Tabelle der Partien ist nicht lesbar: { $why }
service-outbox-unreadable = der Postausgang ist nicht lesbar: { $why }
service-failed-decision = interner Fehler: eine fehlgeschlagene Entscheidung kann nicht gespeichert werden
service-decision-ends = interner Fehler: die Entscheidung für { $game } bei Ereignis { $at } endet bei Ereignis { $ends } von { $of }
service-bad-stored-head = ungültiger gespeicherter Kopf
service-bad-stored-root = ungültige gespeicherte Wurzel
service-challenge-spec = Optionen der Herausforderung: { $error }
service-bad-confirmation-id = ungültige Bestätigungsnummer
service-bad-challenge-id = ungültige Herausforderungsnummer
service-no-new-address = zum Ersetzen einer Adresse braucht es die neue Adresse
service-other-side = diese Adresse spielt die andere Seite dieser Partie
service-snapshot-sealed = { $game }: der versiegelte Schnappschuss lässt sich nicht öffnen ({ $why }): falsche Schlüsseldatei?
service-snapshot-not-utf8 = der Schnappschuss ist kein UTF-8
service-snapshot-hex = Schnappschuss: { $why }
service-army-sealed = { $game }: die Armee des { $side ->
    [1] ersten
   *[other] zweiten
} Spielers lässt sich nicht öffnen ({ $why }): falsche Schlüsseldatei?
service-secret-json = Geheimnis: { $error }
service-key-missing-with-games = die Datenbank { $db } hat { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, aber ihre Schlüsseldatei { $key } gibt es nicht: stellen Sie die Schlüsseldatei aus Ihrer Sicherung wieder her oder nennen Sie sie mit --key-file (`init` erzeugt einen neuen Schlüssel nur für eine Datenbank ohne Partien: ein neuer Schlüssel kann die vorhandenen Partien nicht lesen)
service-key-file-missing = die Schlüsseldatei { $path } gibt es nicht: nennen Sie die Schlüsseldatei der Datenbank mit --key-file (oder ESTAFETTE_KEY_FILE, oder key_file in estafette.toml) oder stellen Sie sie aus Ihrer Sicherung wieder her
service-key-file-invalid = { $why }: stellen Sie die Schlüsseldatei aus Ihrer Sicherung wieder her
service-wrong-key-file = die Schlüsseldatei { $key } ist nicht der Schlüssel der Datenbank { $db }: nennen Sie die eigene Schlüsseldatei der Datenbank mit --key-file oder stellen Sie sie aus Ihrer Sicherung wieder her

## Ein Befehl des Betreibers an einer Partie, nicht ausgeführt (`NotDone`).
service-no-reason = nennen Sie einen Grund: er kommt ins Protokoll der Partie und an beide Spieler
service-blind-needs-clock = eine Blindpartie braucht eine Bedenkzeit (--time): die letzten Aufdeckungen haben eine Frist
service-bad-options = ungültige Optionen: { $why }

## Die Schlüsseldatei und das Versiegeln (src/keys).
service-key-io = die Schlüsseldatei { $path } lässt sich nicht { $action ->
    [create] anlegen
    [write] schreiben
    [open] öffnen
    [inspect] untersuchen
   *[read] lesen
}: { $error }
service-key-exists = die Schlüsseldatei { $path } gibt es schon; sie wird nicht überschrieben (ein neuer Schlüssel machte die Geheimnisse laufender Partien unlesbar)
service-key-permissions = die Schlüsseldatei { $path } hat den Modus { $mode }: Gruppe und andere dürfen keinen Zugriff haben; führen Sie `chmod 600 { $path }` aus
service-key-invalid = die Schlüsseldatei { $path } ist ungültig: { $why }
service-key-random = das System liefert keine Zufallsbytes: { $error }
service-key-too-short = das versiegelte Geheimnis hat { $n } Bytes, weniger als die { $least } einer Nonce und eines Tags
service-key-does-not-open = das versiegelte Geheimnis lässt sich nicht öffnen: falsche Schlüsseldatei, falsche Partie, Seite oder Wurzel, oder die gespeicherten Bytes wurden verändert
service-key-encrypt = das Geheimnis lässt sich nicht verschlüsseln (zu lang)
service-key-not-a-file = keine gewöhnliche Datei
service-key-too-large = zu groß für eine Schlüsseldatei
service-key-binary = 64 Hexadezimalziffern erwartet, Binärdaten gefunden
service-key-not-hex = 64 Hexadezimalziffern erwartet: { $why }

## Die Fehler der Demo selbst (`demo::DemoFault`).
service-demo-key-file = { $why }
service-demo-maildir = Maildir: { $error }
service-demo-file = Datei { $path }: { $error }
service-demo-write = Schreiben fehlgeschlagen: { $error }
service-demo-read = Lesen fehlgeschlagen: { $error }
service-demo-no-mail = keine Mail für { $game } in { $dir }
service-demo-audit = Prüfung: { $problems }
service-demo-not-demo-folder = { $dir } existiert und ist kein Demo-Ordner; wählen Sie mit --dir einen anderen
service-demo-no-position = keine Stellung
service-demo-unparsable = die Mail des Schiedsrichters kann nicht gelesen werden
service-demo-inbox = Posteingang des Schiedsrichters: { $error }
service-demo-move-refused = Zug der Demo abgelehnt: { $why }
service-demo-verify = Datei { $path }: { $why }
service-demo-not-bench-folder = { $dir } existiert und wurde nicht von estafette-bench angelegt; wählen Sie ein anderes --dir
service-demo-load-refused = { $step } wurde beim Aufbau der Last abgelehnt: { $outcome }
service-demo-no-position-after-setup = { $game }: keine Stellung nach dem Aufbau
service-demo-clock = { $why }
service-demo-game-move = Partie { $game }, Zug { $text }: { $why }
service-demo-move = Zug { $text }: { $why }
service-demo-stored = { $stored ->
    [one] { $stored } Partie gespeichert
   *[other] { $stored } Partien gespeichert
  }, { $expected } erwartet
service-no-operator-event = die Aktion des Betreibers hat kein Betreiber-Ereignis aufgezeichnet

## Was `estafette demo` über seine Partien ausgibt (`demo::Said`): $title
## der Titel des Spiels, $why warum die Partie endete, $head der Anfang des
## Kettenkopfs eines Transkripts.
service-demo-heading = Estafette-Demo in { $dir }
service-demo-game = { $title } ({ $game }): { $first } gegen { $second }
service-demo-over-won = beendet nach { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
  }: { $winner } gewinnt ({ $why })
service-demo-over-drawn = beendet nach { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
  }: remis ({ $why })
service-demo-over-unknown = beendet nach { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
  }: remis (?)
service-demo-mailboxes = Mail, zugestellt in das Maildir jedes Spielers unter { $root }:
service-demo-mailbox = { $dir } — { $n ->
    [one] { $n } Nachricht
   *[other] { $n } Nachrichten
  }
service-demo-transcripts = Transkripte, offline verifiziert:
service-demo-verified = { $path } — verifiziert: { $events } Ereignisse, { $moves } Züge, Kopf { $head }
service-demo-audited = Prüfung: Protokoll, Wiederholung und Momentaufnahme stimmen bei jeder Partie überein.

## Der Lastgenerator des Benchmarks: eine Mail der Last (`demo::LoadStep`)
## und was der Schiedsrichter aus einer nicht angewandten gemacht hat
## (`demo::Unapplied`).
service-bench-army = { $game }: eine Armee
service-bench-move = { $game }: Zug { $text }
service-bench-resignation = { $game }: die Aufgabe
service-bench-duplicate = ein Duplikat einer schon behandelten Mail
service-bench-failed = fehlgeschlagen: { $why }
