//! The shell's own typed sentences (the command line's failures, the
//! service's and the store's errors), one example of each kind, as each
//! language reads them. `tests/golden/shell-words.txt` pins the three
//! wordings; rewrite it after a deliberate change with
//! `UPDATE_GOLDEN=1 cargo test --test it shell_words`.

use estafette::cli::errors::{AdminError, CheckError, CliError, MailError, PlayerError, SettingError, ToolError};
use estafette::config::ConfigFault;
use estafette::keys::SecretError;
use estafette::mail::fault::{ImapFault, MailFault};
use estafette::says::decision::Said;
use estafette::says::rules_of;
use estafette::service::ServiceError;
use estafette::store::StoreFault;
use estafette::views::words::{self, Lang, LANGS};
use estafette_core::games::any::GameKind;
use estafette_core::reason::Explain;
use estafette_core::referee::NotDone;

/// Each of `list` as a typed sentence.
fn boxed<E: Explain + 'static>(list: Vec<E>) -> Vec<Box<dyn Explain>> {
    list.into_iter().map(|e| Box::new(e) as Box<dyn Explain>).collect()
}

/// Every example, by section.
fn examples() -> Vec<(&'static str, Box<dyn Explain>)> {
    let mut out = Vec::new();
    let mut add = |section, list: Vec<Box<dyn Explain>>| out.extend(list.into_iter().map(|e| (section, e)));
    add("command", boxed(CliError::examples()));
    add("service", boxed(ServiceError::examples()));
    add("service-not-done", boxed(NotDone::examples()));
    add("service-key", boxed(SecretError::examples()));
    add("command-settings", boxed(SettingError::examples()));
    add("command-tools", boxed(ToolError::examples()));
    add("command-player", boxed(PlayerError::examples()));
    add("command-mail", boxed(MailError::examples()));
    add("command-admin", boxed(AdminError::examples()));
    add("store", boxed(StoreFault::examples()));
    add("config", boxed(ConfigFault::examples()));
    add("template", boxed(estafette::views::TemplateError::examples()));
    add("summary", boxed(Said::examples()));
    add("mail", boxed(MailFault::examples()));
    add("imap", boxed(ImapFault::examples()));
    add("demo", boxed(estafette::demo::DemoFault::examples()));
    add("summary-told", boxed(estafette::says::handled::Told::examples()));
    add("summary-lines", boxed(estafette::says::lines::Line::examples()));
    add("summary-run", boxed(estafette::says::run::Logged::examples()));
    add("summary-aside", boxed(estafette::says::aside::Aside::examples()));
    add("summary-check", boxed(estafette::says::check::Checked::examples()));
    add("command-check", boxed(CheckError::examples()));
    add("player-view", boxed(estafette::player::ViewError::examples()));
    add("player-view-says", boxed(estafette::player::ViewSays::examples()));
    add("demo-said", boxed(estafette::says::demo::Said::examples()));
    add("bench-step", boxed(estafette::demo::LoadStep::examples()));
    add("bench-unapplied", boxed(estafette::demo::Unapplied::examples()));
    add("summary-tick", boxed(estafette::says::tick::Ticked::examples()));
    add("summary-note", boxed(estafette::says::run::Note::examples()));
    add("summary-internal", boxed(estafette::says::run::Internal::examples()));
    add(
        "imap-session",
        boxed(estafette::mail::session_fault::SessionFault::examples()),
    );
    add(
        "imap-response",
        boxed(estafette::mail::response_fault::ResponseFault::examples()),
    );
    add("imap-sent", boxed(estafette::mail::response_fault::Sent::examples()));
    add("mail-send", boxed(estafette::service::SendFault::examples()));
    out
}

/// English is the `Display`; French and German are other words, with no
/// argument left unfilled; the golden file pins all three.
#[test]
fn every_shell_sentence_reads_in_every_language() {
    let mut golden = String::new();
    for (section, e) in examples() {
        let reason = e.reason();
        golden.push_str(&format!("[{section}] {}\n", reason.code));
        // Sides and pieces are named by the game the sentence carries.
        let rules = rules_of(&reason).unwrap_or(GameKind::Lattaque);
        let english = words::reason(Lang::En, rules, &reason);
        assert_eq!(english, e.to_string(), "{reason:?}");
        for lang in LANGS {
            let text = words::reason(lang, rules, &reason);
            assert!(
                !text.contains("{ $") && !text.contains("{$"),
                "{reason:?} in {lang:?}: {text}"
            );
            assert!(!text.starts_with('['), "{reason:?} in {lang:?}: {text}");
            if lang != Lang::En {
                assert_ne!(text, english, "{reason:?} reads as English in {lang:?}");
            }
            golden.push_str(&format!("  {} {text}\n", lang.code()));
        }
    }
    crate::common::golden("tests/golden/shell-words.txt", &golden);
}

/// Every code the command line's sentences use is an id of `command.ftl`
/// with the same arguments (the words' own test checks the catalogs).
#[test]
fn the_command_lines_codes_are_the_catalogs_ids() {
    let codes = [estafette::cli::errors::ids(), estafette::demo::DemoFault::IDS.to_vec()].concat();
    let ids = crate::common::used_ids();
    for (code, args) in &codes {
        let listed = ids.iter().find(|(id, _)| id.as_str() == *code);
        assert!(listed.is_some(), "{code} is not in crate::common::used_ids()");
        let mut want: Vec<&str> = args.to_vec();
        let mut have: Vec<&str> = listed.unwrap().1.to_vec();
        want.sort_unstable();
        have.sort_unstable();
        assert_eq!(want, have, "{code}");
    }
    let mut unique: Vec<&str> = codes.iter().map(|(c, _)| *c).collect();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), codes.len(), "a code is used twice");
}
