-- Estafette schema, version 6: the outgoing mail of one game, in order,
-- without reading the whole outbox (`audit` checks every game's mail).
CREATE INDEX outbox_game ON outbox(game_id, id);
