//! French for the English sentences of the rules engines and the referee.
//!
//! The rules explain a refused move, notation or army in English, and the
//! referee words its refusals and a game's result in English. Those
//! sentences are part of the hash-chained log (a refusal's reason, a game's
//! result), so they never change: a French player reads them translated when
//! the mail is composed, from the English text. Why a challenge by mail was
//! refused (its words, the game's options, the time control) is translated
//! the same way.
//!
//! [`explain`] and [`reason`] match the English against [`TABLE`], sentence
//! patterns in English with holes next to the same sentence in French with
//! the same holes, and fill the French in. The name of a hole says what it
//! carries (its digits only tell two holes apart): `{sq}` a square, `{n}` a
//! number, `{q}` the player's own text, `{mv}` a move, `{list}` squares,
//! `{alts}` moves joined by "or", `{dur}` a duration (`5d`), or a word that
//! is itself translated: `{piece}`/`{pieces}` (L'Attaque ranks),
//! `{kind}`/`{adj}`/`{capital}` (Strand), `{dir}` (a direction), `{side}` (a
//! side's bare name), `{who}` (a side's label, `Allies (Alice)`), `{reason}`
//! (why a game ended), `{rest}` (a nested explanation, translated in
//! turn) and `{text}` (someone's own words, an operator's reason or a place,
//! kept as they are). In the French, `{side|le}`, `{side|de}` and `{side|à}` give the
//! side with its article (`le Sud`, `des Alliés`, `aux Officiers`);
//! `{piece|le}`, `{piece|un}` and `{piece|aucun}` a piece with its own
//! (`l'Espion`, `une Mine`, `aucun Colonel`); `{kind|le}` a Strand piece
//! (`l'Infanterie`). A hole used twice in the English must carry the same
//! text twice.
//!
//! A sentence the table does not know, or only partly (an operator's own
//! words), stays English, except for the parts recognised around it. The
//! unit tests read the rules' and the referee's sources and check that
//! every sentence they can build for a player has a row here.
//!
//! Architecture invariant: pure; no I/O. Nothing here ever changes what the
//! log records.

use std::sync::OnceLock;

use crate::games::any::GameKind;
use crate::games::lattaque::Rank;
use crate::games::strand;
use crate::games::Side;
use crate::referee::clock;

/// (English, French) sentence patterns; see the module documentation.
/// The first row that matches the whole sentence wins, so a specific row
/// comes before a general one.
pub const TABLE: &[(&str, &str)] = &[
    // ------------------------------------------------- why a game ended
    ("draw agreed", "nulle acceptée par les deux joueurs"),
    ("neither army arrived in time", "aucune des deux armées n'est arrivée à temps"),
    ("both Flags are missing", "les deux Drapeaux manquent"),
    ("the Soldiers occupy all nine fortress points", "les Soldats occupent les neuf points de la forteresse"),
    (
        "threefold repetition: the same position with the same player to move has occurred three times",
        "triple répétition : la même position, avec le même joueur au trait, s'est présentée trois fois",
    ),
    ("{who} resigned", "{who} a abandonné"),
    ("{who} lost on time", "{who} a perdu au temps"),
    ("operator's decision: {text}", "décision de l'opérateur : {text}"),
    ("only {n} Soldier is left ({n2} taken)", "il ne reste que {n} Soldat ({n2} pris)"),
    ("only {n} Soldiers are left ({n2} taken)", "il ne reste que {n} Soldats ({n2} pris)"),
    ("the game reached {n} plies (max-plies {n2})", "la partie a atteint {n} demi-coups (limite max-plies)"),
    ("the {side} have no piece left", "{side|le} n'ont plus aucune pièce"),
    ("the {side} have no legal move", "{side|le} n'ont plus aucun coup légal"),
    ("the {side} reached {text}", "{side|le} ont atteint {text}"),
    (
        "{side} has no legal move: every movable piece is blocked",
        "{side|le} n'a plus de coup légal : toutes ses pièces mobiles sont bloquées",
    ),
    (
        "{side} has no legal move: no movable piece is left",
        "{side|le} n'a plus de coup légal : il ne lui reste aucune pièce mobile",
    ),
    ("{side} captured {side2}'s Flag", "{side|le} a pris le Drapeau {side2|de}"),
    // ---------------------------------------------- the referee's refusals
    ("this game is over", "cette partie est terminée"),
    ("there is no draw offer to accept", "il n'y a pas de proposition de nulle à accepter"),
    ("you have already offered a draw", "vous avez déjà proposé la nulle"),
    ("there is no draw offer to decline", "il n'y a pas de proposition de nulle à refuser"),
    ("the armies are already in place", "les armées sont déjà en place"),
    ("your army is already committed and cannot be changed", "votre armée est déjà engagée et ne peut plus changer"),
    (
        "openings, commitments and reveals are for blind games only",
        "les ouvertures, engagements et dévoilements ne servent qu'aux parties à l'aveugle",
    ),
    (
        "the game has not started: both armies must be sent first",
        "la partie n'a pas commencé : les deux armées doivent d'abord être envoyées",
    ),
    (
        "the game is paused by the operator: no moves until it resumes",
        "la partie est suspendue par l'opérateur : aucun coup avant sa reprise",
    ),
    ("the position is unknown", "la position est inconnue"),
    (
        "this mail answers an earlier mail of the referee (sent at position {n}), and you have played since (at position {n2}): commands that change the game are taken only from a reply to the referee's latest mail to you, so that an old mail sent again is never applied twice. Reply to the latest mail",
        "ce courrier répond à un courrier plus ancien de l'arbitre (envoyé à la position {n}), et vous avez joué depuis (à la position {n2}) : les commandes qui changent la partie ne sont prises que dans une réponse au dernier courrier que l'arbitre vous a envoyé, pour qu'un ancien courrier envoyé de nouveau ne soit jamais appliqué deux fois. Répondez au dernier courrier",
    ),
    (
        "KEY takes one public key, as `estafette keygen` prints it",
        "KEY prend une clé publique, telle que l'imprime `estafette keygen`",
    ),
    (
        "a mail carries one sig line (sig N SIGNATURE, as `estafette sign` prints it)",
        "un courrier porte une seule ligne sig (sig N SIGNATURE, telle que l'imprime `estafette sign`)",
    ),
    (
        "your key is registered already: it signs your commands to the end of the game",
        "votre clé est déjà enregistrée : elle signe vos commandes jusqu'à la fin de la partie",
    ),
    (
        "a key is registered before your first move; this game goes on without one",
        "une clé s'enregistre avant votre premier coup ; cette partie continue sans clé",
    ),
    (
        "this mail is not signed: sign your commands with `estafette sign` (your key is registered, so the referee takes only signed commands) and add the sig line it prints",
        "ce courrier n'est pas signé : signez vos commandes avec `estafette sign` (votre clé est enregistrée, l'arbitre ne prend donc que des commandes signées) et ajoutez la ligne sig qu'il imprime",
    ),
    (
        "the sig line cannot be read ({text}): sign your commands with `estafette sign` (your key is registered, so the referee takes only signed commands) and add the sig line it prints",
        "la ligne sig est illisible ({text}) : signez vos commandes avec `estafette sign` (votre clé est enregistrée, l'arbitre ne prend donc que des commandes signées) et ajoutez la ligne sig qu'il imprime",
    ),
    (
        "the sig line names log position {n}, which the game has not reached",
        "la ligne sig nomme la position {n} du journal, que la partie n'a pas atteinte",
    ),
    (
        "the signature of {text} does not check: it was not made with the registered key over these commands and the log head at position {n}; sign your commands with `estafette sign` (your key is registered, so the referee takes only signed commands) and add the sig line it prints",
        "la signature de {text} n'est pas valable : elle n'a pas été faite avec la clé enregistrée sur ces commandes et la tête du journal à la position {n} ; signez vos commandes avec `estafette sign` (votre clé est enregistrée, l'arbitre ne prend donc que des commandes signées) et ajoutez la ligne sig qu'il imprime",
    ),
    ("it is not your turn: {side} is to move", "ce n'est pas votre tour : c'est {side|à} de jouer"),
    ("it is not your turn: {who} is to move", "ce n'est pas votre tour : {who} est au trait"),
    (
        "no command found above the quoted text; send HELP for the list of commands",
        "aucune commande trouvée au-dessus du texte cité ; envoyez AIDE pour la liste des commandes",
    ),
    (
        "a mail for this game carrying your reply token came from {q}, not from your registered address; nothing was applied. If it was you, write from {q2}.",
        "un courrier pour cette partie portant votre jeton de réponse est venu de {q} et non de votre adresse enregistrée ; rien n'a été appliqué. Si c'était vous, écrivez depuis {q2}.",
    ),
    ("{q} has no army to set up", "cette partie n'a pas d'armée à mettre en place"),
    ("{q} has no hidden armies", "cette partie n'a pas d'armées cachées"),
    // -------------------------------------------- time zones and vacations
    (
        "'{q}' is not a time zone name (use an IANA name such as Europe/Paris or America/New_York)",
        "« {q} » n'est pas un nom de fuseau horaire (utilisez un nom IANA comme Europe/Paris ou America/New_York)",
    ),
    (
        "'{q}' is not a language: choose en (English), fr (French) or de (German)",
        "« {q} » n'est pas une langue : choisissez fr (français), en (anglais) ou de (allemand)",
    ),
    ("this game has no clock, so it needs no vacation", "cette partie n'a pas de pendule : elle n'a pas besoin de congé"),
    (
        "this vacation needs {dur} but you have {dur2} left this year",
        "ce congé demande {dur}, mais il ne vous reste que {dur2} de congé cette année",
    ),
    ("a vacation lasts at least an hour", "un congé dure au moins une heure"),
    ("the vacation ends before it starts", "le congé finit avant de commencer"),
    ("that vacation is already over", "ce congé est déjà passé"),
    (
        "VACATION takes a length (5d) or two dates (2026-12-20 2026-12-27)",
        "CONGÉ prend une durée (5j) ou deux dates (2026-12-20 2026-12-27)",
    ),
    ("'{q}' is not a date (write 2026-12-20)", "« {q} » n'est pas une date (écrivez 2026-12-20)"),
    ("an empty duration", "une durée vide"),
    (
        "a duration is a number and a unit, d, h or m (e.g. 3d, 12h)",
        "une durée est un nombre suivi d'une unité, j, h ou m (p. ex. 3j, 12h)",
    ),
    ("a number must come before each unit", "chaque unité doit suivre un nombre"),
    ("give a unit after the number (d, h or m)", "donnez une unité après le nombre (j, h ou m)"),
    ("'{q}' is too long", "« {q} » est trop long"),
    ("'{q}' is longer than a year", "« {q} » dépasse un an"),
    // ------------------------- challenges: games, options, time controls
    (
        "write NEW GAME WITH ADDRESS [variant NAME] [set SWITCH=VALUE] [3d per move | 10/30d] [grace 1d] [no observers] [blind]",
        "écrivez NOUVELLE JEU CONTRE ADRESSE [variante NOM] [set OPTION=VALEUR] [3j | 10/30j] [grace 1j] [no observers] [aveugle]",
    ),
    ("'{q}' is not understood here; {rest}", "« {q} » n'est pas compris ici ; {rest}"),
    ("{q} takes one game id, e.g. {q} strand-3", "{q} prend un identifiant de partie, p. ex. {q} strand-3"),
    ("'{q}' is not a mail address", "« {q} » n'est pas une adresse électronique"),
    ("variant needs a name", "il manque le nom de la variante"),
    ("set needs SWITCH=VALUE", "set demande OPTION=VALEUR"),
    ("grace needs a length, e.g. 1d", "grace demande une durée, p. ex. 1j"),
    ("blind mode is for L'Attaque only, not {text}", "le mode à l'aveugle n'existe que pour L'Attaque, pas pour {text}"),
    ("grace needs a time control too (e.g. 3d per move)", "grace demande aussi une cadence (p. ex. 3j)"),
    (
        "a blind game needs a time control, because the final reveals have a deadline (e.g. 3d per move)",
        "une partie à l'aveugle demande une cadence, car les dévoilements finaux ont une échéance (p. ex. 3j)",
    ),
    ("unknown game '{q}': choose lattaque, strand or assaut", "jeu inconnu « {q} » : choisissez lattaque, strand ou assaut"),
    ("a switch is set as NAME=VALUE", "une option s'écrit NOM=VALEUR"),
    (
        "unknown L'Attaque variant '{q}': the variants are {text}",
        "variante de L'Attaque inconnue « {q} » : les variantes sont {text}",
    ),
    (
        "'{q}' is not a value of the switch attack: use frontal or orthogonal",
        "« {q} » n'est pas une valeur de l'option attack : utilisez frontal ou orthogonal",
    ),
    (
        "'{q}' is not a value of the switch equal-scouts: use stay or remove",
        "« {q} » n'est pas une valeur de l'option equal-scouts : utilisez stay ou remove",
    ),
    (
        "'{q}' is not a value of the switch spy: use always or attacking",
        "« {q} » n'est pas une valeur de l'option spy : utilisez always ou attacking",
    ),
    (
        "'{q}' is not a value of the switch flag-placement: use gibson or free",
        "« {q} » n'est pas une valeur de l'option flag-placement : utilisez gibson ou free",
    ),
    (
        "'{q}' is not a value of the switch max-plies: use off or a whole number of plies from 1 up",
        "« {q} » n'est pas une valeur de l'option max-plies : utilisez off ou un nombre entier de demi-coups, à partir de 1",
    ),
    (
        "unknown L'Attaque switch '{q}': the switches are {text}",
        "option de L'Attaque inconnue « {q} » : les options sont {text}",
    ),
    ("'{q}' is not a variant of strand (known: {text})", "« {q} » n'est pas une variante de strand (connues : {text})"),
    (
        "'{q}' is not a switch of strand (the only switch is forts)",
        "« {q} » n'est pas une option de strand (la seule option est forts)",
    ),
    ("forts: {rest}", "forts : {rest}"),
    (
        "give the Allied and the German forts separated by '/', e.g. {text}",
        "donnez les forts alliés et les forts allemands séparés par « / », p. ex. {text}",
    ),
    (
        "'{q}' must start with 'allies:' or 'germans:', e.g. {text}",
        "« {q} » doit commencer par allies ou germans suivi d'un deux-points, p. ex. {text}",
    ),
    ("'{q}' is not a side (allies or germans), e.g. {text}", "« {q} » n'est pas un camp (allies ou germans), p. ex. {text}"),
    ("the {side} are listed twice", "{side|le} figurent deux fois"),
    (
        "empty square in '{q}'; join squares with '+', e.g. {text}",
        "case manquante dans « {q} » ; reliez les cases par « + », p. ex. {text}",
    ),
    (
        "{sq} is a light square; forts must be on dark squares",
        "la case {sq} est claire ; les forts doivent être sur des cases foncées",
    ),
    ("{sq} is a capital and cannot be a fort", "la case {sq} est une capitale et ne peut pas être un fort"),
    (
        "give both the Allied and the German forts, e.g. {text}",
        "donnez à la fois les forts alliés et les forts allemands, p. ex. {text}",
    ),
    ("{sq} is listed twice", "la case {sq} figure deux fois"),
    ("L'Assaut has no variant '{q}'; variants: {text}", "L'Assaut n'a pas de variante « {q} » ; variantes : {text}"),
    ("switch '{q}' takes on or off, not '{q2}'", "l'option « {q} » prend on ou off, pas « {q2} »"),
    (
        "L'Assaut has no switch '{q}'; switches: fortress-sideways, huff",
        "L'Assaut n'a pas d'option « {q} » ; options : fortress-sideways, huff",
    ),
    (
        "the number of moves before '/' must be a whole number",
        "le nombre de coups avant « / » doit être un nombre entier",
    ),
    ("between 1 and 1000 moves per period", "entre 1 et 1000 coups par période"),
    (
        "a period shorter than one hour makes no sense by mail",
        "une période de moins d'une heure n'a pas de sens par courrier",
    ),
    // ------------------------------------------------ the command language
    ("this line is too long to be a command", "cette ligne est trop longue pour être une commande"),
    ("leaf lines follow a 'commit ROOT' line", "les lignes « leaf » suivent une ligne « commit RACINE »"),
    ("DRAW takes OFFER, ACCEPT or DECLINE", "NULLE prend PROPOSER, ACCEPTER ou REFUSER"),
    (
        "VACATION needs a length (5d) or two dates (2026-12-20 2026-12-27)",
        "CONGÉ demande une durée (5j) ou deux dates (2026-12-20 2026-12-27)",
    ),
    ("TIMEZONE needs a zone name, e.g. Europe/Paris", "FUSEAU demande un nom de fuseau horaire, p. ex. Europe/Paris"),
    (
        "LANG needs a language: en (English), fr (French) or de (German)",
        "LANGUE demande une langue : fr (français), en (anglais) ou de (allemand)",
    ),
    ("MESSAGE needs some text after it", "MESSAGE doit être suivi d'un texte"),
    (
        "this command takes nothing after it: write it alone on its line",
        "cette commande ne prend rien après elle : écrivez-la seule sur sa ligne",
    ),
    ("not a command or a move (send HELP for the list)", "ni une commande ni un coup (envoyez AIDE pour la liste)"),
    // ------------------------------------------- moves refused, in general
    ("illegal: {rest}", "coup illégal : {rest}"),
    ("not a move: {rest}", "ce n'est pas un coup : {rest}"),
    // The referee repeats the notation the rules already quote.
    ("'{q}' is not a move: '{q}' is not a move: {rest}", "« {q} » n'est pas un coup : {rest}"),
    ("'{q}' is not a move: {rest}", "« {q} » n'est pas un coup : {rest}"),
    ("the game is over: {reason}", "la partie est terminée : {reason}"),
    (
        "the game is over (the {side} have no legal move)",
        "la partie est terminée ({side|le} n'ont plus aucun coup légal)",
    ),
    ("the game is over ({reason})", "la partie est terminée ({reason})"),
    ("the game is over", "la partie est terminée"),
    // ------------------------------------------------------------ squares
    ("empty square", "case manquante"),
    (
        "'{q}' is not a square: it must start with a file letter",
        "« {q} » n'est pas une case : elle doit commencer par la lettre d'une colonne",
    ),
    (
        "'{q}' is not a square: a file letter must be followed by a rank number",
        "« {q} » n'est pas une case : la lettre de la colonne doit être suivie du numéro de la rangée",
    ),
    ("'{q}' is not a square: ranks start at 1", "« {q} » n'est pas une case : les rangées commencent à 1"),
    ("'{q}' is not a square: write square=piece, like a1=F", "« {q} » n'est pas une case : écrivez case=pièce, comme a1=F"),
    ("'{q}' is not a square", "« {q} » n'est pas une case"),
    // ------------------------------------------------ L'Attaque: notation
    ("empty move: write b4-b5, b5xb6 or b4-b5xb6", "coup vide : écrivez b4-b5, b5xb6 ou b4-b5xb6"),
    (
        "write b4-b5 (move), b5xb6 (attack) or b4-b5xb6 (move then attack)",
        "écrivez b4-b5 (déplacement), b5xb6 (attaque) ou b4-b5xb6 (déplacement puis attaque)",
    ),
    ("a move attacks at most once", "un coup n'attaque qu'une seule fois"),
    (
        "{sq} is off the board (files a to {q}, ranks 1 to {n})",
        "la case {sq} est hors du plateau (colonnes a à {q}, rangées 1 à {n})",
    ),
    // ------------------------------------------------ L'Attaque: the rules
    ("{sq} is off the board", "la case {sq} est hors du plateau"),
    ("there is no piece on {sq}", "il n'y a pas de pièce en {sq}"),
    ("the piece on {sq} is not yours", "la pièce en {sq} n'est pas à vous"),
    (
        "{sq} holds the Flag, which never moves or attacks",
        "la pièce en {sq} est le Drapeau, qui ne se déplace ni n'attaque jamais",
    ),
    (
        "{sq} holds a {piece}, which never moves or attacks",
        "la pièce en {sq} est {piece|un}, qui ne se déplace ni n'attaque jamais",
    ),
    (
        "a move must change square; to attack without moving, write {sq}x{sq2}",
        "un déplacement doit changer de case ; pour attaquer sans bouger, écrivez {sq}x{sq2}",
    ),
    ("a move must change square", "un déplacement doit changer de case"),
    (
        "pieces move along a file or a rank, never diagonally",
        "les pièces se déplacent le long d'une colonne ou d'une rangée, jamais en diagonale",
    ),
    (
        "your {piece} on {sq} moves one square only (only Scouts run further)",
        "votre {piece} en {sq} ne se déplace que d'une case (seuls les Éclaireurs vont plus loin)",
    ),
    ("{sq} is a lake", "la case {sq} est un lac"),
    ("the way crosses the lake at {sq}", "le chemin traverse le lac en {sq}"),
    ("the way is blocked at {sq}", "le chemin est barré en {sq}"),
    ("{sq} holds one of your pieces", "la case {sq} est occupée par une de vos pièces"),
    ("{sq} holds one of your own pieces", "la case {sq} est occupée par une de vos propres pièces"),
    (
        "{sq} holds an enemy piece and pieces never share a square; an attack is written with x",
        "la case {sq} est occupée par une pièce ennemie, et deux pièces ne partagent jamais une case ; une attaque s'écrit avec x",
    ),
    ("a piece cannot attack its own square", "une pièce ne peut pas attaquer sa propre case"),
    ("{sq} is not next to {sq2}", "la case {sq} n'est pas voisine de {sq2}"),
    (
        "attacks are frontal in this game: from {sq}, {side} may attack only {sq2}",
        "dans cette partie, les attaques sont frontales : depuis {sq}, {side|le} ne peut attaquer que {sq2}",
    ),
    (
        "attacks are frontal in this game: from {sq}, {side} can attack nothing",
        "dans cette partie, les attaques sont frontales : depuis {sq}, {side|le} ne peut rien attaquer",
    ),
    ("there is no piece on {sq} to attack", "il n'y a pas de pièce à attaquer en {sq}"),
    // ------------------------------------ L'Attaque: pieces and the setup
    (
        "'1' is not a piece code: write S for the Spy or F for the Flag",
        "« 1 » n'est pas un code de pièce : écrivez S pour l'Espion ou F pour le Drapeau",
    ),
    (
        "'{q}' is not a piece: use a code (S, 2 to 10, M, F) or an English or French name",
        "« {q} » n'est pas une pièce : utilisez un code (S, 2 à 10, M, F) ou un nom anglais ou français",
    ),
    ("unknown piece '{q}' on {sq}: {rest}", "pièce inconnue « {q} » en {sq} : {rest}"),
    ("unknown piece '{q}': {rest}", "pièce inconnue « {q} » : {rest}"),
    ("write S for the Spy or F for the Flag", "écrivez S pour l'Espion ou F pour le Drapeau"),
    (
        "use a code (S, 2 to 10, M, F) or a name in English or French (Colonel, Eclaireur, Chef d'Armee...)",
        "utilisez un code (S, 2 à 10, M, F) ou un nom en anglais ou en français (Colonel, Éclaireur, Chef d'Armée...)",
    ),
    (
        "{sq} is outside {side}'s zone: {side} sets up on files a to i, ranks {n} to {n2}",
        "la case {sq} est hors de la zone {side|de} : {side|le} se déploie sur les colonnes a à i, rangées {n} à {n2}",
    ),
    ("{sq} is given twice", "la case {sq} est donnée deux fois"),
    (
        "squares left empty: {list} (every square of the zone needs a piece)",
        "cases laissées vides : {list} (chaque case de la zone doit recevoir une pièce)",
    ),
    ("no {piece}, an army has 1 {piece}", "{piece|aucun}, une armée en a 1"),
    ("no {piece}, an army has {n}", "{piece|aucun}, une armée en a {n}"),
    ("1 {piece}, an army has {n}", "1 {piece}, une armée en a {n}"),
    ("{n} {pieces}, an army has 1 {piece}", "{n} {pieces}, une armée en a 1"),
    ("{n} {pieces}, an army has {n2}", "{n} {pieces}, une armée en a {n2}"),
    ("the Flag may not stand on {sq}: {rest}", "le Drapeau ne peut pas être placé en {sq} : {rest}"),
    (
        "it is directly behind a river, with nothing between them",
        "il est juste derrière la rivière, sans rien entre les deux",
    ),
    (
        "only your own Mines ({list}) stand between it and the river",
        "seules vos propres Mines ({list}) le séparent de la rivière",
    ),
    (
        "a setup needs 4 lines of 9 pieces (first line rank {n}, last line rank {n2}), or assignments like a1=F; found 0 lines",
        "une armée s'écrit en 4 lignes de 9 pièces (la première ligne est la rangée {n}, la dernière la rangée {n2}), ou en affectations comme a1=F ; aucune ligne trouvée",
    ),
    (
        "a setup needs 4 lines of 9 pieces (first line rank {n}, last line rank {n2}), or assignments like a1=F; found {n3} line",
        "une armée s'écrit en 4 lignes de 9 pièces (la première ligne est la rangée {n}, la dernière la rangée {n2}), ou en affectations comme a1=F ; {n3} ligne trouvée",
    ),
    (
        "a setup needs 4 lines of 9 pieces (first line rank {n}, last line rank {n2}), or assignments like a1=F; found {n3} lines",
        "une armée s'écrit en 4 lignes de 9 pièces (la première ligne est la rangée {n}, la dernière la rangée {n2}), ou en affectations comme a1=F ; {n3} lignes trouvées",
    ),
    (
        "line {n} (rank {n2}) has 0 entries; each line needs 9, for files a to i",
        "la ligne {n} (rangée {n2}) n'a aucune entrée ; chaque ligne en demande 9, pour les colonnes a à i",
    ),
    (
        "line {n} (rank {n2}) has {n3} entry; each line needs 9, for files a to i",
        "la ligne {n} (rangée {n2}) a {n3} entrée ; chaque ligne en demande 9, pour les colonnes a à i",
    ),
    (
        "line {n} (rank {n2}) has {n3} entries; each line needs 9, for files a to i",
        "la ligne {n} (rangée {n2}) a {n3} entrées ; chaque ligne en demande 9, pour les colonnes a à i",
    ),
    (
        "'{q}' is not an assignment: write square=piece, like a1=F",
        "« {q} » n'est pas une affectation : écrivez case=pièce, comme a1=F",
    ),
    ("'=' without a square before it: write a1=F", "« = » sans case devant : écrivez a1=F"),
    ("{sq}= names no piece", "{sq}= ne nomme aucune pièce"),
    // ------------------------------------------ L'Attaque: blind mode's board
    (
        "a run of more than one square is a Scout's: open the piece from {sq} as a Scout in the same mail",
        "seul un Éclaireur court sur plus d'une case : ouvrez la pièce partie de {sq} comme Éclaireur dans le même courrier",
    ),
    (
        "an attack needs your opening of the attacking piece (from {sq}) in the same mail",
        "une attaque demande l'ouverture de la pièce qui attaque (partie de {sq}) dans le même courrier",
    ),
    ("no piece of yours started on {sq}", "aucune de vos pièces n'est partie de {sq}"),
    (
        "the piece from {sq} is shown as {piece} but your army has a {piece2} there",
        "la pièce partie de {sq} apparaît comme {piece} alors que votre armée y a {piece2|un}",
    ),
    // ------------------------------------------------------------- Strand
    ("'{q}' is off the board (files a-j, ranks 1-10)", "« {q} » est hors du plateau (colonnes a-j, rangées 1-10)"),
    (
        "empty move: write a step like b4-c5 or a capture like d4xf6",
        "coup vide : écrivez un pas comme b4-c5 ou une prise comme d4xf6",
    ),
    (
        "a move is either a step (b4-c5) or a capture (d4xf6xh8), not both",
        "un coup est soit un pas (b4-c5), soit une prise (d4xf6xh8), pas les deux",
    ),
    (
        "a step has one destination (b4-c5); write a capture with x (d4xf6xh8)",
        "un pas n'a qu'une destination (b4-c5) ; une prise s'écrit avec x (d4xf6xh8)",
    ),
    (
        "a move needs two squares, e.g. b4-c5 (step) or d4xf6 (capture)",
        "un coup demande deux cases, p. ex. b4-c5 (pas) ou d4xf6 (prise)",
    ),
    (
        "{sq} is a light square; pieces stand only on dark squares",
        "la case {sq} est claire ; les pièces ne se tiennent que sur les cases foncées",
    ),
    ("the piece on {sq} is {adj}; you play the {side}", "la pièce en {sq} est {adj} ; vous jouez {side|le}"),
    ("a capture is written with x: {mv}", "une prise s'écrit avec x : {mv}"),
    ("{kind} cannot move {dir}; {rest}", "{kind|le} ne peut pas aller {dir} ; {rest}"),
    ("Infantry moves one square forward or sideways", "l'Infanterie se déplace d'une case, vers l'avant ou de côté"),
    (
        "Cavalry moves one square sideways, or one or two squares forward",
        "la Cavalerie se déplace d'une case de côté, ou d'une ou deux cases vers l'avant",
    ),
    ("Artillery moves one square in any diagonal direction", "l'Artillerie se déplace d'une case dans n'importe quelle diagonale"),
    ("the square between, {sq}, is occupied", "la case intermédiaire, {sq}, est occupée"),
    ("{sq} is occupied", "la case {sq} est occupée"),
    ("no piece may enter its own capital, {capital}", "aucune pièce ne peut entrer dans sa propre capitale, {capital}"),
    ("{sq} is an enemy fort; only Artillery may enter it", "la case {sq} est un fort ennemi ; seule l'Artillerie peut y entrer"),
    ("{sq} is an enemy fort; only Artillery may land on it", "la case {sq} est un fort ennemi ; seule l'Artillerie peut s'y poser"),
    ("a capture is compulsory, e.g. {alts}", "la prise est obligatoire, p. ex. {alts}"),
    ("not a legal move in this position", "ce coup n'est pas légal dans cette position"),
    ("a capture needs at least one landing square", "une prise demande au moins une case d'arrivée"),
    (
        "the capture ends on reaching {capital}; nothing may follow {sq}",
        "la prise s'arrête en atteignant {capital} ; rien ne peut suivre {sq}",
    ),
    (
        "{sq}x{sq2} is not a jump: a piece jumps diagonally over the square next to it (Artillery also over a piece one square away)",
        "{sq}x{sq2} n'est pas un saut : une pièce saute en diagonale par-dessus la case voisine (l'Artillerie aussi par-dessus une pièce à une case de distance)",
    ),
    ("{sq}x{sq2} is not a jump", "{sq}x{sq2} n'est pas un saut"),
    (
        "only Artillery may take a piece one square away",
        "seule l'Artillerie peut prendre une pièce à une case de distance",
    ),
    ("{kind} cannot jump {dir}", "{kind|le} ne peut pas sauter {dir}"),
    ("a long jump needs {sq} empty", "un long saut demande que {sq} soit libre"),
    ("there is no piece to take on {sq}", "il n'y a pas de pièce à prendre en {sq}"),
    ("{sq} holds your own piece", "la case {sq} est occupée par votre propre pièce"),
    (
        "the {adj} {kind} on {sq} has already been taken in this move",
        "{kind|le} {adj} en {sq} a déjà été prise dans ce coup",
    ),
    ("{sq} still holds a piece taken in this move", "la case {sq} porte encore une pièce prise dans ce coup"),
    (
        "the {adj} {kind} on {sq} stands on its own fort; only Artillery may take it",
        "{kind|le} {adj} en {sq} se tient sur son propre fort ; seule l'Artillerie peut la prendre",
    ),
    (
        "the {adj} {kind} on {sq} stands in front of its own fort; only a sideways jump or Artillery may take it",
        "{kind|le} {adj} en {sq} se tient devant son propre fort ; seuls un saut de côté ou l'Artillerie peuvent la prendre",
    ),
    (
        "the capture is not complete: the piece must go on from {sq} (e.g. {sq}x{sq2})",
        "la prise n'est pas complète : la pièce doit continuer depuis {sq} (p. ex. {sq}x{sq2})",
    ),
    // ---------------------------------------------------------- L'Assaut
    (
        "a Soldier inside the fortress never leaves it ({sq} is outside)",
        "un Soldat entré dans la forteresse n'en sort plus ({sq} est dehors)",
    ),
    (
        "the line {sq}-{sq2} is black: Soldiers use white lines only (the fortress-sideways switch is off)",
        "la ligne {sq}-{sq2} est noire : les Soldats n'empruntent que les lignes blanches (l'option fortress-sideways est désactivée)",
    ),
    (
        "the line {sq}-{sq2} is black: Soldiers use white lines only",
        "la ligne {sq}-{sq2} est noire : les Soldats n'empruntent que les lignes blanches",
    ),
    ("a Soldier never moves back to a lower rank", "un Soldat ne recule jamais vers une rangée inférieure"),
    (
        "on rank 5 a Soldier moves sideways only towards file d",
        "sur la rangée 5, un Soldat ne se déplace de côté que vers la colonne d",
    ),
    ("{sq} is not on the board (files a-g, ranks 1-7)", "{sq} n'est pas sur le plateau (colonnes a-g, rangées 1-7)"),
    ("{sq} is not on the board (files a-i, ranks 1-10)", "{sq} n'est pas sur le plateau (colonnes a-i, rangées 1-10)"),
    (
        "{sq} is not a point of the board (the 2x2 corners are cut off)",
        "{sq} n'est pas un point du plateau (les coins de 2x2 sont retranchés)",
    ),
    ("{sq} is not a point of the board", "{sq} n'est pas un point du plateau"),
    ("empty move", "coup vide"),
    ("unexpected characters", "caractères inattendus"),
    (
        "a placement names exactly two fortress points, e.g. place d6 e6 (got {n})",
        "un placement nomme exactement deux points de la forteresse, p. ex. place d6 e6 (reçu : {n})",
    ),
    (
        "'{q}' mixes - and x: a step is d3-d4, a capture lists its landings, d6xd4xf4",
        "« {q} » mélange - et x : un pas s'écrit d3-d4, une prise énumère ses points d'arrivée, d6xd4xf4",
    ),
    ("'{q}' has an empty square", "« {q} » contient une case vide"),
    ("'{q}' is not one square (in '{q2}')", "« {q} » n'est pas une seule case (dans « {q2} »)"),
    (
        "a step has exactly two squares (d3-d4); a capture is written with x (d6xd4xf4)",
        "un pas a exactement deux cases (d3-d4) ; une prise s'écrit avec x (d6xd4xf4)",
    ),
    (
        "write a step as d3-d4, a capture as d6xd4xf4, the setup as place d6 e6",
        "écrivez un pas comme d3-d4, une prise comme d6xd4xf4, le placement comme place d6 e6",
    ),
    (
        "the Officers are already placed; placing happens only before the Soldiers' first move",
        "les Officiers sont déjà placés ; le placement n'a lieu qu'avant le premier coup des Soldats",
    ),
    ("the two Officers need two different points", "les deux Officiers doivent occuper deux points différents"),
    (
        "{sq} is not a fortress point (the fortress is c5-e7)",
        "{sq} n'est pas un point de la forteresse (la forteresse va de c5 à e7)",
    ),
    ("{sq} is not empty", "le point {sq} n'est pas libre"),
    ("{mv} is not a legal placement here", "{mv} n'est pas un placement légal ici"),
    (
        "the Officers must first be placed on two fortress points (e.g. place d6 e6)",
        "les Officiers doivent d'abord être placés sur deux points de la forteresse (p. ex. place d6 e6)",
    ),
    ("{sq} holds a Soldier, but it is the {side}' turn", "il y a un Soldat en {sq}, mais c'est {side|à} de jouer"),
    ("{sq} holds an Officer, but it is the {side}' turn", "il y a un Officier en {sq}, mais c'est {side|à} de jouer"),
    ("a move must leave its point", "un coup doit quitter son point"),
    ("a Soldier steps one point at a time", "un Soldat avance d'un point à la fois"),
    (
        "an Officer steps one point at a time (a capture is written {sq}x{sq2})",
        "un Officier se déplace d'un point à la fois (une prise s'écrit {sq}x{sq2})",
    ),
    ("an Officer steps one point at a time", "un Officier se déplace d'un point à la fois"),
    ("no line joins {sq} and {sq2}", "aucune ligne ne relie {sq} à {sq2}"),
    (
        "capturing is compulsory; the Officers must take 1 Soldier (e.g. {mv})",
        "la prise est obligatoire ; les Officiers doivent prendre 1 Soldat (p. ex. {mv})",
    ),
    (
        "capturing is compulsory; the Officers must take {n} Soldiers (e.g. {mv})",
        "la prise est obligatoire ; les Officiers doivent prendre {n} Soldats (p. ex. {mv})",
    ),
    ("{mv} is not a legal move here", "{mv} n'est pas un coup légal ici"),
    ("Soldiers never capture", "les Soldats ne prennent jamais"),
    ("it is the Soldiers' turn", "c'est aux Soldats de jouer"),
    ("a capture needs at least one landing point", "une prise demande au moins un point d'arrivée"),
    (
        "{sq}x{sq2} is not a jump: an Officer jumps over one neighbouring point to the point just beyond, in a straight line",
        "{sq}x{sq2} n'est pas un saut : un Officier saute par-dessus un point voisin jusqu'au point juste derrière, en ligne droite",
    ),
    (
        "{sq}x{sq2} does not follow a straight line of the board through {sq3}",
        "{sq}x{sq2} ne suit pas une ligne droite du plateau passant par {sq3}",
    ),
    ("there is no Soldier on {sq} to jump", "il n'y a pas de Soldat à sauter en {sq}"),
    (
        "the Soldier on {sq} is jumped twice; each Soldier is taken once",
        "le Soldat en {sq} est sauté deux fois ; chaque Soldat n'est pris qu'une fois",
    ),
    ("the landing point {sq} is not empty", "le point d'arrivée {sq} n'est pas libre"),
    (
        "it takes 1 Soldier but {n} can be taken, and the largest capture is compulsory (e.g. {mv})",
        "ce coup prend 1 Soldat alors que {n} peuvent être pris, et la plus grande prise est obligatoire (p. ex. {mv})",
    ),
    (
        "it takes {n} Soldiers but {n2} can be taken, and the largest capture is compulsory (e.g. {mv})",
        "ce coup prend {n} Soldats alors que {n2} peuvent être pris, et la plus grande prise est obligatoire (p. ex. {mv})",
    ),
    ("{mv} is not a legal capture here", "{mv} n'est pas une prise légale ici"),
    // ------------------------------------------------- blind: the referee
    ("the armies are already committed", "les armées sont déjà engagées"),
    ("no commitment", "aucun engagement"),
    ("no move", "aucun coup"),
    (
        "the opening of the piece from {sq} as {piece} does not match its leaf",
        "l'ouverture de la pièce partie de {sq} comme {piece} ne correspond pas à sa feuille",
    ),
    ("{n} pieces opened as {pieces}: an army has {n2}", "{n} pièces ouvertes comme {pieces} : une armée en a {n2}"),
    (
        "the piece from {sq} moved, but it opened as a {piece}",
        "la pièce partie de {sq} s'est déplacée, mais elle s'est ouverte comme {piece|un}",
    ),
    (
        "the piece from {sq} moved, but the army has a {piece} there",
        "la pièce partie de {sq} s'est déplacée, mais l'armée y a {piece|un}",
    ),
    ("the game is not in play", "la partie n'est pas en cours"),
    (
        "your piece on {sq} (from {sq2}) was attacked: open it first (estafette open SECRETFILE {sq2})",
        "votre pièce en {sq} (partie de {sq2}) a été attaquée : ouvrez-la d'abord (estafette open SECRETFILE {sq2})",
    ),
    ("the combat cannot be resolved", "le combat ne peut pas être réglé"),
    ("no piece to attack", "aucune pièce à attaquer"),
    ("the reveal comes when the game is over on the board", "le dévoilement vient quand la partie est terminée sur le plateau"),
    ("your army is already revealed", "votre armée est déjà dévoilée"),
    ("you committed no army", "vous n'avez engagé aucune armée"),
    (
        "move {n} ({mv}) is illegal with the armies revealed: {rest}",
        "le coup {n} ({mv}) est illégal avec les armées dévoilées : {rest}",
    ),
    ("no final reveal by the deadline", "aucun dévoilement final avant l'échéance"),
    (
        "neither player revealed their army in time: the game is void",
        "aucun joueur n'a dévoilé son armée à temps : la partie est annulée",
    ),
    ("{side} forfeits: {rest}", "{side|le} perd par forfait : {rest}"),
    ("{side} has no legal move", "{side|le} n'a plus aucun coup légal"),
    (
        "both Officers have been removed, so the Officers have no legal move",
        "les deux Officiers ont été retirés : les Officiers n'ont plus aucun coup légal",
    ),
    (
        "this is a blind game: seal your army with `estafette seal` and mail the 'commit' and 'leaf' lines it prints",
        "c'est une partie à l'aveugle : scellez votre armée avec `estafette seal` et envoyez les lignes « commit » et « leaf » qu'il affiche",
    ),
    // -------------------------------- blind: openings, commitments, reveals
    ("an opening line starts with the word 'open'", "une ligne d'ouverture commence par le mot « open »"),
    (
        "an opening line is 'open SQUARE RANK SALT' (4 words), this one has {n}",
        "une ligne d'ouverture s'écrit « open CASE RANG SEL » (4 mots), celle-ci en a {n}",
    ),
    ("bad salt in opening line: {rest}", "sel invalide dans la ligne d'ouverture : {rest}"),
    ("hex text has an odd length ({n} characters)", "le texte hexadécimal a une longueur impaire ({n} caractères)"),
    ("not a hex digit at position {n}", "caractère non hexadécimal en position {n}"),
    (
        "expected {n} hex digits ({n2} bytes), found {n3} ({n4} bytes)",
        "{n} chiffres hexadécimaux attendus ({n2} octets), {n3} trouvés ({n4} octets)",
    ),
    (
        "the root line is 'commit ROOT' (64 hex digits)",
        "la ligne de la racine s'écrit « commit RACINE » (64 chiffres hexadécimaux)",
    ),
    ("two 'commit' lines: send one commitment", "deux lignes « commit » : envoyez un seul engagement"),
    ("commit line: {rest}", "ligne « commit » : {rest}"),
    (
        "a leaf line is 'leaf SQUARE LEAF' (64 hex digits)",
        "une ligne de feuille s'écrit « leaf CASE FEUILLE » (64 chiffres hexadécimaux)",
    ),
    ("leaf {q}: {rest}", "feuille {q} : {rest}"),
    ("no 'commit ROOT' line", "aucune ligne « commit RACINE »"),
    (
        "{rest} (was the army sealed for this game, with the right side and turn?)",
        "{rest} (l'armée a-t-elle été scellée pour cette partie, avec le bon camp et le bon tour ?)",
    ),
    ("a commitment needs at least one piece", "un engagement demande au moins une pièce"),
    ("two pieces on square byte {n}", "deux pièces sur l'octet de case {n}"),
    (
        "leaves are not in ascending square order (at leaf {n})",
        "les feuilles ne sont pas dans l'ordre croissant des cases (à la feuille {n})",
    ),
    ("the root does not match the leaves", "la racine ne correspond pas aux feuilles"),
    (
        "the root does not match the leaves and the key",
        "la racine ne correspond pas aux feuilles et à la clé",
    ),
    (
        "the key of the commitment is not an Ed25519 public key",
        "la clé de l'engagement n'est pas une clé publique Ed25519",
    ),
    (
        "a commitment has at most one key line, 'key KEY' (44 characters of base64)",
        "un engagement a au plus une ligne de clé, « key CLÉ » (44 caractères en base64)",
    ),
    ("key line: {rest}", "ligne « key » : {rest}"),
    (
        "your commitment binds another signing key than the one you registered with KEY: a player has one key in a game, so this commitment is refused",
        "votre engagement lie une autre clé de signature que celle que vous avez enregistrée avec KEY : un joueur a une seule clé dans une partie, cet engagement est donc refusé",
    ),
    ("a leaf for {sq}, outside {side}'s zone", "une feuille pour {sq}, hors de la zone {side|de}"),
    (
        "the leaf for {sq} is out of order or repeated: give them in ascending order (a1, b1, ... i1, a2, ...)",
        "la feuille de {sq} est hors d'ordre ou répétée : donnez les feuilles dans l'ordre croissant (a1, b1, ... i1, a2, ...)",
    ),
    (
        "{n} leaves; an army has {n2} pieces, one on every square of the zone",
        "{n} feuilles ; une armée a {n2} pièces, une sur chaque case de la zone",
    ),
    ("no 'reveal SEED' line", "aucune ligne « reveal GRAINE »"),
    (
        "the reveal line is 'reveal SEED' (64 hex digits), followed by the army's four lines",
        "la ligne de dévoilement s'écrit « reveal GRAINE » (64 chiffres hexadécimaux), suivie des quatre lignes de l'armée",
    ),
    ("reveal line: {rest}", "ligne « reveal » : {rest}"),
    (
        "the 'reveal SEED' line must be followed by the army's four lines",
        "la ligne « reveal GRAINE » doit être suivie des quatre lignes de l'armée",
    ),
    ("the revealed army breaks the rules: {rest}", "l'armée dévoilée enfreint les règles : {rest}"),
    (
        "the revealed seed and army do not give the root committed at the start",
        "la graine et l'armée dévoilées ne donnent pas la racine engagée au départ",
    ),
    // ------------------------------------------- general shapes, tried last
    ("'{q}': {rest}", "« {q} » : {rest}"),
    ("{mv}: {rest}", "{mv} : {rest}"),
    ("{rest}; {rest2}", "{rest} ; {rest2}"),
];

/// The English explanation `text` (a refusal's reason, a rule's detail) in
/// French. What the table does not know stays English, around whatever
/// parts it recognises (an operator's own words are left as they are).
pub fn explain(kind: GameKind, text: &str) -> String {
    let t = text.trim();
    lenient(kind, t, 0)
}

/// The French of `text` only if every sentence in it is known; `None`
/// otherwise. The tests use this to find English left untranslated.
pub fn explain_strict(kind: GameKind, text: &str) -> Option<String> {
    translate(kind, text.trim(), Mode::Strict, 0)
}

/// Why a game ended, in French. The rules and the log state the reason in
/// English; this translates every sentence they make and leaves anything
/// else (an operator's own words) as it is, side names aside.
pub fn reason(kind: GameKind, reason: &str) -> String {
    reason_strict(kind, reason).unwrap_or_else(|| sides(kind, reason.trim()))
}

/// Replace the English names of the sides of `kind` by the French ones,
/// whole words only.
pub fn sides(kind: GameKind, text: &str) -> String {
    let names = [Side::First, Side::Second].map(|s| (kind.side_name(s), kind.side_name_fr(s)));
    let mut out = String::with_capacity(text.len() + 8);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match names.iter().find(|(en, _)| *en == word.as_str()) {
            Some((_, fr)) => out.push_str(fr),
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_alphanumeric() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// [`reason`], or `None` when a sentence is not known.
pub fn reason_strict(kind: GameKind, reason: &str) -> Option<String> {
    explain_strict(kind, reason)
}

// ------------------------------------------------------------ the matcher

/// What a hole carries; named by the hole's name without its digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hole {
    Square,
    Number,
    Quoted,
    Move,
    Squares,
    Moves,
    Piece,
    Pieces,
    Kind,
    Adjective,
    Side,
    Who,
    Direction,
    Capital,
    Reason,
    Rest,
    Text,
    Duration,
}

fn hole_of(name: &str) -> Option<Hole> {
    Some(match name.trim_end_matches(|c: char| c.is_ascii_digit()) {
        "sq" => Hole::Square,
        "n" => Hole::Number,
        "q" => Hole::Quoted,
        "mv" => Hole::Move,
        "list" => Hole::Squares,
        "alts" => Hole::Moves,
        "piece" => Hole::Piece,
        "pieces" => Hole::Pieces,
        "kind" => Hole::Kind,
        "adj" => Hole::Adjective,
        "side" => Hole::Side,
        "who" => Hole::Who,
        "dir" => Hole::Direction,
        "capital" => Hole::Capital,
        "reason" => Hole::Reason,
        "rest" => Hole::Rest,
        "text" => Hole::Text,
        "dur" => Hole::Duration,
        _ => return None,
    })
}

#[derive(Clone, Debug)]
enum Seg {
    Lit(&'static str),
    Hole(&'static str, Hole),
}

struct Row {
    en: Vec<Seg>,
    fr: &'static str,
    /// Whether the row may stand for a sentence only partly known: not a
    /// row made of nested explanations and punctuation alone (it would
    /// touch any text with a `;` in it).
    partial_ok: bool,
}

/// Split a pattern into literal text and holes. Bad patterns are found by
/// the tests, so here a malformed hole is just literal text.
fn segments(p: &'static str) -> Vec<Seg> {
    let mut out = Vec::new();
    let mut rest = p;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|c| open + c) else {
            break;
        };
        let name = &rest[open + 1..close];
        let Some(hole) = hole_of(name) else { break };
        if open > 0 {
            out.push(Seg::Lit(&rest[..open]));
        }
        out.push(Seg::Hole(name, hole));
        rest = &rest[close + 1..];
    }
    if !rest.is_empty() {
        out.push(Seg::Lit(rest));
    }
    out
}

fn rows() -> &'static [Row] {
    static ROWS: OnceLock<Vec<Row>> = OnceLock::new();
    ROWS.get_or_init(|| {
        TABLE
            .iter()
            .map(|(en, fr)| {
                let en = segments(en);
                let partial_ok = en.iter().any(|s| match s {
                    Seg::Lit(l) => l.chars().any(char::is_alphabetic),
                    Seg::Hole(_, h) => *h != Hole::Rest,
                });
                Row { en, fr, partial_ok }
            })
            .collect()
    })
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Every sentence must be known.
    Strict,
    /// Known parts are translated, the rest left English.
    Partial,
}

/// Deep enough for any explanation the rules build (the deepest is a
/// notation error inside a refusal inside a heading).
const MAX_DEPTH: usize = 8;

/// One filled hole: its name, the English it covers, and its French.
struct Cap<'t> {
    name: &'static str,
    hole: Hole,
    raw: &'t str,
    fr: String,
}

fn translate(kind: GameKind, text: &str, mode: Mode, depth: usize) -> Option<String> {
    if depth > MAX_DEPTH {
        return None;
    }
    for row in rows() {
        if mode == Mode::Partial && !row.partial_ok {
            continue;
        }
        let mut caps = Vec::new();
        if matches(&row.en, text, kind, mode, depth, &mut caps) {
            return Some(render(row.fr, &caps, kind));
        }
    }
    None
}

/// Strict if possible, else partly, else the English as it is.
fn lenient(kind: GameKind, text: &str, depth: usize) -> String {
    translate(kind, text, Mode::Strict, depth)
        .or_else(|| translate(kind, text, Mode::Partial, depth))
        .unwrap_or_else(|| text.to_string())
}

/// Whether `segs` match the whole of `text`, filling `caps`.
fn matches<'t>(segs: &[Seg], text: &'t str, kind: GameKind, mode: Mode, depth: usize, caps: &mut Vec<Cap<'t>>) -> bool {
    let Some((first, rest)) = segs.split_first() else {
        return text.is_empty();
    };
    match first {
        Seg::Lit(l) => text
            .strip_prefix(l)
            .is_some_and(|t| matches(rest, t, kind, mode, depth, caps)),
        Seg::Hole(name, hole) => {
            // Where the hole may end: before each place the next literal
            // text occurs (shortest first), or at the end.
            let ends: Vec<usize> = match rest.first() {
                None => vec![text.len()],
                Some(Seg::Lit(l)) => {
                    let mut v = Vec::new();
                    let mut from = 0;
                    while let Some(i) = text[from..].find(l) {
                        v.push(from + i);
                        from += i + text[from + i..].chars().next().map_or(1, char::len_utf8);
                    }
                    v
                }
                // Two holes side by side are refused by the tests.
                Some(Seg::Hole(..)) => return false,
            };
            for end in ends {
                let raw = &text[..end];
                if caps.iter().any(|c| c.name == *name && c.raw != raw) {
                    continue;
                }
                let Some(fr) = fill(*hole, raw, kind, mode, depth) else {
                    continue;
                };
                caps.push(Cap {
                    name,
                    hole: *hole,
                    raw,
                    fr,
                });
                if matches(rest, &text[end..], kind, mode, depth, caps) {
                    return true;
                }
                caps.pop();
            }
            false
        }
    }
}

fn is_square(s: &str) -> bool {
    let b = s.as_bytes();
    (2..=3).contains(&b.len()) && b[0].is_ascii_lowercase() && b[1..].iter().all(u8::is_ascii_digit) && b[1] != b'0'
}

/// A move as the rules print it: `b4-b5`, `b4-b5xb6`, `d6xd4xf4`,
/// `place d6 e6`, or a capture without landings (`d6`).
fn is_move(s: &str) -> bool {
    if let Some(p) = s.strip_prefix("place ") {
        return p.split(' ').count() == 2 && p.split(' ').all(is_square);
    }
    s.split(['-', 'x']).all(is_square)
}

fn rank_named(s: &str) -> Option<Rank> {
    Rank::ALL.iter().copied().find(|r| r.name_en() == s)
}

fn rank_plural(s: &str) -> Option<Rank> {
    Rank::ALL.iter().copied().find(|r| r.plural_en() == s)
}

fn strand_kind(s: &str) -> Option<strand::Kind> {
    [strand::Kind::Infantry, strand::Kind::Cavalry, strand::Kind::Artillery]
        .into_iter()
        .find(|k| k.name() == s)
}

fn side_named(kind: GameKind, s: &str) -> Option<Side> {
    [Side::First, Side::Second]
        .into_iter()
        .find(|side| kind.side_name(*side) == s)
}

/// The French for what a hole covers, if it is what the hole carries.
fn fill(hole: Hole, raw: &str, kind: GameKind, mode: Mode, depth: usize) -> Option<String> {
    let ok = |b: bool| b.then(|| raw.to_string());
    match hole {
        Hole::Square => ok(is_square(raw)),
        Hole::Number => ok(!raw.is_empty() && raw.bytes().all(|b| b.is_ascii_digit())),
        // Quoted text never runs on into the next clause (`'x': 'y' is...`).
        Hole::Quoted => ok(!raw.contains('\n') && !raw.contains("': ")),
        Hole::Move => ok(is_move(raw)),
        Hole::Squares => ok(raw.split(", ").all(is_square)),
        Hole::Moves => raw.split(" or ").all(is_move).then(|| raw.replace(" or ", " ou ")),
        Hole::Piece => ok(rank_named(raw).is_some()),
        Hole::Pieces => ok(rank_plural(raw).is_some()),
        Hole::Kind => ok(strand_kind(raw).is_some()),
        Hole::Adjective => match raw {
            "Allied" => Some("alliée".into()),
            "German" => Some("allemande".into()),
            _ => None,
        },
        Hole::Side => ok(side_named(kind, raw).is_some()),
        Hole::Who => (!raw.is_empty() && !raw.contains('\n')).then(|| sides(kind, raw)),
        Hole::Direction => match raw {
            "forward" => Some("vers l'avant".into()),
            "sideways" => Some("de côté".into()),
            "backward" => Some("vers l'arrière".into()),
            _ => None,
        },
        Hole::Capital => ok(raw == "Bordeaux" || raw == "Berlin"),
        Hole::Reason => match mode {
            Mode::Strict => reason_strict(kind, raw),
            Mode::Partial => Some(reason(kind, raw)),
        },
        Hole::Rest => match mode {
            Mode::Strict => translate(kind, raw, Mode::Strict, depth + 1),
            Mode::Partial => (!raw.is_empty()).then(|| lenient(kind, raw, depth + 1)),
        },
        // Someone's own words (an operator's reason), kept as they are.
        Hole::Text => ok(!raw.is_empty()),
        Hole::Duration => {
            let secs = clock::parse_duration(raw).ok()?;
            (clock::format_duration(secs) == raw).then(|| clock::format_duration_fr(secs))
        }
    }
}

/// The French article before a noun: `l'` before a vowel.
fn elides(word: &str) -> bool {
    word.starts_with(['A', 'E', 'I', 'O', 'U', 'É', 'a', 'e', 'i', 'o', 'u', 'é'])
}

/// One hole of the French, in the form asked (`""`, `le`, `un`, ...).
/// `None` for a form the hole does not have (found by the tests).
fn form(cap: &Cap<'_>, form: &str, kind: GameKind) -> Option<String> {
    match (cap.hole, form) {
        (_, "") => Some(match cap.hole {
            Hole::Piece => rank_named(cap.raw)?.name_fr().to_string(),
            Hole::Pieces => rank_plural(cap.raw)?.plural_fr().to_string(),
            Hole::Kind => strand_kind(cap.raw)?.name_fr().to_string(),
            Hole::Side => kind.side_name_fr(side_named(kind, cap.raw)?).to_string(),
            _ => cap.fr.clone(),
        }),
        (Hole::Piece, f) => {
            let r = rank_named(cap.raw)?;
            let (name, feminine) = (r.name_fr(), r == Rank::Mine);
            Some(match f {
                "le" if elides(name) => format!("l'{name}"),
                "le" if feminine => format!("la {name}"),
                "le" => format!("le {name}"),
                "un" if feminine => format!("une {name}"),
                "un" => format!("un {name}"),
                "aucun" if feminine => format!("aucune {name}"),
                "aucun" => format!("aucun {name}"),
                _ => return None,
            })
        }
        (Hole::Kind, "le") => {
            let name = strand_kind(cap.raw)?.name_fr();
            // All three are feminine.
            Some(if elides(name) {
                format!("l'{name}")
            } else {
                format!("la {name}")
            })
        }
        (Hole::Side, f) => {
            let name = kind.side_name_fr(side_named(kind, cap.raw)?);
            // L'Attaque's sides are singular (le Sud), the others plural.
            let singular = kind == GameKind::Lattaque;
            Some(match (f, singular) {
                ("le", true) => format!("le {name}"),
                ("le", false) => format!("les {name}"),
                ("de", true) => format!("du {name}"),
                ("de", false) => format!("des {name}"),
                ("à", true) => format!("au {name}"),
                ("à", false) => format!("aux {name}"),
                _ => return None,
            })
        }
        _ => None,
    }
}

/// Fill the French pattern `fr` with the holes matched in the English.
fn render(fr: &str, caps: &[Cap<'_>], kind: GameKind) -> String {
    let mut out = String::with_capacity(fr.len() + 16);
    let mut rest = fr;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|c| open + c) else {
            break;
        };
        out.push_str(&rest[..open]);
        let inner = &rest[open + 1..close];
        let (name, f) = inner.split_once('|').unwrap_or((inner, ""));
        match caps.iter().find(|c| c.name == name).and_then(|c| form(c, f, kind)) {
            Some(s) => out.push_str(&s),
            None => out.push_str(&rest[open..=close]),
        }
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests;
