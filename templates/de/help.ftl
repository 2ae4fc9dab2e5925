### HELP: the list of commands (compose::help_text). The commands and
### their words come from the command table; this catalog gives what each
### does (help-cmd-WORD, WORD being the command's English word) and, for a
### command that takes one, an example of its argument (help-arg-WORD).

help-header = Befehle (einer pro Zeile, über dem zitierten Text; Groß- und Kleinschreibung egal):
# Before the other language's words for the same commands.
help-other-words = Die englischen Wörter gehen auch:
# After the list: where the players' guide is (a file of the project).
help-guide = Die Anleitung für Spieler, mit allen Befehlen, Blindpartien und dem, was eine Quittung beweist: docs/PLAYING.md in den Quellen von Estafette.
# The club's commands, to the referee's plain address; their words as arguments.
help-club = An die Adresse des Schiedsrichters selbst: { $join } Name trägt Sie in ein Ihnen offenes Turnier ein, { $standings } Name sendet seine Kreuztabelle, { $rating } [Spiel] Ihre Wertungen, { $site } { $off } nimmt Ihren Namen von der öffentlichen Seite ({ $site } { $on } zeigt ihn wieder).

## The moves of each game, after an example of the notation.
help-move-lattaque = Zug (ein Aufklärer darf weit ziehen: b2-b7)
help-attack-lattaque = Angriff auf die benachbarte Figur
help-move-attack-lattaque = Zug, dann Angriff
help-step-strand = Schritt (die Kavallerie darf zwei Felder: b4-d6)
help-jump-strand = Sprung, mit jedem Landefeld
help-place-assaut = Offiziere: beide Offiziere aufstellen (erste Nachricht)
help-step-assaut = Schritt
help-jump-assaut = Sprung eines Offiziers, mit jedem Landepunkt

## The commands.
help-cmd-setup =
    dann vier Zeilen mit je neun Figuren, höchster Rang zuerst,
    z. B. 10 9 8 8 7 7 6 6 6 (Codes 10..2, S, M, F)
help-cmd-commit = die Zeilen, die `estafette seal` ausgibt (Ihre versiegelte Armee)
help-cmd-open = die Zeilen, die `estafette open` ausgibt (eine angegriffene oder laufende Figur)
help-cmd-reveal = die Zeilen, die `estafette reveal` ausgibt (am Ende der Partie)
help-cmd-resign = die Partie aufgeben
help-cmd-draw = Remis anbieten (REMIS ANNEHMEN / REMIS ABLEHNEN als Antwort)
help-cmd-board = das Brett noch einmal schicken
help-cmd-history = die bisherigen Züge
help-cmd-help = diese Liste
help-cmd-rules = die Regeln dieser Partie in Kürze
help-cmd-lang = die E-Mails dieser Partie auf Englisch (fr: Französisch, de: Deutsch)
help-arg-lang = en
help-cmd-message = Ihrem Gegner eine Nachricht übermitteln
help-arg-message = …
help-cmd-vacation = die Uhren der Partie anhalten (Partien mit Bedenkzeit)
help-arg-vacation = 5t
help-cmd-timezone = Fristen in einer Zeitzone zeigen, z. B. ZEITZONE Europe/Berlin
help-arg-timezone = tz
help-cmd-calendar = jede Frist als Kalendertermin anhängen (KALENDER AUS zum Abschalten)
help-cmd-key = Ihre Befehle mit diesem Schlüssel signieren (`estafette keygen`)
help-arg-key = k
help-cmd-sig = die Signaturzeile, die `estafette sign` schreibt
