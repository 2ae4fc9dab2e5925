//! Messages taken in by the group: [`Service::batch`], the Maildir `poll`
//! and the IMAP poll's intake.

use super::read::Mail;
use super::{Error, Ingested, Kind, Result, Service, ServiceError};
use crate::exit::Inner;
use crate::mail::fault::MaildirFault;
use crate::mail::maildir::{Maildir, MaildirEntry};
use crate::store::StoreError;
use std::path::Path;

impl Service {
    /// Run `f` with every write it makes through this service grouped in
    /// one transaction (see [`Store::begin_batch`](crate::store::Store::begin_batch)): committed when `f`
    /// returns, rolled back whole if `f` panics or the commit fails.
    pub fn batch<T>(&mut self, f: impl FnOnce(&mut Service) -> T) -> Result<T> {
        self.run_batch(true, f)?
            .ok_or_else(|| Error::typed(Kind::Temporary, &ServiceError::BatchSpoiled))
    }

    /// Run `f` in a batch, guarded (a savepoint per write) or not, and
    /// commit it; `None` when an unguarded batch was spoiled, which is then
    /// rolled back (a guarded one with a write that could not be undone
    /// fails to commit instead).
    pub(super) fn run_batch<T>(&mut self, guarded: bool, f: impl FnOnce(&mut Service) -> T) -> Result<Option<T>> {
        let temporary =
            |what: fn(Inner) -> ServiceError, e: StoreError| Error::typed(Kind::Temporary, &what(Inner::from(&e)));
        let begun = if guarded {
            self.store.begin_batch()
        } else {
            self.store.begin_batch_unguarded()
        };
        begun.map_err(|e| Error {
            kind: Kind::Temporary,
            ..Error::from(e)
        })?;
        let noted = self.notes_len();
        let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(self)));
        if out.is_err() || self.store.batch_spoiled() {
            // Rolled back below: its messages are taken in again later.
            self.forget_notes_after(noted);
        }
        match out {
            Ok(_) if !guarded && self.store.batch_spoiled() => {
                self.store
                    .end_batch(false)
                    .map_err(|e| temporary(|error| ServiceError::RollBack { error }, e))?;
                Ok(None)
            }
            Ok(value) => {
                if let Err(e) = self.store.end_batch(true) {
                    self.forget_notes_after(noted);
                    return Err(temporary(|error| ServiceError::CommitBatch { error }, e));
                }
                Ok(Some(value))
            }
            Err(panic) => {
                let _ = self.store.end_batch(false);
                std::panic::resume_unwind(panic)
            }
        }
    }

    /// [`Service::batch`] without a savepoint for each write
    /// ([`Store::begin_batch_unguarded`](crate::store::Store::begin_batch_unguarded)), for work that can be done again
    /// from the start: `f` must stop as soon as
    /// [`Service::batch_spoiled`] says a write failed (its half could not
    /// be undone alone). The batch is then rolled back whole and `f` runs
    /// again in a guarded batch, where each write is undone alone, so the
    /// end is the same as [`Service::batch`]'s; a failure costs the batch
    /// done twice, and the usual case a copy of every page each write
    /// changes less.
    pub fn batch_unguarded<T>(&mut self, mut f: impl FnMut(&mut Service) -> T) -> Result<T> {
        match self.run_batch(false, &mut f)? {
            Some(value) => Ok(value),
            None => self.batch(f),
        }
    }

    /// Whether a write of the open unguarded batch failed: see
    /// [`Service::batch_unguarded`].
    pub fn batch_spoiled(&self) -> bool {
        self.store.batch_spoiled()
    }
}

/// Process every message in a Maildir's new/ folder, moving each to cur/
/// only after its transaction has committed.
pub fn poll_maildir(svc: &mut Service, dir: &Path) -> Result<Vec<Ingested>> {
    let mut out = Vec::new();
    poll_maildir_with(svc, dir, &|| false, &mut |_, r| out.push(r))?;
    Ok(out)
}

/// [`poll_maildir`], calling `stop` before each message (the messages left
/// stay in new/ for the next poll) and handing each result, with the
/// message's file name, to `each` once it is committed and moved to cur/.
///
/// Messages are taken in `config.poll_batch` at a time in one transaction
/// ([`Service::batch`]); a batch is committed before any of its messages is
/// moved, so a crash at any point leaves every message either committed or
/// still in new/ (where the next poll takes it again; one already
/// committed is then a duplicate and only moved). A temporary failure ends
/// the poll after committing the messages before it.
pub fn poll_maildir_with(
    svc: &mut Service,
    dir: &Path,
    stop: &dyn Fn() -> bool,
    each: &mut dyn FnMut(&str, Ingested),
) -> Result<usize> {
    // A folder that is not there, or is not a Maildir, is a mistake to fix,
    // not a failure to wait out.
    let md = Maildir::open(dir).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => maildir_open(Kind::NoInput, e),
        std::io::ErrorKind::InvalidData => maildir_open(Kind::Data, e),
        _ => maildir_err(e),
    })?;
    let entries = md.list_new().map_err(maildir_err)?;
    // Never more than the size limit and one byte: a larger message is
    // refused as too large from its header.
    let max = svc.config.max_message_bytes.saturating_add(1);
    let batch = svc.config.poll_batch.max(1);
    let mut n = 0;
    let mut rest = &entries[..];
    while !rest.is_empty() {
        // Read and parsed before the batch takes the write lock, so that
        // another process's write (an MTA's `ingest`) waits only for the
        // batch's writes.
        let (raws, failure) = read_ahead(&md, rest, batch, max);
        let mut mails = Vec::with_capacity(raws.len());
        let mut failure = failure;
        for raw in &raws {
            match svc.read_mail(raw) {
                Ok(mail) => mails.push(mail),
                Err(e) => {
                    failure = Some(e);
                    break;
                }
            }
        }
        let (chunk, after) = rest.split_at(raws.len());
        rest = after;
        // In a batch it may run twice: a message whose write fails spoils
        // the unguarded batch, which is then rolled back and run again with
        // each message's writes guarded (see `Service::batch_unguarded`).
        // Nothing of a batch is marked seen before it commits, so a message
        // handled in a rolled-back run is simply handled again.
        let ingest_all = |svc: &mut Service| ingest_chunk(svc, chunk, &mails, stop);
        let taken = if batch == 1 {
            ingest_all(svc)
        } else {
            svc.batch_unguarded(ingest_all)?
        };
        let all = taken.done.len() == mails.len();
        for (entry, r) in taken.done {
            md.mark_seen(entry).map_err(maildir_err)?;
            each(&entry.name, r);
            n += 1;
        }
        if let Some(e) = taken.failure.or(failure.filter(|_| all)) {
            return Err(e);
        }
        if taken.stopped {
            break;
        }
    }
    Ok(n)
}

/// The most bytes of messages a poll reads ahead of a batch: a batch ends
/// before `poll_batch` messages when they come to this much (and holds at
/// least one message, whatever its size).
const READ_AHEAD: usize = 16 << 20;

/// The next messages of `entries` for a batch, read (each up to `max`
/// bytes): up to `batch` of them and [`READ_AHEAD`] bytes, and the failure
/// to read the one after the last, which ends the poll once those are
/// taken in.
fn read_ahead(md: &Maildir, entries: &[MaildirEntry], batch: usize, max: usize) -> (Vec<Vec<u8>>, Option<Error>) {
    let mut raws: Vec<Vec<u8>> = Vec::new();
    let mut bytes = 0usize;
    for entry in entries.iter().take(batch) {
        if bytes >= READ_AHEAD {
            break;
        }
        match md.read_at_most(entry, max) {
            Ok(raw) => {
                bytes = bytes.saturating_add(raw.len());
                raws.push(raw);
            }
            Err(e) => return (raws, Some(maildir_err(e))),
        }
    }
    (raws, None)
}

/// What a poll did with one chunk of its messages.
struct Taken<'e> {
    /// Each message taken in, in order, with its result.
    done: Vec<(&'e MaildirEntry, Ingested)>,
    /// The failure that ended the chunk early.
    failure: Option<Error>,
    /// `stop` ended the chunk early.
    stopped: bool,
}

/// Take in the messages `mails` read from `chunk` in order, until one
/// fails, a write spoils the batch, or `stop` says so.
fn ingest_chunk<'e>(
    svc: &mut Service,
    chunk: &'e [MaildirEntry],
    mails: &[Mail<'_>],
    stop: &dyn Fn() -> bool,
) -> Taken<'e> {
    let mut taken = Taken {
        done: Vec::with_capacity(mails.len()),
        failure: None,
        stopped: false,
    };
    for (entry, mail) in chunk.iter().zip(mails) {
        if stop() {
            taken.stopped = true;
            break;
        }
        let r = svc.take_in(mail.clone());
        if svc.batch_spoiled() {
            break;
        }
        match r {
            Ok(r) => taken.done.push((entry, r)),
            Err(e) => {
                taken.failure = Some(e);
                break;
            }
        }
    }
    taken
}

/// A Maildir that cannot be read or written now: worth another try.
fn maildir_err(e: std::io::Error) -> Error {
    let error = Inner::of(&MaildirFault::of(&e));
    Error::typed(Kind::Temporary, &ServiceError::Maildir { error })
}

/// A Maildir that cannot be opened, a mistake to fix (`kind`).
fn maildir_open(kind: Kind, e: std::io::Error) -> Error {
    let error = Inner::of(&MaildirFault::of(&e));
    Error::typed(kind, &ServiceError::MaildirOpen { error })
}

/// The referee as an IMAP poll's [`Intake`](crate::mail::imap::Intake):
/// messages taken in `config.poll_batch` at a time in one batch
/// ([`Store::begin_batch`](crate::store::Store::begin_batch)), committed when the poll asks (before it marks
/// them on the server). `stop` is asked before each message; once it says
/// yes, the rest are refused and stay unseen. A batch left open (an error
/// that ends the poll, a panic) is rolled back when this is dropped, so its
/// messages, still unseen, are taken again by the next poll.
pub struct ImapIntake<'a> {
    svc: &'a mut Service,
    stop: &'a dyn Fn() -> bool,
    open: bool,
    /// The notes kept when the open batch began (see [`Service::take_notes`]).
    noted: usize,
}

impl<'a> ImapIntake<'a> {
    pub fn new(svc: &'a mut Service, stop: &'a dyn Fn() -> bool) -> ImapIntake<'a> {
        ImapIntake {
            svc,
            stop,
            open: false,
            noted: 0,
        }
    }

    /// How many messages to commit at once.
    pub fn batch(&self) -> usize {
        self.svc.config.poll_batch.max(1)
    }
}

impl crate::mail::imap::Intake for ImapIntake<'_> {
    fn take(&mut self, raw: &[u8]) -> std::result::Result<(), Inner> {
        if (self.stop)() {
            return Err(Inner::of(&ServiceError::Stopping));
        }
        // Parsed before a batch is begun, which takes the write lock.
        let mail = self.svc.read_mail(raw).map_err(|e| Inner::from(&e))?;
        if !self.open && self.batch() > 1 {
            self.svc.store.begin_batch().map_err(|e| Inner::from(&e))?;
            self.open = true;
            self.noted = self.svc.notes_len();
        }
        self.svc.take_in(mail).map(|_| ()).map_err(|e| Inner::from(&e))
    }

    fn commit(&mut self) -> std::result::Result<(), Inner> {
        if !self.open {
            return Ok(());
        }
        self.open = false;
        self.svc.store.end_batch(true).map_err(|e| {
            self.svc.forget_notes_after(self.noted);
            Inner::from(&e)
        })
    }
}

impl Drop for ImapIntake<'_> {
    fn drop(&mut self) {
        if self.open {
            let _ = self.svc.store.end_batch(false);
            self.svc.forget_notes_after(self.noted);
        }
    }
}
