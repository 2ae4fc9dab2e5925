//! The ids of `command.ftl`: the command line's own failures (the shell's
//! `cli::errors::CliError`), with their arguments.

pub const COMMAND: &[(&str, &[&str])] = &[
    ("command-no-such-file", &["path"]),
    ("command-not-text", &["path"]),
    ("command-cannot-read", &["path", "error"]),
];
