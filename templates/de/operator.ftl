### Was die Kommandozeile für den Betreiber ausgibt, in seiner Sprache
### (ESTAFETTE_LANG, sonst die Locale): die Regeln von `estafette rules`,
### die Tabellen und Zustände von `list` und `show`.

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
