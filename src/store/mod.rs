//! The game store: the only module that knows SQL.
//!
//! Architecture invariant: no other module names a table or writes a query.
//! Everything that changes the database goes through [`Store::write`], one
//! `BEGIN IMMEDIATE` transaction, so concurrent `ingest` processes on the same
//! database serialise and a message is either fully applied or not at all.

mod backup;
pub mod club;
mod database;
mod fault;
mod migrate;
mod queries;
mod rows;
mod tx;

#[cfg(test)]
mod tests;

use database::{check_database_file, file_error, opening, shown};
pub use database::{create_private, Store, BUSY_TIMEOUT, CHECKPOINT_PAGES, FILE_MODE, SHORT_LIVED_CHECKPOINT};
pub use fault::{Kind, Result, StoreError};

pub use backup::BackupFacts;
pub use fault::StoreFault;
pub use migrate::{LATEST_VERSION, MIGRATIONS};
pub use queries::Queries;
pub use rows::*;
pub use tx::{Reader, Tx};
