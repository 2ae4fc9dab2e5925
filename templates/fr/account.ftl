### The answers to mail sent to the referee's plain address (no game
### token): the account commands GAMES, OBSERVE, UNOBSERVE, a command not
### understood, and the list of a player's games in progress. $game is a
### game's id.

not-understood-subject = commande non comprise
# $why: what is wrong with the command.
not-understood = Votre commande n'a pas été comprise : { $why }

games-subject = vos parties
games-none = Vous ne jouez aucune partie ici.
# Before the list of the player's games, one a line.
games-heading = Vos parties :

observe-unknown-subject = partie inconnue
observe-unknown = Il n'y a pas de partie { $game }.
observe-player-subject = vous jouez cette partie
observe-player = Vous jouez { $game } : l'arbitre vous envoie déjà votre propre vue.
observe-closed-subject = pas d'observateurs
observe-closed = Les joueurs de { $game } n'acceptent pas d'observateurs.
observe-subject = vous observez { $game }
# Before the game as it stands.
observe-done = Vous observez maintenant { $game } ; chaque coup vous parvient, avec seulement ce que les deux joueurs peuvent voir.
unobserve-done = Vous n'observez plus { $game }.
unobserve-not = Vous n'observiez pas { $game }.

## A player's mail without a game token or an account command.
no-token-subject = pas de jeton de partie
no-token-intro = Votre courrier est parvenu à l'arbitre sans jeton de partie valide : rien n'y a été appliqué. Pour jouer, répondez au dernier courrier de l'arbitre pour la partie, ou écrivez à son adresse de réponse ci-dessous.
no-token-none = Vous n'avez aucune partie en cours ici.
no-token-heading = Vos parties en cours :
no-token-outro = PARTIES, envoyé à cette adresse, liste toutes vos parties ; AIDE, dans un courrier de partie, la liste des commandes.
# $title: the game's name; $mine and $theirs: the sides; $opponent: a name.
no-token-game = { $game } ({ $title }) : vous jouez { $mine } contre { $opponent } ({ $theirs })
no-token-address = Adresse de réponse : { $address }

## The confirmation asked before an OBSERVE, UNOBSERVE or challenge sent
## on the From line alone is carried out: $address the sender's address,
## $what what it asks (one of confirm-observe, confirm-unobserve, and
## confirm-challenge in challenge.ftl). $game is a game's id.
confirm-subject = Estafette : confirmez votre demande
confirm =
    L'arbitre Estafette a reçu un courrier de { $address } lui demandant { $what }.

    Pour confirmer que vous l'avez envoyé, répondez à ce courrier (le texte importe peu) : seule une réponse à ce courrier, depuis { $address }, l'exécute.

    Si vous ne l'avez pas envoyé, ignorez ce courrier : quelqu'un d'autre a donné votre adresse comme expéditeur, et rien n'est fait.
confirm-observe = de vous envoyer chaque coup de la partie { $game }, comme observateur
confirm-unobserve = de ne plus vous envoyer les coups de la partie { $game }

## A registered player's mail over the size limit (max_message_bytes):
## $subject its subject (at most 100 characters), $limit the limit in
## bytes, $size its size when known.
too-large-subject = message trop volumineux
too-large =
    Votre courrier (objet « { $subject } ») est trop volumineux pour l'arbitre : il accepte les courriers d'au plus { $limit } octets, et le vôtre en avait davantage. Rien n'y a été lu ni appliqué.

    Renvoyez vos commandes dans un courrier en texte simple, sans pièce jointe, au-dessus du texte cité.
too-large-size =
    Votre courrier (objet « { $subject } ») est trop volumineux pour l'arbitre : il accepte les courriers d'au plus { $limit } octets, et le vôtre en avait davantage ({ $size } octets). Rien n'y a été lu ni appliqué.

    Renvoyez vos commandes dans un courrier en texte simple, sans pièce jointe, au-dessus du texte cité.
