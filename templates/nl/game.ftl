### De alinea's van de mails van een partij (compose): zetten,
### weigeringen, remises, het einde, de meldingen van de klok. $who is een
### speler met zijn kant ("Alice (Zuid)"); $mine is yes als de alinea over
### de lezer gaat. De redenen komen van de regels, in de taal van de lezer.

game-started = Beide legers staan opgesteld: de partij begint.
game-commitment = { $mine ->
    [yes] Uw leger is vastgelegd: zijn wortel en bladeren staan aan het eind (Bewijs).
   *[no] Het leger van { $who } is vastgelegd: zijn wortel en bladeren staan aan het eind (Bewijs).
}
# $ply het nummer van de zet, $text de zet zoals geschreven, $report wat hij deed.
game-moved = { $mine ->
    [yes] { $ply }. U speelde { $text }: { $report }
   *[no] { $ply }. { $who } speelde { $text }: { $report }
}
# Een zet van een blinde partij, die de scheidsrechter niet verder meldt dan de zet zelf.
game-moved-blind = { $mine ->
    [yes] { $ply }. U speelde { $text }.
   *[no] { $ply }. { $who } speelde { $text }.
}

## Een geweigerde opdracht: $list de opdrachten die ervoor uitgevoerd zijn
## (of erna niet uitgevoerd), $failed de geweigerde, $reason waarom.
game-applied = Uitgevoerd: { $list }.
game-refused = Geweigerd: { $failed }: { $reason }
game-not-applied = Niet uitgevoerd: { $list }.

game-drawn = De partij eindigt in remise: { $reason }.
game-won = { $who } wint: { $reason }.

## Wat de spelers elkaar vragen en vertellen.
draw-offered = { $who } biedt remise aan. Antwoord REMISE AANNEMEN of REMISE WEIGEREN (of zet gewoon).
draw-declined = { $who } weigert de remise.
resigned = { $who } geeft op.
history-none = Nog geen zetten.
history-heading = Zetten tot nu toe:
# Een geschiedenis zonder haar eerste $n zetten (nooit verwacht).
history-missing = ({ $n } eerdere zetten niet getoond)
## De zetten van een beëindigde partij, boven de lijst; de opdracht om
## het bijgevoegde verslag $file te controleren volgt na de tweede zin.
moves-heading = De zetten:
moves-attached = De hele partij is bij deze mail gevoegd ({ $file }). Voer uit om haar zelf te controleren:
# TAAL: de mails van deze partij komen nu in de taal $to.
lang-set = De mail voor deze partij komt nu naar u in het { $to ->
    [fr] Frans
    [de] Duits
    [nl] Nederlands
   *[en] Engels
}. Uw andere partijen houden hun taal.
board-requested = Hier is het bord zoals u het ziet.

## De klok: $from, $until, $deadline en $forfeit zijn datums in de tijdzone
## van de lezer, $days de resterende vakantiedagen.
timezone-set = Uw tijdzone is nu { $tz }; termijnen worden u daarin getoond.
vacation = { $mine ->
    [yes] Vakantie genoteerd: de klokken van deze partij staan stil van { $from } tot { $until }. U hebt dit jaar nog { $days } vakantiedag(en) over.
   *[no] { $who } is op vakantie: de klokken van deze partij staan stil van { $from } tot { $until }.
}
## $due is waarvoor de termijn geldt: move (zet), army (de opstelling) of
## reveal (de laatste onthulling van een blinde partij).
reminder = { $due ->
    [army] Herinnering: uw leger moet binnen zijn vóór { $deadline }.
    [reveal] Herinnering: uw onthulling moet binnen zijn vóór { $deadline }; zonder haar verliest u de partij.
   *[move] Herinnering: uw zet moet binnen zijn vóór { $deadline }.
}
late-notice = { $mine ->
    [yes] { $due ->
        [army] Uw termijn ({ $deadline }) is verstreken. Stuur uw leger vóór { $forfeit }, anders verliest u op tijd.
        [reveal] Uw termijn ({ $deadline }) is verstreken. Mail uw onthulling vóór { $forfeit }, anders verliest u de partij.
       *[move] Uw termijn ({ $deadline }) is verstreken. Zet vóór { $forfeit }, anders verliest u op tijd.
    }
   *[no] { $due ->
        [army] { $who } heeft zijn leger niet vóór de termijn ({ $deadline }) gestuurd. Tenzij dat gebeurt vóór { $forfeit }, verliest { $who } op tijd.
        [reveal] { $who } heeft niet vóór de termijn ({ $deadline }) onthuld. Tenzij dat gebeurt vóór { $forfeit }, verliest { $who } de partij.
       *[move] { $who } heeft niet vóór de termijn ({ $deadline }) gezet. Tenzij er vóór { $forfeit } een zet komt, verliest { $who } op tijd.
    }
}
timed-out-void = Geen van beide legers kwam op tijd binnen: de partij is ongeldig.
timed-out = { $who } heeft de tijd overschreden.
# Het besluit $what van de beheerder (een zin), en de $reason die hij gaf.
operator-decision = Besluit van de beheerder: { $what }
operator-reason = Reden: { $reason }

## Een bewaard leger aanvaard: het leger staat tussen deze twee.
army-accepted = Uw leger is aanvaard en verzegeld:
army-keep = Bewaar deze mail. Met het zaad en de wortel aan het eind (Bewijs) kan iedereen controleren dat de scheidsrechter uw leger niet ongezien verandert.
# Een bericht van de ene speler aan de andere, onder deze regel.
relay = Bericht van { $who }:
# Een mail met het token van de lezer die de DKIM-controle niet doorstond; $sender het adres ervan.
not-authenticated = Een mail voor deze partij met uw token, afkomstig van { $sender }, doorstond de DKIM-controle van onze server niet; er werd niets uitgevoerd. Als u het was, controleer dan de instellingen van uw mailprovider.
# De mail van de scheidsrechter aan de tegenstander $who op $address kwam
# terug ($permanent yes) of is vertraagd; $status de bezorgstatus.
unreachable = { $permanent ->
    [yes] De mail van de scheidsrechter aan { $who } op { $address } kwam terug (status { $status }): mogelijk ontvangt { $who } de partij niet. De beheerder is ingelicht; de partij gaat door.
   *[no] De mail van de scheidsrechter aan { $who } op { $address } is vertraagd (status { $status }); hij wordt opnieuw verstuurd.
}

## Een speler en zijn kant, zoals de andere zinnen ze noemen ($who):
## $name de speler, $side de kant.
who = { $name } ({ $side })

## De eerste mail van een partij: $title het spel, $options de opties,
## $side de kant van de lezer, $opponent de andere speler met kant.
welcome = Een nieuwe partij { $title } ({ $options }) is begonnen. U speelt { $side } tegen { $opponent }.
welcome-blind = Een blinde partij: de scheidsrechter ziet uw leger nooit. Zie hieronder hoe u het verzegelt en verstuurt.
welcome-army = Stuur eerst uw leger: antwoord met OPSTELLING en dan vier regels van negen stukken, zoals het bord wordt afgedrukt (hoogste rang eerst, lijnen a tot i). De scheidsrechter bewaart het verzegeld en stuurt u een ontvangstbewijs (zaad en wortel) dat u kunt controleren.
welcome-officers = Plaats eerst uw twee Officieren in de vesting: antwoord bijvoorbeeld met plaatsen d6 e6.
# Wie als eerste zet; $armies is yes als eerst beide legers binnen moeten zijn.
welcome-first = { $armies ->
    [yes] { $who } zet als eerste zodra beide legers binnen zijn.
   *[no] { $who } zet als eerste.
}

## De besluiten van de beheerder ($what van operator-decision): $side de
## kant, $name zijn speler, $by een duur.
operator-paused = De beheerder heeft de partij onderbroken: geen zetten tot ze hervat wordt, en de klokken staan stil.
operator-resumed = De beheerder heeft de partij hervat; de onderbreking wordt bij de termijnen opgeteld.
operator-extended = De beheerder heeft { $side } ({ $name }) { $by } extra gegeven voor deze zet.
operator-address = De beheerder heeft het mailadres van { $side } ({ $name }) gewijzigd.
operator-decided = De beheerder heeft de partij bij besluit beëindigd.

## Een duur, in delen: $n dagen, uren of minuten; twee of drie delen
## samengevoegd.
duration-days = { $n } { $n ->
    [one] dag
   *[other] dagen
}
duration-hours = { $n } { $n ->
    [one] uur
   *[other] uur
}
duration-minutes = { $n } { $n ->
    [one] minuut
   *[other] minuten
}
duration-two = { $first } en { $last }
duration-three = { $first }, { $second } en { $last }

## Een bedenktijd: $period een duur, $moves de zetten erin (0: de periode
## geldt per zet); $base de bedenktijd, $grace een duur.
time-control = { $moves ->
    [0] { $period } per zet
    [one] { $moves } zet in { $period }
   *[other] { $moves } zetten in { $period }
}
time-control-grace = { $base }, { $grace } respijt

## De antwoorden op AGENDA, en de agenda-afspraak van een termijnmail
## ($due: army, move of reveal; $deadline in de tijdzone van de lezer).
calendar-on = Uw termijnmails bevatten nu een agenda-afspraak (een .ics-bestand): één per partij, verschoven bij elke nieuwe termijn, met de herinneringen als alarmen.
calendar-off = Uw termijnmails bevatten geen agenda-afspraak meer; in een partij met klok annuleert de bijgevoegde de afspraak die al in uw agenda staat.
calendar-summary = { $game }: { $due ->
    [army] uw opstelling moet binnen
    [reveal] uw onthulling moet binnen
   *[move] uw zet moet binnen
}
calendar-description = Uw termijn in { $title } { $game }: { $deadline }. Beantwoord de laatste mail van de scheidsrechter voor deze partij.
calendar-cancelled = { $game }: geen termijn meer
