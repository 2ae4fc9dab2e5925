//! Writing: a [`Tx`] is one transaction (or a savepoint of a batch's), and
//! its methods are the only writes there are; [`Reader`] is read access.

use super::rows::*;
use super::{Kind, Result, StoreError, StoreFault};
use rusqlite::{params, Connection, OptionalExtension};

/// A write transaction; its methods are the only writes there are.
pub struct Tx<'a> {
    pub(super) tx: Cached<Scope<'a>>,
}

/// What a [`Tx`] writes in: a transaction of its own, or a savepoint of a
/// batch's transaction (see [`Store::begin_batch`]).
pub(super) enum Scope<'a> {
    Transaction(rusqlite::Transaction<'a>),
    Savepoint(Savepoint<'a>),
    Unguarded(Unguarded<'a>),
}

/// A write straight into the transaction of an unguarded batch (see
/// [`Store::begin_batch_unguarded`]). Dropped before the write succeeded
/// (its closure failed, or panicked), it marks the batch as spoiled: what
/// it wrote cannot be told apart from the batch's other writes.
pub(super) struct Unguarded<'a> {
    pub(super) conn: &'a Connection,
    pub(super) open: bool,
    pub(super) broken: &'a std::cell::Cell<bool>,
}

impl Drop for Unguarded<'_> {
    fn drop(&mut self) {
        if self.open {
            self.broken.set(true);
        }
    }
}

/// A savepoint of a batch's transaction, like rusqlite's own but through
/// the statement cache: rusqlite's writes `SAVEPOINT`, `RELEASE` (and
/// `ROLLBACK TO`) with `execute_batch`, which parses them again at every
/// message of a batch. Dropped without [`Savepoint::commit`], it rolls
/// back what was written since it began, and ends.
pub(super) struct Savepoint<'a> {
    conn: &'a Connection,
    open: bool,
    broken: &'a std::cell::Cell<bool>,
}

impl<'a> Savepoint<'a> {
    pub(super) fn begin(conn: &'a Connection, broken: &'a std::cell::Cell<bool>) -> rusqlite::Result<Savepoint<'a>> {
        conn.prepare_cached("SAVEPOINT batch_item")?.execute([])?;
        Ok(Savepoint {
            conn,
            open: true,
            broken,
        })
    }

    pub(super) fn commit(mut self) -> rusqlite::Result<()> {
        self.open = false;
        let released = self
            .conn
            .prepare_cached("RELEASE batch_item")
            .and_then(|mut st| st.execute([]));
        if released.is_err() {
            // The caller is told this write failed, so it must not be
            // committed with the batch.
            self.broken.set(true);
        }
        released.map(|_| ())
    }
}

impl Drop for Savepoint<'_> {
    fn drop(&mut self) {
        if self.open {
            // Undo, then end the savepoint. If the undo fails, the batch
            // holds half a write: `end_batch` then rolls it all back
            // instead of committing it.
            let undone = self
                .conn
                .prepare_cached("ROLLBACK TO batch_item")
                .and_then(|mut st| st.execute([]));
            let ended = self
                .conn
                .prepare_cached("RELEASE batch_item")
                .and_then(|mut st| st.execute([]));
            if undone.is_err() || ended.is_err() {
                self.broken.set(true);
            }
        }
    }
}

impl std::ops::Deref for Savepoint<'_> {
    type Target = Connection;
    fn deref(&self) -> &Connection {
        self.conn
    }
}

impl std::ops::Deref for Scope<'_> {
    type Target = Connection;
    fn deref(&self) -> &Connection {
        match self {
            Scope::Transaction(t) => t,
            Scope::Savepoint(s) => s,
            Scope::Unguarded(u) => u.conn,
        }
    }
}

/// A connection whose `execute` and `query_row` keep their prepared
/// statements (SQLite's statement cache) instead of parsing the SQL again
/// each time: parsing was an eighth of the work of taking in a move.
/// Everything else is the connection's own, through `Deref`.
///
/// One trap: when a bare parameter is compared with the first column of a
/// key whose next column orders the result (`MAX(n)`, `ORDER BY address`),
/// SQLite marks the statement as depending on that parameter's value, and
/// every reuse from the cache (which clears the bindings) prepares it
/// again. Such statements compare with `CAST(?1 AS TEXT)` instead: the same
/// plan (the key is searched), and the statement stays prepared. The unit
/// test `cached_statements_are_not_prepared_again` watches this.
pub(super) struct Cached<T>(pub(super) T);

impl<T: std::ops::Deref<Target = Connection>> Cached<T> {
    fn execute<P: rusqlite::Params>(&self, sql: &str, params: P) -> rusqlite::Result<usize> {
        self.0.prepare_cached(sql)?.execute(params)
    }

    fn query_row<R, P: rusqlite::Params, F: FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<R>>(
        &self,
        sql: &str,
        params: P,
        f: F,
    ) -> rusqlite::Result<R> {
        self.0.prepare_cached(sql)?.query_row(params, f)
    }
}

impl<T> std::ops::Deref for Cached<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// Read access, shared by [`Tx`] (through `Deref`) and [`Store::read`].
pub struct Reader<'a> {
    pub(super) conn: &'a Connection,
}

impl<'a> std::ops::Deref for Tx<'a> {
    type Target = Connection;
    fn deref(&self) -> &Connection {
        &self.tx
    }
}

impl Tx<'_> {
    /// Set a fact about the database as a whole (see [`Queries::meta`]).
    pub fn set_meta(&self, key: &str, value: &str) -> Result<()> {
        self.tx.execute(
            "INSERT INTO meta (key, value) VALUES (?1, ?2) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            params![key, value],
        )?;
        Ok(())
    }

    /// Insert or update a player by address; returns the id.
    pub fn upsert_player(&self, address: &str, name: &str, lang: &str, now: i64) -> Result<i64> {
        self.upsert_player_tz(address, name, lang, "UTC", now)
    }

    /// Insert or update a player; `timezone` applies to a new player only
    /// (a player's own TIMEZONE choice is kept).
    pub fn upsert_player_tz(&self, address: &str, name: &str, lang: &str, timezone: &str, now: i64) -> Result<i64> {
        let address = address.to_ascii_lowercase();
        self.tx.execute(
            "INSERT INTO players (address, name, lang, timezone, created_at) VALUES (?1, ?2, ?3, ?4, ?5) \
             ON CONFLICT(address) DO UPDATE SET name = excluded.name, lang = excluded.lang",
            params![address, name, lang, timezone, now],
        )?;
        Ok(self
            .tx
            .query_row("SELECT id FROM players WHERE address = ?1", [address], |r| r.get(0))?)
    }

    pub fn insert_game(&self, g: &GameRow) -> Result<()> {
        self.tx.execute(
            &format!("INSERT INTO games ({GAME_COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"),
            params![
                g.id,
                g.kind,
                g.mode,
                g.first_player,
                g.second_player,
                g.status,
                g.created_at,
                g.updated_at,
                g.snapshot,
                g.head_n as i64,
                g.head_hash,
                g.last_message_id
            ],
        )?;
        Ok(())
    }

    /// Move a game's chain head from event `from_n`, as it was read, to
    /// `head_n`, with the snapshot taken there. Fails, and so rolls back
    /// the events appended for the move, if the stored head is no longer
    /// `from_n`: with [`Tx::append_event`]'s primary key, this keeps each
    /// game's events numbered 1, 2, ... without a gap.
    #[allow(clippy::too_many_arguments)]
    pub fn update_game(
        &self,
        id: &str,
        from_n: u64,
        status: &str,
        snapshot: &Snapshot,
        head_n: u64,
        head: &[u8],
        next_due: Option<i64>,
        now: i64,
    ) -> Result<()> {
        let n = self.tx.execute(
            "UPDATE games SET status = ?2, snapshot = ?3, head_n = ?4, head_hash = ?5, next_due = ?6, updated_at = ?7 WHERE id = ?1 AND head_n = ?8",
            params![id, status, snapshot, head_n as i64, head, next_due, now, from_n as i64],
        )?;
        if n != 1 {
            let at: Option<i64> = self
                .tx
                .query_row("SELECT head_n FROM games WHERE id = ?1", [id], |r| r.get(0))
                .optional()?;
            let id = id.to_string();
            let fault = match at {
                None => StoreFault::NoGame { id },
                Some(at) => StoreFault::OutOfOrder { id, from: from_n, at },
            };
            return Err(StoreError::typed(Kind::Failed, &fault));
        }
        Ok(())
    }

    /// When the game's clock next needs `tick` (None: never).
    pub fn set_next_due(&self, id: &str, next_due: Option<i64>) -> Result<()> {
        self.tx
            .execute("UPDATE games SET next_due = ?2 WHERE id = ?1", params![id, next_due])?;
        Ok(())
    }

    pub fn set_timezone(&self, player: i64, tz: &str) -> Result<()> {
        self.tx
            .execute("UPDATE players SET timezone = ?2 WHERE id = ?1", params![player, tz])?;
        Ok(())
    }

    pub fn set_calendar(&self, player: i64, on: bool) -> Result<()> {
        self.tx
            .execute("UPDATE players SET calendar = ?2 WHERE id = ?1", params![player, on])?;
        Ok(())
    }

    /// Charge `secs` of vacation to a player in `year`.
    pub fn charge_vacation(&self, player: i64, year: i64, secs: i64) -> Result<()> {
        self.tx.execute(
            "UPDATE players SET vacation_used = CASE WHEN vacation_year = ?2 THEN vacation_used + ?3 ELSE ?3 END, \
             vacation_year = ?2 WHERE id = ?1",
            params![player, year, secs],
        )?;
        Ok(())
    }

    /// Make `player` play `side` (1 or 2) in a game.
    pub fn set_game_player(&self, id: &str, side: u8, player: i64) -> Result<()> {
        let col = if side == 1 { "first_player" } else { "second_player" };
        self.tx.execute(
            &format!("UPDATE games SET {col} = ?2 WHERE id = ?1"),
            params![id, player],
        )?;
        Ok(())
    }

    pub fn set_thread(&self, id: &str, message_id: &str) -> Result<()> {
        self.tx.execute(
            "UPDATE games SET last_message_id = ?2 WHERE id = ?1",
            params![id, message_id],
        )?;
        Ok(())
    }

    /// Append event `n` of a game. The primary key refuses a number
    /// already taken; the caller appends head_n + 1, ... and then moves the
    /// head with [`Tx::update_game`], which refuses a head that moved since
    /// it was read (one index lookup fewer per event than reading the
    /// largest number here: the head is checked once per decision).
    pub fn append_event(&self, game: &str, n: u64, bytes: &[u8], head: &[u8], at: i64) -> Result<()> {
        if n == 0 {
            let fault = StoreFault::NumberedFromOne { game: game.to_string() };
            return Err(StoreError::typed(Kind::Failed, &fault));
        }
        self.tx.execute(
            "INSERT INTO events (game_id, n, bytes, head, at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game, n as i64, bytes, head, at],
        )?;
        Ok(())
    }

    /// Store a raw message; `None` if a message with this key was stored
    /// before (so it is processed once).
    pub fn insert_inbox(&self, key: &str, raw: &[u8], now: i64) -> Result<Option<i64>> {
        let n = self.tx.execute(
            "INSERT INTO inbox (message_key, raw, received_at, status) VALUES (?1, ?2, ?3, 'new') \
             ON CONFLICT(message_key) DO NOTHING",
            params![key, raw, now],
        )?;
        if n == 0 {
            return Ok(None);
        }
        Ok(Some(self.tx.last_insert_rowid()))
    }

    /// Is a stored message still waiting to be processed?
    pub fn inbox_unfinished(&self, id: i64) -> Result<bool> {
        let status: Option<String> = self
            .tx
            .query_row("SELECT status FROM inbox WHERE id = ?1", [id], |r| r.get(0))
            .optional()?;
        Ok(status.as_deref() == Some("new"))
    }

    /// Record the result of a message that is still unfinished; `false` if
    /// another delivery finished it first (then nothing is changed).
    pub fn finish_inbox(&self, id: i64, status: &str, game: Option<&str>, result: &str) -> Result<bool> {
        let n = self.tx.execute(
            "UPDATE inbox SET status = ?2, game_id = ?3, result = ?4 WHERE id = ?1 AND status = 'new'",
            params![id, status, game, result],
        )?;
        Ok(n == 1)
    }

    pub fn set_inbox_result(&self, id: i64, status: &str, game: Option<&str>, result: &str) -> Result<()> {
        self.tx.execute(
            "UPDATE inbox SET status = ?2, game_id = ?3, result = ?4 WHERE id = ?1",
            params![id, status, game, result],
        )?;
        Ok(())
    }

    pub fn enqueue(&self, m: &NewOutbox<'_>, now: i64) -> Result<i64> {
        let (parcel, start, len) = match m.part {
            Some((parcel, start, len)) => (
                Some(parcel),
                Some(i64::try_from(start).map_err(|_| StoreError::typed(Kind::Failed, &StoreFault::ParcelOffset))?),
                Some(i64::try_from(len).map_err(|_| StoreError::typed(Kind::Failed, &StoreFault::ParcelLength))?),
            ),
            None => (None, None, None),
        };
        self.tx.execute(
            "INSERT INTO outbox (game_id, recipient, envelope_from, message_id, raw, created_at, status, next_attempt_at, \
             parcel_id, parcel_start, parcel_len) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'queued', ?6, ?7, ?8, ?9)",
            params![m.game_id, m.recipient, m.envelope_from, m.message_id, m.raw, now, parcel, start, len],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    /// Store a parcel, the sealed mails of one decision
    /// ([`crate::keys::sealed::seal_parcel`]); returns its id, for the
    /// messages [`Tx::enqueue`]d in it.
    pub fn add_parcel(&self, sealed: &[u8]) -> Result<i64> {
        self.tx
            .execute("INSERT INTO outbox_parcels (sealed) VALUES (?1)", params![sealed])?;
        Ok(self.tx.last_insert_rowid())
    }

    /// Make every queued message due now (`send --retry-now`).
    pub fn retry_now(&self) -> Result<usize> {
        Ok(self
            .tx
            .execute("UPDATE outbox SET next_attempt_at = 0 WHERE status = 'queued'", [])?)
    }

    /// Claim a due message for one delivery attempt: its next attempt is
    /// moved to `until`, only if it is still queued and due at `now`.
    /// `false`: another `send` claimed or finished it first.
    pub fn claim_outbox(&self, id: i64, now: i64, until: i64) -> Result<bool> {
        let n = self.tx.execute(
            "UPDATE outbox SET next_attempt_at = ?3 WHERE id = ?1 AND status = 'queued' AND next_attempt_at <= ?2",
            params![id, now, until],
        )?;
        Ok(n == 1)
    }

    pub fn mark_sent(&self, id: i64) -> Result<()> {
        self.tx.execute(
            "UPDATE outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL WHERE id = ?1",
            [id],
        )?;
        Ok(())
    }

    /// Record a failed attempt; `retry_at` None marks it permanently failed.
    pub fn mark_attempt_failed(&self, id: i64, error: &str, retry_at: Option<i64>) -> Result<()> {
        match retry_at {
            Some(t) => self.tx.execute(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ?2, next_attempt_at = ?3 WHERE id = ?1",
                params![id, error, t],
            )?,
            None => self.tx.execute(
                "UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?2 WHERE id = ?1",
                params![id, error],
            )?,
        };
        Ok(())
    }

    pub fn put_secret(&self, game: &str, side: u8, root: &[u8], sealed: &[u8]) -> Result<()> {
        self.tx.execute(
            "INSERT INTO secrets (game_id, side, root, sealed) VALUES (?1, ?2, ?3, ?4)",
            params![game, side, root, sealed],
        )?;
        Ok(())
    }

    pub fn record_bounce(
        &self,
        address: &str,
        at: i64,
        status: Option<&str>,
        permanent: bool,
        inbox_id: i64,
    ) -> Result<()> {
        self.tx.execute(
            "INSERT INTO bounces (address, at, status, permanent, inbox_id) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![address.to_ascii_lowercase(), at, status, permanent as i64, inbox_id],
        )?;
        Ok(())
    }

    /// Benchmarks only: make `n` copies of game `template` (its row, its
    /// log and its snapshot, with the id replaced), the first `due` of them
    /// due for `tick` at `now`, the others ten days later.
    pub fn bench_clone_games(&self, template: &str, n: usize, due: usize, now: i64) -> Result<()> {
        let mut games = self.tx.prepare(&format!(
            "INSERT INTO games ({GAME_COLUMNS}, next_due) SELECT ?2, kind, mode, first_player, second_player, status, \
             created_at, updated_at, replace(snapshot, '\"id\":\"' || id || '\"', '\"id\":\"' || ?2 || '\"'), \
             head_n, head_hash, last_message_id, ?3 FROM games WHERE id = ?1"
        ))?;
        let mut events = self.tx.prepare(
            "INSERT INTO events (game_id, n, bytes, head, at) SELECT ?2, n, bytes, head, at FROM events WHERE game_id = ?1",
        )?;
        let mut langs = self.tx.prepare(
            "INSERT INTO game_players (game_id, side, lang) SELECT ?2, side, lang FROM game_players WHERE game_id = ?1",
        )?;
        for i in 0..n {
            let id = format!("{template}-b{i}");
            let next_due = if i < due { now - 1 } else { now + 10 * 86_400 };
            games.execute(params![template, id, next_due])?;
            events.execute(params![template, id])?;
            langs.execute(params![template, id])?;
        }
        Ok(())
    }

    pub fn add_observer(&self, game: &str, address: &str, lang: &str, now: i64) -> Result<bool> {
        let n = self.tx.execute(
            "INSERT INTO observers (game_id, address, since, lang) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING",
            params![game, address.to_ascii_lowercase(), now, lang],
        )?;
        Ok(n == 1)
    }

    pub fn remove_observer(&self, game: &str, address: &str) -> Result<bool> {
        let n = self.tx.execute(
            "DELETE FROM observers WHERE game_id = ?1 AND address = ?2",
            params![game, address.to_ascii_lowercase()],
        )?;
        Ok(n == 1)
    }

    pub fn set_observers_allowed(&self, game: &str, allowed: bool) -> Result<()> {
        self.tx.execute(
            "UPDATE games SET observers_allowed = ?2 WHERE id = ?1",
            params![game, allowed as i64],
        )?;
        Ok(())
    }

    pub fn insert_challenge(
        &self,
        from_player: i64,
        to_address: &str,
        kind: &str,
        spec: &str,
        now: i64,
    ) -> Result<i64> {
        self.tx.execute(
            "INSERT INTO challenges (from_player, to_address, kind, spec, created_at, status) VALUES (?1, ?2, ?3, ?4, ?5, 'open')",
            params![from_player, to_address.to_ascii_lowercase(), kind, spec, now],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    pub fn close_challenge(&self, id: i64, status: &str, game: Option<&str>) -> Result<()> {
        self.tx.execute(
            "UPDATE challenges SET status = ?2, game_id = ?3 WHERE id = ?1",
            params![id, status, game],
        )?;
        Ok(())
    }

    /// An OBSERVE, UNOBSERVE or NEW sent on the From line alone
    /// (`commands`), held until `address` confirms; its id.
    pub fn insert_confirmation(&self, address: &str, commands: &str, name: Option<&str>, now: i64) -> Result<i64> {
        self.tx.execute(
            "INSERT INTO confirmations (address, commands, name, created_at, status) VALUES (?1, ?2, ?3, ?4, 'open')",
            params![address.to_ascii_lowercase(), commands, name, now],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    /// Confirmation `id` answered: closed, and its address known from now on.
    pub fn confirm(&self, id: i64, address: &str, now: i64) -> Result<()> {
        self.tx
            .execute("UPDATE confirmations SET status = 'confirmed' WHERE id = ?1", [id])?;
        self.tx.execute(
            "INSERT OR IGNORE INTO confirmed_addresses (address, at) VALUES (?1, ?2)",
            params![address.to_ascii_lowercase(), now],
        )?;
        Ok(())
    }

    /// A reply of `kind` to `address`, counted against its limits.
    pub fn record_limited_reply(&self, kind: &str, address: &str, at: i64) -> Result<()> {
        self.tx.execute(
            "INSERT INTO limited_replies (kind, address, at) VALUES (?1, ?2, ?3)",
            params![kind, address.to_ascii_lowercase(), at],
        )?;
        Ok(())
    }

    /// Count a reply of `kind` (`error`, `mute`, `bounce`) to `address`
    /// about `game` ('' for none) against the hourly limit.
    pub fn record_reply(&self, address: &str, game: &str, kind: &str, at: i64) -> Result<()> {
        self.tx.execute(
            "INSERT INTO error_replies (address, at, game_id, kind) VALUES (?1, ?2, ?3, ?4)",
            params![address, at, game, kind],
        )?;
        Ok(())
    }

    /// The language of `game`'s mails to its player of `side` (1 or 2).
    pub fn set_game_lang(&self, game: &str, side: u8, lang: &str) -> Result<()> {
        self.tx.execute(
            "INSERT INTO game_players (game_id, side, lang) VALUES (?1, ?2, ?3) \
             ON CONFLICT(game_id, side) DO UPDATE SET lang = excluded.lang",
            params![game, side, lang],
        )?;
        Ok(())
    }
}
