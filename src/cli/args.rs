//! The command line's grammar: [`Cli`] and its commands ([`Cmd`]), parsed
//! by clap, with the help in the operator's language.

use super::admin::OperatorCmd;
use super::errors::CliError;
use super::failure::{typed, Failure};
use super::settings::{AtOnce, Global, PollArgs, SendArgs};
use super::{admin, inspect, tools};
use super::{check::CheckArgs, daemon::RunArgs, mailflow::IngestArgs, player_tools::SealArgs};
use super::{lang, usage};
use super::{setup::InitArgs, setup::NewArgs, tools::MovesArgs, tools::PlayArgs, tools::VerifySetupArgs};
use crate::exit::Kind;
use crate::views::Lang;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
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
