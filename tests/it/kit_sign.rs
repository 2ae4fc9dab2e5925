//! The player kit's Sign box (section 5 of the page), in headless
//! Chromium: an army sealed in the page signs a mail's commands with the
//! key sealed with it, byte for byte as `estafette sign` signs them from
//! the same secret file; a key file from `estafette keygen` signs too; a
//! bad Log-Head line is refused with a message; the box speaks French.
//!
//! Like tests/it/kit.rs, it passes with a message where Chromium is
//! missing, unless `ESTAFETTE_BROWSER_TESTS=1`.

use crate::browser::Browser;
use crate::kit::{build_page, run_for_result, script_json, target_dir, with_script};

use estafette::protocol::blind::Secret;
use estafette::protocol::log::LogHead;
use estafette::protocol::sign;
use serde_json::json;

const ARMY: &str = "2 2 7 M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\n5 F M 8 6 4 2 5 2\n";
const HEAD: &str = "Log-Head: lattaque-3 5 00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

/// Seal in the page, then sign through the Sign box: with the sealed
/// secret, with a bad head, with a key file, and in French.
const DRIVE: &str = r#"
(function () {
  document.currentScript.remove();
  document.getElementById('kit-wasm').remove();
  localStorage.clear();
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
    $('do-sign').click();
    out.none = $('sign-message').className;
    $('setup-text').value = input.army;
    $('import').click();
    $('game').value = 'lattaque-3';
    $('turn').value = 'first';
    $('do-seal').click();
    out.commit = $('commit-text').value;
    out.secret = localStorage.getItem('estafette-secret:' + $('download').download);
    $('sign-head').value = input.head;
    $('sign-commands').value = input.commands;
    $('do-sign').click();
    out.signed = [$('sign-message').className, $('sign-text').value];
    $('sign-head').value = 'Log-Head: nonsense';
    $('do-sign').click();
    out.bad = [$('sign-message').className, $('sign-message').textContent, $('sign-text').value];
    state.signKey = input.keyfile;
    $('sign-side').value = '2';
    $('sign-head').value = input.head;
    $('do-sign').click();
    out.keyfile = [$('sign-message').className, $('sign-text').value];
    $('lang').value = 'fr';
    $('lang').dispatchEvent(new Event('change'));
    $('do-sign').click();
    out.french = [$('sign').querySelector('h2').textContent, $('do-sign').textContent,
      $('sign-message').textContent];
  }).catch(function (e) { out.error = String(e); }).then(finish);
})();
"#;

#[test]
fn the_sign_box_signs_as_estafette_sign_does() {
    let Some(browser) = Browser::find() else {
        return;
    };
    let page = std::fs::read_to_string(build_page()).expect("the page");
    let keyfile = sign::KeyFile::new(&[21; 32]).to_json();
    let commands = "  a4-a5 \n\nMESSAGE good luck\n";
    let input = json!({ "army": ARMY, "head": HEAD, "commands": commands, "keyfile": keyfile });
    let script = DRIVE.replace("INPUT", &script_json(&input));
    let out = run_for_result(
        &browser,
        &with_script(&target_dir().join("kit"), "kit-sign.html", &page, &script),
    );
    assert!(out.get("error").is_none(), "{out:#}");
    assert_eq!(out["none"], "message bad", "{out:#}");
    let commit = out["commit"].as_str().unwrap_or_default();
    assert!(commit.lines().nth(1).is_some_and(|l| l.starts_with("key ")), "{commit}");

    // The sealed secret signs, as the core and the binary sign from it.
    let secret_text = out["secret"].as_str().unwrap_or_default();
    let secret = Secret::from_json(secret_text).expect("the page's secret file");
    let key = secret.signing_key().expect("a sealed key");
    let head = LogHead::parse(HEAD).expect("a head");
    let expected = sign::sign_commands(&key, 1, &head, commands).expect("signed");
    assert_eq!(out["signed"][0], "message ok", "{out:#}");
    assert_eq!(out["signed"][1].as_str(), Some(expected.as_str()));
    let dir = tempfile::tempdir().expect("a folder");
    let (file, cmds) = (dir.path().join("s.secret.json"), dir.path().join("c.txt"));
    std::fs::write(&file, secret_text).expect("secret file");
    std::fs::write(&cmds, commands).expect("commands");
    let o = crate::common::estafette_bin()
        .arg("sign")
        .arg(&file)
        .args(["--side", "1", "--head", HEAD])
        .arg(&cmds)
        .output()
        .expect("the binary");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(
        out["signed"][1].as_str(),
        Some(String::from_utf8_lossy(&o.stdout).as_ref())
    );

    // A bad head: refused, with the reason, and nothing to copy.
    assert_eq!(out["bad"][0], "message bad", "{out:#}");
    assert!(
        out["bad"][1].as_str().is_some_and(|m| m.contains("Log-Head")),
        "{out:#}"
    );
    assert_eq!(out["bad"][2], "", "{out:#}");

    // A key file signs too, for the side chosen.
    let by_file = sign::sign_commands(&[21; 32], 2, &head, commands).expect("signed");
    assert_eq!(out["keyfile"][0], "message ok", "{out:#}");
    assert_eq!(out["keyfile"][1].as_str(), Some(by_file.as_str()));

    // French.
    assert_eq!(out["french"][0], "5. Signez vos commandes", "{out:#}");
    assert_eq!(out["french"][1], "Signer", "{out:#}");
    assert!(
        out["french"][2]
            .as_str()
            .is_some_and(|m| m.contains("Envoyez ces lignes")),
        "{out:#}"
    );
}
