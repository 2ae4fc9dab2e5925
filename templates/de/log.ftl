## Warum ein Ereignis des Protokolls nicht zur Partie passt (das
## `referee::misfit::Misfit` des Kerns): was `verify` über ein Transkript
## sagt, dessen Protokoll sich nicht nachspielen lässt, und was einen
## Befehl ablehnt, dessen Ereignisse nicht passen. $side ist eine Seite
## (ihre Formen $side-der, $side-des …) und $name ihr Spieler; $text ein
## Zug, wie geschrieben; $ply und $n Zahlen; $why die Worte der Regeln
## oder des Protokolls.

log-first-not-created = das erste Ereignis muss „created“ sein
log-empty = das Protokoll ist leer
log-blind-not-lattaque = den Blindmodus gibt es nur für L'Attaque
log-setup-only-lattaque = nur L'Attaque hat eine Aufstellungsphase
log-no-position = keine Stellung
log-army-not-held = die Armee wird nicht vom Schiedsrichter verwahrt
log-no-commitment = keine Festlegung
log-combat-unrecorded = ein Kampf fand statt, aber keiner wurde aufgezeichnet
log-combat-invented = ein Kampf wurde aufgezeichnet, aber der Zug führt zu keinem
log-should-have-ended = die Partie hätte vor diesem Ereignis enden müssen
log-openings-only-blind = Öffnungen senden die Spieler nur in Blindpartien
log-second-created = ein zweites „created“-Ereignis
log-opening-outside-blind = eine Öffnung außerhalb einer Blindpartie
log-commit-outside-setup = eine Armee außerhalb der Aufstellungsphase festgelegt
log-armies-unknown = die verdeckten Armeen sind nicht bekannt (sie werden am Ende der Partie veröffentlicht), daher können die Züge nicht geprüft werden
log-published-before-end = eine Armee vor dem Ende veröffentlicht
log-draw-offer-after-end = ein Remisangebot nach dem Ende
log-resign-after-end = eine Aufgabe nach dem Ende
log-draw-declined-unoffered = ein abgelehntes Remis, das nicht angeboten war
log-decision-bad = eine Entscheidung über eine beendete Partie oder für keine Seite
log-address-after-end = eine nach dem Ende ersetzte Adresse
log-ended-twice = die Partie endete zweimal
log-late-early = eine Verspätungsnachricht vor der Frist
log-pause-bad = eine Pause einer beendeten oder bereits pausierten Partie
log-resume-unpaused = eine fortgesetzte Partie, die nicht pausiert war
log-vacation-after-end = ein Urlaub nach dem Ende
log-vacation-no-clock = ein Urlaub in einer Partie ohne Uhr
log-extension-not-positive = eine Verlängerung muss positiv sein
log-timeout-no-clock = eine Zeitniederlage in einer Partie ohne Uhr
log-both-timed-out = beide Seiten haben die Zeit überschritten, aber eine Armee war angekommen
log-nobody-on-clock = die Uhr läuft für niemanden
log-timeout-early = eine Zeitniederlage, bevor Frist und Nachfrist abgelaufen waren
log-blind-move-combat = ein Zug einer Blindpartie zeichnet keinen Kampf auf: Kämpfe folgen den Öffnungen
log-only-reveals-awaited = die Partie ist auf dem Brett vorbei: nur die Aufdeckungen stehen noch aus
log-empty-opening = eine leere Öffnung
log-no-clock = keine Uhr
log-reveal-timeout-early = eine versäumte Aufdeckung, aufgezeichnet bevor ihre Frist und die Nachfrist abgelaufen waren

## Die Festlegungen, die Öffnungen und die Saaten: $why ist der Fehler des
## Protokolls (ein verschachtelter Grund: protocol-hex-*, protocol-commit-*,
## ...); $square und $home Felder; $rank und $rules-rank Rangcodes; $role
## die Figur des Kampfes (attacker oder defender), ein Selektor.

log-bad-seed = ungültige Saat: { $why }
log-cannot-commit = Festlegung unmöglich: { $why }
log-cannot-open = Öffnung unmöglich: { $why }
log-bad-root = ungültige Wurzel: { $why }
log-bad-leaf = ungültiges Blatt: { $why }
log-bad-salt = ungültiges Salz: { $why }
log-leaf-off-board = das Blattfeld { $square } liegt außerhalb des Bretts
log-no-leaf = kein Blatt für { $square }
log-combat-piece = { $role ->
        [attacker] der Angreifer
       *[defender] der Verteidiger
    } wurde als { $rank } von { $square } aufgezeichnet, aber die Regeln ergeben { $rules-rank } von { $home }
log-opening-mismatch = die Öffnung { $role ->
        [attacker] des Angreifers
       *[defender] des Verteidigers
    } auf { $square } passt nicht zu ihrem Blatt
log-removed = aufgezeichnet als Entfernung von [{ $recorded }], aber die Regeln entfernen [{ $rules }]
log-commit-key-outside-blind = die Festlegung { $side-des } ({ $name }) trägt einen Signaturschlüssel, was nur die Festlegung einer Blindpartie tut
log-commitment-bad = Festlegung { $side-des } ({ $name }): { $why }
log-commit-not-army = die Festlegung { $side-des } ({ $name }) ist nicht die seiner Armee
log-committed-key-bad = festgelegter Schlüssel der Seite { $n }: { $why }
log-blind-commitment-bad = Festlegung der Seite { $n }: { $why }{ $key ->
        [yes] { " " }und ihr Schlüssel
       *[no] { "" }
    }

## Die Ereignisse, die Züge, die Aufdeckungen, das Ende und die Uhr.

log-at-event = Ereignis { $n }: { $why }
log-no-such-side = Seite { $n } ist weder 1 noch 2
log-bad-game-id = „{ $game }“ ist keine gültige Partiekennung
log-unknown-mode = der Modus „{ $mode }“ wird von dieser Version nicht unterstützt
log-bad-options = ungültige Optionen: { $why }
log-no-hidden-armies = { $game ->
    [strand] das { title-strand }
    [assaut] { title-assaut }
   *[lattaque] { title-lattaque }
} hat keine verdeckten Armeen
log-not-on-clock = die Uhr läuft nicht für { $side-den } ({ $name })
log-wrong-deadline = die Frist { $side-des } ({ $name }) ist { $deadline }, nicht { $given }
log-committed-twice = { $side-Der } ({ $name }) hat zweimal eine Armee festgelegt
log-move-not-in-play = Zug { $text }, während die Partie nicht läuft
log-move-paused = Zug { $text }, während die Partie pausiert ist
log-out-of-turn = Zug { $text } { $side-des } ({ $name }) außer der Reihe
log-wrong-ply = Zug { $text } mit der Nummer { $ply }, erwartet { $expected }
log-move-not-a-move = Zug { $ply } { $text }: kein Zug: { $why }
log-move-illegal = Zug { $ply } { $text }: regelwidrig: { $why }
log-move-fails = Zug { $ply } { $text }: { $why }
log-not-canonical = Zug { $ply } „{ $text }“ ist nicht in kanonischer Form („{ $canonical }“)
log-not-canonical-blind = Zug { $ply } „{ $text }“ ist nicht in kanonischer Form
log-published-twice = { $side-Der } ({ $name }) hat zweimal veröffentlicht
log-published-uncommitted = { $side-Der } ({ $name }) hat eine Armee veröffentlicht, die nie festgelegt wurde
log-published-root-differs = die veröffentlichte Armee und Saat { $side-des } ({ $name }) ergeben nicht die festgelegte Wurzel
log-published-army-differs = die veröffentlichte Armee { $side-des } ({ $name }) weicht von der gespielten ab
log-result-differs = aufgezeichnetes Ergebnis { $winner ->
        [0] Remis
        [1] Sieg der Seite 1
       *[other] Sieg der Seite 2
    }, { $recorded }, aber die Regeln ergeben { $rules-winner ->
        [0] Remis
        [1] Sieg der Seite 1
       *[other] Sieg der Seite 2
    }, { $given }
log-ended-for-nothing = die Partie wurde als beendet aufgezeichnet ({ $reason }), aber nichts beendet sie
log-reminder-early = eine Erinnerung { $before } s vor der Frist zu früh gesendet
log-vacation-span = ein Urlaub von { $from } bis { $until } ist kein gültiger Zeitraum
log-side-timeout-early = eine Zeitniederlage { $side-des } ({ $name }) aufgezeichnet, bevor Frist und Nachfrist abgelaufen waren
log-blind-commit-bad = { $side-Der } ({ $name }) hat außerhalb der Aufstellungsphase oder zweimal festgelegt
log-owes-no-reveal = { $side-Der } ({ $name }) schuldet jetzt keine Aufdeckung

## Die Schlüssel und Signaturen der Spieler: $side ist die Nummer einer
## Seite (1 oder 2); $why der Text des Protokolls.

log-second-key = { $side ->
        [1] die erste Seite
       *[other] die zweite Seite
    } hat einen zweiten Schlüssel registriert
log-key-after-moving = { $side ->
        [1] die erste Seite
       *[other] die zweite Seite
    } hat nach dem Ziehen einen Schlüssel registriert
log-bad-key = Schlüssel { $side ->
        [1] der ersten Seite
       *[other] der zweiten Seite
    }: { $why }
log-no-key = eine Signatur { $side ->
        [1] der ersten Seite
       *[other] der zweiten Seite
    }, die keinen Schlüssel hat
log-seen-out-of-range = eine Signatur { $side ->
        [1] der ersten Seite
       *[other] der zweiten Seite
    } über das Protokoll an Position { $seen }, nicht zwischen ihrer letzten Handlung ({ $last }) und der Signatur (Ereignis { $n })
log-bad-head = der Kopf einer Signatur: { $why }
log-signature-unreadable = unlesbare Signatur: { $why }
log-signature-uncheckable = nicht prüfbare Signatur: { $why }
log-signature-fails = die Signatur { $side ->
        [1] der ersten Seite
       *[other] der zweiten Seite
    } ist ungültig: sie wurde nicht mit dem registrierten Schlüssel über diese Befehle und den Protokollkopf an Position { $seen } erstellt
log-uncovered = Ereignis { $n } zeichnet einen Befehl { $side ->
        [1] der ersten Seite
       *[other] der zweiten Seite
    } ({ $kind }) auf, den keine Signatur dieses Spielers abdeckt
log-committed-key-unreadable = der festgelegte Schlüssel { $side ->
        [1] der ersten Seite
       *[other] der zweiten Seite
    }: { $why }
log-other-key = { $side ->
        [1] die erste Seite
       *[other] die zweite Seite
    } hat einen anderen Schlüssel festgelegt als den registrierten
log-sealed-out-of-place = eine Signatur { $side ->
        [1] der ersten Seite
       *[other] der zweiten Seite
    } enthält eine versiegelte Armee, wo der Schiedsrichter keine verwahrt
log-sealed-unpublished = die Armee { $side ->
        [1] der ersten Seite
       *[other] der zweiten Seite
    } wird ohne die signierte Mail veröffentlicht, die sie aufgestellt hat und deren Signatur das Protokoll versiegelt hält
log-sealed-mismatch = die mit der Armee { $side ->
        [1] der ersten Seite
       *[other] der zweiten Seite
    } veröffentlichte signierte Mail ist nicht die, die das Protokoll versiegelt hält, oder stellt eine andere Armee auf

## Die des Betreibers: ein zwischengespeicherter Stand einer Partie, der
## sich nicht lesen lässt oder nicht zu ihrem Protokoll passt. $game ist
## die Kennung einer Partie; $why der Text des JSON-Lesers oder der Regeln.

log-snapshot-not-json = ungültiger Stand: { $why }
log-snapshot-older = ein älterer Stand, mit den Zügen: spielen Sie das Protokoll nach
log-snapshot-position = ungültige Stellung im Stand: { $why }
log-snapshot-square-without-leaf = ungültige Festlegung im Stand: ein Feld ohne sein Blatt
log-snapshot-no-leaves-nor-army = ungültiger Stand: eine Festlegung ohne ihre Blätter und ohne ihre Armee
log-snapshot-held-army-differs = ungültiger Stand: eine verwahrte Armee ergibt nicht ihre Festlegung
log-snapshot-history-count = { $game }: das bis Ereignis { $replayed-n } nachgespielte Protokoll hat { $replayed-plies } Züge, der zwischengespeicherte Stand bei Ereignis { $n } hat { $plies }
log-snapshot-history-differs = { $game }: die letzten Züge weichen von denen des Protokolls ab
