## Pourquoi un catalogue est inutilisable, ou une phrase impossible à
## écrire (`WordsError`) : le plus souvent un catalogue de l'opérateur (dans
## le dossier que nomme `templates_dir`) qui ne se charge pas. $name est le
## fichier tel qu'il a été lu, $error les mots d'un analyseur, tels quels.

catalog-not-fluent = { $name } : ligne { $line } : ce n'est pas du Fluent : { $error }
catalog-no-such-catalog = { $name } : aucun catalogue ne s'appelle { $area }.ftl (les catalogues : { $catalogs })
catalog-not-a-language-tag = { $lang } : ce n'est pas une étiquette de langue
catalog-missing-message = { $name } : pas de message { $id } (chaque message de { $built-in } est nécessaire)
catalog-unusable = { $name } : inutilisable : { $error }
catalog-no-language = aucun catalogue pour { $lang }
catalog-no-message = pas de message { $id } dans les catalogues { $lang }
catalog-format = message { $id } ({ $lang }) : { $error }
catalog-no-value = le message { $id } ({ $lang }) n'a pas de valeur
catalog-no-side = pas de camp { $n }
catalog-no-rank = pas de grade { $code }
catalog-no-kind = pas de type de pièce { $code }
catalog-too-deep = { $code } : raisons imbriquées trop profondément
