-- Estafette schema, version 1.
-- Applied by the runner in src/store/migrate.rs, which records progress in
-- PRAGMA user_version. Never edit a migration that has shipped: add a new file.

CREATE TABLE players (
    id          INTEGER PRIMARY KEY,
    address     TEXT NOT NULL UNIQUE,          -- lowercased bare address
    name        TEXT NOT NULL,
    lang        TEXT NOT NULL DEFAULT 'en',
    timezone    TEXT NOT NULL DEFAULT 'UTC',
    created_at  INTEGER NOT NULL
);

CREATE TABLE games (
    id          TEXT PRIMARY KEY,              -- e.g. lattaque-7
    kind        TEXT NOT NULL,                 -- lattaque | strand | assaut
    mode        TEXT NOT NULL DEFAULT 'held',  -- held (blind comes later)
    first_player  INTEGER NOT NULL REFERENCES players(id),
    second_player INTEGER NOT NULL REFERENCES players(id),
    status      TEXT NOT NULL,                 -- setup | play | over
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    -- Cached snapshot of the referee's state after event `head_n`;
    -- `audit` checks it against a replay of the log.
    snapshot    TEXT NOT NULL,
    head_n      INTEGER NOT NULL,
    head_hash   BLOB NOT NULL,
    last_message_id TEXT                       -- threading: the game's first mail
);

CREATE TABLE events (
    game_id     TEXT NOT NULL REFERENCES games(id),
    n           INTEGER NOT NULL,              -- 1, 2, ...
    bytes       BLOB NOT NULL,                 -- canonical event bytes e_n
    head        BLOB NOT NULL,                 -- h_n
    at          INTEGER NOT NULL,
    PRIMARY KEY (game_id, n)
) WITHOUT ROWID;

-- Every raw message, stored before it is processed.
CREATE TABLE inbox (
    id          INTEGER PRIMARY KEY,
    message_key TEXT NOT NULL UNIQUE,          -- Message-ID, or sha256:<hex> of the raw bytes
    raw         BLOB NOT NULL,
    received_at INTEGER NOT NULL,
    status      TEXT NOT NULL,                 -- new | applied | rejected | ignored | failed
    game_id     TEXT,
    result      TEXT                           -- what happened, for the operator
);
CREATE INDEX inbox_status ON inbox(status);

CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT,
    recipient   TEXT NOT NULL,
    envelope_from TEXT NOT NULL,
    message_id  TEXT NOT NULL,
    raw         BLOB NOT NULL,
    created_at  INTEGER NOT NULL,
    status      TEXT NOT NULL,                 -- queued | sent | failed
    attempts    INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error  TEXT
);
CREATE INDEX outbox_due ON outbox(status, next_attempt_at);

-- Hidden armies and seeds, encrypted with ChaCha20-Poly1305 under a key
-- derived from the key file, which never enters the database.
CREATE TABLE secrets (
    game_id     TEXT NOT NULL REFERENCES games(id),
    side        INTEGER NOT NULL,              -- 1 or 2 (board side)
    root        BLOB NOT NULL,
    sealed      BLOB NOT NULL,                 -- nonce || ciphertext
    PRIMARY KEY (game_id, side)
) WITHOUT ROWID;

-- Rate limit for error replies, per address.
CREATE TABLE error_replies (
    address     TEXT NOT NULL,
    at          INTEGER NOT NULL
);
CREATE INDEX error_replies_addr ON error_replies(address, at);
