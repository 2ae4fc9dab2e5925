//! The database and its key file made ready, checked and bound together.

use super::load::load_state_reader;
use super::{Config, Error, Kind, Result};
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
            return Err(Error::of(
                Kind::Config,
                format!(
                    "the database {} has {games} game(s) but its key file {} does not exist: restore the key \
                     file from your backup, or name it with --key-file (`init` makes a new key only for a \
                     database without games: a new key cannot read the games already there)",
                    config.db.display(),
                    config.key_file.display()
                ),
            ));
        }
        KeyFile::generate(&config.key_file).map_err(|e| Error::of(Kind::CantCreate, e.to_string()))?;
    }
    let key = load_key(config)?;
    bind_key(&mut store, &key, config)
}

/// The key file, or an error that says what is wrong with it and the fix.
pub(crate) fn load_key(config: &Config) -> Result<KeyFile> {
    use crate::keys::SecretError as S;
    KeyFile::load(&config.key_file).map_err(|e| {
        let path = config.key_file.display();
        let message = match &e {
            S::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound => format!(
                "the key file {path} does not exist: name the database's key file with --key-file \
                 (or ESTAFETTE_KEY_FILE, or key_file in estafette.toml), or restore it from your backup"
            ),
            S::BadKeyFile { .. } => format!("{e}: restore the key file from your backup"),
            // Wrong mode: the message says which and gives the `chmod`.
            _ => e.to_string(),
        };
        Error::of(Kind::Config, message)
    })
}

/// Tie the key file to the database. A database that knows its key's
/// check value ([`KeyFile::check`]) refuses any other key file; one made
/// before it kept that value learns it, once a sealed snapshot of one of
/// its games opens with the key.
pub(super) fn bind_key(store: &mut Store, key: &KeyFile, config: &Config) -> Result<()> {
    let check = key.check();
    let wrong = || {
        Error::of(
            Kind::Config,
            format!(
                "the key file {} is not the key of the database {}: name the database's own key file \
                 with --key-file, or restore it from your backup",
                config.key_file.display(),
                config.db.display()
            ),
        )
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
