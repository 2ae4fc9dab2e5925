-- Estafette schema, version 3: the correspondence clock.

-- When `tick` next has something to do for a game (a reminder, a late
-- notice, a loss on time); NULL when nothing is pending. `tick` reads only
-- the games whose next_due has come, through this index.
ALTER TABLE games ADD COLUMN next_due INTEGER;
CREATE INDEX games_next_due ON games(next_due) WHERE next_due IS NOT NULL;

-- Each player's vacation allowance: seconds used in `vacation_year`.
ALTER TABLE players ADD COLUMN vacation_year INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN vacation_used INTEGER NOT NULL DEFAULT 0;
