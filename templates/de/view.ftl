### Die Wörter der Bretter (views::board), der Nachweise am Ende einer
### Mail (compose::proof) und der Beschriftungen der Felder.

board-first-player = erster Spieler
board-second-player = zweiter Spieler
board-key = Legende:
board-plain = ohne Zeichen
board-hidden = verdeckt
board-empty = leer
board-lake = See
board-marked = markiertes Feld
board-revealed-text = Im Kampf aufgedeckt:
board-revealed-html = goldener Rahmen: im Kampf aufgedeckt
board-revealed-title = aufgedeckt
board-you = Sie
board-last-move = Letzter Zug
board-to = nach
board-attack-on = Angriff auf
board-placed = gesetzt auf
board-combat = Kampf
board-last-title = letzter Zug
# Zwischen einer Beschriftung und dem, was sie bezeichnet.
board-sep = {": "}

# Die Beschriftungen der Felder, die die Regelwerke geben (auf Englisch).
mark-fortress = Festung
mark-allied-fort = alliiertes Fort
mark-german-fort = deutsches Fort
mark-allied-capital = alliierte Hauptstadt (Bordeaux)
mark-german-capital = deutsche Hauptstadt (Berlin)

# $seed und $root der versiegelten Armee, $check der Befehl, der sie prüft.
proof-seal =
    Das Siegel Ihrer Armee:
    Startwert: { $seed }
    Wurzel: { $root }
    Zum Prüfen speichern Sie die vier Zeilen Ihrer Armee als army.txt und führen aus:
    { $check }
proof-commitment = { $mine ->
    [yes] Die Festlegung Ihrer Armee:
   *[no] Die Festlegung der Armee von { $who }:
}
proof-root = Wurzel: { $root }
proof-leaves = Blätter (Startfeld, Hash):
# $ply die Nummer des Zuges, $openings eine Zeile je geöffnete Figur.
proof-openings =
    Öffnungen des Zuges { $ply } (Startfeld, Rang, Salz):
    { $openings }
proof-published = { $mine ->
    [yes] Ihre Armee, veröffentlicht mit ihrem Startwert:
   *[no] Die Armee von { $who }, veröffentlicht mit ihrem Startwert:
}
proof-seed = Startwert: { $seed }

# `estafette rules`: nach den Regeln in Kürze die Varianten und Schalter.
rules-variants = Varianten (die voreingestellte zuerst): { $variants }
rules-switches = Schalter (NAME=WERT):
rules-switch = { $name } = { $values }, voreingestellt { $default }
