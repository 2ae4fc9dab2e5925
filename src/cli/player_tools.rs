//! A blind game's player side: `seal`, `open`, `reveal`, `view`.

use super::{data, failure, need_input, read_input, read_input_bytes, usage, Failure};
use crate::exit::Kind;
use crate::games::any::{AnyOptions, GameKind, OptionsSpec};
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
    // What the command line says is checked first (64), then the army's
    // file (66, 65), then where the secret goes (73): nothing is written
    // unless all is well.
    let side = crate::protocol::blind::parse_board_side(&a.side).map_err(|e| usage(format!("side {}: {e}", a.side)))?;
    crate::player::commit_side_of(&a.turn).map_err(usage)?;
    let spec = OptionsSpec::with_sets(a.variant.clone(), &a.sets).map_err(|e| usage(e.to_string()))?;
    AnyOptions::build(GameKind::Lattaque, &spec).map_err(|e| usage(e.to_string()))?;
    let setup = read_input(&a.setup)?;
    let out = a.out.clone().unwrap_or_else(|| {
        PathBuf::from(crate::player::default_secret_name(
            &a.game,
            crate::protocol::blind::board_side_name(side),
        ))
    });
    if std::fs::symlink_metadata(&out).is_ok() {
        return Err(failure(
            Kind::CantCreate,
            format!(
                "{} already exists: a game and side are sealed once (keep that file; it holds your seed)",
                out.display()
            ),
        ));
    }
    let req = crate::player::SealRequest {
        game: a.game,
        side: a.side,
        turn: a.turn,
        setup,
        variant: a.variant,
        sets: a.sets,
    };
    let (path, message) = crate::player::seal(&req, Some(out)).map_err(data)?;
    eprintln!(
        "secret file written: {} (keep it private and safe; you need it to play)",
        path.display()
    );
    eprintln!(
        "it holds your signing key too: sign each later mail with `estafette sign {}` (the key line below registers it)",
        path.display()
    );
    eprintln!("mail these lines to the referee:");
    out!("{message}");
    Ok(())
}

/// `open`: the opening lines of some pieces.
pub fn open(secret: &Path, squares: &[String]) -> Result<(), Failure> {
    let s = load_secret(secret)?;
    out!("{}", s.open_lines(squares).map_err(|e| usage(e.to_string()))?);
    Ok(())
}

/// `reveal`: the final reveal.
pub fn reveal(secret: &Path) -> Result<(), Failure> {
    out!("{}", load_secret(secret)?.reveal_message());
    Ok(())
}

/// `view`: a player's private board from the referee's last mail.
pub fn view(secret: &Path, mail: &Path) -> Result<(), Failure> {
    let s = load_secret(secret)?;
    let raw = read_input_bytes(mail)?;
    let text = crate::player::view_text(&s, &crate::player::mail_text(&raw))
        .map_err(|e| data(format!("{}: {e}", mail.display())))?;
    out!("{text}");
    Ok(())
}

/// The player's secret file: 66 if it is not there, 65 if it is not one.
fn load_secret(path: &Path) -> Result<crate::protocol::blind::Secret, Failure> {
    need_input(path)?;
    crate::player::load_secret(path).map_err(data)
}
