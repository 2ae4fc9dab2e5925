### The paragraphs of a game's mails (compose): moves, refusals, draws,
### the end, the clock's notices. $who is a player and side ("Alice
### (Süden)"); $mine is yes when the paragraph is about the reader. The
### reasons come from the rules, in the reader's language.

game-started = Beide Armeen stehen bereit: Die Partie beginnt.
game-commitment = { $mine ->
    [yes] Ihre Armee ist festgelegt: ihre Wurzel und ihre Blätter stehen am Ende (Nachweise).
   *[no] Die Armee von { $who } ist festgelegt: ihre Wurzel und ihre Blätter stehen am Ende (Nachweise).
}
# $ply the move's number, $text the move as written, $report what it did.
game-moved = { $mine ->
    [yes] { $ply }. Sie haben { $text } gespielt: { $report }
   *[no] { $ply }. { $who } hat { $text } gespielt: { $report }
}
game-moved-blind = { $mine ->
    [yes] { $ply }. Sie haben { $text } gespielt.
   *[no] { $ply }. { $who } hat { $text } gespielt.
}

## A refused command: $list the commands applied before it (or not applied
## after it), $failed the refused one, $reason why.
game-applied = Ausgeführt: { $list }.
game-refused = Abgelehnt: { $failed }: { $reason }
game-not-applied = Nicht ausgeführt: { $list }.

game-drawn = Die Partie endet remis: { $reason }.
game-won = { $who } gewinnt: { $reason }.

## What the players ask and tell each other.
draw-offered = { $who } bietet Remis an. Antworten Sie REMIS ANNEHMEN oder REMIS ABLEHNEN (oder ziehen Sie einfach).
draw-declined = { $who } lehnt das Remis ab.
resigned = { $who } gibt auf.
history-none = Noch keine Züge.
history-heading = Bisherige Züge:
# A history without its first $n moves (never expected).
history-missing = ({ $n ->
    [one] ein früherer Zug nicht gezeigt
   *[other] { $n } frühere Züge nicht gezeigt
})
## The moves of a finished game, above its list; the command to check
## the attached transcript $file follows the second sentence.
moves-heading = Die Züge:
moves-attached = Die ganze Partie hängt an dieser E-Mail ({ $file }). Um sie selbst zu prüfen, führen Sie aus:
# LANG: this game's mails now come in the language $to (en, fr, de or nl).
lang-set = Die E-Mails dieser Partie kommen jetzt auf { $to ->
    [fr] Französisch
    [de] Deutsch
   *[en] Englisch
} zu Ihnen. Ihre anderen Partien behalten ihre Sprache.
board-requested = Hier ist das Brett, wie Sie es sehen.

## The clock: $from, $until, $deadline and $forfeit are dates in the
## reader's time zone, $days the days of vacation left.
timezone-set = Ihre Zeitzone ist jetzt { $tz }; Fristen werden Ihnen ab jetzt in dieser Zone angezeigt.
vacation = { $mine ->
    [yes] Urlaub vermerkt: Die Uhren dieser Partie stehen vom { $from } bis { $until } still. Sie haben dieses Jahr noch { $days ->
        [one] einen Urlaubstag
       *[other] { $days } Urlaubstage
    }.
   *[no] { $who } ist im Urlaub: Die Uhren dieser Partie stehen vom { $from } bis { $until } still.
}
reminder = { $due ->
    [army] Erinnerung: Ihre Armee ist bis { $deadline } fällig.
    [reveal] Erinnerung: Ihre Aufdeckung ist bis { $deadline } fällig; ohne sie verlieren Sie die Partie.
   *[move] Erinnerung: Ihr Zug ist bis { $deadline } fällig.
}
late-notice = { $mine ->
    [yes] { $due ->
        [army] Ihre Frist ({ $deadline }) ist abgelaufen. Senden Sie Ihre Armee vor { $forfeit }, sonst verlieren Sie auf Zeit.
        [reveal] Ihre Frist ({ $deadline }) ist abgelaufen. Senden Sie Ihre Aufdeckung vor { $forfeit }, sonst verlieren Sie die Partie.
       *[move] Ihre Frist ({ $deadline }) ist abgelaufen. Ziehen Sie vor { $forfeit }, sonst verlieren Sie auf Zeit.
    }
   *[no] { $due ->
        [army] { $who } hat bis zur Frist ({ $deadline }) keine Armee gesendet. Ohne Armee vor { $forfeit } ist die Partie auf Zeit verloren.
        [reveal] { $who } hat bis zur Frist ({ $deadline }) nicht aufgedeckt. Ohne Aufdeckung vor { $forfeit } ist die Partie verloren.
       *[move] { $who } hat bis zur Frist ({ $deadline }) nicht gezogen. Ohne Zug vor { $forfeit } ist die Partie auf Zeit verloren.
    }
}
timed-out-void = Keine Armee ist rechtzeitig eingetroffen: Die Partie ist ungültig.
timed-out = { $who } hat die Zeit überschritten.
# The operator's decision $what (a sentence), and the $reason they gave.
operator-decision = Entscheidung des Betreibers: { $what }
operator-reason = Begründung: { $reason }

## A held army accepted: the army is shown between these two.
army-accepted = Ihre Armee ist angenommen und versiegelt:
army-keep = Bewahren Sie diese E-Mail auf. Mit dem Startwert und der Wurzel an ihrem Ende (Nachweise) kann jeder prüfen, dass der Schiedsrichter Ihre Armee nicht unbemerkt ändert.
# A player's message to the other, shown below this line.
relay = Nachricht von { $who }:
# A mail with the reader's token that failed the DKIM check; $sender its address.
not-authenticated = Eine E-Mail für diese Partie mit Ihrem Token, die von { $sender } kam, hat die DKIM-Prüfung unseres Servers nicht bestanden; nichts wurde ausgeführt. Wenn Sie es waren, prüfen Sie die Einstellungen Ihres E-Mail-Anbieters.
# The referee's mail to the opponent $who at $address bounced ($permanent
# yes) or is delayed; $status the delivery status.
unreachable = { $permanent ->
    [yes] Die E-Mail des Schiedsrichters an { $who } unter { $address } kam zurück (Status { $status }): Ihr Gegner erhält die Partie womöglich nicht. Der Betreiber ist informiert; die Partie geht weiter.
   *[no] Die E-Mail des Schiedsrichters an { $who } unter { $address } verzögert sich (Status { $status }); sie wird erneut zugestellt.
}

who = { $name } ({ $side })

## Die erste Mail einer Partie: $title die Partie, $options ihre Optionen,
## $side die Seite des Lesers, $opponent der andere Spieler und seine Seite.
welcome = Eine neue Partie { $title } ({ $options }) hat begonnen. Sie spielen { $side } gegen { $opponent }.
welcome-blind = Eine Blindpartie: Der Schiedsrichter sieht Ihre Armee nie. Unten steht, wie Sie sie versiegeln und senden.
welcome-army = Senden Sie zuerst Ihre Armee: Antworten Sie mit AUFSTELLUNG und dann vier Zeilen zu neun Figuren, so wie das Brett gedruckt ist (höchste Reihe zuerst, Linien a bis i). Der Schiedsrichter hält sie versiegelt und schickt Ihnen eine Quittung (Saat und Wurzel), die Sie prüfen können.
welcome-officers = Stellen Sie zuerst Ihre beiden Offiziere in die Festung: Antworten Sie zum Beispiel mit setzen d6 e6.
# Wer zuerst zieht; $armies ist yes, wenn vorher beide Armeen eintreffen müssen.
welcome-first = { $armies ->
    [yes] { $who } zieht zuerst, sobald beide Armeen eingetroffen sind.
   *[no] { $who } zieht zuerst.
}

## Die Entscheidungen des Betreibers: $side die Seite (mit ihren Formen),
## $name ihr Spieler, $by eine Dauer.
operator-paused = Der Betreiber hat die Partie angehalten: keine Züge, bis sie weitergeht, und die Uhren stehen.
operator-resumed = Der Betreiber hat die Partie fortgesetzt; die Pause wird den Fristen zugeschlagen.
operator-extended = Der Betreiber hat { $side-dem } ({ $name }) { $by } mehr für diesen Zug gegeben.
operator-address = Der Betreiber hat die Mailadresse { $side-des } ({ $name }) geändert.
operator-decided = Der Betreiber hat die Partie durch Entscheidung beendet.

## Eine Dauer, in Teilen: $n Tage, Stunden oder Minuten; zwei oder drei
## Teile verbunden.
duration-days = { $n } { $n ->
    [one] Tag
   *[other] Tage
}
duration-hours = { $n } { $n ->
    [one] Stunde
   *[other] Stunden
}
duration-minutes = { $n } { $n ->
    [one] Minute
   *[other] Minuten
}
duration-two = { $first } und { $last }
duration-three = { $first }, { $second } und { $last }

## Eine Bedenkzeit: $period eine Dauer, $moves die Züge darin (0: die Dauer
## gilt für jeden Zug); $base die Bedenkzeit, $grace eine Dauer.
time-control = { $moves ->
    [0] { $period } pro Zug
    [one] { $moves } Zug in { $period }
   *[other] { $moves } Züge in { $period }
}
time-control-grace = { $base }, { $grace } Nachfrist

## Die Antworten auf KALENDER und der Kalendertermin einer Fristmail
## ($due: army, move oder reveal; $deadline in der Zeitzone des Lesers).
calendar-on = Ihre Fristmails tragen jetzt einen Kalendertermin (eine .ics-Datei): einen pro Partie, verschoben mit jeder neuen Frist, mit den Erinnerungen als Alarme.
calendar-off = Ihre Fristmails tragen keinen Kalendertermin mehr; in einer Partie mit Uhr sagt der angehängte den Termin in Ihrem Kalender ab.
calendar-summary = { $game }: { $due ->
    [army] Ihre Aufstellung ist fällig
    [reveal] Ihre Aufdeckung ist fällig
   *[move] Ihr Zug ist fällig
}
calendar-description = Ihre Frist in { $title } { $game }: { $deadline }. Antworten Sie auf die letzte Mail des Schiedsrichters zu dieser Partie.
calendar-cancelled = { $game }: keine Frist mehr
