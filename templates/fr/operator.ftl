### Ce que la ligne de commande affiche pour l'opérateur, dans sa langue
### (ESTAFETTE_LANG, sinon la locale) : les règles de `estafette rules`,
### les tableaux et les états de `list` et `show`, et ce que les autres
### commandes annoncent quand elles réussissent.

## `estafette rules` : les règles en bref pour qui les lit, et non pour le
## joueur d'un camp. Le tableau de l'armée de L'Attaque suit le premier message.
operator-rules-lattaque-army = Chaque armée, { $total } pièces (code, rang, nombre) :
# La règle Gibson du placement du Drapeau : $first les cases interdites
# au Drapeau de $south, $second celles de $north ; $files les colonnes où
# des Mines seules ne suffisent pas.
operator-rules-lattaque-flag = Le { $flag } ne se place ni en { $first } (pour { $south-le }) ou { $second } (pour { $north-le }), ni dans les colonnes { $files } derrière les seules { $mine-plural } de son camp.
# Un coup de $south, de $from en $step, puis une attaque sur $target.
operator-rules-lattaque-example = Exemple : { $from }-{ $step }x{ $target }, un coup { $south-de }, avance de { $from } en { $step }, puis attaque { $target }. Si { $captain-un } (6) y rencontre { $sergeant-un } (4), { $sergeant-le } est retiré et { $captain-le } reste en { $step } ; les deux rangs sont montrés aux deux joueurs.
# Le Strand : $nfirst et $forts-first les forts de $first ($nsecond et
# $forts-second ceux de $second) ; $capital-first et $capital-second les
# cases des capitales, dont le nom est le `.capital` du camp.
operator-rules-strand = { $infantry-le } avance d'une case en avant ou de côté ; { $cavalry-le } d'une case de côté, ou d'une ou deux en avant ; { $artillery-le } d'une case dans tous les sens. Une pièce prend en sautant une pièce ennemie voisine jusqu'à la case vide derrière ({ $artillery-le } aussi à deux cases) ; la prise est obligatoire, sauf pour une pièce sur l'un des forts de son camp ({ $first-le } : { $nfirst ->
    [0] aucun
   *[other] { $forts-first }
} ; { $second-le } : { $nsecond ->
    [0] aucun
   *[other] { $forts-second }
}), et une rafle continue tant qu'elle peut. Atteindre la capitale ennemie gagne : { $capital-second } ({ $second-capital }) pour { $first-le }, { $capital-first } ({ $first-capital }) pour { $second-le }.

## `estafette list` : les titres des colonnes, et l'état d'une partie.
operator-column-game = PARTIE
operator-column-kind = JEU
operator-column-players = JOUEURS
operator-column-to-move = AU TRAIT
operator-column-deadline = ÉCHÉANCE
operator-column-state = ÉTAT
# Les noms des deux joueurs.
operator-players = { $first } c. { $second }
# $reason : pourquoi la partie a pris fin ; $name : le nom du gagnant.
operator-state-drawn = nulle ({ $reason })
operator-state-won = { $name } a gagné ({ $reason })
operator-state-paused = en pause
operator-state-setup = mise en place
operator-state-play = en cours

## `estafette show` : la ligne d'état vue par l'arbitre. $who est un joueur
## et son camp (« Alice (Sud) ») ; $state un état de `list`.
operator-status-over = Partie terminée : { $state }.
operator-status-setup = Mise en place : on attend l'armée de { $who }.
operator-status-setup-both = Mise en place : on attend les armées de { $first } et de { $second }.
operator-status-move = Coup { $n } : { $who } a le trait.
operator-status-other = { $state }.

## `estafette stats` : le libellé de chaque chiffre (la valeur le suit).
## $kind le jeu d'une partie et $status son état tels que la base les
## nomme (setup, play, over…) ; $status du courrier : new, done, failed…
operator-stats-games = parties { $kind } { $status }
operator-stats-moves-day = coups des dernières 24 h
operator-stats-moves-week = coups sur 7 jours (par jour)
operator-stats-mail-in = courrier reçu : { $status }
operator-stats-mail-out = courrier à envoyer : { $status }
operator-stats-bounces = retours des 30 derniers jours
operator-stats-oldest = plus ancien message non traité
operator-stats-pending = envois en attente

## `estafette audit` : $n le nombre de problèmes, $games de parties.
operator-audit-damaged = audit : le fichier de la base est endommagé ({ $n ->
    [one] { $n } problème
   *[other] { $n } problèmes
})
operator-audit-count = audit : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $n ->
    [one] { $n } problème
   *[other] { $n } problèmes
}
operator-audit-sound = audit : le fichier de la base est sain ; le journal, la relecture, l'instantané et le courrier sortant de chaque partie concordent

## `estafette backup` et `restore` : $db le fichier de la base, $path la
## sauvegarde, $key le fichier de clé ; $version le schéma de la
## sauvegarde, $games ses parties.
operator-backup-done = { $db } sauvegardée dans { $path }
operator-backup-key = le fichier de clé { $key } n'est pas dans la sauvegarde : gardez-en une copie ailleurs, sinon les armées et les jetons de réponse des parties en cours ne pourront pas être lus
operator-restore-done = { $path } restaurée (schéma { $version }, { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}) en { $db }
operator-restore-audit = audit réussi avec le fichier de clé { $key }

## `estafette init` : $db le fichier de la base, $key le fichier de clé.
operator-init-ready = base { $db } et fichier de clé { $key } prêts

## `estafette verify` : $game l'identifiant de la partie, $events les
## entrées de son journal, $moves ses coups, $result où elle en est (un
## état de `list`, ou non terminée), $head la tête de chaîne après la
## dernière entrée.
operator-verify-done = vérifié : { $game } — { $events ->
    [one] { $events } événement
   *[other] { $events } événements
}, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, { $result } ; tête { $events } { $head }
operator-verify-unfinished = non terminée
# $events les positions des signatures sur une armée pas encore publiée.
operator-verify-unchecked = pas encore vérifiables : les signatures des entrées { $events } couvrent une armée pas encore publiée ; elles sont vérifiées une fois les armées publiées à la fin
# $n les têtes de chaîne trouvées dans le courrier du joueur.
operator-verify-receipts = reçus : { $n ->
    [one] la tête de chaîne de votre courrier correspond
   *[other] les { $n } têtes de chaîne de votre courrier correspondent
} à la transcription
# $last l'entrée de la dernière tête que le joueur détient, sur $events.
operator-verify-receipts-last = reçus : le dernier que vous détenez est à l'entrée { $last } sur { $events } : aucun de vos courriers ne couvre les entrées suivantes
# `estafette verify-setup` : $root la racine de l'engagement.
operator-verify-setup = mise en place vérifiée : cette armée et cette graine donnent la racine { $root }
