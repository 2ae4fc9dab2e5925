//! Estafette: a play-by-email referee for L'Attaque, The 'Strand' War Game
//! and L'Assaut.
//!
//! This crate is the imperative shell (`service`, `store`, `mail`, `keys`,
//! `cli`) and the mails' words and layout (`compose`, `views`) around the
//! pure core, `estafette_core` (`games`, `protocol`, `referee`,
//! `transcript`, `play`), whose modules it re-exports under the
//! same names. See ARCHITECTURE.md.

pub use estafette_core::{games, play, protocol, referee, transcript};

pub mod cli;
pub mod compose;
pub mod config;
pub mod demo;
#[cfg(any(test, feature = "fixtures"))]
mod examples;
pub mod exit;
pub mod keys;
pub mod mail;
pub mod player;
pub mod says;
pub mod service;
pub mod store;
pub mod views;
