### De eigen fouten van de opdrachtregel (src/cli/errors/, één enum per
### familie van opdrachten): wat `estafette` afdrukt na "estafette: " als
### een opdracht niet uitgevoerd kan worden. `$path` is een bestand zoals
### de beheerder het noemde, `$error` de eigen woorden van het systeem,
### `$why` een fout van een lagere laag (genest, in haar eigen woorden).

command-no-such-file = { $path }: bestaat niet
command-not-text = { $path }: is geen tekst (UTF-8)
command-cannot-read = { $path }: niet leesbaar ({ $error })
command-stdin = lezen van stdin: { $error }
command-stdout = schrijven naar standaarduitvoer: { $error }
command-refused = { $why }
command-closed-pipe = de standaarduitvoer werd door haar lezer gesloten
command-unreadable = de opdrachtregel kan niet gelezen worden (zie de melding van clap)
command-lang = ESTAFETTE_LANG={ $value }: kies en, fr, de of nl (of verwijder hem om de locale te volgen)
command-config-catalogs = catalogi van de sjabloonmap: { $why }
command-busy-timeout = ESTAFETTE_BUSY_TIMEOUT_MS '{ $value }': geen aantal milliseconden
command-durability = ESTAFETTE_DURABILITY '{ $value }': schrijf "normal" of "full"
command-poll-batch = ESTAFETTE_POLL_BATCH '{ $value }': geef een aantal berichten van 1 tot 10000
command-no-config-file = het configuratiebestand { $path } bestaat niet (de werkmap is { $cwd }): geef het volledige pad met --config of ESTAFETTE_CONFIG
command-no-address = deze opdracht stelt mail op of verstuurt die en heeft het adres van de scheidsrechter nodig: stel het in met --address referee@example.org, ESTAFETTE_ADDRESS, of `address = "referee@example.org"` in { $file }
command-no-address-no-file = deze opdracht stelt mail op of verstuurt die en heeft het adres van de scheidsrechter nodig, en er werd geen configuratiebestand gelezen: er werd er geen genoemd, en { $looked } bestaat niet. Noem het bestand met --config BESTAND of ESTAFETTE_CONFIG (een MTA voert zijn pipe uit in een eigen map), of stel het adres in met --address referee@example.org of ESTAFETTE_ADDRESS
command-not-plain-address = het adres van de scheidsrechter '{ $address }' is geen gewoon mailadres (lokaal@domein, zonder `+`, want antwoorden gaan naar lokaal+TOKEN@domein): stel het in met --address referee@example.org, ESTAFETTE_ADDRESS, of `address = "referee@example.org"` in estafette.toml
command-not-mailbox = '{ $text }' is geen mailadres ({ $error }): schrijf ADRES of "Naam <ADRES>" (zet een naam met komma's tussen aanhalingstekens)
command-player-lang = taal '{ $lang }': kies en, fr, de of nl
command-imap-tls = --imap-tls { $value }: kies implicit, starttls of plain
command-imap-user = IMAP heeft een gebruiker nodig: --imap-user, of user in de sectie [imap]
command-imap-password = IMAP heeft een wachtwoordbestand nodig: --imap-password-file, of password_file in de sectie [imap]
command-smtp-tls = --smtp-tls { $value }: kies none, starttls of implicit
command-smtp = SMTP: { $why }
command-no-transport = er is geen manier ingesteld om mail te versturen: geef --smtp-host HOST (of [smtp] host in estafette.toml), --sendmail PAD (of sendmail), of --maildir-root MAP (of maildir_out, of ESTAFETTE_MAILDIR_OUT) om in lokale Maildirs af te leveren
command-no-password-file = het wachtwoordbestand { $path }: bestaat niet
command-password-file = het wachtwoordbestand { $path }: { $error }
command-no-maildir = de Maildir { $path } bestaat niet: controleer het pad
command-maildir-is-file = { $path } is een bestand, geen Maildir-map
command-not-maildir = { $path } is geen Maildir: { $missing } ontbreekt (een Maildir bevat tmp/, new/ en cur/)
command-maildir-unreadable = kan { $path } niet openen: { $error }
command-head-form = --head neemt N:HEX
command-head-number = --head: N moet een getal zijn
command-receipts = ontvangstbewijzen: { $why }
command-no-receipts = geen Log-Head voor { $game } in de mails onder { $dir }
command-verification = verificatie mislukt: { $why }
command-to-move = --to-move { $value }: kies first of second
command-no-start = L'Attaque heeft geen vaste beginstelling: geef een stelling (beide legers horen erbij)
command-position-options = een stellingstekst draagt zijn eigen variant en schakelaars; --variant en --set gelden alleen voor `start`
command-position = ongeldige stelling: { $why }
command-replay = { $path }: { $why }
command-move-refused = zet { $n } '{ $text }' geweigerd: { $why }
command-setup-side = --side { $value }: kies south of north
command-not-lattaque = intern: geen opties van L'Attaque
command-seed = --seed: { $why }
command-army = het leger is niet geldig: { $why }
command-mismatch = VERSCHIL: dit leger en zaad geven wortel { $root }, niet { $given }
command-man-page = man-pagina: { $error }
command-man-file = { $path }: niet schrijfbaar ({ $error })
command-board-side = kant { $side }: { $why }
command-turn = --turn { $value }: first als u als eerste zet, anders second (de uitnodiging zegt welke)
command-sealed = { $path } bestaat al: een partij en kant worden één keer verzegeld (bewaar dat bestand; het bevat uw zaad)
command-seal = { $why }
command-random = kan geen willekeurige bytes van het systeem krijgen: { $error }
command-key = sleutel: { $why }
command-bad-file = { $path }: { $why }
command-other-game = deze mail gaat over partij { $mail }, het geheime bestand over { $secret }
command-sign-side = kant '{ $side }': 1 (eerste) of 2 (tweede), zoals de regels de kanten noemen
command-sign-head = --head '{ $head }': { $why } (kopieer de Log-Head-regel van de mail die u beantwoordt)
command-sign = { $why }
command-key-file-exists = { $path }: { $error } (een sleutelbestand wordt nooit overschreven)
command-write = { $path }: niet schrijfbaar ({ $error })
command-later = { $why } (het bericht wordt aan de mailserver gelaten, die het later opnieuw probeert)
command-poll-both = poll leest een Maildir of een IMAP-mailbox, niet beide
command-poll-neither = poll heeft --maildir MAP of --imap-host HOST nodig (of [imap] host in de configuratie)
command-imap = IMAP: { $why }
command-send-failed = { $n } mail(s) konden niet verstuurd worden (zie hierboven)
command-send-later = { $n } mail(s) konden nog niet overgedragen worden; ze blijven in de wachtrij voor de volgende `send`
command-run-both = run haalt op uit een Maildir of een IMAP-mailbox, niet beide
command-signal = signaalafhandeling: { $error }
command-lock-file = vergrendelingsbestand { $path }: { $error }
command-running = een andere `estafette run` gebruikt { $db } al
command-mode = --mode { $mode }: kies held of blind
command-moves-first = --moves-first { $value }: kies first, second of random
command-same-address = --first en --second moeten twee verschillende adressen zijn
command-time = --time: { $why }
command-grace-alone = --grace heeft --time nodig
command-blind-lattaque = --mode blind is alleen voor L'Attaque
command-blind-clock = --mode blind heeft een bedenktijd nodig (--time): de laatste onthullingen hebben een termijn
command-side = --side { $side }: 1 of 2
command-by = --by: { $why }
command-winner = --winner { $value }: 1, 2 of draw
command-no-game = geen partij '{ $game }' in deze database
command-not-player = '{ $who }' is geen speler van { $game }: geef het adres of de naam van een speler, of 1 of 2
command-json = JSON: { $error }
command-damaged = { $db } is beschadigd (de integriteitscontrole van SQLite, hierboven): laat het bestand zoals het is, en zet de laatste goede back-up terug met `estafette restore` nadat u dit bestand verplaatst hebt
command-audit-problems = audit vond { $n } probleem/problemen
command-no-folder = kan { $path } niet aanmaken: zijn map bestaat niet
command-cannot-create = kan { $path } niet aanmaken: { $error }
command-output-exists = { $path } bestaat: geef --force om het te vervangen
command-writing = schrijven van { $path }: { $error }
command-nothing-restored = { $why }; er werd niets teruggezet: { $db } werd niet aangemaakt
command-db-exists = { $db } bestaat: verplaats het eerst (restore overschrijft nooit een database); er werd niets teruggezet
command-other-key = de back-up { $path } hoort bij een ander sleutelbestand dan { $key }: noem het sleutelbestand van de database waarvan hij gemaakt is met --key-file (of zet dat sleutelbestand terug uit uw back-up); er werd niets teruggezet: { $db } werd niet aangemaakt
command-staged = { $staged } bestaat, achtergelaten door een onderbroken restore: verwijder het en zet dan opnieuw terug; er werd niets teruggezet: { $db } werd niet aangemaakt
command-copy-no-folder = kan de back-up niet kopiëren naar { $staged }: de map { $folder } bestaat niet; er werd niets teruggezet: { $db } werd niet aangemaakt
command-copy = kan de back-up niet kopiëren naar { $staged }: { $error }; er werd niets teruggezet: { $db } werd niet aangemaakt
command-backup-audit = de back-up doorstaat de audit niet met het sleutelbestand { $key } ({ $n } probleem/problemen, hierboven)
command-created-meanwhile = { $db } werd intussen aangemaakt: het blijft zoals het is

## `init --owner` en `check`: wat er misging of gevonden werd, en wat te doen.
command-check-no-user = er is geen gebruiker { $user } op dit systeem: maak hem aan (`useradd --system --home-dir /var/lib/estafette --shell /usr/sbin/nologin { $user }`) of noem een andere met --owner
command-check-give = kan { $path } niet aan { $user } geven: { $error } (alleen root geeft een bestand aan een andere gebruiker: voer `estafette init --owner { $user }` uit als root)
command-check-no-database = de database { $db } bestaat niet: maak hem met `estafette init`, uitgevoerd als de gebruiker waaronder de pipe draait (of als root met --owner GEBRUIKER)
command-check-root-owned = { $path } is van root, en Postfix voert een pipe nooit uit als root: geef het aan de gebruiker waaronder de pipe draait (`chown GEBRUIKER: { $path }`), of maak de bestanden met `estafette init --owner GEBRUIKER`
command-check-other-owner = { $path } is van { $owner }, niet van { $user }: de pipe, cron en de diensten draaien als één gebruiker, die elk bestand van de scheidsrechter moet bezitten (`chown { $user }: { $path }`)
command-check-cannot = { $user } kan { $path } niet lezen en schrijven ({ $error }): `chown { $user }: { $path }` en `chmod 600 { $path }`
command-check-folder = { $user } kan geen bestanden aanmaken in { $folder } ({ $error }), waar SQLite de bestanden -wal en -shm van de database bewaart: `chown { $user }: { $folder }` en `chmod 700 { $folder }`
command-check-smtp = de SMTP-server { $host }:{ $port } antwoordt niet zoals `send` het nodig heeft ({ $why }): controleer dat hij draait, en [smtp] host, port en tls (een relay op deze machine heeft alleen de host nodig; tls = "none" alleen waar hij geen STARTTLS mag gebruiken)
command-check-sendmail = { $why }: geef het volledige pad van een sendmail-programma dat werkt (sendmail in estafette.toml, of --sendmail)
command-check-clock = de klok geeft { $now }, vroeger dan deze versie van Estafette: stel de systeemtijd in (NTP, `timedatectl`), want elke termijn en elke tijd in de logboeken van de partijen komt ervan
command-check-time-zones = de ingebouwde tijdzonegegevens kennen { $zone } niet: stel default_timezone in op de naam van een IANA-zone (Europe/Amsterdam), of gebruik een build van Estafette met haar tijdzonegegevens
command-check-found = check vond { $n } probleem/problemen, hierboven
