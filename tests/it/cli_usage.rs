//! The command line's help in every language (`cli::usage`): the English
//! catalog `usage.ftl` is the doc comments, word for word; it holds an id
//! for every text of the command tree and no other; the other languages
//! translate every text; and the help built from the English catalog is
//! clap's own, byte for byte, styles included.

use std::collections::BTreeSet;

use clap::{Arg, Command, CommandFactory};
use estafette::cli::usage::{self, CLAP};
use estafette::cli::Cli;
use estafette::views::words::Catalogs;
use estafette::views::Lang;

/// Every text of the command tree, from its doc comments.
fn tree() -> Vec<(String, String)> {
    usage::texts(&Cli::command())
}

#[test]
fn the_english_catalog_is_the_doc_comments() {
    let c = Catalogs::built_in().expect("the built-in catalogs load");
    let texts = tree();
    assert!(texts.len() > 100, "{}", texts.len());
    for (id, english) in &texts {
        let catalog = c.text(Lang::En, id, &[]).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(&catalog, english, "{id}: templates/en/usage.ftl is not the doc comment");
    }
    for (id, english) in CLAP {
        assert_eq!(c.text(Lang::En, id, &[]).unwrap(), *english, "{id}");
    }
}

#[test]
fn every_text_of_the_tree_has_its_id_and_no_id_is_unused() {
    let texts = tree();
    let mut tree_ids: BTreeSet<String> = BTreeSet::new();
    for (id, _) in &texts {
        assert!(tree_ids.insert(id.clone()), "two texts of the tree have the id {id}");
    }
    for (id, _) in CLAP {
        assert!(tree_ids.insert(id.to_string()), "{id} is also an id of the tree");
    }
    let used: BTreeSet<String> = crate::common::used_ids()
        .into_iter()
        .map(|(id, args)| {
            assert!(!id.starts_with("usage-") || args.is_empty(), "{id} takes no arguments");
            id
        })
        .filter(|id| id.starts_with("usage-"))
        .collect();
    let missing: Vec<_> = tree_ids.difference(&used).collect();
    let unused: Vec<_> = used.difference(&tree_ids).collect();
    assert!(missing.is_empty(), "not in crate::common::used_ids(): {missing:?}");
    assert!(unused.is_empty(), "no text of the tree has these ids: {unused:?}");
}

/// A possible value's help could not be translated (clap keeps it in the
/// value parser): value enums carry no doc comments.
#[test]
fn no_value_carries_a_help() {
    let values: Vec<_> = tree().into_iter().filter(|(id, _)| id.contains("-value-")).collect();
    assert!(values.is_empty(), "{values:?}");
}

#[test]
fn french_and_german_translate_every_text() {
    let c = Catalogs::built_in().unwrap();
    let all = tree()
        .into_iter()
        .map(|(id, _)| id)
        .chain(CLAP.iter().map(|(id, _)| id.to_string()));
    for id in all {
        let en = c.text(Lang::En, &id, &[]).unwrap();
        for lang in [Lang::Fr, Lang::De] {
            let text = c.text(lang, &id, &[]).unwrap();
            assert_ne!(text, en, "{id} in {lang:?} is the English");
        }
    }
}

/// Clap's own words, as clap writes them (so that a new clap that changes
/// them is noticed): the built-in flags' helps and the `help` command's.
#[test]
fn clap_s_own_words_are_clap_s() {
    let word = |id: &str| CLAP.iter().find(|(i, _)| *i == id).unwrap().1;
    let help = |cmd: &Command| -> (String, Option<String>) {
        let arg = cmd.get_arguments().find(|a| a.get_id() == "help").unwrap();
        (
            arg.get_help().unwrap().to_string(),
            arg.get_long_help().map(|h| h.to_string()),
        )
    };
    let mut cmd = Cli::command();
    cmd.build();
    assert_eq!(help(&cmd), (word("usage-clap-help").to_string(), None));
    let version = cmd.get_arguments().find(|a| a.get_id() == "version").unwrap();
    assert_eq!(version.get_help().unwrap().to_string(), word("usage-clap-version"));
    let help_cmd = cmd.find_subcommand("help").unwrap();
    assert_eq!(
        help_cmd.get_about().unwrap().to_string(),
        word("usage-clap-help-command")
    );
    let mut long = Command::new("x").arg(Arg::new("a").long("a").help("short").long_help("long"));
    long.build();
    assert_eq!(
        help(&long),
        (
            word("usage-clap-help-short").to_string(),
            Some(word("usage-clap-help-long").to_string())
        )
    );
    let rendered = cmd.render_help().to_string();
    for id in ["usage-clap-usage", "usage-clap-commands", "usage-clap-options"] {
        assert!(
            rendered.contains(&format!("\n{}\n", word(id))) || rendered.contains(word(id)),
            "{id}"
        );
    }
    let show = cmd.find_subcommand_mut("show").unwrap().render_help().to_string();
    assert!(
        show.contains(&format!("\n{}\n", word("usage-clap-arguments"))),
        "{show}"
    );
}

/// Every command of `cmd` (itself included), by its names from the top.
fn paths(cmd: &Command, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    out.push(path.clone());
    for sub in cmd.get_subcommands() {
        path.push(sub.get_name().to_string());
        paths(sub, path, out);
        path.pop();
    }
}

fn find<'a>(cmd: &'a mut Command, path: &[String]) -> &'a mut Command {
    match path.split_first() {
        None => cmd,
        Some((name, rest)) => find(cmd.find_subcommand_mut(name).unwrap(), rest),
    }
}

/// The help built from the English catalog is clap's own, in short and
/// long, with its styles, for every command (the `help` command's tree too).
#[test]
fn english_from_the_catalog_is_clap_s_own_help() {
    let mut own = Cli::command();
    own.build();
    let mut en = usage::in_lang(Cli::command(), Lang::En);
    let mut all = Vec::new();
    paths(&own, &mut Vec::new(), &mut all);
    assert!(all.len() > 30, "{}", all.len());
    for path in &all {
        let (a, b) = (find(&mut own, path), find(&mut en, path));
        assert_eq!(
            a.render_help().ansi().to_string(),
            b.render_help().ansi().to_string(),
            "{path:?}"
        );
        assert_eq!(
            a.render_long_help().ansi().to_string(),
            b.render_long_help().ansi().to_string(),
            "{path:?}"
        );
    }
}

/// In French and German, no heading, built-in help or bracket of clap's
/// is left in English, in any command's help, short or long.
#[test]
fn french_and_german_help_keep_none_of_clap_s_english() {
    for lang in [Lang::Fr, Lang::De] {
        let mut cmd = usage::in_lang(Cli::command(), lang);
        let mut all = Vec::new();
        paths(&cmd, &mut Vec::new(), &mut all);
        for path in &all {
            let sub = find(&mut cmd, path);
            for text in [sub.render_help().to_string(), sub.render_long_help().to_string()] {
                for (id, english) in CLAP {
                    assert!(
                        !text.contains(english),
                        "{lang:?} {path:?}: the English {id} in:\n{text}"
                    );
                }
            }
        }
    }
}
