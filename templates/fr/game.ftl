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
# LANGUE : les courriers de cette partie viennent désormais dans la langue $to (en, fr ou de).
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
reminder = Rappel : votre coup est attendu avant le { $deadline }.
late-notice = { $mine ->
    [yes] Votre échéance ({ $deadline }) est passée. Jouez avant le { $forfeit }, sinon vous perdez au temps.
   *[no] { $who } n'a pas joué avant l'échéance ({ $deadline }). Sans coup avant le { $forfeit }, la partie est perdue au temps.
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
