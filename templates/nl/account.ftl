### De antwoorden op mail aan het gewone adres van de scheidsrechter
### (zonder partijtoken): de accountopdrachten PARTIJEN, VOLGEN,
### NIET-MEER-VOLGEN, een niet begrepen opdracht, en de lijst van de
### lopende partijen van een speler. $game is het id van een partij.

not-understood-subject = niet begrepen
# $why: wat er mis is met de opdracht.
not-understood = Uw opdracht werd niet begrepen: { $why }

games-subject = uw partijen
games-none = U speelt hier geen partij.
# Vóór de lijst van de partijen van de speler, één per regel.
games-heading = Uw partijen:

observe-unknown-subject = onbekende partij
observe-unknown = Er is geen partij { $game }.
observe-player-subject = u speelt deze partij
observe-player = U speelt { $game }: de scheidsrechter stuurt u al uw eigen weergave.
observe-closed-subject = geen toeschouwers
observe-closed = De spelers van { $game } laten geen toeschouwers toe.
observe-subject = u volgt { $game }
# Vóór de partij zoals ze ervoor staat.
observe-done = U volgt nu { $game }; elke zet komt naar u, met alleen wat beide spelers mogen zien.
unobserve-done = U volgt { $game } niet meer.
unobserve-not = U volgde { $game } niet.

## De mail van een speler zonder partijtoken of accountopdracht.
no-token-subject = geen partijtoken
no-token-intro = Uw mail bereikte de scheidsrechter zonder geldig partijtoken, dus er werd niets van uitgevoerd. Beantwoord om te spelen de laatste mail van de scheidsrechter in de partij, of schrijf naar het antwoordadres van de partij hieronder.
no-token-none = U hebt hier geen lopende partij.
no-token-heading = Uw lopende partijen:
no-token-outro = PARTIJEN, gestuurd naar dit adres, somt al uw partijen op; HULP, in een mail van een partij, somt de opdrachten op.
# $title: de naam van het spel; $mine en $theirs: de kanten; $opponent: een naam.
no-token-game = { $game } ({ $title }): u speelt { $mine } tegen { $opponent } ({ $theirs })
no-token-address = Antwoordadres: { $address }

## De bevestiging die gevraagd wordt voordat een VOLGEN, NIET-MEER-VOLGEN
## of uitdaging die alleen met de From-regel verstuurd is uitgevoerd
## wordt: $address het adres van de afzender, $what wat er gevraagd wordt
## (een van confirm-observe, confirm-unobserve, en confirm-challenge in
## challenge.ftl). $game is het id van een partij.
confirm-subject = Estafette: bevestig uw verzoek
confirm =
    De scheidsrechter Estafette ontving een mail van { $address } met het verzoek { $what }.

    Beantwoord deze mail om te bevestigen dat u hem stuurde (elke tekst volstaat): alleen een antwoord op deze mail, vanaf { $address }, voert het uit.

    Als u hem niet stuurde, negeer deze mail dan: iemand anders gaf uw adres op als afzender, en er gebeurt niets.
confirm-observe = om u elke zet van de partij { $game } te sturen, als toeschouwer
confirm-unobserve = om te stoppen met u de zetten van de partij { $game } te sturen

## De mail van een geregistreerde speler boven de groottegrens
## (max_message_bytes): $subject het onderwerp (hoogstens 100 tekens),
## $limit de grens in bytes, $size de grootte als die bekend is.
too-large-subject = bericht te groot
too-large =
    Uw mail (onderwerp "{ $subject }") is te groot voor de scheidsrechter: die neemt mail van hoogstens { $limit } bytes aan en de uwe was groter. Er werd niets van gelezen of uitgevoerd.

    Stuur uw opdrachten opnieuw in een gewone mail, zonder bijlagen, boven de geciteerde tekst.
too-large-size =
    Uw mail (onderwerp "{ $subject }") is te groot voor de scheidsrechter: die neemt mail van hoogstens { $limit } bytes aan en de uwe was groter ({ $size } bytes). Er werd niets van gelezen of uitgevoerd.

    Stuur uw opdrachten opnieuw in een gewone mail, zonder bijlagen, boven de geciteerde tekst.
