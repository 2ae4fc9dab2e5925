### Le club : ce que disent `estafette tournament`, `ratings` et `unrated`
### à l'opérateur, et les en-têtes d'un tableau de tournoi et d'un
### classement.

club-created = Tournoi { $name } créé : ajoutez des joueurs avec `estafette tournament add { $name } JOUEUR`, puis `estafette tournament start { $name }`.
club-entered = { $player } inscrit au tournoi { $name } (tête de série { $seat }).
club-round-started = { $name } : la ronde { $round } commence : { $games }.
club-finished = { $name } : la dernière ronde est terminée ; le tournoi est fini.
club-withdrawn = { $player } retiré du tournoi { $name } : plus apparié.
club-unrated = La partie { $game } ne compte plus pour le classement.
club-rated = La partie { $game } compte de nouveau pour le classement.

club-no-tournament = Aucun tournoi ne s'appelle { $name }.
club-name-taken = Un tournoi nommé { $name } existe déjà.
club-not-open = Le tournoi { $name } a commencé : on ne peut plus y inscrire de joueur.
club-started = Le tournoi { $name } a déjà commencé.
club-too-few = Le tournoi { $name } compte { $n } { $n ->
    [one] joueur
   *[other] joueurs
} : il en faut au moins deux pour commencer.
club-already-entered = { $player } est déjà inscrit au tournoi { $name }.
club-not-entrant = { $player } n'est pas inscrit au tournoi { $name }.
club-no-rounds = Un tournoi au système suisse compte au moins une ronde (`--rounds N`).
club-bad-format = Il n'y a pas de formule de tournoi { $format } : donnez round-robin, double-round-robin ou swiss.

club-column-player = Joueur
club-column-points = Pts
club-column-sb = SB
club-column-direct = CD
club-column-buchholz = Bh
club-column-rating = Cote
club-column-deviation = ÉC
club-column-games = Parties
club-heading = { $name } : { $format ->
    [double-round-robin] double toutes rondes
    [swiss] système suisse
   *[other] toutes rondes
}, { $game }, ronde { $round } sur { $of } ({ $status ->
    [open] inscriptions ouvertes
    [over] terminé
   *[other] en cours
})
club-column-withdrawn = retiré
club-no-ratings = Aucune partie classée de { $game } n'est encore terminée.

## REJOINDRE, CLASSEMENT et COTE par courriel, et les options de l'opérateur.
club-bad-date = { $date } n'est pas une date : donnez AAAA-MM-JJ ou AAAA-MM-JJTHH:MM (dans le fuseau horaire de l'arbitre).
club-full = Le tournoi { $name } est complet : il a ses { $n } joueurs.
club-open-to-anyone = Chacun peut maintenant s'inscrire par courriel au tournoi { $name } (JOIN { $name }).
club-open-to = Ces adresses peuvent maintenant s'inscrire par courriel au tournoi { $name } (JOIN { $name }) : { $addresses }.
club-closed-to-mail = Le tournoi { $name } n'accepte plus d'inscription par courriel.
club-closed = Le tournoi { $name } n'accepte pas d'inscription par courriel de { $address } : demandez à l'opérateur de l'arbitre de vous inscrire.
club-joined = Vous êtes inscrit au tournoi { $name } (tête de série { $seat }). Chacune de vos parties arrivera avec sa propre invitation quand sa ronde commencera.
club-confirm-join = de vous inscrire au tournoi { $name }
club-ratings-subject = Cotes
club-your-rating = { $game } : votre cote est { $rating } (écart { $deviation }, { $games } { $games ->
    [one] partie comptée
   *[other] parties comptées
}), { $place }e sur { $of }.
club-no-rating = { $game } : vous n'avez pas encore de cote.
club-standings-sent = Classement de { $name } envoyé à { $sender }.
club-ratings-sent = Cotes envoyées à { $sender }.

## Les courriels des parties d'un tournoi. $first et $second : « Nom (cote) ».
club-mail-pairing = Tournoi { $name }, ronde { $round } : { $first } contre { $second } (leur cote entre parenthèses).
club-mail-standings = Le classement après cette partie :
