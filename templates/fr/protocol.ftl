## Pourquoi les encodages, les engagements, les signatures et les fichiers
## de clé du protocole refusent une valeur (`protocol` du cœur :
## `encode::HexError`, `encode::EncodeError`, `commit::CommitError`,
## `sign::SignError`). Ils s'emboîtent dans les refus des engagements, des
## dévoilements et des fichiers secrets. Les nombres sont des comptes ;
## $game, $format et $why (les mots d'un lecteur JSON) sont donnés tels quels.

## Le texte hexadécimal.

protocol-hex-odd-length = le texte hexadécimal a une longueur impaire ({ $n } caractères)
protocol-hex-bad-char = caractère non hexadécimal en position { $position }
protocol-hex-wrong-length = { $digits } chiffres hexadécimaux attendus ({ $bytes } octets), { $found } trouvés ({ $found-bytes } octets)

## Les encodages d'octets que hache le protocole.

protocol-encode-empty-string = une chaîne encodée ne doit pas être vide
protocol-encode-string-too-long = une chaîne encodée fait au plus { $max } octets, celle-ci en a { $n }
protocol-encode-not-ascii = une chaîne encodée doit être en ASCII
protocol-encode-bad-side = le camp doit être 1 ou 2, pas { $side }
protocol-encode-too-many-leaves = un engagement contient au plus 255 pièces, celui-ci en a { $n }
protocol-encode-event-too-long = un événement fait au plus { $max } octets, celui-ci en a { $n }

## Les engagements ($square est un octet de case, $leaf compte à partir de 1).

protocol-commit-no-pieces = un engagement demande au moins une pièce
protocol-commit-duplicate-square = deux pièces sur l'octet de case { $square }
protocol-commit-unsorted = les feuilles ne sont pas dans l'ordre croissant des cases (à la feuille { $leaf })
protocol-commit-root-mismatch = la racine ne correspond pas aux feuilles
protocol-commit-bad-key = la clé de l'engagement n'est pas une clé publique Ed25519

## Les signatures, les commandes signées et les fichiers de clé de signature.

protocol-sign-signature-length = une signature fait 88 caractères en base64 (64 octets)
protocol-sign-not-a-game-id = « { $game } » n'est pas un identifiant de partie
protocol-sign-commands-too-long = les commandes sont trop longues pour être signées
protocol-sign-sig-position-too-large = la position de la ligne sig est trop grande
protocol-sign-several-sig-lines = un courriel porte une seule ligne sig ; celui-ci en a plusieurs
protocol-sign-no-commands = il n'y a aucune ligne de commande à signer
protocol-sign-not-a-key-file = ce n'est pas un fichier de clé de signature : { $why }
protocol-sign-wrong-key-file = ce n'est pas un fichier de clé de signature de ce programme (format « { $format } » version { $version } ; attendu : « { $expected } » version { $expected-version })
protocol-sign-secret = secret : { $why }
protocol-sign-key-file-damaged = la clé publique du fichier n'est pas celle de sa clé secrète : le fichier est endommagé

## Une ligne « Log-Head: » (`log::LogHeadError`).

protocol-log-head-missing = la ligne ne commence pas par « Log-Head: »
protocol-log-head-word-count = « Log-Head: » est suivi de PARTIE N EMPREINTE (3 mots), { $n ->
    [one] { $n } trouvé
   *[other] { $n } trouvés
}
protocol-log-head-bad-game = identifiant de partie invalide dans la ligne « Log-Head: »
protocol-log-head-bad-count = nombre d'entrées invalide dans la ligne « Log-Head: »
protocol-log-head-bad-hash = empreinte invalide dans la ligne « Log-Head: » : { $why }

## Un jeton de réponse (`token::TokenError`).

protocol-token-malformed = un jeton de réponse a la forme PARTIE.JOUEUR.POSITION.MARQUE
protocol-token-bad-game = l'identifiant de partie du jeton de réponse n'est pas valide
protocol-token-bad-player = le numéro de joueur du jeton de réponse doit être 1 ou 2
protocol-token-bad-position = la position du jeton de réponse n'est pas un nombre
protocol-token-bad-tag-text = la marque du jeton de réponse n'est pas faite de { $n } caractères base32
protocol-token-forged = le jeton de réponse ne correspond à aucun courriel envoyé par cet arbitre

## Une chaîne de hachage annoncée (`log::ChainError`) : $events et $heads sont
## des nombres, $n une entrée du journal, à partir de 1.

protocol-chain-count-mismatch = le journal a { $events } événements mais { $heads } têtes de chaîne
protocol-chain-mismatch = entrée { $n } du journal : la chaîne de hachage se rompt ici
