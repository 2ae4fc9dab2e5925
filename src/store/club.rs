//! The club's tables (schema version 13): results of finished games,
//! unrated games, tournaments, their entrants and pairings; and the
//! players who asked not to be named on the public site.

use super::queries::Queries;
use super::tx::Tx;
use super::Result;
use rusqlite::{params, OptionalExtension};

/// A finished game's result as the ratings read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultRow {
    pub game: String,
    /// The rating list: lattaque, strand or assaut.
    pub kind: String,
    pub first_player: i64,
    pub second_player: i64,
    /// 0 a draw, else the winning side (1 or 2).
    pub winner: u8,
    pub ended_at: i64,
}

/// A tournament as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentRow {
    pub id: i64,
    pub name: String,
    pub kind: String,
    /// The variant and switches, as JSON.
    pub spec: String,
    pub mode: String,
    pub time: Option<String>,
    pub grace: Option<String>,
    /// round-robin, double-round-robin or swiss.
    pub format: String,
    pub rounds: u32,
    pub rated: bool,
    /// open, running or over.
    pub status: String,
    /// Who may enter by mail: `*` anyone, else addresses one per line;
    /// `None` no one.
    pub open_to: Option<String>,
    /// When `tick` begins it.
    pub starts_at: Option<i64>,
    /// The entrants that fill it.
    pub players: Option<u32>,
    /// Seconds between its rounds' dates (counted from `starts_at`).
    pub round_every: Option<i64>,
}

/// An entrant: their seat, player id, address and name, and the reason
/// they were withdrawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntrantRow {
    pub seat: u32,
    pub player: i64,
    pub address: String,
    pub name: String,
    pub withdrawn: Option<String>,
}

/// One line of a round: a game between two seats (the game's id, or a
/// forfeit's winner), or a bye (no second seat). `winner` is the game's
/// result once it ended (0 a draw, 1 or 2), from `results` or the forfeit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingRow {
    pub round: u32,
    pub first_seat: u32,
    pub second_seat: Option<u32>,
    pub game: Option<String>,
    pub winner: Option<u8>,
}

const TOURNAMENT_COLUMNS: &str =
    "id, name, kind, spec, mode, time, grace, format, rounds, rated, status, open_to, starts_at, players, round_every";

fn tournament_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<TournamentRow> {
    Ok(TournamentRow {
        id: r.get(0)?,
        name: r.get(1)?,
        kind: r.get(2)?,
        spec: r.get(3)?,
        mode: r.get(4)?,
        time: r.get(5)?,
        grace: r.get(6)?,
        format: r.get(7)?,
        rounds: r.get(8)?,
        rated: r.get(9)?,
        status: r.get(10)?,
        open_to: r.get(11)?,
        starts_at: r.get(12)?,
        players: r.get(13)?,
        round_every: r.get(14)?,
    })
}

/// The club's reads, for every transaction and reader.
pub trait ClubQueries: Queries {
    /// The rated results of games of `kind`, in the order they ended.
    fn rated_results(&self, kind: &str) -> Result<Vec<ResultRow>> {
        results_where(
            self.conn(),
            "kind = ?1 AND game_id NOT IN (SELECT game_id FROM unrated_games)",
            kind,
        )
    }

    /// Every recorded result (`kind` empty) or those of `kind`, in the
    /// order the games ended.
    fn results(&self, kind: &str) -> Result<Vec<ResultRow>> {
        results_where(self.conn(), "?1 IN ('', kind)", kind)
    }

    /// The players who asked not to be named on the public site.
    fn unnamed_players(&self) -> Result<std::collections::HashSet<i64>> {
        let mut stmt = self.conn().prepare_cached("SELECT id FROM players WHERE unnamed = 1")?;
        let rows = stmt.query_map([], |r| r.get(0))?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn tournament(&self, name: &str) -> Result<Option<TournamentRow>> {
        let sql = format!("SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE name = ?1");
        Ok(self
            .conn()
            .prepare_cached(&sql)?
            .query_row([name], tournament_from_row)
            .optional()?)
    }

    /// Every tournament with `status`, oldest first.
    fn tournaments_with(&self, status: &str) -> Result<Vec<TournamentRow>> {
        let sql = format!("SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE status = ?1 ORDER BY id");
        let mut stmt = self.conn().prepare_cached(&sql)?;
        let rows = stmt.query_map([status], tournament_from_row)?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    fn entrants(&self, tournament: i64) -> Result<Vec<EntrantRow>> {
        let mut stmt = self.conn().prepare_cached(
            "SELECT e.seat, e.player, p.address, p.name, e.withdrawn FROM entrants e \
             JOIN players p ON p.id = e.player WHERE e.tournament_id = ?1 ORDER BY e.seat",
        )?;
        let rows = stmt.query_map([tournament], |r| {
            Ok(EntrantRow {
                seat: r.get(0)?,
                player: r.get(1)?,
                address: r.get(2)?,
                name: r.get(3)?,
                withdrawn: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// The tournament's pairings, round by round, each with its result.
    fn pairings(&self, tournament: i64) -> Result<Vec<PairingRow>> {
        let mut stmt = self.conn().prepare_cached(
            "SELECT p.round, p.first_seat, p.second_seat, p.game_id, COALESCE(p.winner, r.winner) \
             FROM pairings p LEFT JOIN results r ON r.game_id = p.game_id \
             WHERE p.tournament_id = ?1 ORDER BY p.round, p.first_seat",
        )?;
        let rows = stmt.query_map([tournament], |r| {
            Ok(PairingRow {
                round: r.get(0)?,
                first_seat: r.get(1)?,
                second_seat: r.get(2)?,
                game: r.get(3)?,
                winner: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<std::result::Result<_, _>>()?)
    }

    /// The tournament a game belongs to, if any.
    fn tournament_of_game(&self, game: &str) -> Result<Option<String>> {
        Ok(self
            .conn()
            .prepare_cached(
                "SELECT t.name FROM pairings p JOIN tournaments t ON t.id = p.tournament_id WHERE p.game_id = ?1",
            )?
            .query_row([game], |r| r.get(0))
            .optional()?)
    }
}

impl<T: Queries + ?Sized> ClubQueries for T {}

fn results_where(conn: &rusqlite::Connection, filter: &str, kind: &str) -> Result<Vec<ResultRow>> {
    let sql = format!(
        "SELECT game_id, kind, first_player, second_player, winner, ended_at FROM results \
         WHERE {filter} ORDER BY ended_at, game_id"
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map([kind], |r| {
        Ok(ResultRow {
            game: r.get(0)?,
            kind: r.get(1)?,
            first_player: r.get(2)?,
            second_player: r.get(3)?,
            winner: r.get(4)?,
            ended_at: r.get(5)?,
        })
    })?;
    Ok(rows.collect::<std::result::Result<_, _>>()?)
}

impl Tx<'_> {
    /// Record how a game ended, once (a second end of the same game, which
    /// the referee never makes, changes nothing).
    pub fn record_result(&self, game: &str, kind: &str, players: [i64; 2], winner: u8, now: i64) -> Result<()> {
        self.tx.execute(
            "INSERT OR IGNORE INTO results (game_id, kind, first_player, second_player, winner, ended_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![game, kind, players[0], players[1], winner, now],
        )?;
        Ok(())
    }

    /// Mark the player of `address` unnamed on the public site (or named
    /// again); `false` when no player has that address.
    pub fn set_unnamed(&self, address: &str, unnamed: bool) -> Result<bool> {
        let n = self.tx.execute(
            "UPDATE players SET unnamed = ?2 WHERE address = ?1",
            params![address.to_ascii_lowercase(), unnamed],
        )?;
        Ok(n == 1)
    }

    /// Mark a game rated or unrated.
    pub fn set_rated(&self, game: &str, rated: bool) -> Result<()> {
        if rated {
            self.tx
                .execute("DELETE FROM unrated_games WHERE game_id = ?1", [game])?;
        } else {
            self.tx
                .execute("INSERT OR IGNORE INTO unrated_games (game_id) VALUES (?1)", [game])?;
        }
        Ok(())
    }

    /// Create a tournament (status `open`); its id. `None` when the name is
    /// taken.
    pub fn insert_tournament(&self, t: &TournamentRow, now: i64) -> Result<Option<i64>> {
        let n = self.tx.execute(
            "INSERT OR IGNORE INTO tournaments (name, kind, spec, mode, time, grace, format, rounds, rated, status, \
             created_at, open_to, starts_at, players, round_every) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'open', ?10, ?11, ?12, ?13, ?14)",
            params![
                t.name,
                t.kind,
                t.spec,
                t.mode,
                t.time,
                t.grace,
                t.format,
                t.rounds,
                t.rated,
                now,
                t.open_to,
                t.starts_at,
                t.players,
                t.round_every
            ],
        )?;
        Ok((n == 1).then(|| self.tx.last_insert_rowid()))
    }

    /// Seat `player` in the next seat; `false` when already entered.
    pub fn add_entrant(&self, tournament: i64, player: i64) -> Result<bool> {
        let n = self.tx.execute(
            "INSERT INTO entrants (tournament_id, seat, player) SELECT ?1, COUNT(*), ?2 FROM entrants \
             WHERE tournament_id = ?1 AND NOT EXISTS (SELECT 1 FROM entrants WHERE tournament_id = ?1 AND player = ?2)",
            params![tournament, player],
        )?;
        Ok(n == 1)
    }

    pub fn withdraw_entrant(&self, tournament: i64, seat: u32, reason: &str) -> Result<()> {
        self.tx.execute(
            "UPDATE entrants SET withdrawn = ?3 WHERE tournament_id = ?1 AND seat = ?2",
            params![tournament, seat, reason],
        )?;
        Ok(())
    }

    /// Record one line of a round (see [`PairingRow`]).
    pub fn add_pairing(&self, tournament: i64, p: &PairingRow) -> Result<()> {
        self.tx.execute(
            "INSERT INTO pairings (tournament_id, round, first_seat, second_seat, game_id, winner) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![tournament, p.round, p.first_seat, p.second_seat, p.game, p.winner],
        )?;
        Ok(())
    }

    /// Who may enter a tournament by mail (`None`: no one).
    pub fn set_open_to(&self, tournament: i64, open_to: Option<&str>) -> Result<()> {
        self.tx.execute(
            "UPDATE tournaments SET open_to = ?2 WHERE id = ?1",
            params![tournament, open_to],
        )?;
        Ok(())
    }

    /// Mark a tournament running from `now` (its rounds' dates count from it).
    pub fn begin_tournament(&self, tournament: i64, now: i64) -> Result<()> {
        self.tx.execute(
            "UPDATE tournaments SET status = 'running', starts_at = ?2 WHERE id = ?1",
            params![tournament, now],
        )?;
        Ok(())
    }

    pub fn set_tournament_status(&self, tournament: i64, status: &str) -> Result<()> {
        self.tx.execute(
            "UPDATE tournaments SET status = ?2 WHERE id = ?1",
            params![tournament, status],
        )?;
        Ok(())
    }
}
