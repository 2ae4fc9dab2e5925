### De fouten van de dienst (src/service/errors.rs, `ServiceError`;
### `NotDone` van de kern) en van het sleutelbestand (src/keys:
### `SecretError`, `BadKey`): wat `estafette` afdrukt na "estafette: " als
### een opdracht niet uitgevoerd kan worden. `$why` is een fout daarbinnen,
### in dezelfde taal verwoord; `$error` de eigen woorden van het systeem,
### een crate of een ander onderdeel; paden, adressen en partij-id's staan
### er zoals ze zijn.

service-no-game = geen partij '{ $game }' in deze database (`estafette list` toont de partijen)
service-no-address = het adres van de scheidsrechter '{ $address }' is geen mailadres: zonder adres kan geen mail opgesteld worden
service-batch-spoiled = een bewaakte reeks is bedorven
service-stopping = de scheidsrechter stopt
service-rolling-back = een reeks terugdraaien: { $why }
service-committing = een reeks vastleggen: { $why }
service-maildir-open = Maildir-map onbruikbaar: { $error }
service-maildir = Maildir: { $error }
service-sealing-message = het bericht verzegelen: { $why }
service-sealing-messages = de berichten verzegelen: { $why }
service-no-random = kan geen willekeurige bytes van het systeem krijgen: { $error }
service-player-missing = rij van de speler ontbreekt
service-challenger-missing = uitdager ontbreekt
service-game-vanished = partij verdwenen
service-tick = { $game }: `tick` mislukt ({ $error })
service-bad-name = { $address }: naam geweigerd ({ $error })
service-not-an-address = '{ $address }' is geen mailadres
service-same-addresses = de twee spelers moeten verschillende adressen hebben
service-kit-file = kit_file { $path }: { $error } (de pagina die `cargo xtask kit` schrijft)
service-building-mail = mail opbouwen: { $error }
service-token = partijtoken: { $error }
service-encode = JSON-codering mislukt: { $error }
service-games-unreadable = de tabel van de partijen kan niet gelezen worden: { $why }
service-outbox-unreadable = de uitgaande wachtrij kan niet gelezen worden: { $why }
service-failed-decision = intern: een mislukt besluit kan niet opgeslagen worden
service-decision-ends = intern: het besluit voor { $game } bij gebeurtenis { $at } eindigt bij gebeurtenis { $ends } van { $of }
service-bad-stored-head = ongeldige opgeslagen kop
service-bad-stored-root = ongeldige opgeslagen wortel
service-challenge-spec = uitdaging: { $error }
service-bad-confirmation-id = ongeldig bevestigings-id
service-bad-challenge-id = ongeldig uitdagings-id
service-no-new-address = een adres vervangen vraagt het nieuwe adres
service-other-side = dat adres speelt de andere kant van deze partij
service-snapshot-sealed = { $game }: kan de verzegelde momentopname niet openen ({ $why }): verkeerd sleutelbestand?
service-snapshot-not-utf8 = de momentopname is geen UTF-8
service-snapshot-hex = momentopname: { $why }
service-army-sealed = { $game }: kan het leger van de { $side ->
    [1] eerste
   *[other] tweede
} speler niet openen ({ $why }): verkeerd sleutelbestand?
service-secret-json = geheim: { $error }
service-key-missing-with-games = de database { $db } heeft { $games } partij(en) maar haar sleutelbestand { $key } bestaat niet: zet het sleutelbestand terug uit uw back-up, of noem het met --key-file (`init` maakt alleen een nieuwe sleutel voor een database zonder partijen: een nieuwe sleutel kan de partijen die er al zijn niet lezen)
service-key-file-missing = het sleutelbestand { $path } bestaat niet: noem het sleutelbestand van de database met --key-file (of ESTAFETTE_KEY_FILE, of key_file in estafette.toml), of zet het terug uit uw back-up
service-key-file-invalid = { $why }: zet het sleutelbestand terug uit uw back-up
service-wrong-key-file = het sleutelbestand { $key } is niet de sleutel van de database { $db }: noem het eigen sleutelbestand van de database met --key-file, of zet het terug uit uw back-up

## Een opdracht van de beheerder over een partij die niet uitgevoerd is (`NotDone` van de kern).
service-no-reason = geef een reden: die gaat in het logboek van de partij en naar beide spelers
service-blind-needs-clock = een blinde partij heeft een bedenktijd nodig (--time): de laatste onthullingen hebben een termijn
service-bad-options = ongeldige opties: { $why }

## Het sleutelbestand en het verzegelen (src/keys). `$action` is een van
## create, write, open, inspect, read.
service-key-io = kan sleutelbestand { $path } niet { $action ->
    [create] aanmaken
    [write] schrijven
    [open] openen
    [inspect] onderzoeken
   *[read] lezen
}: { $error }
service-key-exists = sleutelbestand { $path } bestaat al; het wordt niet overschreven (een nieuwe sleutel zou de geheimen van lopende partijen onleesbaar maken)
service-key-permissions = sleutelbestand { $path } heeft modus { $mode }: groep en anderen mogen geen toegang hebben; voer `chmod 600 { $path }` uit
service-key-invalid = sleutelbestand { $path } is niet geldig: { $why }
service-key-random = kan geen willekeurige bytes van het systeem krijgen: { $error }
service-key-too-short = het verzegelde geheim is { $n } bytes, minder dan de { $least } van een nonce en een tag
service-key-does-not-open = het verzegelde geheim gaat niet open: verkeerd sleutelbestand, verkeerde partij, kant of wortel, of de opgeslagen bytes zijn gewijzigd
service-key-encrypt = kan het geheim niet versleutelen (te lang)
service-key-not-a-file = geen gewoon bestand
service-key-too-large = te groot voor een sleutelbestand
service-key-binary = 64 hexadecimale cijfers verwacht, binaire gegevens gevonden
service-key-not-hex = 64 hexadecimale cijfers verwacht: { $why }

## De eigen fouten van de demo (`demo::DemoFault`).
service-demo-key-file = { $why }
service-demo-maildir = Maildir: { $error }
service-demo-file = bestand { $path }: { $error }
service-demo-write = schrijven mislukt: { $error }
service-demo-read = lezen mislukt: { $error }
service-demo-no-mail = geen mail voor { $game } in { $dir }
service-demo-audit = controle: { $problems }
service-demo-not-demo-folder = { $dir } bestaat en is geen demomap; kies een andere met --dir
service-demo-no-position = geen stelling
service-demo-unparsable = kan de mail van de scheidsrechter niet lezen
service-demo-inbox = inbox van de scheidsrechter: { $error }
service-demo-move-refused = demozet geweigerd: { $why }
service-demo-verify = bestand { $path }: { $why }
service-demo-not-bench-folder = { $dir } bestaat en werd niet door estafette-bench gemaakt; kies een andere --dir
service-demo-load-refused = { $step } geweigerd bij het opbouwen van de belasting: { $outcome }
service-demo-no-position-after-setup = { $game }: geen stelling na de opstelling
service-demo-clock = { $why }
service-demo-game-move = partij { $game }, zet { $text }: { $why }
service-demo-move = zet { $text }: { $why }
service-demo-stored = { $stored } partijen opgeslagen, { $expected } verwacht
service-no-operator-event = de handeling van de beheerder legde geen gebeurtenis van de beheerder vast

## Wat `estafette demo` van zijn partijen afdrukt (`demo::Said`): $title
## de titel van het spel, $why waarom de partij eindigde, $head het begin
## van de kop van een verslag.
service-demo-heading = Estafette-demo in { $dir }
service-demo-game = { $title } ({ $game }): { $first } - { $second }
service-demo-over-won = voorbij na { $moves } zetten: { $winner } wint ({ $why })
service-demo-over-drawn = voorbij na { $moves } zetten: remise ({ $why })
service-demo-over-unknown = voorbij na { $moves } zetten: remise (?)
service-demo-mailboxes = Mail afgeleverd in de Maildir van elke speler onder { $root }:
service-demo-mailbox = { $dir } — { $n } berichten
service-demo-transcripts = Verslagen, offline geverifieerd:
service-demo-verified = { $path } — geverifieerd: { $events } gebeurtenissen, { $moves } zetten, kop { $head }
service-demo-audited = Audit: elk logboek, elk naspelen en elke momentopname stemmen overeen.

## De belastinggenerator van de bench: een mail van de belasting
## (`demo::LoadStep`), en wat de scheidsrechter maakte van een mail die hij
## niet uitvoerde (`demo::Unapplied`).
service-bench-army = { $game }: een leger
service-bench-move = { $game }: zet { $text }
service-bench-resignation = { $game }: de opgave
service-bench-duplicate = een dubbel van een mail die al verwerkt is
service-bench-failed = mislukt: { $why }
