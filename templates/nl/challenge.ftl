### Uitdagingen per mail (NIEUW, dan ACCEPTEREN of WEIGEREN): de
### antwoorden aan de uitdager en aan de uitgedaagde. $n is het nummer van
### de uitdaging (ch-$n).

challenge-closed-subject = uitdagingen gesloten
challenge-closed = Deze scheidsrechter neemt geen uitdagingen per mail aan van uw adres; vraag de beheerder om de partij aan te maken.
challenge-self-subject = uitdaging geweigerd
challenge-self = U kunt uzelf niet uitdagen.
challenge-sent-subject = uitdaging verstuurd
# $to: het adres van de tegenstander; $what: het spel, de opties en de klok.
challenge-sent = Uw uitdaging (ch-{ $n }) aan { $to } voor { $what } is onderweg; de partij begint zodra die aanvaardt.
# Na het spel en zijn opties, in $what hierboven en in de uitnodiging.
challenge-blind = blind: elke speler verzegelt en opent zijn eigen leger met het programma estafette
challenge-answer-subject = ACCEPTEREN of WEIGEREN
challenge-answer = Antwoord op uitdaging ch-{ $n } met ACCEPTEREN of WEIGEREN.
challenge-over-subject = uitdaging gesloten
# $status: aanvaard of geweigerd (Engels: accepted of declined).
challenge-over = Uitdaging ch-{ $n } is al { $status ->
    [accepted] aanvaard
    [declined] geweigerd
   *[other] { $status }
}.
challenge-declined-subject = uitdaging geweigerd
# $who: het adres van wie weigerde.
challenge-declined = { $who } heeft uw uitdaging ch-{ $n } geweigerd.

## De uitnodiging: $name en $address zijn die van de uitdager, $what het
## spel, $title de naam van het spel.
invitation-subject = Estafette: { $name } daagt u uit voor { $title }
invitation =
    { $name } <{ $address }> daagt u uit voor een partij { $what } per mail, met Estafette als scheidsrechter.

    Beantwoord deze mail met ACCEPTEREN om te spelen, of met WEIGEREN.

    Als u { $name } niet kent, kunt u deze mail negeren.

## Wat een uitdaging die alleen met de From-regel verstuurd is vraagt, in
## de bevestiging die aan de afzender gevraagd wordt (confirm in
## account.ftl): $to het uitgedaagde adres, $what het spel, de opties en
## de klok.
confirm-challenge = om { $to } namens u uit te nodigen voor een partij { $what }
