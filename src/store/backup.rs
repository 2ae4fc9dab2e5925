//! Copies of the database: the online backup, SQLite's integrity check,
//! and the checks of a backup before it is restored.

use super::{
    check_database_file, file_error, opening, shown, Kind, Result, Store, StoreError, StoreFault, LATEST_VERSION,
};
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

impl Store {
    /// Copy the whole database to `dest` with SQLite's online backup: safe
    /// while other processes (`run`, `ingest`) keep writing. `dest` must not
    /// exist, and its folder must. A damaged database is refused (its
    /// backup would be damaged too), with what is damaged and what to do.
    pub fn backup(&self, dest: &Path) -> Result<()> {
        match dest.parent() {
            Some(folder) if !folder.as_os_str().is_empty() && !folder.is_dir() => {
                let fault = StoreFault::BackupNoFolder {
                    path: shown(dest),
                    folder: shown(folder),
                };
                return Err(StoreError::typed(Kind::CantCreate, &fault));
            }
            _ => {}
        }
        let damage = self.integrity_problems()?;
        if !damage.is_empty() {
            let fault = StoreFault::Damaged {
                path: self.conn.path().map(str::to_string),
                problems: damage,
            };
            return Err(StoreError::typed(Kind::Data, &fault));
        }
        let cannot_create = |e: &dyn std::fmt::Display| {
            let fault = StoreFault::BackupCannotCreate {
                path: shown(dest),
                error: e.to_string(),
            };
            StoreError::typed(Kind::CantCreate, &fault)
        };
        // Made here with its mode, never over a file or through a link.
        match super::create_private(dest) {
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                return Err(StoreError::typed(
                    Kind::CantCreate,
                    &StoreFault::BackupExists { path: shown(dest) },
                ))
            }
            Err(e) => return Err(cannot_create(&e)),
        }
        let mut out = Connection::open(dest).map_err(|e| cannot_create(&e))?;
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
                return Err(StoreError::typed(
                    Kind::NoInput,
                    &StoreFault::BackupMissing { path: shown(path) },
                ))
            }
            Err(e) => return Err(StoreError::typed(Kind::NoInput, &file_error(path, &e))),
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
            return Err(StoreError::typed(
                Kind::Data,
                &StoreFault::BackupNotEstafette { path: shown(path) },
            ));
        }
        let damage = integrity_problems(&conn)?;
        if !damage.is_empty() {
            let fault = StoreFault::Damaged {
                path: Some(shown(path)),
                problems: damage,
            };
            return Err(StoreError::typed(Kind::Data, &fault));
        }
        if v > LATEST_VERSION {
            let fault = StoreFault::BackupTooNew {
                path: shown(path),
                version: v,
                latest: LATEST_VERSION,
            };
            return Err(StoreError::typed(Kind::Data, &fault));
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
