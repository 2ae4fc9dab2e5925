//! A thin layer over SQLite's own (unix) file system that joins the writes
//! of the write-ahead log.
//!
//! SQLite writes each frame of its log as two `pwrite`s: the frame's 24-byte
//! header, then the page right after it. A frame is 4,120 bytes, so the page
//! straddles two of the kernel's pages, and every frame costs three page
//! updates in the kernel and two system calls. This layer gathers the log's
//! consecutive writes in a buffer and hands them to the unix file system in
//! writes of up to 64 KiB, so a commit of a hundred frames is seven
//! `pwrite`s instead of two hundred.
//!
//! What SQLite must never see is a log that lacks a frame it has published.
//! A committed transaction is published (in the shared-memory index that
//! readers follow) only after its last frame, the commit frame, is written:
//! its header carries the database's size in pages (bytes 4..8, zero in every
//! other frame), and the page follows it. So the buffer goes to the file
//!
//! - right after the page of a commit frame, before SQLite goes on to
//!   publish the transaction (under `synchronous=FULL` it syncs the log then,
//!   which also flushes);
//! - before any other operation on the log (read, sync, size, truncation,
//!   lock, file control, close), so that SQLite reading back a frame it
//!   wrote, a checkpoint copying frames, or a reset of the log find it
//!   exactly as if written at once;
//! - before a write that does not continue the buffer (SQLite rewriting an
//!   earlier frame of the same transaction), and when the buffer reaches
//!   [`LIMIT`].
//!
//! Flushing more often than this is always safe; a frame not yet flushed
//! belongs to a transaction not yet committed, which a crash loses either
//! way. Only the log is layered: the database file, its journal and its
//! shared memory are SQLite's unix files unchanged, and the files on disk are
//! the same bytes any SQLite reads. The layer is registered under its own
//! name ([`name`]) and only the store opens databases through it.

use std::ffi::{c_char, c_int, c_void, CStr};
use std::ptr;
use std::sync::OnceLock;

use rusqlite::ffi;

/// The name the layer is registered under.
const NAME: &CStr = c"estafette-unix";

/// The most bytes kept before they are written even though the transaction
/// goes on (a batch of 25 moves writes about 400 KB of log).
const LIMIT: usize = 256 << 10;

/// A log file: SQLite's view (`base`, whose methods are [`METHODS`]), the
/// unix file it wraps (in the same allocation, after this header) and the
/// writes not yet made.
#[repr(C)]
struct LogFile {
    base: ffi::sqlite3_file,
    real: *mut ffi::sqlite3_file,
    buf: Vec<u8>,
    /// Offset in the file of `buf[0]`.
    at: i64,
    /// The last write was a commit frame's header: the next (its page)
    /// ends the transaction's frames.
    commit_next: bool,
    /// Writes handed to the unix file so far (for the tests).
    writes: u64,
}

/// Room for a [`LogFile`] before the unix file in each file's allocation,
/// rounded up to keep the unix file aligned.
const HEADER: usize = std::mem::size_of::<LogFile>().next_multiple_of(16);

struct Vfs(*mut ffi::sqlite3_vfs);
// The VFS objects are only read after registration (SQLite's own rule).
unsafe impl Send for Vfs {}
unsafe impl Sync for Vfs {}

/// The unix VFS the layer wraps, and whether the layer was registered.
static REGISTERED: OnceLock<Option<Vfs>> = OnceLock::new();

/// The name to open databases with: the layer, registered on first use;
/// `None` (open with SQLite's default) if it could not be registered.
pub(crate) fn name() -> Option<&'static CStr> {
    REGISTERED.get_or_init(register).as_ref().map(|_| NAME)
}

fn register() -> Option<Vfs> {
    // SAFETY: sqlite3_vfs_find initialises SQLite if needed and returns the
    // default VFS or null; the copy is leaked, so it lives as long as SQLite
    // may use it, and is registered once (OnceLock).
    unsafe {
        let real = ffi::sqlite3_vfs_find(ptr::null());
        if real.is_null() || (*real).xOpen.is_none() {
            return None;
        }
        let mut ours = *real;
        ours.pNext = ptr::null_mut();
        ours.zName = NAME.as_ptr();
        ours.szOsFile = c_int::try_from(HEADER).ok()?.checked_add((*real).szOsFile)?;
        ours.xOpen = Some(x_open);
        let ours = Box::leak(Box::new(ours));
        (ffi::sqlite3_vfs_register(ours, 0) == ffi::SQLITE_OK).then_some(Vfs(real))
    }
}

fn real_vfs() -> *mut ffi::sqlite3_vfs {
    match REGISTERED.get() {
        Some(Some(v)) => v.0,
        _ => ptr::null_mut(),
    }
}

unsafe extern "C" fn x_open(
    _vfs: *mut ffi::sqlite3_vfs,
    name: *const c_char,
    file: *mut ffi::sqlite3_file,
    flags: c_int,
    out_flags: *mut c_int,
) -> c_int {
    let real = real_vfs();
    // SAFETY: `real` is the registered unix VFS; `file` has room for
    // HEADER + the unix file (szOsFile), as SQLite allocates it.
    unsafe {
        let Some(open) = real.as_ref().and_then(|v| v.xOpen) else {
            return ffi::SQLITE_CANTOPEN;
        };
        if flags & ffi::SQLITE_OPEN_WAL == 0 {
            return open(real, name, file, flags, out_flags);
        }
        (*file).pMethods = ptr::null();
        let inner = file.cast::<u8>().add(HEADER).cast::<ffi::sqlite3_file>();
        (*inner).pMethods = ptr::null();
        let rc = open(real, name, inner, flags, out_flags);
        if (*inner).pMethods.is_null() {
            // Nothing to close: SQLite will not call ours.
            return rc;
        }
        ptr::write(
            file.cast::<LogFile>(),
            LogFile {
                base: ffi::sqlite3_file { pMethods: &METHODS },
                real: inner,
                buf: Vec::new(),
                at: 0,
                commit_next: false,
                writes: 0,
            },
        );
        rc
    }
}

static METHODS: ffi::sqlite3_io_methods = ffi::sqlite3_io_methods {
    iVersion: 3,
    xClose: Some(x_close),
    xRead: Some(x_read),
    xWrite: Some(x_write),
    xTruncate: Some(x_truncate),
    xSync: Some(x_sync),
    xFileSize: Some(x_file_size),
    xLock: Some(x_lock),
    xUnlock: Some(x_unlock),
    xCheckReservedLock: Some(x_check_reserved_lock),
    xFileControl: Some(x_file_control),
    xSectorSize: Some(x_sector_size),
    xDeviceCharacteristics: Some(x_device_characteristics),
    xShmMap: Some(x_shm_map),
    xShmLock: Some(x_shm_lock),
    xShmBarrier: Some(x_shm_barrier),
    xShmUnmap: Some(x_shm_unmap),
    xFetch: Some(x_fetch),
    xUnfetch: Some(x_unfetch),
};

/// The layer's file behind SQLite's pointer, and the unix file's methods.
///
/// SAFETY: `f` must be a file [`x_open`] set up as a log (its methods are
/// [`METHODS`], which SQLite calls only on such files).
unsafe fn parts<'a>(f: *mut ffi::sqlite3_file) -> (&'a mut LogFile, &'a ffi::sqlite3_io_methods) {
    unsafe {
        let log = &mut *f.cast::<LogFile>();
        let methods = &*(*log.real).pMethods;
        (log, methods)
    }
}

/// The most bytes handed to the unix file in one write: it writes at most
/// 128 KiB - 1 at a time (and reports a disk full beyond).
const CHUNK: usize = 64 << 10;

/// Write what the buffer holds, in writes of up to [`CHUNK`] bytes. The
/// buffer is emptied either way: after a failed write SQLite abandons the
/// transaction.
unsafe fn flush(log: &mut LogFile, methods: &ffi::sqlite3_io_methods) -> c_int {
    log.commit_next = false;
    let Some(write) = methods.xWrite else {
        return ffi::SQLITE_IOERR_WRITE;
    };
    let mut rc = ffi::SQLITE_OK;
    let mut at = log.at;
    for chunk in log.buf.chunks(CHUNK) {
        // SAFETY: the unix file is open; `chunk` is at most CHUNK bytes.
        rc = unsafe { write(log.real, chunk.as_ptr().cast(), chunk.len() as c_int, at) };
        if rc != ffi::SQLITE_OK {
            break;
        }
        at += chunk.len() as i64;
        log.writes += 1;
    }
    log.buf.clear();
    rc
}

unsafe extern "C" fn x_write(f: *mut ffi::sqlite3_file, data: *const c_void, amt: c_int, off: i64) -> c_int {
    unsafe {
        let (log, methods) = parts(f);
        let Ok(len) = usize::try_from(amt) else {
            return ffi::SQLITE_IOERR_WRITE;
        };
        if len == 0 || data.is_null() {
            return if len == 0 {
                ffi::SQLITE_OK
            } else {
                ffi::SQLITE_IOERR_WRITE
            };
        }
        let bytes = std::slice::from_raw_parts(data.cast::<u8>(), len);
        let ends_commit = log.commit_next;
        if !log.buf.is_empty() && i64::try_from(log.buf.len()).ok().and_then(|n| log.at.checked_add(n)) != Some(off) {
            let rc = flush(log, methods);
            if rc != ffi::SQLITE_OK {
                return rc;
            }
        }
        if log.buf.is_empty() {
            log.at = off;
        }
        log.buf.extend_from_slice(bytes);
        // A frame header is the log's only 24-byte write; a commit frame's
        // names the database's size in pages.
        log.commit_next = len == 24 && bytes[4..8] != [0; 4];
        if ends_commit || log.buf.len() >= LIMIT {
            return flush(log, methods);
        }
        ffi::SQLITE_OK
    }
}

unsafe extern "C" fn x_close(f: *mut ffi::sqlite3_file) -> c_int {
    unsafe {
        let (log, methods) = parts(f);
        let flushed = flush(log, methods);
        let closed = methods.xClose.map_or(ffi::SQLITE_OK, |close| close(log.real));
        ptr::drop_in_place(&mut log.buf);
        if flushed != ffi::SQLITE_OK {
            flushed
        } else {
            closed
        }
    }
}

/// Flush, then call the unix file's method `m` with `args`.
macro_rules! flush_then {
    ($f:expr, $m:ident, $($arg:expr),*) => {
        unsafe {
            let (log, methods) = parts($f);
            let rc = flush(log, methods);
            if rc != ffi::SQLITE_OK {
                return rc;
            }
            match methods.$m {
                Some(m) => m(log.real, $($arg),*),
                None => ffi::SQLITE_IOERR,
            }
        }
    };
}

unsafe extern "C" fn x_read(f: *mut ffi::sqlite3_file, buf: *mut c_void, amt: c_int, off: i64) -> c_int {
    flush_then!(f, xRead, buf, amt, off)
}

unsafe extern "C" fn x_truncate(f: *mut ffi::sqlite3_file, size: i64) -> c_int {
    flush_then!(f, xTruncate, size)
}

unsafe extern "C" fn x_sync(f: *mut ffi::sqlite3_file, flags: c_int) -> c_int {
    flush_then!(f, xSync, flags)
}

unsafe extern "C" fn x_file_size(f: *mut ffi::sqlite3_file, size: *mut i64) -> c_int {
    flush_then!(f, xFileSize, size)
}

unsafe extern "C" fn x_lock(f: *mut ffi::sqlite3_file, level: c_int) -> c_int {
    flush_then!(f, xLock, level)
}

unsafe extern "C" fn x_unlock(f: *mut ffi::sqlite3_file, level: c_int) -> c_int {
    flush_then!(f, xUnlock, level)
}

unsafe extern "C" fn x_check_reserved_lock(f: *mut ffi::sqlite3_file, out: *mut c_int) -> c_int {
    flush_then!(f, xCheckReservedLock, out)
}

unsafe extern "C" fn x_file_control(f: *mut ffi::sqlite3_file, op: c_int, arg: *mut c_void) -> c_int {
    flush_then!(f, xFileControl, op, arg)
}

unsafe extern "C" fn x_shm_map(
    f: *mut ffi::sqlite3_file,
    page: c_int,
    size: c_int,
    extend: c_int,
    out: *mut *mut c_void,
) -> c_int {
    flush_then!(f, xShmMap, page, size, extend, out)
}

unsafe extern "C" fn x_shm_lock(f: *mut ffi::sqlite3_file, offset: c_int, n: c_int, flags: c_int) -> c_int {
    flush_then!(f, xShmLock, offset, n, flags)
}

unsafe extern "C" fn x_shm_unmap(f: *mut ffi::sqlite3_file, delete: c_int) -> c_int {
    flush_then!(f, xShmUnmap, delete)
}

unsafe extern "C" fn x_fetch(f: *mut ffi::sqlite3_file, off: i64, amt: c_int, out: *mut *mut c_void) -> c_int {
    flush_then!(f, xFetch, off, amt, out)
}

unsafe extern "C" fn x_unfetch(f: *mut ffi::sqlite3_file, off: i64, p: *mut c_void) -> c_int {
    flush_then!(f, xUnfetch, off, p)
}

unsafe extern "C" fn x_shm_barrier(f: *mut ffi::sqlite3_file) {
    unsafe {
        // SQLite calls the shared-memory methods on the database file, not
        // on the log; forwarded all the same, after a flush (whose failure
        // cannot be reported here, and is left to the commit to find).
        let (log, methods) = parts(f);
        flush(log, methods);
        if let Some(m) = methods.xShmBarrier {
            m(log.real);
        }
    }
}

unsafe extern "C" fn x_sector_size(f: *mut ffi::sqlite3_file) -> c_int {
    unsafe {
        let (log, methods) = parts(f);
        methods.xSectorSize.map_or(4096, |m| m(log.real))
    }
}

unsafe extern "C" fn x_device_characteristics(f: *mut ffi::sqlite3_file) -> c_int {
    unsafe {
        let (log, methods) = parts(f);
        methods.xDeviceCharacteristics.map_or(0, |m| m(log.real))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rusqlite::{Connection, OpenFlags};

    fn open(path: &std::path::Path) -> Connection {
        let c = Connection::open_with_flags_and_vfs(path, OpenFlags::default(), name().expect("the layer registers"))
            .unwrap();
        let _: String = c.query_row("PRAGMA journal_mode=WAL", [], |r| r.get(0)).unwrap();
        c
    }

    /// The writes the layer made to `c`'s log so far.
    fn log_writes(c: &Connection) -> u64 {
        let mut file: *mut ffi::sqlite3_file = ptr::null_mut();
        // SAFETY: the journal pointer of a WAL database is its log file,
        // opened by the layer (its methods say so).
        unsafe {
            let rc = ffi::sqlite3_file_control(
                c.handle(),
                c"main".as_ptr(),
                ffi::SQLITE_FCNTL_JOURNAL_POINTER,
                (&raw mut file).cast(),
            );
            assert_eq!(rc, ffi::SQLITE_OK);
            assert!(
                !file.is_null() && ptr::eq((*file).pMethods, &METHODS),
                "the log is the layer's"
            );
            (*file.cast::<LogFile>()).writes
        }
    }

    #[test]
    fn a_commit_is_a_few_joined_writes() {
        let dir = tempfile::tempdir().unwrap();
        let c = open(&dir.path().join("t.db"));
        c.execute_batch("PRAGMA synchronous=FULL; CREATE TABLE t (b BLOB);")
            .unwrap();
        let before = log_writes(&c);
        // About 50 pages of log in one commit: 100 writes without the layer.
        c.execute_batch("BEGIN").unwrap();
        for _ in 0..50 {
            c.execute("INSERT INTO t VALUES (?1)", [vec![7u8; 4000]]).unwrap();
        }
        c.execute_batch("COMMIT").unwrap();
        let writes = log_writes(&c) - before;
        assert!((1..=5).contains(&writes), "{writes} writes for one commit");
        let wal = std::fs::metadata(dir.path().join("t.db-wal")).unwrap().len();
        assert!(wal > 50 * 4120, "the frames are in the file: {wal} bytes");
    }

    /// Every commit made through the layer, in either durability, big or
    /// small, after a spill of pages in the middle of a transaction or a
    /// rollback, is seen at once and whole by a connection of SQLite's own
    /// (which reads the log from the file), and the database checks out.
    #[test]
    fn what_the_layer_commits_reads_the_same_from_the_file() {
        for sync in ["FULL", "NORMAL"] {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("t.db");
            let w = open(&path);
            w.execute_batch(&format!(
                "PRAGMA synchronous={sync}; PRAGMA cache_size=8; CREATE TABLE t (n INTEGER, b BLOB);"
            ))
            .unwrap();
            let r = Connection::open(&path).unwrap();
            let (mut rows, mut bytes) = (0i64, 0i64);
            let mut seed = 0x2545_f491_u32;
            let mut next = |m: u32| {
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                seed % m
            };
            for round in 0..120 {
                let n = 1 + next(30) as i64;
                let size = [10, 900, 5000, 70_000][next(4) as usize] as i64;
                let keep = next(5) != 0;
                w.execute_batch("BEGIN").unwrap();
                for i in 0..n {
                    w.execute("INSERT INTO t VALUES (?1, zeroblob(?2))", [round * 100 + i, size])
                        .unwrap();
                }
                // Reading back in the transaction (pages spilled to the log
                // and read again with a cache this small).
                let mine: i64 = w.query_row("SELECT count(*) FROM t", [], |x| x.get(0)).unwrap();
                assert_eq!(mine, rows + n);
                if round % 7 == 3 {
                    w.execute("UPDATE t SET b = zeroblob(20) WHERE n % 3 = 0", []).unwrap();
                    w.execute_batch("ROLLBACK").unwrap();
                } else if keep {
                    w.execute_batch("COMMIT").unwrap();
                    rows += n;
                    bytes += n * size;
                } else {
                    w.execute_batch("ROLLBACK").unwrap();
                }
                let seen: (i64, i64) = r
                    .query_row("SELECT count(*), coalesce(sum(length(b)), 0) FROM t", [], |x| {
                        Ok((x.get(0)?, x.get(1)?))
                    })
                    .unwrap();
                assert_eq!(seen, (rows, bytes), "{sync}, round {round}");
                if round % 40 == 39 {
                    // A checkpoint by either side, then more log.
                    let who = if round % 80 == 39 { &w } else { &r };
                    who.query_row("PRAGMA wal_checkpoint(RESTART)", [], |_| Ok(())).unwrap();
                }
            }
            drop(w);
            let ok: String = r.query_row("PRAGMA integrity_check", [], |x| x.get(0)).unwrap();
            assert_eq!(ok, "ok");
            drop(r);
            let again = Connection::open(&path).unwrap();
            let seen: (i64, i64) = again
                .query_row("SELECT count(*), coalesce(sum(length(b)), 0) FROM t", [], |x| {
                    Ok((x.get(0)?, x.get(1)?))
                })
                .unwrap();
            assert_eq!(seen, (rows, bytes), "{sync}, reopened");
        }
    }

    #[test]
    fn other_files_are_sqlites_own() {
        let dir = tempfile::tempdir().unwrap();
        let c = open(&dir.path().join("t.db"));
        let mut file: *mut ffi::sqlite3_file = ptr::null_mut();
        // SAFETY: the file pointer of the main database.
        unsafe {
            let rc = ffi::sqlite3_file_control(
                c.handle(),
                c"main".as_ptr(),
                ffi::SQLITE_FCNTL_FILE_POINTER,
                (&raw mut file).cast(),
            );
            assert_eq!(rc, ffi::SQLITE_OK);
            assert!(!ptr::eq((*file).pMethods, &METHODS));
        }
    }
}
