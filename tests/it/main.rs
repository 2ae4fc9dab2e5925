//! Every integration test of the `estafette` package, in one binary: each
//! file of this folder is a module (a test binary per file would link every
//! dependency once per file). `common` and `reliability_common` are the
//! shared harnesses.

mod assaut_golden;
mod assaut_playouts;
mod assaut_rules;
mod blind_e2e;
mod blind_referee;
mod blind_tools;
mod blind_trust;
mod browser;
mod cli;
mod cli_errors;
mod clock;
mod common;
mod fuzz_regressions;
mod kit;
mod kit_game;
mod kit_invite;
mod lattaque_golden;
mod lattaque_playouts;
mod lattaque_rules;
mod lattaque_setup;
mod mail_e2e;
mod mail_inbound;
mod mail_outbound;
mod operator;
mod play_golden;
mod play_props;
mod players;
mod protocol_keyfile;
mod protocol_props;
mod protocol_vectors;
mod referee_e2e;
mod reliability_abuse;
mod reliability_common;
mod reliability_concurrency;
mod reliability_crash;
mod reliability_smtp;
mod replay;
mod rooms;
mod security;
mod security_limits;
mod security_text;
mod signed;
mod signed_vectors;
mod snapshot;
mod strand_format;
mod strand_golden;
mod strand_playouts;
mod strand_rules;
mod tamper;
mod verify_transcripts;
mod views_board;
mod views_template;
mod words;
