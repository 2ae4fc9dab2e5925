//! The ids of `command.ftl`: the command line's own failures (the shell's
//! `cli::errors` enums, one per family of commands), with their arguments.

pub const COMMAND: &[(&str, &[&str])] = &[];
