//! `tick`: what the clock calls for in every game whose deadline has come.

use super::load::load_state;
use super::{commit, reply, Config, Error, Kind, Result, Service, ServiceError};
use crate::exit::Inner;
use crate::keys::KeyFile;
use crate::referee;
use crate::says::tick::{Clocked, Ticked};
use crate::store::{Queries, Tx};

impl Service {
    /// Do what the clock calls for in every game whose next deadline event
    /// has come: reminders, late notices, losses on time. Each at most once
    /// per deadline, however late, often or concurrently `tick` runs: the
    /// due games are found through an index, and each is re-read and
    /// decided inside its own write transaction. Returns the games touched.
    pub fn tick(&mut self) -> Result<Vec<Ticked>> {
        self.can_compose()?;
        let now = (self.now)();
        self.reschedule()?;
        let Service { config, key, store, .. } = self;
        let due = store.read().due_games(now, 100_000)?;
        let mut done = Vec::new();
        // Games are handled in batches, one transaction each; a batch that
        // fails is retried one game at a time, so one broken game cannot
        // hold up the others' deadlines.
        for batch in due.chunks(TICK_BATCH) {
            let all = store.write(|tx| -> Result<Vec<Ticked>> {
                let mut out = Vec::new();
                for id in batch {
                    out.extend(tick_one(tx, config, key, id, now)?);
                }
                Ok(out)
            });
            match all {
                Ok(v) => done.extend(v),
                Err(e) if e.is_temporary() => return Err(e),
                Err(_) => {
                    for id in batch {
                        match store.write(|tx| tick_one(tx, config, key, id, now)) {
                            Ok(ticked) => done.extend(ticked),
                            Err(e) if e.is_temporary() => return Err(e),
                            Err(e) => done.push(Ticked::Failed {
                                game: id.clone(),
                                error: Inner::from(&e),
                            }),
                        }
                    }
                }
            }
        }
        Ok(done)
    }
}

/// Games per `tick` transaction.
const TICK_BATCH: usize = 200;

/// The `meta` key of the reminder schedule the games' `next_due` were
/// worked out with: seconds before a deadline, as `86400,7200`.
pub(super) const REMINDERS_META: &str = "reminders";

/// The reminder schedule `reminders` as [`REMINDERS_META`] keeps it.
pub(super) fn schedule_text(reminders: &[i64]) -> String {
    let parts: Vec<String> = reminders.iter().map(i64::to_string).collect();
    parts.join(",")
}

impl Service {
    /// Work out `next_due` again for every game on the clock when the
    /// configured `reminders` differ from those it was worked out with (or
    /// those are not known, as in a database of an older version), so that
    /// a changed schedule applies to the running turns at this tick. A game
    /// that cannot be read keeps its time (`audit` reports it).
    fn reschedule(&mut self) -> Result<()> {
        let want = schedule_text(&self.config.reminders);
        if self.store.read().meta(REMINDERS_META)?.as_deref() == Some(want.as_str()) {
            return Ok(());
        }
        let Service { config, key, store, .. } = self;
        let running = store.read().due_games(i64::MAX, usize::MAX >> 1)?;
        for batch in running.chunks(TICK_BATCH) {
            store.write(|tx| -> Result<()> {
                for id in batch {
                    let Some(row) = tx.game(id)? else { continue };
                    if let Ok(st) = load_state(tx, key, &row) {
                        tx.set_next_due(id, referee::decide::next_due(&st, &config.reminders))?;
                    }
                }
                Ok(())
            })?;
        }
        store.write(|tx| tx.set_meta(REMINDERS_META, &want))?;
        Ok(())
    }
}

/// Tick one game inside a transaction: what was done, if anything.
fn tick_one(tx: &Tx<'_>, config: &Config, key: &KeyFile, id: &str, now: i64) -> Result<Option<Ticked>> {
    let Some(row) = tx.game(id)? else { return Ok(None) };
    let st = load_state(tx, key, &row)?;
    let mut d = referee::tick(&st, now, &config.reminders);
    if let Some((_, why)) = &d.failure {
        let failed = ServiceError::Tick {
            game: id.into(),
            error: Inner {
                english: why.english.clone(),
                reason: why.reason.clone(),
            },
        };
        return Err(Error::typed(Kind::Failed, &failed));
    }
    // Another tick may have done it already: then nothing is due, and
    // the commit only refreshes next_due.
    let done = commit::decision(tx, config, key, &row, &mut d, now)?;
    reply::decision(tx, config, key, &row, &[], &done, &d, None, 0, now)?;
    let names = [st.players[0].as_str(), st.players[1].as_str()];
    let done: Vec<Clocked> = d.events.iter().filter_map(|e| Clocked::of(e, names, st.kind)).collect();
    Ok((!done.is_empty()).then(|| Ticked::Did {
        game: id.to_string(),
        kind: st.kind,
        done,
    }))
}
