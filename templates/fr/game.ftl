### Les paragraphes des courriers d'une partie (compose) : coups, refus,
### nulles, la fin, les avis de la pendule. $who est un joueur et son camp
### (« Alice (Sud) ») ; $mine vaut yes quand le paragraphe parle du
### lecteur. Les motifs viennent des règles, déjà en français.

game-started = Les deux armées sont en place : la partie commence.
game-commitment = { $mine ->
    [yes] Votre armée est engagée : sa racine et ses feuilles sont à la fin (Preuves).
   *[no] L'armée de { $who } est engagée : sa racine et ses feuilles sont à la fin (Preuves).
}
# $ply le numéro du coup, $text le coup tel qu'écrit, $report son effet.
game-moved = { $mine ->
    [yes] { $ply }. Vous avez joué { $text } : { $report }
   *[no] { $ply }. { $who } a joué { $text } : { $report }
}
game-moved-blind = { $mine ->
    [yes] { $ply }. Vous avez joué { $text }.
   *[no] { $ply }. { $who } a joué { $text }.
}

## Une commande refusée : $list les commandes appliquées avant elle (ou non
## appliquées après), $failed la commande refusée, $reason pourquoi.
game-applied = Appliqué : { $list }.
game-refused = Refusé : { $failed } : { $reason }
game-not-applied = Non appliqué : { $list }.

game-drawn = La partie est nulle : { $reason }.
game-won = { $who } gagne : { $reason }.

## Ce que les joueurs se demandent et se disent.
draw-offered = { $who } propose la nulle. Répondez NULLE ACCEPTER ou NULLE REFUSER (ou jouez simplement).
draw-declined = { $who } refuse la nulle.
resigned = { $who } abandonne.
history-none = Aucun coup pour l'instant.
history-heading = Les coups joués :
# Un historique sans ses $n premiers coups (jamais attendu).
history-missing = ({ $n } coups précédents non affichés)
## Les coups d'une partie finie, au-dessus de leur liste ; la commande qui
## vérifie la transcription jointe $file suit la seconde phrase.
moves-heading = Les coups :
moves-attached = La partie entière est jointe à ce message ({ $file }). Pour la vérifier vous-même, lancez :
# LANGUE : les courriers de cette partie viennent désormais dans la langue $to (en, fr, de ou nl).
lang-set = Les courriers de cette partie vous parviennent désormais en { $to ->
    [fr] français
    [de] allemand
   *[en] anglais
}. Vos autres parties gardent leur langue.
board-requested = Voici le plateau tel que vous le voyez.

## La pendule : $from, $until, $deadline et $forfeit sont des dates dans le
## fuseau du lecteur, $days les jours de congé qui restent.
timezone-set = Votre fuseau horaire est maintenant { $tz } ; les échéances vous sont données dans ce fuseau.
vacation = { $mine ->
    [yes] Congé noté : les pendules de cette partie s'arrêtent du { $from } au { $until }. Il vous reste { $days } jour(s) de congé cette année.
   *[no] { $who } est en congé : les pendules de cette partie s'arrêtent du { $from } au { $until }.
}
reminder = { $due ->
    [army] Rappel : votre armée est attendue avant le { $deadline }.
    [reveal] Rappel : votre dévoilement est attendu avant le { $deadline } ; sans lui, vous perdez la partie.
   *[move] Rappel : votre coup est attendu avant le { $deadline }.
}
late-notice = { $mine ->
    [yes] { $due ->
        [army] Votre échéance ({ $deadline }) est passée. Envoyez votre armée avant le { $forfeit }, sinon vous perdez au temps.
        [reveal] Votre échéance ({ $deadline }) est passée. Envoyez votre dévoilement avant le { $forfeit }, sinon vous perdez la partie.
       *[move] Votre échéance ({ $deadline }) est passée. Jouez avant le { $forfeit }, sinon vous perdez au temps.
    }
   *[no] { $due ->
        [army] { $who } n'a pas envoyé son armée avant l'échéance ({ $deadline }). Sans armée avant le { $forfeit }, la partie est perdue au temps.
        [reveal] { $who } n'a pas dévoilé son armée avant l'échéance ({ $deadline }). Sans dévoilement avant le { $forfeit }, la partie est perdue.
       *[move] { $who } n'a pas joué avant l'échéance ({ $deadline }). Sans coup avant le { $forfeit }, la partie est perdue au temps.
    }
}
timed-out-void = Aucune armée n'est arrivée à temps : la partie est annulée.
timed-out = { $who } a dépassé le temps.
# La décision de l'opérateur $what (une phrase), et le motif $reason donné.
operator-decision = Décision de l'opérateur : { $what }
operator-reason = Motif : { $reason }

## Une armée acceptée : l'armée est montrée entre ces deux phrases.
army-accepted = Votre armée est acceptée et scellée :
army-keep = Gardez ce message. Avec la graine et la racine données à la fin (Preuves), chacun peut vérifier que l'arbitre ne change pas votre armée sans que cela se voie.
# Le message d'un joueur à l'autre, montré sous cette ligne.
relay = Message de { $who } :
# Un courrier portant le jeton du lecteur qui n'a pas passé la vérification DKIM ; $sender son adresse.
not-authenticated = Un message pour cette partie, portant votre jeton et venant de { $sender }, n'a pas passé la vérification DKIM de notre serveur ; rien n'a été appliqué. Si c'était vous, vérifiez la configuration de votre messagerie.
# Le courrier de l'arbitre à l'adversaire $who ($address) rejeté ($permanent
# yes) ou retardé ; $status le statut de remise.
unreachable = { $permanent ->
    [yes] Le courrier de l'arbitre à { $who } ({ $address }) a été rejeté (statut { $status }) : votre adversaire ne reçoit peut-être pas la partie. L'opérateur est prévenu ; la partie continue.
   *[no] Le courrier de l'arbitre à { $who } ({ $address }) est retardé (statut { $status }) ; il sera renvoyé.
}

## Un joueur et son camp, comme les autres phrases les nomment ($who) :
## $name le joueur, $side le camp.
who = { $name } ({ $side })

## Le premier courrier d'une partie : $title le jeu, $options ses options,
## $side le camp du lecteur, $opponent l'autre joueur et son camp.
welcome = Une nouvelle partie de { $title } ({ $options }) commence. Vous jouez { $side } contre { $opponent }.
welcome-blind = Partie en aveugle : l'arbitre ne voit jamais votre armée. Voyez plus bas comment la sceller et l'envoyer.
welcome-army = Envoyez d'abord votre armée : répondez par ARMÉE puis quatre lignes de neuf pièces, comme le plateau est imprimé (rang le plus haut d'abord, colonnes a à i). L'arbitre la garde scellée et vous envoie un reçu (graine et racine) que vous pouvez vérifier.
welcome-officers = Placez d'abord vos deux Officiers dans la forteresse : répondez par exemple place d6 e6.
# Qui joue le premier ; $armies vaut yes quand les deux armées doivent d'abord arriver.
welcome-first = { $armies ->
    [yes] { $who } jouera le premier une fois les deux armées en place.
   *[no] { $who } joue le premier.
}

## Les décisions de l'opérateur ($what de operator-decision) : $side le
## camp (avec ses formes), $name son joueur, $by une durée.
operator-paused = l'opérateur a suspendu la partie : aucun coup avant sa reprise, et les pendules sont arrêtées.
operator-resumed = l'opérateur a repris la partie ; la durée de la pause s'ajoute aux échéances.
operator-extended = l'opérateur a accordé { $by } de plus { $side-a } ({ $name }) pour ce coup.
operator-address = l'opérateur a changé l'adresse électronique { $side-de } ({ $name }).
operator-decided = l'opérateur a mis fin à la partie par décision.

## Une durée, par parties : $n jours, heures ou minutes ; deux ou trois
## parties jointes.
duration-days = { $n } { $n ->
    [one] jour
   *[other] jours
}
duration-hours = { $n } { $n ->
    [one] heure
   *[other] heures
}
duration-minutes = { $n } { $n ->
    [one] minute
   *[other] minutes
}
duration-two = { $first } et { $last }
duration-three = { $first }, { $second } et { $last }

## Une cadence : $period une durée, $moves les coups qu'elle compte (0 :
## la durée vaut pour chaque coup) ; $base la cadence, $grace une durée.
time-control = { $moves ->
    [0] { $period } par coup
    [one] { $moves } coup en { $period }
   *[other] { $moves } coups en { $period }
}
time-control-grace = { $base }, { $grace } de grâce

## Les réponses à CALENDRIER, et l'événement d'agenda d'un courrier d'échéance
## ($due : army, move ou reveal ; $deadline dans le fuseau du lecteur).
calendar-on = Vos courriers d'échéance portent désormais un événement d'agenda (un fichier .ics) : un par partie, déplacé à chaque nouvelle échéance, avec les rappels comme alarmes.
calendar-off = Vos courriers d'échéance ne portent plus d'événement d'agenda ; dans une partie à la pendule, celui joint annule l'événement déjà dans votre agenda.
calendar-summary = { $game } : { $due ->
    [army] votre armée est attendue
    [reveal] votre révélation est attendue
   *[move] votre coup est attendu
}
calendar-description = Votre échéance dans { $title } { $game } : { $deadline }. Répondez au dernier courrier de l'arbitre pour cette partie.
calendar-cancelled = { $game } : plus d'échéance
