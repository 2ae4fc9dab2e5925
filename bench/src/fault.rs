//! The bench's own failures: what went wrong with the benchmarks
//! themselves (a worker process, the `estafette` binary, a figure that
//! shows the work was not done), beside the referee's failures while it
//! builds or runs a load. Only the person running the benchmarks reads
//! them, in English, as every other line the bench prints.

use estafette::service;
use std::fmt;

/// A failure of a benchmark.
#[derive(Debug)]
pub enum BenchError {
    /// The referee failed (its service, its store, the demo's players).
    Referee(service::Error),
    /// This program's own path is unknown (the system's words).
    NoSelf { error: String },
    /// No `estafette` binary where it is looked for; `build` is the
    /// command that builds it.
    NoBinary { path: String, build: &'static str },
    /// A worker process that cannot be started (the system's words).
    WorkerStart { error: String },
    /// A worker (its arguments) that exited with `status`.
    WorkerFailed { args: String, status: String },
    /// A worker whose last line is not its figures.
    WorkerOutput { args: String, error: String, line: String },
    /// A figure that shows work not done: `what` did `done` of `expected`
    /// (`poll applied 3 of 5 messages`).
    NotDone { what: Done, done: u64, expected: u64 },
    /// Some of the `ingest` processes of `bin` failed.
    IngestsFailed { failed: u64, of: u64, bin: String },
    /// `tick` handled `first` games, then `again` when run once more, for
    /// `due` games due.
    Tick { first: u64, again: u64, due: u64 },
    /// A message of the load that does not parse (the parser's words).
    Unparsable { error: String },
    /// An `estafette ingest` process that cannot be started.
    IngestStart { bin: String, error: String },
    /// A message that cannot be written to `ingest`.
    IngestWrite { error: String },
    /// An `ingest` process that cannot be waited for.
    IngestWait { error: String },
    /// A thread running `ingest` processes that panicked.
    IngestPanicked,
    /// A transcript that cannot be written as JSON.
    Encode { error: String },
    /// A transcript that does not verify (the check's words).
    Verify { file: String, error: String },
    /// `verify` repeated zero times.
    NothingVerified,
}

/// What a count of [`BenchError::NotDone`] counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Done {
    /// Messages `poll` applied.
    Poll,
    /// Messages the `ingest` processes applied.
    Ingest,
    /// Moves `verify` replayed.
    Verify,
}

impl fmt::Display for BenchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BenchError::*;
        match self {
            Referee(e) => write!(f, "{e}"),
            NoSelf { error } => write!(f, "cannot find this program: {error}"),
            NoBinary { path, build } => write!(
                f,
                "no estafette binary at {path}: build it first (`{build}`), or give its path with --bin"
            ),
            WorkerStart { error } => write!(f, "cannot run a worker: {error}"),
            WorkerFailed { args, status } => write!(f, "worker {args} failed ({status})"),
            WorkerOutput { args, error, line } => write!(f, "worker {args}: bad output ({error}): {line}"),
            NotDone { what, done, expected } => match what {
                Done::Poll => write!(f, "poll applied {done} of {expected} messages"),
                Done::Ingest => write!(f, "ingest applied {done} of {expected} messages"),
                Done::Verify => write!(f, "verify replayed {done} moves of {expected}"),
            },
            IngestsFailed { failed, of, bin } => write!(f, "{failed} of {of} ingest processes failed ({bin})"),
            Tick { first, again, due } => write!(f, "tick handled {first} games then {again}, for {due} due"),
            Unparsable { error } => write!(f, "a message of the load does not parse: {error}"),
            IngestStart { bin, error } => write!(f, "cannot run {bin}: {error}"),
            IngestWrite { error } => write!(f, "writing to ingest: {error}"),
            IngestWait { error } => write!(f, "ingest: {error}"),
            IngestPanicked => f.write_str("an ingest job panicked"),
            Encode { error } => f.write_str(error),
            Verify { file, error } => write!(f, "{file}: verification failed: {error}"),
            NothingVerified => f.write_str("nothing verified"),
        }
    }
}

impl std::error::Error for BenchError {}

impl From<service::Error> for BenchError {
    fn from(e: service::Error) -> BenchError {
        BenchError::Referee(e)
    }
}

impl From<estafette::store::StoreError> for BenchError {
    fn from(e: estafette::store::StoreError) -> BenchError {
        BenchError::Referee(e.into())
    }
}

/// The result of a benchmark.
pub type Result<T> = std::result::Result<T, BenchError>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bench_says_what_it_counted() {
        let e = BenchError::NotDone {
            what: Done::Ingest,
            done: 3,
            expected: 5,
        };
        assert_eq!(e.to_string(), "ingest applied 3 of 5 messages");
        let e = BenchError::NotDone {
            what: Done::Verify,
            done: 7,
            expected: 9,
        };
        assert_eq!(e.to_string(), "verify replayed 7 moves of 9");
        let e = BenchError::NoBinary {
            path: "target/release/estafette".into(),
            build: "cargo build",
        };
        assert_eq!(
            e.to_string(),
            "no estafette binary at target/release/estafette: build it first (`cargo build`), or give its path with --bin"
        );
    }

    #[test]
    fn a_referees_failure_reads_as_its_own() {
        let e = BenchError::from(service::Error::from(estafette::demo::DemoFault::NoPosition {}));
        assert_eq!(e.to_string(), "no position");
    }
}
