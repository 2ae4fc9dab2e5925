## Pourquoi une commande ou un coup a été refusé (`reason::Why` du cœur),
## et les refus dont les mots ne sont pas encore des données (`untyped` :
## l'anglais des règles ou de l'arbitre, traduit par les motifs du cœur).

untyped = { $text }
wrong-sender = un courrier pour cette partie portant votre jeton de réponse est venu de { $sender } et non de votre adresse enregistrée ; rien n'a été appliqué. Si c'était vous, écrivez depuis { $registered }.
not-a-move = « { $text } » n'est pas un coup : { $why }
