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
mod args;
mod check;
mod daemon;
mod docs;
pub mod errors;
mod failure;
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

pub use args::{Cli, Cmd};
pub use failure::Failure;
pub(crate) use failure::{input_error, need_input, read_input, read_input_bytes, refused, typed, write_out};
pub use settings::Global;

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
