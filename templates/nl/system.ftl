### De fouten van de opslag, de mailtransporten, het configuratiebestand,
### de eigen sjablonen en de demo: wat `estafette` afdrukt na "estafette: "
### als een ervan een opdracht stopt. `$path`, `$folder` zijn bestanden
### zoals de beheerder ze noemde, `$error` de eigen woorden van het
### systeem, SQLite of een crate, en `$why` een fout daarbinnen.

## De opslag (src/store/fault.rs, `StoreFault`).

system-store-sqlite = databank: { $error }
system-store-corrupt = database: { $error }: het databasebestand is beschadigd (`estafette audit` zegt waar); laat het zoals het is en zet de laatste goede back-up terug met `estafette restore`
system-store-on-file = { $path }: { $why }
system-store-file = { $path }: niet toegankelijk ({ $error })
system-store-is-folder = { $path } is een map, geen database: noem het databasebestand met --db
system-store-empty-file = { $path } is een leeg bestand, geen database: verwijder het en voer `estafette init` uit, of noem het juiste met --db
system-store-not-sqlite = { $path } is geen SQLite-database: noem het juiste bestand met --db, of maak er een met `estafette init`
system-store-no-database = de database { $path } bestaat niet: maak hem met `estafette init`, of noem de juiste met --db (of ESTAFETTE_DB, of `db` in estafette.toml)
system-store-not-estafette = { $path } is een SQLite-database maar geen van Estafette: maak er een met `estafette init`, of noem de juiste met --db
system-store-no-folder = kan de database { $path } niet aanmaken: de map { $folder } bestaat niet
system-store-damaged = { $path } is beschadigd: de integriteitscontrole van SQLite vond { $count } probleem/problemen: { $problems }{ $more ->
        [0] {""}
       *[other] {" "}(en nog { $more })
    }. Laat het bestand zoals het is; zet de laatste goede back-up terug met `estafette restore` (nadat u het beschadigde bestand verplaatst hebt), of red wat te lezen valt met `.recover` van het programma sqlite3
system-store-damaged-unnamed = de database is beschadigd: de integriteitscontrole van SQLite vond { $count } probleem/problemen: { $problems }{ $more ->
        [0] {""}
       *[other] {" "}(en nog { $more })
    }. Laat het bestand zoals het is; zet de laatste goede back-up terug met `estafette restore` (nadat u het beschadigde bestand verplaatst hebt), of red wat te lezen valt met `.recover` van het programma sqlite3
system-store-backup-exists = { $path } bestaat al: kies een nieuw bestand (een back-up overschrijft nooit)
system-store-backup-no-folder = kan de back-up { $path } niet aanmaken: de map { $folder } bestaat niet
system-store-backup-cannot-create = kan de back-up { $path } niet aanmaken: { $error }
system-store-backup-missing = de back-up { $path } bestaat niet
system-store-backup-not-estafette = { $path } is een SQLite-database maar geen van Estafette
system-store-backup-too-new = { $path } heeft schemaversie { $version }; dit programma kent 1 tot { $latest }: zet hem terug met een nieuwere Estafette
system-store-schema-too-new = deze database heeft schemaversie { $current }, geschreven door een nieuwere Estafette; dit programma kent versies tot { $latest }: werk het programma bij
system-store-migration-failed = migratie { $name } mislukt: { $error }
system-store-batch-open = er is al een reeks open
system-store-no-batch = er is geen reeks open
system-store-batch-spoiled = een schrijfactie van de reeks kon niet ongedaan gemaakt worden: de hele reeks wordt teruggedraaid
system-store-no-game = geen partij { $id }
system-store-out-of-order = partij { $id }: gebeurtenissen niet op volgorde (de kop wordt verplaatst vanaf gebeurtenis { $from }, maar hij staat op { $at })
system-store-numbered-from-one = partij { $game }: gebeurtenissen worden vanaf 1 genummerd
system-store-parcel-offset = offset van het pakket buiten bereik
system-store-parcel-length = lengte van het pakket buiten bereik

## De configuratie (src/config/fault.rs, `ConfigFault`): `$line` is een
## regel van estafette.toml, `$key` en `$value` zoals het bestand ze
## schrijft, `$message` de woorden van de crate toml; `$what` en
## `$problem` een zin hieronder.

system-config-file = { $path }: niet toegankelijk ({ $error })
system-config-in-file = { $path }: { $why }
system-config-in-file-line = { $path }, regel { $line }: { $what }
system-config-at-line = regel { $line }: { $what }
system-config-toml = TOML-fout: { $message }
system-config-no-kit-file = { $path }: kit_file { $kit_file }: bestand bestaat niet (bouw de pagina met cargo xtask kit)
system-config-templates-dir = templates_dir { $dir }: niet leesbaar ({ $error })
system-config-no-language = templates_dir { $dir }: er is geen taal { $code } (de talen: { $langs })
system-config-no-template = { $file }: er is geen sjabloon { $name } (de sjablonen: { $names })
system-config-unknown-key = onbekende sleutel `{ $path }`
system-config-unknown-key-near = onbekende sleutel `{ $path }` (bedoelde u `{ $near }`?)
system-config-unknown-key-keys = onbekende sleutel `{ $path }` (de sleutels hier: { $keys })
system-config-unknown-section = onbekende sectie [{ $path }]
system-config-unknown-section-near = onbekende sectie [{ $path }] (bedoelde u `{ $near }`?)
system-config-unknown-section-keys = onbekende sectie [{ $path }] (de sleutels hier: { $keys })
system-config-section-twice = de sectie [{ $path }] is twee keer gegeven
system-config-key-twice = `{ $path }` is twee keer gegeven
system-config-key-twice-first = `{ $path }` is twee keer gegeven (eerst op regel { $first })
system-config-value = { $key } = { $value }: { $problem }
system-config-kit-attach-alone = kit_attach = true: geef ook kit_file, de pagina om bij te voegen
system-config-unquoted = een tekenreeks moet tussen aanhalingstekens staan
system-config-want-port = een geheel getal van 0 tot 65535 verwacht
system-config-want-unsigned = een geheel getal verwacht, 0 of meer
system-config-want-whole = een geheel getal verwacht
system-config-want-quoted = een tekenreeks tussen aanhalingstekens verwacht
system-config-want-boolean = true of false verwacht
system-config-want-section = een sectie verwacht, [{ $path }]
system-config-want-other = { $type } verwacht
system-config-rule-durability = schrijf "normal" of "full"
system-config-rule-poll-batch = geef een aantal berichten van 1 tot 10000
system-config-rule-message-bytes = geef minstens 1024 bytes
system-config-rule-commands = geef minstens 1
system-config-rule-time-zone = geen tijdzone (geef een naam zoals "Europe/Amsterdam")
system-config-rule-kit-url = geef het webadres van de pagina, beginnend met https://, zonder spaties
system-config-rule-smtp-tls = kies none, starttls of implicit
system-config-rule-imap-tls = kies implicit, starttls of plain

## De sjablonen (src/views/template.rs, `TemplateError`): `$error` zijn de
## woorden van minijinja, `$file` het sjabloonbestand van de beheerder.

system-template-render = sjabloonfout: { $error }
system-template-in-file = sjabloonfout: { $file }: { $error }
system-template-no-value = sjabloonfout: { $file }: er is geen waarde { $value } (die van { $name }: { $have })
system-template-no-template = sjabloonfout: { $file }: er is geen sjabloon { $name } (de sjablonen: { $names })

## De transporten (src/mail/fault.rs, `MailFault`): `$address` een
## mailadres, `$command` de opdracht sendmail, `$error` en `$stderr` de
## woorden van lettre, rustls, de server, de opdracht of het systeem.

system-mail-bad-address = '{ $address }' is geen geldig adres: { $error }
system-mail-bad-envelope = ongeldige envelop: { $error }
system-mail-folder-name = '{ $address }' kan niet als naam van een lokale map gebruikt worden
system-mail-local-delivery = lokale aflevering aan { $address }: { $error }
system-smtp-tls-setup = TLS-instelling voor { $host }: { $error }
system-smtp-login-half = inloggen bij SMTP vraagt zowel een gebruiker als een wachtwoord
system-smtp-reply = SMTP-antwoord { $code }: { $error }
system-smtp-error = SMTP-fout: { $error }
system-mail-cannot-run = kan { $command } niet uitvoeren: { $error }
system-mail-no-stdin = { $command }: geen stdin
system-mail-wait = { $command }: bij het wachten op het einde: { $error }
system-mail-writing = { $command }: het bericht schrijven: { $error }
system-mail-exited = { $command } stopte met status { $status }: { $stderr }
system-mail-killed = { $command } werd door een signaal gestopt: { $stderr }
system-mail-told = het opnemende transport kreeg opdracht te falen (poging { $attempt })
system-mail-no-recipients = geen ontvangers
system-imap-no-host = geen IMAP-host gegeven
system-imap-no-user = geen IMAP-gebruiker gegeven
system-imap-no-mailbox = geen IMAP-mailbox gegeven
system-imap-move-same = kan binnengenomen berichten niet naar '{ $folder }' verplaatsen: geef een andere map dan de gelezen mailbox
system-imap-plain-remote = IMAP zonder versleuteling naar { $host } geweigerd: het wachtwoord en de mail zouden onversleuteld over het netwerk gaan; gebruik TLS (implicit of starttls), of plain alleen naar een server op deze machine (127.0.0.1, ::1, localhost)
system-imap-resolve = kan { $host } niet opzoeken: { $error }
system-imap-no-address = { $host } heeft geen bruikbaar adres
system-imap-socket = socketinstelling voor { $address }: { $error }
system-imap-connect = kan geen verbinding maken met { $host }:{ $port } ({ $error })
system-imap-connect-no-address = kan geen verbinding maken met { $host }:{ $port } (geen adres)
system-imap-verifier = controle van TLS-certificaten: { $error }
system-imap-tls-setup = TLS-instelling: { $error }
system-imap-cert-name = '{ $host }' kan niet aan een TLS-certificaat getoetst worden: { $error }
system-imap-tls-setup-for = TLS-instelling voor { $host }: { $error }
system-imap-handshake = TLS-handshake met { $host }: { $error }

## De fouten van een IMAP-sessie na het verbinden
## (src/mail/session_fault.rs, `SessionFault`): `$answer` is het eigen
## antwoord van de server, `$error` de woorden van het systeem of de
## scheidsrechter.

system-imap-read-timeout = { $host }: time-out bij het lezen van de server
system-imap-write-timeout = { $host }: time-out bij het schrijven naar de server
system-imap-read = { $host }: lezen van de server: { $error }
system-imap-write = { $host }: schrijven naar de server: { $error }
system-imap-closed = { $host }: de server sloot de verbinding
system-imap-long-line = { $host }: antwoordregel langer dan { $max } bytes
system-imap-bad-response = { $host }: ongeldig antwoord van de server: { $error }
system-imap-preauth = { $host }: de server begroet met PREAUTH (al ingelogd), wat deze client niet aanvaardt
system-imap-greeting = { $host }: begroeting van de server: { $answer }
system-imap-unexpected-greeting = { $host }: onverwachte begroeting: { $what }
system-imap-connection-closed = { $host }: de verbinding is gesloten
system-imap-wrong-tag = { $host }: antwoord met tag { $got } op opdracht { $sent }
system-imap-continuation = { $host }: onverwachte voortzetting tijdens { $command }
system-imap-refused = { $host }: { $command } geweigerd: { $answer }
system-imap-no-starttls = { $host }: de server biedt geen STARTTLS aan; gebruik implicit TLS (poort 993) of vraag het de beheerder ervan
system-imap-data-after-starttls = { $host }: de server stuurde gegevens na STARTTLS vóór de TLS-handshake
system-imap-already-tls = STARTTLS op een verbinding die al TLS heeft
system-imap-login-disabled = { $host }: de server weigert LOGIN op deze verbinding (LOGINDISABLED): gebruik implicit TLS of starttls
system-imap-login-refused = { $host }: inloggen als { $user } geweigerd: { $answer }
system-imap-read-only = { $host }: mailbox { $mailbox } is alleen-lezen: binnengenomen berichten konden niet gemarkeerd worden
system-imap-too-large = UID { $uid }: { $size } bytes, boven de grens van { $limit } bytes
system-imap-no-body = UID { $uid }: geen berichtinhoud, maar { $what }
system-imap-not-taken = bericht UID { $uid }: { $error }
system-imap-left-unseen = { $done } bericht(en) binnengenomen; { $left } ongelezen gelaten voor de volgende poll: { $failures }{ $more ->
        [0] {""}
       *[other] ; en nog { $more }
    }
system-imap-list = { $first }; { $rest }
system-imap-commit = het vastleggen van { $count } bericht(en) mislukte ({ $error }); ze blijven ongelezen voor de volgende poll
system-imap-not-marked = { $why } (berichten UID { $set } werden binnengenomen maar niet gemarkeerd: de volgende poll ziet ze opnieuw, en ingest negeert ze als dubbels)

## Waarom een antwoord van de IMAP-server niet gelezen kan worden
## (src/mail/response_fault.rs, `ResponseFault`), en wat de server stuurde
## waar de client iets anders verwachtte (`Sent`): `$line`, `$tag`,
## `$word`, `$name`, `$uid`, `$size` en `$atom` zijn de bytes van de server.

system-imap-parse-expected-atom = een atoom verwacht bij byte { $at } van '{ $line }'
system-imap-parse-too-deep = antwoord te diep genest
system-imap-parse-ended-early = antwoord eindigde te vroeg
system-imap-parse-unclosed-parenthesis = niet gesloten haakje
system-imap-parse-unclosed-quote = niet gesloten tekenreeks tussen aanhalingstekens
system-imap-parse-bad-escape = ongeldige escape in tekenreeks tussen aanhalingstekens
system-imap-parse-unclosed-literal-size = niet gesloten grootte van een literal
system-imap-parse-literal-size-not-last = de grootte van een literal moet zijn regel afsluiten
system-imap-parse-literal-missing = literal aangekondigd maar ontbreekt
system-imap-parse-unexpected-tagged = onverwacht antwoord met tag '{ $tag } { $word }'
system-imap-parse-search-number = ongeldig getal '{ $word }' in SEARCH
system-imap-parse-fetch-no-list = FETCH zonder lijst tussen haakjes
system-imap-parse-fetch-item-name = de naam van een FETCH-item is geen atoom
system-imap-parse-fetch-no-value = FETCH-item { $name } heeft geen waarde
system-imap-parse-bad-uid = ongeldige UID '{ $uid }'
system-imap-parse-fetch-uid = ongeldige UID in FETCH
system-imap-parse-bad-size = ongeldige RFC822.SIZE '{ $size }'
system-imap-parse-fetch-size = ongeldige RFC822.SIZE in FETCH
system-imap-sent-continuation = een verzoek om voortzetting
system-imap-sent-tagged = een antwoord met tag { $tag }
system-imap-sent-capability = een CAPABILITY-antwoord
system-imap-sent-search = een SEARCH-antwoord
system-imap-sent-fetch = een FETCH-antwoord
system-imap-sent-untagged = een ander antwoord zonder tag
system-imap-sent-nil = de waarde NIL
system-imap-sent-atom = het atoom { $atom }
system-imap-sent-list = een lijst tussen haakjes

## Waarom `send` een mail niet overdroeg (src/service/send.rs,
## `SendFault`); `$why` is de fout van het transport.

system-send-gave-up = opgegeven na { $days } dagen in de wachtrij: { $why }
system-send-not-tried = niet geprobeerd: de mailserver is niet bereikbaar
system-send-cannot-open = kan het opgeslagen bericht niet openen ({ $error }): verkeerd sleutelbestand?

## Een Maildir-map die niet gelezen of geschreven kan worden
## (src/mail/fault.rs, `MaildirFault`): `$path` is het bestand of de map,
## `$error` de woorden van het systeem.

system-maildir-cannot-create = kan { $path } niet aanmaken: { $error }
system-maildir-cannot-open = kan { $path } niet openen: { $error }
system-maildir-cannot-read = kan { $path } niet lezen: { $error }
system-maildir-cannot-write = kan { $path } niet schrijven: { $error }
system-maildir-cannot-list = kan de inhoud van { $path } niet opsommen: { $error }
system-maildir-cannot-sync = kan { $path } niet synchroniseren: { $error }
system-maildir-missing-folder = map { $path } ontbreekt: { $error }
system-maildir-cannot-move-to-cur = kan niet naar cur/ verplaatsen { $path }: { $error }
system-maildir-cannot-move-into-new = kan niet naar new/ verplaatsen { $path }: { $error }
system-maildir-missing = de Maildir { $path } bestaat niet: controleer het pad
system-maildir-is-file = { $path } is een bestand, geen Maildir-map
system-maildir-not-maildir = { $path } is geen Maildir: { $missing } ontbreekt (een Maildir bevat tmp/, new/ en cur/)
system-maildir-no-free-name = { $path }: kon geen vrije bestandsnaam vinden
system-maildir-bad-name = '{ $name }' is geen bestandsnaam van een Maildir-bericht
system-maildir-system = systeemfout: { $error }

## Een antwoord dat niet samengesteld kan worden (src/mail/outbound.rs,
## `BuildError`): velden, namen en waarden zoals geschreven, `$error` de
## woorden van lettre.

system-build-auto-submitted = kan de mail niet opbouwen: Auto-Submitted moet 'auto-replied' of 'auto-generated' zijn, niet '{ $value }'
system-build-date = kan de mail niet opbouwen: datum { $date } ligt buiten de jaren 1970 tot 9999
system-build-reserved = kan de mail niet opbouwen: extra header '{ $name }' zou een header vervangen die build() schrijft
system-build-lettre = kan de mail niet opbouwen: { $error }
system-build-attachment-name = kan de mail niet opbouwen: '{ $name }' is geen geldige naam voor een bijlage
system-build-mime-type = kan de mail niet opbouwen: '{ $value }' is geen MIME-type: { $error }
system-build-address = kan de mail niet opbouwen: { $field }-adres '{ $address }' is niet geldig: { $error }
system-build-line-break = kan de mail niet opbouwen: { $field } bevat een regeleinde of stuurteken
system-build-message-id = kan de mail niet opbouwen: { $field } '{ $id }' is geen message-id (links@rechts, afdrukbare ASCII, geen <>)
system-build-header-name = kan de mail niet opbouwen: '{ $name }' is geen geldige headernaam
system-build-header-name-lettre = kan de mail niet opbouwen: '{ $name }' is geen geldige headernaam: { $error }

## Een naam van een speler die `new` weigert (src/mail/sanitize.rs,
## `NameTooLong`): `$start` zijn eerste tekens.

system-mail-name-too-long = de naam "{ $start }..." is { $length } tekens lang: een naam heeft er hoogstens { $max }
