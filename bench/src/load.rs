//! The loads the benchmarks measure, built through Estafette's normal code
//! path: games created with [`Service::new_game`], L'Attaque armies sent as
//! SETUP mails, and every player's move a real RFC 5322 message addressed
//! to that player's reply address (with a valid token), its move chosen
//! with [`choose_move`] on the referee's own position. So what is measured
//! does real work: parse, authenticate, adjudicate, log, render both views,
//! queue the replies, commit.
//!
//! Invariant: everything is written under the folder given to [`bench_dir`],
//! which must be empty, missing, or made by an earlier run (marked by a
//! `.estafette-bench` file); nothing outside it is ever removed.

use estafette::demo::{
    choose_move, file_fault, outcome, refused, DemoFault, LoadStep, DEMO_ARMY_FIRST, DEMO_ARMY_SECOND,
};
use estafette::exit::Inner;
use estafette::games::any::{AnyPosition, AnyReport, GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::mail::maildir::Maildir;
use estafette::referee::clock::TimeControl;
use estafette::referee::state::side_num;
use estafette::service::{self, Config, Error, Ingested, PlayerSpec, Result, Service};
use estafette::store::Queries;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The referee's address in every benchmark.
pub const ADDRESS: &str = "referee@bench.example";
/// The file that marks a folder as made by the benchmarks.
const MARKER: &str = ".estafette-bench";
/// The file of a load (and of a run) that names the game of each message,
/// one line each, in the messages' order.
pub const GAMES_OF: &str = "games-of-messages.txt";
/// The database and key file of a load, a run, a tick or a long game.
pub const DB: &str = "bench.db";
pub const KEY: &str = "bench.key";

/// An I/O failure on `what`, as a clear error.
pub fn io_err(what: &Path, e: impl std::fmt::Display) -> Error {
    file_fault(what, e)
}

/// A 3-day time control.
fn three_days() -> Result<TimeControl> {
    TimeControl::read("3d", None).map_err(|e| DemoFault::Clock { why: Inner::of(&e) }.into())
}

/// Make `dir` a bench folder: create it, or accept it if empty or already
/// marked; refuse anything else, since sub-folders of it get replaced.
pub fn bench_dir(dir: &Path) -> Result<()> {
    if dir.exists() {
        let marked = dir.join(MARKER).exists();
        let empty = std::fs::read_dir(dir).map_err(|e| io_err(dir, e))?.next().is_none();
        if !marked && !empty {
            return Err(DemoFault::NotBenchFolder {
                dir: dir.display().to_string(),
            }
            .into());
        }
    }
    std::fs::create_dir_all(dir).map_err(|e| io_err(dir, e))?;
    std::fs::write(dir.join(MARKER), "made by estafette-bench\n").map_err(|e| io_err(dir, e))
}

/// A fresh, empty sub-folder of a bench folder, as an absolute path (the
/// workers and the `ingest` processes run in it, so a relative folder must
/// not be joined to itself).
pub fn fresh_sub(dir: &Path, name: &str) -> Result<PathBuf> {
    let sub = dir.join(name);
    if sub.exists() {
        std::fs::remove_dir_all(&sub).map_err(|e| io_err(&sub, e))?;
    }
    std::fs::create_dir_all(&sub).map_err(|e| io_err(&sub, e))?;
    std::fs::canonicalize(&sub).map_err(|e| io_err(&sub, e))
}

/// The referee's settings for the database kept in `dir`: `full` for
/// `durability = "full"`, and `poll_batch` messages per transaction.
pub fn config_in(dir: &Path, full: bool, poll_batch: usize) -> Config {
    let mut c = Config::new(dir.join(DB), dir.join(KEY), ADDRESS);
    c.error_replies_per_hour = 1_000_000;
    c.full_sync = full;
    c.poll_batch = poll_batch.max(1);
    c
}

/// A new database and key file in `dir`. Building a load is not measured,
/// so it does not sync every commit.
pub fn new_referee(dir: &Path) -> Result<Service> {
    let config = config_in(dir, false, service::DEFAULT_POLL_BATCH);
    service::init(&config)?;
    Service::open(config)
}

/// Seconds since 1970 by the system clock.
pub fn system_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// An RFC 5322 date for a Unix time.
fn rfc5322_date(t: i64) -> String {
    jiff::Timestamp::from_second(t)
        .map(|ts| {
            ts.to_zoned(jiff::tz::TimeZone::UTC)
                .strftime("%a, %d %b %Y %H:%M:%S +0000")
                .to_string()
        })
        .unwrap_or_else(|_| "Thu, 01 Jan 1970 00:00:00 +0000".into())
}

/// The start of the referee's text mail, as a player's client quotes it.
const QUOTED: &str = "The 'Strand' War Game \u{2014} strand-1 \u{2014} Player 1 (Allies) v Player 2 (Germans)

12. Player 2 (Germans) played f6-e5: Germans moved f6-e5.

10  .    .   *I    .   *C
 9    *I    .    .   *I    .
 8  .    .   *A    .    .
 7    .    .    .   *I    .
 6  .    .    .    I    .
 5    .    I    .    .    .
 4  C    .    I    .    .
 3    I    .    A    .    .
 2  .    I    .    .    .
 1    .    .    .    .    .
    a  b  c  d  e  f  g  h  i  j

Key: plain = Allies, * = Germans, . = empty

Game:          strand-1 (standard)
You play:      Allies
Status:        Move 13: your turn.
Time control:  3 days per move";

/// Who writes a mail, to whom, in which thread.
struct Envelope<'a> {
    seq: usize,
    who: &'a PlayerSpec,
    to: &'a str,
    subject: &'a str,
    in_reply_to: &'a str,
    date: i64,
}

/// A player's mail to the referee, as a mail client writes it (trace and
/// DKIM headers, a quote of the referee's mail), in plain text or, like
/// most webmail, as text and HTML alternatives.
fn player_mail(e: &Envelope, body: &str, html: bool) -> Vec<u8> {
    let mut m = headers(e);
    let on = format!("On {}, Estafette referee <{}> wrote:", rfc5322_date(e.date), e.to);
    let quoted: String = QUOTED.lines().map(|l| format!("> {l}\r\n")).collect();
    if html {
        let b = format!("000000000000{:012x}", e.seq);
        let qhtml: String = QUOTED
            .lines()
            .map(|l| format!("{}<br>\r\n", estafette::views::escape_html(l)))
            .collect();
        m.push_str(&format!(
            "Content-Type: multipart/alternative; boundary=\"{b}\"\r\n\r\n\
             --{b}\r\nContent-Type: text/plain; charset=\"UTF-8\"\r\nContent-Transfer-Encoding: 8bit\r\n\r\n\
             {body}\r\n\r\n{on}\r\n\r\n{quoted}\r\n\
             --{b}\r\nContent-Type: text/html; charset=\"UTF-8\"\r\nContent-Transfer-Encoding: 8bit\r\n\r\n\
             <div dir=\"ltr\">{body}</div><br><div class=\"gmail_quote\"><div dir=\"ltr\" class=\"gmail_attr\">{on_html}<br></div>\r\n\
             <blockquote class=\"gmail_quote\" style=\"margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex\">\r\n\
             {qhtml}</blockquote></div>\r\n\r\n--{b}--\r\n",
            on_html = estafette::views::escape_html(&on),
        ));
    } else {
        m.push_str(&format!(
            "Content-Type: text/plain; charset=utf-8; format=flowed\r\nContent-Transfer-Encoding: 8bit\r\n\r\n\
             {body}\r\n\r\n{on}\r\n{quoted}"
        ));
    }
    m.into_bytes()
}

/// The headers of [`player_mail`], up to its Content-Type.
fn headers(e: &Envelope) -> String {
    let (seq, from, to) = (e.seq, &e.who.address, e.to);
    let date = rfc5322_date(e.date);
    let domain = from.rsplit_once('@').map(|(_, d)| d).unwrap_or("players.example");
    // A plausible signature: 344 characters of base64-looking text, folded.
    const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let sig: Vec<u8> = (0..344).map(|i| B64[(i * 7 + seq) % 64]).collect();
    let sig: Vec<String> = sig
        .chunks(72)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect();
    format!(
        "Return-Path: <{from}>\r\n\
         Delivered-To: {to}\r\n\
         Received: from mail.{domain} (mail.{domain} [192.0.2.{host}])\r\n\
         \tby mx.bench.example (Postfix) with ESMTPS id 4Qb{seq:08X}\r\n\
         \tfor <{to}>; {date}\r\n\
         DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d={domain}; s=s1;\r\n\
         \th=from:to:subject:date:message-id:in-reply-to:references;\r\n\
         \tbh=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=;\r\n\
         \tb={sig}\r\n\
         From: {name} <{from}>\r\n\
         To: Estafette referee <{to}>\r\n\
         Subject: Re: {subject}\r\n\
         Date: {date}\r\n\
         Message-ID: <bench-{seq}@{domain}>\r\n\
         In-Reply-To: <{thread}>\r\n\
         References: <{thread}>\r\n\
         MIME-Version: 1.0\r\n",
        sig = sig.join("\r\n\t  "),
        host = seq % 250 + 1,
        name = e.who.name,
        subject = e.subject,
        thread = e.in_reply_to,
    )
}

/// A player's address and name; one player in five reads French, so
/// those mails are composed in French.
pub fn player(n: usize) -> PlayerSpec {
    PlayerSpec {
        address: format!("p{n}@players.example"),
        name: format!("Player {n}"),
        lang: if n % 5 == 4 { "fr".into() } else { "en".into() },
    }
}

/// The mail `who`, playing `side`, sends with `body` to the referee for
/// `game`.
pub fn mail_for(
    svc: &Service,
    game: &str,
    side: Side,
    who: &PlayerSpec,
    body: &str,
    seq: usize,
    html: bool,
) -> Result<Vec<u8>> {
    mail_at(svc, game, side, None, who, body, seq, html)
}

/// [`mail_for`] in answer to the referee's mail at log position `issued`
/// (`None`: its latest), for a mail written ahead.
#[allow(clippy::too_many_arguments)]
fn mail_at(
    svc: &Service,
    game: &str,
    side: Side,
    issued: Option<u64>,
    who: &PlayerSpec,
    body: &str,
    seq: usize,
    html: bool,
) -> Result<Vec<u8>> {
    let to = match issued {
        Some(n) => svc.reply_address_at(game, side, n)?,
        None => svc.reply_address(game, side)?,
    };
    let thread = format!("{game}-{}@bench.example", side_num(side));
    let subject = format!("{game}: your move");
    let e = Envelope {
        seq,
        who,
        to: &to,
        subject: &subject,
        in_reply_to: &thread,
        date: system_now(),
    };
    Ok(player_mail(&e, body, html))
}

/// Take `raw` in through `ingest`; an error unless it was applied.
fn applied(svc: &mut Service, raw: &[u8], step: LoadStep) -> Result<()> {
    match svc.ingest(raw)? {
        Ingested::Handled { status, .. } if status == "applied" => Ok(()),
        other => Err(DemoFault::LoadRefused {
            step: Inner::of(&step),
            outcome: outcome(&other),
        }
        .into()),
    }
}

/// Send both L'Attaque armies through `ingest`.
fn send_armies(svc: &mut Service, game: &str, players: &[PlayerSpec; 2], seq: &mut usize) -> Result<()> {
    for (side, army) in [(Side::First, DEMO_ARMY_FIRST), (Side::Second, DEMO_ARMY_SECOND)] {
        *seq += 1;
        let body = format!("SETUP\r\n{}", army.replace('\n', "\r\n"));
        let raw = mail_for(svc, game, side, &players[side.index()], &body, *seq, false)?;
        applied(svc, &raw, LoadStep::Army { game: game.to_string() })?;
    }
    Ok(())
}

/// The position of `game` once set up.
fn position(svc: &Service, game: &str) -> Result<AnyPosition> {
    svc.current_state(game)?
        .position
        .ok_or_else(|| DemoFault::NoPositionAfterSetup { game: game.to_string() }.into())
}

/// A move that neither ends the game nor (in L'Attaque) starts a combat,
/// chosen with a xorshift generator; `None` if there is none.
fn quiet_move(pos: &AnyPosition, state: &mut u64) -> Option<String> {
    let quiet: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| match pos.play_text(m) {
            Ok((next, _, report)) => {
                let combat = matches!(&report, AnyReport::Lattaque(r) if r.combat.is_some());
                !combat && next.outcome().is_none()
            }
            Err(_) => false,
        })
        .collect();
    if quiet.is_empty() {
        return None;
    }
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    Some(quiet[(*state % quiet.len() as u64) as usize].clone())
}

/// A game of a load: its id, its players and the moves to come, in order.
struct GamePlan {
    id: String,
    players: [PlayerSpec; 2],
    moves: Vec<(Side, String)>,
    /// The game's log position before the planned moves: the `i`-th move
    /// answers the referee's mail at `head + i` (each move is one event).
    head: u64,
}

/// What a prepared load holds.
#[derive(Clone, Debug)]
pub struct Load {
    pub games: usize,
    pub messages: usize,
    pub bytes: usize,
    /// Strand, L'Assaut and L'Attaque games.
    pub kinds: [usize; 3],
    pub seconds: f64,
}

/// Build a load in `dir`: a database with `games` running games (a third
/// of each kind, half with a 3-day time control, L'Attaque armies already
/// in) and, in `dir/messages/`, `per_game` moves of each game as players'
/// mails in arrival order (every game's first move, then every game's
/// second move, ...), named so that sorting the names gives that order.
pub fn build_load(dir: &Path, games: usize, per_game: usize) -> Result<Load> {
    let t = Instant::now();
    let mut svc = new_referee(dir)?;
    let mut seq = 0usize;
    let mut kinds = [0usize; 3];
    let mut plans = Vec::with_capacity(games);
    for g in 0..games {
        kinds[g % 3] += 1;
        plans.push(plan_game(&mut svc, g, games, per_game, &mut seq)?);
    }
    let (messages, bytes) = write_messages(&svc, dir, &plans, per_game, seq)?;
    Ok(Load {
        games,
        messages,
        bytes,
        kinds,
        seconds: t.elapsed().as_secs_f64(),
    })
}

/// Create the `g`-th game of a load of `games` and play `per_game` moves
/// ahead on the referee's own position (the moves are only planned: they
/// become the load's messages).
fn plan_game(svc: &mut Service, g: usize, games: usize, per_game: usize, seq: &mut usize) -> Result<GamePlan> {
    let players = [player(g), player(if games > 1 { (g + 1) % games } else { 1 })];
    let (kind, first) = match g % 3 {
        0 => (GameKind::Strand, Side::First),
        1 => (GameKind::Assaut, Side::Second),
        _ => (GameKind::Lattaque, Side::First),
    };
    // Every other game has a time control, from the first.
    let clock = match g % 2 {
        0 => Some(three_days()?),
        _ => None,
    };
    let id = svc.new_game(kind, OptionsSpec::default(), players.clone(), Some(first), clock)?;
    if kind == GameKind::Lattaque {
        send_armies(svc, &id, &players, seq)?;
    }
    let mut pos = position(svc, &id)?;
    let mut rng = 0x5eed_0000_0000_0001u64 ^ ((g as u64) << 20);
    let mut moves = Vec::with_capacity(per_game);
    while moves.len() < per_game && pos.outcome().is_none() {
        let side = pos.side_to_move();
        let Some(m) = choose_move(&pos, &mut rng) else { break };
        let (next, text, _) = pos.play_text(&m).map_err(|e| {
            Error::from(DemoFault::GameMove {
                game: id.clone(),
                text: m.clone(),
                why: refused(&m, e),
            })
        })?;
        moves.push((side, text));
        pos = next;
    }
    let head = svc.current_state(&id)?.n;
    Ok(GamePlan {
        id,
        players,
        moves,
        head,
    })
}

/// Write the planned moves as mails in `dir/messages/`, round by round,
/// and the game of each in [`GAMES_OF`]: (messages, bytes).
fn write_messages(
    svc: &Service,
    dir: &Path,
    plans: &[GamePlan],
    per_game: usize,
    mut seq: usize,
) -> Result<(usize, usize)> {
    let msgs = dir.join("messages");
    std::fs::create_dir_all(&msgs).map_err(|e| io_err(&msgs, e))?;
    let (mut n, mut bytes) = (0usize, 0usize);
    let mut games_of = String::new();
    for round in 0..per_game {
        for (g, plan) in plans.iter().enumerate() {
            let Some((side, text)) = plan.moves.get(round) else {
                continue;
            };
            seq += 1;
            let who = &plan.players[side.index()];
            let issued = Some(plan.head + round as u64);
            let raw = mail_at(svc, &plan.id, *side, issued, who, text, seq, (g + round) % 2 == 0)?;
            let path = msgs.join(format!("{n:08}.bench"));
            std::fs::write(&path, &raw).map_err(|e| io_err(&path, e))?;
            games_of.push_str(&plan.id);
            games_of.push('\n');
            n += 1;
            bytes += raw.len();
        }
    }
    let order = dir.join(GAMES_OF);
    std::fs::write(&order, games_of).map_err(|e| io_err(&order, e))?;
    Ok((n, bytes))
}

/// For each message (in order), the one before it of the same game, if any.
pub fn previous_of_same_game(games_of: &str) -> Vec<Option<usize>> {
    let mut last: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    games_of.lines().enumerate().map(|(i, g)| last.insert(g, i)).collect()
}

/// Copy the prepared database, key file and list of the messages' games,
/// and the first `limit` messages (into `maildir/new/`), from `load` to a
/// fresh `run` folder: the number of messages copied.
pub fn copy_load(load: &Path, run: &Path, limit: usize) -> Result<usize> {
    for f in [DB, KEY, GAMES_OF] {
        std::fs::copy(load.join(f), run.join(f)).map_err(|e| io_err(&load.join(f), e))?;
    }
    let md = Maildir::create(run.join("maildir")).map_err(|e| io_err(run, e))?;
    let mut names: Vec<PathBuf> = std::fs::read_dir(load.join("messages"))
        .map_err(|e| io_err(load, e))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    names.sort();
    names.truncate(limit);
    for p in &names {
        let to = md.path().join("new").join(p.file_name().unwrap_or_default());
        std::fs::copy(p, &to).map_err(|e| io_err(p, e))?;
    }
    Ok(names.len())
}

/// Play a L'Attaque game of `plies` plies through `ingest` in a new
/// database in `dir` (armies committed, every combat opening both pieces),
/// then resign it, so that it is over and its transcript can be verified:
/// the game's id and the plies played.
pub fn long_game(dir: &Path, plies: usize) -> Result<(String, usize)> {
    let mut svc = new_referee(dir)?;
    let players = [player(0), player(1)];
    let kind = GameKind::Lattaque;
    let id = svc.new_game(kind, OptionsSpec::default(), players.clone(), Some(Side::First), None)?;
    let mut seq = 0;
    send_armies(&mut svc, &id, &players, &mut seq)?;
    let mut pos = position(&svc, &id)?;
    let mut rng = 0x0123_4567_89ab_cdefu64;
    let mut played = 0;
    while played < plies {
        // Every 16th ply the player takes what `choose_move` offers (often
        // a combat); otherwise a quiet move, so the game lasts.
        let side = pos.side_to_move();
        let ends = |m: &String| pos.play_text(m).map(|(p, _, _)| p.outcome().is_some()).unwrap_or(true);
        let m = match choose_move(&pos, &mut rng) {
            Some(m) if played % 16 == 0 && !ends(&m) => Some(m),
            _ => quiet_move(&pos, &mut rng),
        };
        let Some(m) = m else { break };
        seq += 1;
        let raw = mail_for(&svc, &id, side, &players[side.index()], &m, seq, false)?;
        applied(
            &mut svc,
            &raw,
            LoadStep::Move {
                game: id.clone(),
                text: m.clone(),
            },
        )?;
        pos = pos
            .play_text(&m)
            .map_err(|e| {
                Error::from(DemoFault::Move {
                    text: m.clone(),
                    why: refused(&m, e),
                })
            })?
            .0;
        played += 1;
    }
    let side = pos.side_to_move();
    let raw = mail_for(&svc, &id, side, &players[side.index()], "RESIGN", seq + 1, false)?;
    applied(&mut svc, &raw, LoadStep::Resignation { game: id.clone() })?;
    Ok((id, played))
}

/// The time the tick database of [`tick_db`] is ticked at: two days and a
/// minute after its games were created, when a 3-day time control's
/// 24-hour reminder is due.
pub const TICK_START: i64 = 1_800_000_000;
pub const TICK_NOW: i64 = TICK_START + 2 * 86_400 + 60;

/// A database in `dir` with `games` active Strand games with a 3-day time
/// control, `due` of them due for `tick` at [`TICK_NOW`]: one game created
/// through the normal code path, then copied (row, log and snapshot).
pub fn tick_db(dir: &Path, games: usize, due: usize) -> Result<()> {
    let mut svc = new_referee(dir)?;
    svc.now = Box::new(|| TICK_START);
    let tc = three_days()?;
    let players = [player(0), player(1)];
    let template = svc.new_game(
        GameKind::Strand,
        OptionsSpec::default(),
        players,
        Some(Side::First),
        Some(tc),
    )?;
    svc.store
        .write(|tx| tx.bench_clone_games(&template, games, due, TICK_NOW))?;
    // Nothing else due: the template game's own reminder is pushed away.
    svc.store.write(|tx| tx.set_next_due(&template, None))?;
    // The copies are found: every game is read back.
    let stored = svc.store.read().games()?.len();
    if stored != games + 1 {
        return Err(DemoFault::Stored {
            stored,
            expected: games + 1,
        }
        .into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_message_waits_for_the_previous_one_of_its_game() {
        let order = "g1\ng2\ng1\ng3\ng2\ng1\n";
        assert_eq!(
            previous_of_same_game(order),
            vec![None, None, Some(0), None, Some(1), Some(2)]
        );
        assert!(previous_of_same_game("").is_empty());
    }

    #[test]
    fn a_folder_not_made_by_the_benchmarks_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("precious.txt"), "keep").unwrap();
        let err = bench_dir(dir.path()).unwrap_err();
        assert!(err.message.contains("not made by estafette-bench"), "{err}");
        assert!(dir.path().join("precious.txt").exists());
        let fresh = dir.path().join("work");
        bench_dir(&fresh).unwrap();
        std::fs::write(fresh.join("x"), "").unwrap();
        bench_dir(&fresh).unwrap();
    }

    #[test]
    fn a_load_holds_every_planned_move_as_a_mail_in_order() {
        let dir = tempfile::tempdir().unwrap();
        let load = build_load(dir.path(), 4, 3).unwrap();
        assert_eq!((load.games, load.messages, load.kinds), (4, 12, [2, 1, 1]));
        let games_of = std::fs::read_to_string(dir.path().join(GAMES_OF)).unwrap();
        let ids: Vec<&str> = games_of.lines().collect();
        assert_eq!(ids.len(), 12);
        assert_eq!(ids[..4], ids[4..8]);
        let first = std::fs::read(dir.path().join("messages/00000000.bench")).unwrap();
        let m = estafette::mail::inbound::parse(&first).unwrap();
        assert!(m.message_id.unwrap().starts_with("bench-"));
        let run = fresh_sub(dir.path(), "run").unwrap();
        assert_eq!(copy_load(dir.path(), &run, 5).unwrap(), 5);
        assert_eq!(std::fs::read_dir(run.join("maildir/new")).unwrap().count(), 5);
    }
}
