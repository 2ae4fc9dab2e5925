-- Estafette schema, version 15: the public archive (`estafette site`). A player who
-- asked not to be named is shown there as "player N" (N their id), and
-- the transcripts of their games are not published.
ALTER TABLE players ADD COLUMN unnamed INTEGER NOT NULL DEFAULT 0;
