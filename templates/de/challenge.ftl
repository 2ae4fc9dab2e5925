### Challenges by mail (NEW, then ACCEPT or DECLINE): the replies to the
### challenger and to the one challenged. $n is the challenge's number
### (ch-$n).

challenge-closed-subject = keine Herausforderungen
challenge-closed = Dieser Schiedsrichter nimmt von Ihrer Adresse keine Herausforderungen per E-Mail an; bitten Sie seinen Betreiber, die Partie anzulegen.
challenge-self-subject = Herausforderung abgelehnt
challenge-self = Sie können sich nicht selbst herausfordern.
challenge-sent-subject = Herausforderung gesendet
# $to: the opponent's address; $what: the game, its options and clock.
challenge-sent = Ihre Herausforderung (ch-{ $n }) an { $to } für { $what } ist unterwegs; die Partie beginnt, sobald sie angenommen wird.
# After the game and its options, in $what above and in the invitation.
challenge-blind = blind: Jeder Spieler versiegelt und öffnet seine Armee selbst mit dem Programm estafette
challenge-answer-subject = ANNEHMEN oder ABLEHNEN
challenge-answer = Um die Herausforderung ch-{ $n } zu beantworten, antworten Sie mit ANNEHMEN oder ABLEHNEN.
challenge-over-subject = Herausforderung erledigt
# $status: accepted or declined.
challenge-over =
    Die Herausforderung ch-{ $n } wurde bereits { $status ->
        [accepted] angenommen
        [declined] abgelehnt
       *[other] { $status }
    }.
challenge-declined-subject = Herausforderung abgelehnt
# $who: the address of the one who declined.
challenge-declined = { $who } hat Ihre Herausforderung ch-{ $n } abgelehnt.

## The invitation: $name and $address are the challenger's, $what the
## game, $title the game's name.
invitation-subject = Estafette: { $name } fordert Sie zu { $title } heraus
invitation =
    { $name } <{ $address }> fordert Sie zu einer Partie { $what } per E-Mail heraus, geleitet vom Schiedsrichter Estafette.

    Antworten Sie auf diese E-Mail mit ANNEHMEN, um zu spielen, oder mit ABLEHNEN.

    Wenn Sie { $name } nicht kennen, können Sie diese E-Mail ignorieren.

## What a challenge sent on the From line alone asks, in the confirmation
## asked of its sender (confirm in account.ftl): $to the address
## challenged, $what the game, its options and clock.
confirm-challenge = { $to } in Ihrem Namen zu einer Partie { $what } einzuladen
