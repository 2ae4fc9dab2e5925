# The games' variants and switches, as `estafette rules` explains them.
# A variant's or a switch's name and its values stay as players type them;
# only the sentences are translated.

rules-variant = { $name }: { $meaning }

variant-lattaque-gibson-1925 = the printed Gibson rules of about 1925
variant-lattaque-standard = the modern restatement, with every switch below flipped
variant-strand-default = the rules above, with the forts given below
variant-assaut-default = the rules above

switch-lattaque-attack = frontal: a piece attacks only the square in front of it (South towards rank 10, North towards rank 1); orthogonal: any adjacent square
switch-lattaque-equal-scouts = when a Scout attacks a Scout: both stay, or both are removed
switch-lattaque-spy = the Spy beats the Commander-in-Chief whoever attacks, or only when the Spy attacks
switch-lattaque-flag-placement = gibson: no Flag on c4 e4 g4 (North c7 e7 g7) nor in files c, e, g with only own Mines between it and the river; free: anywhere
switch-lattaque-max-plies = the game is drawn when N plies have been played
switch-strand-forts = the fort squares of each side
switch-strand-forts-values = allies:SQ+SQ.../germans:SQ+SQ... (dark squares, no capital, none twice; `none` for no forts)
switch-assaut-fortress-sideways = on: Soldiers inside the fortress may also use its horizontal lines, both ways
switch-assaut-huff = on: the Officers may decline a capture; every Officer that could have made a largest capture is then removed
