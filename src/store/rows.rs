//! The rows the store reads and writes, as plain values, and how each is
//! read from its columns.

/// A player as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRow {
    pub id: i64,
    pub address: String,
    pub name: String,
    pub lang: String,
    pub timezone: String,
    /// Vacation seconds used in `vacation_year`.
    pub vacation_year: i64,
    pub vacation_used: i64,
    /// Whether deadline mails carry a calendar event (`CALENDAR ON/OFF`).
    pub calendar: bool,
}

/// A game's header row with its cached snapshot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: String,
    pub kind: String,
    pub mode: String,
    pub first_player: i64,
    pub second_player: i64,
    pub status: String,
    pub created_at: i64,
    pub updated_at: i64,
    pub snapshot: Snapshot,
    pub head_n: u64,
    pub head_hash: Vec<u8>,
    pub last_message_id: Option<String>,
}

/// A game's cached snapshot as stored: TEXT (plain JSON; older databases
/// also hold sealed snapshots as `sealed:` and hex) or a BLOB (sealed bytes).
/// The store does not look inside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Snapshot {
    Text(String),
    Blob(Vec<u8>),
}

impl rusqlite::types::ToSql for Snapshot {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(match self {
            Snapshot::Text(t) => ToSqlOutput::Borrowed(ValueRef::Text(t.as_bytes())),
            Snapshot::Blob(b) => ToSqlOutput::Borrowed(ValueRef::Blob(b)),
        })
    }
}

impl rusqlite::types::FromSql for Snapshot {
    fn column_result(v: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        use rusqlite::types::{FromSqlError, ValueRef};
        match v {
            ValueRef::Text(t) => std::str::from_utf8(t)
                .map(|t| Snapshot::Text(t.to_string()))
                .map_err(|e| FromSqlError::Other(Box::new(e))),
            ValueRef::Blob(b) => Ok(Snapshot::Blob(b.to_vec())),
            _ => Err(FromSqlError::InvalidType),
        }
    }
}

/// One log entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventRow {
    pub n: u64,
    pub bytes: Vec<u8>,
    pub head: Vec<u8>,
    pub at: i64,
}

/// One stored inbound message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InboxRow {
    pub id: i64,
    pub message_key: String,
    pub received_at: i64,
    pub status: String,
    pub game_id: Option<String>,
    pub result: Option<String>,
}

/// One queued outbound message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxRow {
    pub id: i64,
    pub game_id: Option<String>,
    pub recipient: String,
    pub envelope_from: String,
    pub message_id: String,
    /// The sealed bytes that hold the message: its own, or its parcel's
    /// when `part` is set.
    pub raw: Vec<u8>,
    /// Where the message lies in its parcel's plaintext, (start, length)
    /// in bytes, for a message queued in a parcel ([`Tx::add_parcel`]).
    pub part: Option<(u64, u64)>,
    /// When it was queued.
    pub created_at: i64,
    pub status: String,
    pub attempts: i64,
    pub next_attempt_at: i64,
    pub last_error: Option<String>,
}

/// A new outbound message to queue.
#[derive(Clone, Debug)]
pub struct NewOutbox<'a> {
    pub game_id: Option<&'a str>,
    pub recipient: &'a str,
    pub envelope_from: &'a str,
    pub message_id: &'a str,
    /// The sealed message; empty for a message in a parcel.
    pub raw: &'a [u8],
    /// For a message in a parcel: the parcel ([`Tx::add_parcel`]) and where
    /// the message lies in its plaintext, (start, length) in bytes.
    pub part: Option<(i64, u64, u64)>,
}

/// A challenge's row: (from_player, to_address, kind, spec, status).
pub type ChallengeRow = (i64, String, String, String, String);

/// A held command of a stranger: (address, command lines, sender's name,
/// status).
pub type ConfirmationRow = (String, String, Option<String>, String);

pub(super) const GAME_COLUMNS: &str = "id, kind, mode, first_player, second_player, status, created_at, updated_at, \
     snapshot, head_n, head_hash, last_message_id";
/// A queued message's columns, its parcel's sealed bytes standing for its
/// own `raw` when it is in one (read from [`OUTBOX_JOIN`]). A parcel found
/// missing leaves the row's empty `raw`, which then fails to open.
pub(super) const OUTBOX_COLUMNS: &str = "o.id, o.game_id, o.recipient, o.envelope_from, o.message_id, \
     COALESCE(p.sealed, o.raw), o.status, o.attempts, o.next_attempt_at, o.last_error, o.created_at, \
     o.parcel_start, o.parcel_len";
pub(super) const OUTBOX_JOIN: &str = "outbox o LEFT JOIN outbox_parcels p ON p.id = o.parcel_id";

pub(super) fn player_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<PlayerRow> {
    Ok(PlayerRow {
        id: r.get(0)?,
        address: r.get(1)?,
        name: r.get(2)?,
        lang: r.get(3)?,
        timezone: r.get(4)?,
        vacation_year: r.get(5)?,
        vacation_used: r.get(6)?,
        calendar: r.get(7)?,
    })
}

pub(super) fn game_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<GameRow> {
    Ok(GameRow {
        id: r.get(0)?,
        kind: r.get(1)?,
        mode: r.get(2)?,
        first_player: r.get(3)?,
        second_player: r.get(4)?,
        status: r.get(5)?,
        created_at: r.get(6)?,
        updated_at: r.get(7)?,
        snapshot: r.get(8)?,
        head_n: r.get::<_, i64>(9)? as u64,
        head_hash: r.get(10)?,
        last_message_id: r.get(11)?,
    })
}

pub(super) fn outbox_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<OutboxRow> {
    Ok(OutboxRow {
        id: r.get(0)?,
        game_id: r.get(1)?,
        recipient: r.get(2)?,
        envelope_from: r.get(3)?,
        message_id: r.get(4)?,
        raw: r.get(5)?,
        status: r.get(6)?,
        attempts: r.get(7)?,
        next_attempt_at: r.get(8)?,
        last_error: r.get(9)?,
        created_at: r.get(10)?,
        part: match (r.get::<_, Option<i64>>(11)?, r.get::<_, Option<i64>>(12)?) {
            // A negative place cannot be in a parcel: make it one that is
            // refused when the message is opened, rather than fail the read.
            (Some(start), Some(len)) => Some((
                u64::try_from(start).unwrap_or(u64::MAX),
                u64::try_from(len).unwrap_or(u64::MAX),
            )),
            _ => None,
        },
    })
}
