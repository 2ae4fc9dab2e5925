## Warum eine Partie endete: eine Nachricht je Art (der Code von
## `games::End` im Kern). `$side`, `$winner` und `$loser` sind Seiten (siehe
## names.ftl); `$name` der Name eines Spielers; `$text` die Worte des
## Betreibers; `$why` ein Verstoß, schon formuliert.

end-draw-agreed = Remis in gegenseitigem Einvernehmen
end-resigned = { $side } ({ $name }) hat aufgegeben
end-resigned-side = { $side } hat aufgegeben
end-lost-on-time = { $side } ({ $name }) hat auf Zeit verloren
end-operator = Entscheidung des Betreibers: { $text }
end-neither-army = keine der beiden Armeen ist rechtzeitig eingetroffen
end-flag-captured = { $winner-der } hat die Fahne { $loser-des } erobert
end-both-flags-missing = beide Fahnen fehlen
end-max-plies = die Partie hat { $n } Halbzüge erreicht (Grenze max-plies)
end-blocked = { $side-der } hat keinen legalen Zug mehr: alle beweglichen Figuren sind blockiert
end-no-movable-piece = { $side-der } hat keinen legalen Zug mehr: keine bewegliche Figur ist übrig
end-no-move-seen = { $side-der } hat keinen legalen Zug mehr
end-capital-reached = { $side-der } haben { $capital } erreicht
end-no-piece-left = { $side-der } haben keine Figur mehr
end-no-legal-move = { $side-der } haben keinen legalen Zug mehr
end-officers-removed = beide Offiziere wurden geschlagen, daher haben die Offiziere keinen legalen Zug mehr
end-fortress-occupied = die Soldaten besetzen alle neun Punkte der Festung
end-soldiers-left = { $left ->
    [one] nur noch { $left } Soldat ist übrig ({ $taken } geschlagen)
   *[other] nur noch { $left } Soldaten sind übrig ({ $taken } geschlagen)
}
end-threefold = dreifache Wiederholung: dieselbe Stellung mit demselben Spieler am Zug ist dreimal vorgekommen
end-forfeit = { $side-der } verliert wegen eines Verstoßes: { $why }
end-no-reveal = kein Spieler hat seine Armee rechtzeitig aufgedeckt: die Partie ist ungültig
