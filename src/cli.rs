//! The command line: arguments parsed once into plain values (clap), then
//! acted on. `main` maps the result to an exit status in one place.

/// Print to standard output, as `print!` does, but a reader that went away
/// (`estafette export GAME | head -c 1`) ends the command quietly through
/// [`Failure::closed_pipe`] instead of a panic.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::write_out(format_args!($($arg)*))?
    };
}

/// [`out!`] with a line end.
macro_rules! outln {
    () => {
        out!("\n")
    };
    ($($arg:tt)*) => {
        $crate::cli::write_out(format_args!("{}\n", format_args!($($arg)*)))?
    };
}

use crate::config::File as ConfigFile;
use crate::games::any::{AnyOptions, AnyPosition, GameKind, OptionsSpec};
use crate::games::Side;
use crate::mail::transport::{MaildirTransport, SendmailTransport, SmtpConfig, SmtpTls, SmtpTransport, Transport};
use crate::referee::clock::TimeControl;
use crate::service::{self, Config, Ingested, PlayerSpec, Service};
use crate::store::Queries;
use clap::{Args, Parser, Subcommand};
use std::io::Read;
use std::path::PathBuf;

/// Exit status for a temporary failure: the MTA keeps the message and retries.
pub const EX_TEMPFAIL: u8 = 75;

#[derive(Parser, Debug)]
#[command(
    name = "estafette",
    version,
    about = "A play-by-email referee for L'Attaque, The 'Strand' War Game and L'Assaut"
)]
pub struct Cli {
    #[command(flatten)]
    pub global: Global,
    #[command(subcommand)]
    pub command: Cmd,
}

/// The arguments of `ingest`.
#[derive(Args, Debug, Clone)]
pub struct IngestArgs {
    /// A file holding the message (default: standard input).
    pub file: Option<PathBuf>,
}

impl Cli {
    /// The process's command line, parsed; on an error (or `--help`,
    /// `--version`), print it and exit as clap does.
    pub fn parse_args() -> Cli {
        Cli::parse()
    }
}

#[derive(Args, Debug, Clone)]
pub struct Global {
    /// Configuration file (default: ./estafette.toml if it exists).
    #[arg(long, global = true, env = "ESTAFETTE_CONFIG")]
    pub config: Option<PathBuf>,
    /// The SQLite database.
    #[arg(long, global = true, env = "ESTAFETTE_DB")]
    pub db: Option<PathBuf>,
    /// The key file made by `init` (keep it outside the database's folder backups).
    #[arg(long, global = true, env = "ESTAFETTE_KEY_FILE")]
    pub key_file: Option<PathBuf>,
    /// The referee's mail address, e.g. referee@example.org.
    #[arg(long, global = true, env = "ESTAFETTE_ADDRESS")]
    pub address: Option<String>,
}

#[derive(Subcommand, Debug)]
pub enum Cmd {
    /// Create the key file (mode 0600) and the database.
    Init,
    /// Create a game and queue the invitations.
    New(NewArgs),
    /// Take in one message (stdin or a file), as an MTA pipe runs it.
    /// Exit 0 once handled; 75 on a temporary failure.
    Ingest(IngestArgs),
    /// Take in every new message from a Maildir's new/ folder or an IMAP
    /// mailbox; each is marked (moved to cur/, flagged \Seen or moved to a
    /// folder) only after its transaction has committed.
    Poll(PollArgs),
    /// Do what the clock calls for: reminders, late notices, losses on time
    /// (for cron; safe to run late, twice, or two at once).
    Tick,
    /// Poll, tick and send in a loop (one instance per database).
    Run(RunArgs),
    /// Send what is due in the outbox: over SMTP, through the sendmail
    /// binary, or (the embedded default) into a local Maildir per recipient.
    Send(SendArgs),
    /// List the games.
    List,
    /// Show a game: the board as the referee sees it, or as a player sees it.
    Show {
        game: String,
        /// Show the view of this player (address, name, 1 or 2).
        #[arg(long = "as")]
        as_player: Option<String>,
    },
    /// Write a game's transcript (JSON) to stdout or a file.
    Export {
        game: String,
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Check a transcript offline: every hash, commitment, opening and move.
    Verify {
        file: PathBuf,
        /// A chain head you hold from a mail, as N:HEX.
        #[arg(long)]
        head: Option<String>,
        /// A Maildir holding the referee's mails you received: every chain
        /// head in them must be in the transcript at the same position.
        #[arg(long)]
        receipts: Option<PathBuf>,
    },
    /// Check every game: hash chain, replay, cached snapshot, outgoing mail.
    Audit,
    /// Back the database up (SQLite online backup; safe while `run` runs).
    /// The key file is NOT included: keep a copy of it somewhere else.
    Backup {
        /// The new backup file (must not exist).
        path: PathBuf,
    },
    /// Put a backup in place as the database, after checking it (the
    /// database file must not exist: move the old one away first).
    Restore {
        /// The backup file.
        path: PathBuf,
    },
    /// Games by state, moves per day, mail in and out, bounces, outbox.
    Stats,
    /// Operator actions on a game; each is an event in its log, with the
    /// reason, shown to both players and in the transcript.
    Operator {
        #[command(subcommand)]
        action: OperatorCmd,
    },
    /// Play a whole game of each kind through the real pipeline, on local folders.
    Demo {
        /// Folder for the demo's database, key and mailboxes.
        #[arg(long, default_value = "estafette-demo")]
        dir: PathBuf,
    },
    /// Print the legal moves of a position, one per line, sorted (and how
    /// the game ended, when it is over).
    Moves(MovesArgs),
    /// Apply moves to a position, or replay an exported game, printing after
    /// each move the position, the combat and the pieces taken, and at the
    /// end the outcome. An illegal move stops it (exit 1).
    Play(PlayArgs),
    /// Print a game's rules summary, variants and switches.
    Rules { game: String },
    /// Check a held-mode receipt by hand: the army and seed the referee
    /// echoed give the root it published. Reads the army from FILE or stdin.
    VerifySetup(VerifySetupArgs),
    /// Blind games: check your army, draw a fresh seed, keep them in a
    /// secret file (mode 0600, never overwritten) and print the commitment
    /// lines (`commit ROOT`, `leaf SQ LEAF`) to mail to the referee.
    Seal(SealArgs),
    /// Blind games: print the `open SQ RANK SALT` lines of the pieces that
    /// started on SQUARE... (for your move or defence mail).
    Open {
        /// Your secret file (from `seal`).
        secret: PathBuf,
        /// Starting squares of the pieces to open, e.g. b4 e3.
        #[arg(required = true)]
        squares: Vec<String>,
    },
    /// Blind games: print the final reveal (`reveal SEED` and your army) to
    /// mail when the game ends.
    Reveal {
        /// Your secret file (from `seal`).
        secret: PathBuf,
    },
    /// Blind games: draw your private board (your own ranks shown) from the
    /// referee's last mail (a saved .eml file) and your secret file.
    View {
        /// Your secret file (from `seal`).
        secret: PathBuf,
        /// The referee's last mail, saved as a file (.eml or its text).
        mail: PathBuf,
    },
}

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
    /// The game's variant and switches (the army is checked against them).
    #[arg(long)]
    pub variant: Option<String>,
    #[arg(long = "set")]
    pub sets: Vec<String>,
    /// Where to write the secret file (default: GAME-SIDE.secret.json here).
    #[arg(long)]
    pub out: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct VerifySetupArgs {
    /// The game id, e.g. lattaque-1.
    #[arg(long)]
    pub game: String,
    /// Your side: south or north.
    #[arg(long)]
    pub side: String,
    /// The commitment side byte from the receipt (1 if you move first).
    #[arg(long)]
    pub commit_side: u8,
    /// The seed from the receipt (64 hex digits).
    #[arg(long)]
    pub seed: String,
    /// The root from the receipt (64 hex digits).
    #[arg(long)]
    pub root: String,
    /// The game's variant and switches (the army is also checked against them).
    #[arg(long)]
    pub variant: Option<String>,
    #[arg(long = "set")]
    pub sets: Vec<String>,
    /// The army as in the receipt (four lines); default: standard input.
    pub file: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct NewArgs {
    /// lattaque, strand or assaut.
    pub game: String,
    /// First player (South / Allies / Soldiers): ADDRESS or "Name <ADDRESS>".
    #[arg(long)]
    pub first: String,
    /// Second player (North / Germans / Officers).
    #[arg(long)]
    pub second: String,
    /// Named variant (e.g. gibson-1925, standard).
    #[arg(long)]
    pub variant: Option<String>,
    /// Set one switch: NAME=VALUE (repeatable).
    #[arg(long = "set")]
    pub sets: Vec<String>,
    /// Who moves first: first, second or random (default random).
    #[arg(long, default_value = "random")]
    pub moves_first: String,
    /// Language of the first and second player's mail (en or fr).
    #[arg(long, default_value = "en")]
    pub lang_first: String,
    #[arg(long, default_value = "en")]
    pub lang_second: String,
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
    /// Forbid observers (OBSERVE) for this game.
    #[arg(long)]
    pub no_observers: bool,
}

#[derive(Subcommand, Debug)]
pub enum OperatorCmd {
    /// Pause a game: no moves, clocks stopped.
    Pause {
        game: String,
        #[arg(long)]
        reason: String,
    },
    /// Resume a paused game (the pause is added to the deadlines).
    Resume {
        game: String,
        #[arg(long)]
        reason: String,
    },
    /// Give a side more time for the current move, e.g. `--by 2d`.
    Extend {
        game: String,
        #[arg(long)]
        side: u8,
        #[arg(long)]
        by: String,
        #[arg(long)]
        reason: String,
    },
    /// Replace an absent player's address: "Name <address>".
    ReplacePlayer {
        game: String,
        #[arg(long)]
        side: u8,
        #[arg(long)]
        player: String,
        #[arg(long, default_value = "en")]
        lang: String,
        #[arg(long)]
        reason: String,
    },
    /// End a game by decision: `--winner 1`, `2` or `draw`.
    Decide {
        game: String,
        #[arg(long)]
        winner: String,
        #[arg(long)]
        reason: String,
    },
}

#[derive(Args, Debug)]
pub struct RunArgs {
    /// Seconds between rounds.
    #[arg(long, default_value_t = 60)]
    pub interval: u64,
    /// Where to poll each round: --maildir DIR or --imap-host ... (give
    /// neither to only tick and send).
    #[command(flatten)]
    pub poll: PollArgs,
    /// Stop after this many rounds (for tests; default: until SIGTERM/SIGINT).
    #[arg(long)]
    pub rounds: Option<u64>,
    /// More log output (-v: each message and mail; -vv: debug).
    #[arg(short, long, action = clap::ArgAction::Count)]
    pub verbose: u8,
    #[command(flatten)]
    pub send: SendArgs,
}

#[derive(Args, Debug, Default)]
pub struct PollArgs {
    /// The Maildir to read.
    #[arg(long)]
    pub maildir: Option<PathBuf>,
    /// Read an IMAP mailbox on this server instead (config: [imap] host).
    #[arg(long)]
    pub imap_host: Option<String>,
    /// IMAP port (default 993 with implicit TLS, 143 otherwise).
    #[arg(long)]
    pub imap_port: Option<u16>,
    /// implicit, starttls or plain (plain only to a loopback server).
    #[arg(long)]
    pub imap_tls: Option<String>,
    #[arg(long)]
    pub imap_user: Option<String>,
    /// A file holding the IMAP password.
    #[arg(long)]
    pub imap_password_file: Option<PathBuf>,
    /// The mailbox to read (default INBOX).
    #[arg(long)]
    pub imap_mailbox: Option<String>,
    /// Move handled messages to this folder instead of flagging them \Seen.
    #[arg(long)]
    pub imap_move_to: Option<String>,
}

#[derive(Args, Debug, Default)]
pub struct SendArgs {
    /// Also send messages still waiting for their next retry time.
    #[arg(long)]
    pub retry_now: bool,
    /// Deliver into ROOT/<recipient>/ Maildirs (the default transport).
    #[arg(long, env = "ESTAFETTE_MAILDIR_OUT")]
    pub maildir_root: Option<PathBuf>,
    /// Send through this SMTP relay (config: [smtp] host).
    #[arg(long)]
    pub smtp_host: Option<String>,
    /// SMTP port (default 587 with starttls, 465 with implicit, 25 with none).
    #[arg(long)]
    pub smtp_port: Option<u16>,
    /// none, starttls or implicit (default starttls).
    #[arg(long)]
    pub smtp_tls: Option<String>,
    /// SMTP login.
    #[arg(long)]
    pub smtp_user: Option<String>,
    /// A file holding the SMTP password (never on the command line).
    #[arg(long)]
    pub smtp_password_file: Option<PathBuf>,
    /// Seconds allowed for connecting and for each SMTP reply (default 30).
    #[arg(long)]
    pub smtp_timeout: Option<u64>,
    /// Send through this sendmail-compatible binary (config: sendmail).
    #[arg(long)]
    pub sendmail: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct MovesArgs {
    pub game: String,
    #[arg(long)]
    pub variant: Option<String>,
    #[arg(long = "set")]
    pub sets: Vec<String>,
    /// A position in the game's one-line format, or `start` (Strand, L'Assaut).
    pub position: String,
    /// With `start` in Strand: which side moves first (first or second).
    #[arg(long, default_value = "first")]
    pub to_move: String,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The game: lattaque, strand or assaut.
    #[arg(required_unless_present = "transcript")]
    pub game: Option<String>,
    /// A position in the game's one-line format, or `start` (Strand, L'Assaut).
    #[arg(required_unless_present = "transcript")]
    pub position: Option<String>,
    /// The moves, applied in turn (quote a move with spaces: "place d6 e6").
    pub moves: Vec<String>,
    #[arg(long)]
    pub variant: Option<String>,
    #[arg(long = "set")]
    pub sets: Vec<String>,
    /// With `start` in Strand: which side moves first (first or second).
    #[arg(long, default_value = "first")]
    pub to_move: String,
    /// Replay the moves of an exported game instead (a L'Attaque game once
    /// its armies are published, at its end).
    #[arg(long, conflicts_with_all = ["game", "position", "moves", "variant", "sets"])]
    pub transcript: Option<PathBuf>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// A failure with its exit status.
#[derive(Debug)]
pub struct Failure {
    pub code: u8,
    pub message: String,
}

impl From<service::Error> for Failure {
    fn from(e: service::Error) -> Failure {
        Failure {
            code: e.kind.code(),
            message: e.message,
        }
    }
}

impl Failure {
    /// Standard output was closed by its reader (`| head`): the command
    /// stops, quietly and successfully, as a filter does.
    pub fn closed_pipe() -> Failure {
        Failure {
            code: 0,
            message: String::new(),
        }
    }

    /// A failure to write output: [`Failure::closed_pipe`] for a closed
    /// pipe, otherwise an error that says what failed.
    pub fn output(e: &std::io::Error) -> Failure {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            Failure::closed_pipe()
        } else {
            fail(format!("writing to standard output: {e}"))
        }
    }
}

/// Write to standard output now (see [`out!`]).
pub(crate) fn write_out(args: std::fmt::Arguments<'_>) -> Result<(), Failure> {
    use std::io::Write as _;
    let mut out = std::io::stdout().lock();
    out.write_fmt(args)
        .and_then(|()| out.flush())
        .map_err(|e| Failure::output(&e))
}

fn fail(msg: impl Into<String>) -> Failure {
    Failure {
        code: 1,
        message: msg.into(),
    }
}

/// Resolve the configuration: flags, then environment (clap did both), then the file, then defaults.
/// Relative paths from flags and the environment are taken from the working folder, those in the
/// file from the file's folder.
pub fn config(g: &Global) -> Result<(Config, ConfigFile), Failure> {
    let path = g.config.clone().or_else(|| {
        let p = PathBuf::from("estafette.toml");
        p.exists().then_some(p)
    });
    let file = match &path {
        Some(p) => ConfigFile::load(p).map_err(fail)?,
        None => ConfigFile::default(),
    };
    let mut cfg = Config::new(
        g.db.clone()
            .or_else(|| file.db.clone())
            .unwrap_or_else(|| PathBuf::from("estafette.db")),
        g.key_file
            .clone()
            .or_else(|| file.key_file.clone())
            .unwrap_or_else(|| PathBuf::from("estafette.key")),
        &g.address
            .clone()
            .or_else(|| file.address.clone())
            .unwrap_or_else(|| "referee@localhost".into()),
    );
    file.apply(&mut cfg);
    if let Ok(ms) = std::env::var("ESTAFETTE_BUSY_TIMEOUT_MS") {
        let ms: u64 = ms
            .parse()
            .map_err(|_| fail(format!("busy timeout '{ms}': not a number of milliseconds")))?;
        cfg.busy_timeout = std::time::Duration::from_millis(ms);
    }
    if let Ok(d) = std::env::var("ESTAFETTE_DURABILITY") {
        let d = crate::config::Durability::parse(&d).map_err(|e| fail(format!("durability '{d}': {e}")))?;
        cfg.full_sync = d == crate::config::Durability::Full;
    }
    if let Ok(b) = std::env::var("ESTAFETTE_POLL_BATCH") {
        cfg.poll_batch = crate::config::PollBatch::parse(&b)
            .map_err(|e| fail(format!("poll_batch '{b}': {e}")))?
            .0;
    }
    Ok((cfg, file))
}

/// Parse `Name <addr>` or `addr`.
fn player_spec(text: &str, lang: &str) -> Result<PlayerSpec, Failure> {
    let t = text.trim();
    let (name, address) = match (t.find('<'), t.rfind('>')) {
        (Some(a), Some(b)) if a < b => (
            t[..a].trim().trim_matches('"').to_string(),
            t[a + 1..b].trim().to_string(),
        ),
        _ => (String::new(), t.to_string()),
    };
    if !address.contains('@') || address.contains(char::is_whitespace) {
        return Err(fail(format!("'{text}' is not a mail address")));
    }
    let name = if name.is_empty() {
        address.split('@').next().unwrap_or("player").to_string()
    } else {
        name
    };
    if lang != "en" && lang != "fr" {
        return Err(fail(format!("language '{lang}': choose en or fr")));
    }
    Ok(PlayerSpec {
        address: address.to_ascii_lowercase(),
        name,
        lang: lang.into(),
    })
}

pub fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command {
        Cmd::Moves(a) => return moves(a),
        Cmd::Play(a) => return play(a),
        Cmd::Rules { game } => {
            let kind = GameKind::parse(&game).map_err(|e| fail(e.to_string()))?;
            outln!("{}", kind.rules_summary());
            return Ok(());
        }
        Cmd::Verify { file, head, receipts } => return verify(&file, head.as_deref(), receipts.as_deref()),
        Cmd::Demo { dir } => {
            return crate::demo::run(&dir, &mut std::io::stdout()).map_err(|e| match e {
                crate::demo::DemoError::Referee(e) => Failure::from(e),
                crate::demo::DemoError::Output(e) => Failure::output(&e),
            })
        }
        Cmd::VerifySetup(a) => return verify_setup(a),
        Cmd::Seal(a) => return seal(a),
        Cmd::Open { secret, squares } => {
            out!("{}", crate::player::open(&secret, &squares).map_err(fail)?);
            return Ok(());
        }
        Cmd::Reveal { secret } => {
            out!("{}", crate::player::reveal(&secret).map_err(fail)?);
            return Ok(());
        }
        Cmd::View { secret, mail } => {
            out!("{}", crate::player::view(&secret, &mail).map_err(fail)?);
            return Ok(());
        }
        _ => {}
    }
    let (cfg, file_cfg) = config(&cli.global)?;
    match cli.command {
        Cmd::Init => {
            service::init(&cfg)?;
            outln!(
                "database {} and key file {} ready",
                cfg.db.display(),
                cfg.key_file.display()
            );
            Ok(())
        }
        Cmd::New(a) => {
            let kind = GameKind::parse(&a.game).map_err(|e| fail(e.to_string()))?;
            if a.mode != "held" && a.mode != "blind" {
                return Err(fail(format!("mode '{}': choose held or blind", a.mode)));
            }
            let spec = OptionsSpec::with_sets(a.variant.clone(), &a.sets).map_err(|e| fail(e.to_string()))?;
            AnyOptions::build(kind, &spec).map_err(|e| fail(e.to_string()))?;
            let first = match a.moves_first.as_str() {
                "first" => Some(Side::First),
                "second" => Some(Side::Second),
                "random" => None,
                other => return Err(fail(format!("--moves-first {other}: choose first, second or random"))),
            };
            let players = [
                player_spec(&a.first, &a.lang_first)?,
                player_spec(&a.second, &a.lang_second)?,
            ];
            let clock = match &a.time {
                Some(t) => Some(TimeControl::parse(t, a.grace.as_deref()).map_err(|e| fail(format!("--time: {e}")))?),
                None if a.grace.is_some() => return Err(fail("--grace needs --time")),
                None => None,
            };
            let mut svc = Service::open(cfg)?;
            let id = svc.new_game_mode(kind, spec, players, first, clock, &a.mode)?;
            if a.no_observers {
                svc.store
                    .write(|tx| tx.set_observers_allowed(&id, false))
                    .map_err(service::Error::from)?;
            }
            outln!("{id}");
            Ok(())
        }
        Cmd::Ingest(IngestArgs { file }) => {
            // At most the size limit and one byte: a larger message is
            // refused as too large from its header, never held whole.
            let max = u64::try_from(cfg.max_message_bytes.saturating_add(1)).unwrap_or(u64::MAX);
            let mut raw = Vec::new();
            match &file {
                Some(p) => {
                    let f = std::fs::File::open(p).map_err(|e| fail(format!("{}: {e}", p.display())))?;
                    f.take(max)
                        .read_to_end(&mut raw)
                        .map_err(|e| fail(format!("{}: {e}", p.display())))?;
                }
                None => {
                    let mut stdin = std::io::stdin().lock();
                    (&mut stdin).take(max).read_to_end(&mut raw).map_err(|e| Failure {
                        code: EX_TEMPFAIL,
                        message: format!("reading stdin: {e}"),
                    })?;
                    // Drain the rest (in small pieces), so the MTA's write
                    // does not fail on a closed pipe.
                    if raw.len() as u64 == max {
                        let _ = std::io::copy(&mut stdin, &mut std::io::sink());
                    }
                }
            }
            let mut svc = Service::open(cfg).map_err(|e| Failure {
                code: EX_TEMPFAIL,
                message: e.message,
            })?;
            svc.store.short_lived().map_err(|e| Failure {
                code: EX_TEMPFAIL,
                message: e.to_string(),
            })?;
            match svc.ingest(&raw)? {
                Ingested::Duplicate => eprintln!("duplicate: already handled"),
                Ingested::Handled { status, summary } => eprintln!("{}", handled_line(&status, &summary)),
                Ingested::Failed(e) => eprintln!("failed (kept in the inbox): {e}"),
            }
            Ok(())
        }
        Cmd::Poll(a) => {
            let imap = imap_config(&a, &file_cfg)?;
            let mut svc = Service::open(cfg)?;
            match (&a.maildir, imap) {
                (Some(dir), None) => {
                    let done = service::poll_maildir(&mut svc, dir)?;
                    eprintln!("{} message(s) taken in", done.len());
                }
                (None, Some(imap)) => {
                    let never = || false;
                    let mut intake = service::ImapIntake::new(&mut svc, &never);
                    let batch = intake.batch();
                    let n = crate::mail::imap::poll_grouped(&imap, batch, &mut intake).map_err(|e| Failure {
                        code: if e.temporary { EX_TEMPFAIL } else { 1 },
                        message: format!("imap: {}", e.message),
                    })?;
                    eprintln!("{n} message(s) taken in");
                }
                (Some(_), Some(_)) => return Err(fail("poll reads a Maildir or an IMAP mailbox, not both")),
                (None, None) => {
                    return Err(fail(
                        "poll needs --maildir DIR or --imap-host HOST (or [imap] host in the config)",
                    ))
                }
            }
            Ok(())
        }
        Cmd::Send(a) => {
            let transport = transport(&a, &file_cfg)?;
            let mut svc = Service::open(cfg)?;
            if a.retry_now {
                svc.store.write(|tx| tx.retry_now()).map_err(service::Error::from)?;
            }
            let (sent, later, failed) = svc.send(transport.as_ref())?;
            eprintln!("sent {sent}, to retry {later}, failed {failed}");
            Ok(())
        }
        Cmd::Tick => {
            let mut svc = Service::open(cfg)?;
            let done = svc.tick()?;
            for (game, what) in &done {
                eprintln!("{game}: {what}");
            }
            eprintln!("tick: {} game(s) had something due", done.len());
            Ok(())
        }
        Cmd::Run(a) => crate::daemon::run(cfg, &file_cfg, a),
        Cmd::List => {
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
        Cmd::Show { game, as_player } => {
            let svc = Service::open(cfg)?;
            let st = svc.state(&game)?;
            let viewer = match as_player.as_deref() {
                None => None,
                Some("1") => Some(Side::First),
                Some("2") => Some(Side::Second),
                Some(who) => {
                    let row = svc
                        .store
                        .read()
                        .game(&game)
                        .map_err(service::Error::from)?
                        .ok_or_else(|| fail("no such game"))?;
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
                        return Err(fail(format!("'{who}' is not a player of {game}")));
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
        Cmd::Export { game, output } => {
            let svc = Service::open(cfg)?;
            let t = svc.export(&game)?;
            let json = serde_json::to_string_pretty(&t).map_err(|e| fail(e.to_string()))?;
            match output {
                Some(p) => std::fs::write(&p, json + "\n").map_err(|e| fail(format!("{}: {e}", p.display())))?,
                None => outln!("{json}"),
            }
            Ok(())
        }
        Cmd::Backup { path } => {
            let svc = Service::open(cfg.clone())?;
            svc.backup(&path)?;
            outln!("backed up {} to {}", cfg.db.display(), path.display());
            outln!("the key file {} is not in the backup: keep a copy of it elsewhere, or the armies and reply tokens of running games cannot be read", cfg.key_file.display());
            Ok(())
        }
        Cmd::Restore { path } => {
            let (version, games) = crate::store::Store::check_file(&path).map_err(service::Error::from)?;
            if cfg.db.exists() {
                return Err(fail(format!(
                    "{} exists: move it away first (restore never overwrites a database)",
                    cfg.db.display()
                )));
            }
            std::fs::copy(&path, &cfg.db).map_err(|e| fail(format!("copying to {}: {e}", cfg.db.display())))?;
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
        Cmd::Operator { action } => {
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
                } => (
                    game,
                    A::ReplaceAddress { side: side(s)? },
                    reason,
                    Some(player_spec(&player, &lang)?),
                ),
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
        Cmd::Stats => {
            let svc = Service::open(cfg)?;
            for (k, v) in svc.stats()? {
                outln!("{k:<36} {v}");
            }
            Ok(())
        }
        Cmd::Audit => {
            let svc = Service::open(cfg)?;
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
                outln!("audit: every game's log, replay, snapshot and outgoing mail agree");
                Ok(())
            } else {
                for p in &problems {
                    outln!("{p}");
                }
                Err(fail(format!("audit found {} problem(s)", problems.len())))
            }
        }
        Cmd::Moves(_)
        | Cmd::Play(_)
        | Cmd::Rules { .. }
        | Cmd::Verify { .. }
        | Cmd::Demo { .. }
        | Cmd::VerifySetup(_)
        | Cmd::Seal(_)
        | Cmd::Open { .. }
        | Cmd::Reveal { .. }
        | Cmd::View { .. } => Ok(()),
    }
}

/// The IMAP source from flags and the configuration's [imap] section, if any.
pub(crate) fn imap_config(a: &PollArgs, file: &ConfigFile) -> Result<Option<crate::mail::imap::ImapConfig>, Failure> {
    use crate::mail::imap::{ImapAfter, ImapConfig, ImapTls};
    let Some(host) = a.imap_host.clone().or_else(|| {
        if a.maildir.is_none() {
            file.imap.host.clone()
        } else {
            None
        }
    }) else {
        return Ok(None);
    };
    let tls = match &a.imap_tls {
        Some(t) => {
            ImapTls::parse(t).ok_or_else(|| fail(format!("imap tls '{t}': choose implicit, starttls or plain")))?
        }
        None => file.imap.tls.map_or(ImapTls::Implicit, |t| t.0),
    };
    let user = a
        .imap_user
        .clone()
        .or_else(|| file.imap.user.clone())
        .ok_or_else(|| fail("IMAP needs a user (--imap-user)"))?;
    let pw_file = a
        .imap_password_file
        .clone()
        .or_else(|| file.imap.password_file.clone())
        .ok_or_else(|| fail("IMAP needs a password file (--imap-password-file)"))?;
    let password = std::fs::read_to_string(&pw_file)
        .map_err(|e| fail(format!("{}: {e}", pw_file.display())))?
        .trim_end_matches(['\r', '\n'])
        .to_string();
    let mut cfg = ImapConfig::new(host, user, password);
    cfg.tls = tls;
    cfg.port = a.imap_port.or(file.imap.port).unwrap_or_else(|| tls.default_port());
    if let Some(m) = a.imap_mailbox.clone().or_else(|| file.imap.mailbox.clone()) {
        cfg.mailbox = m;
    }
    if let Some(f) = a.imap_move_to.clone().or_else(|| file.imap.move_to.clone()) {
        cfg.after = ImapAfter::Move(f);
    }
    if let Some(n) = file.max_message_bytes {
        cfg.max_message_bytes = n.0;
    }
    Ok(Some(cfg))
}

/// Choose the outgoing transport: flags, then the configuration file; SMTP
/// if a host is given, else sendmail if a binary is given, else local Maildirs.
pub fn transport(a: &SendArgs, file: &ConfigFile) -> Result<Box<dyn Transport>, Failure> {
    if let Some(root) = &a.maildir_root {
        return Ok(Box::new(MaildirTransport::new(root.clone())));
    }
    let host = a.smtp_host.clone().or_else(|| file.smtp.host.clone());
    if let Some(host) = host {
        let tls = match &a.smtp_tls {
            Some(t) => {
                SmtpTls::parse(t).ok_or_else(|| fail(format!("smtp tls '{t}': choose none, starttls or implicit")))?
            }
            None => file.smtp.tls.map_or(SmtpTls::StartTls, |t| t.0),
        };
        let default_port = match tls {
            SmtpTls::None => 25,
            SmtpTls::StartTls => 587,
            SmtpTls::Implicit => 465,
        };
        let port = a.smtp_port.or(file.smtp.port).unwrap_or(default_port);
        let password_file = a.smtp_password_file.clone().or_else(|| file.smtp.password_file.clone());
        let password = match password_file {
            Some(p) => Some(
                std::fs::read_to_string(&p)
                    .map_err(|e| fail(format!("{}: {e}", p.display())))?
                    .trim_end_matches(['\r', '\n'])
                    .to_string(),
            ),
            None => None,
        };
        let timeout = a.smtp_timeout.or(file.smtp.timeout).unwrap_or(30);
        let cfg = SmtpConfig {
            host,
            port,
            tls,
            user: a.smtp_user.clone().or_else(|| file.smtp.user.clone()),
            password,
            timeout: std::time::Duration::from_secs(timeout),
            hello_name: file.smtp.hello_name.clone(),
        };
        let t = SmtpTransport::new(&cfg).map_err(|e| fail(format!("smtp: {}", e.message)))?;
        return Ok(Box::new(t));
    }
    if let Some(bin) = a.sendmail.clone().or_else(|| file.sendmail.clone()) {
        return Ok(Box::new(SendmailTransport::new(bin)));
    }
    let root = file
        .maildir_out
        .clone()
        .unwrap_or_else(|| PathBuf::from("outbox-maildirs"));
    Ok(Box::new(MaildirTransport::new(root)))
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

fn verify(file: &PathBuf, head: Option<&str>, receipts: Option<&std::path::Path>) -> Result<(), Failure> {
    let text = std::fs::read_to_string(file).map_err(|e| fail(format!("{}: {e}", file.display())))?;
    let known = match head {
        None => None,
        Some(h) => {
            let (n, hex) = h.split_once(':').ok_or_else(|| fail("--head takes N:HEX"))?;
            Some((
                n.parse::<u64>().map_err(|_| fail("--head: N must be a number"))?,
                hex.to_string(),
            ))
        }
    };
    match crate::transcript::verify(&text, known.as_ref().map(|(n, h)| (*n, h.as_str()))) {
        Ok(v) => {
            let result = match &v.result {
                None => "not finished".to_string(),
                Some(r) if r.winner == 0 => format!("drawn ({})", r.reason),
                Some(r) => format!("side {} won ({})", r.winner, r.reason),
            };
            outln!(
                "verified: {} — {} events, {} moves, {result}; head {} {}",
                v.game,
                v.events,
                v.moves,
                v.events,
                v.head
            );
            if let Some(dir) = receipts {
                let bodies = maildir_texts(dir)?;
                let n =
                    crate::transcript::verify_receipts(&text, &bodies).map_err(|e| fail(format!("receipts: {e}")))?;
                if n == 0 {
                    return Err(fail(format!(
                        "no Log-Head for {} in the mails under {}",
                        v.game,
                        dir.display()
                    )));
                }
                outln!("receipts: all {n} chain heads in your mail match the transcript");
            }
            Ok(())
        }
        Err(e) => Err(fail(format!("verification failed: {e}"))),
    }
}

fn moves(a: MovesArgs) -> Result<(), Failure> {
    let pos = crate::play::read_position(&a.game, a.variant, &a.sets, &a.position, &a.to_move).map_err(fail)?;
    for m in pos.legal_moves() {
        outln!("{m}");
    }
    if pos.outcome().is_some() {
        outln!("game over: {}", crate::play::Standing::of(&pos).words());
    }
    Ok(())
}

fn play(a: PlayArgs) -> Result<(), Failure> {
    let played = match &a.transcript {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| fail(format!("{}: {e}", path.display())))?;
            crate::play::replay_transcript(&text).map_err(fail)?
        }
        None => {
            let (game, position) = (a.game.unwrap_or_default(), a.position.unwrap_or_default());
            let pos = crate::play::read_position(&game, a.variant, &a.sets, &position, &a.to_move).map_err(fail)?;
            crate::play::play(pos, &a.moves)
        }
    };
    out!("{}", if a.json { played.to_json() } else { played.to_text() });
    played.refusal().map_or(Ok(()), |m| Err(fail(m)))
}

fn seal(a: SealArgs) -> Result<(), Failure> {
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

fn verify_setup(a: VerifySetupArgs) -> Result<(), Failure> {
    use crate::games::lattaque::Army;
    use crate::protocol::{commit::Commitment, encode};
    let side = match a.side.to_ascii_lowercase().as_str() {
        "south" | "sud" | "1" => Side::First,
        "north" | "nord" | "2" => Side::Second,
        o => return Err(fail(format!("--side {o}: choose south or north"))),
    };
    let text = match &a.file {
        Some(p) => std::fs::read_to_string(p).map_err(|e| fail(format!("{}: {e}", p.display())))?,
        None => {
            let mut t = String::new();
            std::io::stdin()
                .read_to_string(&mut t)
                .map_err(|e| fail(format!("reading stdin: {e}")))?;
            t
        }
    };
    let spec = OptionsSpec::with_sets(a.variant.clone(), &a.sets).map_err(|e| fail(e.to_string()))?;
    let AnyOptions::Lattaque(opts) = AnyOptions::build(GameKind::Lattaque, &spec).map_err(|e| fail(e.to_string()))?
    else {
        return Err(fail("internal: not L'Attaque options"));
    };
    let army = Army::parse(&text, side, &opts).map_err(|e| fail(format!("the army is not valid: {e}")))?;
    let seed = encode::hex_decode32(&a.seed).map_err(|e| fail(format!("--seed: {e}")))?;
    let pieces: Vec<(u8, u8)> = army.pieces.iter().map(|(sq, r)| (sq.index(9), r.byte())).collect();
    let c = Commitment::seal(&seed, &a.game, a.commit_side, &pieces).map_err(|e| fail(e.to_string()))?;
    let root = encode::hex_encode(&c.root);
    if root.eq_ignore_ascii_case(a.root.trim()) {
        outln!("setup verified: this army and seed give root {root}");
        Ok(())
    } else {
        Err(fail(format!(
            "MISMATCH: this army and seed give root {root}, not {}",
            a.root.trim()
        )))
    }
}

/// The text parts of every mail in a Maildir (new/ and cur/).
fn maildir_texts(dir: &std::path::Path) -> Result<Vec<String>, Failure> {
    let mut out = Vec::new();
    for sub in ["new", "cur"] {
        let Ok(rd) = std::fs::read_dir(dir.join(sub)) else {
            continue;
        };
        for e in rd.flatten() {
            let raw = std::fs::read(e.path()).map_err(|err| fail(format!("{}: {err}", e.path().display())))?;
            if let Some(m) = mail_parser::MessageParser::default().parse(&raw) {
                if let Some(t) = m.body_text(0) {
                    out.push(t.into_owned());
                }
            }
        }
    }
    Ok(out)
}

/// What `ingest` says of a handled message: its status, then its summary,
/// once (`applied: e3-f4`, not `applied: applied: e3-f4`).
fn handled_line(status: &str, summary: &str) -> String {
    match summary.strip_prefix(status) {
        Some(rest) if rest.starts_with(':') => summary.to_string(),
        _ => format!("{status}: {summary}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_handled_message_is_told_in_one_line_without_repeating_its_status() {
        assert_eq!(handled_line("applied", "applied: e3-f4"), "applied: e3-f4");
        assert_eq!(
            handled_line("rejected", "nothing applied; refused x: no"),
            "rejected: nothing applied; refused x: no"
        );
        assert_eq!(handled_line("applied", "applied nothing"), "applied: applied nothing");
    }
}
