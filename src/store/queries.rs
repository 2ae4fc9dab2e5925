//! Reading: the [`Queries`] every transaction and reader answers.

use super::rows::*;
use super::tx::{Reader, Tx};
use super::Result;
use rusqlite::{params, Connection, OptionalExtension};

/// [`Connection::query_row`] through SQLite's statement cache.
fn cached_row<R, P: rusqlite::Params, F: FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<R>>(
    conn: &Connection,
    sql: &str,
    params: P,
    f: F,
) -> rusqlite::Result<R> {
    conn.prepare_cached(sql)?.query_row(params, f)
}

/// Queries available both inside and outside a transaction.
pub trait Queries {
    fn conn(&self) -> &Connection;

    fn player(&self, id: i64) -> Result<Option<PlayerRow>> {
        Ok(cached_row(
            self.conn(),
            "SELECT id, address, name, lang, timezone, vacation_year, vacation_used, calendar FROM players WHERE id = ?1",
            [id],
            player_from_row,
        )
        .optional()?)
    }

    fn player_by_address(&self, address: &str) -> Result<Option<PlayerRow>> {
        Ok(cached_row(
            self.conn(),
            "SELECT id, address, name, lang, timezone, vacation_year, vacation_used, calendar FROM players WHERE address = ?1",
            [address.to_ascii_lowercase()],
            player_from_row,
        )
        .optional()?)
    }

    fn game(&self, id: &str) -> Result<Option<GameRow>> {
        Ok(cached_row(
            self.conn(),
            &format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1"),
            [id],
            game_from_row,
        )
        .optional()?)
    }

    fn games(&self) -> Result<Vec<GameRow>> {
        let mut stmt = self
            .conn()
            .prepare(&format!("SELECT {GAME_COLUMNS} FROM games ORDER BY created_at, id"))?;
        let rows = stmt.query_map([], game_from_row)?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// A fact about the database as a whole (the `meta` table): `instance`,
    /// `key_check`.
    fn meta(&self, key: &str) -> Result<Option<String>> {
        Ok(
            cached_row(self.conn(), "SELECT value FROM meta WHERE key = ?1", [key], |r| {
                r.get(0)
            })
            .optional()?,
        )
    }

    /// Every game's id and head position, in the order of [`Queries::games`],
    /// without the rest of the rows (their snapshots above all): what a
    /// pass over every game needs to hold at once.
    fn game_heads(&self) -> Result<Vec<(String, u64)>> {
        let mut stmt = self
            .conn()
            .prepare("SELECT id, head_n FROM games ORDER BY created_at, id")?;
        // A head that is not a number is read as 0 here, so that the game is
        // still listed: reading its whole row then says what is wrong.
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get_ref(1)?.as_i64().unwrap_or(0) as u64)))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// The chain head `h_n` of a game's log, if the log has entry `n`.
    fn head_at(&self, game: &str, n: u64) -> Result<Option<Vec<u8>>> {
        let n = i64::try_from(n).unwrap_or(i64::MAX);
        let mut stmt = self
            .conn()
            .prepare_cached("SELECT head FROM events WHERE game_id = ?1 AND n = ?2")?;
        let mut rows = stmt.query(rusqlite::params![game, n])?;
        Ok(match rows.next()? {
            Some(r) => Some(r.get(0)?),
            None => None,
        })
    }

    fn events(&self, game: &str) -> Result<Vec<EventRow>> {
        let mut stmt = self
            .conn()
            .prepare("SELECT n, bytes, head, at FROM events WHERE game_id = ?1 ORDER BY n")?;
        let rows = stmt.query_map([game], |r| {
            Ok(EventRow {
                n: r.get::<_, i64>(0)? as u64,
                bytes: r.get(1)?,
                head: r.get(2)?,
                at: r.get(3)?,
            })
        })?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// The next free game number for ids like `strand-3`.
    fn next_game_number(&self, kind: &str) -> Result<u64> {
        let n: i64 = cached_row(self.conn(), "SELECT COUNT(*) FROM games WHERE kind = ?1", [kind], |r| {
            r.get(0)
        })?;
        let mut candidate = n as u64 + 1;
        while self.game(&format!("{kind}-{candidate}"))?.is_some() {
            candidate += 1;
        }
        Ok(candidate)
    }

    fn inbox(&self) -> Result<Vec<InboxRow>> {
        let mut stmt = self
            .conn()
            .prepare_cached("SELECT id, message_key, received_at, status, game_id, result FROM inbox ORDER BY id")?;
        let rows = stmt.query_map([], |r| {
            Ok(InboxRow {
                id: r.get(0)?,
                message_key: r.get(1)?,
                received_at: r.get(2)?,
                status: r.get(3)?,
                game_id: r.get(4)?,
                result: r.get(5)?,
            })
        })?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn inbox_raw(&self, id: i64) -> Result<Option<Vec<u8>>> {
        Ok(cached_row(self.conn(), "SELECT raw FROM inbox WHERE id = ?1", [id], |r| r.get(0)).optional()?)
    }

    fn inbox_status(&self, message_key: &str) -> Result<Option<(i64, String)>> {
        Ok(cached_row(
            self.conn(),
            "SELECT id, status FROM inbox WHERE message_key = ?1",
            [message_key],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
    }

    /// When the inbox message of key `message_key` arrived and the game it
    /// was found to be for, if it is there.
    fn inbox_origin(&self, message_key: &str) -> Result<Option<(i64, Option<String>)>> {
        Ok(cached_row(
            self.conn(),
            "SELECT received_at, game_id FROM inbox WHERE message_key = ?1",
            [message_key],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
    }

    /// The game an inbox message was found to be for, once handled.
    fn inbox_game(&self, id: i64) -> Result<Option<String>> {
        Ok(
            cached_row(self.conn(), "SELECT game_id FROM inbox WHERE id = ?1", [id], |r| {
                r.get(0)
            })
            .optional()?
            .flatten(),
        )
    }

    /// The id of the newest outbox row (0 when there is none).
    fn outbox_last_id(&self) -> Result<i64> {
        Ok(cached_row(
            self.conn(),
            "SELECT COALESCE(MAX(id), 0) FROM outbox",
            [],
            |r| r.get(0),
        )?)
    }

    /// The recipients of the outbox rows newer than `id`, oldest first.
    fn outbox_recipients_after(&self, id: i64) -> Result<Vec<String>> {
        let mut stmt = self
            .conn()
            .prepare_cached("SELECT recipient FROM outbox WHERE id > ?1 ORDER BY id")?;
        let rows = stmt.query_map([id], |r| r.get(0))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Games whose clock needs `tick` at or before `now`, oldest due first.
    fn due_games(&self, now: i64, limit: usize) -> Result<Vec<String>> {
        let mut stmt = self.conn().prepare(
            "SELECT id FROM games WHERE next_due IS NOT NULL AND next_due <= ?1 ORDER BY next_due, id LIMIT ?2",
        )?;
        let rows = stmt.query_map(params![now, limit as i64], |r| r.get(0))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Queued messages whose next attempt is due, oldest first.
    fn outbox_due(&self, now: i64, limit: usize) -> Result<Vec<OutboxRow>> {
        let mut stmt = self.conn().prepare_cached(&format!(
            "SELECT {OUTBOX_COLUMNS} FROM {OUTBOX_JOIN} WHERE o.status = 'queued' AND o.next_attempt_at <= ?1 \
             ORDER BY o.next_attempt_at, o.id LIMIT ?2"
        ))?;
        let rows = stmt.query_map(params![now, limit as i64], outbox_from_row)?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Messages ready to send that were queued after the row `id` (as
    /// [`Queries::outbox_last_id`] gave it), oldest first.
    fn outbox_due_after(&self, id: i64, now: i64, limit: usize) -> Result<Vec<OutboxRow>> {
        let mut stmt = self.conn().prepare_cached(&format!(
            "SELECT {OUTBOX_COLUMNS} FROM {OUTBOX_JOIN} WHERE o.id > ?1 AND o.status = 'queued' \
             AND o.next_attempt_at <= ?2 ORDER BY o.id LIMIT ?3"
        ))?;
        let rows = stmt.query_map(params![id, now, limit as i64], outbox_from_row)?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Messages ready to send of the game `game` (of none, for `None`)
    /// queued at or after `since`, oldest first.
    fn outbox_due_since(&self, since: i64, game: Option<&str>, now: i64, limit: usize) -> Result<Vec<OutboxRow>> {
        let mut stmt = self.conn().prepare_cached(&format!(
            "SELECT {OUTBOX_COLUMNS} FROM {OUTBOX_JOIN} WHERE o.status = 'queued' AND o.next_attempt_at <= ?1 \
             AND o.created_at >= ?2 AND o.game_id IS ?3 ORDER BY o.id LIMIT ?4"
        ))?;
        let rows = stmt.query_map(params![now, since, game, limit as i64], outbox_from_row)?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// How many messages wait out their back-off after a failed attempt
    /// (queued, tried, not due at `now`), and when the first is due.
    fn outbox_waiting(&self, now: i64) -> Result<(usize, Option<i64>)> {
        let (n, next): (i64, Option<i64>) = cached_row(
            self.conn(),
            "SELECT COUNT(*), MIN(next_attempt_at) FROM outbox WHERE status = 'queued' AND attempts > 0 \
             AND next_attempt_at > ?1",
            [now],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        Ok((usize::try_from(n).unwrap_or(0), next))
    }

    fn outbox_all(&self) -> Result<Vec<OutboxRow>> {
        let mut stmt = self
            .conn()
            .prepare_cached(&format!("SELECT {OUTBOX_COLUMNS} FROM {OUTBOX_JOIN} ORDER BY o.id"))?;
        let rows = stmt.query_map([], outbox_from_row)?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn secret(&self, game: &str, side: u8) -> Result<Option<(Vec<u8>, Vec<u8>)>> {
        Ok(cached_row(
            self.conn(),
            "SELECT root, sealed FROM secrets WHERE game_id = ?1 AND side = ?2",
            params![game, side],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
    }

    /// Games (not over) in which `address` plays, with the player's side
    /// (1 or 2).
    fn active_games_of(&self, address: &str) -> Result<Vec<(String, u8)>> {
        let mut stmt = self.conn().prepare_cached(
            "SELECT g.id, CASE WHEN g.first_player = p.id THEN 1 ELSE 2 END FROM games g \
             JOIN players p ON p.id IN (g.first_player, g.second_player) \
             WHERE p.address = ?1 AND g.status != 'over' ORDER BY g.id",
        )?;
        let rows = stmt.query_map([address.to_ascii_lowercase()], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Bounces recorded against `address`: (at, status, permanent).
    fn bounces_of(&self, address: &str) -> Result<Vec<(i64, Option<String>, bool)>> {
        let mut stmt = self
            .conn()
            .prepare("SELECT at, status, permanent FROM bounces WHERE address = ?1 ORDER BY at, id")?;
        let rows = stmt.query_map([address.to_ascii_lowercase()], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get::<_, i64>(2)? != 0))
        })?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// Counts for `stats`: (label, value) rows.
    fn stats(&self, now: i64) -> Result<Vec<(String, String)>> {
        let c = self.conn();
        let mut out = Vec::new();
        let mut stmt =
            c.prepare("SELECT kind, status, COUNT(*) FROM games GROUP BY kind, status ORDER BY kind, status")?;
        let rows = stmt.query_map([], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?, r.get::<_, i64>(2)?))
        })?;
        for row in rows {
            let (k, s, n) = row?;
            out.push((format!("games {k} {s}"), n.to_string()));
        }
        let one = |sql: &str, p: i64| -> Result<i64> { Ok(c.query_row(sql, [p], |r| r.get(0))?) };
        out.push((
            "moves in the last 24 h".into(),
            one(
                "SELECT COUNT(*) FROM events WHERE at >= ?1 AND instr(bytes, '\"event\":\"moved\"') > 0",
                now - 86_400,
            )?
            .to_string(),
        ));
        out.push((
            "moves in the last 7 days (per day)".into(),
            format!(
                "{:.1}",
                one(
                    "SELECT COUNT(*) FROM events WHERE at >= ?1 AND instr(bytes, '\"event\":\"moved\"') > 0",
                    now - 7 * 86_400
                )? as f64
                    / 7.0
            ),
        ));
        let mut stmt = c.prepare("SELECT status, COUNT(*) FROM inbox GROUP BY status ORDER BY status")?;
        for row in stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))? {
            let (s, n) = row?;
            out.push((format!("mail in: {s}"), n.to_string()));
        }
        let mut stmt = c.prepare("SELECT status, COUNT(*) FROM outbox GROUP BY status ORDER BY status")?;
        for row in stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))? {
            let (s, n) = row?;
            out.push((format!("mail out: {s}"), n.to_string()));
        }
        out.push((
            "bounces in the last 30 days".into(),
            one("SELECT COUNT(*) FROM bounces WHERE at >= ?1", now - 30 * 86_400)?.to_string(),
        ));
        let oldest: Option<i64> = c.query_row(
            "SELECT MIN(received_at) FROM inbox WHERE status IN ('new', 'failed')",
            [],
            |r| r.get(0),
        )?;
        out.push((
            "oldest unprocessed message".into(),
            match oldest {
                Some(t) => format!("{} s old", now - t),
                None => "none".into(),
            },
        ));
        let pending: i64 = c.query_row("SELECT COUNT(*) FROM outbox WHERE status = 'queued'", [], |r| r.get(0))?;
        out.push(("outbox pending".into(), pending.to_string()));
        Ok(out)
    }

    /// The observers of a game: (address, language), by address.
    fn observers_of(&self, game: &str) -> Result<Vec<(String, String)>> {
        let mut stmt = self
            .conn()
            .prepare_cached("SELECT address, lang FROM observers WHERE game_id = CAST(?1 AS TEXT) ORDER BY address")?;
        let rows = stmt.query_map([game], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn observers_allowed(&self, game: &str) -> Result<bool> {
        Ok(cached_row(
            self.conn(),
            "SELECT observers_allowed FROM games WHERE id = ?1",
            [game],
            |r| r.get::<_, i64>(0),
        )? != 0)
    }

    /// Games in which `address` plays: (id, kind, status, side).
    fn games_of(&self, address: &str) -> Result<Vec<(String, String, String, u8)>> {
        let mut stmt = self.conn().prepare_cached(
            "SELECT g.id, g.kind, g.status, CASE WHEN g.first_player = p.id THEN 1 ELSE 2 END FROM games g \
             JOIN players p ON p.id IN (g.first_player, g.second_player) WHERE p.address = ?1 ORDER BY g.created_at, g.id",
        )?;
        let rows = stmt.query_map([address.to_ascii_lowercase()], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
        })?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// A challenge: (from_player, to_address, kind, spec, status).
    fn challenge(&self, id: i64) -> Result<Option<ChallengeRow>> {
        Ok(cached_row(
            self.conn(),
            "SELECT from_player, to_address, kind, spec, status FROM challenges WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .optional()?)
    }

    /// Every outgoing mail tied to a game, as (game, Message-ID), handed to
    /// `each` in the order it was queued: one pass over the outbox, which
    /// has no index by game (schema version 8), and never the mails
    /// themselves, nor a list of them in memory.
    fn outbox_ids(&self, each: &mut dyn FnMut(&str, &str)) -> Result<()> {
        let mut stmt = self
            .conn()
            .prepare_cached("SELECT game_id, message_id FROM outbox WHERE game_id IS NOT NULL ORDER BY id")?;
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            let game = r.get_ref(0)?.as_str().map_err(rusqlite::Error::from)?;
            let id = r.get_ref(1)?.as_str().map_err(rusqlite::Error::from)?;
            each(game, id);
        }
        Ok(())
    }

    /// Whether `address` answered a confirmation mail.
    fn address_confirmed(&self, address: &str) -> Result<bool> {
        Ok(cached_row(
            self.conn(),
            "SELECT 1 FROM confirmed_addresses WHERE address = ?1",
            [address.to_ascii_lowercase()],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
    }

    /// Confirmation `id`: its address, command lines, sender's name and
    /// status.
    fn confirmation(&self, id: i64) -> Result<Option<ConfirmationRow>> {
        Ok(cached_row(
            self.conn(),
            "SELECT address, commands, name, status FROM confirmations WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?)
    }

    /// Replies of `kind` counted at or after `since`: to `address`, or to
    /// anyone when it is `None`.
    fn limited_replies_since(&self, kind: &str, address: Option<&str>, since: i64) -> Result<u64> {
        let n: i64 = match address {
            Some(a) => cached_row(
                self.conn(),
                "SELECT COUNT(*) FROM limited_replies WHERE kind = ?1 AND address = ?2 AND at >= ?3",
                params![kind, a.to_ascii_lowercase(), since],
                |r| r.get(0),
            )?,
            None => cached_row(
                self.conn(),
                "SELECT COUNT(*) FROM limited_replies WHERE kind = ?1 AND at >= ?2",
                params![kind, since],
                |r| r.get(0),
            )?,
        };
        Ok(n as u64)
    }

    /// Error replies (answers to mails that applied nothing) sent to
    /// `address` about `game` ('' for none) at or after `since`.
    fn error_replies_since(&self, address: &str, game: &str, since: i64) -> Result<u64> {
        Ok(self.replies_since(address, game, "error", since)?.len() as u64)
    }

    /// The times of the replies of `kind` (`error`, `mute`, `bounce`) the
    /// hourly limit counts, sent to `address` about `game` at or after
    /// `since`, oldest first.
    fn replies_since(&self, address: &str, game: &str, kind: &str, since: i64) -> Result<Vec<i64>> {
        let mut stmt = self.conn().prepare_cached(
            "SELECT at FROM error_replies WHERE address = ?1 AND game_id = ?2 AND kind = ?3 AND at >= ?4 ORDER BY at",
        )?;
        let rows = stmt.query_map(params![address, game, kind, since], |r| r.get(0))?;
        Ok(rows.collect::<std::result::Result<Vec<i64>, _>>()?)
    }

    /// The language of `game`'s mails to its player of `side` (1 or 2), if
    /// recorded.
    fn game_lang(&self, game: &str, side: u8) -> Result<Option<String>> {
        Ok(cached_row(
            self.conn(),
            "SELECT lang FROM game_players WHERE game_id = ?1 AND side = ?2",
            params![game, side],
            |r| r.get(0),
        )
        .optional()?)
    }
}

impl Queries for Tx<'_> {
    fn conn(&self) -> &Connection {
        &self.tx
    }
}

impl Queries for Reader<'_> {
    fn conn(&self) -> &Connection {
        self.conn
    }
}
