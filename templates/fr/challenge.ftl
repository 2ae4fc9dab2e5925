### Challenges by mail (NEW, then ACCEPT or DECLINE): the replies to the
### challenger and to the one challenged. $n is the challenge's number
### (ch-$n).

challenge-closed-subject = défis fermés
challenge-closed = Cet arbitre n'accepte pas de défis par courrier de votre adresse ; demandez à son opérateur de créer la partie.
challenge-self-subject = défi refusé
challenge-self = Vous ne pouvez pas vous défier vous-même.
challenge-sent-subject = défi envoyé
# $to: the opponent's address; $what: the game, its options and clock.
challenge-sent = Votre défi (ch-{ $n }) à { $to } pour { $what } est parti ; la partie commence dès qu'il est accepté.
# After the game and its options, in $what above and in the invitation.
challenge-blind = à l'aveugle : chaque joueur scelle et ouvre lui-même son armée avec le programme estafette
challenge-answer-subject = ACCEPTER ou REFUSER
challenge-answer = Pour répondre au défi ch-{ $n }, répondez par ACCEPTER ou REFUSER.
challenge-over-subject = défi clos
# $status: accepted or declined.
challenge-over =
    Le défi ch-{ $n } a déjà été { $status ->
        [accepted] accepté
        [declined] refusé
       *[other] { $status }
    }.
challenge-declined-subject = défi refusé
# $who: the address of the one who declined.
challenge-declined = { $who } a refusé votre défi ch-{ $n }.

## The invitation: $name and $address are the challenger's, $what the
## game, $title the game's name.
invitation-subject = Estafette : { $name } vous défie à { $title }
invitation =
    { $name } <{ $address }> vous défie à une partie de { $what } par courrier, arbitrée par Estafette.

    Répondez à ce courrier par ACCEPTER pour jouer, ou par REFUSER.

    Si vous ne connaissez pas { $name }, ignorez simplement ce courrier.

## What a challenge sent on the From line alone asks, in the confirmation
## asked of its sender (confirm in account.ftl): $to the address
## challenged, $what the game, its options and clock.
confirm-challenge = d'inviter { $to }, en votre nom, à une partie de { $what }
