//! `estafette demo`: a whole game of each of the three games, played by two
//! scripted players through the real pipeline on local folders.
//!
//! Each player's reply is a real RFC 5322 message written into the referee's
//! Maildir and taken in by `poll` (the production code path); the referee's
//! mail is delivered by `send` into one Maildir per player. At the end each
//! game is exported and its transcript verified.
//!
//! With a seed (`estafette demo --seed N`) a run is reproducible: the
//! referee's clock starts at [`SEEDED_START`] and moves [`SEEDED_STEP`]
//! seconds per reply, and the key, the commitment seeds and the scripted
//! players' choices are each drawn from N (SHA-256 of N and a label, see
//! [`derived`]); the same seed gives byte-identical transcripts. Only the
//! demo does this: the referee's clock and random bytes are handed to its
//! `Service`, whose own are the system's.

mod step;

pub use step::{outcome, refused, LoadStep, Unapplied};

use crate::exit::Inner;
use crate::exit::Kinded as _;
use crate::games::any::{AnyPosition, GameKind, OptionsSpec};
use crate::games::Side;
use crate::mail::maildir::Maildir;
use crate::mail::transport::MaildirTransport;
use crate::says::demo::Said;
use crate::service::club::{Club, NewTournament};
use crate::service::{self, Config, Error, Kind, PlayerSpec, Result, Service, ServiceError};
use crate::views::Lang;
use estafette_core::club::tournament::Format;
use sha2::{Digest, Sha256};
use std::cell::Cell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

const MARKER: &str = ".estafette-demo";

/// A seeded demo's clock at its start: 2026-11-29 12:00 UTC.
pub const SEEDED_START: i64 = 1_795_953_600;

/// How far a seeded demo's clock moves for each reply, in seconds.
pub const SEEDED_STEP: i64 = 600;

/// The 32 bytes a seeded demo draws for `label`: SHA-256 of the decimal
/// seed, a space and the label (`"7 key"`).
pub fn derived(seed: u64, label: &str) -> [u8; 32] {
    Sha256::digest(format!("{seed} {label}").as_bytes()).into()
}

/// The scripted players' starting random state: fixed, or drawn from the
/// seed.
fn players_rng(seed: Option<u64>) -> u64 {
    match seed {
        None => 0x5eed_cafe_f00d_1234,
        Some(n) => {
            let b = derived(n, "players");
            u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]])
        }
    }
}

/// The referee of a demo in `dir`, made and opened. With a seed its key
/// and commitment seeds are drawn from it and its clock is the returned
/// cell (at [`SEEDED_START`]); without one it is the real referee's.
fn open_referee(dir: &Path, seed: Option<u64>) -> Result<(Service, Option<Rc<Cell<i64>>>)> {
    let mut config = Config::new(dir.join("referee.db"), dir.join("referee.key"), "referee@demo.example");
    config.error_replies_per_hour = 100;
    if let Some(n) = seed {
        crate::keys::KeyFile::create(&config.key_file, derived(n, "key"))
            .map_err(|e| Error::from(DemoFault::KeyFile { why: Inner::of(&e) }))?;
    }
    service::init(&config)?;
    let mut svc = Service::open(config)?;
    let Some(n) = seed else {
        return Ok((svc, None));
    };
    let clock = Rc::new(Cell::new(SEEDED_START));
    let now = clock.clone();
    svc.now = Box::new(move || now.get());
    let mut drawn = 0u64;
    svc.seeds = Box::new(move || {
        drawn += 1;
        Ok(derived(n, &format!("seed {drawn}")))
    });
    Ok((svc, Some(clock)))
}

/// The two demo players.
fn players(langs: [&str; 2]) -> [PlayerSpec; 2] {
    [
        PlayerSpec {
            address: "alice@demo.example".into(),
            name: "Alice".into(),
            lang: langs[0].into(),
        },
        PlayerSpec {
            address: "bob@demo.example".into(),
            name: "Bob".into(),
            lang: langs[1].into(),
        },
    ]
}

/// A fixed, legal army for each side (first line = highest rank of the zone).
pub use crate::games::lattaque::{SAMPLE_ARMY_FIRST as DEMO_ARMY_FIRST, SAMPLE_ARMY_SECOND as DEMO_ARMY_SECOND};

/// A small deterministic generator for the scripted players' choices.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// A scripted player's choice, deterministic for a given `state`: the move
/// whose outcome scores best (a Flag taken, then a won combat or a capture,
/// then a plain move; a lost combat last), ties broken at random.
/// It looks at the full position, which a real player could not.
pub fn choose_move(pos: &AnyPosition, state: &mut u64) -> Option<String> {
    let mut rng = Rng(*state | 1);
    let mut best: Vec<(u32, String)> = Vec::new();
    for m in pos.legal_moves() {
        let score = match pos.play_text(&m) {
            Ok((_, _, crate::games::any::AnyReport::Lattaque(r))) => match &r.combat {
                Some(c) if c.flag_captured => 100,
                Some(c) if c.removed.contains(&c.defender) && !c.removed.contains(&c.attacker) => 20,
                Some(c) if c.removed.len() == 2 => 6,
                Some(c) if c.removed.is_empty() => 0,
                Some(_) => 0,
                None => 5,
            },
            Ok(_) => 5,
            Err(_) => continue,
        };
        best.push((score, m));
    }
    let top = best.iter().map(|(s, _)| *s).max()?;
    let pick: Vec<&String> = best.iter().filter(|(s, _)| *s == top).map(|(_, m)| m).collect();
    let choice = pick[rng.below(pick.len())].clone();
    *state = rng.next();
    Some(choice)
}

/// Build a player's reply to the referee's last mail for `game`.
fn reply(player: &PlayerSpec, last: &mail_parser::Message<'_>, body: &str, n: u64) -> Vec<u8> {
    let to = last
        .reply_to()
        .and_then(|a| a.first())
        .or_else(|| last.from().and_then(|a| a.first()))
        .and_then(|a| a.address())
        .unwrap_or("referee@demo.example")
        .to_string();
    let subject = last.subject().unwrap_or("");
    let mid = last.message_id().unwrap_or("");
    let quoted: String = last
        .body_text(0)
        .map(|t| t.lines().take(6).map(|l| format!("> {l}\r\n")).collect())
        .unwrap_or_default();
    let body = body.replace('\n', "\r\n");
    format!(
        "From: {name} <{addr}>\r\nTo: <{to}>\r\nSubject: Re: {subject}\r\nDate: Sun, 29 Nov 2026 12:00:00 +0000\r\n\
         Message-ID: <demo-{n}-{local}@demo.example>\r\nIn-Reply-To: <{mid}>\r\nReferences: <{mid}>\r\n\
         MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n\
         {body}\r\n\r\nOn Sun, 29 Nov 2026, Estafette referee wrote:\r\n{quoted}",
        name = player.name,
        addr = player.address,
        local = player.address.split('@').next().unwrap_or("p"),
    )
    .into_bytes()
}

/// What the demo has read of the players' mails: each file's game and the
/// latest log head it shows, so that each mail is read and parsed once
/// however long the games are.
#[derive(Default)]
struct Seen {
    files: HashMap<PathBuf, Option<(String, u64)>>,
}

impl Seen {
    /// The newest mail in a player's Maildir for a game: the one whose
    /// `Log-Head:` line names the latest position (a reply to an older one
    /// could not change the game), the latest name among those.
    fn last_mail(&mut self, dir: &Path, game: &str) -> Result<Vec<u8>> {
        Maildir::create(dir).map_err(|e| Error::from(DemoFault::Maildir { error: e.to_string() }))?;
        let mut best: Option<((u64, String), PathBuf)> = None;
        for sub in ["new", "cur"] {
            let Ok(rd) = std::fs::read_dir(dir.join(sub)) else {
                continue;
            };
            for e in rd.flatten() {
                let path = e.path();
                let about = match self.files.get(&path) {
                    Some(known) => known.clone(),
                    None => {
                        let raw = std::fs::read(&path).map_err(|err| file_fault(&path, err))?;
                        let about = about(&raw);
                        self.files.insert(path.clone(), about.clone());
                        about
                    }
                };
                let Some((of, n)) = about else { continue };
                if of != game {
                    continue;
                }
                let rank = (n, e.file_name().to_string_lossy().into_owned());
                if best.as_ref().is_none_or(|(b, _)| rank > *b) {
                    best = Some((rank, path));
                }
            }
        }
        let (_, path) = best.ok_or_else(|| {
            Error::from(DemoFault::NoMail {
                game: game.to_string(),
                dir: dir.display().to_string(),
            })
        })?;
        std::fs::read(&path).map_err(|err| file_fault(&path, err))
    }
}

/// The game a mail is about (its `X-Estafette-Game`) and the latest
/// position its `Log-Head:` lines name (0 for none); `None` for a mail
/// about no game.
fn about(raw: &[u8]) -> Option<(String, u64)> {
    let msg = mail_parser::MessageParser::default().parse(raw)?;
    let game = msg.header("X-Estafette-Game")?.as_text()?.trim().to_string();
    let n = msg
        .body_text(0)
        .and_then(|body| crate::protocol::log::mail_receipt(&body))
        .and_then(|l| crate::protocol::LogHead::parse(&l).ok())
        .map_or(0, |h| h.n);
    Some((game, n))
}

/// A file or folder of the demo (or of the bench) that cannot be read,
/// made or removed.
pub fn file_fault(path: &Path, e: impl std::fmt::Display) -> Error {
    Error::from(DemoFault::File {
        path: path.display().to_string(),
        error: e.to_string(),
    })
}

crate::sentences! {
    /// A failure of the demo's own or of the bench's load generator
    /// (`estafette-bench`, which plays the demo's players); codes
    /// `service-demo-…`, in `templates/<lang>/service.ftl`.
    pub enum DemoFault {
        /// The seeded key file cannot be made (the key file's words).
        KeyFile { why: Inner = sealed() } => Failed "service-demo-key-file",
        /// A player's Maildir that cannot be opened (the system's words).
        Maildir { error: String = "Permission denied (os error 13)" } => Failed "service-demo-maildir",
        /// A file or folder that cannot be read, made or removed.
        File { path: String = "demo/mail", error: String = "Permission denied (os error 13)" }
            => Failed "service-demo-file",
        /// An exported transcript that cannot be written.
        Write { error: String = "No space left on device (os error 28)" } => Failed "service-demo-write",
        /// An exported transcript that cannot be read back.
        Read { error: String = "No such file or directory (os error 2)" } => Failed "service-demo-read",
        /// No mail of the referee about a game in a player's Maildir.
        NoMail { game: String = "lattaque-1", dir: String = "demo/mail/alice@demo.example" }
            => Failed "service-demo-no-mail",
        /// The audit at the end found problems (its own words).
        Audit { problems: String = "lattaque-1: the replay differs from the snapshot" }
            => Failed "service-demo-audit",
        /// The folder named is not an earlier demo's.
        NotDemoFolder { dir: String = "Documents" }
            => Failed "service-demo-not-demo-folder",
        /// A game in play with no position.
        NoPosition {} => Failed "service-demo-no-position",
        /// The referee's mail that a player cannot read.
        Unparsable {} => Failed "service-demo-unparsable",
        /// The referee's Maildir that a reply cannot be delivered to.
        Inbox { error: String = "Permission denied (os error 13)" }
            => Failed "service-demo-inbox",
        /// A scripted move that the referee refused (its summary).
        MoveRefused { why: Inner = sealed() } => Failed "service-demo-move-refused",
        /// An exported transcript that does not verify (the check's words).
        Verify { path: String = "demo/lattaque-1.json", why: Inner = sealed(), #[sentence(game)] rules: GameKind = GameKind::Lattaque }
            => Failed "service-demo-verify",
        /// The bench's folder is neither empty nor an earlier load's.
        NotBenchFolder { dir: String = "Documents" }
            => Failed "service-demo-not-bench-folder",
        /// A mail of the load that the referee did not apply: which one
        /// ([`LoadStep`]) and what the referee made of it ([`outcome`]).
        LoadRefused {
            step: Inner = Inner::of(&LoadStep::Army { game: "lattaque-1".into() }),
            outcome: Inner = Inner::of(&Unapplied::Duplicate)
        } => Failed "service-demo-load-refused",
        /// A game of the load with no position once set up.
        NoPositionAfterSetup { game: String = "lattaque-1" }
            => Failed "service-demo-no-position-after-setup",
        /// The time control of the load that does not read (the clock's words).
        Clock { why: Inner = sealed() } => Failed "service-demo-clock",
        /// A move of a game of the load that the rules refuse.
        GameMove { game: String = "strand-2", text: String = "a1-a2", why: Inner = sealed() }
            => Failed "service-demo-game-move",
        /// A move of the long game that the rules refuse.
        Move { text: String = "a1-a2", why: Inner = sealed() } => Failed "service-demo-move",
        /// The copied games that are not all stored.
        Stored { stored: usize = 3usize, expected: usize = 5usize }
            => Failed "service-demo-stored",
    }
}

impl From<DemoFault> for Error {
    fn from(e: DemoFault) -> Error {
        Error::typed(e.kind(), &e)
    }
}

/// Why the demo stopped: the referee refused something, or its report
/// could not be written (a closed pipe, say).
#[derive(Debug)]
pub enum DemoError {
    Referee(Error),
    Output(std::io::Error),
}

impl From<Error> for DemoError {
    fn from(e: Error) -> DemoError {
        DemoError::Referee(e)
    }
}

impl From<std::io::Error> for DemoError {
    fn from(e: std::io::Error) -> DemoError {
        DemoError::Output(e)
    }
}

/// Run the demo in `dir` (created; a previous demo there is replaced),
/// reporting to `out` in the operator's language `lang`; with a seed,
/// reproducibly (see the module's documentation). The site's game pages
/// are made from the kit's page `kit`, if given.
pub fn run(
    dir: &Path,
    seed: Option<u64>,
    lang: Lang,
    kit: Option<&str>,
    out: &mut dyn std::io::Write,
) -> std::result::Result<(), DemoError> {
    play_all(dir, seed, ["en", "en"], &mut Report { lang, out, kit })
}

/// [`run`] with Alice and Bob reading `langs` (`en`, `fr` or `de`),
/// reporting in English.
pub fn run_in(
    dir: &Path,
    seed: Option<u64>,
    langs: [&str; 2],
    out: &mut dyn std::io::Write,
) -> std::result::Result<(), DemoError> {
    let kit = None;
    play_all(
        dir,
        seed,
        langs,
        &mut Report {
            lang: Lang::En,
            out,
            kit,
        },
    )
}

/// Where the demo reports, and in which language; the kit's page for the
/// site, if given.
struct Report<'a> {
    lang: Lang,
    out: &'a mut dyn std::io::Write,
    kit: Option<&'a str>,
}

impl Report<'_> {
    /// Prints `line`, laid out, in the report's language.
    fn say(&mut self, line: Said) -> std::io::Result<()> {
        writeln!(self.out, "{}{}", line.layout(), line.words(self.lang))
    }
}

/// Plays the three games with Alice and Bob reading `langs`, and checks
/// them (see [`run`]).
fn play_all(
    dir: &Path,
    seed: Option<u64>,
    langs: [&str; 2],
    out: &mut Report<'_>,
) -> std::result::Result<(), DemoError> {
    fresh_folder(dir)?;
    let (svc, clock) = open_referee(dir, seed)?;
    let mut demo = Demo {
        svc,
        inbox: dir.join("referee-inbox"),
        mail_root: dir.join("mail"),
        players: players(langs),
        counter: 0,
        rng_state: players_rng(seed),
        clock,
        seen: Seen::default(),
    };
    let transport = MaildirTransport::new(demo.mail_root.clone());
    let games = [
        (GameKind::Lattaque, OptionsSpec::default(), Side::First),
        (GameKind::Strand, OptionsSpec::default(), Side::First),
        (GameKind::Assaut, OptionsSpec::default(), Side::Second),
    ];
    out.say(Said::Heading {
        dir: dir.display().to_string(),
    })?;
    let mut exported = Vec::new();
    for (kind, spec, first) in games {
        let id = demo.svc.new_game(kind, spec, demo.players.clone(), Some(first), None)?;
        demo.svc.send(&transport)?;
        out.say(Said::Game {
            kind,
            game: id.clone(),
            first: demo.players[0].name.clone(),
            second: demo.players[1].name.clone(),
        })?;
        let cap = if kind == GameKind::Lattaque { 600 } else { 400 };
        demo.play(&id, cap, &transport, Some(&mut *out))?;
        let t = demo.svc.export(&id)?;
        let path = dir.join(format!("{id}.json"));
        let json = serde_json::to_string_pretty(&t)
            .map_err(|e| Error::typed(Kind::Failed, &ServiceError::Encode { error: e.to_string() }))?;
        std::fs::write(&path, json + "\n").map_err(|e| Error::from(DemoFault::Write { error: e.to_string() }))?;
        exported.push((path, kind));
    }
    report_mailboxes(&demo.mail_root, &demo.players, out)?;
    verify_exported(&exported, out)?;
    demo.round_robin(dir, &transport, out)?;
    let problems = demo.svc.audit()?;
    if !problems.is_empty() {
        return Err(Error::from(DemoFault::Audit {
            problems: problems.join("; "),
        })
        .into());
    }
    out.say(Said::Audited)?;
    Ok(())
}

/// Makes `dir` an empty demo folder (replacing an earlier demo there, but
/// never another folder).
fn fresh_folder(dir: &Path) -> Result<()> {
    if dir.exists() {
        if !dir.join(MARKER).exists() {
            return Err(DemoFault::NotDemoFolder {
                dir: dir.display().to_string(),
            }
            .into());
        }
        std::fs::remove_dir_all(dir).map_err(|e| file_fault(dir, e))?;
    }
    std::fs::create_dir_all(dir).map_err(|e| file_fault(dir, e))?;
    std::fs::write(dir.join(MARKER), "made by estafette demo\n")
        .map_err(|e| DemoFault::Write { error: e.to_string() }.into())
}

/// The referee and the two scripted players of a demo run.
struct Demo {
    svc: Service,
    inbox: PathBuf,
    mail_root: PathBuf,
    players: [PlayerSpec; 2],
    /// Numbers the players' Message-IDs.
    counter: u64,
    /// The scripted players' random state.
    rng_state: u64,
    /// A seeded demo's clock, moved on for each reply.
    clock: Option<Rc<Cell<i64>>>,
    /// The players' mails read so far.
    seen: Seen,
}

impl Demo {
    /// Plays game `id` to its end, one reply mail per turn, the side to
    /// move resigning after `cap` moves; says how it ended to `out`.
    fn play(
        &mut self,
        id: &str,
        cap: u32,
        transport: &MaildirTransport,
        mut out: Option<&mut Report<'_>>,
    ) -> std::result::Result<(), DemoError> {
        let mut plies = 0u32;
        loop {
            let st = self.svc.current_state(id)?;
            if st.is_over() {
                let Some(out) = out.as_mut() else {
                    return Ok(());
                };
                let moves = st.plies();
                let line = match &st.result {
                    Some(r) => Said::Over {
                        kind: st.kind,
                        moves,
                        winner: match r.winner {
                            0 => None,
                            1 => Some(self.players[0].name.clone()),
                            _ => Some(self.players[1].name.clone()),
                        },
                        why: r.reason.clone(),
                    },
                    None => Said::OverUnknown { moves },
                };
                out.say(line)?;
                return Ok(());
            }
            let (side, body) = self.turn(&st, plies >= cap)?;
            self.send_reply(side, id, &body)?;
            self.svc.send(transport)?;
            plies += 1;
        }
    }

    /// Who acts in `st`, and what they send (`RESIGN` once `enough`).
    fn turn(&mut self, st: &crate::referee::state::GameState, enough: bool) -> Result<(Side, String)> {
        if st.phase == crate::referee::Phase::Setup {
            let side = if st.commits[0].is_none() {
                Side::First
            } else {
                Side::Second
            };
            let army = if side == Side::First {
                DEMO_ARMY_FIRST
            } else {
                DEMO_ARMY_SECOND
            };
            return Ok((side, format!("SETUP\n{army}")));
        }
        let pos = st
            .position
            .clone()
            .ok_or_else(|| Error::from(DemoFault::NoPosition {}))?;
        let side = pos.side_to_move();
        let body = if enough {
            "RESIGN".to_string()
        } else {
            match choose_move(&pos, &mut self.rng_state) {
                Some(m) => m,
                None => "RESIGN".to_string(),
            }
        };
        Ok((side, body))
    }

    /// Mails `body` from `side`'s player in answer to the referee's last
    /// mail about game `id`, and has the referee take it in.
    fn send_reply(&mut self, side: Side, id: &str, body: &str) -> Result<()> {
        let player = &self.players[side.index()];
        let last = self.seen.last_mail(&self.mail_root.join(&player.address), id)?;
        let parsed = mail_parser::MessageParser::default()
            .parse(&last)
            .ok_or_else(|| Error::from(DemoFault::Unparsable {}))?;
        self.counter += 1;
        let raw = reply(player, &parsed, body, self.counter);
        if let Some(clock) = &self.clock {
            clock.set(clock.get() + SEEDED_STEP);
        }
        Maildir::create(&self.inbox)
            .and_then(|m| m.deliver(&raw))
            .map_err(|e| Error::from(DemoFault::Inbox { error: e.to_string() }))?;
        let results = service::poll_maildir(&mut self.svc, &self.inbox)?;
        for r in &results {
            if let service::Ingested::Handled { status, summary, said } = r {
                if status != "applied" {
                    let why = Inner {
                        english: summary.clone(),
                        reason: said.clone(),
                    };
                    return Err(DemoFault::MoveRefused { why }.into());
                }
            }
        }
        Ok(())
    }
}

/// The moves of a round robin's game before the side to move resigns.
const CLUB_PLIES: u32 = 40;

impl Demo {
    /// A round robin of Alice, Bob, Carol and Dave, played round by round
    /// to its end (each game cut short after [`CLUB_PLIES`] moves), its
    /// crosstable, and the public site written into `dir/site`.
    fn round_robin(
        &mut self,
        dir: &Path,
        transport: &MaildirTransport,
        out: &mut Report<'_>,
    ) -> std::result::Result<(), DemoError> {
        let name = "demo-club";
        self.svc.new_tournament(NewTournament {
            name: name.into(),
            kind: GameKind::Lattaque,
            spec: OptionsSpec::default(),
            mode: "held".into(),
            time: None,
            grace: None,
            format: Format::RoundRobin { double: false },
            rated: true,
            open_to: None,
            players: None,
            starts_at: None,
            round_every: None,
        })?;
        let mut entrants = self.players.to_vec();
        for who in ["Carol", "Dave"] {
            let address = format!("{}@demo.example", who.to_lowercase());
            let lang = entrants[0].lang.clone();
            entrants.push(PlayerSpec {
                address,
                name: who.into(),
                lang,
            });
        }
        for p in &entrants {
            self.svc.enter(name, p)?;
        }
        writeln!(out.out)?;
        let mut said = self.svc.start_tournament(name)?;
        while !said.contains(&Club::Finished { name: name.into() }) {
            for line in &said {
                writeln!(out.out, "{}", line.words(out.lang))?;
            }
            self.svc.send(transport)?;
            let table = self.svc.tournament_table(name)?;
            for id in table.games.last().into_iter().flatten().flatten() {
                let st = self.svc.current_state(id)?;
                let player = |i: usize| entrants.iter().find(|p| p.name == st.players[i]).cloned();
                if let (Some(first), Some(second)) = (player(0), player(1)) {
                    self.players = [first, second];
                }
                self.play(id, CLUB_PLIES, transport, None)?;
            }
            said = self.svc.advance_tournaments()?;
        }
        self.players = [entrants[0].clone(), entrants[1].clone()];
        let table = self.svc.tournament_text(name, out.lang)?;
        let finished = Club::Finished { name: name.into() };
        writeln!(out.out, "{}\n\n{table}\n", finished.words(out.lang))?;
        let site = dir.join("site");
        let files = self.svc.write_site(&site, out.lang, out.kit)? as u32;
        let dir = site.display().to_string();
        writeln!(out.out, "{}", Club::SiteWritten { dir, files }.words(out.lang))?;
        Ok(())
    }
}

/// Tells how many messages each player's Maildir holds.
fn report_mailboxes(mail_root: &Path, ps: &[PlayerSpec], out: &mut Report<'_>) -> std::io::Result<()> {
    out.say(Said::Mailboxes {
        root: mail_root.display().to_string(),
    })?;
    for p in ps {
        let dirp: PathBuf = mail_root.join(&p.address);
        let n = std::fs::read_dir(dirp.join("new")).map(|r| r.count()).unwrap_or(0);
        out.say(Said::Mailbox {
            dir: dirp.display().to_string(),
            n,
        })?;
    }
    Ok(())
}

/// Verifies each exported transcript offline, and says so.
fn verify_exported(exported: &[(PathBuf, GameKind)], out: &mut Report<'_>) -> std::result::Result<(), DemoError> {
    out.say(Said::Transcripts)?;
    for (p, kind) in exported {
        let text = std::fs::read_to_string(p).map_err(|e| Error::from(DemoFault::Read { error: e.to_string() }))?;
        let v = crate::transcript::verify(&text, None).map_err(|e| {
            Error::from(DemoFault::Verify {
                path: p.display().to_string(),
                why: Inner::of(&e),
                rules: *kind,
            })
        })?;
        out.say(Said::Verified {
            path: p.display().to_string(),
            events: v.events,
            moves: v.moves,
            head: v.head.chars().take(16).collect(),
        })?;
    }
    Ok(())
}
