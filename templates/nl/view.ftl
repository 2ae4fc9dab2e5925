### De woorden van de borden (views::board), het bewijsmateriaal aan het
### eind van een mail (compose::proof), en de namen van de velden.

board-first-player = eerste speler
board-second-player = tweede speler
board-key = Legenda:
board-plain = zonder teken
board-hidden = verborgen
board-empty = leeg
board-lake = meer
board-marked = gemarkeerd veld
board-revealed-text = Onthuld in een gevecht:
board-revealed-html = gouden rand: onthuld in een gevecht
board-revealed-title = onthuld
board-you = u
board-last-move = Laatste zet
board-to = naar
board-attack-on = aanval op
board-placed = geplaatst op
board-combat = gevecht
board-last-title = laatste zet
# Wat tussen een label en wat het benoemt staat ("Laatste zet (Zuid): d2").
board-sep = {": "}

# De namen van de velden die de engines geven (in het Engels, voor de logs).
mark-fortress = vesting
mark-allied-fort = geallieerd fort
mark-german-fort = Duits fort
mark-allied-capital = geallieerde hoofdstad (Bordeaux)
mark-german-capital = Duitse hoofdstad (Berlijn)

# $seed en $root van het verzegelde leger, $check de opdracht die het controleert.
proof-seal =
    Het zegel van uw leger:
    Zaad: { $seed }
    Wortel: { $root }
    Bewaar om het te controleren de vier regels van uw leger als army.txt en voer uit:
    { $check }
proof-commitment = { $mine ->
    [yes] De vastlegging van uw leger:
   *[no] De vastlegging van het leger van { $who }:
}
proof-root = Wortel: { $root }
proof-leaves = Bladeren (beginveld, hash):
# $ply het nummer van de zet, $openings één regel per geopend stuk.
proof-openings =
    Openingen van zet { $ply } (beginveld, rang, zout):
    { $openings }
proof-published = { $mine ->
    [yes] Uw leger, bekendgemaakt met zijn zaad:
   *[no] Het leger van { $who }, bekendgemaakt met zijn zaad:
}
proof-seed = Zaad: { $seed }

# `estafette rules`: na de regels in het kort, de varianten en schakelaars.
rules-variants = Varianten (de standaard eerst): { $variants }
rules-switches = Schakelaars (NAAM=WAARDE):
rules-switch = { $name } = { $values }, standaard { $default }
