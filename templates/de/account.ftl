### The answers to mail sent to the referee's plain address (no game
### token): the account commands GAMES, OBSERVE, UNOBSERVE, a command not
### understood, and the list of a player's games in progress. $game is a
### game's id.

not-understood-subject = nicht verstanden
# $why: what is wrong with the command.
not-understood = Ihr Befehl wurde nicht verstanden: { $why }

games-subject = Ihre Partien
games-none = Sie spielen hier keine Partie.
# Before the list of the player's games, one a line.
games-heading = Ihre Partien:

observe-unknown-subject = unbekannte Partie
observe-unknown = Es gibt keine Partie { $game }.
observe-player-subject = Sie spielen diese Partie
observe-player = Sie spielen { $game }: Der Schiedsrichter schickt Ihnen bereits Ihre eigene Sicht.
observe-closed-subject = keine Zuschauer
observe-closed = Die Spieler von { $game } lassen keine Zuschauer zu.
observe-subject = Sie beobachten { $game }
# Before the game as it stands.
observe-done = Sie beobachten jetzt { $game }; jeder Zug kommt zu Ihnen, aber nur mit dem, was beide Spieler sehen dürfen.
unobserve-done = Sie beobachten { $game } nicht mehr.
unobserve-not = Sie haben { $game } nicht beobachtet.

## A player's mail without a game token or an account command.
no-token-subject = kein Partie-Token
no-token-intro = Ihre E-Mail hat den Schiedsrichter ohne gültiges Partie-Token erreicht, daher wurde nichts darin ausgeführt. Um zu spielen, antworten Sie auf die letzte E-Mail des Schiedsrichters zu der Partie oder schreiben Sie an die Antwortadresse der Partie unten.
no-token-none = Sie haben hier keine laufende Partie.
no-token-heading = Ihre laufenden Partien:
no-token-outro = PARTIEN, an diese Adresse geschickt, listet alle Ihre Partien auf; HILFE, in einer E-Mail einer Partie, listet die Befehle auf.
# $title: the game's name; $mine and $theirs: the sides; $opponent: a name.
no-token-game = { $game } ({ $title }): Sie spielen { $mine } gegen { $opponent } ({ $theirs })
no-token-address = Antwortadresse: { $address }

## The confirmation asked before an OBSERVE, UNOBSERVE or challenge sent
## on the From line alone is carried out: $address the sender's address,
## $what what it asks (one of confirm-observe, confirm-unobserve, and
## confirm-challenge in challenge.ftl). $game is a game's id.
confirm-subject = Estafette: Bestätigen Sie Ihre Anfrage
confirm =
    Der Schiedsrichter Estafette hat eine E-Mail von { $address } erhalten, mit der Bitte, { $what }.

    Um zu bestätigen, dass Sie sie gesendet haben, antworten Sie auf diese E-Mail (jeder Text genügt): Nur eine Antwort auf diese E-Mail, von { $address }, führt sie aus.

    Wenn Sie sie nicht gesendet haben, ignorieren Sie diese E-Mail: Jemand anderes hat Ihre Adresse als Absender angegeben, und es geschieht nichts.
confirm-observe = Ihnen als Zuschauer jeden Zug der Partie { $game } zu senden
confirm-unobserve = Ihnen die Züge der Partie { $game } nicht mehr zu senden

## A registered player's mail over the size limit (max_message_bytes):
## $subject its subject (at most 100 characters), $limit the limit in
## bytes, $size its size when known.
too-large-subject = Nachricht zu groß
too-large =
    Ihre Mail (Betreff „{ $subject }“) ist zu groß für den Schiedsrichter: Er nimmt Mails von höchstens { $limit } Bytes an, und Ihre war größer. Nichts darin wurde gelesen oder angewendet.

    Senden Sie Ihre Befehle noch einmal in einer einfachen Mail ohne Anhänge, über dem zitierten Text.
too-large-size =
    Ihre Mail (Betreff „{ $subject }“) ist zu groß für den Schiedsrichter: Er nimmt Mails von höchstens { $limit } Bytes an, und Ihre war größer ({ $size } Bytes). Nichts darin wurde gelesen oder angewendet.

    Senden Sie Ihre Befehle noch einmal in einer einfachen Mail ohne Anhänge, über dem zitierten Text.
