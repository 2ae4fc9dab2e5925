-- Estafette schema, version 4: challenges by mail and observers.

-- A game proposed by one player to another, waiting for ACCEPT or DECLINE.
CREATE TABLE challenges (
    id          INTEGER PRIMARY KEY,
    from_player INTEGER NOT NULL REFERENCES players(id),
    to_address  TEXT NOT NULL,
    kind        TEXT NOT NULL,
    spec        TEXT NOT NULL,                 -- JSON: variant, switches, clock, observers
    created_at  INTEGER NOT NULL,
    status      TEXT NOT NULL,                 -- open | accepted | declined
    game_id     TEXT                           -- the game, once accepted
);

-- Addresses that receive the public view of a game.
CREATE TABLE observers (
    game_id     TEXT NOT NULL REFERENCES games(id),
    address     TEXT NOT NULL,
    since       INTEGER NOT NULL,
    PRIMARY KEY (game_id, address)
) WITHOUT ROWID;

-- The players may forbid observers when the game is created.
ALTER TABLE games ADD COLUMN observers_allowed INTEGER NOT NULL DEFAULT 1;
