//! The command line: arguments parsed once into plain values (clap), then
//! acted on, one module per family of commands:
//!
//! - `setup`: `init`, `new`;
//! - `check`: `check`, and `owner`, who runs a command and owns the files;
//! - `mailflow`: `ingest`, `poll`, `send`, `tick`, and `run` (`daemon`);
//! - `inspect`: `list`, `show`, `export`, `stats`, `audit`;
//! - `admin`: `backup`, `restore`, `operator`, the club (`tournament`,
//!   `ratings`, `unrated`, `site`, `player`);
//! - `tools`: what needs no referee (`moves`, `play`, `rules`, `verify`,
//!   `verify-setup`, `demo`);
//! - `player_tools`: a blind game's player side (`seal`, `open`, `reveal`, `view`);
//! - `keys`: signed commands, the player's side (`keygen`, `sign`);
//! - `settings`: the configuration (flags, environment, estafette.toml) and
//!   the mail sources and transports it names;
//! - `docs`: the command line's own documentation (`completions`, `man`).
//!
//! [`run`] is the dispatch; `main` maps its result to an exit status.

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

mod admin;
mod check;
mod daemon;
mod docs;
pub mod errors;
mod inspect;
mod keys;
pub mod lang;
mod mailflow;
mod owner;
mod player_tools;
mod settings;
mod setup;
mod tools;
pub mod usage;

pub use admin::OperatorCmd;
pub use check::CheckArgs;
pub use daemon::lock_path;
pub use daemon::RunArgs;
pub use mailflow::IngestArgs;
pub use player_tools::SealArgs;
pub use settings::{config, transport};
pub use settings::{AtOnce, PollArgs, SendArgs, TransportArgs};
pub use setup::{InitArgs, NewArgs};
pub use tools::{rules_in, MovesArgs, PlayArgs, VerifySetupArgs};

use crate::exit::Kind;
use crate::service;
use crate::views::Lang;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use errors::CliError;
use estafette_core::reason::{Explain, Reason};
use std::path::PathBuf;

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

impl Cli {
    /// The process's command line, parsed. On a mistake in it, clap's
    /// message is printed and the failure's status is 64 (EX_USAGE), or 75
    /// for `ingest`, so that an MTA keeps the message until the pipe's
    /// command is fixed; for `--help` and `--version` the text is printed
    /// and the status is 0.
    ///
    /// The help is in the operator's language ([`lang::from_env`]; English
    /// when its variables are wrong), from the catalog `usage.ftl`
    /// ([`usage`]); clap's own messages stay English.
    pub fn parse_args() -> Result<Cli, Failure> {
        let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
        let parsed = match lang::from_env().unwrap_or_default() {
            Lang::En => Cli::try_parse_from(&args),
            lang => usage::in_lang(Cli::command(), lang)
                .try_get_matches_from(&args)
                .and_then(|m| Cli::from_arg_matches(&m)),
        };
        parsed.map_err(|e| {
            // Printing can only fail on a closed standard file: nothing to add then.
            let _ = e.print();
            let code = if !e.use_stderr() {
                0
            } else if args.iter().skip(1).any(|a| a == "ingest") {
                Kind::Temporary.code()
            } else {
                Kind::Usage.code()
            };
            Failure {
                code,
                quiet: true,
                ..typed(Kind::Usage, &CliError::Unreadable {})
            }
        })
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
    Init(InitArgs),
    /// Check this setup as `ingest` meets it (the configuration file read,
    /// the address, the database and key file and their owner, the
    /// transport, the clock) and print the lines for Postfix, cron and
    /// systemd. Exit 0 when all is well, else the first problem's status.
    Check(CheckArgs),
    /// Create a game and queue the invitations; they go at once when a
    /// transport is set (as for `send`), unless `--queue-only`.
    New(NewArgs),
    /// Take in one message (stdin or a file), as an MTA pipe runs it, and
    /// send its replies at once when a transport is set. Exit 0 once
    /// handled; 75 on any failure before it is stored, so that the MTA
    /// keeps it and tries again.
    Ingest(IngestArgs),
    /// Take in every new message from a Maildir's new/ folder or an IMAP
    /// mailbox; each is marked (moved to cur/, flagged \Seen or moved to a
    /// folder) only after its transaction has committed.
    Poll(PollArgs),
    /// Do what the clock calls for: reminders, late notices, losses on time
    /// (for cron; safe to run late, twice, or two at once). The mail goes
    /// at once when a transport is set, unless `--queue-only`.
    Tick(AtOnce),
    /// Poll, tick and send in a loop (one instance per database).
    Run(RunArgs),
    /// Send what is due in the outbox: over SMTP, through the sendmail
    /// binary, or into a local Maildir per recipient (one must be given).
    /// Exit 1 when a mail was given up on, 75 when some are kept for later.
    Send(SendArgs),
    /// List the games: a header row, then one row each (the game, both
    /// players, who is to move, the deadline, the state), in natural order.
    List(inspect::ListArgs),
    /// Show a game: the board as the referee sees it, or as a player sees it.
    Show {
        /// The game's id, e.g. strand-1.
        game: String,
        /// Show the view of this player (address, name, 1 or 2).
        #[arg(long = "as")]
        as_player: Option<String>,
    },
    /// Write a game's transcript (JSON) to stdout or a file.
    Export {
        /// The game's id, e.g. strand-1.
        game: String,
        /// Write the transcript to this file instead of standard output
        /// (a new file, mode 0600).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Replace the output file if it exists (a symbolic link there is
        /// replaced, never followed).
        #[arg(long, requires = "output")]
        force: bool,
    },
    /// Check a transcript offline: every hash, commitment, opening and move.
    Verify {
        /// The transcript (JSON, as `export` writes it).
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
    /// reason, shown to both players and in the transcript. The mail goes
    /// at once when a transport is set, unless `--queue-only`.
    Operator {
        #[command(subcommand)]
        action: OperatorCmd,
        #[command(flatten)]
        at_once: AtOnce,
    },
    /// Tournaments: create, add players, start, withdraw, show. Each round's
    /// games are made when the previous round ends (at `tick`).
    Tournament {
        #[command(subcommand)]
        action: admin::TournamentCmd,
    },
    /// The rating list (Glicko-2) of a game.
    Ratings {
        /// lattaque, strand or assaut.
        game: String,
        /// Print JSON for programs instead.
        #[arg(long)]
        json: bool,
    },
    /// Mark a finished or running game unrated: it does not count for the
    /// ratings (`--undo`: it counts again).
    Unrated {
        /// The game's id, e.g. strand-3.
        game: String,
        /// Count it for the ratings again.
        #[arg(long)]
        undo: bool,
    },
    /// Write the public archive into DIR: a static site of the tournaments,
    /// the rating lists and each finished game with its transcript and a
    /// page that replays and verifies it in the browser.
    Site {
        /// The site's folder: new, empty, or written by `site` before (its
        /// pages and transcripts are replaced).
        dir: PathBuf,
        /// The player kit's page (`cargo xtask kit`), from which each
        /// game's page is made (default: `kit_file`; without one, no game
        /// pages, only transcripts).
        #[arg(long)]
        kit: Option<PathBuf>,
        /// The site's language: en, fr, de or nl (default: the operator's).
        #[arg(long, value_parser = tools::lang_arg())]
        lang: Option<crate::views::Lang>,
    },
    /// Show a player on the public site as "player N" (`--unnamed`: their
    /// games' transcripts are not published there), or by name (`--named`).
    Player {
        /// The player's address.
        address: String,
        /// Not named on the site.
        #[arg(long, conflicts_with = "named", required_unless_present = "named")]
        unnamed: bool,
        /// Named on the site again.
        #[arg(long)]
        named: bool,
    },
    /// Play a whole game of each kind, then a round robin of four, through
    /// the real pipeline on local folders, and write the public site.
    Demo {
        /// Folder for the demo's database, key and mailboxes.
        #[arg(long, default_value = "estafette-demo")]
        dir: PathBuf,
        /// Play reproducibly: a fixed clock (from 2026-11-29 12:00 UTC, ten
        /// minutes per reply) and every key, seed and choice drawn from N,
        /// so the same N gives byte-identical transcripts.
        #[arg(long, value_name = "N")]
        seed: Option<u64>,
        /// The player kit's page (`cargo xtask kit`), for the game pages
        /// of the site the demo writes.
        #[arg(long)]
        kit: Option<PathBuf>,
    },
    /// Print the legal moves of a position, one per line, sorted (and how
    /// the game ended, when it is over).
    Moves(MovesArgs),
    /// Apply moves to a position, or replay an exported game, printing after
    /// each move the position, the combat and the pieces taken, and at the
    /// end the outcome. An illegal move stops it (exit 1).
    Play(PlayArgs),
    /// Print a game's rules summary, variants and switches.
    Rules {
        /// The game: lattaque, strand or assaut.
        game: String,
        /// The language of the rules: en, fr, de or nl (default: the
        /// operator's language, from ESTAFETTE_LANG, else the locale's
        /// LC_ALL, LC_MESSAGES or LANG; English when none names another).
        #[arg(long, value_parser = tools::lang_arg())]
        lang: Option<crate::views::Lang>,
    },
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
    /// Signed commands: write a new signing key file (mode 0600, never
    /// overwritten) and print the `KEY` line that registers its public key.
    Keygen {
        /// Where to write the key file.
        out: PathBuf,
    },
    /// Signed commands: print the command lines of FILE and the
    /// `sig N SIGNATURE` line that signs them, to mail as they are.
    Sign {
        /// Your key file (from `keygen`), or in a blind game the secret
        /// file of your sealed army (from `seal`), which holds your key.
        key: PathBuf,
        /// Your side: 1 (the side the rules name first: South, Allies,
        /// Soldiers) or 2.
        #[arg(long)]
        side: String,
        /// The `Log-Head:` line of the referee's mail you answer (GAME N HEX).
        #[arg(long)]
        head: String,
        /// The command lines to sign.
        commands: PathBuf,
    },
    /// Print the shell completion script for SHELL (e.g. `estafette
    /// completions bash > /etc/bash_completion.d/estafette`).
    Completions {
        /// The shell to complete in.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff) of estafette and its commands, or write
    /// one page per command into a folder.
    Man {
        /// Write estafette.1, estafette-init.1, ... into this folder instead.
        #[arg(long)]
        dir: Option<PathBuf>,
    },
}

/// A failure with its exit status. Every failure is a typed sentence
/// (made by [`typed`] or a `From` of a typed error): there is no untyped
/// one.
#[derive(Debug)]
pub struct Failure {
    pub code: u8,
    /// The English (logs, tests).
    pub message: String,
    /// The typed sentence, worded in the operator's language when printed
    /// ([`Failure::words`]).
    pub reason: Reason,
    /// Nothing to print: the reader closed standard output, or clap has
    /// printed its own message already.
    pub quiet: bool,
}

impl From<&Failure> for crate::exit::Inner {
    fn from(f: &Failure) -> crate::exit::Inner {
        crate::exit::Inner {
            english: f.message.clone(),
            reason: f.reason.clone(),
        }
    }
}

impl From<service::Error> for Failure {
    fn from(e: service::Error) -> Failure {
        Failure {
            code: e.kind.code(),
            message: e.message,
            reason: e.reason,
            quiet: false,
        }
    }
}

impl Failure {
    /// Standard output was closed by its reader (`| head`): the command
    /// stops, quietly and successfully, as a filter does.
    pub fn closed_pipe() -> Failure {
        Failure {
            code: 0,
            quiet: true,
            ..typed(Kind::Io, &CliError::ClosedPipe {})
        }
    }

    /// The failure in the operator's language `lang`.
    pub fn words(&self, lang: Lang) -> String {
        crate::says::words_of(lang, &self.reason)
    }

    /// A failure to write output: [`Failure::closed_pipe`] for a closed
    /// pipe, otherwise an error that says what failed.
    pub fn output(e: &std::io::Error) -> Failure {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            Failure::closed_pipe()
        } else {
            CliError::Stdout { error: e.to_string() }.into()
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

/// A failure of `kind` with a typed sentence: its English and its reason.
pub(crate) fn typed(kind: Kind, e: &(impl Explain + ?Sized)) -> Failure {
    Failure {
        code: kind.code(),
        message: e.to_string(),
        reason: e.reason(),
        quiet: false,
    }
}

/// A value of the command line that the core refuses (an unknown game, a
/// variant, a switch): a usage error (64) in the core's own words.
pub(crate) fn refused(e: &estafette_core::games::ParseError) -> Failure {
    CliError::Refused {
        why: errors::why(e.why()),
    }
    .into()
}

impl Failure {
    /// This failure as an inner sentence of another.
    pub(crate) fn inner(&self) -> crate::exit::Inner {
        crate::exit::Inner::from(self)
    }
}

/// The kind of a failure to read the input file `path`: 66 when it does
/// not exist or may not be read, 65 when it is not text, 74 otherwise.
pub(crate) fn input_error(path: &std::path::Path, e: &std::io::Error) -> Failure {
    use std::io::ErrorKind as E;
    let kind = match e.kind() {
        E::NotFound | E::PermissionDenied | E::IsADirectory | E::NotADirectory => Kind::NoInput,
        E::InvalidData => Kind::Data,
        _ => Kind::Io,
    };
    let path = path.display().to_string();
    let why = match e.kind() {
        E::NotFound => CliError::NoSuchFile { path },
        E::InvalidData => CliError::NotText { path },
        _ => CliError::CannotRead {
            path,
            error: e.to_string(),
        },
    };
    typed(kind, &why)
}

/// The text of the input file `path` (see [`input_error`]).
pub(crate) fn read_input(path: &std::path::Path) -> Result<String, Failure> {
    std::fs::read_to_string(path).map_err(|e| input_error(path, &e))
}

/// The bytes of the input file `path` (see [`input_error`]).
pub(crate) fn read_input_bytes(path: &std::path::Path) -> Result<Vec<u8>, Failure> {
    std::fs::read(path).map_err(|e| input_error(path, &e))
}

/// Refuse an input file that is not there before anything is done (66).
pub(crate) fn need_input(path: &std::path::Path) -> Result<(), Failure> {
    std::fs::metadata(path).map(|_| ()).map_err(|e| input_error(path, &e))
}

/// Run a parsed command line: each command to its family's module.
pub fn run(cli: Cli) -> Result<(), Failure> {
    let global = &cli.global;
    match cli.command {
        Cmd::Init(a) => setup::init(global, a),
        Cmd::Check(a) => check::check(global, a),
        Cmd::New(a) => setup::new_game(global, a),
        Cmd::Ingest(a) => mailflow::ingest(global, a),
        Cmd::Poll(a) => mailflow::poll(global, a),
        Cmd::Tick(a) => mailflow::tick(global, a),
        Cmd::Run(a) => daemon::command(global, a),
        Cmd::Send(a) => mailflow::send(global, a),
        Cmd::List(a) => inspect::list(global, a),
        Cmd::Show { game, as_player } => inspect::show(global, &game, as_player.as_deref()),
        Cmd::Export { game, output, force } => inspect::export(global, &game, output, force),
        Cmd::Stats => inspect::stats(global),
        Cmd::Audit => inspect::audit(global),
        Cmd::Backup { path } => admin::backup(global, &path),
        Cmd::Restore { path } => admin::restore(global, &path),
        Cmd::Operator { action, at_once } => admin::operator(global, action, &at_once),
        Cmd::Verify { file, head, receipts } => tools::verify(&file, head.as_deref(), receipts.as_deref()),
        Cmd::Tournament { action } => admin::tournament(global, action),
        Cmd::Ratings { game, json } => admin::ratings(global, &game, json),
        Cmd::Unrated { game, undo } => admin::unrated(global, &game, undo),
        Cmd::Site { dir, kit, lang } => admin::site(global, &dir, kit.as_deref(), lang),
        Cmd::Player { address, unnamed, .. } => admin::player(global, &address, unnamed),
        Cmd::Demo { dir, seed, kit } => tools::demo(&dir, seed, kit.as_deref()),
        Cmd::Moves(a) => tools::moves(a),
        Cmd::Play(a) => tools::play(a),
        Cmd::Rules { game, lang } => tools::rules(&game, lang),
        Cmd::VerifySetup(a) => tools::verify_setup(a),
        Cmd::Seal(a) => player_tools::seal(a),
        Cmd::Open { secret, squares } => player_tools::open(&secret, &squares),
        Cmd::Reveal { secret } => player_tools::reveal(&secret),
        Cmd::View { secret, mail } => player_tools::view(&secret, &mail),
        Cmd::Keygen { out } => keys::keygen(&out),
        Cmd::Sign {
            key,
            side,
            head,
            commands,
        } => keys::sign(&key, &side, &head, &commands),
        Cmd::Completions { shell } => docs::completions(shell),
        Cmd::Man { dir } => docs::man(dir.as_deref()),
    }
}
