//! Reading and delivering into a Maildir folder (`tmp/`, `new/`, `cur/`).
//!
//! This is shell code: it touches the file system and, for unique file
//! names, the clock and the process id.
//!
//! Invariants:
//! - a delivered message only ever appears complete: it is written and
//!   synced under `tmp/`, then moved into `new/` with one atomic link or
//!   rename, and `new/` itself is synced before [`Maildir::deliver`]
//!   returns, so a power cut cannot lose a message already reported
//!   delivered (and marked sent by the outbox);
//! - [`Maildir::mark_seen`] moves `new/NAME` to `cur/NAME:2,S` and is
//!   idempotent: if another process (or an earlier run) already moved the
//!   file, it reports that and succeeds;
//! - errors are `std::io::Error`s that keep their [`std::io::ErrorKind`] and
//!   name the path involved.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::mail::fault::MaildirFault;

/// A Maildir folder on disk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maildir {
    root: PathBuf,
}

/// One message file found in `new/`, known by its file name.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct MaildirEntry {
    /// The file name inside `new/` (no directory part).
    pub name: String,
}

/// Per-process counter for unique names.
static COUNTER: AtomicU64 = AtomicU64::new(0);

/// Wrap an I/O error with the path it concerns, keeping its kind: `what`
/// makes the sentence of the path and the system's words.
fn at(path: &Path, what: fn(String, String) -> MaildirFault, e: io::Error) -> io::Error {
    io::Error::new(e.kind(), what(path.display().to_string(), e.to_string()))
}

/// A failure of its own, of `kind`.
fn fault(kind: io::ErrorKind, fault: MaildirFault) -> io::Error {
    io::Error::new(kind, fault)
}

impl Maildir {
    /// Open the Maildir at `path`, creating it and its `tmp/`, `new/` and
    /// `cur/` subfolders if missing: for delivering into it.
    pub fn create(path: impl AsRef<Path>) -> io::Result<Maildir> {
        let root = path.as_ref().to_path_buf();
        for sub in ["tmp", "new", "cur"] {
            let dir = root.join(sub);
            fs::create_dir_all(&dir)
                .map_err(|e| at(&dir, |path, error| MaildirFault::CannotCreate { path, error }, e))?;
        }
        Ok(Maildir { root })
    }

    /// Open the existing Maildir at `path`, creating nothing: for reading
    /// it. A missing folder is an error of kind [`io::ErrorKind::NotFound`];
    /// a folder without `tmp/`, `new/` and `cur/` is not a Maildir
    /// ([`io::ErrorKind::InvalidData`]).
    pub fn open(path: impl AsRef<Path>) -> io::Result<Maildir> {
        let root = path.as_ref().to_path_buf();
        match fs::metadata(&root) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Err(fault(
                    io::ErrorKind::NotFound,
                    MaildirFault::NoMaildir {
                        path: root.display().to_string(),
                    },
                ))
            }
            Err(e) => return Err(at(&root, |path, error| MaildirFault::CannotOpen { path, error }, e)),
            Ok(m) if !m.is_dir() => {
                return Err(fault(
                    io::ErrorKind::InvalidData,
                    MaildirFault::IsFile {
                        path: root.display().to_string(),
                    },
                ))
            }
            Ok(_) => {}
        }
        let missing: Vec<&str> = ["tmp", "new", "cur"]
            .into_iter()
            .filter(|sub| !root.join(sub).is_dir())
            .collect();
        if !missing.is_empty() {
            return Err(fault(
                io::ErrorKind::InvalidData,
                MaildirFault::NotMaildir {
                    path: root.display().to_string(),
                    missing: missing.iter().map(|m| format!("{m}/")).collect::<Vec<_>>().join(", "),
                },
            ));
        }
        Ok(Maildir { root })
    }

    /// The folder's path.
    pub fn path(&self) -> &Path {
        &self.root
    }

    /// The messages waiting in `new/`, sorted by file name (which for the
    /// usual `<secs>.<unique>.<host>` names is roughly arrival order).
    /// Hidden files (starting with `.`) and names that are not UTF-8 are
    /// skipped.
    pub fn list_new(&self) -> io::Result<Vec<MaildirEntry>> {
        let dir = self.root.join("new");
        let mut out = Vec::new();
        for item in
            fs::read_dir(&dir).map_err(|e| at(&dir, |path, error| MaildirFault::CannotList { path, error }, e))?
        {
            let item = item.map_err(|e| at(&dir, |path, error| MaildirFault::CannotList { path, error }, e))?;
            let Ok(name) = item.file_name().into_string() else {
                continue;
            };
            if name.starts_with('.') {
                continue;
            }
            let is_file = item.file_type().map(|t| t.is_file()).unwrap_or(false);
            if is_file {
                out.push(MaildirEntry { name });
            }
        }
        out.sort();
        Ok(out)
    }

    /// The raw bytes of `entry`. If another process already moved it to
    /// `cur/`, it is read from there.
    pub fn read(&self, entry: &MaildirEntry) -> io::Result<Vec<u8>> {
        self.read_at_most(entry, usize::MAX)
    }

    /// Like [`Maildir::read`], but at most the first `max` bytes: a larger
    /// message is never held whole.
    pub fn read_at_most(&self, entry: &MaildirEntry, max: usize) -> io::Result<Vec<u8>> {
        check_name(&entry.name)?;
        let path = self.root.join("new").join(&entry.name);
        let read = |p: &Path| -> io::Result<Vec<u8>> {
            use io::Read;
            let f = fs::File::open(p)?;
            let size = f.metadata().map(|m| m.len()).unwrap_or(0);
            let mut out = Vec::with_capacity(usize::try_from(size).unwrap_or(max).min(max));
            f.take(u64::try_from(max).unwrap_or(u64::MAX)).read_to_end(&mut out)?;
            Ok(out)
        };
        match read(&path) {
            Ok(bytes) => Ok(bytes),
            Err(e) if e.kind() == io::ErrorKind::NotFound => match self.find_in_cur(&entry.name)? {
                Some(moved) => {
                    read(&moved).map_err(|e| at(&moved, |path, error| MaildirFault::CannotRead { path, error }, e))
                }
                None => Err(at(&path, |path, error| MaildirFault::CannotRead { path, error }, e)),
            },
            Err(e) => Err(at(&path, |path, error| MaildirFault::CannotRead { path, error }, e)),
        }
    }

    /// Move `new/NAME` to `cur/NAME:2,S` (seen). Returns `true` if this call
    /// moved it, `false` if it was no longer in `new/` (already moved by
    /// another process or an earlier call, or removed).
    pub fn mark_seen(&self, entry: &MaildirEntry) -> io::Result<bool> {
        check_name(&entry.name)?;
        let base = base_name(&entry.name);
        let from = self.root.join("new").join(&entry.name);
        let to = self.root.join("cur").join(format!("{base}:2,S"));
        match fs::rename(&from, &to) {
            Ok(()) => Ok(true),
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                // Gone from new/: someone else moved it. Make sure the
                // failure was not about cur/ itself.
                let cur = self.root.join("cur");
                if cur.is_dir() {
                    Ok(false)
                } else {
                    Err(at(&cur, |path, error| MaildirFault::MissingFolder { path, error }, e))
                }
            }
            Err(e) => Err(at(
                &from,
                |path, error| MaildirFault::CannotMoveToCur { path, error },
                e,
            )),
        }
    }

    /// Deliver `raw` as a new message (mode
    /// [`FILE_MODE`](crate::store::FILE_MODE)): written and synced under `tmp/`, then
    /// moved into `new/` under a unique name `<secs>.<pid>_<counter>.<host>`,
    /// and `new/` synced so that the move survives a power cut. Returns the
    /// path in `new/`. If that last sync fails the message is left in `new/`
    /// and the error returned: a caller that sends again may deliver it
    /// twice, but never reports delivered a message that can be lost.
    pub fn deliver(&self, raw: &[u8]) -> io::Result<PathBuf> {
        let new = self.move_into_new(raw)?;
        let dir = self.root.join("new");
        fs::File::open(&dir)
            .and_then(|d| d.sync_all())
            .map_err(|e| at(&dir, |path, error| MaildirFault::CannotSync { path, error }, e))?;
        Ok(new)
    }

    /// The file of [`Maildir::deliver`], written under `tmp/` and moved into
    /// `new/`; its path there.
    fn move_into_new(&self, raw: &[u8]) -> io::Result<PathBuf> {
        for _ in 0..100 {
            let name = unique_name();
            let tmp = self.root.join("tmp").join(&name);
            let new = self.root.join("new").join(&name);
            // Readable by its owner only (it may hold a player's army).
            let mut file = match crate::store::create_private(&tmp) {
                Ok(f) => f,
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(at(&tmp, |path, error| MaildirFault::CannotCreate { path, error }, e)),
            };
            let written = file.write_all(raw).and_then(|()| file.sync_all());
            drop(file);
            if let Err(e) = written {
                let _ = fs::remove_file(&tmp);
                return Err(at(&tmp, |path, error| MaildirFault::CannotWrite { path, error }, e));
            }
            // A hard link never replaces an existing file; fall back to a
            // rename on file systems without hard links.
            match fs::hard_link(&tmp, &new) {
                Ok(()) => {
                    let _ = fs::remove_file(&tmp);
                    return Ok(new);
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                    let _ = fs::remove_file(&tmp);
                    continue;
                }
                Err(_) => {
                    if new.exists() {
                        let _ = fs::remove_file(&tmp);
                        continue;
                    }
                    return match fs::rename(&tmp, &new) {
                        Ok(()) => Ok(new),
                        Err(e) => {
                            let _ = fs::remove_file(&tmp);
                            Err(at(
                                &new,
                                |path, error| MaildirFault::CannotMoveIntoNew { path, error },
                                e,
                            ))
                        }
                    };
                }
            }
        }
        Err(fault(
            io::ErrorKind::AlreadyExists,
            MaildirFault::NoFreeName {
                path: self.root.display().to_string(),
            },
        ))
    }

    /// A file in `cur/` that is `name` after `mark_seen` (same base name).
    fn find_in_cur(&self, name: &str) -> io::Result<Option<PathBuf>> {
        let base = base_name(name);
        let cur = self.root.join("cur");
        let exact = cur.join(format!("{base}:2,S"));
        if exact.is_file() {
            return Ok(Some(exact));
        }
        let prefix = format!("{base}:");
        for item in
            fs::read_dir(&cur).map_err(|e| at(&cur, |path, error| MaildirFault::CannotList { path, error }, e))?
        {
            let item = item.map_err(|e| at(&cur, |path, error| MaildirFault::CannotList { path, error }, e))?;
            let fname = item.file_name();
            let Some(fname) = fname.to_str() else {
                continue;
            };
            if fname == base || fname.starts_with(&prefix) {
                return Ok(Some(item.path()));
            }
        }
        Ok(None)
    }
}

/// Refuse names that would leave the folder or are not message files.
fn check_name(name: &str) -> io::Result<()> {
    if name.is_empty() || name.starts_with('.') || name.contains(['/', '\\', '\0']) {
        return Err(fault(
            io::ErrorKind::InvalidInput,
            MaildirFault::BadName { name: name.to_string() },
        ));
    }
    Ok(())
}

/// The unique part of a Maildir name, without any `:2,FLAGS` info.
fn base_name(name: &str) -> &str {
    name.split_once(':').map_or(name, |(b, _)| b)
}

/// `<secs>.<pid>_<counter>.<host>`, with `/` and `:` in the host name
/// escaped as the Maildir convention asks.
fn unique_name() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    format!("{secs}.{}_{n}.{}", std::process::id(), host_name())
}

fn host_name() -> String {
    let raw = fs::read_to_string("/proc/sys/kernel/hostname")
        .or_else(|_| fs::read_to_string("/etc/hostname"))
        .unwrap_or_default();
    let raw = raw.trim();
    let raw = if raw.is_empty() { "localhost" } else { raw };
    let mut out = String::with_capacity(raw.len());
    for c in raw.chars() {
        match c {
            '/' => out.push_str("\\057"),
            ':' => out.push_str("\\072"),
            c if c.is_ascii_graphic() => out.push(c),
            _ => out.push('_'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_well_formed() {
        let a = unique_name();
        let b = unique_name();
        assert_ne!(a, b);
        assert!(!a.contains('/') && !a.contains(':'), "{a}");
        assert_eq!(
            a.split('.').next().map(|s| s.bytes().all(|b| b.is_ascii_digit())),
            Some(true)
        );
        assert!(a.contains(&format!(".{}_", std::process::id())), "{a}");
    }

    fn temp() -> (tempfile::TempDir, Maildir) {
        let dir = tempfile::tempdir().unwrap();
        let md = Maildir::create(dir.path().join("inbox")).unwrap();
        (dir, md)
    }

    #[test]
    fn create_makes_the_three_folders_and_open_finds_them() {
        let (dir, md) = temp();
        for sub in ["tmp", "new", "cur"] {
            assert!(dir.path().join("inbox").join(sub).is_dir());
        }
        assert_eq!(md.path(), dir.path().join("inbox"));
        assert_eq!(Maildir::open(md.path()).unwrap(), md);
        assert_eq!(Maildir::create(md.path()).unwrap(), md);
        // A file where the folder should be is an error naming the path.
        let file = dir.path().join("plain");
        fs::write(&file, b"x").unwrap();
        let err = Maildir::create(&file).unwrap_err();
        assert!(err.to_string().contains("plain"), "{err}");
        let err = Maildir::open(&file).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::InvalidData);
    }

    #[test]
    fn open_creates_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nowhere");
        let err = Maildir::open(&missing).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::NotFound);
        assert!(err.to_string().contains("does not exist"), "{err}");
        assert!(!missing.exists());
        // A folder without new/, cur/ and tmp/ is not a Maildir.
        fs::create_dir(dir.path().join("bare")).unwrap();
        fs::create_dir(dir.path().join("bare/new")).unwrap();
        let err = Maildir::open(dir.path().join("bare")).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::InvalidData);
        assert!(err.to_string().contains("tmp/, cur/"), "{err}");
        assert!(!dir.path().join("bare/cur").exists());
    }

    #[test]
    fn an_error_carries_its_typed_sentence() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("plain");
        fs::write(&file, "x").unwrap();
        let err = Maildir::open(&file).unwrap_err();
        let fault = MaildirFault::of(&err);
        assert_eq!(
            fault,
            MaildirFault::IsFile {
                path: file.display().to_string()
            }
        );
        assert_eq!(fault.to_string(), err.to_string());
        let err = Maildir::create(file.join("sub")).unwrap_err();
        assert!(
            matches!(MaildirFault::of(&err), MaildirFault::CannotCreate { .. }),
            "{err}"
        );
        let other = io::Error::other("disk on fire");
        assert_eq!(
            MaildirFault::of(&other),
            MaildirFault::System {
                error: "disk on fire".into()
            }
        );
    }

    #[test]
    fn deliver_list_read_mark_seen() {
        let (_dir, md) = temp();
        let p1 = md.deliver(b"first\r\n").unwrap();
        let p2 = md.deliver(b"second\r\n").unwrap();
        assert!(p1.starts_with(md.path().join("new")) && p1.is_file());
        assert_ne!(p1, p2);
        assert_eq!(
            fs::read_dir(md.path().join("tmp")).unwrap().count(),
            0,
            "tmp/ is left empty"
        );
        // Hidden files and folders in new/ are not messages.
        fs::write(md.path().join("new/.hidden"), b"x").unwrap();
        fs::create_dir(md.path().join("new/sub")).unwrap();
        let list = md.list_new().unwrap();
        assert_eq!(list.len(), 2);
        assert!(list[0].name < list[1].name);
        let mut bodies: Vec<Vec<u8>> = list.iter().map(|e| md.read(e).unwrap()).collect();
        bodies.sort();
        assert_eq!(bodies, vec![b"first\r\n".to_vec(), b"second\r\n".to_vec()]);

        let e = &list[0];
        assert!(md.mark_seen(e).unwrap(), "first call moves it");
        assert!(md.path().join("cur").join(format!("{}:2,S", e.name)).is_file());
        assert!(!md.mark_seen(e).unwrap(), "second call is a no-op");
        assert_eq!(md.list_new().unwrap(), vec![list[1].clone()]);
        // Still readable after the move.
        assert!(!md.read(e).unwrap().is_empty());
    }

    // That a delivered message survives a power cut (the file and `new/`
    // are synced) cannot be tested without cutting the power; this checks
    // that the sync of `new/` leaves the delivery where it belongs.
    #[test]
    fn a_delivery_lands_in_new_with_new_synced() {
        let (_dir, md) = temp();
        let path = md.deliver(b"Subject: x\r\n\r\nbody\r\n").unwrap();
        assert_eq!(path.parent(), Some(md.path().join("new").as_path()));
        assert_eq!(fs::read(&path).unwrap(), b"Subject: x\r\n\r\nbody\r\n");
        let name = path.file_name().and_then(|n| n.to_str()).unwrap().to_string();
        assert_eq!(md.list_new().unwrap(), vec![MaildirEntry { name }]);
        assert_eq!(fs::read_dir(md.path().join("tmp")).unwrap().count(), 0);
        assert_eq!(fs::read_dir(md.path().join("cur")).unwrap().count(), 0);
    }

    #[test]
    fn another_process_moving_the_file_is_fine() {
        let (_dir, md) = temp();
        md.deliver(b"x").unwrap();
        let e = md.list_new().unwrap().remove(0);
        let elsewhere = md.path().join("cur").join(format!("{}:2,RS", e.name));
        fs::rename(md.path().join("new").join(&e.name), &elsewhere).unwrap();
        assert!(!md.mark_seen(&e).unwrap());
        assert_eq!(md.read(&e).unwrap(), b"x");
        fs::remove_file(&elsewhere).unwrap();
        assert!(!md.mark_seen(&e).unwrap(), "gone entirely: still no error");
        assert_eq!(md.read(&e).unwrap_err().kind(), io::ErrorKind::NotFound);
    }

    #[test]
    fn bad_entry_names_are_refused() {
        let (_dir, md) = temp();
        for name in ["", "../escape", ".hidden", "a/b", "a\\b"] {
            let e = MaildirEntry { name: name.to_string() };
            assert_eq!(md.read(&e).unwrap_err().kind(), io::ErrorKind::InvalidInput, "{name}");
            assert_eq!(
                md.mark_seen(&e).unwrap_err().kind(),
                io::ErrorKind::InvalidInput,
                "{name}"
            );
        }
    }

    #[test]
    fn concurrent_deliveries_get_unique_names() {
        let (_dir, md) = temp();
        std::thread::scope(|s| {
            for t in 0..4u8 {
                let md = &md;
                s.spawn(move || {
                    for i in 0..25u8 {
                        md.deliver(&[t, i]).unwrap();
                    }
                });
            }
        });
        let list = md.list_new().unwrap();
        assert_eq!(list.len(), 100);
        let mut bodies: Vec<Vec<u8>> = list.iter().map(|e| md.read(e).unwrap()).collect();
        bodies.sort();
        bodies.dedup();
        assert_eq!(bodies.len(), 100);
    }

    #[test]
    fn base_name_strips_info() {
        assert_eq!(base_name("123.4_5.host:2,S"), "123.4_5.host");
        assert_eq!(base_name("123.4_5.host"), "123.4_5.host");
    }
}
