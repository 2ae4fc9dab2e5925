//! Estafette's end-to-end load benchmarks, run by `estafette-bench`: the
//! floor and `poll` of a Maildir, one `estafette ingest` process per
//! message, `tick` over many games, `verify` and `export` of a long game,
//! and the peak memory of each. The figures and the machine go in
//! docs/PERFORMANCE.md; timing lives here, never in tests.
//!
//! - [`load`] builds the loads through the referee's normal code path;
//! - [`workers`] holds the measurements, each run in a fresh process;
//! - [`run`] builds each load once, runs the workers on fresh copies of it
//!   and checks that the work was done;
//! - [`fault`] holds the bench's own failures;
//! - [`report`] prints the figures and the summary against the targets.

pub mod fault;
pub mod load;
pub mod report;
pub mod run;
pub mod workers;
