//! Estafette: a play-by-email referee for L'Attaque, The 'Strand' War Game
//! and L'Assaut.
//!
//! The crate is a functional core (`games`, `referee`, `protocol`, `french`,
//! `compose`, `views`, `transcript`) and an imperative shell (`service`,
//! `store`, `mail` transports, `cli`). See ARCHITECTURE.md.

pub mod cli;
pub mod compose;
pub mod config;
pub mod demo;
pub mod exit;
pub mod french;
pub mod games;
pub mod mail;
pub mod play;
pub mod player;
pub mod protocol;
pub mod referee;
pub mod service;
pub mod store;
pub mod transcript;
pub mod views;
