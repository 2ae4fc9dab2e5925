//! `estafette-bench`: Estafette's end-to-end load benchmarks (see the
//! library's documentation and docs/PERFORMANCE.md).

use clap::{Parser, Subcommand};
use estafette_bench::run::{self, Options, Part};
use estafette_bench::workers::{self, Durability, Work};
use std::path::PathBuf;
use std::process::ExitCode;

/// End-to-end load benchmarks of Estafette. With no option, every
/// benchmark at the sizes of docs/PERFORMANCE.md, then a summary against its
/// targets. Build first, in release mode:
/// `cargo build --release -p estafette -p estafette-bench`.
#[derive(Parser, Debug)]
#[command(name = "estafette-bench", version, args_conflicts_with_subcommands = true)]
struct Cli {
    /// Working folder (must be empty, missing, or made by estafette-bench).
    #[arg(long, default_value = "estafette-bench")]
    dir: PathBuf,
    /// The `estafette` binary that `ingest` runs [default: `estafette` next
    /// to this program, as cargo builds both].
    #[arg(long)]
    bin: Option<PathBuf>,
    /// Only these benchmarks (comma-separated) [default: all].
    #[arg(long, value_enum, value_delimiter = ',')]
    only: Vec<Part>,
    /// Times each load benchmark is run (`verify` and `export` are repeated
    /// 20 times in one process).
    #[arg(long, default_value_t = 3)]
    runs: usize,
    /// The durability of `poll`, the floor and `ingest`.
    #[arg(long, value_enum, default_value = "full")]
    durability: Durability,
    /// Messages per transaction in `poll` and the floor.
    #[arg(long, default_value_t = estafette::service::DEFAULT_POLL_BATCH)]
    poll_batch: usize,
    /// Games of the load of `poll` and `ingest`.
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// Messages of the load of `poll` (spread evenly over the games).
    #[arg(long, default_value_t = 10_000)]
    messages: usize,
    /// Messages taken by `ingest`, one process each (the load's first).
    #[arg(long, default_value_t = 500)]
    per_process: usize,
    /// How many `ingest` processes run at once: each count in turn.
    #[arg(long, value_delimiter = ',', default_value = "1,2,4")]
    jobs: Vec<usize>,
    /// Active games for `tick`.
    #[arg(long, default_value_t = 100_000)]
    tick_games: usize,
    /// Percentage of those games that are due.
    #[arg(long, default_value_t = 1.0)]
    due_percent: f64,
    /// Plies of the game `verify` and `export` take.
    #[arg(long, default_value_t = 2000)]
    plies: usize,
    #[command(subcommand)]
    worker: Option<Internal>,
}

#[derive(Subcommand, Debug)]
enum Internal {
    /// One measurement in a fresh process (run by the benchmarks).
    #[command(hide = true)]
    Worker {
        #[command(subcommand)]
        work: Work,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let done = match cli.worker {
        Some(Internal::Worker { work }) => workers::work(&work).map(|v| println!("{v}")),
        None => {
            let parts = match cli.only.is_empty() {
                true => vec![Part::Poll, Part::Ingest, Part::Tick, Part::Verify],
                false => cli.only,
            };
            let o = Options {
                dir: cli.dir,
                bin: cli.bin,
                runs: cli.runs,
                parts,
                durability: cli.durability,
                poll_batch: cli.poll_batch,
                games: cli.games,
                messages: cli.messages,
                per_process: cli.per_process,
                jobs: cli.jobs,
                tick_games: cli.tick_games,
                due_percent: cli.due_percent,
                plies: cli.plies,
            };
            run::run(&o).map(|summary| summary.print())
        }
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("estafette-bench: {e}");
            ExitCode::FAILURE
        }
    }
}
