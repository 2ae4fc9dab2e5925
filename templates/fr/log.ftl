## Pourquoi un événement du journal ne convient pas à la partie (le
## `referee::misfit::Misfit` du cœur) : ce que `verify` dit d'une
## transcription dont le journal ne se rejoue pas, et ce qui refuse un
## ordre dont les événements ne conviennent pas. $side est un camp (ses
## formes $side-le, $side-de…) et $name son joueur ; $text un coup tel
## qu'écrit ; $ply et $n des nombres ; $why les mots des règles ou du
## protocole.

log-first-not-created = le premier événement doit être « created »
log-empty = le journal est vide
log-blind-not-lattaque = le mode à l'aveugle n'existe que pour L'Attaque
log-setup-only-lattaque = seule L'Attaque a une phase de mise en place
log-no-position = aucune position
log-army-not-held = l'armée n'est pas détenue par l'arbitre
log-no-commitment = aucun engagement
log-combat-unrecorded = un combat a eu lieu mais aucun n'a été enregistré
log-combat-invented = un combat a été enregistré mais le coup n'en provoque aucun
log-should-have-ended = la partie aurait dû se terminer avant cet événement
log-openings-only-blind = les joueurs n'envoient d'ouvertures que dans les parties à l'aveugle
log-second-created = un second événement « created »
log-opening-outside-blind = une ouverture hors d'une partie à l'aveugle
log-commit-outside-setup = une armée engagée hors de la phase de mise en place
log-armies-unknown = les armées cachées ne sont pas connues (elles sont publiées à la fin de la partie), les coups ne peuvent donc pas être vérifiés
log-published-before-end = une armée publiée avant la fin
log-draw-offer-after-end = une proposition de nulle après la fin
log-resign-after-end = un abandon après la fin
log-draw-declined-unoffered = une nulle refusée qui n'avait pas été proposée
log-decision-bad = une décision sur une partie terminée, ou pour aucun camp
log-address-after-end = une adresse remplacée après la fin
log-ended-twice = la partie s'est terminée deux fois
log-late-early = un avis de retard avant l'échéance
log-pause-bad = une pause d'une partie terminée ou déjà en pause
log-resume-unpaused = une partie reprise qui n'était pas en pause
log-vacation-after-end = des vacances après la fin
log-vacation-no-clock = des vacances dans une partie sans pendule
log-extension-not-positive = une prolongation doit être positive
log-timeout-no-clock = une défaite au temps dans une partie sans pendule
log-both-timed-out = les deux camps ont dépassé le temps, mais une armée était arrivée
log-nobody-on-clock = personne n'est à la pendule
log-timeout-early = une défaite au temps avant que l'échéance et le délai de grâce soient passés
log-blind-move-combat = un coup d'une partie à l'aveugle n'enregistre aucun combat : les combats suivent les ouvertures
log-only-reveals-awaited = la partie est finie sur le plateau : seules les révélations sont attendues
log-empty-opening = une ouverture vide
log-no-clock = aucune pendule
log-reveal-timeout-early = une révélation manquée enregistrée avant que son échéance et le délai de grâce soient passés

## Les engagements, les ouvertures et les graines : $why est l'erreur du
## protocole (une raison imbriquée : protocol-hex-*, protocol-commit-*...) ;
## $square et $home des cases ; $rank et $rules-rank des codes de grade ;
## $role la pièce du combat (attacker ou defender), un sélecteur.

log-bad-seed = graine invalide : { $why }
log-cannot-commit = engagement impossible : { $why }
log-cannot-open = ouverture impossible : { $why }
log-bad-root = racine invalide : { $why }
log-bad-leaf = feuille invalide : { $why }
log-bad-salt = sel invalide : { $why }
log-leaf-off-board = la case de feuille { $square } est hors du plateau
log-no-leaf = aucune feuille pour { $square }
log-combat-piece = { $role ->
        [attacker] l'attaquant
       *[defender] le défenseur
    } a été enregistré comme { $rank } depuis { $square } mais les règles donnent { $rules-rank } depuis { $home }
log-opening-mismatch = l'ouverture { $role ->
        [attacker] de l'attaquant
       *[defender] du défenseur
    } sur { $square } ne correspond pas à sa feuille
log-removed = enregistré comme retirant [{ $recorded }] mais les règles retirent [{ $rules }]
log-commit-key-outside-blind = l'engagement { $side-de } ({ $name }) porte une clé de signature, ce que seul l'engagement d'une partie à l'aveugle fait
log-commitment-bad = engagement { $side-de } ({ $name }) : { $why }
log-commit-not-army = l'engagement { $side-de } ({ $name }) n'est pas celui de son armée
log-committed-key-bad = clé engagée du camp { $n } : { $why }
log-blind-commitment-bad = engagement du camp { $n } : { $why }{ $key ->
        [yes] { " " }et sa clé
       *[no] { "" }
    }

## Les événements, les coups, les révélations, la fin et la pendule.

log-at-event = événement { $n } : { $why }
log-no-such-side = le camp { $n } n'est ni 1 ni 2
log-bad-game-id = « { $game } » n'est pas un identifiant de partie valide
log-unknown-mode = le mode « { $mode } » n'est pas pris en charge par cette version
log-bad-options = options invalides : { $why }
log-no-hidden-armies = { $game ->
    [strand] le { title-strand }
    [assaut] { title-assaut }
   *[lattaque] { title-lattaque }
} n'a pas d'armées cachées
log-not-on-clock = la pendule ne tourne pas pour { $side-le } ({ $name })
log-wrong-deadline = l'échéance { $side-de } ({ $name }) est { $deadline }, pas { $given }
log-committed-twice = deux engagements d'armée { $side-de } ({ $name })
log-move-not-in-play = coup { $text } alors que la partie n'est pas en cours
log-move-paused = coup { $text } alors que la partie est en pause
log-out-of-turn = coup { $text } { $side-de } ({ $name }) hors de son tour
log-wrong-ply = coup { $text } numéroté { $ply }, { $expected } attendu
log-move-not-a-move = coup { $ply } { $text } : ce n'est pas un coup : { $why }
log-move-illegal = coup { $ply } { $text } : illégal : { $why }
log-move-fails = coup { $ply } { $text } : { $why }
log-not-canonical = le coup { $ply } « { $text } » n'est pas sous sa forme canonique (« { $canonical } »)
log-not-canonical-blind = le coup { $ply } « { $text } » n'est pas sous sa forme canonique
log-published-twice = deux publications d'armée { $side-de } ({ $name })
log-published-uncommitted = une armée publiée { $side-de } ({ $name }), qui n'en avait engagé aucune
log-published-root-differs = l'armée et la graine publiées { $side-de } ({ $name }) ne donnent pas sa racine engagée
log-published-army-differs = l'armée publiée { $side-de } ({ $name }) diffère de celle qui a été jouée
log-result-differs = résultat enregistré { $winner ->
        [0] nulle
        [1] victoire du camp 1
       *[other] victoire du camp 2
    }, { $recorded }, mais les règles donnent { $rules-winner ->
        [0] nulle
        [1] victoire du camp 1
       *[other] victoire du camp 2
    }, { $given }
log-ended-for-nothing = la partie a été enregistrée comme terminée ({ $reason }) mais rien ne la termine
log-reminder-early = un rappel { $before } s avant l'échéance envoyé trop tôt
log-vacation-span = des vacances de { $from } à { $until } ne forment pas une période valide
log-side-timeout-early = une défaite au temps { $side-de } ({ $name }) enregistrée avant que son échéance et le délai de grâce soient passés
log-blind-commit-bad = un engagement { $side-de } ({ $name }) hors de la phase de mise en place, ou en double
log-owes-no-reveal = { $side-Le } ({ $name }) ne doit aucune révélation maintenant

## Les clés et les signatures des joueurs : $side est le numéro d'un camp
## (1 ou 2) ; $why le texte du protocole.

log-second-key = { $side ->
        [1] le premier camp
       *[other] le second camp
    } a enregistré une seconde clé
log-key-after-moving = { $side ->
        [1] le premier camp
       *[other] le second camp
    } a enregistré une clé après avoir joué
log-bad-key = clé { $side ->
        [1] du premier camp
       *[other] du second camp
    } : { $why }
log-no-key = une signature { $side ->
        [1] du premier camp
       *[other] du second camp
    }, qui n'a pas de clé
log-seen-out-of-range = une signature { $side ->
        [1] du premier camp
       *[other] du second camp
    } sur le journal à la position { $seen }, pas entre son dernier acte ({ $last }) et la signature (événement { $n })
log-bad-head = la tête d'une signature : { $why }
log-signature-unreadable = signature illisible : { $why }
log-signature-uncheckable = signature invérifiable : { $why }
log-signature-fails = la signature { $side ->
        [1] du premier camp
       *[other] du second camp
    } n'est pas valide : elle n'a pas été faite avec la clé enregistrée sur ces ordres et la tête du journal à la position { $seen }
log-uncovered = l'événement { $n } enregistre un ordre { $side ->
        [1] du premier camp
       *[other] du second camp
    } ({ $kind }) qu'aucune signature de ce joueur ne couvre
log-committed-key-unreadable = la clé engagée { $side ->
        [1] du premier camp
       *[other] du second camp
    } : { $why }
log-other-key = { $side ->
        [1] le premier camp
       *[other] le second camp
    } a engagé une autre clé que celle qu'il avait enregistrée
log-sealed-out-of-place = une signature { $side ->
        [1] du premier camp
       *[other] du second camp
    } contient une armée scellée là où l'arbitre n'en garde aucune
log-sealed-unpublished = l'armée { $side ->
        [1] du premier camp
       *[other] du second camp
    } est publiée sans le courrier signé qui l'a mise en place, dont le journal garde la signature scellée
log-sealed-mismatch = le courrier signé publié avec l'armée { $side ->
        [1] du premier camp
       *[other] du second camp
    } n'est pas celui que le journal garde scellé, ou met en place une autre armée

## Ceux de l'opérateur : un instantané d'une partie qui ne se lit pas ou
## ne correspond pas à son journal. $game est l'identifiant d'une partie ;
## $why le texte du lecteur JSON ou des règles.

log-snapshot-not-json = instantané invalide : { $why }
log-snapshot-older = un instantané ancien, avec les coups : rejouez le journal
log-snapshot-position = position d'instantané invalide : { $why }
log-snapshot-square-without-leaf = engagement d'instantané invalide : une case sans sa feuille
log-snapshot-no-leaves-nor-army = instantané invalide : un engagement sans ses feuilles ni son armée
log-snapshot-held-army-differs = instantané invalide : une armée détenue ne donne pas son engagement
log-snapshot-history-count = { $game } : le journal rejoué jusqu'à l'événement { $replayed-n } a { $replayed-plies } coups, l'état en cache à l'événement { $n } en a { $plies }
log-snapshot-history-differs = { $game } : les coups récents diffèrent de ceux du journal
