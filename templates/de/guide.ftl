### Die Absätze, die einem Spieler sagen, wie er spielt (compose/guide): die
### Regeln der Partie in Kürze (REGELN: die Armee, die wichtigsten Regeln
### der Variante, ein Beispiel), der Hinweis auf ausgesetzte Antworten, das
### Spieler-Kit. Die Namen der Seiten, Ränge und Waffengattungen kommen aus
### names.ftl: ein Argument $x ist sein Name, $x-form jede seiner Formen
### (.der, .Der, .den, .dem, .des, .plural, .ein, .einen, .kein). Felder und
### Zahlen sind Argumente.

## Der Absatz REGELN: die Armee, dann diese Zeile mit den wichtigsten Regeln
## ($variant die Variante und ihre Schalter, $rules die Sätze unten), das
## Beispiel und diese letzte Zeile.
guide-rules = Regeln ({ $variant }): { $rules }
guide-rules-more = REGELN schickt diese Zusammenfassung noch einmal; HILFE listet die Befehle auf.

## L'Attaque. Die Armee: Es folgt eine Tabelle mit Code, Rang und Anzahl.
guide-lattaque-army = Ihre Armee, { $total } Figuren (Code, Rang, Anzahl):
# Der Kampf; der zweite Satz, wenn zwei Aufklärer, die sich treffen, beide stehen bleiben ($scout).
guide-lattaque-combat = der höhere Rang gewinnt, bei gleichem Rang fallen beide.
guide-lattaque-combat-scouts-stay = der höhere Rang gewinnt, bei gleichem Rang fallen beide (zwei { $scout-plural } bleiben beide stehen).
guide-lattaque-attack = { $attack ->
   *[frontal] Eine Figur greift nur das Feld direkt vor ihr an, in Richtung des Gegners.
    [orthogonal] Eine Figur greift jede gegnerische Figur an, die auf ihrer Linie oder Reihe neben ihr steht.
}
# $beats: wann der Spion den Oberbefehlshaber schlägt.
guide-lattaque-spy = { $beats ->
   *[always] { $spy-Der } schlägt { $commander-den }, gleich wer angreift;
    [attacking] { $spy-Der } schlägt { $commander-den } nur, wenn { $spy-der } angreift;
} { $mine-ein } beseitigt jeden Angreifer, der { $sapper-kein } ist; wer { $flag-den } erobert, gewinnt.
# Die Gibson-Regel für die Aufstellung der Fahne: $squares und $last die
# Felder, auf denen sie nicht stehen darf, $files die Linien, auf denen
# Minen nicht ihr einziger Schutz sein dürfen.
guide-lattaque-flag = { $flag-Der } darf weder auf { $squares } oder { $last } stehen noch auf den Linien { $files } nur hinter Ihren eigenen { $mine-plural }.
guide-lattaque-max-plies = Remis beim { $n }. Halbzug.
# Ein Schritt von $from nach $step, dann ein Angriff auf $target.
guide-lattaque-example = Beispiel: { $from }-{ $step }x{ $target } zieht von { $from } nach { $step } und greift dann { $target } an. Trifft Ihr { $captain } (6) dort auf { $sergeant-einen } (4), wird { $sergeant-der } entfernt und Ihr { $captain } bleibt auf { $step }; beide Ränge werden beiden Spielern gezeigt.

## Der Strand. $total die Figuren einer Armee; $forts die Forts des Lesers
## ($count an der Zahl); $capital und $city die gegnerische Hauptstadt.
guide-strand-army = Jede Armee: { $ncavalry } { $cavalry }, { $ninfantry } { $infantry }, { $nartillery } { $artillery } ({ $total } Figuren), auf den dunklen Feldern.
guide-strand-rules = { $infantry-Der } zieht ein Feld vorwärts oder seitwärts; { $cavalry-der } ein Feld seitwärts oder ein oder zwei Felder vorwärts; { $artillery-der } ein Feld in jede Richtung. Man schlägt, indem man über eine benachbarte gegnerische Figur auf das leere Feld dahinter springt ({ $artillery-der } auch aus zwei Feldern Abstand); Schlagen ist Pflicht, außer für eine Figur auf einem Ihrer Forts ({ $count ->
    [0] keine
   *[other] { $forts }
}), und eine Sprungkette geht weiter, solange es geht. Wer die gegnerische Hauptstadt { $capital } ({ $city }) erreicht, gewinnt.
# Zwei Sprünge: von $from über $over1 nach $land1, dann über $over2 nach $land2.
guide-strand-example = Beispiel: { $from }x{ $land1 }x{ $land2 } springt von { $from } über die gegnerische Figur auf { $over1 } nach { $land1 }, dann über { $over2 } nach { $land2 } und schlägt beide Figuren.

## L'Assaut. $first und $second sind die Seiten, die wie ihre Figuren
## heißen; $nfirst und $nsecond ihre Anzahl; $from und $to die Ecken der
## Festung; $left die Soldaten, die übrig sind, wenn die Offiziere gewinnen.
guide-assaut-army = { $nfirst } { $first } gegen { $nsecond } { $second }; die Festung sind die neun Punkte von { $from } bis { $to }.
guide-assaut-rules = { $first-Der } ziehen einen Punkt entlang der weißen Linien, nie auf eine tiefere Reihe, und schlagen nie; sie gewinnen, wenn sie alle neun Punkte der Festung besetzen. { $second-Der } ziehen einen Punkt entlang jeder Linie und schlagen, indem sie über einen Soldaten auf den leeren Punkt dahinter springen, und machen weiter, solange sie können; Schlagen ist Pflicht, und ein Zug muss so viele { $first } wie möglich schlagen. { $second-Der } gewinnen, wenn nur noch { $left } oder weniger { $first } übrig sind.
# Der Schalter huff.
guide-assaut-huff = Pusten (huff): Ein Offizier, der nicht schlägt, obwohl er es kann, wird entfernt.
# Der Schalter fortress-sideways.
guide-assaut-sideways = In der Festung dürfen { $first-der } auch seitwärts ziehen.
# Für die Soldaten: ein Schritt von $from nach $to.
guide-assaut-example-first = Beispiel: { $from }-{ $to } zieht einen Soldaten von { $from } nach { $to }.
# Für die Offiziere: ein Sprung von $from über $over1 nach $land1, dann über $over2 nach $land2.
guide-assaut-example-second = Beispiel: { $from }x{ $land1 }x{ $land2 } lässt den Offizier auf { $from } über den Soldaten auf { $over1 } nach { $land1 } springen, dann über { $over2 } nach { $land2 }, und schlägt beide.

## Die letzte Antwort, für eine Stunde, auf E-Mails, die nichts ausführen:
## $limit die gegebenen Antworten, $until wann es wieder Antworten gibt;
## $ingame ist yes in einer Partie.
guide-muted = In der letzten Stunde hat der Schiedsrichter { $limit } { $ingame ->
    [yes] E-Mails von Ihnen zu dieser Partie
   *[no] E-Mails von Ihnen ohne Befehle einer Partie
} beantwortet, die nichts ausgeführt haben, mehr beantwortet er nicht: Dies ist seine letzte Antwort auf solche E-Mails bis { $until }. Eine E-Mail, die einen Befehl ausführt, erhält weiterhin ihre Quittung.

# Nach der Zeile einer Partie in einer Liste, wenn der Betreiber sie angehalten hat.
guide-paused = Vom Betreiber angehalten.

## Die Einladung zu einer Blindpartie: das Spieler-Kit unter $url, oder angehängt als $file.
guide-kit-url = Versiegeln Sie Ihre Armee in Ihrem Browser: { $url }
guide-kit-attached = Das Spieler-Kit hängt an dieser E-Mail ({ $file }): Öffnen Sie es in Ihrem Browser, um Ihre Armee zu versiegeln, Ihre Figuren aufzudecken und sie am Ende offenzulegen, ohne etwas zu installieren.
guide-kit-same = Das Kit gibt dieselben Zeilen aus wie die estafette-Befehle unten.
