//! The operator's interventions: `backup`, `restore`, `operator`.

use super::settings::{config, player_spec};
use super::{fail, Failure, Global};
use crate::games::Side;
use crate::service::{self, Service};
use clap::Subcommand;
use std::path::Path;

#[derive(Subcommand, Debug)]
pub enum OperatorCmd {
    /// Pause a game: no moves, clocks stopped.
    Pause {
        /// The game's id, e.g. lattaque-1.
        game: String,
        /// Why: shown to both players and kept in the game's log.
        #[arg(long)]
        reason: String,
    },
    /// Resume a paused game (the pause is added to the deadlines).
    Resume {
        /// The game's id, e.g. lattaque-1.
        game: String,
        /// Why: shown to both players and kept in the game's log.
        #[arg(long)]
        reason: String,
    },
    /// Give a side more time for the current move, e.g. `--by 2d`.
    Extend {
        /// The game's id, e.g. lattaque-1.
        game: String,
        /// The side: 1 (the first player) or 2 (the second).
        #[arg(long)]
        side: u8,
        /// How much more time, e.g. 2d or 12h.
        #[arg(long)]
        by: String,
        /// Why: shown to both players and kept in the game's log.
        #[arg(long)]
        reason: String,
    },
    /// Replace an absent player's address: "Name <address>".
    ReplacePlayer {
        /// The game's id, e.g. lattaque-1.
        game: String,
        /// The side: 1 (the first player) or 2 (the second).
        #[arg(long)]
        side: u8,
        /// The new player: ADDRESS or "Name <ADDRESS>".
        #[arg(long)]
        player: String,
        /// The new player's language for mail (en or fr).
        #[arg(long, default_value = "en")]
        lang: String,
        /// Why: shown to both players and kept in the game's log.
        #[arg(long)]
        reason: String,
    },
    /// End a game by decision: `--winner 1`, `2` or `draw`.
    Decide {
        /// The game's id, e.g. lattaque-1.
        game: String,
        /// The winner: 1 (the first player), 2 (the second) or draw.
        #[arg(long)]
        winner: String,
        /// Why: shown to both players and kept in the game's log.
        #[arg(long)]
        reason: String,
    },
}

/// `backup`: copy the database while it is in use.
pub fn backup(global: &Global, path: &Path) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let svc = Service::open(cfg.clone())?;
    svc.backup(path)?;
    outln!("backed up {} to {}", cfg.db.display(), path.display());
    outln!("the key file {} is not in the backup: keep a copy of it elsewhere, or the armies and reply tokens of running games cannot be read", cfg.key_file.display());
    Ok(())
}

/// `restore`: put a backup in place as the database, after checking it.
pub fn restore(global: &Global, path: &Path) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let (version, games) = crate::store::Store::check_file(path).map_err(service::Error::from)?;
    if cfg.db.exists() {
        return Err(fail(format!(
            "{} exists: move it away first (restore never overwrites a database)",
            cfg.db.display()
        )));
    }
    std::fs::copy(path, &cfg.db).map_err(|e| fail(format!("copying to {}: {e}", cfg.db.display())))?;
    // Opening brings an older schema up to date.
    let svc = Service::open(cfg.clone())?;
    let problems = svc.audit()?;
    outln!(
        "restored {} (schema {version}, {games} games) to {}",
        path.display(),
        cfg.db.display()
    );
    if !problems.is_empty() {
        for p in &problems {
            outln!("{p}");
        }
        return Err(fail("the restored database does not pass audit (wrong key file?)"));
    }
    outln!("audit passed with the key file {}", cfg.key_file.display());
    Ok(())
}

/// `operator`: an intervention in one game, recorded in its log.
pub fn operator(global: &Global, action: OperatorCmd) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    use crate::referee::OperatorAction as A;
    let side = |n: u8| match n {
        1 => Ok(Side::First),
        2 => Ok(Side::Second),
        _ => Err(fail("--side is 1 or 2")),
    };
    let (game, act, reason, player) = match action {
        OperatorCmd::Pause { game, reason } => (game, A::Pause, reason, None),
        OperatorCmd::Resume { game, reason } => (game, A::Resume, reason, None),
        OperatorCmd::Extend {
            game,
            side: s,
            by,
            reason,
        } => {
            let by = crate::referee::clock::parse_duration(&by).map_err(|e| fail(format!("--by: {e}")))?;
            (game, A::Extend { side: side(s)?, by }, reason, None)
        }
        OperatorCmd::ReplacePlayer {
            game,
            side: s,
            player,
            lang,
            reason,
        } => {
            let spec = player_spec(&player, &lang)?;
            let name = spec.name.clone();
            (game, A::ReplaceAddress { side: side(s)?, name }, reason, Some(spec))
        }
        OperatorCmd::Decide { game, winner, reason } => {
            let w = match winner.as_str() {
                "1" => Some(Side::First),
                "2" => Some(Side::Second),
                "draw" | "0" => None,
                o => return Err(fail(format!("--winner {o}: 1, 2 or draw"))),
            };
            (game, A::Decide { winner: w }, reason, None)
        }
    };
    let mut svc = Service::open(cfg)?;
    outln!("{}", svc.operate(&game, act, &reason, player)?);
    Ok(())
}
