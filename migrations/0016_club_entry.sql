-- Estafette schema, version 16: how a tournament takes entrants and when it begins.

-- Who may enter by mail (JOIN): NULL no one (the operator adds them),
-- '*' anyone, else the addresses allowed, lower case, one per line.
ALTER TABLE tournaments ADD COLUMN open_to TEXT;
-- The time it begins at `tick` (seconds since the epoch), if any.
ALTER TABLE tournaments ADD COLUMN starts_at INTEGER;
-- The number of entrants that fills it: no more enter, and `tick` begins it.
ALTER TABLE tournaments ADD COLUMN players INTEGER;
-- Seconds between the dates of its rounds: round N begins at `tick` once
-- the round before has ended and its date, `starts_at` + (N - 1) times
-- this, has come (`starts_at` becomes the time it began). NULL: each
-- round begins as soon as the one before has ended.
ALTER TABLE tournaments ADD COLUMN round_every INTEGER;
