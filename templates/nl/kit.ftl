### De eigen zinnen van de spelerskit (crates/estafette-kit): waarom hij
### een verzoek niet kan beantwoorden, en zijn waarschuwingen over een mail
### die hij toont. `$why` is een reden van de kern, op zijn eigen plaats
### verwoord.

kit-not-json = het verzoek is geen JSON: { $why }
kit-unknown-op = onbekende bewerking '{ $op }'
kit-no-text = het verzoek heeft geen tekst '{ $key }'
kit-turn = beurt '{ $text }': first als u als eerste zet, anders second (de uitnodiging zegt welke)
kit-seed = zaad: { $why }
kit-army-not-valid = het leger is niet geldig: { $why }
kit-side = kant '{ $text }': 1 (eerste) of 2 (tweede), zoals de regels de kanten noemen
kit-give-side = geef uw kant: 1 (eerste) of 2 (tweede), zoals de regels de kanten noemen
kit-head = kop '{ $head }': { $why } (kopieer de Log-Head-regel van de mail die u beantwoordt)
kit-head-of-other-game = de kop is van partij { $head }, niet van { $game }: kopieer de Log-Head-regel van de mail van deze partij
kit-not-lattaque = de blinde modus is alleen voor L'Attaque
kit-not-a-rank = { $square }: { $why }
kit-random-hex = toeval: { $why }
kit-too-few-bytes = toeval: geef minstens 16 willekeurige bytes
kit-no-arrangement = geen geldige opstelling gevonden: { $why }
kit-other-game = deze mail gaat over partij { $mail }, het geheime bestand over { $secret }
kit-options-differ = de opties van de mail ({ $mail }) zijn niet die waarmee u verzegelde ({ $sealed })
kit-not-in-army = geen stuk van u begon op { $home }
kit-shown-as = het stuk van { $home } wordt getoond als { $shown }, maar uw leger heeft daar een { $army }
kit-not-a-mail = het bestand is geen mail die deze kit kan lezen
kit-no-text-part = de mail heeft geen tekstdeel
kit-no-head = geen Log-Head-regel: geef de hele mail van de scheidsrechter, of zijn Log-Head-regel
kit-not-a-secret = dit is niet uw geheime bestand (PARTIJ-KANT.secret.json) en ook geen sleutelbestand: { $why }
kit-transcript-not-secret = dit is het verslag van een partij, niet uw geheime bestand: controleer het onder "Een beëindigde partij verifiëren"
kit-no-seal-line = geen regel 'estafette seal': geef de uitnodiging van de scheidsrechter voor deze partij
kit-seal-line = de regel 'estafette seal' van de uitnodiging: { $why }
kit-key-file-signs-only = een sleutelbestand ondertekent alleen: open stukken en onthul met uw geheime bestand
## De opdrachten in een verslag die geen handtekening dekt: $count ervan,
## de gebeurtenissen die ze vastleggen ($events: "5, 7-9"), $n de positie
## van de laatste Log-Head van de speler.
kit-unsigned = { $count } { $count ->
        [one] opdracht
       *[other] opdrachten
    } zonder handtekening (gebeurtenissen { $events }): alleen de Log-Head-regel van de laatste mail die de scheidsrechter u stuurde kan { $count ->
        [one] die
       *[other] ze
    } bewijzen; plak hem hieronder
kit-unsigned-after-head = { $count } { $count ->
        [one] opdracht
       *[other] opdrachten
    } zonder handtekening { $count ->
        [one] komt
       *[other] komen
    } na uw laatste Log-Head ({ $n }) (gebeurtenissen { $events }): niets wat u hebt bewijst { $count ->
        [one] die
       *[other] ze
    }
kit-unsigned-proven = { $count ->
        [one] de opdracht
       *[other] de { $count } opdrachten
    } zonder handtekening { $count ->
        [one] staat
       *[other] staan
    } in het logboek dat uw Log-Head ({ $n }) noemt

## Wat de kit zegt over een verslag dat hij verifieert.
kit-verify-verified = geverifieerd: { $game } — { $events } gebeurtenissen, { $moves } zetten, { $result }; kop { $events } { $head }
kit-verify-not-finished = partij niet beëindigd
kit-verify-drawn = remise ({ $why })
kit-verify-won = { $who } heeft gewonnen ({ $why })
kit-verify-failed = verificatie mislukt: { $why }
kit-verify-nobody = niemand
