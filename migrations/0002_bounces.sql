-- Estafette schema, version 2: bounces recorded against addresses.

CREATE TABLE bounces (
    id          INTEGER PRIMARY KEY,
    address     TEXT NOT NULL,                 -- the address that bounced, lowercased
    at          INTEGER NOT NULL,
    status      TEXT,                          -- the DSN status, e.g. 5.1.1
    permanent   INTEGER NOT NULL,              -- 1 when the failure is permanent
    inbox_id    INTEGER REFERENCES inbox(id)
);
CREATE INDEX bounces_address ON bounces(address, at);
