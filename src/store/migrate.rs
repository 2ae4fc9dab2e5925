//! A small migration runner over `migrations/*.sql`, recording progress in
//! `PRAGMA user_version`. Migration N (1-based) is the N-th file; each is
//! applied in its own transaction together with the version bump.

use super::{Kind, Result, StoreError, StoreFault};
use rusqlite::Connection;

/// The embedded migrations, in order: (file name, SQL).
pub const MIGRATIONS: &[(&str, &str)] = &[
    ("0001_initial.sql", include_str!("../../migrations/0001_initial.sql")),
    ("0002_bounces.sql", include_str!("../../migrations/0002_bounces.sql")),
    ("0003_clock.sql", include_str!("../../migrations/0003_clock.sql")),
    (
        "0004_challenges_observers.sql",
        include_str!("../../migrations/0004_challenges_observers.sql"),
    ),
    (
        "0005_observer_lang.sql",
        include_str!("../../migrations/0005_observer_lang.sql"),
    ),
    (
        "0006_outbox_game.sql",
        include_str!("../../migrations/0006_outbox_game.sql"),
    ),
    (
        "0007_outbox_parcels.sql",
        include_str!("../../migrations/0007_outbox_parcels.sql"),
    ),
    (
        "0008_drop_outbox_game.sql",
        include_str!("../../migrations/0008_drop_outbox_game.sql"),
    ),
    ("0009_meta.sql", include_str!("../../migrations/0009_meta.sql")),
    (
        "0010_game_players.sql",
        include_str!("../../migrations/0010_game_players.sql"),
    ),
    (
        "0011_public_results.sql",
        include_str!("../../migrations/0011_public_results.sql"),
    ),
    (
        "0012_strangers.sql",
        include_str!("../../migrations/0012_strangers.sql"),
    ),
    ("0013_club.sql", include_str!("../../migrations/0013_club.sql")),
    ("0014_calendar.sql", include_str!("../../migrations/0014_calendar.sql")),
    ("0015_site.sql", include_str!("../../migrations/0015_site.sql")),
    (
        "0016_club_entry.sql",
        include_str!("../../migrations/0016_club_entry.sql"),
    ),
];

/// The schema version this binary writes.
pub const LATEST_VERSION: u32 = MIGRATIONS.len() as u32;

pub(super) fn run(conn: &mut Connection) -> Result<()> {
    run_list(conn, MIGRATIONS)
}

pub(super) fn run_list(conn: &mut Connection, migrations: &[(&str, &str)]) -> Result<()> {
    let current: u32 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let latest = migrations.len() as u32;
    if current > latest {
        let fault = StoreFault::SchemaTooNew { current, latest };
        return Err(StoreError::typed(Kind::Failed, &fault));
    }
    for (i, (name, sql)) in migrations.iter().enumerate().skip(current as usize) {
        let version = i as u32 + 1;
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        // Another process may have migrated while we waited for the lock.
        let now: u32 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if now >= version {
            continue;
        }
        tx.execute_batch(sql).map_err(|e| {
            let fault = StoreFault::MigrationFailed {
                name: name.to_string(),
                error: e.to_string(),
            };
            StoreError::typed(Kind::Failed, &fault)
        })?;
        tx.execute_batch(&format!("PRAGMA user_version = {version}"))?;
        tx.commit()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn applies_in_order_and_upgrades_old_databases() {
        let mut conn = Connection::open_in_memory().unwrap();
        let v1: &[(&str, &str)] = &[("1.sql", "CREATE TABLE a (x INTEGER);")];
        run_list(&mut conn, v1).unwrap();
        let v: u32 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
        assert_eq!(v, 1);
        conn.execute("INSERT INTO a VALUES (7)", []).unwrap();
        let v2: &[(&str, &str)] = &[v1[0], ("2.sql", "ALTER TABLE a ADD COLUMN y TEXT DEFAULT 'z';")];
        run_list(&mut conn, v2).unwrap();
        let (x, y): (i64, String) = conn
            .query_row("SELECT x, y FROM a", [], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap();
        assert_eq!((x, y.as_str()), (7, "z"));
        // Running again is a no-op.
        run_list(&mut conn, v2).unwrap();
    }

    #[test]
    fn newer_database_is_refused() {
        let mut conn = Connection::open_in_memory().unwrap();
        conn.execute_batch("PRAGMA user_version = 99").unwrap();
        let err = run_list(&mut conn, MIGRATIONS).unwrap_err();
        assert!(err.message.contains("newer Estafette"), "{err}");
    }

    #[test]
    fn a_failing_migration_changes_nothing() {
        let mut conn = Connection::open_in_memory().unwrap();
        let bad: &[(&str, &str)] = &[("1.sql", "CREATE TABLE a (x); CREATE TABLE a (x);")];
        assert!(run_list(&mut conn, bad).is_err());
        let v: u32 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
        assert_eq!(v, 0);
        let tables: i64 = conn
            .query_row("SELECT COUNT(*) FROM sqlite_master WHERE name = 'a'", [], |r| r.get(0))
            .unwrap();
        assert_eq!(tables, 0);
    }
}
