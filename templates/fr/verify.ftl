## Pourquoi une transcription ne se vérifie pas (`transcript::Broken` du
## cœur), telle que le kit la formule. $event, $n, $entry, $entries, $seen
## et $earlier sont des positions dans le journal ; $head, $held et
## $log-head des têtes de chaîne en hexadécimal ; $why les mots du
## protocole, de l'arbitre ou du jeu ; $stated ce que dit la transcription,
## $log ce que donne son journal.

verify-not-transcript = ce n'est pas une transcription : { $why }
verify-unknown-format = format de transcription inconnu « { $format } » (ce vérificateur lit { $newest }, { $older } et { $oldest })
verify-no-entry = le journal n'a pas d'entrée { $n }
verify-not-your-head = l'entrée { $n } a pour tête { $head }, et non { $held } que vous détenez : ce n'est pas la partie que vous avez jouée
verify-bad-game-id = identifiant de partie invalide : { $why }
verify-hashing = { $why }
verify-numbered = l'entrée { $entry } du journal porte le numéro { $numbered } : un événement a été supprimé, ajouté ou déplacé
verify-hash-mismatch = événement { $event } : son empreinte ne correspond pas à la chaîne (l'événement ou un précédent a été modifié, supprimé ou déplacé)
verify-not-an-event = événement { $event } : { $why }
verify-untimed = événement { $event } : un dévoilement sans son heure, que le format { $format } exige
verify-coded-in = événement { $event } : un compte rendu ou une fin enregistrés sous forme de code et d'arguments, ce que seuls le format { $coded } et les suivants contiennent (cette transcription indique { $format })
verify-sealed-in = événement { $event } : une signature sur une armée scellée, ou une armée publiée avec sa mise en place signée, ce que seul le format { $sealed } contient (cette transcription indique { $format })
verify-stated-head = la tête de chaîne indiquée ({ $n } { $head }) n'est pas la tête du journal ({ $entries } { $log-head })

## Une valeur d'un événement qui n'est pas dans son écriture canonique
## ($value telle qu'écrite).

verify-spelling-salt = événement { $event } : le sel « { $value } » n'est pas dans son écriture canonique
verify-spelling-root = événement { $event } : la racine « { $value } » n'est pas dans son écriture canonique
verify-spelling-leaf = événement { $event } : la feuille « { $value } » n'est pas dans son écriture canonique
verify-spelling-seed = événement { $event } : la graine « { $value } » n'est pas dans son écriture canonique
verify-spelling-head = événement { $event } : la tête « { $value } » n'est pas dans son écriture canonique
verify-spelling-opening = événement { $event } : l'ouverture « { $value } » n'est pas dans son écriture canonique
verify-spelling-square = événement { $event } : la case « { $value } » n'est pas dans son écriture canonique
verify-spelling-signature = événement { $event } : la signature « { $value } » n'est pas dans son écriture canonique
verify-spelling-key = événement { $event } : la clé « { $value } » n'est pas dans son écriture canonique

## Les signatures, les heures et le rejeu selon les règles. $at et $before
## sont des heures Unix ; $ply le numéro d'un coup ; $stated et $rules un
## compte rendu, cité.

verify-signed-head = événement { $event } : la signature désigne la tête { $head } à la position { $seen }, qui n'est pas celle du journal
verify-before-epoch = événement { $event } : son heure { $at } est antérieure à 1970
verify-time-back = l'événement { $event } est daté { $at }, avant l'événement { $earlier } ({ $before }) : les heures d'un journal ne reculent jamais
verify-bad-side = le camp { $side } n'est ni 1 ni 2
verify-empty-log = le journal est vide
verify-start = { $why }
verify-replay = événement { $event } : { $why }
verify-unrecorded = événement { $event } : un coup que le rejeu n'a pas enregistré
verify-after-deadline = événement { $event } : un ordre du camp { $side } pris après son échéance ({ $deadline }) et son délai de grâce de { $grace } secondes : la partie était perdue au temps avant lui
verify-report = événement { $event } : le coup { $ply } est rapporté comme { $stated } mais les règles le rapportent comme { $rules }
verify-quoted-sentence = « { $text } »
verify-quoted-coded = la raison { $json }
verify-army-unreadable = { $why }
verify-army-text = événement { $event } : l'armée du camp { $side } n'est pas dans son texte canonique ({ $canonical })

## Les autres membres de la transcription face à ce que donne son journal.

verify-game = la transcription indique la partie { $stated } mais son journal est celui de la partie { $log }
verify-member-kind = le jeu de la transcription ({ $stated }) n'est pas celui que donne son journal ({ $log })
verify-member-variant = la variante de la transcription ({ $stated }) n'est pas celle que donne son journal ({ $log })
verify-member-players = les joueurs de la transcription ({ $stated }) ne sont pas ceux que donne son journal ({ $log })
verify-member-commitments = les engagements de la transcription ({ $stated }) ne sont pas ceux que donne son journal ({ $log })
verify-member-armies = les armées de la transcription ({ $stated }) ne sont pas celles que donne son journal ({ $log })
verify-openings = les ouvertures de la transcription ({ $listed ->
        [one] { $listed } listée
       *[other] { $listed } listées
    }) ne sont pas celles que donne son journal ({ $made ->
        [one] { $made } faite au combat
       *[other] { $made } faites au combat
    })
verify-outcome = la transcription indique le résultat « { $stated } » mais son journal donne « { $log } »
verify-outcome-not-over = partie non terminée
verify-outcome-drawn = partie nulle ({ $reason })
verify-outcome-won = { $who } gagne ({ $reason })
verify-outcome-nobody-wins = personne ne gagne ({ $reason })
verify-differs = la transcription diffère de ce que donne son journal

## Les têtes de chaîne des courriers du joueur (lignes `Log-Head:`) face à
## la transcription. $game un identifiant de partie.

verify-bad-receipt = un reçu pour { $game } n'est pas valable : { $why }
verify-receipt-beyond = un courrier que vous avez reçu indique la position { $n }, mais la transcription n'a { $entries ->
        [one] qu'une entrée
       *[other] que { $entries } entrées
    }
verify-rewritten = un courrier que vous avez reçu indique la tête { $head } à la position { $n }, mais la transcription a { $held } à cet endroit : l'historique a été réécrit après l'envoi de ce courrier

## Le rejeu d'une partie terminée par le kit, coup par coup. $n le numéro
## d'un coup.

verify-replay-not-a-move = coup { $n } : ce n'est pas un coup : { $why }
verify-replay-illegal = coup { $n } : illégal : { $why }

## Les octets d'une entrée du journal qui ne sont pas un événement ($why
## les mots du lecteur JSON ; $reads et $canonical quelques octets autour
## de l'octet $at).

verify-event-not-json = ce n'est pas un événement : { $why }
verify-event-not-canonical = pas sous forme canonique : à partir de l'octet { $at }, on lit « { $reads } » là où les octets canoniques donnent « { $canonical } »

## Une partie finie que le kit rejoue coup par coup, d'après sa
## transcription. $n le numéro d'une entrée du journal ; $side le camp de
## l'armée.

verify-replay-entry = entrée { $n } du journal : { $why }
verify-replay-no-creation = le journal ne commence pas par la création de la partie
verify-replay-options = les options de la partie : { $why }
verify-replay-no-start = { $game } n'a pas de position de départ
verify-replay-army-missing = l'armée { $side-de } n'est pas dans la transcription (les armées sont publiées à la fin de la partie)
verify-replay-army-bad = l'armée publiée { $side-de } : { $why }
