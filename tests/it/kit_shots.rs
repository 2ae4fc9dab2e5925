//! The README's pictures of the player kit (docs/kit/*.png): the page in
//! each of its four steps (arranging an army, sealing it, viewing a real
//! referee's mail, verifying a finished game), on a 390 px phone and on a
//! desktop.
//!
//! With `ESTAFETTE_UPDATE_SCREENSHOTS=1` headless Chromium takes them
//! again; otherwise the test checks that each is there and is a whole PNG
//! of its size (no pixel comparison: fonts differ between machines). Where
//! Chromium is found it also lays each step out at 390 px, and none may
//! scroll sideways.

use crate::browser::Browser;
use crate::common::{self, Harness};
use crate::kit::{build_page, run_for_result, script_json, with_script};

use std::path::{Path, PathBuf};

use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::player::{build_secret, SealRequest};
use estafette::referee::clock::TimeControl;
use serde_json::{json, Value};

/// Both sides' army (as each side's SETUP text reads it).
const ARMY: &str = "2 2 7 M 2 10 M 2 3\n6 5 9 2 4 S 2 6 3\n8 3 M 6 5 7 3 4 4\n5 F M 8 6 4 2 5 2\n";
const TRANSCRIPT: &str = include_str!("../data/transcript/blind.json");

/// The steps pictured, each with the element scrolled to the top.
const STEPS: [(&str, &str); 4] = [
    ("arrange", "arrange"),
    ("seal", "seal"),
    ("view", "mail-text"),
    ("verify", "verify"),
];

/// The two screens: width and height in pixels.
const SCREENS: [(u32, u32); 2] = [(390, 844), (1024, 768)];

/// No picture may be larger than this.
const MAX_PNG_BYTES: u64 = 250_000;

/// What the page in the frame does: one step, then it scrolls the step
/// into view and tells its parent how wide it is laid out.
const STEP: &str = r#"
(function () {
  var input = INPUT;
  var $ = function (id) { return document.getElementById(id); };
  // Waits for the page without spending the browser's virtual time (each
  // check is a message, not a timer), so that a file read slowed down by a
  // loaded machine is still waited for.
  var until = function (ready) {
    return new Promise(function (done, fail) {
      var channel = new MessageChannel();
      var n = 0;
      channel.port1.onmessage = function () {
        if (ready()) done(); else if (++n > 200000) fail(new Error('the page did not answer')); else channel.port2.postMessage(0);
      };
      channel.port2.postMessage(0);
    });
  };
  var choose = function (id, name, text) {
    var files = new DataTransfer();
    files.items.add(new File([text], name));
    $(id).files = files.files;
    $(id).dispatchEvent(new Event('change'));
  };
  localStorage.clear();
  window.estafetteKit.ready.then(function () {
    $('lang').value = 'en';
    $('lang').dispatchEvent(new Event('change'));
    $('setup-text').value = input.army;
    $('import').click();
    if (input.step === 'arrange') {
      $('board').querySelector('[data-square="e2"]').click();
    }
    if (input.step === 'seal') {
      $('game').value = input.game;
      $('do-seal').click();
    }
    if (input.step === 'view') {
      choose('secret-file', input.file, input.secret);
      return until(function () { return $('play-message').textContent !== ''; }).then(function () {
        choose('mail-file', 'lattaque-1.eml', input.mail);
        return until(function () { return $('view-message').textContent !== ''; });
      });
    }
    if (input.step === 'verify') {
      $('transcript').value = input.transcript;
      $('do-verify').click();
    }
  }).then(function () {
    var messages = ['army-message', 'seal-message', 'view-message', 'verify-result'].map(function (id) {
      return $(id).className;
    });
    $(input.top).scrollIntoView();
    if (input.top === 'mail-text') window.scrollBy(0, -32);
    var e = document.documentElement;
    return { width: e.scrollWidth, messages: messages };
  }).catch(function (e) { return { error: String(e) }; }).then(function (r) {
    parent.postMessage(JSON.stringify(r), '*');
  });
})();
"#;

fn docs_kit() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/kit")
}

fn png_name(step: &str, width: u32) -> String {
    format!("{step}-{width}.png")
}

/// A page showing `inner` (a file beside it) in a frame `width` by
/// `height` px, writing what the frame reports into its own body.
fn frame(inner: &str, width: u32, height: u32) -> String {
    format!(
        "<!DOCTYPE html>\n<html><body style=\"margin:0;overflow:hidden\">\n\
         <iframe style=\"width:{width}px;height:{height}px;border:0;display:block\" src=\"{inner}\"></iframe>\n\
         <script>window.addEventListener('message', function (e) {{\n\
         document.body.setAttribute('data-result', e.data);\n\
         }});</script></body></html>\n"
    )
}

/// The width and height of a whole PNG file, or why it is not one.
fn png_size(bytes: &[u8]) -> Result<(u32, u32), String> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    if bytes.len() < 33 || !bytes.starts_with(SIGNATURE) {
        return Err("no PNG signature".into());
    }
    if bytes.get(12..16) != Some(b"IHDR".as_slice()) {
        return Err("no IHDR chunk first".into());
    }
    if !bytes.ends_with(b"IEND\xae\x42\x60\x82") {
        return Err("no IEND chunk at the end (cut short?)".into());
    }
    let word = |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    Ok((word(16), word(20)))
}

/// The inputs of the steps: a sealed secret and a real mail of the referee
/// in a blind game (the game's start, after both commitments).
fn inputs() -> Value {
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
    h.flush();
    let mut secrets = Vec::new();
    for (side, name, turn, seed) in [
        (Side::First, "south", "first", 5u8),
        (Side::Second, "north", "second", 6),
    ] {
        let req = SealRequest {
            game: id.clone(),
            side: name.into(),
            turn: turn.into(),
            setup: ARMY.into(),
            variant: None,
            sets: Vec::new(),
        };
        let secret = build_secret(&req, [seed; 32]).expect("sealed");
        h.play(&id, side, &secret.commit_message());
        secrets.push(secret);
    }
    let (_, sent) = h.play(&id, Side::First, "a4-a5");
    let mail = sent.iter().find(|m| m.to.contains("alice")).expect("Alice's mail");
    json!({
        "army": ARMY, "game": "lattaque-7", "transcript": TRANSCRIPT,
        "file": format!("{id}-south.secret.json"), "secret": secrets[0].to_json(),
        "mail": String::from_utf8_lossy(&mail.raw),
    })
}

#[test]
fn the_readme_pictures_of_the_kit_are_there() {
    let update = std::env::var("ESTAFETTE_UPDATE_SCREENSHOTS").is_ok_and(|v| v == "1");
    let browser = Browser::find();
    if update || browser.is_some() {
        let browser = browser.expect("ESTAFETTE_UPDATE_SCREENSHOTS=1 needs chromium");
        take(&browser, update);
    }
    for (step, _) in STEPS {
        for (width, height) in SCREENS {
            let file = docs_kit().join(png_name(step, width));
            let bytes = std::fs::read(&file).unwrap_or_else(|e| {
                panic!(
                    "{}: {e} (ESTAFETTE_UPDATE_SCREENSHOTS=1 takes the pictures)",
                    file.display()
                )
            });
            assert_eq!(png_size(&bytes), Ok((width, height)), "{}", file.display());
            assert!(
                bytes.len() as u64 <= MAX_PNG_BYTES,
                "{}: {} bytes",
                file.display(),
                bytes.len()
            );
        }
    }
}

/// Lays each step out at 390 px (none may scroll sideways) and, with
/// `update`, takes its pictures on both screens into docs/kit/.
fn take(browser: &Browser, update: bool) {
    let page = std::fs::read_to_string(build_page()).expect("the page");
    let shots = crate::kit::target_dir().join("screenshots");
    std::fs::create_dir_all(&shots).expect("the screenshots folder");
    let inputs = inputs();
    for (step, top) in STEPS {
        let mut input = inputs.clone();
        input["step"] = json!(step);
        input["top"] = json!(top);
        let script = STEP.replace("INPUT", &script_json(&input));
        let inner = with_script(&shots, &format!("kit-{step}.inner.html"), &page, &script);
        let inner = inner
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        let measure = shots.join(format!("kit-{step}.measure.html"));
        std::fs::write(&measure, frame(&inner, 390, 844)).expect("the measuring page");
        let out = run_for_result(browser, &measure);
        assert!(out.get("error").is_none(), "{step}: {out:#}");
        let width = out["width"].as_u64().unwrap_or(u64::MAX);
        assert!(width <= 390, "{step}: the kit is {width} px wide on a 390 px phone");
        assert!(
            out["messages"]
                .as_array()
                .is_some_and(|m| m.iter().all(|c| c != "message bad")),
            "{step}: {out:#}"
        );
        if !update {
            continue;
        }
        for (w, h) in SCREENS {
            let shot_page = shots.join(format!("kit-{step}-{w}.shot.html"));
            std::fs::write(&shot_page, frame(&inner, w, h)).expect("the screenshot page");
            let file = docs_kit().join(png_name(step, w));
            std::fs::create_dir_all(docs_kit()).expect("docs/kit");
            let _ = std::fs::remove_file(&file);
            browser.run(
                &shot_page,
                &[
                    format!("--window-size={w},{h}"),
                    format!("--screenshot={}", file.display()),
                ],
            );
            assert!(file.is_file(), "no picture {}", file.display());
        }
    }
}
