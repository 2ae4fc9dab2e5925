## Waarom een vastgelegde gebeurtenis niet bij de partij past
## (`referee::misfit::Misfit` van de kern): wat `verify` zegt van een
## verslag waarvan het logboek niet na te spelen is, en wat een opdracht
## weigert waarvan de gebeurtenissen niet passen. $side is een kant (zijn
## naam) en $name zijn speler; $text een zet zoals geschreven; $ply en $n
## getallen; $why de eigen woorden van de regels of het protocol.

log-first-not-created = de eerste gebeurtenis moet 'created' zijn
log-empty = het logboek is leeg
log-blind-not-lattaque = de blinde modus is alleen voor L'Attaque
log-setup-only-lattaque = alleen L'Attaque heeft een opstellingsfase
log-no-position = geen stelling
log-army-not-held = het leger wordt niet bewaard
log-no-commitment = geen vastlegging
log-combat-unrecorded = er vond een gevecht plaats maar er werd er geen vastgelegd
log-combat-invented = er werd een gevecht vastgelegd maar de zet levert er geen op
log-should-have-ended = de partij had vóór deze gebeurtenis moeten eindigen
log-openings-only-blind = openingen worden alleen in blinde partijen door spelers gestuurd
log-second-created = een tweede gebeurtenis 'created'
log-opening-outside-blind = een opening buiten een blinde partij
log-commit-outside-setup = een leger vastgelegd buiten de opstellingsfase
log-armies-unknown = de verborgen legers zijn niet bekend (ze worden bekendgemaakt als de partij eindigt), dus de zetten kunnen niet gecontroleerd worden
log-published-before-end = een leger bekendgemaakt vóór het einde
log-draw-offer-after-end = een remiseaanbod na het einde
log-resign-after-end = een opgave na het einde
log-draw-declined-unoffered = een remise geweigerd die niet aangeboden was
log-decision-bad = een besluit over een partij die voorbij is, of voor geen kant
log-address-after-end = een adres vervangen na het einde
log-ended-twice = de partij eindigde twee keer
log-late-early = een melding van te laat vóór de termijn
log-pause-bad = een onderbreking van een partij die voorbij of al onderbroken is
log-resume-unpaused = een partij hervat die niet onderbroken was
log-vacation-after-end = een vakantie na het einde
log-vacation-no-clock = een vakantie in een partij zonder klok
log-extension-not-positive = een verlenging moet positief zijn
log-timeout-no-clock = een verlies op tijd in een partij zonder klok
log-both-timed-out = beide kanten overschreden de tijd, maar één leger was binnengekomen
log-nobody-on-clock = niemand staat op de klok
log-timeout-early = een verlies op tijd voordat de termijn en het respijt verstreken waren
log-blind-move-combat = de zet van een blinde partij legt geen gevecht vast: gevechten volgen op de openingen
log-only-reveals-awaited = de partij is voorbij op het bord: alleen de onthullingen worden nog verwacht
log-empty-opening = een lege opening
log-no-clock = geen klok
log-reveal-timeout-early = een gemiste onthulling vastgelegd voordat haar termijn en respijt verstreken waren

## De vastleggingen, de openingen en de zaden: $why is de eigen fout van
## het protocol (een geneste reden: protocol-hex-*, protocol-commit-*,
## ...); $square en $home velden; $rank en $rules-rank rangcodes; $role
## het stuk van het gevecht (attacker of defender), een keuze.

log-bad-seed = ongeldig zaad: { $why }
log-cannot-commit = kan niet vastleggen: { $why }
log-cannot-open = kan niet openen: { $why }
log-bad-root = ongeldige wortel: { $why }
log-bad-leaf = ongeldig blad: { $why }
log-bad-salt = ongeldig zout: { $why }
log-leaf-off-board = bladveld { $square } ligt buiten het bord
log-no-leaf = geen blad voor { $square }
log-combat-piece = de { $role ->
        [attacker] aanvaller
       *[defender] verdediger
    } werd vastgelegd als { $rank } vanaf { $square } maar de regels geven { $rules-rank } vanaf { $home }
log-opening-mismatch = de opening van de { $role ->
        [attacker] aanvaller
       *[defender] verdediger
    } op { $square } past niet bij zijn blad
log-removed = vastgelegd als wegnemend [{ $recorded }] maar de regels nemen [{ $rules }] weg
log-commit-key-outside-blind = de vastlegging van { $side } ({ $name }) draagt een ondertekeningssleutel, wat alleen de vastlegging van een blinde partij doet
log-commitment-bad = de vastlegging van { $side } ({ $name }): { $why }
log-commit-not-army = de vastlegging van { $side } ({ $name }) is niet die van zijn leger
log-committed-key-bad = de vastgelegde sleutel van kant { $n }: { $why }
log-blind-commitment-bad = de vastlegging van kant { $n }: { $why }{ $key ->
        [yes] { " " }en zijn sleutel
       *[no] { "" }
    }

## De gebeurtenissen, de zetten, de onthullingen, het einde en de klok.

log-at-event = gebeurtenis { $n }: { $why }
log-no-such-side = kant { $n } is geen 1 en geen 2
log-bad-game-id = '{ $game }' is geen geldig partij-id
log-unknown-mode = modus '{ $mode }' wordt door deze versie niet ondersteund
log-bad-options = ongeldige opties: { $why }
log-no-hidden-armies = { $game ->
    [strand] { title-strand }
    [assaut] { title-assaut }
   *[lattaque] { title-lattaque }
} heeft geen verborgen legers
log-not-on-clock = { $side } ({ $name }) staat niet op de klok
log-wrong-deadline = de termijn van { $side } ({ $name }) is { $deadline }, niet { $given }
log-committed-twice = { $side } ({ $name }) legde twee keer vast
log-move-not-in-play = zet { $text } terwijl de partij niet aan de gang is
log-move-paused = zet { $text } terwijl de partij onderbroken is
log-out-of-turn = zet { $text } van { $side } ({ $name }) buiten de beurt
log-wrong-ply = zet { $text } met nummer { $ply }, { $expected } verwacht
log-move-not-a-move = zet { $ply } { $text }: geen zet: { $why }
log-move-illegal = zet { $ply } { $text }: niet toegestaan: { $why }
log-move-fails = zet { $ply } { $text }: { $why }
log-not-canonical = zet { $ply } '{ $text }' staat niet in canonieke vorm ('{ $canonical }')
log-not-canonical-blind = zet { $ply } '{ $text }' staat niet in canonieke vorm
log-published-twice = { $side } ({ $name }) maakte twee keer bekend
log-published-uncommitted = { $side } ({ $name }) maakte een leger bekend dat nooit vastgelegd was
log-published-root-differs = het bekendgemaakte leger en zaad van { $side } ({ $name }) geven niet zijn vastgelegde wortel
log-published-army-differs = het bekendgemaakte leger van { $side } ({ $name }) verschilt van het gespeelde
log-result-differs = vastgelegde uitslag { $winner ->
        [0] remise
        [1] kant 1 wint
       *[other] kant 2 wint
    }, { $recorded } maar de regels geven { $rules-winner ->
        [0] remise
        [1] kant 1 wint
       *[other] kant 2 wint
    }, { $given }
log-ended-for-nothing = de partij werd als beëindigd vastgelegd ({ $reason }) maar niets beëindigt haar
log-reminder-early = een herinnering { $before }s vóór de termijn, te vroeg verstuurd
log-vacation-span = een vakantie van { $from } tot { $until } is geen geldige periode
log-side-timeout-early = { $side } ({ $name }) vastgelegd als verloren op tijd voordat zijn termijn en respijt verstreken waren
log-blind-commit-bad = { $side } ({ $name }) legde vast buiten de opstellingsfase of twee keer
log-owes-no-reveal = { $side } ({ $name }) hoeft nu niets te onthullen

## De sleutels en handtekeningen van de spelers: $side is het nummer van
## een kant (1 of 2); $why de eigen woorden van het protocol.

log-second-key = { $side ->
        [1] de eerste kant
       *[other] de tweede kant
    } registreerde een tweede sleutel
log-key-after-moving = { $side ->
        [1] de eerste kant
       *[other] de tweede kant
    } registreerde een sleutel na een zet
log-bad-key = sleutel van { $side ->
        [1] de eerste kant
       *[other] de tweede kant
    }: { $why }
log-no-key = een handtekening van { $side ->
        [1] de eerste kant
       *[other] de tweede kant
    }, die geen sleutel heeft
log-seen-out-of-range = een handtekening van { $side ->
        [1] de eerste kant
       *[other] de tweede kant
    } over het logboek op positie { $seen }, niet tussen zijn laatste handeling ({ $last }) en de handtekening (gebeurtenis { $n })
log-bad-head = de kop van een handtekening: { $why }
log-signature-unreadable = onleesbare handtekening: { $why }
log-signature-uncheckable = niet te controleren handtekening: { $why }
log-signature-fails = de handtekening van { $side ->
        [1] de eerste kant
       *[other] de tweede kant
    } klopt niet: ze is niet gemaakt met de geregistreerde sleutel over deze opdrachten en de kop van het logboek op positie { $seen }
log-uncovered = gebeurtenis { $n } legt een opdracht vast van { $side ->
        [1] de eerste kant
       *[other] de tweede kant
    } ({ $kind }) die geen handtekening van die speler dekt
log-committed-key-unreadable = de vastgelegde sleutel van { $side ->
        [1] de eerste kant
       *[other] de tweede kant
    }: { $why }
log-other-key = { $side ->
        [1] de eerste kant
       *[other] de tweede kant
    } legde een andere sleutel vast dan die het registreerde
log-sealed-out-of-place = een handtekening van { $side ->
        [1] de eerste kant
       *[other] de tweede kant
    } bevat een verzegeld leger waar de scheidsrechter er geen bewaart
log-sealed-unpublished = het leger van { $side ->
        [1] de eerste kant
       *[other] de tweede kant
    } is bekendgemaakt zonder de ondertekende mail die het opstelde, waarvan het logboek de handtekening verzegeld bewaart
log-sealed-mismatch = de ondertekende mail die met het leger van { $side ->
        [1] de eerste kant
       *[other] de tweede kant
    } bekendgemaakt werd is niet die welke het logboek verzegeld bewaart, of stelt een ander leger op

## Van de beheerder: een bewaarde momentopname van een partij die niet te
## lezen is of niet bij haar logboek past. $game is het id van een
## partij; $why de woorden van de JSON-lezer of de regels.

log-snapshot-not-json = ongeldige momentopname: { $why }
log-snapshot-older = een oudere momentopname, met de zetten: speel het logboek na
log-snapshot-position = ongeldige stelling in de momentopname: { $why }
log-snapshot-square-without-leaf = ongeldige vastlegging in de momentopname: een veld zonder zijn blad
log-snapshot-no-leaves-nor-army = ongeldige momentopname: een vastlegging zonder bladeren en zonder leger
log-snapshot-held-army-differs = ongeldige momentopname: een bewaard leger geeft zijn vastlegging niet
log-snapshot-history-count = { $game }: het logboek nagespeeld tot gebeurtenis { $replayed-n } heeft { $replayed-plies } zetten, de bewaarde toestand bij gebeurtenis { $n } heeft er { $plies }
log-snapshot-history-differs = { $game }: de recente zetten verschillen van die van het logboek
