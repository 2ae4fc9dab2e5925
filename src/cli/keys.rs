//! Signed commands, the player's side: `keygen` and `sign`.

use super::{data, failure, need_input, read_input, usage, Failure};
use crate::exit::Kind;
use crate::protocol::sign;
use std::path::Path;

/// `keygen`: a fresh secret key in a new file (mode 0600, never
/// overwritten); its public key printed, to register with `KEY`.
pub fn keygen(out: &Path) -> Result<(), Failure> {
    let seed = crate::keys::keyfile::fresh_seed().map_err(|e| failure(Kind::Failed, e.to_string()))?;
    let file = sign::KeyFile::new(&seed);
    write_new_private(out, file.to_json().as_bytes())?;
    eprintln!(
        "signing key written: {} (keep it private; it signs your commands)",
        out.display()
    );
    eprintln!("register it by mailing this line to the referee, before your first move:");
    out!("KEY {}\n", file.public);
    Ok(())
}

/// `sign`: the command lines of `commands` and the `sig` line that signs
/// them for `side` after the log head `head`.
pub fn sign(key: &Path, side: &str, head: &str, commands: &Path) -> Result<(), Failure> {
    let side = match side.to_ascii_lowercase().as_str() {
        "1" | "first" => 1,
        "2" | "second" => 2,
        _ => {
            return Err(usage(format!(
                "side '{side}': 1 (first) or 2 (second), as the rules name the sides"
            )))
        }
    };
    let line = if head.trim_start().to_ascii_lowercase().starts_with("log-head") {
        head.to_string()
    } else {
        format!("Log-Head: {head}")
    };
    let head = crate::protocol::log::LogHead::parse(&line).map_err(|e| {
        usage(format!(
            "--head '{head}': {e} (copy the Log-Head line of the mail you answer)"
        ))
    })?;
    need_input(key)?;
    let secret = crate::protocol::blind::signing_key_of_file(&read_input(key)?)
        .map_err(|e| data(format!("{}: {e}", key.display())))?;
    let text = read_input(commands)?;
    let signed = sign::sign_commands(&secret, side, &head, &text).map_err(|e| data(e.to_string()))?;
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
        .map_err(|e| {
            failure(
                Kind::CantCreate,
                format!("{}: {e} (a key file is never overwritten)", path.display()),
            )
        })?;
    f.write_all(bytes)
        .and_then(|()| f.sync_all())
        .map_err(|e| failure(Kind::Io, format!("{}: {e}", path.display())))
}
