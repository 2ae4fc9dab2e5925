## Waarom de coderingen, vastleggingen, handtekeningen en sleutelbestanden
## van het protocol een waarde weigeren (het `protocol` van de kern:
## `encode::HexError`, `encode::EncodeError`, `commit::CommitError`,
## `sign::SignError`). Ze zijn genest in de weigeringen van vastleggingen,
## onthullingen en geheime bestanden. Getallen zijn aantallen; $game,
## $format en $why (de woorden van een JSON-lezer) worden gegeven zoals ze
## zijn.

## Hexadecimale tekst.

protocol-hex-odd-length = hexadecimale tekst heeft een oneven lengte ({ $n } tekens)
protocol-hex-bad-char = geen hexadecimaal cijfer op positie { $position }
protocol-hex-wrong-length = { $digits } hexadecimale cijfers verwacht ({ $bytes } bytes), { $found } gevonden ({ $found-bytes } bytes)

## De bytecoderingen die het protocol hasht.

protocol-encode-empty-string = een gecodeerde tekenreeks mag niet leeg zijn
protocol-encode-string-too-long = een gecodeerde tekenreeks is hoogstens { $max } bytes, deze heeft er { $n }
protocol-encode-not-ascii = een gecodeerde tekenreeks moet ASCII zijn
protocol-encode-bad-side = de kant moet 1 of 2 zijn, niet { $side }
protocol-encode-too-many-leaves = een vastlegging bevat hoogstens 255 stukken, deze heeft er { $n }
protocol-encode-event-too-long = een gebeurtenis is hoogstens { $max } bytes, deze heeft er { $n }

## Vastleggingen ($square is een veldbyte, $leaf telt vanaf 1).

protocol-commit-no-pieces = een vastlegging heeft minstens één stuk nodig
protocol-commit-duplicate-square = twee stukken op veldbyte { $square }
protocol-commit-unsorted = de bladeren staan niet in oplopende veldvolgorde (bij blad { $leaf })
protocol-commit-root-mismatch = de wortel past niet bij de bladeren
protocol-commit-bad-key = de sleutel van de vastlegging is geen publieke Ed25519-sleutel

## Handtekeningen, ondertekende opdrachten en ondertekeningssleutelbestanden.

protocol-sign-signature-length = een handtekening is 88 tekens base64 (64 bytes)
protocol-sign-not-a-game-id = '{ $game }' is geen partij-id
protocol-sign-commands-too-long = de opdrachten zijn te lang om te ondertekenen
protocol-sign-sig-position-too-large = de positie in de sig-regel is te groot
protocol-sign-several-sig-lines = een mail draagt één sig-regel; deze heeft er meerdere
protocol-sign-no-commands = er zijn geen opdrachtregels om te ondertekenen
protocol-sign-not-a-key-file = geen ondertekeningssleutelbestand: { $why }
protocol-sign-wrong-key-file = geen ondertekeningssleutelbestand van dit programma (formaat '{ $format }' versie { $version }; verwacht '{ $expected }' versie { $expected-version })
protocol-sign-secret = geheim: { $why }
protocol-sign-key-file-damaged = de publieke sleutel in het bestand hoort niet bij zijn geheime sleutel: het bestand is beschadigd

## Een regel `Log-Head:` (`log::LogHeadError`).

protocol-log-head-missing = de regel begint niet met 'Log-Head:'
protocol-log-head-word-count = na 'Log-Head:' volgen PARTIJ N HASH (3 woorden), { $n } gevonden
protocol-log-head-bad-game = ongeldig partij-id in de regel 'Log-Head:'
protocol-log-head-bad-count = ongeldig aantal items in de regel 'Log-Head:'
protocol-log-head-bad-hash = ongeldige hash in de regel 'Log-Head:': { $why }

## Een antwoordtoken (`token::TokenError`).

protocol-token-malformed = een antwoordtoken heeft de vorm PARTIJ.SPELER.POSITIE.TAG
protocol-token-bad-game = het partij-id van het antwoordtoken is niet geldig
protocol-token-bad-player = het spelernummer van het antwoordtoken moet 1 of 2 zijn
protocol-token-bad-position = de positie van het antwoordtoken is geen getal
protocol-token-bad-tag-text = de tag van het antwoordtoken is niet { $n } base32-tekens
protocol-token-forged = het antwoordtoken past bij geen enkele mail die deze scheidsrechter stuurde

## Een opgegeven hashketen (`log::ChainError`): $events en $heads zijn
## aantallen, $n een regel van het logboek, vanaf 1.

protocol-chain-count-mismatch = het logboek heeft { $events } gebeurtenissen maar { $heads } koppen van de keten
protocol-chain-mismatch = logboekregel { $n }: hier breekt de hashketen
