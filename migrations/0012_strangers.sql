-- Estafette schema, version 12: strangers confirm their address, and
-- replies are counted against their limits.

-- OBSERVE or NEW from an address the referee does not know, held until
-- the address answers the confirmation mail (its token names `cf-ID`).
CREATE TABLE confirmations (
    id          INTEGER PRIMARY KEY,
    address     TEXT NOT NULL,
    commands    TEXT NOT NULL,                 -- the account command lines, one a line
    name        TEXT,                          -- the sender's display name
    created_at  INTEGER NOT NULL,
    status      TEXT NOT NULL                  -- open | confirmed
);

-- Addresses that answered a confirmation mail.
CREATE TABLE confirmed_addresses (
    address     TEXT PRIMARY KEY,
    at          INTEGER NOT NULL
) WITHOUT ROWID;

-- Observers from before confirmations need none.
INSERT OR IGNORE INTO confirmed_addresses (address, at)
    SELECT address, MIN(since) FROM observers GROUP BY address;

-- Replies counted against a limit: `stranger` (to unregistered
-- addresses), `info` (BOARD, HELP and GAMES answered).
CREATE TABLE limited_replies (
    kind        TEXT NOT NULL,
    address     TEXT NOT NULL,
    at          INTEGER NOT NULL
);
CREATE INDEX limited_replies_addr ON limited_replies(kind, address, at);
CREATE INDEX limited_replies_at ON limited_replies(kind, at);
