# Die Varianten und Schalter der Spiele, wie `estafette rules` sie erklärt.
# Die Namen der Varianten und Schalter und ihre Werte bleiben so, wie die
# Spieler sie tippen; nur die Sätze werden übersetzt.

rules-variant = { $name }: { $meaning }

variant-lattaque-gibson-1925 = die gedruckten Gibson-Regeln von etwa 1925
variant-lattaque-standard = die moderne Fassung, mit jedem Schalter unten umgelegt
variant-strand-default = die Regeln oben, mit den unten genannten Forts
variant-assaut-default = die Regeln oben

switch-lattaque-attack = frontal: eine Figur greift nur das Feld vor ihr an (Süd in Richtung Reihe 10, Nord in Richtung Reihe 1); orthogonal: jedes Nachbarfeld
switch-lattaque-equal-scouts = wenn ein Aufklärer einen Aufklärer angreift: beide bleiben (stay), oder beide werden entfernt (remove)
switch-lattaque-spy = der Spion schlägt den Oberbefehlshaber, gleich wer angreift (always), oder nur, wenn der Spion angreift (attacking)
switch-lattaque-flag-placement = gibson: keine Fahne auf c4 e4 g4 (Nord c7 e7 g7) noch in den Linien c, e, g mit nur eigenen Minen zwischen ihr und dem Fluss; free: überall
switch-lattaque-max-plies = die Partie ist remis, wenn N Halbzüge gespielt sind
switch-strand-forts = die Fortfelder jeder Seite
switch-strand-forts-values = allies:FELD+FELD.../germans:FELD+FELD... (dunkle Felder, keine Hauptstadt, keines zweimal; `none` für keine Forts)
switch-assaut-fortress-sideways = on: Soldaten in der Festung dürfen auch ihre waagrechten Linien benutzen, in beide Richtungen
switch-assaut-huff = on: die Offiziere dürfen einen Schlag auslassen; jeder Offizier, der einen größten Schlag hätte machen können, wird dann entfernt
