## Warum ein Befehl oder ein Zug abgelehnt wurde (`reason::Why` im Kern),
## und die Ablehnungen, deren Worte noch keine Daten sind (`untyped`: das
## Englisch der Regeln oder des Schiedsrichters).

untyped = { $text }
wrong-sender = Eine Mail für diese Partie mit Ihrem Antwortschlüssel kam von { $sender }, nicht von Ihrer eingetragenen Adresse; nichts wurde ausgeführt. Wenn Sie es waren, schreiben Sie von { $registered }.
not-a-move = „{ $text }“ ist kein Zug: { $why }
