-- Estafette schema, version 8: the outbox's index by game goes. Every
-- queued mail paid a page of the database for it, away from the mail's own
-- pages; its only reader, `audit`, now reads the outbox once, in order.
DROP INDEX IF EXISTS outbox_game;
