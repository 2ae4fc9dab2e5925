-- Estafette schema, version 16: how a tournament takes entrants and when it begins.

-- Who may enter by mail (JOIN): NULL no one (the operator adds them),
-- '*' anyone, else the addresses allowed, lower case, one per line.
ALTER TABLE tournaments ADD COLUMN open_to TEXT;
-- The time it begins at `tick` (seconds since the epoch), if any.
ALTER TABLE tournaments ADD COLUMN starts_at INTEGER;
-- The number of entrants that fills it: no more enter, and `tick` begins it.
ALTER TABLE tournaments ADD COLUMN players INTEGER;
