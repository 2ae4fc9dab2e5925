//! Signed commands, the player's side: `keygen` and `sign`.

use super::errors::{why, PlayerError};
use super::{need_input, read_input, typed, Failure};
use crate::exit::Inner;
use crate::exit::Kind;
use crate::protocol::sign;
use crate::says::aside::Aside;
use std::path::Path;

/// `keygen`: a fresh secret key in a new file (mode 0600, never
/// overwritten); its public key printed, to register with `KEY`.
pub fn keygen(out: &Path) -> Result<(), Failure> {
    let seed = crate::keys::keyfile::fresh_seed().map_err(|e| super::player_tools::random(&e))?;
    let file = sign::KeyFile::new(&seed);
    write_new_private(out, file.to_json().as_bytes())?;
    Aside::KeyWritten {
        path: out.display().to_string(),
    }
    .tell();
    Aside::RegisterKey.tell();
    out!("KEY {}\n", file.public);
    Ok(())
}

/// `sign`: the command lines of `commands` and the `sig` line that signs
/// them for `side` after the log head `head`.
pub fn sign(key: &Path, side: &str, head: &str, commands: &Path) -> Result<(), Failure> {
    let side = match side.to_ascii_lowercase().as_str() {
        "1" | "first" => 1,
        "2" | "second" => 2,
        _ => return Err(PlayerError::SignSide { side: side.to_string() }.into()),
    };
    let line = if head.trim_start().to_ascii_lowercase().starts_with("log-head") {
        head.to_string()
    } else {
        format!("Log-Head: {head}")
    };
    let head = crate::protocol::log::LogHead::parse(&line).map_err(|e| PlayerError::SignHead {
        head: head.to_string(),
        why: Inner::of(&e),
    })?;
    need_input(key)?;
    let secret = crate::protocol::blind::signing_key_of_file(&read_input(key)?).map_err(|e| PlayerError::BadFile {
        path: key.display().to_string(),
        why: why(e.why()),
    })?;
    let text = read_input(commands)?;
    let signed =
        sign::sign_commands(&secret, side, &head, &text).map_err(|e| PlayerError::Sign { why: Inner::of(&e) })?;
    out!("{signed}");
    Ok(())
}

/// Write `bytes` to a new file at `path`, readable by its owner only.
fn write_new_private(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
        .map_err(|e| PlayerError::KeyFileExists {
            path: path.display().to_string(),
            error: e.to_string(),
        })?;
    f.write_all(bytes).and_then(|()| f.sync_all()).map_err(|e| {
        let why = PlayerError::Write {
            path: path.display().to_string(),
            error: e.to_string(),
        };
        typed(Kind::Io, &why)
    })
}
