//! What the operator reads: `list`, `show`, `export`, `stats`, `audit`.

use super::errors::AdminError;
use super::settings::config;
use super::{refused, Failure, Global};
use crate::games::any::{AnyPosition, GameKind};
use crate::games::Side;
use crate::referee::{GameState, Phase};
use crate::service::{self, Service};
use crate::store::Queries;
use crate::views::words::{self, ids};
use crate::views::Lang;
use clap::Args;
use std::path::{Path, PathBuf};

/// Which games `list` shows, and how.
#[derive(Args, Debug, Default)]
pub struct ListArgs {
    /// Only games still going (in setup or in play).
    #[arg(long, conflicts_with = "finished")]
    pub active: bool,
    /// Only games that are over.
    #[arg(long)]
    pub finished: bool,
    /// Only the games of the player with this address.
    #[arg(long, value_name = "ADDRESS")]
    pub player: Option<String>,
    /// Only games of this kind: lattaque, strand or assaut.
    #[arg(long = "game", value_name = "KIND")]
    pub kind: Option<String>,
    /// One JSON object per game, in an array, instead of the table.
    #[arg(long)]
    pub json: bool,
}

/// One game as `list` shows it.
struct Listed {
    id: String,
    kind: String,
    players: [(String, String); 2],
    to_move: Option<String>,
    deadline: Option<i64>,
    /// The state in English, for `--json`.
    state: String,
    /// The state in the operator's language, for the table.
    shown: String,
}

/// `list`: the games, one row each, in natural order (strand-2 before
/// strand-10), with a header row and aligned columns, or as JSON.
pub fn list(global: &Global, a: ListArgs) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let lang = if a.json { Lang::En } else { super::lang::from_env()? };
    let kind = match &a.kind {
        Some(k) => Some(GameKind::parse(k).map_err(|e| refused(&e))?),
        None => None,
    };
    let svc = Service::open(cfg)?;
    let r = svc.store.read();
    let mut rows = Vec::new();
    for g in r.games().map_err(service::Error::from)? {
        if kind.is_some_and(|k| k.name() != g.kind) {
            continue;
        }
        let st = svc.current_state(&g.id)?;
        if (a.active && st.is_over()) || (a.finished && !st.is_over()) {
            continue;
        }
        let address = |id: i64| -> Result<String, Failure> {
            Ok(r.player(id)
                .map_err(service::Error::from)?
                .map(|p| p.address)
                .unwrap_or_default())
        };
        let addresses = [address(g.first_player)?, address(g.second_player)?];
        if let Some(want) = &a.player {
            if !addresses.iter().any(|x| x.eq_ignore_ascii_case(want.trim())) {
                continue;
            }
        }
        let [first, second] = addresses;
        rows.push(Listed {
            id: g.id.clone(),
            kind: st.kind.name().to_string(),
            players: [(st.players[0].clone(), first), (st.players[1].clone(), second)],
            to_move: (!st.is_over())
                .then(|| st.to_move())
                .flatten()
                .map(|s| st.players[s.index()].clone()),
            deadline: st
                .to_move()
                .and_then(|s| st.on_clock().into_iter().find(|(c, _)| *c == s))
                .map(|(_, d)| d),
            state: state_english(&st),
            shown: state_words(&st, lang),
        });
    }
    rows.sort_by_key(|g| natural_key(&g.id));
    if a.json {
        outln!("{}", list_json(&rows));
    } else {
        print_table(&rows, lang)?;
    }
    Ok(())
}

/// A game id's sort key: its kind, then its number as a number.
fn natural_key(id: &str) -> (String, u64, String) {
    match id.rsplit_once('-') {
        Some((kind, n)) if n.parse::<u64>().is_ok() => (kind.to_string(), n.parse().unwrap_or(0), String::new()),
        _ => (id.to_string(), 0, id.to_string()),
    }
}

/// The state of a game in a few words in `lang`: in setup, in play,
/// paused, or its result.
fn state_words(st: &GameState, lang: Lang) -> String {
    if let Some(r) = st.result.as_ref() {
        let reason = words::reason(lang, st.kind, &words::Explain::reason(&r.reason));
        return match r.winner {
            0 => words::text(lang, ids::OPERATOR_STATE_DRAWN, &[("reason", &reason)]),
            w => words::text(
                lang,
                ids::OPERATOR_STATE_WON,
                &[("name", &st.players[usize::from(w - 1).min(1)]), ("reason", &reason)],
            ),
        };
    }
    let id = if st.paused.is_some() {
        ids::OPERATOR_STATE_PAUSED
    } else if st.phase == Phase::Setup {
        ids::OPERATOR_STATE_SETUP
    } else {
        ids::OPERATOR_STATE_PLAY
    };
    words::text(lang, id, &[])
}

/// [`state_words`] in the English of the log, as `list --json` gives it
/// (the same in every language).
fn state_english(st: &GameState) -> String {
    if let Some(r) = st.result.as_ref() {
        return match r.winner {
            0 => format!("drawn ({})", r.reason.english(st.kind)),
            w => format!(
                "{} won ({})",
                st.players[usize::from(w - 1).min(1)],
                r.reason.english(st.kind)
            ),
        };
    }
    if st.paused.is_some() {
        return "paused".into();
    }
    match st.phase {
        Phase::Setup => "setup".into(),
        _ => "in play".into(),
    }
}

/// A time as the operator reads it: in the machine's own time zone.
fn local(t: i64) -> String {
    let tz = jiff::tz::TimeZone::system();
    jiff::Timestamp::from_second(t).map_or_else(
        |_| t.to_string(),
        |ts| ts.to_zoned(tz).strftime("%Y-%m-%d %H:%M %Z").to_string(),
    )
}

fn print_table(rows: &[Listed], lang: Lang) -> Result<(), Failure> {
    let header = [
        ids::OPERATOR_COLUMN_GAME,
        ids::OPERATOR_COLUMN_KIND,
        ids::OPERATOR_COLUMN_PLAYERS,
        ids::OPERATOR_COLUMN_TO_MOVE,
        ids::OPERATOR_COLUMN_DEADLINE,
        ids::OPERATOR_COLUMN_STATE,
    ]
    .map(|id| words::text(lang, id, &[]));
    let cells: Vec<[String; 6]> = rows
        .iter()
        .map(|g| {
            [
                g.id.clone(),
                g.kind.clone(),
                words::text(
                    lang,
                    ids::OPERATOR_PLAYERS,
                    &[("first", &g.players[0].0), ("second", &g.players[1].0)],
                ),
                g.to_move.clone().unwrap_or_else(|| "-".into()),
                g.deadline.map_or_else(|| "-".into(), local),
                g.shown.clone(),
            ]
        })
        .collect();
    let mut widths = header.each_ref().map(|h| h.chars().count());
    for row in &cells {
        for (w, c) in widths.iter_mut().zip(row) {
            *w = (*w).max(c.chars().count());
        }
    }
    let line = |row: &[String]| {
        let mut out = String::new();
        for (i, (c, w)) in row.iter().zip(widths).enumerate() {
            if i + 1 == row.len() {
                out.push_str(c);
            } else {
                out.push_str(c);
                out.push_str(&" ".repeat(w - c.chars().count() + 2));
            }
        }
        out
    };
    outln!("{}", line(&header));
    for row in &cells {
        outln!("{}", line(row));
    }
    Ok(())
}

fn list_json(rows: &[Listed]) -> String {
    let games: Vec<serde_json::Value> = rows
        .iter()
        .map(|g| {
            serde_json::json!({
                "game": g.id,
                "kind": g.kind,
                "players": g.players.iter().map(|(name, address)| serde_json::json!({"name": name, "address": address})).collect::<Vec<_>>(),
                "to_move": g.to_move,
                "deadline": g.deadline,
                "state": g.state,
            })
        })
        .collect();
    serde_json::to_string_pretty(&games).unwrap_or_default()
}

/// `show`: a game's board, status and moves, as the referee or a player sees it.
pub fn show(global: &Global, game: &str, as_player: Option<&str>) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let lang = super::lang::from_env()?;
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
                .ok_or_else(|| AdminError::NoGame { game: game.to_string() })?;
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
                return Err(AdminError::NotPlayer {
                    who: who.to_string(),
                    game: game.to_string(),
                }
                .into());
            }
        }
    };
    let players = words::text(
        lang,
        ids::OPERATOR_PLAYERS,
        &[("first", &st.players[0]), ("second", &st.players[1])],
    );
    outln!("{} {} — {players}", words::title(lang, st.kind), st.id);
    if let Some(p) = &st.position {
        // The referee's own view shows everything; a player's view hides.
        let view = match viewer {
            Some(v) => p.board_view(Some(v)),
            None => full_view(p),
        };
        outln!("{}", crate::views::board_text(&view, lang));
    } else if let Some(bg) = &st.blind {
        // A blind game: the referee knows only what was opened, for
        // everyone alike (a player sees their own ranks with `view`).
        outln!("{}", crate::views::board_text(&bg.board.board_view(), lang));
    }
    outln!(
        "{}",
        match viewer {
            Some(v) => crate::compose::status_line(&st, v, lang),
            None => referee_status(&st, lang),
        }
    );
    for m in &st.moves {
        outln!("{:>4}. {} {}", m.ply, m.text, words::reason(lang, st.kind, &m.reason));
    }
    Ok(())
}

/// `export`: a game's transcript.
pub fn export(global: &Global, game: &str, output: Option<PathBuf>, force: bool) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let svc = Service::open(cfg)?;
    let t = svc.export(game)?;
    let json = serde_json::to_string_pretty(&t).map_err(|e| AdminError::Json { error: e.to_string() })?;
    match output {
        Some(p) => write_new(&p, (json + "\n").as_bytes(), force)?,
        None => outln!("{json}"),
    }
    Ok(())
}

/// Write `bytes` to a new file `path` of mode
/// [`FILE_MODE`](crate::store::FILE_MODE), never through a symbolic link:
/// a file (or link) already there is refused, or with `force` replaced by
/// a rename of a new file written beside it.
fn write_new(path: &Path, bytes: &[u8], force: bool) -> Result<(), Failure> {
    use std::io::Write;
    let target = match force {
        false => path.to_path_buf(),
        true => {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            path.with_file_name(format!(".{name}.{}.new", std::process::id()))
        }
    };
    let mut file = crate::store::create_private(&target).map_err(|e| match e.kind() {
        std::io::ErrorKind::AlreadyExists if !force => AdminError::OutputExists {
            path: path.display().to_string(),
        }
        .into(),
        _ => output_file(path, &e),
    })?;
    let written = file.write_all(bytes).and_then(|()| file.sync_all());
    let placed = written.and_then(|()| match force {
        true => std::fs::rename(&target, path),
        false => Ok(()),
    });
    placed.map_err(|e| {
        let _ = std::fs::remove_file(&target);
        output_file(path, &e)
    })
}

/// `stats`: the operator's figures.
pub fn stats(global: &Global) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let lang = super::lang::from_env()?;
    let svc = Service::open(cfg)?;
    for (k, v) in svc.stats()? {
        let label = stats_label(&k, lang);
        outln!("{label:<36} {v}");
    }
    Ok(())
}

/// The label `key` of the store's stats in `lang`; a key it does not know
/// stays as the store gives it.
fn stats_label(key: &str, lang: Lang) -> String {
    let fixed = [
        ("moves in the last 24 h", ids::OPERATOR_STATS_MOVES_DAY),
        ("moves in the last 7 days (per day)", ids::OPERATOR_STATS_MOVES_WEEK),
        ("bounces in the last 30 days", ids::OPERATOR_STATS_BOUNCES),
        ("oldest unprocessed message", ids::OPERATOR_STATS_OLDEST),
        ("outbox pending", ids::OPERATOR_STATS_PENDING),
    ];
    if let Some((_, id)) = fixed.iter().find(|(k, _)| *k == key) {
        return words::text(lang, id, &[]);
    }
    if let Some(status) = key.strip_prefix("mail in: ") {
        return words::text(lang, ids::OPERATOR_STATS_MAIL_IN, &[("status", status)]);
    }
    if let Some(status) = key.strip_prefix("mail out: ") {
        return words::text(lang, ids::OPERATOR_STATS_MAIL_OUT, &[("status", status)]);
    }
    if let Some((kind, status)) = key.strip_prefix("games ").and_then(|r| r.split_once(' ')) {
        return words::text(lang, ids::OPERATOR_STATS_GAMES, &[("kind", kind), ("status", status)]);
    }
    key.to_string()
}

/// `audit`: check the database file (SQLite's integrity check), then every
/// game. A damaged file stops it (65) before the games are read; problems
/// in games exit 1.
pub fn audit(global: &Global) -> Result<(), Failure> {
    let (cfg, _) = config(global)?;
    let lang = super::lang::from_env()?;
    let svc = Service::open(cfg.clone())?;
    let damage = svc.store.integrity_problems().map_err(service::Error::from)?;
    if !damage.is_empty() {
        let n = damage.len().to_string();
        outln!("{}", words::text(lang, ids::OPERATOR_AUDIT_DAMAGED, &[("n", &n)]));
        for d in &damage {
            outln!("{d}");
        }
        return Err(AdminError::Damaged {
            db: cfg.db.display().to_string(),
        }
        .into());
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
    let (games, n) = (games.to_string(), problems.len().to_string());
    outln!(
        "{}",
        words::text(lang, ids::OPERATOR_AUDIT_COUNT, &[("games", &games), ("n", &n)])
    );
    if problems.is_empty() {
        outln!("{}", words::text(lang, ids::OPERATOR_AUDIT_SOUND, &[]));
        Ok(())
    } else {
        for p in &problems {
            outln!("{p}");
        }
        Err(AdminError::AuditProblems { n: problems.len() }.into())
    }
}

/// A failure to write the output file `path`: 73 when it cannot be
/// created, 74 when writing it fails.
fn output_file(path: &std::path::Path, e: &std::io::Error) -> Failure {
    use std::io::ErrorKind as E;
    let (path, error) = (path.display().to_string(), e.to_string());
    match e.kind() {
        E::NotFound => AdminError::NoFolder { path },
        E::PermissionDenied | E::IsADirectory | E::NotADirectory | E::ReadOnlyFilesystem => {
            AdminError::CannotCreate { path, error }
        }
        _ => AdminError::Writing { path, error },
    }
    .into()
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

/// The status as the referee sees it, in `lang`: whose move, by name and side.
fn referee_status(st: &GameState, lang: Lang) -> String {
    let who = |s: Side| {
        words::text(
            lang,
            ids::WHO,
            &[
                ("name", &st.players[s.index()]),
                ("side", &words::side(lang, st.kind, s, None)),
            ],
        )
    };
    let state = || state_words(st, lang);
    match (st.phase, st.to_move()) {
        _ if st.is_over() => words::text(lang, ids::OPERATOR_STATUS_OVER, &[("state", &state())]),
        (Phase::Setup, _) => {
            let waiting: Vec<String> = [Side::First, Side::Second]
                .into_iter()
                .filter(|s| st.commits[s.index()].is_none())
                .map(who)
                .collect();
            match waiting.as_slice() {
                [first, second] => words::text(
                    lang,
                    ids::OPERATOR_STATUS_SETUP_BOTH,
                    &[("first", first), ("second", second)],
                ),
                _ => words::text(lang, ids::OPERATOR_STATUS_SETUP, &[("who", &waiting.join(", "))]),
            }
        }
        (_, Some(s)) => {
            let n = st.position.as_ref().map_or(1, |p| p.ply() + 1);
            words::text(
                lang,
                ids::OPERATOR_STATUS_MOVE,
                &[("n", &n.to_string()), ("who", &who(s))],
            )
        }
        (_, None) => words::text(lang, ids::OPERATOR_STATUS_OTHER, &[("state", &state())]),
    }
}
