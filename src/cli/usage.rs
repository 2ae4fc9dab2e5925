//! `estafette --help` in the operator's language: the English of the
//! command line's help is its doc comments (the man pages and the shell
//! completions are made from them); every other language takes each text
//! from the catalog `usage.ftl`, under an id built from its place in the
//! command tree ([`texts`]): `usage-about` for the program, `usage-show`
//! for a command, `usage-show-as-player` for one of its arguments,
//! `usage-operator-pause` for a command under another; a long text (a
//! second paragraph) adds `-long`.
//!
//! Clap's own words around them come from the same catalog (`usage-clap-…`):
//! the headings of the help (through a help template per command) and the
//! help of the built-in `-h`/`--help`, `-V`/`--version` and `help`. Clap's
//! messages for a wrong command line stay clap's (English).

use clap::builder::StyledStr;
use clap::{Arg, Command};

use crate::views::{words, Lang};

/// The catalog's prefix of every id.
const AREA: &str = "usage";

/// The ids of clap's own words in the help, with their English (which is
/// clap's: a test compares them with what clap writes).
pub const CLAP: &[(&str, &str)] = &[
    (USAGE, "Usage:"),
    (COMMANDS, "Commands:"),
    (ARGUMENTS, "Arguments:"),
    (OPTIONS, "Options:"),
    (HELP, "Print help"),
    (HELP_SHORT, "Print help (see more with '--help')"),
    (HELP_LONG, "Print help (see a summary with '-h')"),
    (VERSION, "Print version"),
    (
        HELP_COMMAND,
        "Print this message or the help of the given subcommand(s)",
    ),
    (ENV, "env:"),
    (DEFAULT, "default:"),
    (POSSIBLE, "possible values:"),
];

const USAGE: &str = "usage-clap-usage";
const COMMANDS: &str = "usage-clap-commands";
const ARGUMENTS: &str = "usage-clap-arguments";
const OPTIONS: &str = "usage-clap-options";
const HELP: &str = "usage-clap-help";
const HELP_SHORT: &str = "usage-clap-help-short";
const HELP_LONG: &str = "usage-clap-help-long";
const VERSION: &str = "usage-clap-version";
const HELP_COMMAND: &str = "usage-clap-help-command";
const ENV: &str = "usage-clap-env";
const DEFAULT: &str = "usage-clap-default";
const POSSIBLE: &str = "usage-clap-possible-values";

/// The id of a command at `path` (the names of the commands from the
/// program down, the program itself not included).
fn command_id(path: &[String]) -> String {
    if path.is_empty() {
        format!("{AREA}-about")
    } else {
        format!("{AREA}-{}", path.join("-"))
    }
}

/// The id of the argument `arg` of the command at `path`.
fn arg_id(path: &[String], arg: &Arg) -> String {
    let mut parts = vec![AREA.to_string()];
    parts.extend(path.iter().cloned());
    parts.push(arg.get_id().as_str().replace('_', "-"));
    parts.join("-")
}

/// The id of a long text whose short one is `id`.
fn long(id: &str) -> String {
    format!("{id}-long")
}

/// Every text of the command tree `cmd` (not built: no `--help` yet), as
/// (id, the English of the doc comment), in the order of the tree. A
/// possible value's help is listed under its argument's id and `-value-`.
pub fn texts(cmd: &Command) -> Vec<(String, String)> {
    let mut out = Vec::new();
    walk(cmd, &mut Vec::new(), &mut out);
    out
}

fn walk(cmd: &Command, path: &mut Vec<String>, out: &mut Vec<(String, String)>) {
    let id = command_id(path);
    if let Some(about) = cmd.get_about() {
        out.push((id.clone(), about.to_string()));
    }
    if let Some(about) = cmd.get_long_about() {
        out.push((long(&id), about.to_string()));
    }
    for arg in cmd.get_arguments() {
        let id = arg_id(path, arg);
        if let Some(help) = arg.get_help() {
            out.push((id.clone(), help.to_string()));
        }
        if let Some(help) = arg.get_long_help() {
            out.push((long(&id), help.to_string()));
        }
        for value in arg.get_possible_values() {
            if let Some(help) = value.get_help() {
                out.push((format!("{id}-value-{}", value.get_name()), help.to_string()));
            }
        }
    }
    for sub in cmd.get_subcommands() {
        path.push(sub.get_name().to_string());
        walk(sub, path, out);
        path.pop();
    }
}

/// The command tree `cmd` with its texts in `lang`, built (`--help` and
/// the `help` command in place), ready to parse.
pub fn in_lang(cmd: Command, lang: Lang) -> Command {
    let mut cmd = translate(cmd, &mut Vec::new(), lang);
    cmd.build();
    clap_words(&mut cmd, lang);
    cmd
}

fn text(lang: Lang, id: &str) -> String {
    words::text(lang, id, &[])
}

/// The abouts and helps of `cmd` (at `path`) and of its commands, from the
/// catalog of `lang`.
fn translate(cmd: Command, path: &mut Vec<String>, lang: Lang) -> Command {
    let id = command_id(path);
    let mut cmd = cmd;
    if cmd.get_about().is_some() {
        cmd = cmd.about(text(lang, &id));
    }
    if cmd.get_long_about().is_some() {
        cmd = cmd.long_about(text(lang, &long(&id)));
    }
    let here = path.clone();
    cmd = cmd.mut_args(|arg| {
        let id = arg_id(&here, &arg);
        let mut arg = arg;
        if arg.get_help().is_some() {
            arg = arg.help(text(lang, &id));
        }
        if arg.get_long_help().is_some() {
            arg = arg.long_help(text(lang, &long(&id)));
        }
        arg
    });
    cmd.mut_subcommands(|sub| {
        path.push(sub.get_name().to_string());
        let sub = translate(sub, path, lang);
        path.pop();
        sub
    })
}

/// Clap's own words in the built tree `cmd`: the built-in flags' and the
/// `help` command's helps, and the headings.
fn clap_words(cmd: &mut Command, lang: Lang) {
    let mut own = std::mem::take(cmd);
    if own.get_arguments().any(|a| a.get_id() == "help") {
        own = own.mut_arg("help", |a| {
            if a.get_long_help().is_some() {
                a.help(text(lang, HELP_SHORT)).long_help(text(lang, HELP_LONG))
            } else {
                a.help(text(lang, HELP))
            }
        });
    }
    if own.get_arguments().any(|a| a.get_id() == "version") {
        own = own.mut_arg("version", |a| a.help(text(lang, VERSION)));
    }
    own = own.mut_subcommands(|sub| {
        if sub.get_name() == "help" && sub.get_about().is_some() {
            sub.about(text(lang, HELP_COMMAND))
        } else {
            sub
        }
    });
    let styles = own.get_styles().clone();
    own = own.mut_args(|arg| with_values(arg, &styles, lang));
    let template = template(&own, lang);
    *cmd = own.help_template(template);
    for sub in cmd.get_subcommands_mut() {
        clap_words(sub, lang);
    }
}

/// `arg` with what clap writes after its help in brackets (its variable,
/// its default, its possible values) written by us in `lang`, in clap's
/// styles, and clap's own hidden: after `-h` on the help's line, after
/// `--help` below it. (Its long help is set after the build, so that clap
/// still shows the short help for `--help` when it did.)
fn with_values(arg: Arg, styles: &clap::builder::Styles, lang: Lang) -> Arg {
    let (ctx, value) = (styles.get_context(), styles.get_context_value());
    let bracket = |id: &str, inner: String| format!("{ctx}[{} {ctx:#}{inner}{ctx}]{ctx:#}", text(lang, id));
    let quoted = |s: &str| {
        if s.contains(char::is_whitespace) {
            format!("{value}{s:?}{value:#}")
        } else {
            format!("{value}{s}{value:#}")
        }
    };
    let mut specs = Vec::new();
    if let Some(name) = arg.get_env().filter(|_| !arg.is_hide_env_set()) {
        let set = std::env::var_os(name).unwrap_or_default();
        let shown = if arg.is_hide_env_values_set() {
            String::new()
        } else {
            format!("={}", set.to_string_lossy())
        };
        specs.push(bracket(
            ENV,
            format!("{value}{}{shown}{value:#}", name.to_string_lossy()),
        ));
    }
    let defaults = arg.get_default_values();
    if arg.get_action().takes_values() && !arg.is_hide_default_value_set() && !defaults.is_empty() {
        let all: Vec<String> = defaults.iter().map(|d| quoted(&d.to_string_lossy())).collect();
        specs.push(bracket(DEFAULT, all.join(" ")));
    }
    let values = arg.get_possible_values();
    if !arg.is_hide_possible_values_set() && !values.is_empty() {
        let all: Vec<String> = values
            .iter()
            .filter(|v| !v.is_hide_set())
            .map(|v| quoted(v.get_name()))
            .collect();
        specs.push(bracket(POSSIBLE, all.join(&format!("{ctx}, {ctx:#}"))));
    }
    if specs.is_empty() {
        return arg;
    }
    let specs = specs.join(" ");
    let help = arg.get_help().map(|h| h.ansi().to_string()).unwrap_or_default();
    let long = arg
        .get_long_help()
        .map_or_else(|| help.clone(), |h| h.ansi().to_string());
    let join = |h: &str, sep: &str| {
        if h.is_empty() {
            specs.clone()
        } else {
            format!("{h}{sep}{specs}")
        }
    };
    let (short, long) = (join(&help, " "), join(&long, "\n\n"));
    arg.help(short)
        .long_help(long)
        .hide_env(true)
        .hide_default_value(true)
        .hide_possible_values(true)
}

/// The help template of `cmd`: clap's own (`{all-args}` written out as its
/// parts) with the headings in `lang`, in clap's styles.
fn template(cmd: &Command, lang: Lang) -> StyledStr {
    let styles = cmd.get_styles();
    let (usage, header) = (styles.get_usage(), styles.get_header());
    let heading = |style: &clap::builder::styling::Style, id: &str| {
        format!("{}{}{}", style.render(), text(lang, id), style.render_reset())
    };
    let mut sections = Vec::new();
    if cmd.has_subcommands() && cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        sections.push(format!("{}\n{{subcommands}}", heading(header, COMMANDS)));
    }
    if cmd.get_positionals().any(|a| !a.is_hide_set()) {
        sections.push(format!("{}\n{{positionals}}", heading(header, ARGUMENTS)));
    }
    if cmd.get_arguments().any(|a| !a.is_positional() && !a.is_hide_set()) {
        sections.push(format!("{}\n{{options}}", heading(header, OPTIONS)));
    }
    let mut t = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}",
        heading(usage, USAGE)
    );
    if !sections.is_empty() {
        t.push_str("\n\n");
        t.push_str(&sections.join("\n\n"));
    }
    t.push_str("{after-help}");
    StyledStr::from(t)
}
