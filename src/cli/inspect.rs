//! What the operator reads: `list`, `show`, `export`, `stats`, `audit`.

use super::settings::config;
use super::{fail, failure, Failure, Global};
use crate::exit::Kind;
use crate::games::any::AnyPosition;
use crate::games::Side;
use crate::service::{self, Service};
use crate::store::Queries;
use std::path::PathBuf;

/// `list`: every game, one line each.
pub fn list(global: &Global) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let svc = Service::open(cfg)?;
    for g in svc.store.read().games().map_err(service::Error::from)? {
        let st = svc.current_state(&g.id)?;
        outln!(
            "{:<14} {:<9} {:<6} {} v {}  {}",
            g.id,
            g.kind,
            g.status,
            st.players[0],
            st.players[1],
            crate::compose::status_line(&st, st.to_move().unwrap_or(Side::First))
        );
    }
    Ok(())
}

/// `show`: a game's board, status and moves, as the referee or a player sees it.
pub fn show(global: &Global, game: &str, as_player: Option<&str>) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let svc = Service::open(cfg)?;
    let st = svc.state(game)?;
    let viewer = match as_player {
        None => None,
        Some("1") => Some(Side::First),
        Some("2") => Some(Side::Second),
        Some(who) => {
            let row = svc
                .store
                .read()
                .game(game)
                .map_err(service::Error::from)?
                .ok_or_else(|| failure(Kind::NoInput, format!("no game '{game}' in this database")))?;
            let r = svc.store.read();
            let p1 = r.player(row.first_player).map_err(service::Error::from)?;
            let p2 = r.player(row.second_player).map_err(service::Error::from)?;
            let matches = |p: &Option<crate::store::PlayerRow>| {
                p.as_ref()
                    .is_some_and(|p| p.address.eq_ignore_ascii_case(who) || p.name.eq_ignore_ascii_case(who))
            };
            if matches(&p1) {
                Some(Side::First)
            } else if matches(&p2) {
                Some(Side::Second)
            } else {
                return Err(failure(
                    Kind::NoInput,
                    format!("'{who}' is not a player of {game}: give an address or name of one, or 1 or 2"),
                ));
            }
        }
    };
    outln!("{} {} — {} v {}", st.kind.title(), st.id, st.players[0], st.players[1]);
    if let Some(p) = &st.position {
        // The referee's own view shows everything; a player's view hides.
        let view = match viewer {
            Some(v) => p.board_view(Some(v)),
            None => full_view(p),
        };
        outln!("{}", crate::views::board_text(&view, crate::views::Lang::En));
    } else if let Some(bg) = &st.blind {
        // A blind game: the referee knows only what was opened, for
        // everyone alike (a player sees their own ranks with `view`).
        outln!(
            "{}",
            crate::views::board_text(&bg.board.board_view(), crate::views::Lang::En)
        );
    }
    outln!("{}", crate::compose::status_line(&st, viewer.unwrap_or(Side::First)));
    for m in &st.moves {
        outln!("{:>4}. {} {}", m.ply, m.text, m.report);
    }
    Ok(())
}

/// `export`: a game's transcript.
pub fn export(global: &Global, game: &str, output: Option<PathBuf>) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let svc = Service::open(cfg)?;
    let t = svc.export(game)?;
    let json = serde_json::to_string_pretty(&t).map_err(|e| fail(e.to_string()))?;
    match output {
        Some(p) => std::fs::write(&p, json + "\n").map_err(|e| output_file(&p, &e))?,
        None => outln!("{json}"),
    }
    Ok(())
}

/// `stats`: the operator's figures.
pub fn stats(global: &Global) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let svc = Service::open(cfg)?;
    for (k, v) in svc.stats()? {
        outln!("{k:<36} {v}");
    }
    Ok(())
}

/// `audit`: check the database file (SQLite's integrity check), then every
/// game. A damaged file stops it (65) before the games are read; problems
/// in games exit 1.
pub fn audit(global: &Global) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let svc = Service::open(cfg.clone())?;
    let damage = svc.store.integrity_problems().map_err(service::Error::from)?;
    if !damage.is_empty() {
        outln!("audit: the database file is damaged ({} problem(s))", damage.len());
        for d in &damage {
            outln!("{d}");
        }
        return Err(failure(
            Kind::Data,
            format!(
                "{} is damaged (SQLite's integrity check, above): keep the file as it is, and restore the last \
                 good backup with `estafette restore` after moving this one away",
                cfg.db.display()
            ),
        ));
    }
    use std::io::IsTerminal;
    let tty = std::io::stderr().is_terminal();
    let problems = svc.audit_with_progress(&mut |done, total| {
        if tty {
            let width = 30;
            let filled = (done * width).checked_div(total).unwrap_or(width);
            eprint!(
                "\raudit [{}{}] {done}/{total} games",
                "#".repeat(filled),
                " ".repeat(width - filled)
            );
            if done == total {
                eprintln!();
            }
        }
    })?;
    let games = svc.store.read().game_heads().map_err(service::Error::from)?.len();
    outln!("audit: {games} games, {} problem(s)", problems.len());
    if problems.is_empty() {
        outln!("audit: the database file is sound; every game's log, replay, snapshot and outgoing mail agree");
        Ok(())
    } else {
        for p in &problems {
            outln!("{p}");
        }
        Err(fail(format!("audit found {} problem(s)", problems.len())))
    }
}

/// A failure to write the output file `path`: 73 when it cannot be
/// created, 74 when writing it fails.
fn output_file(path: &std::path::Path, e: &std::io::Error) -> Failure {
    use std::io::ErrorKind as E;
    match e.kind() {
        E::NotFound => failure(
            Kind::CantCreate,
            format!("cannot create {}: its folder does not exist", path.display()),
        ),
        E::PermissionDenied | E::IsADirectory | E::NotADirectory | E::ReadOnlyFilesystem => {
            failure(Kind::CantCreate, format!("cannot create {}: {e}", path.display()))
        }
        _ => failure(Kind::Io, format!("writing {}: {e}", path.display())),
    }
}

/// The referee's view: everything, both armies.
fn full_view(p: &AnyPosition) -> crate::games::BoardView {
    let mut first = p.board_view(Some(Side::First));
    let second = p.board_view(Some(Side::Second));
    for (r, row) in first.cells.iter_mut().enumerate() {
        for (f, cell) in row.iter_mut().enumerate() {
            if let crate::games::Cell::Piece { side: Side::Second, .. } = cell {
                *cell = second.cells[r][f].clone();
            }
        }
    }
    first
}
