-- Facts about the database as a whole, one row each.
-- instance:  a random name for this database, part of every Message-ID it
--            makes, so that two databases never make the same one.
-- key_check: the check value of the key file this database belongs to
--            (docs/PROTOCOL.md, "Key check"): a key file that does not give
--            it is refused before anything is read or written.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO meta (key, value) VALUES ('instance', lower(hex(randomblob(12))));
