//! The command line's own documentation, made from the same clap grammar as
//! `--help`: shell completions (`completions SHELL`) and manual pages (`man`).

use super::errors::ToolError;
use super::{Cli, Failure};
use crate::says::aside::Aside;
use clap::CommandFactory;
use std::path::Path;

/// The grammar as the documentation shows it: with no `help` subcommand
/// (`--help` is on every command), built so every argument is final.
pub fn command() -> clap::Command {
    let mut cmd = Cli::command().disable_help_subcommand(true);
    cmd.build();
    cmd
}

/// `completions SHELL`: the completion script for SHELL, to stdout.
pub fn completions(shell: clap_complete::Shell) -> Result<(), Failure> {
    let mut cmd = command();
    let name = cmd.get_name().to_string();
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut cmd, name, &mut script);
    out!("{}", String::from_utf8_lossy(&script));
    Ok(())
}

/// `man`: the manual page of the whole command (roff) to stdout, or with
/// `dir` one page per command and subcommand written into that folder
/// (`estafette.1`, `estafette-run.1`, `estafette-operator-pause.1`...).
pub fn man(dir: Option<&Path>) -> Result<(), Failure> {
    let cmd = command();
    match dir {
        None => {
            let mut page = Vec::new();
            page_of(&cmd)
                .render(&mut page)
                .map_err(|e| ToolError::ManPage { error: e.to_string() })?;
            out!("{}", String::from_utf8_lossy(&page));
        }
        Some(dir) => {
            std::fs::create_dir_all(dir).map_err(|e| man_file(dir, &e))?;
            let n = write_pages(&cmd, dir)?;
            Aside::ManPages {
                n,
                dir: dir.display().to_string(),
            }
            .tell();
        }
    }
    Ok(())
}

/// The page of one command.
fn page_of(cmd: &clap::Command) -> clap_mangen::Man {
    clap_mangen::Man::new(cmd.clone()).manual("Estafette Manual")
}

/// Write the page of `cmd` and of each of its subcommands into `dir`;
/// returns how many were written.
fn write_pages(cmd: &clap::Command, dir: &Path) -> Result<usize, Failure> {
    let page = page_of(cmd);
    let path = dir.join(page.get_filename());
    page.generate_to(dir).map_err(|e| man_file(&path, &e))?;
    let mut n = 1;
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        n += write_pages(sub, dir)?;
    }
    Ok(n)
}

/// A folder or page of the manual that cannot be written (1).
fn man_file(path: &Path, e: &std::io::Error) -> Failure {
    ToolError::ManFile {
        path: path.display().to_string(),
        error: e.to_string(),
    }
    .into()
}
