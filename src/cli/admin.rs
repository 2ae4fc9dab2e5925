//! The operator's interventions: `backup`, `restore`, `operator`; and the
//! club's commands: `tournament` (new, add, start, withdraw, show),
//! `ratings`, `unrated`, the public archive (`site`) and `player`.

use super::errors::AdminError;
use super::mailflow::{mark_for, send_at_once, Queued};
use super::settings::{config, mail_config, player_spec, AtOnce};
use super::setup::{GameArgs, GameOptions};
use super::{refused, typed, Failure, Global};
use crate::exit::{Inner, Kind};
use crate::games::any::GameKind;
use crate::games::Side;
use crate::service::club::{open_to_list, rating_text, Club, NewTournament, Table};
use crate::service::{self, Service};
use crate::store::Store;
use crate::views::words::{self, ids};
use crate::views::Lang;
use clap::{Args, Subcommand};
use estafette_core::club::tournament::Format;
use std::path::{Path, PathBuf};

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
        /// The language of this game's mail to the new player (en, fr, de or nl;
        /// default: their language in their last game, else en).
        #[arg(long)]
        lang: Option<String>,
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
    let lang = super::lang::from_env()?;
    let svc = Service::open(cfg.clone())?;
    svc.backup(path)?;
    let (db, to, key) = (
        cfg.db.display().to_string(),
        path.display().to_string(),
        cfg.key_file.display().to_string(),
    );
    outln!(
        "{}",
        words::text(lang, ids::OPERATOR_BACKUP_DONE, &[("db", &db), ("path", &to)])
    );
    outln!("{}", words::text(lang, ids::OPERATOR_BACKUP_KEY, &[("key", &key)]));
    Ok(())
}

/// `restore`: put a backup in place as the database, after checking it.
/// Never leaves a half-restored database: the backup is checked (integrity,
/// schema, its key against the key file) before anything is written, then
/// copied beside the database, brought up to date and audited there, and
/// only then put in place; on any failure the copy is removed again and the
/// message says so.
pub fn restore(global: &Global, path: &Path) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let lang = super::lang::from_env()?;
    let db = cfg.db.display().to_string();
    let nothing = db.as_str();
    let facts = Store::check_file(path).map_err(|e| with_outcome(service::Error::from(e).into(), nothing))?;
    if std::fs::symlink_metadata(&cfg.db).is_ok() {
        return Err(AdminError::DbExists { db }.into());
    }
    let key = service::load_key(&cfg).map_err(|e| with_outcome(e.into(), nothing))?;
    if facts.key_check.as_ref().is_some_and(|c| *c != key.check()) {
        return Err(AdminError::OtherKey {
            path: path.display().to_string(),
            key: cfg.key_file.display().to_string(),
            db,
        }
        .into());
    }
    let staged = staging_path(&cfg.db);
    if std::fs::symlink_metadata(&staged).is_ok() {
        return Err(AdminError::Staged {
            staged: staged.display().to_string(),
            db,
        }
        .into());
    }
    // A new file of mode 0600, whatever the backup's own mode.
    let copied = std::fs::File::open(path).and_then(|mut from| {
        let mut to = crate::store::create_private(&staged)?;
        std::io::copy(&mut from, &mut to)?;
        to.sync_all()
    });
    copied.map_err(|e| {
        remove_database_files(&staged);
        let (staged, db) = (staged.display().to_string(), db.clone());
        match cfg.db.parent() {
            Some(folder) if !folder.as_os_str().is_empty() && !folder.is_dir() => AdminError::CopyNoFolder {
                staged,
                folder: folder.display().to_string(),
                db,
            },
            _ => AdminError::Copy {
                staged,
                error: e.to_string(),
                db,
            },
        }
    })?;
    if let Err(f) = check_staged(&cfg, &staged) {
        remove_database_files(&staged);
        return Err(with_outcome(f, nothing));
    }
    put_in_place(&staged, &cfg.db).map_err(|f| with_outcome(f, nothing))?;
    let (from, version, games) = (
        path.display().to_string(),
        facts.version.to_string(),
        facts.games.to_string(),
    );
    let (db, key) = (cfg.db.display().to_string(), cfg.key_file.display().to_string());
    let args = [
        ("path", from.as_str()),
        ("version", &version),
        ("games", &games),
        ("db", &db),
    ];
    outln!("{}", words::text(lang, ids::OPERATOR_RESTORE_DONE, &args));
    outln!("{}", words::text(lang, ids::OPERATOR_RESTORE_AUDIT, &[("key", &key)]));
    Ok(())
}

/// Where `restore` copies a backup before it is put in place as `db`.
fn staging_path(db: &Path) -> PathBuf {
    let mut p = db.as_os_str().to_owned();
    p.push(".restoring");
    PathBuf::from(p)
}

/// Open the copy of a backup at `staged` as the database (which brings its
/// schema up to date and checks it against the key file) and audit it.
fn check_staged(cfg: &service::Config, staged: &Path) -> Result<(), Failure> {
    let mut staged_cfg = cfg.clone();
    staged_cfg.db = staged.to_path_buf();
    let svc = Service::open(staged_cfg)?;
    let problems = svc.audit()?;
    if problems.is_empty() {
        return Ok(());
    }
    for p in &problems {
        outln!("{p}");
    }
    Err(AdminError::BackupAudit {
        key: cfg.key_file.display().to_string(),
        n: problems.len(),
    }
    .into())
}

/// Give the checked copy `staged` the name `db`, which must still not
/// exist (a link, so that a database made meanwhile is never replaced),
/// and remove the copy's own name; on failure, remove the copy.
fn put_in_place(staged: &Path, db: &Path) -> Result<(), Failure> {
    let linked = match std::fs::hard_link(staged, db) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(AdminError::CreatedMeanwhile {
            db: db.display().to_string(),
        }
        .into()),
        // A file system without links: rename, still never over a database.
        Err(_) if std::fs::symlink_metadata(db).is_err() => {
            std::fs::rename(staged, db).map_err(|e| cannot_create(db, &e))
        }
        Err(e) => Err(cannot_create(db, &e)),
    };
    remove_database_files(staged);
    linked
}

/// Remove the database file `db` and what SQLite keeps beside it, as far
/// as they exist.
fn remove_database_files(db: &Path) {
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let mut p = db.as_os_str().to_owned();
        p.push(suffix);
        let _ = std::fs::remove_file(PathBuf::from(p));
    }
}

/// The database `path` cannot be created (73).
fn cannot_create(path: &Path, e: &std::io::Error) -> Failure {
    AdminError::CannotCreate {
        path: path.display().to_string(),
        error: e.to_string(),
    }
    .into()
}

/// `f`, followed by the news that nothing was restored and the database
/// `db` not created; its exit status stays.
fn with_outcome(f: Failure, db: &str) -> Failure {
    if f.quiet {
        return f;
    }
    let why = AdminError::NothingRestored {
        why: Inner::from(&f),
        db: db.to_string(),
    };
    Failure {
        code: f.code,
        ..typed(Kind::Failed, &why)
    }
}

/// `operator`: an intervention in one game, recorded in its log; the mail
/// it queues goes at once when a transport is set.
pub fn operator(global: &Global, action: OperatorCmd, at_once: &AtOnce) -> Result<(), Failure> {
    let (cfg, file_cfg) = mail_config(global)?;
    use crate::referee::OperatorAction as A;
    let side = |n: u8| match n {
        1 => Ok(Side::First),
        2 => Ok(Side::Second),
        _ => Err(Failure::from(AdminError::Side { side: n.to_string() })),
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
            let by = crate::referee::clock::duration(&by).map_err(|e| AdminError::By { why: Inner::of(&e) })?;
            (game, A::Extend { side: side(s)?, by }, reason, None)
        }
        OperatorCmd::ReplacePlayer {
            game,
            side: s,
            player,
            lang,
            reason,
        } => {
            let spec = player_spec(&player, lang.as_deref().unwrap_or(""))?;
            let name = spec.name.clone();
            (game, A::ReplaceAddress { side: side(s)?, name }, reason, Some(spec))
        }
        OperatorCmd::Decide { game, winner, reason } => {
            let w = match winner.as_str() {
                "1" => Some(Side::First),
                "2" => Some(Side::Second),
                "draw" | "0" => None,
                o => return Err(AdminError::Winner { value: o.to_string() }.into()),
            };
            (game, A::Decide { winner: w }, reason, None)
        }
    };
    let lang = super::lang::from_env()?;
    let mut svc = Service::open(cfg)?;
    let mark = mark_for(&svc, at_once, &file_cfg)?;
    let said = svc.operate(&game, act, &reason, player)?;
    outln!("{}", said.words(lang));
    if let Some(mark) = mark {
        send_at_once(&mut svc, &at_once.via, &file_cfg, Queued::After(mark), lang);
    }
    Ok(())
}

#[derive(Subcommand, Debug)]
pub enum TournamentCmd {
    /// Create a tournament, open for entrants.
    New(NewTournamentArgs),
    /// Enter players: ADDRESS or "Name <ADDRESS>", in seed order.
    Add {
        /// The tournament's name.
        name: String,
        /// The players.
        #[arg(required = true)]
        players: Vec<String>,
        /// The language of their mail in this tournament's games (default:
        /// each player's own).
        #[arg(long)]
        lang: Option<String>,
    },
    /// Let players enter by mail (JOIN NAME to the referee's address):
    /// anyone, or only the addresses given.
    Open {
        /// The tournament's name.
        name: String,
        /// The addresses that may enter (none: anyone).
        addresses: Vec<String>,
        /// Take no more entries by mail.
        #[arg(long, conflicts_with = "addresses")]
        close: bool,
    },
    /// Begin: pair the first round, create its games and invite their
    /// players. Later rounds begin at `tick` once the previous has ended.
    Start {
        /// The tournament's name.
        name: String,
        #[command(flatten)]
        at_once: AtOnce,
    },
    /// Withdraw an entrant: paired no more; a round robin's games left to
    /// them are lost by forfeit. Decide a game they are playing with
    /// `operator decide`.
    Withdraw {
        /// The tournament's name.
        name: String,
        /// The entrant's address.
        player: String,
        /// Why: kept with the entrant.
        #[arg(long)]
        reason: String,
    },
    /// The crosstable, rounds and games so far.
    Show {
        /// The tournament's name.
        name: String,
        /// Print JSON for programs instead.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args, Debug)]
pub struct NewTournamentArgs {
    /// The tournament's name (one word, e.g. spring-2027).
    pub name: String,
    #[command(flatten)]
    pub game: GameArgs,
    /// round-robin (everyone meets everyone once, by the Berger tables),
    /// double-round-robin (twice, the sides exchanged) or swiss (`--rounds
    /// N` rounds paired by score).
    #[arg(long, default_value = "round-robin")]
    pub format: String,
    /// Rounds of a Swiss tournament.
    #[arg(long, default_value_t = 0)]
    pub rounds: usize,
    /// Its games do not count for the ratings.
    #[arg(long)]
    pub unrated: bool,
    /// Anyone may enter by mail (JOIN NAME to the referee's address).
    #[arg(long)]
    pub open: bool,
    /// These addresses may enter by mail (repeatable, or separated by
    /// commas).
    #[arg(long, value_name = "ADDRESS", value_delimiter = ',')]
    pub open_to: Vec<String>,
    /// Begin at `tick` from this date: YYYY-MM-DD or YYYY-MM-DDTHH:MM, in
    /// the referee's time zone (default_timezone).
    #[arg(long, value_name = "DATE")]
    pub starts: Option<String>,
    /// Full at N entrants: no more enter, and `tick` begins it.
    #[arg(long, value_name = "N")]
    pub players: Option<u32>,
    /// Space the rounds: round N begins once the round before has ended
    /// and N - 1 times this (e.g. 14d) has passed since the start.
    #[arg(long, value_name = "DURATION")]
    pub round_every: Option<String>,
}

fn say(c: &Club, lang: Lang) -> String {
    c.words(lang)
}

/// `tournament ...`.
pub fn tournament(global: &Global, action: TournamentCmd) -> Result<(), Failure> {
    let lang = super::lang::from_env().unwrap_or(Lang::En);
    match action {
        TournamentCmd::New(a) => {
            let (cfg, _) = config(global)?;
            let GameOptions { kind, spec, .. } = a.game.validate()?;
            let starts_at = match &a.starts {
                Some(date) => Some(starts_at(date, &cfg.default_timezone)?),
                None => None,
            };
            let round_every = match &a.round_every {
                Some(d) => Some(crate::referee::clock::duration(d).map_err(|e| typed(Kind::Usage, &e))?),
                None => None,
            };
            let open_to = match (a.open, &a.open_to[..]) {
                (true, _) => Some("*".to_string()),
                (false, []) => None,
                (false, list) => Some(open_to_list(list)),
            };
            let format = match a.format.as_str() {
                "round-robin" => Format::RoundRobin { double: false },
                "double-round-robin" => Format::RoundRobin { double: true },
                "swiss" => Format::Swiss { rounds: a.rounds },
                _ => return Err(typed(Kind::Usage, &Club::BadFormat { format: a.format })),
            };
            let t = NewTournament {
                name: a.name,
                kind,
                spec,
                mode: a.game.mode,
                time: a.game.time,
                grace: a.game.grace,
                format,
                rated: !a.unrated,
                open_to,
                starts_at,
                players: a.players,
                round_every,
            };
            let said = Service::open(cfg)?.new_tournament(t)?;
            outln!("{}", say(&said, lang));
        }
        TournamentCmd::Add { name, players, lang: l } => {
            let (cfg, _) = config(global)?;
            let specs = players
                .iter()
                .map(|p| player_spec(p, l.as_deref().unwrap_or("")))
                .collect::<Result<Vec<_>, _>>()?;
            let mut svc = Service::open(cfg)?;
            for p in &specs {
                outln!("{}", say(&svc.enter(&name, p)?, lang));
            }
        }
        TournamentCmd::Open { name, addresses, close } => {
            let (cfg, _) = config(global)?;
            let said = Service::open(cfg)?.open_to_mail(&name, &addresses, close)?;
            outln!("{}", say(&said, lang));
        }
        TournamentCmd::Start { name, at_once } => {
            let (cfg, file_cfg) = mail_config(global)?;
            let mut svc = Service::open(cfg)?;
            let mark = mark_for(&svc, &at_once, &file_cfg)?;
            for said in svc.start_tournament(&name)? {
                outln!("{}", say(&said, lang));
            }
            if let Some(mark) = mark {
                send_at_once(&mut svc, &at_once.via, &file_cfg, Queued::After(mark), lang);
            }
        }
        TournamentCmd::Withdraw { name, player, reason } => {
            let (cfg, _) = config(global)?;
            let said = Service::open(cfg)?.withdraw(&name, &player, &reason)?;
            outln!("{}", say(&said, lang));
        }
        TournamentCmd::Show { name, json } => {
            let (cfg, _) = config(global)?;
            let svc = Service::open(cfg)?;
            if json {
                outln!("{}", table_json(&svc.tournament_table(&name)?));
            } else {
                outln!("{}", svc.tournament_text(&name, lang)?);
            }
        }
    }
    Ok(())
}

/// The time `date` (a day, or a day and a time) is in the time zone `tz`.
fn starts_at(date: &str, tz: &str) -> Result<i64, Failure> {
    let bad = || typed(Kind::Usage, &Club::BadDate { date: date.to_string() });
    let zone = jiff::tz::TimeZone::get(tz).unwrap_or(jiff::tz::TimeZone::UTC);
    let time: jiff::civil::DateTime = date.parse().map_err(|_| bad())?;
    Ok(time.to_zoned(zone).map_err(|_| bad())?.timestamp().as_second())
}

fn result_word(points: Option<f64>) -> serde_json::Value {
    match points {
        Some(1.0) => "1-0".into(),
        Some(0.0) => "0-1".into(),
        Some(_) => "½-½".into(),
        None => serde_json::Value::Null,
    }
}

/// The tournament for programs: its settings, rounds (each game's id,
/// players by seat and result) and standings.
fn table_json(t: &Table) -> String {
    let rounds: Vec<serde_json::Value> = t
        .state
        .rounds
        .iter()
        .zip(&t.games)
        .enumerate()
        .map(|(i, (r, ids))| {
            let games: Vec<serde_json::Value> = r
                .games
                .iter()
                .zip(ids)
                .map(|(g, id)| {
                    serde_json::json!({
                        "game": id, "first": g.first + 1, "second": g.second + 1,
                        "result": result_word(g.points_of(g.first)), "forfeit": id.is_none(),
                    })
                })
                .collect();
            serde_json::json!({"round": i + 1, "games": games, "bye": r.bye.map(|b| b + 1)})
        })
        .collect();
    let standings: Vec<serde_json::Value> = t
        .state
        .standings()
        .iter()
        .map(|s| {
            let e = &t.entrants[s.entrant];
            serde_json::json!({
                "place": s.place, "seat": s.entrant + 1, "name": e.name, "address": e.address,
                "points": s.points, "tie_breaks": s.tie_breaks, "withdrawn": e.withdrawn,
            })
        })
        .collect();
    let json = serde_json::json!({
        "name": t.row.name, "game": t.row.kind, "mode": t.row.mode, "format": t.row.format,
        "rounds_total": t.state.round_count(), "status": t.row.status, "rated": t.row.rated,
        "rounds": rounds, "standings": standings,
    });
    json.to_string()
}

/// `ratings GAME`: the rating list of a game kind.
pub fn ratings(global: &Global, game: &str, json: bool) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let kind = GameKind::parse(game).map_err(|e| refused(&e))?;
    let lines = Service::open(cfg)?.rating_list(kind)?;
    let lang = super::lang::from_env().unwrap_or(Lang::En);
    if json {
        let list: Vec<serde_json::Value> = lines
            .iter()
            .map(|l| {
                serde_json::json!({
                    "name": l.name, "address": l.address, "rating": l.rated.rating.rating,
                    "deviation": l.rated.rating.deviation, "volatility": l.rated.rating.volatility,
                    "games": l.rated.games,
                })
            })
            .collect();
        outln!("{}", serde_json::json!({"game": kind.name(), "ratings": list}));
    } else if lines.is_empty() {
        let title = crate::views::words::title(lang, kind);
        outln!("{}", say(&Club::NoRatings { game: title }, lang));
    } else {
        outln!("{}", rating_text(&lines, lang));
    }
    Ok(())
}

/// `site DIR`: the public archive, in `lang` (default: the operator's),
/// the game pages made from the kit's page (`--kit`, else `kit_file`).
pub fn site(global: &Global, dir: &Path, kit: Option<&Path>, lang: Option<Lang>) -> Result<(), Failure> {
    let (cfg, file_cfg) = config(global)?;
    let lang = lang.unwrap_or(super::lang::from_env()?);
    let kit = match kit.or(file_cfg.kit_file.as_deref()) {
        Some(path) => Some(super::read_input(path)?),
        None => None,
    };
    let files = Service::open(cfg)?.write_site(dir, lang, kit.as_deref())?;
    let dir = dir.display().to_string();
    let files = files as u32;
    outln!("{}", say(&Club::SiteWritten { dir, files }, lang));
    Ok(())
}

/// `player ADDRESS --unnamed` (or `--named`): how the public site shows them.
pub fn player(global: &Global, address: &str, unnamed: bool) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let said = Service::open(cfg)?.set_unnamed(address, unnamed)?;
    outln!("{}", say(&said, super::lang::from_env().unwrap_or(Lang::En)));
    Ok(())
}

/// `unrated GAME`: the game no longer counts for the ratings (`--undo`:
/// it counts again).
pub fn unrated(global: &Global, game: &str, undo: bool) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let said = Service::open(cfg)?.set_rated(game, undo)?;
    outln!("{}", say(&said, super::lang::from_env().unwrap_or(Lang::En)));
    Ok(())
}
