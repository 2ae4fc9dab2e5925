### Les mots qu'un joueur écrit en français : voir templates/en/keywords.ftl.

## Les commandes d'une partie.
word-setup = armée, déploiement
word-resign = abandon, abandonne, abandonner
word-draw = nulle, partie-nulle
word-board = plateau
word-history = historique, coups
word-help = aide
word-rules = règles
word-lang = langue
word-message = dire
word-vacation = vacances, congé
word-timezone = fuseau, fuseau-horaire
word-calendar = calendrier, agenda
word-open = ouvrir
word-commit = engagement
word-leaf = feuille
word-reveal = révéler
word-key = clé

## Les réponses d'une commande NULLE (sans réponse, elle propose la nulle).
word-draw-offer = propose, proposer, offre
word-draw-accept = accepte, accepter, oui
word-draw-decline = refuser, non

## Les réponses d'une commande CALENDRIER ou SITE (oui / non).
word-calendar-on = oui, activer
word-calendar-off = non, désactiver

## La ligne qui peut clore une armée.
word-end = fin

## Le mot du placement de L'Assaut (`placer d6 e6`).
word-place = placer

## Les lettres des unités d'une durée (`VACANCES 5j`, `1h30m`) : une
## lettre chacune ; celle de toute langue est lue.
word-unit-week = w
word-unit-day = j
word-unit-hour = h
word-unit-minute = m
word-unit-second = s

## Les commandes envoyées à l'adresse de l'arbitre.
word-games = parties
word-new = nouvelle, défi
word-observe = observer
word-unobserve = ne-plus-observer
word-accept = accepter, j'accepte
word-decline = refuser
word-join = rejoindre, inscription
word-standings = classement
word-rating = cote, elo
word-site = site

## Les noms de la langue qu'une commande LANGUE peut donner.
word-language = french, français, französisch

## The language whose command words HELP lists after these (its code).
word-help-other = en

## Les mots d'un défi.
word-with = contre
word-variant = variante
word-set = réglage
word-grace = grâce
word-no = sans
word-observers = observateurs
word-blind = aveugle
word-per = par
word-move = coup

## Les noms des grades de L'Attaque.
word-rank-s = espion
word-rank-2 = éclaireur
word-rank-3 = sapeur
word-rank-4 = sergent
word-rank-6 = capitaine
word-rank-7 = commandant
word-rank-9 = général de brigade
word-rank-10 = chef, chef d'armée
word-rank-f = drapeau
