## Wat een zet deed, zoals beide spelers het te horen krijgen. Een kant is
## `$side` (wie zet) of `$enemy`, een rang `$attacker` of `$defender`, een
## soort van Strand `$kind`, met de vormen van hun namen in names.ftl.

## L'Attaque.
report-lattaque-moved = { $side } zette { $from }-{ $to }.
report-lattaque-scout-ran = De Verkenner van { $side } liep { $from }-{ $to }.
# $stepped: yes als het stuk zette voordat het aanviel; $outcome: flag,
# both, defender, attacker (wie weggenomen wordt) of stay.
report-lattaque-attack =
    { $stepped ->
        [yes] { $side } zette { $from }-{ $to }, daarna viel zijn { $attacker } de { $defender } van { $enemy } op { $target } aan
       *[no] De { $attacker } van { $side } op { $at } viel de { $defender } van { $enemy } op { $target } aan
    }{ $outcome ->
        [flag] { "" } en veroverde haar: { $side } wint.
        [both] : beide worden weggenomen.
        [defender] : de { $defender } van { $enemy } wordt weggenomen.
        [attacker] : de { $attacker } van { $side } wordt weggenomen.
       *[stay] : gelijke Verkenners, beide blijven staan.
    }

## L'Attaque in blinde modus: de scheidsrechter kent geen rang.
report-blind-played = { $side } speelde { $move }.

## Strand. $entered: yes als het stuk de hoofdstad van de vijand binnenging.
report-strand-moved =
    De { $side-adj } { $kind } ging { $path }{ $entered ->
        [yes] { "" } en trok { $enemy-capital } binnen
       *[no] { "" }
    }.
report-strand-jumped =
    De { $side-adj } { $kind } sprong { $path } en sloeg { $taken }{ $entered ->
        [yes] , en trok { $enemy-capital } binnen
       *[no] { "" }
    }.
# Eén geslagen stuk, in $taken.
report-strand-taken = de { $side-adj } { $kind } op { $square }

## L'Assaut.
report-assaut-placed = De Officieren namen hun posten in op { $first } en { $second }.
report-assaut-soldier-moved = Een Soldaat ging van { $from } naar { $to }.
report-assaut-officer-moved = Een Officier ging van { $from } naar { $to }.
report-assaut-huffed =
    Een Officier ging van { $from } naar { $to } zonder te slaan, dus { $n ->
        [one] de Officier op { $squares } werd weggenomen
       *[other] de Officieren op { $squares } werden weggenomen
    } omdat { $n ->
        [one] hij niet sloeg
       *[other] ze niet sloegen
    }.
report-assaut-captured =
    Een Officier sloeg { $n } { $n ->
        [one] Soldaat
       *[other] Soldaten
    } (op { $squares }) met { $move }.

## Opsommingen: `a, b en c`.
report-and = { $first } en { $rest }
report-comma = { $first }, { $rest }

## Mededelingen. Een speler wordt genoemd met de kant die hij speelt, dan zijn naam.
notice-key-registered = { $side } ({ $player }) registreerde de ondertekeningssleutel { $key }: vanaf nu neemt de scheidsrechter alleen opdrachten van { $side } ({ $player }) aan die ermee ondertekend zijn (estafette sign), en verify controleert elke handtekening.

## Blinde partijen. $line is de openingsregel van de speler, zoals hij die stuurde.
notice-opened =
    { $side } ({ $player }) opende het stuk van { $home } als { $rank }:
    { "  " }{ $line }
# $outcome: flag (de Vlag is veroverd), none, of removed (de geleegde
# velden, $removed).
notice-combat =
    Gevecht van { $at } op { $target }: { $outcome ->
        [flag] de Vlag is veroverd
        [none] er wordt niets weggenomen
       *[removed] weggenomen: { $removed }
    }.
notice-attacked =
    Uw stuk op { $target } (het begon op { $home }) wordt aangevallen. Open het in uw volgende mail: voer uit
    { "  " }estafette open GEHEIMBESTAND { $home }
    en plak de regel die het afdrukt; u mag uw volgende zet erna toevoegen.
notice-resolved = Beide stukken waren al open: het gevecht is beslist.
notice-breach = { $side } ({ $player }) overtreedt de regels en verliest de partij reglementair: { $why }
