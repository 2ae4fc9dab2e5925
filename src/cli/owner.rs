//! Who runs the command and who owns the referee's files: the effective
//! user (from `/proc/self/status`, Linux), users by name or number (from
//! `/etc/passwd`), and `init --owner`'s change of owner. Read from files,
//! so that the crate keeps no `unsafe` code of its own; where they cannot
//! be read (another system) the user is not known and nothing is assumed.

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

/// A user of the system: its number, its group's and its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub uid: u32,
    pub gid: u32,
    pub name: String,
}

/// The user this process runs as (its effective user id), if known.
pub fn me() -> Option<User> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find_map(|l| l.strip_prefix("Uid:"))?;
    let uid: u32 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(by_uid(uid))
}

/// The user of number `uid`, named from `/etc/passwd` (by its number
/// when it is not there).
pub fn by_uid(uid: u32) -> User {
    passwd().into_iter().find(|u| u.uid == uid).unwrap_or_else(|| User {
        uid,
        gid: uid,
        name: uid.to_string(),
    })
}

/// The user named `name` (or of that number), if the system has one.
pub fn by_name(name: &str) -> Option<User> {
    let all = passwd();
    let found = all.iter().find(|u| u.name == name).cloned();
    found.or_else(|| {
        name.parse()
            .ok()
            .and_then(|uid: u32| all.into_iter().find(|u| u.uid == uid))
    })
}

/// The users of `/etc/passwd`.
fn passwd() -> Vec<User> {
    let text = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            let f: Vec<&str> = line.split(':').collect();
            Some(User {
                name: f.first()?.to_string(),
                uid: f.get(2)?.parse().ok()?,
                gid: f.get(3)?.parse().ok()?,
            })
        })
        .collect()
}

/// The owner of the file or folder `path`, if it is there.
pub fn owner_of(path: &Path) -> Option<User> {
    std::fs::symlink_metadata(path).ok().map(|m| by_uid(m.uid()))
}

/// The database `db` and the files SQLite keeps beside it, then the key
/// file `key`: those that are there.
pub fn referee_files(db: &Path, key: &Path) -> Vec<PathBuf> {
    let mut out = vec![db.to_path_buf()];
    for suffix in ["-wal", "-shm"] {
        let mut p = db.as_os_str().to_owned();
        p.push(suffix);
        out.push(PathBuf::from(p));
    }
    out.push(key.to_path_buf());
    out.retain(|p| std::fs::symlink_metadata(p).is_ok());
    out
}

/// The folder a file `path` is in (`.` for a bare name).
pub fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Give each of `files` to `user` (and its group); the first failure, with
/// the file, in the system's words.
pub fn give(files: &[PathBuf], user: &User) -> Result<(), (PathBuf, std::io::Error)> {
    for f in files {
        std::os::unix::fs::chown(f, Some(user.uid), Some(user.gid)).map_err(|e| (f.clone(), e))?;
    }
    Ok(())
}
