### Wat de scheidsrechter over zijn eigen werk aan de beheerder zegt
### (`service::said::Said` van de shell): de regel van `ingest` op de
### standaardfout voor een verwerkte mail, het antwoord van `operate`, de
### laatste regel van `estafette moves` als de partij voorbij is. `ingest`
### drukt de status van de inbox (`applied`, `rejected`, `ignored`, ...)
### vóór de samenvatting af zoals de database hem bewaart, in het Engels in
### elke taal: deze berichten zijn alleen de samenvatting. Zetten, velden,
### partij-id's, namen van spelers en de reden van de beheerder staan er
### zoals ze zijn.

## De opdrachten van een mail: $kind het soort opdracht (een keuze), $move een zet.

summary-command = { $kind ->
        [setup] opstelling
        [commitment] vastlegging
        [final-reveal] laatste onthulling
        [opening] opening
        [message] bericht
        [vacation] vakantie
        [time-zone] tijdzone
        [resignation] opgave
        [board] bord
        [history] verloop
        [help] hulp
        [draw-acceptance] aanvaarding van remise
        [draw-refusal] weigering van remise
       *[draw-offer] remiseaanbod
    }
summary-move = { $move }
summary-list = { $first }, { $rest }

## Een besluit: $applied de uitgevoerde opdrachten, $refused de geweigerde.

summary-applied = uitgevoerd: { $applied }
summary-nothing-applied = niets uitgevoerd
summary-applied-then-refused = uitgevoerd: { $applied }; daarna { $refused }
summary-refused-empty = lege mail geweigerd
summary-refused-move-from = zet vanaf { $square } geweigerd
summary-refused-move = zet geweigerd
summary-refused-command = { $command } geweigerd
summary-refused-unknown = opdracht geweigerd

## Een handeling van de beheerder: $game de partij, $what de handeling, $n
## het logboekitem; $name, $new en $winner namen van spelers; $by een duur.

summary-operated = { $game }: { $what } (logboekitem { $n })
summary-operated-paused = onderbroken door de beheerder: { $reason }
summary-operated-resumed = hervat door de beheerder: { $reason }
summary-operated-extended = { $name } kreeg van de beheerder { $by } extra: { $reason }
summary-operated-replaced = { $name } door de beheerder vervangen door { $new }: { $reason }
summary-operated-address-replaced = adres van { $name } vervangen door de beheerder: { $reason }
summary-operated-decided-drawn = besloten door de beheerder, remise: { $reason }
summary-operated-decided-won = besloten door de beheerder, { $winner } wint: { $reason }

## Een duur: $shape zijn delen (d, h, m), $d dagen, $h uren, $m minuten.

summary-duration-d = { $d ->
        [one] { $d } dag
       *[other] { $d } dagen
    }
summary-duration-h = { $h } uur
summary-duration-m = { $m ->
        [one] { $m } minuut
       *[other] { $m } minuten
    }
summary-duration = { $shape ->
        [d] { summary-duration-d }
        [h] { summary-duration-h }
        [dh] { summary-duration-d } en { summary-duration-h }
        [dm] { summary-duration-d } en { summary-duration-m }
        [hm] { summary-duration-h } en { summary-duration-m }
        [dhm] { summary-duration-d }, { summary-duration-h } en { summary-duration-m }
       *[m] { summary-duration-m }
    }

## Een mail die geen besluit van een partij is: $sender en $registered
## adressen, $game een partij-id, $authserv de naam van onze mailserver,
## $limit een grootte in bytes, $n het nummer van een uitdaging of
## bevestiging, $status de status van de uitdaging zoals de database hem
## bewaart (accepted, declined).

summary-no-token = geen geldig partijtoken (van { $sender })
summary-unknown-game = onbekende partij { $game }
summary-info-over-limit = boven de uurgrens van antwoorden: niet uitgevoerd, niet beantwoord
summary-games-over-limit = PARTIJEN van { $sender }: boven de uurgrens, niet beantwoord
summary-wrong-sender = geweigerd: token voor { $registered } gebruikt door { $sender }
summary-no-dkim = geweigerd: geen dkim=pass van { $authserv } voor { $sender }
summary-too-large = te groot: meer dan { $limit } bytes (max_message_bytes); alleen de header werd bewaard
summary-too-large-from = te groot: meer dan { $limit } bytes (max_message_bytes); alleen de header werd bewaard; van { $sender }
summary-unknown-challenge = onbekende uitdaging ch-{ $n }
summary-challenge-closed = uitdaging ch-{ $n } al { $status ->
        [accepted] aanvaard
        [declined] geweigerd
       *[other] { $status }
    }
summary-challenge-accepted = uitdaging ch-{ $n } aanvaard: { $game }
summary-challenge-declined = uitdaging ch-{ $n } geweigerd
summary-answer-without-challenge = ACCEPTEREN/WEIGEREN zonder uitdagingstoken
summary-nothing-held = bevestiging cf-{ $n }: niets bewaard om uit te voeren

## `estafette moves` voor een beëindigde partij: $winner een kant, $why het einde.

summary-game-over-won = partij voorbij: { $winner } heeft gewonnen: { $why }
summary-game-over-drawn = partij voorbij: remise: { $why }

## Een mail die onbeantwoord opzij gelegd werd, de accountopdrachten, de
## bevestigingen, een verkeerd antwoord op een uitdaging, de lijst van
## partijen gestuurd aan een speler zonder token, een bounce
## (`service::told::Told` van de shell): $sender, $to en $address adressen,
## $game een partij-id, $n een aantal of het nummer van een uitdaging of
## bevestiging, $why waarom (een sleutel of een geneste zin), $what een
## bewaarde opdracht, $recipients de teruggekomen adressen, $status de
## status van de bounce, $told de ingelichte tegenstanders.

summary-no-one-sender = niet één afzender, niet beantwoord: { $why }
summary-from-headers = hij heeft { $n } From-headers
summary-from-group = zijn From-header is een groep, niet één adres
summary-from-addresses = zijn From-header bevat { $n } adressen
summary-from-malformed = zijn From-header is niet één adres volgens RFC 5322
summary-not-answered = niet beantwoord: { $why ->
        [bounce] het is een melding over de bezorgstatus (bounce)
        [auto-reply] het is een automatisch antwoord
        [bulk] het is bulkmail of mail van een mailinglijst
        [null-sender] zijn Return-Path is leeg (null sender)
        [no-from] hij heeft geen From-adres
        [mailer-daemon] hij komt van MAILER-DAEMON of postmaster
       *[own-address] hij komt van een van onze eigen adressen
    }
summary-no-sender = geen adres van afzender
summary-unreadable = onleesbaar bericht: { $why ->
        [empty] het bericht is leeg
        [truncated] het bericht lijkt afgekapt: zijn headersectie eindigt nooit met een lege regel
        [not-mail] dit is geen mailbericht: geen From, To, Subject, Date, Message-ID of andere mailheader gevonden
       *[unparseable] het bericht kon niet als MIME gelezen worden
    }
summary-games = PARTIJEN voor { $sender }: { $n }
summary-observe-no-game = VOLGEN { $game }: onbekende partij
summary-observe-player = VOLGEN { $game }: een speler
summary-observe-forbidden = VOLGEN { $game }: toeschouwers niet toegestaan
summary-observed = VOLGEN { $game } door { $sender }
summary-unobserved = NIET-MEER-VOLGEN { $game } door { $sender }
summary-new-not-allowed = NIEUW geweigerd voor { $sender }: niet toegestaan
summary-new-self = NIEUW geweigerd: zichzelf
summary-challenged = NIEUW ch-{ $n }: { $sender } daagt { $to } uit
summary-bad-account-command = ongeldige accountopdracht van { $sender }: { $why }
summary-challenge-answered-from = uitdaging ch-{ $n } beantwoord vanaf { $sender }, niet { $to }
summary-challenge-no-answer = uitdaging ch-{ $n }: geen ACCEPTEREN of WEIGEREN
summary-held-observe = VOLGEN { $game }
summary-held-unobserve = NIET-MEER-VOLGEN { $game }
summary-held-challenge = een uitdaging aan { $to }
summary-held-join = DEELNEMEN { $name }
summary-held-site = SITE AAN
summary-stranger-over-limits = { $what } van onbevestigde { $sender }: boven de grenzen voor onbekenden, niet beantwoord
summary-over-limit = { $what } van { $sender }: boven de uurgrens, niet beantwoord
summary-confirmation-sent = { $what } van { $sender }: bevestiging cf-{ $n } verstuurd
summary-unknown-confirmation = onbekende bevestiging cf-{ $n }
summary-confirmation-answered-from = bevestiging cf-{ $n } beantwoord vanaf { $sender }, niet { $address }
summary-confirmation-answered = bevestiging cf-{ $n } al beantwoord
summary-confirmed = bevestiging cf-{ $n }: { $why }
summary-listed = geen geldig partijtoken (van { $sender }); ingelicht over { $n } lopende partij(en)
summary-bounce = bounce voor { $recipients } (status { $status }); ingelicht: { $told }
summary-bounce-nobody = bounce voor { $recipients } (status { $status }); ingelicht: niemand

## De regels die `ingest`, `poll`, `send` en `tick` op de standaardfout
## afdrukken (`cli::told::Line` van de shell): $why een fout (genest, of
## in haar eigen woorden), $recipient een adres, $game een partij-id of
## `geen partij`, $sent, $later, $failed en $n aantallen.

summary-line-duplicate = dubbel: al verwerkt
summary-line-failed = mislukt (bewaard in de inbox): { $why }
summary-line-left-queued = antwoorden in de wachtrij gelaten voor `send`: { $why }
summary-line-game = { $game }
summary-line-no-game = geen partij
summary-line-mail-later = nieuwe poging volgt: mail aan { $recipient } ({ $game }): { $why }
summary-line-mail-failed = mislukt: mail aan { $recipient } ({ $game }): { $why }
summary-line-sent-at-once = { $sent } meteen verstuurd, { $later } opnieuw te proberen, { $failed } mislukt
summary-line-sent = { $sent } verstuurd, { $later } opnieuw te proberen, { $failed } mislukt
summary-line-waiting = { $n } mail(s) wachten hun pauze na een mislukte poging af, de volgende om { $next }
summary-line-taken-in = { $n } bericht(en) binnengenomen
summary-line-ticked = tick: bij { $n } partij(en) was er iets te doen

## Wat `tick` met een partij deed (zijn regel op de standaardfout, en het
## logboek van `run`): $game de partij, $done wat de klok deed (één ding,
## of een lijst: $first en $rest), $name, $winner namen van spelers,
## $before een duur, $why waarom de partij eindigde, of de fout.

summary-clock-game = { $game }: { $done }
summary-clock-list = { $first }; { $rest }
summary-clock-nothing = niets te doen
summary-clock-reminded = { $name } herinnerd, { $before } vóór de termijn
summary-clock-late = { $name } is te laat
summary-clock-neither-army = geen van beide legers kwam op tijd binnen
summary-clock-lost-on-time = { $name } verloor op tijd
summary-clock-drawn = remise: { $why }
summary-clock-won = { $winner } wint: { $why }
summary-clock-revealed = leger en zaad van { $name } bekendgemaakt
summary-clock-no-side = kant { $side }
summary-as-logged = { $sentence } (zoals in het logboek, in het Engels)
summary-clock-failed = { $game }: MISLUKT: { $why }

## De logregel van `run` voor een binnengenomen bericht: $game de partij
## (of geen), $sender het adres van de afzender (of geen), $outcome wat er
## gedaan werd, $reply of de afzender een antwoord kreeg, $others en $n
## aantallen mails in de wachtrij; $status het eigen woord van de inbox
## (`rejected`, `ignored`), zoals het in elke taal is, en $summary wat er
## van de mail werd; $text een samenvatting in het Engels dat de inbox
## bewaart.

summary-note = { $game }: mail van { $sender }: { $outcome }; { $reply }
summary-note-others = { $game }: mail van { $sender }: { $outcome }; { $reply }, { $others ->
        [one] { $others } andere mail in de wachtrij
       *[other] { $others } andere mails in de wachtrij
    }
summary-note-no-game = (geen partij)
summary-note-no-sender = (geen afzender)
summary-note-duplicate = dubbel van een bericht dat al binnengenomen is, niets gedaan
summary-note-failed = mislukt; bewaard in de inbox voor de beheerder
summary-note-status = { $status }: { $summary }
summary-note-queued = { $n ->
        [one] antwoord in de wachtrij
       *[other] { $n } antwoorden in de wachtrij
    }
summary-note-held-back = antwoord tegengehouden ({ $why })
summary-note-no-reply = geen antwoord
summary-note-mail-loop = nooit beantwoord, tegen maillussen
summary-note-error-limit = foutantwoorden aan deze afzender zitten aan hun uurgrens

## Een bericht waarvan de verwerking onverwacht mislukte: $error de eigen
## woorden van het programma.

summary-internal-error = interne fout: { $error }

## Wat `run` over zijn eigen rondes logt (src/cli/logged.rs).
summary-run-started = estafette run gestart (een ronde elke { $interval } s)
summary-run-stopped = estafette run gestopt
summary-run-poll-failed = poll mislukt, nieuwe poging volgt: { $why }
summary-run-imap-stopped = IMAP-poll gestopt: { $why }
summary-run-imap-failed = IMAP-poll mislukt, nieuwe poging volgt: { $why }
summary-run-send-failed = send mislukt, nieuwe poging volgt: { $why }
summary-run-tick-failed = tick mislukt, nieuwe poging volgt: { $why }
summary-run-polled = Maildir opgehaald: { $messages } bericht(en) binnengenomen
summary-run-polled-imap = IMAP opgehaald: { $messages } bericht(en) binnengenomen
summary-run-taken-in = bericht binnengenomen
summary-run-duplicate = bericht al verwerkt (een dubbel)

## Wat de spelersprogramma's en `man --dir` naast hun uitvoer zeggen (src/cli/aside.rs).
summary-aside-secret-written = geheim bestand geschreven: { $path } (houd het privé en veilig; u hebt het nodig om te spelen)
summary-aside-secret-signs = het bevat ook uw ondertekeningssleutel: onderteken elke latere mail met `estafette sign { $path }` (de sleutelregel hieronder registreert hem)
summary-aside-mail-these = mail deze regels naar de scheidsrechter:
summary-aside-key-written = ondertekeningssleutel geschreven: { $path } (houd hem privé; hij ondertekent uw opdrachten)
summary-aside-register-key = registreer hem door deze regel naar de scheidsrechter te mailen, vóór uw eerste zet:
summary-aside-man-pages = { $n ->
    [one] { $n } handleidingpagina geschreven naar { $dir }
   *[other] { $n } handleidingpagina's geschreven naar { $dir }
}
summary-aside-init-as-root = waarschuwing: de database { $db } en het sleutelbestand { $key } zijn van root, en Postfix voert een pipe nooit uit als root: geef ze aan de gebruiker waaronder de pipe, cron en de diensten draaien, met `estafette init --owner GEBRUIKER`
summary-aside-folder-not-owned = waarschuwing: de map { $folder } is niet van { $user }, die daar de bestanden -wal en -shm van de database moet aanmaken: `chown { $user }: { $folder }`

## `check`: elk ding dat het vond, en de koppen van de regels die het afdrukt.
summary-check-config = ok: de configuratie wordt gelezen uit { $path }
summary-check-no-config = ok: er wordt geen configuratiebestand gelezen ({ $looked } bestaat niet): de instellingen komen alleen van opties en de omgeving
summary-check-address = ok: het adres van de scheidsrechter is { $address }
summary-check-files = ok: { $user } bezit de database { $db }, de bestanden ernaast en het sleutelbestand { $key }, en kan ze en hun map lezen en schrijven
summary-check-database = ok: de database { $db } is intact (schema { $version }, { $games } partij(en)) en hoort bij het sleutelbestand
summary-check-smtp = ok: de SMTP-server { $host }:{ $port } antwoordt (tls = { $tls })
summary-check-smtp-local = ok: de SMTP-server { $host }:{ $port } op deze machine antwoordt (met STARTTLS als hij dat aanbiedt)
summary-check-sendmail = ok: { $command } werkt
summary-check-maildirs = ok: mail gaat in een Maildir per ontvanger onder { $root }
summary-check-maildir = ok: de Maildir { $path } is er
summary-check-clock = ok: de klok geeft { $now }; de tijdzonegegevens kennen { $zones } zones, waaronder { $zone }
summary-check-problem = probleem: { $why }
summary-check-pipe = Postfix: een pipe die draait als { $user } voor { $address } en zijn +TOKEN-adressen, in master.cf; dan de regels van main.cf (`postconf -e`), de transport map (`postmap`) en `postfix reload`
summary-check-alias = of, voor een domein dat Postfix zelf aflevert (mydestination), een alias in { $file }, een bestand van { $user } (Postfix voert de opdracht van een alias uit als de eigenaar van zijn bestand): voeg hash:{ $file } toe aan alias_maps, en voer dan `postalias { $file }` uit als { $user }
summary-check-cron = cron: tick, dan send, elke vijf minuten, in { $file }
summary-check-systemd = systemd: de units van contrib/systemd (estafette-tick.service en .timer naast de pipe, of estafette.service voor `run`), met deze regels (`systemctl edit UNIT`)

## Wat `estafette view` naast het privébord zegt: $game de partij, $me de
## kant van de lezer, $mover de kant aan zet, $ply de gespeelde halve
## zetten; een waarschuwing: $mail en $sealed opties, $home een beginveld,
## $shown en $army rangen.
summary-view-to-move = Partij { $game }: u bent { $me }. { $mover } is aan zet na { $ply } { $ply ->
    [one] halve zet
   *[other] halve zetten
}.
summary-view-over = Partij { $game }: u bent { $me }. De partij is voorbij op het bord, na { $ply } { $ply ->
    [one] halve zet
   *[other] halve zetten
}.
summary-view-other-options = waarschuwing: de opties van de mail ({ $mail }) zijn niet die waarmee u verzegelde ({ $sealed })
summary-view-not-in-army = waarschuwing: geen stuk van u begon op { $home }
summary-view-shown-as = waarschuwing: het stuk van { $home } wordt getoond als { $shown } maar uw leger heeft daar een { $army }
