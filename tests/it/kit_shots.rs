//! docs/PLAYING.md's pictures of the player kit (docs/kit/*.png): the page as a
//! player uses it (reading the invitation and arranging an army, sealing
//! it, reading the referee's mail and tapping a move, the reply to copy,
//! verifying a finished game), on a 390 px phone and a 1024 px desktop,
//! each an exact viewport (the DevTools protocol's device metrics).
//!
//! With `ESTAFETTE_UPDATE_SCREENSHOTS=1` headless Chromium takes them
//! again; otherwise the test checks that each is there and is a whole PNG
//! of its size (no pixel comparison: fonts differ between machines).
//! Where Chromium is found it also goes through each step at 390 px, and
//! none may scroll sideways or say that something went wrong.

use crate::common::BLIND_ARMY as ARMY;
use crate::common::{self, Harness, Sent};
use crate::devtools::{Chrome, Page};
use crate::kit::{page_in, run};

use std::path::{Path, PathBuf};

use estafette::games::any::OptionsSpec;
use estafette::games::Side;
use estafette::player::{build_secret, SealRequest};
use estafette::protocol::blind::Secret;
use estafette::protocol::log::LogHead;
use estafette::protocol::sign;
use estafette::referee::clock::TimeControl;
use serde_json::{json, Value};

const TRANSCRIPT: &str = include_str!("../data/transcript/blind.json");

/// The steps pictured: the tab, and the element scrolled to the top.
const STEPS: [(&str, &str, &str); 5] = [
    ("arrange", "seal", "invite-message"),
    ("seal", "seal", "seal-message"),
    ("turn", "turn", "view-message"),
    ("reply", "turn", "move"),
    ("verify", "verify", "verify-result"),
];

/// The two screens: width and height in pixels, and whether a phone.
const SCREENS: [(u32, u32, bool); 2] = [(390, 844, true), (1024, 768, false)];

/// No picture may be larger than this.
const MAX_PNG_BYTES: u64 = 250_000;

/// What the page does before each picture: the whole path up to `step`.
const STEP: &str = r#"
lang('en');
var upto = ['arrange', 'seal', 'turn', 'reply', 'verify'].indexOf(input.step);
$('tab-seal').click();
$('invite-text').value = input.invitation;
$('do-invite').click();
$('setup-text').value = input.army;
$('import').click();
$('board').querySelector('[data-square="e2"]').click();
if (upto >= 1) {
  window.randomHex = function () { return input.seed; };
  $('do-seal').click();
}
if (upto >= 2) {
  $('tab-turn').click();
  $('forget').click();
  $('forget-yes').click();
  choose('secret-file', input.file, input.secret);
  await until(function () { return /loaded/.test($('secret-message').textContent); });
  choose('mail-file', 'lattaque-1.eml', input.mail);
  await until(function () { return $('view-message').textContent !== ''; });
  $('view-board').querySelector('[data-square="b4"]').click();
  if (upto === 2) $('opens').focus();
}
if (upto >= 3) {
  $('view-board').querySelector('[data-square="b6"]').click();
  $('do-reply').click();
}
if (upto >= 4) {
  $('tab-' + input.tab).click();
  $('transcript').value = input.transcript;
  $('head').value = input.head;
  $('do-verify').click();
}
$('tab-' + input.tab).click();
window.scrollTo(0, 0);
$(input.top).scrollIntoView();
window.scrollBy(0, -8);
var messages = ['invite-message', 'army-message', 'seal-message', 'secret-message', 'view-message',
  'reply-message', 'verify-result'].map(function (id) { return $(id).className; });
return { width: document.documentElement.scrollWidth, messages: messages, move: $('move').value };
"#;

fn docs_kit() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/kit")
}

fn png_name(step: &str, width: u32) -> String {
    format!("{step}-{width}.png")
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

/// The last head `to` was mailed.
fn head_of(sent: &[Sent], to: &str) -> LogHead {
    sent.iter()
        .filter(|m| m.to.contains(to))
        .rev()
        .find_map(|m| crate::common::receipt(&m.text))
        .expect("a head")
}

/// `body` signed with the key sealed in `secret`, after `head`.
fn signed(secret: &Secret, head: &LogHead, body: &str) -> String {
    let key = secret.signing_key().expect("a sealed key");
    sign::sign_commands(&key, secret.event_side(), head, body).expect("signed")
}

/// The inputs of the steps: a real blind game's invitation to Alice, her
/// secret, and the referee's mail after a move each (her move to make).
fn inputs() -> Value {
    let mut h = Harness::new();
    let _tc = TimeControl::parse("3d", Some("1d")).expect("a time control");
    let id = h.new_blind_game(OptionsSpec::default(), common::players());
    let invited = h.flush();
    let invitation = invited
        .iter()
        .find(|m| m.to.contains("alice"))
        .expect("Alice's invitation")
        .text
        .clone();
    let mut secrets = Vec::new();
    let mut sent = Vec::new();
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
        sent = h.play(&id, side, &secret.commit_message()).1;
        secrets.push(secret);
    }
    let body = signed(&secrets[0], &head_of(&sent, "alice"), "a4-a5");
    let sent = h.play(&id, Side::First, &body).1;
    let body = signed(&secrets[1], &head_of(&sent, "bob"), "a7-a6");
    let sent = h.play(&id, Side::Second, &body).1;
    let mail = sent.iter().find(|m| m.to.contains("alice")).expect("Alice's mail");
    assert!(mail.text.contains("Position:"), "{}", mail.text);
    let v: Value = serde_json::from_str(TRANSCRIPT).expect("JSON");
    json!({
        "army": ARMY, "invitation": invitation, "seed": "05".repeat(32), "transcript": TRANSCRIPT,
        "file": format!("{id}-south.secret.json"), "secret": secrets[0].to_json(),
        "mail": String::from_utf8_lossy(&mail.raw),
        "head": format!("Log-Head: lattaque-1 12 {}", v["log"][11]["head"].as_str().unwrap_or_default()),
    })
}

#[test]
fn the_readme_pictures_of_the_kit_are_there() {
    let update = std::env::var("ESTAFETTE_UPDATE_SCREENSHOTS").is_ok_and(|v| v == "1");
    let chrome = Chrome::start();
    if update || chrome.is_some() {
        let chrome = chrome.expect("ESTAFETTE_UPDATE_SCREENSHOTS=1 needs chromium");
        take(&chrome, update);
    }
    for (step, _, _) in STEPS {
        for (width, height, _) in SCREENS {
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

/// Goes through each step at 390 px (none may scroll sideways or show a
/// failure) and, with `update`, takes its pictures on both screens into
/// docs/kit/.
fn take(chrome: &Chrome, update: bool) {
    let mut page: Page = chrome.page();
    let dir = tempfile::tempdir().expect("a folder");
    let kit = page_in(dir.path());
    let inputs = inputs();
    for (step, tab, top) in STEPS {
        let mut input = inputs.clone();
        input["step"] = json!(step);
        input["tab"] = json!(tab);
        input["top"] = json!(top);
        for (w, h, phone) in SCREENS {
            if !update && !phone {
                continue;
            }
            page.viewport(w, h, phone);
            page.open(&kit);
            let out = run(&mut page, &input, STEP);
            let width = out["width"].as_u64().unwrap_or(u64::MAX);
            assert!(
                width <= u64::from(w),
                "{step}: the kit is {width} px wide on a {w} px screen"
            );
            assert!(
                out["messages"]
                    .as_array()
                    .is_some_and(|m| m.iter().all(|c| c != "message bad")),
                "{step}: {out:#}"
            );
            if update {
                std::fs::create_dir_all(docs_kit()).expect("docs/kit");
                page.screenshot(&docs_kit().join(png_name(step, w)));
            }
        }
    }
}
