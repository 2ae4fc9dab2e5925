### The frame of every mail (views::frame, compose): the reply line,
### the proof heading, the subject and the status line.

frame-reply =
    Répondez à ce message avec vos commandes, une par ligne, au-dessus du
    texte cité. Envoyez « AIDE » pour la liste des commandes.
# HTML, put in the page as it is: the word to send in bold.
frame-reply-html =
    Répondez à ce message avec vos commandes, une par ligne,
    au-dessus du texte cité. Envoyez
    «&nbsp;<b>AIDE</b>&nbsp;» pour la liste des commandes.
frame-proof = Preuves
# When a blind game's armies are published, at the end of its last mail.
frame-published = { $whose ->
    [both] Les armées sont maintenant publiées avec leurs graines, à la fin (Preuves).
    [mine] Votre armée est maintenant publiée avec sa graine, à la fin (Preuves).
   *[other] L'armée de { $who } est maintenant publiée avec sa graine, à la fin (Preuves).
}

## The end of a mail's subject, after the game and its id.
subject-not-applied = non appliqué
subject-game-over = partie terminée
subject-your-move = à vous de jouer
subject-seal-army = scellez votre armée
subject-send-army = envoyez votre armée
subject-waiting = en attente
subject-reveal = dévoilez votre armée
subject-help = aide
subject-rules = règles
subject-history = coups joués
subject-board = plateau
subject-reminder = rappel
subject-late = échéance dépassée
subject-message = message

## The status line: $n is the move's number, $who a player and side
## ("Alice (Sud)"), $reason why the game ended.
status-setup-send = Mise en place : envoyez votre armée (ARMÉE, puis quatre lignes de neuf pièces).
status-setup-waiting = Mise en place : en attente de l'armée de { $who }.
status-blind-seal = Mise en place : scellez votre armée avec estafette seal et envoyez les lignes commit et leaf.
status-blind-waiting = Mise en place : en attente de l'engagement de { $who }.
status-your-move = Coup { $n } : à vous de jouer.
status-waiting-for = Coup { $n } : en attente de { $who }.
status-waiting = En attente.
status-blind-reveal = Terminée sur le plateau : envoyez votre dévoilement (estafette reveal) avant votre échéance, ou vous perdez la partie.
status-blind-reveal-waiting = Terminée sur le plateau : en attente du dévoilement de { $who }.
status-drawn = Partie terminée : nulle ({ $reason }).
status-won = Partie terminée : { $who } gagne ({ $reason }).
status-over = Partie terminée.

## Les paragraphes d'une partie à l'aveugle : $game la partie, $side le
## mot du camp sur la ligne de commande (south, north), $turn first ou
## second, $options les options de la partie comme la commande les prend
## (« --variant NOM » et d'éventuels « --set OPTION=VALEUR ») ; $square la case attaquée,
## $home la case de départ de la pièce ; $reason pourquoi la partie a pris
## fin sur le plateau.
blind-seal =
    C'est une partie à l'aveugle : personne, pas même l'arbitre, ne voit votre armée. Scellez-la avec
      estafette seal { $game } { $side } ARMYFILE --turn { $turn }{ $options }
    et envoyez les lignes qu'il affiche. Gardez le fichier secret qu'il écrit : il ouvre vos
    pièces, dévoile votre armée à la fin et signe chacun de vos courriers suivants
    (estafette sign SECRETFILE, ou l'onglet « Votre tour » du kit du joueur).
blind-open =
    Vous devez ouvrir votre pièce en { $square } (partie de { $home }) avant toute autre chose :
      estafette open SECRETFILE { $home }
blind-provisional = La partie est terminée sur le plateau, à titre provisoire : { $reason }.
blind-reveal =
    Dévoilez maintenant votre armée : lancez
      estafette reveal SECRETFILE
    et envoyez les cinq lignes qu'il affiche avant votre échéance. Un dévoilement manquant ou faux fait perdre la partie.

## Les faits sous le plateau : leurs intitulés, et un intitulé tel qu'il
## se tient devant sa valeur ($label).
fact-game = Partie
fact-side = Vous jouez
fact-status = État
fact-time-control = Cadence
fact-deadline = { $mine ->
    [yes] Votre échéance
   *[no] Son échéance
}
fact-label = { $label } :
