-- Schema version 7: the mails one decision queues (a move's receipt and the
-- opponent's news, which often share the whole board) are compressed
-- together and sealed once, as a parcel (docs/PROTOCOL.md, section 8). An
-- outbox row in a parcel keeps an empty `raw` and says where its mail lies
-- in the parcel's plaintext; rows queued before keep their own `raw`.
CREATE TABLE outbox_parcels (
    id          INTEGER PRIMARY KEY,
    sealed      BLOB NOT NULL
);
ALTER TABLE outbox ADD COLUMN parcel_id INTEGER REFERENCES outbox_parcels(id);
ALTER TABLE outbox ADD COLUMN parcel_start INTEGER;
ALTER TABLE outbox ADD COLUMN parcel_len INTEGER;
