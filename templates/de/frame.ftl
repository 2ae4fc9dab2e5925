### The frame of every mail (views::frame, compose): the reply line,
### the proof heading, the subject and the status line.

frame-reply =
    Antworten Sie auf diese E-Mail mit Ihren Befehlen, einer pro Zeile, über
    dem zitierten Text. Senden Sie „HILFE“ für die Liste der Befehle.
# HTML, put in the page as it is: the word to send in bold.
frame-reply-html =
    Antworten Sie auf diese E-Mail mit Ihren Befehlen, einer pro Zeile,
    über dem zitierten Text. Senden Sie
    „<b>HILFE</b>“ für die Liste der Befehle.
frame-proof = Nachweise
# When a blind game's armies are published, at the end of its last mail.
frame-published = { $whose ->
    [both] Die Armeen sind jetzt mit ihren Startwerten am Ende veröffentlicht (Nachweise).
    [mine] Ihre Armee ist jetzt mit ihrem Startwert am Ende veröffentlicht (Nachweise).
   *[other] Die Armee von { $who } ist jetzt mit ihrem Startwert am Ende veröffentlicht (Nachweise).
}

## The end of a mail's subject, after the game and its id.
subject-not-applied = nicht ausgeführt
subject-game-over = Partie beendet
subject-your-move = Sie sind am Zug
subject-seal-army = versiegeln Sie Ihre Armee
subject-send-army = senden Sie Ihre Armee
subject-waiting = Warten
subject-reveal = decken Sie Ihre Armee auf
subject-help = Hilfe
subject-rules = Regeln
subject-history = bisherige Züge
subject-board = Brett
subject-reminder = Erinnerung
subject-late = Frist abgelaufen
subject-message = Nachricht

## The status line: $n is the move's number, $who a player and side
## ("Alice (Süden)"), $reason why the game ended.
status-setup-send = Aufstellung: Senden Sie Ihre Armee (AUFSTELLUNG, dann vier Zeilen mit je neun Figuren).
status-setup-waiting = Aufstellung: Warten auf die Armee von { $who }.
status-blind-seal = Aufstellung: Versiegeln Sie Ihre Armee mit estafette seal und senden Sie die Zeilen commit und leaf.
status-blind-waiting = Aufstellung: Warten auf die Festlegung von { $who }.
status-your-move = Zug { $n }: Sie sind am Zug.
status-waiting-for = Zug { $n }: Warten auf { $who }.
status-waiting = Warten.
status-blind-reveal = Auf dem Brett beendet: Senden Sie Ihre Aufdeckung (estafette reveal) vor Ablauf Ihrer Frist, sonst verlieren Sie die Partie.
status-blind-reveal-waiting = Auf dem Brett beendet: Warten auf die Aufdeckung von { $who }.
status-drawn = Partie beendet: remis ({ $reason }).
status-won = Partie beendet: { $who } gewinnt ({ $reason }).
status-over = Partie beendet.

## A blind game's paragraphs: $game the game, $side the side's word on
## the command line (south, north), $turn first or second, $options the
## game's options as the command takes them (" --variant NAME" and any
## " --set SWITCH=VALUE"); $square the attacked square, $home the
## square the piece started on; $reason why the game ended on the board.
blind-seal =
    Dies ist eine Blindpartie: Niemand, nicht einmal der Schiedsrichter, sieht Ihre Armee. Versiegeln Sie sie mit
      estafette seal { $game } { $side } ARMYFILE --turn { $turn }{ $options }
    und senden Sie die Zeilen, die das Programm ausgibt. Bewahren Sie die geheime Datei auf, die es schreibt: Sie öffnet
    Ihre Figuren, deckt am Ende Ihre Armee auf und signiert jede Ihrer späteren E-Mails
    (estafette sign SECRETFILE oder der Reiter „Ihr Zug“ im Spieler-Kit).
blind-open =
    Bevor Sie irgendetwas anderes tun, müssen Sie Ihre Figur auf { $square } (Startfeld { $home }) öffnen:
      estafette open SECRETFILE { $home }
blind-provisional = Die Partie ist auf dem Brett vorläufig beendet: { $reason }.
blind-reveal =
    Decken Sie jetzt Ihre Armee auf: Führen Sie
      estafette reveal SECRETFILE
    aus und senden Sie die fünf Zeilen, die es ausgibt, vor Ablauf Ihrer Frist. Wer nicht oder falsch aufdeckt, verliert die Partie.

## Die Angaben unter dem Brett: ihre Bezeichnungen; $label eine davon.
fact-game = Partie
fact-side = Sie spielen
fact-status = Stand
fact-time-control = Bedenkzeit
fact-deadline = { $mine ->
    [yes] Ihre Frist
   *[no] Frist des Gegners
}
fact-label = { $label }:
