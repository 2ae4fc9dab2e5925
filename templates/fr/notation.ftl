## Comment s'écrivent une case, une pièce, le nom d'un jeu et ses options
## (`games::notation` des moteurs de règles). Une phrase commune aux jeux a
## un seul message ici. Le texte du joueur est donné tel quel.

## Les cases.
notation-empty-square = case manquante
notation-no-file-letter = « { $text } » n'est pas une case : elle doit commencer par la lettre d'une colonne
notation-no-rank-number = « { $text } » n'est pas une case : la lettre de la colonne doit être suivie du numéro de la rangée
notation-not-a-square = « { $text } » n'est pas une case
notation-rank-zero = « { $text } » n'est pas une case : les rangées commencent à 1
notation-off-board = la case { $square } est hors du plateau

## Les pièces de L'Attaque.
notation-rank-one = « 1 » n'est pas un code de pièce : écrivez S pour l'Espion ou F pour le Drapeau
notation-not-a-piece = « { $text } » n'est pas une pièce : utilisez un code (S, 2 à 10, M, F) ou un nom anglais ou français

## Les jeux, les variantes et les options.
notation-unknown-game = jeu inconnu « { $text } » : choisissez lattaque, strand ou assaut
notation-switch-form = « { $text } » : une option s'écrit NOM=VALEUR
notation-option-form = l'option « { $text } » doit s'écrire nom=valeur
notation-switch-twice = l'option { $text } est donnée deux fois
notation-switch-twice-quoted = l'option « { $text } » est donnée deux fois
notation-resolved-not-written = les options résolues « { $given } » ne sont pas écrites comme le jeu les écrit : « { $written } » (chaque option une fois, dans l'ordre)
notation-resolved-contradict = les options résolues contredisent l'option { $switch }={ $value } avec laquelle la partie a été créée
notation-lattaque-variant = variante de L'Attaque inconnue « { $text } » : les variantes sont { $variants }
notation-lattaque-value = « { $text } » n'est pas une valeur de l'option { $switch } : utilisez { $switch ->
    [attack] frontal ou orthogonal
    [equal-scouts] stay ou remove
    [spy] always ou attacking
    [flag-placement] gibson ou free
   *[other] off ou un nombre entier de demi-coups, à partir de 1
}
notation-lattaque-switch = option de L'Attaque inconnue « { $text } » : les options sont { $switches }
notation-strand-variant = « { $text } » n'est pas une variante de strand (connues : { $variants })
notation-strand-switch = « { $text } » n'est pas une option de strand (la seule option est forts)
notation-assaut-variant = L'Assaut n'a pas de variante « { $text } » ; variantes : { $variants }
notation-on-off = l'option « { $switch } » prend on ou off, pas « { $text } »
notation-assaut-switch = L'Assaut n'a pas d'option « { $text } » ; options : fortress-sideways, huff

## L'option forts de Strand.
notation-forts = forts : { $why }
notation-forts-separator = donnez les forts alliés et les forts allemands séparés par « / », p. ex. { $example }
notation-forts-side-missing = « { $text } » doit commencer par allies ou germans suivi d'un deux-points, p. ex. { $example }
notation-forts-not-a-side = « { $text } » n'est pas un camp (allies ou germans), p. ex. { $example }
notation-forts-side-twice = { $side-le } figurent deux fois
notation-forts-empty-square = case manquante dans « { $text } » ; reliez les cases par « + », p. ex. { $example }
notation-forts-light = la case { $square } est claire ; les forts doivent être sur des cases foncées
notation-forts-capital = la case { $square } est une capitale et ne peut pas être un fort
notation-forts-both = donnez à la fois les forts alliés et les forts allemands, p. ex. { $example }
notation-forts-twice = la case { $square } figure deux fois
