-- Estafette schema, version 10: a player's language per game, and error
-- replies counted per address and game.

-- The language of a game's mails to each of its players (en or fr): the
-- one `new` or the challenge gave, or the player's last LANG in that game.
-- players.lang is only the player's default for new games.
CREATE TABLE game_players (
    game_id     TEXT NOT NULL REFERENCES games(id),
    side        INTEGER NOT NULL,              -- 1 or 2
    lang        TEXT NOT NULL,
    PRIMARY KEY (game_id, side)
) WITHOUT ROWID;
INSERT INTO game_players (game_id, side, lang)
    SELECT g.id, 1, p.lang FROM games g JOIN players p ON p.id = g.first_player;
INSERT INTO game_players (game_id, side, lang)
    SELECT g.id, 2, p.lang FROM games g JOIN players p ON p.id = g.second_player;

-- The replies the hourly limit counts, per address and game ('' for mail
-- to the referee's plain address). kind: `error` (an answer to a mail that
-- applied nothing), `mute` (the notice that the limit is reached, sent
-- once), `bounce` (a notice that the opponent's mail bounced, limited on
-- its own and never from the player's budget).
ALTER TABLE error_replies ADD COLUMN game_id TEXT NOT NULL DEFAULT '';
ALTER TABLE error_replies ADD COLUMN kind TEXT NOT NULL DEFAULT 'error';
DROP INDEX IF EXISTS error_replies_addr;
CREATE INDEX error_replies_addr ON error_replies(address, game_id, kind, at);
