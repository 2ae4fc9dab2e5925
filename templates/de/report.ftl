## Was ein Zug bewirkt hat, wie es beide Spieler erfahren. Eine Seite ist
## `$side` (die ziehende) oder `$enemy`, ein Rang `$attacker` oder
## `$defender`, eine Waffengattung des Strand `$kind`, mit den Formen ihrer
## Namen in names.ftl (`$side-Der` am Satzanfang, `$side-adj` das Adjektiv
## einer Seite des Strand, `$enemy-capital` die gegnerische Hauptstadt).

## L'Attaque.
report-lattaque-moved = { $side-Der } zog { $from }-{ $to }.
report-lattaque-scout-ran = Der Aufklärer { $side-des } lief { $from }-{ $to }.
# $stepped: yes, wenn die Figur vor dem Angriff gezogen ist; $outcome:
# flag, both, defender, attacker (die entfernte Figur) oder stay.
report-lattaque-attack =
    { $stepped ->
        [yes] { $side-Der } zog { $from }-{ $to }, dann griff { $attacker-der } { $side-des }
       *[no] { $attacker-Der } { $side-des } auf { $at } griff
    } { $defender-den } { $enemy-des } auf { $target } an{ $outcome ->
        [flag] { "" } und eroberte sie: { $side-Der } gewinnt.
        [both] : Beide werden entfernt.
        [defender] : { $defender-Der } { $enemy-des } wird entfernt.
        [attacker] : { $attacker-Der } { $side-des } wird entfernt.
       *[stay] : Gleiche Aufklärer, beide bleiben stehen.
    }

## L'Attaque blind: Der Schiedsrichter kennt keinen Rang.
report-blind-played = { $side-Der } spielte { $move }.

## Strand. $entered: yes, wenn die Figur die gegnerische Hauptstadt erreicht hat.
report-strand-moved =
    Die { $side-adj } { $kind } zog { $path }{ $entered ->
        [yes] { "" } und zog in { $enemy-capital } ein
       *[no] { "" }
    }.
report-strand-jumped =
    Die { $side-adj } { $kind } sprang { $path } und schlug { $taken }{ $entered ->
        [yes] , dann zog sie in { $enemy-capital } ein
       *[no] { "" }
    }.
# Eine geschlagene Figur, in $taken.
report-strand-taken = die { $side-adj } { $kind } auf { $square }

## L'Assaut.
report-assaut-placed = Die Offiziere bezogen ihre Posten auf { $first } und { $second }.
report-assaut-soldier-moved = Ein Soldat zog von { $from } nach { $to }.
report-assaut-officer-moved = Ein Offizier zog von { $from } nach { $to }.
report-assaut-huffed =
    Ein Offizier zog von { $from } nach { $to }, ohne zu schlagen; weil nicht geschlagen wurde, { $n ->
        [one] wurde der Offizier auf { $squares } entfernt
       *[other] wurden die Offiziere auf { $squares } entfernt
    }.
report-assaut-captured =
    Ein Offizier schlug { $n } { $n ->
        [one] Soldaten
       *[other] Soldaten
    } (auf { $squares }) mit { $move }.

## Listen: `a, b und c`.
report-and = { $first } und { $rest }
report-comma = { $first }, { $rest }

## Hinweise. Ein Spieler wird mit seiner Seite genannt, dann mit seinem Namen.
notice-key-registered = { $side-Der } ({ $player }) hat den Signaturschlüssel { $key } hinterlegt: Ab jetzt nimmt der Schiedsrichter von { $side-dem } ({ $player }) nur noch damit signierte Befehle an (estafette sign), und verify prüft jede Signatur.

## Blindpartien. $line ist die Aufdeckzeile des Spielers, wie er sie gesendet hat.
notice-opened =
    { $side } ({ $player }) hat die Figur von { $home } aufgedeckt: { $rank }
    { "  " }{ $line }
# $outcome: flag (die Fahne ist erobert), none oder removed (die geleerten
# Felder, $removed).
notice-combat =
    Kampf von { $at } gegen { $target }: { $outcome ->
        [flag] Die Fahne ist erobert
        [none] Nichts wird entfernt
       *[removed] entfernt: { $removed }
    }.
notice-attacked =
    Ihre Figur auf { $target } (Startfeld { $home }) wird angegriffen. Decken Sie sie in Ihrer nächsten E-Mail auf: Führen Sie
    { "  " }estafette open SECRETFILE { $home }
    aus und fügen Sie die ausgegebene Zeile ein; Ihren nächsten Zug können Sie danach anfügen.
notice-resolved = Beide Figuren waren schon aufgedeckt: Der Kampf ist entschieden.
notice-breach = { $side } ({ $player }) verstößt gegen die Regeln und verliert die Partie kampflos: { $why }
