### De mails aan een toeschouwer (compose_public): wat er gebeurde, alleen
### wat openbaar is, wie aan zet is, en hoe je stopt met volgen. $who is
### een speler met zijn kant ("Alice (Zuid)"), $game het id van de partij.

observer-committed = Het leger van { $who } staat opgesteld.
observer-draw-offered = { $who } biedt remise aan.
# Na deze regel volgt een bekendgemaakt leger.
observer-revealed = Het leger van { $who }, nu bekendgemaakt:
observer-timed-out-void = Geen van beide legers kwam op tijd binnen.
observer-timed-out = { $who } heeft de tijd overschreden.
# De eigen $reason van de beheerder, zoals hij die schreef.
observer-paused = De beheerder heeft de partij onderbroken ({ $reason }).
observer-resumed = De beheerder heeft de partij hervat ({ $reason }).
observer-decided = De beheerder heeft de partij bij besluit beëindigd ({ $reason }).
# De statusregel: $n het nummer van de zet.
observer-to-move = Zet { $n }: { $who } is aan zet.
# Boven de regel met de kop van de keten.
observer-footer = U volgt deze partij. Stuur NIET-MEER-VOLGEN { $game } om te stoppen.
# $title de titel van het spel.
observer-subject = { $title } { $game }: gevolgd
