//! A whole blind game through the referee in which the players use only
//! the player kit (the page `cargo xtask kit` builds, in headless
//! Chromium, each player in a browser of their own): each seals an army in
//! the page from what the invitation says, and every line they mail (the
//! commitment, the openings, the final reveal) is what the page's buttons
//! gave; the moves are typed, as a player types them. The game ends on the
//! capture of North's Flag; the transcript attached to the last mail
//! verifies in the page and with `estafette verify`.
//!
//! Like tests/it/kit.rs, it passes with a message where Chromium is
//! missing, unless `ESTAFETTE_BROWSER_TESTS=1`.

use crate::browser::Browser;
use crate::common;
use crate::kit::{build_page, run_for_result, script_json, target_dir, with_script};

use std::process::Command;

use common::{Harness, Sent};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::referee::clock::TimeControl;
use estafette::service::Ingested;
use serde_json::{json, Value};

/// Both players' army (as each side's SETUP text reads it).
const ARMY: &str = "2 2 7 M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\n5 F M 8 6 4 2 5 2\n";

/// One player's session with the page: import the army, seal it for the
/// game, side and turn the invitation gave, then the `open` lines of the
/// pieces named and the final reveal, each from the page's own buttons.
const PLAYER: &str = r#"
(function () {
  document.currentScript.remove();
  document.getElementById('kit-wasm').remove();
  // A load the browser cut short (see run_for_result) may have sealed
  // already: each load starts from an empty store.
  localStorage.clear();
  var input = INPUT;
  var $ = function (id) { return document.getElementById(id); };
  var out = { open: {} };
  var finish = function () {
    document.body.textContent = '';
    document.querySelectorAll('script').forEach(function (s) { s.remove(); });
    document.body.setAttribute('data-result', JSON.stringify(out));
  };
  window.estafetteKit.ready.then(function () {
    $('lang').value = 'en';
    $('lang').dispatchEvent(new Event('change'));
    $('side').value = input.side;
    $('side').dispatchEvent(new Event('change'));
    $('setup-text').value = input.army;
    $('import').click();
    out.imported = $('army-message').className;
    $('game').value = input.game;
    $('turn').value = input.turn;
    $('do-seal').click();
    out.sealed = $('seal-message').className;
    out.commit = $('commit-text').value;
    out.secret = localStorage.getItem('estafette-secret:' + $('download').download);
    input.opens.forEach(function (square) {
      $('squares').value = square;
      $('do-open').click();
      out.open[square] = $('play-text').value;
    });
    $('do-reveal').click();
    out.reveal = $('play-text').value;
  }).catch(function (e) { out.error = String(e); }).then(finish);
})();
"#;

/// Verifying the finished game's transcript in the page.
const VERIFY: &str = r#"
(function () {
  document.currentScript.remove();
  document.getElementById('kit-wasm').remove();
  var input = INPUT;
  var $ = function (id) { return document.getElementById(id); };
  var out = {};
  var finish = function () {
    document.body.textContent = '';
    document.querySelectorAll('script').forEach(function (s) { s.remove(); });
    document.body.setAttribute('data-result', JSON.stringify(out));
  };
  window.estafetteKit.ready.then(function () {
    $('lang').value = 'en';
    $('lang').dispatchEvent(new Event('change'));
    $('transcript').value = input.transcript;
    $('do-verify').click();
    out.verified = [$('verify-result').className, $('verify-result').textContent];
    out.plies = $('replay-slider').max;
  }).catch(function (e) { out.error = String(e); }).then(finish);
})();
"#;

/// What the page gave one player.
struct Kit {
    commit: String,
    secret: String,
    open: Value,
    reveal: String,
}

impl Kit {
    fn open(&self, square: &str) -> String {
        self.open[square].as_str().unwrap_or_default().to_string()
    }
}

/// The game, side and turn of `estafette seal GAME SIDE ARMYFILE --turn T`
/// in the invitation.
fn seal_words(invitation: &Sent) -> (String, String, String) {
    let text = common::flat(&invitation.text);
    let at = text.find("estafette seal ").expect("the seal command");
    let words: Vec<&str> = text[at..].split_whitespace().collect();
    (words[2].into(), words[3].into(), words[6].into())
}

/// One player's page session in their own browser.
fn player_session(invitation: &Sent, opens: &[&str]) -> Option<Kit> {
    let browser = Browser::find()?;
    let page = std::fs::read_to_string(build_page()).expect("the page");
    let (game, side, turn) = seal_words(invitation);
    let input = json!({ "army": ARMY, "game": game, "side": side, "turn": turn, "opens": opens });
    let script = PLAYER.replace("INPUT", &script_json(&input));
    let name = format!("kit-game-{side}.html");
    let out = run_for_result(&browser, &with_script(&target_dir().join("kit"), &name, &page, &script));
    assert!(out.get("error").is_none(), "{out:#}");
    assert_eq!(out["imported"], "message ok", "{out:#}");
    assert_eq!(out["sealed"], "message ok", "{out:#}");
    let text = |k: &str| out[k].as_str().unwrap_or_default().to_string();
    Some(Kit {
        commit: text("commit"),
        secret: text("secret"),
        open: out["open"].clone(),
        reveal: text("reveal"),
    })
}

/// `body` signed through the page's sign op (the army sealed in the page
/// holds the player's key, so the referee takes only signed mails) after
/// the last `Log-Head:` line of `sent` to `who`, or `head` if none.
fn signed_in_page(kit: &Kit, head: &mut String, sent: &[Sent], who: &str, body: &str) -> String {
    let last = sent
        .iter()
        .filter(|m| m.to.contains(who))
        .flat_map(|m| m.text.lines())
        .rfind(|l| l.starts_with("Log-Head:"));
    if let Some(l) = last {
        *head = l.trim().to_string();
    }
    let script = r#"(function () {
      document.currentScript.remove();
      document.getElementById('kit-wasm').remove();
      var out = {};
      window.estafetteKit.ready.then(function () {
        out = window.estafetteKit.call(INPUT);
      }).catch(function (e) { out.error = String(e); }).then(function () {
        document.body.textContent = '';
        document.querySelectorAll('script').forEach(function (s) { s.remove(); });
        document.body.setAttribute('data-result', JSON.stringify(out));
      });
    })();"#;
    let req = json!({ "op": "sign", "file": kit.secret, "head": head.as_str(), "commands": body });
    let page = std::fs::read_to_string(build_page()).expect("the page");
    let script = script.replace("INPUT", &script_json(&req));
    let browser = Browser::find().expect("the browser");
    let out = run_for_result(
        &browser,
        &with_script(&target_dir().join("kit"), "kit-game-sign.html", &page, &script),
    );
    assert_eq!(out["ok"], true, "{out:#}");
    out["signed"].as_str().unwrap_or_default().to_string()
}

fn applied(r: &Ingested) -> bool {
    matches!(r, Ingested::Handled { summary, .. } if !summary.contains("refused"))
}

#[test]
fn a_blind_game_played_with_the_player_kit_only() {
    if Browser::find().is_none() {
        return;
    }
    let mut h = Harness::new();
    let tc = TimeControl::parse("3d", Some("1d")).expect("a time control");
    let id = h
        .svc
        .new_game_mode(
            GameKind::Lattaque,
            OptionsSpec::default(),
            common::players(),
            Some(Side::First),
            Some(tc),
            "blind",
        )
        .expect("a blind game");
    let invitations = h.flush();
    let to = |sent: &[Sent], who: &str| sent.iter().find(|m| m.to.contains(who)).cloned().expect("a mail");
    let (Some(south), Some(north)) = (
        player_session(&to(&invitations, "alice"), &["a4", "b4"]),
        player_session(&to(&invitations, "bob"), &["a7", "b7"]),
    ) else {
        return;
    };
    let mut heads = [String::new(), String::new()];
    let mut last: Vec<Sent> = Vec::new();
    let mut mail = |side: Side, body: &str| {
        let (kit, who) = if side == Side::First {
            (&south, "alice")
        } else {
            (&north, "bob")
        };
        let body = if body.starts_with("commit ") {
            body.to_string()
        } else {
            signed_in_page(kit, &mut heads[side.index()], &last, who, body)
        };
        let (r, sent) = h.play(&id, side, &body);
        assert!(
            applied(&r),
            "{body}: {r:?}\n{}",
            sent.first().map(|m| m.text.as_str()).unwrap_or("")
        );
        last.extend(sent.iter().cloned());
        sent
    };
    let (s, n) = (Side::First, Side::Second);
    mail(s, &south.commit);
    mail(n, &north.commit);
    mail(s, "a4-a5");
    mail(n, "a7-a6");
    mail(s, &format!("{}a5xa6", south.open("a4")));
    mail(n, &format!("{}i7-i6", north.open("a7")));
    mail(s, &format!("{}b4-b6", south.open("b4")));
    mail(n, "i6-i5");
    mail(s, "b6xb7");
    let sent = mail(n, &north.open("b7"));
    assert!(
        sent.iter().all(|m| m.says("estafette reveal SECRETFILE")),
        "{}",
        sent[0].text
    );
    mail(n, &north.reveal);
    let sent = mail(s, &south.reveal);
    let st = h.svc.state(&id).expect("the game");
    assert_eq!(st.result.as_ref().map(|r| r.winner), Some(1), "{:?}", st.result);

    // The transcript of the last mail: the page and the binary verify it.
    let last = to(&sent, "alice");
    let (name, _, body) = last
        .files
        .iter()
        .find(|(name, _, _)| name.ends_with(".json"))
        .expect("the transcript attached");
    let transcript = String::from_utf8_lossy(body).replace("\r\n", "\n");
    let file = h.dir.path().join(name);
    std::fs::write(&file, &transcript).expect("the transcript file");
    let o = Command::new(env!("CARGO_BIN_EXE_estafette"))
        .arg("verify")
        .arg(&file)
        .output()
        .expect("the binary");
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{said}{}", String::from_utf8_lossy(&o.stderr));
    assert!(said.contains("verified"), "{said}");

    let browser = Browser::find().expect("the browser");
    let page = std::fs::read_to_string(build_page()).expect("the page");
    let script = VERIFY.replace("INPUT", &script_json(&json!({ "transcript": transcript })));
    let out = run_for_result(
        &browser,
        &with_script(&target_dir().join("kit"), "kit-game-verify.html", &page, &script),
    );
    assert!(out.get("error").is_none(), "{out:#}");
    assert_eq!(out["verified"][0], "message ok", "{out:#}");
    let words = out["verified"][1].as_str().unwrap_or_default();
    assert!(words.starts_with(&format!("verified: {id}")), "{words}");
    assert!(words.contains("Alice"), "{words}");
    assert_eq!(out["plies"], "7", "{out:#}");
}
