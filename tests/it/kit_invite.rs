//! The player kit offered by the referee: with `kit_url`, a blind game's
//! invitations link to the kit (in each player's language), and with
//! `kit_attach = true` they carry the page of `kit_file`; a held game's
//! invitations and a blind game's later mails do not. The keys are read
//! from `estafette.toml` like the others, a wrong value refused by line and
//! key.

use crate::common;

use std::path::Path;
use std::process::Output;

use common::{Harness, Sent};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::referee::clock::TimeControl;

const URL: &str = "https://kit.example.org/estafette-kit.html";
const PAGE: &str = "<!DOCTYPE html>\n<html><body>the kit</body></html>\n";

/// The attached page without the invitation it carries for the kit, and
/// the invitation (`src/service/kit.rs`).
pub(crate) fn invitation_in(body: &[u8]) -> (String, serde_json::Value) {
    let body = String::from_utf8_lossy(body).replace("\r\n", "\n");
    let (open, close) = (
        "<script type=\"application/json\" id=\"estafette-invitation\">",
        "</script>\n",
    );
    let start = body.find(open).expect("the invitation in the page");
    let end = start + body[start..].find(close).expect("its end") + close.len();
    let data = serde_json::from_str(&body[start + open.len()..end - close.len()]).expect("JSON");
    (format!("{}{}", &body[..start], &body[end..]), data)
}

fn to<'a>(sent: &'a [Sent], who: &str) -> &'a Sent {
    sent.iter().find(|m| m.to.contains(who)).expect("a mail")
}

#[test]
fn blind_invitations_link_to_the_kit_in_each_language() {
    let mut h = Harness::new();
    h.svc.config.kit_url = Some(URL.into());
    let mut players = common::players();
    players[1].lang = "fr".into();
    let id = h.new_blind_game(OptionsSpec::default(), players);
    let sent = h.flush();
    let alice = to(&sent, "alice");
    assert!(
        alice.says(&format!("Seal your army in your browser: {URL}")),
        "{}",
        alice.text
    );
    assert!(alice.html.contains(URL), "{}", alice.html);
    // (Only the calendar event of the army's deadline.)
    assert!(
        alice.files.iter().all(|f| f.1 == "text/calendar"),
        "no page attached without kit_attach"
    );
    let bob = to(&sent, "bob");
    assert!(
        bob.says(&format!("Scellez votre armée dans votre navigateur : {URL}")),
        "{}",
        bob.text
    );
    // The link comes before the command-line way, which stays.
    let text = common::flat(&alice.text);
    let (link, seal) = (text.find(URL), text.find("estafette seal"));
    assert!(link.is_some() && seal.is_some() && link < seal, "{text}");

    // Later mails of the game do not repeat it.
    let (_, sent) = h.play(&id, Side::First, "BOARD");
    assert!(sent.iter().all(|m| !m.text.contains(URL)), "{}", sent[0].text);

    // Nor does a held game's invitation.
    h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    let sent = h.flush();
    assert_eq!(sent.len(), 2);
    assert!(sent.iter().all(|m| !m.text.contains(URL) && !m.html.contains(URL)));
}

#[test]
fn blind_invitations_carry_the_page_with_kit_attach() {
    let mut h = Harness::new();
    let page = h.dir.path().join("kit.html");
    std::fs::write(&page, PAGE).expect("the page");
    h.svc.config.kit_page = Some(page.clone());
    let id = h.new_blind_game(OptionsSpec::default(), common::players());
    let sent = h.flush();
    assert_eq!(sent.len(), 2);
    for m in &sent {
        let files: Vec<_> = m.files.iter().filter(|f| f.1 != "text/calendar").collect();
        assert_eq!(files.len(), 1, "{:?}", m.files);
        let (name, kind, body) = files[0];
        assert_eq!((name.as_str(), kind.as_str()), ("estafette-kit.html", "text/html"));
        // The page, with the invitation for the kit to read: the game, the
        // player's side and turn, the game's options.
        let (page, data) = invitation_in(body);
        assert_eq!(page, PAGE);
        let (side, turn) = if m.to.contains("alice") {
            ("south", "first")
        } else {
            ("north", "second")
        };
        assert_eq!(
            data,
            serde_json::json!({
                "game": id,
                "side": side,
                "turn": turn,
                "options": "attack=frontal,equal-scouts=stay,spy=always,flag-placement=gibson,max-plies=off",
            })
        );
        assert!(
            m.says("The player kit is attached to this mail (estafette-kit.html)"),
            "{}",
            m.text
        );
        assert!(!m.says("Seal your army in your browser"), "no link without kit_url");
    }
    h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    assert!(h.flush().iter().all(|m| m.files.is_empty()), "a held game's invitation");

    // A page that has gone: the game is not created, and the error names it.
    std::fs::remove_file(&page).expect("removed");
    let tc = TimeControl::parse("3d", None).expect("a time control");
    let err = h
        .svc
        .new_game_mode(
            GameKind::Lattaque,
            OptionsSpec::default(),
            common::players(),
            Some(Side::First),
            Some(tc),
            "blind",
        )
        .expect_err("no page");
    assert!(err.to_string().contains("kit_file"), "{err}");
}

fn estafette(dir: &Path, args: &[&str]) -> Output {
    crate::common::estafette_bin()
        .current_dir(dir)
        .args(args)
        .output()
        .expect("the binary")
}

fn ok(o: &Output) {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

/// From `estafette.toml` to the players' Maildirs: the link and the page.
#[test]
fn the_kit_keys_of_the_config_file_reach_the_invitations() {
    let dir = tempfile::tempdir().expect("a folder");
    let d = dir.path();
    std::fs::write(d.join("kit.html"), PAGE).expect("the page");
    let good = format!(
        "db = 'ref.db'\nkey_file = 'ref.key'\naddress = 'referee@example.net'\nkit_url = '{URL}'\nkit_attach = true\nkit_file = 'kit.html'\n"
    );
    std::fs::write(d.join("estafette.toml"), &good).expect("the config");
    ok(&estafette(d, &["init"]));
    let new = [
        "new",
        "lattaque",
        "--first",
        "alice@example.org",
        "--second",
        "bob@example.org",
        "--mode",
        "blind",
        "--time",
        "3d",
    ];
    ok(&estafette(d, &new));
    ok(&estafette(d, &["send", "--maildir-root", "out"]));
    let folder = d.join("out/alice@example.org/new");
    let file = std::fs::read_dir(&folder)
        .expect("Alice's Maildir")
        .next()
        .expect("a mail")
        .expect("its entry");
    let raw = std::fs::read(file.path()).expect("the mail");
    let mail = mail_parser::MessageParser::default().parse(&raw).expect("it parses");
    let text = mail.body_text(0).unwrap_or_default();
    assert!(
        common::flat(&text).contains(&format!("Seal your army in your browser: {URL}")),
        "{text}"
    );
    let page = mail.attachments().next().expect("the page attached");
    let (page, data) = invitation_in(page.contents());
    assert_eq!(page, PAGE);
    assert_eq!(data["game"], "lattaque-1");

    // Wrong values: refused by line and key, before anything runs.
    let base = "db = 'ref.db'\nkey_file = 'ref.key'\naddress = 'referee@example.net'\n";
    for (bad, complaint) in [
        ("kit_url = 5", "line 4: kit_url = 5: expected a string in quotes"),
        (
            "kit_url = 'kit.html'",
            "line 4: kit_url = 'kit.html': give the page's web address",
        ),
        (
            "kit_attach = 'yes'",
            "line 4: kit_attach = 'yes': expected true or false",
        ),
        ("kit_file = 3", "line 4: kit_file = 3: expected a string in quotes"),
    ] {
        std::fs::write(d.join("estafette.toml"), format!("{base}{bad}\n")).expect("the config");
        let o = estafette(d, &["stats"]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(78), "{bad}: {err}");
        assert!(err.contains(complaint), "{bad}: {err}");
    }
    let text = good.replace("kit_file = 'kit.html'\n", "");
    std::fs::write(d.join("estafette.toml"), text).expect("the config");
    let err = String::from_utf8_lossy(&estafette(d, &["stats"]).stderr).into_owned();
    assert!(err.contains("line 5: kit_attach = true: give kit_file too"), "{err}");
    let text = good.replace("kit_file = 'kit.html'", "kit_file = 'gone.html'");
    std::fs::write(d.join("estafette.toml"), text).expect("the config");
    let err = String::from_utf8_lossy(&estafette(d, &["stats"]).stderr).into_owned();
    assert!(err.contains("gone.html: no such file"), "{err}");
}
