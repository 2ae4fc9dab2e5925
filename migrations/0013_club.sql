-- Estafette schema, version 13: the club around the games. Results of
-- finished games (for ratings and tournaments) and tournaments.

-- A game's result, recorded in the transaction that ends it. Games that
-- ended before version 13 have none: ratings start from version 13.
CREATE TABLE results (
    game_id     TEXT PRIMARY KEY REFERENCES games(id),
    kind        TEXT NOT NULL,                 -- the rating list: lattaque | strand | assaut
    first_player  INTEGER NOT NULL REFERENCES players(id),
    second_player INTEGER NOT NULL REFERENCES players(id),
    winner      INTEGER NOT NULL,              -- 0 a draw, else the winning side (1 or 2)
    ended_at    INTEGER NOT NULL
) WITHOUT ROWID;

-- Games the operator marked unrated (before or after they end).
CREATE TABLE unrated_games (
    game_id     TEXT PRIMARY KEY
) WITHOUT ROWID;

CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    kind        TEXT NOT NULL,                 -- lattaque | strand | assaut
    spec        TEXT NOT NULL,                 -- the variant and switches, as JSON
    mode        TEXT NOT NULL,                 -- held | blind
    time        TEXT,                          -- the time control, as `new --time` takes it
    grace       TEXT,
    format      TEXT NOT NULL,                 -- round-robin | double-round-robin | swiss
    rounds      INTEGER NOT NULL,              -- Swiss: its rounds; else 0
    rated       INTEGER NOT NULL DEFAULT 1,
    status      TEXT NOT NULL,                 -- open | running | over
    created_at  INTEGER NOT NULL
);

-- Entrants in seed order (seat 0, 1, ...).
CREATE TABLE entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    seat        INTEGER NOT NULL,
    player      INTEGER NOT NULL REFERENCES players(id),
    withdrawn   TEXT,                          -- the operator's reason, once withdrawn
    PRIMARY KEY (tournament_id, seat)
) WITHOUT ROWID;

-- The games of each round: a game of the referee's, or a forfeit (no
-- game, `winner` set); and the bye (second_seat NULL).
CREATE TABLE pairings (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    round       INTEGER NOT NULL,              -- 1, 2, ...
    first_seat  INTEGER NOT NULL,
    second_seat INTEGER,
    game_id     TEXT REFERENCES games(id),
    winner      INTEGER,                       -- a forfeit's: 0, 1 or 2
    PRIMARY KEY (tournament_id, round, first_seat)
) WITHOUT ROWID;
