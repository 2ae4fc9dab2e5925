### Les échecs propres à la ligne de commande (src/cli/errors.rs).

command-no-such-file = { $path } : ce fichier n'existe pas
command-not-text = { $path } : ce n'est pas du texte (UTF-8)
command-cannot-read = { $path } : lecture impossible ({ $error })
