//! The database and its key file made ready, checked and bound together.

use super::load::load_state_reader;
use super::{Config, Error, Kind, Result, ServiceError};
use crate::exit::Inner;
use crate::keys::KeyFile;
use crate::store::{Queries, Snapshot as StoredSnapshot, Store};

/// Make the database and its key file ready, or check that they are: the
/// key file (mode 0600, never overwritten) is created only beside a
/// database without games, since a new key cannot read the games already
/// there. Succeeds only when the database and the key file belong together.
pub fn init(config: &Config) -> Result<()> {
    let mut store = Store::create(&config.db, config.busy_timeout).map_err(Error::from)?;
    let key_exists = std::fs::symlink_metadata(&config.key_file).is_ok();
    if !key_exists {
        let r = store.read();
        let games = r.game_heads()?.len();
        if games > 0 || r.meta("key_check")?.is_some() {
            let missing = ServiceError::KeyMissingWithGames {
                db: config.db.display().to_string(),
                games: games as u64,
                key: config.key_file.display().to_string(),
            };
            return Err(Error::typed(Kind::Config, &missing));
        }
        KeyFile::generate(&config.key_file).map_err(|e| Error::typed(Kind::CantCreate, &e))?;
    }
    let key = load_key(config)?;
    bind_key(&mut store, &key, config)?;
    // A database without games has no deadline worked out yet: it starts
    // with the configured reminders (`tick` works them out again when
    // they change).
    let fresh = {
        let r = store.read();
        r.meta(super::clock::REMINDERS_META)?.is_none() && r.game_heads()?.is_empty()
    };
    if fresh {
        let schedule = super::clock::schedule_text(&config.reminders);
        store.write(|tx| tx.set_meta(super::clock::REMINDERS_META, &schedule))?;
    }
    Ok(())
}

/// The key file, or an error that says what is wrong with it and the fix.
pub(crate) fn load_key(config: &Config) -> Result<KeyFile> {
    use crate::keys::SecretError as S;
    KeyFile::load(&config.key_file).map_err(|e| match &e {
        S::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound => {
            let path = config.key_file.display().to_string();
            Error::typed(Kind::Config, &ServiceError::KeyFileMissing { path })
        }
        S::BadKeyFile { .. } => Error::typed(Kind::Config, &ServiceError::KeyFileInvalid { error: Inner::of(&e) }),
        // Wrong mode: the message says which and gives the `chmod`.
        _ => Error::typed(Kind::Config, &e),
    })
}

/// Tie the key file to the database. A database that knows its key's
/// check value ([`KeyFile::check`]) refuses any other key file; one made
/// before it kept that value learns it, once a sealed snapshot of one of
/// its games opens with the key.
pub(super) fn bind_key(store: &mut Store, key: &KeyFile, config: &Config) -> Result<()> {
    let check = key.check();
    let wrong = || {
        let wrong = ServiceError::WrongKeyFile {
            key: config.key_file.display().to_string(),
            db: config.db.display().to_string(),
        };
        Error::typed(Kind::Config, &wrong)
    };
    match store.read().meta("key_check")? {
        Some(known) if known == check => return Ok(()),
        Some(_) => return Err(wrong()),
        None => {}
    }
    let games = store.read().games()?;
    if let Some(row) = games
        .iter()
        .find(|g| !matches!(&g.snapshot, StoredSnapshot::Text(t) if !t.starts_with("sealed:")))
    {
        if load_state_reader(&store.read(), key, row).is_err() {
            return Err(wrong());
        }
    }
    store.write(|tx| tx.set_meta("key_check", &check))?;
    Ok(())
}
