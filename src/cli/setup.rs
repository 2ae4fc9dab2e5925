//! `init` and `new`: the database and its key, and new games.

use super::errors::{AdminError, CheckError};
use super::mailflow::{mark_for, send_at_once, Queued};
use super::owner;
use super::settings::{config, mail_config, player_spec, AtOnce};
use super::{refused, Failure, Global};
use crate::exit::Inner;
use crate::games::any::{AnyOptions, GameKind, OptionsSpec};
use crate::games::Side;
use crate::referee::clock::TimeControl;
use crate::says::aside::Aside;
use crate::service::{self, Service};
use crate::views::words::{self, ids};
use clap::Args;

/// A game's options, as `new` and `tournament new` take them.
#[derive(Args, Debug)]
pub struct GameArgs {
    /// lattaque, strand or assaut.
    pub game: String,
    /// Named variant (e.g. gibson-1925, standard).
    #[arg(long)]
    pub variant: Option<String>,
    /// Set one switch: NAME=VALUE (repeatable).
    #[arg(long = "set")]
    pub sets: Vec<String>,
    /// held (the referee keeps hidden armies sealed) or blind (L'Attaque,
    /// with --time: players seal and open their own armies).
    #[arg(long, default_value = "held")]
    pub mode: String,
    /// Time control: `3d` (per move) or `10/30d` (10 moves in 30 days, time
    /// carried over). Default: no clock.
    #[arg(long)]
    pub time: Option<String>,
    /// Grace after a deadline before the game is lost on time, e.g. `1d`.
    #[arg(long)]
    pub grace: Option<String>,
}

/// A game's options, checked.
pub struct GameOptions {
    pub kind: GameKind,
    pub spec: OptionsSpec,
    pub clock: Option<TimeControl>,
}

impl GameArgs {
    /// The options, or why they are no game's.
    pub fn validate(&self) -> Result<GameOptions, Failure> {
        let kind = GameKind::parse(&self.game).map_err(|e| refused(&e))?;
        if self.mode != "held" && self.mode != "blind" {
            return Err(AdminError::Mode {
                mode: self.mode.clone(),
            }
            .into());
        }
        let spec = OptionsSpec::with_sets(self.variant.clone(), &self.sets).map_err(|e| refused(&e))?;
        AnyOptions::build(kind, &spec).map_err(|e| refused(&e))?;
        let clock = match &self.time {
            Some(t) => {
                Some(TimeControl::read(t, self.grace.as_deref()).map_err(|e| AdminError::Time { why: Inner::of(&e) })?)
            }
            None if self.grace.is_some() => return Err(AdminError::GraceAlone {}.into()),
            None => None,
        };
        if self.mode == "blind" && kind != GameKind::Lattaque {
            return Err(AdminError::BlindLattaque {}.into());
        }
        if self.mode == "blind" && clock.is_none() {
            return Err(AdminError::BlindClock {}.into());
        }
        Ok(GameOptions { kind, spec, clock })
    }
}

#[derive(Args, Debug)]
pub struct NewArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// First player (South / Allies / Soldiers): ADDRESS or "Name <ADDRESS>".
    #[arg(long)]
    pub first: String,
    /// Second player (North / Germans / Officers).
    #[arg(long)]
    pub second: String,
    /// Who moves first: first, second or random (default random).
    #[arg(long, default_value = "random")]
    pub moves_first: String,
    /// Language of this game's mail to the first player (en, fr, de or nl; default:
    /// the player's language in their last game, else en).
    #[arg(long)]
    pub lang_first: Option<String>,
    /// Language of this game's mail to the second player (en, fr, de or nl).
    #[arg(long)]
    pub lang_second: Option<String>,
    /// Forbid observers (OBSERVE) for this game.
    #[arg(long)]
    pub no_observers: bool,
    #[command(flatten)]
    pub at_once: AtOnce,
}

/// The arguments of `init`.
#[derive(Args, Debug, Default)]
pub struct InitArgs {
    /// Give the key file and the database to USER (as root: the user the
    /// MTA's pipe, cron and the services run as, e.g. estafette).
    #[arg(long, value_name = "USER")]
    pub owner: Option<String>,
}

/// `init`: make the database and its key file ready, or check that they
/// are; give them to `--owner`. Run as root without it, a warning: files
/// of root's are no use to a pipe.
pub fn init(global: &Global, a: InitArgs) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let lang = super::lang::from_env()?;
    let to = match &a.owner {
        Some(name) => Some(owner::by_name(name).ok_or_else(|| CheckError::NoUser { user: name.clone() })?),
        None => None,
    };
    service::init(&cfg)?;
    if let Some(to) = &to {
        owner::give(&owner::referee_files(&cfg.db, &cfg.key_file), to).map_err(|(path, e)| CheckError::Give {
            path: path.display().to_string(),
            user: to.name.clone(),
            error: e.to_string(),
        })?;
    }
    let (db, key) = (cfg.db.display().to_string(), cfg.key_file.display().to_string());
    outln!(
        "{}",
        words::text(lang, ids::OPERATOR_INIT_READY, &[("db", &db), ("key", &key)])
    );
    let folder = std::fs::canonicalize(owner::folder_of(&cfg.db)).unwrap_or_else(|_| owner::folder_of(&cfg.db));
    let owned_by = |path: &std::path::Path| owner::owner_of(path).map(|u| u.uid);
    if to.is_none() && owner::me().is_some_and(|u| u.uid == 0) && owned_by(&cfg.db) == Some(0) {
        Aside::InitAsRoot { db, key }.tell();
    } else if let Some(to) = to.filter(|to| owned_by(&folder) != Some(to.uid)) {
        let folder = folder.display().to_string();
        Aside::FolderNotOwned { folder, user: to.name }.tell();
    }
    Ok(())
}

/// `new`: create a game and queue its invitations, sent at once when a
/// transport is set.
pub fn new_game(global: &Global, a: NewArgs) -> Result<(), Failure> {
    let (cfg, file_cfg) = mail_config(global)?;
    let GameOptions { kind, spec, clock } = a.game.validate()?;
    let first = match a.moves_first.as_str() {
        "first" => Some(Side::First),
        "second" => Some(Side::Second),
        "random" => None,
        other => {
            return Err(AdminError::MovesFirst {
                value: other.to_string(),
            }
            .into())
        }
    };
    let players = [
        player_spec(&a.first, a.lang_first.as_deref().unwrap_or(""))?,
        player_spec(&a.second, a.lang_second.as_deref().unwrap_or(""))?,
    ];
    if players[0].address == players[1].address {
        return Err(AdminError::SameAddress {}.into());
    }
    let mut svc = Service::open(cfg)?;
    let mark = mark_for(&svc, &a.at_once, &file_cfg)?;
    let id = svc.new_game_mode(kind, spec, players, first, clock, &a.game.mode)?;
    if a.no_observers {
        svc.store
            .write(|tx| tx.set_observers_allowed(&id, false))
            .map_err(service::Error::from)?;
    }
    outln!("{id}");
    if let Some(mark) = mark {
        let lang = super::lang::from_env().unwrap_or_default();
        send_at_once(&mut svc, &a.at_once.via, &file_cfg, Queued::After(mark), lang);
    }
    Ok(())
}
