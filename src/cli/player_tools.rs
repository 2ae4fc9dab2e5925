//! A blind game's player side: `seal`, `open`, `reveal`, `view`.

use super::errors::{why, CliError, PlayerError, ToolError};
use super::{need_input, read_input, read_input_bytes, refused, typed, Failure};
use crate::exit::{Inner, Kind};
use crate::games::any::{AnyOptions, GameKind, OptionsSpec};
use crate::games::lattaque::Army;
use crate::protocol::blind::Secret;
use crate::says::aside::Aside;
use clap::Args;
use estafette_core::reason::Explain;
use std::path::{Path, PathBuf};

#[derive(Args, Debug)]
pub struct SealArgs {
    /// The game id from the invitation, e.g. lattaque-7.
    pub game: String,
    /// Your side: south or north.
    pub side: String,
    /// Your army (the same text a SETUP mail takes: four lines, or a1=F ...).
    pub setup: PathBuf,
    /// first if you move first, second otherwise (the invitation says which).
    #[arg(long)]
    pub turn: String,
    /// The game's variant, as the invitation gives it (the army is checked against it).
    #[arg(long)]
    pub variant: Option<String>,
    /// One of the game's switches, NAME=VALUE, as the invitation gives them (repeatable).
    #[arg(long = "set")]
    pub sets: Vec<String>,
    /// Where to write the secret file (default: GAME-SIDE.secret.json here).
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// `seal`: check an army, draw its seed, write the secret file, print the commitment.
pub fn seal(a: SealArgs) -> Result<(), Failure> {
    // What the command line says is checked first (64), then the army's
    // file (66, 65), then where the secret goes (73): nothing is written
    // unless all is well.
    let side = crate::protocol::blind::parse_board_side(&a.side).map_err(|e| PlayerError::BoardSide {
        side: a.side.clone(),
        why: why(e.why()),
    })?;
    let commit_side = crate::player::commit_side_of(&a.turn).map_err(|_| PlayerError::Turn {
        value: a.turn.trim().to_ascii_lowercase(),
    })?;
    let spec = OptionsSpec::with_sets(a.variant.clone(), &a.sets).map_err(|e| refused(&e))?;
    let AnyOptions::Lattaque(opts) = AnyOptions::build(GameKind::Lattaque, &spec).map_err(|e| refused(&e))? else {
        return Err(ToolError::NotLattaque {}.into());
    };
    let setup = read_input(&a.setup)?;
    let out = a.out.clone().unwrap_or_else(|| {
        PathBuf::from(crate::player::default_secret_name(
            &a.game,
            crate::protocol::blind::board_side_name(side),
        ))
    });
    if std::fs::symlink_metadata(&out).is_ok() {
        return Err(sealed(Kind::CantCreate, &out));
    }
    // From here on every failure is the army's or the secret's (65).
    let data = |e: &dyn Explain| typed(Kind::Data, e);
    let seed = crate::keys::keyfile::fresh_seed().map_err(|e| data(&random(&e)))?;
    let army = Army::parse(&setup, side, &opts).map_err(|e| data(&ToolError::Army { why: Inner::of(&e) }))?;
    let secret = Secret::seal(&a.game, commit_side, opts, army, seed)
        .map_err(|e| data(&PlayerError::Seal { why: why(e.why()) }))?;
    write_secret(&out, secret.to_json().as_bytes())?;
    let path = out.display().to_string();
    Aside::SecretWritten { path: path.clone() }.tell();
    Aside::SecretSigns { path }.tell();
    Aside::MailThese.tell();
    out!("{}", secret.commit_message());
    Ok(())
}

/// The secret file `path` exists already.
fn sealed(kind: Kind, path: &Path) -> Failure {
    let why = PlayerError::Sealed {
        path: path.display().to_string(),
    };
    typed(kind, &why)
}

/// No random bytes for a key or a seed (the key file's words).
pub(crate) fn random(e: &crate::keys::keyfile::SecretError) -> PlayerError {
    match e {
        crate::keys::keyfile::SecretError::Random(error) => PlayerError::Random { error: error.clone() },
        other => PlayerError::Key { why: Inner::of(other) },
    }
}

/// Write the new secret file `path` (mode 0600, never over another): 65
/// when it cannot be, as every failure of the secret.
fn write_secret(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let write = |e: std::io::Error| {
        let why = PlayerError::Write {
            path: path.display().to_string(),
            error: e.to_string(),
        };
        typed(Kind::Data, &why)
    };
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => sealed(Kind::Data, path),
            _ => write(e),
        })?;
    f.write_all(bytes).and_then(|()| f.sync_all()).map_err(write)
}

/// `open`: the opening lines of some pieces.
pub fn open(secret: &Path, squares: &[String]) -> Result<(), Failure> {
    let s = load_secret(secret)?;
    let lines = s
        .open_lines(squares)
        .map_err(|e| CliError::Refused { why: why(e.why()) })?;
    out!("{lines}");
    Ok(())
}

/// `reveal`: the final reveal.
pub fn reveal(secret: &Path) -> Result<(), Failure> {
    out!("{}", load_secret(secret)?.reveal_message());
    Ok(())
}

/// `view`: a player's private board from the referee's last mail, in the
/// player's language.
pub fn view(secret: &Path, mail: &Path) -> Result<(), Failure> {
    let s = load_secret(secret)?;
    let raw = read_input_bytes(mail)?;
    let text = crate::player::mail_text(&raw);
    let bad = |why: Inner| PlayerError::BadFile {
        path: mail.display().to_string(),
        why,
    };
    let lang = super::lang::from_env()?;
    let text = crate::player::view_text(&s, &text, lang).map_err(|e| match e {
        crate::player::ViewError::OtherGame { mail, secret } => {
            bad(Inner::of(&PlayerError::OtherGame { mail, secret }))
        }
        crate::player::ViewError::Position(why) => bad(self::why(why)),
    })?;
    out!("{text}");
    Ok(())
}

/// The player's secret file: 66 if it is not there, 65 if it is not one.
fn load_secret(path: &Path) -> Result<crate::protocol::blind::Secret, Failure> {
    need_input(path)?;
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| {
        let why = CliError::CannotRead {
            path: name.clone(),
            error: e.to_string(),
        };
        typed(Kind::Data, &why)
    })?;
    Ok(Secret::from_json(&text).map_err(|e| PlayerError::BadFile {
        path: name,
        why: why(e.why()),
    })?)
}
