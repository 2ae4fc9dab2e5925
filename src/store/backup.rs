//! Copies of the database: the online backup, SQLite's integrity check,
//! and the checks of a backup before it is restored.

use super::{check_database_file, opening, Kind, Result, Store, StoreError, LATEST_VERSION};
use rusqlite::{Connection, OptionalExtension};
use std::path::Path;
use std::time::Duration;

/// The `-wal` and `-shm` files SQLite may make beside a file it only
/// reads: when neither was there before, they are removed when this is
/// dropped (after the connection, declared after it, is closed), if the
/// `-wal` is empty.
struct LeaveNothingBeside {
    made: Option<[std::path::PathBuf; 2]>,
}

impl LeaveNothingBeside {
    fn new(path: &Path) -> LeaveNothingBeside {
        let beside = |suffix: &str| {
            let mut p = path.as_os_str().to_owned();
            p.push(suffix);
            std::path::PathBuf::from(p)
        };
        let both = [beside("-wal"), beside("-shm")];
        let none_there = both.iter().all(|p| std::fs::symlink_metadata(p).is_err());
        LeaveNothingBeside {
            made: none_there.then_some(both),
        }
    }
}

impl Drop for LeaveNothingBeside {
    fn drop(&mut self) {
        let Some([wal, shm]) = &self.made else { return };
        if std::fs::metadata(wal).map_or(true, |m| m.len() == 0) {
            let _ = std::fs::remove_file(wal);
            let _ = std::fs::remove_file(shm);
        }
    }
}

/// What [`Store::check_file`] learns of a backup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupFacts {
    /// Its schema version.
    pub version: u32,
    /// How many games it holds.
    pub games: u64,
    /// The check value of the key file it belongs to, when it keeps one
    /// (schema 9 on, once opened with its key).
    pub key_check: Option<String>,
}

/// `PRAGMA integrity_check` on `conn`: what it finds wrong, if anything. A
/// file too damaged for the check to run is damaged too.
fn integrity_problems(conn: &Connection) -> Result<Vec<String>> {
    let run = || -> rusqlite::Result<Vec<String>> {
        let mut stmt = conn.prepare("PRAGMA integrity_check")?;
        let rows = stmt.query_map([], |r| r.get::<_, String>(0))?;
        rows.filter(|r| !matches!(r, Ok(t) if t == "ok")).collect()
    };
    match run() {
        Ok(problems) => Ok(problems),
        Err(e)
            if matches!(
                e.sqlite_error_code(),
                Some(rusqlite::ErrorCode::DatabaseCorrupt | rusqlite::ErrorCode::NotADatabase)
            ) =>
        {
            Ok(vec![e.to_string()])
        }
        Err(e) => Err(e.into()),
    }
}

/// What to say of the damaged database `path`, given what the integrity
/// check found.
fn damaged(path: &str, problems: &[String]) -> String {
    let shown: Vec<&str> = problems.iter().take(5).map(String::as_str).collect();
    let more = if problems.len() > shown.len() {
        format!(" (and {} more)", problems.len() - shown.len())
    } else {
        String::new()
    };
    format!(
        "{path} is damaged: SQLite's integrity check found {} problem(s): {}{more}. Keep the file as it is; \
         restore the last good backup with `estafette restore` (after moving the damaged file away), or \
         salvage what can be read with the sqlite3 tool's `.recover`",
        problems.len(),
        shown.join("; ")
    )
}

impl Store {
    /// Copy the whole database to `dest` with SQLite's online backup: safe
    /// while other processes (`run`, `ingest`) keep writing. `dest` must not
    /// exist, and its folder must. A damaged database is refused (its
    /// backup would be damaged too), with what is damaged and what to do.
    pub fn backup(&self, dest: &Path) -> Result<()> {
        if std::fs::symlink_metadata(dest).is_ok() {
            return Err(StoreError::of(
                Kind::CantCreate,
                format!(
                    "{} already exists: choose a new file (a backup never overwrites)",
                    dest.display()
                ),
            ));
        }
        match dest.parent() {
            Some(folder) if !folder.as_os_str().is_empty() && !folder.is_dir() => {
                return Err(StoreError::of(
                    Kind::CantCreate,
                    format!(
                        "cannot create the backup {}: the folder {} does not exist",
                        dest.display(),
                        folder.display()
                    ),
                ))
            }
            _ => {}
        }
        let damage = self.integrity_problems()?;
        if !damage.is_empty() {
            return Err(StoreError::of(
                Kind::Data,
                damaged(self.conn.path().unwrap_or("the database"), &damage),
            ));
        }
        let mut out = Connection::open(dest).map_err(|e| {
            StoreError::of(
                Kind::CantCreate,
                format!("cannot create the backup {}: {e}", dest.display()),
            )
        })?;
        {
            let b = rusqlite::backup::Backup::new(&self.conn, &mut out)?;
            b.run_to_completion(256, Duration::from_millis(5), None)?;
        }
        // A single self-contained file: no WAL beside it.
        let _mode: String = out.query_row("PRAGMA journal_mode=DELETE", [], |r| r.get(0))?;
        Ok(())
    }

    /// SQLite's check of the whole file (`PRAGMA integrity_check`): every
    /// page, index and record. Returns what it finds wrong; none when the
    /// file is sound.
    pub fn integrity_problems(&self) -> Result<Vec<String>> {
        integrity_problems(&self.conn)
    }

    /// Check a database file before it is restored: readable, intact, and of
    /// a schema this binary knows.
    pub fn check_file(path: &Path) -> Result<BackupFacts> {
        match std::fs::metadata(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(StoreError::of(
                    Kind::NoInput,
                    format!("the backup {} does not exist", path.display()),
                ))
            }
            Err(e) => return Err(StoreError::of(Kind::NoInput, format!("{}: {e}", path.display()))),
            Ok(m) => check_database_file(path, &m)?,
        }
        // A file in WAL mode (a copy of a database in use, not a backup)
        // gets a -wal and a -shm file beside it even when only read: they
        // are removed again if they were not there before.
        let _beside = LeaveNothingBeside::new(path);
        let conn = Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .map_err(|e| opening(path, e))?;
        let v: u32 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .map_err(|e| opening(path, e))?;
        if v == 0 {
            return Err(StoreError::of(
                Kind::Data,
                format!("{} is a SQLite database but not an Estafette one", path.display()),
            ));
        }
        let damage = integrity_problems(&conn)?;
        if !damage.is_empty() {
            return Err(StoreError::of(
                Kind::Data,
                damaged(&path.display().to_string(), &damage),
            ));
        }
        if v > LATEST_VERSION {
            return Err(StoreError::of(
                Kind::Data,
                format!(
                    "{} has schema version {v}; this binary knows 1 to {LATEST_VERSION}: restore it with a newer Estafette",
                    path.display()
                ),
            ));
        }
        let games: i64 = conn.query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))?;
        let key_check = if v >= 9 {
            conn.query_row("SELECT value FROM meta WHERE key = 'key_check'", [], |r| r.get(0))
                .optional()?
        } else {
            None
        };
        Ok(BackupFacts {
            version: v,
            games: games as u64,
            key_check,
        })
    }
}
