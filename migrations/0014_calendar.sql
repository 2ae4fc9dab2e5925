-- Estafette schema, version 14: whether a player's deadline mails carry
-- an iCalendar event (CALENDAR ON / CALENDAR OFF by mail; on by default).
ALTER TABLE players ADD COLUMN calendar INTEGER NOT NULL DEFAULT 1;
