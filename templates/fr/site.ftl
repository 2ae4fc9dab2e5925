### L'archive publique : ce qu'écrit et dit `estafette site`, et la
### commande `estafette player --unnamed` de l'opérateur.

club-unnamed = { $player } apparaît désormais comme « joueur N » sur le site public, et les transcriptions de ses parties n'y sont pas publiées.
club-named = { $player } apparaît de nouveau sous son nom sur le site public.
club-no-player = Aucun joueur n'a l'adresse { $player }.
club-not-site-folder = { $dir } contient des fichiers et n'est pas un site écrit par `estafette site` : donnez un dossier nouveau ou vide.
club-site-file = Impossible d'écrire { $path } : { $error }
club-site-written = Le site public est dans { $dir } ({ $files } fichiers) : ouvrez { $dir }/index.html.

## SITE OUI / NON par courriel : l'objet des réponses, ce que demande la
## confirmation de SITE OUI (après « de »), et les réponses.
club-site-subject = Site public
club-confirm-named = de montrer de nouveau votre nom sur le site public
club-site-off = Votre nom n'apparaît plus sur le site public : vous y figurez comme « joueur N », et les transcriptions de vos parties n'y sont pas publiées. Pour y être de nouveau nommé, envoyez SITE OUI à cette adresse et répondez à la confirmation demandée.
club-site-on = Votre nom apparaît de nouveau sur le site public, avec les transcriptions de vos parties, dès la prochaine écriture du site.

site-title = Tournois, classements et parties terminées
site-intro = Seules les parties terminées sont publiées. Chacune a sa transcription : sa page rejoue la partie et vérifie chaque coup et chaque empreinte dans votre navigateur, sans serveur ; `estafette verify FICHIER` vérifie une transcription de la même façon.
site-tournaments = Tournois
site-no-tournaments = Aucun tournoi n'a encore commencé.
site-ratings = Classement : { $game }
site-games = Parties terminées
site-no-games = Aucune partie n'est encore terminée.
site-game = { $game } : { $first } contre { $second }, { $result }
site-transcript = transcription
site-withheld = (transcription non publiée : un joueur de cette partie a demandé à ne pas être nommé)
site-player = joueur { $n }
site-back = Tous les tournois et toutes les parties
site-round = Ronde { $round }
