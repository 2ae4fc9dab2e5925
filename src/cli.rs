//! The command line: arguments parsed once into plain values (clap), then
//! acted on. `main` maps the result to an exit status in one place.

use crate::games::any::{AnyOptions, AnyPosition, GameKind, OptionsSpec};
use crate::games::Side;
use crate::mail::transport::{MaildirTransport, SendmailTransport, SmtpConfig, SmtpTls, SmtpTransport, Transport};
use crate::referee::clock::TimeControl;
use crate::service::{self, Config, Ingested, PlayerSpec, Service};
use crate::store::Queries;
use clap::{Args, Parser, Subcommand};
use std::collections::BTreeMap;
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

/// The arguments of `ingest` (also read by [`Cli::parse_ingest`]).
#[derive(Args, Debug, Clone)]
pub struct IngestArgs {
    /// A file holding the message (default: standard input).
    pub file: Option<PathBuf>,
}

/// Whether a command line (program name first, then its words as bytes)
/// runs `ingest`, the command an MTA starts once per message: the binary
/// then allocates with the C library's allocator instead of mimalloc
/// (`main.rs`), which makes a process of one message start with about 90
/// fewer page faults. Any word `ingest` counts (even an option's value):
/// a wrong guess only picks the other allocator, and both are correct.
pub fn runs_ingest<'a>(args: impl IntoIterator<Item = &'a [u8]>) -> bool {
    args.into_iter().skip(1).any(|w| w == b"ingest")
}

impl Cli {
    /// The process's command line, parsed. See [`Cli::parse_from_args`].
    pub fn parse_args() -> Cli {
        Cli::parse_from_args(std::env::args_os())
    }

    /// Parse a command line; on an error (or `--help`, `--version`), print
    /// it and exit as clap does. A plain `ingest` line, what an MTA's pipe
    /// runs once per message, is read first by [`Cli::parse_ingest`]
    /// without clap: building clap's grammar, even of `ingest` alone, was
    /// the largest part of a bare start. Anything that reader declines (another
    /// command, `--help`, a mistake, any unusual form) goes to clap's whole
    /// grammar, so help and error messages are always the whole command
    /// line's.
    pub fn parse_from_args<I, T>(args: I) -> Cli
    where
        I: IntoIterator<Item = T>,
        T: Into<std::ffi::OsString> + Clone,
    {
        let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
        if let Some(cli) = Cli::parse_ingest(&args) {
            return cli;
        }
        Cli::parse_from(args)
    }

    /// `Some` when `args` is an `ingest` line in its plain forms: the global
    /// options (`--config`, `--db`, `--key-file`, `--address`, each at most
    /// once, as `--name VALUE` or `--name=VALUE`, anywhere on the line),
    /// `ingest`, at most one file after it (after `--` too). Options left
    /// out are taken from their environment variables, as clap does. It
    /// declines (`None`) whatever else clap might read differently or
    /// refuse: other words, short flags, empty values or values starting
    /// with `-`, an empty variable, bytes that are not UTF-8. Whatever it
    /// accepts, clap's whole grammar reads alike (the unit tests compare
    /// the two on every line of a generated set).
    fn parse_ingest(args: &[std::ffi::OsString]) -> Option<Cli> {
        let words: Vec<&str> = args.iter().skip(1).map(|a| a.to_str()).collect::<Option<_>>()?;
        let mut values: [Option<&str>; 4] = [None; 4];
        let mut command = false;
        let mut file: Option<&str> = None;
        let mut rest = false;
        let mut i = 0;
        while i < words.len() {
            let w = words[i];
            i += 1;
            let positional = if rest {
                // After `--`, words are values: the command must come first.
                if !command {
                    return None;
                }
                Some(w)
            } else if w == "--" {
                rest = true;
                None
            } else if let Some(option) = w.strip_prefix("--") {
                let (name, value) = match option.split_once('=') {
                    Some((name, value)) => (name, value),
                    None => {
                        let value = *words.get(i)?;
                        i += 1;
                        (option, value)
                    }
                };
                let slot = GLOBAL_OPTIONS.iter().position(|(n, _)| *n == name)?;
                if values[slot].is_some() || value.is_empty() || value.starts_with('-') {
                    return None;
                }
                values[slot] = Some(value);
                None
            } else if w.starts_with('-') {
                return None;
            } else {
                Some(w)
            };
            match positional {
                Some("ingest") if !command => command = true,
                Some(_) if !command || file.is_some() => return None,
                Some(name) => {
                    if name.is_empty() {
                        return None;
                    }
                    file = Some(name);
                }
                None => {}
            }
        }
        if !command {
            return None;
        }
        // Options left out: their environment variables, unless empty or
        // not UTF-8 (clap refuses the one and may read the other its own way).
        let from_env = |var: &str| -> Option<Option<String>> {
            match std::env::var_os(var).map(std::ffi::OsString::into_string) {
                None => Some(None),
                Some(Ok(v)) if !v.is_empty() => Some(Some(v)),
                Some(_) => None,
            }
        };
        let mut owned: [Option<String>; 4] = Default::default();
        for (slot, (_, var)) in GLOBAL_OPTIONS.iter().enumerate() {
            owned[slot] = match values[slot] {
                Some(v) => Some(v.to_string()),
                None => from_env(var)?,
            };
        }
        let [config, db, key_file, address] = owned;
        Some(Cli {
            global: Global {
                config: config.map(PathBuf::from),
                db: db.map(PathBuf::from),
                key_file: key_file.map(PathBuf::from),
                address,
            },
            command: Cmd::Ingest(IngestArgs {
                file: file.map(PathBuf::from),
            }),
        })
    }
}

/// The global options [`Cli::parse_ingest`] reads, in the order of
/// [`Global`]'s fields, with their environment variables.
const GLOBAL_OPTIONS: [(&str, &str); 4] = [
    ("config", "ESTAFETTE_CONFIG"),
    ("db", "ESTAFETTE_DB"),
    ("key-file", "ESTAFETTE_KEY_FILE"),
    ("address", "ESTAFETTE_ADDRESS"),
];

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
    /// Print the legal moves of a position, one per line, sorted.
    Moves(MovesArgs),
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

/// A failure with its exit status.
#[derive(Debug)]
pub struct Failure {
    pub code: u8,
    pub message: String,
}

impl From<service::Error> for Failure {
    fn from(e: service::Error) -> Failure {
        Failure {
            code: if e.temporary { EX_TEMPFAIL } else { 1 },
            message: e.message,
        }
    }
}

fn fail(msg: impl Into<String>) -> Failure {
    Failure {
        code: 1,
        message: msg.into(),
    }
}

/// Resolve the configuration: flags, then environment (clap did both), then the file, then defaults.
pub fn config(g: &Global) -> Result<(Config, BTreeMap<String, String>), Failure> {
    let path = g.config.clone().or_else(|| {
        let p = PathBuf::from("estafette.toml");
        p.exists().then_some(p)
    });
    let file = match &path {
        Some(p) => {
            let text = std::fs::read_to_string(p).map_err(|e| fail(format!("{}: {e}", p.display())))?;
            crate::config::parse(&text).map_err(|e| fail(format!("{}: {e}", p.display())))?
        }
        None => BTreeMap::new(),
    };
    let get = |k: &str| file.get(k).cloned();
    let num = |k: &str| -> Result<Option<i64>, Failure> {
        get(k)
            .map(|v| {
                v.parse::<i64>()
                    .map_err(|_| fail(format!("config {k} = {v}: not a number")))
            })
            .transpose()
    };
    let mut cfg = Config::new(
        g.db.clone()
            .or_else(|| get("db").map(PathBuf::from))
            .unwrap_or_else(|| PathBuf::from("estafette.db")),
        g.key_file
            .clone()
            .or_else(|| get("key_file").map(PathBuf::from))
            .unwrap_or_else(|| PathBuf::from("estafette.key")),
        &g.address
            .clone()
            .or_else(|| get("address"))
            .unwrap_or_else(|| "referee@localhost".into()),
    );
    if let Some(n) = get("name") {
        cfg.name = n;
    }
    if let Some(n) = num("error_replies_per_hour")? {
        cfg.error_replies_per_hour = n.max(0) as u64;
    }
    let busy = std::env::var("ESTAFETTE_BUSY_TIMEOUT_MS")
        .ok()
        .or_else(|| get("busy_timeout_ms"));
    if let Some(ms) = busy {
        let ms: u64 = ms
            .parse()
            .map_err(|_| fail(format!("busy timeout '{ms}': not a number of milliseconds")))?;
        cfg.busy_timeout = std::time::Duration::from_millis(ms);
    }
    let durability = std::env::var("ESTAFETTE_DURABILITY").ok().or_else(|| get("durability"));
    if let Some(d) = durability {
        cfg.full_sync = match d.trim().to_ascii_lowercase().as_str() {
            "full" => true,
            "normal" => false,
            other => return Err(fail(format!("durability '{other}': write \"normal\" or \"full\""))),
        };
    }
    let batch = std::env::var("ESTAFETTE_POLL_BATCH").ok().or_else(|| get("poll_batch"));
    if let Some(b) = batch {
        cfg.poll_batch = match b.trim().parse::<usize>() {
            Ok(n) if (1..=10_000).contains(&n) => n,
            _ => {
                return Err(fail(format!(
                    "poll_batch '{b}': give a number of messages from 1 to 10000"
                )))
            }
        };
    }
    cfg.require_dkim_from = get("require_dkim_from");
    if let Some(r) = get("reminders") {
        // e.g. "24h,2h"
        cfg.reminders = r
            .split(',')
            .map(|x| crate::referee::clock::parse_duration(x).map_err(|e| fail(format!("config reminders: {e}"))))
            .collect::<Result<_, _>>()?;
    }
    if let Some(n) = num("max_message_bytes")? {
        if n < 1024 {
            return Err(fail(format!(
                "config max_message_bytes = {n}: give at least 1024 bytes"
            )));
        }
        cfg.max_message_bytes = usize::try_from(n).unwrap_or(usize::MAX);
    }
    if let Some(n) = num("max_commands")? {
        if n < 1 {
            return Err(fail(format!("config max_commands = {n}: give at least 1")));
        }
        cfg.max_commands = usize::try_from(n).unwrap_or(usize::MAX);
    }
    if let Some(n) = num("vacation_days")? {
        cfg.vacation_days = n.max(0);
    }
    if let Some(c) = get("challenges") {
        cfg.challenges = c;
    }
    if let Some(tz) = get("default_timezone") {
        jiff::tz::TimeZone::get(&tz)
            .map_err(|_| fail(format!("config default_timezone: '{tz}' is not a time zone")))?;
        cfg.default_timezone = tz;
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
        Cmd::Rules { game } => {
            let kind = GameKind::parse(&game).map_err(|e| fail(e.to_string()))?;
            println!("{}", kind.rules_summary());
            return Ok(());
        }
        Cmd::Verify { file, head, receipts } => return verify(&file, head.as_deref(), receipts.as_deref()),
        Cmd::Demo { dir } => return crate::demo::run(&dir).map_err(Failure::from),
        Cmd::VerifySetup(a) => return verify_setup(a),
        Cmd::Seal(a) => return seal(a),
        Cmd::Open { secret, squares } => {
            print!("{}", crate::player::open(&secret, &squares).map_err(fail)?);
            return Ok(());
        }
        Cmd::Reveal { secret } => {
            print!("{}", crate::player::reveal(&secret).map_err(fail)?);
            return Ok(());
        }
        Cmd::View { secret, mail } => {
            print!("{}", crate::player::view(&secret, &mail).map_err(fail)?);
            return Ok(());
        }
        _ => {}
    }
    let (cfg, file_cfg) = config(&cli.global)?;
    match cli.command {
        Cmd::Init => {
            service::init(&cfg)?;
            println!(
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
            println!("{id}");
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
                println!(
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
            println!("{} {} — {} v {}", st.kind.title(), st.id, st.players[0], st.players[1]);
            if let Some(p) = &st.position {
                // The referee's own view shows everything; a player's view hides.
                let view = match viewer {
                    Some(v) => p.board_view(Some(v)),
                    None => full_view(p),
                };
                println!("{}", crate::views::board_text(&view, crate::views::Lang::En));
            } else if let Some(bg) = &st.blind {
                // A blind game: the referee knows only what was opened, for
                // everyone alike (a player sees their own ranks with `view`).
                println!(
                    "{}",
                    crate::views::board_text(&bg.board.board_view(), crate::views::Lang::En)
                );
            }
            println!("{}", crate::compose::status_line(&st, viewer.unwrap_or(Side::First)));
            for m in &st.moves {
                println!("{:>4}. {} {}", m.ply, m.text, m.report);
            }
            Ok(())
        }
        Cmd::Export { game, output } => {
            let svc = Service::open(cfg)?;
            let t = svc.export(&game)?;
            let json = serde_json::to_string_pretty(&t).map_err(|e| fail(e.to_string()))?;
            match output {
                Some(p) => std::fs::write(&p, json + "\n").map_err(|e| fail(format!("{}: {e}", p.display())))?,
                None => println!("{json}"),
            }
            Ok(())
        }
        Cmd::Backup { path } => {
            let svc = Service::open(cfg.clone())?;
            svc.backup(&path)?;
            println!("backed up {} to {}", cfg.db.display(), path.display());
            println!("the key file {} is not in the backup: keep a copy of it elsewhere, or the armies and reply tokens of running games cannot be read", cfg.key_file.display());
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
            println!(
                "restored {} (schema {version}, {games} games) to {}",
                path.display(),
                cfg.db.display()
            );
            if !problems.is_empty() {
                for p in &problems {
                    println!("{p}");
                }
                return Err(fail("the restored database does not pass audit (wrong key file?)"));
            }
            println!("audit passed with the key file {}", cfg.key_file.display());
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
            println!("{}", svc.operate(&game, act, &reason, player)?);
            Ok(())
        }
        Cmd::Stats => {
            let svc = Service::open(cfg)?;
            for (k, v) in svc.stats()? {
                println!("{k:<36} {v}");
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
            println!("audit: {games} games, {} problem(s)", problems.len());
            if problems.is_empty() {
                println!("audit: every game's log, replay, snapshot and outgoing mail agree");
                Ok(())
            } else {
                for p in &problems {
                    println!("{p}");
                }
                Err(fail(format!("audit found {} problem(s)", problems.len())))
            }
        }
        Cmd::Moves(_)
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
pub(crate) fn imap_config(
    a: &PollArgs,
    file: &BTreeMap<String, String>,
) -> Result<Option<crate::mail::imap::ImapConfig>, Failure> {
    use crate::mail::imap::{ImapAfter, ImapConfig, ImapTls};
    let Some(host) = a.imap_host.clone().or_else(|| {
        if a.maildir.is_none() {
            file.get("imap.host").cloned()
        } else {
            None
        }
    }) else {
        return Ok(None);
    };
    let tls_text = a
        .imap_tls
        .clone()
        .or_else(|| file.get("imap.tls").cloned())
        .unwrap_or_else(|| "implicit".into());
    let tls = ImapTls::parse(&tls_text)
        .ok_or_else(|| fail(format!("imap tls '{tls_text}': choose implicit, starttls or plain")))?;
    let user = a
        .imap_user
        .clone()
        .or_else(|| file.get("imap.user").cloned())
        .ok_or_else(|| fail("IMAP needs a user (--imap-user)"))?;
    let pw_file = a
        .imap_password_file
        .clone()
        .or_else(|| file.get("imap.password_file").map(PathBuf::from))
        .ok_or_else(|| fail("IMAP needs a password file (--imap-password-file)"))?;
    let password = std::fs::read_to_string(&pw_file)
        .map_err(|e| fail(format!("{}: {e}", pw_file.display())))?
        .trim_end_matches(['\r', '\n'])
        .to_string();
    let mut cfg = ImapConfig::new(host, user, password);
    cfg.tls = tls;
    cfg.port = match a.imap_port {
        Some(p) => p,
        None => match file.get("imap.port") {
            Some(p) => p
                .parse()
                .map_err(|_| fail(format!("imap port '{p}' is not a number")))?,
            None => tls.default_port(),
        },
    };
    if let Some(m) = a.imap_mailbox.clone().or_else(|| file.get("imap.mailbox").cloned()) {
        cfg.mailbox = m;
    }
    if let Some(f) = a.imap_move_to.clone().or_else(|| file.get("imap.move_to").cloned()) {
        cfg.after = ImapAfter::Move(f);
    }
    if let Some(n) = file.get("max_message_bytes") {
        cfg.max_message_bytes = n
            .parse()
            .map_err(|_| fail(format!("config max_message_bytes = {n}: not a number")))?;
    }
    Ok(Some(cfg))
}

/// Choose the outgoing transport: flags, then the configuration file; SMTP
/// if a host is given, else sendmail if a binary is given, else local Maildirs.
pub fn transport(a: &SendArgs, file: &BTreeMap<String, String>) -> Result<Box<dyn Transport>, Failure> {
    if let Some(root) = &a.maildir_root {
        return Ok(Box::new(MaildirTransport::new(root.clone())));
    }
    let host = a.smtp_host.clone().or_else(|| file.get("smtp.host").cloned());
    if let Some(host) = host {
        let tls_text = a
            .smtp_tls
            .clone()
            .or_else(|| file.get("smtp.tls").cloned())
            .unwrap_or_else(|| "starttls".into());
        let tls = SmtpTls::parse(&tls_text)
            .ok_or_else(|| fail(format!("smtp tls '{tls_text}': choose none, starttls or implicit")))?;
        let default_port = match tls {
            SmtpTls::None => 25,
            SmtpTls::StartTls => 587,
            SmtpTls::Implicit => 465,
        };
        let port = match a.smtp_port {
            Some(p) => p,
            None => match file.get("smtp.port") {
                Some(p) => p
                    .parse()
                    .map_err(|_| fail(format!("smtp port '{p}' is not a number")))?,
                None => default_port,
            },
        };
        let password_file = a
            .smtp_password_file
            .clone()
            .or_else(|| file.get("smtp.password_file").map(PathBuf::from));
        let password = match password_file {
            Some(p) => Some(
                std::fs::read_to_string(&p)
                    .map_err(|e| fail(format!("{}: {e}", p.display())))?
                    .trim_end_matches(['\r', '\n'])
                    .to_string(),
            ),
            None => None,
        };
        let timeout = a
            .smtp_timeout
            .or_else(|| file.get("smtp.timeout").and_then(|v| v.parse().ok()))
            .unwrap_or(30);
        let cfg = SmtpConfig {
            host,
            port,
            tls,
            user: a.smtp_user.clone().or_else(|| file.get("smtp.user").cloned()),
            password,
            timeout: std::time::Duration::from_secs(timeout),
            hello_name: file.get("smtp.hello_name").cloned(),
        };
        let t = SmtpTransport::new(&cfg).map_err(|e| fail(format!("smtp: {}", e.message)))?;
        return Ok(Box::new(t));
    }
    if let Some(bin) = a.sendmail.clone().or_else(|| file.get("sendmail").map(PathBuf::from)) {
        return Ok(Box::new(SendmailTransport::new(bin)));
    }
    let root = file
        .get("maildir_out")
        .map(PathBuf::from)
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
            println!(
                "verified: {} — {} events, {} moves, {result}; head {} {}",
                v.game, v.events, v.moves, v.events, v.head
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
                println!("receipts: all {n} chain heads in your mail match the transcript");
            }
            Ok(())
        }
        Err(e) => Err(fail(format!("verification failed: {e}"))),
    }
}

fn moves(a: MovesArgs) -> Result<(), Failure> {
    let kind = GameKind::parse(&a.game).map_err(|e| fail(e.to_string()))?;
    let pos = if a.position.trim().eq_ignore_ascii_case("start") {
        let spec = OptionsSpec::with_sets(a.variant.clone(), &a.sets).map_err(|e| fail(e.to_string()))?;
        let opts = AnyOptions::build(kind, &spec).map_err(|e| fail(e.to_string()))?;
        let to_move = match a.to_move.as_str() {
            "first" | "1" => Side::First,
            "second" | "2" => Side::Second,
            o => return Err(fail(format!("--to-move {o}: choose first or second"))),
        };
        AnyPosition::start(&opts, to_move)
            .ok_or_else(|| fail("L'Attaque has no fixed start: give a position (both armies are part of it)"))?
    } else {
        if a.variant.is_some() || !a.sets.is_empty() {
            return Err(fail(
                "a position text carries its own variant and switches; --variant and --set apply to `start` only",
            ));
        }
        AnyPosition::from_text(kind, &a.position).map_err(|e| fail(format!("bad position: {e}")))?
    };
    for m in pos.legal_moves() {
        println!("{m}");
    }
    Ok(())
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
    print!("{message}");
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
        println!("setup verified: this army and seed give root {root}");
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
    use std::ffi::OsString;

    #[test]
    fn a_handled_message_is_told_in_one_line_without_repeating_its_status() {
        assert_eq!(handled_line("applied", "applied: e3-f4"), "applied: e3-f4");
        assert_eq!(
            handled_line("rejected", "nothing applied; refused x: no"),
            "rejected: nothing applied; refused x: no"
        );
        assert_eq!(handled_line("applied", "applied nothing"), "applied: applied nothing");
    }

    #[test]
    fn only_an_ingest_line_asks_for_the_allocator_of_short_processes() {
        let runs = |words: &[&str]| {
            runs_ingest(
                std::iter::once("estafette")
                    .chain(words.iter().copied())
                    .map(str::as_bytes),
            )
        };
        assert!(runs(&["ingest"]));
        assert!(runs(&["--db", "g.db", "--key-file", "k", "ingest", "m.eml"]));
        assert!(runs(&["--config=e.toml", "ingest", "--", "m.eml"]));
        assert!(!runs(&["poll", "--maildir", "md"]));
        assert!(!runs(&["run"]));
        assert!(!runs(&["--version"]));
        assert!(!runs(&[]));
        assert!(!runs(&["ingester"]));
        // The program's own name is not a word of the line.
        assert!(!runs_ingest([&b"ingest"[..], b"poll"]));
    }

    fn line(words: &[&str]) -> Vec<OsString> {
        std::iter::once("estafette")
            .chain(words.iter().copied())
            .map(OsString::from)
            .collect()
    }

    #[test]
    fn an_ingest_line_reads_the_same_in_the_short_grammar_and_the_whole_one() {
        for words in [
            &["ingest"][..],
            &["ingest", "message.eml"],
            &[
                "--db",
                "g.db",
                "--key-file",
                "k",
                "--address",
                "r@example.org",
                "ingest",
            ],
            &["ingest", "--db", "g.db", "--config=e.toml", "m.eml"],
            &["--db=ingest", "ingest", "--", "--odd-name.eml"],
        ] {
            let args = line(words);
            let short = Cli::parse_ingest(&args).unwrap_or_else(|| panic!("{words:?}: not taken by the short grammar"));
            let whole = Cli::try_parse_from(&args).unwrap_or_else(|e| panic!("{words:?}: {e}"));
            assert!(matches!(short.command, Cmd::Ingest(_)), "{words:?}");
            assert_eq!(format!("{short:?}"), format!("{whole:?}"), "{words:?}");
            assert_eq!(
                format!("{:?}", Cli::parse_from_args(&args)),
                format!("{whole:?}"),
                "{words:?}"
            );
        }
    }

    #[test]
    fn every_line_the_ingest_reader_takes_reads_the_same_in_clap() {
        // Lines of up to seven words drawn from the options, their values,
        // odd forms and mistakes, with a fixed seed: whatever the reader
        // without clap accepts, clap's whole grammar must accept and read
        // alike; and it must take the plain lines an MTA runs.
        const WORDS: [&str; 26] = [
            "ingest",
            "ingest",
            "ingest",
            "--db",
            "g.db",
            "--db=g.db",
            "--config",
            "e.toml",
            "--config=e.toml",
            "--key-file",
            "k",
            "--key-file=k",
            "--address",
            "r@example.org",
            "--address=a=b@x",
            "m.eml",
            "--",
            "-",
            "--help",
            "-h",
            "--version",
            "--db=",
            "--bogus",
            "list",
            "-x",
            "--odd.eml",
        ];
        let mut seed: u64 = 0x5eed;
        let mut next = |n: usize| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((seed >> 33) as usize) % n
        };
        let mut taken = 0;
        for _ in 0..8000 {
            let len = next(8);
            let words: Vec<&str> = (0..len).map(|_| WORDS[next(WORDS.len())]).collect();
            let args = line(&words);
            if let Some(short) = Cli::parse_ingest(&args) {
                taken += 1;
                let whole =
                    Cli::try_parse_from(&args).unwrap_or_else(|e| panic!("{words:?}: taken, but clap says {e}"));
                assert_eq!(format!("{short:?}"), format!("{whole:?}"), "{words:?}");
            }
        }
        assert!(
            taken > 100,
            "only {taken} generated lines were ingest lines the reader takes"
        );
        for words in [
            &["ingest"][..],
            &["--config", "/etc/estafette/estafette.toml", "ingest"],
            &[
                "--db",
                "/var/lib/estafette/referee.db",
                "--key-file",
                "/etc/estafette/referee.key",
                "--address",
                "referee@example.org",
                "ingest",
            ],
        ] {
            assert!(Cli::parse_ingest(&line(words)).is_some(), "{words:?}");
        }
    }

    #[test]
    fn the_ingest_reader_knows_every_global_option_and_its_variable() {
        // The reader reads the environment itself: a global option added to
        // `Global`, or a variable renamed, must be added to it too.
        use clap::CommandFactory;
        let cmd = Cli::command();
        let globals: Vec<(String, Option<String>)> = cmd
            .get_arguments()
            .filter(|a| a.is_global_set())
            .map(|a| {
                (
                    a.get_long().unwrap_or_default().to_string(),
                    a.get_env().and_then(|e| e.to_str()).map(str::to_string),
                )
            })
            .collect();
        let known: Vec<(String, Option<String>)> = GLOBAL_OPTIONS
            .iter()
            .map(|(name, var)| (name.to_string(), Some(var.to_string())))
            .collect();
        assert_eq!(globals, known);
    }

    #[test]
    fn anything_else_goes_to_the_whole_command_line() {
        // Not ingest lines, or ingest lines with a mistake or a request for
        // help: the short grammar declines, and the whole one answers.
        for (words, whole_accepts) in [
            (&["list"][..], true),
            (&["--db", "ingest", "list"], true),
            (&["show", "ingest"], true),
            (&["ingest", "--help"], false),
            (&["--version", "ingest"], false),
            (&["ingest", "a.eml", "b.eml"], false),
            (&["ingest", "--bogus"], false),
            (&["ingest", "--db"], false),
            (&["ingest", "--db", "a", "--db", "b"], false),
            (&["ingest", "-h"], false),
            (&["ingest", "--db="], false),
            (&["m.eml", "ingest"], false),
        ] {
            let args = line(words);
            assert!(
                Cli::parse_ingest(&args).is_none(),
                "{words:?} taken by the short grammar"
            );
            assert_eq!(Cli::try_parse_from(&args).is_ok(), whole_accepts, "{words:?}");
        }
        let args = line(&["--db", "ingest", "list"]);
        let cli = Cli::parse_from_args(&args);
        assert!(matches!(cli.command, Cmd::List));
        assert_eq!(cli.global.db.as_deref(), Some(std::path::Path::new("ingest")));
    }
}
