//! A stored message's inbox row, finished in the transaction that handles
//! the message: every write a message causes (events, replies queued,
//! bounce records, a new game) is committed with its row's outcome, or
//! none is. A failure after the message was stored leaves it `new` (a
//! temporary one, to be taken in again) or marks it `failed`.

use super::{Ingested, Result};
use crate::exit::Inner;
use crate::says::decision::Said;
use crate::says::run::Internal;
// What the inbox records of a message is for the operator's eyes: what
// came in a mail (a sender's address) is in it with its controls escaped.
use crate::mail::sanitize::shown;
use crate::store::{Store, Tx};
use estafette_core::reason::{Explain, Reason};

/// What [`finish`] records: (status, game, summary), and the summary as a
/// typed sentence for the operator.
pub(super) type Outcome = (String, Option<String>, String, Reason);

/// A finished message's outcome, its summary typed: the inbox stores its
/// English.
pub(super) fn said(status: &str, game: Option<&str>, said: &impl Explain) -> Outcome {
    (
        status.to_string(),
        game.map(str::to_string),
        said.to_string(),
        said.reason(),
    )
}

/// Handle a stored message in one write transaction: `f` does the writes
/// (replies, bounce records, a new game) and the inbox row is finished with
/// its outcome; nothing is written if another delivery finished it first.
pub(super) fn finish(store: &mut Store, id: i64, f: impl FnOnce(&Tx<'_>) -> Result<Outcome>) -> Result<Ingested> {
    store.write(|tx| -> Result<Ingested> {
        if !tx.inbox_unfinished(id)? {
            return Ok(Ingested::Duplicate);
        }
        let (status, game, summary, said) = f(tx)?;
        if !tx.finish_inbox(id, &status, game.as_deref(), &shown(&summary))? {
            return Ok(Ingested::Duplicate);
        }
        Ok(Ingested::Handled { status, summary, said })
    })
}

/// Record the outcome of a message for `game` inside the transaction that
/// checked it unfinished and handled it, its summary typed: the inbox
/// stores its English, the operator is told it in their language.
pub(super) fn mark(tx: &Tx<'_>, id: i64, status: &str, game: &str, said: &Said) -> Result<Ingested> {
    let summary = said.to_string();
    tx.set_inbox_result(id, status, Some(game), &shown(&summary))?;
    Ok(Ingested::Handled {
        status: status.into(),
        summary,
        said: said.reason(),
    })
}

/// A message whose token names a game this database does not hold.
pub(super) fn unknown_game(tx: &Tx<'_>, id: i64, game: &str) -> Result<Ingested> {
    tx.set_inbox_result(id, "rejected", None, &format!("token for unknown game {game}"))?;
    let said = Said::UnknownGame { game: game.into() };
    Ok(Ingested::Handled {
        status: "rejected".into(),
        summary: said.to_string(),
        said: said.reason(),
    })
}

/// The end of a stored message's processing, `outcome` (a panic caught):
/// from here on nothing reaches the MTA but success, even a bug. A
/// temporary failure leaves the message `new` (`estafette retry` or the
/// next poll takes it again) and is returned; any other failure is kept in
/// the inbox, marked `failed`, for the operator.
pub(super) fn settle(store: &mut Store, id: i64, outcome: std::thread::Result<Result<Ingested>>) -> Result<Ingested> {
    let failed = match outcome {
        Ok(Ok(done)) => return Ok(done),
        Ok(Err(e)) if e.is_temporary() => {
            let msg = format!("temporary failure, will retry: {e}");
            // Only while it is still unfinished: another delivery of the
            // same message may have finished it meanwhile, and setting a
            // finished message back to `new` would have it processed
            // twice (the second time refused, with a second reply).
            let _ = store.write(|tx| tx.finish_inbox(id, "new", None, &shown(&msg)));
            return Err(e);
        }
        Ok(Err(e)) => Inner::from(&e),
        Err(panic) => Inner::of(&Internal::Panicked {
            error: panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default(),
        }),
    };
    store.write(|tx| tx.finish_inbox(id, "failed", None, &shown(&failed.english)))?;
    Ok(Ingested::Failed(failed))
}
