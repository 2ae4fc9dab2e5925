### Wat de opdrachtregel afdrukt voor de beheerder, in de taal van de
### beheerder (ESTAFETTE_LANG, anders de locale): de regels van `estafette
### rules`, de tabellen en toestanden van `list` en `show`, en wat de
### andere opdrachten melden als ze slagen.

## `estafette rules`: de regels in het kort voor wie ze leest, niet voor
## de speler van één kant. De tabel van het leger van L'Attaque volgt op
## het eerste bericht.
operator-rules-lattaque-army = Elk leger, { $total } stukken (code, rang, aantal):
# De regel van Gibson voor de plaats van de Vlag: $first de velden waar de
# Vlag van $south niet mag staan, $second die van $north; $files de lijnen
# waar Bommen niet haar enige bescherming mogen zijn.
operator-rules-lattaque-flag = De { $flag } mag niet staan op { $first } (voor { $south }) of { $second } (voor { $north }), noch in de lijnen { $files } achter alleen { $mine-plural } van de eigen kant.
# Een zet van $south van $from naar $step, dan een aanval op $target.
operator-rules-lattaque-example = Voorbeeld: { $from }-{ $step }x{ $target }, een zet van { $south }, gaat van { $from } naar { $step } en valt dan { $target } aan. Als een { $captain } (6) daar een { $sergeant } (4) treft, wordt de { $sergeant } weggenomen en blijft de { $captain } op { $step } staan; beide rangen worden aan beide spelers getoond.
# Strand: $nfirst en $forts-first de forten van $first ($nsecond en
# $forts-second die van $second); $capital-first en $capital-second de
# velden van de hoofdstad van elke kant, waarvan de naam de `.capital` van
# de kant is.
operator-rules-strand = { $infantry } stapt één veld vooruit of opzij; { $cavalry } één opzij, of één of twee vooruit; { $artillery } één veld in elke richting. Een stuk slaat door over een aangrenzende vijand naar het lege veld erachter te springen ({ $artillery } ook van twee velden afstand); slaan is verplicht, behalve voor een stuk op een fort van de eigen kant ({ $first }: { $nfirst ->
    [0] geen
   *[other] { $forts-first }
}; { $second }: { $nsecond ->
    [0] geen
   *[other] { $forts-second }
}), en een reeks sprongen gaat door zolang dat kan. Wie de vijandelijke hoofdstad bereikt, wint: { $capital-second } ({ $second-capital }) voor de { $first }, { $capital-first } ({ $first-capital }) voor de { $second }.

## `estafette list`: de kolomkoppen, en de toestand van een partij.
operator-column-game = PARTIJ
operator-column-kind = SPEL
operator-column-players = SPELERS
operator-column-to-move = AAN ZET
operator-column-deadline = TERMIJN
operator-column-state = TOESTAND
# De namen van de twee spelers.
operator-players = { $first } - { $second }
# $reason waarom de partij eindigde; $name de naam van de winnaar.
operator-state-drawn = remise ({ $reason })
operator-state-won = { $name } heeft gewonnen ({ $reason })
operator-state-paused = onderbroken
operator-state-setup = opstelling
operator-state-play = aan de gang

## `estafette show`: de statusregel zoals de scheidsrechter hem ziet. $who
## is een speler met kant ("Alice (Zuid)"); $state een toestand van `list`.
operator-status-over = Partij voorbij: { $state }.
operator-status-setup = Opstelling: wachten op het leger van { $who }.
operator-status-setup-both = Opstelling: wachten op het leger van { $first } en { $second }.
operator-status-move = Zet { $n }: { $who } is aan zet.
operator-status-other = { $state }.

## `estafette stats`: het label van elk cijfer (de waarde volgt erop).
## $kind het soort spel en $status de toestand zoals de database ze noemt
## (setup, play, over…); $status van mail: new, done, failed, queued, sent…
operator-stats-games = partijen { $kind } { $status }
operator-stats-moves-day = zetten in de laatste 24 u
operator-stats-moves-week = zetten in de laatste 7 dagen (per dag)
operator-stats-mail-in = inkomende mail: { $status }
operator-stats-mail-out = uitgaande mail: { $status }
operator-stats-bounces = bounces in de laatste 30 dagen
operator-stats-oldest = oudste onverwerkte bericht
operator-stats-pending = uitgaande wachtrij

## `estafette audit`: $n het aantal problemen, $games van partijen.
operator-audit-damaged = audit: het databasebestand is beschadigd ({ $n } probleem/problemen)
operator-audit-count = audit: { $games } partijen, { $n } probleem/problemen
operator-audit-sound = audit: het databasebestand is gezond; het logboek, het naspelen, de momentopname en de uitgaande mail van elke partij stemmen overeen

## `estafette backup` en `restore`: $db het databasebestand, $path de
## back-up, $key het sleutelbestand; $version het schema van de back-up,
## $games zijn partijen.
operator-backup-done = back-up van { $db } gemaakt naar { $path }
operator-backup-key = het sleutelbestand { $key } zit niet in de back-up: bewaar er elders een kopie van, anders kunnen de legers en antwoordtokens van lopende partijen niet gelezen worden
operator-restore-done = { $path } teruggezet (schema { $version }, { $games } partijen) naar { $db }
operator-restore-audit = audit geslaagd met het sleutelbestand { $key }

## `estafette init`: $db het databasebestand, $key het sleutelbestand.
operator-init-ready = database { $db } en sleutelbestand { $key } klaar

## `estafette verify`: $game het id van de partij, $events de items van
## haar logboek, $moves haar zetten, $result hoe ze ervoor staat (een
## toestand van `list`, of niet beëindigd), $head de kop van de keten na
## het laatste item.
operator-verify-done = geverifieerd: { $game } — { $events } gebeurtenissen, { $moves } zetten, { $result }; kop { $events } { $head }
operator-verify-unfinished = niet beëindigd
# $events de posities van handtekeningen over een leger dat nog niet bekendgemaakt is.
operator-verify-unchecked = nog niet te controleren: de handtekeningen bij items { $events } dekken een leger dat nog niet bekendgemaakt is; ze worden gecontroleerd zodra de legers aan het eind bekendgemaakt worden
# $n de koppen van de keten in de mail van de speler.
operator-verify-receipts = ontvangstbewijzen: alle { $n } koppen van de keten in uw mail passen bij het verslag
# $last het item van de laatste kop die de speler heeft, van $events.
operator-verify-receipts-last = ontvangstbewijzen: de laatste die u hebt staat bij item { $last } van { $events }: geen mail van u dekt de items erna
# `estafette verify-setup`: $root de wortel van de vastlegging.
operator-verify-setup = opstelling geverifieerd: dit leger en zaad geven wortel { $root }
