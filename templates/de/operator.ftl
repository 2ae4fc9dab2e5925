### Was die Kommandozeile für den Betreiber ausgibt, in seiner Sprache
### (ESTAFETTE_LANG, sonst die Locale): die Regeln von `estafette rules`,
### die Tabellen und Zustände von `list` und `show` und was die anderen
### Befehle bei Erfolg melden.

## `estafette rules`: die Regeln in Kürze für jemanden, der sie liest, nicht
## für den Spieler einer Seite. Die Tabelle der Armee von L'Attaque folgt
## der ersten Nachricht.
operator-rules-lattaque-army = Jede Armee, { $total } Figuren (Code, Rang, Anzahl):
# Die Gibson-Regel für die Aufstellung der Fahne: $first die Felder, auf
# denen die Fahne von $south nicht stehen darf, $second die von $north;
# $files die Linien, auf denen Minen nicht ihr einziger Schutz sein dürfen.
operator-rules-lattaque-flag = { $flag-Der } darf weder auf { $first } (für { $south-den }) oder { $second } (für { $north-den }) stehen noch auf den Linien { $files } nur hinter den eigenen { $mine-plural } ihrer Seite.
# Ein Zug von $south: ein Schritt von $from nach $step, dann ein Angriff auf $target.
operator-rules-lattaque-example = Beispiel: { $from }-{ $step }x{ $target }, ein Zug { $south-des }, zieht von { $from } nach { $step } und greift dann { $target } an. Trifft { $captain-ein } (6) dort auf { $sergeant-einen } (4), wird { $sergeant-der } entfernt und { $captain-der } bleibt auf { $step }; beide Ränge werden beiden Spielern gezeigt.
# Der Strand: $nfirst und $forts-first die Forts von $first ($nsecond und
# $forts-second die von $second); $capital-first und $capital-second die
# Felder der Hauptstädte, deren Name das `.capital` der Seite ist.
operator-rules-strand = { $infantry-Der } zieht ein Feld vorwärts oder seitwärts; { $cavalry-der } ein Feld seitwärts oder ein oder zwei Felder vorwärts; { $artillery-der } ein Feld in jede Richtung. Eine Figur schlägt, indem sie über eine benachbarte gegnerische Figur auf das leere Feld dahinter springt ({ $artillery-der } auch aus zwei Feldern Abstand); Schlagen ist Pflicht, außer für eine Figur auf einem Fort ihrer eigenen Seite ({ $first-der }: { $nfirst ->
    [0] keine
   *[other] { $forts-first }
}; { $second-der }: { $nsecond ->
    [0] keine
   *[other] { $forts-second }
}), und eine Sprungkette geht weiter, solange es geht. Wer die gegnerische Hauptstadt erreicht, gewinnt: { $capital-second } ({ $second-capital }) für { $first-den }, { $capital-first } ({ $first-capital }) für { $second-den }.

## `estafette list`: die Spaltenköpfe und der Zustand einer Partie.
operator-column-game = PARTIE
operator-column-kind = SPIEL
operator-column-players = SPIELER
operator-column-to-move = AM ZUG
operator-column-deadline = FRIST
operator-column-state = ZUSTAND
# Die Namen der beiden Spieler.
operator-players = { $first } gegen { $second }
# $reason: warum die Partie endete; $name: der Name des Siegers.
operator-state-drawn = remis ({ $reason })
operator-state-won = { $name } hat gewonnen ({ $reason })
operator-state-paused = angehalten
operator-state-setup = Aufstellung
operator-state-play = läuft

## `estafette show`: die Zustandszeile, wie der Schiedsrichter sie sieht.
## $who ist ein Spieler mit Seite („Alice (Süden)“); $state ein Zustand von `list`.
operator-status-over = Partie beendet: { $state }.
operator-status-setup = Aufstellung: Es fehlt die Armee von { $who }.
operator-status-setup-both = Aufstellung: Es fehlen die Armeen von { $first } und { $second }.
operator-status-move = Zug { $n }: { $who } ist am Zug.
operator-status-other = { $state }.

## `estafette stats`: die Bezeichnung jeder Zahl (der Wert folgt ihr).
## $kind das Spiel einer Partie und $status ihr Zustand, wie die Datenbank
## sie nennt (setup, play, over…); $status der Post: new, done, failed…
operator-stats-games = Partien { $kind } { $status }
operator-stats-moves-day = Züge der letzten 24 h
operator-stats-moves-week = Züge der letzten 7 Tage (pro Tag)
operator-stats-mail-in = Post eingegangen: { $status }
operator-stats-mail-out = Post ausgehend: { $status }
operator-stats-bounces = Rückläufer der letzten 30 Tage
operator-stats-oldest = älteste unbearbeitete Nachricht
operator-stats-pending = ausstehende Sendungen

## `estafette audit`: $n die Zahl der Probleme, $games der Partien.
operator-audit-damaged = Prüfung: Die Datenbankdatei ist beschädigt ({ $n ->
    [one] { $n } Problem
   *[other] { $n } Probleme
})
operator-audit-count = Prüfung: { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $n ->
    [one] { $n } Problem
   *[other] { $n } Probleme
}
operator-audit-sound = Prüfung: Die Datenbankdatei ist fehlerfrei; Protokoll, Nachspielen, Momentaufnahme und ausgehende Post jeder Partie stimmen überein

## `estafette backup` und `restore`: $db die Datenbankdatei, $path die
## Sicherung, $key die Schlüsseldatei; $version das Schema der Sicherung,
## $games ihre Partien.
operator-backup-done = { $db } nach { $path } gesichert
operator-backup-key = Die Schlüsseldatei { $key } ist nicht in der Sicherung: Bewahren Sie anderswo eine Kopie auf, sonst können die Armeen und Antwortmarken laufender Partien nicht gelesen werden
operator-restore-done = { $path } (Schema { $version }, { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}) nach { $db } wiederhergestellt
operator-restore-audit = Prüfung mit der Schlüsseldatei { $key } bestanden

## `estafette init`: $db die Datenbankdatei, $key die Schlüsseldatei.
operator-init-ready = Datenbank { $db } und Schlüsseldatei { $key } bereit

## `estafette verify`: $game die Kennung der Partie, $events die Einträge
## ihres Protokolls, $moves ihre Züge, $result wie sie steht (ein Zustand
## von `list`, oder nicht beendet), $head der Kettenkopf nach dem letzten
## Eintrag.
operator-verify-done = geprüft: { $game } — { $events ->
    [one] { $events } Ereignis
   *[other] { $events } Ereignisse
}, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}, { $result }; Kopf { $events } { $head }
operator-verify-unfinished = nicht beendet
# $events die Positionen der Signaturen über eine noch nicht veröffentlichte Armee.
operator-verify-unchecked = noch nicht prüfbar: die Signaturen der Einträge { $events } decken eine noch nicht veröffentlichte Armee ab; sie werden geprüft, sobald die Armeen am Ende veröffentlicht sind
# $n die Kettenköpfe in der Post des Spielers.
operator-verify-receipts = Belege: { $n ->
    [one] Der Kettenkopf in Ihrer Post stimmt
   *[other] Alle { $n } Kettenköpfe in Ihrer Post stimmen
} mit dem Protokoll überein
# $last der Eintrag des letzten Kopfes, den der Spieler hat, von $events.
operator-verify-receipts-last = Belege: Der letzte, den Sie haben, steht bei Eintrag { $last } von { $events }: Keine Ihrer Mails deckt die Einträge danach ab
# `estafette verify-setup`: $root die Wurzel der Festlegung.
operator-verify-setup = Aufstellung geprüft: Diese Armee und dieser Seed ergeben die Wurzel { $root }
