## De namen van de kanten, de rangen van L'Attaque en de soorten stukken
## van Strand. Andere berichten krijgen ze als argument: een kant, rang of
## soort als `$x` is de waarde van dit bericht, en elk attribuut `.vorm`
## ervan is `$x-vorm`. Alle rangen zijn de-woorden, dus het Nederlands
## heeft alleen het meervoud (`.plural`) nodig. Een kant van Strand heeft
## zijn bijvoeglijk naamwoord (`.adj`) en zijn hoofdstad (`.capital`).

side-lattaque-first = Zuid
side-lattaque-second = Noord
side-strand-first = Geallieerden
    .adj = geallieerde
    .capital = Bordeaux
side-strand-second = Duitsers
    .adj = Duitse
    .capital = Berlijn
side-assaut-first = Soldaten
side-assaut-second = Officieren

rank-spy = Spion
    .plural = Spionnen
rank-scout = Verkenner
    .plural = Verkenners
rank-sapper = Mineur
    .plural = Mineurs
rank-sergeant = Sergeant
    .plural = Sergeanten
rank-lieutenant = Luitenant
    .plural = Luitenants
rank-captain = Kapitein
    .plural = Kapiteins
rank-major = Majoor
    .plural = Majoors
rank-colonel = Kolonel
    .plural = Kolonels
rank-brigadier-general = Generaal
    .plural = Generaals
rank-commander-in-chief = Maarschalk
    .plural = Maarschalken
rank-mine = Bom
    .plural = Bommen
rank-flag = Vlag
    .plural = Vlaggen

kind-infantry = Infanterie
kind-cavalry = Cavalerie
kind-artillery = Artillerie

## De titels van de spellen, zoals mails en de uitvoer voor de beheerder
## ze noemen.
title-lattaque = L'Attaque
title-strand = Het 'Strand'-oorlogsspel
title-assaut = L'Assaut
