//! The checks the recipes of ARCHITECTURE.md rely on: a command a player
//! mails is listed by HELP in both languages (and HELP lists no command
//! the referee does not know), and every transport moves a message's bytes
//! unchanged to each recipient, through the `Transport` trait alone.

use crate::common::{self, Harness};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::mail::maildir::Maildir;
use estafette::mail::transport::{MaildirTransport, RecordingTransport, SendmailTransport, Transport};
use estafette::referee::command::{command_words, keyword};
use std::collections::BTreeSet;
use std::path::Path;

/// The HELP list of a mail: from its first line to the blank line after it.
fn help_section(text: &str) -> &str {
    let start = text
        .find("Commands (")
        .or_else(|| text.find("Commandes ("))
        .unwrap_or_else(|| panic!("no HELP list in {text}"));
    let rest = &text[start..];
    &rest[..rest.find("\n\n").unwrap_or(rest.len())]
}

/// The words a HELP list offers as commands: the first word (or two,
/// `commit, leaf`) of each item, and every word in capitals.
fn offered(help: &str) -> BTreeSet<String> {
    let mut words = BTreeSet::new();
    for line in help.lines() {
        if let Some(item) = line.strip_prefix("  ").filter(|l| !l.starts_with(' ')) {
            for w in item.split_whitespace() {
                words.insert(w.trim_end_matches(',').to_string());
                if !w.ends_with(',') {
                    break;
                }
            }
        }
        for w in line.split(|c: char| !c.is_alphabetic()) {
            if w.chars().count() >= 2 && w.chars().all(char::is_uppercase) {
                words.insert(w.to_string());
            }
        }
    }
    words
}

/// The HELP list a player gets in English and then in French (after
/// `LANG fr`) for game `id`.
fn helps(h: &mut Harness, id: &str) -> [String; 2] {
    let alice = common::players()[0].address.clone();
    let help = |h: &mut Harness, body: &str| {
        let (_, sent) = h.play(id, Side::First, body);
        let mail = sent.iter().find(|m| m.to == alice).expect("a reply to Alice");
        help_section(&mail.text).to_string()
    };
    let en = help(h, "HELP");
    h.play(id, Side::First, "LANG fr");
    let fr = help(h, "AIDE");
    [en, fr]
}

/// The command table (`referee::command`'s keywords) and HELP agree: in
/// each language, HELP offers a spelling of every keyword a player types
/// (held and blind L'Attaque games between them), and every word in
/// capitals it puts first on an item is a keyword.
#[test]
fn help_lists_every_command_keyword_and_no_other() {
    let mut h = Harness::new();
    let held = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    let blind = h.new_blind_game(OptionsSpec::default(), common::players());
    h.flush();
    let [held_en, held_fr] = helps(&mut h, &held);
    let [blind_en, blind_fr] = helps(&mut h, &blind);
    let wanted: BTreeSet<&str> = command_words().collect();
    assert!(wanted.len() >= 15, "{wanted:?}");
    for (lang, lists) in [("English", [&held_en, &blind_en]), ("French", [&held_fr, &blind_fr])] {
        let words: BTreeSet<String> = lists.iter().flat_map(|l| offered(l)).collect();
        let covered: BTreeSet<&str> = words.iter().filter_map(|w| keyword(w)).collect();
        let missing: Vec<&&str> = wanted.iter().filter(|k| !covered.contains(**k)).collect();
        assert!(
            missing.is_empty(),
            "{lang} HELP lacks {missing:?}:\n{}\n{}",
            lists[0],
            lists[1]
        );
        for list in lists {
            for line in list.lines() {
                let Some(item) = line.strip_prefix("  ").filter(|l| !l.starts_with(' ')) else {
                    continue;
                };
                let first = item.split_whitespace().next().unwrap_or("");
                if first.chars().count() >= 2 && first.chars().all(char::is_uppercase) {
                    assert!(
                        keyword(first).is_some(),
                        "{lang} HELP offers {first}, no keyword: {line}"
                    );
                }
            }
        }
    }
    assert!(held_fr.contains("ARMÉE") && !blind_en.contains("SETUP"));
}

/// What a transport was given, as each recipient received it.
type Received<'a> = dyn Fn(&str) -> Vec<Vec<u8>> + 'a;

/// The contract of `Transport::send_raw`, for any transport: each
/// recipient gets one copy holding the message's bytes unchanged (a local
/// delivery may put its trace lines before them), and a send with no
/// recipient, or (for a transport that reads addresses, as every real one
/// does) a recipient that is no address, is refused for good.
fn moves_bytes_unchanged(t: &dyn Transport, received: &Received<'_>, name: &str, reads_addresses: bool) {
    let raw = "Subject: =?UTF-8?Q?caf=C3=A9?=\r\nMessage-ID: <m1@example.net>\r\n\r\n\
               caf\u{e9} \u{2014} line one\r\n.\r\nFrom the start\r\n\r\n\tlast line with a tab"
        .as_bytes();
    let to = ["alice@example.org".to_string(), "bob@example.org".to_string()];
    t.send_raw("referee@example.net", &to, raw)
        .unwrap_or_else(|e| panic!("{name}: {e:?}"));
    for who in &to {
        let got = received(who);
        assert_eq!(got.len(), 1, "{name}: one copy for {who}");
        assert!(got[0].ends_with(raw), "{name}: the bytes for {who} changed");
    }
    let mut bad_lists = vec![vec![]];
    if reads_addresses {
        bad_lists.push(vec!["not an address".to_string()]);
    }
    for bad in bad_lists {
        let err = t
            .send_raw("referee@example.net", &bad, raw)
            .expect_err("a send without a valid recipient");
        assert!(!err.temporary, "{name}: {err:?}");
    }
}

fn maildir_copies(dir: &Path) -> Vec<Vec<u8>> {
    let Ok(md) = Maildir::open(dir) else {
        return Vec::new();
    };
    let list = md.list_new().unwrap();
    list.iter().map(|m| md.read(m).unwrap()).collect()
}

/// Every transport the referee ships, and the tests' recorder, keeps the
/// contract; a new transport adds itself here (see ARCHITECTURE.md,
/// "Adding a transport").
#[test]
fn every_transport_moves_the_bytes_unchanged_to_each_recipient() {
    let dir = tempfile::tempdir().unwrap();
    let maildir = MaildirTransport::new(dir.path().join("maildirs"));
    let root = maildir.root.clone();
    moves_bytes_unchanged(&maildir, &|who| maildir_copies(&root.join(who)), "maildir", true);

    let recorder = RecordingTransport::new();
    let received = |who: &str| -> Vec<Vec<u8>> {
        let sent = recorder.sent();
        let copies = sent.iter().filter(|m| m.to.iter().any(|t| t == who));
        copies.map(|m| m.raw.clone()).collect()
    };
    moves_bytes_unchanged(&recorder, &received, "recording", false);

    // A sendmail that files its input under each recipient's name.
    let out = dir.path().join("sendmail-out");
    std::fs::create_dir(&out).unwrap();
    let script = dir.path().join("sendmail");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nwhile [ \"$1\" != -- ]; do shift; done; shift\ncat > {0}/msg\n\
             for r in \"$@\"; do cp {0}/msg \"{0}/$r\"; done\n",
            out.display()
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let sendmail = SendmailTransport::new(&script);
    let filed = |who: &str| -> Vec<Vec<u8>> { std::fs::read(out.join(who)).into_iter().collect() };
    moves_bytes_unchanged(&sendmail, &filed, "sendmail", true);
}
