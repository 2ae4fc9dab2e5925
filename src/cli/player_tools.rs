//! A blind game's player side: `seal`, `open`, `reveal`, `view`.

use super::{fail, Failure};
use clap::Args;
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
    let setup = std::fs::read_to_string(&a.setup).map_err(|e| fail(format!("{}: {e}", a.setup.display())))?;
    let req = crate::player::SealRequest {
        game: a.game,
        side: a.side,
        turn: a.turn,
        setup,
        variant: a.variant,
        sets: a.sets,
    };
    let (path, message) = crate::player::seal(&req, a.out).map_err(fail)?;
    eprintln!(
        "secret file written: {} (keep it private and safe; you need it to play)",
        path.display()
    );
    eprintln!("mail these lines to the referee:");
    out!("{message}");
    Ok(())
}

/// `open`: the opening lines of some pieces.
pub fn open(secret: &Path, squares: &[String]) -> Result<(), Failure> {
    out!("{}", crate::player::open(secret, squares).map_err(fail)?);
    Ok(())
}

/// `reveal`: the final reveal.
pub fn reveal(secret: &Path) -> Result<(), Failure> {
    out!("{}", crate::player::reveal(secret).map_err(fail)?);
    Ok(())
}

/// `view`: a player's private board from the referee's last mail.
pub fn view(secret: &Path, mail: &Path) -> Result<(), Failure> {
    out!("{}", crate::player::view(secret, mail).map_err(fail)?);
    Ok(())
}
