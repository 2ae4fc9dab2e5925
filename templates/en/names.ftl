## The names of the sides, L'Attaque's ranks and Strand's kinds of piece.
## Other messages take them as arguments: a side, rank or kind given as
## `$x` is this message's value, and each attribute `.form` of it is
## `$x-form`, so a language adds the forms its sentences need (articles,
## cases, plurals) as attributes, and its sentences use them. A Strand
## side has its adjective (`.adj`) and its capital (`.capital`).

side-lattaque-first = South
side-lattaque-second = North
side-strand-first = Allies
    .adj = Allied
    .capital = Bordeaux
side-strand-second = Germans
    .adj = German
    .capital = Berlin
side-assaut-first = Soldiers
side-assaut-second = Officers

rank-spy = Spy
    .plural = Spies
rank-scout = Scout
    .plural = Scouts
rank-sapper = Sapper
    .plural = Sappers
rank-sergeant = Sergeant
    .plural = Sergeants
rank-lieutenant = Lieutenant
    .plural = Lieutenants
rank-captain = Captain
    .plural = Captains
rank-major = Major
    .plural = Majors
rank-colonel = Colonel
    .plural = Colonels
rank-brigadier-general = Brigadier-General
    .plural = Brigadier-Generals
rank-commander-in-chief = Commander-in-Chief
    .plural = Commanders-in-Chief
rank-mine = Mine
    .plural = Mines
rank-flag = Flag
    .plural = Flags

kind-infantry = Infantry
kind-cavalry = Cavalry
kind-artillery = Artillery

## The games' titles, as mails and the operator's outputs name them.
title-lattaque = L'Attaque
title-strand = The 'Strand' War Game
title-assaut = L'Assaut
